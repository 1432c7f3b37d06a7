// The GameStore contract, run against every store implementation (SQLite, and PostgreSQL when
// DUNE_TEST_PG_URL names a database, see pg_support.hpp): create, seats, compare-and-swap
// appends, idempotency keys, snapshots, durability across reopening, concurrent writers (threads
// of one store, and two stores on one database), and PostgreSQL's change notifications.
#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

#include <sqlite3.h>

#include "store/sqlite_store.hpp"
#include "tests/server/pg_support.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

using namespace dune::store;

struct StoreFactory {
  std::string name;
  bool postgres = false;  // else SQLite, in a file of a fresh temporary folder
  friend void PrintTo(const StoreFactory& f, std::ostream* os) { *os << f.name; }
};

class StoreTest : public ::testing::TestWithParam<StoreFactory> {
 protected:
  void SetUp() override {
    dir_ = temp_dir("store");
    if (GetParam().postgres) {
      DUNE_PG_OR_SKIP();
      schema_ = std::make_unique<PgSchema>();
      url_ = schema_->url();
    } else {
      url_ = (dir_ / "store.sqlite").string();
    }
    store_ = open_store(url_);
  }
  void TearDown() override {
    store_.reset();
    schema_.reset();
    std::filesystem::remove_all(dir_);
  }
  void reopen() {
    store_.reset();
    store_ = open_store(url_);
  }
  StoredGame game(const std::string& code) { return {code, R"({"setup":1})", "hosthash", 1700000000, "[]"}; }
  StoredAction action(std::uint32_t v, const std::string& rid) {
    return {v, "fremen", R"({"kind":"pass"})", rid,
            R"([{"visibleTo":255,"text":"line )" + std::to_string(v) + "\"}]"};
  }
  std::filesystem::path dir_;
  std::unique_ptr<PgSchema> schema_;
  std::string url_;  // the database of this test: reopen() and a second store use it
  std::unique_ptr<GameStore> store_;
};

TEST_P(StoreTest, CreateAndLoad) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {{"fremen", "", false, ""}, {"guild", "", true, ""}}));
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
  store_->set_seat("AAAAAAAA", {"fremen", "seathash", false, ""});
  store_->set_seat("AAAAAAAA", {"guild", "", false, ""});
  reopen();
  seats = store_->load_seats("AAAAAAAA");
  EXPECT_EQ(seats[0].tokenHash, "seathash");
  EXPECT_FALSE(seats[1].bot);
}

// A seat claim is one conditional write: two instances (two stores on one database) claiming the
// same open seat at once get one success between them; a bot seat or a held seat is never
// claimed; the host's unconditional set_seat still reassigns it.
TEST_P(StoreTest, SeatClaimHasOneWinnerAcrossInstances) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {{"fremen", "", false, ""}, {"guild", "", true, ""}}));
  auto other = open_store(url_);
  std::atomic<int> wins{0};
  std::thread a([&] { wins += store_->claim_seat("AAAAAAAA", "fremen", "hash-a") ? 1 : 0; });
  std::thread b([&] { wins += other->claim_seat("AAAAAAAA", "fremen", "hash-b") ? 1 : 0; });
  a.join();
  b.join();
  EXPECT_EQ(wins.load(), 1);
  const std::string holder = store_->load_seats("AAAAAAAA")[0].tokenHash;
  EXPECT_TRUE(holder == "hash-a" || holder == "hash-b") << holder;
  EXPECT_FALSE(other->claim_seat("AAAAAAAA", "fremen", "hash-c"));
  EXPECT_EQ(store_->load_seats("AAAAAAAA")[0].tokenHash, holder);
  EXPECT_FALSE(store_->claim_seat("AAAAAAAA", "guild", "hash-d"));     // a bot seat
  EXPECT_FALSE(store_->claim_seat("AAAAAAAA", "atreides", "hash-e"));  // no such seat
  store_->set_seat("AAAAAAAA", {"fremen", "hash-host", false, ""});
  EXPECT_EQ(other->load_seats("AAAAAAAA")[0].tokenHash, "hash-host");
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

