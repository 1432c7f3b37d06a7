// Durability and privacy against a real server: a restart (server object stopped, a new one
// started on the same SQLite file) serves the same versions and views; `dune serve` killed with
// SIGKILL under load loses no acknowledged action; no seat's view or log holds another seat's
// secrets, and the public view none.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <atomic>
#include <thread>

#include "engine/engine.hpp"
#include "server/game_room.hpp"
#include "store/game_store.hpp"
#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

TEST(Durability, RestartServesTheSameVersionsAndViews) {
  auto dir = temp_dir("restart");
  expect_restart_keeps_everything(test_options(dir / "dune.sqlite"));
  std::filesystem::remove_all(dir);
}

// Rebuilds the game from the store (setup + actions), independently of the server's rooms.
Game replay_from_store(const std::string& db, const std::string& code,
                       std::vector<std::pair<Audience, std::string>>* logLines) {
  auto store = store::open_store(db);
  auto stored = store->load_game(code);
  EXPECT_TRUE(stored);
  json::value sv = parse_json(stored->setup).value();
  auto setup = server::GameSetup::from_json(sv);
  Game g = new_game(setup.value().options()).value();
  for (auto& a : store->load_actions(code, 0)) {
    Faction f;
    EXPECT_TRUE(faction_by_key(a.seat, f));
    json::value av = parse_json(a.action).value();
    EXPECT_TRUE(apply(g, f, action_from_json(av).value()));
    json::value lv = parse_json(a.log).value();
    for (auto& l : lv.as_array())
      logLines->push_back({audience_from_json(l.at("visibleTo"), "visibleTo").value(),
                           std::string(l.at("text").as_string())});
  }
  return g;
}

TEST(Privacy, SeatsSeeOnlyTheirOwnSecrets) {
  auto dir = temp_dir("privacy");
  auto o = test_options(dir / "dune.sqlite");
  auto srv = start_server(o);
  HumanGame h = human_game(srv->port());
  for (int i = 0; i < 60; ++i)
    if (play_one(srv->port(), h, static_cast<std::size_t>(i) * 5 + 1, "p-" + std::to_string(i)) == 0) break;
  std::map<std::string, json::value> views;
  for (auto& [f, tok] : h.tokens) views[f] = get_view(srv->port(), h.game.code, tok);
  json::value pub = get_view(srv->port(), h.game.code, h.game.hostToken);
  srv.reset();

  std::vector<std::pair<Audience, std::string>> lines;
  Game g = replay_from_store(o.db, h.game.code, &lines);
  ASSERT_EQ(g.version, views["fremen"].at("version").to_number<std::uint32_t>());
  for (auto& [key, v] : views) {
    Faction f;
    ASSERT_TRUE(faction_by_key(key, f));
    // Exactly the engine's projection for this seat, nothing more.
    EXPECT_EQ(json::serialize(v.at("view")), json::serialize(to_json(view(g, Viewer::of(f))))) << key;
    EXPECT_EQ(v.at("view").at("hand").as_array().size(), g.player(f).hand.size());
    EXPECT_EQ(v.at("view").at("traitors").as_array().size(), g.player(f).traitors.size());
    // No log line meant for other seats only.
    std::set<std::string> served;
    for (auto& l : v.at("log").as_array()) served.insert(std::string(l.at("text").as_string()));
    for (auto& [mask, text] : lines)
      if (!mask.visible_to(f) && !text.empty()) {
        bool sharedWithMe = false;  // the same sentence may also be a line this seat may read
        for (auto& [m2, t2] : lines)
          if (t2 == text && m2.visible_to(f)) sharedWithMe = true;
        if (!sharedWithMe) {
          EXPECT_EQ(served.count(text), 0u) << key << ": " << text;
        }
      }
  }
  EXPECT_EQ(json::serialize(pub.at("view")), json::serialize(to_json(view(g, Viewer::spectator()))));
  EXPECT_TRUE(pub.at("view").at("hand").as_array().empty());
  EXPECT_TRUE(pub.at("view").at("traitors").as_array().empty());
  for (auto& l : pub.at("log").as_array()) {
    std::string text(l.at("text").as_string());
    bool isPublic = false;
    for (auto& [mask, t] : lines)
      if (t == text && mask.is_public()) isPublic = true;
    if (l.at("version").to_number<int>() > 0) {
      EXPECT_TRUE(isPublic) << text;
    }
  }
  std::filesystem::remove_all(dir);
}

#ifdef DUNE_BINARY
TEST(Durability, KillNineLosesNoAcknowledgedAction) {
  auto dir = temp_dir("kill9");
  expect_kill_nine_loses_nothing_acknowledged((dir / "dune.sqlite").string());
  std::filesystem::remove_all(dir);
}
#endif

}  // namespace
}  // namespace dune::testing_server
