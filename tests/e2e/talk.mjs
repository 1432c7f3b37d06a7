// End-to-end scenario 17 (issue 39): table talk at 390x844, across a server restart.
//
// A game of the Atreides and the Harkonnen (two browser pages, one per seat), the Fremen (a third
// seat, read through the API) and two bots, and a spectator page. With clicks: the Atreides say
// something to everyone, with markup in it (shown as text), and something to the Harkonnen alone; the
// Harkonnen answer privately. Each page shows what it may read and nothing else (the spectator and
// the Fremen never see a private message); an unread count shows on the closed drawer; the drawer
// does not cover the map. Then the server process is killed (SIGKILL) and started again on the same
// SQLite file: the pages reconnect, a page reloaded reads the whole history it may read, and a
// message sent after the restart reaches both seats and the spectator.
import { join } from 'node:path';
import { apiOf } from './api.mjs';

export async function tableTalk({ base, browser, check, log, shots, checkPlayerText, restartServer }) {
  const t0 = Date.now();
  const { json, post, bearer } = apiOf(base, 'e2e17');
  const made = await json(await post('/api/games', { factions: ['atreides', 'harkonnen', 'fremen', 'emperor', 'guild'], bots: ['emperor', 'guild'] }));
  const tokens = {};
  for (const f of ['atreides', 'harkonnen', 'fremen']) tokens[f] = (await json(await post(`/api/games/${made.code}/seats/${f}`))).seatToken;
  const open = async (hash) => {
    const { page } = await browser({ width: 390, height: 844 });
    await page.goto(`${base}/#/g/${made.code}${hash}`);
    await page.waitForSelector('.conn.live');
    await page.waitForSelector('[data-testid="talk"]');
    return page;
  };
  const a = await open(`?seat=${encodeURIComponent(tokens.atreides)}`);
  const h = await open(`?seat=${encodeURIComponent(tokens.harkonnen)}`);
  const s = await open('?spectate=1');

  const drawer = (p) => p.locator('[data-testid="talk"]');
  const openDrawer = async (p) => {
    if (!(await drawer(p).evaluate((d) => d.open))) await drawer(p).locator('summary').click();
  };
  const tab = (p, name) => drawer(p).locator('.talk-tabs button', { hasText: name });
  const logText = async (p) => (await drawer(p).locator('[data-testid="talk-log"]').innerText()).trim();
  const send = async (p, text) => {
    await drawer(p).locator('input[name="talk-text"]').fill(text);
    await drawer(p).locator('button[type="submit"]').click();
    await p.waitForFunction(() => document.querySelector('input[name="talk-text"]')?.value === '', null, { timeout: 10000 });
  };
  const shows = (p, text, ms = 10000) =>
    p
      .waitForFunction((t) => (document.querySelector('[data-testid="talk-log"]')?.textContent ?? '').includes(t), text, { timeout: ms })
      .then(() => true)
      .catch(() => false);
  const pageHas = async (p, text) => (await p.locator('body').innerText()).includes(text);

  // The closed drawer is one line above the map, beside nothing: it covers no part of the board.
  const box = async (p, sel) => p.locator(sel).first().boundingBox();
  const overlap = (x, y) => x && y && x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  check(!overlap(await box(a, '[data-testid="talk"]'), await box(a, '.board svg')), 'talk: the closed drawer does not cover the map');

  // 1. A public message with markup in it, with clicks.
  const pub = 'Hello table <b>not bold</b> & <script>alert(1)</script>';
  await openDrawer(a);
  await send(a, pub);
  check(await shows(a, pub), 'talk: the Atreides see their public message');
  await h.waitForFunction(() => document.querySelector('[data-testid="talk-unread"]')?.textContent === '1', null, { timeout: 10000 }).catch(() => {});
  check((await h.locator('[data-testid="talk-unread"]').textContent()) === '1', 'talk: the Harkonnen drawer, closed, counts 1 unread');
  await h.screenshot({ path: join(shots, 'talk-unread-390.png') });
  await openDrawer(h);
  check(await shows(h, pub), 'talk: the Harkonnen read the public message');
  check(await shows(s, pub), 'talk: the spectator reads the public message');
  const bold = await a.locator('[data-testid="talk-log"] b, [data-testid="talk-log"] script').count();
  check(bold === 0 && (await logText(a)).includes('<b>not bold</b>'), 'talk: markup is shown as text, never interpreted');

  // 2. Private messages between the two seats, with clicks.
  const secretA = 'Secret from the Atreides: spice for your vote';
  const secretH = 'Secret from the Harkonnen: deal, after the storm';
  await tab(a, 'Harkonnen').click();
  await send(a, secretA);
  check(await shows(a, secretA), 'talk: the Atreides see their private message in the Harkonnen channel');
  await h.waitForFunction(() => /Atreides \(1\)/.test(document.querySelector('.talk-tabs')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
  check(/Atreides \(1\)/.test(await drawer(h).locator('.talk-tabs').innerText()), 'talk: the Harkonnen see 1 unread in their Atreides channel');
  await tab(h, 'Atreides').click();
  check(await shows(h, secretA), 'talk: the Harkonnen read the private message');
  await send(h, secretH);
  check(await shows(a, secretH), 'talk: the Atreides read the private answer');
  await a.screenshot({ path: join(shots, 'talk-390.png') });
  await openDrawer(s);
  check(!(await pageHas(s, 'Secret')), 'talk: the spectator sees no private message');
  check((await drawer(s).locator('.talk-tabs button').count()) <= 1 && (await drawer(s).locator('input[name="talk-text"]').count()) === 0, 'talk: the spectator has only the public channel and no form');
  const fremenRead = await json(await fetch(`${base}/api/games/${made.code}/messages`, { headers: bearer(tokens.fremen) }));
  check(fremenRead.messages.length === 1 && fremenRead.messages[0].text === pub, `talk: a third seat (the Fremen) reads only the public message (${fremenRead.messages.length})`);
  const hostRead = await json(await fetch(`${base}/api/games/${made.code}/messages`, { headers: bearer(made.hostToken) }));
  check(hostRead.messages.length === 1, 'talk: the host token reads the public channel only');
  const summary = await (await fetch(`${base}/api/games/${made.code}`)).text();
  check(!summary.includes('Secret'), 'talk: the public summary holds no message');
  const width = await a.evaluate(() => document.documentElement.scrollWidth);
  check(width <= 392, `talk: no horizontal scrolling with the drawer open (scrollWidth ${width})`);
  // A refusal says why (the server's sentence in the drawer).
  await drawer(a).locator('input[name="talk-text"]').fill('x'.repeat(501));
  await drawer(a).locator('button[type="submit"]').click();
  check(/at most 500/.test((await drawer(a).locator('[data-testid="talk-error"]').textContent()) ?? ''), 'talk: a message over 500 characters is refused with a sentence');
  await drawer(a).locator('input[name="talk-text"]').fill('');

  // 3. The server is killed and started again on the same file.
  await restartServer();
  for (const p of [a, h, s]) await p.waitForSelector('.conn.live', { timeout: 30000 });
  check(true, 'talk: every page reconnected after the server restart');
  const after = 'After the restart: still at the table';
  await tab(a, 'Everyone').click();
  await send(a, after);
  await tab(h, 'Everyone').click();
  check(await shows(h, after, 15000), 'talk: after the restart the Harkonnen read a new public message');
  check(await shows(s, after, 15000), 'talk: after the restart the spectator reads it');
  // A page loaded after the restart reads the whole history it may read.
  await h.reload();
  await h.waitForSelector('.conn.live');
  await openDrawer(h);
  check(await shows(h, pub) && (await shows(h, after)), 'talk: reloaded after the restart, the Harkonnen page holds both public messages');
  await tab(h, 'Atreides').click();
  check((await shows(h, secretA)) && (await shows(h, secretH)), 'talk: and both private messages, in the Atreides channel');
  await s.reload();
  await s.waitForSelector('.conn.live');
  await openDrawer(s);
  check((await shows(s, after)) && !(await pageHas(s, 'Secret')), 'talk: the spectator, reloaded, reads the public messages and no private one');
  const fremenAfter = await json(await fetch(`${base}/api/games/${made.code}/messages`, { headers: bearer(tokens.fremen) }));
  check(fremenAfter.messages.map((m) => m.text).join('|') === `${pub}|${after}`, 'talk: after the restart the Fremen still read the public messages only');
  await checkPlayerText(a, 'talk');
  await s.screenshot({ path: join(shots, 'talk-spectator-390.png') });
  for (const p of [a, h, s]) await p.context().close();
  log(`talk: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
