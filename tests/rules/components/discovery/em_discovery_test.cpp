// Discovery tokens (Ecaz & Moritani, variant em_discovery; registry em.discovery.cards, pools, inspect,
// location, effects and the boundaries em.boundary.discovery_parent_entry, discovery_reshuffle,
// discovery_cistern, discovery_tokens_there), as scenarios from stated positions. Sources: GF9 Ecaz &
// Moritani rulebook pp.4, 12-13 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md, from the publisher's PDF and
// a scan of the printed cards); TO facts only (Game_Blow.cs, DiscoveryRevealed.cs, DiscoveryEntered.cs,
// Game_Collection.cs, Game_Battle.cs, TestingStationUsed.cs, FlightDiscoveryUsed.cs); DB
// discovery-tokens.csv; docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules 63-67 and 16.28.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;
namespace json = boost::json;

// A game of the Atreides, the Fremen, the Guild and the Harkonnen with Discovery, from a stated position:
// `phase` on `turn`, the storm in `storm`, the `discovery` field, the `forces` list and the factions' extras
// (`more`, appended to the position).
Game game(const std::string& phase, const std::string& discovery, const std::string& forces, int turn = 3,
          int storm = 10, const std::string& more = "", const std::string& ruleset = "basic") {
  return scenario(R"({"format":"dune-game","setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","fremen","guild","harkonnen"],"variants":["em_discovery"],
      "seed":11,"random_seating":false},"position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":")" + phase + R"(","storm_sector":)" +
                  std::to_string(storm) + R"(,"discovery":)" + discovery + R"(,"forces":)" + forces +
                  R"(,"spice_on_board":[],
      "atreides":{"spice":10,"hand":[]},"fremen":{"spice":10,"hand":[]},"guild":{"spice":10,"hand":[]},
      "harkonnen":{"spice":10,"hand":[]})" +
                  more + R"(},"actions":[]})");
}

std::string view_text(const Game& g, Viewer v) { return json::serialize(to_json(view(g, v))); }
json::object discovery_json(const Game& g, Viewer v) {
  return to_json(view(g, v)).as_object().at("discovery").as_object();
}
// The token the view shows at the site in territory `key` ("face_down", a token key, or "" when none lies).
std::string site_token(const Game& g, Viewer v, std::string_view key) {
  const json::object d = discovery_json(g, v);
  for (const auto& s : d.at("sites").as_array()) {
    const auto& o = s.as_object();
    if (o.at("at").as_object().at("territory").as_string() == key)
      return std::string(o.at("token").as_string());
  }
  return "";
}
bool logged(const Game& g, std::string_view text) {
  return std::any_of(g.log.begin(), g.log.end(),
                     [&](const LogEntry& e) { return e.text.str().find(text) != std::string::npos; });
}
bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(), [&](const auto& b) { return b.rule == id; });
}
std::optional<Faction> asked(const Game& g, DecisionKind k) {
  for (const Decision& d : pending(g))
    if (d.kind == k) return d.seat;
  return std::nullopt;
}
void pass(Game& g, Faction f) { act(g, f, R"({"type":"pass"})"); }
// Shipment and Movement goes in storm order: passes the other seats' decisions until `f` may ship.
void until_ships(Game& g, Faction f) {
  for (int i = 0; i < 20 && !has_pending(g, f, DecisionKind::Ship); ++i)
    for (const Decision& d : pending(g)) {
      if (d.seat == f) continue;
      pass(g, d.seat);
      break;
    }
  ASSERT_TRUE(has_pending(g, f, DecisionKind::Ship));
}
void pass_all(Game& g, DecisionKind k) {
  for (int i = 0; i < 12; ++i)
    if (auto f = asked(g, k))
      pass(g, *f);
    else
      return;
}
void check_round_trip(const Game& g) {
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  EXPECT_EQ(check_views(g), "");
}
TerritoryId token_territory(DiscoveryToken t) {
  return static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(t));
}

