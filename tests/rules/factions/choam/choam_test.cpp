// CHOAM (CHOAM & Richese House Expansion, GF9 2021, "CR", its pages second-hand; the CHOAM sheet through
// treachery.online and DuneBot; docs/expansions/CHOAM_RICHESE.md): setup, the charity CHOAM take and pay,
// revival, the market at the end of a phase, the Inflation token and its bar on bribes, Tupile high. Each
// test names the registry row it checks (engine/core/rules_registry.cpp cr.choam.*, cr.boundary.*,
// cr.hw.tupile).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/codec/json.hpp"
#include "engine/core/board.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

// Atreides, Harkonnen and CHOAM on turn 2, in `phase`; `extra` adds position keys (after a comma).
Game position(const std::string& phase, int atreidesSpice, int harkonnenSpice, int choamSpice,
              const std::string& choamHand = "[]", const std::string& ruleset = "basic",
              const std::string& extra = "",
              const std::string& factions = R"("atreides","harkonnen","choam")",
              const std::string& variants = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions + R"(],"variants":)" +
                  variants + R"(,"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,"spice_on_board":[],
      "atreides":{"spice":)" +
                  std::to_string(atreidesSpice) +
                  R"(,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":)" +
                  std::to_string(harkonnenSpice) +
                  R"(,"hand":[],"traitors":["Duncan Idaho"]},
      "choam":{"spice":)" +
                  std::to_string(choamSpice) + R"(,"hand":)" + choamHand +
                  R"(,"traitors":["Gurney Halleck"]})" + extra + "}}");
}

int spice(const Game& g, F f) { return g.player(f).spice; }

// Deals f the deck's card `key` (a position's hand for a faction the helper above deals none).
void deal_card(Game& g, F f, std::string_view key) {
  const auto it = std::find_if(g.treacheryDeck.begin(), g.treacheryDeck.end(),
                               [&](CardId d) { return card_info(d).key == key; });
  ASSERT_NE(it, g.treacheryDeck.end()) << key;
  const CardId c = *it;
  g.treacheryDeck.erase(it);
  g.player(f).hand.push_back({c, FactionSet::of(f)});
}

// --- setup (cr.choam.setup) -------------------------------------------------------------------------------

TEST(Choam, StartsWithTwoSpiceTwentyInReserveAndAHandOfFive) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen, F::Choam};
  o.seed = 3;
  auto r = new_game(o);
  ASSERT_TRUE(r) << r.error().message;
  const Game& g = r.value();
  EXPECT_EQ(spice(g, F::Choam), 2);
  EXPECT_EQ(g.player(F::Choam).reserves.total(), 20);
  EXPECT_EQ(hand_limit(g, F::Choam), 5);
  EXPECT_EQ(free_revival(g, F::Choam), 0);
}

// --- charity (cr.choam.charity_income, cr.choam.charity_pays, cr.choam.no_charity_self) --------------------

// Three factions: CHOAM take 2 x 3 = 6 from the Bank as the phase begins; the Atreides (0 spice) and the
// Harkonnen (1) claim, and CHOAM pay them 2 and 1; CHOAM are not asked.
TEST(Choam, TakeTwoPerFactionThenPayEveryClaim) {
  Game g = position("charity", 0, 1, 3);
  EXPECT_EQ(spice(g, F::Choam), 9);
  EXPECT_FALSE(has_pending(g, F::Choam, DecisionKind::Charity));
  const int bankOut = g.bankOut;
  act(g, F::Atreides, R"({"type":"claim_charity"})");
  act(g, F::Harkonnen, R"({"type":"claim_charity"})");
  EXPECT_EQ(spice(g, F::Atreides), 2);
  EXPECT_EQ(spice(g, F::Harkonnen), 2);
  EXPECT_EQ(spice(g, F::Choam), 6);
  EXPECT_EQ(g.bankOut, bankOut);  // the claims came from CHOAM, not the Bank
  EXPECT_TRUE(invariant_ok(g));
}

// The Advanced Bene Gesserit's automatic 2 comes out of CHOAM's spice too.
TEST(Choam, PayTheBeneGesseritAutomaticCharity) {
  Game g = position("charity", 5, 5, 0, "[]", "advanced",
                    R"(,"bene_gesserit":{"spice":7,"hand":[],"traitors":["Feyd-Rautha"]})",
                    R"("atreides","harkonnen","choam","bene_gesserit")");
  EXPECT_EQ(spice(g, F::BeneGesserit), 9);
  EXPECT_EQ(spice(g, F::Choam), 8 - 2);  // income 2 x 4, less the 2 paid
  EXPECT_TRUE(invariant_ok(g));
}

// cr.boundary.charity_short: what CHOAM cannot pay, the Bank pays.
TEST(Choam, TheBankPaysWhatChoamCannot) {
  Game g = position("charity", 0, 5, 0);
  g.player(F::Choam).spice = 1;  // spent since the income (a boundary case)
  act(g, F::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(spice(g, F::Atreides), 2);
  EXPECT_EQ(spice(g, F::Choam), 0);
}

// --- revival (cr.choam.revival) ---------------------------------------------------------------------------

TEST(Choam, ReviveAnyNumberOfForcesAtOneSpiceEach) {
  const auto revival = [](const std::string& atreidesTanks, const std::string& choamTanks) {
    return scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":2,"phase":"revival","storm_sector":0,"spice_on_board":[],
      "atreides":{"spice":12,"hand":[],"traitors":["Umman Kudu"],"reserves":5,"tanks":)" +
                    atreidesTanks + R"(},
      "harkonnen":{"spice":5,"hand":[],"traitors":["Duncan Idaho"]},
      "choam":{"spice":12,"hand":[],"traitors":["Gurney Halleck"],"reserves":10,"tanks":)" +
                    choamTanks + "}}}");
  };
  Game g = revival("5", "10");
  act(g, F::Choam, R"({"type":"revive","forces":10})");
  EXPECT_EQ(g.player(F::Choam).reserves.total(), 20);
  EXPECT_EQ(spice(g, F::Choam), 2);
  EXPECT_TRUE(invariant_ok(g));
  // Another faction keeps GF9 p.9's limit of 3 at 2 spice each (beyond its free 2).
  Game h = revival("5", "10");
  EXPECT_EQ(refuse(h, F::Atreides, R"({"type":"revive","forces":4})").code, Err::RevivalLimit);
  act(h, F::Atreides, R"({"type":"revive","forces":3})");
  EXPECT_EQ(spice(h, F::Atreides), 10);
}

// --- the market (cr.choam.sell_duplicates, cr.choam.sell_worthless) ----------------------------------------

