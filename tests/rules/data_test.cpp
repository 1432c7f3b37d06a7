// Data tests: the printed components of the GF9 Dune (2019) Basic game as the engine encodes
// them: map (territories, sectors, adjacency, strongholds, storm protection, spice blow sites),
// faction sheets (starting spice, free revival, leaders), the treachery, spice and traitor decks.
// Sources: docs/RULES_SOURCES.md (rule ids in each comment), shared/reference/map.md and
// shared/reference/cards-and-factions.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

TerritoryId tid(std::string_view key) {
  TerritoryId t = territory_by_key(key);
  EXPECT_NE(t, kNoTerritory) << key;
  return t;
}

// --- map ---------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.4 (2h), board: Arrakis has 42 territories; the Hidden Mobile Stronghold (Ixians &
// Tleilaxu p.9) follows them as the 43rd, then the thirteen Homeworlds (Ecaz & Moritani pp.9-10 (2h)), then
// the five Discovery location tokens (E3 p.13 (2h); TO map territories 56-60).
TEST(DataMap, FortyTwoTerritories) {
  EXPECT_EQ(kTerritories, 61);
  EXPECT_EQ(kFirstHomeworldTerritory, 43);
  EXPECT_EQ(kFirstDiscoveryTerritory, 56);
  std::set<std::string> keys;
  for (TerritoryId t = 0; t < kTerritories; ++t) keys.insert(std::string(territory(t).key));
  EXPECT_EQ(keys.size(), 61u) << "territory keys must be distinct";
  EXPECT_EQ(territory(T::HiddenMobileStronghold).key, "hidden_mobile_stronghold");
}

// GF9 Rulebook 2019 p.4 (2h), board; map.md: the 42 territories split into 86 sector pieces.
TEST(DataMap, EightySixLocationsCoverEveryTerritory) {
  EXPECT_EQ(kLocations,
            105);  // the board's 86, the Hidden Mobile Stronghold's one, 13 Homeworlds, 5 Discovery
  EXPECT_EQ(kFirstDiscoveryLocation, 100);
  for (int k = 0; k < kDiscoveryLocations; ++k) {  // reached only through their host (discovery.host)
    EXPECT_TRUE(location_neighbours(static_cast<LocationId>(kFirstDiscoveryLocation + k)).empty());
    EXPECT_EQ(location(static_cast<LocationId>(kFirstDiscoveryLocation + k)).territory,
              kFirstDiscoveryTerritory + k);
  }
  EXPECT_EQ(kBoardLocations, 86);
  EXPECT_EQ(kFirstHomeworldLocation, 87);
  ASSERT_EQ(locations_of(T::HiddenMobileStronghold).size(), 1u);
  EXPECT_EQ(locations_of(T::HiddenMobileStronghold)[0], kMobileStronghold);
  EXPECT_TRUE(location_neighbours(kMobileStronghold).empty());  // reached only through Game::mobileHost
  int total = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    EXPECT_FALSE(locations_of(t).empty()) << territory(t).name;
    for (LocationId l : locations_of(t)) EXPECT_EQ(location(l).territory, t);
    total += static_cast<int>(locations_of(t).size());
  }
  EXPECT_EQ(total, 105);
  EXPECT_EQ(locations_of(tid("false_wall_east")).size(), 5u);  // map.md: sectors 4..8
  EXPECT_EQ(locations_of(tid("imperial_basin")).size(), 3u);   // map.md: sectors 8, 9, 10
}

// GF9 Rulebook 2019 p.4 (2h): 18 storm sectors; storm.polar_sink: the Polar Sink is in no sector.
TEST(DataMap, EveryLocationLiesInASectorExceptPolarSink) {
  for (LocationId l = 0; l < kLocations; ++l) {
    const LocationInfo& info = location(l);
    if (info.territory == T::PolarSink || info.territory == T::HiddenMobileStronghold ||
        is_homeworld_territory(info.territory) || is_discovery_territory(info.territory)) {
      EXPECT_EQ(info.sector, kNoSector);
    } else {
      EXPECT_GE(info.sector, 0) << territory(info.territory).name;
      EXPECT_LE(info.sector, 17) << territory(info.territory).name;
    }
  }
  EXPECT_EQ(locations_of(T::PolarSink).size(), 1u);
}

// GF9 Rulebook 2019 p.10 (2h), move.one_group: adjacency is a property of a shared border, so
// it runs both ways (location level).
TEST(DataMap, LocationAdjacencyIsSymmetric) {
  for (LocationId a = 0; a < kLocations; ++a)
    for (LocationId b : location_neighbours(a)) {
      EXPECT_NE(a, b);
      auto back = location_neighbours(b);
      EXPECT_NE(std::find(back.begin(), back.end(), a), back.end()) << int(a) << " -> " << int(b);
    }
}

