// Ixians & Tleilaxu treachery cards and the variants that select them (engine/data/variants.cpp,
// engine/data/cards.cpp rows 33-42, engine/rules/phases/battle.cpp). Sources: the registry rows
// ix.variants.selection, ix.card.* and boundary.it_* (E1 card faces as listed by
// reference/rules-facts.md; E1 p.4 (2h) for the deck). Each test fails if its rule is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/invariants.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// With it_treachery, the positions below put Amal in the discard pile, so that no Amal window
// (ix.card.amal) opens at the beginning of the phase they start in; the Amal tests keep it in play.
std::string amal_discarded(const std::string& variants) {
  return variants.find("it_treachery") != std::string::npos ? R"("treachery_discard":["amal"],)" : "";
}

// Emperor (aggressor) against Harkonnen in The Great Flat, turn 3, with the it_treachery variant.
std::string duel(const std::string& emperorHand, const std::string& harkonnenHand, int emperorForces = 8,
                 int harkonnenForces = 6, const std::string& variants = R"(["it_treachery"])") {
  return R"({"setup":{"ruleset":"basic","factions":["emperor","harkonnen"],"variants":)" + variants +
         R"(,"seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":)" +
         std::to_string(emperorForces) + R"(},{"faction":"harkonnen","territory":"the_great_flat","count":)" +
         std::to_string(harkonnenForces) + R"(}],"spice_on_board":[],)" + amal_discarded(variants) +
         R"("emperor":{"spice":10,"tanks":0,"hand":)" + emperorHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
         harkonnenHand + R"(,"traitors":["Bashar"]}}})";
}

std::string bg_vs_harkonnen(const std::string& harkonnenHand) {
  return R"({"setup":{"ruleset":"basic","factions":["bene_gesserit","harkonnen"],"variants":["it_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],"treachery_discard":["amal"],
      "bene_gesserit":{"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"hand":)" +
         harkonnenHand + R"(,"traitors":["Alia"]}}})";
}

bool holds_key(const Game& g, F f, std::string_view key) {
  return std::any_of(g.player(f).hand.begin(), g.player(f).hand.end(),
                     [&](const HeldCard& h) { return card_info(h.card).key == key; });
}

int discarded(const Game& g, std::string_view key) {
  return static_cast<int>(std::count_if(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                                        [&](CardId c) { return card_info(c).key == key; }));
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

int count_key(const std::vector<CardId>& deck, std::string_view key) {
  return static_cast<int>(
      std::count_if(deck.begin(), deck.end(), [&](CardId c) { return card_info(c).key == key; }));
}

SetupOptions six(std::uint32_t variants) {
  SetupOptions o;
  o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 5;
  o.ruleset.variants = variants;
  return o;
}

// --- variants and the deck --------------------------------------------------------------------

// ix.variants.selection, ix.card.deck: without variants the deck is the base 33; it_treachery adds
// the expansion's 14 cards (deck 47), with a fifth Shield and Snooper.
TEST(IxTreachery, VariantSelectsTheExpansionCardSet) {
  const auto base = build_treachery_deck(card_sets_of(0));
  EXPECT_EQ(base.size(), 33u);
  const auto it = build_treachery_deck(card_sets_of(variant_bit(Variant::ItTreachery)));
  EXPECT_EQ(it.size(), 47u);
  EXPECT_EQ(count_key(it, "shield"), 5);
  EXPECT_EQ(count_key(it, "snooper"), 5);
  for (std::string_view k :
       {"poison_blade", "hunter_seeker", "basilia_weapon", "weirding_way", "shield_snooper", "chemistry",
        "artillery_strike", "kull_wahad", "thumper", "harvester", "poison_tooth", "amal"}) {
    EXPECT_EQ(count_key(it, k), 1) << k;
    EXPECT_EQ(count_key(base, k), 0) << k;
  }
  // The game's deck (hands dealt at setup come later) holds exactly those cards.
  Game g = new_game(six(variant_bit(Variant::ItTreachery))).value();
  EXPECT_EQ(g.treacheryDeck.size(), 47u);
  EXPECT_EQ(g.ruleset.variants, variant_bit(Variant::ItTreachery));
  Game b = new_game(six(0)).value();
  EXPECT_EQ(b.treacheryDeck.size(), 33u);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.variants.selection: an unknown variant is refused with a sentence; the key list parser names it.
TEST(IxTreachery, UnknownVariantIsRefused) {
  auto r = new_game(six(1u << kVariants));
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("Unknown variant"), std::string::npos);
  std::uint32_t v = 0;
  std::string err;
  EXPECT_FALSE(parse_variant_list("it_treachery,sandworms", v, err));
  EXPECT_NE(err.find("sandworms"), std::string::npos);
  EXPECT_TRUE(parse_variant_list("all", v, err));
  EXPECT_EQ(v, kAllVariants);
  EXPECT_TRUE(parse_variant_list("it_treachery", v, err));
  EXPECT_EQ(v, variant_bit(Variant::ItTreachery));
  // A game file naming an unknown variant is refused by the reader, naming it.
  auto f = game_file_from_json(parse_json(R"({"format":"dune-game","setup":{"factions":["emperor","fremen"],
      "variants":["it_treachery","no_such"]},"actions":[]})")
                                   .value());
  ASSERT_FALSE(f);
  EXPECT_NE(f.error().message.find("no_such"), std::string::npos);
}

