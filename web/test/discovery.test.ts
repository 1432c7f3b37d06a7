// Ecaz & Moritani, Discovery tokens (variant em_discovery): the client names the four Discovery decisions and the
// Ornithopter's flight, shows the token a seat looks at only as its view gives it, offers the free step into a
// revealed location with the movement form, draws the face-down tokens and the revealed locations on the map (a
// revealed one as a tappable marker at its host, with the forces inside) and lists it all on the Factions card.
import { describe, expect, it } from 'vitest';
import { dynamicSvg } from '../src/board';
import { ACTION_DECISION, buildPanel, moveOptionAction, type Control } from '../src/decisions';
import { discoveryInspect, panelViewInputs, playersCardInputs, territoryRows } from '../src/game';
import { DISCOVERY_LOC0, inStorm, locName, locationFromJson, locationJson } from '../src/mapgeo';
import { ACTION_TITLE, DECISION_TITLE, DECISION_WHY, PASS_LABEL, discoveryLines, discoveryRevealText, stormMoveLine, territoryName } from '../src/names';
import type { Action, Decision, DiscoveryView, FactionKey, MoveOption, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;
const labels = (c: Control | undefined) => (c?.kind === 'buttons' ? c.items.map((i) => i.label) : []);
const pending = (seat: string, kind: string) => [{ seat, kind, min: 0, max: 0 }] as unknown as Decision[];

const discovery = (extra: Partial<DiscoveryView> = {}): DiscoveryView => ({
  sites: [
    { at: { territory: 'cielago_east', sector: 2 }, card: 'sihaya_ridge', pool: 'hiereg', token: 'face_down' },
    { at: { territory: 'pasty_mesa', sector: 6 }, card: 'funeral_plain', pool: 'smuggler', token: 'face_down' },
  ],
  locations: [],
  pools: { hiereg: 3, smuggler: 4 },
  ornithopter: null,
  ornithopter_flying: false,
  ...extra,
});
const CISTERN = DISCOVERY_LOC0 + 1;
const withCistern = discovery({
  sites: [{ at: { territory: 'pasty_mesa', sector: 6 }, card: 'funeral_plain', pool: 'smuggler', token: 'face_down' }],
  locations: [{ token: 'cistern', territory: 'cistern', location: CISTERN, at: { territory: 'cielago_east', sector: 2 } }],
});

describe('the Discovery locations on the map data', () => {
  it('have locations the actions and the board stacks name, never in storm', () => {
    expect(locationFromJson({ territory: 'jacurutu_sietch' })).toBe(100);
    expect(locationFromJson({ territory: 'cistern', sector: null } as never)).toBe(101);
    expect(locationFromJson('orgiz_processing_station')).toBe(104);
    expect(locationJson(102)).toEqual({ territory: 'ecological_testing_station' });
    for (let l = 100; l <= 104; l++) expect(locationFromJson(locationJson(l))).toBe(l);
    expect(locName(103)).toBe('Shrine');
    expect(territoryName('ecological_testing_station')).toBe('Ecological Testing Station');
    expect(inStorm(CISTERN, 2)).toBe(false);
  });
});

describe('the Discovery decisions', () => {
  it('tie each action to its decision, with titles, passes and why lines', () => {
    expect(ACTION_DECISION.reveal_discovery).toBe('discovery_reveal');
    expect(ACTION_DECISION.adjust_storm).toBe('testing_station');
    expect(ACTION_DECISION.use_ornithopter).toBe('move');
    for (const d of ['discovery_reveal', 'discovery_discard', 'discovery_entry', 'testing_station']) {
      expect(DECISION_TITLE[d], d).toBeTruthy();
      expect(DECISION_WHY[d], d).toMatch(/listed/);
    }
    expect(DECISION_TITLE.discovery_discard).toBe('Over your hand limit: discard a card');
    expect(DECISION_TITLE.testing_station).toBe('Ecological Testing Station: change the storm\u2019s move?');
    expect(PASS_LABEL.discovery_reveal).toBe('Leave it face down');
    expect(PASS_LABEL.testing_station).toBe('Leave it');
    expect(PASS_LABEL.discovery_entry).toBeTruthy();
    expect(PASS_LABEL.discovery_discard).toBeUndefined();
    expect(ACTION_TITLE.use_ornithopter).toBe('Fly the Ornithopter (move 3)');
  });

  it('asks to reveal the token in its territory, naming it only when the view does', () => {
    const legal: Action[] = [{ type: 'reveal_discovery', territory: 'cielago_east' }, { type: 'pass' }];
    const seen = discovery({ sites: [{ at: { territory: 'cielago_east', sector: 2 }, card: 'sihaya_ridge', pool: 'hiereg', token: 'cistern' }] });
    const d = buildPanel(view({ discovery: seen }), 'atreides' as FactionKey, pending('atreides', 'discovery_reveal'), legal, []).decisions[0];
    expect(d.title).toBe('Reveal the Discovery token in Cielago East?');
    expect(labels(d.controls[0])).toEqual(['Reveal it']);
    expect(d.controls[0].kind === 'buttons' && d.controls[0].items[0].action).toEqual({ type: 'reveal_discovery', territory: 'cielago_east' });
    expect(d.pass).toEqual({ label: 'Leave it face down', action: { type: 'pass' } });
    expect(d.notes?.join(' ')).toContain('Cistern');
    expect(d.notes?.join(' ')).toContain('Hiereg');
    // A view that keeps it face down names nothing.
    const hidden = buildPanel(view({ discovery: discovery() }), 'atreides' as FactionKey, pending('atreides', 'discovery_reveal'), legal, []).decisions[0];
    expect(hidden.notes).toEqual(['A face-down Hiereg token.']);
    expect(JSON.stringify(hidden)).not.toMatch(/Cistern|Stash|Shrine|Jacurutu|Orgiz|Ornithopter|Testing/);
    expect(discoveryRevealText(undefined, 'cielago_east')).toBeNull();
  });

  it('discards one card of the hand over the limit, without a pass', () => {
    const legal: Action[] = [
      { type: 'discard_over_limit', card: 'baliset' },
      { type: 'discard_over_limit', card: { key: 'shield', id: 12 } },
    ];
    const d = buildPanel(view({ discovery: discovery() }), 'harkonnen' as FactionKey, pending('harkonnen', 'discovery_discard'), legal, []).decisions[0];
    expect(d.title).toBe('Over your hand limit: discard a card');
    expect(labels(d.controls[0])).toEqual(['Discard Baliset', 'Discard Shield']);
    expect(d.pass).toBeNull();
  });

  it('offers the free step in with the movement form: 1 up to the listed group, elite named', () => {
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'move', from: { territory: 'cielago_east', sector: 2 }, to: { territory: 'cistern' }, forces: 5, elite: 2 },
      { type: 'move', from: { territory: 'cielago_east', sector: 3 }, to: { territory: 'cistern' }, forces: 1 },
    ];
    const d = buildPanel(view({ discovery: withCistern }), 'emperor' as FactionKey, pending('emperor', 'discovery_entry'), legal).decisions[0];
    expect(d.title).toBe('Step forces into Cistern free?');
    expect(d.pass?.label).toBe(PASS_LABEL.discovery_entry);
    const c = d.controls[0];
    expect(d.controls).toHaveLength(1);
    expect(c.kind).toBe('moves');
    if (c.kind !== 'moves') return;
    expect(c.eliteName).toBe('Sardaukar');
    expect(c.submitLabel).toBe('Step in (free)');
    expect(c.groups.map((g) => g.from)).toEqual([19, 20]);
    const dest = c.groups[0].dests[0];
    expect(dest).toMatchObject({ to: CISTERN, min: 1, max: 5 });
    expect(dest.option.forces_at_source).toEqual({ normal: 3, elite: 2 });
    expect(moveOptionAction(dest.option, 3, 1)).toEqual({ type: 'move', from: { territory: 'cielago_east', sector: 2 }, to: { territory: 'cistern' }, forces: 3, elite: 1 });
    expect(c.groups[1].dests[0].option.forces_at_source).toBeUndefined();
  });

  it('changes the storm\u2019s move by the sectors listed, or leaves it', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'adjust_storm', sectors: -1 }, { type: 'adjust_storm', sectors: 1 }];
    const d = buildPanel(view({ discovery: withCistern }), 'fremen' as FactionKey, pending('fremen', 'testing_station'), legal, []).decisions[0];
    expect(d.title).toBe(DECISION_TITLE.testing_station);
    expect(labels(d.controls[0])).toEqual(['+1 sector', '-1 sector']);
    expect(d.pass?.label).toBe('Leave it');
    const only = buildPanel(view({}), 'fremen' as FactionKey, pending('fremen', 'testing_station'), [{ type: 'pass' }, { type: 'adjust_storm', sectors: 1 }], []).decisions[0];
    expect(labels(only.controls[0])).toEqual(['+1 sector']);
    expect(stormMoveLine(['Turn 3 begins.', 'Storm dials revealed: 3 and 2.'])).toBe('Storm dials revealed: 3 and 2.');
    expect(stormMoveLine(['Storm dials revealed: 1 and 1.', 'Turn 4 begins.'])).toBeNull();
  });

  it('offers the Ornithopter in Shipment and Movement when the legal list does', () => {
    const moves: MoveOption[] = [{ type: 'move', from: { territory: 'arrakeen' }, to: { territory: 'imperial_basin', sector: 9 }, min: 1, max: 4 }];
    const legal: Action[] = [{ type: 'pass' }, { type: 'use_ornithopter' }];
    const d = buildPanel(view({ discovery: discovery({ ornithopter: 'atreides' }) }), 'atreides' as FactionKey, pending('atreides', 'move'), legal, moves).decisions[0];
    expect(d.controls.map((c) => c.kind)).toEqual(['moves', 'buttons']);
    expect(labels(d.controls[1])).toEqual(['Fly the Ornithopter (move 3)']);
    expect(d.controls[1].kind === 'buttons' && d.controls[1].items[0].action).toEqual({ type: 'use_ornithopter' });
    expect(d.notes).toBeUndefined();
    const none = buildPanel(view({ discovery: discovery() }), 'atreides' as FactionKey, pending('atreides', 'move'), [{ type: 'pass' }], moves).decisions[0];
    expect(none.controls.map((c) => c.kind)).toEqual(['moves']);
    const flying = buildPanel(view({ discovery: discovery({ ornithopter: 'atreides', ornithopter_flying: true }) }), 'atreides' as FactionKey, pending('atreides', 'move'), [{ type: 'pass' }], moves).decisions[0];
    expect(flying.notes?.[0]).toMatch(/Ornithopter/);
  });
});