// em.discovery.cards, em.discovery.pools (E3 pp.12-13 (2h); TO cards 41-46; DB DiscoverySpiceCards.csv): the
// six cards, their spice territories, token sites (territory and sector) and pools; 6 spice each.
TEST(Discovery, TheSixCardsTheirSitesAndTheTwoPools) {
  struct Want {
    const char* spice;
    const char* site;
    int sector;
    DiscoveryPool pool;
  };
  const Want want[] = {{"sihaya_ridge", "cielago_east", 2, DiscoveryPool::Hiereg},
                       {"rock_outcroppings", "meridian", 0, DiscoveryPool::Hiereg},
                       {"hagga_basin", "gara_kulon", 7, DiscoveryPool::Hiereg},
                       {"funeral_plain", "pasty_mesa", 6, DiscoveryPool::Smuggler},
                       {"wind_pass_north", "plastic_basin", 12, DiscoveryPool::Smuggler},
                       {"old_gap", "false_wall_west", 16, DiscoveryPool::Smuggler}};
  for (int i = 0; i < kDiscoveryCards; ++i) {
    const DiscoveryCardInfo& c = discovery_card(i);
    EXPECT_EQ(c.spice, territory_by_key(want[i].spice)) << i;
    EXPECT_EQ(c.site, location_at(territory_by_key(want[i].site), want[i].sector)) << i;
    EXPECT_EQ(c.pool, want[i].pool) << i;
    const auto id = static_cast<SpiceCardId>(kFirstDiscoveryCard + i);
    EXPECT_TRUE(is_territory_card(id));
    EXPECT_EQ(spice_card_territory(id), c.spice);
    EXPECT_EQ(spice_card_amount(id), 6);
  }
  int hiereg = 0;
  for (int t = 0; t < kDiscoveryTokens; ++t)
    hiereg += token_pool(static_cast<DiscoveryToken>(t)) == DiscoveryPool::Hiereg ? 1 : 0;
  EXPECT_EQ(hiereg, 4);
  // Only Jacurutu Sietch of the five locations is a stronghold; all are safe from the storm.
  EXPECT_TRUE(is_stronghold(token_territory(DiscoveryToken::Jacurutu)));
  for (int k = 1; k < kDiscoveryLocations; ++k) {
    EXPECT_FALSE(is_stronghold(static_cast<TerritoryId>(kFirstDiscoveryTerritory + k)));
    EXPECT_TRUE(stronghold_like(static_cast<TerritoryId>(kFirstDiscoveryTerritory + k)));
  }
  // With the variant the spice deck holds the six more cards, and both pools are full and shuffled.
  SetupOptions o;
  o.factions = {F::Atreides, F::Fremen, F::Guild, F::Harkonnen};
  o.seed = 5;
  const Game without = new_game(o).value();
  o.ruleset.variants = variant_bit(Variant::EmDiscovery);
  const Game with = new_game(o).value();
  EXPECT_EQ(with.spiceDeck.size(), without.spiceDeck.size() + kDiscoveryCards);
  EXPECT_EQ(with.em.discovery.hiereg.size(), 4u);
  EXPECT_EQ(with.em.discovery.smuggler.size(), 4u);
  EXPECT_TRUE(without.em.discovery.hiereg.empty());
}

// em.discovery.cards (E3 p.12 (2h): the card "removes any spice and forces already there"; TO Game_Blow.cs):
// the Sihaya Ridge Discovery card clears Sihaya Ridge, blows 6 spice there and lays a face-down Hiereg token
// at Cielago East, sector 2. em.discovery.inspect: the Fremen see it, the others and spectators do not.
TEST(Discovery, TheCardClearsItsTerritoryBlowsAndLaysAToken) {
  Game g = scenario(R"({"format":"dune-game","setup":{"ruleset":"basic",
      "factions":["atreides","fremen","guild","harkonnen"],"variants":["em_discovery"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"spice_blow","storm_sector":14,
      "forces":[{"faction":"atreides","territory":"sihaya_ridge","count":3},
                {"faction":"harkonnen","territory":"carthag","count":5}],
      "spice_on_board":[{"territory":"sihaya_ridge","amount":4}],
      "spice_deck":[23, "broken_land"],"spice_discard":["the_great_flat"],
      "atreides":{"spice":0,"hand":[]},"fremen":{"spice":0,"hand":[]},"guild":{"spice":0,"hand":[]},
      "harkonnen":{"spice":0,"hand":[]}},"actions":[]})");
  EXPECT_EQ(forces_at(g, F::Atreides, "sihaya_ridge"), 0);
  EXPECT_EQ(g.player(F::Atreides).tanks.total(), 3);
  EXPECT_EQ(g.spice[spice_location(territory_by_key("sihaya_ridge"))], 6);  // the 4 cleared, 6 blown
  EXPECT_TRUE(logged(g, "clears 4 spice"));
  const std::int8_t token = g.em.discovery.site[0];
  ASSERT_GE(token, 0);
  EXPECT_EQ(token_pool(static_cast<DiscoveryToken>(token)), DiscoveryPool::Hiereg);
  EXPECT_EQ(g.em.discovery.hiereg.size(), 3u);
  EXPECT_EQ(site_token(g, Viewer::of(F::Fremen), "cielago_east"), discovery_token_key(token));
  EXPECT_EQ(site_token(g, Viewer::of(F::Atreides), "cielago_east"), "face_down");
  EXPECT_EQ(site_token(g, Viewer::of(F::Guild), "cielago_east"), "face_down");
  EXPECT_EQ(site_token(g, Viewer::spectator(), "cielago_east"), "face_down");
  EXPECT_EQ(view_text(g, Viewer::spectator()).find(std::string(discovery_token_key(token))),
            std::string::npos);
  EXPECT_EQ(discovery_json(g, Viewer::spectator()).at("pools").as_object().at("hiereg").as_int64(), 3);
  check_round_trip(g);
}

