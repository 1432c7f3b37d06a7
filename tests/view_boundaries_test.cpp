// Source boundaries in the view (engine/view/boundaries.cpp; issue 2, /work/shared/seeds/
// ALLIED_TRANSIT_RULES.md: "the engine displays that boundary when the two opportunities overlap").
// For each covered registry entry with status Boundary: one scenario in which it appears in the
// right viewer's view, and a nearby one in which it does not. Then: every id of the table is a
// Boundary entry of the registry; a boundary shown to a seat does not change when other seats'
// secrets change (hands, traitors, the prediction, sealed plans and dials, deck orders, the
// Fremen storm card), over random Basic and Advanced games.
//
// Seating is fixed ("random_seating": false): with six factions the player circles are Atreides 1,
// Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/boundary_words.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/view/boundaries.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// A six-faction position (tests/support/positions.hpp, seed 5).
Game six(const std::string& ruleset, const std::string& phase, const std::string& fields = "{}",
         int storm = 0, int turn = 3) {
  return six_factions(ruleset, phase, fields, storm, turn, 5);
}

// A two-faction position (seated in the order given).
Game two(const std::string& ruleset, const std::string& factions, const std::string& position) {
  return scenario(R"({"setup": {"ruleset": ")" + ruleset + R"(", "factions": [)" + factions +
                  R"(], "seed": 11, "random_seating": false}, "position": )" + position + "}");
}

std::optional<Faction> spectator() { return std::nullopt; }

bool shows(const Game& g, std::optional<Faction> seat, std::string_view id) {
  View w = view(g, seat ? Viewer::of(*seat) : Viewer::spectator());
  return std::any_of(w.boundaries.begin(), w.boundaries.end(),
                     [&](const SourceBoundary& b) { return b.rule == id; });
}

void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }

void pass_until(Game& g, Faction f, DecisionKind k) { pass_until_decision(g, f, k); }

// --- spice deck helpers (back() is the top) ------------------------------------------------------

SpiceCardId card_of(std::string_view territoryKey) { return spice_card_of(territoryKey); }
SpiceCardId first_worm() { return shai_hulud(0); }
// Discard pile A becomes exactly `a` (last = topmost), B empty; the deck's next cards are `top`.
void stack(Game& g, std::initializer_list<SpiceCardId> a, std::initializer_list<SpiceCardId> top) {
  set_spice_piles(g, a, {});
  stack_spice_deck(g, top);
}

// --- the table ---------------------------------------------------------------------------------------

// Every row names a registry entry with status Boundary, once.
TEST(ViewBoundaries, EveryTableIdIsARegistryBoundary) {
  auto ids = boundary_table_ids();
  ASSERT_FALSE(ids.empty());
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const RuleEntry* e = find_rule(ids[i]);
    ASSERT_NE(e, nullptr) << ids[i];
    EXPECT_EQ(e->status, RuleStatus::Boundary) << ids[i];
    EXPECT_EQ(std::count(ids.begin(), ids.end(), ids[i]), 1) << ids[i];
  }
}

// The message is the boundary's wording for players (engine/core/boundary_words.cpp, issue 39; the registry's
// text stays the developer's); a fresh game at setup shows nothing to a spectator.
TEST(ViewBoundaries, MessageIsThePlayersWording) {
  Game g = six("basic", "bidding", R"({"atreides": {"spice": 10, "hand": ["karama"]}})");
  View w = view(g, Viewer::of(F::Atreides));
  auto it = std::find_if(w.boundaries.begin(), w.boundaries.end(),
                         [](const SourceBoundary& b) { return b.rule == "boundary.karama_timing"; });
  ASSERT_NE(it, w.boundaries.end());
  EXPECT_EQ(it->message, boundary_words("boundary.karama_timing"));
  EXPECT_NE(it->message, find_rule("boundary.karama_timing")->text);
  SetupOptions o;
  o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 3;
  EXPECT_TRUE(view(new_game(o).value(), Viewer::spectator()).boundaries.empty());
}

// --- Shipment and Movement ---------------------------------------------------------------------------

constexpr const char* kAllyVisit =
    R"({"atreides": {"spice": 10, "hand": ["hajr"], "ally": "fremen"},
        "forces": [{"faction": "atreides", "territory": "funeral_plain", "count": 3},
                   {"faction": "atreides", "territory": "arrakeen", "count": 10},
                   {"faction": "fremen", "territory": "funeral_plain", "count": 4}]})";

// FAQ Nov 2020 p.2 (boundary.ally_visit_no_exit, alliance.no_exit): the group shipped into the
// ally's Funeral Plain (sector 14) cannot leave while the storm sits on it: the acting seat may end
// its turn, and every viewer is told why. With the storm elsewhere the group can leave: nothing shown.
TEST(ViewBoundaries, AllyVisitWithoutExit) {
  for (int storm : {14, 0}) {
    Game g = six("basic", "ship_move", kAllyVisit, storm);
    pass_until(g, F::Atreides, DecisionKind::Move);
    g.shipMove.allyVisit = loc("funeral_plain");  // the group arrived by this turn's shipment
    const bool stuck = storm == 14;
    for (auto seat :
         {std::optional<Faction>(F::Atreides), std::optional<Faction>(F::Harkonnen), spectator()}) {
      EXPECT_EQ(shows(g, seat, "boundary.ally_visit_no_exit"), stuck) << "storm " << storm;
      EXPECT_EQ(shows(g, seat, "alliance.no_exit"), stuck) << "storm " << storm;
    }
    if (stuck) pass(g, F::Atreides);  // ending the turn is legal, as the boundary says
  }
}

