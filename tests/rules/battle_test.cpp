// Battle phase rules (engine/rules/phases/battle.cpp), as scenarios from stated positions.
// Sources: docs/RULES_SOURCES.md section 8 (GF9 Rulebook 2019 pp.10-11, faction sheets pp.17-18,
// FAQ Nov 2020 p.1). Each test names the rule it checks and fails if the rule is broken.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// A game file with the given factions seated in order (circles 1,4,7,... spread over the table)
// and a stated position.
std::string game_file(const std::string& factions, const std::string& position) {
  return R"({"setup":{"ruleset":"basic","factions":[)" + factions +
         R"(],"seed":11,"random_seating":false},"position":)" + position + "}";
}

// Emperor (circle 1) against Harkonnen (circle 10) in The Great Flat; storm at sector 0, so the
// Emperor is First Player and aggressor. No spice on the board; hands and traitors stated.
std::string duel(const std::string& emperorHand, const std::string& harkonnenHand, int emperorForces = 8,
                 int harkonnenForces = 6, const std::string& extra = "", int storm = 0) {
  return game_file(R"("emperor","harkonnen")",
                   R"({"turn":3,"phase":"battle","storm_sector":)" + std::to_string(storm) +
                       R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":)" +
                       std::to_string(emperorForces) +
                       R"(},{"faction":"harkonnen","territory":"the_great_flat","count":)" +
                       std::to_string(harkonnenForces) +
                       R"(}],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":)" +
                       emperorHand + R"(,"traitors":["Umman Kudu"]},
          "harkonnen":{"spice":10,"tanks":0,"hand":)" +
                       harkonnenHand + R"(,"traitors":["Bashar"]})" + extra + "}");
}

// The same file with every Emperor leader in the Tanks.
std::string emperor_without_leaders(std::string f) {
  f.insert(f.find(R"("emperor":{)") + 11,
           R"("leaders_in_tanks":["Count Hasimir Fenring","Captain Aramsham","Caid","Burseg","Bashar"],)");
  return f;
}

bool holds_key(const Game& g, F f, std::string_view key) {
  for (const HeldCard& h : g.player(f).hand)
    if (card_info(h.card).key == key) return true;
  return false;
}

int discarded(const Game& g, std::string_view key) {
  return static_cast<int>(std::count_if(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                                        [&](CardId c) { return card_info(c).key == key; }));
}

LeaderWhere where(const Game& g, std::string_view leaderName) {
  LeaderId l = leader_by_name(leaderName);
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))].where;
}

// Both sides decline to call a traitor.
void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// --- where battles happen ---------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (battle.where): two unallied factions in one territory must battle.
TEST(Battle, UnalliedFactionsInOneTerritoryBattle) {
  Game g = scenario(duel("[]", "[]"));
  EXPECT_EQ(g.phase, Phase::Battle);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::BattlePlan));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  EXPECT_EQ(g.battle.territory, territory_by_key("the_great_flat"));
}

// GF9 Rulebook 2019 p.12 (alliance.no_battle): allies never battle each other.
TEST(Battle, AlliesDoNotBattle) {
  Game g = scenario(game_file(R"("emperor","harkonnen")",
                              R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "emperor":{"hand":[],"ally":"harkonnen"},"harkonnen":{"hand":[]}})"));
  EXPECT_NE(g.phase, Phase::Battle);
  EXPECT_EQ(g.turn, 4);  // the battle phase passed without a battle
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 6);
}

// GF9 Rulebook 2019 p.10 (storm.polar_sink): no battles are fought in the Polar Sink.
TEST(Battle, NoBattleInPolarSink) {
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"polar_sink","count":8},
                {"faction":"harkonnen","territory":"polar_sink","count":6}],
      "emperor":{"hand":[]},"harkonnen":{"hand":[]}})"));
  EXPECT_NE(g.phase, Phase::Battle);
  EXPECT_EQ(g.turn, 4);
  EXPECT_EQ(forces_at(g, F::Emperor, "polar_sink"), 8);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "polar_sink"), 6);
}

