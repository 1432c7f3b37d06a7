// The Tleilaxu's leader trade (GF9 Ixians & Tleilaxu House Expansion, 2020; engine/rules/factions/
// tleilaxu.cpp): the early leader revival they sell (rule 31, ix.tleilaxu.early_leader_revival,
// boundary 12.8) and their Gholas (rule 33, ix.tleilaxu.gholas, Advanced; boundaries 12.16, 12.17), as
// the research checklist docs/expansions/IXIANS_TLEILAXU.md cites them: Ixians & Tleilaxu rulebook p.7
// (second-hand page number), MA 6.1, 6.5, 6.6; treachery.online RequestPurpleRevival (facts only).
// Each test fails if its rule is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

const LeaderState& state(const Game& g, LeaderId l) {
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
}

Game position(const std::string& ruleset, const std::string& factions, const std::string& pos) {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions +
                  R"(],"seed":11,"random_seating":false},"position":)" + pos + "}");
}

Game revival(const std::string& players, const std::string& ruleset = "basic") {
  return position(ruleset, R"("atreides","tleilaxu","harkonnen")",
                  R"({"phase":"revival","storm_sector":0,"turn":3,)" + players + "}");
}

bool shown(const Game& g, std::string_view id) {
  const View v = view(g, Viewer::spectator());
  return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}

// Every Atreides leader in the Tanks, Duncan Idaho face down (killed twice): GF9 p.9 revives the
// face-up ones first, so Duncan may not be revived yet.
const std::string kAtreidesDuncanFaceDown =
    R"("atreides":{"spice":10,"tanks":2,"leaders_in_tanks":["Lady Jessica","Thufir Hawat","Gurney Halleck",
       "Duncan Idaho","Dr. Wellington Yueh"],"leaders_face_down":["Duncan Idaho"]})";

// --- rule 31: the early leader revival ----------------------------------------------------------------

