// Several `dune serve` instances on one PostgreSQL database (ARCHITECTURE.md: the store for
// servers behind a load balancer): an action posted to one instance reaches the WebSocket
// clients of another (LISTEN/NOTIFY, then catch-up from the store); an instance that missed an
// action answers 409 with the current version and catches up; seat changes count everywhere;
// a restart, and `dune serve`
// killed with SIGKILL under load, lose no acknowledged action. Skipped without
// DUNE_TEST_PG_URL (failed with DUNE_REQUIRE_PG=1), see pg_support.hpp.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include "store/game_store.hpp"
#include "tests/server/pg_support.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

server::ServerOptions pg_options(const PgSchema& schema) {
  server::ServerOptions o = test_options("unused");
  o.db = schema.url();
  return o;
}

// A blocking WebSocket client with a read timeout.
struct WsClient {
  net::io_context ioc;
  websocket::stream<tcp::socket> ws{ioc};
  void connect(unsigned short port, const std::string& target, const std::string& token) {
    ws.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    timeval tv{10, 0};
    ::setsockopt(ws.next_layer().native_handle(), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ws.set_option(websocket::stream_base::decorator([token](websocket::request_type& req) {
      req.set(beast::http::field::authorization, "Bearer " + token);
    }));
    ws.handshake("127.0.0.1", target);
  }
  json::value read() {
    beast::flat_buffer buf;
    ws.read(buf);
    return parse_json(beast::buffers_to_string(buf.data())).value();
  }
};

std::uint64_t version_of(const json::value& v) { return v.at("version").to_number<std::uint64_t>(); }

TEST(PgServers, ActionOnOneInstanceReachesWebSocketsOfAnother) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  auto b = start_server(pg_options(schema));
  // Created and seated through A; B loads it from the database on first use.
  HumanGame h = human_game(a->port());
  WsClient onB;
  onB.connect(b->port(), "/api/games/" + h.game.code + "/stream", h.tokens.at("fremen"));
  json::value hello = onB.read();
  EXPECT_EQ(hello.at("type").as_string(), "hello");
  EXPECT_EQ(version_of(hello), 0u);

  for (std::uint64_t expect = 1; expect <= 5; ++expect) {
    ASSERT_EQ(play_one(a->port(), h, expect, "a-" + std::to_string(expect)), expect);
    json::value update = onB.read();  // pushed by B, which never saw the request
    EXPECT_EQ(update.at("type").as_string(), "update");
    EXPECT_EQ(version_of(update), expect);
  }
  EXPECT_EQ(version_of(get_view(b->port(), h.game.code, h.tokens.at("fremen"))), 5u);

  // And the other way round: B's actions reach A (seen in A's views).
  ASSERT_EQ(play_one(b->port(), h, 2, "b-6"), 6u);
  EXPECT_TRUE(
      wait_until([&] { return version_of(get_view(a->port(), h.game.code, h.tokens.at("atreides"))) == 6u; },
                 std::chrono::seconds(10)));
  EXPECT_EQ(version_of(onB.read()), 6u);
  // Both instances serve the same views.
  for (const auto& [f, tok] : h.tokens)
    EXPECT_EQ(request(a->port(), "GET", "/api/games/" + h.game.code + "/view", "", tok).body,
              request(b->port(), "GET", "/api/games/" + h.game.code + "/view", "", tok).body)
        << f;
}

