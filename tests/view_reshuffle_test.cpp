// The whole public surface under a reshuffle of every hidden thing (issue 35): at every step of random games
// with every faction and variant, for one viewer in turn (each seat and the spectator), a game that differs
// only in what that viewer does not know (tests/support/reshuffle.hpp) must give it the same answers: the
// same view (every field, the open decisions with their seats and bounds included, in its JSON as sent), the
// same legal actions, and the same acceptance or refusal, code and sentence, of every action it might try.
// Then the same from positions that reach the windows random games rarely open: a Face Dancer winning, a
// traitor, an early revival, an Ixian look, a Terror token, an Ambassador, CHOAM Charity at 0, 1 and 2 spice,
// Extortion, the Kaitain discards, the Tleilaxu grants, Assassinate Leaders, the Emperor paying for an ally.
// Sources: GF9 Rulebook 2019 p.12 (secrecy.hidden), ARCHITECTURE.md ("a window whose opening would reveal a
// secret opens whenever it could"), kDecisionPublicity (engine/core/action.hpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/privacy_pairs.hpp"
#include "tests/support/random_play.hpp"
#include "tests/support/reshuffle.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// Compares g with `times` reshuffles of it for every viewer; the first difference, or empty.
std::string compare_all(const Game& g, Rng& r, int times) {
  std::vector<std::optional<Faction>> viewers{std::nullopt};
  for (Faction f : factions_in_game(g)) viewers.emplace_back(f);
  for (const auto& v : viewers)
    for (int k = 0; k < times; ++k) {
      const Game o = reshuffled(g, v, r);
      if (std::string d = public_difference(g, o, v); !d.empty()) return d;
    }
  return {};
}

struct Coverage {
  std::array<int, kDecisionKinds> opened{};
  int compared = 0;
};

// Plays from g with random legal actions, comparing one viewer in turn at every step.
std::string play_and_compare(Game g, std::uint64_t seed, int steps, Coverage& cov) {
  Rng pick = Rng::seeded(seed);
  Rng shuffle = Rng::seeded(seed ^ 0x5A5A5A5AULL);
  for (int step = 0; step < steps && !is_over(g); ++step) {
    const std::vector<Decision> ds = pending(g);
    if (ds.empty()) return "no decision pending at version " + std::to_string(g.version);
    for (const Decision& d : ds) cov.opened[static_cast<std::size_t>(d.kind)]++;
    std::vector<std::optional<Faction>> viewers{std::nullopt};
    for (Faction f : factions_in_game(g)) viewers.emplace_back(f);
    const auto& viewer = viewers[static_cast<std::size_t>(g.version) % viewers.size()];
    const Game o = reshuffled(g, viewer, shuffle);
    ++cov.compared;
    if (std::string d = public_difference(g, o, viewer); !d.empty())
      return "version " + std::to_string(g.version) + ", phase " + std::string(phase_key(g.phase)) + ": " + d;
    const Decision& d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
    auto a = sample_legal_action(g, d.seat, pick);
    if (!a) {
      const auto all = legal_actions(g, d.seat, nullptr, 1 << 20);
      if (all.empty()) return "no legal action for " + std::string(decision_key(d.kind));
      a = all[pick.below(static_cast<std::uint32_t>(all.size()))];
    }
    if (Status s = apply(g, d.seat, *a); !s) return "a legal action was refused: " + s.error().message;
  }
  return {};
}

// Random games: every playable faction in rotation, six seated, every variant; Basic and Advanced.
TEST(ViewReshuffle, RandomGamesGiveEveryViewerTheSameAnswers) {
  Coverage cov;
  constexpr int kGames = 16;
  for (int i = 0; i < kGames; ++i) {
    const SetupOptions o = rotation_setup(i, 0xC0FFEEULL);
    Game g = new_game(o).value();
    const std::string d = play_and_compare(g, o.seed, 3000, cov);
    EXPECT_EQ(d, "") << "game " << i << " (" << (i % 2 == 0 ? "advanced" : "basic") << ")";
  }
  EXPECT_GT(cov.compared, 10000);
  for (DecisionKind k : {DecisionKind::Charity, DecisionKind::Traitor, DecisionKind::WeatherControl,
                         DecisionKind::Bid, DecisionKind::Revive, DecisionKind::BattlePlan})
    EXPECT_GT(cov.opened[static_cast<std::size_t>(k)], 0) << decision_key(k);
}