// GF9 Rulebook 2019 p.10 (2h), move.range_basic: territory adjacency runs both ways and comes from
// the location borders.
TEST(DataMap, TerritoryAdjacencyIsSymmetricAndFollowsLocationBorders) {
  for (TerritoryId a = 0; a < kTerritories; ++a)
    for (TerritoryId b = 0; b < kTerritories; ++b) {
      EXPECT_EQ(territories_adjacent(a, b), territories_adjacent(b, a))
          << territory(a).name << "/" << territory(b).name;
      if (a == b) continue;
      bool border = false;
      for (LocationId l : locations_of(a))
        for (LocationId n : location_neighbours(l))
          if (location(n).territory == b) border = true;
      EXPECT_EQ(territories_adjacent(a, b), border) << territory(a).name << "/" << territory(b).name;
    }
}

// map.md (treachery.online and DuneBot agree; boardzorg omits it): Imperial Basin borders the
// Shield Wall.
TEST(DataMap, ImperialBasinBordersShieldWall) {
  EXPECT_TRUE(territories_adjacent(T::ImperialBasin, T::ShieldWall));
  EXPECT_TRUE(territories_adjacent(T::ShieldWall, T::ImperialBasin));
  // map.md: Shield Wall neighbours.
  std::set<std::string> want{"false_wall_east", "gara_kulon",   "hole_in_the_rock", "imperial_basin",
                             "pasty_mesa",      "sihaya_ridge", "the_minor_erg"};
  std::set<std::string> got;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (territories_adjacent(T::ShieldWall, t)) got.insert(std::string(territory(t).key));
  EXPECT_EQ(got, want);
}

// GF9 Rulebook 2019 p.4 (2h), victory.unallied_3: five strongholds.
TEST(DataMap, FiveStrongholds) {
  std::set<std::string> got;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (is_stronghold(t) && t != T::HiddenMobileStronghold && !is_discovery_territory(t))
      got.insert(std::string(territory(t).name));
  EXPECT_EQ(
      got, (std::set<std::string>{"Arrakeen", "Carthag", "Habbanya Sietch", "Sietch Tabr", "Tuek's Sietch"}));
  EXPECT_TRUE(is_stronghold(T::HiddenMobileStronghold));  // ix.ixian.hms_stronghold
  EXPECT_TRUE(is_stronghold(kFirstDiscoveryTerritory));   // Jacurutu Sietch, em.discovery.location
}

// GF9 Rulebook 2019 p.7 (2h), storm.protected: rock, strongholds, Imperial Basin and Polar Sink
// are safe from the storm; every other territory is sand.
TEST(DataMap, StormProtectedTerritoriesExactly) {
  std::set<std::string> got;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (territory(t).stormProtected && !is_homeworld_territory(t) && !is_discovery_territory(t))
      got.insert(std::string(territory(t).key));
  EXPECT_EQ(
      got, (std::set<std::string>{"arrakeen", "carthag", "tueks_sietch", "sietch_tabr", "habbanya_sietch",
                                  "imperial_basin", "false_wall_east", "false_wall_south", "false_wall_west",
                                  "pasty_mesa", "plastic_basin", "rim_wall_west", "shield_wall", "polar_sink",
                                  "hidden_mobile_stronghold"}));
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.territory_card; map.md: 15 spice blow sites, amounts
// 8,12,8,8,10,6,6,8,6,6,6,10,8,6,10 (118 in all), each site in a sector of its territory.
TEST(DataMap, FifteenSpiceBlowSitesTotal118) {
  std::map<std::string, int> want{{"cielago_north", 8}, {"cielago_south", 12},  {"the_minor_erg", 8},
                                  {"red_chasm", 8},     {"south_mesa", 10},     {"sihaya_ridge", 6},
                                  {"old_gap", 6},       {"broken_land", 8},     {"rock_outcroppings", 6},
                                  {"hagga_basin", 6},   {"funeral_plain", 6},   {"the_great_flat", 10},
                                  {"habbanya_erg", 8},  {"wind_pass_north", 6}, {"habbanya_ridge_flat", 10}};
  std::map<std::string, int> got;
  int sum = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    const TerritoryInfo& info = territory(t);
    if (info.spiceSector == kNoSector) {
      EXPECT_EQ(info.spiceAmount, 0) << info.name;
      EXPECT_EQ(spice_location(t), kNoLocation) << info.name;
      continue;
    }
    got[std::string(info.key)] = info.spiceAmount;
    sum += info.spiceAmount;
    LocationId l = spice_location(t);
    ASSERT_NE(l, kNoLocation) << info.name;
    EXPECT_EQ(location(l).territory, t) << info.name;
    EXPECT_EQ(location(l).sector, info.spiceSector) << info.name;
  }
  EXPECT_EQ(got, want);
  EXPECT_EQ(sum, 118);
  // map.md sectors of two sites inside multi-sector territories.
  EXPECT_EQ(territory(tid("south_mesa")).spiceSector, 4);
  EXPECT_EQ(territory(tid("cielago_south")).spiceSector, 1);
}

