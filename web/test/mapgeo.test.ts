import { describe, expect, it } from 'vitest';
import { LOCATIONS, TERRITORIES } from '../src/mapdata';
import {
  PIECES,
  R_OUTER,
  R_SINK,
  inStorm,
  locationFromJson,
  locationId,
  locName,
  locationJson,
  sectorCenterAngle,
  wedgePath,
} from '../src/mapgeo';

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

describe('location names', () => {
  it('names a location with its sector when the territory has several', () => {
    expect(locName(5)).toBe('Arrakeen (sector 9)');
    expect(locName(0)).toBe('Polar Sink');
    expect(locName(-1)).toBe('Reserves');
  });
});
