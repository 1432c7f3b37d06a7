// Scenario 16 (issue 39 items 6 and 7): the map on a crowded position, measured in Chromium, and each
// expansion faction's page at 390 and 1280 px. A game of six factions (the Ixians, the Tleilaxu, Ecaz, the
// Moritani, the Atreides, the Fremen; Discovery tokens on) from a stated position late in the game: every
// stronghold held by two factions, an Ambassador in each and Terror tokens (two in Arrakeen), the Hidden
// Mobile Stronghold full and pointing at spice, forces and spice over the sand, face-down Discovery tokens.
// Each expansion faction's seat opens at 390x844 and 1280x800; in the page the names, the sector numbers and
// the markers (each a group at its anchor) are measured with getBoundingClientRect: no two overlap, each
// marker's anchor is on a piece of its own territory (the sector it names for the HMS and Discovery tokens),
// nothing lies outside the ring; the HMS is tapped and the inspector names it. At 1280x800 the map is in view
// beside the panel. The pages are saved as <faction>-390.png and <faction>-1280.png.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

const SIX = ['ixian', 'tleilaxu', 'ecaz', 'moritani', 'atreides', 'fremen'];

/** The crowded position (web/test/fixtures/crowded.ts "six", as a game file's position). */
function position() {
  const f = (faction, territory, count, sector, special) => ({ faction, territory, count, ...(sector !== undefined ? { sector } : {}), ...(special ? { special } : {}) });
  return {
    turn: 5,
    phase: 'ship_move',
    storm_sector: 3,
    forces: [
      f('atreides', 'arrakeen', 10),
      f('ecaz', 'arrakeen', 3),
      f('tleilaxu', 'carthag', 5),
      f('moritani', 'carthag', 2),
      f('ixian', 'tueks_sietch', 3),
      f('fremen', 'tueks_sietch', 3),
      f('fremen', 'sietch_tabr', 3),
      f('atreides', 'sietch_tabr', 1),
      f('moritani', 'habbanya_sietch', 6),
      f('tleilaxu', 'habbanya_sietch', 2),
      f('ixian', 'hidden_mobile_stronghold', 6),
      f('tleilaxu', 'polar_sink', 4),
      f('moritani', 'polar_sink', 2),
      f('fremen', 'polar_sink', 2),
      f('ecaz', 'imperial_basin', 6, 9),
      f('atreides', 'imperial_basin', 2, 9),
      f('ixian', 'imperial_basin', 1, 10),
      f('fremen', 'hagga_basin', 2, 12),
      f('moritani', 'hagga_basin', 2, 12),
      f('fremen', 'the_great_flat', 2, 14),
      f('tleilaxu', 'rock_outcroppings', 3, 13),
      f('ecaz', 'false_wall_east', 2, 5),
      f('moritani', 'the_minor_erg', 4, 6),
      f('ixian', 'the_minor_erg', 2, 6),
      f('fremen', 'cielago_north', 2, 2),
      f('atreides', 'old_gap', 3, 9),
      f('ecaz', 'shield_wall', 2, 8),
      f('moritani', 'gara_kulon', 1, 7),
    ],
    spice_on_board: [
      { territory: 'the_great_flat', amount: 10 },
      { territory: 'cielago_north', sector: 2, amount: 8 },
      { territory: 'red_chasm', amount: 8 },
      { territory: 'south_mesa', sector: 4, amount: 10 },
      { territory: 'sihaya_ridge', amount: 6 },
      { territory: 'old_gap', sector: 9, amount: 6 },
      { territory: 'broken_land', sector: 11, amount: 8 },
      { territory: 'hagga_basin', sector: 12, amount: 6 },
      { territory: 'funeral_plain', amount: 6 },
      { territory: 'habbanya_erg', sector: 15, amount: 8 },
      { territory: 'wind_pass_north', sector: 16, amount: 6 },
      { territory: 'habbanya_ridge_flat', sector: 17, amount: 10 },
      { territory: 'the_minor_erg', sector: 7, amount: 8 },
      { territory: 'rock_outcroppings', sector: 13, amount: 6 },
      { territory: 'cielago_south', sector: 1, amount: 12 },
    ],
    hms_host: { territory: 'the_great_flat', sector: 14 },
    terror_tokens: { robbery: 'arrakeen', atomics: 'arrakeen', sabotage: 'carthag', extortion: 'sietch_tabr' },
    ambassadors: { atreides: 'sietch_tabr', ixian: 'habbanya_sietch', ecaz: 'tueks_sietch', emperor: 'carthag', fremen: 'arrakeen', guild: 'supply' },
    discovery: { sites: { cielago_east: 'cistern', pasty_mesa: 'spice_stash', false_wall_west: 'ornithopter' } },
    atreides: { spice: 10, hand: ['crysknife', 'shield'] },
    fremen: { spice: 8, hand: ['lasgun'] },
    ixian: { spice: 9, hand: ['snooper'] },
    tleilaxu: { spice: 7, hand: [] },
    ecaz: { spice: 12, hand: ['karama'] },
    moritani: { spice: 11, hand: ['chaumas'] },
  };
}

/** The map measured in the page: every name, sector number, storm marker and top-level marker as a screen box,
 *  and for each marker the territory of the piece under its anchor. */
