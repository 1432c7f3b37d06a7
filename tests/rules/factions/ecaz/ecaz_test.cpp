// Ecaz (Ecaz & Moritani House Expansion, GF9 2023, pp.4, 7-8, 15-16, second-hand; checklist
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md sections 3-5): their setup, the Ambassadors placed at the end
// of Revival, the trigger on an entry (the Reaction step of Shipment and Movement), each token's effect, the
// disposal and the new draw, the storm, the Karama stop, Loyalty, and the secrecy of the supply. Each test
// names the registry row it checks (engine/core/rules_registry.cpp em.ecaz.*, em.ambassador.*).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }
TerritoryId terr(std::string_view key) { return territory_by_key(key); }
std::int8_t place_of(const Game& g, F token) {
  return g.em.ambassador[static_cast<std::size_t>(index(token))];
}

constexpr const char* kSupply =
    R"({"ecaz":"supply","emperor":"supply","fremen":"supply","guild":"supply","tleilaxu":"supply",
        "bene_gesserit":"supply"})";
constexpr const char* kForces =
    R"([{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
        {"faction":"harkonnen","territory":"carthag","count":10},
        {"faction":"ecaz","territory":"the_great_flat","count":6}])";

// Atreides, Harkonnen and Ecaz, turn 2, in `phase`, with `ambassadors` as the position's Ambassadors.
Game position(const std::string& phase, const std::string& ambassadors, const std::string& forces = kForces,
              const std::string& ecaz = "", const std::string& atreides = "",
              const std::string& ruleset = "basic", int stormSector = 0) {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","harkonnen","ecaz"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":)" + std::to_string(stormSector) + R"(,"forces":)" + forces +
                  R"(,"spice_on_board":[],"ambassadors":)" + ambassadors + R"(,
      "atreides":{"spice":11,"hand":["Lasgun","Baliset"],"traitors":["Umman Kudu"])" +
                  atreides + R"(},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "ecaz":{"spice":12,"hand":["Chaumas"],"traitors":["Gurney Halleck"])" +
                  ecaz + "}}}");
}

// The Atreides move 2 forces from the Imperial Basin into Arrakeen.
void atreides_enter_arrakeen(Game& g) {
  pass_until_decision(g, F::Atreides, DecisionKind::Move);
  act(g, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":2})");
}

// A Shipment and Movement position with `token` face up in Arrakeen and the Atreides just entered it.
Game entered(F token, const std::string& ecaz = "", const std::string& atreides = "") {
  const std::string amb = R"({")" + std::string(faction_key(token)) + R"(":"arrakeen","ecaz":"supply"})";
  Game g = position("ship_move", amb, kForces, ecaz, atreides);
  atreides_enter_arrakeen(g);
  return g;
}

// --- setup (em.ecaz.setup, em.ambassador.inventory) -------------------------------------------------

// em.ecaz.setup: 12 spice, 6 forces in the Imperial Basin and 14 in reserve; their own Ambassador and five
// others drawn at random (never a Moritani one) in the supply, the rest not drawn.
TEST(Ecaz, SetupGivesTheirAmbassadorAndFiveOthers) {
  for (std::uint64_t seed : {3u, 4u, 5u}) {
    SetupOptions o;
    o.factions = {F::Atreides, F::Harkonnen, F::Ecaz};
    o.seed = seed;
    o.randomSeating = false;
    auto r = new_game(o);
    ASSERT_TRUE(r) << r.error().message;
    Game g = r.value();
    EXPECT_EQ(g.player(F::Ecaz).spice, 12);
    EXPECT_EQ(forces_at(g, F::Ecaz, "imperial_basin"), 6);
    EXPECT_EQ(g.player(F::Ecaz).reserves.total(), 14);
    // The traitor picks end setup's windows; the Ambassadors come with them.
    for (F f : {F::Atreides, F::Harkonnen, F::Ecaz})
      if (has_pending(g, f, DecisionKind::PickTraitor))
        act(g, f, R"({"type":"pick_traitor","leader":)" + std::to_string(g.player(f).traitorDraw[0]) + "}");
    int supply = 0;
    for (int i = 0; i < kFactions; ++i)
      supply += g.em.ambassador[static_cast<std::size_t>(i)] == kAmbassadorSupply;
    EXPECT_EQ(supply, 6) << seed;
    EXPECT_EQ(place_of(g, F::Ecaz), kAmbassadorSupply);
    EXPECT_EQ(place_of(g, F::Moritani), kAmbassadorPool);
    EXPECT_EQ(g.em.ambassadorCohort.size(), 5u);
    EXPECT_FALSE(g.em.ambassadorCohort.has(F::Ecaz));
    EXPECT_TRUE(invariant_ok(g));
  }
}