// FAQ Nov 2020 p.2 (alliance.split_moves): after Hajr, before the first move, the allied mover is
// told that no single move may end on the ally. Not before Hajr, not to others.
TEST(ViewBoundaries, HajrWithAnAlly) {
  Game g = six("basic", "ship_move", kAllyVisit);
  pass_until(g, F::Atreides, DecisionKind::Move);
  EXPECT_FALSE(shows(g, F::Atreides, "alliance.split_moves"));
  act(g, F::Atreides, R"({"type":"play_hajr"})");
  EXPECT_TRUE(shows(g, F::Atreides, "alliance.split_moves"));
  EXPECT_FALSE(shows(g, F::Fremen, "alliance.split_moves"));
  EXPECT_FALSE(shows(g, spectator(), "alliance.split_moves"));
}

// --- Battle ---------------------------------------------------------------------------------------------

std::string bg_vs_harkonnen(const std::string& harkonnenHand) {
  return R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "bene_gesserit":{"hand":[],"traitors":["Umman Kudu"]},
      "harkonnen":{"hand":)" +
         harkonnenHand + R"(,"traitors":["Alia"]}})";
}

// GF9 pp.10,18 (boundary.voice_forbids_last_hero, boundary.cheap_hero_forced): the Harkonnen, with
// no leader left, hold a Cheap Hero. The Voice forbidding it: the first boundary; another Voice:
// the second. With a leader left: neither. Only the Harkonnen (whose hand it is) are told.
TEST(ViewBoundaries, CheapHeroWithoutLeader) {
  for (const char* command : {"cheap_hero", "poison_weapon"}) {
    for (bool leaders : {false, true}) {
      Game g = two("basic", R"("bene_gesserit","harkonnen")", bg_vs_harkonnen(R"(["cheap_hero","chaumas"])"));
      if (!leaders)
        for (auto& l : g.leaders(F::Harkonnen)) l.where = LeaderWhere::Tanks;
      act(g, F::BeneGesserit, std::string(R"({"type":"voice","command":")") + command + R"(","must":false})");
      ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
      const bool forbids = std::string(command) == "cheap_hero";
      EXPECT_EQ(shows(g, F::Harkonnen, "boundary.voice_forbids_last_hero"), !leaders && forbids) << command;
      EXPECT_EQ(shows(g, F::Harkonnen, "boundary.cheap_hero_forced"), !leaders && !forbids) << command;
      EXPECT_FALSE(shows(g, F::BeneGesserit, "boundary.voice_forbids_last_hero"));
      EXPECT_FALSE(shows(g, F::BeneGesserit, "boundary.cheap_hero_forced"));
      EXPECT_FALSE(shows(g, spectator(), "boundary.cheap_hero_forced"));
    }
  }
}

// Emperor (circle 1) against Harkonnen in The Great Flat; the Emperor hold Umman Kudu as traitor.
std::string duel(const std::string& emperorHand, const std::string& harkonnenHand, int emperorElite = 0) {
  return R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8,"special":)" +
         std::to_string(emperorElite) + R"(},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":)" +
         emperorHand + R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"tanks":0,"hand":)" +
         harkonnenHand + R"(,"traitors":["Bashar"]}})";
}

// Both plans in: the Emperor's Caid with `emperorWeapon`, the Harkonnen's `harkonnenLeader` with a Shield.
void plans(Game& g, const std::string& emperorWeapon, const std::string& harkonnenLeader, int spice = 0) {
  const std::string sp = spice ? R"(,"spice":)" + std::to_string(spice) : std::string();
  act(g, F::Emperor,
      R"({"type":"battle_plan","leader":"Caid","dial":2)" +
          (emperorWeapon.empty() ? std::string() : R"(,"weapon":")" + emperorWeapon + "\"") + sp + "}");
  act(g, F::Harkonnen,
      R"({"type":"battle_plan","leader":")" + harkonnenLeader + R"(","dial":2,"defense":"shield")" + sp +
          "}");
  ASSERT_EQ(g.battle.step, BattleStep::Traitors);
}

// Landsraad rules 1.07.06 (boundary.traitor_lasgun): Lasgun and Shield are revealed and the
// Emperor may call Umman Kudu traitor: the Emperor (who holds that traitor) is told; the
// Harkonnen (whose traitor is not in this battle) are not. Without the Lasgun: nobody.
TEST(ViewBoundaries, TraitorOnALasgunShieldExplosion) {
  for (bool lasgun : {true, false}) {
    Game g = two("basic", R"("emperor","harkonnen")", duel(R"(["lasgun"])", R"(["shield"])"));
    plans(g, lasgun ? "lasgun" : "", "Umman Kudu");
    EXPECT_EQ(shows(g, F::Emperor, "boundary.traitor_lasgun"), lasgun);
    EXPECT_FALSE(shows(g, F::Harkonnen, "boundary.traitor_lasgun"));
    EXPECT_FALSE(shows(g, spectator(), "boundary.traitor_lasgun"));
  }
}

