// Builds the decision panel's model from this seat's pending decisions and legal actions.
// Pure functions: no DOM, so the unit tests cover them.
import { ambassadorInfo, cardLine, discoveryInfo, homeworldInfo, nexusModeText, strongholdCardInfo, techInfo, terrorInfo } from './catalog';
import { locName, locationFromJson, locationJson } from './mapgeo';
import { DECISION_TITLE, FIELD_LABEL, NEXUS_MODE_NAME, PASS_LABEL, TREACHERY_KEYS, cardKeyName, describeAction, discoveryRevealText, factionName, humanize, nexusDrawLabel, nexusDrawPassLabel, nexusPlayLabel, specialName, terrorName, territoryName, traitorLabel, valueLabel } from './names';
import { isAdvanced, type Action, type BattleStrength, type Decision, type FactionKey, type Json, type Leader, type MoveOption, type View } from './types';

/** Which decision kind an action type answers. */
export const ACTION_DECISION: Record<string, string> = {
  predict: 'predict',
  pick_traitor: 'pick_traitor',
  place_fremen: 'place_fremen',
  storm_dial: 'storm_dial',
  weather_control: 'weather_control',
  family_atomics: 'family_atomics',
  ally: 'nexus',
  break_alliance: 'nexus',
  claim_charity: 'charity',
  bid: 'bid',
  karama_take_card: 'bid',
  revive: 'revive',
  ship: 'ship',
  send_advisor: 'send_advisor',
  move: 'move',
  play_hajr: 'move',
  choose_battle: 'choose_battle',
  voice: 'voice',
  prescience: 'prescience',
  battle_plan: 'battle_plan',
  call_traitor: 'traitor',
  keep_cards: 'keep_cards',
  worm_ride: 'worm_ride',
  place_worm: 'worm_placement',
  play_thumper: 'thumper',
  play_harvester: 'harvester',
  move_stronghold: 'mobile_stronghold',
  set_aside_card: 'set_aside_card',
  reveal_face_dancer: 'face_dancer',
  raise_revival_limit: 'revival_grants',
  karama_prevent_revival: 'revival_grants',
  withhold_poison_tooth: 'poison_tooth',
  play_amal: 'amal',
  substitute_suboids: 'suboid_substitution',
  keep_starting_card: 'starting_card',
  replace_card: 'replace_card',
  replace_face_dancer: 'replace_face_dancer',
  take_tech_token: 'tech_token',
  swap_card_up_for_bid: 'technology_swap',
  karama_move_stronghold: 'move',
  request_revival: 'revive',
  name_revival_price: 'revival_price',
  accept_revival_price: 'revival_offer',
  reinforce_from_homeworld: 'homeworld_reinforcement',
  send_from_homeworld: 'homeworld_send',
  discard_for_spice: 'homeworld_discard',
  share_occupied_income: 'occupied_share',
  place_moritani: 'place_moritani',
  plant_terror: 'plant_terror',
  reveal_terror: 'terror_trigger',
  offer_terror_alliance: 'terror_trigger',
  accept_terror_alliance: 'terror_alliance',
  give_terror_card: 'terror_gift',
  discard_over_limit: 'terror_discard',
  pay_extortion: 'extortion',
  assassinate_leader: 'assassinate_leaders',
  grumman_terror: 'grumman_terror',
  place_ambassador: 'place_ambassador',
  trigger_ambassador: 'ambassador_trigger',
  accept_ecaz_alliance: 'ambassador_alliance',
  discard_for_ambassador: 'ambassador_discard',
  lead_battle: 'occupy_lead',
  keep_lost_card: 'keep_lost_card',
  karama_force_cards: 'karama_force_cards',
  karama_dial_bonus: 'battle_plan',
  vote_nexus: 'great_maker_vote',
  ride_from_reserves: 'great_maker_ride',
  draw_nexus_card: 'nexus_card_draw',
  return_traitor: 'nexus_traitor_return',
  offer_shipment: 'junction_offer',
  // Discovery tokens (em_discovery). Its Card Stash discard answers with discard_over_limit and its free entry
  // with move (buildPanel ties them to discovery_discard and discovery_entry).
  reveal_discovery: 'discovery_reveal',
  adjust_storm: 'testing_station',
  use_ornithopter: 'move',
  // CHOAM & Richese: CHOAM's market at the end of a phase and their Inflation token in the Mentat Pause.
  choam_sell: 'choam_market',
  play_inflation: 'inflation',
  offer_card_trade: 'choam_market',
  accept_card_trade: 'card_trade_answer',
  karama_sell_card: 'karama_sell_cards',
  audit: 'audit',
  cancel_audit: 'audit_payment',
  // Stronghold cards (cr_strongholds): the mobile stronghold's copy before the plans.
  copy_stronghold: 'stronghold_copy',
  // Tupile's occupation over: the hand limit's bonus is gone and the faction discards down.
  discard_down: 'discard_down',
};

export const key = (v: Json | undefined): string => JSON.stringify(v ?? null);

export interface FieldSpec {
  name: string;
  label: string;
  values: Json[];
  numeric: boolean;
}
/** A cascading form over a list of legal actions of one type: each field offers only the values
 *  consistent with the fields chosen before it, so every completed form is a legal action. */
export interface ActionForm {
  type: string;
  fields: FieldSpec[];
  actions: Action[];
}

export function buildForm(type: string, actions: Action[]): ActionForm {
  const names: string[] = [];
  for (const a of actions) for (const k of Object.keys(a)) if (k !== 'type' && !names.includes(k)) names.push(k);
  const fields = names.map((name) => {
    const seen = new Map<string, Json>();
    for (const a of actions) seen.set(key(a[name]), a[name] ?? null);
    const values = [...seen.values()];
    const numeric = values.every((v) => typeof v === 'number');
    if (numeric) values.sort((x, y) => (x as number) - (y as number));
    return { name, label: FIELD_LABEL[name] ?? humanize(name), values, numeric };
  });
  return { type, fields, actions };
}

/** Values of field i consistent with the selections of fields 0..i-1 (selection: field -> key()). */
export function formOptions(form: ActionForm, selected: Record<string, string>, i: number): Json[] {
  const before = form.fields.slice(0, i);
  const f = form.fields[i];
  const ok = form.actions.filter((a) => before.every((b) => selected[b.name] === undefined || key(a[b.name]) === selected[b.name]));
  const seen = new Set(ok.map((a) => key(a[f.name])));
  return f.values.filter((v) => seen.has(key(v)));
}

/** The legal action matching every selected field, or null. */
export function formAction(form: ActionForm, selected: Record<string, string>): Action | null {
  return form.actions.find((a) => form.fields.every((f) => key(a[f.name]) === selected[f.name])) ?? null;
}

/** Completes a selection: keeps valid choices, fills the rest with the first value allowed. */
export function settleSelection(form: ActionForm, selected: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  form.fields.forEach((f, i) => {
    const opts = formOptions(form, out, i).map(key);
    out[f.name] = opts.includes(selected[f.name]) ? selected[f.name] : opts[0];
  });
  return out;
}

export interface ButtonItem {
  label: string;
  action: Action;
  /** What the card, token or Ambassador the button names does (the engine's text), shown under it. */
  text?: string;
}

/** A piece a decision names, with what it does (the engine's text, catalog.ts): listed under the title. */
export interface PieceNote {
  name: string;
  text?: string;
  /** The card up for bid now, or the card kept: marked in the list. */
  mark?: string;
}

/** What the piece an action names does, from the engine's texts (catalog.ts): its card, Terror or technology
 *  token, or Ambassador; undefined when it names none (or the catalog has not arrived). */
export function actionPieceText(a: { [k: string]: Json }): string | undefined {
  const key = (v: Json | undefined) => (typeof v === 'string' ? v : v && typeof v === 'object' && !Array.isArray(v) && typeof v.key === 'string' ? v.key : null);
  for (const f of ['card', 'karama_card', 'cheap_hero']) {
    const k = key(a[f]);
    if (k) return cardLine(k);
  }
  const token = key(a.token);
  if (token) return terrorInfo(token)?.text ?? techInfo(token)?.text;
  const amb = key(a.effect) ?? key(a.ambassador);
  if (amb && (a.type === 'trigger_ambassador' || a.type === 'place_ambassador')) return ambassadorInfo(amb)?.text;
  return undefined;
}

