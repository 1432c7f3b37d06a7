// Faction and leader data.
// Sources:
//  [R]  GF9 Dune Rulebook 2019: Setup (pp.3-4) and the six faction sheets (pp.20-27).
//  [IT] Ixians & Tleilaxu expansion (GF9 2020): Ixian and Tleilaxu faction sheets.
//  [CR] CHOAM & Richese expansion (GF9 2022): CHOAM and Richese faction sheets; the CHOAM Auditor
//       is part of CHOAM's Advanced rules (the expansion's announcement, belloflostsouls.net 2022-01-13).
//  [EM] Ecaz & Moritani expansion (GF9 2023): Ecaz and Moritani faction sheets; Duke Vidal.
//  [REF] shared/reference/cards-and-factions.md (LEADERS, FACTION SETUP, free revivals), whose
//       expansion figures were cross-checked against a public implementation (treachery.online:
//       LeaderManager, Game_Setup, Game_Revival, Player.MaximumNumberOfCards) for facts only.
//  [DOC] the project's research checklists docs/expansions/IXIANS_TLEILAXU.md and
//       ECAZ_MORITANI_HOMEWORLDS.md (on main since 8aca0f9): they agree with every figure here
//       (Ixian cyborgs are special forces in every game: they count 2 in battle, E1 p.9).
// The counters' looks (CounterStyle) are this edition's choice, not a source's: the ten playable factions
// keep the fills the web client drew before the data moved here (issue 36); CHOAM's brown and Richese's
// olive stand apart from them as much as the ten stand apart from each other.
// Where sources differ the rulebook wins and the difference is noted on the row:
//  - [REF] lists the Atreides leaders Thufir Hawat first; the order here is the engine's historical
//    order (leader ids 0..4 are stored in games), the strengths agree.
//  - Hand limit: 4 for every faction but the Harkonnen (8, [R] p.25) and CHOAM (5, [CR] CHOAM sheet;
//    treachery.online agrees). Opening treachery cards: one each, two for the Harkonnen ([R] p.4); the
//    expansion sheets' own setup steps (traitors, Face Dancers, terror tokens, ambassadors...) land
//    with their factions' rules.
#include "engine/data/factions.hpp"

#include <cctype>
#include <string>

