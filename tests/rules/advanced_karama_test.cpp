// Advanced Karama powers and Advanced Karama targets (engine/rules/phases/anytime.cpp, battle.cpp).
// Sources: GF9 Rulebook 2019 faction sheets, Advanced (Harkonnen p.17: take a player's whole hand and
// give back as many cards; Fremen p.16: place the sandworm token in any sand territory, a normal
// sandworm); FAQ Nov 2020 (the Fremen Karama sandworm signals no Nexus; p.7: a Karama may stop an
// Advanced advantage too). Registry: adv.karama.harkonnen, adv.karama.fremen,
// adv.karama.advanced_advantages and their boundaries.
//
// Seating is fixed ("random_seating": false): Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10,
// Guild 13, Harkonnen 16. Storm in sector 12: the Guild are first.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// A six-faction position of the given ruleset in `phase`, storm in sector 12, turn 3
// (tests/support/positions.hpp, seed 5).
Game six(const std::string& ruleset, const std::string& phase, const std::string& fields = "{}") {
  return six_factions(ruleset, phase, fields, 12, 3, 5);
}

int hand_size(const Game& g, F f) { return static_cast<int>(g.player(f).hand.size()); }
bool holds_key(const Game& g, F f, std::string_view key) {
  return std::any_of(g.player(f).hand.begin(), g.player(f).hand.end(),
                     [&](const HeldCard& h) { return card_info(h.card).key == key; });
}
bool sees_known(const View& v, F owner, std::string_view key) {
  return std::any_of(v.knownCards.begin(), v.knownCards.end(),
                     [&](const KnownCard& k) { return k.owner == owner && card_info(k.card).key == key; });
}
bool log_mentions(const View& v, std::string_view text) {
  return std::any_of(v.log.begin(), v.log.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

const char* kSwapHands = R"({"harkonnen": {"spice": 10, "hand": ["karama", "shield"]},
                             "atreides": {"spice": 10, "hand": ["lasgun", "snooper", "baliset"]}})";

// --- Harkonnen Karama power ------------------------------------------------------------------

