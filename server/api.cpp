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
#include <variant>

#include "engine/codec/game_file.hpp"
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

std::string percent_decode(std::string_view s, bool plusIsSpace = true) {
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
    out.push_back(s[i] == '+' && plusIsSpace ? ' ' : s[i]);
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

std::string printable(std::string_view s) {
  std::string out;
  auto escape = [&](unsigned char c) {
    static const char* hex = "0123456789ABCDEF";
    out += '%';
    out += hex[c >> 4];
    out += hex[c & 15];
  };
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7F) {
      escape(c);
      ++i;
      continue;
    }
    if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    // A well-formed UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF) is kept.
    std::size_t len = c >= 0xC2 && c <= 0xDF   ? 2
                      : c >= 0xE0 && c <= 0xEF ? 3
                      : c >= 0xF0 && c <= 0xF4 ? 4
                                               : 0;
    bool ok = len > 0 && i + len <= s.size();
    for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && len >= 3) {
      const auto c1 = static_cast<unsigned char>(s[i + 1]);
      if (c == 0xE0 && c1 < 0xA0) ok = false;
      if (c == 0xED && c1 >= 0xA0) ok = false;
      if (c == 0xF0 && c1 < 0x90) ok = false;
      if (c == 0xF4 && c1 >= 0x90) ok = false;
    }
    if (!ok) {
      escape(c);
      ++i;
      continue;
    }
    out.append(s.substr(i, len));
    i += len;
  }
  return out;
}

HttpResponse error_response(int status, const std::string& code, const std::string& message) {
  // Messages quote request paths and keys: never echo raw bytes that are not UTF-8 text.
  HttpResponse r = json_response(
      status, json::object{{"error", json::object{{"code", code}, {"message", printable(message)}}}});
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

Api::Api(store::GameStore& store, ApiOptions options, Scheduler schedule, Thinker think)
    : store_(store), options_(std::move(options)), limiter_(options_.ratePerSecond, options_.rateBurst) {
  env_.store = &store_;
  env_.metrics = &metrics_;
  env_.schedule = std::move(schedule);
  env_.botDelayMs = options_.botDelayMs;
  env_.think = std::move(think);
  env_.search.seconds = options_.botSeconds;
  env_.search.playouts = options_.botPlayouts;
  env_.snapshotEvery = options_.snapshotEvery;
  env_.autoPass = options_.autoPass;
}

std::size_t Api::load_all() {
  std::size_t n = 0;
  for (const std::string& code : store_.list_games()) {
    auto stored = store_.load_game(code);
    if (!stored) continue;
    try {
      auto room = GameRoom::restore(env_, *stored);
      ++n;
      const bool over = room->over();
      room->kick_bots();
      // Kept in memory only while its bots play on; the others load again on demand.
      const bool keep = !room->retire_if_idle(std::chrono::milliseconds(0));
      std::unique_lock lock(mu_);
      if (!over) {
        liveGames_[code] = "";
        liveByAddress_[""].insert(code);
      }
      if (keep) {
        rooms_[code] = room;
        for (const std::string& h : room->token_hashes()) tokenGame_[h] = code;
      }
      update_games_gauge_locked();
    } catch (const std::exception& e) {
      std::cerr << "dune serve: game " << code << " not loaded: " << e.what() << "\n";
    }
  }
  return n;
}

std::size_t Api::game_count() const {
  std::shared_lock lock(mu_);
  return rooms_.size();
}

std::shared_ptr<GameRoom> Api::find_room(const std::string& code) {
  std::shared_ptr<GameRoom> room;
  {
    std::shared_lock lock(mu_);
    auto it = rooms_.find(code);
    if (it != rooms_.end()) room = it->second;
  }
  if (room && room->retired()) {  // unloaded meanwhile: load it again from the store
    drop_room(code, room);
    room.reset();
  }
  if (!room) room = load_room(code);
  if (room) room->touch();
  return room;
}

void Api::drop_room(const std::string& code, const std::shared_ptr<GameRoom>& room) {
  std::vector<std::string> hashes = room->token_hashes();
  std::unique_lock lock(mu_);
  auto it = rooms_.find(code);
  if (it == rooms_.end() || it->second != room) return;
  rooms_.erase(it);
  for (const std::string& h : hashes)
    if (auto t = tokenGame_.find(h); t != tokenGame_.end() && t->second == code) tokenGame_.erase(t);
  update_games_gauge_locked();
}

void Api::forget_live_locked(const std::string& code) {
  auto it = liveGames_.find(code);
  if (it == liveGames_.end()) return;
  if (auto a = liveByAddress_.find(it->second); a != liveByAddress_.end()) {
    a->second.erase(code);
    if (a->second.empty()) liveByAddress_.erase(a);
  }
  liveGames_.erase(it);
}

void Api::sweep() {
  std::vector<std::pair<std::string, std::shared_ptr<GameRoom>>> all;
  {
    std::shared_lock lock(mu_);
    for (auto& [code, room] : rooms_) all.emplace_back(code, room);
  }
  for (auto& [code, room] : all) {
    if (room->over()) {
      std::unique_lock lock(mu_);
      forget_live_locked(code);
    }
    if (room->retire_if_idle(options_.idleUnload)) {
      drop_room(code, room);
      metrics_.gamesUnloaded++;
    }
  }
}

void Api::start_sweeper() {
  if (!env_.schedule || sweeping_.exchange(true)) return;
  auto every =
      std::clamp(options_.idleUnload / 4, std::chrono::milliseconds(20), std::chrono::milliseconds(5000));
  // Re-arms itself; the scheduler's timers die with the server's io_context (before the Api).
  auto tick = std::make_shared<std::function<void()>>();
  *tick = [this, every, weak = std::weak_ptr<std::function<void()>>(tick)] {
    try {
      sweep();
    } catch (const std::exception& e) {
      std::cerr << "dune serve: sweep: " << e.what() << "\n";
    }
    if (auto t = weak.lock()) env_.schedule(every, *t);
  };
  sweeper_ = tick;
  env_.schedule(every, *tick);
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
    update_games_gauge_locked();
  }
  room->kick_bots();
  return room;
}

