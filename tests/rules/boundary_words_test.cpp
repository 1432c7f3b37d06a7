// Source boundaries in a player's words (engine/core/boundary_words.cpp; issue 39, "Words for players"):
// every Boundary row of the rule registry has one, and every one belongs to a Boundary row; they read as
// words for players (no registry ids, no "engine", no lettered choices), while `dune rules` keeps the
// developer's text; and the view shows the player's words.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "engine/core/boundary_words.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/view/boundaries.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"

namespace dune::test {
namespace {

TEST(BoundaryWords, EveryBoundaryHasPlayerWordsAndNoOtherRuleDoes) {
  std::set<std::string> boundaries;
  for (const RuleEntry& r : rule_registry())
    if (r.status == RuleStatus::Boundary) {
      boundaries.insert(std::string(r.id));
      EXPECT_FALSE(boundary_words(r.id).empty()) << r.id;
    }
  EXPECT_EQ(boundary_words_count(), boundaries.size());
  for (std::size_t i = 0; i < boundary_words_count(); ++i)
    EXPECT_TRUE(boundaries.count(std::string(boundary_words_id(i)))) << boundary_words_id(i);
}

TEST(BoundaryWords, ReadAsWordsForPlayers) {
  const std::regex dev(R"(\b(engine|boundary\.|choice \(|\([ab]\)|[a-z]+\.[a-z_]+\.[a-z_]+)\b)");
  for (std::size_t i = 0; i < boundary_words_count(); ++i) {
    const std::string text(boundary_words(boundary_words_id(i)));
    EXPECT_FALSE(std::regex_search(text, dev)) << boundary_words_id(i) << ": " << text;
    EXPECT_LE(text.size(), 600u) << boundary_words_id(i);
  }
  // The developer's wording stays in the registry.
  EXPECT_NE(std::string(find_rule("ix.boundary.zoal_revival_price")->text).find("choice (a)"),
            std::string::npos);
}

// The view's notice is the player's wording (ix.boundary.zoal_revival_price: Zoal in the Tanks in Revival).
TEST(BoundaryWords, TheViewShowsThePlayersWords) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","tleilaxu","harkonnen"],"seed":11,
      "random_seating":false},"position":{"phase":"revival","storm_sector":0,"turn":3,
      "atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":10,"leaders_in_tanks":["Zoal"]},"harkonnen":{"spice":10}}})");
  const View v = view(g, Viewer::spectator());
  bool found = false;
  for (const SourceBoundary& b : v.boundaries)
    if (b.rule == "ix.boundary.zoal_revival_price") {
      found = true;
      EXPECT_EQ(b.message, boundary_words(b.rule));
    }
  EXPECT_TRUE(found);
}

}  // namespace
}  // namespace dune::test
