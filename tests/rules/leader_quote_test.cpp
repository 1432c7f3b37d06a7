// The battle quote's leaders (engine/rules/quotes.hpp LeaderQuote, issue 39 item 5): in the current battle
// the view gives each leader a side may field with what it counts, as leader_value counts it for the totals
// and the spice paid for a killed leader, so that clients read it instead of printed strengths. Zoal
// (Ixians & Tleilaxu rule 35, ix.tleilaxu.zoal) counts the opposing leader's value: his quote is the range
// over the leaders the opponent may field (and none, 0), one value once a prescience answer names it. Duke
// Vidal (em.duke.*, E3 pp.6-9) counts 6 for the faction that controls him. The Kwisatz Haderach's +2 is
// quoted for the Atreides in the Advanced game.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/quotes.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

Game battle(const std::string& ruleset, const std::string& factions, const std::string& forces,
            const std::string& players) {
  return scenario(
      R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions +
      R"(],"seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":)" +
      forces + R"(,"spice_on_board":[],)" + players + "}}");
}

const BattleQuote* current(const View& v, F f) {
  for (const BattleQuote& q : v.battleQuotes)
    if (q.faction == f && q.territory == v.battleTerritory) return &q;
  return nullptr;
}

const LeaderQuote* leader(const BattleQuote& q, const std::string& name) {
  for (const LeaderQuote& l : q.leaders)
    if (leader_name(l.leader) == name) return &l;
  return nullptr;
}

// The Emperor (aggressor) against the Tleilaxu in The Great Flat, plans open.
Game zoal_duel() {
  Game g =
      battle("basic", R"("emperor","tleilaxu","harkonnen")",
             R"([{"faction":"emperor","territory":"the_great_flat","count":8},
                      {"faction":"tleilaxu","territory":"the_great_flat","count":6},
                      {"faction":"harkonnen","territory":"carthag","count":5}])",
             R"("emperor":{"spice":10,"tanks":0,"hand":[]},"tleilaxu":{"spice":10,"tanks":0,"reserves":14,
                     "hand":[]},"harkonnen":{"spice":10})");
  pass_until_decision(g, F::Tleilaxu, DecisionKind::BattlePlan);
  return g;
}

TEST(LeaderQuote, ZoalIsQuotedAsTheOpposingLeadersRange) {
  Game g = zoal_duel();
  const View v = view(g, Viewer::of(F::Tleilaxu));
  const BattleQuote* t = current(v, F::Tleilaxu);
  ASSERT_NE(t, nullptr);
  const LeaderQuote* zoal = leader(*t, "Zoal");
  ASSERT_NE(zoal, nullptr);
  // The Emperor's leaders run from 1 (Burseg) to 6 (Count Hasimir Fenring); no leader counts 0.
  EXPECT_EQ(zoal->low, 0);
  EXPECT_EQ(zoal->high, 6);
  const LeaderQuote* hidar = leader(*t, "Hidar Fen Ajidica");
  ASSERT_NE(hidar, nullptr);
  EXPECT_EQ(hidar->low, 4);
  EXPECT_EQ(hidar->high, 4);
  // The other side's quote is public too: the Emperor's leaders at their printed strength.
  const View spectator = view(g, Viewer::spectator());
  const BattleQuote* e = current(spectator, F::Emperor);
  ASSERT_NE(e, nullptr);
  const LeaderQuote* fenring = leader(*e, "Count Hasimir Fenring");
  ASSERT_NE(fenring, nullptr);
  EXPECT_EQ(fenring->low, 6);
  EXPECT_EQ(fenring->high, 6);
  EXPECT_EQ(e->kwisatz, 0);
}

// The quote is what the battle counts: Zoal beside dial 4 beats Fenring beside dial 3 (4 + 6 > 3 + 6).
TEST(LeaderQuote, ZoalsQuoteIsWhatTheBattleCounts) {
  Game g = zoal_duel();
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":3})");
  const BattleQuote* t = current(view(g, Viewer::of(F::Tleilaxu)), F::Tleilaxu);
  ASSERT_NE(t, nullptr);
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Zoal","dial":4})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(forces_in(g, F::Emperor, territory_by_key("the_great_flat")), 0);
  bool logged = std::any_of(g.log.begin(), g.log.end(),
                            [](const LogEntry& e) { return e.text.str() == "Tleilaxu wins 10 to 9."; });
  EXPECT_TRUE(logged);
}

// Duke Vidal, controlled by Ecaz: quoted at 6 for Ecaz, absent from the Harkonnen's leaders.
TEST(LeaderQuote, DukeVidalCountsSixForWhoControlsHim) {
  Game g = battle("basic", R"("atreides","harkonnen","ecaz")",
                  R"([{"faction":"ecaz","territory":"the_great_flat","count":5},
                      {"faction":"harkonnen","territory":"the_great_flat","count":6}])",
                  R"("atreides":{"spice":11,"hand":[]},"harkonnen":{"spice":10,"hand":[]},
                     "ecaz":{"spice":12,"hand":[]})");
  g.em.dukeHolder = static_cast<std::int8_t>(index(F::Ecaz));
  g.em.dukeTenure = DukeTenure::UntilBattle;
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  const View v = view(g, Viewer::of(F::Ecaz));
  const BattleQuote* e = current(v, F::Ecaz);
  ASSERT_NE(e, nullptr);
  const LeaderQuote* duke = leader(*e, "Duke Prad Vidal");
  ASSERT_NE(duke, nullptr);
  EXPECT_EQ(duke->low, 6);
  EXPECT_EQ(duke->high, 6);
  const BattleQuote* h = current(v, F::Harkonnen);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(leader(*h, "Duke Prad Vidal"), nullptr);
  // In the view's JSON: each leader as the view writes leaders, with its range.
  const std::string js = boost::json::serialize(to_json(v));
  EXPECT_NE(js.find(R"("name":"Duke Prad Vidal")"), std::string::npos) << js;
  EXPECT_NE(js.find(R"("low":6,"high":6)"), std::string::npos) << js;
}

// Advanced: the Kwisatz Haderach's addition is quoted for the Atreides.
TEST(LeaderQuote, KwisatzHaderachAdditionQuotedForTheAtreides) {
  Game g = battle(
      "advanced", R"("atreides","harkonnen")",
      R"([{"faction":"atreides","territory":"the_great_flat","count":5},
                      {"faction":"harkonnen","territory":"the_great_flat","count":6}])",
      R"("atreides":{"spice":11,"hand":[],"traitors":[]},"harkonnen":{"spice":10,"hand":[],"traitors":[]})");
  pass_until_decision(g, F::Atreides, DecisionKind::BattlePlan);
  const View v = view(g, Viewer::of(F::Atreides));
  const BattleQuote* a = current(v, F::Atreides);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->kwisatz, 2);
  EXPECT_FALSE(a->leaders.empty());
  const BattleQuote* h = current(v, F::Harkonnen);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->kwisatz, 0);
}

}  // namespace
}  // namespace dune::test
