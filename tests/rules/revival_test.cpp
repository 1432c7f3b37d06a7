// Revival phase scenarios: free revivals per faction, paid revivals, the 3-force limit, leader
// revival (condition and cost), the Emperor paying for its ally and the Fremen ally's free
// revivals. Sources: docs/RULES_SOURCES.md §6 (rule ids in each comment).
//
// Seating is fixed ("random_seating": false): Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10,
// Guild 13, Harkonnen 16; the storm sits in sector 0.
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 11, "random_seating": false})";

Game revival(const std::string& factions) {
  return scenario("{" + std::string(kSix) + R"(, "position": {"phase": "revival", "storm_sector": 0, )" +
                  factions + "}}");
}

std::string revive(int forces) { return R"({"type":"revive","forces":)" + std::to_string(forces) + "}"; }

LeaderId leader(std::string_view name) { return leader_by_name(name); }
const LeaderState& leader_state(const Game& g, LeaderId l) {
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
}

struct FreeCase {
  Faction faction;
  int free;
};

// GF9 Rulebook 2019 pp.16-19 (revival.free): free revivals are Atreides 2, Bene Gesserit 1,
// Emperor 1, Fremen 3, Guild 1, Harkonnen 2; reviving those costs nothing.
TEST(Revival, FreeForcesPerFaction) {
  for (FreeCase c :
       {FreeCase{Faction::Atreides, 2}, FreeCase{Faction::BeneGesserit, 1}, FreeCase{Faction::Emperor, 1},
        FreeCase{Faction::Fremen, 3}, FreeCase{Faction::Guild, 1}, FreeCase{Faction::Harkonnen, 2}}) {
    std::string key(faction_key(c.faction));
    SCOPED_TRACE(key);
    Game g = revival("\"" + key + R"(": {"spice": 10, "tanks": 5})");
    ASSERT_TRUE(has_pending(g, c.faction, DecisionKind::Revive));
    int reserves = g.player(c.faction).reserves.total();
    act(g, c.faction, revive(c.free));
    EXPECT_EQ(g.player(c.faction).spice, 10);
    EXPECT_EQ(g.player(c.faction).tanks.total(), 5 - c.free);
    EXPECT_EQ(g.player(c.faction).reserves.total(), reserves + c.free);
  }
}

// GF9 Rulebook 2019 p.9 (revival.paid): each force beyond the free ones, up to 3, costs 2 spice.
TEST(Revival, ExtraForcesCostTwoSpiceEach) {
  for (FreeCase c :
       {FreeCase{Faction::Atreides, 2}, FreeCase{Faction::BeneGesserit, 1}, FreeCase{Faction::Emperor, 1},
        FreeCase{Faction::Guild, 1}, FreeCase{Faction::Harkonnen, 2}}) {
    std::string key(faction_key(c.faction));
    SCOPED_TRACE(key);
    Game g = revival("\"" + key + R"(": {"spice": 10, "tanks": 5})");
    int reserves = g.player(c.faction).reserves.total();
    act(g, c.faction, revive(3));
    EXPECT_EQ(g.player(c.faction).spice, 10 - 2 * (3 - c.free));
    EXPECT_EQ(g.player(c.faction).reserves.total(), reserves + 3);
    EXPECT_EQ(g.player(c.faction).tanks.total(), 2);
  }
}

// GF9 Rulebook 2019 p.9 (revival.paid): revival is paid to the Bank, not to the Emperor or Guild.
TEST(Revival, PaidRevivalGoesToBank) {
  Game g = revival(R"("bene_gesserit": {"spice": 10, "tanks": 5}, "emperor": {"spice": 10},
                      "guild": {"spice": 10})");
  act(g, Faction::BeneGesserit, revive(3));
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 6);
  EXPECT_EQ(g.player(Faction::Emperor).spice, 10);
  EXPECT_EQ(g.player(Faction::Guild).spice, 10);
}

// GF9 Rulebook 2019 p.9 (revival.force_limit): at most 3 forces per turn.
TEST(Revival, AtMostThreeForces) {
  Game g = revival(R"("fremen": {"spice": 20, "tanks": 6})");
  EXPECT_EQ(refuse(g, Faction::Fremen, revive(4)).code, Err::RevivalLimit);
}

