// The Moritani (Ecaz & Moritani House Expansion, GF9 2023, pp.5-6, 14, 16, second-hand; checklist
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md sections 7 and 9): their setup, the Terror tokens placed in the
// Mentat Pause, the trigger on an entry (the Reaction step of Shipment and Movement), Enemy of My Enemy, the
// six tokens' effects, the Atomics hand limits and Aftermath, and the secrecy of a face-down token. Each test
// names the registry row it checks (engine/core/rules_registry.cpp em.moritani.*, em.terror.*).
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;
using TT = TerrorToken;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }
TerritoryId terr(std::string_view key) { return territory_by_key(key); }
void place_token(Game& g, TT t, std::string_view stronghold) {
  g.em.terror[static_cast<std::size_t>(t)] = static_cast<std::int8_t>(terr(stronghold));
}
std::int8_t token_place(const Game& g, TT t) { return g.em.terror[static_cast<std::size_t>(t)]; }

// Atreides, Harkonnen and Moritani, Basic, turn 2, in `phase`; `forces` is the position's forces list.
Game position(const std::string& phase, const std::string& forces, const std::string& moritani = "",
              const std::string& atreides = "", const std::string& ruleset = "basic") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","harkonnen","moritani"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,"forces":)" + forces + R"(,"spice_on_board":[],
      "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"])" +
                  atreides + R"(},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "moritani":{"spice":12,"hand":[],"traitors":["Gurney Halleck"])" +
                  moritani + "}}}");
}
constexpr const char* kForces =
    R"([{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
        {"faction":"harkonnen","territory":"carthag","count":10},
        {"faction":"moritani","territory":"the_great_flat","count":6}])";

// The Atreides move 2 forces from the Imperial Basin into Arrakeen, where a token lies.
void atreides_enter_arrakeen(Game& g) {
  pass_until_decision(g, F::Atreides, DecisionKind::Move);
  act(g, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":2})");
}

// --- setup (em.moritani.setup) ----------------------------------------------------------------------

// em.moritani.setup: the Moritani place their 6 forces after every other faction (the Fremen first), in a
// territory no other faction occupies; 14 stay in reserve.
TEST(Moritani, SetupPlacesSixAfterTheOthersWhereNobodyIs) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Fremen, F::Moritani};
  o.seed = 3;
  o.randomSeating = false;
  auto r = new_game(o);
  ASSERT_TRUE(r) << r.error().message;
  Game g = r.value();
  EXPECT_EQ(g.player(F::Moritani).spice, 12);
  EXPECT_EQ(g.player(F::Moritani).reserves.total(), 20);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::PlaceMoritani));  // the Fremen place first
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"place_moritani","to":"the_great_flat"})").code,
            Err::NotYourDecision);
  act(g, F::Fremen, R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::PlaceMoritani));
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"place_moritani","to":"sietch_tabr"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"place_moritani","to":"arrakeen"})").code, Err::NotAllowed);
  act(g, F::Moritani, R"({"type":"place_moritani","to":"the_great_flat"})");
  EXPECT_EQ(forces_at(g, F::Moritani, "the_great_flat"), 6);
  EXPECT_EQ(g.player(F::Moritani).reserves.total(), 14);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::PlaceMoritani));
  EXPECT_TRUE(invariant_ok(g));
}

// --- placing a token in the Mentat Pause (em.moritani.terror_place) ---------------------------------

// em.moritani.terror_place: one token from the supply into a stronghold without one, once a pause; not a
// territory that is no stronghold.
TEST(Moritani, MentatPausePlacesOneTokenInAStronghold) {
  Game g = position("mentat_pause", kForces);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));
  EXPECT_EQ(
      refuse(g, F::Moritani, R"({"type":"plant_terror","token":"atomics","territory":"the_great_flat"})")
          .code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"plant_terror","token":"atomics","territory":"arrakeen"})").code,
      Err::NotYourDecision);
  act(g, F::Moritani, R"({"type":"plant_terror","token":"atomics","territory":"arrakeen"})");
  EXPECT_EQ(token_place(g, TT::Atomics), terr("arrakeen"));
  EXPECT_EQ(g.phase, Phase::Storm);  // once a pause: the next turn begins
  EXPECT_EQ(g.turn, 3);
}

