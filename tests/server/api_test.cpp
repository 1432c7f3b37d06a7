// The HTTP API against a real server on loopback with a temporary SQLite file: every route and
// every error status, compare-and-swap races, idempotency, rate limits, body limits, metrics,
// static files, and a game played by six server-side bots to its end.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <thread>

#include "engine/codec/json.hpp"
#include "server/tokens.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

using ApiTest = ServerTest;

const char* kSixHumans =
    R"({"ruleset":"basic","factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"]})";

TEST_F(ApiTest, HealthzAndUnknownRoutes) {
  Response r = request(port_, "GET", "/healthz");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.json().at("status").as_string(), "ok");
  expect_error(request(port_, "POST", "/healthz", "{}"), 405, "method_not_allowed");
  expect_error(request(port_, "GET", "/api/nothing"), 404, "not_found");
  expect_error(request(port_, "GET", "/api/games/ABCDEFGH/nothing"), 404, "not_found");
  expect_error(request(port_, "GET", "/api/games"), 405, "method_not_allowed");
  EXPECT_EQ(request(port_, "GET", "/").status, 200);  // the placeholder page without --static
}

// The lobby reads the variants a game may name from the server: the catalog `dune variants --json`
// prints, GET only.
TEST_F(ApiTest, VariantsCatalog) {
  Response r = request(port_, "GET", "/api/variants");
  ASSERT_EQ(r.status, 200) << r.body;
  const json::value body = r.json();
  EXPECT_EQ(json::serialize(body), json::serialize(variants_catalog_json()));
  const json::array& list = body.as_array();
  ASSERT_FALSE(list.empty());
  for (const auto& v : list) {
    EXPECT_TRUE(v.at("key").is_string());
    EXPECT_TRUE(v.at("name").is_string());
  }
  expect_error(request(port_, "POST", "/api/variants", "{}"), 405, "method_not_allowed");
}

// Issue 39: what the pieces do, in players' words (`dune catalog`), GET only.
TEST_F(ApiTest, PieceCatalog) {
  Response r = request(port_, "GET", "/api/catalog");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(json::serialize(r.json()), json::serialize(catalog_json()));
  expect_error(request(port_, "POST", "/api/catalog", "{}"), 405, "method_not_allowed");
}

TEST_F(ApiTest, CreateGame) {
  Response r = request(port_, "POST", "/api/games", kSixHumans);
  ASSERT_EQ(r.status, 201) << r.body;
  json::value v = r.json();
  std::string code(v.at("code").as_string());
  EXPECT_TRUE(server::is_game_code(code)) << code;
  EXPECT_EQ(v.at("version").to_number<int>(), 0);
  EXPECT_GE(v.at("hostToken").as_string().size(), 43u);

  Response s = request(port_, "GET", "/api/games/" + code);
  ASSERT_EQ(s.status, 200);
  json::value sum = s.json();
  EXPECT_EQ(sum.at("code").as_string(), code);
  EXPECT_EQ(sum.at("version").to_number<int>(), 0);
  EXPECT_EQ(sum.at("seats").as_array().size(), 6u);
  for (auto& seat : sum.at("seats").as_array()) EXPECT_EQ(seat.at("status").as_string(), "open");
  EXPECT_EQ(s.body.find(std::string(v.at("hostToken").as_string())), std::string::npos);
  EXPECT_EQ(s.body.find("seed"), std::string::npos);
}

