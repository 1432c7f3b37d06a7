// Advanced Shipment and Movement: Bene Gesserit advisors and fighters, Spacing Guild timing, the
// Advanced alliance constraint, and the Bene Gesserit's Worthless cards as Karama; each beside the
// Basic behaviour where the rule differs.
// Sources: GF9 Rulebook 2019 p.18 (Bene Gesserit advanced advantages) and p.19 (Guild), FAQ Nov 2020
// p.4 (advisors), Revised Rulebook v2.3 p.15 (alliance constraint),
// /work/shared/seeds/ALLIED_TRANSIT_RULES.md ("1 October cutover").
//
// Seating is fixed: with the storm in sector 0 the storm order is Atreides, Bene Gesserit, Emperor,
// Fremen, Guild, Harkonnen. Unstated forces stay where setup put them (Atreides 10 in Arrakeen,
// Harkonnen 10 in Carthag, Guild 5 in Tuek's Sietch, Bene Gesserit 1 in the Polar Sink, Fremen 10 in
// Sietch Tabr).
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

Game ship_move(const std::string& fields, const char* ruleset = "advanced", int turn = 3) {
  return six_factions(ruleset, "ship_move", fields, 0, turn, 9);
}

void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }

int advisors(const Game& g, std::string_view t) { return bg_advisors_at(g, t); }
int fighters(const Game& g, std::string_view t) { return bg_fighters_at(g, t); }

std::string ship(std::string_view to, int n) {
  return R"({"type":"ship","to":")" + std::string(to) + R"(","forces":)" + std::to_string(n) + "}";
}

void pass_until(Game& g, Faction f, DecisionKind k) { pass_until_decision(g, f, k); }

// Advanced: the Guild is first asked whether to act before the Atreides; it waits.
void guild_waits(Game& g) {
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
  pass(g, F::Guild);
}

// --- fighting presence -----------------------------------------------------------------------

// GF9 Rulebook 2019 p.18 (adv.bg.presence): advisors do not count for the two-factions stronghold limit,
// occupancy or stronghold control. In Basic the same Bene Gesserit forces are ordinary forces.
TEST(AdvancedBg, AdvisorsDoNotCountForPresence) {
  const std::string pos = R"({"forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0,
                                          "special": 2}]})";
  Game g = ship_move(pos);
  EXPECT_FALSE(present_in(g, F::BeneGesserit, T::Arrakeen));
  EXPECT_TRUE(occupies(g, F::Atreides, T::Arrakeen));
  EXPECT_EQ(factions_present(g, T::Arrakeen), FactionSet::of(F::Atreides));
  EXPECT_EQ(all_forces_in(g, F::BeneGesserit, T::Arrakeen), 2);
  // A third faction may still ship into Arrakeen: only the Atreides fight there.
  pass_until(g, F::Harkonnen, DecisionKind::Ship);
  act(g, F::Harkonnen, ship("arrakeen", 1));
  EXPECT_EQ(forces_at(g, F::Harkonnen, "arrakeen"), 1);

  Game b = ship_move(R"({"forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 2}]})",
                     "basic");
  EXPECT_FALSE(occupies(b, F::Atreides, T::Arrakeen));
  pass_until(b, F::Harkonnen, DecisionKind::Ship);
  EXPECT_EQ(refuse(b, F::Harkonnen, ship("arrakeen", 1)).code, Err::StrongholdFull);
}

// GF9 Rulebook 2019 p.18 (adv.bg.presence): advisors collect no spice (Spice Collection phase); in
// Basic the same forces collect.
Game collection(const char* ruleset) {
  std::string setup =
      std::string(R"("setup": {"ruleset": ")") + ruleset +
      R"(", "factions": ["atreides", "bene_gesserit", "harkonnen"], "seed": 9, "random_seating": false})";
  std::string bg = std::string(ruleset) == "advanced" ? R"("count": 0, "special": 2)" : R"("count": 2)";
  return scenario("{" + setup + R"(, "position": {"phase": "collection", "turn": 3, "storm_sector": 0,
      "atreides": {"spice": 0}, "bene_gesserit": {"spice": 0}, "harkonnen": {"spice": 0},
      "spice_on_board": [{"territory": "the_great_flat", "amount": 6}],
      "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", )" +
                  bg + R"(},
                 {"faction": "harkonnen", "territory": "the_great_flat", "count": 1}]}})");
}

