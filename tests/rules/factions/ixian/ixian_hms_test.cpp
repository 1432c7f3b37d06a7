// The Hidden Mobile Stronghold (engine/rules/factions/ixian/ixian.cpp; the map's mobile stronghold location
// and its link in engine/rules/movement.cpp; rule registry ix.ixian.hms_* and the ix.boundary.hms_*
// rows). Source: Ixians & Tleilaxu House Expansion (GF9 2020) rulebook p.9 (second-hand page:
// docs/expansions/IXIANS_TLEILAXU.md section 0).
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Emperor and Ixians (fixed seating), 10 spice each, in `phase` of `turn`, storm in sector 0; `extra`
// adds position fields (a leading comma).
Game duo(const std::string& ruleset, const std::string& phase, int turn, const std::string& extra) {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","ixian"],"seed":5,"random_seating":false},
      "position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":")" + phase + R"(","storm_sector":0,
      "emperor":{"spice":10,"hand":[],"traitors":["Cammar Pilru"]},
      "ixian":{"spice":10,"hand":[],"traitors":["Bashar"]})" +
                  extra + "}}");
}

void pass_pending(Game& g, DecisionKind k) {
  for (Faction f : seats_pending(g, k)) act(g, f, R"({"type":"pass"})");
}

void dial_storm(Game& g, int a, int b) {
  std::vector<Decision> ds;
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::StormDial) ds.push_back(d);
  ASSERT_EQ(ds.size(), 2u);
  act(g, ds[0].seat, R"({"type":"storm_dial","dial":)" + std::to_string(a) + "}");
  act(g, ds[1].seat, R"({"type":"storm_dial","dial":)" + std::to_string(b) + "}");
}

Forces in_hms(const Game& g, Faction f) { return forces_at(g, kMobileStronghold, f); }

// ix.ixian.setup_forces: 6 forces start in the HMS (Advanced: 3 Suboids and 3 Cyborgs), the other 14 in
// reserve (Advanced: 10 Suboids and 4 Cyborgs); 10 spice. The HMS points nowhere yet.
TEST(IxianHms, SetupPutsSixForcesInTheHms) {
  SetupOptions o;
  o.factions = {F::Emperor, F::Ixian};
  auto basic = new_game(o);
  ASSERT_TRUE(basic.ok()) << basic.error().message;
  EXPECT_EQ(in_hms(basic.value(), F::Ixian), (Forces{6, 0}));
  EXPECT_EQ(basic.value().player(F::Ixian).reserves, (Forces{14, 0}));
  EXPECT_EQ(basic.value().player(F::Ixian).spice, 10);
  EXPECT_EQ(basic.value().mobileHost, kNoLocation);
  o.ruleset.kind = RulesetKind::Advanced;
  Game adv = new_game(o).value();
  for (int guard = 0; guard < 20 && adv.phase == Phase::Setup; ++guard) {  // the traitor picks
    auto ds = pending(adv);
    ASSERT_FALSE(ds.empty());
    auto la = legal_actions(adv, ds.front().seat);
    ASSERT_FALSE(la.empty());
    ASSERT_TRUE(apply(adv, ds.front().seat, la.front()).ok());
  }
  EXPECT_EQ(in_hms(adv, F::Ixian), (Forces{3, 3}));
  EXPECT_EQ(adv.player(F::Ixian).reserves, (Forces{10, 4}));
  EXPECT_EQ(check_invariants(adv, spice_on_table(adv) - adv.bankOut), "");
}

// ix.ixian.hms_placement: after the first storm has moved, the Ixians place the HMS at a sector of a
// territory that is not a stronghold and not in storm; they cannot pass. The view shows where it points.
TEST(IxianHms, PlacedAfterTheFirstStorm) {
  Game g = duo("basic", "storm", 1, "");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));  // not before the storm
  dial_storm(g, 7, 6);                                                     // to sector 13
  ASSERT_EQ(g.stormSector, 13);
  ASSERT_EQ(g.phase, Phase::Storm);
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"pass"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"move_stronghold","to":"arrakeen"})").code, Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"move_stronghold","to":{"territory":"rock_outcroppings","sector":13}})")
          .code,
      Err::StormSector);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"move_stronghold","to":"the_great_flat"})").code,
            Err::NotYourDecision);
  act(g, F::Ixian, R"({"type":"move_stronghold","to":"the_great_flat"})");
  EXPECT_EQ(g.mobileHost, loc("the_great_flat"));
  EXPECT_NE(g.phase, Phase::Storm);
  const std::string spectator = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  EXPECT_NE(spectator.find(
                R"("hidden_mobile_stronghold":{"points_at":{"territory":"the_great_flat","sector":14}})"),
            std::string::npos)
      << spectator;
}

// ix.ixian.hms_ship_only_ixian: only the Ixians ship straight into the HMS (at the stronghold rate, 1 per
// force); another faction ships to the territory it points at and moves in from there (one territory).
TEST(IxianHms, OnlyTheIxiansShipInOthersMoveInFromTheHost) {
  const std::string pos = R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"emperor","territory":"funeral_plain","count":3},
                {"faction":"emperor","territory":"the_greater_flat","count":2},
                {"faction":"ixian","territory":"hidden_mobile_stronghold","count":6}])";
  Game g = duo("basic", "ship_move", 2, pos);
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"ship","to":"hidden_mobile_stronghold","forces":2})").code,
            Err::NotAllowed);
  act(g, F::Emperor, R"({"type":"pass"})");
  // The Greater Flat is two territories from the HMS: out of range.
  EXPECT_EQ(refuse(g, F::Emperor,
                   R"({"type":"move","from":"the_greater_flat","to":"hidden_mobile_stronghold","forces":2})")
                .code,
            Err::OutOfRange);
  act(g, F::Emperor, R"({"type":"move","from":"funeral_plain","to":"hidden_mobile_stronghold","forces":3})");
  EXPECT_EQ(in_hms(g, F::Emperor).total(), 3);

  Game h = duo("basic", "ship_move", 2, pos);
  pass_until_decision(h, F::Ixian, DecisionKind::Ship);
  act(h, F::Ixian, R"({"type":"ship","to":"hidden_mobile_stronghold","forces":2})");
  EXPECT_EQ(in_hms(h, F::Ixian).total(), 8);
  EXPECT_EQ(h.player(F::Ixian).spice, 8);
  EXPECT_EQ(check_invariants(h, spice_on_table(h) - h.bankOut), "");
}

