// Determinism and robustness over random games (engine/engine.hpp, engine/codec/game_file.hpp):
// the same seed and actions give the same game and snapshot; a recorded game replays exactly;
// a refused action, however malformed, leaves the game unchanged; the invariants of
// engine/invariants.hpp hold after every step. Source: /work/shared/design/STYLE.md items 4, 10, 13
// (state as a value, deterministic chance, random-play tests).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"

namespace dune {
namespace {

constexpr int kMaxSteps = 4000;

std::vector<Faction> table_for(std::uint64_t i) {
  switch (i % 4) {
    case 1: return {Faction::Atreides, Faction::Harkonnen, Faction::Fremen};
    case 2: return {Faction::BeneGesserit, Faction::Emperor, Faction::Guild, Faction::Fremen};
    default:
      return {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
              Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  }
}

SetupOptions setup_for(std::uint64_t seed) {
  SetupOptions o;
  o.factions = table_for(seed);
  o.seed = seed;
  return o;
}

struct Played {
  Game game;
  std::vector<std::pair<Faction, Action>> actions;
};

// Plays a random game from `seed`, choosing with its own generator; `each` runs after every step.
template <class Each>
Played play(std::uint64_t seed, Each&& each) {
  Played out;
  auto r = new_game(setup_for(seed));
  EXPECT_TRUE(r.ok());
  if (!r) return out;
  out.game = r.value();
  Game& g = out.game;
  Rng pick = Rng::seeded(seed * 31 + 7);
  each(g, pick);
  for (int step = 0; step < kMaxSteps && !is_over(g); ++step) {
    std::vector<Decision> ds = pending(g);
    if (ds.empty()) {
      ADD_FAILURE() << "seed " << seed << ": no pending decision in phase " << phase_key(g.phase);
      break;
    }
    const Decision d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
    Faction seat = d.seat;
    std::vector<Action> as = legal_actions(g, seat, &pick);
    // Sampled lists may miss the only legal moves (see SampledLegalActionsNonEmptyWhilePending).
    if (as.empty()) as = legal_actions(g, seat, nullptr, 1 << 20);
    if (as.empty()) {
      ADD_FAILURE() << "seed " << seed << ", version " << g.version << ": no legal action for the pending "
                    << decision_key(d.kind) << " decision of " << faction_key(seat) << " in phase "
                    << phase_key(g.phase);
      break;
    }
    Action a = as[pick.below(static_cast<std::uint32_t>(as.size()))];
    Status s = apply(g, seat, a);
    if (!s) {
      ADD_FAILURE() << "seed " << seed << ": legal action refused: " << s.error().message;
      break;
    }
    out.actions.emplace_back(seat, a);
    each(g, pick);
  }
  return out;
}

Played play(std::uint64_t seed) {
  return play(seed, [](const Game&, Rng&) {});
}

// STYLE.md 10 (deterministic chance): the same seed and the same choices give the same game.
TEST(Determinism, SameSeedSameActionsSameGame) {
  for (std::uint64_t seed : {1ull, 2ull, 77ull, 123456789ull}) {
    Played a = play(seed), b = play(seed);
    EXPECT_TRUE(a.game == b.game) << "seed " << seed;
    EXPECT_EQ(a.actions, b.actions) << "seed " << seed;
    EXPECT_EQ(to_string(to_json(a.game)), to_string(to_json(b.game))) << "seed " << seed;
    // The snapshot is lossless.
    auto back = game_from_json(to_json(a.game));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back.value() == a.game) << "seed " << seed;
  }
  // A different seed deals a different game.
  auto x = new_game(setup_for(4)), y = new_game(setup_for(8));
  ASSERT_TRUE(x.ok() && y.ok());
  EXPECT_FALSE(x.value() == y.value());
}

// STYLE.md 13 (random-play test): replaying the recorded actions through a game file reproduces the
// final game exactly, also after writing and reading the file as text.
TEST(Determinism, ReplayOfRecordedActionsReproducesGame) {
  int over = 0;
  for (std::uint64_t seed = 1000; seed < 1100; ++seed) {
    Played p = play(seed);
    if (is_over(p.game)) ++over;
    GameFile f;
    f.setup = setup_for(seed);
    f.actions = p.actions;
    std::size_t applied = 0;
    auto r = replay(f, &applied);
    ASSERT_TRUE(r.ok()) << "seed " << seed << ": " << r.error().message;
    EXPECT_EQ(applied, p.actions.size());
    EXPECT_TRUE(r.value() == p.game) << "seed " << seed;
    if (seed % 10 == 0) {
      auto parsed = parse_game_file(write_game_file(f));
      ASSERT_TRUE(parsed.ok()) << parsed.error().message;
      auto r2 = replay(parsed.value());
      ASSERT_TRUE(r2.ok()) << "seed " << seed << ": " << r2.error().message;
      EXPECT_TRUE(r2.value() == p.game) << "seed " << seed << " (through text)";
    }
  }
  EXPECT_GT(over, 0) << "no random game reached its end";
}

// engine/engine.hpp (legal_actions: "every legal action of a seat, sampled where the space is large"):
// a sampled list is never empty while the seat has a pending decision with a legal answer.
TEST(Determinism, SampledLegalActionsNonEmptyWhilePending) {
  int gaps = 0;
  std::string first;
  for (std::uint64_t seed = 3000; seed < 3040; ++seed)
    play(seed, [&](const Game& g, Rng& pick) {
      for (const Decision& d : pending(g)) {
        Rng r = Rng::seeded(pick.next());
        if (!legal_actions(g, d.seat, &r).empty() || legal_actions(g, d.seat, nullptr, 1 << 20).empty())
          continue;
        if (gaps++ == 0)
          first = "seed " + std::to_string(seed) + ", version " + std::to_string(g.version) + ": the " +
                  std::string(decision_key(d.kind)) + " decision of " + std::string(faction_key(d.seat)) +
                  " in phase " + std::string(phase_key(g.phase));
      }
    });
  EXPECT_EQ(gaps, 0) << "sampled legal_actions came back empty though legal actions exist; first: " << first;
}

// A random, often malformed action: any kind, with fields anywhere in and around their ranges.
Action random_action(Rng& r) {
  auto in = [&](int lo, int hi) {
    return lo + static_cast<int>(r.below(static_cast<std::uint32_t>(hi - lo + 1)));
  };
  Action a;
  a.kind = static_cast<ActionKind>(r.below(kActionKinds));
  a.faction = static_cast<Faction>(in(0, kFactions - 1));
  a.amount = static_cast<std::int16_t>(in(-3, 25));
  a.amount2 = static_cast<std::int16_t>(in(-3, 12));
  a.amount3 = static_cast<std::int16_t>(in(-3, 12));
  a.from = static_cast<LocationId>(in(-1, kLocations - 1));
  a.to = static_cast<LocationId>(in(-1, kLocations - 1));
  a.territory = static_cast<TerritoryId>(in(-1, kTerritories - 1));
  a.leader = static_cast<LeaderId>(in(-1, kLeaders - 1));
  a.card = static_cast<CardId>(in(-1, kTreacheryCards - 1));
  a.weapon = static_cast<CardId>(in(-1, kTreacheryCards - 1));
  a.defense = static_cast<CardId>(in(-1, kTreacheryCards - 1));
  a.flag = r.below(2) == 1;
  a.sub = static_cast<std::uint8_t>(in(0, 8));
  return a;
}

// A legal action with one field changed.
Action perturbed(Action a, Rng& r) {
  Action noise = random_action(r);
  switch (r.below(10)) {
    case 0: a.amount = noise.amount; break;
    case 1: a.faction = noise.faction; break;
    case 2: a.from = noise.from; break;
    case 3: a.to = noise.to; break;
    case 4: a.leader = noise.leader; break;
    case 5: a.card = noise.card; break;
    case 6: a.weapon = noise.weapon; break;
    case 7: a.defense = noise.defense; break;
    case 8: a.territory = noise.territory; break;
    default: a.kind = noise.kind; break;
  }
  return a;
}

// engine/engine.hpp (apply: on error the game is untouched): every refused action leaves the game
// exactly as it was.
TEST(Determinism, RefusedActionsLeaveGameUnchanged) {
  int refused = 0;
  for (std::uint64_t seed = 2000; seed < 2030; ++seed) {
    int failures = 0;
    play(seed, [&](const Game& g, Rng& pick) {
      if (failures > 3 || pick.below(3) != 0) return;
      Rng noise = Rng::seeded(pick.next());
      for (int k = 0; k < 6; ++k) {
        auto seat = static_cast<Faction>(noise.below(kFactions));
        Action a = random_action(noise);
        if (k % 2 == 1) {
          std::vector<Action> legal = legal_actions(g, seat, &noise, 8);
          if (!legal.empty())
            a = perturbed(legal[noise.below(static_cast<std::uint32_t>(legal.size()))], noise);
        }
        Game copy = g;
        Status s = apply(copy, seat, a);
        if (s) continue;
        ++refused;
        if (!(copy == g)) {
          ADD_FAILURE() << "seed " << seed << ", version " << g.version << ": refused "
                        << to_string(to_json(a)) << " by " << faction_key(seat) << " ["
                        << err_key(s.error().code) << "] changed the game";
          ++failures;
        }
      }
    });
  }
  EXPECT_GT(refused, 1000);
}

// engine/invariants.hpp: 20 forces per faction, spice conserved and never negative, every card in one
// place, hand limits, after every step of random games.
TEST(Determinism, InvariantsHoldAfterEveryStep) {
  for (std::uint64_t seed = 3000; seed < 3200; ++seed) {
    long base = 0;
    bool started = false;
    int failures = 0;
    play(seed, [&](const Game& g, Rng&) {
      if (!started) {
        base = spice_on_table(g) - g.bankOut;
        started = true;
      }
      if (failures > 0) return;
      std::string bad = check_invariants(g, base);
      if (!bad.empty()) {
        ADD_FAILURE() << "seed " << seed << ", version " << g.version << ", phase " << phase_key(g.phase)
                      << ": " << bad;
        ++failures;
      }
    });
  }
}

// engine/invariants.hpp, Game::seating: the seating index (the seated factions, and the storm orders kept for
// each starting place) is derived from the players; a list that no longer matches them is reported.
TEST(Determinism, InvariantsReportAStaleSeatingIndex) {
  Game g = new_game(setup_for(4)).value();  // the six base factions
  const long base = spice_on_table(g) - g.bankOut;
  ASSERT_EQ(check_invariants(g, base), "");
  const std::string stale = "The seating index does not match the players (index_seats was not run).";
  Game seats = g;
  std::swap(seats.seating.seats.v[0], seats.seating.seats.v[1]);
  EXPECT_EQ(check_invariants(seats, base), stale);
  Game order = g;
  std::swap(order.seating.fromPlace[2].v[0], order.seating.fromPlace[2].v[3]);
  EXPECT_EQ(check_invariants(order, base), stale);
  Game moved = g;
  moved.player(Faction::Atreides).circle = 17;  // a circle moved without index_seats
  EXPECT_EQ(check_invariants(moved, base), stale);
  index_seats(moved);
  EXPECT_EQ(check_invariants(moved, base), "");
}

}  // namespace
}  // namespace dune