export type Control =
  | { kind: 'buttons'; items: ButtonItem[] }
  | {
      kind: 'form';
      form: ActionForm;
      submitLabel: string;
      /** Labels of some values (field -> key(value) -> label); the others get valueLabel's. */
      valueLabels?: Record<string, Record<string, string>>;
      /** A field of territory keys that a tap on the map sets (its territories are highlighted). */
      mapField?: string;
    }
  | { kind: 'bid'; min: number; max: number; karama: boolean; highBid: number; highBidder: FactionKey | null }
  | {
      kind: 'moves';
      verb: 'ship' | 'move' | 'ride';
      groups: MoveGroup[];
      spice: number;
      eliteName: string;
      /** The submit button's text (default: Ship / Move / Ride the worm). */
      submitLabel?: string;
    }
  | {
      kind: 'revive';
      forces: number[];
      leaders: Json[];
      allyMax: number;
      legal: Action[];
      /** Advanced: elite forces (Sardaukar/Fedaykin) the revival may name (0 or 1). */
      eliteMax: number;
      eliteName: string;
      /** Advanced: the Kwisatz Haderach may be revived (with these force counts). */
      kwisatz: number[];
      /** Advanced: the Emperor's Karama power, one button per legal free revival. */
      karama: ButtonItem[];
    }
  | { kind: 'capture'; leader: Leader | null; keep: Action; kill: Action }
  | { kind: 'fremen'; total: number; fedaykin: number }
  | { kind: 'bribe'; targets: FactionKey[]; max: number }
  | { kind: 'location'; label: string; submitLabel: string; options: { loc: number; action: Action }[] }
  | { kind: 'truthtrance'; targets: FactionKey[]; cards: string[]; leaders: { name: string; faction: FactionKey }[] }
  | { kind: 'give_spice'; max: number }
  | { kind: 'ghola'; leaders: Json[]; forcesMax: number }
  | {
      kind: 'battle_plan';
      dialMax: number;
      leaders: Json[]; // leader names (strings)
      heroes: Json[]; // cheap hero cards
      weapons: Json[];
      defenses: Json[];
      territory: string | null;
      opponent: FactionKey | null;
      /** Advanced battle: limits from the view (0 in the Basic game). */
      advanced: boolean;
      normalMax: number;
      eliteMax: number;
      eliteName: string;
      spiceMax: number;
      kwisatz: boolean;
      /** The engine's quote for this seat in this battle (null if the view has none). */
      strength: BattleStrength | null;
    };

/** One destination of a group in the view's "moves": the counts allowed and their prices. */
export interface MoveDest {
  /** Location id; -1 for the Guild's shipment back to reserves. */
  to: number;
  min: number;
  max: number;
  /** Spice for min, min+1, ..., max forces (shipments); null for movement. */
  cost: number[] | null;
  option: MoveOption;
}
/** The options of one origin (reserves or a board location), with or without Karama. */
export interface MoveGroup {
  id: string;
  /** Location id of the origin; -1 for the reserves. */
  from: number;
  karama: boolean;
  /** Advanced: Bene Gesserit advisors that take up arms as they arrive. */
  arms: boolean;
  label: string;
  dests: MoveDest[];
}

export interface DecisionModel {
  decision: Decision;
  title: string;
  controls: Control[];
  pass: ButtonItem | null;
  /** Lines from the view shown under the title (e.g. the Discovery token the seat looks at). */
  notes?: string[];
  /** The cards, tokens or Ambassadors the decision is about, each with what it does, under a heading. */
  pieces?: { heading: string; ordered: boolean; items: PieceNote[] };
}

export interface PanelModel {
  decisions: DecisionModel[];
  /** Legal actions that answer no decision of this seat (e.g. cards playable at any time). */
  anytime: Control[];
  /** Other seats' open decisions: who we are waiting for. */
  waiting: Decision[];
}

const item = (a: Action): ButtonItem => withText({ label: describeAction(a), action: a });
/** A button with the text of the piece its action names (if any). */
const withText = (b: ButtonItem): ButtonItem => {
  const text = b.text ?? actionPieceText(b.action);
  return text ? { ...b, text } : b;
};

function groupByType(actions: Action[]): Map<string, Action[]> {
  const m = new Map<string, Action[]>();
  for (const a of actions) {
    if (!m.has(a.type)) m.set(a.type, []);
    m.get(a.type)!.push(a);
  }
  return m;
}

/** Buttons for a few actions, a cascading form for many. */
export function genericControls(type: string, actions: Action[]): Control[] {
  if (actions.length <= 8) return [{ kind: 'buttons', items: actions.map(item) }];
  return [{ kind: 'form', form: buildForm(type, actions), submitLabel: describeAction({ type }) }];
}

function distinct(values: Json[]): Json[] {
  const m = new Map<string, Json>();
  for (const v of values) if (v !== undefined && v !== null) m.set(key(v), v);
  return [...m.values()];
}

export function buildPanel(view: View, seat: FactionKey | null, pending: Decision[], legal: Action[], moves?: MoveOption[]): PanelModel {
  const mine = seat ? pending.filter((d) => d.seat === seat) : [];
  const waiting = (view.pending ?? pending).filter((d) => d.seat !== seat);
  const byType = groupByType(legal.filter((a) => a.type !== 'pass'));
  const passes = legal.filter((a) => a.type === 'pass');
  const used = new Set<string>();
  const me = seat ? view.players[seat] : undefined;
  let passGiven = false;

  const decisions: DecisionModel[] = mine.map((d) => {
    // During a Nexus the Fremen worm ride is answered with a move action.
    // The Harkonnen capture (Advanced) is answered with keep_cards and keep_leader.
    // Advanced: a Bene Gesserit flip names a location with send_advisor; the Guild acts early by
    // shipping (or moving).
    const answers = (t: string) =>
      ACTION_DECISION[t] === d.kind ||
      (d.kind === 'worm_ride' && t === 'move') ||
      (d.kind === 'capture' && t === 'keep_cards') ||
      (d.kind === 'bg_flip' && t === 'send_advisor') ||
      (d.kind === 'guild_timing' && (t === 'ship' || t === 'move')) ||
      // Nexus Cards: the windows on a purchase and in the Mentat Pause are answered by playing the card.
      ((d.kind === 'nexus_purchase' || d.kind === 'nexus_mentat' || d.kind === 'nexus_traitor' || d.kind === 'nexus_battle_end' || d.kind === 'nexus_window') && t === 'play_nexus_card') ||
      // Discovery: the Card Stash's discard, the free step into a revealed location, and the Ornithopter when the
      // Guild acts early.
      (d.kind === 'discovery_discard' && t === 'discard_over_limit') ||
      (d.kind === 'discovery_entry' && t === 'move') ||
      (d.kind === 'guild_timing' && t === 'use_ornithopter');
    const types = [...byType.keys()].filter(answers);
    types.forEach((t) => used.add(t));
    const controls: Control[] = [];
    // Shipment, movement and the worm ride come complete from the server's "moves".
    const byMoves = moves !== undefined && (d.kind === 'ship' || d.kind === 'move' || d.kind === 'worm_ride' || d.kind === 'guild_timing');
    if (byMoves) {
      const kinds: ('ship' | 'move')[] = d.kind === 'guild_timing' ? ['ship', 'move'] : [d.kind === 'ship' ? 'ship' : 'move'];
      for (const type of kinds) {
        const verb = d.kind === 'worm_ride' ? 'ride' : type;
        const groups = moveGroups(moves.filter((o) => o.type === type));
        if (groups.length > 0 || d.kind !== 'guild_timing') controls.push({ kind: 'moves', verb, groups, spice: me?.spice ?? 0, eliteName: ELITE_NAME[seat ?? ''] ?? 'elite' });
        used.add(type);
      }
    }
    for (const t of types) {
      if (byMoves && (t === 'ship' || t === 'move')) continue;
      const acts = byType.get(t)!;
      if (t === 'bid') {
        const amounts = acts.map((a) => Number(a.amount));
        controls.push({
          kind: 'bid',
          min: d.min,
          max: Math.max(d.min, d.max, ...amounts),
          karama: acts.some((a) => a.karama === true),
          highBid: view.bidding?.high_bid ?? 0,
          highBidder: view.bidding?.high_bidder ?? null,
        });
      } else if (t === 'revive') {
        controls.push(reviveControl(acts, seat));
      } else if (t === 'battle_plan') {
        controls.push(battlePlanControl(d, acts, view, seat));
      } else if (t === 'keep_cards' && d.kind === 'capture') {
        controls.push(captureControl(acts, view));
      } else if (t === 'move' && d.kind === 'discovery_entry') {
        controls.push(discoveryEntryControl(acts, seat));
      } else if (t === 'place_fremen') {
        controls.push(fremenControl(d, acts, view));
      } else if (t === 'pick_traitor') {
        const who = (name: Json) => view.traitor_draw.find((l) => l.name === name || (l.key !== undefined && l.key === name));
        const items = acts.map((a) => {
          const l = who(a.leader);
          return { label: l ? traitorLabel(l) : describeAction(a), action: a };
        });
        controls.push({ kind: 'buttons', items });
      } else {
        controls.push(...typeControls(t, acts, view, seat));
      }
    }
    for (const c of controls) if (c.kind === 'buttons') c.items = c.items.map(withText);
    let pass: ButtonItem | null = null;
    if (passes.length && !passGiven && (PASS_LABEL[d.kind] !== undefined || types.length === 0)) {
      // Nexus Cards: the pass keeps the card held, or draws none (the view says which).
      const label = d.kind === 'nexus_card_draw' ? nexusDrawPassLabel(view.nexus_cards) : (PASS_LABEL[d.kind] ?? 'Pass');
      pass = { label, action: { type: 'pass' } };
      passGiven = true;
    }
    // Moritani: after the entrant refused their alliance the token must be revealed (min 1, no pass).
    const title =
      d.kind === 'terror_trigger' && d.min >= 1
        ? 'The entrant refused your alliance: reveal the Terror token'
        : d.kind === 'nexus_window'
          ? nexusMomentTitle(view.nexus_cards?.moment ?? null, view.nexus_cards?.moment_by ?? null)
          : (discoveryTitle(d.kind, byType) ?? DECISION_TITLE[d.kind] ?? humanize(d.kind));
    const notes = [...discoveryNotes(d.kind, byType, view, seat), ...decisionNotes(d.kind, view, seat)];
    const pieces = decisionPieces(d.kind, byType, view, seat);
    return { decision: d, title: decisionTitle(d.kind, view, seat) ?? title, controls, pass, ...(notes.length ? { notes } : {}), ...(pieces ? { pieces } : {}) };
  });

  const anytime: Control[] = [];
  for (const [t, acts] of byType) if (!used.has(t) && t !== 'bribe') anytime.push(...typeControls(t, acts, view, seat));
  const bribe = bribeControl(view, seat);
  if (bribe) anytime.push(bribe);
  if (passes.length && !passGiven) anytime.push({ kind: 'buttons', items: [{ label: 'Pass', action: { type: 'pass' } }] });
  return { decisions, anytime, waiting };
}

