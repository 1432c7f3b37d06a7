#include "server/api.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <ctime>
#include <fstream>
#include <iostream>
#include <limits>
#include <mutex>
#include <sstream>

#include "engine/codec/json.hpp"
#include "server/tokens.hpp"

namespace dune::server {
namespace json = boost::json;

namespace {

constexpr std::size_t kMaxRequestId = 128;

HttpResponse json_response(int status, const json::value& v) {
  HttpResponse r;
  r.status = status;
  r.body = json::serialize(v);
  return r;
}

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < path.size()) {
    while (i < path.size() && path[i] == '/') ++i;
    std::size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    if (j > i) out.push_back(path.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string percent_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size()) {
      int v = 0;
      auto [p, ec] = std::from_chars(s.data() + i + 1, s.data() + i + 3, v, 16);
      if (ec == std::errc() && p == s.data() + i + 3) {
        out.push_back(static_cast<char>(v));
        i += 2;
        continue;
      }
    }
    out.push_back(s[i] == '+' ? ' ' : s[i]);
  }
  return out;
}

// Reads a JSON object body; a 400 response on failure.
std::optional<HttpResponse> parse_body(const std::string& body, json::value& out, bool allowEmpty) {
  if (body.empty() && allowEmpty) {
    out = json::object{};
    return std::nullopt;
  }
  auto v = parse_json(body);
  if (!v) return error_response(400, "bad_json", "The request body is not valid JSON: " + v.error().message);
  if (!v.value().is_object())
    return error_response(400, "bad_json", "The request body must be a JSON object.");
  out = std::move(v.value());
  return std::nullopt;
}

bool parse_faction_list(const json::value& v, std::vector<Faction>& out) {
  const json::array* a = v.if_array();
  if (!a) return false;
  for (const json::value& x : *a) {
    Faction f;
    if (!x.is_string() || !faction_by_key(std::string(x.as_string()), f)) return false;
    out.push_back(f);
  }
  return true;
}

}  // namespace

HttpResponse error_response(int status, const std::string& code, const std::string& message) {
  HttpResponse r =
      json_response(status, json::object{{"error", json::object{{"code", code}, {"message", message}}}});
  r.errorCode = code;
  return r;
}

std::string bearer_token(const std::string& authorization) {
  if (authorization.size() < 7) return {};
  std::string scheme = authorization.substr(0, 7);
  for (char& c : scheme) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (scheme != "bearer ") return {};
  std::string t = authorization.substr(7);
  while (!t.empty() && t.front() == ' ') t.erase(t.begin());
  while (!t.empty() && t.back() == ' ') t.pop_back();
  return t;
}

std::string query_param(const std::string& query, const std::string& name) {
  std::size_t i = 0;
  while (i <= query.size()) {
    std::size_t j = query.find('&', i);
    if (j == std::string::npos) j = query.size();
    std::string_view kv(query.data() + i, j - i);
    std::size_t eq = kv.find('=');
    if (percent_decode(kv.substr(0, eq)) == name)
      return eq == std::string_view::npos ? std::string() : percent_decode(kv.substr(eq + 1));
    i = j + 1;
  }
  return {};
}

std::string_view mime_type(std::string_view path) {
  auto ends = [&](std::string_view ext) {
    return path.size() >= ext.size() && path.compare(path.size() - ext.size(), ext.size(), ext) == 0;
  };
  if (ends(".html") || ends(".htm")) return "text/html; charset=utf-8";
  if (ends(".js") || ends(".mjs")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".json") || ends(".map")) return "application/json";
  if (ends(".svg")) return "image/svg+xml";
  if (ends(".png")) return "image/png";
  if (ends(".jpg") || ends(".jpeg")) return "image/jpeg";
  if (ends(".ico")) return "image/x-icon";
  if (ends(".woff2")) return "font/woff2";
  if (ends(".txt")) return "text/plain; charset=utf-8";
  if (ends(".wasm")) return "application/wasm";
  return "application/octet-stream";
}

