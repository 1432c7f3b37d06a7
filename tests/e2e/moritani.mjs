// End-to-end scenario 12 (Ecaz & Moritani): the Moritani seat at 390x844, in a game created from a game
// file with the Atreides and the Moritani, every seat claimed (no bots; the game starts at setup, so that
// the setup placement is clicked too; scenario 13 starts from stated positions). With clicks the Moritani place their 6 setup forces in
// Habbanya Sietch, tapped on the map; in the first Mentat Pause they place Sneak Attack face down in
// Carthag, the token picked in the labelled form and the stronghold tapped on the map. Their map names
// the token; the Atreides map shows "?" there and their Factions card the public line. On turn 2 the
// Atreides (through the API) ship into Carthag; the Moritani page names the entry and the token, and the
// Moritani reveal Sneak Attack with a click, bringing 3 forces in from reserves. Each step is checked in
// the page and in the engine's view.
import { join } from 'node:path';
import { kitOf } from './kit.mjs';

export async function moritani({ base, browser, check, log, shots, checkPlayerText }) {
  const { viewOf, act, fromFile, open, decisionOn, clickAndWait, drive } = kitOf({ base, browser, log }, 'e2e12');
  const gameFile = { format: 'dune-game', setup: { ruleset: 'basic', factions: ['atreides', 'moritani'], random_seating: false } };
  const { code, tokens } = await fromFile(gameFile);
  const mo = await open(code, tokens.moritani);
  const at = await open(code, tokens.atreides);
  const fits = async (loc, what) => {
    const box = await loc.boundingBox();
    check(box && box.x >= 0 && box.x + box.width <= 390, `moritani 12: ${what} fits 390 px`);
  };
  /** Taps a territory's piece on the map of `page` (the middle one when it has several sectors): the
   *  topmost shape there (a highlighted place is drawn over its piece), scrolled to the middle of the
   *  screen, under no header. */
  const tap = async (page, territory) => {
    const pieces = page.locator(`.board svg path.piece[data-territory="${territory}"]`);
    const n = await pieces.count();
    const loc = await pieces.nth(Math.floor((n - 1) / 2)).getAttribute('data-loc');
    const top = page.locator(`.board svg [data-loc="${loc}"]`).last();
    await top.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await top.click();
  };

  // --- setup: the 6 forces, tapped on the map -------------------------------------------------------
  let placed = false;
  async function place(s) {
    const dec = await decisionOn(mo, 'place_moritani', s);
    const select = dec.getByLabel('Where your 6 forces go (or tap the map)');
    const options = (await select.locator('option').allTextContents()).map((t) => t.trim());
    check(options.includes('Habbanya Sietch (sector 16)') && !options.some((t) => t.startsWith('Arrakeen')), `moritani 12: the placement list offers the empty territories, not Arrakeen (${options.length} places)`);
    check((await dec.locator('.buttons.pass').count()) === 0, 'moritani 12: the setup placement offers no pass');
    await tap(mo, 'habbanya_sietch');
    const chosen = (await select.locator('option:checked').textContent())?.trim();
    check(chosen === 'Habbanya Sietch (sector 16)', `moritani 12: a tap on Habbanya Sietch chose it in the list ("${chosen}")`);
    const button = dec.getByRole('button', { name: 'Place 6 forces here' });
    await fits(button, 'the placement button');
    await dec.scrollIntoViewIfNeeded();
    await mo.screenshot({ path: join(shots, 'moritani-place-390.png') });
    placed = await clickAndWait(mo, button, 'place_moritani');
    const after = (await viewOf(code, tokens.moritani)).view;
    const there = after.board.find((x) => x.faction === 'moritani' && x.territory === 'habbanya_sietch');
    check(placed && there && there.forces === 6 && after.players.moritani.reserves.normal === 14, `moritani 12: with clicks 6 forces stand in Habbanya Sietch, 14 in reserve (${JSON.stringify(there)})`);
  }
  await drive(code, tokens, { moritani: { place_moritani: place } }, () => placed);
  check(placed, 'moritani 12: the setup placement was offered and made with clicks');
  await mo.waitForSelector('.board g.force[data-faction="moritani"]', { timeout: 10000 }).catch(() => {});
  check((await mo.locator('.board g.force[data-faction="moritani"] text').allTextContents()).includes('M6'), 'moritani 12: the map shows the Moritani counter M6');

  // --- the first Mentat Pause: Sneak Attack into Carthag -------------------------------------------
  let planted = false;
  async function plant(s) {
    const dec = await decisionOn(mo, 'plant_terror', s);
    const now = ((await dec.locator('[data-testid="terror-now"]').textContent()) ?? '').trim();
    check(/^Terror tokens: none on the board; 6 in your supply \(Assassination, Atomics, Extortion, Robbery, Sabotage, Sneak Attack\)\.$/.test(now), `moritani 12: the decision lists the supply ("${now}")`);
    const token = dec.getByLabel('Terror token');
    const tokenOptions = (await token.locator('option').allTextContents()).map((t) => t.trim());
    check(tokenOptions.length === 6 && tokenOptions.includes('Sneak Attack (from your supply)'), `moritani 12: the six tokens are offered by name (${tokenOptions.join(' | ')})`);
    await token.selectOption({ label: 'Sneak Attack (from your supply)' });
    const where = dec.getByLabel('Stronghold (or tap the map)');
    const strongholds = (await where.locator('option').allTextContents()).map((t) => t.trim());
    check(strongholds.includes('Carthag') && strongholds.includes('Arrakeen'), `moritani 12: the strongholds are offered (${strongholds.join(' | ')})`);
    await tap(mo, 'carthag');
    const chosen = (await dec.getByLabel('Stronghold (or tap the map)').locator('option:checked').textContent())?.trim();
    check(chosen === 'Carthag', `moritani 12: a tap on Carthag chose it ("${chosen}")`);
    check((await dec.locator('.buttons.pass button').innerText()).trim() === 'Place no token', 'moritani 12: the pause may be passed ("Place no token")');
    const button = dec.getByRole('button', { name: 'Place the Terror token' });
    await fits(button, 'the Terror button');
    await dec.scrollIntoViewIfNeeded();
    await mo.screenshot({ path: join(shots, 'moritani-terror-390.png') });
    planted = await clickAndWait(mo, button, 'plant_terror');
    const mine = (await viewOf(code, tokens.moritani)).view.terror;
    const theirs = (await viewOf(code, tokens.atreides)).view.terror;
    check(planted && JSON.stringify(mine.board) === '[{"territory":"carthag","token":"sneak_attack"}]', `moritani 12: Sneak Attack lies in Carthag (${JSON.stringify(mine.board)})`);
    check(JSON.stringify(theirs.board) === '[{"territory":"carthag","token":null}]' && theirs.supply_count === 5, `moritani 12: the Atreides see a face-down token in Carthag (${JSON.stringify(theirs)})`);
  }
  await drive(code, tokens, { moritani: { plant_terror: plant } }, () => planted, {}, 60000);
  check(planted, 'moritani 12: the Terror token was placed with clicks in the Mentat Pause');
  const marker = async (page) => {
    await page.waitForSelector('.board g.terror[data-territory="carthag"]', { timeout: 10000 }).catch(() => {});
    return ((await page.locator('.board g.terror[data-territory="carthag"] text').allTextContents())[0] ?? '').trim();
  };
  check((await marker(mo)) === 'Sneak Attack', 'moritani 12: the Moritani map names their token in Carthag');
  check((await marker(at)) === '?', 'moritani 12: the Atreides map shows a face-down "?" in Carthag');
  await mo.locator('.board').screenshot({ path: join(shots, 'moritani-map-390.png') });
  await at.locator('.board').screenshot({ path: join(shots, 'moritani-map-atreides-390.png') });
  const publicLine = ((await at.locator('[data-testid="terror"]').textContent()) ?? '').trim();
  check(publicLine === 'Terror tokens: face down in Carthag; 5 in the Moritani supply.', `moritani 12: the Atreides Factions card shows the public line ("${publicLine}")`);
  check(!/Sneak Attack/.test(await at.locator('body').innerText()), 'moritani 12: the Atreides page never names the token');
  await at.locator('[data-testid="terror"]').scrollIntoViewIfNeeded();
  await at.screenshot({ path: join(shots, 'moritani-atreides-390.png') });

  // --- turn 2: the Atreides ship into Carthag; the Moritani reveal Sneak Attack ----------------------
  let shipped = false;
  async function atreidesShip(s) {
    const opt = (s.moves ?? []).find((o) => o.type === 'ship' && o.karama_card === undefined && o.to?.territory === 'carthag');
    const action = opt ? { type: 'ship', to: opt.to, forces: Math.max(opt.min, Math.min(2, opt.max)) } : { type: 'pass' };
    const r = await act(code, tokens.atreides, s.version, action);
    shipped = shipped || (opt && r.ok);
  }
  let revealed = false;
  async function reveal(s) {
    const dec = await decisionOn(mo, 'terror_trigger', s);
    const entry = ((await dec.locator('[data-testid="terror-entry"]').textContent()) ?? '').trim();
    check(/^Atreides entered Carthag: the Moritani decide\. Your token there: Sneak Attack: /.test(entry), `moritani 12: the decision names the entry and the token ("${entry}")`);
    const labels = (await dec.locator('.buttons:not(.pass) button').allTextContents()).map((t) => t.trim());
    check(
      labels.includes('Offer Atreides an alliance instead (Enemy of My Enemy)') && labels.includes('Reveal Sneak Attack: bring no forces in') && labels.includes('Reveal Sneak Attack: bring 5 forces in from reserves'),
      `moritani 12: reveal with its force counts, or the alliance offer (${labels.join(' | ')})`,
    );
    check((await dec.locator('.buttons.pass button').innerText()).trim() === 'Keep the token hidden', 'moritani 12: the token may stay hidden');
    const button = dec.getByRole('button', { name: 'Reveal Sneak Attack: bring 3 forces in from reserves' });
    await fits(button, 'the reveal button');
    await dec.scrollIntoViewIfNeeded();
    await mo.screenshot({ path: join(shots, 'moritani-reveal-390.png') });
    revealed = await clickAndWait(mo, button, 'reveal_terror');
    const after = (await viewOf(code, tokens.moritani)).view;
    const there = after.board.find((x) => x.faction === 'moritani' && x.territory === 'carthag');
    check(revealed && there && there.forces === 3, `moritani 12: with a click 3 Moritani forces came into Carthag (${JSON.stringify(there)})`);
    check(after.terror.revealed.includes('sneak_attack') && after.terror.board.length === 0 && after.players.moritani.reserves.normal === 11, `moritani 12: Sneak Attack is out of the game (${JSON.stringify(after.terror)})`);
  }
  await drive(code, tokens, { atreides: { ship: atreidesShip }, moritani: { terror_trigger: reveal } }, () => revealed, {}, 60000);
  check(shipped, 'moritani 12: the Atreides shipped into Carthag');
  check(revealed, 'moritani 12: the Moritani revealed their token with a click');
  await at.waitForFunction(() => /Revealed \(out of the game\): Sneak Attack\./.test(document.querySelector('[data-testid="terror"]')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
  const after = ((await at.locator('[data-testid="terror"]').textContent()) ?? '').trim();
  check(/Revealed \(out of the game\): Sneak Attack\./.test(after), `moritani 12: the Atreides Factions card lists the revealed token ("${after}")`);
  await checkPlayerText(mo, 'moritani page');
  await checkPlayerText(at, 'moritani: atreides page');
  await mo.context().close();
  await at.context().close();
}
