// Game files that state any position (issue 16; docs/GAME_FILES.md): deck and pile orders, state that
// only play reaches otherwise (alliance turn, Atreides losses and the Kwisatz Haderach, captured
// leaders, Karama powers used, leaders that fought, face-down leaders), special forces validated
// against each faction's allotment, and a replay that stops at a refusal with the state before it and
// the whole log.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/invariants.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

std::string file(const std::string& ruleset, const std::string& factions, const std::string& position,
                 const std::string& actions = "[]") {
  return R"({"format": "dune-game", "setup": {"ruleset": ")" + ruleset + R"(", "factions": [)" + factions +
         R"(], "seed": 21, "random_seating": false}, "position": )" + position + R"(, "actions": )" +
         actions + "}";
}

// The position is refused with a message containing `words`.
void refused(const std::string& text, const std::string& words) {
  auto f = parse_game_file(text);
  ASSERT_TRUE(f.ok()) << f.error().message;
  auto g = start_game(f.value());
  ASSERT_FALSE(g.ok()) << "accepted: " << text;
  EXPECT_EQ(g.error().code, Err::BadJson);
  EXPECT_NE(g.error().message.find(words), std::string::npos) << g.error().message;
}

Game started(const std::string& text) {
  auto f = parse_game_file(text);
  EXPECT_TRUE(f.ok()) << (f ? "" : f.error().message.str());
  auto g = start_game(f.value());
  EXPECT_TRUE(g.ok()) << (g ? "" : g.error().message.str());
  return g ? g.value() : Game{};
}

// --- special forces ------------------------------------------------------------------------------------

// GF9 Rulebook 2019 pp.16-19: only the Emperor (5 Sardaukar), the Fremen (3 Fedaykin) and the Bene
// Gesserit (advisors) have special forces, and only in the Advanced game. Before, these loaded silently.
TEST(GameFilePosition, SpecialForcesBeyondTheAllotmentAreRefused) {
  refused(file("advanced", R"("atreides","emperor")",
               R"({"forces": [{"faction": "atreides", "territory": "arrakeen", "count": 2, "special": 1}]})"),
          "atreides have none");
  refused(file("advanced", R"("atreides","emperor")",
               R"({"forces": [{"faction": "emperor", "territory": "arrakeen", "count": 0, "special": 13}]})"),
          "13 Sardaukar");
  refused(file("advanced", R"("atreides","emperor")",
               R"({"forces": [{"faction": "emperor", "territory": "arrakeen", "count": 0, "special": 4}],
                  "emperor": {"tanks": {"normal": 0, "special": 3}}})"),
          "7 Sardaukar");
  refused(file("basic", R"("atreides","emperor")",
               R"({"forces": [{"faction": "emperor", "territory": "arrakeen", "count": 1, "special": 2}]})"),
          "Basic game has none");
  refused(
      file(
          "basic", R"("bene_gesserit","emperor")",
          R"({"forces": [{"faction": "bene_gesserit", "territory": "arrakeen", "count": 0, "special": 1}]})"),
      "Basic game has none");
  refused(file("basic", R"("fremen","emperor")", R"({"fremen": {"reserves": {"normal": 17, "special": 3}}})"),
          "Basic game has none");
}

// Unstated reserves take the elite forces not on the board or in the Tanks: 20 forces, 5 Sardaukar.
TEST(GameFilePosition, ReservesKeepTheRestOfTheSardaukar) {
  Game g = started(
      file("advanced", R"("atreides","emperor")",
           R"({"forces": [{"faction": "emperor", "territory": "arrakeen", "count": 3, "special": 2}]})"));
  const Player& e = g.player(F::Emperor);
  EXPECT_EQ(e.reserves.special, 3);
  EXPECT_EQ(e.reserves.normal, 12);
}

// --- deck and pile orders
// ------------------------------------------------------------------------------------