// em.boundary.discovery_reshuffle (a): a Discovery card seen again blows its spice and lays no token where
// its site still holds one, face down or revealed as a location; the pool keeps its tokens. The view shows
// the boundary once a Discovery card lies in a discard pile.
TEST(Discovery, ACardSeenAgainLaysNoSecondToken) {
  for (const std::string at :
       {R"({"sites":{"cielago_east":"cistern"}})", R"({"revealed":{"cistern":"cielago_east"}})"}) {
    Game g = scenario(R"({"format":"dune-game","setup":{"ruleset":"basic",
        "factions":["atreides","fremen","guild","harkonnen"],"variants":["em_discovery"],"seed":11,
        "random_seating":false},"position":{"turn":3,"phase":"spice_blow","storm_sector":14,
        "discovery":)" +
                      at + R"(,"forces":[],"spice_on_board":[],
        "spice_deck":[23, "broken_land"],"spice_discard":["the_great_flat"],
        "atreides":{"spice":0,"hand":[]},"fremen":{"spice":0,"hand":[]},"guild":{"spice":0,"hand":[]},
        "harkonnen":{"spice":0,"hand":[]}},"actions":[]})");
    EXPECT_EQ(g.spice[spice_location(territory_by_key("sihaya_ridge"))], 6) << at;
    EXPECT_EQ(g.em.discovery.hiereg.size(), 3u) << at;
    EXPECT_EQ(g.em.discovery.site[0] >= 0, at.find("sites") != std::string::npos) << at;
    EXPECT_TRUE(logged(g, "No Discovery token is left to lay in Cielago East.")) << at;
    EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.boundary.discovery_reshuffle")) << at;
    check_round_trip(g);
  }
}

// em.discovery.inspect (E3 p.13 (2h); TO DiscoveryRevealed.cs): in Spice Collection, before collecting, each
// faction with fighters where the token lies looks at it in storm order and may reveal it; a pass leaves it
// face down, and the one who looked sees it from then on. A faction not there is not asked.
TEST(Discovery, OccupantsLookInStormOrderAndMayReveal) {
  Game g = game("collection", R"({"sites":{"cielago_east":"cistern"}})",
                R"([{"faction":"atreides","territory":"cielago_east","sector":2,"count":3},
                    {"faction":"harkonnen","territory":"cielago_east","sector":3,"count":2},
                    {"faction":"guild","territory":"carthag","count":2}])");
  const auto first = asked(g, DecisionKind::DiscoveryReveal);
  ASSERT_TRUE(first);
  const Faction second = *first == F::Atreides ? F::Harkonnen : F::Atreides;
  EXPECT_TRUE(*first == F::Atreides || *first == F::Harkonnen);
  EXPECT_EQ(site_token(g, Viewer::of(*first), "cielago_east"), "cistern");  // looking at it
  EXPECT_EQ(site_token(g, Viewer::of(second), "cielago_east"), "face_down");
  EXPECT_EQ(site_token(g, Viewer::of(F::Guild), "cielago_east"), "face_down");
  EXPECT_EQ(refuse(g, F::Guild, R"({"type":"reveal_discovery","territory":"cielago_east"})").code,
            Err::NotYourDecision);
  EXPECT_EQ(refuse(g, *first, R"({"type":"reveal_discovery","territory":"meridian"})").code, Err::BadAction);
  pass(g, *first);
  EXPECT_EQ(asked(g, DecisionKind::DiscoveryReveal), second);
  EXPECT_EQ(site_token(g, Viewer::of(*first), "cielago_east"), "cistern");  // still known to them
  act(g, second, R"({"type":"reveal_discovery","territory":"cielago_east"})");
  EXPECT_EQ(g.em.discovery.host[static_cast<std::size_t>(DiscoveryToken::Cistern)], loc("cielago_east", 2));
  EXPECT_EQ(g.em.discovery.revealedTurn[static_cast<std::size_t>(DiscoveryToken::Cistern)], 3);
  EXPECT_EQ(g.em.discovery.site[0], kNoDiscoveryToken);
  EXPECT_TRUE(logged(g, "reveal the Discovery token in Cielago East: Cistern"));
  EXPECT_FALSE(asked(g, DecisionKind::DiscoveryReveal));
  EXPECT_NE(g.phase, Phase::Collection);  // the collection went on
  const json::object d = discovery_json(g, Viewer::spectator());
  const json::array places = d.at("locations").as_array();
  ASSERT_EQ(places.size(), 1u);
  EXPECT_EQ(places[0].as_object().at("token").as_string(), "cistern");
  check_round_trip(g);
}