// Harkonnen sheet (Advanced): the Harkonnen take the whole hand, then give back as many cards of
// their choice. The give-back is the only decision open until it is done, whatever the phase.
TEST(HarkonnenKarama, TakesWholeHandThenGivesBackAsMany) {
  Game g = six("advanced", "bidding", kSwapHands);
  const std::vector<Decision> before = pending(g);
  ASSERT_FALSE(before.empty());
  const Faction first = before.front().seat;
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})");
  EXPECT_TRUE(g.player(F::Harkonnen).karamaPowerUsed);
  EXPECT_EQ(hand_size(g, F::Atreides), 0);
  EXPECT_EQ(hand_size(g, F::Harkonnen), 4);  // shield + the 3 taken; the Karama is discarded
  EXPECT_FALSE(holds_key(g, F::Harkonnen, "karama"));
  auto open = pending(g);
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0], (Decision{F::Harkonnen, DecisionKind::KaramaGiveBack, 3, 3}));
  // Nothing else goes on meanwhile: the Guild's shipment, a bribe, another card.
  EXPECT_EQ(refuse_action(g, first, Action{.kind = ActionKind::Pass}).code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"bribe","target":"fremen","amount":1})").code,
            Err::NotYourDecision);
  // The bots can play the decision: one give-back per card held.
  auto legal = legal_actions(g, F::Harkonnen);
  ASSERT_EQ(legal.size(), 4u);
  for (const Action& a : legal) EXPECT_EQ(a.kind, ActionKind::KaramaGiveCard);
  EXPECT_TRUE(legal_actions(g, first).empty());

  act(g, F::Harkonnen, R"({"type":"karama_give_card","card":"shield"})");
  act(g, F::Harkonnen, R"({"type":"karama_give_card","card":"baliset"})");
  EXPECT_EQ(g.harkonnen.handSwapOwed, 1);
  act(g, F::Harkonnen, R"({"type":"karama_give_card","card":"lasgun"})");
  EXPECT_EQ(g.harkonnen.handSwapTarget, -1);
  EXPECT_EQ(hand_size(g, F::Atreides), 3);
  EXPECT_TRUE(holds_key(g, F::Atreides, "shield"));
  EXPECT_TRUE(holds_key(g, F::Atreides, "lasgun"));
  EXPECT_EQ(hand_size(g, F::Harkonnen), 1);
  EXPECT_TRUE(holds_key(g, F::Harkonnen, "snooper"));
  EXPECT_EQ(pending(g), before);  // the phase goes on where it was
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Secret handling: only the two players learn which cards moved; others see counts only, in the
// views and in the log. The open give-back is public (who and how many) and survives a snapshot.
TEST(HarkonnenKarama, OnlyTheTwoPlayersSeeTheCards) {
  Game g = six("advanced", "bidding", kSwapHands);
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})");
  EXPECT_EQ(check_views(g), "");
  View atreides = view(g, Viewer::of(F::Atreides));
  EXPECT_TRUE(sees_known(atreides, F::Harkonnen, "lasgun"));
  EXPECT_TRUE(log_mentions(atreides, "Lasgun"));
  for (F other : {F::Emperor, F::Fremen, F::Guild, F::BeneGesserit}) {
    View w = view(g, Viewer::of(other));
    EXPECT_FALSE(sees_known(w, F::Harkonnen, "lasgun")) << faction_key(other);
    EXPECT_FALSE(log_mentions(w, "Lasgun")) << faction_key(other);
    EXPECT_EQ(w.players[index(F::Harkonnen)].handCount, 4);
    EXPECT_EQ(w.handSwapTarget, index(F::Atreides));
    EXPECT_EQ(w.handSwapOwed, 3);
  }
  View spec = view(g, Viewer::spectator());
  EXPECT_FALSE(log_mentions(spec, "Lasgun"));
  auto js = boost::json::serialize(to_json(spec));
  EXPECT_EQ(js.find("lasgun"), std::string::npos) << js;
  // Snapshot round trip keeps the open decision.
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back.value(), g);

  act(g, F::Harkonnen, R"({"type":"karama_give_card","card":"shield"})");
  EXPECT_FALSE(log_mentions(view(g, Viewer::of(F::Emperor)), "Shield"));
  EXPECT_TRUE(sees_known(view(g, Viewer::of(F::Harkonnen)), F::Atreides, "shield"));
  EXPECT_FALSE(sees_known(view(g, Viewer::of(F::Emperor)), F::Atreides, "shield"));
  EXPECT_EQ(check_views(g), "");
}

// Harkonnen sheet: the hand limit of 8 may be passed only until the cards are given back.
TEST(HarkonnenKarama, HandLimitOnlyWhileGivingBack) {
  Game g = six("advanced", "bidding",
               R"({"harkonnen": {"spice": 10, "hand": ["karama", "shield", "shield", "snooper", "snooper",
                                                     "crysknife", "chaumas", "baliset"]},
                   "emperor": {"spice": 10, "hand": ["lasgun", "kulon", "hajr", "la_la_la"]}})");
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"emperor"})");
  EXPECT_EQ(hand_size(g, F::Harkonnen), 11);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  for (int i = 0; i < 4; ++i) {
    Action give = legal_actions(g, F::Harkonnen).front();
    ASSERT_TRUE(apply(g, F::Harkonnen, give));
  }
  EXPECT_EQ(hand_size(g, F::Harkonnen), 7);
  EXPECT_EQ(hand_size(g, F::Emperor), 4);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Refusals (Harkonnen sheet; adv.karama.harkonnen_timing): a refused action changes nothing.
