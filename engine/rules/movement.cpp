#include "engine/rules/movement.hpp"

#include <algorithm>
#include <deque>

#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune {

bool stronghold_full_for(const Game& g, Faction f, TerritoryId t) {
  if (!stronghold_like(t)) return false;  // a Discovery site too (E3 p.13)
  FactionSet others = factions_present(g, t) - FactionSet::of(f);
  if (others.size() < 2) return false;
  // em.ecaz.occupy: Ecaz and their ally count as one side. f's partner is f's own side; two partners both
  // there count once.
  for (Faction o : others)
    if (auto p = coexisting_ally(g, o, t)) {
      if (*p == f) return others.size() - 1 >= 2;
      if (others.has(*p)) return others.size() - 1 >= 2;
      break;  // one pair at most: only one faction's module grants Coexists
    }
  return true;
}

bool ally_in(const Game& g, Faction f, TerritoryId t) {
  if (t == T::PolarSink) return false;
  auto a = ally_of(g, f);
  return a && present_in(g, *a, t) && !coexisting_ally(g, f, t);  // em.ecaz.occupy
}

Status check_worm_ride_to(const Game& g, Faction r, LocationId to, TerritoryId from) {
  if (to < 0 || to >= kLocations) return fail(Err::BadAction, "Worm ride: name a destination.");
  TerritoryId t = location(to).territory;
  if (t == from) return fail(Err::BadAction, "Worm ride: ride to another territory.");
  if (is_homeworld_territory(t))
    return fail(Err::NotAllowed,
                "Worm ride: Shai-Hulud carries forces on Arrakis only, not to {t} (E3 p.10).", t);
  if (is_mobile_stronghold(to))
    return fail(Err::NotAllowed,
                "Worm ride: not into {t}: it is entered only from the territory it points at (Ixians & "
                "Tleilaxu p.9).",
                t);
  if (!discovery::on_map(g, to))
    return fail(Err::NotAllowed, "Worm ride: {t} is not on the map (its Discovery token is not revealed).",
                t);
  if (location_in_storm(g, to))
    return fail(Err::StormSector, "Worm ride: not into a sector in storm (GF9 p.16).");
  if (stronghold_full_for(g, r, t) && !present_in(g, r, t))
    return fail(Err::StrongholdFull,
                "Worm ride: that stronghold already holds two other factions (GF9 p.16).");
  if (ally_in(g, r, t))
    return fail(Err::AllyTerritory, "Worm ride: not into your ally's territory (GF9 p.12).");
  return Ok{};
}

namespace {
Distances search(const Game& g, Faction f, LocationId from, int range);
}  // namespace

Distances reachable(const Game& g, Faction f, LocationId from, int range) {
  // Inside a PendingScope the game cannot change: the scope's last search is kept (a sampled move and its
  // check ask the same one).
  auto& memo = g.pendingMemo;
  const bool scoped = memo.depth > 0;
  if (scoped && memo.reachFilled && memo.reachFrom == from && memo.reachRange == range &&
      memo.reachFaction == index(f))
    return memo.reach;
  Distances dist = search(g, f, from, range);
  if (scoped) {
    memo.reach = dist;
    memo.reachFrom = from;
    memo.reachRange = static_cast<std::int8_t>(range);
    memo.reachFaction = static_cast<std::int8_t>(index(f));
    memo.reachFilled = true;
  }
  return dist;
}

