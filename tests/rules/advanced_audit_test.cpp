// Audit of the Advanced game against the rule texts, as scenario tests. Each test cites the rule it
// checks (Landsraad numbered restatement of the GF9 rules, ralf-boltshauser/dune-bench
// numbered_rules/1.md and 2.md; GF9 FAQ) and states the behaviour the text asks for.
// A test named DISABLED_ is a finding: the engine disagrees with the text (see its FINDING comment);
// it is kept disabled so the suite stays green until the lead fixes the engine.
//
// Seating is fixed (random_seating false). With the storm in sector 0 the storm order is Atreides,
// Bene Gesserit, Emperor, Fremen, Guild, Harkonnen.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// A six-faction position in `phase` (tests/support/positions.hpp, seed 9).
Game six(const std::string& fields, const char* phase = "ship_move", int stormSector = 0, int turn = 3,
         const char* ruleset = "advanced") {
  return six_factions(ruleset, phase, fields, stormSector, turn, 9);
}

void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }

void pass_until(Game& g, Faction f, DecisionKind k) { pass_until_decision(g, f, k); }

void pass_all(Game& g, DecisionKind k) {
  for (Faction f : seats_pending(g, k)) pass(g, f);
}

int advisors(const Game& g, std::string_view t) { return bg_advisors_at(g, t); }
int fighters(const Game& g, std::string_view t) { return bg_fighters_at(g, t); }

std::string ship(std::string_view to, int n) {
  return R"({"type":"ship","to":")" + std::string(to) + R"(","forces":)" + std::to_string(n) + "}";
}

// ============================================================================================
// Bene Gesserit (Landsraad 2.02.08-2.02.22)
// ============================================================================================

// 2.02.08 ADVANCED STARTING FORCES: the advisor is placed after the Fremen, anywhere; "If you are
// alone in the Territory, flip the advisor to a fighter".
Game bg_starting_advisor(const char* where) {
  SetupOptions o;
  o.ruleset.kind = RulesetKind::Advanced;
  o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 7;
  o.randomSeating = false;
  Game g = new_game(o).value();
  act(g, F::BeneGesserit, R"({"type":"predict","faction":"fremen","turn":5})");
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::PickTraitor) {
      Action a{.kind = ActionKind::PickTraitor, .leader = g.player(d.seat).traitorDraw.front()};
      EXPECT_TRUE(apply(g, d.seat, a).ok());
    }
  act(g, F::Fremen, R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0})");
  EXPECT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  act(g, F::BeneGesserit, std::string(R"({"type":"send_advisor","to":")") + where + R"("})");
  return g;
}

// Beside the Fremen it stays an advisor.
TEST(AuditBg, StartingAdvisorBesideOthersStaysAdvisor) {
  Game g = bg_starting_advisor("sietch_tabr");
  EXPECT_EQ(advisors(g, "sietch_tabr"), 1);
  EXPECT_EQ(fighters(g, "sietch_tabr"), 0);
}

// (Fixed: placed alone, it is a fighter at once.)
TEST(AuditBg, StartingAdvisorAloneIsAFighter) {
  Game g = bg_starting_advisor("the_great_flat");
  EXPECT_EQ(fighters(g, "the_great_flat"), 1);
  EXPECT_EQ(advisors(g, "the_great_flat"), 0);
}

// 2.02.11 ADVISORS ("only ... when you do not have fighters already present") and 2.02.13 FIGHTERS
// ("Fighters may not be shipped to Territories already occupied by Advisors"): the sheet forbids these
// arrivals; the later FAQ Nov 2020 p.4 (seed ALLIED_TRANSIT_RULES) says incoming Bene Gesserit tokens
// take the stance already there. The engine follows the FAQ (boundary.bg_arrival_stance; tests
// AdvancedBg.ArrivalsMatchTheStanceThere and BgArrivalStance below).