// em.ecaz.loyalty: Advanced, one Ecaz traitor card is set aside face up before the deal: nobody draws it and
// every view shows it; the Basic game sets none aside.
TEST(Ecaz, AdvancedLoyaltySetsAsideOneEcazTraitorCard) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen, F::Ecaz};
  o.seed = 8;
  o.randomSeating = false;
  o.ruleset.kind = RulesetKind::Advanced;
  Game g = new_game(o).value();
  ASSERT_NE(g.em.loyalty, kNoLeader);
  EXPECT_EQ(leader_faction(g.em.loyalty), F::Ecaz);
  EXPECT_EQ(std::count(g.traitorDeck.begin(), g.traitorDeck.end(), g.em.loyalty), 0);
  for (F f : {F::Atreides, F::Harkonnen, F::Ecaz}) {
    const auto& d = g.player(f).traitorDraw;
    EXPECT_EQ(std::count(d.begin(), d.end(), g.em.loyalty), 0);
    EXPECT_EQ(view(g, Viewer::of(f)).loyalty, g.em.loyalty);
  }
  EXPECT_TRUE(invariant_ok(g));
  o.ruleset.kind = RulesetKind::Basic;
  EXPECT_EQ(new_game(o).value().em.loyalty, kNoLeader);
}

// --- placement at the end of Revival (em.ambassador.place) -----------------------------------------

// em.ambassador.place: once nobody has anything to revive, Ecaz place tokens of their supply in strongholds
// without one, 1 spice for the first, 2 for the second; never a stronghold holding one, nor a territory that
// is no stronghold, nor one in the storm; pass ends the phase.
TEST(Ecaz, EndOfRevivalPlacesAmbassadorsForRisingPrices) {
  // The storm in sector 13 covers Sietch Tabr.
  Game g = position("revival", kSupply, kForces, "", "", "basic", 13);
  ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::PlaceAmbassador));
  EXPECT_EQ(
      refuse(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"emperor","territory":"the_great_flat"})")
          .code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"emperor","territory":"sietch_tabr"})")
          .code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"atreides","territory":"arrakeen"})")
          .code,
      Err::NotAllowed);  // not in their supply
  // The open questions of the pool and the supply's secrecy are shown while Ecaz place (to every seat).
  const View atv = view(g, Viewer::of(F::Atreides));
  for (std::string_view id : {"em.boundary.ambassador_pool", "em.boundary.ambassador_supply"})
    EXPECT_TRUE(std::any_of(atv.boundaries.begin(), atv.boundaries.end(), [&](const SourceBoundary& b) {
      return b.rule == id;
    })) << id;
  act(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"emperor","territory":"arrakeen"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 11);
  EXPECT_EQ(place_of(g, F::Emperor), terr("arrakeen"));
  EXPECT_EQ(
      refuse(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"fremen","territory":"arrakeen"})").code,
      Err::NotAllowed);
  EXPECT_EQ(view(g, Viewer::of(F::Ecaz)).ambassadorNextCost, 2);
  act(g, F::Ecaz, R"({"type":"place_ambassador","ambassador":"fremen","territory":"carthag"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 9);
  EXPECT_EQ(g.phase, Phase::Revival);
  act(g, F::Ecaz, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::ShipMove);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ambassador.place: the window opens only after every revival; a faction that may still revive goes first.
TEST(Ecaz, PlacementWaitsForTheRevivals) {
  Game g = position("revival", kSupply, kForces, "", R"(,"tanks":{"normal":2})");
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::PlaceAmbassador));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_TRUE(has_pending(g, F::Ecaz, DecisionKind::PlaceAmbassador));
}

// em.ambassador.karama: a Karama stops Ecaz placing Ambassadors in that Revival.
TEST(Ecaz, KaramaStopsThePlacement) {
  Game g = position("revival", kSupply, kForces, "", R"(,"hand":["Karama"],"tanks":{"normal":2})");
  act(g, F::Atreides, R"({"type":"karama_stop","target":"ecaz","advantage":"ecaz_ambassadors"})");
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::PlaceAmbassador));
  EXPECT_EQ(g.phase, Phase::ShipMove);
}