// ix.variants.selection: a game file carries its variants; written back, they are kept.
TEST(IxTreachery, GameFileCarriesVariants) {
  auto f = game_file_from_json(parse_json(R"({"format":"dune-game","setup":{"factions":["emperor","fremen"],
      "variants":["it_treachery"],"seed":4},"actions":[]})")
                                   .value());
  ASSERT_TRUE(f);
  EXPECT_EQ(f.value().setup.ruleset.variants, variant_bit(Variant::ItTreachery));
  auto again = game_file_from_json(to_json(f.value()));
  ASSERT_TRUE(again);
  EXPECT_EQ(again.value().setup.ruleset.variants, variant_bit(Variant::ItTreachery));
  // A file without the field is the base game.
  auto plain = game_file_from_json(
      parse_json(R"({"format":"dune-game","setup":{"factions":["emperor","fremen"]},"actions":[]})").value());
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain.value().setup.ruleset.variants, 0u);
  EXPECT_FALSE(to_json(plain.value()).as_object().at("setup").as_object().contains("variants"));
}

// ix.variants.selection: snapshots carry the variants; a snapshot written before variants existed
// (no "variants" in its ruleset) loads as a game with none.
TEST(IxTreachery, SnapshotsCarryVariantsAndOldOnesLoadWithNone) {
  Game g = new_game(six(variant_bit(Variant::ItTreachery))).value();
  auto j = to_json(g);
  auto back = game_from_json(j);
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  EXPECT_EQ(back.value().ruleset.variants, variant_bit(Variant::ItTreachery));

  Game b = new_game(six(0)).value();
  auto old = to_json(b);
  old.as_object()["ruleset"].as_object().erase("variants");
  auto loaded = game_from_json(old);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded.value().ruleset.variants, 0u);
  EXPECT_EQ(loaded.value(), b);
}

// ix.card.deck: a position may name an expansion card only when the game's variants include it.
TEST(IxTreachery, ExpansionCardOutsideTheVariantIsRefused) {
  auto start = [](const std::string& file) {
    std::string text = file;
    text.insert(1, "\"format\":\"dune-game\",");
    return start_game(parse_game_file(text).value());
  };
  auto r = start(duel(R"(["hunter_seeker"])", "[]", 8, 6, "[]"));
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("Hunter-Seeker"), std::string::npos) << r.error().message;
  EXPECT_TRUE(start(duel(R"(["hunter_seeker"])", "[]")));
  // A fifth Shield exists only with the variant.
  const std::string five = R"(["shield","shield","shield","shield","shield"])";
  EXPECT_FALSE(start(duel(R"(["snooper"])", five, 8, 6, "[]")));
  EXPECT_TRUE(start(duel(R"(["snooper"])", five)));
}

// --- the cards in battle ----------------------------------------------------------------------

// ix.card.hunter_seeker: a projectile weapon (a Snooper does not stop it, a Shield does).
TEST(IxTreachery, HunterSeekerIsAProjectileWeapon) {
  Game g = scenario(duel(R"(["hunter_seeker"])", R"(["snooper"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"hunter_seeker"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);

  Game h = scenario(duel(R"(["hunter_seeker"])", R"(["shield"])"));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"hunter_seeker"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
}

// ix.card.basilia_weapon: a poison weapon (a Shield does not stop it, a Snooper does).
TEST(IxTreachery, BasiliaWeaponIsAPoisonWeapon) {
  Game g = scenario(duel(R"(["basilia_weapon"])", R"(["shield"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"basilia_weapon"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);

  Game h = scenario(duel(R"(["basilia_weapon"])", R"(["snooper"])"));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"basilia_weapon"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
}

// ix.card.poison_blade: a Shield or a Snooper alone does not stop it; a Shield Snooper does; the
// winner may keep it.
TEST(IxTreachery, PoisonBladeNeedsAShieldSnooper) {
  for (std::string_view d : {"shield", "snooper"}) {
    Game g = scenario(duel(R"(["poison_blade"])", "[\"" + std::string(d) + "\"]"));
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"poison_blade"})");
    act(g, F::Harkonnen,
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":")" + std::string(d) + "\"}");
    no_traitors(g);
    EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks) << d;
    EXPECT_EQ(g.player(F::Emperor).spice, 16) << d;  // 10 + Feyd-Rautha's 6
    ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::KeepCards)) << d;
    act(g, F::Emperor, R"({"type":"keep_cards","keep_weapon":true,"keep_defense":false})");
    EXPECT_TRUE(holds_key(g, F::Emperor, "poison_blade"));
  }
  Game h = scenario(duel(R"(["poison_blade"])", R"(["shield_snooper"])"));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"poison_blade"})");
  act(h, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield_snooper"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
}