// GF9 Rulebook 2019 p.10 (storm.battle_separation): factions separated by a storm sector do not battle.
TEST(Battle, NoBattleAcrossStormSector) {
  // Cielago North spans sectors 0, 1, 2; the storm sits in sector 1.
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":1,
      "forces":[{"faction":"emperor","territory":"cielago_north","sector":0,"count":4},
                {"faction":"harkonnen","territory":"cielago_north","sector":2,"count":5}],
      "emperor":{"hand":[]},"harkonnen":{"hand":[]}})"));
  EXPECT_NE(g.phase, Phase::Battle);
  EXPECT_EQ(g.turn, 4);
  EXPECT_EQ(forces_at(g, F::Emperor, "cielago_north"), 4);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "cielago_north"), 5);
}

// GF9 Rulebook 2019 p.10 (storm.battle_separation): one side under the storm, the other not: no battle.
TEST(Battle, NoBattleBetweenStormedAndClearSector) {
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":1,
      "forces":[{"faction":"emperor","territory":"cielago_north","sector":1,"count":4},
                {"faction":"harkonnen","territory":"cielago_north","sector":2,"count":5}],
      "emperor":{"hand":[]},"harkonnen":{"hand":[]}})"));
  EXPECT_NE(g.phase, Phase::Battle);
  EXPECT_EQ(forces_at(g, F::Emperor, "cielago_north"), 4);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "cielago_north"), 5);
}

// GF9 Rulebook 2019 p.10 (storm.battle_separation): both in the same stormed sector still battle.
TEST(Battle, BattleBlindInSameStormSector) {
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":1,
      "forces":[{"faction":"emperor","territory":"cielago_north","sector":1,"count":4},
                {"faction":"harkonnen","territory":"cielago_north","sector":1,"count":5}],
      "emperor":{"hand":[]},"harkonnen":{"hand":[]}})"));
  EXPECT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(g.battle.territory, territory_by_key("cielago_north"));
}

// FAQ Nov 2020 p.1 (battle.stormed_stronghold): two factions sharing a stronghold under the storm do
// not battle.
TEST(Battle, NoBattleInStormedStronghold) {
  // Arrakeen lies in sector 9.
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":9,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":4},
                {"faction":"harkonnen","territory":"arrakeen","count":5}],
      "emperor":{"hand":[]},"harkonnen":{"hand":[]}})"));
  EXPECT_NE(g.phase, Phase::Battle);
  EXPECT_EQ(forces_at(g, F::Emperor, "arrakeen"), 4);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "arrakeen"), 5);
}

// --- aggressor ---------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (battle.aggressor_order): the First Player in storm order is the aggressor,
// and ties go to the aggressor.
TEST(Battle, AggressorIsFirstInStormOrderAndWinsTies) {
  // Storm at sector 9: Harkonnen (circle 10) is First Player.
  Game g = scenario(duel("[]", "[]", 8, 6, "", 9));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(g.battle.sides[0], index(F::Harkonnen));
  EXPECT_EQ(g.battle.sides[1], index(F::Emperor));
  // Caid (3) + 3 against Piter de Vries (3) + 3: a tie, won by the aggressor Harkonnen.
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 8);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 3);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 3);
}

// GF9 Rulebook 2019 p.10 (battle.aggressor_order): the aggressor chooses the order of its battles,
// and the opponent in a territory with three factions.
TEST(Battle, AggressorChoosesAmongItsBattles) {
  Game g =
      scenario(game_file(R"("emperor","guild","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"emperor","territory":"funeral_plain","count":3},
                {"faction":"guild","territory":"the_great_flat","count":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"funeral_plain","count":2}],
      "spice_on_board":[],
      "emperor":{"hand":[],"traitors":["Umman Kudu"]},"guild":{"hand":[],"traitors":["Caid"]},
      "harkonnen":{"hand":[],"traitors":["Bashar"]}})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::ChooseBattle));
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::ChooseBattle));
  EXPECT_EQ(
      refuse(g, F::Emperor, R"({"type":"choose_battle","territory":"arrakeen","opponent":"harkonnen"})").code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Emperor, R"({"type":"choose_battle","territory":"funeral_plain","opponent":"guild"})")
          .code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Guild, R"({"type":"choose_battle","territory":"the_great_flat","opponent":"harkonnen"})")
          .code,
      Err::NotYourDecision);
  act(g, F::Emperor, R"({"type":"choose_battle","territory":"the_great_flat","opponent":"guild"})");
  EXPECT_EQ(g.battle.sides[0], index(F::Emperor));
  EXPECT_EQ(g.battle.sides[1], index(F::Guild));
  EXPECT_EQ(g.battle.territory, territory_by_key("the_great_flat"));
}