// ix.ixian.hms_stronghold: the HMS counts as a stronghold for victory, and a move out of it reaches only
// its host territory at range 1.
TEST(IxianHms, AStrongholdLeftIntoItsHost) {
  Game g = duo("basic", "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":6}])");
  EXPECT_EQ(strongholds_occupied(g, F::Ixian), 1);
  EXPECT_EQ(strongholds_occupied(g, F::Emperor), 0);
  pass_until_decision(g, F::Ixian, DecisionKind::Ship);
  act(g, F::Ixian, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Ixian,
                   R"({"type":"move","from":"hidden_mobile_stronghold","to":"the_great_flat","forces":2})")
                .code,
            Err::OutOfRange);
  act(g, F::Ixian, R"({"type":"move","from":"hidden_mobile_stronghold","to":"funeral_plain","forces":2})");
  EXPECT_EQ(forces_at(g, F::Ixian, "funeral_plain"), 2);
  EXPECT_EQ(in_hms(g, F::Ixian).total(), 4);
}

// ix.ixian.hms_stronghold: forces inside the HMS are immune to the storm, which kills those in the
// sector it points at.
TEST(IxianHms, ImmuneToTheStorm) {
  Game g = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"cielago_north","sector":1},
      "forces":[{"faction":"emperor","territory":"cielago_north","sector":1,"count":5},
                {"faction":"ixian","territory":"hidden_mobile_stronghold","count":6}])");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));  // the move window first
  act(g, F::Ixian, R"({"type":"pass"})");
  pass_pending(g, DecisionKind::WeatherControl);
  dial_storm(g, 1, 1);  // sectors 1 and 2
  ASSERT_EQ(g.stormSector, 2);
  EXPECT_EQ(forces_at(g, F::Emperor, "cielago_north"), 0);
  EXPECT_EQ(in_hms(g, F::Ixian).total(), 6);
}

// ix.ixian.hms_move and ix.ixian.hms_collect (boundary 12.4, choice (a)): from turn 2, before the storm,
// the Ixians move the HMS one territory at a time, up to 3, picking up to 2 spice per Ixian force inside
// where it leaves and where each step arrives. Not two territories at once, not into a stronghold.
TEST(IxianHms, MovesUpToThreeTerritoriesPickingUpSpice) {
  Game g = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":2}],
      "spice_on_board":[{"territory":"funeral_plain","amount":6},{"territory":"the_great_flat","amount":10}])");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"move_stronghold","to":"the_greater_flat"})").code,
            Err::OutOfRange);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"move_stronghold","to":"tueks_sietch"})").code, Err::NotAllowed);
  act(g, F::Ixian, R"({"type":"move_stronghold","to":"the_great_flat"})");
  EXPECT_EQ(g.player(F::Ixian).spice, 18);  // 4 leaving the Funeral Plain, 4 arriving on the Great Flat
  EXPECT_EQ(g.spice[loc("funeral_plain")], 2);
  EXPECT_EQ(g.spice[loc("the_great_flat")], 6);
  act(g, F::Ixian, R"({"type":"move_stronghold","to":"the_greater_flat"})");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  act(g, F::Ixian, R"({"type":"move_stronghold","to":{"territory":"habbanya_erg","sector":15}})");
  EXPECT_EQ(g.mobileHost, loc("habbanya_erg", 15));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));  // three territories
  EXPECT_EQ(g.player(F::Ixian).spice, 18);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.ixian.hms_move: no move on turn 1, none without Ixian forces inside, and a pass ends it.
TEST(IxianHms, NoMoveWithoutIxiansInsideAndPassEndsIt) {
  Game empty = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"funeral_plain","count":2}])");
  EXPECT_FALSE(has_pending(empty, F::Ixian, DecisionKind::MobileStronghold));
  Game g = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":2}])");
  act(g, F::Ixian, R"({"type":"move_stronghold","to":"the_great_flat"})");
  act(g, F::Ixian, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  EXPECT_EQ(g.mobileHost, loc("the_great_flat"));
}

// ix.boundary.hms_atomics, choice (a): Family Atomics destroys the forces on the Shield Wall, not those
// inside the HMS pointing at it.
TEST(IxianHms, FamilyAtomicsSparesTheHms) {
  Game g = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"shield_wall","sector":8},
      "emperor":{"spice":10,"hand":["family_atomics"],"traitors":["Cammar Pilru"]},
      "forces":[{"faction":"emperor","territory":"shield_wall","sector":8,"count":2},
                {"faction":"ixian","territory":"hidden_mobile_stronghold","count":4}])");
  act(g, F::Ixian, R"({"type":"pass"})");  // no HMS move
  pass_pending(g, DecisionKind::WeatherControl);
  dial_storm(g, 1, 1);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::FamilyAtomics));
  act(g, F::Emperor, R"({"type":"family_atomics"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "shield_wall"), 0);
  EXPECT_EQ(in_hms(g, F::Ixian).total(), 4);
}

}  // namespace
}  // namespace dune::test
