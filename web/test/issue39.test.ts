// Issue 39, the client's parts: words for players, text where you decide, the battle preview from the engine's
// quote, the battles of the turn, the prompts that name what they are about, and the smaller items.
import { describe, expect, it } from 'vitest';
import { buildPanel } from '../src/decisions';
import { playerText } from '../src/names';
import type { Action, Decision, FactionKey, View } from '../src/types';
import { useEngineCatalog } from './catalog_fixture';

const view = (seat: FactionKey | null, extra: Partial<View> = {}): View =>
  ({
    seat,
    ruleset: { kind: 'basic', max_turns: 10 },
    version: 1,
    turn: 3,
    phase: 'battle',
    storm_sector: 0,
    players: {},
    board: [],
    spice: [],
    hand: [],
    traitors: [],
    traitor_draw: [],
    prediction: null,
    pending: [],
    boundaries: [],
    log: [],
    outcome: { kind: 'none', winners: [], turn: 0 },
    ...extra,
  }) as View;

describe('words for players', () => {
  it('counts forces in the log and says a move inside one territory', () => {
    expect(playerText('The storm kills 1 Atreides forces in Old Gap.')).toBe('The storm kills 1 Atreides force in Old Gap.');
    expect(playerText('The storm kills 1 Bene Gesserit forces in Old Gap.')).toBe('The storm kills 1 Bene Gesserit force in Old Gap.');
    expect(playerText('The storm kills 3 Atreides forces in Old Gap.')).toBe('The storm kills 3 Atreides forces in Old Gap.');
    expect(playerText('Fremen move 1 force(s) from Hagga Basin to Hagga Basin.')).toBe('Fremen move 1 force within Hagga Basin, to another sector.');
    expect(playerText('Fremen move 4 force(s) from Hagga Basin to The Great Flat.')).toBe('Fremen move 4 forces from Hagga Basin to The Great Flat.');
    expect(playerText('Ecaz setup (em.ecaz.setup; ix.variants.selection): 6 forces.')).toBe('Ecaz setup: 6 forces.');
  });
});

describe('text where you decide', () => {
  const pend = (seat: FactionKey, kind: string): Decision[] => [{ seat, kind, min: 0, max: 0 }];
  it('gives each card a button names its text, and lists the Ixian starting cards with theirs', () => {
    const legal: Action[] = [
      { type: 'keep_starting_card', card: 'lasgun' },
      { type: 'keep_starting_card', card: 'shield' },
    ];
    const v = view('ixian', { phase: 'setup', ...({ starting_cards: [{ id: 0, key: 'lasgun', name: 'Lasgun', kind: 'lasgun' }, { id: 9, key: 'shield', name: 'Shield', kind: 'projectile_defense' }] } as Partial<View>) });
    const d = buildPanel(v, 'ixian', pend('ixian', 'starting_card'), legal).decisions[0];
    expect(d.pieces?.items.map((i) => i.name)).toEqual(['Lasgun', 'Shield']);
    expect(d.pieces?.items[0].text).toMatch(/^Weapon: special.*Kills the opposing leader/);
    const c = d.controls[0];
    expect(c.kind).toBe('buttons');
    if (c.kind === 'buttons') expect(c.items.every((it) => (it.text ?? '').length > 20)).toBe(true);
  });
  it('lists the auction cards in auction order, the first up now, each with its text', () => {
    const seen = [
      { id: 5, key: 'chaumas', name: 'Chaumas', kind: 'poison_weapon' },
      { id: 0, key: 'lasgun', name: 'Lasgun', kind: 'lasgun' },
    ];
    const v = view('ixian', { phase: 'bidding', bidding: { card_count: 2, index: 0, high_bidder: null, high_bid: 0, turn: 'ixian', card_up: null, cards_seen: seen } });
    const d = buildPanel(v, 'ixian', [{ seat: 'ixian', kind: 'bid', min: 1, max: 5 }], [{ type: 'bid', amount: 1 }, { type: 'pass' }]).decisions[0];
    expect(d.pieces?.ordered).toBe(true);
    expect(d.pieces?.items.map((i) => [i.name, i.mark ?? ''])).toEqual([
      ['Chaumas', 'up now'],
      ['Lasgun', ''],
    ]);
    expect(d.pieces?.items[0].text).toMatch(/Snooper/);
  });
  it('says what each Terror token and Ambassador a decision offers does', () => {
    const terror = buildPanel(view('moritani', { phase: 'mentat_pause' }), 'moritani', pend('moritani', 'plant_terror'), [
      { type: 'plant_terror', token: 'robbery', territory: 'arrakeen' },
      { type: 'plant_terror', token: 'atomics', territory: 'arrakeen' },
    ]).decisions[0];
    expect(terror.pieces?.items.map((i) => i.name)).toEqual(['Robbery', 'Atomics']);
    expect(terror.pieces?.items[1].text).toMatch(/Aftermath/);
    const amb = buildPanel(view('ecaz', { phase: 'revival' }), 'ecaz', pend('ecaz', 'place_ambassador'), [{ type: 'place_ambassador', ambassador: 'emperor', territory: 'carthag' }]).decisions[0];
    expect(amb.pieces?.items[0]).toEqual({ name: 'Emperor Ambassador', text: expect.stringMatching(/5 spice/) });
  });
});

