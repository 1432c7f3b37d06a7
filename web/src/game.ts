// The game screen: status bar, map, decision panel, seat panel, players, log, result.
import { ApiError, Stream, api, requestId, type StreamMessage, type StreamStatus } from './api';
import { createBoard } from './board';
import { buildPanel } from './decisions';
import { h } from './dom';
import { LOCATIONS, TERRITORIES } from './mapdata';
import { ADVANTAGE, DISCOVERY_POOL_NAME, FACTION_COLOR, FACTION_INK, FACTION_LETTER, FACTION_NAME, PHASE_NAME, PHASE_TRACK, SANDTROUT_STATE, TECH_TOKEN_NAME, terrorText, discoveryLines, discoveryTokenName, factionName, forceText, greatMakerText, homeworldText, playerText, spiceCardName, terrorLines, terrorName, territoryName, traitorLabel, ambassadorLines, dukeLine, nexusCardsText, valueLabel } from './names';
import { cardHelpBody, factionSheetBody, openHelp } from './help';
import { autoPassSettings, type AutoPassCard } from './autopass';
import { mountTalk, type TalkDrawer } from './talk';
import { ambassadorInfo, strongholdCardInfo } from './catalog';
import { HMS_KEY, HMS_LOC, discoveryLocation, locName, locationFromJson, locationJson } from './mapgeo';
import { renderPanel } from './panel';
import { battleSummary } from './battles';
import { hostOf, rememberSeat } from './storage';
import { isAdvanced, type Action, type FactionKey, type LogLine, type View } from './types';

declare global {
  interface Window {
    __dune?: { version: number; renders: number[]; frames?: number[]; seat: FactionKey | null; turn?: number; phase?: string; autoPassed?: number; yourTurn?: boolean };
  }
}

const WIN_TEXT: Record<string, string> = {
  strongholds: 'Three strongholds held',
  alliance_strongholds: 'Four strongholds held by an alliance',
  prediction: 'The Bene Gesserit prediction came true',
  fremen_special: 'The Fremen win at the end of the last turn',
  guild_special: 'Guild special victory: nobody else won by the last turn',
  end_of_game: 'Nobody won by the last turn',
};

/** Everything the Factions card (drawPlayers) reads: it is redrawn when any of it changes. The
 *  technology tokens, the public Tleilaxu line (a revival request and its price), the discard pile,
 *  the Sandtrout, the Moritani Terror tokens and the Nexus cards can change in a version that changes nothing else there. */
export function playersCardInputs(v: View): unknown[] {
  return [v.players, v.phase, v.bidding, v.battle, v.kwisatz_haderach, v.spice_discard, v.spice_discard_b, v.worm_placement, v.tech_tokens, v.tleilaxu, v.treachery_discard, v.sandtrout, v.great_maker, v.recruits, v.choam, v.homeworlds, v.terror, v.ambassadors, v.duke_vidal, v.nexus_cards, v.discovery, v.stronghold_cards];
}

/** What of the view the decision panel reads besides the pending decisions and the legal list: it is redrawn
 *  when any of it changes. The seat's Nexus card (em_nexus_cards) names the draw and its pass. */
export function panelViewInputs(v: View, seat: FactionKey | null): unknown[] {
  return [v.storm_sector, v.board.length, seat && v.players[seat]?.spice, v.nexus_offers, v.nexus_cards?.card, v.nexus_cards?.mode, v.discovery, v.battle?.prescience_answer, v.battle?.own_plan, v.battle?.voice, v.battles?.length];
}

/** The rows of the "Territories with forces or spice" list, by name: the Hidden Mobile Stronghold
 *  (Ixians & Tleilaxu; not in the map data) is one of them when forces are in it, a stronghold; so is a
 *  revealed Discovery location (Jacurutu Sietch a stronghold). */
/** The factions the engine says would battle in the territory if the Battle phase began now (the view's
 *  `contested`: the storm's separation, allies, advisors and stormed strongholds are the engine's). */
export function contestedIn(v: View, territory: string): FactionKey[] {
  return v.contested?.find((c) => c.territory === territory)?.factions ?? [];
}

