// Tleilaxu (GF9 Ixians & Tleilaxu House Expansion, 2020; engine/rules/factions/tleilaxu/tleilaxu.cpp).
// Sources as the research checklist docs/expansions/IXIANS_TLEILAXU.md (section 5, boundaries 12.6-12.9,
// 12.12, 12.16) cites them: Ixians & Tleilaxu rulebook pp.6-7 (second-hand page numbers), the
// Tleilaxu sheet. Registry: ix.tleilaxu.*, ix.boundary.*. Each test fails if its rule is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

bool contains(const std::vector<LeaderId>& v, LeaderId l) {
  return std::find(v.begin(), v.end(), l) != v.end();
}
LeaderWhere where(const Game& g, LeaderId l) {
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))].where;
}

// A game file seating `factions` in order (fixed seating) with a stated position.
Game position(const std::string& ruleset, const std::string& factions, const std::string& pos) {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions +
                  R"(],"seed":11,"random_seating":false},"position":)" + pos + "}");
}

// --- setup (rule 24) ---------------------------------------------------------------------------

// Ixians & Tleilaxu rulebook p.6 (ix.tleilaxu.face_dancers_deal): no traitor cards for the Tleilaxu;
// after every other faction has chosen its traitor, three Face Dancers from the traitor deck, secret.
// Tleilaxu sheet (ix.tleilaxu.setup): 5 spice, all 20 forces in reserve, hand limit 4, free revival 2.
TEST(Tleilaxu, SetupDealsFaceDancersAfterTheTraitorPicks) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Tleilaxu, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 3;
  o.randomSeating = false;
  Game g = new_game(o).value();
  const Player& t = g.player(F::Tleilaxu);
  EXPECT_EQ(t.spice, 5);
  EXPECT_EQ(t.reserves.total(), 20);
  EXPECT_EQ(forces_on_board(g, F::Tleilaxu), 0);
  EXPECT_EQ(hand_limit(g, F::Tleilaxu), 4);
  EXPECT_EQ(free_revival(g, F::Tleilaxu), 2);
  Rng rng = Rng::seeded(1);
  while (g.phase == Phase::Setup) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    for (const Decision& d : ds) {
      EXPECT_NE(d.seat, F::Tleilaxu) << "the Tleilaxu pick no traitor";
      EXPECT_TRUE(g.tleilaxu.faceDancers.empty()) << "Face Dancers come after every pick";
    }
    ASSERT_TRUE(apply(g, ds.front().seat, *sample_legal_action(g, ds.front().seat, rng)));
  }
  EXPECT_TRUE(t.traitorDraw.empty());
  EXPECT_TRUE(t.traitors.empty());
  ASSERT_EQ(g.tleilaxu.faceDancers.size(), 3u);
  for (LeaderId l : g.tleilaxu.faceDancers) {
    EXPECT_FALSE(contains(g.traitorDeck, l));
    for (Faction f : {F::Atreides, F::Emperor, F::Fremen, F::Guild, F::Harkonnen})
      EXPECT_FALSE(contains(g.player(f).traitorDraw, l));
  }
  EXPECT_EQ(g.player(F::Tleilaxu).hand.size(), 1u);
  // Secret like traitors: the Tleilaxu seat alone sees them.
  EXPECT_EQ(view(g, Viewer::of(F::Tleilaxu)).faceDancers, g.tleilaxu.faceDancers);
  EXPECT_TRUE(view(g, Viewer::of(F::Harkonnen)).faceDancers.empty());
  EXPECT_TRUE(view(g, Viewer::spectator()).faceDancers.empty());
  const std::string spectator = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  for (LeaderId l : g.tleilaxu.faceDancers)
    EXPECT_EQ(spectator.find("Your Face Dancers"), std::string::npos) << leader_name(l);
}

// --- revival (rules 28-32) -----------------------------------------------------------------------

std::string revive(int forces, const std::string& extra = "") {
  return R"({"type":"revive","forces":)" + std::to_string(forces) + extra + "}";
}

