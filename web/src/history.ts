// History of a finished game (issue 17 item 9): step through it turn by turn, the board and the
// public log as they were at the end of each turn (GET /api/games/CODE/history?turn=T, replayed
// by the server from the stored log, a spectator's view), and download its game file
// (GET /api/games/CODE/file). Loaded on demand: not part of the first load.
import { ApiError, api } from './api';
import { createBoard } from './board';
import { h } from './dom';
import { factionName, playerText } from './names';
import type { HistoryStep } from './types';

/** One stop of the stepper: the start of the game (version 0), then the end of each turn. */
export interface Stop {
  label: string;
  at: { turn?: number; version?: number };
}
export function stops(turns: { turn: number; version: number }[]): Stop[] {
  return [{ label: 'Start', at: { version: 0 } }, ...turns.map((t) => ({ label: `Turn ${t.turn}`, at: { turn: t.turn } }))];
}

/** The log lines a step adds to the one before it (the public log is cumulative). */
export function newLines(prev: string[], now: string[]): string[] {
  let i = 0;
  while (i < prev.length && i < now.length && prev[i] === now[i]) ++i;
  return now.slice(i);
}

export function mountHistory(root: HTMLElement, code: string): () => void {
  let alive = true;
  let turns: Stop[] = [];
  let index = -1;
  const board = createBoard(() => {});
  const heading = h('h2', { 'data-testid': 'history-turn' }, 'Loading the game…');
  const prev = h('button', { type: 'button', class: 'act', 'data-testid': 'history-prev', disabled: true }, '◂ Previous turn');
  const next = h('button', { type: 'button', class: 'act', 'data-testid': 'history-next', disabled: true }, 'Next turn ▸');
  const pick = h('select', { 'aria-label': 'Turn', 'data-testid': 'history-select' }) as HTMLSelectElement;
  const spiceTable = h('table', { class: 'history-spice' });
  const added = h('ol', { class: 'log', 'data-testid': 'history-turn-log', 'aria-label': 'What happened in this turn' });
  const fullLog = h('ol', { class: 'log' });
  const error = h('p', { class: 'error', role: 'alert' });
  const download = h(
    'a',
    { class: 'button', href: `/api/games/${code}/file`, download: `dune-${code}.json`, 'data-testid': 'download-game-file' },
    'Download the game file',
  );
  const header = h(
    'header',
    { class: 'bar' },
    h('a', { href: `#/g/${code}?spectate=1`, class: 'home', 'aria-label': 'Back to the game' }, '◂ Game'),
    h('span', { class: 'title' }, `Game ${code}: history`),
  );
  const main = h(
    'main',
    { class: 'game history' },
    h(
      'div',
      { class: 'col-a' },
      h('section', { class: 'card', 'aria-label': 'Turn' }, heading, error, h('div', { class: 'history-nav' }, prev, pick, next), h('p', {}, download)),
      h('section', { class: 'card map-card', 'aria-label': 'Map' }, board.el),
    ),
    h(
      'div',
      { class: 'col-b' },
      h('section', { class: 'card', 'aria-label': 'This turn' }, h('h3', {}, 'In this turn'), added, h('h3', {}, 'Spice'), spiceTable),
      h('details', { class: 'card log-card' }, h('summary', {}, 'Game log up to here'), fullLog),
    ),
  );
  root.replaceChildren(header, main);

  // Each turn is asked for once (the server replays the game for every request).
  const cache = new Map<number, Promise<HistoryStep>>();
  const step = (i: number) => {
    let p = cache.get(i);
    if (!p) {
      p = api.history(code, turns[i].at);
      p.catch(() => cache.delete(i));
      cache.set(i, p);
    }
    return p;
  };
  async function go(i: number) {
    if (i < 0 || i >= turns.length) return;
    index = i;
    prev.disabled = next.disabled = true;
    try {
      const s = await step(i);
      if (!alive) return;
      const before = i > 0 ? (await step(i - 1)).log.map((l) => l.text) : [];
      if (!alive || index !== i) return;
      draw(s, before);
    } catch (e) {
      error.textContent = (e as Error).message;
    } finally {
      prev.disabled = index <= 0;
      next.disabled = index >= turns.length - 1;
    }
  }
  function draw(s: HistoryStep, before: string[]) {
    const v = s.view;
    const lastTurn = s.turns[s.turns.length - 1]?.turn ?? s.turn;
    heading.textContent = index === 0 ? `Start of the game (${lastTurn} turns)` : `End of turn ${s.turn} of ${lastTurn}${v.phase === 'game_over' ? ' · game over' : ''}`;
    pick.value = String(index);
    board.update(v, new Set(), null);
    const lines = s.log.map((l) => l.text);
    added.replaceChildren(...newLines(before, lines).map((t) => h('li', {}, playerText(t))));
    fullLog.replaceChildren(...lines.map((t) => h('li', {}, playerText(t))));
    spiceTable.replaceChildren(
      h('tr', {}, h('th', {}, 'Faction'), h('th', {}, 'Spice')),
      ...Object.entries(v.players).map(([f, p]) => h('tr', {}, h('td', {}, factionName(f)), h('td', {}, p!.spice < 0 ? 'behind the shield' : String(p!.spice)))),
    );
    window.__dune = { ...(window.__dune ?? { renders: [], seat: null }), version: s.version, turn: s.turn, phase: v.phase };
  }
  prev.onclick = () => void go(index - 1);
  next.onclick = () => void go(index + 1);
  pick.onchange = () => void go(Number(pick.value));

  void api
    .history(code)
    .then((s) => {
      if (!alive) return;
      turns = stops(s.turns);
      pick.replaceChildren(...turns.map((t, i) => h('option', { value: String(i) }, t.label)));
      // Start at the beginning, then turn by turn.
      return go(0);
    })
    .catch((e: ApiError) => {
      heading.textContent = e.status === 409 ? 'This game is still being played' : 'No history';
      error.textContent = e.status === 409 ? `${e.message} Watch it live meanwhile.` : e.message;
    });
  return () => {
    alive = false;
  };
}
