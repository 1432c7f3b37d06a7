// End-to-end scenario 14 (Ecaz & Moritani): Ecaz's own decisions at 390x844, each in a game of the Atreides
// and Ecaz created from a stated position (docs/GAME_FILES.md, "ambassadors" places the tokens), every seat
// claimed (no bots). The Atreides' moves that only lead there go through the API; each decision below is
// answered with a click in the seat's page, then checked in the page and in the engine's view (API):
//  a. End of Revival: Ecaz pick "Emperor Ambassador" and Carthag in the labelled form and click "Place the
//     Ambassador (1 spice)" (place_ambassador): the token lies face up in Carthag, on both seats' maps.
//  b. The Atreides ship into Carthag: Ecaz click "Trigger the Emperor Ambassador for Ecaz (you)"
//     (ambassador_trigger): 5 spice, the token set aside.
//  c. The Ecaz token: Ecaz click "...: offer an alliance"; the Atreides click "Accept the alliance with Ecaz"
//     (ambassador_alliance): both allied.
//  c2. The Ecaz token's other choice: Ecaz click "...: take Duke Vidal": the view and the Factions card say
//     Ecaz have him until his next battle (em.duke.ecaz_gain).
//  d. The CHOAM token: Ecaz trigger it, then click "Discard Baliset for 3 spice" (ambassador_discard).
//  e. The Spacing Guild token (a form): Ecaz pick Tuek's Sietch and click "Trigger the Ambassador": 4 forces
//     arrive there free.
//  f. Occupy: Ecaz and their Atreides ally against the Harkonnen in The Great Flat; Ecaz click "Ecaz fight
//     (you)" (occupy_lead): the battle's view names the Atreides beside them.
//  g. Nexus Cards (variant em_nexus_cards), from a Nexus: both seats click "No alliance change", then, in storm
//     order, "Draw a Nexus card" (nexus_card_draw; the redraw of one's own card is chosen with the draw, and each
//     seat is asked once): each seat's Factions card names its own card and mode ("Your Nexus card: ..."), never the other's,
//     and both show who holds one.
//  h. Nexus Cards, a window on a moment (nexus_window): with the Spacing Guild seated, Ecaz hold the Guild's
//     card (Betrayal, stated by the game file); the Atreides ship into Carthag and Ecaz are asked, under a
//     title naming the shipment, before the payment goes to the Guild; Ecaz click "Betrayal: take the spice
//     paid for this shipment": Ecaz gain the 3 spice, the Guild none.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

const W = 390;

