// The heuristic bot's part in the Tleilaxu leader trade (bots/heuristic_bot.cpp), from its view and the
// legal moves only (Ixians & Tleilaxu rulebook p.7 (2h)): a faction short of leaders asks for an early
// revival before reviving; the Tleilaxu ask about what the leader is worth to the asker; the asker pays
// a fair price and declines a dear one; the Tleilaxu take the strongest dead leader as a Ghola.
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

Game revival(const std::string& players, const std::string& ruleset = "basic") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"phase":"revival","storm_sector":0,"turn":3,)" +
                  players + "}}");
}

// Four Atreides leaders dead (one left), Duncan Idaho among them: not revivable yet (GF9 p.9).
const std::string kShort =
    R"("atreides":{"spice":10,"tanks":2,"leaders_in_tanks":["Lady Jessica","Thufir Hawat","Gurney Halleck",
       "Duncan Idaho"]},"tleilaxu":{"spice":0},"harkonnen":{"spice":10})";

TEST(HeuristicGhola, AsksForAnEarlyRevivalWhenShortOfLeaders) {
  Game g = revival(kShort);
  Action a = bot_choice(g, F::Atreides);
  EXPECT_EQ(a.kind, ActionKind::RequestRevival);
  // With leaders to spare it just revives.
  Game h = revival(R"("atreides":{"spice":10,"tanks":2,"leaders_in_tanks":["Duncan Idaho"]},
      "tleilaxu":{"spice":0},"harkonnen":{"spice":10})");
  EXPECT_NE(bot_choice(h, F::Atreides).kind, ActionKind::RequestRevival);
}

TEST(HeuristicGhola, PriceAndAnswer) {
  Game g = revival(kShort);
  act(g, F::Atreides, R"({"type":"request_revival","leader":"Lady Jessica"})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalPrice));
  Action price = bot_choice(g, F::Tleilaxu);
  ASSERT_EQ(price.kind, ActionKind::NameRevivalPrice);
  EXPECT_EQ(price.amount, 7) << "Jessica's 5 and 2 more";
  Game fair = g;
  act(fair, F::Tleilaxu, R"({"type":"name_revival_price","amount":7})");
  EXPECT_EQ(bot_choice(fair, F::Atreides).kind, ActionKind::AcceptRevivalPrice);
  act(g, F::Tleilaxu, R"({"type":"name_revival_price","amount":10})");
  EXPECT_EQ(bot_choice(g, F::Atreides).kind, ActionKind::Pass) << "all its spice for Jessica: too dear";
}

TEST(HeuristicGhola, TakesTheStrongestGhola) {
  Game g = revival(R"("atreides":{"spice":10,"leaders_in_tanks":["Duncan Idaho","Lady Jessica"]},
      "tleilaxu":{"spice":10,"leaders_in_tanks":["Wykk","Blin"],"hand":[]},"harkonnen":{"spice":10})",
                   "advanced");  // (no card: with one, their revival window would open first)
  Action a = bot_choice(g, F::Tleilaxu);
  EXPECT_EQ(a.kind, ActionKind::Revive);
  EXPECT_EQ(a.leader, leader_by_name("Lady Jessica"));
}

}  // namespace
}  // namespace dune::test