// Many games appended from many threads at once (the SQLite store commits them in shared
// transactions): every append is stored exactly once, in order, and a failing append among them
// (a game that does not exist) fails alone without taking the others down with it.
TEST_P(StoreTest, ConcurrentGamesAllCommitAndFailuresStayAlone) {
  constexpr int kGames = 8, kVersions = 40;
  for (int i = 0; i < kGames; ++i) ASSERT_TRUE(store_->create_game(game("GAME000" + std::to_string(i)), {}));
  std::atomic<int> failures{0}, wrong{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < kGames; ++i)
    threads.emplace_back([&, i] {
      const std::string code = "GAME000" + std::to_string(i);
      for (std::uint32_t v = 1; v <= kVersions; ++v)
        if (store_->append_action(code, action(v, "r" + std::to_string(v)), std::nullopt) != AppendResult::Ok)
          wrong++;
    });
  threads.emplace_back([&] {
    for (std::uint32_t v = 1; v <= kVersions; ++v) {
      try {
        store_->append_action("NOSUCHGA", action(1, "x" + std::to_string(v)), std::nullopt);
      } catch (const StoreError&) {
        failures++;
      }
    }
  });
  for (auto& t : threads) t.join();
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_EQ(failures.load(), kVersions);
  for (int i = 0; i < kGames; ++i) {
    auto all = store_->load_actions("GAME000" + std::to_string(i), 0);
    ASSERT_EQ(all.size(), static_cast<std::size_t>(kVersions));
    for (std::uint32_t v = 0; v < kVersions; ++v) EXPECT_EQ(all[v].version, v + 1);
  }
  EXPECT_EQ(store_->last_version("NOSUCHGA"), 0u);
}

// Many appends waiting at once (more than one commit holds): each commit's leader hands the next
// commit to a waiting append, every append returns once its own row is stored, none is lost or
// answered twice, and each game's versions are stored in order. Also duplicates and stale
// versions mixed in, which stay alone in their batch.
TEST_P(StoreTest, ManyWaitingAppendsAllCommitAndEachHearsItsOwnResult) {
  constexpr int kGames = 48, kVersions = 12;
  for (int i = 0; i < kGames; ++i)
    ASSERT_TRUE(store_->create_game(game("MANY" + std::to_string(1000 + i)), {}));
  std::atomic<int> ok{0}, wrong{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < kGames; ++i)
    threads.emplace_back([&, i] {
      const std::string code = "MANY" + std::to_string(1000 + i);
      for (std::uint32_t v = 1; v <= kVersions; ++v) {
        if (store_->append_action(code, action(v, "r" + std::to_string(v)), std::nullopt) == AppendResult::Ok)
          ok++;
        else
          wrong++;
        if (v % 4 == 0) {  // a retry of the same request, and a stale version
          if (store_->append_action(code, action(v + 1, "r" + std::to_string(v)), std::nullopt) !=
              AppendResult::DuplicateRequest)
            wrong++;
          if (store_->append_action(code, action(v, "x" + std::to_string(v)), std::nullopt) !=
              AppendResult::VersionConflict)
            wrong++;
        }
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), kGames * kVersions);
  EXPECT_EQ(wrong.load(), 0);
  for (int i = 0; i < kGames; ++i) {
    auto all = store_->load_actions("MANY" + std::to_string(1000 + i), 0);
    ASSERT_EQ(all.size(), static_cast<std::size_t>(kVersions));
    for (std::uint32_t v = 0; v < kVersions; ++v) {
      EXPECT_EQ(all[v].version, v + 1);
      EXPECT_EQ(all[v].requestId, "r" + std::to_string(v + 1));
    }
  }
}

// Two stores (two processes' worth of connections) on one database: the database, not a
// mutex of this process, decides the compare-and-swap; each loser learns which outcome it got.
TEST_P(StoreTest, TwoStoresOnOneDatabaseOneWinnerPerVersion) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {}));
  auto other = open_store(url_);
  constexpr int kVersions = 30;
  std::atomic<int> wins{0}, conflicts{0}, duplicates{0};
  auto writer = [&](GameStore* s, const std::string& tag) {
    for (std::uint32_t v = 1; v <= kVersions; ++v)
      for (int attempt = 0; attempt < 2; ++attempt) {
        // The second attempt repeats the request id of the first.
        switch (s->append_action("AAAAAAAA", action(v, tag + std::to_string(v)), std::nullopt)) {
          case AppendResult::Ok: wins++; break;
          case AppendResult::VersionConflict: conflicts++; break;
          case AppendResult::DuplicateRequest: duplicates++; break;
        }
      }
  };
  std::thread a(writer, store_.get(), "a"), b(writer, other.get(), "b");
  a.join();
  b.join();
  EXPECT_EQ(wins.load(), kVersions);
  EXPECT_EQ(wins + conflicts + duplicates, 4 * kVersions);
  EXPECT_EQ(other->last_version("AAAAAAAA"), static_cast<std::uint32_t>(kVersions));
  auto all = store_->load_actions("AAAAAAAA", 0);
  ASSERT_EQ(all.size(), static_cast<std::size_t>(kVersions));
  for (std::uint32_t i = 0; i < kVersions; ++i) EXPECT_EQ(all[i].version, i + 1);
}