TEST_F(ApiTest, CreateGameRejectsBadBodies) {
  expect_error(request(port_, "POST", "/api/games", ""), 400, "bad_json");
  expect_error(request(port_, "POST", "/api/games", "{"), 400, "bad_json");
  expect_error(request(port_, "POST", "/api/games", "[1,2]"), 400, "bad_json");
  expect_error(request(port_, "POST", "/api/games", "\xff\xfe"), 400, "bad_json");
  expect_error(request(port_, "POST", "/api/games", R"({"factions":"atreides"})"), 400, "bad_request");
  expect_error(request(port_, "POST", "/api/games", R"({"factions":["atreides","nobody"]})"), 400,
               "bad_request");
  expect_error(request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"bots":["guild"]})"),
               400, "bad_request");
  expect_error(
      request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"options":{"x":1}})"), 400,
      "bad_request");
  expect_error(
      request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"ruleset":"bogus"})"), 422,
      "unsupported_ruleset");
  expect_error(request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"ruleset":1})"), 400,
               "bad_request");
  EXPECT_EQ(request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"ruleset":"advanced"})")
                .status,
            201);
  Response one = request(port_, "POST", "/api/games", R"({"factions":["atreides"]})");
  EXPECT_EQ(one.status, 422) << one.body;
  Response twice = request(port_, "POST", "/api/games", R"({"factions":["atreides","atreides"]})");
  EXPECT_EQ(twice.status, 422) << twice.body;
  // Issue 12: an expansion faction is known data but not playable yet; the engine's sentence is sent.
  Response ixian = request(port_, "POST", "/api/games", R"({"factions":["atreides","richese"]})");
  EXPECT_EQ(ixian.status, 422) << ixian.body;
  EXPECT_NE(ixian.body.find("not playable yet"), std::string::npos) << ixian.body;
}

// Issue 13: the JSON setup names expansion variants; the server passes them to the engine (the seat's
// view carries them) and refuses an unknown key with a sentence naming it.
TEST_F(ApiTest, CreateGameWithVariants) {
  Response bad =
      request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"variants":["nope"]})");
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_NE(bad.body.find("nope"), std::string::npos) << bad.body;
  expect_error(request(port_, "POST", "/api/games", R"({"factions":["atreides","fremen"],"variants":"all"})"),
               400, "bad_request");
  CreatedGame g = create_game(port_, R"({"factions":["atreides","fremen"],"variants":["it_treachery"]})");
  std::string seat = claim(port_, g, "atreides");
  Response v = request(port_, "GET", "/api/games/" + g.code + "/view", "", seat);
  ASSERT_EQ(v.status, 200) << v.body;
  const json::value body = v.json();
  const json::array& vars = body.at("view").at("ruleset").at("variants").as_array();
  ASSERT_EQ(vars.size(), 1u);
  EXPECT_EQ(vars[0], json::value("it_treachery"));
  // Without the field the game has none.
  CreatedGame plain = create_game(port_, R"({"factions":["atreides","fremen"]})");
  std::string seat2 = claim(port_, plain, "atreides");
  Response w = request(port_, "GET", "/api/games/" + plain.code + "/view", "", seat2);
  EXPECT_TRUE(w.json().at("view").at("ruleset").at("variants").as_array().empty());
}

TEST_F(ApiTest, UnknownGameIs404Everywhere) {
  expect_error(request(port_, "GET", "/api/games/ZZZZZZZZ"), 404, "not_found");
  expect_error(request(port_, "GET", "/api/games/ZZZZZZZZ/view", "", "x"), 404, "not_found");
  expect_error(request(port_, "POST", "/api/games/ZZZZZZZZ/actions", "{}", "x"), 404, "not_found");
  expect_error(request(port_, "POST", "/api/games/ZZZZZZZZ/seats/atreides"), 404, "not_found");
  expect_error(request(port_, "GET", "/api/games/ZZZZZZZZ/stream"), 404, "not_found");
}

