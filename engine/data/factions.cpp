// Faction data. Source: GF9 Dune Rulebook 2019 faction sheets; shared/reference/cards-and-factions.md.
#include "engine/data/factions.hpp"

#include <cctype>
#include <string>

namespace dune {
namespace {

constexpr std::array<FactionInfo, kFactions> kTable{{
    {"Atreides",
     "atreides",
     10,
     2,
     4,
     1,
     {T::Arrakeen, 10},
     {"Lady Jessica", "Thufir Hawat", "Gurney Halleck", "Duncan Idaho", "Dr. Wellington Yueh"},
     {5, 5, 4, 2, 1}},
    {"Bene Gesserit",
     "bene_gesserit",
     5,
     1,
     4,
     1,
     {T::PolarSink, 1},
     {"Alia", "Margot Lady Fenring", "Mother Ramallo", "Princess Irulan", "Wanna Yueh"},
     {5, 5, 5, 5, 5}},
    {"Emperor",
     "emperor",
     10,
     1,
     4,
     1,
     {kNoTerritory, 0},
     {"Count Hasimir Fenring", "Captain Aramsham", "Caid", "Burseg", "Bashar"},
     {6, 5, 3, 3, 2}},
    {"Fremen",
     "fremen",
     3,
     3,
     4,
     1,
     {kNoTerritory, 0},
     {"Stilgar", "Chani", "Otheym", "Shadout Mapes", "Jamis"},
     {7, 6, 5, 3, 2}},
    {"Spacing Guild",
     "guild",
     5,
     1,
     4,
     1,
     {T::TueksSietch, 5},
     {"Staban Tuek", "Master Bewt", "Esmar Tuek", "Soo-Soo Sook", "Guild Rep."},
     {5, 3, 3, 2, 1}},
    {"Harkonnen",
     "harkonnen",
     10,
     2,
     8,
     2,
     {T::Carthag, 10},
     {"Feyd-Rautha", "Beast Rabban", "Piter de Vries", "Captain Iakin Nefud", "Umman Kudu"},
     {6, 4, 3, 2, 1}},
}};

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

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

std::string_view leader_name(LeaderId l) {
  return kTable.at(static_cast<std::size_t>(l / kLeadersPerFaction)).leaderNames[l % kLeadersPerFaction];
}
int leader_strength(LeaderId l) {
  return kTable.at(static_cast<std::size_t>(l / kLeadersPerFaction)).leaderStrengths[l % kLeadersPerFaction];
}
LeaderId leader_by_name(std::string_view name) {
  std::string k = lower(name);
  for (LeaderId l = 0; l < kLeaders; ++l)
    if (lower(leader_name(l)) == k) return l;
  return kNoLeader;
}

}  // namespace dune
