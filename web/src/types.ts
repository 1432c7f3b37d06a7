// The JSON shapes the server sends (docs/API.md, docs/GAME_FILES.md "Views").
export type FactionKey = 'atreides' | 'bene_gesserit' | 'emperor' | 'fremen' | 'guild' | 'harkonnen';

export interface Card { id: number; key: string; name: string; kind: string }
export interface Leader {
  id: number;
  name: string;
  faction: FactionKey;
  strength: number;
  where?: 'available' | 'tanks';
  face_down?: boolean;
  deaths?: number;
  fought_in?: string | null;
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
}
export interface Outcome { kind: string; winners: FactionKey[]; turn: number }
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
  spice_discard?: { id: number; key: string; territory?: string; amount?: number }[];
  hand: Card[];
  traitors: Leader[];
  traitor_draw: Leader[];
  prediction: { faction: FactionKey; turn: number } | null;
  known_cards?: { owner: FactionKey; card: Card }[];
  bidding?: {
    card_count: number;
    index: number;
    high_bidder: FactionKey | null;
    high_bid: number;
    turn: FactionKey | null;
    card_up: Card | null;
  };
  storm?: { dialers: (FactionKey | null)[]; own_dial: number | null };
  battle?: {
    territory: string | null;
    sides: (FactionKey | null)[];
    own_plan: Plan | null;
    opponent_plan: Plan | null;
    voice: { command: string; must: boolean } | null;
    prescience: string | null;
    prescience_answer: Plan | null;
  };
  nexus_offers?: Partial<Record<FactionKey, FactionKey>>;
  pending: Decision[];
  boundaries: { rule: string; message: string }[];
  log: string[];
  outcome: Outcome;
}
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
  min: number;
  max: number;
  cost?: number[];
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