void Api::watch_store() {
  store_.subscribe([this](const std::string& code, std::uint32_t version) {
    // On the server's threads: the store's listener thread must not block.
    env_.schedule(std::chrono::milliseconds(0), [this, code, version] {
      if (code.empty()) return resync_all();
      try {
        // Only a game in memory has anything to catch up: one that is not loads fresh on demand.
        std::shared_ptr<GameRoom> room;
        {
          std::shared_lock lock(mu_);
          if (auto it = rooms_.find(code); it != rooms_.end()) room = it->second;
        }
        if (!room) return;
        if (version == store::kMessagesChanged) {
          room->messages_changed();
          return;
        }
        if (version > 0) {
          room->catch_up(version);
          return;
        }
        if (!store_.load_game(code)) {  // deleted through another instance
          room->delete_game();
          drop_room(code, room);
          std::unique_lock lock(mu_);
          forget_live_locked(code);
          return;
        }
        std::vector<std::string> removed, added;  // version 0: the seats changed (or the game is gone)
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
      room->messages_changed();
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
    r.body = metrics_text();
    return r;
  }
  std::vector<std::string> seg = split_path(path);
  if (seg.empty() || seg[0] != "api") {
    if (!get) return method_not_allowed();
    return static_file(req, path);
  }
  if (seg.size() == 2 && seg[1] == "games") return post ? create_game(req) : method_not_allowed();
  // The expansion variants a new game may name (`dune variants --json`), for the lobby's choice.
  if (seg.size() == 2 && seg[1] == "variants")
    return get ? json_response(200, variants_catalog_json()) : method_not_allowed();
  // What the pieces do, in players' words (`dune catalog`; issue 39): the same for every game, built once.
  if (seg.size() == 2 && seg[1] == "catalog") {
    static const json::value catalog = catalog_json();
    return get ? json_response(200, catalog) : method_not_allowed();
  }
  if (seg.size() < 3 || seg[1] != "games")
    return error_response(404, "not_found", "No such route: " + path + ".");
  const std::string& code = seg[2];
  if (seg.size() == 3)
    return get ? game_summary(code) : req.method == "DELETE" ? delete_game(req, code) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "view") return get ? game_view(req, code, query) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "actions") return post ? post_action(req, code) : method_not_allowed();
  if (seg.size() == 4 && (seg[3] == "file" || seg[3] == "history"))
    return get ? finished_game(req, code, seg[3], query) : method_not_allowed();
  if (seg.size() == 5 && seg[3] == "seats")
    return post ? claim_seat(req, code, seg[4]) : method_not_allowed();
  if (seg.size() == 6 && seg[3] == "seats" && seg[5] == "autopass")
    return get || req.method == "PUT" ? autopass(req, code, seg[4]) : method_not_allowed();
  if (seg.size() == 4 && seg[3] == "messages")
    return get ? get_messages(req, code, query) : post ? post_message(req, code) : method_not_allowed();
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
  // A game file (docs/GAME_FILES.md): {"gameFile": {...}, "bots": [...]}, or the file itself as the
  // body. Its position and actions stay on the server; the creator is the host. The seed is the
  // server's own unless client seeds are allowed (a known seed would reveal the unstated deck orders).
  const json::value* gameFile = o.if_contains("gameFile");
  if (!gameFile && o.contains("format")) gameFile = &body;
  if (gameFile) {
    if (gameFile != &body &&
        (o.contains("factions") || o.contains("ruleset") || o.contains("options") || o.contains("variants")))
      return error_response(
          400, "bad_request",
          "Give either \"gameFile\" or \"ruleset\", \"factions\", \"variants\" and \"options\", not both.");
    auto file = game_file_from_json(*gameFile);
    if (!file) return error_response(400, "bad_game_file", file.error().message);
    const SetupOptions& fs = file.value().setup;
    if (fs.ruleset.maxTurns > 10)
      return error_response(422, "bad_game_file",
                            "This server plays at most 10 turns; the game file asks for " +
                                std::to_string(fs.ruleset.maxTurns) + ".");
    setup.ruleset = fs.ruleset;
    setup.factions = fs.factions;
    setup.randomSeating = fs.randomSeating;
    setup.seed = options_.allowClientSeed ? fs.seed : random_u64();
    setup.gameFile = to_json(file.value());
  }
  if (const json::value* rs = gameFile ? nullptr : o.if_contains("ruleset")) {
    if (!rs->is_string()) return error_response(400, "bad_request", "\"ruleset\" must be a string.");
    if (rs->as_string() == "advanced")
      setup.ruleset.kind = RulesetKind::Advanced;
    else if (rs->as_string() != "basic")
      return error_response(422, "unsupported_ruleset",
                            "Unknown ruleset; this server plays \"basic\" and \"advanced\".");
  }
  // Expansion variants: a list of keys (`dune variants`); the engine refuses an unknown one or one
  // missing a variant it needs, with the sentence new_game gives.
  if (const json::value* vs = gameFile ? nullptr : o.if_contains("variants")) {
    auto v = variants_from_json(*vs, "\"variants\"");
    if (!v) return error_response(400, "bad_request", v.error().message);
    setup.ruleset.variants = v.value();
  }
  const json::value* fs = o.if_contains("factions");
  if (!gameFile && (!fs || !parse_faction_list(*fs, setup.factions)))
    return error_response(
        400, "bad_request",
        "\"factions\" must be a list of faction keys (atreides, bene_gesserit, emperor, fremen, "
        "guild, harkonnen).");
  // Bot seats (issue 38): true for every seat, or a list of faction keys and {"faction", "level"} objects;
  // "botLevel" is the level of those named without one ("standard": the heuristic bot, "strong": the
  // search bot).
  std::vector<Faction> bots, strongBots;
  BotLevel defaultLevel = BotLevel::Standard;
  if (const json::value* l = o.if_contains("botLevel")) {
    if (!l->is_string() || !bot_level_by_key(l->as_string(), defaultLevel))
      return error_response(400, "bad_request", "\"botLevel\" must be \"standard\" or \"strong\".");
  }
  if (const json::value* b = o.if_contains("bots")) {
    const char* shape =
        "\"bots\" must be true for all seats, or a list of faction keys and {\"faction\": key, \"level\": "
        "\"standard\" or \"strong\"} objects.";
    if (b->is_bool()) {
      if (b->as_bool()) bots = setup.factions;
      if (defaultLevel == BotLevel::Strong) strongBots = bots;
    } else if (!b->is_array()) {
      return error_response(400, "bad_request", shape);
    } else {
      for (const json::value& e : b->as_array()) {
        Faction f;
        BotLevel level = defaultLevel;
        const json::value* key = &e;
        if (e.is_object()) {
          key = e.as_object().if_contains("faction");
          if (const json::value* l = e.as_object().if_contains("level")) {
            if (!l->is_string() || !bot_level_by_key(l->as_string(), level))
              return error_response(400, "bad_request",
                                    "A bot's \"level\" must be \"standard\" or \"strong\".");
          }
        }
        if (!key || !key->is_string() || !faction_by_key(key->as_string(), f))
          return error_response(400, "bad_request", shape);
        if (std::find(bots.begin(), bots.end(), f) != bots.end())
          return error_response(400, "bad_request",
                                "Bot seat " + std::string(faction_key(f)) + " is named twice.");
        bots.push_back(f);
        if (level == BotLevel::Strong) strongBots.push_back(f);
      }
    }
    for (Faction f : bots)
      if (std::find(setup.factions.begin(), setup.factions.end(), f) == setup.factions.end())
        return error_response(
            400, "bad_request",
            "Bot seat " + std::string(faction_key(f)) + " is not one of the game's factions.");
  }
  std::optional<std::uint64_t> clientSeed;
  if (const json::value* opt = gameFile ? nullptr : o.if_contains("options")) {
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
  {
    // Caps on live games: per creating address (its finished games no longer count) and in total.
    std::unique_lock lock(mu_);
    if (auto a = liveByAddress_.find(req.remote); a != liveByAddress_.end()) {
      std::vector<std::string> finished;
      for (const std::string& c : a->second)
        if (auto it = rooms_.find(c); it != rooms_.end() && it->second->over()) finished.push_back(c);
      for (const std::string& c : finished) forget_live_locked(c);
    }
    auto a = liveByAddress_.find(req.remote);
    if (a != liveByAddress_.end() && a->second.size() >= options_.maxLiveGamesPerAddress)
      return error_response(
          429, "too_many_games",
          "Your address already has " + std::to_string(a->second.size()) +
              " unfinished games, the most this server allows; finish or delete one first.");
    if (liveGames_.size() >= options_.maxLiveGames)
      return error_response(503, "server_full",
                            "This server already holds " + std::to_string(liveGames_.size()) +
                                " unfinished games, the most it allows; try again later.");
  }
  if (!gameFile) setup.seed = clientSeed ? *clientSeed : random_u64();
  if (auto probe = setup.initial_game(); !probe)
    return error_response(422, std::string(err_key(probe.error().code)), probe.error().message);
  const std::string hostToken = new_token();
  const std::string hostHash = token_hash(hostToken);
  const auto created = static_cast<std::int64_t>(std::time(nullptr));
  std::shared_ptr<GameRoom> room;
  std::string code;
  for (int attempt = 0; attempt < 16 && !room; ++attempt) {
    code = new_game_code();
    if (find_room(code)) continue;
    room = GameRoom::create(env_, code, setup, hostHash, bots, created, strongBots);
  }
  if (!room) return error_response(503, "store_unavailable", "Could not allocate a game code; try again.");
  {
    std::unique_lock lock(mu_);
    rooms_[code] = room;
    tokenGame_[hostHash] = code;
    liveGames_[code] = req.remote;
    liveByAddress_[req.remote].insert(code);
    update_games_gauge_locked();
  }
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
  BotLevel level = BotLevel::Standard;
  if (const json::value* l = body.as_object().if_contains("level")) {
    if (!l->is_string() || !bot_level_by_key(l->as_string(), level))
      return error_response(400, "bad_request", "\"level\" must be \"standard\" or \"strong\".");
    if (!bot) return error_response(400, "bad_request", "\"level\" is a bot's: give it with \"bot\": true.");
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
  SeatResult sr = room->set_seat(f, asHost, bot, &replaced, level);
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
  if (bot) out["level"] = bot_level_key(level);
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
  if (std::string_view(rid->as_string()).starts_with(kBotRequestPrefix))
    return error_response(400, "bad_request",
                          "\"requestId\" must not start with \"" + std::string(kBotRequestPrefix) +
                              "\": those belong to the server's bots.");
  if (std::string_view(rid->as_string()).starts_with(kAutoRequestPrefix))
    return error_response(400, "bad_request",
                          "\"requestId\" must not start with \"" + std::string(kAutoRequestPrefix) +
                              "\": those belong to the seats' auto-pass rules.");
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
  // The room was unloaded (idle) between finding it and submitting: load it again and retry.
  for (int retry = 0; r.status == SubmitResult::Gone && retry < 3; ++retry) {
    room = find_room(code);
    if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
    r = room->submit(auth.seat, static_cast<std::uint32_t>(ev->to_number<std::uint64_t>()),
                     std::string(rid->as_string()), action.value());
  }
  switch (r.status) {
    case SubmitResult::Gone: return error_response(404, "not_found", "No game with code " + code + ".");
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

HttpResponse Api::delete_game(const HttpRequest& req, const std::string& code) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Auth auth;
  if (auto e = authenticate(bearer_token(req.authorization), *room, auth)) return *e;
  if (auth.kind != Auth::Host)
    return error_response(403, "forbidden", "Only the host token can delete a game.");
  if (!room->delete_game()) return error_response(404, "not_found", "No game with code " + code + ".");
  drop_room(code, room);
  {
    std::unique_lock lock(mu_);
    forget_live_locked(code);
  }
  return json_response(200, json::object{{"deleted", code}});
}

HttpResponse Api::autopass(const HttpRequest& req, const std::string& code, const std::string& factionKey) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Faction f;
  if (!faction_by_key(factionKey, f) || !room->is_seat(f))
    return error_response(404, "not_found", "This game has no seat \"" + factionKey + "\".");
  Auth auth;
  if (auto e = authenticate(bearer_token(req.authorization), *room, auth)) return *e;
  if (auth.kind != Auth::Seat)
    return error_response(
        403, "forbidden",
        "Auto-pass rules belong to a seat: use that seat's token (the host token cannot set them).");
  if (auth.seat != f)
    return error_response(
        403, "forbidden",
        "This token belongs to another seat; a seat reads and sets only its own auto-pass rules.");
  if (req.method == "PUT") {
    json::value body;
    if (auto e = parse_body(req.body, body, false)) return *e;
    json::object o = body.as_object();
    // The rules themselves, or {"rules": {...}}.
    if (const json::value* inner = o.if_contains("rules")) {
      if (!inner->is_object() || o.size() != 1)
        return error_response(400, "bad_request", "\"rules\" must be an object of auto-pass rules.");
      o = inner->as_object();
    }
    auto patched = autopass_patch(room->autopass_rules(f), o);
    if (auto* err = std::get_if<RuleError>(&patched)) return error_response(400, err->code, err->message);
    if (!room->set_autopass(f, std::get<AutoPassRules>(patched)))
      return error_response(503, "store_unavailable", "The rules were not saved; try again.");
  }
  HttpResponse r;
  r.body = room->autopass_json(f);
  return r;
}

HttpResponse Api::get_messages(const HttpRequest& req, const std::string& code, const std::string& query) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  std::optional<Faction> reader;
  if (const std::string token = bearer_token(req.authorization); !token.empty()) {
    Auth auth;
    if (auto e = authenticate(token, *room, auth)) return *e;
    if (auth.kind == Auth::Seat) reader = auth.seat;  // the host reads the public channel
  } else if (!limiter_.allow("addr:" + req.remote)) {
    return error_response(429, "rate_limited", "Too many requests; slow down.");
  }
  std::uint32_t after = 0;
  if (std::string s = query_param(query, "after"); !s.empty()) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), after);
    if (ec != std::errc() || p != s.data() + s.size())
      return error_response(400, "bad_request",
                            "\"after\" must be a message id (a whole number, 0 for the first).");
  }
  HttpResponse r;
  r.body = room->messages_json(reader, after);
  return r;
}