TEST(AdvancedBg, AdvisorsDoNotCollect) {
  Game g = collection("advanced");
  EXPECT_EQ(g.player(F::BeneGesserit).spice, 0);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 2);
  Game b = collection("basic");
  EXPECT_EQ(b.player(F::BeneGesserit).spice, 4);
}

// --- spiritual advisor ------------------------------------------------------------------------

// GF9 Rulebook 2019 p.18 (adv.bg.spiritual_advisor): in Advanced the free force may go, as an advisor,
// to the territory the other faction shipped into instead of the Polar Sink; nowhere else.
TEST(AdvancedBg, SpiritualAdvisorFollowsTheShipment) {
  Game g = ship_move("{}");
  guild_waits(g);
  act(g, F::Atreides, ship("the_great_flat", 2));
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":"arrakeen"})").code, Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(advisors(g, "the_great_flat"), 1);
  EXPECT_EQ(fighters(g, "the_great_flat"), 0);
  EXPECT_FALSE(present_in(g, F::BeneGesserit, T::TheGreatFlat));

  // The Polar Sink choice stays: the advisor alone there is a fighter.
  Game p = ship_move("{}");
  guild_waits(p);
  act(p, F::Atreides, ship("the_great_flat", 2));
  act(p, F::BeneGesserit, R"({"type":"send_advisor"})");
  EXPECT_EQ(fighters(p, "polar_sink"), 2);
}

// FAQ Nov 2020 p.4 (adv.bg.stance): Bene Gesserit tokens arriving take the stance already there: an
// advisor sent where the Bene Gesserit have fighters is a fighter.
TEST(AdvancedBg, ArrivalsMatchTheStanceThere) {
  Game g =
      ship_move(R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 1}]})");
  guild_waits(g);
  act(g, F::Atreides, ship("the_great_flat", 2));
  // The Atreides intruded on fighters: keep them fighters.
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  pass(g, F::BeneGesserit);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);
  EXPECT_EQ(advisors(g, "the_great_flat"), 0);
}

// Landsraad rules 2.02.13 (adv.bg.stance, Fighters): a normal shipment lands fighters, so shipping
// as advisors is refused, in Advanced and in Basic; into a stronghold two others hold, the fighters are
// refused by the stronghold limit.
TEST(AdvancedBg, NormalShipmentLandsFighters) {
  const std::string pos = R"({"forces": [{"faction": "harkonnen", "territory": "arrakeen", "count": 2}]})";
  Game g = ship_move(pos);
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::BeneGesserit, ship("arrakeen", 2)).code, Err::StrongholdFull);
  EXPECT_EQ(
      refuse(g, F::BeneGesserit, R"({"type":"ship","to":"arrakeen","forces":2,"as_advisors":true})").code,
      Err::NotAllowed);
  act(g, F::BeneGesserit, ship("the_great_flat", 2));
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);

  Game b = ship_move(R"({"forces": [{"faction": "harkonnen", "territory": "the_great_flat", "count": 2}]})",
                     "basic");
  pass_until(b, F::BeneGesserit, DecisionKind::Ship);
  EXPECT_EQ(
      refuse(b, F::BeneGesserit, R"({"type":"ship","to":"the_great_flat","forces":1,"as_advisors":true})")
          .code,
      Err::NotAllowed);
}

// --- flips -------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.18 (adv.bg.intrusion): a non-allied faction entering a territory with Bene
// Gesserit fighters lets them flip to advisors; the shipping player then goes on to its move.
TEST(AdvancedBg, IntrusionFlipsFightersToAdvisors) {
  Game g =
      ship_move(R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 3}]})");
  guild_waits(g);
  act(g, F::Atreides, ship("the_great_flat", 2));
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":"arrakeen"})").code, Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(advisors(g, "the_great_flat"), 3);
  // The spiritual advisor decision follows the intrusion window, then the Atreides move.
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_EQ(advisors(g, "the_great_flat"), 4);
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
}

// FAQ Nov 2020 p.7 (a Karama stops an advantage for the phase): a Karama against the spiritual advisor while
// the intrusion is answered leaves no advisor decision after it; the shipping player goes on to its move.
// Before, the turn resumed at an advisor decision nobody had, and the game stalled (a 300-game random
// Advanced run with every variant found it).
TEST(AdvancedBg, AdvisorStoppedDuringTheIntrusionLetsTheShipperMove) {
  Game g = ship_move(R"({"harkonnen": {"spice": 10, "hand": ["karama"]},
                         "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 3}]})");
  guild_waits(g);
  act(g, F::Atreides, ship("the_great_flat", 2));
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"bene_gesserit","advantage":"bg_advisor"})");
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"the_great_flat"})");
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
}