Api::Api(store::GameStore& store, ApiOptions options, Scheduler schedule)
    : store_(store), options_(std::move(options)), limiter_(options_.ratePerSecond, options_.rateBurst) {
  env_.store = &store_;
  env_.metrics = &metrics_;
  env_.schedule = std::move(schedule);
  env_.botDelayMs = options_.botDelayMs;
  env_.snapshotEvery = options_.snapshotEvery;
}

std::size_t Api::load_all() {
  std::size_t n = 0;
  for (const std::string& code : store_.list_games()) {
    auto stored = store_.load_game(code);
    if (!stored) continue;
    try {
      auto room = GameRoom::restore(env_, *stored);
      std::unique_lock lock(mu_);
      rooms_[code] = room;
      tokenGame_[stored->hostTokenHash] = code;
      for (const store::StoredSeat& s : store_.load_seats(code))
        if (!s.tokenHash.empty()) tokenGame_[s.tokenHash] = code;
      lock.unlock();
      metrics_.games++;
      ++n;
    } catch (const std::exception& e) {
      std::cerr << "dune serve: game " << code << " not loaded: " << e.what() << "\n";
    }
  }
  std::vector<std::shared_ptr<GameRoom>> all;
  {
    std::shared_lock lock(mu_);
    for (auto& [code, room] : rooms_) all.push_back(room);
  }
  for (auto& room : all) room->kick_bots();
  return n;
}

std::size_t Api::game_count() const {
  std::shared_lock lock(mu_);
  return rooms_.size();
}

std::shared_ptr<GameRoom> Api::find_room(const std::string& code) {
  {
    std::shared_lock lock(mu_);
    auto it = rooms_.find(code);
    if (it != rooms_.end()) return it->second;
  }
  return load_room(code);
}

std::shared_ptr<GameRoom> Api::load_room(const std::string& code) {
  auto stored = store_.load_game(code);  // a StoreError answers 503
  if (!stored) return nullptr;
  std::shared_ptr<GameRoom> room;
  std::vector<store::StoredSeat> seats;
  try {
    room = GameRoom::restore(env_, *stored);
    seats = store_.load_seats(code);
  } catch (const store::StoreError&) {
    throw;
  } catch (const std::exception& e) {
    std::cerr << "dune serve: game " << code << " not loaded: " << e.what() << "\n";
    return nullptr;
  }
  {
    std::unique_lock lock(mu_);
    auto [it, inserted] = rooms_.emplace(code, room);
    if (!inserted) return it->second;  // loaded meanwhile by another request
    tokenGame_[stored->hostTokenHash] = code;
    for (const store::StoredSeat& s : seats)
      if (!s.tokenHash.empty()) tokenGame_[s.tokenHash] = code;
  }
  metrics_.games++;
  room->kick_bots();
  return room;
}

void Api::watch_store() {
  store_.subscribe([this](const std::string& code, std::uint32_t version) {
    // On the server's threads: the store's listener thread must not block.
    env_.schedule(std::chrono::milliseconds(0), [this, code, version] {
      if (code.empty()) return resync_all();
      try {
        auto room = find_room(code);
        if (!room) return;
        if (version > 0) {
          room->catch_up(version);
          return;
        }
        std::vector<std::string> removed, added;  // version 0: the seats changed
        room->reload_seats(removed, added);
        for (const std::string& h : removed) unindex_token(h);
        for (const std::string& h : added) index_token(h, code);
      } catch (const std::exception& e) {
        std::cerr << "dune serve: game " << code << ": catch-up: " << e.what() << "\n";
      }
    });
  });
}

// The store's listener was away (its notifications are lost): catch every game up from the store
// and reload every seat.
void Api::resync_all() {
  std::vector<std::pair<std::string, std::shared_ptr<GameRoom>>> all;
  {
    std::shared_lock lock(mu_);
    for (auto& [code, room] : rooms_) all.emplace_back(code, room);
  }
  for (auto& [code, room] : all) {
    try {
      room->catch_up(std::numeric_limits<std::uint32_t>::max());
      std::vector<std::string> removed, added;
      room->reload_seats(removed, added);
      for (const std::string& h : removed) unindex_token(h);
      for (const std::string& h : added) index_token(h, code);
    } catch (const std::exception& e) {
      std::cerr << "dune serve: game " << code << ": resync: " << e.what() << "\n";
    }
  }
}

