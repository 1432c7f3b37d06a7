// The engine facade: the one API the CLI, server and bots call.
//   new_game  -> a Game set up from options and a seed
//   pending   -> who must decide what, now
//   apply     -> validate, then execute; on error the game is untouched
//   legal_actions -> every legal action of a seat (sampled where the space is large)
//   view      -> a seat's or a spectator's projection (engine/view/view.hpp)
// No I/O, no threads, no clock, no globals: deterministic from the seed.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/view/view.hpp"

namespace dune {

struct SetupOptions {
  Ruleset ruleset;
  std::vector<Faction> factions;  // 2..6 distinct base factions, in seating order
  std::uint64_t seed = 0;
  bool randomSeating = true;  // shuffle seating with the seed; else factions order
};

Result<Game> new_game(const SetupOptions& options);
std::vector<Decision> pending(const Game& g);
// The same list into a caller's vector (cleared first), which keeps its storage from step to step:
// a loop that asks after every action (bots/match.cpp) allocates nothing.
void pending(const Game& g, std::vector<Decision>& out);
Status apply(Game& g, Faction seat, const Action& a);
// apply without the validation, for an action check() accepted on this very state (the simulator's
// sampled and chosen legal actions): the same result as apply, one rule check fewer per decision.
void apply_legal(Game& g, Faction seat, const Action& a);
// The rule check apply() runs, without applying: Ok exactly when apply would accept.
Status check_action(const Game& g, Faction seat, const Action& a);
// Spice a legal shipment (ActionKind::Ship) costs its seat, ally's share included.
int shipment_price(const Game& g, Faction seat, const Action& a);
// Every legal action for the seat now. Movement and shipment are bounded: at most
// `sampleLimit` of those are returned, chosen with `sampler` when given (else the first ones).
std::vector<Action> legal_actions(const Game& g, Faction seat, Rng* sampler = nullptr, int sampleLimit = 64);
// One legal action chosen at random (uniform over the enumerated candidates, checked with the
// same predicate as apply); nullopt when the seat has nothing to do. Cheaper than
// legal_actions for random play.
std::optional<Action> sample_legal_action(const Game& g, Faction seat, Rng& rng);
// The same draw, the candidates gathered in the caller's vector (its storage reused across calls).
std::optional<Action> sample_legal_action(const Game& g, Faction seat, Rng& rng,
                                          std::vector<Action>& scratch);
bool is_over(const Game& g);
// Keeps Game::table.asked, the seats asked in each open masked window (kDecisionPublicity), after a change of
// g: apply and new_game call it; so does whatever states a position (codec/game_file.cpp start_game).
void note_asked(Game& g);
// Enter phase p of the current turn at its beginning, as the turn sequence would (runs the
// phase's automatic steps). Used for stated positions in game files.
void begin_phase(Game& g, Phase p);

}  // namespace dune
