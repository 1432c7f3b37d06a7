// Auto-pass on the server (issue 39): what the rules answer (server/autopass.hpp, on stated
// positions), the route that reads and sets them, and the rooms that apply them: at once after
// every action with no client connected, never for a bot, never twice for one version, kept across a
// restart; and a database written before the rules existed still loads.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include "engine/data/variants.hpp"
#include "server/autopass.hpp"
#include "store/sqlite_store.hpp"
#include "tests/server/test_support.hpp"
#include "tests/support/scenario.hpp"

namespace dune::testing_server {
namespace {

using dune::test::act;
using dune::test::scenario;
using dune::test::seats_pending;
using server::autopass_answer;
using server::AutoPassRules;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 42, "random_seating": false})";

Game six(const std::string& position) {
  return scenario("{" + std::string(kSix) + ", \"position\": " + position + "}");
}

const Action kPass{};
const AutoPassRules kDefaults{};
const AutoPassRules kOff{.onlyPass = false, .bidAbove = -1, .skipStormCards = false};

// --- what the rules answer ------------------------------------------------------------------------

// The Weather Control window is asked of every seat (so that it tells nobody who holds the card):
// a seat without the card has only Pass, and the default rules answer it; the holder has a choice.
TEST(AutoPassRules, WeatherControlWindowIsPassedByEverySeatButTheHolder) {
  Game g = six(R"({"turn": 2, "phase": "storm", "storm_sector": 0, "guild": {"hand": ["weather_control"]}})");
  ASSERT_EQ(seats_pending(g, DecisionKind::WeatherControl).size(), 6u);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Harkonnen}) {
    EXPECT_EQ(autopass_answer(g, f, kDefaults), kPass) << faction_key(f);
    EXPECT_FALSE(autopass_answer(g, f, kOff)) << "no rule, no answer";
  }
  EXPECT_FALSE(autopass_answer(g, Faction::Guild, kDefaults)) << "the holder decides";
  std::vector<DecisionKind> kinds;
  EXPECT_EQ(
      autopass_answer(g, Faction::Guild, {.onlyPass = false, .bidAbove = -1, .skipStormCards = true}, &kinds),
      kPass);
  EXPECT_EQ(kinds, std::vector<DecisionKind>{DecisionKind::WeatherControl});
}

// A card playable at any time that changes nothing asked (Truthtrance) stays playable once the
// question is passed: the question still has one answer. A Karama, which can take the card up for
// bid, is a real choice in the auction.
TEST(AutoPassRules, AnytimeCardsDoNotMakeAChoiceButAnAnswerDoes) {
  Game g = six(
      R"({"turn": 2, "phase": "storm", "storm_sector": 0, "guild": {"hand": ["weather_control"]},
          "atreides": {"hand": ["truthtrance"]}})");
  const auto legal = legal_actions(g, Faction::Atreides);
  EXPECT_GT(legal.size(), 1u) << "Truthtrance questions are legal now";
  EXPECT_EQ(autopass_answer(g, Faction::Atreides, kDefaults), kPass);
}

