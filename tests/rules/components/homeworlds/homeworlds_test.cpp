// The Homeworlds variant (em_homeworlds): reserves on the Homeworld cards, the high and low sides, the
// low bonus, and the faces the engine applies; the Caladan victory reinforcement is the seed contract
// HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md ("HVR"). Rules 70-102 and boundaries 16.16-16.19 of
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md; each test names the registry row it checks
// (engine/core/rules_registry.cpp em.hw.*) and fails if that rule is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;
using H = HomeworldId;

bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}

// Atreides against Harkonnen in False Wall East (sectors 4-8), turn 3, Basic, with the Homeworlds.
// Reserves are 20 - board - tanks: with no Tanks stated the Atreides have 20 - atreidesForces on Caladan.
// `extraSetup` adds factions (after the two) and `variants` the variant list.
std::string duel(int atreidesForces, int atreidesTanks, const std::string& atreidesHand = "[]",
                 const std::string& harkonnenHand = "[]", int stormSector = 0,
                 const std::string& extraSetup = "", const std::string& variants = R"("em_homeworlds")",
                 int harkonnenSector = 5) {
  return R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen")" + extraSetup +
         R"(],"variants":[)" + variants + R"(],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":)" +
         std::to_string(stormSector) + R"(,
      "forces":[{"faction":"atreides","territory":"false_wall_east","sector":4,"count":)" +
         std::to_string(atreidesForces) + R"(},
                {"faction":"harkonnen","territory":"false_wall_east","sector":)" +
         std::to_string(harkonnenSector) + R"(,"count":3}],
      "spice_on_board":[],
      "atreides":{"spice":10,"tanks":)" +
         std::to_string(atreidesTanks) + R"(,"hand":)" + atreidesHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
         harkonnenHand + R"(,"traitors":["Duncan Idaho"]}}})";
}

// Plays the duel's plans: Atreides Thufir Hawat (5) + dial, Harkonnen Piter de Vries (3) + dial 1.
void fight(Game& g, int atreidesDial, const std::string& atreidesCards = "",
           const std::string& harkonnenCards = "") {
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1)" + harkonnenCards + "}");
  act(g, F::Atreides,
      R"({"type":"battle_plan","leader":"Thufir Hawat","dial":)" + std::to_string(atreidesDial) +
          atreidesCards + "}");
}
void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}
// The duel `file` fought with the Atreides dialing 3 (they win) and no traitor called.
Game fought(const std::string& file) {
  Game g = scenario(file);
  fight(g, 3);
  no_traitors(g);
  return g;
}
std::vector<LocationId> offered(const Game& g) {
  std::vector<LocationId> out;
  for (const Action& a : legal_actions(g, F::Atreides))
    if (a.kind == ActionKind::ReinforceFromHomeworld) out.push_back(a.to);
  return out;
}
std::string to_sector(int sector) {
  return R"({"type":"reinforce_from_homeworld","to":{"territory":"false_wall_east","sector":)" +
         std::to_string(sector) + "}}";
}

// --- the variant and the sides (em.hw.reserves, em.hw.threshold) ----------------------------------

// em.hw.reserves: the variant is selectable by key, needs nothing else, and puts on the table only the
// seated factions' Homeworlds (Salusa Secundus only in the Advanced game); the view lists them publicly.
TEST(Homeworlds, VariantPutsTheSeatedFactionsHomeworldsOnTheTable) {
  std::uint32_t v = 0;
  std::string err;
  ASSERT_TRUE(parse_variant_list("em_homeworlds", v, err)) << err;
  EXPECT_EQ(v, variant_bit(Variant::EmHomeworlds));
  EXPECT_EQ(variants_problem(v), "");
  Game g = scenario(duel(6, 0));
  EXPECT_EQ(homeworlds::on_table(g), (std::vector<H>{H::Caladan, H::GiediPrime}));
  for (const Viewer& viewer : {Viewer::of(F::Atreides), Viewer::of(F::Harkonnen), Viewer::spectator()}) {
    const View view_ = view(g, viewer);
    ASSERT_EQ(view_.homeworlds.size(), 2u);
    EXPECT_EQ(view_.homeworlds[0].id, H::Caladan);
    EXPECT_EQ(view_.homeworlds[0].natives, 14);
    EXPECT_TRUE(view_.homeworlds[0].high);
    const std::string text = to_string(to_json(view_));
    EXPECT_NE(text.find(R"("homeworld":"caladan")"), std::string::npos);
    EXPECT_NE(text.find(R"("side":"high")"), std::string::npos);
  }
  // Without the variant: no Homeworld, nothing in the view.
  Game plain = scenario(duel(6, 0, "[]", "[]", 0, "", ""));
  EXPECT_TRUE(homeworlds::on_table(plain).empty());
  EXPECT_TRUE(view(plain, Viewer::spectator()).homeworlds.empty());
  EXPECT_EQ(to_string(to_json(view(plain, Viewer::spectator()))).find("homeworlds"), std::string::npos);

  SetupOptions o;
  o.factions = {F::Emperor, F::Fremen};
  o.seed = 2;
  o.ruleset.variants = variant_bit(Variant::EmHomeworlds);
  Game basic = new_game(o).value();
  EXPECT_EQ(homeworlds::on_table(basic), (std::vector<H>{H::Kaitain, H::SouthernHemisphere}));
  o.ruleset.kind = RulesetKind::Advanced;
  Game adv = new_game(o).value();
  EXPECT_EQ(homeworlds::on_table(adv),
            (std::vector<H>{H::Kaitain, H::SalusaSecundus, H::SouthernHemisphere}));
}

