// Setup scenarios: Bene Gesserit prediction, traitor deal and pick (Harkonnen keep four), Fremen
// placement, opening treachery cards, starting forces and spice, seeded determinism and refused
// setups. Sources: docs/RULES_SOURCES.md §0 (rule ids in each comment).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

Game fresh(std::vector<Faction> factions = kAllSix, std::uint64_t seed = 7) {
  SetupOptions o;
  o.factions = std::move(factions);
  o.seed = seed;
  o.randomSeating = false;
  auto r = new_game(o);
  EXPECT_TRUE(r.ok()) << (r ? "" : r.error().message.str());
  return r ? r.value() : Game{};
}

// Complete setup: BG predicts, everyone keeps the first traitor drawn, Fremen place as given.
void finish_setup(Game& g, const char* fremenPlacement = R"({"type":"place_fremen","sietch_tabr":10})") {
  if (g.in_game(Faction::BeneGesserit))
    act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"atreides","turn":5})");
  for (Faction f : kAllSix) {
    if (!has_pending(g, f, DecisionKind::PickTraitor)) continue;
    Action a;
    a.kind = ActionKind::PickTraitor;
    a.leader = g.player(f).traitorDraw.front();
    ASSERT_TRUE(apply(g, f, a).ok());
  }
  if (has_pending(g, Faction::Fremen, DecisionKind::PlaceFremen)) act(g, Faction::Fremen, fremenPlacement);
}

// GF9 Rulebook 2019 p.18 (2h), setup.bg_prediction: after seating and before traitors are dealt,
// the Bene Gesserit predict; nobody else decides anything yet.
TEST(Setup, BeneGesseritPredictBeforeTraitorsAreDealt) {
  Game g = fresh();
  EXPECT_EQ(g.phase, Phase::Setup);
  auto ds = pending(g);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].seat, Faction::BeneGesserit);
  EXPECT_EQ(ds[0].kind, DecisionKind::Predict);
  EXPECT_EQ(ds[0].min, 1);
  EXPECT_EQ(ds[0].max, 10);
  for (Faction f : kAllSix) EXPECT_TRUE(g.player(f).traitorDraw.empty()) << faction_key(f);
  EXPECT_EQ(g.traitorDeck.size(), 30u);
  // Nobody else may act first.
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"place_fremen","sietch_tabr":10})").code,
            Err::NotYourDecision);
}

// GF9 Rulebook 2019 p.6,17 (2h), setup.traitors.deal / setup.traitors.harkonnen: four traitors
// dealt to everyone; all but the Harkonnen pick one; the Harkonnen keep all four.
TEST(Setup, TraitorPicksForAllButHarkonnenWhoKeepFour) {
  Game g = fresh();
  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"harkonnen","turn":3})");
  EXPECT_EQ(seats_pending(g, DecisionKind::PickTraitor),
            (std::vector<Faction>{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen,
                                  Faction::Guild}));
  EXPECT_TRUE(has_pending(g, Faction::Fremen, DecisionKind::PlaceFremen));
  for (Faction f : kAllSix) EXPECT_EQ(g.player(f).traitorDraw.size(), 4u) << faction_key(f);
  EXPECT_EQ(g.player(Faction::Harkonnen).traitors.size(), 4u);
  EXPECT_EQ(g.player(Faction::Harkonnen).traitors, g.player(Faction::Harkonnen).traitorDraw);
  EXPECT_EQ(g.traitorDeck.size(), 6u);

  // A pick keeps exactly that one card.
  LeaderId keep = g.player(Faction::Guild).traitorDraw[2];
  Action a;
  a.kind = ActionKind::PickTraitor;
  a.leader = keep;
  ASSERT_TRUE(apply(g, Faction::Guild, a).ok());
  EXPECT_EQ(g.player(Faction::Guild).traitors, std::vector<LeaderId>{keep});
  EXPECT_FALSE(has_pending(g, Faction::Guild, DecisionKind::PickTraitor));
  // The Harkonnen have no pick to make.
  EXPECT_EQ(refuse_action(g, Faction::Harkonnen, a).code, Err::NotYourDecision);
}

// GF9 Rulebook 2019 p.18 (2h), setup.bg_prediction: the prediction names another faction and a
// turn 1..10; the prediction is secret (view shows it to the Bene Gesserit only).
TEST(Setup, PredictionOfItselfOrTurnOutOfRangeRefused) {
  Game g = fresh();
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, R"({"type":"predict","faction":"bene_gesserit","turn":3})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, R"({"type":"predict","faction":"atreides","turn":11})").code,
            Err::OutOfRange);
  Action zero;
  zero.kind = ActionKind::Predict;
  zero.faction = Faction::Atreides;
  zero.amount = 0;
  EXPECT_EQ(refuse_action(g, Faction::BeneGesserit, zero).code, Err::OutOfRange);
  // Another seat may not predict.
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"predict","faction":"fremen","turn":3})").code,
            Err::NotYourDecision);

  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"fremen","turn":10})");
  EXPECT_EQ(g.beneGesserit.predictedFaction, index(Faction::Fremen));
  EXPECT_EQ(g.beneGesserit.predictedTurn, 10);
  EXPECT_EQ(view(g, Viewer::of(Faction::BeneGesserit)).predictedFaction, index(Faction::Fremen));
  EXPECT_EQ(view(g, Viewer::of(Faction::Fremen)).predictedFaction, -1);
  EXPECT_EQ(view(g, Viewer::of(Faction::Fremen)).predictedTurn, 0);
  EXPECT_EQ(view(g, Viewer::spectator()).predictedFaction, -1);
}

