// Advanced game: double spice blow, increased spice flow, the Fremen storm deck and storm losses,
// Advanced starting forces and the Bene Gesserit charity. Each test names its source and the
// registry id; a Basic test beside each shows the Basic behaviour is unchanged.
//
// Deck orders are set by editing g.spiceDeck (back() is the top) and the discard piles, then
// entering the phase with begin_phase(g, ...).
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kAdvSix =
    R"("setup": {"ruleset": "advanced",
                 "factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 42, "random_seating": false})";
constexpr const char* kBasicSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 42, "random_seating": false})";
constexpr const char* kAdvNoFremen =
    R"("setup": {"ruleset": "advanced", "factions": ["atreides", "bene_gesserit", "emperor", "harkonnen"],
                 "seed": 42, "random_seating": false})";

Game adv(const std::string& position) {
  return scenario("{" + std::string(kAdvSix) + ", \"position\": " + position + "}");
}
Game basic(const std::string& position) {
  return scenario("{" + std::string(kBasicSix) + ", \"position\": " + position + "}");
}

SpiceCardId card_of(std::string_view territoryKey) { return spice_card_of(territoryKey); }

SpiceCardId worm(int i) { return shai_hulud(i); }

// Discard piles A and B become exactly the given piles (last = topmost); the rest is in the deck.
void set_piles(Game& g, std::initializer_list<SpiceCardId> a, std::initializer_list<SpiceCardId> b) {
  set_spice_piles(g, a, b);
}

// The deck's top cards become `top`, first listed = drawn first.
void stack_deck(Game& g, std::initializer_list<SpiceCardId> top) { stack_spice_deck(g, top); }

bool contains(const std::vector<SpiceCardId>& v, SpiceCardId c) {
  return std::find(v.begin(), v.end(), c) != v.end();
}

int spice_at(const Game& g, std::string_view key, int sector) { return g.spice[loc(key, sector)]; }
int tanks(const Game& g, Faction f) { return g.player(f).tanks.total(); }

void pass_all(Game& g, DecisionKind k) {
  for (int guard = 0; guard < 20; ++guard) {
    auto seats = seats_pending(g, k);
    if (seats.empty()) return;
    act(g, seats.front(), R"({"type":"pass"})");
  }
}

// ---------------------------------------------------------------------------------------------
// Double Spice Blow (adv.double_spice_blow): GF9 Rulebook 2019 p.13; Revised Rulebook v2.3.

// Two territory cards: one onto pile A, one onto pile B, both place spice; no Nexus.
TEST(AdvancedSpiceBlow, TwoBlowsOntoPilesAAndB) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  set_piles(g, {}, {});
  stack_deck(g, {card_of("south_mesa"), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 10);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  EXPECT_EQ(g.spiceDiscard, std::vector<SpiceCardId>{card_of("south_mesa")});
  EXPECT_EQ(g.spiceDiscardB, std::vector<SpiceCardId>{card_of("red_chasm")});
  EXPECT_EQ(g.spiceDeck.size(), 19u);
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

// Basic is unchanged: one blow, one pile.
TEST(AdvancedSpiceBlow, BasicStillOneBlow) {
  Game g = basic(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  set_piles(g, {}, {});
  stack_deck(g, {card_of("south_mesa"), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 10);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 0);
  EXPECT_TRUE(g.spiceDiscardB.empty());
  EXPECT_EQ(g.spiceDeck.size(), 20u);
}

// A Shai-Hulud on pile A devours the territory of pile A's topmost territory card (not pile B's);
// the Nexus comes before the card for pile B is revealed; then pile B's blow follows.
TEST(AdvancedSpiceBlow, WormOnPileADevoursPileATerritoryThenNexusThenPileB) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "guild", "territory": "funeral_plain", "count": 3}],
      "spice_on_board": [{"territory": "south_mesa", "amount": 10},
                         {"territory": "funeral_plain", "amount": 6}]})");
  set_piles(g, {card_of("south_mesa")}, {card_of("funeral_plain")});
  stack_deck(g, {worm(0), card_of("red_chasm"), card_of("cielago_north")});
  begin_phase(g, Phase::SpiceBlow);
  // Pile A's territory (South Mesa) devoured; pile B's (Funeral Plain) untouched.
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 0);
  EXPECT_EQ(tanks(g, Faction::Emperor), 4);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 0);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 3);
  EXPECT_EQ(spice_at(g, "funeral_plain", 14), 6);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  EXPECT_TRUE(contains(g.spiceDiscard, worm(0)));
  EXPECT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
  // The Nexus now, pile B's card not yet revealed.
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_EQ(g.spiceDeck.back(), card_of("cielago_north"));
  EXPECT_EQ(g.spiceDiscardB.size(), 1u);
  pass_all(g, DecisionKind::Nexus);
  // Pile B's blow: Cielago North gets its spice, no second Nexus.
  EXPECT_EQ(g.spiceDiscardB.back(), card_of("cielago_north"));
  EXPECT_EQ(spice_at(g, "cielago_north", 2), 8);
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_NE(g.phase, Phase::SpiceBlow);
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

