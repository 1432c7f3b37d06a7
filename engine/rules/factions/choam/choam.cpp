// CHOAM's rules (CHOAM & Richese House Expansion, GF9 2021, "CR"). The rulebook's pages are read second-hand
// ("(2h)"), through the page-located source audits of Quintine/Dune, and the faction sheet through
// treachery.online's Skin.cs and DuneBot's ChoamFaction (docs/expansions/CHOAM_RICHESE.md lists the sources
// and what each row rests on).
// - Charity (cr.choam.charity_income, cr.choam.charity_pays): at the start of the CHOAM Charity phase CHOAM
//   takes 2 spice from the Bank for every faction in the game, itself included; every charity paid to
//   another faction then comes out of CHOAM's spice; CHOAM claims none itself.
// - Revival (cr.choam.revival): any number of forces, at 1 spice each; no free revival (the data row).
// - The market (cr.choam.sell_duplicates, cr.choam.sell_worthless): at the end of any phase CHOAM may discard
//   surplus exact duplicates for 3 spice each and Worthless cards for 2 each, from the Bank.
// - Inflation (cr.choam.inflation, cr.choam.inflation_bribes): once a game, in a Mentat Pause, the token goes
//   Double or Cancel side up; the next turn's charity (CHOAM's income too) is doubled or cancelled; at the
//   next Mentat Pause it flips, at the one after it leaves the game; no bribes while Double is up.
// - The Worthless effects (cr.choam.worthless_effects): instead of selling one, CHOAM discard a Worthless
// card
//   for its own effect, played at any time its moment applies (an action of theirs, no question asked):
//   Baliset, Jubba Cloak, Kulon, La La La, Trip to Gamont. Kull Wahad is not yet. A Karama stops them for
//   the phase (advantage choam_worthless, CR p.12 (2h)).
// - With the Nexus Cards (cr.x.nexus), the CHOAM Nexus card's Cunning: CHOAM discard any treachery card for
//   the Worthless effect of their choice (play_worthless with `as`), at that effect's moment, as if it were
//   the Worthless card; the Nexus card is spent with it.
// - Advanced (cr.choam.adv_support_income): half (rounded down) of the spice others pay to support their
//   forces in battle is CHOAM's.
// - Homeworlds, Tupile high (cr.hw.tupile): no Worthless card sold for spice.
// - Alliance (cr.choam.ally_trade): once a turn, at the market, CHOAM may offer their ally a card; the ally
//   answers with one of its own (the trade) or refuses. Advanced (cr.choam.ally_battle_pay): CHOAM's spice
//   may support their ally's forces in battle, after the ally's own.
// - Advanced Karama power (cr.choam.karama_power): play Karama, then discard any cards for 3 spice each.
#include <algorithm>
#include <array>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

constexpr int kIncomePerFaction = 2;  // cr.choam.charity_income
constexpr int kForcePrice = 1;        // cr.choam.revival
constexpr int kDuplicatePrice = 3;    // cr.choam.sell_duplicates
constexpr int kWorthlessPrice = 2;    // cr.choam.sell_worthless
constexpr int kKaramaPrice = 3;       // cr.choam.karama_power

bool others(const Game&, Faction owner, Faction f) { return f != owner; }
bool self(const Game&, Faction owner, Faction f) { return f == owner; }

// --- Inflation --------------------------------------------------------------------------------------------

// What the side up does to a charity of `value` spice (CHOAM's income included): Double 2x, Cancel 0.
int inflated(const Game& g, int value) {
  switch (g.cr.choam.inflation) {
    case InflationSide::Double: return value * 2;
    case InflationSide::Cancel: return 0;
    case InflationSide::None: return value;
  }
  return value;
}

int charity_fold(const Game& g, Faction, const Query&, int value) { return inflated(g, value); }

// At the beginning of each Mentat Pause a token played in an earlier one flips; flipped already, it leaves
// the game (cr.choam.inflation).
void mentat_begins(Game& g, Faction owner) {
  auto& s = g.cr.choam;
  if (s.inflation == InflationSide::None || g.turn <= s.inflationTurn) return;
  if (s.inflationFlipped) {
    s.inflation = InflationSide::None;
    s.inflationGone = true;
    log_public(g, "The {f} Inflation token leaves the game.", owner);
    return;
  }
  s.inflation = s.inflation == InflationSide::Double ? InflationSide::Cancel : InflationSide::Double;
  s.inflationFlipped = true;
  s.inflationTurn = g.turn;
  log_public(g,
             s.inflation == InflationSide::Double
                 ? TextFormat<Faction>("The {f} Inflation token flips: next turn's charity is doubled.")
                 : TextFormat<Faction>("The {f} Inflation token flips: next turn's charity is cancelled."),
             owner);
}

// --- Charity income ---------------------------------------------------------------------------------------

// A card CHOAM discard while their trade offer waits (a sale, an effect, any card of theirs played meanwhile)
// withdraws it: the offer names a slot of that hand (cr.choam.ally_trade). The one place that keeps the slot
// true.
void card_discarded(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || g.cr.choam.tradeOfferSlot < 0) return;
  g.cr.choam.tradeOfferSlot = -1;
  log_public(g, "The {f} card trade offer is withdrawn: a card left their hand before the answer.", owner);
}

void phase_begins(Game& g, Faction owner, const EventArgs&) {
  // A card trade offer lives within the phase end it was made at (cr.choam.ally_trade): one whose answer
  // never came (CHOAM's hand taken meanwhile by a Harkonnen Karama) must not come back later.
  g.cr.choam.tradeOfferSlot = -1;
  if (g.phase == Phase::MentatPause) return mentat_begins(g, owner);
  if (g.phase != Phase::Charity) return;
  const int income = inflated(g, kIncomePerFaction * static_cast<int>(factions_in_game(g).size()));
  if (income == 0) {
    log_public(g, "Inflation cancels charity this turn: the {f} take no income.", owner);
    return;
  }
  gain(g, owner, income);
  log_public(g, "The {f} take {n} spice of income from the Bank to pay this turn's charity.", owner, income);
}

// --- Revival ----------------------------------------------------------------------------------------------

int revival_limit(const Game&, Faction owner, const Query& q, int value) {
  return q.f == owner ? std::max(value, kForcesPerFaction) : value;
}
int force_price(const Game&, Faction owner, const Query& q, int value) {
  return q.f == owner ? kForcePrice : value;
}