// --- factions ----------------------------------------------------------------------------------

// GF9 Rulebook 2019 pp.16-19 (2h), setup.starting_spice: Atreides 10, BG 5, Emperor 10, Fremen 3,
// Harkonnen 10, Guild 5.
TEST(DataFactions, StartingSpice) {
  EXPECT_EQ(faction_info(Faction::Atreides).startSpice, 10);
  EXPECT_EQ(faction_info(Faction::BeneGesserit).startSpice, 5);
  EXPECT_EQ(faction_info(Faction::Emperor).startSpice, 10);
  EXPECT_EQ(faction_info(Faction::Fremen).startSpice, 3);
  EXPECT_EQ(faction_info(Faction::Harkonnen).startSpice, 10);
  EXPECT_EQ(faction_info(Faction::Guild).startSpice, 5);
}

// GF9 Rulebook 2019 pp.16-19 (2h), revival.free: Atreides 2, BG 1, Emperor 1, Fremen 3, Harkonnen 2,
// Guild 1.
TEST(DataFactions, FreeRevival) {
  EXPECT_EQ(faction_info(Faction::Atreides).freeRevival, 2);
  EXPECT_EQ(faction_info(Faction::BeneGesserit).freeRevival, 1);
  EXPECT_EQ(faction_info(Faction::Emperor).freeRevival, 1);
  EXPECT_EQ(faction_info(Faction::Fremen).freeRevival, 3);
  EXPECT_EQ(faction_info(Faction::Harkonnen).freeRevival, 2);
  EXPECT_EQ(faction_info(Faction::Guild).freeRevival, 1);
}

// GF9 Rulebook 2019 pp.8,17 (2h), bidding.hand_limit and setup.opening_treachery: hand limit 4
// (Harkonnen 8); one opening card (Harkonnen 2).
TEST(DataFactions, HandLimitAndOpeningCards) {
  for (int i = 0; i < kBaseFactions; ++i) {
    Faction f = faction_at(i);
    bool hark = f == Faction::Harkonnen;
    EXPECT_EQ(faction_info(f).handLimit, hark ? 8 : 4) << faction_key(f);
    EXPECT_EQ(faction_info(f).startTreachery, hark ? 2 : 1) << faction_key(f);
  }
}

// GF9 Rulebook 2019 pp.16-19 (2h) leader discs; cards-and-factions.md: five leaders per faction
// and their strengths.
TEST(DataFactions, LeadersAndStrengths) {
  std::map<Faction, std::map<std::string, int>> want{
      {Faction::Atreides,
       {{"Thufir Hawat", 5},
        {"Lady Jessica", 5},
        {"Gurney Halleck", 4},
        {"Duncan Idaho", 2},
        {"Dr. Wellington Yueh", 1}}},
      {Faction::BeneGesserit,
       {{"Alia", 5},
        {"Margot Lady Fenring", 5},
        {"Mother Ramallo", 5},
        {"Princess Irulan", 5},
        {"Wanna Yueh", 5}}},
      {Faction::Emperor,
       {{"Count Hasimir Fenring", 6}, {"Captain Aramsham", 5}, {"Caid", 3}, {"Burseg", 3}, {"Bashar", 2}}},
      {Faction::Fremen, {{"Stilgar", 7}, {"Chani", 6}, {"Otheym", 5}, {"Shadout Mapes", 3}, {"Jamis", 2}}},
      {Faction::Guild,
       {{"Staban Tuek", 5}, {"Master Bewt", 3}, {"Esmar Tuek", 3}, {"Soo-Soo Sook", 2}, {"Guild Rep.", 1}}},
      {Faction::Harkonnen,
       {{"Feyd-Rautha", 6},
        {"Beast Rabban", 4},
        {"Piter de Vries", 3},
        {"Captain Iakin Nefud", 2},
        {"Umman Kudu", 1}}},
  };
  for (auto& [f, leaders] : want) {
    std::map<std::string, int> got;
    for (int i = 0; i < leader_count(f); ++i) {
      LeaderId l = leader_id(f, i);
      EXPECT_EQ(leader_faction(l), f);
      got[std::string(leader_name(l))] = leader_strength(l);
    }
    EXPECT_EQ(got, leaders) << faction_key(f);
  }
}