// Bidding: nothing to bid (no spice) is a one-answer question; with spice the bid is the player's,
// unless bidAbove says to pass every bid whose minimum is above it.
TEST(AutoPassRules, BidsArePassedWhenNothingCanBeBidOrAboveTheLimit) {
  Game g = six(R"({"turn": 2, "phase": "bidding", "storm_sector": 0,
                   "atreides": {"spice": 0, "hand": []}, "bene_gesserit": {"spice": 0, "hand": []},
                   "emperor": {"spice": 0, "hand": []}, "fremen": {"spice": 0, "hand": []},
                   "guild": {"spice": 0, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})");
  int answered = 0, asked = 0;
  for (int guard = 0; guard < 40 && g.phase == Phase::Bidding; ++guard) {
    std::optional<Decision> bid;
    for (const Decision& d : pending(g))
      if (d.kind == DecisionKind::Bid) bid = d;
    if (!bid) break;
    ++asked;
    if (bid->seat == Faction::Harkonnen) {
      EXPECT_FALSE(autopass_answer(g, bid->seat, kDefaults)) << "10 spice: the bid is the Harkonnen's";
      EXPECT_EQ(autopass_answer(g, bid->seat, {.onlyPass = true, .bidAbove = 0, .skipStormCards = false}),
                kPass)
          << "the minimum (" << bid->min << ") is above 0";
      EXPECT_FALSE(
          autopass_answer(g, bid->seat, {.onlyPass = true, .bidAbove = bid->min, .skipStormCards = false}));
      act(g, bid->seat, R"({"type":"bid","amount":1})");
      continue;
    }
    auto a = autopass_answer(g, bid->seat, kDefaults);
    const std::vector<Action> legal = legal_actions(g, bid->seat);
    if (legal == std::vector<Action>{kPass}) {
      EXPECT_EQ(a, kPass) << faction_key(bid->seat) << ": nothing to bid";
      ++answered;
    } else {
      EXPECT_FALSE(a) << faction_key(bid->seat) << " may bid";
      a = kPass;
    }
    ASSERT_TRUE(apply(g, bid->seat, *a));
  }
  EXPECT_GT(asked, 3);
  EXPECT_GE(answered, 2);
}

// No decision open, or a Nexus where alliances can be proposed: nothing to answer.
TEST(AutoPassRules, NothingOpenOrARealChoiceIsNeverAnswered) {
  Game g = six(R"({"turn": 3, "phase": "nexus", "storm_sector": 0})");
  bool sawNexus = false;
  for (Faction f : {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen,
                    Faction::Guild, Faction::Harkonnen}) {
    const bool open = !seats_pending(g, DecisionKind::Nexus).empty();
    sawNexus = sawNexus || open;
    EXPECT_FALSE(autopass_answer(g, f, {.onlyPass = true, .bidAbove = 0, .skipStormCards = true}))
        << faction_key(f);
  }
  EXPECT_TRUE(sawNexus);
  Game first = six(R"({"turn": 1, "phase": "storm", "storm_sector": 0})");
  ASSERT_FALSE(pending(first).empty());
  for (const Decision& d : pending(first)) {
    EXPECT_EQ(d.kind, DecisionKind::StormDial);
    EXPECT_FALSE(autopass_answer(first, d.seat, kDefaults)) << "a storm dial";
  }
  const std::vector<Faction> dialers = seats_pending(first, DecisionKind::StormDial);
  for (Faction f : {Faction::Atreides, Faction::Fremen, Faction::Guild}) {
    if (std::find(dialers.begin(), dialers.end(), f) == dialers.end()) {
      EXPECT_FALSE(autopass_answer(first, f, kDefaults)) << "nothing open";
    }
  }
}