Game replayed(const std::string& file) {
  auto f = parse_game_file(file);
  if (!f) {
    ADD_FAILURE() << "bad game file: " << f.error().message;
    return Game{};
  }
  auto g = replay(f.value());
  if (!g) {
    ADD_FAILURE() << "the game file does not replay: " << g.error().message;
    return Game{};
  }
  return g.value();
}

bool open_kind(const Game& g, std::string_view kind) {
  for (const Decision& d : pending(g))
    if (decision_key(d.kind) == kind) return true;
  return false;
}

// The nine decisions of issue 35, each a pair of game files differing in one secret: everyone but its owner
// reads the same (views, legal actions, refusals), and the window is open in both.
TEST(ViewReshuffle, NineWindowsOpenWhetherOrNotTheSecretHolds) {
  const auto pairs = privacy_pairs();
  ASSERT_EQ(pairs.size(), 9u);
  for (const PrivacyPair& p : pairs) {
    SCOPED_TRACE(p.name);
    const Game a = replayed(p.with), b = replayed(p.without);
    EXPECT_TRUE(open_kind(a, p.name)) << "the file with the secret does not reach the window";
    EXPECT_TRUE(open_kind(b, p.name)) << "the window opens only when the secret holds";
    std::vector<std::optional<Faction>> viewers{std::nullopt};
    for (Faction f : factions_in_game(a))
      if (faction_key(f) != p.owner) viewers.emplace_back(f);
    for (const auto& v : viewers) EXPECT_EQ(public_difference(a, b, v), "");
  }
}

// Positions that reach the windows random games rarely open, played on at random from there with a viewer's
// reshuffle compared at every step; and every viewer compared several times at the start.
TEST(ViewReshuffle, PositionsThatReachEveryWindow) {
  std::vector<std::string> files;
  for (const PrivacyPair& p : privacy_pairs()) {
    files.push_back(p.with);
    files.push_back(p.without);
  }
  auto setup = [](const std::string& ruleset, const std::string& factions,
                  const std::string& variants = "[]") {
    return R"({"ruleset":")" + ruleset + R"(","factions":[)" + factions + R"(],"variants":)" + variants +
           R"(,"seed":77,"random_seating":false})";
  };
  // The Ixians' look at the cards for the auction, and their set-aside (top or bottom).
  files.push_back(game_file(setup("advanced", R"("ixian","atreides","harkonnen")"),
                            R"({"turn":2,"phase":"bidding","ixian":{"spice":10,"hand":["lasgun"]},
                                "atreides":{"spice":10,"hand":[]},"harkonnen":{"spice":10,"hand":[]}})"));
  // Terror tokens in every stronghold the others may enter this turn.
  files.push_back(game_file(
      setup("advanced", R"("moritani","atreides","harkonnen","fremen")"),
      R"({"turn":2,"phase":"ship_move","storm_sector":9,"terror_tokens":{"robbery":"arrakeen","sabotage":"carthag",
          "sneak_attack":"tueks_sietch","assassination":"habbanya_sietch","atomics":"sietch_tabr"},
          "atreides":{"spice":20},"harkonnen":{"spice":20},"fremen":{"spice":20},"moritani":{"spice":5}})"));
  // Ambassadors in every stronghold, and the CHOAM one among them.
  files.push_back(
      game_file(setup("basic", R"("ecaz","atreides","harkonnen","fremen")"),
                R"({"turn":2,"phase":"ship_move","storm_sector":9,"ambassadors":{"atreides":"arrakeen",
                                "harkonnen":"carthag","fremen":"tueks_sietch","choam":"habbanya_sietch",
                                "bene_gesserit":"sietch_tabr","ecaz":"supply"},
                                "atreides":{"spice":20},"harkonnen":{"spice":20},"fremen":{"spice":20},"ecaz":{"spice":9}})"));
  // A traitor in a battle, and the Tleilaxu in it.
  files.push_back(game_file(setup("basic", R"("emperor","harkonnen","tleilaxu")"),
                            R"({"turn":3,"phase":"battle","storm_sector":0,"forces":[
                                {"faction":"emperor","territory":"the_great_flat","count":6},
                                {"faction":"harkonnen","territory":"the_great_flat","count":6},
                                {"faction":"tleilaxu","territory":"the_great_flat","count":6}],
                                "emperor":{"spice":10,"traitors":["Feyd-Rautha"]},
                                "harkonnen":{"spice":10,"traitors":["Bashar","Caid","Blin","Wykk"]},
                                "tleilaxu":{"spice":10,"face_dancers":["Burseg","Beast Rabban","Captain Aramsham"]}})"));
  Coverage cov;
  std::uint64_t seed = 91;
  for (const std::string& f : files) {
    const Game g = replayed(f);
    Rng r = Rng::seeded(++seed);
    ASSERT_EQ(compare_all(g, r, 4), "") << f;
    for (int k = 0; k < 6; ++k)
      ASSERT_EQ(play_and_compare(g, seed * 10 + static_cast<std::uint64_t>(k), 150, cov), "") << f;
  }
  for (DecisionKind k :
       {DecisionKind::Unmask, DecisionKind::Traitor, DecisionKind::SetAsideCard, DecisionKind::TerrorTrigger,
        DecisionKind::AmbassadorTrigger, DecisionKind::RevivalPrice, DecisionKind::Extortion,
        DecisionKind::Charity, DecisionKind::PlaceAmbassador, DecisionKind::HomeworldDiscard,
        DecisionKind::RevivalGrants, DecisionKind::AssassinateLeaders, DecisionKind::Revive})
    EXPECT_GT(cov.opened[static_cast<std::size_t>(k)], 0) << decision_key(k);
}