// Issue 12: the twelve factions of the base game and the three expansions are data. Expansion
// figures: the Ixians & Tleilaxu, CHOAM & Richese and Ecaz & Moritani faction sheets as recorded in
// shared/reference/cards-and-factions.md (FACTION SETUP, free revivals, LEADERS).
TEST(DataFactions, TwelveFactionsWithKeysColoursAndPlayability) {
  ASSERT_EQ(kFactions, 12);
  const std::vector<std::string> keys{"atreides", "bene_gesserit", "emperor", "fremen",  "guild", "harkonnen",
                                      "ixian",    "tleilaxu",      "choam",   "richese", "ecaz",  "moritani"};
  const std::vector<std::string> colours{"green", "blue",   "red",   "yellow", "orange", "black",
                                         "grey",  "purple", "brown", "white",  "pink",   "cyan"};
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    EXPECT_EQ(faction_key(f), keys[static_cast<std::size_t>(i)]);
    EXPECT_EQ(faction_info(f).colour, colours[static_cast<std::size_t>(i)]);
    Faction back;
    ASSERT_TRUE(faction_by_key(keys[static_cast<std::size_t>(i)], back));
    EXPECT_EQ(back, f);
    // Every faction's rules are in the engine but the Richese's so far (issue 37).
    EXPECT_EQ(faction_playable(f), f != Faction::Richese) << keys[static_cast<std::size_t>(i)];
    EXPECT_EQ(faction_info(f).expansion == Expansion::Base, i < kBaseFactions);
    EXPECT_FALSE(faction_info(f).source.empty());
  }
}

// Issue 36 ("Rules once"): the web client draws the counters from this data (GET /api/catalog). Each
// faction's counter has a fill and a letter of its own (the letter tells the counters apart for a player who
// cannot tell the colours apart), and an ink, white or black, for the text on it.
TEST(DataFactions, CountersAreDistinctAndLegible) {
  std::set<std::string_view> fills, letters;
  for (int i = 0; i < kFactions; ++i) {
    const FactionInfo& fi = faction_info(faction_at(i));
    const CounterStyle& c = fi.counter;
    ASSERT_EQ(c.fill.size(), 7u) << fi.key;
    EXPECT_EQ(c.fill.front(), '#') << fi.key;
    EXPECT_EQ(c.fill.substr(1).find_first_not_of("0123456789abcdef"), std::string_view::npos) << fi.key;
    EXPECT_TRUE(c.ink == "#fff" || c.ink == "#000") << fi.key;
    EXPECT_EQ(c.letter.size(), 1u) << fi.key;
    fills.insert(c.fill);
    letters.insert(c.letter);
  }
  EXPECT_EQ(fills.size(), static_cast<std::size_t>(kFactions));
  EXPECT_EQ(letters.size(), static_cast<std::size_t>(kFactions));
  EXPECT_EQ(faction_info(Faction::Atreides).counter.fill, "#2e7d32");
  EXPECT_EQ(faction_info(Faction::Ecaz).counter.letter, "Z");
}

TEST(DataFactions, ExpansionSpiceRevivalHandLimitAndStart) {
  struct Row {
    Faction f;
    int spice, revival, hand;
    std::string_view territory;
    int onPlanet;
  };
  const std::vector<Row> want{{Faction::Ixian, 10, 1, 4, "hidden_mobile_stronghold", 6},
                              {Faction::Tleilaxu, 5, 2, 4, "", 0},
                              {Faction::Choam, 2, 0, 5, "", 0},
                              {Faction::Richese, 5, 2, 4, "", 0},
                              {Faction::Ecaz, 12, 2, 4, "imperial_basin", 6},
                              {Faction::Moritani, 12, 2, 4, "", 0}};
  for (const Row& r : want) {
    const FactionInfo& fi = faction_info(r.f);
    EXPECT_EQ(fi.startSpice, r.spice) << fi.key;
    EXPECT_EQ(fi.freeRevival, r.revival) << fi.key;
    EXPECT_EQ(fi.handLimit, r.hand) << fi.key;
    EXPECT_EQ(fi.startForces.count, r.onPlanet) << fi.key;
    if (r.territory.empty()) {
      EXPECT_EQ(fi.startForces.territory, kNoTerritory) << fi.key;
    } else {
      EXPECT_EQ(territory(fi.startForces.territory).key, r.territory) << fi.key;
    }
  }
  // Placements the base map cannot hold are stated, not dropped: Ixians in the Hidden Mobile
  // Stronghold, Moritani after the others.
  EXPECT_NE(faction_info(Faction::Ixian).startNote.find("Hidden Mobile Stronghold"), std::string_view::npos);
  EXPECT_NE(faction_info(Faction::Moritani).startNote.find("after the other factions"),
            std::string_view::npos);
}