// em.hw.threshold: high while the natives are at or above the high minimum (Caladan 6), low below; read
// afresh each time, so a change in reserves switches it at once.
TEST(Homeworlds, SideFollowsTheNativeReservesAtTheHighMinimum) {
  Game at = scenario(duel(6, 8));  // 20 - 6 - 8 = 6 on Caladan
  EXPECT_EQ(homeworlds::natives(at, H::Caladan), 6);
  EXPECT_TRUE(homeworlds::high(at, H::Caladan));
  EXPECT_FALSE(homeworlds::low(at, H::Caladan));
  Game below = scenario(duel(6, 9));  // 5
  EXPECT_TRUE(homeworlds::low(below, H::Caladan));
  below.player(F::Atreides).reserves.normal++;  // any change of custody is seen at once
  EXPECT_TRUE(homeworlds::high(below, H::Caladan));
}

// em.hw.reserves, em.hw.fremen_basic: the Advanced Emperor's normal reserves stand on Kaitain and its
// Sardaukar on Salusa Secundus; the Basic Emperor has Kaitain only, every reserve force on it; the Fremen
// count their starred forces on Southern Hemisphere, Basic too.
TEST(Homeworlds, EmperorSplitsItsReservesOnlyInTheAdvancedGame) {
  SetupOptions o;
  o.factions = {F::Emperor, F::Fremen};
  o.seed = 2;
  o.ruleset.variants = variant_bit(Variant::EmHomeworlds);
  o.ruleset.kind = RulesetKind::Advanced;
  Game adv = new_game(o).value();
  adv.player(F::Emperor).reserves = Forces{4, 3};
  EXPECT_EQ(homeworlds::natives(adv, H::Kaitain), 4);
  EXPECT_EQ(homeworlds::natives(adv, H::SalusaSecundus), 3);
  EXPECT_TRUE(homeworlds::low(adv, H::Kaitain));          // high from 5
  EXPECT_TRUE(homeworlds::high(adv, H::SalusaSecundus));  // high from 2 (boundary salusa_overlap (a))
  o.ruleset.kind = RulesetKind::Basic;
  Game basic = new_game(o).value();
  basic.player(F::Emperor).reserves = Forces{4, 3};
  EXPECT_EQ(homeworlds::natives(basic, H::Kaitain), 7);
  EXPECT_TRUE(homeworlds::high(basic, H::Kaitain));
  EXPECT_FALSE(homeworlds::used(basic, H::SalusaSecundus));
  basic.player(F::Fremen).reserves = Forces{1, 2};
  EXPECT_EQ(homeworlds::natives(basic, H::SouthernHemisphere), 3);
  EXPECT_TRUE(homeworlds::high(basic, H::SouthernHemisphere));  // high from 3
}

// --- the low bonus (em.hw.low_bonus, em.hw.recruits) -----------------------------------------------

Game revival_with(const std::string& variants, const std::string& players) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","fremen","emperor"],"variants":[)" +
                  variants + R"(],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,)" +
                  players + "}}");
}

// em.hw.low_bonus: a low Homeworld gives 1 more free revival (Atreides 2 -> 3); a high one nothing; no
// variant, nothing.
TEST(Homeworlds, LowHomeworldRevivesOneMoreFree) {
  Game g = revival_with(R"("em_homeworlds")",
                        R"("forces":[{"faction":"atreides","territory":"arrakeen","count":5}],
                           "atreides":{"tanks":12})");  // 3 on Caladan: low
  ASSERT_TRUE(homeworlds::low(g, H::Caladan));
  EXPECT_EQ(free_revival(g, F::Atreides), 3);
  Game high = revival_with(R"("em_homeworlds")",
                           R"("forces":[{"faction":"atreides","territory":"arrakeen","count":5}],
                              "atreides":{"tanks":4})");  // 11 on Caladan: high
  EXPECT_EQ(free_revival(high, F::Atreides), 2);
  Game plain = revival_with("", R"("forces":[{"faction":"atreides","territory":"arrakeen","count":5}],
                                  "atreides":{"tanks":12})");
  EXPECT_EQ(free_revival(plain, F::Atreides), 2);
}

// em.hw.recruits (E3 p.16 FAQ): Recruits doubles the rate with the low bonus in it, at most 7: a low
// Fremen's 4 becomes 7, a high Fremen's 3 becomes 6.
TEST(Homeworlds, RecruitsDoublesTheLowRateUpToSeven) {
  const std::string both = R"("em_homeworlds","em_treachery")";
  Game low = revival_with(both, R"("forces":[{"faction":"fremen","territory":"sietch_tabr","count":10}],
                                  "fremen":{"tanks":9,"hand":["recruits"]})");  // 1 on Southern Hemisphere
  ASSERT_TRUE(homeworlds::low(low, H::SouthernHemisphere));
  EXPECT_EQ(free_revival(low, F::Fremen), 4);
  act(low, F::Fremen, R"({"type":"play_recruits"})");
  EXPECT_EQ(free_revival(low, F::Fremen), 7);
  Game high = revival_with(both, R"("forces":[{"faction":"fremen","territory":"sietch_tabr","count":10}],
                                   "fremen":{"tanks":5,"hand":["recruits"]})");  // 5: high
  act(high, F::Fremen, R"({"type":"play_recruits"})");
  EXPECT_EQ(free_revival(high, F::Fremen), 6);
}

