// Map tables. Sector numbering 0..17 runs counterclockwise, the direction the storm moves.
// Source: GF9 Dune Rulebook 2019 (board); shared/reference/map.md.
#include "engine/data/map.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace dune {
namespace {

using enum Terrain;

constexpr std::array<TerritoryInfo, kTerritories> kTerritoryTable{{
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
}};

// location id -> {territory, sector}
constexpr std::array<LocationInfo, kLocations> kLocationTable{{
    {0, -1},  {1, 8},   {1, 9},   {1, 10},  {2, 10},  {3, 9},   {4, 4},   {5, 13},  {6, 16},  {7, 0},
    {7, 1},   {7, 2},   {8, 0},   {8, 1},   {8, 2},   {9, 0},   {9, 1},   {10, 1},  {10, 2},  {11, 2},
    {11, 3},  {12, 3},  {12, 4},  {13, 3},  {13, 4},  {14, 4},  {14, 5},  {14, 6},  {14, 7},  {14, 8},
    {15, 4},  {15, 5},  {15, 6},  {15, 7},  {16, 4},  {16, 5},  {16, 6},  {16, 7},  {17, 6},  {18, 3},
    {18, 4},  {18, 5},  {19, 8},  {20, 8},  {21, 8},  {22, 8},  {23, 7},  {23, 8},  {24, 7},  {25, 8},
    {25, 9},  {25, 10}, {26, 10}, {26, 11}, {27, 10}, {27, 11}, {27, 12}, {28, 10}, {28, 11}, {29, 12},
    {29, 13}, {30, 11}, {30, 12}, {30, 13}, {31, 11}, {31, 12}, {32, 13}, {32, 14}, {33, 14}, {34, 14},
    {35, 13}, {35, 14}, {35, 15}, {35, 16}, {36, 15}, {37, 15}, {37, 16}, {38, 15}, {38, 16}, {38, 17},
    {39, 16}, {39, 17}, {40, 16}, {40, 17}, {41, 17}, {41, 0},
}};

// Location-level adjacency (board edges between sector pieces).
const std::vector<std::vector<LocationId>>& adjacency() {
  static const std::vector<std::vector<LocationId>> table = {
      {1, 2, 9, 10, 11, 21, 25, 26, 27, 28, 29, 57, 58, 65, 70, 71, 72, 80, 81},
      {0, 2, 29, 43, 44, 47},
      {0, 1, 3, 5, 43, 50, 57},
      {2, 4, 54, 57},
      {3, 54, 55, 57, 64},
      {2, 43, 50},
      {24, 34, 40},
      {60, 63, 66},
      {82, 83},
      {0, 10, 12, 81, 84, 85},
      {0, 9, 11, 13},
      {0, 10, 14, 19, 21, 23},
      {9, 13, 15, 85},
      {10, 12, 14, 16, 17},
      {11, 13, 18, 19},
      {12, 16, 83, 85},
      {13, 15, 17},
      {13, 16, 18},
      {14, 17, 19},
      {11, 14, 18, 20, 23},
      {19, 23, 39},
      {0, 11, 22, 23, 25},
      {21, 24, 25, 30},
      {11, 19, 20, 21, 24, 39},
      {6, 22, 23, 30, 34, 40},
      {0, 21, 22, 26, 30},
      {0, 25, 27, 31},
      {0, 26, 28, 32},
      {0, 27, 29, 33, 46},
      {0, 1, 28, 47},
      {22, 24, 25, 31, 34},
      {26, 30, 32, 35},
      {27, 31, 33, 36},
      {28, 32, 37, 46},
      {6, 24, 30, 35, 40},
      {31, 34, 36, 41},
      {32, 35, 37, 38},
      {33, 36, 46, 48},
      {36, 41},
      {20, 23, 40},
      {6, 24, 34, 39, 41},
      {35, 38, 40},
      {43, 44, 45, 49},
      {1, 2, 5, 42, 44, 49},
      {1, 42, 43, 45, 47},
      {42, 44, 47, 48},
      {28, 33, 37, 47, 48},
      {1, 29, 44, 45, 46},
      {37, 45, 46},
      {42, 43, 50},
      {2, 5, 49, 51},
      {50, 52, 54},
      {51, 53, 54},
      {52, 55, 59, 61},
      {3, 4, 51, 52, 55},
      {4, 53, 54, 56, 61, 64},
      {55, 62, 65},
      {0, 2, 3, 4, 58, 64},
      {0, 57, 64, 65},
      {53, 60, 62},
      {7, 59, 63, 66},
      {53, 55, 62},
      {56, 59, 61, 63, 65},
      {7, 60, 62, 65, 66, 68, 69, 70},
      {4, 55, 57, 58, 65},
      {0, 56, 58, 62, 63, 64, 70},
      {7, 60, 63, 67},
      {66, 68},
      {63, 67, 69},
      {63, 68, 71, 74},
      {0, 63, 65, 71},
      {0, 69, 70, 72},
      {0, 71, 73, 74, 77, 80},
      {72, 78, 80, 84},
      {69, 72, 75, 77},
      {74, 76, 82},
      {75, 78, 82},
      {72, 74, 78},
      {73, 76, 77, 79, 82},
      {78, 83, 84},
      {0, 72, 73, 81},
      {0, 9, 80, 84},
      {8, 75, 76, 78, 83},
      {8, 15, 79, 82, 84},
      {9, 73, 79, 81, 83, 85},
      {9, 12, 15, 84},
  };
  return table;
}

struct Derived {
  std::array<std::vector<LocationId>, kTerritories> locs;
  std::array<std::array<bool, kTerritories>, kTerritories> adj{};
  std::array<std::array<std::int8_t, kTerritories>, kTerritories> dist{};
};

const Derived& derived() {
  static const Derived d = [] {
    Derived r;
    for (LocationId l = 0; l < kLocations; ++l) r.locs[kLocationTable[l].territory].push_back(l);
    for (LocationId l = 0; l < kLocations; ++l)
      for (LocationId n : adjacency()[l]) {
        TerritoryId a = kLocationTable[l].territory, b = kLocationTable[n].territory;
        if (a != b) r.adj[a][b] = r.adj[b][a] = true;
      }
    for (int a = 0; a < kTerritories; ++a) {
      for (int b = 0; b < kTerritories; ++b) r.dist[a][b] = a == b ? 0 : 99;
      std::vector<int> frontier{a};
      while (!frontier.empty()) {
        std::vector<int> next;
        for (int x : frontier)
          for (int y = 0; y < kTerritories; ++y)
            if (r.adj[x][y] && r.dist[a][y] == 99) {
              r.dist[a][y] = static_cast<std::int8_t>(r.dist[a][x] + 1);
              next.push_back(y);
            }
        frontier = std::move(next);
      }
    }
    return r;
  }();
  return d;
}

}  // namespace

