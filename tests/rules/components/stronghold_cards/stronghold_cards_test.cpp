// CHOAM & Richese Stronghold cards (variant cr_strongholds, Advanced only; GF9 CHOAM & Richese rulebook 2021
// pp.4, 6, 9 second-hand; the card faces, DuneBot cards/stronghold.csv) and the expansion's treachery cards
// (variant cr_treachery). Each test names the registry row it checks (engine/core/rules_registry.cpp cr.sh.*,
// cr.variants, cr.deck_count, cr.boundary.*).
#include <gtest/gtest.h>

#include <string>

#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;
using stronghold_cards::Card;

bool invariant_ok(const Game& g) { return check_invariants(g, spice_on_table(g) - g.bankOut).empty(); }

std::int8_t& holder_of(Game& g, Card c) { return g.cr.strongholds.holder[static_cast<std::size_t>(c)]; }

// --- the variants (cr.variants, cr.deck_count)
// --------------------------------------------------------------

int deck_size(const std::string& variants) {
  std::uint32_t v = 0;
  std::string err;
  EXPECT_TRUE(parse_variant_list(variants, v, err)) << err;
  return static_cast<int>(build_treachery_deck(card_sets_of(v)).size());
}

// Poison Tooth and Artillery Strike are the same two cards in both expansions: one copy each whichever adds
// them (deck 35 with cr_treachery alone, 47 with it_treachery, 50 with em_treachery too).
TEST(ChoamRicheseVariants, ToothAndArtilleryOnceWhicheverExpansionAddsThem) {
  EXPECT_EQ(deck_size("none"), 33);
  EXPECT_EQ(deck_size("cr_treachery"), 35);
  EXPECT_EQ(deck_size("it_treachery"), 47);
  EXPECT_EQ(deck_size("it_treachery,cr_treachery"), 47);
  EXPECT_EQ(deck_size("it_treachery,cr_treachery,em_treachery"), 50);
  EXPECT_EQ(deck_size("cr_treachery,em_treachery"), 38);
  int tooth = 0, artillery = 0;
  for (CardId c : build_treachery_deck(
           card_sets_of(variant_bit(Variant::CrTreachery) | variant_bit(Variant::ItTreachery)))) {
    tooth += card_kind(c) == CardKind::PoisonTooth ? 1 : 0;
    artillery += card_kind(c) == CardKind::ArtilleryStrike ? 1 : 0;
  }
  EXPECT_EQ(tooth, 1);
  EXPECT_EQ(artillery, 1);
}

// A game with cr_treachery alone deals from 35 cards; Poison Tooth may be played there (its rules come with
// the card, it.* rows).
TEST(ChoamRicheseVariants, TheTreacheryVariantPlaysTheTwoCards) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen, F::Emperor};
  o.ruleset.variants = variant_bit(Variant::CrTreachery);
  o.seed = 11;
  auto r = new_game(o);
  ASSERT_TRUE(r) << r.error().message;
  const Game& g = r.value();
  int cards = static_cast<int>(g.treacheryDeck.size() + g.treacheryDiscard.size());
  for (F f : factions_in_game(g)) cards += static_cast<int>(g.player(f).hand.size());
  EXPECT_EQ(cards, 35);
  EXPECT_TRUE(invariant_ok(g));
}

// cr_strongholds is Advanced only: a Basic setup naming it is refused with a sentence; "all" in a Basic game
// leaves it out.
TEST(ChoamRicheseVariants, StrongholdCardsOnlyInTheAdvancedGame) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen};
  o.ruleset.variants = variant_bit(Variant::CrStrongholds);
  auto r = new_game(o);
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("Advanced rules only"), std::string::npos) << r.error().message;
  o.ruleset.kind = RulesetKind::Advanced;
  EXPECT_TRUE(new_game(o));
  EXPECT_FALSE(has_variant(all_variants(false), Variant::CrStrongholds));
  EXPECT_TRUE(has_variant(all_variants(true), Variant::CrStrongholds));
  EXPECT_TRUE(has_variant(all_variants(false), Variant::CrTreachery));
}

