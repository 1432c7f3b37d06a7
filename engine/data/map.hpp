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
inline constexpr int kTerritories = 42;
inline constexpr int kLocations = 86;
inline constexpr int kNoSector = -1;  // Polar Sink lies in no sector and is never in storm.

using TerritoryId = std::int8_t;
using LocationId = std::int8_t;
inline constexpr TerritoryId kNoTerritory = -1;
inline constexpr LocationId kNoLocation = -1;

enum class Terrain : std::uint8_t { Sand, Rock, Stronghold, PolarSink };

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
}

const TerritoryInfo& territory(TerritoryId t);
const LocationInfo& location(LocationId l);
std::span<const LocationId> locations_of(TerritoryId t);
std::span<const LocationId> location_neighbours(LocationId l);
bool territories_adjacent(TerritoryId a, TerritoryId b);
bool is_stronghold(TerritoryId t);
// The location in territory t lying in sector s, or kNoLocation.
LocationId location_at(TerritoryId t, int sector);
// The location holding territory t's spice blow site, or kNoLocation.
LocationId spice_location(TerritoryId t);
// Territory id from its key or display name (case-insensitive); kNoTerritory if unknown.
TerritoryId territory_by_key(std::string_view key);
// Territory distance (fewest territory boundaries crossed) ignoring storm; used by data tests.
int territory_distance(TerritoryId a, TerritoryId b);

}  // namespace dune
