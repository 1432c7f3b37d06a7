// The Homeworlds variant (em_homeworlds), its places: shipping to another faction's Homeworld, the
// Occupier and its income, battles against the native reserves, the Lasgun/Shield cap, the allied bans,
// and what the seed contracts ask of them (Caladan's reinforcement on a Homeworld, Harass & Withdraw not
// on one's own). Rules 74, 77-81, 87, 94, 96, 98 of docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md, from E3
// pp.9-10,15 (2h); each test names the registry row it checks (engine/core/rules_registry.cpp em.hw.*).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;
using H = HomeworldId;

int reserves(const Game& g, F f) { return g.player(f).reserves.total(); }
int tanks(const Game& g, F f) { return g.player(f).tanks.total(); }
bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

// Atreides and Harkonnen (and `extra`), Basic, turn 3, in `phase`, with the Homeworlds: `forces` is the
// position's forces list; the Atreides have `atreidesTanks` in the Tanks (their reserves, on Caladan, are
// 20 less the board and the Tanks).
Game position(const std::string& phase, const std::string& forces, int atreidesTanks,
              const std::string& atreidesHand = "[]", const std::string& harkonnenHand = "[]",
              const std::string& extra = "", const std::string& more = "") {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen")" + extra +
                  R"(],"variants":["em_homeworlds","em_treachery"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":")" +
                  phase + R"(","storm_sector":0,"forces":)" + forces + R"(,"spice_on_board":[],
      "atreides":{"spice":10,"tanks":)" +
                  std::to_string(atreidesTanks) + R"(,"hand":)" + atreidesHand +
                  R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
                  harkonnenHand + R"(,"traitors":["Duncan Idaho"]})" + more + "}}");
}

// --- shipping to a Homeworld (em.hw.ship_between, em.hw.allied) --------------------------------------

// em.hw.ship_between: from one's reserves to another faction's Homeworld at 1 spice a force (the
// stronghold rate); never to one's own, nor to a card that is not on the table.
TEST(HomeworldPlaces, ShippingToAnotherFactionsHomeworldCostsOneAForce) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":2}])", 0);
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"ship","to":"giedi_prime","forces":2})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"ship","to":"kaitain","forces":2})").code, Err::NotAllowed);
  act(g, F::Harkonnen, R"({"type":"ship","to":"caladan","forces":3})");
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "caladan"), 3);
  EXPECT_EQ(reserves(g, F::Harkonnen), 7);  // 10 start in Carthag
  // The natives are still there: nobody is alone on Caladan, so nobody occupies it yet.
  EXPECT_FALSE(homeworlds::occupier(g, H::Caladan).has_value());
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.ship_between: the legal-move list offers the foreign Homeworlds on the table and no other, and the
// shipment quote prices them at the stronghold rate.
TEST(HomeworldPlaces, LegalShipmentsListTheForeignHomeworldsOnTheTable) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":2}])", 0);
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  bool caladan = false, giedi = false, kaitain = false;
  for (const Action& a : legal_actions(g, F::Harkonnen)) {
    if (a.kind != ActionKind::Ship || a.to < 0) continue;
    caladan = caladan || a.to == homeworld_location(H::Caladan);
    giedi = giedi || a.to == homeworld_location(H::GiediPrime);
    kaitain = kaitain || a.to == homeworld_location(H::Kaitain);
  }
  EXPECT_TRUE(caladan);
  EXPECT_FALSE(giedi);
  EXPECT_FALSE(kaitain);
  const Action ship{.kind = ActionKind::Ship, .amount = 4, .to = homeworld_location(H::Caladan)};
  EXPECT_EQ(shipment_price(g, F::Harkonnen, ship), 4);
}

// em.hw.allied: nobody ships to its ally's Homeworld.
TEST(HomeworldPlaces, NoShipmentToTheAllysHomeworld) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":2}])", 0);
  g.player(F::Atreides).ally = static_cast<std::int8_t>(index(F::Harkonnen));
  g.player(F::Harkonnen).ally = static_cast<std::int8_t>(index(F::Atreides));
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  const Error e = refuse(g, F::Harkonnen, R"({"type":"ship","to":"caladan","forces":2})");
  EXPECT_EQ(e.code, Err::AllyTerritory);
  EXPECT_NE(e.message.find("ally's Homeworld"), std::string::npos);
}