TEST(HarkonnenKarama, Refusals) {
  Game basic = six("basic", "bidding", kSwapHands);
  EXPECT_EQ(refuse(basic, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})").code,
            Err::NotAllowed);
  Game g = six("advanced", "bidding",
               R"({"harkonnen": {"spice": 10, "hand": ["karama", "karama"]},
                   "atreides": {"spice": 10, "hand": ["lasgun"]}})");
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"karama_take_hand","target":"atreides"})").code,
            Err::NotAllowed);  // not the Harkonnen
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"fremen"})").code,
            Err::NotAllowed);  // empty hand
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"harkonnen"})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_give_card","card":"karama"})").code,
            Err::NotYourDecision);  // nothing owed
  // Landsraad rules 1.14.04: during the Bidding phase only (adv.karama.harkonnen_timing).
  Game moving = six(
      "advanced", "ship_move",
      R"({"harkonnen": {"spice": 10, "hand": ["karama"]}, "atreides": {"spice": 10, "hand": ["lasgun"]}})");
  EXPECT_EQ(refuse(moving, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})").code,
            Err::WrongPhase);
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_give_card","card":"shield"})").code, Err::CardNotHeld);
  act(g, F::Harkonnen, R"({"type":"karama_give_card","card":"lasgun"})");
  ASSERT_TRUE(holds_key(g, F::Harkonnen, "karama"));
  // Once a game, even with another Karama in hand.
  auto again = refuse(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"emperor"})");
  EXPECT_EQ(again.code, Err::NotAllowed);
  EXPECT_NE(again.message.find("once a game"), std::string::npos) << again.message;
}

// --- Fremen Karama power ---------------------------------------------------------------------

const char* kWormBoard = R"({"fremen": {"spice": 10, "hand": ["karama"]},
    "atreides": {"spice": 10, "hand": [], "tanks": 3},
    "forces": [{"faction": "harkonnen", "territory": "the_great_flat", "count": 5},
               {"faction": "fremen", "territory": "the_great_flat", "count": 3}],
    "spice_on_board": [{"territory": "the_great_flat", "amount": 6}]})";

// Fremen sheet (Advanced): the sandworm token in any sand territory is a normal sandworm: it
// devours spice and forces there, not the Fremen. FAQ Nov 2020: it signals no Nexus.
TEST(FremenKarama, SandwormDevoursWithoutNexus) {
  Game g = six("advanced", "nexus", kWormBoard);  // Landsraad rules 1.14.03: Spice Blow and Nexus phase
  ASSERT_EQ(g.phase, Phase::Nexus);
  const long base = spice_on_table(g) - g.bankOut;
  auto legal = legal_actions(g, F::Fremen);
  EXPECT_NE(
      std::find(legal.begin(), legal.end(), action(R"({"type":"karama_worm","territory":"the_great_flat"})")),
      legal.end());
  act(g, F::Fremen, R"({"type":"karama_worm","territory":"the_great_flat"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 5);
  EXPECT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 3);
  EXPECT_EQ(g.spice[spice_location(territory_by_key("the_great_flat"))], 0);
  EXPECT_EQ(g.phase, Phase::Nexus);  // the Nexus goes on; the Karama worm signals none
  EXPECT_EQ(g.wormRides, 0u);        // so no worm ride
  EXPECT_TRUE(g.player(F::Fremen).karamaPowerUsed);
  EXPECT_EQ(check_invariants(g, base), "");
}

TEST(FremenKarama, Refusals) {
  Game basic = six("basic", "nexus", kWormBoard);
  EXPECT_EQ(refuse(basic, F::Fremen, R"({"type":"karama_worm","territory":"the_great_flat"})").code,
            Err::NotAllowed);
  Game g = six("advanced", "nexus", kWormBoard);
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"karama_worm","territory":"arrakeen"})").code,
            Err::BadAction);  // not sand
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_worm","territory":"the_great_flat"})").code,
            Err::NotAllowed);
  Game moving = six("advanced", "ship_move", kWormBoard);
  EXPECT_EQ(refuse(moving, F::Fremen, R"({"type":"karama_worm","territory":"the_great_flat"})").code,
            Err::WrongPhase);  // adv.karama.fremen_timing
  Game reviving = six("advanced", "revival", kWormBoard);
  EXPECT_EQ(refuse(reviving, F::Fremen, R"({"type":"karama_worm","territory":"the_great_flat"})").code,
            Err::WrongPhase);
}

// --- Advanced advantages as Karama targets -------------------------------------------------------

