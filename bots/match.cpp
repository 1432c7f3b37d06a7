#include "bots/match.hpp"

#include <algorithm>
#include <sstream>

#include "bots/heuristic_bot.hpp"
#include "engine/signature.hpp"

namespace dune::bots {
namespace {

constexpr long kMaxDecisions = 200000;
constexpr int kDefaultSampleLimit = 64;  // as legal_actions' default

}  // namespace

std::optional<Action> heuristic_turn(const Game& g, Faction seat, const std::vector<Decision>& open, Rng& rng,
                                     bool& listed) {
  std::vector<Action> legal =
      legal_actions(g, seat, &rng, heuristic_sample_limit(open, seat, kDefaultSampleLimit));
  if (legal.empty()) return std::nullopt;
  listed = true;
  if (auto blind = choose_heuristic_blind(own_decision(open, seat), legal, rng)) return blind;
  // The bot reads no text or summary of the view (ViewDetail::Play), only what play is decided by.
  Action a = choose_heuristic(view(g, Viewer::of(seat), ViewDetail::Play), legal, rng);
  listed = std::find(legal.begin(), legal.end(), a) != legal.end();
  return a;
}

bool bot_kind_by_key(std::string_view key, BotKind& out) {
  for (BotKind k : {BotKind::Random, BotKind::Heuristic, BotKind::Search})
    if (key == bot_kind_key(k)) {
      out = k;
      return true;
    }
  return false;
}

std::string_view bot_kind_key(BotKind k) {
  switch (k) {
    case BotKind::Random: return "random";
    case BotKind::Heuristic: return "heuristic";
    case BotKind::Search: return "search";
  }
  return "random";
}

std::string parse_bot_lineup(std::string_view spec, BotLineup& out) {
  out.fill(BotKind::Random);
  std::stringstream ss{std::string(spec)};
  std::string item;
  bool first = true;
  while (std::getline(ss, item, ',')) {
    auto eq = item.find('=');
    BotKind kind;
    std::string kindKey = eq == std::string::npos ? item : item.substr(eq + 1);
    if (!bot_kind_by_key(kindKey, kind))
      return "unknown bot '" + kindKey + "' (available: random, heuristic, search)";
    if (eq == std::string::npos) {
      if (!first) return "the default bot '" + item + "' must come first, before faction=bot overrides";
      out.fill(kind);
    } else {
      Faction f;
      std::string factionKey = item.substr(0, eq);
      if (!faction_by_key(factionKey, f))
        return "unknown faction '" + factionKey +
               "' (use atreides, bene_gesserit, emperor, fremen, guild, harkonnen)";
      out[static_cast<std::size_t>(index(f))] = kind;
    }
    first = false;
  }
  if (first) return "no bots named (e.g. --bots heuristic or --bots random,fremen=heuristic)";
  return {};
}

MatchResult play_match(const SetupOptions& setup, const BotLineup& lineup, const StepCheck& check, bool sign,
                       const MatchSettings& settings) {
  MatchResult r;
  auto created = new_game(setup);
  if (!created) {
    r.error = created.error().message;
    return r;
  }
  Game g = std::move(created.value());
  Rng rng = Rng::seeded(setup.seed ^ 0x5bd1e995a1b2c3d4ULL);
  std::string text;
  auto fold = [&] {
    text.clear();
    digest(g, text);
    r.signature = fnv1a(text, r.signature == 0 ? 0xcbf29ce484222325ull : r.signature);
  };
  if (sign) fold();
  // The open decisions are worked out once per step: for the pick, apply's validation and the checks
  // (apply empties the memo when it changes the game).
  PendingScope scope(g);
  // Buffers kept across the steps: asking the open decisions and drawing a random action allocate nothing.
  std::vector<Decision> d;
  std::vector<Action> cand;
  while (!is_over(g)) {
    Faction seat;
    std::optional<Action> pick;
    bool random = false, listed = false;
    {
      pending(g, d);
      if (d.empty()) {
        r.error = "no decision is pending but the game is not over (turn " + std::to_string(g.turn) + ")";
        return r;
      }
      seat = d[rng.below(static_cast<std::uint32_t>(d.size()))].seat;
      const BotKind kind = lineup[static_cast<std::size_t>(index(seat))];
      random = kind == BotKind::Random;
      if (random)
        pick = sample_legal_action(g, seat, rng, cand);
      else if (kind == BotKind::Heuristic)
        pick = heuristic_turn(g, seat, d, rng, listed);
      else
        pick = choose_search(g, seat, d, rng, settings.search);
      if (!pick) {
        r.error = "no legal action for " + std::string(faction_key(seat)) + " (" +
                  std::string(decision_key(d[0].kind)) + ")";
        return r;
      }
    }
    // A random pick passed check() on this very state (sample_legal_action), and so did a listed heuristic
    // one (legal_actions): it is applied without a second validation, unless the run checks every step
    // (then apply validates it again, a consistency test).
    if ((random || listed) && !check) {
      apply_legal(g, seat, *pick);
    } else if (auto s = apply(g, seat, *pick); !s) {
      r.error = "a legal action was refused: " + s.error().message;
      return r;
    }
    if (pick->kind == ActionKind::BattlePlan) ++r.battles;  // two plans per battle, halved below
    if (++r.decisions > kMaxDecisions) {
      r.error = "game did not end within " + std::to_string(kMaxDecisions) + " decisions";
      return r;
    }
    if (sign) fold();
    if (check)
      if (auto e = check(g, r.decisions); !e.empty()) {
        r.error = e;
        return r;
      }
  }
  r.battles /= 2;
  r.finished = true;
  r.outcome = g.outcome;
  r.turns = g.turn;
  return r;
}

}  // namespace dune::bots
