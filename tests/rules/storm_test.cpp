// Storm phase scenarios: who dials and in what range, how far the storm moves, what it destroys
// (sand forces and spice in every sector passed or stopped on) and spares (rock, strongholds,
// Imperial Basin, Polar Sink), sealed dials, Weather Control and Family Atomics.
// Sources: docs/RULES_SOURCES.md §0, §2 and §14 (rule ids in each comment).
//
// Seating in these scenarios is fixed ("random_seating": false): with six factions the player
// circles are Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 42, "random_seating": false})";

Game six(const std::string& position) {
  return scenario("{" + std::string(kSix) + ", \"position\": " + position + "}");
}

Action dial(int n) {
  Action a;
  a.kind = ActionKind::StormDial;
  a.amount = static_cast<std::int16_t>(n);
  return a;
}

// Every player passes the Weather Control window (turn 2 on, while the card is not discarded).
void pass_weather_window(Game& g) {
  for (Faction f : seats_pending(g, DecisionKind::WeatherControl)) act(g, f, R"({"type":"pass"})");
}

// The two pending dialers dial a and b (the storm moves a + b either way).
void dial_storm(Game& g, int a, int b) {
  std::vector<Decision> ds;
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::StormDial) ds.push_back(d);
  ASSERT_EQ(ds.size(), 2u);
  ASSERT_TRUE(apply(g, ds[0].seat, dial(a)).ok());
  ASSERT_TRUE(apply(g, ds[1].seat, dial(b)).ok());
}

// Everyone asked in the Family Atomics window passes.
void pass_atomics_window(Game& g) {
  for (Faction f : seats_pending(g, DecisionKind::FamilyAtomics)) act(g, f, R"({"type":"pass"})");
}

// Puts the spice card of `territoryKey` on top of the spice deck, so the Spice Blow that follows
// the storm is known (and lands away from the sectors a test looks at).
void spice_top(Game& g, std::string_view territoryKey) {
  TerritoryId t = territory_by_key(territoryKey);
  SpiceCardId card = kNoSpiceCard;
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (spice_card_territory(c) == t) card = c;
  ASSERT_NE(card, kNoSpiceCard);
  auto drop = [card](std::vector<SpiceCardId>& v) {
    v.erase(std::remove(v.begin(), v.end(), card), v.end());
  };
  drop(g.spiceDeck);
  drop(g.spiceDiscard);
  g.spiceDeck.push_back(card);
}

int tanks(const Game& g, Faction f) { return g.player(f).tanks.total(); }
int spice_at(const Game& g, std::string_view key, int sector) { return g.spice[loc(key, sector)]; }

// GF9 Rulebook 2019 pp.6-7 (2h), setup.first_storm / storm.first_turn_dials: on turn 1 the two
// players nearest the Storm Start on either side (first and last in storm order) dial 0..20.
TEST(Storm, FirstTurnDialedZeroToTwentyByFirstAndLastInStormOrder) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  EXPECT_EQ(seats_pending(g, DecisionKind::StormDial),
            (std::vector<Faction>{Faction::Atreides, Faction::Harkonnen}));
  for (auto& d : pending(g)) {
    EXPECT_EQ(d.kind, DecisionKind::StormDial);
    EXPECT_EQ(d.min, 0);
    EXPECT_EQ(d.max, 20);
  }
  EXPECT_EQ(refuse_action(g, Faction::Atreides, dial(21)).code, Err::OutOfRange);
  EXPECT_EQ(refuse_action(g, Faction::Emperor, dial(3)).code, Err::NotYourDecision);
  act(g, Faction::Atreides, R"({"type":"storm_dial","dial":0})");
  act(g, Faction::Harkonnen, R"({"type":"storm_dial","dial":20})");
  EXPECT_EQ(g.stormSector, 20 % 18);
}

// GF9 Rulebook 2019 p.7 (2h), turn.first_player: storm order starts with the circle the storm
// reaches next; with the storm in sector 5 the Emperor (circle 7) is first and the Bene Gesserit
// (circle 4) last, so they dial.
TEST(Storm, FirstTurnDialersFollowStormPosition) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 5})");
  EXPECT_EQ(seats_pending(g, DecisionKind::StormDial),
            (std::vector<Faction>{Faction::BeneGesserit, Faction::Emperor}));
}