// GF9 Rulebook 2019 p.9 (revival.paid): paid revival needs the spice.
TEST(Revival, PaidRevivalNeedsSpice) {
  Game g = revival(R"("bene_gesserit": {"spice": 1, "tanks": 5})");
  EXPECT_EQ(refuse(g, Faction::BeneGesserit, revive(2)).code, Err::NotEnoughSpice);
  act(g, Faction::BeneGesserit, revive(1));
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 1);
}

// GF9 Rulebook 2019 p.9 (revival.no_order): everyone revives at once; there is no storm order.
TEST(Revival, AllPlayersDecideAtOnce) {
  Game g = revival(R"("atreides": {"tanks": 2}, "harkonnen": {"tanks": 2}, "guild": {"tanks": 1})");
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Revive));
  EXPECT_TRUE(has_pending(g, Faction::Harkonnen, DecisionKind::Revive));
  EXPECT_TRUE(has_pending(g, Faction::Guild, DecisionKind::Revive));
  act(g, Faction::Harkonnen, revive(2));  // the last in storm order acts first
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Revive));
}

// --- leaders -----------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.9 (revival.leader_condition): no leader revival while a leader that has
// never died is still alive.
TEST(Revival, LeaderNotRevivedWhileAnotherHasNeverDied) {
  Game g = revival(R"("atreides": {"spice": 10, "tanks": 2, "leaders_in_tanks": ["Duncan Idaho"]})");
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed);
}

// GF9 Rulebook 2019 p.9 (revival.leader_condition, revival.leader_cost): with all leaders in the
// Tanks one may be revived for its strength in spice (Lady Jessica: 5).
TEST(Revival, LeaderRevivedWhenAllInTanksForItsStrength) {
  Game g = revival(R"("atreides": {"spice": 10, "leaders_in_tanks": ["Lady Jessica", "Thufir Hawat",
                        "Gurney Halleck", "Duncan Idaho", "Dr. Wellington Yueh"]})");
  act(g, Faction::Atreides, R"({"type":"revive","forces":0,"leader":"Lady Jessica"})");
  EXPECT_EQ(g.player(Faction::Atreides).spice, 5);
  EXPECT_EQ(leader_state(g, leader("Lady Jessica")).where, LeaderWhere::Available);
  EXPECT_EQ(leader_state(g, leader("Thufir Hawat")).where, LeaderWhere::Tanks);
}

// GF9 Rulebook 2019 p.9 (revival.leader_condition): a leader may also be revived when every other
// leader has died at least once, even if those are alive again.
TEST(Revival, LeaderRevivedWhenAllHaveDiedOnce) {
  Game g = revival(R"("atreides": {"spice": 10, "tanks": 1, "leaders_in_tanks": ["Duncan Idaho"]})");
  for (LeaderState& l : g.leaders(Faction::Atreides))
    if (l.deaths == 0) l.deaths = 1;  // killed once and revived in earlier turns
  act(g, Faction::Atreides, R"({"type":"revive","forces":1,"leader":"Duncan Idaho"})");
  EXPECT_EQ(g.player(Faction::Atreides).spice, 8);  // Duncan Idaho: strength 2; 1 force free
  EXPECT_EQ(leader_state(g, leader("Duncan Idaho")).where, LeaderWhere::Available);
}

// GF9 Rulebook 2019 p.9 (revival.leader_cost): the leader's cost is added to paid forces and must
// be affordable.
TEST(Revival, LeaderCostMustBeAffordable) {
  Game g = revival(R"("harkonnen": {"spice": 7, "tanks": 3, "leaders_in_tanks": ["Feyd-Rautha",
                        "Beast Rabban", "Piter de Vries", "Captain Iakin Nefud", "Umman Kudu"]})");
  // Feyd-Rautha (6) + 1 paid force (2) = 8 > 7.
  EXPECT_EQ(refuse(g, Faction::Harkonnen, R"({"type":"revive","forces":3,"leader":"Feyd-Rautha"})").code,
            Err::NotEnoughSpice);
  act(g, Faction::Harkonnen, R"({"type":"revive","forces":2,"leader":"Feyd-Rautha"})");
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 1);
}

