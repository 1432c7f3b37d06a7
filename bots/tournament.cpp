#include "bots/tournament.hpp"

#include <algorithm>
#include <cmath>

namespace dune::bots {
namespace {

constexpr int kTable = kMaxSeats;  // six factions a game

std::vector<Faction> table_of(const TournamentOptions& o, int deal) {
  if (o.factions.size() <= static_cast<std::size_t>(kTable)) return o.factions;
  std::vector<Faction> t;
  for (std::size_t k = 0; k < static_cast<std::size_t>(kTable); ++k)
    t.push_back(o.factions[(static_cast<std::size_t>(deal) + k) % o.factions.size()]);
  return t;
}

BotLineup lineup_of(const std::vector<Faction>& table, const std::vector<BotKind>& botAt) {
  BotLineup l;
  l.fill(BotKind::Random);
  for (std::size_t k = 0; k < table.size(); ++k) l[static_cast<std::size_t>(index(table[k]))] = botAt[k];
  return l;
}

// One game as the fit sees it: the bot index of each seat and the win weight of each seat.
struct Event {
  int deal = 0;
  std::vector<int> seatBot;
  std::vector<double> seatWin;
};

std::vector<Event> events_of(const TournamentOptions& o, const std::vector<TournamentGame>& played) {
  std::vector<Event> out;
  for (const TournamentGame& g : played) {
    if (!g.result.finished || g.result.outcome.winners.empty()) continue;
    Event e;
    e.deal = g.deal;
    const double share = 1.0 / static_cast<double>(g.result.outcome.winners.size());
    for (Faction f : g.setup.factions) {
      const BotKind b = g.lineup[static_cast<std::size_t>(index(f))];
      const auto at = std::find(o.bots.begin(), o.bots.end(), b);
      if (at == o.bots.end()) continue;
      e.seatBot.push_back(static_cast<int>(at - o.bots.begin()));
      e.seatWin.push_back(g.result.outcome.winners.has(f) ? share : 0.0);
    }
    out.push_back(std::move(e));
  }
  return out;
}

// The Plackett-Luce (top-one) strengths of the bots, by minorization-maximization, with one virtual
// drawn two-seat game per pair of bots. Returns Elo, the first bot at 0.
std::vector<double> fit(int bots, const std::vector<const Event*>& events) {
  std::vector<double> g(static_cast<std::size_t>(bots), 1.0), wins(static_cast<std::size_t>(bots), 0.0);
  for (const Event* e : events)
    for (std::size_t s = 0; s < e->seatBot.size(); ++s)
      wins[static_cast<std::size_t>(e->seatBot[s])] += e->seatWin[s];
  const double prior = 0.5;  // each bot wins half of one virtual game against each other bot
  for (int b = 0; b < bots; ++b) wins[static_cast<std::size_t>(b)] += prior * (bots - 1);
  for (int iter = 0; iter < 2000; ++iter) {
    std::vector<double> denom(static_cast<std::size_t>(bots), 0.0);
    for (const Event* e : events) {
      double total = 0.0, weight = 0.0;
      for (std::size_t s = 0; s < e->seatBot.size(); ++s) {
        total += g[static_cast<std::size_t>(e->seatBot[s])];
        weight += e->seatWin[s];
      }
      if (weight <= 0.0) continue;
      for (int b : e->seatBot) denom[static_cast<std::size_t>(b)] += weight / total;
    }
    for (int a = 0; a < bots; ++a)
      for (int b = 0; b < bots; ++b)
        if (a != b)
          denom[static_cast<std::size_t>(a)] +=
              2 * prior / (g[static_cast<std::size_t>(a)] + g[static_cast<std::size_t>(b)]);
    double change = 0.0;
    for (int b = 0; b < bots; ++b) {
      const double next = denom[static_cast<std::size_t>(b)] > 0
                              ? wins[static_cast<std::size_t>(b)] / denom[static_cast<std::size_t>(b)]
                              : g[static_cast<std::size_t>(b)];
      change = std::max(change, std::abs(std::log(next / g[static_cast<std::size_t>(b)])));
      g[static_cast<std::size_t>(b)] = next;
    }
    const double anchor = g[0];
    for (double& x : g) x /= anchor;
    if (change < 1e-10) break;
  }
  std::vector<double> elo;
  for (double x : g) elo.push_back(400.0 * std::log10(x));
  return elo;
}

}  // namespace

bool default_victory(WinKind k) {
  return k == WinKind::GuildSpecial || k == WinKind::FremenSpecial || k == WinKind::EndOfGame;
}

int games_per_deal(const TournamentOptions& o) {
  const int k = static_cast<int>(o.bots.size());
  return o.challenge ? 1 + kTable * (k - 1) : k;
}

std::vector<TournamentGame> tournament_schedule(const TournamentOptions& o) {
  std::vector<TournamentGame> out;
  if (o.bots.empty()) return out;
  const int per = games_per_deal(o);
  const int deals = (o.games + per - 1) / per;
  const std::size_t k = o.bots.size();
  for (int d = 0; d < deals; ++d) {
    const std::vector<Faction> table = table_of(o, d);
    auto game = [&](const std::vector<BotKind>& botAt, int challengerSeat) {
      TournamentGame g;
      g.deal = d;
      g.setup = SetupOptions{o.ruleset, table, o.seed + static_cast<std::uint64_t>(d), true};
      g.lineup = lineup_of(table, botAt);
      g.challengerSeat = challengerSeat;
      out.push_back(std::move(g));
    };
    if (!o.challenge) {
      for (std::size_t r = 0; r < k; ++r) {
        std::vector<BotKind> botAt;
        for (std::size_t s = 0; s < table.size(); ++s) botAt.push_back(o.bots[(s + r) % k]);
        game(botAt, -1);
      }
      continue;
    }
    game(std::vector<BotKind>(table.size(), o.bots[0]), -1);
    for (std::size_t c = 1; c < k; ++c)
      for (std::size_t s = 0; s < table.size(); ++s) {
        std::vector<BotKind> botAt(table.size(), o.bots[0]);
        botAt[s] = o.bots[c];
        game(botAt, static_cast<int>(s));
      }
  }
  return out;
}

std::vector<BotRating> rate_bots(const TournamentOptions& o, const std::vector<TournamentGame>& played,
                                 int resamples) {
  const int bots = static_cast<int>(o.bots.size());
  std::vector<BotRating> out(static_cast<std::size_t>(bots));
  for (int b = 0; b < bots; ++b) out[static_cast<std::size_t>(b)].bot = o.bots[static_cast<std::size_t>(b)];
  const std::vector<Event> events = events_of(o, played);
  for (const Event& e : events)
    for (std::size_t s = 0; s < e.seatBot.size(); ++s) {
      out[static_cast<std::size_t>(e.seatBot[s])].seats++;
      out[static_cast<std::size_t>(e.seatBot[s])].wins += e.seatWin[s] > 0 ? 1.0 : 0.0;
    }
  if (bots < 2) return out;
  std::vector<const Event*> all;
  for (const Event& e : events) all.push_back(&e);
  const std::vector<double> elo = fit(bots, all);
  for (int b = 0; b < bots; ++b) {
    auto& r = out[static_cast<std::size_t>(b)];
    r.elo = r.low = r.high = elo[static_cast<std::size_t>(b)];
  }
  if (resamples <= 0 || events.empty()) return out;
  // The events of each deal together: a resample draws whole deals (the paired games stay paired).
  int deals = 0;
  for (const Event& e : events) deals = std::max(deals, e.deal + 1);
  std::vector<std::vector<const Event*>> byDeal(static_cast<std::size_t>(deals));
  for (const Event& e : events) byDeal[static_cast<std::size_t>(e.deal)].push_back(&e);
  std::vector<std::vector<double>> samples(static_cast<std::size_t>(bots));
  Rng rng = Rng::seeded(0x7e57ab1eULL);
  for (int round = 0; round < resamples; ++round) {
    std::vector<const Event*> pick;
    for (int d = 0; d < deals; ++d) {
      const auto& drawn = byDeal[rng.below(static_cast<std::uint32_t>(deals))];
      pick.insert(pick.end(), drawn.begin(), drawn.end());
    }
    const std::vector<double> e = fit(bots, pick);
    for (int b = 0; b < bots; ++b)
      samples[static_cast<std::size_t>(b)].push_back(e[static_cast<std::size_t>(b)]);
  }
  for (int b = 0; b < bots; ++b) {
    auto& s = samples[static_cast<std::size_t>(b)];
    std::sort(s.begin(), s.end());
    const auto at = [&](double q) {
      return s[std::min(s.size() - 1, static_cast<std::size_t>(q * static_cast<double>(s.size() - 1) + 0.5))];
    };
    out[static_cast<std::size_t>(b)].low = at(0.025);
    out[static_cast<std::size_t>(b)].high = at(0.975);
  }
  return out;
}

}  // namespace dune::bots
