// Auto-pass on the server (issue 39): a seat's standing answers, stored with the seat
// (store/game_store.hpp, StoredSeat::autopass) and applied by its room right after every accepted
// action, on load and when the rules change, so that they hold with the tab closed and never race
// a bot (server/game_room.cpp). The rules only ever pass; what may be passed is read from the
// engine (pending decisions, legal actions, apply), never restated here. docs/API.md documents the
// route that reads and sets them.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/engine.hpp"

namespace dune::server {

struct AutoPassRules {
  // Pass when Pass is the only answer to every question open to the seat (no traitor to call, no
  // card to play, nothing to bid, ship or move, nothing to swap...). On for a new seat.
  bool onlyPass = true;
  // Pass every bid whose minimum is above this many spice (-1: off).
  int bidAbove = -1;
  // Pass Weather Control and Family Atomics even when holding the card.
  bool skipStormCards = false;
  bool operator==(const AutoPassRules&) const = default;
};

inline constexpr int kMaxBidAbove = 999;

boost::json::object autopass_to_json(const AutoPassRules& rules);
// The stored form (store: seats.autopass).
std::string autopass_to_stored(const AutoPassRules& rules);
// From the stored form: empty (a seat stored before the rules existed) or unreadable: the defaults.
AutoPassRules autopass_from_stored(const std::string& stored);

// A refusal of a rules body, for a 400 answer.
struct RuleError {
  std::string code;  // bad_request or unknown_rule
  std::string message;
};
// The rules `body` names, set on `base` (the others kept); every rule checked before any is set.
std::variant<AutoPassRules, RuleError> autopass_patch(const AutoPassRules& base,
                                                      const boost::json::object& body);

// What the rules answer for `seat` now: a Pass, when the seat has open decisions and every one of
// them is answered by a rule; nullopt otherwise (the player decides).
//  - skipStormCards answers Weather Control and Family Atomics, bidAbove a bid whose minimum is above it;
//  - onlyPass answers when Pass is the only answer: no other legal action of the seat answers its
//    questions. The engine's legal actions that answer a question are those of its phase and windows;
//    a play allowed at any time (a bribe, a spice gift, Truthtrance, a Karama stop, ...) answers one
//    only if playing it changes what the seat is asked (a Nexus card played in its window closes it):
//    otherwise it stays playable once the question is passed.
// `decisions` receives the seat's open decision kinds when an answer is given (for the seat's notice).
std::optional<Action> autopass_answer(const Game& g, Faction seat, const AutoPassRules& rules,
                                      std::vector<DecisionKind>* decisions = nullptr);

// The log line, for the seat only, of an answer to questions of these kinds: "Auto-pass passed for
// you: weather control."
std::string autopass_note(const std::vector<DecisionKind>& kinds);

}  // namespace dune::server
