import { describe, expect, it } from 'vitest';
import {
  affordable,
  battlePlanAction,
  bidAction,
  buildForm,
  buildPanel,
  formAction,
  formOptions,
  key,
  moveAction,
  settleSelection,
  shipAction,
  shipmentCost,
} from '../src/decisions';
import { describeAction } from '../src/names';
import type { Action, Decision, View } from '../src/types';

function view(over: Partial<View> = {}): View {
  return {
    seat: 'atreides',
    ruleset: { kind: 'basic', max_turns: 10 },
    version: 3,
    turn: 1,
    phase: 'setup',
    storm_sector: 0,
    players: {
      atreides: { circle: 1, spice: 10, reserves: { normal: 10, special: 0 }, tanks: { normal: 0, special: 0 }, hand_count: 1, leaders: [], ally: null },
    },
    board: [{ territory: 'arrakeen', sector: 9, faction: 'atreides', forces: 10, special: 0 }],
    spice: [],
    hand: [],
    traitors: [],
    traitor_draw: [],
    prediction: null,
    pending: [],
    boundaries: [],
    log: [],
    outcome: { kind: 'none', winners: [], turn: 0 },
    ...over,
  };
}

describe('cascading forms', () => {
  const fremen: Action[] = [];
  for (let a = 0; a <= 10; a++) for (let b = 0; a + b <= 10; b++) fremen.push({ type: 'place_fremen', sietch_tabr: a, false_wall_south: b, false_wall_west: 10 - a - b });
  const form = buildForm('place_fremen', fremen);
  it('lists every field with its values', () => {
    expect(form.fields.map((f) => f.name)).toEqual(['sietch_tabr', 'false_wall_south', 'false_wall_west']);
    expect(form.fields[0].values).toHaveLength(11);
    expect(form.fields[0].numeric).toBe(true);
  });
  it('offers only values consistent with earlier choices', () => {
    const sel = { sietch_tabr: key(7) };
    expect(formOptions(form, sel, 1)).toEqual([0, 1, 2, 3]);
    const settled = settleSelection(form, { sietch_tabr: key(7), false_wall_south: key(2) });
    expect(settled.false_wall_west).toBe(key(1));
    expect(formAction(form, settled)).toEqual({ type: 'place_fremen', sietch_tabr: 7, false_wall_south: 2, false_wall_west: 1 });
  });
  it('repairs a choice that became impossible', () => {
    const s = settleSelection(form, { sietch_tabr: key(10), false_wall_south: key(5) });
    expect(s.false_wall_south).toBe(key(0));
    expect(formAction(form, s)).not.toBeNull();
  });
});

describe('buildPanel', () => {
  it('turns a prediction into a form over faction and turn', () => {
    const legal: Action[] = [];
    for (const f of ['emperor', 'fremen']) for (let t = 1; t <= 10; t++) legal.push({ type: 'predict', faction: f, turn: t });
    const pending: Decision[] = [{ seat: 'bene_gesserit', kind: 'predict', min: 1, max: 10 }];
    const m = buildPanel(view({ seat: 'bene_gesserit' }), 'bene_gesserit', pending, legal);
    expect(m.decisions).toHaveLength(1);
    expect(m.decisions[0].title).toBe('Bene Gesserit prediction');
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('form');
    if (c.kind === 'form') expect(c.form.fields.map((f) => f.name)).toEqual(['faction', 'turn']);
  });
  it('uses buttons for a handful of choices and names them', () => {
    const legal: Action[] = [
      { type: 'pick_traitor', leader: 'Piter de Vries' },
      { type: 'pick_traitor', leader: 'Stilgar' },
    ];
    const m = buildPanel(view({ traitor_draw: [{ id: 25, name: 'Piter de Vries', faction: 'harkonnen', strength: 3 }] }), 'atreides', [{ seat: 'atreides', kind: 'pick_traitor', min: 0, max: 0 }], legal);
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('buttons');
    if (c.kind === 'buttons') expect(c.items.map((i) => i.label)).toEqual(['Piter de Vries (Harkonnen, strength 3)', 'Keep traitor — Leader: Stilgar']);
    expect(m.decisions[0].pass).toBeNull();
  });
  it('builds a bid control with bounds and a pass', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'bid', amount: 1 }, { type: 'bid', amount: 2 }];
    const m = buildPanel(view({ phase: 'bidding' }), 'atreides', [{ seat: 'atreides', kind: 'bid', min: 1, max: 10 }], legal);
    const d = m.decisions[0];
    expect(d.controls[0]).toMatchObject({ kind: 'bid', min: 1, max: 10, karama: false });
    expect(d.pass?.action).toEqual({ type: 'pass' });
    expect(d.pass?.label).toBe('Pass');
  });
  it('offers shipment destinations outside the storm, including the sampled ones', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'ship', to: { territory: 'carthag' }, forces: 3 }];
    const m = buildPanel(view({ phase: 'ship_move', storm_sector: 9 }), 'atreides', [{ seat: 'atreides', kind: 'ship', min: 0, max: 10 }], legal);
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('ship');
    if (c.kind === 'ship') {
      expect(c.destinations).toContain(4); // Carthag
      expect(c.destinations).not.toContain(5); // Arrakeen, in storm
      expect(c.max).toBe(10);
    }
    expect(m.decisions[0].pass?.label).toBe('No shipment');
  });
  it('offers movement groups with destinations', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'move', from: { territory: 'arrakeen', sector: 9 }, to: { territory: 'old_gap', sector: 9 }, forces: 10 }];
    const m = buildPanel(view({ phase: 'ship_move', storm_sector: 3 }), 'atreides', [{ seat: 'atreides', kind: 'move', min: 0, max: 0 }], legal);
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('move');
    if (c.kind === 'move') {
      expect(c.groups).toHaveLength(1);
      expect(c.groups[0].loc).toBe(5);
      expect(c.groups[0].forces).toBe(10);
      expect(c.groups[0].destinations).toContain(50);
    }
  });
  it('collects the battle wheel options from the legal plans', () => {
    const legal: Action[] = [
      { type: 'battle_plan', leader: 'Duncan Idaho', dial: 3, weapon: 'crysknife' },
      { type: 'battle_plan', leader: 'Thufir Hawat', dial: 0, defense: 'shield' },
      { type: 'battle_plan', cheap_hero: 'cheap_hero', dial: 1 },
    ];
    const m = buildPanel(view({ phase: 'battle' }), 'atreides', [{ seat: 'atreides', kind: 'battle_plan', min: 0, max: 6 }], legal);
    const c = m.decisions[0].controls[0];
    expect(c).toMatchObject({ kind: 'battle_plan', dialMax: 6, leaders: ['Duncan Idaho', 'Thufir Hawat'], heroes: ['cheap_hero'], weapons: ['crysknife'], defenses: ['shield'] });
  });
  it('lists other seats as waiting and leftover actions as anytime', () => {
    const v = view({ pending: [{ seat: 'harkonnen', kind: 'bid', min: 1, max: 5 }] });
    const m = buildPanel(v, 'atreides', [], [{ type: 'tleilaxu_ghola', forces: 5 }]);
    expect(m.decisions).toHaveLength(0);
    expect(m.waiting).toEqual([{ seat: 'harkonnen', kind: 'bid', min: 1, max: 5 }]);
    expect(m.anytime[0].label).toBe('Play Tleilaxu Ghola — Forces: 5');
  });
  it('gives a spectator no decisions', () => {
    const m = buildPanel(view({ seat: null }), null, [{ seat: 'atreides', kind: 'bid', min: 1, max: 3 }], []);
    expect(m.decisions).toHaveLength(0);
    expect(m.waiting).toHaveLength(0);
  });
});