std::string duel(const std::string& ruleset, const std::string& harkonnenHand) {
  return R"({"setup":{"ruleset":")" + ruleset + R"(","factions":["emperor","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":2)" +
         // Sardaukar exist only in the Advanced game (a Basic position with them is refused).
         std::string(ruleset == "advanced" ? R"(,"special":2)" : "") + R"(},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
         harkonnenHand + R"(,"traitors":["Bashar"]}}})";
}

void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}

// FAQ Nov 2020 p.7 (an Advanced advantage may be stopped): with Sardaukar counting double the
// Emperor win 7-6 (AdvancedBattle.SardaukarCountDouble); stopped, 2 Sardaukar count 2: 5 loses to 6.
TEST(AdvancedKaramaTargets, StoppedSardaukarCountSingle) {
  Game g = scenario(duel("advanced", R"(["karama"])"));
  ASSERT_EQ(g.phase, Phase::Battle);
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"emperor","advantage":"emperor_sardaukar"})");
  EXPECT_TRUE(stopped(g, Advantage::EmperorSardaukar));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"elite":2,"spice":2})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  no_traitors(g);
  EXPECT_EQ(g.battle.winner, 1);
}

// FAQ Nov 2020 p.7: a stopped Harkonnen capture draws no leader after a Harkonnen win.
TEST(AdvancedKaramaTargets, StoppedCaptureDrawsNoLeader) {
  Game g = scenario(duel("advanced", "[]"));
  Game withKarama = g;
  withKarama.player(F::Emperor).hand.push_back({card_by_key("karama"), FactionSet::of(F::Emperor)});
  act(withKarama, F::Emperor,
      R"({"type":"karama_stop","target":"harkonnen","advantage":"harkonnen_capture"})");
  for (Game* x : {&g, &withKarama}) {
    act(*x, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1})");
    act(*x, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
    no_traitors(*x);
    ASSERT_EQ(x->battle.winner, 1);
  }
  EXPECT_EQ(g.battle.step, BattleStep::Capture);  // the rule works without the Karama
  EXPECT_NE(withKarama.battle.step, BattleStep::Capture);
  EXPECT_EQ(withKarama.battle.captured, kNoLeader);
}

// `first` (the aggressor: seated first, storm in sector 0) against the Harkonnen in The Great
// Flat, Advanced; the Harkonnen hold a Karama.
Game versus_harkonnen(const std::string& first, const std::string& forces, const std::string& traitor) {
  return scenario(R"({"setup":{"ruleset":"advanced","factions":[")" + first + R"(","harkonnen"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":")" +
                  first + R"(","territory":"the_great_flat",)" + forces + R"(},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      ")" + first +
                  R"(":{"spice":10,"tanks":0,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":["karama"],"traitors":[")" +
                  traitor + R"("]}}})");
}

// FAQ Nov 2020 p.7 with the Atreides sheet: a stopped Kwisatz Haderach may not be named in a plan,
// and one already sealed in a plan no longer accompanies the leader.
TEST(AdvancedKaramaTargets, StoppedKwisatzHaderach) {
  Game g = versus_harkonnen("atreides", R"("count":6)", "Dr. Wellington Yueh");
  g.atreides.battleLosses = 7;  // the Kwisatz Haderach is awake
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::BattlePlan));
  Game sealed = g;
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"atreides","advantage":"atreides_kwisatz"})");
  EXPECT_EQ(
      refuse(g, F::Atreides,
             R"({"type":"battle_plan","leader":"Thufir Hawat","dial":2,"spice":2,"kwisatz_haderach":true})")
          .code,
      Err::KaramaStopped);
  act(sealed, F::Atreides,
      R"({"type":"battle_plan","leader":"Thufir Hawat","dial":2,"spice":2,"kwisatz_haderach":true})");
  ASSERT_TRUE(sealed.battle.plans[0].companion);
  act(sealed, F::Harkonnen, R"({"type":"karama_stop","target":"atreides","advantage":"atreides_kwisatz"})");
  EXPECT_FALSE(sealed.battle.plans[0].companion);
  // 2 supported + Thufir 5 = 7 (9 with the Kwisatz Haderach) loses to 5 supported + Piter 3 = 8.
  act(sealed, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":5,"spice":5})");
  no_traitors(sealed);
  EXPECT_EQ(sealed.battle.winner, 1);
}

