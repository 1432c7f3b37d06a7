// The SVG map of Arrakis: a static layer (territory pieces, names, sector numbers) drawn once,
// and a dynamic layer (storm, spice, forces, highlights) redrawn for each version.
import { LOCATIONS, TERRITORIES } from './mapdata';
import { HMS_KEY, PIECES, R_OUTER, SECTORS, discoveryLocation, locName, locationId, pieceCenter, polar, sectorCenterAngle, sectorSpan, wedgePath } from './mapgeo';
import { DISCOVERY_POOL_NAME, FACTION_COLOR, FACTION_INK, FACTION_LETTER, FACTION_NAME, discoveryMarkerText, discoveryTokenName, forceText, terrorMarkerText, terrorName } from './names';
import type { FactionKey, View } from './types';

const NS = 'http://www.w3.org/2000/svg';
const FULL = { x: -114, y: -114, w: 228, h: 228 };

const FILL: Record<string, string> = { sand: '#e9c989', rock: '#b39b86', stronghold: '#7b5a44', polar_sink: '#d9e2e6' };

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The piece used for a territory's label: its middle sector piece. */
function labelPiece(t: number) {
  const ps = PIECES.filter((p) => p.territory === t);
  return ps[Math.floor((ps.length - 1) / 2)];
}

export function staticSvg(): string {
  const parts: string[] = [];
  parts.push(
    `<defs><pattern id="storm-hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
      `<rect width="4" height="4" fill="rgba(90,40,10,0.35)"/><line x1="0" y1="0" x2="0" y2="4" stroke="rgba(60,20,0,0.55)" stroke-width="1.6"/></pattern></defs>`,
  );
  parts.push(`<circle r="${R_OUTER + 1}" fill="#5d4030"/>`);
  for (const p of PIECES) {
    const t = TERRITORIES[p.territory];
    const cls = `piece t-${t.terrain}`;
    const d = wedgePath(p.r0, p.r1, p.a0, p.a1);
    parts.push(
      `<path class="${cls}" data-loc="${p.loc}" data-territory="${t.key}" d="${d}" fill="${FILL[t.terrain]}"><title>${esc(t.name)}${p.sector >= 0 ? ` — sector ${p.sector}` : ''}</title></path>`,
    );
  }
  parts.push('<g class="dyn"></g>');
  return parts.join('');
}

/** Screen sizes (CSS px) of the map's text and counters, whatever the zoom: labels >= 11 px,
 *  counters >= 20 px tall (legible on a 390 px phone without zooming). */
export const LABEL_PX = 11;
export const STRONGHOLD_PX = 12;
export const COUNTER_PX = 22;
const COUNTER_FONT_PX = 12;

interface Box { x0: number; y0: number; x1: number; y1: number }
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const boxAt = (cx: number, cy: number, w: number, hgt: number): Box => ({ x0: cx - w / 2, y0: cy - hgt / 2, x1: cx + w / 2, y1: cy + hgt / 2 });
/** Approximate width of a bold system-ui string at font size f (units). */
const textWidth = (s: string, f: number) => s.length * f * 0.64;

/** A territory's anchor: the centre of its middle sector piece (the Polar Sink: above centre). */
function anchor(t: number): [number, number] {
  const [x, y] = pieceCenter(labelPiece(t));
  return t === 0 ? [x, y - 6] : [x, y];
}

/** Where a box of size w x hgt near (x, y) overlaps nothing placed yet: the nearest free spot on a
 *  spiral around it (the given spot when nothing fits within `reach`). */
function freeSpot(placed: Box[], x: number, y: number, w: number, hgt: number, reach: number): [number, number] | null {
  const step = Math.min(w, hgt) / 2;
  for (let r = 0; r <= reach; r += step) {
    const n = r === 0 ? 1 : Math.max(8, Math.round((2 * Math.PI * r) / step));
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * Math.PI + Math.PI / 2;
      const cx = x + r * Math.cos(a), cy = y + r * Math.sin(a);
      if (Math.hypot(cx, cy) > R_OUTER + 4) continue;
      const b = boxAt(cx, cy, w, hgt);
      if (b.x0 < FULL.x || b.x1 > FULL.x + FULL.w || b.y0 < FULL.y || b.y1 > FULL.y + FULL.h) continue;
      if (!placed.some((p) => overlaps(p, b))) return [cx, cy];
    }
  }
  return null;
}

/** Dynamic layer: storm, highlights, then territory labels and one counter per faction and per
 *  territory (plus a spice marker), laid out so that nothing overlaps. `upx`: SVG units per CSS
 *  pixel at the current zoom, so that text and counters keep their screen size. */
export function dynamicSvg(view: View, highlight: Set<number>, selected: number | null, upx = 0.62): string {
  const parts: string[] = [];
  const [a0, a1] = sectorSpan(view.storm_sector);
  parts.push(`<path class="storm" d="${wedgePath(17, R_OUTER + 1, a0, a1)}" fill="url(#storm-hatch)"><title>Storm: sector ${view.storm_sector}</title></path>`);
  for (const l of highlight) {
    const p = PIECES[l];
    if (!p) continue;  // the Hidden Mobile Stronghold has no piece (its marker is drawn below)
    parts.push(`<path class="hl" data-loc="${l}" d="${wedgePath(p.r0, p.r1, p.a0, p.a1)}"/>`);
  }
  // Moritani Atomics: the Aftermath territory, tinted (nobody ships there again).
  const aftermath = view.terror?.aftermath ? TERRITORIES.findIndex((x) => x.key === view.terror!.aftermath) : -1;
  for (const p of PIECES) if (aftermath >= 0 && p.territory === aftermath) parts.push(`<path class="aftermath-area" d="${wedgePath(p.r0, p.r1, p.a0, p.a1)}"/>`);
  if (selected !== null && selected >= 0 && PIECES[selected]) {
    const p = PIECES[selected];
    parts.push(`<path class="sel" d="${wedgePath(p.r0, p.r1, p.a0, p.a1)}"/>`);
  }
  // Sector numbers and the storm marker on the outer ring.
  const secF = LABEL_PX * upx;
  for (let s = 0; s < SECTORS; s++) {
    const [x, y] = polar(R_OUTER + 7, sectorCenterAngle(s));
    if (s !== view.storm_sector) parts.push(`<text class="sector-no" x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${secF.toFixed(2)}">${s}</text>`);
  }
  const [sx, sy] = polar(R_OUTER + 7, sectorCenterAngle(view.storm_sector));
  parts.push(
    `<g class="storm-mark"><title>Storm: sector ${view.storm_sector}</title><circle class="storm-marker" cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="${(11 * upx).toFixed(2)}"/>` +
      `<text class="storm-label" x="${sx.toFixed(1)}" y="${sy.toFixed(1)}" font-size="${(12 * upx).toFixed(2)}">${view.storm_sector}</text></g>`,
  );

  // What each territory holds: spice, then each faction's forces (summed over its sectors).
  type Item = { kind: 'spice' | 'force' | 'advisor'; faction?: FactionKey; normal: number; special: number };
  const byTerr = new Map<number, Item[]>();
  const items = (t: number) => {
    if (!byTerr.has(t)) byTerr.set(t, []);
    return byTerr.get(t)!;
  };
  for (const s of view.spice) {
    const t = TERRITORIES.findIndex((x) => x.key === s.territory);
    if (t < 0) continue;
    const list = items(t);
    const sp = list.find((i) => i.kind === 'spice');
    if (sp) sp.normal += s.amount;
    else list.unshift({ kind: 'spice', normal: s.amount, special: 0 });
  }
  for (const s of view.board) {
    const t = TERRITORIES.findIndex((x) => x.key === s.territory);
    if (t < 0) continue;
    const list = items(t);
    // Bene Gesserit advisors are a counter of their own (hollow); elite forces get a gold ring.
    const add = (kind: Item['kind'], normal: number, special: number) => {
      const it = list.find((i) => i.kind === kind && i.faction === s.faction);
      if (it) {
        it.normal += normal;
        it.special += special;
      } else list.push({ kind, faction: s.faction, normal, special });
    };
    if (s.faction === 'bene_gesserit' && s.special > 0) {
      if (s.forces > 0) add('force', s.forces, 0);
      add('advisor', 0, s.special);
    } else add('force', s.forces, s.special);
  }

  const placed: Box[] = [];
  const labels: string[] = [];
  const counters: string[] = [];
  const hgt = COUNTER_PX * upx;
  const cf = COUNTER_FONT_PX * upx;
  const labelHeight = (px: number) => px * upx * 1.35;
  const placeLabel = (t: number, force: boolean) => {
    const info = TERRITORIES[t];
    const strong = info.terrain === 'stronghold';
    const px = strong ? STRONGHOLD_PX : LABEL_PX;
    const f = px * upx;
    const w = textWidth(info.name, f) + 2 * upx;
    const lh = labelHeight(px);
    const [x, y] = anchor(t);
    const spot = freeSpot(placed, x, y - (byTerr.has(t) ? hgt * 0.75 : 0), w, lh, force ? 40 : 4);
    if (!spot) return;
    placed.push(boxAt(spot[0], spot[1], w, lh));
    labels.push(
      `<text class="tname${strong ? ' stronghold' : ''}" data-territory="${info.key}" x="${spot[0].toFixed(1)}" y="${spot[1].toFixed(1)}" font-size="${f.toFixed(2)}">${esc(info.name)}</text>`,
    );
  };
  // 1. Stronghold names (always shown), 2. counters (never overlapping anything), 3. the names of
  // territories that hold something or are offered, 4. every other name that fits.
  TERRITORIES.forEach((t, i) => t.terrain === 'stronghold' && placeLabel(i, true));
  for (const [t, list] of byTerr) {
    const widths = list.map((it) => {
      if (it.kind === 'spice') return textWidth(`${it.normal}`, cf) + hgt * 0.9;
      const label = `${FACTION_LETTER[it.faction!]}${it.normal + it.special}`;
      return Math.max(hgt, textWidth(label, cf) + 8 * upx);
    });
    const gap = 2 * upx;
    const total = widths.reduce((a, b) => a + b, 0) + gap * (list.length - 1);
    const [ax, ay] = anchor(t);
    // The whole row of a territory moves together; rows too wide for the board wrap in two.
    const perRow = total > 90 * upx * 2.2 ? Math.ceil(list.length / 2) : list.length;
    const rows: Item[][] = [];
    for (let i = 0; i < list.length; i += perRow) rows.push(list.slice(i, i + perRow));
    let rowY = ay + (TERRITORIES[t].terrain === 'stronghold' ? hgt * 0.6 : 0);
    let k = 0;
    for (const row of rows) {
      const ws = widths.slice(k, k + row.length);
      k += row.length;
      const rw = ws.reduce((a, b) => a + b, 0) + gap * (row.length - 1);
      const spot = freeSpot(placed, ax, rowY, rw + gap, hgt + gap, 60) ?? [ax, rowY];
      placed.push(boxAt(spot[0], spot[1], rw + gap, hgt + gap));
      let x = spot[0] - rw / 2;
      row.forEach((it, j) => {
        const cx = x + ws[j] / 2;
        x += ws[j] + gap;
        counters.push(counterSvg(it, cx, spot[1], ws[j], hgt, cf, TERRITORIES[t].name));
      });
      rowY = spot[1] + hgt + gap;
    }
  }
  counters.push(...terrorMarkers(view, placed, upx));
  counters.push(...ambassadorMarkers(view, placed, upx));
  counters.push(...discoveryMarkers(view, placed, upx, highlight, selected));
  const offered = new Set([...highlight].map((l) => LOCATIONS[l]?.[0]));
  TERRITORIES.forEach((t, i) => t.terrain !== 'stronghold' && (byTerr.has(i) || offered.has(i)) && placeLabel(i, true));
  TERRITORIES.forEach((t, i) => t.terrain !== 'stronghold' && !byTerr.has(i) && !offered.has(i) && placeLabel(i, false));
  parts.push(...labels, ...counters);
  parts.push(hmsMarker(view, upx));
  return parts.join('');
}

