// Auto-pass rules: the player's standing answers to questions that are asked of everyone to keep
// secrets (Weather Control, traitor calls, bids), saved in this browser. The question is still
// asked and answered: only the click is saved, after a short random pause (game.ts).
import type { PanelModel } from './decisions';
import { h } from './dom';
import type { Action, FactionKey, View } from './types';

export interface AutoPassRules {
  /** Answer Pass when Pass is the only answer offered (no traitor to call, no spice to bid, no forces to move...). */
  onlyPass: boolean;
  /** Pass every bid whose minimum is above this (-1: off). */
  bidAbove: number;
  /** Never play Weather Control or Family Atomics when asked (pass even holding the card). */
  skipStormCards: boolean;
}

const KEY = 'dune.autopass';
const DEFAULTS: AutoPassRules = { onlyPass: false, bidAbove: -1, skipStormCards: false };

export function loadRules(): AutoPassRules {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<AutoPassRules>) };
  } catch {
    return { ...DEFAULTS };
  }
}

function saveRules(r: AutoPassRules) {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    /* private mode: rules last for this page */
  }
}

/** The Pass the rules give for this seat's decisions now, or null (ask the player). */
export function autoPass(model: PanelModel, view: View, seat: FactionKey | null, rules: AutoPassRules = loadRules()): Action | null {
  if (!seat || !model.decisions.length) return null;
  // Every open question must be one the rules answer (e.g. Weather Control and Family Atomics
  // asked together); one Pass at a time, the next render handles the next.
  const pass = model.decisions[0].pass?.action ?? null;
  return pass && model.decisions.every((d) => answers(d, view, rules)) ? pass : null;
}

function answers(d: PanelModel['decisions'][number], view: View, rules: AutoPassRules): boolean {
  const kind = d.decision.kind;
  if (rules.skipStormCards && (kind === 'weather_control' || kind === 'family_atomics')) return true;
  if (rules.bidAbove >= 0 && kind === 'bid') {
    const bid = d.controls.find((c) => c.kind === 'bid');
    const min = bid && bid.kind === 'bid' ? bid.min : (view.bidding?.high_bid ?? 0) + 1;
    if (min > rules.bidAbove) return true;
  }
  // Questions with no other answer; never the Nexus, the revival or a choice of battle.
  const simple = ['traitor', 'weather_control', 'family_atomics', 'bid', 'move', 'ship', 'voice', 'prescience', 'karama_give_back'];
  if (!rules.onlyPass || !simple.includes(kind)) return false;
  return d.controls.every((c) => c.kind === 'moves' && c.groups.length === 0);
}

/** The settings card: three rules, saved at once; onChange re-evaluates the open decision. */
export function autoPassSettings(onChange: () => void): HTMLElement {
  const r = loadRules();
  const set = (patch: Partial<AutoPassRules>) => {
    Object.assign(r, patch);
    saveRules(r);
    onChange();
  };
  const check = (name: string, label: string, on: boolean, fn: (v: boolean) => void) =>
    h('label', { class: 'check' }, h('input', { type: 'checkbox', name, checked: on, onchange: (e: Event) => fn((e.target as HTMLInputElement).checked) }), ` ${label}`);
  const above = h('input', {
    type: 'number',
    name: 'autopass-bid-above',
    min: 0,
    max: 99,
    value: r.bidAbove >= 0 ? String(r.bidAbove) : '',
    placeholder: 'off',
    'aria-label': 'Pass bids above this many spice',
    onchange: (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      set({ bidAbove: v === '' ? -1 : Math.max(0, Number(v)) });
    },
  });
  return h(
    'details',
    { class: 'card autopass', 'data-testid': 'autopass' },
    h('summary', {}, 'Auto-pass rules'),
    h('p', { class: 'info' }, 'Some questions go to everyone so that nobody learns who holds which card. These rules answer them for you, after a short random pause so the timing gives nothing away.'),
    check('autopass-only', 'Pass when Pass is the only answer (no traitor to call, nothing to bid or move)', r.onlyPass, (v) => set({ onlyPass: v })),
    check('autopass-storm', 'Never play Weather Control or Family Atomics (skip the question)', r.skipStormCards, (v) => set({ skipStormCards: v })),
    h('label', { class: 'check' }, 'Pass every bid above ', above, ' spice'),
  );
}
