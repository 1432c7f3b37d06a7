#include "cli/tournament.hpp"

#include "cli/simulate.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include <boost/json.hpp>

#include "bots/tournament.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"

namespace dune::cli {
namespace {

// Plays every game on `threads` workers; games[i].result is game i's whatever the interleaving.
void play_all(std::vector<bots::TournamentGame>& games, const bots::MatchSettings& settings, int threads,
              bool bar) {
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  const int total = static_cast<int>(games.size());
  auto worker = [&] {
    for (std::size_t i = next++; i < games.size(); i = next++) {
      games[i].result = bots::play_match(games[i].setup, games[i].lineup, {}, false, settings);
      const int d = ++done;
      if (bar) std::fprintf(stderr, "\r%d/%d games", d, total);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min(threads, total); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (bar) std::fprintf(stderr, "\n");
}

struct Tally {
  int seats = 0, wins = 0;
};

struct Report {
  int games = 0, finished = 0, deals = 0;
  std::vector<bots::BotRating> ratings;
  // faction -> bot index -> seats and wins
  std::map<Faction, std::vector<Tally>> byFaction;
  std::map<std::string, int> byKind;
  int defaults = 0;
  // Challenge: per challenger (index in bots) and faction, its wins in the seat, and the baseline's in the
  // same seat on the same seeds.
  std::vector<std::map<Faction, std::pair<Tally, Tally>>> challenge;
  std::vector<std::string> errors;
};

Report report_of(const bots::TournamentOptions& o, const std::vector<bots::TournamentGame>& games) {
  Report r;
  r.games = static_cast<int>(games.size());
  r.ratings = bots::rate_bots(o, games);
  const std::size_t k = o.bots.size();
  for (Faction f : o.factions) r.byFaction[f] = std::vector<Tally>(k);
  r.challenge.resize(k);
  std::map<int, const bots::TournamentGame*> baselineOf;  // deal -> its all-baseline game
  for (const auto& g : games) {
    if (o.challenge && g.challengerSeat < 0) baselineOf[g.deal] = &g;
    r.deals = std::max(r.deals, g.deal + 1);
    if (!g.result.finished) {
      if (r.errors.size() < 10)
        r.errors.push_back("game seed " + std::to_string(g.setup.seed) + ": " + g.result.error);
      continue;
    }
    ++r.finished;
    r.byKind[win_kind_key(g.result.outcome.kind)]++;
    if (bots::default_victory(g.result.outcome.kind)) ++r.defaults;
    for (Faction f : g.setup.factions) {
      const auto at = std::find(o.bots.begin(), o.bots.end(), g.lineup[static_cast<std::size_t>(index(f))]);
      Tally& t = r.byFaction[f][static_cast<std::size_t>(at - o.bots.begin())];
      t.seats++;
      t.wins += g.result.outcome.winners.has(f) ? 1 : 0;
    }
  }
  if (o.challenge)
    for (const auto& g : games) {
      if (g.challengerSeat < 0 || !g.result.finished) continue;
      const auto base = baselineOf.find(g.deal);
      if (base == baselineOf.end() || !base->second->result.finished) continue;
      const Faction f = g.setup.factions[static_cast<std::size_t>(g.challengerSeat)];
      const auto at = std::find(o.bots.begin(), o.bots.end(), g.lineup[static_cast<std::size_t>(index(f))]);
      auto& [mine, theirs] = r.challenge[static_cast<std::size_t>(at - o.bots.begin())][f];
      mine.seats++;
      mine.wins += g.result.outcome.winners.has(f) ? 1 : 0;
      theirs.seats++;
      theirs.wins += base->second->result.outcome.winners.has(f) ? 1 : 0;
    }
  return r;
}

std::string pct(int n, int of) {
  if (of == 0) return "-";
  std::ostringstream s;
  s << std::fixed << std::setprecision(1) << 100.0 * n / of << "%";
  return s.str();
}

std::string signed_elo(double e) {
  std::ostringstream s;
  s << std::showpos << std::fixed << std::setprecision(0) << e;
  return s.str();
}

void print_text(const bots::TournamentOptions& o, const TournamentCommand& c, const Report& r) {
  std::cout << "tournament: " << r.games << " games (" << r.deals << " deals x " << bots::games_per_deal(o)
            << (o.challenge ? ", challenge" : ", rotation") << "), seed " << o.seed << ", " << c.ruleset
            << (c.variants.empty() ? "" : ", variants " + c.variants) << ", " << o.factions.size()
            << " factions" << (o.factions.size() > 6 ? " in rotation" : "") << "\n\n";
  std::cout << std::left << std::setw(12) << "bot" << std::right << std::setw(7) << "seats" << std::setw(8)
            << "wins" << std::setw(11) << "win share" << std::setw(8) << "Elo"
            << "  95% interval\n";
  for (const auto& b : r.ratings) {
    std::cout << std::left << std::setw(12) << bots::bot_kind_key(b.bot) << std::right << std::setw(7)
              << b.seats << std::setw(8) << b.wins << std::setw(11) << pct(static_cast<int>(b.wins), b.seats)
              << std::setw(8) << (o.bots.size() > 1 ? signed_elo(b.elo) : "-");
    if (o.bots.size() > 1 && &b != &r.ratings.front())
      std::cout << "  " << signed_elo(b.low) << " to " << signed_elo(b.high);
    std::cout << "\n";
  }
  if (o.bots.size() > 1) std::cout << "(Elo relative to " << bots::bot_kind_key(o.bots[0]) << ")\n";
  std::cout << "\nwins / games seated, per faction and bot:\n" << std::left << std::setw(15) << "faction";
  for (bots::BotKind b : o.bots) std::cout << std::setw(20) << bots::bot_kind_key(b);
  std::cout << "\n";
  for (const auto& [f, tallies] : r.byFaction) {
    std::cout << std::setw(15) << faction_key(f);
    for (const Tally& t : tallies)
      std::cout << std::setw(20)
                << (std::to_string(t.wins) + "/" + std::to_string(t.seats) + " " + pct(t.wins, t.seats));
    std::cout << "\n";
  }
  std::cout << std::right << "\nvictory kinds:";
  for (const auto& [k, n] : r.byKind) std::cout << " " << k << "=" << n;
  std::cout << "\ndefault victories (guild_special, fremen_special, end_of_game): " << r.defaults << " of "
            << r.finished << " (" << pct(r.defaults, r.finished) << ")\n";
  for (std::size_t k = 1; o.challenge && k < o.bots.size(); ++k) {
    std::cout << "\n"
              << bots::bot_kind_key(o.bots[k]) << " in one seat among " << bots::bot_kind_key(o.bots[0])
              << " bots, against " << bots::bot_kind_key(o.bots[0])
              << " in the same seat on the same seeds:\n";
    Tally mine, theirs;
    for (const auto& [f, pair] : r.challenge[k]) {
      std::cout << "  " << std::left << std::setw(15) << faction_key(f) << std::right << std::setw(4)
                << pair.first.wins << "/" << pair.first.seats << " " << std::setw(6)
                << pct(pair.first.wins, pair.first.seats) << "   against " << std::setw(4) << pair.second.wins
                << "/" << pair.second.seats << " " << std::setw(6) << pct(pair.second.wins, pair.second.seats)
                << "\n";
      mine.wins += pair.first.wins, mine.seats += pair.first.seats;
      theirs.wins += pair.second.wins, theirs.seats += pair.second.seats;
    }
    std::cout << "  " << std::left << std::setw(15) << "all" << std::right << std::setw(4) << mine.wins << "/"
              << mine.seats << " " << std::setw(6) << pct(mine.wins, mine.seats) << "   against "
              << std::setw(4) << theirs.wins << "/" << theirs.seats << " " << std::setw(6)
              << pct(theirs.wins, theirs.seats);
    if (theirs.wins > 0)
      std::cout << "   ratio " << std::fixed << std::setprecision(2)
                << static_cast<double>(mine.wins) / theirs.wins;
    std::cout << "\n";
  }
  for (const auto& e : r.errors) std::cout << "error: " << e << "\n";
}

void print_json(const bots::TournamentOptions& o, const TournamentCommand& c, const Report& r, double secs) {
  namespace json = boost::json;
  json::array names;
  for (bots::BotKind b : o.bots) names.push_back(json::string(bots::bot_kind_key(b)));
  json::object out{{"games", r.games},
                   {"finished", r.finished},
                   {"deals", r.deals},
                   {"seed", o.seed},
                   {"ruleset", c.ruleset},
                   {"variants", c.variants},
                   {"challenge", o.challenge},
                   {"bots", names},
                   {"default_victories", r.defaults},
                   {"default_share", r.finished ? static_cast<double>(r.defaults) / r.finished : 0.0}};
  json::array ratings;
  for (const auto& b : r.ratings)
    ratings.push_back(json::object{{"bot", bots::bot_kind_key(b.bot)},
                                   {"seats", b.seats},
                                   {"wins", b.wins},
                                   {"win_share", b.seats ? b.wins / b.seats : 0.0},
                                   {"elo", b.elo},
                                   {"elo_low", b.low},
                                   {"elo_high", b.high}});
  out["ratings"] = ratings;
  json::object factions;
  for (const auto& [f, tallies] : r.byFaction) {
    json::object per;
    for (std::size_t k = 0; k < tallies.size(); ++k)
      per[bots::bot_kind_key(o.bots[k])] = json::object{
          {"seats", tallies[k].seats},
          {"wins", tallies[k].wins},
          {"share", tallies[k].seats ? static_cast<double>(tallies[k].wins) / tallies[k].seats : 0.0}};
    factions[faction_key(f)] = per;
  }
  out["factions"] = factions;
  json::object kinds;
  for (const auto& [k, n] : r.byKind) kinds[k] = n;
  out["wins_by_kind"] = kinds;
  if (o.challenge) {
    json::object ch;
    for (std::size_t k = 1; k < o.bots.size(); ++k) {
      json::object per;
      for (const auto& [f, pair] : r.challenge[k])
        per[faction_key(f)] = json::object{
            {"seats", pair.first.seats}, {"wins", pair.first.wins}, {"baseline_wins", pair.second.wins}};
      ch[bots::bot_kind_key(o.bots[k])] = per;
    }
    out["challengers"] = ch;
  }
  json::array errs;
  for (auto& e : r.errors) errs.push_back(json::string(e));
  out["errors"] = errs;
  out["timing"] =
      json::object{{"seconds", secs}, {"threads", c.threads}, {"games_per_second", r.games / secs}};
  std::cout << json::serialize(out) << "\n";
}

}  // namespace

std::unique_ptr<TournamentCommand> add_tournament_command(CLI::App& app) {
  auto cmd = std::make_unique<TournamentCommand>();
  auto* s = app.add_subcommand(
      "tournament",
      "Seat-rotated games between bots on paired seeds; an Elo table and win shares per faction");
  cmd->sub = s;
  s->add_option("--bots", cmd->bots, "Bots compared, comma-separated, distinct (random, heuristic, search)")
      ->capture_default_str();
  s->add_option("--games", cmd->games, "Games to play at least (whole deals are played)")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  s->add_option("--seed", cmd->seed, "Seed of the first deal (deal d uses seed+d)")->capture_default_str();
  s->add_option("--ruleset", cmd->ruleset, "basic or advanced")
      ->check(CLI::IsMember({"basic", "advanced"}))
      ->capture_default_str();
  s->add_option("--factions", cmd->factions,
                "rotate (every playable faction in rotation, six a game) or a comma-separated list")
      ->capture_default_str();
  s->add_option("--variants", cmd->variants, "Comma-separated expansion variants, or all (`dune variants`)");
  s->add_option("--threads", cmd->threads, "Worker threads (results do not depend on it)")
      ->check(CLI::Range(1, 256));
  s->add_flag("--challenge", cmd->challenge,
              "The first bot in every seat but one, each other bot in that one seat in turn; compared seat "
              "by seat with the first bot on the same seeds");
  s->add_option("--playouts", cmd->searchPlayouts,
                "The search bot's sampled games per decision (default 96; results depend on it)")
      ->check(CLI::Range(1, 1000000));
  s->add_option("--horizon", cmd->searchHorizon,
                "Turns the search bot's sampled games are played beyond the current one (default 2)")
      ->check(CLI::Range(1, 20));
  s->add_option(
       "--search-seconds", cmd->searchSeconds,
       "Also stop the search bot's decision after this many seconds (then results depend on the machine)")
      ->check(CLI::Range(0.0, 3600.0));
  s->add_flag("--json", cmd->json, "Print the report as JSON");
  s->add_flag("--no-progress", cmd->noProgress, "No progress count");
  return cmd;
}

int TournamentCommand::run() {
  bots::TournamentOptions o;
  std::stringstream ss(bots);
  std::string item;
  while (std::getline(ss, item, ',')) {
    bots::BotKind k;
    if (!bots::bot_kind_by_key(item, k)) {
      std::cerr << "dune tournament: unknown bot '" << item << "' (available: random, heuristic, search)\n";
      return 2;
    }
    if (std::find(o.bots.begin(), o.bots.end(), k) != o.bots.end()) {
      std::cerr << "dune tournament: bot '" << item << "' named twice\n";
      return 2;
    }
    o.bots.push_back(k);
  }
  if (o.bots.empty() || (challenge && o.bots.size() < 2)) {
    std::cerr << "dune tournament: name the bots (--bots random,heuristic); --challenge needs two or more\n";
    return 2;
  }
  o.games = games;
  o.seed = seed;
  if (searchPlayouts > 0) o.settings.search.playouts = searchPlayouts;
  if (searchHorizon > 0) o.settings.search.horizonTurns = searchHorizon;
  o.settings.search.seconds = searchSeconds;
  o.challenge = challenge;
  if (ruleset == "advanced") o.ruleset.kind = RulesetKind::Advanced;
  std::string err;
  if (!parse_variant_list(variants, o.ruleset.variants, err)) {
    std::cerr << "dune tournament: " << err << "\n";
    return 2;
  }
  // "all": every variant these rules allow (a Basic game leaves out the Advanced-only ones).
  if (variants == "all") o.ruleset.variants = all_variants(o.ruleset.kind == RulesetKind::Advanced);
  if (factions == "rotate") {
    for (int f = 0; f < kFactions; ++f)
      if (faction_playable(faction_at(f))) o.factions.push_back(faction_at(f));
  } else {
    std::stringstream fs(factions);
    while (std::getline(fs, item, ',')) {
      Faction f;
      if (!faction_by_key(item, f)) {
        std::cerr << "dune tournament: unknown faction '" << item << "' (`dune factions` lists them)\n";
        return 2;
      }
      o.factions.push_back(f);
    }
  }
  std::vector<bots::TournamentGame> schedule = bots::tournament_schedule(o);
  if (auto g = new_game(schedule.front().setup); !g) {
    std::cerr << "dune tournament: " << g.error().message << "\n";
    return 2;
  }
  const bool bar = !noProgress && isatty(STDERR_FILENO);
  const auto start = std::chrono::steady_clock::now();
  play_all(schedule, o.settings, threads, bar);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const Report r = report_of(o, schedule);
  if (json)
    print_json(o, *this, r, secs);
  else
    print_text(o, *this, r);
  std::cout.flush();
  std::fprintf(stderr, "time: %.1f s, %.1f games/s on %d thread(s)\n", secs, r.games / secs, threads);
  return r.finished == r.games ? 0 : 1;
}

}  // namespace dune::cli