// GF9 Rulebook 2019 p.18 (2h), setup.bg_prediction: a faction not in the game cannot be predicted.
TEST(Setup, PredictionOfAbsentFactionRefused) {
  Game g = fresh({Faction::Atreides, Faction::BeneGesserit, Faction::Harkonnen});
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, R"({"type":"predict","faction":"guild","turn":3})").code,
            Err::NotAllowed);
}

// GF9 Rulebook 2019 p.6 (2h), setup.traitors.deal: the kept traitor is one of the four drawn.
TEST(Setup, PickingLeaderNotDrawnRefused) {
  Game g = fresh();
  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"harkonnen","turn":3})");
  const auto& drawn = g.player(Faction::Atreides).traitorDraw;
  LeaderId other = kNoLeader;
  for (LeaderId l = 0; l < kLeaders; ++l)
    if (std::find(drawn.begin(), drawn.end(), l) == drawn.end()) {
      other = l;
      break;
    }
  ASSERT_NE(other, kNoLeader);
  Action a;
  a.kind = ActionKind::PickTraitor;
  a.leader = other;
  EXPECT_EQ(refuse_action(g, Faction::Atreides, a).code, Err::NotAllowed);
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::PickTraitor));
}

// GF9 Rulebook 2019 p.16 (2h), setup.starting_forces: the Fremen place exactly 10 forces among
// Sietch Tabr, False Wall South and False Wall West.
TEST(Setup, FremenPlacementMustTotalTen) {
  Game g = fresh();
  act(g, Faction::BeneGesserit, R"({"type":"predict","faction":"harkonnen","turn":3})");
  EXPECT_EQ(refuse(g, Faction::Fremen,
                   R"({"type":"place_fremen","sietch_tabr":3,"false_wall_south":3,"false_wall_west":3})")
                .code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::Fremen,
                   R"({"type":"place_fremen","sietch_tabr":4,"false_wall_south":4,"false_wall_west":3})")
                .code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"place_fremen","sietch_tabr":10})").code,
            Err::NotYourDecision);
  act(g, Faction::Fremen,
      R"({"type":"place_fremen","sietch_tabr":4,"false_wall_south":0,"false_wall_west":6})");
  EXPECT_EQ(forces_at(g, Faction::Fremen, "sietch_tabr"), 4);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "false_wall_south"), 0);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "false_wall_west"), 6);
  EXPECT_EQ(g.player(Faction::Fremen).reserves.total(), 10);
  EXPECT_FALSE(has_pending(g, Faction::Fremen, DecisionKind::PlaceFremen));
}

// GF9 Rulebook 2019 pp.6,17 (2h), setup.opening_treachery: one treachery card each, the Harkonnen two;
// setup then ends and the first Storm phase begins.
TEST(Setup, OpeningCardsOneEachHarkonnenTwo) {
  Game g = fresh();
  finish_setup(g);
  EXPECT_EQ(g.phase, Phase::Storm);
  EXPECT_EQ(g.turn, 1);
  for (Faction f : kAllSix)
    EXPECT_EQ(g.player(f).hand.size(), f == Faction::Harkonnen ? 2u : 1u) << faction_key(f);
  EXPECT_EQ(g.treacheryDeck.size(), 33u - 7u);
}

