#include "server/autopass.hpp"

#include <algorithm>

#include "engine/codec/json.hpp"
// The engine's own split of a seat's legal actions: the plays allowed at any time (anytime::is_anytime)
// and bribes beside the answers of the phase and its windows (legal_actions, engine/engine.cpp).
#include "engine/rules/phases/phases.hpp"

namespace dune::server {
namespace json = boost::json;

json::object autopass_to_json(const AutoPassRules& r) {
  return json::object{
      {"onlyPass", r.onlyPass}, {"bidAbove", r.bidAbove}, {"skipStormCards", r.skipStormCards}};
}

std::string autopass_to_stored(const AutoPassRules& r) { return json::serialize(autopass_to_json(r)); }

AutoPassRules autopass_from_stored(const std::string& stored) {
  AutoPassRules r;
  if (stored.empty()) return r;
  auto v = parse_json(stored);
  if (!v || !v.value().is_object()) return r;
  auto patched = autopass_patch(r, v.value().as_object());
  if (auto* ok = std::get_if<AutoPassRules>(&patched)) return *ok;
  return r;
}

std::variant<AutoPassRules, RuleError> autopass_patch(const AutoPassRules& base, const json::object& body) {
  AutoPassRules r = base;
  for (const auto& kv : body) {
    const std::string_view k = kv.key();
    const json::value& v = kv.value();
    if (k == "onlyPass" || k == "skipStormCards") {
      if (!v.is_bool()) return RuleError{"bad_request", "\"" + std::string(k) + "\" must be true or false."};
      (k == "onlyPass" ? r.onlyPass : r.skipStormCards) = v.as_bool();
    } else if (k == "bidAbove") {
      const bool integral = v.is_int64() || v.is_uint64();
      if (v.is_null()) {
        r.bidAbove = -1;
      } else if (!integral || (v.is_int64() && (v.as_int64() < -1 || v.as_int64() > kMaxBidAbove)) ||
                 (v.is_uint64() && v.as_uint64() > static_cast<std::uint64_t>(kMaxBidAbove))) {
        return RuleError{"bad_request", "\"bidAbove\" must be a whole number of spice from 0 to " +
                                            std::to_string(kMaxBidAbove) +
                                            ", or -1 (or null) to turn it off."};
      } else {
        r.bidAbove = static_cast<int>(v.to_number<std::int64_t>());
      }
    } else {
      return RuleError{"unknown_rule", "There is no auto-pass rule \"" + std::string(k) +
                                           "\"; the rules are onlyPass, bidAbove and skipStormCards."};
    }
  }
  return r;
}

namespace {

struct Asked {
  DecisionKind kind;
  std::int16_t min, max;
  bool operator==(const Asked&) const = default;
};

std::vector<Asked> asked_of(const Game& g, Faction seat) {
  std::vector<Asked> out;
  for (const Decision& d : pending(g))
    if (d.seat == seat) out.push_back({d.kind, d.min, d.max});
  return out;
}

bool ruled_by_kind(const Asked& d, const AutoPassRules& r) {
  if (r.skipStormCards && (d.kind == DecisionKind::WeatherControl || d.kind == DecisionKind::FamilyAtomics))
    return true;
  return r.bidAbove >= 0 && d.kind == DecisionKind::Bid && d.min > r.bidAbove;
}

// Whether `a`, one of the seat's legal actions other than Pass, answers a question open to it: an
// answer of the phase or one of its windows does; a play allowed at any time does when it changes
// what the seat is asked (tried on a copy of the game).
bool answers_a_question(const Game& g, Faction seat, const Action& a, const std::vector<Asked>& before) {
  if (a.kind != ActionKind::Bribe && !anytime::is_anytime(a.kind)) return true;
  Game next = g;
  if (!apply(next, seat, a)) return false;  // not playable after all: no answer
  return asked_of(next, seat) != before;
}

}  // namespace

std::optional<Action> autopass_answer(const Game& g, Faction seat, const AutoPassRules& rules,
                                      std::vector<DecisionKind>* decisions) {
  if (is_over(g)) return std::nullopt;
  const std::vector<Asked> asked = asked_of(g, seat);
  if (asked.empty()) return std::nullopt;
  const Action pass{};
  const bool byKind =
      std::all_of(asked.begin(), asked.end(), [&](const Asked& d) { return ruled_by_kind(d, rules); });
  if (!byKind && !rules.onlyPass) return std::nullopt;
  if (!check_action(g, seat, pass)) return std::nullopt;  // a question without a pass (a battle plan...)
  if (!byKind) {
    const std::vector<Action> legal = legal_actions(g, seat);
    for (const Action& a : legal)
      if (!(a == pass) && answers_a_question(g, seat, a, asked)) return std::nullopt;
  }
  if (decisions) {
    decisions->clear();
    for (const Asked& d : asked) decisions->push_back(d.kind);
  }
  return pass;
}

std::string autopass_note(const std::vector<DecisionKind>& kinds) {
  std::string out = "Auto-pass passed for you: ";
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (i > 0) out += i + 1 == kinds.size() ? " and " : ", ";
    for (char c : decision_key(kinds[i])) out += c == '_' ? ' ' : c;
  }
  return out + ".";
}

}  // namespace dune::server
