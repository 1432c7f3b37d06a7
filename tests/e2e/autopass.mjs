// End-to-end scenario 16 (issue 39): auto-pass on the server, at 390x844.
//
// An Advanced game of six turns with every variant of the server's catalog on, the Ixians played in
// the page and five bots (the server answers for bots at once: --bot-delay-ms 0). The rules are set
// with clicks in the page's settings card (Pass where Pass is the only answer, on by default; never
// play Weather Control or Family Atomics). Then every question the page asks is answered (a click:
// Pass where offered, else the panel's primary or first button; through the API only when the page's
// click is refused), until the end of turn 6. The game must never stall: whenever the server waits on
// the Ixians the page shows the decision, and otherwise the game moves on. Printed per turn: the
// questions the player had to answer, and those the server's rules answered for it (from the seat's
// view, autoPass.answered).
import { join } from 'node:path';
import { apiOf } from './api.mjs';
import { quickAnswer } from './kit.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function autoPassGame({ base, browser, check, log, shots, checkPlayerText }) {
  const t0 = Date.now();
  const { json, post, viewOf, act } = apiOf(base, 'e2e16');
  const TURNS = 6;
  const variants = (await json(await fetch(`${base}/api/variants`))).map((v) => v.key);
  const factions = ['ixian', 'tleilaxu', 'atreides', 'harkonnen', 'fremen', 'emperor'];
  const made = await json(
    await post('/api/games', { ruleset: 'advanced', variants, factions, bots: factions.filter((f) => f !== 'ixian'), options: { maxTurns: TURNS } }),
  );
  check(!!made.code, `autopass: an Advanced game with every variant (${variants.length}) created, the Ixians against five bots`);
  const token = (await json(await post(`/api/games/${made.code}/seats/ixian`))).seatToken;
  const { page } = await browser({ width: 390, height: 844 });
  await page.goto(`${base}/#/g/${made.code}?seat=${encodeURIComponent(token)}`);
  await page.waitForSelector('.conn.live');

  // The rules, with clicks: the settings card reads the server's rules (Pass where Pass is the only
  // answer is on for a new seat) and writes what is changed.
  const card = page.locator('[data-testid="autopass"]');
  await card.locator('summary').click();
  const only = card.locator('input[name="autopass-only"]');
  await page.waitForFunction(() => document.querySelector('input[name="autopass-only"]')?.checked === true, null, { timeout: 10000 }).catch(() => {});
  check(await only.isChecked(), 'autopass: "Pass when Pass is the only answer" is on for a new seat (read from the server)');
  await card.locator('input[name="autopass-storm"]').check();
  const rulesOf = async () => json(await fetch(`${base}/api/games/${made.code}/seats/ixian/autopass`, { headers: { Authorization: `Bearer ${token}` } }));
  let rules = null;
  for (let i = 0; i < 50 && !rules?.rules?.skipStormCards; i++) {
    await sleep(100);
    rules = await rulesOf();
  }
  check(rules?.rules?.skipStormCards === true && rules.rules.onlyPass === true, `autopass: the rules set with clicks are the server's (${JSON.stringify(rules?.rules)})`);
  await page.screenshot({ path: join(shots, 'autopass-rules-390.png') });

  const asked = {}; // turn -> questions the player answered
  const autoAt = {}; // turn -> autoPass.answered when the turn was first seen
  const kinds = {};
  let stalls = 0;
  let apiFallbacks = 0;
  let lastVersion = -1;
  let lastMove = Date.now();
  const turnOf = async () => (await page.evaluate(() => window.__dune?.turn)) ?? 1;
  const deadline = Date.now() + 20 * 60 * 1000;
  while (Date.now() < deadline) {
    const s = await viewOf(made.code, token);
    if (!s.view) {
      await sleep(50);
      continue;
    }
    const turn = s.view.turn;
    if (autoAt[turn] === undefined) autoAt[turn] = s.autoPass?.answered ?? 0;
    if (s.view.phase === 'game_over') break;
    if (s.version !== lastVersion) {
      lastVersion = s.version;
      lastMove = Date.now();
    }
    const mine = s.pending.filter((d) => d.seat === 'ixian');
    if (!mine.length) {
      // Waiting on others (bots answer at once): the game must move on.
      if (Date.now() - lastMove > 15000) {
        stalls++;
        log(`autopass: STALL at version ${s.version}, turn ${turn}, phase ${s.view.phase}; waiting for ${JSON.stringify(s.view.pending)}`);
        await page.screenshot({ path: join(shots, `autopass-stall-${stalls}.png`) });
        if (stalls > 2) break;
        lastMove = Date.now();
      }
      await sleep(100);
      continue;
    }
    // The server waits on the Ixians: the page must show the question (never an empty panel).
    const shown = await page
      .waitForFunction((v) => (window.__dune?.version ?? -1) >= v && document.querySelector('.decision') !== null, s.version, { timeout: 10000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      const again = await viewOf(made.code, token);
      if (again.version !== s.version) continue; // answered meanwhile (it was not ours to wait on)
      stalls++;
      log(`autopass: STALL: the server waits on the Ixians (${mine.map((d) => d.kind).join(', ')}) at version ${s.version} but the page shows no decision`);
      await page.screenshot({ path: join(shots, `autopass-stall-${stalls}.png`) });
      if (stalls > 2) break;
      continue;
    }
    const t = await turnOf();
    const dec = page.locator('.decision').first();
    const kind = await dec.getAttribute('data-kind');
    asked[t] = (asked[t] ?? 0) + 1;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (asked[t] === 1 && t === 1) await checkPlayerText(page, `autopass ${kind}`);
    const target = await quickAnswer(dec);
    let moved = false;
    if (target) {
      await target.click().catch(() => {});
      moved = await page
        .waitForFunction((v) => (window.__dune?.version ?? -1) > v, s.version, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
    }
    if (!moved) {
      // The click was refused or the form needs more than one click: the first legal answer through the API.
      const now = await viewOf(made.code, token);
      if (now.version !== s.version) continue;
      const legal = now.legal.filter((a) => a.type !== 'bribe' && a.type !== 'give_spice');
      const action = legal.find((a) => a.type === 'pass') ?? legal[0];
      if (action) {
        apiFallbacks++;
        await act(made.code, token, now.version, action);
      }
    }
  }
  const final = await viewOf(made.code, token);
  const over = final.view.phase === 'game_over';
  const endTurn = final.view.turn;
  check(stalls === 0, `autopass: the game never stalled (${stalls} stalls) over ${Object.keys(autoAt).length} turns`);
  check(over || endTurn > TURNS, `autopass: the game reached its end (turn ${endTurn}, ${final.view.phase})`);
  const answered = final.autoPass?.answered ?? 0;
  const rows = [];
  for (let t = 1; t <= TURNS; t++) {
    if (autoAt[t] === undefined) continue;
    const next = autoAt[t + 1] ?? answered;
    rows.push({ turn: t, asked: asked[t] ?? 0, auto: next - autoAt[t] });
  }
  log('autopass: questions per turn (the Ixians, every variant, Advanced; bots at once):');
  log('  turn | answered by the player | answered by the rules');
  for (const r of rows) log(`  ${String(r.turn).padStart(4)} | ${String(r.asked).padStart(22)} | ${String(r.auto).padStart(21)}`);
  const totalAsked = rows.reduce((n, r) => n + r.asked, 0);
  const totalAuto = rows.reduce((n, r) => n + r.auto, 0);
  log(`  total: ${totalAsked} by the player (${(totalAsked / Math.max(1, rows.length)).toFixed(1)} a turn), ${totalAuto} by the rules; ${apiFallbacks} answered through the API after a refused click`);
  log(`  the player's questions by kind: ${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  // What the rules answered, from the seat's own log lines ("Auto-pass passed for you: ...").
  const byRule = {};
  for (const l of final.log ?? []) {
    const m = /^Auto-pass passed for you: (.*)\.$/.exec(l.text);
    if (m) for (const k of m[1].split(/, | and /)) byRule[k] = (byRule[k] ?? 0) + 1;
  }
  log(`  the rules' answers by kind: ${Object.entries(byRule).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const spectatorLog = await json(await fetch(`${base}/api/games/${made.code}/view`, { headers: { Authorization: `Bearer ${made.hostToken}` } }));
  check(!JSON.stringify(spectatorLog).includes('Auto-pass'), 'autopass: the public view says nothing of what the rules answered');
  check(totalAuto > 0 && answered === totalAuto, `autopass: the server's rules answered ${answered} questions for the Ixians (the seat's own count)`);
  const line = (await page.locator('[data-testid="autopass-answered"]').textContent()) ?? '';
  check(/Auto-pass has answered \d+ questions? for you/.test(line), `autopass: the page says what the rules answered ("${line.trim()}")`);
  await page.screenshot({ path: join(shots, 'autopass-end-390.png') });
  await page.context().close();
  log(`autopass: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