TEST(GameFilePosition, DecksAndPilesTakeTheStatedOrderTopFirst) {
  // Every faction's traitors are stated, so that Duncan Idaho's card is free for the deck.
  Game g = started(file("advanced", R"("atreides","fremen","harkonnen")", R"({"phase": "storm", "turn": 2,
      "atreides": {"hand": ["shield"], "traitors": ["Feyd-Rautha"]}, "fremen": {"hand": [], "traitors": ["Piter de Vries"]},
      "harkonnen": {"hand": [], "traitors": ["Stilgar", "Chani", "Otheym", "Shadout Mapes"]},
      "treachery_deck": ["lasgun", "karama", "shield"], "treachery_discard": ["baliset", "hajr"],
      "spice_deck": ["the_great_flat", "shai_hulud", "south_mesa"], "spice_discard": ["cielago_south"],
      "spice_discard_b": ["broken_land"], "traitor_deck": ["Duncan Idaho"], "storm_card": 4})"));
  auto top = [](const std::vector<CardId>& v, std::size_t i) { return card_info(v[v.size() - 1 - i]).key; };
  ASSERT_GE(g.treacheryDeck.size(), 3u);
  EXPECT_EQ(top(g.treacheryDeck, 0), "lasgun");
  EXPECT_EQ(top(g.treacheryDeck, 1), "karama");
  EXPECT_EQ(top(g.treacheryDeck, 2), "shield");  // the other Shield: one is in the Atreides hand
  EXPECT_NE(g.treacheryDeck.back(), g.player(F::Atreides).hand[0].card);
  ASSERT_EQ(g.treacheryDiscard.size(), 2u);
  EXPECT_EQ(card_info(g.treacheryDiscard.back()).key, "baliset");
  // Every treachery card is in exactly one place.
  std::vector<int> count(kBaseTreacheryCards, 0);  // a base game: the base set only
  for (CardId c : g.treacheryDeck) ++count[static_cast<std::size_t>(c)];
  for (CardId c : g.treacheryDiscard) ++count[static_cast<std::size_t>(c)];
  for (const Player& p : g.players)
    for (const HeldCard& h : p.hand) ++count[static_cast<std::size_t>(h.card)];
  for (int n : count) EXPECT_EQ(n, 1);
  // Spice: deck top first, piles A and B, 21 cards in all.
  EXPECT_EQ(territory(spice_card_territory(g.spiceDeck.back())).key, "the_great_flat");
  EXPECT_TRUE(is_shai_hulud(g.spiceDeck[g.spiceDeck.size() - 2]));
  EXPECT_EQ(territory(spice_card_territory(g.spiceDeck[g.spiceDeck.size() - 3])).key, "south_mesa");
  ASSERT_EQ(g.spiceDiscard.size(), 1u);
  EXPECT_EQ(territory(spice_card_territory(g.spiceDiscard.back())).key, "cielago_south");
  ASSERT_EQ(g.spiceDiscardB.size(), 1u);
  EXPECT_EQ(g.spiceDeck.size() + 2,
            static_cast<std::size_t>(kSpiceCards - 2 - kDiscoveryCards));  // no Sandtrout,
  // Great Maker nor Discovery cards (their variants)
  EXPECT_EQ(g.traitorDeck.back(), leader_by_name("Duncan Idaho"));
  EXPECT_EQ(g.fremen.stormCard, 4);
}

TEST(GameFilePosition, PileMistakesAreRefused) {
  refused(file("basic", R"("atreides","fremen")",
               R"({"atreides": {"hand": [0]}, "fremen": {"hand": []}, "treachery_deck": [0]})"),
          "already in a hand");
  refused(
      file("basic", R"("atreides","fremen")",
           R"({"atreides": {"hand": []}, "fremen": {"hand": []}, "treachery_deck": ["lasgun", "lasgun"]})"),
      "more Lasgun");
  refused(file("basic", R"("atreides","fremen")", R"({"spice_discard_b": []})"), "Advanced");
  refused(file("basic", R"("atreides","fremen")", R"({"storm_card": 3})"), "Advanced");
  refused(file("basic", R"("atreides","fremen")",
               R"({"atreides": {"traitors": ["Stilgar"]}, "traitor_deck": ["Stilgar"]})"),
          "holds or set aside");
}

