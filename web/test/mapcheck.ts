// Measures the map the client draws (dynamicSvg) from its SVG, box by box, for the map tests: the territory
// names, the sector numbers and storm marker on the rim, and each marker (a top-level group, its nested groups
// included); and lists what is wrong with it: overlaps, a marker outside its territory or the ring, a piece of
// the position missing from the map.
import { dynamicSvg } from '../src/board';
import { LOCATIONS, TERRITORIES } from '../src/mapdata';
import { HMS_LOC, PIECES, R_OUTER, discoveryLocation } from '../src/mapgeo';
import type { View } from '../src/types';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  what: string;
  /** Markers: the territory (or host location) whose piece must hold the marker's centre. */
  inside?: { territory: string; sector?: number };
  cx?: number;
  cy?: number;
  cls?: string;
  attrs?: string;
}

/** Width of a bold system-ui string at font size f (SVG units): 0.6 em a character. */
const textWidth = (s: string, f: number) => [...s].length * f * 0.6;
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
const num = (attrs: string, k: string) => {
  const m = attrs.match(new RegExp(`(?:^|\\s)${k}="([-\\d.]+)"`));
  return m ? Number(m[1]) : undefined;
};

/** Every box the map draws: territory names (one line or two), sector numbers, the storm marker, and each
 *  marker: a top-level group with a translate, measured over everything inside it (nested groups included). */
export function mapBoxes(svg: string): Box[] {
  const out: Box[] = [];
  for (const m of svg.matchAll(/<text class="(tname[^"]*|sector-no)"([^>]*)>(.*?)<\/text>/g)) {
    const [x, y, f] = [num(m[2], 'x')!, num(m[2], 'y')!, num(m[2], 'font-size')!];
    const lines = m[3].includes('<tspan') ? [...m[3].matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((t) => unescape(t[1])) : [unescape(m[3])];
    const w = Math.max(...lines.map((l) => textWidth(l, f)));
    const hh = lines.length * f * 1.2;
    out.push({ x0: x - w / 2, y0: y - hh / 2, x1: x + w / 2, y1: y + hh / 2, what: `${m[1].split(' ')[0]} "${lines.join(' ')}"` });
  }
  const storm = svg.match(/<circle class="storm-marker" cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/);
  if (storm) {
    const [x, y, r] = storm.slice(1).map(Number);
    out.push({ x0: x - r, y0: y - r, x1: x + r, y1: y + r, what: 'storm marker' });
  }
  // Top-level marker groups, measured with their nested groups' offsets.
  const tags = svg.matchAll(/<(\/?)(g|rect|path|text|tspan|title)([^>]*?)(\/?)>|([^<]+)/g);
  const stack: { dx: number; dy: number; box: Box | null }[] = [];
  let textAt: { x: number; y: number; f: number } | null = null;
  let inTitle = false;
  let title = '';
  const grow = (b: Box, x0: number, y0: number, x1: number, y1: number) => {
    b.x0 = Math.min(b.x0, x0);
    b.y0 = Math.min(b.y0, y0);
    b.x1 = Math.max(b.x1, x1);
    b.y1 = Math.max(b.y1, y1);
  };
  for (const t of tags) {
    const [, close, tag, attrs, self, text] = t;
    const top = stack.length ? stack[stack.length - 1] : null;
    const marker = stack.find((x) => x.box)?.box ?? null;
    if (text !== undefined) {
      if (inTitle && stack.length === 1) title += text;
      else if (textAt && marker && top) {
        const w = textWidth(unescape(text), textAt.f);
        grow(marker, top.dx + textAt.x - w / 2, top.dy + textAt.y - textAt.f * 0.6, top.dx + textAt.x + w / 2, top.dy + textAt.y + textAt.f * 0.6);
      }
      continue;
    }
    if (tag === 'title') {
      inTitle = !close && !self;
      continue;
    }
    if (tag === 'g') {
      if (close) {
        const g = stack.pop()!;
        if (g.box && Number.isFinite(g.box.x0)) out.push(g.box);
        continue;
      }
      const tr = attrs.match(/transform="translate\(([-\d.]+) ([-\d.]+)\)"/);
      const dx = (top?.dx ?? 0) + (tr ? Number(tr[1]) : 0), dy = (top?.dy ?? 0) + (tr ? Number(tr[2]) : 0);
      const cls = attrs.match(/class="([^"]+)"/)?.[1] ?? '';
      // A top-level group with a translate is a marker (the storm's group has none).
      const isMarker = stack.length === 0 && !!tr;
      if (isMarker) title = '';
      stack.push({ dx, dy, box: isMarker ? { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, what: cls, cx: dx, cy: dy, cls, attrs } : null });
      continue;
    }
    if (!top || !marker) continue;
    if (tag === 'rect' && !close) {
      const [x, y, w, hh] = [num(attrs, 'x')!, num(attrs, 'y')!, num(attrs, 'width')!, num(attrs, 'height')!];
      grow(marker, top.dx + x, top.dy + y, top.dx + x + w, top.dy + y + hh);
    } else if (tag === 'path' && !close) {
      const ns = [...(attrs.match(/d="([^"]+)"/)?.[1] ?? '').matchAll(/-?[\d.]+/g)].map((n) => Number(n[0]));
      for (let i = 0; i + 1 < ns.length; i += 2) grow(marker, top.dx + ns[i], top.dy + ns[i + 1], top.dx + ns[i], top.dy + ns[i + 1]);
    } else if (tag === 'text') {
      textAt = close ? null : { x: num(attrs, 'x') ?? 0, y: num(attrs, 'y') ?? 0, f: num(attrs, 'font-size') ?? 0 };
    }
    void title;
  }
  // Each marker: what it is and which territory's piece must hold its centre.
  for (const b of out) {
    if (!b.attrs) continue;
    const at = b.attrs.match(/data-(?:at|points-at)="([a-z_]+)(?::(\d+))?"/);
    const terr = b.attrs.match(/data-territory="([a-z_]+)"/)?.[1];
    const key = at ? at[1] : (terr ?? '?');
    b.what = `${b.cls!.split(' ')[0]} in ${key}${at?.[2] ? `:${at[2]}` : ''}`;
    b.inside = { territory: key, sector: at?.[2] !== undefined ? Number(at[2]) : undefined };
  }
  return out;
}