Game revival(const std::string& players, const std::string& ruleset = "basic") {
  return position(ruleset, R"("atreides","tleilaxu","harkonnen")",
                  R"({"phase":"revival","storm_sector":0,"turn":3,)" + players + "}");
}

// Rule 28 (ix.tleilaxu.revival_income): another faction's revival is paid to the Tleilaxu, and the
// Tleilaxu take 1 spice from the Bank for its free revival (boundary 12.7: not for their own).
TEST(Tleilaxu, OthersPayTheTleilaxuForRevival) {
  Game g = revival(
      R"("atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":0,"tanks":2},"harkonnen":{"spice":10})");
  act(g, F::Atreides, revive(3));  // 2 free + 1 at 2 spice
  EXPECT_EQ(g.player(F::Atreides).spice, 8);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 3) << "2 spice paid to them + 1 from the Bank for the free revival";
  act(g, F::Tleilaxu, revive(2));  // their own free revival: no income (boundary 12.7)
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 3);
}

// Rule 28: 1 spice from the Bank for each Tleilaxu Ghola card played.
TEST(Tleilaxu, GholaCardPaysTheTleilaxu) {
  Game g = revival(R"("atreides":{"spice":10,"tanks":3,"hand":["tleilaxu_ghola"]},"tleilaxu":{"spice":0},
      "harkonnen":{"spice":10})");
  act(g, F::Atreides, R"({"type":"tleilaxu_ghola","forces":3})");
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 1);
}

// The Ghola income can lift the Tleilaxu above CHOAM Charity's 1 spice (GF9 p.7) while they are still asked:
// the question stays open (it says nothing of their spice, issue 35), and they may now only pass.
TEST(Tleilaxu, GholaIncomeDuringCharityLeavesOnlyThePass) {
  Game g = position("basic", R"("atreides","tleilaxu","harkonnen")",
                    R"({"phase":"charity","storm_sector":0,"turn":3,"atreides":{"spice":10,"tanks":3,
                        "hand":["tleilaxu_ghola"]},"tleilaxu":{"spice":1},"harkonnen":{"spice":10}})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Charity));
  act(g, F::Atreides, R"({"type":"tleilaxu_ghola","forces":3})");
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 2);
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Charity));
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"claim_charity"})").code, Err::NotAllowed);
  pass_charity(g);
  EXPECT_NE(g.phase, Phase::Charity);
  EXPECT_FALSE(pending(g).empty());
}

// Rule 28: the Emperor's payment for his ally's extra revivals (GF9 p.19) is paid to the Tleilaxu too.
TEST(Tleilaxu, EmperorsPaymentForTheAllyGoesToTheTleilaxu) {
  Game g = position("basic", R"("atreides","tleilaxu","emperor")",
                    R"({"phase":"revival","storm_sector":0,"turn":3,
                        "atreides":{"spice":10,"tanks":5,"ally":"emperor"},"tleilaxu":{"spice":0},
                        "emperor":{"spice":10,"ally":"atreides","tanks":1}})");
  act(g, F::Tleilaxu, R"({"type":"pass"})");  // no raised limit (Atreides have 5 in the Tanks)
  act(g, F::Emperor, R"({"type":"revive","forces":1,"ally_forces":2})");
  EXPECT_EQ(g.player(F::Emperor).spice, 6);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 4 + 1)
      << "4 for the ally's forces, 1 for the Emperor's free revival";
}

