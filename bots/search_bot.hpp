// The search bot (issue 38, item 2): determinized Monte Carlo search on the fast engine, guided by the
// heuristic bot. For a decision it lists a few candidate actions (the heuristic bot's pick first, then
// others of its legal actions), and for each plays the same sampled games forward: each playout deals a
// game from what the seat knows (engine/determinize.hpp), applies the candidate, and lets heuristic bots
// play every seat for a few turns; a game won scores 1, a game lost 0, a game still going the share of the
// strongholds a win needs that the seat (with its ally) holds, and a little for its spice. The candidate
// with the best mean is played; the heuristic's pick keeps a tie.
//
// It reads only what its seat knows: its legal actions (the same whatever the other seats hide, as the view
// tests hold) and the dealt games, which depend on nothing else (tests/determinize_test.cpp). Easy decisions
// are answered at once: a single legal action, and the windows the heuristic bot answers without a view
// (passes, cards kept for later: choose_heuristic_blind). Deterministic for a given generator state and
// budget in playouts; a time budget (the server's) stops sooner on a slow machine.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/rng.hpp"
#include "engine/core/state.hpp"

namespace dune::bots {

struct SearchBudget {
  int playouts = 96;     // sampled games per decision, spread over the candidates
  int candidates = 6;    // the heuristic's pick and up to this many minus one others
  int horizonTurns = 2;  // a playout ends this many turns after the current one, or at the game's end
  double seconds = 0;    // > 0: also stop after this much time (then not deterministic)
};

// The search bot's action for `seat`, whose decision is open in g (`open`: pending(g)); nullopt when the
// seat has no legal action.
std::optional<Action> choose_search(const Game& g, Faction seat, const std::vector<Decision>& open, Rng& rng,
                                    const SearchBudget& budget);

}  // namespace dune::bots