// --- The market -------------------------------------------------------------------------------------------

// The price of card c of f's hand at the market: 3 for a surplus exact duplicate (another card of the same
// name in the hand; boundary cr.boundary.duplicates), 2 for a Worthless card, 0 when it sells for nothing.
int market_price(const Game& g, Faction f, CardId c) {
  const auto& hand = g.player(f).hand;
  const auto same = std::count_if(hand.begin(), hand.end(), [&](const HeldCard& h) {
    return card_info(h.card).name == card_info(c).name;
  });
  if (same > 1) return kDuplicatePrice;
  // Tupile high (cr.hw.tupile): no Worthless card sold for spice.
  if (card_kind(c) == CardKind::Worthless && !homeworlds::high(g, HomeworldId::Tupile))
    return kWorthlessPrice;
  return 0;
}

bool market_open(const Game& g, Faction owner) {
  return !g.phaseEnd.answered.has(owner) && !g.player(owner).hand.empty();
}
void market_pending(const Game& g, Faction owner, DecisionList& out) {
  if (market_open(g, owner)) out.push_back({owner, DecisionKind::ChoamMarket, 0, 0});
}
Status trade_check(const Game& g, Faction owner, const Action& a);
void trade_offer(Game& g, Faction owner, const Action& a);
void trade_candidates(const Game& g, Faction owner, std::vector<Action>& out);

Status market_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind == ActionKind::OfferCardTrade) return trade_check(g, owner, a);
  if (a.kind != ActionKind::ChoamSell)
    return fail(
        Err::WrongPhase,
        "The CHOAM market: sell a card (choam_sell), offer your ally a trade (offer_card_trade) or pass "
        "(CR pp.7-8 (2h)).");
  const CardId c = resolve_held(g, owner, arg<ActionKind::ChoamSell, "card">(a));
  if (c == kNoCard) return fail(Err::CardNotHeld, "The CHOAM market: you do not hold that card.");
  if (market_price(g, owner, c) == 0) {
    if (card_kind(c) == CardKind::Worthless)
      return fail(Err::NotAllowed,
                  "The CHOAM market: while Tupile is high CHOAM may not discard Worthless cards for spice "
                  "(Tupile Homeworld card).");
    return fail(Err::NotAllowed,
                "The CHOAM market buys only surplus exact duplicates (3 spice) and Worthless cards (2 spice) "
                "(CR p.7 (2h)).");
  }
  return Ok{};
}
void market_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) {
    g.phaseEnd.answered.insert(owner);
    return;
  }
  if (a.kind == ActionKind::OfferCardTrade) return trade_offer(g, owner, a);
  const CardId c = resolve_held(g, owner, arg<ActionKind::ChoamSell, "card">(a));
  const int price = market_price(g, owner, c);
  discard_from_hand(g, owner, c);
  gain(g, owner, price);
  log_public(g, "The {f} sell {c} to the Bank for {n} spice.", owner, c, price);
}
void market_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  for (const HeldCard& h : g.player(owner).hand)
    if (const CardId c = h.card; market_price(g, owner, c) > 0)
      out.push_back(ActionOf<ActionKind::ChoamSell>{}.set<"card">(c));
  trade_candidates(g, owner, out);
  out.push_back({.kind = ActionKind::Pass});
}

// --- The alliance card trade (cr.choam.ally_trade; CR p.8 (2h))
// ---------------------------------------------

// The slot of CHOAM's hand offered to their ally, if an offer awaits its answer.
std::optional<std::size_t> offered_slot(const Game& g, Faction owner) {
  const auto slot = g.cr.choam.tradeOfferSlot;
  if (slot < 0 || static_cast<std::size_t>(slot) >= g.player(owner).hand.size() || !ally_of(g, owner))
    return std::nullopt;
  return static_cast<std::size_t>(slot);
}

Status trade_check(const Game& g, Faction owner, const Action& a) {
  const auto ally = ally_of(g, owner);
  if (!ally) return fail(Err::NotAllowed, "Card trade: the {f} have no ally (CR p.8 (2h)).", owner);
  if (hooks::grant(g, Trait::TradesCardsWithAlly, owner) != Grant::Yes)
    return fail(Err::NotAllowed, "Card trade: a Karama stopped the {f} alliance's card trade for this phase.",
                owner);
  if (g.cr.choam.tradeTurn == g.turn)
    return fail(Err::NotAllowed,
                "Card trade: the {f} and their ally trade cards once a game turn; this turn's is offered "
                "already (CR p.8 (2h)).",
                owner);
  if (g.player(*ally).hand.empty())
    return fail(Err::NotAllowed, "Card trade: {f} hold no card to give in return (CR p.8 (2h)).", *ally);
  if (resolve_held(g, owner, arg<ActionKind::OfferCardTrade, "card">(a)) == kNoCard)
    return fail(Err::CardNotHeld, "Card trade: you do not hold that card.");
  return Ok{};
}

void trade_offer(Game& g, Faction owner, const Action& a) {
  const CardId c = resolve_held(g, owner, arg<ActionKind::OfferCardTrade, "card">(a));
  auto& hand = g.player(owner).hand;
  const auto it = std::find_if(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == c; });
  const Faction ally = *ally_of(g, owner);
  it->knownBy.insert(ally);  // the ally sees what it is offered
  g.cr.choam.tradeOfferSlot = static_cast<std::int8_t>(it - hand.begin());
  g.cr.choam.tradeTurn = g.turn;
  log_public(g, "The {f} offer {f} a treachery card in trade.", owner, ally);
}

// Each card of the hand trade_check accepts (the one predicate of the offer).
void trade_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  for (const HeldCard& h : g.player(owner).hand)
    if (Action a = ActionOf<ActionKind::OfferCardTrade>{}.set<"card">(h.card); trade_check(g, owner, a))
      out.push_back(a);
}

