export type Route = { page: 'lobby' } | { page: 'game'; code: string; seat: string | null; spectate: boolean };

/** #/ lobby; #/g/CODE?seat=TOKEN a seat; #/g/CODE?spectate=1 the public view. */
export function parseRoute(hash: string): Route {
  const m = hash.match(/^#\/g\/([A-Za-z0-9]{8})(?:\?(.*))?$/);
  if (!m) return { page: 'lobby' };
  const q = new URLSearchParams(m[2] ?? '');
  return { page: 'game', code: m[1].toUpperCase(), seat: q.get('seat'), spectate: q.get('spectate') === '1' };
}