// --- action builders --------------------------------------------------------------------------

export function bidAction(amount: number, karama = false): Action {
  return karama ? { type: 'bid', amount, karama: true } : { type: 'bid', amount };
}

/** The elite forces (Sardaukar, Fedaykin) a count of an entry may include: [lo, hi]; null when the
 *  entry offers no choice. Arithmetic on the origin's forces the server quotes (forces_at_source). */
export function eliteRange(o: MoveOption, forces: number): [number, number] | null {
  const s = o.forces_at_source;
  if (!s) return null;
  const lo = Math.max(0, forces - s.normal);
  const hi = Math.min(forces, s.elite);
  return lo < hi ? [lo, hi] : null;
}

/** The action of a "moves" entry with a force count, `elite` of them Sardaukar / Fedaykin (0 or
 *  left out: normal forces first). */
export function moveOptionAction(o: MoveOption, forces: number, elite = 0): Action {
  const a: Action = { type: o.type };
  if (o.from !== undefined) a.from = o.from;
  if (o.to !== undefined) a.to = o.to;
  if (o.to_reserves) a.to_reserves = true;
  if (o.karama_card !== undefined) a.karama_card = o.karama_card;
  if (o.take_up_arms) a.take_up_arms = true;
  a.forces = forces;
  if (elite > 0) a.elite = elite;
  return a;
}

/** Spice for `forces` forces to a destination (0 for movement). */
export function destCost(d: MoveDest, forces: number): number {
  if (!d.cost) return 0;
  return d.cost[Math.max(0, Math.min(d.cost.length - 1, forces - d.min))] ?? 0;
}

/** A destination as the select lists it: place, counts allowed and their price range. */
export function destLabel(x: MoveDest): string {
  const place = x.to < 0 ? 'Back to reserves' : locName(x.to);
  if (!x.cost) return x.min > 1 ? `${place} · whole group (${x.max})` : place;
  const n = x.min === x.max ? `${x.max}` : `${x.min}–${x.max}`;
  const lo = x.cost[0];
  const hi = x.cost[x.cost.length - 1];
  return `${place} · ${n} force${x.max === 1 ? '' : 's'} · ${lo === hi ? lo : `${lo}–${hi}`} spice`;
}

/** Groups the server's "moves" by origin (reserves or a board location) and Karama. */
export function moveGroups(moves: MoveOption[]): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  for (const o of moves) {
    const from = o.from === undefined ? -1 : locationFromJson(o.from);
    const karama = o.karama_card !== undefined;
    const arms = o.take_up_arms === true;
    const id = `${from}:${karama ? 'k' : ''}${arms ? 'a' : ''}`;
    if (!groups.has(id)) groups.set(id, { id, from, karama, arms, label: '', dests: [] });
    const to = o.to_reserves || o.to === undefined ? -1 : locationFromJson(o.to);
    groups.get(id)!.dests.push({ to, min: o.min, max: o.max, cost: o.cost ?? null, option: o });
  }
  const out = [...groups.values()];
  for (const g of out) {
    g.dests.sort((a, b) => a.to - b.to);
    const most = Math.max(...g.dests.map((d) => d.max));
    const where = g.from < 0 ? 'From reserves' : locName(g.from);
    g.label =
      `${where} (up to ${most} force${most === 1 ? '' : 's'})${g.karama ? ' — Karama, Guild rates' : ''}` +
      (g.arms ? ' — advisors take up arms (become fighters)' : '');
  }
  return out.sort((a, b) => Number(a.karama) - Number(b.karama) || Number(a.arms) - Number(b.arms) || a.from - b.from);
}

/** Revival: own forces and leader as the legal list offers them; the Emperor's payment for its
 *  ally's forces (ally_forces) as a separate count. */
function reviveControl(acts: Action[], seat: FactionKey | null): Extract<Control, { kind: 'revive' }> {
  // Plain revivals (own forces and leader); the Kwisatz Haderach and Karama revivals apart.
  const own = acts.filter((a) => a.ally_forces === undefined && a.karama !== true && a.kwisatz_haderach !== true);
  const forces = [...new Set(own.map((a) => Number(a.forces ?? 0)))].sort((a, b) => a - b);
  const eliteName = ELITE_NAME[seat ?? ''] ?? 'elite';
  const karama = acts
    .filter((a) => a.karama === true)
    .map((a) => {
      const what = a.leader !== undefined ? String(a.leader) : `${a.forces} force${a.forces === 1 ? '' : 's'}${a.elite ? ` (${a.elite} ${eliteName})` : ''}`;
      return { label: `Karama power: revive ${what} free`, action: a };
    });
  return {
    kind: 'revive',
    forces,
    leaders: distinct(own.map((a) => a.leader)),
    allyMax: Math.max(0, ...acts.map((a) => Number(a.ally_forces ?? 0))),
    legal: own,
    eliteMax: acts.some((a) => a.karama !== true && Number(a.elite ?? 0) > 0) ? 1 : 0,
    eliteName,
    kwisatz: [...new Set(acts.filter((a) => a.kwisatz_haderach === true).map((a) => Number(a.forces ?? 0)))].sort((a, b) => a - b),
    karama,
  };
}