// At the end of CHOAM Charity, CHOAM hold two Shields, a Baliset and a Lasgun: the phase is held for them; a
// Shield sells for 3, the Baliset for 2; the last Shield and the Lasgun do not sell; a pass ends the phase.
TEST(Choam, SellSurplusDuplicatesAndWorthlessCardsAtTheEndOfAPhase) {
  Game g = position("charity", 5, 5, 0, R"(["shield","shield","baliset","lasgun"])");
  ASSERT_EQ(g.phase, Phase::Charity);
  pass_charity(g);
  ASSERT_EQ(g.phase, Phase::Charity);  // held at its end
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::ChoamMarket));
  EXPECT_EQ(pending(g).size(), 1u);
  const int before = spice(g, F::Choam);
  act(g, F::Choam, R"({"type":"choam_sell","card":"shield"})");
  EXPECT_EQ(spice(g, F::Choam), before + 3);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"choam_sell","card":"shield"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"choam_sell","card":"lasgun"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"choam_sell","card":"kulon"})").code, Err::CardNotHeld);
  act(g, F::Choam, R"({"type":"choam_sell","card":"baliset"})");
  EXPECT_EQ(spice(g, F::Choam), before + 5);
  EXPECT_EQ(g.player(F::Choam).hand.size(), 2u);
  EXPECT_EQ(g.phase, Phase::Charity);
  act(g, F::Choam, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Bidding);
  EXPECT_TRUE(invariant_ok(g));
}

// The end of the Mentat Pause is a phase end too: after the Inflation question, the market; then the next
// turn. While the end is held nobody else has a decision, and an action of another seat is refused.
TEST(Choam, TheMarketHoldsTheEndOfTheMentatPauseToo) {
  Game g = position("mentat_pause", 5, 5, 5, R"(["karama","karama"])");
  act(g, F::Choam, R"({"type":"pass"})");  // the Inflation token stays
  ASSERT_EQ(g.phase, Phase::MentatPause);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::ChoamMarket));
  EXPECT_EQ(pending(g).size(), 1u);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  act(g, F::Choam, R"({"type":"choam_sell","card":"karama"})");
  EXPECT_EQ(spice(g, F::Choam), 8);
  act(g, F::Choam, R"({"type":"pass"})");
  EXPECT_EQ(g.turn, 3);
  EXPECT_EQ(g.phase, Phase::Storm);
}

// Others are refused while the end of a phase is held; an empty hand holds nothing.
TEST(Choam, AnEmptyHandHoldsNoPhaseEnd) {
  Game g = position("charity", 5, 5, 0);
  pass_charity(g);
  EXPECT_EQ(g.phase, Phase::Bidding);
}

// cr.hw.tupile: while Tupile is high, no Worthless card sells for spice (duplicates still do).
TEST(Choam, TupileHighBarsWorthlessSales) {
  Game g = position("charity", 5, 5, 0, R"(["baliset","shield","shield"])", "basic", "",
                    R"("atreides","harkonnen","choam")", R"(["em_homeworlds"])");
  ASSERT_TRUE(homeworlds::high(g, HomeworldId::Tupile));
  pass_charity(g);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::ChoamMarket));
  const Error e = refuse(g, F::Choam, R"({"type":"choam_sell","card":"baliset"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Tupile"), std::string::npos) << e.message;
  act(g, F::Choam, R"({"type":"choam_sell","card":"shield"})");
}

// cr.hw.tupile: while Tupile is occupied CHOAM lose its low effect, the low bonus with it (em.hw.low_bonus).
TEST(Choam, TupileOccupiedLosesItsLowBonus) {
  Game g = position("bidding", 5, 5, 5, "[]", "basic", "", R"("atreides","harkonnen","choam")",
                    R"(["em_homeworlds"])");
  // Tupile's natives are CHOAM's reserves: 5 of them (15 in the Tanks) is low (0-10).
  g.player(F::Choam).reserves.normal = 5;
  g.player(F::Choam).tanks.normal = 15;
  ASSERT_TRUE(homeworlds::low(g, HomeworldId::Tupile));
  EXPECT_EQ(homeworlds::low_bonus(g, F::Choam), 1);
  g.em.occupier[static_cast<std::size_t>(HomeworldId::Tupile)] = static_cast<std::int8_t>(index(F::Atreides));
  EXPECT_EQ(homeworlds::low_bonus(g, F::Choam), 0);
}

// --- Inflation (cr.choam.inflation, cr.boundary.inflation_income) -----------------------------------------

TEST(Choam, DoubleDoublesTheIncomeAndEveryClaim) {
  Game g = position("charity", 0, 1, 0, "[]", "basic", R"(,"choam_inflation":{"side":"double","turn":1})");
  EXPECT_EQ(spice(g, F::Choam), 12);  // 2 x 3 x 2
  act(g, F::Atreides, R"({"type":"claim_charity"})");
  act(g, F::Harkonnen, R"({"type":"claim_charity"})");
  EXPECT_EQ(spice(g, F::Atreides), 4);
  EXPECT_EQ(spice(g, F::Harkonnen), 3);
  EXPECT_EQ(spice(g, F::Choam), 12 - 4 - 2);
}

TEST(Choam, CancelCancelsTheIncomeAndEveryClaim) {
  Game g = position("charity", 0, 1, 4, "[]", "basic",
                    R"(,"choam_inflation":{"side":"cancel","turn":1,"flipped":true})");
  EXPECT_EQ(spice(g, F::Choam), 4);
  act(g, F::Atreides, R"({"type":"claim_charity"})");
  EXPECT_EQ(spice(g, F::Atreides), 0);
  EXPECT_EQ(spice(g, F::Choam), 4);
}

// Played in a Mentat Pause Double side up; at the next Mentat Pause it flips to Cancel; at the one after it
// leaves the game; CHOAM are asked no more.
TEST(Choam, TheTokenIsPlayedOnceFlipsThenLeaves) {
  Game g = position("mentat_pause", 5, 5, 5);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::Inflation));
  act(g, F::Choam, R"({"type":"play_inflation","double":true})");
  EXPECT_EQ(g.cr.choam.inflation, InflationSide::Double);
  EXPECT_EQ(g.phase, Phase::Storm);  // the pause is over

  Game h =
      position("mentat_pause", 5, 5, 5, "[]", "basic", R"(,"choam_inflation":{"side":"double","turn":1})");
  EXPECT_EQ(h.cr.choam.inflation, InflationSide::Cancel);
  EXPECT_TRUE(h.cr.choam.inflationFlipped);
  EXPECT_FALSE(has_pending(h, F::Choam, DecisionKind::Inflation));

  Game k = position("mentat_pause", 5, 5, 5, "[]", "basic",
                    R"(,"choam_inflation":{"side":"cancel","turn":1,"flipped":true})");
  EXPECT_EQ(k.cr.choam.inflation, InflationSide::None);
  EXPECT_TRUE(k.cr.choam.inflationGone);
  EXPECT_FALSE(has_pending(k, F::Choam, DecisionKind::Inflation));
}

// A pass keeps the token for a later Mentat Pause (cr.boundary.inflation_first: any pause).
TEST(Choam, APassKeepsTheTokenForALaterPause) {
  Game g = position("mentat_pause", 5, 5, 5);
  act(g, F::Choam, R"({"type":"pass"})");
  EXPECT_EQ(g.cr.choam.inflation, InflationSide::None);
  EXPECT_FALSE(g.cr.choam.inflationGone);
}

