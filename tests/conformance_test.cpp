// One conformance harness for every module (issue 36 item 9; as OpenSpiel runs one suite over every game).
// The cases come from the engine's own lists: each faction with a module (kFactionModules), seated with
// five base factions and its expansion's variants, and each variant (Variant, with the variants it
// needs), each in Basic and Advanced. A module added to a list is in the harness at once, and fails
// until its signature is pinned below (the failure prints the figure to pin).
//
// Each case plays random games to the end and, after every accepted action, checks:
// - the snapshot round trip: game_from_json(to_json(g)) equals g (nothing the rules read is lost);
// - the invariants (engine/invariants.hpp: forces, spice ledger, cards, leaders) and check_views;
// - at every 8th step (64th under the sanitizers), one viewer in turn (each seat and the spectator): a
// reshuffle of what that viewer
//   does not know gives it the same view, legal actions and refusals (tests/support/reshuffle.hpp);
// and at the end the case's signature (engine/signature.hpp) against its pinned figure.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "bots/match.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/signature.hpp"
#include "tests/support/reshuffle.hpp"

namespace dune {
namespace {

using test::public_difference;
using test::reshuffled;

struct ModuleCase {
  std::string name;  // "faction_ecaz_advanced", "variant_em_discovery_basic"
  SetupOptions setup;
};

const std::vector<Faction> kBaseSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                    Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// The variants a selection needs, added until none is missing.
std::uint32_t with_needs(std::uint32_t variants) {
  for (bool grew = true; grew;) {
    grew = false;
    for (int v = 0; v < kVariants; ++v)
      if (has_variant(variants, static_cast<Variant>(v))) {
        const std::uint32_t more = variants | variant_info(static_cast<Variant>(v)).needs;
        grew = grew || more != variants;
        variants = more;
      }
  }
  return variants;
}

std::uint32_t variants_of(Expansion e) {
  std::uint32_t out = 0;
  for (int v = 0; v < kVariants; ++v)
    if (variant_info(static_cast<Variant>(v)).expansion == e) out |= variant_bit(static_cast<Variant>(v));
  return out;
}

std::vector<ModuleCase> module_cases() {
  std::vector<ModuleCase> out;
  for (RulesetKind kind : {RulesetKind::Basic, RulesetKind::Advanced}) {
    const std::string rules = kind == RulesetKind::Basic ? "_basic" : "_advanced";
    for (int i = 0; i < kFactions; ++i) {
      if (kFactionModules[static_cast<std::size_t>(i)] == nullptr) continue;
      const Faction f = faction_at(i);
      std::vector<Faction> seats = kBaseSix;
      if (faction_info(f).expansion != Expansion::Base) seats[static_cast<std::size_t>(i) % seats.size()] = f;
      ModuleCase c{"faction_" + std::string(faction_key(f)) + rules, {}};
      c.setup.ruleset.kind = kind;
      // The expansion's variants these rules allow (cr_strongholds is Advanced only).
      c.setup.ruleset.variants =
          variants_of(faction_info(f).expansion) & all_variants(kind == RulesetKind::Advanced);
      c.setup.factions = seats;
      out.push_back(c);
    }
    for (int v = 0; v < kVariants; ++v) {
      if (variant_info(static_cast<Variant>(v)).advancedOnly && kind == RulesetKind::Basic) continue;
      ModuleCase c{"variant_" + std::string(variant_info(static_cast<Variant>(v)).key) + rules, {}};
      c.setup.ruleset.kind = kind;
      c.setup.ruleset.variants = with_needs(variant_bit(static_cast<Variant>(v)));
      c.setup.factions = kBaseSix;
      out.push_back(c);
    }
  }
  return out;
}

// Each case's signature over its games (engine/signature.hpp). A change of play changes it; a commit
// that changes a rule on purpose updates the figures it moves and says so.
[[maybe_unused]] const std::map<std::string, std::uint64_t>& pinned() {  // not read under the sanitizers
  static const std::map<std::string, std::uint64_t> m{
      {"faction_atreides_basic", 8172172571242355618ull},
      {"faction_bene_gesserit_basic", 2723641890168068906ull},
      {"faction_emperor_basic", 1678440868688927152ull},
      {"faction_fremen_basic", 5079149254763019807ull},
      {"faction_guild_basic", 16581341917016148450ull},
      {"faction_harkonnen_basic", 2386483654612880675ull},
      {"faction_ixian_basic", 3293220691090821475ull},
      {"faction_tleilaxu_basic", 3360492160545903107ull},
      {"faction_choam_basic", 6784538972114358460ull},
      {"faction_ecaz_basic", 17931221451190819640ull},
      {"faction_moritani_basic", 4176977312465656952ull},
      {"variant_it_treachery_basic", 15936029624084701682ull},
      {"variant_it_tech_tokens_basic", 7296274378637105380ull},
      {"variant_it_sandtrout_basic", 16897495435091506642ull},
      {"variant_it_cheap_hero_traitor_basic", 12318807541190710996ull},
      {"variant_em_treachery_basic", 18433182944432280621ull},
      {"variant_em_homeworlds_basic", 13681745651286098433ull},
      {"variant_em_great_maker_basic", 6579186448107750144ull},
      {"variant_em_nexus_cards_basic", 1330249291609774861ull},
      {"variant_em_discovery_basic", 17863494545980534906ull},
      {"variant_cr_treachery_basic", 18286171265758455623ull},
      {"faction_atreides_advanced", 9329748246620339890ull},
      {"faction_bene_gesserit_advanced", 10355919601353712881ull},
      {"faction_emperor_advanced", 16437658606778142812ull},
      {"faction_fremen_advanced", 2581367198073948992ull},
      {"faction_guild_advanced", 6314935069402864816ull},
      {"faction_harkonnen_advanced", 8850301643258565537ull},
      {"faction_ixian_advanced", 7414586592998148947ull},
      {"faction_tleilaxu_advanced", 17251364524617231517ull},
      {"faction_choam_advanced", 12448767348614894706ull},
      {"faction_ecaz_advanced", 14272710862961223174ull},
      {"faction_moritani_advanced", 16336960188495149374ull},
      {"variant_it_treachery_advanced", 18300320548669745868ull},
      {"variant_it_tech_tokens_advanced", 6676771492397576910ull},
      {"variant_it_sandtrout_advanced", 11834701798315806934ull},
      {"variant_it_cheap_hero_traitor_advanced", 38760014362494733ull},
      {"variant_em_treachery_advanced", 15542148212612450164ull},
      {"variant_em_homeworlds_advanced", 11130668696172500627ull},
      {"variant_em_great_maker_advanced", 3267622445382884529ull},
      {"variant_em_nexus_cards_advanced", 2970483747811680321ull},
      {"variant_em_discovery_advanced", 6532683007279847060ull},
      {"variant_cr_treachery_advanced", 1026974289085841268ull},
      {"variant_cr_strongholds_advanced", 1232235644260497518ull},
  };
  return m;
}

#if defined(__SANITIZE_ADDRESS__)
// The sanitized build checks memory, not play: one game a case, a reshuffle every 64th step.
constexpr int kGames = 1;
constexpr long kReshuffleEvery = 64;
#else
constexpr int kGames = 3;
constexpr long kReshuffleEvery = 8;
#endif

void PrintTo(const ModuleCase& c, std::ostream* os) { *os << c.name; }

class ModuleConformance : public ::testing::TestWithParam<ModuleCase> {};

TEST_P(ModuleConformance, PlaysToTheEndKeepingEveryContract) {
  const ModuleCase& c = GetParam();
  ASSERT_EQ(variants_problem(c.setup.ruleset.variants, c.setup.ruleset.kind == RulesetKind::Advanced), "");
  bots::BotLineup lineup;
  ASSERT_EQ(bots::parse_bot_lineup("random", lineup), "");
  const std::uint64_t firstSeed = fnv1a(c.name, 0xcbf29ce484222325ull) % 1000000;
  std::uint64_t signature = 0xcbf29ce484222325ull;
  for (int i = 0; i < kGames; ++i) {
    SetupOptions setup = c.setup;
    setup.seed = firstSeed + static_cast<std::uint64_t>(i);
    auto start = new_game(setup);
    ASSERT_TRUE(start) << c.name << ": " << start.error().message;
    const long base = spice_on_table(start.value()) - start.value().bankOut;
    Rng shuffle = Rng::seeded(setup.seed ^ 0x5A5A5A5AULL);
    int compared = 0;
    const bots::StepCheck check = [&](const Game& g, long decisions) -> std::string {
      const std::string at = " after decision " + std::to_string(decisions) + " (version " +
                             std::to_string(g.version) + ", " + std::string(phase_key(g.phase)) + ")";
      auto back = game_from_json(to_json(g));
      if (!back) return "the snapshot does not read back" + at + ": " + back.error().message;
      if (!(back.value() == g)) return "the snapshot round trip differs" + at;
      if (std::string e = check_invariants(g, base); !e.empty()) return "invariant broken" + at + ": " + e;
      if (std::string e = check_views(g); !e.empty()) return "view leak" + at + ": " + e;
      if (decisions % kReshuffleEvery == 0 && !is_over(g)) {
        std::vector<std::optional<Faction>> viewers{std::nullopt};
        for (Faction f : factions_in_game(g)) viewers.emplace_back(f);
        const auto& viewer = viewers[static_cast<std::size_t>(decisions / kReshuffleEvery) % viewers.size()];
        ++compared;
        if (std::string d = public_difference(g, reshuffled(g, viewer, shuffle), viewer); !d.empty())
          return "a secret shows" + at + ": " + d;
      }
      return {};
    };
    const bots::MatchResult r = bots::play_match(setup, lineup, check, true);
    ASSERT_TRUE(r.finished) << c.name << ", seed " << setup.seed << ": " << r.error;
    EXPECT_GT(compared, 0) << c.name << ", seed " << setup.seed << ": no reshuffle was compared";
    signature = fnv1a(std::to_string(r.signature) + ";", signature);
  }
#if !defined(__SANITIZE_ADDRESS__)
  const auto it = pinned().find(c.name);
  ASSERT_NE(it, pinned().end()) << c.name << " has no pinned signature: its figure is " << signature
                                << "ull (pin it in tests/conformance_test.cpp)";
  EXPECT_EQ(signature, it->second) << c.name << ": play changed (a refactor must not change it)";
#endif
}

INSTANTIATE_TEST_SUITE_P(Modules, ModuleConformance, ::testing::ValuesIn(module_cases()),
                         [](const ::testing::TestParamInfo<ModuleCase>& i) { return i.param.name; });

// The harness covers every module of the engine's lists: each faction with rules, and each variant.
TEST(ModuleConformance, EveryModuleIsACase) {
  const std::vector<ModuleCase> cases = module_cases();
  int factions = 0;
  for (const FactionModule* m : kFactionModules) factions += m != nullptr ? 1 : 0;
  int advancedOnly = 0;  // variants played in the Advanced game only: no Basic case
  for (int v = 0; v < kVariants; ++v)
    advancedOnly += variant_info(static_cast<Variant>(v)).advancedOnly ? 1 : 0;
  EXPECT_EQ(cases.size(), static_cast<std::size_t>(2 * (factions + kVariants) - advancedOnly));
  for (int i = 0; i < kFactions; ++i)
    if (faction_playable(faction_at(i))) {
      const std::string name = "faction_" + std::string(faction_key(faction_at(i))) + "_advanced";
      EXPECT_TRUE(std::any_of(cases.begin(), cases.end(), [&](const ModuleCase& c) {
        return c.name == name;
      })) << name;
    }
  // Every case is a playable table.
  for (const ModuleCase& c : cases) EXPECT_EQ(variants_problem(c.setup.ruleset.variants), "") << c.name;
}

}  // namespace
}  // namespace dune
