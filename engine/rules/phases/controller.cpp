// The turn sequence. GF9 Rulebook 2019 p.5 "Turn Sequence": Storm, Spice Blow and Nexus,
// CHOAM Charity, Bidding, Revival, Shipment and Movement, Battle, Spice Collection, Mentat Pause.
#include <algorithm>

#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {

void enter_phase(Game& g, Phase p) {
  g.phase = p;
  g.karamaStops = 0;  // a Karama stops an advantage for the rest of its phase (FAQ Nov 2020 p.7)
  // Amal (ix.card.amal): played at the beginning of the phase, before its first step.
  if (amal_window::open(g)) return;
  begin_phase_steps(g);
}

namespace {
// A phase's five entry points, then its settle and its karama_stopped (nullptr: none). A stop in Revival may
// close a window (the Tleilaxu grants) and the phase goes on (settle); in the Mentat Pause likewise (the
// Face Dancer replacement).
#define DUNE_PHASE_ROW(ns, ...) \
  { ns::begin, ns::pending, ns::check, ns::exec, ns::candidates, __VA_ARGS__ }
// Indexed by Phase (GameOver has none; a test checks the order).
constexpr std::array<PhaseRules, static_cast<std::size_t>(Phase::GameOver)> kPhaseTable{{
    DUNE_PHASE_ROW(setup_phase, nullptr),
    DUNE_PHASE_ROW(storm_phase, storm_phase::settle),
    DUNE_PHASE_ROW(spice_blow_phase, nullptr, spice_blow_phase::karama_stopped),
    DUNE_PHASE_ROW(nexus_phase, nullptr, nexus_phase::karama_stopped),
    DUNE_PHASE_ROW(charity_phase, charity_phase::settle),
    DUNE_PHASE_ROW(bidding_phase, bidding_phase::settle),
    DUNE_PHASE_ROW(revival_phase, revival_phase::settle,
                   [](Game& g, Advantage) { revival_phase::settle(g); }),
    DUNE_PHASE_ROW(ship_move_phase, nullptr, ship_move_phase::karama_stopped),
    DUNE_PHASE_ROW(battle_phase, battle_phase::settle, battle_phase::karama_stopped),
    DUNE_PHASE_ROW(collection_phase, nullptr),
    DUNE_PHASE_ROW(mentat_phase, mentat_phase::settle,
                   [](Game& g, Advantage) { mentat_phase::karama_stopped(g); }),
}};
#undef DUNE_PHASE_ROW
}  // namespace

const PhaseRules* phase_rules(Phase p) {
  const auto i = static_cast<std::size_t>(p);
  return i < kPhaseTable.size() ? &kPhaseTable[i] : nullptr;
}

Holder holder_now(const Game& g) {
  return hooks::interruption(g) ? Holder::Interruption : holder_beneath_interruption(g);
}

Holder holder_beneath_interruption(const Game& g) {
  if (nexus_cards::returning(g)) return Holder::NexusReturn;
  if (nexus_cards::moment_open(g)) return Holder::NexusMoment;
  if (g.amal.open) return Holder::Amal;
  if (g.phaseEnd.open) return Holder::PhaseEnd;
  return Holder::Phase;
}

void begin_phase_steps(Game& g) {
  if (const PhaseRules* r = phase_rules(g.phase)) r->begin(g);
}

namespace {
// The phase is over and nothing holds its end: its token income, its end's reactions, the next phase.
void end_phase(Game& g) {
  if (g.phase == Phase::MentatPause) {
    // CHOAM & Richese Stronghold cards: each goes to its stronghold's controller at the end of the turn
    // (engine/rules/components/stronghold_cards; nothing without the variant).
    stronghold_cards::phase_ends(g);
    return mentat_phase::next_turn(g);  // (or the game is over already)
  }
  // Ixians & Tleilaxu technology tokens: a phase's token income is paid at its end, and the tokens are
  // dealt after the first storm (engine/rules/components/tech/tech.cpp; nothing without the variant).
  tech::phase_ends(g);
  hooks::notify(g, Event::PhaseEnds);  // (the Moritani take Duke Vidal at the end of Shipment and Movement)
  switch (g.phase) {
    case Phase::Setup: enter_phase(g, Phase::Storm); return;
    case Phase::Storm: enter_phase(g, Phase::SpiceBlow); return;
    case Phase::SpiceBlow: enter_phase(g, Phase::Nexus); return;
    case Phase::Nexus:
      // Advanced double spice blow: the Nexus of pile A is followed by the blow of pile B.
      if (spice_blow_phase::second_blow_due(g)) {
        spice_blow_phase::second_blow(g);
        return;
      }
      enter_phase(g, Phase::Charity);
      return;
    case Phase::Charity: enter_phase(g, Phase::Bidding); return;
    case Phase::Bidding: enter_phase(g, Phase::Revival); return;
    case Phase::Revival: enter_phase(g, Phase::ShipMove); return;
    case Phase::ShipMove: enter_phase(g, Phase::Battle); return;
    case Phase::Battle: enter_phase(g, Phase::Collection); return;
    case Phase::Collection: enter_phase(g, Phase::MentatPause); return;
    case Phase::MentatPause:
    case Phase::GameOver: return;
  }
}
}  // namespace