// em.hw.low_bonus: CHOAM Charity brings a low-Homeworld faction to 3 (1 more from the Bank); a high one
// to 2 as usual.
TEST(Homeworlds, LowHomeworldTakesOneMoreCharity) {
  auto charity = [](int tanks) {
    return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"charity","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"arrakeen","count":5}],
        "atreides":{"spice":0,"tanks":)" +
                    std::to_string(tanks) + R"(},"harkonnen":{"spice":5}}})");
  };
  Game low = charity(12);  // 3 on Caladan
  ASSERT_TRUE(has_pending(low, F::Atreides, DecisionKind::Charity));
  act(low, F::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(low.player(F::Atreides).spice, 3);
  Game high = charity(0);
  act(high, F::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(high.player(F::Atreides).spice, 2);
}

// --- Caladan high: the victory reinforcement (HVR) -------------------------------------------------

// em.hw.caladan.option, .physical, .sector, .location: after the Atreides win with Caladan high, they may
// move one counter from Caladan to a sector of the battle's territory they name: one reserve fewer, one
// force more there, no spice, no revival; the offer then closes.
TEST(Homeworlds, CaladanHighMovesOneReserveForceToTheBattleAfterAWin) {
  Game g = fought(duel(6, 0));
  ASSERT_EQ(forces_at(g, F::Harkonnen, "false_wall_east"), 0);
  ASSERT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 3);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  // Every sector of False Wall East (4-8), the storm being in sector 0.
  EXPECT_EQ(offered(g), (std::vector<LocationId>{loc("false_wall_east", 4), loc("false_wall_east", 5),
                                                 loc("false_wall_east", 6), loc("false_wall_east", 7),
                                                 loc("false_wall_east", 8)}));
  const int spice = g.player(F::Atreides).spice;
  const Forces tanks = g.player(F::Atreides).tanks;
  act(g, F::Atreides, to_sector(7));
  EXPECT_EQ(g.player(F::Atreides).reserves.total(), 13);
  EXPECT_EQ(forces_at(g, loc("false_wall_east", 7), F::Atreides).total(), 1);
  EXPECT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 4);
  EXPECT_EQ(g.player(F::Atreides).spice, spice);
  EXPECT_EQ(g.player(F::Atreides).tanks, tanks);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// HVR ¶1: optional. A pass declines and changes nothing but closing the offer.
TEST(Homeworlds, CaladanReinforcementCanBeDeclined) {
  Game g = fought(duel(6, 0));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  EXPECT_EQ(g.player(F::Atreides).reserves.total(), 14);
  EXPECT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 3);
}

// em.hw.caladan.threshold_checks: at 6 reserves Caladan is high and the offer opens; the move takes it
// to 5 (low) and stands. At 5 there is no offer (em.hw.caladan.native_only: the Harkonnen reserves count
// for nothing).
TEST(Homeworlds, CaladanAtItsMinimumOffersAndTheMoveToFiveStands) {
  Game g = scenario(duel(6, 8));  // 6 on Caladan
  fight(g, 3);
  no_traitors(g);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  act(g, F::Atreides, to_sector(4));
  EXPECT_EQ(homeworlds::natives(g, H::Caladan), 5);
  EXPECT_TRUE(homeworlds::low(g, H::Caladan));
  EXPECT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 4);

  Game five = scenario(duel(6, 9));  // 5 on Caladan, 17 Harkonnen reserves
  fight(five, 3);
  no_traitors(five);
  EXPECT_EQ(forces_at(five, F::Harkonnen, "false_wall_east"), 0);
  EXPECT_FALSE(has_pending(five, F::Atreides, DecisionKind::HomeworldReinforcement));
  refuse(five, F::Atreides, to_sector(4));  // nothing to answer: refused, and nothing changes
}

// em.hw.caladan.winner: a loss gives no offer; a traitor win does (the original winner).
TEST(Homeworlds, CaladanOfferGoesToTheWinnerATraitorWinIncluded) {
  Game lost = scenario(duel(6, 0));
  if (has_pending(lost, F::Atreides, DecisionKind::Prescience)) act(lost, F::Atreides, R"({"type":"pass"})");
  act(lost, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3})");
  act(lost, F::Atreides, R"({"type":"battle_plan","leader":"Dr. Wellington Yueh","dial":0})");
  no_traitors(lost);
  ASSERT_EQ(forces_at(lost, F::Atreides, "false_wall_east"), 0);
  EXPECT_FALSE(has_pending(lost, F::Atreides, DecisionKind::HomeworldReinforcement));

  // Harkonnen field Umman Kudu, the Atreides' traitor: the Atreides win by treachery, losing nothing.
  Game traitor = scenario(duel(6, 0));
  if (has_pending(traitor, F::Atreides, DecisionKind::Prescience))
    act(traitor, F::Atreides, R"({"type":"pass"})");
  act(traitor, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3})");
  act(traitor, F::Atreides, R"({"type":"battle_plan","leader":"Gurney Halleck","dial":2})");
  act(traitor, F::Atreides, R"({"type":"call_traitor"})");
  if (has_pending(traitor, F::Harkonnen, DecisionKind::Traitor))
    act(traitor, F::Harkonnen, R"({"type":"pass"})");
  ASSERT_EQ(forces_at(traitor, F::Harkonnen, "false_wall_east"), 0);
  EXPECT_TRUE(has_pending(traitor, F::Atreides, DecisionKind::HomeworldReinforcement));
}

// em.hw.caladan.winner: a Lasgun/Shield explosion leaves no winner and no offer.
TEST(Homeworlds, CaladanNoOfferAfterAnExplosion) {
  Game g = scenario(duel(6, 0, R"(["lasgun"])", R"(["shield"])"));
  fight(g, 1, R"(,"weapon":"lasgun")", R"(,"defense":"shield")");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 0);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
}

