// Layout of the map's dynamic layer: what each territory holds (spice, each faction's forces, Terror tokens,
// Ambassadors, the Atomics Aftermath, Discovery tokens), the Hidden Mobile Stronghold and the revealed Discovery
// locations, and the territory names, placed so that nothing overlaps and every marker is anchored inside its
// own territory, inside the ring. Pure functions (no DOM): board.ts draws the result, the map test measures it.
//
// A territory's pieces are drawn together as one marker, its chips in rows around an anchor point that lies in
// one of the territory's pieces. Where the full chips do not fit (a phone at the whole map's zoom, a crowded
// position), the marker is drawn more compactly: the factions' forces as one stack naming each faction by its
// letter, then every piece of the territory as one pile with a count (the inspector and the zoom show the rest).
import { LOCATIONS, TERRITORIES } from './mapdata';
import { HMS_KEY, HMS_LOC, PIECES, R_OUTER, SECTORS, discoveryLocation, locName, locationId, pieceCenter, polar, sectorCenterAngle, type Piece } from './mapgeo';
import { DISCOVERY_POOL_NAME, FACTION_COLOR, FACTION_INK, FACTION_LETTER, FACTION_NAME, discoveryTokenName, factionName, forceText, terrorName } from './names';
import { DISCOVERY_TOKEN_SHORT } from './names';
import type { FactionKey, View } from './types';

/** Screen sizes (CSS px) of the map's text and counters, whatever the zoom: labels >= 11 px,
 *  counters >= 20 px tall (legible on a 390 px phone without zooming). */
export const LABEL_PX = 11;
export const STRONGHOLD_PX = 12;
export const COUNTER_PX = 20;
export const COUNTER_FONT_PX = 11;
/** The whole map's viewBox. */
export const FULL = { x: -114, y: -114, w: 228, h: 228 };

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
export const boxAt = (cx: number, cy: number, w: number, h: number): Box => ({ x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 });
/** Width of a bold system-ui string at font size f (units): generous, so that the real text fits its box. */
export const textWidth = (s: string, f: number) => [...s].length * f * 0.64;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const n2 = (x: number) => x.toFixed(2);
/** A font size, rounded up (never below its screen size). */
const fs2 = (x: number) => (Math.ceil(x * 100 - 1e-6) / 100).toFixed(2);
const n1 = (x: number) => x.toFixed(1);

// --- Where a marker may go: points inside a territory's pieces ---------------------------------------------

function inPiece(p: Piece, x: number, y: number): boolean {
  const r = Math.hypot(x, y);
  if (p.sector < 0) return r <= p.r1;
  if (r < p.r0 || r > p.r1) return false;
  let a = (Math.atan2(y, x) * 180) / Math.PI;
  while (a < p.a0) a += 360;
  while (a > p.a0 + 360) a -= 360;
  return a <= p.a1;
}

/** The piece a point lies in (its location id), or -1. */
export function pieceAt(x: number, y: number): number {
  for (const p of PIECES) if (inPiece(p, x, y)) return p.loc;
  return -1;
}

/** A territory's anchor: the centre of its middle sector piece (the Polar Sink: above centre). */
export function anchor(t: number): [number, number] {
  const ps = PIECES.filter((p) => p.territory === t);
  const [x, y] = pieceCenter(ps[Math.floor((ps.length - 1) / 2)]);
  return t === 0 ? [x, y - 6] : [x, y];
}

const STEP = 1.2;
const candidateCache = new Map<string, [number, number][]>();
/** Points inside territory t's pieces (of one sector when given), nearest its anchor first. */
export function candidates(t: number, sector: number | null = null): [number, number][] {
  const key = `${t}:${sector ?? ''}`;
  const hit = candidateCache.get(key);
  if (hit) return hit;
  const ps = PIECES.filter((p) => p.territory === t && (sector === null || p.sector === sector || p.sector < 0));
  const out: [number, number][] = [];
  for (const p of ps) {
    if (p.sector < 0) {
      for (let x = -p.r1; x <= p.r1; x += STEP) for (let y = -p.r1; y <= p.r1; y += STEP) if (Math.hypot(x, y) <= p.r1 - 0.5) out.push([x, y]);
      continue;
    }
    for (let r = p.r0 + 0.5; r <= p.r1 - 0.5; r += STEP) {
      const da = ((STEP / r) * 180) / Math.PI;
      for (let a = p.a0 + da / 2; a <= p.a1 - da / 4; a += da) out.push(polar(r, a));
    }
  }
  const [ax, ay] = sector === null ? anchor(t) : pieceCenter(ps[0]);
  out.sort((a, b) => Math.hypot(a[0] - ax, a[1] - ay) - Math.hypot(b[0] - ax, b[1] - ay));
  candidateCache.set(key, out);
  return out;
}

/** Points around territory t, out to 30 units from its pieces, nearest its anchor first. */
const nearCache = new Map<number, [number, number][]>();
function near(t: number): [number, number][] {
  const hit = nearCache.get(t);
  if (hit) return hit;
  const [ax, ay] = anchor(t);
  const out: [number, number][] = [];
  for (let x = ax - 40; x <= ax + 40; x += STEP) for (let y = ay - 40; y <= ay + 40; y += STEP) out.push([x, y]);
  out.sort((a, b) => Math.hypot(a[0] - ax, a[1] - ay) - Math.hypot(b[0] - ax, b[1] - ay));
  nearCache.set(t, out);
  return out;
}