TEST_P(StoreTest, FailuresAreStoreErrorsAndChangeNothing) {
  // A seat or an action of a game that does not exist breaks a foreign key.
  EXPECT_THROW(store_->set_seat("NOSUCHGA", {"fremen", "h", false, ""}), StoreError);
  EXPECT_THROW(store_->append_action("NOSUCHGA", action(1, "r1"), std::nullopt), StoreError);
  EXPECT_EQ(store_->last_version("NOSUCHGA"), 0u);
  EXPECT_TRUE(store_->list_games().empty());
}

// Issue 39: a seat's auto-pass rules are kept with it; seat changes and claims keep them.
TEST_P(StoreTest, AutoPassRulesAreKeptWithTheSeat) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"),
                                  {{"fremen", "", false, ""}, {"guild", "", true, R"({"onlyPass":false})"}}));
  reopen();
  auto seats = store_->load_seats("AAAAAAAA");
  ASSERT_EQ(seats.size(), 2u);
  EXPECT_EQ(seats[0].autopass, "");
  EXPECT_EQ(seats[1].autopass, R"({"onlyPass":false})");
  store_->set_autopass("AAAAAAAA", "fremen", R"({"bidAbove":3})");
  ASSERT_TRUE(store_->claim_seat("AAAAAAAA", "fremen", "hash-a"));
  store_->set_seat("AAAAAAAA", {"guild", "hash-g", false, ""});
  reopen();
  seats = store_->load_seats("AAAAAAAA");
  EXPECT_EQ(seats[0].autopass, R"({"bidAbove":3})");
  EXPECT_EQ(seats[0].tokenHash, "hash-a");
  EXPECT_EQ(seats[1].autopass, R"({"onlyPass":false})") << "a new holder keeps the seat's rules";
}

// Issue 38: a bot seat's level is kept with the seat; a seat stored before levels reads as standard ('').
TEST_P(StoreTest, BotLevelIsKeptWithTheSeat) {
  ASSERT_TRUE(
      store_->create_game(game("AAAAAAAA"), {{"fremen", "", true, "", "strong"}, {"guild", "", true, ""}}));
  reopen();
  auto seats = store_->load_seats("AAAAAAAA");
  ASSERT_EQ(seats.size(), 2u);
  EXPECT_EQ(seats[0].botLevel, "strong");
  EXPECT_EQ(seats[1].botLevel, "");
  store_->set_seat("AAAAAAAA", {"guild", "", true, "", "strong"});
  store_->set_seat("AAAAAAAA", {"fremen", "hash-f", false, "", ""});
  reopen();
  seats = store_->load_seats("AAAAAAAA");
  EXPECT_EQ(seats[0].botLevel, "");
  EXPECT_FALSE(seats[0].bot);
  EXPECT_EQ(seats[1].botLevel, "strong");
}

