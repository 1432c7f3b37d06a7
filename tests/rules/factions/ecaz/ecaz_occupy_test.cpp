// Ecaz Occupy (Ecaz & Moritani House Expansion, GF9 2023, pp.8, 10, 15-16, second-hand; checklist
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules 6-9, 11, 20, 22): Ecaz and their ally share territories
// as one side, fight a common enemy as one side (Ecaz choose who leads, the dial counts the ally's forces,
// Ecaz add half theirs), share the spice they collect together, and also win co-occupying three
// strongholds. Each test names the registry row it checks (engine/core/rules_registry.cpp em.ecaz.*).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/rules/quotes.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

// Atreides (allied with Ecaz), Harkonnen and Ecaz, turn 2, in `phase`, with `forces`.
Game allied(const std::string& phase, const std::string& forces, const std::string& ruleset = "basic",
            const std::string& spiceOnBoard = "[]", const std::string& harkonnenHand = "[]",
            const std::string& ecazHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","harkonnen","ecaz"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,"forces":)" + forces + R"(,"spice_on_board":)" +
                  spiceOnBoard +
                  R"(,
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"],"ally":"ecaz"},
      "harkonnen":{"spice":10,"hand":)" +
                  harkonnenHand + R"(,"traitors":["Gurney Halleck"]},
      "ecaz":{"spice":10,"hand":)" +
                  ecazHand + R"(,"traitors":["Piter de Vries"],"ally":"atreides"}}})");
}

constexpr const char* kBattleForces =
    R"([{"faction":"atreides","territory":"the_great_flat","count":5},
        {"faction":"ecaz","territory":"the_great_flat","count":5},
        {"faction":"harkonnen","territory":"the_great_flat","count":6}])";

// Battle in The Great Flat up to Ecaz's choice of who leads.
Game to_lead(const std::string& ruleset = "basic", const std::string& forces = kBattleForces) {
  Game g = allied("battle", forces, ruleset);
  for (int guard = 0; guard < 10 && !has_pending(g, F::Ecaz, DecisionKind::OccupyLead); ++guard) {
    auto ds = pending(g);
    if (ds.empty()) break;
    if (ds.front().kind == DecisionKind::ChooseBattle) {
      act(g, ds.front().seat,
          R"({"type":"choose_battle","territory":"the_great_flat","faction":"harkonnen"})");
      continue;
    }
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  return g;
}

// The two plans set, and the traitor window passed.
void fight(Game& g, F lead, const std::string& leadPlan, const std::string& harkonnenPlan) {
  pass_until_decision(g, lead, DecisionKind::BattlePlan);
  act(g, lead, leadPlan);
  act(g, F::Harkonnen, harkonnenPlan);
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  for (int guard = 0; guard < 4; ++guard) {
    auto ds = pending(g);
    if (ds.empty() || ds.front().kind != DecisionKind::KeepCards) break;
    act(g, ds.front().seat, R"({"type":"keep_cards"})");
  }
}

// --- sharing territories (em.ecaz.occupy) ---------------------------------------------------------------

// em.ecaz.occupy (E3 p.8 (2h)): Ecaz may end a move where their ally is; ordinary allies may not (GF9 p.12).
TEST(EcazOccupy, EcazMayMoveIntoTheirAllysTerritory) {
  Game g = allied("ship_move", R"([{"faction":"atreides","territory":"the_great_flat","count":3},
      {"faction":"ecaz","territory":"funeral_plain","count":4},
      {"faction":"harkonnen","territory":"carthag","count":6}])");
  EXPECT_TRUE(coexisting_ally(g, F::Ecaz, territory_by_key("the_great_flat")).has_value());
  EXPECT_TRUE(check_move(g, F::Ecaz, loc("funeral_plain"), loc("the_great_flat"), 4, 1));
  // Homeworlds are not territories: no sharing there (E3 p.10 (2h)).
  EXPECT_FALSE(coexisting_ally(g, F::Ecaz, territory_by_key("caladan")).has_value());
  // Without Ecaz in the alliance the ordinary rule holds: the alliance ends, and the pair is ordinary.
  Game h = g;
  end_alliance(h, F::Ecaz);
  h.player(F::Atreides).ally = static_cast<std::int8_t>(index(F::Harkonnen));
  h.player(F::Harkonnen).ally = static_cast<std::int8_t>(index(F::Atreides));
  EXPECT_FALSE(coexisting_ally(h, F::Atreides, territory_by_key("carthag")).has_value());
  const Status s = check_move(h, F::Atreides, loc("the_great_flat"), loc("carthag"), 3, 1);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, Err::AllyTerritory);
}