TEST_F(ApiTest, Seats) {
  CreatedGame g = create_game(port_, R"({"factions":["atreides","harkonnen","fremen"]})");
  const std::string base = "/api/games/" + g.code + "/seats/";
  std::string atreides = claim(port_, g, "atreides");
  EXPECT_GE(atreides.size(), 43u);
  // Taken now: a second claim fails; a seat token cannot assign seats.
  expect_error(request(port_, "POST", base + "atreides"), 409, "seat_taken");
  expect_error(request(port_, "POST", base + "harkonnen", "", atreides), 403, "forbidden");
  expect_error(request(port_, "POST", base + "emperor"), 404, "not_found");
  expect_error(request(port_, "POST", base + "nobody"), 404, "not_found");
  expect_error(request(port_, "POST", base + "fremen", R"({"bot":true})"), 401, "unauthorized");
  expect_error(request(port_, "POST", base + "fremen", R"({"bot":1})"), 400, "bad_request");
  expect_error(request(port_, "POST", base + "fremen", "{nope"), 400, "bad_json");

  // The host takes the Atreides seat back: the old token stops working.
  std::string again = claim(port_, g, "atreides", g.hostToken);
  EXPECT_NE(again, atreides);
  expect_error(request(port_, "GET", "/api/games/" + g.code + "/view", "", atreides), 401, "unauthorized");
  EXPECT_EQ(request(port_, "GET", "/api/games/" + g.code + "/view", "", again).status, 200);

  // The host hands Harkonnen to a bot, then takes it back.
  Response bot = request(port_, "POST", base + "harkonnen", R"({"bot":true})", g.hostToken);
  ASSERT_EQ(bot.status, 200) << bot.body;
  EXPECT_TRUE(bot.json().at("bot").as_bool());
  EXPECT_FALSE(bot.json().as_object().contains("seatToken"));
  json::value sum = request(port_, "GET", "/api/games/" + g.code).json();
  std::map<std::string, std::string> status;
  for (auto& s : sum.at("seats").as_array())
    status[std::string(s.at("faction").as_string())] = std::string(s.at("status").as_string());
  EXPECT_EQ(status["atreides"], "taken");
  EXPECT_EQ(status["harkonnen"], "bot");
  EXPECT_EQ(status["fremen"], "open");
  expect_error(request(port_, "POST", base + "harkonnen"), 409, "seat_taken");
  std::string hark = claim(port_, g, "harkonnen", g.hostToken);
  EXPECT_EQ(get_view(port_, g.code, hark).at("seat").as_string(), "harkonnen");
}

TEST_F(ApiTest, ViewAuthentication) {
  HumanGame h = human_game(port_);
  CreatedGame other = create_game(port_, kSixHumans);
  std::string otherSeat = claim(port_, other, "fremen");
  const std::string path = "/api/games/" + h.game.code + "/view";
  expect_error(request(port_, "GET", path), 401, "unauthorized");
  expect_error(request(port_, "GET", path, "", "not-a-token"), 401, "unauthorized");
  expect_error(request(port_, "GET", path, "", otherSeat), 403, "forbidden");
  expect_error(request(port_, "GET", path, "", other.hostToken), 403, "forbidden");
  Response basic = raw_request(port_, "GET " + path +
                                          " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                                          "Authorization: Basic abc\r\n\r\n");
  expect_error(basic, 401, "unauthorized");

  json::value hostView = get_view(port_, h.game.code, h.game.hostToken);
  EXPECT_TRUE(hostView.at("seat").is_null());
  EXPECT_TRUE(hostView.at("legal").as_array().empty());
  EXPECT_TRUE(hostView.at("view").at("hand").as_array().empty());

  json::value v = get_view(port_, h.game.code, h.tokens["bene_gesserit"]);
  EXPECT_EQ(v.at("seat").as_string(), "bene_gesserit");
  EXPECT_EQ(v.at("version").to_number<int>(), 0);
  EXPECT_TRUE(v.at("view").is_object());
  for (auto& d : v.at("pending").as_array()) EXPECT_EQ(d.at("seat").as_string(), "bene_gesserit");
  EXPECT_FALSE(v.at("log").as_array().empty());  // the setup's lines
  expect_error(request(port_, "GET", path + "?logAfter=x", "", h.tokens["fremen"]), 400, "bad_request");
  json::value tail = request(port_, "GET", path + "?logAfter=0", "", h.tokens["fremen"]).json();
  EXPECT_TRUE(tail.at("log").as_array().empty());
}

TEST_F(ApiTest, ActionsAndErrors) {
  HumanGame h = human_game(port_);
  const std::string path = "/api/games/" + h.game.code + "/actions";
  // Find a seat that must act and one that must not.
  std::string actor, idle;
  json::value actorView;
  for (const std::string& f : all_factions()) {
    json::value v = get_view(port_, h.game.code, h.tokens[f]);
    if (!v.at("legal").as_array().empty() && actor.empty()) {
      actor = f;
      actorView = v;
    }
    if (v.at("pending").as_array().empty() && idle.empty()) idle = f;
  }
  ASSERT_FALSE(actor.empty());
  const json::value legal = actorView.at("legal").as_array()[0];
  const std::string tok = h.tokens[actor];

  expect_error(request(port_, "POST", path, action_body(0, "r1", legal)), 401, "unauthorized");
  expect_error(request(port_, "POST", path, action_body(0, "r1", legal), h.game.hostToken), 403, "forbidden");
  expect_error(request(port_, "POST", path, "{", tok), 400, "bad_json");
  expect_error(request(port_, "POST", path, "", tok), 400, "bad_json");
  expect_error(request(port_, "POST", path, R"({"requestId":"a","action":{"type":"pass"}})", tok), 400,
               "bad_request");
  expect_error(request(port_, "POST", path, R"({"expectedVersion":-1,"requestId":"a","action":{}})", tok),
               400, "bad_request");
  expect_error(request(port_, "POST", path, R"({"expectedVersion":0,"requestId":"","action":{}})", tok), 400,
               "bad_request");
  expect_error(request(port_, "POST", path, R"({"expectedVersion":0,"requestId":"a"})", tok), 400,
               "bad_request");
  expect_error(
      request(port_, "POST", path, R"({"expectedVersion":0,"requestId":"a","action":{"type":"fly"}})", tok),
      400, "bad_action");
  expect_error(request(port_, "POST", path,
                       json::serialize(json::object{
                           {"expectedVersion", 0}, {"requestId", "a"}, {"seat", "guild"}, {"action", legal}}),
                       actor == "guild" ? h.tokens["fremen"] : tok),
               403, "forbidden");
  // Illegal: a seat with nothing pending acts.
  if (!idle.empty()) {
    Response r = request(port_, "POST", path, action_body(0, "idle-1", legal), h.tokens[idle]);
    EXPECT_EQ(r.status, 422) << r.body;
    EXPECT_EQ(r.error_code().rfind("illegal.", 0), 0u) << r.body;
  }
  // Accepted, then stale, then replayed.
  Response ok = request(port_, "POST", path, action_body(0, "first", legal), tok);
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(ok.json().at("version").to_number<int>(), 1);
  Response stale = request(port_, "POST", path, action_body(0, "second", legal), tok);
  expect_error(stale, 409, "stale_version");
  EXPECT_EQ(stale.json().at("error").at("currentVersion").to_number<int>(), 1);
  Response again = request(port_, "POST", path, action_body(0, "first", legal), tok);
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.body, ok.body);
  EXPECT_EQ(again.headers["idempotent-replayed"], "true");
  // The same request id from another seat is a conflict, not a replay.
  expect_error(request(port_, "POST", path, action_body(1, "first", legal),
                       h.tokens[actor == "fremen" ? "guild" : "fremen"]),
               409, "request_id_conflict");
  EXPECT_EQ(request(port_, "GET", "/api/games/" + h.game.code).json().at("version").to_number<int>(), 1);
}