// A Shai-Hulud on pile B devours the territory of pile B's topmost territory card, then a Nexus.
TEST(AdvancedSpiceBlow, WormOnPileBDevoursPileBTerritory) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "guild", "territory": "funeral_plain", "count": 3}],
      "spice_on_board": [{"territory": "south_mesa", "amount": 10},
                         {"territory": "funeral_plain", "amount": 6}]})");
  set_piles(g, {card_of("south_mesa")}, {card_of("funeral_plain")});
  stack_deck(g, {card_of("red_chasm"), worm(0), card_of("cielago_north")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 0);
  EXPECT_EQ(tanks(g, Faction::Guild), 3);
  EXPECT_EQ(spice_at(g, "funeral_plain", 14), 0);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 4);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 10);
  EXPECT_TRUE(contains(g.spiceDiscardB, worm(0)));
  EXPECT_EQ(g.spiceDiscardB.back(), card_of("cielago_north"));
  EXPECT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
  EXPECT_EQ(g.phase, Phase::Nexus);
  pass_all(g, DecisionKind::Nexus);
  pass_charity(g);
  EXPECT_EQ(g.phase, Phase::Bidding);  // after the CHOAM Charity (Bene Gesserit paid automatically)
}

// Turn 1: Shai-Hulud cards in either blow are set aside and shuffled back after both; no Nexus.
TEST(AdvancedSpiceBlow, FirstTurnBothBlowsNoNexus) {
  Game g = adv(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  set_piles(g, {}, {});
  stack_deck(g, {worm(0), card_of("south_mesa"), worm(1), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(g.spiceDiscard, std::vector<SpiceCardId>{card_of("south_mesa")});
  EXPECT_EQ(g.spiceDiscardB, std::vector<SpiceCardId>{card_of("red_chasm")});
  EXPECT_TRUE(contains(g.spiceDeck, worm(0)));
  EXPECT_TRUE(contains(g.spiceDeck, worm(1)));
  EXPECT_EQ(g.spiceDeck.size(), 19u);
  EXPECT_NE(g.phase, Phase::Nexus);
}

// The public view shows pile B to everyone.
TEST(AdvancedSpiceBlow, PileBIsPublic) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  set_piles(g, {}, {});
  stack_deck(g, {card_of("south_mesa"), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(view(g, Viewer::spectator()).spiceDiscardB, std::vector<SpiceCardId>{card_of("red_chasm")});
  EXPECT_EQ(view(g, Viewer::of(Faction::Harkonnen)).spiceDiscardB,
            std::vector<SpiceCardId>{card_of("red_chasm")});
}

// ---------------------------------------------------------------------------------------------
// Fremen Sandworms (adv.fremen.sandworms): GF9 Rulebook 2019 p.16, Fremen sheet; Landsraad rules
// 2.04.15: every Shai-Hulud after the first in a spice blow may be placed by the Fremen in any sand
// territory; forces there, except the Fremen's, are devoured. Each pile is one blow
// (boundary.fremen_sandworms_per_blow).

constexpr const char* kTwoWorms = R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 3, "count": 4},
                 {"faction": "guild", "territory": "funeral_plain", "count": 3},
                 {"faction": "fremen", "territory": "the_great_flat", "count": 2},
                 {"faction": "atreides", "territory": "the_great_flat", "count": 5}],
      "spice_on_board": [{"territory": "south_mesa", "amount": 10},
                         {"territory": "funeral_plain", "amount": 6}]})";