// The ally's answer, a window of CHOAM's at the same phase end whose decision is the ally's.
bool answer_open(const Game& g, Faction owner) { return offered_slot(g, owner).has_value(); }
void answer_pending(const Game& g, Faction owner, DecisionList& out) {
  if (answer_open(g, owner)) out.push_back({*ally_of(g, owner), DecisionKind::CardTradeAnswer, 0, 0});
}
Status answer_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::AcceptCardTrade)
    return fail(
        Err::WrongPhase,
        "Card trade: give the {f} a card in return (accept_card_trade) or refuse (pass) (CR p.8 (2h)).",
        owner);
  if (hooks::grant(g, Trait::TradesCardsWithAlly, owner) != Grant::Yes)
    return fail(Err::NotAllowed,
                "Card trade: a Karama stopped the {f} alliance's card trade for this phase; you may only "
                "refuse (pass).",
                owner);
  if (resolve_held(g, *ally_of(g, owner), arg<ActionKind::AcceptCardTrade, "card">(a)) == kNoCard)
    return fail(Err::CardNotHeld, "Card trade: you do not hold that card.");
  return Ok{};
}
void answer_exec(Game& g, Faction owner, const Action& a) {
  const std::size_t slot = *offered_slot(g, owner);
  g.cr.choam.tradeOfferSlot = -1;
  const Faction ally = *ally_of(g, owner);
  if (a.kind == ActionKind::Pass) {
    log_public(g, "{f} refuse the {f} card trade.", ally, owner);
    return;
  }
  auto& mine = g.player(owner).hand;
  auto& theirs = g.player(ally).hand;
  const CardId c = resolve_held(g, ally, arg<ActionKind::AcceptCardTrade, "card">(a));
  const auto it = std::find_if(theirs.begin(), theirs.end(), [&](const HeldCard& h) { return h.card == c; });
  const FactionSet both{owner, ally};
  const CardId given = mine[slot].card;
  mine.erase(mine.begin() + static_cast<std::ptrdiff_t>(slot));
  theirs.erase(it);
  mine.push_back({c, both});
  theirs.push_back({given, both});
  log_public(g, "The {f} and {f} trade a treachery card each.", owner, ally);
  log_private(g, both, "Card trade: the {f} give {c} to {f} for {c}.", owner, given, ally, c);
}
void answer_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  if (const auto ally = ally_of(g, owner))
    for (const HeldCard& h : g.player(*ally).hand)
      out.push_back(ActionOf<ActionKind::AcceptCardTrade>{}.set<"card">(h.card));
}
// The decision is the ally's: the phase end lists its candidates for whoever decides.
bool answer_accepts(ActionKind) { return false; }

// --- Inflation, the Mentat Pause window -------------------------------------------------------------------

bool inflation_open(const Game& g, Faction) {
  const auto& s = g.cr.choam;
  return s.inflation == InflationSide::None && !s.inflationGone && s.inflationAsked != g.turn;
}
void inflation_pending(const Game& g, Faction owner, DecisionList& out) {
  if (inflation_open(g, owner)) out.push_back({owner, DecisionKind::Inflation, 0, 0});
}
Status inflation_check(const Game&, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass || a.kind == ActionKind::PlayInflation) return Ok{};
  return fail(Err::WrongPhase, "Mentat Pause: play the Inflation token (play_inflation) or pass (CR (2h)).");
}
void inflation_exec(Game& g, Faction owner, const Action& a) {
  auto& s = g.cr.choam;
  s.inflationAsked = g.turn;
  if (a.kind != ActionKind::PlayInflation) return;
  const bool dbl = arg<ActionKind::PlayInflation, "double">(a);
  s.inflation = dbl ? InflationSide::Double : InflationSide::Cancel;
  s.inflationTurn = g.turn;
  log_public(
      g,
      dbl ? TextFormat<Faction>("The {f} play Inflation, Double side up: next turn's charity is doubled.")
          : TextFormat<Faction>("The {f} play Inflation, Cancel side up: next turn's charity is cancelled."),
      owner);
}
void inflation_candidates(const Game&, Faction, std::vector<Action>& out) {
  out.push_back(ActionOf<ActionKind::PlayInflation>{}.set<"double">(true));
  out.push_back(ActionOf<ActionKind::PlayInflation>{}.set<"double">(false));
  out.push_back({.kind = ActionKind::Pass});
}

// --- Advanced: the audit (cr.choam.audit; CR pp.8,10 (2h)) -------------------------------------------------

constexpr int kAuditAlive = 2, kAuditDead = 1;  // cards seen: the Auditor survived, or died

// The battle just fought, if the Auditor led CHOAM's side there: CHOAM's side index.
std::optional<std::size_t> audit_side(const Game& g, Faction owner) {
  const auto& b = g.battle;
  if (!advanced(g) || g.phase != Phase::Battle || b.territory == kNoTerritory) return std::nullopt;
  for (std::size_t i = 0; i < 2; ++i) {
    const LeaderId l = b.plans[i].leader;
    if (b.sides[i] == index(owner) && l != kNoLeader && leader_faction(l) == owner && leader_info(l).special)
      return i;
  }
  return std::nullopt;
}
Faction audit_foe(const Game& g, std::size_t mine) { return faction_at(g.battle.sides[1 - mine]); }
// How far the audit of this battle went (ChoamState::auditStage; 0 for a battle not yet asked about).
int audit_stage(const Game& g, Faction foe) {
  const auto& s = g.cr.choam;
  return s.auditTurn == g.turn && s.auditTerritory == g.battle.territory && s.auditFoe == index(foe)
             ? s.auditStage
             : 0;
}
// The opponent's cards it did not use in this battle (its plan's cards are out of it).
std::vector<std::size_t> unused_slots(const Game& g, Faction foe, std::size_t foeSide) {
  const BattlePlanRec& p = g.battle.plans[foeSide];
  std::vector<std::size_t> out;
  const auto& hand = g.player(foe).hand;
  for (std::size_t k = 0; k < hand.size(); ++k)
    if (const CardId c = hand[k].card; c != p.weapon && c != p.defense && c != p.cheapHero) out.push_back(k);
  return out;
}
// The number of cards the audit would see: 2, 1 if the Auditor died; at most the unused cards.
int audit_count(const Game& g, std::size_t mine) {
  const Faction foe = audit_foe(g, mine);
  const int n = leader_available(g, g.battle.plans[mine].leader) ? kAuditAlive : kAuditDead;
  return std::min<int>(n, static_cast<int>(unused_slots(g, foe, 1 - mine).size()));
}

