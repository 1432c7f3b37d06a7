// Revival. GF9 Rulebook 2019 p.9: all players revive at once. Up to 3 forces per turn go from
// the Tanks to reserves: the faction's free revivals first, the rest at 2 spice each to the
// Bank. A leader may be revived (one per turn, for its strength in spice) only when all the
// faction's leaders are in the Tanks or have died at least once; face-down leaders (killed
// again) come back only after the face-up ones. Emperor alliance (p.19): the Emperor may pay
// for up to 3 more of its ally's forces. Allies may not otherwise pay for revival (FAQ).
//
// Advanced game (advanced(g) only): the Emperor and Fremen name how many of the revived forces
// are elite (amount3); at most 1 Sardaukar / 1 Fedaykin comes back per turn, by any means
// (faction sheets). The Emperor's Karama power (flag) revives up to 3 forces or 1 leader free,
// beside the normal revival. A module's Companion (the Kwisatz Haderach, lost in a lasgun/shield
// explosion) is revived like a leader, at its price, as the turn's one leader (its module's rules).
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::revival_phase {
namespace {

constexpr int kForceLimit = 3;
constexpr int kCostPerForce = 2;

// The forces f may revive this turn: GF9 p.9's 3, or what a faction module says (the Tleilaxu have
// no limit and may raise another's to 5: Ixians & Tleilaxu rulebook p.7).
// Recruits (em_treachery) raises it to 7 this turn.
int force_limit(const Game& g, Faction f) {
  return recruits_force_limit(g, hooks::amount(g, Amount::RevivalLimit, {.f = f}, kForceLimit));
}

bool can_revive_something(const Game& g, Faction f);
// Someone may still revive (or pass) this phase.
bool revivals_waiting(const Game& g) {
  for (Faction f : factions_in_game(g))
    if (!g.revivalDone.has(f) && can_revive_something(g, f)) return true;
  return false;
}

// A faction module's window before the revivals (the Tleilaxu grants) still waits for its owner; once
// nobody may revive any more, a window at the end of the phase (Ecaz places Ambassadors).
std::optional<hooks::SeatedWindow> open_window(const Game& g) {
  for (const auto& sw : hooks::windows_at(g, WindowPoint::Revival))
    if (sw.w->open(g, sw.owner)) return sw;
  if (auto end = hooks::open_window(g, WindowPoint::RevivalEnd); end && !revivals_waiting(g)) return end;
  return std::nullopt;
}

bool elite_revival_open(const Game& g, Faction f) {
  return advanced(g) && has_elite_forces(f) &&
         (g.eliteRevivedTurn[static_cast<std::size_t>(index(f))] != g.turn ||
          hooks::has(g, Trait::UnlimitedEliteRevival, f));
}

// Elite forces f may revive in one revival: 1 (faction sheets), or up to the force limit for a faction
// whose elite forces have no limit of their own (ix.ixian.cyborg_revival).
int elite_revival_limit(const Game& g, Faction f) {
  return hooks::has(g, Trait::UnlimitedEliteRevival, f) ? kForceLimit : 1;
}

// A piece revived like a leader (a module's Companion): its price, when the revival names it.
int companion_cost(const Action& a) {
  return hooks::with_companion(a) ? hooks::companion()->rules->revivalCost : 0;
}
// Its module's refusals of f's revival `a` (Ok when the revival does not name it).
Status check_companion_revival(const Game& g, Faction f, const Action& a) {
  if (!hooks::with_companion(a)) return Ok{};
  const auto c = hooks::companion();
  return c->rules->check_revival(g, c->owner, f, a);
}

bool duke_revivable(const Game& g, Faction f) {
  return g.em.duke.where == LeaderWhere::Tanks && hooks::has(g, Trait::RevivesDuke, f);
}

bool leader_revival_open(const Game& g, Faction f) {
  bool anyInTanks = false;
  // em.ecaz.duke_revival (E3 pp.8-9 (2h)): for the faction that revives Duke Vidal, he counts among its
  // leaders: with him in the Tanks, one of its own may still be alive and never killed.
  int spared = duke_revivable(g, f) ? 1 : 0;
  // A special leader (the CHOAM Auditor) stands outside the cycle (cr.choam.auditor_limits; boundary
  // cr.boundary.auditor_cycle).
  for (int i = 0; i < leaders_in_game(g, f); ++i) {
    if (leader_info(leader_id(f, i)).special) continue;
    const LeaderState& l = g.player(f).leaders[static_cast<std::size_t>(i)];
    if (l.where == LeaderWhere::Tanks)
      anyInTanks = true;
    else if (l.deaths == 0 && spared-- <= 0)
      return false;
  }
  return anyInTanks;
}

}  // namespace

bool leader_revivable(const Game& g, LeaderId l) {
  Faction f = leader_faction(l);
  const Player& p = g.player(f);
  const LeaderState& s = p.leaders[leader_slot(l)];
  if (s.where != LeaderWhere::Tanks) return false;
  // A special leader (the CHOAM Auditor) is revivable whenever it is in the Tanks, as if every other leader
  // of its sheet were there (cr.choam.auditor_limits).
  if (leader_info(l).special) return true;
  if (!leader_revival_open(g, f)) return false;
  if (!s.faceDown) return true;
  for (int i = 0; i < leaders_in_game(g, f); ++i) {
    const LeaderState& o = p.leaders[static_cast<std::size_t>(i)];
    if (!leader_info(leader_id(f, i)).special && o.where == LeaderWhere::Tanks && !o.faceDown)
      return false;  // face-up ones first
  }
  return true;
}

namespace {

// Another faction's leader in the Tanks that f may revive into its own pool (the Tleilaxu Gholas,
// Advanced, while they have fewer than five leaders: their module's RevivesOthersLeaders row).
bool others_leader_revivable(const Game& g, Faction f, LeaderId l) {
  // Never a special leader (the CHOAM Auditor is never a Ghola: cr.choam.auditor_limits).
  if (l < 0 || l >= kLeaders || leader_faction(l) == f || leader_info(l).special) return false;
  const LeaderState& s = g.player(leader_faction(l)).leaders[leader_slot(l)];
  return s.where == LeaderWhere::Tanks && g.in_game(leader_faction(l)) &&
         hooks::has(g, Trait::RevivesOthersLeaders, f);
}

// f may ask a faction module (the Tleilaxu: early leader revival, a Ghola's return) about leader l
// instead of reviving: that module's own check of the request.
Status request_check(const Game& g, Faction f, const Action& a) {
  auto own = hooks::own_action(g, ActionKind::RequestRevival);
  if (!own) return fail(Err::NotAllowed, "Revival: no faction in this game revives leaders for others.");
  return own->rules->check(g, own->owner, f, a);
}
// A request names one of f's own leaders: in the Tanks, or alive and held by another faction (a Ghola).
bool requestable(const Game& g, Faction f, int slot) {
  const LeaderState& s = g.player(f).leaders[static_cast<std::size_t>(slot)];
  return s.where == LeaderWhere::Tanks || s.capturedBy >= 0;
}
bool can_request(const Game& g, Faction f) {
  for (int i = 0; i < leaders_in_game(g, f); ++i)
    if (requestable(g, f, i)) {
      if (!hooks::own_action(g, ActionKind::RequestRevival)) return false;
      if (request_check(g, f, {.kind = ActionKind::RequestRevival, .leader = leader_id(f, i)})) return true;
    }
  return false;
}

int cost(const Game& g, Faction f, int forces, LeaderId leader, int elite = 0) {
  const int freeN = free_revival(g, f);
  int paid = std::max(0, forces - freeN);
  // An elite force dearer than a normal one (the Ixian Cyborgs, ix.ixian.cyborg_revival) is revived
  // free first; at the base price it makes no difference which forces are the free ones.
  int paidElite = elite > 0 ? std::max(0, elite - freeN) : 0;
  // No elite force revived free (a Homeworld face): the free revivals go to normal forces only.
  if (elite > 0 && hooks::has(g, Trait::EliteRevivalNotFree, f)) {
    paidElite = elite;
    paid = elite + std::max(0, forces - elite - freeN);
  }
  const int elitePrice =
      paidElite > 0 ? hooks::amount(g, Amount::EliteRevivalCost, {.f = f}, kCostPerForce) : 0;
  // A normal force's price: GF9 p.9's 2, or what a module says (CHOAM: 1).
  const int forcePrice = hooks::amount(g, Amount::ForceRevivalPrice, {.f = f}, kCostPerForce);
  const int forcesPrice = (paid - paidElite) * forcePrice + paidElite * elitePrice;
  const int price = leader == kNoLeader ? 0
                                        : hooks::amount(g, Amount::LeaderRevivalPrice,
                                                        {.f = f, .leader = leader}, leader_strength(leader));
  // Ixians & Tleilaxu rulebook p.7: the Tleilaxu and their ally pay half (their module's row), the
  // forces and the leader each rounded up (so the view's quote of each adds up to the price).
  return hooks::amount(g, Amount::RevivalCost, {.f = f, .n = forces}, forcesPrice) +
         (leader == kNoLeader ? 0 : hooks::amount(g, Amount::RevivalCost, {.f = f, .leader = leader}, price));
}

bool can_revive_something(const Game& g, Faction f) {
  if (hooks::has(g, Trait::RevivalBarred, f)) return false;  // Tleilaxu Karama power (Advanced)
  if (g.player(f).tanks.total() > 0) return true;
  if (hooks::companion_revivable(g, f)) return true;
  // Emperor alliance: the Emperor may pay for its ally's revival even with nothing of its own; asked whatever
  // its spice (behind the shield, GF9 p.12: the question says nothing of it, issue 35), the payment checked
  // when made.
  if (hooks::grant(g, Trait::PaysAllyRevival, f) != Grant::No) {
    auto ally = ally_of(g, f);
    if (ally && g.player(*ally).tanks.total() > 0) return true;
  }
  for (int i = 0; i < leaders_in_game(g, f); ++i)
    if (leader_revivable(g, leader_id(f, i))) return true;
  if (duke_revivable(g, f)) return true;
  // Another seated faction's leader in the Tanks, for a faction that revives others' leaders (Gholas).
  bool othersDead = false;
  for (Faction o : factions_in_game(g))
    if (o != f)
      for (int i = 0; i < leaders_in_game(g, o); ++i)  // (never a special leader: others_leader_revivable)
        othersDead =
            othersDead || (g.player(o).leaders[static_cast<std::size_t>(i)].where == LeaderWhere::Tanks &&
                           !leader_info(leader_id(o, i)).special);
  if (othersDead && hooks::has(g, Trait::RevivesOthersLeaders, f)) return true;
  return can_request(g, f);
}

void maybe_finish(Game& g) {
  if (open_window(g) || revivals_waiting(g)) return;
  finish_phase(g);
}

void revive_forces(Game& g, Faction f, int n, int elite = 0) {
  Player& p = g.player(f);
  if (advanced(g) && has_elite_forces(f)) {
    // Advanced: exactly the elite forces named, the rest normal.
    p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - (n - elite));
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + (n - elite));
    p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - elite);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + elite);
    if (elite > 0) g.eliteRevivedTurn[static_cast<std::size_t>(index(f))] = g.turn;
    return;
  }
  int normal = std::min<int>(n, p.tanks.normal);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - normal);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
  int special = std::min<int>(n - normal, p.tanks.special);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - special);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + special);
}

}  // namespace

