// Issue 13 (Ixians): the map draws the Hidden Mobile Stronghold where it points, with the forces
// inside it, and the decision panel names its action and its location.
import { describe, expect, it } from 'vitest';
import { dynamicSvg } from '../src/board';
import { ACTION_DECISION } from '../src/decisions';
import { HMS_LOC, locName, locationFromJson, locationJson } from '../src/mapgeo';
import { ACTION_TITLE, DECISION_TITLE, PASS_LABEL } from '../src/names';
import type { Action, Decision, FactionKey, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;

describe('the Hidden Mobile Stronghold', () => {
  it('is drawn where it points, with the forces inside', () => {
    const svg = dynamicSvg(
      view({
        hidden_mobile_stronghold: { points_at: { territory: 'the_great_flat', sector: 14 } },
        board: [
          { territory: 'hidden_mobile_stronghold', sector: null, faction: 'ixian', forces: 3, special: 3 },
          { territory: 'hidden_mobile_stronghold', sector: null, faction: 'emperor', forces: 2, special: 0 },
        ],
      }),
      new Set([HMS_LOC]),
      HMS_LOC,
    );
    // A piece of its own, tappable (data-loc), highlighted and selected like a territory's piece.
    expect(svg).toContain(`class="hms hl-mark sel-mark" data-loc="${HMS_LOC}"`);
    expect(svg).toContain('HMS I6 E2');
    expect(svg).toContain('6 (3 Cyborgs)');
  });
  it('is not drawn before it is placed or without it', () => {
    expect(dynamicSvg(view({ hidden_mobile_stronghold: { points_at: null } }), new Set(), null)).not.toContain('class="hms"');
    expect(dynamicSvg(view({}), new Set(), null)).not.toContain('class="hms"');
  });
  it('has a location the actions can name', () => {
    expect(locationFromJson('hidden_mobile_stronghold')).toBe(HMS_LOC);
    expect(locationJson(HMS_LOC)).toEqual({ territory: 'hidden_mobile_stronghold' });
    expect(locName(HMS_LOC)).toBe('Hidden Mobile Stronghold');
    expect(ACTION_DECISION.move_stronghold).toBe('mobile_stronghold');
    expect(ACTION_TITLE.move_stronghold).toBeTruthy();
    expect(DECISION_TITLE.mobile_stronghold).toBeTruthy();
    expect(PASS_LABEL.mobile_stronghold).toBe('Stop moving it');
  });
});

describe('the Ixian decisions in the panel', () => {
  it('places or moves the stronghold with a labelled place on the map', async () => {
    const { buildPanel } = await import('../src/decisions');
    const pending = [{ seat: 'ixian', kind: 'mobile_stronghold', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'move_stronghold', to: { territory: 'polar_sink' } },
      { type: 'move_stronghold', to: { territory: 'imperial_basin', sector: 8 } },
    ];
    const d = buildPanel(view({}), 'ixian' as FactionKey, pending, legal, []).decisions[0];
    expect(d.controls).toHaveLength(1);
    const c = d.controls[0];
    expect(c.kind).toBe('location');
    if (c.kind !== 'location') return;
    expect(c.label).toMatch(/Where the stronghold points/);
    expect(c.options.map((o) => locName(o.loc)).join(' | ')).toMatch(/^Imperial Basin.* \| Polar Sink$/);
    expect(c.options.map((o) => o.action)).toContainEqual({ type: 'move_stronghold', to: { territory: 'polar_sink' } });
    expect(d.pass?.label).toBe('Stop moving it');
  });
  it('sets a seen card aside with a labelled card and a labelled place (top or bottom)', async () => {
    const { buildPanel, formOptions } = await import('../src/decisions');
    const { valueLabel } = await import('../src/names');
    const pending = [{ seat: 'ixian', kind: 'set_aside_card', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'set_aside_card', card: 'gom_jabbar' },
      { type: 'set_aside_card', card: 'gom_jabbar', bottom: true },
      { type: 'set_aside_card', card: 'shield' },
      { type: 'set_aside_card', card: 'shield', bottom: true },
    ];
    const d = buildPanel(view({}), 'ixian' as FactionKey, pending, legal, []).decisions[0];
    expect(d.pass).toBeFalsy();
    const c = d.controls[0];
    expect(c.kind).toBe('form');
    if (c.kind !== 'form') return;
    expect(c.form.fields.map((f) => f.label)).toEqual(['Card', 'Where it goes']);
    expect(formOptions(c.form, {}, 1).map((v) => valueLabel('bottom', v))).toEqual(['top of the treachery deck', 'bottom of the treachery deck']);
    expect(formOptions(c.form, {}, 0).map((v) => valueLabel('card', v))).toEqual(['Gom Jabbar', 'Shield']);
    // Every completed form is one of the engine's legal actions (bottom false = left out).
    for (const a of c.form.actions) expect(legal.some((l) => l.card === a.card && (l.bottom === true) === a.bottom)).toBe(true);
  });
  it('names the card up for bid in the technology swap (only the Ixians have seen it)', async () => {
    const { swapCardUp } = await import('../src/decisions');
    const card = (key: string, name: string) => ({ id: 0, key, name, kind: 'x' });
    // view bidding.cards_seen lists the cards not yet sold, the one up for bid first.
    const seen = view({ bidding: { cards_seen: [card('snooper', 'Snooper'), card('shield', 'Shield')] } as unknown as View['bidding'] });
    expect(swapCardUp(seen)).toBe('Up for bid now (only you have seen it): Snooper.');
    expect(swapCardUp(view({ bidding: {} as unknown as View['bidding'] }))).toBeNull();
    expect(swapCardUp(view({}))).toBeNull();
  });
});

describe('the Factions card', () => {
  it('is redrawn when only the technology tokens or the public Tleilaxu line change', async () => {
    const { playersCardInputs } = await import('../src/game');
    const key = (v: View) => JSON.stringify(playersCardInputs(v));
    const base = view({ tech_tokens: { axlotl_tanks: 'tleilaxu', heighliners: 'tleilaxu' } as View['tech_tokens'] });
    const moved = view({ tech_tokens: { axlotl_tanks: 'tleilaxu', heighliners: 'ixian' } as View['tech_tokens'] });
    expect(key(moved)).not.toBe(key(base));
    const t = { face_dancers: [], revealed_face_dancers: [], revival_limit_raised: [], revival_prevented: null, revival_request: null };
    const asked = { ...t, revival_request: { faction: 'ixian', leader: { id: 30, name: 'Dominic Vernius', faction: 'ixian', strength: 4 }, price: null } };
    const priced = { ...asked, revival_request: { ...asked.revival_request, price: 3 } };
    const keys = [t, asked, priced].map((x) => key(view({ tleilaxu: x } as unknown as Partial<View>)));
    expect(new Set(keys).size).toBe(3);
    expect(key(view({ treachery_discard: [{ id: 43, key: 'thumper', name: 'Thumper', kind: 'thumper' }] } as unknown as Partial<View>))).not.toBe(key(view({})));
  });
});

describe('the list of territories with forces or spice', () => {
  it('lists forces in the Hidden Mobile Stronghold (not in the map data) as a stronghold', async () => {
    const { territoryRows } = await import('../src/game');
    const rows = territoryRows(
      view({
        board: [
          { territory: 'hidden_mobile_stronghold', sector: null, faction: 'ixian', forces: 6, special: 0 },
          { territory: 'arrakeen', sector: 9, faction: 'tleilaxu', forces: 2, special: 0 },
        ],
        spice: [{ territory: 'the_great_flat', sector: 14, amount: 10 }],
      } as unknown as Partial<View>),
    );
    expect(rows).toEqual([
      { key: 'arrakeen', name: 'Arrakeen', stronghold: true },
      { key: 'hidden_mobile_stronghold', name: 'Hidden Mobile Stronghold', stronghold: true },
      { key: 'the_great_flat', name: 'The Great Flat', stronghold: false },
    ]);
  });
});