// GF9 p.13 (adv.spice_dialing.no_winner): an explosion with spice dialed is shown to all (the plans
// are revealed); with no spice dialed, or in Basic, not.
TEST(ViewBoundaries, ExplosionWithDialedSpice) {
  for (int spice : {1, 0}) {
    Game g = two("advanced", R"("emperor","harkonnen")", duel(R"(["lasgun"])", R"(["shield"])"));
    plans(g, "lasgun", "Feyd-Rautha", spice);
    EXPECT_EQ(shows(g, spectator(), "adv.spice_dialing.no_winner"), spice > 0);
    EXPECT_EQ(shows(g, F::Harkonnen, "adv.spice_dialing.no_winner"), spice > 0);
  }
  Game b = two("basic", R"("emperor","harkonnen")", duel(R"(["lasgun"])", R"(["shield"])"));
  plans(b, "lasgun", "Feyd-Rautha");
  EXPECT_FALSE(shows(b, spectator(), "adv.spice_dialing.no_winner"));
}

// GF9 pp.16,19 (adv.spice_dialing.elite_choice): the Emperor commit a plan with Sardaukar in the
// battle: told; without Sardaukar there, not; the Harkonnen never.
TEST(ViewBoundaries, EliteForcesInThePlan) {
  for (int elite : {2, 0}) {
    Game g = two("advanced", R"("emperor","harkonnen")", duel("[]", "[]", elite));
    ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::BattlePlan));
    EXPECT_EQ(shows(g, F::Emperor, "adv.spice_dialing.elite_choice"), elite > 0);
    EXPECT_FALSE(shows(g, F::Harkonnen, "adv.spice_dialing.elite_choice"));
  }
}

// GF9 p.17 (adv.harkonnen.capture_traitor): the Harkonnen field a captive Emperor leader (Burseg);
// once the plans are revealed everyone is told. Fielding their own leader: not.
TEST(ViewBoundaries, CaptiveLeaderFielded) {
  for (bool captive : {true, false}) {
    Game g = two("advanced", R"("emperor","harkonnen")", duel("[]", R"(["shield"])"));
    LeaderId burseg = leader_by_name("Burseg");
    g.player(F::Emperor).leaders[static_cast<std::size_t>(leader_slot(burseg))].capturedBy =
        static_cast<std::int8_t>(index(F::Harkonnen));
    plans(g, "", captive ? "Burseg" : "Feyd-Rautha");
    EXPECT_EQ(shows(g, spectator(), "adv.harkonnen.capture_traitor"), captive);
  }
}

// Advanced, Atreides sheet (adv.karama.atreides_timing): at the prescience window the Atreides
// holding a Karama with their power unused are told; without a Karama, not.
TEST(ViewBoundaries, AtreidesKaramaAtPrescience) {
  for (bool karama : {true, false}) {
    Game g = two("advanced", R"("atreides","harkonnen")",
                 std::string(R"({"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":6},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"spice":10,"hand":)") +
                     (karama ? R"(["karama"])" : "[]") +
                     R"(,"traitors":["Umman Kudu"]},
      "harkonnen":{"spice":10,"hand":[],"traitors":["Gurney Halleck"]}})");
    ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Prescience));
    EXPECT_EQ(shows(g, F::Atreides, "adv.karama.atreides_timing"), karama);
    EXPECT_FALSE(shows(g, F::Harkonnen, "adv.karama.atreides_timing"));
  }
}

// --- Storm ------------------------------------------------------------------------------------------------

// Landsraad rules 3.01 (boundary.weather_timing) and, in the Advanced game with the Fremen storm
// deck, GF9 pp.16,19 (boundary.weather_storm_card): the holder of Weather Control in the window
// is told; the other seats (asked too, so as not to reveal the holder) are not.
TEST(ViewBoundaries, WeatherControlWindow) {
  for (const char* ruleset : {"basic", "advanced"}) {
    Game g = six(ruleset, "storm", R"({"atreides": {"spice": 10, "hand": ["weather_control"]}})", 0, 2);
    ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::WeatherControl)) << ruleset;
    ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::WeatherControl)) << ruleset;
    const bool adv = std::string(ruleset) == "advanced";
    EXPECT_EQ(shows(g, F::Atreides, "boundary.weather_timing"), !adv) << ruleset;
    EXPECT_EQ(shows(g, F::Atreides, "boundary.weather_storm_card"), adv) << ruleset;
    for (auto other : {std::optional<Faction>(F::Harkonnen), spectator()}) {
      EXPECT_FALSE(shows(g, other, "boundary.weather_timing")) << ruleset;
      EXPECT_FALSE(shows(g, other, "boundary.weather_storm_card")) << ruleset;
    }
  }
}

