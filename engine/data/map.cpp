// Map tables. Sector numbering 0..17 runs counterclockwise, the direction the storm moves.
// Source: GF9 Dune Rulebook 2019 (board); shared/reference/map.md.
#include "engine/data/map.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace dune {
namespace {

struct Derived {
  std::array<std::array<bool, kTerritories>, kTerritories> adj{};
  std::array<std::array<std::int8_t, kTerritories>, kTerritories> dist{};
};

const Derived& derived() {
  static const Derived d = [] {
    Derived r;
    for (LocationId l = 0; l < kLocations; ++l)
      for (LocationId n : detail::kNeighbours[l]) {
        if (n < 0) break;
        TerritoryId a = detail::kLocationTable[l].territory, b = detail::kLocationTable[n].territory;
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

int territory_distance(TerritoryId a, TerritoryId b) { return derived().dist[a][b]; }

LocationId location_at(TerritoryId t, int sector) {
  for (LocationId l : locations_of(t))
    if (detail::kLocationTable[l].sector == sector) return l;
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
    if (detail::kTerritoryTable[t].key == k || lower(detail::kTerritoryTable[t].name) == k) return t;
  return kNoTerritory;
}

}  // namespace dune
