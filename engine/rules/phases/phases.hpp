// The phase modules and the controller that moves the game from one phase to the next.
// Each module has the same five entry points:
//   begin      enter the phase: run its automatic steps; finish it if nothing is left to decide
//   pending    the decisions open in this phase
//   check      validate an action (pure; the one predicate shared by apply and enumeration)
//   exec       execute an action that check accepted
//   candidates propose actions for enumeration (filtered through check by the facade)
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {

#define DUNE_PHASE_MODULE(ns)                                                                      \
  namespace ns {                                                                                   \
  void begin(Game& g);                                                                             \
  void pending(const Game& g, DecisionList& out);                                                  \
  Status check(const Game& g, Faction seat, const Action& a);                                      \
  void exec(Game& g, Faction seat, const Action& a);                                               \
  void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int limit); \
  }

DUNE_PHASE_MODULE(setup_phase)
DUNE_PHASE_MODULE(storm_phase)
DUNE_PHASE_MODULE(spice_blow_phase)
DUNE_PHASE_MODULE(nexus_phase)
DUNE_PHASE_MODULE(charity_phase)
DUNE_PHASE_MODULE(bidding_phase)
DUNE_PHASE_MODULE(revival_phase)
DUNE_PHASE_MODULE(ship_move_phase)
DUNE_PHASE_MODULE(battle_phase)
DUNE_PHASE_MODULE(collection_phase)
DUNE_PHASE_MODULE(mentat_phase)
#undef DUNE_PHASE_MODULE

// One phase's entry points, the facade's and the turn sequence's one table of phases (no switch on the
// phase elsewhere): the five above and, for a phase an anytime card or a bribe may leave waiting for
// nothing, its settle (below).
struct PhaseRules {
  void (*begin)(Game& g);
  void (*pending)(const Game& g, DecisionList& out);
  Status (*check)(const Game& g, Faction seat, const Action& a);
  void (*exec)(Game& g, Faction seat, const Action& a);
  void (*candidates)(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int limit);
  void (*settle)(Game& g) = nullptr;
  // A Karama stopped advantage `a` during the phase: what the phase withdraws or lets go on (nullptr:
  // its steps read the stop when the advantage would next be used).
  void (*karama_stopped)(Game& g, Advantage a) = nullptr;
};
// The rules of phase p; nullptr once the game is over.
const PhaseRules* phase_rules(Phase p);

// What holds the game now, in precedence order: a faction's interruption (the Harkonnen give-back after
// their Karama, adv-karama), the traitor card a Nexus card's draw must shuffle back, a Nexus moment's
// window, the Amal window (ix.card.amal), the end of a phase held by a module's window (phase_end), else the
// phase. Each question of the facade (pending, check, exec, candidates) asks it once and answers from that
// holder.
enum class Holder : std::uint8_t { Interruption, NexusReturn, NexusMoment, Amal, PhaseEnd, Phase };
Holder holder_now(const Game& g);
// The holder an open interruption holds back (the next in the order).
Holder holder_beneath_interruption(const Game& g);

// Spice gained at any time (the Tleilaxu's 1 for a Tleilaxu Ghola played) can leave a faction no
// longer eligible for CHOAM Charity; settle() closes the phase when nobody eligible is left.
namespace charity_phase {
void settle(Game& g);
}  // namespace charity_phase

// A card played at any time (Tleilaxu Ghola) can leave a Revival decision with nothing to
// revive; settle() closes the phase in that case.
// The end of a phase held while a faction module's window at WindowPoint::PhaseEnd waits (the CHOAM market,
// CR p.7 (2h)): finish_phase holds the phase there, and the phase after it begins once every such window has
// closed.
namespace phase_end {
void pending(const Game& g, DecisionList& out);
Status check(const Game& g, Faction seat, const Action& a);
void exec(Game& g, Faction seat, const Action& a);
void candidates(const Game& g, Faction seat, std::vector<Action>& out);
// Closes the hold and moves to the next phase when no window waits any more.
void settle(Game& g);
}  // namespace phase_end

namespace mentat_phase {
// A Karama closed a faction's Mentat Pause window: the next turn begins if none is left open.
void karama_stopped(Game& g);
// The Mentat Pause is over: the next turn begins (phase_end, once nothing holds the end of the pause).
void next_turn(Game& g);
// After an anytime action or a traitor card shuffled back: the next turn begins if nothing holds the pause.
void settle(Game& g);
}  // namespace mentat_phase