// Ixians & Tleilaxu p.8 (ix.ixian.technology_bidding; issue 35): a card the Ixians set aside at the bottom of
// the treachery deck stays in their view, where it is, until it is drawn; nobody else's view names it.
TEST(ViewReshuffle, TheIxiansKeepTheCardTheySetAtTheBottom) {
  Game g = replayed(game_file(
      R"({"ruleset":"basic","factions":["ixian","atreides","harkonnen"],"seed":5,"random_seating":false})",
      R"({"turn":2,"phase":"bidding","ixian":{"spice":10,"hand":[]},"atreides":{"spice":10,"hand":[]},
          "harkonnen":{"spice":10,"hand":[]}})"));
  ASSERT_TRUE(open_kind(g, "set_aside_card"));
  const CardId card = g.bidding.up.front();
  ASSERT_TRUE(apply(g, Faction::Ixian, Action{.kind = ActionKind::SetAsideCard, .card = card, .flag = true}));
  ASSERT_EQ(g.treacheryDeck.front(), card);
  const View ix = view(g, Viewer::of(Faction::Ixian));
  EXPECT_EQ(ix.knownDeckBottom, std::vector<CardId>{card});
  EXPECT_EQ(ix.knownDeckTop, kNoCard);
  EXPECT_TRUE(to_json(ix).as_object().contains("known_deck_bottom"));
  for (Faction f : {Faction::Atreides, Faction::Harkonnen}) {
    const View w = view(g, Viewer::of(f));
    EXPECT_TRUE(w.knownDeckBottom.empty());
    EXPECT_FALSE(to_json(w).as_object().contains("known_deck_bottom"));
  }
  EXPECT_TRUE(view(g, Viewer::spectator()).knownDeckBottom.empty());
  // A snapshot keeps it.
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(view(back.value(), Viewer::of(Faction::Ixian)).knownDeckBottom, std::vector<CardId>{card});
  // Drawn at last (every card above it first), it leaves the Ixians' view.
  while (g.treacheryDeck.size() > 1) take_treachery_top(g);
  EXPECT_EQ(view(g, Viewer::of(Faction::Ixian)).knownDeckBottom, std::vector<CardId>{card});
  EXPECT_EQ(take_treachery_top(g), card);
  EXPECT_TRUE(view(g, Viewer::of(Faction::Ixian)).knownDeckBottom.empty());
}

}  // namespace
}  // namespace dune
