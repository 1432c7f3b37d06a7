// The rule registry: every rule the engine knows, with its source and status. `dune rules`
// prints it. Status "boundary" marks an interaction the sources leave open: the engine takes
// the stated choice and shows a notice instead of presenting a house rule as settled.
#pragma once

#include <span>
#include <string_view>

namespace dune {

enum class RuleStatus { Implemented, Boundary, NotYet };

struct RuleEntry {
  std::string_view id;       // dotted id, e.g. "bidding.hand_limit"
  std::string_view ruleset;  // "basic" or "advanced"
  std::string_view source;   // "GF9 Rulebook 2019 p.8", "FAQ Nov 2020 p.2", ...
  RuleStatus status;
  std::string_view text;  // the rule in one or two sentences; for a boundary, the choice made
};

std::span<const RuleEntry> rule_registry();
const RuleEntry* find_rule(std::string_view id);
std::string_view status_key(RuleStatus s);

}  // namespace dune
