// The GameStore contract, run against every store implementation (SQLite here; PostgreSQL
// joins the same suite): create, seats, compare-and-swap appends, idempotency keys, snapshots,
// durability across reopening, and concurrent writers.
#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <thread>

#include "store/sqlite_store.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

using namespace dune::store;

struct StoreFactory {
  std::string name;
  // Opens (or reopens) the store of one test; `dir` is a fresh temporary folder.
  std::function<std::unique_ptr<GameStore>(const std::filesystem::path& dir)> open;
};

class StoreTest : public ::testing::TestWithParam<StoreFactory> {
 protected:
  void SetUp() override {
    dir_ = temp_dir("store");
    store_ = GetParam().open(dir_);
  }
  void TearDown() override {
    store_.reset();
    std::filesystem::remove_all(dir_);
  }
  void reopen() {
    store_.reset();
    store_ = GetParam().open(dir_);
  }
  StoredGame game(const std::string& code) { return {code, R"({"setup":1})", "hosthash", 1700000000, "[]"}; }
  StoredAction action(std::uint32_t v, const std::string& rid) {
    return {v, "fremen", R"({"kind":"pass"})", rid,
            R"([{"visibleTo":255,"text":"line )" + std::to_string(v) + "\"}]"};
  }
  std::filesystem::path dir_;
  std::unique_ptr<GameStore> store_;
};

TEST_P(StoreTest, CreateAndLoad) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {{"fremen", "", false}, {"guild", "", true}}));
  EXPECT_FALSE(store_->create_game(game("AAAAAAAA"), {}));  // code taken
  ASSERT_TRUE(store_->create_game(game("BBBBBBBB"), {}));
  reopen();
  auto games = store_->list_games();
  EXPECT_EQ(games, (std::vector<std::string>{"AAAAAAAA", "BBBBBBBB"}));
  auto g = store_->load_game("AAAAAAAA");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->setup, R"({"setup":1})");
  EXPECT_EQ(g->hostTokenHash, "hosthash");
  EXPECT_EQ(g->created, 1700000000);
  EXPECT_FALSE(store_->load_game("CCCCCCCC"));
  auto seats = store_->load_seats("AAAAAAAA");
  ASSERT_EQ(seats.size(), 2u);
  EXPECT_EQ(seats[0].faction, "fremen");
  EXPECT_FALSE(seats[0].bot);
  EXPECT_TRUE(seats[1].bot);
  store_->set_seat("AAAAAAAA", {"fremen", "seathash", false});
  store_->set_seat("AAAAAAAA", {"guild", "", false});
  reopen();
  seats = store_->load_seats("AAAAAAAA");
  EXPECT_EQ(seats[0].tokenHash, "seathash");
  EXPECT_FALSE(seats[1].bot);
}

TEST_P(StoreTest, AppendIsCompareAndSwap) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {}));
  EXPECT_EQ(store_->last_version("AAAAAAAA"), 0u);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(2, "r2"), std::nullopt), AppendResult::VersionConflict);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(1, "r1"), std::nullopt), AppendResult::Ok);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(1, "r1b"), std::nullopt), AppendResult::VersionConflict);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(2, "r1"), std::nullopt), AppendResult::DuplicateRequest);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(2, "r2"), StoredSnapshot{2, "{\"snap\":2}"}),
            AppendResult::Ok);
  EXPECT_EQ(store_->append_action("AAAAAAAA", action(3, "r3"), std::nullopt), AppendResult::Ok);
  reopen();
  EXPECT_EQ(store_->last_version("AAAAAAAA"), 3u);
  auto all = store_->load_actions("AAAAAAAA", 0);
  ASSERT_EQ(all.size(), 3u);
  for (std::uint32_t i = 0; i < 3; ++i) EXPECT_EQ(all[i].version, i + 1);
  EXPECT_EQ(all[1].requestId, "r2");
  EXPECT_EQ(store_->load_actions("AAAAAAAA", 2).size(), 1u);
  auto snap = store_->latest_snapshot("AAAAAAAA");
  ASSERT_TRUE(snap);
  EXPECT_EQ(snap->version, 2u);
  EXPECT_EQ(snap->state, "{\"snap\":2}");
  auto found = store_->find_request("AAAAAAAA", "r2");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->version, 2u);
  EXPECT_FALSE(store_->find_request("AAAAAAAA", "nope"));
  // Request ids are per game.
  ASSERT_TRUE(store_->create_game(game("BBBBBBBB"), {}));
  EXPECT_EQ(store_->append_action("BBBBBBBB", action(1, "r1"), std::nullopt), AppendResult::Ok);
}

TEST_P(StoreTest, ConcurrentWritersOneWinnerPerVersion) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {}));
  constexpr int kThreads = 6, kVersions = 20;
  std::atomic<int> wins{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (std::uint32_t v = 1; v <= kVersions; ++v) {
        // Every thread tries every version; exactly one append per version succeeds.
        auto r = store_->append_action(
            "AAAAAAAA", action(v, "t" + std::to_string(t) + "-" + std::to_string(v)), std::nullopt);
        if (r == AppendResult::Ok) wins++;
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(wins.load(), kVersions);
  EXPECT_EQ(store_->last_version("AAAAAAAA"), static_cast<std::uint32_t>(kVersions));
}

INSTANTIATE_TEST_SUITE_P(Stores, StoreTest,
                         ::testing::Values(StoreFactory{"sqlite",
                                                        [](const std::filesystem::path& dir) {
                                                          return open_store((dir / "store.sqlite").string());
                                                        }}),
                         [](const ::testing::TestParamInfo<StoreFactory>& i) { return i.param.name; });

TEST(SqliteStore, RefusesUnopenableFileAndPostgresUrlClearly) {
  EXPECT_THROW(open_store("/nonexistent-dir/x/y.sqlite"), StoreError);
  EXPECT_THROW(open_store(""), StoreError);
}

}  // namespace
}  // namespace dune::testing_server
