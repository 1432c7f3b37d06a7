// Advanced-game battle rules (engine/rules/phases/battle.cpp, revival.cpp, anytime.cpp), as
// scenarios from stated positions. Sources: GF9 Rulebook 2019, Advanced rules (Advanced combat,
// Karama powers) and faction sheets (Atreides, Emperor, Fremen, Harkonnen); FAQ Nov 2020;
// Revised Rulebook v2.3. Each test names the rule it checks and fails if the rule is broken.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

std::string game_file(const std::string& ruleset, const std::string& factions, const std::string& position) {
  return R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions +
         R"(],"seed":11,"random_seating":false},"position":)" + position + "}";
}

// Emperor (aggressor) against Harkonnen in The Great Flat, 10 spice each, no cards unless stated.
// emperorForces / harkonnenForces are JSON force entries' count and special parts.
std::string duel(const std::string& ruleset, const std::string& emperorForces,
                 const std::string& harkonnenForces, const std::string& emperorHand = "[]",
                 const std::string& harkonnenHand = "[]") {
  return game_file(ruleset, R"("emperor","harkonnen")",
                   R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat",)" +
                       emperorForces + R"(},{"faction":"harkonnen","territory":"the_great_flat",)" +
                       harkonnenForces + R"(}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":)" +
                       emperorHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
                       harkonnenHand + R"(,"traitors":["Bashar"]}})");
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

const LeaderState& leader(const Game& g, std::string_view leaderName) {
  LeaderId l = leader_by_name(leaderName);
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
}

// --- Advanced combat: spice dialing ----------------------------------------------------------

// GF9 Rulebook 2019, Advanced combat: a force not supported by 1 spice counts half. Emperor 4
// unsupported + Caid 3 = 5 loses to Harkonnen 3 supported + Piter 3 = 6 (in Basic it would win 7-6).
TEST(AdvancedBattle, UnsupportedForcesCountHalf) {
  Game g = scenario(duel("advanced", R"("count":8)", R"("count":6)"));
  ASSERT_EQ(g.phase, Phase::Battle);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 1);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 3);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);  // the winner's dialed spice goes to the Spice Bank
}

// GF9 Rulebook 2019, Advanced combat: supported forces count full, and both sides' dialed spice
// goes to the Spice Bank. Emperor 2 supported + 2 half + Caid 3 = 6 ties Harkonnen 3 + Piter 3 = 6:
// the aggressor wins the tie.
TEST(AdvancedBattle, SpiceSupportsForcesAndBothPayTheBank) {
  Game g = scenario(duel("advanced", R"("count":8)", R"("count":6)"));
  const std::int32_t bankOut = g.bankOut;
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 0);
  EXPECT_EQ(g.player(F::Emperor).spice, 8);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);  // the loser pays too
  EXPECT_EQ(g.bankOut, bankOut - 5);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 4);
}

// Advanced combat; FAQ Nov 2020 (allies may not pay for spice dialing): a plan's spice is the
// fighter's own, supports at most one force each, and Fremen need none.
TEST(AdvancedBattle, PlanSpiceLimits) {
  Game g = scenario(duel("advanced", R"("count":8)", R"("count":6)"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":11})").code,
            Err::NotEnoughSpice);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"spice":3})").code,
            Err::BadPlan);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"elite":1})").code,
            Err::BadPlan);  // no Sardaukar in the territory
}

// Basic game: spice dialing does not exist; the dial counts in full without spice.
TEST(AdvancedBattle, BasicGameHasNoSpiceDialing) {
  Game g = scenario(duel("basic", R"("count":8)", R"("count":6)"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":2})").code,
            Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 0);  // 7 to 6
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_NE(g.battle.step, BattleStep::Capture);  // no Harkonnen capture in Basic either
}