// Landsraad rules 3.01 (boundary.atomics_storm): the holder of Family Atomics near the Shield Wall
// is told in the atomics window; another seat asked there is not.
TEST(ViewBoundaries, FamilyAtomicsWindow) {
  Game g = six("basic", "storm",
               R"({"atreides": {"spice": 10, "hand": ["family_atomics"]},
                   "forces": [{"faction": "atreides", "territory": "shield_wall", "sector": 7, "count": 3},
                              {"faction": "harkonnen", "territory": "shield_wall", "sector": 8, "count": 3}]})",
               0, 2);
  EXPECT_FALSE(
      shows(g, F::Atreides, "boundary.atomics_storm"));  // the Weather Control window and dials first
  for (int guard = 0; guard < 20 && !has_pending(g, F::Atreides, DecisionKind::FamilyAtomics); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    if (ds.front().kind == DecisionKind::StormDial)
      act(g, ds.front().seat, R"({"type":"storm_dial","dial":1})");
    else
      pass(g, ds.front().seat);
  }
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::FamilyAtomics));
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::FamilyAtomics));
  EXPECT_TRUE(shows(g, F::Atreides, "boundary.atomics_storm"));
  EXPECT_FALSE(shows(g, F::Harkonnen, "boundary.atomics_storm"));
  EXPECT_FALSE(shows(g, spectator(), "boundary.atomics_storm"));
}

// GF9 p.7 (boundary.storm_on_circle): the storm stands on the Atreides circle (sector 1): the
// Atreides, last in storm order, are told in the Bidding phase; the others and spectators are not;
// with the storm in sector 0, nobody.
TEST(ViewBoundaries, StormOnAPlayerCircle) {
  for (int storm : {1, 0}) {
    Game g = six("basic", "bidding", "{}", storm);
    ASSERT_EQ(g.phase, Phase::Bidding);
    EXPECT_EQ(shows(g, F::Atreides, "boundary.storm_on_circle"), storm == 1);
    EXPECT_FALSE(shows(g, F::Guild, "boundary.storm_on_circle"));
    EXPECT_FALSE(shows(g, spectator(), "boundary.storm_on_circle"));
  }
}

// --- Spice Blow --------------------------------------------------------------------------------------------

// GF9 p.8 (boundary.worm_no_territory): after a reshuffle the first card is Shai-Hulud: it
// devours nothing but the Nexus is called, and everyone is told. With a territory card under it: not.
TEST(ViewBoundaries, WormWithNoTerritoryCard) {
  for (bool reshuffled : {true, false}) {
    Game g = six("basic", "storm", "{}", 0);
    if (reshuffled)
      stack(g, {}, {first_worm(), card_of("red_chasm")});
    else
      stack(g, {card_of("south_mesa")}, {first_worm(), card_of("red_chasm")});
    begin_phase(g, Phase::SpiceBlow);
    ASSERT_EQ(g.phase, Phase::Nexus);
    EXPECT_EQ(shows(g, spectator(), "boundary.worm_no_territory"), reshuffled);
    EXPECT_EQ(shows(g, F::Fremen, "boundary.worm_no_territory"), reshuffled);
  }
}

// GF9 p.8 (boundary.blow_in_storm): Red Chasm's blow sector (6) is in storm: no spice, and in the
// CHOAM Charity that follows (the Atreides have no spice) everyone is told the card still counts
// for a later worm; from the Bidding on, no longer. Storm elsewhere: not shown.
TEST(ViewBoundaries, BlowInStorm) {
  for (int storm : {6, 0}) {
    Game g = six("basic", "storm", R"({"atreides": {"spice": 0, "hand": []}})", storm);
    stack(g, {card_of("south_mesa")}, {card_of("red_chasm")});
    begin_phase(g, Phase::SpiceBlow);
    ASSERT_EQ(g.spiceDiscard.back(), card_of("red_chasm"));
    ASSERT_EQ(g.phase, Phase::Charity);
    EXPECT_EQ(shows(g, spectator(), "boundary.blow_in_storm"), storm == 6);
    EXPECT_EQ(shows(g, F::Harkonnen, "boundary.blow_in_storm"), storm == 6);
    act(g, F::Atreides, R"({"type":"claim_charity"})");
    pass_charity(g);
    ASSERT_EQ(g.phase, Phase::Bidding);
    EXPECT_FALSE(shows(g, spectator(), "boundary.blow_in_storm"));
  }
}

// GF9 p.16 (boundary.fremen_sandworms_per_blow): the second Shai-Hulud of pile A waits for the
// Fremen: everyone is told how the worms of a double blow are counted. Before the blow: not.
TEST(ViewBoundaries, SecondWormOfABlow) {
  Game g = six("advanced", "storm",
               R"({"forces": [{"faction": "fremen", "territory": "the_great_flat", "count": 2}]})", 0, 2);
  EXPECT_FALSE(shows(g, spectator(), "boundary.fremen_sandworms_per_blow"));
  SpiceCardId w2 = kNoSpiceCard;
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (is_shai_hulud(c) && c != first_worm()) w2 = c;
  stack(g, {card_of("south_mesa")}, {first_worm(), w2, card_of("red_chasm"), card_of("cielago_north")});
  begin_phase(g, Phase::SpiceBlow);
  ASSERT_TRUE(g.wormToPlace);
  EXPECT_TRUE(shows(g, spectator(), "boundary.fremen_sandworms_per_blow"));
  EXPECT_TRUE(shows(g, F::Harkonnen, "boundary.fremen_sandworms_per_blow"));
}

