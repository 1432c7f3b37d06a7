import { describe, expect, it } from 'vitest';
import {
  battlePlanAction,
  bidAction,
  buildForm,
  buildPanel,
  formAction,
  formOptions,
  key,
  destCost,
  destLabel,
  moveAction,
  moveGroups,
  moveOptionAction,
  reviveAction,
  reviveLeaders,
  settleSelection,
  shipAction,
  truthtranceAction,
} from '../src/decisions';
import { describeAction } from '../src/names';
import type { Action, Decision, MoveOption, View } from '../src/types';

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
  const ships: MoveOption[] = [
    { type: 'ship', to: { territory: 'carthag' }, min: 1, max: 10, cost: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    { type: 'ship', to: { territory: 'the_great_flat', sector: 14 }, min: 1, max: 5, cost: [2, 4, 6, 8, 10] },
    { type: 'ship', to: { territory: 'carthag' }, karama_card: 'karama', min: 1, max: 10, cost: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5] },
    { type: 'ship', from: { territory: 'arrakeen', sector: 9 }, to: { territory: 'carthag' }, min: 1, max: 3, cost: [1, 1, 2] },
    { type: 'ship', from: { territory: 'arrakeen', sector: 9 }, to_reserves: true, min: 1, max: 3, cost: [1, 1, 2] },
  ];
  it('offers every shipment from the server list, grouped by origin', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'ship', to: { territory: 'carthag' }, forces: 3 }];
    const m = buildPanel(view({ phase: 'ship_move', storm_sector: 9 }), 'atreides', [{ seat: 'atreides', kind: 'ship', min: 0, max: 10 }], legal, ships);
    expect(m.decisions[0].controls).toHaveLength(1);
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('moves');
    if (c.kind === 'moves') {
      expect(c.verb).toBe('ship');
      expect(c.groups.map((g) => [g.from, g.karama, g.dests.map((d) => d.to)])).toEqual([
        [-1, false, [4, 69]],
        [5, false, [-1, 4]],
        [-1, true, [4]],
      ]);
      expect(c.groups[0].label).toBe('From reserves (up to 10 forces)');
      expect(c.groups[2].label).toContain('Karama');
    }
    expect(m.decisions[0].pass?.label).toBe('No shipment');
    expect(m.anytime).toHaveLength(0);
  });
  it('prices each count from the server costs and builds the action from the entry', () => {
    const g = moveGroups(ships);
    const flat = g[0].dests[1];
    expect(destCost(flat, 1)).toBe(2);
    expect(destCost(flat, 5)).toBe(10);
    expect(destLabel(flat)).toBe('The Great Flat (sector 14) · 1–5 forces · 2–10 spice');
    expect(destLabel(g[1].dests[0])).toBe('Back to reserves · 1–3 forces · 1–2 spice');
    expect(moveOptionAction(flat.option, 4)).toEqual({ type: 'ship', to: { territory: 'the_great_flat', sector: 14 }, forces: 4 });
    expect(moveOptionAction(g[1].dests[0].option, 2)).toEqual({ type: 'ship', from: { territory: 'arrakeen', sector: 9 }, to_reserves: true, forces: 2 });
    expect(moveOptionAction(g[2].dests[0].option, 2)).toEqual({ type: 'ship', to: { territory: 'carthag' }, karama_card: 'karama', forces: 2 });
  });
  it('offers every movement group and destination from the server list', () => {
    const moves: MoveOption[] = [
      { type: 'move', from: { territory: 'arrakeen', sector: 9 }, to: { territory: 'old_gap', sector: 9 }, min: 1, max: 10 },
      { type: 'move', from: { territory: 'arrakeen', sector: 9 }, to: { territory: 'imperial_basin', sector: 9 }, min: 1, max: 10 },
      { type: 'move', from: { territory: 'polar_sink' }, to: { territory: 'imperial_basin', sector: 8 }, min: 2, max: 2 },
    ];
    const legal: Action[] = [{ type: 'pass' }, { type: 'play_hajr' }, moveAction(5, 50, 10)];
    const m = buildPanel(view({ phase: 'ship_move', storm_sector: 3 }), 'atreides', [{ seat: 'atreides', kind: 'move', min: 0, max: 1 }], legal, moves);
    const c = m.decisions[0].controls[0];
    expect(c.kind).toBe('moves');
    if (c.kind === 'moves') {
      expect(c.groups.map((g) => g.from)).toEqual([0, 5]);
      expect(c.groups[1].dests.map((d) => d.to)).toEqual([2, 50]);
      expect(c.groups[0].dests[0]).toMatchObject({ min: 2, max: 2, cost: null });
      expect(destCost(c.groups[0].dests[0], 2)).toBe(0);
      expect(destLabel(c.groups[0].dests[0])).toBe('Imperial Basin (sector 8) · whole group (2)');
      expect(destLabel(c.groups[1].dests[0])).toBe('Imperial Basin (sector 9)');
    }
    // Hajr stays a button of the movement decision.
    expect(m.decisions[0].controls[1]).toMatchObject({ kind: 'buttons', items: [{ action: { type: 'play_hajr' } }] });
  });
  it('says so when the server lists no shipment', () => {
    const m = buildPanel(view({ phase: 'ship_move' }), 'atreides', [{ seat: 'atreides', kind: 'ship', min: 0, max: 0 }], [{ type: 'pass' }], []);
    expect(m.decisions[0].controls[0]).toMatchObject({ kind: 'moves', groups: [] });
    expect(m.decisions[0].pass?.label).toBe('No shipment');
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
    expect(m.anytime[0]).toEqual({ kind: 'ghola', leaders: [], forcesMax: 5 });
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
  it('describes actions for people', () => {
    expect(describeAction({ type: 'ship', to: { territory: 'arrakeen', sector: 9 }, forces: 5 })).toBe('Ship — To: Arrakeen (sector 9), Forces: 5');
    expect(describeAction({ type: 'voice', command: 'poison_weapon', must: false })).toBe('Use the Voice — Command: poison weapon, Must / must not: must not play');
    expect(describeAction({ type: 'karama_stop', target: 'guild', advantage: 'guild_half_price' })).toBe('Karama: stop — Target: Spacing Guild, Advantage: Guild half-price shipment');
    expect(describeAction({ type: 'ally', faction: 'bene_gesserit' })).toBe('Ally — Faction: Bene Gesserit');
  });
});

