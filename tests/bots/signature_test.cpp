// The golden signature (engine/signature.hpp; STYLE.md item 13): fixed seeded games, random and
// heuristic, Basic and Advanced, on several tables, hashed over every state of every game. A
// refactor keeps each figure; a commit that changes a rule on purpose updates the figure it moves
// and says so in its message. `dune simulate --signature` prints the same kind of figure.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bots/match.hpp"
#include "engine/data/variants.hpp"
#include "engine/signature.hpp"

namespace dune {
namespace {

struct SignedRun {
  const char* name;
  RulesetKind ruleset;
  std::vector<Faction> factions;  // seated as they are; with `rotate`, six of them in rotation per game
  const char* bots;
  std::uint64_t firstSeed;
  int games;
  std::uint64_t expected;
  std::uint32_t variants = 0;
  bool rotate = false;
};

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// Every playable faction, in faction order (what `dune simulate --factions rotate` seats in rotation).
std::vector<Faction> playable() {
  std::vector<Faction> out;
  for (int i = 0; i < kFactions; ++i)
    if (faction_playable(faction_at(i))) out.push_back(faction_at(i));
  return out;
}

// Six factions a game: the base six with `f` in place of the one whose index matches `slot`.
std::vector<Faction> with(Faction f, std::size_t slot) {
  std::vector<Faction> out = kAllSix;
  out[slot] = f;
  return out;
}

std::uint64_t sign(const SignedRun& run) {
  bots::BotLineup lineup;
  EXPECT_EQ(bots::parse_bot_lineup(run.bots, lineup), "");
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < run.games; ++i) {
    SetupOptions setup;
    setup.ruleset.kind = run.ruleset;
    setup.ruleset.variants = run.variants;
    setup.factions = run.factions;
    if (run.rotate) {
      setup.factions.clear();
      for (std::size_t k = 0; k < 6; ++k)
        setup.factions.push_back(run.factions[(static_cast<std::size_t>(i) + k) % run.factions.size()]);
    }
    setup.seed = run.firstSeed + static_cast<std::uint64_t>(i);
    bots::MatchResult r = bots::play_match(setup, lineup, {}, true);
    EXPECT_TRUE(r.finished) << run.name << " seed " << setup.seed << ": " << r.error;
    h = fnv1a(std::to_string(r.signature) + ";", h);
  }
  return h;
}

// The signature digests every described field of every state (engine/signature.hpp): the base game, every
// faction of the expansions seated, every variant (issue 36 item 1).
TEST(GoldenSignature, SeededGamesPlayExactlyAsBefore) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "the signature pins play, which the sanitized build does not change: it runs in build/ci";
#endif
  const std::uint32_t it = kIxiansTleilaxuVariants;
  std::uint32_t em = 0;  // the Ecaz & Moritani variants
  for (int v = 0; v < kVariants; ++v)
    if (variant_info(static_cast<Variant>(v)).expansion == Expansion::EcazMoritani)
      em |= variant_bit(static_cast<Variant>(v));
  // Every variant the rules allow (cr_strongholds is Advanced only).
  const std::uint32_t everyBasic = all_variants(false), everyAdvanced = all_variants(true);
  const std::vector<SignedRun> runs{
      {"basic random, six factions", RulesetKind::Basic, kAllSix, "random", 1, 30, 14062164273419279930ull},
      {"basic random, three factions",
       RulesetKind::Basic,
       {Faction::Atreides, Faction::Harkonnen, Faction::Fremen},
       "random",
       500,
       15,
       11239094566496003172ull},
      {"advanced random, six factions", RulesetKind::Advanced, kAllSix, "random", 1, 30,
       16572944081395936129ull},
      {"advanced random, four factions",
       RulesetKind::Advanced,
       {Faction::BeneGesserit, Faction::Emperor, Faction::Guild, Faction::Fremen},
       "random",
       900,
       15,
       12261257908827130809ull},
      {"basic heuristic, six factions", RulesetKind::Basic, kAllSix, "heuristic", 7, 6,
       17701689379676172594ull},
      {"advanced heuristic, six factions", RulesetKind::Advanced, kAllSix, "heuristic", 7, 6,
       5224829837447752936ull},
      {"advanced heuristic and random", RulesetKind::Advanced, kAllSix,
       "random,atreides=heuristic,bene_gesserit=heuristic,harkonnen=heuristic", 40, 6,
       12131412637148066909ull},
      // Every playable faction in rotation with every variant of every expansion.
      {"basic random, rotation, every variant", RulesetKind::Basic, playable(), "random", 2000, 20,
       4637049829381861388ull, everyBasic, true},
      {"advanced random, rotation, every variant", RulesetKind::Advanced, playable(), "random", 3000, 20,
       7740284369898469234ull, everyAdvanced, true},
      {"basic heuristic, rotation, every variant", RulesetKind::Basic, playable(), "heuristic", 4000, 3,
       12380841811288647462ull, everyBasic, true},
      {"advanced heuristic, rotation, every variant", RulesetKind::Advanced, playable(), "heuristic", 5000, 3,
       14427175022676699789ull, everyAdvanced, true},
      // Each expansion faction seated, with its expansion's variants.
      {"ixians, random", RulesetKind::Basic, with(Faction::Ixian, 1), "random", 6000, 10,
       18077282668660876942ull, it},
      {"tleilaxu, random", RulesetKind::Advanced, with(Faction::Tleilaxu, 2), "random", 6100, 10,
       14555880095745190613ull, it},
      {"ecaz, random", RulesetKind::Basic, with(Faction::Ecaz, 3), "random", 6200, 10, 1173170197869698639ull,
       em},
      {"moritani, random", RulesetKind::Advanced, with(Faction::Moritani, 4), "random", 6300, 10,
       10477709884787858958ull, em},
      // CHOAM & Richese (issue 37): CHOAM with the Ecaz & Moritani variants (Tupile, the Nexus cards).
      {"choam, random", RulesetKind::Basic, with(Faction::Choam, 5), "random", 6400, 10,
       457040638525093548ull, em},
      {"choam, heuristic", RulesetKind::Advanced, with(Faction::Choam, 0), "heuristic", 6500, 4,
       10647888309172288649ull, em},
  };
  for (const SignedRun& run : runs) EXPECT_EQ(sign(run), run.expected) << run.name;
}

}  // namespace
}  // namespace dune