// The spice a revival action costs in all: the forces beyond the free ones and the leader (cost,
// as check and exec charge them), a companion piece, the ally's forces the Emperor pays for; the
// Emperor's Karama power is free. The view quotes it (engine/rules/quotes.cpp).
int revival_price(const Game& g, Faction f, const Action& a) {
  if (arg<ActionKind::Revive, "karama">(a)) return 0;
  return cost(g, f, a.amount, a.leader, a.amount3) + companion_cost(a) + a.amount2 * kCostPerForce;
}

void begin(Game& g) {
  g.revivalDone.clear();
  homeworlds::revival_begins(g);  // the sides read as the phase begins (Homeworlds variant)
  maybe_finish(g);
}

void settle(Game& g) { maybe_finish(g); }

void pending(const Game& g, DecisionList& out) {
  if (auto sw = open_window(g)) {
    sw->w->pending(g, sw->owner, out);
    return;
  }
  for (Faction f : storm_order(g))
    if (!g.revivalDone.has(f) && can_revive_something(g, f))
      out.push_back({f, DecisionKind::Revive, 0,
                     static_cast<std::int16_t>(std::min<int>(force_limit(g, f), g.player(f).tanks.total()))});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (auto sw = open_window(g); sw && has_decision(g, seat, sw->w->decision)) {
    if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    return sw->w->check(g, sw->owner, a);
  }
  // A second revival in the same phase: the once-per-turn limit is the reason (revival.force_limit).
  if (a.kind == ActionKind::Revive && g.in_game(seat) && g.revivalDone.has(seat) &&
      !has_decision(g, seat, DecisionKind::Revive))
    return fail(Err::RevivalLimit,
                "Revival: you have revived this turn already; a player revives once per Revival phase, up to "
                "3 forces and 1 leader (GF9 Rulebook 2019 p.9).");
  if (auto s = need_decision(g, seat, DecisionKind::Revive); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind == ActionKind::RequestRevival) return request_check(g, seat, a);
  if (a.kind != ActionKind::Revive) return fail(Err::WrongPhase, "During Revival you may revive or pass.");
  const Player& p = g.player(seat);
  if (!advanced(g)) {
    if (a.amount3 != 0 || arg<ActionKind::Revive, "karama">(a))
      return fail(Err::NotAllowed, "Revival: elite forces and Karama powers belong to the Advanced game.");
    if (Status s = check_companion_revival(g, seat, a); !s) return s;
  } else {
    if (a.amount3 != 0) {
      if (!has_elite_forces(seat))
        return fail(Err::NotAllowed, "Revival: only the Emperor and the Fremen have elite forces.");
      if (a.amount3 < 0 || a.amount3 > elite_revival_limit(g, seat) || !elite_revival_open(g, seat))
        return fail(Err::RevivalLimit,
                    "Revival: at most 1 Sardaukar / 1 Fedaykin may be revived per turn (faction sheets).");
      if (a.amount3 > a.amount || a.amount3 > p.tanks.special)
        return fail(Err::NoSuchForces, "Revival: you do not have that elite force in the Tanks.");
    }
    if (has_elite_forces(seat) && a.amount - a.amount3 > p.tanks.normal)
      return fail(Err::NoSuchForces, "Revival: you do not have that many normal forces in the Tanks.");
    if (hooks::with_companion(a)) {  // a piece revived like a leader (a module's Companion)
      if (Status s = check_companion_revival(g, seat, a); !s) return s;
      int c = cost(g, seat, a.amount, kNoLeader) + companion_cost(a);
      if (c > p.spice) return fail(Err::NotEnoughSpice, "Revival costs {n} spice; you have {n}.", c, p.spice);
    }
    if (arg<ActionKind::Revive, "karama">(a)) {
      // Emperor Karama power (Advanced rules, Emperor sheet): up to 3 forces or 1 leader, free.
      if (!hooks::has(g, Trait::KaramaRevival, seat))
        return fail(Err::NotAllowed, "Karama power: only the Emperor revives with Karama.");
      if (p.karamaPowerUsed)
        return fail(Err::NotAllowed, "Karama power: the Emperor has used it already (once a game).");
      if (held_of_kind(g, seat, CardKind::Karama) == kNoCard)
        return fail(Err::CardNotHeld, "Karama power: you do not hold Karama.");
      if (a.amount2 != 0) return fail(Err::NotAllowed, "Karama power: it revives the Emperor's own forces.");
      if ((a.amount > 0) == (a.leader != kNoLeader))
        return fail(Err::RevivalLimit,
                    "Karama power: revive up to 3 forces or 1 leader, not both (Emperor sheet).");
      if (a.amount < 0 || a.amount > kForceLimit)
        return fail(Err::RevivalLimit, "Karama power: at most 3 forces.");
      if (a.amount > p.tanks.total())
        return fail(Err::NoSuchForces, "Revival: you do not have that many forces in the Tanks.");
      if (a.leader != kNoLeader && (a.leader < 0 || a.leader >= kLeaders ||
                                    leader_faction(a.leader) != seat || !leader_revivable(g, a.leader)))
        return fail(Err::NotAllowed,
                    "Karama power: the leader must be one of yours that leader revival allows (GF9 p.9).");
      return Ok{};
    }
  }
  if (a.amount < 0 || a.amount > force_limit(g, seat)) {
    if (force_limit(g, seat) == kForceLimit)
      return fail(Err::RevivalLimit, "Revival: at most 3 forces per turn (GF9 p.9).");
    if (recruits_active(g) && force_limit(g, seat) == kRecruitsLimit)
      return fail(
          Err::RevivalLimit,
          "Revival: at most 7 forces this turn: Recruits was played (Ecaz & Moritani card; E3 p.11).");
    return fail(Err::RevivalLimit, "Revival: at most {n} forces this turn (Ixians & Tleilaxu rulebook p.7).",
                force_limit(g, seat));
  }
  if (a.amount > p.tanks.total())
    return fail(Err::NoSuchForces, "Revival: you do not have that many forces in the Tanks.");
  if ((a.leader != kNoLeader || hooks::with_companion(a)) && hooks::has(g, Trait::LeaderRevivalUsed, seat))
    return fail(Err::RevivalLimit,
                "Revival: your leader came back early this turn; that was your one leader revival (Ixians & "
                "Tleilaxu rulebook p.7; boundary ix.boundary.early_revival_slot).");
  if (a.leader == kDukeVidal) {
    // em.ecaz.duke_revival (E3 pp.8-9 (2h)): Ecaz alone, whatever their other leaders' state.
    if (!duke_revivable(g, seat))
      return fail(Err::NotAllowed,
                  "Revival: only Ecaz revive Duke Vidal, and only from the Tanks (E3 pp.8-9).");
  } else if (a.leader != kNoLeader) {
    // Another faction's leader: only as a Tleilaxu Ghola (Advanced, their RevivesOthersLeaders row).
    const bool others = a.leader >= 0 && a.leader < kLeaders && leader_faction(a.leader) != seat;
    if (others && !others_leader_revivable(g, seat, a.leader)) {
      if (hooks::grant(g, Trait::RevivesOthersLeaders, seat) == Grant::Stopped)
        return fail(Err::KaramaStopped, "A Karama stopped the Tleilaxu Gholas this phase.");
      if (hooks::bearer(g, Trait::RevivesOthersLeaders))
        return fail(
            Err::NotAllowed,
            "Revival: you may revive only your own leaders (the Tleilaxu, Advanced, may revive another "
            "faction's leader from the Tanks as a Ghola while they have fewer than five leaders).");
    }
    if (!others || !others_leader_revivable(g, seat, a.leader)) {
      if (a.leader < 0 || a.leader >= kLeaders || leader_faction(a.leader) != seat)
        return fail(Err::NotAllowed, "Revival: you may revive only your own leaders.");
      if (!leader_revivable(g, a.leader))
        return fail(
            Err::NotAllowed,
            "Leader revival: allowed only when all your leaders are in the Tanks or have died at least "
            "once, and face-up leaders come back before face-down ones (GF9 p.9).");
    }
  }
  int c = cost(g, seat, a.amount, a.leader, a.amount3) + companion_cost(a);
  if (c > p.spice) return fail(Err::NotEnoughSpice, "Revival costs {n} spice; you have {n}.", c, p.spice);
  if (a.amount2 != 0) {
    auto ally = ally_of(g, seat);
    const Grant pays = hooks::grant(g, Trait::PaysAllyRevival, seat);
    if (pays == Grant::No || !ally)
      return fail(Err::NotAllowed, "Only the Emperor may pay for an ally's extra revivals (GF9 p.19; FAQ).");
    if (pays == Grant::Stopped)
      return fail(Err::KaramaStopped,
                  "A Karama stopped the Emperor paying for the ally's revival this phase.");
    if (a.amount2 < 0 || a.amount2 > 3)
      return fail(Err::RevivalLimit, "The Emperor may pay for up to 3 of the ally's forces (GF9 p.19).");
    if (a.amount2 > g.player(*ally).tanks.total())
      return fail(Err::NoSuchForces, "Your ally does not have that many forces in the Tanks.");
    if (advanced(g) && has_elite_forces(*ally) && a.amount2 > g.player(*ally).tanks.normal)
      return fail(
          Err::NoSuchForces,
          "The Emperor pays for the ally's normal forces; your ally has fewer in the Tanks (Advanced).");
    if (c + a.amount2 * kCostPerForce > p.spice)
      return fail(Err::NotEnoughSpice, "Not enough spice to pay for your ally's revival too.");
  }
  return Ok{};
}