// 2.02.11 (passing case): with no Bene Gesserit there, the advisor follows the shipment, same sector,
// and stays an advisor beside the shipper.
TEST(AuditBg, AdvisorFollowsShipmentIntoSameSector) {
  Game g = six("{}");
  pass_until(g, F::Atreides, DecisionKind::Ship);
  act(g, F::Atreides, R"({"type":"ship","to":{"territory":"hagga_basin","sector":12},"forces":2})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_EQ(
      refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":{"territory":"hagga_basin","sector":11}})")
          .code,
      Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":{"territory":"hagga_basin","sector":12}})");
  EXPECT_EQ(forces_at(g, loc("hagga_basin", 12), F::BeneGesserit), (Forces{0, 1}));
}

// FAQ Nov 2020 p.4 (boundary.bg_arrival_stance): a shipment where the Bene Gesserit have advisors
// joins them as advisors; a spiritual advisor where they have fighters arrives as a fighter.
TEST(AuditBg, BgArrivalStance) {
  Game g = six(
      R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 1},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2}]})");
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  act(g, F::BeneGesserit, ship("the_great_flat", 2));
  EXPECT_EQ(advisors(g, "the_great_flat"), 3);
  EXPECT_EQ(fighters(g, "the_great_flat"), 0);
}

// 2.02.13 FIGHTERS: "When you use your normal shipment action Forces must be shipped as fighters."
// (Fixed: ship as_advisors is refused.)
TEST(AuditBg, NormalShipmentIsFighters) {
  Game g = six(R"({"forces": [{"faction": "harkonnen", "territory": "the_great_flat", "count": 2}]})");
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  EXPECT_EQ(
      refuse(g, F::BeneGesserit, R"({"type":"ship","to":"the_great_flat","forces":2,"as_advisors":true})")
          .code,
      Err::NotAllowed);
  act(g, F::BeneGesserit, ship("the_great_flat", 2));
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);
}

// 2.02.14 ENLISTMENT: advisors moved to an unoccupied territory flip to fighters.
TEST(AuditBg, EnlistmentAdvisorsMovedToEmptyTerritoryBecomeFighters) {
  Game g = six(
      R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 3},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2}]})");
  ASSERT_EQ(advisors(g, "the_great_flat"), 3);
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  act(g, F::BeneGesserit, R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3})");
  EXPECT_EQ(fighters(g, "funeral_plain"), 3);
  EXPECT_EQ(advisors(g, "funeral_plain"), 0);
}

// 2.02.16 TAKE UP ARMS: advisors moved into an occupied territory where the Bene Gesserit have none
// "may flip ... to fighters" (move take_up_arms); without it they stay advisors.
TEST(AuditBg, TakeUpArmsOnMovingIntoOccupiedTerritory) {
  const char* pos =
      R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 3},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2},
                              {"faction": "emperor", "territory": "funeral_plain", "count": 2}]})";
  Game g = six(pos);
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  Game keep = g;
  act(keep, F::BeneGesserit, R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3})");
  EXPECT_EQ(advisors(keep, "funeral_plain"), 3);
  act(g, F::BeneGesserit,
      R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3,"take_up_arms":true})");
  EXPECT_EQ(fighters(g, "funeral_plain"), 3);
  EXPECT_EQ(advisors(g, "funeral_plain"), 0);
}

// 2.02.16 with 2.02.18 PEACETIME: not beside the ally; and only advisors take up arms, only where the
// Bene Gesserit have no forces and another faction is.
TEST(AuditBg, TakeUpArmsRefusals) {
  Game g = six(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "emperor"},
                   "emperor": {"spice": 10, "hand": [], "ally": "bene_gesserit"},
                   "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 3},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2},
                              {"faction": "emperor", "territory": "funeral_plain", "count": 2},
                              {"faction": "bene_gesserit", "territory": "habbanya_erg", "sector": 15, "count": 2},
                              {"faction": "harkonnen", "territory": "habbanya_erg", "sector": 15, "count": 1}]})");
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  EXPECT_EQ(
      refuse(g, F::BeneGesserit,
             R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3,"take_up_arms":true})")
          .code,
      Err::NotAllowed);  // Peacetime
  EXPECT_EQ(
      refuse(g, F::BeneGesserit,
             R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3,"take_up_arms":true})")
          .code,
      Err::NotAllowed);  // nobody there: Enlistment makes them fighters anyway
  EXPECT_EQ(
      refuse(
          g, F::BeneGesserit,
          R"({"type":"move","from":{"territory":"habbanya_erg","sector":15},"to":"the_great_flat","forces":2,"take_up_arms":true})")
          .code,
      Err::NotAllowed);  // fighters, not advisors
}

