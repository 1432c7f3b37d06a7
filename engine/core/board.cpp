// The board's presence queries over a territory's locations (engine/core/board.hpp).
#include "engine/core/board.hpp"

namespace dune {

int forces_in(const Game& g, Faction f, TerritoryId t) {
  int n = 0;
  for (LocationId l : locations_of(t)) n += fighters_at(g, f, l);
  return n;
}
bool present_in(const Game& g, Faction f, TerritoryId t) { return forces_in(g, f, t) > 0; }

int all_forces_in(const Game& g, Faction f, TerritoryId t) {
  int n = 0;
  for (LocationId l : locations_of(t)) n += forces_at(g, l, f).total();
  return n;
}

int forces_on_board(const Game& g, Faction f) {
  int n = 0;
  for (LocationId l = 0; l < kLocations; ++l) n += forces_at(g, l, f).total();
  return n;
}

FactionSet factions_present(const Game& g, TerritoryId t) {
  // Fighting forces only (fighters_at): in Advanced the Bene Gesserit's special forces are advisors.
  const int advisorSlot = advanced(g) ? index(Faction::BeneGesserit) : -1;
  unsigned m = 0;
  for (LocationId l : locations_of(t)) {
    const auto& cell = location_forces(g, l);
    for (int i = 0; i < kFactions; ++i) {
      const Forces& x = cell[static_cast<std::size_t>(i)];
      if ((i == advisorSlot ? x.normal : x.normal | x.special) != 0) m |= 1u << i;
    }
  }
  return FactionSet::from_bits(m);
}

FactionSet factions_with_forces(const Game& g, TerritoryId t) {
  FactionSet m;
  for (LocationId l : locations_of(t))
    for (int i = 0; i < kFactions; ++i)
      if (!location_forces(g, l)[static_cast<std::size_t>(i)].empty()) m.insert(faction_at(i));
  return m;
}

}  // namespace dune