// cr.choam.inflation_bribes: no bribe while Double is up (Advanced); allowed again once it flips.
TEST(Choam, NoBribesWhileDoubleIsUp) {
  Game g = position("mentat_pause", 5, 5, 5, "[]", "advanced");
  act(g, F::Choam, R"({"type":"play_inflation","double":true})");
  const Error e = refuse(g, F::Atreides, R"({"type":"bribe","target":"harkonnen","amount":1})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Inflation"), std::string::npos) << e.message;
  Game h = position("bidding", 5, 5, 5, "[]", "advanced", R"(,"choam_inflation":{"side":"cancel","turn":1})");
  act(h, F::Atreides, R"({"type":"bribe","target":"harkonnen","amount":1})");
}

// The token is public: every seat and spectators see its side.
TEST(Choam, TheTokenIsPublic) {
  Game g = position("bidding", 5, 5, 5, "[]", "basic", R"(,"choam_inflation":{"side":"double","turn":1})");
  for (std::optional<Faction> s :
       {std::optional<Faction>{F::Atreides}, std::optional<Faction>{F::Choam}, std::optional<Faction>{}}) {
    const View v = view(g, Viewer{s});
    EXPECT_TRUE(v.choamSeated);
    EXPECT_EQ(v.inflation, InflationSide::Double);
  }
}

// --- the Worthless effects (cr.choam.worthless_effects) ---------------------------------------------------

// A game of Atreides, Harkonnen and CHOAM in `phase` with `forces`, CHOAM holding `choamHand`.
Game board(const std::string& phase, const std::string& forces, const std::string& choamHand,
           const std::string& ruleset = "basic", const std::string& atreidesHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":["atreides","harkonnen","choam"],
      "seed":5,"random_seating":false},
      "position":{"turn":2,"phase":")" +
                  phase + R"(","storm_sector":0,"spice_on_board":[],"forces":)" + forces + R"(,
      "atreides":{"spice":10,"hand":)" +
                  atreidesHand + R"(,"traitors":["Umman Kudu"],"tanks":4,"reserves":12},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Duncan Idaho"]},
      "choam":{"spice":10,"hand":)" +
                  choamHand + R"(,"traitors":["Gurney Halleck"]}}})");
}
constexpr const char* kBoard =
    R"([{"faction":"atreides","territory":"imperial_basin","sector":9,"count":4},
        {"faction":"harkonnen","territory":"carthag","count":10},
        {"faction":"choam","territory":"arrakeen","count":3}])";

// Baliset: in Shipment and Movement, a faction named may not move into a territory CHOAM occupies; it may
// still ship there.
TEST(ChoamWorthless, BalisetBarsAMoveIntoChoamsTerritory) {
  Game g = board("ship_move", kBoard, R"(["baliset"])");
  EXPECT_EQ(refuse(g, F::Choam,
                   R"({"type":"play_worthless","card":"baliset","faction":"atreides","territory":"carthag"})")
                .code,
            Err::NotAllowed);  // CHOAM are not in Carthag
  act(g, F::Choam,
      R"({"type":"play_worthless","card":"baliset","faction":"atreides","territory":"arrakeen"})");
  EXPECT_TRUE(g.player(F::Choam).hand.empty());
  pass_until_decision(g, F::Atreides, DecisionKind::Move);
  const Error e = refuse(
      g, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":"arrakeen","forces":2})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Baliset"), std::string::npos) << e.message;
  act(g, F::Atreides,
      R"({"type":"move","from":{"territory":"imperial_basin","sector":9},"to":{"territory":"arsunt","sector":10},"forces":2})");
}

// Jubba Cloak: played before the storm moves, the storm spares CHOAM's forces in the territory named.
TEST(ChoamWorthless, JubbaCloakSheltersOneTerritoryFromTheStorm) {
  Game g = board("storm", kBoard, R"(["jubba_cloak"])");
  ASSERT_EQ(g.phase, Phase::Storm);
  const TerritoryId arrakeen = territory_by_key("arrakeen");
  EXPECT_EQ(hooks::amount(g, Amount::StormLosses, {.f = F::Choam, .t = arrakeen, .n = 3}, 3), 3);
  act(g, F::Choam, R"({"type":"play_worthless","card":"jubba_cloak","territory":"arrakeen"})");
  EXPECT_EQ(hooks::amount(g, Amount::StormLosses, {.f = F::Choam, .t = arrakeen, .n = 3}, 3), 0);
  EXPECT_EQ(hooks::amount(g, Amount::StormLosses, {.f = F::Atreides, .t = arrakeen, .n = 3}, 3), 3);
  // Next turn it is spent.
  g.turn = 3;
  EXPECT_EQ(hooks::amount(g, Amount::StormLosses, {.f = F::Choam, .t = arrakeen, .n = 3}, 3), 3);
}

// Kulon: in CHOAM's own Shipment and Movement turn, one territory more; not in another's turn.
TEST(ChoamWorthless, KulonLengthensChoamsMoveInItsOwnTurn) {
  Game g = board("ship_move", kBoard, R"(["kulon"])");
  if (ship_move_phase::actor(g) != F::Choam) {
    EXPECT_EQ(refuse(g, F::Choam, R"({"type":"play_worthless","card":"kulon"})").code, Err::WrongPhase);
  }
  pass_until_decision(g, F::Choam, DecisionKind::Ship);
  const int before = hooks::amount(g, Amount::MovementRange, {.f = F::Choam}, 1);
  act(g, F::Choam, R"({"type":"play_worthless","card":"kulon"})");
  EXPECT_EQ(hooks::amount(g, Amount::MovementRange, {.f = F::Choam}, 1), before + 1);
  EXPECT_EQ(hooks::amount(g, Amount::MovementRange, {.f = F::Atreides}, 1), 1);
}

// La La La: in Revival, a faction that has not revived yet revives no force free this turn.
TEST(ChoamWorthless, LaLaLaDeniesAFreeRevival) {
  Game g = board("revival", kBoard, R"(["la_la_la"])");
  EXPECT_EQ(free_revival(g, F::Atreides), 2);
  act(g, F::Choam, R"({"type":"play_worthless","card":"la_la_la","faction":"atreides"})");
  EXPECT_EQ(free_revival(g, F::Atreides), 0);
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  EXPECT_EQ(g.player(F::Atreides).spice, 6);  // 2 forces at 2 spice, none free
}