async function measure(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.board svg');
    const dyn = svg.querySelector('.dyn');
    const ctm = dyn.getScreenCTM();
    const boxes = [];
    for (const t of dyn.querySelectorAll('text.tname, text.sector-no')) {
      const r = t.getBoundingClientRect();
      boxes.push({ what: `${t.getAttribute('class')} "${t.textContent}"`, r });
    }
    const storm = dyn.querySelector('.storm-marker');
    if (storm) boxes.push({ what: 'storm marker', r: storm.getBoundingClientRect() });
    const markers = [];
    for (const g of dyn.children) {
      if (g.tagName !== 'g' || !g.getAttribute('transform')) continue;
      const m = g.getAttribute('transform').match(/translate\(([-\d.]+) ([-\d.]+)\)/);
      const pt = svg.createSVGPoint();
      pt.x = Number(m[1]);
      pt.y = Number(m[2]);
      const s = pt.matrixTransform(ctm);
      const under = document.elementsFromPoint(s.x, s.y).find((e) => e.classList?.contains('piece'));
      const at = g.getAttribute('data-points-at') ?? g.getAttribute('data-at') ?? g.getAttribute('data-territory');
      const r = g.getBoundingClientRect();
      const what = `${g.getAttribute('class')} ${at}`;
      boxes.push({ what, r });
      markers.push({ what, at, under: under ? `${under.getAttribute('data-territory')}` : null, r });
    }
    const ring = svg.querySelector('circle').getBoundingClientRect();
    const cx = ring.left + ring.width / 2, cy = ring.top + ring.height / 2, rad = ring.width / 2;
    const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const overlaps = [];
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (hit(boxes[i].r, boxes[j].r)) overlaps.push(`${boxes[i].what} / ${boxes[j].what}`);
    const outside = markers.filter((m) => !m.under || m.under !== m.at.split(':')[0]).map((m) => `${m.what} on ${m.under}`);
    const outOfRing = markers
      .filter((m) => [[m.r.left, m.r.top], [m.r.right, m.r.top], [m.r.left, m.r.bottom], [m.r.right, m.r.bottom]].some(([x, y]) => Math.hypot(x - cx, y - cy) > rad + 1))
      .map((m) => m.what);
    const map = svg.getBoundingClientRect();
    return { overlaps, outside, outOfRing, markers: markers.length, labels: boxes.length - markers.length, map: { top: map.top, bottom: map.bottom, left: map.left, right: map.right } };
  });
}

export async function mapScenario({ base, browser, check, log, shots, checkPlayerText }) {
  const t0 = Date.now();
  const kit = kitOf({ base, browser, log }, 'e2e16');
  const gameFile = { format: 'dune-game', setup: { ruleset: 'advanced', factions: SIX, random_seating: false, variants: ['em_discovery', 'em_nexus_cards'] }, position: position() };
  const { code, tokens } = await kit.fromFile(gameFile);
  for (const f of ['ixian', 'tleilaxu', 'ecaz', 'moritani']) {
    for (const [w, hgt] of [
      [390, 844],
      [1280, 800],
    ]) {
      const { page } = await browser({ width: w, height: hgt });
      await page.goto(`${base}/#/g/${code}?seat=${encodeURIComponent(tokens[f])}`);
      await page.waitForSelector('.conn.live');
      await page.waitForSelector('.board svg .dyn g.hms');
      // In view (a point off the screen has no element under it), then measured.
      await page.locator('.board svg').evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      const m = await measure(page);
      check(m.markers >= 20 && m.overlaps.length === 0, `map 16 (${f}, ${w} px): ${m.markers} markers and ${m.labels} names and numbers, no overlap${m.overlaps.length ? `: ${m.overlaps.slice(0, 4).join('; ')}` : ''}`);
      check(m.outside.length === 0, `map 16 (${f}, ${w} px): every marker's anchor on its own territory${m.outside.length ? `: ${m.outside.slice(0, 4).join('; ')}` : ''}`);
      check(m.outOfRing.length === 0, `map 16 (${f}, ${w} px): no marker outside the ring${m.outOfRing.length ? `: ${m.outOfRing.join('; ')}` : ''}`);
      if (w === 1280) {
        // Issue 39 item 7: the map in view beside the panel (not below it).
        const dec = await page.locator('.decision-card').boundingBox();
        check(m.map.top < 200 && m.map.bottom <= hgt + 1 && dec && dec.x >= m.map.right - 1, `map 16 (${f}, 1280 px): the map is in view (top ${Math.round(m.map.top)}, bottom ${Math.round(m.map.bottom)}) beside the panel (x ${Math.round(dec?.x ?? -1)})`);
      } else {
        // The Hidden Mobile Stronghold is a piece of its own: a tap on it names it in the inspector.
        await page.locator('.board svg g.hms').click();
        const inspect = ((await page.locator('.inspect').textContent()) ?? '').trim();
        check(/^Hidden Mobile Stronghold/.test(inspect) && /Ixians: 6/.test(inspect), `map 16 (${f}): a tap on the HMS names it and the forces inside ("${inspect.slice(0, 60)}")`);
      }
      await checkPlayerText(page, `map ${f} ${w}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(shots, `${f}-${w}.png`) });
      await page.context().close();
    }
  }
  log(`map: scenario 16 took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
