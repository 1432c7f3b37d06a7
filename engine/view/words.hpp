// Words the view gives players where a value alone would leave the client to restate a rule (issue 39, "Words
// for players"): why the game was won, from the engine's outcome and the board it was won on.
#pragma once

#include <string>

#include "engine/core/state.hpp"

namespace dune {

// One or two sentences for the end screen: who won and by which condition, as the engine decided it
// (mentat.cpp declare: the strongholds held, an alliance's, the Bene Gesserit prediction, the Fremen's or the
// Guild's victory at the end of the last turn, the most strongholds); "" while the game is played.
std::string outcome_reason(const Game& g);

}  // namespace dune
