// Issue 17: player text without developer ids, the Nexus table, prescience
// meanings and a map whose labels and counters never overlap.
import { describe, expect, it } from 'vitest';
import { mapBoxes, mapProblems } from './mapcheck';
import { engineCatalog } from './catalog_fixture';
import { FACTIONS, TREACHERY_KEYS, playerText } from '../src/names';
import type { FactionKey, PlayerView, View } from '../src/types';

const player = (over: Partial<PlayerView> = {}): PlayerView => ({
  circle: 1,
  spice: 10,
  reserves: { normal: 10, special: 0 },
  tanks: { normal: 0, special: 0 },
  hand_count: 0,
  leaders: [],
  ally: null,
  ...over,
});

function view(seat: FactionKey, over: Partial<View> = {}): View {
  return {
    seat,
    ruleset: { kind: 'basic', max_turns: 10 },
    version: 10,
    turn: 2,
    phase: 'bidding',
    storm_sector: 6,
    players: { atreides: player(), emperor: player(), fremen: player(), guild: player(), harkonnen: player(), bene_gesserit: player() },
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
    ...over,
  };
}

describe('player text', () => {
  it('drops registry ids and card copy numbers', () => {
    expect(playerText('You have already proposed an alliance to Fremen in this Nexus (nexus.forming).')).toBe(
      'You have already proposed an alliance to Fremen in this Nexus.',
    );
    expect(playerText('Snooper (copy 16) is discarded.')).toBe('Snooper is discarded.');
    expect(playerText('See boundary.karama_timing for details')).not.toMatch(/boundary\./);
    expect(playerText('Worm ride: not into a sector in storm (GF9 p.16).')).toBe('Worm ride: not into a sector in storm (GF9 p.16).');
  });
  it('explains every treachery card and every faction', () => {
    // From the engine's data (engine/data/texts.cpp, served as the catalog).
    const c = engineCatalog();
    const card = (k: string) => c.cards.find((x) => x.key === k);
    for (const k of TREACHERY_KEYS) expect(card(k), k).toBeDefined();
    for (const f of FACTIONS) expect(c.factions.find((x) => x.key === f)?.sheet.basic.length, f).toBeGreaterThan(0);
    expect(card('crysknife')!.stops).toMatch(/Shield/);
    expect(card('gom_jabbar')!.stops).toMatch(/Snooper/);
  });
});

// The auto-pass rules moved to the server (issue 39): tests/server/autopass_test.cpp; the card in table.test.ts.

describe('the Nexus table', () => {
  it('shows offers received, and ours as open, accepted or declined', async () => {
    const { nexusState } = await import('../src/panel');
    const log = [
      'Turn 2 starts.',
      'Nexus: alliances may be formed and broken.',
      'Atreides proposes an alliance to Emperor.',
      'Atreides proposes an alliance to Fremen.',
      'Atreides proposes an alliance to Spacing Guild.',
      'Atreides and Spacing Guild form an alliance.',
      'Harkonnen proposes an alliance to Atreides.',
    ];
    const v = view('atreides', { phase: 'nexus', nexus_offers: { atreides: 'fremen', harkonnen: 'atreides' } });
    v.players.atreides!.ally = 'guild';
    v.players.guild!.ally = 'atreides';
    const s = nexusState('atreides', v, log);
    expect(s.received).toEqual(['harkonnen']);
    expect(s.made).toEqual(
      expect.arrayContaining([
        { to: 'emperor', state: 'declined' },
        { to: 'fremen', state: 'open' },
        { to: 'guild', state: 'accepted' },
      ]),
    );
  });
});

describe('prescience meanings', () => {
  it('names the defense that saves the leader', async () => {
    const { prescienceMeaning } = await import('../src/panel');
    const plan = (weapon: string | null) => ({
      submitted: true,
      leader: null,
      cheap_hero: null,
      dial: 3,
      weapon: weapon ? { id: 1, key: weapon, name: weapon, kind: 'x' } : null,
      defense: null,
    });
    expect(prescienceMeaning(plan('crysknife'), 'weapon')).toMatch(/Shield/);
    expect(prescienceMeaning(plan('chaumas'), 'weapon')).toMatch(/Snooper/);
    expect(prescienceMeaning(plan('lasgun'), 'weapon')).toMatch(/no defense/);
    expect(prescienceMeaning(plan(null), 'weapon')).toMatch(/safe/);
  });
});

describe('map layout', () => {
  it('lays out labels and counters without overlaps, at least 11 and 20 px on screen', async () => {
    const { dynamicSvg } = await import('../src/board');
    const upx = 228 / 366; // a 390 px phone
    const board = [] as View['board'];
    const terr = ['arrakeen', 'carthag', 'tueks_sietch', 'sietch_tabr', 'habbanya_sietch', 'imperial_basin', 'the_great_flat', 'polar_sink', 'false_wall_east', 'old_gap'];
    terr.forEach((t, i) => FACTIONS.slice(0, 2 + (i % 4)).forEach((f) => board.push({ territory: t, sector: null, faction: f, forces: 5 + i, special: 0 })));
    const v = view('atreides', { board, spice: [{ territory: 'the_great_flat', sector: 14, amount: 10 }, { territory: 'old_gap', sector: 9, amount: 6 }] });
    const svg = dynamicSvg(v, new Set(), null, upx);
    // Every counter (nested in its territory's marker) at least 20 px tall; every name at least 11 px.
    const heights = [...svg.matchAll(/<g class="(?:force[^"]*|spice)"[^>]*><title>[^<]*<\/title><rect x="[-\d.]+" y="[-\d.]+" width="[\d.]+" height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights.length).toBeGreaterThan(20);
    for (const hh of heights) expect(hh / upx).toBeGreaterThanOrEqual(19.99);
    for (const m of svg.matchAll(/class="tname[^"]*"[^>]*font-size="([\d.]+)"/g)) expect(Number(m[1]) / upx).toBeGreaterThanOrEqual(10.99);
    // No overlaps between names, counters and markers (the map's own measure, test/mapcheck.ts).
    expect(mapBoxes(svg).length).toBeGreaterThan(20);
    expect(mapProblems(v, upx).filter((p) => p.startsWith('overlap'))).toEqual([]);
  });
});