/** Ecaz: a face-up Ambassador on its stronghold, marked with its faction's letter and colour. */
function ambassadorMarkers(view: View, placed: Box[], upx: number): string[] {
  const out: string[] = [];
  const f = COUNTER_FONT_PX * upx;
  const hgt = COUNTER_PX * upx * 0.85;
  for (const b of view.ambassadors?.board ?? []) {
    const ti = TERRITORIES.findIndex((x) => x.key === b.territory);
    if (ti < 0) continue;
    const text = `Amb ${FACTION_LETTER[b.ambassador] ?? '?'}`;
    const w = Math.max(hgt, textWidth(text, f) + 8 * upx);
    const [ax, ay] = anchor(ti);
    const spot = freeSpot(placed, ax, ay + hgt, w + 2 * upx, hgt + 2 * upx, 60) ?? [ax, ay + hgt];
    placed.push(boxAt(spot[0], spot[1], w + 2 * upx, hgt + 2 * upx));
    out.push(
      `<g class="ambassador" data-territory="${esc(b.territory)}" data-ambassador="${esc(b.ambassador)}" transform="translate(${spot[0].toFixed(1)} ${spot[1].toFixed(1)})">` +
        `<title>${esc(`The ${FACTION_NAME[b.ambassador] ?? b.ambassador} Ambassador of Ecaz`)} in ${esc(TERRITORIES[ti].name)}</title>` +
        `<rect x="${(-w / 2).toFixed(2)}" y="${(-hgt / 2).toFixed(2)}" width="${w.toFixed(2)}" height="${hgt.toFixed(2)}" rx="${(hgt / 5).toFixed(2)}" fill="${FACTION_COLOR[b.ambassador] ?? '#888'}" stroke="#ec407a" stroke-width="${(1.5 * upx).toFixed(2)}"/>` +
        `<text font-size="${f.toFixed(2)}" fill="${FACTION_INK[b.ambassador] ?? '#000'}">${esc(text)}</text></g>`,
    );
  }
  return out;
}

