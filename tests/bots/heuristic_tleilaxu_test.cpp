// The heuristic bot's Tleilaxu decisions (bots/heuristic_bot.cpp), read from its view and the legal
// moves only: a Face Dancer is revealed against an enemy winner with as many forces as it may place
// (Ixians & Tleilaxu rulebook p.6), never against its ally; a revival limit is raised only for its ally.
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

// Emperor (aggressor) against Harkonnen in The Great Flat; the Tleilaxu seated, Bashar a Face Dancer.
Game won_by_face_dancer(const std::string& allies) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,"forces":[
      {"faction":"emperor","territory":"the_great_flat","count":8},
      {"faction":"harkonnen","territory":"the_great_flat","count":4}],"spice_on_board":[],
      "emperor":{"spice":10,"hand":[])" +
                    allies + R"(},"tleilaxu":{"spice":10,"reserves":20},
      "harkonnen":{"spice":10,"hand":[]}}})");
  g.tleilaxu.faceDancers = {leader_by_name("Bashar"), leader_by_name("Blin"), leader_by_name("Wykk")};
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":1})");
  for (F f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  return g;
}

TEST(HeuristicTleilaxu, RevealsAFaceDancerAgainstAnEnemyWithEveryForceItMay) {
  Game g = won_by_face_dancer("");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  Action a = bot_choice(g, F::Tleilaxu);
  EXPECT_EQ(a.kind, ActionKind::RevealFaceDancer);
  EXPECT_EQ(a.amount, 5);  // the Emperor's 8 less the 3 dialed
}

TEST(HeuristicTleilaxu, NeverUnmasksItsAlly) {
  Game g = won_by_face_dancer(R"(,"ally":"tleilaxu")");
  g.player(F::Tleilaxu).ally = static_cast<std::int8_t>(index(F::Emperor));
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(bot_choice(g, F::Tleilaxu).kind, ActionKind::Pass);
}

TEST(HeuristicTleilaxu, RaisesTheRevivalLimitOnlyForItsAlly) {
  const std::string head =
      R"({"setup":{"ruleset":"basic","factions":["atreides","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"phase":"revival","storm_sector":0,"turn":3,)";
  Game g = scenario(head + R"("atreides":{"spice":10,"tanks":6},"tleilaxu":{"spice":0},
      "harkonnen":{"spice":10,"tanks":6}}})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants));
  EXPECT_EQ(bot_choice(g, F::Tleilaxu).kind, ActionKind::Pass);
  Game a = scenario(head + R"("atreides":{"spice":10,"tanks":6,"ally":"tleilaxu"},
      "tleilaxu":{"spice":0,"ally":"atreides"},"harkonnen":{"spice":10,"tanks":6}}})");
  Action c = bot_choice(a, F::Tleilaxu);
  EXPECT_EQ(c.kind, ActionKind::RaiseRevivalLimit);
  EXPECT_EQ(c.faction, F::Atreides);
}

// Tleilaxu sheet (Ixians & Tleilaxu rulebook p.7, 2h; checklist row 35): Zoal is worth the opposing
// leader's strength. With Zoal and Blin (1) left against the Harkonnen (Feyd-Rautha 6 available) the bot
// plans Zoal as worth what it expects of their leader, not his printed 0, and fields him.
TEST(HeuristicTleilaxu, PlansZoalAtTheOpposingLeadersWorth) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,"forces":[
      {"faction":"tleilaxu","territory":"the_great_flat","count":6},
      {"faction":"harkonnen","territory":"the_great_flat","count":4}],"spice_on_board":[],
      "emperor":{"spice":10,"hand":[]},"tleilaxu":{"spice":10,"reserves":14,"hand":[]},
      "harkonnen":{"spice":10,"hand":[]}}})");
  for (const char* name : {"Hidar Fen Ajidica", "Master Zaaf", "Wykk"}) {
    const LeaderId l = leader_by_name(name);
    g.player(F::Tleilaxu).leaders[static_cast<std::size_t>(leader_slot(l))].where = LeaderWhere::Tanks;
  }
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::BattlePlan));
  const Action a = bot_choice(g, F::Tleilaxu);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  EXPECT_EQ(a.leader, leader_by_name("Zoal"));
}

}  // namespace
}  // namespace dune::test