/** Sardaukar (Emperor), Fedaykin (Fremen), Cyborgs (Ixians): the elite forces of the Advanced game. */
export const ELITE_NAME: Record<string, string> = { emperor: 'Sardaukar', fremen: 'Fedaykin', ixian: 'Cyborgs' };

/** The engine's quote for `seat` fighting `opponent` in `territory` (view.battle_strength): the
 *  forces that fight there and what each dialed force counts. */
export function battleQuote(view: View, seat: FactionKey, opponent: FactionKey | null, territory: string | null): BattleStrength | null {
  return (view.battle_strength ?? []).find((q) => q.faction === seat && q.opponent === opponent && q.territory === territory) ?? null;
}

/** Spice dialed changes the strength (the engine refuses spice in a plan where it does not). */
export function spiceCounts(q: BattleStrength | null): boolean {
  if (!q) return false;
  const v = q.half_points;
  return v.normal_supported > v.normal || v.elite_supported > v.elite;
}

/** Battle plan limits: dial, leaders and cards from the legal list; the forces that fight, what
 *  each counts and whether spice counts from the engine's quote; own spice and the Kwisatz
 *  Haderach's state from the view. */
function battlePlanControl(d: Decision, acts: Action[], view: View, seat: FactionKey | null): Control {
  const territory = view.battle?.territory ?? null;
  const adv = isAdvanced(view);
  const opponent = (view.battle?.sides ?? []).find((s) => s && s !== seat) ?? null;
  const q = seat ? battleQuote(view, seat, opponent, territory) : null;
  const normal = q?.forces ?? 0;
  const elite = q?.elite ?? 0;
  const khLegal = acts.some((a) => a.kwisatz_haderach === true);
  return {
    kind: 'battle_plan',
    dialMax: Math.max(d.max, adv ? normal + elite : 0, ...acts.map((a) => Number(a.dial ?? 0))),
    leaders: distinct(acts.map((a) => a.leader)),
    heroes: distinct(acts.map((a) => a.cheap_hero)),
    weapons: distinct(acts.map((a) => a.weapon)),
    defenses: distinct(acts.map((a) => a.defense)),
    territory,
    opponent,
    advanced: adv,
    normalMax: normal,
    eliteMax: adv ? elite : 0,
    eliteName: ELITE_NAME[seat ?? ''] ?? 'elite',
    // What the engine says this seat may dial (its own spice and a funding ally's), else its own spice.
    spiceMax: adv && seat && spiceCounts(q) ? Math.max(0, view.support_funds ?? view.players[seat]?.spice ?? 0) : 0,
    kwisatz: adv && (khLegal || q?.kwisatz_haderach_ready === true),
    strength: q,
  };
}

/** The strength of the dialed forces as the engine counts it, from its quote: each force counts
 *  its value, and the spice supports forces in the quote's order (`spice_elite_first`); the quote
 *  is in half points. Without a quote, the dial. */
export function dialStrength(q: BattleStrength | null, dial: number, elite: number, spice: number): number {
  if (!q) return dial;
  const v = q.half_points;
  const normal = dial - elite;
  let se: number;
  let sn: number;
  if (q.spice_elite_first) {
    se = Math.min(spice, elite);
    sn = Math.min(spice - se, normal);
  } else {
    sn = Math.min(spice, normal);
    se = Math.min(spice - sn, elite);
  }
  return (se * v.elite_supported + (elite - se) * v.elite + sn * v.normal_supported + (normal - sn) * v.normal) / 2;
}

/** The line the battle plan form shows under the Advanced numbers. */
export function strengthText(c: Extract<Control, { kind: 'battle_plan' }>, seat: FactionKey, dial: number, elite: number, spice: number): string {
  if (!c.advanced) return '';
  const e = Math.max(0, Math.min(elite, dial));
  const s = Math.min(spice, dial);
  const v = dialStrength(c.strength, dial, e, s);
  const note = spiceCounts(c.strength) ? ` (${s} of ${dial} supported by spice)` : seat === 'fremen' ? ' (battle hardened: no spice needed)' : ' (spice adds nothing)';
  return `Your dialed forces count ${v}${note}.`;
}

/** Harkonnen capture (Advanced): keep the captured leader or kill it for 2 spice. */
function captureControl(acts: Action[], view: View): Control {
  const keep = acts.find((a) => a.keep_leader === true) ?? { type: 'keep_cards', keep_leader: true };
  const kill = acts.find((a) => a.keep_leader !== true) ?? { type: 'keep_cards' };
  return { kind: 'capture', leader: view.battle?.captured ?? null, keep, kill };
}

/** Fremen setup: 10 forces over three territories; Advanced: up to 3 of them Fedaykin. */
function fremenControl(d: Decision, acts: Action[], view: View): Control {
  const fed = acts.some((a) => Object.keys(a).some((k) => k.startsWith('fedaykin_')));
  const reserveElite = view.players.fremen?.reserves.special ?? 0;
  return { kind: 'fremen', total: d.max || 10, fedaykin: fed || isAdvanced(view) ? Math.min(3, reserveElite || 3) : 0 };
}

export interface FremenPlacement {
  sietch_tabr: number;
  false_wall_south: number;
  false_wall_west: number;
  fedaykin?: [number, number, number];
}
export const FREMEN_FIELDS = ['sietch_tabr', 'false_wall_south', 'false_wall_west'] as const;

export function placeFremenAction(p: FremenPlacement): Action {
  const a: Action = { type: 'place_fremen', sietch_tabr: p.sietch_tabr, false_wall_south: p.false_wall_south, false_wall_west: p.false_wall_west };
  FREMEN_FIELDS.forEach((f, i) => {
    const n = p.fedaykin?.[i] ?? 0;
    if (n > 0) a[`fedaykin_${f}`] = n;
  });
  return a;
}

/** A problem with a Fremen placement the player can fix, or null. */
export function fremenProblem(p: FremenPlacement, total: number, fedaykin: number): string | null {
  const n = p.sietch_tabr + p.false_wall_south + p.false_wall_west;
  if (n !== total) return `Place exactly ${total} forces (now ${n}).`;
  const f = p.fedaykin ?? [0, 0, 0];
  if (f.some((x, i) => x > [p.sietch_tabr, p.false_wall_south, p.false_wall_west][i])) return 'Fedaykin are counted among the forces placed in their territory.';
  if (f[0] + f[1] + f[2] > fedaykin) return `You have ${fedaykin} Fedaykin.`;
  return null;
}

/** Bribery (Advanced): any time after setup, any other faction, up to one's spice. */
function bribeControl(view: View, seat: FactionKey | null): Control | null {
  if (!seat || !isAdvanced(view) || view.phase === 'setup' || view.phase === 'game_over') return null;
  const targets = (Object.keys(view.players) as FactionKey[]).filter((f) => f !== seat);
  const max = view.players[seat]?.spice ?? 0;
  if (!targets.length || max < 1) return null;
  return { kind: 'bribe', targets, max };
}

export function bribeAction(target: FactionKey, amount: number): Action {
  return { type: 'bribe', target, amount };
}

/** Leaders the revival form offers with a force count (none: undefined). */
export function reviveLeaders(c: Extract<Control, { kind: 'revive' }>, forces: number): (Json | undefined)[] {
  const out: (Json | undefined)[] = [];
  for (const a of c.legal) if (Number(a.forces ?? 0) === forces && !out.some((x) => key(x) === key(a.leader))) out.push(a.leader);
  return out;
}

/** The revival form's first choice: the most forces revived free (the quote's `free`), or the
 *  least count offered when none is free. */
export function reviveDefault(counts: number[], prices: View['revival_prices']): number {
  const free = prices?.free ?? 0;
  const within = counts.filter((n) => n <= free);
  return within.length ? within[within.length - 1] : (counts[0] ?? 0);
}

/** A force count in the revival form, with its price from the engine's quote. */
export function reviveCountLabel(n: number, prices: View['revival_prices']): string {
  const price = prices?.forces[n];
  if (n === 0 || price === undefined) return String(n);
  const free = Math.min(n, prices?.free ?? 0);
  const paid = n - free;
  if (price === 0) return `${n} (free)`;
  return `${n} (${free ? `${free} free + ` : ''}${paid} paid: ${price} spice)`;
}