// em.discovery.location, em.boundary.discovery_parent_entry (b) (TO DiscoveryEntered.cs, Game_Storm.cs): at
// the start of the turn after the reveal, before the storm, forces in the host territory step in free; the
// step is a move into the location (two factions at most, not the ally's territory) and is offered once.
TEST(Discovery, ForcesInTheHostStepInAtTheStartOfTheNextTurn) {
  Game g = game("storm", R"({"revealed":{"cistern":{"at":"cielago_east","turn":2}}})",
                R"([{"faction":"atreides","territory":"cielago_east","sector":2,"count":3},
                    {"faction":"atreides","territory":"cielago_east","sector":3,"count":1},
                    {"faction":"harkonnen","territory":"carthag","count":2}])");
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::DiscoveryEntry));
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::DiscoveryEntry));
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Atreides)), "em.boundary.discovery_parent_entry"));
  const LocationId cistern = kFirstDiscoveryLocation + static_cast<int>(DiscoveryToken::Cistern);
  Action a{.kind = ActionKind::Move, .amount = 2, .from = loc("carthag"), .to = cistern};
  EXPECT_EQ(refuse_action(g, F::Atreides, a).code, Err::BadAction);  // not from the host territory
  a.from = loc("cielago_east", 2);
  a.amount = 4;
  EXPECT_EQ(refuse_action(g, F::Atreides, a).code, Err::NoSuchForces);
  a.amount = 2;
  ASSERT_TRUE(apply(g, F::Atreides, a));
  EXPECT_EQ(forces_at(g, F::Atreides, "cistern"), 2);
  EXPECT_EQ(forces_at(g, F::Atreides, "cielago_east"), 2);
  EXPECT_EQ(g.player(F::Atreides).spice, 10);                              // free
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::DiscoveryEntry));  // more may follow
  pass(g, F::Atreides);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::DiscoveryEntry));
  EXPECT_NE(g.storm.step, StormStep::DiscoveryEntry);  // the storm goes on
  check_round_trip(g);
  // Revealed long ago (no turn stated): no free step.
  Game h = game("storm", R"({"revealed":{"cistern":"cielago_east"}})",
                R"([{"faction":"atreides","territory":"cielago_east","sector":2,"count":3}])");
  EXPECT_FALSE(has_pending(h, F::Atreides, DecisionKind::DiscoveryEntry));
}

// em.discovery.location: before its token is revealed no shipment reaches a Discovery location; once revealed
// it is shipped into at 1 spice a force (E3 p.13 (2h)), reached by a move only from its host location (one
// territory), and holds two factions at most.
TEST(Discovery, ALocationIsShippedIntoAtTheStrongholdRateOnlyOnceRevealed) {
  const std::string forces = R"([{"faction":"atreides","territory":"arrakeen","count":5},
                                 {"faction":"harkonnen","territory":"shrine","count":2},
                                 {"faction":"guild","territory":"shrine","count":2},
                                 {"faction":"fremen","territory":"meridian","sector":0,"count":2}])";
  Game g = game("ship_move", R"({"revealed":{"shrine":"meridian"}})", forces, 3, 10,
                R"(,"atreides":{"spice":10,"hand":[]})");
  until_ships(g, F::Atreides);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"ship","to":"cistern","forces":1})").code, Err::NotAllowed);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"ship","to":"shrine","forces":1})").code, Err::StrongholdFull);
  // A Shrine holding one faction: the Atreides ship 3 in for 3 spice.
  Game h = game("ship_move", R"({"revealed":{"shrine":"meridian"}})",
                R"([{"faction":"atreides","territory":"the_great_flat","count":5},
                    {"faction":"harkonnen","territory":"shrine","count":2}])");
  until_ships(h, F::Atreides);
  act(h, F::Atreides, R"({"type":"ship","to":"shrine","forces":3})");
  EXPECT_EQ(forces_at(h, F::Atreides, "shrine"), 3);
  EXPECT_EQ(h.player(F::Atreides).spice, 7);
  // The move out: only to the host location Meridian (sector 0), one territory.
  ASSERT_TRUE(has_pending(h, F::Atreides, DecisionKind::Move));
  EXPECT_EQ(
      refuse(h, F::Atreides,
             R"({"type":"move","from":"shrine","to":{"territory":"cielago_south","sector":1},"forces":1})")
          .code,
      Err::OutOfRange);
  act(h, F::Atreides,
      R"({"type":"move","from":"shrine","to":{"territory":"meridian","sector":0},"forces":1})");
  EXPECT_EQ(forces_at(h, F::Atreides, "meridian"), 1);
  check_round_trip(h);
}

