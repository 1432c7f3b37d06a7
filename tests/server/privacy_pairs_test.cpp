// The nine decisions of issue 35 against a real server on loopback: each pair of game files that differ only
// in one secret (tests/support/privacy_pairs.hpp) is loaded as two games, and everything that leaves the
// server for anyone but the secret's owner must read the same: the no-token summary, the host's public view,
// every other seat's view (with its legal actions), and the stream's first message for a spectator and for
// another seat. Sources: GF9 Rulebook 2019 p.12 (secrecy.hidden); ARCHITECTURE.md "Server, store and
// privacy".
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"
#include "tests/server/ws_client.hpp"
#include "tests/support/privacy_pairs.hpp"

namespace dune::testing_server {
namespace {

// The pairs' files state the seed: the server takes it (as the benchmarks' servers do), so that the two games
// of a pair deal every hidden card alike but for the one secret they differ in.
class PrivacyPairsTest : public ServerTest {
 protected:
  void SetUp() override {
    dir_ = temp_dir("server");
    server::ServerOptions o = test_options(dir_ / "dune.sqlite");
    o.api.allowClientSeed = true;
    // Auto-pass (issue 39) answers a seat's question at once where the pass is its only answer: a window in
    // which no seat has a choice then closes at once, which tells the table only that someone had one, never
    // who (the masked list names everyone asked until it closes). Off here, so that both games of a pair
    // stand at the window while everything that leaves the server is compared.
    o.api.autoPass = false;
    server_ = start_server(o);
    port_ = server_->port();
  }
};

// A JSON text with the game's code and its creation time taken out (the two games differ in those only).
std::string normalized(json::value v, const std::string& code) {
  if (v.is_object()) {
    v.as_object().erase("created");
    v.as_object().erase("code");
  }
  std::string s = json::serialize(v);
  for (std::size_t at = s.find(code); at != std::string::npos; at = s.find(code))
    s.replace(at, code.size(), "CODE");
  return s;
}

std::string first_difference(const std::string& a, const std::string& b) {
  std::size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  const std::size_t from = i > 100 ? i - 100 : 0;
  return "\n  with:    ..." + a.substr(from, 180) + "\n  without: ..." + b.substr(from, 180);
}

struct Loaded {
  CreatedGame game;
  std::map<std::string, std::string> tokens;
};

Loaded load(unsigned short port, const std::string& file, const std::vector<std::string>& factions) {
  Loaded l;
  l.game = create_game(port, R"({"gameFile":)" + file + "}");
  for (const std::string& f : factions) l.tokens[f] = claim(port, l.game, f, l.game.hostToken);
  return l;
}

std::vector<std::string> factions_of(const std::string& file) {
  const json::value v = parse_json(file).value();
  std::vector<std::string> out;
  for (const auto& f : v.at("setup").at("factions").as_array()) out.emplace_back(f.as_string());
  return out;
}

TEST_F(PrivacyPairsTest, NobodyButTheOwnerReadsTheSecret) {
  for (const dune::test::PrivacyPair& p : dune::test::privacy_pairs()) {
    SCOPED_TRACE(p.name);
    const std::vector<std::string> factions = factions_of(p.with);
    const Loaded a = load(port_, p.with, factions), b = load(port_, p.without, factions);
    auto same = [&](const std::string& what, const json::value& x, const json::value& y) {
      const std::string sx = normalized(x, a.game.code), sy = normalized(y, b.game.code);
      EXPECT_EQ(sx, sy) << what << first_difference(sx, sy);
    };
    auto get = [&](const std::string& target, const std::string& token) {
      Response r = request(port_, "GET", target, "", token);
      EXPECT_EQ(r.status, 200) << target << ": " << r.body;
      return r.json();
    };
    // The window is open (in both games: it no longer depends on the secret).
    const json::value summaryA = get("/api/games/" + a.game.code, "");
    EXPECT_NE(json::serialize(summaryA.at("pending")).find(std::string("\"") + p.name + "\""),
              std::string::npos)
        << json::serialize(summaryA);
    same("summary", summaryA, get("/api/games/" + b.game.code, ""));
    same("the host's public view", get("/api/games/" + a.game.code + "/view", a.game.hostToken),
         get("/api/games/" + b.game.code + "/view", b.game.hostToken));
    for (const std::string& f : factions) {
      if (f == p.owner) continue;
      same(f + "'s view", get("/api/games/" + a.game.code + "/view", a.tokens.at(f)),
           get("/api/games/" + b.game.code + "/view", b.tokens.at(f)));
    }
    // The stream: a spectator's and another seat's first message.
    std::string other;
    for (const std::string& f : factions)
      if (f != p.owner && other.empty()) other = f;
    WsClient sa, sb, oa, ob;
    sa.connect(port_, "/api/games/" + a.game.code + "/stream");
    sb.connect(port_, "/api/games/" + b.game.code + "/stream");
    oa.connect(port_, "/api/games/" + a.game.code + "/stream", a.tokens.at(other));
    ob.connect(port_, "/api/games/" + b.game.code + "/stream", b.tokens.at(other));
    same("the spectator's stream", sa.read(), sb.read());
    same(other + "'s stream", oa.read(), ob.read());
  }
}

}  // namespace
}  // namespace dune::testing_server
