// The Harkonnen's rules (GF9 Rulebook 2019 p.17).
// - A free extra treachery card with each purchase, if the hand has room (harkonnen_bonus_card).
// - Their traitors work in the ally's battles (harkonnen_ally_traitors); Advanced: leader capture.
// - Advanced Karama power: take a player's whole hand, then give back as many cards (Landsraad rules
//   1.14.04): the taking and the giving back are this module's own actions (its state:
//   Game::harkonnen); the give-back blocks every other decision until done.
// - They keep all four traitor cards they draw at setup.
// - Homeworlds: Giedi Prime high, 2 spice from the Bank with a collection (em.hw.giedi_prime.high).
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool ally(const Game& g, Faction owner, Faction f) { return allied(g, f, owner); }
bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

constexpr TraitRow kTraits[] = {
    {Trait::KeepsAllTraitors, std::nullopt, self},
    {Trait::BonusCard, Advantage::HarkonnenBonusCard, self},
    {Trait::SharesTraitors, Advantage::HarkonnenAllyTraitors, ally},
    {Trait::CapturesLeaders, Advantage::HarkonnenCapture, self_advanced},
    {Trait::KaramaTakesHand, std::nullopt, self},
};

std::string card_list(const std::vector<CardId>& cards) {
  std::string out;
  for (std::size_t i = 0; i < cards.size(); ++i)
    out += (i ? ", " : "") + std::string(card_info(cards[i]).name);
  return out;
}

// The Karama power (checked by the anytime module: Bidding phase, a Karama held, another player with
// cards): take the target's whole hand.
// adv-karama (Harkonnen sheet; Landsraad rules 1.14.04): during Bidding, another player's whole hand.
Status check_take_hand(const Game& g, Faction, Faction seat, const Action& a) {
  if (g.phase != Phase::Bidding)
    return fail(Err::WrongPhase,
                "Harkonnen Karama: a hand is taken during the Bidding phase (Landsraad rules 1.14.04).");
  if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == seat)
    return fail(Err::BadAction, "Harkonnen Karama: name another player in this game.");
  if (g.player(a.faction).hand.empty())
    return fail(Err::NotAllowed, "Harkonnen Karama: {f} hold no treachery cards.", a.faction);
  if (g.bidding.highBidKarama && g.bidding.highBidder >= 0 &&
      (g.bidding.highBidder == index(seat) || g.bidding.highBidder == index(a.faction)))
    return fail(Err::NotAllowed, "Harkonnen Karama: not while a high bid backed by Karama stands for {f}.",
                faction_at(g.bidding.highBidder));
  return Ok{};
}

void take_hand(Game& g, Faction, Faction seat, const Action& a) {
  const Faction target = a.faction;
  discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Karama));
  g.player(seat).karamaPowerUsed = true;
  Player& t = g.player(target);
  const FactionSet both{seat, target};
  std::vector<CardId> taken;
  for (const HeldCard& h : t.hand) {
    // Only the two players know where these cards are now.
    g.player(seat).hand.push_back({h.card, both});
    taken.push_back(h.card);
  }
  t.hand.clear();
  g.harkonnen.handSwapTarget = static_cast<std::int8_t>(index(target));
  g.harkonnen.handSwapOwed = static_cast<std::int8_t>(taken.size());
  log_public(g,
             "The Harkonnen play Karama and take all {n} cards of {f}; they give back as many cards of their "
             "choice.",
             taken.size(), target);
  log_private_text(g, both, "The Harkonnen took: " + card_list(taken) + ".");
}

Status check_give_card(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (g.harkonnen.handSwapTarget < 0 || seat != owner)
    return fail(Err::NotYourDecision, "No cards are owed back after a Harkonnen Karama now.");
  if (a.card < 0 || a.card >= kTreacheryCards || resolve_held(g, seat, a.card) == kNoCard)
    return fail(Err::CardNotHeld, "Harkonnen Karama: give back a card you hold.");
  return Ok{};
}

void give_card(Game& g, Faction, Faction seat, const Action& a) {
  Faction target = faction_at(g.harkonnen.handSwapTarget);
  CardId c = resolve_held(g, seat, a.card);
  auto& hand = g.player(seat).hand;
  hand.erase(std::find_if(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == c; }));
  const FactionSet both{seat, target};
  g.player(target).hand.push_back({c, both});
  log_private(g, both, "The Harkonnen give {c} to {f}.", c, target);
  if (--g.harkonnen.handSwapOwed > 0) return;
  g.harkonnen.handSwapTarget = -1;
  log_public(g, "The Harkonnen have given {f} back as many cards as they took.", target);
}

// adv-karama: while the Harkonnen owe cards back, their give-back is the only decision: one candidate
// per card they hold.
bool owes_cards(const Game& g, Faction) { return g.harkonnen.handSwapTarget >= 0; }
void give_back_pending(const Game& g, Faction owner, DecisionList& out) {
  out.push_back({owner, DecisionKind::KaramaGiveBack, g.harkonnen.handSwapOwed, g.harkonnen.handSwapOwed});
}
void give_back_candidates(const Game& g, Faction owner, Faction, std::vector<Action>& out) {
  for (const HeldCard& h : g.player(owner).hand)
    out.push_back({.kind = ActionKind::KaramaGiveCard, .card = h.card});
}
}  // namespace

extern const Interruption kHarkonnenGiveBack{
    .action = ActionKind::KaramaGiveCard,
    .refusal = "The Harkonnen must first give back the cards their Karama took.",
    .open = owes_cards,
    .pending = give_back_pending,
    .candidates = give_back_candidates,
    .overHandLimit = true};

namespace {

constexpr OwnAction kActions[] = {
    {ActionKind::KaramaTakeHand, check_take_hand, take_hand, Trait::KaramaTakesHand,
     "Karama powers (take a player's hand with Karama) belong to the Advanced game.",
     "Only the {f} may take a player's hand with Karama."},
    {ActionKind::KaramaGiveCard, check_give_card, give_card},
};

// The Harkonnen's part of the view: the give-back their Karama power still owes is public (adv-karama).
void redact(const Game& g, Faction, std::optional<Faction>, View& out) {
  out.handSwapTarget = g.harkonnen.handSwapTarget;
  out.handSwapOwed = g.harkonnen.handSwapOwed;
}

// Giedi Prime high (HWC; E3 p.15 (2h) FAQ: once a Collection phase, however many collections): the
// Harkonnen take 2 spice from the Bank in a Spice Collection in which they collect from the spice on the
// board. The phase tells each faction's collection once (Event::Collected). No Karama reaches it.
constexpr int kGiediPrimeIncome = 2;
void giedi_prime_high(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || e.n <= 0 || !homeworlds::high(g, HomeworldId::GiediPrime)) return;
  gain(g, owner, kGiediPrimeIncome);
  log_public(g, "Giedi Prime is high: {f} take {n} spice from the Bank with their collection.", owner,
             kGiediPrimeIncome);
}

constexpr EventRow kEvents[] = {
    {Event::Collected, std::nullopt, giedi_prime_high},
};

constexpr const Interruption* kInterruptionRows[] = {&kHarkonnenGiveBack};

}  // namespace

extern const FactionModule kHarkonnenModule{.faction = Faction::Harkonnen,
                                            .traits = kTraits,
                                            .events = kEvents,
                                            .view = redact,
                                            .actions = kActions,
                                            .interruptions = kInterruptionRows};

}  // namespace dune