const TerritoryInfo& territory(TerritoryId t) { return kTerritoryTable.at(static_cast<std::size_t>(t)); }
const LocationInfo& location(LocationId l) { return kLocationTable.at(static_cast<std::size_t>(l)); }
std::span<const LocationId> locations_of(TerritoryId t) {
  return derived().locs.at(static_cast<std::size_t>(t));
}
std::span<const LocationId> location_neighbours(LocationId l) {
  return adjacency().at(static_cast<std::size_t>(l));
}
bool territories_adjacent(TerritoryId a, TerritoryId b) { return derived().adj[a][b]; }
bool is_stronghold(TerritoryId t) { return territory(t).terrain == Terrain::Stronghold; }
int territory_distance(TerritoryId a, TerritoryId b) { return derived().dist[a][b]; }

LocationId location_at(TerritoryId t, int sector) {
  for (LocationId l : locations_of(t))
    if (kLocationTable[l].sector == sector) return l;
  return kNoLocation;
}

LocationId spice_location(TerritoryId t) {
  int s = territory(t).spiceSector;
  return s < 0 ? kNoLocation : location_at(t, s);
}

TerritoryId territory_by_key(std::string_view key) {
  auto lower = [](std::string_view s) {
    std::string out;
    for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  };
  std::string k = lower(key);
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (kTerritoryTable[t].key == k || lower(kTerritoryTable[t].name) == k) return t;
  return kNoTerritory;
}

}  // namespace dune
