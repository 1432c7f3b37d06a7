// The JSON shapes the server sends (docs/API.md, docs/GAME_FILES.md "Views").
export type FactionKey = 'atreides' | 'bene_gesserit' | 'emperor' | 'fremen' | 'guild' | 'harkonnen' | 'ixian' | 'tleilaxu' | 'ecaz' | 'moritani';

export interface Card { id: number; key: string; name: string; kind: string }
export interface Leader {
  id: number;
  /** Only on the Cheap Hero traitor card (it_cheap_hero_traitor): "cheap_hero_traitor" (no faction). */
  key?: string;
  name: string;
  faction: FactionKey;
  strength: number;
  where?: 'available' | 'tanks';
  face_down?: boolean;
  deaths?: number;
  fought_in?: string | null;
  /** Advanced: the Harkonnen hold this leader captured. */
  captured_by?: FactionKey | null;
}
export interface ForceCount { normal: number; special: number }
export interface PlayerView {
  circle: number;
  spice: number;
  reserves: ForceCount;
  tanks: ForceCount;
  hand_count: number;
  leaders: Leader[];
  ally: FactionKey | null;
  /** Advanced: the faction's once-a-game Karama power is spent. */
  karama_power_used?: boolean;
  /** Advanced: bribes waiting in front of the shield until the Mentat Pause. */
  bribes?: number;
}
export interface Stack { territory: string; sector: number | null; faction: FactionKey; forces: number; special: number }
export interface SpicePile { territory: string; sector: number | null; amount: number }
export interface Decision { seat: FactionKey; kind: string; min: number; max: number }
export interface Plan {
  submitted: boolean;
  leader: Leader | null;
  cheap_hero: Card | null;
  dial: number;
  weapon: Card | null;
  defense: Card | null;
  /** Advanced: elite forces among the dial, spice supporting it, the Kwisatz Haderach. */
  elite?: number;
  spice?: number;
  kwisatz_haderach?: boolean;
}
export interface Outcome {
  kind: string;
  winners: FactionKey[];
  turn: number;
  /** Why the game was won, in the engine's words (engine/view/words.cpp); absent while it is played. */
  reason?: string;
}
/** A battle of this turn once resolved (view `battles`, public): both plans as revealed, how it ended, the
 *  winner, the totals in half points (null: not counted), each side's forces lost to the Tanks (its partner's
 *  with it) and whether each side's leader died. */
