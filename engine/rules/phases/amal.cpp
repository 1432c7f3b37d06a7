// Ixians & Tleilaxu, Amal (card face, E1; docs/expansions/IXIANS_TLEILAXU.md row 53; key ix.card.amal;
// TO #43 and its AmalPlayed handler; MA 5.3; DB "Special"): played at the beginning of any phase, every
// faction loses half its spice, rounded up, to the Bank; the card is discarded.
//
// The window: when a phase of the turn sequence begins (GF9 Rulebook 2019 p.5: Storm, Spice Blow and
// Nexus, CHOAM Charity, Bidding, Revival, Shipment and Movement, Battle, Spice Collection, Mentat Pause;
// the Nexus is part of the Spice Blow phase and the Advanced pile B blow is within it), while the card is
// in the game and not in the discard pile, every seat holding at least one treachery card is asked (the
// Amal decision: play_amal or pass) before the phase's own first step. Hand sizes are public, so the
// question reveals no holder; a seat with no card cannot hold Amal and is not asked, which keeps the
// window cheap. The phase begins once the card is played or every asked seat has passed.
// The spice lost is the spice behind the shield (Player::spice), as TO's handler reads it.
#include <algorithm>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::amal_window {
namespace {

bool is_turn_phase(Phase p) {
  switch (p) {
    case Phase::Storm:
    case Phase::SpiceBlow:
    case Phase::Charity:
    case Phase::Bidding:
    case Phase::Revival:
    case Phase::ShipMove:
    case Phase::Battle:
    case Phase::Collection:
    case Phase::MentatPause: return true;
    case Phase::Setup:
    case Phase::Nexus:
    case Phase::GameOver: return false;
  }
  return false;
}

// The Amal card of this game while it is in the game and not discarded; kNoCard otherwise.
CardId amal_in_play(const Game& g) {
  const std::uint32_t sets = card_sets_of(g.ruleset.variants);
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (card_kind(c) == CardKind::Amal && ((sets >> static_cast<unsigned>(card_info(c).set)) & 1u) &&
        std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), c) == g.treacheryDiscard.end())
      return c;
  return kNoCard;
}

bool asked(const Game& g, Faction f) { return g.amal.asked.has(f); }
bool may_answer(const Game& g, Faction f) {
  return g.in_game(f) && !g.player(f).hand.empty() && !asked(g, f);
}

void close(Game& g) {
  g.amal.open = false;
  g.amal.asked = {};
  begin_phase_steps(g);
}

}  // namespace

bool open(Game& g) {
  // Without the card set (the base game) this is one bit test.
  if (!((card_sets_of(g.ruleset.variants) >> static_cast<unsigned>(CardSet::IxiansTleilaxu)) & 1u))
    return false;
  if (!is_turn_phase(g.phase) || amal_in_play(g) == kNoCard) return false;
  g.amal.asked = {};
  for (Faction f : factions_in_game(g))
    if (may_answer(g, f)) {
      g.amal.open = true;
      return true;
    }
  return false;
}

void settle(Game& g) {
  if (!g.amal.open) return;
  for (Faction f : factions_in_game(g))
    if (may_answer(g, f)) return;
  close(g);
}

void pending(const Game& g, DecisionList& out) {
  for (Faction f : storm_order(g))
    if (may_answer(g, f)) out.push_back({f, DecisionKind::Amal, 0, 0});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (!g.amal.open) {
    if (a.kind == ActionKind::PlayAmal)
      return fail(Err::WrongPhase, "Amal is played only at the beginning of a phase.");
    return Ok{};  // not this window's action
  }
  if (!may_answer(g, seat)) {
    if (asked(g, seat)) return fail(Err::NotYourDecision, "You have already answered the Amal window.");
    return fail(Err::NotYourDecision, "You hold no card: the phase waits for the others' Amal answers.");
  }
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::PlayAmal)
    return fail(Err::BadAction, "Play Amal (play_amal) or pass: the phase has not begun yet.");
  if (held_of_kind(g, seat, CardKind::Amal) == kNoCard)
    return fail(Err::CardNotHeld, "You do not hold Amal.");
  return Ok{};
}

void exec(Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::PlayAmal) {
    discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Amal));
    log_public(g, "{f} plays Amal: every faction loses half its spice to the Bank.", seat);
    for (Faction f : factions_in_game(g)) {
      const int loss = (g.player(f).spice + 1) / 2;  // half, rounded up (card face)
      if (loss == 0) continue;
      pay_bank(g, f, loss);
      log_public(g, "{f} loses {n} spice.", f, loss);
    }
    close(g);
    return;
  }
  g.amal.asked.insert(seat);
  settle(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (!may_answer(g, seat)) return;
  out.push_back({.kind = ActionKind::Pass});
  if (held_of_kind(g, seat, CardKind::Amal) != kNoCard) out.push_back({.kind = ActionKind::PlayAmal});
}

}  // namespace dune::amal_window