void Api::index_token(const std::string& hash, const std::string& code) {
  std::unique_lock lock(mu_);
  tokenGame_[hash] = code;
}

void Api::unindex_token(const std::string& hash) {
  if (hash.empty()) return;
  std::unique_lock lock(mu_);
  tokenGame_.erase(hash);
}

std::optional<HttpResponse> Api::authenticate(const std::string& token, const GameRoom& room, Auth& auth) {
  if (token.empty())
    return error_response(401, "unauthorized", "Send your token as 'Authorization: Bearer TOKEN'.");
  std::string hash = token_hash(token);
  if (!limiter_.allow(hash)) return error_response(429, "rate_limited", "Too many requests; slow down.");
  auth = room.authorize(hash);
  if (auth.kind != Auth::None) return std::nullopt;
  std::shared_lock lock(mu_);
  if (tokenGame_.count(hash)) return error_response(403, "forbidden", "This token belongs to another game.");
  return error_response(401, "unauthorized", "Unknown or revoked token.");
}

HttpResponse Api::handle(const HttpRequest& req) {
  auto start = std::chrono::steady_clock::now();
  HttpResponse r;
  try {
    r = route(req);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: store error: " << e.what() << "\n";
    r = error_response(503, "store_unavailable", "The game store is unavailable; try again.");
  } catch (const std::exception& e) {
    std::cerr << "dune serve: internal error: " << e.what() << "\n";
    r = error_response(500, "internal", "Internal server error.");
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  metrics_.request(r.status, secs);
  if (!r.errorCode.empty()) metrics_.error(r.errorCode);
  return r;
}

HttpResponse Api::route(const HttpRequest& req) {
  std::string path = req.target, query;
  if (auto q = path.find('?'); q != std::string::npos) {
    query = path.substr(q + 1);
    path.resize(q);
  }
  const bool get = req.method == "GET" || req.method == "HEAD";
  const bool post = req.method == "POST";
  auto method_not_allowed = [&] {
    return error_response(405, "method_not_allowed", req.method + " is not allowed on " + path + ".");
  };
  if (path == "/healthz")
    return get ? json_response(200, json::object{{"status", "ok"}}) : method_not_allowed();
  if (path == "/metrics") {
    if (!get) return method_not_allowed();
    HttpResponse r;
    r.contentType = "text/plain; version=0.0.4; charset=utf-8";
    r.body = metrics_.text();
    return r;
  }
  std::vector<std::string> seg = split_path(path);
  if (seg.empty() || seg[0] != "api") {
    if (!get) return method_not_allowed();
    return static_file(path);
  }
  if (seg.size() == 2 && seg[1] == "games") return post ? create_game(req) : method_not_allowed();
  if (seg.size() < 3 || seg[1] != "games")
    return error_response(404, "not_found", "No such route: " + path + ".");
  const std::string& code = seg[2];
  if (seg.size() == 3) return get ? game_summary(code) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "view") return get ? game_view(req, code, query) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "actions") return post ? post_action(req, code) : method_not_allowed();
  if (seg.size() == 4 && (seg[3] == "file" || seg[3] == "history"))
    return get ? finished_game(req, code, seg[3], query) : method_not_allowed();
  if (seg.size() == 5 && seg[3] == "seats")
    return post ? claim_seat(req, code, seg[4]) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "stream") {
    if (!find_room(code)) return error_response(404, "not_found", "No game with code " + code + ".");
    return error_response(426, "upgrade_required", "This route is a WebSocket; send an Upgrade request.");
  }
  return error_response(404, "not_found", "No such route: " + path + ".");
}