describe('action JSON', () => {
  it('builds actions in the GAME_FILES.md format', () => {
    expect(bidAction(3)).toEqual({ type: 'bid', amount: 3 });
    expect(bidAction(3, true)).toEqual({ type: 'bid', amount: 3, karama: true });
    expect(shipAction(5, 4)).toEqual({ type: 'ship', to: { territory: 'arrakeen', sector: 9 }, forces: 4 });
    expect(shipAction(0, 1)).toEqual({ type: 'ship', to: { territory: 'polar_sink' }, forces: 1 });
    expect(moveAction(1, 0, 2)).toEqual({ type: 'move', from: { territory: 'imperial_basin', sector: 8 }, to: { territory: 'polar_sink' }, forces: 2 });
    expect(battlePlanAction({ leader: 'Feyd-Rautha', dial: 4, weapon: 'crysknife', defense: 'shield' })).toEqual({
      type: 'battle_plan',
      dial: 4,
      leader: 'Feyd-Rautha',
      weapon: 'crysknife',
      defense: 'shield',
    });
    expect(battlePlanAction({ cheapHero: 'cheap_heroine', dial: 0, weapon: null })).toEqual({ type: 'battle_plan', dial: 0, cheap_hero: 'cheap_heroine' });
  });
  it('computes what a shipment costs and what is affordable', () => {
    expect(shipmentCost('atreides', 5, 4)).toBe(4);
    expect(shipmentCost('atreides', 69, 4)).toBe(8);
    expect(affordable('atreides', 69, 10, 7)).toBe(3);
    expect(affordable('fremen', 69, 10, 0)).toBe(10);
  });
  it('describes actions for people', () => {
    expect(describeAction({ type: 'ship', to: { territory: 'arrakeen', sector: 9 }, forces: 5 })).toBe('Ship — To: Arrakeen (sector 9), Forces: 5');
    expect(describeAction({ type: 'voice', command: 'poison_weapon', must: false })).toBe('Use the Voice — Command: poison weapon, Must / must not: must not play');
    expect(describeAction({ type: 'ally', faction: 'bene_gesserit' })).toBe('Ally — Faction: Bene Gesserit');
  });
});

describe('worm ride', () => {
  it('answers a worm_ride decision with the sampled move actions', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'move', from: { territory: 'the_great_flat', sector: 14 }, to: { territory: 'arrakeen', sector: 9 }, forces: 3 }];
    const m = buildPanel(view({ seat: 'fremen', phase: 'nexus' }), 'fremen', [{ seat: 'fremen', kind: 'worm_ride', min: 0, max: 0 }], legal);
    expect(m.decisions[0].controls[0]).toMatchObject({ kind: 'buttons' });
    expect(m.decisions[0].pass?.label).toBe('Don’t ride');
    expect(m.anytime).toHaveLength(0);
  });
});