HttpResponse Api::post_message(const HttpRequest& req, const std::string& code) {
  auto room = find_room(code);
  if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
  Auth auth;
  if (auto e = authenticate(bearer_token(req.authorization), *room, auth)) return *e;
  if (auth.kind != Auth::Seat)
    return error_response(403, "forbidden",
                          "Only a seat talks at the table: claim a seat and use its token.");
  json::value body;
  if (auto e = parse_body(req.body, body, false)) return *e;
  const json::object& o = body.as_object();
  for (const auto& kv : o)
    if (kv.key() != "text" && kv.key() != "to" && kv.key() != "requestId")
      return error_response(
          400, "bad_request",
          "Unknown field \"" + std::string(kv.key()) + "\"; a message has text, to and requestId.");
  const json::value* tv = o.if_contains("text");
  if (!tv || !tv->is_string()) return error_response(400, "bad_request", "\"text\" must be a string.");
  std::optional<Faction> to;
  if (const json::value* t = o.if_contains("to"); t && !t->is_null()) {
    Faction f;
    if (!t->is_string() || !faction_by_key(std::string(t->as_string()), f))
      return error_response(400, "bad_recipient",
                            "\"to\" must be the faction key of a seat, or null for everyone.");
    if (!room->is_seat(f))
      return error_response(400, "bad_recipient",
                            "There is no " + std::string(faction_key(f)) + " seat in this game.");
    if (f == auth.seat)
      return error_response(400, "bad_recipient", "A private message goes to another seat, not your own.");
    to = f;
  }
  std::string rid;
  if (const json::value* r = o.if_contains("requestId")) {
    if (!r->is_string() || r->as_string().empty() || r->as_string().size() > kMaxRequestId)
      return error_response(400, "bad_request",
                            "\"requestId\" must be a non-empty string of at most 128 characters.");
    rid = std::string(r->as_string());
  }
  auto checked = checked_message_text(std::string_view(tv->as_string()));
  if (auto* err = std::get_if<TextError>(&checked)) return error_response(400, err->code, err->message);
  PostResult r = room->post_message(auth.seat, to, std::get<std::string>(checked), rid);
  for (int retry = 0; r.status == PostResult::Gone && retry < 3; ++retry) {  // unloaded meanwhile
    room = find_room(code);
    if (!room) return error_response(404, "not_found", "No game with code " + code + ".");
    r = room->post_message(auth.seat, to, std::get<std::string>(checked), rid);
  }
  switch (r.status) {
    case PostResult::Ok: return json_response(201, json::object{{"message", message_json(r.message)}});
    case PostResult::Duplicate: {
      HttpResponse resp = json_response(200, json::object{{"message", message_json(r.message)}});
      resp.headers.emplace_back("Idempotent-Replayed", "true");
      return resp;
    }
    case PostResult::RequestConflict:
      return error_response(409, "request_id_conflict", "This requestId was already used by another seat.");
    case PostResult::RateLimited: {
      const auto secs = (r.retryAfter.count() + 999) / 1000;
      HttpResponse resp = error_response(
          429, "message_rate_limited",
          "You are sending messages too fast: at most " + std::to_string(kMessageBurst) + " every " +
              std::to_string(kMessageWindow.count()) + " seconds. Wait " + std::to_string(secs) +
              (secs == 1 ? " second" : " seconds") + " and send it again.");
      resp.headers.emplace_back("Retry-After", std::to_string(secs));
      return resp;
    }
    case PostResult::StoreFailed:
      return error_response(503, "store_unavailable",
                            "The message was not saved; send it again with the same requestId.");
    case PostResult::Gone: return error_response(404, "not_found", "No game with code " + code + ".");
  }
  return error_response(500, "internal", "Internal server error.");
}

