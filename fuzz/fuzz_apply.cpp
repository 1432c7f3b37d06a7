// libFuzzer target over the engine's untrusted inputs: action JSON decoded and applied to states
// reached by seeded random games, and snapshot JSON decoded into a Game.
// Build: cmake -DDUNE_FUZZ=ON with clang++ (scripts/fuzz); run: build/fuzz/fuzz_apply CORPUS.
//
// Input layout: byte 0 picks the mode (even: action, odd: snapshot); bytes 1-2 pick the game
// seed and how far the random game runs before the action is tried; the rest is JSON text.
// A finding is any crash or sanitizer report; a refused action or a decode error is fine.
// With DUNE_FUZZ_WRITE_SEEDS=DIR set, the binary writes a seed corpus (legal actions and
// snapshots of random games, in the input layout above) to DIR and exits.
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"

namespace {

using namespace dune;

constexpr int kStepsPerUnit = 8;  // byte 2 * this = random decisions played before the action

const std::vector<Faction> kAllFactions{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                        Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// A game from `seed` after up to `steps` random decisions (stops early at game over).
Game random_state(std::uint64_t seed, int steps) {
  auto created = new_game(SetupOptions{Ruleset{}, kAllFactions, seed, true});
  if (!created) std::abort();  // setup from a seed must always work
  Game g = std::move(created.value());
  Rng rng = Rng::seeded(seed * 7919 + 1);
  for (int i = 0; i < steps && !is_over(g); ++i) {
    auto d = pending(g);
    if (d.empty()) std::abort();  // a live game always waits on someone
    Faction seat = d[rng.below(static_cast<std::uint32_t>(d.size()))].seat;
    auto pick = sample_legal_action(g, seat, rng);
    if (!pick || !apply(g, seat, *pick)) std::abort();  // sampled actions must be legal
  }
  return g;
}

// Exercise everything a server does with a game after an accepted action.
void touch(const Game& g) {
  for (Faction f : kAllFactions) {
    (void)view(g, Viewer::of(f));
    Rng r = Rng::seeded(1);
    (void)legal_actions(g, f, &r, 8);
  }
  (void)pending(g);
  (void)to_string(to_json(g));
}

void fuzz_action(std::uint64_t seed, int steps, std::string_view text) {
  auto parsed = parse_json(text);
  if (!parsed) return;
  auto action = action_from_json(parsed.value());
  if (!action) return;
  Game g = random_state(seed, steps);
  const long base = spice_on_table(g) - g.bankOut;
  for (Faction seat : kAllFactions) {
    Game copy = g;
    auto status = apply(copy, seat, action.value());
    if (!status) {
      if (!(copy == g)) std::abort();  // a refused action must leave the game untouched
      continue;
    }
    if (auto broken = check_invariants(copy, base); !broken.empty()) std::abort();
    touch(copy);
  }
}

void fuzz_snapshot(std::string_view text) {
  auto parsed = parse_json(text);
  if (!parsed) return;
  auto game = game_from_json(parsed.value());
  if (!game) return;
  // A decoded snapshot must encode back to something that decodes to the same game.
  auto again = game_from_json(to_json(game.value()));
  if (!again || !(again.value() == game.value())) std::abort();
}

void write_seed(const std::string& dir, int index, std::uint8_t mode, std::uint8_t seed, std::uint8_t steps,
                const std::string& json) {
  std::ofstream out(dir + "/seed-" + std::to_string(index), std::ios::binary);
  out.put(static_cast<char>(mode)).put(static_cast<char>(seed)).put(static_cast<char>(steps)) << json;
}

// Seeds: the legal actions of a few seats at a few points of a few games, and their snapshots.
void write_seeds(const std::string& dir) {
  int index = 0;
  for (std::uint8_t seed = 0; seed < 4; ++seed) {
    for (std::uint8_t steps : {0, 2, 10, 25, 60}) {
      Game g = random_state(seed, steps * kStepsPerUnit);
      write_seed(dir, index++, 1, seed, steps, to_string(to_json(g)));
      for (const Decision& d : pending(g)) {
        Rng r = Rng::seeded(seed);
        for (const Action& a : legal_actions(g, d.seat, &r, 4))
          write_seed(dir, index++, 0, seed, steps, to_string(to_json(a)));
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  if (const char* dir = std::getenv("DUNE_FUZZ_WRITE_SEEDS")) {
    write_seeds(dir);
    std::exit(0);
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  std::string_view text(reinterpret_cast<const char*>(data + 3), size - 3);
  if (data[0] % 2 == 1) {
    fuzz_snapshot(text);
  } else {
    fuzz_action(data[1] % 16, data[2] * kStepsPerUnit, text);
  }
  return 0;
}