// ix.card.shield_snooper: stops projectile and poison weapons, and is a Shield for the Lasgun.
TEST(IxTreachery, ShieldSnooperStopsBothAndExplodesWithLasgun) {
  for (std::string_view w : {"crysknife", "chaumas"}) {
    Game g = scenario(duel("[\"" + std::string(w) + "\"]", R"(["shield_snooper"])"));
    act(g, F::Emperor,
        R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":")" + std::string(w) + "\"}");
    act(g, F::Harkonnen,
        R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield_snooper"})");
    no_traitors(g);
    EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available) << w;
  }
  Game g = scenario(duel(R"(["lasgun"])", R"(["shield_snooper"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"lasgun"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield_snooper"})");
  no_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
}

// ix.card.weirding_way: a projectile weapon in the weapon slot.
TEST(IxTreachery, WeirdingWayIsAProjectileWeapon) {
  Game g = scenario(duel(R"(["weirding_way"])", R"(["snooper"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"weirding_way"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);

  Game h = scenario(duel(R"(["weirding_way"])", R"(["shield"])"));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"weirding_way"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
}

// ix.card.weirding_way, boundary.it_slot_partner: in the defense slot only beside another weapon
// (not a worthless card); there it stops a projectile weapon.
TEST(IxTreachery, WeirdingWayDefendsOnlyBesideAnotherWeapon) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["weirding_way","chaumas","baliset"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"crysknife"})");
  EXPECT_EQ(refuse(g, F::Harkonnen,
                   R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"weirding_way"})")
                .code,
            Err::BadPlan);
  EXPECT_EQ(
      refuse(
          g, F::Harkonnen,
          R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"baliset","defense":"weirding_way"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"chaumas","defense":"weirding_way"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);  // the Crysknife is stopped
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);             // the Chaumas kills
}

