// Data tests of the thirteen Homeworlds (engine/data/homeworlds.hpp): the table of
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 13.1, rule 69 `em.hw.data`, with the choices
// of its boundaries 16.13-16.15, and the threshold rule 71 `em.hw.threshold` (E3 p.9 (2h): a card
// stays high while its native population is at or above the high minimum).
#include <gtest/gtest.h>

#include <iterator>
#include <set>
#include <string_view>

#include "engine/core/rules_registry.hpp"
#include "engine/data/homeworlds.hpp"

namespace dune {
namespace {

using H = HomeworldId;

const HomeworldInfo& hw(H h) { return homeworld_info(h); }

// E3 pp.4, 9-10 (2h); HWC: 13 cards for 12 factions.
TEST(HomeworldsData, ThirteenRowsWithUniqueKeysAndNames) {
  EXPECT_EQ(kHomeworlds, 13);
  std::set<std::string_view> keys, names;
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = hw(static_cast<H>(i));
    EXPECT_TRUE(keys.insert(h.key).second) << "duplicate key " << h.key;
    EXPECT_TRUE(names.insert(h.name).second) << "duplicate name " << h.name;
    for (char c : h.key) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << h.key;
    EXPECT_FALSE(h.highEffect.empty()) << h.key;
    EXPECT_FALSE(h.lowEffect.empty()) << h.key;
    EXPECT_FALSE(h.occupiedEffect.empty()) << h.key;
    EXPECT_NE(h.source.find("HWC"), std::string_view::npos) << h.key << ": every row cites the card face";
    EXPECT_EQ(homeworld_key(static_cast<H>(i)), h.key);
  }
  EXPECT_EQ(keys.size(), 13u);
  EXPECT_EQ(names.size(), 13u);
}

// Checklist 13.1, column Owner: every faction owns one Homeworld, the Emperor two (Kaitain, and
// Salusa Secundus in the Advanced game), and homeworlds_of lists exactly the rows it owns.
TEST(HomeworldsData, EveryFactionOwnsOneTheEmperorTwo) {
  int total = 0;
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    const auto owned = homeworlds_of(f);
    EXPECT_EQ(owned.size(), f == Faction::Emperor ? 2u : 1u) << faction_key(f);
    for (H h : owned) EXPECT_EQ(hw(h).owner, f) << hw(h).key;
    total += static_cast<int>(owned.size());
  }
  EXPECT_EQ(total, kHomeworlds);
  const auto emperor = homeworlds_of(Faction::Emperor);
  ASSERT_EQ(emperor.size(), 2u);
  EXPECT_EQ(emperor[0], H::Kaitain);
  EXPECT_EQ(emperor[1], H::SalusaSecundus);
  ASSERT_EQ(homeworlds_of(Faction::Choam).size(), 1u);
  EXPECT_EQ(homeworlds_of(Faction::Choam)[0], H::Tupile);  // CHOAM & Richese: data before the factions
  EXPECT_EQ(homeworlds_of(Faction::Richese)[0], H::Richese);
  EXPECT_EQ(homeworlds_of(Faction::Moritani)[0], H::Grumman);
}

// Checklist 13.1: ranges are inclusive native-force counts within 0..20; the low side runs from 0 to
// one below the high minimum (no gap, no overlap). The one printed overlap, Salusa's 2, is resolved by
// boundary 16.14 choice (a), so the table holds no overlap at all.
TEST(HomeworldsData, RangesSplitZeroToTwentyWithoutGapOrOverlap) {
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = hw(static_cast<H>(i));
    EXPECT_EQ(h.low.min, 0) << h.key;
    EXPECT_LE(h.low.min, h.low.max) << h.key;
    EXPECT_EQ(h.low.max + 1, h.high.min) << h.key;
    EXPECT_LE(h.high.min, h.high.max) << h.key;
    EXPECT_LE(h.high.max, 20) << h.key;
    EXPECT_EQ(h.high.max, h.natives == HomeworldNatives::Sardaukar ? 5 : 20) << h.key;
    EXPECT_GE(h.battleHigh, 2) << h.key;
    EXPECT_LE(h.battleHigh, 3) << h.key;
    EXPECT_GE(h.battleLow, 2) << h.key;
    EXPECT_LE(h.battleLow, 3) << h.key;
    EXPECT_GE(h.occupiedSpice, 0) << h.key;
    EXPECT_LE(h.occupiedSpice, 2) << h.key;
  }
}