// --- Game over
// ----------------------------------------------------------------------------------------------

// Fremen p.16, Guild p.19 (boundary.fremen_guild_default): at the end of the last turn the Fremen
// special condition holds (the Guild default too): everyone is told. With the Atreides in Tuek's
// Sietch the Guild win: not shown.
TEST(ViewBoundaries, FremenSpecialOverGuildDefault) {
  for (bool fremen : {true, false}) {
    Game g = six("basic", "mentat_pause",
                 fremen ? R"({"forces": [{"faction": "fremen", "territory": "habbanya_sietch", "count": 2}]})"
                        : R"({"forces": [{"faction": "fremen", "territory": "habbanya_sietch", "count": 2},
                                         {"faction": "atreides", "territory": "tueks_sietch", "count": 1},
                                         {"faction": "atreides", "territory": "arrakeen", "count": 9}]})",
                 0, 10);
    ASSERT_EQ(g.phase, Phase::GameOver);
    EXPECT_EQ(g.outcome.kind, fremen ? WinKind::FremenSpecial : WinKind::GuildSpecial);
    EXPECT_EQ(shows(g, spectator(), "boundary.fremen_guild_default"), fremen);
    EXPECT_EQ(shows(g, F::Guild, "boundary.fremen_guild_default"), fremen);
  }
}

// Revised Rulebook v2.3 (boundary.shared_win_replay): Advanced, no Fremen or Guild, the game ends
// with the Atreides and Harkonnen tied on one stronghold each: the win is shared and everyone is
// told. With the Atreides also in Sietch Tabr they win alone: not shown. Basic ties: not shown.
TEST(ViewBoundaries, SharedWinAtTheEnd) {
  for (const char* ruleset : {"advanced", "basic"}) {
    for (bool tie : {true, false}) {
      const std::string forces = tie ? R"([{"faction": "atreides", "territory": "arrakeen", "count": 10}])"
                                     : R"([{"faction": "atreides", "territory": "arrakeen", "count": 10},
                    {"faction": "atreides", "territory": "sietch_tabr", "count": 2}])";
      Game g = scenario(R"({"setup": {"ruleset": ")" + std::string(ruleset) +
                        R"(", "factions": ["atreides", "bene_gesserit", "emperor", "harkonnen"], "seed": 4,
                         "random_seating": false},
          "position": {"turn": 10, "phase": "mentat_pause", "storm_sector": 0, "forces": )" +
                        forces + "}}");
      ASSERT_EQ(g.phase, Phase::GameOver) << ruleset;
      const bool adv = std::string(ruleset) == "advanced";
      EXPECT_EQ(shows(g, spectator(), "boundary.shared_win_replay"), adv && tie) << ruleset << " tie " << tie;
    }
  }
}

// --- Cards and other decisions
// ---------------------------------------------------------------------------------

// FAQ Nov 2020 p.7 (boundary.karama_timing): the holder of a Karama is told; nobody else is.
TEST(ViewBoundaries, KaramaHeld) {
  Game g = six("basic", "revival", R"({"harkonnen": {"spice": 10, "hand": ["karama"]}})");
  EXPECT_TRUE(shows(g, F::Harkonnen, "boundary.karama_timing"));
  EXPECT_FALSE(shows(g, F::Atreides, "boundary.karama_timing"));
  EXPECT_FALSE(shows(g, spectator(), "boundary.karama_timing"));
}

// FAQ Nov 2020 p.7 (boundary.karama_bid_payment): the bidder whose turn it is, holding a Karama,
// is told how a Karama purchase pays; a Karama holder whose turn it is not is not.
TEST(ViewBoundaries, KaramaAtABid) {
  Game g = six(
      "basic", "bidding",
      R"({"atreides": {"spice": 10, "hand": ["karama"]}, "harkonnen": {"spice": 10, "hand": ["karama"]}})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Bid));
  ASSERT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::Bid));
  EXPECT_TRUE(shows(g, F::Atreides, "boundary.karama_bid_payment"));
  EXPECT_FALSE(shows(g, F::Harkonnen, "boundary.karama_bid_payment"));
}

// FAQ Nov 2020 p.8 (boundary.truthtrance_questions, card.truthtrance): the holder of a
// Truthtrance is told which questions the engine allows; nobody else is.
TEST(ViewBoundaries, TruthtranceHeld) {
  Game g = six("basic", "revival", R"({"emperor": {"spice": 10, "hand": ["truthtrance"]}})");
  for (const char* id : {"boundary.truthtrance_questions", "card.truthtrance"}) {
    EXPECT_TRUE(shows(g, F::Emperor, id));
    EXPECT_FALSE(shows(g, F::Guild, id));
    EXPECT_FALSE(shows(g, spectator(), id));
  }
}

