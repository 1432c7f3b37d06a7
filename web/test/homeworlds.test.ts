// Issue 14 (Homeworlds, variant em_homeworlds): the client shows each Homeworld the view lists, with the
// engine's own figures and face, and labels the Caladan reinforcement decision and its decline.
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION, buildPanel } from '../src/decisions';
import { ACTION_TITLE, DECISION_TITLE, DECISION_WHY, PASS_LABEL, homeworldText } from '../src/names';
import { HOMEWORLD_LOC0, inStorm, locName, locationFromJson, locationJson } from '../src/mapgeo';
import type { Action, Decision, FactionKey, HomeworldStatus, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;

describe('Homeworlds', () => {
  it('describes a card from the view alone', () => {
    const caladan: HomeworldStatus = {
      homeworld: 'caladan',
      name: 'Caladan',
      owner: 'atreides',
      natives: 5,
      side: 'low',
      high_min: 6,
      battle: 2,
      effect: 'cannot use the movement advantage to peek at the next spice blow',
    };
    const text = homeworldText(caladan);
    expect(text).toContain('Caladan (Atreides)');
    expect(text).toContain('5 in reserve, low (high from 6)');
    expect(text).toContain('peek at the next spice blow');
  });
  it('names the Occupier, its income and the foreign forces on a card', () => {
    const caladan: HomeworldStatus = {
      homeworld: 'caladan',
      name: 'Caladan',
      owner: 'atreides',
      natives: 0,
      side: 'low',
      high_min: 6,
      battle: 2,
      effect: 'no peek',
      occupier: 'harkonnen',
      occupied_effect: 'The Occupier shares the Atreides bidding advantage.',
      occupied_spice: 2,
      visitors: [{ faction: 'harkonnen', forces: 3, special: 0 }],
    };
    const text = homeworldText(caladan);
    expect(text).toContain('Foreign forces there: Harkonnen 3');
    expect(text).toContain('Occupied by Harkonnen (2 spice from the Bank each Spice Collection)');
    expect(text).toContain('bidding advantage');
  });
  it('maps the Homeworld locations the engine sends, off the map and never in storm', () => {
    const caladan = locationFromJson({ territory: 'caladan' });
    expect(caladan).toBe(HOMEWORLD_LOC0);
    expect(locationFromJson({ territory: 'grumman' })).toBe(HOMEWORLD_LOC0 + 12);
    expect(locName(caladan)).toBe('Caladan (Homeworld)');
    expect(locationJson(caladan)).toEqual({ territory: 'caladan' });
    for (let s = 0; s < 18; s++) expect(inStorm(caladan, s)).toBe(false);
  });
  it('labels the reinforcement decision, its action and its decline', () => {
    expect(ACTION_DECISION.reinforce_from_homeworld).toBe('homeworld_reinforcement');
    expect(ACTION_TITLE.reinforce_from_homeworld).toBeTruthy();
    expect(DECISION_TITLE.homeworld_reinforcement).toContain('Caladan');
    expect(PASS_LABEL.homeworld_reinforcement).toBe('Decline');
    expect(DECISION_WHY.homeworld_reinforcement).toContain('not in the storm');
  });
  it('asks for the sector with a labelled place on the map, and offers the decline', () => {
    const pending = [{ seat: 'atreides', kind: 'homeworld_reinforcement', min: 0, max: 1 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'reinforce_from_homeworld', to: { territory: 'false_wall_east', sector: 4 } },
      { type: 'reinforce_from_homeworld', to: { territory: 'false_wall_east', sector: 6 } },
    ];
    const d = buildPanel(view({}), 'atreides' as FactionKey, pending, legal, []).decisions[0];
    const c = d.controls[0];
    expect(c.kind).toBe('location');
    if (c.kind !== 'location') return;
    expect(c.options.map((o) => locName(o.loc))).toEqual(['False Wall East (sector 4)', 'False Wall East (sector 6)']);
    expect(c.submitLabel).toBe('Move one force here');
    expect(d.pass?.label).toBe('Decline');
  });
});
