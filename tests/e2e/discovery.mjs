// End-to-end scenario 15 (Ecaz & Moritani, variant em_discovery): the Discovery tokens' decisions answered with
// clicks at 390x844, each in a game of the Atreides and the Harkonnen (neither may look at a face-down token
// unasked: the Fremen see the Hiereg tokens, the Guild the Smuggler ones) created from a stated position
// (docs/GAME_FILES.md, "discovery"), every seat claimed (no bots). The Atreides click; what only leads there
// goes through the API (pass, else the first legal action; the storm dials 2 each). Each step is checked in
// the page and in the engine's view (API), before and after:
//  a. Spice Collection, a face-down Cistern in Cielago East where the Atreides have fighters: the decision
//     "Reveal the Discovery token in Cielago East?" names the Cistern on the Atreides page (decision note and
//     map token) while the Harkonnen view says "face_down" and their page never names it; "Reveal it" clicked:
//     the Cistern is a location in the view and both maps draw its marker (g.discovery-location).
//  b. The start of turn 3, the Cistern revealed in Cielago East on turn 2: the Atreides step 3 of their 5
//     forces in with the move form ("Step in (free)", two clicks on "one less"), then end with "Step no more
//     forces in": 3 in the Cistern, 2 left in Cielago East, no spice spent.
//  c. The Storm phase, the Atreides in the revealed Ecological Testing Station (Meridian): the dials (2 and 2,
//     through the API) set the move, the Atreides click "+1 sector": the storm moves 5 sectors.
//  d. Shipment and Movement, the Atreides hold the Ornithopter (5 forces in the Polar Sink): Pasty Mesa is out
//     of reach, "Fly the Ornithopter (move 3)" is clicked, the move form then offers Pasty Mesa (sector 5),
//     3 territories away by Harg Pass and The Minor Erg; the group is moved there with clicks and the
//     Ornithopter leaves the game (view discovery.ornithopter null).
//  e. Spice Collection, a face-down Treachery Card Stash in Plastic Basin, the Atreides holding 4 cards (their
//     hand limit): "Reveal it" draws the Crysknife (top of the stated deck), then "Discard Baliset" clicked in
//     the discovery_discard decision: 4 cards again, the Crysknife kept.
// The page fits 390 px (document scrollWidth) on each decision; screenshots of the reveal and the entry.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

const W = 390;