/** The point lies in a piece of the territory (of its sector, when one is named). */
function inTerritory(x: number, y: number, territory: string, sector?: number): boolean {
  const t = TERRITORIES.findIndex((z) => z.key === territory);
  if (t < 0) return false;
  const r = Math.hypot(x, y);
  let a = (Math.atan2(y, x) * 180) / Math.PI;
  return PIECES.some((p) => {
    if (LOCATIONS[p.loc][0] !== t || (sector !== undefined && p.sector >= 0 && p.sector !== sector)) return false;
    if (p.sector < 0) return r <= p.r1;
    while (a < p.a0) a += 360;
    while (a > p.a0 + 360) a -= 360;
    return r >= p.r0 - 0.01 && r <= p.r1 + 0.01 && a <= p.a1 + 0.01;
  });
}

/** What is wrong with the map drawn for `v` at `upx` SVG units per CSS pixel: one line per problem. */
export function mapProblems(v: View, upx: number): string[] {
  const svg = dynamicSvg(v, new Set(), null, upx);
  const boxes = mapBoxes(svg);
  const problems: string[] = [];
  const hit = (a: Box, b: Box) => a.x0 < b.x1 - 0.05 && b.x0 < a.x1 - 0.05 && a.y0 < b.y1 - 0.05 && b.y0 < a.y1 - 0.05;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (hit(boxes[i], boxes[j])) problems.push(`overlap: ${boxes[i].what} / ${boxes[j].what}`);
  for (const b of boxes) {
    if (!b.inside) continue;
    const { territory, sector } = b.inside;
    // A revealed Discovery location lies at its host (data-at); the Hidden Mobile Stronghold where it points.
    if (!discoveryLocation(territory) && territory !== 'hidden_mobile_stronghold' && !inTerritory(b.cx!, b.cy!, territory, sector))
      problems.push(`outside its territory: ${b.what} at (${b.cx!.toFixed(1)}, ${b.cy!.toFixed(1)})`);
    const corners = [[b.x0, b.y0], [b.x1, b.y0], [b.x0, b.y1], [b.x1, b.y1]];
    if (corners.some(([x, y]) => Math.hypot(x, y) > R_OUTER + 0.5)) problems.push(`outside the ring: ${b.what}`);
  }
  // Every piece of the position is drawn: each faction's forces in each territory (its own counter, or named by
  // a stack's data-factions), each territory's spice, the Hidden Mobile Stronghold (tappable), every Terror
  // token (counted), Ambassador, Discovery token and location.
  const marks = [...svg.matchAll(/<g class="([^"]+)"([^>]*) transform=/g)].map((m) => ({ cls: m[1], attrs: m[2] }));
  const attr = (a: string, k: string) => a.match(new RegExp(`data-${k}="([^"]*)"`))?.[1];
  const where = (territory: string) => marks.filter((m) => attr(m.attrs, 'territory') === territory);
  for (const s of v.board) {
    if (s.territory === 'hidden_mobile_stronghold' || discoveryLocation(s.territory)) continue;
    const shown = where(s.territory).some((m) => attr(m.attrs, 'faction') === s.faction || (attr(m.attrs, 'factions') ?? '').split(' ').includes(s.faction));
    if (!shown) problems.push(`missing: ${s.faction} forces in ${s.territory}`);
  }
  for (const p of v.spice) if (!where(p.territory).some((m) => m.cls.startsWith('spice'))) problems.push(`missing: spice in ${p.territory}`);
  if (v.hidden_mobile_stronghold?.points_at && !marks.some((m) => m.cls.startsWith('hms') && attr(m.attrs, 'loc') === String(HMS_LOC)))
    problems.push('missing: a tappable Hidden Mobile Stronghold');
  const terrorAt = new Map<string, number>();
  for (const b of v.terror?.board ?? []) terrorAt.set(b.territory, (terrorAt.get(b.territory) ?? 0) + 1);
  for (const [t, n] of terrorAt) {
    const m = where(t).filter((x) => x.cls.startsWith('terror') || attr(x.attrs, 'terror'));
    const count = m.reduce((k, x) => k + Number(attr(x.attrs, 'count') ?? attr(x.attrs, 'terror') ?? 1), 0);
    if (count !== n) problems.push(`terror tokens in ${t}: ${n} on the board, ${count} drawn`);
  }
  for (const b of v.ambassadors?.board ?? [])
    if (!where(b.territory).some((m) => (m.cls.startsWith('ambassador') && attr(m.attrs, 'ambassador') === b.ambassador) || (attr(m.attrs, 'ambassadors') ?? '').split(' ').includes(b.ambassador))) problems.push(`missing: ${b.ambassador} Ambassador in ${b.territory}`);
  for (const s of v.discovery?.sites ?? []) if (!marks.some((m) => m.cls.startsWith('discovery-site') && attr(m.attrs, 'at') === `${s.at.territory}:${s.at.sector}`)) problems.push(`missing: Discovery token at ${s.at.territory}`);
  for (const l of v.discovery?.locations ?? []) if (!marks.some((m) => m.cls.startsWith('discovery-location') && attr(m.attrs, 'territory') === l.territory)) problems.push(`missing: ${l.territory}`);
  if (v.terror?.aftermath && !where(v.terror.aftermath).some((m) => m.cls.startsWith('aftermath') || attr(m.attrs, 'aftermath'))) problems.push('missing: the Atomics Aftermath');
  // Labels: every stronghold's name is drawn.
  const names = boxes.filter((b) => b.what.startsWith('tname')).map((b) => b.what.slice(7, -1));
  for (const t of TERRITORIES) if (t.terrain === 'stronghold' && !names.includes(t.name)) problems.push(`missing label: ${t.name}`);
  return problems;
}

