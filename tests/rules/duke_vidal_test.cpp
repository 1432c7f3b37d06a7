// Duke Prad Vidal (Ecaz & Moritani rulebook pp.3-4, 6-9, 16, second-hand as cited in
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 6; rules em.duke.*, em.ecaz.duke_revival): the one
// shared strength-6 disc, set aside at the start; Ecaz take him with their Ambassador (or lend him to a new
// ally), the Moritani at the end of Shipment and Movement when they battle in two strongholds; he serves
// one battle; only Ecaz revive him, for 5 spice.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

// Atreides, Harkonnen and `third` (ecaz or moritani), turn 2, in `phase`.
Game position(const std::string& third, const std::string& phase, const std::string& forces,
              const std::string& extra = "", const std::string& atreides = "",
              const std::string& ruleset = "basic", const std::string& harkonnenHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":["atreides","harkonnen",")" + third +
                  R"("],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,"forces":)" + forces + R"(,"spice_on_board":[])" + extra +
                  R"(,
      "atreides":{"spice":11,"hand":[],"traitors":["Umman Kudu"])" +
                  atreides + R"(},
      "harkonnen":{"spice":10,"hand":)" +
                  harkonnenHand + R"(,"traitors":["Duncan Idaho"]},
      ")" + third +
                  R"(":{"spice":12,"hand":[],"traitors":["Gurney Halleck"]}}})");
}

constexpr const char* kEntryForces =
    R"([{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
        {"faction":"harkonnen","territory":"carthag","count":10},
        {"faction":"ecaz","territory":"the_great_flat","count":6}])";

// The Atreides enter Arrakeen, where the Ecaz Ambassador lies.
Game atreides_meet_the_ecaz_token() {
  Game g = position("ecaz", "ship_move", kEntryForces, R"(,"ambassadors":{"ecaz":"arrakeen"})");
  pass_until_decision(g, F::Atreides, DecisionKind::Move);
  act(g, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":2})");
  return g;
}

// --- em.duke.setup ------------------------------------------------------------------------------------

// em.duke.setup (E3 pp.3-4, 9): with Ecaz or the Moritani seated he is in the game, set aside (nobody's);
// without them the view has no Duke. The view shows him to every seat (public).
TEST(DukeVidal, SetAsideAtTheStartAndPublic) {
  Game g = position("ecaz", "ship_move", kEntryForces);
  EXPECT_EQ(g.em.dukeHolder, -1);
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
  const auto v = to_json(view(g, Viewer::of(F::Harkonnen)));
  const auto& d = v.at("duke_vidal");
  EXPECT_EQ(d.at("leader").at("strength").as_int64(), 6);
  EXPECT_EQ(d.at("leader").at("faction").as_string(), "ecaz");
  EXPECT_TRUE(d.at("holder").is_null());
  EXPECT_EQ(d.at("where").as_string(), "available");
  Game base =
      position("bene_gesserit", "ship_move", R"([{"faction":"harkonnen","territory":"carthag","count":10}])");
  EXPECT_FALSE(to_json(view(base, Viewer::of(F::Harkonnen))).as_object().contains("duke_vidal"));
}

// --- em.duke.ecaz_gain ---------------------------------------------------------------------------------

// em.duke.ecaz_gain (E3 pp.7, 9): the Ecaz Ambassador's effect may take Duke Vidal instead of offering the
// alliance; Ecaz keep him until he fights (tenure until_battle, not ended by the turn's end).
TEST(DukeVidal, EcazAmbassadorTakesHim) {
  Game g = atreides_meet_the_ecaz_token();
  ASSERT_TRUE(has_pending(g, F::Ecaz, DecisionKind::AmbassadorTrigger));
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":"Duke Prad Vidal"})");
  EXPECT_EQ(g.em.dukeHolder, index(F::Ecaz));
  EXPECT_EQ(g.em.dukeTenure, DukeTenure::UntilBattle);
  EXPECT_FALSE(allied(g, F::Ecaz, F::Atreides));  // one choice: no alliance offered
  duke_turn_ends(g);
  EXPECT_EQ(g.em.dukeHolder, index(F::Ecaz));  // Ecaz keep him past the turn
  EXPECT_TRUE(invariant_ok(g));
}