// docs/GAME_FILES.md: a hand the position leaves unstated is dealt at random, and the stated piles
// win over that deal. Before, a stated deck naming the one copy of a card the random deal had put in an
// unstated hand was refused, so the same game file loaded or not by the server's seed (seen in CI: an
// e2e scenario stating Crysknife in the deck, with the Tleilaxu hand unstated).
TEST(GameFilePosition, AStatedPileTakesACardFromAnUnstatedHandWhichIsDealtAnother) {
  auto with_seed = [](int seed, const std::string& deck) {
    std::string text = file("advanced", R"("atreides","harkonnen")",
                            R"({"phase": "storm", "turn": 2, "atreides": {"hand": []})" + deck + "}");
    text.replace(text.find("\"seed\": 21"), 10, "\"seed\": " + std::to_string(seed));
    return started(text);
  };
  int exercised = 0;
  for (int seed = 1; seed <= 8; ++seed) {
    const Game dealt = with_seed(seed, "");
    ASSERT_FALSE(dealt.player(F::Harkonnen).hand.empty());
    const CardId c = dealt.player(F::Harkonnen).hand[0].card;
    int copies = 0;
    for (CardId d = 0; d < kBaseTreacheryCards; ++d) copies += card_info(d).key == card_info(c).key;
    if (copies != 1) continue;  // another copy would be free for the deck
    ++exercised;
    const Game g = with_seed(seed, R"(, "treachery_deck": [")" + std::string(card_info(c).key) + R"("])");
    ASSERT_FALSE(g.treacheryDeck.empty());
    EXPECT_EQ(g.treacheryDeck.back(), c) << "seed " << seed;
    EXPECT_EQ(g.player(F::Harkonnen).hand.size(), dealt.player(F::Harkonnen).hand.size());
    for (const HeldCard& h : g.player(F::Harkonnen).hand) EXPECT_NE(h.card, c) << "seed " << seed;
    std::vector<int> count(kBaseTreacheryCards, 0);
    for (CardId d : g.treacheryDeck) ++count[static_cast<std::size_t>(d)];
    for (CardId d : g.treacheryDiscard) ++count[static_cast<std::size_t>(d)];
    for (const Player& p : g.players)
      for (const HeldCard& h : p.hand) ++count[static_cast<std::size_t>(h.card)];
    for (int n : count) EXPECT_EQ(n, 1) << "seed " << seed;
  }
  EXPECT_GT(exercised, 0);
}

// --- traitor cards and Face Dancers: each card in exactly one place ---------------------------------

// Ixians & Tleilaxu p.6: the Tleilaxu Face Dancers are traitor cards dealt at setup, after the other
// factions' traitors. A position's stated traitors (and stated traitor deck) are laid out after that
// draw, so a stated card could also be a Face Dancer: the same card held twice (docs/GAME_FILES.md
// promises every card stays in one place). Seen at seeds 5 and 8 with `dune view`.
std::string tleilaxu_file(std::uint64_t seed, const std::string& position) {
  return R"({"format": "dune-game", "setup": {"ruleset": "advanced", "factions": ["atreides", "harkonnen",
      "fremen", "emperor", "ixian", "tleilaxu"], "seed": )" +
         std::to_string(seed) + R"(, "random_seating": false}, "position": )" + position + "}";
}

std::vector<LeaderId> stated_cards(const Game& g) {
  std::vector<LeaderId> all;
  for (Faction f : {F::Atreides, F::Harkonnen, F::Fremen, F::Emperor, F::Ixian})
    all.insert(all.end(), g.player(f).traitorDraw.begin(), g.player(f).traitorDraw.end());
  return all;
}

void expect_one_place(const Game& g, std::uint64_t seed) {
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "") << "seed " << seed;
  EXPECT_EQ(g.tleilaxu.faceDancers.size(), 3u) << "seed " << seed;
  const std::vector<LeaderId> held = stated_cards(g);
  for (LeaderId l : g.tleilaxu.faceDancers) {
    EXPECT_EQ(std::count(held.begin(), held.end(), l), 0) << "seed " << seed << ": " << leader_name(l);
    EXPECT_EQ(std::count(g.traitorDeck.begin(), g.traitorDeck.end(), l), 0)
        << "seed " << seed << ": " << leader_name(l);
  }
}

TEST(GameFilePosition, StatedTraitorsAreNeverAlsoFaceDancers) {
  const std::string position = R"({"phase": "storm", "turn": 2,
      "atreides": {"traitors": ["Feyd-Rautha"]}, "fremen": {"traitors": ["Piter de Vries"]},
      "emperor": {"traitors": ["Kailea Vernius"]}, "ixian": {"traitors": ["Stilgar"]},
      "harkonnen": {"traitors": ["Duncan Idaho", "Chani", "Bashar", "Tessia Vernius"]}})";
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    Game g = started(tleilaxu_file(seed, position));
    expect_one_place(g, seed);
    EXPECT_EQ(g.player(F::Emperor).traitors, std::vector<LeaderId>{leader_by_name("Kailea Vernius")});
  }
}