// Pile A shows South Mesa; the deck reveals Shai-Hulud, Shai-Hulud, Red Chasm, Cielago North.
Game two_worms(Game g) {
  set_piles(g, {card_of("south_mesa")}, {card_of("habbanya_erg")});
  stack_deck(g, {worm(0), worm(1), card_of("red_chasm"), card_of("cielago_north")});
  begin_phase(g, Phase::SpiceBlow);
  return g;
}

// The first worm devours where the deck puts it; the second waits for the Fremen, alone.
TEST(AdvancedSandworms, SecondWormOfABlowWaitsForTheFremen) {
  Game g = two_worms(adv(kTwoWorms));
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 0);  // the first worm, as usual
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 0);
  EXPECT_EQ(g.phase, Phase::SpiceBlow);
  EXPECT_TRUE(g.wormToPlace);
  EXPECT_EQ(pending(g), (std::vector<Decision>{{Faction::Fremen, DecisionKind::WormPlacement, 0, 0}}));
  EXPECT_EQ(g.spiceDeck.back(), card_of("red_chasm"));  // the blow waits: Red Chasm not yet revealed
  EXPECT_EQ(g.spiceDiscard.back(), worm(1));
  // Public: every seat and spectators see the waiting worm and where it goes if the Fremen pass.
  View pub = view(g, Viewer::spectator());
  EXPECT_TRUE(pub.wormToPlace);
  EXPECT_EQ(pub.wormDefault, territory_by_key("south_mesa"));
  EXPECT_EQ(pub.wormPile, 0);
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

// The Fremen place it in a sand territory: it devours all spice and forces there but theirs, then
// the blow goes on (Red Chasm) and the Nexus follows.
TEST(AdvancedSandworms, PlacedWormDevoursThereAndTheBlowGoesOn) {
  Game g = two_worms(adv(kTwoWorms));
  act(g, Faction::Fremen, R"({"type":"place_worm","territory":"funeral_plain"})");
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 0);
  EXPECT_EQ(tanks(g, Faction::Guild), 3);
  EXPECT_EQ(spice_at(g, "funeral_plain", 14), 0);
  EXPECT_FALSE(g.wormToPlace);
  EXPECT_EQ(spice_at(g, "red_chasm", 6), 8);
  EXPECT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_EQ(g.spiceDeck.back(), card_of("cielago_north"));  // pile B after the Nexus
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

// Forces there except the Fremen's are devoured; the Fremen may ride the worm they placed.
TEST(AdvancedSandworms, FremenSurviveTheirWormAndMayRideIt) {
  Game g = two_worms(adv(kTwoWorms));
  act(g, Faction::Fremen, R"({"type":"place_worm","territory":"the_great_flat"})");
  EXPECT_EQ(forces_at(g, Faction::Fremen, "the_great_flat"), 2);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "the_great_flat"), 0);
  EXPECT_EQ(tanks(g, Faction::Atreides), 5);
  EXPECT_EQ(g.phase, Phase::Nexus);
  pass_all(g, DecisionKind::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::WormRide), std::vector<Faction>{Faction::Fremen});
}

// A pass leaves the worm where the deck puts it: the topmost territory card of its pile.
TEST(AdvancedSandworms, PassLeavesTheWormWhereItAppears) {
  Game g = adv(kTwoWorms);
  set_piles(g, {card_of("south_mesa")}, {});
  stack_deck(g, {worm(0), worm(1), card_of("red_chasm")});
  begin_phase(g, Phase::SpiceBlow);
  // Between the worms, forces arrive in South Mesa (as after a ride); the second worm finds them.
  g.board[loc("south_mesa", 3)][index(Faction::Harkonnen)].normal = 2;
  g.player(Faction::Harkonnen).reserves.normal =
      static_cast<std::uint8_t>(g.player(Faction::Harkonnen).reserves.normal - 2);
  act(g, Faction::Fremen, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "south_mesa"), 0);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 3);  // untouched
  EXPECT_EQ(spice_at(g, "funeral_plain", 14), 6);
  EXPECT_EQ(g.phase, Phase::Nexus);
}

