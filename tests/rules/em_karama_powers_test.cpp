// Three rules of the Ecaz & Moritani expansion (checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules
// 21, 33 and 36, boundaries 16.6 and 16.10): the Moritani's ally keeping a card it played in a battle it lost
// (em.moritani.alliance), the Moritani Karama power forcing the winner's cards (em.moritani.karama_power),
// and the Ecaz Karama power adding the leaders' difference to their dial (em.ecaz.karama_power). Each test
// names the registry row it checks (engine/core/rules_registry.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }
bool holds_named(const Game& g, F f, std::string_view name) {
  for (const HeldCard& h : g.player(f).hand)
    if (card_info(h.card).name == name) return true;
  return false;
}
bool discarded(const Game& g, std::string_view name) {
  return std::any_of(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                     [&](CardId c) { return card_info(c).name == name; });
}
bool boundary_shown(const Game& g, F seat, std::string_view id) {
  const View v = view(g, Viewer::of(seat));
  return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}
void pass_traitors(Game& g) {
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
}

// --- The Moritani alliance (em.moritani.alliance) ----------------------------------------------------------

// Basic, turn 2, Battle in The Great Flat: the Atreides (6 forces) against the Harkonnen (4), the Moritani's
// ally when `allied`; the Harkonnen hold `hand`, the Atreides `atreidesHand`.
Game ally_battle(bool allied, const std::string& hand = R"(["Crysknife","Shield","Baliset"])",
                 const std::string& atreidesHand = "[]") {
  const std::string harkonnenAlly = allied ? R"(,"ally":"moritani")" : "";
  const std::string moritaniAlly = allied ? R"(,"ally":"harkonnen")" : "";
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","moritani"],"seed":5,
        "random_seating":false},
      "position":{"turn":2,"phase":"battle","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                  {"faction":"harkonnen","territory":"the_great_flat","count":4},
                  {"faction":"moritani","territory":"carthag","count":6}],
        "spice_on_board":[],
        "atreides":{"spice":11,"hand":)" +
                    atreidesHand + R"(,"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":)" +
                    hand + R"(,"traitors":["Lupino Ord"])" + harkonnenAlly + R"(},
        "moritani":{"spice":12,"hand":[],"traitors":["Gurney Halleck"])" +
                    moritaniAlly + "}}}");
  pass_until_decision(g, F::Atreides, DecisionKind::BattlePlan);  // the Atreides ask no prescience
  return g;
}
// The Atreides (Lady Jessica 5 + 5) beat the Harkonnen's plan `harkonnenPlan`.
void ally_loses(Game& g, const std::string& harkonnenPlan) {
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Lady Jessica","dial":5})");
  act(g, F::Harkonnen, harkonnenPlan);
  pass_traitors(g);
}
constexpr const char* kCrysknifeAndShield =
    R"({"type":"battle_plan","leader":"Beast Rabban","dial":1,"weapon":"Crysknife","defense":"Shield"})";

// em.moritani.alliance: the ally keeps one of the two cards it played; the other is discarded; only that
// card, only its decision.
TEST(MoritaniAlliance, TheAllyKeepsOneCardItPlayedInTheBattleItLost) {
  Game g = ally_battle(true);
  ally_loses(g, kCrysknifeAndShield);
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the losses are taken first
  EXPECT_TRUE(holds_named(g, F::Harkonnen, "Crysknife"));      // held back until the answer
  EXPECT_TRUE(invariant_ok(g));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"keep_lost_card","card":"Baliset"})").code,
            Err::NotAllowed);  // not played
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"keep_lost_card","card":"Shield"})").code,
            Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"keep_lost_card","card":"Shield"})");
  EXPECT_TRUE(holds_named(g, F::Harkonnen, "Shield"));
  EXPECT_FALSE(holds_named(g, F::Harkonnen, "Crysknife"));
  EXPECT_TRUE(discarded(g, "Crysknife"));
  EXPECT_FALSE(discarded(g, "Shield"));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(invariant_ok(g));
}

// em.moritani.alliance: a pass discards them all.
TEST(MoritaniAlliance, APassDiscardsThemAll) {
  Game g = ally_battle(true);
  ally_loses(g, kCrysknifeAndShield);
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_TRUE(discarded(g, "Crysknife"));
  EXPECT_TRUE(discarded(g, "Shield"));
  EXPECT_TRUE(invariant_ok(g));
}

