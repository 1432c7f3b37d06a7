// `dune simulate`: full games between bots, with optional invariant checks after every step.
// Games run on --threads workers; game i uses seed+i and results are aggregated in game order,
// so the summary is the same for any thread count.
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
  std::string bots = "random";  // bots/match.hpp: "heuristic", "random,fremen=heuristic", ...
  int threads = 1;
  bool check = false;
  bool json = false;
  bool progress = true;
  bool signature = false;  // print the golden signature of the games (engine/signature.hpp)
};

int simulate(const SimulateOptions& o);

}  // namespace dune::cli
