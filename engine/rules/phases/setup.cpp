// Setup: Bene Gesserit prediction, traitor draw and pick, Fremen placement, opening cards.
// GF9 Rulebook 2019 pp.3-4 "Setting Up"; Bene Gesserit sheet (prediction); Harkonnen sheet
// (keeps all four traitors); Fremen sheet (10 forces among Sietch Tabr, False Wall South,
// False Wall West).
// Advanced (adv-spice; GF9 Rulebook 2019 pp.13,16,18-19 faction sheets; Revised Rulebook v2.3):
// the Emperor's 20 forces are 15 + 5 Sardaukar and the Fremen's 17 + 3 Fedaykin (Forces.special);
// the Fremen may place Fedaykin among their 10 starting forces; the Bene Gesserit place their one
// starting force as an advisor in any territory of their choice, after the Fremen, instead of in
// the Polar Sink.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::setup_phase {
namespace {

bool needs_traitor_pick(const Game& g, Faction f) {
  return g.in_game(f) && f != Faction::Harkonnen && !(g.setup.picked & bit(f));
}

void finish_setup(Game& g) {
  // GF9 p.4 step 8: each player draws one treachery card, the Harkonnen two.
  for (Faction f : storm_order(g))
    for (int i = 0; i < faction_info(f).startTreachery; ++i) draw_treachery(g, f);
  log_public(g, "Setup complete: each player has drawn opening treachery cards.");
  finish_phase(g);
}

// Advanced: the Bene Gesserit place their starting advisor once the Fremen have placed.
bool bg_placement_open(const Game& g) {
  return advanced(g) && g.setup.step == SetupStep::Traitors && g.in_game(Faction::BeneGesserit) &&
         !g.setup.bgPlaced && (!g.in_game(Faction::Fremen) || g.setup.fremenPlaced);
}

// Advanced starting forces: elite forces in reserve, and the Bene Gesserit force off the Polar
// Sink until they place it.
void advanced_forces(Game& g) {
  if (g.in_game(Faction::Emperor)) {
    Player& p = g.player(Faction::Emperor);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 5);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 5);
  }
  if (g.in_game(Faction::Fremen)) {
    Player& p = g.player(Faction::Fremen);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 3);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 3);
  }
  if (g.in_game(Faction::BeneGesserit)) {
    Player& p = g.player(Faction::BeneGesserit);
    for (LocationId l : locations_of(T::PolarSink)) {
      Forces& k = g.board[l][index(Faction::BeneGesserit)];
      p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + k.normal);
      k.normal = 0;
    }
  }
}

int fedaykin_at(const Action& a, int i) { return (a.sub >> (2 * i)) & 3; }

void maybe_finish(Game& g) {
  if (g.setup.step != SetupStep::Traitors) return;
  for (Faction f : factions_in_game(g))
    if (needs_traitor_pick(g, f)) return;
  if (g.in_game(Faction::Fremen) && !g.setup.fremenPlaced) return;
  if (advanced(g) && g.in_game(Faction::BeneGesserit) && !g.setup.bgPlaced) return;
  finish_setup(g);
}

void deal_traitors(Game& g) {
  g.setup.step = SetupStep::Traitors;
  // GF9 p.3 step 5: each player draws four traitor cards and secretly keeps one.
  for (Faction f : storm_order(g)) {
    Player& p = g.player(f);
    for (int i = 0; i < 4 && !g.traitorDeck.empty(); ++i) {
      p.traitorDraw.push_back(g.traitorDeck.back());
      g.traitorDeck.pop_back();
    }
    // Harkonnen sheet: the Harkonnen keep all the traitors they draw.
    if (f == Faction::Harkonnen) p.traitors = p.traitorDraw;
  }
  log_public(g, "Traitor cards dealt: each player keeps one, the Harkonnen keep all four.");
  maybe_finish(g);
}

}  // namespace

void begin(Game& g) {
  if (advanced(g)) advanced_forces(g);
  if (g.in_game(Faction::BeneGesserit)) {
    g.setup.step = SetupStep::Prediction;
    return;
  }
  deal_traitors(g);
}