// em.duke.ecaz_gain: not while he is in the Tanks; the refusal changes nothing.
TEST(DukeVidal, EcazCannotTakeHimFromTheTanks) {
  Game g = atreides_meet_the_ecaz_token();
  g.em.duke.where = LeaderWhere::Tanks;
  const Error e = refuse(
      g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":"Duke Prad Vidal"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(describe(e).find("Tanks"), std::string::npos);
}

// em.duke.ecaz_gain (E3 p.7): the alliance with the loan: accepted, the new ally controls him for this turn;
// the turn's end sets him aside (boundary em.duke.boundary.loan, choice (a)). Refused, nobody has him.
TEST(DukeVidal, TheAllianceLendsHimForTheTurn) {
  Game g = atreides_meet_the_ecaz_token();
  act(g, F::Ecaz,
      R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":"Duke Prad Vidal","alliance":true})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::AmbassadorAlliance));
  act(g, F::Atreides, R"({"type":"accept_ecaz_alliance"})");
  EXPECT_TRUE(allied(g, F::Ecaz, F::Atreides));
  EXPECT_EQ(g.em.dukeHolder, index(F::Atreides));
  EXPECT_EQ(g.em.dukeTenure, DukeTenure::ThisTurn);
  EXPECT_FALSE(g.em.dukeLoanOffered);
  duke_turn_ends(g);
  EXPECT_EQ(g.em.dukeHolder, -1);

  Game r = atreides_meet_the_ecaz_token();
  act(r, F::Ecaz,
      R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":"Duke Prad Vidal","alliance":true})");
  act(r, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(r.em.dukeHolder, -1);
  EXPECT_FALSE(r.em.dukeLoanOffered);
}

// The alliance flag alone (without Duke) and Duke for another beneficiary are refused.
TEST(DukeVidal, MalformedEcazChoicesAreRefused) {
  Game g = atreides_meet_the_ecaz_token();
  EXPECT_EQ(
      refuse(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","alliance":true})")
          .code,
      Err::BadAction);
  EXPECT_EQ(
      refuse(g, F::Ecaz,
             R"({"type":"trigger_ambassador","for":"ecaz","effect":"emperor","leader":"Duke Prad Vidal"})")
          .code,
      Err::BadAction);
}

// --- battle use and em.duke.release ---------------------------------------------------------------------

constexpr const char* kBattleForces =
    R"([{"faction":"ecaz","territory":"the_great_flat","count":5},
        {"faction":"harkonnen","territory":"the_great_flat","count":6}])";

// A Battle-phase position with Ecaz holding Duke Vidal and facing the Harkonnen in the Great Flat.
Game ecaz_battle_with_duke() {
  Game g = position("ecaz", "battle", kBattleForces);
  g.em.dukeHolder = static_cast<std::int8_t>(index(F::Ecaz));
  g.em.dukeTenure = DukeTenure::UntilBattle;
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  return g;
}

// em.duke.setup, em.duke.release (E3 pp.6-7, 9): the faction controlling him fields him (strength 6); alive
// after his battle he is set aside again; the other side may not field him.
TEST(DukeVidal, FieldedOnceThenSetAside) {
  Game g = ecaz_battle_with_duke();
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Duke Prad Vidal","dial":1})").code,
            Err::BadPlan);
  act(g, F::Ecaz, R"({"type":"battle_plan","leader":"Duke Prad Vidal","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":1})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  // 1 + 6 against 1 + 1: Ecaz win; Duke lives and is set aside, still marked as having fought there.
  EXPECT_EQ(g.em.dukeHolder, -1);
  EXPECT_EQ(g.em.dukeTenure, DukeTenure::None);
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
  bool logged = false;
  for (const LogEntry& e : g.log)
    logged = logged || e.text.str().find("has fought his battle") != std::string::npos;
  EXPECT_TRUE(logged);
  EXPECT_TRUE(invariant_ok(g));
}

