// Issue 17: the Emperor ships and moves Sardaukar by choice, the Fremen their Fedaykin. The
// server's "moves" quote the forces at the origin; the form offers the split and sends "elite".
import { describe, expect, it } from 'vitest';
import { buildPanel, eliteRange, moveGroups, moveOptionAction } from '../src/decisions';
import type { Action, Decision, MoveOption, View } from '../src/types';

const view = (): View => ({ players: {}, hand: [], pending: [] }) as unknown as View;

describe('elite forces in shipments and moves', () => {
  const reserves: MoveOption = { type: 'ship', to: 'carthag', min: 1, max: 20, cost: [], forces_at_source: { normal: 15, elite: 5 } };
  it('bounds the Sardaukar by the count and the origin', () => {
    expect(eliteRange(reserves, 1)).toEqual([0, 1]);
    expect(eliteRange(reserves, 3)).toEqual([0, 3]);
    expect(eliteRange(reserves, 8)).toEqual([0, 5]);
    // 17 forces: at least 2 Sardaukar (15 others), at most 5.
    expect(eliteRange(reserves, 17)).toEqual([2, 5]);
    // 20 forces: all of them, no choice left.
    expect(eliteRange(reserves, 20)).toBeNull();
  });
  it('offers no choice without the quote (Basic, other factions)', () => {
    expect(eliteRange({ type: 'move', from: 'arrakeen', to: 'carthag', min: 1, max: 10 }, 4)).toBeNull();
    expect(eliteRange({ ...reserves, forces_at_source: { normal: 3, elite: 0 } }, 2)).toBeNull();
  });
  it('sends elite only when some are named', () => {
    expect(moveOptionAction(reserves, 3, 2)).toEqual({ type: 'ship', to: 'carthag', forces: 3, elite: 2 });
    expect(moveOptionAction(reserves, 3, 0)).toEqual({ type: 'ship', to: 'carthag', forces: 3 });
    expect(moveOptionAction(reserves, 3)).toEqual({ type: 'ship', to: 'carthag', forces: 3 });
    const fedaykin: MoveOption = { type: 'move', from: 'sietch_tabr', to: 'the_great_flat', min: 1, max: 6, forces_at_source: { normal: 4, elite: 2 } };
    expect(moveGroups([fedaykin])[0].dests[0].option.forces_at_source).toEqual({ normal: 4, elite: 2 });
    expect(moveOptionAction(fedaykin, 3, 2)).toEqual({ type: 'move', from: 'sietch_tabr', to: 'the_great_flat', forces: 3, elite: 2 });
  });
  it('names the elite forces after the seat', () => {
    const pending: Decision[] = [{ seat: 'emperor', kind: 'ship', min: 0, max: 20 } as Decision];
    const legal: Action[] = [{ type: 'pass' }];
    const emperor = buildPanel(view(), 'emperor', pending, legal, [reserves]).decisions[0].controls.find((c) => c.kind === 'moves');
    expect(emperor && emperor.kind === 'moves' && emperor.eliteName).toBe('Sardaukar');
    const fremen = buildPanel(view(), 'fremen', [{ seat: 'fremen', kind: 'move', min: 0, max: 1 } as Decision], legal, [
      { type: 'move', from: 'sietch_tabr', to: 'the_great_flat', min: 1, max: 6 },
    ]).decisions[0].controls.find((c) => c.kind === 'moves');
    expect(fremen && fremen.kind === 'moves' && fremen.eliteName).toBe('Fedaykin');
  });
});