// em.hw.ship_between: no Bene Gesserit spiritual advisor goes to a Homeworld; the Polar Sink stays open.
TEST(HomeworldPlaces, NoSpiritualAdvisorFollowsAShipmentToAHomeworld) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":2}])", 0, "[]",
                    "[]", R"(,"bene_gesserit")");
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  act(g, F::Harkonnen, R"({"type":"ship","to":"caladan","forces":2})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":"caladan"})").code, Err::NotAllowed);
  for (const Action& a : legal_actions(g, F::BeneGesserit)) {
    if (a.kind == ActionKind::SendAdvisor) {
      EXPECT_EQ(a.to, kNoLocation);
    }
  }
}

// --- occupation (em.hw.occupier, em.hw.occupied_income, em.hw.allied) ---------------------------------

// em.hw.occupier: forces alone on another faction's Homeworld make their faction its Occupier at once
// (continuous, boundary em.hw.boundary.occupier_lifecycle (a)); the view shows it to every seat.
TEST(HomeworldPlaces, AloneOnAHomeworldMakesTheOccupier) {
  // Every Atreides force is on Arrakis or in the Tanks: Caladan has no natives.
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":8}])", 12);
  ASSERT_EQ(homeworlds::natives(g, H::Caladan), 0);
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  act(g, F::Harkonnen, R"({"type":"ship","to":"caladan","forces":2})");
  ASSERT_EQ(homeworlds::occupier(g, H::Caladan), F::Harkonnen);
  for (const Viewer& v : {Viewer::of(F::Atreides), Viewer::spectator()}) {
    const std::string j = to_string(to_json(view(g, v)));
    EXPECT_NE(j.find(R"("occupier":"harkonnen")"), std::string::npos);
    EXPECT_NE(j.find(R"("visitors":[{"faction":"harkonnen","forces":2,"special":0}])"), std::string::npos);
  }
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.occupied_income: in Spice Collection the Occupier takes the card's printed income (Caladan: 2)
// from the Bank; a snapshot keeps the Occupier.
TEST(HomeworldPlaces, TheOccupierCollectsTheCardsIncome) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":8}])", 12);
  pass_until_decision(g, F::Harkonnen, DecisionKind::Ship);
  act(g, F::Harkonnen, R"({"type":"ship","to":"caladan","forces":2})");
  ASSERT_EQ(homeworlds::occupier(g, H::Caladan), F::Harkonnen);
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value().em.occupier, g.em.occupier);
  const int spice = g.player(F::Harkonnen).spice;
  for (int guard = 0; guard < 40 && g.phase != Phase::Collection && g.turn == 3; ++guard) {
    const auto ds = pending(g);
    if (ds.empty()) break;
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  bool logged = false;
  for (const LogEntry& e : g.log)
    logged = logged || e.text.str().find("Occupier of Caladan") != std::string::npos;
  EXPECT_TRUE(logged);
  EXPECT_EQ(g.player(F::Harkonnen).spice, spice + 2);
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.occupier: the natives alone again free the card (revived forces return to it).
TEST(HomeworldPlaces, TheNativesAloneFreeTheirHomeworld) {
  Game g = position("revival", R"([{"faction":"atreides","territory":"polar_sink","count":1}])", 19);
  g.em.occupier[static_cast<std::size_t>(H::Caladan)] = static_cast<std::int8_t>(index(F::Harkonnen));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_EQ(homeworlds::natives(g, H::Caladan), 2);
  EXPECT_FALSE(homeworlds::occupier(g, H::Caladan).has_value());
}

// em.hw.allied: two factions may not ally while either occupies the other's Homeworld.
TEST(HomeworldPlaces, NoAllianceWhileOccupyingTheOthersHomeworld) {
  Game g = position("battle", R"([{"faction":"harkonnen","territory":"caladan","count":2},
                {"faction":"atreides","territory":"polar_sink","count":1}])",
                    19);
  g.em.occupier[static_cast<std::size_t>(H::Caladan)] = static_cast<std::int8_t>(index(F::Harkonnen));
  g.phase = Phase::Nexus;
  g.nexus = NexusStep{};
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Nexus));
  const Error e = refuse(g, F::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Homeworld"), std::string::npos);
}