// em.discovery.location: a Discovery location is safe from the storm, while its host's sector is not.
TEST(Discovery, TheStormPassesOverALocation) {
  Game g = game("storm", R"({"revealed":{"cistern":"cielago_east"}})",
                R"([{"faction":"atreides","territory":"cistern","count":3},
                    {"faction":"atreides","territory":"cielago_east","sector":2,"count":2}])",
                3, 1);
  pass_all(g, DecisionKind::WeatherControl);
  for (int i = 0; i < 2; ++i)
    if (auto f = asked(g, DecisionKind::StormDial)) act(g, *f, R"({"type":"storm_dial","dial":1})");
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_NE(g.stormSector, 1);
  EXPECT_EQ(forces_at(g, F::Atreides, "cielago_east"), 0);  // swept
  EXPECT_EQ(forces_at(g, F::Atreides, "cistern"), 3);       // safe
}

// em.discovery.effects, the Cistern (E3 p.13 (2h)); em.boundary.discovery_cistern (a): each occupant gains 2
// spice in Spice Collection.
TEST(Discovery, TheCisternGivesEachOccupantTwoSpice) {
  Game g = game("collection", R"({"revealed":{"cistern":"cielago_east"}})",
                R"([{"faction":"atreides","territory":"cistern","count":1},
                    {"faction":"harkonnen","territory":"cistern","count":1},
                    {"faction":"guild","territory":"cielago_east","sector":2,"count":1}])");
  EXPECT_EQ(g.player(F::Atreides).spice, 12);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 12);
  EXPECT_EQ(g.player(F::Guild).spice, 10);  // in the host territory, not in the Cistern
}

// em.discovery.effects, the Orgiz Processing Station (E3 p.13 (2h); TO Game_Collection.cs): its occupant
// takes 1 spice of each spice blow another faction collects.
TEST(Discovery, OrgizTakesOneSpiceOfEachBlowCollected) {
  Game g = scenario(R"({"format":"dune-game","setup":{"ruleset":"basic",
      "factions":["atreides","fremen","guild","harkonnen"],"variants":["em_discovery"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"collection","storm_sector":4,
      "discovery":{"revealed":{"orgiz_processing_station":"pasty_mesa"}},
      "forces":[{"faction":"guild","territory":"orgiz_processing_station","count":1},
                {"faction":"atreides","territory":"sihaya_ridge","count":2},
                {"faction":"harkonnen","territory":"the_great_flat","count":1}],
      "spice_on_board":[{"territory":"sihaya_ridge","amount":6},{"territory":"the_great_flat","amount":10}],
      "atreides":{"spice":0,"hand":[]},"fremen":{"spice":0,"hand":[]},"guild":{"spice":0,"hand":[]},
      "harkonnen":{"spice":0,"hand":[]}},"actions":[]})");
  EXPECT_EQ(g.player(F::Atreides).spice, 3);   // collected 4, 1 of it taken
  EXPECT_EQ(g.player(F::Harkonnen).spice, 1);  // collected 2, 1 of it taken
  EXPECT_EQ(g.player(F::Guild).spice, 2);
  EXPECT_TRUE(logged(g, "(Orgiz Processing Station)"));
}