// em.moritani.alliance: a worthless card (discarded after the battle whoever wins) cannot be kept; with
// nothing else the ally could keep, nothing is asked.
TEST(MoritaniAlliance, AWorthlessCardIsNeverKept) {
  Game g = ally_battle(true);
  ally_loses(
      g,
      R"({"type":"battle_plan","leader":"Beast Rabban","dial":1,"weapon":"Crysknife","defense":"Baliset"})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(discarded(g, "Baliset"));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"keep_lost_card","card":"Baliset"})").code, Err::NotAllowed);
  act(g, F::Harkonnen, R"({"type":"keep_lost_card","card":"Crysknife"})");
  EXPECT_TRUE(holds_named(g, F::Harkonnen, "Crysknife"));

  Game only = ally_battle(true);
  ally_loses(only, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1,"defense":"Baliset"})");
  EXPECT_FALSE(has_pending(only, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(discarded(only, "Baliset"));
}

// em.moritani.alliance: a faction that is not the Moritani's ally discards as usual.
TEST(MoritaniAlliance, NotTheAllyDiscardsAsUsual) {
  Game g = ally_battle(false);
  ally_loses(g, kCrysknifeAndShield);
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(discarded(g, "Crysknife"));
  EXPECT_TRUE(discarded(g, "Shield"));
}

// em.moritani.alliance: a Lasgun/Shield explosion has no winner: nothing is kept.
TEST(MoritaniAlliance, NothingAfterAnExplosion) {
  Game g = ally_battle(true, R"(["Lasgun","Shield"])");
  ally_loses(
      g, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1,"weapon":"Lasgun","defense":"Shield"})");
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(discarded(g, "Lasgun"));
  EXPECT_TRUE(discarded(g, "Shield"));
  EXPECT_TRUE(invariant_ok(g));
}

// em.moritani.alliance: a Karama against the Moritani (moritani_ally_card) played before the battle resolves:
// the cards are discarded at once; played while the decision is open: only a pass is left.
TEST(MoritaniAlliance, AKaramaStopsIt) {
  Game before = ally_battle(true, R"(["Crysknife","Shield"])", R"(["Karama"])");
  act(before, F::Atreides, R"({"type":"karama_stop","target":"moritani","advantage":"moritani_ally_card"})");
  ally_loses(before, kCrysknifeAndShield);
  EXPECT_FALSE(has_pending(before, F::Harkonnen, DecisionKind::KeepLostCard));
  EXPECT_TRUE(discarded(before, "Crysknife"));
  EXPECT_TRUE(discarded(before, "Shield"));

  Game during = ally_battle(true, R"(["Crysknife","Shield"])", R"(["Karama"])");
  ally_loses(during, kCrysknifeAndShield);
  ASSERT_TRUE(has_pending(during, F::Harkonnen, DecisionKind::KeepLostCard));
  act(during, F::Atreides, R"({"type":"karama_stop","target":"moritani","advantage":"moritani_ally_card"})");
  const Error e = refuse(during, F::Harkonnen, R"({"type":"keep_lost_card","card":"Shield"})");
  EXPECT_EQ(e.code, Err::KaramaStopped);
  EXPECT_NE(e.message.find("em.moritani.alliance"), std::string::npos) << e.message;
  act(during, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_TRUE(discarded(during, "Shield"));
  EXPECT_TRUE(invariant_ok(during));
  // Without an ally the advantage does not exist: the Karama is refused.
  Game alone = ally_battle(false, R"(["Crysknife","Shield"])", R"(["Karama"])");
  EXPECT_EQ(refuse(alone, F::Atreides,
                   R"({"type":"karama_stop","target":"moritani","advantage":"moritani_ally_card"})")
                .code,
            Err::NotAllowed);
}

// --- The Moritani Karama power (em.moritani.karama_power, boundary em.boundary.moritani_karama) ------------

// Turn 2, Battle in The Great Flat: the Atreides (Lady Jessica 5 + 5, `weapons`) beat the Moritani (Vando
// Terboli 1 + 1); the Moritani hold `moritaniHand`.
Game moritani_lost(const std::string& ruleset, const std::string& moritaniHand = R"(["Karama"])",
                   const std::string& moritaniExtra = "",
                   const std::string& atreidesPlanCards = R"(,"weapon":"Crysknife","defense":"Shield")") {
  const bool adv = ruleset == "advanced";
  Game g = scenario(R"({"setup":{"ruleset":")" + ruleset +
                    R"(","factions":["atreides","harkonnen","moritani"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"battle","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                  {"faction":"moritani","territory":"the_great_flat","count":4},
                  {"faction":"harkonnen","territory":"carthag","count":10}],
        "spice_on_board":[],
        "atreides":{"spice":11,"hand":["Crysknife","Shield"],"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":[],"traitors":["Lupino Ord"]},
        "moritani":{"spice":12,"hand":)" +
                    moritaniHand + R"(,"traitors":["Beast Rabban"])" + moritaniExtra + "}}}");
  pass_until_decision(g, F::Atreides, DecisionKind::BattlePlan);
  act(g, F::Atreides,
      std::string(R"({"type":"battle_plan","leader":"Lady Jessica","dial":5)") +
          (adv ? R"(,"spice":5)" : "") + atreidesPlanCards + "}");
  act(g, F::Moritani,
      std::string(R"({"type":"battle_plan","leader":"Vando Terboli","dial":1)") +
          (adv ? R"(,"spice":1)" : "") + "}");
  pass_traitors(g);
  return g;
}