/** One line on the revival form: free and paid forces, as the engine quotes them. */
export function reviveSummary(prices: View['revival_prices'], max: number): string {
  if (!prices) return '';
  const free = Math.min(prices.free ?? 0, max);
  const paidOne = free < max && prices.forces.length > free + 1 ? prices.forces[free + 1] - prices.forces[free] : null;
  return `Up to ${max} force${max === 1 ? '' : 's'} this turn: ${free} free${paidOne !== null ? `, then ${paidOne} spice each` : ''}.`;
}

export function reviveAction(forces: number, leader: Json | undefined, allyForces: number, extra: { elite?: number; kwisatz?: boolean } = {}): Action {
  const a: Action = { type: 'revive', forces };
  if (leader !== undefined && leader !== null) a.leader = leader;
  if (allyForces > 0) a.ally_forces = allyForces;
  if (extra.elite) a.elite = extra.elite;
  if (extra.kwisatz) a.kwisatz_haderach = true;
  return a;
}

/** Controls for one action type outside shipment and movement. */
export function typeControls(t: string, acts: Action[], view: View, seat: FactionKey | null): Control[] {
  if (t === 'truthtrance' && seat) {
    const targets = distinct(acts.map((a) => a.target)).map(String) as FactionKey[];
    const leaders = Object.entries(view.players).flatMap(([f, p]) => (p?.leaders ?? []).map((l) => ({ name: l.name, faction: f as FactionKey })));
    return [{ kind: 'truthtrance', targets, cards: [...TREACHERY_KEYS], leaders }];
  }
  if (t === 'give_spice' && seat) return [{ kind: 'give_spice', max: Math.max(1, view.players[seat]?.spice ?? 1) }];
  if (t === 'tleilaxu_ghola') {
    return [
      {
        kind: 'ghola',
        leaders: distinct(acts.map((a) => a.leader)),
        forcesMax: Math.max(0, ...acts.filter((a) => a.leader === undefined).map((a) => Number(a.forces ?? 0))),
      },
    ];
  }
  if (t === 'revive') return [reviveControl(acts, seat)];
  if (t === 'prescience') return [prescienceControl(acts, view, seat)];
  if (t === 'send_advisor') {
    // The Bene Gesserit advisor (setup, Advanced: anywhere; or beside a shipment): a place on the map.
    const options = acts.filter((a) => a.to !== undefined).map((a) => ({ loc: locationFromJson(a.to!), action: a }));
    if (options.length > 8 && options.every((o) => o.loc >= 0)) {
      options.sort((a, b) => locName(a.loc).localeCompare(locName(b.loc)));
      return [{ kind: 'location', label: 'Where your advisor goes (or tap the map)', submitLabel: 'Send advisor', options }];
    }
  }
  if (t === 'move_stronghold') {
    // Ixians & Tleilaxu p.9: the Hidden Mobile Stronghold's placement or one step of its move, a
    // place on the map (picked in the list or tapped).
    const options = acts.filter((a) => a.to !== undefined).map((a) => ({ loc: locationFromJson(a.to!), action: a }));
    if (options.length && options.every((o) => o.loc >= 0)) {
      options.sort((a, b) => locName(a.loc).localeCompare(locName(b.loc)));
      return [{ kind: 'location', label: 'Where the stronghold points (or tap the map)', submitLabel: 'Point it here', options }];
    }
  }
  if (t === 'reinforce_from_homeworld') {
    // Homeworlds, Caladan high: the sector of the battle's territory the force from Caladan goes to,
    // picked in the list or tapped on the map (the engine offers only the legal ones).
    const options = acts.filter((a) => a.to !== undefined).map((a) => ({ loc: locationFromJson(a.to!), action: a }));
    if (options.length && options.every((o) => o.loc >= 0))
      return [{ kind: 'location', label: 'Where the force from Caladan goes (or tap the map)', submitLabel: 'Move one force here', options }];
  }
  if (t === 'set_aside_card') return [setAsideControl(acts)];
  if (t === 'place_moritani') {
    // Moritani setup: a location of a territory nobody else occupies (the engine lists every legal one),
    // picked in the list or tapped on the map.
    const options = acts.filter((a) => a.to !== undefined).map((a) => ({ loc: locationFromJson(a.to!), action: a }));
    if (options.length && options.every((o) => o.loc >= 0)) {
      options.sort((a, b) => locName(a.loc).localeCompare(locName(b.loc), undefined, { numeric: true }));
      return [{ kind: 'location', label: 'Where your 6 forces go (or tap the map)', submitLabel: 'Place 6 forces here', options }];
    }
  }
  if (t === 'place_ambassador') return [placeAmbassadorControl(acts, view)];
  if (t === 'trigger_ambassador') return [triggerAmbassadorControl(acts, view)];
  if (t === 'accept_ecaz_alliance') return [{ kind: 'buttons', items: acts.map((a) => ({ label: 'Accept the alliance with Ecaz', action: a })) }];
  if (t === 'lead_battle') return [{ kind: 'buttons', items: acts.map((a) => ({ label: `${factionName(String(a.faction))} fight${a.faction === view.seat ? ' (you)' : ''}`, action: a })) }];
  if (t === 'discard_for_ambassador') return [{ kind: 'buttons', items: acts.map((a) => ({ label: `Discard ${valueLabel('card', a.card ?? null)} for 3 spice`, action: a })) }];
  if (t === 'keep_lost_card') return [{ kind: 'buttons', items: acts.map((a) => ({ label: `Keep ${valueLabel('card', a.card ?? null)}`, action: a })) }];
  if (t === 'karama_force_cards') return [{ kind: 'buttons', items: acts.map((a) => ({ label: forceCardsLabel(a), action: a })) }];
  if (t === 'karama_dial_bonus')
    return [{ kind: 'buttons', items: acts.map((a) => ({ label: 'Play Karama: no weapon, no defense; add the leaders\u2019 difference to your dial', action: a })) }];
  if (t === 'vote_nexus') return [greatMakerVoteControl(acts)];
  if (t === 'offer_shipment')
    return [
      {
        kind: 'buttons',
        items: acts.map((a) => ({ label: `Offer ${factionName(String(a.faction))} a cross-planet shipment at ${a.half_price === true ? 'half' : 'full'} price`, action: a })),
      },
    ];
  if (t === 'draw_nexus_card') return [{ kind: 'buttons', items: acts.map((a) => ({ label: nexusDrawLabel(view.nexus_cards, a), action: a })) }];
  if (t === 'play_nexus_card') return [nexusPlayControl(acts, view)];
  if (t === 'ride_from_reserves') return [greatMakerRideControl(acts)];
  if (t === 'plant_terror') return [plantTerrorControl(acts, view)];
  if (t === 'reveal_terror' || t === 'offer_terror_alliance') return [terrorTriggerControl(t, acts, view)];
  if (t === 'accept_terror_alliance') return [{ kind: 'buttons', items: acts.map((a) => ({ label: 'Accept the alliance with the Moritani', action: a })) }];
  if (t === 'reveal_discovery') return [{ kind: 'buttons', items: acts.map((a) => ({ label: 'Reveal it', action: a })) }];
  if (t === 'adjust_storm') {
    const items = [...acts].sort((a, b) => Number(b.sectors ?? 0) - Number(a.sectors ?? 0)).map((a) => {
      const n = Number(a.sectors ?? 0);
      return { label: `${n > 0 ? '+' : '-'}${Math.abs(n)} sector${Math.abs(n) === 1 ? '' : 's'}`, action: a };
    });
    return [{ kind: 'buttons', items }];
  }
  if (t === 'use_ornithopter') return [{ kind: 'buttons', items: acts.map((a) => ({ label: 'Fly the Ornithopter (move 3)', action: a })) }];
  // CHOAM: the legal list offers only the cards the market buys (the engine knows the price of each).
  if (t === 'choam_sell') return [{ kind: 'buttons', items: acts.map((a) => ({ label: `Sell ${valueLabel('card', a.card ?? null)}`, action: a })) }];
  if (t === 'offer_card_trade') return [{ kind: 'buttons', items: acts.map((a) => ({ label: `Offer your ally ${valueLabel('card', a.card ?? null)}`, action: a })) }];
  if (t === 'accept_card_trade') {
    const offered = view.choam?.trade_offer ?? null;
    const takes = offered !== null ? ` for ${valueLabel('card', offered)}` : '';
    return [{ kind: 'buttons', items: acts.map((a) => ({ label: `Give ${valueLabel('card', a.card ?? null)}${takes}`, action: a })) }];
  }
  if (t === 'karama_sell_card')
    return [{ kind: 'buttons', items: acts.map((a) => ({ label: a.card !== undefined && a.card !== null ? `Discard ${valueLabel('card', a.card)} (+3 spice)` : 'Done discarding', action: a })) }];
  if (t === 'play_inflation')
    return [{ kind: 'buttons', items: acts.map((a) => ({ label: a.double === true ? 'Double side up (next turn\u2019s charity doubled)' : 'Cancel side up (next turn\u2019s charity cancelled)', action: a })) }];
  if (t === 'give_terror_card' || t === 'discard_over_limit' || t === 'discard_down') {
    const verb = t === 'give_terror_card' ? 'Give' : 'Discard';
    return [{ kind: 'buttons', items: acts.map((a) => ({ label: `${verb} ${valueLabel('card', a.card ?? null)}`, action: a })) }];
  }
  if (t === 'play_worthless') {
    // CHOAM's Worthless effects (the legal list offers each at its moment, with the targets it may name).
    const items = acts.map((a) => {
      // With the CHOAM Nexus card's Cunning, `as` names the Worthless effect and `card` the card discarded for it.
      const card = a.as !== undefined && a.as !== null ? `${valueLabel('card', a.as)} (Nexus Cunning, discarding ${valueLabel('card', a.card ?? null)})` : valueLabel('card', a.card ?? null);
      const who = a.faction !== undefined ? factionName(String(a.faction)) : '';
      const where = a.territory !== undefined ? territoryName(String(a.territory)) : a.from !== undefined ? locName(locationFromJson(a.from)) : '';
      const label = [who, where].filter((x) => x).join(', ');
      return { label: label ? `${card}: ${label}` : card, action: a };
    });
    return [{ kind: 'buttons', items }];
  }
  if (t === 'grumman_terror') {
    // Grumman high: a token of the supply beside one already placed, or a token taken back; 4 spice either way.
    const items = acts.map((a) => {
      const token = terrorName(String(a.token ?? ''));
      const label = a.remove === true ? `Take ${token} back to your supply (+4 spice)` : `Add ${token} beside the token in ${territoryName(String(a.territory ?? ''))} (+4 spice)`;
      return { label, action: a };
    });
    return [{ kind: 'buttons', items }];
  }
  return genericControls(t, acts);
}