// GF9 Rulebook 2019 p.7 (2h), setup.first_storm: the storm moves the sum of the two dials,
// counterclockwise (increasing sector numbers).
TEST(Storm, MovesTheSumOfBothDials) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 7, 6);
  EXPECT_EQ(g.stormSector, 13);
  EXPECT_NE(g.phase, Phase::Storm);
}

// GF9 Rulebook 2019 p.7 (2h), storm.later_turn_dials: after turn 1 each dialer dials 1..3.
TEST(Storm, LaterTurnsDialOneToThree) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0})");
  pass_weather_window(g);
  auto seats = seats_pending(g, DecisionKind::StormDial);
  ASSERT_EQ(seats.size(), 2u);
  for (auto& d : pending(g)) {
    EXPECT_EQ(d.min, 1);
    EXPECT_EQ(d.max, 3);
  }
  EXPECT_EQ(refuse_action(g, seats[0], dial(0)).code, Err::OutOfRange);
  EXPECT_EQ(refuse_action(g, seats[0], dial(4)).code, Err::OutOfRange);
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 3, 3);
  EXPECT_EQ(g.stormSector, 6);
}

// GF9 Rulebook 2019 p.7 (2h), storm.later_turn_dials: from turn 2 the storm is dialed by the two
// players who last used battle wheels. Here Fremen and Guild fight on turn 2, so they dial on
// turn 3 (the turn-1 dialers, Emperor and Harkonnen, do not).
TEST(Storm, LaterTurnsDialedByLastBattleWheelUsers) {
  Game g = scenario(R"({"setup": {"factions": ["emperor", "fremen", "guild", "harkonnen"], "seed": 9,
                                   "random_seating": false},
                        "position": {"turn": 2, "phase": "battle", "storm_sector": 0,
                                     "forces": [{"faction": "fremen", "territory": "the_great_flat", "count": 3},
                                                {"faction": "guild", "territory": "the_great_flat", "count": 2}]}})");
  ASSERT_EQ(g.phase, Phase::Battle);
  // The only battle starts by itself; if the aggressor is asked to choose, Fremen choose it.
  if (has_pending(g, Faction::Fremen, DecisionKind::ChooseBattle))
    act(g, Faction::Fremen, R"({"type":"choose_battle","territory":"the_great_flat","opponent":"guild"})");
  ASSERT_TRUE(has_pending(g, Faction::Fremen, DecisionKind::BattlePlan));
  act(g, Faction::Fremen, R"({"type":"battle_plan","leader":"Stilgar","dial":3})");
  act(g, Faction::Guild, R"({"type":"battle_plan","leader":"Staban Tuek","dial":1})");
  for (int guard = 0; guard < 20 && !(g.turn == 3 && g.phase == Phase::Storm); ++guard) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty()) << "stuck in phase " << static_cast<int>(g.phase);
    const Decision& d = ds.front();
    if (d.kind == DecisionKind::Traitor)
      act(g, d.seat, R"({"type":"pass"})");
    else if (d.kind == DecisionKind::KeepCards)
      act(g, d.seat, R"({"type":"keep_cards"})");
    else
      FAIL() << "unexpected decision " << decision_key(d.kind);
  }
  ASSERT_EQ(g.turn, 3);
  ASSERT_EQ(g.phase, Phase::Storm);
  pass_weather_window(g);
  EXPECT_EQ(seats_pending(g, DecisionKind::StormDial),
            (std::vector<Faction>{Faction::Fremen, Faction::Guild}));
  for (auto& d : pending(g)) {
    EXPECT_EQ(d.min, 1);
    EXPECT_EQ(d.max, 3);
  }
}

