// Where a battle would be fought (the view's "contested" list, battle_phase::contesting): the engine's own
// battle rule, so that no client decides who battles (issue 36 item 7). Sources: GF9 Rulebook 2019 p.10
// (storm.battle_separation: factions separated by the storm do not battle; the Polar Sink holds no
// battles), FAQ Nov 2020 p.1 (battle.stormed_stronghold), GF9 Rulebook 2019 p.12 (allies never battle),
// Advanced p.16 (Bene Gesserit advisors do not battle).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/view/view.hpp"
#include "tests/support/random_play.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Emperor and Harkonnen (Bene Gesserit and Fremen too, when named) in the Shipment and Movement phase, with
// these forces and the storm in `storm`.
Game position(const std::string& forces, int storm = 0, const std::string& ruleset = "basic",
              const std::string& allies = "") {
  return scenario(
      R"({"setup":{"ruleset":")" + ruleset +
      R"(","factions":["emperor","harkonnen","bene_gesserit","fremen"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":)" +
      std::to_string(storm) + R"(,"forces":)" + forces + allies + "}}");
}

// The factions the view says would battle in the territory (empty: no battle there).
FactionSet contested(const Game& g, std::string_view key) {
  const View v = view(g, Viewer::spectator());
  for (const View::Contest& c : v.contested)
    if (c.territory == territory_by_key(key)) return c.factions;
  return {};
}

TEST(Contested, TwoFactionsInOneSectorWouldBattle) {
  const Game g = position(R"([{"faction":"emperor","territory":"cielago_north","sector":0,"count":4},
                              {"faction":"harkonnen","territory":"cielago_north","sector":0,"count":5}])");
  EXPECT_EQ(contested(g, "cielago_north"), (FactionSet{F::Emperor, F::Harkonnen}));
  // In the JSON the seats read: territory key and faction keys.
  const std::string json = boost::json::serialize(to_json(view(g, Viewer::of(F::Emperor))));
  EXPECT_NE(json.find(R"("contested":[{"territory":"cielago_north","factions":["emperor","harkonnen"]}])"),
            std::string::npos)
      << json.substr(json.find("\"contested\""), 120);
}

// storm.battle_separation: Cielago North spans sectors 0, 1, 2; the storm in sector 1 separates 0 from 2.
TEST(Contested, TheStormSeparatesSectorsOfOneTerritory) {
  EXPECT_TRUE(contested(position(R"([{"faction":"emperor","territory":"cielago_north","sector":0,"count":4},
                                     {"faction":"harkonnen","territory":"cielago_north","sector":2,"count":5}])",
                                 1),
                        "cielago_north")
                  .empty());
  // One side under the storm, the other not: no battle either.
  EXPECT_TRUE(contested(position(R"([{"faction":"emperor","territory":"cielago_north","sector":1,"count":4},
                                     {"faction":"harkonnen","territory":"cielago_north","sector":2,"count":5}])",
                                 1),
                        "cielago_north")
                  .empty());
  // Both in the stormed sector: they battle.
  EXPECT_EQ(contested(position(R"([{"faction":"emperor","territory":"cielago_north","sector":1,"count":4},
                                   {"faction":"harkonnen","territory":"cielago_north","sector":1,"count":5}])",
                               1),
                      "cielago_north"),
            (FactionSet{F::Emperor, F::Harkonnen}));
}

// The Polar Sink holds no battles; a stormed stronghold neither (battle.stormed_stronghold).
TEST(Contested, NeitherThePolarSinkNorAStormedStronghold) {
  EXPECT_TRUE(contested(position(R"([{"faction":"emperor","territory":"polar_sink","count":4},
                                     {"faction":"harkonnen","territory":"polar_sink","count":5}])"),
                        "polar_sink")
                  .empty());
  // Arrakeen lies in sector 9.
  EXPECT_TRUE(contested(position(R"([{"faction":"emperor","territory":"arrakeen","count":4},
                                     {"faction":"harkonnen","territory":"arrakeen","count":5}])",
                                 9),
                        "arrakeen")
                  .empty());
  EXPECT_EQ(contested(position(R"([{"faction":"emperor","territory":"arrakeen","count":4},
                                   {"faction":"harkonnen","territory":"arrakeen","count":5}])",
                               3),
                      "arrakeen"),
            (FactionSet{F::Emperor, F::Harkonnen}));
}

// Allies never battle each other; a third faction there battles both, and only they are listed.
TEST(Contested, AlliesDoNotBattleEachOther) {
  const std::string allied = R"(,"emperor":{"ally":"fremen"},"fremen":{"ally":"emperor"})";
  EXPECT_TRUE(contested(position(R"([{"faction":"emperor","territory":"polar_sink","count":1},
                                     {"faction":"fremen","territory":"polar_sink","count":1},
                                     {"faction":"emperor","territory":"the_great_flat","count":4},
                                     {"faction":"fremen","territory":"the_great_flat","count":5}])",
                                 0, "basic", allied),
                        "the_great_flat")
                  .empty());
  EXPECT_EQ(contested(position(R"([{"faction":"emperor","territory":"the_great_flat","count":4},
                                   {"faction":"fremen","territory":"the_great_flat","count":5},
                                   {"faction":"harkonnen","territory":"the_great_flat","count":3}])",
                               0, "basic", allied),
                      "the_great_flat"),
            (FactionSet{F::Emperor, F::Fremen, F::Harkonnen}));
}

// Advanced: Bene Gesserit advisors coexist and do not battle; fighters do.
TEST(Contested, AdvisorsDoNotBattleFightersDo) {
  EXPECT_TRUE(
      contested(position(R"([{"faction":"bene_gesserit","territory":"the_great_flat","count":0,"special":3},
                                     {"faction":"harkonnen","territory":"the_great_flat","count":5}])",
                         0, "advanced"),
                "the_great_flat")
          .empty());
  EXPECT_EQ(contested(position(R"([{"faction":"bene_gesserit","territory":"the_great_flat","count":3},
                                   {"faction":"harkonnen","territory":"the_great_flat","count":5}])",
                               0, "advanced"),
                      "the_great_flat"),
            (FactionSet{F::BeneGesserit, F::Harkonnen}));
}

// What the view lists as the Battle phase begins is where that phase's battles are fought: random games.
TEST(Contested, TheBattlePhaseFightsWhereTheViewSaid) {
  int phases = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    SetupOptions o;
    o.ruleset.kind = seed % 2 ? RulesetKind::Basic : RulesetKind::Advanced;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = seed;
    Game g = new_game(o).value();
    Rng pick = Rng::seeded(seed);
    std::set<TerritoryId> said;
    Phase last = g.phase;
    for (int step = 0; step < 20000 && !is_over(g); ++step) {
      if (last != Phase::Battle && g.phase == Phase::Battle) {
        said.clear();
        for (const View::Contest& c : view(g, Viewer::spectator()).contested) said.insert(c.territory);
        ASSERT_FALSE(said.empty()) << "seed " << seed << ": a Battle phase began where the view listed none";
      }
      if (last == Phase::Battle && g.phase != Phase::Battle && !is_over(g)) {
        ++phases;
        std::set<TerritoryId> fought;
        for (const BattleResult& r : g.battle.results) fought.insert(r.territory);
        EXPECT_EQ(fought, said) << "seed " << seed << ", turn " << int{g.turn};
      }
      last = g.phase;
      ASSERT_NO_FATAL_FAILURE(random_step(g, pick));
    }
  }
  EXPECT_GT(phases, 5);
}

}  // namespace
}  // namespace dune::test
