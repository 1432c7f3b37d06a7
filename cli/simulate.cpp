#include "cli/simulate.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <thread>

#include <boost/json.hpp>

#include "bots/match.hpp"
#include "engine/codec/json.hpp"
#include "engine/invariants.hpp"
#include "engine/signature.hpp"

namespace dune::cli {
namespace {

// `--check`: invariants, views and (every 97th decision) the snapshot round trip.
bots::StepCheck invariant_check(const Game& start) {
  long base = spice_on_table(start) - start.bankOut;
  return [base](const Game& g, long decisions) -> std::string {
    if (auto e = check_invariants(g, base); !e.empty())
      return "invariant broken after decision " + std::to_string(decisions) + ": " + e;
    if (auto e = check_views(g); !e.empty())
      return "view leak after decision " + std::to_string(decisions) + ": " + e;
    if (decisions % 97 == 0) {
      auto back = game_from_json(to_json(g));
      if (!back || !(back.value() == g))
        return "snapshot JSON round trip differs after decision " + std::to_string(decisions);
    }
    return {};
  };
}

}  // namespace

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

std::vector<Faction> seated_factions(const SimulateOptions& o, std::uint64_t game) {
  if (!o.rotate || o.factions.size() <= static_cast<std::size_t>(kMaxSeats)) return o.factions;
  std::vector<Faction> seats;
  for (std::size_t k = 0; k < static_cast<std::size_t>(kMaxSeats); ++k)
    seats.push_back(o.factions[(game + k) % o.factions.size()]);
  return seats;
}

namespace {

bots::MatchResult play_one(const SimulateOptions& o, const bots::BotLineup& lineup, std::uint64_t seed) {
  SetupOptions setup{o.ruleset, seated_factions(o, seed - o.seed), seed, true};
  bots::StepCheck check;
  if (o.check) {
    auto start = new_game(setup);  // the same game play_match builds: the spice ledger's base
    if (start) check = invariant_check(start.value());
  }
  bots::MatchSettings settings;
  if (o.searchPlayouts > 0) settings.search.playouts = o.searchPlayouts;
  return bots::play_match(setup, lineup, check, o.signature, settings);
}

void draw_progress(int done, int games) {
  int w = 40, filled = done * w / games;
  std::fprintf(stderr, "\r[%s%s] %d/%d", std::string(static_cast<std::size_t>(filled), '#').c_str(),
               std::string(static_cast<std::size_t>(w - filled), '.').c_str(), done, games);
}

// Plays every game on `threads` workers; results[i] is game i's whatever the interleaving.
std::vector<bots::MatchResult> play_all(const SimulateOptions& o, const bots::BotLineup& lineup, bool bar) {
  std::vector<bots::MatchResult> results(static_cast<std::size_t>(o.games));
  std::atomic<int> next{0}, done{0};
  auto worker = [&] {
    for (int i = next++; i < o.games; i = next++) {
      results[static_cast<std::size_t>(i)] = play_one(o, lineup, o.seed + static_cast<std::uint64_t>(i));
      done++;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min(o.threads, o.games); ++t) pool.emplace_back(worker);
  if (bar) {
    // A watcher redraws the bar while the calling thread plays too.
    std::atomic<bool> stop{false};
    std::thread watcher([&] {
      int shown = -1;
      while (!stop) {
        int d = done.load();
        if (d != shown && (d - shown) * 50 >= o.games) draw_progress(shown = d, o.games);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    });
    worker();
    for (auto& t : pool) t.join();
    stop = true;
    watcher.join();
    draw_progress(o.games, o.games);
    std::fprintf(stderr, "\n");
  } else {
    worker();
    for (auto& t : pool) t.join();
  }
  return results;
}

struct Summary {
  int finished = 0, failed = 0;
  long decisions = 0, battles = 0, turns = 0;
  std::map<std::string, int> winsByFaction, winsByKind, gamesByTurn;
  std::vector<std::string> errors;
};

Summary summarize(const SimulateOptions& o, const std::vector<bots::MatchResult>& results) {
  Summary s;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const bots::MatchResult& r = results[i];
    s.decisions += r.decisions;
    s.battles += r.battles;
    if (r.finished) {
      ++s.finished;
      s.turns += r.turns;
      s.winsByKind[win_kind_key(r.outcome.kind)]++;
      s.gamesByTurn[std::to_string(r.turns)]++;
      for (int f = 0; f < kFactions; ++f)
        if (r.outcome.winners.has(faction_at(f))) s.winsByFaction[std::string(faction_key(faction_at(f)))]++;
    } else {
      ++s.failed;
      if (s.errors.size() < 10)
        s.errors.push_back("game seed " + std::to_string(o.seed + i) + ": " + r.error);
    }
  }
  return s;
}

std::string lineup_text(const SimulateOptions& o, const bots::BotLineup& lineup) {
  std::string out;
  for (Faction f : o.factions)
    out += (out.empty() ? "" : ",") + std::string(faction_key(f)) + "=" +
           std::string(bots::bot_kind_key(lineup[static_cast<std::size_t>(index(f))]));
  return out;
}

void print_json(const SimulateOptions& o, const bots::BotLineup& lineup, const Summary& s, double secs) {
  const double games = o.games;
  boost::json::object out{{"games", o.games},
                          {"finished", s.finished},
                          {"failed", s.failed},
                          {"seed", o.seed},
                          {"bots", lineup_text(o, lineup)},
                          {"decisions", s.decisions},
                          {"decisions_per_game", s.decisions / games},
                          {"battles", s.battles},
                          {"battles_per_game", s.battles / games},
                          {"turns_per_game", s.finished ? static_cast<double>(s.turns) / s.finished : 0.0}};
  boost::json::object wf, wk, turns;
  for (auto& [k, v] : s.winsByFaction) wf[k] = v;
  for (auto& [k, v] : s.winsByKind) wk[k] = v;
  for (auto& [k, v] : s.gamesByTurn) turns[k] = v;
  out["wins_by_faction"] = wf;
  out["wins_by_kind"] = wk;
  out["games_by_last_turn"] = turns;
  boost::json::array errs;
  for (auto& e : s.errors) errs.push_back(boost::json::string(e));
  out["errors"] = errs;
  // Timing varies from run to run; everything above is a function of the options alone.
  out["timing"] = boost::json::object{{"seconds", secs},
                                      {"threads", o.threads},
                                      {"games_per_second", games / secs},
                                      {"decisions_per_second", s.decisions / secs}};
  std::cout << boost::json::serialize(out) << "\n";
}

void print_text(const SimulateOptions& o, const bots::BotLineup& lineup, const Summary& s) {
  const double games = o.games;
  std::cout << "games: " << o.games << "  finished: " << s.finished << "  failed: " << s.failed << "\n";
  std::cout << "bots: " << lineup_text(o, lineup) << "\n";
  std::cout << "decisions per game: " << s.decisions / games << "  battles per game: " << s.battles / games
            << "  turns per game: " << (s.finished ? static_cast<double>(s.turns) / s.finished : 0.0) << "\n";
  std::cout << "wins by faction:";
  for (auto& [k, v] : s.winsByFaction) std::cout << " " << k << "=" << v;
  std::cout << "\nwins by kind:";
  for (auto& [k, v] : s.winsByKind) std::cout << " " << k << "=" << v;
  std::cout << "\n";
  for (auto& e : s.errors) std::cout << "error: " << e << "\n";
}

}  // namespace

int simulate(const SimulateOptions& o) {
  bots::BotLineup lineup;
  if (auto err = bots::parse_bot_lineup(o.bots, lineup); !err.empty()) {
    std::cerr << "dune simulate: --bots: " << err << "\n";
    return 2;
  }
  if (o.threads < 1) {
    std::cerr << "dune simulate: --threads must be at least 1\n";
    return 2;
  }
  const bool bar = o.progress && isatty(STDERR_FILENO) && o.games >= 20;
  auto start = std::chrono::steady_clock::now();
  std::vector<bots::MatchResult> results = play_all(o, lineup, bar);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Summary s = summarize(o, results);
  if (o.json)
    print_json(o, lineup, s, secs);
  else
    print_text(o, lineup, s);
  if (o.signature) {
    // Game by game, in game order: the same for any thread count.
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const bots::MatchResult& r : results) h = fnv1a(std::to_string(r.signature) + ";", h);
    std::cout << "signature: " << h << "\n";
  }
  std::cout.flush();
  std::fprintf(stderr, "time: %.3f s, %.1f games/s, %.0f decisions/s on %d thread(s)%s\n", secs,
               o.games / secs, s.decisions / secs, o.threads, o.check ? " (with --check)" : "");
  return s.failed == 0 ? 0 : 1;
}

}  // namespace dune::cli