// boundary.it_weirding_way_defense: Weirding Way as a defense is no Shield card: a Lasgun against it
// kills the leader and causes no explosion.
TEST(IxTreachery, WeirdingWayDefenseDoesNotExplodeWithLasgun) {
  Game g = scenario(duel(R"(["lasgun"])", R"(["weirding_way","chaumas"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"lasgun"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"chaumas","defense":"weirding_way"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_GT(forces_at(g, F::Emperor, "the_great_flat") + forces_at(g, F::Harkonnen, "the_great_flat"), 0);
}

// ix.card.chemistry: a poison defense; a poison weapon only beside another defense.
TEST(IxTreachery, ChemistryDefendsAndKillsBesideADefense) {
  Game g = scenario(duel(R"(["chaumas"])", R"(["chemistry"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chaumas"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"chemistry"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);

  Game h = scenario(duel(R"(["chemistry","shield"])", R"(["shield"])"));
  EXPECT_EQ(
      refuse(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chemistry"})").code,
      Err::BadPlan);
  act(h, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chemistry","defense":"shield"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Tanks);  // a Shield does not stop poison

  Game s = scenario(duel(R"(["chemistry","shield"])", R"(["snooper"])"));
  act(s, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"chemistry","defense":"shield"})");
  act(s, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"snooper"})");
  no_traitors(s);
  EXPECT_EQ(where(s, "Feyd-Rautha"), LeaderWhere::Available);
}

// ix.card.artillery_strike: both unshielded leaders die, no spice is paid for them, the higher dial
// wins, and the card is discarded even by the winner.
TEST(IxTreachery, ArtilleryStrikeKillsBothLeadersForNoSpice) {
  Game g = scenario(duel(R"(["artillery_strike"])", "[]"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5,"weapon":"artillery_strike"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);                 // no spice for either leader
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);  // won 5 to 4, lost the 5 dialed
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  EXPECT_EQ(discarded(g, "artillery_strike"), 1);
}

// ix.card.artillery_strike: a Shield protects its own leader, who still adds nothing: the higher
// dial wins even against a stronger surviving leader.
TEST(IxTreachery, ArtilleryStrikeShieldedLeaderSurvivesButAddsNothing) {
  Game g = scenario(duel(R"(["artillery_strike","shield"])", R"(["shield"])"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"artillery_strike","defense":"shield"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);
  // Without the Strike, Caid 3 + 3 = 6 would lose to Feyd 6 + 4 = 10; with it, 3 < 4 still loses,
  // so check the reverse: the dial alone decides.
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 2);

  Game h = scenario(duel(R"(["artillery_strike","shield"])", R"(["shield"])"));
  act(h, F::Emperor,
      R"({"type":"battle_plan","leader":"Bashar","dial":5,"weapon":"artillery_strike","defense":"shield"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(h);
  // Bashar 2 + 5 = 7 would lose to Feyd 6 + 4 = 10; the Strike makes it 5 to 4.
  EXPECT_EQ(forces_at(h, F::Emperor, "the_great_flat"), 3);
  EXPECT_EQ(forces_at(h, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(discarded(h, "artillery_strike"), 1);
}

// boundary.it_artillery_spice: a leader killed by another weapon, its Shield having stopped the
// Strike, earns spice as usual.
TEST(IxTreachery, ArtilleryStrikeLeavesOtherKillsPaid) {
  Game g = scenario(duel(R"(["artillery_strike"])", R"(["chaumas","shield"])"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5,"weapon":"artillery_strike"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"chaumas","defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Tanks);  // Strike and Chaumas
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);        // shielded
  // The Emperor wins 5 to 4: no spice for Fenring, whom the Strike kills (it would anyway).
  EXPECT_EQ(g.player(F::Emperor).spice, 10);

  Game h = scenario(duel(R"(["artillery_strike","shield"])", R"(["chaumas"])"));
  act(h, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5,"weapon":"artillery_strike","defense":"shield"})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"chaumas"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Count Hasimir Fenring"), LeaderWhere::Tanks);  // the Chaumas, not the Strike
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Tanks);            // the Strike
  EXPECT_EQ(h.player(F::Emperor).spice, 16);                         // paid for Fenring only
}

// boundary.it_artillery_traitor: a winner by traitor still discards the Artillery Strike it played;
// the Strike is not resolved (no leader of the caller dies).
TEST(IxTreachery, ArtilleryStrikeOfATraitorWinnerIsDiscarded) {
  std::string f = duel(R"(["artillery_strike"])", "[]");
  f.replace(f.find(R"(["Umman Kudu"])"), std::string(R"(["Umman Kudu"])").size(), R"(["Feyd-Rautha"])");
  Game g = scenario(f);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"artillery_strike"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":6})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  EXPECT_FALSE(holds_key(g, F::Emperor, "artillery_strike"));
  EXPECT_EQ(discarded(g, "artillery_strike"), 1);
}

// ix.card.poison_tooth: used, it kills both leaders; a Snooper (or a Shield Snooper) stops it for
// neither side; spice for killed leaders is paid as usual; the owner's decision comes after the
// reveal, before traitors, and names no one else; used, the card is discarded even by the winner.
TEST(IxTreachery, PoisonToothKillsBothLeadersThroughSnoopers) {
  Game g = scenario(duel(R"(["poison_tooth","snooper"])", R"(["shield_snooper"])"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":5,"weapon":"poison_tooth","defense":"snooper"})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield_snooper"})");
  // Only the Tooth's owner is asked, and not yet about traitors.
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::PoisonTooth));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::PoisonTooth));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Traitor));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"withhold_poison_tooth"})").code, Err::NotYourDecision);
  // The plans are revealed to the opponent while the owner decides.
  const View hv = view(g, Viewer::of(F::Harkonnen));
  ASSERT_TRUE(hv.opponentPlanRevealed.has_value());
  EXPECT_EQ(card_info(hv.opponentPlanRevealed->weapon).key, "poison_tooth");
  act(g, F::Emperor, R"({"type":"pass"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Tanks);
  // The Emperor wins 5 to 4 and collects Feyd's 6 and Caid's 3 as usual.
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);
  EXPECT_EQ(g.player(F::Emperor).spice, 19);
  // Used: discarded though the owner won; the Snooper may be kept.
  EXPECT_EQ(discarded(g, "poison_tooth"), 1);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  act(g, F::Emperor, R"({"type":"keep_cards","keep_defense":true})");
  EXPECT_TRUE(holds_key(g, F::Emperor, "snooper"));
  EXPECT_FALSE(holds_key(g, F::Emperor, "poison_tooth"));
}

// ix.card.poison_tooth: Chemistry in a side's defense slot protects that side's leader (and only it).
TEST(IxTreachery, PoisonToothIsStoppedByChemistry) {
  Game g = scenario(duel(R"(["poison_tooth"])", R"(["chemistry"])"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5,"weapon":"poison_tooth"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"chemistry"})");
  act(g, F::Emperor, R"({"type":"pass"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);  // its own Tooth
  // Feyd 6 + 2 = 8 beats the Emperor's 5 without Caid: the Harkonnen win and collect 3.
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 4);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 13);
}

// ix.card.poison_tooth: withheld, it kills nobody, leaders count as usual, and the winning owner may
// keep it.
TEST(IxTreachery, PoisonToothWithheldKillsNobodyAndMayBeKept) {
  Game g = scenario(duel(R"(["poison_tooth"])", "[]"));
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5,"weapon":"poison_tooth"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4})");
  act(g, F::Emperor, R"({"type":"withhold_poison_tooth"})");
  EXPECT_TRUE(g.battle.poisonToothWithheld);
  no_traitors(g);
  EXPECT_EQ(where(g, "Count Hasimir Fenring"), LeaderWhere::Available);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);  // Fenring 6 + 5 beats Feyd 6 + 4; no leader died
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  act(g, F::Emperor, R"({"type":"keep_cards","keep_weapon":true})");
  EXPECT_TRUE(holds_key(g, F::Emperor, "poison_tooth"));
  EXPECT_EQ(discarded(g, "poison_tooth"), 0);
  EXPECT_FALSE(g.battle.poisonToothWithheld);

  // Withheld by the loser: discarded with the loser's plan.
  Game h = scenario(duel("[]", R"(["poison_tooth"])"));
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Count Hasimir Fenring","dial":5})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"poison_tooth"})");
  act(h, F::Harkonnen, R"({"type":"withhold_poison_tooth"})");
  no_traitors(h);
  EXPECT_EQ(where(h, "Count Hasimir Fenring"), LeaderWhere::Available);
  EXPECT_EQ(where(h, "Feyd-Rautha"), LeaderWhere::Available);
  EXPECT_EQ(forces_at(h, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(discarded(h, "poison_tooth"), 1);
}

// ix.card.kull_wahad: a worthless card: it fills a slot and the winner discards it.
TEST(IxTreachery, KullWahadIsWorthless) {
  Game g = scenario(duel(R"(["kull_wahad"])", "[]"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5,"defense":"kull_wahad"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3})");
  no_traitors(g);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::KeepCards));
  EXPECT_EQ(discarded(g, "kull_wahad"), 1);
}