/** The Great Maker's vote (em_great_maker): one button for each answer the engine lists. */
export function greatMakerVoteControl(acts: Action[]): Control {
  const items = acts.map((a) => ({ label: a.yes === true ? 'Vote for a Nexus' : 'Vote against a Nexus', action: a }));
  return { kind: 'buttons', items };
}

/** Nexus Cards (em_nexus_cards): one button for each play_nexus_card candidate of the legal list, labelled
 *  from its fields and the mode the view gives the seat's card. */
export function nexusPlayControl(acts: Action[], view: View): Control {
  const mode = view.nexus_cards?.mode ?? null;
  return { kind: 'buttons', items: acts.map((a) => ({ label: nexusPlayLabel(a, mode), action: a })) };
}

/** The Great Maker's reserve ride: how many reserve forces ride and where to (the map or the list); the
 *  engine lists every legal destination with a few counts. */
export function greatMakerRideControl(acts: Action[]): Control {
  const form = buildForm('ride_from_reserves', acts);
  for (const f of form.fields) if (f.name === 'to') f.label = 'Where they ride to (or tap the map)';
  return { kind: 'form', form, submitLabel: 'Ride the Great Maker', mapField: 'to' };
}

/** Moritani Karama power: what it forces on each of the winner's cards ("Discard its weapon, keep its defense"). */
export function forceCardsLabel(a: Action): string {
  const parts: string[] = [];
  if (a.discard_weapon === true) parts.push('discard its weapon');
  if (a.keep_weapon === true) parts.push('keep its weapon');
  if (a.discard_defense === true) parts.push('discard its defense');
  if (a.keep_defense === true) parts.push('keep its defense');
  const text = parts.join(', ');
  return `Karama: the winner must ${text}`;
}

/** Ecaz, end of Revival: which Ambassador of the supply and which stronghold (the legal list holds every
 *  pair); the price of this placement in the button. */
export function placeAmbassadorControl(acts: Action[], view: View): Control {
  const form = buildForm('place_ambassador', acts);
  for (const f of form.fields) if (f.name === 'territory') f.label = 'Stronghold (or tap the map)';
  const cost = view.ambassadors?.next_cost ?? 1;
  return { kind: 'form', form, submitLabel: `Place the Ambassador (${cost} spice)`, mapField: 'territory' };
}

/** Ecaz, an entry: a token whose effect takes no choice is a button per beneficiary ("Trigger the Emperor
 *  Ambassador for Ecaz"); one with choices (Fremen, Spacing Guild, Ixian, Tleilaxu, or any copied by the
 *  Bene Gesserit token) a form over the engine's legal list. */
export function triggerAmbassadorControl(acts: Action[], view: View): Control {
  // The Ecaz effect's three choices (an alliance; Duke Vidal; the alliance lending him) are buttons too.
  const choice = (a: Action, k: string) => a.effect === 'ecaz' && (k === 'leader' || k === 'alliance');
  const plain = acts.every((a) => Object.keys(a).every((k) => k === 'type' || k === 'for' || k === 'effect' || choice(a, k)));
  const you = (f: Json) => (f === view.seat ? 'you' : f === view.players[view.seat as FactionKey]?.ally ? 'your ally' : '');
  const what = (a: Action) =>
    a.effect !== 'ecaz' ? '' : a.leader == null ? ': offer an alliance' : a.alliance ? ': offer an alliance and lend Duke Vidal for this turn' : ': take Duke Vidal';
  if (plain)
    return {
      kind: 'buttons',
      items: acts.map((a) => ({ label: `Trigger the ${factionName(String(a.effect))} Ambassador for ${factionName(String(a.for))}${you(a.for ?? null) ? ` (${you(a.for ?? null)})` : ''}${what(a)}`, action: a })),
    };
  return { kind: 'form', form: buildForm('trigger_ambassador', acts), submitLabel: 'Trigger the Ambassador' };
}

/** Moritani, Mentat Pause: which Terror token (from the supply, or one on the board to move) and which
 *  stronghold; the legal list holds every pair. Tokens on the board are named with their place. */
export function plantTerrorControl(acts: Action[], view: View): Control {
  const board = view.terror?.board ?? [];
  const onBoard = (v: Json) => board.find((b) => b.token !== null && b.token === v);
  // The supply's tokens first (a new token is the usual choice), then those to move.
  const sorted = [...acts].sort((a, b) => Number(!!onBoard(a.token ?? null)) - Number(!!onBoard(b.token ?? null)));
  const form = buildForm('plant_terror', sorted);
  const labels: Record<string, Record<string, string>> = { token: {}, territory: {} };
  for (const f of form.fields) {
    if (f.name === 'token') {
      f.label = 'Terror token';
      for (const v of f.values) {
        const at = onBoard(v);
        labels.token[key(v)] = at ? `${terrorName(String(v))} (move it from ${territoryName(at.territory)})` : `${terrorName(String(v))} (from your supply)`;
      }
    } else if (f.name === 'territory') {
      f.label = 'Stronghold (or tap the map)';
      for (const v of f.values) labels.territory[key(v)] = territoryName(String(v));
    }
  }
  return { kind: 'form', form, submitLabel: 'Place the Terror token', valueLabels: labels, mapField: 'territory' };
}

/** A reveal_terror action as a button: the token's own choice (Robbery: spice or the top card; Sneak
 *  Attack: forces brought in, none when the action leaves `forces` out). `token`: the token revealed. */
export function revealLabel(a: Action, token: string | null): string {
  if (token === 'robbery') return a.take_card === true ? 'Reveal Robbery: take the top treachery card' : 'Reveal Robbery: take half their spice';
  if (token === 'sneak_attack') {
    const n = Number(a.forces ?? 0);
    return `Reveal Sneak Attack: ${n > 0 ? `bring ${n} force${n === 1 ? '' : 's'} in from reserves` : 'bring no forces in'}`;
  }
  return `Reveal ${token ? terrorName(token) : 'the token'}`;
}

