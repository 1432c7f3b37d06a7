// The view's "moves" list (engine/move_ranges.cpp): every entry is legal, at every count of its
// range and at no count outside it, and every legal shipment or movement appears in it.
#include "engine/move_ranges.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>

#include "engine/codec/json.hpp"
#include "engine/rules/movement.hpp"

namespace dune {
namespace {

Game fresh(std::uint64_t seed, RulesetKind ruleset = RulesetKind::Basic) {
  SetupOptions o;
  o.ruleset.kind = ruleset;
  o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  o.seed = seed;
  return new_game(o).value();
}

bool legal(const Game& g, Faction seat, const Action& a) {
  Game c = g;
  return static_cast<bool>(apply(c, seat, a));
}

bool covered(const std::vector<MoveOption>& opts, const Action& a) {
  return std::any_of(opts.begin(), opts.end(), [&](const MoveOption& o) {
    return o.action(a.amount) == a && a.amount >= o.min && a.amount <= o.max;
  });
}

int forces_at(const Game& g, Faction f, LocationId from) {
  return from == kNoLocation ? g.player(f).reserves.total() : forces_at(g, from, f).total();
}

// Plays seeded random games and calls check(g, seat) at every Ship or Move decision.
template <class F>
void each_decision(int games, F check, RulesetKind ruleset = RulesetKind::Basic) {
  for (int s = 1; s <= games; ++s) {
    Game g = fresh(static_cast<std::uint64_t>(s), ruleset);
    Rng rng = Rng::seeded(static_cast<std::uint64_t>(s) * 7919u);
    for (int step = 0; step < 4000 && !is_over(g); ++step) {
      auto pend = pending(g);
      if (pend.empty()) break;
      Decision d = pend[rng.below(static_cast<std::uint32_t>(pend.size()))];
      if (d.kind == DecisionKind::Ship || d.kind == DecisionKind::Move || d.kind == DecisionKind::WormRide) {
        check(g, d.seat, rng);
      }
      if (auto a = sample_legal_action(g, d.seat, rng)) {
        ASSERT_TRUE(apply(g, d.seat, *a));
      }
    }
  }
}

TEST(MoveOptions, EveryEntryIsLegalOverItsRangeAndOnlyThere) {
  int decisions = 0, entries = 0;
  each_decision(12, [&](const Game& g, Faction seat, Rng&) {
    ASSERT_TRUE(decides_moves(g, seat));
    auto opts = move_options(g, seat);
    ++decisions;
    for (const MoveOption& o : opts) {
      ++entries;
      ASSERT_GE(o.min, 1);
      ASSERT_LE(o.min, o.max);
      for (int n = o.min; n <= o.max; ++n) {
        ASSERT_TRUE(legal(g, seat, o.action(n))) << n;
      }
      if (o.min > 1) {
        EXPECT_FALSE(legal(g, seat, o.action(o.min - 1)));
      }
      if (o.max < forces_at(g, seat, o.from)) {
        EXPECT_FALSE(legal(g, seat, o.action(o.max + 1)));
      }
      if (o.kind == ActionKind::Ship) {
        ASSERT_EQ(o.cost.size(), static_cast<std::size_t>(o.max - o.min + 1));
        // While the seat pays the whole price itself, the price is its spice drop.
        Game c = g;
        ASSERT_TRUE(apply(c, seat, o.action(o.max)));
        if (c.player(seat).spice > 0) {
          EXPECT_EQ(o.cost.back(), g.player(seat).spice - c.player(seat).spice) << o.max << " forces";
        }
      } else {
        EXPECT_TRUE(o.cost.empty());
      }
    }
  });
  EXPECT_GT(decisions, 100);
  EXPECT_GT(entries, 1000);
}

TEST(MoveOptions, SampledLegalShipmentsAndMovesAllAppear) {
  int seen = 0;
  each_decision(12, [&](const Game& g, Faction seat, Rng& rng) {
    auto opts = move_options(g, seat);
    for (const Action& a : legal_actions(g, seat, &rng, 64)) {
      if (a.kind != ActionKind::Ship && a.kind != ActionKind::Move) continue;
      ++seen;
      EXPECT_TRUE(covered(opts, a)) << "missing " << to_string(to_json(a));
    }
    for (const Action& a : legal_actions(g, seat, nullptr, kLocations)) {
      if (a.kind == ActionKind::Ship || a.kind == ActionKind::Move) {
        EXPECT_TRUE(covered(opts, a));
      }
    }
  });
  EXPECT_GT(seen, 500);
}

// Exhaustive in a few positions: every origin, destination, count and Karama choice.
TEST(MoveOptions, ExhaustiveInSomePositions) {
  int checked = 0;
  each_decision(8, [&](const Game& g, Faction seat, Rng& rng) {
    if (rng.below(4) != 0) return;
    auto opts = move_options(g, seat);
    std::vector<LocationId> origins{kNoLocation};
    for (LocationId l = 0; l < kLocations; ++l)
      if (forces_at(g, l, seat).total() > 0) origins.push_back(l);
    std::vector<CardId> karama{kNoCard};
    for (const HeldCard& h : g.player(seat).hand)
      if (card_kind(h.card) == CardKind::Karama) karama.push_back(h.card);
    const std::vector<Decision> pend = pending(g);
    bool ship = std::any_of(pend.begin(), pend.end(), [&](const Decision& d) {
      return d.seat == seat && d.kind == DecisionKind::Ship;
    });
    for (LocationId from : origins)
      for (LocationId to = -1; to < kLocations; ++to)
        for (int n = 1; n <= forces_at(g, seat, from); ++n) {
          std::vector<Action> cands;
          if (ship) {
            for (CardId k : karama)
              if (to >= 0)
                cands.push_back({.kind = ActionKind::Ship,
                                 .amount = static_cast<std::int16_t>(n),
                                 .from = from,
                                 .to = to,
                                 .card = k});
            if (to < 0 && from != kNoLocation)
              cands.push_back({.kind = ActionKind::Ship,
                               .amount = static_cast<std::int16_t>(n),
                               .from = from,
                               .flag = true});
          } else if (from != kNoLocation && to >= 0) {
            cands.push_back(
                {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(n), .from = from, .to = to});
          }
          for (const Action& a : cands) {
            ++checked;
            EXPECT_EQ(legal(g, seat, a), covered(opts, a)) << to_string(to_json(a));
          }
        }
  });
  EXPECT_GT(checked, 10000);
}

// Advanced (issue 17): an entry whose origin holds Sardaukar or Fedaykin quotes the forces there, and
// every split of every count it allows is legal; one elite more than the origin holds is not.
// Entries of other seats, and every Basic entry, quote nothing.
TEST(MoveOptions, EliteSplitsAreLegal) {
  int quoted = 0, splits = 0;
  each_decision(
      6,
      [&](const Game& g, Faction seat, Rng&) {
        for (const MoveOption& o : move_options(g, seat)) {
          if (!o.eliteSource) {
            if (!o.toReserves) {
              EXPECT_FALSE(elite_choice(g, seat, o.from).has_value());
            }
            continue;
          }
          ++quoted;
          ASSERT_TRUE(seat == Faction::Emperor || seat == Faction::Fremen);
          const Forces& src = *o.eliteSource;
          EXPECT_EQ(src, o.from == kNoLocation ? g.player(seat).reserves : forces_at(g, o.from, seat));
          for (int n = o.min; n <= o.max; ++n) {
            const int lo = std::max(0, n - static_cast<int>(src.normal)), hi = std::min<int>(n, src.special);
            for (int e = lo; e <= hi; ++e, ++splits)
              ASSERT_TRUE(legal(g, seat, o.action(n, e))) << n << "/" << e;
            EXPECT_FALSE(legal(g, seat, o.action(n, hi + 1))) << n;
          }
        }
      },
      RulesetKind::Advanced);
  EXPECT_GT(quoted, 20);
  EXPECT_GT(splits, 200);
  each_decision(2, [&](const Game& g, Faction seat, Rng&) {
    for (const MoveOption& o : move_options(g, seat)) EXPECT_FALSE(o.eliteSource);
  });
}

TEST(MoveOptions, JsonNamesTheActionFields) {
  bool done = false;
  each_decision(2, [&](const Game& g, Faction seat, Rng&) {
    if (done) return;
    auto opts = move_options(g, seat);
    if (opts.empty() || opts[0].kind != ActionKind::Ship) return;
    auto arr = move_options_json(opts);
    ASSERT_EQ(arr.size(), opts.size());
    const auto& e = arr[0].as_object();
    EXPECT_EQ(e.at("type").as_string(), "ship");
    EXPECT_TRUE(e.contains("to"));
    EXPECT_TRUE(e.at("cost").is_array());
    // The entry plus "forces" is the action the seat submits.
    boost::json::object act = e;
    act.erase("min");
    act.erase("max");
    act.erase("cost");
    act["forces"] = e.at("min");
    auto parsed = action_from_json(boost::json::value(act));
    ASSERT_TRUE(parsed) << boost::json::serialize(act);
    EXPECT_TRUE(legal(g, seat, parsed.value()));
    done = true;
  });
  EXPECT_TRUE(done);
}

}  // namespace
}  // namespace dune
