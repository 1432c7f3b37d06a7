// What the heuristic bot plays for a seat, from that seat's view and its legal moves only (the way the
// server and `dune simulate` ask it), for the bot scenario tests.
#pragma once

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "engine/view/view.hpp"

namespace dune::test {

inline Action bot_choice(const Game& g, Faction seat) {
  View v = view(g, Viewer::of(seat));
  Rng rng = Rng::seeded(1);
  auto legal = legal_actions(g, seat, &rng, bots::heuristic_sample_limit(v, 64));
  return bots::choose_heuristic(v, legal, rng);
}

}  // namespace dune::test