// em.moritani.terror_place: a token may move from one stronghold to another, never onto another token.
TEST(Moritani, ATokenMovesButNeverOntoAnother) {
  Game g = position("mentat_pause", kForces);
  place_token(g, TT::Robbery, "arrakeen");
  place_token(g, TT::Sabotage, "carthag");
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"plant_terror","token":"robbery","territory":"carthag"})").code,
            Err::NotAllowed);
  act(g, F::Moritani, R"({"type":"plant_terror","token":"robbery","territory":"tueks_sietch"})");
  EXPECT_EQ(token_place(g, TT::Robbery), terr("tueks_sietch"));
}

// em.terror.secrecy: the views show where tokens lie; only the Moritani see which is which.
TEST(Moritani, FaceDownTokensShowTheirPlaceNotTheirName) {
  Game g = position("mentat_pause", kForces);
  act(g, F::Moritani, R"({"type":"plant_terror","token":"atomics","territory":"arrakeen"})");
  const View mine = view(g, Viewer::of(F::Moritani));
  const View theirs = view(g, Viewer::of(F::Atreides));
  ASSERT_EQ(mine.terror.size(), 1u);
  ASSERT_EQ(theirs.terror.size(), 1u);
  EXPECT_EQ(mine.terror[0].token, static_cast<std::int8_t>(TT::Atomics));
  EXPECT_EQ(theirs.terror[0].token, -1);
  EXPECT_EQ(theirs.terror[0].territory, terr("arrakeen"));
  EXPECT_EQ(theirs.terrorSupply, 5);
  EXPECT_TRUE(theirs.terrorSupplyTokens.empty());
  const std::string json = boost::json::serialize(to_json(theirs));
  EXPECT_EQ(json.find("\"atomics\""), std::string::npos) << json;
  for (const std::string& line : theirs.log) EXPECT_EQ(line.find("Atomics"), std::string::npos) << line;
}

// --- the trigger (em.moritani.terror_trigger) -------------------------------------------------------

// em.moritani.terror_trigger: an entry into a stronghold with a token stops the turn until the Moritani
// answer; declining keeps the token hidden and the turn goes on.
TEST(Moritani, AnEntryWaitsForTheMoritaniAndADeclineKeepsTheToken) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Atomics, "arrakeen");
  atreides_enter_arrakeen(g);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(g.shipMove.step, ShipMoveStep::Reaction);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  act(g, F::Moritani, R"({"type":"pass"})");
  EXPECT_EQ(token_place(g, TT::Atomics), terr("arrakeen"));
  EXPECT_EQ(forces_at(g, F::Atreides, "arrakeen"), 2);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_NE(g.shipMove.step, ShipMoveStep::Reaction);
  EXPECT_TRUE(invariant_ok(g));
}

// em.moritani.terror_trigger: the Moritani's own entry and their ally's wake no token.
TEST(Moritani, NeitherTheMoritaniNorTheirAllyTriggers) {
  Game g = position("ship_move", kForces, R"(,"ally":"atreides")", R"(,"ally":"moritani")");
  place_token(g, TT::Atomics, "arrakeen");
  atreides_enter_arrakeen(g);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
}

