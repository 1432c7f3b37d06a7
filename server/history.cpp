// Finished games (issue 17 item 9; docs/API.md "History"): the game file, and the public view at
// any version or at the end of any turn with the public log up to it, computed by replaying the stored action
// log with the engine (new_game, then apply() for every action, as GameRoom::restore does). Only once the
// game is over: the game file carries the seed (the order of every deck), and a step-by-step history is a
// review of a game that has ended. Positions are served as a spectator sees them (view() with
// Viewer::spectator()), so no seat's secrets leave the server, even after the end.
#include <charconv>
#include <map>
#include <stdexcept>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "server/api.hpp"

namespace dune::server {
namespace json = boost::json;

namespace {

HttpResponse json_body(const json::value& v) {
  HttpResponse r;
  r.body = json::serialize(v);
  return r;
}

// The stored game as a game file: its setup (seed included), the position it started from (a game
// created from a game file: that file's position and actions first), and every accepted action in
// order. `start` receives the stored setup, whose initial_game() is the room's version 0, and
// `stated` the number of the game file's own actions (those before version 0).
// Throws StoreError (store down) or std::runtime_error (corrupt rows).
GameFile stored_game_file(store::GameStore& store, const std::string& code, GameSetup& start,
                          std::size_t& stated) {
  auto stored = store.load_game(code);
  if (!stored) throw std::runtime_error("the game is not in the store");
  auto sv = parse_json(stored->setup);
  if (!sv) throw std::runtime_error("corrupt setup: " + sv.error().message);
  auto setup = GameSetup::from_json(sv.value());
  if (!setup) throw std::runtime_error(setup.error().message);
  start = setup.value();
  GameFile f;
  if (start.gameFile) {
    auto from = game_file_from_json(*start.gameFile);
    if (!from) throw std::runtime_error("corrupt game file: " + from.error().message);
    f = std::move(from.value());
  }
  stated = f.actions.size();
  f.setup = start.options();
  for (const store::StoredAction& a : store.load_actions(code, 0)) {
    Faction seat;
    if (!faction_by_key(a.seat, seat)) throw std::runtime_error("corrupt seat in the action log");
    auto av = parse_json(a.action);
    if (!av) throw std::runtime_error("corrupt action " + std::to_string(a.version));
    auto act = action_from_json(av.value());
    if (!act) throw std::runtime_error("corrupt action " + std::to_string(a.version));
    f.actions.emplace_back(seat, act.value());
  }
  return f;
}

// A non-negative integer query value; nullopt if absent, -1 if malformed.
std::optional<std::int64_t> int_param(const std::string& query, const char* name) {
  std::string s = query_param(query, name);
  if (s.empty()) return std::nullopt;
  std::int64_t v = -1;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0) return -1;
  return v;
}

}  // namespace

HttpResponse Api::finished_game(const HttpRequest& req, const std::string& code, const std::string& what,
                                const std::string& query) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  auto summary = parse_json(room->summary_json());
  if (!summary || !summary.value().at("over").as_bool())
    return error_response(409, "game_not_over",
                          "The game is not over yet; its history and game file open when it ends.");
  // A replay costs more than a view: anonymous readers share the per-address limit.
  if (!limiter_.allow("addr:" + req.remote))
    return error_response(429, "rate_limited", "Too many requests; slow down.");
  const auto version = int_param(query, "version");
  const auto turn = int_param(query, "turn");
  if (what == "file" && (version || turn))
    return error_response(400, "bad_request", "The game file takes no \"version\" or \"turn\".");
  if (version && turn) return error_response(400, "bad_request", "Give \"version\" or \"turn\", not both.");
  if (version == -1) return error_response(400, "bad_request", "\"version\" must be a version number.");
  if (turn == -1) return error_response(400, "bad_request", "\"turn\" must be a turn number.");

  GameFile file;
  GameSetup start;
  std::size_t stated = 0;  // actions of the game file the game was created from (before version 0)
  try {
    file = stored_game_file(store_, code, start, stated);
  } catch (const store::StoreError&) {
    return error_response(503, "store_unavailable", "The game store is unavailable; try again.");
  } catch (const std::exception& e) {
    return error_response(500, "internal", std::string("The stored game does not replay: ") + e.what() + ".");
  }
  if (what == "file") {
    HttpResponse r;
    r.body = write_game_file(file);
    r.headers.emplace_back("Content-Disposition", "attachment; filename=\"dune-" + code + ".json\"");
    return r;
  }

  auto g0 = start.initial_game();
  if (!g0) return error_response(500, "internal", "The stored setup no longer starts a game.");
  Game g = std::move(g0.value());
  // The last version of each turn (the position the turn ends in); the setup is part of turn 1.
  std::map<int, std::uint32_t> turnEnd{{g.turn, g.version}};
  // The public log: a Game holds the lines of its last action only (as GameRoom stores them, per
  // version), so the lines everyone may read are gathered as the game is replayed.
  json::array log;
  auto gather = [&] {
    for (const LogEntry& e : g.log)
      if (e.visibleTo.is_public()) log.push_back(json::object{{"version", g.version}, {"text", e.text}});
  };
  std::optional<Game> at;
  std::size_t atLog = 0;
  auto keep = [&] {
    if (version && static_cast<std::int64_t>(g.version) == *version) {
      at = g;
      atLog = log.size();
    }
  };
  gather();
  keep();
  for (std::size_t i = stated; i < file.actions.size(); ++i) {
    const auto& [seat, a] = file.actions[i];
    if (auto st = apply(g, seat, a); !st)
      return error_response(500, "internal", "The stored game no longer replays: " + st.error().message);
    turnEnd[g.turn] = g.version;
    gather();
    keep();
  }
  json::array turns;
  for (const auto& [t, v] : turnEnd) turns.push_back(json::object{{"turn", t}, {"version", v}});
  json::object out{{"code", code}, {"last_version", g.version}, {"turns", std::move(turns)}};
  if (turn) {
    auto it = turnEnd.find(static_cast<int>(*turn));
    if (it == turnEnd.end())
      return error_response(400, "bad_request",
                            "\"turn\" must be a turn of this game (0 to " + std::to_string(g.turn) + ").");
    // Replay again up to the end of that turn (a Game is large; keeping every turn's is not needed).
    auto r = new_game(file.setup);
    if (!r) return error_response(500, "internal", "The stored setup no longer starts a game.");
    at = std::move(r.value());
    for (std::size_t i = 0; i < file.actions.size() && at->version < it->second; ++i)
      if (auto st = apply(*at, file.actions[i].first, file.actions[i].second); !st)
        return error_response(500, "internal", "The stored game no longer replays: " + st.error().message);
    atLog = 0;
    while (atLog < log.size() && log[atLog].at("version").to_number<std::uint32_t>() <= at->version) ++atLog;
  } else if (version && !at) {
    return error_response(400, "bad_request",
                          "\"version\" must be from 0 to " + std::to_string(g.version) + ".");
  }
  if (!at) {  // neither: the final position
    at = std::move(g);
    atLog = log.size();
  }
  log.resize(atLog);
  out["version"] = at->version;
  out["turn"] = at->turn;
  out["phase"] = phase_key(at->phase);
  out["view"] = to_json(view(*at, Viewer::spectator()));
  out["log"] = std::move(log);
  return json_body(out);
}

}  // namespace dune::server
