// Ecaz & Moritani, the Moritani (faction key "moritani"): the client seats them from the lobby, draws
// their Terror tokens from the view's "terror" object (face down for everyone but them), and offers each
// of their decisions as labelled controls built from the legal actions the server sends.
import { describe, expect, it } from 'vitest';
import { mapBoxes, mapProblems } from './mapcheck';
import { dynamicSvg } from '../src/board';
import { ACTION_DECISION, buildPanel, revealLabel, type Control } from '../src/decisions';
import { engineCatalog, useEngineCatalog } from './catalog_fixture';
import { defaultRoles, seatsFromRoles } from '../src/lobby';
import { locName } from '../src/mapgeo';
import {
  ACTION_TITLE,
  DECISION_TITLE,
  DECISION_WHY,
  FACTIONS,
  FACTION_COLOR,
  FACTION_LETTER,
  FACTION_NAME,
  PASS_LABEL,
  TERROR_TOKEN_NAME,
  terrorEntryText,
  terrorLines,
  terrorText,
  terrorMarkerText,
  valueLabel,
} from '../src/names';
import type { Action, Decision, FactionKey, TerrorView, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;
const terror = (extra: Partial<TerrorView> = {}): TerrorView => ({
  board: [],
  supply_count: 6,
  supply: [],
  revealed: [],
  aftermath: null,
  extortion_pending: false,
  entry: null,
  ...extra,
});
const decision = (seat: string, kind: string, min = 0, max = 0) => [{ seat, kind, min, max }] as unknown as Decision[];
const panelFor = (v: View, seat: string, kind: string, legal: Action[], min = 0, max = 0) =>
  buildPanel(v, seat as FactionKey, decision(seat, kind, min, max), legal, []).decisions[0];
const labels = (c: Control) => (c.kind === 'buttons' ? c.items.map((i) => i.label) : []);

describe('the Moritani as a faction', () => {
  it('have a name, a cyan colour of their own with a letter, a sheet, and a lobby row (off by default)', () => {
    const m: FactionKey = 'moritani';
    expect(FACTIONS).toContain(m);
    expect(FACTION_NAME[m]).toBe('Moritani');
    expect(FACTION_LETTER[m]).toBe('M');
    expect(FACTIONS.filter((f) => FACTION_COLOR[f] === FACTION_COLOR[m])).toEqual([m]);
    expect(FACTIONS.filter((f) => FACTION_LETTER[f] === 'M')).toEqual([m]);
    expect(engineCatalog().factions.find((x) => x.key === m)!.sheet.basic.map((l) => l.text).join(' ')).toContain('Terror tokens');
    expect(defaultRoles().moritani).toBe('out');
    expect(seatsFromRoles({ ...defaultRoles(), atreides: 'bot', moritani: 'me' }).mine).toEqual(['moritani']);
  });
  it('labels every Moritani action and decision, the decision each action answers and the passes', () => {
    const pairs: [string, string][] = [
      ['place_moritani', 'place_moritani'],
      ['plant_terror', 'plant_terror'],
      ['reveal_terror', 'terror_trigger'],
      ['offer_terror_alliance', 'terror_trigger'],
      ['accept_terror_alliance', 'terror_alliance'],
      ['give_terror_card', 'terror_gift'],
      ['discard_over_limit', 'terror_discard'],
      ['pay_extortion', 'extortion'],
    ];
    for (const [a, d] of pairs) {
      expect(ACTION_DECISION[a], a).toBe(d);
      expect(ACTION_TITLE[a], a).toBeTruthy();
      expect(DECISION_TITLE[d], d).toBeTruthy();
      expect(DECISION_WHY[d], d).toBeTruthy();
    }
    expect(PASS_LABEL.plant_terror).toBe('Place no token');
    expect(PASS_LABEL.terror_trigger).toBe('Keep the token hidden');
    expect(PASS_LABEL.terror_alliance).toMatch(/^Refuse/);
    expect(PASS_LABEL.place_moritani).toBeUndefined();
    expect(PASS_LABEL.terror_discard).toBeUndefined();
    // Each token's text comes from the engine's data (the catalog).
    useEngineCatalog();
    for (const k of Object.keys(TERROR_TOKEN_NAME)) expect(terrorText(k), k).toBeTruthy();
    expect(valueLabel('token', 'sneak_attack')).toBe('Sneak Attack');
    expect(valueLabel('token', 'heighliners')).toBe('Heighliners');
  });
});

describe('the Terror tokens in the view', () => {
  const spectator = terror({ board: [{ territory: 'arrakeen', token: null }, { territory: 'carthag', token: null }], supply_count: 3, revealed: ['atomics'], aftermath: 'tueks_sietch' });
  const own = terror({
    board: [{ territory: 'arrakeen', token: 'robbery' }, { territory: 'carthag', token: 'sabotage' }],
    supply_count: 3,
    supply: ['assassination', 'extortion', 'sneak_attack'],
    revealed: ['atomics'],
  });
  it('lists the public state: places, supply count, revealed tokens, Aftermath, Extortion, the entry', () => {
    const lines = terrorLines({ ...spectator, extortion_pending: true, entry: { entrant: 'atreides', territory: 'carthag' } }, 'atreides');
    expect(lines[0]).toBe('Terror tokens: face down in Arrakeen, Carthag; 3 in the Moritani supply.');
    expect(lines).toContain('Revealed (out of the game): Atomics.');
    expect(lines.join(' ')).toContain('Atomics Aftermath in Tuek');
    expect(lines.join(' ')).toContain('Extortion revealed');
    expect(lines[lines.length - 1]).toBe('You entered Carthag: the Moritani decide.');
    expect(terrorLines(terror(), null)[0]).toBe('Terror tokens: none on the board; 6 in the Moritani supply.');
  });
  it('names the tokens for the Moritani seat only', () => {
    expect(terrorLines(own, 'moritani')[0]).toBe('Terror tokens: Robbery in Arrakeen, Sabotage in Carthag; 3 in your supply (Assassination, Extortion, Sneak Attack).');
    const entry = terrorEntryText({ ...own, entry: { entrant: 'harkonnen', territory: 'arrakeen' } }, 'moritani');
    expect(entry).toMatch(/^Harkonnen entered Arrakeen: the Moritani decide\. Your token there: Robbery: The Moritani take half/);
    expect(terrorEntryText({ ...spectator, entry: { entrant: 'harkonnen', territory: 'arrakeen' } }, 'atreides')).toBe('Harkonnen entered Arrakeen: the Moritani decide.');
    expect(terrorMarkerText(null)).toBe('?');
    expect(terrorMarkerText('sneak_attack')).toBe('Sneak Attack');
  });
  it('draws a face-down marker on each token\u2019s stronghold and the Aftermath, apart from the counters', () => {
    const upx = 228 / 366;
    const board = [
      { territory: 'arrakeen', sector: null, faction: 'atreides', forces: 10, special: 0 },
      { territory: 'carthag', sector: null, faction: 'harkonnen', forces: 10, special: 0 },
      { territory: 'carthag', sector: null, faction: 'moritani', forces: 4, special: 0 },
    ] as View['board'];
    const svg = dynamicSvg(view({ board, terror: spectator }), new Set(), null, upx);
    const marks = [...svg.matchAll(/<g class="terror" data-territory="([a-z_]+)" data-token="([a-z_]*)"[^>]*>.*?<text font-size="([\d.]+)">([^<]*)<\/text><\/g>/g)];
    expect(marks.map((m) => [m[1], m[2], m[4]]).sort()).toEqual([
      ['arrakeen', '', '?'],
      ['carthag', '', '?'],
    ]);
    for (const m of marks) expect(Number(m[3]) / upx).toBeGreaterThanOrEqual(11);
    expect(svg).toContain('class="aftermath-mark" data-territory="tueks_sietch"');
    expect(svg).toContain('class="aftermath-area"');
    expect(svg).not.toMatch(/robbery|sabotage/i);
    // No marker overlaps a counter or another marker (the map's own measure, test/mapcheck.ts).
    const boxes = mapBoxes(svg).filter((b) => b.inside);
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    expect(mapProblems(view({ board, terror: spectator }), upx).filter((p) => p.startsWith('overlap'))).toEqual([]);
  });
  it('names the token on its marker for the Moritani seat', () => {
    const svg = dynamicSvg(view({ terror: own }), new Set(), null);
    expect(svg).toMatch(/data-token="robbery"[^>]*><title>Your Terror token: Robbery in Arrakeen<\/title>.*?>Robbery<\/text>/);
    expect(svg).toMatch(/data-token="sabotage"/);
    expect(dynamicSvg(view({}), new Set(), null)).not.toContain('class="terror"');
  });
});

describe('the Moritani decisions in the panel', () => {
  it('places the 6 setup forces with a labelled place on the map, without a pass', () => {
    const legal: Action[] = [
      { type: 'place_moritani', to: { territory: 'the_great_flat', sector: 14 } },
      { type: 'place_moritani', to: { territory: 'false_wall_east', sector: 6 } },
      { type: 'place_moritani', to: { territory: 'false_wall_east', sector: 4 } },
      { type: 'place_moritani', to: { territory: 'polar_sink' } },
    ];
    const d = panelFor(view({}), 'moritani', 'place_moritani', legal, 6, 6);
    expect(d.title).toBe(DECISION_TITLE.place_moritani);
    const c = d.controls[0];
    expect(c.kind).toBe('location');
    if (c.kind !== 'location') return;
    expect(c.label).toBe('Where your 6 forces go (or tap the map)');
    expect(c.submitLabel).toBe('Place 6 forces here');
    const names = c.options.map((o) => locName(o.loc));
    expect(names).toEqual(['False Wall East (sector 4)', 'False Wall East (sector 6)', 'Polar Sink', 'The Great Flat (sector 14)']);
    expect(c.options.find((o) => locName(o.loc) === 'The Great Flat (sector 14)')?.action).toEqual(legal[0]);
    expect(d.pass).toBeNull();
  });
  it('offers the Grumman high choices by name: a token added beside one, or one taken back, 4 spice either way', () => {
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'grumman_terror', token: 'atomics', territory: 'carthag' },
      { type: 'grumman_terror', token: 'robbery', remove: true },
    ];
    const d = panelFor(view({ terror: terror({ board: [{ territory: 'carthag', token: 'robbery' }] }) }), 'moritani', 'grumman_terror', legal);
    expect(labels(d.controls[0])).toEqual(['Add Atomics beside the token in Carthag (+4 spice)', 'Take Robbery back to your supply (+4 spice)']);
    expect(d.pass?.label).toBe('Leave the tokens as they are');
  });
  it('plants a Terror token: the token (supply first, a placed one to move) and the stronghold, or no token', () => {
    const t = terror({ board: [{ territory: 'carthag', token: 'robbery' }], supply_count: 2, supply: ['atomics', 'sabotage'] });
    const legal: Action[] = [{ type: 'pass' }];
    for (const token of ['atomics', 'robbery', 'sabotage'])
      for (const territory of ['arrakeen', 'habbanya_sietch', 'tueks_sietch']) legal.push({ type: 'plant_terror', token, territory });
    const d = panelFor(view({ terror: t }), 'moritani', 'plant_terror', legal);
    const c = d.controls[0];
    expect(c.kind).toBe('form');
    if (c.kind !== 'form') return;
    expect(c.form.fields.map((f) => f.label)).toEqual(['Terror token', 'Stronghold (or tap the map)']);
    expect(c.form.fields[0].values).toEqual(['atomics', 'sabotage', 'robbery']);
    expect(c.valueLabels?.token).toEqual({
      '"atomics"': 'Atomics (from your supply)',
      '"sabotage"': 'Sabotage (from your supply)',
      '"robbery"': 'Robbery (move it from Carthag)',
    });
    expect(c.valueLabels?.territory['"tueks_sietch"']).toBe("Tuek's Sietch");
    expect(c.mapField).toBe('territory');
    expect(c.submitLabel).toBe('Place the Terror token');
    expect(d.pass?.label).toBe('Place no token');
  });
  it('reveals a token with its choices, or offers the entrant an alliance, or keeps it hidden', () => {
    const entry = { entrant: 'harkonnen' as FactionKey, territory: 'arrakeen' };
    const robbery = panelFor(
      view({ terror: terror({ board: [{ territory: 'arrakeen', token: 'robbery' }], entry }) }),
      'moritani',
      'terror_trigger',
      [{ type: 'pass' }, { type: 'offer_terror_alliance' }, { type: 'reveal_terror' }, { type: 'reveal_terror', take_card: true }],
      0,
      1,
    );
    expect(robbery.controls.flatMap(labels)).toEqual([
      'Offer Harkonnen an alliance instead (Enemy of My Enemy)',
      'Reveal Robbery: take half their spice',
      'Reveal Robbery: take the top treachery card',
    ]);
    expect(robbery.pass?.label).toBe('Keep the token hidden');
    // After a refused offer the token must be revealed: the server offers no pass, nor the offer.
    const sneak = panelFor(
      view({ terror: terror({ board: [{ territory: 'arrakeen', token: 'sneak_attack' }], entry }) }),
      'moritani',
      'terror_trigger',
      [{ type: 'reveal_terror' }, ...[1, 2, 3, 4, 5].map((n): Action => ({ type: 'reveal_terror', forces: n }))],
      1,
      1,
    );
    expect(sneak.controls.flatMap(labels)).toEqual([
      'Reveal Sneak Attack: bring no forces in',
      'Reveal Sneak Attack: bring 1 force in from reserves',
      'Reveal Sneak Attack: bring 2 forces in from reserves',
      'Reveal Sneak Attack: bring 3 forces in from reserves',
      'Reveal Sneak Attack: bring 4 forces in from reserves',
      'Reveal Sneak Attack: bring 5 forces in from reserves',
    ]);
    expect(sneak.pass).toBeNull();
    expect(sneak.title).toBe('The entrant refused your alliance: reveal the Terror token');
    expect(robbery.title).toBe(DECISION_TITLE.terror_trigger);
    expect(revealLabel({ type: 'reveal_terror' }, 'assassination')).toBe('Reveal Assassination');
    expect(revealLabel({ type: 'reveal_terror' }, null)).toBe('Reveal the token');
  });
  it('asks the entrant to accept the alliance, or refuse it', () => {
    const d = panelFor(view({ terror: terror({ board: [{ territory: 'arrakeen', token: null }], entry: { entrant: 'atreides', territory: 'arrakeen' } }) }), 'atreides', 'terror_alliance', [
      { type: 'pass' },
      { type: 'accept_terror_alliance' },
    ]);
    expect(d.controls.flatMap(labels)).toEqual(['Accept the alliance with the Moritani']);
    expect(d.pass?.label).toBe('Refuse (they must reveal the token)');
  });
  it('gives a card (Sabotage) or discards one (Robbery) by its name', () => {
    const gift = panelFor(view({}), 'moritani', 'terror_gift', [
      { type: 'pass' },
      { type: 'give_terror_card', card: 'lasgun' },
      { type: 'give_terror_card', card: { key: 'shield', id: 12 } },
    ], 0, 1);
    expect(gift.controls.flatMap(labels)).toEqual(['Give Lasgun', 'Give Shield']);
    expect(gift.pass?.label).toBe('Give no card');
    const discard = panelFor(view({}), 'moritani', 'terror_discard', [
      { type: 'discard_over_limit', card: 'baliset' },
      { type: 'discard_over_limit', card: 'karama' },
    ], 1, 1);
    expect(discard.controls.flatMap(labels)).toEqual(['Discard Baliset', 'Discard Karama']);
    expect(discard.pass).toBeNull();
  });
  it('asks a faction to pay off the Extortion, or not', () => {
    const d = panelFor(view({ terror: terror({ extortion_pending: true }) }), 'atreides', 'extortion', [{ type: 'pass' }, { type: 'pay_extortion' }], 3, 3);
    expect(d.controls.flatMap(labels)).toEqual(['Pay the Moritani 3 spice']);
    expect(d.pass?.label).toBe('Don\u2019t pay');
  });
});

describe('the Moritani on the Factions card and in the map inspector', () => {
  it('redraws the Factions card when only the Terror tokens change, and lists a territory\u2019s token', async () => {
    const { playersCardInputs, terrorInspect } = await import('../src/game');
    const a = view({ terror: terror() });
    const b = view({ terror: terror({ board: [{ territory: 'carthag', token: null }], supply_count: 5 }) });
    expect(JSON.stringify(playersCardInputs(a))).not.toBe(JSON.stringify(playersCardInputs(b)));
    expect(terrorInspect(b, 'carthag')).toEqual(['A face-down Terror token of the Moritani lies here.']);
    expect(terrorInspect(b, 'arrakeen')).toEqual([]);
    const own = view({ seat: 'moritani', terror: terror({ board: [{ territory: 'carthag', token: 'atomics' }], aftermath: 'carthag', entry: { entrant: 'emperor', territory: 'carthag' } }) });
    const lines = terrorInspect(own, 'carthag');
    expect(lines[0]).toMatch(/^Your Terror token here: Atomics: Every force/);
    expect(lines).toContain('Atomics Aftermath: nobody may ship here.');
    expect(lines).toContain('Emperor entered here: the Moritani decide.');
  });
});