TEST_F(ApiTest, OversizedAndMalformedRequests) {
  HumanGame h = human_game(port_);
  std::string big(100 * 1024, 'x');
  Response r = request(port_, "POST", "/api/games/" + h.game.code + "/actions", big, h.tokens["fremen"]);
  expect_error(r, 413, "body_too_large");
  expect_error(request(port_, "POST", "/api/games", "{\"factions\":[\"" + big + "\"]}"), 413,
               "body_too_large");
  Response garbage = raw_request(port_, "THIS IS NOT HTTP\r\n\r\n");
  EXPECT_EQ(garbage.status, 400);
  std::string hugeHeader =
      "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(20000, 'a') + "\r\n\r\n";
  EXPECT_EQ(raw_request(port_, hugeHeader).status, 431);
  // Deeply nested JSON is refused cleanly.
  std::string nested(5000, '[');
  Response deep = request(port_, "POST", "/api/games", nested);
  EXPECT_EQ(deep.status, 400);
  // The server still answers.
  EXPECT_EQ(request(port_, "GET", "/healthz").status, 200);
}

TEST_F(ApiTest, CasRaceHasExactlyOneWinnerPerVersion) {
  HumanGame h = human_game(port_);
  for (int round = 0; round < 5; ++round) {
    // Whoever must act now: every thread posts its legal action with the same expectedVersion.
    std::string actor;
    json::value v;
    for (const std::string& f : all_factions()) {
      v = get_view(port_, h.game.code, h.tokens[f]);
      if (!v.at("legal").as_array().empty()) {
        actor = f;
        break;
      }
    }
    ASSERT_FALSE(actor.empty());
    const std::uint64_t version = v.at("version").to_number<std::uint64_t>();
    const json::array legal = v.at("legal").as_array();
    constexpr int kThreads = 8;
    std::vector<int> status(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        Response r = request(port_, "POST", "/api/games/" + h.game.code + "/actions",
                             action_body(version, "race-" + std::to_string(round) + "-" + std::to_string(t),
                                         legal[static_cast<std::size_t>(t) % legal.size()]),
                             h.tokens[actor]);
        status[static_cast<std::size_t>(t)] = r.status;
      });
    for (auto& t : threads) t.join();
    EXPECT_EQ(std::count(status.begin(), status.end(), 200), 1);
    EXPECT_EQ(std::count(status.begin(), status.end(), 409), kThreads - 1);
    EXPECT_EQ(
        request(port_, "GET", "/api/games/" + h.game.code).json().at("version").to_number<std::uint64_t>(),
        version + 1);
  }
}

