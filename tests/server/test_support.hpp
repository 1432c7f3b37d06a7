// Support for the server tests: a raw-socket HTTP/1.1 client (one connection per request, so a
// test controls exactly what goes on the wire), temporary folders, an in-process server on a
// free loopback port with a temporary SQLite file, and JSON shortcuts.
#pragma once

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>

#include "engine/codec/json.hpp"
#include "server/server.hpp"

namespace dune::testing_server {

namespace json = boost::json;

struct Response {
  int status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::string body;
  json::value json() const {
    auto v = dune::parse_json(body);
    if (!v) throw std::runtime_error("response is not JSON: " + body.substr(0, 200));
    return v.value();
  }
  std::string error_code() const {
    json::value v = json();
    return std::string(v.at("error").at("code").as_string());
  }
};

inline int connect_to(unsigned short port) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) throw std::runtime_error("socket");
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    throw std::runtime_error("connect");
  }
  int one = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  timeval tv{10, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  return fd;
}

inline bool send_all(int fd, const std::string& data) {
  std::size_t off = 0;
  while (off < data.size()) {
    ssize_t n = ::send(fd, data.data() + off, data.size() - off, MSG_NOSIGNAL);
    if (n <= 0) return false;
    off += static_cast<std::size_t>(n);
  }
  return true;
}

inline Response parse_response(const std::string& raw) {
  Response r;
  auto end = raw.find("\r\n\r\n");
  if (end == std::string::npos) throw std::runtime_error("incomplete HTTP response: " + raw.substr(0, 200));
  std::string head = raw.substr(0, end);
  r.status = std::stoi(head.substr(9, 3));
  std::size_t pos = head.find("\r\n");
  while (pos != std::string::npos && pos < head.size()) {
    std::size_t next = head.find("\r\n", pos + 2);
    std::string line = head.substr(pos + 2, next == std::string::npos ? std::string::npos : next - pos - 2);
    auto colon = line.find(':');
    if (colon != std::string::npos) {
      std::string k = line.substr(0, colon);
      for (char& c : k) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string v = line.substr(colon + 1);
      while (!v.empty() && v.front() == ' ') v.erase(v.begin());
      r.headers[k] = v;
    }
    pos = next;
  }
  r.body = raw.substr(end + 4);
  if (auto it = r.headers.find("content-length"); it != r.headers.end())
    r.body.resize(std::min(r.body.size(), static_cast<std::size_t>(std::stoul(it->second))));
  return r;
}