void finish_phase(Game& g) {
  if (g.phaseEnd.open) return;  // held already: phase_end::settle ends it
  // The Nexus of pile A, in an Advanced turn's Spice Blow, ends no phase: the blow of pile B follows.
  const bool midPhase = g.phase == Phase::Nexus && spice_blow_phase::second_blow_due(g);
  if (!midPhase && g.phase != Phase::GameOver) {
    g.phaseEnd.answered = {};
    if (hooks::open_window(g, WindowPoint::PhaseEnd)) {
      g.phaseEnd.open = true;
      return;
    }
  }
  end_phase(g);
}

namespace phase_end {
namespace {
// The open window of the hold the seat answers, if any: its owner's, or, for a window whose decision passes
// from seat to seat (Window::accepts), the one whose pending decision is the seat's.
std::optional<hooks::SeatedWindow> window_of(const Game& g, Faction seat) {
  for (const auto& sw : hooks::windows_at(g, WindowPoint::PhaseEnd)) {
    if (!sw.w->open(g, sw.owner)) continue;
    if (!sw.w->accepts) {
      if (sw.owner == seat) return sw;
      continue;
    }
    DecisionList d;
    sw.w->pending(g, sw.owner, d);
    if (std::any_of(d.begin(), d.end(), [&](const Decision& x) { return x.seat == seat; })) return sw;
  }
  return std::nullopt;
}
}  // namespace

void pending(const Game& g, DecisionList& out) {
  for (const auto& sw : hooks::windows_at(g, WindowPoint::PhaseEnd))
    if (sw.w->open(g, sw.owner)) sw.w->pending(g, sw.owner, out);
}

Status check(const Game& g, Faction seat, const Action& a) {
  auto sw = window_of(g, seat);
  if (!sw) return fail(Err::NotYourDecision, "The phase is over; others decide before the next begins.");
  return sw->w->check(g, sw->owner, a);
}

void exec(Game& g, Faction seat, const Action& a) {
  if (auto sw = window_of(g, seat)) sw->w->exec(g, sw->owner, a);
  settle(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (auto sw = window_of(g, seat)) sw->w->candidates(g, sw->owner, out);
}

void settle(Game& g) {
  if (!g.phaseEnd.open || hooks::open_window(g, WindowPoint::PhaseEnd)) return;
  g.phaseEnd.open = false;
  g.phaseEnd.answered = {};
  end_phase(g);
}
}  // namespace phase_end

namespace {
void compute_pending(const Game& g, DecisionList& out);
}  // namespace

std::span<const Decision> scoped_pending(const Game& g) {
  Game::PendingMemo& m = g.pendingMemo;
  if (!m.filled) {
    m.open.n = 0;
    compute_pending(g, m.open);
    m.filled = true;
  }
  return {m.open.begin(), m.open.end()};
}

void phase_pending(const Game& g, DecisionList& out) {
  if (g.pendingMemo.depth == 0) return compute_pending(g, out);
  for (const Decision& d : scoped_pending(g)) out.push_back(d);
}

namespace {
// Only the holder's decisions are open: the interruption's owner, the returning seat, a moment's holders,
// the Amal window's, else the phase's.
void compute_pending(const Game& g, DecisionList& out) {
  switch (holder_now(g)) {
    case Holder::Interruption: {
      const auto i = hooks::interruption(g);
      i->rules->pending(g, i->owner, out);
      return;
    }
    case Holder::NexusReturn: return nexus_cards::return_pending(g, out);
    case Holder::NexusMoment: return nexus_cards::moment_pending(g, out);
    case Holder::Amal: return amal_window::pending(g, out);
    case Holder::PhaseEnd: return phase_end::pending(g, out);
    case Holder::Phase:
      if (const PhaseRules* r = phase_rules(g.phase)) r->pending(g, out);
      return;
  }
}
}  // namespace

}  // namespace dune
