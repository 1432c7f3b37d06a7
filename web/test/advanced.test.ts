// The Advanced game's controls: each decision maps to the right control, with limits from the
// view, and each control builds exactly the JSON the engine's codec reads (engine/codec/json.cpp).
import { describe, expect, it } from 'vitest';
import {
  battlePlanAction,
  bribeAction,
  buildPanel,
  dialStrength,
  strengthText,
  fremenProblem,
  placeFremenAction,
  reviveAction,
  type Control,
} from '../src/decisions';
import { forceText } from '../src/names';
import type { Action, BattleStrength, Decision, FactionKey, PlayerView, View } from '../src/types';

const player = (over: Partial<PlayerView> = {}): PlayerView => ({
  circle: 1,
  spice: 10,
  reserves: { normal: 10, special: 0 },
  tanks: { normal: 0, special: 0 },
  hand_count: 0,
  leaders: [],
  ally: null,
  karama_power_used: false,
  bribes: 0,
  ...over,
});

/** One battle quote as the engine writes it (view.battle_strength), values in half points. The
 *  numbers are the engine's, as tests/rules/quotes_test.cpp asserts them. */
const quote = (faction: FactionKey, opponent: FactionKey, forces: number, elite: number, hp: [number, number, number, number], territory = 'carthag', eliteFirst = true): BattleStrength => ({
  territory,
  faction,
  opponent,
  forces,
  elite,
  half_points: { normal: hp[0], normal_supported: hp[1], elite: hp[2], elite_supported: hp[3] },
  spice_elite_first: eliteFirst,
});

function view(seat: FactionKey, over: Partial<View> = {}): View {
  return {
    seat,
    ruleset: { kind: 'advanced', max_turns: 10 },
    version: 40,
    turn: 2,
    phase: 'battle',
    storm_sector: 3,
    players: { atreides: player(), emperor: player({ spice: 7 }), fremen: player({ spice: 4, reserves: { normal: 7, special: 3 } }), harkonnen: player() },
    board: [
      { territory: 'carthag', sector: null, faction: 'emperor', forces: 3, special: 2 },
      { territory: 'carthag', sector: null, faction: 'fremen', forces: 4, special: 1 },
      { territory: 'carthag', sector: null, faction: 'atreides', forces: 5, special: 0 },
      { territory: 'arrakeen', sector: null, faction: 'emperor', forces: 4, special: 1 },
    ],
    spice: [],
    hand: [],
    traitors: [],
    traitor_draw: [],
    prediction: null,
    pending: [],
    boundaries: [],
    log: [],
    outcome: { kind: 'none', winners: [], turn: 0 },
    battle: { territory: 'carthag', sides: ['emperor', 'atreides'], own_plan: null, opponent_plan: null, voice: null, prescience: null, prescience_answer: null },
    kwisatz_haderach: { atreides_battle_losses: 2, active: false, in_tanks: false, used_turn: 0 },
    battle_strength: [
      quote('emperor', 'atreides', 3, 2, [1, 2, 2, 4]),
      quote('atreides', 'emperor', 5, 0, [1, 2, 2, 2]),
      quote('fremen', 'atreides', 4, 1, [2, 2, 4, 4]),
      quote('atreides', 'fremen', 5, 0, [1, 2, 2, 2]),
    ],
    ...over,
  };
}

const planDecision = (seat: FactionKey, max: number): Decision => ({ seat, kind: 'battle_plan', min: 0, max });
const planLegal: Action[] = [
  { type: 'battle_plan', leader: 'Bashar', dial: 5, elite: 2, spice: 5 },
  { type: 'battle_plan', leader: 'Bashar', dial: 5, elite: 2 },
  { type: 'battle_plan', dial: 0 },
];

function only<K extends Control['kind']>(controls: Control[], kind: K): Extract<Control, { kind: K }> {
  const c = controls.find((x) => x.kind === kind);
  expect(c, `a ${kind} control`).toBeDefined();
  return c as Extract<Control, { kind: K }>;
}