// Only some factions stated: the others keep a drawn card that no stated list names.
TEST(GameFilePosition, PartlyStatedTraitorsAreNeverAlsoFaceDancers) {
  const std::string position = R"({"phase": "storm", "turn": 2,
      "harkonnen": {"traitors": ["Duncan Idaho", "Chani", "Bashar", "Kailea Vernius"]}})";
  for (std::uint64_t seed = 1; seed <= 16; ++seed)
    expect_one_place(started(tleilaxu_file(seed, position)), seed);
}

// A stated traitor deck that names a Face Dancer takes the card; the Face Dancer is redealt from the
// cards the position leaves unstated.
TEST(GameFilePosition, AStatedTraitorDeckNeverHoldsAFaceDancer) {
  const std::string position = R"({"phase": "storm", "turn": 2,
      "atreides": {"traitors": ["Feyd-Rautha"]}, "fremen": {"traitors": ["Piter de Vries"]},
      "emperor": {"traitors": ["Kailea Vernius"]}, "ixian": {"traitors": ["Stilgar"]},
      "harkonnen": {"traitors": ["Duncan Idaho", "Chani", "Bashar", "Tessia Vernius"]},
      "traitor_deck": ["Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Otheym", "Jamis", "Caid",
                       "Burseg", "Dominic Vernius", "Zoal", "Blin", "Wykk", "Master Zaaf"]})";
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    Game g = started(tleilaxu_file(seed, position));
    expect_one_place(g, seed);
    ASSERT_GE(g.traitorDeck.size(), 12u);
    EXPECT_EQ(g.traitorDeck.back(), leader_by_name("Thufir Hawat")) << "seed " << seed;
    EXPECT_EQ(g.traitorDeck[g.traitorDeck.size() - 12], leader_by_name("Master Zaaf")) << "seed " << seed;
  }
}

// A card stated in two places is refused with a sentence naming it; the Tleilaxu hold no traitor cards
// (Ixians & Tleilaxu p.6: their Face Dancers take the place of traitors).
TEST(GameFilePosition, ATraitorCardStatedTwiceIsRefused) {
  auto f = [](const std::string& position) { return tleilaxu_file(5, position); };
  refused(f(R"({"atreides": {"traitors": ["Chani"]}, "fremen": {"traitors": ["Chani"]}})"),
          "the traitor card Chani to two factions");
  refused(f(R"({"harkonnen": {"traitors": ["Chani", "Chani"]}})"), "lists Chani twice");
  refused(f(R"({"atreides": {"traitors": ["Chani"]}, "traitor_deck": ["Chani"]})"),
          "traitor_deck lists Chani, whose traitor card a player holds");
  refused(f(R"({"atreides": {"traitors": ["Feyd-Rautha"]}, "fremen": {"traitors": ["Piter de Vries"]},
      "emperor": {"traitors": ["Kailea Vernius"]}, "ixian": {"traitors": ["Stilgar"]},
      "harkonnen": {"traitors": ["Duncan Idaho", "Chani", "Bashar", "Tessia Vernius"]},
      "traitor_deck": ["Jamis", "Jamis"]})"),
          "traitor_deck lists Jamis twice");
  refused(f(R"({"tleilaxu": {"traitors": ["Chani"]}})"), "the Tleilaxu hold no traitor cards");
}

// The Face Dancers can be stated (docs/GAME_FILES.md, the Tleilaxu's `face_dancers`): the Tleilaxu
// hold exactly those, no other faction draws or keeps them, and the deck holds none of them.
TEST(GameFilePosition, StatedFaceDancersAreTheTleilaxusAlone) {
  const std::vector<LeaderId> stated{leader_by_name("Duncan Idaho"), leader_by_name("Chani"),
                                     leader_by_name("Kailea Vernius")};
  for (const std::string& others : {std::string(), std::string(R"(, "atreides": {"traitors": ["Feyd-Rautha"]},
          "harkonnen": {"traitors": ["Stilgar", "Bashar", "Jamis", "Otheym"]})")}) {
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      Game g = started(tleilaxu_file(seed, R"({"phase": "storm", "turn": 2,
          "tleilaxu": {"face_dancers": ["Duncan Idaho", "Chani", "Kailea Vernius"]})" +
                                               others + "}"));
      EXPECT_EQ(g.tleilaxu.faceDancers, stated) << "seed " << seed;
      expect_one_place(g, seed);
    }
  }
  // With a stated traitor deck below them: the deck keeps its stated top.
  Game g = started(tleilaxu_file(3, R"({"phase": "storm", "turn": 2,
      "tleilaxu": {"face_dancers": ["Duncan Idaho", "Chani", "Kailea Vernius"]},
      "atreides": {"traitors": ["Feyd-Rautha"]}, "fremen": {"traitors": ["Piter de Vries"]},
      "emperor": {"traitors": ["Tessia Vernius"]}, "ixian": {"traitors": ["Stilgar"]},
      "harkonnen": {"traitors": ["Gurney Halleck", "Jamis", "Bashar", "Otheym"]},
      "traitor_deck": ["Thufir Hawat", "Zoal"]})"));
  EXPECT_EQ(g.tleilaxu.faceDancers, stated);
  EXPECT_EQ(g.traitorDeck.back(), leader_by_name("Thufir Hawat"));
  expect_one_place(g, 3);
}