bool audit_open(const Game& g, Faction owner) {
  const auto mine = audit_side(g, owner);
  if (!mine || !hooks::has(g, Trait::Audits, owner)) return false;  // (a Karama stops it: choam_audit)
  const Faction foe = audit_foe(g, *mine);
  return audit_stage(g, foe) < 2 && audit_count(g, *mine) > 0;
}
void audit_pending(const Game& g, Faction owner, DecisionList& out) {
  if (!audit_open(g, owner)) return;
  const std::size_t mine = *audit_side(g, owner);
  const Faction foe = audit_foe(g, mine);
  const auto n = static_cast<std::int16_t>(audit_count(g, mine));
  if (audit_stage(g, foe) == 0)
    out.push_back({owner, DecisionKind::Audit, 0, n});
  else
    out.push_back({foe, DecisionKind::AuditPayment, n, n});
}
Status audit_check(const Game& g, Faction owner, const Action& a) {
  const std::size_t mine = *audit_side(g, owner);
  const Faction foe = audit_foe(g, mine);
  if (audit_stage(g, foe) == 0) {
    if (a.kind == ActionKind::Pass || a.kind == ActionKind::Audit) return Ok{};
    return fail(Err::WrongPhase, "The audit: audit {f} (audit) or pass (CR p.8 (2h)).", foe);
  }
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::CancelAudit)
    return fail(Err::WrongPhase,
                "The audit: pay the {f} to cancel it (cancel_audit) or let it happen (pass).", owner);
  const int n = audit_count(g, mine);
  if (g.player(foe).spice < n)
    return fail(
        Err::NotEnoughSpice,
        "The audit: cancelling it costs {n} spice, 1 a card that would be seen, all or nothing (CR p.10 "
        "(2h)).",
        n);
  return Ok{};
}
void audit_exec(Game& g, Faction owner, const Action& a) {
  const std::size_t mine = *audit_side(g, owner);
  const Faction foe = audit_foe(g, mine);
  auto& s = g.cr.choam;
  const int stage = audit_stage(g, foe);
  s.auditTurn = g.turn;
  s.auditTerritory = g.battle.territory;
  s.auditFoe = static_cast<std::int8_t>(index(foe));
  const int n = audit_count(g, mine);
  if (stage == 0) {
    s.auditStage = a.kind == ActionKind::Audit ? 1 : 2;
    if (a.kind == ActionKind::Audit)
      log_public(g, "The {f} audit {f}: {n} card(s) of their hand.", owner, foe, n);
    return;
  }
  s.auditStage = 2;
  if (a.kind == ActionKind::CancelAudit) {
    pay_to(g, foe, owner, n);
    log_public(g, "{f} pay the {f} {n} spice to cancel the audit.", foe, owner, n);
    return;
  }
  std::vector<std::size_t> slots = unused_slots(g, foe, 1 - mine);
  g.rng.shuffle(slots);
  auto& hand = g.player(foe).hand;
  for (int k = 0; k < n; ++k) {
    HeldCard& h = hand[slots[static_cast<std::size_t>(k)]];
    h.knownBy.insert(owner);
    log_private(g, FactionSet{owner, foe}, "The audit: the {f} see {c} in the hand of {f}.", owner, h.card,
                foe);
  }
  log_public(g, "The {f} see {n} card(s) of the hand of {f} (the audit).", owner, n, foe);
}
void audit_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  const std::size_t mine = *audit_side(g, owner);
  if (audit_stage(g, audit_foe(g, mine)) == 0)
    out.push_back({.kind = ActionKind::Audit});
  else
    out.push_back({.kind = ActionKind::CancelAudit});
}
// The decision passes from CHOAM to the opponent: the battle lists the candidates of whoever decides.
bool audit_accepts(ActionKind k) { return k == ActionKind::CancelAudit; }

constexpr Window kWindows[] = {
    {WindowPoint::AfterLosses, ActionKind::Audit, DecisionKind::Audit, audit_open, audit_pending, audit_check,
     audit_exec, audit_candidates, audit_accepts},
    {WindowPoint::PhaseEnd, ActionKind::ChoamSell, DecisionKind::ChoamMarket, market_open, market_pending,
     market_check, market_exec, market_candidates},
    {WindowPoint::PhaseEnd, ActionKind::AcceptCardTrade, DecisionKind::CardTradeAnswer, answer_open,
     answer_pending, answer_check, answer_exec, answer_candidates, answer_accepts},
    {WindowPoint::Mentat, ActionKind::PlayInflation, DecisionKind::Inflation, inflation_open,
     inflation_pending, inflation_check, inflation_exec, inflation_candidates},
};

// No bribes while the token is Double side up (cr.choam.inflation_bribes).
Status bribe_veto(const Game& g, Faction owner, Faction, const Action&) {
  if (g.cr.choam.inflation == InflationSide::Double)
    return fail(Err::NotAllowed,
                "No bribes may be made while the {f} Inflation token is Double side up (CHOAM "
                "sheet).",
                owner);
  return Ok{};
}

// --- The Worthless effects (cr.choam.worthless_effects; CR p.7 (2h), the CHOAM sheet) ----------------------

enum class Effect { None, Baliset, JubbaCloak, Kulon, LaLaLa, TripToGamont };
Effect effect_of(CardId c) {
  if (c < 0 || c >= kTreacheryCards || card_kind(c) != CardKind::Worthless) return Effect::None;
  const std::string_view k = card_info(c).key;
  if (k == "baliset") return Effect::Baliset;
  if (k == "jubba_cloak") return Effect::JubbaCloak;
  if (k == "kulon") return Effect::Kulon;
  if (k == "la_la_la") return Effect::LaLaLa;
  if (k == "trip_to_gamont") return Effect::TripToGamont;
  return Effect::None;  // Kull Wahad: not yet (docs/expansions/CHOAM_RICHESE.md)
}

// The force Trip to Gamont sends home from `from`: a normal one while there are any (boundary
// cr.boundary.gamont_force).
Forces gamont_force(const Game& g, LocationId from, Faction f) {
  const Forces here = forces_at(g, from, f);
  return here.normal > 0 ? make_forces(1) : make_forces(0, 1);
}

// The effect a play obtains: the card discarded's own, or with the CHOAM Nexus card's Cunning the one of the
// Worthless card named `as` (cr.x.nexus).
Effect effect_played(const Action& a) {
  const CardId as = arg<ActionKind::PlayWorthless, "as">(a);
  return effect_of(as != kNoCard ? as : arg<ActionKind::PlayWorthless, "card">(a));
}

