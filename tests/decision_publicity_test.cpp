// What of an open decision is public (kDecisionPublicity, engine/core/action.hpp; issue 35): every kind has
// its row; a masked window lists every seat asked in it until it closes, to everyone but the seat itself; a
// bound that reads the seat's secrets shows to that seat alone. Sources: GF9 Rulebook 2019 p.12 (spice behind
// the shield), ARCHITECTURE.md ("Every decision kind says, beside its declaration, what of it is public").
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

TEST(DecisionPublicity, EveryKindHasItsRow) {
  std::set<std::string_view> keys;
  for (int k = 0; k < kDecisionKinds; ++k) {
    const auto kind = static_cast<DecisionKind>(k);
    const DecisionPublicity& p = publicity(kind);
    EXPECT_EQ(p.kind, kind);
    EXPECT_FALSE(p.opens.empty()) << decision_key(kind);
    EXPECT_TRUE(keys.insert(decision_key(kind)).second) << decision_key(kind);
  }
  // The windows asked of everyone so that nobody learns who holds a card are masked.
  for (DecisionKind k :
       {DecisionKind::WeatherControl, DecisionKind::FamilyAtomics, DecisionKind::Thumper,
        DecisionKind::Harvester, DecisionKind::Amal, DecisionKind::Traitor, DecisionKind::Charity})
    EXPECT_EQ(publicity(k).seats, DecisionSeats::Masked) << decision_key(k);
  // A bid's maximum is the bidder's spice.
  EXPECT_EQ(publicity(DecisionKind::Bid).bounds, DecisionBounds::OwnMax);
}

std::vector<Faction> seats_in(const std::vector<Decision>& ds, DecisionKind k) {
  std::vector<Faction> out;
  for (const Decision& d : ds)
    if (d.kind == k) out.push_back(d.seat);
  std::sort(out.begin(), out.end());
  return out;
}

// CHOAM Charity (GF9 p.7) is asked of every seat; who has answered stays hidden until the window closes.
TEST(DecisionPublicity, AMaskedWindowListsEveryoneAskedUntilItCloses) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","fremen"],"seed":3,
      "random_seating":false},"position":{"turn":2,"phase":"charity","atreides":{"spice":1},
      "harkonnen":{"spice":9},"fremen":{"spice":0}}})");
  const std::vector<Faction> all{F::Atreides, F::Fremen, F::Harkonnen};
  EXPECT_EQ(seats_pending(g, DecisionKind::Charity), all);
  // The Harkonnen (9 spice) may only pass; they do.
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"claim_charity"})").code, Err::NotAllowed);
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(seats_pending(g, DecisionKind::Charity), (std::vector<Faction>{F::Atreides, F::Fremen}));
  // Everyone else still reads the Harkonnen as deciding; the Harkonnen read themselves as done.
  EXPECT_EQ(seats_in(view(g, Viewer::spectator()).pending, DecisionKind::Charity), all);
  EXPECT_EQ(seats_in(view(g, Viewer::of(F::Atreides)).pending, DecisionKind::Charity), all);
  EXPECT_EQ(seats_in(view(g, Viewer::of(F::Harkonnen)).pending, DecisionKind::Charity),
            (std::vector<Faction>{F::Atreides, F::Fremen}));
  // A snapshot keeps who was asked.
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(seats_in(view(back.value(), Viewer::spectator()).pending, DecisionKind::Charity), all);
  act(g, F::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 2);
  EXPECT_EQ(seats_in(view(g, Viewer::spectator()).pending, DecisionKind::Charity), all);
  act(g, F::Fremen, R"({"type":"pass"})");
  EXPECT_NE(g.phase, Phase::Charity);
  EXPECT_TRUE(seats_in(view(g, Viewer::spectator()).pending, DecisionKind::Charity).empty());
  EXPECT_TRUE(g.table.asked.empty());
}

// A bid's maximum (the bidder's spice) is the bidder's alone; its minimum (the high bid plus one) is public.
TEST(DecisionPublicity, ABidsMaximumIsTheBiddersOwn) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","fremen"],"seed":3,
      "random_seating":false},"position":{"turn":2,"phase":"bidding","atreides":{"spice":7,"hand":[]},
      "harkonnen":{"spice":9,"hand":[]},"fremen":{"spice":4,"hand":[]}}})");
  const std::vector<Decision> open = pending(g);
  const auto bid =
      std::find_if(open.begin(), open.end(), [](const Decision& d) { return d.kind == DecisionKind::Bid; });
  ASSERT_NE(bid, open.end());
  const Faction bidder = bid->seat;
  for (const auto& v :
       std::vector<std::optional<Faction>>{std::nullopt, F::Atreides, F::Harkonnen, F::Fremen}) {
    const View w = view(g, v ? Viewer::of(*v) : Viewer::spectator());
    for (const Decision& d : w.pending)
      if (d.kind == DecisionKind::Bid) {
        EXPECT_EQ(d.min, bid->min);
        EXPECT_EQ(d.max, v == bidder ? g.player(bidder).spice : 0);
      }
  }
}

}  // namespace
}  // namespace dune
