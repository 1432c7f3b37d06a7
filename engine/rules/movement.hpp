// Movement and shipment geometry shared by Shipment and Movement, Fremen worm rides and
// enumeration: storm obstruction, stronghold capacity, allied territory, reachable locations.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune {

// GF9 p.9-10: no entry into (or, moving, through) a stronghold already holding forces of two
// other factions.
bool stronghold_full_for(const Game& g, Faction f, TerritoryId t);
// Own forces may not end in a territory with the ally's, except the Polar Sink (GF9 p.12).
bool ally_in(const Game& g, Faction f, TerritoryId t);
// Territories crossed (0 = same territory) on the shortest legal path from `from` to each
// location, avoiding storm sectors and full strongholds; -1 where unreachable within `range`.
using Distances = std::array<std::int8_t, kLocations>;

// A fixed-capacity list of locations (no allocation on the enumeration path).
struct LocationList {
  std::array<LocationId, kLocations> v{};
  std::size_t n = 0;
  void push_back(LocationId l) { v[n++] = l; }
  bool empty() const { return n == 0; }
  std::size_t size() const { return n; }
  LocationId operator[](std::size_t i) const { return v[i]; }
  const LocationId* begin() const { return v.data(); }
  const LocationId* end() const { return v.data() + n; }
};
Distances reachable(const Game& g, Faction f, LocationId from, int range);
// Validate a move of n forces of f from one location to another (GF9 p.10; FAQ p.2).
Status check_move(const Game& g, Faction f, LocationId from, LocationId to, int n, int range);
// The same checks given the distances reachable() computed from `from` (no second search).
Status check_move(const Game& g, Faction f, LocationId from, LocationId to, int n, int range,
                  const Distances& dist);
// Does a group of f at `at` have some legal move to a territory without the ally?
bool has_exit(const Game& g, Faction f, LocationId at, int n);

// Where a worm ride may end (GF9 p.16, Fremen sheet): on Arrakis (E3 p.10: not a Homeworld), not into
// the Hidden Mobile Stronghold (Ixians & Tleilaxu p.9), not into a sector in storm, not into a
// stronghold holding two other factions, not where the ally is (GF9 p.12); `from` is the territory
// ridden from, which it must leave (kNoTerritory: the Great Maker's ride from reserves, em.great_maker).
Status check_worm_ride_to(const Game& g, Faction r, LocationId to, TerritoryId from);

// Elite forces in a shipment or move (Advanced: the Emperor's Sardaukar, the Fremen's Fedaykin; GF9
// Rulebook 2019 p.19 Emperor sheet, p.16 Fremen sheet; pp.9-10 ship and move "forces" with no order
// among them, so the player chooses which). An action names `elite` of its n forces (Ship and Move
// amount3): 0, or the field left out, takes normal forces first and elite ones only for the rest, as
// every action did before the choice existed (stored games replay so). In the Basic game the starred
// tokens are ordinary forces (GF9 pp.16,19; docs/RULES_SOURCES.md note 7): there are none to name.
// How many of n forces taken from `src` are elite:
int elite_taken(const Forces& src, int n, int elite);
// Is naming `elite` of n forces taken from `src` allowed (src holds at least n forces)? `what`
// begins the message ("Shipment", "Movement", "Worm ride").
Status check_elite(const Game& g, Faction f, const Forces& src, int n, int elite, std::string_view what);
// The forces at a source (a board location, or kNoLocation: the reserves) when f may name elite ones
// there (Advanced, the Emperor or the Fremen, some elite there); nullopt otherwise. What the view's
// shipment and move options quote, so that a client offers the choice without restating the rule.
std::optional<Forces> elite_choice(const Game& g, Faction f, LocationId from);
// The n forces taken from `src`, `elite` of them elite (elite_taken), as kinds.
Forces taken_forces(const Forces& src, int n, int elite);
// Moves a group of n of f's forces from `from` to `to`, `elite` of them elite (elite_taken), through the
// board's door (engine/core/board.hpp move_forces).
void move_group(Game& g, Faction f, LocationId from, LocationId to, int n, int elite = 0);

}  // namespace dune
