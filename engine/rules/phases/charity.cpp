// CHOAM Charity. GF9 Rulebook 2019 p.7: a player with 0 or 1 spice may claim charity and
// receives spice from the bank to bring its total to 2.
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
// Spice is kept behind the shield (GF9 p.12): every seat that does not receive charity automatically is
// asked, whatever its spice, so that the question says nothing of it (issue 35); a claim is checked when
// made, against the claimant's own spice.
bool asked(const Game& g, Faction f) { return !automatic(g, f); }
bool may_claim(const Game& g, Faction f) { return g.player(f).spice <= 1; }
void maybe_finish(Game& g) {
  for (Faction f : factions_in_game(g))
    if (asked(g, f) && !g.charityDone.has(f)) return;
  finish_phase(g);
}
}  // namespace

void begin(Game& g) {
  g.charityDone.clear();
  for (Faction f : factions_in_game(g))
    if (automatic(g, f)) {
      const int amount = 2 + homeworlds::low_bonus(g, f);
      gain(g, f, amount);
      g.charityDone.insert(f);
      log_public(g, "The {f} receive {n} spice of CHOAM Charity.", f, amount);
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
    int amount = 2 - g.player(seat).spice + homeworlds::low_bonus(g, seat);
    gain(g, seat, amount);
    log_public(g, "{f} claims CHOAM Charity and receives {n} spice.", seat, amount);
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