// Emperor sheet (Advanced): a Sardaukar counts as two forces in battle and in taking losses.
// 2 supported Sardaukar (4) + Caid 3 = 7 beat 3 supported + Piter 3 = 6; the Emperor loses the
// 2 Sardaukar dialed and keeps its 2 normal forces there.
TEST(AdvancedBattle, SardaukarCountDouble) {
  Game g = scenario(duel("advanced", R"("count":2,"special":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"elite":2,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.special, 2);
  EXPECT_EQ(g.player(F::Emperor).tanks.normal, 0);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 2);
}

// Emperor and Fremen sheets (Advanced): Sardaukar count single against the Fremen; Fremen forces
// are battle hardened (full strength without spice). Fremen 4 + Jamis 2 = 6 beat 2 supported
// Sardaukar (2) + Caid 3 = 5.
TEST(AdvancedBattle, SardaukarSingleAgainstFremenAndFremenNeedNoSpice) {
  Game g =
      scenario(game_file("advanced", R"("emperor","fremen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":2,"special":2},
                {"faction":"fremen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "emperor":{"spice":10,"hand":[],"traitors":["Otheym"]},
      "fremen":{"spice":3,"hand":[],"traitors":["Bashar"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  int fremenSide = g.battle.sides[0] == index(F::Fremen) ? 0 : 1;
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4,"spice":1})").code,
            Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"elite":2,"spice":2})");
  act(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, fremenSide);
  EXPECT_EQ(g.player(F::Fremen).spice, 3);
}

// Fremen sheet (Advanced): Fedaykin count double. 2 Fedaykin (4) + Jamis 2 = 6 beat Piter 3 + 2
// supported = 5.
TEST(AdvancedBattle, FedaykinCountDouble) {
  Game g = scenario(
      game_file("advanced", R"("fremen","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"fremen","territory":"the_great_flat","count":0,"special":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "fremen":{"spice":3,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Otheym"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  int fremenSide = g.battle.sides[0] == index(F::Fremen) ? 0 : 1;
  act(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":2,"elite":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":2,"spice":2})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, fremenSide);
  EXPECT_EQ(g.player(F::Fremen).tanks.special, 2);
}

// GF9 Rulebook 2019, Advanced combat: if a traitor comes up the winner spends no spice; the
// loser's dialed spice still goes to the Spice Bank.
TEST(AdvancedBattle, TraitorWinnerPaysNoSpice) {
  Game g = scenario(duel("advanced", R"("count":8)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3,"spice":3})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(g.battle.winner, 0);
  EXPECT_EQ(g.player(F::Emperor).spice, 11);   // 10 + Umman Kudu's 1, nothing paid
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);  // paid 3
}

// --- Kwisatz Haderach --------------------------------------------------------------------------

std::string atreides_duel(const std::string& atreidesTraitor = "Umman Kudu") {
  return game_file("advanced", R"("atreides","harkonnen")",
                   R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":[")" +
                       atreidesTraitor + R"("]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]}})");
}

// Atreides sheet (Advanced): forces lost in battles count toward the Kwisatz Haderach; before 7
// it cannot be used.
TEST(AdvancedBattle, AtreidesLossesCountTowardKwisatzHaderach) {
  Game g = scenario(atreides_duel());
  ASSERT_EQ(g.phase, Phase::Battle);
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Atreides,
                   R"({"type":"battle_plan","leader":"Duncan Idaho","dial":1,"kwisatz_haderach":true})")
                .code,
            Err::BadPlan);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"spice":2})");
  no_traitors(g);
  EXPECT_EQ(g.atreides.battleLosses, 6);  // the loser's 6 forces
}

// Atreides sheet (Advanced): after 7 losses the Kwisatz Haderach adds +2 to a surviving leader,
// and that leader cannot be called traitor. Duncan 2 + 1 + KH 2 = 5 beats Piter 3 + 1 supported = 4.
TEST(AdvancedBattle, KwisatzHaderachAddsTwoAndBlocksTraitor) {
  Game g = scenario(atreides_duel());
  g.atreides.battleLosses = 7;
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  act(g, F::Atreides,
      R"({"type":"battle_plan","leader":"Duncan Idaho","dial":2,"spice":2,"kwisatz_haderach":true})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":2,"spice":1})");
  // Harkonnen hold no Duncan traitor here; the Atreides may not be betrayed by a KH leader either:
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Traitor));
  no_traitors(g);
  int atreidesSide = g.battle.sides[0] == index(F::Atreides) ? 0 : 1;
  EXPECT_EQ(g.battle.winner, atreidesSide);
  EXPECT_EQ(g.atreides.kwisatzUsedTurn, 3);
}

