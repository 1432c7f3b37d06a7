// Special treachery cards: Truthtrance and Tleilaxu Ghola (engine/rules/phases/anytime.cpp), Hajr
// (ship_move.cpp) and Karama in bidding (bidding.cpp). Weather Control and Family Atomics belong to
// the storm tests. Sources: docs/RULES_SOURCES.md sections 5, 6 and 14 (LR 3.01 card texts, FAQ Nov
// 2020 p.1 and p.7, Q&A RB p.22).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

std::string game_file(const std::string& factions, const std::string& position) {
  return R"({"setup":{"ruleset":"basic","factions":[)" + factions +
         R"(],"seed":3,"random_seating":false},"position":)" + position + "}";
}

bool holds_key(const Game& g, F f, std::string_view key) {
  return std::any_of(g.player(f).hand.begin(), g.player(f).hand.end(),
                     [&](const HeldCard& h) { return card_info(h.card).key == key; });
}

int discarded(const Game& g, std::string_view key) {
  return static_cast<int>(std::count_if(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                                        [&](CardId c) { return card_info(c).key == key; }));
}

bool log_has(const View& v, std::string_view a, std::string_view b) {
  return std::any_of(v.log.begin(), v.log.end(), [&](const std::string& line) {
    return line.find(a) != std::string::npos && line.find(b) != std::string::npos;
  });
}

// Emperor and Harkonnen resting in the Storm phase of turn 3.
std::string resting(const std::string& emperor, const std::string& harkonnen) {
  return game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"storm","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "emperor":)" + emperor + R"(,"harkonnen":)" + harkonnen +
                                                   "}");
}

// --- Truthtrance ---------------------------------------------------------------------------------

// LR 3.01 Truthtrance (card.truthtrance): the asked player answers truthfully, in public; the card is
// discarded.
TEST(Cards, TruthtranceAnswersTruthfullyInPublicAndIsDiscarded) {
  Game g = scenario(resting(R"({"spice":4,"hand":["truthtrance","truthtrance"]})",
                            R"({"spice":7,"hand":["lasgun"],"traitors":["Caid"]})"));
  act(g, F::Emperor,
      R"({"type":"truthtrance","target":"harkonnen","question":"holds_card","card":"lasgun"})");
  EXPECT_TRUE(log_has(view(g, Viewer::spectator()), "Truthtrance", "The answer is yes"));
  EXPECT_EQ(discarded(g, "truthtrance"), 1);
  EXPECT_EQ(g.player(F::Emperor).hand.size(), 1u);
  EXPECT_TRUE(holds_key(g, F::Harkonnen, "lasgun"));  // asking does not reveal or move the card

  act(g, F::Emperor,
      R"({"type":"truthtrance","target":"harkonnen","question":"holds_card","card":"shield"})");
  EXPECT_TRUE(log_has(view(g, Viewer::spectator()), "Truthtrance", "The answer is no"));
  EXPECT_EQ(discarded(g, "truthtrance"), 2);
  EXPECT_TRUE(g.player(F::Emperor).hand.empty());
}

// LR 3.01 Truthtrance (card.truthtrance): questions about traitors and spice are answered truthfully.
TEST(Cards, TruthtranceAnswersAboutTraitorsAndSpice) {
  Game g = scenario(resting(R"({"spice":4,"hand":["truthtrance","truthtrance"]})",
                            R"({"spice":7,"hand":[],"traitors":["Caid"]})"));
  act(g, F::Emperor,
      R"({"type":"truthtrance","target":"harkonnen","question":"holds_traitor","leader":"Caid"})");
  EXPECT_TRUE(log_has(view(g, Viewer::of(F::Harkonnen)), "Truthtrance", "The answer is yes"));
  act(g, F::Emperor,
      R"({"type":"truthtrance","target":"harkonnen","question":"has_spice_at_least","amount":8})");
  EXPECT_TRUE(log_has(view(g, Viewer::spectator()), "Truthtrance", "The answer is no"));
}

