// Requests that wait for a commit wait on the server's workers, not on its I/O threads: with one
// I/O thread and the database's write lock held by another connection, actions of several games
// wait together while the server still answers other requests; once the lock is released every
// one of them is committed and acknowledged (in one group commit, or a few).
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <atomic>
#include <thread>

#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

struct Prepared {
  std::string code, token, body;
};

// The next action of a game, as play_one() would post it, without posting it.
Prepared next_action(unsigned short port, const HumanGame& h) {
  for (const std::string& f : all_factions()) {
    json::value v = get_view(port, h.game.code, h.tokens.at(f));
    const json::array& legal = v.at("legal").as_array();
    if (v.at("pending").as_array().empty() || legal.empty()) continue;
    return {h.game.code, h.tokens.at(f),
            action_body(v.at("version").to_number<std::uint64_t>(), "wait-1", legal[0])};
  }
  throw std::runtime_error("no seat can act");
}

TEST(CommitWait, ActionsWaitOnWorkersAndTheIoThreadKeepsServing) {
  auto dir = temp_dir("commit-wait");
  server::ServerOptions o = test_options(dir / "dune.sqlite");
  o.threads = 1;
  o.workers = 8;
  auto srv = start_server(o);
  const unsigned short port = srv->port();
  constexpr int kGames = 4;
  std::vector<HumanGame> games;
  std::vector<Prepared> next;
  for (int i = 0; i < kGames; ++i) {
    games.push_back(human_game(port));
    next.push_back(next_action(port, games.back()));
  }
  HumanGame idle = human_game(port);

  // Another connection takes the write lock: the server's commits wait (busy timeout 5 s).
  sqlite3* blocker = nullptr;
  ASSERT_EQ(sqlite3_open((dir / "dune.sqlite").c_str(), &blocker), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(blocker, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);

  std::atomic<int> answered{0};
  std::vector<int> status(kGames, 0);
  std::vector<std::thread> posts;
  for (int i = 0; i < kGames; ++i)
    posts.emplace_back([&, i] {
      const Prepared& p = next[static_cast<std::size_t>(i)];
      try {
        status[static_cast<std::size_t>(i)] =
            request(port, "POST", "/api/games/" + p.code + "/actions", p.body, p.token).status;
      } catch (const std::exception&) {
        status[static_cast<std::size_t>(i)] = -1;
      }
      answered++;
    });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(answered.load(), 0) << "an action was acknowledged while its commit could not happen";

  // The single I/O thread is free: other requests are answered meanwhile.
  auto t0 = std::chrono::steady_clock::now();
  EXPECT_EQ(request(port, "GET", "/healthz").status, 200);
  json::value view = get_view(port, idle.game.code, idle.tokens.at("atreides"));
  EXPECT_EQ(view.at("version").to_number<int>(), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(2));
  EXPECT_EQ(answered.load(), 0);

  ASSERT_EQ(sqlite3_exec(blocker, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(blocker);
  for (auto& t : posts) t.join();
  for (int i = 0; i < kGames; ++i) EXPECT_EQ(status[static_cast<std::size_t>(i)], 200) << "game " << i;

  // Durable: a fresh store holds every acknowledged action.
  srv.reset();
  auto store = store::open_store((dir / "dune.sqlite").string());
  for (int i = 0; i < kGames; ++i)
    EXPECT_EQ(store->last_version(games[static_cast<std::size_t>(i)].game.code), 1u);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace dune::testing_server