// Trip to Gamont: in the Mentat Pause, one force of another faction goes back to its reserves.
TEST(ChoamWorthless, TripToGamontSendsOneForceHome) {
  Game g = board("mentat_pause", kBoard, R"(["trip_to_gamont"])");
  ASSERT_EQ(g.phase, Phase::MentatPause);  // held by the Inflation question
  const int reserves = g.player(F::Harkonnen).reserves.total();
  EXPECT_EQ(
      refuse(g, F::Choam,
             R"({"type":"play_worthless","card":"trip_to_gamont","faction":"harkonnen","from":"arrakeen"})")
          .code,
      Err::NoSuchForces);
  act(g, F::Choam,
      R"({"type":"play_worthless","card":"trip_to_gamont","faction":"harkonnen","from":"carthag"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "carthag"), 9);
  EXPECT_EQ(g.player(F::Harkonnen).reserves.total(), reserves + 1);
  EXPECT_TRUE(invariant_ok(g));
}

// Each effect at its own moment only; another seat may not play one; a Karama stops them for the phase
// (advantage choam_worthless, CR p.12 (2h)).
TEST(ChoamWorthless, EachAtItsMomentOnlyAndAKaramaStopsThem) {
  Game g = board("revival", kBoard, R"(["trip_to_gamont","la_la_la"])", "basic", R"(["karama"])");
  EXPECT_EQ(
      refuse(g, F::Choam,
             R"({"type":"play_worthless","card":"trip_to_gamont","faction":"harkonnen","from":"carthag"})")
          .code,
      Err::WrongPhase);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_worthless","card":"la_la_la","faction":"harkonnen"})").code,
      Err::NotAllowed);
  act(g, F::Atreides, R"({"type":"karama_stop","target":"choam","advantage":"choam_worthless"})");
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"play_worthless","card":"la_la_la","faction":"atreides"})").code,
            Err::KaramaStopped);
}

// cr.hw.tupile, cr.boundary.tupile_answer: Tupile low (8 CHOAM forces in reserve). CHOAM may not question
// the Harkonnen until they meet (Harkonnen forces on Tupile); then the Harkonnen's spice, weapons and
// defenses are told to CHOAM alone, once. CHOAM forces on Caladan let them question the Atreides. High (15
// in reserve) or occupied, no question.
TEST(Choam, TupileLowQuestionsAFactionMetOnAHomeworldOnce) {
  Game g = position("ship_move", 5, 7, 5, "[]", "basic", "", R"("atreides","harkonnen","choam")",
                    R"(["em_homeworlds"])");
  auto reserves_to_tanks = [&](int n) {
    g.player(F::Choam).reserves.normal = static_cast<std::uint8_t>(g.player(F::Choam).reserves.normal - n);
    g.player(F::Choam).tanks.normal = static_cast<std::uint8_t>(g.player(F::Choam).tanks.normal + n);
  };
  reserves_to_tanks(12);
  ASSERT_TRUE(homeworlds::low(g, HomeworldId::Tupile));
  deal_card(g, F::Harkonnen, "lasgun");
  deal_card(g, F::Harkonnen, "shield");
  deal_card(g, F::Harkonnen, "baliset");
  const std::string ask = R"({"type":"tupile_question","target":"harkonnen"})";
  EXPECT_EQ(refuse(g, F::Choam, ask).code, Err::NotAllowed);  // not met
  g.player(F::Harkonnen).reserves.normal =
      static_cast<std::uint8_t>(g.player(F::Harkonnen).reserves.normal - 2);
  place_forces(g, homeworld_location(HomeworldId::Tupile), F::Harkonnen, make_forces(2));
  ASSERT_FALSE(homeworlds::occupier(g, HomeworldId::Tupile));    // CHOAM's natives are there
  EXPECT_EQ(refuse(g, F::Atreides, ask).code, Err::NotAllowed);  // CHOAM's question
  act(g, F::Choam, ask);
  const LogEntry& answer = g.log.back();
  EXPECT_FALSE(answer.visibleTo.is_public());
  EXPECT_TRUE(answer.visibleTo.visible_to(F::Choam));
  EXPECT_FALSE(answer.visibleTo.visible_to(F::Atreides));
  EXPECT_NE(answer.text.str().find("7 spice, 1 weapons and 1 defenses"), std::string::npos)
      << answer.text.str();
  EXPECT_EQ(refuse(g, F::Choam, ask).code, Err::NotAllowed);  // once per faction
  const std::string askAtreides = R"({"type":"tupile_question","target":"atreides"})";
  EXPECT_EQ(refuse(g, F::Choam, askAtreides).code, Err::NotAllowed);
  reserves_to_tanks(1);
  place_forces(g, homeworld_location(HomeworldId::Caladan), F::Choam, make_forces(1));
  g.player(F::Choam).tanks.normal--;
  act(g, F::Choam, askAtreides);
  EXPECT_TRUE(invariant_ok(g));

  Game high = position("ship_move", 5, 7, 5, "[]", "basic", "", R"("atreides","harkonnen","choam")",
                       R"(["em_homeworlds"])");
  high.player(F::Harkonnen).reserves.normal--;
  place_forces(high, homeworld_location(HomeworldId::Tupile), F::Harkonnen, make_forces(1));
  ASSERT_TRUE(homeworlds::high(high, HomeworldId::Tupile));
  EXPECT_EQ(refuse(high, F::Choam, ask).code, Err::NotAllowed);
}

// cr.hw.tupile_occupied, cr.boundary.tupile_discard: the Harkonnen occupy Tupile (their one force beside
// CHOAM's natives keeps the Occupier), allied with the Atreides: each holds one card more (9 and 5). CHOAM's
// Trip to Gamont sends that force home in the Mentat Pause: the occupation is over, and both discard down to
// 8 and 4, choosing the cards, one at a time before anything else happens. CHOAM's own limit never moves.
TEST(Choam, TupileOccupiedGivesTheOccupierAndItsAllyACardMoreUntilItEnds) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","choam"],
      "variants":["em_homeworlds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"mentat_pause","storm_sector":0,"spice_on_board":[],
      "atreides":{"spice":5,"hand":[],"traitors":["Umman Kudu"],"ally":"harkonnen"},
      "harkonnen":{"spice":5,"hand":[],"traitors":["Duncan Idaho"],"ally":"atreides"},
      "choam":{"spice":5,"hand":["trip_to_gamont"],"traitors":["Gurney Halleck"]}}})");
  EXPECT_EQ(hand_limit(g, F::Harkonnen), 8);
  EXPECT_EQ(hand_limit(g, F::Atreides), 4);
  g.player(F::Harkonnen).reserves.normal--;
  place_forces(g, homeworld_location(HomeworldId::Tupile), F::Harkonnen, make_forces(1));
  g.em.occupier[static_cast<std::size_t>(HomeworldId::Tupile)] =
      static_cast<std::int8_t>(index(F::Harkonnen));
  homeworlds::settle_occupation(g);
  ASSERT_EQ(homeworlds::occupier(g, HomeworldId::Tupile), F::Harkonnen);
  EXPECT_EQ(hand_limit(g, F::Harkonnen), 9);
  EXPECT_EQ(hand_limit(g, F::Atreides), 5);
  EXPECT_EQ(hand_limit(g, F::Choam), 5);
  for (const char* k : {"shield", "shield", "snooper", "snooper", "chaumas", "crysknife", "maula_pistol",
                        "stunner", "lasgun"})
    deal_card(g, F::Harkonnen, k);
  for (const char* k : {"shield", "shield", "snooper", "snooper", "gom_jabbar"}) deal_card(g, F::Atreides, k);
  EXPECT_TRUE(invariant_ok(g));
  act(g, F::Choam,
      R"({"type":"play_worthless","card":"trip_to_gamont","faction":"harkonnen","from":"tupile"})");
  ASSERT_FALSE(homeworlds::occupier(g, HomeworldId::Tupile));
  EXPECT_EQ(hand_limit(g, F::Harkonnen), 8);
  EXPECT_EQ(hand_limit(g, F::Atreides), 4);
  // Both are asked at once, and nothing else happens meanwhile.
  ASSERT_EQ(pending(g).size(), 2u);
  for (const Decision& d : pending(g)) {
    EXPECT_EQ(d.kind, DecisionKind::DiscardDown);
    EXPECT_EQ(d.max, 1);
  }
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::DiscardDown));
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::DiscardDown));
  EXPECT_TRUE(invariant_ok(g));
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"pass"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"discard_down","card":"trip_to_gamont"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"discard_down","card":"gom_jabbar"})").code, Err::CardNotHeld);
  act(g, F::Harkonnen, R"({"type":"discard_down","card":"lasgun"})");
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::DiscardDown));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"discard_down","card":"shield"})").code, Err::NotYourDecision);
  act(g, F::Atreides, R"({"type":"discard_down","card":"gom_jabbar"})");
  EXPECT_EQ(card_info(g.treacheryDiscard.back()).key, "gom_jabbar");
  EXPECT_EQ(g.player(F::Harkonnen).hand.size(), 8u);
  EXPECT_EQ(g.player(F::Atreides).hand.size(), 4u);
  EXPECT_TRUE(invariant_ok(g));
  EXPECT_TRUE(has_pending(g, F::Choam, DecisionKind::Inflation));  // the Mentat Pause goes on
}

