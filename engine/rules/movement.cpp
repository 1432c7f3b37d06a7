#include "engine/rules/movement.hpp"

#include <deque>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"

namespace dune {

bool stronghold_full_for(const Game& g, Faction f, TerritoryId t) {
  if (!is_stronghold(t)) return false;
  return (factions_present(g, t) - FactionSet::of(f)).size() >= 2;
}

bool ally_in(const Game& g, Faction f, TerritoryId t) {
  if (t == T::PolarSink) return false;
  auto a = ally_of(g, f);
  return a && present_in(g, *a, t);
}

Distances reachable(const Game& g, Faction f, LocationId from, int range) {
  Distances dist;
  dist.fill(-1);
  if (location_in_storm(g, from)) return dist;
  // 0-1 breadth-first search: moving between sectors of one territory is free.
  // Each location improves at most range+1 <= 4 times, so 4 * kLocations pushes fit either way.
  std::array<LocationId, 8 * kLocations> dq;
  std::size_t head = 4 * kLocations, tail = head;
  dq[tail++] = from;
  dist[from] = 0;
  std::array<std::int8_t, kTerritories> full;
  full.fill(-1);
  while (head != tail) {
    LocationId a = dq[head++];
    TerritoryId ta = location(a).territory;
    for (LocationId b : location_neighbours(a)) {
      if (location_in_storm(g, b)) continue;
      TerritoryId tb = location(b).territory;
      int w = tb == ta ? 0 : 1;
      int d = dist[a] + w;
      if (d > range) continue;
      if (w == 1) {
        if (full[tb] < 0) full[tb] = stronghold_full_for(g, f, tb) ? 1 : 0;
        if (full[tb]) continue;  // no entry into or through (FAQ p.2)
      }
      if (dist[b] != -1 && dist[b] <= d) continue;
      dist[b] = static_cast<std::int8_t>(d);
      if (w == 0)
        dq[--head] = b;
      else
        dq[tail++] = b;
    }
  }
  return dist;
}

Status check_move(const Game& g, Faction f, LocationId from, LocationId to, int n, int range) {
  if (from < 0 || from >= kLocations)
    return fail(Err::BadAction, "Movement: name the location to move from and to.");
  return check_move(g, f, from, to, n, range, reachable(g, f, from, range));
}

Status check_move(const Game& g, Faction f, LocationId from, LocationId to, int n, int range,
                  const Distances& dist) {
  if (from < 0 || from >= kLocations || to < 0 || to >= kLocations)
    return fail(Err::BadAction, "Movement: name the location to move from and to.");
  if (n < 1) return fail(Err::BadAction, "Movement: move at least one force.");
  if (g.board[from][index(f)].total() < n)
    return fail(Err::NoSuchForces, "Movement: you do not have " + std::to_string(n) + " forces there.");
  if (from == to) return fail(Err::BadAction, "Movement: the destination is where the forces already are.");
  if (location_in_storm(g, from))
    return fail(Err::StormSector, "Movement: forces may not move out of a sector in storm (GF9 p.10).");
  if (location_in_storm(g, to))
    return fail(Err::StormSector, "Movement: forces may not move into a sector in storm (GF9 p.10).");
  TerritoryId tt = location(to).territory;
  if (stronghold_full_for(g, f, tt) && !present_in(g, f, tt))
    return fail(Err::StrongholdFull, "Movement: " + std::string(territory(tt).name) +
                                         " already holds forces of two other factions (GF9 p.10).");
  if (ally_in(g, f, tt) && !bg_arrives_as_advisors(g, f, from, tt))
    return fail(Err::AllyTerritory,
                "Alliances: your forces may not end a move in your ally's territory, except the "
                "Polar Sink; passing through is allowed (GF9 p.12; FAQ Nov 2020 p.2).");
  if (dist[to] < 0)
    return fail(Err::OutOfRange, "Movement: " + std::string(territory(tt).name) +
                                     " is not reachable within " + std::to_string(range) + " territor" +
                                     (range == 1 ? "y" : "ies") +
                                     " without crossing the storm or a full stronghold (GF9 p.10).");
  return Ok{};
}

bool has_exit(const Game& g, Faction f, LocationId at, int n) {
  int range = movement_range(g, f);
  auto dist = reachable(g, f, at, range);
  for (LocationId l = 0; l < kLocations; ++l) {
    if (dist[l] <= 0) continue;
    if (check_move(g, f, at, l, n, range, dist)) return true;
  }
  return false;
}

bool bg_arrives_as_advisors(const Game& g, Faction f, LocationId from, TerritoryId t) {
  if (!advanced(g) || f != Faction::BeneGesserit) return false;
  if (bg_fighters_in(g, t) > 0) return false;
  if (bg_advisors_in(g, t) > 0) return true;
  return from != kNoLocation && from >= 0 && from < kLocations && advisors_at(g, f, from) > 0;
}

void move_forces(Game& g, Faction f, LocationId from, LocationId to, int n) {
  Forces& a = g.board[from][index(f)];
  Forces& b = g.board[to][index(f)];
  int normal = std::min<int>(n, a.normal);
  a.normal = static_cast<std::uint8_t>(a.normal - normal);
  b.normal = static_cast<std::uint8_t>(b.normal + normal);
  int special = n - normal;
  a.special = static_cast<std::uint8_t>(a.special - special);
  b.special = static_cast<std::uint8_t>(b.special + special);
}

}  // namespace dune