TEST_F(ApiTest, ConcurrentRetriesOfOneRequestApplyOnce) {
  HumanGame h = human_game(port_);
  std::string actor;
  json::value v;
  for (const std::string& f : all_factions()) {
    v = get_view(port_, h.game.code, h.tokens[f]);
    if (!v.at("legal").as_array().empty()) {
      actor = f;
      break;
    }
  }
  const json::value legal = v.at("legal").as_array()[0];
  std::vector<std::string> bodies(6);
  std::vector<std::thread> threads;
  for (int t = 0; t < 6; ++t)
    threads.emplace_back([&, t] {
      bodies[static_cast<std::size_t>(t)] = request(port_, "POST", "/api/games/" + h.game.code + "/actions",
                                                    action_body(0, "same-id", legal), h.tokens[actor])
                                                .body;
    });
  for (auto& t : threads) t.join();
  for (auto& b : bodies) EXPECT_EQ(b, R"({"version":1})");
  EXPECT_EQ(request(port_, "GET", "/api/games/" + h.game.code).json().at("version").to_number<int>(), 1);
}

TEST_F(ApiTest, Metrics) {
  HumanGame h = human_game(port_);
  play_one(port_, h, 0, "m1");
  request(port_, "POST", "/api/games/" + h.game.code + "/actions", action_body(0, "m2", json::object{}),
          h.tokens["fremen"]);
  Response m = request(port_, "GET", "/metrics");
  ASSERT_EQ(m.status, 200);
  EXPECT_NE(m.headers["content-type"].find("text/plain"), std::string::npos);
  for (const char* s :
       {"dune_games 1", "dune_actions_total 1", "dune_request_duration_seconds_bucket{le=\"+Inf\"}",
        "dune_http_requests_total{status=\"200\"}", "dune_errors_total{code=\""})
    EXPECT_NE(m.body.find(s), std::string::npos) << s << "\n" << m.body;
  EXPECT_EQ(m.body.find(h.game.hostToken), std::string::npos);
}

TEST(ApiRateLimit, TooManyRequestsPerToken) {
  auto dir = temp_dir("rate");
  auto o = test_options(dir / "dune.sqlite");
  o.api.ratePerSecond = 1;
  o.api.rateBurst = 5;
  auto srv = start_server(o);
  CreatedGame g = create_game(srv->port(), kSixHumans);
  std::string tok = claim(srv->port(), g, "fremen");
  int ok = 0, limited = 0;
  for (int i = 0; i < 12; ++i) {
    Response r = request(srv->port(), "GET", "/api/games/" + g.code + "/view", "", tok);
    if (r.status == 200) ++ok;
    if (r.status == 429) {
      ++limited;
      EXPECT_EQ(r.error_code(), "rate_limited");
    }
  }
  EXPECT_GE(ok, 5);
  EXPECT_LE(ok, 7);
  EXPECT_GE(limited, 5);
  // Another token has its own bucket.
  std::string other = claim(srv->port(), g, "guild");
  EXPECT_EQ(request(srv->port(), "GET", "/api/games/" + g.code + "/view", "", other).status, 200);
  srv.reset();
  std::filesystem::remove_all(dir);
}

