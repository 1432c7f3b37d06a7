// Auto-pass rules: the seat's standing answers to the questions asked of everyone to keep secrets
// (Weather Control, Amal, Thumper, traitor calls, bids...). The server keeps them with the seat and
// answers at once, with this tab closed too (docs/API.md, "Auto-pass"); this card only reads and
// writes them, and says what they answered for this seat.
import { api, type AutoPassRules, type AutoPassState } from './api';
import { h } from './dom';
import type { FactionKey } from './types';

/** What the rules answered for this seat, in one sentence ('' when nothing yet); the game log says
 *  which questions ("Auto-pass passed for you: ..."), in lines only this seat reads. */
export function autoPassLine(s: AutoPassState | undefined): string {
  if (!s || s.answered <= 0) return '';
  const n = s.answered === 1 ? '1 question' : `${s.answered} questions`;
  return `Auto-pass has answered ${n} for you (each is in your game log).`;
}

export interface AutoPassCard {
  el: HTMLElement;
  /** The rules and answers as the server last sent them (every view of this seat carries them). */
  update(s: AutoPassState | undefined): void;
}

/** The settings card: three rules, saved on the server at once (the server answers what they cover). */
export function autoPassSettings(code: string, seat: FactionKey, token: string): AutoPassCard {
  const status = h('p', { class: 'info', 'data-testid': 'autopass-answered', 'aria-live': 'polite' });
  const error = h('p', { class: 'error', role: 'alert' });
  const save = async (patch: Partial<AutoPassRules>) => {
    error.textContent = '';
    try {
      card.update(await api.setAutoPass(code, seat, token, patch));
    } catch (e) {
      // Not saved: the checkboxes go back to the rules the server holds.
      error.textContent = (e as Error).message;
      if (last) show(last.rules);
    }
  };
  const check = (name: string, label: string, key: 'onlyPass' | 'skipStormCards') => {
    const input = h('input', { type: 'checkbox', name, onchange: (e: Event) => void save({ [key]: (e.target as HTMLInputElement).checked }) });
    return { input, el: h('label', { class: 'check' }, input, ` ${label}`) };
  };
  const only = check('autopass-only', 'Pass when Pass is the only answer (no traitor to call, no card to play, nothing to bid, swap or move)', 'onlyPass');
  const storm = check('autopass-storm', 'Never play Weather Control or Family Atomics (skip the question)', 'skipStormCards');
  const above = h('input', {
    type: 'number',
    name: 'autopass-bid-above',
    min: 0,
    max: 999,
    placeholder: 'off',
    // Not the checkboxes' 22 px square (.check input): a field wide enough for three digits.
    style: 'width: 5.5rem; height: auto; min-height: 44px',
    'aria-label': 'Pass bids above this many spice',
    onchange: (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      void save({ bidAbove: v === '' ? -1 : Math.max(0, Math.floor(Number(v))) });
    },
  });
  const el = h(
    'details',
    { class: 'card autopass', 'data-testid': 'autopass' },
    h('summary', {}, 'Auto-pass rules'),
    h('p', { class: 'info' }, 'Some questions go to everyone so that nobody learns who holds which card. The server answers them for you by these rules, at once, even with this page closed.'),
    only.el,
    storm.el,
    h('label', { class: 'check' }, 'Pass every bid above ', above, ' spice'),
    status,
    error,
  );
  let last: AutoPassState | null = null;
  const show = (r: AutoPassRules) => {
    only.input.checked = r.onlyPass;
    storm.input.checked = r.skipStormCards;
    if (document.activeElement !== above) above.value = r.bidAbove >= 0 ? String(r.bidAbove) : '';
  };
  const card: AutoPassCard = {
    el,
    update(s) {
      if (!s) return;
      last = s;
      show(s.rules);
      status.textContent = autoPassLine(s);
    },
  };
  void api.autoPass(code, seat, token).then(card.update, () => {});
  return card;
}
