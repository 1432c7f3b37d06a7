// The wire format is unchanged by issue 12 item 5 (one description per record): for every state
// of seeded random and heuristic games, Basic and Advanced, the described snapshot and view
// writers print exactly what the previous hand-written writers printed (kept test-only in
// tests/codec_reference/legacy_json_writer.cpp), and every snapshot reads back to the same game.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bots/match.hpp"
#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "tests/codec_reference/legacy_json_writer.hpp"

namespace dune {
namespace {

const std::vector<Faction> kAllSix{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                   Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// An empty string when the writers agree and the snapshot round-trips, else what differs. Views:
// every viewer (the spectator and each seat), or with `turn` >= 0 the one viewer whose turn it is
// (states rotate through the viewers; writing seven views per state would make the test slow).
std::string check_state(const Game& g, long turn = -1) {
  const std::string snap = to_string(to_json(g));
  const std::string old = to_string(legacy::snapshot_json(g));
  if (snap != old) return "snapshot differs from the previous writer:\nnew " + snap + "\nold " + old;
  Result<Game> back = game_from_json(to_json(g));
  if (!back.ok()) return "snapshot does not read back: " + back.error().message;
  if (!(back.value() == g)) return "snapshot round trip changed the game: " + snap;
  std::vector<Viewer> viewers{Viewer::spectator()};
  for (int f = 0; f < kFactions; ++f)
    if (g.players[static_cast<std::size_t>(f)].inGame) viewers.push_back(Viewer::of(faction_at(f)));
  if (turn >= 0) viewers = {viewers[static_cast<std::size_t>(turn) % viewers.size()]};
  for (const Viewer& viewer : viewers) {
    const View v = view(g, viewer);
    const std::string now = to_string(to_json(v));
    const std::string before = to_string(legacy::view_json(v));
    if (now != before) return "view differs from the previous writer:\nnew " + now + "\nold " + before;
  }
  return "";
}

struct Run {
  RulesetKind ruleset;
  std::vector<Faction> factions;
  const char* bots;
  std::uint64_t firstSeed;
  int games;
};

void play_and_compare(const Run& run, long& states) {
  bots::BotLineup lineup;
  ASSERT_EQ(bots::parse_bot_lineup(run.bots, lineup), "");
  for (int i = 0; i < run.games; ++i) {
    SetupOptions setup;
    setup.ruleset.kind = run.ruleset;
    setup.factions = run.factions;
    setup.seed = run.firstSeed + static_cast<std::uint64_t>(i);
    Result<Game> start = new_game(setup);
    ASSERT_TRUE(start.ok()) << start.error().message;
    ASSERT_EQ(check_state(start.value()), "") << "seed " << setup.seed << " at setup";
    bots::MatchResult r = bots::play_match(setup, lineup, [&](const Game& g, long decisions) {
      std::string why = check_state(g, states++);
      return why.empty() ? why
                         : "seed " + std::to_string(setup.seed) + " decision " + std::to_string(decisions) +
                               ": " + why;
    });
    ASSERT_TRUE(r.finished) << r.error;
  }
}

TEST(WireFormat, RandomGamesWriteAsBefore) {
  long states = 0;
  play_and_compare({RulesetKind::Basic, kAllSix, "random", 1, 3}, states);
  play_and_compare({RulesetKind::Advanced, kAllSix, "random", 1, 3}, states);
  play_and_compare({RulesetKind::Advanced,
                    {Faction::BeneGesserit, Faction::Emperor, Faction::Guild, Faction::Fremen},
                    "random",
                    900,
                    2},
                   states);
  play_and_compare(
      {RulesetKind::Basic, {Faction::Atreides, Faction::Harkonnen, Faction::Fremen}, "random", 500, 2},
      states);
  EXPECT_GT(states, 2000);
}

TEST(WireFormat, HeuristicGamesWriteAsBefore) {
  long states = 0;
  play_and_compare({RulesetKind::Basic, kAllSix, "heuristic", 7, 1}, states);
  play_and_compare({RulesetKind::Advanced, kAllSix, "heuristic", 7, 1}, states);
  play_and_compare({RulesetKind::Advanced, kAllSix,
                    "random,atreides=heuristic,bene_gesserit=heuristic,harkonnen=heuristic", 40, 1},
                   states);
  EXPECT_GT(states, 500);
}

// Every field that is written only when set (Advanced battle, Karama powers, per-faction state),
// set at once on a played state: both writers agree and the snapshot reads back.
TEST(WireFormat, FieldsWrittenOnlyWhenSetWriteAsBefore) {
  SetupOptions setup;
  setup.ruleset.kind = RulesetKind::Advanced;
  setup.factions = kAllSix;
  setup.seed = 3;
  Result<Game> start = new_game(setup);
  ASSERT_TRUE(start.ok());
  Game g = start.value();
  g.players[1].leaders[2].capturedBy = 5;
  g.players[0].karamaPowerUsed = true;
  g.players[0].bribes = 4;
  g.battle.plans[0] = BattlePlanRec{true, 3, 17, 4, 1, 13, 2, 3, true};
  g.battle.karamaSee = true;
  g.battle.captured = 12;
  g.battle.voiceCommand = static_cast<std::int8_t>(VoiceCommand::Lasgun);
  g.battle.prescience = static_cast<std::int8_t>(PlanElement::Dial);
  g.atreides = AtreidesState{7, true, 3, T::Carthag};
  g.eliteRevivedTurn[3] = 4;
  g.harkonnen = HarkonnenState{2, 3};
  g.shipMove.shippedTo = 10;
  g.shipMove.intrusion = T::Arrakeen;
  g.shipMove.shipmentCancelled = FactionSet{Faction::Atreides, Faction::Guild};
  g.karamaStops = 0x5;
  g.outcome = Outcome{WinKind::GuildSpecial, FactionSet::of(Faction::Guild), 10};
  g.log.push_back(
      LogEntry{3, Phase::Battle, Audience::everyone(), Text::literal("Quotes \" and \\ survive.")});
  EXPECT_EQ(check_state(g), "");
}

}  // namespace
}  // namespace dune