// Rulebook p.7 (2h): a faction asks the Tleilaxu to revive a leader it may not revive yet; the Tleilaxu
// name a price; paid to them, the leader is revived. Boundary 12.8, choice (a): that is the faction's
// one leader revival of the turn, so it may then revive forces but no other leader.
TEST(TleilaxuGhola, EarlyLeaderRevivalAtTheTleilaxuPrice) {
  Game g = revival(kAtreidesDuncanFaceDown + R"(,"tleilaxu":{"spice":0},"harkonnen":{"spice":10})");
  const LeaderId duncan = leader_by_name("Duncan Idaho");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed)
      << "face-up leaders come back first (GF9 p.9)";
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"request_revival","leader":"Lady Jessica"})").code,
            Err::NotAllowed)
      << "Jessica may be revived the normal way";
  act(g, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  // Nobody revives while the Tleilaxu answer. Their price is not bounded by the asker's spice, which is
  // behind its shield (GF9 p.12; issue 35): any price up to the engine's bound of 99; the asker may decline
  // one it cannot pay.
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalPrice));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Revive));
  EXPECT_EQ(pending(g).front().max, 99);
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"name_revival_price","amount":100})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"accept_revival_price"})").code, Err::NotYourDecision);
  {  // A price the Atreides (10 spice) cannot pay: refused to them alone, and they decline.
    Game dear = g;
    act(dear, F::Tleilaxu, R"({"type":"name_revival_price","amount":11})");
    EXPECT_EQ(refuse(dear, F::Atreides, R"({"type":"accept_revival_price"})").code, Err::NotEnoughSpice);
    act(dear, F::Atreides, R"({"type":"pass"})");
    EXPECT_EQ(state(dear, duncan).where, LeaderWhere::Tanks);
  }
  act(g, F::Tleilaxu, R"({"type":"name_revival_price","amount":4})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::RevivalOffer));
  // Public: everyone sees who asked for whom and the price.
  const View spectator = view(g, Viewer::spectator());
  EXPECT_EQ(spectator.revivalAsker, static_cast<std::int8_t>(index(F::Atreides)));
  EXPECT_EQ(spectator.revivalAskedLeader, duncan);
  EXPECT_EQ(spectator.revivalAskedPrice, 4);
  EXPECT_TRUE(shown(g, "ix.boundary.early_revival_slot"));
  act(g, F::Atreides, R"({"type":"accept_revival_price"})");
  EXPECT_EQ(state(g, duncan).where, LeaderWhere::Available);
  EXPECT_FALSE(state(g, duncan).faceDown);
  EXPECT_EQ(g.player(F::Atreides).spice, 6);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 4) << "the price is paid to the Tleilaxu";
  EXPECT_EQ(view(g, Viewer::spectator()).revivalAsker, -1);
  // The Atreides revival is still open: forces yes, another leader no (boundary 12.8, choice (a)).
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","forces":0,"leader":"Lady Jessica"})").code,
            Err::RevivalLimit);
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_EQ(state(g, leader_by_name("Lady Jessica")).where, LeaderWhere::Tanks);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// The Tleilaxu may refuse (pass), the asker may decline (pass); a faction asks once a turn, the
// Tleilaxu never ask themselves, and a Karama on their revival economy stops the sale.
TEST(TleilaxuGhola, EarlyRevivalRefusedDeclinedAndOnceATurn) {
  Game g = revival(kAtreidesDuncanFaceDown + R"(,"tleilaxu":{"spice":0,"tanks":1,"leaders_in_tanks":["Blin"]},
      "harkonnen":{"spice":10})");
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"request_revival","leader":"Blin"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"request_revival","leader":"Feyd-Rautha"})").code,
            Err::NotAllowed);
  Game declined = g;
  act(g, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  act(g, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_EQ(state(g, leader_by_name("Duncan Idaho")).where, LeaderWhere::Tanks);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})").code,
            Err::NotAllowed)
      << "once a turn";
  act(declined, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  act(declined, F::Tleilaxu, R"({"type":"name_revival_price","amount":10})");
  act(declined, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(state(declined, leader_by_name("Duncan Idaho")).where, LeaderWhere::Tanks);
  EXPECT_EQ(declined.player(F::Atreides).spice, 10);
  // The next turn the Atreides may ask again.
  Game next = revival(kAtreidesDuncanFaceDown + R"(,"tleilaxu":{"spice":0},"harkonnen":{"spice":10})");
  next.tleilaxu.askTurn = 2;
  next.tleilaxu.asked = FactionSet::of(F::Atreides);
  act(next, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  // A Karama on the Tleilaxu revival economy (rule 36) stops the sale for the phase.
  Game stopped = revival(kAtreidesDuncanFaceDown +
                         R"(,"tleilaxu":{"spice":0},"harkonnen":{"spice":10,"hand":["karama"]})");
  act(stopped, F::Harkonnen, R"({"type":"karama_stop","target":"tleilaxu","advantage":"tleilaxu_revival"})");
  EXPECT_EQ(refuse(stopped, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})").code,
            Err::KaramaStopped);
}

// A faction with nothing else to revive still gets its revive decision to ask (and its pass ends it).
TEST(TleilaxuGhola, AskingAloneOpensTheRevivalDecision) {
  Game g = revival(R"("atreides":{"spice":10,"leaders_in_tanks":["Duncan Idaho"]},"tleilaxu":{"spice":0},
      "harkonnen":{"spice":10})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed);
  act(g, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  act(g, F::Tleilaxu, R"({"type":"name_revival_price","amount":2})");
  act(g, F::Atreides, R"({"type":"accept_revival_price"})");
  EXPECT_EQ(state(g, leader_by_name("Duncan Idaho")).where, LeaderWhere::Available);
  EXPECT_NE(g.phase, Phase::Revival) << "nothing left to revive or ask: the phase ends";
}

// --- rule 33: Gholas (Advanced) -------------------------------------------------------------------
// (The Advanced positions below give the Tleilaxu no card: with one, their revival window opens first for
// their Karama power, issue 35.)

// Rulebook p.7 (2h): with fewer than five leaders, the Tleilaxu revive another faction's dead leader
// into their own pool at their (half) revival price; not in the Basic game, not at five leaders.
TEST(TleilaxuGhola, TleilaxuReviveAnotherFactionsLeaderAsAGhola) {
  const std::string players =
      R"("atreides":{"spice":10,"leaders_in_tanks":["Duncan Idaho"]},
         "tleilaxu":{"spice":10,"tanks":1,"leaders_in_tanks":["Wykk","Blin"],"hand":[]},"harkonnen":{"spice":10,"tanks":1})";
  Game basic = revival(players);
  EXPECT_EQ(refuse(basic, F::Tleilaxu, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed);
  Game g = revival(players, "advanced");
  const LeaderId duncan = leader_by_name("Duncan Idaho");
  EXPECT_TRUE(shown(g, "ix.boundary.ghola_death"));
  const int bank = g.bankOut;
  act(g, F::Tleilaxu, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})");
  EXPECT_EQ(state(g, duncan).where, LeaderWhere::Available);
  EXPECT_EQ(state(g, duncan).capturedBy, static_cast<std::int8_t>(index(F::Tleilaxu)));
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 9) << "Duncan's 2, at half price";
  EXPECT_EQ(g.bankOut, bank - 1) << "their own revival is paid to the Bank";
  // Public: every view shows Duncan held by the Tleilaxu.
  EXPECT_EQ(view(g, Viewer::spectator())
                .players[static_cast<std::size_t>(index(F::Atreides))]
                .leaders[static_cast<std::size_t>(leader_slot(duncan))]
                .capturedBy,
            static_cast<std::int8_t>(index(F::Tleilaxu)));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  // Five leaders in their pool: no Ghola.
  Game full = revival(R"("atreides":{"spice":10,"leaders_in_tanks":["Duncan Idaho"]},
      "tleilaxu":{"spice":10,"tanks":1,"hand":[]},"harkonnen":{"spice":10})",
                      "advanced");
  EXPECT_EQ(refuse(full, F::Tleilaxu, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed);
  // Others may not revive a leader not theirs.
  Game other = revival(players, "advanced");
  EXPECT_EQ(refuse(other, F::Harkonnen, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::NotAllowed);
}

// Rule 36 (rulebook p.12 (2h); FAQ Nov 2020 p.7 (2h)): a Karama stops the Gholas for the phase.
TEST(TleilaxuGhola, KaramaStopsTheGholas) {
  Game g = revival(R"("atreides":{"spice":10,"leaders_in_tanks":["Duncan Idaho"]},
      "tleilaxu":{"spice":10,"tanks":1,"leaders_in_tanks":["Wykk"],"hand":[]},"harkonnen":{"spice":10,"hand":["karama"]})",
                   "advanced");
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"tleilaxu","advantage":"tleilaxu_gholas"})");
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"revive","forces":0,"leader":"Duncan Idaho"})").code,
            Err::KaramaStopped);
  act(g, F::Tleilaxu, R"({"type":"revive","forces":1})");  // their own revival is not stopped
}