// GF9 Rulebook 2019 p.18 (adv.bg.intrusion): the ally's entry is no intrusion (and Basic has none).
TEST(AdvancedBg, NoIntrusionByTheAllyNorInBasic) {
  Game g = ship_move(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "harkonnen"},
                         "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 3}]})");
  pass_until(g, F::Harkonnen, DecisionKind::Ship);
  act(g, F::Harkonnen, ship("the_great_flat", 1));
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));

  Game b = ship_move(
      R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 3}]})", "basic");
  act(b, F::Atreides, ship("the_great_flat", 2));
  EXPECT_FALSE(has_pending(b, F::BeneGesserit, DecisionKind::BgFlip));
  EXPECT_TRUE(has_pending(b, F::BeneGesserit, DecisionKind::SendAdvisor));
}

// GF9 Rulebook 2019 p.18 (adv.bg.wartime; FAQ Nov 2020 p.4): before the first shipment the Bene Gesserit
// may flip advisors to fighters territory by territory, not where their ally is.
TEST(AdvancedBg, WartimeFlipsAdvisorsToFighters) {
  Game g = ship_move(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "harkonnen"},
                         "forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0, "special": 2},
                                    {"faction": "bene_gesserit", "territory": "carthag", "count": 0, "special": 1}]})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Ship));
  // Carthag holds the ally (Harkonnen): Peacetime.
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"send_advisor","to":"carthag"})").code, Err::NotAllowed);
  act(g, F::BeneGesserit, R"({"type":"send_advisor","to":"arrakeen"})");
  EXPECT_EQ(fighters(g, "arrakeen"), 2);
  EXPECT_EQ(advisors(g, "carthag"), 1);
  // Nothing else may flip: the window closes and the turns begin (the Guild is asked first).
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip));
  EXPECT_TRUE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
}

// GF9 Rulebook 2019 p.18 (adv.bg.stewards): advisors alone in a territory become fighters.
TEST(AdvancedBg, AdvisorsAloneBecomeFighters) {
  Game g = ship_move(R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 0,
                                     "special": 2}]})");
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);
  EXPECT_EQ(advisors(g, "the_great_flat"), 0);
}

// FAQ Nov 2020 p.4 (adv.bg.stance): fighters moving into a territory where the Bene Gesserit have
// advisors become advisors.
TEST(AdvancedBg, MovingIntoAdvisorsBecomesAdvisors) {
  Game g = ship_move(
      R"({"forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0, "special": 1},
                                    {"faction": "bene_gesserit", "territory": "imperial_basin", "sector": 9,
                                     "count": 3}]})");
  pass(g, F::BeneGesserit);  // no Wartime flip
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  act(g, F::BeneGesserit,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":3})");
  EXPECT_EQ(advisors(g, "arrakeen"), 4);
  EXPECT_EQ(fighters(g, "arrakeen"), 0);
}

// --- Guild timing -----------------------------------------------------------------------------

// GF9 Rulebook 2019 p.19 (adv.guild.timing): the Guild may take its turn before any player's turn, by
// making its shipment then; the interrupted player's turn follows.
TEST(AdvancedGuild, ActsBeforeThePlayerWhoseTurnItIs) {
  Game g = ship_move("{}");
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Ship));
  act(g, F::Guild, ship("the_great_flat", 2));
  // The spiritual advisor, then the Guild's move; then the Atreides ship.
  pass(g, F::BeneGesserit);
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::Move));
  pass(g, F::Guild);
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Ship));
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
}

// GF9 Rulebook 2019 p.19 (adv.guild.timing): the Guild may wait past its own place and act last.
TEST(AdvancedGuild, MayWaitToTheLast) {
  Game g = ship_move("{}");
  std::vector<Faction> order;
  for (int guard = 0; guard < 60 && g.phase == Phase::ShipMove; ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    const Decision d = ds.front();
    if (d.kind == DecisionKind::Ship) order.push_back(d.seat);
    pass(g, d.seat);  // the Guild always waits
  }
  ASSERT_EQ(order.size(), 6u);
  EXPECT_EQ(order.back(), F::Guild);
  EXPECT_EQ(order[4], F::Harkonnen);
}

