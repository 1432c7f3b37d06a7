// The search bot (issue 38, item 2; bots/search_bot.hpp): at positions of random games with every playable
// faction in rotation and every variant, Basic and Advanced, its choice is one the engine accepts; it is the
// same for a game that differs only in what its seat does not know (it reads nothing else: its legal
// actions, its view and the games dealt from what it knows, engine/determinize.hpp); and the same generator
// state and budget give the same choice.
#include "bots/search_bot.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "bots/match.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "tests/support/random_play.hpp"
#include "tests/support/reshuffle.hpp"

namespace dune {
namespace {

using namespace dune::test;

std::string text(const Action& a) { return boost::json::serialize(to_json(a)); }

TEST(SearchBot, ChoosesFromWhatItsSeatKnowsOnly) {
  const bots::SearchBudget budget{.playouts = 6, .candidates = 3, .horizonTurns = 0, .seconds = 0};
  int searched = 0;
  for (int i = 0; i < 4; ++i) {
    SetupOptions o = rotation_setup(i, 0x5EA7C4ULL, 3);
    o.ruleset.variants = all_variants(o.ruleset.kind == RulesetKind::Advanced);
    Game g = new_game(o).value();
    Rng pick = Rng::seeded(o.seed), shuffle = Rng::seeded(o.seed + 7);
    for (int step = 0; step < 900 && !is_over(g); ++step) {
      if (step % 60 == 59) {
        const std::vector<Decision> open = pending(g);
        const Faction seat = open.front().seat;
        const std::uint64_t s = pick.next();
        Rng r1 = Rng::seeded(s), r2 = Rng::seeded(s), r3 = Rng::seeded(s);
        const auto a = bots::choose_search(g, seat, open, r1, budget);
        ASSERT_TRUE(a.has_value()) << "version " << g.version;
        EXPECT_TRUE(check_action(g, seat, *a)) << text(*a);
        const auto again = bots::choose_search(g, seat, open, r2, budget);
        ASSERT_TRUE(again.has_value());
        EXPECT_EQ(text(*a), text(*again)) << "the same generator state chose differently";
        const Game other = reshuffled(g, seat, shuffle);
        const auto there = bots::choose_search(other, seat, pending(other), r3, budget);
        ASSERT_TRUE(there.has_value());
        EXPECT_EQ(text(*a), text(*there)) << faction_key(seat) << " at version " << g.version
                                          << ": a secret of another seat changed the search bot's choice";
        ++searched;
      }
      random_step(g, pick);
    }
  }
  EXPECT_GE(searched, 40);
}

}  // namespace
}  // namespace dune