// Only a sand territory, only the Fremen; a refusal changes nothing.
TEST(AdvancedSandworms, OnlySandOnlyFremen) {
  Game g = two_worms(adv(kTwoWorms));
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"place_worm","territory":"arrakeen"})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"place_worm","territory":"false_wall_east"})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"place_worm","territory":"polar_sink"})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, Faction::Guild, R"({"type":"place_worm","territory":"funeral_plain"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(
      refuse(g, Faction::Fremen, R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":1})")
          .code,
      Err::BadAction);
  // Every sand territory, and the pass, are offered.
  int sand = 0, offered = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t) sand += territory(t).terrain == Terrain::Sand;
  for (const Action& a : legal_actions(g, Faction::Fremen))
    offered += a.kind == ActionKind::PlaceWorm || a.kind == ActionKind::Pass;
  EXPECT_EQ(offered, sand + 1);
}

// The first worm of each pile resolves normally: pile B's first worm is not the Fremen's even when
// pile A had one (boundary.fremen_sandworms_per_blow).
TEST(AdvancedSandworms, FirstWormOfPileBIsNotPlaced) {
  Game g = adv(kTwoWorms);
  set_piles(g, {card_of("south_mesa")}, {card_of("funeral_plain")});
  stack_deck(g, {worm(0), card_of("red_chasm"), worm(1), card_of("cielago_north")});
  begin_phase(g, Phase::SpiceBlow);
  EXPECT_EQ(g.phase, Phase::Nexus);
  pass_all(g, DecisionKind::Nexus);
  EXPECT_FALSE(g.wormToPlace);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 0);  // pile B's worm, where its pile says
  EXPECT_TRUE(seats_pending(g, DecisionKind::WormPlacement).empty());
}

// A Karama may stop the advantage (it bears the Karama star): the waiting worm appears where the
// deck puts it and the blow goes on.
TEST(AdvancedSandworms, KaramaStopsThePlacement) {
  std::string pos(kTwoWorms);
  pos.insert(pos.size() - 1, R"(, "harkonnen": {"hand": ["karama"]})");
  Game g = two_worms(adv(pos));
  act(g, Faction::Harkonnen, R"({"type":"karama_stop","target":"fremen","advantage":"fremen_sandworms"})");
  EXPECT_FALSE(g.wormToPlace);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 3);
  EXPECT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

// Basic, and Advanced without the Fremen: every worm devours where the deck puts it.
TEST(AdvancedSandworms, BasicAndNoFremenDoNotPause) {
  Game b = two_worms(basic(kTwoWorms));
  EXPECT_FALSE(b.wormToPlace);
  EXPECT_EQ(b.phase, Phase::Nexus);
  EXPECT_EQ(forces_at(b, Faction::Guild, "funeral_plain"), 3);
  Game n = scenario("{" + std::string(kAdvNoFremen) +
                    R"(, "position": {"turn": 2, "phase": "storm", "storm_sector": 0}})");
  n = two_worms(n);
  EXPECT_FALSE(n.wormToPlace);
  EXPECT_EQ(n.phase, Phase::Nexus);
}

// The waiting worm survives a snapshot.
TEST(AdvancedSandworms, SnapshotKeepsTheWaitingWorm) {
  Game g = two_worms(adv(kTwoWorms));
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back.value().wormToPlace);
  EXPECT_TRUE(back.value() == g);
}

// ---------------------------------------------------------------------------------------------
// Increased Spice Flow (adv.increased_spice_flow): GF9 Rulebook 2019 p.13.

TEST(AdvancedCollection, OccupantsOfCitiesAndTueksSietchCollect) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "atreides", "territory": "arrakeen", "count": 5},
                 {"faction": "emperor", "territory": "arrakeen", "count": 2},
                 {"faction": "harkonnen", "territory": "carthag", "count": 5},
                 {"faction": "harkonnen", "territory": "tueks_sietch", "count": 1},
                 {"faction": "guild", "territory": "tueks_sietch", "count": 5}],
      "atreides": {"spice": 0}, "emperor": {"spice": 0}, "harkonnen": {"spice": 0}, "guild": {"spice": 0}})");
  begin_phase(g, Phase::Collection);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 2);  // each occupant of Arrakeen
  EXPECT_EQ(g.player(Faction::Emperor).spice, 2);
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 3);  // Carthag 2 + Tuek's Sietch 1
  EXPECT_EQ(g.player(Faction::Guild).spice, 1);
}