describe('Discovery on the map', () => {
  it('draws each face-down token at its site, its pool told apart, naming none', () => {
    const svg = dynamicSvg(view({ discovery: discovery() }), new Set(), null);
    const marks = [...svg.matchAll(/<g class="discovery-site (\w+)" data-territory="([a-z_]+)" data-at="([a-z_:\d]+)" data-pool="(\w+)" data-token="([a-z_]*)"[^>]*><title>([^<]*)<\/title>.*?<text[^>]*>([^<]*)<\/text><\/g>/g)];
    expect(marks.map((m) => [m[1], m[2], m[3], m[5], m[7]])).toEqual([
      ['hiereg', 'cielago_east', 'cielago_east:2', '', 'H?'],
      ['smuggler', 'pasty_mesa', 'pasty_mesa:6', '', 'S?'],
    ]);
    expect(marks[0][6]).toBe('A face-down Hiereg Discovery token in Cielago East (sector 2)');
    expect(svg).not.toContain('discovery-location');
    expect(dynamicSvg(view({}), new Set(), null)).not.toContain('discovery');
  });
  it('names a token for the seat its view names it to', () => {
    const svg = dynamicSvg(view({ discovery: discovery({ sites: [{ at: { territory: 'pasty_mesa', sector: 6 }, card: 'funeral_plain', pool: 'smuggler', token: 'spice_stash' }] }) }), new Set(), null);
    expect(svg).toMatch(/data-token="spice_stash"[^>]*><title>Smuggler Discovery token \(you may see it\): Spice Stash, in Pasty Mesa \(sector 6\)<\/title>.*?>S: Spice Stash<\/text>/);
  });
  it('draws a revealed location as a tappable marker at its host, with the forces inside', () => {
    const board = [
      { territory: 'cistern', sector: null, faction: 'atreides', forces: 3, special: 0 },
      { territory: 'cistern', sector: null, faction: 'emperor', forces: 2, special: 1 },
      { territory: 'cielago_east', sector: 2, faction: 'harkonnen', forces: 4, special: 0 },
    ] as View['board'];
    const upx = 228 / 366;
    const svg = dynamicSvg(view({ discovery: withCistern, board }), new Set([CISTERN]), CISTERN, upx);
    const m = svg.match(/<g class="discovery-location hl-mark sel-mark" data-loc="(\d+)" data-territory="cistern" data-at="cielago_east:2" transform="translate\(([-\d.]+) ([-\d.]+)\)"><title>([^<]*)<\/title>.*?<text font-size="([\d.]+)">([^<]*)<\/text><\/g>/);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(CISTERN);
    expect(m![4]).toBe('Cistern, inside Cielago East (sector 2) (Atreides: 3; Emperor: 3 (1 Sardaukar))');
    expect(m![6]).toBe('Cistern A3 E3');
    expect(Number(m![5]) / upx).toBeGreaterThanOrEqual(11);
    // Near its host piece (cielago_east sector 2 lies at the bottom right of the disc), not on the Harkonnen
    // counter drawn there.
    const [x, y] = [Number(m![2]), Number(m![3])];
    expect(y).toBeGreaterThan(0);
    expect(Math.hypot(x, y)).toBeLessThan(100);
    // The forces inside are not counted in the host's counters.
    expect(svg).not.toMatch(/data-faction="atreides"/);
    expect(svg).toMatch(/data-faction="harkonnen"/);
    // Not highlighted or selected: the plain class.
    expect(dynamicSvg(view({ discovery: withCistern }), new Set(), null)).toContain('<g class="discovery-location" data-loc="101"');
  });
  it('lists the revealed location among the territories and in the inspector', () => {
    const v = view({ discovery: withCistern, board: [{ territory: 'cistern', sector: null, faction: 'atreides', forces: 3, special: 0 }] as View['board'] });
    expect(territoryRows(v)).toEqual([{ key: 'cistern', name: 'Cistern', stronghold: false }]);
    expect(discoveryInspect(v, 'cielago_east')).toEqual(['Cistern lies here, in Cielago East (sector 2) (tap its marker).']);
    expect(discoveryInspect(v, 'pasty_mesa')).toEqual(['A face-down Smuggler Discovery token lies in Pasty Mesa (sector 6).']);
  });
});