// Over whole games with every variant (Ixians & Tleilaxu, Ecaz & Moritani), Advanced: every answer
// the default rules give is a Pass the engine accepts, and answering them saves questions.
TEST(AutoPassRules, DefaultAnswersAreAlwaysAcceptedInPlayedGames) {
  int answers = 0, questions = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    SetupOptions o;
    o.ruleset.kind = RulesetKind::Advanced;
    o.ruleset.variants = kAllVariants;
    o.factions = {Faction::Ixian,     Faction::Tleilaxu, Faction::Atreides,
                  Faction::Harkonnen, Faction::Fremen,   Faction::Emperor};
    o.seed = seed;
    auto made = new_game(o);
    ASSERT_TRUE(made) << made.error().message;
    Game g = std::move(made.value());
    Rng rng = Rng::seeded(seed);
    for (int step = 0; step < 4000 && !is_over(g) && g.turn <= 3; ++step) {
      auto open = pending(g);
      ASSERT_FALSE(open.empty());
      const Faction seat = open[rng.below(static_cast<std::uint32_t>(open.size()))].seat;
      ++questions;
      if (auto a = autopass_answer(g, seat, kDefaults)) {
        ++answers;
        ASSERT_TRUE(apply(g, seat, *a)) << "turn " << g.turn << " " << faction_key(seat);
        continue;
      }
      auto legal = legal_actions(g, seat, &rng);
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(apply(g, seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  EXPECT_GT(answers, 20) << "of " << questions;
}

TEST(AutoPassRules, StoredFormAndPatches) {
  EXPECT_EQ(server::autopass_from_stored(""), kDefaults) << "a seat stored before the rules: the defaults";
  EXPECT_EQ(server::autopass_from_stored("not json"), kDefaults);
  const AutoPassRules r{.onlyPass = false, .bidAbove = 7, .skipStormCards = true};
  EXPECT_EQ(server::autopass_from_stored(server::autopass_to_stored(r)), r);
  auto p = server::autopass_patch(kDefaults, json::object{{"bidAbove", 3}});
  ASSERT_TRUE(std::holds_alternative<AutoPassRules>(p));
  EXPECT_EQ(std::get<AutoPassRules>(p).bidAbove, 3);
  EXPECT_TRUE(std::get<AutoPassRules>(p).onlyPass) << "the others kept";
  EXPECT_EQ(
      std::get<server::RuleError>(server::autopass_patch(kDefaults, json::object{{"passAll", true}})).code,
      "unknown_rule");
  EXPECT_EQ(
      std::get<server::RuleError>(server::autopass_patch(kDefaults, json::object{{"onlyPass", 1}})).code,
      "bad_request");
  EXPECT_EQ(
      std::get<server::RuleError>(server::autopass_patch(kDefaults, json::object{{"bidAbove", -2}})).code,
      "bad_request");
  EXPECT_EQ(
      std::get<server::RuleError>(server::autopass_patch(kDefaults, json::object{{"bidAbove", 2.5}})).code,
      "bad_request");
}

// --- the route and the rooms ----------------------------------------------------------------------

using AutoPassServer = ServerTest;

std::string autopass_path(const std::string& code, const std::string& seat) {
  return "/api/games/" + code + "/seats/" + seat + "/autopass";
}

TEST_F(AutoPassServer, RouteReadsAndSetsTheSeatsOwnRulesOnly) {
  HumanGame h = human_game(port_);
  const std::string& code = h.game.code;
  Response r = request(port_, "GET", autopass_path(code, "fremen"), "", h.tokens["fremen"]);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("rules"), json::parse(R"({"onlyPass":true,"bidAbove":-1,"skipStormCards":false})"));
  EXPECT_EQ(r.json().at("answered").to_number<int>(), 0);

  r = request(port_, "PUT", autopass_path(code, "fremen"), R"({"bidAbove": 4, "skipStormCards": true})",
              h.tokens["fremen"]);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("rules"), json::parse(R"({"onlyPass":true,"bidAbove":4,"skipStormCards":true})"));
  r = request(port_, "PUT", autopass_path(code, "fremen"), R"({"rules": {"onlyPass": false}})",
              h.tokens["fremen"]);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.json().at("rules").at("onlyPass").as_bool());
  // The seat's view carries them; no other seat's does, nor the public one.
  EXPECT_EQ(
      get_view(port_, code, h.tokens["fremen"]).at("autoPass").at("rules").at("bidAbove").to_number<int>(),
      4);
  EXPECT_EQ(get_view(port_, code, h.tokens["guild"]).at("autoPass").at("seat").as_string(), "guild");
  EXPECT_FALSE(get_view(port_, code, h.game.hostToken).as_object().contains("autoPass"));
  EXPECT_EQ(request(port_, "GET", "/api/games/" + code).body.find("autoPass"), std::string::npos);

  struct Bad {
    std::string method, seat, body, token;
    int status;
    std::string code;
  };
  const std::vector<Bad> bad = {
      {"PUT", "fremen", "{nope", h.tokens["fremen"], 400, "bad_json"},
      {"PUT", "fremen", "[1]", h.tokens["fremen"], 400, "bad_json"},
      {"PUT", "fremen", R"({"passEverything": true})", h.tokens["fremen"], 400, "unknown_rule"},
      {"PUT", "fremen", R"({"onlyPass": "yes"})", h.tokens["fremen"], 400, "bad_request"},
      {"PUT", "fremen", R"({"bidAbove": "3"})", h.tokens["fremen"], 400, "bad_request"},
      {"PUT", "fremen", R"({"bidAbove": 100000})", h.tokens["fremen"], 400, "bad_request"},
      {"PUT", "fremen", R"({"rules": 3})", h.tokens["fremen"], 400, "bad_request"},
      {"PUT", "fremen", R"({"onlyPass": true})", h.tokens["guild"], 403, "forbidden"},
      {"GET", "fremen", "", h.tokens["guild"], 403, "forbidden"},
      {"PUT", "fremen", R"({"onlyPass": true})", h.game.hostToken, 403, "forbidden"},
      {"GET", "fremen", "", "", 401, "unauthorized"},
      {"GET", "ixian", "", h.tokens["fremen"], 404, "not_found"},
      {"POST", "fremen", "{}", h.tokens["fremen"], 405, "method_not_allowed"},
  };
  for (const Bad& b : bad) {
    Response e = request(port_, b.method, autopass_path(code, b.seat), b.body, b.token);
    EXPECT_EQ(e.status, b.status) << b.method << " " << b.body << ": " << e.body;
    EXPECT_EQ(e.error_code(), b.code) << e.body;
    EXPECT_FALSE(json::value_to<std::string>(e.json().at("error").at("message")).empty());
  }
  // Nothing refused changed anything.
  r = request(port_, "GET", autopass_path(code, "fremen"), "", h.tokens["fremen"]);
  EXPECT_EQ(r.json().at("rules"), json::parse(R"({"onlyPass":false,"bidAbove":4,"skipStormCards":true})"));
  // Clients cannot write into the rules' request ids.
  Response taken =
      request(port_, "POST", "/api/games/" + code + "/actions",
              action_body(0, "auto:fremen:0", json::object{{"type", "pass"}}), h.tokens["fremen"]);
  EXPECT_EQ(taken.status, 400);
  EXPECT_NE(taken.body.find("auto:"), std::string::npos);
}