// em.hw.faces with rule 87 (em.hw.faq_kaitain): Kaitain low, the half the Emperor does not keep goes to
// Kaitain's Occupier (of 5: 3 and 2), no longer to the Bank.
TEST(HomeworldPlaces, KaitainLowSplitGoesToItsOccupier) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","emperor","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"bidding","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":3},
                {"faction":"harkonnen","territory":"kaitain","count":1}],
      "atreides":{"spice":10,"hand":[]},"harkonnen":{"spice":0,"hand":[]},
      "emperor":{"spice":0,"hand":[],"tanks":14}}})");
  g.em.occupier[static_cast<std::size_t>(H::Kaitain)] = static_cast<std::int8_t>(index(F::Harkonnen));
  for (int guard = 0; guard < 10 && !has_pending(g, F::Atreides, DecisionKind::Bid); ++guard) {
    const auto ds = pending(g);
    if (ds.empty()) break;
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Bid));
  act(g, F::Atreides, R"({"type":"bid","amount":5})");
  for (int guard = 0; guard < 6; ++guard) {
    bool any = false;
    for (F f : {F::Emperor, F::Harkonnen})
      if (has_pending(g, f, DecisionKind::Bid)) {
        act(g, f, R"({"type":"pass"})");
        any = true;
      }
    if (!any) break;
  }
  EXPECT_EQ(g.player(F::Atreides).spice, 5);
  EXPECT_EQ(g.player(F::Emperor).spice, 3);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 2);
  EXPECT_TRUE(invariant_ok(g));
}

// --- battles on a Homeworld (em.hw.battle, em.hw.explosion) ------------------------------------------

// Harkonnen invaders on Caladan against its 8 native Atreides (11 in the Tanks, 1 in the Polar Sink).
Game caladan_battle(const std::string& atreidesHand = "[]", const std::string& harkonnenHand = "[]",
                    const std::string& extra = "") {
  return position("battle", R"([{"faction":"harkonnen","territory":"caladan","count":4},
                {"faction":"atreides","territory":"polar_sink","count":1}])",
                  11, atreidesHand, harkonnenHand, extra);
}
void plans(Game& g, const std::string& atreides, const std::string& harkonnen) {
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Prescience)) act(g, f, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan",)" + harkonnen + "}");
  act(g, F::Atreides, R"({"type":"battle_plan",)" + atreides + "}");
}

// em.hw.battle: invaders on a Homeworld fight its natives; the native dials from its reserves there and
// adds the card's battle number (Caladan 2): Thufir 5 + 1 + 2 = 8 beats Piter 3 + 4 = 7. The winner's dial
// comes from the reserves, the loser's forces all die.
TEST(HomeworldPlaces, InvadersFightTheNativeReservesWhoAddTheBattleNumber) {
  Game g = caladan_battle();
  ASSERT_EQ(g.battle.territory, homeworld_territory(H::Caladan));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::BattlePlan) ||
              has_pending(g, F::Atreides, DecisionKind::Prescience));
  plans(g, R"("leader":"Thufir Hawat","dial":1)", R"("leader":"Piter de Vries","dial":4)");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "caladan"), 0);
  EXPECT_EQ(tanks(g, F::Harkonnen), 4);
  EXPECT_EQ(reserves(g, F::Atreides), 7);
  EXPECT_EQ(tanks(g, F::Atreides), 12);
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.battle: the native dials no more than its natives there (8).
TEST(HomeworldPlaces, TheNativeDialsAtMostItsNatives) {
  Game g = caladan_battle();
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Prescience)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":9})").code,
            Err::BadPlan);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":8})");
}

// em.hw.battle: on a Homeworld only the native may call a traitor; the invader is not even asked.
TEST(HomeworldPlaces, OnlyTheNativeCallsATraitorThere) {
  Game g = caladan_battle();
  // The Harkonnen's traitor is Duncan Idaho: the Atreides field him.
  plans(g, R"("leader":"Duncan Idaho","dial":1)", R"("leader":"Piter de Vries","dial":1)");
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Traitor));
  refuse(g, F::Harkonnen, R"({"type":"call_traitor"})");
}

// em.hw.explosion: a Lasgun/Shield explosion on a Homeworld kills the invaders and at most the card's
// battle number of natives (Caladan 2); the other natives stay.
TEST(HomeworldPlaces, AnExplosionKillsAtMostTheBattleNumberOfNatives) {
  Game g = caladan_battle(R"(["lasgun"])", R"(["shield"])");
  plans(g, R"("leader":"Thufir Hawat","dial":1,"weapon":"lasgun")",
        R"("leader":"Piter de Vries","dial":1,"defense":"shield")");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "caladan"), 0);
  EXPECT_EQ(reserves(g, F::Atreides), 6);
  EXPECT_EQ(tanks(g, F::Atreides), 13);
  EXPECT_TRUE(invariant_ok(g));
}

// em.card.harass_homeworld (seed ECAZ_TREACHERY_RULES.md): Harass & Withdraw is refused on the user's own
// Homeworld; the same plan without it is accepted.
TEST(HomeworldPlaces, HarassAndWithdrawNotOnTheUsersOwnHomeworld) {
  Game g = caladan_battle(R"(["harass_and_withdraw"])");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Prescience)) act(g, f, R"({"type":"pass"})");
  const Error e =
      refuse(g, F::Atreides,
             R"({"type":"battle_plan","leader":"Thufir Hawat","dial":1,"weapon":"harass_and_withdraw"})");
  EXPECT_EQ(e.code, Err::BadPlan);
  EXPECT_NE(e.message.find("own Homeworld"), std::string::npos);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":1})");
}