// Bene Gesserit advisors do not occupy; fighters do.
TEST(AdvancedCollection, AdvisorsDoNotOccupy) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0, "special": 2},
                 {"faction": "bene_gesserit", "territory": "tueks_sietch", "count": 1}],
      "bene_gesserit": {"spice": 0}})");
  begin_phase(g, Phase::Collection);
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 1);  // Tuek's Sietch only
}

TEST(AdvancedCollection, BasicHasNoCityBonus) {
  Game g = basic(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "atreides", "territory": "arrakeen", "count": 5},
                 {"faction": "guild", "territory": "tueks_sietch", "count": 5}],
      "atreides": {"spice": 0}, "guild": {"spice": 0}})");
  begin_phase(g, Phase::Collection);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 0);
  EXPECT_EQ(g.player(Faction::Guild).spice, 0);
}

// ---------------------------------------------------------------------------------------------
// Fremen storm deck (adv.fremen.storm_deck): GF9 Rulebook 2019 p.16, Fremen sheet.

void dial_both(Game& g, int a, int b) {
  std::vector<Faction> seats;
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::StormDial) seats.push_back(d.seat);
  ASSERT_EQ(seats.size(), 2u);
  act(g, seats[0], R"({"type":"storm_dial","dial":)" + std::to_string(a) + "}");
  act(g, seats[1], R"({"type":"storm_dial","dial":)" + std::to_string(b) + "}");
}

// Turn 1 is dialed; at its end the Fremen draw the first storm card, seen by the Fremen only.
TEST(AdvancedStorm, FirstTurnDialsThenFremenDrawSecretCard) {
  Game g = adv(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  ASSERT_EQ(g.fremen.stormCard, 0);
  dial_both(g, 1, 1);
  EXPECT_EQ(g.stormSector, 2);
  ASSERT_GE(g.fremen.stormCard, 1);
  ASSERT_LE(g.fremen.stormCard, 6);
  // Only the Fremen seat sees it: no other seat, no spectator (view leak check).
  EXPECT_EQ(view(g, Viewer::of(Faction::Fremen)).nextStormCard, g.fremen.stormCard);
  EXPECT_EQ(view(g, Viewer::spectator()).nextStormCard, 0);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Guild, Faction::Harkonnen})
    EXPECT_EQ(view(g, Viewer::of(f)).nextStormCard, 0) << name(f);
  EXPECT_TRUE(check_views(g).empty()) << check_views(g);
  // The private log line goes to the Fremen only.
  bool privateLine = false;
  for (auto& e : g.log)
    if (e.text.find("next storm card is") != std::string::npos) {
      privateLine = true;
      EXPECT_EQ(e.visibleTo, Audience::seats(FactionSet::of(Faction::Fremen)));
    }
  EXPECT_TRUE(privateLine);
}

// Later turns: no dials; the storm moves by the card, which goes back and a new one is drawn.
TEST(AdvancedStorm, LaterTurnMovesByStormCardAndDrawsNext) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  g.fremen.stormCard = 4;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  EXPECT_TRUE(seats_pending(g, DecisionKind::StormDial).empty());
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(g.stormSector, 4);
  EXPECT_GE(g.fremen.stormCard, 1);  // a new card was drawn
  EXPECT_LE(g.fremen.stormCard, 6);
}

// Without the Fremen the storm is dialed as in the Basic game.
TEST(AdvancedStorm, WithoutFremenDialsAsBasic) {
  Game g = scenario("{" + std::string(kAdvNoFremen) +
                    R"(, "position": {"turn": 2, "phase": "storm", "storm_sector": 0}})");
  pass_all(g, DecisionKind::WeatherControl);
  EXPECT_EQ(seats_pending(g, DecisionKind::StormDial).size(), 2u);
  EXPECT_EQ(g.fremen.stormCard, 0);
}

// Basic with the Fremen: dials, no storm card.
TEST(AdvancedStorm, BasicHasNoStormDeck) {
  Game g = basic(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  dial_both(g, 1, 1);
  EXPECT_EQ(g.fremen.stormCard, 0);
}

// Weather Control replaces the card's move; the unrevealed card goes back and a new one is drawn
// (boundary.weather_storm_card).
TEST(AdvancedStorm, WeatherControlOverridesStormCard) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
                   "atreides": {"hand": ["weather_control"]}})");
  g.fremen.stormCard = 4;
  begin_phase(g, Phase::Storm);
  act(g, Faction::Atreides, R"({"type":"weather_control","sectors":7})");
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(g.stormSector, 7);
  EXPECT_GE(g.fremen.stormCard, 1);  // a new card was drawn
  EXPECT_LE(g.fremen.stormCard, 6);
}

