// Position builders and spice-deck helpers shared by the rule scenario tests (one copy instead of
// one per test file). Game files and positions: docs/GAME_FILES.md.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json.hpp>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/scenario.hpp"

namespace dune::test {

// Every faction at 10 spice with an empty hand: the base of six_factions().
inline constexpr const char* kSixDefaults =
    R"({"atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
        "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
        "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})";

// A six-faction game (fixed seating: circles Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10,
// Guild 13, Harkonnen 16) in `phase`, storm in `storm`, on `turn`; `fields` replaces or adds
// position fields over kSixDefaults (a faction's object whole).
inline Game six_factions(std::string_view ruleset, std::string_view phase, std::string_view fields = "{}",
                         int storm = 0, int turn = 3, int seed = 9) {
  boost::json::object pos = boost::json::parse(kSixDefaults).as_object();
  boost::json::value over = boost::json::parse(fields);
  for (const auto& kv : over.as_object()) pos[kv.key()] = kv.value();
  pos["phase"] = phase;
  pos["storm_sector"] = storm;
  pos["turn"] = turn;
  return scenario(R"({"setup": {"ruleset": ")" + std::string(ruleset) +
                  R"(", "factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
          "seed": )" +
                  std::to_string(seed) + R"(, "random_seating": false}, "position": )" +
                  boost::json::serialize(pos) + "}");
}

// The spice card of a territory.
inline SpiceCardId spice_card_of(std::string_view territoryKey) {
  const TerritoryId t = territory_by_key(territoryKey);
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (spice_card_territory(c) == t) return c;
  ADD_FAILURE() << "no spice card for " << territoryKey;
  return kNoSpiceCard;
}

// The i-th Shai-Hulud card (0..5).
inline SpiceCardId shai_hulud(int i) {
  int n = 0;
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (is_shai_hulud(c) && n++ == i) return c;
  ADD_FAILURE() << "no Shai-Hulud #" << i;
  return kNoSpiceCard;
}

// Takes a spice card out of the deck and both discard piles.
inline void take_out_spice_card(Game& g, SpiceCardId c) {
  auto drop = [c](std::vector<SpiceCardId>& v) { v.erase(std::remove(v.begin(), v.end(), c), v.end()); };
  drop(g.spiceDeck);
  drop(g.spiceDiscard);
  drop(g.spiceDiscardB);
}

// Discard piles A and B become exactly `a` and `b` (last = topmost); the rest goes to the deck.
inline void set_spice_piles(Game& g, std::initializer_list<SpiceCardId> a,
                            std::initializer_list<SpiceCardId> b) {
  for (SpiceCardId c : g.spiceDiscard) g.spiceDeck.insert(g.spiceDeck.begin(), c);
  for (SpiceCardId c : g.spiceDiscardB) g.spiceDeck.insert(g.spiceDeck.begin(), c);
  g.spiceDiscard.clear();
  g.spiceDiscardB.clear();
  for (SpiceCardId c : a) {
    take_out_spice_card(g, c);
    g.spiceDiscard.push_back(c);
  }
  for (SpiceCardId c : b) {
    take_out_spice_card(g, c);
    g.spiceDiscardB.push_back(c);
  }
}

// The spice deck's next cards become `top`, the first listed drawn first.
inline void stack_spice_deck(Game& g, std::initializer_list<SpiceCardId> top) {
  std::vector<SpiceCardId> v(top);
  for (SpiceCardId c : v) take_out_spice_card(g, c);
  for (auto it = v.rbegin(); it != v.rend(); ++it) g.spiceDeck.push_back(*it);
}

// Passes every open decision, first listed first, until `f` has a decision of kind k.
inline void pass_until_decision(Game& g, Faction f, DecisionKind k) {
  for (int guard = 0; guard < 40 && !has_pending(g, f, k); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, f, k));
}

// Bene Gesserit advisors (Forces.special) and fighters in a territory, over its sectors.
inline int bg_advisors_at(const Game& g, std::string_view t) {
  int n = 0;
  for (LocationId l : locations_of(territory_by_key(t)))
    n += g.board[l][index(Faction::BeneGesserit)].special;
  return n;
}
inline int bg_fighters_at(const Game& g, std::string_view t) {
  int n = 0;
  for (LocationId l : locations_of(territory_by_key(t))) n += g.board[l][index(Faction::BeneGesserit)].normal;
  return n;
}

}  // namespace dune::test
