// Spice Collection (engine/rules/phases/collection.cpp) and Mentat Pause victory
// (engine/rules/phases/mentat.cpp), as scenarios from stated positions.
// Sources: docs/RULES_SOURCES.md sections 9 and 10 (GF9 Rulebook 2019 pp.11-12, 16, 18-19; FAQ Nov
// 2020 p.1; LR 1.09). Each test names the rule and fails if the rule is broken.
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

std::string game_file(const std::string& factions, const std::string& position) {
  return R"({"setup":{"ruleset":"basic","factions":[)" + factions +
         R"(],"seed":5,"random_seating":false},"position":)" + position + "}";
}

int spice_at(const Game& g, std::string_view territoryKey, int sector = -2) {
  TerritoryId t = territory_by_key(territoryKey);
  LocationId l = sector == -2 ? spice_location(t) : location_at(t, sector);
  return g.spice[static_cast<std::size_t>(l)];
}

// Emperor and Harkonnen at the start of Spice Collection on turn 3, storm at sector 0.
std::string collection(const std::string& forces, const std::string& spice) {
  return game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"collection","storm_sector":0,
      "forces":)" + forces + R"(,"spice_on_board":)" +
                                                   spice + R"(,
      "emperor":{"spice":0,"hand":[]},"harkonnen":{"spice":0,"hand":[]}})");
}

// --- Spice Collection ---------------------------------------------------------------------------

// GF9 Rulebook 2019 p.11 (collect.rate): 2 spice per force in the spice's sector.
TEST(Collection, TwoSpicePerForce) {
  Game g = scenario(collection(R"([{"faction":"emperor","territory":"the_great_flat","count":3},
                                   {"faction":"harkonnen","territory":"funeral_plain","count":2}])",
                               R"([{"territory":"the_great_flat","amount":10}])"));
  EXPECT_EQ(g.player(F::Emperor).spice, 6);
  EXPECT_EQ(spice_at(g, "the_great_flat"), 4);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 0);
  // GF9 Rulebook 2019 p.11 (collect.leftover): forces stay on the board.
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);
}

// GF9 Rulebook 2019 p.11 (collect.rate): 3 spice per force for a player occupying Arrakeen.
TEST(Collection, ThreePerForceWithArrakeen) {
  Game g = scenario(collection(R"([{"faction":"emperor","territory":"the_great_flat","count":3},
                                   {"faction":"emperor","territory":"arrakeen","count":1},
                                   {"faction":"harkonnen","territory":"funeral_plain","count":2}])",
                               R"([{"territory":"the_great_flat","amount":10}])"));
  EXPECT_EQ(g.player(F::Emperor).spice, 9);
  EXPECT_EQ(spice_at(g, "the_great_flat"), 1);
}

// GF9 Rulebook 2019 p.11 (collect.rate): 3 spice per force for a player occupying Carthag.
TEST(Collection, ThreePerForceWithCarthag) {
  Game g = scenario(collection(R"([{"faction":"harkonnen","territory":"the_great_flat","count":2},
                                   {"faction":"harkonnen","territory":"carthag","count":5},
                                   {"faction":"emperor","territory":"funeral_plain","count":2}])",
                               R"([{"territory":"the_great_flat","amount":10}])"));
  EXPECT_EQ(g.player(F::Harkonnen).spice, 6);
  EXPECT_EQ(spice_at(g, "the_great_flat"), 4);
}

// GF9 Rulebook 2019 p.11 (collect.rate): collection is limited to the spice there.
TEST(Collection, LimitedToSpiceAvailable) {
  Game g = scenario(collection(R"([{"faction":"emperor","territory":"the_great_flat","count":5},
                                   {"faction":"harkonnen","territory":"funeral_plain","count":2}])",
                               R"([{"territory":"the_great_flat","amount":4}])"));
  EXPECT_EQ(g.player(F::Emperor).spice, 4);
  EXPECT_EQ(spice_at(g, "the_great_flat"), 0);
}

// FAQ Nov 2020 p.1 errata (collect.same_sector): forces in another sector of the spice's territory
// collect nothing.
TEST(Collection, OtherSectorOfSameTerritoryCollectsNothing) {
  // Cielago South spans sectors 1 and 2; its spice lies in sector 1.
  Game g = scenario(collection(R"([{"faction":"emperor","territory":"cielago_south","sector":2,"count":5},
                                   {"faction":"harkonnen","territory":"funeral_plain","count":2}])",
                               R"([{"territory":"cielago_south","sector":1,"amount":12}])"));
  EXPECT_EQ(g.player(F::Emperor).spice, 0);
  EXPECT_EQ(spice_at(g, "cielago_south", 1), 12);
}

// --- Mentat Pause: stronghold victory ---------------------------------------------------------

std::string mentat(const std::string& factions, const std::string& forces, const std::string& extra = "",
                   int turn = 3, int storm = 0) {
  return game_file(factions, R"({"turn":)" + std::to_string(turn) +
                                 R"(,"phase":"mentat_pause","storm_sector":)" + std::to_string(storm) +
                                 R"(,"forces":)" + forces + R"(,"spice_on_board":[])" + extra + "}");
}