TEST(GameFilePosition, StatedFaceDancerMistakesAreRefused) {
  auto f = [](const std::string& position) { return tleilaxu_file(5, position); };
  refused(f(R"({"atreides": {"face_dancers": ["Chani", "Jamis", "Zoal"]}})"),
          "only the Tleilaxu have Face Dancers");
  refused(f(R"({"tleilaxu": {"face_dancers": ["Chani", "Chani", "Zoal"]}})"), "lists Chani twice");
  refused(f(R"({"tleilaxu": {"face_dancers": ["Chani", "Zoal"]}})"), "must list three Face Dancers");
  refused(
      f(R"({"tleilaxu": {"face_dancers": ["Chani", "Jamis", "Zoal"]}, "fremen": {"traitors": ["Jamis"]}})"),
      "the traitor card Jamis to fremen and makes it a Face Dancer");
  refused(f(R"({"tleilaxu": {"face_dancers": ["Chani", "Jamis", "Zoal"]},
      "atreides": {"traitors": ["Feyd-Rautha"]}, "fremen": {"traitors": ["Piter de Vries"]},
      "emperor": {"traitors": ["Kailea Vernius"]}, "ixian": {"traitors": ["Stilgar"]},
      "harkonnen": {"traitors": ["Duncan Idaho", "Otheym", "Bashar", "Tessia Vernius"]},
      "traitor_deck": ["Zoal"]})"),
          "traitor_deck lists Zoal, whose traitor card it makes a Face Dancer");
}

// --- state only play reaches
// -----------------------------------------------------------------------------------

TEST(GameFilePosition, StatesWhatOnlyPlayReached) {
  // A battle in the Great Flat keeps the game in the Battle phase (leaders_fought lasts the turn).
  Game g = started(file("advanced", R"("atreides","emperor","harkonnen")", R"({"turn": 5, "phase": "battle",
      "storm_sector": 0,
      "forces": [{"faction": "atreides", "territory": "the_great_flat", "count": 5},
                 {"faction": "harkonnen", "territory": "the_great_flat", "count": 5}],
      "atreides": {"ally": "emperor", "allied_since_turn": 3, "leaders_in_tanks": ["Duncan Idaho"],
                   "leaders_face_down": ["Duncan Idaho"], "leaders_fought": [{"leader": "Thufir Hawat", "territory": "arrakeen"}]},
      "emperor": {"karama_power_used": true},
      "harkonnen": {"captured_leaders": ["Bashar"]},
      "atreides_battle_losses": 8, "kwisatz_in_tanks": false})"));
  EXPECT_EQ(g.player(F::Atreides).alliedSinceTurn, 3);
  EXPECT_EQ(g.player(F::Emperor).alliedSinceTurn, 3);
  EXPECT_TRUE(g.player(F::Emperor).karamaPowerUsed);
  const LeaderState& duncan =
      g.player(F::Atreides).leaders[static_cast<std::size_t>(leader_by_name("Duncan Idaho") % 5)];
  EXPECT_TRUE(duncan.faceDown);
  EXPECT_EQ(duncan.where, LeaderWhere::Tanks);
  EXPECT_EQ(
      g.player(F::Atreides).leaders[static_cast<std::size_t>(leader_by_name("Thufir Hawat") % 5)].foughtIn,
      territory_by_key("arrakeen"));
  EXPECT_EQ(g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_by_name("Bashar") % 5)].capturedBy,
            index(F::Harkonnen));
  ASSERT_EQ(g.phase, Phase::Battle);
  EXPECT_EQ(g.turn, 5);
  EXPECT_EQ(g.atreides.battleLosses, 8);
  EXPECT_FALSE(g.atreides.kwisatzInTanks);
}

