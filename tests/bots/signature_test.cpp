// The golden signature (engine/signature.hpp; STYLE.md item 13): fixed seeded games, random and
// heuristic, Basic and Advanced, on several tables, hashed over every state of every game. A
// refactor keeps each figure; a commit that changes a rule on purpose updates the figure it moves
// and says so in its message. `dune simulate --signature` prints the same kind of figure.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bots/match.hpp"
#include "engine/signature.hpp"

namespace dune {
namespace {

struct SignedRun {
  const char* name;
  RulesetKind ruleset;
  std::vector<Faction> factions;
  const char* bots;
  std::uint64_t firstSeed;
  int games;
  std::uint64_t expected;
};

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

std::uint64_t sign(const SignedRun& run) {
  bots::BotLineup lineup;
  EXPECT_EQ(bots::parse_bot_lineup(run.bots, lineup), "");
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < run.games; ++i) {
    SetupOptions setup;
    setup.ruleset.kind = run.ruleset;
    setup.factions = run.factions;
    setup.seed = run.firstSeed + static_cast<std::uint64_t>(i);
    bots::MatchResult r = bots::play_match(setup, lineup, {}, true);
    EXPECT_TRUE(r.finished) << run.name << " seed " << setup.seed << ": " << r.error;
    h = fnv1a(std::to_string(r.signature) + ";", h);
  }
  return h;
}

TEST(GoldenSignature, SeededGamesPlayExactlyAsBefore) {
  const std::vector<SignedRun> runs{
      {"basic random, six factions", RulesetKind::Basic, kAllSix, "random", 1, 60, 13291177385903670411ull},
      {"basic random, three factions",
       RulesetKind::Basic,
       {Faction::Atreides, Faction::Harkonnen, Faction::Fremen},
       "random",
       500,
       30,
       16866944750045710505ull},
      {"advanced random, six factions", RulesetKind::Advanced, kAllSix, "random", 1, 60,
       9069696832215754179ull},
      {"advanced random, four factions",
       RulesetKind::Advanced,
       {Faction::BeneGesserit, Faction::Emperor, Faction::Guild, Faction::Fremen},
       "random",
       900,
       30,
       4470669168791619859ull},
      {"basic heuristic, six factions", RulesetKind::Basic, kAllSix, "heuristic", 7, 6,
       8429966880150526649ull},
      {"advanced heuristic, six factions", RulesetKind::Advanced, kAllSix, "heuristic", 7, 6,
       14788757376150613008ull},
      {"advanced heuristic and random", RulesetKind::Advanced, kAllSix,
       "random,atreides=heuristic,bene_gesserit=heuristic,harkonnen=heuristic", 40, 6,
       8659690357625693989ull},
  };
  for (const SignedRun& run : runs) EXPECT_EQ(sign(run), run.expected) << run.name;
}

}  // namespace
}  // namespace dune
