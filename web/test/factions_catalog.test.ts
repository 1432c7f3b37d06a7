// Issue 36 item 7 ("Rules once"): the factions a game may seat, their names and their counters are the
// engine's data (engine/data/factions.cpp), served in the catalog (GET /api/catalog); the client reads them
// from there and restates none of them.
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalog } from '../src/catalog';
import { defaultRoles } from '../src/lobby';
import { FACTIONS, FACTION_COLOR, FACTION_INK, FACTION_LETTER, FACTION_NAME, factionName } from '../src/names';
import factionsCpp from '../../engine/data/factions.cpp?raw';
import namesSrc from '../src/names.ts?raw';
import lobbySrc from '../src/lobby.ts?raw';
import maplayoutSrc from '../src/maplayout.ts?raw';
import { engineCatalog, useEngineCatalog } from './catalog_fixture';

afterEach(() => {
  useEngineCatalog();
});

describe('the factions come from the catalog', () => {
  it('seats the engine’s playable factions in its order, and names and draws every faction as its data says', () => {
    expect(FACTIONS).toEqual(['atreides', 'bene_gesserit', 'emperor', 'fremen', 'guild', 'harkonnen', 'ixian', 'tleilaxu', 'choam', 'ecaz', 'moritani']);
    expect(FACTION_NAME.guild).toBe('Spacing Guild');
    expect(FACTION_COLOR.atreides).toBe('#2e7d32');
    expect(FACTION_INK.fremen).toBe('#000');
    expect(FACTION_LETTER.ecaz).toBe('Z');
    // Richese are not seated yet, but their Ambassador is named and drawn.
    expect(factionName('choam')).toBe('CHOAM');
    expect((FACTION_LETTER as Record<string, string>).richese).toBe('R');
    // Every faction's counter has a fill and a letter of its own.
    expect(new Set(Object.values(FACTION_COLOR)).size).toBe(12);
    expect(new Set(Object.values(FACTION_LETTER)).size).toBe(12);
  });

  it('follows a catalog that names, draws or seats a faction otherwise', () => {
    const c = engineCatalog();
    const edit = (key: string, change: (f: (typeof c.factions)[number]) => void) => change(c.factions.find((f) => f.key === key)!);
    edit('guild', (f) => (f.name = 'The Guild'));
    edit('fremen', (f) => (f.counter = { fill: '#123456', ink: '#fff', letter: 'Q' }));
    edit('moritani', (f) => (f.playable = false));
    edit('ecaz', (f) => (f.expansion = 'base'));
    setCatalog(c);
    expect(FACTION_NAME.guild).toBe('The Guild');
    expect(factionName('guild')).toBe('The Guild');
    expect(FACTION_COLOR.fremen).toBe('#123456');
    expect(FACTION_INK.fremen).toBe('#fff');
    expect(FACTION_LETTER.fremen).toBe('Q');
    expect(FACTIONS).not.toContain('moritani');
    expect(FACTIONS).toContain('ecaz');
    // The lobby's rows are the roster; a faction of the base game is a bot's by default.
    const roles = defaultRoles();
    expect(Object.keys(roles)).toEqual([...FACTIONS]);
    expect(roles.ecaz).toBe('bot');
    expect(roles.atreides).toBe('me');
    expect(roles.ixian).toBe('out');
  });

  it('has no faction colour or roster written in the client', () => {
    const fills = [...factionsCpp.matchAll(/\{"(#[0-9a-f]{6})",\s*"#[0-9a-f]{3}",\s*"[A-Z]"\}/g)].map((m) => m[1]);
    expect(fills).toHaveLength(12);
    for (const [file, src] of [
      ['names.ts', namesSrc],
      ['lobby.ts', lobbySrc],
      ['maplayout.ts', maplayoutSrc],
    ])
      for (const fill of fills) expect(src.toLowerCase().includes(fill), `${file} restates ${fill}`).toBe(false);
    expect(namesSrc).not.toMatch(/#[0-9a-fA-F]{3,6}\b/);
    // The lobby lists no faction keys: its rows and defaults follow the catalog.
    expect(lobbySrc).not.toMatch(/bene_gesserit|harkonnen|tleilaxu|moritani/);
  });
});
