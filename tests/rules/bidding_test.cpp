// Bidding phase scenarios: how many cards are dealt, who opens each card, what a bid must be,
// who is paid, what happens when everyone passes, hand limits, the Harkonnen free card, the
// Atreides look at the card and Karama in bidding.
// Sources: docs/RULES_SOURCES.md §5 (rule ids in each comment).
//
// Seating is fixed ("random_seating": false): with six factions the player circles are
// Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16. With the storm
// in sector 0 the storm order is Atreides, Bene Gesserit, Emperor, Fremen, Guild, Harkonnen;
// with the storm in sector 15 it is Harkonnen, Atreides, Bene Gesserit, Emperor, Fremen, Guild.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 7, "random_seating": false})";
constexpr const char* kNoEmperor =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "fremen", "guild", "harkonnen"],
                 "seed": 7, "random_seating": false})";

// Everyone's hand is stated empty unless the test states it; spice is 10 unless stated.
Game six(const std::string& factions, int storm = 0) {
  return scenario("{" + std::string(kSix) + R"(, "position": {"phase": "bidding", "storm_sector": )" +
                  std::to_string(storm) + (factions.empty() ? "" : ", " + factions) + "}}");
}

const char* kEmptyHands =
    R"("atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
       "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
       "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []})";

std::vector<CardId> hand_of(const Game& g, Faction f) {
  std::vector<CardId> out;
  for (const HeldCard& h : g.player(f).hand) out.push_back(h.card);
  return out;
}

bool in_hand(const Game& g, Faction f, CardId c) {
  for (const HeldCard& h : g.player(f).hand)
    if (h.card == c) return true;
  return false;
}

bool holds_kind(const Game& g, Faction f, CardKind k) {
  for (const HeldCard& h : g.player(f).hand)
    if (card_kind(h.card) == k) return true;
  return false;
}

std::vector<Faction> bidders(const Game& g) {
  std::vector<Faction> out;
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::Bid) out.push_back(d.seat);
  return out;
}

// The one seat whose bid is awaited.
Faction bidder(const Game& g) {
  auto b = bidders(g);
  EXPECT_EQ(b.size(), 1u);
  return b.empty() ? Faction::Atreides : b.front();
}

void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }
void bid(Game& g, Faction f, int n) { act(g, f, R"({"type":"bid","amount":)" + std::to_string(n) + "}"); }

// The awaited bidders pass until `stop` is to bid again or the card up for bid is sold.
void others_pass_until(Game& g, Faction stop) {
  const int card = g.bidding.current;
  for (int guard = 0;
       guard < 12 && g.phase == Phase::Bidding && g.bidding.current == card && bidder(g) != stop; ++guard)
    pass(g, bidder(g));
}

// --- cards dealt --------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.8 (bidding.number_of_cards): one card per player whose hand is not full.
TEST(Bidding, OneCardDealtPerPlayerWithRoomInHand) {
  Game g = six(R"("atreides": {"hand": ["shield", "snooper", "baliset", "kulon"]},
                  "bene_gesserit": {"hand": []}, "emperor": {"hand": ["shield"]},
                  "fremen": {"hand": []}, "guild": {"hand": []}, "harkonnen": {"hand": []})");
  EXPECT_EQ(g.bidding.up.size(), 5u);
  EXPECT_EQ(view(g, Viewer::of(Faction::Fremen)).bidCardCount, 5);
}

// GF9 Rulebook 2019 p.17 (bidding.hand_limit): the Harkonnen hand limit is 8, so 7 cards still bid.
TEST(Bidding, HarkonnenWithSevenCardsStillBids) {
  Game g = six(R"("atreides": {"hand": ["shield", "snooper", "baliset", "kulon"]},
                  "bene_gesserit": {"hand": ["shield", "snooper", "la_la_la", "jubba_cloak"]},
                  "emperor": {"hand": ["shield", "snooper", "chaumas", "crysknife"]},
                  "fremen": {"hand": ["stunner", "slip_tip", "maula_pistol", "gom_jabbar"]},
                  "guild": {"hand": ["lasgun", "chaumurky", "ellaca_drug", "trip_to_gamont"]},
                  "harkonnen": {"hand": ["cheap_hero", "cheap_hero", "cheap_heroine", "truthtrance",
                                         "truthtrance", "hajr", "weather_control"]})");
  EXPECT_EQ(g.bidding.up.size(), 1u);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::Harkonnen});
}