// LR 3.01 Truthtrance (card.truthtrance): ask one *other* player; only a holder may play it.
TEST(Cards, TruthtranceRefusals) {
  Game g = scenario(resting(R"({"spice":4,"hand":["truthtrance"]})", R"({"spice":7,"hand":["lasgun"]})"));
  EXPECT_EQ(refuse(g, F::Emperor,
                   R"({"type":"truthtrance","target":"emperor","question":"holds_card","card":"lasgun"})")
                .code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, F::Harkonnen,
                   R"({"type":"truthtrance","target":"emperor","question":"holds_card","card":"lasgun"})")
                .code,
            Err::CardNotHeld);
}

// --- Tleilaxu Ghola ------------------------------------------------------------------------------

// LR 3.01 Ghola, Q&A RB p.22 (card.tleilaxu_ghola): revive one leader free, whatever the leader-revival
// condition; the card is discarded.
TEST(Cards, GholaRevivesLeaderFree) {
  Game g = scenario(resting(R"({"spice":4,"hand":["tleilaxu_ghola"],"leaders_in_tanks":["Caid"]})",
                            R"({"spice":7,"hand":[]})"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"tleilaxu_ghola","leader":"Burseg"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"tleilaxu_ghola","leader":"Feyd-Rautha"})").code,
            Err::NotAllowed);
  act(g, F::Emperor, R"({"type":"tleilaxu_ghola","leader":"Caid"})");
  LeaderId caid = leader_by_name("Caid");
  EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(caid))].where,
            LeaderWhere::Available);
  EXPECT_EQ(g.player(F::Emperor).spice, 4);
  EXPECT_EQ(discarded(g, "tleilaxu_ghola"), 1);
  EXPECT_FALSE(holds_key(g, F::Emperor, "tleilaxu_ghola"));
}

// LR 3.01 Ghola (card.tleilaxu_ghola): or up to 5 forces from the Tanks to reserves, free.
TEST(Cards, GholaRevivesUpToFiveForcesFree) {
  Game g =
      scenario(resting(R"({"spice":4,"hand":["tleilaxu_ghola"],"tanks":8})", R"({"spice":7,"hand":[]})"));
  int reserves = g.player(F::Emperor).reserves.total();
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"tleilaxu_ghola","forces":6})").code, Err::RevivalLimit);
  act(g, F::Emperor, R"({"type":"tleilaxu_ghola","forces":5})");
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 3);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), reserves + 5);
  EXPECT_EQ(g.player(F::Emperor).spice, 4);
  EXPECT_EQ(discarded(g, "tleilaxu_ghola"), 1);
}

// LR 3.01 Ghola, FAQ p.9 (revival.ghola): the Ghola revival comes on top of normal revival.
TEST(Cards, GholaDoesNotUseUpNormalRevival) {
  Game g = scenario(game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "emperor":{"spice":10,"hand":["tleilaxu_ghola"],"tanks":8},"harkonnen":{"spice":7,"hand":[],"tanks":0}})"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  act(g, F::Emperor, R"({"type":"tleilaxu_ghola","forces":5})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive));
  act(g, F::Emperor, R"({"type":"revive","forces":3})");  // 1 free, 2 at 2 spice
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 0);
  EXPECT_EQ(g.player(F::Emperor).spice, 6);
}

// --- Hajr ----------------------------------------------------------------------------------------

std::string ship_move(const std::string& emperorHand) {
  return game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "emperor":{"spice":0,"hand":)" + emperorHand +
                                                   R"(},"harkonnen":{"spice":0,"hand":[]}})");
}

