// Map of Arrakis: 18 storm sectors, 42 territories split into 86 sector pieces
// ("locations"), their adjacency, strongholds, storm protection and spice blow sites.
// Source: GF9 Dune Rulebook 2019, game board and pp.4-5; cross-checked in
// shared/reference/map.md (treachery.online, boardzorg, DuneBot agree).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace dune {

inline constexpr int kSectors = 18;
inline constexpr int kTerritories = 61;
inline constexpr int kLocations = 105;
// The printed board's 86 locations come first; the expansions' pieces follow (the Hidden Mobile
// Stronghold, Ixians & Tleilaxu p.9; then the thirteen Homeworlds of the Homeworlds variant, Ecaz &
// Moritani pp.9-10 (2h), off Arrakis). Random samplers draw board locations from these, so a game
// without those pieces draws as before.
inline constexpr int kBoardLocations = 86;
// Homeworlds variant (em_homeworlds; engine/data/homeworlds.hpp): each Homeworld is one territory with
// one location, in HomeworldId order from these. A Homeworld is off-planet: no sector (never in storm),
// no neighbour (no move reaches or leaves it), never a stronghold and never sand (rule 70, em.hw.reserves).
inline constexpr int kFirstHomeworldTerritory = 43;
inline constexpr int kFirstHomeworldLocation = 87;
// Discovery variant (em_discovery; engine/rules/components/discovery/discovery.hpp): the five location tokens
// (Jacurutu Sietch, Cistern, Ecological Testing Station, Shrine, Orgiz Processing Station), each one
// territory with one location, in DiscoveryToken order from these, after the Homeworlds. A revealed one lies
// on Arrakis nested in its host territory: like the mobile stronghold it has no sector of its own (never in
// storm), and moves reach it only from the location it was revealed at (EcazMoritaniState::discovery.host)
// and leave it only to there.
inline constexpr int kFirstDiscoveryTerritory = 56;
inline constexpr int kFirstDiscoveryLocation = 100;
inline constexpr int kDiscoveryLocations = 5;
inline constexpr int kNoSector = -1;  // Polar Sink lies in no sector and is never in storm.

using TerritoryId = std::int8_t;
using LocationId = std::int8_t;
inline constexpr TerritoryId kNoTerritory = -1;
inline constexpr LocationId kNoLocation = -1;

// Site: a revealed Discovery location that is not a stronghold (E3 p.13 (2h)): two factions at most, shipped
// into at the stronghold rate, safe from storm and worms, but no stronghold for victory.
enum class Terrain : std::uint8_t { Sand, Rock, Stronghold, PolarSink, Homeworld, Site };

struct TerritoryInfo {
  std::string_view name;
  std::string_view key;  // stable identifier used in JSON: "arrakeen", "polar_sink", ...
  Terrain terrain;
  bool stormProtected;      // rock, strongholds, Imperial Basin, Polar Sink
  std::int8_t spiceSector;  // sector of the spice blow site, or kNoSector
  std::int8_t spiceAmount;  // printed amount on the territory's spice card, 0 if none
};

struct LocationInfo {
  TerritoryId territory;
  std::int8_t sector;  // 0..17, or kNoSector for Polar Sink
};

// Well-known territories by id.
namespace T {
inline constexpr TerritoryId PolarSink = 0, ImperialBasin = 1, Carthag = 2, Arrakeen = 3, TueksSietch = 4,
                             SietchTabr = 5, HabbanyaSietch = 6, CielagoNorth = 7, FalseWallSouth = 13,
                             FalseWallEast = 14, ShieldWall = 23, TheGreatFlat = 34, FalseWallWest = 38;
// Ixians & Tleilaxu (GF9 2020) p.9: the Hidden Mobile Stronghold, a stronghold with no sector of its own
// (never in storm) that points at a sector of a non-stronghold territory (Game::mobileHost).
inline constexpr TerritoryId HiddenMobileStronghold = 42;
}  // namespace T
// The mobile stronghold's one location: it lies in no sector; moves reach it only from the location
// it points at (Game::mobileHost) and leave it only to there (engine/rules/movement.cpp).
inline constexpr LocationId kMobileStronghold = 86;