// em.hw.caladan.survivor: a win that costs every Atreides force there leaves no destination, no offer.
TEST(Homeworlds, CaladanNoOfferWithoutASurvivingAtreidesForce) {
  Game g = fought(duel(3, 0));
  EXPECT_EQ(forces_at(g, F::Harkonnen, "false_wall_east"), 0);
  EXPECT_EQ(forces_at(g, F::Atreides, "false_wall_east"), 0);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
}

// Boundary em.hw.boundary.caladan_storm, choice (a): a sector of the territory under the storm is not
// offered and is refused with the rule named; a location outside the territory too (em.hw.caladan.location).
// The boundary is shown to everyone while the offer is open.
TEST(Homeworlds, CaladanDestinationIsNotInStormNorOutsideTheTerritory) {
  Game g = scenario(duel(6, 0, "[]", "[]", 8));  // storm over False Wall East's sector 8
  fight(g, 3);
  no_traitors(g);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  const auto sites = offered(g);
  EXPECT_EQ(sites.size(), 4u);
  EXPECT_EQ(std::count(sites.begin(), sites.end(), loc("false_wall_east", 8)), 0);
  const Error e = refuse(g, F::Atreides, to_sector(8));
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Caladan"), std::string::npos);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"reinforce_from_homeworld","to":"arrakeen"})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Harkonnen, to_sector(4)).code, Err::NotYourDecision);
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.hw.boundary.caladan_storm"));
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "em.hw.boundary.caladan_face_dancer"));
}

// Boundary em.hw.boundary.caladan_face_dancer (seed HVR ¶5): with the Tleilaxu seated a Face Dancer
// reveal may follow the same win; the engine asks the Atreides first (choice (a)), shows the boundary to
// every seat, and keeps the explicit decline.
TEST(Homeworlds, CaladanOfferShowsTheFaceDancerBoundaryWhenTheTleilaxuSit) {
  Game g = fought(duel(6, 0, "[]", "[]", 0, R"(,"tleilaxu")"));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  for (const Viewer& v : {Viewer::of(F::Atreides), Viewer::of(F::Tleilaxu), Viewer::spectator()})
    EXPECT_TRUE(shows(view(g, v), "em.hw.boundary.caladan_face_dancer"));
  const auto legal = legal_actions(g, F::Atreides);
  EXPECT_TRUE(
      std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == ActionKind::Pass; }));
}

// Without the variant, no Caladan, no offer (and the game plays as before: the golden signatures).
TEST(Homeworlds, NoOfferWithoutTheVariant) {
  Game g = fought(duel(6, 0, "[]", "[]", 0, "", ""));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
}

// --- the other faces the engine applies -------------------------------------------------------------

// em.hw.caladan.low: with Caladan low the Atreides do not see the top spice card in Shipment and
// Movement; with Caladan high they do.
TEST(Homeworlds, CaladanLowStopsTheSpiceDeckLook) {
  auto into_ship_move = [](int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"revival","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"arrakeen","count":5}],
        "atreides":{"spice":0,"tanks":)" +
                      std::to_string(tanks) + R"(}}})");
    for (int guard = 0; guard < 20 && g.phase == Phase::Revival; ++guard) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      act(g, ds.front().seat, R"({"type":"pass"})");
    }
    EXPECT_EQ(g.phase, Phase::ShipMove);
    return g;
  };
  auto saw = [](const Game& g, std::string_view needle) {
    for (const LogEntry& e : g.log)
      if (e.turn == 3 && e.phase == Phase::ShipMove && e.text.str().find(needle) != std::string::npos)
        return true;
    return false;
  };
  Game low = into_ship_move(12);  // 3 on Caladan
  EXPECT_FALSE(saw(low, "Prescience: the top card"));
  EXPECT_TRUE(saw(low, "Caladan is low"));
  Game high = into_ship_move(0);
  EXPECT_TRUE(saw(high, "Prescience: the top card"));
}

// em.hw.ix.low: with Ix low the Hidden Mobile Stronghold does not move before the storm, nor by the
// Ixian Karama power; high, the move window opens.
TEST(Homeworlds, IxLowKeepsTheMobileStrongholdInPlace) {
  auto storm = [](int tanks) {
    return scenario(
        R"({"setup":{"ruleset":"basic","factions":["emperor","ixian"],"variants":["em_homeworlds"],
        "seed":5,"random_seating":false},"position":{"turn":2,"phase":"storm","storm_sector":0,
        "hms_host":{"territory":"funeral_plain","sector":14},
        "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":2}],
        "ixian":{"spice":10,"tanks":)" +
        std::to_string(tanks) + R"(,"hand":[],"traitors":["Bashar"]}}})");
  };
  Game high = storm(0);  // 18 on Ix
  EXPECT_TRUE(has_pending(high, F::Ixian, DecisionKind::MobileStronghold));
  Game low = storm(14);  // 4 on Ix (high from 5)
  ASSERT_TRUE(homeworlds::low(low, H::Ix));
  EXPECT_FALSE(has_pending(low, F::Ixian, DecisionKind::MobileStronghold));
  refuse(low, F::Ixian, R"({"type":"move_stronghold","to":"the_great_flat"})");
}