// cr.hw.tupile_occupied: a faction within its plain limit when the occupation ends discards nothing.
TEST(Choam, TupileOccupationEndingWithinTheLimitAsksNothing) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen","choam"],
      "variants":["em_homeworlds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"mentat_pause","storm_sector":0,"spice_on_board":[],
      "atreides":{"spice":5,"hand":["shield"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":5,"hand":["lasgun"],"traitors":["Duncan Idaho"]},
      "choam":{"spice":5,"hand":["trip_to_gamont"],"traitors":["Gurney Halleck"]}}})");
  g.player(F::Harkonnen).reserves.normal--;
  place_forces(g, homeworld_location(HomeworldId::Tupile), F::Harkonnen, make_forces(1));
  g.em.occupier[static_cast<std::size_t>(HomeworldId::Tupile)] =
      static_cast<std::int8_t>(index(F::Harkonnen));
  homeworlds::settle_occupation(g);
  EXPECT_EQ(hand_limit(g, F::Atreides), 4);  // not the Occupier's ally
  act(g, F::Choam,
      R"({"type":"play_worthless","card":"trip_to_gamont","faction":"harkonnen","from":"tupile"})");
  ASSERT_FALSE(homeworlds::occupier(g, HomeworldId::Tupile));
  for (const Decision& d : pending(g)) EXPECT_NE(d.kind, DecisionKind::DiscardDown);
  EXPECT_TRUE(g.cr.choam.discardDown.empty());
}

// cr.hw.tupile_occupied: random games with CHOAM and the Homeworlds keep every invariant (a hand never over
// its limit but while it discards down) and do discard down now and then.
TEST(Choam, RandomGamesWithTupileDiscardDownAndKeepTheInvariants) {
  int discards = 0, occupied = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    SetupOptions o;
    o.factions = {F::Choam, F::Harkonnen, F::Atreides, F::Emperor, F::Fremen, F::Guild};
    o.ruleset.kind = seed % 2 ? RulesetKind::Basic : RulesetKind::Advanced;
    o.ruleset.variants = variant_bit(Variant::EmHomeworlds);
    o.seed = seed;
    auto made = new_game(o);
    ASSERT_TRUE(made);
    Game g = made.value();
    Rng rng = Rng::seeded(seed * 17);
    const long base = spice_on_table(g) - g.bankOut;
    for (int step = 0; step < 6000 && !is_over(g); ++step) {
      std::optional<Action> a;
      Faction seat{};
      for (const Decision& d : pending(g)) {
        seat = d.seat;
        a = sample_legal_action(g, seat, rng);
        if (a) break;
      }
      ASSERT_TRUE(a) << "no legal action, seed " << seed;
      discards += a->kind == ActionKind::DiscardDown ? 1 : 0;
      occupied += homeworlds::occupier(g, HomeworldId::Tupile) ? 1 : 0;
      ASSERT_TRUE(apply(g, seat, *a));
      ASSERT_EQ(check_invariants(g, base), "") << "seed " << seed << " step " << step;
    }
  }
  EXPECT_GT(discards, 0) << occupied;
}

// --- Advanced: the support share (cr.choam.adv_support_income) ---------------------------------------------

// The Atreides and the Harkonnen fight, dialing 4 and 3 with spice: CHOAM take 2 and 1, the Bank the rest.
TEST(Choam, TakeHalfOfWhatOthersPayToSupportTheirForces) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]},
      "choam":{"spice":5,"hand":[],"traitors":["Feyd-Rautha"]}}})");
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":4,"spice":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 6);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);
  EXPECT_EQ(g.player(F::Choam).spice, 5 + 2 + 1);
  EXPECT_TRUE(invariant_ok(g));
}

// --- Advanced: CHOAM pay for their ally's forces in battle (cr.choam.ally_battle_pay)
// -------------------------

// The Atreides, CHOAM's ally, hold 2 spice and dial 5 forces with 5 spice: their own 2 are paid first (half
// of it, 1, is CHOAM's support share), then CHOAM's 3 make up the rest, all to the Bank
// (cr.boundary.support_share). The Harkonnen, not CHOAM's ally, may not dial beyond their own 1.
// The Atreides (2 spice, CHOAM's ally, 6 forces) and the Harkonnen (1 spice, `harkonnenHand`, 6 forces)
// battle in the Great Flat, Advanced; CHOAM hold 6 spice.
Game funded_battle(const std::string& harkonnenHand = "[]") {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "atreides":{"spice":2,"hand":[],"traitors":["Umman Kudu"],"ally":"choam"},
      "harkonnen":{"spice":1,"hand":)" +
                    harkonnenHand + R"(,"traitors":["Gurney Halleck"]},
      "choam":{"spice":6,"hand":[],"traitors":["Feyd-Rautha"]}}})");
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  return g;
}

TEST(ChoamAlliance, ChoamSpiceSupportsTheAllysForcesAfterItsOwn) {
  Game g = funded_battle();
  const View va = view(g, Viewer::of(F::Atreides));
  EXPECT_EQ(va.supportFunds, 8);  // its own 2 and CHOAM's 6: the seat's own figure
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).supportFunds, 1);
  EXPECT_EQ(view(g, Viewer::spectator()).supportFunds, -1);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":6,"spice":9})").code,
      Err::NotEnoughSpice);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":5,"spice":5})");
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":2,"spice":2})").code,
      Err::NotEnoughSpice);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1})");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 0);
  EXPECT_EQ(g.player(F::Choam).spice, 6 - 3 + 1);  // the Harkonnen's 1: half rounded down is 0
  EXPECT_TRUE(invariant_ok(g));
}