// The actions stored for a game, read from its SQLite file beside the server.
std::vector<store::StoredAction> stored_actions(const std::filesystem::path& db, const std::string& code) {
  store::SqliteStore s(db.string());
  return s.load_actions(code, 0);
}

// A person among bots, with every variant (Ixians & Tleilaxu, Ecaz & Moritani), Advanced: the
// person's one-answer questions are answered by the server at once, with no client connected; the
// server never answers a bot's, and each answer is stored once (one request id per version).
TEST_F(AutoPassServer, AnswersWithNoClientAndNeverForBots) {
  json::array variants;
  const json::value catalog = variants_catalog_json();
  for (const json::value& v : catalog.as_array()) variants.push_back(v.at("key"));
  CreatedGame g = create_game(
      port_, json::serialize(json::object{
                 {"ruleset", "advanced"},
                 {"variants", variants},
                 {"factions", json::array{"ixian", "tleilaxu", "atreides", "harkonnen", "fremen", "emperor"}},
                 {"bots", json::array{"tleilaxu", "atreides", "harkonnen", "fremen", "emperor"}},
                 {"options", json::object{{"maxTurns", 3}}}}));
  const std::string ixian = claim(port_, g, "ixian");
  int acted = 0;
  std::uint64_t last = 0;
  for (int step = 0; step < 3000; ++step) {
    json::value v = get_view(port_, g.code, ixian);
    if (v.at("view").at("phase").as_string() == "game_over") break;
    const json::array& pend = v.at("pending").as_array();
    if (pend.empty()) {
      ASSERT_TRUE(wait_until(
          [&] {
            return get_view(port_, g.code, ixian).at("version").to_number<std::uint64_t>() >
                       v.at("version").to_number<std::uint64_t>() ||
                   !get_view(port_, g.code, ixian).at("pending").as_array().empty();
          },
          std::chrono::seconds(20)))
          << "the game stalled at version " << v.at("version");
      continue;
    }
    // Whatever is left for the person has more than one answer: take the first legal action that is
    // not a pass (the server would have passed a one-answer question itself), else pass.
    json::value pick = json::object{{"type", "pass"}};
    for (const json::value& a : v.at("legal").as_array())
      if (a.at("type").as_string() != "pass" && a.at("type").as_string() != "bribe") {
        pick = a;
        break;
      }
    const std::uint64_t at = v.at("version").to_number<std::uint64_t>();
    Response r = request(port_, "POST", "/api/games/" + g.code + "/actions",
                         action_body(at, "p-" + std::to_string(step), pick), ixian);
    if (r.status != 200) {
      r = request(port_, "POST", "/api/games/" + g.code + "/actions",
                  action_body(at, "q-" + std::to_string(step), json::object{{"type", "pass"}}), ixian);
    }
    ASSERT_TRUE(r.status == 200 || r.status == 409 || r.status == 422) << r.body;
    if (r.status == 200) ++acted;
    last = at;
  }
  (void)last;
  json::value v = get_view(port_, g.code, ixian);
  const int answered = v.at("autoPass").at("answered").to_number<int>();
  EXPECT_GT(answered, 5) << "the rules answered the person's one-answer questions";
  EXPECT_GT(acted, 5);
  int autos = 0;
  std::set<std::string> ids;
  for (const store::StoredAction& a : stored_actions(dir_ / "dune.sqlite", g.code)) {
    if (!a.requestId.starts_with("auto:")) continue;
    ++autos;
    EXPECT_EQ(a.seat, "ixian") << "never a bot's seat: " << a.requestId;
    EXPECT_EQ(a.requestId, "auto:ixian:" + std::to_string(a.version - 1));
    EXPECT_EQ(a.action, R"({"type":"pass"})");
    EXPECT_TRUE(ids.insert(a.requestId).second);
  }
  EXPECT_EQ(autos, answered);
  // Each answer leaves a line in the seat's log, and nothing in anyone else's.
  int notes = 0;
  for (const json::value& l : v.at("log").as_array())
    if (l.at("text").as_string().starts_with("Auto-pass passed for you: ")) ++notes;
  EXPECT_EQ(notes, answered);
  const std::string pub = request(port_, "GET", "/api/games/" + g.code + "/view", "", g.hostToken).body;
  EXPECT_EQ(pub.find("Auto-pass"), std::string::npos);
  EXPECT_EQ(request(port_, "GET", "/api/games/" + g.code).body.find("Auto-pass"), std::string::npos);
}