// 2.02.20 ADAPTIVE FORCE: advisors moved where the Bene Gesserit have fighters flip to fighters.
TEST(AuditBg, AdaptiveForceAdvisorsJoinFighters) {
  Game g = six(
      R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 2},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2},
                              {"faction": "bene_gesserit", "territory": "funeral_plain", "count": 1}]})");
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  act(g, F::BeneGesserit, R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":2})");
  EXPECT_EQ(fighters(g, "funeral_plain"), 3);
  EXPECT_EQ(advisors(g, "funeral_plain"), 0);
}

// 2.02.18 PEACETIME and 2.02.19 STORMED IN: Wartime may not flip advisors where the ally is, nor under
// the storm; elsewhere it may.
TEST(AuditBg, WartimeNotWithAllyNorUnderStorm) {
  // Storm in sector 0: the Great Flat (sectors 13-14) is clear; Cielago North sector 0 is stormed.
  Game g = six(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "emperor"},
                   "emperor": {"spice": 10, "hand": [], "ally": "bene_gesserit"},
                   "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 1},
                              {"faction": "harkonnen", "territory": "the_great_flat", "count": 2},
                              {"faction": "bene_gesserit", "territory": "funeral_plain", "count": 0, "special": 1},
                              {"faction": "emperor", "territory": "funeral_plain", "count": 2},
                              {"faction": "bene_gesserit", "territory": "cielago_north", "sector": 0, "count": 0,
                               "special": 1},
                              {"faction": "harkonnen", "territory": "cielago_north", "sector": 0, "count": 1}]})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":"funeral_plain"})").code,
            Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":{"territory":"cielago_north","sector":0}})")
          .code,
      Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(fighters(g, "the_great_flat"), 1);
}

// 2.02.19 STORMED IN with 2.02.21 UNIVERSAL STEWARDS: advisors alone under the storm stay advisors.
TEST(AuditBg, StewardsNotUnderStorm) {
  Game g =
      six(R"({"forces": [{"faction": "bene_gesserit", "territory": "cielago_north", "sector": 0, "count": 0,
                               "special": 2},
                              {"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0, "special": 2}]})");
  EXPECT_EQ(advisors(g, "cielago_north"), 2);
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);
}

// 2.02.15 INTRUSION: a Guild cross-shipment is a force of another faction entering: the fighters
// may flip to advisors.
TEST(AuditBg, IntrusionByGuildCrossShipment) {
  Game g = six(R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 3},
                              {"faction": "guild", "territory": "funeral_plain", "count": 2}]})");
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
  act(g, F::Guild, R"({"type":"ship","from":"funeral_plain","to":"the_great_flat","forces":2})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(advisors(g, "the_great_flat"), 3);
}

// 2.02.12 COEXISTENCE: advisors "have no effect on the play": advisors in Arrakeen give the Bene
// Gesserit no ornithopters (fighters elsewhere move one territory); fighters there do.
TEST(AuditBg, AdvisorsInACityGiveNoOrnithopters) {
  for (bool fightersInCity : {false, true}) {
    Game g =
        six(std::string(R"({"forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": )") +
            (fightersInCity ? R"(1, "special": 0})" : R"(0, "special": 1})") +
            R"(, {"faction": "bene_gesserit", "territory": "the_great_flat", "count": 2}]})");
    if (has_pending(g, F::BeneGesserit, DecisionKind::BgFlip)) pass(g, F::BeneGesserit);
    pass_until(g, F::BeneGesserit, DecisionKind::Move);
    // The Great Flat -> Funeral Plain -> Bight of the Cliff: two territories.
    const char* far =
        R"({"type":"move","from":"the_great_flat","to":{"territory":"bight_of_the_cliff","sector":14},"forces":2})";
    if (fightersInCity)
      act(g, F::BeneGesserit, far);
    else
      EXPECT_EQ(refuse(g, F::BeneGesserit, far).code, Err::OutOfRange);
  }
}

