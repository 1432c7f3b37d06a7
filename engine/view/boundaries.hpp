// Source boundaries in the view (issue 2): a registry entry with status Boundary (an interaction
// the sources leave open, where the engine picked the least inventive behaviour) is shown to a
// viewer while the position is one where that choice matters, e.g. a decision it bears on is open.
// Privacy: a boundary shown to a seat depends only on public state and that seat's own secrets
// (its hand, traitors, traitor draw); a spectator sees only boundaries of public state.
#pragma once

#include <span>
#include <string_view>

#include "engine/view/view.hpp"

namespace dune {

// Appends to out.boundaries the boundaries that matter now for this viewer, in table order.
// Reads out.seat and out.pending (view() fills them first); allocates only for what applies.
void add_boundaries(const Game& g, Viewer v, View& out);

// The registry ids the table covers, in table order (for tests and docs).
std::span<const std::string_view> boundary_table_ids();

}  // namespace dune