// em.moritani.karama_power: before the winner keeps its cards, the Moritani force it to discard its weapon
// and keep its defense; the Karama is spent, and the winner has nothing left to decide.
TEST(MoritaniKarama, ForcesTheWinnerToDiscardAndToKeep) {
  Game g = moritani_lost("advanced");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::KaramaForceCards));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::KeepCards));  // the Moritani answer first
  EXPECT_TRUE(boundary_shown(g, F::Atreides, "em.boundary.moritani_karama"));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"keep_cards","keep_weapon":true})").code, Err::NotYourDecision);
  EXPECT_EQ(
      refuse(g, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true,"keep_weapon":true})")
          .code,
      Err::BadAction);
  act(g, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true,"keep_defense":true})");
  EXPECT_TRUE(discarded(g, "Crysknife"));
  EXPECT_TRUE(holds_named(g, F::Atreides, "Shield"));
  EXPECT_TRUE(discarded(g, "Karama"));
  EXPECT_TRUE(g.player(F::Moritani).karamaPowerUsed);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::KeepCards));
  EXPECT_TRUE(invariant_ok(g));
}

// em.moritani.karama_power: a card left alone is the winner's choice; only the cards the winner played and
// could keep are forced.
TEST(MoritaniKarama, TheWinnerDecidesTheRest) {
  Game g = moritani_lost("advanced");
  act(g, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::KeepCards));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"keep_cards","keep_weapon":true,"keep_defense":true})").code,
            Err::BadAction);  // the weapon is gone
  act(g, F::Atreides, R"({"type":"keep_cards","keep_defense":true})");
  EXPECT_TRUE(holds_named(g, F::Atreides, "Shield"));
  EXPECT_TRUE(invariant_ok(g));

  Game weaponOnly = moritani_lost("advanced", R"(["Karama"])", "", R"(,"weapon":"Crysknife")");
  const Error e = refuse(weaponOnly, F::Moritani, R"({"type":"karama_force_cards","keep_defense":true})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("em.moritani.karama_power"), std::string::npos) << e.message;
}