// 2.02.12 COEXISTENCE: advisors are still susceptible to storms.
TEST(AuditBg, StormKillsAdvisors) {
  Game g =
      six(R"({"forces": [{"faction": "bene_gesserit", "territory": "cielago_north", "sector": 1, "count": 0,
                               "special": 2},
                              {"faction": "harkonnen", "territory": "cielago_north", "sector": 1, "count": 1}]})",
          "storm", 0, 2);
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(advisors(g, "cielago_north"), 0);
  EXPECT_EQ(g.player(F::BeneGesserit).tanks.total(), 2);
}

// ============================================================================================
// Fremen (Landsraad 2.04.13-2.04.21)
// ============================================================================================

// 2.04.16 STORM LOSSES: "A storm landing on your Forces then moving in a subsequent Turn does not
// destroy half of your Forces a second time."
// (Fixed: the sector the storm starts in no longer counts for the Fremen.)
TEST(AuditFremen, NoSecondHalfLossWhenTheStormMovesOn) {
  Game g =
      six(R"({"forces": [{"faction": "fremen", "territory": "cielago_north", "sector": 0, "count": 4}]})",
          "storm", 0, 2);
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(g.stormSector, 2);
  EXPECT_EQ(forces_at(g, F::Fremen, "cielago_north"), 4);
}

// 2.04.16 (passing case): Fremen the storm reaches this turn lose half, rounded up; others all.
TEST(AuditFremen, StormHalfLossRoundedUp) {
  Game g = six(R"({"forces": [{"faction": "fremen", "territory": "cielago_north", "sector": 2, "count": 3},
                              {"faction": "harkonnen", "territory": "cielago_north", "sector": 1, "count": 3}]})",
               "storm", 0, 2);
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(forces_at(g, F::Fremen, "cielago_north"), 1);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "cielago_north"), 0);
}

// 2.04.21 BATTLE HARDENED with 2.04.18 FEDAYKIN: Fremen need no spice; a Fedaykin counts 2.
// Fremen dial 3 (1 Fedaykin) = 4 + Jamis 2 = 6 beats Harkonnen 4 supported + Umman Kudu 1 = 5.
TEST(AuditFremen, FedaykinAndBattleHardenedWithoutSpice) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["fremen","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"fremen","territory":"the_great_flat","count":2,"special":1},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "fremen":{"spice":0,"hand":[],"traitors":["Feyd-Rautha"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Otheym"]}}})");
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(
      refuse(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":3,"elite":1,"spice":1})").code,
      Err::NotEnoughSpice);
  act(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":3,"elite":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":4,"spice":4})");
  for (Faction f : {F::Fremen, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  const int fremenSide = g.battle.sides[0] == index(F::Fremen) ? 0 : 1;
  EXPECT_EQ(g.battle.winner, fremenSide);
}

// 2.04.19 FEDAYKIN REVIVAL / 2.04.20 FEDAYKIN TRAINING: a Fedaykin counts as one force in revival
// (three free Fremen revivals may include one), and only one Fedaykin is revived per turn.
TEST(AuditFremen, FedaykinRevivedAsOneForceOnePerTurn) {
  Game g = six(R"({"fremen": {"spice": 0, "hand": [], "tanks": {"normal": 2, "special": 2}}})", "revival");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"revive","forces":3,"elite":2})").code, Err::RevivalLimit);
  act(g, F::Fremen, R"({"type":"revive","forces":3,"elite":1})");
  EXPECT_EQ(g.player(F::Fremen).tanks, (Forces{0, 1}));
  EXPECT_EQ(g.player(F::Fremen).spice, 0);  // all three free
}

// 2.03.10 SARDAUKAR REVIVAL: a Sardaukar costs as one force: Emperor free 1, then 2 spice each.
TEST(AuditEmperor, SardaukarRevivedAsOneForce) {
  Game g = six(R"({"emperor": {"spice": 10, "hand": [], "tanks": {"normal": 2, "special": 2}}})", "revival");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  act(g, F::Emperor, R"({"type":"revive","forces":3,"elite":1})");
  EXPECT_EQ(g.player(F::Emperor).spice, 6);
  EXPECT_EQ(g.player(F::Emperor).tanks, (Forces{0, 1}));
}