// em.discovery.effects, the Spice Stash and the Treachery Card Stash (E3 p.13 (2h); TO DiscoveryRevealed.cs):
// 7 spice from the Bank; a card drawn (over the hand limit, one discarded). Both leave the game.
TEST(Discovery, TheStashesGiveSpiceOrACard) {
  Game g = game("collection", R"({"sites":{"pasty_mesa":"spice_stash"}})",
                R"([{"faction":"atreides","territory":"pasty_mesa","sector":6,"count":1}])");
  ASSERT_EQ(asked(g, DecisionKind::DiscoveryReveal), F::Atreides);
  // em.discovery.inspect: the Guild see a Smuggler token at any time; the Harkonnen, not there, do not.
  EXPECT_EQ(site_token(g, Viewer::of(F::Guild), "pasty_mesa"), "spice_stash");
  EXPECT_EQ(site_token(g, Viewer::of(F::Harkonnen), "pasty_mesa"), "face_down");
  act(g, F::Atreides, R"({"type":"reveal_discovery","territory":"pasty_mesa"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 17);
  EXPECT_EQ(g.em.discovery.site[3], kNoDiscoveryToken);
  check_round_trip(g);

  Game h = game("collection", R"({"sites":{"plastic_basin":"treachery_card_stash"}})",
                R"([{"faction":"atreides","territory":"plastic_basin","sector":12,"count":1}])", 3, 10,
                R"(,"atreides":{"spice":10,"hand":["shield","snooper","crysknife","baliset"]})");
  ASSERT_EQ(asked(h, DecisionKind::DiscoveryReveal), F::Atreides);
  act(h, F::Atreides, R"({"type":"reveal_discovery","territory":"plastic_basin"})");
  EXPECT_EQ(h.player(F::Atreides).hand.size(), 5u);
  ASSERT_EQ(asked(h, DecisionKind::DiscoveryDiscard), F::Atreides);
  EXPECT_EQ(check_invariants(h, spice_on_table(h) - h.bankOut), "");
  EXPECT_EQ(refuse(h, F::Atreides, R"({"type":"pass"})").code, Err::BadAction);
  act(h, F::Atreides, R"({"type":"discard_over_limit","card":"baliset"})");
  EXPECT_EQ(h.player(F::Atreides).hand.size(), 4u);
  EXPECT_EQ(h.em.discovery.site[4], kNoDiscoveryToken);
  check_round_trip(h);
}

// em.discovery.effects, the Ornithopter (E3 p.13 (2h); TO FlightDiscoveryUsed.cs): kept by its revealer; on a
// later turn it flies one move of 3 territories, then leaves the game.
TEST(Discovery, TheOrnithopterFliesOneMoveOfThreeOnALaterTurn) {
  Game r = game("collection", R"({"sites":{"false_wall_west":"ornithopter"}})",
                R"([{"faction":"harkonnen","territory":"false_wall_west","sector":16,"count":1}])");
  act(r, F::Harkonnen, R"({"type":"reveal_discovery","territory":"false_wall_west"})");
  EXPECT_EQ(r.em.discovery.ornithopter, index(F::Harkonnen));
  EXPECT_EQ(r.em.discovery.ornithopterTurn, 3);
  // A later turn: from the Polar Sink, 3 territories (Polar Sink - Harg Pass - The Minor Erg - Pasty Mesa).
  Game g = game("ship_move", R"({"ornithopter":"harkonnen"})",
                R"([{"faction":"harkonnen","territory":"polar_sink","count":3}])");
  until_ships(g, F::Harkonnen);
  pass(g, F::Harkonnen);  // no shipment
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::Move));
  {  // Not in the turn it was found.
    Game same = g;
    same.em.discovery.ornithopterTurn = same.turn;
    EXPECT_EQ(refuse(same, F::Harkonnen, R"({"type":"use_ornithopter"})").code, Err::NotAllowed);
  }
  const std::string far =
      R"({"type":"move","from":"polar_sink","to":{"territory":"pasty_mesa","sector":5},"forces":3})";
  EXPECT_EQ(refuse(g, F::Harkonnen, far).code, Err::OutOfRange);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"use_ornithopter"})").code, Err::NotYourDecision);
  act(g, F::Harkonnen, R"({"type":"use_ornithopter"})");
  act(g, F::Harkonnen, far);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "pasty_mesa"), 3);
  EXPECT_EQ(g.em.discovery.ornithopter, -1);  // left the game
  EXPECT_TRUE(logged(g, "The Ornithopter leaves the game."));
  check_round_trip(g);
}

