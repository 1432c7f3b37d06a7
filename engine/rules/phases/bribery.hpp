// Bribery (Advanced): spice given to another player, held in front of the receiver's shield until
// the Mentat Pause. A bribe may be made at any time after setup, like the anytime cards.
#pragma once

#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune::bribery {
Status check(const Game& g, Faction seat, const Action& a);
void exec(Game& g, Faction seat, const Action& a);
void candidates(const Game& g, Faction seat, std::vector<Action>& out);
// Mentat Pause: every player's bribes go behind the shield.
void collect(Game& g);
}  // namespace dune::bribery
