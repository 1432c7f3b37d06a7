// The game server: a GameStore, the Api and a Boost.Asio io_context with a pool of threads
// serving HTTP and WebSocket on one port. Include this header freely: Beast and Asio stay in
// the transport files (server.cpp, listener.cpp, http_session.cpp, ws_session.cpp).
#pragma once

#include <memory>
#include <string>

#include "server/api.hpp"

namespace dune::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (see port())
  std::string db = "dune.sqlite";
  int threads = 0;                    // I/O threads; 0: max(4, hardware threads)
  int workers = 64;                   // threads answering requests (the most actions waiting for one commit)
  int maxConnectionsPerAddress = 64;  // open connections per client address (0: no limit); more: 429
  // Open connections in all (0: no limit; -1: the open-file limit less a reserve, see
  // default_connection_limit); more are answered 503. Per server instance, as the other caps.
  int maxConnections = -1;
  // The part of maxConnections (in percent, 0-100) kept for light addresses, those holding fewer
  // than lightAddressConnections: an address holding more is answered 503 once the rest is open,
  // so that a few heavy addresses cannot keep every new client out. 0: one pool.
  int reservedConnectionsPercent = 25;
  int lightAddressConnections = 8;
  int headerTimeoutMs = 10000;  // to send a request's headers; also the keep-alive idle time
  ApiOptions api;
};

class Server {
 public:
  // Opens the store and restores every stored game (keeping in memory those whose bots play on);
  // throws std::runtime_error (or StoreError).
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  void start();            // binds and starts the threads; throws if the address is unavailable
  void stop();             // closes the port and every connection, joins the threads (idempotent)
  void wait_for_signal();  // blocks until SIGINT or SIGTERM, then stop()

  unsigned short port() const;
  std::string url() const;
  std::size_t loaded_games() const;
  Api& api();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace dune::server
