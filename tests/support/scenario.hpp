// Scenario helpers for rule tests: build a game from a stated position (the game file format of
// docs/GAME_FILES.md), submit actions written as JSON, and assert on acceptance or refusal.
//   Game g = scenario(R"({"setup": {...}, "position": {...}})");
//   act(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","amount":3})");
//   EXPECT_EQ(refuse(g, Faction::Atreides, R"(...)").code, Err::NotEnoughSpice);
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/core/board.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"

namespace dune::test {

inline Game scenario(std::string_view gameFileJson) {
  std::string text(gameFileJson);
  if (text.find("\"format\"") == std::string::npos)
    text.insert(text.find('{') + 1, "\"format\":\"dune-game\",");
  auto file = parse_game_file(text);
  if (!file) ADD_FAILURE() << "bad scenario file: " << file.error().message;
  auto g = start_game(file.value());
  if (!g) ADD_FAILURE() << "scenario did not start: " << g.error().message;
  return g ? g.value() : Game{};
}

inline Action action(std::string_view json) {
  auto v = parse_json(json);
  if (!v) {
    ADD_FAILURE() << "bad action JSON: " << v.error().message;
    return {};
  }
  auto a = action_from_json(v.value());
  if (!a) ADD_FAILURE() << "bad action: " << a.error().message;
  return a ? a.value() : Action{};
}

// Applies an action that must be accepted.
inline void act(Game& g, Faction seat, std::string_view json) {
  auto s = apply(g, seat, action(json));
  if (!s)
    ADD_FAILURE() << "refused " << json << ": [" << err_key(s.error().code) << "] " << s.error().message;
}

// Applies an action that must be refused, checks the game is unchanged, returns the error.
inline Error refuse(Game& g, Faction seat, std::string_view json) {
  Game before = g;
  auto s = apply(g, seat, action(json));
  if (s) {
    ADD_FAILURE() << "accepted but should be refused: " << json;
    return Error{Err::BadAction, ""};
  }
  EXPECT_TRUE(g == before) << "a refused action changed the game";
  return s.error();
}

// Applies an already-built action that must be refused; checks the game is unchanged.
inline Error refuse_action(Game& g, Faction seat, const Action& a) {
  Game before = g;
  Status s = apply(g, seat, a);
  if (s) {
    ADD_FAILURE() << "accepted but should be refused";
    return Error{Err::BadAction, ""};
  }
  EXPECT_TRUE(g == before) << "a refused action changed the game";
  return s.error();
}

// CHOAM Charity is asked of every seat (GF9 p.7; issue 35: the question says nothing of anyone's spice): the
// seats still asked pass, so that the phase ends.
inline void pass_charity(Game& g) {
  for (int guard = 0; guard < 16 && g.phase == Phase::Charity; ++guard) {
    bool any = false;
    for (const Decision& d : pending(g))
      if (d.kind == DecisionKind::Charity) {
        act(g, d.seat, R"({"type":"pass"})");
        any = true;
        break;
      }
    if (!any) break;
  }
}

// The seats with a pending decision of kind k, sorted.
inline std::vector<Faction> seats_pending(const Game& g, DecisionKind k) {
  std::vector<Faction> out;
  for (auto& d : pending(g))
    if (d.kind == k) out.push_back(d.seat);
  std::sort(out.begin(), out.end());
  return out;
}

inline bool has_pending(const Game& g, Faction seat, DecisionKind k) {
  for (auto& d : pending(g))
    if (d.seat == seat && d.kind == k) return true;
  return false;
}

inline LocationId loc(std::string_view territoryKey, int sector = -2) {
  TerritoryId t = territory_by_key(territoryKey);
  if (t == kNoTerritory) {
    ADD_FAILURE() << "unknown territory " << territoryKey;
    return kNoLocation;
  }
  return sector == -2 ? locations_of(t)[0] : location_at(t, sector);
}

// Every force of f in the territory (advisors included).
inline int forces_at(const Game& g, Faction f, std::string_view territoryKey) {
  return all_forces_in(g, f, territory_by_key(territoryKey));
}

// Random legal play from g's start: up to maxSteps accepted actions (the first seat with a legal action
// acts), checking every invariant after each one. Empty when all held; else what broke, and when.
inline std::string play_random_checked(Game g, Rng rng, int maxSteps = 3000) {
  const long base = spice_on_table(g) - g.bankOut;
  for (int step = 0; step < maxSteps && !is_over(g); ++step) {
    bool moved = false;
    for (const Decision& d : pending(g)) {
      auto a = sample_legal_action(g, d.seat, rng);
      if (!a) continue;
      if (auto s = apply(g, d.seat, *a); !s)
        return "step " + std::to_string(step) + ": refused a legal action";
      if (std::string bad = check_invariants(g, base); !bad.empty())
        return "step " + std::to_string(step) + ": " + bad;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return "";
}

// Random games from `o` with seeds seedBase .. seedBase+games-1, the ruleset alternating Basic (even) and
// Advanced (odd), the first seat with a decision acting: every action is legal and every invariant holds
// (gtest failures otherwise). Returns the decision kinds that were open at some step.
inline DecisionBits decisions_in_random_games(SetupOptions o, std::uint64_t seedBase, int games,
                                              int maxSteps = 4000) {
  DecisionBits seen;
  for (int i = 0; i < games; ++i) {
    o.seed = seedBase + static_cast<std::uint64_t>(i);
    o.ruleset.kind = i % 2 ? RulesetKind::Advanced : RulesetKind::Basic;
    auto r = new_game(o);
    if (!r) {
      ADD_FAILURE() << r.error().message;
      return seen;
    }
    Game g = r.value();
    Rng rng = Rng::seeded(o.seed);
    const long base = spice_on_table(g) - g.bankOut;
    for (int step = 0; step < maxSteps && !is_over(g); ++step) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      for (const Decision& d : ds) seen.set(static_cast<std::size_t>(d.kind));
      auto a = sample_legal_action(g, ds.front().seat, rng);
      if (!a) {
        ADD_FAILURE() << "no legal action for " << decision_key(ds.front().kind) << " (seed " << o.seed
                      << ")";
        return seen;
      }
      if (!apply(g, ds.front().seat, *a)) {
        ADD_FAILURE() << "a sampled action was refused (seed " << o.seed << ")";
        return seen;
      }
      if (const std::string bad = check_invariants(g, base); !bad.empty()) {
        ADD_FAILURE() << bad << " (seed " << o.seed << ", step " << step << ")";
        return seen;
      }
    }
  }
  return seen;
}

}  // namespace dune::test
