// Geometry of the Arrakis disc: 18 sectors counterclockwise (the storm's direction), each
// territory drawn as its sector pieces on radial bands; the Polar Sink is the centre disc.
// No movement rules here: legal shipments and moves come from the server ("moves").
import { LOCATIONS, NEIGHBOURS, TERRITORIES } from './mapdata';
import type { Json } from './types';

export const SECTORS = 18;
export const R_SINK = 17;
export const R_OUTER = 100;
export const POLAR_SINK = 0;

/** Screen angle (degrees, y pointing down) of the centre of sector s: sector 0 at the bottom,
 *  numbers increasing counterclockwise as seen on screen. */
export function sectorCenterAngle(s: number): number {
  return 90 - 20 * s;
}
export function sectorSpan(s: number): [number, number] {
  const c = sectorCenterAngle(s);
  return [c - 10, c + 10];
}

/** Breadth-first depth of each location from the Polar Sink. */
export const DEPTH: readonly number[] = (() => {
  const d = new Array<number>(LOCATIONS.length).fill(-1);
  d[0] = 0;
  let frontier = [0];
  while (frontier.length) {
    const next: number[] = [];
    for (const x of frontier)
      for (const y of NEIGHBOURS[x])
        if (d[y] < 0) {
          d[y] = d[x] + 1;
          next.push(y);
        }
    frontier = next;
  }
  return d;
})();

export interface Piece {
  loc: number;
  territory: number;
  sector: number;
  r0: number;
  r1: number;
  a0: number; // degrees
  a1: number;
}

/** One piece per location: within a sector, locations are stacked outward by depth; locations
 *  of equal depth share the band side by side. */
export const PIECES: readonly Piece[] = (() => {
  const out: Piece[] = [];
  out.push({ loc: 0, territory: 0, sector: -1, r0: 0, r1: R_SINK, a0: 0, a1: 360 });
  for (let s = 0; s < SECTORS; s++) {
    const locs = LOCATIONS.map((l, i) => ({ i, t: l[0], s: l[1] })).filter((x) => x.s === s);
    const depths = [...new Set(locs.map((x) => DEPTH[x.i]))].sort((a, b) => a - b);
    const band = (R_OUTER - R_SINK) / depths.length;
    const [a0, a1] = sectorSpan(s);
    depths.forEach((d, k) => {
      const group = locs.filter((x) => DEPTH[x.i] === d).sort((a, b) => a.i - b.i);
      const w = (a1 - a0) / group.length;
      group.forEach((x, j) => {
        out.push({
          loc: x.i,
          territory: x.t,
          sector: s,
          r0: R_SINK + band * k,
          r1: R_SINK + band * (k + 1),
          a0: a1 - w * (j + 1),
          a1: a1 - w * j,
        });
      });
    });
  }
  return out.sort((a, b) => a.loc - b.loc);
})();

const rad = (deg: number) => (deg * Math.PI) / 180;
const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

export function polar(r: number, deg: number): [number, number] {
  return [r * Math.cos(rad(deg)), r * Math.sin(rad(deg))];
}

/** SVG path of an annular wedge. */
export function wedgePath(r0: number, r1: number, a0: number, a1: number): string {
  if (a1 - a0 >= 360) {
    return `M ${fmt(r1)} 0 A ${fmt(r1)} ${fmt(r1)} 0 1 1 ${fmt(-r1)} 0 A ${fmt(r1)} ${fmt(r1)} 0 1 1 ${fmt(r1)} 0 Z`;
  }
  const [x0, y0] = polar(r1, a0);
  const [x1, y1] = polar(r1, a1);
  const [x2, y2] = polar(r0, a1);
  const [x3, y3] = polar(r0, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    `M ${fmt(x0)} ${fmt(y0)} A ${fmt(r1)} ${fmt(r1)} 0 ${large} 1 ${fmt(x1)} ${fmt(y1)} ` +
    `L ${fmt(x2)} ${fmt(y2)} A ${fmt(r0)} ${fmt(r0)} 0 ${large} 0 ${fmt(x3)} ${fmt(y3)} Z`
  );
}

export function pieceCenter(p: Piece): [number, number] {
  if (p.sector < 0) return [0, 0];
  return polar((p.r0 + p.r1) / 2, (p.a0 + p.a1) / 2);
}

/** Ixians & Tleilaxu: the Hidden Mobile Stronghold's location, after the board's 86 (engine
 *  kMobileStronghold); it has no piece of its own: the board draws it as a marker where it points. */
export const HMS_LOC = 86;
export const HMS_KEY = 'hidden_mobile_stronghold';

/** Homeworlds variant (E3 pp.9-10): the thirteen Homeworlds are off-planet locations after the mobile
 *  stronghold (engine kFirstHomeworldLocation, HomeworldId order); no piece on the map draws them: the
 *  Factions card lists them (view.homeworlds). Keys and names as the engine's (engine/data/map.hpp). */