describe('a Homeworld decision says what the card’s face does', () => {
  it('quotes the engine’s text of the face in play', async () => {
    const { setCatalog } = await import('../src/catalog');
    const { engineCatalog } = await import('./catalog_fixture');
    setCatalog({ ...engineCatalog(), homeworlds: [{ key: 'caladan', name: 'Caladan', owner: 'atreides', high: 'After a win, one reserve force may join the battle.', low: 'x', occupied: 'y' }] });
    const d = buildPanel(view('atreides'), 'atreides', [{ seat: 'atreides', kind: 'homeworld_reinforcement', min: 0, max: 0 }], [{ type: 'pass' }]).decisions[0];
    expect(d.notes).toEqual(['Caladan (high): After a win, one reserve force may join the battle.']);
    useEngineCatalog();
  });
});

describe('the battles of the turn and the prompts that name what they are about', () => {
  const leader = (name: string, faction: FactionKey, strength: number) => ({ id: 1, name, faction, strength });
  const record = {
    turn: 3,
    territory: 'arrakeen',
    sides: ['atreides', 'harkonnen'] as FactionKey[],
    partners: [null, null],
    plans: [
      { submitted: true, leader: leader('Duncan Idaho', 'atreides', 2), cheap_hero: null, dial: 5, weapon: { id: 1, key: 'crysknife', name: 'Crysknife', kind: 'projectile_weapon' }, defense: null },
      { submitted: true, leader: leader('Feyd-Rautha', 'harkonnen', 6), cheap_hero: null, dial: 3, weapon: null, defense: null },
    ],
    end: 'totals' as const,
    winner: 'atreides' as FactionKey,
    half_points: [14, 6],
    lost: [
      { normal: 5, special: 0 },
      { normal: 7, special: 0 },
    ],
    leaders_killed: [false, true],
  };
  it('says both plans, the forces lost on both sides, the leaders killed and why the winner won', async () => {
    const { battleLines } = await import('../src/battles');
    const b = battleLines(record, false);
    expect(b.title).toBe('Battle in Arrakeen: Atreides (aggressor) against Harkonnen');
    expect(b.lines).toEqual(['Atreides: Duncan Idaho, dial 5, Crysknife.', 'Harkonnen: Feyd-Rautha, dial 3.', 'Forces lost: Atreides 5; Harkonnen 7.', 'Killed: Feyd-Rautha.']);
    expect(b.why).toBe('Atreides had the higher total, 7 to 3.');
    expect(battleLines({ ...record, end: 'explosion', winner: null, half_points: [null, null] }, false).why).toMatch(/explosion/);
  });
  it('names the winner of a Face Dancer reveal, the revival asked, the traitor and the cards kept', async () => {
    const { decisionTitle } = await import('../src/decisions');
    expect(decisionTitle('face_dancer', view('tleilaxu', { battles: [record] }), 'tleilaxu')).toBe('Duncan Idaho won for Atreides: a Face Dancer of yours. Reveal it?');
    const tl = { face_dancers: [], revealed_face_dancers: [], revival_limit_raised: [], revival_prevented: null, revival_request: { faction: 'atreides' as FactionKey, leader: leader('Duncan Idaho', 'atreides', 2), price: 4 } };
    expect(decisionTitle('revival_price', view('tleilaxu', { tleilaxu: tl }), 'tleilaxu')).toBe('Atreides ask you for Duncan Idaho: name your price, or refuse');
    expect(decisionTitle('revival_offer', view('atreides', { tleilaxu: tl }), 'atreides')).toBe('The Tleilaxu ask 4 spice for Duncan Idaho: pay it?');
    const battle = { territory: 'arrakeen', sides: ['atreides', 'harkonnen'] as FactionKey[], own_plan: record.plans[0], opponent_plan: record.plans[1], voice: null, prescience: null, prescience_answer: null };
    expect(decisionTitle('traitor', view('atreides', { battle }), 'atreides')).toBe('Traitor call: is Feyd-Rautha (Harkonnen), Harkonnen’s leader, one of your traitors?');
    expect(decisionTitle('keep_cards', view('atreides', { battle }), 'atreides')).toBe('You won: keep Crysknife?');
    const amb = { board: [{ territory: 'carthag', ambassador: 'emperor' as FactionKey }], supply_count: 0, supply: [], set_aside: [], gone: [], next_cost: 1, asked: 'emperor' as FactionKey, entrant: 'harkonnen' as FactionKey, loyalty: null };
    expect(decisionTitle('ambassador_trigger', view('ecaz', { ambassadors: amb }), 'ecaz')).toBe('Harkonnen entered Carthag, where your Emperor Ambassador lies: trigger it?');
  });
});
