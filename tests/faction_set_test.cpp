// FactionSet and Audience (engine/core/faction_set.hpp): a set of the twelve factions in faction
// order, and who may see a log line; their JSON forms (key lists, "public") and the earlier forms
// the reader still takes (integer masks before issue 12, "all").
#include "engine/core/faction_set.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "engine/codec/json.hpp"

namespace dune {
namespace {

using F = Faction;

std::vector<Faction> members(FactionSet s) { return {s.begin(), s.end()}; }

TEST(FactionSet, EmptyByDefault) {
  FactionSet s;
  EXPECT_TRUE(s.empty());
  EXPECT_EQ(s.size(), 0);
  EXPECT_EQ(s.begin(), s.end());
  for (int i = 0; i < kFactions; ++i) EXPECT_FALSE(s.has(faction_at(i)));
}

TEST(FactionSet, InsertEraseHas) {
  FactionSet s;
  s.insert(F::Fremen);
  s.insert(F::Moritani);  // the last of the twelve has its bit
  s.insert(F::Fremen);    // a set: no duplicate
  EXPECT_EQ(s.size(), 2);
  EXPECT_TRUE(s.has(F::Fremen));
  EXPECT_TRUE(s.has(F::Moritani));
  EXPECT_FALSE(s.has(F::Guild));
  s.erase(F::Fremen);
  s.erase(F::Guild);  // erasing a non-member changes nothing
  EXPECT_EQ(s, FactionSet::of(F::Moritani));
  s.clear();
  EXPECT_TRUE(s.empty());
}

TEST(FactionSet, IteratesInFactionOrder) {
  const FactionSet s{F::Ecaz, F::Atreides, F::Harkonnen, F::Ixian, F::BeneGesserit};
  EXPECT_EQ(members(s),
            (std::vector<Faction>{F::Atreides, F::BeneGesserit, F::Harkonnen, F::Ixian, F::Ecaz}));
  std::vector<Faction> every;
  for (int i = 0; i < kFactions; ++i) every.push_back(faction_at(i));
  EXPECT_EQ(members(FactionSet::all()), every);
  EXPECT_EQ(FactionSet::all().size(), kFactions);
}

TEST(FactionSet, SetOperations) {
  const FactionSet a{F::Atreides, F::Fremen, F::Choam};
  const FactionSet b{F::Fremen, F::Guild};
  EXPECT_EQ(a | b, (FactionSet{F::Atreides, F::Fremen, F::Guild, F::Choam}));
  EXPECT_EQ(a & b, FactionSet::of(F::Fremen));
  EXPECT_EQ(a - b, (FactionSet{F::Atreides, F::Choam}));
  EXPECT_EQ(~a, FactionSet::all() - a);
  EXPECT_EQ((~a).size(), kFactions - 3);
  EXPECT_TRUE(a.contains(FactionSet{F::Atreides, F::Choam}));
  EXPECT_FALSE(a.contains(b));
  EXPECT_TRUE(a.contains(FactionSet{}));
  EXPECT_TRUE(a.intersects(b));
  EXPECT_FALSE(a.intersects(FactionSet::of(F::Guild)));
  FactionSet c = a;
  c |= b;
  c -= FactionSet::of(F::Atreides);
  c &= FactionSet{F::Fremen, F::Guild, F::Moritani};
  EXPECT_EQ(c, b);
}

TEST(FactionSet, BitsPastTheTwelveAreDropped) {
  EXPECT_EQ(FactionSet::from_bits(0xFFFFu), FactionSet::all());
  EXPECT_EQ(FactionSet::from_bits(1u << kFactions), FactionSet{});
  EXPECT_EQ(FactionSet::from_bits(0b1001u).bits(), 0b1001u);
}

TEST(Audience, PublicReachesEveryoneSeatsOnlyTheirMembers) {
  const Audience pub = Audience::everyone();
  EXPECT_TRUE(pub.is_public());
  for (int i = 0; i < kFactions; ++i) EXPECT_TRUE(pub.visible_to(faction_at(i)));
  const Audience two = Audience::seats({F::Harkonnen, F::Emperor});
  EXPECT_FALSE(two.is_public());
  EXPECT_TRUE(two.visible_to(F::Harkonnen));
  EXPECT_TRUE(two.visible_to(F::Emperor));
  EXPECT_FALSE(two.visible_to(F::Atreides));
  // Every seat privately is not public: spectators do not see it.
  EXPECT_NE(Audience::seats(FactionSet::all()), pub);
  EXPECT_FALSE(Audience{}.is_public());
  EXPECT_FALSE(Audience{}.visible_to(F::Atreides));
}

boost::json::value js(std::string_view text) { return parse_json(text).value(); }

TEST(FactionSetJson, KeyListRoundTrip) {
  const FactionSet s{F::Guild, F::Atreides, F::Tleilaxu};
  EXPECT_EQ(to_json(s), js(R"(["atreides", "guild", "tleilaxu"])"));
  EXPECT_EQ(to_json(FactionSet{}), js("[]"));
  for (FactionSet x : {s, FactionSet{}, FactionSet::all(), FactionSet::of(F::Moritani)}) {
    auto back = faction_set_from_json(to_json(x), "set");
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), x);
  }
}

TEST(FactionSetJson, ReadsTheEarlierForms) {
  // Before issue 12: an integer mask, bit per faction index (5 = Atreides and Emperor).
  EXPECT_EQ(faction_set_from_json(js("5"), "set").value(), (FactionSet{F::Atreides, F::Emperor}));
  EXPECT_EQ(faction_set_from_json(js("0"), "set").value(), FactionSet{});
  // 255 was "every faction" (a card revealed to all, a window all answered).
  EXPECT_EQ(faction_set_from_json(js("255"), "set").value(), FactionSet::all());
  // A mask derived from 255 (the Family Atomics window with Fremen still to answer) keeps meaning
  // every faction but those cleared.
  EXPECT_EQ(faction_set_from_json(js("247"), "set").value(), FactionSet::all() - FactionSet::of(F::Fremen));
  // Issue 12's first key-list format wrote "all" for every faction.
  EXPECT_EQ(faction_set_from_json(js(R"("all")"), "set").value(), FactionSet::all());
}

TEST(FactionSetJson, RefusesWithASentence) {
  for (const char* bad : {R"(["atreides", "nobody"])", R"("everyone")", "256", "-1", R"([3])", "{}"}) {
    auto r = faction_set_from_json(js(bad), "field \"done\"");
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().code, Err::BadJson);
    EXPECT_NE(r.error().message.find("done"), std::string::npos) << r.error().message;
  }
}

TEST(AudienceJson, PublicOrKeyList) {
  EXPECT_EQ(to_json(Audience::everyone()), js(R"("public")"));
  EXPECT_EQ(to_json(Audience::seats({F::Fremen})), js(R"(["fremen"])"));
  for (Audience a : {Audience::everyone(), Audience::seats({F::Emperor, F::Harkonnen}), Audience{}}) {
    auto back = audience_from_json(to_json(a), "visible_to");
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), a);
  }
  // Earlier forms: 255 and "all" were public; another integer is a private mask.
  EXPECT_EQ(audience_from_json(js("255"), "visible_to").value(), Audience::everyone());
  EXPECT_EQ(audience_from_json(js(R"("all")"), "visible_to").value(), Audience::everyone());
  EXPECT_EQ(audience_from_json(js("8"), "visible_to").value(), Audience::seats(FactionSet::of(F::Fremen)));
  EXPECT_FALSE(audience_from_json(js(R"("spectators")"), "visible_to").ok());
}

}  // namespace
}  // namespace dune
