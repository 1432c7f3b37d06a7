#include "server/bench.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "server/server.hpp"

namespace dune::server {
namespace {

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

double rss_mib() {
  std::ifstream in("/proc/self/statm");
  long pages = 0, resident = 0;
  in >> pages >> resident;
  return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// A keep-alive HTTP/1.1 client on one socket.
class Conn {
 public:
  explicit Conn(unsigned short port) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd_ < 0 || ::connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0)
      throw std::runtime_error("bench: cannot connect");
    int one = 1;
    ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  }
  ~Conn() { ::close(fd_); }
  Conn(const Conn&) = delete;
  Conn& operator=(const Conn&) = delete;

  // Returns the status; body in `body`.
  int call(const std::string& method, const std::string& target, const std::string& payload,
           const std::string& token, std::string& body) {
    std::string req = method + " " + target + " HTTP/1.1\r\nHost: bench\r\n";
    if (!token.empty()) req += "Authorization: Bearer " + token + "\r\n";
    req += "Content-Type: application/json\r\nContent-Length: " + std::to_string(payload.size()) +
           "\r\n\r\n" + payload;
    for (std::size_t off = 0; off < req.size();) {
      ssize_t n = ::send(fd_, req.data() + off, req.size() - off, MSG_NOSIGNAL);
      if (n <= 0) throw std::runtime_error("bench: send failed");
      off += static_cast<std::size_t>(n);
    }
    std::size_t end;
    while ((end = buf_.find("\r\n\r\n")) == std::string::npos) fill();
    int status = std::stoi(buf_.substr(9, 3));
    std::size_t len = 0;
    std::string head = buf_.substr(0, end);
    for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (auto p = head.find("content-length:"); p != std::string::npos) len = std::stoul(head.substr(p + 15));
    while (buf_.size() < end + 4 + len) fill();
    body = buf_.substr(end + 4, len);
    buf_.erase(0, end + 4 + len);
    return status;
  }

 private:
  void fill() {
    char tmp[16384];
    ssize_t n = ::recv(fd_, tmp, sizeof tmp, 0);
    if (n <= 0) throw std::runtime_error("bench: connection closed");
    buf_.append(tmp, static_cast<std::size_t>(n));
  }
  int fd_;
  std::string buf_;
};

// Random legal play computed locally from the same seed the server uses.
std::vector<std::pair<Faction, Action>> precompute(std::uint64_t seed, const std::vector<Faction>& factions) {
  std::vector<std::pair<Faction, Action>> out;
  Game g = new_game(SetupOptions{Ruleset{}, factions, seed, true}).value();
  Rng r = Rng::seeded(seed * 31 + 7);
  while (!is_over(g) && out.size() < 5000) {
    auto d = pending(g);
    if (d.empty()) break;
    Faction seat = d[r.below(static_cast<std::uint32_t>(d.size()))].seat;
    auto acts = legal_actions(g, seat, &r, 48);
    if (acts.empty()) break;
    Action a = acts[r.below(static_cast<std::uint32_t>(acts.size()))];
    if (!apply(g, seat, a)) break;
    out.push_back({seat, a});
  }
  return out;
}

double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double raw_sqlite_rate(const std::filesystem::path& file, double seconds, double& p50, double& p99,
                       double& cpuUs, double pace = 0) {
  std::filesystem::remove(file);
  sqlite3* db = nullptr;
  if (sqlite3_open(file.c_str(), &db) != SQLITE_OK) throw std::runtime_error("bench: cannot open sqlite");
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", nullptr, nullptr, nullptr);
  sqlite3_exec(
      db,
      "CREATE TABLE t(game TEXT, version INTEGER, seat TEXT, action TEXT, request_id TEXT, log TEXT, "
      "PRIMARY KEY(game, version), UNIQUE(game, request_id))",
      nullptr, nullptr, nullptr);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "INSERT INTO t VALUES('ABCDEFGH', ?, 'fremen', ?, ?, ?)", -1, &st, nullptr);
  const std::string action =
      R"({"kind":"move","from":{"territory":"the_great_flat","sector":14},"amount":3})";
  const std::string log =
      R"([{"turn":2,"phase":"ship_move","visibleTo":255,"text":"Fremen move 3 forces."}])";
  std::vector<double> lat;
  long n = 0;
  // Warm up first: until the WAL has wrapped once (a checkpoint every 1000 pages), commits
  // grow the file and cost more than in a long-running server.
  auto warm = Clock::now();
  bool measuring = false;
  auto start = warm;
  double cpu0 = 0;
  // pace > 0: after the warm-up, one commit every 1/pace s, latency from the scheduled time.
  const auto period =
      std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(pace > 0 ? 1.0 / pace : 0.0));
  Clock::time_point due{};
  for (;;) {
    if (!measuring && (n >= 1500 || std::chrono::duration<double>(Clock::now() - warm).count() >= seconds)) {
      measuring = true;
      start = Clock::now();
      due = start;
      cpu0 = cpu_seconds(RUSAGE_THREAD);
      lat.clear();
    }
    if (measuring && std::chrono::duration<double>(Clock::now() - start).count() >= seconds) break;
    if (measuring && pace > 0) {
      std::this_thread::sleep_until(due);
      due += period;
    }
    auto t0 = measuring && pace > 0 ? due - period : Clock::now();
    sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    std::string rid = "r" + std::to_string(n);
    sqlite3_bind_int64(st, 1, n + 1);
    sqlite3_bind_text(st, 2, action.c_str(), -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, rid.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 4, log.c_str(), -1, SQLITE_STATIC);
    sqlite3_step(st);
    sqlite3_reset(st);
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    lat.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    ++n;
  }
  double secs = std::chrono::duration<double>(Clock::now() - start).count();
  const auto measured = static_cast<double>(lat.size());
  cpuUs = (cpu_seconds(RUSAGE_THREAD) - cpu0) * 1e6 / std::max(1.0, measured);
  sqlite3_finalize(st);
  sqlite3_close(db);
  std::sort(lat.begin(), lat.end());
  p50 = lat[lat.size() / 2];
  p99 = lat[std::min(lat.size() - 1, lat.size() * 99 / 100)];
  std::filesystem::remove(file);
  std::filesystem::remove(file.string() + "-wal");
  std::filesystem::remove(file.string() + "-shm");
  return measured / secs;
}