// --- the trigger (em.ambassador.trigger) ------------------------------------------------------------

// em.ambassador.trigger, em.ambassador.effects (Emperor): another faction moves into a stronghold holding an
// Ambassador; Ecaz trigger it for 5 spice; the token is set aside; the mover's turn goes on.
TEST(Ecaz, AnEntryLetsEcazTriggerTheToken) {
  Game g = entered(F::Emperor);
  ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"fremen"})").code,
            Err::BadAction);  // the token's own effect only
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"harkonnen","effect":"emperor"})").code,
            Err::NotAllowed);  // for Ecaz or their ally only
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"emperor"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 17);
  EXPECT_EQ(place_of(g, F::Emperor), kAmbassadorSpent);
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  EXPECT_TRUE(invariant_ok(g));
}

// em.ambassador.trigger: declined, the token stays and may trigger on the next entry.
TEST(Ecaz, ADeclinedTokenStays) {
  Game g = entered(F::Emperor);
  act(g, F::Ecaz, R"({"type":"pass"})");
  EXPECT_EQ(place_of(g, F::Emperor), terr("arrakeen"));
  EXPECT_EQ(g.player(F::Ecaz).spice, 12);
}

// em.ambassador.trigger: never against the ally, nor against the token's own faction.
TEST(Ecaz, NoTriggerAgainstTheAllyOrTheTokensFaction) {
  Game g = entered(F::Atreides);  // the Atreides token, the Atreides entering
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  Game h = position("ship_move", R"({"emperor":"arrakeen"})", kForces, R"(,"ally":"atreides")",
                    R"(,"ally":"ecaz")");
  atreides_enter_arrakeen(h);
  EXPECT_FALSE(has_pending(h, F::Ecaz, DecisionKind::AmbassadorTrigger));
}

// em.ambassador.effects (Atreides): Ecaz see the entrant's hand; the other seats do not.
TEST(Ecaz, AtreidesTokenShowsTheEntrantsHand) {
  const std::string amb = R"({"atreides":"arrakeen"})";
  Game g = position("ship_move", amb,
                    R"([{"faction":"harkonnen","territory":"imperial_basin","sector":9,"count":4},
        {"faction":"ecaz","territory":"the_great_flat","count":6}])");
  g.player(F::Harkonnen).hand.push_back({card_by_key("lasgun"), FactionSet::of(F::Harkonnen)});
  pass_until_decision(g, F::Harkonnen, DecisionKind::Move);
  act(g, F::Harkonnen,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":2})");
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"atreides"})");
  const View ve = view(g, Viewer::of(F::Ecaz));
  EXPECT_TRUE(std::any_of(ve.knownCards.begin(), ve.knownCards.end(),
                          [](const auto& k) { return k.owner == F::Harkonnen; }));
  const View va = view(g, Viewer::of(F::Atreides));
  EXPECT_FALSE(std::any_of(va.knownCards.begin(), va.knownCards.end(),
                           [](const auto& k) { return k.owner == F::Harkonnen; }));
}

// em.ambassador.effects (Fremen): one group of the beneficiary moves anywhere the storm and occupancy allow.
TEST(Ecaz, FremenTokenMovesAGroupAnywhere) {
  Game g = entered(F::Fremen);
  EXPECT_EQ(refuse(g, F::Ecaz,
                   R"({"type":"trigger_ambassador","for":"ecaz","effect":"fremen","from":"the_great_flat",
                      "to":"habbanya_sietch","forces":7})")
                .code,
            Err::NoSuchForces);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"fremen","from":"the_great_flat",
                      "to":"habbanya_sietch","forces":6})");
  EXPECT_EQ(forces_at(g, F::Ecaz, "habbanya_sietch"), 6);
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 0);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ambassador.effects (Fremen, Spacing Guild) and the Atomics Aftermath (E3 p.6): the Fremen token moves a
// group, which the Aftermath does not stop (it bars shipping only); the Spacing Guild token brings forces
// from the reserves, which obey a shipment's destination rules: not into the Aftermath.
TEST(Ecaz, TheAftermathStopsTheGuildTokenNotTheFremenToken) {
  Game g = entered(F::Fremen);
  g.em.aftermath = terr("habbanya_sietch");
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"fremen","from":"the_great_flat",
                      "to":"habbanya_sietch","forces":6})");
  EXPECT_EQ(forces_at(g, F::Ecaz, "habbanya_sietch"), 6);
  Game h = entered(F::Guild);
  h.em.aftermath = terr("tueks_sietch");
  EXPECT_EQ(
      refuse(h, F::Ecaz,
             R"({"type":"trigger_ambassador","for":"ecaz","effect":"guild","to":"tueks_sietch","forces":4})")
          .code,
      Err::NotAllowed);
}