// --- custody (cr.sh.custody, cr.sh.ecaz)
// ----------------------------------------------------------------------

// At the end of the Mentat Pause each card goes to the faction alone in its stronghold with fighting forces;
// a stronghold two factions share, or nobody holds, sets its card aside; the mobile stronghold's is set aside
// while it is not placed. The holders are public.
TEST(StrongholdCards, EachGoesToItsStrongholdsControllerAtTheEndOfTheTurn) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","emperor"],
      "variants":["cr_strongholds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"mentat_pause","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"atreides","territory":"arrakeen","count":4},
                {"faction":"harkonnen","territory":"carthag","count":3},
                {"faction":"emperor","territory":"sietch_tabr","count":2},
                {"faction":"harkonnen","territory":"sietch_tabr","count":2}],
      "atreides":{"spice":5,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":5,"hand":[],"traitors":["Duncan Idaho"]},
      "emperor":{"spice":5,"hand":[],"traitors":["Gurney Halleck"]}}})");
  ASSERT_EQ(g.turn, 3);
  EXPECT_EQ(stronghold_cards::holder(g, Card::Arrakeen), F::Atreides);
  EXPECT_EQ(stronghold_cards::holder(g, Card::Carthag), F::Harkonnen);
  EXPECT_FALSE(stronghold_cards::holder(g, Card::SietchTabr));
  EXPECT_FALSE(stronghold_cards::holder(g, Card::HabbanyaSietch));
  EXPECT_FALSE(stronghold_cards::holder(g, Card::MobileStronghold));
  const View v = view(g, Viewer::of(F::Emperor));
  EXPECT_TRUE(v.strongholdCards);
  EXPECT_EQ(v.strongholdHolders[static_cast<std::size_t>(Card::Arrakeen)], index(F::Atreides));
  EXPECT_TRUE(invariant_ok(g));
}

// The holder keeps the card through the next turn even after leaving: custody changes only at the end of a
// turn, and a card whose stronghold nobody controls then is set aside.
TEST(StrongholdCards, KeptThroughTheTurnThenSetAsideWhenNobodyControls) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen"],
      "variants":["cr_strongholds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"ship_move","storm_sector":0,"spice_on_board":[],
      "stronghold_cards":{"arrakeen":"atreides"},
      "forces":[{"faction":"harkonnen","territory":"carthag","count":3},
                {"faction":"atreides","territory":"the_great_flat","count":3}],
      "atreides":{"spice":5,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":5,"hand":[],"traitors":["Duncan Idaho"]}}})");
  // the Atreides hold the Arrakeen card, and have left Arrakeen
  EXPECT_EQ(stronghold_cards::holder(g, Card::Arrakeen), F::Atreides);
  ASSERT_EQ(g.phase, Phase::ShipMove);
  stronghold_cards::phase_ends(g);  // the end of another phase: no custody change
  EXPECT_EQ(stronghold_cards::holder(g, Card::Arrakeen), F::Atreides);
  g.phase = Phase::MentatPause;
  stronghold_cards::phase_ends(g);
  EXPECT_FALSE(stronghold_cards::holder(g, Card::Arrakeen));
  EXPECT_EQ(stronghold_cards::holder(g, Card::Carthag), F::Harkonnen);
}

// Ecaz and their ally sharing a stronghold (Occupy): Ecaz control it and take its card (E3 p.8 (2h)).
TEST(StrongholdCards, EcazSharingWithTheirAllyTakeTheCard) {
  Game g = scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","ecaz"],
      "variants":["cr_strongholds"],"seed":5,"random_seating":false},
      "position":{"turn":2,"phase":"collection","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"ecaz","territory":"habbanya_sietch","count":3},
                {"faction":"atreides","territory":"habbanya_sietch","count":2}],
      "atreides":{"spice":5,"hand":[],"traitors":["Umman Kudu"],"ally":"ecaz"},
      "harkonnen":{"spice":5,"hand":[],"traitors":["Duncan Idaho"]},
      "ecaz":{"spice":5,"hand":[],"traitors":["Gurney Halleck"]}}})");
  EXPECT_EQ(stronghold_cards::controller(g, T::HabbanyaSietch), F::Ecaz);
  g.phase = Phase::MentatPause;
  stronghold_cards::phase_ends(g);
  EXPECT_EQ(stronghold_cards::holder(g, Card::HabbanyaSietch), F::Ecaz);
}

