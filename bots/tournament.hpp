// Tournaments between bots (issue 38): seat-rotated games on paired seeds across the playable factions,
// and a rating of each bot from who won. `dune tournament` (cli/tournament.cpp) prints what this returns.
//
// The schedule is made of deals. A deal is a seed and a table of six factions (the playable factions in
// rotation, as `dune simulate --factions rotate`: deal d seats six of them from the d-th on). Each deal is
// played several times with the same seed, the bots moved between the seats:
// - rotation (the default): with K bots, K games per deal; in game r of the deal the table's k-th faction
//   is played by bot (k + r) mod K, so over the deal every faction is played by every bot once, on the
//   same seed;
// - challenge: the first bot is the baseline and each other bot a challenger; per deal one game with the
//   baseline in every seat, then for each challenger six games with it in one seat (each of the table's
//   factions in turn) and the baseline in the other five. A challenger's wins in a seat are compared with
//   the baseline's in the same seat on the same seed (its all-baseline game).
//
// The rating is a Plackett-Luce (top-one, or multinomial logit) fit: each bot has a strength g, and the
// chance that a seat wins a game is its bot's g over the sum of the six seats' g. A shared win (an
// alliance) counts 1/n for each of its n winners. Fitted by minorization-maximization (Hunter 2004), with
// one virtual drawn two-seat game per pair of bots as a prior (so a bot that never wins stays finite).
// Elo = 400 log10(g / g of the first bot), so the first bot is at 0; a bot D Elo above another wins a
// two-seat game between them with chance 1 / (1 + 10^(-D/400)). The confidence interval comes from
// resampling the deals (a paired bootstrap, deterministic: its generator has a fixed seed).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bots/match.hpp"

namespace dune::bots {

struct TournamentOptions {
  std::vector<BotKind> bots;  // distinct; at least one
  int games = 60;             // at least this many games: whole deals are played
  std::uint64_t seed = 1;     // deal d uses seed + d
  Ruleset ruleset;
  std::vector<Faction> factions;  // in rotation, six a game (or all of them when six or fewer)
  bool challenge = false;
  MatchSettings settings;  // the search bot's budget
};

struct TournamentGame {
  int deal = 0;
  SetupOptions setup;
  BotLineup lineup{};
  // Challenge: the table's seat the challenger plays (-1: the all-baseline game).
  int challengerSeat = -1;
  MatchResult result;
};

// The games to play, in order (each with its result empty).
std::vector<TournamentGame> tournament_schedule(const TournamentOptions& o);
// Games per deal for these options.
int games_per_deal(const TournamentOptions& o);

struct BotRating {
  BotKind bot = BotKind::Random;
  double elo = 0, low = 0, high = 0;  // 95% interval from the bootstrap
  int seats = 0;                      // seats played (games x seats of this bot)
  double wins = 0;                    // wins, a shared win counting for each winner
};

// Ratings of o.bots in their order (the first at 0). `resamples` bootstrap rounds (0: no interval).
std::vector<BotRating> rate_bots(const TournamentOptions& o, const std::vector<TournamentGame>& played,
                                 int resamples = 200);

// Default victories: a win at the end of the last turn because nobody won before (the Guild's, the
// Fremen's, most strongholds).
bool default_victory(WinKind k);

}  // namespace dune::bots
