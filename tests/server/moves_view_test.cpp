// The view's "moves" over HTTP: present only for the seat deciding a shipment, movement or worm ride,
// covering every shipment and move of its `legal` sample, and every entry accepted when posted.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace dune::testing_server {
namespace {

bool same_place(const json::object& entry, const json::object& action, const char* field) {
  bool a = entry.contains(field), b = action.contains(field);
  return a == b && (!a || entry.at(field) == action.at(field));
}

bool covers(const json::array& moves, const json::object& action) {
  for (const json::value& m : moves) {
    const json::object& e = m.as_object();
    if (e.at("type") != action.at("type")) continue;
    if (!same_place(e, action, "from") || !same_place(e, action, "to") ||
        !same_place(e, action, "to_reserves") || !same_place(e, action, "karama_card"))
      continue;
    auto n = action.at("forces").to_number<int>();
    if (n >= e.at("min").to_number<int>() && n <= e.at("max").to_number<int>()) return true;
  }
  return false;
}

TEST(MovesView, TheDecidingSeatGetsEveryShipmentAndMove) {
  auto dir = temp_dir("moves");
  auto server = start_server(test_options(dir / "dune.sqlite"));
  unsigned short port = server->port();
  HumanGame h = human_game(port);
  int shipments = 0, moves = 0;
  for (int step = 0; step < 600 && (shipments < 2 || moves < 2); ++step) {
    // The seat deciding a shipment or move, if any.
    std::string decider;
    json::value dv;
    for (const std::string& f : all_factions()) {
      json::value v = get_view(port, h.game.code, h.tokens.at(f));
      bool deciding = false;
      for (const json::value& d : v.at("pending").as_array()) {
        auto kind = d.at("kind").as_string();
        deciding = deciding || kind == "ship" || kind == "move" || kind == "worm_ride";
      }
      ASSERT_EQ(deciding, v.as_object().contains("moves")) << f << " at version " << v.at("version");
      if (deciding) {
        decider = f;
        dv = v;
      }
    }
    if (decider.empty()) {
      ASSERT_NE(play_one(port, h, static_cast<std::size_t>(step), "p" + std::to_string(step)), 0u);
      continue;
    }
    const json::array& list = dv.at("moves").as_array();
    for (const json::value& a : dv.at("legal").as_array()) {
      auto type = a.at("type").as_string();
      if (type == "ship" || type == "move") {
        EXPECT_TRUE(covers(list, a.as_object())) << json::serialize(a);
      }
    }
    // Post one entry at the middle of its range (or pass when there is none).
    json::value act = json::object{{"type", "pass"}};
    if (!list.empty()) {
      json::object e = list[static_cast<std::size_t>(step) % list.size()].as_object();
      int n = (e.at("min").to_number<int>() + e.at("max").to_number<int>()) / 2;
      e.erase("min");
      e.erase("max");
      e.erase("cost");
      e["forces"] = n;
      act = e;
      (e.at("type") == "ship" ? shipments : moves)++;
    }
    std::uint64_t version = dv.at("version").to_number<std::uint64_t>();
    Response r = request(port, "POST", "/api/games/" + h.game.code + "/actions",
                         action_body(version, "m" + std::to_string(step), act), h.tokens.at(decider));
    ASSERT_EQ(r.status, 200) << json::serialize(act) << " " << r.body;
  }
  EXPECT_GE(shipments, 2);
  EXPECT_GE(moves, 2);
  // The public view never carries moves.
  Response pub = request(port, "GET", "/api/games/" + h.game.code + "/view", "", h.game.hostToken);
  EXPECT_FALSE(pub.json().as_object().contains("moves"));
  server.reset();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace dune::testing_server
