// Stable error codes for refused actions. Never renumber a code; retire it with a comment.
// The wire format carries the code key (e.g. "illegal.not_your_decision") and a sentence.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

#include "engine/core/text.hpp"

namespace dune {

enum class Err : std::uint16_t {
  NotYourDecision = 1,
  WrongPhase = 2,
  BadAction = 3,   // malformed or unknown action
  NotAllowed = 4,  // a rule forbids it (message names the rule)
  NotEnoughSpice = 5,
  BidTooLow = 6,
  HandFull = 7,
  StormSector = 8,
  StrongholdFull = 9,
  OutOfRange = 10,
  NoSuchForces = 11,
  CardNotHeld = 12,
  BadPlan = 13,
  RevivalLimit = 14,
  AllyTerritory = 15,
  GameOver = 16,
  AlreadyDecided = 17,
  BadJson = 18,
  KaramaStopped = 19,  // a Karama stopped this faction advantage for the rest of the phase
  ShipmentMade = 20,   // the seat's one shipment of its Shipment and Movement turn is made
  MoveMade = 21,       // the seat's move(s) of its Shipment and Movement turn are made
};

std::string_view err_key(Err e);

// A refusal: its code and its sentence, kept as a format and arguments (engine/core/text.hpp) and
// rendered only when read (message.str(), or message used as a std::string). Rule checks run for
// every candidate during enumeration and most refusals are thrown away unread.
struct Error {
  Error(Err c, Text m) : code(c), message(std::move(m)) {}
  Error(Err c, std::string m) : code(c), message(Text::literal(std::move(m))) {}
  Err code;
  Text message;
};

// The sentence of an error.
inline std::string describe(const Error& e) { return e.message.str(); }

template <class T>
class Result {
 public:
  Result(T v) : v_(std::move(v)) {}
  Result(Error e) : v_(std::move(e)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const { return std::get<0>(v_); }
  T& value() { return std::get<0>(v_); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

struct Ok {};
using Status = Result<Ok>;
// A refusal with a checked format and its arguments, e.g.
//   fail(Err::BidTooLow, "Bidding: you must bid more than the high bid of {n} (GF9 p.8).", b.highBid)
template <class... A>
Error fail(Err code, std::type_identity_t<TextFormat<A...>> format, A... args) {
  return Error{code, Text::of<A...>(format, args...)};
}
// A refusal whose sentence was built already (codec and file errors quoting their input).
template <class S>
requires std::same_as<std::remove_cvref_t<S>, std::string> Error fail(Err code, S&& message) {
  return Error{code, std::string(std::forward<S>(message))};
}

}  // namespace dune