// GF9 p.6 (boundary.own_traitor): a player that drew its own leader among its four traitor cards
// is told at its pick; the others (who did not) are not, and after the pick nobody is.
TEST(ViewBoundaries, OwnLeaderDrawnAsTraitor) {
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    SetupOptions o;
    o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
    o.seed = seed;
    Game g = new_game(o).value();
    act(g, F::BeneGesserit, R"({"type":"predict","faction":"fremen","turn":5})");  // then traitors are dealt
    auto drew_own = [&](Faction f) {
      for (LeaderId l : g.player(f).traitorDraw)
        if (leader_faction(l) == f) return true;
      return false;
    };
    std::optional<Faction> who, other;
    for (Faction f : o.factions) {
      if (f == F::Harkonnen) continue;  // the Harkonnen keep all four: no pick
      if (drew_own(f) && !who) who = f;
      if (!drew_own(f) && !other) other = f;
    }
    if (!who || !other) continue;
    ASSERT_TRUE(has_pending(g, *who, DecisionKind::PickTraitor));
    EXPECT_TRUE(shows(g, *who, "boundary.own_traitor"));
    EXPECT_FALSE(shows(g, *other, "boundary.own_traitor"));
    EXPECT_FALSE(shows(g, spectator(), "boundary.own_traitor"));
    Action pick{.kind = ActionKind::PickTraitor, .leader = g.player(*who).traitorDraw.front()};
    Status st = apply(g, *who, pick);
    ASSERT_TRUE(st.ok()) << faction_key(*who) << ": " << st.error().message;
    EXPECT_FALSE(shows(g, *who, "boundary.own_traitor"));
    return;
  }
  FAIL() << "no seed below 400 deals a faction its own leader";
}

// Landsraad rules 1.03.01 (boundary.choam_amount): a claimant with 1 spice is told charity tops it
// up to 2; a claimant with 0 (both readings give 2) is not.
TEST(ViewBoundaries, CharityFromOneSpice) {
  Game g = six("basic", "charity",
               R"({"atreides": {"spice": 1, "hand": []}, "harkonnen": {"spice": 0, "hand": []}})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Charity));
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Charity));
  EXPECT_TRUE(shows(g, F::Atreides, "boundary.choam_amount"));
  EXPECT_FALSE(shows(g, F::Harkonnen, "boundary.choam_amount"));
}

// GF9 p.12 (nexus.forming): a player that proposed (or formed or broke an alliance) in this Nexus
// and still acts in it is told the limits; before that, not.
TEST(ViewBoundaries, NexusAfterAProposal) {
  Game g = six("basic", "nexus");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Nexus));
  EXPECT_FALSE(shows(g, F::Atreides, "nexus.forming"));
  act(g, F::Atreides, R"({"type":"ally","faction":"harkonnen"})");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Nexus));
  EXPECT_TRUE(shows(g, F::Atreides, "nexus.forming"));
  EXPECT_FALSE(shows(g, F::Harkonnen, "nexus.forming"));
}

// --- Advanced Karama powers and faction sheets
// --------------------------------------------------------------------

// GF9 p.19 (adv.karama.emperor_limits): the Emperor with a Karama at their Revival decision are
// told; in Basic (no Karama power), not.
TEST(ViewBoundaries, EmperorKaramaRevival) {
  for (const char* ruleset : {"advanced", "basic"}) {
    Game g = six(ruleset, "revival", R"({"emperor": {"spice": 10, "hand": ["karama"], "tanks": 3}})");
    ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Revive)) << ruleset;
    EXPECT_EQ(shows(g, F::Emperor, "adv.karama.emperor_limits"), std::string(ruleset) == "advanced");
    EXPECT_FALSE(shows(g, F::Atreides, "adv.karama.emperor_limits"));
  }
}

// GF9 p.17 (adv.karama.harkonnen_timing): while the Harkonnen owe cards after taking a hand,
// everyone is told how the hand was taken; before, not.
TEST(ViewBoundaries, HarkonnenGiveBack) {
  Game g = six("advanced", "bidding",
               R"({"harkonnen": {"spice": 10, "hand": ["karama", "shield"]},
                   "atreides": {"spice": 10, "hand": ["lasgun", "chaumas"]}})");
  EXPECT_FALSE(shows(g, spectator(), "adv.karama.harkonnen_timing"));
  act(g, F::Harkonnen, R"({"type":"karama_take_hand","target":"atreides"})");
  ASSERT_GT(g.harkonnen.handSwapOwed, 0);
  EXPECT_TRUE(shows(g, spectator(), "adv.karama.harkonnen_timing"));
  EXPECT_TRUE(shows(g, F::Atreides, "adv.karama.harkonnen_timing"));
}

