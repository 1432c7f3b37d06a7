// Nexus and CHOAM Charity scenarios: alliances form only on mutual proposals, have two members,
// can be broken, are public; a player who passed is done. Charity tops a player with 0 or 1 spice
// up to 2, once per turn; 2 or more is not offered. Sources: docs/RULES_SOURCES.md §3 (nexus.forming),
// §4 (choam.*), §11 (rule ids in each comment).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

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

std::vector<Faction> seats_pending(const Game& g, DecisionKind k) {
  std::vector<Faction> out;
  for (auto& d : pending(g))
    if (d.kind == k) out.push_back(d.seat);
  std::sort(out.begin(), out.end());
  return out;
}

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

Game nexus() { return six(R"({"turn": 3, "phase": "nexus", "storm_sector": 0})"); }

// --- Nexus -------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: an alliance is made by both players agreeing; a
// one-sided proposal makes no alliance.
TEST(Nexus, AllianceFormsOnlyWhenBothPropose) {
  Game g = nexus();
  ASSERT_EQ(g.phase, Phase::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus), kAllSix);
  act(g, Faction::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  EXPECT_EQ(g.player(Faction::Atreides).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Harkonnen).ally, kNoAlly);
  act(g, Faction::Harkonnen, R"({"type":"ally","faction":"atreides"})");
  EXPECT_EQ(g.player(Faction::Atreides).ally, index(Faction::Harkonnen));
  EXPECT_EQ(g.player(Faction::Harkonnen).ally, index(Faction::Atreides));
  EXPECT_EQ(g.player(Faction::Atreides).alliedSinceTurn, 3);
  EXPECT_EQ(g.player(Faction::Harkonnen).alliedSinceTurn, 3);
  // Proposals to different partners make nothing.
  act(g, Faction::Emperor, R"({"type":"ally","faction":"fremen"})");
  act(g, Faction::Fremen, R"({"type":"ally","faction":"guild"})");
  EXPECT_EQ(g.player(Faction::Emperor).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Fremen).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Guild).ally, kNoAlly);
}

