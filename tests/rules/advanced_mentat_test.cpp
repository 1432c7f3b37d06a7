// Advanced bribery and the Advanced Mentat Pause (engine/rules/phases/bribery.cpp, mentat.cpp).
// Sources: FAQ Nov 2020 (bribery is an Advanced-game rule; bribe spice is placed in front of the
// shield and goes behind it at the Mentat Pause). Each test fails if its rule is broken.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/invariants.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Turn 3, start of the Storm phase (dials pending), Emperor 10 spice, Harkonnen 4.
Game at_storm(const std::string& ruleset) {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","harkonnen"],"seed":5,"random_seating":false},
      "position":{"turn":3,"phase":"storm","storm_sector":0,
        "forces":[{"faction":"emperor","territory":"arrakeen","count":2},
                  {"faction":"harkonnen","territory":"carthag","count":2}],
        "emperor":{"spice":10,"hand":[]},"harkonnen":{"spice":4,"hand":[]}}})");
}

// FAQ Nov 2020: bribery belongs to the Advanced game; a Basic game refuses it and changes nothing.
TEST(Bribery, BasicGameRefusesBribes) {
  Game g = at_storm("basic");
  Error e = refuse(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":3})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;
}

// FAQ Nov 2020: the bribe leaves the giver's spice at once and waits in front of the receiver's
// shield: the receiver cannot spend it before the Mentat Pause.
TEST(Bribery, BribeWaitsInFrontOfTheShield) {
  Game g = at_storm("advanced");
  const long base = spice_on_table(g) - g.bankOut;
  act(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":3})");
  EXPECT_EQ(g.player(F::Emperor).spice, 7);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 4);
  EXPECT_EQ(g.player(F::Harkonnen).bribes, 3);
  EXPECT_EQ(check_invariants(g, base), "");  // the bribe is counted on the table, not lost
  // Public: every seat and spectators see the spice in front of the shield.
  EXPECT_EQ(view(g, Viewer::spectator()).players[index(F::Harkonnen)].bribes, 3);
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).players[index(F::Harkonnen)].bribes, 3);
}

// FAQ Nov 2020: at the Mentat Pause the bribe goes behind the receiver's shield.
TEST(Bribery, MentatPauseCollectsBribes) {
  Game g = at_storm("advanced");
  act(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":3})");
  act(g, F::Harkonnen, R"({"type":"bribe","target":"emperor","amount":1})");
  begin_phase(g, Phase::MentatPause);
  EXPECT_EQ(g.player(F::Harkonnen).bribes, 0);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 4 - 1 + 3);
  EXPECT_EQ(g.player(F::Emperor).bribes, 0);
  EXPECT_EQ(g.player(F::Emperor).spice, 10 - 3 + 1);
  EXPECT_EQ(g.turn, 4);
}

// A bribe is the giver's own spice, to another faction in the game.
TEST(Bribery, RefusedBribes) {
  Game g = at_storm("advanced");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bribe","target":"emperor","amount":5})").code,
            Err::NotEnoughSpice);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bribe","target":"harkonnen","amount":1})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bribe","target":"fremen","amount":1})").code, Err::BadAction);
  Action none{.kind = ActionKind::Bribe, .faction = F::Emperor, .amount = 0};
  EXPECT_EQ(refuse_action(g, F::Harkonnen, none).code, Err::BadAction);
}

// A bribe cannot take the spice a standing high bid needs: the winner must be able to pay it.
TEST(Bribery, HighBidSpiceIsNotFreeToBribe) {
  Game g = at_storm("advanced");
  g.phase = Phase::Bidding;
  g.bidding.highBidder = index(F::Emperor);
  g.bidding.highBid = 8;
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":3})").code,
            Err::NotEnoughSpice);
  act(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":2})");
}

// GF9 p.12: an ally may pay part of a card's price, so the ally's spice backs the bid too.
TEST(Bribery, AllyBackingAHighBidCannotBribeItAway) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","emperor","harkonnen"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"storm","storm_sector":0,
        "emperor":{"spice":10,"hand":[],"ally":"harkonnen"},"harkonnen":{"spice":4,"hand":[],"ally":"emperor"}}})");
  g.phase = Phase::Bidding;
  g.bidding.highBidder = static_cast<std::int8_t>(index(F::Harkonnen));
  g.bidding.highBid = 12;  // Harkonnen 4 + Emperor 10 = 14: two spare
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"bribe","target":"atreides","amount":3})").code,
            Err::NotEnoughSpice);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bribe","target":"atreides","amount":3})").code,
            Err::NotEnoughSpice);
  act(g, F::Emperor, R"({"type":"bribe","target":"atreides","amount":2})");
}

// Landsraad rules 1.10.02.04, 1.12.00: allies may not give each other spice, so no bribe to the ally.
TEST(Bribery, NoBribeToTheAlly) {
  Game g = at_storm("advanced");
  g.player(F::Emperor).ally = static_cast<std::int8_t>(index(F::Harkonnen));
  g.player(F::Harkonnen).ally = static_cast<std::int8_t>(index(F::Emperor));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"bribe","target":"emperor","amount":1})").code,
            Err::NotAllowed);
}

// adv.spice_dialing: the spice a sealed battle plan dials stays for the battle.
TEST(Bribery, DialedSpiceIsNotFreeToBribe) {
  Game g = at_storm("advanced");
  g.phase = Phase::Battle;
  g.battle.sides = {static_cast<std::int8_t>(index(F::Emperor)),
                    static_cast<std::int8_t>(index(F::Harkonnen))};
  g.battle.plans[0].submitted = true;
  g.battle.plans[0].spice = 9;
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":2})").code,
            Err::NotEnoughSpice);
  act(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":1})");
}

// Snapshots carry the spice in front of each shield.
TEST(Bribery, SnapshotKeepsBribes) {
  Game g = at_storm("advanced");
  act(g, F::Emperor, R"({"type":"bribe","target":"harkonnen","amount":2})");
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back.value(), g);
}

}  // namespace
}  // namespace dune::test