// --- battle plans ------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.10 (battle.dial_limit): dial 0 up to the forces in the territory.
TEST(Battle, DialFromZeroToForcesInTerritory) {
  Game g = scenario(duel("[]", "[]", 8, 6));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":7})").code,
            Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6})");
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":9})").code, Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
}

// GF9 Rulebook 2019 p.10 (battle.leader_required): a leader is mandatory when one is available.
TEST(Battle, LeaderMandatoryWhenAvailable) {
  Game g = scenario(duel("[]", "[]"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","dial":3})").code, Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":3})");
}

// GF9 Rulebook 2019 p.10 (battle.leader_required, card.cheap_hero): with no leader available, a held
// Cheap Hero must be played.
TEST(Battle, CheapHeroMandatoryWithoutLeaders) {
  Game g = scenario(emperor_without_leaders(duel(R"(["cheap_hero"])", "[]")));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","dial":3})").code, Err::BadPlan);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})").code, Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":3})");
}

// GF9 Rulebook 2019 p.10 (battle.leader_required): without a leader or Cheap Hero, no treachery
// cards may be played; the plan with a dial alone is accepted.
TEST(Battle, NoCardsWithoutLeader) {
  Game g = scenario(emperor_without_leaders(duel(R"(["crysknife","shield"])", "[]")));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","dial":3,"weapon":"crysknife"})").code,
            Err::BadPlan);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","dial":3,"defense":"shield"})").code,
            Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","dial":3})");
}

// GF9 Rulebook 2019 p.10 (battle.one_territory_per_leader): a leader that fought in one territory may
// not fight in another territory in the same phase.
TEST(Battle, LeaderUsedInAnotherTerritoryRefused) {
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"emperor","territory":"funeral_plain","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"funeral_plain","count":4}],
      "spice_on_board":[],
      "emperor":{"hand":[],"traitors":["Umman Kudu"]},"harkonnen":{"hand":[],"traitors":["Bashar"]}})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::ChooseBattle));
  act(g, F::Emperor, R"({"type":"choose_battle","territory":"the_great_flat","opponent":"harkonnen"})");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":0})");
  no_traitors(g);
  // The second battle (Funeral Plain) starts by itself: the only one left.
  ASSERT_EQ(g.phase, Phase::Battle);
  ASSERT_EQ(g.battle.territory, territory_by_key("funeral_plain"));
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Available);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":1})").code,
            Err::BadPlan);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":1})").code,
            Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Captain Aramsham","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
}

// LR 3.01 worthless cards (battle.worthless_slot): a worthless card may fill either slot; a defense is
// not a weapon.
TEST(Battle, WorthlessCardsAllowedInEitherSlot) {
  Game g = scenario(duel(R"(["baliset","kulon","shield"])", "[]"));
  EXPECT_EQ(
      refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1,"weapon":"shield"})").code,
      Err::BadPlan);
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":1,"weapon":"baliset","defense":"kulon"})");
}

// --- resolution --------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.11 (battle.resolution, loser_losses, winner_losses): higher total wins; the loser
// loses all its forces there; the winner loses exactly its dial.
TEST(Battle, LoserLosesAllWinnerLosesDial) {
  Game g = scenario(duel("[]", "[]", 8, 6));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Captain Aramsham","dial":3})");  // 5 + 3 = 8
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");    // 4 + 3 = 7
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 5);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 3);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
  // Losing does not kill the loser's leader.
  EXPECT_EQ(where(g, "Beast Rabban"), LeaderWhere::Available);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
}

