// The WebSocket stream: a seat gets its view on connect and on every new version, a spectator
// gets the public view, a bad token is refused before the upgrade, and a client that never
// reads does not hold up the game.
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include "tests/server/test_support.hpp"
#include "tests/server/ws_client.hpp"

namespace dune::testing_server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

using StreamTest = ServerTest;

TEST_F(StreamTest, SeatGetsViewOnConnectAndOnEveryVersion) {
  HumanGame h = human_game(port_);
  WsClient seat, spectator, byQuery;
  seat.connect(port_, "/api/games/" + h.game.code + "/stream", h.tokens["bene_gesserit"]);
  spectator.connect(port_, "/api/games/" + h.game.code + "/stream");
  byQuery.connect(port_, "/api/games/" + h.game.code + "/stream?token=" + h.tokens["fremen"]);
  json::value hello = seat.read();
  EXPECT_EQ(hello.at("type").as_string(), "hello");
  EXPECT_EQ(hello.at("seat").as_string(), "bene_gesserit");
  EXPECT_EQ(hello.at("version").to_number<int>(), 0);
  EXPECT_FALSE(hello.at("log").as_array().empty());
  json::value pubHello = spectator.read();
  EXPECT_TRUE(pubHello.at("seat").is_null());
  EXPECT_TRUE(pubHello.at("view").at("hand").as_array().empty());
  EXPECT_TRUE(pubHello.at("legal").as_array().empty());
  EXPECT_EQ(byQuery.read().at("seat").as_string(), "fremen");

  for (int i = 1; i <= 3; ++i) {
    ASSERT_EQ(play_one(port_, h, 0, "s-" + std::to_string(i)), static_cast<std::uint64_t>(i));
    json::value up = seat.read();
    EXPECT_EQ(up.at("type").as_string(), "update");
    EXPECT_EQ(up.at("version").to_number<int>(), i);
    EXPECT_EQ(json::serialize(up.at("view")),
              json::serialize(get_view(port_, h.game.code, h.tokens["bene_gesserit"]).at("view")));
    for (auto& l : up.at("log").as_array()) EXPECT_EQ(l.at("version").to_number<int>(), i);
    EXPECT_EQ(spectator.read().at("version").to_number<int>(), i);
    EXPECT_EQ(byQuery.read().at("version").to_number<int>(), i);
  }
}

TEST_F(StreamTest, RefusesBadTokensBeforeTheUpgrade) {
  HumanGame h = human_game(port_);
  WsClient c;
  try {
    c.connect(port_, "/api/games/" + h.game.code + "/stream?token=wrong");
    FAIL() << "the handshake should have been refused";
  } catch (const beast::system_error& e) {
    EXPECT_EQ(e.code(), websocket::error::upgrade_declined);
  }
  Response plain = request(port_, "GET", "/api/games/" + h.game.code + "/stream");
  EXPECT_EQ(plain.status, 426);
}

TEST_F(StreamTest, AClientThatNeverReadsDoesNotStallTheGame) {
  Response r = request(port_, "POST", "/api/games",
                       R"({"factions":["atreides","emperor","fremen","guild"],"bots":true})");
  ASSERT_EQ(r.status, 201);
  std::string code(r.json().at("code").as_string());
  WsClient idle;  // connects, never reads
  idle.connect(port_, "/api/games/" + code + "/stream", "", true);
  // A slow HTTP client too: sends half a request and waits.
  int slow = connect_to(port_);
  send_all(slow, "GET /healthz HTTP/1.1\r\nHo");
  bool over =
      wait_until([&] { return request(port_, "GET", "/api/games/" + code).json().at("over").as_bool(); },
                 std::chrono::seconds(50));
  EXPECT_TRUE(over);
  EXPECT_EQ(request(port_, "GET", "/healthz").status, 200);
  ::close(slow);
}

}  // namespace
}  // namespace dune::testing_server
