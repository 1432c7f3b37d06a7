// The engine's random draw (engine/core/rng.hpp). Rng::below takes a draw at or below UINT64_MAX - n without
// working out the rejection limit; these tests hold it to the definition (uniform in [0, n) by rejection: a
// draw at or above UINT64_MAX - UINT64_MAX % n is drawn again), draw for draw, so every seeded game deals and
// shuffles as before. Source: /work/shared/design/STYLE.md item 10 (deterministic chance).
#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>

#include "engine/core/rng.hpp"

namespace dune {
namespace {

std::uint32_t below_by_definition(Rng& r, std::uint32_t n) {
  if (n <= 1) return 0;
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t x;
  do x = r.next();
  while (x >= limit);
  return static_cast<std::uint32_t>(x % n);
}

// The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration).
constexpr std::uint64_t inverse(std::uint64_t a) {
  std::uint64_t x = a;
  for (int i = 0; i < 6; ++i) x *= 2 - a * x;
  return x;
}
static_assert(inverse(9) * 9 == 1 && inverse(5) * 5 == 1);

// A generator whose next draw is `value` (xoshiro256** returns rotl(s[1] * 5, 7) * 9).
Rng drawing_next(std::uint64_t value, std::uint64_t seed) {
  Rng r = Rng::seeded(seed);
  const std::uint64_t rotated = value * inverse(9);
  const std::uint64_t times5 = (rotated >> 7) | (rotated << 57);
  r.s[1] = times5 * inverse(5);
  return r;
}

TEST(Rng, BelowDrawsAsTheDefinitionDoes) {
  const std::uint32_t sizes[] = {2,  3,   5,    6,     7,           10,          16,
                                 48, 100, 1000, 65537, 0x7fffffffu, 0xfffffffbu, 0xffffffffu};
  Rng a = Rng::seeded(20261205), b = a;
  for (int i = 0; i < 20000; ++i) {
    const std::uint32_t n = sizes[static_cast<std::size_t>(i) % std::size(sizes)];
    ASSERT_EQ(a.below(n), below_by_definition(b, n)) << "draw " << i << ", n = " << n;
  }
  EXPECT_EQ(a, b);  // the same number of draws taken from the generator
  EXPECT_EQ(a.below(0), 0u);
  EXPECT_EQ(a.below(1), 0u);
  EXPECT_EQ(a, b);  // n of 0 or 1 takes no draw
}

TEST(Rng, BelowDrawsAgainAtTheTopAsTheDefinitionDoes) {
  ASSERT_EQ(drawing_next(UINT64_MAX, 7).next(), UINT64_MAX);
  ASSERT_EQ(drawing_next(UINT64_MAX - 3, 7).next(), UINT64_MAX - 3);
  // UINT64_MAX is refused for every n; for n = 10, UINT64_MAX % 10 = 5, so UINT64_MAX - 3 (above the limit
  // UINT64_MAX - 5) is refused and UINT64_MAX - 5 (the limit) too, while UINT64_MAX - 6 is taken.
  for (std::uint64_t top : {UINT64_MAX, UINT64_MAX - 3, UINT64_MAX - 5, UINT64_MAX - 6, UINT64_MAX - 9})
    for (std::uint32_t n : {2u, 3u, 6u, 10u, 0xfffffffbu, 0xffffffffu}) {
      Rng a = drawing_next(top, n), b = a;
      ASSERT_EQ(a.below(n), below_by_definition(b, n)) << "top draw " << top << ", n = " << n;
      ASSERT_EQ(a, b) << "top draw " << top << ", n = " << n;
    }
  Rng refused = drawing_next(UINT64_MAX - 3, 1), taken = drawing_next(UINT64_MAX - 6, 1);
  Rng refusedNext = refused, takenNext = taken;
  refused.below(10);
  taken.below(10);
  refusedNext.next();
  refusedNext.next();
  takenNext.next();
  EXPECT_EQ(refused, refusedNext);  // two draws: the top one refused
  EXPECT_EQ(taken, takenNext);      // one draw: taken
}

}  // namespace
}  // namespace dune
