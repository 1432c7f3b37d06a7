// The heuristic bot on the board: where forces are worth having (strongholds toward victory,
// spice to collect, contesting a faction about to win, out of the storm's path), which turns a
// shipment or a move into a before/after difference; and where to dial the storm.
#include <algorithm>
#include <array>
#include <cmath>

#include "bots/heuristic_context.hpp"
#include "bots/heuristic_weights.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/movement.hpp"

namespace dune::bots::detail {
namespace {

namespace w = weights;

// Sand ahead of the storm may be swept next turn (it moves 1-6 sectors, GF9 p.6).
bool in_storm_path(const Context& c, LocationId l) {
  const LocationInfo& info = location(l);
  if (territory(info.territory).stormProtected || info.sector < 0) return false;
  int ahead = (info.sector - c.view.stormSector + kSectors) % kSectors;
  return ahead >= 1 && ahead <= w::kStormReach;
}

bool fremen_sietch(TerritoryId t) { return t == T::SietchTabr || t == T::HabbanyaSietch; }

// Our chance of keeping a territory shared with `enemy` forces, by force count alone.
// Steeper than the force ratio: the battle is won by the larger side far more often than not.
double contest_share(int ours, int enemy) {
  double o = ours, e = enemy + w::kContestEdge / 2;
  return o * o / (o * o + e * e);
}

// What one more stronghold is worth: more for each other one we (and our ally) already hold, so
// that a faction presses on toward its winning count instead of spreading thin.
double stronghold_value(const Context& c, TerritoryId t) {
  int others = c.our_strongholds();
  bool ours = c.forces_in(c.me, t) > 0 && c.enemy_forces_in(t) == 0;
  if (ours) --others;
  double v = w::kStronghold * (1.0 + w::kStrongholdProgress * std::max(0, others));
  return c.lastTurn ? v * w::kLastTurnUrgency : v;
}

// What `n` of our forces in territory t are worth to us, everything else staying as it is.
double territory_value(const Context& c, TerritoryId t, int n) {
  if (n <= 0) return 0.0;
  double v = n * w::kForceOnBoard;
  const int enemy = c.enemy_forces_in(t);
  const double strongholdValue = stronghold_value(c, t);
  if (is_stronghold(t)) {
    if (enemy == 0) {
      v += strongholdValue * std::min(1.0, 0.5 + n / (2.0 * w::kGarrison));
      v -= std::max(0, n - w::kGarrison) * w::kOverGarrison;
      if (c.me == Faction::Fremen && fremen_sietch(t)) v += w::kFremenSietch;
    } else {
      double share = contest_share(n, enemy) / std::max(1, c.enemies_in(t));
      v += strongholdValue * share;
      if (c.held_by_threat(t)) {
        v += c.blockValue * (0.5 + 0.5 * share);
      }
      if (c.me == Faction::Fremen && (fremen_sietch(t) || t == T::TueksSietch))
        v += w::kFremenTuekDenial * share;
    }
  }
  LocationId site = spice_location(t);
  if (site != kNoLocation) {
    int spice = c.view.spice[static_cast<std::size_t>(site)];
    double collected = std::min(spice, n * w::kCollectPerForce);
    v += w::kSpiceCollected * collected * (enemy > 0 ? contest_share(n, enemy) : 1.0);
  }
  return v;
}

bool occupied_after(const Context& c, TerritoryId t, int ours) {
  return ours > 0 && c.enemy_forces_in(t) == 0;
}

// Spice a shipment costs us: the engine's price from the view (View::shipmentQuote: Guild and ally
// rates, Karama, the Fremen's free send, Karama stops); 0 for moves.
int shipment_cost(const Context& c, const Action& a) {
  if (a.kind != ActionKind::Ship || !c.view.shipmentQuote) return 0;
  return std::max(0, quoted_price(*c.view.shipmentQuote, a));
}

// Advanced: which of the forces are Sardaukar / Fedaykin (count double in battle, one revived a turn,
// GF9 pp.16,19). The engine's own split (movement.hpp elite_taken) of the action's source as the view
// shows it. Elite forces are worth sending where a battle is expected (enemies there) and worth
// keeping back otherwise, so that they fight where it counts; an elite force leaving a contested
// territory gives that up.
double score_elite(const Context& c, const Action& a, TerritoryId from, TerritoryId to) {
  if (a.flag) return 0.0;
  const std::size_t me = static_cast<std::size_t>(c.me);
  const Forces& src = a.from == kNoLocation ? c.view.players[me].reserves : forces_at(c.view, a.from, c.me);
  if (src.special == 0 || c.view.ruleset.kind != RulesetKind::Advanced || !has_elite_forces(c.me)) return 0.0;
  const int elite = elite_taken(src, a.amount, a.amount3);
  if (elite == 0) return 0.0;
  double v = 0.0;
  if (to != kNoTerritory && to != T::PolarSink)
    v += elite * (c.enemy_forces_in(to) > 0 ? w::kEliteToBattle : -w::kEliteKept);
  if (from != kNoTerritory && from != T::PolarSink && c.enemy_forces_in(from) > 0)
    v -= elite * w::kEliteToBattle;
  return v;
}

// Homeworlds variant (E3 p.10): a shipment to another faction's Homeworld (the engine lists only the legal
// ones). The card's public line in the view (natives, battle number, Occupier, income) tells what it is
// worth: free for the taking without natives (its income every Spice Collection), worth a battle only with
// clearly more forces than the natives and their battle number, else forces thrown away.
double score_homeworld_shipment(const Context& c, const Action& a, TerritoryId to) {
  for (const HomeworldStatus& s : c.view.homeworlds) {
    if (homeworld_territory(s.id) != to) continue;
    const HomeworldInfo& info = homeworld_info(s.id);
    const int ours = c.forces_in(c.me, to) + a.amount;
    const int battle = s.battle;
    if (s.occupier == static_cast<std::int8_t>(index(c.me))) return -0.5 * a.amount;  // held already
    if (s.natives == 0) return 3.0 * info.occupiedSpice - 0.5 * a.amount;
    if (ours > s.natives + battle + 2) return 2.0 * info.occupiedSpice + 0.5 * s.natives - 0.5 * a.amount;
    return -1.0 * a.amount;
  }
  return w::kNever;
}

}  // namespace

double score_board_action(const Context& c, const Action& a) {
  const TerritoryId to = a.to != kNoLocation && !a.flag ? location(a.to).territory : kNoTerritory;
  const TerritoryId from = a.from != kNoLocation ? location(a.from).territory : kNoTerritory;
  // A group shipped into our ally's territory must move out again this turn (FAQ Nov 2020 p.2):
  // nothing gained, and a dead end if it then cannot move. Never.
  if (a.kind == ActionKind::Ship && to != kNoTerritory && c.ally && c.forces_in(*c.ally, to) > 0)
    return w::kNever;
  if (a.kind == ActionKind::Ship && to != kNoTerritory && is_homeworld_territory(to))
    return score_homeworld_shipment(c, a, to) - spend_penalty(c, shipment_cost(c, a));
  double delta = 0.0;
  int strongholdsAfter = c.our_strongholds(), strongholdsBefore = c.our_strongholds();
  if (to != kNoTerritory && to != from) {
    int before = c.forces_in(c.me, to);
    delta += territory_value(c, to, before + a.amount) - territory_value(c, to, before);
    if (is_stronghold(to) && !occupied_after(c, to, before) && occupied_after(c, to, before + a.amount))
      ++strongholdsAfter;
    // A contested stronghold that would be our winning one: worth its battle.
    int enemy = c.enemy_forces_in(to);
    if (is_stronghold(to) && enemy > 0 && strongholdsBefore + 1 >= c.strongholds_needed())
      delta += w::kVictoryMove * w::kWinningBattleShare * (c.lastTurn ? w::kLastTurnUrgency : 1.0) *
               (contest_share(before + a.amount, enemy) - contest_share(before, enemy));
    if (in_storm_path(c, a.to)) delta -= a.amount * w::kExposedForce;
  }
  if (from != kNoTerritory && from != to) {
    int before = c.forces_in(c.me, from);
    double lost = territory_value(c, from, before) - territory_value(c, from, before - a.amount);
    delta -= is_stronghold(from) ? lost * w::kLeaveStronghold : lost;
    if (is_stronghold(from) && occupied_after(c, from, before) && !occupied_after(c, from, before - a.amount))
      --strongholdsAfter;
    if (in_storm_path(c, a.from)) delta += a.amount * w::kExposedForce;
  }
  if (a.kind == ActionKind::Ship && from == kNoTerritory) delta += a.amount * w::kForceOnBoard;
  if (strongholdsAfter >= c.strongholds_needed() && strongholdsBefore < c.strongholds_needed())
    delta += w::kVictoryMove;
  if (a.card != kNoCard) delta -= w::kKarama;
  delta += score_elite(c, a, from, to);
  return delta - spend_penalty(c, shipment_cost(c, a));
}

// The storm moves our dial plus another player's; we value the forces it would sweep from
// sand: the enemies' as a gain, ours (and our ally's) as a loss, averaged over the other dial.
double score_storm_dial(const Context& c, const Action& a, int dialMin, int dialMax) {
  if (!c.stormSwept) {
    // Value swept in each sector ahead of the storm, 1 = the next sector.
    std::array<double, kSectors + 1> ahead{};
    for (LocationId l = 0; l < kLocations; ++l) {
      const LocationInfo& info = location(l);
      if (info.sector < 0 || territory(info.territory).stormProtected) continue;
      int d = (info.sector - c.view.stormSector + kSectors) % kSectors;
      for (int f = 0; f < kFactions; ++f) {
        int n = forces_at(c.view, l, faction_at(f)).total();
        bool ours = faction_at(f) == c.me || (c.ally && faction_at(f) == *c.ally);
        ahead[static_cast<std::size_t>(d == 0 ? kSectors : d)] += ours ? -w::kStormOwnLoss * n : n;
      }
    }
    std::array<double, kSectors + 1> swept{};  // swept[m]: total over sectors 1..m
    for (int m = 1; m <= kSectors; ++m)
      swept[static_cast<std::size_t>(m)] =
          swept[static_cast<std::size_t>(m - 1)] + ahead[static_cast<std::size_t>(m)];
    c.stormSwept = swept;
  }
  const std::array<double, kSectors + 1>& swept = *c.stormSwept;
  double total = 0.0;
  for (int other = dialMin; other <= dialMax; ++other)
    total += swept[static_cast<std::size_t>(std::min(kSectors, a.amount + other))];
  return total / std::max(1, dialMax - dialMin + 1);
}

}  // namespace dune::bots::detail
