// Faction advantages consulted by several phases. Sources: GF9 Dune Rulebook 2019 faction
// sheets: Fremen p.16, Atreides and Harkonnen p.17, Bene Gesserit p.18, Emperor and Guild p.19.
#include "engine/rules/factions/factions.hpp"

#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {

bool worm_immune(const Game& g, Faction f) {
  if (f == Faction::Fremen) return !stopped(g, Advantage::FremenWormRide);
  // Fremen alliance: the Fremen protect their ally from Shai-Hulud (the engine takes the option).
  return g.in_game(Faction::Fremen) && allied(g, f, Faction::Fremen);
}

int free_revival(const Game& g, Faction f) {
  int n = faction_info(f).freeRevival;
  if (g.in_game(Faction::Fremen) && allied(g, f, Faction::Fremen) &&
      !stopped(g, Advantage::FremenAllyRevival))
    n = std::max(n, 3);
  return n;
}

int shipment_cost(const Game& g, Faction f, TerritoryId t, int n) {
  int full = n * (is_stronghold(t) ? 1 : 2);
  // Guild (and its ally) ship at half rate, rounded up on the total (GF9 p.19).
  bool guildRate = (f == Faction::Guild || (g.in_game(Faction::Guild) && allied(g, f, Faction::Guild))) &&
                   !stopped(g, Advantage::GuildHalfPrice);
  return guildRate ? (full + 1) / 2 : full;
}

std::optional<Faction> shipment_payee(const Game& g, Faction f) {
  if (g.in_game(Faction::Guild) && f != Faction::Guild && !stopped(g, Advantage::GuildPayment))
    return Faction::Guild;
  return std::nullopt;
}

bool may_cross_ship(const Game& g, Faction f) {
  if (stopped(g, Advantage::GuildSpecialShipment)) return false;
  return f == Faction::Guild || (g.in_game(Faction::Guild) && allied(g, f, Faction::Guild));
}

int movement_range(const Game& g, Faction f) {
  // Ornithopters: forces in Arrakeen or Carthag at the start of the move give 3 (GF9 p.10).
  if (present_in(g, f, T::Arrakeen) || present_in(g, f, T::Carthag)) return 3;
  return f == Faction::Fremen && !stopped(g, Advantage::FremenMoveTwo) ? 2 : 1;
}

bool fremen_send_zone(TerritoryId t) { return territory_distance(t, T::TheGreatFlat) <= 2; }

bool can_call_traitor(const Game& g, Faction side, LeaderId opponentLeader) {
  if (opponentLeader == kNoLeader) return false;
  auto has = [&](Faction f) {
    for (LeaderId l : g.player(f).traitors)
      if (l == opponentLeader) return true;
    return false;
  };
  if (has(side)) return true;
  // Harkonnen alliance: Harkonnen traitors work in the ally's battles (GF9 p.17).
  return g.in_game(Faction::Harkonnen) && allied(g, side, Faction::Harkonnen) &&
         !stopped(g, Advantage::HarkonnenAllyTraitors) && has(Faction::Harkonnen);
}

bool voice_available(const Game& g, Faction side) {
  if (stopped(g, Advantage::BgVoice)) return false;
  return side == Faction::BeneGesserit ||
         (g.in_game(Faction::BeneGesserit) && allied(g, side, Faction::BeneGesserit));
}

bool prescience_available(const Game& g, Faction side) {
  if (stopped(g, Advantage::AtreidesPrescience)) return false;
  return side == Faction::Atreides || (g.in_game(Faction::Atreides) && allied(g, side, Faction::Atreides));
}

}  // namespace dune