// Atreides sheet, Landsraad rules 2.01 (Advanced): the Kwisatz Haderach may accompany a Cheap Hero.
// Cheap Hero 0 + 2 supported + KH 2 = 4 beats Piter 3 + 1 unsupported (half) = 3.5; without the
// Kwisatz Haderach the same plan (2) loses.
TEST(AdvancedBattle, KwisatzHaderachMayAccompanyACheapHero) {
  for (bool kh : {true, false}) {
    Game g = scenario(atreides_duel());
    g.atreides.battleLosses = 7;
    g.player(F::Atreides).hand.push_back(HeldCard{card_by_key("cheap_hero"), FactionSet::of(F::Atreides)});
    if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
    act(g, F::Atreides,
        std::string(
            R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":2,"spice":2,"kwisatz_haderach":)") +
            (kh ? "true" : "false") + "}");
    act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1})");
    no_traitors(g);
    int atreidesSide = g.battle.sides[0] == index(F::Atreides) ? 0 : 1;
    EXPECT_EQ(g.battle.winner == atreidesSide, kh) << (kh ? "with" : "without") << " the Kwisatz Haderach";
  }
}

TEST(AdvancedBattle, KwisatzLeaderCannotBeCalledTraitor) {
  Game g = scenario(atreides_duel());
  g.atreides.battleLosses = 9;
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Gurney Halleck","dial":2,"kwisatz_haderach":true})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":2})");
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Traitor));
  refuse(g, F::Harkonnen, R"({"type":"call_traitor"})");  // Harkonnen hold Gurney as traitor
}

// Atreides sheet (Advanced): a lasgun/shield explosion where the Kwisatz Haderach fought sends it
// to the Tanks; it is revived like a leader (Boundary adv.atreides.kwisatz_revival: 2 spice).
TEST(AdvancedBattle, KwisatzHaderachDiesInExplosionAndIsRevived) {
  Game g = scenario(
      game_file("advanced", R"("atreides","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":["lasgun"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":["shield"],"traitors":["Gurney Halleck"]}})"));
  g.atreides.battleLosses = 7;
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  act(g, F::Atreides,
      R"({"type":"battle_plan","leader":"Duncan Idaho","dial":1,"weapon":"lasgun","kwisatz_haderach":true})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"defense":"shield"})");
  no_traitors(g);
  EXPECT_TRUE(g.atreides.kwisatzInTanks);
  EXPECT_EQ(g.atreides.battleLosses, 13);
  EXPECT_EQ(g.player(F::Atreides).spice, 10);
}

TEST(AdvancedBattle, KwisatzHaderachRevivedLikeALeader) {
  Game g = scenario(
      game_file("advanced", R"("atreides","harkonnen")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"arrakeen","count":10},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "spice_on_board":[],
      "atreides":{"spice":10,"tanks":2,"hand":[],"traitors":["Umman Kudu"],
        "leaders_in_tanks":["Thufir Hawat","Lady Jessica","Gurney Halleck","Duncan Idaho","Dr. Wellington Yueh"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Lady Jessica"]}})"));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","forces":0,"kwisatz_haderach":true})").code,
            Err::NotAllowed);  // it is not in the Tanks
  g.atreides.kwisatzInTanks = true;
  EXPECT_EQ(refuse(g, F::Atreides,
                   R"({"type":"revive","forces":0,"leader":"Duncan Idaho","kwisatz_haderach":true})")
                .code,
            Err::NotAllowed);  // one leader a turn
  act(g, F::Atreides, R"({"type":"revive","forces":0,"kwisatz_haderach":true})");
  EXPECT_FALSE(g.atreides.kwisatzInTanks);
  EXPECT_EQ(g.player(F::Atreides).spice, 8);
}

// Atreides sheet: the Kwisatz Haderach is the Atreides' alone. Its module refuses it in any other plan or
// revival, also in a game the Atreides do not play (engine/rules/factions/atreides: the Companion's rules
// run whoever is seated), and in the Basic game.
TEST(AdvancedBattle, KwisatzHaderachBelongsToTheAtreidesEvenWhenTheyAreNotSeated) {
  for (const char* ruleset : {"advanced", "basic"}) {
    Game g = scenario(duel(ruleset, R"("count":8)", R"("count":6)"));
    const Status s = check_action(
        g, F::Emperor, action(R"({"type":"battle_plan","leader":"Caid","dial":4,"kwisatz_haderach":true})"));
    ASSERT_FALSE(s) << ruleset;
    EXPECT_EQ(s.error().code, Err::BadPlan) << ruleset;
    EXPECT_NE(s.error().message.str().find("Kwisatz Haderach"), std::string::npos) << s.error().message.str();
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4})");
    EXPECT_FALSE(g.battle.plans[0].companion);
  }
  Game g = scenario(
      game_file("advanced", R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":10},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "spice_on_board":[],
      "emperor":{"spice":10,"tanks":2,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Caid"]}})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"revive","forces":1,"kwisatz_haderach":true})").code,
            Err::NotAllowed);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
}