TEST(ApiStatic, ServesFilesAndRefusesTraversal) {
  auto dir = temp_dir("static");
  std::filesystem::create_directories(dir / "www" / "assets");
  { std::ofstream(dir / "www" / "index.html") << "<h1>dune</h1>"; }
  { std::ofstream(dir / "www" / "assets" / "app.js") << "console.log(1)"; }
  { std::ofstream(dir / "secret.txt") << "secret"; }
  auto o = test_options(dir / "dune.sqlite");
  o.api.staticDir = (dir / "www").string();
  auto srv = start_server(o);
  Response index = request(srv->port(), "GET", "/");
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.body, "<h1>dune</h1>");
  EXPECT_NE(index.headers["content-type"].find("text/html"), std::string::npos);
  Response js = request(srv->port(), "GET", "/assets/app.js");
  EXPECT_EQ(js.status, 200);
  EXPECT_NE(js.headers["content-type"].find("javascript"), std::string::npos);
  EXPECT_EQ(request(srv->port(), "GET", "/../secret.txt").status, 404);
  EXPECT_EQ(request(srv->port(), "GET", "/assets/%2e%2e/%2e%2e/secret.txt").status, 404);
  EXPECT_EQ(request(srv->port(), "GET", "/missing.js").status, 404);
  srv.reset();
  std::filesystem::remove_all(dir);
}

TEST_F(ApiTest, SixBotsPlayToTheEnd) {
  Response r = request(
      port_, "POST", "/api/games",
      R"({"factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"],"bots":true})");
  ASSERT_EQ(r.status, 201) << r.body;
  std::string code(r.json().at("code").as_string());
  bool over =
      wait_until([&] { return request(port_, "GET", "/api/games/" + code).json().at("over").as_bool(); },
                 std::chrono::seconds(50));
  json::value sum = request(port_, "GET", "/api/games/" + code).json();
  ASSERT_TRUE(over) << json::serialize(sum);
  EXPECT_GT(sum.at("version").to_number<int>(), 50);
  EXPECT_NE(sum.at("outcome").at("kind").as_string(), "none");
  Response m = request(port_, "GET", "/metrics");
  EXPECT_NE(m.body.find("dune_bot_actions_total " + std::to_string(sum.at("version").to_number<int>())),
            std::string::npos);
}

// The Advanced game (GF9 Rulebook 2019, Advanced rules): created through the API, its ruleset in
// the summary and in a seat's view, and played forward by bot seats through the same path.
TEST_F(ApiTest, AdvancedGameIsCreatedAndBotsPlayIt) {
  CreatedGame g = create_game(
      port_,
      R"({"ruleset":"advanced","factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"],)"
      R"("bots":["bene_gesserit","emperor","fremen","guild","harkonnen"]})");
  json::value sum = request(port_, "GET", "/api/games/" + g.code).json();
  EXPECT_EQ(sum.at("ruleset").as_string(), "advanced");
  std::string atreides = claim(port_, g, "atreides");
  json::value v = get_view(port_, g.code, atreides);
  EXPECT_EQ(v.at("view").at("ruleset").at("kind").as_string(), "advanced");
  EXPECT_TRUE(v.at("view").as_object().contains("kwisatz_haderach"));
  EXPECT_TRUE(v.at("view").at("spice_discard_b").is_array());
  EXPECT_TRUE(v.at("view").at("players").at("atreides").as_object().contains("karama_power_used"));
  // The bots play their setup decisions; the one human seat then plays the first legal action
  // whenever it is asked, and the game moves well past setup.
  std::uint64_t version = 0;
  bool far = wait_until(
      [&] {
        json::value s = get_view(port_, g.code, atreides);
        version = s.at("version").to_number<std::uint64_t>();
        if (s.at("view").at("turn").to_number<int>() >= 2 ||
            s.at("view").at("phase").as_string() == "game_over")
          return true;
        const json::array& legal = s.at("legal").as_array();
        if (!s.at("pending").as_array().empty() && !legal.empty())
          request(port_, "POST", "/api/games/" + g.code + "/actions",
                  action_body(version, "h" + std::to_string(version), legal.front()), atreides);
        return false;
      },
      std::chrono::seconds(50));
  EXPECT_TRUE(far) << "stuck at version " << version;
  EXPECT_GT(version, 20u);
  Response m = request(port_, "GET", "/metrics");
  EXPECT_EQ(m.body.find("dune_bot_actions_total 0\n"), std::string::npos);
}

}  // namespace
}  // namespace dune::testing_server
