// Engine benchmarks (Google Benchmark): full random 6-faction Basic games, decisions, views,
// snapshot encoding, and the state's size. Run: build/release/dune_bench
#include <benchmark/benchmark.h>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/determinize.hpp"
#include "engine/engine.hpp"

namespace {

using namespace dune;

const std::vector<Faction> kSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// Issue 13's table: the Ixians and the Tleilaxu with four base factions.
const std::vector<Faction> kIxTl{Faction::Atreides, Faction::Harkonnen, Faction::Ixian,
                                 Faction::Tleilaxu, Faction::Fremen,    Faction::Emperor};

// Plays one full game with random legal bots, as `dune simulate` does (bots/match.cpp): the open decisions
// worked out once per step, the sampled action (legal on this very state) applied without a second
// validation. Returns the number of decisions.
long play(std::uint64_t seed, Game* keep = nullptr, const Ruleset& rules = Ruleset{},
          const std::vector<Faction>& seats = kSix) {
  Game g = new_game({rules, seats, seed, true}).value();
  Rng bot = Rng::seeded(seed ^ 0x9e3779b97f4a7c15ULL);
  long n = 0;
  PendingScope scope(g);
  while (!is_over(g)) {
    std::optional<Action> a;
    Faction seat;
    {
      auto d = pending(g);
      seat = d[bot.below(static_cast<std::uint32_t>(d.size()))].seat;
      a = sample_legal_action(g, seat, bot);
    }
    if (!a) break;
    apply_legal(g, seat, *a);
    ++n;
  }
  if (keep) *keep = g;
  return n;
}

void BM_RandomGame(benchmark::State& st) {
  std::uint64_t seed = 1;
  long decisions = 0;
  for (auto _ : st) decisions += play(seed++);
  st.counters["games/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/s"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMillisecond);

// Issue 13's speed target: random 6-faction Advanced games with the Ixians, the Tleilaxu and every
// variant of their expansion (`dune simulate --ruleset advanced --factions
// atreides,harkonnen,ixian,tleilaxu,fremen,emperor --variants it_treachery,it_tech_tokens,it_sandtrout,
// it_cheap_hero_traitor`).
void BM_RandomGameAdvancedIxiansTleilaxu(benchmark::State& st) {
  Ruleset rules;
  rules.kind = RulesetKind::Advanced;
  rules.variants = kIxiansTleilaxuVariants;
  std::uint64_t seed = 1;
  long decisions = 0;
  for (auto _ : st) decisions += play(seed++, nullptr, rules, kIxTl);
  st.counters["games/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/s"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomGameAdvancedIxiansTleilaxu)->Unit(benchmark::kMillisecond);

// A mid-game position (turn 5 or later) to project views from.
Game midgame() {
  Game g = new_game({Ruleset{}, kSix, 42, true}).value();
  Rng bot = Rng::seeded(7);
  while (!is_over(g) && !(g.turn >= 5 && g.phase == Phase::Battle)) {
    auto d = pending(g);
    Faction seat = d[bot.below(static_cast<std::uint32_t>(d.size()))].seat;
    auto a = sample_legal_action(g, seat, bot);
    if (!a || !apply(g, seat, *a)) break;
  }
  return g;
}

void BM_View(benchmark::State& st) {
  Game g = midgame();
  int i = 0;
  for (auto _ : st) {
    View v = view(g, Viewer::of(kSix[static_cast<std::size_t>(i++ % 6)]));
    benchmark::DoNotOptimize(v);
  }
  st.counters["views/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_View)->Unit(benchmark::kMicrosecond);

// Issue 38: one game dealt from a seat's knowledge (engine/determinize.hpp), the search bot's step per
// sampled game, in a Battle phase of turn 5.
void BM_Determinize(benchmark::State& st) {
  Game g = midgame();
  std::uint64_t seed = 1;
  for (auto _ : st) {
    Game d = determinize(g, kSix[static_cast<std::size_t>(seed % 6)], seed);
    ++seed;
    benchmark::DoNotOptimize(d);
  }
  st.counters["deals/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Determinize)->Unit(benchmark::kMicrosecond);

void BM_ViewJson(benchmark::State& st) {
  Game g = midgame();
  for (auto _ : st) {
    auto s = to_string(to_json(view(g, Viewer::of(Faction::Fremen))));
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_ViewJson)->Unit(benchmark::kMicrosecond);

void BM_SnapshotJson(benchmark::State& st) {
  Game g = midgame();
  std::size_t bytes = 0;
  for (auto _ : st) {
    auto s = to_string(to_json(g));
    bytes = s.size();
    benchmark::DoNotOptimize(s);
  }
  st.counters["snapshot_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_SnapshotJson)->Unit(benchmark::kMicrosecond);

void BM_StateSize(benchmark::State& st) {
  Game g = midgame();
  for (auto _ : st) benchmark::DoNotOptimize(g.version);
  std::size_t heap = 0;
  heap += g.treacheryDeck.capacity() + g.treacheryDiscard.capacity() + g.spiceDeck.capacity() +
          g.spiceDiscard.capacity() + g.traitorDeck.capacity() + g.bidding.up.capacity();
  for (auto& p : g.players)
    heap += p.hand.capacity() * sizeof(HeldCard) + p.traitors.capacity() + p.traitorDraw.capacity();
  // A structured line holds no string; a text line (read from a stored game) holds its text.
  for (auto& e : g.log) heap += sizeof(LogEntry) + (e.text.structured() ? 0 : e.text.str().capacity());
  st.counters["sizeof_Game"] = static_cast<double>(sizeof(Game));
  st.counters["heap_bytes"] = static_cast<double>(heap);
}
BENCHMARK(BM_StateSize)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