// em.hw.wallach_ix.low: with Wallach IX low the Bene Gesserit send no spiritual advisor after another
// faction's shipment; high, they are asked.
TEST(Homeworlds, WallachIxLowSendsNoSpiritualAdvisor) {
  auto ship_move = [](int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","bene_gesserit"],
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
  Game high = ship_move(0);  // 19 on Wallach IX
  EXPECT_TRUE(has_pending(high, F::BeneGesserit, DecisionKind::SendAdvisor));
  Game low = ship_move(9);  // 10: low (high from 11)
  ASSERT_TRUE(homeworlds::low(low, H::WallachIX));
  EXPECT_FALSE(has_pending(low, F::BeneGesserit, DecisionKind::SendAdvisor));
}

// Random legal play with the variant (every faction the engine has, Advanced, all the Ixians &
// Tleilaxu variants too) keeps every invariant, and the reinforcement offer is met along the way.
TEST(Homeworlds, RandomPlayKeepsTheInvariants) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SetupOptions o;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Ixian, F::Tleilaxu};
    o.seed = seed;
    o.ruleset.kind = seed % 2 ? RulesetKind::Advanced : RulesetKind::Basic;
    o.ruleset.variants = all_variants(o.ruleset.kind == RulesetKind::Advanced);
    Game g = new_game(o).value();
    EXPECT_EQ(play_random_checked(g, Rng::seeded(seed)), "") << "seed " << seed;
    // The same play, to its end: it gets past the first turns (the check above ran on real play).
    Rng rng = Rng::seeded(seed);
    for (int step = 0; step < 3000 && !is_over(g); ++step) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      auto a = sample_legal_action(g, ds.front().seat, rng);
      if (!a || !apply(g, ds.front().seat, *a)) break;
    }
    EXPECT_TRUE(is_over(g) || g.turn >= 5) << "seed " << seed << " stopped on turn " << int(g.turn);
  }
}

// The battle's answered flag survives a snapshot (a server restart between the win and the answer).
TEST(Homeworlds, OfferSurvivesASnapshot) {
  Game g = fought(duel(6, 0));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok());
  EXPECT_TRUE(back.value() == g);
  act(g, F::Atreides, R"({"type":"pass"})");
  auto after = game_from_json(to_json(g));
  ASSERT_TRUE(after.ok());
  EXPECT_TRUE(after.value().battle.reinforcementAsked == g.battle.reinforcementAsked);
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// em.hw.giedi_prime.high: with Giedi Prime high the Harkonnen collecting spice take 2 more from the Bank,
// once in the phase though they collect in two territories; low, nothing more.
TEST(Homeworlds, GiediPrimeHighPaysTwoOnceWithACollection) {
  auto collection = [](int tanks) {
    return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"collection","storm_sector":0,
        "forces":[{"faction":"harkonnen","territory":"the_great_flat","count":2},
                  {"faction":"harkonnen","territory":"red_chasm","count":1}],
        "spice_on_board":[{"territory":"the_great_flat","amount":10},{"territory":"red_chasm","amount":8}],
        "harkonnen":{"spice":0,"tanks":)" +
                    std::to_string(tanks) + R"(}}})");
  };
  Game high = collection(0);  // 17 on Giedi Prime
  EXPECT_EQ(high.player(Faction::Harkonnen).spice, 4 + 2 + 2);
  Game low = collection(12);  // 5: low (high from 7)
  EXPECT_EQ(low.player(Faction::Harkonnen).spice, 4 + 2);
}

// em.hw.kaitain.low (FAQ: of 5 the Emperor keeps 3): a card bought for 5 while Kaitain is low pays 3 to
// the Emperor and 2 to the Bank; high, all 5 to the Emperor.
TEST(Homeworlds, KaitainLowHalvesTheEmperorsCardIncome) {
  auto bidding = [](int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","emperor"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"bidding","storm_sector":0,
        "forces":[{"faction":"emperor","territory":"arrakeen","count":3}],
        "atreides":{"spice":10,"hand":[]},"emperor":{"spice":0,"hand":[],"tanks":)" +
                      std::to_string(tanks) + R"(}}})");
    for (int guard = 0; guard < 10 && !has_pending(g, Faction::Atreides, DecisionKind::Bid); ++guard) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      act(g, ds.front().seat, R"({"type":"pass"})");
    }
    return g;
  };
  for (int tanks : {0, 14}) {  // 17 on Kaitain (high), 3 (low: high from 5)
    Game g = bidding(tanks);
    ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Bid));
    const long bankBefore = g.bankOut;
    act(g, Faction::Atreides, R"({"type":"bid","amount":5})");
    for (int guard = 0; guard < 5 && has_pending(g, Faction::Emperor, DecisionKind::Bid); ++guard)
      act(g, Faction::Emperor, R"({"type":"pass"})");
    EXPECT_EQ(g.player(Faction::Atreides).spice, 5) << tanks;
    EXPECT_EQ(g.player(Faction::Emperor).spice, tanks == 0 ? 5 : 3) << tanks;
    EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
    (void)bankBefore;
  }
}

// em.hw.junction.low: a shipment of 4 forces into a stronghold (4 spice) while Junction is low pays 2 to
// the Guild and 2 to the Bank; high, all 4 to the Guild.
TEST(Homeworlds, JunctionLowHalvesTheGuildsShipmentIncome) {
  auto ship = [](int tanks) {
    Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","guild"],
        "variants":["em_homeworlds"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"ship_move","storm_sector":0,
        "forces":[{"faction":"guild","territory":"tueks_sietch","count":3}],
        "atreides":{"spice":10},"guild":{"spice":0,"tanks":)" +
                      std::to_string(tanks) + R"(}}})");
    pass_until_decision(g, Faction::Atreides, DecisionKind::Ship);
    act(g, Faction::Atreides, R"({"type":"ship","to":"carthag","forces":4})");
    return g;
  };
  Game high = ship(0);  // 17 on Junction
  EXPECT_EQ(high.player(Faction::Atreides).spice, 6);
  EXPECT_EQ(high.player(Faction::Guild).spice, 4);
  Game low = ship(14);  // 3: low (high from 5)
  EXPECT_EQ(low.player(Faction::Atreides).spice, 6);
  EXPECT_EQ(low.player(Faction::Guild).spice, 2);
  EXPECT_EQ(check_invariants(low, spice_on_table(low) - low.bankOut), "");
}