// Raw commits on a schedule (open loop), as a reference for the server's open-loop latency: what
// one commit costs when the process sleeps between commits.
constexpr double kRawPace = 100;

struct Level {
  int games = 0;
  double rate = 0;  // offered actions/s per game; 0: closed loop
  long actions = 0;
  double seconds = 0, throughput = 0, p50 = 0, p99 = 0, max = 0;
  double cpuUsPerAction = 0, serverCpuUsPerAction = 0;
};

const std::vector<Faction> kBenchFactions{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                          Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};

// A game on the server, its seat tokens, and the plan it replays.
struct BenchGame {
  std::string code;
  std::array<std::string, kFactions> tokens;
  const std::vector<std::pair<Faction, Action>>* plan = nullptr;
  std::size_t next = 0;
};

// Creates a game whose seed is the plan's and claims its six seats (not timed).
void start_game(Conn& c, std::uint64_t seed, const std::vector<std::pair<Faction, Action>>& plan,
                BenchGame& g) {
  std::string body;
  json::object create{
      {"factions", json::array{"atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"}},
      {"options", json::object{{"seed", seed}}}};
  if (c.call("POST", "/api/games", json::serialize(create), "", body) != 201)
    throw std::runtime_error("create: " + body);
  g.code = std::string(parse_json(body).value().at("code").as_string());
  for (Faction f : kBenchFactions) {
    if (c.call("POST", "/api/games/" + g.code + "/seats/" + std::string(faction_key(f)), "", "", body) != 200)
      throw std::runtime_error("claim: " + body);
    g.tokens[static_cast<std::size_t>(f)] = std::string(parse_json(body).value().at("seatToken").as_string());
  }
  g.plan = &plan;
  g.next = 0;
}