void pending(const Game& g, DecisionList& out) {
  if (g.setup.step == SetupStep::Prediction) {
    out.push_back({Faction::BeneGesserit, DecisionKind::Predict, 1, g.ruleset.maxTurns});
    return;
  }
  for (Faction f : factions_in_game(g))
    if (needs_traitor_pick(g, f)) out.push_back({f, DecisionKind::PickTraitor, 0, 0});
  if (g.in_game(Faction::Fremen) && !g.setup.fremenPlaced)
    out.push_back({Faction::Fremen, DecisionKind::PlaceFremen, 10, 10});
  if (bg_placement_open(g)) out.push_back({Faction::BeneGesserit, DecisionKind::SendAdvisor, 1, 1});
}

Status check(const Game& g, Faction seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::Predict: {
      if (auto s = need_decision(g, seat, DecisionKind::Predict); !s) return s;
      // BG sheet: predict another faction and a turn.
      if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) ||
          a.faction == Faction::BeneGesserit)
        return fail(Err::NotAllowed,
                    "Bene Gesserit prediction: name another faction in this game (GF9 p.21).");
      if (a.amount < 1 || a.amount > g.ruleset.maxTurns)
        return fail(Err::OutOfRange, "Bene Gesserit prediction: the turn must be 1 to " +
                                         std::to_string(g.ruleset.maxTurns) + " (GF9 p.21).");
      return Ok{};
    }
    case ActionKind::PickTraitor: {
      if (auto s = need_decision(g, seat, DecisionKind::PickTraitor); !s) return s;
      auto& d = g.player(seat).traitorDraw;
      if (std::find(d.begin(), d.end(), a.leader) == d.end())
        return fail(Err::NotAllowed, "Traitors: keep one of the four traitor cards you drew (GF9 p.3).");
      return Ok{};
    }
    case ActionKind::PlaceFremen: {
      if (auto s = need_decision(g, seat, DecisionKind::PlaceFremen); !s) return s;
      if (a.amount < 0 || a.amount2 < 0 || a.amount3 < 0 || a.amount + a.amount2 + a.amount3 != 10)
        return fail(Err::NotAllowed,
                    "Fremen setup: place exactly 10 forces among Sietch Tabr, False Wall South and False "
                    "Wall West (GF9 p.22).");
      if (a.sub != 0 && !advanced(g))
        return fail(Err::NotAllowed, "Fremen setup: Fedaykin are part of the Advanced game only.");
      if (a.sub >> 6) return fail(Err::BadAction, "Fremen setup: malformed Fedaykin split.");
      {
        const int placed[] = {a.amount, a.amount2, a.amount3};
        int fed = 0;
        for (int i = 0; i < 3; ++i) {
          if (fedaykin_at(a, i) > placed[i])
            return fail(
                Err::NotAllowed,
                "Fremen setup: the Fedaykin placed in a territory are counted among the forces placed "
                "there (Fremen sheet, GF9 p.16).");
          fed += fedaykin_at(a, i);
        }
        if (fed > g.player(Faction::Fremen).reserves.special)
          return fail(Err::NotAllowed,
                      "Fremen setup: the Fremen have only 3 Fedaykin (Fremen sheet, GF9 p.16).");
      }
      return Ok{};
    }
    case ActionKind::SendAdvisor: {
      if (auto s = need_decision(g, seat, DecisionKind::SendAdvisor); !s) return s;
      if (a.to < 0 || a.to >= kLocations)
        return fail(Err::BadAction,
                    "Bene Gesserit setup: name the territory (and sector) of your starting advisor (Bene "
                    "Gesserit sheet, GF9 p.18).");
      return Ok{};
    }
    default: return fail(Err::WrongPhase, "That action is not part of setup.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::Predict:
      g.predictedFaction = static_cast<std::int8_t>(index(a.faction));
      g.predictedTurn = static_cast<std::int8_t>(a.amount);
      log_public(g, "The Bene Gesserit have secretly written down their prediction.");
      log_private(
          g, bit(Faction::BeneGesserit),
          "You predicted that " + name(a.faction) + " will win on turn " + std::to_string(a.amount) + ".");
      deal_traitors(g);
      return;
    case ActionKind::PickTraitor: {
      Player& p = g.player(seat);
      p.traitors = {a.leader};
      // The three not kept are set aside face down for the owner's reference (GF9 Rulebook 2019 p.6):
      // they stay in p.traitorDraw, seen by their owner only, and never return to the traitor deck.
      g.setup.picked |= bit(seat);
      log_public(g, name(seat) + " has chosen a traitor.");
      maybe_finish(g);
      return;
    }
    case ActionKind::PlaceFremen: {
      Player& p = g.player(Faction::Fremen);
      const std::pair<TerritoryId, int> placements[] = {
          {T::SietchTabr, a.amount}, {T::FalseWallSouth, a.amount2}, {T::FalseWallWest, a.amount3}};
      int i = 0;
      for (auto [t, n] : placements) {
        const int fed = fedaykin_at(a, i++);  // 0 in Basic
        if (n == 0) continue;
        LocationId l = locations_of(t)[0];
        Forces& k = g.board[l][index(Faction::Fremen)];
        k.normal = static_cast<std::uint8_t>(k.normal + n - fed);
        k.special = static_cast<std::uint8_t>(k.special + fed);
        p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - (n - fed));
        p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - fed);
      }
      g.setup.fremenPlaced = true;
      log_public(
          g,
          "Fremen place " + std::to_string(a.amount) + " in Sietch Tabr, " + std::to_string(a.amount2) +
              " in False Wall South and " + std::to_string(a.amount3) + " in False Wall West." +
              (a.sub ? " Fedaykin among them: " + std::to_string(fedaykin_at(a, 0)) + ", " +
                           std::to_string(fedaykin_at(a, 1)) + ", " + std::to_string(fedaykin_at(a, 2)) + "."
                     : std::string()));
      maybe_finish(g);
      return;
    }
    case ActionKind::SendAdvisor: {
      Player& p = g.player(Faction::BeneGesserit);
      p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 1);
      // Bene Gesserit sheet (Advanced Starting Forces): alone in the territory, it is a fighter.
      const TerritoryId t = location(a.to).territory;
      const bool alone = (factions_with_forces(g, t) & ~bit(Faction::BeneGesserit)) == 0;
      Forces& s = g.board[a.to][index(Faction::BeneGesserit)];
      (alone ? s.normal : s.special)++;
      g.setup.bgPlaced = true;
      log_public(g, "The Bene Gesserit place their starting force in " + std::string(territory(t).name) +
                        (alone ? " (alone there, a fighter)." : " as an advisor."));
      maybe_finish(g);
      return;
    }
    default: return;
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (g.setup.step == SetupStep::Prediction && seat == Faction::BeneGesserit) {
    for (Faction f : factions_in_game(g))
      for (int t = 1; t <= g.ruleset.maxTurns; ++t) {
        Action a{.kind = ActionKind::Predict, .faction = f, .amount = static_cast<std::int16_t>(t)};
        out.push_back(a);
      }
    return;
  }
  for (LeaderId l : g.player(seat).traitorDraw) out.push_back({.kind = ActionKind::PickTraitor, .leader = l});
  if (seat == Faction::Fremen)
    for (int t = 0; t <= 10; t += 5)
      for (int s = 0; s + t <= 10; s += 5) {
        Action a{.kind = ActionKind::PlaceFremen,
                 .amount = static_cast<std::int16_t>(t),
                 .amount2 = static_cast<std::int16_t>(s),
                 .amount3 = static_cast<std::int16_t>(10 - t - s)};
        out.push_back(a);
        if (advanced(g)) {
          // The three Fedaykin with the first group placed.
          int at = t > 0 ? 0 : s > 0 ? 1 : 2;
          a.sub = static_cast<std::uint8_t>(3 << (2 * at));
          out.push_back(a);
        }
      }
  if (seat == Faction::BeneGesserit && bg_placement_open(g))
    for (LocationId l = 0; l < kLocations; ++l) out.push_back({.kind = ActionKind::SendAdvisor, .to = l});
}

}  // namespace dune::setup_phase
