// The heuristic bot's Advanced-game choices (bots/heuristic_battle.cpp, heuristic_bot.cpp), from
// stated positions: spice dialing with judgement, Fremen plans without spice, elite forces, the
// Kwisatz Haderach, the Harkonnen capture, Fedaykin at setup and no bribes.
#include <gtest/gtest.h>

#include <string>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

std::string game_file(const std::string& factions, const std::string& position, int seed = 11) {
  return R"({"setup":{"ruleset":"advanced","factions":[)" + factions + R"(],"seed":)" + std::to_string(seed) +
         R"(,"random_seating":false},"position":)" + position + "}";
}

// Harkonnen against the Emperor in The Great Flat; each side's forces and spice as stated.
std::string duel(int harkonnenForces, int harkonnenSpice, const std::string& emperorForces, int seed = 11) {
  return game_file(R"("emperor","harkonnen")",
                   R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat",)" +
                       emperorForces + R"(},
                {"faction":"harkonnen","territory":"the_great_flat","count":)" +
                       std::to_string(harkonnenForces) + R"(}],
      "spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":)" +
                       std::to_string(harkonnenSpice) + R"(,"tanks":0,"hand":[],"traitors":["Bashar"]}})",
                   seed);
}

// The heuristic bot's action for `seat` now, as match.cpp asks for it.
Action bot_choice(const Game& g, Faction seat, std::uint64_t seed = 1) {
  View v = view(g, Viewer::of(seat));
  Rng rng = Rng::seeded(seed);
  auto legal = legal_actions(g, seat, &rng, bots::heuristic_sample_limit(v, 64));
  EXPECT_FALSE(legal.empty());
  Action a = bots::choose_heuristic(v, legal, rng);
  EXPECT_TRUE(check_action(g, seat, a)) << "the bot chose an illegal action";
  return a;
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// An even battle (6 forces each) is won by supporting the dial: the bot pays spice for it, and
// never more than it dials.
TEST(BotHeuristicAdvanced, PaysSpiceWhenItWinsTheBattleByDoingSo) {
  Game g = scenario(duel(6, 12, R"("count":6)"));
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  Action a = bot_choice(g, F::Harkonnen);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  EXPECT_GT(a.amount, 0);
  EXPECT_GT(a.amount2, 0) << "dialled " << a.amount << " without spice";
  EXPECT_LE(a.amount2, a.amount);
}

// A hopeless battle (1 force against 15) gets neither forces nor spice thrown at it.
TEST(BotHeuristicAdvanced, PaysNoSpiceInAHopelessBattle) {
  Game g = scenario(duel(1, 12, R"("count":15)"));
  Action a = bot_choice(g, F::Harkonnen);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  EXPECT_EQ(a.amount2, 0);
}

// With little spice the bot keeps it: 2 spice supports at most 2 forces, and it keeps some for
// shipping when the battle does not hinge on it.
TEST(BotHeuristicAdvanced, SupportNeverExceedsSpiceHeld) {
  Game g = scenario(duel(6, 2, R"("count":6)"));
  Action a = bot_choice(g, F::Harkonnen);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  EXPECT_LE(a.amount2, 2);
}

// Fremen forces are battle hardened: a Fremen plan names no spice, and dials its Fedaykin
// (double strength) before its normal forces.
TEST(BotHeuristicAdvanced, FremenPlanNamesNoSpiceAndDialsFedaykinFirst) {
  Game g = scenario(game_file(R"("fremen","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"fremen","territory":"the_great_flat","count":4,"special":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "fremen":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Otheym"]}})"));
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::BattlePlan));
  Action a = bot_choice(g, F::Fremen);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  EXPECT_EQ(a.amount2, 0);
  ASSERT_GT(a.amount, 0);
  EXPECT_EQ(a.amount3, std::min<int>(a.amount, 2))
      << "Fedaykin count double: dial them first; dial " << a.amount;
}

// Atreides with the Kwisatz Haderach awake add it to their leader (+2, and no traitor).
TEST(BotHeuristicAdvanced, AtreidesAddTheKwisatzHaderach) {
  Game g = scenario(game_file(R"("atreides","harkonnen")", R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]}})"));
  g.atreides.battleLosses = 7;
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));
  Action a = bot_choice(g, F::Atreides);
  ASSERT_EQ(a.kind, ActionKind::BattlePlan);
  ASSERT_NE(a.leader, kNoLeader);
  EXPECT_TRUE(a.flag) << "the Kwisatz Haderach stayed home";
}

// Harkonnen capture: keep a leader of strength 4 or more to fight with, kill a weaker one for 2
// spice. The captive is drawn at random, so several seeds cover both cases.
TEST(BotHeuristicAdvanced, CaptureKeepsAStrongLeaderAndKillsAWeakOne) {
  int kept = 0, killed = 0;
  for (int seed = 1; seed <= 30; ++seed) {
    Game g = scenario(duel(6, 10, R"("count":2)", seed));
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":0})");
    act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3,"spice":3})");
    no_traitors(g);
    if (!has_pending(g, F::Harkonnen, DecisionKind::Capture)) continue;
    LeaderId c = g.battle.captured;
    ASSERT_NE(c, kNoLeader);
    Action a = bot_choice(g, F::Harkonnen, static_cast<std::uint64_t>(seed));
    ASSERT_EQ(a.kind, ActionKind::KeepCards);
    EXPECT_EQ(a.flag, leader_strength(c) >= 4) << leader_name(c) << " strength " << leader_strength(c);
    (a.flag ? kept : killed)++;
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(killed, 0);
}