/** Discovery (em_discovery): each revealed location token as a tappable marker at its host location, with the
 *  forces inside it (like the Hidden Mobile Stronghold; data-loc: a tap picks it where a form takes a place), then
 *  a small token on each face-down site, its pool told by colour and letter (H: Hiereg, S: Smuggler) and its
 *  identity where the view names it for this seat. Each set where it overlaps nothing placed before. */
function discoveryMarkers(view: View, placed: Box[], upx: number, highlight: Set<number>, selected: number | null): string[] {
  const d = view.discovery;
  if (!d) return [];
  const out: string[] = [];
  const f = COUNTER_FONT_PX * upx;
  const atKey = (at: { territory: string; sector?: number | null }) => `${at.territory}${at.sector != null ? `:${at.sector}` : ''}`;
  for (const l of d.locations) {
    const host = PIECES[locationId(l.at.territory, l.at.sector ?? null)];
    const info = discoveryLocation(l.territory);
    if (!host || !info) continue;
    const loc = info.loc;
    const inside = view.board.filter((s) => s.territory === l.territory && s.forces + s.special > 0);
    const text = [info.short, ...inside.map((s) => `${FACTION_LETTER[s.faction] ?? '?'}${s.forces + s.special}`)].join(' ');
    const who = inside.map((s) => `${FACTION_NAME[s.faction] ?? s.faction}: ${forceText(s.faction, s.forces, s.special)}`).join('; ');
    const hgt = COUNTER_PX * upx;
    const w = Math.max(hgt, textWidth(text, f) + 10 * upx);
    const [cx, cy] = pieceCenter(host);
    const spot = freeSpot(placed, cx, cy, w + 2 * upx, hgt + 2 * upx, 30) ?? [cx, cy];
    placed.push(boxAt(spot[0], spot[1], w + 2 * upx, hgt + 2 * upx));
    const cls = `discovery-location${info.stronghold ? ' stronghold' : ''}${highlight.has(loc) ? ' hl-mark' : ''}${selected === loc ? ' sel-mark' : ''}`;
    out.push(
      `<g class="${cls}" data-loc="${loc}" data-territory="${esc(l.territory)}" data-at="${esc(atKey(l.at))}" transform="translate(${spot[0].toFixed(1)} ${spot[1].toFixed(1)})">` +
        `<title>${esc(info.name)}, inside ${esc(locName(locationId(l.at.territory, l.at.sector ?? null)))}${who ? ` (${esc(who)})` : ''}</title>` +
        `<rect x="${(-w / 2).toFixed(2)}" y="${(-hgt / 2).toFixed(2)}" width="${w.toFixed(2)}" height="${hgt.toFixed(2)}" rx="${(hgt / 6).toFixed(2)}" stroke-width="${(1.5 * upx).toFixed(2)}"/>` +
        `<text font-size="${f.toFixed(2)}">${esc(text)}</text></g>`,
    );
  }
  const hgt = COUNTER_PX * upx * 0.85;
  for (const s of d.sites) {
    const loc = locationId(s.at.territory, s.at.sector ?? null);
    const piece = PIECES[loc];
    if (!piece) continue;
    const text = discoveryMarkerText(s.pool, s.token);
    const pool = DISCOVERY_POOL_NAME[s.pool] ?? s.pool;
    const where = locName(loc);
    const title = s.token === 'face_down' ? `A face-down ${pool} Discovery token in ${where}` : `${pool} Discovery token (you may see it): ${discoveryTokenName(s.token)}, in ${where}`;
    const w = Math.max(hgt, textWidth(text, f) + 8 * upx);
    const [cx, cy] = pieceCenter(piece);
    const spot = freeSpot(placed, cx, cy, w + 2 * upx, hgt + 2 * upx, 60) ?? [cx, cy];
    placed.push(boxAt(spot[0], spot[1], w + 2 * upx, hgt + 2 * upx));
    out.push(
      `<g class="discovery-site ${s.pool === 'hiereg' ? 'hiereg' : 'smuggler'}" data-territory="${esc(s.at.territory)}" data-at="${esc(atKey(s.at))}" data-pool="${esc(s.pool)}" data-token="${s.token === 'face_down' ? '' : esc(s.token)}" transform="translate(${spot[0].toFixed(1)} ${spot[1].toFixed(1)})">` +
        `<title>${esc(title)}</title>` +
        `<rect x="${(-w / 2).toFixed(2)}" y="${(-hgt / 2).toFixed(2)}" width="${w.toFixed(2)}" height="${hgt.toFixed(2)}" rx="${(hgt / 8).toFixed(2)}" stroke-width="${(1.5 * upx).toFixed(2)}"/>` +
        `<text font-size="${f.toFixed(2)}">${esc(text)}</text></g>`,
    );
  }
  return out;
}