// GF9 Rulebook 2019 p.7 (2h), storm.destroy_forces / storm.destroy_spice: forces in sand sectors the
// storm passes through or stops on go to the Tanks, and spice there returns to the Bank; rock and
// the Polar Sink are safe; sectors beyond the storm are untouched.
TEST(Storm, SandForcesAndSpiceInPathDestroyed) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
      "forces": [{"faction": "emperor", "territory": "cielago_north", "sector": 1, "count": 4},
                 {"faction": "emperor", "territory": "south_mesa", "sector": 4, "count": 2},
                 {"faction": "guild", "territory": "harg_pass", "sector": 3, "count": 3},
                 {"faction": "harkonnen", "territory": "cielago_east", "sector": 2, "count": 6},
                 {"faction": "harkonnen", "territory": "carthag", "count": 10},
                 {"faction": "fremen", "territory": "false_wall_south", "sector": 3, "count": 5}],
      "spice_on_board": [{"territory": "cielago_north", "amount": 8},
                         {"territory": "cielago_south", "amount": 12},
                         {"territory": "south_mesa", "amount": 10}]})");
  pass_weather_window(g);
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 1, 2);  // passes sectors 1 and 2, stops on 3
  EXPECT_EQ(g.stormSector, 3);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "cielago_north"), 0);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "cielago_east"), 0);
  EXPECT_EQ(forces_at(g, Faction::Guild, "harg_pass"), 0);
  EXPECT_EQ(tanks(g, Faction::Emperor), 4);
  EXPECT_EQ(tanks(g, Faction::Harkonnen), 6);
  EXPECT_EQ(tanks(g, Faction::Guild), 3);
  // Beyond the storm and on rock: untouched.
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 2);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "false_wall_south"), 5);
  EXPECT_EQ(tanks(g, Faction::Fremen), 0);
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 10);
  // Spice in the path is gone; beyond it stays.
  EXPECT_EQ(spice_at(g, "cielago_north", 2), 0);
  EXPECT_EQ(spice_at(g, "cielago_south", 1), 0);
  EXPECT_EQ(spice_at(g, "south_mesa", 4), 10);
}

// GF9 Rulebook 2019 p.7 (2h), storm.protected: strongholds, the Imperial Basin (though sand) and
// rock are safe; sand in the same sectors is not. Spice in the path is destroyed either way.
TEST(Storm, StrongholdsImperialBasinAndRockAreSafe) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 7,
      "forces": [{"faction": "emperor", "territory": "imperial_basin", "sector": 9, "count": 3},
                 {"faction": "fremen", "territory": "shield_wall", "sector": 8, "count": 4},
                 {"faction": "guild", "territory": "old_gap", "sector": 9, "count": 2},
                 {"faction": "bene_gesserit", "territory": "hole_in_the_rock", "count": 2},
                 {"faction": "bene_gesserit", "territory": "polar_sink", "count": 1}],
      "spice_on_board": [{"territory": "old_gap", "amount": 6},
                         {"territory": "sihaya_ridge", "amount": 6},
                         {"territory": "broken_land", "amount": 8}]})");
  pass_weather_window(g);
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 1, 2);     // sectors 8, 9, 10
  pass_atomics_window(g);  // Fremen on the Shield Wall, Emperor next to it: asked, and decline
  EXPECT_EQ(g.stormSector, 10);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 10);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 10);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "imperial_basin"), 3);
  EXPECT_EQ(forces_at(g, Faction::Fremen, "shield_wall"), 4);
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  for (Faction f : {Faction::Atreides, Faction::Harkonnen, Faction::Emperor, Faction::Fremen})
    EXPECT_EQ(tanks(g, f), 0) << faction_key(f);
  // Sand in the same sectors.
  EXPECT_EQ(forces_at(g, Faction::Guild, "old_gap"), 0);
  EXPECT_EQ(tanks(g, Faction::Guild), 2);
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "hole_in_the_rock"), 0);
  EXPECT_EQ(tanks(g, Faction::BeneGesserit), 2);
  EXPECT_EQ(spice_at(g, "old_gap", 9), 0);
  EXPECT_EQ(spice_at(g, "sihaya_ridge", 8), 0);
  EXPECT_EQ(spice_at(g, "broken_land", 11), 8);
}

// GF9 Rulebook 2019 p.7 (2h), storm.destroy_forces: the storm runs counterclockwise past sector 17
// into sector 0; sand forces in every sector it crosses are destroyed, including across the wrap.
TEST(Storm, MovementWrapsPastSectorSeventeen) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 16,
      "forces": [{"faction": "emperor", "territory": "habbanya_ridge_flat", "sector": 17, "count": 3},
                 {"faction": "emperor", "territory": "meridian", "sector": 0, "count": 2},
                 {"faction": "guild", "territory": "meridian", "sector": 1, "count": 4},
                 {"faction": "guild", "territory": "cielago_east", "sector": 3, "count": 1}],
      "spice_on_board": [{"territory": "habbanya_ridge_flat", "amount": 10}]})");
  pass_weather_window(g);
  spice_top(g, "red_chasm");
  dial_storm(g, 2, 1);  // sectors 17, 0, 1
  EXPECT_EQ(g.stormSector, 1);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "habbanya_ridge_flat"), 0);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "meridian"), 0);
  EXPECT_EQ(tanks(g, Faction::Emperor), 5);
  EXPECT_EQ(forces_at(g, Faction::Guild, "meridian"), 0);
  EXPECT_EQ(forces_at(g, Faction::Guild, "cielago_east"), 1);
  EXPECT_EQ(tanks(g, Faction::Guild), 4);
  EXPECT_EQ(spice_at(g, "habbanya_ridge_flat", 17), 0);
}

