// Bribery (Advanced). FAQ Nov 2020: bribery is an Advanced-game rule. A bribe is spice given to
// another player at any time after setup; the spice is placed in front of the receiver's shield
// and goes behind it (into the receiver's spice) at the Mentat Pause. What a bribe buys is table
// talk: the engine records the payment, never a promise (boundary.deals).
#include "engine/rules/phases/bribery.hpp"

#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::bribery {
namespace {

// The spice f may give away: the spice its sealed battle plan dials stays for the battle
// (adv.spice_dialing), and a standing high bid of f or of f's ally must stay payable; an ally may
// pay part of the price (GF9 p.12), so the pair's spice must still cover it.
int free_spice(const Game& g, Faction f) {
  int own = g.player(f).spice;
  if (g.phase == Phase::Battle)
    for (std::size_t side = 0; side < 2; ++side)
      if (g.battle.sides[side] == index(f) && g.battle.plans[side].submitted)
        own -= g.battle.plans[side].spice;
  own = std::max(own, 0);
  if (g.phase != Phase::Bidding || g.bidding.highBidder < 0 || g.bidding.highBidKarama) return own;
  const Faction bidder = faction_at(g.bidding.highBidder);
  if (bidder != f && ally_of(g, bidder) != f) return own;
  return std::clamp(bidding_phase::bid_limit(g, bidder) - g.bidding.highBid, 0, own);
}

}  // namespace

Status check(const Game& g, Faction seat, const Action& a) {
  if (!advanced(g))
    return fail(Err::NotAllowed, "Bribery is an Advanced-game rule (FAQ Nov 2020); this is a Basic game.");
  if (g.phase == Phase::Setup) return fail(Err::WrongPhase, "No bribes before the setup is complete.");
  if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction))
    return fail(Err::BadAction, "Bribe: that faction is not in this game.");
  if (a.faction == seat) return fail(Err::BadAction, "Bribe: you cannot bribe yourself.");
  if (ally_of(g, seat) == a.faction)
    return fail(Err::NotAllowed,
                "Bribe: allies may not give each other spice, and a bribe is between players who are not "
                "allied (GF9 Rulebook 2019 p.12 Alliances; Landsraad rules 1.10.02.04, 1.12.00).");
  if (a.amount < 1) return fail(Err::BadAction, "Bribe: give at least 1 spice.");
  const int free = free_spice(g, seat);
  if (a.amount > free)
    return fail(Err::NotEnoughSpice,
                "Bribe: you have only {n} spice behind your shield that your high bid does not need.", free);
  return hooks::veto(g, seat, a);  // a faction's bar on bribes (CHOAM's Inflation, Double side up)
}

void exec(Game& g, Faction seat, const Action& a) {
  g.player(seat).spice = static_cast<std::int16_t>(g.player(seat).spice - a.amount);
  Player& to = g.player(a.faction);
  to.bribes = static_cast<std::int16_t>(to.bribes + a.amount);
  log_public(g, "{f} bribe {f} with {n} spice, placed in front of their shield until the Mentat Pause.", seat,
             a.faction, a.amount);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  // Bots are offered one bribe shape: 1 spice to the first other player not allied with them. Any
  // other amount or receiver is legal too.
  if (!advanced(g) || g.phase == Phase::Setup || free_spice(g, seat) < 1) return;
  for (Faction f : factions_in_game(g))
    if (f != seat && ally_of(g, seat) != f) {
      out.push_back({.kind = ActionKind::Bribe, .faction = f, .amount = 1});
      return;
    }
}

void collect(Game& g) {
  for (Faction f : factions_in_game(g)) {
    Player& p = g.player(f);
    if (p.bribes == 0) continue;
    log_public(g, "{f} take {n} spice of bribes behind their shield.", f, p.bribes);
    p.spice = static_cast<std::int16_t>(p.spice + p.bribes);
    p.bribes = 0;
  }
}

}  // namespace dune::bribery