// nexus.forming (engine bound, registry boundary): each player proposes to each other player at most
// once per Nexus, so proposals that are never answered cannot keep a Nexus open for ever.
TEST(Nexus, EachProposalOncePerNexus) {
  Game g = nexus();
  act(g, Faction::Emperor, R"({"type":"ally","faction":"fremen"})");
  act(g, Faction::Emperor, R"({"type":"ally","faction":"guild"})");
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"ally","faction":"fremen"})").code, Err::NotAllowed);
  // The other player may still accept the first proposal? No: it was replaced by the second.
  act(g, Faction::Guild, R"({"type":"ally","faction":"emperor"})");
  EXPECT_EQ(g.player(Faction::Emperor).ally, index(Faction::Guild));
  // The whole Nexus is finite: random play always ends it.
  Game h = nexus();
  Rng r = Rng::seeded(3);
  int steps = 0;
  while (h.phase == Phase::Nexus && steps < 1000) {
    auto d = pending(h);
    Faction seat = d[r.below(static_cast<std::uint32_t>(d.size()))].seat;
    auto legal = legal_actions(h, seat);
    std::vector<Action> noPass;
    for (const Action& a : legal)
      if (a.kind != ActionKind::Pass) noPass.push_back(a);
    const Action& a =
        noPass.empty() ? legal.front() : noPass[r.below(static_cast<std::uint32_t>(noPass.size()))];
    ASSERT_TRUE(apply(h, seat, a));
    ++steps;
  }
  EXPECT_NE(h.phase, Phase::Nexus) << "players who never pass still end the Nexus";
}

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: an alliance has at most 2 players, and a player is in
// one alliance only.
TEST(Nexus, AllianceHasAtMostTwoPlayers) {
  Game g = nexus();
  act(g, Faction::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  act(g, Faction::Harkonnen, R"({"type":"ally","faction":"atreides"})");
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"ally","faction":"atreides"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"ally","faction":"emperor"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"ally","faction":"emperor"})").code, Err::NotAllowed);
}

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: at a Nexus a player may break its alliance; both are
// then unallied. A player without an alliance has nothing to break.
TEST(Nexus, BreakAllianceLeavesBothUnallied) {
  Game g = six(R"({"turn": 3, "phase": "nexus", "storm_sector": 0, "atreides": {"ally": "harkonnen"}})");
  ASSERT_EQ(g.player(Faction::Atreides).ally, index(Faction::Harkonnen));
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"break_alliance"})").code, Err::NotAllowed);
  act(g, Faction::Harkonnen, R"({"type":"break_alliance"})");
  EXPECT_EQ(g.player(Faction::Atreides).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Harkonnen).ally, kNoAlly);
  EXPECT_EQ(view(g, Viewer::spectator()).players[index(Faction::Atreides)].ally, kNoAlly);
}

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: each player ends its part of the Nexus by passing;
// after that it decides nothing more in this Nexus. When all have passed the Nexus ends.
TEST(Nexus, PlayerWhoPassedIsDone) {
  Game g = nexus();
  act(g, Faction::Emperor, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, Faction::Emperor, DecisionKind::Nexus));
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"ally","faction":"guild"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"pass"})").code, Err::NotYourDecision);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Fremen, Faction::Guild, Faction::Harkonnen})
    act(g, f, R"({"type":"pass"})");
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus), std::vector<Faction>{});
}

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: alliances are public: every seat and spectators see
// them.
TEST(Nexus, AllianceShownInEveryView) {
  Game g = nexus();
  act(g, Faction::Fremen, R"({"type":"ally","faction":"bene_gesserit"})");
  act(g, Faction::BeneGesserit, R"({"type":"ally","faction":"fremen"})");
  for (Viewer v : {Viewer::spectator(), Viewer::of(Faction::Harkonnen), Viewer::of(Faction::Fremen)}) {
    View w = view(g, v);
    EXPECT_EQ(w.players[index(Faction::Fremen)].ally, index(Faction::BeneGesserit));
    EXPECT_EQ(w.players[index(Faction::BeneGesserit)].ally, index(Faction::Fremen));
    EXPECT_EQ(w.players[index(Faction::Harkonnen)].ally, kNoAlly);
  }
}

// GF9 Rulebook 2019 p.12 (2h), nexus.forming: outside a Nexus alliances cannot be formed or broken.
TEST(Nexus, NoAlliancesOutsideNexus) {
  Game g = six(R"({"turn": 2, "phase": "charity", "storm_sector": 0, "atreides": {"spice": 0},
                   "emperor": {"ally": "guild"}})");
  ASSERT_EQ(g.phase, Phase::Charity);
  refuse(g, Faction::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  refuse(g, Faction::Harkonnen, R"({"type":"ally","faction":"atreides"})");
  refuse(g, Faction::Emperor, R"({"type":"break_alliance"})");
  EXPECT_EQ(g.player(Faction::Atreides).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Harkonnen).ally, kNoAlly);
  EXPECT_EQ(g.player(Faction::Emperor).ally, index(Faction::Guild));
}

// --- CHOAM Charity -----------------------------------------------------------------------------

Game charity(const char* spice) {
  return six(std::string(R"({"turn": 2, "phase": "charity", "storm_sector": 0, )") + spice + "}");
}

