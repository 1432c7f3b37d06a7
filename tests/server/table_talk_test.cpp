// Table talk (issue 39) against a real server on loopback: a public channel and private channels
// between two seats. Leak tests with three seats, the host and a spectator on every read path (the
// GET with its cursor, the stream, the summary, the views); refusals with their codes; the rate
// limit; idempotent retries; messages kept across a restart; a bot turning down a person's alliance
// says why, to that person only.
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include "server/table_talk.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// A blocking WebSocket client; every frame it reads is kept raw as well.
struct WsClient {
  net::io_context ioc;
  websocket::stream<tcp::socket> ws{ioc};
  std::vector<std::string> frames;
  void connect(unsigned short port, const std::string& code, const std::string& token) {
    ws.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    timeval tv{10, 0};
    ::setsockopt(ws.next_layer().native_handle(), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    if (!token.empty())
      ws.set_option(websocket::stream_base::decorator([token](websocket::request_type& req) {
        req.set(beast::http::field::authorization, "Bearer " + token);
      }));
    ws.handshake("127.0.0.1", "/api/games/" + code + "/stream");
  }
  json::value read() {
    beast::flat_buffer buf;
    ws.read(buf);
    frames.push_back(beast::buffers_to_string(buf.data()));
    return parse_json(frames.back()).value();
  }
  // The texts of the table-talk messages read until (and with) the one whose text is `last`.
  std::vector<std::string> messages_until(const std::string& last) {
    std::vector<std::string> out;
    for (int i = 0; i < 2000; ++i) {
      json::value f = read();
      if (f.at("type").as_string() != "message") continue;
      out.emplace_back(f.at("message").at("text").as_string());
      if (out.back() == last) return out;
    }
    ADD_FAILURE() << "no message " << last;
    return out;
  }
};

std::string messages_path(const std::string& code, std::uint32_t after = 0) {
  return "/api/games/" + code + "/messages" + (after ? "?after=" + std::to_string(after) : "");
}

Response say(unsigned short port, const std::string& code, const std::string& token, const std::string& text,
             const std::string& to = "", const std::string& rid = "") {
  json::object body{{"text", text}};
  if (!to.empty()) body["to"] = to;
  if (!rid.empty()) body["requestId"] = rid;
  return request(port, "POST", messages_path(code), json::serialize(body), token);
}

std::vector<std::string> texts(const Response& r) {
  std::vector<std::string> out;
  const json::value body = r.json();
  for (const json::value& m : body.at("messages").as_array()) out.emplace_back(m.at("text").as_string());
  return out;
}

using Strings = std::vector<std::string>;

// Three seats (two of them bots' neighbours), a spectator and the host: each reads exactly what it
// may, on the stream and with GET, and no other answer of the server holds a private message.
class TableTalk : public ServerTest {
 protected:
  void SetUp() override {
    ServerTest::SetUp();
    g_ = create_game(
        port_,
        R"({"factions":["atreides","fremen","harkonnen","emperor","guild"],"bots":["emperor","guild"]})");
    for (const char* f : {"atreides", "fremen", "harkonnen"}) tokens_[f] = claim(port_, g_, f);
  }
  CreatedGame g_;
  std::map<std::string, std::string> tokens_;
};

TEST_F(TableTalk, PrivateMessagesReachTheirTwoSeatsOnlyOnEveryReadPath) {
  WsClient a, f, h, spectator, host;
  a.connect(port_, g_.code, tokens_["atreides"]);
  f.connect(port_, g_.code, tokens_["fremen"]);
  h.connect(port_, g_.code, tokens_["harkonnen"]);
  spectator.connect(port_, g_.code, "");
  host.connect(port_, g_.code, g_.hostToken);
  for (WsClient* c : {&a, &f, &h, &spectator, &host}) EXPECT_EQ(c->read().at("type").as_string(), "hello");

  Response r = say(port_, g_.code, tokens_["atreides"], "  Spice for a vote?  ");
  ASSERT_EQ(r.status, 201) << r.body;
  const json::value first = r.json().at("message");
  EXPECT_EQ(first.at("text").as_string(), "Spice for a vote?") << "trimmed";
  EXPECT_EQ(first.at("from").as_string(), "atreides");
  EXPECT_TRUE(first.at("to").is_null());
  EXPECT_EQ(first.at("id").to_number<int>(), 1);
  ASSERT_EQ(say(port_, g_.code, tokens_["atreides"], "secret-AF: ally with me", "fremen").status, 201);
  ASSERT_EQ(say(port_, g_.code, tokens_["fremen"], "secret-FH: the Atreides asked me", "harkonnen").status,
            201);
  ASSERT_EQ(say(port_, g_.code, tokens_["harkonnen"], "<b>marker</b> & <script>x()</script>").status, 201);
  const std::string marker = "<b>marker</b> & <script>x()</script>";

  EXPECT_EQ(a.messages_until(marker), (Strings{"Spice for a vote?", "secret-AF: ally with me", marker}));
  EXPECT_EQ(f.messages_until(marker), (Strings{"Spice for a vote?", "secret-AF: ally with me",
                                               "secret-FH: the Atreides asked me", marker}));
  EXPECT_EQ(h.messages_until(marker),
            (Strings{"Spice for a vote?", "secret-FH: the Atreides asked me", marker}));
  EXPECT_EQ(spectator.messages_until(marker), (Strings{"Spice for a vote?", marker}));
  EXPECT_EQ(host.messages_until(marker), (Strings{"Spice for a vote?", marker}));
  // No frame of any stream carries a private message it may not read (hello and updates included).
  for (const std::string& s : a.frames) EXPECT_EQ(s.find("secret-FH"), std::string::npos);
  for (const std::string& s : h.frames) EXPECT_EQ(s.find("secret-AF"), std::string::npos);
  for (WsClient* c : {&spectator, &host})
    for (const std::string& s : c->frames)
      EXPECT_EQ(s.find("secret-"), std::string::npos) << s.substr(0, 200);

  // GET, with each token, without one, and with the cursor.
  auto read = [&](const std::string& token, std::uint32_t after = 0) {
    Response x = request(port_, "GET", messages_path(g_.code, after), "", token);
    EXPECT_EQ(x.status, 200) << x.body;
    return x;
  };
  EXPECT_EQ(texts(read(tokens_["atreides"])),
            (Strings{"Spice for a vote?", "secret-AF: ally with me", marker}));
  EXPECT_EQ(texts(read(tokens_["fremen"])), (Strings{"Spice for a vote?", "secret-AF: ally with me",
                                                     "secret-FH: the Atreides asked me", marker}));
  EXPECT_EQ(texts(read(tokens_["harkonnen"])),
            (Strings{"Spice for a vote?", "secret-FH: the Atreides asked me", marker}));
  EXPECT_EQ(texts(read("")), (Strings{"Spice for a vote?", marker}));
  EXPECT_EQ(texts(read(g_.hostToken)), (Strings{"Spice for a vote?", marker}));
  Response later = read(tokens_["harkonnen"], 2);
  EXPECT_EQ(texts(later), (Strings{"secret-FH: the Atreides asked me", marker}));
  EXPECT_EQ(later.json().at("last").to_number<int>(), 4);
  EXPECT_FALSE(later.json().at("more").as_bool());
  EXPECT_TRUE(texts(read("", 4)).empty());
  EXPECT_EQ(read("", 4).json().at("last").to_number<int>(), 4) << "an empty page keeps the cursor";

  // Nothing else the server answers holds a message: the summary, every view, the history routes.
  std::vector<std::string> bodies{request(port_, "GET", "/api/games/" + g_.code).body,
                                  request(port_, "GET", "/api/games/" + g_.code + "/history").body,
                                  request(port_, "GET", "/api/games/" + g_.code + "/file").body};
  for (const std::string& t : {tokens_["atreides"], tokens_["fremen"], tokens_["harkonnen"], g_.hostToken})
    bodies.push_back(request(port_, "GET", "/api/games/" + g_.code + "/view", "", t).body);
  for (const std::string& b : bodies) {
    EXPECT_EQ(b.find("secret-"), std::string::npos) << b.substr(0, 200);
    EXPECT_EQ(b.find("Spice for a vote"), std::string::npos);
  }
}

TEST_F(TableTalk, RefusalsSayWhy) {
  const std::string& t = tokens_["atreides"];
  struct Bad {
    std::string body, token;
    int status;
    std::string code;
  };
  const std::string long501(501, 'x');
  std::string accents;
  for (int i = 0; i < 501; ++i) accents += "\xC3\xA9";  // é, 501 characters in 1002 bytes
  const std::vector<Bad> bad = {
      {"{nope", t, 400, "bad_json"},
      {R"({"to":"fremen"})", t, 400, "bad_request"},
      {R"({"text":5})", t, 400, "bad_request"},
      {R"({"text":"hi","colour":"red"})", t, 400, "bad_request"},
      {R"({"text":"   "})", t, 400, "empty_message"},
      {R"({"text":""})", t, 400, "empty_message"},
      {R"({"text":")" + long501 + "\"}", t, 400, "message_too_long"},
      {R"({"text":")" + accents + "\"}", t, 400, "message_too_long"},
      {R"({"text":"two\nlines"})", t, 400, "bad_text"},
      {R"({"text":"a\ttab"})", t, 400, "bad_text"},
      {R"({"text":"bell\u0007"})", t, 400, "bad_text"},
      {R"({"text":"c1\u0085"})", t, 400, "bad_text"},
      {R"({"text":"abc\u202Eevil"})", t, 400, "bad_text"},
      {R"({"text":"hi","to":"atreides"})", t, 400, "bad_recipient"},
      {R"({"text":"hi","to":"ixian"})", t, 400, "bad_recipient"},
      {R"({"text":"hi","to":"nobody"})", t, 400, "bad_recipient"},
      {R"({"text":"hi","to":3})", t, 400, "bad_recipient"},
      {R"({"text":"hi","requestId":""})", t, 400, "bad_request"},
      {R"({"text":"hi"})", g_.hostToken, 403, "forbidden"},
      {R"({"text":"hi"})", "", 401, "unauthorized"},
  };
  for (const Bad& b : bad) {
    Response r = request(port_, "POST", messages_path(g_.code), b.body, b.token);
    EXPECT_EQ(r.status, b.status) << b.body.substr(0, 60) << ": " << r.body;
    EXPECT_EQ(r.error_code(), b.code) << b.body.substr(0, 60);
    EXPECT_GT(r.json().at("error").at("message").as_string().size(), 10u);
  }
  EXPECT_EQ(request(port_, "GET", messages_path(g_.code) + "?after=x", "", t).status, 400);
  EXPECT_EQ(request(port_, "GET", messages_path(g_.code) + "?after=-1", "", t).status, 400);
  EXPECT_EQ(request(port_, "GET", "/api/games/ZZZZZZZZ/messages", "", t).status, 404);
  EXPECT_EQ(request(port_, "DELETE", messages_path(g_.code), "", t).status, 405);
  // None of them was stored; 500 characters of two bytes each are fine, and markup is kept as text.
  EXPECT_TRUE(texts(request(port_, "GET", messages_path(g_.code), "", t)).empty());
  std::string ok;
  for (int i = 0; i < 500; ++i) ok += "\xC3\xA9";
  EXPECT_EQ(say(port_, g_.code, t, ok).status, 201);
  EXPECT_EQ(
      say(port_, g_.code, t, "<img src=x onerror=alert(1)>").json().at("message").at("text").as_string(),
      "<img src=x onerror=alert(1)>");
}