export interface BattleRecord {
  turn: number;
  territory: string;
  sides: (FactionKey | null)[];
  partners: (FactionKey | null)[];
  plans: Plan[];
  end: 'totals' | 'traitor' | 'traitors' | 'explosion';
  winner: FactionKey | null;
  half_points: (number | null)[];
  lost: ForceCount[];
  leaders_killed: boolean[];
}
export interface View {
  seat: FactionKey | null;
  ruleset: { kind: string; max_turns: number } | string;
  version: number;
  turn: number;
  phase: string;
  storm_sector: number;
  atomics_used?: boolean;
  karama_stops?: string[];
  players: Partial<Record<FactionKey, PlayerView>>;
  board: Stack[];
  spice: SpicePile[];
  treachery_deck_count?: number;
  spice_deck_count?: number;
  treachery_discard?: Card[];
  spice_discard?: SpiceCardView[];
  /** Advanced: the second spice discard pile. */
  spice_discard_b?: SpiceCardView[];
  /** Advanced (Fremen Sandworms): a Shai-Hulud waits for the Fremen to place it (public). */
  worm_placement?: { pile: 'a' | 'b'; appears_in: string | null } | null;
  /** Ixians & Tleilaxu: where the Hidden Mobile Stronghold points (only when it is in the game; public). */
  hidden_mobile_stronghold?: { points_at: { territory: string; sector?: number } | null };
  /** Ixians & Tleilaxu, Sandtrout (public, once revealed this turn): the next Shai-Hulud causes no
   *  Nexus; the next territory card places double spice; or spent (a Shai-Hulud was quieted). */
  sandtrout?: 'no_nexus' | 'double_spice' | 'spent';
  /** Ecaz & Moritani: Recruits was played this turn (free revival doubled, limit 7). */
  recruits?: boolean;
  /** CHOAM & Richese (while CHOAM are seated; public): the Inflation token's side up ('none' while in CHOAM's
   *  supply or gone), whether it has flipped, whether it has left the game. */
  choam?: {
    inflation: 'none' | 'double' | 'cancel';
    inflation_flipped: boolean;
    inflation_gone: boolean;
    /** CHOAM's Karama power under way (public). */
    karama_selling?: boolean;
    /** The card CHOAM offer their ally in trade: CHOAM's and the ally's seats only (null otherwise). */
    trade_offer?: Json;
  };
  /** Ecaz & Moritani, the Great Maker (public, once it appeared this turn): its vote and reserve ride. */
  great_maker?: GreatMakerView;
  /** Homeworlds (variant em_homeworlds, public): each Homeworld on the table, its native reserves and side. */
  homeworlds?: HomeworldStatus[];
  /** Ixians & Tleilaxu p.8: the treachery deck's top card, for the seat that set it there after looking
   *  at it (the Ixians' own view only), while it is on top. */
  known_deck_top?: Card | null;
  /** Ixians & Tleilaxu (Ixian sheet): the cards drawn at setup for the Ixians to keep one, their view only. */
  starting_cards?: Card[];
  /** Advanced: the next storm card, in the Fremen's own view only. */
  next_storm_card?: number | null;
  /** Advanced: the Kwisatz Haderach. */
  kwisatz_haderach?: { atreides_battle_losses: number; active: boolean; in_tanks: boolean; used_turn: number };
  hand: Card[];
  traitors: Leader[];
  traitor_draw: Leader[];
  /** Ixians & Tleilaxu, while the Tleilaxu are seated: their Face Dancers (the Tleilaxu seat only),
   *  the revealed ones, this turn's raised revival limits and the faction stopped from reviving. */
  tleilaxu?: { face_dancers: Leader[]; revealed_face_dancers: Leader[]; revival_limit_raised: FactionKey[]; revival_prevented: FactionKey | null; revival_request?: { faction: FactionKey; leader: Leader; price: number | null } | null };
  /** Ixians & Tleilaxu technology tokens (it_tech_tokens; public): each token's owner. */
  tech_tokens?: Record<string, FactionKey | null>;
  /** CHOAM & Richese Stronghold cards (cr_strongholds; public): each card's holder (null: set aside). */
  stronghold_cards?: Record<string, FactionKey | null>;
  /** Ecaz & Moritani, while the Moritani are seated: their Terror tokens (TerrorView). */
  terror?: TerrorView;
  /** Ecaz & Moritani, while Ecaz are seated: their Ambassadors (AmbassadorsView). */
  ambassadors?: AmbassadorsView;
  /** Ecaz & Moritani, while Ecaz or the Moritani are seated: Duke Vidal (DukeView; public). */
  duke_vidal?: DukeView;
  /** Ecaz & Moritani, Nexus Cards (variant em_nexus_cards; written only with the variant): NexusCardsView. */
  nexus_cards?: NexusCardsView;
  /** Ecaz & Moritani, Discovery tokens (variant em_discovery; written only with the variant): DiscoveryView. */
  discovery?: DiscoveryView;
  prediction: { faction: FactionKey; turn: number } | null;
  known_cards?: { owner: FactionKey; card: Card }[];
  bidding?: {
    card_count: number;
    index: number;
    high_bidder: FactionKey | null;
    high_bid: number;
    turn: FactionKey | null;
    card_up: Card | null;
    /** Ixians & Tleilaxu p.8: the auction's cards the Ixians have seen (their own view only). */
    cards_seen?: Card[];
    /** Ixians & Tleilaxu pp.8-9 (Advanced): the Ixians swapped a card up for bid this phase (public). */
    card_swapped?: boolean;
  };
  storm?: { dialers: (FactionKey | null)[]; own_dial: number | null };
  battle?: {
    territory: string | null;
    sides: (FactionKey | null)[];
    /** Ecaz Occupy: the faction beside each side, fighting with it as one side (null: none). */
    partners?: (FactionKey | null)[];
    own_plan: Plan | null;
    opponent_plan: Plan | null;
    voice: { command: string; must: boolean } | null;
    prescience: string | null;
    prescience_answer: Plan | null;
    /** Advanced: the Atreides used Karama to see the whole plan. */
    karama_see?: boolean;
    /** Advanced: the leader the Harkonnen captured and must keep or kill. */
    captured?: Leader | null;
  };
  nexus_offers?: Partial<Record<FactionKey, FactionKey>>;
  /** The engine's battle quotes (docs/API.md, "Quotes"): in the Battle phase, each side of the
   *  current battle and of each battle the seat can still fight. */
  battle_strength?: BattleStrength[];
  /** Advanced, the Battle phase: the spice this seat may dial to support its forces (its own and a funding ally's). */
  support_funds?: number;
  /** The seat's shipment prices (Shipment and Movement): table[n - 1] is the spice for n forces. */
  shipment_prices?: Record<string, number[]> | null;
  /** The seat's revival prices (Revival): forces[n] the spice for n forces; `free` how many it
   *  revives free this turn (the engine's free_revival). */
  revival_prices?: { forces: number[]; leaders: { leader: Leader; price: number }[]; kwisatz_haderach: number; ally_force: number; free?: number } | null;
  /** The last Battle phase's battles once resolved, in order (public; each names its turn). */
  battles?: BattleRecord[];
  /** Where a battle would be fought if the Battle phase began now, and who would fight there (the engine's
   *  battle rule: storm separation, allies, advisors, stormed strongholds; public). */
  contested?: { territory: string; factions: FactionKey[] }[];
  pending: Decision[];
  boundaries: { rule: string; message: string }[];
  log: string[];
  outcome: Outcome;
}
/** One side of a battle as the engine counts it: `faction` fighting `opponent` in `territory`, the
 *  forces of `faction` that fight there (normal and elite) and what one dialed force counts, in half
 *  points, without and with 1 spice supporting it (Karama stops included). */
