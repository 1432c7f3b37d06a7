#include "server/memory_bench.hpp"

#include <arpa/inet.h>
#include <malloc.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <boost/json.hpp>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"
#include "server/server.hpp"
#include "server/tokens.hpp"
#include "store/game_store.hpp"

namespace dune::server {
namespace {

namespace json = boost::json;

constexpr int kSampleLimit = 64;  // as the server's bots (ApiOptions' legal sample limit)

std::size_t heap_in_use() {
  struct mallinfo2 mi = mallinfo2();
  return mi.uordblks + mi.hblkhd;  // arena chunks in use, and large blocks mapped on their own
}

struct Stat {
  double sum = 0;
  std::size_t max = 0;
  std::size_t n = 0;
  void add(std::size_t v) {
    sum += static_cast<double>(v);
    max = std::max(max, v);
    ++n;
  }
  double mean() const { return n ? sum / static_cast<double>(n) : 0; }
};

struct LengthResult {
  int turns = 0;  // 0: to the end
  Stat versions, logLines, log, live, loaded, game, requests, room, seats, setup, subscribers, loadedTotal;
  double measuredPerRoom = 0;  // mallinfo2 delta per loaded room
};

double kib(double b) { return b / 1024.0; }

// A loopback connection with `data` sent; what comes back is read (into a fixed buffer: the
// client takes no heap) until nothing came for 100 ms. -1 on failure.
int open_and_send(unsigned short port, const std::string& data) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(port);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    if (fd >= 0) ::close(fd);
    return -1;
  }
  if (::send(fd, data.data(), data.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(data.size())) {
    ::close(fd);
    return -1;
  }
  timeval tv{0, 100000};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  char buf[16384];
  while (::recv(fd, buf, sizeof buf, 0) > 0) {
  }
  return fd;
}

// Server-side heap per open connection, by mallinfo2 around opening `count` of them: WebSocket
// streams of one seat of one game (each got its "hello" view), and idle keep-alive HTTP
// connections after one request each.
struct ConnectionMemory {
  double perStream = 0;
  double perHttp = 0;
};

ConnectionMemory measure_connections(int count) {
  ServerOptions so;
  so.port = 0;
  so.db = ":memory:";
  so.threads = 2;
  so.workers = 4;
  so.maxConnectionsPerAddress = 0;
  so.maxConnections = 0;
  so.api.ratePerSecond = 0;
  Server srv(so);
  srv.start();
  HttpRequest create;
  create.method = "POST";
  create.target = "/api/games";
  create.remote = "bench";
  create.body =
      R"({"ruleset":"basic","factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"]})";
  HttpResponse made = srv.api().handle(create);
  if (made.status != 201) throw std::runtime_error("bench-memory: cannot create a game: " + made.body);
  const std::string code(json::parse(made.body).at("code").as_string());
  HttpRequest claim;
  claim.method = "POST";
  claim.target = "/api/games/" + code + "/seats/atreides";
  claim.remote = "bench";
  HttpResponse seat = srv.api().handle(claim);
  if (seat.status != 200) throw std::runtime_error("bench-memory: cannot claim a seat: " + seat.body);
  const std::string token(json::parse(seat.body).at("seatToken").as_string());
  const std::string upgrade =
      "GET /api/games/" + code +
      "/stream HTTP/1.1\r\nHost: bench\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
      "Authorization: Bearer " +
      token + "\r\n\r\n";
  const std::string get = "GET /healthz HTTP/1.1\r\nHost: bench\r\n\r\n";
  auto measure = [&](const std::string& data) {
    std::vector<int> fds;
    // One first, so that whatever the server builds once (buffers of its threads) is built.
    int warm = open_and_send(srv.port(), data);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::size_t before = heap_in_use();
    for (int i = 0; i < count; ++i) {
      int fd = open_and_send(srv.port(), data);
      if (fd < 0) throw std::runtime_error("bench-memory: cannot connect");
      fds.push_back(fd);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const std::size_t after = heap_in_use();
    for (int fd : fds) ::close(fd);
    if (warm >= 0) ::close(warm);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    return (static_cast<double>(after) - static_cast<double>(before)) / count;
  };
  ConnectionMemory out;
  out.perStream = measure(upgrade);
  out.perHttp = measure(get);
  srv.stop();
  return out;
}

}  // namespace

std::shared_ptr<GameRoom> play_seeded_room(const RoomEnv& env, const std::string& code,
                                           const GameSetup& setup, int turns, std::uint64_t botSeed) {
  // The room must follow the players' actions exactly: no answer of its own (auto-pass).
  RoomEnv own = env;
  own.autoPass = false;
  auto room = GameRoom::create(own, code, setup, token_hash(new_token()), {}, 0);
  if (!room) throw std::runtime_error("game code " + code + " is taken");
  auto g0 = setup.initial_game();
  if (!g0) throw std::runtime_error(g0.error().message);
  Game g = std::move(g0.value());  // the players' side: what decides the next action
  Rng rng = Rng::seeded(botSeed);
  while (!is_over(g) && (turns == 0 || g.turn <= turns)) {
    auto d = pending(g);
    if (d.empty()) throw std::runtime_error("no decision pending at version " + std::to_string(g.version));
    Faction seat = d[rng.below(static_cast<std::uint32_t>(d.size()))].seat;
    View v = view(g, Viewer::of(seat));
    std::vector<Action> legal = legal_actions(g, seat, &rng, bots::heuristic_sample_limit(v, kSampleLimit));
    if (legal.empty()) throw std::runtime_error("no legal action at version " + std::to_string(g.version));
    Action a = bots::choose_heuristic(v, legal, rng);
    const std::uint32_t expected = g.version;
    if (auto st = apply(g, seat, a); !st) throw std::runtime_error(st.error().message);
    SubmitResult r = room->submit(seat, expected, "req-" + std::to_string(expected), a);
    if (r.status != SubmitResult::Accepted || r.version != g.version)
      throw std::runtime_error("the room refused action " + std::to_string(g.version) + ": " +
                               r.error.message);
  }
  return room;
}

int run_memory_bench(const MemoryBenchOptions& o) {
  if (o.games < 1) {
    std::cerr << "dune bench-memory: --games must be at least 1\n";
    return 2;
  }
  std::vector<int> lengths = o.turns;
  lengths.push_back(0);
  // The store in memory: the bench measures the rooms, not the disk.
  std::unique_ptr<store::GameStore> store = store::open_store(":memory:");
  RoomEnv env;
  env.store = store.get();
  std::vector<LengthResult> results;
  for (int turns : lengths) {
    LengthResult res;
    res.turns = turns;
    std::vector<std::string> codes;
    for (int i = 0; i < o.games; ++i) {
      GameSetup setup;
      setup.ruleset.kind = o.advanced ? RulesetKind::Advanced : RulesetKind::Basic;
      setup.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                        Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
      setup.seed = o.seed + static_cast<std::uint64_t>(i);
      const std::string code = "t" + std::to_string(turns) + "g" + std::to_string(i);
      auto room = play_seeded_room(env, code, setup, turns, setup.seed * 7919 + 17);
      RoomMemory m = room->memory();
      res.versions.add(room->version());
      res.logLines.add(m.logLines);
      res.log.add(m.log);
      res.live.add(m.beyond_log());
      res.game.add(m.game);
      res.requests.add(m.requests);
      res.room.add(m.room);
      res.seats.add(m.seats);
      res.setup.add(m.setup);
      res.subscribers.add(m.subscribers);
      codes.push_back(code);
    }
    // The same games loaded again from the store, as after an idle unload. Loaded once before
    // the measurement, so that the store's caches have grown already.
    auto load_all = [&] {
      std::vector<std::shared_ptr<GameRoom>> rooms;
      for (const std::string& c : codes) rooms.push_back(GameRoom::restore(env, *store->load_game(c)));
      return rooms;
    };
    load_all();
    std::vector<std::shared_ptr<GameRoom>> loaded;
    loaded.reserve(codes.size());
    std::vector<store::StoredGame> stored;
    for (const std::string& c : codes) stored.push_back(*store->load_game(c));
    malloc_trim(0);
    const std::size_t before = heap_in_use();
    for (const store::StoredGame& s : stored) loaded.push_back(GameRoom::restore(env, s));
    const std::size_t after = heap_in_use();
    res.measuredPerRoom =
        (static_cast<double>(after) - static_cast<double>(before)) / static_cast<double>(o.games);
    for (const auto& r : loaded) {
      RoomMemory m = r->memory();
      res.loaded.add(m.beyond_log());
      res.loadedTotal.add(m.total());
    }
    results.push_back(res);
  }

  const ConnectionMemory conns = measure_connections(o.connections);

  if (o.json) {
    json::array out;
    for (const LengthResult& r : results)
      out.push_back(json::object{{"turns", r.turns == 0 ? json::value("end") : json::value(r.turns)},
                                 {"games", o.games},
                                 {"versions", r.versions.mean()},
                                 {"logLines", r.logLines.mean()},
                                 {"logBytes", r.log.mean()},
                                 {"beyondLogLiveBytes", r.live.mean()},
                                 {"beyondLogLiveMaxBytes", r.live.max},
                                 {"beyondLogLoadedBytes", r.loaded.mean()},
                                 {"beyondLogLoadedMaxBytes", r.loaded.max},
                                 {"gameStateHeapBytes", r.game.mean()},
                                 {"requestKeyBytes", r.requests.mean()},
                                 {"roomBytes", r.room.mean()},
                                 {"loadedAccountedBytes", r.loadedTotal.mean()},
                                 {"loadedMeasuredBytes", r.measuredPerRoom}});
    std::cout << json::serialize(json::object{{"games", std::move(out)},
                                              {"streamBytes", conns.perStream},
                                              {"idleHttpConnectionBytes", conns.perHttp}})
              << "\n";
    return 0;
  }
  std::printf("memory per live game, %d seeded %s games per length (6 factions, heuristic decisions)\n",
              o.games, o.advanced ? "Advanced" : "Basic");
  std::printf("%-12s %8s %9s %8s %19s %19s %21s\n", "stopped", "versions", "log lines", "log KiB",
              "beyond log: live", "loaded again", "loaded room in heap");
  std::printf("%-12s %8s %9s %8s %19s %19s %21s\n", "", "mean", "mean", "mean", "mean / max KiB",
              "mean / max KiB", "counted / measured KiB");
  for (const LengthResult& r : results) {
    std::string name = r.turns == 0 ? "game over" : "end turn " + std::to_string(r.turns);
    std::printf("%-12s %8.0f %9.0f %8.1f %11.1f / %5.1f %11.1f / %5.1f %13.1f / %5.1f\n", name.c_str(),
                r.versions.mean(), r.logLines.mean(), kib(r.log.mean()), kib(r.live.mean()),
                kib(static_cast<double>(r.live.max)), kib(r.loaded.mean()),
                kib(static_cast<double>(r.loaded.max)), kib(r.loadedTotal.mean()), kib(r.measuredPerRoom));
  }
  std::printf(
      "\nbeyond the log, live room (mean bytes): room object, game state heap, idempotency keys, "
      "token hashes, setup, streams\n");
  for (const LengthResult& r : results) {
    std::string name = r.turns == 0 ? "game over" : "end turn " + std::to_string(r.turns);
    std::printf("%-12s %8.0f %8.0f %8.0f %8.0f %8.0f %8.0f\n", name.c_str(), r.room.mean(), r.game.mean(),
                r.requests.mean(), r.seats.mean(), r.setup.mean(), r.subscribers.mean());
  }
  std::printf(
      "\nper connection (server heap, %d open; a seat's stream is not part of the game's memory):\n"
      "  WebSocket stream, after its hello view  %7.1f KiB\n"
      "  idle keep-alive HTTP connection          %7.1f KiB\n",
      o.connections, kib(conns.perStream), kib(conns.perHttp));
  return 0;
}

}  // namespace dune::server
