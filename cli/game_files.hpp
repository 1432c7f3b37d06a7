// `dune replay` and `dune view`: read a game file (docs/GAME_FILES.md), replay it through the
// engine, and print the final state, a refusal with the state before it, the whole log, or one
// seat's (or a spectator's) view. Bad input: a message on stderr and a non-zero exit.
#pragma once

#include <optional>
#include <string>

#include "engine/data/factions.hpp"

namespace dune::cli {

struct ReplayOptions {
  std::string path;
  bool json = false;  // the final state as a JSON snapshot; on a refusal, the refusal and the state before it
  bool log = false;   // the whole public log, from the start
};
// Exit codes: 0 replayed, 1 an action was refused, 2 the file cannot be read or started.
int run_replay(const ReplayOptions& o);

struct ViewOptions {
  std::string path;
  std::optional<Faction> seat;  // nullopt: the spectator's view
};
// Prints the seat's view of the replayed game as JSON, its log being every line the seat may read
// since the start. Exit codes as run_replay (a refusal prints no view).
int run_view(const ViewOptions& o);

}  // namespace dune::cli