// Landsraad rules 1.14.03 (adv.karama.fremen_timing): the Fremen holding a Karama with their power
// unused are told, while the Spice Blow and Nexus phase waits for a decision, that this is their
// window; in Bidding, not.
TEST(ViewBoundaries, FremenKaramaWindow) {
  for (const char* phase : {"nexus", "bidding"}) {
    Game g = six("advanced", phase, R"({"fremen": {"spice": 10, "hand": ["karama"]}})");
    EXPECT_EQ(shows(g, F::Fremen, "adv.karama.fremen_timing"), std::string(phase) == "nexus") << phase;
    EXPECT_FALSE(shows(g, F::Guild, "adv.karama.fremen_timing"));
  }
}

// Landsraad rules 1.14.05 (adv.guild.karama_stop_shipment): the Guild holding a Karama in Shipment and
// Movement are told their power names a player before it ships; without a Karama, not.
TEST(ViewBoundaries, GuildKaramaShipments) {
  for (bool karama : {true, false}) {
    Game g = six("advanced", "ship_move",
                 karama ? R"({"guild": {"spice": 10, "hand": ["karama"]}})"
                        : R"({"guild": {"spice": 10, "hand": []}})");
    EXPECT_EQ(shows(g, F::Guild, "adv.guild.karama_stop_shipment"), karama);
    EXPECT_FALSE(shows(g, F::Fremen, "adv.guild.karama_stop_shipment"));
  }
}

// GF9 p.17 (adv.atreides.kwisatz_revival): the Atreides at their Revival decision with the Kwisatz
// Haderach in the Tanks are told its cost; otherwise not.
TEST(ViewBoundaries, KwisatzHaderachInTheTanks) {
  for (bool inTanks : {true, false}) {
    Game g = six("advanced", "revival", R"({"atreides": {"spice": 10, "hand": [], "tanks": 3}})");
    g.atreides.kwisatzInTanks = inTanks;
    ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
    EXPECT_EQ(shows(g, F::Atreides, "adv.atreides.kwisatz_revival"), inTanks);
    EXPECT_FALSE(shows(g, F::Emperor, "adv.atreides.kwisatz_revival"));
  }
}

// GF9 p.18 (adv.bg.boundary): the Bene Gesserit at a Wartime flip window are told the limits the
// engine applies; with no advisors to flip there is no window and nothing is shown. (The Atreides
// beside them keep Universal Stewards from flipping the advisors at the start of the phase.)
TEST(ViewBoundaries, BeneGesseritFlipWindow) {
  for (bool advisors : {true, false}) {
    Game g =
        six("advanced", "ship_move",
            std::string(R"({"forces": [{"faction": "atreides", "territory": "the_great_flat", "count": 2},
                     {"faction": "bene_gesserit", "territory": "the_great_flat", "count": 2, "special": )") +
                (advisors ? "2" : "0") + "}]}");
    EXPECT_EQ(has_pending(g, F::BeneGesserit, DecisionKind::BgFlip), advisors);
    EXPECT_EQ(shows(g, F::BeneGesserit, "adv.bg.boundary"), advisors);
    EXPECT_FALSE(shows(g, F::Atreides, "adv.bg.boundary"));
  }
}

// --- privacy
// -------------------------------------------------------------------------------------------------------

// Every secret of the seats other than `me` changes (hands and the cards known in them keep their
// counts; traitors, the traitor draw, the prediction, sealed plans and dials, the cards up for bid,
// deck orders and the Fremen storm card), public state stays.
Game others_secrets_changed(const Game& in, std::optional<Faction> me) {
  Game g = in;
  auto rot_card = [](CardId c) { return static_cast<CardId>((c + 7) % kTreacheryCards); };
  auto rot_leader = [](LeaderId l) { return static_cast<LeaderId>((l + 11) % kLeaders); };
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    if (me && f == *me) continue;
    Player& p = g.players[static_cast<std::size_t>(i)];
    for (HeldCard& h : p.hand)
      if (!(me && h.knownBy.has(*me))) h.card = rot_card(h.card);
    for (LeaderId& l : p.traitors) l = rot_leader(l);
    for (LeaderId& l : p.traitorDraw) l = rot_leader(l);
  }
  if (!(me && *me == F::BeneGesserit)) {
    g.beneGesserit.predictedFaction =
        static_cast<std::int8_t>((g.beneGesserit.predictedFaction + 1) % kFactions);
    g.beneGesserit.predictedTurn = static_cast<std::int8_t>(g.beneGesserit.predictedTurn % 10 + 1);
  }
  if (!(me && *me == F::Fremen)) g.fremen.stormCard = static_cast<std::int8_t>(g.fremen.stormCard % 6 + 1);
  std::reverse(g.treacheryDeck.begin(), g.treacheryDeck.end());
  std::reverse(g.spiceDeck.begin(), g.spiceDeck.end());
  std::reverse(g.traitorDeck.begin(), g.traitorDeck.end());
  std::reverse(g.bidding.up.begin(), g.bidding.up.end());
  const bool revealed = g.battle.step == BattleStep::Traitors || g.battle.step == BattleStep::WinnerCards;
  for (int i = 0; i < 2; ++i) {
    const std::int8_t side = g.battle.sides[static_cast<std::size_t>(i)];
    if (revealed || (me && side == index(*me))) continue;
    BattlePlanRec& p = g.battle.plans[static_cast<std::size_t>(i)];
    p.weapon = p.weapon == kNoCard ? CardId{0} : kNoCard;
    p.defense = p.defense == kNoCard ? CardId{20} : kNoCard;
    p.dial = static_cast<std::int8_t>(p.dial + 1);
    p.spice = static_cast<std::int16_t>(p.spice + 1);
  }
  for (int i = 0; i < 2; ++i)
    if (!(me && g.storm.dialers[static_cast<std::size_t>(i)] == index(*me)))
      g.storm.dials[static_cast<std::size_t>(i)] =
          static_cast<std::int8_t>(g.storm.dials[static_cast<std::size_t>(i)] + 1);
  return g;
}

