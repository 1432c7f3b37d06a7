// Spice Blow scenarios: a territory card places spice at its site unless the site is in storm;
// Shai-Hulud on turn 1 is set aside and reshuffled with no Nexus; later, Shai-Hulud devours the
// territory of the topmost territory card in the discard pile (Fremen and their ally excepted) and
// a Nexus follows. Sources: docs/RULES_SOURCES.md §3 (rule ids in each comment).
//
// The deck order is set by editing g.spiceDeck (back() is the top) and g.spiceDiscard (back() is
// the topmost card), then entering the phase with begin_phase(g, Phase::SpiceBlow).
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 42, "random_seating": false})";

Game six(const std::string& position) {
  return scenario("{" + std::string(kSix) + ", \"position\": " + position + "}");
}

SpiceCardId card_of(std::string_view territoryKey) { return spice_card_of(territoryKey); }

// The i-th Shai-Hulud card (0..5).
SpiceCardId worm(int i) { return shai_hulud(i); }

void take_out(Game& g, SpiceCardId c) {
  auto drop = [c](std::vector<SpiceCardId>& v) { v.erase(std::remove(v.begin(), v.end(), c), v.end()); };
  drop(g.spiceDeck);
  drop(g.spiceDiscard);
}

// The discard pile becomes exactly `pile` (last = topmost); the rest goes into the deck.
void set_discard(Game& g, std::initializer_list<SpiceCardId> pile) {
  for (SpiceCardId c : g.spiceDiscard) g.spiceDeck.insert(g.spiceDeck.begin(), c);
  g.spiceDiscard.clear();
  for (SpiceCardId c : pile) {
    take_out(g, c);
    g.spiceDiscard.push_back(c);
  }
}

// The deck's top cards become `top`, first listed = drawn first.
void stack_deck(Game& g, std::initializer_list<SpiceCardId> top) {
  std::vector<SpiceCardId> v(top);
  for (SpiceCardId c : v) take_out(g, c);
  for (auto it = v.rbegin(); it != v.rend(); ++it) g.spiceDeck.push_back(*it);
}

std::vector<Faction> seats_pending(const Game& g, DecisionKind k) {
  std::vector<Faction> out;
  for (auto& d : pending(g))
    if (d.kind == k) out.push_back(d.seat);
  std::sort(out.begin(), out.end());
  return out;
}

