// Ixians & Tleilaxu technology tokens (variant it_tech_tokens; engine/rules/components/tech/tech.cpp).
// Sources as the research checklist docs/expansions/IXIANS_TLEILAXU.md section 6 cites them: Ixians &
// Tleilaxu rulebook pp.4-5 (second-hand page numbers, "2h"), "My Arrakis" §8.1 (MA), treachery.online (TO)
// and DuneBot (DB), facts only. Registry: ix.tech.*, ix.boundary.heighliner_worm. Each test fails if its rule
// is wrong.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/view/view.hpp"
#include "tests/support/bot_choice.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

constexpr std::size_t kAxlotl = 0, kHeighliners = 1, kSpiceProduction = 2;

std::int8_t owner_index(F f) { return static_cast<std::int8_t>(index(f)); }

// A game file with the technology tokens, seating `factions` in order, at a stated position.
Game position(const std::string& factions, const std::string& pos, const std::string& ruleset = "basic") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[)" + factions +
                  R"(],"variants":["it_tech_tokens"],"seed":11,"random_seating":false},"position":)" + pos +
                  "}");
}

// A new game with the tokens, played by sampled legal actions to the end of the first Storm phase.
Game through_first_storm(std::vector<Faction> factions, std::uint64_t seed) {
  SetupOptions o;
  o.factions = std::move(factions);
  o.seed = seed;
  o.randomSeating = false;
  o.ruleset.variants = variant_bit(Variant::ItTechTokens);
  Game g = new_game(o).value();
  Rng rng = Rng::seeded(seed);
  while (g.phase == Phase::Setup || g.phase == Phase::Storm) {
    for (std::int8_t o2 : g.tech.owner) EXPECT_EQ(o2, -1) << "no token is owned before the first storm";
    auto ds = pending(g);
    if (ds.empty()) break;
    auto a = sample_legal_action(g, ds.front().seat, rng);
    if (!a) break;
    EXPECT_TRUE(apply(g, ds.front().seat, *a));
  }
  return g;
}

// --- ix.tech.assignment (row 37) ------------------------------------------------------------------

// E1 p.5 (2h); TO StormDialled; DB: the Tleilaxu take Axlotl Tanks, the Ixians Heighliners, the Fremen
// Spice Production, once the first storm has moved.
TEST(TechTokens, TheirFactionsTakeTheTokensAfterTheFirstStorm) {
  Game g = through_first_storm({F::Atreides, F::Fremen, F::Ixian, F::Tleilaxu, F::Harkonnen}, 3);
  ASSERT_NE(g.phase, Phase::Storm);
  EXPECT_EQ(g.tech.owner[kAxlotl], owner_index(F::Tleilaxu));
  EXPECT_EQ(g.tech.owner[kHeighliners], owner_index(F::Ixian));
  EXPECT_EQ(g.tech.owner[kSpiceProduction], owner_index(F::Fremen));
  EXPECT_TRUE(g.tech.dealt);
}

// E1 p.5 (2h): a token whose faction is not seated is dealt at random to a faction without one, in storm
// order from the First Player: with none of the three seated, the first three in storm order own one
// each and the others none.
TEST(TechTokens, UnseatedFactionsTokensAreDealtInStormOrder) {
  Game g = through_first_storm({F::Atreides, F::BeneGesserit, F::Emperor, F::Guild, F::Harkonnen}, 4);
  ASSERT_NE(g.phase, Phase::Storm);
  const FactionList order = storm_order(g);
  for (std::size_t i = 0; i < order.size(); ++i)
    EXPECT_EQ(tech::tokens_owned(g, order[i]), i < 3 ? 1 : 0) << faction_key(order[i]);
}