// GF9 Rulebook 2019 pp.16-19 (2h), setup.starting_forces and setup.starting_spice: the position of
// every faction once setup is complete.
TEST(Setup, StartingForcesAndSpicePerFaction) {
  Game g = fresh();
  finish_setup(g, R"({"type":"place_fremen","sietch_tabr":2,"false_wall_south":3,"false_wall_west":5})");
  ASSERT_EQ(g.phase, Phase::Storm);
  auto board_total = [&](Faction f) {
    int n = 0;
    for (const auto& l : g.board) n += l[static_cast<std::size_t>(index(f))].total();
    return n;
  };
  // Atreides: 10 in Arrakeen, 10 in reserve, 10 spice.
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 10);
  EXPECT_EQ(board_total(Faction::Atreides), 10);
  EXPECT_EQ(g.player(Faction::Atreides).reserves.total(), 10);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 10);
  // Harkonnen: 10 in Carthag, 10 in reserve, 10 spice.
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 10);
  EXPECT_EQ(board_total(Faction::Harkonnen), 10);
  EXPECT_EQ(g.player(Faction::Harkonnen).reserves.total(), 10);
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 10);
  // Guild: 5 in Tuek's Sietch, 15 in reserve, 5 spice.
  EXPECT_EQ(forces_at(g, Faction::Guild, "tueks_sietch"), 5);
  EXPECT_EQ(board_total(Faction::Guild), 5);
  EXPECT_EQ(g.player(Faction::Guild).reserves.total(), 15);
  EXPECT_EQ(g.player(Faction::Guild).spice, 5);
  // Emperor: all 20 in reserve, 10 spice.
  EXPECT_EQ(board_total(Faction::Emperor), 0);
  EXPECT_EQ(g.player(Faction::Emperor).reserves.total(), 20);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 10);
  // Bene Gesserit (Basic): 1 in the Polar Sink, 19 in reserve, 5 spice.
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  EXPECT_EQ(board_total(Faction::BeneGesserit), 1);
  EXPECT_EQ(g.player(Faction::BeneGesserit).reserves.total(), 19);
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 5);
  // Fremen: 10 as placed, 10 in reserve, 3 spice.
  EXPECT_EQ(forces_at(g, Faction::Fremen, "sietch_tabr"), 2);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "false_wall_south"), 3);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "false_wall_west"), 5);
  EXPECT_EQ(board_total(Faction::Fremen), 10);
  EXPECT_EQ(g.player(Faction::Fremen).reserves.total(), 10);
  EXPECT_EQ(g.player(Faction::Fremen).spice, 3);
  // Nobody starts in the Tanks; all spice on the board starts in the Bank.
  for (Faction f : kAllSix) EXPECT_EQ(g.player(f).tanks.total(), 0) << faction_key(f);
  for (LocationId l = 0; l < kLocations; ++l) EXPECT_EQ(g.spice[static_cast<std::size_t>(l)], 0);
}

// STYLE.md §10 (deterministic chance): the same options and seed give the same game.
TEST(Setup, SameSeedGivesEqualGames) {
  SetupOptions o;
  o.factions = kAllSix;
  o.seed = 1234;
  auto a = new_game(o);
  auto b = new_game(o);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_TRUE(a.value() == b.value());
  // Driven through the same decisions, they stay equal.
  Game ga = a.value(), gb = b.value();
  finish_setup(ga);
  finish_setup(gb);
  EXPECT_TRUE(ga == gb);
}

// STYLE.md §10 (deterministic chance): another seed shuffles differently.
TEST(Setup, DifferentSeedsDiffer) {
  SetupOptions o;
  o.factions = kAllSix;
  o.seed = 1;
  auto a = new_game(o);
  o.seed = 2;
  auto b = new_game(o);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_FALSE(a.value() == b.value());
  EXPECT_TRUE(a.value().treacheryDeck != b.value().treacheryDeck ||
              a.value().spiceDeck != b.value().spiceDeck || a.value().traitorDeck != b.value().traitorDeck);
}

// GF9 Rulebook 2019 (setup.factions): 2 to 6 distinct base factions; others are refused with a
// sentence saying why.
TEST(Setup, InvalidFactionListsRefusedWithMessage) {
  SetupOptions one;
  one.factions = {Faction::Atreides};
  auto r1 = new_game(one);
  ASSERT_FALSE(r1.ok());
  EXPECT_FALSE(r1.error().message.empty());

  SetupOptions seven;
  seven.factions = kAllSix;
  seven.factions.push_back(Faction::Atreides);
  auto r7 = new_game(seven);
  ASSERT_FALSE(r7.ok());
  EXPECT_FALSE(r7.error().message.empty());

  SetupOptions dup;
  dup.factions = {Faction::Atreides, Faction::Harkonnen, Faction::Atreides};
  auto rd = new_game(dup);
  ASSERT_FALSE(rd.ok());
  EXPECT_FALSE(rd.error().message.empty());

  SetupOptions none;
  auto r0 = new_game(none);
  ASSERT_FALSE(r0.ok());
  EXPECT_FALSE(r0.error().message.empty());
}

// GF9 Rulebook 2019 p.6 (2h): without the Bene Gesserit there is no prediction: traitors are dealt
// at once.
TEST(Setup, WithoutBeneGesseritTraitorsAreDealtAtOnce) {
  Game g = fresh({Faction::Atreides, Faction::Harkonnen, Faction::Fremen});
  EXPECT_EQ(seats_pending(g, DecisionKind::Predict), std::vector<Faction>{});
  EXPECT_EQ(seats_pending(g, DecisionKind::PickTraitor),
            (std::vector<Faction>{Faction::Atreides, Faction::Fremen}));
  EXPECT_EQ(g.player(Faction::Harkonnen).traitors.size(), 4u);
  EXPECT_EQ(g.traitorDeck.size(), 15u - 12u);
}

}  // namespace
}  // namespace dune