// em.moritani.karama_power: refused in the Basic game (no decision), without a Karama card (the decision is
// asked all the same: a pass goes on), and once used.
TEST(MoritaniKarama, RefusedInBasicWithoutKaramaAndOnceUsed) {
  Game basic = moritani_lost("basic");
  EXPECT_FALSE(has_pending(basic, F::Moritani, DecisionKind::KaramaForceCards));
  EXPECT_TRUE(has_pending(basic, F::Atreides, DecisionKind::KeepCards));
  refuse(basic, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true})");

  Game noCard = moritani_lost("advanced", "[]");
  ASSERT_TRUE(has_pending(noCard, F::Moritani, DecisionKind::KaramaForceCards));
  EXPECT_EQ(refuse(noCard, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true})").code,
            Err::CardNotHeld);
  act(noCard, F::Moritani, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(noCard, F::Atreides, DecisionKind::KeepCards));
  EXPECT_FALSE(noCard.player(F::Moritani).karamaPowerUsed);

  Game used = moritani_lost("advanced", R"(["Karama"])", R"(,"karama_power_used":true)");
  EXPECT_FALSE(has_pending(used, F::Moritani, DecisionKind::KaramaForceCards));
  EXPECT_TRUE(has_pending(used, F::Atreides, DecisionKind::KeepCards));
  refuse(used, F::Moritani, R"({"type":"karama_force_cards","discard_weapon":true})");
}

// --- The Ecaz Karama power (em.ecaz.karama_power, boundary em.boundary.ecaz_karama_values)
// ------------------

// Turn 2, Battle in The Great Flat: Ecaz (6 forces) against the Harkonnen (6); Ecaz hold `ecazHand`.
Game ecaz_battle(const std::string& ruleset, const std::string& ecazHand = R"(["Karama","Crysknife"])",
                 const std::string& ecazExtra = "", const std::string& harkonnenHand = "[]") {
  Game g = scenario(R"({"setup":{"ruleset":")" + ruleset +
                    R"(","factions":["atreides","harkonnen","ecaz"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"battle","storm_sector":0,
        "forces":[{"faction":"ecaz","territory":"the_great_flat","count":6},
                  {"faction":"harkonnen","territory":"the_great_flat","count":6},
                  {"faction":"atreides","territory":"arrakeen","count":10}],
        "spice_on_board":[],
        "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":)" +
                    harkonnenHand + R"(,"traitors":["Duncan Idaho"]},
        "ecaz":{"spice":12,"hand":)" +
                    ecazHand + R"(,"traitors":["Gurney Halleck"])" + ecazExtra + "}}}");
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  return g;
}
constexpr const char* kNarviPlan = R"({"type":"battle_plan","leader":"Bindikk Narvi","dial":4,"spice":4})";
constexpr const char* kFeydPlan = R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})";

// em.ecaz.karama_power: declared before the reveal, Ecaz add |2 - 6| = 4 to their dial: 4 + 2 + 4 = 10 beats
// Feyd-Rautha's 3 + 6 = 9 (without it, 6 loses); their plan then has neither weapon nor defense.
TEST(EcazKarama, AddsTheLeadersDifferenceToTheDial) {
  Game g = ecaz_battle("advanced");
  act(g, F::Ecaz, R"({"type":"karama_dial_bonus"})");
  EXPECT_TRUE(g.player(F::Ecaz).karamaPowerUsed);
  EXPECT_TRUE(discarded(g, "Karama"));
  EXPECT_TRUE(boundary_shown(g, F::Harkonnen, "em.boundary.ecaz_karama_values"));
  const Error e =
      refuse(g, F::Ecaz,
             R"({"type":"battle_plan","leader":"Bindikk Narvi","dial":4,"spice":4,"weapon":"Crysknife"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("em.ecaz.karama_power"), std::string::npos) << e.message;
  act(g, F::Ecaz, kNarviPlan);
  act(g, F::Harkonnen, kFeydPlan);
  pass_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // Ecaz won
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 2);
  EXPECT_TRUE(invariant_ok(g));

  Game without = ecaz_battle("advanced");
  act(without, F::Ecaz, kNarviPlan);
  act(without, F::Harkonnen, kFeydPlan);
  pass_traitors(without);
  EXPECT_EQ(forces_at(without, F::Ecaz, "the_great_flat"), 0);  // the same plans lose without it
}