// em.ecaz.occupy: Ecaz and their ally count as one side for the stronghold limit (E3 p.8 (2h); GF9 p.10):
// Ecaz may join their ally and one enemy, and a third faction may join the pair; a fourth side may not.
TEST(EcazOccupy, ThePairIsOneSideForTheStrongholdLimit) {
  Game g = allied("ship_move", R"([{"faction":"atreides","territory":"carthag","count":3},
      {"faction":"harkonnen","territory":"carthag","count":6},
      {"faction":"ecaz","territory":"funeral_plain","count":4}])");
  const TerritoryId carthag = territory_by_key("carthag");
  EXPECT_FALSE(stronghold_full_for(g, F::Ecaz, carthag));
  Game h = allied("ship_move", R"([{"faction":"atreides","territory":"carthag","count":3},
      {"faction":"ecaz","territory":"carthag","count":6},
      {"faction":"harkonnen","territory":"funeral_plain","count":4}])");
  EXPECT_FALSE(stronghold_full_for(h, F::Harkonnen, carthag));
}

// em.ecaz.occupy: no Advanced separation of the pair at the end of a turn (Revised Rulebook v2.3 p.15's
// constraint is lifted for them, seed ALLIED_TRANSIT_RULES.md "Native Ecaz peaceful coexistence").
TEST(EcazOccupy, AdvancedSeparationSparesThePair) {
  Game g = allied("ship_move", R"([{"faction":"atreides","territory":"the_great_flat","count":3},
      {"faction":"ecaz","territory":"the_great_flat","count":4},
      {"faction":"harkonnen","territory":"carthag","count":6}])",
                  "advanced");
  EXPECT_TRUE(ally_shared_territories(g, F::Ecaz).empty());
  EXPECT_TRUE(ally_shared_territories(g, F::Atreides).empty());
}

// --- the combined battle (em.ecaz.occupy_battle) ---------------------------------------------------------

// em.ecaz.occupy_battle (E3 pp.8,15 (2h)): one battle against the pair, Ecaz choose who leads; the dial
// counts the ally's forces and Ecaz add half theirs rounded up; the winner's side loses the ally's dial and
// Ecaz's half; the loser loses everything.
TEST(EcazOccupy, EcazLeadTheAllysDialPlusHalfTheirForcesWins) {
  Game g = to_lead();
  ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::OccupyLead));
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"lead_battle","faction":"harkonnen"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"lead_battle","faction":"atreides"})").code,
            Err::NotYourDecision);
  act(g, F::Ecaz, R"({"type":"lead_battle","faction":"ecaz"})");
  EXPECT_EQ(g.battle.partners[static_cast<std::size_t>(g.battle.sides[0] == index(F::Ecaz) ? 0 : 1)],
            index(F::Atreides));
  // The view quotes the ally's forces and Ecaz's 3 (of 5) as a bonus.
  const View v = view(g, Viewer::of(F::Ecaz));
  bool quoted = false;
  for (const BattleQuote& q : v.battleQuotes)
    if (q.faction == F::Ecaz && q.territory == territory_by_key("the_great_flat")) {
      EXPECT_EQ(q.dialOwner, index(F::Atreides));
      EXPECT_EQ(q.normal + q.elite, 5);
      EXPECT_EQ(q.bonus, 6);  // half points
      quoted = true;
    }
  EXPECT_TRUE(quoted);
  bool shown = false;  // the source boundary on the rounding is on the table
  for (const auto& b : v.boundaries) shown = shown || b.rule == "em.boundary.occupy_rounding";
  EXPECT_TRUE(shown);
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  // Ecaz dial from the Atreides' 5; 6 is refused.
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"battle_plan","leader":"Sanya Ecaz","dial":6})").code,
            Err::BadPlan);
  // Sanya Ecaz 4 + dial 3 + Ecaz's 3 = 10 beats Feyd-Rautha 6 + 3 = 9.
  fight(g, F::Ecaz, R"({"type":"battle_plan","leader":"Sanya Ecaz","dial":3})",
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 2);  // lost the 3 dialed
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 2);      // lost their 3
  EXPECT_TRUE(invariant_ok(g));
}