// em.discovery.effects, the Ecological Testing Station (E3 p.13 (2h); TO TestingStationUsed.cs): once the
// dials set the storm's move, its occupant may change it by 1 either way.
TEST(Discovery, TheTestingStationChangesTheStormsMoveByOne) {
  Game g = game("storm", R"({"revealed":{"ecological_testing_station":"meridian"}})",
                R"([{"faction":"guild","territory":"ecological_testing_station","count":1}])", 3, 10);
  pass_all(g, DecisionKind::WeatherControl);
  for (int i = 0; i < 2; ++i)
    if (auto f = asked(g, DecisionKind::StormDial)) act(g, *f, R"({"type":"storm_dial","dial":2})");
  ASSERT_EQ(asked(g, DecisionKind::TestingStation), F::Guild);
  {  // A storm that does not move cannot move less (the check and the legal list agree).
    Game still = g;
    still.storm.move = 0;
    EXPECT_EQ(refuse(still, F::Guild, R"({"type":"adjust_storm","sectors":-1})").code, Err::BadAction);
    const auto la = legal_actions(still, F::Guild, nullptr, 64);
    EXPECT_FALSE(std::any_of(la.begin(), la.end(), [](const Action& x) {
      return x.kind == ActionKind::AdjustStorm && x.amount < 0;
    }));
  }
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"adjust_storm","sectors":1})").code, Err::NotYourDecision);
  act(g, F::Guild, R"({"type":"adjust_storm","sectors":-1})");
  EXPECT_TRUE(logged(g, "use the Ecological Testing Station"));
  pass_all(g, DecisionKind::FamilyAtomics);
  EXPECT_EQ(g.stormSector, (10 + 3) % kSectors);  // 4 dialled, 1 less
}

// em.discovery.effects, the Shrine (E3 p.13 (2h); TO ClairVoyancePlayed.cs, Karma.cs): its occupant plays
// Karama as Truthtrance and Truthtrance as Karama; elsewhere neither.
TEST(Discovery, AtTheShrineKaramaAndTruthtranceStandForEachOther) {
  const std::string hands =
      R"(,"atreides":{"spice":10,"hand":["karama"]},"harkonnen":{"spice":10,"hand":["truthtrance"]})";
  Game g = game("bidding", R"({"revealed":{"shrine":"meridian"}})",
                R"([{"faction":"atreides","territory":"shrine","count":1},
                    {"faction":"harkonnen","territory":"shrine","count":1}])",
                3, 10, hands);
  const CardId tt = g.player(F::Harkonnen).hand[0].card;
  EXPECT_TRUE(usable_as_karama(g, F::Harkonnen, tt));
  EXPECT_EQ(truthtrance_card(g, F::Atreides), g.player(F::Atreides).hand[0].card);
  act(g, F::Atreides,
      R"({"type":"truthtrance","target":"harkonnen","question":"has_spice_at_least","amount":5})");
  EXPECT_TRUE(g.player(F::Atreides).hand.empty());  // the Karama went as Truthtrance
  // The view's Karama timing note (boundary.karama_timing) reads the same rule (karama_kinds): the
  // Truthtrance held at the Shrine is a Karama there, and nowhere else.
  auto noted = [](const Game& x, Faction f) {
    const View v = view(x, Viewer::of(f));
    return std::any_of(v.boundaries.begin(), v.boundaries.end(),
                       [](const SourceBoundary& b) { return b.rule == "boundary.karama_timing"; });
  };
  EXPECT_TRUE(noted(g, F::Harkonnen));
  Game h = game("bidding", R"({"revealed":{"shrine":"meridian"}})",
                R"([{"faction":"atreides","territory":"arrakeen","count":1},
                    {"faction":"harkonnen","territory":"carthag","count":1}])",
                3, 10, hands);
  EXPECT_FALSE(usable_as_karama(h, F::Harkonnen, h.player(F::Harkonnen).hand[0].card));
  EXPECT_FALSE(noted(h, F::Harkonnen));
  EXPECT_TRUE(noted(h, F::Atreides));  // a Karama is one everywhere
  EXPECT_EQ(
      refuse(h, F::Atreides,
             R"({"type":"truthtrance","target":"harkonnen","question":"has_spice_at_least","amount":5})")
          .code,
      Err::CardNotHeld);
}

// em.discovery.effects, Jacurutu Sietch (E3 p.13 (2h); TO Game_Battle.cs): a stronghold; the winner of a
// battle there gains 1 spice per force of the loser that was not dialled and went to the Tanks.
TEST(Discovery, JacurutuPaysTheWinnerForTheLosersUndialledForces) {
  Game g = scenario(R"({"format":"dune-game","setup":{"ruleset":"basic",
      "factions":["atreides","fremen","guild","harkonnen"],"variants":["em_discovery"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":10,
      "discovery":{"revealed":{"jacurutu_sietch":"gara_kulon"}},
      "forces":[{"faction":"atreides","territory":"jacurutu_sietch","count":6},
                {"faction":"harkonnen","territory":"jacurutu_sietch","count":5}],
      "spice_on_board":[],
      "atreides":{"spice":0,"hand":[],"traitors":["Stilgar"]},"fremen":{"spice":0,"hand":[]},
      "guild":{"spice":0,"hand":[]},"harkonnen":{"spice":0,"hand":[],"traitors":["Chani"]}},"actions":[]})");
  ASSERT_EQ(g.phase, Phase::Battle);
  pass_until_decision(g, F::Atreides, DecisionKind::BattlePlan);  // the Atreides' prescience
  EXPECT_TRUE(is_stronghold(g.battle.territory));
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":5})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Umman Kudu","dial":2})");
  for (Faction f : {F::Atreides, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Traitor)) pass(g, f);
  // Atreides 5 + 5 beat Harkonnen 2 + 1; the Harkonnen lose all 5, 3 of them not dialled: the Atreides gain 3
  // (no weapon was played, so no leader died to pay for).
  EXPECT_EQ(forces_at(g, F::Harkonnen, "jacurutu_sietch"), 0);
  EXPECT_EQ(g.player(F::Atreides).spice, 3);
  EXPECT_TRUE(logged(g, "for the undialled forces sent to the Tanks"));
}