// GF9 Rulebook 2019 p.17 (bidding.hand_limit): with 8 cards the Harkonnen hand is full: no card is
// dealt for them and they do not open even as First Player.
TEST(Bidding, HarkonnenWithEightCardsIsFull) {
  Game g = six(R"("atreides": {"hand": []}, "bene_gesserit": {"hand": []}, "emperor": {"hand": []},
                  "fremen": {"hand": []}, "guild": {"hand": []},
                  "harkonnen": {"hand": ["cheap_hero", "cheap_hero", "cheap_heroine", "truthtrance",
                                         "truthtrance", "hajr", "weather_control", "baliset"]})",
               15);
  EXPECT_EQ(g.bidding.up.size(), 5u);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::Atreides});
}

// GF9 Rulebook 2019 p.8 (bidding.hand_limit): a player with a full hand (4) may not bid.
TEST(Bidding, FullHandIsSkipped) {
  Game g = six(R"("atreides": {"hand": ["shield", "snooper", "baliset", "kulon"]},
                  "bene_gesserit": {"hand": []}, "emperor": {"hand": []}, "fremen": {"hand": []},
                  "guild": {"hand": []}, "harkonnen": {"hand": []})");
  // The full hand is the reason, not the turn (issue 16): illegal.hand_full.
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":1})").code, Err::HandFull);
  bid(g, Faction::BeneGesserit, 1);
  for (Faction f : {Faction::Emperor, Faction::Fremen, Faction::Guild, Faction::Harkonnen}) {
    EXPECT_EQ(bidder(g), f);
    pass(g, f);
  }
  // Back round to the Bene Gesserit without asking the Atreides: the card is sold.
  EXPECT_EQ(g.player(Faction::BeneGesserit).hand.size(), 1u);
  EXPECT_EQ(g.player(Faction::Atreides).hand.size(), 4u);
}

// --- who opens ----------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.8 (bidding.opening_bidder): the First Player opens the first card.
TEST(Bidding, FirstPlayerOpensFirstCard) {
  Game g = six(kEmptyHands);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::Atreides});
  Game h = six(kEmptyHands, 15);  // storm in 15: the Harkonnen (circle 16) are First Player
  EXPECT_EQ(bidders(h), std::vector<Faction>{Faction::Harkonnen});
}

// GF9 Rulebook 2019 p.8 (bidding.opening_bidder): if the First Player cannot bid, the next
// eligible player in storm order opens.
TEST(Bidding, NextEligibleOpensWhenFirstPlayerHandIsFull) {
  Game g = six(R"("atreides": {"hand": ["shield", "snooper", "baliset", "kulon"]},
                  "bene_gesserit": {"hand": ["shield", "snooper", "la_la_la", "jubba_cloak"]},
                  "emperor": {"hand": []}, "fremen": {"hand": []}, "guild": {"hand": []},
                  "harkonnen": {"hand": []})");
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::Emperor});
}

// GF9 Rulebook 2019 p.8 (bidding.opening_bidder): each later card is opened by the next eligible
// player after the previous card's opener, not after its winner.
TEST(Bidding, NextCardOpenedByPlayerAfterPreviousOpener) {
  Game g = six(kEmptyHands);
  pass(g, Faction::Atreides);  // Atreides opened card 1
  pass(g, Faction::BeneGesserit);
  bid(g, Faction::Emperor, 1);
  for (Faction f :
       {Faction::Fremen, Faction::Guild, Faction::Harkonnen, Faction::Atreides, Faction::BeneGesserit})
    pass(g, f);
  ASSERT_EQ(g.player(Faction::Emperor).hand.size(), 1u);  // the Emperor won card 1
  EXPECT_EQ(g.bidding.current, 1);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::BeneGesserit});  // not the Fremen
}

// GF9 Rulebook 2019 p.8 (bidding.opening_bidder): the next opener skips a player whose hand
// became full by buying the previous card.
TEST(Bidding, NextOpenerSkipsPlayerWhoseHandBecameFull) {
  Game g = six(R"("atreides": {"hand": []}, "bene_gesserit": {"hand": ["shield", "snooper", "kulon"]},
                  "emperor": {"hand": []}, "fremen": {"hand": []}, "guild": {"hand": []},
                  "harkonnen": {"hand": []})");
  pass(g, Faction::Atreides);
  bid(g, Faction::BeneGesserit, 1);
  others_pass_until(g, Faction::BeneGesserit);
  ASSERT_EQ(g.player(Faction::BeneGesserit).hand.size(), 4u);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::Emperor});
}

// --- what a bid must be ----------------------------------------------------------------------------

// GF9 Rulebook 2019 p.8 (bidding.opening_bid_min): the opening bid is at least 1 spice.
TEST(Bidding, OpeningBidAtLeastOne) {
  Game g = six(kEmptyHands);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":0})").code, Err::BidTooLow);
}