// Reads from fd until the server closes it (or a receive times out), closes it; what was read.
inline std::string read_until_closed(int fd) {
  std::string raw;
  char buf[65536];
  for (;;) {
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    raw.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return raw;
}

// Sends raw bytes, reads until the server closes; the parsed response.
inline Response raw_request(unsigned short port, const std::string& data) {
  int fd = connect_to(port);
  send_all(fd, data);
  return parse_response(read_until_closed(fd));
}

inline Response request(unsigned short port, const std::string& method, const std::string& target,
                        const std::string& body = "", const std::string& token = "") {
  std::string req = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
  if (!token.empty()) req += "Authorization: Bearer " + token + "\r\n";
  if (!body.empty() || method == "POST")
    req += "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  req += "\r\n" + body;
  return raw_request(port, req);
}

inline std::filesystem::path temp_dir(const std::string& name) {
  static std::atomic<int> counter{0};
  auto p = std::filesystem::temp_directory_path() /
           ("dune-" + name + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  std::filesystem::remove_all(p);
  std::filesystem::create_directories(p);
  return p;
}

// A refusal as the API sends it: the status, {"error": {"code", "message"}} with that code and a sentence.
inline void expect_error(const Response& r, int status, const std::string& code) {
  EXPECT_EQ(r.status, status) << r.body;
  ASSERT_NE(r.body.find("\"error\""), std::string::npos) << r.body;
  json::value v = r.json();
  EXPECT_EQ(v.at("error").at("code").as_string(), code) << r.body;
  ASSERT_TRUE(v.at("error").at("message").is_string()) << r.body;
  EXPECT_FALSE(v.at("error").at("message").as_string().empty());
}

inline server::ServerOptions test_options(const std::filesystem::path& db) {
  server::ServerOptions o;
  o.host = "127.0.0.1";
  o.port = 0;
  o.db = db.string();
  o.threads = 4;
  o.api.botDelayMs = 0;
  o.api.ratePerSecond = 0;  // tests that need a limit turn it on
  return o;
}

inline std::unique_ptr<server::Server> start_server(const server::ServerOptions& o) {
  auto s = std::make_unique<server::Server>(o);
  s->start();
  return s;
}

struct CreatedGame {
  std::string code, hostToken;
};

inline CreatedGame create_game(unsigned short port, const std::string& body) {
  Response r = request(port, "POST", "/api/games", body);
  if (r.status != 201) throw std::runtime_error("create game: " + std::to_string(r.status) + " " + r.body);
  json::value v = r.json();
  return {std::string(v.at("code").as_string()), std::string(v.at("hostToken").as_string())};
}

inline std::string claim(unsigned short port, const CreatedGame& g, const std::string& faction,
                         const std::string& token = "") {
  Response r = request(port, "POST", "/api/games/" + g.code + "/seats/" + faction, "", token);
  if (r.status != 200) throw std::runtime_error("claim: " + std::to_string(r.status) + " " + r.body);
  return std::string(r.json().at("seatToken").as_string());
}

inline json::value get_view(unsigned short port, const std::string& code, const std::string& token) {
  Response r = request(port, "GET", "/api/games/" + code + "/view", "", token);
  if (r.status != 200) throw std::runtime_error("view: " + std::to_string(r.status) + " " + r.body);
  return r.json();
}

inline std::string action_body(std::uint64_t expected, const std::string& requestId,
                               const json::value& action) {
  return json::serialize(
      json::object{{"expectedVersion", expected}, {"requestId", requestId}, {"action", action}});
}

inline bool wait_until(const std::function<bool()>& pred, std::chrono::milliseconds timeout) {
  auto end = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < end) {
    if (pred()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return pred();
}

}  // namespace dune::testing_server

namespace dune::testing_server {

inline const std::vector<std::string>& all_factions() {
  static const std::vector<std::string> f{"atreides", "bene_gesserit", "emperor",
                                          "fremen",   "guild",         "harkonnen"};
  return f;
}

// A game of six human seats, each claimed; tokens by faction key.
struct HumanGame {
  CreatedGame game;
  std::map<std::string, std::string> tokens;
};

inline HumanGame human_game(unsigned short port) {
  HumanGame h;
  h.game = create_game(
      port,
      R"({"ruleset":"basic","factions":["atreides","bene_gesserit","emperor","fremen","guild","harkonnen"]})");
  for (const std::string& f : all_factions()) h.tokens[f] = claim(port, h.game, f);
  return h;
}

// Plays one action: the first seat (in faction order) with a legal action posts its
// `pick`-th legal action (modulo). Returns the new version, or 0 if no seat could act.
inline std::uint64_t play_one(unsigned short port, const HumanGame& h, std::size_t pick,
                              const std::string& requestId) {
  for (const std::string& f : all_factions()) {
    json::value v = get_view(port, h.game.code, h.tokens.at(f));
    const json::array& pending = v.at("pending").as_array();
    const json::array& legal = v.at("legal").as_array();
    if (pending.empty() || legal.empty()) continue;
    std::uint64_t version = v.at("version").to_number<std::uint64_t>();
    Response r = request(port, "POST", "/api/games/" + h.game.code + "/actions",
                         action_body(version, requestId, legal[pick % legal.size()]), h.tokens.at(f));
    if (r.status != 200) throw std::runtime_error("play: " + std::to_string(r.status) + " " + r.body);
    return r.json().at("version").to_number<std::uint64_t>();
  }
  return 0;
}

// A fresh server on its own SQLite file for each test.
class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = temp_dir("server");
    server_ = start_server(test_options(dir_ / "dune.sqlite"));
    port_ = server_->port();
  }
  void TearDown() override {
    server_.reset();
    std::filesystem::remove_all(dir_);
  }
  std::filesystem::path dir_;
  std::unique_ptr<server::Server> server_;
  unsigned short port_ = 0;
};

// --- durability checks shared by the SQLite and PostgreSQL suites -------------------------------

// Every seat's view and the host's, as served.
inline std::map<std::string, std::string> all_views(unsigned short port, const HumanGame& h) {
  std::map<std::string, std::string> out;
  for (auto& [f, tok] : h.tokens)
    out[f] = request(port, "GET", "/api/games/" + h.game.code + "/view", "", tok).body;
  out["host"] = request(port, "GET", "/api/games/" + h.game.code + "/view", "", h.game.hostToken).body;
  out["summary"] = request(port, "GET", "/api/games/" + h.game.code).body;
  return out;
}

// A server stopped and started again on the same store (snapshots every 7 versions, so the
// restart replays a tail) serves the same versions and views, keeps idempotency keys, and the
// game goes on.
inline void expect_restart_keeps_everything(server::ServerOptions o) {
  o.api.snapshotEvery = 7;
  auto srv = start_server(o);
  HumanGame h = human_game(srv->port());
  std::uint64_t version = 0;
  for (int i = 0; i < 30; ++i) {
    std::uint64_t v =
        play_one(srv->port(), h, static_cast<std::size_t>(i) * 7 + 3, "req-" + std::to_string(i));
    if (v == 0) break;
    version = v;
  }
  ASSERT_GE(version, 10u);
  auto before = all_views(srv->port(), h);
  srv->stop();
  srv.reset();

  auto again = start_server(o);
  EXPECT_EQ(again->loaded_games(), 1u);
  EXPECT_EQ(before, all_views(again->port(), h));
  Response replay =
      request(again->port(), "POST", "/api/games/" + h.game.code + "/actions",
              action_body(0, "req-0", json::object{{"type", "pass"}}), h.tokens.begin()->second);
  EXPECT_TRUE(replay.status == 200 || replay.status == 409) << replay.body;
  EXPECT_GT(play_one(again->port(), h, 1, "after-restart"), version);
}

#ifdef DUNE_BINARY
// `dune serve` as a child process; its URL read from its stdout.
struct Child {
  pid_t pid = -1;
  unsigned short port = 0;
};

inline Child spawn_serve(const std::string& db) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe");
  pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], 1);
    close(fds[0]);
    close(fds[1]);
    execl(DUNE_BINARY, DUNE_BINARY, "serve", "--port", "0", "--db", db.c_str(), "--bot-delay-ms", "0",
          "--rate-limit", "0", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  std::string out;
  char c;
  Child child{pid, 0};
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (std::chrono::steady_clock::now() < deadline && read(fds[0], &c, 1) == 1) {
    out.push_back(c);
    auto p = out.find("listening on http://127.0.0.1:");
    if (p != std::string::npos && c == '\n') {
      child.port = static_cast<unsigned short>(std::stoi(out.substr(p + 30)));
      break;
    }
  }
  close(fds[0]);  // later writes to stdout fail with EPIPE; the server ignores them
  if (child.port == 0) throw std::runtime_error("dune serve did not start: " + out);
  return child;
}
// `dune serve` on `db` killed with SIGKILL while a writer plays and bot games run beside it: a
// new server on the same store holds every acknowledged action (replaying its request id
// returns its first answer).
inline void expect_kill_nine_loses_nothing_acknowledged(const std::string& db) {
  Child child = spawn_serve(db);
  HumanGame h = human_game(child.port);
  for (int i = 0; i < 2; ++i)
    create_game(child.port,
                R"({"factions":["atreides","emperor","fremen","guild","harkonnen"],"bots":true})");
  std::vector<std::pair<std::string, std::uint64_t>> acked;  // requestId, version (writer only)
  std::atomic<bool> stop{false};
  std::thread writer([&] {
    for (int i = 0; !stop; ++i) {
      try {
        std::string rid = "k-" + std::to_string(i);
        std::uint64_t v = play_one(child.port, h, static_cast<std::size_t>(i) * 3, rid);
        if (v == 0) break;
        acked.push_back({rid, v});
      } catch (const std::exception&) {
        break;  // the server died mid-request: that action was not acknowledged
      }
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(2000));
  kill(child.pid, SIGKILL);
  int status = 0;
  waitpid(child.pid, &status, 0);
  stop = true;
  writer.join();
  ASSERT_GE(acked.size(), 3u);

  Child again = spawn_serve(db);
  json::value sum = request(again.port, "GET", "/api/games/" + h.game.code).json();
  EXPECT_GE(sum.at("version").to_number<std::uint64_t>(), acked.back().second);
  for (auto& [rid, version] : acked) {
    Response r = request(again.port, "POST", "/api/games/" + h.game.code + "/actions",
                         action_body(0, rid, json::object{{"type", "pass"}}), h.tokens.begin()->second);
    // The request id belongs to the seat that sent it; from another seat it is a conflict,
    // which also proves it is stored.
    EXPECT_TRUE(r.status == 200 || (r.status == 409 && r.error_code() == "request_id_conflict")) << r.body;
    if (r.status == 200) {
      EXPECT_EQ(r.json().at("version").to_number<std::uint64_t>(), version);
    }
  }
  kill(again.pid, SIGTERM);
  waitpid(again.pid, &status, 0);
  EXPECT_TRUE(WIFEXITED(status)) << status;
}
#endif

}  // namespace dune::testing_server