Status check_worthless(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner)
    return fail(Err::NotAllowed, "Only the {f} discard Worthless cards for their effects (CR p.8 (2h)).",
                owner);
  const CardId c = resolve_held(g, owner, arg<ActionKind::PlayWorthless, "card">(a));
  if (c == kNoCard) return fail(Err::CardNotHeld, "You do not hold that card.");
  const bool cunning = arg<ActionKind::PlayWorthless, "as">(a) != kNoCard;
  if (cunning && !nexus_cards::holds_own(g, owner))
    return fail(Err::NotAllowed,
                "Any treachery card stands for a Worthless effect only with the {f} Nexus card's Cunning "
                "(`as`); you do not hold it (cr.x.nexus).",
                owner);
  const Effect e = effect_played(a);
  if (e == Effect::None && cunning)
    return fail(Err::NotAllowed,
                "The {f} Nexus card's Cunning obtains the effect of Baliset, Jubba Cloak, Kulon, La La La or "
                "Trip to Gamont: name one as `as` (Kull Wahad is not yet in this game; cr.x.nexus).",
                owner);
  if (e == Effect::None)
    return fail(
        Err::NotAllowed,
        "Only Baliset, Jubba Cloak, Kulon, La La La and Trip to Gamont have an effect for the {f} here "
        "(CR p.7 (2h); Kull Wahad is not yet in this game).",
        owner);
  if (stopped(g, Advantage::ChoamWorthless))
    return fail(Err::KaramaStopped, "A Karama stopped the {f} Worthless effects for the rest of this phase.",
                owner);
  const auto& s = g.cr.choam;
  const Faction target = arg<ActionKind::PlayWorthless, "faction">(a);
  const TerritoryId t = arg<ActionKind::PlayWorthless, "territory">(a);
  switch (e) {
    case Effect::Baliset:
      if (g.phase != Phase::ShipMove)
        return fail(Err::WrongPhase, "Baliset is played in Shipment and Movement (CR p.7 (2h)).");
      if (s.balisetTurn == g.turn)
        return fail(Err::NotAllowed, "Baliset: one is in force this turn already.");
      if (static_cast<int>(target) >= kFactions || !g.in_game(target) || target == owner)
        return fail(Err::BadAction, "Baliset: name another faction in this game.");
      if (t < 0 || t >= kTerritories || !present_in(g, owner, t))
        return fail(Err::NotAllowed, "Baliset: name a territory where your forces are (CR p.7 (2h)).");
      return Ok{};
    case Effect::JubbaCloak:
      if (g.phase != Phase::Storm || g.storm.moved)
        return fail(Err::WrongPhase,
                    "Jubba Cloak is played in the Storm phase, before the storm moves (CR p.7 "
                    "(2h); cr.boundary.worthless_moments).");
      if (s.jubbaTurn == g.turn)
        return fail(Err::NotAllowed, "Jubba Cloak: one is in force this turn already.");
      if (t < 0 || t >= kTerritories || all_forces_in(g, owner, t) == 0)
        return fail(Err::NotAllowed, "Jubba Cloak: name a territory where your forces are.");
      return Ok{};
    case Effect::Kulon:
      if (g.phase != Phase::ShipMove || ship_move_phase::actor(g) != owner)
        return fail(Err::WrongPhase, "Kulon is played in your own Shipment and Movement turn (CR p.7 (2h)).");
      if (s.kulonTurn == g.turn) return fail(Err::NotAllowed, "Kulon: one is in force this turn already.");
      return Ok{};
    case Effect::LaLaLa:
      if (g.phase != Phase::Revival)
        return fail(Err::WrongPhase, "La La La is played in the Revival phase (CR p.7 (2h)).");
      if (s.laLaLaTurn == g.turn)
        return fail(Err::NotAllowed, "La La La: one is in force this turn already.");
      if (static_cast<int>(target) >= kFactions || !g.in_game(target) || target == owner)
        return fail(Err::BadAction, "La La La: name another faction in this game.");
      if (g.revivalDone.has(target))
        return fail(Err::NotAllowed, "La La La: {f} have revived already this turn.", target);
      return Ok{};
    case Effect::TripToGamont: {
      if (g.phase != Phase::MentatPause)
        return fail(Err::WrongPhase, "Trip to Gamont is played in the Mentat Pause (CR p.7 (2h)).");
      if (static_cast<int>(target) >= kFactions || !g.in_game(target) || target == owner)
        return fail(Err::BadAction, "Trip to Gamont: name another faction in this game.");
      const LocationId from = arg<ActionKind::PlayWorthless, "from">(a);
      if (from < 0 || from >= kLocations || forces_at(g, from, target).total() == 0)
        return fail(Err::NoSuchForces, "Trip to Gamont: name a place where {f} have a force.", target);
      return Ok{};
    }
    case Effect::None: break;
  }
  return Ok{};
}

void play_worthless(Game& g, Faction owner, Faction, const Action& a) {
  const CardId c = resolve_held(g, owner, arg<ActionKind::PlayWorthless, "card">(a));
  const Faction target = arg<ActionKind::PlayWorthless, "faction">(a);
  const TerritoryId t = arg<ActionKind::PlayWorthless, "territory">(a);
  auto& s = g.cr.choam;
  discard_from_hand(g, owner, c);
  if (arg<ActionKind::PlayWorthless, "as">(a) != kNoCard) {
    nexus_cards::play_own(g, owner);
    log_public(g, "The {f} discard {c} for the effect of {c}.", owner, c,
               arg<ActionKind::PlayWorthless, "as">(a));
  }
  switch (effect_played(a)) {
    case Effect::Baliset:
      s.balisetTurn = g.turn;
      s.balisetFaction = static_cast<std::int8_t>(index(target));
      s.balisetTerritory = t;
      log_public(g, "The {f} play Baliset: {f} may not move forces into {t} this turn.", owner, target, t);
      return;
    case Effect::JubbaCloak:
      s.jubbaTurn = g.turn;
      s.jubbaTerritory = t;
      log_public(g, "The {f} play Jubba Cloak: the storm spares their forces in {t} this turn.", owner, t);
      return;
    case Effect::Kulon:
      s.kulonTurn = g.turn;
      log_public(g, "The {f} play Kulon: their move this turn reaches one territory more.", owner);
      return;
    case Effect::LaLaLa:
      s.laLaLaTurn = g.turn;
      s.laLaLaFaction = static_cast<std::int8_t>(index(target));
      log_public(g, "The {f} play La La La: {f} revive no force free this turn.", owner, target);
      return;
    case Effect::TripToGamont: {
      const LocationId from = arg<ActionKind::PlayWorthless, "from">(a);
      const Forces one = gamont_force(g, from, target);
      remove_forces(g, from, target, one);
      Player& p = g.player(target);
      p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + one.normal);
      p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + one.special);
      log_public(g, "The {f} play Trip to Gamont: one {f} force in {t} goes back to their reserves.", owner,
                 target, location(from).territory);
      return;
    }
    case Effect::None: return;
  }
}

