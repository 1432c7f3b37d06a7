// Basic allied transit scenarios: passing through an ally's territory, ending a move there,
// shipping in and moving out, allies still sharing a territory from an earlier turn, the
// formation-turn and Polar Sink exemptions, and stronghold capacity with an ally inside.
// Sources: GF9 Rulebook 2019 p.12 (Alliances and its NOTE), FAQ Nov 2020 p.2,
// /work/shared/seeds/ALLIED_TRANSIT_RULES.md, docs/RULES_SOURCES.md §7 (move.allies_end_together).
//
// Seating is fixed ("random_seating": false): with six factions the player circles are
// Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16; with the storm in
// sector 0 the order is Atreides, Bene Gesserit, Emperor, Fremen, Guild, Harkonnen. Unstated
// forces stay where setup put them (Atreides 10 in Arrakeen, Harkonnen 10 in Carthag, Guild 5 in
// Tuek's Sietch, Bene Gesserit 1 in the Polar Sink, Fremen 10 in Sietch Tabr).
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 9, "random_seating": false})";

constexpr const char* kDefaults =
    R"({"atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
        "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
        "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})";

Game ship_move(const std::string& fields, int turn = 3) {
  boost::json::object pos = boost::json::parse(kDefaults).as_object();
  boost::json::value over = boost::json::parse(fields);
  for (const auto& kv : over.as_object()) pos[kv.key()] = kv.value();
  pos["phase"] = "ship_move";
  pos["storm_sector"] = 0;
  pos["turn"] = turn;
  return scenario("{" + std::string(kSix) + R"(, "position": )" + boost::json::serialize(pos) + "}");
}

// The stated alliance dates from the position's turn; this makes it one formed on an earlier turn.
void allied_since_earlier_turn(Game& g, Faction a, Faction b) {
  g.player(a).alliedSinceTurn = static_cast<std::int8_t>(g.turn - 1);
  g.player(b).alliedSinceTurn = static_cast<std::int8_t>(g.turn - 1);
}

void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }

// Everyone before `f` passes shipment and movement; then `f` passes its shipment.
void to_move(Game& g, Faction f) {
  for (int guard = 0; guard < 20 && !has_pending(g, f, DecisionKind::Move); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    pass(g, ds.front().seat);
  }
  ASSERT_TRUE(has_pending(g, f, DecisionKind::Move));
}

std::string move(std::string_view from, std::string_view to, int n) {
  return R"({"type":"move","from":)" + std::string(from) + R"(,"to":)" + std::string(to) + R"(,"forces":)" +
         std::to_string(n) + "}";
}

// --- moving ---------------------------------------------------------------------------------------

// FAQ Nov 2020 p.2 (move.allies_end_together): a move may pass through the ally's territory. The
// Fremen's only 2-territory path from the Funeral Plain to the Greater Flat crosses the Great Flat.
TEST(Alliance, PassingThroughAllyTerritoryAllowed) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "the_great_flat", "count": 2},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})");
  to_move(g, Faction::Fremen);
  act(g, Faction::Fremen, move(R"("funeral_plain")", R"("the_greater_flat")", 4));
  EXPECT_EQ(forces_at(g, Faction::Fremen, "the_greater_flat"), 4);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_great_flat"), 2);
}

// GF9 Rulebook 2019 p.12 (move.allies_end_together): a move may not end in the ally's territory.
TEST(Alliance, EndingMoveInAllyTerritoryRefused) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "the_great_flat", "count": 2},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})");
  to_move(g, Faction::Fremen);
  EXPECT_EQ(refuse(g, Faction::Fremen, move(R"("funeral_plain")", R"("the_great_flat")", 4)).code,
            Err::AllyTerritory);
}

// GF9 Rulebook 2019 p.12 (storm.polar_sink, move.allies_end_together): allies may end together in
// the Polar Sink.
TEST(Alliance, EndingMoveInPolarSinkWithAllyAllowed) {
  Game g = ship_move(R"({"fremen": {"spice": 10, "hand": [], "ally": "bene_gesserit"},
                         "forces": [{"faction": "fremen", "territory": "wind_pass", "sector": 13, "count": 3}]})");
  ASSERT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  to_move(g, Faction::Fremen);
  act(g, Faction::Fremen, move(R"({"territory":"wind_pass","sector":13})", R"("polar_sink")", 3));
  EXPECT_EQ(forces_at(g, Faction::Fremen, "polar_sink"), 3);
}

// --- shipping in ------------------------------------------------------------------------------------