// ix.card.shield, ix.card.snooper: the fifth copies work as the base ones.
TEST(IxTreachery, FifthShieldAndSnooperWorkAsTheBaseOnes) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["shield","shield","shield","shield","shield"])"));
  ASSERT_EQ(g.player(F::Harkonnen).hand.size(), 5u);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"defense":"shield"})");
  no_traitors(g);
  EXPECT_EQ(where(g, "Feyd-Rautha"), LeaderWhere::Available);
}

// --- Voice (boundary.it_cards_voice) ------------------------------------------------------------

// Poison Blade counts as a projectile and a poison weapon for the Voice.
TEST(IxTreachery, VoiceTreatsPoisonBladeAsBothWeapons) {
  for (std::string_view cmd : {"projectile_weapon", "poison_weapon"}) {
    Game g = scenario(bg_vs_harkonnen(R"(["poison_blade"])"));
    act(g, F::BeneGesserit, R"({"type":"voice","command":")" + std::string(cmd) + R"(","must":false})");
    EXPECT_EQ(refuse(g, F::Harkonnen,
                     R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"poison_blade"})")
                  .code,
              Err::BadPlan)
        << cmd;
  }
  Game g = scenario(bg_vs_harkonnen(R"(["poison_blade"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2})").code,
            Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"poison_blade"})");
}

// Chemistry can obey "play a poison weapon" only beside another defense; without one the
// opponent cannot comply and plays freely.
TEST(IxTreachery, VoiceAndChemistryAsAWeapon) {
  Game g = scenario(bg_vs_harkonnen(R"(["chemistry","shield"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"shield"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"chemistry","defense":"shield"})");

  Game h = scenario(bg_vs_harkonnen(R"(["chemistry"])"));
  act(h, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"defense":"chemistry"})");
}

// Artillery Strike is no projectile or poison weapon for the Voice.
TEST(IxTreachery, VoiceDoesNotNameArtilleryStrike) {
  Game g = scenario(bg_vs_harkonnen(R"(["artillery_strike"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"projectile_weapon","must":false})");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2,"weapon":"artillery_strike"})");
}

// --- boundaries shown in the view ---------------------------------------------------------------

bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}

// boundary.it_slot_partner, boundary.it_weirding_way_defense: shown to the seat planning with
// Weirding Way (its own hand), never to its opponent or a spectator.
TEST(IxTreachery, ViewShowsSlotBoundariesToTheHolderOnly) {
  Game g = scenario(duel(R"(["crysknife"])", R"(["weirding_way","chaumas"])"));
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Harkonnen)), "boundary.it_slot_partner"));
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Harkonnen)), "boundary.it_weirding_way_defense"));
  EXPECT_FALSE(shows(view(g, Viewer::of(F::Emperor)), "boundary.it_slot_partner"));
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "boundary.it_slot_partner"));
}

// boundary.it_artillery_spice: shown to everyone once the revealed plans hold an Artillery Strike.
TEST(IxTreachery, ViewShowsArtilleryBoundaryAfterTheReveal) {
  Game g = scenario(duel(R"(["artillery_strike"])", "[]"));
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5,"weapon":"artillery_strike"})");
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "boundary.it_artillery_spice"));  // still sealed
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4})");
  ASSERT_EQ(g.battle.step, BattleStep::Traitors);
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "boundary.it_artillery_spice"));
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "boundary.it_artillery_kwisatz"));
}

// boundary.it_cards_voice: shown to the Voiced seat when it holds a card Voice matches by its slot.
TEST(IxTreachery, ViewShowsVoiceBoundaryToTheVoicedHolder) {
  Game g = scenario(bg_vs_harkonnen(R"(["poison_blade"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":false})");
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Harkonnen)), "boundary.it_cards_voice"));
  EXPECT_FALSE(shows(view(g, Viewer::of(F::BeneGesserit)), "boundary.it_cards_voice"));
  Game h = scenario(bg_vs_harkonnen(R"(["chaumas"])"));
  act(h, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":false})");
  EXPECT_FALSE(shows(view(h, Viewer::of(F::Harkonnen)), "boundary.it_cards_voice"));
}