/** Moritani, an entry into a stronghold with their token: reveal it (with its choices) or offer the
 *  entrant an alliance (Enemy of My Enemy). */
function terrorTriggerControl(t: string, acts: Action[], view: View): Control {
  const entry = view.terror?.entry ?? null;
  if (t === 'offer_terror_alliance') {
    const who = entry ? factionName(entry.entrant) : 'them';
    return { kind: 'buttons', items: acts.map((a) => ({ label: `Offer ${who} an alliance instead (Enemy of My Enemy)`, action: a })) };
  }
  // The Moritani seat sees its token; the choices on offer name it as well.
  let token = (entry && view.terror?.board.find((b) => b.territory === entry.territory)?.token) ?? null;
  if (!token && acts.some((a) => a.take_card === true)) token = 'robbery';
  if (!token && acts.some((a) => typeof a.forces === 'number')) token = 'sneak_attack';
  return { kind: 'buttons', items: acts.map((a) => ({ label: revealLabel(a, token), action: a })) };
}

/** Ixians & Tleilaxu pp.8-9: the technology swap takes the card up for bid, which the Ixians have
 *  seen (the first of the auction's cards not yet sold, view bidding.cards_seen); the swap decision
 *  names it. Null when they have not seen it (a Karama stopped their look). */
export function swapCardUp(view: View): string | null {
  const up = view.bidding?.cards_seen?.[0];
  return up ? `Up for bid now (only you have seen it): ${up.name}.` : null;
}

/** Ixians & Tleilaxu p.8: one of the auction's cards, set aside on top of the treachery deck or at
 *  its bottom: a card and a place, both labelled ("bottom" is false when the engine leaves it out). */
export function setAsideControl(acts: Action[]): Control {
  const actions = acts.map((a) => ({ ...a, bottom: a.bottom === true }));
  return { kind: 'form', form: buildForm('set_aside_card', actions), submitLabel: 'Set it aside' };
}

/** Prescience: one question per plan element; Advanced: the Atreides Karama power sees the whole
 *  plan (offered while the seat holds a Karama and has not used the power). */
function prescienceControl(acts: Action[], view: View, seat: FactionKey | null): Control {
  const me = seat ? view.players[seat] : undefined;
  const canKarama = !me?.karama_power_used && view.hand.some((c) => c.key === 'karama');
  const items: ButtonItem[] = [];
  for (const a of acts) {
    if (a.karama === true) {
      if (canKarama) items.push({ label: 'Karama power: see their whole battle plan', action: a });
    } else items.push({ label: `Ask for their ${valueLabel('element', a.element ?? null)}`, action: a });
  }
  return { kind: 'buttons', items };
}

export function truthtranceAction(target: FactionKey, question: string, arg: Json): Action {
  const a: Action = { type: 'truthtrance', target, question };
  if (question === 'holds_card') a.card = arg;
  else if (question === 'holds_traitor') a.leader = arg;
  else a.amount = arg;
  return a;
}

export function shipAction(to: number, forces: number): Action {
  return { type: 'ship', to: locationJson(to), forces };
}

export function moveAction(from: number, to: number, forces: number): Action {
  return { type: 'move', from: locationJson(from), to: locationJson(to), forces };
}

export interface PlanChoice {
  leader?: Json; // leader name
  cheapHero?: Json;
  dial: number;
  weapon?: Json;
  defense?: Json;
  /** Advanced: spice supporting the dialed forces, elite forces among them, the Kwisatz Haderach. */
  spice?: number;
  elite?: number;
  kwisatz?: boolean;
}

export function battlePlanAction(p: PlanChoice): Action {
  const a: Action = { type: 'battle_plan', dial: p.dial };
  if (p.leader !== undefined && p.leader !== null) a.leader = p.leader;
  else if (p.cheapHero !== undefined && p.cheapHero !== null) a.cheap_hero = p.cheapHero;
  if (p.weapon !== undefined && p.weapon !== null) a.weapon = p.weapon;
  if (p.defense !== undefined && p.defense !== null) a.defense = p.defense;
  if (p.spice) a.spice = p.spice;
  if (p.elite) a.elite = p.elite;
  if (p.kwisatz) a.kwisatz_haderach = true;
  return a;
}

export { valueLabel };

/** The moment a nexus_window decision asks about (view `nexus_cards.moment`), as its title. */
export function nexusMomentTitle(moment: string | null, by: string | null): string {
  const who = by ? factionName(by) : '';
  switch (moment) {
    case 'shipment_paid':
      return `${who} paid for a shipment: play your Nexus card?`;
    case 'face_dancer':
      return `${who} revealed a Face Dancer: play your Nexus card?`;
    case 'spice_collection':
      return 'Spice Collection: play your Nexus card?';
    case 'worm':
      return 'Shai-Hulud appears: play your Nexus card before it devours?';
    case 'battle':
      return 'A battle begins: play your Nexus card before the plans?';
    default:
      return DECISION_TITLE.nexus_window;
  }
}

// --- Discovery tokens (em_discovery) -------------------------------------------------------------------

/** The Discovery decisions' titles, naming the place from the legal list (null: the plain title). */
function discoveryTitle(kind: string, byType: Map<string, Action[]>): string | null {
  if (kind === 'discovery_reveal') {
    const t = byType.get('reveal_discovery')?.[0]?.territory;
    return typeof t === 'string' ? `Reveal the Discovery token in ${territoryName(t)}?` : null;
  }
  if (kind === 'discovery_entry') {
    const to = [...new Set((byType.get('move') ?? []).map((a) => locationFromJson(a.to ?? null)).filter((l) => l >= 0))];
    return to.length ? `Step forces into ${to.map(locName).join(' or ')} free?` : null;
  }
  return null;
}

/** Lines under a Discovery decision, from the view: the token the seat looks at; for the Ornithopter's holder
 *  while it flies, that the moves listed are its flight. */
function discoveryNotes(kind: string, byType: Map<string, Action[]>, view: View, seat: FactionKey | null): string[] {
  const d = view.discovery;
  if (!d) return [];
  if (kind === 'discovery_reveal') {
    const t = byType.get('reveal_discovery')?.[0]?.territory;
    const text = typeof t === 'string' ? discoveryRevealText(d, t) : null;
    return text ? [text] : [];
  }
  if (kind === 'move' && d.ornithopter_flying && seat !== null && d.ornithopter === seat) return ['You fly the Ornithopter this move: the destinations listed are its reach.'];
  return [];
}

/** Discovery, the start of a turn: the free step into a revealed location. The legal list holds each whole
 *  group (forces and elite of the origin); the player moves 1 up to the group, as in the movement form, and
 *  names elite forces among them when the group holds both kinds. */
export function discoveryEntryControl(acts: Action[], seat: FactionKey | null): Extract<Control, { kind: 'moves' }> {
  const options: MoveOption[] = acts
    .filter((a) => a.from !== undefined && a.to !== undefined && Number(a.forces ?? 0) > 0)
    .map((a) => {
      const n = Number(a.forces ?? 0);
      const k = Math.max(0, Math.min(n, Number(a.elite ?? 0)));
      const o: MoveOption = { type: 'move', from: a.from, to: a.to, min: 1, max: n };
      if (k > 0 && k < n) o.forces_at_source = { normal: n - k, elite: k };
      return o;
    });
  const eliteName = ELITE_NAME[seat ?? ''] ?? (seat ? specialName(seat, 2) : 'elite');
  return { kind: 'moves', verb: 'move', groups: moveGroups(options), spice: 0, eliteName, submitLabel: 'Step in (free)' };
}

// --- Words where you decide (issue 39 items 3 and 8) --------------------------------------------------------