// em.duke.release: killed in his battle he goes to the Tanks, nobody's, and the winner is paid his 6.
TEST(DukeVidal, KilledHeGoesToTheTanks) {
  Game g = position("ecaz", "battle", kBattleForces, "", "", "basic", R"(["Crysknife"])");
  g.em.dukeHolder = static_cast<std::int8_t>(index(F::Ecaz));
  g.em.dukeTenure = DukeTenure::UntilBattle;
  pass_until_decision(g, F::Ecaz, DecisionKind::BattlePlan);
  const int spice = g.player(F::Harkonnen).spice;
  act(g, F::Ecaz, R"({"type":"battle_plan","leader":"Duke Prad Vidal","dial":0})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","weapon":"Crysknife","dial":1})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  for (int guard = 0; guard < 4; ++guard) {
    auto ds = pending(g);
    if (ds.empty() || ds.front().kind != DecisionKind::KeepCards) break;
    act(g, ds.front().seat, R"({"type":"keep_cards"})");
  }
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Tanks);
  EXPECT_EQ(g.em.duke.deaths, 1);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  EXPECT_EQ(g.em.dukeHolder, -1);
  EXPECT_EQ(g.player(F::Harkonnen).spice, spice + 6);
  EXPECT_TRUE(invariant_ok(g));
}

// --- em.ecaz.duke_revival -------------------------------------------------------------------------------

// em.ecaz.duke_revival (E3 pp.8-9): Ecaz revive him for 5 spice (not 6) whatever their other leaders' state;
// he comes back set aside (boundary em.duke.boundary.revived, choice (a)). Nobody else may.
TEST(DukeVidal, OnlyEcazReviveHimForFive) {
  Game g = position("ecaz", "revival", kEntryForces, "", R"(,"tanks":{"normal":2})");
  g.em.duke.where = LeaderWhere::Tanks;
  g.em.duke.deaths = 1;
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","leader":"Duke Prad Vidal"})").code, Err::NotAllowed);
  pass_until_decision(g, F::Ecaz, DecisionKind::Revive);
  const int spice = g.player(F::Ecaz).spice;
  act(g, F::Ecaz, R"({"type":"revive","leader":"Duke Prad Vidal"})");
  EXPECT_EQ(g.player(F::Ecaz).spice, spice - 5);
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
  EXPECT_EQ(g.em.dukeHolder, -1);
  EXPECT_TRUE(invariant_ok(g));
}

// em.ecaz.duke_revival: the view's revival quote prices him at 5 for Ecaz and lists him for nobody else.
TEST(DukeVidal, RevivalQuoteListsHimForEcazOnly) {
  Game g = position("ecaz", "revival", kEntryForces);
  g.em.duke.where = LeaderWhere::Tanks;
  auto quoted = [&](F f) {
    View v = view(g, Viewer::of(f));
    if (!v.revivalQuote) return -1;
    for (const auto& [l, price] : v.revivalQuote->leaders)
      if (l == kDukeVidal) return static_cast<int>(price);
    return -1;
  };
  EXPECT_EQ(quoted(F::Ecaz), 5);
  EXPECT_EQ(quoted(F::Atreides), -1);
}

// em.ecaz.duke_revival: a Tleilaxu Ghola card revives him for Ecaz, not for another faction.
TEST(DukeVidal, GholaRevivesHimForEcazOnly) {
  Game g = position("ecaz", "revival", kEntryForces);
  g.em.duke.where = LeaderWhere::Tanks;
  g.player(F::Ecaz).hand.push_back({card_by_key("tleilaxu_ghola"), FactionSet::of(F::Ecaz)});
  g.player(F::Atreides).hand.push_back({card_by_key("tleilaxu_ghola"), FactionSet::of(F::Atreides)});
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"tleilaxu_ghola","leader":"Duke Prad Vidal"})").code,
            Err::NotAllowed);
  act(g, F::Ecaz, R"({"type":"tleilaxu_ghola","leader":"Duke Prad Vidal"})");
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
}

// --- em.duke.moritani_gain, em.duke.karama -------------------------------------------------------------