// em.ambassador.effects (Spacing Guild): up to 4 reserve forces, free, anywhere out of the storm.
TEST(Ecaz, GuildTokenBringsFourForcesFree) {
  Game g = entered(F::Guild);
  EXPECT_EQ(
      refuse(g, F::Ecaz,
             R"({"type":"trigger_ambassador","for":"ecaz","effect":"guild","to":"tueks_sietch","forces":5})")
          .code,
      Err::NoSuchForces);
  act(g, F::Ecaz,
      R"({"type":"trigger_ambassador","for":"ecaz","effect":"guild","to":"tueks_sietch","forces":4})");
  EXPECT_EQ(forces_at(g, F::Ecaz, "tueks_sietch"), 4);
  EXPECT_EQ(g.player(F::Ecaz).spice, 12);
}

// em.ambassador.effects (Tleilaxu): a leader or up to 4 forces from the Tanks, free.
TEST(Ecaz, TleilaxuTokenRevivesFree) {
  Game g = entered(F::Tleilaxu, R"(,"tanks":{"normal":5})");
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"tleilaxu","forces":4})");
  EXPECT_EQ(g.player(F::Ecaz).tanks.total(), 1);
  EXPECT_EQ(g.player(F::Ecaz).spice, 12);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ambassador.effects (Ixian, Richese, CHOAM): a card swapped; a card bought for 3; cards sold for 3 each.
TEST(Ecaz, CardTokens) {
  Game g = entered(F::Ixian);
  const CardId chaumas = g.player(F::Ecaz).hand[0].card;
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ixian","card":"Chaumas"})");
  ASSERT_EQ(g.player(F::Ecaz).hand.size(), 1u);
  EXPECT_NE(g.player(F::Ecaz).hand[0].card, chaumas);

  Game r = entered(F::Richese);
  act(r, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"richese"})");
  EXPECT_EQ(r.player(F::Ecaz).hand.size(), 2u);
  EXPECT_EQ(r.player(F::Ecaz).spice, 9);

  Game c = entered(F::Choam);
  act(c, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"choam"})");
  ASSERT_TRUE(has_pending(c, F::Ecaz, DecisionKind::AmbassadorDiscard));
  act(c, F::Ecaz, R"({"type":"discard_for_ambassador","card":"Chaumas"})");
  EXPECT_EQ(c.player(F::Ecaz).spice, 15);
  EXPECT_TRUE(c.player(F::Ecaz).hand.empty());
  EXPECT_FALSE(has_pending(c, F::Ecaz, DecisionKind::AmbassadorDiscard));
  EXPECT_TRUE(invariant_ok(c));
}

// em.ambassador.effects (Harkonnen): one of the entrant's traitor cards at random, seen by Ecaz only.
TEST(Ecaz, HarkonnenTokenShowsATraitorCard) {
  Game g = entered(F::Harkonnen);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"harkonnen"})");
  const std::string ecazLog = to_string(to_json(view(g, Viewer::of(F::Ecaz))));
  const std::string harkLog = to_string(to_json(view(g, Viewer::of(F::Harkonnen))));
  EXPECT_NE(ecazLog.find("hold the traitor card Umman Kudu"), std::string::npos);
  EXPECT_EQ(harkLog.find("hold the traitor card"), std::string::npos);
}

// em.ambassador.ecaz_alliance: the Ecaz token offers the unallied entrant an alliance; accepted, they ally at
// once; the token goes back to the supply either way.
TEST(Ecaz, EcazTokenOffersAnAlliance) {
  Game g = position("ship_move", R"({"ecaz":"arrakeen"})", kForces);
  atreides_enter_arrakeen(g);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::AmbassadorAlliance));
  act(g, F::Atreides, R"({"type":"accept_ecaz_alliance"})");
  EXPECT_TRUE(allied(g, F::Ecaz, F::Atreides));
  EXPECT_EQ(place_of(g, F::Ecaz), kAmbassadorSupply);
}

