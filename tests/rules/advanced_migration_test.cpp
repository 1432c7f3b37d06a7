// Advanced Fremen storm migration (engine/rules/phases/ship_move.cpp). Source: GF9 Rulebook 2019
// p.16, Fremen sheet (Advanced): the Fremen may send reserves into a storm at half loss.
// Also the Basic dead end a group shipped into the ally's territory could reach (FAQ Nov 2020 p.2,
// boundary.ally_visit_no_exit).
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Emperor and Fremen at the start of Shipment and Movement on turn 3, the storm over the first
// sector of the Great Flat.
Game under_storm(const std::string& ruleset, int& sector) {
  sector = location(loc("the_great_flat")).sector;
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","fremen"],"seed":5,"random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":)" +
                  std::to_string(sector) + R"(,
        "emperor":{"spice":10,"hand":[]},"fremen":{"spice":3,"hand":[]}}})");
}

std::string send(int sector, int n) {
  return R"({"type":"ship","to":{"territory":"the_great_flat","sector":)" + std::to_string(sector) +
         R"(},"forces":)" + std::to_string(n) + "}";
}

void to_fremen_shipment(Game& g) {
  for (int guard = 0; guard < 10 && !has_pending(g, F::Fremen, DecisionKind::Ship); ++guard)
    act(g, pending(g).front().seat, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::Ship));
}

// Fremen sheet (Advanced), storm migration: the send into the storm is allowed; half the forces
// sent (5 -> 3, rounded up as Fremen storm losses) die at once.
TEST(FremenStormMigration, SendIntoTheStormAtHalfLoss) {
  int sector = 0;
  Game g = under_storm("advanced", sector);
  to_fremen_shipment(g);
  const int reserves = g.player(F::Fremen).reserves.total(), tanks = g.player(F::Fremen).tanks.total();
  act(g, F::Fremen, send(sector, 5));
  EXPECT_EQ(forces_at(g, loc("the_great_flat", sector), F::Fremen).total(), 2);
  EXPECT_EQ(g.player(F::Fremen).tanks.total(), tanks + 3);
  EXPECT_EQ(g.player(F::Fremen).reserves.total(), reserves - 5);
}

// Basic: no shipment, the Fremen send included, goes into a sector in storm (GF9 p.9).
TEST(FremenStormMigration, BasicRefusesTheStorm) {
  int sector = 0;
  Game g = under_storm("basic", sector);
  to_fremen_shipment(g);
  EXPECT_EQ(refuse(g, F::Fremen, send(sector, 5)).code, Err::StormSector);
}

// FAQ Nov 2020 p.2 (boundary.ally_visit_no_exit): a group shipped into the ally's territory must
// move out this turn; while a way out exists ending the turn is refused, and if none is left (here:
// the storm now covers the group's sector) ending the turn is allowed, or the game could not go on.
TEST(AllyVisit, NoWayOutLetsTheTurnEnd) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","emperor","harkonnen"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":0,
        "forces":[{"faction":"harkonnen","territory":"the_great_flat","count":3}],
        "atreides":{"spice":10,"hand":[],"ally":"harkonnen"},"emperor":{"spice":10,"hand":[]},
        "harkonnen":{"spice":10,"hand":[]}}})");
  for (int guard = 0; guard < 10 && !has_pending(g, F::Atreides, DecisionKind::Ship); ++guard)
    act(g, pending(g).front().seat, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Ship));
  act(g, F::Atreides, R"({"type":"ship","to":"the_great_flat","forces":2})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::AllyTerritory);
  g.stormSector = static_cast<std::int8_t>(location(g.shipMove.allyVisit).sector);
  act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Move));
}

}  // namespace
}  // namespace dune::test
