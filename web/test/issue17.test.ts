// Issue 17: player text without developer ids, the Nexus table, prescience
// meanings and a map whose labels and counters never overlap.
import { describe, expect, it } from 'vitest';
import { CARD_HELP, FACTION_SHEET } from '../src/help';
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
    for (const k of TREACHERY_KEYS) expect(CARD_HELP[k], k).toBeDefined();
    for (const f of FACTIONS) expect(FACTION_SHEET[f].basic.length, f).toBeGreaterThan(0);
    expect(CARD_HELP.crysknife.stops).toMatch(/Shield/);
    expect(CARD_HELP.gom_jabbar.stops).toMatch(/Snooper/);
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
    const boxes: { x0: number; y0: number; x1: number; y1: number; what: string }[] = [];
    for (const m of svg.matchAll(/<g class="(force[^"]*|spice)"[^>]*translate\(([-\d.]+) ([-\d.]+)\)"><title>[^<]*<\/title><rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)) {
      const [x, y, rx, ry, w, hh] = [m[2], m[3], m[4], m[5], m[6], m[7]].map(Number);
      expect(hh / upx).toBeGreaterThanOrEqual(20);
      boxes.push({ x0: x + rx, y0: y + ry, x1: x + rx + w, y1: y + ry + hh, what: m[1] });
    }
    expect(boxes.length).toBeGreaterThan(20);
    for (const m of svg.matchAll(/class="tname[^"]*"[^>]*font-size="([\d.]+)"/g)) expect(Number(m[1]) / upx).toBeGreaterThanOrEqual(10.99);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i], b = boxes[j];
        const hit = a.x0 < b.x1 - 0.01 && b.x0 < a.x1 - 0.01 && a.y0 < b.y1 - 0.01 && b.y0 < a.y1 - 0.01;
        expect(hit, `counters ${i} and ${j} overlap`).toBe(false);
      }
  });
});