HttpResponse Api::create_game(const HttpRequest& req) {
  if (!limiter_.allow("addr:" + req.remote))
    return error_response(429, "rate_limited", "Too many requests; slow down.");
  json::value body;
  if (auto e = parse_body(req.body, body, false)) return *e;
  const json::object& o = body.as_object();
  GameSetup setup;
  if (const json::value* rs = o.if_contains("ruleset")) {
    if (!rs->is_string()) return error_response(400, "bad_request", "\"ruleset\" must be a string.");
    if (rs->as_string() == "advanced")
      setup.ruleset.kind = RulesetKind::Advanced;
    else if (rs->as_string() != "basic")
      return error_response(422, "unsupported_ruleset",
                            "Unknown ruleset; this server plays \"basic\" and \"advanced\".");
  }
  const json::value* fs = o.if_contains("factions");
  if (!fs || !parse_faction_list(*fs, setup.factions))
    return error_response(
        400, "bad_request",
        "\"factions\" must be a list of faction keys (atreides, bene_gesserit, emperor, fremen, "
        "guild, harkonnen).");
  std::vector<Faction> bots;
  if (const json::value* b = o.if_contains("bots")) {
    if (b->is_bool()) {
      if (b->as_bool()) bots = setup.factions;
    } else if (!parse_faction_list(*b, bots)) {
      return error_response(400, "bad_request",
                            "\"bots\" must be a list of faction keys, or true for all seats.");
    }
    for (Faction f : bots)
      if (std::find(setup.factions.begin(), setup.factions.end(), f) == setup.factions.end())
        return error_response(
            400, "bad_request",
            "Bot seat " + std::string(faction_key(f)) + " is not one of the game's factions.");
  }
  std::optional<std::uint64_t> clientSeed;
  if (const json::value* opt = o.if_contains("options")) {
    if (!opt->is_object()) return error_response(400, "bad_request", "\"options\" must be an object.");
    for (const auto& kv : opt->as_object()) {
      if (kv.key() == "randomSeating") {
        if (!kv.value().is_bool())
          return error_response(400, "bad_request", "\"randomSeating\" must be a boolean.");
        setup.randomSeating = kv.value().as_bool();
      } else if (kv.key() == "maxTurns") {
        if (!kv.value().is_int64() || kv.value().as_int64() < 1 || kv.value().as_int64() > 10)
          return error_response(400, "bad_request", "\"maxTurns\" must be an integer from 1 to 10.");
        setup.ruleset.maxTurns = static_cast<std::int8_t>(kv.value().as_int64());
      } else if (kv.key() == "seed" && options_.allowClientSeed && kv.value().is_uint64()) {
        clientSeed = kv.value().as_uint64();
      } else if (kv.key() == "seed" && options_.allowClientSeed && kv.value().is_int64() &&
                 kv.value().as_int64() >= 0) {
        clientSeed = static_cast<std::uint64_t>(kv.value().as_int64());
      } else {
        return error_response(400, "bad_request", "Unknown option \"" + std::string(kv.key()) + "\".");
      }
    }
  }
  setup.seed = clientSeed ? *clientSeed : random_u64();
  if (auto probe = new_game(setup.options()); !probe)
    return error_response(422, std::string(err_key(probe.error().code)), probe.error().message);
  const std::string hostToken = new_token();
  const std::string hostHash = token_hash(hostToken);
  const auto created = static_cast<std::int64_t>(std::time(nullptr));
  std::shared_ptr<GameRoom> room;
  std::string code;
  for (int attempt = 0; attempt < 16 && !room; ++attempt) {
    code = new_game_code();
    if (find_room(code)) continue;
    room = GameRoom::create(env_, code, setup, hostHash, bots, created);
  }
  if (!room) return error_response(503, "store_unavailable", "Could not allocate a game code; try again.");
  {
    std::unique_lock lock(mu_);
    rooms_[code] = room;
    tokenGame_[hostHash] = code;
  }
  metrics_.games++;
  room->kick_bots();
  return json_response(201, json::object{{"code", code}, {"hostToken", hostToken}, {"version", 0}});
}

HttpResponse Api::game_summary(const std::string& code) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  HttpResponse r;
  r.body = room->summary_json();
  return r;
}