// Rule 29 (ix.tleilaxu.own_revival): no force revival limit, half price (rounded up) to the Bank.
TEST(Tleilaxu, OwnRevivalUnlimitedAtHalfPrice) {
  Game g = revival(R"("atreides":{"spice":10},"tleilaxu":{"spice":10,"tanks":7},"harkonnen":{"spice":10})");
  const int bank = g.bankOut;
  act(g, F::Tleilaxu, revive(7));  // 2 free, 5 at 2 = 10, half = 5
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 5);
  EXPECT_EQ(g.player(F::Tleilaxu).reserves.total(), 20);
  EXPECT_EQ(g.bankOut, bank - 5) << "their own revival is paid to the Bank";
  // Others keep GF9 p.9's limit of 3.
  Game h = revival(R"("atreides":{"spice":10,"tanks":4},"tleilaxu":{"spice":0},"harkonnen":{"spice":10})");
  act(h, F::Tleilaxu, R"({"type":"pass"})");  // close the grants window
  EXPECT_EQ(refuse(h, F::Atreides, revive(4)).code, Err::RevivalLimit);
}

// Rule 30 (ix.tleilaxu.raise_limit): before the revivals, the Tleilaxu may raise another faction's
// limit from 3 to 5 for the turn.
TEST(Tleilaxu, RaiseAnotherFactionsLimitToFive) {
  Game g = revival(
      R"("atreides":{"spice":20,"tanks":6},"tleilaxu":{"spice":0},"harkonnen":{"spice":20,"tanks":6})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Revive)) << "revivals wait for the grants";
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"raise_revival_limit","target":"tleilaxu"})").code,
            Err::NotAllowed);
  act(g, F::Tleilaxu, R"({"type":"raise_revival_limit","target":"atreides"})");
  act(g, F::Tleilaxu, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, revive(6)).code, Err::RevivalLimit);
  EXPECT_EQ(refuse(g, F::Harkonnen, revive(4)).code, Err::RevivalLimit);
  act(g, F::Atreides, revive(5));  // 2 free + 3 at 2 = 6, to the Tleilaxu
  EXPECT_EQ(g.player(F::Atreides).tanks.total(), 1);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 6 + 1);
  EXPECT_EQ(view(g, Viewer::spectator()).revivalLimitRaised, FactionSet::of(F::Atreides));
}

// Rule 32 (ix.tleilaxu.alliance): the Tleilaxu ally revives forces and leaders at half price.
TEST(Tleilaxu, AllyRevivesAtHalfPrice) {
  Game g = revival(R"("atreides":{"spice":10,"tanks":3,"ally":"tleilaxu","leaders_in_tanks":["Lady Jessica",
      "Thufir Hawat","Gurney Halleck","Duncan Idaho","Dr. Wellington Yueh"]},
      "tleilaxu":{"spice":0,"ally":"atreides"},"harkonnen":{"spice":10,"tanks":3})");
  act(g, F::Atreides, revive(3, R"(,"leader":"Lady Jessica")"));  // 2 spice -> 1; Jessica 5 -> 3
  EXPECT_EQ(g.player(F::Atreides).spice, 6);
  act(g, F::Harkonnen, revive(3));  // not allied: full price 2
  EXPECT_EQ(g.player(F::Harkonnen).spice, 8);
}

// Rule 34 (ix.tleilaxu.karama_power): Advanced, once a game with a Karama, the Tleilaxu stop one
// faction from reviving this turn; not in the Basic game.
TEST(Tleilaxu, KaramaPowerStopsARevival) {
  const std::string players =
      R"("atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":0,"hand":["karama"]},"harkonnen":{"spice":10,"tanks":2})";
  Game basic = revival(players);
  EXPECT_FALSE(has_pending(basic, F::Tleilaxu, DecisionKind::RevivalGrants));
  Game g = revival(players, "advanced");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants));
  act(g, F::Tleilaxu, R"({"type":"karama_prevent_revival","target":"atreides"})");
  EXPECT_TRUE(g.player(F::Tleilaxu).karamaPowerUsed);
  EXPECT_TRUE(g.player(F::Tleilaxu).hand.empty());
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, revive(1)).code, Err::NotYourDecision);
}

