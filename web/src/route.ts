export type Route = { page: 'lobby' } | { page: 'game'; code: string; seat: string | null; spectate: boolean } | { page: 'history'; code: string };

/** #/ lobby; #/g/CODE?seat=TOKEN a seat; #/g/CODE?spectate=1 the public view; #/g/CODE/history
 *  a finished game, turn by turn. */
export function parseRoute(hash: string): Route {
  const hist = hash.match(/^#\/g\/([A-Za-z0-9]{8})\/history$/);
  if (hist) return { page: 'history', code: hist[1].toUpperCase() };
  const m = hash.match(/^#\/g\/([A-Za-z0-9]{8})(?:\?(.*))?$/);
  if (!m) return { page: 'lobby' };
  const q = new URLSearchParams(m[2] ?? '');
  return { page: 'game', code: m[1].toUpperCase(), seat: q.get('seat'), spectate: q.get('spectate') === '1' };
}