// --- Chips: one drawn token (a counter, a marker), sized in SVG units ------------------------------------

export interface Chip {
  w: number;
  h: number;
  /** SVG of the chip centred at (x, y) of its marker. */
  svg(x: number, y: number): string;
}

interface Sizes {
  upx: number;
  h: number; // chip height
  f: number; // chip font size
  pad: number;
}

function sizes(upx: number): Sizes {
  return { upx, h: COUNTER_PX * upx, f: COUNTER_FONT_PX * upx, pad: 6 * upx };
}

function rectSvg(w: number, h: number, rx: number, extra = ''): string {
  // Sizes rounded up: a counter is never drawn below its 20 px.
  return `<rect x="${n2(-w / 2)}" y="${n2(-h / 2)}" width="${fs2(w)}" height="${fs2(h)}" rx="${n2(rx)}"${extra}/>`;
}
const at = (x: number, y: number) => `transform="translate(${n1(x)} ${n1(y)})"`;

function textChip(s: Sizes, cls: string | null, attrs: string, title: string, text: string, opts: { fill?: string; ink?: string; stroke?: string; strokeW?: number; rx?: number; minW?: number } = {}): Chip {
  const w = Math.max(opts.minW ?? s.h, textWidth(text, s.f) + s.pad);
  const h = s.h;
  const fill = opts.fill ? ` fill="${opts.fill}"` : '';
  const stroke = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${n2(opts.strokeW ?? 1.5 * s.upx)}"` : opts.strokeW ? ` stroke-width="${n2(opts.strokeW)}"` : '';
  const ink = opts.ink ? ` fill="${opts.ink}"` : '';
  const body = `<title>${esc(title)}</title>` + rectSvg(w, h, opts.rx ?? h / 5, fill + stroke) + `<text font-size="${fs2(s.f)}"${ink}>${esc(text)}</text>`;
  // cls null: the body alone, for a marker that is itself one piece (its group carries the class).
  return { w, h, svg: (x, y) => (cls === null ? body : `<g class="${cls}"${attrs} ${at(x, y)}>${body}</g>`) };
}

interface ForceItem {
  faction: FactionKey;
  normal: number;
  special: number;
  advisor: boolean;
}

function forceChip(s: Sizes, territory: string, where: string, it: ForceItem): Chip {
  const fk = it.faction;
  const letter = FACTION_LETTER[fk];
  const data = ` data-faction="${fk}" data-territory="${esc(territory)}"`;
  if (it.advisor)
    return textChip(s, 'force advisor', data, `${FACTION_NAME[fk]}: ${forceText(fk, 0, it.special)} in ${where}`, `${letter}${it.special}`, {
      fill: '#fff',
      ink: FACTION_COLOR[fk],
      stroke: FACTION_COLOR[fk],
      strokeW: s.h / 10,
      rx: s.h / 2,
    });
  const elite = it.special > 0;
  return textChip(s, `force${elite ? ' elite' : ''}`, data, `${FACTION_NAME[fk]}: ${forceText(fk, it.normal, it.special)} forces in ${where}`, `${letter}${it.normal + it.special}`, {
    fill: FACTION_COLOR[fk],
    ink: FACTION_INK[fk],
    stroke: elite ? '#ffd54f' : undefined,
    strokeW: elite ? s.h / 8 : undefined,
    rx: s.h / 2,
  });
}

/** The factions' forces of a territory as one stack: a segment per faction, its colour and letter. */
function stackChip(s: Sizes, territory: string, where: string, items: ForceItem[]): Chip {
  const segW = textWidth('M', s.f) + 4 * s.upx;
  const w = segW * items.length + 4 * s.upx;
  const h = s.h;
  const factions = [...new Set(items.map((i) => i.faction))];
  const title = `${where}: ${items.map((i) => `${FACTION_NAME[i.faction]} ${i.advisor ? forceText(i.faction, 0, i.special) : forceText(i.faction, i.normal, i.special)}`).join('; ')}`;
  return {
    w,
    h,
    svg: (x, y) => {
      let segs = '';
      items.forEach((it, k) => {
        const sx = -w / 2 + 2 * s.upx + k * segW;
        const fill = it.advisor ? '#fff' : FACTION_COLOR[it.faction];
        const ink = it.advisor ? FACTION_COLOR[it.faction] : FACTION_INK[it.faction];
        segs +=
          `<rect class="seg" x="${n2(sx)}" y="${n2(-h / 2 + 2 * s.upx)}" width="${n2(segW - 0.5 * s.upx)}" height="${n2(h - 4 * s.upx)}" rx="${n2(s.upx * 2)}" fill="${fill}"${it.special > 0 && !it.advisor ? ` stroke="#ffd54f" stroke-width="${n2(s.upx * 1.5)}"` : ''}/>` +
          `<text x="${n2(sx + segW / 2 - 0.25 * s.upx)}" font-size="${fs2(s.f)}" fill="${ink}">${FACTION_LETTER[it.faction]}</text>`;
      });
      return (
        `<g class="force stack" data-factions="${factions.join(' ')}" data-territory="${esc(territory)}" ${at(x, y)}><title>${esc(title)}</title>` +
        `<rect x="${n2(-w / 2)}" y="${n2(-h / 2)}" width="${fs2(w)}" height="${fs2(h)}" rx="${n2(h / 4)}" fill="#1d140e"/>` +
        segs +
        `</g>`
      );
    },
  };
}