export interface BattleStrength {
  territory: string;
  faction: FactionKey;
  opponent: FactionKey;
  forces: number;
  elite: number;
  half_points: { normal: number; normal_supported: number; elite: number; elite_supported: number };
  /** Which dialed force 1 spice supports first, as the engine counts a plan: an elite one (else a normal one). */
  spice_elite_first: boolean;
  /** The current battle: each leader the side may field with what it counts there, the least and the most over
   *  the leaders the opponent may field (Zoal copies the opposing leader; Duke Vidal counts 6). */
  leaders?: { leader: Leader; low: number; high: number }[];
  /** The current battle: what the Kwisatz Haderach adds beside a surviving leader (absent: none). */
  kwisatz_haderach?: number;
  /** The current battle: the Kwisatz Haderach may accompany this side's leader now (the engine's checks). */
  kwisatz_haderach_ready?: boolean;
  /** Ecaz Occupy, the current battle: the half points Ecaz add to this side's dial at full strength. */
  bonus_half_points?: number;
  /** Ecaz Occupy: the faction whose forces this side dials. */
  dial_owner?: FactionKey;
}
export interface SpiceCardView { id: number; key: string; territory?: string; amount?: number }
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Action = { type: string; [field: string]: Json };
export interface LogLine { version: number; text: string }
/** One entry of the view's "moves" (docs/API.md): every force count in [min, max] is legal for
 *  this origin and destination; cost[i] is the spice for min + i forces (shipments). The action is
 *  the entry's type, from, to, to_reserves and karama_card plus "forces". */
export interface MoveOption {
  type: 'ship' | 'move';
  from?: Json;
  to?: Json;
  to_reserves?: boolean;
  karama_card?: Json;
  /** Advanced: Bene Gesserit advisors moving in become fighters (Take Up Arms). */
  take_up_arms?: boolean;
  min: number;
  max: number;
  cost?: number[];
  /** Advanced, Emperor and Fremen: the normal and elite forces at the origin; the action may name
   *  `elite` of its forces (any split the origin holds). Absent: no choice (normal forces first). */
  forces_at_source?: { normal: number; elite: number };
}
/** GET /view and every WebSocket message. */
export interface SeatState {
  code: string;
  version: number;
  seat: FactionKey | null;
  view: View;
  pending: Decision[];
  legal: Action[];
  /** Present while the seat decides a shipment, movement or worm ride: every legal option. */
  moves?: MoveOption[];
  log: LogLine[];
}

export function isAdvanced(v: View): boolean {
  return typeof v.ruleset === 'object' ? v.ruleset.kind === 'advanced' : v.ruleset === 'advanced';
}

/** A finished game at a version (GET /api/games/CODE/history, docs/API.md "History"): a
 *  spectator's view, and the version each turn ends at (the setup belongs to turn 1). */
export interface HistoryStep {
  code: string;
  version: number;
  last_version: number;
  turn: number;
  phase: string;
  turns: { turn: number; version: number }[];
  view: View;
  /** The public log up to this version. */
  log: LogLine[];
}

/** A Homeworld card on the table (view.homeworlds): the owner's reserves there decide its side. */
export interface HomeworldStatus {
  homeworld: string;
  name: string;
  owner: FactionKey;
  natives: number;
  side: 'high' | 'low';
  high_min: number;
  battle: number;
  effect: string;
  /** Its Occupier (E3 p.10): the last foreign faction found alone on it; null when none. */
  occupier?: FactionKey | null;
  occupied_effect?: string;
  occupied_spice?: number;
  /** Foreign forces standing on the card (shipped there: E3 p.10). */
  visitors?: { faction: FactionKey; forces: number; special: number }[];
}

