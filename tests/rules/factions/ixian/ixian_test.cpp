// The Ixians' rules (engine/rules/factions/ixian/ixian.cpp; rule registry ix.ixian.*), as scenarios from
// stated positions. Sources: Ixians & Tleilaxu House Expansion (GF9 2020), Ixian sheet and rulebook
// pp.8-9, 12 (page numbers second-hand: docs/expansions/IXIANS_TLEILAXU.md section 0).
//
// The battle and revival scenarios were written before the Ixians were playable: each seats the
// Harkonnen and then hands their seat to the Ixians (`reseat`), which moves the seat's player record
// and board forces and renames it in the battle in progress. The bidding ones seat the Ixians.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Faction `from`'s seat becomes faction `to`'s.
Game reseat(Game g, Faction from, Faction to) {
  std::swap(g.player(from), g.player(to));
  for (auto& cell : g.board)
    std::swap(cell[static_cast<std::size_t>(index(from))], cell[static_cast<std::size_t>(index(to))]);
  auto rename = [&](std::int8_t& s) {
    if (s == index(from)) s = static_cast<std::int8_t>(index(to));
  };
  for (auto& s : g.battle.sides) rename(s);
  for (auto& s : g.battle.order) rename(s);
  for (auto& s : g.lastWheel) rename(s);
  index_seats(g);  // the seating index follows the players (Game::seating)
  // The seat's leader cards in the traitor deck and draws become the new faction's (sheet order), so
  // that every traitor card of a seated faction is still in one place (check_invariants).
  auto follow = [&](LeaderId& l) {
    if (l >= 0 && l < kLeaders && leader_faction(l) == from) l = leader_id(to, leader_slot(l));
  };
  for (LeaderId& l : g.traitorDeck) follow(l);
  for (Player& p : g.players) {
    for (LeaderId& l : p.traitors) follow(l);
    for (LeaderId& l : p.traitorDraw) follow(l);
  }
  return g;
}

// Emperor (aggressor) against the Ixians in The Great Flat, 10 spice each; `ixian` is the Ixian forces
// there (normal = Suboids, special = Cyborgs).
Game duel(const std::string& ruleset, Forces ixian, const std::string& emperorHand = "[]") {
  Game g = scenario(R"({"setup":{"ruleset":")" + ruleset +
                    R"(","factions":["emperor","harkonnen"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"harkonnen","territory":"the_great_flat","count":1}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":)" +
                    emperorHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Bashar"]}}})");
  EXPECT_EQ(g.phase, Phase::Battle);
  g = reseat(std::move(g), F::Harkonnen, F::Ixian);
  const LocationId l = loc("the_great_flat");
  g.board[l][index(F::Ixian)] = ixian;
  Player& p = g.player(F::Ixian);
  p.reserves = {static_cast<std::uint8_t>(13 - ixian.normal), static_cast<std::uint8_t>(7 - ixian.special)};
  if (ruleset == "basic") p.reserves = {static_cast<std::uint8_t>(20 - ixian.total()), 0};
  return g;
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// ix.ixian.faction_data: 10 spice, free revival 1, 13 Suboids and 7 Cyborgs, and the Cyborgs are the
// Ixians' elite forces (their module says so).
TEST(Ixian, FactionData) {
  const FactionInfo& fi = faction_info(F::Ixian);
  EXPECT_EQ(fi.startSpice, 10);
  EXPECT_EQ(fi.freeRevival, 1);
  EXPECT_EQ(fi.forces.specialCount, 7);
  EXPECT_EQ(leader_count(F::Ixian), 5);
  EXPECT_EQ(leader_strength(leader_by_name("C'Tair Pilru")), 5);
  EXPECT_EQ(leader_strength(leader_by_name("Cammar Pilru")), 1);
  ASSERT_NE(module_of(F::Ixian), nullptr);
  EXPECT_TRUE(module_of(F::Ixian)->eliteForces);
}

// ix.ixian.cyborg_strength, ix.ixian.suboid_strength, ix.ixian.dial_losses (Advanced): 4 Suboids (2)
// and 2 supported Cyborgs (4) with Kailea Vernius (2) make 8 and beat Caid (3) with 4 supported forces
// (4) = 7. Were a Cyborg 1, the Ixians would make 6 and lose. The winner loses exactly the 6 forces
// dialed: 4 Suboids and 2 Cyborgs; the 2 Suboids and 1 Cyborg not dialed stay.
TEST(Ixian, CyborgsCountTwoSuboidsHalfAndTheDialedForcesAreLost) {
  Game g = duel("advanced", {6, 3});
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":4})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":2})");
  no_traitors(g);
  ASSERT_EQ(g.battle.winner, 1);
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{4, 2}));
  EXPECT_EQ(forces_at(g, loc("the_great_flat"), F::Ixian), (Forces{2, 1}));
  EXPECT_EQ(g.player(F::Ixian).spice, 8);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.ixian.suboid_strength (Advanced): spice cannot raise a Suboid to full strength, so a plan may pay