/** What a pile holds besides forces: data-terror (the count), data-aftermath, data-ambassadors (their factions). */
function pileData(others: { kind: string; data: string }[]): string {
  const terror = others.filter((o) => o.kind === 'terror').map((o) => o.data.match(/"(\d+)"/)![1]);
  const amb = others.filter((o) => o.kind === 'ambassador').map((o) => o.data.match(/"([a-z_]+)"/)![1]);
  return (
    (terror.length ? ` data-terror="${terror.join('')}"` : '') +
    (others.some((o) => o.kind === 'aftermath') ? ' data-aftermath="1"' : '') +
    (amb.length ? ` data-ambassadors="${amb.join(' ')}"` : '')
  );
}

/** Every piece of a territory as one pile: the strongest faction's letter and how many more pieces lie there. */
function pileChip(s: Sizes, territory: string, where: string, items: ForceItem[], others: { kind: string; title: string; data: string }[]): Chip {
  const top = [...items].sort((a, b) => b.normal + b.special - (a.normal + a.special))[0];
  const more = items.length - (top ? 1 : 0) + others.length;
  const text = top ? `${FACTION_LETTER[top.faction]}+${more}` : `+${more}`;
  const d = 2 * s.upx;
  const w = textWidth(text, s.f) + s.pad + d;
  const h = s.h + d;
  const factions = [...new Set(items.map((i) => i.faction))];
  const title = `${where}: ${[...items.map((i) => `${FACTION_NAME[i.faction]} ${i.advisor ? forceText(i.faction, 0, i.special) : forceText(i.faction, i.normal, i.special)}`), ...others.map((o) => o.title)].join('; ')}`;
  const fill = top ? FACTION_COLOR[top.faction] : '#555';
  const ink = top ? FACTION_INK[top.faction] : '#fff';
  return {
    w,
    h,
    svg: (x, y) =>
      `<g class="force pile" data-factions="${factions.join(' ')}"${pileData(others)} data-territory="${esc(territory)}" ${at(x, y)}><title>${esc(title)}</title>` +
      `<rect class="back" x="${n2(-w / 2 + d)}" y="${n2(-h / 2)}" width="${n2(w - d)}" height="${n2(h - d)}" rx="${n2(h / 4)}" fill="#f5ead8" stroke="#1d140e" stroke-width="${n2(0.5 * s.upx)}"/>` +
      `<rect x="${n2(-w / 2)}" y="${n2(-h / 2 + d)}" width="${fs2(w - d)}" height="${fs2(h - d)}" rx="${n2(h / 4)}" fill="${fill}" stroke="#fff" stroke-width="${n2(0.5 * s.upx)}"/>` +
      `<text x="${n2(-d / 2)}" y="${n2(d / 2)}" font-size="${fs2(s.f)}" fill="${ink}">${esc(text)}</text></g>`,
  };
}

// --- Markers: a territory's chips, the Hidden Mobile Stronghold, Discovery tokens --------------------------

export interface Marker {
  /** Territory whose pieces hold the anchor (one sector of it when given). */
  territory: number;
  sector: number | null;
  /** What a tap on the marker picks (data-loc), if anything. */
  loc: number | null;
  cls: string;
  attrs: string;
  title: string;
  /** Ways to draw it, most detailed first; each a list of chips. */
  levels: Chip[][];
  /** Lower goes first. */
  order: number;
}

export interface Placed {
  marker: Marker;
  x: number;
  y: number;
  chips: { chip: Chip; dx: number; dy: number }[];
  box: Box;
}

/** Rows of chips: at most perRow in a row, rows centred. Returns the chips' offsets and the size. */
function arrange(chips: Chip[], perRow: number, gap: number): { w: number; h: number; at: [number, number][] } {
  const rows: Chip[][] = [];
  for (let i = 0; i < chips.length; i += perRow) rows.push(chips.slice(i, i + perRow));
  const widths = rows.map((r) => r.reduce((a, c) => a + c.w, 0) + gap * (r.length - 1));
  const w = Math.max(...widths);
  const rowH = rows.map((r) => Math.max(...r.map((c) => c.h)));
  const h = rowH.reduce((a, b) => a + b, 0) + gap * (rows.length - 1);
  const out: [number, number][] = [];
  let y = -h / 2;
  rows.forEach((r, k) => {
    let x = -widths[k] / 2;
    for (const c of r) {
      out.push([x + c.w / 2, y + rowH[k] / 2]);
      x += c.w + gap;
    }
    y += rowH[k] + gap;
  });
  return { w, h, at: out };
}