// ---------------------------------------------------------------------------------------------
// Fremen storm losses (adv.fremen.storm_losses): GF9 Rulebook 2019 p.16 — half, rounded up.

TEST(AdvancedStorm, FremenLoseHalfRoundedUp) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "fremen", "territory": "cielago_north", "sector": 1, "count": 5},
                 {"faction": "emperor", "territory": "cielago_north", "sector": 2, "count": 4}]})");
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(g.stormSector, 2);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "cielago_north"), 2);  // 3 of 5 die
  EXPECT_EQ(tanks(g, Faction::Fremen), 3);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "cielago_north"), 0);
}

// Half of the Fremen caught in one territory, counted over its stormed sectors together (3 + 2
// caught: 3 die, not 2 + 1), normal forces before Fedaykin.
TEST(AdvancedStorm, FremenHalfLossCountedPerTerritory) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "fremen", "territory": "cielago_north", "sector": 1, "count": 1, "special": 2},
                 {"faction": "fremen", "territory": "cielago_north", "sector": 2, "count": 2}]})");
  g.fremen.stormCard = 2;
  begin_phase(g, Phase::Storm);
  pass_all(g, DecisionKind::WeatherControl);
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "cielago_north"), 2);
  EXPECT_EQ(g.player(Faction::Fremen).tanks, (Forces{3, 0}));
  EXPECT_EQ(forces_at(g, loc("cielago_north", 1), Faction::Fremen), (Forces{0, 2}));
}

// Basic: the Fremen lose all (storm.fremen_losses).
TEST(AdvancedStorm, BasicFremenLoseAll) {
  Game g = basic(R"({"turn": 1, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "fremen", "territory": "cielago_north", "sector": 1, "count": 5}]})");
  dial_both(g, 1, 1);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "cielago_north"), 0);
  EXPECT_EQ(tanks(g, Faction::Fremen), 5);
}

// ---------------------------------------------------------------------------------------------
// Setup (adv.setup.elite_forces, adv.setup.bg_advisor): faction sheets, GF9 Rulebook 2019.

Game fresh(RulesetKind k) {
  SetupOptions o;
  o.ruleset.kind = k;
  o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  o.seed = 7;
  o.randomSeating = false;
  return new_game(o).value();
}

void pick_traitors(Game& g) {
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::PickTraitor) {
      Action a{.kind = ActionKind::PickTraitor, .leader = g.player(d.seat).traitorDraw.front()};
      ASSERT_TRUE(apply(g, d.seat, a).ok());
    }
}

TEST(AdvancedSetup, EliteForcesAndBgAdvisorAnywhere) {
  Game g = fresh(RulesetKind::Advanced);
  EXPECT_EQ(g.player(Faction::Emperor).reserves, (Forces{15, 5}));
  EXPECT_EQ(g.player(Faction::Fremen).reserves, (Forces{17, 3}));
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 0);
  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"fremen","turn":5})");
  pick_traitors(g);
  // The Bene Gesserit place only after the Fremen.
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  refuse(g, Faction::BeneGesserit, R"({"type":"send_advisor","to":{"territory":"carthag"}})");
  // Fedaykin among the 10: more than placed in a territory is refused.
  refuse(g, Faction::Fremen,
         R"({"type":"place_fremen","sietch_tabr":2,"false_wall_south":8,"false_wall_west":0,
             "fedaykin_sietch_tabr":3})");
  act(g, Faction::Fremen,
      R"({"type":"place_fremen","sietch_tabr":6,"false_wall_south":4,"false_wall_west":0,
          "fedaykin_sietch_tabr":2,"fedaykin_false_wall_south":1})");
  EXPECT_EQ(forces_at(g, loc("sietch_tabr"), Faction::Fremen), (Forces{4, 2}));
  EXPECT_EQ(g.player(Faction::Fremen).reserves, (Forces{10, 0}));
  ASSERT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  act(g, Faction::BeneGesserit, R"({"type":"send_advisor","to":{"territory":"carthag"}})");
  EXPECT_EQ(forces_at(g, loc("carthag"), Faction::BeneGesserit), (Forces{0, 1}));
  EXPECT_EQ(g.phase, Phase::Storm);
  EXPECT_TRUE(check_invariants(g, spice_on_table(g) - g.bankOut).empty());
}