/** Moritani: a small token on each stronghold holding a Terror token ("?" face down; its name for the
 *  Moritani seat, who see which is which), and an "Aftermath" tag where Atomics went off; each set where
 *  it overlaps nothing placed before (labels, counters). */
function terrorMarkers(view: View, placed: Box[], upx: number): string[] {
  const t = view.terror;
  if (!t) return [];
  const out: string[] = [];
  const f = COUNTER_FONT_PX * upx;
  const hgt = COUNTER_PX * upx * 0.85;
  const marks: { territory: string; cls: string; text: string; title: string; token: string }[] = t.board.map((b) => ({
    territory: b.territory,
    cls: 'terror',
    text: terrorMarkerText(b.token),
    title: b.token ? `Your Terror token: ${terrorName(b.token)}` : 'A face-down Terror token of the Moritani',
    token: b.token ?? '',
  }));
  if (t.aftermath) marks.push({ territory: t.aftermath, cls: 'aftermath-mark', text: 'Aftermath', title: 'Atomics Aftermath: no shipment here', token: '' });
  for (const m of marks) {
    const ti = TERRITORIES.findIndex((x) => x.key === m.territory);
    if (ti < 0) continue;
    const w = Math.max(hgt, textWidth(m.text, f) + 8 * upx);
    const [ax, ay] = anchor(ti);
    const spot = freeSpot(placed, ax, ay - hgt, w + 2 * upx, hgt + 2 * upx, 60) ?? [ax, ay - hgt];
    placed.push(boxAt(spot[0], spot[1], w + 2 * upx, hgt + 2 * upx));
    const where = TERRITORIES[ti].name;
    out.push(
      `<g class="${m.cls}" data-territory="${esc(m.territory)}"${m.cls === 'terror' ? ` data-token="${esc(m.token)}"` : ''} transform="translate(${spot[0].toFixed(1)} ${spot[1].toFixed(1)})">` +
        `<title>${esc(m.title)} in ${esc(where)}</title>` +
        `<rect x="${(-w / 2).toFixed(2)}" y="${(-hgt / 2).toFixed(2)}" width="${w.toFixed(2)}" height="${hgt.toFixed(2)}" rx="${(hgt / 5).toFixed(2)}" stroke-width="${(1.5 * upx).toFixed(2)}"/>` +
        `<text font-size="${f.toFixed(2)}">${esc(m.text)}</text></g>`,
    );
  }
  return out;
}