// em.terror.atomics: every force there goes to the Tanks; the Aftermath bars shipment there; the Moritani
// hand limit is one less.
TEST(Moritani, AtomicsEmptiesTheStrongholdAndBarsShipment) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Atomics, "carthag");
  pass_until_decision(g, F::Atreides, DecisionKind::Ship);
  act(g, F::Atreides, R"({"type":"ship","to":"carthag","forces":1})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "carthag"), 0);
  EXPECT_EQ(forces_at(g, F::Atreides, "carthag"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 10);
  EXPECT_EQ(g.em.aftermath, terr("carthag"));
  EXPECT_EQ(token_place(g, TT::Atomics), kTerrorGone);
  EXPECT_EQ(hand_limit(g, F::Moritani), 3);
  EXPECT_EQ(hand_limit(g, F::Atreides), 4);
  EXPECT_TRUE(invariant_ok(g));
  // The Atreides go on to their move; nobody may ship into Carthag again.
  Game h = g;
  h.shipMove.step = ShipMoveStep::Ship;
  EXPECT_EQ(refuse(h, F::Atreides, R"({"type":"ship","to":"carthag","forces":1})").code, Err::NotAllowed);
}

// em.boundary.atomics_ally (a): the ally at the reveal has its hand limit lowered too, and an oversized hand
// loses a card at random.
TEST(Moritani, AtomicsLowersTheAllysHandLimitToo) {
  Game g = position("ship_move", kForces,
                    R"(,"ally":"harkonnen","hand":["Lasgun","Chaumas","Crysknife","Shield"])");
  g.player(F::Harkonnen).ally = static_cast<std::int8_t>(index(F::Moritani));
  place_token(g, TT::Atomics, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_EQ(g.player(F::Moritani).hand.size(), 3u);
  EXPECT_EQ(hand_limit(g, F::Harkonnen), 7);
  EXPECT_EQ(g.treacheryDiscard.size(), 1u);
}

// em.moritani.enemy_of_enemy: accepted, the two ally at once and the token goes back unrevealed.
TEST(Moritani, EnemyOfMyEnemyAllianceReturnsTheToken) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"offer_terror_alliance"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::TerrorAlliance));
  act(g, F::Atreides, R"({"type":"accept_terror_alliance"})");
  EXPECT_TRUE(allied(g, F::Atreides, F::Moritani));
  EXPECT_EQ(token_place(g, TT::Robbery), kTerrorSupply);
  EXPECT_EQ(g.player(F::Atreides).spice, 11);
}

// em.moritani.enemy_of_enemy: refused, the Moritani must reveal (no pass).
TEST(Moritani, ARefusedAllianceForcesTheReveal) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"offer_terror_alliance"})");
  act(g, F::Atreides, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"pass"})").code, Err::NotAllowed);
  act(g, F::Moritani, R"({"type":"reveal_terror"})");  // half of 11, rounded up
  EXPECT_EQ(g.player(F::Atreides).spice, 5);
  EXPECT_EQ(g.player(F::Moritani).spice, 18);
  EXPECT_EQ(token_place(g, TT::Robbery), kTerrorGone);
}

// em.terror.robbery: the top card instead; over the limit the Moritani discard one of their choice.
TEST(Moritani, RobberyCardOverTheLimitMeansADiscard) {
  Game g = position("ship_move", kForces, R"(,"hand":["Lasgun","Chaumas","Crysknife","Shield"])");
  place_token(g, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(g);
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"reveal_terror","forces":2})").code, Err::BadAction);
  act(g, F::Moritani, R"({"type":"reveal_terror","take_card":true})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorDiscard));
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"pass"})").code, Err::NotAllowed);
  act(g, F::Moritani, R"({"type":"discard_over_limit","card":"Lasgun"})");
  EXPECT_EQ(g.player(F::Moritani).hand.size(), 4u);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorDiscard));
}

// em.terror.sabotage: a random card of the entrant is discarded; then the Moritani may give one of theirs.
TEST(Moritani, SabotageDiscardsThenMayGiveACard) {
  Game g = position("ship_move", kForces, R"(,"hand":["Baliset"])", R"(,"hand":["Lasgun"])");
  place_token(g, TT::Sabotage, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_TRUE(g.player(F::Atreides).hand.empty());
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorGift));
  act(g, F::Moritani, R"({"type":"give_terror_card","card":"Baliset"})");
  ASSERT_EQ(g.player(F::Atreides).hand.size(), 1u);
  EXPECT_TRUE(g.player(F::Moritani).hand.empty());
  EXPECT_TRUE(invariant_ok(g));
}

// em.terror.sneak_attack: up to 5 reserve forces enter free; not more than that.
TEST(Moritani, SneakAttackBringsUpToFiveFree) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::SneakAttack, "arrakeen");
  atreides_enter_arrakeen(g);
  EXPECT_FALSE(action_from_json(parse_json(R"({"type":"reveal_terror","forces":6})").value()));
  // Not more than the reserves hold.
  Game few = g;
  few.player(F::Moritani).reserves.normal = 3;
  few.player(F::Moritani).tanks.normal = 11;
  EXPECT_EQ(refuse(few, F::Moritani, R"({"type":"reveal_terror","forces":4})").code, Err::NoSuchForces);
  // An action built without the codec (a negative count) is refused too, and changes nothing.
  EXPECT_EQ(refuse_action(g, F::Moritani, {.kind = ActionKind::RevealTerror, .amount = -2}).code,
            Err::BadAction);
  act(g, F::Moritani, R"({"type":"reveal_terror","forces":5})");
  EXPECT_EQ(forces_at(g, F::Moritani, "arrakeen"), 5);
  EXPECT_EQ(g.player(F::Moritani).spice, 12);
  EXPECT_TRUE(invariant_ok(g));
}

