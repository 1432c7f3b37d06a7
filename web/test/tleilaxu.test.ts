// Tleilaxu decisions (Ixians & Tleilaxu): the panel offers the actions that answer them, labelled.
import { describe, expect, it } from 'vitest';
import { buildPanel } from '../src/decisions';
import type { Action, Decision, FactionKey, View } from '../src/types';

function view(): View {
  return { players: {}, hand: [], pending: [] } as unknown as View;
}

describe('Tleilaxu decisions', () => {
  it('answers a face_dancer decision with reveal_face_dancer and a labelled pass', () => {
    const pending = [{ seat: 'tleilaxu', kind: 'face_dancer', min: 0, max: 3 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'reveal_face_dancer', forces: 0 },
      { type: 'reveal_face_dancer', forces: 3 },
    ];
    const panel = buildPanel(view(), 'tleilaxu' as FactionKey, pending, legal, []);
    const d = JSON.stringify(panel.decisions[0]);
    expect(d).toContain('reveal_face_dancer');
    expect(d).toContain('Keep the Face Dancer secret');
    expect(d).toContain('Face Dancers: reveal it?');
  });
  it('answers a revival_grants decision with limits to raise and the Karama power', () => {
    const pending = [{ seat: 'tleilaxu', kind: 'revival_grants', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'raise_revival_limit', target: 'atreides' },
      { type: 'karama_prevent_revival', target: 'harkonnen' },
    ];
    const panel = buildPanel(view(), 'tleilaxu' as FactionKey, pending, legal, []);
    const d = JSON.stringify(panel.decisions[0]);
    expect(d).toContain('raise_revival_limit');
    expect(d).toContain('karama_prevent_revival');
    expect(d).toContain('start the revivals');
  });
});

describe('the Tleilaxu as a faction', () => {
  it('have a name, a colour with a letter, a lobby row and a sheet', async () => {
    const { FACTIONS, FACTION_NAME, FACTION_COLOR, FACTION_LETTER } = await import('../src/names');
    const { engineCatalog } = await import('./catalog_fixture');
    const sheet = (f: string) => engineCatalog().factions.find((x) => x.key === f)!.sheet;
    const t: FactionKey = 'tleilaxu';
    expect(FACTIONS).toContain(t);
    expect(FACTION_NAME[t]).toBe('Tleilaxu');
    expect(FACTION_LETTER[t]).toBe('T');
    // A colour of its own, apart from every other faction's.
    expect(FACTIONS.filter((f) => FACTION_COLOR[f] === FACTION_COLOR[t])).toEqual([t]);
    expect(sheet(t).basic.map((l) => l.text).join(' ')).toContain('Face Dancers');
    expect(sheet(t).advanced.map((l) => l.text).join(' ')).toContain('Karama');
  });
});
