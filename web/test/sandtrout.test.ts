// Issue 13 (Ixians & Tleilaxu variants it_sandtrout, it_cheap_hero_traitor): the client names the
// Sandtrout spice card and each state of its effect the view reports, from the view's keys only.
import { describe, expect, it } from 'vitest';
import { SANDTROUT_STATE, spiceCardName, traitorLabel } from '../src/names';

describe('Sandtrout', () => {
  it('names the spice cards of the discard piles', () => {
    expect(spiceCardName({ key: 'sandtrout' })).toBe('Sandtrout');
    expect(spiceCardName({ key: 'shai_hulud' })).toBe('Shai-Hulud');
    expect(spiceCardName({ key: 'south_mesa', territory: 'south_mesa', amount: 10 })).toBe('South Mesa 10');
  });
  it('labels every state of the view key "sandtrout"', () => {
    for (const k of ['no_nexus', 'double_spice', 'spent']) expect(SANDTROUT_STATE[k], k).toBeTruthy();
  });
});

describe('the Cheap Hero traitor card', () => {
  it('is labelled by its key, not as a leader of a faction', () => {
    expect(traitorLabel({ key: 'cheap_hero_traitor', name: 'Cheap Hero', faction: null, strength: 0 })).toContain('any Cheap Hero');
    expect(traitorLabel({ name: 'Feyd-Rautha', faction: 'harkonnen', strength: 6 })).toBe('Feyd-Rautha (Harkonnen, strength 6)');
  });
});