// em.hw.junction.high (HWC Junction high face; boundary em.hw.boundary.junction_offer, choice (a)): before
// another faction ships, the Guild are asked whether to offer it a cross-planet shipment. Offered at full
// price, the Atreides ship 3 forces from Arrakeen back to their reserves for 3 spice, paid to the Guild; at
// half price, 3 to the Emperor's Kaitain for 2 (1 a force to a Homeworld, halved, rounded up). Between two
// territories of Arrakis it is refused, as is any such shipment without the offer; Junction low, nobody asks.
Game junction_game(int guildTanks) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","guild","emperor"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"arrakeen","count":5},
                {"faction":"guild","territory":"tueks_sietch","count":3}],
      "atreides":{"spice":10},"guild":{"spice":0,"tanks":)" +
                  std::to_string(guildTanks) + R"(}}})");
}
// Every seat passes until the Atreides' shipment is next (the Guild asked first when Junction is high).
void until_atreides_ship(Game& g) {
  for (int i = 0; i < 20; ++i) {
    if (ship_move_phase::actor(g) == F::Atreides && (has_pending(g, F::Guild, DecisionKind::JunctionOffer) ||
                                                     has_pending(g, F::Atreides, DecisionKind::Ship)))
      return;
    act(g, pending(g).at(0).seat, R"({"type":"pass"})");
  }
  FAIL() << "the Atreides never came to ship";
}

TEST(Homeworlds, JunctionHighOffersACrossPlanetShipment) {
  Game g = junction_game(0);  // 17 on Junction: high
  until_atreides_ship(g);
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::JunctionOffer));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Ship));  // the offer comes first
  EXPECT_EQ(refuse(g, F::Guild, R"({"type":"offer_shipment","faction":"emperor"})").code, Err::BadAction);
  Game half = g, none = g;
  act(g, F::Guild, R"({"type":"offer_shipment","faction":"atreides"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Ship));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"ship","from":"arrakeen","to":"carthag","forces":2})").code,
            Err::NotAllowed);  // between two territories of Arrakis
  const int reserves = g.player(F::Atreides).reserves.total();
  act(g, F::Atreides, R"({"type":"ship","from":"arrakeen","forces":3,"to_reserves":true})");
  EXPECT_EQ(g.player(F::Atreides).spice, 7);
  EXPECT_EQ(g.player(F::Guild).spice, 3);
  EXPECT_EQ(g.player(F::Atreides).reserves.total(), reserves + 3);
  EXPECT_EQ(forces_at(g, F::Atreides, "arrakeen"), 2);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  act(half, F::Guild, R"({"type":"offer_shipment","faction":"atreides","half_price":true})");
  act(half, F::Atreides, R"({"type":"ship","from":"arrakeen","to":"kaitain","forces":3})");
  EXPECT_EQ(half.player(F::Atreides).spice, 8);
  EXPECT_EQ(half.player(F::Guild).spice, 2);
  EXPECT_EQ(forces_at(half, F::Atreides, "kaitain"), 3);
  EXPECT_EQ(check_invariants(half, spice_on_table(half) - half.bankOut), "");

  act(none, F::Guild, R"({"type":"pass"})");
  EXPECT_EQ(
      refuse(none, F::Atreides, R"({"type":"ship","from":"arrakeen","forces":3,"to_reserves":true})").code,
      Err::NotAllowed);

  Game low = junction_game(14);  // 3 on Junction: low
  until_atreides_ship(low);
  EXPECT_FALSE(has_pending(low, F::Guild, DecisionKind::JunctionOffer));
  EXPECT_TRUE(has_pending(low, F::Atreides, DecisionKind::Ship));

  // Nothing to offer a faction with no forces on Arrakis or a foreign Homeworld (its reserves reach any
  // Homeworld by rule 74 without it): the Guild are not asked.
  Game bare = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","guild","emperor"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"guild","territory":"tueks_sietch","count":3},
                {"faction":"atreides","territory":"arrakeen","count":0}],"atreides":{"spice":10}}})");
  ASSERT_EQ(forces_at(bare, F::Atreides, "arrakeen"), 0);
  until_atreides_ship(bare);
  EXPECT_FALSE(has_pending(bare, F::Guild, DecisionKind::JunctionOffer));
  EXPECT_TRUE(has_pending(bare, F::Atreides, DecisionKind::Ship));
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// Advanced Emperor and Harkonnen in the Revival phase; `sardaukarTanks` of the 5 Sardaukar are in the
// Tanks, the rest in reserve on Salusa Secundus (high from 2); 15 normal forces: 5 in Arrakeen, 10 on
// Kaitain (high).
Game salusa(int sardaukarTanks) {
  return scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":5}],
      "emperor":{"spice":10,"tanks":{"normal":0,"special":)" +
                  std::to_string(sardaukarTanks) + R"(}}}})");
}

// em.hw.salusa.high: Salusa high, the Sardaukar dialed count full (double) strength without spice; low,
// they count half of that as usual. Dial 4 (2 Sardaukar), no spice, against the Harkonnen.
TEST(Homeworlds, SalusaHighSardaukarNeedNoSpice) {
  BattlePlanRec p;
  p.dial = 4;
  p.elite = 2;
  p.spice = 0;
  Game high = salusa(0);  // 5 Sardaukar on Salusa
  ASSERT_TRUE(homeworlds::high(high, HomeworldId::SalusaSecundus));
  EXPECT_EQ(battle_phase::dial_half_points(high, Faction::Emperor, Faction::Harkonnen, p), 2 * 2 * 2 + 2);
  Game low = salusa(4);  // 1 Sardaukar on Salusa: low
  ASSERT_TRUE(homeworlds::low(low, HomeworldId::SalusaSecundus));
  EXPECT_EQ(battle_phase::dial_half_points(low, Faction::Emperor, Faction::Harkonnen, p), 2 * 2 + 2);
  // With 2 spice, high: the spice supports the two normal forces.
  p.spice = 2;
  EXPECT_EQ(battle_phase::dial_half_points(high, Faction::Emperor, Faction::Harkonnen, p), 2 * 2 * 2 + 2 * 2);
}