/** Ixians & Tleilaxu: a small diamond on the sector the Hidden Mobile Stronghold points at, with the
 *  forces inside it (faction letter and count). */
function hmsMarker(view: View, upx: number): string {
  const at = view.hidden_mobile_stronghold?.points_at;
  if (!at) return '';
  const host = PIECES[locationId(at.territory, at.sector ?? null)];
  if (!host) return '';
  const [x, y] = pieceCenter(host);
  const r = 7 * upx;
  const inside = view.board.filter((s) => s.territory === HMS_KEY && s.forces + s.special > 0);
  const label = inside.map((s) => `${FACTION_LETTER[s.faction] ?? '?'}${s.forces + s.special}`).join(' ');
  const title = inside.map((s) => `${FACTION_NAME[s.faction] ?? s.faction}: ${forceText(s.faction, s.forces, s.special)}`).join('; ');
  return (
    `<g class="hms" data-territory="${HMS_KEY}" data-points-at="${esc(at.territory)}${at.sector != null ? `:${at.sector}` : ''}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">` +
    `<title>Hidden Mobile Stronghold${title ? ` (${esc(title)})` : ''}</title>` +
    `<path d="M 0 ${(-r).toFixed(2)} L ${r.toFixed(2)} 0 L 0 ${r.toFixed(2)} L ${(-r).toFixed(2)} 0 Z" fill="#bdbdbd" stroke="#000" stroke-width="${(r / 6).toFixed(2)}"/>` +
    `<text y="${(r * 1.9).toFixed(2)}" font-size="${(COUNTER_FONT_PX * upx).toFixed(2)}">HMS ${label}</text></g>`
  );
}