// FAQ Nov 2020 p.2 (move.allies_end_together): shipping into the ally's territory is allowed when
// the group then moves out; the player may not end its turn before moving that whole group out.
TEST(Alliance, ShipIntoAllyTerritoryThenMoveWholeGroupOut) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "fremen", "territory": "funeral_plain", "count": 3}]})");
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Ship));
  ASSERT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 10);  // 3 territories of range
  act(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":2})");
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 2);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 6);
  if (has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor)) pass(g, Faction::BeneGesserit);
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"pass"})").code, Err::AllyTerritory);
  EXPECT_EQ(refuse(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 1)).code,
            Err::AllyTerritory);
  EXPECT_EQ(
      refuse(g, Faction::Atreides, move(R"("arrakeen")", R"({"territory":"old_gap","sector":9})", 10)).code,
      Err::AllyTerritory);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 2));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_great_flat"), 2);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 0);
  EXPECT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::Ship));
}

// FAQ Nov 2020 p.2 (move.stronghold_limit): allied transit does not override capacity: a stronghold
// holding the ally and another faction already holds two other factions.
TEST(Alliance, StrongholdCapacityCountsTheAlly) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "harkonnen"},
                         "forces": [{"faction": "emperor", "territory": "carthag", "count": 2}]})");
  ASSERT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 10);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"ship","to":"carthag","forces":1})").code,
            Err::StrongholdFull);
}

// --- allies already sharing a territory ------------------------------------------------------------

// GF9 Rulebook 2019 p.12 NOTE: allies still sharing a territory from an earlier turn must separate;
// if the first of them to act moves out, nothing is lost.
TEST(Alliance, FirstAllyLeavingSharedTerritoryLosesNothing) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 3},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})");
  allied_since_earlier_turn(g, Faction::Atreides, Faction::Fremen);
  to_move(g, Faction::Atreides);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 3));
  to_move(g, Faction::Fremen);
  pass(g, Faction::Fremen);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "funeral_plain"), 4);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_great_flat"), 3);
  EXPECT_EQ(g.player(Faction::Fremen).tanks.total(), 0);
  EXPECT_EQ(g.player(Faction::Atreides).tanks.total(), 0);
}

// GF9 Rulebook 2019 p.12 NOTE: if the first ally stays, the second may leave and nothing is lost.
TEST(Alliance, SecondAllyLeavingSharedTerritoryLosesNothing) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 3},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})");
  allied_since_earlier_turn(g, Faction::Atreides, Faction::Fremen);
  to_move(g, Faction::Fremen);  // the Atreides pass shipment and movement
  act(g, Faction::Fremen, move(R"("funeral_plain")", R"({"territory":"wind_pass","sector":14})", 4));
  EXPECT_EQ(forces_at(g, Faction::Fremen, "wind_pass"), 4);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 3);
  EXPECT_EQ(g.player(Faction::Fremen).tanks.total(), 0);
  EXPECT_EQ(g.player(Faction::Atreides).tanks.total(), 0);
}

// GF9 Rulebook 2019 p.12 NOTE: if neither ally leaves, the second ally to act loses its forces there
// to the Tanks at the end of its turn; the first keeps its own.
TEST(Alliance, SecondAllyStayingLosesSharedForcesAtEndOfItsTurn) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 3},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4},
                                    {"faction": "fremen", "territory": "sietch_tabr", "count": 2}]})");
  allied_since_earlier_turn(g, Faction::Atreides, Faction::Fremen);
  to_move(g, Faction::Fremen);                                   // the Atreides (first) neither ship nor move
  EXPECT_EQ(forces_at(g, Faction::Fremen, "funeral_plain"), 4);  // not before the turn ends
  pass(g, Faction::Fremen);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "funeral_plain"), 0);
  EXPECT_EQ(g.player(Faction::Fremen).tanks.total(), 4);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "sietch_tabr"), 2);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 3);
  EXPECT_EQ(g.player(Faction::Atreides).tanks.total(), 0);
}

// Seed (Basic formation-turn condition) on GF9 Rulebook 2019 p.12 NOTE: allies who formed their
// alliance this turn are not forced apart this turn.
TEST(Alliance, AllianceFormedThisTurnIsExempt) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 3},
                                    {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})");
  ASSERT_EQ(g.player(Faction::Fremen).alliedSinceTurn, g.turn);
  to_move(g, Faction::Fremen);
  pass(g, Faction::Fremen);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "funeral_plain"), 4);
  EXPECT_EQ(g.player(Faction::Fremen).tanks.total(), 0);
}

// GF9 Rulebook 2019 p.12: the Polar Sink is exempt; allies may stay there together.
TEST(Alliance, PolarSinkSharingIsExempt) {
  Game g = ship_move(R"({"atreides": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "atreides", "territory": "polar_sink", "count": 3},
                                    {"faction": "fremen", "territory": "polar_sink", "count": 4}]})");
  allied_since_earlier_turn(g, Faction::Atreides, Faction::Fremen);
  to_move(g, Faction::Fremen);
  pass(g, Faction::Fremen);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "polar_sink"), 4);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "polar_sink"), 3);
  EXPECT_EQ(g.player(Faction::Fremen).tanks.total(), 0);
}

}  // namespace
}  // namespace dune
