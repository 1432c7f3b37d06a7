// Counters for GET /metrics (Prometheus text exposition format 0.0.4): games, actions, HTTP
// requests by status, errors by code, WebSocket clients, HTTP connections by state, accept
// errors, and a request latency histogram. The Api adds the games it holds and the store's count.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace dune::server {

// What an HTTP connection is doing (dune_connections{state=...}); WebSocket streams are
// dune_websocket_clients. Refusing: answered 429 or 503 over a connection limit, not yet closed.
enum class ConnState { Reading, Handling, Writing, Refusing };
inline constexpr std::array<const char*, 4> kConnStateNames{"reading", "handling", "writing", "refusing"};

class Metrics {
 public:
  static constexpr std::array<double, 12> kBuckets{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005,
                                                   0.01,   0.025,   0.05,   0.1,   0.5,    1.0};
  std::atomic<std::int64_t> games{0};
  std::atomic<std::int64_t> actions{0};
  std::atomic<std::int64_t> botActions{0};
  std::atomic<std::int64_t> wsClients{0};
  std::array<std::atomic<std::int64_t>, 4> connections{};  // by ConnState
  std::atomic<std::int64_t> connectionsHeld{0};      // HTTP and WebSocket, holding a place under the caps
  std::atomic<std::int64_t> connectionAddresses{0};  // client addresses holding one or more
  std::atomic<std::int64_t> acceptErrors{0};
  std::atomic<std::int64_t> connectionsRefused{0};         // over the per-address limit (answered 429)
  std::atomic<std::int64_t> connectionsRefusedTotal{0};    // over the total limit (answered 503)
  std::atomic<std::int64_t> connectionsRefusedReserve{0};  // a heavy address, only the reserve left (503)
  std::atomic<std::int64_t> gamesUnloaded{0};

  void request(int status, double seconds);
  void error(const std::string& code);
  std::string text() const;

 private:
  mutable std::mutex mu_;
  std::map<int, std::int64_t> byStatus_;
  std::map<std::string, std::int64_t> errors_;
  std::array<std::int64_t, kBuckets.size()> buckets_{};
  std::int64_t count_ = 0;
  double sum_ = 0;
};

}  // namespace dune::server
