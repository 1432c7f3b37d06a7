// Full games between bots, one kind of bot per seat: the loop `dune simulate` and the bot tests
// share. Each bot sees only its seat's View and legal actions; the random bot samples one legal
// action directly (sample_legal_action), which keeps random self-play fast.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <string_view>

#include "bots/search_bot.hpp"
#include "engine/engine.hpp"

namespace dune::bots {

enum class BotKind : std::uint8_t { Random, Heuristic, Search };

std::string_view bot_kind_key(BotKind k);  // "random", "heuristic", "search"

// The bot playing each faction, indexed by faction.
using BotLineup = std::array<BotKind, kFactions>;

// Parses "heuristic", "random,atreides=heuristic", "heuristic,fremen=random": an optional
// default kind first, then faction=kind overrides. Returns an empty string or an error sentence.
std::string parse_bot_lineup(std::string_view spec, BotLineup& out);

struct MatchResult {
  bool finished = false;
  std::string error;
  Outcome outcome;
  long decisions = 0;
  int turns = 0;
  int battles = 0;
  // With `sign`: FNV-1a folded over the digest of every state of the game, the first included
  // (engine/signature.hpp). Equal for equal trajectories, whatever the code's structure.
  std::uint64_t signature = 0;
};

// What the bots of a match are set to, beyond their kind: the search bot's budget per decision.
struct MatchSettings {
  SearchBudget search;
};

// The heuristic bot's turn for `seat` in g (`open`: pending(g)): its legal actions first, its view only
// when the choice needs one (choose_heuristic_blind). `listed`: the pick is one of the legal actions (a
// battle plan may be a variant of a listed one, which apply validates). nullopt: no legal action.
std::optional<Action> heuristic_turn(const Game& g, Faction seat, const std::vector<Decision>& open, Rng& rng,
                                     bool& listed);

// Called after every accepted action with the game and the number of decisions so far; a
// non-empty return stops the game with that error (used by `simulate --check`).
using StepCheck = std::function<std::string(const Game&, long decisions)>;

// Plays one game from `setup` to the end (or to a 200,000-decision cap). Deterministic in
// setup.seed: the bots draw from a generator seeded from it.
MatchResult play_match(const SetupOptions& setup, const BotLineup& lineup, const StepCheck& check = {},
                       bool sign = false, const MatchSettings& settings = {});

// The bot kind named `key` ("random", "heuristic"); false when none is.
bool bot_kind_by_key(std::string_view key, BotKind& out);

}  // namespace dune::bots
