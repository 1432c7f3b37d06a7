// Tiny DOM helpers.
type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v as EventListener);
    else if (k === 'class') el.className = String(v);
    else if (k in el && k !== 'list' && typeof v !== 'string') (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

let uid = 0;
export function id(prefix: string): string {
  return `${prefix}-${++uid}`;
}

/** A labelled <select>. values are [value, label] pairs. */
export function select(label: string, values: [string, string][], value: string | undefined, onChange: (v: string) => void, name?: string) {
  const sid = id('sel');
  const s = h('select', { id: sid, name: name ?? label });
  for (const [v, l] of values) {
    const o = h('option', { value: v }, l);
    if (v === value) o.selected = true;
    s.append(o);
  }
  s.addEventListener('change', () => onChange(s.value));
  return { el: h('label', { class: 'field', for: sid }, h('span', {}, label), s), input: s };
}

/** A labelled number input with − / + steppers, clamped to [min, max]. */
export function stepper(label: string, min: number, max: number, value: number, onChange: (v: number) => void, name?: string) {
  const nid = id('num');
  const input = h('input', { id: nid, type: 'number', min, max, step: 1, value: String(value), inputmode: 'numeric', name: name ?? label });
  const set = (v: number) => {
    const c = Math.max(min, Math.min(max, Math.round(Number.isFinite(v) ? v : min)));
    input.value = String(c);
    onChange(c);
  };
  input.addEventListener('change', () => set(Number(input.value)));
  const dec = h('button', { type: 'button', class: 'step', 'aria-label': `${label}: one less`, onclick: () => set(Number(input.value) - 1) }, '−');
  const inc = h('button', { type: 'button', class: 'step', 'aria-label': `${label}: one more`, onclick: () => set(Number(input.value) + 1) }, '+');
  const el = h('div', { class: 'field stepper' }, h('label', { for: nid }, label), h('div', { class: 'stepper-row' }, dec, input, inc));
  return { el, input, set };
}
