// The Ixians' Advanced technology swap, their Karama power and Karama against the Ixians
// (engine/rules/factions/ixian/ixian.cpp, engine/rules/phases/bidding.cpp; rule registry
// ix.ixian.technology_swap, ix.ixian.karama_power, ix.ixian.karama_against), as scenarios from stated
// positions. Sources: Ixians & Tleilaxu House Expansion (GF9 2020) rulebook pp.8-9 and the p.12 Karama
// list (page numbers second-hand: docs/expansions/IXIANS_TLEILAXU.md section 0); MA 7.1, 7.8, 13.1.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Atreides and Ixians (fixed seating) at the start of the Bidding phase of turn 2, 10 spice each; the
// Ixians' set-aside is answered (the first card drawn, at the bottom) unless `setAside` is false.
Game bidding(const std::string& ruleset, const std::string& atreidesHand, const std::string& ixianHand,
             bool setAside = true, bool allied = false) {
  const std::string atAlly = allied ? R"(,"ally":"ixian")" : "";
  const std::string ixAlly = allied ? R"(,"ally":"atreides")" : "";
  Game g = scenario(R"({"setup":{"ruleset":")" + ruleset +
                    R"(","factions":["atreides","ixian"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"bidding","storm_sector":0,
      "atreides":{"spice":10,"hand":)" +
                    atreidesHand + atAlly + R"(},"ixian":{"spice":10,"hand":)" + ixianHand + ixAlly + "}}}");
  EXPECT_TRUE(has_pending(g, F::Ixian, DecisionKind::SetAsideCard));
  if (setAside) {
    EXPECT_TRUE(
        apply(g, F::Ixian, Action{.kind = ActionKind::SetAsideCard, .card = g.bidding.up[0], .flag = true})
            .ok());
  }
  return g;
}

CardId up_for_bid(const Game& g) { return g.bidding.up[static_cast<std::size_t>(g.bidding.current)]; }

// The seat whose bid it is bids 1 (the Atreides) or passes (the Ixians) until the current card is sold.
void sell_current_to_atreides(Game& g) {
  const int card = g.bidding.current;
  for (int guard = 0; guard < 6 && g.phase == Phase::Bidding && g.bidding.current == card; ++guard) {
    if (has_pending(g, F::Atreides, DecisionKind::Bid))
      act(g, F::Atreides, g.bidding.highBidder < 0 ? R"({"type":"bid","amount":1})" : R"({"type":"pass"})");
    else if (has_pending(g, F::Ixian, DecisionKind::Bid))
      act(g, F::Ixian, R"({"type":"pass"})");
  }
}

// --- ix.ixian.technology_swap ---------------------------------------------------------------------

// E1 pp.8-9 (2h); MA 7.1, 7.8: Advanced, once per Bidding phase, before bidding on a card starts and
// before the Atreides look at it, the Ixians may take the card up for bid into their hand and put one of
// theirs face down in its place; that one is auctioned, and the Atreides see that one. Hand size kept.
TEST(IxianTechnologySwap, SwapBeforeTheBiddingAndBeforeTheAtreidesLook) {
  Game g = bidding("advanced", "[]", R"(["lasgun"])");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Bid));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, kNoCard);  // no look before the swap
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"swap_card_up_for_bid","card":"lasgun"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"swap_card_up_for_bid","card":"shield"})").code, Err::CardNotHeld);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"bid","amount":1})").code, Err::WrongPhase);

  const CardId taken = up_for_bid(g);
  const CardId lasgun = g.player(F::Ixian).hand[0].card;
  act(g, F::Ixian, R"({"type":"swap_card_up_for_bid","card":"lasgun"})");
  EXPECT_EQ(up_for_bid(g), lasgun);
  ASSERT_EQ(g.player(F::Ixian).hand.size(), 1u);
  EXPECT_EQ(g.player(F::Ixian).hand[0].card, taken);
  EXPECT_EQ(g.player(F::Ixian).hand[0].knownBy, FactionSet::of(F::Ixian));
  EXPECT_TRUE(g.bidding.swapped);
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, lasgun);  // the look comes after the swap
  EXPECT_TRUE(view(g, Viewer::spectator()).cardSwapped);             // public that it happened
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // Once a phase: the next card comes up with no question.
  sell_current_to_atreides(g);
  EXPECT_EQ(g.bidding.current, 1);
  EXPECT_TRUE(g.player(F::Atreides).hand[0].card == lasgun);
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
}