// GF9 Rulebook 2019 pp.10-11 (battle.weapon_effect, killed_leaders_spice): an undefended weapon kills
// the leader, who adds nothing; the winner is paid the dead leader's strength.
TEST(Battle, WeaponKillsUndefendedLeader) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["snooper"])", 8, 6));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"crysknife"})");  // 3 + 2 = 5
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");  // 0 + 4
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 6);
  EXPECT_EQ(g.player(F::Emperor).spice, 16);  // 10 + Feyd-Rautha's 6
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
  // The loser discards every card it played.
  EXPECT_FALSE(holds_key(g, F::Harkonnen, "snooper"));
  EXPECT_EQ(discarded(g, "snooper"), 1);
}

// GF9 Rulebook 2019 pp.10-11 (battle.weapon_effect): the matching defense saves the leader (projectile
// weapon against Shield).
TEST(Battle, ShieldStopsProjectileWeapon) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["shield"])", 8, 6));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"crysknife"})");         // 5
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");  // 10
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 2);
  EXPECT_FALSE(holds_key(g, F::Emperor, "crysknife"));
  EXPECT_EQ(discarded(g, "crysknife"), 1);
}

// LR 3.01 (card.poison_weapon, card.shield): a Shield does not stop a poison weapon; a Snooper does.
TEST(Battle, PoisonWeaponNeedsSnooper) {
  Game g = scenario(duel(R"(["chaumas"])", R"(["shield"])", 8, 6));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chaumas"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);

  Game h = scenario(duel(R"(["chaumas"])", R"(["snooper"])", 8, 6));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chaumas"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
  EXPECT_EQ(forces_at(h, F::Emperor, "the_great_flat"), 0);
}

// GF9 Rulebook 2019 p.11 (battle.killed_leaders_spice): the winner collects for every killed leader,
// its own included.
TEST(Battle, WinnerCollectsSpiceForAllKilledLeadersIncludingOwn) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["chaumas"])", 8, 6));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"weapon":"chaumas"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 10 + 6 + 6);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);
}

// GF9 Rulebook 2019 p.11 (battle.winner_losses): the winner may keep its weapon and defense, or
// discard any of them.
TEST(Battle, WinnerMayKeepWeaponAndDefense) {
  Game g = scenario(duel(R"(["crysknife","shield"])", "[]", 8, 6));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"crysknife","defense":"shield"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4})");
  no_traitors(g);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::KeepCards));
  act(g, F::Emperor, R"({"type":"keep_cards","keep_weapon":true,"keep_defense":false})");
  EXPECT_TRUE(holds_key(g, F::Emperor, "crysknife"));
  EXPECT_FALSE(holds_key(g, F::Emperor, "shield"));
  EXPECT_EQ(discarded(g, "shield"), 1);
  EXPECT_EQ(discarded(g, "crysknife"), 0);
}

// LR 3.01 (card.cheap_hero, card.worthless): the winner always discards a Cheap Hero and worthless
// cards; a Cheap Hero adds no strength.
TEST(Battle, WinnerDiscardsCheapHeroAndWorthless) {
  Game g = scenario(duel(R"(["cheap_hero","baliset","kulon"])", "[]", 8, 6));
  act(g, F::Emperor,
      R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":5,"weapon":"baliset","defense":"kulon"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3})");  // 1 + 3 = 4 < 5
  no_traitors(g);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  EXPECT_TRUE(g.player(F::Emperor).hand.empty());
  EXPECT_EQ(discarded(g, "cheap_hero"), 1);
  EXPECT_EQ(discarded(g, "baliset"), 1);
  EXPECT_EQ(discarded(g, "kulon"), 1);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
}