/** The chips a territory holds, as markers (one per territory; a Discovery token on its own sector). */
export function markersOf(view: View, upx: number): Marker[] {
  const s = sizes(upx);
  const out: Marker[] = [];
  const byTerr = new Map<number, { spice: number; forces: ForceItem[]; extra: { chip: Chip; compact: Chip; kind: string; title: string; data: string }[] }>();
  const entry = (t: number) => {
    if (!byTerr.has(t)) byTerr.set(t, { spice: 0, forces: [], extra: [] });
    return byTerr.get(t)!;
  };
  const tIndex = (key: string) => TERRITORIES.findIndex((x) => x.key === key);
  for (const p of view.spice) {
    const t = tIndex(p.territory);
    if (t >= 0) entry(t).spice += p.amount;
  }
  for (const st of view.board) {
    const t = tIndex(st.territory);
    if (t < 0) continue;
    const list = entry(t).forces;
    const add = (advisor: boolean, normal: number, special: number) => {
      const it = list.find((i) => i.faction === st.faction && i.advisor === advisor);
      if (it) {
        it.normal += normal;
        it.special += special;
      } else list.push({ faction: st.faction, normal, special, advisor });
    };
    // Bene Gesserit advisors are a counter of their own (hollow); elite forces get a gold ring.
    if (st.faction === 'bene_gesserit' && st.special > 0) {
      if (st.forces > 0) add(false, st.forces, 0);
      add(true, 0, st.special);
    } else if (st.forces + st.special > 0) add(false, st.forces, st.special);
  }
  // Moritani: the Terror tokens of a stronghold as one marker with their count ("?" face down; named for the
  // Moritani, who see which is which).
  const terror = new Map<string, (string | null)[]>();
  for (const b of view.terror?.board ?? []) terror.set(b.territory, [...(terror.get(b.territory) ?? []), b.token]);
  for (const [territory, tokens] of terror) {
    const t = tIndex(territory);
    if (t < 0) continue;
    const where = TERRITORIES[t].name;
    const known = tokens.filter((x): x is string => !!x);
    const n = tokens.length;
    const text = known.length ? `${terrorName(known[0])}${n > 1 ? ` +${n - 1}` : ''}` : `?${n > 1 ? `×${n}` : ''}`;
    const short = known.length ? `${terrorName(known[0]).slice(0, 3)}${n > 1 ? `+${n - 1}` : ''}` : text;
    const title = known.length ? `Your Terror token${n > 1 ? 's' : ''}: ${known.map(terrorName).join(', ')} in ${where}` : `${n > 1 ? `${n} face-down Terror tokens` : 'A face-down Terror token'} of the Moritani in ${where}`;
    const data = ` data-territory="${esc(territory)}" data-token="${esc(known.join(' '))}" data-count="${n}"`;
    entry(t).extra.push({
      chip: textChip(s, 'terror', data, title, text, { stroke: FACTION_COLOR.moritani, strokeW: 1.5 * upx }),
      compact: textChip(s, 'terror', data, title, short, { stroke: FACTION_COLOR.moritani, strokeW: 1.5 * upx }),
      kind: 'terror',
      title,
      data: `data-terror="${n}"`,
    });
  }
  if (view.terror?.aftermath) {
    const t = tIndex(view.terror.aftermath);
    if (t >= 0) {
      const title = `Atomics Aftermath in ${TERRITORIES[t].name}: no shipment here`;
      const data = ` data-territory="${esc(view.terror.aftermath)}"`;
      entry(t).extra.push({
        chip: textChip(s, 'aftermath-mark', data, title, 'Aftermath', { strokeW: 1.5 * upx }),
        compact: textChip(s, 'aftermath-mark', data, title, 'A!', { strokeW: 1.5 * upx }),
        kind: 'aftermath',
        title,
        data: 'data-aftermath="1"',
      });
    }
  }
  // Ecaz: each face-up Ambassador, its faction's colour and letter (CHOAM's and Richese's too: the catalog has
  // every faction's counter), a border of Ecaz's colour.
  for (const b of view.ambassadors?.board ?? []) {
    const t = tIndex(b.territory);
    if (t < 0) continue;
    const title = `The ${factionName(b.ambassador)} Ambassador of Ecaz in ${TERRITORIES[t].name}`;
    const letter = FACTION_LETTER[b.ambassador] ?? '?';
    const data = ` data-territory="${esc(b.territory)}" data-ambassador="${esc(b.ambassador)}"`;
    const opts = { fill: FACTION_COLOR[b.ambassador] ?? '#888', ink: FACTION_INK[b.ambassador] ?? '#000', stroke: FACTION_COLOR.ecaz, strokeW: 2 * upx };
    entry(t).extra.push({
      chip: textChip(s, 'ambassador', data, title, `Amb ${letter}`, opts),
      compact: textChip(s, 'ambassador', data, title, letter, { ...opts, rx: 0 }),
      kind: 'ambassador',
      title,
      data: `data-ambassador="${esc(b.ambassador)}"`,
    });
  }
  for (const [t, e] of byTerr) {
    const info = TERRITORIES[t];
    const where = info.name;
    const strong = info.terrain === 'stronghold';
    const spiceChip = e.spice
      ? [textChip(s, 'spice', ` data-territory="${info.key}"`, `${e.spice} spice in ${where}`, String(e.spice), { fill: '#ff8f00', stroke: '#4e2600', strokeW: 0.5 * upx, rx: s.h / 2, minW: s.h })]
      : [];
    const forces = [...e.forces].sort((a, b) => b.normal + b.special - (a.normal + a.special));
    const full = [...forces.map((it) => forceChip(s, info.key, where, it)), ...e.extra.map((x) => x.chip), ...spiceChip];
    const levels: Chip[][] = [full];
    const compactExtra = e.extra.map((x) => x.compact);
    if (forces.length > 1) levels.push([stackChip(s, info.key, where, forces), ...compactExtra, ...spiceChip]);
    else if (e.extra.length) levels.push([...forces.map((it) => forceChip(s, info.key, where, it)), ...compactExtra, ...spiceChip]);
    if (forces.length + e.extra.length > 1) {
      levels.push([pileChip(s, info.key, where, forces, e.extra), ...spiceChip]);
    }
    const loc = locationId(info.key, null);
    out.push({
      territory: t,
      sector: null,
      loc: loc >= 0 ? loc : null,
      cls: `stack${strong ? ' stronghold' : ''}`,
      attrs: ` data-territory="${info.key}"`,
      title: `${where}`,
      levels,
      order: strong ? 1 : forces.length || e.extra.length ? 3 : 4,
    });
  }
  // Ixians & Tleilaxu: the Hidden Mobile Stronghold, a piece of its own where it points, with the forces in it.
  const hms = view.hidden_mobile_stronghold?.points_at;
  if (hms) {
    const host = locationId(hms.territory, hms.sector ?? null);
    if (host >= 0 && LOCATIONS[host]) {
      const inside = view.board.filter((x) => x.territory === HMS_KEY && x.forces + x.special > 0);
      const who = inside.map((x) => `${FACTION_NAME[x.faction] ?? x.faction}: ${forceText(x.faction, x.forces, x.special)}`).join('; ');
      const title = `Hidden Mobile Stronghold, pointing at ${locName(host)}${who ? ` (${who})` : ''}`;
      const full = ['HMS', ...inside.map((x) => `${FACTION_LETTER[x.faction] ?? '?'}${x.forces + x.special}`)].join(' ');
      const letters = inside.map((x) => FACTION_LETTER[x.faction] ?? '?').join('');
      const pointsAt = `${hms.territory}${hms.sector != null ? `:${hms.sector}` : ''}`;
      const chip = (text: string) => hmsChip(s, title, text, inside.map((x) => x.faction));
      out.push({
        territory: LOCATIONS[host][0],
        sector: LOCATIONS[host][1] >= 0 ? LOCATIONS[host][1] : null,
        loc: HMS_LOC,
        cls: 'hms',
        attrs: ` data-loc="${HMS_LOC}" data-territory="${HMS_KEY}" data-points-at="${esc(pointsAt)}"`,
        title,
        levels: [[chip(full)], ...(letters ? [[chip(`HMS ${letters}`)]] : []), [chip('HMS')]],
        order: 0,
      });
    }
  }
  // Discovery (em_discovery): each revealed location (tappable, like a piece) with the forces inside it, and each
  // face-down token on its site's sector.
  const d = view.discovery;
  for (const l of d?.locations ?? []) {
    const host = locationId(l.at.territory, l.at.sector ?? null);
    const info = discoveryLocation(l.territory);
    if (host < 0 || !LOCATIONS[host] || !info) continue;
    const inside = view.board.filter((x) => x.territory === l.territory && x.forces + x.special > 0);
    const who = inside.map((x) => `${FACTION_NAME[x.faction] ?? x.faction}: ${forceText(x.faction, x.forces, x.special)}`).join('; ');
    const title = `${info.name}, inside ${locName(host)}${who ? ` (${who})` : ''}`;
    const atKey = `${l.at.territory}${l.at.sector != null ? `:${l.at.sector}` : ''}`;
    const text = (parts: string[]) => [info.short, ...parts].join(' ');
    const levels = [
      [text(inside.map((x) => `${FACTION_LETTER[x.faction] ?? '?'}${x.forces + x.special}`))],
      ...(inside.length ? [[text([inside.map((x) => FACTION_LETTER[x.faction] ?? '?').join('')])]] : []),
    ].map(([tx]) => [textChip(s, null, '', title, tx, { strokeW: 1.5 * upx, rx: s.h / 6 })]);
    out.push({
      territory: LOCATIONS[host][0],
      sector: LOCATIONS[host][1] >= 0 ? LOCATIONS[host][1] : null,
      loc: info.loc,
      cls: `discovery-location${info.stronghold ? ' stronghold' : ''}`,
      attrs: ` data-loc="${info.loc}" data-territory="${esc(l.territory)}" data-at="${esc(atKey)}"`,
      title,
      levels,
      order: 1,
    });
  }
  for (const site of d?.sites ?? []) {
    const loc = locationId(site.at.territory, site.at.sector ?? null);
    if (loc < 0 || !LOCATIONS[loc]) continue;
    const pool = DISCOVERY_POOL_NAME[site.pool] ?? site.pool;
    const where = locName(loc);
    const letter = site.pool === 'hiereg' ? 'H' : 'S';
    const title = site.token === 'face_down' ? `A face-down ${pool} Discovery token in ${where}` : `${pool} Discovery token (you may see it): ${discoveryTokenName(site.token)}, in ${where}`;
    const text = site.token === 'face_down' ? `${letter}?` : `${letter}: ${DISCOVERY_TOKEN_SHORT[site.token] ?? discoveryTokenName(site.token)}`;
    const atKey = `${site.at.territory}${site.at.sector != null ? `:${site.at.sector}` : ''}`;
    const attrs = ` data-territory="${esc(site.at.territory)}" data-at="${esc(atKey)}" data-pool="${esc(site.pool)}" data-token="${site.token === 'face_down' ? '' : esc(site.token)}"`;
    const cls = `discovery-site ${site.pool === 'hiereg' ? 'hiereg' : 'smuggler'}`;
    const levels = [[textChip(s, null, '', title, text, { strokeW: 1.5 * upx, rx: s.h / 8 })]];
    if (site.token !== 'face_down') levels.push([textChip(s, null, '', title, `${letter}:`, { strokeW: 1.5 * upx, rx: s.h / 8 })]);
    out.push({ territory: LOCATIONS[loc][0], sector: LOCATIONS[loc][1], loc: null, cls, attrs, title, levels, order: 2 });
  }
  return out;
}