// The Worthless cards whose effects CHOAM may obtain, one of each name (the CHOAM Nexus card's Cunning).
constexpr std::array<std::string_view, 5> kEffectCards{"baliset", "jubba_cloak", "kulon", "la_la_la",
                                                       "trip_to_gamont"};

// What CHOAM may play now: each effect whose moment this is, with each target it may name; with the CHOAM
// Nexus card, each effect once more for each name of card in the hand (cards of one name discard alike).
void worthless_candidates(const Game& g, Faction owner, Faction seat, std::vector<Action>& out) {
  if (seat != owner) return;
  struct Play {
    CardId card, as;
  };
  std::vector<Play> plays;
  for (const HeldCard& h : g.player(owner).hand)
    if (effect_of(h.card) != Effect::None) plays.push_back({h.card, kNoCard});
  if (nexus_cards::holds_own(g, owner)) {
    const auto& hand = g.player(owner).hand;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      const bool first = std::none_of(
          hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i),
          [&](const HeldCard& h) { return card_info(h.card).key == card_info(hand[i].card).key; });
      if (first)
        for (std::string_view k : kEffectCards) plays.push_back({hand[i].card, card_by_key(k)});
    }
  }
  for (const Play& p : plays) {
    const Effect e = effect_of(p.as != kNoCard ? p.as : p.card);
    auto play = [&] {
      Action a = ActionOf<ActionKind::PlayWorthless>{}.set<"card">(p.card);
      if (p.as != kNoCard) set_arg<ActionKind::PlayWorthless, "as">(a, p.as);
      return a;
    };
    switch (e) {
      case Effect::Baliset:
        if (g.phase != Phase::ShipMove) break;
        for (Faction f : factions_in_game(g))
          if (f != owner)
            for (TerritoryId t = 0; t < kTerritories; ++t)
              if (present_in(g, owner, t)) {
                Action a = play();
                set_arg<ActionKind::PlayWorthless, "faction">(a, f);
                set_arg<ActionKind::PlayWorthless, "territory">(a, t);
                out.push_back(a);
              }
        break;
      case Effect::JubbaCloak:
        if (g.phase != Phase::Storm) break;
        for (TerritoryId t = 0; t < kTerritories; ++t)
          if (all_forces_in(g, owner, t) > 0) {
            Action a = play();
            set_arg<ActionKind::PlayWorthless, "territory">(a, t);
            out.push_back(a);
          }
        break;
      case Effect::Kulon:
        if (g.phase == Phase::ShipMove) out.push_back(play());
        break;
      case Effect::LaLaLa:
        if (g.phase != Phase::Revival) break;
        for (Faction f : factions_in_game(g))
          if (f != owner) {
            Action a = play();
            set_arg<ActionKind::PlayWorthless, "faction">(a, f);
            out.push_back(a);
          }
        break;
      case Effect::TripToGamont:
        if (g.phase != Phase::MentatPause) break;
        for (Faction f : factions_in_game(g))
          if (f != owner)
            for (LocationId l = 0; l < kLocations; ++l)
              if (forces_at(g, l, f).total() > 0) {
                Action a = play();
                set_arg<ActionKind::PlayWorthless, "faction">(a, f);
                set_arg<ActionKind::PlayWorthless, "from">(a, l);
                out.push_back(a);
              }
        break;
      case Effect::None: break;
    }
  }
}

// --- Advanced: the CHOAM Karama power (cr.choam.karama_power; CHOAM sheet) ---------------------------------

// The phase has checked the Advanced game, the trait, once a game and the Karama card held; a power with
// nothing else in the hand to discard is refused.
Status check_karama_sale(const Game& g, Faction owner, Faction, const Action&) {
  if (g.player(owner).hand.size() < 2)
    return fail(Err::NotAllowed,
                "CHOAM Karama power: you hold no card but the Karama to discard for spice (CHOAM sheet).");
  return Ok{};
}
void karama_sale(Game& g, Faction owner, Faction, const Action&) {
  discard_from_hand(g, owner, held_of_kind(g, owner, CardKind::Karama));
  g.player(owner).karamaPowerUsed = true;
  g.cr.choam.karamaSelling = true;
  log_public(g, "The {f} play Karama for their power: they discard cards for {n} spice each.", owner,
             kKaramaPrice);
}

Status check_sell_card(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (!g.cr.choam.karamaSelling || seat != owner)
    return fail(Err::NotYourDecision, "No Karama power of the {f} is under way.", owner);
  const CardId named = arg<ActionKind::KaramaSellCard, "card">(a);
  if (named != kNoCard && resolve_held(g, owner, named) == kNoCard)
    return fail(Err::CardNotHeld, "CHOAM Karama power: you do not hold that card.");
  return Ok{};
}
void sell_card(Game& g, Faction owner, Faction, const Action& a) {
  const CardId named = arg<ActionKind::KaramaSellCard, "card">(a);
  if (named == kNoCard) {
    g.cr.choam.karamaSelling = false;
    log_public(g, "The {f} are done discarding for their Karama power.", owner);
    return;
  }
  const CardId c = resolve_held(g, owner, named);
  discard_from_hand(g, owner, c);
  gain(g, owner, kKaramaPrice);
  log_public(g, "The {f} discard {c} for {n} spice (Karama power).", owner, c, kKaramaPrice);
}