// em.terror.assassination: a random leader of the entrant dies and pays the Moritani its strength.
TEST(Moritani, AssassinationKillsALeaderForItsStrength) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Assassination, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  int dead = 0, value = 0;
  for (int i = 0; i < leader_count(F::Atreides); ++i)
    if (g.player(F::Atreides).leaders[static_cast<std::size_t>(i)].where == LeaderWhere::Tanks) {
      ++dead;
      value = leader_info(leader_id(F::Atreides, i)).strength;
    }
  EXPECT_EQ(dead, 1);
  EXPECT_EQ(g.player(F::Moritani).spice, 12 + value);
}

// em.terror.extortion: 5 spice at the Mentat Pause; then each other faction, in storm order, may pay 3 to end
// it; if nobody does, the token goes back to the supply.
TEST(Moritani, ExtortionPaysFiveThenMayBeBoughtOff) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Extortion, "arrakeen");
  atreides_enter_arrakeen(g);
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_EQ(token_place(g, TT::Extortion), kTerrorExtortion);
  EXPECT_EQ(g.player(F::Moritani).spice, 12);
  // To the Mentat Pause.
  Game h = g;
  h.shipMove = {};
  begin_phase(h, Phase::MentatPause);
  EXPECT_EQ(h.player(F::Moritani).spice, 17);
  const auto asked = seats_pending(h, DecisionKind::Extortion);
  ASSERT_EQ(asked.size(), 1u);
  Game paid = h;
  act(paid, asked[0], R"({"type":"pay_extortion"})");
  EXPECT_EQ(token_place(paid, TT::Extortion), kTerrorGone);
  EXPECT_EQ(paid.player(F::Moritani).spice, 20);
  // Nobody pays: back to the supply, and the Moritani may place it again (em.boundary.extortion_replace).
  for (int guard = 0; guard < 3 && !seats_pending(h, DecisionKind::Extortion).empty(); ++guard)
    act(h, seats_pending(h, DecisionKind::Extortion)[0], R"({"type":"pass"})");
  EXPECT_EQ(token_place(h, TT::Extortion), kTerrorSupply);
  EXPECT_TRUE(has_pending(h, F::Moritani, DecisionKind::PlantTerror));
}

// em.moritani.terror_trigger: a shipment in triggers too, and a spiritual advisor is no exception (the
// Moritani decide before the turn goes on).
TEST(Moritani, AShipmentTriggersToo) {
  Game g = position("ship_move", kForces);
  place_token(g, TT::Robbery, "tueks_sietch");
  pass_until_decision(g, F::Atreides, DecisionKind::Ship);
  act(g, F::Atreides, R"({"type":"ship","to":"tueks_sietch","forces":2})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  act(g, F::Moritani, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
}

// --- Advanced: Assassinate Leaders (em.moritani.assassinate_leaders) --------------------------------

// Advanced, turn 2, Battle in The Great Flat: the Atreides (Lady Jessica, 5 + 5) beat the Moritani (Vando
// Terboli, 1 + 1) with no traitor called; the Moritani hold the traitor card Duncan Idaho.
Game lost_to_the_atreides(const std::string& moritaniTraitors = R"(["Duncan Idaho"])") {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","moritani"],"seed":5,
        "random_seating":false},
      "position":{"turn":2,"phase":"battle","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                  {"faction":"moritani","territory":"the_great_flat","count":4},
                  {"faction":"harkonnen","territory":"carthag","count":10}],
        "spice_on_board":[],
        "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":[],"traitors":["Lupino Ord"]},
        "moritani":{"spice":12,"hand":[],"traitors":)" +
                    moritaniTraitors + R"(}}})");
  pass_until_decision(g, F::Atreides, DecisionKind::BattlePlan);  // the Atreides ask no prescience
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Lady Jessica","dial":5,"spice":5})");
  act(g, F::Moritani, R"({"type":"battle_plan","leader":"Vando Terboli","dial":1,"spice":1})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  for (int guard = 0; guard < 4 && has_pending(g, F::Atreides, DecisionKind::KeepCards); ++guard)
    act(g, F::Atreides, R"({"type":"keep_cards"})");
  return g;
}
LeaderId leader_named(std::string_view name) {
  for (LeaderId l = 0; l < kLeaders; ++l)
    if (leader_name(l) == name) return l;
  return kNoLeader;
}
bool in_tanks(const Game& g, std::string_view name) {
  const LeaderId l = leader_named(name);
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))].where ==
         LeaderWhere::Tanks;
}