namespace dune {
namespace {

constexpr std::array<LeaderInfo, kLeaders + 2> kLeaderTable{{
    // Atreides [R] p.20 (ids 0..4)
    {"Lady Jessica", 0, 5},
    {"Thufir Hawat", 0, 5},
    {"Gurney Halleck", 0, 4},
    {"Duncan Idaho", 0, 2},
    {"Dr. Wellington Yueh", 0, 1},
    // Bene Gesserit [R] p.21
    {"Alia", 1, 5},
    {"Margot Lady Fenring", 1, 5},
    {"Mother Ramallo", 1, 5},
    {"Princess Irulan", 1, 5},
    {"Wanna Yueh", 1, 5},
    // Emperor [R] p.22
    {"Count Hasimir Fenring", 2, 6},
    {"Captain Aramsham", 2, 5},
    {"Caid", 2, 3},
    {"Burseg", 2, 3},
    {"Bashar", 2, 2},
    // Fremen [R] p.23
    {"Stilgar", 3, 7},
    {"Chani", 3, 6},
    {"Otheym", 3, 5},
    {"Shadout Mapes", 3, 3},
    {"Jamis", 3, 2},
    // Spacing Guild [R] p.24
    {"Staban Tuek", 4, 5},
    {"Master Bewt", 4, 3},
    {"Esmar Tuek", 4, 3},
    {"Soo-Soo Sook", 4, 2},
    {"Guild Rep.", 4, 1},
    // Harkonnen [R] p.25
    {"Feyd-Rautha", 5, 6},
    {"Beast Rabban", 5, 4},
    {"Piter de Vries", 5, 3},
    {"Captain Iakin Nefud", 5, 2},
    {"Umman Kudu", 5, 1},
    // Ixian [IT], [REF]
    {"Dominic Vernius", 6, 4},
    {"C'Tair Pilru", 6, 5},
    {"Tessia Vernius", 6, 5},
    {"Kailea Vernius", 6, 2},
    {"Cammar Pilru", 6, 1},
    // Tleilaxu [IT], [REF]: Zoal's strength is the opposing leader's (no printed number).
    {"Zoal", 7, 0, LeaderValue::Variable},
    {"Hidar Fen Ajidica", 7, 4},
    {"Master Zaaf", 7, 3},
    {"Wykk", 7, 2},
    {"Blin", 7, 1},
    // CHOAM [CR], [REF]: five leaders, and the Auditor in Advanced games.
    {"Viscount Tull", 8, 2},
    {"Duke Verdun", 8, 3},
    {"Rajiv Londine", 8, 3},
    {"Lady Jalma", 8, 4},
    {"Frankos Aru", 8, 4},
    {"Auditor", 8, 2, LeaderValue::Fixed, true, true},
    // Richese [CR], [REF]
    {"Talis Balt", 9, 2},
    {"Haloa Rund", 9, 2},
    {"Flinto Kinnis", 9, 3},
    {"Lady Helena", 9, 4},
    {"Premier Ein Calimar", 9, 5},
    // Ecaz [EM], [REF]
    {"Sanya Ecaz", 10, 4},
    {"Rivvy Dinari", 10, 3},
    {"Ilesa Ecaz", 10, 3},
    {"Bindikk Narvi", 10, 2},
    {"Whitmore Bludd", 10, 4},
    // Moritani [EM], [REF]
    {"Lupino Ord", 11, 5},
    {"Hiih Resser", 11, 4},
    {"Trin Kronos", 11, 2},
    {"Grieu Kronos", 11, 4},
    {"Vando Terboli", 11, 1},
    // No faction at setup [EM], [REF]: Duke Prad Vidal (kDukeVidal), a shared disc without a traitor
    // card; [DOC] rules 26-31 say which faction may take him and that he then counts as an Ecaz
    // leader. Who holds him is game state, not data.
    {"Duke Prad Vidal", -1, 6},
    // Ixians & Tleilaxu [E1 p.4 (2h)]: the Cheap Hero traitor card (kCheapHeroTraitor), a traitor-deck
    // card with the variant it_cheap_hero_traitor; no leader disc, no faction, strength 0.
    {"Cheap Hero", -1, 0},
}};

constexpr ForcesInfo kPlain{"forces", SpecialForces::None, "", 0, false};

constexpr std::array<FactionInfo, kFactions> kTable{{
    {"Atreides",
     "atreides",
     "green",
     {"#2e7d32", "#fff", "A"},
     Expansion::Base,
     true,
     10,
     2,
     4,
     1,
     {T::Arrakeen, 10},
     "",
     kPlain,
     "[R] p.20: 10 forces in Arrakeen, 10 in reserve; 10 spice; free revival 2"},
    {"Bene Gesserit",
     "bene_gesserit",
     "blue",
     {"#7e57c2", "#fff", "B"},
     Expansion::Base,
     true,
     5,
     1,
     4,
     1,
     {T::PolarSink, 1},
     "Advanced: the starting force may go to any territory as an advisor",
     {"fighters", SpecialForces::FlipSide, "advisors", 0, true},
     "[R] p.21: 1 force in Polar Sink, 19 in reserve; 5 spice; free revival 1; advisors are the "
     "flip side of the same 20 tokens (Advanced)"},
    {"Emperor",
     "emperor",
     "red",
     {"#c62828", "#fff", "E"},
     Expansion::Base,
     true,
     10,
     1,
     4,
     1,
     {kNoTerritory, 0},
     "",
     {"forces", SpecialForces::Elite, "Sardaukar", 5, true},
     "[R] p.22: 20 forces in reserve (5 Sardaukar, Advanced); 10 spice; free revival 1"},
    {"Fremen",
     "fremen",
     "yellow",
     {"#fdd835", "#000", "F"},
     Expansion::Base,
     true,
     3,
     3,
     4,
     1,
     {kNoTerritory, 0},
     "10 forces placed by the Fremen in Sietch Tabr, False Wall South and False Wall West",
     {"forces", SpecialForces::Elite, "Fedaykin", 3, true},
     "[R] p.23: 10 on Arrakis, 10 in reserve (3 Fedaykin, Advanced); 3 spice; free revival 3"},
    {"Spacing Guild",
     "guild",
     "orange",
     {"#a0522d", "#fff", "G"},
     Expansion::Base,
     true,
     5,
     1,
     4,
     1,
     {T::TueksSietch, 5},
     "",
     kPlain,
     "[R] p.24: 5 forces in Tuek's Sietch, 15 in reserve; 5 spice; free revival 1"},
    {"Harkonnen",
     "harkonnen",
     "black",
     {"#546e7a", "#fff", "H"},
     Expansion::Base,
     true,
     10,
     2,
     8,
     2,
     {T::Carthag, 10},
     "",
     kPlain,
     "[R] p.25: 10 forces in Carthag, 10 in reserve; 10 spice; free revival 2; hand limit 8; "
     "two opening cards"},
    {"Ixians",
     "ixian",
     "grey",
     {"#bdbdbd", "#000", "I"},
     Expansion::IxiansTleilaxu,
     true,
     10,
     1,
     4,
     1,
     {T::HiddenMobileStronghold, 6},
     "6 forces (3 suboids, 3 cyborgs) in the Hidden Mobile Stronghold, off the base map",
     {"suboids", SpecialForces::Elite, "cyborgs", 7, false},
     "[IT] Ixian sheet, [REF]: 13 suboids and 7 cyborgs; 10 spice; free revival 1"},
    {"Tleilaxu",
     "tleilaxu",
     "purple",
     {"#00897b", "#fff", "T"},
     Expansion::IxiansTleilaxu,
     true,
     5,
     2,
     4,
     1,
     {kNoTerritory, 0},
     "",
     kPlain,
     "[IT] Tleilaxu sheet, [REF]: 20 forces in reserve; 5 spice; free revival 2"},
    {"CHOAM",
     "choam",
     "brown",
     {"#6d4c41", "#fff", "C"},
     Expansion::ChoamRichese,
     true,
     2,
     0,
     5,
     1,
     {kNoTerritory, 0},
     "",
     kPlain,
     "[CR] CHOAM sheet, [REF]: 20 forces in reserve; 2 spice; no free revival; hand limit 5"},
    {"Richese",
     "richese",
     "white",
     {"#9e9d24", "#000", "R"},
     Expansion::ChoamRichese,
     false,
     5,
     2,
     4,
     1,
     {kNoTerritory, 0},
     "no-field tokens (0, 3, 5) stand in for hidden forces; they are markers, not forces",
     kPlain,
     "[CR] Richese sheet, [REF]: 20 forces in reserve; 5 spice; free revival 2"},
    {"Ecaz",
     "ecaz",
     "pink",
     {"#ec407a", "#fff", "Z"},
     Expansion::EcazMoritani,
     true,
     12,
     2,
     4,
     1,
     {T::ImperialBasin, 6},
     "",
     kPlain,
     "[EM] Ecaz sheet, [REF]: 6 forces in Imperial Basin, 14 in reserve; 12 spice; free revival 2"},
    {"Moritani",
     "moritani",
     "cyan",
     {"#26c6da", "#000", "M"},
     Expansion::EcazMoritani,
     true,
     12,
     2,
     4,
     1,
     {kNoTerritory, 0},
     "6 forces placed after the other factions in any territory no other faction occupies",
     kPlain,
     "[EM] Moritani sheet, [REF]: 6 on Arrakis, 14 in reserve; 12 spice; free revival 2"},
}};

struct LeaderRange {
  std::int8_t first = 0;
  std::int8_t count = 0;
};

// Each faction's leaders are consecutive rows of the leader table (a test checks it).
constexpr std::array<LeaderRange, kFactions> make_ranges() {
  std::array<LeaderRange, kFactions> r{};
  for (int l = kLeaders - 1; l >= 0; --l) {
    auto& x = r[static_cast<std::size_t>(kLeaderTable[static_cast<std::size_t>(l)].faction)];
    x.first = static_cast<std::int8_t>(l);
    x.count++;
  }
  return r;
}
constexpr std::array<LeaderRange, kFactions> kRanges = make_ranges();
static_assert(kLeaderTable[kDukeVidal].faction == -1);
static_assert(kLeaderTable[kCheapHeroTraitor].faction == -1 && kLeaderTable[kCheapHeroTraitor].strength == 0);
static_assert(kRanges[0].first == 0 && kRanges[0].count == 5 && kRanges[5].first == 25);

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string_view expansion_key(Expansion e) {
  switch (e) {
    case Expansion::Base: return "base";
    case Expansion::IxiansTleilaxu: return "ixians_tleilaxu";
    case Expansion::ChoamRichese: return "choam_richese";
    case Expansion::EcazMoritani: return "ecaz_moritani";
  }
  return "?";
}

const FactionInfo& faction_info(Faction f) { return kTable.at(static_cast<std::size_t>(f)); }
std::string_view faction_key(Faction f) { return faction_info(f).key; }

bool faction_by_key(std::string_view key, Faction& out) {
  std::string k = lower(key);
  for (int i = 0; i < kFactions; ++i)
    if (kTable[i].key == k || lower(kTable[i].name) == k) {
      out = faction_at(i);
      return true;
    }
  return false;
}

std::span<const LeaderInfo> leader_table() { return kLeaderTable; }
const LeaderInfo& leader_info(LeaderId l) { return kLeaderTable.at(static_cast<std::size_t>(l)); }
Faction leader_faction(LeaderId l) { return faction_at(leader_info(l).faction); }
int leader_count(Faction f) { return kRanges.at(static_cast<std::size_t>(f)).count; }
int leader_count(Faction f, bool advanced) {
  const int n = leader_count(f);
  return n > 0 && !advanced && leader_info(leader_id(f, n - 1)).advancedOnly ? n - 1 : n;
}
LeaderId leader_id(Faction f, int i) {
  return static_cast<LeaderId>(kRanges.at(static_cast<std::size_t>(f)).first + i);
}
int leader_slot(LeaderId l) { return l - kRanges.at(static_cast<std::size_t>(leader_info(l).faction)).first; }
std::string_view leader_name(LeaderId l) { return leader_info(l).name; }
int leader_strength(LeaderId l) { return leader_info(l).strength; }
LeaderId leader_by_name(std::string_view name) {
  std::string k = lower(name);
  for (LeaderId l = 0; l < static_cast<LeaderId>(kLeaderTable.size()); ++l)
    if (lower(leader_name(l)) == k) return l;
  return kNoLeader;
}

}  // namespace dune
