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
// - Homeworlds, Tupile high (cr.hw.tupile): no Worthless card sold for spice.
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

constexpr int kIncomePerFaction = 2;  // cr.choam.charity_income
constexpr int kForcePrice = 1;        // cr.choam.revival
constexpr int kDuplicatePrice = 3;    // cr.choam.sell_duplicates
constexpr int kWorthlessPrice = 2;    // cr.choam.sell_worthless

bool others(const Game&, Faction owner, Faction f) { return f != owner; }

// --- Inflation --------------------------------------------------------------------------------------------

// What the side up does to a charity of `value` spice (CHOAM's income included): Double 2x, Cancel 0.
int inflated(const Game& g, int value) {
  switch (g.choam.inflation) {
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
  auto& s = g.choam;
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

void phase_begins(Game& g, Faction owner, const EventArgs&) {
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
Status market_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::ChoamSell)
    return fail(Err::WrongPhase, "The CHOAM market: sell a card (choam_sell) or pass (CR p.7 (2h)).");
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
  out.push_back({.kind = ActionKind::Pass});
}

// --- Inflation, the Mentat Pause window -------------------------------------------------------------------

bool inflation_open(const Game& g, Faction) {
  const auto& s = g.choam;
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
  auto& s = g.choam;
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

constexpr Window kWindows[] = {
    {WindowPoint::PhaseEnd, ActionKind::ChoamSell, DecisionKind::ChoamMarket, market_open, market_pending,
     market_check, market_exec, market_candidates},
    {WindowPoint::Mentat, ActionKind::PlayInflation, DecisionKind::Inflation, inflation_open,
     inflation_pending, inflation_check, inflation_exec, inflation_candidates},
};

// No bribes while the token is Double side up (cr.choam.inflation_bribes).
Status bribe_veto(const Game& g, Faction owner, Faction, const Action&) {
  if (g.choam.inflation == InflationSide::Double)
    return fail(Err::NotAllowed,
                "No bribes may be made while the {f} Inflation token is Double side up (CHOAM "
                "sheet).",
                owner);
  return Ok{};
}
constexpr Veto kVetoes[] = {{ActionKind::Bribe, bribe_veto}};

constexpr TraitRow kTraits[] = {
    {Trait::PaysCharity, std::nullopt, others},
};
constexpr AmountRow kAmounts[] = {
    {Amount::Charity, std::nullopt, charity_fold},
    {Amount::RevivalLimit, std::nullopt, revival_limit},
    {Amount::ForceRevivalPrice, std::nullopt, force_price},
};
constexpr EventRow kEvents[] = {
    {Event::PhaseBegins, std::nullopt, phase_begins},
};

// CHOAM's state is public: the Inflation token lies face up.
void view(const Game& g, Faction, std::optional<Faction>, View& out) {
  const auto& s = g.choam;
  out.choamSeated = true;
  out.inflation = s.inflation;
  out.inflationGone = s.inflationGone;
  out.inflationFlipped = s.inflationFlipped;
}

}  // namespace

extern const FactionModule kChoamModule{.faction = Faction::Choam,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .events = kEvents,
                                        .windows = kWindows,
                                        .view = view,
                                        .vetoes = kVetoes};

}  // namespace dune