// em.ambassador.effects (Bene Gesserit): the effect of another token not in the supply, then the Bene
// Gesserit token leaves the game; a token in the supply cannot be copied.
TEST(Ecaz, BeneGesseritTokenCopiesAnotherThenLeaves) {
  Game g = position("ship_move", R"({"bene_gesserit":"arrakeen","emperor":"set_aside","fremen":"supply"})",
                    kForces);
  atreides_enter_arrakeen(g);
  EXPECT_EQ(refuse(g, F::Ecaz,
                   R"({"type":"trigger_ambassador","for":"ecaz","effect":"fremen","from":"the_great_flat",
                      "to":"habbanya_sietch","forces":6})")
                .code,
            Err::NotAllowed);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"emperor"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 17);
  EXPECT_EQ(place_of(g, F::BeneGesserit), kAmbassadorGone);
  EXPECT_EQ(place_of(g, F::Emperor), kAmbassadorSpent);
}

// em.ambassador.disposal: once the five drawn are all used, five more are drawn (never the one gone).
TEST(Ecaz, TheLastOfFiveUsedDrawsFiveMore) {
  Game g = position("ship_move",
                    R"({"emperor":"arrakeen","fremen":"set_aside","guild":"set_aside","tleilaxu":"set_aside",
                        "bene_gesserit":"gone","ecaz":"supply"})",
                    kForces);
  g.em.ambassadorCohort = FactionSet{F::Emperor, F::Fremen, F::Guild, F::Tleilaxu, F::BeneGesserit};
  atreides_enter_arrakeen(g);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"emperor"})");
  int supply = 0;
  for (int i = 0; i < kFactions; ++i)
    supply += g.em.ambassador[static_cast<std::size_t>(i)] == kAmbassadorSupply;
  EXPECT_EQ(supply, 6);  // their own and five new
  EXPECT_EQ(place_of(g, F::BeneGesserit), kAmbassadorGone);
  EXPECT_EQ(g.em.ambassadorCohort.size(), 5u);
}

// em.ambassador.disposal: a token the storm passes over goes back to the supply. Strongholds stand on rock or
// behind the Shield Wall, so only after Family Atomics can the storm reach one (Carthag); a sietch stays
// safe.
TEST(Ecaz, TheStormSendsATokenBackOnlyWhereItKills) {
  Game g = position("storm", R"({"emperor":"carthag","fremen":"sietch_tabr"})", kForces);
  const int carthag = location(locations_of(terr("carthag"))[0]).sector;
  // The storm moved 2 sectors and stopped on Carthag's (its starting sector counts, storm.destroy_forces).
  g.storm.move = 2;
  g.stormSector = static_cast<std::int8_t>(carthag);
  Game before = g;
  hooks::notify(g, Event::StormMoved);
  EXPECT_EQ(place_of(g, F::Emperor), terr("carthag"));  // the Shield Wall stands
  before.atomicsUsed = true;
  hooks::notify(before, Event::StormMoved);
  EXPECT_EQ(place_of(before, F::Emperor), kAmbassadorSupply);
  EXPECT_EQ(place_of(before, F::Fremen), terr("sietch_tabr"));
}

// em.ambassador.disposal: a Lasgun/Shield explosion in the stronghold sends its token back to the supply.
TEST(Ecaz, AnExplosionSendsTheTokenBack) {
  Game g = position("battle", R"({"emperor":"arrakeen","fremen":"carthag"})", kForces);
  hooks::notify(g, Event::PlanExploded, {.f = F::Atreides, .t = terr("arrakeen")});
  EXPECT_EQ(place_of(g, F::Emperor), kAmbassadorSupply);
  EXPECT_EQ(place_of(g, F::Fremen), terr("carthag"));
}

