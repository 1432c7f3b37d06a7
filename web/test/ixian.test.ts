// Issue 13 (Ixians): the map draws the Hidden Mobile Stronghold where it points, with the forces
// inside it, and the decision panel names its action and its location.
import { describe, expect, it } from 'vitest';
import { dynamicSvg } from '../src/board';
import { ACTION_DECISION } from '../src/decisions';
import { HMS_LOC, locName, locationFromJson, locationJson } from '../src/mapgeo';
import { ACTION_TITLE, DECISION_TITLE, PASS_LABEL } from '../src/names';
import type { View } from '../src/types';

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
    expect(svg).toContain('class="hms"');
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