TEST(GameFilePosition, StatedStateIsValidated) {
  refused(file("basic", R"("atreides","emperor")", R"({"atreides": {"allied_since_turn": 2}})"), "no ally");
  refused(file("basic", R"("atreides","emperor")", R"({"emperor": {"karama_power_used": true}})"),
          "Advanced");
  refused(
      file("advanced", R"("atreides","emperor")", R"({"atreides": {"leaders_face_down": ["Duncan Idaho"]}})"),
      "not in the Tanks");
  refused(
      file("advanced", R"("atreides","emperor")", R"({"emperor": {"captured_leaders": ["Duncan Idaho"]}})"),
      "only the Harkonnen");
  refused(
      file("basic", R"("atreides","harkonnen")", R"({"harkonnen": {"captured_leaders": ["Duncan Idaho"]}})"),
      "Advanced");
  refused(file("basic", R"("atreides","emperor")", R"({"atreides_battle_losses": 7})"), "Advanced");
}

// --- replay: a refusal with the state before it, and the whole log
// ----------------------------------------------

TEST(GameFilePosition, ReplayStopsAtARefusalWithTheStateBeforeIt) {
  const std::string text =
      file("basic", R"("atreides","harkonnen")", R"({"phase": "ship_move", "turn": 2, "storm_sector": 0})",
           R"([{"seat": "atreides", "action": {"type": "ship", "to": "arrakeen", "forces": 1}},
                                    {"seat": "atreides", "action": {"type": "ship", "to": "arrakeen", "forces": 1}}])");
  auto f = parse_game_file(text);
  ASSERT_TRUE(f.ok());
  auto r = replay_all(f.value());
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE(r.value().refusal.has_value());
  EXPECT_EQ(r.value().refusal->code, Err::ShipmentMade);
  EXPECT_EQ(r.value().applied, 1u);
  ASSERT_TRUE(r.value().refused.has_value());
  EXPECT_EQ(r.value().refused->first, F::Atreides);
  // The state is the one after the first (accepted) action: replaying only it gives the same game.
  GameFile first = f.value();
  first.actions.resize(1);
  auto one = replay(first);
  ASSERT_TRUE(one.ok());
  EXPECT_TRUE(one.value() == r.value().game);
  // The whole log: the stated-position line and the shipment, not only the last action's lines.
  auto lines = log_lines_for(r.value().log, std::nullopt);
  ASSERT_GE(lines.size(), 2u);
  bool stated = false, shipped = false;
  for (const auto& l : lines) {
    stated |= l.find("stated position") != std::string::npos;
    shipped |= l.find("Atreides ship") != std::string::npos;
  }
  EXPECT_TRUE(stated);
  EXPECT_TRUE(shipped);
}

// start_game checks every invariant of the game it built from a stated position, once, and refuses
// an inconsistent one with the invariant's sentence (docs/GAME_FILES.md). The laying-out code
// already refuses every inconsistency a file can state, so the guard is shown on its own: a stated
// game that passes, and the same game with one traitor card in two places (the bug that once slipped
// through), refused with the sentence. The spice ledger counts from the stated spice.
TEST(GameFilePosition, TheGuardRefusesAnInconsistentStatedPosition) {
  Game g =
      started(file("advanced", R"("atreides","harkonnen","fremen")",
                   R"({"turn": 3, "phase": "spice_blow", "atreides": {"spice": 17}, "harkonnen": {"spice": 2},
                            "spice_on_board": [{"territory": "the_great_flat", "amount": 9}]})"));
  // The stated spice is the ledger's base (the bank paid nothing before the position); entering the
  // Spice Blow, the bank's spice on the board and CHOAM Charity are counted by g.bankOut.
  EXPECT_EQ(stated_position_refusal(g, spice_on_table(g) - g.bankOut), "");
  Game spiceLost = g;
  spiceLost.player(F::Atreides).spice -= 3;  // spice vanishing after the position is a breach
  EXPECT_EQ(stated_position_refusal(spiceLost, spice_on_table(g) - g.bankOut)
                .rfind("The stated position is not consistent: Spice not conserved", 0),
            0u);
  Game twice = g;
  const LeaderId l = twice.player(F::Atreides).traitorDraw.front();
  twice.player(F::Harkonnen).traitorDraw.push_back(l);
  EXPECT_EQ(stated_position_refusal(twice, spice_on_table(g) - g.bankOut),
            "The stated position is not consistent: Traitor card " + std::string(leader_name(l)) +
                " is in 2 places.");
}

}  // namespace
}  // namespace dune
