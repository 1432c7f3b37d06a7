// Words for players (engine/view/words.hpp). Sources: GF9 Rulebook 2019 p.13 (victory: three strongholds,
// four for an alliance; the most strongholds at the end of the last turn), p.16 (the Fremen special victory,
// and without the Guild in the game the Fremen win when nobody has), p.18 (the Bene Gesserit prediction),
// p.19 (the Guild special victory); Ixians & Tleilaxu p.4 (2h: all three technology tokens count as a
// stronghold); Ecaz & Moritani pp.8, 15 (2h: Ecaz and their ally in three strongholds together). The
// conditions themselves are decided by engine/rules/phases/mentat.cpp; this file only says which one was met.
#include "engine/view/words.hpp"

#include <vector>

#include "engine/data/map.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/tech/tech.hpp"

namespace dune {
namespace {

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

// The winners' names in faction order ("the Fremen and the Spacing Guild" reads as "Fremen and Spacing
// Guild").
std::string winners(const Game& g) {
  std::vector<std::string> names;
  for (Faction f : factions_in_game(g))
    if (g.outcome.winners.has(f)) names.push_back(name(f));
  return joined(names);
}

// The strongholds the winners hold now (occupied as the victory counts it), and the technology tokens that
// count as one more.
std::string holdings(const Game& g) {
  std::vector<std::string> held;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (!is_stronghold(t)) continue;
    for (Faction f : factions_in_game(g))
      if (g.outcome.winners.has(f) && occupies(g, f, t)) {
        held.emplace_back(territory(t).name);
        break;
      }
  }
  if (g.in_game(Faction::Ixian) || g.in_game(Faction::Tleilaxu))
    for (Faction f : factions_in_game(g))
      if (g.outcome.winners.has(f) && tech::stronghold_bonus(g, f) > 0)
        held.push_back(name(f) + "'s three technology tokens (counted as a stronghold)");
  return held.empty() ? std::string("no stronghold") : joined(held);
}

}  // namespace

std::string outcome_reason(const Game& g) {
  const std::string who = winners(g);
  const std::string turn = std::to_string(g.outcome.turn);
  switch (g.outcome.kind) {
    case WinKind::None: return "";
    case WinKind::Strongholds:
      return who + " held enough strongholds at the end of turn " + turn + ": " + holdings(g) + ".";
    case WinKind::AllianceStrongholds:
      return who + ", allies, held enough strongholds together at the end of turn " + turn + ": " +
             holdings(g) + ".";
    case WinKind::Prediction:
      return "Another faction won on turn " + turn +
             ", the faction and turn the Bene Gesserit predicted at the start: the Bene Gesserit win "
             "instead.";
    case WinKind::FremenSpecial:
      if (!g.in_game(Faction::Guild))
        return "Nobody won by the end of the last turn (turn " + turn +
               "), and the Spacing Guild is not in this game: the win goes to the Fremen" +
               (g.outcome.winners.size() > 1 ? " and their ally." : ".");
      return "Nobody won by the end of the last turn (turn " + turn +
             "): the Fremen special victory. They hold Sietch Tabr and Habbanya Sietch with no other "
             "faction, and "
             "no Atreides, Harkonnen or Emperor forces are in Tuek's Sietch.";
    case WinKind::GuildSpecial:
      return "Nobody won by the end of the last turn (turn " + turn + "): the Spacing Guild special victory.";
    case WinKind::EndOfGame:
      return "Nobody won by the end of the last turn (turn " + turn + "): " + who +
             (g.outcome.winners.size() > 1 ? " hold" : " holds") + " the most strongholds: " + holdings(g) +
             ".";
  }
  return "";
}

}  // namespace dune