HttpResponse Api::game_view(const HttpRequest& req, const std::string& code, const std::string& query) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Auth auth;
  if (auto e = authenticate(bearer_token(req.authorization), *room, auth)) return *e;
  std::int64_t after = -1;
  if (std::string s = query_param(query, "logAfter"); !s.empty()) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), after);
    if (ec != std::errc() || p != s.data() + s.size() || after < -1)
      return error_response(400, "bad_request", "\"logAfter\" must be a version number.");
  }
  HttpResponse r;
  r.body = room->view_json(auth.kind == Auth::Seat ? std::optional<Faction>(auth.seat) : std::nullopt, after);
  return r;
}

HttpResponse Api::claim_seat(const HttpRequest& req, const std::string& code, const std::string& factionKey) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Faction f;
  if (!faction_by_key(factionKey, f) || !room->is_seat(f))
    return error_response(404, "not_found", "This game has no seat \"" + factionKey + "\".");
  json::value body;
  if (auto e = parse_body(req.body, body, true)) return *e;
  bool bot = false;
  if (const json::value* b = body.as_object().if_contains("bot")) {
    if (!b->is_bool()) return error_response(400, "bad_request", "\"bot\" must be a boolean.");
    bot = b->as_bool();
  }
  const std::string token = bearer_token(req.authorization);
  bool asHost = false;
  if (!token.empty()) {
    Auth auth;
    if (auto e = authenticate(token, *room, auth)) return *e;
    if (auth.kind != Auth::Host)
      return error_response(403, "forbidden", "Only the host token can assign seats; a seat token cannot.");
    asHost = true;
  } else {
    if (bot) return error_response(401, "unauthorized", "Only the host can hand a seat to a bot.");
    if (!limiter_.allow("addr:" + req.remote))
      return error_response(429, "rate_limited", "Too many requests; slow down.");
  }
  std::string replaced;
  SeatResult sr = room->set_seat(f, asHost, bot, &replaced);
  switch (sr.status) {
    case SeatResult::Ok: break;
    case SeatResult::NotInGame: return error_response(404, "not_found", "This game has no such seat.");
    case SeatResult::Taken:
      return error_response(409, "seat_taken", "This seat is taken; ask the host for it.");
    case SeatResult::StoreFailed:
      return error_response(503, "store_unavailable", "The game store is unavailable; try again.");
  }
  unindex_token(replaced);
  json::object out{{"seat", faction_key(f)}, {"bot", bot}};
  if (!bot) {
    index_token(token_hash(sr.token), code);
    out["seatToken"] = sr.token;
  }
  return json_response(200, out);
}

HttpResponse Api::post_action(const HttpRequest& req, const std::string& code) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Auth auth;
  if (auto e = authenticate(bearer_token(req.authorization), *room, auth)) return *e;
  if (auth.kind != Auth::Seat)
    return error_response(403, "forbidden", "The host token cannot act; claim a seat and use its token.");
  json::value body;
  if (auto e = parse_body(req.body, body, false)) return *e;
  const json::object& o = body.as_object();
  const json::value* ev = o.if_contains("expectedVersion");
  if (!ev || !(ev->is_int64() || ev->is_uint64()) || (ev->is_int64() && ev->as_int64() < 0) ||
      ev->to_number<std::uint64_t>() > 0xFFFFFFFFull)
    return error_response(400, "bad_request",
                          "\"expectedVersion\" must be the version you last saw (an integer).");
  const json::value* rid = o.if_contains("requestId");
  if (!rid || !rid->is_string() || rid->as_string().empty() || rid->as_string().size() > kMaxRequestId)
    return error_response(400, "bad_request",
                          "\"requestId\" must be a non-empty string of at most 128 characters.");
  if (const json::value* s = o.if_contains("seat")) {
    Faction f;
    if (!s->is_string() || !faction_by_key(std::string(s->as_string()), f))
      return error_response(400, "bad_request", "\"seat\" must be a faction key.");
    if (f != auth.seat) return error_response(403, "forbidden", "This token belongs to another seat.");
  }
  const json::value* av = o.if_contains("action");
  if (!av) return error_response(400, "bad_request", "\"action\" is missing.");
  auto action = action_from_json(*av);
  if (!action) return error_response(400, "bad_action", action.error().message);
  SubmitResult r = room->submit(auth.seat, static_cast<std::uint32_t>(ev->to_number<std::uint64_t>()),
                                std::string(rid->as_string()), action.value());
  switch (r.status) {
    case SubmitResult::Accepted: return json_response(200, json::object{{"version", r.version}});
    case SubmitResult::Duplicate: {
      HttpResponse resp = json_response(200, json::object{{"version", r.version}});
      resp.headers.emplace_back("Idempotent-Replayed", "true");
      return resp;
    }
    case SubmitResult::Stale: {
      HttpResponse resp = error_response(
          409, "stale_version",
          "The game is at version " + std::to_string(r.version) + "; reload the view and decide again.");
      resp.body = json::serialize(json::object{
          {"error", json::object{{"code", "stale_version"},
                                 {"message", "The game is at version " + std::to_string(r.version) +
                                                 "; reload the view and decide again."},
                                 {"currentVersion", r.version}}}});
      return resp;
    }
    case SubmitResult::Illegal:
      return error_response(422, std::string(err_key(r.error.code)), r.error.message);
    case SubmitResult::RequestConflict:
      return error_response(409, "request_id_conflict", "This requestId was already used by another seat.");
    case SubmitResult::StoreFailed:
      return error_response(503, "store_unavailable",
                            "The action was not saved; try again with the same requestId.");
  }
  return error_response(500, "internal", "Internal server error.");
}

