// Factions and their leaders, starting spice, starting forces and free revival.
// Source: GF9 Dune Rulebook 2019, faction sheets and Setup (pp.3-4, 20-27).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "engine/data/map.hpp"

namespace dune {

// Factions are seats. Expansion factions append here with their own data rows.
enum class Faction : std::uint8_t { Atreides, BeneGesserit, Emperor, Fremen, Guild, Harkonnen };
inline constexpr int kFactions = 6;
inline constexpr int kLeadersPerFaction = 5;
inline constexpr int kForcesPerFaction = 20;

using LeaderId = std::int8_t;  // faction * 5 + index
inline constexpr LeaderId kNoLeader = -1;

struct StartForces {
  TerritoryId territory;
  std::int8_t count;
};

struct FactionInfo {
  std::string_view name;
  std::string_view key;  // "atreides", "bene_gesserit", ...
  std::int8_t startSpice;
  std::int8_t freeRevival;
  std::int8_t handLimit;
  std::int8_t startTreachery;  // opening cards drawn at setup
  StartForces startForces;     // fixed placement; Fremen choose theirs (see setup)
  std::array<std::string_view, kLeadersPerFaction> leaderNames;
  std::array<std::int8_t, kLeadersPerFaction> leaderStrengths;
};

const FactionInfo& faction_info(Faction f);
inline int index(Faction f) { return static_cast<int>(f); }
inline Faction faction_at(int i) { return static_cast<Faction>(i); }
std::string_view faction_key(Faction f);
bool faction_by_key(std::string_view key, Faction& out);

inline Faction leader_faction(LeaderId l) { return faction_at(l / kLeadersPerFaction); }
std::string_view leader_name(LeaderId l);
int leader_strength(LeaderId l);
LeaderId leader_by_name(std::string_view name);  // display name, any case; kNoLeader if none
inline LeaderId leader_id(Faction f, int i) {
  return static_cast<LeaderId>(index(f) * kLeadersPerFaction + i);
}
inline constexpr int kLeaders = kFactions * kLeadersPerFaction;

}  // namespace dune