// Boundary 12.9 (ix.boundary.zoal_revival_price), choice (a): Zoal is revived for 6 spice; the
// Tleilaxu pay half.
TEST(Tleilaxu, ZoalRevivalPrice) {
  Game g = revival(
      R"("atreides":{"spice":10},"tleilaxu":{"spice":10,"leaders_in_tanks":["Zoal","Hidar Fen Ajidica",
      "Master Zaaf","Wykk","Blin"]},"harkonnen":{"spice":10})");
  act(g, F::Tleilaxu, R"({"type":"revive","forces":0,"leader":"Zoal"})");
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 7);
}

// Boundaries 12.6, 12.7, 12.9 shown in the view while they matter (engine/view/boundaries.cpp).
TEST(Tleilaxu, RevivalBoundariesShownInTheView) {
  auto shown = [](const Game& g, std::string_view id) {
    const View v = view(g, Viewer::spectator());
    return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                       [&](const SourceBoundary& b) { return b.rule == id; });
  };
  Game g = revival(R"("atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":10,"leaders_in_tanks":["Zoal"]},
      "harkonnen":{"spice":10})");
  EXPECT_TRUE(shown(g, "ix.boundary.basic_advanced_split"));
  EXPECT_TRUE(shown(g, "ix.boundary.tleilaxu_self_income"));
  EXPECT_TRUE(shown(g, "ix.boundary.zoal_revival_price"));
  Game adv = revival(R"("atreides":{"spice":10,"tanks":3},"tleilaxu":{"spice":10},"harkonnen":{"spice":10})",
                     "advanced");
  EXPECT_FALSE(shown(adv, "ix.boundary.basic_advanced_split"));
  EXPECT_FALSE(shown(adv, "ix.boundary.zoal_revival_price"));
}

// --- battle: Zoal and the Face Dancers (rules 25, 27, 35) ----------------------------------------

// Emperor (circle 1, aggressor) against the Tleilaxu in The Great Flat, Harkonnen seated elsewhere.
Game duel(const std::string& tleilaxuHand = "[]", int tleilaxuForces = 6) {
  return position("basic", R"("emperor","tleilaxu","harkonnen")",
                  R"({"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"tleilaxu","territory":"the_great_flat","count":)" +
                      std::to_string(tleilaxuForces) + R"(},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":["crysknife"]},
          "tleilaxu":{"spice":10,"tanks":0,"reserves":14,"hand":)" +
                      tleilaxuHand + R"(},"harkonnen":{"spice":10}})");
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// Rule 35 (ix.tleilaxu.zoal): Zoal counts the opposing leader's strength (Fenring 6): dial 4 + 6
// beats dial 3 + 6; with a printed 0 he would lose.
TEST(Tleilaxu, ZoalCountsTheOpposingLeader) {
  Game g = duel();
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":3})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Zoal","dial":4})");
  no_traitors(g);
  EXPECT_EQ(forces_in(g, F::Emperor, territory_by_key("the_great_flat")), 0);
  EXPECT_EQ(forces_in(g, F::Tleilaxu, territory_by_key("the_great_flat")), 2);
}

// Rule 35: the spice for a killed Zoal is what he counted (the opposing leader's 6).
TEST(Tleilaxu, KilledZoalPaysTheOpposingLeadersValue) {
  Game g = duel();
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":3,"weapon":"crysknife"})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Zoal","dial":4})");
  no_traitors(g);
  EXPECT_EQ(where(g, leader_by_name("Zoal")), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 16);
}