export async function discovery({ base, browser, check, log, shots, checkPlayerText }) {
  const t0 = Date.now();
  const kit = kitOf({ base, browser, log }, 'e2e15');
  const { viewOf, act, decisionOn, clickAndWait, drive, seatGame } = kit;
  const at = (await browser({ width: W, height: 844 })).page;
  const hk = (await browser({ width: W, height: 844 })).page;

  /** A game of the Atreides and the Harkonnen (em_discovery) from a stated position; both pages show their seat. */
  const game = (position) => seatGame({ atreides: at, harkonnen: hk }, ['atreides', 'harkonnen'], position, { variants: ['em_discovery'] });
  /** Turn `turn` in `phase`: the Atreides forces `forces` (entries without the faction), the Harkonnen 10 in
   *  Habbanya Sietch (safe from the storm, far from every site); `extra` adds fields. */
  const position = (turn, phase, stormSector, forces, extra = {}) => ({
    turn,
    phase,
    storm_sector: stormSector,
    forces: [...forces.map((f) => ({ faction: 'atreides', ...f })), { faction: 'harkonnen', territory: 'habbanya_sietch', count: 10 }],
    spice_on_board: [],
    atreides: { spice: 10, hand: [] },
    harkonnen: { spice: 10 },
    ...extra,
  });
  const fits = async (page, loc, what) => {
    const box = await loc.boundingBox();
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    check(box && box.x >= 0 && box.x + box.width <= W && sw <= W, `discovery 15: ${what} fits ${W} px (button ${box ? Math.round(box.x + box.width) : '?'}, page ${sw})`);
  };
  const shot = async (page, dec, name) => {
    await dec.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `discovery-${name}-390.png`) });
  };
  const title = async (dec) => ((await dec.locator('h3').first().textContent()) ?? '').trim();
  const notes = async (dec) => (await dec.locator('[data-testid="decision-note"]').allTextContents()).map((t) => t.trim()).join(' | ');
  const passLabel = async (dec) => ((await dec.locator('.buttons.pass button').innerText().catch(() => '')) ?? '').trim();
  const forcesAt = (v, territory, sector) =>
    v.board.filter((x) => x.faction === 'atreides' && x.territory === territory && (sector === undefined || x.sector === sector)).reduce((n, x) => n + x.forces + x.special, 0);
  const waitVersion = (page, v) => page.waitForFunction((x) => (window.__dune?.version ?? -1) >= x, v, { timeout: 10000 }).catch(() => {});

  // --- a. a Discovery token looked at and revealed in Spice Collection -------------------------------------
  {
    const g = await game(position(2, 'collection', 10, [{ territory: 'cielago_east', sector: 2, count: 5 }], { discovery: { sites: { cielago_east: 'cistern' } } }));
    let revealed = false;
    async function reveal(s) {
      const dec = await decisionOn(at, 'discovery_reveal', s);
      const t = await title(dec);
      check(t === 'Reveal the Discovery token in Cielago East?', `discovery 15a: the decision names the place ("${t}")`);
      const n = await notes(dec);
      check(/Cistern/.test(n), `discovery 15a: the Atreides, who look at it, see the token's name in the decision ("${n}")`);
      check((await passLabel(dec)) === 'Leave it face down', `discovery 15a: the token may be left face down ("${await passLabel(dec)}")`);
      const mine = s.view.discovery.sites.find((x) => x.at.territory === 'cielago_east');
      check(mine?.token === 'cistern', `discovery 15a: the Atreides view names the token (${JSON.stringify(mine)})`);
      check((await at.locator('svg g.discovery-site[data-territory="cielago_east"][data-token="cistern"]').count()) === 1, 'discovery 15a: the Atreides map names the token they look at');
      // The other seat: neither its view nor its page names it.
      const other = (await viewOf(g.code, g.tokens.harkonnen)).view;
      const theirs = other.discovery.sites.find((x) => x.at.territory === 'cielago_east');
      check(theirs?.token === 'face_down', `discovery 15a: the Harkonnen view says "face_down" (${JSON.stringify(theirs)})`);
      await waitVersion(hk, s.version);
      await hk.locator('svg g.discovery-site[data-territory="cielago_east"]').waitFor({ timeout: 10000 }).catch(() => {});
      const hkText = await hk.locator('body').innerText();
      const hkSite = hk.locator('svg g.discovery-site[data-territory="cielago_east"]');
      const hkTitle = ((await hkSite.locator('title').textContent().catch(() => '')) ?? '').trim();
      check(
        !/Cistern/.test(hkText) && !/Cistern/.test(hkTitle) && (await hkSite.count()) === 1 && (await hkSite.getAttribute('data-token')) === '',
        `discovery 15a: the Harkonnen page shows a face-down token and never names it ("${hkTitle}")`,
      );
      const button = dec.getByRole('button', { name: 'Reveal it', exact: true });
      await fits(at, button, 'the reveal button');
      await shot(at, dec, 'reveal');
      revealed = await clickAndWait(at, button, 'reveal_discovery');
      await checkPlayerText(at, 'discovery 15a atreides');
      await checkPlayerText(hk, 'discovery 15a harkonnen');
    }
    await drive(g.code, g.tokens, { atreides: { discovery_reveal: reveal } }, () => revealed);
    const v = await g.view('harkonnen');
    const cistern = v.discovery.locations.find((l) => l.token === 'cistern');
    check(
      revealed && cistern?.territory === 'cistern' && cistern.at.territory === 'cielago_east' && !v.discovery.sites.some((x) => x.at.territory === 'cielago_east'),
      `discovery 15a: with a click the Cistern is revealed: a location in Cielago East in the view (${JSON.stringify(v.discovery.locations)})`,
    );
    for (const [page, who] of [
      [at, 'Atreides'],
      [hk, 'Harkonnen'],
    ]) {
      await page.waitForSelector('svg g.discovery-location[data-territory="cistern"]', { timeout: 10000 }).catch(() => {});
      const marker = page.locator('svg g.discovery-location[data-territory="cistern"]');
      const tip = ((await marker.locator('title').textContent().catch(() => '')) ?? '').trim();
      check((await marker.count()) === 1 && /^Cistern, inside Cielago East/.test(tip), `discovery 15a: the ${who} map draws the revealed Cistern ("${tip}")`);
    }
  }

  // --- b. the free step into a location revealed the turn before -------------------------------------------
  {
    const g = await game(position(3, 'storm', 10, [{ territory: 'cielago_east', sector: 2, count: 5 }], { discovery: { revealed: { cistern: { at: 'cielago_east', turn: 2 } } } }));
    const spice0 = (await g.view('atreides')).players.atreides.spice;
    const done = { stepped: false, ended: false };
    async function entry(s) {
      const dec = await decisionOn(at, 'discovery_entry', s);
      if (!done.stepped) {
        const t = await title(dec);
        check(t === 'Step forces into Cistern free?', `discovery 15b: the decision names the location ("${t}")`);
        const dest = ((await dec.locator('select[name="move-to"] option:checked').textContent()) ?? '').trim();
        check(dest === 'Cistern', `discovery 15b: the move form's destination is the Cistern ("${dest}")`);
        const less = dec.getByRole('button', { name: /^Forces \(1–5\): one less$/ });
        await less.click();
        await less.click();
        const n = await dec.locator('input[name="move-forces"]').inputValue();
        check(n === '3', `discovery 15b: two clicks set 3 of the 5 forces (${n})`);
        const button = dec.getByRole('button', { name: 'Step in (free)', exact: true });
        await fits(at, button, 'the "Step in (free)" button');
        await shot(at, dec, 'entry');
        done.stepped = await clickAndWait(at, button, 'discovery_entry move');
        const v = (await viewOf(g.code, g.tokens.atreides)).view;
        check(done.stepped && forcesAt(v, 'cistern') === 3 && forcesAt(v, 'cielago_east') === 2, `discovery 15b: 3 forces stepped into the Cistern, 2 stay in Cielago East (${forcesAt(v, 'cistern')}, ${forcesAt(v, 'cielago_east')})`);
        return;
      }
      const pass = dec.getByRole('button', { name: 'Step no more forces in', exact: true });
      check((await pass.count()) === 1, 'discovery 15b: the decision stays open after a step, with "Step no more forces in"');
      done.ended = await clickAndWait(at, pass, 'discovery_entry pass');
    }
    await drive(g.code, g.tokens, { atreides: { discovery_entry: entry } }, () => done.ended);
    const s = await viewOf(g.code, g.tokens.atreides);
    check(
      done.stepped && done.ended && !s.pending.some((d) => d.kind === 'discovery_entry') && forcesAt(s.view, 'cistern') === 3 && forcesAt(s.view, 'cielago_east') === 2 && s.view.players.atreides.spice === spice0,
      `discovery 15b: with clicks 3 forces are in the Cistern, the step is over and the spice unchanged (${s.view.players.atreides.spice} of ${spice0})`,
    );
    await at.waitForFunction(() => /A3/.test(document.querySelector('svg g.discovery-location[data-territory="cistern"] text')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
    const marker = ((await at.locator('svg g.discovery-location[data-territory="cistern"] text').textContent().catch(() => '')) ?? '').trim();
    check(/A3/.test(marker), `discovery 15b: the map's Cistern marker counts the 3 Atreides forces ("${marker}")`);
    await checkPlayerText(at, 'discovery 15b');
  }

  // --- c. the Ecological Testing Station changes the storm's move --------------------------------------------
  {
    const storm0 = 5;
    const g = await game(position(3, 'storm', storm0, [{ territory: 'ecological_testing_station', count: 5 }], { discovery: { revealed: { ecological_testing_station: 'meridian' } } }));
    const dials = {};
    const dial = (f) => async (s) => {
      const a = s.legal.find((x) => x.type === 'storm_dial' && x.dial === 2) ?? s.legal.find((x) => x.type === 'storm_dial');
      const r = await act(g.code, g.tokens[f], s.version, a);
      if (r.ok) dials[f] = a.dial;
    };
    let adjusted = false;
    async function testing(s) {
      const dec = await decisionOn(at, 'testing_station', s);
      const move = ((await dec.locator('[data-testid="storm-move"]').textContent().catch(() => '')) ?? '').trim();
      check(move === 'Storm dials revealed: 2 and 2.', `discovery 15c: the decision shows the line that set the storm's move ("${move}")`);
      const labels = (await dec.locator('.buttons:not(.pass) button').allTextContents()).map((x) => x.trim());
      check(labels.join(' | ') === '+1 sector | -1 sector' && (await passLabel(dec)) === 'Leave it', `discovery 15c: +1, -1 or leave it (${labels.join(' | ')} / ${await passLabel(dec)})`);
      const button = dec.getByRole('button', { name: '+1 sector', exact: true });
      await fits(at, button, 'the "+1 sector" button');
      adjusted = await clickAndWait(at, button, 'adjust_storm');
    }
    let after = null;
    await drive(
      g.code,
      g.tokens,
      { atreides: { storm_dial: dial('atreides'), testing_station: testing }, harkonnen: { storm_dial: dial('harkonnen') } },
      (s) => (adjusted && s.view.phase !== 'storm' ? ((after = s.view), true) : false),
    );
    const sum = Object.values(dials).reduce((n, x) => n + x, 0);
    const want = (storm0 + sum + 1) % 18;
    check(
      adjusted && after && Object.keys(dials).length === 2 && Object.values(dials).every((x) => x === 2) && after.storm_sector === want,
      `discovery 15c: with a click the storm moved the dials (${JSON.stringify(dials)}) + 1 sectors: ${storm0} -> ${after?.storm_sector} (expected ${want})`,
    );
    check(after && forcesAt(after, 'ecological_testing_station') === 5, 'discovery 15c: the forces in the Testing Station are safe from the storm');
    await checkPlayerText(at, 'discovery 15c');
  }

  // --- d. the Ornithopter flies one move of 3 territories ----------------------------------------------------
  {
    const g = await game(position(3, 'ship_move', 13, [{ territory: 'polar_sink', count: 5 }], { discovery: { ornithopter: 'atreides' } }));
    const pasty = (s) => (s.moves ?? []).find((o) => o.type === 'move' && o.from?.territory === 'polar_sink' && o.to?.territory === 'pasty_mesa' && o.to.sector === 5);
    const done = { flying: false, moved: false };
    async function move(s) {
      const dec = await decisionOn(at, 'move', s);
      if (!done.flying) {
        check(!pasty(s) && s.legal.some((a) => a.type === 'use_ornithopter'), 'discovery 15d: before the flight Pasty Mesa is out of reach and the Ornithopter may fly');
        const button = dec.getByRole('button', { name: 'Fly the Ornithopter (move 3)', exact: true });
        await fits(at, button, 'the Ornithopter button');
        done.flying = await clickAndWait(at, button, 'use_ornithopter');
        const v = (await viewOf(g.code, g.tokens.atreides)).view;
        check(done.flying && v.discovery.ornithopter_flying === true, `discovery 15d: with a click the Ornithopter flies (${JSON.stringify(v.discovery)})`);
        return;
      }
      const o = pasty(s);
      check(!!o && o.max === 5, `discovery 15d: flying, the legal moves reach Pasty Mesa (sector 5) from the Polar Sink (${JSON.stringify(o)})`);
      const n = await notes(dec);
      check(/You fly the Ornithopter this move/.test(n), `discovery 15d: the decision says the moves listed are the flight's ("${n}")`);
      const from = dec.locator('select[name="move-from"]');
      if ((await from.count()) === 1) await from.selectOption({ label: ((await from.locator('option', { hasText: 'Polar Sink' }).first().textContent()) ?? '').trim() });
      const to = dec.locator('select[name="move-to"]');
      const labels = (await to.locator('option').allTextContents()).map((x) => x.trim());
      const i = labels.indexOf('Pasty Mesa (sector 5)');
      check(i >= 0, `discovery 15d: the move form offers Pasty Mesa (sector 5) (${labels.filter((x) => /Pasty|Minor Erg|Harg/.test(x)).join(' | ')})`);
      await to.selectOption({ index: Math.max(0, i) });
      const forces = await dec.locator('input[name="move-forces"]').inputValue();
      check(forces === '5', `discovery 15d: the whole group of 5 moves (${forces})`);
      const button = dec.getByRole('button', { name: 'Move', exact: true });
      await fits(at, button, 'the Move button');
      done.moved = await clickAndWait(at, button, 'ornithopter move');
    }
    await drive(g.code, g.tokens, { atreides: { move } }, () => done.moved);
    const v = await g.view('atreides');
    check(
      done.flying && done.moved && forcesAt(v, 'pasty_mesa', 5) === 5 && forcesAt(v, 'polar_sink') === 0 && v.discovery.ornithopter === null && v.discovery.ornithopter_flying === false,
      `discovery 15d: with clicks 5 forces flew from the Polar Sink to Pasty Mesa (sector 5) and the Ornithopter left the game (${forcesAt(v, 'pasty_mesa', 5)}; ${JSON.stringify(v.discovery.ornithopter)})`,
    );
    await at.waitForFunction(() => /Ornithopter: nobody holds it/.test(document.querySelector('[data-testid="discovery"]')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
    const line = ((await at.locator('[data-testid="discovery"]').textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ');
    check(/Ornithopter: nobody holds it/.test(line), `discovery 15d: the Factions card says nobody holds the Ornithopter ("${line}")`);
    await checkPlayerText(at, 'discovery 15d');
  }

  // --- e. the Treachery Card Stash over the hand limit ---------------------------------------------------------
  {
    const hand = ['lasgun', 'shield', 'snooper', 'baliset'];
    const g = await game(
      position(2, 'collection', 6, [{ territory: 'plastic_basin', sector: 12, count: 5 }], {
        discovery: { sites: { plastic_basin: 'treachery_card_stash' } },
        atreides: { spice: 10, hand },
        treachery_deck: ['crysknife'],
      }),
    );
    const keys = (v) => v.hand.map((c) => c.key);
    const done = { revealed: false, discarded: false };
    async function reveal(s) {
      const dec = await decisionOn(at, 'discovery_reveal', s);
      const t = await title(dec);
      const n = await notes(dec);
      check(t === 'Reveal the Discovery token in Plastic Basin?' && /Treachery Card Stash/.test(n), `discovery 15e: the decision names Plastic Basin and the token ("${t}" / "${n}")`);
      check(keys(s.view).length === 4, `discovery 15e: the Atreides hold 4 cards, their limit (${keys(s.view).join(', ')})`);
      done.revealed = await clickAndWait(at, dec.getByRole('button', { name: 'Reveal it', exact: true }), 'reveal the card stash');
    }
    async function discard(s) {
      const dec = await decisionOn(at, 'discovery_discard', s);
      check(keys(s.view).length === 5 && keys(s.view).includes('crysknife'), `discovery 15e: the Stash gave the Crysknife, 5 cards (${keys(s.view).join(', ')})`);
      const t = await title(dec);
      const labels = (await dec.locator('.buttons button').allTextContents()).map((x) => x.trim());
      check(t === 'Over your hand limit: discard a card' && labels.length === 5 && (await dec.locator('.buttons.pass').count()) === 0, `discovery 15e: one discard button per card, no pass ("${t}": ${labels.join(' | ')})`);
      const button = dec.getByRole('button', { name: /^Discard Baliset/ });
      await fits(at, button, 'the discard button');
      done.discarded = await clickAndWait(at, button, 'discard over limit');
    }
    await drive(g.code, g.tokens, { atreides: { discovery_reveal: reveal, discovery_discard: discard } }, () => done.discarded);
    const v = await g.view('atreides');
    check(
      done.revealed && done.discarded && keys(v).length === 4 && keys(v).includes('crysknife') && !keys(v).includes('baliset') && v.treachery_discard.some((c) => c.key === 'baliset'),
      `discovery 15e: with clicks the Card Stash's card was kept and the Baliset discarded: 4 cards (${keys(v).join(', ')})`,
    );
    await at.waitForFunction(() => [...document.querySelectorAll('[data-testid="hand"] li')].length === 4, null, { timeout: 10000 }).catch(() => {});
    const chips = (await at.locator('[data-testid="hand"] li').allTextContents()).map((x) => x.trim());
    check(chips.length === 4 && chips.some((x) => /Crysknife/.test(x)) && !chips.some((x) => /Baliset/.test(x)), `discovery 15e: the page's hand shows the 4 cards kept (${chips.join(', ')})`);
    await checkPlayerText(at, 'discovery 15e');
  }
  log(`discovery: scenario 15 took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