// The original owner may buy its Ghola back (MA 6.6; TO RequestPurpleRevival lists the asker's
// Gholas): the same request, price and payment; the Tleilaxu may refuse.
TEST(TleilaxuGhola, OwnerBuysItsGholaBack) {
  Game g = revival(
      R"("atreides":{"spice":10,"tanks":1},"tleilaxu":{"spice":0,"captured_leaders":["Duncan Idaho"],"hand":[]},
      "harkonnen":{"spice":10})",
      "advanced");
  const LeaderId duncan = leader_by_name("Duncan Idaho");
  Game refused = g;
  act(g, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  act(g, F::Tleilaxu, R"({"type":"name_revival_price","amount":6})");
  act(g, F::Atreides, R"({"type":"accept_revival_price"})");
  EXPECT_EQ(state(g, duncan).capturedBy, -1);
  EXPECT_EQ(state(g, duncan).where, LeaderWhere::Available);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 6);
  act(refused, F::Atreides, R"({"type":"request_revival","leader":"Duncan Idaho"})");
  act(refused, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_EQ(state(refused, duncan).capturedBy, static_cast<std::int8_t>(index(F::Tleilaxu)));
}

// Emperor (aggressor) against the Tleilaxu in The Great Flat, Advanced; the Tleilaxu hold Feyd-Rautha
// (a Harkonnen leader) as a Ghola.
Game ghola_duel() {
  return position("advanced", R"("emperor","tleilaxu","harkonnen")",
                  R"({"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"tleilaxu","territory":"the_great_flat","count":6},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":["crysknife"]},
          "tleilaxu":{"spice":10,"tanks":0,"reserves":14,"captured_leaders":["Feyd-Rautha"]},"harkonnen":{"spice":10}})");
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// Rulebook p.7 (2h): the Ghola fights for the Tleilaxu and stays in their pool after the battle (a
// Harkonnen captive would go home).
TEST(TleilaxuGhola, GholaFightsForTheTleilaxuAndStays) {
  Game g = ghola_duel();
  const LeaderId feyd = leader_by_name("Feyd-Rautha");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":1})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"spice":2})");
  EXPECT_TRUE(shown(g, "ix.boundary.ghola_death"));
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 1) << "Feyd's 6 for the Tleilaxu";
  EXPECT_EQ(state(g, feyd).where, LeaderWhere::Available);
  EXPECT_EQ(state(g, feyd).capturedBy, static_cast<std::int8_t>(index(F::Tleilaxu)))
      << "a Ghola stays with the Tleilaxu after its battle";
}

