// Issue 14 (Homeworlds, variant em_homeworlds): the client shows each Homeworld the view lists, with the
// engine's own figures and face, and labels the Caladan reinforcement decision and its decline.
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION } from '../src/decisions';
import { ACTION_TITLE, DECISION_TITLE, DECISION_WHY, PASS_LABEL, homeworldText } from '../src/names';
import type { HomeworldStatus } from '../src/types';

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
  it('labels the reinforcement decision, its action and its decline', () => {
    expect(ACTION_DECISION.reinforce_from_homeworld).toBe('homeworld_reinforcement');
    expect(ACTION_TITLE.reinforce_from_homeworld).toBeTruthy();
    expect(DECISION_TITLE.homeworld_reinforcement).toContain('Caladan');
    expect(PASS_LABEL.homeworld_reinforcement).toBe('Decline');
    expect(DECISION_WHY.homeworld_reinforcement).toContain('not in the storm');
  });
});