// With the Fremen seated (and not the Ixians or Tleilaxu), the Fremen keep Spice Production and the two
// other tokens go to the first two other factions in storm order.
TEST(TechTokens, ASeatedFactionKeepsItsTokenAndTheRestAreDealt) {
  Game g = through_first_storm({F::Atreides, F::Fremen, F::Emperor, F::Harkonnen}, 5);
  ASSERT_NE(g.phase, Phase::Storm);
  EXPECT_EQ(g.tech.owner[kSpiceProduction], owner_index(F::Fremen));
  int dealt = 0;
  for (Faction f : storm_order(g)) {
    if (f == F::Fremen) continue;
    EXPECT_EQ(tech::tokens_owned(g, f), dealt < 2 ? 1 : 0) << faction_key(f);
    ++dealt;
  }
}

// Without the variant nothing is dealt (and no random draw is made).
TEST(TechTokens, NoTokensWithoutTheVariant) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Fremen, F::Ixian, F::Tleilaxu};
  o.seed = 3;
  o.randomSeating = false;
  Game g = new_game(o).value();
  Rng rng = Rng::seeded(3);
  while (g.phase == Phase::Setup || g.phase == Phase::Storm) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    ASSERT_TRUE(apply(g, ds.front().seat, *sample_legal_action(g, ds.front().seat, rng)));
  }
  for (std::int8_t o2 : g.tech.owner) EXPECT_EQ(o2, -1);
  EXPECT_FALSE(g.tech.dealt);
}

// --- ix.tech.income (row 38) ------------------------------------------------------------------------

// Axlotl Tanks (E1 p.5 (2h); DB pays on a non-Tleilaxu free revival): the Harkonnen take free revival;
// the Emperor, owning Axlotl Tanks, receive 1 spice at the end of the Revival phase, not before.
TEST(TechTokens, AxlotlTanksPayWhenAnotherFactionTakesFreeRevival) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor"},
      "emperor":{"spice":10},"harkonnen":{"spice":10,"tanks":3}})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Revive));
  act(g, F::Harkonnen, R"({"type":"revive","forces":2})");
  EXPECT_NE(g.phase, Phase::Revival);
  EXPECT_EQ(g.player(F::Emperor).spice, 11);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// A leader revived alone (all five are in the Tanks) is no free revival of forces, nor is a pass:
// nothing is paid.
TEST(TechTokens, AxlotlTanksDoNotPayWithoutAFreeRevival) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor"},
      "emperor":{"spice":10},"harkonnen":{"spice":10,"tanks":3,"leaders_in_tanks":["Feyd-Rautha","Beast Rabban","Piter de Vries","Captain Iakin Nefud","Umman Kudu"]}})");
  act(g, F::Harkonnen, R"({"type":"revive","forces":0,"leader":"Umman Kudu"})");
  EXPECT_NE(g.phase, Phase::Revival);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  Game p = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor"},
      "emperor":{"spice":10},"harkonnen":{"spice":10,"tanks":3}})");
  act(p, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_NE(p.phase, Phase::Revival);
  EXPECT_EQ(p.player(F::Emperor).spice, 10);
}

// The Tleilaxu's own free revival does not trigger Axlotl Tanks (E1 p.5 (2h): "other than the
// Tleilaxu"; DB nonBTRevival).
TEST(TechTokens, TheTleilaxusFreeRevivalDoesNotTriggerAxlotlTanks) {
  Game g = position(R"("emperor","tleilaxu")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor"},
      "emperor":{"spice":10},"tleilaxu":{"spice":10,"tanks":2}})");
  if (has_pending(g, F::Tleilaxu, DecisionKind::RevivalGrants)) act(g, F::Tleilaxu, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Revive));
  act(g, F::Tleilaxu, R"({"type":"revive","forces":2})");
  EXPECT_NE(g.phase, Phase::Revival);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
}

// The owner's own action triggers its token too (MA 8.1 "including you"; E1 p.5 (2h) and DB exclude
// only the token's named faction): the Emperor's own free revival pays them.
TEST(TechTokens, TheOwnersOwnActionTriggersItsToken) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor"},
      "emperor":{"spice":10,"tanks":1},"harkonnen":{"spice":10,"tanks":3}})");
  act(g, F::Emperor, R"({"type":"revive","forces":1})");
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_NE(g.phase, Phase::Revival);
  EXPECT_EQ(g.player(F::Emperor).spice, 11);
}