// em.ecaz.occupy_battle (designer answer, as cited in the checklist rule 7): ties go to whichever of the
// fighting faction and the enemy comes first in storm order, whoever chose the battle.
TEST(EcazOccupy, TiesFollowTheFactionThatFights) {
  for (F lead : {F::Ecaz, F::Atreides}) {
    Game g = to_lead();
    ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::OccupyLead));
    act(g, F::Ecaz,
        std::string(R"({"type":"lead_battle","faction":")") + std::string(faction_key(lead)) + "\"}");
    const auto& order = g.battle.order;
    auto pos = [&](F f) { return std::find(order.begin(), order.end(), index(f)) - order.begin(); };
    const F first = pos(lead) < pos(F::Harkonnen) ? lead : F::Harkonnen;
    EXPECT_EQ(g.battle.sides[0], index(first)) << faction_key(lead);
    EXPECT_TRUE(g.battle.sides[0] == index(lead) || g.battle.sides[1] == index(lead));
  }
}

// em.ecaz.occupy_battle: a lost battle costs both every force there.
TEST(EcazOccupy, ALostBattleCostsBothEverything) {
  Game g = to_lead();
  act(g, F::Ecaz, R"({"type":"lead_battle","faction":"atreides"})");
  // Duncan Idaho 2 + 2 + Ecaz's 3 = 7 against Feyd-Rautha 6 + 6 = 12.
  fight(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":2})",
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6})");
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the winner lost its 6 dialed
  EXPECT_EQ(g.player(F::Ecaz).tanks.total(), 5);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ecaz.occupy_battle: the enemy has one battle there against the pair, not two.
TEST(EcazOccupy, TheEnemyListsOneBattleAgainstThePair) {
  Game g = allied("battle", kBattleForces);
  // Whoever chooses first, the territory holds one battle: no choice between the pair's two members.
  for (const Decision& d : pending(g)) {
    if (d.kind != DecisionKind::ChooseBattle) continue;
    int n = 0;
    for (const Action& a : legal_actions(g, d.seat))
      if (a.kind == ActionKind::ChooseBattle) ++n;
    EXPECT_LE(n, 1);
  }
  Game h = to_lead();
  EXPECT_TRUE(has_pending(h, F::Ecaz, DecisionKind::OccupyLead));
}

// em.ecaz.karama_against (E3 p.16 (2h)): a Karama stops Occupy for one battle: the lead dials only its own
// forces and the other adds nothing; too late once the plans are revealed.
TEST(EcazOccupy, KaramaStopsTheCombinedDialForOneBattle) {
  Game g = allied("battle", kBattleForces, "basic", "[]", R"(["Karama"])");
  for (int guard = 0; guard < 10 && !has_pending(g, F::Ecaz, DecisionKind::OccupyLead); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    if (ds.front().kind == DecisionKind::ChooseBattle)
      act(g, ds.front().seat,
          R"({"type":"choose_battle","territory":"the_great_flat","faction":"harkonnen"})");
    else
      act(g, ds.front().seat, R"({"type":"pass"})");
  }
  act(g, F::Ecaz, R"({"type":"lead_battle","faction":"ecaz"})");
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"ecaz","advantage":"ecaz_occupy"})");
  EXPECT_EQ(battle_phase::occupy_contribution_of(g, F::Ecaz), 0);
  EXPECT_EQ(battle_phase::dial_owner_of(g, F::Ecaz), F::Ecaz);
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  // Sanya Ecaz 4 + 5 own forces = 9 against Feyd-Rautha 6 + 4 = 10: Harkonnen win, both lose everything.
  fight(g, F::Ecaz, R"({"type":"battle_plan","leader":"Sanya Ecaz","dial":5})",
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4})");
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 2);
  EXPECT_EQ(g.karamaStops, 0u);  // one battle only
  EXPECT_TRUE(invariant_ok(g));
}

