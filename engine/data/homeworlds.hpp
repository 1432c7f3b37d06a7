// The thirteen Homeworlds of the Homeworlds variant (GF9 Ecaz & Moritani House Expansion 2023, "E3"
// pp.9-10 and FAQ p.15, and the 13 double-sided Homeworld cards): one card per faction, two for the
// Emperor (Kaitain, and Salusa Secundus in the Advanced game). Each card names the native population
// it counts, an inclusive high and low range of that population, the number the native adds to its
// battle wheel there (also the most natives a Lasgun/Shield explosion there kills), the spice the
// Occupier takes from the Bank in Spice Collection, and a high, a low and an occupied effect.
// Pure data (docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rule 69, `em.hw.data`; rows and sources in
// homeworlds.cpp); `dune homeworlds` prints it. The rules that read it come with the Homeworlds
// variant: nothing here holds game state.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "engine/data/factions.hpp"
#include "engine/data/map.hpp"

namespace dune {

// Faction order (enum Faction), a Homeworld after its owner's; the Emperor's two are adjacent,
// Kaitain (the Basic and Advanced one) before Salusa Secundus (Advanced only). So each faction's
// Homeworlds are one contiguous run of the table and homeworlds_of can hand out a span of it.
enum class HomeworldId : std::uint8_t {
  Caladan,             // Atreides
  WallachIX,           // Bene Gesserit
  Kaitain,             // Emperor
  SalusaSecundus,      // Emperor (Advanced)
  SouthernHemisphere,  // Fremen
  Junction,            // Guild
  GiediPrime,          // Harkonnen
  Ix,                  // Ixians
  Tleilax,             // Tleilaxu
  Tupile,              // CHOAM
  Richese,             // Richese
  Ecaz,                // Ecaz
  Grumman              // Moritani
};
inline constexpr int kHomeworlds = 13;

// Which of the owner's forces on the card make its native population (rule 70-71: reserves stand on
// the owner's Homeworld; foreign forces never count).
enum class HomeworldNatives : std::uint8_t {
  Forces,     // every force of the owner's on the card, special ones included (Fedaykin, Cyborgs...)
  Sardaukar,  // only Sardaukar: normal Emperor forces moved to Salusa Secundus do not count
};

// An inclusive range of native-force counts.
struct NativeRange {
  std::int8_t min;
  std::int8_t max;
};

struct HomeworldInfo {
  std::string_view key;   // "caladan", "wallach_ix", ..., "grumman"
  std::string_view name;  // as printed: "Caladan", "Wallach IX", ...
  Faction owner;
  HomeworldNatives natives;
  NativeRange high;                 // the card's high side
  NativeRange low;                  // the card's low side, as the engine reads it (Salusa: see boundary)
  std::int8_t battleHigh;           // added to the native's dial in battles there while high; explosion cap
  std::int8_t battleLow;            // the same while low
  std::int8_t occupiedSpice;        // Bank spice the Occupier takes in Spice Collection
  bool lowBonus;                    // while low: +1 free revival and +1 Bank spice with CHOAM Charity
  bool advancedOnly;                // in play only with the Advanced rules (Salusa Secundus)
  std::string_view highEffect;      // paraphrased, never card text
  std::string_view lowEffect;       // the penalty beyond the low bonus
  std::string_view occupiedEffect;  // what the Occupier gains or the owner loses
  std::string_view source;          // the checklist's citations (HWC, E3 p.N (2h), DB, TO)
  std::string_view boundary;        // registry id of a source boundary this row's figures take a
                                    // choice in (`dune rules`), "" if none
};

const HomeworldInfo& homeworld_info(HomeworldId h);
std::string_view homeworld_key(HomeworldId h);
// The Homeworlds a faction owns, in table order: one, two for the Emperor (Kaitain, Salusa Secundus).
std::span<const HomeworldId> homeworlds_of(Faction f);
// By key (any case); false when no Homeworld has that key.
bool homeworld_by_key(std::string_view key, HomeworldId& out);
// The card is on its high side with `natives` native forces on it (counted as HomeworldInfo::natives
// says). E3 p.9 (2h), rule 71 `em.hw.threshold`: a Homeworld stays high while its native population
// is at or above the high minimum and turns low below it, so only high.min decides (which settles
// Salusa's printed overlap at 2: boundary em.hw.boundary.salusa_overlap, choice (a)).
bool homeworld_threshold_high(HomeworldId h, int natives);

// Where each Homeworld is on the game's map of locations (engine/data/map.hpp: one off-planet territory
// with one location per Homeworld, in this enum's order).
inline TerritoryId homeworld_territory(HomeworldId h) {
  return static_cast<TerritoryId>(kFirstHomeworldTerritory + static_cast<int>(h));
}
inline LocationId homeworld_location(HomeworldId h) {
  return static_cast<LocationId>(kFirstHomeworldLocation + static_cast<int>(h));
}
// The Homeworld of territory t; false when t is on Arrakis.
inline bool homeworld_of_territory(TerritoryId t, HomeworldId& out) {
  if (!is_homeworld_territory(t)) return false;
  out = static_cast<HomeworldId>(t - kFirstHomeworldTerritory);
  return true;
}
static_assert(kFirstHomeworldTerritory + kHomeworlds == kFirstDiscoveryTerritory);
static_assert(kFirstHomeworldLocation + kHomeworlds == kFirstDiscoveryLocation);

}  // namespace dune