// Seed HVR ¶3 (em.hw.caladan.native_zero): an Atreides win on Caladan itself moves nothing: the reserves
// are already there, so no offer.
TEST(HomeworldPlaces, CaladanWinOnCaladanOffersNoReinforcement) {
  Game g = caladan_battle();
  plans(g, R"("leader":"Thufir Hawat","dial":1)", R"("leader":"Piter de Vries","dial":4)");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  ASSERT_EQ(forces_at(g, F::Harkonnen, "caladan"), 0);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
}

// Seed HVR ¶4 (em.hw.caladan.foreign_hw): an Atreides win on a foreign Homeworld (Giedi Prime) offers its
// one location, and the force taken from Caladan is a real counter there.
TEST(HomeworldPlaces, CaladanReinforcesAWinOnAForeignHomeworld) {
  // Atreides 5 invaders on Giedi Prime against 3 Harkonnen natives (16 in the Tanks: Giedi Prime low).
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"giedi_prime","count":5},
                {"faction":"harkonnen","territory":"polar_sink","count":1}],"spice_on_board":[],
      "atreides":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":16,"hand":[],"traitors":["Duncan Idaho"]}}})");
  ASSERT_EQ(g.battle.territory, homeworld_territory(H::GiediPrime));
  plans(g, R"("leader":"Thufir Hawat","dial":2)", R"("leader":"Piter de Vries","dial":1)");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  ASSERT_EQ(forces_at(g, F::Atreides, "giedi_prime"), 3);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  const int before = reserves(g, F::Atreides);
  act(g, F::Atreides, R"({"type":"reinforce_from_homeworld","to":"giedi_prime"})");
  EXPECT_EQ(forces_at(g, F::Atreides, "giedi_prime"), 4);
  EXPECT_EQ(reserves(g, F::Atreides), before - 1);
  // The Harkonnen natives are gone: the Atreides are alone there and occupy Giedi Prime.
  EXPECT_EQ(homeworlds::occupier(g, H::GiediPrime), F::Atreides);
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.reserves: each Homeworld is one off-planet territory and location of the map, named as the card
// (engine/data/map.hpp against engine/data/homeworlds.cpp): no sector, no neighbour, never a stronghold.
TEST(HomeworldPlaces, EachHomeworldIsAnOffPlanetLocation) {
  for (int i = 0; i < kHomeworlds; ++i) {
    const auto h = static_cast<H>(i);
    const TerritoryId t = homeworld_territory(h);
    EXPECT_EQ(territory(t).key, homeworld_info(h).key);
    EXPECT_EQ(territory(t).name, homeworld_info(h).name);
    EXPECT_EQ(territory(t).terrain, Terrain::Homeworld);
    EXPECT_FALSE(is_stronghold(t));
    const LocationId l = homeworld_location(h);
    EXPECT_EQ(location(l).territory, t);
    EXPECT_EQ(location(l).sector, kNoSector);
    EXPECT_TRUE(location_neighbours(l).empty());
    ASSERT_EQ(locations_of(t).size(), 1u);
    EXPECT_EQ(territory_by_key(homeworld_info(h).key), t);
  }
}

// Boundary em.hw.boundary.fremen_ship, choice (a): the Fremen send their reserves only to their own zone,
// never to a Homeworld.
TEST(HomeworldPlaces, TheFremenSendNoForceToAHomeworld) {
  Game g = position("ship_move", R"([{"faction":"atreides","territory":"arrakeen","count":2}])", 0, "[]",
                    "[]", R"(,"fremen")");
  pass_until_decision(g, F::Fremen, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"ship","to":"caladan","forces":2})").code, Err::NotAllowed);
  act(g, F::Fremen, R"({"type":"ship","to":"the_great_flat","forces":2})");
}