// ix.ixian.technology_swap: a pass declines for this card; the next card is offered again.
TEST(IxianTechnologySwap, APassKeepsTheCardAndTheSwapForLater) {
  Game g = bidding("advanced", "[]", R"(["lasgun"])");
  const CardId up = up_for_bid(g);
  act(g, F::Ixian, R"({"type":"pass"})");
  EXPECT_EQ(up_for_bid(g), up);
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, up);
  EXPECT_FALSE(view(g, Viewer::spectator()).cardSwapped);
  sell_current_to_atreides(g);
  ASSERT_EQ(g.bidding.current, 1);
  EXPECT_TRUE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
}

// ix.ixian.technology_swap is Advanced only, and needs a card in the Ixians' hand.
TEST(IxianTechnologySwap, NotInBasicNorWithAnEmptyHand) {
  Game basic = bidding("basic", "[]", R"(["lasgun"])");
  EXPECT_FALSE(has_pending(basic, F::Ixian, DecisionKind::TechnologySwap));
  EXPECT_FALSE(seats_pending(basic, DecisionKind::Bid).empty());
  Game empty = bidding("advanced", "[]", "[]");
  EXPECT_FALSE(has_pending(empty, F::Ixian, DecisionKind::TechnologySwap));
  EXPECT_FALSE(seats_pending(empty, DecisionKind::Bid).empty());
}

// --- ix.ixian.karama_against ----------------------------------------------------------------------

// E1 p.12 (2h): a Karama stops the technology swap: the open question closes, the Atreides look and the
// bidding begins; no swap is offered for the rest of the phase.
TEST(IxianKaramaAgainst, KaramaStopsTheTechnologySwap) {
  Game g = bidding("advanced", R"(["karama"])", R"(["lasgun"])");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
  act(g, F::Atreides, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_technology_swap"})");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
  EXPECT_FALSE(seats_pending(g, DecisionKind::Bid).empty());
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, up_for_bid(g));
  sell_current_to_atreides(g);
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
}

// The Advanced advantages (the swap, Cyborg movement and substitution, the Cyborg value) are refused as
// Karama targets in a Basic game, with a sentence; the Basic ones are not.
TEST(IxianKaramaAgainst, AdvancedTargetsRefusedInBasic) {
  Game g = bidding("basic", R"(["karama"])", R"(["lasgun"])", false);
  const Error e = refuse(g, F::Atreides,
                         R"({"type":"karama_stop","target":"ixian","advantage":"ixian_technology_swap"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;
  bool lookOffered = false, swapOffered = false;
  for (const Action& a : legal_actions(g, F::Atreides))
    if (a.kind == ActionKind::KaramaStop) {
      lookOffered |= a.sub == static_cast<std::uint8_t>(Advantage::IxianBiddingLook);
      swapOffered |= a.sub == static_cast<std::uint8_t>(Advantage::IxianTechnologySwap);
    }
  EXPECT_TRUE(lookOffered);  // a Basic row after the Advanced ones is still listed (no early break)
  EXPECT_FALSE(swapOffered);
}

// E1 p.8, p.12 (2h): a Karama against the look played while the set-aside is open stops it (boundary
// ix.boundary.karama_ixian_look, choice (a)): the extra card, the last drawn, goes back on top of the
// deck, one card per eligible player is auctioned, and the Ixians' view no longer lists them.
TEST(IxianKaramaAgainst, KaramaStopsTheLookAndSetAside) {
  Game g = bidding("basic", R"(["karama"])", "[]", false);
  ASSERT_EQ(g.bidding.up.size(), 3u);
  const CardId last = g.bidding.up[2];
  act(g, F::Atreides, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_bidding_look"})");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SetAsideCard));
  EXPECT_EQ(g.bidding.up.size(), 2u);
  EXPECT_EQ(g.treacheryDeck.back(), last);
  EXPECT_FALSE(seats_pending(g, DecisionKind::Bid).empty());
  EXPECT_TRUE(view(g, Viewer::of(F::Ixian)).auctionCardsSeen.empty());
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// E1 p.9, p.12 (2h): a Karama stops the ally's discard-and-draw: the open question closes and the
// auction goes on with the card kept.
TEST(IxianKaramaAgainst, KaramaStopsTheAllysReplacement) {
  Game g = bidding("basic", R"(["karama"])", "[]", true, true);
  sell_current_to_atreides(g);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::ReplaceCard));
  const CardId bought = g.player(F::Atreides).hand.back().card;
  act(g, F::Atreides, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_ally_replacement"})");
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::ReplaceCard));
  EXPECT_EQ(g.player(F::Atreides).hand.back().card, bought);
  EXPECT_EQ(g.bidding.current, 1);
  EXPECT_FALSE(seats_pending(g, DecisionKind::Bid).empty());
}

