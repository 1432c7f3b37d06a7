// The twelve factions of GF9 Dune and its three expansions, and their leaders: names, colours, the look
// of their counters on a screen, starting spice, starting forces (normal and special), free revival, hand
// limit, and whether the engine plays a faction's rules yet. Sources are cited per row in factions.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "engine/data/map.hpp"

namespace dune {

// Factions are seats. The six base factions keep their indexes (0..5: snapshots, traitor decks and
// the golden signature depend on them); the expansion factions follow in box order.
enum class Faction : std::uint8_t {
  Atreides,
  BeneGesserit,
  Emperor,
  Fremen,
  Guild,
  Harkonnen,
  Ixian,     // Ixians & Tleilaxu (GF9 2020)
  Tleilaxu,  // Ixians & Tleilaxu
  Choam,     // CHOAM & Richese (GF9 2022)
  Richese,   // CHOAM & Richese
  Ecaz,      // Ecaz & Moritani (GF9 2023)
  Moritani   // Ecaz & Moritani
};
inline constexpr int kFactions = 12;             // every faction the data knows (state arrays are this wide)
inline constexpr int kBaseFactions = 6;          // the 2019 base game
inline constexpr int kMaxSeats = 6;              // a game seats 2 to 6 of the 12 (GF9 p.3; expansions' setup)
inline constexpr int kMaxLeadersPerFaction = 6;  // CHOAM: five leaders and the Auditor
inline constexpr int kForcesPerFaction = 20;

enum class Expansion : std::uint8_t { Base, IxiansTleilaxu, ChoamRichese, EcazMoritani };
std::string_view expansion_key(Expansion e);

// Leaders are rows of one table (kLeaderTable in factions.cpp); a LeaderId is the row. The base
// leaders keep their ids 0..29 (faction order, then sheet order), so stored games still read.
using LeaderId = std::int8_t;
inline constexpr LeaderId kNoLeader = -1;

// How a leader's printed strength reads. Tleilaxu's Zoal prints no number: his strength is taken
// from the opposing leader in each battle (Ixians & Tleilaxu, Tleilaxu sheet), so `strength` is 0
// for him and `value` says Variable; whoever needs his strength must ask the Tleilaxu rules.
enum class LeaderValue : std::uint8_t { Fixed, Variable };

struct LeaderInfo {
  std::string_view name;
  std::int8_t faction;  // owning faction index; -1 = belongs to no faction at setup (Duke Vidal)
  std::int8_t strength;
  LeaderValue value = LeaderValue::Fixed;
  bool advancedOnly = false;  // in play only with the Advanced rules (the CHOAM Auditor)
  // A sheet's special leader (the CHOAM Auditor, cr.choam.auditor_limits): outside the revival cycle of the
  // sheet's other leaders and revivable whenever it is in the Tanks; never captured; never revived by another
  // faction (a Ghola).
  bool special = false;
};

// A faction's special forces and what its normal forces are called.
enum class SpecialForces : std::uint8_t {
  None,      // all 20 forces are alike
  Elite,     // a fixed number of the 20 are elite tokens (Sardaukar, Fedaykin, Cyborgs)
  FlipSide,  // the same tokens have two sides (Bene Gesserit fighters / advisors)
};

struct ForcesInfo {
  std::string_view normalName;  // "forces", "suboids", "fighters"
  SpecialForces special = SpecialForces::None;
  std::string_view specialName;      // "" when None
  std::int8_t specialCount = 0;      // Elite: how many of the 20 are special
  bool specialAdvancedOnly = false;  // Basic plays them as normal forces (Sardaukar, Fedaykin, advisors)
};

struct StartForces {
  TerritoryId territory;  // kNoTerritory: none fixed on Arrakis at start (see `startNote`)
  std::int8_t count;
};

// How a faction's counters look on a screen (the web client's map and lobby read it from the catalog). The
// fill is not the colour of the box's pieces: the fills are chosen apart in hue and lightness on the sand
// map, where blue, purple and black pieces would look alike. The ink is the text on the counter, white or
// black, whichever reads on the fill; the letter is on every counter too, so that a player who cannot
// tell the colours apart can still tell the counters apart.
struct CounterStyle {
  std::string_view fill;    // "#2e7d32"
  std::string_view ink;     // "#fff" or "#000"
  std::string_view letter;  // one letter, a different one for each faction
};

struct FactionInfo {
  std::string_view name;
  std::string_view key;     // "atreides", "bene_gesserit", ..., "moritani"
  std::string_view colour;  // the colour of the faction's pieces
  CounterStyle counter;     // how its counters look on a screen
  Expansion expansion;
  bool playable;  // the engine implements this faction's rules; false = refused in a setup
  std::int8_t startSpice;
  std::int8_t freeRevival;
  std::int8_t handLimit;
  std::int8_t startTreachery;  // opening cards drawn at setup
  StartForces startForces;     // fixed placement on the base map; the rest start in reserves
  std::string_view startNote;  // placements the map table cannot hold ("" if none)
  ForcesInfo forces;
  std::string_view source;  // where the row's figures come from
};

const FactionInfo& faction_info(Faction f);
inline int index(Faction f) { return static_cast<int>(f); }
inline Faction faction_at(int i) { return static_cast<Faction>(i); }
std::string_view faction_key(Faction f);
bool faction_by_key(std::string_view key, Faction& out);
inline bool faction_playable(Faction f) { return faction_info(f).playable; }

// --- leaders ---
std::span<const LeaderInfo> leader_table();
inline int leader_table_size() { return static_cast<int>(leader_table().size()); }
const LeaderInfo& leader_info(LeaderId l);
Faction leader_faction(LeaderId l);  // the owning faction; only for leaders with an owner
int leader_count(Faction f);         // leaders on the faction's sheet (CHOAM: 6 with the Auditor)
// Leaders of the sheet in play in a game of the given rules: an Advanced-only one (the last of its sheet, the
// CHOAM Auditor) only in the Advanced game.
int leader_count(Faction f, bool advanced);
LeaderId leader_id(Faction f, int i);  // the faction's i-th leader (sheet order)
int leader_slot(LeaderId l);           // i such that leader_id(leader_faction(l), i) == l
std::string_view leader_name(LeaderId l);
int leader_strength(LeaderId l);                 // printed strength (0 for a Variable leader)
LeaderId leader_by_name(std::string_view name);  // display name, any case; kNoLeader if none
// Ids 0..kLeaders-1 are the faction leaders; the rows after them belong to no faction at setup.
inline constexpr int kLeaders = 61;
inline constexpr LeaderId kDukeVidal = 61;  // Ecaz & Moritani: a leader factions may come to hold
// Ixians & Tleilaxu (it_cheap_hero_traitor): the Cheap Hero traitor card, a traitor-deck row that is no
// leader disc; held as a traitor it matches a Cheap Hero (or Heroine) played by the opponent.
inline constexpr LeaderId kCheapHeroTraitor = 62;

}  // namespace dune