// Faction sheets (Advanced Karama powers; GF9 Rulebook 2019 pp.16-19): each power is its faction's. A seat of
// another faction is told whose power it is, also when that faction is not in the game (each power is its
// module's row, found seated or not), and in the Basic game that the powers belong to the Advanced game.
TEST(AdvancedBattle, KaramaPowersAreTheirFactionsEvenWhenTheyAreNotSeated) {
  const struct {
    const char* action;
    const char* owner;
  } kPowers[] = {
      {R"({"type":"karama_take_hand","target":"atreides"})", "Harkonnen may take a player's hand"},
      {R"({"type":"karama_worm","territory":"the_great_flat"})", "Fremen may place the sandworm"},
      {R"({"type":"karama_cancel_shipment","target":"atreides"})", "Guild may cancel a shipment"},
  };
  for (const char* ruleset : {"advanced", "basic"}) {
    Game g = scenario(
        game_file(ruleset, R"("atreides","emperor")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"arrakeen","count":10},
                {"faction":"emperor","territory":"carthag","count":10}],
      "spice_on_board":[],
      "atreides":{"spice":10,"tanks":0,"hand":[],"traitors":["Caid"]},
      "emperor":{"spice":10,"tanks":0,"hand":["karama"],"traitors":["Duncan Idaho"]}})"));
    for (const auto& power : kPowers) {
      const Error e = refuse(g, F::Emperor, power.action);
      EXPECT_EQ(e.code, Err::NotAllowed) << ruleset << " " << power.action;
      const std::string want = std::string(ruleset) == "basic" ? "belong to the Advanced game" : power.owner;
      EXPECT_NE(e.message.str().find(want), std::string::npos) << e.message.str();
    }
    EXPECT_EQ(g.player(F::Emperor).hand.size(), 1u);
  }
}

// --- Harkonnen capture ---------------------------------------------------------------------------

// Harkonnen sheet (Advanced): a Harkonnen win draws one of the loser's leaders (not killed); the
// Harkonnen kill it for 2 spice or keep it.
TEST(AdvancedBattle, HarkonnenCaptureKillForTwoSpice) {
  Game g = scenario(duel("advanced", R"("count":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
  no_traitors(g);
  ASSERT_EQ(g.battle.step, BattleStep::Capture);
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Capture));
  LeaderId c = g.battle.captured;
  ASSERT_NE(c, kNoLeader);
  EXPECT_EQ(leader_faction(c), F::Emperor);
  int spice = g.player(F::Harkonnen).spice;
  act(g, F::Harkonnen, R"({"type":"keep_cards","keep_leader":false})");
  EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(c))].where, LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Harkonnen).spice, spice + 2);
}

TEST(AdvancedBattle, HarkonnenCaptureKeepAndFieldIt) {
  Game g = scenario(duel("advanced", R"("count":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
  no_traitors(g);
  ASSERT_EQ(g.battle.step, BattleStep::Capture);
  LeaderId c = g.battle.captured;
  act(g, F::Harkonnen, R"({"type":"keep_cards","keep_leader":true})");
  const LeaderState& s = g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(c))];
  EXPECT_EQ(s.capturedBy, index(F::Harkonnen));
  EXPECT_EQ(s.where, LeaderWhere::Available);
  // Public: the capture shows in every view.
  View v = view(g, Viewer::spectator());
  EXPECT_EQ(v.players[index(F::Emperor)].leaders[static_cast<std::size_t>(leader_slot(c))].capturedBy,
            index(F::Harkonnen));
}