describe('Advanced battle plan', () => {
  it('takes its spice, elite and dial limits from the view', () => {
    const m = buildPanel(view('emperor'), 'emperor', [planDecision('emperor', 5)], planLegal);
    const c = only(m.decisions[0].controls, 'battle_plan');
    expect(c).toMatchObject({ advanced: true, dialMax: 5, normalMax: 3, eliteMax: 2, eliteName: 'Sardaukar', spiceMax: 7, kwisatz: false, opponent: 'atreides' });
  });
  it('gives the Fremen Fedaykin and no spice (battle hardened)', () => {
    const v = view('fremen', { battle: { ...view('fremen').battle!, sides: ['fremen', 'atreides'] } });
    const c = only(buildPanel(v, 'fremen', [planDecision('fremen', 5)], planLegal).decisions[0].controls, 'battle_plan');
    expect(c).toMatchObject({ eliteMax: 1, eliteName: 'Fedaykin', spiceMax: 0 });
  });
  it('offers the Kwisatz Haderach when the engine says it may join this plan, not from the token state', () => {
    const legal: Action[] = [{ type: 'battle_plan', leader: 'Duncan Idaho', dial: 5, spice: 5 }];
    const strength = (ready: boolean) => [
      quote('emperor', 'atreides', 3, 2, [1, 2, 2, 4]),
      { ...quote('atreides', 'emperor', 5, 0, [1, 2, 2, 2]), kwisatz_haderach: 4, ...(ready ? { kwisatz_haderach_ready: true } : {}) },
    ];
    // Used this turn, in this territory (a second battle here): the engine lets it join again.
    const usedHere = { atreides_battle_losses: 8, active: true, in_tanks: false, used_turn: 1 };
    let c = only(buildPanel(view('atreides', { kwisatz_haderach: usedHere, turn: 1, battle_strength: strength(true) }), 'atreides', [planDecision('atreides', 5)], legal).decisions[0].controls, 'battle_plan');
    expect(c).toMatchObject({ kwisatz: true, eliteMax: 0, spiceMax: 10 });
    // Awake, not used, but stopped by a Karama (or elsewhere this turn): the engine says no.
    const awake = { atreides_battle_losses: 8, active: true, in_tanks: false, used_turn: 0 };
    c = only(buildPanel(view('atreides', { kwisatz_haderach: awake, battle_strength: strength(false) }), 'atreides', [planDecision('atreides', 5)], legal).decisions[0].controls, 'battle_plan');
    expect(c.kwisatz).toBe(false);
  });
  it('has no Advanced fields in the Basic game', () => {
    const v = view('emperor', { ruleset: { kind: 'basic', max_turns: 10 } });
    const c = only(buildPanel(v, 'emperor', [planDecision('emperor', 5)], [{ type: 'battle_plan', dial: 5, leader: 'Bashar' }]).decisions[0].controls, 'battle_plan');
    expect(c).toMatchObject({ advanced: false, spiceMax: 0, eliteMax: 0, kwisatz: false });
  });
  it('takes the forces that fight from the engine, not the board (advisors do not fight)', () => {
    const v = view('bene_gesserit', {
      board: [{ territory: 'carthag', sector: null, faction: 'bene_gesserit', forces: 2, special: 3 }],
      battle: { ...view('bene_gesserit').battle!, sides: ['bene_gesserit', 'atreides'] },
      battle_strength: [quote('bene_gesserit', 'atreides', 2, 0, [1, 2, 2, 2])],
    });
    const c = only(buildPanel(v, 'bene_gesserit', [planDecision('bene_gesserit', 2)], [{ type: 'battle_plan', dial: 0 }]).decisions[0].controls, 'battle_plan');
    expect(c).toMatchObject({ dialMax: 2, normalMax: 2, eliteMax: 0 });
  });
  it('writes spice, elite and kwisatz_haderach only when set', () => {
    expect(battlePlanAction({ leader: 'Bashar', dial: 5, spice: 3, elite: 2 })).toEqual({ type: 'battle_plan', dial: 5, leader: 'Bashar', spice: 3, elite: 2 });
    expect(battlePlanAction({ leader: 'Duncan Idaho', dial: 2, kwisatz: true })).toEqual({ type: 'battle_plan', dial: 2, leader: 'Duncan Idaho', kwisatz_haderach: true });
    expect(battlePlanAction({ leader: 'Bashar', dial: 1, spice: 0, elite: 0, kwisatz: false })).toEqual({ type: 'battle_plan', dial: 1, leader: 'Bashar' });
  });
  it('computes the dialed strength from the engine quote', () => {
    expect(dialStrength(quote('emperor', 'atreides', 3, 2, [1, 2, 2, 4]), 5, 2, 3)).toBe(6); // 2 supported Sardaukar 4 + 1 + 2 halves
    expect(dialStrength(quote('emperor', 'fremen', 3, 2, [1, 2, 1, 2]), 2, 2, 0)).toBe(1); // Sardaukar single against the Fremen, unsupported
    expect(dialStrength(quote('fremen', 'emperor', 4, 1, [2, 2, 4, 4]), 4, 1, 0)).toBe(5); // battle hardened, Fedaykin double
    expect(dialStrength(quote('atreides', 'emperor', 5, 0, [1, 2, 2, 2]), 3, 0, 0)).toBe(1.5);
    expect(dialStrength(quote('atreides', 'emperor', 5, 0, [2, 2, 2, 2]), 3, 0, 2)).toBe(3); // Basic: every force full
    expect(dialStrength(null, 3, 0, 0)).toBe(3);
    // The order spice supports forces in is the engine's (spice_elite_first), never derived here.
    expect(dialStrength(quote('emperor', 'atreides', 3, 2, [1, 2, 2, 4]), 5, 2, 1)).toBe(4.5);
    expect(dialStrength(quote('emperor', 'atreides', 3, 2, [1, 2, 2, 4], 'carthag', false), 5, 2, 1)).toBe(4);
  });
  // FAQ Nov 2020 p.7: a Karama stops the Sardaukar counting double for the rest of the phase. The
  // engine's quote then counts a Sardaukar single (tests/rules/quotes_test.cpp,
  // Quotes.StoppedSardaukarCountSingle) and the strength the form shows drops with it.
  it('shows the strength a Karama-stopped advantage leaves', () => {
    const plan = (v: View) => only(buildPanel(v, 'emperor', [planDecision('emperor', 5)], planLegal).decisions[0].controls, 'battle_plan');
    const before = plan(view('emperor'));
    expect(strengthText(before, 'emperor', 2, 2, 1)).toBe('Your dialed forces count 3 (1 of 2 supported by spice).');
    const stopped = view('emperor', {
      karama_stops: ['emperor_sardaukar'],
      battle_strength: [quote('emperor', 'atreides', 3, 2, [1, 2, 1, 2]), quote('atreides', 'emperor', 5, 0, [1, 2, 2, 2])],
    });
    const after = plan(stopped);
    expect(strengthText(after, 'emperor', 2, 2, 1)).toBe('Your dialed forces count 1.5 (1 of 2 supported by spice).');
  });
  // Fremen sheet (Advanced) and FAQ Nov 2020 p.7: battle-hardened Fremen dial no spice; with the
  // battle hardening stopped, spice counts and the form offers it.
  it('offers the Fremen spice once their battle hardening is stopped', () => {
    const sides = { ...view('fremen').battle!, sides: ['fremen', 'atreides'] as FactionKey[] };
    const hardened = only(buildPanel(view('fremen', { battle: sides }), 'fremen', [planDecision('fremen', 5)], planLegal).decisions[0].controls, 'battle_plan');
    expect(hardened.spiceMax).toBe(0);
    expect(strengthText(hardened, 'fremen', 4, 1, 0)).toBe('Your dialed forces count 5 (battle hardened: no spice needed).');
    const v = view('fremen', { battle: sides, karama_stops: ['fremen_battle_hardened'], battle_strength: [quote('fremen', 'atreides', 4, 1, [1, 2, 2, 4])] });
    const stopped = only(buildPanel(v, 'fremen', [planDecision('fremen', 5)], planLegal).decisions[0].controls, 'battle_plan');
    expect(stopped.spiceMax).toBe(4);
    expect(strengthText(stopped, 'fremen', 4, 1, 0)).toBe('Your dialed forces count 2.5 (0 of 4 supported by spice).');
    expect(strengthText(stopped, 'fremen', 4, 1, 2)).toBe('Your dialed forces count 4 (2 of 4 supported by spice).');
  });
});