const char* kEmperorThree = R"([{"faction":"emperor","territory":"arrakeen","count":2},
    {"faction":"emperor","territory":"carthag","count":2},
    {"faction":"emperor","territory":"tueks_sietch","count":2},
    {"faction":"harkonnen","territory":"the_great_flat","count":5}])";

// UBG "Object of the Game", LR 1.09.02 (victory.unallied_3): an unallied player occupying 3 strongholds
// at the Mentat Pause wins.
TEST(Victory, UnalliedThreeStrongholdsWins) {
  Game g = scenario(mentat(R"("emperor","harkonnen")", kEmperorThree));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_TRUE(is_over(g));
  EXPECT_EQ(g.outcome.kind, WinKind::Strongholds);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::Emperor));
  EXPECT_EQ(g.outcome.turn, 3);
}

// LR 1.09.02 (victory.unallied_3): two strongholds are not enough; the next turn begins.
TEST(Victory, TwoStrongholdsDoNotWin) {
  Game g =
      scenario(mentat(R"("emperor","harkonnen")", R"([{"faction":"emperor","territory":"arrakeen","count":2},
      {"faction":"emperor","territory":"carthag","count":2},
      {"faction":"harkonnen","territory":"the_great_flat","count":5}])"));
  EXPECT_NE(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::None);
  EXPECT_EQ(g.turn, 4);
}

// GF9 Rulebook 2019 p.12 (victory.allied_4): allies win with 4 strongholds between them.
TEST(Victory, AlliesWithFourStrongholdsWin) {
  Game g = scenario(mentat(R"("emperor","guild","harkonnen")",
                           R"([{"faction":"emperor","territory":"arrakeen","count":2},
      {"faction":"emperor","territory":"carthag","count":2},
      {"faction":"harkonnen","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"sietch_tabr","count":2},
      {"faction":"guild","territory":"the_great_flat","count":5}])",
                           R"(,"emperor":{"ally":"harkonnen"})"));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::AllianceStrongholds);
  EXPECT_EQ(g.outcome.winners, (FactionSet{F::Emperor, F::Harkonnen}));
}

// GF9 Rulebook 2019 p.12 (victory.allied_4): an allied player needs 4 (with its ally), not 3.
TEST(Victory, AlliedPlayerWithThreeStrongholdsDoesNotWin) {
  Game g = scenario(mentat(R"("emperor","guild","harkonnen")",
                           R"([{"faction":"emperor","territory":"arrakeen","count":2},
      {"faction":"emperor","territory":"carthag","count":2},
      {"faction":"emperor","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"the_great_flat","count":2},
      {"faction":"guild","territory":"funeral_plain","count":5}])",
                           R"(,"emperor":{"ally":"harkonnen"})"));
  EXPECT_NE(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::None);
}

// FAQ Nov 2020 p.1 (victory.contested_stronghold): a stronghold shared with another faction does not
// count, also when the storm keeps them from battling there.
TEST(Victory, ContestedStrongholdDoesNotCount) {
  const std::string forces = R"([{"faction":"emperor","territory":"arrakeen","count":2},
      {"faction":"emperor","territory":"carthag","count":2},
      {"faction":"emperor","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"tueks_sietch","count":1},
      {"faction":"harkonnen","territory":"the_great_flat","count":5}])";
  Game g = scenario(mentat(R"("emperor","harkonnen")", forces));
  EXPECT_NE(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::None);
  // Tuek's Sietch lies in sector 4: under the storm.
  Game s = scenario(mentat(R"("emperor","harkonnen")", forces, "", 3, 4));
  EXPECT_NE(s.phase, Phase::GameOver);
  EXPECT_EQ(s.outcome.kind, WinKind::None);
}

// --- Bene Gesserit prediction -------------------------------------------------------------------

std::string predicted(const std::string& faction, int turn, const std::string& extra = "") {
  return mentat(
      R"("bene_gesserit","emperor","harkonnen")", R"([{"faction":"emperor","territory":"arrakeen","count":2},
      {"faction":"emperor","territory":"carthag","count":2},
      {"faction":"emperor","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"sietch_tabr","count":2},
      {"faction":"bene_gesserit","territory":"polar_sink","count":1}])",
      R"(,"bg_prediction":{"faction":")" + faction + R"(","turn":)" + std::to_string(turn) + "}" + extra);
}

// GF9 Rulebook 2019 p.18 (victory.bg_prediction): the predicted faction winning on the predicted turn
// makes the Bene Gesserit win alone instead.
TEST(Victory, PredictionReplacesPredictedWinnerOnPredictedTurn) {
  Game g = scenario(predicted("emperor", 3));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::Prediction);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::BeneGesserit));
}

// GF9 Rulebook 2019 p.18 (victory.bg_prediction): on another turn the prediction does nothing.
TEST(Victory, PredictionOnOtherTurnDoesNothing) {
  Game g = scenario(predicted("emperor", 5));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::Strongholds);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::Emperor));
}