// GF9 Rulebook 2019 p.8 (bidding.raise_or_pass): a bid must be strictly above the high bid.
TEST(Bidding, BidMustRaiseHighBid) {
  Game g = six(kEmptyHands);
  bid(g, Faction::Atreides, 3);
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, R"({"type":"bid","amount":3})").code, Err::BidTooLow);
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, R"({"type":"bid","amount":2})").code, Err::BidTooLow);
  bid(g, Faction::BeneGesserit, 4);
  EXPECT_EQ(g.bidding.highBid, 4);
  EXPECT_EQ(g.bidding.highBidder, index(Faction::BeneGesserit));
}

// GF9 Rulebook 2019 p.8 (bidding.bid_limit): you may not bid more spice than you have.
TEST(Bidding, BidMayNotExceedOwnSpice) {
  Game g = six(R"("atreides": {"spice": 3, "hand": []})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":4})").code, Err::NotEnoughSpice);
  bid(g, Faction::Atreides, 3);
}

// GF9 Rulebook 2019 p.12 (bidding.ally_help): the ally may pay part of the price, so the bid may
// go up to both players' spice; the buyer's own spice is spent first, the ally pays the rest,
// and the whole price goes to the Emperor.
TEST(Bidding, AllySpiceCoversBidAboveOwnSpice) {
  Game g = six(R"("atreides": {"spice": 3, "hand": [], "ally": "fremen"},
                  "fremen": {"spice": 5, "hand": []}, "emperor": {"spice": 10, "hand": []})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":9})").code, Err::NotEnoughSpice);
  bid(g, Faction::Atreides, 6);
  CardId card = g.bidding.up[0];
  others_pass_until(g, Faction::Atreides);
  EXPECT_TRUE(in_hand(g, Faction::Atreides, card));
  EXPECT_EQ(g.player(Faction::Atreides).spice, 0);
  EXPECT_EQ(g.player(Faction::Fremen).spice, 2);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 16);
}

// --- payment -------------------------------------------------------------------------------------

// GF9 Rulebook 2019 pp.8,19 (bidding.payment): the winner pays the Emperor and takes the card.
TEST(Bidding, WinnerPaysEmperor) {
  Game g = six(kEmptyHands);
  CardId card = g.bidding.up[0];
  bid(g, Faction::Atreides, 3);
  others_pass_until(g, Faction::Atreides);
  EXPECT_EQ(hand_of(g, Faction::Atreides), std::vector<CardId>{card});
  EXPECT_EQ(g.player(Faction::Atreides).spice, 7);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 13);
  for (Faction f : {Faction::BeneGesserit, Faction::Fremen, Faction::Guild, Faction::Harkonnen})
    EXPECT_EQ(g.player(f).spice, 10) << faction_key(f);
}

// GF9 Rulebook 2019 p.19 (bidding.emperor_payments): the Emperor's own purchase is paid to the Bank.
TEST(Bidding, EmperorPurchasePaysBank) {
  Game g = six(kEmptyHands);
  CardId card = g.bidding.up[0];
  pass(g, Faction::Atreides);
  pass(g, Faction::BeneGesserit);
  bid(g, Faction::Emperor, 4);
  others_pass_until(g, Faction::Emperor);
  EXPECT_EQ(hand_of(g, Faction::Emperor), std::vector<CardId>{card});
  EXPECT_EQ(g.player(Faction::Emperor).spice, 6);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Fremen, Faction::Guild, Faction::Harkonnen})
    EXPECT_EQ(g.player(f).spice, 10) << faction_key(f);
}

// GF9 Rulebook 2019 p.8 (bidding.payment): without the Emperor in the game the Bank is paid.
TEST(Bidding, WithoutEmperorWinnerPaysBank) {
  Game g = scenario("{" + std::string(kNoEmperor) + R"(, "position": {"phase": "bidding", "storm_sector": 0,
      "atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
      "fremen": {"spice": 10, "hand": []}, "guild": {"spice": 10, "hand": []},
      "harkonnen": {"spice": 10, "hand": []}}})");
  ASSERT_EQ(bidders(g), std::vector<Faction>{Faction::Atreides});
  bid(g, Faction::Atreides, 5);
  others_pass_until(g, Faction::Atreides);
  EXPECT_EQ(g.player(Faction::Atreides).hand.size(), 1u);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 5);
  for (Faction f : {Faction::BeneGesserit, Faction::Fremen, Faction::Guild, Faction::Harkonnen})
    EXPECT_EQ(g.player(f).spice, 10) << faction_key(f);
}