int tanks(const Game& g, Faction f) { return g.player(f).tanks.total(); }
int spice_at(const Game& g, std::string_view key, int sector) { return g.spice[loc(key, sector)]; }

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// GF9 Rulebook 2019 p.8 (2h), spiceblow.territory_card: the printed amount goes to the sector with
// the spice blow icon, on top of any spice there; no Shai-Hulud, so no Nexus.
TEST(SpiceBlow, TerritoryCardPlacesSpiceAtItsSite) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
                   "spice_on_board": [{"territory": "south_mesa", "amount": 3}]})");
  set_discard(g, {});
  stack_deck(g, {card_of("south_mesa")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 13);
  EXPECT_EQ(spice_at(g, "south_mesa", 3), 0);
  EXPECT_EQ(spice_at(g, "south_mesa", 5), 0);
  ASSERT_FALSE(g.spiceDiscard.empty());
  EXPECT_EQ(g.spiceDiscard.back(), card_of("south_mesa"));
  EXPECT_EQ(g.spiceDeck.size(), 20u);
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus), std::vector<Faction>{});
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.territory_card: if the site's sector is in storm no spice is
// placed, and the card is still discarded.
TEST(SpiceBlow, NothingPlacedWhenSiteInStorm) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 4})");
  set_discard(g, {});
  stack_deck(g, {card_of("south_mesa")});
  begin_phase(g, Phase::SpiceBlow);
  for (int s : {3, 4, 5}) EXPECT_EQ(spice_at(g, "south_mesa", s), 0) << "sector " << s;
  ASSERT_EQ(g.spiceDiscard.size(), 1u);
  EXPECT_EQ(g.spiceDiscard.back(), card_of("south_mesa"));
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.turn1_worms / spiceblow.no_nexus_turn1: on turn 1 Shai-Hulud
// cards are set aside without effect until a territory card appears, then shuffled back into the
// deck; there is no Nexus.
TEST(SpiceBlow, FirstTurnShaiHuludSetAsideAndReshuffledNoNexus) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0,
                   "forces": [{"faction": "emperor", "territory": "red_chasm", "count": 3}],
                   "spice_on_board": [{"territory": "red_chasm", "amount": 8}]})");
  set_discard(g, {card_of("red_chasm")});
  stack_deck(g, {worm(0), worm(1), card_of("south_mesa")});
  begin_phase(g, Phase::SpiceBlow);
  // Nothing devoured.
  EXPECT_EQ(forces_at(g, Faction::Emperor, "red_chasm"), 3);
  EXPECT_EQ(tanks(g, Faction::Emperor), 0);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  // The territory card resolves normally.
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 10);
  // The worms are back in the deck, not in the discard pile.
  EXPECT_EQ(g.spiceDiscard, (std::vector<SpiceCardId>{card_of("red_chasm"), card_of("south_mesa")}));
  EXPECT_EQ(g.spiceDeck.size(), 19u);
  EXPECT_NE(std::find(g.spiceDeck.begin(), g.spiceDeck.end(), worm(0)), g.spiceDeck.end());
  EXPECT_NE(std::find(g.spiceDeck.begin(), g.spiceDeck.end(), worm(1)), g.spiceDeck.end());
  // No Nexus on turn 1.
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus), std::vector<Faction>{});
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.shai_hulud.devour / .nexus: from turn 2 Shai-Hulud destroys
// all spice and forces in the whole territory of the topmost territory card in the discard pile;
// drawing continues to a territory card; a Nexus follows.
TEST(SpiceBlow, ShaiHuludDevoursTopmostDiscardedTerritoryThenNexus) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "harkonnen", "territory": "south_mesa", "sector": 5, "count": 2},
                 {"faction": "harkonnen", "territory": "carthag", "count": 10},
                 {"faction": "guild", "territory": "funeral_plain", "count": 3}],
      "spice_on_board": [{"territory": "south_mesa", "amount": 10},
                         {"territory": "funeral_plain", "amount": 6}]})");
  set_discard(g, {card_of("funeral_plain"), card_of("south_mesa")});
  stack_deck(g, {worm(0), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  // South Mesa (all three sectors) is devoured.
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 0);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "south_mesa"), 0);
  EXPECT_EQ(tanks(g, Faction::Emperor), 4);
  EXPECT_EQ(tanks(g, Faction::Harkonnen), 2);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 0);
  // Funeral Plain (an older discard) is untouched; Harkonnen in Carthag untouched.
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 3);
  EXPECT_EQ(tanks(g, Faction::Guild), 0);
  EXPECT_EQ(spice_at(g, "funeral_plain", 14), 6);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 10);
  // The next card resolves normally.
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  EXPECT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
  EXPECT_NE(std::find(g.spiceDiscard.begin(), g.spiceDiscard.end(), worm(0)), g.spiceDiscard.end());
  // Nexus: every player decides.
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus), kAllSix);
}

// GF9 Rulebook 2019 p.16 (2h), spiceblow.fremen_worm_immunity (Basic Fremen): Fremen forces in a
// devoured territory are not killed; the spice there still is.
TEST(SpiceBlow, FremenNotDevoured) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "fremen", "territory": "south_mesa", "sector": 4, "count": 5},
                 {"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4}],
      "spice_on_board": [{"territory": "south_mesa", "amount": 10}]})");
  set_discard(g, {card_of("south_mesa")});
  stack_deck(g, {worm(0), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "south_mesa"), 5);
  EXPECT_EQ(tanks(g, Faction::Fremen), 0);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 0);
  EXPECT_EQ(tanks(g, Faction::Emperor), 4);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 0);
}

// GF9 Rulebook 2019 p.16 (2h), spiceblow.fremen_worm_immunity (Fremen alliance): the Fremen's ally is
// protected too; other factions are not.
TEST(SpiceBlow, FremenAllyProtectedFromShaiHulud) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "harkonnen", "territory": "south_mesa", "sector": 5, "count": 2},
                 {"faction": "harkonnen", "territory": "carthag", "count": 10}],
      "fremen": {"ally": "emperor"}})");
  set_discard(g, {card_of("south_mesa")});
  stack_deck(g, {worm(0), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 4);
  EXPECT_EQ(tanks(g, Faction::Emperor), 0);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "south_mesa"), 0);
  EXPECT_EQ(tanks(g, Faction::Harkonnen), 2);
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.shai_hulud.devour: a second Shai-Hulud in the same chain
// devours the same territory again (the topmost territory card has not changed).
TEST(SpiceBlow, SecondShaiHuludInChainDevoursSameTerritory) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "emperor", "territory": "funeral_plain", "count": 2}]})");
  set_discard(g, {card_of("funeral_plain"), card_of("south_mesa")});
  stack_deck(g, {worm(0), worm(1), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 0);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "funeral_plain"), 2);
  EXPECT_EQ(tanks(g, Faction::Emperor), 4);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  EXPECT_EQ(g.phase, Phase::Nexus);
}

}  // namespace
}  // namespace dune
