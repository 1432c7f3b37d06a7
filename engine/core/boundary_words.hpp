// Source boundaries in a player's words (engine/core/boundary_words.cpp): beside each Boundary row of the
// rule registry, what the rulebook leaves open and what this game does, as the view shows it to players.
#pragma once

#include <cstddef>
#include <string_view>

namespace dune {

// The player's wording of boundary `id` ("" if the id has none: not a Boundary row).
std::string_view boundary_words(std::string_view id);
// The table's rows, for the test that holds it to the registry.
std::size_t boundary_words_count();
std::string_view boundary_words_id(std::size_t i);

}  // namespace dune