describe('worm ride', () => {
  it('rides the worm with the server list', () => {
    const moves: MoveOption[] = [{ type: 'move', from: { territory: 'the_great_flat', sector: 14 }, to: { territory: 'arrakeen', sector: 9 }, min: 3, max: 3 }];
    const m = buildPanel(view({ seat: 'fremen', phase: 'nexus' }), 'fremen', [{ seat: 'fremen', kind: 'worm_ride', min: 0, max: 0 }], [{ type: 'pass' }], moves);
    expect(m.decisions[0].controls).toHaveLength(1);
    expect(m.decisions[0].controls[0]).toMatchObject({ kind: 'moves', verb: 'ride' });
    expect(m.decisions[0].pass?.label).toBe('Don’t ride');
  });
  it('answers a worm_ride decision with the sampled move actions', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'move', from: { territory: 'the_great_flat', sector: 14 }, to: { territory: 'arrakeen', sector: 9 }, forces: 3 }];
    const m = buildPanel(view({ seat: 'fremen', phase: 'nexus' }), 'fremen', [{ seat: 'fremen', kind: 'worm_ride', min: 0, max: 0 }], legal);
    expect(m.decisions[0].controls[0]).toMatchObject({ kind: 'buttons' });
    expect(m.decisions[0].pass?.label).toBe('Don’t ride');
    expect(m.anytime).toHaveLength(0);
  });
});

describe('cards and revival', () => {
  it('asks any Truthtrance question of the targets the server offers', () => {
    const legal: Action[] = [
      { type: 'truthtrance', target: 'harkonnen', question: 'holds_card', card: 'lasgun' },
      { type: 'truthtrance', target: 'emperor', question: 'holds_card', card: 'lasgun' },
    ];
    const v = view({ players: { ...view().players, harkonnen: { circle: 4, spice: -1, reserves: { normal: 0, special: 0 }, tanks: { normal: 0, special: 0 }, hand_count: 2, leaders: [{ id: 25, name: 'Feyd-Rautha', faction: 'harkonnen', strength: 6 }], ally: null } } });
    const m = buildPanel(v, 'atreides', [], legal);
    const c = m.anytime[0];
    expect(c.kind).toBe('truthtrance');
    if (c.kind === 'truthtrance') {
      expect(c.targets).toEqual(['harkonnen', 'emperor']);
      expect(c.cards).toContain('karama');
      expect(c.leaders).toContainEqual({ name: 'Feyd-Rautha', faction: 'harkonnen' });
    }
    expect(truthtranceAction('harkonnen', 'holds_traitor', 'Duncan Idaho')).toEqual({ type: 'truthtrance', target: 'harkonnen', question: 'holds_traitor', leader: 'Duncan Idaho' });
    expect(truthtranceAction('emperor', 'has_spice_at_least', 7)).toEqual({ type: 'truthtrance', target: 'emperor', question: 'has_spice_at_least', amount: 7 });
  });
  it('gives the Emperor a revival form with its ally’s forces', () => {
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'revive', forces: 1 },
      { type: 'revive', forces: 0, leader: 'Bashar' },
      { type: 'revive', forces: 1, leader: 'Bashar' },
      { type: 'revive', forces: 0, ally_forces: 1 },
      { type: 'revive', forces: 0, ally_forces: 3 },
    ];
    const m = buildPanel(view({ seat: 'emperor', phase: 'revival' }), 'emperor', [{ seat: 'emperor', kind: 'revive', min: 0, max: 3 }], legal);
    const c = m.decisions[0].controls[0];
    expect(c).toMatchObject({ kind: 'revive', forces: [0, 1], leaders: ['Bashar'], allyMax: 3 });
    if (c.kind === 'revive') {
      expect(reviveLeaders(c, 0)).toEqual(['Bashar']);
      expect(reviveLeaders(c, 1)).toEqual([undefined, 'Bashar']);
    }
    expect(reviveAction(1, 'Bashar', 2)).toEqual({ type: 'revive', forces: 1, leader: 'Bashar', ally_forces: 2 });
    expect(reviveAction(2, undefined, 0)).toEqual({ type: 'revive', forces: 2 });
    expect(m.decisions[0].pass?.label).toBe('No revival');
  });
  it('lets the Emperor give any amount of spice it has', () => {
    const v = view({ seat: 'emperor', players: { emperor: { circle: 1, spice: 12, reserves: { normal: 0, special: 0 }, tanks: { normal: 0, special: 0 }, hand_count: 0, leaders: [], ally: 'fremen' } } });
    const m = buildPanel(v, 'emperor', [], [{ type: 'give_spice', amount: 1 }]);
    expect(m.anytime[0]).toEqual({ kind: 'give_spice', max: 12 });
  });
});