// Two tokens owned pay 2 per trigger, once per token and phase: two free revivals in one Revival phase
// pay the owner of Axlotl Tanks and Heighliners 2, not 4.
TEST(TechTokens, ATokenPaysOncePerPhasePerTokenOwned) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor","heighliners":"emperor"},
      "emperor":{"spice":10,"tanks":1},"harkonnen":{"spice":10,"tanks":3}})");
  for (Faction f : {F::Emperor, F::Harkonnen}) {
    ASSERT_TRUE(has_pending(g, f, DecisionKind::Revive)) << faction_key(f);
    act(g, f, R"({"type":"revive","forces":1})");
  }
  EXPECT_NE(g.phase, Phase::Revival);
  EXPECT_EQ(g.player(F::Emperor).spice, 12);
}

// Heighliners (E1 p.5 (2h); DB: a shipment by a faction other than the Guild and the Fremen): the
// Harkonnen ship from their reserves; the Emperor receive 1 spice when Shipment and Movement ends.
TEST(TechTokens, HeighlinersPayForAShipmentFromOffPlanet) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"ship_move",
      "tech_tokens":{"heighliners":"emperor"},
      "emperor":{"spice":10},"harkonnen":{"spice":10}})");
  while (g.phase == Phase::ShipMove) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    if (ds.front().seat == F::Harkonnen && ds.front().kind == DecisionKind::Ship)
      act(g, F::Harkonnen, R"({"type":"ship","to":{"territory":"the_great_flat","sector":14},"forces":1})");
    else
      act(g, ds.front().seat, R"({"type":"pass"})");
    EXPECT_TRUE(g.phase != Phase::ShipMove || g.player(F::Emperor).spice == 10) << "paid at the phase's end";
  }
  EXPECT_EQ(g.player(F::Emperor).spice, 11);
}

// Boundary 12.18 (a) and DB: the Guild's shipment and the Fremen's send of their reserves do not
// trigger Heighliners.
TEST(TechTokens, GuildShipmentsAndTheFremenSendDoNotTriggerHeighliners) {
  for (const char* other : {"guild", "fremen"}) {
    Game g = position(std::string(R"("emperor",")") + other + "\"", R"({"turn":3,"phase":"ship_move",
        "tech_tokens":{"heighliners":"emperor"},
        "emperor":{"spice":10},")" + std::string(other) + R"(":{"spice":10}})");
    const Faction o = std::string(other) == "guild" ? F::Guild : F::Fremen;
    bool shipped = false;
    while (g.phase == Phase::ShipMove) {
      auto ds = pending(g);
      ASSERT_FALSE(ds.empty());
      if (!shipped && ds.front().seat == o && ds.front().kind == DecisionKind::Ship) {
        act(g, o, R"({"type":"ship","to":{"territory":"the_great_flat","sector":14},"forces":1})");
        shipped = true;
      } else {
        act(g, ds.front().seat, R"({"type":"pass"})");
      }
    }
    EXPECT_TRUE(shipped) << other;
    EXPECT_EQ(g.player(F::Emperor).spice, 10) << other;
  }
}

// Spice Production (E1 p.5 (2h)): the Harkonnen claim CHOAM Charity; the owner receives 1 at the end of
// the phase. The Bene Gesserit's claim does not trigger it.
TEST(TechTokens, SpiceProductionPaysForAnotherFactionsCharityButNotTheBeneGesserits) {
  Game g = position(R"("emperor","harkonnen","bene_gesserit")", R"({"turn":3,"phase":"charity",
      "tech_tokens":{"spice_production":"emperor"},
      "emperor":{"spice":10},"harkonnen":{"spice":0},"bene_gesserit":{"spice":0}})");
  act(g, F::BeneGesserit, R"({"type":"claim_charity"})");
  ASSERT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(g.tech.triggered, 0) << "the Bene Gesserit's claim triggers nothing";
  act(g, F::Harkonnen, R"({"type":"claim_charity"})");
  pass_charity(g);
  EXPECT_NE(g.phase, Phase::Charity);
  EXPECT_EQ(g.player(F::Emperor).spice, 11);
  EXPECT_EQ(g.tech.triggered, 0) << "paid and cleared at the phase's end";
}

