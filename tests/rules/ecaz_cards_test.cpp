// The Ecaz & Moritani treachery cards (variant em_treachery): Recruits, Reinforcements and Harass &
// Withdraw. The acceptance standard is the seed contract ECAZ_TREACHERY_RULES.md ("ETR"), broken into
// rules 103-117 and boundaries 16.20-16.26 by docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md; each test
// names the registry row it checks (engine/core/rules_registry.cpp em.card.*, em.boundary.*) and fails
// if that rule is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Emperor (aggressor) against Harkonnen in The Great Flat, turn 3, with the em_treachery variant.
// Reserves are what is neither on the board nor in the Tanks: 20 - forces - tanks.
std::string duel(const std::string& emperorHand, const std::string& harkonnenHand, int emperorForces = 8,
                 int emperorTanks = 0, const std::string& emperorTraitor = "Umman Kudu",
                 const std::string& harkonnenTraitor = "Bashar") {
  return R"({"setup":{"ruleset":"basic","factions":["emperor","harkonnen"],"variants":["em_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":)" +
         std::to_string(emperorForces) + R"(},{"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "emperor":{"spice":10,"tanks":)" +
         std::to_string(emperorTanks) + R"(,"hand":)" + emperorHand + R"(,"traitors":[")" + emperorTraitor +
         R"("]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
         harkonnenHand + R"(,"traitors":[")" + harkonnenTraitor + R"("]}}})";
}

// Atreides (prescience) against Harkonnen in The Great Flat.
std::string atreides_duel(const std::string& harkonnenHand) {
  return R"({"setup":{"ruleset":"basic","factions":["atreides","harkonnen"],"variants":["em_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":)" +
         harkonnenHand + R"(,"traitors":["Dr. Wellington Yueh"]}}})";
}

std::string bg_vs_harkonnen(const std::string& harkonnenHand) {
  return R"({"setup":{"ruleset":"basic","factions":["bene_gesserit","harkonnen"],"variants":["em_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "bene_gesserit":{"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"hand":)" +
         harkonnenHand + R"(,"traitors":["Alia"]}}})";
}

// A Revival phase, turn 3, with the variant; `players` is the position's per-faction objects.
Game revival(const std::string& factions, const std::string& players) {
  return scenario(R"({"setup":{"ruleset":"basic","factions":[)" + factions +
                  R"(],"variants":["em_treachery"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"revival","storm_sector":0,)" +
                  players + "}}");
}

bool holds_key(const Game& g, F f, std::string_view key) {
  return std::any_of(g.player(f).hand.begin(), g.player(f).hand.end(),
                     [&](const HeldCard& h) { return card_info(h.card).key == key; });
}
int discarded(const Game& g, std::string_view key) {
  return static_cast<int>(std::count_if(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                                        [&](CardId c) { return card_info(c).key == key; }));
}
int count_key(const std::vector<CardId>& deck, std::string_view key) {
  return static_cast<int>(
      std::count_if(deck.begin(), deck.end(), [&](CardId c) { return card_info(c).key == key; }));
}
LeaderWhere where(const Game& g, std::string_view leaderName) {
  LeaderId l = leader_by_name(leaderName);
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))].where;
}
void no_traitors(Game& g) {
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
}
bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}
int revive_max(const Game& g, F f) {
  for (const Decision& d : pending(g))
    if (d.seat == f && d.kind == DecisionKind::Revive) return d.max;
  return -1;
}

// --- the deck (em.card.deck) --------------------------------------------------------------------

