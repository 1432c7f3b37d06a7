// Movement scenarios: range (1 territory; 3 with forces in Arrakeen or Carthag; Fremen 2),
// moving between sectors of one territory, storm obstruction (into, out of, through, and a path
// around the storm), full strongholds, one move per turn and Hajr.
// Sources: docs/RULES_SOURCES.md §7 and §14 (rule ids in each comment).
//
// Seating is fixed ("random_seating": false): with six factions the player circles are
// Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16. Storm in sector 0:
// Atreides act first; storm in sector 1: Bene Gesserit, then Emperor. Unstated forces stay where
// setup put them (Harkonnen 10 in Carthag, Guild 5 in Tuek's Sietch, Bene Gesserit 1 in the Polar
// Sink, Fremen 10 in Sietch Tabr); every test states the mover's forces.
// Distances below were read from the engine's map (engine/data/map.*).
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 3, "random_seating": false})";

constexpr const char* kDefaults =
    R"({"atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
        "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
        "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})";

Game ship_move(int storm, const std::string& fields) {
  boost::json::object pos = boost::json::parse(kDefaults).as_object();
  boost::json::value over = boost::json::parse(fields);
  for (const auto& kv : over.as_object()) pos[kv.key()] = kv.value();
  pos["phase"] = "ship_move";
  pos["storm_sector"] = storm;
  return scenario("{" + std::string(kSix) + R"(, "position": )" + boost::json::serialize(pos) + "}");
}

// Everyone before `f` passes shipment and movement; then `f` passes its shipment.
void to_move(Game& g, Faction f) {
  for (int guard = 0; guard < 20 && !has_pending(g, f, DecisionKind::Move); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, f, DecisionKind::Move));
}

std::string move(std::string_view from, std::string_view to, int n) {
  return R"({"type":"move","from":)" + std::string(from) + R"(,"to":)" + std::string(to) + R"(,"forces":)" +
         std::to_string(n) + "}";
}

int at(const Game& g, Faction f, std::string_view territory, int sector) {
  return forces_at(g, loc(territory, sector), f).total();
}

// --- range -----------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (move.range_basic): without forces in Arrakeen or Carthag a group moves 1
// territory.
TEST(Movement, OneTerritoryWithoutOrnithopters) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  EXPECT_EQ(
      refuse(g, Faction::Atreides, move(R"("funeral_plain")", R"({"territory":"wind_pass","sector":14})", 5))
          .code,
      Err::OutOfRange);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 5));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_great_flat"), 5);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 0);
}

// GF9 Rulebook 2019 p.10 (move.ornithopters): with a force in Arrakeen when the move starts, any
// group moves up to 3 territories (not 4).
TEST(Movement, ThreeTerritoriesWithForcesInArrakeen) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "arrakeen", "count": 1},
                                        {"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  EXPECT_EQ(refuse(g, Faction::Atreides, move(R"("funeral_plain")", R"("rim_wall_west")", 5)).code,
            Err::OutOfRange);  // 4 territories
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"({"territory":"old_gap","sector":9})", 5));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "old_gap"), 5);
}

// GF9 Rulebook 2019 p.10 (move.ornithopters): a force in Carthag gives the same 3-territory range.
TEST(Movement, ThreeTerritoriesWithForcesInCarthag) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "carthag", "count": 1},
                                        {"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"({"territory":"old_gap","sector":9})", 5));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "old_gap"), 5);
}

// GF9 Rulebook 2019 p.10 (move.ornithopters): range depends on forces in the city when the move
// starts, so the whole group in Arrakeen may itself fly 3 territories out.
TEST(Movement, GroupLeavingArrakeenStillMovesThree) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "arrakeen", "count": 5}]})");
  to_move(g, Faction::Atreides);
  EXPECT_EQ(refuse(g, Faction::Atreides, move(R"("arrakeen")", R"("funeral_plain")", 5)).code,
            Err::OutOfRange);  // 4 territories
  act(g, Faction::Atreides, move(R"("arrakeen")", R"({"territory":"plastic_basin","sector":12})", 5));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "plastic_basin"), 5);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 0);
}

// GF9 Rulebook 2019 p.16 (move.fremen_two): the Fremen move 2 territories (not 3).
TEST(Movement, FremenMoveTwoTerritories) {
  Game g = ship_move(0, R"({"forces": [{"faction": "fremen", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Fremen);
  EXPECT_EQ(
      refuse(g, Faction::Fremen, move(R"("funeral_plain")", R"({"territory":"arsunt","sector":11})", 5)).code,
      Err::OutOfRange);  // 3 territories
  act(g, Faction::Fremen, move(R"("funeral_plain")", R"({"territory":"wind_pass","sector":14})", 5));
  EXPECT_EQ(forces_at(g, Faction::Fremen, "wind_pass"), 5);
}

// GF9 Rulebook 2019 p.10 (move.one_group): moving to another sector of the same territory is a
// movement (it uses the turn's move); sectors do not count toward range.
TEST(Movement, MoveBetweenSectorsOfOneTerritory) {
  Game g = ship_move(
      0, R"({"forces": [{"faction": "atreides", "territory": "wind_pass", "sector": 13, "count": 4}]})");
  to_move(g, Faction::Atreides);
  act(g, Faction::Atreides,
      move(R"({"territory":"wind_pass","sector":13})", R"({"territory":"wind_pass","sector":16})", 4));
  EXPECT_EQ(at(g, Faction::Atreides, "wind_pass", 16), 4);
  EXPECT_EQ(at(g, Faction::Atreides, "wind_pass", 13), 0);
  EXPECT_FALSE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  EXPECT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::Ship));
}