// Harkonnen sheet: a captive fights for the Harkonnen once and then goes back to its owner.
TEST(AdvancedBattle, CaptiveFightsForHarkonnenThenReturns) {
  Game g = scenario(duel("advanced", R"("count":8)", R"("count":6)"));
  LeaderId burseg = leader_by_name("Burseg");
  g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(burseg))].capturedBy =
      static_cast<std::int8_t>(index(F::Harkonnen));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Burseg","dial":4})").code, Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Burseg","dial":1})");
  no_traitors(g);
  EXPECT_EQ(leader(g, "Burseg").capturedBy, -1);
  EXPECT_EQ(leader(g, "Burseg").where, LeaderWhere::Available);
}

// Basic game: no Harkonnen capture after a Harkonnen win.
TEST(AdvancedBattle, BasicGameHasNoCapture) {
  Game g = scenario(duel("basic", R"("count":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 1);
  EXPECT_NE(g.battle.step, BattleStep::Capture);
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Capture));
  EXPECT_EQ(g.battle.captured, kNoLeader);
}

// GF9 Rulebook 2019 p.18 (Advanced): Bene Gesserit advisors do not battle, so a losing Bene
// Gesserit keeps its advisors there and cannot dial them.
TEST(AdvancedBattle, AdvisorsAreNotDialedNorLost) {
  Game g = scenario(
      game_file("advanced", R"("bene_gesserit","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":2,"special":3},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "bene_gesserit":{"spice":5,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Alia"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  if (has_pending(g, F::BeneGesserit, DecisionKind::Voice)) act(g, F::BeneGesserit, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"battle_plan","leader":"Alia","dial":3})").code,
            Err::BadPlan);
  act(g, F::BeneGesserit, R"({"type":"battle_plan","leader":"Wanna Yueh","dial":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::BeneGesserit, "the_great_flat"), 3);
  EXPECT_EQ(g.player(F::BeneGesserit).tanks.normal, 2);
}

// --- Karama powers -------------------------------------------------------------------------------

// Atreides sheet (Advanced Karama): the opponent's entire plan is shown to the Atreides only,
// sealed from everyone else until both plans are in.
TEST(AdvancedBattle, AtreidesKaramaSeesWholePlan) {
  Game g = scenario(game_file("advanced", R"("atreides","emperor","harkonnen")",
                              R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":7},
                {"faction":"emperor","territory":"arrakeen","count":3},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"hand":["karama"],"traitors":["Bashar"]},
      "emperor":{"hand":[],"traitors":["Lady Jessica"]},
      "harkonnen":{"spice":10,"hand":["crysknife"],"traitors":["Caid"]}})"));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
  act(g, F::Atreides, R"({"type":"prescience","element":"leader","karama":true})");
  EXPECT_TRUE(g.player(F::Atreides).karamaPowerUsed);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Beast Rabban","dial":4,"spice":3,"weapon":"crysknife"})");
  View at = view(g, Viewer::of(F::Atreides));
  ASSERT_TRUE(at.prescienceAnswer.has_value());
  EXPECT_EQ(at.prescienceAnswer->dial, 4);
  EXPECT_EQ(at.prescienceAnswer->spice, 3);
  EXPECT_NE(at.prescienceAnswer->weapon, kNoCard);
  EXPECT_EQ(at.prescienceAnswer->leader, leader_by_name("Beast Rabban"));
  for (const View& v : {view(g, Viewer::of(F::Emperor)), view(g, Viewer::spectator())}) {
    EXPECT_FALSE(v.prescienceAnswer.has_value());
    EXPECT_FALSE(v.opponentPlanRevealed.has_value());
    for (const std::string& line : v.log) EXPECT_EQ(line.find("3 spice"), std::string::npos) << line;
    auto j = to_json(v).as_object().at("battle").as_object();
    EXPECT_TRUE(j.at("prescience_answer").is_null());
    EXPECT_TRUE(j.at("opponent_plan").is_null());
  }
}

// Basic game: the Atreides Karama power does not exist.
TEST(AdvancedBattle, BasicGameHasNoAtreidesKaramaPower) {
  Game g =
      scenario(game_file("basic", R"("atreides","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":["karama"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]}})"));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"prescience","element":"leader","karama":true})").code,
            Err::NotAllowed);
}