// GF9 Rulebook 2019 p.19 (adv.guild.timing): shipping nothing, the Guild may act early by moving; its
// turn then ends and the Atreides, whose turn it would have been, ship.
TEST(AdvancedGuild, ActsEarlyByMoving) {
  Game g = ship_move("{}");
  EXPECT_EQ(refuse(g, F::Atreides, ship("the_great_flat", 1)).code, Err::NotYourDecision);
  const LocationId from = loc("tueks_sietch");
  auto dist = reachable(g, F::Guild, from, 1);
  LocationId to = kNoLocation;
  for (LocationId l = 0; l < kLocations && to == kNoLocation; ++l)
    if (dist[l] == 1 && factions_with_forces(g, location(l).territory).empty()) to = l;
  ASSERT_NE(to, kNoLocation);
  act(g, F::Guild,
      R"({"type":"move","from":)" + std::to_string(from) + R"(,"to":)" + std::to_string(to) +
          R"(,"forces":5})");
  EXPECT_EQ(forces_at(g, to, F::Guild).total(), 5);
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Ship));
  // The Guild's place in storm order is skipped later: after the Fremen come the Harkonnen.
  pass_until(g, F::Harkonnen, DecisionKind::Ship);
  EXPECT_TRUE(g.shipMove.acted.has(F::Fremen));
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::Ship));
}

// Basic (ship.order): no Guild timing decision; the Guild acts in storm order.
TEST(AdvancedGuild, BasicKeepsStormOrder) {
  Game g = ship_move("{}", "basic");
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::GuildTiming));
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Ship));
}

// --- Advanced alliance constraint ----------------------------------------------------------------

// Revised Rulebook v2.3 p.15 (adv.alliance.separation): at the end of its own turn the first ally's
// forces sharing a territory go to the Tanks, even for an alliance formed this turn; the ally's stay.
// Elite forces go too. The acting seat's view names the territory beforehand.
TEST(AdvancedAlliance, FirstActorLosesSharedForcesAtItsOwnEnd) {
  Game g = ship_move(R"({"emperor": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "emperor", "territory": "the_great_flat", "count": 2, "special": 1},
                                    {"faction": "fremen", "territory": "the_great_flat", "count": 3}]})");
  pass_until(g, F::Emperor, DecisionKind::Ship);
  View v = view(g, Viewer::of(F::Emperor));
  ASSERT_TRUE(v.advancedAllySeparation.has_value());
  ASSERT_EQ(v.advancedAllySeparation->size(), 1u);
  EXPECT_EQ(v.advancedAllySeparation->front(), T::TheGreatFlat);
  EXPECT_FALSE(view(g, Viewer::of(F::Fremen)).advancedAllySeparation.has_value());
  EXPECT_NE(boost::json::serialize(to_json(v))
                .find("\"advancedAllySeparation\":{\"territories\":[\"The Great Flat\"]}"),
            std::string::npos);
  pass(g, F::Emperor);
  pass(g, F::Emperor);  // ends the turn with no escape attempted: legal
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.special, 1);
  EXPECT_EQ(g.player(F::Emperor).tanks.normal, 2);
  EXPECT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 3);
}

// Basic keeps the delayed separation (GF9 p.12 NOTE): nobody loses anything in the formation turn.
TEST(AdvancedAlliance, BasicFormationTurnUnchanged) {
  Game g = ship_move(R"({"emperor": {"spice": 10, "hand": [], "ally": "fremen"},
                         "forces": [{"faction": "emperor", "territory": "the_great_flat", "count": 2},
                                    {"faction": "fremen", "territory": "the_great_flat", "count": 3}]})",
                     "basic");
  pass_until(g, F::Guild, DecisionKind::Ship);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 2);
  EXPECT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 3);
}

// Revised Rulebook v2.3 p.15 (adv.alliance.separation): advisors trigger nothing in either direction;
// the Polar Sink is exempt; Bene Gesserit fighters are not exempt.
TEST(AdvancedAlliance, AdvisorsAndPolarSinkExempt) {
  Game g = ship_move(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "atreides"},
                         "forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0, "special": 2},
                                    {"faction": "bene_gesserit", "territory": "the_great_flat", "count": 2},
                                    {"faction": "atreides", "territory": "the_great_flat", "count": 1},
                                    {"faction": "atreides", "territory": "arrakeen", "count": 5},
                                    {"faction": "atreides", "territory": "polar_sink", "count": 1},
                                    {"faction": "bene_gesserit", "territory": "polar_sink", "count": 1}]})");
  guild_waits(g);
  pass(g, F::Atreides);  // Atreides' turn: no shipment
  pass(g, F::Atreides);  // and no move: the Great Flat is shared with BG fighters
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Atreides, "arrakeen"), 5);  // BG advisors there: no constraint
  EXPECT_EQ(forces_at(g, F::Atreides, "polar_sink"), 1);
  pass_until(g, F::BeneGesserit, DecisionKind::Move);
  pass(g, F::BeneGesserit);
  EXPECT_EQ(advisors(g, "arrakeen"), 2);
  EXPECT_EQ(fighters(g, "the_great_flat"), 2);  // the Atreides already left (to the Tanks)
}