// --- ix.tech.battle_transfer (row 39) ---------------------------------------------------------------

// Turn 3, Battle in the Great Flat: the Emperor (Count Hasimir Fenring 6 + 4) beat the Harkonnen (Umman Kudu
// 1 + 1). `harkonnenTokens` is the tech_tokens position field.
Game emperor_beats_harkonnen(const std::string& tokens) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"battle","tech_tokens":)" + tokens + R"(,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":5}],
      "emperor":{"spice":10,"traitors":["Piter de Vries"]},"harkonnen":{"spice":10,"traitors":["Bashar"]}})");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":1})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.battle.winner, 0);
  return g;
}

// MA 8.1; TO BattleConcluded (TakeTechToken): the winner takes one of the loser's tokens, its choice
// when the loser owns several. Refusals leave the game unchanged: the loser cannot answer, a token the
// loser does not own cannot be taken, the choice cannot be passed.
TEST(TechTokens, TheWinnerChoosesWhichOfTheLosersTokensToTake) {
  Game g = emperor_beats_harkonnen(R"({"axlotl_tanks":"harkonnen","heighliners":"harkonnen"})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::TechToken));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"take_tech_token","token":"heighliners"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"take_tech_token","token":"spice_production"})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"pass"})").code, Err::WrongPhase);
  act(g, F::Emperor, R"({"type":"take_tech_token","token":"heighliners"})");
  EXPECT_EQ(g.tech.owner[kHeighliners], owner_index(F::Emperor));
  EXPECT_EQ(g.tech.owner[kAxlotl], owner_index(F::Harkonnen));
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::TechToken));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// The heuristic bot (bots/heuristic_bot.cpp, score_take_tech_token) takes the token triggered most
// often: Heighliners before Axlotl Tanks before Spice Production.
TEST(TechTokens, TheHeuristicBotTakesHeighlinersFirst) {
  Game g = emperor_beats_harkonnen(R"({"axlotl_tanks":"harkonnen","heighliners":"harkonnen"})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::TechToken));
  Action a = bot_choice(g, F::Emperor);
  EXPECT_EQ(a.kind, ActionKind::TakeTechToken);
  EXPECT_EQ(a.sub, static_cast<std::uint8_t>(TechToken::Heighliners));
  Game h = emperor_beats_harkonnen(R"({"axlotl_tanks":"harkonnen","spice_production":"harkonnen"})");
  EXPECT_EQ(bot_choice(h, F::Emperor).sub, static_cast<std::uint8_t>(TechToken::AxlotlTanks));
}

// With one token the winner takes it at once; a loser with none gives nothing.
TEST(TechTokens, ASingleTokenIsTakenAtOnce) {
  Game g = emperor_beats_harkonnen(R"({"spice_production":"harkonnen","axlotl_tanks":"emperor"})");
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::TechToken));
  EXPECT_EQ(g.tech.owner[kSpiceProduction], owner_index(F::Emperor));
  EXPECT_EQ(g.tech.owner[kAxlotl], owner_index(F::Emperor));
  Game h = emperor_beats_harkonnen(R"({"heighliners":"emperor"})");
  EXPECT_EQ(h.tech.owner[kHeighliners], owner_index(F::Emperor));
  EXPECT_FALSE(has_pending(h, F::Emperor, DecisionKind::TechToken));
}