export const HOMEWORLD_LOC0 = 87;
export const HOMEWORLDS: readonly { key: string; name: string }[] = [
  { key: 'caladan', name: 'Caladan' },
  { key: 'wallach_ix', name: 'Wallach IX' },
  { key: 'kaitain', name: 'Kaitain' },
  { key: 'salusa_secundus', name: 'Salusa Secundus' },
  { key: 'southern_hemisphere', name: 'Southern Hemisphere' },
  { key: 'junction', name: 'Junction' },
  { key: 'giedi_prime', name: 'Giedi Prime' },
  { key: 'ix', name: 'Ix' },
  { key: 'tleilax', name: 'Tleilax' },
  { key: 'tupile', name: 'Tupile' },
  { key: 'richese', name: 'Richese' },
  { key: 'ecaz', name: 'Ecaz' },
  { key: 'grumman', name: 'Grumman' },
];
export function isHomeworldLoc(loc: number): boolean {
  return loc >= HOMEWORLD_LOC0 && loc < HOMEWORLD_LOC0 + HOMEWORLDS.length;
}

/** Discovery variant (em_discovery, E3 p.13): the five location tokens, each one territory with one location
 *  after the Homeworlds (engine kFirstDiscoveryLocation, DiscoveryToken order). None has a piece of its own:
 *  once revealed it lies nested at a board location (view.discovery.locations[].at) and the board draws it as a
 *  marker there. `short`: the marker's text. Keys and names as the engine's (engine/data/map.hpp). */
export const DISCOVERY_LOC0 = 100;
export const DISCOVERY_LOCATIONS: readonly { key: string; name: string; short: string; stronghold: boolean }[] = [
  { key: 'jacurutu_sietch', name: 'Jacurutu Sietch', short: 'Jacurutu', stronghold: true },
  { key: 'cistern', name: 'Cistern', short: 'Cistern', stronghold: false },
  { key: 'ecological_testing_station', name: 'Ecological Testing Station', short: 'Testing Stn', stronghold: false },
  { key: 'shrine', name: 'Shrine', short: 'Shrine', stronghold: false },
  { key: 'orgiz_processing_station', name: 'Orgiz Processing Station', short: 'Orgiz', stronghold: false },
];
export function isDiscoveryLoc(loc: number): boolean {
  return loc >= DISCOVERY_LOC0 && loc < DISCOVERY_LOC0 + DISCOVERY_LOCATIONS.length;
}
/** The Discovery location of a territory key (undefined: not one). */
export function discoveryLocation(key: string): { key: string; name: string; short: string; stronghold: boolean; loc: number } | undefined {
  const i = DISCOVERY_LOCATIONS.findIndex((d) => d.key === key);
  return i < 0 ? undefined : { ...DISCOVERY_LOCATIONS[i], loc: DISCOVERY_LOC0 + i };
}

export function territoryIndex(key: string): number {
  return TERRITORIES.findIndex((t) => t.key === key);
}

/** Location id of {territory, sector} (sector null/undefined: the territory's only or first location). */
export function locationId(territory: string, sector: number | null | undefined): number {
  if (territory === HMS_KEY) return HMS_LOC;
  const hw = HOMEWORLDS.findIndex((w) => w.key === territory);
  if (hw >= 0) return HOMEWORLD_LOC0 + hw;
  const dl = discoveryLocation(territory);
  if (dl) return dl.loc;
  const t = territoryIndex(territory);
  if (t < 0) return -1;
  for (let i = 0; i < LOCATIONS.length; i++) {
    if (LOCATIONS[i][0] !== t) continue;
    if (sector === null || sector === undefined || LOCATIONS[i][1] === sector) return i;
  }
  return -1;
}

export function locationsOf(territory: number): number[] {
  const out: number[] = [];
  LOCATIONS.forEach((l, i) => {
    if (l[0] === territory) out.push(i);
  });
  return out;
}

/** The action JSON of a location, as the codec writes it. */
export function locationJson(loc: number): Json {
  if (loc === HMS_LOC) return { territory: HMS_KEY };
  if (isHomeworldLoc(loc)) return { territory: HOMEWORLDS[loc - HOMEWORLD_LOC0].key };
  if (isDiscoveryLoc(loc)) return { territory: DISCOVERY_LOCATIONS[loc - DISCOVERY_LOC0].key };
  const [t, s] = LOCATIONS[loc];
  const key = TERRITORIES[t].key;
  return s < 0 ? { territory: key } : { territory: key, sector: s };
}

/** Location id of an action's location value (object, bare key or id). */
export function locationFromJson(v: Json): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return locationId(v, null);
  if (v && typeof v === 'object' && !Array.isArray(v) && typeof v.territory === 'string')
    return locationId(v.territory, typeof v.sector === 'number' ? v.sector : null);
  return -1;
}

/** A location for people: the territory, with its sector when it has several. */
export function locName(loc: number): string {
  if (loc < 0) return 'Reserves';
  if (loc === HMS_LOC) return 'Hidden Mobile Stronghold';
  if (isHomeworldLoc(loc)) return `${HOMEWORLDS[loc - HOMEWORLD_LOC0].name} (Homeworld)`;
  if (isDiscoveryLoc(loc)) return DISCOVERY_LOCATIONS[loc - DISCOVERY_LOC0].name;
  const [t, s] = LOCATIONS[loc];
  const name = TERRITORIES[t].name;
  return s < 0 ? name : `${name} (sector ${s})`;
}

export function inStorm(loc: number, stormSector: number): boolean {
  return loc !== POLAR_SINK && loc !== HMS_LOC && !isHomeworldLoc(loc) && !isDiscoveryLoc(loc) && LOCATIONS[loc]?.[1] === stormSector;
}