// em.moritani.assassinate_leaders: the traitor card kills another leader of the winner for its strength.
TEST(Moritani, AssassinateLeadersKillsAnotherLeaderOfTheWinner) {
  Game g = lost_to_the_atreides();
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::AssassinateLeaders));
  EXPECT_EQ(refuse(g, F::Moritani, R"({"type":"assassinate_leader","leader":"Lady Jessica"})").code,
            Err::NotAllowed);  // not a card they hold (and the leader who fought)
  const int spice = g.player(F::Moritani).spice;
  act(g, F::Moritani, R"({"type":"assassinate_leader","leader":"Duncan Idaho"})");
  EXPECT_TRUE(in_tanks(g, "Duncan Idaho"));
  EXPECT_EQ(g.player(F::Moritani).spice, spice + 2);
  EXPECT_TRUE(g.em.assassinated.has(F::Atreides));
  EXPECT_TRUE(invariant_ok(g));
  // The turn ran on to the Mentat Pause (nothing else to decide): the revealed card was set aside and
  // replaced from the traitor deck.
  ASSERT_EQ(g.phase, Phase::MentatPause);
  const auto& t = g.player(F::Moritani).traitors;
  ASSERT_EQ(t.size(), 1u);
  EXPECT_NE(t[0], leader_named("Duncan Idaho"));
  EXPECT_TRUE(g.em.assassinCards.empty());
}

// em.moritani.assassinate_leaders: not with a card naming another faction's leader; a pass
// keeps the card. The window opens all the same (traitor cards are secret, GF9 p.6: a window opened only for
// a holder would tell the table, issue 35): a reveal is refused and the pass is the only answer.
TEST(Moritani, AssassinateLeadersNeedsACardNamingTheWinnersLeader) {
  Game other = lost_to_the_atreides(R"(["Beast Rabban"])");
  ASSERT_TRUE(has_pending(other, F::Moritani, DecisionKind::AssassinateLeaders));
  EXPECT_EQ(refuse(other, F::Moritani, R"({"type":"assassinate_leader","leader":"Beast Rabban"})").code,
            Err::NotAllowed);
  for (const Action& a : legal_actions(other, F::Moritani)) EXPECT_NE(a.kind, ActionKind::AssassinateLeader);
  act(other, F::Moritani, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(other, F::Moritani, DecisionKind::AssassinateLeaders));
  Game g = lost_to_the_atreides();
  act(g, F::Moritani, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::AssassinateLeaders));
  EXPECT_FALSE(in_tanks(g, "Duncan Idaho"));
  EXPECT_EQ(g.player(F::Moritani).traitors.size(), 1u);
}

// --- Homeworlds: the Grumman faces (em.hw.grumman.*) and Ix occupied (em.hw.ix.occupied) ---------------

// Atreides, Harkonnen and Moritani with the Homeworlds, turn 2, in `phase`; the Moritani have `moritaniTanks`
// forces in the Tanks and 6 in The Great Flat, so Grumman holds 14 less that (high from 8).
Game homeworld_position(const std::string& phase, int moritaniTanks, const std::string& extraForces = "") {
  return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","moritani"],
        "variants":["em_homeworlds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,
        "forces":[{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
                  {"faction":"harkonnen","territory":"carthag","count":10},
                  {"faction":"moritani","territory":"the_great_flat","count":6})" +
                  extraForces + R"(],
        "spice_on_board":[],
        "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"]},
        "harkonnen":{"spice":10,"hand":[],"traitors":["Lupino Ord"]},
        "moritani":{"spice":12,"hand":[],"traitors":["Duncan Idaho"],"tanks":)" +
                  std::to_string(moritaniTanks) + "}}}");
}