// --- Thumper (ix.card.thumper) ------------------------------------------------------------------

// The start of a Spice Blow phase on `turn`: pile A's top card is The Great Flat, where 5 Harkonnen
// stand; the deck's next card is South Mesa. Harkonnen hold `harkonnenHand`.
Game thumper_game(const std::string& harkonnenHand, int turn = 3,
                  const std::string& discard = R"(["harvester"])", const std::string& ruleset = "basic") {
  return scenario(R"({"format":"dune-game","setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","harkonnen"],"variants":["it_treachery"],"seed":11,
      "random_seating":false},"position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":"spice_blow","storm_sector":0,
      "forces":[{"faction":"harkonnen","territory":"the_great_flat","count":5}],
      "spice_deck":["south_mesa","red_chasm"],"spice_discard":["the_great_flat"],"treachery_discard":)" +
                  (discard == "[]" ? std::string(R"(["amal"])") : R"(["amal",)" + discard.substr(1)) + R"(,
      "emperor":{"spice":10,"hand":["shield"]},"harkonnen":{"spice":10,"hand":)" +
                  harkonnenHand + R"(}},"actions":[]})");
}

int spice_in(const Game& g, std::string_view key) {
  return g.spice[static_cast<std::size_t>(spice_location(territory_by_key(key)))];
}

// ix.card.thumper (card face): played at the start of the Spice Blow phase instead of revealing a
// card, Shai-Hulud appears in the territory of pile A's topmost territory card (it devours the
// Harkonnen there), cards are revealed until a territory card appears (South Mesa's spice is placed)
// and a Nexus follows; the card is discarded. Every seat is asked, the Emperor without the card too.
TEST(IxTreachery, ThumperCallsShaiHuludInsteadOfTheBlow) {
  Game g = thumper_game(R"(["thumper"])");
  ASSERT_EQ(g.phase, Phase::SpiceBlow);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::Thumper));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Thumper));
  const std::size_t deckBefore = g.spiceDeck.size();
  ASSERT_EQ(spice_card_territory(g.spiceDeck.back()),
            territory_by_key("south_mesa"));  // nothing revealed yet
  // The seat without the card may only pass; the window survives a snapshot round trip.
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_thumper"})").code, Err::CardNotHeld);
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"pass"})").code, Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"play_thumper"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 5);
  EXPECT_GT(spice_in(g, "south_mesa"), 0);
  EXPECT_EQ(g.spiceDeck.size(), deckBefore - 1);  // only South Mesa was revealed
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_FALSE(holds_key(g, F::Harkonnen, "thumper"));
  EXPECT_EQ(discarded(g, "thumper"), 1);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.card.thumper: when every seat passes the blow is revealed as usual (no worm, no Nexus); from turn 2
// only (turn 1 has no window), and not once the Thumper is in the discard pile; outside the window
// play_thumper is refused.
TEST(IxTreachery, ThumperWindowOnlyWhenItCanBePlayed) {
  Game g = thumper_game(R"(["thumper"])");
  act(g, F::Emperor, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 5);
  EXPECT_GT(spice_in(g, "south_mesa"), 0);
  EXPECT_NE(g.phase, Phase::SpiceBlow);
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_TRUE(holds_key(g, F::Harkonnen, "thumper"));

  Game first = thumper_game(R"(["thumper"])", 1);
  EXPECT_TRUE(seats_pending(first, DecisionKind::Thumper).empty());
  EXPECT_GT(spice_in(first, "south_mesa"), 0);

  Game gone = thumper_game("[]", 3, R"(["thumper","harvester"])");
  EXPECT_TRUE(seats_pending(gone, DecisionKind::Thumper).empty());
  EXPECT_EQ(forces_at(gone, F::Harkonnen, "the_great_flat"), 5);

  // In the deck (nobody holds it): still asked of everyone, so a window never tells that someone holds it.
  Game deck = thumper_game("[]");
  EXPECT_EQ(seats_pending(deck, DecisionKind::Thumper).size(), 2u);
}

// boundary.it_thumper_pile_b: in the Advanced game the window opens at the start of the phase (pile A)
// and the boundary is shown while it is open.
TEST(IxTreachery, ThumperAdvancedShowsPileBBoundary) {
  Game g = thumper_game(R"(["thumper"])", 3, R"(["harvester"])", "advanced");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Thumper));
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "boundary.it_thumper_pile_b"));
  act(g, F::Emperor, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"play_thumper"})");
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.phase, Phase::Nexus);  // pile A's Nexus; pile B follows it
}

// --- Harvester (ix.card.harvester) -----------------------------------------------------------

