// Who would battle in a territory is the engine's answer (the view's `contested`, issue 36 item 7): the
// client reads it and decides nothing (the storm's separation, allies and advisors are the engine's).
import { describe, expect, it } from 'vitest';
import { contestedIn } from '../src/game';
import type { View } from '../src/types';

describe('the territory inspector names who would battle as the engine says', () => {
  const v = { contested: [{ territory: 'cielago_north', factions: ['emperor', 'harkonnen'] }] } as unknown as View;
  it('reads the factions the view lists for the territory', () => {
    expect(contestedIn(v, 'cielago_north')).toEqual(['emperor', 'harkonnen']);
  });
  it('finds none where the view lists none, even with forces of several factions there', () => {
    expect(contestedIn(v, 'the_great_flat')).toEqual([]);
    expect(contestedIn({} as View, 'cielago_north')).toEqual([]);
  });
});