std::vector<std::string> ids_of(const Game& g, std::optional<Faction> seat) {
  std::vector<std::string> out;
  for (const SourceBoundary& b : view(g, seat ? Viewer::of(*seat) : Viewer::spectator()).boundaries)
    out.push_back(b.rule);
  return out;
}

// A seat's boundaries (and a spectator's) do not depend on other seats' secrets: checked at every
// step of random Basic and Advanced games, and in the scenarios above where a secret decides.
TEST(ViewBoundaries, OtherSeatsSecretsDoNotChangeBoundaries) {
  const std::vector<Faction> table{F::Atreides, F::BeneGesserit, F::Emperor,
                                   F::Fremen,   F::Guild,        F::Harkonnen};
  int shown = 0, failures = 0;
  for (RulesetKind kind : {RulesetKind::Basic, RulesetKind::Advanced}) {
    for (std::uint64_t seed = 1; seed <= 6 && failures < 5; ++seed) {
      SetupOptions o;
      o.ruleset.kind = kind;
      o.factions = table;
      o.seed = seed * 7919;
      Game g = new_game(o).value();
      Rng pick = Rng::seeded(seed);
      for (int step = 0; step < 4000 && !is_over(g) && failures < 5; ++step) {
        std::vector<std::optional<Faction>> viewers{std::nullopt};
        for (Faction f : table) viewers.emplace_back(f);
        for (const auto& v : viewers) {
          auto before = ids_of(g, v);
          shown += static_cast<int>(before.size());
          auto after = ids_of(others_secrets_changed(g, v), v);
          if (before != after) {
            ADD_FAILURE() << "seed " << o.seed << " version " << g.version << ": the boundaries of "
                          << (v ? faction_key(*v) : "spectator") << " depend on other seats' secrets";
            ++failures;
          }
        }
        auto ds = pending(g);
        ASSERT_FALSE(ds.empty());
        Faction seat = ds[pick.below(static_cast<std::uint32_t>(ds.size()))].seat;
        auto a = sample_legal_action(g, seat, pick);
        ASSERT_TRUE(a.has_value());
        ASSERT_TRUE(apply(g, seat, *a).ok());
      }
    }
  }
  EXPECT_GT(shown, 0);  // the random games do reach boundaries
  // Scenarios where the viewer's own secret decides: other seats holding the same cards or
  // traitors change nothing for a seat without them.
  Game kar = six("basic", "bidding", R"({"harkonnen": {"spice": 10, "hand": ["karama", "truthtrance"]}})");
  EXPECT_TRUE(ids_of(kar, F::Atreides).empty());
  EXPECT_TRUE(ids_of(kar, std::nullopt).empty());
  Game tr = two("basic", R"("emperor","harkonnen")", duel(R"(["lasgun"])", R"(["shield"])"));
  plans(tr, "lasgun", "Umman Kudu");
  EXPECT_EQ(ids_of(tr, F::Harkonnen), ids_of(others_secrets_changed(tr, F::Harkonnen), F::Harkonnen));
  EXPECT_NE(ids_of(tr, F::Emperor), ids_of(others_secrets_changed(tr, F::Harkonnen), F::Emperor));
}

// FAQ Nov 2020 p.4 over the sheet (boundary.bg_arrival_stance): when the spiritual advisor may follow a
// shipment into a territory where the Bene Gesserit have fighters, the Bene Gesserit are told it
// arrives as a fighter; following a shipment elsewhere, not; other seats, not.
TEST(ViewBoundaries, BgArrivalStance) {
  for (bool fighters : {true, false}) {
    Game g = six(
        "advanced", "ship_move",
        fighters ? R"({"forces": [{"faction": "bene_gesserit", "territory": "the_great_flat", "count": 1}]})"
                 : "{}");
    pass_until(g, F::Atreides, DecisionKind::Ship);
    act(g, F::Atreides, R"({"type":"ship","to":"the_great_flat","forces":2})");
    if (has_pending(g, F::BeneGesserit, DecisionKind::BgFlip)) pass(g, F::BeneGesserit);
    ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
    EXPECT_EQ(shows(g, F::BeneGesserit, "boundary.bg_arrival_stance"), fighters);
    EXPECT_FALSE(shows(g, F::Atreides, "boundary.bg_arrival_stance"));
  }
}

}  // namespace
}  // namespace dune