function hmsChip(s: Sizes, title: string, text: string, factions: string[]): Chip {
  const w = textWidth(text, s.f) + s.pad + 4 * s.upx;
  const h = s.h;
  const c = h / 3;
  // A plate with cut corners: a piece of its own, not a counter.
  const path = `M ${n2(-w / 2 + c)} ${n2(-h / 2)} L ${n2(w / 2 - c)} ${n2(-h / 2)} L ${n2(w / 2)} 0 L ${n2(w / 2 - c)} ${n2(h / 2)} L ${n2(-w / 2 + c)} ${n2(h / 2)} L ${n2(-w / 2)} 0 Z`;
  return {
    w,
    h,
    svg: () => `<title>${esc(title)}</title><path d="${path}" stroke-width="${n2(1.5 * s.upx)}"/><text font-size="${fs2(s.f)}"${factions.length ? ` data-factions="${factions.join(' ')}"` : ''}>${esc(text)}</text>`,
  };
}

// --- Labels ------------------------------------------------------------------------------------------------

export interface Label {
  territory: number;
  lines: string[];
  x: number;
  y: number;
  f: number;
  stronghold: boolean;
  box: Box;
}

/** A name on one line, or on two (split where the two lines are most even). */
function labelForms(name: string): string[][] {
  const words = name.split(' ');
  const forms = [[name]];
  if (words.length > 1) {
    let best: string[] | null = null;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' '), b = words.slice(i).join(' ');
      if (!best || Math.max(a.length, b.length) < Math.max(best[0].length, best[1].length)) best = [a, b];
    }
    forms.push(best!);
  }
  return forms;
}

