// The heuristic bot's Amal choice (bots/heuristic_bot.cpp, score_play_amal), read from its view and
// the legal moves only: at the beginning of the Bidding phase it plays Amal when it holds almost no
// spice of its own (ix.card.amal: every faction, the player included, loses half its spice), and
// keeps the card otherwise.
#include <gtest/gtest.h>

#include <string>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "engine/view/view.hpp"
#include "tests/support/bot_choice.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

Game amal_at(const std::string& phase, int harkonnenSpice) {
  return scenario(
      R"({"setup":{"ruleset":"basic","factions":["emperor","harkonnen"],"variants":["it_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":")" +
      phase + R"(","storm_sector":0,"forces":[],"spice_on_board":[],
      "emperor":{"spice":12,"hand":["shield"]},"harkonnen":{"spice":)" +
      std::to_string(harkonnenSpice) + R"(,"hand":["amal"]}}})");
}

TEST(HeuristicAmal, PlaysAmalBeforeTheBiddingWhenItHoldsAlmostNoSpice) {
  Game g = amal_at("bidding", 1);
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Amal));
  EXPECT_EQ(bot_choice(g, F::Harkonnen).kind, ActionKind::PlayAmal);
}

TEST(HeuristicAmal, KeepsAmalWhenItWouldLoseMuchOrOutsideTheBidding) {
  Game rich = amal_at("bidding", 9);
  ASSERT_TRUE(has_pending(rich, F::Harkonnen, DecisionKind::Amal));
  EXPECT_EQ(bot_choice(rich, F::Harkonnen).kind, ActionKind::Pass);
  Game other = amal_at("revival", 1);
  ASSERT_TRUE(has_pending(other, F::Harkonnen, DecisionKind::Amal));
  EXPECT_EQ(bot_choice(other, F::Harkonnen).kind, ActionKind::Pass);
  // The seat without Amal has only the pass.
  EXPECT_EQ(bot_choice(rich, F::Emperor).kind, ActionKind::Pass);
}

}  // namespace
}  // namespace dune::test
