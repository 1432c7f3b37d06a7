// The Spacing Guild's rules (GF9 Rulebook 2019 p.19; Advanced timing: Revised Rulebook v2.3).
// - Half-price shipment, own and ally's, rounded up on the total (guild_half_price).
// - The other factions' shipment payments go to the Guild (guild_payment).
// - Cross-shipment (own and ally's) and shipment back to reserves (guild_special_shipment).
// - Special victory: when the last turn ends with no winner (and the Fremen have not won theirs), the
//   Guild and its ally win.
// - Advanced Karama power: cancel one player's off-planet shipment (adv.karama.guild).
// - Advanced: before any player's Shipment and Movement turn the Guild may take its own turn.
// - Homeworlds: Junction low, the Guild keeps half (rounded up) of a shipment payment (em.hw.junction.low).
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"

namespace dune {
namespace {

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool self_or_ally(const Game& g, Faction owner, Faction f) { return f == owner || allied(g, f, owner); }
bool others(const Game&, Faction owner, Faction f) { return f != owner; }
bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

// GF9 p.19: the Guild and its ally ship at half rate, rounded up on the total.
int half_price(const Game& g, Faction owner, const Query& q, int cost) {
  return self_or_ally(g, owner, q.f) ? (cost + 1) / 2 : cost;
}

bool special_victory(const Game&, Faction) { return true; }

constexpr TraitRow kTraits[] = {
    {Trait::CrossShip, Advantage::GuildSpecialShipment, self_or_ally},
    {Trait::ShipToReserves, Advantage::GuildSpecialShipment, self},
    {Trait::ReceivesShipmentPayment, Advantage::GuildPayment, others},
    // Advanced Guild timing is not among the advantages a Karama stops (FAQ Nov 2020 p.7 lists none).
    {Trait::OutOfOrderTurn, std::nullopt, self_advanced},
    {Trait::KaramaCancelsShipment, std::nullopt, self},
};
// Junction low (HWC): half of a shipment payment, rounded up; the rest goes to Junction's Occupier, or the
// Bank when none (homeworlds::pay_split). No Karama reaches a Homeworld face: the row names no advantage.
int junction_low(const Game& g, Faction owner, const Query& q, int value) {
  if (q.f != owner || !homeworlds::low(g, HomeworldId::Junction)) return value;
  return (value + 1) / 2;
}

constexpr AmountRow kAmounts[] = {
    {Amount::ShipmentCost, Advantage::GuildHalfPrice, half_price},
    {Amount::ShipmentPaymentKept, std::nullopt, junction_low},
};

}  // namespace

extern const FactionModule kGuildModule{.faction = Faction::Guild,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .endGameWin = WinKind::GuildSpecial,
                                        .wins_at_end = special_victory};

}  // namespace dune