// --- Tupile low (cr.hw.tupile; the Tupile Homeworld card, DB cards/homeworlds.csv) ------------------------
// While Tupile is low and not occupied, once a game per faction, CHOAM on that faction's Homeworld (or that
// faction on Tupile) make it tell them its spice and how many weapons and defenses it holds; the answer is
// CHOAM's alone (cr.boundary.tupile_answer). A Homeworld's face: no Karama stops it (E3 rule 83).
Status check_tupile(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner) return fail(Err::NotAllowed, "Only the {f} ask Tupile's question (Tupile card).", owner);
  if (!homeworlds::in_play(g) || !homeworlds::low(g, HomeworldId::Tupile))
    return fail(Err::NotAllowed, "Tupile's question is asked only while Tupile is low (Tupile card).");
  if (homeworlds::occupier(g, HomeworldId::Tupile))
    return fail(Err::NotAllowed,
                "Tupile is occupied: the {f} lose its low-threshold advantage (Tupile card, occupied face).",
                owner);
  const Faction target = arg<ActionKind::TupileQuestion, "target">(a);
  if (target == owner || !g.in_game(target))
    return fail(Err::BadAction, "Tupile's question: name another faction in the game.");
  if (g.cr.choam.tupileAsked.has(target))
    return fail(Err::NotAllowed,
                "Tupile's question: the {f} have been asked once already (once per faction).", target);
  if (!homeworlds::occupies_homeworld_of(g, owner, target) &&
      !homeworlds::occupies_homeworld_of(g, target, owner))
    return fail(Err::NotAllowed,
                "Tupile's question: the {f} must have forces on a Homeworld of the {f}, or the {f} on Tupile "
                "(Tupile card).",
                owner, target, target);
  return Ok{};
}

void ask_tupile(Game& g, Faction owner, Faction, const Action& a) {
  const Faction target = arg<ActionKind::TupileQuestion, "target">(a);
  g.cr.choam.tupileAsked.insert(target);
  int weapons = 0, defenses = 0;
  for (const HeldCard& h : g.player(target).hand) {
    weapons += card_info(h.card).category == CardCategory::Weapon ? 1 : 0;
    defenses += card_info(h.card).category == CardCategory::Defense ? 1 : 0;
  }
  log_public(g, "Tupile: the {f} make the {f} tell them their spice, weapons and defenses.", owner, target);
  log_private(g, FactionSet{owner, target}, "Tupile: the {f} hold {n} spice, {n} weapons and {n} defenses.",
              target, g.player(target).spice, weapons, defenses);
}

void tupile_candidates(const Game& g, Faction owner, Faction seat, std::vector<Action>& out) {
  if (seat != owner || !homeworlds::in_play(g)) return;
  for (Faction f : factions_in_game(g))
    if (Action a = ActionOf<ActionKind::TupileQuestion>{}.set<"target">(f); check_tupile(g, owner, seat, a))
      out.push_back(a);
}

// --- Tupile occupied (cr.hw.tupile_occupied, cr.boundary.tupile_discard; the Tupile card's occupied face) --
// While Tupile is occupied its Occupier and the Occupier's ally hold one card more. When that ends (the
// occupation, or the alliance) a faction holding more than its limit discards down to it at once, choosing
// the cards, before anything else happens. A Homeworld's face: no Karama stops it (E3 rule 83).
bool tupile_bonus(const Game& g, Faction f) {
  return homeworlds::in_play(g) && homeworlds::occupier_or_ally(g, HomeworldId::Tupile, f);
}
int tupile_hand_limit(const Game& g, Faction, const Query& q, int value) {
  return tupile_bonus(g, q.f) ? value + 1 : value;
}
void occupation_settled(Game& g, Faction, const EventArgs&) {
  auto& s = g.cr.choam;
  FactionSet now;
  for (Faction f : factions_in_game(g))
    if (tupile_bonus(g, f)) now.insert(f);
  for (Faction f : factions_in_game(g))
    if (s.tupileHand.has(f) && !now.has(f) && static_cast<int>(g.player(f).hand.size()) > hand_limit(g, f)) {
      s.discardDown.insert(f);
      log_public(g, "{f} no longer hold a card more for Tupile's occupation: they discard down to {n} cards.",
                 f, hand_limit(g, f));
    }
  s.tupileHand = now;
}

// The factions discarding down now: each answers at once, one card at a time.
bool discard_down_open(const Game& g, Faction) { return !g.cr.choam.discardDown.empty(); }
bool discards_down(const Game& g, Faction, Faction seat) { return g.cr.choam.discardDown.has(seat); }
void discard_down_pending(const Game& g, Faction, DecisionList& out) {
  for (Faction f : factions_in_game(g))
    if (g.cr.choam.discardDown.has(f))
      out.push_back(
          {f, DecisionKind::DiscardDown, 0,
           static_cast<std::int16_t>(static_cast<int>(g.player(f).hand.size()) - hand_limit(g, f))});
}
void discard_down_candidates(const Game& g, Faction, Faction seat, std::vector<Action>& out) {
  for (const HeldCard& h : g.player(seat).hand)
    out.push_back(ActionOf<ActionKind::DiscardDown>{}.set<"card">(h.card));
}
Status check_discard_down(const Game& g, Faction, Faction seat, const Action& a) {
  if (!g.cr.choam.discardDown.has(seat))
    return fail(Err::NotYourDecision, "You have no cards to discard down to your hand limit now.");
  if (resolve_held(g, seat, arg<ActionKind::DiscardDown, "card">(a)) == kNoCard)
    return fail(Err::CardNotHeld, "You do not hold that card.");
  return Ok{};
}
void discard_down(Game& g, Faction, Faction seat, const Action& a) {
  const CardId c = resolve_held(g, seat, arg<ActionKind::DiscardDown, "card">(a));
  discard_from_hand(g, seat, c);
  log_public(g, "{f} discard {c} (hand limit, Tupile's occupation over).", seat, c);
  if (static_cast<int>(g.player(seat).hand.size()) <= hand_limit(g, seat)) g.cr.choam.discardDown.erase(seat);
}

constexpr OwnAction kActions[] = {
    {ActionKind::KaramaSellCards, check_karama_sale, karama_sale, Trait::KaramaSellsCards,
     "Karama powers (discard cards for 3 spice each) belong to the Advanced game.",
     "Only the {f} may discard cards for spice with Karama."},
    {ActionKind::KaramaSellCard, check_sell_card, sell_card},
    {.kind = ActionKind::PlayWorthless,
     .check = check_worthless,
     .exec = play_worthless,
     .candidates = worthless_candidates},
    {.kind = ActionKind::TupileQuestion,
     .check = check_tupile,
     .exec = ask_tupile,
     .candidates = tupile_candidates},
    {ActionKind::DiscardDown, check_discard_down, discard_down},
};

