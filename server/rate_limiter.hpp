// Token buckets keyed by a token hash (or a client address for unauthenticated writes):
// `perSecond` refill, `burst` capacity. allow() takes one unit; false means answer 429.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace dune::server {

class RateLimiter {
 public:
  RateLimiter(double perSecond, double burst) : rate_(perSecond), burst_(burst) {}

  bool allow(const std::string& key) {
    if (rate_ <= 0) return true;  // disabled
    auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(mu_);
    if (buckets_.size() > 100000) buckets_.clear();  // bound memory; a reset only forgives
    auto [it, fresh] = buckets_.try_emplace(key, Bucket{burst_, now});
    Bucket& b = it->second;
    if (!fresh) {
      double dt = std::chrono::duration<double>(now - b.last).count();
      b.tokens = std::min(burst_, b.tokens + dt * rate_);
      b.last = now;
    }
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

 private:
  struct Bucket {
    double tokens;
    std::chrono::steady_clock::time_point last;
  };
  double rate_, burst_;
  std::mutex mu_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace dune::server