// em.hw.grumman.low: while Grumman is low a token answers only an entry of 3 forces or more.
TEST(Moritani, GrummanLowWakesATokenOnlyForThreeForces) {
  Game g = homeworld_position("ship_move", 10);  // Grumman: 4 (low)
  place_token(g, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(g);  // 2 forces
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  Game h = homeworld_position("ship_move", 10);
  place_token(h, TT::Robbery, "arrakeen");
  pass_until_decision(h, F::Atreides, DecisionKind::Move);
  act(h, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":3})");
  EXPECT_TRUE(has_pending(h, F::Moritani, DecisionKind::TerrorTrigger));
  Game k = homeworld_position("ship_move", 0);  // Grumman: 14 (high): 2 forces wake it
  place_token(k, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(k);
  EXPECT_TRUE(has_pending(k, F::Moritani, DecisionKind::TerrorTrigger));
}

// em.hw.grumman.occupied: no token answers the Occupier of Grumman (the Atreides alone there), but others.
TEST(Moritani, GrummanOccupiedSparesItsOccupier) {
  const std::string onGrumman = R"(,{"faction":"atreides","territory":"grumman","count":1})";
  Game g = homeworld_position("ship_move", 14, onGrumman);  // no Moritani reserves: the Atreides occupy it
  ASSERT_EQ(homeworlds::occupier(g, HomeworldId::Grumman), F::Atreides);
  place_token(g, TT::Robbery, "arrakeen");
  atreides_enter_arrakeen(g);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(token_place(g, TT::Robbery), terr("arrakeen"));
}

// em.hw.grumman.high: in Spice Collection a second token beside one, for 4 spice; then an entry asks about
// each token in turn (boundary em.hw.boundary.grumman_stack (a)).
TEST(Moritani, GrummanHighAddsASecondTokenForFourSpice) {
  Game g = homeworld_position("collection", 0);
  place_token(g, TT::Robbery, "arrakeen");
  // The position's Collection has begun already: put the window back by beginning the phase again.
  begin_phase(g, Phase::Collection);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::GrummanTerror));
  EXPECT_EQ(
      refuse(g, F::Moritani, R"({"type":"grumman_terror","token":"atomics","territory":"carthag"})").code,
      Err::NotAllowed);  // no token there yet
  act(g, F::Moritani, R"({"type":"grumman_terror","token":"atomics","territory":"arrakeen"})");
  EXPECT_EQ(token_place(g, TT::Atomics), terr("arrakeen"));
  EXPECT_EQ(g.player(F::Moritani).spice, 16);
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::GrummanTerror));
  EXPECT_TRUE(invariant_ok(g));
  // An entry there: Atomics first (token order), then Robbery after a pass.
  g.phase = Phase::ShipMove;
  begin_phase(g, Phase::ShipMove);
  atreides_enter_arrakeen(g);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(g.em.triggerToken, static_cast<std::int8_t>(TT::Atomics));
  EXPECT_EQ(view(g, Viewer::of(F::Moritani)).terrorAsked, static_cast<std::int8_t>(TT::Atomics));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).terrorAsked, -1);
  act(g, F::Moritani, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  EXPECT_EQ(g.em.triggerToken, static_cast<std::int8_t>(TT::Robbery));
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_EQ(token_place(g, TT::Robbery), kTerrorGone);
  EXPECT_EQ(token_place(g, TT::Atomics), terr("arrakeen"));
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
}

// em.hw.grumman.high: or a token taken back off the board, for 4 spice too.
TEST(Moritani, GrummanHighTakesATokenBack) {
  Game g = homeworld_position("collection", 0);
  place_token(g, TT::Robbery, "arrakeen");
  begin_phase(g, Phase::Collection);
  act(g, F::Moritani, R"({"type":"grumman_terror","token":"robbery","remove":true})");
  EXPECT_EQ(token_place(g, TT::Robbery), kTerrorSupply);
  EXPECT_EQ(g.player(F::Moritani).spice, 16);
}

// em.hw.ix.occupied: the Occupier of Ix takes over the Ixian bidding look and set-aside.
TEST(Moritani, IxOccupiedHandsTheBiddingLookToItsOccupier) {
  Game g =
      scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","ixian"],"variants":["em_homeworlds"],
        "seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"bidding","storm_sector":0,
        "forces":[{"faction":"emperor","territory":"ix","count":2}],
        "emperor":{"spice":10,"hand":[]},"ixian":{"spice":10,"hand":[],"tanks":14}}})");
  ASSERT_EQ(homeworlds::occupier(g, HomeworldId::Ix), F::Emperor);
  begin_phase(g, Phase::Bidding);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::SetAsideCard));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SetAsideCard));
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).auctionCardsSeen, g.bidding.up);
  EXPECT_TRUE(view(g, Viewer::of(F::Ixian)).auctionCardsSeen.empty());
}

