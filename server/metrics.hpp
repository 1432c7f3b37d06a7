// Counters for GET /metrics (Prometheus text exposition format 0.0.4): games, actions, HTTP
// requests by status, errors by code, WebSocket clients and a request latency histogram.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace dune::server {

class Metrics {
 public:
  static constexpr std::array<double, 12> kBuckets{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005,
                                                   0.01,   0.025,   0.05,   0.1,   0.5,    1.0};
  std::atomic<std::int64_t> games{0};
  std::atomic<std::int64_t> actions{0};
  std::atomic<std::int64_t> botActions{0};
  std::atomic<std::int64_t> wsClients{0};

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