// --- everyone passes ----------------------------------------------------------------------------

// GF9 Rulebook 2019 p.8 (bidding.bought_in): if everyone passes on the first card, all the cards
// go back on top of the deck in their order and bidding ends.
TEST(Bidding, AllPassReturnsCardsToTopOfDeckAndEndsBidding) {
  Game g = six(kEmptyHands);
  std::vector<CardId> up = g.bidding.up;
  ASSERT_EQ(up.size(), 6u);
  std::size_t deckBefore = g.treacheryDeck.size();
  for (Faction f : {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen,
                    Faction::Guild, Faction::Harkonnen})
    pass(g, f);
  EXPECT_NE(g.phase, Phase::Bidding);
  ASSERT_EQ(g.treacheryDeck.size(), deckBefore + 6);
  for (std::size_t i = 0; i < up.size(); ++i)
    EXPECT_EQ(g.treacheryDeck[g.treacheryDeck.size() - 1 - i], up[i]) << "card " << i;
  for (int f = 0; f < kFactions; ++f) EXPECT_TRUE(g.players[f].hand.empty());
  EXPECT_EQ(g.player(Faction::Emperor).spice, 10);
}

// GF9 Rulebook 2019 p.8 (bidding.bought_in): after a card is sold, an all-pass on the next card
// returns it and the rest (not the sold one) to the top of the deck and ends bidding.
TEST(Bidding, AllPassOnLaterCardReturnsRemainingCards) {
  Game g = six(kEmptyHands);
  std::vector<CardId> up = g.bidding.up;
  bid(g, Faction::Atreides, 1);
  others_pass_until(g, Faction::Atreides);
  ASSERT_EQ(hand_of(g, Faction::Atreides), std::vector<CardId>{up[0]});
  std::size_t deckBefore = g.treacheryDeck.size();
  // Card 2 is opened by the Bene Gesserit; all six pass.
  for (Faction f : {Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Guild,
                    Faction::Harkonnen, Faction::Atreides})
    pass(g, f);
  EXPECT_NE(g.phase, Phase::Bidding);
  ASSERT_EQ(g.treacheryDeck.size(), deckBefore + 5);
  for (std::size_t i = 1; i < up.size(); ++i)
    EXPECT_EQ(g.treacheryDeck[g.treacheryDeck.size() - i], up[i]) << "card " << i;
  EXPECT_EQ(hand_of(g, Faction::Atreides), std::vector<CardId>{up[0]});
}

// --- Harkonnen ----------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.17 (bidding.harkonnen_bonus): each card the Harkonnen buy brings the top
// card of the deck free.
TEST(Bidding, HarkonnenDrawFreeCardWithEachPurchase) {
  Game g = six(kEmptyHands, 15);
  ASSERT_EQ(bidders(g), std::vector<Faction>{Faction::Harkonnen});
  CardId card = g.bidding.up[0];
  CardId top = g.treacheryDeck.back();
  bid(g, Faction::Harkonnen, 2);
  others_pass_until(g, Faction::Harkonnen);
  EXPECT_EQ(hand_of(g, Faction::Harkonnen), (std::vector<CardId>{card, top}));
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 8);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 12);
}

// GF9 Rulebook 2019 p.17 (bidding.harkonnen_bonus): no free card when the purchase is the 8th card.
TEST(Bidding, HarkonnenNoFreeCardWhenPurchaseFillsHand) {
  Game g = six(R"("harkonnen": {"hand": ["cheap_hero", "cheap_hero", "cheap_heroine", "truthtrance",
                                         "truthtrance", "hajr", "weather_control"]},
                  "atreides": {"hand": []})",
               15);
  ASSERT_EQ(bidders(g), std::vector<Faction>{Faction::Harkonnen});
  CardId card = g.bidding.up[0];
  std::size_t deck = g.treacheryDeck.size();
  bid(g, Faction::Harkonnen, 1);
  others_pass_until(g, Faction::Harkonnen);
  EXPECT_EQ(g.player(Faction::Harkonnen).hand.size(), 8u);
  EXPECT_TRUE(in_hand(g, Faction::Harkonnen, card));
  EXPECT_EQ(g.treacheryDeck.size(), deck);
}