function counterSvg(it: { kind: string; faction?: FactionKey; normal: number; special: number }, x: number, y: number, w: number, hgt: number, f: number, where: string): string {
  const at = `transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"`;
  const rect = (fill: string, extra = '') =>
    `<rect x="${(-w / 2).toFixed(2)}" y="${(-hgt / 2).toFixed(2)}" width="${w.toFixed(2)}" height="${hgt.toFixed(2)}" rx="${(hgt / 2).toFixed(2)}" fill="${fill}"${extra}/>`;
  if (it.kind === 'spice') {
    return (
      `<g class="spice" ${at}><title>${it.normal} spice in ${esc(where)}</title>` +
      rect('#ff8f00', ` stroke="#4e2600"`) +
      `<text font-size="${f.toFixed(2)}">${it.normal}</text></g>`
    );
  }
  const fk = it.faction!;
  const letter = FACTION_LETTER[fk];
  if (it.kind === 'advisor') {
    return (
      `<g class="force advisor" data-faction="${fk}" ${at}><title>${FACTION_NAME[fk]}: ${forceText(fk, 0, it.special)} in ${esc(where)}</title>` +
      rect('#fff', ` stroke="${FACTION_COLOR[fk]}" stroke-width="${(hgt / 10).toFixed(2)}"`) +
      `<text font-size="${f.toFixed(2)}" fill="${FACTION_COLOR[fk]}">${letter}${it.special}</text></g>`
    );
  }
  const elite = it.special > 0;
  return (
    `<g class="force${elite ? ' elite' : ''}" data-faction="${fk}" ${at}><title>${FACTION_NAME[fk]}: ${forceText(fk, it.normal, it.special)} forces in ${esc(where)}</title>` +
    rect(FACTION_COLOR[fk], elite ? ` stroke="#ffd54f" stroke-width="${(hgt / 8).toFixed(2)}"` : '') +
    `<text font-size="${f.toFixed(2)}" fill="${FACTION_INK[fk]}">${letter}${it.normal + it.special}</text></g>`
  );
}

export interface BoardHandle {
  el: HTMLElement;
  update(view: View, highlight: Set<number>, selected: number | null): void;
  /** Forget the drawn layer so the next update redraws it (benchmarks). */
  reset(): void;
}