// GF9 Rulebook 2019 p.11 (battle.lasgun_shield): Lasgun with any Shield destroys everything in the
// territory, third parties included; spice there returns to the bank; no spice is paid for leaders.
TEST(Battle, LasgunShieldExplosionKillsEverythingInTerritory) {
  Game g =
      scenario(game_file(R"("emperor","guild","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"guild","territory":"the_great_flat","count":3},
                {"faction":"guild","territory":"tueks_sietch","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[{"territory":"the_great_flat","amount":10}],
      "emperor":{"spice":10,"tanks":0,"hand":["lasgun"],"traitors":["Umman Kudu"]},
      "guild":{"spice":5,"tanks":0,"hand":[],"traitors":["Caid"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":["shield"],"traitors":["Bashar"]}})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::ChooseBattle));
  act(g, F::Emperor, R"({"type":"choose_battle","territory":"the_great_flat","opponent":"harkonnen"})");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":2,"weapon":"lasgun"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":1,"defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Guild, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 8);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
  EXPECT_EQ(g.player(F::Guild).tanks.total(), 3);
  EXPECT_EQ(forces_at(g, F::Guild, "tueks_sietch"), 5);
  EXPECT_EQ(g.spice[static_cast<std::size_t>(spice_location(territory_by_key("the_great_flat")))], 0);
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
  EXPECT_EQ(g.player(F::Guild).spice, 5);
  EXPECT_EQ(discarded(g, "lasgun"), 1);
  EXPECT_EQ(discarded(g, "shield"), 1);
}

// --- traitors ----------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.11 (battle.traitor): the caller wins, loses nothing, is paid the traitor's
// strength; the traitor goes to the Tanks; the betrayed side loses all forces and its cards.
TEST(Battle, TraitorCallWinsOutright) {
  std::string f = duel("[]", R"(["crysknife"])", 8, 6);
  f.replace(f.find(R"(["Umman Kudu"])"), std::string(R"(["Umman Kudu"])").size(), R"(["Feyd-Rautha"])");
  Game g = scenario(f);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6,"weapon":"crysknife"})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Traitor));
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
  EXPECT_EQ(g.player(F::Emperor).spice, 16);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(discarded(g, "crysknife"), 1);
}

// GF9 Rulebook 2019 p.11, LR 1.07.06 (battle.traitor): a traitor call wins even when Lasgun and Shield
// were both revealed: no explosion.
TEST(Battle, TraitorCallPreventsLasgunShieldExplosion) {
  std::string f = duel(R"(["shield"])", R"(["lasgun"])", 8, 6);
  f.replace(f.find(R"(["Umman Kudu"])"), std::string(R"(["Umman Kudu"])").size(), R"(["Feyd-Rautha"])");
  Game g = scenario(f);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"defense":"shield"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6,"weapon":"lasgun"})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  if (has_pending(g, F::Emperor, DecisionKind::KeepCards))
    act(g, F::Emperor, R"({"type":"keep_cards","keep_defense":true})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 16);
  EXPECT_EQ(discarded(g, "lasgun"), 1);
}

// GF9 Rulebook 2019 p.11 (battle.traitor): only a traitor card one holds may be called.
TEST(Battle, TraitorCallRefusedWithoutCard) {
  Game g = scenario(duel("[]", "[]", 8, 6));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6})");
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"call_traitor"})").code, Err::NotAllowed);
}

// GF9 Rulebook 2019 p.11 (battle.two_traitors): both leaders traitors: both sides lose their forces,
// leaders and cards, and nobody is paid.
TEST(Battle, BothTraitorsBothLoseEverything) {
  std::string f = duel(R"(["crysknife"])", R"(["shield"])", 8, 6);
  f.replace(f.find(R"(["Umman Kudu"])"), std::string(R"(["Umman Kudu"])").size(), R"(["Feyd-Rautha"])");
  f.replace(f.find(R"(["Bashar"])"), std::string(R"(["Bashar"])").size(), R"(["Caid","Bashar"])");
  Game g = scenario(f);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6,"defense":"shield"})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  act(g, F::Harkonnen, R"({"type":"call_traitor"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 8);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
  EXPECT_EQ(discarded(g, "crysknife"), 1);
  EXPECT_EQ(discarded(g, "shield"), 1);
}

