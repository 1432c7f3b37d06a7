// `dune simulate`: full games between bots, with optional invariant checks after every step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/engine.hpp"

namespace dune::cli {

struct SimulateOptions {
  int games = 100;
  std::uint64_t seed = 1;
  Ruleset ruleset;
  std::vector<Faction> factions;
  std::string bots = "random";
  bool check = false;
  bool json = false;
  bool progress = true;
};

int simulate(const SimulateOptions& o);

}  // namespace dune::cli