/** A title naming the leader, faction or card a decision is about, from the view; null: the plain title. */
export function decisionTitle(kind: string, view: View, seat: FactionKey | null): string | null {
  const b = view.battle;
  switch (kind) {
    case 'face_dancer': {
      const r = view.battles?.at(-1);
      const i = r && r.winner ? r.sides.indexOf(r.winner) : -1;
      const leader = i >= 0 ? r!.plans[i]?.leader?.name : undefined;
      return leader ? `${leader} won for ${factionName(r!.winner)}: a Face Dancer of yours. Reveal it?` : null;
    }
    case 'revival_price': {
      const r = view.tleilaxu?.revival_request;
      return r ? `${factionName(r.faction)} ask you for ${r.leader.name}: name your price, or refuse` : null;
    }
    case 'revival_offer': {
      const r = view.tleilaxu?.revival_request;
      return r && r.price !== null ? `The Tleilaxu ask ${r.price} spice for ${r.leader.name}: pay it?` : null;
    }
    case 'ambassador_trigger': {
      const a = view.ambassadors;
      const at = a?.asked ? a.board.find((x) => x.ambassador === a.asked)?.territory : undefined;
      if (!a?.asked || !at) return null;
      const who = a.entrant ? factionName(a.entrant) : 'A faction';
      return `${who} entered ${territoryName(at)}, where your ${factionName(a.asked)} Ambassador lies: trigger it?`;
    }
    case 'traitor': {
      const p = b?.opponent_plan;
      const opponent = (b?.sides ?? []).find((f) => f && f !== seat) ?? null;
      const who = p?.leader ? `${p.leader.name} (${factionName(p.leader.faction)})` : p?.cheap_hero ? `their ${p.cheap_hero.name}` : null;
      return who ? `Traitor call: is ${who}, ${opponent ? `${factionName(opponent)}’s leader, ` : ''}one of your traitors?` : null;
    }
    case 'keep_cards': {
      const p = b?.own_plan;
      const cards = [p?.weapon?.name, p?.defense?.name].filter(Boolean);
      return cards.length ? `You won: keep ${cards.join(' and ')}?` : null;
    }
    case 'tech_token': {
      const r = view.battles?.at(-1);
      const loser = r?.winner ? r.sides.find((f) => f && f !== r.winner) : null;
      return loser ? `You won: take one of ${factionName(loser)}’s technology tokens` : null;
    }
  }
  return null;
}

/** Lines under a decision's title that say what the piece it is about does: the seat's Nexus card in the mode
 *  it would be played in; the Discovery token it looks at. */
function decisionNotes(kind: string, view: View, seat: FactionKey | null): string[] {
  const n = view.nexus_cards;
  if (n?.card && seat && (kind === 'nexus_card_draw' || kind.startsWith('nexus_')) && kind !== 'nexus_traitor_return') {
    const text = nexusModeText(n.card, n.mode);
    if (text) return [`Your ${factionName(n.card)} Nexus card${n.mode ? ` (${NEXUS_MODE_NAME[n.mode]})` : ''}: ${text}`];
  }
  // Homeworlds: the face of the card the decision comes from (the engine's text).
  const face: Record<string, [string | null, 'high' | 'occupied']> = {
    homeworld_reinforcement: ['caladan', 'high'],
    homeworld_discard: ['kaitain', 'high'],
    junction_offer: ['junction', 'high'],
    grumman_terror: ['grumman', 'high'],
    homeworld_send: [view.homeworlds?.find((w) => w.owner === seat && w.side === 'high' && ['tleilax', 'southern_hemisphere'].includes(w.homeworld))?.homeworld ?? null, 'high'],
    occupied_share: [view.homeworlds?.find((w) => w.occupier === seat)?.homeworld ?? null, 'occupied'],
  };
  const [hw, side] = face[kind] ?? [null, 'high'];
  const card = hw ? homeworldInfo(hw) : undefined;
  if (card) return [`${card.name} (${side}): ${card[side]}`];
  if (kind === 'discovery_reveal') {
    const s = view.discovery?.sites.find((x) => x.token !== 'face_down');
    const t = s ? discoveryInfo(s.token)?.text : undefined;
    if (t) return [t];
  }
  return [];
}

const cardNote = (c: { key: string; name: string }, mark?: string): PieceNote => ({ name: c.name, text: cardLine(c.key), ...(mark ? { mark } : {}) });

/** The cards, tokens or Ambassadors a decision is about, each with what it does; null when none. The auction's
 *  cards in auction order, the first marked as the one up now. */
function decisionPieces(kind: string, byType: Map<string, Action[]>, view: View, seat: FactionKey | null): DecisionModel['pieces'] | null {
  const values = (type: string, field: string) => [...new Set((byType.get(type) ?? []).map((a) => a[field]).filter((v): v is string => typeof v === 'string'))];
  const seen = view.bidding?.cards_seen ?? [];
  switch (kind) {
    case 'starting_card': {
      const cards = view.starting_cards ?? [];
      const keys = values('keep_starting_card', 'card');
      const items = cards.length ? cards.map((c) => cardNote(c)) : keys.map((k) => cardNote({ key: k, name: cardKeyName(k) }));
      return items.length ? { heading: 'The cards drawn for you (only you see them): keep one; the others are dealt to the other players.', ordered: false, items } : null;
    }
    case 'set_aside_card':
      return seen.length ? { heading: 'The cards drawn for this auction, in auction order (only you see them):', ordered: true, items: seen.map((c) => cardNote(c)) } : null;
    case 'bid':
      if (seen.length) return { heading: 'The auction’s cards you have seen, in auction order:', ordered: true, items: seen.map((c, i) => cardNote(c, i === 0 ? 'up now' : undefined)) };
      if (view.bidding?.card_up) return { heading: 'The card up for bid:', ordered: false, items: [cardNote(view.bidding.card_up)] };
      return null;
    case 'technology_swap':
      return seen.length ? { heading: 'The auction’s cards you have seen, in auction order:', ordered: true, items: seen.map((c, i) => cardNote(c, i === 0 ? 'up now' : undefined)) } : null;
    case 'plant_terror': {
      const tokens = values('plant_terror', 'token');
      return tokens.length ? { heading: 'Your Terror tokens:', ordered: false, items: tokens.map((t) => ({ name: terrorName(t), text: terrorInfo(t)?.text })) } : null;
    }
    case 'terror_trigger': {
      const e = view.terror?.entry;
      const tokens = e ? (view.terror?.board ?? []).filter((b) => b.territory === e.territory && b.token).map((b) => b.token!) : [];
      return tokens.length ? { heading: `Your Terror token${tokens.length > 1 ? 's' : ''} there:`, ordered: false, items: tokens.map((t) => ({ name: terrorName(t), text: terrorInfo(t)?.text })) } : null;
    }
    case 'place_ambassador': {
      const tokens = values('place_ambassador', 'ambassador');
      return tokens.length ? { heading: 'The Ambassadors you may place:', ordered: false, items: tokens.map((t) => ({ name: `${factionName(t)} Ambassador`, text: ambassadorInfo(t)?.text })) } : null;
    }
    case 'ambassador_trigger': {
      const t = view.ambassadors?.asked;
      return t ? { heading: 'The Ambassador:', ordered: false, items: [{ name: `${factionName(t)} Ambassador`, text: ambassadorInfo(t)?.text }] } : null;
    }
    case 'stronghold_copy': {
      const cards = values('copy_stronghold', 'stronghold');
      return cards.length ? { heading: 'The Stronghold cards you may copy:', ordered: false, items: cards.map((k) => ({ name: valueLabel('stronghold', k), text: strongholdCardInfo(k)?.text })) } : null;
    }
    case 'tech_token': {
      const tokens = values('take_tech_token', 'token');
      return tokens.length ? { heading: 'Their technology tokens:', ordered: false, items: tokens.map((t) => ({ name: valueLabel('token', t), text: techInfo(t)?.text })) } : null;
    }
    case 'battle_plan': {
      const acts = byType.get('battle_plan') ?? [];
      const keys = [...new Set(acts.flatMap((a) => [a.weapon, a.defense, a.cheap_hero]).map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && !Array.isArray(v) && typeof v.key === 'string' ? v.key : null)).filter((k): k is string => !!k))];
      const hand = new Map(view.hand.map((c) => [c.key, c.name]));
      return keys.length ? { heading: 'The cards you may play in this battle:', ordered: false, items: keys.map((k) => cardNote({ key: k, name: hand.get(k) ?? cardKeyName(k) })) } : null;
    }
  }
  void seat;
  return null;
}
