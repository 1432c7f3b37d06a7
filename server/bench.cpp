#include "server/bench.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sqlite3.h>
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

double raw_sqlite_rate(const std::filesystem::path& file, double seconds, double& p50, double& p99) {
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
  for (;;) {
    if (!measuring && (n >= 1500 || std::chrono::duration<double>(Clock::now() - warm).count() >= seconds)) {
      measuring = true;
      start = Clock::now();
      lat.clear();
    }
    if (measuring && std::chrono::duration<double>(Clock::now() - start).count() >= seconds) break;
    auto t0 = Clock::now();
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

struct Level {
  int games = 0;
  long actions = 0;
  double seconds = 0, rate = 0, p50 = 0, p99 = 0, max = 0;
};

}  // namespace

int run_bench(const BenchOptions& o) {
  try {
    std::filesystem::create_directories(o.dir);
    const std::filesystem::path dbPath = std::filesystem::path(o.dir) / "dune-bench.sqlite";
    for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(dbPath.string() + ext);

    double rawP50 = 0, rawP99 = 0;
    const double raw =
        raw_sqlite_rate(std::filesystem::path(o.dir) / "dune-bench-raw.sqlite", o.seconds, rawP50, rawP99);
    if (!o.json)
      std::printf("raw SQLite commits (WAL, synchronous=FULL): %.0f/s  p50 %.3f ms  p99 %.3f ms\n", raw,
                  rawP50, rawP99);

    ServerOptions so;
    so.port = 0;
    so.db = o.db.empty() ? dbPath.string() : o.db;
    if (!o.json && !o.db.empty()) std::printf("server store: %s\n", store::redact_url(o.db).c_str());
    so.api.botDelayMs = 0;
    so.api.ratePerSecond = 0;
    so.api.allowClientSeed = true;
    so.api.snapshotEvery = 64;
    Server srv(so);
    srv.start();
    const unsigned short port = srv.port();
    const std::vector<Faction> factions{Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                                        Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
    std::vector<Level> levels;
    std::atomic<std::uint64_t> nextSeed{1000};
    const double rssStart = rss_mib();
    std::size_t gamesCreated = 0;

    for (int nGames : o.games) {
      std::vector<double> allLat;
      std::mutex mu;
      std::atomic<long> total{0};
      std::atomic<bool> failed{false};
      std::atomic<std::size_t> created{0};
      auto start = Clock::now();
      auto deadline =
          start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.seconds));
      std::vector<std::thread> threads;
      for (int t = 0; t < nGames; ++t)
        threads.emplace_back([&] {
          try {
            Conn c(port);
            std::vector<double> lat;
            std::string body;
            while (Clock::now() < deadline) {
              std::uint64_t seed = nextSeed++;
              auto plan = precompute(seed, factions);
              json::object create{{"factions", json::array{"atreides", "bene_gesserit", "emperor", "fremen",
                                                           "guild", "harkonnen"}},
                                  {"options", json::object{{"seed", seed}}}};
              if (c.call("POST", "/api/games", json::serialize(create), "", body) != 201)
                throw std::runtime_error("create: " + body);
              created++;
              auto cv = parse_json(body).value();
              std::string code(cv.at("code").as_string());
              std::array<std::string, kFactions> tokens;
              for (Faction f : factions) {
                if (c.call("POST", "/api/games/" + code + "/seats/" + std::string(faction_key(f)), "", "",
                           body) != 200)
                  throw std::runtime_error("claim: " + body);
                tokens[static_cast<std::size_t>(f)] =
                    std::string(parse_json(body).value().at("seatToken").as_string());
              }
              for (std::size_t i = 0; i < plan.size() && Clock::now() < deadline; ++i) {
                std::string payload = json::serialize(json::object{{"expectedVersion", i},
                                                                   {"requestId", "b" + std::to_string(i)},
                                                                   {"action", to_json(plan[i].second)}});
                auto t0 = Clock::now();
                int status = c.call("POST", "/api/games/" + code + "/actions", payload,
                                    tokens[static_cast<std::size_t>(plan[i].first)], body);
                lat.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
                if (status != 200) throw std::runtime_error("action " + std::to_string(i) + ": " + body);
                total++;
              }
            }
            std::lock_guard lock(mu);
            allLat.insert(allLat.end(), lat.begin(), lat.end());
          } catch (const std::exception& e) {
            std::cerr << "bench-server: " << e.what() << "\n";
            failed = true;
          }
        });
      for (auto& th : threads) th.join();
      if (failed) return 1;
      gamesCreated += created;
      Level l;
      l.games = nGames;
      l.actions = total;
      l.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      l.rate = static_cast<double>(total) / l.seconds;
      std::sort(allLat.begin(), allLat.end());
      if (!allLat.empty()) {
        l.p50 = allLat[allLat.size() / 2];
        l.p99 = allLat[std::min(allLat.size() - 1, allLat.size() * 99 / 100)];
        l.max = allLat.back();
      }
      levels.push_back(l);
      if (!o.json)
        std::printf(
            "%3d games: %7.0f durable actions/s (%5.1f%% of raw)  p50 %.3f ms  p99 %.3f ms  max %.1f ms\n",
            l.games, l.rate, 100.0 * l.rate / raw, l.p50, l.p99, l.max);
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
                                  {"actions", l.actions},
                                  {"actions_per_s", l.rate},
                                  {"p50_ms", l.p50},
                                  {"p99_ms", l.p99},
                                  {"max_ms", l.max}});
      std::cout << json::serialize(json::object{{"raw_sqlite_commits_per_s", raw},
                                                {"raw_p50_ms", rawP50},
                                                {"raw_p99_ms", rawP99},
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