// Boundary 12.17, choice (a): a killed Ghola goes to its original owner's Tanks, held by nobody.
TEST(TleilaxuGhola, KilledGholaGoesToItsOwnersTanks) {
  Game g = ghola_duel();
  const LeaderId feyd = leader_by_name("Feyd-Rautha");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":1,"weapon":"crysknife"})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"spice":2})");
  no_traitors(g);
  EXPECT_EQ(state(g, feyd).where, LeaderWhere::Tanks);
  EXPECT_EQ(state(g, feyd).capturedBy, -1);
  EXPECT_EQ(leader_faction(feyd), F::Harkonnen);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Random Advanced games with the Tleilaxu reach every part of the trade (so `simulate --check` exercises
// it): requests, prices, payments, Gholas revived, and Gholas killed back to their owner's Tanks.
TEST(TleilaxuGhola, RandomGamesReachEveryStep) {
  int asked = 0, priced = 0, paid = 0, gholas = 0, killed = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.factions = {F::Atreides, F::Harkonnen, F::Ixian, F::Tleilaxu, F::Fremen, F::Emperor};
    o.seed = seed;
    Game g = new_game(o).value();
    Rng rng = Rng::seeded(seed * 31 + 7);
    for (int step = 0; step < 4000 && !is_over(g); ++step) {
      const std::vector<Decision> ds = pending(g);
      ASSERT_FALSE(ds.empty());
      const Faction seat = ds[rng.below(static_cast<std::uint32_t>(ds.size()))].seat;
      const std::optional<Action> a = sample_legal_action(g, seat, rng);
      ASSERT_TRUE(a.has_value()) << "no legal action, phase " << static_cast<int>(g.phase);
      std::vector<LeaderId> held;  // the Gholas before the action
      for (LeaderId l = 0; l < kLeaders; ++l)
        if (g.in_game(leader_faction(l)) &&
            state(g, l).capturedBy == static_cast<std::int8_t>(index(F::Tleilaxu)))
          held.push_back(l);
      ASSERT_TRUE(apply(g, seat, *a));
      for (LeaderId l : held) killed += state(g, l).where == LeaderWhere::Tanks && state(g, l).capturedBy < 0;
      asked += a->kind == ActionKind::RequestRevival;
      priced += a->kind == ActionKind::NameRevivalPrice;
      paid += a->kind == ActionKind::AcceptRevivalPrice;
      for (const LogEntry& e : g.log) gholas += e.text.find("as a Ghola") != std::string::npos;
    }
  }
  EXPECT_GT(asked, 0);
  EXPECT_GT(priced, 0);
  EXPECT_GT(paid, 0);
  EXPECT_GT(gholas, 0);
  EXPECT_GT(killed, 0) << "a Ghola killed goes back to its owner's Tanks";
}

}  // namespace
}  // namespace dune
