// The SVG map of Arrakis: a static layer (territory pieces, names, sector numbers) drawn once,
// and a dynamic layer (storm, spice, forces, highlights) redrawn for each version.
import { LOCATIONS, TERRITORIES } from './mapdata';
import { FULL, LABEL_PX, labelSvg, layoutMap, markerSvg } from './maplayout';
import { PIECES, R_OUTER, SECTORS, polar, sectorCenterAngle, sectorSpan, wedgePath } from './mapgeo';
import type { View } from './types';

const NS = 'http://www.w3.org/2000/svg';

const FILL: Record<string, string> = { sand: '#e9c989', rock: '#b39b86', stronghold: '#7b5a44', polar_sink: '#d9e2e6' };

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

export { COUNTER_PX, LABEL_PX, STRONGHOLD_PX } from './maplayout';

/** Dynamic layer: storm, highlights, the Atomics Aftermath's tint, the sector numbers and the storm marker on
 *  the rim, then the territory names and the markers of what each territory holds, laid out by maplayout.ts so
 *  that nothing overlaps and every marker lies in its territory. `upx`: SVG units per CSS pixel at the current
 *  zoom, so that text and counters keep their screen size. */
export function dynamicSvg(view: View, highlight: Set<number>, selected: number | null, upx = 0.62): string {
  const parts: string[] = [];
  const [a0, a1] = sectorSpan(view.storm_sector);
  parts.push(`<path class="storm" d="${wedgePath(17, R_OUTER + 1, a0, a1)}" fill="url(#storm-hatch)"><title>Storm: sector ${view.storm_sector}</title></path>`);
  for (const l of highlight) {
    const p = PIECES[l];
    if (!p) continue; // off the board's pieces (the Hidden Mobile Stronghold, a Discovery location): its marker shows it
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
  const offered = new Set([...highlight].map((l) => LOCATIONS[l]?.[0]).filter((t): t is number => t !== undefined));
  const layout = layoutMap(view, upx, offered);
  parts.push(...layout.labels.map(labelSvg), ...layout.markers.map((p) => markerSvg(p, highlight, selected)));
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