// Rule 25 (ix.tleilaxu.face_dancer_reveal): the Emperor wins with Bashar, a Tleilaxu Face Dancer.
// The Tleilaxu reveal him: the Emperor keeps the win, Bashar goes to the Tanks unpaid, the Emperor's
// forces there go to reserves, and the Tleilaxu put up to that many of theirs there from reserves.
TEST(Tleilaxu, FaceDancerRevealReplacesTheWinner) {
  Game g = duel();
  const LeaderId bashar = leader_by_name("Bashar");
  g.tleilaxu.faceDancers = {bashar, leader_by_name("Feyd-Rautha"), leader_by_name("Beast Rabban")};
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":8})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(g);
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(pending(g).front().max, 0) << "the Emperor dialed all 8: none left";
  Game h = g;
  // Against survivors: the Emperor dials 5 of 8.
  Game k = duel();
  k.tleilaxu.faceDancers = g.tleilaxu.faceDancers;
  act(k, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
  act(k, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(k);
  ASSERT_TRUE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(refuse(k, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":4})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(k, F::Emperor, R"({"type":"reveal_face_dancer","forces":1})").code, Err::NotYourDecision);
  const int emperorReserves = k.player(F::Emperor).reserves.total();
  const int emperorSpice = k.player(F::Emperor).spice;
  act(k, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":3})");
  const TerritoryId flat = territory_by_key("the_great_flat");
  EXPECT_EQ(forces_in(k, F::Emperor, flat), 0);
  EXPECT_EQ(k.player(F::Emperor).reserves.total(), emperorReserves + 3);
  EXPECT_EQ(forces_in(k, F::Tleilaxu, flat), 3);
  EXPECT_EQ(k.player(F::Tleilaxu).reserves.total(), 11);
  EXPECT_EQ(where(k, bashar), LeaderWhere::Tanks);
  EXPECT_EQ(k.player(F::Emperor).spice, emperorSpice) << "nobody is paid for the Face Dancer";
  EXPECT_TRUE(contains(k.tleilaxu.revealed, bashar));
  EXPECT_TRUE(contains(view(k, Viewer::of(F::Harkonnen)).revealedFaceDancers, bashar));
  // A pass leaves everything as it was.
  act(h, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_EQ(where(h, bashar), LeaderWhere::Available);
  EXPECT_TRUE(h.tleilaxu.revealed.empty());
}

// Rule 25: the replacing forces may also come from elsewhere on Arrakis (one place per reveal here),
// with no shipment price and no movement range (Carthag is far from The Great Flat).
TEST(Tleilaxu, FaceDancerReplacementFromTheBoard) {
  Game k = duel();
  k.tleilaxu.faceDancers = {leader_by_name("Bashar"), leader_by_name("Feyd-Rautha"),
                            leader_by_name("Beast Rabban")};
  k.board[loc("carthag")][index(F::Tleilaxu)].normal = 4;
  k.player(F::Tleilaxu).reserves.normal = 10;
  act(k, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
  act(k, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(k);
  ASSERT_TRUE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(
      refuse(k, F::Tleilaxu,
             R"({"type":"reveal_face_dancer","forces":1,"from":{"territory":"carthag"},"board_forces":3})")
          .code,
      Err::NotAllowed)
      << "4 in all, but the winner had 3 left";
  EXPECT_EQ(refuse(k, F::Tleilaxu,
                   R"({"type":"reveal_face_dancer","from":{"territory":"the_great_flat"},"board_forces":1})")
                .code,
            Err::NotAllowed);
  {  // A location id out of range (an action built without the JSON reader) is refused, not read.
    Action bad{.kind = ActionKind::RevealFaceDancer, .from = -5};
    bad.amount2 = 1;
    const Status s = check_action(k, F::Tleilaxu, bad);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().code, Err::NotAllowed);
  }
  const int spice = k.player(F::Tleilaxu).spice;
  act(k, F::Tleilaxu,
      R"({"type":"reveal_face_dancer","forces":1,"from":{"territory":"carthag"},"board_forces":2})");
  EXPECT_EQ(forces_in(k, F::Tleilaxu, territory_by_key("the_great_flat")), 3);
  EXPECT_EQ(forces_in(k, F::Tleilaxu, territory_by_key("carthag")), 2);
  EXPECT_EQ(k.player(F::Tleilaxu).reserves.total(), 9);
  EXPECT_EQ(k.player(F::Tleilaxu).spice, spice);
}

// Rule 25 (ix.tleilaxu.face_dancer_from_board; rulebook p.6 (2h), TO FaceDanced): the replacing
// forces may come from reserves and from any number of places on Arrakis. The decision stays open
// after the reveal, one place per answer, until the winner's count is reached or the Tleilaxu pass;
// with one place per reveal only, the second place would be refused.
TEST(Tleilaxu, FaceDancerReplacementFromSeveralPlaces) {
  Game k = duel();
  k.tleilaxu.faceDancers = {leader_by_name("Bashar"), leader_by_name("Feyd-Rautha"),
                            leader_by_name("Beast Rabban")};
  k.board[loc("carthag")][index(F::Tleilaxu)].normal = 2;
  k.board[loc("arrakeen")][index(F::Tleilaxu)].normal = 2;
  k.board[loc("sietch_tabr")][index(F::Tleilaxu)].normal = 3;
  k.player(F::Tleilaxu).reserves.normal = 7;
  act(k, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":3})");
  act(k, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(k);
  const TerritoryId flat = territory_by_key("the_great_flat");
  ASSERT_TRUE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(pending(k).front().max, 5) << "the Emperor kept 5 of 8";
  act(k, F::Tleilaxu,
      R"({"type":"reveal_face_dancer","forces":1,"from":{"territory":"carthag"},"board_forces":2})");
  ASSERT_TRUE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask)) << "more may come from elsewhere";
  EXPECT_EQ(pending(k).front().max, 2);
  EXPECT_EQ(refuse(k, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":0})").code, Err::NotAllowed)
      << "a further answer brings at least one force";
  EXPECT_EQ(refuse(k, F::Tleilaxu,
                   R"({"type":"reveal_face_dancer","from":{"territory":"sietch_tabr"},"board_forces":3})")
                .code,
            Err::NotAllowed)
      << "3 more would exceed the winner's 5";
  act(k, F::Tleilaxu, R"({"type":"reveal_face_dancer","from":{"territory":"arrakeen"},"board_forces":1})");
  ASSERT_TRUE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask));
  act(k, F::Tleilaxu, R"({"type":"reveal_face_dancer","from":{"territory":"sietch_tabr"},"board_forces":1})");
  EXPECT_FALSE(has_pending(k, F::Tleilaxu, DecisionKind::Unmask)) << "all 5 placed";
  EXPECT_EQ(forces_in(k, F::Tleilaxu, flat), 5);  // the loser lost all 6; 5 placed
  EXPECT_EQ(forces_in(k, F::Tleilaxu, territory_by_key("carthag")), 0);
  EXPECT_EQ(forces_in(k, F::Tleilaxu, territory_by_key("arrakeen")), 1);
  EXPECT_EQ(forces_in(k, F::Tleilaxu, territory_by_key("sietch_tabr")), 2);
  EXPECT_EQ(k.player(F::Tleilaxu).reserves.total(), 6);
  EXPECT_EQ(k.tleilaxu.placeLeft, 0);

  // A pass after the reveal ends it with fewer placed.
  Game p = duel();
  p.tleilaxu.faceDancers = k.tleilaxu.faceDancers;
  p.board[loc("carthag")][index(F::Tleilaxu)].normal = 2;
  act(p, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":3})");
  act(p, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(p);
  act(p, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":1})");
  ASSERT_TRUE(has_pending(p, F::Tleilaxu, DecisionKind::Unmask));
  act(p, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(p, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(p.tleilaxu.placeLeft, 0);
  EXPECT_EQ(forces_in(p, F::Tleilaxu, territory_by_key("carthag")), 2);
}

// Rule 25/26: no reveal when the Tleilaxu themselves win, nor for a leader that is not a Face Dancer.
TEST(Tleilaxu, NoRevealWhenNotAFaceDancerWins) {
  Game g = duel();
  g.tleilaxu.faceDancers = {leader_by_name("Caid"), leader_by_name("Blin"), leader_by_name("Beast Rabban")};
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(g);
  // The window opens all the same (the Face Dancers are secret, rulebook p.6: a window opened only for one
  // would tell the table, issue 35), but a reveal is refused and the pass is the only answer.
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  const Error e = refuse(g, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":1})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.str().find("Bashar is not one of your Face Dancers"), std::string::npos)
      << e.message.str();
  for (const Action& a : legal_actions(g, F::Tleilaxu)) EXPECT_NE(a.kind, ActionKind::RevealFaceDancer);
  act(g, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(where(g, leader_by_name("Bashar")), LeaderWhere::Available);
}

// Rule 27 (ix.tleilaxu.face_dancer_cycle): revealed Face Dancers stay until all three are revealed;
// then they go back into the traitor deck and three new ones are drawn.
TEST(Tleilaxu, AllRevealedFaceDancersAreReplaced) {
  Game g = duel();
  const LeaderId bashar = leader_by_name("Bashar");
  const std::vector<LeaderId> old{leader_by_name("Feyd-Rautha"), leader_by_name("Beast Rabban"), bashar};
  g.tleilaxu.faceDancers = old;
  g.tleilaxu.revealed = {old[0], old[1]};
  g.traitorDeck = {leader_by_name("Caid"), leader_by_name("Burseg"), leader_by_name("Wykk"),
                   leader_by_name("Umman Kudu")};
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  no_traitors(g);
  act(g, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":0})");
  EXPECT_TRUE(g.tleilaxu.revealed.empty());
  ASSERT_EQ(g.tleilaxu.faceDancers.size(), 3u);
  EXPECT_EQ(g.traitorDeck.size(), 4u);  // 4 + 3 returned - 3 drawn
  int fromOld = 0;
  for (LeaderId l : g.tleilaxu.faceDancers) fromOld += contains(old, l) ? 1 : 0;
  for (LeaderId l : old) EXPECT_TRUE(contains(g.traitorDeck, l) || contains(g.tleilaxu.faceDancers, l));
  EXPECT_LE(fromOld, 3);
}

// --- Mentat Pause: Face Dancer replacement (rule 27) ------------------------------------------------

// Rule 27 (ix.tleilaxu.face_dancer_mentat_replace; rulebook p.7 (2h), TO FaceDancerReplaced): in the
// Mentat Pause, when no one has won, the Tleilaxu may shuffle one unrevealed Face Dancer back into the
// traitor deck and draw a replacement, once; a pass keeps them. The next turn waits for the answer.
Game pause() {
  return position("basic", R"("emperor","tleilaxu","harkonnen")",
                  R"({"turn":3,"phase":"mentat_pause","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[]})");
}

TEST(Tleilaxu, MentatPauseReplacesOneFaceDancer) {
  Game g = pause();
  ASSERT_EQ(g.phase, Phase::MentatPause);
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::ReplaceFaceDancer));
  ASSERT_EQ(g.tleilaxu.faceDancers.size(), 3u);
  const std::vector<LeaderId> before = g.tleilaxu.faceDancers;
  g.tleilaxu.revealed = {before[2]};
  std::vector<LeaderId> pool = g.traitorDeck;
  pool.insert(pool.end(), before.begin(), before.end());
  std::sort(pool.begin(), pool.end());
  const std::size_t deck = g.traitorDeck.size();
  LeaderId notDancer = kNoLeader;
  for (LeaderId l : g.traitorDeck) notDancer = l;
  Action a{.kind = ActionKind::ReplaceFaceDancer, .leader = notDancer};
  ASSERT_FALSE(check_action(g, F::Tleilaxu, a));
  EXPECT_EQ(check_action(g, F::Tleilaxu, a).error().code, Err::NotAllowed);
  a.leader = before[2];
  EXPECT_EQ(check_action(g, F::Tleilaxu, a).error().code, Err::NotAllowed) << "a revealed one stays";
  a.leader = before[0];
  EXPECT_EQ(check_action(g, F::Emperor, a).error().code, Err::NotYourDecision);
  ASSERT_TRUE(check_action(g, F::Tleilaxu, a));
  ASSERT_TRUE(apply(g, F::Tleilaxu, a));
  EXPECT_EQ(g.tleilaxu.faceDancers.size(), 3u);
  EXPECT_TRUE(contains(g.tleilaxu.faceDancers, before[1]));
  EXPECT_TRUE(contains(g.tleilaxu.faceDancers, before[2]));
  EXPECT_EQ(g.traitorDeck.size(), deck) << "one back, one drawn";
  std::vector<LeaderId> after = g.traitorDeck;
  after.insert(after.end(), g.tleilaxu.faceDancers.begin(), g.tleilaxu.faceDancers.end());
  std::sort(after.begin(), after.end());
  EXPECT_EQ(after, pool);
  EXPECT_EQ(g.turn, 4) << "once a pause: the next turn begins";
  EXPECT_NE(g.phase, Phase::MentatPause);

  // A pass keeps the Face Dancers and starts the next turn too.
  Game p = pause();
  const std::vector<LeaderId> kept = p.tleilaxu.faceDancers;
  act(p, F::Tleilaxu, R"({"type":"pass"})");
  EXPECT_EQ(p.tleilaxu.faceDancers, kept);
  EXPECT_EQ(p.turn, 4);
  // The question names no Face Dancer to the other seats.
  EXPECT_TRUE(view(pause(), Viewer::of(F::Emperor)).faceDancers.empty());
}

// --- Karama against the Tleilaxu (rule 36) -------------------------------------------------------

// Rule 36 (ix.tleilaxu.karama_against; rulebook p.12 (2h), FAQ Nov 2020 p.7 (2h)): a Karama stops the
// Tleilaxu revival economy for the Revival phase, in Basic too: no grants, revival paid to the Bank,
// no free-revival income, and the Tleilaxu themselves limited to 3 at full price.
TEST(Tleilaxu, KaramaStopsTheRevivalEconomy) {
  Game g = revival(R"("atreides":{"spice":10,"tanks":0,"hand":["karama"]},
      "tleilaxu":{"spice":10,"tanks":7},"harkonnen":{"spice":10,"tanks":6})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants));
  const int bank = g.bankOut;
  act(g, F::Atreides, R"({"type":"karama_stop","target":"tleilaxu","advantage":"tleilaxu_revival"})");
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants)) << "no grants once stopped";
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Revive));
  act(g, F::Harkonnen, revive(3));  // 2 free + 1 at 2 spice
  EXPECT_EQ(g.player(F::Harkonnen).spice, 8);
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 10) << "paid to the Bank, and no 1 for the free revival";
  EXPECT_EQ(g.bankOut, bank - 2);
  EXPECT_EQ(refuse(g, F::Tleilaxu, revive(4)).code, Err::RevivalLimit) << "GF9 p.9's 3 again";
  act(g, F::Tleilaxu, revive(3));  // 2 free + 1 at the full 2
  EXPECT_EQ(g.player(F::Tleilaxu).spice, 8);
}

// Rule 36: a Karama in the Mentat Pause stops the Face Dancer replacement; the next turn begins.
TEST(Tleilaxu, KaramaStopsTheMentatPauseReplacement) {
  Game g = position("basic", R"("emperor","tleilaxu","harkonnen")",
                    R"({"turn":3,"phase":"mentat_pause","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8}],"spice_on_board":[],
          "emperor":{"hand":["karama"]}})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::ReplaceFaceDancer));
  const std::vector<LeaderId> kept = g.tleilaxu.faceDancers;
  act(g, F::Emperor, R"({"type":"karama_stop","target":"tleilaxu","advantage":"tleilaxu_face_dancer_swap"})");
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::ReplaceFaceDancer));
  EXPECT_EQ(g.tleilaxu.faceDancers, kept);
  EXPECT_EQ(g.turn, 4);
}

}  // namespace
}  // namespace dune
