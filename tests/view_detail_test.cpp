// ViewDetail::Play (engine/view/view.hpp): the view bots build at every decision leaves out only the texts
// and summaries a person reads; everything play is decided by is the Full view's. Random positions of every
// faction and variant, every seat.
#include <gtest/gtest.h>

#include <vector>

#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/random_play.hpp"

namespace dune {
namespace {

TEST(ViewDetail, PlayIsTheFullViewWithoutItsTexts) {
  int compared = 0, withTexts = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SetupOptions o;
    o.ruleset.kind = seed % 2 ? RulesetKind::Basic : RulesetKind::Advanced;
    o.ruleset.variants = seed > 2 ? all_variants(o.ruleset.kind == RulesetKind::Advanced) : 0;
    o.factions = seed > 2
                     ? std::vector<Faction>{Faction::Ixian,    Faction::Tleilaxu, Faction::Ecaz,
                                            Faction::Moritani, Faction::Fremen,   Faction::Guild}
                     : std::vector<Faction>{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                            Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
    o.seed = seed;
    Game g = new_game(o).value();
    Rng pick = Rng::seeded(seed);
    for (int step = 0; step < 4000 && !is_over(g); ++step) {
      if (step % 7 == 0)
        for (Faction f : factions_in_game(g)) {
          View full = view(g, Viewer::of(f));
          const View play = view(g, Viewer::of(f), ViewDetail::Play);
          withTexts += !full.log.empty() && !full.contested.empty() ? 1 : 0;
          EXPECT_TRUE(play.log.empty() && play.boundaries.empty() && play.outcomeReason.empty() &&
                      play.battles.empty() && play.contested.empty());
          full.log.clear();
          full.boundaries.clear();
          full.outcomeReason.clear();
          full.battles.clear();
          full.contested.clear();
          ASSERT_TRUE(full == play) << "seed " << seed << ", version " << g.version << ", " << faction_key(f);
          ++compared;
        }
      ASSERT_NO_FATAL_FAILURE(test::random_step(g, pick));
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(withTexts, 10);  // the Full views compared did hold texts and contested territories
}

}  // namespace
}  // namespace dune
