// Faction advantages consulted by several phases. Sources: GF9 Dune Rulebook 2019 faction
// sheets: Fremen p.16, Atreides and Harkonnen p.17, Bene Gesserit p.18, Emperor and Guild p.19.
#include "engine/rules/factions/factions.hpp"

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune {

bool has_elite_forces(Faction f) {
  const FactionModule* m = module_of(f);
  return m && m->eliteForces;
}

bool worm_immune(const Game& g, Faction f) { return hooks::has(g, Trait::WormImmune, f); }

// The faction sheet's rate, as the factions' rows adjust it; a low Homeworld adds 1 (em.hw.low_bonus,
// no Karama reaches it); Recruits then doubles the whole, at most 7 (em.hw.recruits, FAQ: low Fremen 4 ->
// 7).
int free_revival(const Game& g, Faction f) {
  const int rate = hooks::amount(g, Amount::FreeRevival, {.f = f}, faction_info(f).freeRevival);
  return recruits_free_rate(g, rate + homeworlds::low_bonus(g, f));
}

int shipment_cost(const Game& g, Faction f, TerritoryId t, int n) {
  // GF9 p.9: 1 spice per force into a stronghold, 2 elsewhere (a Homeworld: 1, E3 p.10); the factions'
  // rows adjust it.
  return hooks::amount(g, Amount::ShipmentCost, {.f = f, .t = t, .n = n}, n * (stronghold_rate(t) ? 1 : 2));
}

std::optional<Faction> shipment_payee(const Game& g, Faction f) {
  return hooks::holder(g, Trait::ReceivesShipmentPayment, f);
}

bool may_cross_ship(const Game& g, Faction f) { return hooks::has(g, Trait::CrossShip, f); }

int movement_range(const Game& g, Faction f, int elite) {
  // Ornithopters: forces in Arrakeen or Carthag at the start of the move give 3 (GF9 p.10).
  if (present_in(g, f, T::Arrakeen) || present_in(g, f, T::Carthag)) return 3;
  // The Ornithopter Discovery token flown for this move (em.discovery.effects): 3 as well.
  if (discovery::flying(g, f)) return 3;
  return hooks::amount(g, Amount::MovementRange, {.f = f, .n = elite}, 1);
}

bool can_call_traitor(const Game& g, Faction side, LeaderId opponentLeader) {
  if (opponentLeader == kNoLeader) return false;
  auto has = [&](Faction f) {
    for (LeaderId l : g.player(f).traitors)
      if (l == opponentLeader) return true;
    return false;
  };
  if (has(side)) return true;
  // Harkonnen alliance: Harkonnen traitors work in the ally's battles (GF9 p.17).
  auto sharer = hooks::holder(g, Trait::SharesTraitors, side);
  return sharer && has(*sharer);
}

LeaderId traitor_card_of(const Game& g, const BattlePlanRec& p) {
  if (p.leader != kNoLeader) return p.leader;
  if (p.cheapHero != kNoCard && has_variant(g.ruleset.variants, Variant::ItCheapHeroTraitor))
    return kCheapHeroTraitor;
  return kNoLeader;
}

bool voice_available(const Game& g, Faction side) { return hooks::has(g, Trait::Voice, side); }

bool prescience_available(const Game& g, Faction side) { return hooks::has(g, Trait::Prescience, side); }

int leader_value(const Game& g, LeaderId l, LeaderId opposing) {
  return hooks::amount(g, Amount::LeaderValue, {.leader = l, .opposing = opposing}, leader_strength(l));
}

}  // namespace dune
