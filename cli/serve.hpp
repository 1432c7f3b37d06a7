// `dune serve`: the game server (server/server.hpp) on one port, with a SQLite store; and
// `dune bench-server`: its throughput and latency benchmark (server/bench.hpp); and
// `dune bench-memory`: the memory a live game holds beyond its log (server/memory_bench.hpp).
#pragma once

#include <CLI/CLI.hpp>
#include <memory>

#include "server/bench.hpp"
#include "server/memory_bench.hpp"
#include "server/server.hpp"

namespace dune::cli {

struct ServeCommand {
  CLI::App* sub = nullptr;
  CLI::App* bench = nullptr;
  CLI::App* memory = nullptr;
  server::ServerOptions options;
  server::BenchOptions benchOptions;
  server::MemoryBenchOptions memoryOptions;
  std::string memoryRuleset = "basic";
  bool demo = false;
  double idleUnloadSeconds = 300;
  bool chosen() const { return sub->parsed() || bench->parsed() || memory->parsed(); }
  // serve: blocks until SIGINT/SIGTERM; non-zero exit code on a start-up error.
  int run();
};

std::unique_ptr<ServeCommand> add_serve_command(CLI::App& app);

}  // namespace dune::cli
