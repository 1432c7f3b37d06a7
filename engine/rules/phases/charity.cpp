// CHOAM Charity. GF9 Rulebook 2019 p.7: a player with 0 or 1 spice may claim charity and
// receives spice from the bank to bring its total to 2.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

// Advanced (Bene Gesserit sheet, GF9 Rulebook 2019 p.18; adv.bg.charity): the Bene Gesserit
// receive 2 spice of charity every turn, whatever they hold, without claiming it.
namespace dune::charity_phase {
namespace {
bool automatic(const Game& g, Faction f) { return hooks::has(g, Trait::AutomaticCharity, f); }
// The faction that pays the others' charity (CR (2h), cr.choam.charity_pays) claims none itself.
bool pays(const Game& g, Faction f) { return hooks::bearer(g, Trait::PaysCharity) == f; }
// Spice is kept behind the shield (GF9 p.12): every seat that does not receive charity automatically is
// asked, whatever its spice, so that the question says nothing of it (issue 35); a claim is checked when
// made, against the claimant's own spice.
bool asked(const Game& g, Faction f) { return !automatic(g, f) && !pays(g, f); }
bool may_claim(const Game& g, Faction f) { return g.player(f).spice <= 1; }
void maybe_finish(Game& g) {
  for (Faction f : factions_in_game(g))
    if (asked(g, f) && !g.charityDone.has(f)) return;
  finish_phase(g);
}

// f receives `amount` spice of charity: from the faction that pays charity when one is seated (what it
// cannot pay comes from the Bank: boundary cr.boundary.charity_short), else from the Bank; the Homeworld
// low bonus (em.hw.low_bonus) from the Bank always (cr.choam.charity_pays).
void give(Game& g, Faction f, int amount, int bonus) {
  if (auto payer = hooks::holder(g, Trait::PaysCharity, f)) {
    const int paid = std::clamp<int>(g.player(*payer).spice, 0, amount);
    pay_to(g, *payer, f, paid);
    gain(g, f, amount - paid + bonus);
    log_public(g, "{f} receive {n} spice of charity, {n} of it from {f}.", f, amount + bonus, paid, *payer);
    return;
  }
  gain(g, f, amount + bonus);
}
}  // namespace

void begin(Game& g) {
  g.charityDone.clear();
  hooks::notify(g, Event::PhaseBegins);  // (the faction that pays charity takes its income)
  for (Faction f : factions_in_game(g))
    if (automatic(g, f)) {
      const int bonus = homeworlds::low_bonus(g, f);
      const int amount = hooks::amount(g, Amount::Charity, {.f = f}, 2);
      give(g, f, amount, bonus);
      g.charityDone.insert(f);
      log_public(g, "The {f} receive {n} spice of CHOAM Charity.", f, amount + bonus);
    }
  maybe_finish(g);
}

void settle(Game& g) { maybe_finish(g); }

void pending(const Game& g, DecisionList& out) {
  for (Faction f : storm_order(g))
    if (asked(g, f) && !g.charityDone.has(f)) out.push_back({f, DecisionKind::Charity, 0, 0});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::Charity); !s) return s;
  if (a.kind != ActionKind::ClaimCharity && a.kind != ActionKind::Pass)
    return fail(Err::WrongPhase, "During CHOAM Charity you may claim charity or pass.");
  if (a.kind == ActionKind::ClaimCharity && !may_claim(g, seat))
    return fail(
        Err::NotAllowed,
        "CHOAM Charity: only a player with 0 or 1 spice may claim it (Landsraad rules 1.03.01); pass.");
  return Ok{};
}

void exec(Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::ClaimCharity) {
    // Homeworlds (em.hw.low_bonus): a faction whose Homeworld is low takes 1 more from the Bank.
    const int bonus = homeworlds::low_bonus(g, seat);
    const int amount = hooks::amount(g, Amount::Charity, {.f = seat}, 2 - g.player(seat).spice);
    give(g, seat, amount, bonus);
    log_public(g, "{f} claims CHOAM Charity and receives {n} spice.", seat, amount + bonus);
    tech::charity_claimed(g, seat);  // technology tokens (Spice Production)
  }
  g.charityDone.insert(seat);
  maybe_finish(g);
}

void candidates(const Game&, Faction, std::vector<Action>& out, Rng*, int) {  // (check filters the claim)
  out.push_back({.kind = ActionKind::ClaimCharity});
  out.push_back({.kind = ActionKind::Pass});
}

}  // namespace dune::charity_phase