// A position naming an unknown card, a faction not seated, or the key without the variant is refused with a
// sentence (the game file's reader, docs/GAME_FILES.md).
TEST(StrongholdCards, APositionsHoldersAreChecked) {
  auto refusal = [](const std::string& variants, const std::string& cards) -> std::string {
    auto file = parse_game_file(R"({"format":"dune-game","setup":{"ruleset":"advanced",
        "factions":["atreides","harkonnen"],"variants":)" +
                                variants + R"(,"seed":5},
        "position":{"turn":2,"phase":"ship_move","stronghold_cards":)" +
                                cards + "}}");
    if (!file) return file.error().message.str();
    auto g = start_game(file.value());
    return g ? std::string() : g.error().message.str();
  };
  EXPECT_EQ(refusal(R"(["cr_strongholds"])", R"({"arrakeen":"atreides","carthag":null})"), "");
  EXPECT_NE(
      refusal(R"(["cr_strongholds"])", R"({"arakeen":"atreides"})").find(R"(Stronghold card "arakeen")"),
      std::string::npos);
  EXPECT_NE(refusal(R"(["cr_strongholds"])", R"({"arrakeen":"fremen"})"), "");
  EXPECT_NE(refusal("[]", R"({"arrakeen":"atreides"})").find("needs the variant cr_strongholds"),
            std::string::npos);
}

// --- the advantages in battle
// -----------------------------------------------------------------------------------

// The Atreides (6 forces) and the Harkonnen (6) battle in `territory` on turn 3, Advanced, with the variant.
Game battle_in(const std::string& territory, int atreidesSpice, int harkonnenSpice,
               const std::string& atreidesHand = "[]", const std::string& harkonnenHand = "[]") {
  Game g =
      scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen"],
      "variants":["cr_strongholds"],"seed":5,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "forces":[{"faction":"atreides","territory":")" +
               territory + R"(","count":6},
                {"faction":"harkonnen","territory":")" +
               territory + R"(","count":6}],
      "atreides":{"spice":)" +
               std::to_string(atreidesSpice) + R"(,"hand":)" + atreidesHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":)" +
               std::to_string(harkonnenSpice) + R"(,"hand":)" + harkonnenHand +
               R"(,"traitors":["Gurney Halleck"]}}})");
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  return g;
}

void no_traitors(Game& g) {
  for (F f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
}

// cr.sh.arrakeen: in Arrakeen the holder's support may count 2 spice of the Bank's: with 1 spice the Atreides
// dial 3 supported forces (their view quotes 3), pay their 1, the Bank the 2. The Harkonnen, not the holder,
// may dial only their own spice.
TEST(StrongholdCards, ArrakeenTheBankPaysTwoOfTheHoldersSupport) {
  Game g = battle_in("arrakeen", 1, 1);
  holder_of(g, Card::Arrakeen) = static_cast<std::int8_t>(index(F::Atreides));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).supportFunds, 3);
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).supportFunds, 1);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":4,"spice":4})").code,
      Err::NotEnoughSpice);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":3,"spice":3})");
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":2,"spice":2})").code,
      Err::NotEnoughSpice);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1})");
  no_traitors(g);
  // 0 after the battle; then, Advanced, 2 for occupying Arrakeen in Spice Collection (GF9 p.21).
  EXPECT_EQ(g.player(F::Atreides).spice, 2);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 0);
  EXPECT_TRUE(invariant_ok(g));
  // Elsewhere the card gives nothing.
  Game e = battle_in("the_great_flat", 1, 1);
  holder_of(e, Card::Arrakeen) = static_cast<std::int8_t>(index(F::Atreides));
  EXPECT_EQ(view(e, Viewer::of(F::Atreides)).supportFunds, 1);
}

