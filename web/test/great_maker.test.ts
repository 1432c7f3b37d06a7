// Ecaz & Moritani, the Great Maker (variant em_great_maker): the client names the card, shows the public
// vote from the view, and offers the vote and the reserve ride as proper controls built from the engine's
// legal list only.
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION, buildPanel } from '../src/decisions';
import { ACTION_TITLE, DECISION_TITLE, DECISION_WHY, PASS_LABEL, greatMakerText, spiceCardName } from '../src/names';
import type { Action, Decision, FactionKey, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;

describe('the Great Maker', () => {
  it('names the card and labels its decisions', () => {
    expect(spiceCardName({ key: 'great_maker' })).toBe('Great Maker');
    expect(ACTION_DECISION.vote_nexus).toBe('great_maker_vote');
    expect(ACTION_DECISION.ride_from_reserves).toBe('great_maker_ride');
    expect(ACTION_TITLE.ride_from_reserves).toBeTruthy();
    expect(DECISION_TITLE.great_maker_vote).toContain('Nexus');
    expect(PASS_LABEL.great_maker_vote).toBeUndefined();
    expect(PASS_LABEL.great_maker_ride).toBeTruthy();
    expect(DECISION_WHY.great_maker_vote).toContain('strict majority');
  });
  it('shows the public vote', () => {
    const m = { voting: true, yes: ['atreides'], no: [], result: null, ride: true } as NonNullable<View['great_maker']>;
    expect(greatMakerText(m)).toContain('For: Atreides. Against: nobody.');
    expect(greatMakerText({ ...m, voting: false, no: ['emperor', 'fremen'], result: 'no_nexus' })).toContain('no Nexus');
    expect(greatMakerText({ ...m, voting: false, result: 'nexus', ride: false })).toBe('The Great Maker: a Nexus occurs. For: Atreides. Against: nobody.');
  });
  it('offers the vote as two buttons and no pass', () => {
    const pending = [{ seat: 'emperor', kind: 'great_maker_vote', min: 0, max: 1 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'vote_nexus', yes: true },
      { type: 'vote_nexus', yes: false },
    ];
    const d = buildPanel(view({}), 'emperor' as FactionKey, pending, legal, []).decisions[0];
    const c = d.controls[0];
    expect(c.kind).toBe('buttons');
    if (c.kind !== 'buttons') return;
    expect(c.items.map((i) => i.label)).toEqual(['Vote for a Nexus', 'Vote against a Nexus']);
    expect(d.pass).toBeNull();
  });
  it('offers the reserve ride as a form over the legal destinations and counts, with its decline', () => {
    const pending = [{ seat: 'fremen', kind: 'great_maker_ride', min: 1, max: 10 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'ride_from_reserves', to: { territory: 'funeral_plain', sector: 14 }, forces: 1 },
      { type: 'ride_from_reserves', to: { territory: 'funeral_plain', sector: 14 }, forces: 10 },
      { type: 'ride_from_reserves', to: { territory: 'the_great_flat', sector: 14 }, forces: 10 },
    ];
    const d = buildPanel(view({}), 'fremen' as FactionKey, pending, legal, []).decisions[0];
    const c = d.controls[0];
    expect(c.kind).toBe('form');
    if (c.kind !== 'form') return;
    expect(c.submitLabel).toBe('Ride the Great Maker');
    expect(c.mapField).toBe('to');
    expect(c.form.fields.map((f) => f.name)).toEqual(['to', 'forces']);
    expect(d.pass?.label).toBe('Keep them in reserve');
  });
});
