// End-to-end scenario 13 (Ecaz & Moritani): the Moritani's own decisions at 390x844, each in a game created
// from a stated position (docs/GAME_FILES.md, "terror_tokens" places the Terror tokens), every seat
// claimed (no bots). The other seat's moves that only lead there go through the API; each decision below
// is answered with a click in the seat's page, then checked in the page (text shown) and in the engine's
// view (API), before and after:
//  a. Enemy of My Enemy: the Atreides ship into Carthag (a face-down Assassination); the Moritani click
//     "Offer Atreides an alliance instead" (terror_trigger), the Atreides click "Accept the alliance with
//     the Moritani" (terror_alliance): both allied, the token back in the Moritani supply unrevealed.
//  b. Refused, then Sabotage and its gift: the Moritani offer the alliance again with a click, the
//     Atreides click "Refuse (they must reveal the token)", the Moritani then have only the reveal (no pass)
//     and click "Reveal Sabotage"; a random Atreides card is discarded and the Moritani click "Give Baliset"
//     (terror_gift): the Atreides hold it.
//  c. Robbery with a full hand (4 cards, the Moritani limit): the Moritani click "Reveal Robbery: take the
//     top treachery card" (a Lasgun, stated on top of the deck), then "Discard Baliset" (terror_discard,
//     no pass): 4 cards, the Lasgun among them.
//  d. Extortion: the Moritani click "Reveal Extortion" on the Atreides entry; at the Mentat Pause the
//     Atreides click "Pay the Moritani 3 spice" (extortion): the token leaves the game.
//  e. Grumman high (variant em_homeworlds, Spice Collection, Robbery face down in Carthag, 14 Moritani
//     in reserve): the Moritani click the button that adds Atomics beside it (grumman_terror): two tokens
//     in Carthag, 4 spice from the Bank.
//  f. Assassinate Leaders (Advanced, a battle in Arrakeen): the Moritani lose to Thufir Hawat with no
//     traitor called, hold the traitor card Duncan Idaho and click "Reveal this traitor card — Leader:
//     Duncan Idaho" (assassinate_leaders): Duncan Idaho goes to the Tanks, the Moritani take 2 spice.
// One Chromium per seat serves every game (a page per game would cost a browser start each).
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

const W = 390;

