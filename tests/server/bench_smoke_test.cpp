// `dune bench-server` runs end to end on a tiny load: the closed loop and the open loop at each
// level, the raw SQLite line, CPU per action and memory, as JSON; an open-loop level serves the
// actions it was offered (a game's schedule is kept).
#include <gtest/gtest.h>

#include "server/bench.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

TEST(BenchServer, ClosedAndOpenLoopsReportEveryLevel) {
  auto dir = temp_dir("bench");
  server::BenchOptions o;
  o.dir = dir.string();
  o.games = {1, 3};
  o.seconds = 0.5;
  o.rates = {20};
  o.json = true;
  ::testing::internal::CaptureStdout();
  int rc = server::run_bench(o);
  std::string out = ::testing::internal::GetCapturedStdout();
  ASSERT_EQ(rc, 0) << out;
  json::value v = json::parse(out);
  EXPECT_GT(v.at("raw_sqlite_commits_per_s").to_number<double>(), 0);
  EXPECT_GE(v.at("raw_cpu_us_per_commit").to_number<double>(), 0);
  const json::array& levels = v.at("levels").as_array();
  ASSERT_EQ(levels.size(), 4u);  // (1 game, 3 games) x (closed, 20/s per game)
  for (const json::value& l : levels) {
    EXPECT_GT(l.at("actions").to_number<long>(), 0) << json::serialize(l);
    EXPECT_GT(l.at("p99_ms").to_number<double>(), 0);
    EXPECT_GE(l.at("p99_ms").to_number<double>(), l.at("p50_ms").to_number<double>());
    EXPECT_GT(l.at("cpu_us_per_action").to_number<double>(), 0);
  }
  // Open loop at 20/s per game for 0.5 s: about 10 actions per game, never more than scheduled.
  for (std::size_t i : {1u, 3u}) {
    const json::object& l = levels[i].as_object();
    EXPECT_EQ(l.at("offered_per_game_per_s").to_number<double>(), 20.0);
    const long games = l.at("games").to_number<long>();
    EXPECT_LE(l.at("actions").to_number<long>(), 10 * games);
    EXPECT_GE(l.at("actions").to_number<long>(), 5 * games);
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace dune::testing_server