TEST_F(TableTalk, RateLimitPerSeatAndIdempotentRetries) {
  const std::string& a = tokens_["atreides"];
  for (int i = 0; i < 5; ++i) ASSERT_EQ(say(port_, g_.code, a, "m" + std::to_string(i)).status, 201);
  Response sixth = say(port_, g_.code, a, "one too many");
  EXPECT_EQ(sixth.status, 429);
  EXPECT_EQ(sixth.error_code(), "message_rate_limited");
  EXPECT_NE(sixth.json().at("error").at("message").as_string().find("at most 5 every 10 seconds"),
            json::string::npos);
  EXPECT_FALSE(sixth.headers["retry-after"].empty());
  EXPECT_EQ(say(port_, g_.code, tokens_["fremen"], "another seat talks on").status, 201);
  // A retry of a stored message gets its first answer, even over the rate.
  Response first = say(port_, g_.code, tokens_["fremen"], "deal", "", "req-1");
  ASSERT_EQ(first.status, 201);
  Response again = say(port_, g_.code, tokens_["fremen"], "deal", "", "req-1");
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.headers["idempotent-replayed"], "true");
  EXPECT_EQ(again.json().at("message"), first.json().at("message"));
  EXPECT_EQ(say(port_, g_.code, tokens_["harkonnen"], "deal", "", "req-1").status, 409);
  EXPECT_EQ(say(port_, g_.code, a, "still too fast", "", "req-1").status, 409)
      << "another seat's id, even rate-limited";
  std::vector<std::string> all = texts(request(port_, "GET", messages_path(g_.code), "", a));
  EXPECT_EQ(std::count(all.begin(), all.end(), "deal"), 1);
  EXPECT_EQ(std::count(all.begin(), all.end(), "one too many"), 0);
}