describe('Advanced prescience', () => {
  const legal: Action[] = [
    { type: 'pass' },
    { type: 'prescience', element: 'leader' },
    { type: 'prescience', element: 'dial' },
    { type: 'prescience', element: 'leader', karama: true },
  ];
  const d: Decision[] = [{ seat: 'atreides', kind: 'prescience', min: 0, max: 0 }];
  const karama = { id: 30, key: 'karama', name: 'Karama', kind: 'karama' };
  it('offers the Karama power while the Atreides hold Karama and have not used it', () => {
    const items = only(buildPanel(view('atreides', { hand: [karama] }), 'atreides', d, legal).decisions[0].controls, 'buttons').items;
    const k = items.find((i) => i.label.startsWith('Karama'));
    expect(k?.action).toEqual({ type: 'prescience', element: 'leader', karama: true });
    expect(items.map((i) => i.label)).toContain('Ask for their dial');
  });
  it('hides it without a Karama card or once used', () => {
    for (const v of [view('atreides'), view('atreides', { hand: [karama], players: { atreides: player({ karama_power_used: true }) } })]) {
      const items = only(buildPanel(v, 'atreides', d, legal).decisions[0].controls, 'buttons').items;
      expect(items.some((i) => i.action.karama === true)).toBe(false);
    }
  });
});