// GF9 Rulebook 2019 p.17 (battle.harkonnen_ally_traitors): the Harkonnen's traitors work in their
// ally's battles.
TEST(Battle, HarkonnenAllyMayUseHarkonnenTraitors) {
  const std::string pos = R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"guild","territory":"the_great_flat","count":4},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "spice_on_board":[],
      "emperor":{"spice":10,"hand":[],"traitors":["Umman Kudu"]ALLY},
      "guild":{"spice":5,"hand":[],"traitors":["Bashar"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Staban Tuek","Caid"]}})";
  std::string allied = pos, unallied = pos;
  allied.replace(allied.find("ALLY"), 4, R"(,"ally":"harkonnen")");
  unallied.replace(unallied.find("ALLY"), 4, "");

  Game n = scenario(game_file(R"("emperor","guild","harkonnen")", unallied));
  ASSERT_EQ(n.phase, Phase::Battle);
  act(n, F::Emperor, R"({"type":"battle_plan","leader":"Burseg","dial":1})");
  act(n, F::Guild, R"({"type":"battle_plan","leader":"Staban Tuek","dial":4})");
  EXPECT_EQ(refuse(n, F::Emperor, R"({"type":"call_traitor"})").code, Err::NotAllowed);

  Game g = scenario(game_file(R"("emperor","guild","harkonnen")", allied));
  ASSERT_EQ(g.phase, Phase::Battle);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Burseg","dial":1})");
  act(g, F::Guild, R"({"type":"battle_plan","leader":"Staban Tuek","dial":4})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Guild, DecisionKind::Traitor)) act(g, F::Guild, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);
  EXPECT_EQ(forces_at(g, F::Guild, "the_great_flat"), 0);
  EXPECT_EQ(where(g, "Staban Tuek"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 15);
}

// --- Voice and prescience ----------------------------------------------------------------------

std::string bg_vs_harkonnen(const std::string& harkonnenHand) {
  return game_file(R"("bene_gesserit","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "bene_gesserit":{"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"hand":)" + harkonnenHand + R"(,"traitors":["Alia"]}})");
}

// GF9 Rulebook 2019 p.18 (battle.bg_voice): "must play" binds the opponent when it can comply.
TEST(Battle, VoiceMustPlayBinds) {
  Game g = scenario(bg_vs_harkonnen(R"(["chaumas","shield"])"));
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::Voice));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2})").code,
            Err::BadPlan);
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"shield"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"chaumas"})");
}

// GF9 Rulebook 2019 p.18 (battle.bg_voice): "must not play" forbids that kind of card.
TEST(Battle, VoiceMustNotPlayBinds) {
  Game g = scenario(bg_vs_harkonnen(R"(["chaumas","shield"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"projectile_defense","must":false})");
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"shield"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"chaumas"})");
}

// GF9 Rulebook 2019 p.18 (battle.bg_voice): the opponent obeys only as far as it can.
TEST(Battle, VoiceMustPlayUnableToComply) {
  Game g = scenario(bg_vs_harkonnen(R"(["shield"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"shield"})");
}

// GF9 pp.10,18 (boundary.voice_forbids_last_hero): with no leader left and the Voice forbidding
// its only Cheap Hero, the Harkonnen fight with neither, and so with no treachery cards.
TEST(Battle, VoiceForbiddingTheLastCheapHeroLeavesNoLeader) {
  Game g = scenario(bg_vs_harkonnen(R"(["cheap_hero","chaumas"])"));
  for (auto& l : g.leaders(F::Harkonnen)) l.where = LeaderWhere::Tanks;
  act(g, F::BeneGesserit, R"({"type":"voice","command":"cheap_hero","must":false})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":2})").code,
            Err::BadPlan);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","dial":2,"weapon":"chaumas"})").code,
            Err::BadPlan);
  EXPECT_FALSE(legal_actions(g, F::Harkonnen).empty());
  act(g, F::Harkonnen, R"({"type":"battle_plan","dial":2})");
}

// Q&A RB p.23 (battle.bg_voice): Voice comes before Atreides prescience.
TEST(Battle, VoiceBeforePrescience) {
  Game g = scenario(game_file(R"("bene_gesserit","atreides")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"atreides","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "bene_gesserit":{"hand":[],"traitors":["Duncan Idaho"]},
      "atreides":{"hand":[],"traitors":["Alia"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::Voice));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Prescience));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"prescience","element":"dial"})").code, Err::NotYourDecision);
  act(g, F::BeneGesserit, R"({"type":"voice","command":"cheap_hero","must":false})");
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::BattlePlan));
}