// ============================================================================================
// Harkonnen capture (Landsraad 2.05.10-2.05.13)
// ============================================================================================

std::string emperor_harkonnen_battle() {
  return R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Bashar"]}}})";
}

// 2.05.10.01: the captive is drawn from the loser's active leaders, "excluding all leaders already
// used elsewhere that Turn" (the leader that just fought may be drawn). All other Emperor leaders
// fought in another territory this turn: only Caid may be drawn, whatever the seed.
TEST(AuditHarkonnen, CaptureExcludesLeadersUsedElsewhere) {
  for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
    Game g = scenario(emperor_harkonnen_battle());
    g.rng = Rng::seeded(seed);
    for (const char* n : {"Count Hasimir Fenring", "Captain Aramsham", "Burseg", "Bashar"}) {
      LeaderId l = leader_by_name(n);
      g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(l))].foughtIn =
          territory_by_key("arrakeen");
    }
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
    act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
    for (Faction f : {F::Emperor, F::Harkonnen})
      if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
    ASSERT_EQ(g.battle.step, BattleStep::Capture);
    EXPECT_EQ(g.battle.captured, leader_by_name("Caid")) << "seed " << seed;
  }
}

// 2.05.10.01: the pool includes the leader used in the battle only "if not killed". Caid dies to a
// crysknife and every other Emperor leader fought elsewhere this turn: nothing can be captured.
TEST(AuditHarkonnen, CaptureExcludesTheKilledLeader) {
  Game g = scenario(emperor_harkonnen_battle());
  for (const char* n : {"Count Hasimir Fenring", "Captain Aramsham", "Burseg", "Bashar"}) {
    LeaderId l = leader_by_name(n);
    g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(l))].foughtIn =
        territory_by_key("arrakeen");
  }
  g.player(F::Harkonnen).hand.push_back(HeldCard{card_by_key("crysknife"), FactionSet::of(F::Harkonnen)});
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3,"weapon":"crysknife"})");
  for (Faction f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  if (has_pending(g, F::Harkonnen, DecisionKind::KeepCards))
    act(g, F::Harkonnen, R"({"type":"keep_cards","keep_weapon":true})");
  EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(leader_by_name("Caid")))].where,
            LeaderWhere::Tanks);
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Capture));
  for (int i = 0; i < leader_count(F::Emperor); ++i)
    EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(i)].capturedBy, -1);
}

// 2.05.10.02 KILL: the killed leader goes to its owner's Tanks and the Harkonnen gain 2 spice;
// 2.05.12 its faction may revive it.
TEST(AuditHarkonnen, KilledCaptiveGoesToOwnersTanks) {
  Game g = scenario(emperor_harkonnen_battle());
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
  for (Faction f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  ASSERT_EQ(g.battle.step, BattleStep::Capture);
  const LeaderId c = g.battle.captured;
  const int spice = g.player(F::Harkonnen).spice;
  act(g, F::Harkonnen, R"({"type":"keep_cards","keep_leader":false})");
  const LeaderState& s = g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(c))];
  EXPECT_EQ(s.where, LeaderWhere::Tanks);
  EXPECT_EQ(s.capturedBy, -1);
  EXPECT_EQ(g.player(F::Harkonnen).spice, spice + 2);
}

// 2.05.10.02 KILL: "Place the Leader Disc face down into the Tleilaxu Tanks" (a face-down leader is
// revived after the face-up ones, 1.05.04).
// (Fixed: the killed captive goes face down, as a second death would.)
TEST(AuditHarkonnen, KilledCaptiveIsFaceDown) {
  Game g = scenario(emperor_harkonnen_battle());
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
  for (Faction f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  ASSERT_EQ(g.battle.step, BattleStep::Capture);
  const LeaderId c = g.battle.captured;
  act(g, F::Harkonnen, R"({"type":"keep_cards","keep_leader":false})");
  EXPECT_TRUE(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(c))].faceDown);
}