// --- Placement ----------------------------------------------------------------------------------------------

/** The boxes placed so far, bucketed in a grid so that a new box is checked only against its neighbours. */
class BoxGrid {
  private cells = new Map<number, Box[]>();
  private static readonly SIZE = 12;
  private keys(b: Box): number[] {
    const k: number[] = [];
    const c = BoxGrid.SIZE;
    for (let i = Math.floor(b.x0 / c); i <= Math.floor(b.x1 / c); i++) for (let j = Math.floor(b.y0 / c); j <= Math.floor(b.y1 / c); j++) k.push(i * 1000 + j);
    return k;
  }
  push(...bs: Box[]) {
    for (const b of bs)
      for (const k of this.keys(b)) {
        const l = this.cells.get(k);
        if (l) l.push(b);
        else this.cells.set(k, [b]);
      }
  }
  remove(b: Box) {
    for (const k of this.keys(b)) {
      const l = this.cells.get(k);
      const i = l ? l.indexOf(b) : -1;
      if (i >= 0) l!.splice(i, 1);
    }
  }
  /** Some placed box overlaps (x0, y0)-(x1, y1) (no allocation: asked for every candidate spot). */
  hits(x0: number, y0: number, x1: number, y1: number): boolean {
    const c = BoxGrid.SIZE;
    const i1 = Math.floor(x1 / c), j0 = Math.floor(y0 / c), j1 = Math.floor(y1 / c);
    for (let i = Math.floor(x0 / c); i <= i1; i++)
      for (let j = j0; j <= j1; j++) {
        const l = this.cells.get(i * 1000 + j);
        if (l) for (const p of l) if (p.x0 < x1 && x0 < p.x1 && p.y0 < y1 && y0 < p.y1) return true;
      }
    return false;
  }
  /** The placed boxes overlapping b, each once. */
  near(b: Box): Box[] {
    const out = new Set<Box>();
    for (const k of this.keys(b)) for (const p of this.cells.get(k) ?? []) if (overlaps(p, b)) out.add(p);
    return [...out];
  }
}

// --- Placement ----------------------------------------------------------------------------------------------

export interface Layout {
  markers: Placed[];
  labels: Label[];
  /** The sector numbers and the storm marker on the rim, as placed boxes. */
  rim: Box[];
}

