// POST /api/games with a game file (issue 16; docs/API.md, docs/GAME_FILES.md): the game starts from
// the stated position (with the file's actions replayed), the creator is the host, the file's
// secrets stay on the server (each seat sees only its own), bad files get 400/422 with a sentence,
// and the game survives a restart.
#include <gtest/gtest.h>

#include "server/game_room.hpp"
#include "store/game_store.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

using GameFileApiTest = ServerTest;

const char* kFile = R"({"format": "dune-game",
  "setup": {"ruleset": "basic", "factions": ["atreides", "harkonnen", "fremen"], "seed": 5, "random_seating": false},
  "position": {"turn": 3, "phase": "ship_move", "storm_sector": 0,
               "atreides": {"spice": 17, "hand": ["lasgun", "chaumas"]},
               "harkonnen": {"spice": 11, "hand": []}, "fremen": {"spice": 4, "hand": []}},
  "actions": [{"seat": "atreides", "action": {"type": "ship", "to": "arrakeen", "forces": 2}}]})";

TEST_F(GameFileApiTest, StartsFromTheStatedPositionAndKeepsItsSecrets) {
  CreatedGame g = create_game(port_, std::string(R"({"gameFile": )") + kFile + "}");
  std::string atreides = claim(port_, g, "atreides");
  std::string harkonnen = claim(port_, g, "harkonnen");
  json::value mine = get_view(port_, g.code, atreides);
  EXPECT_EQ(mine.at("version").to_number<int>(), 0);
  const json::value& v = mine.at("view");
  EXPECT_EQ(v.at("turn").to_number<int>(), 3);
  EXPECT_EQ(v.at("phase").as_string(), "ship_move");
  EXPECT_EQ(v.at("players").at("atreides").at("spice").to_number<int>(), 17 - 2);  // the file's shipment
  EXPECT_EQ(v.at("hand").as_array().size(), 2u);
  // Another seat, the host and the summary see neither the Atreides hand nor the file.
  for (const std::string& body :
       {request(port_, "GET", "/api/games/" + g.code + "/view", "", harkonnen).body,
        request(port_, "GET", "/api/games/" + g.code + "/view", "", g.hostToken).body,
        request(port_, "GET", "/api/games/" + g.code).body}) {
    EXPECT_EQ(body.find("chaumas"), std::string::npos) << body;
    EXPECT_EQ(body.find("gameFile"), std::string::npos);
    EXPECT_EQ(body.find("\"seed\""), std::string::npos);
  }
  // The whole log up to the start: the stated position and the file's shipment.
  std::string log = mine.at("log").as_array().size() ? json::serialize(mine.at("log")) : "";
  EXPECT_NE(log.find("stated position"), std::string::npos) << log;
  EXPECT_NE(log.find("ship 2"), std::string::npos) << log;

  // A restart rebuilds the same game from the stored file.
  const std::string before = request(port_, "GET", "/api/games/" + g.code + "/view", "", atreides).body;
  server_.reset();
  server_ = start_server(test_options(dir_ / "dune.sqlite"));
  port_ = server_->port();
  EXPECT_EQ(request(port_, "GET", "/api/games/" + g.code + "/view", "", atreides).body, before);
}

// Deliberate (docs/API.md, docs/GAME_FILES.md): the file's `setup.seed` is replaced by a secret seed of
// the server's own, since a client that chose the seed would know every deck order the position leaves
// unstated (the Tleilaxu Face Dancers, the traitor and treachery decks, the storm). The same file
// posted twice gets two seeds, neither the file's; only a server that allows client seeds (the
// benchmark's ApiOptions::allowClientSeed) keeps it.
TEST_F(GameFileApiTest, TheFilesSeedIsReplacedByASecretOne) {
  const std::string body = std::string(R"({"gameFile": )") + kFile + "}";
  const CreatedGame a = create_game(port_, body), b = create_game(port_, body);
  auto seed_of = [&](const std::string& code) {
    auto stored = store::open_store((dir_ / "dune.sqlite").string())->load_game(code);
    EXPECT_TRUE(stored.has_value());
    auto setup = server::GameSetup::from_json(json::parse(stored ? stored->setup : "{}"));
    EXPECT_TRUE(setup.ok());
    return setup ? setup.value().seed : 5;
  };
  EXPECT_NE(seed_of(a.code), 5u);
  EXPECT_NE(seed_of(b.code), 5u);
  EXPECT_NE(seed_of(a.code), seed_of(b.code));

  server_.reset();
  server::ServerOptions o = test_options(dir_ / "dune.sqlite");
  o.api.allowClientSeed = true;
  server_ = start_server(o);
  port_ = server_->port();
  EXPECT_EQ(seed_of(create_game(port_, body).code), 5u);
}

TEST_F(GameFileApiTest, BadGameFilesAreRefused) {
  expect_error(request(port_, "POST", "/api/games", R"({"gameFile": {"format": "dune-game"}})"), 400,
               "bad_game_file");
  expect_error(request(port_, "POST", "/api/games",
                       std::string(R"({"gameFile": )") + kFile + R"(, "factions": ["atreides"]})"),
               400, "bad_request");
  // A position the engine refuses (13 Sardaukar) and an action it refuses: 422 with the engine's key.
  expect_error(request(port_, "POST", "/api/games", R"({"gameFile": {"format": "dune-game",
      "setup": {"ruleset": "advanced", "factions": ["emperor", "fremen"]},
      "position": {"forces": [{"faction": "emperor", "territory": "arrakeen", "count": 0, "special": 13}]}}})"),
               422, "malformed.json");
  Response refused = request(port_, "POST", "/api/games", R"({"gameFile": {"format": "dune-game",
      "setup": {"ruleset": "basic", "factions": ["atreides", "fremen"]},
      "position": {"phase": "ship_move", "turn": 2},
      "actions": [{"seat": "fremen", "action": {"type": "move", "from": "arrakeen", "to": "carthag", "forces": 1}}]}})");
  EXPECT_EQ(refused.status, 422) << refused.body;
  EXPECT_EQ(refused.json().at("error").at("code").as_string().subview(0, 8), "illegal.") << refused.body;
  EXPECT_NE(refused.body.find("action #1 (fremen)"), std::string::npos) << refused.body;
}

}  // namespace
}  // namespace dune::testing_server
