#include "cli/simulate.hpp"

#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>

#include <boost/json.hpp>

#include "engine/codec/json.hpp"
#include "engine/invariants.hpp"

namespace dune::cli {
namespace {

const char* win_kind_key(WinKind k) {
  switch (k) {
    case WinKind::None: return "none";
    case WinKind::Strongholds: return "strongholds";
    case WinKind::AllianceStrongholds: return "alliance_strongholds";
    case WinKind::Prediction: return "prediction";
    case WinKind::FremenSpecial: return "fremen_special";
    case WinKind::GuildSpecial: return "guild_special";
    case WinKind::EndOfGame: return "end_of_game";
  }
  return "?";
}

struct GameResult {
  bool finished = false;
  std::string error;
  Outcome outcome;
  long decisions = 0;
  int turns = 0;
};

GameResult play_one(const SimulateOptions& o, std::uint64_t seed) {
  GameResult r;
  SetupOptions setup{o.ruleset, o.factions, seed, true};
  auto created = new_game(setup);
  if (!created) {
    r.error = created.error().message;
    return r;
  }
  Game g = std::move(created.value());
  Rng bot = Rng::seeded(seed ^ 0x5bd1e995a1b2c3d4ULL);
  long base = spice_on_table(g) - g.bankOut;
  const long kMaxSteps = 200000;
  while (!is_over(g)) {
    auto d = pending(g);
    if (d.empty()) {
      r.error = "no decision is pending but the game is not over (turn " + std::to_string(g.turn) +
                ", phase " + std::string(phase_key(g.phase)) + ")";
      return r;
    }
    Faction seat = d[bot.below(static_cast<std::uint32_t>(d.size()))].seat;
    auto pick = sample_legal_action(g, seat, bot);
    if (!pick) {
      r.error = "no legal action for " + std::string(faction_key(seat)) + " (" +
                std::string(decision_key(d[0].kind)) + ")";
      return r;
    }
    const Action& a = *pick;
    if (auto s = apply(g, seat, a); !s) {
      r.error = "a legal action was refused: " + s.error().message;
      return r;
    }
    if (++r.decisions > kMaxSteps) {
      r.error = "game did not end within " + std::to_string(kMaxSteps) + " decisions";
      return r;
    }
    if (o.check) {
      if (auto e = check_invariants(g, base); !e.empty()) {
        r.error = "invariant broken after decision " + std::to_string(r.decisions) + ": " + e;
        return r;
      }
      if (auto e = check_views(g); !e.empty()) {
        r.error = "view leak after decision " + std::to_string(r.decisions) + ": " + e;
        return r;
      }
      if (r.decisions % 97 == 0) {
        auto back = game_from_json(to_json(g));
        if (!back || !(back.value() == g)) {
          r.error = "snapshot JSON round trip differs after decision " + std::to_string(r.decisions);
          return r;
        }
      }
    }
  }
  r.finished = true;
  r.outcome = g.outcome;
  r.turns = g.turn;
  return r;
}

}  // namespace

int simulate(const SimulateOptions& o) {
  if (o.bots != "random") {
    std::cerr << "dune simulate: unknown bots '" << o.bots << "' (available: random)\n";
    return 2;
  }
  const bool bar = o.progress && isatty(STDERR_FILENO) && o.games >= 20;
  auto start = std::chrono::steady_clock::now();
  int finished = 0, failed = 0;
  long decisions = 0;
  std::map<std::string, int> winsByFaction, winsByKind;
  std::vector<std::string> errors;
  for (int i = 0; i < o.games; ++i) {
    std::uint64_t seed = o.seed + static_cast<std::uint64_t>(i);
    GameResult r = play_one(o, seed);
    decisions += r.decisions;
    if (r.finished) {
      ++finished;
      winsByKind[win_kind_key(r.outcome.kind)]++;
      for (int f = 0; f < kFactions; ++f)
        if (r.outcome.winners & (1u << f)) winsByFaction[std::string(faction_key(faction_at(f)))]++;
    } else {
      ++failed;
      if (errors.size() < 10) errors.push_back("game seed " + std::to_string(seed) + ": " + r.error);
    }
    if (bar && (i + 1) % std::max(1, o.games / 50) == 0) {
      int w = 40, filled = (i + 1) * w / o.games;
      std::fprintf(stderr, "\r[%s%s] %d/%d", std::string(static_cast<std::size_t>(filled), '#').c_str(),
                   std::string(static_cast<std::size_t>(w - filled), '.').c_str(), i + 1, o.games);
    }
  }
  if (bar) std::fprintf(stderr, "\n");
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (o.json) {
    boost::json::object out{{"games", o.games},
                            {"finished", finished},
                            {"failed", failed},
                            {"seed", o.seed},
                            {"decisions", decisions},
                            {"decisions_per_game", o.games ? static_cast<double>(decisions) / o.games : 0.0}};
    boost::json::object wf, wk;
    for (auto& [k, v] : winsByFaction) wf[k] = v;
    for (auto& [k, v] : winsByKind) wk[k] = v;
    out["wins_by_faction"] = wf;
    out["wins_by_kind"] = wk;
    boost::json::array errs;
    for (auto& e : errors) errs.push_back(boost::json::string(e));
    out["errors"] = errs;
    std::cout << boost::json::serialize(out) << "\n";
  } else {
    std::cout << "games: " << o.games << "  finished: " << finished << "  failed: " << failed << "\n";
    std::cout << "decisions per game: " << (o.games ? static_cast<double>(decisions) / o.games : 0.0) << "\n";
    std::cout << "wins by faction:";
    for (auto& [k, v] : winsByFaction) std::cout << " " << k << "=" << v;
    std::cout << "\nwins by kind:";
    for (auto& [k, v] : winsByKind) std::cout << " " << k << "=" << v;
    std::cout << "\n";
    for (auto& e : errors) std::cout << "error: " << e << "\n";
  }
  std::cout.flush();
  std::fprintf(stderr, "time: %.3f s, %.1f games/s, %.0f decisions/s%s\n", secs, o.games / secs,
               decisions / secs, o.check ? " (with --check)" : "");
  return failed == 0 ? 0 : 1;
}

}  // namespace dune::cli
