// Invariants checked after every step by `dune simulate --check` and the property tests:
// 20 forces per faction across reserves, board and tanks; spice never negative and conserved
// against the bank ledger; every treachery card in exactly one place; each leader in one place;
// and no view carrying another seat's secret.
#pragma once

#include <string>

#include "engine/core/state.hpp"

namespace dune {

// Returns an empty string when every invariant holds, else a sentence naming the first breach.
// `spiceBase` is the table's spice total minus g.bankOut at the start of the run.
std::string check_invariants(const Game& g, long spiceBase);
long spice_on_table(const Game& g);
// Leak check: builds every seat's view and the spectator's and verifies none of them carries a
// secret of another seat. Returns an empty string if clean.
std::string check_views(const Game& g);

}  // namespace dune