// ETR "Shared rules": three physical additions, shuffled in, selectable whatever else is chosen: 36
// cards with the base set alone, 50 with the Ixians & Tleilaxu cards too, one copy of each.
TEST(EmTreachery, VariantAddsThreeCardsToTheDeck) {
  const auto em = build_treachery_deck(card_sets_of(variant_bit(Variant::EmTreachery)));
  EXPECT_EQ(em.size(), 36u);
  const auto both = build_treachery_deck(
      card_sets_of(variant_bit(Variant::EmTreachery) | variant_bit(Variant::ItTreachery)));
  EXPECT_EQ(both.size(), 50u);
  const auto base = build_treachery_deck(card_sets_of(0));
  for (std::string_view k : {"recruits", "reinforcements", "harass_and_withdraw"}) {
    EXPECT_EQ(count_key(both, k), 1) << k;
    EXPECT_EQ(count_key(em, k), 1) << k;
    EXPECT_EQ(count_key(base, k), 0) << k;
    EXPECT_EQ(card_info(card_by_key(k)).category, CardCategory::Special) << k;
  }
  // Two base factions, nothing else selected: the game's deck holds the 36.
  SetupOptions o;
  o.factions = {F::Emperor, F::Harkonnen};
  o.seed = 3;
  o.ruleset.variants = variant_bit(Variant::EmTreachery);
  Game g = new_game(o).value();
  EXPECT_EQ(g.treacheryDeck.size(), 36u);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  std::uint32_t v = 0;
  std::string err;
  ASSERT_TRUE(parse_variant_list("em_treachery", v, err));
  EXPECT_EQ(v, variant_bit(Variant::EmTreachery));
  EXPECT_EQ(variants_problem(v), "");
}

// --- Reinforcements (em.card.reinforcements) ----------------------------------------------------

// Card face: +2 to the dialed number, then 3 of the user's reserve forces to the Tanks; the dial stays
// the forces committed (the winner loses 4, not 6); discarded by the winner, not offered to keep.
// Caid 3 + dial 4 + 2 = 9 beats Rabban 4 + dial 4 = 8; without the card the Emperor would lose 7 to 8.
TEST(EmTreachery, ReinforcementsAddsTwoAndSendsThreeReservesToTheTanks) {
  Game g = scenario(duel(R"(["reinforcements"])", "[]"));
  ASSERT_EQ(g.player(F::Emperor).reserves.total(), 12);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"weapon":"reinforcements"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":4})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the Emperor won
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);    // lost the 4 dialed, no more
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 9);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 3 + 4);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));  // em.card.auto_disposal
  EXPECT_FALSE(holds_key(g, F::Emperor, "reinforcements"));
  EXPECT_EQ(discarded(g, "reinforcements"), 1);
}

// The defense slot works the same; with both dials equal the card decides the battle.
TEST(EmTreachery, ReinforcementsInTheDefenseSlot) {
  Game g = scenario(duel(R"(["reinforcements"])", "[]"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"defense":"reinforcements"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":4})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 9);
}

// Card face: only with at least 3 forces in reserve, checked as the plan is committed; a refusal says so
// and changes nothing. 20 - 8 on the board - 10 in the Tanks = 2 in reserve.
TEST(EmTreachery, ReinforcementsNeedsThreeForcesInReserve) {
  Game g = scenario(duel(R"(["reinforcements"])", "[]", 8, 10));
  ASSERT_EQ(g.player(F::Emperor).reserves.total(), 2);
  const Error e =
      refuse(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"weapon":"reinforcements"})");
  EXPECT_EQ(e.code, Err::BadPlan);
  EXPECT_NE(e.message.find("Reinforcements needs at least 3"), std::string::npos) << e.message;
  // The legal-move list offers no plan with it either.
  for (const Action& a : legal_actions(g, F::Emperor))
    EXPECT_FALSE(a.weapon != kNoCard && card_kind(a.weapon) == CardKind::Reinforcements);
  Game h = scenario(duel(R"(["reinforcements"])", "[]", 8, 9));
  ASSERT_EQ(h.player(F::Emperor).reserves.total(), 3);
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"weapon":"reinforcements"})");
}

