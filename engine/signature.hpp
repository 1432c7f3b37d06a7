// The golden signature (STYLE.md item 13, after Stockfish's bench signature): a semantic digest
// of a game state, and a 64-bit hash folded over the states of whole games. A refactor that
// changes structure but not play keeps every signature; a change of rules changes it, and the
// commit says so. The digest names things by their stable keys (factions, leaders, cards,
// locations, phases), never by struct layout or wire format, so moving a field or changing the
// JSON codec leaves it alone: whoever moves a field updates digest() to read it from its new
// place, and the signature test proves nothing else moved.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/state.hpp"

namespace dune {

// Appends a canonical text of everything that decides play in `g` (board, players, decks,
// sealed plans, phase progress, outcome) and of its pending decisions.
void digest(const Game& g, std::string& out);

// FNV-1a, 64 bits: stable across platforms and builds.
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = 0xcbf29ce484222325ull);

}  // namespace dune