// GF9 Rulebook 2019 p.17 (battle.atreides_prescience): the opponent commits first; the asked element,
// once revealed, is public (issue 16): every seat and spectators see it, and nothing more of the plan.
TEST(Battle, PrescienceOpponentCommitsFirstAndTheAnswerIsPublic) {
  Game g = scenario(
      game_file(R"("atreides","emperor","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":7},
                {"faction":"emperor","territory":"arrakeen","count":3},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"hand":[],"traitors":["Bashar"]},
      "emperor":{"hand":[],"traitors":["Lady Jessica"]},
      "harkonnen":{"hand":["crysknife"],"traitors":["Caid"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
  act(g, F::Atreides, R"({"type":"prescience","element":"dial"})");
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":1})").code,
            Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":4,"weapon":"crysknife"})");
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));

  View at = view(g, Viewer::of(F::Atreides));
  ASSERT_TRUE(at.prescienceAnswer.has_value());
  EXPECT_EQ(at.prescienceAnswer->dial, 4);
  EXPECT_EQ(at.prescienceAnswer->weapon, kNoCard);  // only the asked element
  EXPECT_EQ(at.prescienceAnswer->leader, kNoLeader);
  EXPECT_FALSE(at.opponentPlanRevealed.has_value());
  for (const View& v : {view(g, Viewer::of(F::Emperor)), view(g, Viewer::spectator())}) {
    ASSERT_TRUE(v.prescienceAnswer.has_value());
    EXPECT_EQ(v.prescienceAnswer->dial, 4);
    EXPECT_EQ(v.prescienceAnswer->weapon, kNoCard);  // only the asked element
    EXPECT_EQ(v.prescienceAnswer->leader, kNoLeader);
    EXPECT_FALSE(v.opponentPlanRevealed.has_value());
    EXPECT_EQ(std::count(v.log.begin(), v.log.end(), "Prescience answer from Harkonnen: dial 4."), 1);
    for (const std::string& line : v.log) EXPECT_EQ(line.find("rysknife"), std::string::npos) << line;
    auto j = to_json(v).as_object().at("battle").as_object();
    EXPECT_FALSE(j.at("prescience_answer").is_null());
    EXPECT_TRUE(j.at("opponent_plan").is_null());
  }
}

// --- storm dialers -----------------------------------------------------------------------------

// GF9 Rulebook 2019 p.7 (storm.later_turn_dials): the two players who last used battle wheels dial
// the next storm.
TEST(Battle, LastWheelUsersDialNextStorm) {
  Game g =
      scenario(game_file(R"("emperor","guild","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":8},
                {"faction":"guild","territory":"the_great_flat","count":3},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "emperor":{"hand":[],"traitors":["Umman Kudu"]},"guild":{"hand":[],"traitors":["Caid"]},
      "harkonnen":{"hand":[],"traitors":["Bashar"]}})"));
  ASSERT_EQ(g.phase, Phase::Battle);
  act(g, F::Guild, R"({"type":"battle_plan","leader":"Staban Tuek","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":2})");
  no_traitors(g);
  ASSERT_EQ(g.turn, 4);
  ASSERT_EQ(g.phase, Phase::Storm);
  for (int guard = 0; guard < 10 && !pending(g).empty() && pending(g)[0].kind == DecisionKind::WeatherControl;
       ++guard)
    act(g, pending(g)[0].seat, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(g, F::Guild, DecisionKind::StormDial));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::StormDial));
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::StormDial));
}

// GF9 Rulebook 2019 p.10 (battle.one_territory_per_leader), FAQ p.9: a leader revived by Tleilaxu
// Ghola during the Battle phase may fight.
TEST(Battle, GholaRevivedLeaderMayFight) {
  Game g = scenario(emperor_without_leaders(duel(R"(["tleilaxu_ghola"])", "[]")));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})").code, Err::BadPlan);
  act(g, F::Emperor, R"({"type":"tleilaxu_ghola","leader":"Caid"})");
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
}

}  // namespace
}  // namespace dune::test