// em.hw.salusa.low: Salusa low, a Sardaukar is never revived free: the Emperor's free revival (1) goes to a
// normal force only. High, one Sardaukar comes back free.
TEST(Homeworlds, SalusaLowRevivesNoSardaukarFree) {
  const Action oneSardaukar{.kind = ActionKind::Revive, .amount = 1, .amount3 = 1};
  const Action oneNormal{.kind = ActionKind::Revive, .amount = 1};
  Game low = salusa(4);  // 1 on Salusa
  ASSERT_TRUE(homeworlds::low(low, HomeworldId::SalusaSecundus));
  ASSERT_TRUE(homeworlds::high(low, HomeworldId::Kaitain));
  EXPECT_GT(revival_phase::revival_price(low, Faction::Emperor, oneSardaukar), 0);
  EXPECT_EQ(revival_phase::revival_price(low, Faction::Emperor, oneNormal), 0);
  Game high = salusa(3);  // 2 on Salusa: high
  ASSERT_TRUE(homeworlds::high(high, HomeworldId::SalusaSecundus));
  EXPECT_EQ(revival_phase::revival_price(high, Faction::Emperor, oneSardaukar), 0);
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// Advanced Ixians and Emperor in the Revival phase: 3 Ixian Suboids in Arrakeen, the Tanks as given,
// the rest in reserve on Ix (high from 5).
Game ix_revival(int suboidTanks, int cyborgTanks) {
  return scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","ixian"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"ixian","territory":"arrakeen","count":3}],
      "ixian":{"spice":20,"tanks":{"normal":)" +
                  std::to_string(suboidTanks) + R"(,"special":)" + std::to_string(cyborgTanks) + R"(}}}})");
}

// em.hw.ix.high (boundary em.hw.boundary.ix_suboids, choice (a)): with Ix high, reviving 3 forces of
// which 2 Cyborgs (free revival 1: one Cyborg free, one paid) brings 2 Suboids back with the paid one,
// free. With Ix low when they pay (3 on Ix, though the revival takes it to 6), nothing more.
TEST(Homeworlds, IxHighBringsTwoSuboidsWithAPaidCyborg) {
  Game high = ix_revival(4, 3);  // 10 on Ix
  ASSERT_TRUE(homeworlds::high(high, HomeworldId::Ix));
  ASSERT_EQ(free_revival(high, Faction::Ixian), 1);
  EXPECT_TRUE(shows(view(high, Viewer::spectator()), "em.hw.boundary.ix_suboids"));
  act(high, Faction::Ixian, R"({"type":"revive","forces":3,"elite":2})");
  EXPECT_EQ(high.player(Faction::Ixian).tanks.normal, 4 - 1 - 2);
  EXPECT_EQ(high.player(Faction::Ixian).tanks.special, 1);
  EXPECT_EQ(check_invariants(high, spice_on_table(high) - high.bankOut), "");

  Game low = ix_revival(10, 4);  // 3 Cyborgs on Ix: low
  ASSERT_TRUE(homeworlds::low(low, HomeworldId::Ix));
  act(low, Faction::Ixian, R"({"type":"revive","forces":3,"elite":2})");
  EXPECT_EQ(low.player(Faction::Ixian).tanks.normal, 10 - 1);
  EXPECT_EQ(low.player(Faction::Ixian).tanks.special, 2);
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// Passes every open decision but `f`'s Revive, until `f` may revive.
void until_revive(Game& g, Faction f) {
  for (int guard = 0; guard < 20 && !has_pending(g, f, DecisionKind::Revive); ++guard) {
    const auto ds = pending(g);
    if (ds.empty()) break;
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, f, DecisionKind::Revive));
}

Game tleilaxu_revival(int tanks) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","tleilaxu"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":14,
      "forces":[{"faction":"tleilaxu","territory":"tueks_sietch","count":5}],
      "tleilaxu":{"spice":10,"tanks":)" +
                  std::to_string(tanks) + R"(}}})");
}

// em.hw.tleilax.high: with Tleilax high the forces the Tleilaxu revive free may go at once, free, to one
// territory: not into the storm (The Great Flat, sector 14, is under it here); the send is one, and a
// pass keeps them home. With Tleilax low nothing is offered.
TEST(Homeworlds, TleilaxHighSendsTheFreeRevivalsToOneTerritory) {
  Game g = tleilaxu_revival(3);  // 12 on Tleilax (high from 9)
  until_revive(g, Faction::Tleilaxu);
  const int freeN = free_revival(g, Faction::Tleilaxu);
  ASSERT_GE(freeN, 1);
  act(g, Faction::Tleilaxu, R"({"type":"revive","forces":)" + std::to_string(std::min(freeN, 3)) + "}");
  ASSERT_TRUE(has_pending(g, Faction::Tleilaxu, DecisionKind::HomeworldSend));
  EXPECT_EQ(
      refuse(g, Faction::Tleilaxu, R"({"type":"send_from_homeworld","to":"the_great_flat","forces":1})").code,
      Err::StormSector);
  EXPECT_EQ(refuse(g, Faction::Tleilaxu, R"({"type":"send_from_homeworld","to":"arrakeen","forces":9})").code,
            Err::BadAction);
  const int reserves = g.player(Faction::Tleilaxu).reserves.total();
  act(g, Faction::Tleilaxu, R"({"type":"send_from_homeworld","to":"arrakeen","forces":1})");
  EXPECT_EQ(forces_at(g, Faction::Tleilaxu, "arrakeen"), 1);
  EXPECT_EQ(g.player(Faction::Tleilaxu).reserves.total(), reserves - 1);
  EXPECT_EQ(g.player(Faction::Tleilaxu).spice, 10);
  EXPECT_FALSE(has_pending(g, Faction::Tleilaxu, DecisionKind::HomeworldSend));  // one send
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  Game low = tleilaxu_revival(12);  // 3 on Tleilax: low
  until_revive(low, Faction::Tleilaxu);
  act(low, Faction::Tleilaxu, R"({"type":"revive","forces":1})");
  EXPECT_FALSE(has_pending(low, Faction::Tleilaxu, DecisionKind::HomeworldSend));
}

