import { describe, expect, it } from 'vitest';
import { LOCATIONS, TERRITORIES } from '../src/mapdata';
import {
  PIECES,
  R_OUTER,
  R_SINK,
  inStorm,
  locationFromJson,
  locationId,
  locationJson,
  moveDestinations,
  movementRange,
  reachable,
  sectorCenterAngle,
  shipCost,
  shipDestinations,
  territoryDistance,
  wedgePath,
} from '../src/mapgeo';
import type { Stack } from '../src/types';

describe('map data', () => {
  it('has 42 territories and 86 sector pieces', () => {
    expect(TERRITORIES).toHaveLength(42);
    expect(LOCATIONS).toHaveLength(86);
    expect(TERRITORIES.filter((t) => t.terrain === 'stronghold').map((t) => t.key)).toEqual([
      'carthag',
      'arrakeen',
      'tueks_sietch',
      'sietch_tabr',
      'habbanya_sietch',
    ]);
  });
});

describe('geometry', () => {
  it('draws one piece per location, Polar Sink at the centre', () => {
    expect(PIECES).toHaveLength(86);
    PIECES.forEach((p, i) => expect(p.loc).toBe(i));
    expect(PIECES[0]).toMatchObject({ r0: 0, r1: R_SINK, sector: -1 });
  });
  it('puts each piece inside its sector, between the sink and the rim', () => {
    for (const p of PIECES.slice(1)) {
      const c = sectorCenterAngle(p.sector);
      expect(p.a0).toBeGreaterThanOrEqual(c - 10 - 1e-9);
      expect(p.a1).toBeLessThanOrEqual(c + 10 + 1e-9);
      expect(p.r0).toBeGreaterThanOrEqual(R_SINK);
      expect(p.r1).toBeLessThanOrEqual(R_OUTER + 1e-9);
      expect(p.sector).toBe(LOCATIONS[p.loc][1]);
    }
  });
  it('tiles each sector without overlap (areas add up)', () => {
    for (let s = 0; s < 18; s++) {
      const area = PIECES.filter((p) => p.sector === s).reduce((n, p) => n + ((p.a1 - p.a0) / 360) * Math.PI * (p.r1 ** 2 - p.r0 ** 2), 0);
      expect(area).toBeCloseTo((Math.PI * (R_OUTER ** 2 - R_SINK ** 2)) / 18, 6);
    }
  });
  it('runs sectors counterclockwise on screen', () => {
    // sector 0 at the bottom, sector 4.5 (a quarter turn on) at the right.
    expect(sectorCenterAngle(0)).toBe(90);
    expect(sectorCenterAngle(9)).toBe(-90);
  });
  it('writes closed wedge paths', () => {
    expect(wedgePath(10, 20, 0, 20)).toMatch(/^M .* Z$/);
    expect(wedgePath(0, 17, 0, 360)).toContain('A 17 17');
  });
});

describe('locations', () => {
  it('round-trips location JSON', () => {
    for (let l = 0; l < 86; l++) expect(locationFromJson(locationJson(l))).toBe(l);
    expect(locationJson(0)).toEqual({ territory: 'polar_sink' });
    expect(locationJson(5)).toEqual({ territory: 'arrakeen', sector: 9 });
    expect(locationFromJson('carthag')).toBe(4);
    expect(locationId('imperial_basin', 10)).toBe(3);
  });
  it('knows the storm never covers the Polar Sink', () => {
    expect(inStorm(0, 0)).toBe(false);
    expect(inStorm(9, 0)).toBe(true);
    expect(inStorm(10, 0)).toBe(false);
  });
});

describe('movement and shipment', () => {
  const stacks: Stack[] = [
    { territory: 'arrakeen', sector: 9, faction: 'atreides', forces: 10, special: 0 },
    { territory: 'carthag', sector: 10, faction: 'harkonnen', forces: 10, special: 0 },
    { territory: 'tueks_sietch', sector: 4, faction: 'guild', forces: 5, special: 0 },
    { territory: 'tueks_sietch', sector: 4, faction: 'harkonnen', forces: 1, special: 0 },
  ];
  const b = { stormSector: 15, stacks };
  it('gives ornithopters to Arrakeen and Carthag', () => {
    expect(movementRange(b, 'atreides')).toBe(3);
    expect(movementRange(b, 'fremen')).toBe(2);
    expect(movementRange(b, 'emperor')).toBe(1);
  });
  it('reaches neighbours at distance 1 and never enters the storm', () => {
    const d = reachable(b, 'atreides', 5, 1);
    expect(d[5]).toBe(0);
    expect(d[locationId('imperial_basin', 9)]).toBe(1);
    expect(d[locationId('polar_sink', null)]).toBe(-1);
    const far = reachable(b, 'atreides', 5, 3);
    for (let l = 0; l < 86; l++) if (LOCATIONS[l][1] === 15) expect(far[l]).toBe(-1);
  });
  it('keeps out of a stronghold held by two other factions', () => {
    expect(shipDestinations(b, 'atreides', null)).not.toContain(locationId('tueks_sietch', 4));
    expect(shipDestinations(b, 'guild', null)).toContain(locationId('tueks_sietch', 4));
    expect(moveDestinations(b, 'atreides', 5, null)).not.toContain(5);
  });
  it('does not ship into the storm; Fremen stay near the Great Flat', () => {
    for (const l of shipDestinations(b, 'emperor', null)) expect(LOCATIONS[l][1]).not.toBe(15);
    for (const l of shipDestinations(b, 'fremen', null)) expect(territoryDistance(34, LOCATIONS[l][0])).toBeLessThanOrEqual(2);
  });
  it('prices shipments', () => {
    expect(shipCost('atreides', 3, 5)).toBe(5);
    expect(shipCost('atreides', 34, 5)).toBe(10);
    expect(shipCost('guild', 34, 5)).toBe(5);
    expect(shipCost('guild', 3, 3)).toBe(2);
    expect(shipCost('fremen', 34, 5)).toBe(0);
  });
});