export function territoryRows(v: View): { key: string; name: string; stronghold: boolean }[] {
  const keys = new Set([...v.board.map((s) => s.territory), ...v.spice.map((s) => s.territory)]);
  return [...keys]
    .map((key) => {
      const t = TERRITORIES.find((x) => x.key === key);
      const dl = discoveryLocation(key);
      return t
        ? { key, name: t.name, stronghold: t.terrain === 'stronghold' }
        : key === HMS_KEY
          ? { key, name: locName(HMS_LOC), stronghold: true }
          : dl
            ? { key, name: dl.name, stronghold: dl.stronghold }
            : { key, name: territoryName(key), stronghold: false };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function mountGame(root: HTMLElement, code: string, token: string | null): () => void {
  let state: StreamMessage | null = null;
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
  const turnFlag = h('span', { class: 'your-turn-flag', 'data-testid': 'your-turn', hidden: true }, 'Your move');
  const notifyBtn = h('button', { type: 'button', class: 'small notify', hidden: true }, 'Notify me');
  const track = h('ol', { class: 'track', 'aria-label': 'Turn and phase' });
  const header = h(
    'header',
    { class: 'bar' },
    h('a', { href: '#/', class: 'home', 'aria-label': 'Back to the lobby' }, '◂ Lobby'),
    title,
    turnFlag,
    notifyBtn,
    status,
  );
  const result = h('section', { class: 'result', hidden: true, 'aria-live': 'polite' });
  const errorBox = h('p', { class: 'error', role: 'alert' });
  const panelBox = h('div', { class: 'panel-body' }, h('p', { class: 'info loading' }, 'Loading the game…'));
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
  const bots = new Set<string>();
  let wasMyTurn = false;
  const baseTitle = document.title;
  // The seat's auto-pass rules (kept and applied by the server) and table talk: made once the first
  // view says which seat this page holds.
  let autoCard: AutoPassCard | null = null;
  let talk: TalkDrawer | null = null;
  const settingsSlot = h('div', {});
  const talkSlot = h('div', {});
  const battleCard = h('section', { class: 'card battle-summary', 'data-testid': 'battle-summary', hidden: true, 'aria-label': 'Battles this turn' });
  if ('Notification' in window && Notification.permission === 'default') notifyBtn.hidden = false;
  notifyBtn.onclick = () => {
    void Notification.requestPermission().then(() => (notifyBtn.hidden = true));
  };
  // A bad game code or seat link: a clear page (with a spectator link), not an empty board.
  const fatal = (msg: string, spectate: boolean) => {
    stream.close();
    root.replaceChildren(
      h(
        'main',
        { class: 'lobby' },
        h(
          'section',
          { class: 'card', 'data-testid': 'bad-link' },
          h('h2', {}, 'This link does not open a game'),
          h('p', {}, msg),
          spectate ? h('p', {}, h('a', { class: 'button primary', href: `#/g/${code}?spectate=1` }, 'Watch this game as a spectator')) : '',
          h('p', {}, h('a', { class: 'button', href: '#/' }, 'Back to the lobby')),
        ),
      ),
    );
  };
  void api
    .summary(code)
    .then((s) => {
      for (const x of s.seats) if (x.status === 'bot') bots.add(x.faction);
      panelKey = '';
      render();
      if (token)
        api.view(code, token).catch((e: ApiError) => {
          if (e.status === 401 || e.status === 403 || e.status === 404)
            fatal(`The seat link for game ${code} is not valid: it may be mistyped, or the seat was given to someone else.`, true);
        });
    })
    .catch((e: ApiError) => {
      if (e.status === 404 || e.status === 400) fatal(`There is no game with the code ${code}. Check the link or the code.`, false);
    });
  const main = h('main', { class: 'game' }, result, h('div', { class: 'col-a' }, decisionCard, talkSlot, battleCard, notices, mapCard), h('div', { class: 'col-b' }, seatCard, playersCard, settingsSlot, terrCard, logCard, invites));
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
      errorBox.textContent = playerText(err.message);
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
      errorBox.textContent = playerText((e as Error).message);
    }
  }

  function accept(m: StreamMessage) {
    // Table talk: read what was said since the last message held, once per (re)connection.
    if (m.type === 'hello' && talk) void talk.sync();
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
    if (!talk) {
      talk = mountTalk(code, token, seat);
      talkSlot.replaceChildren(talk.el);
      void talk.sync();
    }
    talk.setSeats(Object.keys(v.players) as FactionKey[]);
    if (seat && token && !autoCard) {
      autoCard = autoPassSettings(code, seat, token);
      settingsSlot.replaceChildren(autoCard.el);
    }
    autoCard?.update(state.autoPass);
    title.textContent = `Game ${code}${seat ? ` · ${FACTION_NAME[seat]}` : ' · spectator'}`;
    if (seat) title.style.setProperty('--fc', FACTION_COLOR[seat]);
    if (changed('track', v.turn, v.phase, v.storm_sector)) drawTrack(v);
    if (changed('result', v.phase, v.outcome)) drawResult(v);
    const pk = JSON.stringify([state.pending, state.legal, state.moves, ...panelViewInputs(v, seat), bots.size]);
    if (pk !== panelKey) {
      panelKey = pk;
      errorBox.textContent = '';
      const over = v.phase === 'game_over';
      const model = buildPanel(v, seat, over ? [] : state.pending, over ? [] : state.legal, over ? undefined : state.moves);
      if (over) model.waiting = [];
      panelBox.replaceChildren(renderPanel(model, seat, v, host, bots, log.map((l) => l.text)));
      decisionCard.classList.toggle('your-turn', model.decisions.length > 0);
      (decisionCard.querySelector('h2') as HTMLElement).textContent = over ? 'Game over' : model.decisions.length ? 'Your move' : seat ? 'Waiting' : 'Spectating';
      yourTurn(!over && model.decisions.length > 0);
    }
    if (changed('battle', log.length, v.battles)) drawBattle();
    if (changed('notices', v.boundaries, v.karama_stops)) drawNotices(v);
    board.update(v, highlight, selected);
    drawInspect();
    if (changed('seat', seat, seat && v.players[seat], v.hand, v.traitors, v.traitor_draw, v.prediction, v.known_cards, v.next_storm_card, v.kwisatz_haderach, v.turn, v.tleilaxu))
      drawSeat(v, seat);
    if (changed('players', ...playersCardInputs(v))) drawPlayers(v);
    if (changed('territories', v.board, v.spice)) drawTerritories(v);
    drawLog();
    const ms = performance.now() - t0;
    const d = window.__dune!;
    window.__dune = { ...d, version: state.version, renders: [...d.renders, ms].slice(-200), seat, turn: v.turn, phase: v.phase, autoPassed: state.autoPass?.answered ?? 0 };
    // Until the next frame is painted: script, style, layout and paint of this version.
    requestAnimationFrame(() => setTimeout(() => window.__dune!.frames!.push(performance.now() - t0), 0));
  }

  function drawTrack(v: View) {
    track.replaceChildren(
      h('li', { class: 'turn' }, `Turn ${v.turn}/${typeof v.ruleset === 'object' ? v.ruleset.max_turns : 10}${v.phase === 'game_over' ? ' · game over' : ''}`),
      ...(v.phase === 'game_over'
        ? []
        : !PHASE_TRACK.includes(v.phase)
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
      h('p', { 'data-testid': 'win-reason' }, v.outcome.reason ?? `${WIN_TEXT[v.outcome.kind] ?? v.outcome.kind}, turn ${v.outcome.turn}.`),
      h(
        'table',
        { 'data-testid': 'final-table' },
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
      // Issue 17 item 9: the finished game, turn by turn, and its game file.
      h(
        'p',
        { class: 'history-links' },
        h('a', { class: 'button', href: `#/g/${code}/history`, 'data-testid': 'open-history' }, 'Step through the game'),
        ' ',
        h('a', { class: 'button', href: `/api/games/${code}/file`, download: `dune-${code}.json`, 'data-testid': 'result-game-file' }, 'Download the game file'),
      ),
    );
  }

  // Source boundaries (what the rules leave open) as short notices, collapsed, the source on tap;
  // no registry ids.
  function drawNotices(v: View) {
    const items = [
      ...(v.boundaries ?? []).map((b) => ({ text: playerText(b.message), source: 'Where the rulebook leaves this open, the game follows the published sources; no house rule is applied.' })),
      ...(v.karama_stops ?? []).map((k) => ({ text: `Karama: ${ADVANTAGE[k] ?? k} is stopped for the rest of this phase.`, source: 'Karama card (GF9 rulebook, treachery cards).' })),
    ];
    notices.replaceChildren(
      ...items.map((it) => {
        const first = it.text.split(/(?<=\.)\s/)[0];
        return h('details', { class: 'boundary' }, h('summary', {}, `Rules notice: ${first.length > 90 ? first.slice(0, 88) + '…' : first}`), h('p', {}, it.text), h('p', { class: 'info' }, it.source));
      }),
    );
    notices.hidden = items.length === 0;
  }

  function yourTurn(on: boolean) {
    turnFlag.hidden = !on;
    document.title = on ? `● Your move · ${baseTitle}` : baseTitle;
    window.__dune!.yourTurn = on;
    if (on && !wasMyTurn) {
      beep();
      if (document.visibilityState !== 'visible' && 'Notification' in window && Notification.permission === 'granted')
        new Notification('Dune: your move', { body: `Game ${code} waits for you.`, tag: `dune-${code}` });
      // A seat link reopened later lands on the decision.
      if (window.scrollY > decisionCard.offsetTop) decisionCard.scrollIntoView({ block: 'start' });
    }
    wasMyTurn = on;
  }

  function beep() {
    try {
      const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Ctx) return;
      const ac = new Ctx();
      if (ac.state !== 'running') return void ac.close();
      const o = ac.createOscillator();
      const g = ac.createGain();
      o.frequency.value = 660;
      g.gain.value = 0.05;
      o.connect(g).connect(ac.destination);
      o.start();
      o.stop(ac.currentTime + 0.15);
      o.onended = () => void ac.close();
    } catch {
      /* no sound */
    }
  }

  /** The battles of this turn (the view's record) and the one under way (battles.ts). */
  function drawBattle() {
    const parts = state ? battleSummary(state.view, log.map((l) => l.text), isAdvanced(state.view)) : null;
    battleCard.hidden = !parts;
    battleCard.replaceChildren(...(parts ?? []));
  }

  function drawInspect() {
    if (!state || inspect === null) return;
    const v = state.view;
    if (LOCATIONS[inspect] === undefined) {
      // Off the map: the Hidden Mobile Stronghold, a Homeworld (its card's line from the view) or a revealed
      // Discovery location (where it lies).
      const key = String((locationJson(inspect) as { territory: string }).territory);
      const hw = v.homeworlds?.find((w) => w.homeworld === key);
      const dl = v.discovery?.locations.find((l) => l.territory === key);
      inspectBox.replaceChildren(
        h('strong', {}, locName(inspect)),
        h(
          'ul',
          { class: 'inspect-list' },
          ...v.board.filter((s) => s.territory === key).map((s) => h('li', {}, `${FACTION_LETTER[s.faction]} · ${FACTION_NAME[s.faction]}: ${forceText(s.faction, s.forces, s.special)}`)),
          hw ? h('li', {}, homeworldText(hw)) : '',
          dl ? h('li', { 'data-testid': 'inspect-discovery' }, `A Discovery location inside ${valueLabel('at', dl.at)}.`) : '',
        ),
      );
      return;
    }
    const [t] = LOCATIONS[inspect];
    const key = TERRITORIES[t].key;
    const terr = TERRITORIES[t];
    const stacks = v.board.filter((s) => s.territory === key);
    const spice = v.spice.filter((s) => s.territory === key).reduce((n, s) => n + s.amount, 0);
    const byFaction = new Map<FactionKey, { n: number; e: number; sectors: Set<number> }>();
    for (const s of stacks) {
      const x = byFaction.get(s.faction) ?? { n: 0, e: 0, sectors: new Set<number>() };
      x.n += s.forces;
      x.e += s.special;
      if (s.sector !== null) x.sectors.add(s.sector);
      byFaction.set(s.faction, x);
    }
    const stormed = LOCATIONS.some(([tt, sec]) => tt === t && sec === v.storm_sector && t !== 0);
    // Who would battle here is the engine's answer (the view's `contested`), never decided here.
    const enemies = contestedIn(v, key);
    inspectBox.replaceChildren(
      h('strong', {}, terr.name),
      ` · ${terr.terrain === 'polar_sink' ? 'Polar Sink' : terr.terrain}${terr.protected ? ' (protected from the storm)' : ''}`,
      h(
        'ul',
        { class: 'inspect-list' },
        ...[...byFaction.entries()].map(([f, x]) =>
          h('li', {}, h('span', { class: 'dot', style: `background:${FACTION_COLOR[f]}` }), `${FACTION_LETTER[f]} · ${FACTION_NAME[f]}: ${forceText(f, x.n, x.e)}${x.sectors.size ? ` (sector ${[...x.sectors].join(', ')})` : ''}`),
        ),
        spice ? h('li', {}, `${spice} spice`) : '',
        h('li', {}, stormed ? `Storm: sector ${v.storm_sector} of this territory is in the storm.` : 'Not in the storm.'),
        h('li', {}, enemies.length >= 2 ? `Battle here: ${enemies.map(factionName).join(', ')}.` : t === 0 ? 'No battles in the Polar Sink.' : 'No battle here now.'),
        ...terrorInspect(v, key).map((line) => h('li', { 'data-testid': 'inspect-terror' }, line)),
        ...discoveryInspect(v, key).map((line) => h('li', { 'data-testid': 'inspect-discovery' }, line)),
      ),
    );
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
    // Ixians & Tleilaxu p.8: the card the Ixians set aside on top of the treachery deck (only they see it).
    if (v.known_deck_top)
      extras.push(h('p', { class: 'info', 'data-testid': 'known-deck-top' }, 'Top of the treachery deck (you set it there): ', cardButton(v.known_deck_top.name, v.known_deck_top.key, v.known_deck_top.kind)));
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
      l.captured_by === 'tleilaxu' ? ' — a Tleilaxu Ghola' : l.captured_by ? ` — captured by ${factionName(l.captured_by)}` : l.where === 'tanks' ? ' — in the Tanks' : '';
    const held = Object.entries(v.players).flatMap(([, q]) => (q?.leaders ?? []).filter((l) => l.captured_by === seat));
    seatCard.replaceChildren(
      h('h2', {}, h('span', { class: 'dot', style: `background:${FACTION_COLOR[seat]}` }), FACTION_NAME[seat]),
      h('button', { type: 'button', class: 'small sheet', onclick: () => openHelp(`${FACTION_NAME[seat]}: faction sheet`, factionSheetBody(seat, adv)) }, 'Your faction sheet'),
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
      v.hand.length ? h('ul', { class: 'chips hand', 'data-testid': 'hand' }, ...v.hand.map((c) => h('li', {}, cardButton(c.name, c.key, c.kind)))) : h('p', { class: 'info', 'data-testid': 'hand' }, 'No cards.'),
      h('h3', {}, 'Traitors'),
      v.traitors.length ? h('ul', { class: 'chips', 'data-testid': 'traitors' }, ...v.traitors.map((l) => chip(traitorLabel(l)))) : h('p', { class: 'info' }, v.traitor_draw.length ? 'Choose from your draw.' : 'None.'),
      v.tleilaxu && v.tleilaxu.face_dancers.length
        ? h('h3', {}, 'Face Dancers')
        : '',
      v.tleilaxu && v.tleilaxu.face_dancers.length
        ? h('ul', { class: 'chips', 'data-testid': 'face-dancers' }, ...v.tleilaxu.face_dancers.map((l) => chip(l.key === 'cheap_hero_traitor' ? 'Cheap Hero traitor (never revealed)' : `${l.name} (${factionName(l.faction)})`, v.tleilaxu!.revealed_face_dancers.some((r) => r.id === l.id) ? 'dead' : '')))
        : '',
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
          h('button', { type: 'button', class: 'linkish', title: 'Faction sheet', onclick: () => openHelp(`${FACTION_NAME[fk]}: faction sheet`, factionSheetBody(fk, isAdvanced(v))) }, FACTION_NAME[fk]),
          p!.ally ? h('small', { class: 'ally' }, ` allied with ${FACTION_NAME[p!.ally]}`) : '',
          techOf(v, fk) ? h('small', { class: 'tech', 'data-testid': 'tech-tokens' }, ` \u2014 ${techOf(v, fk)}`) : '',
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
      return c ? spiceCardName(c) : 'empty';
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
          // A leader the Tleilaxu hold is a Ghola, not a captive (issue 39 item 10).
          ...(['captive', 'ghola'] as const).map((k) => {
            const ls = captured.filter((l) => (l.captured_by === 'tleilaxu') === (k === 'ghola'));
            const what = k === 'ghola' ? 'Gholas of the Tleilaxu' : 'Captured leaders';
            return ls.length ? h('p', { class: 'info', 'data-testid': k === 'ghola' ? 'gholas' : 'captives' }, `${what}: ${ls.map((l) => (k === 'ghola' ? `${l.name} (${factionName(l.faction)})` : `${l.name} (held by ${factionName(l.captured_by)})`)).join(', ')}.`) : '';
          }),
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
      v.bidding && v.phase === 'bidding'
        ? h(
            'p',
            { class: 'info' },
            `Auction: card ${v.bidding.index + 1} of ${v.bidding.card_count}; high bid ${v.bidding.high_bid}${v.bidding.high_bidder ? ` (${factionName(v.bidding.high_bidder)})` : ''}. `,
            v.bidding.card_up ? cardButton(`Card up: ${v.bidding.card_up.name}`, v.bidding.card_up.key, v.bidding.card_up.kind) : '',
          )
        : '',
      v.treachery_discard?.length
        ? h('p', { class: 'info' }, 'Discarded: ', ...v.treachery_discard.slice(-6).map((c) => cardButton(c.name, c.key, c.kind)))
        : '',
      v.battle?.territory ? h('p', { class: 'info' }, `Battle: ${territoryName(v.battle.territory)} — ${v.battle.sides.map((f, i) => factionName(f) + (v.battle?.partners?.[i] ? ` + ${factionName(v.battle.partners[i])}` : '')).join(' vs ')}.`) : '',
      tleilaxuPublic(v),
      v.sandtrout ? h('p', { class: 'info', 'data-testid': 'sandtrout' }, SANDTROUT_STATE[v.sandtrout] ?? v.sandtrout) : '',
      v.great_maker ? h('p', { class: 'info', 'data-testid': 'great-maker' }, greatMakerText(v.great_maker)) : '',
      v.recruits ? h('p', { class: 'info', 'data-testid': 'recruits' }, 'Recruits is in effect this turn: the revival quotes show the raised free revival and limit.') : '',
      v.choam && v.choam.inflation !== 'none'
        ? h('p', { class: 'info', 'data-testid': 'inflation' }, `CHOAM\u2019s Inflation token is ${v.choam.inflation === 'double' ? 'Double' : 'Cancel'} side up: the next CHOAM Charity is ${v.choam.inflation === 'double' ? 'doubled (and no bribes meanwhile)' : 'cancelled'}${v.choam.inflation_flipped ? '; it leaves the game at the next Mentat Pause' : '; it flips at the next Mentat Pause'}.`)
        : '',
      ...homeworldLines(v),
      terrorLine(v),
      ambassadorLine(v),
      v.duke_vidal ? h('p', { class: 'info', 'data-testid': 'duke-vidal' }, dukeLine(v.duke_vidal)) : '',
      nexusCardsLine(v),
      strongholdCardsLine(v),
      discoverySection(v),
      ...advLines,
    );
  }

  /** CHOAM & Richese Stronghold cards (public): who holds each card this turn; the engine applies them in
   *  battles in their strongholds. */
  function strongholdCardsLine(v: View): HTMLElement | '' {
    if (!v.stronghold_cards) return '';
    const held = Object.entries(v.stronghold_cards).map(([k, f]) => h('li', { title: strongholdCardInfo(k)?.text ?? '' }, `${territoryName(k)}: ${f ? factionName(f) : 'set aside'}${strongholdCardInfo(k) ? ` \u2014 ${strongholdCardInfo(k)!.text}` : ''}`));
    return h('details', { class: 'info', 'data-testid': 'stronghold-cards' }, h('summary', {}, 'Stronghold cards (their holders\u2019 advantage in battles there, this turn)'), h('ul', {}, ...held));
  }

  /** Ixians & Tleilaxu technology tokens (public): the tokens a faction owns, for its row. */
  function techOf(v: View, f: FactionKey): string {
    if (!v.tech_tokens) return '';
    return Object.entries(v.tech_tokens)
      .filter(([, owner]) => owner === f)
      .map(([t]) => TECH_TOKEN_NAME[t] ?? t)
      .join(', ');
  }

  /** Ixians & Tleilaxu, public to every seat: the revealed Face Dancers, this turn's raised revival
   *  limits and the faction the Tleilaxu Karama power keeps from reviving. */
  function tleilaxuPublic(v: View): HTMLElement | '' {
    const t = v.tleilaxu;
    if (!t) return '';
    const lines: string[] = [];
    if (t.revealed_face_dancers.length) lines.push(`Face Dancers revealed: ${t.revealed_face_dancers.map((l) => `${l.name} (${factionName(l.faction)})`).join(', ')}.`);
    if (t.revival_limit_raised.length) lines.push(`Revival limit raised to 5 this turn by the Tleilaxu: ${t.revival_limit_raised.map(factionName).join(', ')}.`);
    if (t.revival_prevented) lines.push(`Kept from reviving this turn by the Tleilaxu: ${factionName(t.revival_prevented)}.`);
    const r = t.revival_request;
    if (r) lines.push(`${factionName(r.faction)} ask the Tleilaxu for ${r.leader.name}${r.price === null ? '' : `: their price is ${r.price} spice`}.`);
    return lines.length ? h('p', { class: 'info', 'data-testid': 'tleilaxu-public' }, lines.join(' ')) : '';
  }

  function drawTerritories(v: View) {
    const items = territoryRows(v)
      .map((r) => {
        const key = r.key;
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
            r.name,
          ),
          r.stronghold ? ' ◆' : '',
          ': ',
          stacks.map((s) => `${FACTION_NAME[s.faction]} ${forceText(s.faction, s.forces, s.special)}`).join(', '),
          spice ? `${stacks.length ? ', ' : ''}${spice} spice` : '',
        );
      });
    terrList.replaceChildren(h('ul', { class: 'terr' }, ...items));
  }

  function cardButton(label: string, key: string, kind: string): HTMLElement {
    return h('button', { type: 'button', class: `chip card ${kind}`, 'data-card': key, onclick: () => openHelp(playerText(label.replace(/^Card up: /, '')), cardHelpBody(key)) }, playerText(label));
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
    for (const l of log.slice(logShown)) frag.append(h('li', { 'data-v': l.version }, playerText(l.text)));
    logList.append(frag);
    logShown = log.length;
    requestAnimationFrame(() => (logList.scrollTop = logList.scrollHeight));
    recent.replaceChildren(...log.slice(-5).map((l) => h('li', {}, playerText(l.text))));
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
  const stream = new Stream(code, token, accept, setStatus, (m) => talk?.receive(m));
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

/** Ecaz (view `ambassadors`): one line on the Factions card with the Ambassadors' places and supply. */
export function ambassadorLine(v: View): HTMLElement | '' {
  if (!v.ambassadors) return '';
  // What each Ambassador on the board (and, for Ecaz, in their supply) does, one per line (issue 39 item 3).
  const a = v.ambassadors;
  const tokens = [...new Set([...a.board.map((b) => b.ambassador), ...a.supply])];
  const what = tokens.filter((t) => ambassadorInfo(t)).map((t) => h('li', {}, h('strong', {}, `${factionName(t)}: `), ambassadorInfo(t)!.text));
  return h(
    'div',
    { 'data-testid': 'ambassadors' },
    h('p', { class: 'info' }, ambassadorLines(a, v.seat).join(' ')),
    what.length ? h('details', { class: 'ambassador-texts' }, h('summary', {}, 'What these Ambassadors do'), h('ul', {}, ...what)) : '',
  );
}

/** Nexus Cards (view `nexus_cards`, em_nexus_cards): one line on the Factions card with the deck, the discards,
 *  who holds a card, and the seat's own card and its mode (only when it holds one). */
export function nexusCardsLine(v: View): HTMLElement | '' {
  if (!v.nexus_cards) return '';
  return h('p', { class: 'info', 'data-testid': 'nexus-cards' }, nexusCardsText(v.nexus_cards));
}

/** Moritani (view `terror`): one line on the Factions card with the Terror tokens' places and supply, the
 *  revealed ones, the Aftermath, a waiting Extortion and the entry the Moritani answer now. */
export function terrorLine(v: View): HTMLElement | '' {
  if (!v.terror) return '';
  return h('p', { class: 'info', 'data-testid': 'terror' }, terrorLines(v.terror, v.seat).join(' '));
}

/** The map inspector's lines for a territory: its Terror token (named for the Moritani) and the Aftermath. */
export function terrorInspect(v: View, territory: string): string[] {
  const t = v.terror;
  if (!t) return [];
  const out: string[] = [];
  const b = t.board.find((x) => x.territory === territory);
  if (b) out.push(b.token ? `Your Terror token here: ${terrorName(b.token)}: ${terrorText(b.token)}`.trim() : 'A face-down Terror token of the Moritani lies here.');
  if (t.aftermath === territory) out.push('Atomics Aftermath: nobody may ship here.');
  if (t.entry?.territory === territory) out.push(`${factionName(t.entry.entrant)} entered here: the Moritani decide.`);
  return out;
}

/** Discovery tokens (view `discovery`, em_discovery): a small section on the Factions card with the face-down
 *  tokens (named where this seat may see them), the revealed locations, the pools and the Ornithopter's holder. */
export function discoverySection(v: View): HTMLElement | '' {
  if (!v.discovery) return '';
  return h(
    'div',
    { class: 'discovery', 'data-testid': 'discovery' },
    h('h3', {}, 'Discovery'),
    h('ul', { class: 'discovery-lines' }, ...discoveryLines(v.discovery, v.seat).map((l) => h('li', {}, l))),
  );
}

/** The map inspector's lines for a territory: its face-down Discovery token (named where the view does) and the
 *  revealed location lying in it. */
export function discoveryInspect(v: View, territory: string): string[] {
  const d = v.discovery;
  if (!d) return [];
  const out: string[] = [];
  for (const s of d.sites.filter((x) => x.at.territory === territory)) {
    const pool = DISCOVERY_POOL_NAME[s.pool] ?? s.pool;
    out.push(s.token === 'face_down' ? `A face-down ${pool} Discovery token lies in ${valueLabel('at', s.at)}.` : `${pool} Discovery token in ${valueLabel('at', s.at)} (you may see it): ${discoveryTokenName(s.token)}.`);
  }
  for (const l of d.locations.filter((x) => x.at.territory === territory)) out.push(`${territoryName(l.territory)} lies here, in ${valueLabel('at', l.at)} (tap its marker).`);
  return out;
}

/** Homeworlds (public): one line per card on the table, its side and what that side does; the engine's
 *  figures and paraphrases, nothing restated here. */
export function homeworldLines(v: View): HTMLElement[] {
  return (v.homeworlds ?? []).map((w) =>
    h(
      'p',
      { class: 'info', 'data-testid': `homeworld-${w.homeworld}` },
      homeworldText(w),
    ),
  );
}