std::string Api::metrics_text() {
  std::string out = metrics_.text();
  std::size_t live = 0;
  {
    std::shared_lock lock(mu_);
    live = liveGames_.size();
  }
  out +=
      "# HELP dune_games_live Unfinished games this server counts against --max-games.\n"
      "# TYPE dune_games_live gauge\ndune_games_live " +
      std::to_string(live) + "\n";
  try {
    std::size_t stored = store_.count_games();
    out +=
        "# HELP dune_games_stored Games in the store (in memory or not).\n"
        "# TYPE dune_games_stored gauge\ndune_games_stored " +
        std::to_string(stored) + "\n";
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: metrics: store error: " << e.what() << "\n";
  }
  return out;
}

namespace {

bool accepts_gzip(const std::string& acceptEncoding) {
  // "gzip" listed without q=0 (RFC 9110, 12.5.3).
  std::size_t i = 0;
  while (i < acceptEncoding.size()) {
    std::size_t j = acceptEncoding.find(',', i);
    if (j == std::string::npos) j = acceptEncoding.size();
    std::string item = acceptEncoding.substr(i, j - i);
    std::string name, params;
    if (auto semi = item.find(';'); semi != std::string::npos) {
      params = item.substr(semi + 1);
      item.resize(semi);
    }
    for (char c : item)
      if (!std::isspace(static_cast<unsigned char>(c)))
        name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string p;
    for (char c : params)
      if (!std::isspace(static_cast<unsigned char>(c))) p += c;
    const bool zero = p.starts_with("q=0") && p.find_first_not_of("0.", 2) == std::string::npos;
    if ((name == "gzip" || name == "x-gzip") && !zero) return true;
    i = j + 1;
  }
  return false;
}

// The file at `path`, only if it is a regular file whose real location (every link resolved) is
// inside `root` (itself resolved).
std::optional<std::filesystem::path> inside(const std::filesystem::path& root,
                                            const std::filesystem::path& path) {
  std::error_code ec;
  auto real = std::filesystem::canonical(path, ec);
  if (ec) return std::nullopt;
  auto rel = real.lexically_relative(root);
  if (rel.empty() || rel.is_absolute() || *rel.begin() == "..") return std::nullopt;
  if (!std::filesystem::is_regular_file(real, ec)) return std::nullopt;
  return real;
}

std::optional<std::string> read_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return buf.str();
}

}  // namespace

