// The board's one door (engine/core/board.hpp, issue 36 item 4): forces placed, removed, moved and
// converted keep every count; a removal of more than a location holds is refused and changes nothing;
// the presence queries count fighting forces (Advanced: Bene Gesserit advisors do not fight, GF9
// Rulebook 2019 p.18) or every force, as each says.
#include "engine/core/board.hpp"

#include <gtest/gtest.h>

#include "engine/engine.hpp"
#include "engine/invariants.hpp"

namespace dune {
namespace {

using F = Faction;

Game six(RulesetKind kind = RulesetKind::Basic) {
  SetupOptions o;
  o.ruleset.kind = kind;
  o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 7;
  o.randomSeating = false;
  auto g = new_game(o);
  EXPECT_TRUE(g.ok());
  return g ? g.value() : Game{};
}

LocationId first_location(std::string_view territoryKey) {
  return locations_of(territory_by_key(territoryKey))[0];
}

// Every force of f: reserves, board and Tanks.
int everywhere(const Game& g, Faction f) {
  return g.player(f).reserves.total() + forces_on_board(g, f) + g.player(f).tanks.total();
}

TEST(Board, ReadsTheStartingForces) {
  const Game g = six();
  const LocationId arrakeen = first_location("arrakeen"), carthag = first_location("carthag");
  EXPECT_EQ(forces_at(g, arrakeen, F::Atreides), make_forces(10));
  EXPECT_EQ(forces_at(g, carthag, F::Harkonnen), make_forces(10));
  EXPECT_TRUE(forces_at(g, carthag, F::Atreides).empty());
  EXPECT_EQ(location_forces(g, arrakeen)[static_cast<std::size_t>(index(F::Atreides))].total(), 10);
  EXPECT_EQ(forces_on_board(g, F::Atreides), 10);
  // A View's board is read the same way.
  EXPECT_EQ(forces_at(g.board, arrakeen, F::Atreides).total(), 10);
}

TEST(Board, PlaceRemoveAndMoveKeepTheTotals) {
  Game g = six();
  const LocationId arrakeen = first_location("arrakeen"), basin = first_location("imperial_basin");
  const int before = everywhere(g, F::Atreides);

  // From reserves to the board and back: the caller moves the reserves, the door the board.
  g.player(F::Atreides).reserves.normal -= 3;
  place_forces(g, basin, F::Atreides, make_forces(3));
  EXPECT_EQ(forces_at(g, basin, F::Atreides).total(), 3);
  EXPECT_EQ(forces_on_board(g, F::Atreides), 13);
  EXPECT_EQ(everywhere(g, F::Atreides), before);

  EXPECT_TRUE(move_forces(g, arrakeen, basin, F::Atreides, make_forces(4)));
  EXPECT_EQ(forces_at(g, arrakeen, F::Atreides).total(), 6);
  EXPECT_EQ(forces_at(g, basin, F::Atreides).total(), 7);
  EXPECT_EQ(everywhere(g, F::Atreides), before);

  EXPECT_TRUE(remove_forces(g, basin, F::Atreides, make_forces(2)));
  g.player(F::Atreides).tanks.normal += 2;
  EXPECT_EQ(forces_at(g, basin, F::Atreides).total(), 5);
  EXPECT_EQ(everywhere(g, F::Atreides), before);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

TEST(Board, RefusesToTakeMoreThanALocationHolds) {
  Game g = six();
  const LocationId arrakeen = first_location("arrakeen"), basin = first_location("imperial_basin");
  const Game before = g;
  EXPECT_FALSE(remove_forces(g, arrakeen, F::Atreides, make_forces(11)));
  EXPECT_FALSE(remove_forces(g, arrakeen, F::Atreides, make_forces(0, 1)));  // none of that kind there
  EXPECT_FALSE(remove_forces(g, basin, F::Atreides, make_forces(1)));
  EXPECT_FALSE(move_forces(g, arrakeen, basin, F::Atreides, make_forces(9, 1)));
  EXPECT_TRUE(g == before);
  // A caller that goes on as if the removal were made breaks the force count, which the invariants
  // checked after every step of every test game report.
  place_forces(g, basin, F::Atreides, make_forces(1));
  EXPECT_NE(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

TEST(Board, ConvertKeepsTheTotal) {
  Game g = six(RulesetKind::Advanced);
  const LocationId arrakeen = first_location("arrakeen");
  EXPECT_TRUE(convert_forces(g, arrakeen, F::Atreides, make_forces(7, 3)));
  EXPECT_EQ(forces_at(g, arrakeen, F::Atreides), make_forces(7, 3));
  const Game before = g;
  EXPECT_FALSE(convert_forces(g, arrakeen, F::Atreides, make_forces(7, 4)));  // not the same forces
  EXPECT_TRUE(g == before);
}

TEST(Board, NormalFirst) {
  EXPECT_EQ(normal_first(make_forces(3, 2), 2), make_forces(2, 0));
  EXPECT_EQ(normal_first(make_forces(3, 2), 4), make_forces(3, 1));
  EXPECT_EQ(normal_first(make_forces(3, 2), 9), make_forces(3, 2));  // at most what is there
  EXPECT_TRUE(holds_forces(make_forces(3, 2), make_forces(3, 2)));
  EXPECT_FALSE(holds_forces(make_forces(3, 2), make_forces(4, 0)));
}

// GF9 Rulebook 2019 p.18: in the Advanced game the Bene Gesserit advisors (their special forces) are
// on the board but not present for battles, occupancy or collection; in Basic every force is present.
TEST(Board, PresenceCountsFightersAndEveryForceApart) {
  for (RulesetKind kind : {RulesetKind::Basic, RulesetKind::Advanced}) {
    Game g = six(kind);
    const TerritoryId t = territory_by_key("imperial_basin");
    const LocationId l = locations_of(t)[0];
    EXPECT_TRUE(factions_with_forces(g, t).empty());
    place_forces(g, l, F::BeneGesserit, make_forces(0, 2));
    place_forces(g, l, F::Emperor, make_forces(1, 1));
    const bool basic = kind == RulesetKind::Basic;
    EXPECT_EQ(factions_with_forces(g, t), FactionSet::of(F::BeneGesserit) | FactionSet::of(F::Emperor));
    EXPECT_EQ(factions_present(g, t), basic ? FactionSet::of(F::BeneGesserit) | FactionSet::of(F::Emperor)
                                            : FactionSet::of(F::Emperor));
    EXPECT_EQ(present_in(g, F::BeneGesserit, t), basic);
    EXPECT_EQ(advisors_at(g, F::BeneGesserit, l), basic ? 0 : 2);
    EXPECT_EQ(fighters_at(g, F::BeneGesserit, l), basic ? 2 : 0);
    EXPECT_EQ(forces_in(g, F::BeneGesserit, t), basic ? 2 : 0);
    EXPECT_EQ(all_forces_in(g, F::BeneGesserit, t), 2);
    EXPECT_EQ(forces_in(g, F::Emperor, t), 2);  // elite forces fight
    EXPECT_TRUE(present_in(g, F::Emperor, t));
    EXPECT_FALSE(present_in(g, F::Atreides, t));
  }
}

}  // namespace
}  // namespace dune