// Emperor and Ixians (fixed seating), 10 spice each, in `phase` of `turn`, storm in sector 0.
Game duo(const std::string& ruleset, const std::string& phase, int turn, const std::string& extra,
         const std::string& emperorHand = "[]", const std::string& ixianHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","ixian"],"seed":5,"random_seating":false},
      "position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":")" + phase + R"(","storm_sector":0,
      "emperor":{"spice":10,"hand":)" +
                  emperorHand + R"(,"traitors":["Cammar Pilru"]},
      "ixian":{"spice":10,"hand":)" +
                  ixianHand + R"(,"traitors":["Bashar"]})" + extra + "}}");
}

// E1 p.12 (2h): a Karama stops the extra Cyborg movement: a group with a Cyborg moves 1 territory.
TEST(IxianKaramaAgainst, KaramaStopsCyborgMovement) {
  Game g = duo("advanced", "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"funeral_plain","count":2,"special":1}])",
               R"(["karama"])");
  pass_until_decision(g, F::Ixian, DecisionKind::Ship);
  act(g, F::Ixian, R"({"type":"pass"})");
  act(g, F::Emperor, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_movement"})");
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":3})")
          .code,
      Err::OutOfRange);
  act(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_great_flat","forces":3})");
  EXPECT_EQ(forces_at(g, F::Ixian, "the_great_flat"), 3);
}

// Cyborg movement is an Advanced advantage: in a Basic game a Karama cannot name it (a sentence, the
// game unchanged), and the legal moves do not offer it; the HMS move, a Basic one, is offered in its phase.
TEST(IxianKaramaAgainst, CyborgMovementRefusedInBasic) {
  Game g = duo("basic", "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14})",
               R"(["karama"])");
  const Error e =
      refuse(g, F::Emperor, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_movement"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;
  for (const Action& a : legal_actions(g, F::Emperor))
    if (a.kind == ActionKind::KaramaStop) {
      EXPECT_NE(a.sub, static_cast<std::uint8_t>(Advantage::IxianMovement));
    }
}

// E1 p.12 (2h): a Karama stops Suboid substitution: the after-losses question closes, the battle goes on.
TEST(IxianKaramaAgainst, KaramaStopsSuboidSubstitution) {
  Game g = duo("advanced", "battle", 3, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"ixian","territory":"the_great_flat","count":6,"special":3}])",
               R"(["karama"])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":4})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":2})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  act(g, F::Emperor, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_substitution"})");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  EXPECT_NE(g.battle.step, BattleStep::AfterLosses);
  EXPECT_FALSE(pending(g).empty());
}