// In the Basic game no spice is dialed, and CHOAM's ally has no funds quoted.
TEST(ChoamAlliance, NoBattlePayInTheBasicGame) {
  Game g = position("battle", 2, 1, 6, "[]", "basic", "", R"("atreides","harkonnen","choam")");
  form_alliance(g, F::Atreides, F::Choam);
  EXPECT_FALSE(hooks::holder(g, Trait::FundsAllySupport, F::Atreides).has_value());
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).supportFunds, -1);
}

// --- the alliance card trade (cr.choam.ally_trade, cr.boundary.trade_order)
// ----------------------------------

// At the end of CHOAM Charity, CHOAM (allied to the Atreides) offer a Baliset; only the two allies see which;
// the Atreides give their Lasgun for it. The trade is done for the turn: at the next phase end there is no
// offer to make. The cards each side now holds are known to both allies, to nobody else.
TEST(ChoamAlliance, OneTradeOfACardEachATurnAtAPhaseEnd) {
  Game g = position("charity", 5, 5, 0, R"(["baliset","shield"])");
  form_alliance(g, F::Atreides, F::Choam);
  deal_card(g, F::Atreides, "lasgun");
  pass_charity(g);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::ChoamMarket));
  // the Harkonnen are no ally of CHOAM's; the Atreides' answer waits for an offer
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"accept_card_trade","card":"lasgun"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"lasgun"})").code, Err::CardNotHeld);
  act(g, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::CardTradeAnswer));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).choamTradeOffer, card_by_key("baliset"));
  EXPECT_EQ(view(g, Viewer::of(F::Choam)).choamTradeOffer, card_by_key("baliset"));
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).choamTradeOffer, kNoCard);
  EXPECT_EQ(view(g, Viewer::spectator()).choamTradeOffer, kNoCard);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"shield"})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"accept_card_trade","card":"shield"})").code, Err::CardNotHeld);
  act(g, F::Atreides, R"({"type":"accept_card_trade","card":"lasgun"})");
  EXPECT_TRUE(holds(g, F::Atreides, card_by_key("baliset")));
  EXPECT_TRUE(holds(g, F::Choam, card_by_key("lasgun")));
  EXPECT_FALSE(holds(g, F::Choam, card_by_key("baliset")));
  for (const HeldCard& h : g.player(F::Choam).hand)
    if (h.card == card_by_key("lasgun")) {
      EXPECT_TRUE(h.knownBy.has(F::Atreides));
      EXPECT_FALSE(h.knownBy.has(F::Harkonnen));
    }
  const View vh = view(g, Viewer::of(F::Harkonnen));
  EXPECT_EQ(vh.players[static_cast<std::size_t>(index(F::Choam))].handCount, 2);
  EXPECT_EQ(g.phase, Phase::Charity);  // CHOAM's market is still open
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"shield"})").code, Err::NotAllowed);
  act(g, F::Choam, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Bidding);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// A card leaving CHOAM's hand by a discard while their offer waits (a sale at the same market, any card of
// theirs played meanwhile) withdraws the offer: the ally is no longer asked, and is never given a card it was
// not shown; no stale offer outlives the phase.
TEST(ChoamAlliance, ADiscardWhileTheOfferWaitsWithdrawsIt) {
  Game g = position("charity", 5, 5, 0, R"(["baliset","shield","lasgun"])");
  form_alliance(g, F::Atreides, F::Choam);
  deal_card(g, F::Atreides, "crysknife");
  pass_charity(g);
  act(g, F::Choam, R"({"type":"offer_card_trade","card":"lasgun"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::CardTradeAnswer));
  act(g, F::Choam, R"({"type":"choam_sell","card":"baliset"})");
  EXPECT_EQ(g.cr.choam.tradeOfferSlot, -1);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::CardTradeAnswer));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"accept_card_trade","card":"crysknife"})").code,
            Err::NotYourDecision);
  EXPECT_TRUE(holds(g, F::Choam, card_by_key("lasgun")));
  EXPECT_TRUE(holds(g, F::Atreides, card_by_key("crysknife")));
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"shield"})").code,
            Err::NotAllowed);  // the turn's trade was offered
  act(g, F::Choam, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Bidding);
  EXPECT_EQ(g.cr.choam.tradeOfferSlot, -1);
}

// The ally may refuse; the offer still counts as the turn's trade. Without an ally there is no offer.
TEST(ChoamAlliance, TheAllyMayRefuseAndTheUnalliedCannotTrade) {
  Game g = position("charity", 5, 5, 0, R"(["baliset"])");
  form_alliance(g, F::Atreides, F::Choam);
  deal_card(g, F::Atreides, "lasgun");
  pass_charity(g);
  act(g, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})");
  act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_TRUE(holds(g, F::Choam, card_by_key("baliset")));
  EXPECT_TRUE(holds(g, F::Atreides, card_by_key("lasgun")));
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})").code, Err::NotAllowed);

  Game u = position("charity", 5, 5, 0, R"(["baliset"])");
  pass_charity(u);
  EXPECT_EQ(refuse(u, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})").code, Err::NotAllowed);
}

// cr.karama_text: the expansion's Karama stops alliance abilities too. A Karama against choam_ally_trade at
// the market refuses the offer for the phase; one played while an offer waits leaves the ally only a refusal.
TEST(ChoamAlliance, AKaramaStopsTheCardTradeForThePhase) {
  Game g = position("charity", 5, 5, 0, R"(["baliset"])");
  form_alliance(g, F::Atreides, F::Choam);
  deal_card(g, F::Atreides, "lasgun");
  deal_card(g, F::Harkonnen, "karama");
  pass_charity(g);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::ChoamMarket));
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"choam","advantage":"choam_ally_trade"})");
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})").code, Err::NotAllowed);

  Game h = position("charity", 5, 5, 0, R"(["baliset"])");
  form_alliance(h, F::Atreides, F::Choam);
  deal_card(h, F::Atreides, "lasgun");
  deal_card(h, F::Harkonnen, "karama");
  pass_charity(h);
  act(h, F::Choam, R"({"type":"offer_card_trade","card":"baliset"})");
  act(h, F::Harkonnen, R"({"type":"karama_stop","target":"choam","advantage":"choam_ally_trade"})");
  EXPECT_EQ(refuse(h, F::Atreides, R"({"type":"accept_card_trade","card":"lasgun"})").code, Err::NotAllowed);
  act(h, F::Atreides, R"({"type":"pass"})");
  EXPECT_TRUE(holds(h, F::Choam, card_by_key("baliset")));
  EXPECT_TRUE(holds(h, F::Atreides, card_by_key("lasgun")));
  // Without an ally the advantage does not exist: no Karama against it.
  Game u = position("charity", 5, 5, 0, R"(["baliset"])");
  deal_card(u, F::Harkonnen, "karama");
  EXPECT_EQ(
      refuse(u, F::Harkonnen, R"({"type":"karama_stop","target":"choam","advantage":"choam_ally_trade"})")
          .code,
      Err::NotAllowed);
}