// em.ambassador.inventory: the supply's tokens are Ecaz's secret; placed tokens are public.
TEST(Ecaz, SupplyIsSecretPlacedTokensArePublic) {
  Game g = position("ship_move", R"({"emperor":"arrakeen","fremen":"supply","ecaz":"supply"})", kForces);
  const View mine = view(g, Viewer::of(F::Ecaz));
  const View theirs = view(g, Viewer::of(F::Atreides));
  EXPECT_EQ(mine.ambassadorSupplyTokens.size(), 2u);
  EXPECT_TRUE(theirs.ambassadorSupplyTokens.empty());
  EXPECT_EQ(theirs.ambassadorSupply, 2);
  ASSERT_EQ(theirs.ambassadors.size(), 1u);
  EXPECT_EQ(theirs.ambassadors[0].token, index(F::Emperor));
}

}  // namespace
}  // namespace dune::test
namespace dune::test {
namespace {
// em.ambassador.trigger: the legal list offers the trigger (what the bots and the web client read).
TEST(Ecaz, TheLegalListOffersTheTrigger) {
  Game g = entered(F::Emperor);
  const auto legal = legal_actions(g, F::Ecaz);
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [](const Action& a) {
    return a.kind == ActionKind::TriggerAmbassador && a.faction == F::Ecaz && a.sub == index(F::Emperor);
  }));
}
}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {
// A battle in Carthag won by the Atreides with Caladan high (the Homeworlds), to the Caladan offer;
// `ambassadors` and `extra` (factions after the three, position fields) complete the position.
Game caladan_win(const std::string& ambassadors, const std::string& extraFactions = "",
                 const std::string& extra = "") {
  Game g =
      scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","ecaz")" + extraFactions +
               R"(],"variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"carthag","count":6},
                {"faction":"harkonnen","territory":"carthag","count":3},
                {"faction":"ecaz","territory":"the_great_flat","count":6}],
      "spice_on_board":[],"ambassadors":)" +
               ambassadors + extra + R"(,
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "ecaz":{"spice":12,"hand":[],"traitors":["Gurney Halleck"]}}})");
  pass_until_decision(g, F::Harkonnen, DecisionKind::BattlePlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1})");
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":3})");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  return g;
}

// em.hw.caladan.ambassador (seed HVR ¶4): the Caladan victory reinforcement arriving in a stronghold with an
// Ambassador goes through the Ambassadors' entry predicate: Ecaz are asked after the battle, their effect
// resolves, and the battle ends with no second victory.
TEST(Ecaz, CaladanArrivalMeetsTheAmbassador) {
  Game g = caladan_win(R"({"emperor":"carthag","ecaz":"supply"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::HomeworldReinforcement));
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));  // a battle alone wakes none
  act(g, F::Atreides, R"({"type":"reinforce_from_homeworld","to":"carthag"})");
  ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  EXPECT_EQ(g.phase, Phase::Battle);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"emperor"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 17);
  EXPECT_EQ(place_of(g, F::Emperor), kAmbassadorSpent);
  EXPECT_FALSE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.caladan.ambassador: the Ecaz token's alliance is answered by the entrant, in the battle.
TEST(Ecaz, CaladanArrivalEcazTokenAllianceInTheBattle) {
  Game g = caladan_win(R"({"ecaz":"carthag"})");
  act(g, F::Atreides, R"({"type":"reinforce_from_homeworld","to":"carthag"})");
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::AmbassadorAlliance));
  const auto legal = legal_actions(g, F::Atreides);
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(),
                          [](const Action& a) { return a.kind == ActionKind::AcceptEcazAlliance; }));
  act(g, F::Atreides, R"({"type":"accept_ecaz_alliance"})");
  EXPECT_TRUE(allied(g, F::Atreides, F::Ecaz));
  EXPECT_TRUE(invariant_ok(g));
}

