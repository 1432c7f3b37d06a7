// Game files: a setup, an optional stated position and a list of seat actions, as JSON
// ({"format": "dune-game", ...}; see docs/GAME_FILES.md). Used by `dune replay`, by scenario
// tests, and to store or share games. start_game() builds the starting Game (applying a stated
// position on top of new_game); replay() then applies the actions with the engine's apply().
#pragma once

#include <boost/json.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/engine.hpp"

namespace dune {

struct GameFile {
  SetupOptions setup;
  std::optional<boost::json::value> position;  // as written; validated by start_game
  std::vector<std::pair<Faction, Action>> actions;
};

// Parse a game file; BadJson with a sentence naming the field on any problem.
Result<GameFile> parse_game_file(std::string_view text);
Result<GameFile> game_file_from_json(const boost::json::value& v);
boost::json::value to_json(const GameFile& f);
// Indented JSON text, one action per line.
std::string write_game_file(const GameFile& f);

// new_game(setup), then the stated position (if any): setup decisions are completed with the
// stated or default choices, the position is laid out, and begin_phase enters the stated phase.
Result<Game> start_game(const GameFile& f);
// The guard start_game runs once on a stated position, laid out and its phase entered (not after
// each replayed action): empty when check_invariants holds (the spice ledger counted from the stated
// spice, `spiceBase` = spice on the table minus g.bankOut before the phase begins), else the refusal,
// "The stated position is not consistent: " and the invariant's sentence.
std::string stated_position_refusal(const Game& g, long spiceBase);

// start_game, then apply every action in order. On the first refused action, returns its error
// with the message prefixed by "action #i (seat): " (i counts from 1). `appliedCount`, when
// given, receives the number of actions applied successfully.
Result<Game> replay(const GameFile& f, std::size_t* appliedCount = nullptr);

// A replay that keeps going as far as it can: the game after the last accepted action (the state
// before a refused one), the refusal if any (message prefixed as in replay), and every log line
// written since the start (apply keeps only the last action's lines in Game::log). An error
// result means the file could not start (bad position).
struct Replayed {
  Game game;
  std::size_t applied = 0;
  std::optional<Error> refusal;
  std::optional<std::pair<Faction, Action>> refused;  // the refused action
  std::vector<LogEntry> log;                          // whole log, with each line's visibility
};
Result<Replayed> replay_all(const GameFile& f);

// The lines of `log` a viewer may read (public lines, and for a seat its own private ones).
std::vector<std::string> log_lines_for(const std::vector<LogEntry>& log, std::optional<Faction> seat);

}  // namespace dune