// Random play with the Homeworlds reaches their places (so `dune simulate --variants all --check` exercises
// them): shipments to a foreign Homeworld, battles against the natives there, Occupiers; the invariants
// (forces conserved across Homeworlds, board, reserves and Tanks) hold at the end of every game.
TEST(HomeworldPlaces, RandomPlayShipsFightsAndOccupies) {
  int battles = 0, occupied = 0, shipped = 0;
  for (std::uint64_t seed = 1; seed <= 80 && (battles == 0 || occupied == 0 || shipped == 0); ++seed) {
    SetupOptions o;
    o.factions = {F::Atreides, F::Harkonnen, F::Emperor, F::Fremen, F::Guild, F::BeneGesserit};
    o.ruleset.variants = variant_bit(Variant::EmHomeworlds);
    if (seed % 2 == 0) o.ruleset.kind = RulesetKind::Advanced;
    o.seed = seed;
    auto made = new_game(o);
    ASSERT_TRUE(made) << made.error().message.str();
    Game g = made.value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng rng = Rng::seeded(seed);
    bool fought = false;
    for (int step = 0; step < 20000 && !is_over(g); ++step) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      const Faction seat = ds[rng.below(static_cast<std::uint32_t>(ds.size()))].seat;
      const auto a = sample_legal_action(g, seat, rng);
      if (!a) continue;
      if (a->kind == ActionKind::Ship && a->to >= 0 && is_homeworld_location(a->to)) ++shipped;
      ASSERT_TRUE(apply(g, seat, *a).ok()) << "seed " << seed << ", step " << step;
      if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory &&
          is_homeworld_territory(g.battle.territory) && !fought) {
        fought = true;
        ++battles;
      }
      for (std::int8_t o2 : g.em.occupier) occupied += o2 >= 0;
    }
    ASSERT_EQ(check_invariants(g, base), "") << "seed " << seed;
  }
  EXPECT_GT(shipped, 0);
  EXPECT_GT(battles, 0);
  EXPECT_GT(occupied, 0);
}

// --- the occupied faces (em.hw.<world>.occupied) -------------------------------------------------------

// A stated position with a faction alone on another's Homeworld starts with it as the Occupier.
TEST(HomeworldPlaces, AStatedPositionSettlesTheOccupier) {
  Game g = position("ship_move", R"([{"faction":"harkonnen","territory":"caladan","count":2},
      {"faction":"atreides","territory":"polar_sink","count":1}])",
                    19);
  EXPECT_EQ(homeworlds::occupier(g, H::Caladan), F::Harkonnen);
}

// em.hw.salusa.occupied: with Salusa Secundus occupied the Sardaukar count single (2 Sardaukar, no
// spice: 2 x 1 half point instead of 2 x 2).
TEST(HomeworldPlaces, SalusaOccupiedSardaukarCountSingle) {
  auto game = [](bool occupied) {
    return scenario(std::string(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":5})") +
                    (occupied ? R"(,{"faction":"harkonnen","territory":"salusa_secundus","count":1})" : "") +
                    R"(],"emperor":{"spice":10,"tanks":{"normal":0,"special":5}}}})");
  };
  BattlePlanRec p;
  p.dial = 2;
  p.elite = 2;
  Game free = game(false), taken = game(true);
  ASSERT_FALSE(homeworlds::occupier(free, H::SalusaSecundus).has_value());
  ASSERT_EQ(homeworlds::occupier(taken, H::SalusaSecundus), F::Harkonnen);
  EXPECT_EQ(battle_phase::dial_half_points(free, F::Emperor, F::Harkonnen, p), 2 * 2);
  EXPECT_EQ(battle_phase::dial_half_points(taken, F::Emperor, F::Harkonnen, p), 2 * 1);
}

// em.hw.wallach_ix.occupied: the Occupier of Wallach IX (and its ally) are immune to the Voice: no Voice
// step in its battle with the Bene Gesserit; without the occupation the Voice is asked.
TEST(HomeworldPlaces, WallachIxOccupiedIsImmuneToTheVoice) {
  auto battle = [](bool occupied) {
    return scenario(std::string(R"({"setup":{"ruleset":"basic","factions":["bene_gesserit","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6})") +
                    (occupied ? R"(,{"faction":"harkonnen","territory":"wallach_ix","count":1})" : "") +
                    R"(],"spice_on_board":[],"bene_gesserit":{"hand":[],"tanks":15,"traitors":["Umman Kudu"]},
      "harkonnen":{"hand":[],"traitors":["Alia"]}}})");
  };
  Game free = battle(false);
  EXPECT_TRUE(has_pending(free, F::BeneGesserit, DecisionKind::Voice));
  Game taken = battle(true);
  ASSERT_EQ(homeworlds::occupier(taken, H::WallachIX), F::Harkonnen);
  EXPECT_FALSE(has_pending(taken, F::BeneGesserit, DecisionKind::Voice));
  refuse(taken, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
}

