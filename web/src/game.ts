// The game screen: status bar, map, decision panel, seat panel, players, log, result.
import { ApiError, Stream, api, requestId, type StreamMessage, type StreamStatus } from './api';
import { createBoard } from './board';
import { buildPanel } from './decisions';
import { h } from './dom';
import { LOCATIONS, TERRITORIES } from './mapdata';
import { ADVANTAGE, FACTION_COLOR, FACTION_INK, FACTION_NAME, PHASE_NAME, PHASE_TRACK, factionName, forceText, territoryName } from './names';
import { locName, locationFromJson } from './mapgeo';
import { renderPanel } from './panel';
import { hostOf, rememberSeat } from './storage';
import { isAdvanced, type Action, type FactionKey, type LogLine, type SeatState, type View } from './types';

declare global {
  interface Window {
    __dune?: { version: number; renders: number[]; frames?: number[]; seat: FactionKey | null; turn?: number; phase?: string };
  }
}

const WIN_TEXT: Record<string, string> = {
  strongholds: 'Three strongholds held',
  alliance_strongholds: 'Four strongholds held by an alliance',
  prediction: 'The Bene Gesserit prediction came true',
  fremen_special: 'Fremen special victory: the Fremen hold their sietches and no rival holds Tuek’s Sietch',
  guild_special: 'Guild special victory: nobody else won by the last turn',
  end_of_game: 'Nobody won by the last turn',
};