// Special forces: Emperor Sardaukar 5 and Fremen Fedaykin 3 (Advanced), Bene Gesserit advisors (the
// flip side of the same tokens, Advanced), Ixian cyborgs 7 against 13 suboids; no one else has any.
TEST(DataFactions, SpecialForces) {
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    const ForcesInfo& fo = faction_info(f).forces;
    switch (f) {
      case Faction::Emperor:
        EXPECT_EQ(fo.special, SpecialForces::Elite);
        EXPECT_EQ(fo.specialName, "Sardaukar");
        EXPECT_EQ(fo.specialCount, 5);
        EXPECT_TRUE(fo.specialAdvancedOnly);
        break;
      case Faction::Fremen:
        EXPECT_EQ(fo.special, SpecialForces::Elite);
        EXPECT_EQ(fo.specialName, "Fedaykin");
        EXPECT_EQ(fo.specialCount, 3);
        break;
      case Faction::BeneGesserit:
        EXPECT_EQ(fo.special, SpecialForces::FlipSide);
        EXPECT_EQ(fo.specialName, "advisors");
        EXPECT_EQ(fo.specialCount, 0);
        break;
      case Faction::Ixian:
        EXPECT_EQ(fo.special, SpecialForces::Elite);
        EXPECT_EQ(fo.normalName, "suboids");
        EXPECT_EQ(fo.specialName, "cyborgs");
        EXPECT_EQ(kForcesPerFaction - fo.specialCount, 13);
        break;
      default:
        EXPECT_EQ(fo.special, SpecialForces::None) << faction_key(f);
        EXPECT_EQ(fo.specialCount, 0) << faction_key(f);
    }
  }
}

// Leader ids come from one table: each faction's leaders are consecutive rows whose owner is that
// faction, the base ids are unchanged (faction * 5 + i), and every faction-owned row belongs to
// exactly one faction's range.
TEST(DataFactions, LeaderIdsFromTheTable) {
  std::vector<int> owner(static_cast<std::size_t>(leader_table_size()), -2);
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    EXPECT_GE(leader_count(f), 5);
    EXPECT_LE(leader_count(f), kMaxLeadersPerFaction);
    for (int k = 0; k < leader_count(f); ++k) {
      LeaderId l = leader_id(f, k);
      ASSERT_GE(l, 0);
      ASSERT_LT(l, kLeaders);
      EXPECT_EQ(owner[static_cast<std::size_t>(l)], -2) << "leader " << int(l) << " in two ranges";
      owner[static_cast<std::size_t>(l)] = i;
      EXPECT_EQ(leader_faction(l), f);
      EXPECT_EQ(leader_slot(l), k);
      if (i < kBaseFactions) {
        EXPECT_EQ(l, i * 5 + k);
      }
      EXPECT_EQ(leader_by_name(leader_name(l)), l);
    }
  }
  for (LeaderId l = 0; l < kLeaders; ++l) EXPECT_NE(owner[static_cast<std::size_t>(l)], -2) << int(l);
  // After the faction leaders: Duke Vidal and the Cheap Hero traitor card (it_cheap_hero_traitor).
  EXPECT_EQ(leader_table_size(), kLeaders + 2);
}

// Ixians & Tleilaxu, CHOAM & Richese, Ecaz & Moritani sheets via cards-and-factions.md (LEADERS).
// Zoal has no printed strength (Variable); the CHOAM Auditor is an Advanced leader; Duke Vidal
// belongs to no faction at setup.
TEST(DataFactions, ExpansionLeaders) {
  std::map<Faction, std::map<std::string, int>> want{
      {Faction::Ixian,
       {{"Dominic Vernius", 4},
        {"C'Tair Pilru", 5},
        {"Tessia Vernius", 5},
        {"Kailea Vernius", 2},
        {"Cammar Pilru", 1}}},
      {Faction::Tleilaxu,
       {{"Zoal", 0}, {"Hidar Fen Ajidica", 4}, {"Master Zaaf", 3}, {"Wykk", 2}, {"Blin", 1}}},
      {Faction::Choam,
       {{"Viscount Tull", 2},
        {"Duke Verdun", 3},
        {"Rajiv Londine", 3},
        {"Lady Jalma", 4},
        {"Frankos Aru", 4},
        {"Auditor", 2}}},
      {Faction::Richese,
       {{"Talis Balt", 2},
        {"Haloa Rund", 2},
        {"Flinto Kinnis", 3},
        {"Lady Helena", 4},
        {"Premier Ein Calimar", 5}}},
      {Faction::Ecaz,
       {{"Sanya Ecaz", 4},
        {"Rivvy Dinari", 3},
        {"Ilesa Ecaz", 3},
        {"Bindikk Narvi", 2},
        {"Whitmore Bludd", 4}}},
      {Faction::Moritani,
       {{"Lupino Ord", 5},
        {"Hiih Resser", 4},
        {"Trin Kronos", 2},
        {"Grieu Kronos", 4},
        {"Vando Terboli", 1}}},
  };
  for (auto& [f, leaders] : want) {
    std::map<std::string, int> got;
    for (int i = 0; i < leader_count(f); ++i)
      got[std::string(leader_name(leader_id(f, i)))] = leader_strength(leader_id(f, i));
    EXPECT_EQ(got, leaders) << faction_key(f);
  }
  const LeaderId zoal = leader_by_name("Zoal");
  EXPECT_EQ(leader_info(zoal).value, LeaderValue::Variable);
  int variable = 0, advancedOnly = 0;
  for (const LeaderInfo& li : leader_table()) {
    variable += li.value == LeaderValue::Variable;
    advancedOnly += li.advancedOnly;
  }
  EXPECT_EQ(variable, 1);
  EXPECT_EQ(advancedOnly, 1);
  EXPECT_TRUE(leader_info(leader_by_name("Auditor")).advancedOnly);
  EXPECT_EQ(leader_by_name("Duke Prad Vidal"), kDukeVidal);
  EXPECT_EQ(leader_info(kDukeVidal).faction, -1);
  EXPECT_EQ(leader_strength(kDukeVidal), 6);
  // Ixians & Tleilaxu p.4 (2h): the Cheap Hero traitor card, no faction's, worth 0.
  EXPECT_EQ(leader_info(kCheapHeroTraitor).faction, -1);
  EXPECT_EQ(leader_strength(kCheapHeroTraitor), 0);
  EXPECT_EQ(leader_name(kCheapHeroTraitor), "Cheap Hero");
}