// for its Cyborgs only; the Emperor's forces may still be supported.
TEST(Ixian, SpiceSupportsOnlyCyborgs) {
  Game g = duel("advanced", {6, 3});
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":3})")
          .code,
      Err::BadPlan);
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":4,"spice":1})").code,
      Err::BadPlan);
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":2})");
  // Every battle plan the legal-move list offers the Ixians pays for Cyborgs only.
  Game h = duel("advanced", {6, 3});
  for (const Action& a : legal_actions(h, F::Ixian))
    if (a.kind == ActionKind::BattlePlan) {
      EXPECT_LE(a.amount2, a.amount3);
    }
}

// ix.ixian.karama_against (E1 p.12): a Karama stops the Cyborgs counting 2. The plan that wins 8-7 above
// then makes 2 + 2 + 2 = 6 and loses.
TEST(Ixian, KaramaStopsCyborgValue) {
  Game g = duel("advanced", {6, 3}, R"(["karama"])");
  act(g, F::Emperor, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_cyborgs"})");
  EXPECT_TRUE(stopped(g, Advantage::IxianCyborgs));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":4})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":2})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 0);
}

// ix.boundary.force_values_basic, choice (b): in Basic every Ixian force counts 1, and elite forces and
// spice are not named. 6 forces + Kailea Vernius 2 = 8 beat Caid 3 + 4 = 7.
TEST(Ixian, BasicCountsEveryForceOne) {
  Game g = duel("basic", {9, 0});
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2})").code,
      Err::BadPlan);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 1);
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{6, 0}));
}

// A revival scenario: Ixians (in the Harkonnen seat) with 3 Suboids and 3 Cyborgs in the Tanks.
Game revival() {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"revival","storm_sector":0,
      "emperor":{"spice":10,"hand":[],"traitors":["Umman Kudu"],"tanks":{"normal":3,"special":3},
                 "reserves":{"normal":12,"special":2}},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Bashar"],"tanks":3}}})");
  EXPECT_EQ(g.phase, Phase::Revival);
  g = reseat(std::move(g), F::Harkonnen, F::Ixian);
  Player& p = g.player(F::Ixian);
  p.tanks = {3, 3};
  p.reserves = {10, 4};
  for (auto& cell : g.board) cell[static_cast<std::size_t>(index(F::Ixian))] = {};
  return g;
}

// ix.ixian.cyborg_revival (Advanced): Cyborgs have no one-a-turn limit, only the limit of 3; a paid
// Cyborg costs 3 and the free revival takes a Cyborg first: 3 Cyborgs cost 2 x 3 = 6.
TEST(Ixian, CyborgsReviveThreeAtThreeSpice) {
  Game g = revival();
  act(g, F::Ixian, R"({"type":"revive","forces":3,"elite":3})");
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{3, 0}));
  EXPECT_EQ(g.player(F::Ixian).reserves, (Forces{10, 7}));
  EXPECT_EQ(g.player(F::Ixian).spice, 4);
  // The Emperor's Sardaukar keep their limit of one a turn.
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"revive","forces":2,"elite":2})").code, Err::RevivalLimit);
}

// ix.ixian.cyborg_revival: 2 Suboids and 1 Cyborg: the Cyborg is free, the Suboids 2 each = 4; and a
// revival costing more than the Ixians hold is refused.
TEST(Ixian, MixedRevivalPrice) {
  Game g = revival();
  Game h = g;
  act(g, F::Ixian, R"({"type":"revive","forces":3,"elite":1})");
  EXPECT_EQ(g.player(F::Ixian).spice, 6);
  act(h, F::Emperor, R"({"type":"pass"})");
  h.player(F::Ixian).spice = 5;
  EXPECT_EQ(refuse(h, F::Ixian, R"({"type":"revive","forces":3,"elite":3})").code, Err::NotEnoughSpice);
  act(h, F::Ixian, R"({"type":"revive","forces":2,"elite":2})");  // free + 3
  EXPECT_EQ(h.player(F::Ixian).spice, 2);
}

// --- Bidding (the Ixians seated: they are playable) ---------------------------------------------

Game bidding(bool withIxians = true) {
  return scenario(std::string(R"({"setup":{"ruleset":"basic","factions":["emperor",)") +
                  (withIxians ? R"("ixian")" : R"("harkonnen")") +
                  R"(],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"bidding","storm_sector":0,
      "emperor":{"spice":10,"hand":[]}}})");
}

Action set_aside(CardId c, bool bottom) {
  return {.kind = ActionKind::SetAsideCard, .card = c, .flag = bottom};
}

