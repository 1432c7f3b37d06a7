// What a live game holds in memory (issue 15: "per live game under 64 KiB beyond its log"):
// GameRoom::memory() sums sizes and container capacities, and these tests hold it to the
// allocator. This file replaces the global operator new/delete of the test binary with ones that
// count, on the calling thread and only inside a CountHeap scope, the usable size of every block
// allocated and freed; so a counted figure can be compared with the heap a room really takes.
// (Not under AddressSanitizer, whose allocator these must not replace.)
#include <gtest/gtest.h>
#include <malloc.h>

#include <cstdlib>
#include <new>
#include <optional>

#include "bots/heuristic_bot.hpp"
#include "engine/data/variants.hpp"
#include "server/game_room.hpp"
#include "server/memory_bench.hpp"
#include "store/game_store.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define DUNE_COUNT_HEAP 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DUNE_COUNT_HEAP 0
#endif
#endif
#ifndef DUNE_COUNT_HEAP
#define DUNE_COUNT_HEAP 1
#endif

namespace {
thread_local bool tCounting = false;
thread_local long long tNet = 0;        // usable bytes allocated minus freed, while counting
thread_local long long tRequested = 0;  // bytes requested, while counting
}  // namespace

#if DUNE_COUNT_HEAP
// Not inlined: GCC would otherwise see malloc and free behind new and delete and warn.
[[gnu::noinline]] void* operator new(std::size_t n) {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (!p) throw std::bad_alloc();
  if (tCounting) {
    tNet += static_cast<long long>(malloc_usable_size(p));
    tRequested += static_cast<long long>(n);
  }
  return p;
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return ::operator new(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  return ::operator new(n, std::nothrow);
}
[[gnu::noinline]] void operator delete(void* p) noexcept {
  if (!p) return;
  if (tCounting) tNet -= static_cast<long long>(malloc_usable_size(p));
  std::free(p);
}
void operator delete[](void* p) noexcept { ::operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { ::operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { ::operator delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { ::operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { ::operator delete(p); }
#endif

namespace dune::server {
namespace {

// Net heap taken by what runs in its scope on this thread (usable sizes of the blocks).
struct CountHeap {
  CountHeap() {
    tNet = 0;
    tRequested = 0;
    tCounting = true;
  }
  ~CountHeap() { tCounting = false; }
  long long net() const { return tNet; }
  long long requested() const { return tRequested; }  // what was asked for (no allocator rounding)
};

GameSetup six_faction_setup(std::uint64_t seed) {
  GameSetup s;
  s.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  s.seed = seed;
  return s;
}

// Every block of a game well into play, counted by game_heap (driven by the state's descriptions, so a
// container added to a described record is counted at once): the base six, and a table of every expansion
// faction with every variant in Advanced (the Ixian, Tleilaxu, Ecaz, Moritani, Homeworlds, Nexus and
// Discovery state), which the hand-written list it replaced missed.
void expect_every_block_counted(const GameSetup& setup) {
  // A game well into play: hands, decks, discards, orders and a log line or more in use.
  Game g = new_game(setup.options()).value();
  Rng rng = Rng::seeded(5);
  while (!is_over(g) && g.turn < 5) {
    auto d = pending(g);
    ASSERT_FALSE(d.empty());
    Faction seat = d[rng.below(static_cast<std::uint32_t>(d.size()))].seat;
    View v = view(g, Viewer::of(seat));
    auto legal = legal_actions(g, seat, &rng, bots::heuristic_sample_limit(v, 64));
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(apply(g, seat, bots::choose_heuristic(v, legal, rng)));
  }
  ASSERT_FALSE(g.log.empty());
  std::optional<Game> copy;  // the object itself is not on the heap: only what it owns is
  long long measured = 0, requested = 0;
  {
    CountHeap count;
    copy.emplace(g);
    measured = count.net();
    requested = count.requested();
  }
  HeapTally t = game_heap(*copy);
  const long long counted = static_cast<long long>(t.bytes);
  EXPECT_GT(t.blocks, 10u);
  EXPECT_GE(measured, counted) << "game_heap counts more than the copy allocated";
  // A copy asks for exactly what it holds (a vector its size, a string its length and terminator), which is
  // what game_heap counts: equal bytes, whatever the allocator's rounding (a bound on usable sizes passed or
  // failed with the heap's history, the tests run before). A log line kept as text (Text::stored) was the
  // last block missed.
  EXPECT_EQ(requested, counted) << "a heap block of the game state is not counted (requested " << requested
                                << ", counted " << counted << " in " << t.blocks << " blocks)";
}

TEST(RoomMemory, GameHeapCountsEveryBlockOfTheGameState) {
  if (!DUNE_COUNT_HEAP) GTEST_SKIP() << "the counting allocator is off under AddressSanitizer";
  expect_every_block_counted(six_faction_setup(11));
}

TEST(RoomMemory, GameHeapCountsEveryBlockOfEveryExpansionsState) {
  if (!DUNE_COUNT_HEAP) GTEST_SKIP() << "the counting allocator is off under AddressSanitizer";
  GameSetup s;
  s.ruleset.kind = RulesetKind::Advanced;
  s.ruleset.variants = kAllVariants;
  s.factions = {Faction::Ixian,    Faction::Tleilaxu, Faction::Ecaz,
                Faction::Moritani, Faction::Atreides, Faction::Emperor};
  s.seed = 12;
  expect_every_block_counted(s);
}

TEST(RoomMemory, LongGameHoldsUnder64KiBBeyondItsLog) {
  auto store = store::open_store(":memory:");
  RoomEnv env;
  env.store = store.get();
  auto room = play_seeded_room(env, "LONG", six_faction_setup(3), 0, 3 * 7919 + 17);
  ASSERT_TRUE(room->over());
  RoomMemory live = room->memory();
  const std::uint32_t versions = room->version();
  EXPECT_GT(versions, 300u) << "a full game";
  EXPECT_GT(live.logLines, versions / 2);
  EXPECT_GE(live.requests, versions * sizeof(std::uint32_t)) << "one key per action";
  EXPECT_GE(live.room, sizeof(Game));
  EXPECT_LT(live.beyond_log(), 64u * 1024) << "room " << live.room << " game " << live.game << " requests "
                                           << live.requests << " seats " << live.seats;
  // The log is held compactly: its text and 12 bytes a line, not a string per line.
  EXPECT_LT(live.log, live.logLines * (12 + 100));

  // The same game loaded from the store (after an idle unload): the count is the heap it takes.
  const store::StoredGame stored = *store->load_game("LONG");
  GameRoom::restore(env, stored);  // once before, so that lazily built statics exist already
  std::shared_ptr<GameRoom> loaded;
  long long measured = 0;
  {
    CountHeap count;
    loaded = GameRoom::restore(env, stored);
    measured = count.net();
  }
  RoomMemory m = loaded->memory();
  EXPECT_EQ(loaded->version(), versions);
  EXPECT_LT(m.beyond_log(), 64u * 1024);
  EXPECT_EQ(m.logLines, live.logLines);
  EXPECT_LE(m.log, live.log) << "a loaded room's log holds no spare capacity";
  if (DUNE_COUNT_HEAP) {
    // make_shared's block holds the room and its control block; each container or string one
    // block more.
    EXPECT_GE(measured, static_cast<long long>(m.total()));
    EXPECT_LE(measured, static_cast<long long>(m.total()) + 2048)
        << "the room holds heap that memory() does not count";
  }
}

}  // namespace
}  // namespace dune::server