// --- collection and victory -------------------------------------------------------------------------------

// em.ecaz.shared_collection (E3 p.8 (2h)): collecting together in one place, the pair split what both
// collect: halves, the odd spice to the ally (boundary em.boundary.shared_collection).
TEST(EcazOccupy, ThePairSharesTheSpiceTheyCollectTogether) {
  Game g = allied("collection", R"([{"faction":"atreides","territory":"the_great_flat","count":1},
      {"faction":"ecaz","territory":"the_great_flat","count":4},
      {"faction":"harkonnen","territory":"carthag","count":6}])",
                  "basic", R"([{"territory":"the_great_flat","amount":9}])");
  // Both collect 2 a force: 10 of the 9 there, so all 9: 4 to Ecaz, 5 to the Atreides.
  EXPECT_EQ(g.player(F::Ecaz).spice, 14);
  EXPECT_EQ(g.player(F::Atreides).spice, 15);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ecaz.victory (E3 pp.8,15 (2h)): the pair also win co-occupying three strongholds.
TEST(EcazOccupy, ThreeCoOccupiedStrongholdsWin) {
  Game g = allied("mentat_pause", R"([{"faction":"atreides","territory":"carthag","count":2},
      {"faction":"ecaz","territory":"carthag","count":2},
      {"faction":"atreides","territory":"arrakeen","count":2},
      {"faction":"ecaz","territory":"arrakeen","count":2},
      {"faction":"atreides","territory":"tueks_sietch","count":2},
      {"faction":"ecaz","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"funeral_plain","count":6}])");
  ASSERT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::AllianceStrongholds);
  EXPECT_TRUE(g.outcome.winners.has(F::Ecaz));
  EXPECT_TRUE(g.outcome.winners.has(F::Atreides));
  // Three strongholds held by the pair apart (not co-occupied) are not enough.
  Game h = allied("mentat_pause", R"([{"faction":"atreides","territory":"carthag","count":2},
      {"faction":"ecaz","territory":"arrakeen","count":2},
      {"faction":"atreides","territory":"tueks_sietch","count":2},
      {"faction":"harkonnen","territory":"funeral_plain","count":6}])");
  EXPECT_NE(h.phase, Phase::GameOver);
}

// --- the Ecaz Homeworld's faces (Homeworlds variant) ------------------------------------------------------

// em.hw.ecaz.low (HWC, the Ecaz card's low face): while Ecaz is low, the opponent chooses which of the pair
// fights. Ecaz: 5 in the battle, 9 in the Funeral Plain, 6 in reserve on Ecaz (low: 0-6).
TEST(EcazOccupy, EcazLowTheOpponentChoosesWhoFights) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","ecaz"],"seed":5,
      "random_seating":false,"variants":["em_homeworlds"]},
      "position":{"turn":2,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":5},
                {"faction":"ecaz","territory":"the_great_flat","count":5},
                {"faction":"ecaz","territory":"funeral_plain","count":9},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"],"ally":"ecaz"},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]},
      "ecaz":{"spice":10,"hand":[],"traitors":["Piter de Vries"],"ally":"atreides"}}})");
  ASSERT_TRUE(homeworlds::low(g, HomeworldId::Ecaz));
  for (int guard = 0; guard < 10 && seats_pending(g, DecisionKind::OccupyLead).empty(); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  EXPECT_EQ(seats_pending(g, DecisionKind::OccupyLead), std::vector<F>{F::Harkonnen});
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"lead_battle","faction":"ecaz"})").code, Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"lead_battle","faction":"atreides"})");
  EXPECT_TRUE(g.battle.sides[0] == index(F::Atreides) || g.battle.sides[1] == index(F::Atreides));
}