// One level: nGames clients, one per game, each on its own keep-alive connection. rate 0: closed
// loop (each client sends its next action as soon as the previous one is answered). rate > 0:
// open loop, each game's actions scheduled every 1/rate s (games staggered evenly over that
// period); latency runs from the scheduled time, so a late answer also delays, and counts in,
// the actions behind it (no coordinated omission).
Level run_level(unsigned short port, int nGames, double rate, double seconds,
                const std::vector<std::vector<std::pair<Faction, Action>>>& plans, std::uint64_t firstSeed,
                std::size_t& gamesCreated) {
  std::vector<double> allLat;
  std::mutex mu;
  std::atomic<long> total{0};
  std::atomic<bool> failed{false};
  std::atomic<std::size_t> created{0};
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  Clock::time_point start{}, deadline{};
  double clientCpu = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < nGames; ++t)
    threads.emplace_back([&, t] {
      try {
        Conn c(port);
        std::vector<double> lat;
        lat.reserve(static_cast<std::size_t>(rate > 0 ? rate * seconds + 16 : 4096));
        std::string body;
        std::size_t round = 0;
        auto planOf = [&](std::size_t r) -> std::size_t {
          return (static_cast<std::size_t>(t) + r * static_cast<std::size_t>(nGames)) % plans.size();
        };
        BenchGame g;
        start_game(c, firstSeed + planOf(round), plans[planOf(round)], g);
        created++;
        ready++;
        while (!go) std::this_thread::sleep_for(std::chrono::microseconds(200));
        const double cpu0 = cpu_seconds(RUSAGE_THREAD);
        const auto period = std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(rate > 0 ? 1.0 / rate : 0.0));
        Clock::time_point due = start + period * t / nGames;
        for (;;) {
          if (rate > 0) {
            if (due >= deadline) break;
            std::this_thread::sleep_until(due);
          } else if (Clock::now() >= deadline) {
            break;
          }
          if (g.next >= g.plan->size()) {  // game over: a new one, outside the latencies
            ++round;
            start_game(c, firstSeed + planOf(round), plans[planOf(round)], g);
            created++;
            if (rate > 0) due = std::max(due, Clock::now());
            continue;
          }
          const auto& [seat, action] = (*g.plan)[g.next];
          std::string payload = json::serialize(json::object{{"expectedVersion", g.next},
                                                             {"requestId", "b" + std::to_string(g.next)},
                                                             {"action", to_json(action)}});
          auto t0 = rate > 0 ? due : Clock::now();
          int status = c.call("POST", "/api/games/" + g.code + "/actions", payload,
                              g.tokens[static_cast<std::size_t>(seat)], body);
          lat.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
          if (status != 200) throw std::runtime_error("action " + std::to_string(g.next) + ": " + body);
          ++g.next;
          total++;
          due += period;
        }
        const double cpu = cpu_seconds(RUSAGE_THREAD) - cpu0;
        std::lock_guard lock(mu);
        allLat.insert(allLat.end(), lat.begin(), lat.end());
        clientCpu += cpu;
      } catch (const std::exception& e) {
        std::cerr << "bench-server: " << e.what() << "\n";
        failed = true;
        ready++;
      }
    });
  while (ready < nGames) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const double cpu0 = cpu_seconds(RUSAGE_SELF);
  start = Clock::now() + std::chrono::milliseconds(5);
  deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  go = true;
  for (auto& th : threads) th.join();
  if (failed) throw std::runtime_error("a client failed");
  Level l;
  l.games = nGames;
  l.rate = rate;
  l.actions = total;
  l.seconds = std::chrono::duration<double>(std::max(Clock::now(), deadline) - start).count();
  l.throughput = static_cast<double>(l.actions) / l.seconds;
  const double cpu = cpu_seconds(RUSAGE_SELF) - cpu0;
  if (l.actions > 0) {
    l.cpuUsPerAction = cpu * 1e6 / static_cast<double>(l.actions);
    l.serverCpuUsPerAction = (cpu - clientCpu) * 1e6 / static_cast<double>(l.actions);
  }
  std::sort(allLat.begin(), allLat.end());
  if (!allLat.empty()) {
    l.p50 = allLat[allLat.size() / 2];
    l.p99 = allLat[std::min(allLat.size() - 1, allLat.size() * 99 / 100)];
    l.max = allLat.back();
  }
  gamesCreated += created;
  return l;
}

}  // namespace

