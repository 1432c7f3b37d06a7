// The HTTP API without the transport: routes, authentication, rate limits and JSON bodies, on
// plain request/response values (docs/API.md documents each route). http_session (Beast) parses
// the wire format and calls handle(); ws_session calls open_stream(). The Api owns the live
// games (GameRoom), loads every stored game at start and indexes token hashes by game.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "server/game_room.hpp"
#include "server/metrics.hpp"
#include "server/rate_limiter.hpp"
#include "store/game_store.hpp"

namespace dune::server {

struct ApiOptions {
  int botDelayMs = 300;
  std::uint32_t snapshotEvery = 64;
  double ratePerSecond = 50;  // per token; <= 0 disables
  double rateBurst = 100;
  std::size_t maxBodyBytes = 64 * 1024;
  std::string staticDir;         // empty: no static files
  bool allowClientSeed = false;  // benchmarks only: accept options.seed (a known seed reveals every deck)
};

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, as sent
  std::string authorization;
  std::string body;
  std::string remote;  // client address, for rate limits of anonymous writes
};

struct HttpResponse {
  int status = 200;
  std::string contentType = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string errorCode;  // set by error_response, counted in /metrics
};

// The outcome of a WebSocket upgrade request: either an error response or a room and seat.
struct StreamOpen {
  std::optional<HttpResponse> error;
  std::shared_ptr<GameRoom> room;
  std::optional<Faction> seat;  // nullopt: public view
};

HttpResponse error_response(int status, const std::string& code, const std::string& message);

class Api {
 public:
  Api(store::GameStore& store, ApiOptions options, Scheduler schedule);

  // Loads every stored game; returns how many (a game that no longer replays is reported on
  // stderr and skipped).
  std::size_t load_all();

  // Hears the store's change feed (PostgreSQL: actions other instances stored) and catches the
  // rooms up on the scheduler. Undo with store.subscribe({}) before the scheduler goes away.
  void watch_store();

  HttpResponse handle(const HttpRequest& req);
  StreamOpen open_stream(const HttpRequest& req);

  Metrics& metrics() { return metrics_; }
  const ApiOptions& options() const { return options_; }
  std::size_t game_count() const;

 private:
  HttpResponse route(const HttpRequest& req);
  HttpResponse create_game(const HttpRequest& req);
  HttpResponse game_summary(const std::string& code);
  HttpResponse game_view(const HttpRequest& req, const std::string& code, const std::string& query);
  HttpResponse claim_seat(const HttpRequest& req, const std::string& code, const std::string& faction);
  HttpResponse post_action(const HttpRequest& req, const std::string& code);
  // A finished game (server/history.cpp): `what` is "file" (the game file) or "history" (the
  // public view at ?version=N, at the end of ?turn=T, or at the end). 409 while it is played.
  HttpResponse finished_game(const HttpRequest& req, const std::string& code, const std::string& what,
                             const std::string& query);
  HttpResponse static_file(const std::string& path);

  // A live room, or the stored game loaded now (another instance on the same database may have
  // created it); nullptr if no such game.
  std::shared_ptr<GameRoom> find_room(const std::string& code);
  void resync_all();
  std::shared_ptr<GameRoom> load_room(const std::string& code);
  // Resolves the bearer token for a room: 401 (missing or unknown) / 403 (another game) / 429.
  std::optional<HttpResponse> authenticate(const std::string& token, const GameRoom& room, Auth& auth);
  void index_token(const std::string& hash, const std::string& code);
  void unindex_token(const std::string& hash);

  store::GameStore& store_;
  ApiOptions options_;
  RoomEnv env_;
  Metrics metrics_;
  RateLimiter limiter_;
  mutable std::shared_mutex mu_;
  std::unordered_map<std::string, std::shared_ptr<GameRoom>> rooms_;
  std::unordered_map<std::string, std::string> tokenGame_;  // token hash -> game code
};

// Helpers shared with the transport.
std::string bearer_token(const std::string& authorization);                  // "" if none
std::string query_param(const std::string& query, const std::string& name);  // percent-decoded
std::string_view mime_type(std::string_view path);

}  // namespace dune::server
