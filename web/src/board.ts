// The SVG map of Arrakis: a static layer (territory pieces, names, sector numbers) drawn once,
// and a dynamic layer (storm, spice, forces, highlights) redrawn for each version.
import { LOCATIONS, TERRITORIES } from './mapdata';
import { PIECES, R_OUTER, SECTORS, pieceCenter, polar, sectorCenterAngle, sectorSpan, wedgePath, locationFromJson } from './mapgeo';
import { FACTION_COLOR, FACTION_INK, FACTION_NAME, forceText } from './names';
import type { View } from './types';

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
  // Territory outlines: thicker strokes between territories are approximated by stroking each
  // stronghold in gold.
  for (let s = 0; s < SECTORS; s++) {
    const [x, y] = polar(R_OUTER + 7, sectorCenterAngle(s));
    parts.push(`<text class="sector-no" x="${x.toFixed(1)}" y="${y.toFixed(1)}">${s}</text>`);
  }
  for (let t = 0; t < TERRITORIES.length; t++) {
    const p = labelPiece(t);
    const [x, y] = pieceCenter(p);
    const name = TERRITORIES[t].name;
    const cls = TERRITORIES[t].terrain === 'stronghold' ? 'tname stronghold' : 'tname';
    parts.push(`<text class="${cls}" x="${x.toFixed(1)}" y="${(y - (t === 0 ? 7 : 2.2)).toFixed(1)}">${esc(name)}</text>`);
  }
  parts.push('<g class="dyn"></g>');
  return parts.join('');
}

/** Dynamic layer: storm sector, spice, forces, highlighted destinations and the selected piece. */
export function dynamicSvg(view: View, highlight: Set<number>, selected: number | null): string {
  const parts: string[] = [];
  const [a0, a1] = sectorSpan(view.storm_sector);
  parts.push(`<path class="storm" d="${wedgePath(17, R_OUTER + 1, a0, a1)}" fill="url(#storm-hatch)"><title>Storm: sector ${view.storm_sector}</title></path>`);
  const [sx, sy] = polar(R_OUTER + 7, sectorCenterAngle(view.storm_sector));
  parts.push(`<circle class="storm-marker" cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="5"/><text class="storm-label" x="${sx.toFixed(1)}" y="${sy.toFixed(1)}">${view.storm_sector}</text>`);
  for (const l of highlight) {
    const p = PIECES[l];
    parts.push(`<path class="hl" data-loc="${l}" d="${wedgePath(p.r0, p.r1, p.a0, p.a1)}"/>`);
  }
  if (selected !== null && selected >= 0) {
    const p = PIECES[selected];
    parts.push(`<path class="sel" d="${wedgePath(p.r0, p.r1, p.a0, p.a1)}"/>`);
  }
  // Counters per location: spice first, then each faction's stack.
  const byLoc = new Map<number, string[]>();
  const add = (loc: number, svg: string) => {
    if (!byLoc.has(loc)) byLoc.set(loc, []);
    byLoc.get(loc)!.push(svg);
  };
  for (const s of view.spice) {
    const loc = locationFromJson({ territory: s.territory, sector: s.sector });
    if (loc >= 0) add(loc, `spice:${s.amount}`);
  }
  for (const s of view.board) {
    const loc = locationFromJson({ territory: s.territory, sector: s.sector });
    if (loc < 0) continue;
    // Bene Gesserit advisors are a counter of their own (hollow); elite forces get a gold ring.
    if (s.faction === 'bene_gesserit' && s.special > 0) {
      if (s.forces > 0) add(loc, `force:${s.faction}:${s.forces}:0`);
      add(loc, `advisor:${s.faction}:0:${s.special}`);
    } else add(loc, `force:${s.faction}:${s.forces}:${s.special}`);
  }
  for (const [loc, items] of byLoc) {
    const p = PIECES[loc];
    const [cx, cy] = pieceCenter(p);
    // Lay counters along the arc (tangent), wrapping to a second row.
    const mid = ((p.a0 + p.a1) / 2) * (Math.PI / 180);
    const tx = -Math.sin(mid), ty = Math.cos(mid);
    const rx = Math.cos(mid), ry = Math.sin(mid);
    const perRow = loc === 0 ? 4 : 2;
    items.forEach((it, i) => {
      const row = Math.floor(i / perRow), col = i % perRow;
      const n = Math.min(perRow, items.length - row * perRow);
      const off = (col - (n - 1) / 2) * 6.6;
      const x = cx + tx * off - rx * row * 6.6 * (loc === 0 ? -1 : 1);
      const y = cy + ty * off - ry * row * 6.6 * (loc === 0 ? -1 : 1);
      const [kind, a, b, c] = it.split(':');
      if (kind === 'spice') {
        parts.push(
          `<g class="spice" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><title>${a} spice</title><rect x="-3" y="-3" width="6" height="6" transform="rotate(45)"/><text>${a}</text></g>`,
        );
      } else if (kind === 'advisor') {
        const f = a as keyof typeof FACTION_COLOR;
        parts.push(
          `<g class="force advisor" data-faction="${f}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><title>${FACTION_NAME[f]}: ${forceText(f, 0, Number(c))}</title>` +
            `<circle r="3.3" fill="#fff" stroke="${FACTION_COLOR[f]}" stroke-width="1.2"/><text fill="${FACTION_COLOR[f]}">${c}</text></g>`,
        );
      } else {
        const f = a as keyof typeof FACTION_COLOR;
        const total = Number(b) + Number(c);
        const elite = Number(c) > 0;
        parts.push(
          `<g class="force${elite ? ' elite' : ''}" data-faction="${f}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><title>${FACTION_NAME[f]}: ${forceText(f, Number(b), Number(c))} forces</title>` +
            `<circle r="3.3" fill="${FACTION_COLOR[f]}"${elite ? ' stroke="#ffd54f" stroke-width="1"' : ''}/><text fill="${FACTION_INK[f]}">${total}</text></g>`,
        );
      }
    });
  }
  return parts.join('');
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
  const apply = () => svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
  apply();
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
    if (pointers.size === 1) {
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
    if (moved > 6) return;
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
  let last = '';
  return {
    el: wrap,
    update(view, highlight, selected) {
      const html = dynamicSvg(view, highlight, selected);
      if (html !== last) dyn.innerHTML = last = html;
    },
    reset() {
      last = '';
    },
  };
}

export { LOCATIONS };