/** Creates the map with zoom buttons, wheel zoom, drag and pinch pan. onPick gets a location id. */
export function createBoard(onPick: (loc: number) => void): BoardHandle {
  const wrap = document.createElement('div');
  wrap.className = 'board';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'Map of Arrakis');
  svg.innerHTML = staticSvg();
  const dyn = svg.querySelector('.dyn') as SVGGElement;
  let vb = { ...FULL };
  let drawn: [View, Set<number>, number | null] | null = null;
  let last = '';
  let queued = false;
  const upx = () => {
    const w = svg.getBoundingClientRect().width;
    return w > 0 ? vb.w / w : 0.62;
  };
  const draw = () => {
    if (!drawn) return;
    const html = dynamicSvg(drawn[0], drawn[1], drawn[2], upx());
    if (html !== last) dyn.innerHTML = last = html;
  };
  // Text and counters keep their screen size: redraw after a zoom or a resize (one per frame).
  const redraw = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  };
  const apply = () => {
    svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
    // Whole map: the page scrolls over it on touch; zoomed in: one finger pans the map.
    wrap.classList.toggle('zoomed', vb.w < FULL.w);
    redraw();
  };
  apply();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(redraw).observe(svg);
  const zoom = (factor: number, cx = vb.x + vb.w / 2, cy = vb.y + vb.h / 2) => {
    const w = Math.min(FULL.w, Math.max(40, vb.w * factor));
    const k = w / vb.w;
    vb = { x: cx - (cx - vb.x) * k, y: cy - (cy - vb.y) * k, w, h: w };
    clamp();
    apply();
  };
  const clamp = () => {
    vb.x = Math.min(FULL.x + FULL.w - vb.w, Math.max(FULL.x, vb.x));
    vb.y = Math.min(FULL.y + FULL.h - vb.h, Math.max(FULL.y, vb.y));
  };
  const toSvg = (clientX: number, clientY: number) => {
    const r = svg.getBoundingClientRect();
    return { x: vb.x + ((clientX - r.left) / r.width) * vb.w, y: vb.y + ((clientY - r.top) / r.height) * vb.h };
  };
  svg.addEventListener(
    'wheel',
    (e) => {
      // The wheel scrolls the page; Ctrl + wheel (and a touchpad pinch) zooms the map.
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const p = toSvg(e.clientX, e.clientY);
      zoom(e.deltaY < 0 ? 0.8 : 1.25, p.x, p.y);
    },
    { passive: false },
  );
  const pointers = new Map<number, { x: number; y: number }>();
  let moved = 0;
  let pinch = 0;
  svg.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    moved = 0;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = Math.hypot(a.x - b.x, a.y - b.y);
    }
  });
  svg.addEventListener('pointermove', (e) => {
    const prev = pointers.get(e.pointerId);
    if (!prev) return;
    const r = svg.getBoundingClientRect();
    if (pointers.size === 1 && vb.w < FULL.w) {
      const dx = ((e.clientX - prev.x) / r.width) * vb.w;
      const dy = ((e.clientY - prev.y) / r.height) * vb.h;
      moved += Math.abs(e.clientX - prev.x) + Math.abs(e.clientY - prev.y);
      if (moved > 6) {
        vb.x -= dx;
        vb.y -= dy;
        clamp();
        apply();
        svg.setPointerCapture?.(e.pointerId);
      }
    }
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch > 0 && d > 0) {
        const c = toSvg((a.x + b.x) / 2, (a.y + b.y) / 2);
        zoom(pinch / d, c.x, c.y);
      }
      pinch = d;
      moved = 100;
    }
  });
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = 0;
  };
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);
  svg.addEventListener('click', (e) => {
    if (moved > 6 && vb.w < FULL.w) return;
    const target = (e.target as Element).closest('[data-loc]');
    if (target) onPick(Number(target.getAttribute('data-loc')));
  });
  const tools = document.createElement('div');
  tools.className = 'zoom';
  const btn = (label: string, title: string, fn: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.title = title;
    b.setAttribute('aria-label', title);
    b.onclick = fn;
    tools.append(b);
  };
  btn('+', 'Zoom in', () => zoom(0.7));
  btn('−', 'Zoom out', () => zoom(1 / 0.7));
  btn('⟲', 'Show the whole map', () => {
    vb = { ...FULL };
    apply();
  });
  wrap.append(svg, tools);
  return {
    el: wrap,
    update(view, highlight, selected) {
      drawn = [view, highlight, selected];
      draw();
    },
    reset() {
      last = '';
    },
  };
}

export { LOCATIONS };