// GF9 p.11: a traitor's caller wins the battle (the loser loses everything), so the caller takes a token;
// a Lasgun-Shield explosion leaves no winner, and no token moves.
TEST(TechTokens, ATraitorWinTakesATokenAndAnExplosionNone) {
  const std::string pos = R"({"turn":3,"phase":"battle","tech_tokens":{"heighliners":"harkonnen"},
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":5}],
      "emperor":{"spice":10,"traitors":["Piter de Vries"],"hand":["lasgun"]},
      "harkonnen":{"spice":10,"traitors":["Bashar"],"hand":["shield"]}})";
  Game g = position(R"("emperor","harkonnen")", pos);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":5})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.battle.winner, 0);
  EXPECT_EQ(g.tech.owner[kHeighliners], owner_index(F::Emperor));
  Game e = position(R"("emperor","harkonnen")", pos);
  act(e, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1,"weapon":"lasgun"})");
  act(e, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":5,"defense":"shield"})");
  for (Faction f : seats_pending(e, DecisionKind::Traitor)) act(e, f, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(e, F::Emperor, "the_great_flat") + forces_at(e, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(e.tech.owner[kHeighliners], owner_index(F::Harkonnen));
}

// --- ix.tech.victory (row 40) -----------------------------------------------------------------------

// E1 p.4 (2h): one faction owning all three tokens counts one more stronghold: the Emperor in Arrakeen
// and Tuek's Sietch win with the three tokens, and do not with two.
TEST(TechTokens, AllThreeTokensCountAsAStronghold) {
  const std::string forces = R"("forces":[{"faction":"emperor","territory":"arrakeen","count":3},
      {"faction":"emperor","territory":"tueks_sietch","count":3},
      {"faction":"harkonnen","territory":"carthag","count":5}])";
  Game won = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"mentat_pause",)" + forces + R"(,
      "tech_tokens":{"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"emperor"}})");
  EXPECT_EQ(won.phase, Phase::GameOver);
  EXPECT_EQ(won.outcome.kind, WinKind::Strongholds);
  EXPECT_EQ(won.outcome.winners, FactionSet::of(F::Emperor));
  Game not_yet = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"mentat_pause",)" + forces + R"(,
      "tech_tokens":{"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"harkonnen"}})");
  EXPECT_NE(not_yet.phase, Phase::GameOver);
}

// E3 p.15 (2h): allies do not pool tokens. The Emperor and the Bene Gesserit, allied, hold 3 strongholds;
// with the tokens split between them they need 4 and do not win; when the Emperor own all three the
// alliance wins.
TEST(TechTokens, AlliesDoNotPoolTokens) {
  const std::string forces = R"("forces":[{"faction":"emperor","territory":"arrakeen","count":3},
      {"faction":"emperor","territory":"tueks_sietch","count":3},
      {"faction":"bene_gesserit","territory":"habbanya_sietch","count":3},
      {"faction":"harkonnen","territory":"carthag","count":5}],
      "emperor":{"ally":"bene_gesserit"},"bg_prediction":{"faction":"harkonnen","turn":9})";
  Game split = position(R"("emperor","harkonnen","bene_gesserit")",
                        R"({"turn":3,"phase":"mentat_pause",)" + forces + R"(,
      "tech_tokens":{"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"bene_gesserit"}})");
  EXPECT_NE(split.phase, Phase::GameOver);
  Game one = position(R"("emperor","harkonnen","bene_gesserit")",
                      R"({"turn":3,"phase":"mentat_pause",)" + forces + R"(,
      "tech_tokens":{"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"emperor"}})");
  EXPECT_EQ(one.phase, Phase::GameOver);
  EXPECT_EQ(one.outcome.kind, WinKind::AllianceStrongholds);
  EXPECT_EQ(one.outcome.winners, (FactionSet::of(F::Emperor) | FactionSet::of(F::BeneGesserit)));
}

// After the last turn with no winner and no special victory, the most strongholds wins; a faction owning
// all three tokens counts one more there too (E1 p.4 (2h): the tokens count as a stronghold toward
// victory). The Emperor in Arrakeen with the three tokens count 2, as the Harkonnen in Carthag and
// Tuek's Sietch do: a shared win; without all three tokens the Harkonnen win alone.
TEST(TechTokens, TheTokensCountInTheLastTurnsStrongholdCount) {
  auto last_turn = [](const std::string& tokens) {
    return scenario(R"({"setup":{"ruleset":{"kind":"basic","max_turns":3},"factions":["emperor","harkonnen"],
        "variants":["it_tech_tokens"],"seed":11,"random_seating":false},
        "position":{"turn":3,"phase":"mentat_pause",
        "forces":[{"faction":"emperor","territory":"arrakeen","count":3},
          {"faction":"harkonnen","territory":"carthag","count":5},
          {"faction":"harkonnen","territory":"tueks_sietch","count":2}],
        "tech_tokens":)" +
                    tokens + "}}");
  };
  Game with = last_turn(R"({"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"emperor"})");
  ASSERT_EQ(with.phase, Phase::GameOver);
  EXPECT_EQ(with.outcome.kind, WinKind::EndOfGame);
  EXPECT_EQ(with.outcome.winners, (FactionSet::of(F::Emperor) | FactionSet::of(F::Harkonnen)));
  Game without =
      last_turn(R"({"axlotl_tanks":"emperor","heighliners":"emperor","spice_production":"harkonnen"})");
  ASSERT_EQ(without.phase, Phase::GameOver);
  EXPECT_EQ(without.outcome.winners, FactionSet::of(F::Harkonnen));
}