// Boundary em.boundary.reinforcements_advanced, choice (a), Advanced: the +2 need no spice and add no
// casualty, and the 3 reserve forces are normal ones first (1 here), then Sardaukar (2). The Emperor
// (15 normal, 5 Sardaukar): 8 normal on the board, 6 normal in the Tanks, so 1 normal and 5 Sardaukar in
// reserve. Caid 3 + dial 4 unsupported (2) + 2 = 7 beats Rabban 4 + dial 4 unsupported (2) = 6.
TEST(EmTreachery, ReinforcementsAdvancedNormalReservesFirstAndNoSpice) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["emperor","harkonnen"],
      "variants":["em_treachery"],"seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle",
      "storm_sector":0,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
      {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":{"normal":6,"special":0},"hand":["reinforcements"],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":[],"traitors":["Bashar"]}}})");
  ASSERT_EQ(g.player(F::Emperor).reserves.normal, 1);
  ASSERT_EQ(g.player(F::Emperor).reserves.special, 5);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"weapon":"reinforcements"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":4})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the Emperor won by the +2
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);    // lost the 4 dialed only
  EXPECT_EQ(g.player(F::Emperor).reserves.normal, 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.special, 3);
  EXPECT_EQ(g.player(F::Emperor).tanks.normal, 6 + 1 + 4);
  EXPECT_EQ(g.player(F::Emperor).tanks.special, 2);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);  // nothing paid for the +2
}

// Boundary em.boundary.reinforcements_traitor, choice (a): the plan is beaten by a traitor, and the
// reserve cost is paid all the same; the card is discarded. The boundary is shown to everyone while the
// traitor window is open.
TEST(EmTreachery, ReinforcementsCostIsPaidWhenATraitorDecides) {
  Game g = scenario(duel(R"(["reinforcements"])", "[]", 8, 0, "Umman Kudu", "Caid"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"weapon":"reinforcements"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
  ASSERT_EQ(g.battle.step, BattleStep::Traitors);
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.boundary.reinforcements_traitor"));
  act(g, F::Harkonnen, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Emperor, DecisionKind::Traitor)) act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 9);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 8 + 3);
  EXPECT_EQ(discarded(g, "reinforcements"), 1);
}

// --- Harass & Withdraw (em.card.harass_withdraw) ------------------------------------------------

// Card face: on the reveal the user's undialed forces go back to reserves; its leader still dies to a
// weapon. Emperor 8 forces, dial 3: 5 go home, the 3 dialed are lost with the battle.
TEST(EmTreachery, HarassSendsTheUndialedHomeAndTheLeaderCanStillDie) {
  Game g = scenario(duel(R"(["harass_and_withdraw"])", R"(["crysknife"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"defense":"harass_and_withdraw"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"weapon":"crysknife"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 12 + 5);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 3);
  EXPECT_EQ(discarded(g, "harass_and_withdraw"), 1);
}

// On a win the undialed forces go home too (the card says the user's undialed forces, win or lose), and
// the winner loses the dialed ones: the territory is left empty of Emperor forces.
TEST(EmTreachery, HarassOnAWinSendsTheUndialedHomeToo) {
  Game g = scenario(duel(R"(["harass_and_withdraw"])", "[]"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5,"weapon":"harass_and_withdraw"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 12 + 3);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 5);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
}

// Card face: an opponent's traitor call cancels it: the user loses every force there.
TEST(EmTreachery, HarassIsCancelledByTheOpponentsTraitor) {
  Game g = scenario(duel(R"(["harass_and_withdraw"])", "[]", 8, 0, "Umman Kudu", "Caid"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"harass_and_withdraw"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
  act(g, F::Harkonnen, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Emperor, DecisionKind::Traitor)) act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 12);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 8);
  EXPECT_EQ(discarded(g, "harass_and_withdraw"), 1);
}

// Only the opponent's call cancels it: the user winning by its own traitor still sends the undialed home.
TEST(EmTreachery, HarassUsersOwnTraitorCallDoesNotCancelIt) {
  Game g = scenario(duel(R"(["harass_and_withdraw"])", "[]", 8, 0, "Beast Rabban", "Bashar"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"harass_and_withdraw"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":6})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);  // the traitor's winner loses nothing
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 12 + 5);
}

// Boundary em.boundary.harass_explosion, choice (a): the withdrawal comes on the reveal, before a
// Lasgun/Shield explosion: the undialed forces escape it; the dialed ones die with everything there.
TEST(EmTreachery, HarassWithdrawsBeforeAnExplosion) {
  Game g = scenario(duel(R"(["lasgun","harass_and_withdraw"])", R"(["shield"])"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"lasgun","defense":"harass_and_withdraw"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"defense":"shield"})");
  ASSERT_EQ(g.battle.step, BattleStep::Traitors);
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.boundary.harass_explosion"));
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).reserves.total(), 12 + 6);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 2);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
}