// FAQ Nov 2020 p.7 (bidding.harkonnen_bonus, 2h): a card taken with Karama is still a purchase,
// so the Harkonnen draw their free card.
TEST(Bidding, HarkonnenKaramaPurchaseStillDrawsFreeCard) {
  Game g = six(R"("harkonnen": {"spice": 0, "hand": ["karama"]})", 15);
  ASSERT_EQ(bidders(g), std::vector<Faction>{Faction::Harkonnen});
  CardId card = g.bidding.up[0];
  CardId top = g.treacheryDeck.back();
  act(g, Faction::Harkonnen, R"({"type":"karama_take_card"})");
  EXPECT_EQ(hand_of(g, Faction::Harkonnen), (std::vector<CardId>{card, top}));
}

// --- Atreides -----------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.17 (bidding.atreides_look): the Atreides see each card up for bid; no one
// else does.
TEST(Bidding, AtreidesViewShowsCardUpForBid) {
  Game g = six(kEmptyHands);
  EXPECT_EQ(view(g, Viewer::of(Faction::Atreides)).cardUpForBid, g.bidding.up[0]);
  for (Faction f :
       {Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Guild, Faction::Harkonnen})
    EXPECT_EQ(view(g, Viewer::of(f)).cardUpForBid, kNoCard) << faction_key(f);
  EXPECT_EQ(view(g, Viewer::spectator()).cardUpForBid, kNoCard);
  // The next card is shown as it comes up.
  bid(g, Faction::Atreides, 1);
  others_pass_until(g, Faction::Atreides);
  ASSERT_EQ(g.bidding.current, 1);
  EXPECT_EQ(view(g, Viewer::of(Faction::Atreides)).cardUpForBid, g.bidding.up[1]);
  EXPECT_EQ(view(g, Viewer::of(Faction::Harkonnen)).cardUpForBid, kNoCard);
}

// --- Karama -------------------------------------------------------------------------------------

// FAQ Nov 2020 p.1/p.7 (bidding.karama): with Karama a player may bid beyond its spice; if that bid
// wins, the Karama is discarded, the card is taken free and nobody (not the Emperor) is paid.
TEST(Bidding, KaramaBidBeyondSpiceWinsCardFree) {
  Game g = six(R"("atreides": {"spice": 2, "hand": ["karama"]}, "emperor": {"spice": 10, "hand": []})");
  CardId card = g.bidding.up[0];
  act(g, Faction::Atreides, R"({"type":"bid","amount":5,"karama":true})");
  others_pass_until(g, Faction::Atreides);
  EXPECT_EQ(hand_of(g, Faction::Atreides), std::vector<CardId>{card});
  EXPECT_EQ(g.player(Faction::Atreides).spice, 2);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 10);
  ASSERT_FALSE(g.treacheryDiscard.empty());
  EXPECT_EQ(card_kind(g.treacheryDiscard.back()), CardKind::Karama);
}

// GF9 Rulebook 2019 p.8 (bidding.bid_limit): without Karama a bid beyond one's spice is refused,
// and a Karama-backed bid needs a Karama card in hand.
TEST(Bidding, BidBeyondSpiceNeedsKarama) {
  Game g = six(R"("atreides": {"spice": 2, "hand": []})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":5})").code, Err::NotEnoughSpice);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":5,"karama":true})").code,
            Err::CardNotHeld);
}

// FAQ Nov 2020 p.1/p.7 (bidding.karama): Karama takes the card up for bid without paying; the next
// card is then opened by the player after this card's opener.
TEST(Bidding, KaramaTakesCardWithoutPaying) {
  Game g = six(R"("atreides": {"spice": 10, "hand": ["karama"]}, "emperor": {"spice": 10, "hand": []},
                  "bene_gesserit": {"hand": []})");
  CardId card = g.bidding.up[0];
  act(g, Faction::Atreides, R"({"type":"karama_take_card"})");
  EXPECT_EQ(hand_of(g, Faction::Atreides), std::vector<CardId>{card});
  EXPECT_FALSE(holds_kind(g, Faction::Atreides, CardKind::Karama));
  EXPECT_EQ(g.player(Faction::Atreides).spice, 10);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 10);
  EXPECT_EQ(g.bidding.current, 1);
  EXPECT_EQ(bidders(g), std::vector<Faction>{Faction::BeneGesserit});
}

// FAQ Nov 2020 (bidding.karama): Karama may not be used in bidding with a full hand.
TEST(Bidding, KaramaNotUsableWithFullHand) {
  Game g = six(R"("atreides": {"spice": 10, "hand": ["karama", "shield", "snooper", "kulon"]},
                  "bene_gesserit": {"hand": []})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"karama_take_card"})").code, Err::NotYourDecision);
  // The full hand is the reason (issue 16): illegal.hand_full.
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"bid","amount":20,"karama":true})").code, Err::HandFull);
}

}  // namespace
}  // namespace dune
