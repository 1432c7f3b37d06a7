// Hash routes: #/ lobby; #/g/CODE?seat=TOKEN a seat; #/g/CODE?spectate=1 the public view;
// #/g/CODE/history a finished game, turn by turn.
import './style.css';
import { loadCatalog } from './catalog';
import { h } from './dom';
import { mountGame } from './game';
import { mountLobby } from './lobby';
import { parseRoute } from './route';
import { seatsOf } from './storage';

const root = document.getElementById('app')!;
let unmount: (() => void) | null = null;

function route() {
  unmount?.();
  unmount = null;
  const r = parseRoute(location.hash);
  if (r.page === 'lobby') {
    mountLobby(root);
    return;
  }
  if (r.page === 'history') {
    // Loaded on demand: the history of a finished game is not part of the first load.
    let gone = false;
    unmount = () => (gone = true);
    void import('./history').then((m) => {
      if (!gone) unmount = m.mountHistory(root, r.code);
    });
    return;
  }
  let token = r.seat;
  if (!token && !r.spectate) {
    const mine = seatsOf(r.code);
    if (mine.length) token = mine[0].token;
  }
  unmount = mountGame(root, r.code, token);
}

/** The first page waits for the catalog: the factions a game seats, their names and counters are in it (the
 *  engine's data, catalog.ts), and no page can be drawn without them. A failed fetch says so, with a retry,
 *  rather than leaving the page blank. */
async function start(): Promise<void> {
  root.replaceChildren(h('main', { class: 'lobby' }, h('p', { class: 'info' }, 'Loading the game data\u2026')));
  if (!(await loadCatalog())) {
    root.replaceChildren(
      h(
        'main',
        { class: 'lobby' },
        h(
          'section',
          { class: 'card', 'data-testid': 'catalog-error' },
          h('h2', {}, 'The game data did not load'),
          h('p', { role: 'alert' }, 'The server did not send the factions and the texts of the pieces (GET /api/catalog). Check that the game server is running, then try again.'),
          h('p', {}, h('button', { type: 'button', class: 'primary', onclick: () => void start() }, 'Try again')),
        ),
      ),
    );
    return;
  }
  window.addEventListener('hashchange', route);
  route();
}

void start();
