// The heuristic bot's Ixian technology swap and Karama power (bots/heuristic_bot.cpp), read from its
// view and the legal moves only (Ixians & Tleilaxu rulebook pp.8-9, second-hand pages): it swaps the
// card up for bid for its worst card when the card up is clearly better, and keeps a good hand; it
// spends its Karama on the HMS only for more spice than the card is worth.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/bot_choice.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Advanced, Bidding of turn 2, Atreides and Ixians; the Ixians set the first card drawn aside and the
// card up for bid is made `upKey` (the technology_swap decision is open).
Game swap_offered(const std::string& ixianHand, std::string_view upKey) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","ixian"],"seed":5,
      "random_seating":false},"position":{"turn":2,"phase":"bidding","storm_sector":0,
      "atreides":{"spice":10,"hand":[]},"ixian":{"spice":10,"hand":)" +
                    ixianHand + "}}}");
  EXPECT_TRUE(
      apply(g, F::Ixian, Action{.kind = ActionKind::SetAsideCard, .card = g.bidding.up[0], .flag = true})
          .ok());
  EXPECT_TRUE(has_pending(g, F::Ixian, DecisionKind::TechnologySwap));
  // Make the card up for bid the one asked for (a card of that kind not already in a hand).
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (card_info(c).key == upKey && !holds(g, F::Ixian, c)) {
      auto& up = g.bidding.up[static_cast<std::size_t>(g.bidding.current)];
      std::replace(g.treacheryDeck.begin(), g.treacheryDeck.end(), c, up);
      std::replace(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), c, up);
      for (auto& other : g.bidding.up)
        if (other == c) other = up;
      up = c;
      break;
    }
  return g;
}

TEST(HeuristicIxian, SwapsItsWorthlessCardForAWeapon) {
  Game g = swap_offered(R"(["baliset","shield"])", "lasgun");
  const Action a = bot_choice(g, F::Ixian);
  ASSERT_EQ(a.kind, ActionKind::SwapCardUpForBid);
  EXPECT_EQ(card_info(a.card).key, "baliset");
}

TEST(HeuristicIxian, KeepsItsHandWhenTheCardUpIsNoBetter) {
  Game g = swap_offered(R"(["crysknife","shield"])", "baliset");
  EXPECT_EQ(bot_choice(g, F::Ixian).kind, ActionKind::Pass);
}

// The Karama power moves the HMS only for more spice than the Karama card is worth.
TEST(HeuristicIxian, UsesTheKaramaPowerOnlyForMuchSpice) {
  auto position = [](int spice) {
    Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","ixian"],"seed":5,
        "random_seating":false},"position":{"turn":2,"phase":"ship_move","storm_sector":0,
        "hms_host":{"territory":"funeral_plain","sector":14},
        "forces":[{"faction":"ixian","territory":"hidden_mobile_stronghold","count":6}],
        "spice_on_board":[{"territory":"funeral_plain","amount":)" +
                      std::to_string(spice) + R"(},{"territory":"the_great_flat","amount":)" +
                      std::to_string(spice) + R"(}],
        "emperor":{"spice":10,"hand":[]},"ixian":{"spice":10,"hand":["karama"]}}})");
    pass_until_decision(g, F::Ixian, DecisionKind::Ship);
    return g;
  };
  Game rich = position(12);
  EXPECT_EQ(bot_choice(rich, F::Ixian).kind, ActionKind::KaramaMoveHms);
  Game poor = position(2);
  EXPECT_NE(bot_choice(poor, F::Ixian).kind, ActionKind::KaramaMoveHms);
}

}  // namespace
}  // namespace dune::test