// cr.sh.carthag: in Carthag the holder's Shield also counts as a Snooper while it plays no poison weapon: the
// Atreides' Chaumas does not kill Piter de Vries; with a poison weapon of their own beside the Shield, it
// does; without the card, it does.
TEST(StrongholdCards, CarthagANonPoisonDefenseIsAlsoASnooper) {
  auto piterDies = [](bool holds, const std::string& plan) {
    Game g = battle_in("carthag", 5, 5, R"(["chaumas"])", R"(["shield","gom_jabbar"])");
    if (holds) holder_of(g, Card::Carthag) = static_cast<std::int8_t>(index(F::Harkonnen));
    act(g, F::Atreides,
        R"({"type":"battle_plan","leader":"Duncan Idaho","dial":1,"spice":1,"weapon":"chaumas"})");
    act(g, F::Harkonnen, plan);
    no_traitors(g);
    EXPECT_TRUE(invariant_ok(g));
    return !leader_available(g, leader_by_name("Piter de Vries"));
  };
  const std::string shieldOnly =
      R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1,"defense":"shield"})";
  const std::string withPoison = R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1,)"
                                 R"("defense":"shield","weapon":"gom_jabbar"})";
  EXPECT_FALSE(piterDies(true, shieldOnly));
  EXPECT_TRUE(piterDies(true, withPoison));
  EXPECT_TRUE(piterDies(false, shieldOnly));
}

// cr.sh.habbanya: in Habbanya Sietch a tie goes to the holder even when it defends (ties go to the aggressor,
// GF9 p.10).
TEST(StrongholdCards, HabbanyaSietchTheHolderWinsTies) {
  Game g = battle_in("habbanya_sietch", 5, 5);
  const F aggressor = faction_at(g.battle.sides[0]), defender = faction_at(g.battle.sides[1]);
  // Duncan Idaho (2) and Captain Iakin Nefud (2), 2 supported forces each: 4 to 4.
  auto winner = [](Game& x) {
    act(x, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":2,"spice":2})");
    act(x, F::Harkonnen, R"({"type":"battle_plan","leader":"Captain Iakin Nefud","dial":2,"spice":2})");
    no_traitors(x);
    EXPECT_FALSE(x.battle.results.empty());
    const BattleResult& r = x.battle.results.back();
    EXPECT_EQ(r.totals[0], r.totals[1]);
    return faction_at(r.sides[static_cast<std::size_t>(r.winner)]);
  };
  Game held = g;
  holder_of(held, Card::HabbanyaSietch) = static_cast<std::int8_t>(index(defender));
  EXPECT_EQ(winner(held), defender);
  EXPECT_EQ(winner(g), aggressor);
}

// cr.sh.tabr: winning in Sietch Tabr, the holder takes from the Bank the strength its opponent dialed (3
// supported forces: 3); a loser holding it takes nothing.
TEST(StrongholdCards, SietchTabrTheWinnerCollectsTheOpponentsDial) {
  Game g = battle_in("sietch_tabr", 5, 5);
  holder_of(g, Card::SietchTabr) = static_cast<std::int8_t>(index(F::Atreides));
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":4,"spice":4})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3,"spice":3})");
  no_traitors(g);
  ASSERT_FALSE(g.battle.results.empty());
  const BattleResult& r = g.battle.results.back();
  ASSERT_EQ(faction_at(r.sides[static_cast<std::size_t>(r.winner)]), F::Atreides);
  EXPECT_EQ(g.player(F::Atreides).spice, 5 - 4 + 3);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 5 - 3);
  EXPECT_TRUE(invariant_ok(g));
  Game h = battle_in("sietch_tabr", 5, 5);
  holder_of(h, Card::SietchTabr) = static_cast<std::int8_t>(index(F::Harkonnen));
  act(h, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":4,"spice":4})");
  act(h, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":3,"spice":3})");
  no_traitors(h);
  EXPECT_EQ(g.player(F::Harkonnen).spice, h.player(F::Harkonnen).spice);
}

