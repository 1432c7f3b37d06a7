// The turn sequence. GF9 Rulebook 2019 p.5 "Turn Sequence": Storm, Spice Blow and Nexus,
// CHOAM Charity, Bidding, Revival, Shipment and Movement, Battle, Spice Collection, Mentat Pause.
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/nexus_cards.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/rules/tech.hpp"

namespace dune {

void enter_phase(Game& g, Phase p) {
  g.phase = p;
  g.karamaStops = 0;  // a Karama stops an advantage for the rest of its phase (FAQ Nov 2020 p.7)
  // Amal (ix.card.amal): played at the beginning of the phase, before its first step.
  if (amal_window::open(g)) return;
  begin_phase_steps(g);
}

void begin_phase_steps(Game& g) {
  switch (g.phase) {
    case Phase::Setup: setup_phase::begin(g); return;
    case Phase::Storm: storm_phase::begin(g); return;
    case Phase::SpiceBlow: spice_blow_phase::begin(g); return;
    case Phase::Nexus: nexus_phase::begin(g); return;
    case Phase::Charity: charity_phase::begin(g); return;
    case Phase::Bidding: bidding_phase::begin(g); return;
    case Phase::Revival: revival_phase::begin(g); return;
    case Phase::ShipMove: ship_move_phase::begin(g); return;
    case Phase::Battle: battle_phase::begin(g); return;
    case Phase::Collection: collection_phase::begin(g); return;
    case Phase::MentatPause: mentat_phase::begin(g); return;
    case Phase::GameOver: return;
  }
}

void finish_phase(Game& g) {
  // Ixians & Tleilaxu technology tokens: a phase's token income is paid at its end, and the tokens are
  // dealt after the first storm (engine/rules/tech.cpp; nothing without the variant).
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
    case Phase::MentatPause:  // mentat_phase::begin starts the next turn or ends the game itself
    case Phase::GameOver: return;
  }
}

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
void compute_pending(const Game& g, DecisionList& out) {
  // A faction's interruption (the Harkonnen Karama give-back, adv-karama) is decided before anything
  // else, whatever the phase.
  if (auto i = hooks::interruption(g)) {
    i->rules->pending(g, i->owner, out);
    return;
  }
  // Nexus Cards (a card's traitor draw): the traitor card shuffled back right after the one drawn.
  if (nexus_cards::returning(g)) return nexus_cards::return_pending(g, out);
  if (nexus_cards::moment_open(g)) return nexus_cards::moment_pending(g, out);
  if (g.amal.open) {
    amal_window::pending(g, out);
    return;
  }
  switch (g.phase) {
    case Phase::Setup: setup_phase::pending(g, out); return;
    case Phase::Storm: storm_phase::pending(g, out); return;
    case Phase::SpiceBlow: spice_blow_phase::pending(g, out); return;
    case Phase::Nexus: nexus_phase::pending(g, out); return;
    case Phase::Charity: charity_phase::pending(g, out); return;
    case Phase::Bidding: bidding_phase::pending(g, out); return;
    case Phase::Revival: revival_phase::pending(g, out); return;
    case Phase::ShipMove: ship_move_phase::pending(g, out); return;
    case Phase::Battle: battle_phase::pending(g, out); return;
    case Phase::Collection: collection_phase::pending(g, out); return;
    case Phase::MentatPause: mentat_phase::pending(g, out); return;
    case Phase::GameOver: return;
  }
}
}  // namespace

}  // namespace dune
