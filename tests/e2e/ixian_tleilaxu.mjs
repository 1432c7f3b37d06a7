// End-to-end scenario 9 (issue 13): the Ixians and the Tleilaxu played with clicks at 390x844.
//
// 9a. Lobby: both expansion rows (off by default) seated, the Ixians by "me" and the Tleilaxu by a
//     friend's link, every variant of the server's catalog ticked; two pages, one per seat. With
//     clicks: the Ixians place the Hidden Mobile Stronghold after the first storm and set one of the
//     auction's cards aside (they see the cards; the Tleilaxu page does not); both come up on turn 1
//     of every game. The Face Dancers are listed on the Tleilaxu page only. Every other decision of the
//     two seats goes through the API (pass or the first legal action); the other seats are bots.
//     Then the stronghold's move on a later turn, from a stated position (game file, every seat
//     claimed, no bots) so that it is offered in every run: turn 2, Storm phase, the stronghold pointing
//     at the Funeral Plain (sector 14, the storm in sector 0) with 6 Ixian forces inside. With clicks
//     the Ixians move it one territory (the map's marker follows), then stop ("Stop moving it"). In the
//     lobby game the move is not reached in every game (the stronghold cannot move while its sector is
//     in the storm, nor with no Ixian force inside; the game may end first).
// 9b. A stated revival (game file): the Atreides hold 6 forces in the Tanks; the Tleilaxu raise
//     their revival limit to 5 with a click.
// 9c. A stated battle in Arrakeen, Ixians against Tleilaxu: the Ixians win with a leader that is
//     one of the Tleilaxu's Face Dancers (the Face Dancers are dealt at random: the scenario reads
//     them from the Tleilaxu seat's view and makes a new game until one is an Ixian leader); the
//     Tleilaxu reveal it with clicks and their forces take the Ixians' place.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function ixianTleilaxu({ base, browser, check, log, shots, checkPlayerText }) {
  const t0 = Date.now();
  const { json, post, bearer, viewOf, act, version, clickAndWait } = kitOf({ base, browser, log }, 'e2e9');

  /** Plays seats through the API, except the decisions `clicks[faction][kind]` answers (a function
   *  of the seat's state that clicks in a page). Stops when `done()` or the time is up. */
  async function drive(code, tokens, clicks, done, ms = 30000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (done()) return true;
      let acted = false;
      for (const [f, token] of Object.entries(tokens)) {
        const s = await viewOf(code, token);
        if (s.view.phase === 'game_over') return done();
        const mine = s.pending.filter((d) => d.seat === f);
        if (!mine.length) continue;
        const kind = mine[0].kind;
        const click = clicks[f]?.[kind];
        if (click) {
          await click(s);
          acted = true;
          if (done()) return true;
          continue;
        }
        const legal = s.legal.filter((a) => a.type !== 'bribe' && a.type !== 'give_spice' && a.type !== 'tleilaxu_ghola');
        const action = legal.find((a) => a.type === 'pass') ?? legal[0];
        if (!action) continue;
        await act(code, token, s.version, action);
        acted = true;
      }
      if (!acted) await sleep(30);
    }
    return done();
  }

  /** A game from a game file with bots; the `seats` claimed (open(code, token) shows one at 390x844). */
  async function fromFile(gameFile, bots, seats) {
    const made = await json(await post('/api/games', { gameFile, bots }));
    const tokens = {};
    for (const f of seats) tokens[f] = (await json(await post(`/api/games/${made.code}/seats/${f}`))).seatToken;
    return { code: made.code, host: made.hostToken, tokens };
  }
  async function open(code, token) {
    const { page } = await browser({ width: 390, height: 844 });
    await page.goto(`${base}/#/g/${code}?seat=${encodeURIComponent(token)}`);
    await page.waitForSelector('.conn.live');
    return page;
  }

  // --- 9a. lobby, the stronghold, the look at the auction, Face Dancers ----------------------------
  {
    const done = { placed: false, setAside: false, moved: false, stopped: false };
    const hms = (page) => page.locator('.board svg g.hms');
    const pointsAt = (v) => (v.view.hidden_mobile_stronghold?.points_at ? `${v.view.hidden_mobile_stronghold.points_at.territory}${v.view.hidden_mobile_stronghold.points_at.sector != null ? `:${v.view.hidden_mobile_stronghold.points_at.sector}` : ''}` : null);
    const ixianIn = (v, territory) => v.view.board.filter((x) => x.faction === 'ixian' && x.territory === territory).reduce((n, x) => n + x.forces + x.special, 0);

    /** The stronghold of the game `g` ({ page, code, token } of the Ixian seat, `transform` the map marker's
     *  before): placed (turn 1) or moved one step (a later turn) with the labelled place control; on the
     *  second step of that turn, "Stop moving it". */
    const stronghold = (g) => async (s) => {
      const ix = g.page;
      await ix.waitForFunction((v) => (window.__dune?.version ?? -1) >= v, s.version, { timeout: 15000 }).catch(() => {});
      const dec = ix.locator('.decision[data-kind="mobile_stronghold"]');
      await dec.waitFor();
      if (done.moved) {
        const stop = dec.getByRole('button', { name: 'Stop moving it' });
        done.stopped = await clickAndWait(ix, stop, 'stronghold stop');
        check(done.stopped, 'ix/tl: the Ixians stop moving the stronghold with a click ("Stop moving it")');
        const after = await viewOf(g.code, g.token);
        const still = after.pending.some((d) => d.seat === 'ixian' && d.kind === 'mobile_stronghold');
        check(!still && pointsAt(after) === pointsAt(s), `ix/tl: once stopped, the move is no longer offered this turn and the stronghold stays at ${pointsAt(after)}`);
        return;
      }
      const was = pointsAt(s);
      const select = dec.getByLabel('Where the stronghold points (or tap the map)');
      const options = await select.locator('option').allTextContents();
      // Turn 1 (placement): the first place offered; a later turn: the last, somewhere else.
      const index = s.view.turn === 1 ? 0 : options.length - 1;
      await select.selectOption({ index });
      const label = options[index];
      const box = await select.boundingBox();
      if (!done.placed) await ix.screenshot({ path: join(shots, 'ixian-stronghold-390.png') });
      const ok = await clickAndWait(ix, dec.getByRole('button', { name: 'Point it here' }), 'stronghold');
      const after = await viewOf(g.code, g.token);
      const now = pointsAt(after);
      await ix.waitForFunction((p) => document.querySelector('.board svg g.hms')?.getAttribute('data-points-at') === p, now, { timeout: 10000 }).catch(() => {});
      const drawn = await hms(ix).getAttribute('data-points-at').catch(() => null);
      const transform = await hms(ix).getAttribute('transform').catch(() => null);
      if (s.view.turn === 1) {
        done.placed = ok && now !== null && drawn === now;
        check(done.placed && box && box.x >= 0 && box.x + box.width <= 390, `ix/tl: the Ixians place the stronghold with clicks after the first storm ("${label}"), and the map draws it there (${drawn})`);
      } else {
        done.moved = ok && now !== was && drawn === now && g.transform !== null && transform !== g.transform;
        check(done.moved && box && box.x >= 0 && box.x + box.width <= 390, `ix/tl: on turn ${s.view.turn} the Ixians move the stronghold with clicks from ${was} to ${now} ("${label}"); the marker moved on the map (${g.transform} -> ${transform})`);
        if (done.moved) await ix.screenshot({ path: join(shots, 'ixian-stronghold-moved-390.png') });
      }
      g.transform = transform;
    };

    // The lobby game.
    {
      const { page: ix } = await browser({ width: 390, height: 844 });
      await ix.goto(base + '/');
      await ix.getByRole('heading', { name: 'New game' }).waitFor();
      const defaults = { ixian: await ix.inputValue('select[name="role-ixian"]'), tleilaxu: await ix.inputValue('select[name="role-tleilaxu"]') };
      check(defaults.ixian === 'out' && defaults.tleilaxu === 'out', `ix/tl lobby: the Ixian and Tleilaxu rows are off by default (${defaults.ixian}, ${defaults.tleilaxu})`);
      for (const f of ['bene_gesserit', 'emperor', 'fremen', 'guild']) await ix.selectOption(`select[name="role-${f}"]`, 'out');
      await ix.selectOption('select[name="role-atreides"]', 'bot');
      await ix.selectOption('select[name="role-ixian"]', 'me');
      await ix.selectOption('select[name="role-tleilaxu"]', 'friend');
      await ix.selectOption('select[name="max-turns"]', '6');
      // The variants come from the server's catalog: tick every one offered.
      const catalog = await json(await fetch(`${base}/api/variants`));
      const boxes = ix.locator('[data-testid="variants"] input[type="checkbox"]');
      await boxes.first().waitFor();
      check((await boxes.count()) === catalog.length && catalog.length > 0, `ix/tl lobby: one labelled checkbox per variant the server lists (${await boxes.count()} of ${catalog.length})`);
      // A Basic game: tick every one offered but the Advanced-only ones (cr_strongholds), whose boxes are greyed.
      const basicOnes = catalog.filter((v) => !v.advanced_only);
      for (const v of catalog) {
        const box = ix.locator(`#variant-${v.key}`);
        if (v.advanced_only) check(await box.isDisabled(), `ix/tl lobby: the Advanced-only ${v.key} cannot be ticked in a Basic game`);
        else await box.check();
      }
      const fits = await ix.evaluate(() => document.documentElement.scrollWidth <= 390);
      check(fits, 'ix/tl lobby: the lobby with the variants fits 390 px');
      await ix.screenshot({ path: join(shots, 'lobby-ixian-tleilaxu-390.png'), fullPage: true });
      await ix.getByRole('button', { name: 'Create game' }).click();
      const tlLink = await ix.getByLabel('Seat link for Tleilaxu').inputValue();
      const ixLink = await ix.getByLabel('Seat link for Ixians').inputValue();
      const code = ixLink.match(/#\/g\/([A-Z0-9]{8})/)[1];
      const tokens = { ixian: decodeURIComponent(ixLink.split('seat=')[1]), tleilaxu: decodeURIComponent(tlLink.split('seat=')[1]) };
      const first = await viewOf(code, tokens.ixian);
      const variantsOn = JSON.stringify(first.view.ruleset ?? {});
      check(
        basicOnes.every((v) => variantsOn.includes(v.key)) &&
          catalog.filter((v) => v.advanced_only).every((v) => !variantsOn.includes(v.key)) &&
          Object.keys(first.view.players).sort().join() === 'atreides,harkonnen,ixian,tleilaxu',
        `ix/tl lobby: the game seats the Ixians and the Tleilaxu with the chosen variants (${Object.keys(first.view.players).join(', ')}; ${variantsOn})`,
      );
      await ix.getByRole('link', { name: 'Play' }).click();
      await ix.waitForSelector('.conn.live');
      const { page: tl } = await browser({ width: 390, height: 844 });
      await tl.goto(tlLink);
      await tl.waitForSelector('.conn.live');

      /** The look at the auction: the cards drawn are listed on the Ixian page only; one is set aside. */
      async function setAside(s) {
        const dec = ix.locator('.decision[data-kind="set_aside_card"]');
        await dec.waitFor();
        const seen = (s.view.bidding?.cards_seen ?? []).map((c) => c.name);
        const shown = (await dec.locator('[data-testid="cards-seen"] li strong').allTextContents()).map((t) => t.trim());
        check(seen.length >= 2 && shown.join('|') === seen.join('|'), `ix/tl: the Ixians see the auction's cards (${shown.join(', ')})`);
        const other = await viewOf(code, tokens.tleilaxu);
        check(!other.view.bidding?.cards_seen && (await tl.locator('[data-testid="cards-seen"]').count()) === 0, 'ix/tl: the Tleilaxu page and view do not show the Ixians\u2019 cards');
        const card = dec.getByLabel('Card');
        const where = dec.getByLabel('Where it goes');
        const places = await where.locator('option').allTextContents();
        await where.selectOption({ label: places.find((p) => /bottom/.test(p)) ?? places[0] });
        const cardName = (await card.locator('option:checked').textContent()).trim();
        await dec.scrollIntoViewIfNeeded();
        await ix.screenshot({ path: join(shots, 'ixian-set-aside-390.png') });
        const ok = await clickAndWait(ix, dec.getByRole('button', { name: 'Set it aside' }), 'set aside');
        done.setAside = ok;
        check(ok && places.length === 2, `ix/tl: the Ixians set ${cardName} aside at the bottom of the deck with clicks (places offered: ${places.join(' / ')})`);
        await checkPlayerText(ix, 'set aside');
      }

      // Turn 1 of any game: the placement after the first storm, then the look at the auction.
      const placer = { page: ix, code, token: tokens.ixian, transform: null };
      await drive(code, tokens, { ixian: { mobile_stronghold: stronghold(placer), set_aside_card: setAside } }, () => done.placed && done.setAside, 120000);
      // The Face Dancers (dealt once every traitor is chosen): on the Tleilaxu page, not the Ixian's.
      const dancers = (await viewOf(code, tokens.tleilaxu)).view.tleilaxu.face_dancers.map((l) => l.name);
      await tl.locator('[data-testid="face-dancers"]').waitFor({ timeout: 10000 }).catch(() => {});
      const listed = await tl.locator('[data-testid="face-dancers"] li').allTextContents();
      await tl.locator('[data-testid="face-dancers"]').scrollIntoViewIfNeeded().catch(() => {});
      await tl.screenshot({ path: join(shots, 'tleilaxu-face-dancers-390.png') });
      check(dancers.length === 3 && dancers.every((n) => listed.some((t) => t.startsWith(n))), `ix/tl: the Tleilaxu page lists their three Face Dancers (${listed.join(', ')})`);
      check((await ix.locator('[data-testid="face-dancers"]').count()) === 0 && (await ix.locator('h3', { hasText: 'Face Dancers' }).count()) === 0, 'ix/tl: the Ixian page shows no Face Dancers');
      check((await viewOf(code, tokens.ixian)).view.tleilaxu.face_dancers.length === 0, 'ix/tl: the Ixian view holds no Face Dancer');

      await checkPlayerText(tl, 'tleilaxu page');
      await ix.context().close();
      await tl.context().close();
    }

    // The move on a later turn, from a stated position (the lobby game does not reach it in every game):
    // turn 2, Storm phase, the stronghold pointing at the Funeral Plain (sector 14; the storm in sector 0)
    // with 6 Ixian forces inside, so the move is offered first (ix.ixian.hms_move). Both seats claimed.
    {
      const gameFile = {
        format: 'dune-game',
        setup: { ruleset: 'basic', factions: ['ixian', 'tleilaxu'], random_seating: false },
        position: {
          turn: 2,
          phase: 'storm',
          storm_sector: 0,
          hms_host: { territory: 'funeral_plain', sector: 14 },
          forces: [{ faction: 'ixian', territory: 'hidden_mobile_stronghold', count: 6 }],
        },
      };
      const game = await fromFile(gameFile, [], ['ixian', 'tleilaxu']);
      const page = await open(game.code, game.tokens.ixian);
      const first = await viewOf(game.code, game.tokens.ixian);
      const offered = first.pending.find((d) => d.seat === 'ixian' && d.kind === 'mobile_stronghold');
      await page.waitForFunction((p) => document.querySelector('.board svg g.hms')?.getAttribute('data-points-at') === p, pointsAt(first), { timeout: 10000 }).catch(() => {});
      const drawn = await hms(page).getAttribute('data-points-at').catch(() => null);
      check(
        first.view.turn === 2 && first.view.phase === 'storm' && pointsAt(first) === 'funeral_plain:14' && ixianIn(first, 'hidden_mobile_stronghold') === 6 && drawn === 'funeral_plain:14' && offered !== undefined,
        `ix/tl: the stated position: turn ${first.view.turn} ${first.view.phase}, the stronghold at ${pointsAt(first)} with ${ixianIn(first, 'hidden_mobile_stronghold')} Ixian forces inside, drawn there on the map (${drawn}); its move is offered (${offered ? `up to ${offered.max} territories` : 'no'})`,
      );
      const mover = { page, code: game.code, token: game.tokens.ixian, transform: await hms(page).getAttribute('transform').catch(() => null) };
      await drive(game.code, game.tokens, { ixian: { mobile_stronghold: stronghold(mover) } }, () => done.stopped, 30000);
      await page.context().close();
    }
    check(done.placed && done.setAside && done.moved && done.stopped, `ix/tl: the Ixian decisions reached and answered with clicks (${JSON.stringify(done)})`);
  }

  log(`ix/tl: 9a took ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // --- 9b. the Tleilaxu raise a revival limit --------------------------------------------------
  {
    const gameFile = {
      format: 'dune-game',
      setup: { ruleset: 'basic', factions: ['tleilaxu', 'atreides', 'harkonnen'], random_seating: false },
      position: { turn: 2, phase: 'revival', storm_sector: 0, atreides: { tanks: 6 } },
    };
    const { code, tokens } = await fromFile(gameFile, ['atreides', 'harkonnen'], ['tleilaxu']);
    const page = await open(code, tokens.tleilaxu);
    const dec = page.locator('.decision[data-kind="revival_grants"]');
    const got = await dec.waitFor({ timeout: 15000 }).then(() => true).catch(() => false);
    check(got, 'ix/tl: the Tleilaxu are asked before the revivals whether to raise a limit');
    if (got) {
      const raise = dec.getByRole('button', { name: /Raise their revival limit to 5.*Atreides/ });
      const box = await raise.boundingBox();
      check(box && box.x >= 0 && box.x + box.width <= 390, `ix/tl: the labelled button fits 390 px ("${(await raise.innerText()).trim()}")`);
      await dec.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, 'tleilaxu-revival-grants-390.png') });
      await clickAndWait(page, raise, 'raise revival limit');
      const v = await viewOf(code, tokens.tleilaxu);
      check(v.view.tleilaxu.revival_limit_raised.includes('atreides'), `ix/tl: with a click the Tleilaxu raised the Atreides' revival limit to 5 (${v.view.tleilaxu.revival_limit_raised.join(', ')})`);
      const shown = await page
        .locator('[data-testid="tleilaxu-public"]')
        .innerText()
        .catch(() => '');
      check(/Revival limit raised to 5 this turn by the Tleilaxu: Atreides/.test(shown), `ix/tl: the faction table says whose limit is raised ("${shown.trim()}")`);
      await checkPlayerText(page, 'revival grants');
    }
    await page.context().close();
  }

  // --- 9c. a Face Dancer revealed ------------------------------------------------------------------
  {
    const gameFile = {
      format: 'dune-game',
      setup: { ruleset: 'basic', factions: ['ixian', 'tleilaxu'], random_seating: false },
      position: {
        turn: 2,
        phase: 'battle',
        storm_sector: 0,
        forces: [
          { faction: 'ixian', territory: 'arrakeen', count: 10 },
          { faction: 'tleilaxu', territory: 'arrakeen', count: 1 },
        ],
        ixian: { hand: [] },
        tleilaxu: { hand: [] },
      },
    };
    // The Face Dancers are dealt at random; a new game until one of them is an Ixian leader.
    let game = null;
    let dancer = null;
    for (let i = 0; i < 12 && !dancer; i++) {
      game = await fromFile(gameFile, [], ['ixian', 'tleilaxu']);
      const fd = (await viewOf(game.code, game.tokens.tleilaxu)).view.tleilaxu.face_dancers;
      dancer = fd.find((l) => l.faction === 'ixian') ?? null;
      if (!dancer) await fetch(`${base}/api/games/${game.code}`, { method: 'DELETE', headers: bearer(game.host) });
    }
    check(dancer !== null, `ix/tl: a game whose Face Dancers include an Ixian leader (${dancer?.name})`);
    if (dancer) {
      const { code, tokens } = game;
      const page = await open(code, tokens.tleilaxu);
      let revealed = false;
      const planned = new Set();
      const plan = (f, leader, dial) => async (s) => {
        if (planned.has(f)) return sleep(30);
        planned.add(f);
        await act(code, tokens[f], s.version, { type: 'battle_plan', leader, dial });
      };
      const tlLeader = (await viewOf(code, tokens.tleilaxu)).view.players.tleilaxu.leaders.find((l) => l.name !== 'Zoal')?.name;
      async function reveal(s) {
        const dec = page.locator('.decision[data-kind="face_dancer"]');
        await dec.waitFor();
        const before = s.view.board.find((x) => x.faction === 'ixian' && x.territory === 'arrakeen');
        const text = await dec.innerText();
        check(/Face Dancer/.test(text), `ix/tl: the Tleilaxu are asked to reveal ${dancer.name} ("${text.split('\n')[0]}")`);
        // The most forces offered (the last button, "Reveal the Face Dancer — Forces: N").
        const offered = dec.locator('.buttons:not(.pass) button.act');
        const labels = (await offered.allInnerTexts()).map((t) => t.trim());
        check(labels.length > 1 && labels.every((t) => /^Reveal the Face Dancer/.test(t)), `ix/tl: the reveal is offered with labelled buttons (${labels.join(' | ')})`);
        await dec.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shots, 'tleilaxu-face-dancer-390.png') });
        const button = offered.last();
        revealed = await clickAndWait(page, button, 'reveal');
        const after = await viewOf(code, tokens.tleilaxu);
        const ixThere = after.view.board.filter((x) => x.faction === 'ixian' && x.territory === 'arrakeen').reduce((n, x) => n + x.forces + x.special, 0);
        const tlThere = after.view.board.filter((x) => x.faction === 'tleilaxu' && x.territory === 'arrakeen').reduce((n, x) => n + x.forces + x.special, 0);
        check(
          revealed && after.view.tleilaxu.revealed_face_dancers.some((l) => l.name === dancer.name) && ixThere === 0 && tlThere > 0,
          `ix/tl: with clicks the Tleilaxu reveal ${dancer.name}: the Ixians' ${before ? before.forces + before.special : '?'} forces left Arrakeen and ${tlThere} Tleilaxu forces stand there`,
        );
        await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="face-dancers"] li')].some((li) => li.textContent.startsWith(n) && li.className.includes('dead')), dancer.name, { timeout: 10000 }).catch(() => {});
        check((await page.locator('[data-testid="face-dancers"] li.dead', { hasText: dancer.name }).count()) === 1, `ix/tl: the Tleilaxu page marks ${dancer.name} as revealed`);
        await checkPlayerText(page, 'face dancer');
      }
      await drive(
        code,
        tokens,
        { ixian: { battle_plan: plan('ixian', dancer.name, 5) }, tleilaxu: { battle_plan: plan('tleilaxu', tlLeader, 0), face_dancer: reveal } },
        () => revealed,
        20000,
      );
      check(revealed, 'ix/tl: the Face Dancer decision was reached and answered with a click');
      await page.context().close();
    }
  }
  log(`ix/tl: scenario 9 took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
