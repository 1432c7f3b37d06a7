// Builds the decision panel's model from this seat's pending decisions and legal actions.
// Pure functions: no DOM, so the unit tests cover them.
import { LOCATIONS } from './mapdata';
import { locationFromJson, locationJson, moveDestinations, shipCost, shipDestinations } from './mapgeo';
import { DECISION_TITLE, FIELD_LABEL, PASS_LABEL, describeAction, factionName, humanize, valueLabel } from './names';
import type { Action, Decision, FactionKey, Json, View } from './types';

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
}

export type Control =
  | { kind: 'buttons'; items: ButtonItem[] }
  | { kind: 'form'; form: ActionForm; submitLabel: string }
  | { kind: 'bid'; min: number; max: number; karama: boolean; highBid: number; highBidder: FactionKey | null }
  | {
      kind: 'ship';
      max: number;
      spice: number;
      destinations: number[];
      /** Guild cross-ship / back to reserves actions, offered as they came in `legal`. */
      extra: ButtonItem[];
    }
  | { kind: 'move'; groups: { loc: number; forces: number; destinations: number[] }[] }
  | {
      kind: 'battle_plan';
      dialMax: number;
      leaders: Json[]; // leader names (strings)
      heroes: Json[]; // cheap hero cards
      weapons: Json[];
      defenses: Json[];
      territory: string | null;
      opponent: FactionKey | null;
    };

export interface DecisionModel {
  decision: Decision;
  title: string;
  controls: Control[];
  pass: ButtonItem | null;
}

export interface PanelModel {
  decisions: DecisionModel[];
  /** Legal actions that answer no decision of this seat (e.g. cards playable at any time). */
  anytime: ButtonItem[];
  /** Other seats' open decisions: who we are waiting for. */
  waiting: Decision[];
}

const item = (a: Action): ButtonItem => ({ label: describeAction(a), action: a });

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

export function buildPanel(view: View, seat: FactionKey | null, pending: Decision[], legal: Action[]): PanelModel {
  const mine = seat ? pending.filter((d) => d.seat === seat) : [];
  const waiting = (view.pending ?? pending).filter((d) => d.seat !== seat);
  const byType = groupByType(legal.filter((a) => a.type !== 'pass'));
  const passes = legal.filter((a) => a.type === 'pass');
  const used = new Set<string>();
  const me = seat ? view.players[seat] : undefined;
  const board = { stormSector: view.storm_sector, stacks: view.board };
  let passGiven = false;

  const decisions: DecisionModel[] = mine.map((d) => {
    // During a Nexus the Fremen worm ride is answered with a move action.
    const answers = (t: string) => ACTION_DECISION[t] === d.kind || (d.kind === 'worm_ride' && t === 'move');
    const types = [...byType.keys()].filter(answers);
    types.forEach((t) => used.add(t));
    const controls: Control[] = [];
    for (const t of types) {
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
      } else if (t === 'ship' && seat) {
        const plain = acts.filter((a) => a.from === undefined && a.to_reserves === undefined);
        const extra = acts.filter((a) => !plain.includes(a)).map(item);
        const dests = new Set(shipDestinations(board, seat, me?.ally ?? null));
        for (const a of plain) dests.add(locationFromJson(a.to));
        const max = Math.max(d.max, ...plain.map((a) => Number(a.forces)));
        controls.push({
          kind: 'ship',
          max,
          spice: me?.spice ?? 0,
          destinations: [...dests].filter((l) => l >= 0).sort((a, b) => a - b),
          extra,
        });
      } else if (t === 'move' && seat && d.kind === 'move') {
        const groups = view.board
          .filter((s) => s.faction === seat)
          .map((s) => {
            const loc = locationFromJson({ territory: s.territory, sector: s.sector });
            const dests = new Set(moveDestinations(board, seat, loc, me?.ally ?? null));
            for (const a of acts) if (locationFromJson(a.from) === loc) dests.add(locationFromJson(a.to));
            return { loc, forces: s.forces + s.special, destinations: [...dests].sort((a, b) => a - b) };
          })
          .filter((g) => g.destinations.length > 0);
        controls.push({ kind: 'move', groups });
      } else if (t === 'battle_plan') {
        controls.push({
          kind: 'battle_plan',
          dialMax: Math.max(d.max, ...acts.map((a) => Number(a.dial ?? 0))),
          leaders: distinct(acts.map((a) => a.leader)),
          heroes: distinct(acts.map((a) => a.cheap_hero)),
          weapons: distinct(acts.map((a) => a.weapon)),
          defenses: distinct(acts.map((a) => a.defense)),
          territory: view.battle?.territory ?? null,
          opponent: (view.battle?.sides ?? []).find((s) => s && s !== seat) ?? null,
        });
      } else if (t === 'pick_traitor') {
        const who = (name: Json) => view.traitor_draw.find((l) => l.name === name);
        const items = acts.map((a) => {
          const l = who(a.leader);
          return { label: l ? `${l.name} (${factionName(l.faction)}, strength ${l.strength})` : describeAction(a), action: a };
        });
        controls.push({ kind: 'buttons', items });
      } else {
        controls.push(...genericControls(t, acts));
      }
    }
    let pass: ButtonItem | null = null;
    if (passes.length && !passGiven && (PASS_LABEL[d.kind] !== undefined || types.length === 0)) {
      pass = { label: PASS_LABEL[d.kind] ?? 'Pass', action: { type: 'pass' } };
      passGiven = true;
    }
    return { decision: d, title: DECISION_TITLE[d.kind] ?? humanize(d.kind), controls, pass };
  });

  const anytime: ButtonItem[] = [];
  for (const [t, acts] of byType) if (!used.has(t)) anytime.push(...acts.map(item));
  if (passes.length && !passGiven) anytime.push({ label: 'Pass', action: { type: 'pass' } });
  return { decisions, anytime, waiting };
}

// --- action builders --------------------------------------------------------------------------

export function bidAction(amount: number, karama = false): Action {
  return karama ? { type: 'bid', amount, karama: true } : { type: 'bid', amount };
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
}

export function battlePlanAction(p: PlanChoice): Action {
  const a: Action = { type: 'battle_plan', dial: p.dial };
  if (p.leader !== undefined && p.leader !== null) a.leader = p.leader;
  else if (p.cheapHero !== undefined && p.cheapHero !== null) a.cheap_hero = p.cheapHero;
  if (p.weapon !== undefined && p.weapon !== null) a.weapon = p.weapon;
  if (p.defense !== undefined && p.defense !== null) a.defense = p.defense;
  return a;
}

/** Cost to show next to a shipment (the engine has the final word). */
export function shipmentCost(seat: FactionKey, to: number, forces: number): number {
  if (to < 0) return 0;
  return shipCost(seat, LOCATIONS[to][0], forces);
}

/** The most forces a seat can afford to ship to `to`. */
export function affordable(seat: FactionKey, to: number, max: number, spice: number): number {
  let n = max;
  while (n > 0 && shipmentCost(seat, to, n) > spice) n--;
  return n;
}

export { valueLabel };