describe('Advanced revival', () => {
  const d: Decision[] = [{ seat: 'emperor', kind: 'revive', min: 0, max: 3 }];
  const legal: Action[] = [
    { type: 'pass' },
    { type: 'revive', forces: 1 },
    { type: 'revive', forces: 2 },
    { type: 'revive', forces: 1, elite: 1 },
    { type: 'revive', forces: 2, elite: 1 },
    { type: 'revive', forces: 3, karama: true },
    { type: 'revive', forces: 3, elite: 1, karama: true },
    { type: 'revive', forces: 0, leader: 'Bashar', karama: true },
  ];
  it('names the elite forces and offers the Emperor Karama power', () => {
    const c = only(buildPanel(view('emperor', { phase: 'revival' }), 'emperor', d, legal).decisions[0].controls, 'revive');
    expect(c.eliteMax).toBe(1);
    expect(c.eliteName).toBe('Sardaukar');
    expect(c.forces).toEqual([1, 2]);
    expect(c.karama.map((k) => k.label)).toEqual([
      'Karama power: revive 3 forces free',
      'Karama power: revive 3 forces (1 Sardaukar) free',
      'Karama power: revive Bashar free',
    ]);
    expect(c.karama[2].action).toEqual({ type: 'revive', forces: 0, leader: 'Bashar', karama: true });
  });
  it('offers the Kwisatz Haderach to the Atreides', () => {
    const kh: Action[] = [{ type: 'pass' }, { type: 'revive', forces: 1 }, { type: 'revive', forces: 0, kwisatz_haderach: true }, { type: 'revive', forces: 1, kwisatz_haderach: true }];
    const c = only(buildPanel(view('atreides', { phase: 'revival' }), 'atreides', [{ ...d[0], seat: 'atreides' }], kh).decisions[0].controls, 'revive');
    expect(c.kwisatz).toEqual([0, 1]);
    expect(c.eliteMax).toBe(0);
    expect(c.karama).toEqual([]);
  });
  it('writes elite and kwisatz_haderach as the codec reads them', () => {
    expect(reviveAction(2, undefined, 0, { elite: 1 })).toEqual({ type: 'revive', forces: 2, elite: 1 });
    expect(reviveAction(1, undefined, 0, { kwisatz: true })).toEqual({ type: 'revive', forces: 1, kwisatz_haderach: true });
    expect(reviveAction(1, 'Bashar', 0, { elite: 0, kwisatz: false })).toEqual({ type: 'revive', forces: 1, leader: 'Bashar' });
  });
});