// em.hw.southern.occupied (boundary em.hw.boundary.southern_occupied, choice (a)): the Southern
// Hemisphere's Occupier takes half (rounded down) of the spice the Fremen collect.
TEST(HomeworldPlaces, SouthernHemisphereOccupiedTakesHalfTheFremenCollection) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["fremen","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"collection","storm_sector":0,
      "forces":[{"faction":"fremen","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"southern_hemisphere","count":1}],
      "spice_on_board":[{"territory":"the_great_flat","amount":7}],
      "fremen":{"spice":0,"tanks":15},"harkonnen":{"spice":0}}})");
  // Collection ran on entering the phase: the Fremen took 7 (2 a force), then gave 3 to the Occupier, who
  // also took the card's income (2).
  EXPECT_EQ(g.player(F::Fremen).spice, 4);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 3 + 2);
}

// em.hw.giedi_prime.occupied: with Giedi Prime occupied the Harkonnen's free extra card goes to the
// Occupier.
TEST(HomeworldPlaces, GiediPrimeOccupiedTakesTheHarkonnenBonusCard) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"bidding","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"giedi_prime","count":1},
                {"faction":"harkonnen","territory":"carthag","count":3}],
      "atreides":{"spice":10,"hand":[]},"harkonnen":{"spice":10,"hand":[],"tanks":17}}})");
  ASSERT_EQ(homeworlds::occupier(g, H::GiediPrime), F::Atreides);
  for (int guard = 0; guard < 10 && !has_pending(g, F::Harkonnen, DecisionKind::Bid); ++guard) {
    const auto ds = pending(g);
    if (ds.empty()) break;
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Bid));
  const std::size_t atreidesHand = g.player(F::Atreides).hand.size();
  act(g, F::Harkonnen, R"({"type":"bid","amount":1})");
  if (has_pending(g, F::Atreides, DecisionKind::Bid)) act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(g.player(F::Harkonnen).hand.size(), 1u);  // the card bought, no bonus
  EXPECT_EQ(g.player(F::Atreides).hand.size(), atreidesHand + 1);
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.tleilax.occupied: no Face Dancer is revealed against Tleilax's Occupier: the Emperor wins with
// Bashar, a Tleilaxu Face Dancer, and the Tleilaxu are not asked; without the occupation they are.
TEST(HomeworldPlaces, TleilaxOccupiedStopsTheFaceDancers) {
  auto duel = [](bool occupied) {
    Game g =
        scenario(std::string(R"({"setup":{"ruleset":"basic","factions":["emperor","tleilaxu","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"tleilaxu","territory":"the_great_flat","count":6},
          {"faction":"harkonnen","territory":"carthag","count":5})") +
                 (occupied ? R"(,{"faction":"emperor","territory":"tleilax","count":1})" : "") +
                 R"(],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":[]},
          "tleilaxu":{"spice":10,"tanks":14,"reserves":0,"hand":[]},"harkonnen":{"spice":10}}})");
    g.tleilaxu.faceDancers = {leader_by_name("Bashar"), leader_by_name("Feyd-Rautha"),
                              leader_by_name("Beast Rabban")};
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
    act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
    for (F f : {F::Emperor, F::Tleilaxu})
      if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
    return g;
  };
  EXPECT_TRUE(has_pending(duel(false), F::Tleilaxu, DecisionKind::Unmask));
  Game g = duel(true);
  ASSERT_EQ(homeworlds::occupier(g, H::Tleilax), F::Emperor);
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
}

// em.hw.battle: on a Homeworld only its native reveals a Face Dancer. The Harkonnen invade Caladan and win
// with Feyd-Rautha, a Tleilaxu Face Dancer: the Tleilaxu (not native there) are not asked.
TEST(HomeworldPlaces, OnlyTheNativeRevealsAFaceDancerThere) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","tleilaxu"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"harkonnen","territory":"caladan","count":6},
                {"faction":"atreides","territory":"polar_sink","count":1}],"spice_on_board":[],
      "atreides":{"spice":10,"tanks":15,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},"tleilaxu":{"spice":10}}})");
  ASSERT_EQ(g.battle.territory, homeworld_territory(H::Caladan));
  g.tleilaxu.faceDancers = {leader_by_name("Feyd-Rautha"), leader_by_name("Bashar"), leader_by_name("Alia")};
  plans(g, R"("leader":"Thufir Hawat","dial":1)", R"("leader":"Feyd-Rautha","dial":5)");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  ASSERT_EQ(reserves(g, F::Atreides), 0);  // the natives lost: 5 + 6 beats 5 + 1 + 2
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(homeworlds::occupier(g, H::Caladan), F::Harkonnen);
}