// Baliset: the named faction may not move into the named territory this turn.
Status baliset_veto(const Game& g, Faction owner, Faction seat, const Action& a) {
  const auto& s = g.cr.choam;
  if (stopped(g, Advantage::ChoamWorthless) || s.balisetTurn != g.turn || s.balisetFaction != index(seat) ||
      a.to < 0 || a.to >= kLocations || location(a.to).territory != s.balisetTerritory)
    return Ok{};
  return fail(Err::NotAllowed,
              "The {f} played Baliset: you may not move forces into {t} this turn (CR p.7 (2h)).", owner,
              s.balisetTerritory);
}

// Jubba Cloak: the storm kills none of CHOAM's forces in the named territory this turn.
int jubba_cloak(const Game& g, Faction owner, const Query& q, int value) {
  const auto& s = g.cr.choam;
  return q.f == owner && s.jubbaTurn == g.turn && q.t == s.jubbaTerritory ? 0 : value;
}
// Kulon: one territory more for CHOAM's move this turn.
int kulon(const Game& g, Faction owner, const Query& q, int value) {
  return q.f == owner && g.cr.choam.kulonTurn == g.turn && g.phase == Phase::ShipMove ? value + 1 : value;
}
// La La La: no free revival this turn for the named faction.
int la_la_la(const Game& g, Faction, const Query& q, int value) {
  const auto& s = g.cr.choam;
  return s.laLaLaTurn == g.turn && s.laLaLaFaction == index(q.f) ? 0 : value;
}

// Advanced: half, rounded down, of another's support payment (cr.choam.adv_support_income).
bool others_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f != owner; }
int support_share(const Game&, Faction owner, const Query& q, int value) {
  return q.f != owner ? value + q.n / 2 : value;
}

bool selling(const Game& g, Faction) { return g.cr.choam.karamaSelling; }
void selling_pending(const Game& g, Faction owner, DecisionList& out) {
  const auto n = static_cast<std::int16_t>(g.player(owner).hand.size());
  out.push_back({owner, DecisionKind::KaramaSellCards, 0, n});
}
void selling_candidates(const Game& g, Faction owner, Faction, std::vector<Action>& out) {
  for (const HeldCard& h : g.player(owner).hand)
    out.push_back(ActionOf<ActionKind::KaramaSellCard>{}.set<"card">(h.card));
  out.push_back({.kind = ActionKind::KaramaSellCard});
}

// Alliance: CHOAM trade cards with their ally (cr.choam.ally_trade).
bool allied_self(const Game& g, Faction owner, Faction f) {
  return f == owner && ally_of(g, owner).has_value();
}
// Advanced alliance: CHOAM's spice supports their ally's forces in battle (cr.choam.ally_battle_pay).
bool ally_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && ally_of(g, owner) == f; }

constexpr Veto kVetoes[] = {{ActionKind::Bribe, bribe_veto}, {ActionKind::Move, baliset_veto}};

constexpr TraitRow kTraits[] = {
    {Trait::PaysCharity, std::nullopt, others},
    {Trait::ReceivesSupportShare, std::nullopt, others_advanced},
    {Trait::KaramaSellsCards, std::nullopt, self},
    {Trait::FundsAllySupport, Advantage::ChoamAllyFunds, ally_advanced},
    {Trait::Audits, Advantage::ChoamAudit, self},
    {Trait::TradesCardsWithAlly, Advantage::ChoamAllyTrade, allied_self},
};
constexpr AmountRow kAmounts[] = {
    {Amount::Charity, std::nullopt, charity_fold},
    {Amount::RevivalLimit, std::nullopt, revival_limit},
    {Amount::ForceRevivalPrice, std::nullopt, force_price},
    {Amount::SupportShare, std::nullopt, support_share},
    // A Karama stopping choam_worthless bars the effects for the rest of the phase: none may be played
    // (check_worthless) and one in force does nothing (these rows are skipped).
    {Amount::StormLosses, Advantage::ChoamWorthless, jubba_cloak},
    {Amount::MovementRange, Advantage::ChoamWorthless, kulon},
    {Amount::FreeRevival, Advantage::ChoamWorthless, la_la_la},
    {Amount::HandLimit, std::nullopt, tupile_hand_limit},
};
constexpr EventRow kEvents[] = {
    {Event::PhaseBegins, std::nullopt, phase_begins},
    {Event::OccupationSettled, std::nullopt, occupation_settled},
    {Event::Discarded, std::nullopt, card_discarded},
};

// CHOAM's state is public: the Inflation token lies face up.
void view(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  const auto& s = g.cr.choam;
  out.choamSeated = true;
  out.inflation = s.inflation;
  out.inflationGone = s.inflationGone;
  out.inflationFlipped = s.inflationFlipped;
  out.choamKaramaSelling = s.karamaSelling;
  // The card offered in trade: CHOAM's and their ally's secret.
  if (const auto slot = offered_slot(g, owner);
      slot && seat && (*seat == owner || *seat == ally_of(g, owner)))
    out.choamTradeOffer = g.player(owner).hand[*slot].card;
}

}  // namespace

// While CHOAM discard for their Karama power, nothing else happens (as the Harkonnen give-back).
extern const Interruption kChoamKaramaSale{
    .action = ActionKind::KaramaSellCard,
    .refusal = "The CHOAM first finish discarding cards for their Karama power.",
    .open = selling,
    .pending = selling_pending,
    .candidates = selling_candidates};

// A faction whose Tupile bonus ended over its limit discards down before anything else
// (cr.hw.tupile_occupied).
extern const Interruption kTupileDiscardDown{
    .action = ActionKind::DiscardDown,
    .refusal = "A faction discards down to its hand limit first: Tupile's occupation is over (Tupile card).",
    .open = discard_down_open,
    .pending = discard_down_pending,
    .candidates = discard_down_candidates,
    .overHandLimit = true,
    .decides = discards_down};

namespace {
constexpr const Interruption* kInterruptionRows[] = {&kChoamKaramaSale, &kTupileDiscardDown};
}  // namespace

extern const FactionModule kChoamModule{.faction = Faction::Choam,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .events = kEvents,
                                        .windows = kWindows,
                                        .view = view,
                                        .actions = kActions,
                                        .interruptions = kInterruptionRows,
                                        .vetoes = kVetoes};

}  // namespace dune