describe('Harkonnen capture', () => {
  it('keeps or kills the captured leader with keep_cards', () => {
    const legal: Action[] = [
      { type: 'keep_cards', keep_weapon: false, keep_defense: false, keep_leader: true },
      { type: 'keep_cards', keep_weapon: false, keep_defense: false },
    ];
    const captured = { id: 7, name: 'Duncan Idaho', faction: 'atreides' as FactionKey, strength: 2 };
    const v = view('harkonnen', { battle: { ...view('harkonnen').battle!, captured } });
    const m = buildPanel(v, 'harkonnen', [{ seat: 'harkonnen', kind: 'capture', min: 0, max: 0 }], legal);
    expect(m.decisions[0].title).toBe('Captured leader: keep or kill?');
    const c = only(m.decisions[0].controls, 'capture');
    expect(c.leader?.name).toBe('Duncan Idaho');
    expect(c.keep).toEqual(legal[0]);
    expect(c.kill).toEqual(legal[1]);
    expect(m.anytime.some((x) => x.kind === 'buttons')).toBe(false);
  });
});

describe('Fremen placement with Fedaykin', () => {
  const legal: Action[] = [
    { type: 'place_fremen', sietch_tabr: 10, false_wall_south: 0, false_wall_west: 0 },
    { type: 'place_fremen', sietch_tabr: 10, false_wall_south: 0, false_wall_west: 0, fedaykin_sietch_tabr: 3 },
  ];
  it('maps to the placement control with the Fedaykin count', () => {
    const v = view('fremen', { phase: 'setup' });
    const c = only(buildPanel(v, 'fremen', [{ seat: 'fremen', kind: 'place_fremen', min: 10, max: 10 }], legal).decisions[0].controls, 'fremen');
    expect(c).toEqual({ kind: 'fremen', total: 10, fedaykin: 3 });
  });
  it('writes the fedaykin_* fields only when non-zero', () => {
    expect(placeFremenAction({ sietch_tabr: 6, false_wall_south: 4, false_wall_west: 0, fedaykin: [2, 1, 0] })).toEqual({
      type: 'place_fremen',
      sietch_tabr: 6,
      false_wall_south: 4,
      false_wall_west: 0,
      fedaykin_sietch_tabr: 2,
      fedaykin_false_wall_south: 1,
    });
    expect(placeFremenAction({ sietch_tabr: 10, false_wall_south: 0, false_wall_west: 0 })).toEqual(legal[0]);
  });
  it('explains a placement the engine would refuse', () => {
    expect(fremenProblem({ sietch_tabr: 6, false_wall_south: 3, false_wall_west: 0 }, 10, 3)).toMatch(/exactly 10/);
    expect(fremenProblem({ sietch_tabr: 10, false_wall_south: 0, false_wall_west: 0, fedaykin: [0, 1, 0] }, 10, 3)).toMatch(/counted among/);
    expect(fremenProblem({ sietch_tabr: 5, false_wall_south: 5, false_wall_west: 0, fedaykin: [3, 1, 0] }, 10, 3)).toMatch(/3 Fedaykin/);
    expect(fremenProblem({ sietch_tabr: 5, false_wall_south: 5, false_wall_west: 0, fedaykin: [2, 1, 0] }, 10, 3)).toBeNull();
  });
});