// em.hw.ecaz.high_win (HWC, the Ecaz card's high face): the Ecaz alliance also wins holding one stronghold
// together and occupying the Homeworlds of two other factions (Giedi Prime, Junction).
TEST(EcazOccupy, EcazHighAllianceWinsWithOneStrongholdAndTwoHomeworlds) {
  auto file = [](const std::string& ecazHomeworldForces) {
    return R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","guild","ecaz"],"seed":5,
      "random_seating":false,"variants":["em_homeworlds"]},
      "position":{"turn":3,"phase":"mentat_pause","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"carthag","count":2},
                {"faction":"ecaz","territory":"carthag","count":2},
                {"faction":"harkonnen","territory":"funeral_plain","count":20},
                {"faction":"guild","territory":"the_great_flat","count":20},
                {"faction":"atreides","territory":"junction","count":1})" +
           ecazHomeworldForces + R"(],
      "spice_on_board":[],
      "atreides":{"ally":"ecaz"},"ecaz":{"ally":"atreides"}}})";
  };
  Game g = scenario(file(R"(,{"faction":"ecaz","territory":"giedi_prime","count":1})"));
  ASSERT_TRUE(homeworlds::high(g, HomeworldId::Ecaz));
  ASSERT_EQ(g.phase, Phase::GameOver);
  EXPECT_EQ(g.outcome.kind, WinKind::AllianceStrongholds);
  EXPECT_TRUE(g.outcome.winners.has(F::Ecaz) && g.outcome.winners.has(F::Atreides));
  // One Homeworld only: no win.
  Game h = scenario(file(""));
  EXPECT_NE(h.phase, Phase::GameOver);
}

// --- Harass & Withdraw in a combined battle (em.card.harass_ally; seed ECAZ_TREACHERY_RULES.md, E3 p.16)
// -------

Game harass_battle(const std::string& atreidesHand, const std::string& ecazHand) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","ecaz"],"seed":5,
      "random_seating":false,"variants":["em_treachery"]},
      "position":{"turn":2,"phase":"battle","storm_sector":0,"forces":)" +
                  std::string(kBattleForces) + R"(,"spice_on_board":[],
      "atreides":{"spice":10,"hand":)" +
                  atreidesHand + R"(,"traitors":["Umman Kudu"],"ally":"ecaz"},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]},
      "ecaz":{"spice":10,"hand":)" +
                  ecazHand + R"(,"traitors":["Piter de Vries"],"ally":"atreides"}}})");
}
void lead(Game& g, F who) {
  for (int guard = 0; guard < 10 && !has_pending(g, F::Ecaz, DecisionKind::OccupyLead); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  act(g, F::Ecaz,
      std::string(R"({"type":"lead_battle","faction":")") + std::string(faction_key(who)) + "\"}");
}

// The ally leads and plays the card: only its own undialed forces go home; Ecaz's stay and add their half.
TEST(EcazOccupy, HarassByTheLeadingAllySendsOnlyItsOwnForcesHome) {
  Game g = harass_battle(R"(["harass_and_withdraw"])", "[]");
  lead(g, F::Atreides);
  // Duncan Idaho 2 + dial 3 + Ecaz's 3 = 8 beats Feyd-Rautha 6 + 1 = 7.
  fight(g, F::Atreides,
        R"({"type":"battle_plan","leader":"Duncan Idaho","dial":3,"weapon":"harass_and_withdraw"})",
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":1})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Atreides).reserves.total(), 15 + 2);  // the 2 undialed went home
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 0);  // the 3 dialed are lost
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 2);      // Ecaz: 5, lost their 3
  EXPECT_TRUE(invariant_ok(g));
}

// Ecaz lead (the ally dials) and play it: Ecaz keep the half they add, the rest of theirs goes home
// (boundary em.boundary.occupy_harass (a)); the ally's forces stay.
TEST(EcazOccupy, HarassByLeadingEcazKeepsTheirHalf) {
  Game g = harass_battle("[]", R"(["harass_and_withdraw"])");
  lead(g, F::Ecaz);
  // Sanya Ecaz 4 + dial 3 + Ecaz's 3 = 10 beats Feyd-Rautha 6 + 3 = 9.
  fight(g, F::Ecaz,
        R"({"type":"battle_plan","leader":"Sanya Ecaz","dial":3,"defense":"harass_and_withdraw"})",
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":3})");
  EXPECT_EQ(g.player(F::Ecaz).reserves.total(), 15 + 2);      // 5 - their half of 3
  EXPECT_EQ(forces_at(g, F::Ecaz, "the_great_flat"), 0);      // the 3 added are lost with the win
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 2);  // dialed 3 of 5
  EXPECT_TRUE(invariant_ok(g));
}

}  // namespace
}  // namespace dune::test