StreamOpen Api::open_stream(const HttpRequest& req) {
  StreamOpen out;
  auto start = std::chrono::steady_clock::now();
  auto finish = [&](HttpResponse r) {
    metrics_.request(r.status,
                     std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    metrics_.error(r.errorCode);
    out.error = std::move(r);
    return out;
  };
  std::string path = req.target, query;
  if (auto q = path.find('?'); q != std::string::npos) {
    query = path.substr(q + 1);
    path.resize(q);
  }
  std::vector<std::string> seg = split_path(path);
  if (seg.size() != 4 || seg[0] != "api" || seg[1] != "games" || seg[3] != "stream")
    return finish(error_response(404, "not_found", "WebSocket streams live at /api/games/{code}/stream."));
  std::shared_ptr<GameRoom> room;
  try {
    room = find_room(seg[2]);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: store error: " << e.what() << "\n";
    return finish(error_response(503, "store_unavailable", "The game store is unavailable; try again."));
  }
  if (!room) return finish(error_response(404, "not_found", "No game with code " + seg[2] + "."));
  std::string token = bearer_token(req.authorization);
  if (token.empty()) token = query_param(query, "token");
  if (!token.empty()) {
    Auth auth;
    if (auto e = authenticate(token, *room, auth)) return finish(*e);
    if (auth.kind == Auth::Seat) out.seat = auth.seat;
  }
  out.room = room;
  return out;
}

HttpResponse Api::static_file(const std::string& path) {
  if (options_.staticDir.empty()) {
    if (path != "/") return error_response(404, "not_found", "No such route: " + path + ".");
    HttpResponse r;
    r.contentType = "text/html; charset=utf-8";
    r.body =
        "<!doctype html><title>Dune server</title><h1>Dune server</h1><p>The game server is running. "
        "The API lives under <code>/api/games</code>; see docs/API.md.</p>\n";
    return r;
  }
  std::string rel = path == "/" ? "index.html" : path.substr(1);
  for (const std::string& s : split_path(rel))
    if (s == ".." || s == ".") return error_response(404, "not_found", "No such file.");
  if (rel.find('\0') != std::string::npos || rel.find('\\') != std::string::npos)
    return error_response(404, "not_found", "No such file.");
  std::filesystem::path file = std::filesystem::path(options_.staticDir) / rel;
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) file /= "index.html";
  if (!std::filesystem::is_regular_file(file, ec)) return error_response(404, "not_found", "No such file.");
  std::ifstream in(file, std::ios::binary);
  if (!in) return error_response(404, "not_found", "No such file.");
  std::ostringstream buf;
  buf << in.rdbuf();
  HttpResponse r;
  r.contentType = std::string(mime_type(file.string()));
  r.body = buf.str();
  return r;
}

}  // namespace dune::server
