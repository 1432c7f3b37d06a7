// The lobby: create a game, seat links, join by link or code, spectate, my games.
import { ApiError, api, type Summary } from './api';
import { h, select } from './dom';
import { FACTIONS, FACTION_COLOR, FACTION_NAME, PHASE_NAME, factionName } from './names';
import { forgetSeat, rememberHost, rememberSeat, seats } from './storage';
import type { FactionKey } from './types';

type Role = 'me' | 'bot' | 'friend' | 'out';

export function seatLink(code: string, token: string): string {
  return `${location.origin}${location.pathname}#/g/${code}?seat=${encodeURIComponent(token)}`;
}

/** Parses a pasted seat link or a bare game code. */
export function parseJoin(text: string): { code: string; token: string | null } | null {
  const t = text.trim();
  const m = t.match(/#\/g\/([A-Za-z0-9]{8})(?:\?seat=([A-Za-z0-9_%-]+))?/);
  if (m) return { code: m[1].toUpperCase(), token: m[2] ? decodeURIComponent(m[2]) : null };
  if (/^[A-Za-z0-9]{8}$/.test(t)) return { code: t.toUpperCase(), token: null };
  return null;
}

function copyButton(text: string, label: string): HTMLElement {
  const b = h('button', { type: 'button', class: 'small' }, label);
  b.onclick = async () => {
    try {
      await navigator.clipboard.writeText(text);
      b.textContent = 'Copied';
    } catch {
      b.textContent = 'Select and copy the link';
    }
    setTimeout(() => (b.textContent = label), 1500);
  };
  return b;
}

export function mountLobby(root: HTMLElement): void {
  const roles: Record<FactionKey, Role> = { atreides: 'me', bene_gesserit: 'bot', emperor: 'bot', fremen: 'bot', guild: 'bot', harkonnen: 'bot', ixian: 'out', tleilaxu: 'out' };
  let maxTurns = 10;
  let ruleset: 'basic' | 'advanced' = 'basic';
  const err = h('p', { class: 'error', role: 'alert' });
  const created = h('div', { class: 'created', 'aria-live': 'polite' });

  const rows = FACTIONS.map((f) =>
    h(
      'div',
      { class: 'role-row' },
      h('span', { class: 'dot', style: `background:${FACTION_COLOR[f]}` }),
      select(
        FACTION_NAME[f],
        [
          ['me', 'Me'],
          ['bot', 'Bot'],
          ['friend', 'Friend (send a link)'],
          ['out', 'Not playing'],
        ],
        roles[f],
        (v) => (roles[f] = v as Role),
        `role-${f}`,
      ).el,
    ),
  );
  const turns = select(
    'Turns',
    Array.from({ length: 10 }, (_, i): [string, string] => [String(i + 1), String(i + 1)]),
    '10',
    (v) => (maxTurns = Number(v)),
    'max-turns',
  );

  const rules = select(
    'Rules',
    [
      ['basic', 'Basic'],
      ['advanced', 'Advanced'],
    ],
    ruleset,
    (v) => (ruleset = v as 'basic' | 'advanced'),
    'ruleset',
  );

  async function create() {
    err.textContent = '';
    const factions = FACTIONS.filter((f) => roles[f] !== 'out');
    const bots = factions.filter((f) => roles[f] === 'bot');
    const mine = factions.filter((f) => roles[f] === 'me');
    const friends = factions.filter((f) => roles[f] === 'friend');
    if (factions.length < 2) {
      err.textContent = 'A game needs at least two factions.';
      return;
    }
    createBtn.disabled = true;
    try {
      const g = await api.createGame(factions, bots, maxTurns, ruleset);
      rememberHost(g.code, g.hostToken);
      const links: { f: FactionKey; token: string }[] = [];
      for (const f of [...mine, ...friends]) {
        const s = await api.claimSeat(g.code, f, g.hostToken);
        if (s.seatToken) links.push({ f, token: s.seatToken });
      }
      for (const l of links) if (mine.includes(l.f)) rememberSeat(g.code, l.f, l.token);
      created.replaceChildren(
        h('h3', {}, `Game ${g.code} created`),
        h(
          'ul',
          { class: 'links' },
          ...links.map((l) =>
            h(
              'li',
              {},
              h('span', { class: 'dot', style: `background:${FACTION_COLOR[l.f]}` }),
              h('strong', {}, FACTION_NAME[l.f]),
              mine.includes(l.f) ? ' (you) ' : ' (send to a friend) ',
              h('input', { class: 'link', readonly: true, value: seatLink(g.code, l.token), 'aria-label': `Seat link for ${FACTION_NAME[l.f]}` }),
              copyButton(seatLink(g.code, l.token), 'Copy link'),
              mine.includes(l.f) ? h('a', { class: 'button primary', href: `#/g/${g.code}?seat=${encodeURIComponent(l.token)}` }, 'Play') : '',
            ),
          ),
        ),
        h('p', {}, h('a', { href: `#/g/${g.code}?spectate=1` }, 'Watch as a spectator')),
        h('p', { class: 'info' }, 'A seat link is the key to that seat: anyone holding it plays that faction.'),
      );
      if (mine.length === 1 && friends.length === 0) location.hash = `#/g/${g.code}?seat=${encodeURIComponent(links[0].token)}`;
    } catch (e) {
      err.textContent = (e as ApiError).message;
    } finally {
      createBtn.disabled = false;
    }
  }
  const createBtn = h('button', { type: 'button', class: 'primary', onclick: () => void create() }, 'Create game');

  // Join
  const joinInput = h('input', { id: 'join-input', placeholder: 'Seat link or game code', autocomplete: 'off' });
  const joinOut = h('div', { 'aria-live': 'polite' });
  async function join() {
    joinOut.replaceChildren();
    const p = parseJoin(joinInput.value);
    if (!p) {
      joinOut.append(h('p', { class: 'error', role: 'alert' }, 'That is neither a seat link nor an 8-letter game code.'));
      return;
    }
    if (p.token) {
      location.hash = `#/g/${p.code}?seat=${encodeURIComponent(p.token)}`;
      return;
    }
    let s: Summary;
    try {
      s = await api.summary(p.code);
    } catch (e) {
      joinOut.append(h('p', { class: 'error', role: 'alert' }, (e as Error).message));
      return;
    }
    const open = s.seats.filter((x) => x.status === 'open');
    joinOut.append(
      h('p', {}, `Game ${s.code}${s.ruleset === 'advanced' ? ' (Advanced)' : ''}: turn ${s.turn}, ${PHASE_NAME[s.phase] ?? s.phase}${s.over ? ' (over)' : ''}.`),
      open.length
        ? h(
            'div',
            { class: 'buttons' },
            ...open.map((x) =>
              h(
                'button',
                {
                  type: 'button',
                  onclick: async () => {
                    try {
                      const c = await api.claimSeat(s.code, x.faction);
                      if (c.seatToken) {
                        rememberSeat(s.code, x.faction, c.seatToken);
                        location.hash = `#/g/${s.code}?seat=${encodeURIComponent(c.seatToken)}`;
                      }
                    } catch (e) {
                      joinOut.append(h('p', { class: 'error', role: 'alert' }, (e as Error).message));
                    }
                  },
                },
                `Take ${FACTION_NAME[x.faction]}`,
              ),
            ),
          )
        : h('p', { class: 'info' }, 'No open seat.'),
      h('a', { class: 'button', href: `#/g/${s.code}?spectate=1` }, 'Spectate'),
    );
  }

  // My games
  const mineList = h('ul', { class: 'my-games' });
  function drawMine() {
    const all = seats();
    mineList.replaceChildren(
      ...(all.length
        ? all.map((s) => {
            const info = h('span', { class: 'info' }, '');
            void api
              .summary(s.code)
              .then((x) => (info.textContent = ` turn ${x.turn}, ${PHASE_NAME[x.phase] ?? x.phase}${x.over ? ', over' : ''}`))
              .catch(() => (info.textContent = ' (not found)'));
            return h(
              'li',
              {},
              h('span', { class: 'dot', style: `background:${FACTION_COLOR[s.faction]}` }),
              h('a', { href: `#/g/${s.code}?seat=${encodeURIComponent(s.token)}` }, `${s.code} — ${factionName(s.faction)}`),
              info,
              h(
                'button',
                {
                  type: 'button',
                  class: 'small',
                  'aria-label': `Forget ${s.code} ${factionName(s.faction)}`,
                  onclick: () => {
                    forgetSeat(s.code, s.faction);
                    drawMine();
                  },
                },
                'Forget',
              ),
            );
          })
        : [h('li', { class: 'info' }, 'None yet.')]),
    );
  }
  drawMine();

  root.replaceChildren(
    h('header', { class: 'bar' }, h('span', { class: 'title' }, 'Dune')),
    h(
      'main',
      { class: 'lobby' },
      h(
        'section',
        { class: 'card' },
        h('h2', {}, 'New game'),
        h('p', { class: 'info' }, 'Choose who plays each faction. Bots play instantly; friends get a seat link.'),
        h('div', { class: 'roles' }, ...rows),
        rules.el,
        h('p', { class: 'info' }, 'Advanced: spice supports forces in battle, Sardaukar and Fedaykin, Karama powers, the Kwisatz Haderach, bribes.'),
        turns.el,
        createBtn,
        err,
        created,
      ),
      h(
        'section',
        { class: 'card' },
        h('h2', {}, 'Join or watch'),
        h('label', { for: 'join-input', class: 'field' }, h('span', {}, 'Seat link or game code'), joinInput),
        h('button', { type: 'button', onclick: () => void join() }, 'Join'),
        joinOut,
      ),
      h('section', { class: 'card' }, h('h2', {}, 'Your games'), mineList),
    ),
  );
  joinInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') void join();
  });
}
