// Migration: a snapshot written by the engine before issue 12 (main at 2d68483: six factions wide,
// five leaders each, faction masks as integers) still loads, equals the game the current engine
// builds from the same game file, and plays on.
// tests/data/migration_main_2d68483_game.json is the battle example of docs/GAME_FILES.md with one
// action; tests/data/migration_main_2d68483_snapshot.inc holds `dune replay --json` of that file,
// printed by the `dune` built from main at 2d68483.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/engine.hpp"

namespace dune {
namespace {

constexpr std::string_view kOldSnapshot =
#include "tests/data/migration_main_2d68483_snapshot.inc"
    ;
constexpr std::string_view kGameFile =
#include "tests/data/migration_main_2d68483_game.inc"
    ;

void json_value_check(const Game& g) {
  const boost::json::value v = to_json(g);
  const auto& o = v.as_object();
  EXPECT_EQ(o.at("log").as_array().at(0).as_object().at("visible_to"), boost::json::value("public"));
  const auto& hand = o.at("players").as_object().at("atreides").as_object().at("hand").as_array();
  ASSERT_FALSE(hand.empty());
  EXPECT_EQ(hand.at(0).as_object().at("known_by"), (boost::json::array{"atreides"}));
  EXPECT_TRUE(o.at("nexus").as_object().at("done").is_array());
  EXPECT_TRUE(o.at("outcome").as_object().at("winners").is_array());
  // A key that is not a faction is refused with a sentence naming the field.
  boost::json::value bad = v;
  bad.as_object()["charity_done"] = boost::json::array{"atreides", "nobody"};
  auto r = game_from_json(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("charity_done"), std::string::npos) << r.error().message;
  // The previous integer form still reads: 5 = Atreides and Emperor.
  boost::json::value old = v;
  old.as_object()["charity_done"] = 5;
  auto r2 = game_from_json(old);
  ASSERT_TRUE(r2.ok()) << r2.error().message;
  EXPECT_EQ(r2.value().charityDone, (FactionSet{Faction::Atreides, Faction::Emperor}));
  EXPECT_EQ(to_json(r2.value()).as_object().at("charity_done"), (boost::json::array{"atreides", "emperor"}));
}

Game load_old() {
  auto v = parse_json(kOldSnapshot);
  EXPECT_TRUE(v.ok());
  auto g = game_from_json(v.value());
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message.str());
  return g.ok() ? g.value() : Game{};
}

TEST(Migration, OldSnapshotIsSixFactionsWide) {
  // The fixture really is the previous format: six player entries, integer masks.
  auto v = parse_json(kOldSnapshot);
  ASSERT_TRUE(v.ok());
  const auto& players = v.value().as_object().at("players").as_object();
  EXPECT_EQ(players.size(), 6u);
  EXPECT_EQ(players.if_contains("ixian"), nullptr);
  EXPECT_TRUE(v.value().as_object().at("log").as_array().at(0).as_object().at("visible_to").is_number());
}

TEST(Migration, OldSnapshotLoadsAsTheSameGame) {
  Game old = load_old();
  auto file = parse_game_file(kGameFile);
  ASSERT_TRUE(file.ok()) << file.error().message;
  auto now = replay(file.value());
  ASSERT_TRUE(now.ok()) << now.error().message;
  // One rule changed after the fixture was written (issue 16, GF9 Rulebook 2019 p.6): the three
  // traitor cards a player does not keep are set aside instead of going back into the traitor
  // deck. So the old deck holds today's deck plus everyone's unkept draws; all else is equal.
  Game expected = now.value();
  std::multiset<LeaderId> oldDeck(old.traitorDeck.begin(), old.traitorDeck.end());
  std::multiset<LeaderId> newDeck(expected.traitorDeck.begin(), expected.traitorDeck.end());
  for (const Player& p : expected.players)
    for (LeaderId l : p.traitorDraw)
      if (std::find(p.traitors.begin(), p.traitors.end(), l) == p.traitors.end()) newDeck.insert(l);
  EXPECT_EQ(oldDeck, newDeck);
  expected.traitorDeck = old.traitorDeck;
  EXPECT_TRUE(old == expected);
  // Written again in today's format, it reads back unchanged.
  auto again = game_from_json(to_json(old));
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_TRUE(again.value() == old);
}

// Issue 12: faction sets are written as lists of faction keys, a log line's audience as "public" or a
// key list; the old integers still read, and an unknown key is refused.
TEST(Migration, FactionSetsAreWrittenAsKeyLists) {
  Game g = load_old();
  json_value_check(g);
}

// A snapshot of the previous format holds integer masks wherever the engine keeps a faction set:
// 255 was "every faction" (a revealed card, a public log line), a mask derived from it kept bits 6
// and 7 (the Family Atomics window with seats still to answer); each reads as today's value.
TEST(Migration, OldIntegerMasksRead) {
  auto v = parse_json(kOldSnapshot);
  ASSERT_TRUE(v.ok());
  boost::json::object o = v.value().as_object();
  auto& hand = o["players"].as_object()["atreides"].as_object()["hand"].as_array();
  ASSERT_FALSE(hand.empty());
  hand.at(0).as_object()["known_by"] = 255;                   // revealed: every faction has seen it
  o["storm"].as_object()["window_asked"] = 0xFF & ~(1 << 3);  // the Fremen still to answer
  o["nexus"].as_object()["proposed"] = boost::json::array{2, 0, 0, 0, 0, 0};
  o["outcome"].as_object()["winners"] = 1 << 4;
  auto& log = o["log"].as_array();
  ASSERT_FALSE(log.empty());
  log.at(0).as_object()["visible_to"] = 8;  // the Fremen only
  auto g = game_from_json(o);
  ASSERT_TRUE(g.ok()) << g.error().message;
  EXPECT_EQ(g.value().player(Faction::Atreides).hand.at(0).knownBy, FactionSet::all());
  EXPECT_EQ(g.value().storm.windowAsked, FactionSet::all() - FactionSet::of(Faction::Fremen));
  EXPECT_EQ(g.value().nexus.proposed[0], FactionSet::of(Faction::BeneGesserit));
  EXPECT_EQ(g.value().outcome.winners, FactionSet::of(Faction::Guild));
  EXPECT_EQ(g.value().log.at(0).visibleTo, Audience::seats(FactionSet::of(Faction::Fremen)));
  EXPECT_TRUE(load_old().log.at(0).visibleTo.is_public());  // the fixture's 255
  // Written back as key lists and "public".
  const boost::json::value w = to_json(g.value());
  EXPECT_EQ(w.at("outcome").at("winners"), (boost::json::array{"guild"}));
  EXPECT_EQ(w.at("log").at(0).at("visible_to"), (boost::json::array{"fremen"}));
  EXPECT_EQ(w.at("nexus").at("proposed").at(0), (boost::json::array{"bene_gesserit"}));
}

TEST(Migration, OldSnapshotPlaysOn) {
  Game g = load_old();
  Rng pick = Rng::seeded(7);
  int applied = 0;
  for (int step = 0; step < 400 && !is_over(g); ++step) {
    std::vector<Decision> d = pending(g);
    ASSERT_FALSE(d.empty());
    const Faction seat = d[pick.below(static_cast<std::uint32_t>(d.size()))].seat;
    std::vector<Action> legal = legal_actions(g, seat, &pick, 8);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(apply(g, seat, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    ++applied;
  }
  EXPECT_GT(applied, 50);
  auto round = game_from_json(to_json(g));
  ASSERT_TRUE(round.ok()) << round.error().message;
  EXPECT_TRUE(round.value() == g);
}

}  // namespace
}  // namespace dune