namespace revival_phase {
void settle(Game& g);
// The spice a revival action costs (forces beyond the free ones, leader, Kwisatz Haderach, the
// ally's forces the Emperor pays for); 0 for the Emperor's Karama power.
int revival_price(const Game& g, Faction f, const Action& a);
// Leader l is in the Tanks and its owner may revive it now (GF9 p.9: every leader of the faction in the
// Tanks or dead once, face-up ones first). The Tleilaxu sell an early revival of the others (rule 31).
bool leader_revivable(const Game& g, LeaderId l);
}  // namespace revival_phase

// A Karama just stopped an advantage of a faction (FAQ Nov 2020 p.7). Phases whose current step
// waits on that advantage (a Voice, a prescience question, a spiritual advisor, a worm ride)
// settle it here; the others consult stopped() when the advantage would next be used.
namespace battle_phase {
void karama_stopped(Game& g, Advantage a);
// After an anytime action: a faction's after-battle window that the action closed (a Tleilaxu Ghola
// reviving the Cyborgs a Suboid substitution waited on) no longer holds the battle.
void settle(Game& g);
// Rule predicates the view's source boundaries ask too (engine/view/boundaries.cpp).
// f has a leader it may put in this battle's plan (its own or, Advanced, a captive it holds).
bool has_fieldable_leader(const Game& g, Faction f);
// The Bene Gesserit Voice forbids f's side the Cheap Hero in the current battle.
bool voice_forbids_cheap_hero(const Game& g, Faction f);
// No battle's plans are revealed now: between battles, or before the current one's reveal.
bool before_reveal(const Game& g);
// The current battle's two plans hold a Lasgun and a Shield: an explosion (GF9 p.11).
bool plans_explode(const Game& g);
// A card a battle's winner may keep after playing it (its disposal; a Poison Tooth withheld).
bool keepable_by_winner(const Game& g, CardId c);
// Rule functions the view's quotes call (engine/rules/quotes.cpp): the ones apply() uses.
// f and b can battle in t (fighting forces in one group of locations, not allies).
bool can_battle(const Game& g, TerritoryId t, Faction a, Faction b);
// The factions that would battle someone in t now (can_battle with any other faction there; the Homeworld
// and Discovery territories only with their variants): empty where no battle would be. The view's
// "contested" list, so that no client decides who battles (issue 36 item 7).
FactionSet contesting(const Game& g, TerritoryId t);
// The territories (bit per id) where contesting may find a battle: those with fighting forces of two
// factions or more, or of one on a Homeworld (its natives may fight), the Homeworld and Discovery
// territories only while their variants are on. Cheap, so that the view asks contesting only there.
std::uint64_t maybe_contested(const Game& g);
// Forces of f that fight in t, normal and elite (Advanced: advisors do not fight).
int fighting_normal(const Game& g, Faction f, TerritoryId t);
int fighting_elite(const Game& g, Faction f, TerritoryId t);
// Forces of f that fight in t (fighting_normal + fighting_elite).
int fighting_forces(const Game& g, Faction f, TerritoryId t);
// Ecaz Occupy (em.ecaz.occupy_battle), in the current battle: whose forces f's side dials (f, or Ecaz's
// ally while the pair fight as one side), and the forces Ecaz add to that side's dial at full strength.
Faction dial_owner_of(const Game& g, Faction f);
int occupy_contribution_of(const Game& g, Faction f);
// Strength in half points of the forces a plan dials, for f fighting `opponent`.
int dial_half_points(const Game& g, Faction f, Faction opponent, const BattlePlanRec& p);
// Advanced: the spice f may dial to support its forces (its own, and an ally's that funds it).
int support_funds(const Game& g, Faction f);
// The leaders f may put in the current battle's plan (its own, one lent to it, Advanced captives and
// revived leaders of other factions).
std::vector<LeaderId> leaders_fieldable(const Game& g, Faction f);
}  // namespace battle_phase
namespace ship_move_phase {
void karama_stopped(Game& g, Advantage a);
// The spice a shipment costs (Guild rates, Karama, Fremen send, back to reserves); the one
// price check and exec both use.
int shipment_price(const Game& g, Faction f, const Action& a);
// The player whose Shipment and Movement turn it is (nullopt outside the phase or when done).
std::optional<Faction> actor(const Game& g);
// Where f's forces from its reserves may land (a shipment's destination rules: the storm, a full stronghold,
// the Hidden Mobile Stronghold, the Atomics Aftermath, the Homeworlds); also what a faction module's own
// placement from reserves obeys (the Ecaz Spacing Guild Ambassador).
Status check_arrival(const Game& g, Faction f, LocationId to);
// A shipment's payment of `cost` by f (its ally paying what f cannot): to the Guild or the Bank (GF9 p.19),
// a Homeworld's Occupier taking its share; at the Karama rate to the Bank.
void pay_shipment(Game& g, Faction f, int cost, bool karamaRate);
}  // namespace ship_move_phase
namespace nexus_phase {
void karama_stopped(Game& g, Advantage a);
}
namespace collection_phase {
// The collection itself, once the Discovery reveals are answered.
void collect(Game& g);
// The Nexus card window after the collection closed: the phase ends unless another window holds it.
void resume(Game& g);
}  // namespace collection_phase
// Advanced double spice blow (adv-spice): after the Nexus of pile A, the blow of pile B.
namespace spice_blow_phase {
bool second_blow_due(const Game& g);
void second_blow(Game& g);
// Shai-Hulud devours all spice and forces in territory t, but not the worm-immune (the Fremen, and
// their ally); with mayRide the Fremen there may ride it when the Nexus ends.
void devour(Game& g, TerritoryId t, bool mayRide);
// Advanced, Fremen sheet (Sandworms): the territory a Shai-Hulud waiting for the Fremen devours if
// they pass (the topmost territory card of its pile; kNoTerritory if none).
TerritoryId worm_default(const Game& g);
void karama_stopped(Game& g, Advantage a);
// Nexus Cards: the window at a Shai-Hulud's appearance in t closed; it devours, and the blow goes on.
void worm_window_closed(Game& g, TerritoryId t);
}  // namespace spice_blow_phase

