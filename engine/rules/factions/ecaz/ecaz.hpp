// What of Ecaz's rules a game file needs outside the faction module (engine/rules/factions/ecaz/ecaz.cpp).
#pragma once

#include "engine/core/state.hpp"

namespace dune::ecaz {

// Setup (E3 p.7 (2h)): Ecaz's own Ambassador and five drawn at random from the ten others go to their supply
// (nothing when they have their Ambassadors already).
void deal_ambassadors(Game& g);

}  // namespace dune::ecaz
