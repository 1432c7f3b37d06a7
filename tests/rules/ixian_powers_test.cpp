// The Ixians' Cyborg movement and collection, Suboid substitution, starting card, alliance,
// Advanced Technology and Karama rules (engine/rules/factions/ixian.cpp; rule registry ix.ixian.*), as
// scenarios from stated positions. Sources: Ixians & Tleilaxu House Expansion (GF9 2020), Ixian sheet
// and rulebook pp.8-9, 12 (page numbers second-hand: docs/expansions/IXIANS_TLEILAXU.md section 0),
// and the checklist's other sources (MA = the "My Arrakis" build plan; TO = treachery.online, facts
// only) as that file cites them.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// f's Suboids and Cyborgs (normal, special) over the sectors of a territory.
Forces in(const Game& g, Faction f, std::string_view t) {
  Forces n;
  for (LocationId l : locations_of(territory_by_key(t))) {
    n.normal = static_cast<std::uint8_t>(n.normal + g.board[l][index(f)].normal);
    n.special = static_cast<std::uint8_t>(n.special + g.board[l][index(f)].special);
  }
  return n;
}

// Emperor and Ixians (fixed seating), 10 spice each, in `phase` of `turn`, storm in sector 0; `extra`
// adds position fields (a leading comma).
Game duo(const std::string& ruleset, const std::string& phase, int turn, const std::string& extra,
         const std::string& emperorHand = "[]", const std::string& ixianHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","ixian"],"seed":5,"random_seating":false},
      "position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":")" + phase + R"(","storm_sector":0,
      "emperor":{"spice":10,"hand":)" +
                  emperorHand + R"(,"traitors":["Cammar Pilru"]},
      "ixian":{"spice":10,"hand":)" +
                  ixianHand + R"(,"traitors":["Bashar"]})" + extra + "}}");
}

// --- ix.ixian.movement ----------------------------------------------------------------------------

// Advanced, turn 2, Shipment and Movement: 2 Suboids and 1 Cyborg in Funeral Plain; The Greater Flat
// is two territories away (through The Great Flat).
Game movers() {
  Game g = duo("advanced", "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"funeral_plain","count":2,"special":1}])");
  pass_until_decision(g, F::Ixian, DecisionKind::Ship);
  act(g, F::Ixian, R"({"type":"pass"})");
  return g;
}

// ix.ixian.movement (MA 7.1, 7.6; TO facts only): a group with a Cyborg in it moves 2 territories, its
// Suboids with it; Suboids alone move 1 (boundary ix.boundary.suboid_escort, choice (a): the escort
// moves in the same group).
TEST(IxianMovement, CyborgsLeadTheirGroupTwoTerritories) {
  Game g = movers();
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":2})")
          .code,
      Err::OutOfRange);
  // 3 forces, Suboids first: the Cyborg is in the group.
  act(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":3})");
  EXPECT_EQ(in(g, F::Ixian, "the_greater_flat"), (Forces{2, 1}));

  Game h = movers();
  act(h, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":1,"elite":1})");
  EXPECT_EQ(in(h, F::Ixian, "the_greater_flat"), (Forces{0, 1}));
  EXPECT_EQ(check_invariants(h, spice_on_table(h) - h.bankOut), "");

  // The legal-move list offers the two-territory move to the whole group.
  Game k = movers();
  bool offered = false;
  for (const Action& a : legal_actions(k, F::Ixian))
    if (a.kind == ActionKind::Move && location(a.from).territory == territory_by_key("funeral_plain") &&
        location(a.to).territory == territory_by_key("the_greater_flat"))
      offered = true;
  EXPECT_TRUE(offered);
}

// --- ix.ixian.collection --------------------------------------------------------------------------

// ix.ixian.collection (E1 p.9 (2h); MA 7.1, 7.6): in Spice Collection a Cyborg collects 3 spice, a Suboid
// 2: 2 Suboids and 2 Cyborgs take 4 + 6 = 10 of 12 (at 2 each they would take 8).
TEST(IxianCollection, CyborgsCollectThree) {
  Game g = duo("advanced", "collection", 3, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"the_great_flat","count":2,"special":2}],
      "spice_on_board":[{"territory":"the_great_flat","amount":12}])");
  EXPECT_EQ(g.player(F::Ixian).spice, 20);
  EXPECT_EQ(g.spice[static_cast<std::size_t>(spice_location(territory_by_key("the_great_flat")))], 2);
}

}  // namespace
}  // namespace dune::test