// --- neither weapon nor defense (em.card.slot_category, em.card.voice_generic) -------------------

// ETR: Prescience asking for the slot's category is told "no such card", the card not named; the asked
// side's own view keeps the card. Asked for the dial, the answer is the dial as always.
TEST(EmTreachery, PrescienceAnswersNoSuchCardWithoutNamingIt) {
  for (const char* element : {"weapon", "defense"}) {
    SCOPED_TRACE(element);
    Game g = scenario(atreides_duel(R"(["harass_and_withdraw","reinforcements"])"));
    ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
    act(g, F::Atreides, std::string(R"({"type":"prescience","element":")") + element + R"("})");
    act(g, F::Harkonnen,
        R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"weapon":"harass_and_withdraw",)"
        R"("defense":"reinforcements"})");
    for (const Viewer& viewer : {Viewer::of(F::Atreides), Viewer::spectator()}) {
      const View v = view(g, viewer);
      ASSERT_TRUE(v.prescienceAnswer.has_value());
      EXPECT_EQ(v.prescienceAnswer->weapon, kNoCard);
      EXPECT_EQ(v.prescienceAnswer->defense, kNoCard);
      const std::string text = to_string(to_json(v));
      EXPECT_EQ(text.find("harass_and_withdraw"), std::string::npos);
      EXPECT_EQ(text.find("reinforcements"), std::string::npos);
    }
    const View own = view(g, Viewer::of(F::Harkonnen));
    ASSERT_TRUE(own.ownPlan.has_value());
    EXPECT_EQ(card_kind(own.ownPlan->weapon), CardKind::HarassWithdraw);
  }
}

// A real weapon in the slot is still named (the projection hides only these cards).
TEST(EmTreachery, PrescienceStillNamesARealWeapon) {
  Game g = scenario(atreides_duel(R"(["crysknife","reinforcements"])"));
  act(g, F::Atreides, R"({"type":"prescience","element":"weapon"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"weapon":"crysknife","defense":"reinforcements"})");
  const View v = view(g, Viewer::of(F::Atreides));
  ASSERT_TRUE(v.prescienceAnswer.has_value());
  ASSERT_NE(v.prescienceAnswer->weapon, kNoCard);
  EXPECT_EQ(card_info(v.prescienceAnswer->weapon).key, "crysknife");
}

