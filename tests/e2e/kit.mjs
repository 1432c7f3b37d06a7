// The scenario kit the end-to-end scenarios built from a stated position share: a game from a game
// file with every seat claimed (no bots), a seat's page at 390x844, a decision on a page, a click that
// must move the game on, and a driver that answers every other decision through the API (pass, else the
// first legal action; a battle plan from `plans`). `tag` names the scenario in each request id.
import { apiOf } from './api.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The button a player who answers every question quickly presses in a decision: Pass where offered, else
 *  the primary button when enabled, else the first one; null when the decision has none. */
export async function quickAnswer(dec) {
  const pass = dec.locator('.buttons.pass button');
  const primary = dec.locator('button.act.primary');
  const first = dec.locator('.buttons:not(.pass) button.act');
  if (await pass.count()) return pass.first();
  if ((await primary.count()) && (await primary.first().isEnabled())) return primary.first();
  return (await first.count()) ? first.first() : null;
}

export function kitOf({ base, browser, log }, tag) {
  const api = apiOf(base, tag);
  const { json, post, viewOf, act, version } = api;
  /** A game from a game file, every seat claimed (no bots). */
  async function fromFile(gameFile) {
    const made = await json(await post('/api/games', { gameFile, bots: [] }));
    if (!made.code) throw new Error(`game file refused: ${JSON.stringify(made)}`);
    const tokens = {};
    for (const f of gameFile.setup.factions) tokens[f] = (await json(await post(`/api/games/${made.code}/seats/${f}`))).seatToken;
    return { code: made.code, tokens };
  }
  async function open(code, token) {
    const { page } = await browser({ width: 390, height: 844 });
    await page.goto(`${base}/#/g/${code}?seat=${encodeURIComponent(token)}`);
    await page.waitForSelector('.conn.live');
    return page;
  }
  /** The decision `kind` on `page`, once the page shows the version `s` was read at. */
  async function decisionOn(page, kind, s) {
    await page.waitForFunction((v) => (window.__dune?.version ?? -1) >= v, s.version, { timeout: 15000 });
    const dec = page.locator(`.decision[data-kind="${kind}"]`);
    await dec.waitFor({ timeout: 15000 });
    return dec;
  }
  /** Clicks `button` and waits for the game to move on; false (and the refusal logged) if it did not. */
  async function clickAndWait(page, button, what) {
    const before = await version(page);
    await button.click();
    const moved = await page
      .waitForFunction(
        (v) => (window.__dune && window.__dune.version > v) || (document.querySelector('.decision-card > .error')?.textContent ?? '') !== '',
        before,
        { timeout: 15000 },
      )
      .then(() => true)
      .catch(() => false);
    const ok = (await version(page)) > before;
    if (!ok) log(`${what}: refused or stuck: ${moved ? await page.locator('.decision-card > .error').textContent().catch(() => '') : 'timeout'}`);
    return ok;
  }
  /** Plays every seat through the API (pass, else the first legal action; `plans[f]` for a battle
   *  plan), except the decisions `clicks[faction][kind]` answers with clicks; until `done(s)` (s: the
   *  last seat's state read) or the time is up. */
  async function drive(code, tokens, clicks, done, plans = {}, ms = 45000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      let acted = false;
      for (const [f, token] of Object.entries(tokens)) {
        const s = await viewOf(code, token);
        if (done(s)) return true;
        if (s.view.phase === 'game_over') return false;
        const mine = s.pending.filter((d) => d.seat === f);
        if (!mine.length) continue;
        const kind = mine[0].kind;
        const click = clicks[f]?.[kind];
        if (click) {
          await click(s);
          acted = true;
          continue;
        }
        const legal = s.legal.filter((a) => a.type !== 'bribe');
        const action = (kind === 'battle_plan' && plans[f]) || legal.find((a) => a.type === 'pass') || legal[0];
        if (!action) continue;
        await act(code, token, s.version, action);
        acted = true;
      }
      if (!acted) await sleep(30);
    }
    return false;
  }
  /** A game from a stated position (a game file), every seat claimed; `pages` maps each faction to the page
   *  that shows its seat (one Chromium page per seat serves every game). Returns the code, the seat tokens
   *  and view(f), the engine's view of seat f. */
  async function seatGame(pages, factions, position, setup = {}) {
    const gameFile = { format: 'dune-game', setup: { ruleset: 'basic', factions, random_seating: false, ...setup }, position };
    const { code, tokens } = await fromFile(gameFile);
    for (const [f, page] of Object.entries(pages)) {
      await page.goto('about:blank');
      await page.goto(`${base}/#/g/${code}?seat=${encodeURIComponent(tokens[f])}`);
      await page.waitForSelector('.conn.live');
      await page.waitForFunction(() => (window.__dune?.version ?? -1) >= 0);
    }
    const view = async (f) => (await viewOf(code, tokens[f])).view;
    return { code, tokens, view };
  }
  /** A drive() handler for the Atreides' Ship decision (through the API): 3 forces into `territory`, or a pass
   *  when no shipment there is offered; sets flag.shipped once it is accepted. */
  const shipInto = (g, territory, flag) => async (s) => {
    const o = (s.moves ?? []).find((x) => x.type === 'ship' && x.karama_card === undefined && x.to?.territory === territory);
    const action = o ? { type: 'ship', to: o.to, forces: Math.max(o.min, Math.min(3, o.max)) } : { type: 'pass' };
    const r = await act(g.code, g.tokens.atreides, s.version, action);
    if (o && r.ok) flag.shipped = true;
  };
  return { ...api, fromFile, open, decisionOn, clickAndWait, drive, seatGame, shipInto };
}