// Issue 39: a message stored through one instance reaches the streams of another that may read it
// (LISTEN/NOTIFY, then read from the store), and only those; auto-pass rules set through one instance
// hold on the other.
TEST(PgServers, TableTalkAndAutoPassRulesReachOtherInstances) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  auto b = start_server(pg_options(schema));
  HumanGame h = human_game(a->port());
  WsClient fremenOnB, guildOnB;
  fremenOnB.connect(b->port(), "/api/games/" + h.game.code + "/stream", h.tokens.at("fremen"));
  guildOnB.connect(b->port(), "/api/games/" + h.game.code + "/stream", h.tokens.at("guild"));
  fremenOnB.read();
  guildOnB.read();
  auto say = [&](unsigned short port, const std::string& from, const std::string& body) {
    Response r = request(port, "POST", "/api/games/" + h.game.code + "/messages", body, h.tokens.at(from));
    EXPECT_EQ(r.status, 201) << r.body;
  };
  say(a->port(), "atreides", R"({"text":"secret for the Fremen","to":"fremen"})");
  say(b->port(), "harkonnen", R"({"text":"to everyone"})");
  say(a->port(), "emperor", R"({"text":"last one"})");
  auto texts_until_last = [](WsClient& c) {
    std::vector<std::string> out;
    for (int i = 0; i < 100; ++i) {
      json::value f = c.read();
      if (f.at("type").as_string() != "message") continue;
      out.emplace_back(f.at("message").at("text").as_string());
      if (out.back() == "last one") break;
    }
    return out;
  };
  EXPECT_EQ(texts_until_last(fremenOnB),
            (std::vector<std::string>{"secret for the Fremen", "to everyone", "last one"}));
  EXPECT_EQ(texts_until_last(guildOnB), (std::vector<std::string>{"to everyone", "last one"}));

  const std::string rules = "/api/games/" + h.game.code + "/seats/fremen/autopass";
  ASSERT_EQ(request(a->port(), "PUT", rules, R"({"bidAbove": 6})", h.tokens.at("fremen")).status, 200);
  EXPECT_TRUE(wait_until(
      [&] {
        return request(b->port(), "GET", rules, "", h.tokens.at("fremen"))
                   .json()
                   .at("rules")
                   .at("bidAbove") == 6;
      },
      std::chrono::seconds(10)));
}

// A seat claimed, or taken back by the host, through one instance counts on the others at once.
TEST(PgServers, SeatChangesReachOtherInstances) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  auto b = start_server(pg_options(schema));
  CreatedGame g = create_game(a->port(), R"({"factions":["atreides","fremen","guild"]})");
  ASSERT_EQ(request(b->port(), "GET", "/api/games/" + g.code).status, 200);  // B holds it now
  const std::string view = "/api/games/" + g.code + "/view";
  std::string first = claim(a->port(), g, "fremen");
  EXPECT_TRUE(wait_until([&] { return request(b->port(), "GET", view, "", first).status == 200; },
                         std::chrono::seconds(10)));
  // The host hands the seat to someone else through A: the first token stops working on B.
  std::string second = claim(a->port(), g, "fremen", g.hostToken);
  EXPECT_TRUE(wait_until([&] { return request(b->port(), "GET", view, "", second).status == 200; },
                         std::chrono::seconds(10)));
  EXPECT_EQ(request(b->port(), "GET", view, "", first).status, 401);
  // A seat is claimed once across instances.
  Response again = request(b->port(), "POST", "/api/games/" + g.code + "/seats/fremen");
  EXPECT_EQ(again.status, 409) << again.body;
}

// Notifications sent while the store's listener is away are lost: when it is back it tells its
// listener to resync everything ("", 0), so no instance stays behind for ever.
TEST(PgServers, ListenerReconnectAsksForAResync) {
  DUNE_PG_OR_SKIP();
#if DUNE_HAVE_POSTGRES
  PgSchema schema;
  auto store = store::open_store(schema.url());
  std::mutex m;
  bool resync = false;
  store->subscribe([&](const std::string& code, std::uint32_t version) {
    std::lock_guard lock(m);
    if (code.empty() && version == 0) resync = true;
  });
  {
    // Drop every listening connection (the listener's last statement is its LISTEN).
    pqxx::connection admin(pg_base_url());
    pqxx::work w(admin);
    w.exec(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        "WHERE pid <> pg_backend_pid() AND query LIKE 'LISTEN%'");
    w.commit();
  }
  EXPECT_TRUE(wait_until(
      [&] {
        std::lock_guard lock(m);
        return resync;
      },
      std::chrono::seconds(10)));
  store->subscribe({});
#endif
}