int run_bench(const BenchOptions& o) {
  try {
    std::filesystem::create_directories(o.dir);
    const std::filesystem::path dbPath = std::filesystem::path(o.dir) / "dune-bench.sqlite";
    for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(dbPath.string() + ext);

    double rawP50 = 0, rawP99 = 0, rawCpuUs = 0;
    const double raw = raw_sqlite_rate(std::filesystem::path(o.dir) / "dune-bench-raw.sqlite", o.seconds,
                                       rawP50, rawP99, rawCpuUs);
    if (!o.json)
      std::printf(
          "raw SQLite commits (WAL, synchronous=FULL): %.0f/s  p50 %.3f ms  p99 %.3f ms  CPU %.0f "
          "us/commit\n",
          raw, rawP50, rawP99, rawCpuUs);
    double pacedP50 = 0, pacedP99 = 0, pacedCpuUs = 0;
    if (!o.rates.empty()) {
      raw_sqlite_rate(std::filesystem::path(o.dir) / "dune-bench-raw.sqlite", o.seconds, pacedP50, pacedP99,
                      pacedCpuUs, kRawPace);
      if (!o.json)
        std::printf("raw SQLite commits, open loop at %.0f/s: p50 %.3f ms  p99 %.3f ms  CPU %.0f us/commit\n",
                    kRawPace, pacedP50, pacedP99, pacedCpuUs);
    }

    ServerOptions so;
    so.port = 0;
    so.threads = o.threads;
    if (o.workers > 0) so.workers = o.workers;
    so.db = o.db.empty() ? dbPath.string() : o.db;
    if (!o.json && !o.db.empty()) std::printf("server store: %s\n", store::redact_url(o.db).c_str());
    so.api.botDelayMs = 0;
    so.api.ratePerSecond = 0;
    so.api.allowClientSeed = true;
    so.api.autoPass = false;  // the plan answers every question itself, the passes included
    so.api.snapshotEvery = 64;
    // One client address opens every connection and creates every game: no per-address caps,
    // and no part of the connection limit kept for other addresses.
    so.maxConnectionsPerAddress = 0;
    so.reservedConnectionsPercent = 0;
    so.api.maxLiveGamesPerAddress = 1000000;
    so.api.maxLiveGames = 1000000;
    Server srv(so);
    srv.start();
    const unsigned short port = srv.port();
    // Plans for as many games as the largest level starts at once (a game that ends is followed
    // by a new one on the next plan); computed before any clock runs.
    constexpr std::uint64_t kFirstSeed = 1000;
    const int maxGames = o.games.empty() ? 1 : *std::max_element(o.games.begin(), o.games.end());
    std::vector<std::vector<std::pair<Faction, Action>>> plans(static_cast<std::size_t>(maxGames) + 1);
    for (std::size_t i = 0; i < plans.size(); ++i) plans[i] = precompute(kFirstSeed + i, kBenchFactions);
    std::vector<Level> levels;
    const double rssStart = rss_mib();
    std::size_t gamesCreated = 0;

    std::vector<double> rates{0};
    rates.insert(rates.end(), o.rates.begin(), o.rates.end());
    for (int nGames : o.games)
      for (double rate : rates) {
        Level l = run_level(port, nGames, rate, o.seconds, plans, kFirstSeed, gamesCreated);
        levels.push_back(l);
        if (o.json) continue;
        if (rate > 0)
          std::printf("%3d games, open loop %g/s per game (%g/s offered):", l.games, rate, rate * l.games);
        else
          std::printf("%3d games, closed loop:", l.games);
        std::printf(
            " %7.0f durable actions/s (%5.1f%% of raw)  p50 %.3f ms  p99 %.3f ms  max %.1f ms  "
            "CPU %.0f us/action (server %.0f)\n",
            l.throughput, 100.0 * l.throughput / raw, l.p50, l.p99, l.max, l.cpuUsPerAction,
            l.serverCpuUsPerAction);
        std::fflush(stdout);
      }
    const double rssEnd = rss_mib();
    const double perGame =
        gamesCreated ? (rssEnd - rssStart) * 1024.0 / static_cast<double>(gamesCreated) : 0;
    // Fresh games (six open seats, setup pending): the floor of a live game's memory.
    constexpr int kIdle = 300;
    const double rssIdle0 = rss_mib();
    for (int i = 0; i < kIdle; ++i) {
      HttpRequest req;
      req.method = "POST";
      req.target = "/api/games";
      req.remote = "bench-" + std::to_string(i);
      req.body = R"({"factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"]})";
      if (srv.api().handle(req).status != 201) throw std::runtime_error("bench: cannot create idle games");
    }
    const double idlePerGame = (rss_mib() - rssIdle0) * 1024.0 / kIdle;
    if (!o.json) {
      std::printf(
          "memory: %.0f KiB per played game (%zu games, %.1f MiB), %.0f KiB per fresh game (%d games)\n",
          perGame, gamesCreated, rssEnd - rssStart, idlePerGame, kIdle);
    } else {
      json::array lv;
      for (auto& l : levels)
        lv.push_back(json::object{{"games", l.games},
                                  {"offered_per_game_per_s", l.rate},
                                  {"actions", l.actions},
                                  {"actions_per_s", l.throughput},
                                  {"cpu_us_per_action", l.cpuUsPerAction},
                                  {"server_cpu_us_per_action", l.serverCpuUsPerAction},
                                  {"p50_ms", l.p50},
                                  {"p99_ms", l.p99},
                                  {"max_ms", l.max}});
      std::cout << json::serialize(json::object{{"raw_sqlite_commits_per_s", raw},
                                                {"raw_p50_ms", rawP50},
                                                {"raw_p99_ms", rawP99},
                                                {"raw_cpu_us_per_commit", rawCpuUs},
                                                {"raw_paced_per_s", o.rates.empty() ? 0.0 : kRawPace},
                                                {"raw_paced_p50_ms", pacedP50},
                                                {"raw_paced_p99_ms", pacedP99},
                                                {"levels", lv},
                                                {"games_created", gamesCreated},
                                                {"kib_per_game", perGame},
                                                {"kib_per_fresh_game", idlePerGame}})
                << "\n";
    }
    srv.stop();
    for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(dbPath.string() + ext);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "bench-server: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace dune::server