/** Duke Prad Vidal (view `duke_vidal`; Ecaz & Moritani pp.6-9): the shared strength-6 leader disc, where
 *  he is, who controls him (null: set aside) and for how long. */
export interface DukeView {
  leader: Leader;
  where: 'available' | 'tanks';
  deaths: number;
  fought_in: string | null;
  holder: FactionKey | null;
  tenure: 'none' | 'until_battle' | 'one_battle' | 'this_turn';
}

/** Ecaz's Ambassadors (view `ambassadors`, written only while Ecaz are seated; Ecaz & Moritani p.7): the
 *  placed tokens face up for everyone; the supply's count for everyone, its tokens for the Ecaz seat only. */
export interface AmbassadorsView {
  board: { territory: string; ambassador: FactionKey }[];
  supply_count: number;
  supply: FactionKey[];
  set_aside: FactionKey[];
  gone: FactionKey[];
  /** The spice the next placement of this turn costs. */
  next_cost: number;
  /** The token the open entry window asks about (the stronghold just entered holds it). */
  asked: FactionKey | null;
  /** The faction whose entry that window answers. */
  entrant?: FactionKey | null;
  /** Advanced, Loyalty: the Ecaz traitor card set aside face up. */
  loyalty: { name: string } | null;
}

/** The Moritani Terror tokens (view `terror`, written only while the Moritani are seated; Ecaz &
 *  Moritani pp.5-6). Face-down tokens show their stronghold to everyone, their identity (`token`) to
 *  the Moritani seat only (null for every other seat); so does the supply's list. */
export interface TerrorView {
  board: { territory: string; token: string | null }[];
  /** Tokens in the Moritani's hidden supply (public count). */
  supply_count: number;
  /** Their keys: the Moritani seat only, else []. */
  supply: string[];
  /** Tokens revealed and out of the game. */
  revealed: string[];
  /** Atomics Aftermath: nobody ships into this territory again. */
  aftermath: string | null;
  /** The revealed Extortion waits for the Mentat Pause (5 spice to the Moritani; 3 to pay it off). */
  extortion_pending: boolean;
  /** The entry into a stronghold with a token that the Moritani answer now. */
  entry: { entrant: FactionKey; territory: string } | null;
}

/** The mode a Nexus card would be played in now (the engine's nexus_cards::mode_key). */
export type NexusMode = 'betrayal' | 'cunning' | 'secret_ally';

/** Nexus Cards (view `nexus_cards`, variant em_nexus_cards). A card is named by its faction's key (CHOAM and
 *  Richese among them, so a plain string). The deck's count, the discards and who holds a card are public;
 *  `card` and `mode` are this seat's own card and the mode it would be played in now (null for none). */
export interface NexusCardsView {
  deck_count: number;
  /** Face up, in the order discarded. */
  discard: string[];
  /** The seats holding a card (which card is secret). */
  holders: FactionKey[];
  card: string | null;
  mode: NexusMode | null;
  /** The draw after a Nexus is open. */
  drawing: boolean;
  /** The moment the holders are asked about (decision nexus_window), and whose it is; null for none. */
  moment?: 'shipment_paid' | 'face_dancer' | 'spice_collection' | 'worm' | 'battle' | null;
  moment_by?: FactionKey | null;
}

/** The Great Maker's vote on a Nexus and the Fremen's reserve ride (view `great_maker`). */
export interface GreatMakerView {
  voting: boolean;
  yes: FactionKey[];
  no: FactionKey[];
  result: 'nexus' | 'no_nexus' | null;
  ride: boolean;
}

/** A Discovery token's pool (the back of the token): Hiereg or Smuggler. */
export type DiscoveryPool = 'hiereg' | 'smuggler';

/** Discovery tokens (view `discovery`, variant em_discovery; Ecaz & Moritani p.13). Each face-down token lies at
 *  its Discovery card's site: `token` is its key for a seat that may see it, "face_down" for the others. A revealed
 *  location token is a territory nested at `at` (its host location) with engine location id `location`. */
export interface DiscoveryView {
  sites: { at: { territory: string; sector?: number | null }; card: string; pool: DiscoveryPool; token: string }[];
  locations: { token: string; territory: string; location: number; at: { territory: string; sector?: number | null } }[];
  /** Tokens left in each pool (public). */
  pools: { hiereg: number; smuggler: number };
  /** The faction holding the Ornithopter (null: nobody). */
  ornithopter: FactionKey | null;
  /** Its holder flies it this turn (the next move reaches 3 territories). */
  ornithopter_flying: boolean;
}