/** Places the labels and markers of `view` at `upx` SVG units per CSS pixel (see the file's header). `offered`:
 *  territories whose names are shown first (they are highlighted for a decision). */
export function layoutMap(view: View, upx: number, offered: Set<number> = new Set()): Layout {
  const placed = new BoxGrid();
  const rim: Box[] = [];
  const secF = LABEL_PX * upx;
  for (let s = 0; s < SECTORS; s++) {
    if (s === view.storm_sector) continue;
    const [x, y] = polar(R_OUTER + 7, sectorCenterAngle(s));
    rim.push(boxAt(x, y, textWidth(String(s), secF) + 2 * upx, secF * 1.3));
  }
  const [sx, sy] = polar(R_OUTER + 7, sectorCenterAngle(view.storm_sector));
  rim.push(boxAt(sx, sy, 22 * upx, 22 * upx));
  placed.push(...rim);
  const gap = 1.5 * upx;
  const R2 = (R_OUTER - 0.3) ** 2;
  // Every corner of the box inside the ring: the corner farthest from the centre is.
  const inRingAt = (cx: number, cy: number, w: number, h: number) => (Math.abs(cx) + w / 2) ** 2 + (Math.abs(cy) + h / 2) ** 2 <= R2;
  const inRing = (b: Box) => inRingAt((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, b.x1 - b.x0, b.y1 - b.y0);
  const fitsAt = (cx: number, cy: number, w: number, h: number, ring: boolean) => {
    const x0 = cx - w / 2, x1 = cx + w / 2, y0 = cy - h / 2, y1 = cy + h / 2;
    if (x0 < FULL.x || x1 > FULL.x + FULL.w || y0 < FULL.y || y1 > FULL.y + FULL.h) return false;
    if (ring && !inRingAt(cx, cy, w, h)) return false;
    return !placed.hits(x0, y0, x1, y1);
  };
  const unplace = (b: Box) => placed.remove(b);

  const labels: Label[] = [];
  const labelAt = (t: number, points: [number, number][], forms: string[][]): Label | null => {
    const info = TERRITORIES[t];
    const strong = info.terrain === 'stronghold';
    const f = (strong ? STRONGHOLD_PX : LABEL_PX) * upx;
    for (const lines of forms) {
      const w = Math.max(...lines.map((l) => textWidth(l, f))) + 2 * upx;
      const hh = lines.length * f * 1.25;
      for (const [x, y] of points) {
        if (!fitsAt(x, y, w, hh, false)) continue;
        const b = boxAt(x, y, w, hh);
        placed.push(b);
        const l = { territory: t, lines, x, y, f, stronghold: strong, box: b };
        labels.push(l);
        return l;
      }
    }
    return null;
  };
  // A name inside its territory; a stronghold's name, which always shows, beside it when nothing inside is free.
  const placeLabel = (t: number) =>
    labelAt(t, candidates(t), labelForms(TERRITORIES[t].name)) ??
    (TERRITORIES[t].terrain === 'stronghold' ? labelAt(t, near(t), [labelForms(TERRITORIES[t].name).at(-1)!]) : null);

  // A marker at the most detailed level (and fewest rows) that fits somewhere in its territory (at `points`).
  const tryMarker = (m: Marker, points = candidates(m.territory, m.sector)): Placed | null => {
    for (const chips of m.levels) {
      const perRows = [...new Set(chips.map((_, r) => Math.ceil(chips.length / (r + 1))))];
      for (const perRow of perRows) {
        const a = arrange(chips, perRow, gap);
        for (const [x, y] of points) {
          if (!fitsAt(x, y, a.w + gap, a.h + gap, true)) continue;
          const b = boxAt(x, y, a.w + gap, a.h + gap);
          placed.push(b);
          return { marker: m, x, y, chips: chips.map((chip, k) => ({ chip, dx: a.at[k][0], dy: a.at[k][1] })), box: b };
        }
      }
    }
    return null;
  };
  // The area a marker's anchor may take, grown by its most compact size.
  const region = (m: Marker): Box => {
    const chips = m.levels[m.levels.length - 1];
    const a = arrange(chips, chips.length, gap);
    const pts = candidates(m.territory, m.sector);
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return { x0: Math.min(...xs) - a.w / 2, y0: Math.min(...ys) - a.h / 2, x1: Math.max(...xs) + a.w / 2, y1: Math.max(...ys) + a.h / 2 };
  };
  // The least bad spot of the most compact form (inside its territory and the ring), when nothing fits.
  const fallback = (m: Marker): Placed => {
    const chips = m.levels[m.levels.length - 1];
    const a = arrange(chips, chips.length, gap);
    let best: Placed | null = null;
    let bestCost = Infinity;
    for (const [x, y] of candidates(m.territory, m.sector)) {
      const b = boxAt(x, y, a.w + gap, a.h + gap);
      if (!inRing(b) && best) continue;
      let cost = inRing(b) ? 0 : 1e6;
      for (const p of placed.near(b)) cost += (Math.min(p.x1, b.x1) - Math.max(p.x0, b.x0)) * (Math.min(p.y1, b.y1) - Math.max(p.y0, b.y0));
      if (cost < bestCost) {
        bestCost = cost;
        best = { marker: m, x, y, chips: chips.map((chip, k) => ({ chip, dx: a.at[k][0], dy: a.at[k][1] })), box: b };
      }
    }
    placed.push(best!.box);
    return best!;
  };

  const out: Placed[] = [];
  // A marker that fits nowhere moves the markers and names already placed in its way: it is placed first, then
  // they are placed again (each where it then fits); if one of them no longer fits, everything stays as it was.
  const placeMarker = (m: Marker) => {
    const p = tryMarker(m);
    if (p) return void out.push(p);
    const r = region(m);
    const movedMarkers = out.filter((q) => overlaps(q.box, r));
    const movedLabels = labels.filter((l) => overlaps(l.box, r));
    for (const q of movedMarkers) unplace(q.box);
    for (const l of movedLabels) {
      unplace(l.box);
      labels.splice(labels.indexOf(l), 1);
    }
    // Spots spread over the territory (the nearest to its anchor may be the one the others need).
    const all = candidates(m.territory, m.sector);
    const spots = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / 24)) === 0);
    for (const spot of spots) {
      const first = tryMarker(m, [spot]);
      if (!first) continue;
      const again: Placed[] = [];
      const againLabels: Label[] = [];
      let ok = true;
      for (const q of movedMarkers) {
        const np = tryMarker(q.marker);
        if (!np) {
          ok = false;
          break;
        }
        again.push(np);
      }
      for (const l of ok ? movedLabels : []) {
        const nl = placeLabel(l.territory);
        if (!nl) {
          ok = false;
          break;
        }
        againLabels.push(nl);
      }
      if (ok) {
        for (const q of movedMarkers) out.splice(out.indexOf(q), 1);
        out.push(first, ...again);
        return;
      }
      unplace(first.box);
      for (const q of again) unplace(q.box);
      for (const l of againLabels) {
        unplace(l.box);
        labels.splice(labels.indexOf(l), 1);
      }
    }
    // Nothing works: everything as it was, and this marker at the least bad spot.
    labels.push(...movedLabels);
    placed.push(...movedMarkers.map((q) => q.box), ...movedLabels.map((l) => l.box));
    out.push(fallback(m));
  };

  // 1. The Hidden Mobile Stronghold, the strongholds' markers and the revealed Discovery locations, 2. the
  // strongholds' names (always shown), 3. the other markers, most constrained first, 4. the names of
  // territories that hold something or are offered, 5. every other name that fits.
  const markers = markersOf(view, upx).sort((a, b) => a.order - b.order || candidates(a.territory, a.sector).length - candidates(b.territory, b.sector).length);
  let strongholdNames = false;
  for (const m of markers) {
    if (m.order > 1 && !strongholdNames) {
      strongholdNames = true;
      TERRITORIES.forEach((t, i) => t.terrain === 'stronghold' && placeLabel(i));
    }
    placeMarker(m);
  }
  if (!strongholdNames) TERRITORIES.forEach((t, i) => t.terrain === 'stronghold' && placeLabel(i));
  const holds = new Set(out.map((p) => p.marker.territory));
  TERRITORIES.forEach((t, i) => t.terrain !== 'stronghold' && (holds.has(i) || offered.has(i)) && placeLabel(i));
  TERRITORIES.forEach((t, i) => t.terrain !== 'stronghold' && !holds.has(i) && !offered.has(i) && placeLabel(i));
  return { markers: out, labels, rim };
}

