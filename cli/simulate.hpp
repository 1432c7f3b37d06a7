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
  // `--factions rotate`: `factions` lists every playable faction and game i seats six of them, starting
  // at the i-th (issue 14: every playable faction in rotation, six per game).
  bool rotate = false;
  std::string bots = "random";  // bots/match.hpp: "heuristic", "random,fremen=heuristic", ...
  int threads = 1;
  int searchPlayouts = 0;  // the search bot's sampled games per decision (0: its default)
  bool check = false;
  bool json = false;
  bool progress = true;
  bool signature = false;  // print the golden signature of the games (engine/signature.hpp)
};

int simulate(const SimulateOptions& o);
// The factions game `game` (0-based) seats: o.factions, or with o.rotate six of them from the game-th.
std::vector<Faction> seated_factions(const SimulateOptions& o, std::uint64_t game);

// The key of a kind of victory in the CLI's reports ("strongholds", "fremen_special", ...; as in snapshots).
const char* win_kind_key(WinKind k);

}  // namespace dune::cli