// 2.05.11 PRISON BREAK: when all the Harkonnen's own leaders are killed, captives return at once to
// the players who last had them. The last Harkonnen leader dies in a battle fought with the captive
// not fielded: the captive goes home.
TEST(AuditHarkonnen, PrisonBreakWhenLastOwnLeaderDies) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":2}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":["crysknife"],"traitors":["Piter de Vries"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Caid"],
        "leaders_in_tanks":["Feyd-Rautha","Beast Rabban","Piter de Vries","Captain Iakin Nefud"]}}})");
  ASSERT_EQ(g.phase, Phase::Battle);
  LeaderId bashar = leader_by_name("Bashar");
  g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(bashar))].capturedBy =
      static_cast<std::int8_t>(index(F::Harkonnen));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"spice":3,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":1})");
  for (Faction f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  act(g, F::Emperor, R"({"type":"keep_cards","keep_weapon":true})");
  EXPECT_EQ(g.player(F::Harkonnen)
                .leaders[static_cast<std::size_t>(leader_slot(leader_by_name("Umman Kudu")))]
                .where,
            LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(bashar))].capturedBy, -1);
}

// ============================================================================================
// Atreides Kwisatz Haderach (Landsraad 2.01.10-2.01.15)
// ============================================================================================

// 2.01.11: "If the leader or Cheap Hero is killed the Kwisatz Haderach does not add its +2".
// Duncan 2 + dial 2 (spiced) + KH 2 = 6 would beat Piter 3 + 2 spiced = 5; Duncan killed by a
// crysknife: 2 loses to 5.
TEST(AuditAtreides, KwisatzAddsNothingToAKilledLeader) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":["crysknife"],"traitors":["Lady Jessica"]}}})");
  g.atreides.battleLosses = 7;
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) pass(g, F::Atreides);
  act(g, F::Atreides,
      R"({"type":"battle_plan","leader":"Duncan Idaho","dial":2,"spice":2,"kwisatz_haderach":true})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Piter de Vries","dial":2,"spice":2,"weapon":"crysknife"})");
  for (Faction f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  const int harkonnenSide = g.battle.sides[0] == index(F::Harkonnen) ? 0 : 1;
  EXPECT_EQ(g.battle.winner, harkonnenSide);
  EXPECT_FALSE(g.atreides.kwisatzInTanks);  // 2.01.13: only a lasgun/shield explosion kills it
}

// 2.01.10: the Kwisatz Haderach needs 7 forces lost "in a battle or battles": storm losses do not
// count.
TEST(AuditAtreides, StormLossesDoNotCountTowardKwisatz) {
  Game g =
      six(R"({"forces": [{"faction": "atreides", "territory": "cielago_north", "sector": 1, "count": 8}]})",
          "storm", 0, 2);
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(forces_at(g, F::Atreides, "cielago_north"), 0);
  EXPECT_EQ(g.atreides.battleLosses, 0);
}

// Atreides (10), Harkonnen (2) and Emperor (2) in the Great Flat; the Atreides are the aggressor.
Game three_way() {
  return scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","emperor","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":10},
                {"faction":"harkonnen","territory":"the_great_flat","count":2},
                {"faction":"emperor","territory":"the_great_flat","count":2}],"spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "emperor":{"spice":10,"hand":[],"traitors":["Burseg"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Feyd-Rautha"]}}})");
}

// Plays one Atreides battle in the Great Flat against `opponent`, the Kwisatz Haderach with Thufir.
void atreides_battle(Game& g, Faction opponent, const char* opponentLeader, bool expectKwisatzAccepted) {
  for (int guard = 0; guard < 20 && !has_pending(g, F::Atreides, DecisionKind::BattlePlan); ++guard) {
    if (has_pending(g, F::Atreides, DecisionKind::ChooseBattle)) {
      act(g, F::Atreides,
          std::string(R"({"type":"choose_battle","territory":"the_great_flat","opponent":")") +
              std::string(faction_key(opponent)) + R"("})");
      continue;
    }
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    pass(g, ds.front().seat);
  }
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) pass(g, F::Atreides);
  const char* plan =
      R"({"type":"battle_plan","leader":"Thufir Hawat","dial":1,"spice":1,"kwisatz_haderach":true})";
  if (expectKwisatzAccepted)
    act(g, F::Atreides, plan);
  else
    refuse(g, F::Atreides, plan);
  if (!expectKwisatzAccepted) return;
  act(g, opponent, std::string(R"({"type":"battle_plan","leader":")") + opponentLeader + R"(","dial":0})");
  for (Faction f : {F::Atreides, opponent})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  // The opponent lost: none of its forces are left in the Great Flat.
  EXPECT_EQ(forces_at(g, opponent, "the_great_flat"), 0) << name(opponent);
}