// em.hw.boundary.caladan_entry, choice (b): a Terror token in the same stronghold is not woken by the arrival
// (only the Ambassador is asked), and the boundary is shown with the offer.
TEST(Ecaz, CaladanArrivalWakesNoTerrorToken) {
  Game g = caladan_win(R"({"emperor":"carthag"})", R"(,"moritani")",
                       R"(,"terror_tokens":{"robbery":"carthag"},"moritani":{"spice":12,"hand":[]})");
  const View v = view(g, Viewer::of(F::Atreides));
  EXPECT_TRUE(std::any_of(v.boundaries.begin(), v.boundaries.end(),
                          [](const SourceBoundary& b) { return b.rule == "em.hw.boundary.caladan_entry"; }));
  act(g, F::Atreides, R"({"type":"reinforce_from_homeworld","to":"carthag"})");
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  act(g, F::Ecaz, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(g.em.terror[static_cast<std::size_t>(TerrorToken::Robbery)], terr("carthag"));
}
}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {
// The Ambassadors' state round-trips through a snapshot at every step of random Advanced games with Ecaz,
// the Moritani and every variant (the new fields of docs/GAME_FILES.md), and every step keeps the
// invariants.
TEST(Ecaz, SnapshotsRoundTripThroughRandomGames) {
  for (std::uint64_t seed : {3u, 4u}) {
    SetupOptions o;
    o.factions = {F::Ecaz, F::Moritani, F::Atreides, F::Harkonnen, F::Fremen, F::Emperor};
    o.seed = seed;
    o.ruleset.kind = RulesetKind::Advanced;
    o.ruleset.variants = kAllVariants;
    auto r = new_game(o);
    ASSERT_TRUE(r) << r.error().message;
    Game g = r.value();
    Rng bot = Rng::seeded(seed);
    for (int step = 0; step < 1500 && !is_over(g); ++step) {
      auto d = pending(g);
      ASSERT_FALSE(d.empty());
      const Faction seat = d[bot.below(static_cast<std::uint32_t>(d.size()))].seat;
      auto a = sample_legal_action(g, seat, bot);
      ASSERT_TRUE(a.has_value());
      ASSERT_TRUE(apply(g, seat, *a));
      const boost::json::value v = to_json(g);
      auto back = game_from_json(v);
      ASSERT_TRUE(back) << back.error().message;
      ASSERT_TRUE(back.value() == g) << "step " << step;
      ASSERT_TRUE(invariant_ok(g)) << "step " << step;
    }
  }
}
}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {
// The invariants see a misplaced Ambassador: two in one stronghold, one outside the strongholds, a Moritani
// token.
TEST(Ecaz, InvariantsCatchMisplacedAmbassadors) {
  Game g = position("ship_move", R"({"emperor":"arrakeen"})");
  ASSERT_TRUE(invariant_ok(g));
  Game two = g;
  two.em.ambassador[static_cast<std::size_t>(index(F::Fremen))] = static_cast<std::int8_t>(terr("arrakeen"));
  EXPECT_FALSE(invariant_ok(two));
  Game sand = g;
  sand.em.ambassador[static_cast<std::size_t>(index(F::Fremen))] =
      static_cast<std::int8_t>(terr("the_great_flat"));
  EXPECT_FALSE(invariant_ok(sand));
  Game moritani = g;
  moritani.em.ambassador[static_cast<std::size_t>(index(F::Moritani))] = kAmbassadorSupply;
  EXPECT_FALSE(invariant_ok(moritani));
}
}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {
// em.hw.ecaz.high (HWC, the Ecaz card's high face): with the Homeworlds and Ecaz high (14 in reserve), a
// poison weapon discarded (here by the Ixian Ambassador's swap) brings Ecaz 3 spice; a card of another kind
// none.
Game ecaz_homeworld(const std::string& hand) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","ecaz"],
      "variants":["em_homeworlds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
                {"faction":"harkonnen","territory":"carthag","count":10},
                {"faction":"ecaz","territory":"the_great_flat","count":6}],
      "spice_on_board":[],"ambassadors":{"ixian":"arrakeen"},
      "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "ecaz":{"spice":12,"hand":[")" +
                  hand + R"("],"traitors":["Gurney Halleck"]}}})");
}
TEST(Ecaz, HomeworldHighPaysForADiscardedPoisonWeapon) {
  Game g = ecaz_homeworld("Chaumas");
  ASSERT_TRUE(homeworlds::high(g, HomeworldId::Ecaz));
  atreides_enter_arrakeen(g);
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ixian","card":"Chaumas"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, 15);
  Game h = ecaz_homeworld("Baliset");
  atreides_enter_arrakeen(h);
  act(h, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ixian","card":"Baliset"})");
  EXPECT_EQ(h.player(F::Ecaz).spice, 12);
  // Without the variant the card is no Homeworld: nothing.
  Game p = position("ship_move", R"({"ixian":"arrakeen"})");
  atreides_enter_arrakeen(p);
  act(p, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ixian","card":"Chaumas"})");
  EXPECT_EQ(p.player(F::Ecaz).spice, 12);
}
}  // namespace
}  // namespace dune::test