StoredMessage message(const std::string& from, const std::string& to, const std::string& text,
                      const std::string& rid = "") {
  return {0, from, to, text, 1700000000123, 7, rid};
}

// Issue 39: table talk. Ids per game in the order stored, readers (public, a seat, every message),
// the cursor and its limit, request ids, deletion with the game.
TEST_P(StoreTest, MessagesRoundTripWithReadersAndRequestIds) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {}));
  ASSERT_TRUE(store_->create_game(game("BBBBBBBB"), {}));
  StoredMessage m = message("fremen", "", "to everyone", "r1");
  ASSERT_EQ(store_->append_message("AAAAAAAA", m), MessageResult::Ok);
  EXPECT_EQ(m.id, 1u);
  m = message("fremen", "guild", "fremen to guild");
  ASSERT_EQ(store_->append_message("AAAAAAAA", m), MessageResult::Ok);
  EXPECT_EQ(m.id, 2u);
  m = message("guild", "atreides", "guild to atreides", "r3");
  ASSERT_EQ(store_->append_message("AAAAAAAA", m), MessageResult::Ok);
  EXPECT_EQ(m.id, 3u);
  StoredMessage other = message("harkonnen", "", "another game");
  ASSERT_EQ(store_->append_message("BBBBBBBB", other), MessageResult::Ok);
  EXPECT_EQ(other.id, 1u) << "ids are per game";
  StoredMessage again = message("guild", "", "a retry with other words", "r3");
  ASSERT_EQ(store_->append_message("AAAAAAAA", again), MessageResult::DuplicateRequest);
  EXPECT_EQ(again.id, 3u);
  EXPECT_EQ(again.text, "guild to atreides") << "the message stored first";
  reopen();
  auto ids = [&](const std::string& reader, std::uint32_t after = 0, std::size_t limit = 100) {
    std::vector<std::uint32_t> out;
    for (const StoredMessage& x : store_->load_messages("AAAAAAAA", after, reader, limit))
      out.push_back(x.id);
    return out;
  };
  using V = std::vector<std::uint32_t>;
  EXPECT_EQ(ids(kEveryReader), (V{1, 2, 3}));
  EXPECT_EQ(ids(kPublicReader), (V{1}));
  EXPECT_EQ(ids("fremen"), (V{1, 2}));
  EXPECT_EQ(ids("guild"), (V{1, 2, 3}));
  EXPECT_EQ(ids("atreides"), (V{1, 3}));
  EXPECT_EQ(ids("harkonnen"), (V{1}));
  EXPECT_EQ(ids("guild", 1), (V{2, 3}));
  EXPECT_EQ(ids("guild", 1, 1), (V{2}));
  const StoredMessage back = store_->load_messages("AAAAAAAA", 2, "atreides", 10).at(0);
  EXPECT_EQ(back.from, "guild");
  EXPECT_EQ(back.to, "atreides");
  EXPECT_EQ(back.text, "guild to atreides");
  EXPECT_EQ(back.created, 1700000000123);
  EXPECT_EQ(back.version, 7u);
  EXPECT_EQ(back.requestId, "r3");
  EXPECT_EQ(store_->last_message_id("AAAAAAAA"), 3u);
  EXPECT_EQ(store_->find_message("AAAAAAAA", "r1")->text, "to everyone");
  EXPECT_FALSE(store_->find_message("AAAAAAAA", "r2"));
  EXPECT_TRUE(store_->delete_game("AAAAAAAA"));
  EXPECT_EQ(store_->last_message_id("AAAAAAAA"), 0u);
  EXPECT_EQ(store_->last_message_id("BBBBBBBB"), 1u);
  StoredMessage orphan = message("fremen", "", "no game");
  EXPECT_THROW(store_->append_message("NOSUCHGA", orphan), StoreError);
}