// em.hw.caladan.occupied: Caladan's Occupier sees the card up for bid as the Atreides do; others do not.
TEST(HomeworldPlaces, CaladanOccupiedSharesTheBiddingLook) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","emperor"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"bidding","storm_sector":0,
      "forces":[{"faction":"harkonnen","territory":"caladan","count":1},
                {"faction":"atreides","territory":"polar_sink","count":1}],
      "atreides":{"spice":10,"hand":[],"tanks":19},"harkonnen":{"spice":10,"hand":[]},
      "emperor":{"spice":10,"hand":[]}}})");
  ASSERT_EQ(homeworlds::occupier(g, H::Caladan), F::Harkonnen);
  for (int guard = 0; guard < 10 && g.bidding.turn < 0; ++guard) {
    const auto ds = pending(g);
    if (ds.empty()) break;
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(g.bidding.atreidesPeek);
  const CardId up = g.bidding.up[static_cast<std::size_t>(g.bidding.current)];
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, up);
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).cardUpForBid, up);
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).cardUpForBid, kNoCard);
  EXPECT_EQ(view(g, Viewer::spectator()).cardUpForBid, kNoCard);
}

// --- the high faces of Kaitain and Wallach IX ----------------------------------------------------------

// em.hw.wallach_ix.high: with Wallach IX high the Bene Gesserit may send 2 spiritual advisors to the Polar
// Sink with another faction's shipment; never 2 to the shipment's territory, never 3.
TEST(HomeworldPlaces, WallachIxHighSendsTwoSpiritualAdvisors) {
  auto ship_move = [](const std::string& ruleset, int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":["atreides","bene_gesserit"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"ship_move","storm_sector":0,
        "forces":[{"faction":"bene_gesserit","territory":"polar_sink","count":1},
                  {"faction":"atreides","territory":"arrakeen","count":10}],
        "atreides":{"spice":10},"bene_gesserit":{"spice":10,"tanks":)" +
                      std::to_string(tanks) + R"(}}})");
    pass_until_decision(g, F::Atreides, DecisionKind::Ship);
    act(g, F::Atreides, R"({"type":"ship","to":"carthag","forces":1})");
    return g;
  };
  const TerritoryId sink = T::PolarSink;
  Game basic = ship_move("basic", 0);  // 19 on Wallach IX: high
  ASSERT_TRUE(has_pending(basic, F::BeneGesserit, DecisionKind::SendAdvisor));
  act(basic, F::BeneGesserit, R"({"type":"send_advisor","forces":2})");
  EXPECT_EQ(forces_in(basic, F::BeneGesserit, sink), 3);
  EXPECT_EQ(reserves(basic, F::BeneGesserit), 17);
  EXPECT_TRUE(invariant_ok(basic));

  Game adv = ship_move("advanced", 0);
  ASSERT_TRUE(has_pending(adv, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_EQ(refuse(adv, F::BeneGesserit, R"({"type":"send_advisor","to":"carthag","forces":2})").code,
            Err::NotAllowed);
  EXPECT_EQ(action_from_json(parse_json(R"({"type":"send_advisor","forces":3})").value()).error().code,
            Err::BadJson);
  act(adv, F::BeneGesserit, R"({"type":"send_advisor","forces":2})");
  EXPECT_EQ(all_forces_in(adv, F::BeneGesserit, sink), 3);

  // At its minimum (11 on Wallach IX) the card is high and two may go; the send takes it to 9, low: the
  // send stands (the side is read when it is made).
  Game one = ship_move("basic", 8);  // 11 on Wallach IX: high
  ASSERT_TRUE(homeworlds::high(one, H::WallachIX));
  act(one, F::BeneGesserit, R"({"type":"send_advisor","forces":2})");
  EXPECT_EQ(forces_in(one, F::BeneGesserit, sink), 3);
  EXPECT_TRUE(homeworlds::low(one, H::WallachIX));  // 9 left: the move to low stands
}

// em.hw.kaitain.high: with Kaitain high, once the auction is over, the Emperor may discard cards from hand
// for 2 spice each, one at a time, until it passes; with Kaitain low the phase just ends.
TEST(HomeworldPlaces, KaitainHighDiscardsForSpiceAtTheEndOfBidding) {
  auto bidding = [](int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","emperor"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"bidding","storm_sector":0,
        "forces":[{"faction":"emperor","territory":"arrakeen","count":3}],
        "atreides":{"spice":10,"hand":[]},"emperor":{"spice":5,"hand":["baliset","kulon"],"tanks":)" +
                      std::to_string(tanks) + R"(}}})");
    for (int guard = 0; guard < 20 && g.phase == Phase::Bidding; ++guard) {
      const auto ds = pending(g);
      if (ds.empty() || ds.front().kind == DecisionKind::HomeworldDiscard) break;
      act(g, ds.front().seat, R"({"type":"pass"})");
    }
    return g;
  };
  Game high = bidding(0);  // 17 on Kaitain
  ASSERT_EQ(high.phase, Phase::Bidding);
  ASSERT_TRUE(has_pending(high, F::Emperor, DecisionKind::HomeworldDiscard));
  EXPECT_EQ(refuse(high, F::Emperor, R"({"type":"discard_for_spice","card":"chaumas"})").code,
            Err::CardNotHeld);
  EXPECT_EQ(refuse(high, F::Atreides, R"({"type":"discard_for_spice","card":"baliset"})").code,
            Err::NotYourDecision);
  const long bank = high.bankOut;
  act(high, F::Emperor, R"({"type":"discard_for_spice","card":"baliset"})");
  EXPECT_EQ(high.player(F::Emperor).spice, 3);
  EXPECT_EQ(high.bankOut, bank - 2);
  EXPECT_EQ(high.treacheryDiscard.back(), card_by_key("baliset"));
  ASSERT_TRUE(has_pending(high, F::Emperor, DecisionKind::HomeworldDiscard));  // one more is paid for
  act(high, F::Emperor, R"({"type":"pass"})");
  EXPECT_NE(high.phase, Phase::Bidding);  // the phase ended with the pass
  EXPECT_EQ(high.player(F::Emperor).hand.size(), 1u);
  EXPECT_TRUE(invariant_ok(high));

  Game low = bidding(14);  // 3 on Kaitain: low
  EXPECT_NE(low.phase, Phase::Bidding);
  EXPECT_EQ(low.player(F::Emperor).hand.size(), 2u);
}

