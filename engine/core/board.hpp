// The board's one door (issue 36 item 4; docs/ENGINE.md "The board through one door"): the forces
// standing in the map's locations (Game::board) change only through place_forces, remove_forces,
// move_forces and convert_forces, and are read only through forces_at and the presence queries
// below. Only the codec (engine/codec) reads and writes Game::board itself. A piece that is not
// what it seems (the Richese No-Field token counts as one force for everyone else until revealed)
// is then taught here, once, and not in every rule that counts forces.
//
// Modelled on Stockfish's Position::put_piece / remove_piece / move_piece (src/position.h): one
// place where the board changes. Reads are inline, so the door costs the hot paths nothing.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/core/faction_set.hpp"
#include "engine/core/state.hpp"

namespace dune {

// A count of forces: `normal` ones and `special` ones (Advanced: elite forces or advisors).
inline Forces make_forces(int normal, int special = 0) {
  return {static_cast<std::uint8_t>(normal), static_cast<std::uint8_t>(special)};
}
// n forces out of `have`, normal ones first, then special ones; at most what `have` holds.
inline Forces normal_first(const Forces& have, int n) {
  if (n < 0) n = 0;
  const int normal = n < have.normal ? n : have.normal;
  const int rest = n - normal < have.special ? n - normal : have.special;
  return make_forces(normal, rest);
}
// Does `have` hold at least `n`, kind by kind?
inline bool holds_forces(const Forces& have, const Forces& n) {
  return n.normal <= have.normal && n.special <= have.special;
}

// --- reading ---------------------------------------------------------------------------------------

// f's forces at location l (every force, advisors included). Also on a View's board (its `board`).
inline const Forces& forces_at(const Board& b, LocationId l, Faction f) {
  return b[static_cast<std::size_t>(l)][static_cast<std::size_t>(index(f))];
}
inline const Forces& forces_at(const Game& g, LocationId l, Faction f) { return forces_at(g.board, l, f); }
// Every faction's forces at l, in faction order.
inline const std::array<Forces, kFactions>& location_forces(const Board& b, LocationId l) {
  return b[static_cast<std::size_t>(l)];
}
inline const std::array<Forces, kFactions>& location_forces(const Game& g, LocationId l) {
  return location_forces(g.board, l);
}

// Fighting or not (Advanced: GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Revised Rulebook v2.3): the
// Bene Gesserit's `special` forces on the board are advisors. They do not count for presence,
// occupancy, stronghold control or capacity, battles or collection: forces_in, present_in and
// factions_present count fighting forces only. Storm, worms, explosions and force conservation count
// every force (forces_at(..).total(), all_forces_in, factions_with_forces).
inline int advisors_at(const Game& g, Faction f, LocationId l) {  // 0 for others, and in Basic
  return advanced(g) && f == Faction::BeneGesserit ? forces_at(g, l, f).special : 0;
}
inline int fighters_at(const Game& g, Faction f, LocationId l) {
  return forces_at(g, l, f).total() - advisors_at(g, f, l);
}
int forces_in(const Game& g, Faction f, TerritoryId t);      // fighting forces of f in t
bool present_in(const Game& g, Faction f, TerritoryId t);    // f has fighting forces in t
int all_forces_in(const Game& g, Faction f, TerritoryId t);  // every force of f in t, advisors included
int forces_on_board(const Game& g, Faction f);               // every force of f in every location
// The factions with fighting forces in t.
FactionSet factions_present(const Game& g, TerritoryId t);
// The factions with any force in t, advisors included.
FactionSet factions_with_forces(const Game& g, TerritoryId t);

// --- changing ------------------------------------------------------------------------------------
// Where the forces come from or go to (reserves, Tanks) is the caller's: the door keeps the board.
// A removal or move of more than the location holds, kind by kind, is a bug in the caller. It is
// refused: false, the board unchanged, so that the forces the caller then puts elsewhere break the
// force conservation that check_invariants (engine/invariants.hpp) verifies after every step of
// every random and scenario game (the engine's report of an internal error); nothing wraps around.

// Adds n to f's forces at l.
inline void place_forces(Game& g, LocationId l, Faction f, Forces n) {
  Forces& here = g.board[static_cast<std::size_t>(l)][static_cast<std::size_t>(index(f))];
  here.normal = static_cast<std::uint8_t>(here.normal + n.normal);
  here.special = static_cast<std::uint8_t>(here.special + n.special);
}
// Takes n of f's forces from l.
inline bool remove_forces(Game& g, LocationId l, Faction f, Forces n) {
  Forces& here = g.board[static_cast<std::size_t>(l)][static_cast<std::size_t>(index(f))];
  if (!holds_forces(here, n)) return false;
  here.normal = static_cast<std::uint8_t>(here.normal - n.normal);
  here.special = static_cast<std::uint8_t>(here.special - n.special);
  return true;
}
// Moves n of f's forces from `from` to `to`.
inline bool move_forces(Game& g, LocationId from, LocationId to, Faction f, Forces n) {
  if (!remove_forces(g, from, f, n)) return false;
  place_forces(g, to, f, n);
  return true;
}
// The same forces of f at l take other kinds: `to` has the total they have (the Bene Gesserit's
// fighters and advisors flipping, Suboids exchanged for Cyborgs). Refused otherwise.
inline bool convert_forces(Game& g, LocationId l, Faction f, Forces to) {
  Forces& here = g.board[static_cast<std::size_t>(l)][static_cast<std::size_t>(index(f))];
  if (here.total() != to.total()) return false;
  here = to;
  return true;
}

}  // namespace dune