// --- view ---------------------------------------------------------------------------------------------

// The tokens and their owners are public: every seat and a spectator see them; a game without the
// variant writes no tech_tokens.
TEST(TechTokens, OwnersArePublicInTheView) {
  Game g = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"revival",
      "tech_tokens":{"axlotl_tanks":"emperor","spice_production":"harkonnen"},"harkonnen":{"tanks":3}})");
  for (auto viewer : {Viewer::spectator(), Viewer::of(F::Emperor), Viewer::of(F::Harkonnen)}) {
    View v = view(g, viewer);
    EXPECT_TRUE(v.techTokens);
    EXPECT_EQ(v.techOwners[kAxlotl], owner_index(F::Emperor));
    EXPECT_EQ(v.techOwners[kHeighliners], -1);
    EXPECT_EQ(v.techOwners[kSpiceProduction], owner_index(F::Harkonnen));
    const std::string text = boost::json::serialize(to_json(v));
    EXPECT_NE(text.find(R"("tech_tokens":{"axlotl_tanks":"emperor","heighliners":null,)"
                        R"("spice_production":"harkonnen"})"),
              std::string::npos)
        << text.substr(0, 200);
  }
  Game base = scenario(R"({"setup":{"factions":["emperor","harkonnen"],"seed":1},"position":{"turn":3}})");
  EXPECT_EQ(boost::json::serialize(to_json(view(base, Viewer::spectator()))).find("tech_tokens"),
            std::string::npos);
}

// Boundary 12.18 (ix.boundary.heighliner_worm) is shown in Shipment and Movement while Heighliners has
// an owner, and not without the tokens.
TEST(TechTokens, TheHeighlinerBoundaryIsShownInShipmentAndMovement) {
  auto shown = [](const Game& g) {
    View v = view(g, Viewer::spectator());
    for (const SourceBoundary& b : v.boundaries)
      if (b.rule == "ix.boundary.heighliner_worm") return true;
    return false;
  };
  Game g = position(R"("emperor","harkonnen")",
                    R"({"turn":3,"phase":"ship_move","tech_tokens":{"heighliners":"harkonnen"}})");
  EXPECT_TRUE(shown(g));
  Game none = position(R"("emperor","harkonnen")", R"({"turn":3,"phase":"ship_move"})");
  EXPECT_FALSE(shown(none));
}

}  // namespace
}  // namespace dune
