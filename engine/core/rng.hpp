// Deterministic PRNG kept in the game state (xoshiro256**, seeded by splitmix64).
// The engine never reads a clock or std::random_device: the seed decides every shuffle.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace dune {

struct Rng {
  std::array<std::uint64_t, 4> s{};

  static Rng seeded(std::uint64_t seed) {
    Rng r;
    for (auto& w : r.s) {
      seed += 0x9e3779b97f4a7c15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      w = z ^ (z >> 31);
    }
    return r;
  }

  std::uint64_t next() {
    auto rotl = [](std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
    const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
  }

  // Uniform in [0, n) by rejection, so no modulo bias: a draw at or above limit = UINT64_MAX - UINT64_MAX % n
  // is drawn again. The limit is above UINT64_MAX - n, so a draw at or below that is taken without working
  // the limit out (one division saved on nearly every draw; the same draws are taken and refused).
  std::uint32_t below(std::uint32_t n) {
    if (n <= 1) return 0;
    std::uint64_t x = next();
    if (x > UINT64_MAX - n) {
      const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
      while (x >= limit) x = next();
    }
    return static_cast<std::uint32_t>(x % n);
  }

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<std::uint32_t>(i))]);
  }

  bool operator==(const Rng&) const = default;
};

}  // namespace dune