TEST(MessageRate, SlidingWindow) {
  server::MessageRate r;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 5; ++i) EXPECT_EQ(r.take(t0 + std::chrono::seconds(i)).count(), 0);
  EXPECT_GT(r.take(t0 + std::chrono::seconds(9)).count(), 0);
  EXPECT_EQ(r.take(t0 + std::chrono::seconds(10)).count(), 0) << "the first left the window";
  EXPECT_GT(r.take(t0 + std::chrono::milliseconds(10500)).count(), 0);
  EXPECT_EQ(r.take(t0 + std::chrono::seconds(11)).count(), 0);
}

// Messages are stored with the game: after a restart every reader reads the same, the ids go on,
// and a stream opened after it receives the new ones.
TEST(TableTalkRestart, MessagesSurviveARestart) {
  auto dir = temp_dir("talk-restart");
  auto o = test_options(dir / "dune.sqlite");
  CreatedGame g;
  std::map<std::string, std::string> tokens;
  std::map<std::string, std::string> before;
  {
    auto srv = start_server(o);
    g = create_game(srv->port(), R"({"factions":["atreides","fremen","harkonnen"],"bots":["harkonnen"]})");
    for (const char* f : {"atreides", "fremen"}) tokens[f] = claim(srv->port(), g, f);
    ASSERT_EQ(say(srv->port(), g.code, tokens["atreides"], "before the restart").status, 201);
    ASSERT_EQ(say(srv->port(), g.code, tokens["fremen"], "private before", "atreides").status, 201);
    for (auto& [f, t] : tokens) before[f] = request(srv->port(), "GET", messages_path(g.code), "", t).body;
    before["public"] = request(srv->port(), "GET", messages_path(g.code)).body;
    srv->stop();
  }
  auto again = start_server(o);
  for (auto& [f, t] : tokens)
    EXPECT_EQ(request(again->port(), "GET", messages_path(g.code), "", t).body, before[f]);
  EXPECT_EQ(request(again->port(), "GET", messages_path(g.code)).body, before["public"]);
  WsClient fremen;
  fremen.connect(again->port(), g.code, tokens["fremen"]);
  fremen.read();
  Response r = say(again->port(), g.code, tokens["atreides"], "after the restart", "fremen");
  ASSERT_EQ(r.status, 201);
  EXPECT_EQ(r.json().at("message").at("id").to_number<int>(), 3);
  EXPECT_EQ(fremen.messages_until("after the restart"), Strings{"after the restart"});
  again.reset();
  std::filesystem::remove_all(dir);
}