// em.hw.southern_hemisphere.high (Advanced): with Southern Hemisphere high, a Fedaykin the Fremen revive
// may join Fremen forces at once, free; not where no Fremen force is.
TEST(Homeworlds, SouthernHemisphereHighPlacesTheRevivedFedaykinBesideFremen) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["fremen","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"fremen","territory":"sietch_tabr","count":10}],
      "fremen":{"spice":10,"tanks":{"normal":2,"special":1}}}})");
  ASSERT_TRUE(homeworlds::high(g, HomeworldId::SouthernHemisphere));
  until_revive(g, Faction::Fremen);
  act(g, Faction::Fremen, R"({"type":"revive","forces":2,"elite":1})");
  ASSERT_TRUE(has_pending(g, Faction::Fremen, DecisionKind::HomeworldSend));
  EXPECT_EQ(
      refuse(g, Faction::Fremen, R"({"type":"send_from_homeworld","to":"the_great_flat","forces":1})").code,
      Err::NotAllowed);
  const int fedaykin = g.player(Faction::Fremen).reserves.special;
  act(g, Faction::Fremen, R"({"type":"send_from_homeworld","to":"sietch_tabr","forces":1})");
  EXPECT_EQ(forces_at(g, loc("sietch_tabr"), Faction::Fremen).special, 1);
  EXPECT_EQ(g.player(Faction::Fremen).reserves.special, fedaykin - 1);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

// Advanced Emperor and Harkonnen in Shipment and Movement, turn 3: 5 Emperor forces in Arrakeen, 10 normal
// forces on Kaitain and 5 Sardaukar on Salusa Secundus; the Emperor about to move.
Game emperor_moving(const std::string& ruleset = "advanced") {
  Game g = scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":["emperor","harkonnen"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":5},
                {"faction":"harkonnen","territory":"carthag","count":5}],
      "spice_on_board":[],"emperor":{"spice":10},"harkonnen":{"spice":10}}})");
  pass_until_decision(g, F::Emperor, DecisionKind::Move);
  return g;
}

// em.hw.emperor_transfer (E3 p.10 (2h)): the Advanced Emperor's move may carry reserves between Kaitain and
// Salusa Secundus; the forces count as natives of the card they stand on (its threshold), and the move is
// the turn's move.
TEST(Homeworlds, AdvancedEmperorMovesReservesBetweenItsHomeworlds) {
  Game g = emperor_moving();
  const std::string kaitain = R"({"territory":"kaitain"})", salusa = R"({"territory":"salusa_secundus"})";
  ASSERT_EQ(homeworlds::natives(g, HomeworldId::Kaitain), 10);
  ASSERT_EQ(homeworlds::natives(g, HomeworldId::SalusaSecundus), 5);
  // Listed among the legal moves.
  bool listed = false;
  for (const Action& a : legal_actions(g, F::Emperor))
    listed = listed || homeworlds::is_transfer(g, F::Emperor, a);
  EXPECT_TRUE(listed);
  EXPECT_EQ(refuse(g, F::Emperor,
                   R"({"type":"move","from":)" + salusa + R"(,"to":)" + kaitain + R"(,"forces":6,"elite":6})")
                .code,
            Err::NoSuchForces);
  act(g, F::Emperor,
      R"({"type":"move","from":)" + salusa + R"(,"to":)" + kaitain + R"(,"forces":3,"elite":3})");
  EXPECT_EQ(homeworlds::natives(g, HomeworldId::Kaitain), 13);
  EXPECT_EQ(homeworlds::natives(g, HomeworldId::SalusaSecundus), 2);
  EXPECT_EQ(g.player(F::Emperor).reserves.special, 5);           // still reserves
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::Move));  // the turn's move is spent
  EXPECT_TRUE(invariant_ok(g));
  // A Sardaukar that leaves the reserves leaves Salusa Secundus first (boundary
  // em.hw.boundary.emperor_transfer).
  g.player(F::Emperor).reserves.special = 2;
  homeworlds::settle_occupation(g);
  EXPECT_EQ(homeworlds::natives(g, HomeworldId::SalusaSecundus), 0);
  EXPECT_EQ(homeworlds::natives(g, HomeworldId::Kaitain), 12);
}

// em.hw.emperor_transfer: Basic has no Salusa Secundus card: no such move.
TEST(Homeworlds, BasicEmperorHasNoSecondHomeworldToMoveTo) {
  Game g = emperor_moving("basic");
  refuse(g, F::Emperor,
         R"({"type":"move","from":{"territory":"salusa_secundus"},"to":{"territory":"kaitain"},"forces":1})");
}

}  // namespace
}  // namespace dune::test