// em.hw.tleilax.low: with Tleilax low when the Revival phase begins, the Tleilaxu take no spice for the
// Atreides' free revival; with it high they take 1 (ix.tleilaxu.revival_income). The Atreides revive only
// their 2 free forces (nothing paid to the Tleilaxu either way).
TEST(HomeworldPlaces, TleilaxLowTakesNoSpiceForOthersFreeRevival) {
  auto revival = [](int tleilaxuTanks) {
    return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","tleilaxu","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"tleilaxu","territory":"polar_sink","count":1}],
      "atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":0,"tanks":)" +
                    std::to_string(tleilaxuTanks) + R"(},"harkonnen":{"spice":10}}})");
  };
  Game high = revival(0);  // 19 on Tleilax
  act(high, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_EQ(high.player(F::Tleilaxu).spice, 1);
  Game low = revival(12);  // 7 on Tleilax: low (high from 9)
  ASSERT_TRUE(homeworlds::low(low, H::Tleilax));
  act(low, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_EQ(low.player(F::Tleilaxu).spice, 0);
  EXPECT_TRUE(invariant_ok(low));
}

// em.hw.occupied_share: after taking Caladan's income (2) the Harkonnen, allied with the Emperor, may give
// it part of it at once; without an ally nobody is asked.
TEST(HomeworldPlaces, TheOccupierMayShareItsIncomeWithItsAlly) {
  auto collection = [](bool allied) {
    const std::string ally = allied ? R"("ally":"emperor",)" : "";
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","emperor"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"harkonnen","territory":"caladan","count":2},
                {"faction":"atreides","territory":"polar_sink","count":1}],"spice_on_board":[],
      "atreides":{"spice":10,"tanks":19},"harkonnen":{)" +
                      ally + R"("spice":0},"emperor":{)" +
                      (allied ? R"("ally":"harkonnen",)" : std::string()) + R"("spice":0}}})");
    for (int guard = 0; guard < 10 && g.phase == Phase::Battle; ++guard) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      act(g, ds.front().seat, R"({"type":"pass"})");
    }
    return g;
  };
  Game alone = collection(false);
  EXPECT_NE(alone.phase, Phase::Collection);
  EXPECT_EQ(alone.player(F::Harkonnen).spice, 2);

  Game g = collection(true);
  ASSERT_EQ(g.phase, Phase::Collection);
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::OccupiedShare));
  EXPECT_EQ(pending(g).front().max, 2);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"share_occupied_income","amount":3})").code, Err::BadAction);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"share_occupied_income","amount":1})").code,
            Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"share_occupied_income","amount":1})");
  EXPECT_EQ(g.player(F::Harkonnen).spice, 1);
  EXPECT_EQ(g.player(F::Emperor).spice, 1);
  EXPECT_NE(g.phase, Phase::Collection);
  EXPECT_TRUE(invariant_ok(g));
}

}  // namespace
}  // namespace dune::test