namespace bidding_phase {
// The most f can bid: its spice plus its ally's, who may pay part of the price (GF9 p.12).
int bid_limit(const Game& g, Faction f);
// After an anytime action: a faction's Bidding window that the action closed (a Karama stopping the
// Ixians' set-aside, technology swap or their ally's replacement; a hand taken) no longer holds the
// auction.
void settle(Game& g);
}  // namespace bidding_phase
namespace storm_phase {
// After an anytime action: a faction's Storm-phase window the action closed (a Karama stopping the
// HMS move) no longer holds the storm.
void settle(Game& g);
}  // namespace storm_phase

// Controller.
void enter_phase(Game& g, Phase p);
// The first steps of the phase g.phase (its module's begin), run by enter_phase or, when a window
// at the beginning of the phase held them back (Amal), once that window closes.
void begin_phase_steps(Game& g);
void finish_phase(Game& g);  // enter the phase that follows g.phase
void phase_pending(const Game& g, DecisionList& out);
// The open decisions while a PendingScope is open on g (g.pendingMemo): worked out at the first question of
// the scope, then read from the memo.
std::span<const Decision> scoped_pending(const Game& g);

// Ixians & Tleilaxu (it_treachery), Amal (amal.cpp): the window at the beginning of each phase.
namespace amal_window {
bool open(Game& g);    // at the beginning of g.phase: opens the window if a seat may play Amal
void settle(Game& g);  // closes the window (and begins the phase) when nobody is left to answer
void pending(const Game& g, DecisionList& out);
Status check(const Game& g, Faction seat, const Action& a);  // Ok for other actions outside it
void exec(Game& g, Faction seat, const Action& a);
void candidates(const Game& g, Faction seat, std::vector<Action>& out);
}  // namespace amal_window

// Cards playable at any time by their holder (Truthtrance, Tleilaxu Ghola).
namespace anytime {
Status check(const Game& g, Faction seat, const Action& a);
void exec(Game& g, Faction seat, const Action& a);
void candidates(const Game& g, Faction seat, std::vector<Action>& out);
bool is_anytime(ActionKind k);
// em_treachery: whether f may play Recruits now (the check of play_recruits, read by the legal-move list
// and the boundary notice).
Status recruits_status(const Game& g, Faction f);
// Stopping a faction advantage for the rest of the phase (a Karama, FAQ Nov 2020 p.7, or a Nexus card's
// Betrayal): whether `seat` may stop `adv` now (not its own, used in this phase, ...), and the stop itself
// (the phase's steps it closes go on).
Status check_stop(const Game& g, Faction seat, Advantage adv);
void stop(Game& g, Advantage adv);
}  // namespace anytime

}  // namespace dune
