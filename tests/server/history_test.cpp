// Finished games over HTTP (server/history.cpp, docs/API.md "History"; issue 17 item 9): the game
// file and the public view at a version or at the end of a turn, replayed from the stored log.
// Refused with 409 while the game is played; every position is a spectator's (no hand, no
// traitors, spice behind the shields until the end).
#include <gtest/gtest.h>

#include "engine/codec/game_file.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

using HistoryTest = ServerTest;

// A game of six bots, two turns long, played to its end; its summary.
json::value finished_game(unsigned short port, std::string& code, std::string* hostToken = nullptr) {
  Response r = request(
      port, "POST", "/api/games",
      R"({"factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"],"bots":true,)"
      R"("options":{"maxTurns":2}})");
  if (r.status != 201) throw std::runtime_error("create: " + r.body);
  code = std::string(r.json().at("code").as_string());
  if (hostToken) *hostToken = std::string(r.json().at("hostToken").as_string());
  const std::string c = code;
  wait_until([&] { return request(port, "GET", "/api/games/" + c).json().at("over").as_bool(); },
             std::chrono::seconds(50));
  return request(port, "GET", "/api/games/" + code).json();
}

// A spectator's view: no hand, no traitors, nobody's spice unless the game is over.
void expect_public(const json::value& view) {
  EXPECT_TRUE(view.at("hand").as_array().empty());
  EXPECT_TRUE(view.at("traitors").as_array().empty());
  const bool over = view.at("phase").as_string() == "game_over";
  for (const auto& kv : view.at("players").as_object()) {
    const auto spice = kv.value().at("spice").to_number<int>();
    if (over)
      EXPECT_GE(spice, 0) << kv.key();
    else
      EXPECT_EQ(spice, -1) << kv.key();
  }
}

TEST_F(HistoryTest, RefusedWhileTheGameIsPlayed) {
  HumanGame h = human_game(port_);
  for (const char* what : {"/file", "/history", "/history?version=0"})
    expect_error(request(port_, "GET", "/api/games/" + h.game.code + what), 409, "game_not_over");
  // A seat's or the host's token does not open it either.
  expect_error(request(port_, "GET", "/api/games/" + h.game.code + "/file", "", h.game.hostToken), 409,
               "game_not_over");
  expect_error(request(port_, "GET", "/api/games/nosuchgame/file"), 404, "not_found");
  expect_error(request(port_, "POST", "/api/games/" + h.game.code + "/history"), 405, "method_not_allowed");
}

TEST_F(HistoryTest, GameFileReplaysToTheFinalPosition) {
  std::string code;
  json::value sum = finished_game(port_, code);
  ASSERT_TRUE(sum.at("over").as_bool()) << json::serialize(sum);
  Response f = request(port_, "GET", "/api/games/" + code + "/file");
  ASSERT_EQ(f.status, 200) << f.body;
  EXPECT_EQ(f.headers["content-disposition"], "attachment; filename=\"dune-" + code + ".json\"");
  auto file = parse_game_file(f.body);
  ASSERT_TRUE(file.ok()) << file.error().message;
  EXPECT_EQ(file.value().actions.size(), sum.at("version").to_number<std::size_t>());
  auto g = replay(file.value());
  ASSERT_TRUE(g.ok()) << g.error().message;
  EXPECT_TRUE(is_over(g.value()));
  EXPECT_EQ(g.value().version, sum.at("version").to_number<std::uint32_t>());
  // The final public view the server shows equals the replayed game's.
  Response h = request(port_, "GET", "/api/games/" + code + "/history");
  ASSERT_EQ(h.status, 200) << h.body;
  EXPECT_EQ(json::serialize(h.json().at("view")),
            json::serialize(to_json(view(g.value(), Viewer::spectator()))));
  expect_error(request(port_, "GET", "/api/games/" + code + "/file?version=3"), 400, "bad_request");
}

TEST_F(HistoryTest, StepsThroughTurnsAndVersions) {
  std::string code, host;
  json::value sum = finished_game(port_, code, &host);
  ASSERT_TRUE(sum.at("over").as_bool()) << json::serialize(sum);
  const auto last = sum.at("version").to_number<std::int64_t>();
  const std::string base = "/api/games/" + code + "/history";

  json::value end = request(port_, "GET", base).json();
  EXPECT_EQ(end.at("last_version").to_number<std::int64_t>(), last);
  EXPECT_EQ(end.at("version").to_number<std::int64_t>(), last);
  EXPECT_EQ(end.at("view").at("phase").as_string(), "game_over");
  expect_public(end.at("view"));
  // Turns in order, each ending later than the one before, the last at the final version.
  const json::array& turns = end.at("turns").as_array();
  ASSERT_EQ(turns.size(), 2u);  // turns 1 (the setup is part of it) and 2
  std::int64_t prev = -1;
  for (const json::value& t : turns) {
    EXPECT_GT(t.at("version").to_number<std::int64_t>(), prev);
    prev = t.at("version").to_number<std::int64_t>();
  }
  EXPECT_EQ(prev, last);

  // The end of turn 1: the board and the public log as they were then.
  const json::value& t1 = turns[0];
  ASSERT_EQ(t1.at("turn").to_number<int>(), 1);
  json::value at1 = request(port_, "GET", base + "?turn=1").json();
  EXPECT_EQ(at1.at("version"), t1.at("version"));
  EXPECT_EQ(at1.at("turn").to_number<int>(), 1);
  expect_public(at1.at("view"));
  json::value byVersion =
      request(port_, "GET", base + "?version=" + std::to_string(t1.at("version").to_number<std::int64_t>()))
          .json();
  EXPECT_EQ(json::serialize(byVersion.at("view")), json::serialize(at1.at("view")));
  // The public log up to then: the beginning of the final one, no line of a later version.
  const json::array& log1 = at1.at("log").as_array();
  const json::array& logEnd = end.at("log").as_array();
  EXPECT_GT(log1.size(), 10u);
  EXPECT_LT(log1.size(), logEnd.size());
  for (std::size_t i = 0; i < log1.size(); ++i) {
    EXPECT_EQ(log1[i], logEnd[i]);
    EXPECT_LE(log1[i].at("version").to_number<std::int64_t>(), t1.at("version").to_number<std::int64_t>());
  }
  EXPECT_GT(logEnd[log1.size()].at("version").to_number<std::int64_t>(),
            t1.at("version").to_number<std::int64_t>());
  // The same as the live game serves as the public view (the host's; GameRoom's stored lines).
  json::value live = request(port_, "GET", "/api/games/" + code + "/view", "", host).json();
  EXPECT_EQ(json::serialize(live.at("log")), json::serialize(end.at("log")));

  json::value start = request(port_, "GET", base + "?version=0").json();
  EXPECT_EQ(start.at("version").to_number<int>(), 0);
  EXPECT_EQ(start.at("phase").as_string(), "setup");
  for (const json::value& l : start.at("log").as_array()) EXPECT_EQ(l.at("version").to_number<int>(), 0);
  expect_public(start.at("view"));

  expect_error(request(port_, "GET", base + "?version=" + std::to_string(last + 1)), 400, "bad_request");
  expect_error(request(port_, "GET", base + "?version=x"), 400, "bad_request");
  expect_error(request(port_, "GET", base + "?turn=9"), 400, "bad_request");
  expect_error(request(port_, "GET", base + "?turn=1&version=0"), 400, "bad_request");
}

}  // namespace
}  // namespace dune::testing_server
