// End-to-end scenario 19 (issue 38, item 6): five strong bots (the search bot) at 390x844.
//
// The game is created in the lobby with clicks: the Atreides row "Me", the five others "Strong bot". The
// summary says each bot's level. The server thinks for them on its bot thread with a small budget (the
// suite starts it with --bot-seconds 0.2). The player answers every question in the page (Pass where
// offered, else the primary or first button; the API only when the page's click is refused) through the
// first turn, while the page stays responsive: each answer is drawn within 2 s of the click, and a read
// of the seat's view while the bots think comes back within 1 s.
import { join } from 'node:path';
import { apiOf } from './api.mjs';
import { quickAnswer } from './kit.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function strongBots({ base, browser, check, log, shots }) {
  const { json, viewOf, act } = apiOf(base, 'e2e19');
  const { page } = await browser({ width: 390, height: 844 });
  await page.goto(base + '/');
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  for (const f of ['bene_gesserit', 'emperor', 'fremen', 'guild', 'harkonnen']) await page.selectOption(`select[name="role-${f}"]`, 'strong');
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForSelector('.conn.live', { timeout: 20000 });
  // The page's address names the game and the seat (#/g/CODE?seat=TOKEN).
  const at = new URL(page.url());
  const code = (at.hash.match(/#\/g\/([A-Z0-9]+)/) ?? [])[1];
  const token = new URLSearchParams(at.hash.split('?')[1] ?? '').get('seat');
  check(!!code && !!token, `strong: a game with five strong bots created in the lobby (${code})`);
  const summary = await json(await fetch(`${base}/api/games/${code}`));
  const strong = summary.seats.filter((s) => s.status === 'bot' && s.level === 'strong').map((s) => s.faction);
  check(strong.length === 5, `strong: the summary names five strong bots (${strong.join(', ')})`);
  await page.screenshot({ path: join(shots, 'strong-bots-390.png') });

  let answered = 0;
  let slowest = 0;
  let slowestRead = 0;
  let fallbacks = 0;
  let lastVersion = -1;
  let lastMove = Date.now();
  let stalled = false;
  const deadline = Date.now() + 8 * 60 * 1000;
  while (Date.now() < deadline) {
    const t0 = Date.now();
    const s = await viewOf(code, token);
    slowestRead = Math.max(slowestRead, Date.now() - t0);
    if (!s.view) {
      await sleep(50);
      continue;
    }
    if (s.view.phase === 'game_over' || s.view.turn >= 2) break;
    if (s.version !== lastVersion) {
      lastVersion = s.version;
      lastMove = Date.now();
    }
    if (!s.pending.some((d) => d.seat === 'atreides')) {
      if (Date.now() - lastMove > 60000) {
        stalled = true;
        log(`strong: STALL at version ${s.version}, phase ${s.view.phase}; waiting for ${JSON.stringify(s.view.pending)}`);
        break;
      }
      await sleep(100);
      continue;
    }
    const shown = await page
      .waitForFunction((v) => (window.__dune?.version ?? -1) >= v && document.querySelector('.decision') !== null, s.version, { timeout: 10000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) continue;
    const dec = page.locator('.decision').first();
    const target = await quickAnswer(dec);
    let moved = false;
    if (target) {
      const c0 = Date.now();
      await target.click().catch(() => {});
      moved = await page
        .waitForFunction((v) => (window.__dune?.version ?? -1) > v, s.version, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (moved) {
        answered++;
        slowest = Math.max(slowest, Date.now() - c0);
      }
    }
    if (!moved) {
      const now = await viewOf(code, token);
      if (now.version !== s.version) continue;
      const legal = now.legal.filter((a) => a.type !== 'bribe' && a.type !== 'give_spice');
      const action = legal.find((a) => a.type === 'pass') ?? legal[0];
      if (action) {
        fallbacks++;
        await act(code, token, now.version, action);
      }
    }
  }
  const final = await viewOf(code, token);
  check(!stalled, 'strong: the strong bots never stalled the game');
  check(final.view.turn >= 2 || final.view.phase === 'game_over', `strong: the first turn was played to its end (turn ${final.view.turn}, ${final.view.phase})`);
  check(answered > 0, `strong: the player answered ${answered} questions with clicks (${fallbacks} through the API)`);
  check(slowest < 2000, `strong: each answer was drawn within 2 s of the click (slowest ${slowest} ms)`);
  check(slowestRead < 1000, `strong: the seat's view read while the bots think came back within 1 s (slowest ${slowestRead} ms)`);
  await page.screenshot({ path: join(shots, 'strong-bots-turn2-390.png') });
}