namespace {
Distances search(const Game& g, Faction f, LocationId from, int range) {
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
  const int storm = g.stormSector;  // location_in_storm, read once (the hot path of enumeration)
  const LocationId host = g.mobileHost;
  const bool discoveries = discovery::in_play(g);
  auto relax = [&](LocationId a, TerritoryId ta, LocationId b) {
    const LocationInfo& lb = location(b);
    if (lb.sector >= 0 && lb.sector == storm) return;
    const TerritoryId tb = lb.territory;
    const int w = tb == ta ? 0 : 1;
    const int d = dist[a] + w;
    if (d > range) return;
    if (w == 1) {
      if (full[tb] < 0) full[tb] = stronghold_full_for(g, f, tb) ? 1 : 0;
      if (full[tb]) return;  // no entry into or through (FAQ p.2)
    }
    if (dist[b] != -1 && dist[b] <= d) return;
    dist[b] = static_cast<std::int8_t>(d);
    if (w == 0)
      dq[--head] = b;
    else
      dq[tail++] = b;
  };
  while (head != tail) {
    const LocationId a = dq[head++];
    const TerritoryId ta = location(a).territory;
    for (LocationId b : location_neighbours(a)) relax(a, ta, b);
    // The mobile stronghold and the location it points at are joined (ix.ixian.hms_ship_only_ixian).
    if (host != kNoLocation && (a == host || a == kMobileStronghold))
      relax(a, ta, a == host ? kMobileStronghold : host);
    // A revealed Discovery location and the location it was revealed at are joined (em.discovery.location).
    if (discoveries)
      if (const LocationId d = discovery::link(g, a); d != kNoLocation) relax(a, ta, d);
  }
  return dist;
}
}  // namespace

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
  if (forces_at(g, from, f).total() < n)
    return fail(Err::NoSuchForces, "Movement: you do not have {n} forces there.", n);
  if (from == to) return fail(Err::BadAction, "Movement: the destination is where the forces already are.");
  if (location_in_storm(g, from))
    return fail(Err::StormSector, "Movement: forces may not move out of a sector in storm (GF9 p.10).");
  if (location_in_storm(g, to))
    return fail(Err::StormSector, "Movement: forces may not move into a sector in storm (GF9 p.10).");
  TerritoryId tt = location(to).territory;
  if (stronghold_full_for(g, f, tt) && !present_in(g, f, tt))
    return fail(Err::StrongholdFull, "Movement: {t} already holds forces of two other factions (GF9 p.10).",
                tt);
  if (ally_in(g, f, tt) && !hooks::arrives_as_advisors(g, f, from, tt))
    return fail(Err::AllyTerritory,
                "Alliances: your forces may not end a move in your ally's territory, except the Polar Sink; "
                "passing through is allowed (GF9 p.12; FAQ Nov 2020 p.2).");
  if (dist[to] < 0)
    return range == 1
               ? fail(Err::OutOfRange,
                      "Movement: {t} is not reachable within {n} territory without crossing the storm or a "
                      "full stronghold (GF9 p.10).",
                      tt, range)
               : fail(Err::OutOfRange,
                      "Movement: {t} is not reachable within {n} territories without crossing the storm or "
                      "a full stronghold (GF9 p.10).",
                      tt, range);
  return Ok{};
}

bool has_exit(const Game& g, Faction f, LocationId at, int n) {
  int range = movement_range(g, f, elite_taken(forces_at(g, at, f), n, 0));
  auto dist = reachable(g, f, at, range);
  for (LocationId l = 0; l < kLocations; ++l) {
    if (dist[l] <= 0 || is_homeworld_location(l)) continue;
    if (check_move(g, f, at, l, n, range, dist)) return true;
  }
  return false;
}

int elite_taken(const Forces& src, int n, int elite) {
  if (elite > 0) return elite;
  return std::max(0, n - static_cast<int>(src.normal));  // normal forces first
}

Status check_elite(const Game& g, Faction f, const Forces& src, int n, int elite, std::string_view what) {
  if (elite == 0) return Ok{};  // normal forces first: the common case builds nothing
  const std::string w(what);
  if (elite < 0) return fail(Err::BadAction, w + ": elite is a number of forces, 0 or more.");
  if (!has_elite_forces(f))
    return fail(Err::NotAllowed, w + ": only the Emperor's Sardaukar and the Fremen's Fedaykin are elite "
                                     "forces (GF9 Rulebook 2019 pp.16,19); name no elite forces.");
  if (!advanced(g))
    return fail(Err::NotAllowed, w + ": in the Basic game Sardaukar and Fedaykin are ordinary forces (GF9 "
                                     "Rulebook 2019 pp.16,19); name no elite forces.");
  if (elite > n)
    return fail(Err::BadAction, w + ": the elite forces are counted among the " + std::to_string(n) +
                                    " forces; name at most " + std::to_string(n) + ".");
  // (Enumeration meets these two: their sentences are formats, built only when read.)
  if (elite > src.special) return fail(Err::NoSuchForces, "You have {n} elite force(s) there.", src.special);
  if (n - elite > src.normal)
    return fail(Err::NoSuchForces, "You have {n} normal force(s) there; name at least {n} elite.", src.normal,
                n - src.normal);
  return Ok{};
}

std::optional<Forces> elite_choice(const Game& g, Faction f, LocationId from) {
  if (!advanced(g) || !has_elite_forces(f)) return std::nullopt;
  if (from != kNoLocation && (from < 0 || from >= kLocations)) return std::nullopt;
  // Rule 75 (em.hw.emperor_transfer): reserves moved from one of f's Homeworlds are its natives there.
  const Forces natives = from != kNoLocation && is_homeworld_location(from)
                             ? homeworlds::natives_in(g, f, location(from).territory)
                             : Forces{};
  const Forces& src = from == kNoLocation   ? g.player(f).reserves
                      : natives.total() > 0 ? natives
                                            : forces_at(g, from, f);
  if (src.special == 0) return std::nullopt;
  return src;
}

Forces taken_forces(const Forces& src, int n, int elite) {
  const int special = elite_taken(src, n, elite);
  return make_forces(n - special, special);
}

void move_group(Game& g, Faction f, LocationId from, LocationId to, int n, int elite) {
  move_forces(g, from, to, f, taken_forces(forces_at(g, from, f), n, elite));
}

}  // namespace dune