// Writers on two connections (two instances on one database): every message gets its own id.
TEST_P(StoreTest, ConcurrentMessagesGetDistinctIds) {
  ASSERT_TRUE(store_->create_game(game("AAAAAAAA"), {}));
  auto other = open_store(url_);
  constexpr int kEach = 15;
  std::vector<std::thread> ts;
  for (int w = 0; w < 4; ++w)
    ts.emplace_back([&, w] {
      GameStore& s = w % 2 ? *other : *store_;
      for (int i = 0; i < kEach; ++i) {
        StoredMessage m = message("fremen", "", "w" + std::to_string(w) + "-" + std::to_string(i));
        s.append_message("AAAAAAAA", m);
      }
    });
  for (auto& t : ts) t.join();
  auto all = store_->load_messages("AAAAAAAA", 0, kEveryReader, 1000);
  ASSERT_EQ(all.size(), 4u * kEach);
  for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i].id, i + 1);
}

INSTANTIATE_TEST_SUITE_P(Stores, StoreTest,
                         ::testing::Values(StoreFactory{"sqlite", false}, StoreFactory{"postgres", true}),
                         [](const ::testing::TestParamInfo<StoreFactory>& i) { return i.param.name; });

// PostgreSQL: an append is heard, after its commit, by every store subscribed on the database
// (another server instance), as (code, version); a rolled-back append is not.
TEST(PostgresStore, AppendsAreHeardByOtherStores) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto writer = open_store(schema.url());
  auto reader = open_store(schema.url());
  std::mutex mu;
  std::vector<std::pair<std::string, std::uint32_t>> heard;
  // The channel is the database's: other tests running meanwhile notify on it too.
  const std::string code = "N" + std::to_string(100000 + ::getpid() % 900000) + "Q";
  reader->subscribe([&](const std::string& c, std::uint32_t version) {
    std::lock_guard lock(mu);
    if (c == code) heard.push_back({c, version});
  });
  ASSERT_TRUE(writer->create_game({code, "{}", "h", 1, "[]"}, {}));
  StoredAction a{1, "fremen", "{}", "r1", "[]"};
  ASSERT_EQ(writer->append_action(code, a, std::nullopt), AppendResult::Ok);
  ASSERT_EQ(writer->append_action(code, a, std::nullopt), AppendResult::VersionConflict);
  a.version = 2;
  ASSERT_EQ(writer->append_action(code, a, std::nullopt), AppendResult::DuplicateRequest);
  a.requestId = "r2";
  ASSERT_EQ(writer->append_action(code, a, std::nullopt), AppendResult::Ok);
  auto two = [&] {
    std::lock_guard lock(mu);
    return heard.size() >= 2;
  };
  ASSERT_TRUE(wait_until(two, std::chrono::seconds(10)));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // nothing else arrives
  reader->subscribe({});
  std::lock_guard lock(mu);
  EXPECT_EQ(heard, (std::vector<std::pair<std::string, std::uint32_t>>{{code, 1}, {code, 2}}));
}

TEST(PostgresStore, UnreachableDatabaseIsAClearStoreError) {
#if DUNE_HAVE_POSTGRES
  try {
    open_store("postgresql://nobody:secret@127.0.0.1:1/none?connect_timeout=2");
    FAIL() << "opened an unreachable database";
  } catch (const StoreError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("cannot connect to PostgreSQL"), std::string::npos) << m;
    EXPECT_EQ(m.find("secret"), std::string::npos) << "the password leaks: " << m;
  }
#else
  try {
    open_store("postgresql://127.0.0.1/none");
    FAIL() << "a build without libpqxx opened a PostgreSQL URL";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("without PostgreSQL support"), std::string::npos) << e.what();
  }
#endif
}