export async function moritaniDecisions({ base, browser, check, log, shots, checkPlayerText }) {
  const kit = kitOf({ base, browser, log }, 'e2e13');
  const { viewOf, decisionOn, clickAndWait, drive, seatGame, shipInto } = kit;
  const mo = (await browser({ width: W, height: 844 })).page;
  const at = (await browser({ width: W, height: 844 })).page;

  /** A game of the Atreides and the Moritani from a stated position; both pages show their seat. */
  const game = (position, setup = {}) => seatGame({ moritani: mo, atreides: at }, ['atreides', 'moritani'], position, setup);
  /** Turn 2, Shipment and Movement: the Atreides (10 in Arrakeen) ship next; the Moritani sit in The Great
   *  Flat; `extra` adds or overrides fields (terror_tokens, hands, ...). */
  const shipPosition = (extra) => ({
    turn: 2,
    phase: 'ship_move',
    storm_sector: 0,
    forces: [
      { faction: 'atreides', territory: 'arrakeen', count: 10 },
      { faction: 'moritani', territory: 'the_great_flat', count: 6 },
    ],
    spice_on_board: [],
    ...extra,
  });
  const fits = async (loc, what) => {
    const box = await loc.boundingBox();
    check(box && box.x >= 0 && box.x + box.width <= W, `moritani 13: ${what} fits ${W} px`);
  };
  const labels = async (dec) => (await dec.locator('.buttons:not(.pass) button').allTextContents()).map((t) => t.trim());
  const passLabel = async (dec) => ((await dec.locator('.buttons.pass button').allTextContents())[0] ?? '').trim();
  const shot = async (page, dec, name) => {
    await dec.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `moritani-${name}-390.png`) });
  };
  /** The page's text once `re` shows in the element `sel` (or after 10 s). */
  const shown = async (page, sel, re) => {
    await page.waitForFunction(([s, src]) => [...document.querySelectorAll(s)].some((e) => new RegExp(src).test(e.textContent ?? '')), [sel, re.source], { timeout: 10000 }).catch(() => {});
    return (await page.locator(sel).allTextContents()).map((t) => t.trim()).join(' | ');
  };
  const logHas = async (page, re) => re.test(await shown(page, '.log li', re));

  // --- a. Enemy of My Enemy: offered and accepted with clicks -----------------------------------------
  {
    const g = await game(shipPosition({ terror_tokens: { assassination: 'carthag' }, atreides: { spice: 10, hand: [] }, moritani: { spice: 12, hand: [] } }));
    const flag = {};
    let offered = false;
    let accepted = false;
    async function offer(s) {
      const dec = await decisionOn(mo, 'terror_trigger', s);
      const entry = ((await dec.locator('[data-testid="terror-entry"]').textContent()) ?? '').trim();
      check(/^Atreides entered Carthag: the Moritani decide\. Your token there: Assassination: /.test(entry), `moritani 13a: the Moritani see the entry and their token ("${entry}")`);
      const ls = await labels(dec);
      check(ls.includes('Offer Atreides an alliance instead (Enemy of My Enemy)') && ls.includes('Reveal Assassination'), `moritani 13a: reveal or offer the alliance (${ls.join(' | ')})`);
      const button = dec.getByRole('button', { name: 'Offer Atreides an alliance instead (Enemy of My Enemy)' });
      await fits(button, 'the alliance offer');
      await shot(mo, dec, 'offer');
      offered = await clickAndWait(mo, button, 'offer_terror_alliance');
      const after = await viewOf(g.code, g.tokens.atreides);
      check(offered && after.pending.some((d) => d.seat === 'atreides' && d.kind === 'terror_alliance'), `moritani 13a: with a click the offer went to the Atreides (${JSON.stringify(after.pending)})`);
    }
    async function accept(s) {
      const dec = await decisionOn(at, 'terror_alliance', s);
      const title = await dec.innerText();
      check(/The Moritani offer you an alliance instead of revealing their Terror token/.test(title), 'moritani 13a: the Atreides page asks about the alliance');
      check(!/Assassination/.test(await at.locator('body').innerText()), 'moritani 13a: the Atreides page never names the face-down token');
      check((await passLabel(dec)) === 'Refuse (they must reveal the token)', `moritani 13a: the refusal is offered ("${await passLabel(dec)}")`);
      const button = dec.getByRole('button', { name: 'Accept the alliance with the Moritani' });
      await fits(button, 'the accept button');
      await shot(at, dec, 'accept');
      accepted = await clickAndWait(at, button, 'accept_terror_alliance');
      const v = await g.view('atreides');
      check(accepted && v.players.atreides.ally === 'moritani' && v.players.moritani.ally === 'atreides', `moritani 13a: with a click the Atreides and the Moritani are allied (${v.players.atreides.ally}/${v.players.moritani.ally})`);
      const t = (await g.view('moritani')).terror;
      check(t.board.length === 0 && t.supply.includes('assassination') && t.supply_count === 6 && t.revealed.length === 0, `moritani 13a: Assassination went back to the supply unrevealed (${JSON.stringify(t)})`);
    }
    await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag), terror_alliance: accept }, moritani: { terror_trigger: offer } }, () => accepted);
    check(flag.shipped && offered && accepted, 'moritani 13a: Enemy of My Enemy offered and accepted with clicks');
    const allyDd = async (page) => {
      await page.waitForFunction(() => [...document.querySelectorAll('dl.stats dt')].some((dt) => dt.textContent === 'Ally' && dt.nextElementSibling?.textContent !== 'none'), null, { timeout: 10000 }).catch(() => {});
      return page.evaluate(() => [...document.querySelectorAll('dl.stats dt')].find((dt) => dt.textContent === 'Ally')?.nextElementSibling?.textContent ?? '');
    };
    check((await allyDd(at)) === 'Moritani' && (await allyDd(mo)) === 'Atreides', 'moritani 13a: each seat card names its new ally');
    check(await logHas(at, /Enemy of My Enemy: the Moritani and Atreides are allied/), 'moritani 13a: the log tells the alliance');
    const line = await shown(at, '[data-testid="terror"]', /6 in the Moritani supply/);
    check(line === 'Terror tokens: none on the board; 6 in the Moritani supply.', `moritani 13a: the Atreides Factions card: no token on the board ("${line}")`);
    await checkPlayerText(at, 'moritani 13a atreides');
  }

  // --- b. the alliance refused: Sabotage must be revealed; its gift ----------------------------------
  {
    const g = await game(
      shipPosition({ terror_tokens: { sabotage: 'carthag' }, atreides: { spice: 10, hand: ['shield', 'snooper'] }, moritani: { spice: 12, hand: ['baliset', 'chaumas'] } }),
    );
    const flag = {};
    let offered = false;
    let refused = false;
    let revealed = false;
    let given = false;
    async function trigger(s) {
      const dec = await decisionOn(mo, 'terror_trigger', s);
      if (!offered) {
        const button = dec.getByRole('button', { name: 'Offer Atreides an alliance instead (Enemy of My Enemy)' });
        offered = await clickAndWait(mo, button, 'offer_terror_alliance (b)');
        return;
      }
      // After the refusal: the token must be revealed, nothing else offered.
      const text = await dec.innerText();
      check(/The entrant refused your alliance: reveal the Terror token/.test(text), 'moritani 13b: the decision says the token must be revealed');
      const ls = await labels(dec);
      check(ls.join(' | ') === 'Reveal Sabotage' && (await dec.locator('.buttons.pass').count()) === 0, `moritani 13b: only the reveal, no pass (${ls.join(' | ')})`);
      await shot(mo, dec, 'must-reveal');
      revealed = await clickAndWait(mo, dec.getByRole('button', { name: 'Reveal Sabotage' }), 'reveal sabotage');
      const v = await g.view('atreides');
      check(revealed && v.terror.revealed.includes('sabotage') && v.players.atreides.hand_count === 1, `moritani 13b: with a click Sabotage is revealed and the Atreides lost a card at random (hand ${v.players.atreides.hand_count})`);
    }
    async function refuse(s) {
      const dec = await decisionOn(at, 'terror_alliance', s);
      const button = dec.getByRole('button', { name: 'Refuse (they must reveal the token)' });
      await fits(button, 'the refusal');
      await shot(at, dec, 'refuse');
      refused = await clickAndWait(at, button, 'refuse the alliance');
      const v = await viewOf(g.code, g.tokens.moritani);
      check(refused && v.view.players.atreides.ally === null && v.pending.some((d) => d.seat === 'moritani' && d.kind === 'terror_trigger' && d.min === 1), `moritani 13b: with a click the Atreides refused; the Moritani must reveal (${JSON.stringify(v.pending)})`);
    }
    async function gift(s) {
      const dec = await decisionOn(mo, 'terror_gift', s);
      const ls = await labels(dec);
      check(ls.join(' | ') === 'Give Baliset | Give Chaumas' && (await passLabel(dec)) === 'Give no card', `moritani 13b: each card of the hand may be given, or none (${ls.join(' | ')} / ${await passLabel(dec)})`);
      const entry = ((await dec.locator('[data-testid="terror-entry"]').textContent().catch(() => '')) ?? '').trim();
      check(/Atreides entered Carthag/.test(entry), `moritani 13b: the gift names the entry ("${entry}")`);
      const button = dec.getByRole('button', { name: 'Give Baliset' });
      await fits(button, 'the gift button');
      await shot(mo, dec, 'gift');
      given = await clickAndWait(mo, button, 'give_terror_card');
      const atv = await g.view('atreides');
      const mov = await g.view('moritani');
      check(given && atv.hand.some((c) => c.key === 'baliset') && atv.hand.length === 2, `moritani 13b: with a click the Atreides hold the Baliset (${atv.hand.map((c) => c.name).join(', ')})`);
      check(mov.hand.map((c) => c.key).join() === 'chaumas', `moritani 13b: the Moritani keep the Chaumas only (${mov.hand.map((c) => c.name).join(', ')})`);
    }
    await drive(
      g.code,
      g.tokens,
      { atreides: { ship: shipInto(g, 'carthag', flag), terror_alliance: refuse }, moritani: { terror_trigger: trigger, terror_gift: gift } },
      () => given,
    );
    check(flag.shipped && offered && refused && revealed && given, 'moritani 13b: offer, refusal, forced reveal and the Sabotage gift, all with clicks');
    const hand = await shown(at, '[data-testid="hand"]', /Baliset/);
    check(/Baliset/.test(hand), `moritani 13b: the Atreides page shows the Baliset in hand ("${hand}")`);
    check(await logHas(at, /Sabotage: the Moritani give Atreides a card of their hand/), 'moritani 13b: the log tells the gift');
    check(await logHas(at, /Atreides refuse the alliance: the Moritani must reveal the token/), 'moritani 13b: the log tells the refusal');
    const line = await shown(at, '[data-testid="terror"]', /Revealed \(out of the game\): Sabotage/);
    check(/Revealed \(out of the game\): Sabotage\./.test(line), `moritani 13b: the Atreides Factions card lists Sabotage revealed ("${line}")`);
    await checkPlayerText(mo, 'moritani 13b moritani');
  }

  // --- c. Robbery: the top card with a full hand, then a discard ------------------------------------
  {
    const g = await game(
      shipPosition({
        treachery_deck: ['lasgun'],
        terror_tokens: { robbery: 'carthag' },
        atreides: { spice: 10, hand: [] },
        moritani: { spice: 12, hand: ['crysknife', 'baliset', 'karama', 'chaumas'] },
      }),
    );
    const flag = {};
    let took = false;
    let discarded = false;
    let spiceBefore = -1;
    async function rob(s) {
      const dec = await decisionOn(mo, 'terror_trigger', s);
      const ls = await labels(dec);
      check(ls.includes('Reveal Robbery: take the top treachery card') && ls.includes('Reveal Robbery: take half their spice'), `moritani 13c: Robbery offers the card or half the spice (${ls.join(' | ')})`);
      check(/Hand \(4\)/.test(await mo.locator('body').innerText()), 'moritani 13c: the Moritani page shows a full hand of 4');
      spiceBefore = (await g.view('atreides')).players.atreides.spice;
      const button = dec.getByRole('button', { name: 'Reveal Robbery: take the top treachery card' });
      await fits(button, 'the Robbery card button');
      await shot(mo, dec, 'robbery');
      took = await clickAndWait(mo, button, 'reveal robbery (card)');
      const v = await viewOf(g.code, g.tokens.moritani);
      check(took && v.view.hand.length === 5 && v.view.hand.some((c) => c.key === 'lasgun'), `moritani 13c: with a click the Moritani took the Lasgun: 5 cards (${v.view.hand.map((c) => c.name).join(', ')})`);
      check(v.pending.some((d) => d.seat === 'moritani' && d.kind === 'terror_discard'), 'moritani 13c: over the hand limit, the Moritani must discard');
    }
    async function discard(s) {
      const dec = await decisionOn(mo, 'terror_discard', s);
      const ls = await labels(dec);
      check(ls.join(' | ') === 'Discard Crysknife | Discard Baliset | Discard Karama | Discard Chaumas | Discard Lasgun', `moritani 13c: any of the 5 cards may go (${ls.join(' | ')})`);
      check((await dec.locator('.buttons.pass').count()) === 0, 'moritani 13c: the discard has no pass');
      const button = dec.getByRole('button', { name: 'Discard Baliset' });
      await fits(button, 'the discard button');
      await shot(mo, dec, 'discard');
      discarded = await clickAndWait(mo, button, 'discard_over_limit');
      const v = await g.view('moritani');
      check(discarded && v.hand.length === 4 && !v.hand.some((c) => c.key === 'baliset') && v.hand.some((c) => c.key === 'lasgun'), `moritani 13c: with a click the Baliset is discarded: 4 cards left (${v.hand.map((c) => c.name).join(', ')})`);
      const atSpice = (await g.view('atreides')).players.atreides.spice;
      check(v.terror.revealed.includes('robbery') && atSpice === spiceBefore, `moritani 13c: Robbery is out of the game; the Atreides keep their spice (${spiceBefore}->${atSpice})`);
    }
    await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag) }, moritani: { terror_trigger: rob, terror_discard: discard } }, () => discarded);
    check(flag.shipped && took && discarded, 'moritani 13c: Robbery taken as a card and the discard made, with clicks');
    const hand = await shown(mo, '[data-testid="hand"]', /Lasgun/);
    check(/Lasgun/.test(hand) && !/Baliset/.test(hand), `moritani 13c: the Moritani page shows the Lasgun and no Baliset in hand ("${hand}")`);
    check(await logHas(mo, /The Moritani discard Baliset/), 'moritani 13c: the log tells the discard');
    await checkPlayerText(mo, 'moritani 13c moritani');
  }

  // --- d. Extortion: revealed, then paid in the Mentat Pause --------------------------------------------
  {
    const g = await game(shipPosition({ terror_tokens: { extortion: 'carthag' }, atreides: { spice: 10, hand: [] }, moritani: { spice: 12, hand: [] } }));
    const flag = {};
    let revealed = false;
    let paid = false;
    async function reveal(s) {
      const dec = await decisionOn(mo, 'terror_trigger', s);
      const button = dec.getByRole('button', { name: 'Reveal Extortion' });
      await fits(button, 'the Extortion reveal');
      revealed = await clickAndWait(mo, button, 'reveal extortion');
      const t = (await g.view('atreides')).terror;
      check(revealed && t.extortion_pending && t.board.length === 0, `moritani 13d: with a click Extortion is revealed and waits (${JSON.stringify(t)})`);
    }
    let before = null;
    async function pay(s) {
      const dec = await decisionOn(at, 'extortion', s);
      // Each seat's own spice (another faction's is hidden: -1).
      before = { atreides: s.view.players.atreides.spice, moritani: (await g.view('moritani')).players.moritani.spice };
      check(s.view.phase === 'mentat_pause', `moritani 13d: asked in the Mentat Pause (${s.view.phase})`);
      const ls = await labels(dec);
      check(ls.join(' | ') === 'Pay the Moritani 3 spice' && (await passLabel(dec)) === 'Don\u2019t pay', `moritani 13d: pay 3 or not (${ls.join(' | ')} / ${await passLabel(dec)})`);
      const mySpice = ((await at.locator('[data-testid="my-spice"]').textContent()) ?? '').trim();
      check(mySpice === String(before.atreides), `moritani 13d: the Atreides page shows ${before.atreides} spice ("${mySpice}")`);
      const button = dec.getByRole('button', { name: 'Pay the Moritani 3 spice' });
      await fits(button, 'the pay button');
      await shot(at, dec, 'extortion');
      paid = await clickAndWait(at, button, 'pay_extortion');
      const v = await g.view('moritani');
      const atSpice = (await g.view('atreides')).players.atreides.spice;
      check(paid && atSpice === before.atreides - 3 && v.players.moritani.spice === before.moritani + 3, `moritani 13d: with a click 3 spice went to the Moritani (${before.atreides}->${atSpice}, ${before.moritani}->${v.players.moritani.spice})`);
      check(v.terror.revealed.includes('extortion') && !v.terror.extortion_pending && !v.terror.supply.includes('extortion'), `moritani 13d: Extortion left the game (${JSON.stringify(v.terror)})`);
    }
    await drive(g.code, g.tokens, { atreides: { ship: shipInto(g, 'carthag', flag), extortion: pay }, moritani: { terror_trigger: reveal } }, () => paid);
    check(flag.shipped && revealed && paid, 'moritani 13d: Extortion revealed and paid off, with clicks');
    if (before) {
      const mySpice = await shown(at, '[data-testid="my-spice"]', new RegExp(`^${before.atreides - 3}$`));
      check(mySpice === String(before.atreides - 3), `moritani 13d: the Atreides page shows ${before.atreides - 3} spice ("${mySpice}")`);
      const theirSpice = await shown(mo, '[data-testid="my-spice"]', new RegExp(`^${before.moritani + 3}$`));
      check(theirSpice === String(before.moritani + 3), `moritani 13d: the Moritani page shows ${before.moritani + 3} spice ("${theirSpice}")`);
    }
    check(await logHas(mo, /Atreides pay the Moritani 3 spice: the Extortion token leaves the game/), 'moritani 13d: the log tells the payment');
    const line = await shown(mo, '[data-testid="terror"]', /Revealed \(out of the game\): Extortion/);
    check(/Revealed \(out of the game\): Extortion\./.test(line) && !/Extortion revealed: 5 spice wait/.test(line), `moritani 13d: the Moritani Factions card lists Extortion out of the game ("${line}")`);
    await checkPlayerText(at, 'moritani 13d atreides');
  }

  // --- e. Grumman high: a second token beside one, in Spice Collection -------------------------------
  {
    const g = await game(
      {
        turn: 2,
        phase: 'collection',
        storm_sector: 0,
        forces: [
          { faction: 'atreides', territory: 'arrakeen', count: 10 },
          { faction: 'moritani', territory: 'the_great_flat', count: 6 },
        ],
        spice_on_board: [],
        terror_tokens: { robbery: 'carthag' },
        atreides: { spice: 10, hand: [] },
        moritani: { spice: 12, hand: [] },
      },
      { variants: ['em_homeworlds'] },
    );
    let done = false;
    async function grumman(s) {
      const dec = await decisionOn(mo, 'grumman_terror', s);
      const grum = s.view.homeworlds.find((w) => w.homeworld === 'grumman');
      check(grum && grum.side === 'high', `moritani 13e: Grumman is high (${JSON.stringify(grum && { natives: grum.natives, side: grum.side })})`);
      const text = await dec.innerText();
      check(/Grumman is high: add a second Terror token beside one, or take one back, for 4 spice\?/.test(text), 'moritani 13e: the decision is titled');
      const ls = await labels(dec);
      const add = ls.filter((l) => /Carthag/.test(l));
      const remove = ls.filter((l) => /Robbery/.test(l));
      check(ls.length === 6 && add.length === 5 && remove.length === 1, `moritani 13e: 5 tokens of the supply may go to Carthag, Robbery may come back (${ls.join(' | ')})`);
      check((await passLabel(dec)) === 'Leave the tokens as they are', `moritani 13e: the pass is offered ("${await passLabel(dec)}")`);
      const button = dec.locator('.buttons:not(.pass) button').filter({ hasText: /Atomics.*Carthag/ });
      check((await button.count()) === 1, 'moritani 13e: one button adds Atomics to Carthag');
      await fits(button, 'the Grumman button');
      await shot(mo, dec, 'grumman');
      done = await clickAndWait(mo, button, 'grumman_terror');
      const v = await g.view('moritani');
      const inCarthag = v.terror.board.filter((b) => b.territory === 'carthag').map((b) => b.token).sort();
      check(done && inCarthag.join() === 'atomics,robbery', `moritani 13e: with a click Atomics lies beside Robbery in Carthag (${JSON.stringify(v.terror.board)})`);
      check(v.players.moritani.spice === s.view.players.moritani.spice + 4, `moritani 13e: the Moritani took 4 spice from the Bank (${s.view.players.moritani.spice}->${v.players.moritani.spice})`);
      const theirs = (await g.view('atreides')).terror;
      check(theirs.board.length === 2 && theirs.board.every((b) => b.territory === 'carthag' && b.token === null), `moritani 13e: the Atreides see two face-down tokens in Carthag (${JSON.stringify(theirs.board)})`);
    }
    await drive(g.code, g.tokens, { moritani: { grumman_terror: grumman } }, () => done);
    check(done, 'moritani 13e: the Grumman token added with a click');
    const mine = await shown(mo, '[data-testid="terror"]', /Carthag.*Carthag/);
    check(/Robbery in Carthag/.test(mine) && /Atomics in Carthag/.test(mine) && /4 in your supply/.test(mine), `moritani 13e: the Moritani Factions card names both tokens in Carthag ("${mine}")`);
    const theirs = await shown(at, '[data-testid="terror"]', /Carthag, Carthag/);
    check(theirs.startsWith('Terror tokens: face down in Carthag, Carthag; 4 in the Moritani supply.'), `moritani 13e: the Atreides Factions card shows two face-down tokens ("${theirs}")`);
    check(await logHas(at, /Grumman is high: the Moritani add a second Terror token, face down, in Carthag/), 'moritani 13e: the log tells the new token');
    check(!/Atomics/.test(await at.locator('body').innerText()), 'moritani 13e: the Atreides page never names the new token');
    await checkPlayerText(mo, 'moritani 13e moritani');
  }

  // --- f. Advanced: Assassinate Leaders after a lost battle --------------------------------------------
  {
    const g = await game(
      {
        turn: 2,
        phase: 'battle',
        storm_sector: 0,
        forces: [
          { faction: 'atreides', territory: 'arrakeen', count: 6 },
          { faction: 'moritani', territory: 'arrakeen', count: 4 },
        ],
        spice_on_board: [],
        atreides: { spice: 10, hand: [], traitors: ['Vando Terboli'] },
        moritani: { spice: 12, hand: [], traitors: ['Duncan Idaho'] },
      },
      { ruleset: 'advanced' },
    );
    let done = false;
    async function assassinate(s) {
      const dec = await decisionOn(mo, 'assassinate_leaders', s);
      const text = await dec.innerText();
      check(/Assassinate Leaders: reveal a traitor card naming another leader of the winner\?/.test(text), 'moritani 13f: the decision is titled');
      const ls = await labels(dec);
      check(ls.length === 1 && /Duncan Idaho/.test(ls[0]), `moritani 13f: the traitor card Duncan Idaho is offered (${ls.join(' | ')})`);
      check((await passLabel(dec)) === 'Keep my traitor cards', `moritani 13f: the card may be kept ("${await passLabel(dec)}")`);
      const duncan = s.view.players.atreides.leaders.find((l) => l.name === 'Duncan Idaho');
      check(duncan && duncan.where !== 'tanks', 'moritani 13f: Duncan Idaho lives before');
      const button = dec.locator('.buttons:not(.pass) button').filter({ hasText: /Duncan Idaho/ });
      await fits(button, 'the assassination button');
      await shot(mo, dec, 'assassinate');
      done = await clickAndWait(mo, button, 'assassinate_leader');
      const v = await g.view('moritani');
      const after = v.players.atreides.leaders.find((l) => l.name === 'Duncan Idaho');
      check(done && after && after.where === 'tanks', `moritani 13f: with a click Duncan Idaho went to the Tanks (${JSON.stringify(after)})`);
      check(v.players.moritani.spice === s.view.players.moritani.spice + 2, `moritani 13f: the Moritani took his strength, 2 spice (${s.view.players.moritani.spice}->${v.players.moritani.spice})`);
      // The battle was the phase's last: the Mentat Pause may have begun, where a new card replaces it.
      const names = v.traitors.map((l) => l.name);
      check(!names.includes('Duncan Idaho') && names.length === (v.phase === 'mentat_pause' ? 1 : 0), `moritani 13f: the traitor card is spent (${v.phase}: ${JSON.stringify(names)})`);
    }
    await drive(g.code, g.tokens, { moritani: { assassinate_leaders: assassinate } }, () => done, {
      atreides: { type: 'battle_plan', leader: 'Thufir Hawat', dial: 3 },
      moritani: { type: 'battle_plan', leader: 'Lupino Ord', dial: 0 },
    });
    check(done, 'moritani 13f: Assassinate Leaders played with a click');
    const chips = await shown(at, '.chips li', /Duncan Idaho 2 — in the Tanks/);
    check(/Duncan Idaho 2 — in the Tanks/.test(chips), 'moritani 13f: the Atreides page shows Duncan Idaho in the Tanks');
    check(await logHas(at, /Assassinate Leaders: the Moritani reveal their traitor card Duncan Idaho; Duncan Idaho goes to the Tanks/), 'moritani 13f: the log tells the assassination');
    await checkPlayerText(mo, 'moritani 13f moritani');
    await checkPlayerText(at, 'moritani 13f atreides');
  }
  await mo.context().close();
  await at.context().close();
}
