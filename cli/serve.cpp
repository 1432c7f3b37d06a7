#include "cli/serve.hpp"

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <iostream>

namespace dune::cli {

std::unique_ptr<ServeCommand> add_serve_command(CLI::App& app) {
  auto cmd = std::make_unique<ServeCommand>();
  auto& o = cmd->options;
  cmd->sub =
      app.add_subcommand("serve", "Run the game server (HTTP + WebSocket, SQLite or PostgreSQL store, bots)");
  cmd->sub->add_option("--host", o.host, "Address to listen on")->capture_default_str();
  cmd->sub->add_option("--port", o.port, "Port (0: any free port)")->capture_default_str();
  cmd->sub->add_option("--db", o.db, "SQLite database file, or a postgresql://user@host:port/db URL")
      ->capture_default_str();
  cmd->sub->add_option("--bot-delay-ms", o.api.botDelayMs, "Delay before a bot acts, in ms")
      ->check(CLI::Range(0, 600000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--bot-seconds", o.api.botSeconds,
                   "Most time a strong bot (the search bot) thinks about one decision, in seconds")
      ->check(CLI::Range(0.001, 600.0))
      ->capture_default_str();
  cmd->sub
      ->add_option("--bot-threads", o.api.botThreads, "Threads the strong bots think on (their CPU budget)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->sub->add_option("--static", o.api.staticDir,
                       "Serve static files (the web client) from this folder at /");
  cmd->sub->add_option("--threads", o.threads, "I/O threads (0: max(4, cores))")->check(CLI::Range(0, 256));
  cmd->sub
      ->add_option("--workers", o.workers,
                   "Threads answering requests: the most actions that can wait for one commit")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  cmd->sub->add_option("--rate-limit", o.api.ratePerSecond, "Requests per second per token (0: no limit)")
      ->check(CLI::Range(0.0, 1e6))
      ->capture_default_str();
  cmd->sub->add_option("--snapshot-every", o.api.snapshotEvery, "Versions between state snapshots")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--max-connections-per-address", o.maxConnectionsPerAddress,
                   "Open connections per client address; more are answered 429 and closed (0: no limit)")
      ->check(CLI::Range(0, 1000000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--max-connections", o.maxConnections,
                   "Open connections in all; more are answered 503 and closed (0: no limit; -1: the "
                   "open-file limit less a reserve of min(128, a quarter))")
      ->check(CLI::Range(-1, 100000000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--reserved-connections-percent", o.reservedConnectionsPercent,
                   "Percent of --max-connections kept for light addresses (see --light-address-connections): "
                   "once the rest is open, a new connection from a heavier address is answered 503 (0: one "
                   "pool)")
      ->check(CLI::Range(0, 100))
      ->capture_default_str();
  cmd->sub
      ->add_option("--light-address-connections", o.lightAddressConnections,
                   "An address holding fewer open connections than this is light: it may use the reserved "
                   "part of --max-connections")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--header-timeout-ms", o.headerTimeoutMs,
                   "Time a client has to send a request's headers (also the keep-alive idle time), in ms")
      ->check(CLI::Range(100, 600000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--idle-unload-seconds", cmd->idleUnloadSeconds,
                   "Unload a game from memory after this long unused (no stream, no bot to act); it "
                   "loads again from the store on the next request")
      ->check(CLI::Range(0.01, 1e7))
      ->capture_default_str();
  cmd->sub
      ->add_option("--max-games", o.api.maxLiveGames,
                   "Unfinished games this server holds at most (creating more answers 503)")
      ->check(CLI::Range(1, 100000000))
      ->capture_default_str();
  cmd->sub
      ->add_option("--max-games-per-address", o.api.maxLiveGamesPerAddress,
                   "Unfinished games one client address may have created (more answers 429)")
      ->check(CLI::Range(1, 100000000))
      ->capture_default_str();
  cmd->sub->add_flag("--demo", cmd->demo,
                     "When the store holds no game, create one with five bots and an open Atreides seat");
  auto& b = cmd->benchOptions;
  cmd->bench = app.add_subcommand("bench-server", "Benchmark durable actions/s and latency of the server");
  cmd->bench->add_option("--dir", b.dir, "Folder for the SQLite files (the disk under test)")
      ->capture_default_str();
  cmd->bench->add_option("--db", b.db, "Store URL for the server (default: a fresh SQLite file in --dir)");
  cmd->bench->add_option("--games", b.games, "Concurrent games per level")
      ->delimiter(',')
      ->capture_default_str();
  cmd->bench->add_option("--seconds", b.seconds, "Seconds per level")->check(CLI::Range(0.1, 600.0));
  cmd->bench
      ->add_option("--rate", b.rates,
                   "Open loop: also run each level at these offered actions/s per game, each game "
                   "paced on its own schedule (latency from the scheduled send time)")
      ->delimiter(',')
      ->check(CLI::Range(0.01, 100000.0));
  cmd->bench->add_option("--threads", b.threads, "Server I/O threads (0: the server's default)")
      ->check(CLI::Range(0, 256));
  cmd->bench->add_option("--workers", b.workers, "Server worker threads (0: the server's default)")
      ->check(CLI::Range(0, 4096));
  cmd->bench->add_flag("--json", b.json, "Print the results as JSON");
  auto& mo = cmd->memoryOptions;
  cmd->memory = app.add_subcommand(
      "bench-memory", "Measure the memory a live game holds beyond its log, at several game lengths");
  cmd->memory
      ->add_option("--turns", mo.turns, "Stop games at the end of these turns (a full game is always added)")
      ->delimiter(',')
      ->check(CLI::Range(1, 20))
      ->capture_default_str();
  cmd->memory->add_option("--games", mo.games, "Seeded games per length")
      ->check(CLI::Range(1, 10000))
      ->capture_default_str();
  cmd->memory->add_option("--seed", mo.seed, "Seed of the first game")->capture_default_str();
  cmd->memory->add_option("--ruleset", cmd->memoryRuleset, "basic or advanced")
      ->check(CLI::IsMember({"basic", "advanced"}))
      ->capture_default_str();
  cmd->memory
      ->add_option("--connections", mo.connections, "WebSocket streams (and idle HTTP connections) to open")
      ->check(CLI::Range(1, 900))
      ->capture_default_str();
  cmd->memory->add_flag("--json", mo.json, "Print the results as JSON");
  return cmd;
}

int ServeCommand::run() {
  std::signal(SIGPIPE, SIG_IGN);  // a closed stdout or socket is an error code, not a death
  // A file size limit (ulimit -f) reached is a failed write (EFBIG): the store answers 503 with a
  // sentence instead of the signal killing the server.
  std::signal(SIGXFSZ, SIG_IGN);
  if (bench->parsed()) return server::run_bench(benchOptions);
  if (memory->parsed()) {
    memoryOptions.advanced = memoryRuleset == "advanced";
    try {
      return server::run_memory_bench(memoryOptions);
    } catch (const std::exception& e) {
      std::cerr << "dune bench-memory: " << e.what() << "\n";
      return 1;
    }
  }
  try {
    if (!options.api.staticDir.empty() && !std::filesystem::is_directory(options.api.staticDir)) {
      std::cerr << "dune serve: --static '" << options.api.staticDir << "' is not a folder\n";
      return 2;
    }
    options.api.rateBurst = std::max(options.api.rateBurst, options.api.ratePerSecond * 2);
    options.api.idleUnload = std::chrono::milliseconds(static_cast<std::int64_t>(idleUnloadSeconds * 1000));
    server::Server srv(options);
    srv.start();
    std::cout << "dune serve: " << srv.loaded_games() << " game(s) loaded from "
              << store::redact_url(options.db) << "\n";
    if (demo && srv.loaded_games() == 0) {
      server::HttpRequest req;
      req.method = "POST";
      req.target = "/api/games";
      req.remote = "demo";
      req.body =
          R"({"ruleset":"basic","factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"],)"
          R"("bots":["bene_gesserit","emperor","fremen","guild","harkonnen"]})";
      server::HttpResponse res = srv.api().handle(req);
      auto v = boost::json::parse(res.body);
      if (res.status == 201)
        std::cout << "dune serve: demo game " << v.at("code").as_string()
                  << " (five bots; claim the open seat with POST /api/games/" << v.at("code").as_string()
                  << "/seats/atreides)\n";
    }
    std::cout << "dune serve: listening on " << srv.url() << std::endl;
    srv.wait_for_signal();
    std::cout << "dune serve: stopped" << std::endl;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "dune serve: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace dune::cli