// An expansion faction in a setup is refused, with a sentence naming it, until its rules land.
TEST(DataFactions, ExpansionFactionRefusedInSetup) {
  for (int i = kBaseFactions; i < kFactions; ++i) {
    if (faction_playable(faction_at(i))) continue;  // the Ixians
    SetupOptions o;
    o.factions = {Faction::Atreides, faction_at(i)};
    auto r = new_game(o);
    ASSERT_FALSE(r.ok()) << faction_key(faction_at(i));
    EXPECT_EQ(r.error().code, Err::BadAction);
    EXPECT_NE(r.error().message.find(std::string(faction_info(faction_at(i)).name)), std::string::npos);
    EXPECT_NE(r.error().message.find("not playable yet"), std::string::npos) << r.error().message;
  }
  SetupOptions ok;
  ok.factions = {Faction::Atreides, Faction::Harkonnen};
  EXPECT_TRUE(new_game(ok).ok());
}

// Issue 12: the state is twelve factions wide and still small.
TEST(DataFactions, GameStaysUnderEightKiB) {
  EXPECT_LT(sizeof(Game), 8u * 1024u) << sizeof(Game);
  std::printf("sizeof(Game) with %d factions: %zu bytes\n", kFactions, sizeof(Game));
}

// --- decks -------------------------------------------------------------------------------------