// The rules hold across a restart: kept in the store with the seat, counted again from the stored
// answers, and applied when the game loads (a game left waiting on a question the rules now answer
// moves on at once).
TEST(AutoPassRestart, RulesAndAnswersSurviveAndApplyOnLoad) {
  auto dir = temp_dir("autopass-restart");
  auto o = test_options(dir / "dune.sqlite");
  std::string code, atreides, guild;
  {
    auto srv = start_server(o);
    // Turn 2: Weather Control asked of everyone; only the Guild holds the card.
    json::value file = json::parse(std::string("{") + kSix +
                                   R"(, "position": {"turn": 2, "phase": "storm", "storm_sector": 0,
                                        "guild": {"hand": ["weather_control"]}}})");
    file.as_object()["format"] = "dune-game";
    json::object body{{"gameFile", file},
                      {"bots", json::array{"bene_gesserit", "emperor", "fremen", "harkonnen"}}};
    CreatedGame g = create_game(srv->port(), json::serialize(body));
    code = g.code;
    atreides = claim(srv->port(), g, "atreides");
    guild = claim(srv->port(), g, "guild");
    EXPECT_EQ(get_view(srv->port(), code, atreides).at("autoPass").at("answered").to_number<int>(), 1)
        << "the Atreides seat was passed by its default rules (nothing to play), before anyone claimed it";
    json::value gv = get_view(srv->port(), code, guild);
    ASSERT_EQ(gv.at("pending").as_array().size(), 1u);
    EXPECT_EQ(gv.at("pending").at(0).at("kind").as_string(), "weather_control") << "the holder decides";
    ASSERT_EQ(
        request(srv->port(), "PUT", autopass_path(code, "atreides"), R"({"bidAbove": 9})", atreides).status,
        200);
    srv->stop();
  }
  {
    // Meanwhile the Guild's rules are set in the store (as by another instance).
    store::SqliteStore s((dir / "dune.sqlite").string());
    s.set_autopass(code, "guild", R"({"onlyPass":true,"bidAbove":-1,"skipStormCards":true})");
  }
  auto again = start_server(o);
  json::value v = get_view(again->port(), code, atreides);
  EXPECT_EQ(v.at("autoPass").at("answered").to_number<int>(), 1) << "counted from the stored answers";
  EXPECT_EQ(v.at("autoPass").at("rules").at("bidAbove").to_number<int>(), 9);
  json::value gv = get_view(again->port(), code, guild);
  EXPECT_EQ(gv.at("autoPass").at("answered").to_number<int>(), 1) << "passed on load";
  for (const json::value& d : gv.at("pending").as_array())
    EXPECT_NE(d.at("kind").as_string(), "weather_control");
  again.reset();
  std::filesystem::remove_all(dir);
}