// The checklist's CSV (section 13.1), row by row: high_min, battle numbers, occupied income.
TEST(HomeworldsData, PrintedFiguresMatchTheChecklist) {
  struct Row {
    H id;
    const char* key;
    Faction owner;
    int highMin, battleHigh, battleLow, occupied;
  };
  const Row rows[] = {
      {H::Caladan, "caladan", Faction::Atreides, 6, 2, 2, 2},
      {H::GiediPrime, "giedi_prime", Faction::Harkonnen, 7, 2, 2, 2},
      {H::SouthernHemisphere, "southern_hemisphere", Faction::Fremen, 3, 2, 2, 2},
      {H::Kaitain, "kaitain", Faction::Emperor, 5, 2, 3, 2},
      {H::SalusaSecundus, "salusa_secundus", Faction::Emperor, 2, 3, 2, 0},
      {H::Junction, "junction", Faction::Guild, 5, 2, 2, 2},
      {H::WallachIX, "wallach_ix", Faction::BeneGesserit, 11, 3, 2, 1},
      {H::Ix, "ix", Faction::Ixian, 5, 2, 2, 2},
      {H::Tleilax, "tleilax", Faction::Tleilaxu, 9, 2, 2, 2},
      {H::Tupile, "tupile", Faction::Choam, 11, 2, 2, 2},
      {H::Richese, "richese", Faction::Richese, 10, 2, 2, 1},
      {H::Ecaz, "ecaz", Faction::Ecaz, 7, 2, 2, 2},
      {H::Grumman, "grumman", Faction::Moritani, 8, 2, 2, 2},
  };
  ASSERT_EQ(std::size(rows), static_cast<std::size_t>(kHomeworlds));
  for (const Row& r : rows) {
    const HomeworldInfo& h = hw(r.id);
    EXPECT_EQ(h.key, r.key);
    EXPECT_EQ(h.owner, r.owner) << r.key;
    EXPECT_EQ(h.high.min, r.highMin) << r.key;
    EXPECT_EQ(h.battleHigh, r.battleHigh) << r.key;
    EXPECT_EQ(h.battleLow, r.battleLow) << r.key;
    EXPECT_EQ(h.occupiedSpice, r.occupied) << r.key;
    const bool salusa = r.id == H::SalusaSecundus;
    // Only Salusa counts Sardaukar alone, is Advanced only, and prints no +1 revival / +1 charity.
    EXPECT_EQ(h.natives, salusa ? HomeworldNatives::Sardaukar : HomeworldNatives::Forces) << r.key;
    EXPECT_EQ(h.advancedOnly, salusa) << r.key;
    EXPECT_EQ(h.lowBonus, !salusa) << r.key;
  }
}

// Rule 71 at each edge. Caladan (HWC: high 6-20, low 0-5): 6 natives high, 5 low.
TEST(HomeworldsData, ThresholdCaladanEdges) {
  EXPECT_FALSE(homeworld_threshold_high(H::Caladan, 0));
  EXPECT_FALSE(homeworld_threshold_high(H::Caladan, 5));
  EXPECT_TRUE(homeworld_threshold_high(H::Caladan, 6));
  EXPECT_TRUE(homeworld_threshold_high(H::Caladan, 20));
}