// RULES_SOURCES §14 card.deck_composition: Lasgun 1, projectile weapons 4, poison weapons 4,
// Shield 4, Snooper 4, Cheap Hero/Heroine 3, Karama 2, Truthtrance 2, Family Atomics 1, Hajr 1,
// Tleilaxu Ghola 1, Weather Control 1, worthless 5: 33 cards.
// Issue 12 (card sets as data): every card row names its set, category and disposal; the deck a
// setup builds is the rows of the selected sets: the base set, 33 cards, each once (rows 0-32); the
// Ixians & Tleilaxu rows follow (ix.card.deck; their rules: tests/rules/ixians_tleilaxu_cards_test.cpp).
// GF9 Rulebook 2019 pp.8-9 (Battle Plans: the winner may keep weapon and defense, Cheap Hero and
// worthless cards are discarded) and pp.18-19 (special cards are discarded after use).
TEST(DataCards, CardSetsBuildTheDeck) {
  const std::vector<CardId> deck = build_treachery_deck(kBaseCardSets);
  ASSERT_EQ(deck.size(), 33u);
  for (std::size_t i = 0; i < deck.size(); ++i) EXPECT_EQ(deck[i], static_cast<CardId>(i));
  EXPECT_TRUE(build_treachery_deck(0).empty());
  CardSet set;
  ASSERT_TRUE(card_set_by_key("base", set));
  EXPECT_EQ(set, CardSet::Base);
  ASSERT_TRUE(card_set_by_key("ixians_tleilaxu", set));
  EXPECT_EQ(set, CardSet::IxiansTleilaxu);
  ASSERT_TRUE(card_set_by_key("ecaz_moritani", set));
  EXPECT_EQ(set, CardSet::EcazMoritani);
  ASSERT_TRUE(card_set_by_key("tooth_artillery", set));
  EXPECT_EQ(set, CardSet::ToothArtillery);
  EXPECT_FALSE(card_set_by_key("richese_cache", set));
  std::map<CardCategory, int> byCategory;
  for (CardId c = 0; c < kTreacheryCards; ++c) {
    const CardInfo& ci = card_info(c);
    // Rows 0-32 the base set, 33-46 Ixians & Tleilaxu (Poison Tooth and Artillery Strike, printed by CHOAM &
    // Richese too, a set of their own), 47-49 Ecaz & Moritani (cards.hpp).
    const bool shared = ci.kind == CardKind::PoisonTooth || ci.kind == CardKind::ArtilleryStrike;
    EXPECT_EQ(ci.set, c < kBaseTreacheryCards ? CardSet::Base
                      : shared                ? CardSet::ToothArtillery
                      : c < 47                ? CardSet::IxiansTleilaxu
                                              : CardSet::EcazMoritani)
        << ci.key;
    if (ci.set != CardSet::Base) continue;  // the expansion rows: ixians_tleilaxu_cards_test.cpp
    ++byCategory[ci.category];
    EXPECT_EQ(ci.category == CardCategory::Weapon, is_weapon(ci.kind)) << ci.key;
    EXPECT_EQ(ci.category == CardCategory::Defense, is_defense(ci.kind)) << ci.key;
    EXPECT_EQ(ci.category == CardCategory::Leader, ci.kind == CardKind::CheapHero) << ci.key;
    EXPECT_EQ(ci.category == CardCategory::Worthless, ci.kind == CardKind::Worthless) << ci.key;
    const CardDisposal want = (is_weapon(ci.kind) || is_defense(ci.kind)) ? CardDisposal::KeepIfWinner
                              : (ci.kind == CardKind::CheapHero || ci.kind == CardKind::Worthless)
                                  ? CardDisposal::AfterBattle
                                  : CardDisposal::AfterUse;
    EXPECT_EQ(ci.disposal, want) << ci.key;
  }
  EXPECT_EQ(byCategory[CardCategory::Weapon], 9);
  EXPECT_EQ(byCategory[CardCategory::Defense], 8);
  EXPECT_EQ(byCategory[CardCategory::Leader], 3);
  EXPECT_EQ(byCategory[CardCategory::Special], 8);
  EXPECT_EQ(byCategory[CardCategory::Worthless], 5);
}

// Each card in exactly one place after setup: the deck, the discard and the hands hold the 33 base
// cards once each.
TEST(DataCards, EachCardInExactlyOnePlaceAfterSetup) {
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  o.seed = 5;
  auto r = new_game(o);
  ASSERT_TRUE(r.ok());
  Game g = r.value();
  std::vector<CardId> all = g.treacheryDeck;
  EXPECT_EQ(all.size(), 33u);
  auto places = [](const Game& x) {
    std::vector<CardId> v = x.treacheryDeck;
    v.insert(v.end(), x.treacheryDiscard.begin(), x.treacheryDiscard.end());
    for (const Player& p : x.players)
      for (const HeldCard& h : p.hand) v.push_back(h.card);
    std::sort(v.begin(), v.end());
    return v;
  };
  std::sort(all.begin(), all.end());
  EXPECT_EQ(places(g), build_treachery_deck(kBaseCardSets));
}

TEST(DataCards, ThirtyThreeTreacheryCardsByKind) {
  EXPECT_EQ(kBaseTreacheryCards, 33);
  std::map<CardKind, int> n;
  for (CardId c = 0; c < kBaseTreacheryCards; ++c) ++n[card_kind(c)];
  EXPECT_EQ(n[CardKind::Lasgun], 1);
  EXPECT_EQ(n[CardKind::ProjectileWeapon], 4);
  EXPECT_EQ(n[CardKind::PoisonWeapon], 4);
  EXPECT_EQ(n[CardKind::ProjectileDefense], 4);
  EXPECT_EQ(n[CardKind::PoisonDefense], 4);
  EXPECT_EQ(n[CardKind::CheapHero], 3);
  EXPECT_EQ(n[CardKind::Karama], 2);
  EXPECT_EQ(n[CardKind::Truthtrance], 2);
  EXPECT_EQ(n[CardKind::FamilyAtomics], 1);
  EXPECT_EQ(n[CardKind::Hajr], 1);
  EXPECT_EQ(n[CardKind::TleilaxuGhola], 1);
  EXPECT_EQ(n[CardKind::WeatherControl], 1);
  EXPECT_EQ(n[CardKind::Worthless], 5);
  // The named weapons and worthless cards (card.projectile_weapon, card.poison_weapon, card.worthless).
  std::map<CardKind, std::set<std::string>> names;
  for (CardId c = 0; c < kBaseTreacheryCards; ++c) names[card_kind(c)].insert(std::string(card_info(c).name));
  EXPECT_EQ(names[CardKind::ProjectileWeapon],
            (std::set<std::string>{"Crysknife", "Maula Pistol", "Slip Tip", "Stunner"}));
  EXPECT_EQ(names[CardKind::PoisonWeapon],
            (std::set<std::string>{"Chaumas", "Chaumurky", "Ellaca Drug", "Gom Jabbar"}));
  EXPECT_EQ(names[CardKind::Worthless],
            (std::set<std::string>{"Baliset", "Jubba Cloak", "Kulon", "La La La", "Trip to Gamont"}));
}