// Advanced combat: the spice and elite parts of a plan are sealed until both plans are in.
TEST(AdvancedBattle, PlanSpiceIsSealed) {
  Game g = scenario(duel("advanced", R"("count":2,"special":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"elite":2,"spice":3})");
  for (const View& v : {view(g, Viewer::of(F::Harkonnen)), view(g, Viewer::spectator())}) {
    EXPECT_FALSE(v.ownPlan.has_value());
    EXPECT_FALSE(v.opponentPlanRevealed.has_value());
    EXPECT_FALSE(v.prescienceAnswer.has_value());
    auto j = to_json(v).as_object().at("battle").as_object();
    EXPECT_TRUE(j.at("own_plan").is_null());
    EXPECT_TRUE(j.at("opponent_plan").is_null());
    for (const std::string& line : v.log) EXPECT_EQ(line.find("3 spice"), std::string::npos) << line;
  }
  View e = view(g, Viewer::of(F::Emperor));
  ASSERT_TRUE(e.ownPlan.has_value());
  EXPECT_EQ(e.ownPlan->spice, 3);
  EXPECT_EQ(e.ownPlan->elite, 2);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1})");
  View h = view(g, Viewer::of(F::Harkonnen));
  ASSERT_TRUE(h.opponentPlanRevealed.has_value());
  EXPECT_EQ(h.opponentPlanRevealed->spice, 3);
}

// Harkonnen sheet: when every Harkonnen leader is in the Tanks, captives go back to their owners.
TEST(AdvancedBattle, CaptivesReturnWhenHarkonnenHaveNoLeaders) {
  Game g = scenario(
      game_file("advanced", R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "emperor":{"spice":10,"hand":["crysknife"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Bashar"],
        "leaders_in_tanks":["Beast Rabban","Piter de Vries","Captain Iakin Nefud","Umman Kudu"]}})"));
  LeaderId burseg = leader_by_name("Burseg");
  g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(burseg))].capturedBy =
      static_cast<std::int8_t>(index(F::Harkonnen));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":1})");
  no_traitors(g);
  act(g, F::Emperor, R"({"type":"keep_cards","keep_weapon":true})");
  EXPECT_EQ(leader(g, "Feyd-Rautha").where, LeaderWhere::Tanks);
  EXPECT_EQ(leader(g, "Burseg").capturedBy, -1);
}

// Random Advanced games: sealed plans (with their spice, elite and Kwisatz Haderach parts) never
// show to another seat before the reveal, the Atreides Karama answer only to the Atreides side,
// and the invariants hold. Also checks the new decisions are reached and playable.
TEST(AdvancedBattle, RandomGamesKeepPlansSealed) {
  int captures = 0, spicePlans = 0, kwisatzPlans = 0, failures = 0;
  for (int i = 0; i < 30 && failures == 0; ++i) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = 0x5EA1ED00ULL + static_cast<std::uint64_t>(i);
    auto r = new_game(o);
    ASSERT_TRUE(r.ok());
    Game g = r.value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng pick = Rng::seeded(o.seed ^ 0x1234);
    for (int step = 0; step < 4000 && !is_over(g) && failures == 0; ++step) {
      std::vector<Decision> ds = pending(g);
      ASSERT_FALSE(ds.empty());
      const Decision d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
      if (d.kind == DecisionKind::Capture) ++captures;
      std::vector<Action> as = legal_actions(g, d.seat, &pick);
      if (as.empty()) as = legal_actions(g, d.seat, nullptr, 1 << 20);
      ASSERT_FALSE(as.empty()) << "no legal action for " << decision_key(d.kind);
      const Action& a = as[pick.below(static_cast<std::uint32_t>(as.size()))];
      if (a.kind == ActionKind::BattlePlan && a.amount2 > 0) ++spicePlans;
      if (a.kind == ActionKind::BattlePlan && a.flag) ++kwisatzPlans;
      ASSERT_TRUE(apply(g, d.seat, a).ok());
      std::string inv = check_invariants(g, base);
      if (!inv.empty()) {
        ADD_FAILURE() << "game " << i << ": " << inv;
        ++failures;
      }
      if (g.phase != Phase::Battle || g.battle.territory == kNoTerritory) continue;
      const auto& b = g.battle;
      bool revealed = b.step == BattleStep::Traitors || b.step == BattleStep::WinnerCards;
      for (Faction f : o.factions) {
        View v = view(g, Viewer::of(f));
        int mySide = b.sides[0] == index(f) ? 0 : b.sides[1] == index(f) ? 1 : -1;
        if (v.ownPlan && mySide < 0) ADD_FAILURE() << "a plan shown outside its battle";
        if (v.opponentPlanRevealed && !revealed) ADD_FAILURE() << "a sealed plan shown";
        if (v.prescienceAnswer) {
          // A prescience answer is public (issue 16); the Atreides Karama's whole plan is not.
          bool asker = f == F::Atreides || (mySide >= 0 && b.prescienceSide == 1 - mySide);
          if (b.karamaSee && !asker) ADD_FAILURE() << faction_key(f) << " sees a Karama-shown plan";
          if (!b.karamaSee && (v.prescienceAnswer->spice || v.prescienceAnswer->elite))
            ADD_FAILURE() << "prescience shows the spice dialed";
        }
        if (::testing::Test::HasFailure()) ++failures;
      }
      View s = view(g, Viewer::spectator());
      if (s.ownPlan || (s.prescienceAnswer && b.karamaSee) || (s.opponentPlanRevealed && !revealed)) {
        ADD_FAILURE() << "the spectator sees a plan";
        ++failures;
      }
    }
  }
  EXPECT_GT(captures, 0) << "random Advanced games never reached a Harkonnen capture";
  EXPECT_GT(spicePlans, 0) << "random Advanced games never dialed spice";
  EXPECT_GT(kwisatzPlans, 0) << "random Advanced games never used the Kwisatz Haderach";
}

