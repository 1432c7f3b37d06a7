// Sets of factions, and who may see a piece of information.
//
// FactionSet is a set of the twelve factions (engine/data/factions.hpp), one bit per faction
// index, iterated in faction order. It replaces the engine's raw uint8_t masks (six, then eight
// factions wide), so a mask can no longer be mixed up with a count, a side index or a card-kind
// mask, and every faction of the expansions has its bit.
//
// Audience says who may see something (a log line): everyone, spectators included (public), or
// only the seats of a FactionSet. It replaces the old convention that a mask of 0xFF meant
// "everyone including spectators".
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>

#include "engine/data/factions.hpp"

namespace dune {

class FactionSet {
 public:
  using Bits = std::uint16_t;
  static_assert(kFactions <= 16, "FactionSet holds one bit per faction in 16 bits");
  static constexpr Bits kAllBits = static_cast<Bits>((1u << kFactions) - 1u);

  constexpr FactionSet() = default;
  constexpr FactionSet(std::initializer_list<Faction> fs) {
    for (Faction f : fs) insert(f);
  }
  static constexpr FactionSet of(Faction f) { return from_bits(bit_of(f)); }
  // Every faction the data knows (the twelve).
  static constexpr FactionSet all() { return from_bits(kAllBits); }
  // Bits past the twelve factions are dropped.
  static constexpr FactionSet from_bits(unsigned bits) {
    FactionSet s;
    s.bits_ = static_cast<Bits>(bits & kAllBits);
    return s;
  }
  constexpr Bits bits() const { return bits_; }

  constexpr bool has(Faction f) const { return (bits_ & bit_of(f)) != 0; }
  constexpr void insert(Faction f) { bits_ = static_cast<Bits>(bits_ | bit_of(f)); }
  constexpr void erase(Faction f) { bits_ = static_cast<Bits>(bits_ & ~bit_of(f)); }
  constexpr void clear() { bits_ = 0; }
  constexpr int size() const { return std::popcount(static_cast<unsigned>(bits_)); }
  constexpr bool empty() const { return bits_ == 0; }
  // Every member of `other` is in this set.
  constexpr bool contains(FactionSet other) const { return (bits_ & other.bits_) == other.bits_; }
  constexpr bool intersects(FactionSet other) const { return (bits_ & other.bits_) != 0; }

  friend constexpr FactionSet operator|(FactionSet a, FactionSet b) { return from_bits(a.bits_ | b.bits_); }
  friend constexpr FactionSet operator&(FactionSet a, FactionSet b) { return from_bits(a.bits_ & b.bits_); }
  // The members of a that are not in b.
  friend constexpr FactionSet operator-(FactionSet a, FactionSet b) {
    return from_bits(a.bits_ & ~static_cast<unsigned>(b.bits_));
  }
  // The factions (of the twelve) not in s.
  friend constexpr FactionSet operator~(FactionSet s) { return from_bits(~static_cast<unsigned>(s.bits_)); }
  constexpr FactionSet& operator|=(FactionSet o) { return *this = *this | o; }
  constexpr FactionSet& operator&=(FactionSet o) { return *this = *this & o; }
  constexpr FactionSet& operator-=(FactionSet o) { return *this = *this - o; }
  constexpr bool operator==(const FactionSet&) const = default;

  // Members in faction order.
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Faction;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Faction;
    constexpr iterator() = default;
    constexpr explicit iterator(Bits rest) : rest_(rest) {}
    constexpr Faction operator*() const { return static_cast<Faction>(std::countr_zero(rest_)); }
    constexpr iterator& operator++() {
      rest_ = static_cast<Bits>(rest_ & (rest_ - 1u));
      return *this;
    }
    constexpr iterator operator++(int) {
      iterator old = *this;
      ++*this;
      return old;
    }
    constexpr bool operator==(const iterator&) const = default;

   private:
    Bits rest_ = 0;
  };
  constexpr iterator begin() const { return iterator(bits_); }
  constexpr iterator end() const { return iterator(); }

 private:
  static constexpr Bits bit_of(Faction f) { return static_cast<Bits>(1u << static_cast<unsigned>(f)); }
  Bits bits_ = 0;
};

// Who may see a piece of information: everyone (public: every seat and every spectator), or only
// the seats in a FactionSet (a private log line).
class Audience {
 public:
  static constexpr Audience everyone() {
    Audience a;
    a.public_ = true;
    return a;
  }
  static constexpr Audience seats(FactionSet s) {
    Audience a;
    a.seats_ = s;
    return a;
  }
  constexpr bool is_public() const { return public_; }
  // The seats of a private audience (empty for a public one: everyone sees it anyway).
  constexpr FactionSet seat_set() const { return seats_; }
  // May this seat see it? (A spectator sees only what is public.)
  constexpr bool visible_to(Faction seat) const { return public_ || seats_.has(seat); }
  constexpr bool operator==(const Audience&) const = default;
  // Nobody (an empty private audience).
  constexpr Audience() = default;

 private:
  FactionSet seats_;
  bool public_ = false;
};

// A fixed-capacity list of factions (no allocation on the hot path).
struct FactionList {
  // Not an aggregate: `FactionList x{f}` would otherwise set v[0] and leave the list empty (n = 0); start
  // empty and push_back.
  FactionList() = default;
  std::array<Faction, kFactions> v{};
  std::size_t n = 0;
  const Faction* begin() const { return v.data(); }
  const Faction* end() const { return v.data() + n; }
  std::size_t size() const { return n; }
  bool empty() const { return n == 0; }
  Faction front() const { return v[0]; }
  Faction back() const { return v[n - 1]; }
  Faction operator[](std::size_t i) const { return v[i]; }
  void push_back(Faction f) { v[n++] = f; }
};

}  // namespace dune