void exec(Game& g, Faction seat, const Action& a) {
  if (auto sw = open_window(g); sw && has_decision(g, seat, sw->w->decision)) {
    sw->w->exec(g, sw->owner, a);
    maybe_finish(g);
    return;
  }
  if (a.kind == ActionKind::Revive && arg<ActionKind::Revive, "karama">(a)) {
    // Emperor Karama power: free, and beside the normal revival (the decision stays open).
    discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Karama));
    g.player(seat).karamaPowerUsed = true;
    revive_forces(g, seat, a.amount, a.amount3);
    std::string what = std::to_string(a.amount) + " force(s)";
    if (a.leader != kNoLeader) {
      LeaderState& s = g.player(seat).leaders[leader_slot(a.leader)];
      s.where = LeaderWhere::Available;
      s.faceDown = false;
      what = std::string(leader_name(a.leader));
    }
    log_public_text(g, "The Emperor play Karama and revive " + what + " for free.");
    maybe_finish(g);
    return;
  }
  if (a.kind == ActionKind::RequestRevival) {
    // A request to a faction module (the Tleilaxu): its windows take the answer; the asker's own revival
    // stays open.
    auto own = hooks::own_action(g, a.kind);
    own->rules->exec(g, own->owner, seat, a);
    maybe_finish(g);
    return;
  }
  g.revivalDone.insert(seat);
  if (a.kind == ActionKind::Revive) {
    int c = cost(g, seat, a.amount, a.leader, a.amount3) + companion_cost(a);
    // Ixians & Tleilaxu rulebook p.7: another faction's revival is paid to the Tleilaxu.
    if (auto payee = hooks::holder(g, Trait::ReceivesRevivalPayment, seat))
      pay_to(g, seat, *payee, c);
    else
      pay_bank(g, seat, c);
    // The free count as cost() read it, before the revival changes the reserves (a Homeworld's side).
    const int freeTaken = std::min<int>(a.amount, free_revival(g, seat));
    revive_forces(g, seat, a.amount, a.amount3);
    hooks::notify(g, Event::Revived, {.f = seat, .n = freeTaken, .elite = a.amount3, .forces = a.amount});
    // Technology tokens (Axlotl Tanks): a faction took free revival.
    if (freeTaken > 0) tech::free_revival_taken(g, seat);
    // The common revivals (forces, perhaps a leader) are logged structured; the Advanced extras
    // (elite forces, a companion) as text.
    const bool plain = a.amount3 == 0 && !hooks::with_companion(a);
    if (plain && a.leader == kNoLeader)
      log_public(g, "{f} revives {n} force(s) for {n} spice.", seat, a.amount, c);
    else if (plain)
      log_public(g, "{f} revives {n} force(s) and {l} for {n} spice.", seat, a.amount, a.leader, c);
    std::string what = plain ? std::string() : std::to_string(a.amount) + " force(s)";
    if (a.amount3 > 0) what += " (" + std::to_string(a.amount3) + " elite)";
    if (hooks::with_companion(a)) {
      const auto c = hooks::companion();
      c->rules->revived(g, c->owner);
      what += " and " + std::string(c->rules->name);
    }
    if (a.leader == kDukeVidal) {
      // Boundary em.duke.boundary.revived, choice (a): he comes back set aside, nobody's.
      g.em.duke.where = LeaderWhere::Available;
      what += " and " + std::string(leader_name(a.leader));
    } else if (a.leader != kNoLeader) {
      LeaderState& s = g.player(leader_faction(a.leader)).leaders[leader_slot(a.leader)];
      s.where = LeaderWhere::Available;
      s.faceDown = false;
      // Another faction's leader joins the reviver's pool (a Tleilaxu Ghola), held like a captive.
      s.capturedBy =
          leader_faction(a.leader) == seat ? std::int8_t{-1} : static_cast<std::int8_t>(index(seat));
      if (s.capturedBy >= 0)
        log_public(g, "{f} revive {l} of {f} as a Ghola: the leader fights for them.", seat, a.leader,
                   leader_faction(a.leader));
      what += " and " + std::string(leader_name(a.leader));
    }
    if (!plain) log_public_text(g, name(seat) + " revives " + what + " for " + std::to_string(c) + " spice.");
    if (a.amount2 > 0) {
      Faction ally = *ally_of(g, seat);
      // The Emperor's payment for the ally is a revival payment too (Ixians & Tleilaxu p.7).
      if (auto payee = hooks::holder(g, Trait::ReceivesRevivalPayment, seat))
        pay_to(g, seat, *payee, a.amount2 * kCostPerForce);
      else
        pay_bank(g, seat, a.amount2 * kCostPerForce);
      revive_forces(g, ally, a.amount2);
      log_public(g, "The Emperor pays to revive {n} {f} force(s).", a.amount2, ally);
    }
  }
  maybe_finish(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (auto sw = open_window(g)) {
    // The window's decision may be another seat's than its owner's (the asker answers the Tleilaxu price).
    if (has_decision(g, seat, sw->w->decision)) sw->w->candidates(g, sw->owner, out);
    return;
  }
  out.push_back({.kind = ActionKind::Pass});
  const Player& p = g.player(seat);
  std::vector<LeaderId> leaders{kNoLeader};
  if (!hooks::has(g, Trait::LeaderRevivalUsed, seat)) {
    for (int i = 0; i < leaders_in_game(g, seat); ++i)
      if (leader_revivable(g, leader_id(seat, i))) leaders.push_back(leader_id(seat, i));
    if (hooks::has(g, Trait::RevivesOthersLeaders, seat))
      for (LeaderId l = 0; l < kLeaders; ++l)
        if (others_leader_revivable(g, seat, l)) leaders.push_back(l);
    if (duke_revivable(g, seat)) leaders.push_back(kDukeVidal);
  }
  // Requests to a faction module (the Tleilaxu): an early revival, a Ghola's return.
  for (int i = 0; i < leaders_in_game(g, seat); ++i)
    if (requestable(g, seat, i) && hooks::own_action(g, ActionKind::RequestRevival))
      if (Action r{.kind = ActionKind::RequestRevival, .leader = leader_id(seat, i)};
          request_check(g, seat, r))
        out.push_back(r);
  for (int n = 0; n <= std::min<int>(force_limit(g, seat), p.tanks.total()); ++n)
    for (LeaderId l : leaders)
      if (n > 0 || l != kNoLeader)
        out.push_back({.kind = ActionKind::Revive, .amount = static_cast<std::int16_t>(n), .leader = l});
  if (hooks::grant(g, Trait::PaysAllyRevival, seat) != Grant::No && ally_of(g, seat))
    for (int n = 1; n <= 3; ++n)
      out.push_back({.kind = ActionKind::Revive, .amount2 = static_cast<std::int16_t>(n)});
  if (!advanced(g)) return;
  // Advanced: elite forces, a companion piece, the Karama power.
  if (has_elite_forces(seat) && elite_revival_open(g, seat) && p.tanks.special > 0)
    for (int n = 1; n <= std::min<int>(kForceLimit, p.tanks.total()); ++n)
      for (LeaderId l : leaders) {
        out.push_back(
            {.kind = ActionKind::Revive, .amount = static_cast<std::int16_t>(n), .amount3 = 1, .leader = l});
        // More elite forces in one revival where they have no limit of their own (ix.ixian.cyborg_revival).
        for (int e = 2; e <= std::min<int>({n, p.tanks.special, elite_revival_limit(g, seat)}); ++e)
          out.push_back({.kind = ActionKind::Revive,
                         .amount = static_cast<std::int16_t>(n),
                         .amount3 = static_cast<std::int16_t>(e),
                         .leader = l});
      }
  if (hooks::companion_revivable(g, seat))  // a piece revived like a leader (a module's Companion)
    for (int n = 0; n <= std::min<int>(kForceLimit, p.tanks.normal); ++n) {
      Action with = ActionOf<ActionKind::Revive>{}.set<"forces">(n);
      hooks::companion()->rules->put(with);
      out.push_back(with);
    }
  if (hooks::has(g, Trait::KaramaRevival, seat) && !p.karamaPowerUsed &&
      held_of_kind(g, seat, CardKind::Karama) != kNoCard) {
    int n = std::min<int>(kForceLimit, p.tanks.normal);
    if (n > 0) out.push_back(ActionOf<ActionKind::Revive>{}.set<"forces">(n).set<"karama">(true));
    if (p.tanks.special > 0 && elite_revival_open(g, seat))
      out.push_back(ActionOf<ActionKind::Revive>{}
                        .set<"forces">(std::min<int>(kForceLimit, p.tanks.normal + 1))
                        .set<"elite">(1)
                        .set<"karama">(true));
    for (LeaderId l : leaders)
      if (l != kNoLeader) out.push_back(ActionOf<ActionKind::Revive>{}.set<"leader">(l).set<"karama">(true));
  }
}

}  // namespace dune::revival_phase
