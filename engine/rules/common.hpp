// Helpers shared by the rule modules: storm order, force counts, occupancy, card moves,
// the log, and the phase controller's hooks. Rule modules include this, never the facade.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/core/board.hpp"
#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune {

// --- Ecaz & Moritani (em_treachery), Recruits (em.card.recruits.global; seed ECAZ_TREACHERY_RULES.md,
// E3 pp.11,16 (2h)): one turn-scoped effect that every revival rate and limit reads (free_revival and
// the revival limit go through these two, and the quotes and decisions through those).
inline constexpr int kRecruitsLimit = 7;
inline bool recruits_active(const Game& g) { return g.em.recruitsTurn == g.turn; }
// The free revival rate `rate` (after every faction rule) as Recruits leaves it: doubled, at most 7.
inline int recruits_free_rate(const Game& g, int rate) {
  return recruits_active(g) ? std::min(2 * rate, kRecruitsLimit) : rate;
}
// The force revival limit `limit` as Recruits leaves it: at least 7 (a larger one, such as the
// Tleilaxu's unlimited revival, is kept: em.card.recruits.exceptions).
inline int recruits_force_limit(const Game& g, int limit) {
  return recruits_active(g) ? std::max(limit, kRecruitsLimit) : limit;
}

// --- the cards of a battle plan's weapon and defense slots ---
inline bool plan_holds(const BattlePlanRec& p, CardKind k) {
  return (p.weapon != kNoCard && card_kind(p.weapon) == k) ||
         (p.defense != kNoCard && card_kind(p.defense) == k);
}
// What the plan's cards add to its dialed number, and the reserve forces they cost (and need): the card
// table's card_dial_bonus / card_reserve_cost (Reinforcements: 2 and 3).
inline int plan_dial_bonus(const BattlePlanRec& p) {
  return (p.weapon != kNoCard ? card_dial_bonus(card_kind(p.weapon)) : 0) +
         (p.defense != kNoCard ? card_dial_bonus(card_kind(p.defense)) : 0);
}
inline int plan_reserve_cost(const BattlePlanRec& p) {
  return (p.weapon != kNoCard ? card_reserve_cost(card_kind(p.weapon)) : 0) +
         (p.defense != kNoCard ? card_reserve_cost(card_kind(p.defense)) : 0);
}

// --- seating and order ---
// The seated factions in faction order (FactionList, engine/core/faction_set.hpp), kept with the seating
// (Game::seating): asked at nearly every step, never rebuilt.
inline const FactionList& factions_in_game(const Game& g) { return g.seating.seats; }
// Storm order: the First Player is the one whose circle the storm next approaches
// counterclockwise; the others follow counterclockwise. GF9 Rulebook p.4 "Storm Order".
const FactionList& storm_order(const Game& g);
inline bool sector_in_storm(const Game& g, int sector) { return sector >= 0 && sector == g.stormSector; }
inline bool location_in_storm(const Game& g, LocationId l) { return sector_in_storm(g, location(l).sector); }
// Ixians & Tleilaxu p.9: the mobile stronghold and the location it points at are joined for a move (one
// territory); the location joined to l, or kNoLocation.
inline LocationId mobile_link(const Game& g, LocationId l) {
  if (g.mobileHost == kNoLocation) return kNoLocation;
  if (l == kMobileStronghold) return g.mobileHost;
  return l == g.mobileHost ? kMobileStronghold : kNoLocation;
}
bool protected_from_storm(const Game& g, TerritoryId t);

// --- forces (where they stand and who is present: engine/core/board.hpp) ---
// n of f's forces at l, normal ones first (at most those there), go to the Tanks.
void forces_to_tanks(Game& g, Faction f, LocationId l, int n);
void territory_to_tanks(Game& g, Faction f, TerritoryId t);
bool allied(const Game& g, Faction a, Faction b);
std::optional<Faction> ally_of(const Game& g, Faction f);
// Ecaz Occupy (em.ecaz.occupy; Ecaz & Moritani pp.8,10 (2h)): f's ally, when f and its ally may share t as
// one side (Trait::Coexists). Homeworlds are not territories: there the ordinary separation holds.
std::optional<Faction> coexisting_ally(const Game& g, Faction f, TerritoryId t);
// f and its ally are no longer allied (GF9 p.12: an alliance broken in a Nexus; Sandtrout breaks
// every alliance). The caller writes the log line.
void end_alliance(Game& g, Faction f);
// a and b (both unallied) become allies this turn, whatever made them so (a Nexus, the Ecaz Ambassador, Enemy
// of My Enemy); Nexus Cards: both discard the card they hold (em.nexus.alliance_discard).
void form_alliance(Game& g, Faction a, Faction b);
// Strongholds f occupies: forces there and no non-allied other faction there (so Ecaz and their ally both
// occupy a stronghold they share, em.ecaz.occupy).
int strongholds_occupied(const Game& g, Faction f);
bool occupies(const Game& g, Faction f, TerritoryId t);

