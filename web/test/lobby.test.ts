// Issue 13 (lobby): the Ixians and the Tleilaxu are off by default and seated by choosing who plays
// them; the expansion variants come from the server's catalog (GET /api/variants), not a list in
// the client, and the chosen ones reach POST /api/games.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, type Variant } from '../src/api';
import { defaultRoles, seatsFromRoles, toggleVariant } from '../src/lobby';
import engine from '../../engine/data/variants.cpp?raw';
import lobbySrc from '../src/lobby.ts?raw';
import apiSrc from '../src/api.ts?raw';

const catalog: Variant[] = [
  { key: 'a', name: 'A', expansion: 'x', adds: 'adds A', source: 's', needs: [] },
  { key: 'b', name: 'B', expansion: 'x', adds: 'adds B', source: 's', needs: ['a'] },
  { key: 'c', name: 'C', expansion: 'x', adds: 'adds C', source: 's', needs: ['b'] },
];

describe('lobby seats', () => {
  it('has the Ixians and the Tleilaxu off by default, the six base factions on', () => {
    expect(defaultRoles().ixian).toBe('out');
    expect(defaultRoles().tleilaxu).toBe('out');
    expect(seatsFromRoles(defaultRoles()).factions).toEqual(['atreides', 'bene_gesserit', 'emperor', 'fremen', 'guild', 'harkonnen']);
  });
  it('seats the Ixians and the Tleilaxu when a row chooses who plays them', () => {
    const s = seatsFromRoles({ ...defaultRoles(), atreides: 'bot', bene_gesserit: 'out', emperor: 'out', fremen: 'out', ixian: 'me', tleilaxu: 'friend' });
    expect(s.factions).toEqual(['atreides', 'guild', 'harkonnen', 'ixian', 'tleilaxu']);
    expect(s.mine).toEqual(['ixian']);
    expect(s.friends).toEqual(['tleilaxu']);
    expect(s.bots).toEqual(['atreides', 'guild', 'harkonnen']);
  });
  it('sends a strong bot (the search bot) with its level, a standard one by its faction alone', () => {
    const s = seatsFromRoles({ ...defaultRoles(), emperor: 'strong', fremen: 'strong' });
    expect(s.bots).toEqual(['bene_gesserit', { faction: 'emperor', level: 'strong' }, { faction: 'fremen', level: 'strong' }, 'guild', 'harkonnen']);
    expect(s.factions).toHaveLength(6);
  });
  it('leaves the seat count to the engine: a refused table comes back with the server\u2019s sentence', async () => {
    const seven = seatsFromRoles({ ...defaultRoles(), ixian: 'bot' });
    expect(seven.factions).toHaveLength(7);
    vi.stubGlobal('fetch', async () => ({
      ok: false,
      status: 400,
      text: async () => JSON.stringify({ error: { code: 'bad_request', message: 'A game needs 2 to 6 factions.' } }),
    }));
    await expect(api.createGame(seven.factions, seven.bots, 10)).rejects.toThrow('A game needs 2 to 6 factions.');
    vi.unstubAllGlobals();
  });
  it('does not restate the engine\u2019s seat limits in the client', () => {
    expect(lobbySrc).not.toMatch(/length\s*[<>]=?\s*[26]\b/);
  });
});

describe('lobby variants', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('brings the variants a choice needs and clears those that need a cleared one', () => {
    expect(toggleVariant(catalog, [], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleVariant(catalog, ['a', 'b', 'c'], 'a', false)).toEqual([]);
    expect(toggleVariant(catalog, ['a', 'b', 'c'], 'c', false)).toEqual(['a', 'b']);
    expect(toggleVariant(catalog, [], 'a', true)).toEqual(['a']);
  });
  it('reads the catalog from the server and sends the chosen variants with the new game', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { method: string; body?: string }) => {
      calls.push({ url, method: init.method, body: init.body ? JSON.parse(init.body) : undefined });
      const out = url === '/api/variants' ? catalog : { code: 'ABCDEFGH', hostToken: 't', version: 0 };
      return { ok: true, status: 200, text: async () => JSON.stringify(out) };
    });
    expect(await api.variants()).toEqual(catalog);
    expect(calls[0]).toMatchObject({ url: '/api/variants', method: 'GET' });
    await api.createGame(['ixian', 'tleilaxu'], ['tleilaxu'], 10, 'advanced', ['a']);
    expect(calls[1].body).toEqual({ ruleset: 'advanced', factions: ['ixian', 'tleilaxu'], bots: ['tleilaxu'], options: { maxTurns: 10 }, variants: ['a'] });
    await api.createGame(['ixian', 'tleilaxu'], [], 10);
    expect(calls[2].body).not.toHaveProperty('variants');
  });
  it('does not restate the engine\u2019s variant keys in the client', () => {
    const keys = [...engine.matchAll(/"([a-z]+_[a-z_]+)"/g)].map((m) => m[1]).filter((k) => k.startsWith('it_'));
    expect(keys.length).toBeGreaterThan(0);
    for (const src of [lobbySrc, apiSrc]) for (const k of keys) expect(src).not.toContain(k);
  });
});
