// `dune tournament`: seat-rotated games between bots on paired seeds across the playable factions, and
// the table of what came of them: each bot's rating (Elo with a 95% interval), each faction's win share
// per bot, the victory kinds and the share of default victories (bots/tournament.hpp has the schedule
// and the rating). `--json` prints the same as one JSON object.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

namespace dune::cli {

struct TournamentCommand {
  CLI::App* sub = nullptr;
  std::string bots = "random,heuristic";
  int games = 60;
  std::uint64_t seed = 1;
  std::string ruleset = "basic";
  std::string factions = "rotate";
  std::string variants;
  int threads = 1;
  bool challenge = false;
  bool json = false;
  bool noProgress = false;
  int searchPlayouts = 0;
  int searchHorizon = 0;
  double searchSeconds = 0;
  bool chosen() const { return sub->parsed(); }
  int run();
};

std::unique_ptr<TournamentCommand> add_tournament_command(CLI::App& app);

}  // namespace dune::cli