// The schema before issue 39: seats without auto-pass rules, no table talk. Such a database opens
// (the column and the table are added), its rows read with the default rules, and both features work.
constexpr const char* kSchemaBefore39 = R"sql(
CREATE TABLE games (code TEXT PRIMARY KEY, setup TEXT NOT NULL, host_token_hash TEXT NOT NULL,
                    created BIGINT NOT NULL, initial_log TEXT NOT NULL);
CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(code), faction TEXT NOT NULL,
                    token_hash TEXT NOT NULL DEFAULT '', bot BOOLEAN NOT NULL DEFAULT FALSE,
                    PRIMARY KEY (game, faction));
CREATE TABLE actions (game TEXT NOT NULL REFERENCES games(code), version BIGINT NOT NULL, seat TEXT NOT NULL,
                      action TEXT NOT NULL, request_id TEXT NOT NULL, log TEXT NOT NULL,
                      CONSTRAINT dune_actions_version_key PRIMARY KEY (game, version),
                      CONSTRAINT dune_actions_request_key UNIQUE (game, request_id));
CREATE TABLE snapshots (game TEXT NOT NULL REFERENCES games(code), version BIGINT NOT NULL, state TEXT NOT NULL,
                        PRIMARY KEY (game, version));
INSERT INTO games VALUES ('OLDGAME1', '{}', 'h', 1700000000, '[]');
INSERT INTO seats(game, faction, token_hash, bot) VALUES ('OLDGAME1', 'fremen', 'tok', FALSE);
)sql";

void expect_schema_before_39_loads(GameStore& s) {
  auto seats = s.load_seats("OLDGAME1");
  ASSERT_EQ(seats.size(), 1u);
  EXPECT_EQ(seats[0].tokenHash, "tok");
  EXPECT_EQ(seats[0].autopass, "") << "the default rules";
  s.set_autopass("OLDGAME1", "fremen", R"({"bidAbove":2})");
  EXPECT_EQ(s.load_seats("OLDGAME1")[0].autopass, R"({"bidAbove":2})");
  StoredMessage m{0, "fremen", "", "hello", 1, 0, ""};
  EXPECT_EQ(s.append_message("OLDGAME1", m), MessageResult::Ok);
  EXPECT_EQ(s.load_messages("OLDGAME1", 0, kPublicReader, 10).size(), 1u);
}

TEST(SqliteStore, DatabaseWrittenBeforeIssue39Loads) {
  auto dir = temp_dir("store-old");
  const auto file = dir / "old.sqlite";
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    EXPECT_EQ(sqlite3_exec(db, kSchemaBefore39, nullptr, nullptr, &err), SQLITE_OK) << (err ? err : "");
    sqlite3_free(err);
    sqlite3_close(db);
  }
  {
    auto s = open_store(file.string());
    expect_schema_before_39_loads(*s);
  }
  auto s = open_store(file.string());  // opened again: nothing left to add
  EXPECT_EQ(s->load_seats("OLDGAME1")[0].autopass, R"({"bidAbove":2})");
  s.reset();
  std::filesystem::remove_all(dir);
}

TEST(PostgresStore, DatabaseWrittenBeforeIssue39Loads) {
  DUNE_PG_OR_SKIP();
#if DUNE_HAVE_POSTGRES
  PgSchema schema;
  {
    pqxx::connection c(schema.url());
    pqxx::work w(c);
    w.exec(kSchemaBefore39);
    w.commit();
  }
  auto s = open_store(schema.url());
  expect_schema_before_39_loads(*s);
  s.reset();
  EXPECT_EQ(open_store(schema.url())->load_seats("OLDGAME1")[0].autopass, R"({"bidAbove":2})");
#endif
}

TEST(SqliteStore, RefusesUnopenableFileAndPostgresUrlClearly) {
  EXPECT_THROW(open_store("/nonexistent-dir/x/y.sqlite"), StoreError);
  EXPECT_THROW(open_store(""), StoreError);
}

}  // namespace
}  // namespace dune::testing_server