// Snapshots keep the Advanced battle state (sealed plan parts, capture, Kwisatz Haderach).
TEST(AdvancedBattle, SnapshotRoundTripKeepsAdvancedState) {
  Game g = scenario(duel("advanced", R"("count":2,"special":2)", R"("count":6)"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"elite":2,"spice":3})");
  g.atreides.battleLosses = 8;
  g.atreides.kwisatzInTanks = true;
  g.atreides.kwisatzUsedTurn = 2;
  g.eliteRevivedTurn[static_cast<std::size_t>(index(F::Emperor))] = 3;
  g.player(F::Emperor).leaders[0].capturedBy = static_cast<std::int8_t>(index(F::Harkonnen));
  g.battle.karamaSee = true;
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back.value() == g);
}

std::string revival_file(const std::string& ruleset, const std::string& emperor) {
  return game_file(ruleset, R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":5},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "spice_on_board":[],
      "emperor":)" + emperor + R"(,
      "harkonnen":{"spice":10,"tanks":2,"hand":[],"traitors":["Bashar"]}})");
}

// Emperor sheet (Advanced Karama): revive up to 3 forces free, beside the normal revival.
TEST(AdvancedBattle, EmperorKaramaRevivesThreeFree) {
  Game g = scenario(revival_file(
      "advanced", R"({"spice":10,"tanks":5,"reserves":10,"hand":["karama"],"traitors":["Umman Kudu"]})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"revive","forces":4,"karama":true})").code, Err::RevivalLimit);
  act(g, F::Emperor, R"({"type":"revive","forces":3,"karama":true})");
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 2);
  EXPECT_TRUE(g.player(F::Emperor).karamaPowerUsed);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));  // the normal revival remains
}

// Emperor sheet (Advanced): at most 1 Sardaukar revived per turn.
TEST(AdvancedBattle, OneSardaukarRevivedPerTurn) {
  Game g = scenario(revival_file(
      "advanced",
      R"({"spice":10,"tanks":{"normal":2,"special":3},"reserves":{"normal":10,"special":0},"hand":["tleilaxu_ghola"],"traitors":["Umman Kudu"]})"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"revive","forces":2,"elite":2})").code, Err::RevivalLimit);
  act(g, F::Emperor, R"({"type":"revive","forces":2,"elite":1})");
  EXPECT_EQ(g.player(F::Emperor).reserves.special, 1);
  // A Tleilaxu Ghola in the same turn brings back normal forces only.
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"tleilaxu_ghola","forces":2})").code, Err::RevivalLimit);
}

// Basic game: the Karama revival power does not exist.
TEST(AdvancedBattle, BasicGameHasNoEmperorKaramaRevival) {
  Game g = scenario(revival_file(
      "basic", R"({"spice":10,"tanks":5,"reserves":10,"hand":["karama"],"traitors":["Umman Kudu"]})"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"revive","forces":3,"karama":true})").code, Err::NotAllowed);
}

}  // namespace
}  // namespace dune::test