// An instance whose compare-and-swap loses (another writer stored the version first) answers
// 409 with the version now current, and is at that version afterwards.
TEST(PgServers, LosingInstanceAnswers409AndCatchesUp) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  HumanGame h = human_game(a->port());
  for (int i = 0; i < 3; ++i)
    ASSERT_GT(play_one(a->port(), h, static_cast<std::size_t>(i), "p" + std::to_string(i)), 0u);
  // Find the seat to act and two of its legal actions.
  std::string seat;
  json::array legal;
  std::uint64_t version = 0;
  for (const std::string& f : all_factions()) {
    json::value v = get_view(a->port(), h.game.code, h.tokens.at(f));
    if (!v.at("pending").as_array().empty() && !v.at("legal").as_array().empty()) {
      seat = f;
      legal = v.at("legal").as_array();
      version = version_of(v);
      break;
    }
  }
  ASSERT_FALSE(seat.empty());
  // "Another instance" writes version+1 straight into the database.
  auto other = store::open_store(schema.url());
  store::StoredAction row{static_cast<std::uint32_t>(version + 1), seat, json::serialize(legal[0]), "other-1",
                          "[]"};
  ASSERT_EQ(other->append_action(h.game.code, row, std::nullopt), store::AppendResult::Ok);
  // A, asked to store the same version, answers 409 with the version now current, whether it
  // heard the notification first or lost the compare-and-swap in the database.
  Response r = request(a->port(), "POST", "/api/games/" + h.game.code + "/actions",
                       action_body(version, "mine", legal[legal.size() > 1 ? 1 : 0]), h.tokens.at(seat));
  ASSERT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.json().at("error").at("currentVersion").to_number<std::uint64_t>(), version + 1);
  EXPECT_EQ(version_of(get_view(a->port(), h.game.code, h.tokens.at(seat))), version + 1);
  // The other writer's request id is known to A now: its replay is answered, not re-applied.
  Response replay = request(a->port(), "POST", "/api/games/" + h.game.code + "/actions",
                            action_body(version, "other-1", legal[0]), h.tokens.at(seat));
  EXPECT_EQ(replay.status, 200) << replay.body;
  EXPECT_EQ(version_of(replay.json()), version + 1);
  // And the game goes on on A.
  EXPECT_EQ(play_one(a->port(), h, 0, "after"), version + 2);
}

// A client whose answer from A was lost retries the same request through B (behind a load
// balancer): B, behind A, loses the compare-and-swap, catches up and finds the request among the
// actions it took: it answers A's first answer (200, same version), never 409, so the client
// does not decide and act twice.
TEST(PgServers, RetryThroughAnotherInstanceGetsTheFirstAnswer) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  auto b = start_server(pg_options(schema));
  HumanGame h = human_game(a->port());
  ASSERT_EQ(request(b->port(), "GET", "/api/games/" + h.game.code).status, 200);  // B holds it
  int retries = 0;
  for (int i = 0; i < 60; ++i) {
    std::string seat;
    json::value v;
    for (const std::string& f : all_factions()) {
      v = get_view(a->port(), h.game.code, h.tokens.at(f));
      if (!v.at("pending").as_array().empty() && !v.at("legal").as_array().empty()) {
        seat = f;
        break;
      }
    }
    if (seat.empty()) break;
    const json::array& legal = v.at("legal").as_array();
    std::string body = action_body(version_of(v), "r" + std::to_string(i), legal[(i * 7 + 1) % legal.size()]);
    const std::string path = "/api/games/" + h.game.code + "/actions";
    Response first = request(a->port(), "POST", path, body, h.tokens.at(seat));
    ASSERT_EQ(first.status, 200) << first.body;
    Response retry = request(b->port(), "POST", path, body, h.tokens.at(seat));
    EXPECT_EQ(retry.status, 200) << "retry " << i << ": " << retry.body;
    if (retry.status == 200) {
      EXPECT_EQ(version_of(retry.json()), version_of(first.json()));
      ++retries;
    }
  }
  EXPECT_GE(retries, 30);
  // B and A agree on the game.
  EXPECT_TRUE(wait_until(
      [&] {
        return request(a->port(), "GET", "/api/games/" + h.game.code).body ==
               request(b->port(), "GET", "/api/games/" + h.game.code).body;
      },
      std::chrono::seconds(10)));
}

// A game deleted through one instance is gone on the others too.
TEST(PgServers, DeletionReachesOtherInstances) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  auto a = start_server(pg_options(schema));
  auto b = start_server(pg_options(schema));
  CreatedGame g = create_game(a->port(), R"({"factions":["atreides","fremen","guild"]})");
  ASSERT_EQ(request(b->port(), "GET", "/api/games/" + g.code).status, 200);
  ASSERT_EQ(request(a->port(), "DELETE", "/api/games/" + g.code, "", g.hostToken).status, 200);
  EXPECT_TRUE(wait_until([&] { return request(b->port(), "GET", "/api/games/" + g.code).status == 404; },
                         std::chrono::seconds(10)));
}

TEST(PgServers, RestartServesTheSameVersionsAndViews) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  expect_restart_keeps_everything(pg_options(schema));
}

#ifdef DUNE_BINARY
TEST(PgServers, KillNineLosesNoAcknowledgedAction) {
  DUNE_PG_OR_SKIP();
  PgSchema schema;
  expect_kill_nine_loses_nothing_acknowledged(schema.url());
}
#endif

}  // namespace
}  // namespace dune::testing_server