// A game file's position may state the Terror tokens (docs/GAME_FILES.md): a stronghold, the supply
// (null), or out of the game; a bad place is refused with a sentence.
TEST(Moritani, PositionsStateTheTerrorTokens) {
  const std::string base = R"({"setup":{"ruleset":"basic","factions":["atreides","moritani"],"seed":5},
      "position":{"turn":2,"phase":"ship_move","terror_tokens":)";
  Game s = scenario(base + R"({"robbery":"arrakeen","atomics":null,"extortion":"revealed"}}})");
  EXPECT_EQ(token_place(s, TT::Robbery), terr("arrakeen"));
  EXPECT_EQ(token_place(s, TT::Atomics), kTerrorSupply);
  EXPECT_EQ(token_place(s, TT::Extortion), kTerrorGone);
  for (const char* bad : {R"({"robbery":"the_great_flat"}}})", R"({"thumper":"arrakeen"}}})"}) {
    auto file = parse_game_file(std::string(R"({"format":"dune-game",)") + (base + bad).substr(1));
    ASSERT_TRUE(file.ok());
    auto started = start_game(file.value());
    EXPECT_FALSE(started.ok()) << bad;
  }
}

// Random games with the Moritani seated, Basic and Advanced, every variant: the invariants hold at every
// step and the new decisions are reached.
TEST(Moritani, RandomGamesReachEveryTerrorDecision) {
  SetupOptions o;
  o.factions = {F::Moritani, F::Atreides, F::Harkonnen, F::Fremen, F::BeneGesserit, F::Guild};
  // Every variant but the Great Maker and CHOAM & Richese's (which came later): each changes every game it is
  // in; tests/rules/components/great_maker/em_great_maker_test.cpp plays it. 150 games: enough for the rarer
  // decisions since the Nexus windows and Junction high (the Guild are seated) changed these games.
  o.ruleset.variants = kAllVariants & ~variant_bit(Variant::EmGreatMaker) &
                       ~variant_bit(Variant::CrTreachery) & ~variant_bit(Variant::CrStrongholds);
  const DecisionBits seen = decisions_in_random_games(o, 900, 150);
  for (DecisionKind k :
       {DecisionKind::PlaceMoritani, DecisionKind::PlantTerror, DecisionKind::TerrorTrigger,
        DecisionKind::TerrorAlliance, DecisionKind::AssassinateLeaders, DecisionKind::GrummanTerror})
    EXPECT_TRUE(seen.test(static_cast<std::size_t>(k))) << decision_key(k);
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {
// A Karama that stops the Bene Gesserit spiritual advisor while a Terror token's window holds the turn: once
// the token is answered the shipping faction goes on to its move (the advisor step no longer exists), never
// a turn with no decision (found by random play, seed 928 of the rotation).
TEST(Moritani, KaramaOnTheAdvisorDuringTheReactionLeavesTheMove) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","bene_gesserit","moritani"],
      "seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"ship_move","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"arrakeen","count":4},
                {"faction":"moritani","territory":"the_great_flat","count":6}],
      "spice_on_board":[],"terror_tokens":{"robbery":"carthag"},
      "atreides":{"spice":11,"hand":[],"traitors":["Lupino Ord"]},
      "bene_gesserit":{"spice":5,"hand":[],"traitors":["Duncan Idaho"]},
      "moritani":{"spice":12,"hand":["Karama"],"traitors":["Gurney Halleck"]}}})");
  pass_until_decision(g, F::Atreides, DecisionKind::Ship);
  act(g, F::Atreides, R"({"type":"ship","to":"carthag","forces":2})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::TerrorTrigger));
  act(g, F::Moritani, R"({"type":"karama_stop","target":"bene_gesserit","advantage":"bg_advisor"})");
  act(g, F::Moritani, R"({"type":"reveal_terror"})");
  EXPECT_FALSE(pending(g).empty());
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
}
}  // namespace
}  // namespace dune::test