// ix.card.harvester (card face): right after South Mesa's card is revealed, every seat is asked (the
// Emperor without the card too); the Harkonnen play Harvester and the blow places double spice.
TEST(IxTreachery, HarvesterDoublesTheBlow) {
  const int amount = spice_card_amount(static_cast<SpiceCardId>([] {
    for (SpiceCardId c = 0; c < kSpiceCards; ++c)
      if (!is_shai_hulud(c) && spice_card_territory(c) == territory_by_key("south_mesa")) return c;
    return SpiceCardId{0};
  }()));
  ASSERT_GT(amount, 0);
  Game g = thumper_game(R"(["harvester"])", 3, R"(["thumper"])");
  ASSERT_EQ(g.phase, Phase::SpiceBlow);
  EXPECT_EQ(spice_in(g, "south_mesa"), amount);  // revealed and placed once
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::Harvester));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Harvester));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_harvester"})").code, Err::CardNotHeld);
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  act(g, F::Harkonnen, R"({"type":"play_harvester"})");
  EXPECT_EQ(spice_in(g, "south_mesa"), 2 * amount);
  EXPECT_NE(g.phase, Phase::SpiceBlow);
  EXPECT_EQ(discarded(g, "harvester"), 1);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // Everyone passes: the blow places its amount once.
  Game p = thumper_game(R"(["harvester"])", 3, R"(["thumper"])");
  act(p, F::Emperor, R"({"type":"pass"})");
  act(p, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(spice_in(p, "south_mesa"), amount);
  EXPECT_TRUE(holds_key(p, F::Harkonnen, "harvester"));
  EXPECT_NE(p.phase, Phase::SpiceBlow);
}

// ix.card.harvester: the window follows every blow, turn 1 included (the set-aside worms wait and are
// shuffled back afterwards); none once the card is discarded; play_harvester outside it is refused.
TEST(IxTreachery, HarvesterWindowOnlyWhenItCanBePlayed) {
  Game first = thumper_game(R"(["harvester"])", 1, R"(["thumper"])");
  EXPECT_EQ(seats_pending(first, DecisionKind::Harvester).size(), 2u);
  act(first, F::Emperor, R"({"type":"pass"})");
  act(first, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_NE(first.phase, Phase::SpiceBlow);
  EXPECT_TRUE(first.spiceSetAside.empty());
  EXPECT_EQ(check_invariants(first, spice_on_table(first) - first.bankOut), "");

  Game gone = thumper_game("[]", 3, R"(["harvester","thumper"])");
  EXPECT_TRUE(seats_pending(gone, DecisionKind::Harvester).empty());
  EXPECT_NE(gone.phase, Phase::SpiceBlow);
  EXPECT_EQ(refuse(gone, F::Emperor, R"({"type":"play_harvester"})").code, Err::WrongPhase);
}

// ix.card.harvester with a Thumper: the worm's replacement territory card is a blow too, and its Nexus
// waits for the Harvester answers.
TEST(IxTreachery, HarvesterAfterThumperKeepsTheNexus) {
  Game g = thumper_game(R"(["harvester","thumper"])", 3, "[]");
  act(g, F::Emperor, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"play_thumper"})");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Harvester));
  EXPECT_EQ(g.phase, Phase::SpiceBlow);
  act(g, F::Emperor, R"({"type":"pass"})");
  act(g, F::Harkonnen, R"({"type":"play_harvester"})");
  EXPECT_EQ(g.phase, Phase::Nexus);
}

// --- Amal (ix.card.amal) -------------------------------------------------------------------------

// The beginning of `phase` on turn 3: the Emperor (10 spice) and the Harkonnen (7) hold cards, the
// Fremen (0 spice) hold none.
Game amal_game(const std::string& phase, const std::string& emperorHand, const std::string& harkonnenHand,
               const std::string& discard = "[]", const std::string& variants = R"(["it_treachery"])") {
  return scenario(
      R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["emperor","harkonnen","fremen"],
      "variants":)" +
      variants + R"(,"seed":11,"random_seating":false},"position":{"turn":3,"phase":")" + phase +
      R"(","storm_sector":0,"forces":[],"spice_on_board":[],"treachery_discard":)" + discard +
      R"(,"emperor":{"spice":10,"hand":)" + emperorHand + R"(},"harkonnen":{"spice":7,"hand":)" +
      harkonnenHand + R"(},"fremen":{"spice":0,"hand":[]}},"actions":[]})");
}

// ix.card.amal (card face; TO AmalPlayed): played at the beginning of a phase, every faction, its
// player included, loses half its spice rounded up to the Bank (10 -> 5, 7 -> 3); the card is
// discarded and only then does the phase (Bidding) begin. The window asks every seat holding a card,
// the Emperor without Amal too, and survives a snapshot round trip.
TEST(IxTreachery, AmalHalvesEveryFactionsSpiceRoundedUp) {
  Game g = amal_game("bidding", R"(["shield"])", R"(["amal","snooper"])");
  ASSERT_EQ(g.phase, Phase::Bidding);
  EXPECT_TRUE(g.amal.open);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::Amal));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Amal));
  EXPECT_TRUE(seats_pending(g, DecisionKind::Bid).empty());  // the auction waits for the window
  const long base = spice_on_table(g) - g.bankOut;
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_amal"})").code, Err::CardNotHeld);
  act(g, F::Harkonnen, R"({"type":"play_amal"})");
  EXPECT_EQ(g.player(F::Emperor).spice, 5);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 3);
  EXPECT_EQ(g.player(F::Fremen).spice, 0);
  EXPECT_FALSE(holds_key(g, F::Harkonnen, "amal"));
  EXPECT_EQ(discarded(g, "amal"), 1);
  EXPECT_FALSE(g.amal.open);
  EXPECT_EQ(g.phase, Phase::Bidding);
  EXPECT_FALSE(seats_pending(g, DecisionKind::Bid).empty());
  EXPECT_EQ(check_invariants(g, base), "");
  // Once discarded, the next phases begin without the window; play_amal is refused.
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"play_amal"})").code, Err::WrongPhase);
}

