// The random-legal bot: picks uniformly among the legal actions the server lists for its seat.
// A bot receives only its own seat's View and legal actions, like a human client.
#pragma once

#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/rng.hpp"
#include "engine/view/view.hpp"

namespace dune::bots {

// Precondition: legal is not empty.
Action choose(const View& view, const std::vector<Action>& legal, Rng& rng);

}  // namespace dune::bots
