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
#include "engine/rules/phases/phases.hpp"

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

// Advanced Karama power (Landsraad rules 1.14.05: "cancel one off-planet shipment of any one player", during
// Shipment and Movement): the Guild names the player before that player has shipped this turn; its shipment
// from off-planet reserves is then refused for the rest of the phase (adv.karama.guild).
Status check_cancel_shipment(const Game& g, Faction, Faction seat, const Action& a) {
  if (g.phase != Phase::ShipMove)
    return fail(
        Err::WrongPhase,
        "Guild Karama: a shipment is cancelled during Shipment and Movement (Landsraad rules 1.14.05).");
  if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == seat)
    return fail(Err::BadAction, "Guild Karama: name another player in this game.");
  if (hooks::has(g, Trait::ReserveSend, a.faction))
    return fail(Err::NotAllowed,
                "Guild Karama: the Fremen have no off-planet reserves to ship from (Fremen sheet).");
  const auto& s = g.shipMove;
  const bool done =
      s.acted.has(a.faction) || (ship_move_phase::actor(g) == a.faction && s.step != ShipMoveStep::Ship);
  if (done)
    return fail(Err::NotAllowed, "Guild Karama: {f} have already made or passed their shipment this turn.",
                a.faction);
  return Ok{};
}
void cancel_shipment(Game& g, Faction, Faction seat, const Action& a) {
  discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Karama));
  g.player(seat).karamaPowerUsed = true;
  g.shipMove.shipmentCancelled.insert(a.faction);
  log_public(g, "The Guild play Karama and cancel the off-planet shipment of {f} this turn.", a.faction);
}

constexpr OwnAction kActions[] = {
    {ActionKind::KaramaCancelShipment, check_cancel_shipment, cancel_shipment, Trait::KaramaCancelsShipment,
     "Karama powers (cancel a shipment with Karama) belong to the Advanced game.",
     "Only the {f} may cancel a shipment with Karama."},
};

}  // namespace

extern const FactionModule kGuildModule{.faction = Faction::Guild,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .endGameWin = WinKind::GuildSpecial,
                                        .wins_at_end = special_victory,
                                        .actions = kActions};

}  // namespace dune
