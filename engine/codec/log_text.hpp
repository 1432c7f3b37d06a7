// The game log at the edge: log entries are kept structured in the engine (a format and its
// arguments, engine/core/text.hpp) and become text here, where they are written out. A snapshot
// stores each entry's text, so games stored before and after log entries became structured read
// the same; an entry read back holds its text as written (the text fallback).
#pragma once

#include <boost/json.hpp>
#include <string>
#include <string_view>

#include "engine/core/state.hpp"
#include "engine/core/text.hpp"

namespace dune {

// The entry's line as shown to players (the view's `log`, the CLI, the server).
std::string log_text(const LogEntry& e);
// The text of an entry read from a snapshot or a stored game.
Text log_text_from_json(std::string_view stored);

}  // namespace dune