// GF9 Rulebook 2019 p.9 (revival.leader_condition): one leader per turn; the revival decision is
// taken once.
TEST(Revival, OneLeaderPerTurn) {
  Game g = revival(R"("atreides": {"spice": 20, "leaders_in_tanks": ["Lady Jessica", "Thufir Hawat",
                        "Gurney Halleck", "Duncan Idaho", "Dr. Wellington Yueh"]},
                      "harkonnen": {"tanks": 1})");
  act(g, Faction::Atreides, R"({"type":"revive","forces":0,"leader":"Lady Jessica"})");
  ASSERT_EQ(g.phase, Phase::Revival);  // the Harkonnen have not decided yet
  // The once-per-turn revival limit is the reason (issue 16): illegal.revival_limit.
  Error e = refuse(g, Faction::Atreides, R"({"type":"revive","forces":0,"leader":"Thufir Hawat"})");
  EXPECT_EQ(e.code, Err::RevivalLimit);
  EXPECT_NE(e.message.find("revived this turn already"), std::string::npos) << e.message;
  EXPECT_EQ(g.player(Faction::Atreides).spice, 15);
}

// --- alliances ---------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.19 (revival.emperor_ally): the Emperor may pay 2 spice each for up to 3 of its
// ally's forces beyond the ally's own 3.
TEST(Revival, EmperorPaysForUpToThreeAllyForces) {
  Game g = revival(R"("emperor": {"spice": 10, "tanks": 1, "ally": "atreides"},
                      "atreides": {"spice": 10, "tanks": 6})");
  act(g, Faction::Atreides, revive(3));
  EXPECT_EQ(g.player(Faction::Atreides).spice, 8);
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"revive","forces":0,"ally_forces":4})").code,
            Err::RevivalLimit);
  int reserves = g.player(Faction::Atreides).reserves.total();
  act(g, Faction::Emperor, R"({"type":"revive","forces":0,"ally_forces":3})");
  EXPECT_EQ(g.player(Faction::Emperor).spice, 4);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 8);
  EXPECT_EQ(g.player(Faction::Atreides).tanks.total(), 0);
  EXPECT_EQ(g.player(Faction::Atreides).reserves.total(), reserves + 3);
}

// GF9 Rulebook 2019 p.19 (revival.emperor_ally): the Emperor's payment for its ally does not depend
// on the Emperor having forces of its own in the Tanks.
TEST(Revival, EmperorPaysForAllyWithNoOwnForcesInTanks) {
  Game g = revival(R"("emperor": {"spice": 10, "ally": "harkonnen"}, "harkonnen": {"spice": 0, "tanks": 5})");
  EXPECT_TRUE(has_pending(g, Faction::Emperor, DecisionKind::Revive));
  act(g, Faction::Emperor, R"({"type":"revive","forces":0,"ally_forces":2})");
  EXPECT_EQ(g.player(Faction::Emperor).spice, 6);
  EXPECT_EQ(g.player(Faction::Harkonnen).tanks.total(), 3);
}

// FAQ 2019 p.1 (revival.ally_payment): only the Emperor may pay for an ally's revival.
TEST(Revival, OnlyEmperorPaysForAlly) {
  Game g = revival(R"("atreides": {"spice": 10, "tanks": 1, "ally": "harkonnen"},
                      "harkonnen": {"spice": 10, "tanks": 5})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"revive","forces":1,"ally_forces":1})").code,
            Err::NotAllowed);
}

// GF9 Rulebook 2019 p.16 (revival.fremen_ally): the Fremen's ally revives 3 forces free.
TEST(Revival, FremenAllyRevivesThreeFree) {
  Game g = revival(R"("bene_gesserit": {"spice": 10, "tanks": 5, "ally": "fremen"})");
  act(g, Faction::BeneGesserit, revive(3));
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 10);
  EXPECT_EQ(g.player(Faction::BeneGesserit).tanks.total(), 2);
}

}  // namespace
}  // namespace dune