// em.ecaz.karama_power, boundary em.boundary.ecaz_karama_values: a Cheap Hero counts 0: |2 - 0| = 2.
TEST(EcazKarama, ACheapHeroCountsZero) {
  Game g = ecaz_battle("advanced", R"(["Karama"])", "", R"(["Cheap Hero"])");
  act(g, F::Ecaz, R"({"type":"karama_dial_bonus"})");
  act(g, F::Ecaz, R"({"type":"battle_plan","leader":"Bindikk Narvi","dial":2,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"Cheap Hero","dial":5,"spice":5})");
  pass_traitors(g);
  // Ecaz 2 + 2 + 2 = 6 beat 5 + 0 (without the bonus, 4 would lose).
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 4);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ecaz.karama_power: the declaration is among Ecaz's legal actions while they may make it (so bots can),
// and no longer once the plans are revealed.
TEST(EcazKarama, TheDeclarationIsALegalAction) {
  auto offered = [](const Game& g) {
    const auto v = legal_actions(g, F::Ecaz);
    return std::any_of(v.begin(), v.end(),
                       [](const Action& a) { return a.kind == ActionKind::KaramaDialBonus; });
  };
  Game g = ecaz_battle("advanced");
  EXPECT_TRUE(offered(g));
  act(g, F::Ecaz, kNarviPlan);
  EXPECT_TRUE(offered(g));  // a plan with neither weapon nor defense: still before the reveal
  act(g, F::Harkonnen, kFeydPlan);
  EXPECT_FALSE(offered(g));
  EXPECT_FALSE(offered(ecaz_battle("basic")));
}

// em.ecaz.karama_power: refused in the Basic game, without a Karama card, a second time, over a plan already
// set with a weapon, and outside the plans of a battle Ecaz fight.
TEST(EcazKarama, Refusals) {
  Game basic = ecaz_battle("basic");
  Error e = refuse(basic, F::Ecaz, R"({"type":"karama_dial_bonus"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;

  Game noCard = ecaz_battle("advanced", R"(["Crysknife"])");
  EXPECT_EQ(refuse(noCard, F::Ecaz, R"({"type":"karama_dial_bonus"})").code, Err::CardNotHeld);

  Game used = ecaz_battle("advanced", R"(["Karama"])", R"(,"karama_power_used":true)");
  EXPECT_EQ(refuse(used, F::Ecaz, R"({"type":"karama_dial_bonus"})").code, Err::NotAllowed);

  Game armed = ecaz_battle("advanced");
  act(armed, F::Ecaz,
      R"({"type":"battle_plan","leader":"Bindikk Narvi","dial":4,"spice":4,"weapon":"Crysknife"})");
  e = refuse(armed, F::Ecaz, R"({"type":"karama_dial_bonus"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("em.ecaz.karama_power"), std::string::npos) << e.message;

  Game revealed = ecaz_battle("advanced");
  act(revealed, F::Ecaz, kNarviPlan);
  act(revealed, F::Harkonnen, kFeydPlan);
  EXPECT_EQ(refuse(revealed, F::Ecaz, R"({"type":"karama_dial_bonus"})").code, Err::WrongPhase);
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// Random games (both rulesets, every variant) reach the two new decisions and hold every invariant (each
// treachery card in exactly one place) on the way. (Random bots spend their Karama cards long before Ecaz
// hold one in a battle of theirs: EcazKarama.TheDeclarationIsALegalAction checks the declaration is offered.)
TEST(EmKaramaPowers, RandomGamesReachEveryNewDecision) {
  SetupOptions o;
  o.factions = {F::Moritani, F::Ecaz, F::Atreides, F::Harkonnen, F::Fremen, F::Guild};
  // Every variant but the Great Maker, the Nexus Cards and CHOAM & Richese's (which came later):
  // each changes every game it is in; their own test files play them. The Moritani ally's keep_lost_card is
  // rare in random play (a lost battle with a keepable card and the alliance): 200 games, enough since
  // Junction high (the Guild's offers) changed the games with the Homeworlds.
  o.ruleset.variants = kAllVariants & ~variant_bit(Variant::EmGreatMaker) &
                       ~variant_bit(Variant::EmNexusCards) & ~variant_bit(Variant::CrTreachery) &
                       ~variant_bit(Variant::CrStrongholds);
  const DecisionBits seen = decisions_in_random_games(o, 1300, 200);
  for (DecisionKind k : {DecisionKind::KeepLostCard, DecisionKind::KaramaForceCards})
    EXPECT_TRUE(seen.test(static_cast<std::size_t>(k))) << decision_key(k);
}

}  // namespace
}  // namespace dune::test
