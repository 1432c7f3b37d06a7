// Advanced Bene Gesserit flips and Guild timing: the panel offers the actions that answer them.
import { describe, expect, it } from 'vitest';
import { buildPanel, moveGroups, moveOptionAction } from '../src/decisions';
import type { Action, Decision, MoveOption, View } from '../src/types';

function view(): View {
  return { players: {}, hand: [], pending: [] } as unknown as View;
}

describe('advanced decisions answered by other action types', () => {
  it('answers a guild_timing decision with the ship and move lists, and a Wait pass', () => {
    const pending: Decision[] = [{ seat: 'guild', kind: 'guild_timing', min: 0, max: 0 } as Decision];
    const legal: Action[] = [{ type: 'pass' }, { type: 'ship', to: 'arrakeen', forces: 1 }];
    const moves: MoveOption[] = [{ type: 'ship', to: 'arrakeen', min: 1, max: 3, cost: [1, 2, 3] }];
    const panel = buildPanel(view(), 'guild', pending, legal, moves);
    const d = panel.decisions[0];
    expect(d.controls.some((c) => c.kind === 'moves')).toBe(true);
    expect(JSON.stringify(panel)).toContain('Wait');
  });
  it('answers a bg_flip decision with send_advisor', () => {
    const pending: Decision[] = [{ seat: 'bene_gesserit', kind: 'bg_flip', min: 3, max: 3 } as Decision];
    const legal: Action[] = [{ type: 'pass' }, { type: 'send_advisor', to: 'arrakeen' }];
    const panel = buildPanel(view(), 'bene_gesserit', pending, legal, []);
    expect(JSON.stringify(panel.decisions[0])).toContain('send_advisor');
    expect(JSON.stringify(panel)).toContain('flip');
  });
  it('answers a worm_placement decision with place_worm and a pass that leaves the worm', () => {
    const pending: Decision[] = [{ seat: 'fremen', kind: 'worm_placement', min: 0, max: 0 } as Decision];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'place_worm', territory: 'funeral_plain' },
      { type: 'place_worm', territory: 'the_great_flat' },
    ];
    const panel = buildPanel(view(), 'fremen', pending, legal, []);
    const d = JSON.stringify(panel.decisions[0]);
    expect(d).toContain('place_worm');
    expect(d).toContain('the_great_flat');
    expect(d).toContain('Leave it where the deck puts it');
  });
  it('keeps a Take Up Arms move apart and sends take_up_arms', () => {
    const moves: MoveOption[] = [
      { type: 'move', from: 'the_great_flat', to: 'funeral_plain', min: 1, max: 3 },
      { type: 'move', from: 'the_great_flat', to: 'funeral_plain', min: 1, max: 3, take_up_arms: true },
    ];
    const groups = moveGroups(moves);
    expect(groups).toHaveLength(2);
    const armed = groups.find((g) => g.arms)!;
    expect(armed.label).toContain('take up arms');
    expect(moveOptionAction(armed.dests[0].option, 3)).toEqual({
      type: 'move',
      from: 'the_great_flat',
      to: 'funeral_plain',
      take_up_arms: true,
      forces: 3,
    });
  });
});