// GF9 Rulebook 2019 p.7 (2h), storm dials are secret until revealed together: the other dialer and
// spectators cannot see a dial before both are in.
TEST(Storm, DialsSealedUntilBothAreIn) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  act(g, Faction::Atreides, R"({"type":"storm_dial","dial":17})");
  EXPECT_EQ(g.stormSector, 0);
  EXPECT_TRUE(has_pending(g, Faction::Harkonnen, DecisionKind::StormDial));
  EXPECT_EQ(view(g, Viewer::of(Faction::Atreides)).ownDial, 17);
  for (Viewer v : {Viewer::of(Faction::Harkonnen), Viewer::of(Faction::Emperor), Viewer::spectator()}) {
    View w = view(g, v);
    EXPECT_EQ(w.ownDial, -1);
    for (const std::string& line : w.log) EXPECT_EQ(line.find("17"), std::string::npos) << line;
  }
}

// RULES_SOURCES card.weather_control: from turn 2, before the storm moves, the holder may set the
// storm's move to 0..10. Every player is asked, so the window does not reveal the holder.
TEST(Storm, WeatherControlWindowAsksEveryPlayerAndMovesStorm) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0, "guild": {"hand": ["weather_control"]}})");
  EXPECT_EQ(seats_pending(g, DecisionKind::WeatherControl),
            (std::vector<Faction>{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen,
                                  Faction::Guild, Faction::Harkonnen}));
  for (auto& d : pending(g)) {
    EXPECT_EQ(d.min, 0);
    EXPECT_EQ(d.max, 10);
  }
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"weather_control","sectors":5})").code, Err::CardNotHeld);
  EXPECT_EQ(refuse(g, Faction::Guild, R"({"type":"weather_control","sectors":11})").code, Err::OutOfRange);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Harkonnen})
    act(g, f, R"({"type":"pass"})");
  spice_top(g, "habbanya_ridge_flat");
  act(g, Faction::Guild, R"({"type":"weather_control","sectors":10})");
  // Whether the dials are still asked for after Weather Control is open (RULES_SOURCES open
  // interaction 14); either way the storm moves the controlled amount.
  if (seats_pending(g, DecisionKind::StormDial).size() == 2) dial_storm(g, 1, 1);
  EXPECT_EQ(g.stormSector, 10);
  CardId wc = card_by_key("weather_control");
  EXPECT_FALSE(std::any_of(g.player(Faction::Guild).hand.begin(), g.player(Faction::Guild).hand.end(),
                           [wc](const HeldCard& h) { return h.card == wc; }));
  EXPECT_NE(std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), wc), g.treacheryDiscard.end());
}

// RULES_SOURCES card.weather_control / Disagreement 8: 0 is allowed and the storm does not move.
TEST(Storm, WeatherControlZeroKeepsStormStill) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 4,
                   "forces": [{"faction": "emperor", "territory": "south_mesa", "sector": 5, "count": 3}],
                   "guild": {"hand": ["weather_control"]}})");
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Harkonnen})
    act(g, f, R"({"type":"pass"})");
  spice_top(g, "habbanya_ridge_flat");
  act(g, Faction::Guild, R"({"type":"weather_control","sectors":0})");
  if (seats_pending(g, DecisionKind::StormDial).size() == 2) dial_storm(g, 1, 1);
  EXPECT_EQ(g.stormSector, 4);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "south_mesa"), 3);
}

// RULES_SOURCES card.weather_control: only after turn 1; no window on the first turn.
TEST(Storm, NoWeatherControlOnFirstTurn) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0, "guild": {"hand": ["weather_control"]}})");
  EXPECT_EQ(seats_pending(g, DecisionKind::WeatherControl), std::vector<Faction>{});
  EXPECT_EQ(refuse(g, Faction::Guild, R"({"type":"weather_control","sectors":3})").code,
            Err::NotYourDecision);
}

