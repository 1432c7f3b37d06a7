// Homeworld table. Every figure is docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 13.1 (the
// thirteen rows, also as CSV there), whose sources are:
//  HWC  the 13 Homeworld card faces, as described (not copied) from photographs of the printed cards;
//  DB   DuneBot cards/homeworlds.csv (facts only);
//  TO   treachery.online Map.cs (facts only; one threshold per world, equal to high.min below);
//  E3 p.N (2h)  the GF9 Ecaz & Moritani rulebook page, read second-hand (pp.9-10 Homeworlds, p.15 FAQ).
// The card wins over the rulebook's examples and the two implementations (checklist section 0). Where
// the sources leave a figure open the row names its boundary (checklist section 16) and takes choice (a):
//  16.13 em.hw.boundary.caladan_number  Caladan battle/explosion number 2 as printed (an E3 p.10 example
//        says 3);
//  16.14 em.hw.boundary.salusa_overlap  Salusa prints high 2-5 and low 0-2 Sardaukar; 2 is high (a card
//        stays high while at its minimum, E3 p.9), so the low range here is 0-1;
//  16.15 em.hw.boundary.southern_income Southern Hemisphere occupied income 2, as photographed (DB and TO
//        give 0).
// The effects are this project's own short paraphrases of the card faces (checklist table), never the
// printed text. The low effect is the penalty beyond the low bonus (+1 free revival, +1 Bank spice with
// CHOAM Charity), which every card but Salusa Secundus prints.
#include "engine/data/homeworlds.hpp"

#include <array>
#include <cctype>
#include <string>