// A SQLite file written before the rules and table talk existed (seats without the autopass column,
// no messages table) loads: its games play on with the default rules, and both features work.
TEST(AutoPassMigration, OldSqliteDatabaseLoads) {
  auto dir = temp_dir("autopass-migration");
  auto o = test_options(dir / "dune.sqlite");
  HumanGame h;
  std::map<std::string, std::string> before;
  {
    auto srv = start_server(o);
    h = human_game(srv->port());
    for (int i = 0; i < 12; ++i)
      play_one(srv->port(), h, static_cast<std::size_t>(i) * 5 + 1, "m-" + std::to_string(i));
    srv->stop();
  }
  {
    // Back to the schema of main before issue 39.
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "dune.sqlite").c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    EXPECT_EQ(sqlite3_exec(db, "ALTER TABLE seats DROP COLUMN autopass; DROP TABLE messages;", nullptr,
                           nullptr, &err),
              SQLITE_OK)
        << (err ? err : "");
    sqlite3_free(err);
    sqlite3_close(db);
  }
  auto again = start_server(o);
  EXPECT_EQ(again->loaded_games(), 1u);
  json::value v = get_view(again->port(), h.game.code, h.tokens["fremen"]);
  EXPECT_EQ(v.at("autoPass").at("rules"),
            json::parse(R"({"onlyPass":true,"bidAbove":-1,"skipStormCards":false})"));
  EXPECT_EQ(request(again->port(), "PUT", autopass_path(h.game.code, "fremen"), R"({"bidAbove": 2})",
                    h.tokens["fremen"])
                .status,
            200);
  Response said = request(again->port(), "POST", "/api/games/" + h.game.code + "/messages",
                          R"({"text":"hello"})", h.tokens["fremen"]);
  EXPECT_EQ(said.status, 201) << said.body;
  EXPECT_GT(play_one(again->port(), h, 3, "after-migration"), 0u);
  again.reset();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace dune::testing_server
