import { describe, expect, it } from 'vitest';
import { parseJoin } from '../src/lobby';
import { parseRoute } from '../src/route';

describe('routes and links', () => {
  it('parses seat links and codes', () => {
    expect(parseJoin('http://x:8080/#/g/BXS2ZPPN?seat=abc_-9')).toEqual({ code: 'BXS2ZPPN', token: 'abc_-9' });
    expect(parseJoin(' bxs2zppn ')).toEqual({ code: 'BXS2ZPPN', token: null });
    expect(parseJoin('hello')).toBeNull();
  });
  it('parses hash routes', () => {
    expect(parseRoute('')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/g/BXS2ZPPN?seat=T0K')).toEqual({ page: 'game', code: 'BXS2ZPPN', seat: 'T0K', spectate: false });
    expect(parseRoute('#/g/BXS2ZPPN?spectate=1')).toEqual({ page: 'game', code: 'BXS2ZPPN', seat: null, spectate: true });
  });
});
