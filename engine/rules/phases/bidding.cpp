// Bidding. GF9 Rulebook 2019 p.8: one card is dealt per player whose hand is not full; cards
// are auctioned one at a time. The First Player opens the first card (or the next eligible
// player), each later card is opened by the next eligible player after the previous opener.
// Bids must be at least 1 and raise the high bid; a player may not bid more spice than it has.
// When everyone else has passed, the high bidder pays (to the Emperor if in the game, p.19)
// and takes the card. If everyone passes on a card, it and the remaining cards go back on top
// of the deck and bidding ends. Hand limit 4, Harkonnen 8 (p.17), who also draw a free card
// per purchase. Atreides see each card up for bid (p.17). Karama (FAQ Nov 2020): bid beyond
// one's spice or take the card without paying; if used, nobody is paid.
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::bidding_phase {
namespace {

bool eligible(const Game& g, Faction f) { return g.in_game(f) && !hand_full(g, f); }

int ally_spice(const Game& g, Faction f) {
  auto a = ally_of(g, f);
  return a ? g.player(*a).spice : 0;
}
}  // namespace

// An ally may pay part or all of a card's price (GF9 p.12): the bid limit includes the ally's spice.
int bid_limit(const Game& g, Faction f) { return g.player(f).spice + ally_spice(g, f); }

namespace {

// The next player after `from` in storm order among `among` (the players eligible for this card).
Faction next_in(const Game& g, Faction from, FactionSet among) {
  auto order = storm_order(g);
  auto it = std::find(order.begin(), order.end(), from);
  std::size_t start = it == order.end() ? 0 : static_cast<std::size_t>(it - order.begin());
  for (std::size_t k = 1; k <= order.size(); ++k) {
    Faction f = order[(start + k) % order.size()];
    if (among.has(f)) return f;
  }
  return from;
}

void end_bidding(Game& g) {
  g.bidding.turn = -1;
  // A faction module's window at the end of Bidding (Kaitain high) is answered before the phase ends.
  if (hooks::open_window(g, WindowPoint::BiddingEnd)) {
    g.bidding.over = true;
    return;
  }
  finish_phase(g);
}

void return_remaining(Game& g) {
  auto& b = g.bidding;
  for (int j = static_cast<int>(b.up.size()) - 1; j >= b.current; --j) g.treacheryDeck.push_back(b.up[j]);
  int n = static_cast<int>(b.up.size()) - b.current;
  b.up.resize(static_cast<std::size_t>(b.current));
  if (n > 0) log_public(g, "{n} card(s) go back on top of the treachery deck.", n);
}

void start_card(Game& g) {
  auto& b = g.bidding;
  if (b.current >= static_cast<int>(b.up.size())) return end_bidding(g);
  b.eligible.clear();
  for (Faction f : factions_in_game(g))
    if (eligible(g, f)) b.eligible.insert(f);
  if (b.eligible.empty()) {
    return_remaining(g);
    return end_bidding(g);
  }
  Faction opener;
  if (b.opener < 0) {
    auto order = storm_order(g);
    opener = order.front();
    if (!b.eligible.has(opener)) opener = next_in(g, opener, b.eligible);
  } else {
    opener = next_in(g, faction_at(b.opener), b.eligible);
  }
  b.opener = static_cast<std::int8_t>(index(opener));
  b.turn = b.opener;
  b.highBidder = -1;
  b.highBid = 0;
  b.highBidKarama = false;
  b.passedSinceBid.clear();
  log_public(g, "Card {n} of {n} is up for bid; {f} opens.", b.current + 1, b.up.size(), opener);
  // ix.ixian.technology_swap: before bidding on the card starts and before the Atreides look, a faction
  // may swap it for a card of its hand, once a phase (Advanced; a Karama stops it).
  if (!b.swapped)
    if (auto swapper = hooks::owner_of(g, Trait::SwapsCardUpForBid);
        swapper && !g.player(*swapper).hand.empty()) {
      b.swapping = static_cast<std::int8_t>(index(*swapper));
      b.atreidesPeek = false;
      return;
    }
  b.atreidesPeek = hooks::owner_of(g, Trait::SeesCardsUpForBid).has_value();
}

// The swap window is answered or closed: the card up for bid is settled, the look and the bidding begin.
void swap_done(Game& g) {
  g.bidding.swapping = -1;
  g.bidding.atreidesPeek = hooks::owner_of(g, Trait::SeesCardsUpForBid).has_value();
}

// After a purchase (and a replacement of the card bought): the Harkonnen bonus card, then the next card.
void after_purchase(Game& g, Faction buyer) {
  // Harkonnen: a free extra card with each purchase, if the hand has room (GF9 p.17). With the buyer's
  // Homeworld occupied (Giedi Prime's occupied face, em.hw.giedi_prime.occupied; boundary
  // em.hw.boundary.giedi_receiver, choice (a)) it goes to the Occupier, or to the Occupier's ally when the
  // Occupier's hand is full.
  if (hooks::has(g, Trait::BonusCard, buyer)) {
    std::optional<Faction> to = buyer;
    if (const auto o = homeworlds::occupier_of(g, buyer)) {
      to = *o;
      if (hand_full(g, *o)) to = ally_of(g, *o);
    }
    if (to && !hand_full(g, *to) && draw_treachery(g, *to) != kNoCard) {
      if (*to == buyer)
        log_public(g, "Harkonnen draw a free extra treachery card.");
      else
        log_public(g, "{f} draw the free extra treachery card of {f}: their Homeworld is occupied.", *to,
                   buyer);
    }
  }
  start_card(g);
}

// After a sale (and the Nexus card window on it): the Ixians' ally's answer, then the rest of the purchase.
void after_sale(Game& g, Faction buyer) {
  auto& b = g.bidding;
  // Ixians & Tleilaxu (Ixian sheet, ix.ixian.alliance): the Ixians' ally may, right after buying, discard
  // the card and draw the top card instead; its answer comes first.
  if (hooks::has(g, Trait::ReplacesBoughtCard, buyer)) {
    b.replacing = static_cast<std::int8_t>(index(buyer));
    b.turn = -1;
    return;
  }
  after_purchase(g, buyer);
}

// The buyer has answered the Nexus card window on its purchase (played a card, or passed).
void close_nexus_window(Game& g) {
  auto& b = g.bidding;
  const Faction buyer = faction_at(b.nexusBuyer);
  b.nexusBuyer = -1;
  b.paidOwn = b.paidAlly = 0;
  after_sale(g, buyer);
}

void award(Game& g, Faction buyer, bool karama, int price) {
  auto& b = g.bidding;
  CardId c = b.up[b.current];
  FactionSet known = FactionSet::of(buyer);
  if (auto peeker = hooks::bearer(g, Trait::SeesCardsUpForBid); b.atreidesPeek && peeker) {
    known.insert(*peeker);
    // The Occupier of the looker's Homeworld shares the look (Caladan's occupied face).
    if (const auto o = homeworlds::occupier_of(g, *peeker)) known.insert(*o);
  }
  // The faction that looked at every card drawn for this auction knows it (ix.ixian.technology_bidding).
  if (auto looker = hooks::beneficiary(g, Trait::SetsAsideAuctionCard)) known.insert(*looker);
  int own = 0, fromAlly = 0;
  if (karama) {
    CardId k = held_karama(g, buyer);
    discard_from_hand(g, buyer, k);
    log_public(g, "{f} plays Karama and takes the card without paying.", buyer);
  } else {
    own = std::min<int>(price, g.player(buyer).spice);
    fromAlly = price - own;
    auto payee = hooks::holder(g, Trait::ReceivesCardPayment, buyer);
    // What of the price the payee does not keep (a Homeworld's low face) goes to the Occupier of that
    // Homeworld, or to the Bank, paid first.
    int toBank =
        payee ? price - hooks::amount(g, Amount::CardPaymentKept, {.f = *payee, .n = price}, price) : 0;
    auto pay = [&](Faction from, int amount) {
      if (amount <= 0) return;
      if (payee && *payee != from) {
        const int bank = std::min(amount, toBank);
        toBank -= bank;
        if (bank > 0) homeworlds::pay_split(g, from, *payee, bank);  // the Occupier's, or the Bank's
        if (amount > bank) pay_to(g, from, *payee, amount - bank);
      } else {
        pay_bank(g, from, amount);
      }
    };
    pay(buyer, own);
    if (fromAlly > 0) pay(*ally_of(g, buyer), fromAlly);
    if (fromAlly > 0 && payee)
      log_public(g, "{f} buys the card for {n} spice ({n} paid by their ally), paid to the Emperor.", buyer,
                 price, fromAlly);
    else if (fromAlly > 0)
      log_public(g, "{f} buys the card for {n} spice ({n} paid by their ally).", buyer, price, fromAlly);
    else if (payee)
      log_public(g, "{f} buys the card for {n} spice, paid to the Emperor.", buyer, price);
    else
      log_public(g, "{f} buys the card for {n} spice.", buyer, price);
  }
  g.player(buyer).hand.push_back({c, known});
  b.current++;  // the card sold is no longer up for bid
  // Nexus Cards (NXF): a buyer holding a Nexus card may play it on this purchase first (the Ixian Secret Ally
  // replaces the card, the Emperor Secret Ally keeps the spice). Every holder is asked, whatever its card, so
  // the question tells the table nothing it did not know (who holds a card is public).
  if (nexus_cards::held(g, buyer)) {
    b.nexusBuyer = static_cast<std::int8_t>(index(buyer));
    b.paidOwn = static_cast<std::int16_t>(own);
    b.paidAlly = static_cast<std::int16_t>(fromAlly);
    b.turn = -1;
    return;
  }
  after_sale(g, buyer);
}

void advance(Game& g) {
  auto& b = g.bidding;
  Faction next = next_in(g, faction_at(b.turn), b.eligible);
  if (b.highBidder >= 0 && index(next) == b.highBidder) {
    award(g, faction_at(b.highBidder), b.highBidKarama, b.highBid);
    return;
  }
  b.turn = static_cast<std::int8_t>(index(next));
}

}  // namespace

void begin(Game& g) {
  g.bidding = BiddingStep{};
  int n = 0;
  for (Faction f : factions_in_game(g))
    if (eligible(g, f)) ++n;
  // ix.ixian.technology_bidding: a faction that draws one card more, looks at them all and sets one aside
  // on top or at the bottom of the deck before the auction (the Ixians).
  const auto chooser = n > 0 ? hooks::beneficiary(g, Trait::SetsAsideAuctionCard) : std::nullopt;
  for (int i = 0; i < n + (chooser ? 1 : 0); ++i) {
    CardId c = take_treachery_top(g);
    if (c == kNoCard) break;
    g.bidding.up.push_back(c);
  }
  if (chooser && !g.bidding.up.empty()) {
    g.bidding.setAsideBy = static_cast<std::int8_t>(index(*chooser));
    log_public(g, "Bidding: {n} card(s) are drawn; {f} look at them and set one aside.", g.bidding.up.size(),
               *chooser);
    return;
  }
  log_public(g, "Bidding: {n} card(s) are dealt for auction.", g.bidding.up.size());
  start_card(g);
}

void pending(const Game& g, DecisionList& out) {
  const auto& b = g.bidding;
  if (b.over) {
    if (auto sw = hooks::open_window(g, WindowPoint::BiddingEnd)) sw->w->pending(g, sw->owner, out);
    return;
  }
  if (b.setAsideBy >= 0) {
    out.push_back({faction_at(b.setAsideBy), DecisionKind::SetAsideCard, 0, 0});
    return;
  }
  if (b.nexusBuyer >= 0) {
    out.push_back({faction_at(b.nexusBuyer), DecisionKind::NexusPurchase, 0, 0});
    return;
  }
  if (b.replacing >= 0) {
    out.push_back({faction_at(b.replacing), DecisionKind::ReplaceCard, 0, 0});
    return;
  }
  if (b.swapping >= 0) {
    out.push_back({faction_at(b.swapping), DecisionKind::TechnologySwap, 0, 0});
    return;
  }
  if (b.turn < 0) return;
  Faction f = faction_at(b.turn);
  out.push_back({f, DecisionKind::Bid, static_cast<std::int16_t>(b.highBid + 1),
                 static_cast<std::int16_t>(bid_limit(g, f))});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (g.bidding.over) {  // the auction is over: only an end-of-Bidding window is open
    const auto sw = hooks::open_window(g, WindowPoint::BiddingEnd);
    if (!sw) return fail(Err::WrongPhase, "Bidding is over.");
    if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    return sw->w->check(g, sw->owner, a);
  }
  // A full hand is the rule that keeps a seat out of the auction, not its turn (bidding.hand_limit).
  if (a.kind == ActionKind::Bid && g.in_game(seat) && hand_full(g, seat) &&
      !has_decision(g, seat, DecisionKind::Bid))
    return fail(Err::HandFull,
                "Bidding: your hand is full ({n} cards); a player with a full hand may not bid (GF9 Rulebook "
                "2019 p.8).",
                hand_limit(g, seat));
  const auto& b = g.bidding;
  if (b.setAsideBy >= 0) {  // ix.ixian.technology_bidding
    if (auto s = need_decision(g, seat, DecisionKind::SetAsideCard); !s) return s;
    if (a.kind != ActionKind::SetAsideCard)
      return fail(Err::WrongPhase,
                  "Bidding: first set one of the cards drawn aside, on top or at the bottom "
                  "of the treachery deck (Ixians & Tleilaxu p.8).");
    if (std::find(b.up.begin(), b.up.end(), a.card) == b.up.end())
      return fail(Err::CardNotHeld, "Bidding: set aside one of the cards drawn for this auction.");
    return Ok{};
  }
  if (b.nexusBuyer >= 0) {  // the Nexus card window on a purchase
    if (auto s = need_decision(g, seat, DecisionKind::NexusPurchase); !s) return s;
    if (a.kind != ActionKind::Pass)
      return fail(Err::WrongPhase,
                  "Bidding: first play your Nexus card on the card you bought (play_nexus_card) or pass.");
    return Ok{};
  }
  if (b.replacing >= 0) {  // ix.ixian.alliance
    if (auto s = need_decision(g, seat, DecisionKind::ReplaceCard); !s) return s;
    if (a.kind != ActionKind::ReplaceCard && a.kind != ActionKind::Pass)
      return fail(
          Err::WrongPhase,
          "Bidding: first say whether you discard the card you bought and draw the top card (replace_card)"
          " or keep it (pass).");
    return Ok{};
  }
  if (b.swapping >= 0) {  // ix.ixian.technology_swap
    if (auto s = need_decision(g, seat, DecisionKind::TechnologySwap); !s) return s;
    if (a.kind == ActionKind::Pass) return Ok{};
    if (a.kind != ActionKind::SwapCardUpForBid)
      return fail(Err::WrongPhase,
                  "Bidding: first say whether you swap the card up for bid for one of your hand "
                  "(swap_card_up_for_bid) or not (pass) (Ixians & Tleilaxu p.8).");
    if (!holds(g, seat, a.card))
      return fail(Err::CardNotHeld,
                  "Technology swap: put in its place a card you hold (Ixians & Tleilaxu p.8).");
    return Ok{};
  }
  if (auto s = need_decision(g, seat, DecisionKind::Bid); !s) return s;
  switch (a.kind) {
    case ActionKind::Pass: return Ok{};
    case ActionKind::Bid:
      if (a.amount < 1) return fail(Err::BidTooLow, "Bidding: a bid must be at least 1 spice (GF9 p.8).");
      if (a.amount <= b.highBid)
        return fail(Err::BidTooLow, "Bidding: you must bid more than the high bid of {n} (GF9 p.8).",
                    b.highBid);
      if (arg<ActionKind::Bid, "karama">(a)) {
        if (held_karama(g, seat) == kNoCard) return fail(Err::CardNotHeld, "You do not hold a Karama card.");
        return Ok{};
      }
      if (a.amount > bid_limit(g, seat))
        return ally_of(g, seat) ? fail(Err::NotEnoughSpice,
                                       "Bidding: you may not bid more spice than you have with your ally's "
                                       "help (GF9 p.8), unless you back the bid with Karama.")
                                : fail(Err::NotEnoughSpice,
                                       "Bidding: you may not bid more spice than you have (GF9 p.8), unless "
                                       "you back the bid with Karama.");
      return Ok{};
    case ActionKind::KaramaTakeCard:
      if (held_karama(g, seat) == kNoCard) return fail(Err::CardNotHeld, "You do not hold a Karama card.");
      return Ok{};
    default: return fail(Err::WrongPhase, "During Bidding you may bid, pass, or use Karama.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  auto& b = g.bidding;
  if (b.over) {
    if (auto sw = hooks::open_window(g, WindowPoint::BiddingEnd);
        sw && has_decision(g, seat, sw->w->decision))
      sw->w->exec(g, sw->owner, a);
    if (!hooks::open_window(g, WindowPoint::BiddingEnd)) finish_phase(g);
    return;
  }
  if (b.nexusBuyer >= 0) {  // passed: the auction goes on
    close_nexus_window(g);
    return;
  }
  if (b.replacing >= 0) {  // ix.ixian.alliance: discard the card just bought and draw the top card
    b.replacing = -1;
    if (a.kind == ActionKind::ReplaceCard && !g.player(seat).hand.empty()) {
      discard_from_hand(g, seat, g.player(seat).hand.back().card);
      draw_treachery(g, seat);
      log_public(g, "{f} discard the card they bought and draw the top card of the treachery deck.", seat);
    }
    after_purchase(g, seat);
    return;
  }
  if (b.swapping >= 0) {  // ix.ixian.technology_swap
    if (a.kind == ActionKind::SwapCardUpForBid) {
      // The card up for bid goes to the swapper's hand, known to it alone (the Atreides have not looked
      // yet); the card from its hand is put face down in its place and auctioned.
      auto& hand = g.player(seat).hand;
      const auto it =
          std::find_if(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == a.card; });
      const std::size_t up = static_cast<std::size_t>(b.current);
      const CardId taken = b.up[up];
      b.up[up] = it->card;
      *it = HeldCard{taken, FactionSet::of(seat)};
      b.swapped = true;
      log_public(g, "{f} take the card up for bid and put a card from their hand face down in its place.",
                 seat);
    }
    swap_done(g);
    return;
  }
  switch (a.kind) {
    case ActionKind::Pass: {
      b.passedSinceBid.insert(seat);
      log_public(g, "{f} passes.", seat);
      if (b.highBidder < 0 && b.passedSinceBid.contains(b.eligible)) {
        log_public(g, "Everyone passes: bidding ends.");
        return_remaining(g);
        return end_bidding(g);
      }
      advance(g);
      return;
    }
    case ActionKind::Bid:
      b.highBid = a.amount;
      b.highBidder = static_cast<std::int8_t>(index(seat));
      b.highBidKarama = arg<ActionKind::Bid, "karama">(a);
      b.passedSinceBid.clear();
      log_public(g, "{f} bids {n}.", seat, a.amount);
      advance(g);
      return;
    case ActionKind::KaramaTakeCard: award(g, seat, true, 0); return;
    case ActionKind::SetAsideCard: {
      // The card goes face down on top (the deck's back) or at the bottom; the rest, shuffled, are
      // auctioned (ix.ixian.technology_bidding).
      b.up.erase(std::find(b.up.begin(), b.up.end(), a.card));
      if (arg<ActionKind::SetAsideCard, "bottom">(a))
        g.treacheryDeck.insert(g.treacheryDeck.begin(), a.card);
      else
        g.treacheryDeck.push_back(a.card);
      if (g.treacheryDeck.back() == a.card) {  // on top (or alone in the deck): the Ixians know it
        g.table.knownTop.card = a.card;        // while it stays there (their view shows it)
        g.table.knownTop.by = static_cast<std::int8_t>(index(seat));
      } else {  // at the bottom: they know it there until it is drawn (issue 35)
        g.table.knownTop.bottom.insert(g.table.knownTop.bottom.begin(),
                                       DeckCard{a.card, static_cast<std::int8_t>(index(seat))});
      }
      g.rng.shuffle(b.up);
      b.setAsideBy = -1;
      if (arg<ActionKind::SetAsideCard, "bottom">(a))
        log_public(g, "{f} set a card aside at the bottom of the treachery deck; {n} card(s) are auctioned.",
                   seat, b.up.size());
      else
        log_public(g, "{f} set a card aside on top of the treachery deck; {n} card(s) are auctioned.", seat,
                   b.up.size());
      start_card(g);
      return;
    }
    default: return;
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int) {
  if (g.bidding.over) {
    if (auto sw = hooks::open_window(g, WindowPoint::BiddingEnd); sw && sw->owner == seat)
      sw->w->candidates(g, seat, out);
    return;
  }
  if (g.bidding.setAsideBy >= 0) {
    for (CardId c : g.bidding.up)
      for (bool bottom : {false, true})
        out.push_back(ActionOf<ActionKind::SetAsideCard>{}.set<"card">(c).set<"bottom">(bottom));
    return;
  }
  if (g.bidding.nexusBuyer >= 0) {  // the card is played through the anytime candidates
    out.push_back({.kind = ActionKind::Pass});
    return;
  }
  if (g.bidding.replacing >= 0) {
    out.push_back({.kind = ActionKind::Pass});
    out.push_back({.kind = ActionKind::ReplaceCard});
    return;
  }
  if (g.bidding.swapping >= 0) {
    out.push_back({.kind = ActionKind::Pass});
    for (const HeldCard& h : g.player(seat).hand)
      out.push_back({.kind = ActionKind::SwapCardUpForBid, .card = h.card});
    return;
  }
  out.push_back({.kind = ActionKind::Pass});
  int lo = g.bidding.highBid + 1, hi = bid_limit(g, seat);
  for (int v = lo; v <= hi && v <= lo + 4; ++v)
    out.push_back({.kind = ActionKind::Bid, .amount = static_cast<std::int16_t>(v)});
  if (hi > lo + 4) {
    int v = sampler ? lo + 5 + static_cast<int>(sampler->below(static_cast<std::uint32_t>(hi - lo - 4))) : hi;
    out.push_back({.kind = ActionKind::Bid, .amount = static_cast<std::int16_t>(v)});
  }
  if (held_karama(g, seat) != kNoCard) {
    out.push_back({.kind = ActionKind::KaramaTakeCard});
    out.push_back(ActionOf<ActionKind::Bid>{}.set<"amount">(lo).set<"karama">(true));
  }
}

// A Karama (or a hand taken) closed a faction's window: the auction goes on without it.
void settle(Game& g) {
  auto& b = g.bidding;
  if (g.phase != Phase::Bidding) return;
  if (b.over) {  // a card played or a hand taken closed the end-of-Bidding window
    if (!hooks::open_window(g, WindowPoint::BiddingEnd)) finish_phase(g);
    return;
  }
  // ix.ixian.technology_bidding stopped before the set-aside (ixian_bidding_look): nothing is set aside;
  // the card drawn for it (the last) goes back on top of the deck (boundary ix.boundary.karama_ixian_look).
  if (b.setAsideBy >= 0 && !hooks::beneficiary(g, Trait::SetsAsideAuctionCard)) {
    b.setAsideBy = -1;
    g.treacheryDeck.push_back(b.up.back());
    b.up.pop_back();
    log_public(g,
               "The set-aside is stopped: a card goes back on top of the treachery deck; {n} are auctioned.",
               b.up.size());
    start_card(g);
    return;
  }
  // The buyer played its Nexus card (on this purchase or not): the window is answered.
  if (b.nexusBuyer >= 0) {
    if (!nexus_cards::held(g, faction_at(b.nexusBuyer))) close_nexus_window(g);
    return;
  }
  if (b.replacing >= 0 && !hooks::has(g, Trait::ReplacesBoughtCard, faction_at(b.replacing))) {
    const Faction buyer = faction_at(b.replacing);
    b.replacing = -1;
    after_purchase(g, buyer);
    return;
  }
  if (b.swapping >= 0 && (!hooks::has(g, Trait::SwapsCardUpForBid, faction_at(b.swapping)) ||
                          g.player(faction_at(b.swapping)).hand.empty()))
    swap_done(g);
}

}  // namespace dune::bidding_phase
