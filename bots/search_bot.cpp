#include "bots/search_bot.hpp"

#include <algorithm>
#include <chrono>

#include "bots/heuristic_bot.hpp"
#include "bots/match.hpp"
#include "engine/determinize.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune::bots {
namespace {

constexpr int kSampleLimit = 64;  // as legal_actions' default
constexpr long kPlayoutDecisions = 20000;

// What a playout's end is worth to `seat`: 1 for a win (shared with an ally or not), 0 for a game lost.
// A game still going: the strongholds the seat and its ally occupy toward the three (four allied) a win
// needs (GF9 p.4), whether the seat (or its ally) would win were the last turn over now (the engine's
// end-of-game victories: the Guild's, the Fremen's; weighed more as the last turn nears), and a little for
// its spice.
double value(const Game& g, Faction seat) {
  if (g.phase == Phase::GameOver) return g.outcome.winners.has(seat) ? 1.0 : 0.0;
  const Player& p = g.player(seat);
  int held = strongholds_occupied(g, seat);
  int needed = 3;
  if (p.ally != kNoAlly) {
    held += strongholds_occupied(g, faction_at(p.ally));
    needed = 4;
  }
  const double late =
      std::clamp(static_cast<double>(g.turn) / std::max<int>(1, g.ruleset.maxTurns), 0.0, 1.0);
  double atEnd = 0;
  if (const auto w = hooks::wins_at_end(g);
      w && (w->first == seat || (p.ally != kNoAlly && index(w->first) == p.ally)))
    atEnd = 1;
  return 0.6 * (1 - 0.5 * late) * std::min(1.0, static_cast<double>(held) / needed) + 0.3 * late * atEnd +
         0.1 * std::min(1.0, p.spice / 40.0);
}

// Heuristic bots play every seat of g until the game ends or turn `lastTurn` is over.
void play_out(Game& g, int lastTurn, Rng& rng) {
  std::vector<Decision> d;
  for (long n = 0; n < kPlayoutDecisions && !is_over(g) && g.turn <= lastTurn; ++n) {
    pending(g, d);
    if (d.empty()) return;
    const Faction seat = d[rng.below(static_cast<std::uint32_t>(d.size()))].seat;
    bool listed = false;
    const std::optional<Action> a = heuristic_turn(g, seat, d, rng, listed);
    if (!a) return;
    if (listed)
      apply_legal(g, seat, *a);
    else if (!apply(g, seat, *a))
      return;
  }
}

}  // namespace

std::optional<Action> choose_search(const Game& g, Faction seat, const std::vector<Decision>& open, Rng& rng,
                                    const SearchBudget& budget) {
  std::vector<Action> legal = legal_actions(g, seat, &rng, heuristic_sample_limit(open, seat, kSampleLimit));
  if (legal.empty()) return std::nullopt;
  if (legal.size() == 1) return legal.front();
  if (auto blind = choose_heuristic_blind(own_decision(open, seat), legal, rng)) return blind;

  // The candidates: the heuristic bot's pick, the others it scores best, then legal actions drawn at random.
  const View v = view(g, Viewer::of(seat), ViewDetail::Play);
  const auto k = static_cast<std::size_t>(std::max(1, budget.candidates));
  std::vector<Action> candidates{choose_heuristic(v, legal, rng)};
  auto add = [&](const Action& a) {
    if (candidates.size() < k && std::find(candidates.begin(), candidates.end(), a) == candidates.end())
      candidates.push_back(a);
  };
  for (const Action& a : heuristic_ranked(v, legal, k)) add(a);
  rng.shuffle(legal);
  for (const Action& a : legal) add(a);
  if (candidates.size() == 1 || budget.playouts <= 0) return candidates.front();

  // Rounds: each deals one game from what the seat knows and plays every candidate in it (the same deal for
  // all, so that the candidates are compared on equal draws).
  const auto start = std::chrono::steady_clock::now();
  const int rounds = std::max(1, budget.playouts / static_cast<int>(candidates.size()));
  const int lastTurn = g.turn + budget.horizonTurns;
  std::vector<double> total(candidates.size(), 0.0);
  for (int r = 0; r < rounds; ++r) {
    const Game dealt = determinize(g, seat, rng.next());
    const std::uint64_t playSeed = rng.next();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      Game p = dealt;
      if (!apply(p, seat, candidates[i])) continue;  // refused in this deal (never: legal for the seat)
      Rng pr = Rng::seeded(playSeed);
      play_out(p, lastTurn, pr);
      total[i] += value(p, seat);
    }
    if (budget.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > budget.seconds)
      break;
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < candidates.size(); ++i)
    if (total[i] > total[best]) best = i;
  return candidates[best];
}

}  // namespace dune::bots