// FAQ Nov 2020 p.7 with the Fremen sheet: with battle hardening stopped the Fremen forces need
// spice like others (and may be given it). 4 unsupported Fremen count 2 + Jamis 2 = 4 lose to
// 3 supported + Piter 3 = 6; battle hardened they would tie 6-6 and the aggressor would win.
TEST(AdvancedKaramaTargets, StoppedBattleHardening) {
  Game hardened = versus_harkonnen("fremen", R"("count":4)", "Stilgar");
  Game g = hardened;
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4,"spice":1})").code,
            Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"fremen","advantage":"fremen_battle_hardened"})");
  Game withSpice = g;
  act(withSpice, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4,"spice":1})");
  for (Game* x : {&g, &hardened}) {
    act(*x, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4})");
    act(*x, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
    no_traitors(*x);
  }
  EXPECT_EQ(hardened.battle.winner, 0);
  EXPECT_EQ(g.battle.winner, 1);
}

// The Advanced advantages are refused as Karama targets in a Basic game; in a Basic game the
// Harkonnen Karama is not a power either (Basic behaves the Basic way).
TEST(AdvancedKaramaTargets, RefusedInBasic) {
  Game g = scenario(duel("basic", R"(["karama"])"));
  auto e =
      refuse(g, F::Harkonnen, R"({"type":"karama_stop","target":"emperor","advantage":"emperor_sardaukar"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Advanced"), std::string::npos) << e.message;
  for (const Action& a : legal_actions(g, F::Harkonnen)) {
    EXPECT_NE(a.kind, ActionKind::KaramaTakeHand);
    if (a.kind == ActionKind::KaramaStop) {
      EXPECT_FALSE(advanced_only(static_cast<Advantage>(a.sub)));
    }
  }
}

}  // namespace
}  // namespace dune

