// The heuristic bot's choice without a view (issue 38 item 3, speed; bots/heuristic_bot.hpp):
// what a host reads of the engine's open decisions stands for what the seat's view lists (its first
// decision, the sample limit), and where choose_heuristic_blind answers, choose_heuristic answers the
// same with the generator left in the same state; where it does not, the generator is untouched.
// Over heuristic games with every playable faction and every variant, Basic and Advanced.
#include <gtest/gtest.h>

#include "bots/heuristic_bot.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"

namespace dune::bots {
namespace {

std::optional<DecisionKind> first_listed(const View& v, Faction seat) {
  for (const Decision& d : v.pending)
    if (d.seat == seat) return d.kind;
  return std::nullopt;
}

void play_and_compare(RulesetKind kind, std::uint64_t seed, int& blindAnswers, int& decisions) {
  SetupOptions setup;
  setup.ruleset.kind = kind;
  std::string err;
  ASSERT_TRUE(parse_variant_list("all", setup.ruleset.variants, err)) << err;
  setup.ruleset.variants = all_variants(kind == RulesetKind::Advanced);  // "all" in these rules
  // Six playable factions, in rotation from the seed's on.
  std::vector<Faction> playable;
  for (int f = 0; f < kFactions; ++f)
    if (faction_playable(faction_at(f))) playable.push_back(faction_at(f));
  for (std::size_t k = 0; k < 6; ++k) setup.factions.push_back(playable[(seed + k) % playable.size()]);
  setup.seed = seed;
  auto created = new_game(setup);
  ASSERT_TRUE(created) << created.error().message;
  Game g = std::move(created.value());
  Rng rng = Rng::seeded(seed * 7 + 1);
  for (int step = 0; step < 6000 && !is_over(g); ++step) {
    const std::vector<Decision> open = pending(g);
    ASSERT_FALSE(open.empty());
    const Faction seat = open[rng.below(static_cast<std::uint32_t>(open.size()))].seat;
    const View v = view(g, Viewer::of(seat));
    ASSERT_EQ(own_decision(open, seat), first_listed(v, seat)) << "version " << g.version;
    ASSERT_EQ(heuristic_sample_limit(open, seat, 64), heuristic_sample_limit(v, 64));
    const std::vector<Action> legal = legal_actions(g, seat, &rng, heuristic_sample_limit(v, 64));
    ASSERT_FALSE(legal.empty());
    Rng blindRng = rng, fullRng = rng;
    const std::optional<Action> blind = choose_heuristic_blind(own_decision(open, seat), legal, blindRng);
    const Action full = choose_heuristic(v, legal, fullRng);
    ++decisions;
    if (blind) {
      ++blindAnswers;
      ASSERT_EQ(*blind, full) << "version " << g.version;
      ASSERT_EQ(blindRng, fullRng) << "version " << g.version;
    } else {
      ASSERT_EQ(blindRng, rng) << "version " << g.version;  // nothing drawn
    }
    rng = fullRng;
    ASSERT_TRUE(apply(g, seat, full)) << "version " << g.version;
  }
}

TEST(HeuristicBlind, AnswersAsTheViewWouldEveryFactionAndVariant) {
  int blind = 0, decisions = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    play_and_compare(RulesetKind::Basic, seed, blind, decisions);
    play_and_compare(RulesetKind::Advanced, seed + 100, blind, decisions);
  }
  // The windows where every legal action scores without the view are many (Amal, Harvester, Thumper,
  // Weather Control, traitor calls, the Nexus cards' moments, a single choice...).
  EXPECT_GT(blind, decisions / 3) << blind << " of " << decisions;
}

}  // namespace
}  // namespace dune::bots