// GF9 Rulebook 2019 p.8 (2h), spiceblow.reveal; cards-and-factions.md: the spice deck is one card
// per spice blow territory (15) plus 6 Shai-Hulud, each territory card worth its site's amount; the
// Ixians & Tleilaxu add Sandtrout (E1 p.4 (2h); variant it_sandtrout), a 22nd card of neither kind; Ecaz &
// Moritani the Great Maker (E3 p.4 (2h); variant em_great_maker), a 23rd, a worm card of its own.
TEST(DataCards, SpiceDeckFifteenTerritoriesAndSixWorms) {
  EXPECT_EQ(kSpiceCards,
            29);  // and the six Discovery cards (em_discovery;
                  // tests/rules/components/discovery/em_discovery_test.cpp)
  EXPECT_TRUE(is_sandtrout(kSandtrout));
  EXPECT_FALSE(is_shai_hulud(kSandtrout));
  EXPECT_FALSE(is_territory_card(kSandtrout));
  EXPECT_EQ(spice_card_territory(kSandtrout), kNoTerritory);
  EXPECT_TRUE(is_great_maker(kGreatMaker));
  EXPECT_FALSE(is_shai_hulud(kGreatMaker));
  EXPECT_FALSE(is_territory_card(kGreatMaker));
  EXPECT_EQ(spice_card_territory(kGreatMaker), kNoTerritory);
  EXPECT_EQ(spice_card_amount(kGreatMaker), 0);
  int worms = 0;
  std::set<TerritoryId> seen;
  int sum = 0;
  for (SpiceCardId c = 0; c < kSpiceCards; ++c) {
    if (is_sandtrout(c) || is_great_maker(c) || is_discovery_card(c)) continue;
    EXPECT_EQ(is_territory_card(c), !is_shai_hulud(c));
    if (is_shai_hulud(c)) {
      ++worms;
      EXPECT_EQ(spice_card_territory(c), kNoTerritory);
      continue;
    }
    TerritoryId t = spice_card_territory(c);
    ASSERT_NE(t, kNoTerritory);
    EXPECT_TRUE(seen.insert(t).second) << "two cards for " << territory(t).name;
    EXPECT_NE(territory(t).spiceSector, kNoSector) << territory(t).name;
    EXPECT_EQ(spice_card_amount(c), territory(t).spiceAmount) << territory(t).name;
    sum += spice_card_amount(c);
  }
  EXPECT_EQ(worms, 6);
  EXPECT_EQ(seen.size(), 15u);
  EXPECT_EQ(sum, 118);

  // A new game shuffles all 21 base cards into the deck (Sandtrout only with it_sandtrout, the Great Maker
  // only with em_great_maker).
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::Harkonnen};
  o.seed = 5;
  auto g = new_game(o);
  ASSERT_TRUE(g.ok());
  std::vector<SpiceCardId> deck = g.value().spiceDeck;
  std::sort(deck.begin(), deck.end());
  std::vector<SpiceCardId> all;
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (!is_sandtrout(c) && !is_great_maker(c) && !is_discovery_card(c)) all.push_back(c);
  EXPECT_EQ(deck, all);
}

// GF9 Rulebook 2019 p.6 (2h), setup.traitors.deal: the traitor deck holds the five leaders of
// each faction in play (traitor cards of factions not in play are removed).
TEST(DataCards, TraitorDeckIsFiveLeadersPerFactionInPlay) {
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Harkonnen};
  o.seed = 11;
  auto r = new_game(o);
  ASSERT_TRUE(r.ok());
  const Game& g = r.value();
  // Before the Bene Gesserit prediction nothing is dealt yet: the whole deck is in g.traitorDeck.
  std::vector<LeaderId> cards = g.traitorDeck;
  for (const Player& p : g.players) cards.insert(cards.end(), p.traitorDraw.begin(), p.traitorDraw.end());
  std::sort(cards.begin(), cards.end());
  std::vector<LeaderId> want;
  for (Faction f : o.factions)
    for (int i = 0; i < leader_count(f); ++i) want.push_back(leader_id(f, i));
  std::sort(want.begin(), want.end());
  EXPECT_EQ(cards, want);
  EXPECT_EQ(cards.size(), 15u);
}

}  // namespace
}  // namespace dune