// --- Advanced: fighting presence (GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Revised Rulebook v2.3) ---
// In Advanced a stance faction's `special` forces on the board are advisors (engine/core/board.hpp:
// fighters_at, advisors_at, forces_in, factions_present count fighting forces only; the stance rules are
// the module's, hooks::stance). occupies and strongholds_occupied above count fighting forces only too.
// Advanced alliance constraint (Revised Rulebook v2.3 p.15): territories (not the Polar Sink) where
// f and its ally both have fighting forces; at the end of f's Shipment and Movement f's forces there
// go to the Tanks. Not where they coexist (em.ecaz.occupy).
std::vector<TerritoryId> ally_shared_territories(const Game& g, Faction f);
// Advanced: the Bene Gesserit may use Worthless cards as Karama (GF9 Rulebook 2019 p.18).
bool usable_as_karama(const Game& g, Faction f, CardId c);
// The kinds of card among `among` (one bit per CardKind) that f may use as Karama now: usable_as_karama for a
// whole hand's kinds at once (the Shrine is looked at only when a Truthtrance is among them).
std::uint64_t karama_kinds(const Game& g, Faction f, std::uint64_t among);
CardId held_karama(const Game& g, Faction f);  // first held card usable as Karama, or kNoCard
// The card f plays as Truthtrance: a Truthtrance held, else at the Shrine a Karama (em.discovery.effects).
CardId truthtrance_card(const Game& g, Faction f);

// --- cards ---
bool holds(const Game& g, Faction f, CardId c);
CardId held_of_kind(const Game& g, Faction f, CardKind k);  // first held card of that kind
int hand_limit(const Game& g, Faction f);
bool hand_full(const Game& g, Faction f);
// Draw from the treachery deck into f's hand; reshuffles the discard when the deck is empty.
// Returns kNoCard if no card is left anywhere.
CardId draw_treachery(Game& g, Faction f, FactionSet alsoKnownBy = {});
CardId take_treachery_top(Game& g);
void discard_from_hand(Game& g, Faction f, CardId c);
void reveal_card(Game& g, Faction f, CardId c);  // everyone has now seen it in f's hand
// Resolve a card named by the player: the exact id if held, else a held copy with the same key.
CardId resolve_held(const Game& g, Faction f, CardId named);

// --- leaders ---
// The state of leader l's disc: its slot on its faction's sheet, or Duke Vidal's shared disc (g.em.duke).
const LeaderState& leader_disc(const Game& g, LeaderId l);
LeaderState& leader_disc(Game& g, LeaderId l);
bool leader_available(const Game& g, LeaderId l);
// The leaders of f's sheet in this game (leader_count(f, advanced)): CHOAM's Auditor only in Advanced.
int leaders_in_game(const Game& g, Faction f);
// To the Tanks (Duke Vidal too: set aside from whoever controlled him, em.duke.release).
void kill_leader(Game& g, LeaderId l);
// Duke Vidal at the end of a turn (em.duke.release): free to fight again next turn; a Moritani tenure or
// an Ecaz loan that did not fight ends, and he is set aside.
void duke_turn_ends(Game& g);
// Duke Vidal is in the game: Ecaz or the Moritani are seated (E3 pp.3-4 (2h), em.duke.setup).
bool duke_in_game(const Game& g);

// Forces of f in the Tanks that a revival outside the revival limit may bring back (a Tleilaxu Ghola, a Nexus
// card): all of them, but in the Advanced game at most one elite force a turn by any means (faction sheets).
int forces_revivable_outside_limit(const Game& g, Faction f);

// --- spice ---
void pay_bank(Game& g, Faction f, int amount);
void pay_to(Game& g, Faction from, Faction to, int amount);
void gain(Game& g, Faction f, int amount);
// Spice on the board comes from and returns to the bank (blows, storm, worms, collection).
void set_board_spice(Game& g, LocationId l, int amount);

// --- log ---
// A log line is kept structured (a checked format and its arguments, engine/core/text.hpp) and
// rendered to text only where it is shown (view writer, CLI, server), e.g.
//   log_public(g, "{f} bids {n}.", seat, a.amount);
template <class... A>
void log_public(Game& g, std::type_identity_t<TextFormat<A...>> format, A... args) {
  g.log.push_back({g.turn, g.phase, Audience::everyone(), Text::of<A...>(format, args...)});
}
template <class... A>
void log_private(Game& g, FactionSet seats, std::type_identity_t<TextFormat<A...>> format, A... args) {
  g.log.push_back({g.turn, g.phase, Audience::seats(seats), Text::of<A...>(format, args...)});
}
// A line built already (lists of names or cards that no fixed format holds).
void log_public_text(Game& g, std::string text);
void log_private_text(Game& g, FactionSet seats, std::string text);
std::string name(Faction f);
// Pieces of sentences, shared by the log and the renderer (engine/rules/text.cpp).
std::string_view voice_phrase(VoiceCommand v);  // "a poison weapon"
std::string half_points_text(int hp);           // a strength in half points: "3" or "3.5"

// --- control ---
// (PendingScope, engine/core/state.hpp: the open decisions worked out once while it is open.)
bool has_decision(const Game& g, Faction f, DecisionKind k);
bool has_any_decision(const Game& g, Faction f);
Status need_decision(const Game& g, Faction f, DecisionKind k);

}  // namespace dune
