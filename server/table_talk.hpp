// Table talk (issue 39): per game one public channel and a private channel between any two seats.
// Messages are stored with the game (store/game_store.hpp, StoredMessage), acknowledged only once
// committed, pushed over the game's WebSocket stream to exactly the readers allowed and read back
// with a cursor (docs/API.md, "Table talk"). This file holds what does not need a room: the check
// of a message's text, the per-seat rate limit, and the message's JSON.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/engine.hpp"
#include "store/game_store.hpp"

namespace dune::server {

// At most this many characters (Unicode code points) in a message: a few sentences of a deal, short
// enough that a phone shows a message without scrolling inside it.
inline constexpr std::size_t kMaxMessageChars = 500;
// Per seat: at most kMessageBurst messages in any kMessageWindow.
inline constexpr std::size_t kMessageBurst = 5;
inline constexpr std::chrono::seconds kMessageWindow{10};
// Messages per read (GET .../messages): the rest with the next cursor.
inline constexpr std::size_t kMessagesPerRead = 200;

// A message text refused, with the code and sentence of the 400 answer.
struct TextError {
  std::string code;
  std::string message;
};
// The text as stored: trimmed of white space at both ends; refused when it is not UTF-8, holds a
// control character (line breaks and tabs included: a message is one line), a character that
// reorders the text around it (bidirectional overrides and isolates), is empty once trimmed or
// longer than kMaxMessageChars. Nothing in it is ever interpreted: clients show it as text.
std::variant<std::string, TextError> checked_message_text(std::string_view text);

// The sliding window of one seat's recent messages (times on the steady clock), without heap.
class MessageRate {
 public:
  // Zero when a message may be sent now (and counts it); else how long until one may.
  std::chrono::milliseconds take(std::chrono::steady_clock::time_point now);

 private:
  std::array<std::chrono::steady_clock::time_point, kMessageBurst> sent_{};  // a ring, oldest at next_
  std::size_t count_ = 0;
  std::size_t next_ = 0;
};

// {id, from, to (null: public), text, created (unix ms), version}.
boost::json::object message_json(const store::StoredMessage& m);
// Whether `reader` (nullopt: a spectator or the host) may read m.
bool may_read(const store::StoredMessage& m, std::optional<Faction> reader);

}  // namespace dune::server