// ix.card.amal: the window opens at the beginning of each phase while the card is not discarded, asks
// only the seats holding a card (the Fremen hold none) and, when all of them pass, the phase begins
// with nobody's spice changed; CHOAM Charity here, then the Bidding's beginning opens it again.
TEST(IxTreachery, AmalWindowAtTheBeginningOfEachPhase) {
  Game g = amal_game("charity", R"(["amal"])", R"(["shield"])");
  ASSERT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(seats_pending(g, DecisionKind::Amal).size(), 2u);
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::Amal));
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::Charity));  // charity waits for the window
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"pass"})").code, Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"pass"})").code, Err::NotYourDecision);
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_FALSE(g.amal.open);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 7);
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::Charity));
  act(g, F::Fremen, R"({"type":"claim_charity"})");
  pass_charity(g);
  ASSERT_EQ(g.phase, Phase::Bidding);
  EXPECT_TRUE(g.amal.open);
  EXPECT_TRUE(has_pending(g, F::Emperor, DecisionKind::Amal));
  act(g, F::Emperor, R"({"type":"play_amal"})");
  EXPECT_EQ(g.player(F::Fremen).spice, 1);  // the 2 spice of charity, halved (rounded up: 1 lost)
  EXPECT_EQ(g.player(F::Emperor).spice, 5);
}

// ix.card.amal: the Amal window comes before the phase's own steps. A Karama played in it (GF9 p.14: at
// any time) stops the advantage for the phase, but the phase has not begun: the Mentat Pause is still
// ahead, and only when the window closes does it run (here the next turn). Before the fix the stop of
// the Tleilaxu Face Dancer swap began the next turn inside the window.
TEST(IxTreachery, AKaramaInTheAmalWindowDoesNotStartThePhase) {
  Game g = scenario(
      R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["emperor","harkonnen","tleilaxu"],
      "variants":["it_treachery"],"seed":11,"random_seating":false},"position":{"turn":3,
      "phase":"mentat_pause","storm_sector":0,"forces":[],"spice_on_board":[],
      "emperor":{"spice":10,"hand":["shield"]},"harkonnen":{"spice":7,"hand":["amal","karama"]},
      "tleilaxu":{"spice":5,"hand":[]}},"actions":[]})");
  ASSERT_EQ(g.phase, Phase::MentatPause);
  ASSERT_TRUE(g.amal.open);
  act(g, F::Harkonnen,
      R"({"type":"karama_stop","target":"tleilaxu","advantage":"tleilaxu_face_dancer_swap"})");
  EXPECT_EQ(g.phase, Phase::MentatPause);
  EXPECT_EQ(g.turn, 3);
  EXPECT_TRUE(g.amal.open);
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Amal));
  act(g, F::Harkonnen, R"({"type":"pass"})");
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(g.turn, 4);  // the pause ran (no winner) and the next turn began, with its own window
  EXPECT_EQ(g.phase, Phase::Storm);
}

// ix.card.amal: no window once Amal is discarded, none in a game without the variant, and none when
// no seat holds a card; the phase begins at once.
TEST(IxTreachery, AmalWindowOnlyWhenItCanBePlayed) {
  Game gone = amal_game("bidding", R"(["shield"])", R"(["snooper"])", R"(["amal"])");
  EXPECT_FALSE(gone.amal.open);
  EXPECT_TRUE(seats_pending(gone, DecisionKind::Amal).empty());
  EXPECT_FALSE(seats_pending(gone, DecisionKind::Bid).empty());
  Game base = amal_game("bidding", R"(["shield"])", R"(["snooper"])", "[]", "[]");
  EXPECT_FALSE(base.amal.open);
  EXPECT_EQ(refuse(base, F::Emperor, R"({"type":"play_amal"})").code, Err::WrongPhase);
  Game empty = amal_game("charity", "[]", "[]");
  EXPECT_FALSE(empty.amal.open);
  EXPECT_TRUE(has_pending(empty, F::Fremen, DecisionKind::Charity));
}

// Random games with the variant hold every invariant (the engine's own checks, views included).
TEST(IxTreachery, RandomGamesWithTheVariantHoldInvariants) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SetupOptions o = six(variant_bit(Variant::ItTreachery));
    o.seed = seed;
    if (seed % 2) o.ruleset.kind = RulesetKind::Advanced;
    EXPECT_EQ(play_random_checked(new_game(o).value(), Rng::seeded(seed * 7919)), "") << "seed " << seed;
  }
}

}  // namespace
}  // namespace dune::test