// A person proposes an alliance to a bot in a Nexus; the bot turns it down (the person holds no
// stronghold, so together they would be no closer to a win) and says why, to the person only.
TEST_F(ServerTest, BotDecliningAnAllianceSaysWhyToTheProposer) {
  json::value file = json::parse(R"({"format": "dune-game",
      "setup": {"ruleset": "basic", "factions": ["atreides", "emperor", "harkonnen"], "random_seating": false},
      "position": {"turn": 3, "phase": "nexus", "storm_sector": 0,
                   "forces": [{"faction": "atreides", "territory": "the_great_flat", "count": 5},
                              {"faction": "emperor", "territory": "arrakeen", "count": 5},
                              {"faction": "harkonnen", "territory": "old_gap", "sector": 9, "count": 5}]}})");
  CreatedGame g = create_game(port_, json::serialize(json::object{
                                         {"gameFile", file}, {"bots", json::array{"emperor", "harkonnen"}}}));
  const std::string atreides = claim(port_, g, "atreides");
  json::value v = get_view(port_, g.code, atreides);
  json::value propose;
  for (const json::value& a : v.at("legal").as_array())
    if (a.at("type").as_string() == "ally" && a.at("faction").as_string() == "emperor") propose = a;
  ASSERT_FALSE(propose.is_null()) << json::serialize(v.at("legal"));
  Response r = request(port_, "POST", "/api/games/" + g.code + "/actions",
                       action_body(v.at("version").to_number<std::uint64_t>(), "propose", propose), atreides);
  ASSERT_EQ(r.status, 200) << r.body;
  std::vector<std::string> seen;
  ASSERT_TRUE(wait_until(
      [&] {
        seen = texts(request(port_, "GET", messages_path(g.code), "", atreides));
        return !seen.empty();
      },
      std::chrono::seconds(10)))
      << "no reason from the bot";
  Response mine = request(port_, "GET", messages_path(g.code), "", atreides);
  const json::value m = mine.json().at("messages").at(0);
  EXPECT_EQ(m.at("from").as_string(), "emperor");
  EXPECT_EQ(m.at("to").as_string(), "atreides");
  EXPECT_NE(seen[0].find("stronghold"), std::string::npos) << seen[0];
  EXPECT_EQ(seen.size(), 1u) << "one line";
  EXPECT_TRUE(texts(request(port_, "GET", messages_path(g.code))).empty()) << "private: not public";
  EXPECT_TRUE(texts(request(port_, "GET", messages_path(g.code), "", g.hostToken)).empty());
}

}  // namespace
}  // namespace dune::testing_server