// RULES_SOURCES card.family_atomics: the player needs forces on the Shield Wall or next to it.
// The holder without such forces is not offered the card; a player near the Wall without it
// cannot play it.
TEST(Storm, FamilyAtomicsNeedsForcesOnOrNextToShieldWall) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0,
                   "forces": [{"faction": "emperor", "territory": "gara_kulon", "count": 2}],
                   "harkonnen": {"hand": ["family_atomics"]}})");
  pass_weather_window(g);
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 1, 1);
  EXPECT_EQ(seats_pending(g, DecisionKind::FamilyAtomics), std::vector<Faction>{Faction::Emperor});
  EXPECT_EQ(refuse(g, Faction::Harkonnen, R"({"type":"family_atomics"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"family_atomics"})").code, Err::CardNotHeld);
  act(g, Faction::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(g.stormSector, 2);
  EXPECT_FALSE(g.atomicsUsed);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "gara_kulon"), 2);
}

// RULES_SOURCES card.family_atomics (LR 3.01; Q&A): all forces on the Shield Wall go to the Tanks,
// and from then on Imperial Basin, Arrakeen and Carthag are not protected: the storm moving after
// the card is played destroys forces there.
TEST(Storm, FamilyAtomicsDestroysShieldWallAndUnprotectsCities) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 7,
      "forces": [{"faction": "harkonnen", "territory": "carthag", "count": 10},
                 {"faction": "harkonnen", "territory": "imperial_basin", "sector": 10, "count": 3},
                 {"faction": "fremen", "territory": "shield_wall", "sector": 7, "count": 4},
                 {"faction": "emperor", "territory": "shield_wall", "sector": 8, "count": 2}],
      "harkonnen": {"hand": ["family_atomics"]}})");
  pass_weather_window(g);
  spice_top(g, "habbanya_ridge_flat");
  dial_storm(g, 1, 2);  // the storm will move over sectors 8, 9, 10
  EXPECT_EQ(seats_pending(g, DecisionKind::FamilyAtomics),
            (std::vector<Faction>{Faction::Emperor, Faction::Fremen, Faction::Harkonnen}));
  act(g, Faction::Harkonnen, R"({"type":"family_atomics"})");
  EXPECT_TRUE(g.atomicsUsed);
  EXPECT_EQ(g.stormSector, 10);
  // Shield Wall: everyone there is destroyed.
  EXPECT_EQ(forces_at(g, Faction::Fremen, "shield_wall"), 0);
  EXPECT_EQ(forces_at(g, Faction::Emperor, "shield_wall"), 0);
  EXPECT_EQ(tanks(g, Faction::Fremen), 4);
  EXPECT_EQ(tanks(g, Faction::Emperor), 2);
  // Arrakeen (9), Carthag (10) and Imperial Basin (10) are no longer protected.
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 0);
  EXPECT_EQ(tanks(g, Faction::Atreides), 10);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "carthag"), 0);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "imperial_basin"), 0);
  EXPECT_EQ(tanks(g, Faction::Harkonnen), 13);
  EXPECT_TRUE(g.player(Faction::Harkonnen).hand.empty() ||
              std::none_of(g.player(Faction::Harkonnen).hand.begin(), g.player(Faction::Harkonnen).hand.end(),
                           [](const HeldCard& h) { return card_kind(h.card) == CardKind::FamilyAtomics; }));
}

// RULES_SOURCES card.family_atomics: only after turn 1; no window on the first turn even with
// forces on the Shield Wall.
TEST(Storm, NoFamilyAtomicsOnFirstTurn) {
  Game g = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0,
                   "forces": [{"faction": "harkonnen", "territory": "shield_wall", "sector": 7, "count": 3}],
                   "harkonnen": {"hand": ["family_atomics"]}})");
  spice_top(g, "red_chasm");
  dial_storm(g, 1, 1);
  EXPECT_EQ(seats_pending(g, DecisionKind::FamilyAtomics), std::vector<Faction>{});
  EXPECT_EQ(g.stormSector, 2);
  EXPECT_FALSE(g.atomicsUsed);
  EXPECT_EQ(forces_at(g, Faction::Harkonnen, "shield_wall"), 3);
}

}  // namespace
}  // namespace dune
