// Tournaments between bots (issue 38, bots/tournament.hpp): the schedule pairs seeds and moves every bot
// through every seat; the rating reads wins as a Plackett-Luce fit and its interval from a bootstrap.
#include "bots/tournament.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace dune::bots {
namespace {

TournamentOptions rotation_of(std::vector<BotKind> bots, int games) {
  TournamentOptions o;
  o.bots = std::move(bots);
  o.games = games;
  o.seed = 11;
  for (int f = 0; f < kFactions; ++f)
    if (faction_playable(faction_at(f))) o.factions.push_back(faction_at(f));
  return o;
}

TEST(Tournament, RotationPlaysEveryFactionWithEveryBotOnTheSameSeed) {
  const TournamentOptions o = rotation_of({BotKind::Random, BotKind::Heuristic}, 20);
  const auto games = tournament_schedule(o);
  ASSERT_EQ(games.size(), 20u);
  std::map<int, std::vector<const TournamentGame*>> byDeal;
  for (const auto& g : games) byDeal[g.deal].push_back(&g);
  ASSERT_EQ(byDeal.size(), 10u);
  for (const auto& [deal, gs] : byDeal) {
    ASSERT_EQ(gs.size(), 2u);
    EXPECT_EQ(gs[0]->setup.seed, 11u + static_cast<std::uint64_t>(deal));
    EXPECT_EQ(gs[0]->setup.seed, gs[1]->setup.seed);
    EXPECT_EQ(gs[0]->setup.factions, gs[1]->setup.factions);
    ASSERT_EQ(gs[0]->setup.factions.size(), 6u);
    for (Faction f : gs[0]->setup.factions) {
      std::set<BotKind> kinds;
      for (const auto* g : gs) kinds.insert(g->lineup[static_cast<std::size_t>(index(f))]);
      EXPECT_EQ(kinds.size(), 2u) << faction_key(f);
    }
  }
  // Every playable faction sits in as many of the ten deals as any other, give or take one (60 seats).
  std::map<Faction, int> seated;
  for (const auto& [deal, gs] : byDeal)
    for (Faction f : gs[0]->setup.factions) seated[f]++;
  const int n = static_cast<int>(o.factions.size());
  for (Faction f : o.factions) {
    EXPECT_GE(seated[f], 60 / n) << faction_key(f);
    EXPECT_LE(seated[f], (60 + n - 1) / n) << faction_key(f);
  }
}

TEST(Tournament, ChallengePutsTheChallengerInEachSeatOnce) {
  TournamentOptions o = rotation_of({BotKind::Heuristic, BotKind::Random}, 7);
  o.challenge = true;
  const auto games = tournament_schedule(o);
  ASSERT_EQ(games.size(), 7u);
  EXPECT_EQ(games[0].challengerSeat, -1);
  for (Faction f : games[0].setup.factions)
    EXPECT_EQ(games[0].lineup[static_cast<std::size_t>(index(f))], BotKind::Heuristic);
  for (std::size_t i = 1; i < games.size(); ++i) {
    EXPECT_EQ(games[i].setup.seed, games[0].setup.seed);
    int randoms = 0;
    for (std::size_t s = 0; s < games[i].setup.factions.size(); ++s) {
      const bool challenger =
          games[i].lineup[static_cast<std::size_t>(index(games[i].setup.factions[s]))] == BotKind::Random;
      randoms += challenger ? 1 : 0;
      EXPECT_EQ(challenger, static_cast<int>(s) == games[i].challengerSeat);
    }
    EXPECT_EQ(randoms, 1);
  }
}

// Synthetic results: the winner of each game is named by `winner(game index)`.
template <class Winner>
std::vector<TournamentGame> decided(const TournamentOptions& o, Winner winner) {
  auto games = tournament_schedule(o);
  for (std::size_t i = 0; i < games.size(); ++i) {
    games[i].result.finished = true;
    games[i].result.outcome.kind = WinKind::Strongholds;
    games[i].result.outcome.winners = FactionSet::of(winner(games[i]));
  }
  return games;
}

TEST(Tournament, RatingOrdersTheBotsByWinsWithAnInterval) {
  const TournamentOptions o = rotation_of({BotKind::Random, BotKind::Heuristic}, 200);
  // The heuristic seat at the table's first place with a heuristic bot wins every game.
  const auto games = decided(o, [](const TournamentGame& g) {
    for (Faction f : g.setup.factions)
      if (g.lineup[static_cast<std::size_t>(index(f))] == BotKind::Heuristic) return f;
    return g.setup.factions[0];
  });
  const auto r = rate_bots(o, games, 100);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].elo, 0.0);
  EXPECT_GT(r[1].elo, 400.0);  // 200 wins to none, against the prior's one drawn game
  EXPECT_LE(r[1].low, r[1].elo);
  EXPECT_GE(r[1].high, r[1].elo);
  EXPECT_EQ(r[1].wins, 200.0);
  EXPECT_EQ(r[0].seats, 600);
  // The same input gives the same ratings (the bootstrap's generator is fixed).
  const auto again = rate_bots(o, games, 100);
  EXPECT_EQ(again[1].low, r[1].low);
  EXPECT_EQ(again[1].high, r[1].high);
}

TEST(Tournament, EvenResultsRateEven) {
  const TournamentOptions o = rotation_of({BotKind::Random, BotKind::Heuristic}, 400);
  // Both games of a deal are won by the same faction of its table, played by each bot once.
  const auto games = decided(
      o, [&](const TournamentGame& g) { return g.setup.factions[static_cast<std::size_t>(g.deal % 6)]; });
  const auto r = rate_bots(o, games, 50);
  EXPECT_NEAR(r[1].elo, 0.0, 40.0);
  EXPECT_LE(r[1].low, 0.0);
  EXPECT_GE(r[1].high, 0.0);
}

TEST(Tournament, PlaysRealGamesAndTheHeuristicBotRatesAboveRandom) {
  TournamentOptions o = rotation_of({BotKind::Random, BotKind::Heuristic}, 12);
  auto games = tournament_schedule(o);
  for (auto& g : games) {
    g.result = play_match(g.setup, g.lineup);
    ASSERT_TRUE(g.result.finished) << g.result.error;
  }
  const auto r = rate_bots(o, games, 20);
  EXPECT_GT(r[1].elo, r[0].elo);
  EXPECT_TRUE(default_victory(WinKind::GuildSpecial));
  EXPECT_TRUE(default_victory(WinKind::EndOfGame));
  EXPECT_FALSE(default_victory(WinKind::AllianceStrongholds));
}

}  // namespace
}  // namespace dune::bots
