// Table talk (docs/API.md, "Table talk"): one public channel and a private channel with each other
// seat, in a drawer that stays one line tall until opened, so that it never hides the board. The
// server stores every message and pushes it on the game's stream to exactly the seats allowed;
// spectators read the public channel only. Every message is shown as text (never as markup).
import './talk.css';
import { ApiError, api, requestId, type TalkMessage } from './api';
import { h } from './dom';
import { FACTION_COLOR, factionName } from './names';
import type { FactionKey } from './types';

export const PUBLIC = 'public';
/** The server's limit on a message, in characters. */
export const MAX_CHARS = 500;

/** The channel of `m` as `seat` reads it: PUBLIC, or the other seat of a private message. */
export function channelOf(m: TalkMessage, seat: FactionKey | null): string {
  if (m.to === null) return PUBLIC;
  return m.from === seat ? m.to : m.from;
}

/** `list` and `add` in id order, each message once. */
export function mergeMessages(list: TalkMessage[], add: TalkMessage[]): TalkMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of add) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Messages from others after the last id seen in their channel, per channel. */
export function unreadByChannel(list: TalkMessage[], seat: FactionKey | null, seen: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of list) {
    if (m.from === seat) continue;
    const c = channelOf(m, seat);
    if (m.id > (seen[c] ?? 0)) out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}

/** What the client checks before sending (the server checks it again): '' when the text may go. */
export function textProblem(text: string): string {
  const t = text.trim();
  if (!t) return 'Write a message first.';
  const n = [...t].length;
  if (n > MAX_CHARS) return `The message has ${n} characters; at most ${MAX_CHARS} are allowed.`;
  return '';
}

export interface TalkDrawer {
  el: HTMLElement;
  /** A message pushed on the stream. */
  receive(m: TalkMessage): void;
  /** Reads what came since the last message held (after each (re)connection of the stream). */
  sync(): Promise<void>;
  /** The game's seats (the private channels a seat may open). */
  setSeats(seats: FactionKey[]): void;
}

export function mountTalk(code: string, token: string | null, seat: FactionKey | null): TalkDrawer {
  let list: TalkMessage[] = [];
  let seats: FactionKey[] = [];
  let channel = PUBLIC;
  const seen: Record<string, number> = {};
  let pendingId = '';
  let pendingText = '';
  let syncing: Promise<void> | null = null;

  const badge = h('span', { class: 'badge', 'data-testid': 'talk-unread', hidden: true });
  const summary = h('summary', {}, 'Table talk', badge);
  const tabs = h('div', { class: 'talk-tabs', role: 'tablist', 'aria-label': 'Channels' });
  const log = h('ol', { class: 'talk-log', 'data-testid': 'talk-log', 'aria-live': 'polite' });
  const input = h('input', { type: 'text', name: 'talk-text', maxlength: MAX_CHARS * 2, autocomplete: 'off', 'aria-label': 'Message' });
  const send = h('button', { type: 'submit', class: 'primary' }, 'Send');
  const error = h('p', { class: 'error', role: 'alert', 'data-testid': 'talk-error' });
  const form = h('form', { class: 'talk-form', onsubmit: (e: Event) => (e.preventDefault(), void say()) }, input, send);
  const el = h(
    'details',
    { class: 'card talk', 'data-testid': 'talk' },
    summary,
    tabs,
    log,
    seat && token ? form : h('p', { class: 'info' }, 'You are watching: you read what the players say to everyone.'),
    error,
  );
  el.addEventListener('toggle', () => draw());

  const name = (c: string) => (c === PUBLIC ? 'Everyone' : factionName(c));

  function draw() {
    if (el.open) seen[channel] = Math.max(seen[channel] ?? 0, ...list.filter((m) => channelOf(m, seat) === channel).map((m) => m.id));
    const unread = unreadByChannel(list, seat, seen);
    const total = Object.values(unread).reduce((a, b) => a + b, 0);
    badge.hidden = total === 0;
    badge.textContent = String(total);
    badge.setAttribute('aria-label', `${total} unread`);
    const channels = [PUBLIC, ...(seat ? seats.filter((f) => f !== seat) : [])];
    tabs.replaceChildren(
      ...channels.map((c) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            'data-channel': c,
            'aria-selected': String(c === channel),
            onclick: () => {
              channel = c;
              error.textContent = '';
              draw();
            },
          },
          name(c),
          unread[c] ? ` (${unread[c]})` : '',
        ),
      ),
    );
    tabs.hidden = channels.length < 2;
    input.placeholder = channel === PUBLIC ? 'Message to everyone' : `Private message to ${factionName(channel)}`;
    const shown = list.filter((m) => channelOf(m, seat) === channel);
    log.replaceChildren(
      ...(shown.length
        ? shown.map((m) =>
            h(
              'li',
              { 'data-id': m.id, class: m.from === seat ? 'mine' : '' },
              h('span', { class: 'who', style: `--fc:${FACTION_COLOR[m.from] ?? 'var(--accent)'}` }, m.from === seat ? 'You' : factionName(m.from)),
              // The text as text: whatever it holds, the page shows the characters.
              h('span', { class: 'text' }, m.text),
              h('span', { class: 'when' }, new Date(m.created).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })),
            ),
          )
        : [h('li', { class: 'info' }, channel === PUBLIC ? 'Nothing said to everyone yet.' : `Nothing said between you and ${factionName(channel)} yet.`)]),
    );
    if (el.open) log.scrollTop = log.scrollHeight;
  }

  async function say() {
    if (!token || !seat) return;
    const problem = textProblem(input.value);
    if (problem) {
      error.textContent = problem;
      return;
    }
    const text = input.value.trim();
    // A retry of the same text (after a network failure) keeps its request id: never sent twice.
    if (text !== pendingText || !pendingId) {
      pendingText = text;
      pendingId = requestId();
    }
    send.disabled = true;
    error.textContent = '';
    try {
      const r = await api.say(code, token, text, channel === PUBLIC ? null : (channel as FactionKey), pendingId);
      pendingId = '';
      pendingText = '';
      input.value = '';
      drawer.receive(r.message);
    } catch (e) {
      error.textContent = e instanceof ApiError ? e.message : String(e);
    } finally {
      send.disabled = false;
    }
  }

  const drawer: TalkDrawer = {
    el,
    receive(m) {
      list = mergeMessages(list, [m]);
      draw();
    },
    sync() {
      syncing ??= (async () => {
        try {
          for (let page = 0; page < 50; page++) {
            const after = list.length ? list[list.length - 1].id : 0;
            const r = await api.messages(code, token, after);
            list = mergeMessages(list, r.messages);
            if (!r.more) break;
          }
        } catch {
          /* the stream's next hello reads again */
        } finally {
          syncing = null;
          draw();
        }
      })();
      return syncing;
    },
    setSeats(s) {
      if (s.join() === seats.join()) return;
      seats = s;
      draw();
    },
  };
  draw();
  return drawer;
}