// GF9 Rulebook 2019 p.18 (victory.bg_prediction): predicting another faction than the winner does nothing.
TEST(Victory, PredictionOfOtherFactionDoesNothing) {
  Game g = scenario(predicted("harkonnen", 3));
  EXPECT_EQ(g.outcome.kind, WinKind::Strongholds);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::Emperor));
}

// GF9 Rulebook 2019 p.18 (victory.bg_prediction): the prediction also hits when the predicted faction
// wins as someone's ally.
TEST(Victory, PredictionHitsPredictedAllyWin) {
  Game g = scenario(predicted("harkonnen", 3, R"(,"emperor":{"ally":"harkonnen"})"));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::Prediction);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::BeneGesserit));
}

// --- end of the last turn ------------------------------------------------------------------------

std::string last_turn(const std::string& forces, const std::string& extra = "") {
  return mentat(R"("emperor","fremen","guild","harkonnen")", forces, extra, 10);
}

// GF9 Rulebook 2019 p.19 (victory.guild_special): with nobody winning by the end of the last turn, the
// Guild wins when the Fremen conditions do not hold.
TEST(Victory, GuildWinsAtEndOfLastTurn) {
  Game g = scenario(last_turn(R"([{"faction":"fremen","territory":"sietch_tabr","count":5},
      {"faction":"guild","territory":"tueks_sietch","count":5},
      {"faction":"harkonnen","territory":"habbanya_sietch","count":3},
      {"faction":"emperor","territory":"the_great_flat","count":3}])",
                              R"(,"guild":{"ally":"emperor"})"));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::GuildSpecial);
  EXPECT_EQ(g.outcome.winners, (FactionSet{F::Guild, F::Emperor}));
}

// GF9 Rulebook 2019 p.16 (victory.fremen_special): with the Guild in the game, the Fremen and their ally
// win instead when only Fremen (or nobody) hold Sietch Tabr and Habbanya Sietch and no Harkonnen,
// Atreides or Emperor forces are in Tuek's Sietch.
TEST(Victory, FremenSpecialWinsAtEndOfLastTurn) {
  Game g = scenario(last_turn(R"([{"faction":"fremen","territory":"sietch_tabr","count":5},
      {"faction":"guild","territory":"tueks_sietch","count":5},
      {"faction":"harkonnen","territory":"the_great_flat","count":3},
      {"faction":"emperor","territory":"polar_sink","count":3}])",
                              R"(,"fremen":{"ally":"emperor"})"));
  EXPECT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::FremenSpecial);
  EXPECT_EQ(g.outcome.winners, (FactionSet{F::Fremen, F::Emperor}));
}

// GF9 Rulebook 2019 p.16 (victory.fremen_special): Harkonnen forces in Tuek's Sietch void the Fremen
// condition, and the Guild wins.
TEST(Victory, FremenSpecialVoidedByHarkonnenInTueks) {
  Game g = scenario(last_turn(R"([{"faction":"fremen","territory":"sietch_tabr","count":5},
      {"faction":"guild","territory":"the_great_flat","count":5},
      {"faction":"harkonnen","territory":"tueks_sietch","count":3},
      {"faction":"emperor","territory":"polar_sink","count":3}])"));
  EXPECT_EQ(g.outcome.kind, WinKind::GuildSpecial);
  EXPECT_EQ(g.outcome.winners, FactionSet::of(F::Guild));
}

// LR 1.09.04 (mentat.next_turn): before the last turn the Guild does not win by default.
TEST(Victory, NoDefaultWinBeforeLastTurn) {
  Game g = scenario(mentat(R"("emperor","fremen","guild","harkonnen")",
                           R"([{"faction":"fremen","territory":"sietch_tabr","count":5},
      {"faction":"guild","territory":"tueks_sietch","count":5},
      {"faction":"harkonnen","territory":"the_great_flat","count":3},
      {"faction":"emperor","territory":"polar_sink","count":3}])",
                           "", 9));
  EXPECT_NE(g.phase, Phase::GameOver);
  EXPECT_EQ(g.turn, 10);
}

// --- game over ----------------------------------------------------------------------------------

// LR 0.15 (setup.game_length): once the game is over every further action is refused.
TEST(Victory, GameOverRefusesFurtherActions) {
  Game g =
      scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"mentat_pause","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":2},
                {"faction":"emperor","territory":"carthag","count":2},
                {"faction":"emperor","territory":"tueks_sietch","count":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":5}],
      "emperor":{"hand":["tleilaxu_ghola","truthtrance"],"tanks":2},"harkonnen":{"hand":[]}})"));
  ASSERT_EQ(g.phase, Phase::GameOver);
  EXPECT_TRUE(pending(g).empty());
  EXPECT_TRUE(legal_actions(g, F::Emperor).empty());
  EXPECT_TRUE(legal_actions(g, F::Harkonnen).empty());
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"pass"})").code, Err::GameOver);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"storm_dial","dial":2})").code, Err::GameOver);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"tleilaxu_ghola","forces":2})").code, Err::GameOver);
  EXPECT_EQ(
      refuse(g, F::Emperor,
             R"({"type":"truthtrance","target":"harkonnen","question":"has_spice_at_least","amount":1})")
          .code,
      Err::GameOver);
}

}  // namespace
}  // namespace dune::test