namespace detail {
using enum Terrain;

inline constexpr std::array<TerritoryInfo, kTerritories> kTerritoryTable{{
    {"Polar Sink", "polar_sink", PolarSink, true, -1, 0},
    {"Imperial Basin", "imperial_basin", Sand, true, -1, 0},
    {"Carthag", "carthag", Stronghold, true, -1, 0},
    {"Arrakeen", "arrakeen", Stronghold, true, -1, 0},
    {"Tuek's Sietch", "tueks_sietch", Stronghold, true, -1, 0},
    {"Sietch Tabr", "sietch_tabr", Stronghold, true, -1, 0},
    {"Habbanya Sietch", "habbanya_sietch", Stronghold, true, -1, 0},
    {"Cielago North", "cielago_north", Sand, false, 2, 8},
    {"Cielago Depression", "cielago_depression", Sand, false, -1, 0},
    {"Meridian", "meridian", Sand, false, -1, 0},
    {"Cielago South", "cielago_south", Sand, false, 1, 12},
    {"Cielago East", "cielago_east", Sand, false, -1, 0},
    {"Harg Pass", "harg_pass", Sand, false, -1, 0},
    {"False Wall South", "false_wall_south", Rock, true, -1, 0},
    {"False Wall East", "false_wall_east", Rock, true, -1, 0},
    {"The Minor Erg", "the_minor_erg", Sand, false, 7, 8},
    {"Pasty Mesa", "pasty_mesa", Rock, true, -1, 0},
    {"Red Chasm", "red_chasm", Sand, false, 6, 8},
    {"South Mesa", "south_mesa", Sand, false, 4, 10},
    {"Basin", "basin", Sand, false, -1, 0},
    {"Rim Wall West", "rim_wall_west", Rock, true, -1, 0},
    {"Hole In The Rock", "hole_in_the_rock", Sand, false, -1, 0},
    {"Sihaya Ridge", "sihaya_ridge", Sand, false, 8, 6},
    {"Shield Wall", "shield_wall", Rock, true, -1, 0},
    {"Gara Kulon", "gara_kulon", Sand, false, -1, 0},
    {"Old Gap", "old_gap", Sand, false, 9, 6},
    {"Broken Land", "broken_land", Sand, false, 11, 8},
    {"Tsimpo", "tsimpo", Sand, false, -1, 0},
    {"Arsunt", "arsunt", Sand, false, -1, 0},
    {"Rock Outcroppings", "rock_outcroppings", Sand, false, 13, 6},
    {"Plastic Basin", "plastic_basin", Rock, true, -1, 0},
    {"Hagga Basin", "hagga_basin", Sand, false, 12, 6},
    {"Bight Of The Cliff", "bight_of_the_cliff", Sand, false, -1, 0},
    {"Funeral Plain", "funeral_plain", Sand, false, 14, 6},
    {"The Great Flat", "the_great_flat", Sand, false, 14, 10},
    {"Wind Pass", "wind_pass", Sand, false, -1, 0},
    {"The Greater Flat", "the_greater_flat", Sand, false, -1, 0},
    {"Habbanya Erg", "habbanya_erg", Sand, false, 15, 8},
    {"False Wall West", "false_wall_west", Rock, true, -1, 0},
    {"Wind Pass North", "wind_pass_north", Sand, false, 16, 6},
    {"Habbanya Ridge Flat", "habbanya_ridge_flat", Sand, false, 17, 10},
    {"Cielago West", "cielago_west", Sand, false, -1, 0},
    {"Hidden Mobile Stronghold", "hidden_mobile_stronghold", Stronghold, true, -1, 0},
    // The Homeworlds (HomeworldId order; names and keys as engine/data/homeworlds.cpp, checked by a test).
    {"Caladan", "caladan", Homeworld, true, -1, 0},
    {"Wallach IX", "wallach_ix", Homeworld, true, -1, 0},
    {"Kaitain", "kaitain", Homeworld, true, -1, 0},
    {"Salusa Secundus", "salusa_secundus", Homeworld, true, -1, 0},
    {"Southern Hemisphere", "southern_hemisphere", Homeworld, true, -1, 0},
    {"Junction", "junction", Homeworld, true, -1, 0},
    {"Giedi Prime", "giedi_prime", Homeworld, true, -1, 0},
    {"Ix", "ix", Homeworld, true, -1, 0},
    {"Tleilax", "tleilax", Homeworld, true, -1, 0},
    {"Tupile", "tupile", Homeworld, true, -1, 0},
    {"Richese", "richese", Homeworld, true, -1, 0},
    {"Ecaz", "ecaz", Homeworld, true, -1, 0},
    {"Grumman", "grumman", Homeworld, true, -1, 0},
    // The Discovery location tokens (DiscoveryToken order; E3 p.13 (2h)): only Jacurutu Sietch is a
    // stronghold.
    {"Jacurutu Sietch", "jacurutu_sietch", Stronghold, true, -1, 0},
    {"Cistern", "cistern", Site, true, -1, 0},
    {"Ecological Testing Station", "ecological_testing_station", Site, true, -1, 0},
    {"Shrine", "shrine", Site, true, -1, 0},
    {"Orgiz Processing Station", "orgiz_processing_station", Site, true, -1, 0},
}};

// location id -> {territory, sector}
inline constexpr std::array<LocationInfo, kLocations> kLocationTable{{
    {0, -1},
    {1, 8},
    {1, 9},
    {1, 10},
    {2, 10},
    {3, 9},
    {4, 4},
    {5, 13},
    {6, 16},
    {7, 0},
    {7, 1},
    {7, 2},
    {8, 0},
    {8, 1},
    {8, 2},
    {9, 0},
    {9, 1},
    {10, 1},
    {10, 2},
    {11, 2},
    {11, 3},
    {12, 3},
    {12, 4},
    {13, 3},
    {13, 4},
    {14, 4},
    {14, 5},
    {14, 6},
    {14, 7},
    {14, 8},
    {15, 4},
    {15, 5},
    {15, 6},
    {15, 7},
    {16, 4},
    {16, 5},
    {16, 6},
    {16, 7},
    {17, 6},
    {18, 3},
    {18, 4},
    {18, 5},
    {19, 8},
    {20, 8},
    {21, 8},
    {22, 8},
    {23, 7},
    {23, 8},
    {24, 7},
    {25, 8},
    {25, 9},
    {25, 10},
    {26, 10},
    {26, 11},
    {27, 10},
    {27, 11},
    {27, 12},
    {28, 10},
    {28, 11},
    {29, 12},
    {29, 13},
    {30, 11},
    {30, 12},
    {30, 13},
    {31, 11},
    {31, 12},
    {32, 13},
    {32, 14},
    {33, 14},
    {34, 14},
    {35, 13},
    {35, 14},
    {35, 15},
    {35, 16},
    {36, 15},
    {37, 15},
    {37, 16},
    {38, 15},
    {38, 16},
    {38, 17},
    {39, 16},
    {39, 17},
    {40, 16},
    {40, 17},
    {41, 17},
    {41, 0},
    {42, -1},
    // The Homeworlds: one location each, no sector.
    {43, -1},
    {44, -1},
    {45, -1},
    {46, -1},
    {47, -1},
    {48, -1},
    {49, -1},
    {50, -1},
    {51, -1},
    {52, -1},
    {53, -1},
    {54, -1},
    {55, -1},
    {56, -1},
    {57, -1},
    {58, -1},
    {59, -1},
    {60, -1},
}};

// Location-level adjacency (board edges between sector pieces), -1 terminated.
inline constexpr std::array<std::array<LocationId, 20>, kLocations> kNeighbours{{
    {{1, 2, 9, 10, 11, 21, 25, 26, 27, 28, 29, 57, 58, 65, 70, 71, 72, 80, 81, -1}},
    {{0, 2, 29, 43, 44, 47, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 1, 3, 5, 43, 50, 57, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{2, 4, 54, 57, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{3, 54, 55, 57, 64, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{2, 43, 50, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{24, 34, 40, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{60, 63, 66, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{82, 83, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 10, 12, 81, 84, 85, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 9, 11, 13, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 10, 14, 19, 21, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{9, 13, 15, 85, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{10, 12, 14, 16, 17, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{11, 13, 18, 19, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{12, 16, 83, 85, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{13, 15, 17, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{13, 16, 18, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{14, 17, 19, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{11, 14, 18, 20, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{19, 23, 39, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 11, 22, 23, 25, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{21, 24, 25, 30, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{11, 19, 20, 21, 24, 39, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{6, 22, 23, 30, 34, 40, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 21, 22, 26, 30, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 25, 27, 31, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 26, 28, 32, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 27, 29, 33, 46, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 1, 28, 47, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{22, 24, 25, 31, 34, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{26, 30, 32, 35, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{27, 31, 33, 36, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{28, 32, 37, 46, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{6, 24, 30, 35, 40, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{31, 34, 36, 41, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{32, 35, 37, 38, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{33, 36, 46, 48, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{36, 41, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{20, 23, 40, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{6, 24, 34, 39, 41, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{35, 38, 40, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{43, 44, 45, 49, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{1, 2, 5, 42, 44, 49, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{1, 42, 43, 45, 47, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{42, 44, 47, 48, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{28, 33, 37, 47, 48, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{1, 29, 44, 45, 46, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{37, 45, 46, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{42, 43, 50, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{2, 5, 49, 51, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{50, 52, 54, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{51, 53, 54, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{52, 55, 59, 61, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{3, 4, 51, 52, 55, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{4, 53, 54, 56, 61, 64, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{55, 62, 65, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 2, 3, 4, 58, 64, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 57, 64, 65, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{53, 60, 62, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{7, 59, 63, 66, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{53, 55, 62, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{56, 59, 61, 63, 65, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{7, 60, 62, 65, 66, 68, 69, 70, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{4, 55, 57, 58, 65, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 56, 58, 62, 63, 64, 70, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{7, 60, 63, 67, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{66, 68, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{63, 67, 69, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{63, 68, 71, 74, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 63, 65, 71, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 69, 70, 72, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 71, 73, 74, 77, 80, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{72, 78, 80, 84, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{69, 72, 75, 77, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{74, 76, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{75, 78, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{72, 74, 78, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{73, 76, 77, 79, 82, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{78, 83, 84, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 72, 73, 81, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{0, 9, 80, 84, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{8, 75, 76, 78, 83, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{8, 15, 79, 82, 84, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{9, 73, 79, 81, 83, 85, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{9, 12, 15, 84, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},  // mobile stronghold
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
      -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},  // the Homeworlds: off-planet, no neighbour
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    // the Discovery locations: joined only to their host location (engine/rules/movement.cpp)
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
}};

inline constexpr std::array<std::array<bool, kTerritories>, kTerritories> kTerritoryAdjacency = [] {
  std::array<std::array<bool, kTerritories>, kTerritories> adj{};
  for (int l = 0; l < kLocations; ++l)
    for (LocationId n : kNeighbours[l]) {
      if (n < 0) break;
      TerritoryId x = kLocationTable[l].territory, y = kLocationTable[n].territory;
      if (x != y) adj[x][y] = adj[y][x] = true;
    }
  return adj;
}();
// How many entries of each kNeighbours row are used (the rest are -1).
inline constexpr std::array<std::int8_t, kLocations> kNeighbourCount = [] {
  std::array<std::int8_t, kLocations> n{};
  for (int l = 0; l < kLocations; ++l)
    while (n[l] < 20 && kNeighbours[l][static_cast<std::size_t>(n[l])] >= 0) ++n[l];
  return n;
}();
// The locations of each territory, in location order: kTerritoryLocations[kTerritoryFirst[t] ..
// kTerritoryFirst[t + 1]).
inline constexpr std::array<std::int16_t, kTerritories + 1> kTerritoryFirst = [] {
  std::array<std::int16_t, kTerritories + 1> first{};
  for (int l = 0; l < kLocations; ++l) ++first[static_cast<std::size_t>(kLocationTable[l].territory) + 1];
  for (int t = 0; t < kTerritories; ++t) first[t + 1] = static_cast<std::int16_t>(first[t + 1] + first[t]);
  return first;
}();
inline constexpr std::array<LocationId, kLocations> kTerritoryLocations = [] {
  std::array<LocationId, kLocations> out{};
  std::array<std::int16_t, kTerritories + 1> at = kTerritoryFirst;
  for (int l = 0; l < kLocations; ++l)
    out[static_cast<std::size_t>(at[static_cast<std::size_t>(kLocationTable[l].territory)]++)] =
        static_cast<LocationId>(l);
  return out;
}();
}  // namespace detail

inline const TerritoryInfo& territory(TerritoryId t) {
  return detail::kTerritoryTable[static_cast<std::size_t>(t)];
}
inline const LocationInfo& location(LocationId l) {
  return detail::kLocationTable[static_cast<std::size_t>(l)];
}
inline std::span<const LocationId> locations_of(TerritoryId t) {
  const auto i = static_cast<std::size_t>(t);
  return {detail::kTerritoryLocations.data() + detail::kTerritoryFirst[i],
          static_cast<std::size_t>(detail::kTerritoryFirst[i + 1] - detail::kTerritoryFirst[i])};
}
// Neighbouring locations of l (board edges between sector pieces).
inline std::span<const LocationId> location_neighbours(LocationId l) {
  const auto i = static_cast<std::size_t>(l);
  return {detail::kNeighbours[i].data(), static_cast<std::size_t>(detail::kNeighbourCount[i])};
}
inline bool territories_adjacent(TerritoryId a, TerritoryId b) { return detail::kTerritoryAdjacency[a][b]; }
inline bool is_stronghold(TerritoryId t) { return territory(t).terrain == Terrain::Stronghold; }
inline bool is_mobile_stronghold(LocationId l) { return l == kMobileStronghold; }
inline bool is_homeworld_territory(TerritoryId t) {
  return t >= kFirstHomeworldTerritory && t < kFirstDiscoveryTerritory;
}
inline bool is_homeworld_location(LocationId l) {
  return l >= kFirstHomeworldLocation && l < kFirstDiscoveryLocation;
}
inline bool is_discovery_territory(TerritoryId t) { return t >= kFirstDiscoveryTerritory; }
inline bool is_discovery_location(LocationId l) { return l >= kFirstDiscoveryLocation; }
// A stronghold, or a Discovery site: two factions at most, the stronghold shipping rate (E3 p.13 (2h)).
inline bool stronghold_like(TerritoryId t) {
  return territory(t).terrain == Terrain::Stronghold || territory(t).terrain == Terrain::Site;
}
// The location in territory t lying in sector s, or kNoLocation.
LocationId location_at(TerritoryId t, int sector);
// The location holding territory t's spice blow site, or kNoLocation.
LocationId spice_location(TerritoryId t);
// Territory id from its key or display name (case-insensitive); kNoTerritory if unknown.
TerritoryId territory_by_key(std::string_view key);
// Territory distance (fewest territory boundaries crossed) ignoring storm; used by data tests.
int territory_distance(TerritoryId a, TerritoryId b);

}  // namespace dune