// 2.01.11: the Kwisatz Haderach joins "in one Territory per Turn"; in that territory it may join
// the Atreides' next battle too (three factions in one territory).
// (Fixed: Game.kwisatzTerritory.)
TEST(AuditAtreides, KwisatzAgainInTheSameTerritory) {
  Game g = three_way();
  g.atreides.battleLosses = 7;
  atreides_battle(g, F::Harkonnen, "Umman Kudu", true);
  atreides_battle(g, F::Emperor, "Caid", true);
}

// 2.01.11 (passing case): another territory the same turn is refused.
TEST(AuditAtreides, KwisatzNotInASecondTerritory) {
  Game g = three_way();
  g.atreides.battleLosses = 7;
  g.atreides.kwisatzUsedTurn = 3;  // used in another territory earlier this turn
  atreides_battle(g, F::Harkonnen, "Umman Kudu", false);
}

// 2.01.15 ASCENSION: alive, the Kwisatz Haderach does not prevent leader revival: with all five
// Atreides leaders in the Tanks a leader may be revived.
TEST(AuditAtreides, LeaderRevivalWithKwisatzAlive) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"arrakeen","count":10},
                {"faction":"harkonnen","territory":"carthag","count":10}],"spice_on_board":[],
      "atreides":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"],
        "leaders_in_tanks":["Thufir Hawat","Lady Jessica","Gurney Halleck","Duncan Idaho","Dr. Wellington Yueh"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Lady Jessica"]}}})");
  g.atreides.battleLosses = 8;
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  act(g, F::Atreides, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 8);
}

// ============================================================================================
// 1.13 Advanced game: spice dialing, traitor
// ============================================================================================

// 1.13.04.02-03: an unsupported force counts half; halves are kept, not rounded. Emperor 3
// unsupported (1.5) + Caid 3 = 4.5 beats Harkonnen 1 spiced + Piter 3 = 4, and loses to 5.
TEST(AuditSpiceDialing, HalfStrengthNotRounded) {
  for (int harkonnenSpiced : {1, 2}) {
    Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],"seed":11,
        "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
        "forces":[{"faction":"emperor","territory":"the_great_flat","count":6},
                  {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
        "emperor":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":[],"traitors":["Bashar"]}}})");
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
    act(g, F::Harkonnen,
        R"({"type":"battle_plan","leader":"Piter de Vries","dial":)" + std::to_string(harkonnenSpiced) +
            R"(,"spice":)" + std::to_string(harkonnenSpiced) + "}");
    for (Faction f : {F::Emperor, F::Harkonnen})
      if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
    const int emperorSide = g.battle.sides[0] == index(F::Emperor) ? 0 : 1;
    EXPECT_EQ(g.battle.winner == emperorSide, harkonnenSpiced == 1) << harkonnenSpiced;
  }
}

// 1.13.04.05 PAYMENT: spice dialed goes to the Spice Bank (not to the Guild, not to the opponent),
// from both sides.
TEST(AuditSpiceDialing, BothSidesPayTheBank) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen","guild"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "emperor":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "guild":{"spice":5,"hand":[],"traitors":["Soo-Soo Sook"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Bashar"]}}})");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  for (Faction f : {F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  EXPECT_EQ(g.player(F::Emperor).spice, 8);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7 + 0);
  EXPECT_EQ(g.player(F::Guild).spice, 5);
}

// 1.13.03 SPICE DECK RESHUFFLE: shuffle "all discarded territory and Shai-Hulud cards under the top
// most territory card in Spice Discard Pile A and all ... in Spice Discard Pile B": the topmost
// territory card of pile A stays on pile A (a later Shai-Hulud on pile A devours there).
// (Fixed: adv.spice_deck_reshuffle.)
SpiceCardId spice_card(std::string_view territoryKey) { return spice_card_of(territoryKey); }