// em.discovery.location: Jacurutu Sietch counts toward the strongholds a victory needs.
TEST(Discovery, JacurutuCountsAsAStrongholdForVictory) {
  Game g = game("collection", R"({"revealed":{"jacurutu_sietch":"gara_kulon"}})",
                R"([{"faction":"atreides","territory":"jacurutu_sietch","count":2},
                    {"faction":"atreides","territory":"arrakeen","count":2}])");
  EXPECT_EQ(strongholds_occupied(g, F::Atreides), 2);
}

// Game files (docs/GAME_FILES.md, discovery): the variant is needed; a token belongs to its site's pool, in
// one place; forces stand only in a location on the map.
TEST(Discovery, GameFilesStateTokensAndRefuseImpossibleOnes) {
  auto refused = [](const std::string& setupVariants, const std::string& discovery,
                    const std::string& forces) {
    auto file = parse_game_file(R"({"format":"dune-game","setup":{"ruleset":"basic",
        "factions":["atreides","fremen","guild","harkonnen"],"variants":)" +
                                setupVariants +
                                R"(,"seed":11,"random_seating":false},"position":{"turn":3,"phase":"storm",
        "storm_sector":10,"discovery":)" +
                                discovery + R"(,"forces":)" + forces + R"(},"actions":[]})");
    if (!file) return describe(file.error());
    auto r = replay_all(file.value());
    if (!r) return describe(r.error());
    return r.value().refusal ? describe(*r.value().refusal) : std::string();
  };
  EXPECT_NE(refused("[]", R"({"sites":{"cielago_east":"cistern"}})", "[]").find("em_discovery"),
            std::string::npos);
  EXPECT_NE(refused(R"(["em_discovery"])", R"({"sites":{"cielago_east":"spice_stash"}})", "[]").find("pool"),
            std::string::npos);
  EXPECT_NE(refused(R"(["em_discovery"])",
                    R"({"sites":{"cielago_east":"cistern"},"revealed":{"cistern":"meridian"}})", "[]")
                .find("second time"),
            std::string::npos);
  EXPECT_NE(
      refused(R"(["em_discovery"])", "{}", R"([{"faction":"atreides","territory":"cistern","count":1}])")
          .find("not on the map"),
      std::string::npos);
  {  // A Discovery card in a pile needs the variant too.
    auto file =
        parse_game_file(R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["atreides","fremen"],
        "seed":11,"random_seating":false},"position":{"turn":3,"phase":"storm","storm_sector":10,
        "spice_deck":[23]},"actions":[]})");
    ASSERT_TRUE(file);
    auto r = replay_all(file.value());
    ASSERT_FALSE(r);
    EXPECT_NE(describe(r.error()).find("em_discovery"), std::string::npos) << describe(r.error());
  }
  EXPECT_EQ(refused(R"(["em_discovery"])", R"({"revealed":{"cistern":"cielago_east"}})",
                    R"([{"faction":"atreides","territory":"cistern","count":1}])"),
            "");
}

// em.discovery.*: random games with every variant reach the reveal and the step in, and keep every invariant
// (the tokens each in one place, the views leaking no face-down token).
TEST(Discovery, RandomGamesRevealStepInAndKeepTheInvariants) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Fremen, F::Guild, F::Harkonnen, F::Emperor, F::BeneGesserit};
  o.ruleset.variants = kBasicVariants;
  const DecisionBits seen = decisions_in_random_games(o, 300, 60);
  EXPECT_TRUE(seen.test(static_cast<std::size_t>(DecisionKind::DiscoveryReveal)));
  EXPECT_TRUE(seen.test(static_cast<std::size_t>(DecisionKind::DiscoveryEntry)));
}

}  // namespace
}  // namespace dune::test
