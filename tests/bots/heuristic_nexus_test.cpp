// The heuristic bot's answer to an alliance proposal in the Nexus (bots/heuristic_nexus.cpp):
// read off its View alone, it accepts a partner who brings strongholds toward the shared win
// (GF9 p.12: four strongholds for an alliance) and declines one who brings none.
#include <gtest/gtest.h>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

View nexus_view(Faction seat) {
  View v;
  v.seat = seat;
  v.phase = Phase::Nexus;
  v.turn = 3;
  for (auto& p : v.players) p.inGame = true;
  return v;
}

void hold(View& v, Faction f, TerritoryId t, int n) {
  v.board[static_cast<std::size_t>(locations_of(t)[0])][static_cast<std::size_t>(f)].normal =
      static_cast<std::uint8_t>(n);
}

TEST(BotHeuristicNexus, AcceptsAStrongholdHolderAndDeclinesAPartnerWithNone) {
  View v = nexus_view(Faction::Emperor);
  v.nexusOffers[static_cast<std::size_t>(Faction::Atreides)] =
      static_cast<std::int8_t>(index(Faction::Emperor));
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Atreides)) << "a partner with no stronghold";
  hold(v, Faction::Atreides, T::Arrakeen, 10);
  EXPECT_TRUE(bots::heuristic_accepts_alliance(v, Faction::Atreides)) << "a partner holding Arrakeen alone";
  // Only a proposal made to us can be answered, and only while we are unallied.
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Harkonnen));
  v.players[static_cast<std::size_t>(Faction::Emperor)].ally =
      static_cast<std::int8_t>(index(Faction::Fremen));
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Atreides));
}

// Issue 39: the bot that turns a proposal down says why in one sentence, from the scores it decided
// by: a partner with no stronghold brings the pair no closer to four; or the ally it took instead.
TEST(BotHeuristicNexus, SaysWhyItDeclines) {
  View v = nexus_view(Faction::Emperor);
  v.nexusOffers[static_cast<std::size_t>(Faction::Atreides)] =
      static_cast<std::int8_t>(index(Faction::Emperor));
  ASSERT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Atreides));
  const std::string none = bots::heuristic_decline_reason(v, Faction::Atreides, std::nullopt);
  EXPECT_NE(none.find("You hold no stronghold yet, Atreides"), std::string::npos) << none;
  hold(v, Faction::Emperor, T::Arrakeen, 5);
  hold(v, Faction::Emperor, T::Carthag, 5);
  const std::string close = bots::heuristic_decline_reason(v, Faction::Atreides, std::nullopt);
  EXPECT_NE(close.find("I hold 2 strongholds and you hold none"), std::string::npos) << close;
  hold(v, Faction::Harkonnen, T::TueksSietch, 5);
  const std::string other = bots::heuristic_decline_reason(v, Faction::Atreides, Faction::Harkonnen);
  EXPECT_EQ(other, "I allied with the Harkonnen instead: they hold 1 of the strongholds, you none.");
  for (const std::string& s : {none, close, other}) {
    EXPECT_EQ(s.find('\n'), std::string::npos) << "one line";
    EXPECT_LE(s.size(), 200u);
  }
}

// Issue 17: the bot proposes to a person too, by the same heuristic. A partner that brings the
// alliance to four strongholds is a clear choice; one that brings none is not proposed to.
TEST(BotHeuristicNexus, ProposesWhereThePairWouldWin) {
  View v = nexus_view(Faction::Harkonnen);
  v.pending = {{Faction::Harkonnen, DecisionKind::Nexus, 0, 0},
               {Faction::Atreides, DecisionKind::Nexus, 0, 0}};
  std::vector<Action> legal{{.kind = ActionKind::Pass}};
  for (Faction f : {Faction::Atreides, Faction::Emperor, Faction::Fremen})
    legal.push_back({.kind = ActionKind::Ally, .faction = f});
  EXPECT_EQ(bots::heuristic_proposal(v, legal), std::nullopt) << "nobody brings a stronghold";
  hold(v, Faction::Harkonnen, T::Carthag, 5);
  hold(v, Faction::Harkonnen, T::TueksSietch, 5);
  hold(v, Faction::Atreides, T::Arrakeen, 5);
  hold(v, Faction::Atreides, T::SietchTabr, 5);
  EXPECT_EQ(bots::heuristic_proposal(v, legal), Faction::Atreides);
  // choose_heuristic makes the same choice whatever its jitter.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng = Rng::seeded(seed);
    const Action a = bots::choose_heuristic(v, legal, rng);
    EXPECT_EQ(a.kind, ActionKind::Ally);
    EXPECT_EQ(a.faction, Faction::Atreides);
  }
  // Not while a proposal of ours is open, nor when allied.
  v.nexusOffers[static_cast<std::size_t>(Faction::Harkonnen)] =
      static_cast<std::int8_t>(index(Faction::Emperor));
  EXPECT_EQ(bots::heuristic_proposal(v, legal), std::nullopt);
  v.nexusOffers[static_cast<std::size_t>(Faction::Harkonnen)] = -1;
  v.players[static_cast<std::size_t>(Faction::Harkonnen)].ally =
      static_cast<std::int8_t>(index(Faction::Fremen));
  EXPECT_EQ(bots::heuristic_proposal(v, legal), std::nullopt);
}

// The same through the engine: a Nexus position where the Harkonnen and the Atreides together hold
// four strongholds; the Harkonnen's own view and legal list give the proposal, and the engine takes it.
TEST(BotHeuristicNexus, ProposalFromAGamePosition) {
  Game g = test::scenario(R"({"setup": {"ruleset": "basic", "factions": ["atreides", "emperor", "harkonnen"],
      "seed": 3, "random_seating": false},
    "position": {"turn": 3, "phase": "nexus", "storm_sector": 0,
      "forces": [{"faction": "atreides", "territory": "arrakeen", "count": 5},
                 {"faction": "atreides", "territory": "sietch_tabr", "count": 5},
                 {"faction": "harkonnen", "territory": "carthag", "count": 5},
                 {"faction": "harkonnen", "territory": "tueks_sietch", "count": 5}]}})");
  const auto legal = legal_actions(g, Faction::Harkonnen);
  const auto to = bots::heuristic_proposal(view(g, Viewer::of(Faction::Harkonnen)), legal);
  ASSERT_EQ(to, Faction::Atreides);
  test::act(g, Faction::Harkonnen, R"({"type":"ally","faction":"atreides"})");
  EXPECT_EQ(g.nexus.offer[index(Faction::Harkonnen)], index(Faction::Atreides));
  // The Emperor, with neither partner bringing a win, does not propose.
  EXPECT_EQ(
      bots::heuristic_proposal(view(g, Viewer::of(Faction::Emperor)), legal_actions(g, Faction::Emperor)),
      std::nullopt);
  // The Atreides accept by proposing back: the alliance forms.
  test::act(g, Faction::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  EXPECT_EQ(g.player(Faction::Atreides).ally, index(Faction::Harkonnen));
}

}  // namespace
}  // namespace dune
