// The map on crowded positions (test/fixtures/crowded.ts: every token kind, the Hidden Mobile Stronghold, the
// forces of ten factions and the Ambassadors of twelve) at a 390 px phone's scale and a desktop's, measured from
// the SVG the map draws (test/mapcheck.ts): no two labels or markers overlap (the sector numbers and the storm
// marker on the rim included), no marker lies outside its territory, nothing is drawn outside the ring, and
// every piece of the position is on the map (a stack names the factions it holds, Terror tokens their count).
import { describe, expect, it } from 'vitest';
import { locationId } from '../src/mapgeo';
import { CROWDED } from './fixtures/crowded';
import { mapProblems } from './mapcheck';

// A 390 px phone: the map card's SVG is 345 px wide; a 1280 px desktop: about 600 px (the map column).
const SCALES: Record<string, number> = { '390 px': 228 / 345, '1280 px': 228 / 600 };

describe('the map on crowded positions', () => {
  for (const [name, make] of Object.entries(CROWDED))
    for (const [scale, upx] of Object.entries(SCALES))
      it(`${name} at ${scale}: no overlaps, every marker inside its territory and the ring, nothing missing`, () => {
        const problems = mapProblems(make(), upx);
        expect(problems, problems.join('\n')).toEqual([]);
      });
  it('finds the HMS host location the fixtures name', () => {
    expect(locationId('the_great_flat', 14)).toBeGreaterThan(0);
  });
});
