// The server API as the end-to-end scenarios drive it (docs/API.md): JSON requests, a seat's view,
// an action at an expected version, and the version the page last drew. `tag` names the scenario in
// each request id.
export function apiOf(base, tag) {
  const json = (r) => r.json();
  const post = (path, body, auth = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });
  const bearer = (token) => ({ Authorization: `Bearer ${token}` });
  const viewOf = async (code, token) => json(await fetch(`${base}/api/games/${code}/view`, { headers: bearer(token) }));
  const act = (code, token, version, action) => post(`/api/games/${code}/actions`, { expectedVersion: version, requestId: `${tag}-${version}-${Math.random()}`, action }, bearer(token));
  const version = (page) => page.evaluate(() => window.__dune?.version ?? -1);
  return { json, post, bearer, viewOf, act, version };
}