// ix.ixian.technology_bidding (E1 p.8): one card more than the auction's is drawn; the Ixians look at all
// of them and set one aside at the bottom of the deck; the others are auctioned. Only the Ixian seat sees
// them (view and JSON); the buyer's card is known to the Ixians.
TEST(IxianBidding, LookAtOneMoreAndSetOneAsideAtTheBottom) {
  Game g = bidding();
  ASSERT_EQ(g.bidding.up.size(), 3u);  // two eligible players, one card more
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::SetAsideCard));
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::Bid));
  EXPECT_EQ(view(g, Viewer::of(F::Ixian)).auctionCardsSeen, g.bidding.up);
  EXPECT_TRUE(view(g, Viewer::of(F::Emperor)).auctionCardsSeen.empty());
  EXPECT_TRUE(view(g, Viewer::spectator()).auctionCardsSeen.empty());
  const std::string emperorJson = boost::json::serialize(to_json(view(g, Viewer::of(F::Emperor))));
  EXPECT_EQ(emperorJson.find("cards_seen"), std::string::npos);
  const std::string ixianJson = boost::json::serialize(to_json(view(g, Viewer::of(F::Ixian))));
  EXPECT_NE(ixianJson.find("cards_seen"), std::string::npos);

  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"pass"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"bid","amount":1})").code, Err::WrongPhase);
  EXPECT_EQ(refuse_action(g, F::Ixian, set_aside(g.treacheryDeck.back(), true)).code, Err::CardNotHeld);
  const CardId x = g.bidding.up[1];
  const std::size_t deck = g.treacheryDeck.size();
  ASSERT_TRUE(apply(g, F::Ixian, set_aside(x, true)).ok());
  EXPECT_EQ(g.treacheryDeck.size(), deck + 1);
  EXPECT_EQ(g.treacheryDeck.front(), x);  // the bottom
  ASSERT_EQ(g.bidding.up.size(), 2u);
  EXPECT_EQ(std::count(g.bidding.up.begin(), g.bidding.up.end(), x), 0);
  EXPECT_EQ(view(g, Viewer::of(F::Ixian)).auctionCardsSeen, g.bidding.up);
  // The auction: the Emperor buys the first card, and the Ixians know it.
  const CardId first = g.bidding.up[0];
  Faction opener = faction_at(g.bidding.turn);
  act(g, opener, opener == F::Emperor ? R"({"type":"bid","amount":1})" : R"({"type":"pass"})");
  if (opener == F::Ixian) act(g, F::Emperor, R"({"type":"bid","amount":1})");
  if (opener == F::Emperor) act(g, F::Ixian, R"({"type":"pass"})");
  ASSERT_FALSE(g.player(F::Emperor).hand.empty());
  EXPECT_EQ(g.player(F::Emperor).hand.back().card, first);
  EXPECT_TRUE(g.player(F::Emperor).hand.back().knownBy.has(F::Ixian));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.ixian.technology_bidding: set aside on top, the card is the deck's next draw; without the Ixians
// the auction has as many cards as eligible players and no one sets any aside.
TEST(IxianBidding, SetAsideOnTopAndNoLookWithoutIxians) {
  Game g = bidding();
  const CardId x = g.bidding.up[0];
  ASSERT_TRUE(apply(g, F::Ixian, set_aside(x, false)).ok());
  EXPECT_EQ(g.treacheryDeck.back(), x);
  Game h = bidding(false);
  EXPECT_EQ(h.bidding.up.size(), 2u);
  EXPECT_TRUE(has_pending(h, faction_at(h.bidding.turn), DecisionKind::Bid));
}

// ix.ixian.technology_bidding (E1 p.8 (2h): the Ixians know the cards they looked at): a card set aside
// on top stays known to them: their view shows it (known_deck_top) while it is the top card, no other
// seat's view does, and it is forgotten once drawn. Set aside at the bottom it is not the top: not shown.
TEST(IxianBidding, SetAsideOnTopStaysKnownToTheIxians) {
  Game g = bidding();
  const CardId x = g.bidding.up[0];
  ASSERT_TRUE(apply(g, F::Ixian, set_aside(x, false)).ok());
  ASSERT_EQ(g.treacheryDeck.back(), x);
  EXPECT_EQ(view(g, Viewer::of(F::Ixian)).knownDeckTop, x);
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).knownDeckTop, kNoCard);
  EXPECT_EQ(view(g, Viewer::spectator()).knownDeckTop, kNoCard);
  const std::string ixianJson = boost::json::serialize(to_json(view(g, Viewer::of(F::Ixian))));
  EXPECT_NE(ixianJson.find("known_deck_top"), std::string::npos);
  EXPECT_NE(ixianJson.find(std::string(card_info(x).key)), std::string::npos);
  const std::string emperorJson = boost::json::serialize(to_json(view(g, Viewer::of(F::Emperor))));
  EXPECT_EQ(emperorJson.find("known_deck_top"), std::string::npos);
  EXPECT_EQ(check_views(g), "");
  // The knowledge survives a snapshot round trip.
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  // Drawn (the engine's one draw from the deck's top), it is forgotten as the top card.
  ASSERT_EQ(draw_treachery(g, F::Emperor), x);
  EXPECT_EQ(g.table.knownTop.card, kNoCard);
  EXPECT_EQ(view(g, Viewer::of(F::Ixian)).knownDeckTop, kNoCard);

  Game b = bidding();
  ASSERT_TRUE(apply(b, F::Ixian, set_aside(b.bidding.up[0], true)).ok());
  EXPECT_EQ(view(b, Viewer::of(F::Ixian)).knownDeckTop, kNoCard);
  EXPECT_EQ(b.table.knownTop.card, kNoCard);
}

}  // namespace
}  // namespace dune::test
