// Revival. GF9 Rulebook 2019 p.9: all players revive at once. Up to 3 forces per turn go from
// the Tanks to reserves: the faction's free revivals first, the rest at 2 spice each to the
// Bank. A leader may be revived (one per turn, for its strength in spice) only when all the
// faction's leaders are in the Tanks or have died at least once; face-down leaders (killed
// again) come back only after the face-up ones. Emperor alliance (p.19): the Emperor may pay
// for up to 3 more of its ally's forces. Allies may not otherwise pay for revival (FAQ).
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::revival_phase {
namespace {

constexpr int kForceLimit = 3;
constexpr int kCostPerForce = 2;

bool leader_revival_open(const Game& g, Faction f) {
  const Player& p = g.player(f);
  bool anyInTanks = false;
  for (auto& l : p.leaders) {
    if (l.where == LeaderWhere::Tanks)
      anyInTanks = true;
    else if (l.deaths == 0)
      return false;
  }
  return anyInTanks;
}

bool leader_revivable(const Game& g, LeaderId l) {
  Faction f = leader_faction(l);
  const Player& p = g.player(f);
  const LeaderState& s = p.leaders[l % kLeadersPerFaction];
  if (s.where != LeaderWhere::Tanks || !leader_revival_open(g, f)) return false;
  if (!s.faceDown) return true;
  for (auto& o : p.leaders)
    if (o.where == LeaderWhere::Tanks && !o.faceDown) return false;  // face-up ones first
  return true;
}

int cost(const Game& g, Faction f, int forces, LeaderId leader) {
  int paid = std::max(0, forces - free_revival(g, f));
  return paid * kCostPerForce + (leader == kNoLeader ? 0 : leader_strength(leader));
}

bool can_revive_something(const Game& g, Faction f) {
  if (g.player(f).tanks.total() > 0) return true;
  // Emperor alliance: the Emperor may pay for its ally's revival even with nothing of its own.
  if (f == Faction::Emperor) {
    auto ally = ally_of(g, f);
    if (ally && g.player(*ally).tanks.total() > 0 && g.player(f).spice >= kCostPerForce) return true;
  }
  for (int i = 0; i < kLeadersPerFaction; ++i)
    if (leader_revivable(g, leader_id(f, i))) return true;
  return false;
}

void maybe_finish(Game& g) {
  for (Faction f : factions_in_game(g))
    if (!(g.revivalDone & bit(f)) && can_revive_something(g, f)) return;
  finish_phase(g);
}

void revive_forces(Game& g, Faction f, int n) {
  Player& p = g.player(f);
  int normal = std::min<int>(n, p.tanks.normal);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - normal);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
  int special = std::min<int>(n - normal, p.tanks.special);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - special);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + special);
}

}  // namespace

void begin(Game& g) {
  g.revivalDone = 0;
  maybe_finish(g);
}

void settle(Game& g) { maybe_finish(g); }

void pending(const Game& g, DecisionList& out) {
  for (Faction f : storm_order(g))
    if (!(g.revivalDone & bit(f)) && can_revive_something(g, f))
      out.push_back({f, DecisionKind::Revive, 0,
                     static_cast<std::int16_t>(std::min<int>(kForceLimit, g.player(f).tanks.total()))});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::Revive); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::Revive) return fail(Err::WrongPhase, "During Revival you may revive or pass.");
  const Player& p = g.player(seat);
  if (a.amount < 0 || a.amount > kForceLimit)
    return fail(Err::RevivalLimit, "Revival: at most 3 forces per turn (GF9 p.9).");
  if (a.amount > p.tanks.total())
    return fail(Err::NoSuchForces, "Revival: you do not have that many forces in the Tanks.");
  if (a.leader != kNoLeader) {
    if (a.leader < 0 || a.leader >= kLeaders || leader_faction(a.leader) != seat)
      return fail(Err::NotAllowed, "Revival: you may revive only your own leaders.");
    if (!leader_revivable(g, a.leader))
      return fail(Err::NotAllowed,
                  "Leader revival: allowed only when all your leaders are in the Tanks or have died at least "
                  "once, and "
                  "face-up leaders come back before face-down ones (GF9 p.9).");
  }
  int c = cost(g, seat, a.amount, a.leader);
  if (c > p.spice)
    return fail(Err::NotEnoughSpice,
                "Revival costs " + std::to_string(c) + " spice; you have " + std::to_string(p.spice) + ".");
  if (a.amount2 != 0) {
    auto ally = ally_of(g, seat);
    if (seat != Faction::Emperor || !ally)
      return fail(Err::NotAllowed, "Only the Emperor may pay for an ally's extra revivals (GF9 p.19; FAQ).");
    if (stopped(g, Advantage::EmperorAllyRevival))
      return fail(Err::KaramaStopped,
                  "A Karama stopped the Emperor paying for the ally's revival this phase.");
    if (a.amount2 < 0 || a.amount2 > 3)
      return fail(Err::RevivalLimit, "The Emperor may pay for up to 3 of the ally's forces (GF9 p.19).");
    if (a.amount2 > g.player(*ally).tanks.total())
      return fail(Err::NoSuchForces, "Your ally does not have that many forces in the Tanks.");
    if (c + a.amount2 * kCostPerForce > p.spice)
      return fail(Err::NotEnoughSpice, "Not enough spice to pay for your ally's revival too.");
  }
  return Ok{};
}

void exec(Game& g, Faction seat, const Action& a) {
  g.revivalDone |= bit(seat);
  if (a.kind == ActionKind::Revive) {
    int c = cost(g, seat, a.amount, a.leader);
    pay_bank(g, seat, c);
    revive_forces(g, seat, a.amount);
    std::string what = std::to_string(a.amount) + " force(s)";
    if (a.leader != kNoLeader) {
      LeaderState& s = g.player(seat).leaders[a.leader % kLeadersPerFaction];
      s.where = LeaderWhere::Available;
      s.faceDown = false;
      what += " and " + std::string(leader_name(a.leader));
    }
    log_public(g, name(seat) + " revives " + what + " for " + std::to_string(c) + " spice.");
    if (a.amount2 > 0) {
      Faction ally = *ally_of(g, seat);
      pay_bank(g, seat, a.amount2 * kCostPerForce);
      revive_forces(g, ally, a.amount2);
      log_public(g,
                 "The Emperor pays to revive " + std::to_string(a.amount2) + " " + name(ally) + " force(s).");
    }
  }
  maybe_finish(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  out.push_back({.kind = ActionKind::Pass});
  const Player& p = g.player(seat);
  std::vector<LeaderId> leaders{kNoLeader};
  for (int i = 0; i < kLeadersPerFaction; ++i)
    if (leader_revivable(g, leader_id(seat, i))) leaders.push_back(leader_id(seat, i));
  for (int n = 0; n <= std::min<int>(kForceLimit, p.tanks.total()); ++n)
    for (LeaderId l : leaders)
      if (n > 0 || l != kNoLeader)
        out.push_back({.kind = ActionKind::Revive, .amount = static_cast<std::int16_t>(n), .leader = l});
  if (seat == Faction::Emperor && ally_of(g, seat))
    for (int n = 1; n <= 3; ++n)
      out.push_back({.kind = ActionKind::Revive, .amount2 = static_cast<std::int16_t>(n)});
}

}  // namespace dune::revival_phase