// Salusa Secundus (HWC: high 2-5 Sardaukar, low printed 0-2): boundary 16.14 choice (a), 2 is high
// (E3 p.9 (2h): a card stays high while its population is at the minimum); 1 is low.
TEST(HomeworldsData, ThresholdSalusaOverlapIsHighAtTwo) {
  EXPECT_FALSE(homeworld_threshold_high(H::SalusaSecundus, 0));
  EXPECT_FALSE(homeworld_threshold_high(H::SalusaSecundus, 1));
  EXPECT_TRUE(homeworld_threshold_high(H::SalusaSecundus, 2));
  EXPECT_TRUE(homeworld_threshold_high(H::SalusaSecundus, 5));
  EXPECT_EQ(hw(H::SalusaSecundus).low.max, 1);
  EXPECT_EQ(hw(H::SalusaSecundus).boundary, "em.hw.boundary.salusa_overlap");
}

// Wallach IX and Tupile (HWC: high 11-20, low 0-10), Southern Hemisphere (high 3-20, low 0-2).
TEST(HomeworldsData, ThresholdOtherEdges) {
  EXPECT_FALSE(homeworld_threshold_high(H::WallachIX, 10));
  EXPECT_TRUE(homeworld_threshold_high(H::WallachIX, 11));
  EXPECT_FALSE(homeworld_threshold_high(H::Tupile, 10));
  EXPECT_TRUE(homeworld_threshold_high(H::Tupile, 11));
  EXPECT_FALSE(homeworld_threshold_high(H::SouthernHemisphere, 2));
  EXPECT_TRUE(homeworld_threshold_high(H::SouthernHemisphere, 3));
  // Every row: high exactly on [high.min, 20], low on [0, low.max].
  for (int i = 0; i < kHomeworlds; ++i) {
    const H id = static_cast<H>(i);
    for (int n = 0; n <= 20; ++n)
      EXPECT_EQ(homeworld_threshold_high(id, n), n >= hw(id).high.min) << hw(id).key << " " << n;
    EXPECT_FALSE(homeworld_threshold_high(id, hw(id).low.max)) << hw(id).key;
  }
}

// Boundaries 16.13 (Caladan's number 2, not the example's 3) and 16.15 (Southern Hemisphere income 2,
// not DB/TO's 0): choice (a) each, and every row's boundary names a registry Boundary row.
TEST(HomeworldsData, BoundaryRowsTakeChoiceA) {
  EXPECT_EQ(hw(H::Caladan).battleHigh, 2);
  EXPECT_EQ(hw(H::Caladan).battleLow, 2);
  EXPECT_EQ(hw(H::Caladan).boundary, "em.hw.boundary.caladan_number");
  EXPECT_EQ(hw(H::SouthernHemisphere).occupiedSpice, 2);
  EXPECT_EQ(hw(H::SouthernHemisphere).boundary, "em.hw.boundary.southern_income");
  int withBoundary = 0;
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = hw(static_cast<H>(i));
    if (h.boundary.empty()) continue;
    ++withBoundary;
    const RuleEntry* r = find_rule(h.boundary);
    ASSERT_NE(r, nullptr) << h.boundary;
    EXPECT_EQ(r->status, RuleStatus::Boundary) << h.boundary;
  }
  EXPECT_EQ(withBoundary, 3);
  const RuleEntry* data = find_rule("em.hw.data");
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(data->status, RuleStatus::Implemented);
}

TEST(HomeworldsData, KeyLookupRoundTripsAndRefusesUnknownKeys) {
  for (int i = 0; i < kHomeworlds; ++i) {
    const H id = static_cast<H>(i);
    H out = H::Grumman;
    ASSERT_TRUE(homeworld_by_key(hw(id).key, out)) << hw(id).key;
    EXPECT_EQ(out, id);
  }
  H out = H::Caladan;
  EXPECT_TRUE(homeworld_by_key("Salusa_Secundus", out));  // any case
  EXPECT_EQ(out, H::SalusaSecundus);
  out = H::Ecaz;
  EXPECT_FALSE(homeworld_by_key("arrakis", out));
  EXPECT_FALSE(homeworld_by_key("", out));
  EXPECT_FALSE(homeworld_by_key("salusa", out));
  EXPECT_EQ(out, H::Ecaz) << "a refused lookup leaves out unchanged";
}

}  // namespace
}  // namespace dune