// The Moritani in Arrakeen (against the Atreides) and Carthag (against the Harkonnen): two strongholds.
constexpr const char* kTwoStrongholds =
    R"([{"faction":"moritani","territory":"arrakeen","count":3},
        {"faction":"atreides","territory":"arrakeen","count":3},
        {"faction":"moritani","territory":"carthag","count":3},
        {"faction":"harkonnen","territory":"carthag","count":5}])";

void finish_ship_move(Game& g) {
  for (int guard = 0; guard < 30 && g.phase == Phase::ShipMove; ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
}

// em.duke.moritani_gain (E3 pp.6, 9): battling in two strongholds at the end of Shipment and Movement, the
// Moritani take him for one battle; a tenure of one battle ends with the turn if he did not fight.
TEST(DukeVidal, MoritaniTakeHimForTwoStrongholdBattles) {
  Game g = position("moritani", "ship_move", kTwoStrongholds);
  finish_ship_move(g);
  EXPECT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(g.em.dukeHolder, index(F::Moritani));
  EXPECT_EQ(g.em.dukeTenure, DukeTenure::OneBattle);
  duke_turn_ends(g);
  EXPECT_EQ(g.em.dukeHolder, -1);
}

// em.duke.moritani_gain: one stronghold battle is not enough; a dead Duke is not taken.
TEST(DukeVidal, MoritaniNeedTwoStrongholdsAndALivingDuke) {
  Game one = position("moritani", "ship_move",
                      R"([{"faction":"moritani","territory":"arrakeen","count":3},
                          {"faction":"atreides","territory":"arrakeen","count":3},
                          {"faction":"moritani","territory":"the_great_flat","count":3},
                          {"faction":"harkonnen","territory":"the_great_flat","count":5}])");
  finish_ship_move(one);
  EXPECT_EQ(one.em.dukeHolder, -1);
  Game dead = position("moritani", "ship_move", kTwoStrongholds);
  dead.em.duke.where = LeaderWhere::Tanks;
  finish_ship_move(dead);
  EXPECT_EQ(dead.em.dukeHolder, -1);
}

// em.duke.karama (E3 p.16): a Karama against the Moritani in Shipment and Movement stops the taking.
TEST(DukeVidal, KaramaStopsTheMoritaniTakingHim) {
  Game g = position("moritani", "ship_move", kTwoStrongholds, "", R"(,"hand":["Karama"])");
  act(g, F::Atreides, R"({"type":"karama_stop","target":"moritani","advantage":"moritani_duke"})");
  finish_ship_move(g);
  EXPECT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(g.em.dukeHolder, -1);
}

// --- em.hw.ecaz.occupied --------------------------------------------------------------------------------

// Homeworlds: every Ecaz force on Arrakis or in the Tanks (no natives on their card), the Atreides alone on
// it: its Occupier.
Game ecaz_occupied(const std::string& phase) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","ecaz"],
      "variants":["em_homeworlds"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":")" +
                    phase + R"(","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"ecaz","territory":"the_great_flat","count":19},
                {"faction":"atreides","territory":"ecaz","count":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":5}],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "ecaz":{"spice":10,"tanks":1,"hand":[],"traitors":["Gurney Halleck"]}}})");
  g.em.occupier[static_cast<std::size_t>(HomeworldId::Ecaz)] = static_cast<std::int8_t>(index(F::Atreides));
  return g;
}

// em.hw.ecaz.occupied (HWC, the Ecaz card's occupied face): the Occupier gains Duke Vidal at the end of
// Shipment and Movement (boundary em.hw.boundary.ecaz_duke, choice (a)), shown in the view.
TEST(DukeVidal, TheOccupierOfEcazGainsHim) {
  Game g = ecaz_occupied("ship_move");
  ASSERT_EQ(homeworlds::occupier(g, HomeworldId::Ecaz), F::Atreides);
  finish_ship_move(g);
  EXPECT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(homeworlds::occupier(g, HomeworldId::Ecaz), F::Atreides);
  EXPECT_EQ(g.em.dukeHolder, index(F::Atreides));
  const auto v = to_json(view(g, Viewer::spectator()));
  EXPECT_EQ(v.at("duke_vidal").at("holder").as_string(), "atreides");
  bool shown = false;
  for (const auto& b : view(g, Viewer::spectator()).boundaries)
    shown = shown || b.rule == "em.hw.boundary.ecaz_duke";
  EXPECT_TRUE(shown);
}

