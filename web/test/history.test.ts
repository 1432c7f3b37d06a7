// Issue 17 items 8 and 9: the revival form's free and paid counts (read from the engine's quote),
// the history route and the turn-by-turn log of a finished game.
import { describe, expect, it } from 'vitest';
import { reviveCountLabel, reviveDefault, reviveSummary } from '../src/decisions';
import { newLines, stops } from '../src/history';
import { parseRoute } from '../src/route';
import type { View } from '../src/types';

// Atreides allied to the Fremen: 3 free, then 2 spice each (quotes_test's position).
const prices: NonNullable<View['revival_prices']> = { forces: [0, 0, 0, 0, 2, 4], leaders: [], kwisatz_haderach: 0, ally_force: 0, free: 3 };

describe('revival: free and paid', () => {
  it('defaults to the most forces revived free', () => {
    expect(reviveDefault([0, 1, 2, 3], prices)).toBe(3);
    expect(reviveDefault([0, 1], prices)).toBe(1); // fewer in the Tanks than free
    expect(reviveDefault([0, 1, 2, 3], { ...prices, free: 0, forces: [0, 2, 4, 6] })).toBe(0);
    expect(reviveDefault([1, 2], { ...prices, free: 0 })).toBe(1);
  });
  it('labels each count with its price from the quote', () => {
    expect(reviveCountLabel(0, prices)).toBe('0');
    expect(reviveCountLabel(2, prices)).toBe('2 (free)');
    expect(reviveCountLabel(4, prices)).toBe('4 (3 free + 1 paid: 2 spice)');
    const stopped = { ...prices, free: 2, forces: [0, 0, 0, 2, 4, 6] };
    expect(reviveCountLabel(3, stopped)).toBe('3 (2 free + 1 paid: 2 spice)');
    expect(reviveSummary(stopped, 3)).toBe('Up to 3 forces this turn: 2 free, then 2 spice each.');
    expect(reviveSummary(prices, 3)).toBe('Up to 3 forces this turn: 3 free.');
  });
});

describe('history of a finished game', () => {
  it('has its own route', () => {
    expect(parseRoute('#/g/bxs2zppn/history')).toEqual({ page: 'history', code: 'BXS2ZPPN' });
    expect(parseRoute('#/g/BXS2ZPPN/other')).toEqual({ page: 'lobby' });
  });
  it('shows what each turn added to the public log', () => {
    expect(stops([{ turn: 1, version: 120 }, { turn: 2, version: 230 }])).toEqual([
      { label: 'Start', at: { version: 0 } },
      { label: 'Turn 1', at: { turn: 1 } },
      { label: 'Turn 2', at: { turn: 2 } },
    ]);
    expect(newLines(['a', 'b'], ['a', 'b', 'c', 'd'])).toEqual(['c', 'd']);
    expect(newLines([], ['a'])).toEqual(['a']);
  });
});
