// The lobby: create a game, seat links, join by link or code, spectate, my games.
import { ApiError, api, type BotSeat, type Summary, type Variant } from './api';
import { factionInfo } from './catalog';
import { h, select } from './dom';
import { FACTIONS, FACTION_COLOR, FACTION_NAME, PHASE_NAME, factionName, playerText } from './names';
import { forgetSeat, rememberHost, rememberSeat, seats } from './storage';
import type { FactionKey } from './types';

/** Who plays a faction: me, a bot (the standard heuristic bot, or the strong search bot), a friend sent a
 *  link, or nobody. */
export type Role = 'me' | 'bot' | 'strong' | 'friend' | 'out';

/** Who plays each faction when the lobby opens: you the Atreides, bots the other factions of the base game
 *  (the catalog says which are), nobody the expansions'. */
export function defaultRoles(): Record<FactionKey, Role> {
  const roles = {} as Record<FactionKey, Role>;
  for (const f of FACTIONS) roles[f] = f === 'atreides' ? 'me' : factionInfo(f)?.expansion === 'base' ? 'bot' : 'out';
  return roles;
}

/** The seats of a new game from the lobby's rows, in the order of FACTIONS. How many factions a game
 *  may seat is the engine's rule: a table it refuses comes back from POST /api/games with its sentence,
 *  shown under the button. */
export function seatsFromRoles(roles: Readonly<Record<FactionKey, Role>>): { factions: FactionKey[]; bots: BotSeat[]; mine: FactionKey[]; friends: FactionKey[] } {
  const factions = FACTIONS.filter((f) => roles[f] !== 'out');
  return {
    factions,
    bots: factions.filter((f) => roles[f] === 'bot' || roles[f] === 'strong').map((f) => (roles[f] === 'strong' ? { faction: f, level: 'strong' } : f)),
    mine: factions.filter((f) => roles[f] === 'me'),
    friends: factions.filter((f) => roles[f] === 'friend'),
  };
}

/** The chosen variants after ticking (on) or clearing (off) one of the server's catalog: a variant
 *  brings the ones it needs, and clearing one clears those that need it. Catalog order. */
export function toggleVariant(catalog: readonly Variant[], chosen: readonly string[], key: string, on: boolean): string[] {
  const set = new Set(chosen);
  const add = (k: string) => {
    if (set.has(k)) return;
    set.add(k);
    for (const n of catalog.find((v) => v.key === k)?.needs ?? []) add(n);
  };
  const drop = (k: string) => {
    if (!set.delete(k)) return;
    for (const v of catalog) if (v.needs.includes(k)) drop(v.key);
  };
  if (on) add(key);
  else drop(key);
  return catalog.map((v) => v.key).filter((k) => set.has(k));
}

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
  const roles = defaultRoles();
  const expansions = FACTIONS.filter((f) => roles[f] === 'out').map((f) => FACTION_NAME[f]);
  let catalog: Variant[] = [];
  let variants: string[] = [];
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
          ['strong', 'Strong bot (thinks ahead)'],
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
    (v) => {
      ruleset = v as 'basic' | 'advanced';
      // A Basic game leaves out the Advanced-only variants (the server would refuse them).
      if (ruleset === 'basic') variants = variants.filter((k) => !catalog.find((c) => c.key === k)?.advanced_only);
      drawVariants();
    },
    'ruleset',
  );

  async function create() {
    err.textContent = '';
    const { factions, bots, mine, friends } = seatsFromRoles(roles);
    createBtn.disabled = true;
    try {
      const g = await api.createGame(factions, bots, maxTurns, ruleset, variants);
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

  // Expansion variants: the server's catalog (GET /api/variants), one labelled checkbox each.
  const variantBox = h('fieldset', { class: 'variants', 'data-testid': 'variants' }, h('legend', {}, 'Expansion variants'), h('p', { class: 'info' }, 'Loading the variants…'));
  function drawVariants() {
    variantBox.replaceChildren(
      h('legend', {}, 'Expansion variants'),
      ...(catalog.length
        ? catalog.map((v) => {
            const box = h('input', { type: 'checkbox', name: `variant-${v.key}`, id: `variant-${v.key}` });
            box.checked = variants.includes(v.key);
            box.disabled = !!v.advanced_only && ruleset === 'basic';
            box.addEventListener('change', () => {
              variants = toggleVariant(catalog, variants, v.key, box.checked);
              drawVariants();
            });
            return h('div', { class: 'variant' }, h('label', { class: 'check', for: `variant-${v.key}` }, box, h('span', {}, v.advanced_only ? `${v.name} (Advanced rules only)` : v.name)), h('p', { class: 'info' }, playerText(v.adds)));
          })
        : [h('p', { class: 'info' }, 'This server offers no variants.')]),
    );
  }
  void api
    .variants()
    .then((list) => {
      catalog = list;
      variants = variants.filter((k) => catalog.some((v) => v.key === k));
      drawVariants();
    })
    .catch((e) => variantBox.replaceChildren(h('legend', {}, 'Expansion variants'), h('p', { class: 'error' }, `The variants could not be loaded: ${(e as Error).message}`)));

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
            // Issue 39 item 10: a game waiting for this seat says so.
            const flag = h('span', { class: 'your-turn-flag', hidden: true, 'data-testid': 'game-waits' }, 'Your move');
            void api
              .summary(s.code)
              .then((x) => {
                info.textContent = ` turn ${x.turn}, ${PHASE_NAME[x.phase] ?? x.phase}${x.over ? ', over' : ''}`;
                flag.hidden = x.over || !x.pending.some((p) => p.seat === s.faction);
              })
              .catch(() => (info.textContent = ' (not found)'));
            return h(
              'li',
              {},
              h('span', { class: 'dot', style: `background:${FACTION_COLOR[s.faction]}` }),
              h('a', { href: `#/g/${s.code}?seat=${encodeURIComponent(s.token)}` }, `${s.code} — ${factionName(s.faction)}`),
              info,
              flag,
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
        h('p', { class: 'info' }, `Choose who plays each faction (2 to 6). Bots play instantly; friends get a seat link.${expansions.length ? ` The expansions\u2019 factions (${expansions.join(', ')}) are off until you choose who plays them.` : ''}`),
        h('div', { class: 'roles' }, ...rows),
        rules.el,
        h('p', { class: 'info' }, 'Advanced: spice supports forces in battle, Sardaukar and Fedaykin, Karama powers, the Kwisatz Haderach, bribes.'),
        variantBox,
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