// em.hw.ecaz.occupied: the Occupier, not Ecaz, revives him.
TEST(DukeVidal, TheOccupierOfEcazRevivesHimNotEcaz) {
  Game g = ecaz_occupied("revival");
  g.em.duke.where = LeaderWhere::Tanks;
  EXPECT_EQ(refuse(g, F::Ecaz, R"({"type":"revive","leader":"Duke Prad Vidal"})").code, Err::NotAllowed);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  const int spice = g.player(F::Atreides).spice;
  act(g, F::Atreides, R"({"type":"revive","leader":"Duke Prad Vidal"})");
  EXPECT_EQ(g.player(F::Atreides).spice, spice - 5);
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
}

// --- codec and view ------------------------------------------------------------------------------------

// Duke Vidal round-trips as an action's leader by name, key and id; he is no traitor card.
TEST(DukeVidal, CodecReadsHimAsALeaderNotATraitor) {
  for (const char* name : {R"("Duke Prad Vidal")", R"("duke_vidal")", "61"}) {
    auto a = action_from_json(boost::json::parse(
        std::string(R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":)") + name + "}"));
    ASSERT_TRUE(a) << name;
    EXPECT_EQ(a.value().leader, kDukeVidal);
    auto back = action_from_json(to_json(a.value()));
    ASSERT_TRUE(back);
    EXPECT_EQ(back.value(), a.value());
  }
  EXPECT_FALSE(action_from_json(boost::json::parse(R"({"type":"pick_traitor","leader":"Duke Prad Vidal"})")));
}

// The state round-trips through a snapshot with Duke held.
TEST(DukeVidal, SnapshotKeepsHisState) {
  Game g = atreides_meet_the_ecaz_token();
  act(g, F::Ecaz, R"({"type":"trigger_ambassador","for":"ecaz","effect":"ecaz","leader":"Duke Prad Vidal"})");
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value().em.dukeHolder, index(F::Ecaz));
  EXPECT_EQ(back.value(), g);
}

// Random games with Ecaz and the Moritani (everything on): every action legal and every invariant holding
// (the Duke's among them), and the Duke taken and fielded (his death: KilledHeGoesToTheTanks; random plans
// field him only a few times in hundreds of games).
TEST(DukeVidal, RandomGamesTakeAndFieldHim) {
  bool held = false, fielded = false;
  for (int i = 0; i < 400 && !(held && fielded); ++i) {
    SetupOptions o;
    o.factions = {F::Ecaz, F::Moritani, F::Atreides, F::Harkonnen, F::Fremen, F::Emperor};
    o.ruleset.variants = kAllVariants & ~variant_bit(Variant::CrTreachery) &
                         ~variant_bit(Variant::CrStrongholds);  // CHOAM & Richese's came later
    o.seed = 700 + static_cast<std::uint64_t>(i);
    o.ruleset.kind = i % 2 ? RulesetKind::Advanced : RulesetKind::Basic;
    auto r = new_game(o);
    ASSERT_TRUE(r);
    Game g = r.value();
    Rng rng = Rng::seeded(o.seed);
    const long base = spice_on_table(g) - g.bankOut;
    for (int step = 0; step < 4000 && !is_over(g); ++step) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      auto a = sample_legal_action(g, ds.front().seat, rng);
      ASSERT_TRUE(a) << "seed " << o.seed;
      if (a->kind == ActionKind::BattlePlan && a->leader == kDukeVidal) fielded = true;
      ASSERT_TRUE(apply(g, ds.front().seat, *a)) << "seed " << o.seed;
      held = held || g.em.dukeHolder >= 0;
      const std::string bad = check_invariants(g, base);
      ASSERT_TRUE(bad.empty()) << bad << " (seed " << o.seed << ", step " << step << ")";
    }
  }
  EXPECT_TRUE(held);
  EXPECT_TRUE(fielded);
}

}  // namespace
}  // namespace dune::test