TEST(AdvancedSetup, BasicKeepsPolarSinkAndRefusesFedaykin) {
  Game g = fresh(RulesetKind::Basic);
  EXPECT_EQ(g.player(Faction::Emperor).reserves, (Forces{20, 0}));
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"fremen","turn":5})");
  pick_traitors(g);
  refuse(g, Faction::Fremen,
         R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0,
             "fedaykin_sietch_tabr":1})");
  act(g, Faction::Fremen,
      R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0})");
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_EQ(g.phase, Phase::Storm);
}

// ---------------------------------------------------------------------------------------------
// CHOAM Charity (adv.bg.charity): Bene Gesserit sheet, Advanced — 2 spice every turn.

TEST(AdvancedCharity, BeneGesseritAlwaysReceiveTwo) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0, "bene_gesserit": {"spice": 7}})");
  begin_phase(g, Phase::Charity);
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 9);
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::Charity));
}

TEST(AdvancedCharity, BasicBeneGesseritWithSpiceGetNothing) {
  Game g = basic(R"({"turn": 2, "phase": "storm", "storm_sector": 0, "bene_gesserit": {"spice": 7}})");
  begin_phase(g, Phase::Charity);
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 7);
}

// Snapshots keep the new state: pile B, the blow in progress, the storm deck and card, the Bene
// Gesserit placement; the Fedaykin split survives the action codec; the view JSON carries the
// next storm card only for the Fremen.
TEST(AdvancedSpiceStorm, CodecRoundTrips) {
  Game g = adv(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  set_piles(g, {card_of("south_mesa")}, {card_of("red_chasm")});
  g.fremen.stormCard = 4;
  g.spiceBlowPile = 1;
  g.setup.bgPlaced = true;
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back.value() == g);

  Action a = action(R"({"type":"place_fremen","sietch_tabr":6,"false_wall_south":4,"false_wall_west":0,
                        "fedaykin_sietch_tabr":2,"fedaykin_false_wall_west":1})");
  EXPECT_EQ(a.sub, 2 | (1 << 4));
  auto a2 = action_from_json(to_json(a));
  ASSERT_TRUE(a2.ok());
  EXPECT_EQ(a2.value(), a);
  // Basic actions are written as before: no Fedaykin fields.
  EXPECT_EQ(to_string(to_json(action(R"({"type":"place_fremen","sietch_tabr":10})"))).find("fedaykin"),
            std::string::npos);

  EXPECT_EQ(to_string(to_json(view(g, Viewer::of(Faction::Fremen)))).find("\"next_storm_card\":4") ==
                std::string::npos,
            false);
  for (Faction f : {Faction::Atreides, Faction::Harkonnen})
    EXPECT_NE(to_string(to_json(view(g, Viewer::of(f)))).find("\"next_storm_card\":null"), std::string::npos);
  EXPECT_NE(to_string(to_json(view(g, Viewer::spectator()))).find("\"next_storm_card\":null"),
            std::string::npos);
}

// Whole Advanced games with random legal play keep every invariant (double blow, storm deck,
// setup decisions all reachable through candidates).
TEST(AdvancedSpiceStorm, RandomGamesKeepInvariants) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                  Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
    o.seed = seed;
    Game g = new_game(o).value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng r = Rng::seeded(seed * 977);
    for (int step = 0; step < 5000 && g.phase != Phase::GameOver; ++step) {
      auto ds = pending(g);
      ASSERT_FALSE(ds.empty());
      const Decision& d = ds[r.below(static_cast<std::uint32_t>(ds.size()))];
      auto legal = legal_actions(g, d.seat, &r, 8);
      ASSERT_FALSE(legal.empty()) << decision_key(d.kind);
      ASSERT_TRUE(apply(g, d.seat, legal[r.below(static_cast<std::uint32_t>(legal.size()))]).ok());
      std::string inv = check_invariants(g, base);
      ASSERT_TRUE(inv.empty()) << inv;
      ASSERT_TRUE(check_views(g).empty()) << check_views(g);
    }
  }
}

}  // namespace
}  // namespace dune