// cr.sh.tueks: in Tuek's Sietch the holder takes 2 spice from the Bank for each Worthless card it played,
// whether it wins or not (cr.boundary.tueks_outcomes).
TEST(StrongholdCards, TueksSietchTwoSpicePerWorthlessCardPlayed) {
  Game g = battle_in("tueks_sietch", 5, 5, R"(["baliset","kulon"])");
  holder_of(g, Card::TueksSietch) = static_cast<std::int8_t>(index(F::Atreides));
  act(g, F::Atreides,
      R"({"type":"battle_plan","leader":"Duncan Idaho","dial":1,"spice":0,"weapon":"baliset","defense":"kulon"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":5,"spice":5})");
  no_traitors(g);
  EXPECT_EQ(g.player(F::Atreides).spice, 5 + 4);
  EXPECT_TRUE(invariant_ok(g));
}

// cr.sh.mobile: the Atreides hold the Hidden Mobile Stronghold card and fight there; they control Arrakeen
// and, with `tabr`, Sietch Tabr too. With two to choose from they name one before either plan (the Harkonnen
// wait; a stronghold they do not control is refused); copying Arrakeen, the Bank pays 2 of their support.
// With Arrakeen alone there is no question: its advantage is copied.
Game mobile_battle(bool tabr) {
  Game g =
      scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","harkonnen","ixian"],
      "variants":["cr_strongholds"],"seed":5,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"spice_on_board":[],
      "hms_host":{"territory":"funeral_plain","sector":14},
      "stronghold_cards":{"hidden_mobile_stronghold":"atreides"},
      "forces":[{"faction":"atreides","territory":"hidden_mobile_stronghold","count":6},
                {"faction":"harkonnen","territory":"hidden_mobile_stronghold","count":6},
                {"faction":"ixian","territory":"the_great_flat","count":3},
                {"faction":"atreides","territory":"arrakeen","count":3})" +
               std::string(tabr ? R"(,{"faction":"atreides","territory":"sietch_tabr","count":2})" : "") +
               R"(],
      "atreides":{"spice":1,"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":1,"hand":[],"traitors":["Gurney Halleck"]},
      "ixian":{"spice":5,"hand":[],"traitors":["Feyd-Rautha"]}}})");
  if (has_pending(g, F::Atreides, DecisionKind::Prescience)) act(g, F::Atreides, R"({"type":"pass"})");
  return g;
}

TEST(StrongholdCards, TheMobileStrongholdCopiesAnotherControlledStrongholdsAdvantage) {
  Game g = mobile_battle(true);
  ASSERT_EQ(g.battle.territory, T::HiddenMobileStronghold);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::StrongholdCopy));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"copy_stronghold","stronghold":"carthag"})").code,
            Err::NotAllowed);
  int options = 0;
  for (const Action& a : legal_actions(g, F::Atreides))
    options += a.kind == ActionKind::CopyStronghold ? 1 : 0;
  EXPECT_EQ(options, 2);
  act(g, F::Atreides, R"({"type":"copy_stronghold","stronghold":"arrakeen"})");
  EXPECT_EQ(stronghold_cards::copied(g, F::Atreides), Card::Arrakeen);
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).supportFunds, 3);
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":3,"spice":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":1,"spice":1})");
  no_traitors(g);
  // 0 after the battle; then, Advanced, 2 for occupying Arrakeen in Spice Collection (GF9 p.21).
  EXPECT_EQ(g.player(F::Atreides).spice, 2);
  EXPECT_TRUE(invariant_ok(g));

  Game one = mobile_battle(false);
  EXPECT_FALSE(has_pending(one, F::Atreides, DecisionKind::StrongholdCopy));
  EXPECT_EQ(stronghold_cards::copied(one, F::Atreides), Card::Arrakeen);
  EXPECT_EQ(view(one, Viewer::of(F::Atreides)).supportFunds, 3);
  EXPECT_EQ(view(one, Viewer::of(F::Harkonnen)).supportFunds, 1);
}

}  // namespace
}  // namespace dune::test