describe('the Discovery section of the Factions card', () => {
  it('lists the sites, the revealed locations, the pools and the Ornithopter from the view', () => {
    const d = discovery({
      sites: [
        { at: { territory: 'cielago_east', sector: 2 }, card: 'sihaya_ridge', pool: 'hiereg', token: 'face_down' },
        { at: { territory: 'pasty_mesa', sector: 6 }, card: 'funeral_plain', pool: 'smuggler', token: 'ornithopter' },
      ],
      locations: [{ token: 'jacurutu_sietch', territory: 'jacurutu_sietch', location: 100, at: { territory: 'meridian', sector: 0 } }],
      ornithopter: 'guild',
      ornithopter_flying: true,
    });
    expect(discoveryLines(d, 'guild')).toEqual([
      'Face-down tokens: Hiereg in Cielago East (sector 2); Smuggler (Ornithopter) in Pasty Mesa (sector 6).',
      'Revealed: Jacurutu Sietch in Meridian (sector 0).',
      'Left in the pools: 3 Hiereg, 4 Smuggler.',
      'Ornithopter: held by you (flying this turn).',
    ]);
    expect(discoveryLines(discovery(), 'atreides')).toEqual([
      'Face-down tokens: Hiereg in Cielago East (sector 2); Smuggler in Pasty Mesa (sector 6).',
      'Left in the pools: 3 Hiereg, 4 Smuggler.',
      'Ornithopter: nobody holds it.',
    ]);
    expect(territoryRows(view({ board: [{ territory: 'jacurutu_sietch', sector: null, faction: 'fremen', forces: 2, special: 0 }] as View['board'] }))).toEqual([
      { key: 'jacurutu_sietch', name: 'Jacurutu Sietch', stronghold: true },
    ]);
  });
  it('redraws the Factions card and the panel when the Discovery view changes', () => {
    const a = view({ discovery: discovery() });
    const b = view({ discovery: discovery({ ornithopter: 'atreides' }) });
    expect(JSON.stringify(playersCardInputs(a))).not.toBe(JSON.stringify(playersCardInputs(b)));
    expect(JSON.stringify(panelViewInputs(a, 'atreides'))).not.toBe(JSON.stringify(panelViewInputs(b, 'atreides')));
  });
});