// LR 3.01 Hajr (card.hajr): one extra movement action in one's own Shipment and Movement turn, under
// normal movement rules; the same group may move again.
TEST(Cards, HajrGivesExtraMove) {
  Game g = scenario(ship_move(R"(["hajr"])"));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Ship));
  act(g, F::Emperor, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Move));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"play_hajr"})").code, Err::NotYourDecision);
  act(g, F::Emperor, R"({"type":"play_hajr"})");
  EXPECT_EQ(discarded(g, "hajr"), 1);
  act(g, F::Emperor,
      R"({"type":"move","from":{"territory":"the_great_flat"},"to":{"territory":"funeral_plain"},"forces":5})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Move));
  // The second move keeps the 1-territory range of normal movement.
  EXPECT_EQ(
      refuse(
          g, F::Emperor,
          R"({"type":"move","from":{"territory":"funeral_plain"},"to":{"territory":"the_greater_flat"},"forces":5})")
          .code,
      Err::OutOfRange);
  act(g, F::Emperor,
      R"({"type":"move","from":{"territory":"funeral_plain"},"to":{"territory":"bight_of_the_cliff","sector":14},"forces":5})");
  EXPECT_EQ(forces_at(g, F::Emperor, "bight_of_the_cliff"), 5);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::Move));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Ship));
}

// GF9 Rulebook 2019 p.10 (move.one_group): without Hajr, one move ends the turn; Hajr must be held.
TEST(Cards, WithoutHajrOneMove) {
  Game g = scenario(ship_move("[]"));
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_hajr"})").code, Err::CardNotHeld);
  act(g, F::Emperor,
      R"({"type":"move","from":{"territory":"the_great_flat"},"to":{"territory":"funeral_plain"},"forces":5})");
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::Move));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Ship));
}

// --- Karama in bidding ---------------------------------------------------------------------------

// Harkonnen (circle 10) open the bidding with the storm at sector 9.
std::string bidding(const std::string& harkonnen, const std::string& emperor) {
  return game_file(R"("emperor","harkonnen")", R"({"turn":3,"phase":"bidding","storm_sector":9,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"carthag","count":10}],
      "emperor":)" + emperor + R"(,"harkonnen":)" + harkonnen +
                                                   "}");
}

// FAQ Nov 2020 p.1, p.7; LR 3.01.11 (bidding.karama): with Karama one may bid beyond one's spice and
// take the card without paying; nobody is paid, not even the Emperor; the Karama is discarded.
TEST(Cards, KaramaBidBeyondSpiceNobodyPaid) {
  Game g = scenario(bidding(R"({"spice":1,"hand":["karama"]})", R"({"spice":10,"hand":[]})"));
  ASSERT_EQ(g.phase, Phase::Bidding);
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Bid));
  CardId up = g.bidding.up[static_cast<std::size_t>(g.bidding.current)];
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bid","amount":5})").code, Err::NotEnoughSpice);
  act(g, F::Harkonnen, R"({"type":"bid","amount":5,"karama":true})");
  act(g, F::Emperor, R"({"type":"pass"})");
  const auto& hand = g.player(F::Harkonnen).hand;
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == up; }));
  EXPECT_FALSE(holds_key(g, F::Harkonnen, "karama"));
  EXPECT_EQ(discarded(g, "karama"), 1);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 1);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
}

// FAQ Nov 2020 p.7 (bidding.karama): Karama takes the card up for bid without paying.
TEST(Cards, KaramaTakesCardWithoutPaying) {
  Game g = scenario(bidding(R"({"spice":3,"hand":["karama"]})", R"({"spice":10,"hand":[]})"));
  CardId up = g.bidding.up[static_cast<std::size_t>(g.bidding.current)];
  act(g, F::Harkonnen, R"({"type":"karama_take_card"})");
  const auto& hand = g.player(F::Harkonnen).hand;
  EXPECT_TRUE(std::any_of(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == up; }));
  EXPECT_EQ(discarded(g, "karama"), 1);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 3);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
}

// FAQ Nov 2020 p.7 (bidding.karama): only a Karama holder may bid beyond its spice or take the card.
TEST(Cards, KaramaBidRequiresKarama) {
  Game g = scenario(bidding(R"({"spice":1,"hand":[]})", R"({"spice":10,"hand":[]})"));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bid","amount":5,"karama":true})").code, Err::CardNotHeld);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_take_card"})").code, Err::CardNotHeld);
}

}  // namespace
}  // namespace dune::test