namespace dune {
namespace {

using enum HomeworldNatives;

// One row per card: its figures on the first line, then the high, low and occupied effects, the source
// and the boundary. Columns of the first line:
// key, name, owner, natives, high, low, battle high, battle low, occupied spice, low bonus, Advanced only
// clang-format off
constexpr std::array<HomeworldInfo, kHomeworlds> kTable{{
    {"caladan", "Caladan", Faction::Atreides, Forces, {6, 20}, {0, 5}, 2, 2, 2, true, false,
     "After winning a battle, the Atreides may add 1 force from their reserves to that battle's territory "
     "or Homeworld if a force of theirs is still there.",
     "The Atreides may not use their movement advantage to look at the next Spice Blow card.",
     "The Occupier shares the Atreides bidding advantage.",
     "HWC (battle 2; the E3 p.10 (2h) example uses 3: boundary 16.13, choice (a) 2); Seed HVR (high effect); "
     "DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     "em.hw.boundary.caladan_number"},
    {"wallach_ix", "Wallach IX", Faction::BeneGesserit, Forces, {11, 20}, {0, 10}, 3, 2, 1, true, false,
     "When spiritual advisors go to the Polar Sink with another faction's shipment, the Bene Gesserit may "
     "send 2 of them.",
     "The Bene Gesserit may not send spiritual advisors.",
     "The Occupier and its ally are immune to the Voice.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"kaitain", "Kaitain", Faction::Emperor, Forces, {5, 20}, {0, 4}, 2, 3, 2, true, false,
     "At the end of Bidding the Emperor may discard Treachery Cards from hand, paying 2 spice for each.",
     "The Emperor keeps only half (rounded up) of each payment made to him for a Treachery Card.",
     "The Occupier receives the other half (rounded down) of those payments (of 5 spice: 3 to the Emperor, "
     "2 to the Occupier, even when the Occupier paid).",
     "HWC; E3 p.15 FAQ (2h: the 5-spice split); DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"salusa_secundus", "Salusa Secundus", Faction::Emperor, Sardaukar, {2, 5}, {0, 1}, 3, 2, 0, false, true,
     "Sardaukar count at full strength in battle without spice support.",
     "Sardaukar may not be revived free (and this card gives no +1 free revival or charity).",
     "The Sardaukar lose their Sardaukar advantage.",
     "HWC (high 2-5, low printed 0-2 Sardaukar: boundary 16.14, choice (a) 2 is high; no low bonus printed); "
     "DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h: Advanced only)",
     "em.hw.boundary.salusa_overlap"},
    {"southern_hemisphere", "Southern Hemisphere", Faction::Fremen, Forces, {3, 20}, {0, 2}, 2, 2, 2, true,
     false,
     "A starred (Fedaykin) force the Fremen revive may be placed at once in a territory holding Fremen.",
     "No penalty (the low bonus still applies).",
     "The Occupier receives half (rounded down) of the spice the Fremen collect.",
     "HWC (occupied income 2; DB and TO give 0: boundary 16.15, choice (a) 2); E3 FAQ (2h: used in Basic "
     "too); DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     "em.hw.boundary.southern_income"},
    {"junction", "Junction", Faction::Guild, Forces, {5, 20}, {0, 4}, 2, 2, 2, true, false,
     "During another faction's shipment the Guild may offer it cross-planet shipping at half or full price, "
     "to or from Homeworlds too.",
     "The Guild keeps only half (rounded up) of shipping payments.",
     "The Occupier receives the other half (rounded down) of other factions' shipping payments.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"giedi_prime", "Giedi Prime", Faction::Harkonnen, Forces, {7, 20}, {0, 6}, 2, 2, 2, true, false,
     "2 Bank spice in a Spice Collection in which the Harkonnen collect from a desert territory or a "
     "Homeworld (once per phase).",
     "No penalty (the low bonus still applies).",
     "When the Harkonnen buy a card, the Occupier (or its ally) takes their free extra card if its hand has "
     "room.",
     "HWC; E3 p.15 FAQ (2h: once per Collection phase); DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"ix", "Ix", Faction::Ixian, Forces, {5, 20}, {0, 4}, 2, 2, 2, true, false,
     "Paying to revive a Cyborg also revives 2 Suboids free.",
     "The Hidden Mobile Stronghold may not move.",
     "The Occupier takes over the Ixian bidding advantage.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"tleilax", "Tleilax", Faction::Tleilaxu, Forces, {9, 20}, {0, 8}, 2, 2, 2, true, false,
     "Forces the Tleilaxu take by free revival may be sent free from reserves to one territory or Homeworld "
     "(storm and occupancy rules apply).",
     "Low at the start of Revival: no spice from other factions' free revivals in that phase.",
     "No Face Dancer may be revealed against the Occupier or its ally.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"tupile", "Tupile", Faction::Choam, Forces, {11, 20}, {0, 10}, 2, 2, 2, true, false,
     "A penalty: CHOAM may not discard Worthless cards for spice, except by an Advanced Karama.",
     "Once per faction: when CHOAM is on that faction's Homeworld, or that faction is on Tupile, it must "
     "tell CHOAM its spice and how many weapons or defences it holds.",
     "The Occupier and its ally hold 1 card more (discarding down when the occupation ends); CHOAM loses its "
     "low effect.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"richese", "Richese", Faction::Richese, Forces, {10, 20}, {0, 9}, 2, 2, 1, true, false,
     "Reserve forces may be shipped together with a No-Field token.",
     "No-Field tokens may not be moved.",
     "The Occupier picks the Richese card sold in Bidding and receives half (rounded down) of its price.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"ecaz", "Ecaz", Faction::Ecaz, Forces, {7, 20}, {0, 6}, 2, 2, 2, true, false,
     "3 Bank spice whenever a poison weapon is discarded; the Ecaz alliance also wins by holding a "
     "stronghold "
     "together and occupying two other factions' Homeworlds.",
     "When Ecaz and its ally are both in one battle, their opponent chooses which of them fights.",
     "The Occupier (or its ally) gains Duke Vidal and may revive him, over the Ecaz and Moritani claims to "
     "him.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
    {"grumman", "Grumman", Faction::Moritani, Forces, {8, 20}, {0, 7}, 2, 2, 2, true, false,
     "In Spice Collection the Moritani may add a Terror token to a stronghold holding one, or take one off "
     "the board, and then take 4 Bank spice.",
     "A Terror token may be revealed only when at least 3 forces enter its territory.",
     "No Terror token may be revealed when the Occupier or its ally enters.",
     "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.9-10 (2h)",
     ""},
}};
// clang-format on

// Table order is faction order (each faction's Homeworlds contiguous, every faction owning one) and
// the two sides of every card split 0..high.max with neither gap nor overlap: the low side is 0 up to
// one below high.min (Salusa's printed overlap resolved as its boundary says, above).
constexpr bool table_consistent() {
  int faction = 0;
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = kTable[static_cast<std::size_t>(i)];
    const int owner = static_cast<int>(h.owner);
    if (owner != faction && owner != faction + 1) return false;
    faction = owner;
    if (h.low.min != 0 || h.low.max + 1 != h.high.min || h.high.min > h.high.max) return false;
    if (h.high.max > kForcesPerFaction) return false;
  }
  return faction == kFactions - 1;
}
static_assert(table_consistent());

constexpr std::array<HomeworldId, kHomeworlds> kIds = [] {
  std::array<HomeworldId, kHomeworlds> ids{};
  for (int i = 0; i < kHomeworlds; ++i) ids[static_cast<std::size_t>(i)] = static_cast<HomeworldId>(i);
  return ids;
}();

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

// Each faction's run of the table (first, count), worked out once: homeworlds_of is on hot paths.
constexpr std::array<std::pair<std::uint8_t, std::uint8_t>, kFactions> kRuns = [] {
  std::array<std::pair<std::uint8_t, std::uint8_t>, kFactions> r{};
  for (std::size_t i = 0; i < kTable.size(); ++i) {
    auto& [first, count] = r[static_cast<std::size_t>(kTable[i].owner)];
    if (count == 0) first = static_cast<std::uint8_t>(i);
    ++count;
  }
  return r;
}();

const HomeworldInfo& homeworld_info(HomeworldId h) { return kTable[static_cast<std::size_t>(h)]; }

std::string_view homeworld_key(HomeworldId h) { return homeworld_info(h).key; }

std::span<const HomeworldId> homeworlds_of(Faction f) {
  const auto [first, count] = kRuns[static_cast<std::size_t>(f)];
  return std::span<const HomeworldId>(kIds).subspan(first, count);
}

bool homeworld_by_key(std::string_view key, HomeworldId& out) {
  const std::string k = lower(key);
  for (std::size_t i = 0; i < kTable.size(); ++i)
    if (kTable[i].key == k) {
      out = kIds[i];
      return true;
    }
  return false;
}

bool homeworld_threshold_high(HomeworldId h, int natives) { return natives >= homeworld_info(h).high.min; }

}  // namespace dune