// Revised Rulebook v2.3 p.15 (adv.alliance.separation): Bene Gesserit fighters are not exempt: ending
// their own turn beside their ally's forces, they go to the Tanks; the ally, whose turn is already
// complete, is not re-evaluated.
TEST(AdvancedAlliance, BgFightersAreNotExempt) {
  Game g = ship_move(R"({"bene_gesserit": {"spice": 10, "hand": [], "ally": "emperor"},
                         "forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 2},
                                    {"faction": "emperor", "territory": "the_great_flat", "count": 1}]})");
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  ASSERT_TRUE(view(g, Viewer::of(F::BeneGesserit)).advancedAllySeparation.has_value());
  pass(g, F::BeneGesserit);
  pass(g, F::BeneGesserit);
  EXPECT_EQ(forces_at(g, F::BeneGesserit, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::BeneGesserit).tanks.total(), 2);
  // The Emperor now ends its turn alone there: nothing more happens.
  pass_until(g, F::Emperor, DecisionKind::Move);
  pass(g, F::Emperor);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 1);
}

// --- Karama -------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.18 (adv.bg.worthless_karama): in Advanced the Bene Gesserit may use a Worthless
// card as a Karama, e.g. for a Guild-rate shipment; not in Basic.
TEST(AdvancedBg, WorthlessCardAsKarama) {
  const std::string pos = R"({"bene_gesserit": {"spice": 10, "hand": ["baliset"]}})";
  Game g = ship_move(pos);
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  act(g, F::BeneGesserit, R"({"type":"ship","to":"the_great_flat","forces":4,"karama_card":"baliset"})");
  EXPECT_EQ(g.player(F::BeneGesserit).spice, 6);  // 4 forces at 2 each, halved
  EXPECT_TRUE(g.player(F::BeneGesserit).hand.empty());

  Game b = ship_move(pos, "basic");
  pass_until(b, F::BeneGesserit, DecisionKind::Ship);
  EXPECT_EQ(refuse(b, F::BeneGesserit,
                   R"({"type":"ship","to":"the_great_flat","forces":4,"karama_card":"baliset"})")
                .code,
            Err::CardNotHeld);
}

// Random Advanced games: every new decision is playable from its candidates, the Bene Gesserit keep
// one stance per territory, the invariants hold, and each new rule is actually exercised.
TEST(AdvancedRandomPlay, NewDecisionsArePlayedAndInvariantsHold) {
  int flips = 0, guildEarly = 0, advisorsSeen = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = seed;
    auto made = new_game(o);
    ASSERT_TRUE(made.ok());
    Game g = made.value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng r = Rng::seeded(seed * 97);
    for (int step = 0; step < 20000 && !is_over(g); ++step) {
      auto ds = pending(g);
      ASSERT_FALSE(ds.empty());
      const Decision d = ds[static_cast<std::size_t>(r.below(static_cast<std::uint32_t>(ds.size())))];
      auto a = sample_legal_action(g, d.seat, r);
      ASSERT_TRUE(a.has_value()) << "no legal action for " << decision_key(d.kind);
      const bool wasEarly = g.shipMove.guildNow;
      ASSERT_TRUE(apply(g, d.seat, *a).ok());
      if (d.kind == DecisionKind::BgFlip && a->kind == ActionKind::SendAdvisor) ++flips;
      if (!wasEarly && g.phase == Phase::ShipMove && g.shipMove.guildNow) ++guildEarly;
      for (TerritoryId t = 0; t < kTerritories; ++t) {
        const int adv = hooks::advisors_in(g, t);
        advisorsSeen += adv > 0 ? 1 : 0;
        ASSERT_FALSE(adv > 0 && forces_in(g, Faction::BeneGesserit, t) > 0)
            << "mixed stance in " << territory(t).name;
      }
      const std::string bad = check_invariants(g, base);
      ASSERT_TRUE(bad.empty()) << bad;
    }
  }
  EXPECT_GT(flips, 0);
  EXPECT_GT(guildEarly, 0);
  EXPECT_GT(advisorsSeen, 0);
}

}  // namespace
}  // namespace dune