/** The SVG of a placed marker: one group at its anchor (data-loc: what a tap picks), its chips inside. */
export function markerSvg(p: Placed, highlight: Set<number>, selected: number | null): string {
  const m = p.marker;
  const mark = m.loc !== null && (m.cls.startsWith('hms') || m.cls.startsWith('discovery-location')) ? `${highlight.has(m.loc) ? ' hl-mark' : ''}${selected === m.loc ? ' sel-mark' : ''}` : '';
  // A piece of its own (one chip drawn as a body): the group is the chip.
  if (m.cls === 'hms' || m.cls.startsWith('discovery-')) return `<g class="${m.cls}${mark}"${m.attrs} ${at(p.x, p.y)}>${p.chips[0].chip.svg(0, 0)}</g>`;
  const loc = pieceAt(p.x, p.y);
  return (
    `<g class="${m.cls}"${m.attrs}${loc >= 0 ? ` data-loc="${loc}"` : ''} ${at(p.x, p.y)}><title>${esc(m.title)}</title>` +
    p.chips.map(({ chip, dx, dy }) => chip.svg(dx, dy)).join('') +
    `</g>`
  );
}

/** The SVG of a territory name (one or two lines). */
export function labelSvg(l: Label): string {
  const info = TERRITORIES[l.territory];
  const body =
    l.lines.length === 1
      ? esc(l.lines[0])
      : l.lines.map((line, i) => `<tspan x="${n1(l.x)}" dy="${i === 0 ? n2(-l.f * 0.625) : n2(l.f * 1.25)}">${esc(line)}</tspan>`).join('');
  return `<text class="tname${l.stronghold ? ' stronghold' : ''}" data-territory="${info.key}" x="${n1(l.x)}" y="${n1(l.y)}" font-size="${fs2(l.f)}">${body}</text>`;
}