// LR 1.03.01 (RULES_SOURCES choam.claim): only a player holding 0 or 1 spice may claim charity. Spice is
// behind the shield (GF9 p.12): every player is asked, whatever its spice (issue 35), and a claim with 2 or
// more is refused to that player alone.
TEST(Charity, AskedOfEveryoneClaimedOnlyWithZeroOrOneSpice) {
  Game g = charity(R"("atreides": {"spice": 0}, "bene_gesserit": {"spice": 1}, "emperor": {"spice": 2},
                      "fremen": {"spice": 3}, "guild": {"spice": 5}, "harkonnen": {"spice": 1})");
  ASSERT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(seats_pending(g, DecisionKind::Charity), kAllSix);
  const Error e = refuse(g, Faction::Emperor, R"({"type":"claim_charity"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.str().find("0 or 1 spice"), std::string::npos) << e.message.str();
  EXPECT_EQ(refuse(g, Faction::Guild, R"({"type":"claim_charity"})").code, Err::NotAllowed);
  // The claim is a legal action of a player with 0 or 1 spice only.
  auto claims = [&](Faction f) {
    for (const Action& a : legal_actions(g, f))
      if (a.kind == ActionKind::ClaimCharity) return true;
    return false;
  };
  EXPECT_FALSE(claims(Faction::Fremen));
  EXPECT_TRUE(claims(Faction::Atreides));
  act(g, Faction::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(g.player(Faction::Atreides).spice, 2);
}

// LR 1.03.01 (RULES_SOURCES choam.claim, Disagreement 2): charity brings a player to 2 spice:
// 0 spice receives 2.
TEST(Charity, ZeroSpiceReceivesTwo) {
  Game g = charity(R"("atreides": {"spice": 0}, "harkonnen": {"spice": 1})");
  act(g, Faction::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(g.player(Faction::Atreides).spice, 2);
}

// LR 1.03.01 (RULES_SOURCES choam.claim / choam.bg_basic): 1 spice receives 1 (topped up to 2); in
// Basic the Bene Gesserit claim like anyone else.
TEST(Charity, OneSpiceTopsUpToTwo) {
  Game g = charity(R"("bene_gesserit": {"spice": 1}, "harkonnen": {"spice": 1})");
  act(g, Faction::Harkonnen, R"({"type":"claim_charity"})");
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 2);
  act(g, Faction::BeneGesserit, R"({"type":"claim_charity"})");
  EXPECT_EQ(g.player(Faction::BeneGesserit).spice, 2);
}

// LR 1.03 (RULES_SOURCES choam.claim): charity is optional; passing keeps the spice one has.
TEST(Charity, PassKeepsSpice) {
  Game g = charity(R"("atreides": {"spice": 0}, "harkonnen": {"spice": 1})");
  act(g, Faction::Harkonnen, R"({"type":"pass"})");
  act(g, Faction::Atreides, R"({"type":"pass"})");
  pass_charity(g);
  EXPECT_EQ(g.player(Faction::Harkonnen).spice, 1);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 0);
  EXPECT_NE(g.phase, Phase::Charity);
}

// LR 1.03.02 (RULES_SOURCES choam.once): charity is claimed at most once per turn.
TEST(Charity, ClaimedOncePerTurn) {
  Game g = charity(R"("atreides": {"spice": 0}, "harkonnen": {"spice": 1})");
  act(g, Faction::Atreides, R"({"type":"claim_charity"})");
  EXPECT_FALSE(has_pending(g, Faction::Atreides, DecisionKind::Charity));
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"claim_charity"})").code, Err::NotYourDecision);
  EXPECT_EQ(g.player(Faction::Atreides).spice, 2);
}

// LR 1.03.01 (RULES_SOURCES choam.claim): with nobody at 0 or 1 spice every player may only pass; the table
// is still asked (issue 35: that nobody may claim is nobody's business), and the phase ends once all have.
TEST(Charity, NobodyEligibleOnlyPasses) {
  Game g = charity(R"("atreides": {"spice": 2}, "bene_gesserit": {"spice": 2}, "emperor": {"spice": 2},
                      "fremen": {"spice": 2}, "guild": {"spice": 2}, "harkonnen": {"spice": 2})");
  EXPECT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(seats_pending(g, DecisionKind::Charity), kAllSix);
  for (Faction f : kAllSix)
    for (const Action& a : legal_actions(g, f)) EXPECT_NE(a.kind, ActionKind::ClaimCharity) << faction_key(f);
  pass_charity(g);
  EXPECT_EQ(g.phase, Phase::Bidding);
  for (Faction f : kAllSix) EXPECT_EQ(g.player(f).spice, 2) << faction_key(f);
}

}  // namespace
}  // namespace dune
