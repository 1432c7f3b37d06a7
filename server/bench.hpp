// `dune bench-server`: durable actions per second and latency percentiles of POST .../actions
// over loopback at several numbers of concurrent games, beside the raw SQLite commit rate of
// the same disk (WAL, synchronous=FULL, one small row per transaction), and the memory per
// live game. Games use known seeds so that clients replay precomputed legal actions and the
// measurement holds only HTTP, validation, the commit and the answer.
#pragma once

#include <string>
#include <vector>

namespace dune::server {

struct BenchOptions {
  std::string dir = ".";              // where the SQLite files go (the disk under test)
  std::string db;                     // empty: a fresh SQLite file in dir; else a store URL (PostgreSQL)
  std::vector<int> games{1, 16, 64};  // concurrent games per level
  double seconds = 4;                 // per level
  bool json = false;
};

int run_bench(const BenchOptions& o);

}  // namespace dune::server