// E1 p.12 (2h): a Karama stops the HMS move before the storm (and so its spice pick-up): the window
// closes and the storm goes on; a Basic advantage.
TEST(IxianKaramaAgainst, KaramaStopsTheHmsMove) {
  Game g = duo("basic", "storm", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":2}],
      "spice_on_board":[{"territory":"funeral_plain","amount":6},{"territory":"the_great_flat","amount":10}])",
               R"(["karama"])");
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  act(g, F::Emperor, R"({"type":"karama_stop","target":"ixian","advantage":"ixian_hms_move"})");
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::MobileStronghold));
  EXPECT_NE(g.storm.step, StormStep::FactionWindow);  // the storm goes on
  EXPECT_FALSE(pending(g).empty());
  EXPECT_EQ(g.mobileHost, loc("funeral_plain", 14));
  EXPECT_EQ(g.player(F::Ixian).spice, 10);
}

// --- ix.ixian.karama_power ------------------------------------------------------------------------

Game karama_power_position(const std::string& ruleset) {
  return duo(ruleset, "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":2}],
      "spice_on_board":[{"territory":"funeral_plain","amount":6},{"territory":"the_great_flat","amount":10}])",
             R"(["karama"])", R"(["karama"])");
}

// E1 p.9 (2h); MA 7.1, 13.1: Advanced, once a game, with a Karama card, in their own Shipment and
// Movement turn, the Ixians move the HMS up to 2 territories besides their normal move, picking up
// spice as its Storm-phase move does (boundary ix.boundary.hms_collect_rate (a)).
TEST(IxianKaramaPower, MoveTheHmsTwoTerritoriesInTheirOwnTurn) {
  Game g = karama_power_position("advanced");
  pass_until_decision(g, F::Ixian, DecisionKind::Ship);
  bool offered = false;
  for (const Action& a : legal_actions(g, F::Ixian)) offered |= a.kind == ActionKind::KaramaMoveHms;
  EXPECT_TRUE(offered);
  const Error other = refuse(g, F::Emperor, R"({"type":"karama_move_stronghold","to":"the_great_flat"})");
  EXPECT_EQ(other.code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"karama_move_stronghold","to":"the_greater_flat"})").code,
            Err::OutOfRange);
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"karama_move_stronghold","to":"tueks_sietch"})").code,
            Err::NotAllowed);
  act(g, F::Ixian, R"({"type":"karama_move_stronghold","from":"the_great_flat","to":"the_greater_flat"})");
  EXPECT_EQ(g.mobileHost, loc("the_greater_flat"));
  EXPECT_EQ(g.player(F::Ixian).spice, 18);  // 4 leaving the Funeral Plain, 4 on the Great Flat
  EXPECT_TRUE(g.player(F::Ixian).karamaPowerUsed);
  EXPECT_TRUE(g.player(F::Ixian).hand.empty());
  EXPECT_TRUE(has_pending(g, F::Ixian, DecisionKind::Ship));  // their normal turn goes on
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  // Once a game.
  g.player(F::Ixian).hand.push_back(HeldCard{card_by_key("karama"), FactionSet::of(F::Ixian)});
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"karama_move_stronghold","to":"the_great_flat"})").code,
            Err::NotAllowed);
}

// ix.ixian.karama_power: only in the Ixians' own turn, and only in the Advanced game.
TEST(IxianKaramaPower, OnlyInTheirOwnTurnAndOnlyAdvanced) {
  Game g = karama_power_position("advanced");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Ship));
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"karama_move_stronghold","to":"the_great_flat"})").code,
            Err::WrongPhase);
  Game basic = karama_power_position("basic");
  pass_until_decision(basic, F::Ixian, DecisionKind::Ship);
  const Error e = refuse(basic, F::Ixian, R"({"type":"karama_move_stronghold","to":"the_great_flat"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;
}

}  // namespace
}  // namespace dune::test