export async function ecaz({ base, browser, check, log, shots, checkPlayerText }) {
  const kit = kitOf({ base, browser, log }, 'e2e14');
  const { decisionOn, clickAndWait, drive, seatGame, shipInto } = kit;
  const ec = (await browser({ width: W, height: 844 })).page;
  const at = (await browser({ width: W, height: 844 })).page;

  /** A game of the Atreides and Ecaz from a stated position; both pages show their seat. */
  const game = (position) => seatGame({ ecaz: ec, atreides: at }, ['atreides', 'ecaz'], position);
  /** Turn 2 in `phase`: the Atreides (10 in Arrakeen), Ecaz (6 in The Great Flat); `extra` adds fields. */
  const position = (phase, extra) => ({
    turn: 2,
    phase,
    storm_sector: 0,
    forces: [
      { faction: 'atreides', territory: 'arrakeen', count: 10 },
      { faction: 'ecaz', territory: 'the_great_flat', count: 6 },
    ],
    spice_on_board: [],
    atreides: { spice: 10, hand: [] },
    ecaz: { spice: 12, hand: ['baliset'] },
    ...extra,
  });
  const fits = async (loc, what) => {
    const box = await loc.boundingBox();
    check(box && box.x >= 0 && box.x + box.width <= W, `ecaz 14: ${what} fits ${W} px`);
  };
  const shot = async (page, dec, name) => {
    await dec.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `ecaz-${name}-390.png`) });
  };
  /** A token triggered with a click on its button, once the Atreides shipped into Carthag. */
  async function triggered(g, name, then = {}) {
    const flag = {};
    let done = false;
    async function trigger(s) {
      const dec = await decisionOn(ec, 'ambassador_trigger', s);
      const entry = ((await dec.locator('[data-testid="ambassador-entry"]').textContent()) ?? '').trim();
      check(/^Atreides entered Carthag, where your .* Ambassador lies\.$/.test(entry), `ecaz 14: the decision says where ("${entry}")`);
      const button = dec.getByRole('button', { name, exact: true });
      const ls = (await dec.locator('button').allTextContents()).map((t) => t.trim());
      check(ls.includes(name), `ecaz 14: the button "${name}" is offered (${ls.join(' | ')})`);
      await fits(button, name);
      done = await clickAndWait(ec, button, name);
    }
    const ok = await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag), ...(then.atreides ?? {}) }, ecaz: { ambassador_trigger: trigger, ...(then.ecaz ?? {}) } }, then.done ?? (() => done));
    check(flag.shipped && done && ok, `ecaz 14: "${name}" clicked after the Atreides entered Carthag`);
  }

  // --- a. End of Revival: an Ambassador placed with the form ------------------------------------------
  {
    const g = await game(position('revival', { ambassadors: { emperor: 'supply', ecaz: 'supply', fremen: 'supply' } }));
    let placed = false;
    async function place(s) {
      const dec = await decisionOn(ec, 'place_ambassador', s);
      await dec.getByLabel('Ambassador').selectOption({ label: 'Emperor Ambassador' });
      await dec.getByLabel('Stronghold (or tap the map)').selectOption({ label: 'Carthag' });
      const button = dec.getByRole('button', { name: 'Place the Ambassador (1 spice)' });
      await fits(button, 'the placement button');
      await shot(ec, dec, 'place');
      placed = await clickAndWait(ec, button, 'place_ambassador');
    }
    await drive(g.code, g.tokens, { ecaz: { place_ambassador: place } }, () => placed);
    const v = await g.view('atreides');
    const mine = await g.view('ecaz');
    check(placed && v.ambassadors.board.some((b) => b.ambassador === 'emperor' && b.territory === 'carthag') && mine.players.ecaz.spice === 11, `ecaz 14a: with a click the Emperor Ambassador lies in Carthag for 1 spice (${JSON.stringify(v.ambassadors)})`);
    check(v.ambassadors.supply.length === 0 && v.ambassadors.supply_count === 2, 'ecaz 14a: the Atreides see the supply count, not its tokens');
    for (const [page, who] of [
      [ec, 'ecaz'],
      [at, 'atreides'],
    ]) {
      await page.waitForSelector('svg g.ambassador[data-territory="carthag"][data-ambassador="emperor"]', { timeout: 10000 }).catch(() => {});
      check((await page.locator('svg g.ambassador[data-territory="carthag"]').count()) === 1, `ecaz 14a: the ${who} map shows the Ambassador in Carthag`);
    }
    await checkPlayerText(at, 'ecaz 14a atreides');
  }

  // --- b. the Emperor token triggered -----------------------------------------------------------------
  {
    const g = await game(position('ship_move', { ambassadors: { emperor: 'carthag', ecaz: 'supply' } }));
    await triggered(g, 'Trigger the Emperor Ambassador for Ecaz (you)');
    const v = await g.view('ecaz');
    check(v.players.ecaz.spice === 17 && v.ambassadors.set_aside.includes('emperor'), `ecaz 14b: 5 spice, the token set aside (${v.players.ecaz.spice})`);
  }

  // --- c. the Ecaz token: an alliance offered and accepted -------------------------------------------
  {
    const g = await game(position('ship_move', { ambassadors: { ecaz: 'carthag' } }));
    let accepted = false;
    async function accept(s) {
      const dec = await decisionOn(at, 'ambassador_alliance', s);
      const button = dec.getByRole('button', { name: 'Accept the alliance with Ecaz' });
      await fits(button, 'the accept button');
      await shot(at, dec, 'alliance');
      accepted = await clickAndWait(at, button, 'accept_ecaz_alliance');
    }
    await triggered(g, 'Trigger the Ecaz Ambassador for Ecaz (you): offer an alliance', { atreides: { ambassador_alliance: accept }, done: () => accepted });
    const v = await g.view('atreides');
    check(accepted && v.players.atreides.ally === 'ecaz' && v.players.ecaz.ally === 'atreides', `ecaz 14c: with a click the Atreides and Ecaz are allied (${v.players.atreides.ally})`);
  }

  // --- c2. the Ecaz token: Duke Vidal taken ------------------------------------------------------------
  {
    const g = await game(position('ship_move', { ambassadors: { ecaz: 'carthag' } }));
    await triggered(g, 'Trigger the Ecaz Ambassador for Ecaz (you): take Duke Vidal');
    const v = await g.view('ecaz');
    await ec.waitForFunction(() => (document.querySelector('[data-testid="duke-vidal"]')?.textContent ?? '').includes('fights for Ecaz'), null, { timeout: 10000 }).catch(() => {});
    const line = ((await ec.locator('[data-testid="duke-vidal"]').first().textContent()) ?? '').trim();
    check(v.duke_vidal?.holder === 'ecaz' && v.duke_vidal?.tenure === 'until_battle' && line === 'Duke Prad Vidal (6) fights for Ecaz until his next battle.', `ecaz 14c2: with a click Ecaz take Duke Vidal (${v.duke_vidal?.holder}; "${line}")`);
  }

  // --- d. the CHOAM token: a card sold for 3 spice ---------------------------------------------------
  {
    const g = await game(position('ship_move', { ambassadors: { choam: 'carthag' } }));
    let sold = false;
    async function sell(s) {
      const dec = await decisionOn(ec, 'ambassador_discard', s);
      const button = dec.getByRole('button', { name: 'Discard Baliset for 3 spice' });
      await fits(button, 'the discard button');
      sold = await clickAndWait(ec, button, 'discard_for_ambassador');
    }
    await triggered(g, 'Trigger the CHOAM Ambassador for Ecaz (you)', { ecaz: { ambassador_discard: sell }, done: () => sold });
    const v = await g.view('ecaz');
    check(sold && v.players.ecaz.spice === 15 && v.hand.length === 0, `ecaz 14d: with a click Baliset is sold for 3 spice (${v.players.ecaz.spice})`);
  }

  // --- e. the Spacing Guild token: a form over the legal list ----------------------------------------
  {
    const g = await game(position('ship_move', { ambassadors: { guild: 'carthag' } }));
    const flag = {};
    let done = false;
    async function trigger(s) {
      const dec = await decisionOn(ec, 'ambassador_trigger', s);
      const to = dec.getByLabel('To');
      const options = (await to.locator('option').allTextContents()).map((t) => t.trim());
      const tueks = options.find((o) => o.startsWith("Tuek's Sietch"));
      check(!!tueks, `ecaz 14e: Tuek's Sietch is among the destinations (${options.slice(0, 6).join(' | ')}...)`);
      await to.selectOption({ label: tueks ?? options[0] });
      const button = dec.getByRole('button', { name: 'Trigger the Ambassador' });
      await fits(button, 'the trigger button');
      await shot(ec, dec, 'guild');
      done = await clickAndWait(ec, button, 'trigger the Guild token');
    }
    await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag) }, ecaz: { ambassador_trigger: trigger } }, () => done);
    const v = await g.view('ecaz');
    const tueks = v.board.filter((x) => x.faction === 'ecaz' && x.territory === 'tueks_sietch').reduce((n, x) => n + x.forces + x.special, 0);
    check(done && tueks === 4 && v.players.ecaz.spice === 12, `ecaz 14e: with a click 4 Ecaz forces arrive in Tuek's Sietch free (${tueks})`);
    await checkPlayerText(ec, 'ecaz 14e ecaz');
  }

  // --- f. Occupy: who of the pair fights, chosen with a click ------------------------------------------
  {
    const g = await seatGame({ ecaz: ec, atreides: at }, ['atreides', 'harkonnen', 'ecaz'], {
      turn: 2,
      phase: 'battle',
      storm_sector: 0,
      forces: [
        { faction: 'atreides', territory: 'the_great_flat', count: 5 },
        { faction: 'ecaz', territory: 'the_great_flat', count: 5 },
        { faction: 'harkonnen', territory: 'the_great_flat', count: 6 },
      ],
      spice_on_board: [],
      atreides: { spice: 10, hand: [], ally: 'ecaz' },
      harkonnen: { spice: 10, hand: [] },
      ecaz: { spice: 10, hand: [], ally: 'atreides' },
    });
    let led = false;
    async function lead(s) {
      const dec = await decisionOn(ec, 'occupy_lead', s);
      const button = dec.getByRole('button', { name: 'Ecaz fight (you)' });
      const ls = (await dec.locator('button').allTextContents()).map((t) => t.trim());
      check(ls.includes('Atreides fight') && !ls.some((l) => /^Pass/.test(l)), `ecaz 14f: both choices, no pass (${ls.join(' | ')})`);
      await fits(button, 'the lead button');
      await shot(ec, dec, 'occupy');
      led = await clickAndWait(ec, button, 'lead_battle');
    }
    // The battle starts by itself (the Atreides have only this one); the prescience question is passed.
    const ok = await drive(g.code, g.tokens, { ecaz: { occupy_lead: lead } }, () => led);
    const v = await g.view('ecaz');
    check(ok && led && v.battle.sides.includes('ecaz') && (v.battle.partners ?? []).includes('atreides'), `ecaz 14f: with a click Ecaz fight, the Atreides beside them (${JSON.stringify(v.battle.partners)})`);
    await checkPlayerText(ec, 'ecaz 14f ecaz');
  }

  // --- g. Nexus Cards: the Nexus passed and a card drawn, with clicks ------------------------------------
  {
    const g = await seatGame({ ecaz: ec, atreides: at }, ['atreides', 'ecaz'], position('nexus'), { variants: ['em_nexus_cards'] });
    // Once one seat has passed, the other has no one left to ally with: Pass is its only answer, which
    // the server's auto-pass rules (on by default) would give for it. Off here: both pass with clicks.
    for (const f of ['ecaz', 'atreides'])
      await fetch(`${base}/api/games/${g.code}/seats/${f}/autopass`, { method: 'PUT', headers: { Authorization: `Bearer ${g.tokens[f]}` }, body: JSON.stringify({ onlyPass: false }) });
    const pages = { ecaz: ec, atreides: at };
    const NAME = { atreides: 'Atreides', bene_gesserit: 'Bene Gesserit', emperor: 'Emperor', fremen: 'Fremen', guild: 'Spacing Guild', harkonnen: 'Harkonnen', ixian: 'Ixians', tleilaxu: 'Tleilaxu', choam: 'CHOAM', richese: 'Richese', ecaz: 'Ecaz', moritani: 'Moritani' };
    const MODE = { betrayal: 'Betrayal', cunning: 'Cunning', secret_ally: 'Secret Ally' };
    const passed = {};
    const drawn = {};
    const passNexus = (f) => async (s) => {
      const dec = await decisionOn(pages[f], 'nexus', s);
      const button = dec.getByRole('button', { name: 'No alliance change', exact: true });
      passed[f] = await clickAndWait(pages[f], button, `${f}: no alliance change`);
    };
    const draw = (f) => async (s) => {
      const dec = await decisionOn(pages[f], 'nexus_card_draw', s);
      const ls = (await dec.locator('button').allTextContents()).map((t) => t.trim());
      const held = s.view.nexus_cards?.card;
      check(!drawn[f], `ecaz 14g: ${f} are asked to draw once (the redraw of their own card comes with the draw)`);
      const name = held ? `Discard the ${NAME[held]} card and draw another` : 'Draw a Nexus card';
      const other = held ? 'Keep your card' : 'Draw none';
      const redraw = `${name}; if it is your own faction\u2019s, draw once more`;
      check(ls.includes(name) && ls.includes(redraw) && ls.includes(other), `ecaz 14g: ${f} are offered "${name}", "${redraw}" and "${other}" (${ls.join(' | ')})`);
      const now = ((await dec.locator('[data-testid="nexus-card-now"]').textContent().catch(() => '')) ?? '').trim();
      check(now === (held ? `You hold the ${NAME[held]} Nexus card (${MODE[s.view.nexus_cards.mode]}).` : 'You hold no Nexus card.'), `ecaz 14g: ${f}: the decision says what they hold ("${now}")`);
      const button = dec.getByRole('button', { name, exact: true });
      await fits(button, `${f}: "${name}"`);
      if (!held) await shot(pages[f], dec, `nexus-draw-${f}`);
      const ok = await clickAndWait(pages[f], button, `${f}: ${name}`);
      if (ok) drawn[f] = true;
    };
    const ok = await drive(
      g.code,
      g.tokens,
      { ecaz: { nexus: passNexus('ecaz'), nexus_card_draw: draw('ecaz') }, atreides: { nexus: passNexus('atreides'), nexus_card_draw: draw('atreides') } },
      (s) => drawn.ecaz && drawn.atreides && s.view.nexus_cards && !s.view.nexus_cards.drawing,
    );
    check(ok && passed.ecaz && passed.atreides && drawn.ecaz && drawn.atreides, `ecaz 14g: with clicks both seats pass the Nexus and draw (${JSON.stringify({ passed, drawn })})`);
    const views = { ecaz: await g.view('ecaz'), atreides: await g.view('atreides') };
    for (const f of ['ecaz', 'atreides']) {
      const n = views[f].nexus_cards;
      const other = views[f === 'ecaz' ? 'atreides' : 'ecaz'].nexus_cards?.card;
      check(!!n?.card && !!n.mode && n.holders.includes('ecaz') && n.holders.includes('atreides') && !n.drawing, `ecaz 14g: ${f} hold a Nexus card, both holders public (${JSON.stringify(n)})`);
      if (!n?.card) continue;
      const want = `Your Nexus card: ${NAME[n.card]} (${MODE[n.mode]}).`;
      await pages[f].waitForFunction((w) => (document.querySelector('[data-testid="nexus-cards"]')?.textContent ?? '').includes(w), want, { timeout: 10000 }).catch(() => {});
      const line = ((await pages[f].locator('[data-testid="nexus-cards"]').first().textContent()) ?? '').trim();
      check(line.includes(want) && /held by (Atreides, Ecaz|Ecaz, Atreides)\./.test(line), `ecaz 14g: the ${f} Factions card shows "${want}" ("${line}")`);
      check(!other || !line.includes(`Your Nexus card: ${NAME[other]} `), `ecaz 14g: the ${f} Factions card never names the other seat's card`);
      const lineEl = pages[f].locator('[data-testid="nexus-cards"]').first();
      await lineEl.scrollIntoViewIfNeeded().catch(() => {});
      await fits(lineEl, `the ${f} Nexus cards line`);
      await pages[f].screenshot({ path: join(shots, `ecaz-nexus-cards-${f}-390.png`) });
    }
    await checkPlayerText(ec, 'ecaz 14g ecaz');
  }

  // --- h. Nexus Cards: the window on a shipment's payment, with a click ---------------------------------
  {
    const g = await seatGame(
      { ecaz: ec, atreides: at },
      ['atreides', 'ecaz', 'guild'],
      position('ship_move', { ecaz: { spice: 12, hand: [], nexus_card: 'guild' }, guild: { spice: 5, hand: [] } }),
      { variants: ['em_nexus_cards'] },
    );
    const flag = {};
    let taken = false;
    let before = null;
    async function take(s) {
      before = s.view;
      const dec = await decisionOn(ec, 'nexus_window', s);
      const text = (await dec.innerText()).trim();
      check(text.startsWith('Atreides paid for a shipment: play your Nexus card?'), `ecaz 14h: the window names the shipment ("${text.split('\n')[0]}")`);
      const name = 'Betrayal: take the spice paid for this shipment';
      const button = dec.getByRole('button', { name, exact: true });
      const ls = (await dec.locator('button').allTextContents()).map((t) => t.trim());
      check(ls.includes(name) && ls.includes('Play none'), `ecaz 14h: "${name}" and "Play none" are offered (${ls.join(' | ')})`);
      await fits(button, name);
      await shot(ec, dec, 'nexus-window');
      taken = await clickAndWait(ec, button, name);
    }
    const ok = await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag) }, ecaz: { nexus_window: take } }, () => taken);
    // Spice is behind each shield: each seat's own view says its own.
    const v = await g.view('ecaz');
    const guild = (await g.view('guild')).players.guild.spice;
    const atreides = (await g.view('atreides')).players.atreides.spice;
    check(
      ok && flag.shipped && taken && before?.players.ecaz.spice === 12 && v.players.ecaz.spice === 15 && guild === 5 && atreides === 7,
      `ecaz 14h: with a click Ecaz took the 3 spice the Atreides paid; the Guild got none (ecaz ${before?.players.ecaz.spice} -> ${v.players.ecaz.spice}, guild ${guild}, atreides ${atreides})`,
    );
    check(!v.nexus_cards.card && !v.nexus_cards.moment, `ecaz 14h: the card is spent and the window closed (${JSON.stringify(v.nexus_cards)})`);
    await checkPlayerText(ec, 'ecaz 14h ecaz');
  }
}
