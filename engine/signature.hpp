// The golden signature (STYLE.md item 13, after Stockfish's bench signature): a digest of a game state,
// and a 64-bit hash folded over the states of whole games. A refactor that changes structure but not play
// keeps every signature; a change of rules changes it, and the commit says so. The digest is driven by the
// same field descriptions as the snapshot codec (engine/codec/describe.hpp): every described field of the
// game, named by its snapshot key with objects in key order, so that a field moved into another record keeps
// its digest as long as the snapshot keeps its key (which the migration tests hold), and a field added is in
// the digest the moment it is described. What the snapshot leaves out (the derived caches Game::seating and
// Game::pendingMemo) is out of it too; the log counts by its entries' audiences, not their wording.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/state.hpp"

namespace dune {

// Appends a canonical text of every described field of `g` and of its pending decisions.
void digest(const Game& g, std::string& out);

// FNV-1a, 64 bits: stable across platforms and builds.
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = 0xcbf29ce484222325ull);

}  // namespace dune