// ETR: a generic Voice neither forces nor forbids them. Commanded to play a projectile weapon it cannot
// play, the Harkonnen may put Harass & Withdraw in the weapon slot; forbidden a worthless card or a
// poison weapon, they may still play either card.
TEST(EmTreachery, VoiceNamesNeitherCard) {
  Game g = scenario(bg_vs_harkonnen(R"(["harass_and_withdraw","reinforcements"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"projectile_weapon","must":true})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"weapon":"harass_and_withdraw"})");
  for (const char* command : {"worthless", "poison_weapon", "projectile_defense"}) {
    SCOPED_TRACE(command);
    Game h = scenario(bg_vs_harkonnen(R"(["harass_and_withdraw","reinforcements"])"));
    act(h, F::BeneGesserit, std::string(R"({"type":"voice","command":")") + command + R"(","must":false})");
    act(h, F::Harkonnen,
        R"({"type":"battle_plan","leader":"Beast Rabban","dial":2,"weapon":"reinforcements",)"
        R"("defense":"harass_and_withdraw"})");
  }
}

// ETR: they are neither, so no partner for Chemistry (a weapon only beside a defense) nor for Weirding
// Way (a defense only beside a weapon); and they kill nobody: a leader facing one lives.
TEST(EmTreachery, NoPartnerForChemistryAndNoKill) {
  Game g = scenario(duel(R"(["reinforcements"])", R"(["harass_and_withdraw"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1,"weapon":"reinforcements"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Beast Rabban","dial":1,"weapon":"harass_and_withdraw"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Beast Rabban"), LeaderWhere::Available);
}

// --- Recruits (em.card.recruits) ----------------------------------------------------------------

// E3 p.11 (2h), ETR: played in Revival, every faction's free revival doubles this turn and the limit is
// 7. Harkonnen (free 2) revive 7 paying for 3; the Atreides' quote shows 4 free; the limit message cites
// the card. The effect is one stamp of the turn: the next turn the usual rates are back.
TEST(EmTreachery, RecruitsDoublesFreeRevivalAndRaisesTheLimitThisTurn) {
  Game g =
      revival(R"("atreides","harkonnen")",
              R"("atreides":{"spice":10,"tanks":9},"harkonnen":{"spice":10,"tanks":10,"hand":["recruits"]})");
  ASSERT_EQ(revive_max(g, F::Harkonnen), 3);
  ASSERT_EQ(free_revival(g, F::Atreides), 2);
  EXPECT_FALSE(view(g, Viewer::spectator()).recruits);
  EXPECT_EQ(to_string(to_json(view(g, Viewer::spectator()))).find("\"recruits\""), std::string::npos);
  act(g, F::Harkonnen, R"({"type":"play_recruits"})");
  // Public: every seat and the spectator see that it is in effect.
  for (const Viewer& v : {Viewer::spectator(), Viewer::of(F::Atreides), Viewer::of(F::Harkonnen)}) {
    EXPECT_TRUE(view(g, v).recruits);
    EXPECT_NE(to_string(to_json(view(g, v))).find("\"recruits\":true"), std::string::npos);
  }
  EXPECT_EQ(discarded(g, "recruits"), 1);
  EXPECT_EQ(g.em.recruitsTurn, 3);
  EXPECT_EQ(revive_max(g, F::Harkonnen), 7);
  EXPECT_EQ(revive_max(g, F::Atreides), 7);
  EXPECT_EQ(free_revival(g, F::Atreides), 4);
  ASSERT_TRUE(view(g, Viewer::of(F::Atreides)).revivalQuote.has_value());
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).revivalQuote->free, 4);
  const Error e = refuse(g, F::Harkonnen, R"({"type":"revive","forces":8})");
  EXPECT_EQ(e.code, Err::RevivalLimit);
  EXPECT_NE(e.message.find("Recruits"), std::string::npos) << e.message;
  act(g, F::Harkonnen, R"({"type":"revive","forces":7})");
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10 - 3 * 2);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 3);
  Game later = g;
  later.turn = 4;
  EXPECT_EQ(free_revival(later, F::Atreides), 2);
}

// The doubled rate is capped at 7 (the FAQ's low-threshold Fremen, 4 doubled), and a larger limit is
// never lowered (em.card.recruits.exceptions): the shared calculation every quote reads.
TEST(EmTreachery, RecruitsCapsTheFreeRateAndKeepsALargerLimit) {
  Game g = revival(R"("atreides","harkonnen")", R"("atreides":{"tanks":9})");
  g.em.recruitsTurn = g.turn;
  EXPECT_EQ(recruits_free_rate(g, 4), 7);
  EXPECT_EQ(recruits_free_rate(g, 3), 6);
  EXPECT_EQ(recruits_force_limit(g, 3), 7);
  EXPECT_EQ(recruits_force_limit(g, 5), 7);
  EXPECT_EQ(recruits_force_limit(g, 20), 20);
  g.em.recruitsTurn = static_cast<std::int8_t>(g.turn - 1);
  EXPECT_EQ(recruits_free_rate(g, 4), 4);
  EXPECT_EQ(recruits_force_limit(g, 3), 3);
}

