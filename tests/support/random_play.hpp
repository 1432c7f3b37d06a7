// One random step of a game, as the property tests take it: a seat with an open decision drawn by `pick`,
// one of its legal actions sampled and applied (gtest failures if none is open, none is legal or the
// engine refuses it).
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "engine/engine.hpp"

namespace dune::test {

inline void random_step(Game& g, Rng& pick) {
  const std::vector<Decision> ds = pending(g);
  ASSERT_FALSE(ds.empty()) << "no decision open at version " << g.version;
  const Decision& d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
  auto a = sample_legal_action(g, d.seat, pick);
  ASSERT_TRUE(a.has_value()) << "no legal action for an open decision at version " << g.version;
  ASSERT_TRUE(apply(g, d.seat, *a)) << "a legal action was refused at version " << g.version;
}

}  // namespace dune::test
