// Hash routes: #/ lobby; #/g/CODE?seat=TOKEN a seat; #/g/CODE?spectate=1 the public view;
// #/g/CODE/history a finished game, turn by turn.
import './style.css';
import { loadCatalog } from './catalog';
import { mountGame } from './game';
import { mountLobby } from './lobby';
import { parseRoute } from './route';
import { seatsOf } from './storage';

const root = document.getElementById('app')!;
// What the pieces do (the engine's texts), fetched beside the first page.
void loadCatalog();
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

window.addEventListener('hashchange', route);
route();