TEST(AuditSpiceBlow, ReshuffleKeepsPileATopTerritoryCard) {
  Game g = six("{}", "storm", 0, 2);
  const SpiceCardId x = spice_card("south_mesa"), z = spice_card("red_chasm");
  std::vector<SpiceCardId> all;
  for (auto* v : {&g.spiceDeck, &g.spiceDiscard, &g.spiceDiscardB}) {
    all.insert(all.end(), v->begin(), v->end());
    v->clear();
  }
  for (SpiceCardId c : all)
    if (c != x && c != z) g.spiceDiscard.push_back(c);  // pile A: every other card
  g.spiceDiscardB.push_back(z);
  g.spiceDeck.push_back(x);  // the last card of the deck: blow A takes it, blow B reshuffles
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(g.spice[loc("south_mesa", 4)], 10);
  ASSERT_FALSE(g.spiceDiscard.empty());
  EXPECT_EQ(g.spiceDiscard, std::vector<SpiceCardId>{x});
}

// ============================================================================================
// 1.12 Bribes
// ============================================================================================

// 1.12.00-01 with 1.10.02.04: bribes are between players "not members of the same Alliance";
// "Allies can make deals ... so long as it is not a Bribe"; allies may not give spice.
// (Fixed: a bribe to the ally is refused and not offered.)
TEST(AuditBribe, NoBribeToTheAlly) {
  Game g = six(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "harkonnen"},
                   "harkonnen": {"spice": 10, "hand": [], "ally": "bene_gesserit"}})");
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"bribe","target":"harkonnen","amount":2})").code,
            Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"bribe","target":"atreides","amount":2})");
}

// 1.12.02: bribe spice waits in front of the receiver's shield until the Mentat Pause.
TEST(AuditBribe, BribeWaitsUntilMentatPause) {
  Game g = six("{}");
  act(g, F::Emperor, R"({"type":"bribe","target":"atreides","amount":3})");
  EXPECT_EQ(g.player(F::Emperor).spice, 7);
  EXPECT_EQ(g.player(F::Atreides).spice, 10);
  EXPECT_EQ(g.player(F::Atreides).bribes, 3);
}

// ============================================================================================
// 1.14 Faction Karama powers
// ============================================================================================

// 1.14.03: the Fremen Karama sandworm is used "During Spice Blow and Nexus Phase ... after turn 1".
// (Fixed: refused outside the Spice Blow and Nexus phase.)
TEST(AuditKarama, FremenSandwormOnlyInSpiceBlowPhase) {
  Game g = six(R"({"fremen": {"spice": 10, "hand": ["karama"], "tanks": 3}})", "revival");
  ASSERT_EQ(g.phase, Phase::Revival);
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"karama_worm","territory":"the_great_flat"})").code,
            Err::WrongPhase);
}

// 1.14.04: the Harkonnen take a hand "During the Bidding Phase".
// (Fixed: refused outside the Bidding phase.)
TEST(AuditKarama, HarkonnenTakeHandOnlyInBidding) {
  Game g = six(R"({"harkonnen": {"spice": 10, "hand": ["karama"]},
                   "atreides": {"spice": 10, "hand": ["lasgun"]}})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})").code,
            Err::WrongPhase);
}

// 1.14.02: the Emperor revive up to three forces free with a Karama, once a game (2.03.11: one
// Sardaukar among them at most).
TEST(AuditKarama, EmperorKaramaRevivalOnceAGame) {
  Game g = six(R"({"emperor": {"spice": 0, "hand": ["karama", "karama"], "tanks": 6}})", "revival");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  const int reserves = g.player(F::Emperor).reserves.total();
  act(g, F::Emperor, R"({"type":"revive","forces":3,"karama":true})");
  EXPECT_TRUE(g.player(F::Emperor).karamaPowerUsed);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), reserves + 3);
  EXPECT_EQ(g.player(F::Emperor).spice, 0);
}

}  // namespace
}  // namespace dune