// cr.karama_text, cr.boundary.funds_stopped: a Karama against choam_ally_funds before the plans are revealed.
// The Atreides (2 spice, CHOAM's ally) dialed 5 with 5 spice counting on CHOAM's; the Harkonnen stop the
// funding before their own plan: the Atreides' plan keeps the 2 they can pay, CHOAM pay nothing. After the
// reveal the Karama comes too late.
TEST(ChoamAlliance, AKaramaStopsTheBattleFundingBeforeTheReveal) {
  Game g = funded_battle(R"(["karama"])");
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":5,"spice":5})");
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"choam","advantage":"choam_ally_funds"})");
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).supportFunds, 2);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1})");
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  ASSERT_FALSE(g.battle.results.empty());
  EXPECT_EQ(g.battle.results.back().plans[0].spice + g.battle.results.back().plans[1].spice, 2 + 1);
  EXPECT_EQ(g.player(F::Atreides).spice, 0);
  EXPECT_EQ(g.player(F::Choam).spice, 6 + 1);  // half of the Atreides' 2; nothing of CHOAM's own paid
  EXPECT_TRUE(invariant_ok(g));
  Game late = funded_battle(R"(["karama"])");
  act(late, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":5,"spice":5})");
  act(late, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1})");
  ASSERT_EQ(late.battle.step, BattleStep::Traitors);
  EXPECT_EQ(
      refuse(late, F::Harkonnen, R"({"type":"karama_stop","target":"choam","advantage":"choam_ally_funds"})")
          .code,
      Err::NotAllowed);
}

// --- Advanced: the CHOAM Karama power (cr.choam.karama_power)
// -----------------------------------------------

// CHOAM play Karama and discard a Lasgun and a Shield for 3 spice each, then say done. Nothing else may
// happen meanwhile; the power is spent for the game. In the Basic game there is no such power.
TEST(ChoamKarama, DiscardAnyCardsForThreeSpiceEach) {
  Game g = position("bidding", 5, 5, 1, R"(["karama","lasgun","shield","baliset"])", "advanced");
  act(g, F::Choam, R"({"type":"karama_sell_cards"})");
  EXPECT_TRUE(g.player(F::Choam).karamaPowerUsed);
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::KaramaSellCards));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"karama_sell_card","card":"karama"})").code, Err::CardNotHeld);
  act(g, F::Choam, R"({"type":"karama_sell_card","card":"lasgun"})");
  act(g, F::Choam, R"({"type":"karama_sell_card","card":"shield"})");
  EXPECT_EQ(spice(g, F::Choam), 1 + 6);
  EXPECT_TRUE(view(g, Viewer::of(F::Atreides)).choamKaramaSelling);
  act(g, F::Choam, R"({"type":"karama_sell_card"})");
  EXPECT_FALSE(has_pending(g, F::Choam, DecisionKind::KaramaSellCards));
  EXPECT_EQ(g.player(F::Choam).hand.size(), 1u);  // the Baliset kept
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"karama_sell_cards"})").code, Err::NotAllowed);
  EXPECT_TRUE(invariant_ok(g));

  Game b = position("bidding", 5, 5, 1, R"(["karama","lasgun"])");
  EXPECT_EQ(refuse(b, F::Choam, R"({"type":"karama_sell_cards"})").code, Err::NotAllowed);
  // Nothing but the Karama to discard: refused, and not in the legal list.
  Game one = position("bidding", 5, 5, 1, R"(["karama"])", "advanced");
  EXPECT_EQ(refuse(one, F::Choam, R"({"type":"karama_sell_cards"})").code, Err::NotAllowed);
  for (const Action& a : legal_actions(one, F::Choam)) EXPECT_NE(a.kind, ActionKind::KaramaSellCards);
  Game o = position("bidding", 5, 5, 1, R"(["karama","lasgun"])", "advanced");
  deal_card(o, F::Atreides, "karama");
  EXPECT_EQ(refuse(o, F::Atreides, R"({"type":"karama_sell_cards"})").code, Err::NotAllowed);
}

// --- the Auditor (cr.choam.auditor, cr.choam.auditor_limits, cr.boundary.auditor_cycle)
// ---------------------

bool traitor_card_anywhere(const Game& g, LeaderId l) {
  if (std::find(g.traitorDeck.begin(), g.traitorDeck.end(), l) != g.traitorDeck.end()) return true;
  for (F f : factions_in_game(g)) {
    const Player& p = g.player(f);
    if (std::find(p.traitors.begin(), p.traitors.end(), l) != p.traitors.end()) return true;
    if (std::find(p.traitorDraw.begin(), p.traitorDraw.end(), l) != p.traitorDraw.end()) return true;
  }
  return false;
}

// Basic: CHOAM have five leaders and the Auditor's traitor card is not dealt; Advanced: six, and it is.
TEST(ChoamAuditor, InPlayWithItsTraitorCardOnlyInTheAdvancedGame) {
  const LeaderId auditor = leader_by_name("Auditor");
  ASSERT_NE(auditor, kNoLeader);
  for (RulesetKind kind : {RulesetKind::Basic, RulesetKind::Advanced}) {
    SetupOptions o;
    o.factions = {F::Atreides, F::Harkonnen, F::Choam};
    o.ruleset.kind = kind;
    o.seed = 3;
    auto r = new_game(o);
    ASSERT_TRUE(r) << r.error().message;
    const bool adv = kind == RulesetKind::Advanced;
    EXPECT_EQ(leaders_in_game(r.value(), F::Choam), adv ? 6 : 5);
    EXPECT_EQ(traitor_card_anywhere(r.value(), auditor), adv);
  }
  // A Basic position may not name it.
  auto file = parse_game_file(R"({"format":"dune-game","setup":{"ruleset":"basic",
      "factions":["atreides","harkonnen","choam"],"seed":5,"random_seating":false},"position":{"turn":2,
      "phase":"revival","choam":{"leaders_in_tanks":["Auditor"]}}})");
  ASSERT_TRUE(file) << file.error().message;
  auto bad = start_game(file.value());
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("Advanced"), std::string::npos) << bad.error().message;
}

Game auditor_revival(const std::string& choamTanks) {
  return scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","tleilaxu","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,"spice_on_board":[],
      "atreides":{"spice":5,"hand":[],"traitors":["Zoal"]},
      "tleilaxu":{"spice":20,"hand":[],"leaders_in_tanks":["Blin"]},
      "choam":{"spice":10,"hand":[],"traitors":["Duncan Idaho"],"leaders_in_tanks":)" +
                  choamTanks + "}}}");
}

// The Auditor is revived whenever it is in the Tanks (its price, 2), though CHOAM's other leaders live and
// never died; Viscount Tull, dead while four others never died, may not be. The Tleilaxu may not take the
// Auditor as a Ghola.
TEST(ChoamAuditor, RevivedWheneverInTheTanksAndNeverAGhola) {
  Game g = auditor_revival(R"(["Auditor","Viscount Tull"])");
  ASSERT_EQ(g.phase, Phase::Revival);
  refuse(g, F::Choam, R"({"type":"revive","leader":"Viscount Tull"})");
  bool tullAsGhola = false;
  for (const Action& a : legal_actions(g, F::Tleilaxu)) {
    EXPECT_NE(a.leader, leader_by_name("Auditor")) << "a Ghola of the Auditor";
    tullAsGhola = tullAsGhola || a.leader == leader_by_name("Viscount Tull");
  }
  EXPECT_TRUE(tullAsGhola);  // the Tleilaxu may take another dead CHOAM leader as a Ghola
  const int before = spice(g, F::Choam);
  act(g, F::Choam, R"({"type":"revive","leader":"Auditor"})");
  EXPECT_TRUE(leader_available(g, leader_by_name("Auditor")));
  EXPECT_EQ(spice(g, F::Choam), before - 2);
}

