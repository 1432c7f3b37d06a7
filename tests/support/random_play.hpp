// One random step of a game, as the property tests take it: a seat with an open decision drawn by `pick`,
// one of its legal actions sampled and applied (gtest failures if none is open, none is legal or the
// engine refuses it).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "engine/data/variants.hpp"

#include "engine/engine.hpp"

namespace dune::test {

// Every faction the engine plays, in faction order.
inline const std::vector<Faction>& playable_factions() {
  static const std::vector<Faction> all = [] {
    std::vector<Faction> v;
    for (int i = 0; i < kFactions; ++i)
      if (faction_playable(faction_at(i))) v.push_back(faction_at(i));
    return v;
  }();
  return all;
}

// Game i of a rotation, as the property tests play them: six playable factions from the (offset * i)-th
// on, seed base + i, Advanced on even games, every variant but on every fourth game (none then).
inline SetupOptions rotation_setup(int i, std::uint64_t seedBase, std::size_t offset = 1) {
  SetupOptions o;
  const auto& all = playable_factions();
  for (std::size_t k = 0; k < 6; ++k)
    o.factions.push_back(all[(static_cast<std::size_t>(i) * offset + k) % all.size()]);
  o.seed = seedBase + static_cast<std::uint64_t>(i);
  o.ruleset.kind = i % 2 == 0 ? RulesetKind::Advanced : RulesetKind::Basic;
  o.ruleset.variants = i % 4 == 3 ? 0u : all_variants(o.ruleset.kind == RulesetKind::Advanced);
  return o;
}

inline void random_step(Game& g, Rng& pick) {
  const std::vector<Decision> ds = pending(g);
  ASSERT_FALSE(ds.empty()) << "no decision open at version " << g.version;
  const Decision& d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
  auto a = sample_legal_action(g, d.seat, pick);
  ASSERT_TRUE(a.has_value()) << "no legal action for an open decision at version " << g.version;
  ASSERT_TRUE(apply(g, d.seat, *a)) << "a legal action was refused at version " << g.version;
}

}  // namespace dune::test