// The Tleilaxu's unlimited revival stays unlimited under Recruits (ETR: do not reduce it to 7).
TEST(EmTreachery, RecruitsLeavesTheTleilaxuUnlimited) {
  Game g = revival(R"("tleilaxu","harkonnen")",
                   R"("tleilaxu":{"spice":30,"tanks":12},"harkonnen":{"tanks":2,"hand":["recruits"]})");
  const int before = revive_max(g, F::Tleilaxu);
  ASSERT_EQ(before, 12);
  act(g, F::Harkonnen, R"({"type":"play_recruits"})");
  EXPECT_EQ(revive_max(g, F::Tleilaxu), 12);
}

// Boundary em.boundary.recruits_timing, choice (a): played after a faction revived, it changes only the
// revivals still to come; the faction done gets no second revival. Shown to the holder while it may play
// the card, to nobody else; em.boundary.recruits_other is public once the card is in effect.
TEST(EmTreachery, RecruitsAfterARevivalChangesOnlyTheOnesToCome) {
  Game g =
      revival(R"("atreides","harkonnen")",
              R"("atreides":{"spice":10,"tanks":9},"harkonnen":{"spice":10,"tanks":10,"hand":["recruits"]})");
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Harkonnen)), "em.boundary.recruits_timing"));
  EXPECT_FALSE(shows(view(g, Viewer::of(F::Atreides)), "em.boundary.recruits_timing"));
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "em.boundary.recruits_other"));
  act(g, F::Atreides, R"({"type":"revive","forces":2})");
  act(g, F::Harkonnen, R"({"type":"play_recruits"})");
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.boundary.recruits_other"));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Revive));
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"revive","forces":2})").code, Err::RevivalLimit);
  EXPECT_EQ(revive_max(g, F::Harkonnen), 7);
}

// Refusals: outside Revival, without the card, twice in a turn.
TEST(EmTreachery, RecruitsRefusals) {
  Game g = scenario(duel(R"(["recruits"])", "[]"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_recruits"})").code, Err::WrongPhase);
  Game r = revival(R"("atreides","harkonnen")",
                   R"("atreides":{"tanks":4},"harkonnen":{"tanks":4,"hand":["recruits"]})");
  EXPECT_EQ(refuse(r, F::Atreides, R"({"type":"play_recruits"})").code, Err::CardNotHeld);
  r.em.recruitsTurn = r.turn;
  EXPECT_EQ(refuse(r, F::Harkonnen, R"({"type":"play_recruits"})").code, Err::NotAllowed);
}

// The stamp is part of the snapshot (written only when set) and reads back.
TEST(EmTreachery, RecruitsStampRoundTrips) {
  Game g = revival(R"("atreides","harkonnen")",
                   R"("atreides":{"tanks":4},"harkonnen":{"tanks":4,"hand":["recruits"]})");
  EXPECT_EQ(to_string(to_json(g)).find("recruits_turn"), std::string::npos);
  act(g, F::Harkonnen, R"({"type":"play_recruits"})");
  const auto j = to_json(g);
  EXPECT_NE(to_string(j).find("\"recruits_turn\":3"), std::string::npos);
  auto back = game_from_json(j);
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
}

// --- random games -------------------------------------------------------------------------------

// Random games with the variant (with and without the Ixians & Tleilaxu cards) keep every invariant,
// the 36 or 50 cards each in one place included.
TEST(EmTreachery, RandomGamesWithTheVariantHoldInvariants) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SetupOptions o;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = seed;
    o.ruleset.variants =
        variant_bit(Variant::EmTreachery) | (seed > 3 ? variant_bit(Variant::ItTreachery) : 0u);
    if (seed % 2) o.ruleset.kind = RulesetKind::Advanced;
    EXPECT_EQ(play_random_checked(new_game(o).value(), Rng::seeded(seed * 104729)), "") << "seed " << seed;
  }
}

}  // namespace
}  // namespace dune::test