// cr.boundary.auditor_cycle (a): CHOAM's five other leaders have all died; the Auditor, alive and never
// killed, does not hold their revival back.
TEST(ChoamAuditor, OutsideTheRevivalCycleOfTheOtherFive) {
  Game g = auditor_revival(R"(["Viscount Tull","Duke Verdun","Rajiv Londine","Lady Jalma","Frankos Aru"])");
  EXPECT_TRUE(revival_phase::leader_revivable(g, leader_by_name("Frankos Aru")));
  act(g, F::Choam, R"({"type":"revive","leader":"Frankos Aru"})");
  EXPECT_TRUE(leader_available(g, leader_by_name("Frankos Aru")));
}

// The Harkonnen beat CHOAM, whose only leader left is the Auditor, alive after the battle: it is never
// captured, so the Harkonnen have nothing to capture (cr.choam.auditor_limits).
TEST(ChoamAuditor, NeverCaptured) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"harkonnen","territory":"the_great_flat","count":6},
                {"faction":"choam","territory":"the_great_flat","count":2}],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]},
      "choam":{"spice":5,"hand":[],"traitors":["Feyd-Rautha"],
        "leaders_in_tanks":["Viscount Tull","Duke Verdun","Rajiv Londine","Lady Jalma","Frankos Aru"]}}})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":6,"spice":6})");
  act(g, F::Choam, R"({"type":"battle_plan","leader":"Auditor","dial":0})");
  for (F f : {F::Choam, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Capture));
  EXPECT_TRUE(leader_available(g, leader_by_name("Auditor")));
  EXPECT_EQ(leader_disc(g, leader_by_name("Auditor")).capturedBy, -1);
}

// --- the audit (cr.choam.audit, cr.boundary.audit_outcomes)
// ---------------------------------------------------

// CHOAM's Auditor (2) and 2 forces meet the Harkonnen's Piter de Vries (3) and 3 forces in the Great Flat;
// the Harkonnen hold a Lasgun, a Shield and a Snooper, `harkonnenSpice` spice. CHOAM's other leaders are in
// the Tanks (nothing for the Harkonnen to capture).
Game audit_battle(int harkonnenSpice, const std::string& harkonnenPlan) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","choam"],"seed":5,
      "random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"harkonnen","territory":"the_great_flat","count":3},
                {"faction":"choam","territory":"the_great_flat","count":2}],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":)" +
                    std::to_string(harkonnenSpice) + R"(,"hand":["lasgun","shield","snooper"],
        "traitors":["Gurney Halleck"]},
      "choam":{"spice":5,"hand":[],"traitors":["Feyd-Rautha"],
        "leaders_in_tanks":["Viscount Tull","Duke Verdun","Rajiv Londine","Lady Jalma","Frankos Aru"]}}})");
  act(g, F::Harkonnen, harkonnenPlan);
  act(g, F::Choam, R"({"type":"battle_plan","leader":"Auditor","dial":0})");
  for (F f : {F::Choam, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  for (int guard = 0; guard < 8 && !has_pending(g, F::Choam, DecisionKind::Audit); ++guard) {
    bool any = false;
    for (const Decision& d : pending(g))
      if (d.kind == DecisionKind::KeepCards || d.kind == DecisionKind::Capture) {
        act(g, d.seat, R"({"type":"keep_cards"})");
        any = true;
        break;
      }
    if (!any) break;
  }
  return g;
}

int known_to_choam(const Game& g, F f) {
  int n = 0;
  for (const HeldCard& h : g.player(f).hand) n += h.knownBy.has(F::Choam) ? 1 : 0;
  return n;
}

// The Auditor survives (no weapon against it): CHOAM audit; the Harkonnen let it happen; CHOAM now know 2 of
// the 2 cards not used in the battle (the Shield played is not among them); no other seat learns them.
TEST(ChoamAudit, TwoUnusedCardsSeenAfterABattleTheAuditorLedAndSurvived) {
  Game g = audit_battle(0, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"defense":"shield"})");
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::Audit));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"cancel_audit"})").code, Err::NotYourDecision);
  act(g, F::Choam, R"({"type":"audit"})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::AuditPayment));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"cancel_audit"})").code, Err::NotEnoughSpice);  // 2 needed
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(known_to_choam(g, F::Harkonnen), 2);
  for (const HeldCard& h : g.player(F::Harkonnen).hand) {
    if (h.card == card_by_key("shield")) {
      EXPECT_FALSE(h.knownBy.has(F::Choam));
    }
    EXPECT_FALSE(h.knownBy.has(F::Atreides));
  }
  EXPECT_FALSE(has_pending(g, F::Choam, DecisionKind::Audit));
  EXPECT_TRUE(invariant_ok(g));
}

// The opponent pays 2 spice (1 a card) to cancel the audit: CHOAM see nothing and take the 2.
TEST(ChoamAudit, TheOpponentMayPayOneSpiceACardToCancelIt) {
  Game g = audit_battle(5, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  act(g, F::Choam, R"({"type":"audit"})");
  const int choam = spice(g, F::Choam), harkonnen = spice(g, F::Harkonnen);
  act(g, F::Harkonnen, R"({"type":"cancel_audit"})");
  EXPECT_EQ(spice(g, F::Choam), choam + 2);
  EXPECT_EQ(spice(g, F::Harkonnen), harkonnen - 2);
  EXPECT_EQ(known_to_choam(g, F::Harkonnen), 0);
}

// The Auditor killed by a Lasgun: 1 card only (the Lasgun, used, not among those that may be seen); a
// Karama against choam_audit stops it altogether.
TEST(ChoamAudit, OneCardIfTheAuditorDiedAndAKaramaStopsIt) {
  Game g = audit_battle(0, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"weapon":"lasgun"})");
  EXPECT_FALSE(leader_available(g, leader_by_name("Auditor")));
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::Audit));
  act(g, F::Choam, R"({"type":"audit"})");
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(known_to_choam(g, F::Harkonnen), 1);

  Game k = audit_battle(0, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3})");
  ASSERT_TRUE(has_pending(k, F::Choam, DecisionKind::Audit));
  deal_card(k, F::Atreides, "karama");
  act(k, F::Atreides, R"({"type":"karama_stop","target":"choam","advantage":"choam_audit"})");
  EXPECT_FALSE(has_pending(k, F::Choam, DecisionKind::Audit));
  EXPECT_EQ(known_to_choam(k, F::Harkonnen), 0);
}

}  // namespace
}  // namespace dune::test
