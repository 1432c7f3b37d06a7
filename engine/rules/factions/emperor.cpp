// The Emperor's rules (GF9 Rulebook 2019 p.19).
// - The other factions' payments for treachery cards go to the Emperor (emperor_payment).
// - Paying for up to 3 extra revivals of the ally (emperor_ally_revival).
// - Advanced Karama power: revive up to 3 forces or 1 leader free.
// - Giving spice to the ally at any time (emperor_ally_spice).
// - Advanced setup (adv-spice): 15 forces and 5 Sardaukar.
// - Homeworlds: Kaitain low, the Emperor keeps half (rounded up) of a card payment (em.hw.kaitain.low);
//   Salusa Secundus high, Sardaukar at full strength without spice; low, no Sardaukar revived free
//   (em.hw.salusa.*; Advanced only, as the card); occupied, the Sardaukar count single.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/homeworlds.hpp"

namespace dune {
namespace {

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool others(const Game&, Faction owner, Faction f) { return f != owner; }

// Salusa Secundus (HWC; Advanced only: the card is on the table only then). No Karama reaches a
// Homeworld face (em.hw.karama_immune): the rows name no advantage.
bool salusa_high(const Game& g, Faction owner, Faction f) {
  return f == owner && homeworlds::high(g, HomeworldId::SalusaSecundus);
}
bool salusa_low(const Game& g, Faction owner, Faction f) {
  return f == owner && homeworlds::low(g, HomeworldId::SalusaSecundus);
}

constexpr TraitRow kTraits[] = {
    {Trait::ReceivesCardPayment, Advantage::EmperorPayment, others},
    {Trait::EliteNeedNoSpice, std::nullopt, salusa_high},
    {Trait::EliteRevivalNotFree, std::nullopt, salusa_low},
    {Trait::PaysAllyRevival, Advantage::EmperorAllyRevival, self},
    {Trait::KaramaRevival, std::nullopt, self},
    {Trait::GivesAllySpice, Advantage::EmperorAllySpice, self},
};

// Advanced (Emperor sheet): Sardaukar count double, but only single against the Fremen. Salusa Secundus
// occupied (HWC occupied face, em.hw.salusa.occupied): the Sardaukar lose that advantage and count single.
int sardaukar(const Game& g, Faction owner, const Query& q, int value) {
  if (q.f != owner) return value;
  if (homeworlds::occupier(g, HomeworldId::SalusaSecundus)) return 1;
  return q.other == Faction::Fremen ? 1 : 2;
}

// Kaitain low (HWC; E3 p.15 (2h) FAQ: of 5 the Emperor keeps 3): half of a card payment, rounded up; the
// rest goes to Kaitain's Occupier, or the Bank when none (homeworlds::pay_split). No Karama
// reaches a Homeworld face (em.hw.karama_immune): the row names no advantage.
int kaitain_low(const Game& g, Faction owner, const Query& q, int value) {
  if (q.f != owner || !homeworlds::low(g, HomeworldId::Kaitain)) return value;
  return (value + 1) / 2;
}

constexpr AmountRow kAmounts[] = {
    {Amount::EliteValue, Advantage::EmperorSardaukar, sardaukar},
    {Amount::CardPaymentKept, std::nullopt, kaitain_low},
};

void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 5);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 5);
}

}  // namespace

// Emperor sheet (GF9 p.19, Advanced): the Sardaukar are elite forces.
extern const FactionModule kEmperorModule{.faction = Faction::Emperor,
                                          .eliteForces = true,
                                          .traits = kTraits,
                                          .amounts = kAmounts,
                                          .advanced_setup = advanced_forces};

}  // namespace dune
