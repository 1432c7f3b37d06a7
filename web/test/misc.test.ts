import { describe, expect, it } from 'vitest';
import { backoff } from '../src/api';

describe('reconnect back-off', () => {
  it('doubles from half a second up to ten seconds, with jitter', () => {
    const mid = () => 0.5;
    expect(backoff(0, mid)).toBe(500);
    expect(backoff(1, mid)).toBe(1000);
    expect(backoff(3, mid)).toBe(4000);
    expect(backoff(10, mid)).toBe(10000);
    expect(backoff(0, () => 0)).toBe(375);
    expect(backoff(0, () => 1)).toBe(625);
  });
});
