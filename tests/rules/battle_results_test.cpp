// The battles of the turn and the victory's reason in the view (issue 39 items 4 and 8). Each battle resolved
// in this Battle phase is kept (BattleStep::results) and the view lists this turn's, public: both plans as
// revealed, how it ended, the totals, the forces each side lost to the Tanks and the leaders killed, as the
// resolution counted them (GF9 Rulebook 2019 p.11: the loser loses every force there, the winner what it
// dialed; a Lasgun and Shield explosion kills everything there). The end screen's reason comes from the
// outcome (engine/view/words.hpp): a Fremen win without the Guild in the game is told as that, not as the
// Fremen special victory's condition (GF9 p.16).
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "engine/view/words.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// The Emperor (aggressor, 8 forces) against the Tleilaxu (6) in The Great Flat, plans open.
Game duel(const std::string& emperorHand, const std::string& tleilaxuHand) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,"forces":[
        {"faction":"emperor","territory":"the_great_flat","count":8},
        {"faction":"tleilaxu","territory":"the_great_flat","count":6},
        {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":)" +
                    emperorHand + R"(},
      "tleilaxu":{"spice":10,"tanks":0,"reserves":14,"hand":)" +
                    tleilaxuHand + R"(},
      "harkonnen":{"spice":10}}})");
  pass_until_decision(g, F::Tleilaxu, DecisionKind::BattlePlan);
  return g;
}

void no_traitors(Game& g) {
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
}

TEST(BattleResults, TheBattleIsKeptWithTotalsAndLossesOnBothSides) {
  Game g = duel("[]", "[]");
  EXPECT_TRUE(view(g, Viewer::spectator()).battles.empty());
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":3})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Hidar Fen Ajidica","dial":4})");
  no_traitors(g);
  const View v = view(g, Viewer::spectator());
  ASSERT_EQ(v.battles.size(), 1u);
  const BattleResult& r = v.battles[0];
  EXPECT_EQ(r.territory, territory_by_key("the_great_flat"));
  EXPECT_EQ(r.end, BattleResult::Totals);
  EXPECT_EQ(r.winner, 0);  // the Emperor: 3 + 6 against 4 + 4
  EXPECT_EQ(r.totals[0], 18);
  EXPECT_EQ(r.totals[1], 16);
  EXPECT_EQ(r.lost[0].normal, 3);  // the winner loses what it dialed
  EXPECT_EQ(r.lost[1].normal, 6);  // the loser every force there
  EXPECT_FALSE(r.leaderKilled[0]);
  EXPECT_FALSE(r.leaderKilled[1]);
  EXPECT_EQ(r.plans[1].dial, 4);
  const std::string js = boost::json::serialize(to_json(v));
  EXPECT_NE(
      js.find(R"("end":"totals","winner":"emperor","half_points":[18,16],)"
              R"("lost":[{"normal":3,"special":0},{"normal":6,"special":0}],"leaders_killed":[false,false])"),
      std::string::npos)
      << js;
  EXPECT_EQ(r.turn, 3);
  EXPECT_NE(js.find(R"("battles":[{"turn":3,"territory":"the_great_flat")"), std::string::npos) << js;
  // The same for every seat (public), and a snapshot round trip keeps it.
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).battles, v.battles);
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), g);
  // Kept through the next turn until its Battle phase begins (the table may look back at it).
  Rng rng = Rng::seeded(3);
  for (int i = 0; i < 2000 && !is_over(g) && !(g.turn == 4 && g.phase == Phase::ShipMove); ++i) {
    const auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    ASSERT_TRUE(apply(g, ds.front().seat, *sample_legal_action(g, ds.front().seat, rng)));
  }
  ASSERT_EQ(g.turn, 4);
  EXPECT_EQ(view(g, Viewer::spectator()).battles, v.battles);
}

TEST(BattleResults, AnExplosionKillsBothLeadersAndEveryForce) {
  Game g = duel(R"(["lasgun"])", R"(["shield"])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":2,"weapon":"lasgun"})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Hidar Fen Ajidica","dial":1,"defense":"shield"})");
  no_traitors(g);
  const View v = view(g, Viewer::spectator());
  ASSERT_EQ(v.battles.size(), 1u);
  const BattleResult& r = v.battles[0];
  EXPECT_EQ(r.end, BattleResult::Explosion);
  EXPECT_EQ(r.winner, -1);
  EXPECT_EQ(r.totals[0], -1);
  EXPECT_EQ(r.lost[0].normal, 8);
  EXPECT_EQ(r.lost[1].normal, 6);
  EXPECT_TRUE(r.leaderKilled[0]);
  EXPECT_TRUE(r.leaderKilled[1]);
}

TEST(OutcomeReason, FremenWinWithoutTheGuildIsNotTheirSpecialCondition) {
  Game g = six_factions("basic", "battle");
  g.players[index(F::Guild)].inGame = false;
  index_seats(g);
  g.phase = Phase::GameOver;
  g.outcome = {WinKind::FremenSpecial, FactionSet::of(F::Fremen), 10};
  const std::string without = outcome_reason(g);
  EXPECT_NE(without.find("Spacing Guild is not in this game"), std::string::npos) << without;
  EXPECT_EQ(without.find("Sietch Tabr"), std::string::npos) << without;
  g.players[index(F::Guild)].inGame = true;
  index_seats(g);
  const std::string with = outcome_reason(g);
  EXPECT_NE(with.find("Sietch Tabr and Habbanya Sietch"), std::string::npos) << with;
  // In the view's outcome; none while the game is played.
  const std::string js = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  EXPECT_NE(js.find(R"("reason":"Nobody won by the end of the last turn)"), std::string::npos) << js;
  g.outcome = {};
  g.phase = Phase::Battle;
  EXPECT_EQ(outcome_reason(g), "");
}

TEST(OutcomeReason, StrongholdsNamesThoseHeld) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["harkonnen","bene_gesserit"],"seed":11,
      "random_seating":false},"position":{"turn":4,"phase":"mentat_pause","storm_sector":0,"forces":[
        {"faction":"harkonnen","territory":"carthag","count":5},{"faction":"harkonnen","territory":"arrakeen","count":3},
        {"faction":"harkonnen","territory":"habbanya_sietch","count":2}],"spice_on_board":[],
      "harkonnen":{"spice":10},"bene_gesserit":{"spice":5}}})");
  g.phase = Phase::GameOver;
  g.outcome = {WinKind::Strongholds, FactionSet::of(F::Harkonnen), 4};
  const std::string r = outcome_reason(g);
  EXPECT_EQ(r,
            "Harkonnen held enough strongholds at the end of turn 4: Carthag, Arrakeen and Habbanya Sietch.")
      << r;
}

}  // namespace
}  // namespace dune::test