// Fremen setup (Advanced): the three Fedaykin start on the board with the Sietch Tabr group.
TEST(BotHeuristicAdvanced, FremenPlaceFedaykinInSietchTabr) {
  auto created =
      new_game(SetupOptions{Ruleset{RulesetKind::Advanced},
                            {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen},
                            3,
                            true});
  ASSERT_TRUE(created);
  Game g = std::move(created.value());
  Rng rng = Rng::seeded(3);
  auto placing = [&] {
    return has_pending(g, F::Fremen, DecisionKind::PlaceFremen) &&
           !has_pending(g, F::Fremen, DecisionKind::PickTraitor);
  };
  for (int step = 0; step < 200 && !placing(); ++step) {
    auto d = pending(g);
    ASSERT_FALSE(d.empty());
    Faction seat = d[0].seat;
    for (const Decision& x : d)
      if (x.kind != DecisionKind::PlaceFremen) seat = x.seat;
    auto a = sample_legal_action(g, seat, rng);
    ASSERT_TRUE(a);
    if (a->kind == ActionKind::PlaceFremen) continue;
    ASSERT_TRUE(apply(g, seat, *a));
  }
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::PlaceFremen));
  Action a = bot_choice(g, F::Fremen);
  ASSERT_EQ(a.kind, ActionKind::PlaceFremen);
  EXPECT_GT(a.amount, 0);
  EXPECT_EQ(a.sub & 3, 3) << "three Fedaykin in Sietch Tabr: " << int(a.sub) << " " << a.amount << "/"
                          << a.amount2 << "/" << a.amount3;
}

// The Emperor's 20 forces: `reserves` in reserve, `onBoard` in Arrakeen, the rest in the Tanks.
std::string emperor_revival(int reserves, int onBoard) {
  return game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"arrakeen","count":)" +
                                                   std::to_string(onBoard) + R"(},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "spice_on_board":[],
      "emperor":{"spice":10,"tanks":)" + std::to_string(20 - reserves - onBoard) +
                                                   R"(,"reserves":)" + std::to_string(reserves) +
                                                   R"(,"hand":["karama"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":2,"hand":[],"traitors":["Bashar"]}})");
}

// Emperor Karama power (Advanced): the free revival is worth the Karama card only when the
// Emperor is short of forces; with plenty alive the card is kept for bidding and shipping.
TEST(BotHeuristicAdvanced, EmperorSpendsKaramaOnRevivalOnlyWhenShort) {
  Game healthy = scenario(emperor_revival(10, 5));
  ASSERT_TRUE(has_pending(healthy, F::Emperor, DecisionKind::Revive));
  EXPECT_FALSE(bot_choice(healthy, F::Emperor).flag);
  Game short_ = scenario(emperor_revival(0, 2));
  ASSERT_TRUE(has_pending(short_, F::Emperor, DecisionKind::Revive));
  Action a = bot_choice(short_, F::Emperor);
  EXPECT_EQ(a.kind, ActionKind::Revive);
  EXPECT_TRUE(a.flag) << "three free forces with none left in reserve";
  EXPECT_EQ(a.amount, 3);
}

// After their Karama took a hand, the Harkonnen give back the cards they value least: the worthless
// card before the weapon and the defense.
TEST(BotHeuristicAdvanced, HarkonnenGiveBackTheWorstCardsFirst) {
  Game g = scenario(game_file(R"("atreides","harkonnen")", R"({"turn":3,"phase":"bidding","storm_sector":0,
      "atreides":{"hand":["lasgun","baliset"]},
      "harkonnen":{"hand":["karama","shield"]}})"));
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::KaramaGiveBack));
  Action a = bot_choice(g, F::Harkonnen);
  ASSERT_EQ(a.kind, ActionKind::KaramaGiveCard);
  EXPECT_EQ(card_info(a.card).key, "baliset");
}

// Fremen Sandworms: the bot surfaces a later Shai-Hulud where it devours the most enemy forces,
// not where its own forces and spice are.
TEST(BotHeuristicAdvanced, FremenPlaceTheWormOnTheEnemy) {
  Game g = scenario(game_file(R"("fremen","harkonnen")", R"({"turn":3,"phase":"storm","storm_sector":0,
      "forces":[{"faction":"harkonnen","territory":"funeral_plain","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":1},
                {"faction":"fremen","territory":"habbanya_erg","sector":15,"count":3}],
      "spice_on_board":[{"territory":"habbanya_erg","amount":8}]})"));
  g.phase = Phase::SpiceBlow;
  g.wormToPlace = true;
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::WormPlacement));
  Action a = bot_choice(g, F::Fremen);
  ASSERT_EQ(a.kind, ActionKind::PlaceWorm);
  EXPECT_EQ(territory(a.territory).key, "funeral_plain");
}

}  // namespace
}  // namespace dune::test
