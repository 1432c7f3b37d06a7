// `dune bench-server`: durable actions per second and latency percentiles of POST .../actions
// over loopback at several numbers of concurrent games, beside the raw SQLite commit rate of
// the same disk (WAL, synchronous=FULL, one small row per transaction), and the memory per
// live game. Games use known seeds so that clients replay precomputed legal actions and the
// measurement holds only HTTP, validation, the commit and the answer. Each level runs closed
// loop (one action in flight per game), then open loop at each of `rates` (actions/s per game,
// latency from the scheduled send time); CPU time per action is reported beside each.
#pragma once

#include <string>
#include <vector>

namespace dune::server {

struct BenchOptions {
  std::string dir = ".";              // where the SQLite files go (the disk under test)
  std::string db;                     // empty: a fresh SQLite file in dir; else a store URL (PostgreSQL)
  std::vector<int> games{1, 16, 64};  // concurrent games per level
  double seconds = 4;                 // per level
  std::vector<double> rates;          // open-loop levels: offered actions/s per game (after the closed loop)
  int threads = 0;                    // server I/O threads (0: the server's default)
  int workers = 0;                    // server worker threads (0: the server's default)
  bool json = false;
};

int run_bench(const BenchOptions& o);

}  // namespace dune::server
