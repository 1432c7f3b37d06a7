// The Emperor's rules (GF9 Rulebook 2019 p.19).
// - The other factions' payments for treachery cards go to the Emperor (emperor_payment).
// - Paying for up to 3 extra revivals of the ally (emperor_ally_revival).
// - Advanced Karama power: revive up to 3 forces or 1 leader free.
// - Giving spice to the ally at any time (emperor_ally_spice).
// - Advanced setup (adv-spice): 15 forces and 5 Sardaukar.
// - Homeworlds: Kaitain low, the Emperor keeps half (rounded up) of a card payment (em.hw.kaitain.low);
//   Salusa Secundus high, Sardaukar at full strength without spice; low, no Sardaukar revived free
//   (em.hw.salusa.*; Advanced only, as the card); occupied, the Sardaukar count single. Kaitain high, the
//   discards for spice at the end of Bidding (em.hw.kaitain.high).
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"

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

// Kaitain high (HWC Kaitain high face; em.hw.kaitain.high): at the end of Bidding the Emperor may discard
// treachery cards from hand, paying 2 spice to the Bank for each, one card an answer; a pass ends it for
// the phase. The side is read when the window opens and at each discard (continuous, rule 71).
// The window opens whatever the Emperor's spice, and its bound is their hand (counted in the open): spice is
// behind the shield (GF9 p.12; issue 35); a discard they cannot pay for is refused to them alone.
constexpr int kKaitainDiscardPrice = 2;
bool kaitain_open(const Game& g, Faction owner) {
  return g.phase == Phase::Bidding && g.em.discardTurn != g.turn &&
         homeworlds::high(g, HomeworldId::Kaitain) && !g.player(owner).hand.empty();
}
void kaitain_pending(const Game& g, Faction owner, DecisionList& out) {
  if (!kaitain_open(g, owner)) return;
  out.push_back(
      {owner, DecisionKind::HomeworldDiscard, 0, static_cast<std::int16_t>(g.player(owner).hand.size())});
}
Status kaitain_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::DiscardForSpice)
    return fail(Err::WrongPhase, "Kaitain (high): discard a card for 2 spice (discard_for_spice), or pass.");
  if (resolve_held(g, owner, a.card) == kNoCard) return fail(Err::CardNotHeld, "You do not hold that card.");
  if (g.player(owner).spice < kKaitainDiscardPrice)
    return fail(Err::NotEnoughSpice, "Kaitain (high): each discard costs 2 spice.");
  return Ok{};
}
void kaitain_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind != ActionKind::DiscardForSpice) {
    g.em.discardTurn = g.turn;
    return;
  }
  const CardId c = resolve_held(g, owner, a.card);
  pay_bank(g, owner, kKaitainDiscardPrice);
  discard_from_hand(g, owner, c);
  log_public(g, "Kaitain is high: {f} pay {n} spice to the Bank and discard {c}.", owner,
             kKaitainDiscardPrice, c);
}
void kaitain_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (const HeldCard& h : g.player(owner).hand)
    out.push_back({.kind = ActionKind::DiscardForSpice, .card = h.card});
}
constexpr Window kBiddingWindows[] = {
    {WindowPoint::BiddingEnd, ActionKind::DiscardForSpice, DecisionKind::HomeworldDiscard, kaitain_open,
     kaitain_pending, kaitain_check, kaitain_exec, kaitain_candidates},
};

void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 5);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 5);
}

}  // namespace

constexpr auto kWindows = join_windows(kBiddingWindows);

// Emperor sheet (GF9 p.19, Advanced): the Sardaukar are elite forces.
extern const FactionModule kEmperorModule{.faction = Faction::Emperor,
                                          .eliteForces = true,
                                          .traits = kTraits,
                                          .amounts = kAmounts,
                                          .windows = kWindows,
                                          .advanced_setup = advanced_forces};

}  // namespace dune