// GF9 Rulebook 2019 p.10 (move.one_group): one movement per turn.
TEST(Movement, OneMovePerTurn) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 2));
  // The one-move rule is the reason (issue 16), with its own code and sentence.
  Error e = refuse(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 3));
  EXPECT_EQ(e.code, Err::MoveMade);
  EXPECT_EQ(err_key(e.code), "illegal.move_made");
  EXPECT_NE(e.message.find("moves one group once"), std::string::npos) << e.message;
}

// --- storm ---------------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (move.storm): no moving into a sector in storm.
TEST(Movement, NoMovingIntoStormSector) {
  Game g = ship_move(
      1, R"({"forces": [{"faction": "emperor", "territory": "cielago_north", "sector": 0, "count": 3}]})");
  to_move(g, Faction::Emperor);
  EXPECT_EQ(refuse(g, Faction::Emperor,
                   move(R"({"territory":"cielago_north","sector":0})",
                        R"({"territory":"cielago_depression","sector":1})", 3))
                .code,
            Err::StormSector);
}

// GF9 Rulebook 2019 p.10 (move.storm): no moving out of a sector in storm.
TEST(Movement, NoMovingOutOfStormSector) {
  Game g = ship_move(
      1, R"({"forces": [{"faction": "emperor", "territory": "cielago_north", "sector": 1, "count": 3}]})");
  to_move(g, Faction::Emperor);
  EXPECT_EQ(refuse(g, Faction::Emperor,
                   move(R"({"territory":"cielago_north","sector":1})",
                        R"({"territory":"cielago_west","sector":0})", 3))
                .code,
            Err::StormSector);
}

// GF9 Rulebook 2019 p.10 (move.storm): no moving through a sector in storm, within a territory or
// into the next one; with 1 territory of range there is no way around.
TEST(Movement, NoMovingThroughStormSector) {
  Game g = ship_move(
      1, R"({"forces": [{"faction": "emperor", "territory": "cielago_north", "sector": 0, "count": 3}]})");
  to_move(g, Faction::Emperor);
  Err across = refuse(g, Faction::Emperor,
                      move(R"({"territory":"cielago_north","sector":0})",
                           R"({"territory":"false_wall_south","sector":3})", 3))
                   .code;
  EXPECT_TRUE(across == Err::OutOfRange || across == Err::StormSector) << err_key(across);
  Err within = refuse(g, Faction::Emperor,
                      move(R"({"territory":"cielago_north","sector":0})",
                           R"({"territory":"cielago_north","sector":2})", 3))
                   .code;
  EXPECT_TRUE(within == Err::OutOfRange || within == Err::StormSector) << err_key(within);
}

// GF9 Rulebook 2019 p.10 (move.storm): a path that goes around the storm is fine (here, with
// 3 territories of range: Cielago North, Polar Sink, Harg Pass, False Wall South).
TEST(Movement, PathAroundStormAllowed) {
  Game g = ship_move(
      1, R"({"forces": [{"faction": "emperor", "territory": "cielago_north", "sector": 0, "count": 3},
                                        {"faction": "emperor", "territory": "arrakeen", "count": 1}]})");
  to_move(g, Faction::Emperor);
  act(g, Faction::Emperor,
      move(R"({"territory":"cielago_north","sector":0})", R"({"territory":"false_wall_south","sector":3})",
           3));
  EXPECT_EQ(at(g, Faction::Emperor, "false_wall_south", 3), 3);
}

// --- strongholds -------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (move.stronghold_limit): no moving into a stronghold that holds forces of
// two other factions.
TEST(Movement, NoMovingIntoStrongholdWithTwoOtherFactions) {
  Game g = ship_move(
      0, R"({"forces": [{"faction": "atreides", "territory": "imperial_basin", "sector": 8, "count": 3},
                                        {"faction": "emperor", "territory": "carthag", "count": 2}]})");
  to_move(g, Faction::Atreides);
  EXPECT_EQ(
      refuse(g, Faction::Atreides, move(R"({"territory":"imperial_basin","sector":8})", R"("carthag")", 3))
          .code,
      Err::StrongholdFull);
}

// --- Hajr --------------------------------------------------------------------------------------------

// Hajr card (move.hajr, card.hajr): Hajr gives one extra movement in the same turn, and is discarded.
TEST(Movement, HajrGrantsOneExtraMove) {
  Game g = ship_move(0, R"({"atreides": {"spice": 10, "hand": ["hajr"]},
                            "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  act(g, Faction::Atreides, R"({"type":"play_hajr"})");
  EXPECT_TRUE(g.player(Faction::Atreides).hand.empty());
  ASSERT_FALSE(g.treacheryDiscard.empty());
  EXPECT_EQ(card_kind(g.treacheryDiscard.back()), CardKind::Hajr);
  act(g, Faction::Atreides, move(R"("funeral_plain")", R"("the_great_flat")", 5));
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  act(g, Faction::Atreides, move(R"("the_great_flat")", R"("the_greater_flat")", 5));
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_greater_flat"), 5);
  EXPECT_FALSE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  EXPECT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::Ship));
}

// Hajr card (card.hajr): the extra move needs the card.
TEST(Movement, HajrNeedsTheCard) {
  Game g = ship_move(0, R"({"forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 5}]})");
  to_move(g, Faction::Atreides);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"play_hajr"})").code, Err::CardNotHeld);
}

}  // namespace
}  // namespace dune