describe('Bribery', () => {
  it('is an anytime control in the Advanced game after setup, once', () => {
    const legal: Action[] = [{ type: 'bribe', target: 'fremen', amount: 1 }];
    const m = buildPanel(view('atreides'), 'atreides', [], legal);
    const bribes = m.anytime.filter((c) => c.kind === 'bribe');
    expect(bribes).toEqual([{ kind: 'bribe', targets: ['emperor', 'fremen', 'harkonnen'], max: 10 }]);
    expect(m.anytime.some((c) => c.kind === 'buttons')).toBe(false);
  });
  it('is not offered in setup, in the Basic game or without spice', () => {
    expect(buildPanel(view('atreides', { phase: 'setup' }), 'atreides', [], []).anytime).toEqual([]);
    expect(buildPanel(view('atreides', { ruleset: { kind: 'basic', max_turns: 10 } }), 'atreides', [], []).anytime).toEqual([]);
    const poor = view('atreides', { players: { atreides: player({ spice: 0 }), fremen: player() } });
    expect(buildPanel(poor, 'atreides', [], []).anytime).toEqual([]);
  });
  it('sends target and amount', () => {
    expect(bribeAction('harkonnen', 3)).toEqual({ type: 'bribe', target: 'harkonnen', amount: 3 });
  });
});

describe('force labels', () => {
  it('names elite forces and advisors', () => {
    expect(forceText('emperor', 3, 2)).toBe('5 (2 Sardaukar)');
    expect(forceText('fremen', 4, 1)).toBe('5 (1 Fedaykin)');
    expect(forceText('bene_gesserit', 0, 1)).toBe('1 advisor');
    expect(forceText('bene_gesserit', 2, 3)).toBe('5 (3 advisors)');
    expect(forceText('atreides', 4, 0)).toBe('4');
  });
});

describe('Bene Gesserit setup advisor', () => {
  it('is a place to pick on the map, sending the legal action', () => {
    const legal: Action[] = [
      { type: 'send_advisor', to: { territory: 'arrakeen', sector: null } },
      { type: 'send_advisor', to: { territory: 'carthag', sector: null } },
      { type: 'send_advisor', to: { territory: 'polar_sink', sector: null } },
      { type: 'send_advisor', to: { territory: 'sietch_tabr', sector: null } },
      { type: 'send_advisor', to: { territory: 'tueks_sietch', sector: null } },
      { type: 'send_advisor', to: { territory: 'habbanya_sietch', sector: null } },
      { type: 'send_advisor', to: { territory: 'imperial_basin', sector: 9 } },
      { type: 'send_advisor', to: { territory: 'imperial_basin', sector: 10 } },
      { type: 'send_advisor', to: { territory: 'the_great_flat', sector: 14 } },
    ];
    const v = view('bene_gesserit', { phase: 'setup' });
    const m = buildPanel(v, 'bene_gesserit', [{ seat: 'bene_gesserit', kind: 'send_advisor', min: 1, max: 1 }], legal);
    expect(m.decisions[0].title).toBe('Spiritual advisor');
    const c = only(m.decisions[0].controls, 'location');
    expect(c.options).toHaveLength(9);
    expect(c.options.every((o) => o.loc >= 0)).toBe(true);
    expect(c.options.map((o) => o.action)).toEqual(expect.arrayContaining(legal));
  });
});

describe('map counters', () => {
  it('draws Bene Gesserit advisors apart and rings elite forces', async () => {
    const { dynamicSvg } = await import('../src/board');
    const v = view('atreides', {
      board: [
        { territory: 'carthag', sector: null, faction: 'emperor', forces: 3, special: 2 },
        { territory: 'arrakeen', sector: null, faction: 'bene_gesserit', forces: 0, special: 1 },
        { territory: 'tueks_sietch', sector: null, faction: 'atreides', forces: 4, special: 0 },
      ],
    });
    const svg = dynamicSvg(v, new Set(), null);
    expect(svg).toContain('class="force advisor" data-faction="bene_gesserit"');
    expect(svg).toContain('Bene Gesserit: 1 advisor');
    expect(svg).toContain('class="force elite" data-faction="emperor"');
    expect(svg).toContain('Emperor: 5 (2 Sardaukar) forces');
    expect(svg).toContain('class="force" data-faction="atreides"');
  });
});
