// The HTTP API without the transport: routes, authentication, rate limits and JSON bodies, on
// plain request/response values (docs/API.md documents each route). http_session (Beast) parses
// the wire format and calls handle(); ws_session calls open_stream(). The Api owns the live
// games (GameRoom), restores every stored game at start (keeping in memory those whose bots play
// on), loads the others on demand, unloads idle ones, and indexes token hashes by game.
#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "server/game_room.hpp"
#include "server/metrics.hpp"
#include "server/rate_limiter.hpp"
#include "store/game_store.hpp"

namespace dune::server {

struct ApiOptions {
  int botDelayMs = 300;
  // The strong bots (the search bot, issue 38): the time and the playouts a decision may take at most,
  // and the threads they think on (the server's: never an I/O or request thread), their CPU budget.
  double botSeconds = 1.0;
  int botPlayouts = 400;
  int botThreads = 1;
  std::uint32_t snapshotEvery = 64;
  double ratePerSecond = 50;  // per token; <= 0 disables
  double rateBurst = 100;
  std::size_t maxBodyBytes = 64 * 1024;
  std::string staticDir;         // empty: no static files
  bool allowClientSeed = false;  // benchmarks only: accept options.seed (a known seed reveals every deck)
  // Life cycle: a game nobody used for this long, with no open stream and no bot about to act,
  // is unloaded from memory (it stays in the store and loads again on the next request).
  std::chrono::milliseconds idleUnload{std::chrono::minutes(5)};
  // Live games (created and not finished, not deleted) held by this server: in total (503 when
  // full) and per creating address (429).
  std::size_t maxLiveGames = 5000;
  std::size_t maxLiveGamesPerAddress = 20;
  // The seats' auto-pass rules (server/autopass.hpp); off only for the benchmarks, which replay a
  // fixed list of actions for every seat.
  bool autoPass = true;
};

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, as sent
  std::string authorization;
  std::string acceptEncoding;  // Accept-Encoding: a precompressed static file when it holds gzip
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
  Api(store::GameStore& store, ApiOptions options, Scheduler schedule, Thinker think = {});

  // Loads every stored game; returns how many (a game that no longer replays is reported on
  // stderr and skipped).
  std::size_t load_all();

  // Hears the store's change feed (PostgreSQL: actions other instances stored) and catches the
  // rooms up on the scheduler. Undo with store.subscribe({}) before the scheduler goes away.
  void watch_store();

  HttpResponse handle(const HttpRequest& req);
  StreamOpen open_stream(const HttpRequest& req);

  // Unloads the idle games (ApiOptions::idleUnload) and forgets finished games in the live-game
  // counts; the server runs it periodically on its scheduler (start_sweeper).
  void sweep();
  void start_sweeper();

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
  HttpResponse delete_game(const HttpRequest& req, const std::string& code);
  // GET or PUT a seat's auto-pass rules, with that seat's token.
  HttpResponse autopass(const HttpRequest& req, const std::string& code, const std::string& faction);
  // Table talk: GET the messages after ?after=N (seat token: the public channel and the seat's
  // private ones; host token or none: the public channel), POST one with a seat token.
  HttpResponse get_messages(const HttpRequest& req, const std::string& code, const std::string& query);
  HttpResponse post_message(const HttpRequest& req, const std::string& code);
  HttpResponse static_file(const HttpRequest& req, const std::string& path);
  std::string metrics_text();
  // A finished game (server/history.cpp): `what` is "file" (the game file) or "history" (the
  // public view at ?version=N, at the end of ?turn=T, or at the end). 409 while it is played.
  HttpResponse finished_game(const HttpRequest& req, const std::string& code, const std::string& what,
                             const std::string& query);

  // A live room, or the stored game loaded now (another instance on the same database may have
  // created it); nullptr if no such game.
  std::shared_ptr<GameRoom> find_room(const std::string& code);
  void resync_all();
  std::shared_ptr<GameRoom> load_room(const std::string& code);
  // Resolves the bearer token for a room: 401 (missing or unknown) / 403 (another game) / 429.
  std::optional<HttpResponse> authenticate(const std::string& token, const GameRoom& room, Auth& auth);
  void index_token(const std::string& hash, const std::string& code);
  void unindex_token(const std::string& hash);
  // Removes the room from memory (if `room` is still the one held) and its token hashes from the
  // index. Locks mu_.
  void drop_room(const std::string& code, const std::shared_ptr<GameRoom>& room);
  void forget_live_locked(const std::string& code);
  void update_games_gauge_locked() { metrics_.games = static_cast<std::int64_t>(rooms_.size()); }

  store::GameStore& store_;
  ApiOptions options_;
  RoomEnv env_;
  Metrics metrics_;
  RateLimiter limiter_;
  mutable std::shared_mutex mu_;
  std::unordered_map<std::string, std::shared_ptr<GameRoom>> rooms_;
  std::unordered_map<std::string, std::string> tokenGame_;  // token hash -> game code
  // Live games of this server: code -> creating address ("" for games found in the store at
  // start), and the codes by address.
  std::unordered_map<std::string, std::string> liveGames_;
  std::unordered_map<std::string, std::unordered_set<std::string>> liveByAddress_;
  std::atomic<bool> sweeping_{false};
  std::shared_ptr<std::function<void()>> sweeper_;
};

// Helpers shared with the transport.
std::string bearer_token(const std::string& authorization);                  // "" if none
std::string query_param(const std::string& query, const std::string& name);  // percent-decoded
std::string_view mime_type(std::string_view path);
// A static file's path under the static folder ("assets/index-ChgkGq2-.js") that names a Vite
// build output by its content hash: served as cached for a year, every other file is revalidated.
bool hashed_asset(std::string_view rel);
// `s` as valid UTF-8 without control characters: any other byte becomes %XX (for messages that
// quote a request path).
std::string printable(std::string_view s);

}  // namespace dune::server