bool hashed_asset(std::string_view rel) {
  // assets/NAME-HHHHHHHH.EXT: Rollup's default [name]-[hash][extname], the hash 8 characters of
  // base64url ([A-Za-z0-9_-], so it may itself hold '-'), right before the last extension.
  constexpr std::size_t kHash = 8;
  if (!rel.starts_with("assets/")) return false;
  const std::string_view base = rel.substr(rel.rfind('/') + 1);
  const std::size_t dot = base.rfind('.');
  // NAME (not empty), '-', the hash, then an extension (not empty).
  if (dot == std::string_view::npos || dot + 1 == base.size() || dot < kHash + 2) return false;
  if (base[dot - kHash - 1] != '-') return false;
  for (char c : base.substr(dot - kHash, kHash))
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') return false;
  return true;
}

HttpResponse Api::static_file(const HttpRequest& req, const std::string& path) {
  if (options_.staticDir.empty()) {
    if (path != "/") return error_response(404, "not_found", "No such route: " + path + ".");
    HttpResponse r;
    r.contentType = "text/html; charset=utf-8";
    r.body =
        "<!doctype html><title>Dune server</title><h1>Dune server</h1><p>The game server is running. "
        "The API lives under <code>/api/games</code>; see docs/API.md.</p>\n";
    return r;
  }
  auto not_found = [] { return error_response(404, "not_found", "No such file."); };
  // The decoded path, as relative segments: no empty segment (`//`), no `.` or `..`, no
  // backslash, NUL or other control character, nothing absolute. Then the file must resolve,
  // links and all, to a regular file inside the static folder.
  const std::string decoded = percent_decode(path, false);
  if (decoded.empty() || decoded[0] != '/') return not_found();
  std::string rel = decoded.substr(1);
  if (rel.empty()) rel = "index.html";
  std::size_t start = 0;
  while (start <= rel.size()) {
    std::size_t end = rel.find('/', start);
    if (end == std::string::npos) end = rel.size();
    std::string_view segment(rel.data() + start, end - start);
    const bool last = end == rel.size();
    if ((segment.empty() && !last) || segment == "." || segment == "..") return not_found();
    start = end + 1;
  }
  for (char c : rel)
    if (c == '\\' || static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return not_found();
  if (rel.back() == '/') rel += "index.html";
  std::error_code ec;
  const std::filesystem::path root = std::filesystem::canonical(options_.staticDir, ec);
  if (ec) return not_found();
  std::filesystem::path file = root / std::filesystem::path(rel).relative_path();
  if (std::filesystem::is_directory(file, ec)) {
    file /= "index.html";
    rel += "/index.html";
  }
  auto real = inside(root, file);
  if (!real) return not_found();
  HttpResponse r;
  r.contentType = std::string(mime_type(rel));
  r.headers.emplace_back("Cache-Control",
                         hashed_asset(rel) ? "public, max-age=31536000, immutable" : "no-cache");
  r.headers.emplace_back("Vary", "Accept-Encoding");
  // A precompressed copy beside the file (the web build writes NAME.gz), when the client takes gzip.
  if (accepts_gzip(req.acceptEncoding)) {
    std::filesystem::path gz = *real;
    gz += ".gz";
    if (auto zreal = inside(root, gz))
      if (auto body = read_file(*zreal)) {
        r.body = std::move(*body);
        r.headers.emplace_back("Content-Encoding", "gzip");
        return r;
      }
  }
  auto body = read_file(*real);
  if (!body) return not_found();
  r.body = std::move(*body);
  return r;
}

}  // namespace dune::server
