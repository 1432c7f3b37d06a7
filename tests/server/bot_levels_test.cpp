// Bot levels (issue 38, item 6): a game is created with a bot per seat at a level ("standard": the heuristic
// bot; "strong": the search bot, bots/search_bot.hpp), the host hands a seat to a bot at a level, the
// summary says each bot seat's level, the level survives a restart, and the strong bots play (thinking on
// the server's bot threads, with a small budget here). Bad levels are refused with a sentence.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

std::map<std::string, std::string> levels(const json::value& summary) {
  std::map<std::string, std::string> out;
  for (const json::value& s : summary.at("seats").as_array())
    if (const json::value* l = s.as_object().if_contains("level"))
      out[std::string(s.at("faction").as_string())] = std::string(l->as_string());
  return out;
}

server::ServerOptions small_budget(const std::filesystem::path& db) {
  server::ServerOptions o = test_options(db);
  o.api.botPlayouts = 6;
  o.api.botSeconds = 0.05;
  o.api.botThreads = 1;
  return o;
}

TEST(BotLevels, StrongBotsPlayAndKeepTheirLevel) {
  const auto dir = temp_dir("bot_levels");
  auto srv = start_server(small_budget(dir / "dune.sqlite"));
  CreatedGame g = create_game(
      srv->port(), R"({"factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"],)"
                   R"("bots":[{"faction":"atreides","level":"strong"},"bene_gesserit",{"faction":"emperor"},)"
                   R"("fremen","guild",{"faction":"harkonnen","level":"standard"}],"botLevel":"standard"})");
  const std::string path = "/api/games/" + g.code;
  std::map<std::string, std::string> want{{"atreides", "strong"},  {"bene_gesserit", "standard"},
                                          {"emperor", "standard"}, {"fremen", "standard"},
                                          {"guild", "standard"},   {"harkonnen", "standard"}};
  EXPECT_EQ(levels(request(srv->port(), "GET", path).json()), want);
  // The host makes the Fremen strong too.
  Response r =
      request(srv->port(), "POST", path + "/seats/fremen", R"({"bot":true,"level":"strong"})", g.hostToken);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("level").as_string(), "strong");
  want["fremen"] = "strong";
  EXPECT_EQ(levels(request(srv->port(), "GET", path).json()), want);
  // Every seat a bot: the game moves on, the strong ones deciding on the bots' thread.
  const bool moved = wait_until(
      [&] { return request(srv->port(), "GET", path).json().at("version").to_number<int>() >= 40; },
      std::chrono::seconds(120));
  EXPECT_TRUE(moved) << request(srv->port(), "GET", path).body;
  // A restart keeps the levels (the store's seats), and the game goes on from where it was.
  srv.reset();
  srv = start_server(small_budget(dir / "dune.sqlite"));
  EXPECT_EQ(levels(request(srv->port(), "GET", path).json()), want);
  srv.reset();
  std::filesystem::remove_all(dir);
}

TEST_F(ServerTest, BadBotLevelsAreRefused) {
  const std::string six = R"("factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"])";
  expect_error(
      request(port_, "POST", "/api/games", "{" + six + R"(,"bots":[{"faction":"fremen","level":"hard"}]})"),
      400, "bad_request");
  expect_error(
      request(port_, "POST", "/api/games", "{" + six + R"(,"bots":[{"faction":"fremen","level":""}]})"), 400,
      "bad_request");
  expect_error(request(port_, "POST", "/api/games", "{" + six + R"(,"bots":true,"botLevel":"expert"})"), 400,
               "bad_request");
  expect_error(request(port_, "POST", "/api/games", "{" + six + R"(,"bots":true,"botLevel":2})"), 400,
               "bad_request");
  expect_error(
      request(port_, "POST", "/api/games", "{" + six + R"(,"bots":["fremen",{"faction":"fremen"}]})"), 400,
      "bad_request");
  expect_error(request(port_, "POST", "/api/games", "{" + six + R"(,"bots":[{"level":"strong"}]})"), 400,
               "bad_request");
  expect_error(request(port_, "POST", "/api/games", "{" + six + R"(,"bots":"all"})"), 400, "bad_request");
  // All strong by "botLevel".
  CreatedGame g = create_game(port_, "{" + six + R"(,"bots":["guild"],"botLevel":"strong"})");
  EXPECT_EQ(levels(request(port_, "GET", "/api/games/" + g.code).json()),
            (std::map<std::string, std::string>{{"guild", "strong"}}));
  const std::string seats = "/api/games/" + g.code + "/seats/";
  expect_error(request(port_, "POST", seats + "fremen", R"({"bot":true,"level":"hard"})", g.hostToken), 400,
               "bad_request");
  expect_error(request(port_, "POST", seats + "fremen", R"({"level":"strong"})", g.hostToken), 400,
               "bad_request");
  // Nothing changed by a refusal; a person's seat has no level.
  EXPECT_EQ(levels(request(port_, "GET", "/api/games/" + g.code).json()),
            (std::map<std::string, std::string>{{"guild", "strong"}}));
  claim(port_, g, "guild", g.hostToken);
  EXPECT_TRUE(levels(request(port_, "GET", "/api/games/" + g.code).json()).empty());
}

}  // namespace
}  // namespace dune::testing_server