namespace dune {
namespace {

// Random Advanced games: the new powers and the give-back decision are reached and playable by
// bots through legal_actions, views do not leak, and the invariants hold throughout.
TEST(AdvancedKarama, RandomGamesPlayThePowers) {
  int takes = 0, gives = 0, worms = 0, stops = 0;
  for (int i = 0; i < 60; ++i) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = 0x4A4A0000ULL + static_cast<std::uint64_t>(i);
    auto r = new_game(o);
    ASSERT_TRUE(r.ok());
    Game g = r.value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng pick = Rng::seeded(o.seed ^ 0x77);
    for (int step = 0; step < 5000 && !is_over(g); ++step) {
      std::vector<Decision> ds = pending(g);
      ASSERT_FALSE(ds.empty());
      const Decision d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
      std::vector<Action> as = legal_actions(g, d.seat, &pick);
      if (as.empty()) as = legal_actions(g, d.seat, nullptr, 1 << 20);
      ASSERT_FALSE(as.empty()) << "no legal action for " << decision_key(d.kind);
      // Prefer the powers when offered, so that they are exercised; the Fremen keep their Karama for
      // the sandworm, whose window (Spice Blow and Nexus) comes less often than a Karama stop's.
      if (d.seat == F::Fremen && !g.player(F::Fremen).karamaPowerUsed && as.size() > 1)
        as.erase(std::remove_if(as.begin(), as.end(),
                                [](const Action& a) {
                                  return a.kind == ActionKind::KaramaStop || a.kind == ActionKind::Bid ||
                                         a.kind == ActionKind::KaramaTakeCard;
                                }),
                 as.end());
      if (as.empty()) as = legal_actions(g, d.seat, nullptr, 1 << 20);
      auto power = std::find_if(as.begin(), as.end(), [](const Action& a) {
        return a.kind == ActionKind::KaramaTakeHand || a.kind == ActionKind::KaramaWorm;
      });
      const Action a = power != as.end() ? *power : as[pick.below(static_cast<std::uint32_t>(as.size()))];
      takes += a.kind == ActionKind::KaramaTakeHand;
      gives += a.kind == ActionKind::KaramaGiveCard;
      worms += a.kind == ActionKind::KaramaWorm;
      stops += a.kind == ActionKind::KaramaStop && advanced_only(static_cast<Advantage>(a.sub));
      ASSERT_TRUE(apply(g, d.seat, a).ok()) << to_string(to_json(a));
      ASSERT_EQ(check_invariants(g, base), "") << to_string(to_json(a));
      if (a.kind == ActionKind::KaramaTakeHand || a.kind == ActionKind::KaramaGiveCard) {
        ASSERT_EQ(check_views(g), "");
      }
    }
  }
  EXPECT_GT(takes, 0);
  EXPECT_GT(gives, takes);
  EXPECT_GT(worms, 0);
  (void)stops;
}

// --- Guild Karama power ------------------------------------------------------------------------

// Landsraad rules 1.14.05 (adv.karama.guild): during Shipment and Movement the Guild may cancel one
// off-planet shipment of any one player, once a game: named before it ships, that player's shipment
// from reserves is refused for the rest of the phase; the Karama is discarded and the power spent.
TEST(GuildKarama, CancelsOnePlayersOffPlanetShipment) {
  Game g = six("advanced", "ship_move", R"({"guild": {"spice": 10, "hand": ["karama", "karama"]}})");
  const std::string cancel = R"({"type":"karama_cancel_shipment","target":"harkonnen"})";
  act(g, F::Guild, cancel);
  EXPECT_TRUE(g.player(F::Guild).karamaPowerUsed);
  EXPECT_EQ(hand_size(g, F::Guild), 1);
  // Public: every seat and spectators see whose shipment is cancelled.
  EXPECT_EQ(view(g, Viewer::spectator()).shipmentCancelled, FactionSet::of(F::Harkonnen));
  EXPECT_NE(boost::json::serialize(to_json(view(g, Viewer::of(F::Atreides))))
                .find(R"("shipment_cancelled":["harkonnen"])"),
            std::string::npos);
  for (int guard = 0; guard < 40 && !has_pending(g, F::Harkonnen, DecisionKind::Ship); ++guard)
    act(g, pending(g).front().seat, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Ship));
  const auto e = refuse(g, F::Harkonnen, R"({"type":"ship","to":"the_great_flat","forces":2})");
  EXPECT_EQ(e.code, Err::KaramaStopped);
  EXPECT_NE(e.message.find("Guild"), std::string::npos) << e.message;
  act(g, F::Harkonnen, R"({"type":"pass"})");  // it may still move
  // Once a game, even with another Karama.
  EXPECT_EQ(refuse(g, F::Guild, R"({"type":"karama_cancel_shipment","target":"emperor"})").code,
            Err::NotAllowed);
}

TEST(GuildKarama, Refusals) {
  Game basic = six("basic", "ship_move", R"({"guild": {"spice": 10, "hand": ["karama"]}})");
  EXPECT_EQ(refuse(basic, F::Guild, R"({"type":"karama_cancel_shipment","target":"harkonnen"})").code,
            Err::NotAllowed);
  Game bidding = six("advanced", "bidding", R"({"guild": {"spice": 10, "hand": ["karama"]}})");
  EXPECT_EQ(refuse(bidding, F::Guild, R"({"type":"karama_cancel_shipment","target":"harkonnen"})").code,
            Err::WrongPhase);
  Game g = six("advanced", "ship_move", R"({"guild": {"spice": 10, "hand": ["karama"]}})");
  EXPECT_EQ(refuse(g, F::Guild, R"({"type":"karama_cancel_shipment","target":"fremen"})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"karama_cancel_shipment","target":"atreides"})").code,
            Err::NotAllowed);
  // A player who has already shipped (or passed its shipment) cannot be named.
  for (int guard = 0; guard < 40 && !has_pending(g, F::Atreides, DecisionKind::Ship); ++guard)
    act(g, pending(g).front().seat, R"({"type":"pass"})");
  act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Guild, R"({"type":"karama_cancel_shipment","target":"atreides"})").code,
            Err::NotAllowed);
}

}  // namespace
}  // namespace dune