export function mountGame(root: HTMLElement, code: string, token: string | null): () => void {
  let state: SeatState | null = null;
  let log: LogLine[] = [];
  let panelKey = '';
  let remembered = false;
  const keys: Record<string, string> = {};
  /** Runs draw only when its inputs changed since the last version. */
  const changed = (name: string, ...inputs: unknown[]) => {
    const k = JSON.stringify(inputs);
    if (keys[name] === k) return false;
    keys[name] = k;
    return true;
  };
  let busy = false;
  let highlight = new Set<number>();
  let selected: number | null = null;
  let picker: ((loc: number) => void) | null = null;
  let inspect: number | null = null;
  window.__dune = { version: -1, renders: [], frames: [], seat: null };

  const status = h('span', { class: 'conn', role: 'status', 'aria-live': 'polite' }, 'Connecting…');
  const title = h('span', { class: 'title' }, `Game ${code}`);
  const track = h('ol', { class: 'track', 'aria-label': 'Turn and phase' });
  const header = h(
    'header',
    { class: 'bar' },
    h('a', { href: '#/', class: 'home', 'aria-label': 'Back to the lobby' }, '◂ Lobby'),
    title,
    status,
  );
  const result = h('section', { class: 'result', hidden: true, 'aria-live': 'polite' });
  const errorBox = h('p', { class: 'error', role: 'alert' });
  const panelBox = h('div', { class: 'panel-body' });
  const decisionCard = h('section', { class: 'card decision-card', 'aria-label': 'Your decisions' }, h('h2', {}, 'Your move'), errorBox, panelBox);
  const notices = h('section', { class: 'notices', 'aria-label': 'Rules notices' });
  const board = createBoard((loc) => {
    if (picker) picker(loc);
    inspect = loc;
    drawInspect();
  });
  const inspectBox = h('p', { class: 'inspect', 'aria-live': 'polite' }, 'Tap a territory to see what is there.');
  const recent = h('ol', { class: 'recent', 'aria-label': 'Recent events' });
  const mapCard = h('section', { class: 'card map-card', 'aria-label': 'Map' }, track, board.el, inspectBox, h('h3', {}, 'Recent'), recent);
  const seatCard = h('section', { class: 'card seat-card', 'aria-label': 'Your faction' });
  const playersCard = h('section', { class: 'card players-card', 'aria-label': 'Factions' });
  const terrCard = h('details', { class: 'card terr-card' }, h('summary', {}, 'Territories with forces or spice'));
  const terrList = h('div', {});
  terrCard.append(terrList);
  const logList = h('ol', { class: 'log' });
  const logCard = h('details', { class: 'card log-card', open: true }, h('summary', {}, 'Game log'), logList);
  const invites = h('div', {});
  const main = h('main', { class: 'game' }, result, h('div', { class: 'col-a' }, decisionCard, notices, mapCard), h('div', { class: 'col-b' }, seatCard, playersCard, terrCard, logCard, invites));
  root.replaceChildren(header, main);

  const host = {
    submit: (a: Action) => void submit(a),
    highlight: (locs: number[], sel: number | null) => {
      highlight = new Set(locs);
      selected = sel;
      if (state) board.update(state.view, highlight, selected);
    },
    setPicker: (fn: ((loc: number) => void) | null) => (picker = fn),
  };

  async function submit(a: Action) {
    if (!state || !token || busy) return;
    busy = true;
    errorBox.textContent = '';
    panelBox.classList.add('sending');
    const at = state.version;
    try {
      await api.act(code, token, at, requestId(), a);
      // The stream brings the new version; fetch it if the stream is slow or down.
      window.setTimeout(() => {
        if (state && state.version <= at) void refresh();
      }, 1500);
    } catch (e) {
      const err = e as ApiError;
      errorBox.textContent = err.message;
      if (err.code === 'stale_version') void refresh();
      busy = false;
      panelBox.classList.remove('sending');
    }
  }

  async function refresh() {
    if (!token) return;
    try {
      const s = await api.view(code, token);
      accept({ ...s, type: 'hello' });
    } catch (e) {
      errorBox.textContent = (e as Error).message;
    }
  }

  function accept(m: StreamMessage) {
    if (state && m.version < state.version) return;
    if (m.type === 'hello') log = m.log ?? [];
    else if (state && m.version === state.version) return;
    else log = log.concat(m.log ?? []);
    state = m;
    busy = false;
    panelBox.classList.remove('sending');
    render();
  }

  function render() {
    if (!state) return;
    const t0 = performance.now();
    const v = state.view;
    const seat = state.seat ?? v.seat;
    if (seat && token && !remembered) {
      remembered = true;
      rememberSeat(code, seat, token);
    }
    title.textContent = `Game ${code}${seat ? ` · ${FACTION_NAME[seat]}` : ' · spectator'}`;
    if (seat) title.style.setProperty('--fc', FACTION_COLOR[seat]);
    if (changed('track', v.turn, v.phase, v.storm_sector)) drawTrack(v);
    if (changed('result', v.phase, v.outcome)) drawResult(v);
    const pk = JSON.stringify([state.pending, state.legal, state.moves, v.storm_sector, v.board.length, seat && v.players[seat]?.spice]);
    if (pk !== panelKey) {
      panelKey = pk;
      errorBox.textContent = '';
      const over = v.phase === 'game_over';
      const model = buildPanel(v, seat, over ? [] : state.pending, over ? [] : state.legal, over ? undefined : state.moves);
      if (over) model.waiting = [];
      panelBox.replaceChildren(renderPanel(model, seat, v, host));
      decisionCard.classList.toggle('your-turn', model.decisions.length > 0);
      (decisionCard.querySelector('h2') as HTMLElement).textContent = over ? 'Game over' : model.decisions.length ? 'Your move' : seat ? 'Waiting' : 'Spectating';
    }
    if (changed('notices', v.boundaries, v.karama_stops)) drawNotices(v);
    board.update(v, highlight, selected);
    drawInspect();
    if (changed('seat', seat, seat && v.players[seat], v.hand, v.traitors, v.traitor_draw, v.prediction, v.known_cards, v.next_storm_card, v.kwisatz_haderach, v.turn))
      drawSeat(v, seat);
    if (changed('players', v.players, v.phase, v.bidding, v.battle, v.kwisatz_haderach, v.spice_discard, v.spice_discard_b, v.worm_placement)) drawPlayers(v);
    if (changed('territories', v.board, v.spice)) drawTerritories(v);
    drawLog();
    const ms = performance.now() - t0;
    const d = window.__dune!;
    window.__dune = { ...d, version: state.version, renders: [...d.renders, ms].slice(-200), seat, turn: v.turn, phase: v.phase };
    // Until the next frame is painted: script, style, layout and paint of this version.
    requestAnimationFrame(() => setTimeout(() => window.__dune!.frames!.push(performance.now() - t0), 0));
  }

  function drawTrack(v: View) {
    track.replaceChildren(
      h('li', { class: 'turn' }, `Turn ${v.turn}/${typeof v.ruleset === 'object' ? v.ruleset.max_turns : 10}`),
      ...(!PHASE_TRACK.includes(v.phase)
        ? [h('li', { class: 'now', 'aria-current': 'step' }, PHASE_NAME[v.phase])]
        : PHASE_TRACK.map((p) => h('li', { class: p === v.phase ? 'now' : '', 'aria-current': p === v.phase ? 'step' : undefined }, PHASE_NAME[p]))),
      h('li', { class: 'storm-at' }, `Storm: sector ${v.storm_sector}`),
      isAdvanced(v) ? h('li', { class: 'ruleset', 'data-testid': 'ruleset' }, 'Advanced game') : '',
    );
  }

  function drawResult(v: View) {
    const over = v.phase === 'game_over' || (v.outcome && v.outcome.kind !== 'none');
    result.hidden = !over;
    if (!over) return;
    const w = v.outcome.winners;
    const seat = v.seat;
    const youWon = seat && w.includes(seat);
    result.replaceChildren(
      h('h2', {}, youWon ? 'Victory!' : 'The game is over'),
      h('p', {}, w.length ? `Winner${w.length > 1 ? 's' : ''}: ${w.map(factionName).join(' and ')}` : 'No winner.'),
      h('p', {}, `${WIN_TEXT[v.outcome.kind] ?? v.outcome.kind}, turn ${v.outcome.turn}.`),
      h(
        'table',
        {},
        h('tr', {}, h('th', {}, 'Faction'), h('th', {}, 'Spice'), h('th', {}, 'Strongholds')),
        ...Object.entries(v.players).map(([f, p]) =>
          h(
            'tr',
            {},
            h('td', {}, factionName(f)),
            h('td', {}, p!.spice < 0 ? '?' : String(p!.spice)),
            h('td', {}, String(new Set(v.board.filter((s) => s.faction === f && TERRITORIES.find((t) => t.key === s.territory)?.terrain === 'stronghold').map((s) => s.territory)).size)),
          ),
        ),
      ),
    );
  }

  function drawNotices(v: View) {
    notices.replaceChildren(
      ...(v.boundaries ?? []).map((b) => h('p', { class: 'boundary' }, h('strong', {}, 'Rules note: '), b.message, h('span', { class: 'rule-id' }, ` (${b.rule})`))),
      ...(v.karama_stops ?? []).map((k) => h('p', { class: 'boundary' }, h('strong', {}, 'Karama: '), `${ADVANTAGE[k] ?? k} is stopped for the rest of this phase.`, h('span', { class: 'rule-id' }, ' (faction.karama_targets)'))),
    );
    notices.hidden = !(v.boundaries ?? []).length && !(v.karama_stops ?? []).length;
  }

  function drawInspect() {
    if (!state || inspect === null) return;
    const v = state.view;
    const [t] = LOCATIONS[inspect];
    const key = TERRITORIES[t].key;
    const stacks = v.board.filter((s) => s.territory === key);
    const spice = v.spice.filter((s) => s.territory === key).reduce((n, s) => n + s.amount, 0);
    const terr = TERRITORIES[t];
    const bits = [
      locName(inspect),
      terr.terrain === 'stronghold' ? 'stronghold' : terr.terrain,
      ...stacks.map((s) => `${FACTION_NAME[s.faction]} ${forceText(s.faction, s.forces, s.special)}${s.sector !== null ? ` (s${s.sector})` : ''}`),
    ];
    if (spice) bits.push(`${spice} spice`);
    if (inspect !== 0 && LOCATIONS[inspect][1] === v.storm_sector) bits.push('in storm');
    inspectBox.textContent = bits.join(' · ');
  }

  function drawSeat(v: View, seat: FactionKey | null) {
    if (!seat) {
      seatCard.replaceChildren(h('h2', {}, 'Spectating'), h('p', { class: 'info' }, 'You see only public information.'));
      return;
    }
    const p = v.players[seat]!;
    const chip = (txt: string, cls = '') => h('li', { class: `chip ${cls}` }, txt);
    const adv = isAdvanced(v);
    const kh = v.kwisatz_haderach;
    const extras: HTMLElement[] = [];
    // Advanced: the Fremen see the next storm card; the Atreides follow the Kwisatz Haderach.
    if (v.next_storm_card !== undefined && v.next_storm_card !== null)
      extras.push(h('p', { class: 'info', 'data-testid': 'next-storm' }, `Next storm card (only you see it): the storm moves ${v.next_storm_card} sectors.`));
    if (adv && seat === 'atreides' && kh) extras.push(h('p', { class: 'info', 'data-testid': 'kwisatz' }, khText(v)));
    if (adv)
      extras.push(
        h(
          'p',
          { class: 'info', 'data-testid': 'karama-power' },
          `Karama power: ${p.karama_power_used ? 'used' : 'not used yet (once a game, with a Karama card)'}.`,
          p.bribes ? ` Bribes in front of your shield: ${p.bribes} spice (yours at the Mentat Pause).` : '',
        ),
      );
    const leaderNote = (l: (typeof p.leaders)[number]) =>
      l.captured_by ? ` — captured by ${factionName(l.captured_by)}` : l.where === 'tanks' ? ' — in the Tanks' : '';
    const held = Object.entries(v.players).flatMap(([, q]) => (q?.leaders ?? []).filter((l) => l.captured_by === seat));
    seatCard.replaceChildren(
      h('h2', {}, h('span', { class: 'dot', style: `background:${FACTION_COLOR[seat]}` }), FACTION_NAME[seat]),
      h(
        'dl',
        { class: 'stats' },
        h('dt', {}, 'Spice'),
        h('dd', { 'data-testid': 'my-spice' }, String(p.spice)),
        h('dt', {}, 'Reserves'),
        h('dd', {}, forceText(seat, p.reserves.normal, p.reserves.special)),
        h('dt', {}, 'Tanks'),
        h('dd', {}, forceText(seat, p.tanks.normal, p.tanks.special)),
        h('dt', {}, 'Ally'),
        h('dd', {}, p.ally ? FACTION_NAME[p.ally] : 'none'),
      ),
      h('h3', {}, `Hand (${v.hand.length})`),
      v.hand.length ? h('ul', { class: 'chips hand', 'data-testid': 'hand' }, ...v.hand.map((c) => chip(c.name, `card ${c.kind}`))) : h('p', { class: 'info', 'data-testid': 'hand' }, 'No cards.'),
      h('h3', {}, 'Traitors'),
      v.traitors.length ? h('ul', { class: 'chips', 'data-testid': 'traitors' }, ...v.traitors.map((l) => chip(`${l.name} (${factionName(l.faction)}, ${l.strength})`))) : h('p', { class: 'info' }, v.traitor_draw.length ? 'Choose from your draw.' : 'None.'),
      h('h3', {}, 'Leaders'),
      h('ul', { class: 'chips' }, ...p.leaders.map((l) => chip(`${l.name} ${l.strength}${leaderNote(l)}`, l.where === 'tanks' ? 'dead' : l.captured_by ? 'captured' : ''))),
      held.length ? h('p', { class: 'info' }, `Captured leaders you hold: ${held.map((l) => `${l.name} (${factionName(l.faction)}, ${l.strength})`).join(', ')}.`) : '',
      ...extras,
      v.prediction ? h('p', { class: 'info' }, `Your prediction: ${factionName(v.prediction.faction)} wins on turn ${v.prediction.turn}.`) : '',
      v.known_cards && v.known_cards.length ? h('p', { class: 'info' }, `Cards you have seen: ${v.known_cards.map((k) => `${factionName(k.owner)}: ${k.card.name}`).join('; ')}`) : '',
    );
  }

  function drawPlayers(v: View) {
    const rows = Object.entries(v.players).map(([f, p]) => {
      const fk = f as FactionKey;
      const dead = p!.leaders.filter((l) => l.where === 'tanks').map((l) => l.name);
      return h(
        'tr',
        { class: f === v.seat ? 'me' : '' },
        h(
          'th',
          { scope: 'row' },
          h('span', { class: 'dot', style: `background:${FACTION_COLOR[fk]};color:${FACTION_INK[fk]}` }),
          FACTION_NAME[fk],
          p!.ally ? h('small', { class: 'ally' }, ` allied with ${FACTION_NAME[p!.ally]}`) : '',
        ),
        h('td', {}, p!.spice < 0 ? '?' : String(p!.spice), p!.bribes ? h('small', { class: 'bribe', title: 'Bribes in front of the shield' }, ` +${p!.bribes}b`) : ''),
        h('td', {}, String(p!.hand_count)),
        h('td', { title: p!.reserves.special ? forceText(fk, p!.reserves.normal, p!.reserves.special) : '' }, String(p!.reserves.normal + p!.reserves.special)),
        h('td', { title: dead.length ? `Leaders in the Tanks: ${dead.join(', ')}` : '' }, `${p!.tanks.normal + p!.tanks.special}${dead.length ? ` +${dead.length}L` : ''}`),
      );
    });
    const deadLeaders = Object.values(v.players).flatMap((p) => p!.leaders.filter((l) => l.where === 'tanks').map((l) => l.name));
    const adv = isAdvanced(v);
    const captured = Object.values(v.players).flatMap((p) => p!.leaders.filter((l) => l.captured_by));
    const bribes = Object.entries(v.players).filter(([, p]) => p!.bribes);
    const karamaUsed = Object.entries(v.players).filter(([, p]) => p!.karama_power_used).map(([f]) => factionName(f));
    const top = (pile: View['spice_discard']) => {
      const c = pile?.[pile.length - 1];
      return c ? (c.key === 'shai_hulud' ? 'Shai-Hulud' : `${territoryName(c.territory ?? c.key)} ${c.amount ?? ''}`.trim()) : 'empty';
    };
    const advLines = adv
      ? [
          h('p', { class: 'info', 'data-testid': 'spice-piles' }, `Spice discards — A: ${top(v.spice_discard)}; B: ${top(v.spice_discard_b)}.`),
          v.worm_placement
            ? h(
                'p',
                { class: 'info', 'data-testid': 'worm-placement' },
                `Shai-Hulud appears again on pile ${v.worm_placement.pile.toUpperCase()}: the Fremen choose the sand territory it surfaces in` +
                  (v.worm_placement.appears_in ? ` (if they pass: ${territoryName(v.worm_placement.appears_in)}).` : '.'),
              )
            : '',
          bribes.length ? h('p', { class: 'info', 'data-testid': 'bribes' }, `Bribes in front of shields: ${bribes.map(([f, p]) => `${factionName(f)} ${p!.bribes}`).join(', ')}.`) : '',
          captured.length ? h('p', { class: 'info' }, `Captured leaders: ${captured.map((l) => `${l.name} (held by ${factionName(l.captured_by)})`).join(', ')}.`) : '',
          h('p', { class: 'info' }, `Karama powers used: ${karamaUsed.length ? karamaUsed.join(', ') : 'none'}.`),
          v.kwisatz_haderach && v.players.atreides && v.seat !== 'atreides' ? h('p', { class: 'info' }, khText(v)) : '',
        ]
      : [];
    playersCard.replaceChildren(
      h('h2', {}, 'Factions'),
      h(
        'table',
        { class: 'players' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Faction'), h('th', {}, 'Spice'), h('th', {}, 'Cards'), h('th', {}, 'Reserve'), h('th', {}, 'Tanks'))),
        h('tbody', {}, ...rows),
      ),
      h('p', { class: 'info' }, `Tleilaxu Tanks — leaders: ${deadLeaders.length ? deadLeaders.join(', ') : 'none'}.`),
      v.bidding && v.phase === 'bidding' ? h('p', { class: 'info' }, `Auction: card ${v.bidding.index + 1} of ${v.bidding.card_count}; high bid ${v.bidding.high_bid}${v.bidding.high_bidder ? ` (${factionName(v.bidding.high_bidder)})` : ''}.`) : '',
      v.battle?.territory ? h('p', { class: 'info' }, `Battle: ${territoryName(v.battle.territory)} — ${v.battle.sides.map(factionName).join(' vs ')}.`) : '',
      ...advLines,
    );
  }

  function drawTerritories(v: View) {
    const keys = new Set([...v.board.map((s) => s.territory), ...v.spice.map((s) => s.territory)]);
    const items = [...keys]
      .map((k) => TERRITORIES.findIndex((t) => t.key === k))
      .sort((a, b) => TERRITORIES[a].name.localeCompare(TERRITORIES[b].name))
      .map((t) => {
        const key = TERRITORIES[t].key;
        const stacks = v.board.filter((s) => s.territory === key);
        const spice = v.spice.filter((s) => s.territory === key).reduce((n, s) => n + s.amount, 0);
        const loc = locationFromJson({ territory: key, sector: stacks[0]?.sector ?? v.spice.find((s) => s.territory === key)?.sector ?? null });
        return h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'linkish',
              onclick: () => {
                inspect = loc;
                if (picker) picker(loc);
                drawInspect();
                selected = loc;
                board.update(v, highlight, selected);
              },
            },
            TERRITORIES[t].name,
          ),
          TERRITORIES[t].terrain === 'stronghold' ? ' ◆' : '',
          ': ',
          stacks.map((s) => `${FACTION_NAME[s.faction]} ${forceText(s.faction, s.forces, s.special)}`).join(', '),
          spice ? `${stacks.length ? ', ' : ''}${spice} spice` : '',
        );
      });
    terrList.replaceChildren(h('ul', { class: 'terr' }, ...items));
  }

  function khText(v: View): string {
    const kh = v.kwisatz_haderach!;
    if (kh.in_tanks) return 'Kwisatz Haderach: in the Tanks (revived like a leader, 2 spice).';
    if (kh.active) return `Kwisatz Haderach: awake${kh.used_turn === v.turn ? ', used this turn' : ''} (+2 to one Atreides leader per turn).`;
    return `Kwisatz Haderach: ${kh.atreides_battle_losses} of 7 Atreides forces lost in battles.`;
  }

  let logShown = 0;
  function drawLog() {
    if (log.length < logShown) {
      logList.replaceChildren();
      logShown = 0;
    }
    const frag = document.createDocumentFragment();
    for (const l of log.slice(logShown)) frag.append(h('li', { 'data-v': l.version }, l.text));
    logList.append(frag);
    logShown = log.length;
    requestAnimationFrame(() => (logList.scrollTop = logList.scrollHeight));
    recent.replaceChildren(...log.slice(-5).map((l) => h('li', {}, l.text)));
  }

  const hostToken = hostOf(code);
  if (hostToken) void drawInvites();
  async function drawInvites() {
    try {
      const s = await api.summary(code);
      invites.replaceChildren(
        h(
          'details',
          { class: 'card' },
          h('summary', {}, 'Seats (you created this game)'),
          h('ul', { class: 'seats' }, ...s.seats.map((x) => h('li', {}, `${FACTION_NAME[x.faction]}: ${x.status}`))),
        ),
      );
    } catch {
      /* optional */
    }
  }

  // Benchmark hook (tests/e2e): re-render the current version n times as if each were new
  // (decision panel rebuilt), forcing style and layout; returns the milliseconds of each.
  (window as unknown as { __duneBench: (n: number) => number[] }).__duneBench = (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n && state; i++) {
      const t0 = performance.now();
      panelKey = '';
      for (const k of Object.keys(keys)) delete keys[k];
      board.reset();
      logShown = 0;
      logList.replaceChildren();
      render();
      void document.body.offsetHeight;
      out.push(performance.now() - t0);
    }
    return out;
  };

  const setStatus = (s: StreamStatus, wait?: number) => {
    status.className = `conn ${s}`;
    status.textContent = s === 'live' ? 'Live' : s === 'connecting' ? 'Connecting…' : `Reconnecting in ${Math.ceil((wait ?? 0) / 1000)} s…`;
    if (s === 'retrying') void refresh();
  };
  const stream = new Stream(code, token, accept, setStatus);
  stream.open();
  const onVisible = () => {
    if (document.visibilityState === 'visible') stream.kick();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onVisible);
  return () => {
    stream.close();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onVisible);
  };
}
