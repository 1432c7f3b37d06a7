// Mentat Pause and victory. GF9 Rulebook 2019 p.12: an unallied player occupying 3
// strongholds, or two allies occupying 4 between them, win at the Mentat Pause. If several
// qualify at once: Basic, the first in storm order wins (source boundary: the sources differ);
// Advanced, the Revised Rulebook v2.3 rule: the most strongholds wins, a tie shares the win.
// Advanced bribery (FAQ Nov 2020): bribes in front of a shield go behind it first.
// Bene Gesserit (p.18): if the predicted faction wins on the predicted turn, the Bene
// Gesserit win alone instead. After the last turn with no winner (Fremen p.16, Guild p.19):
// with the Guild in the game, the Fremen and their ally win if no one but the Fremen is in
// Sietch Tabr and Habbanya Sietch and no Harkonnen, Atreides or Emperor forces are in Tuek's
// Sietch; otherwise the Guild and its ally win. Without the Guild, the Fremen win if present;
// otherwise the player with the most strongholds. A faction module may open a window in the pause
// before the next turn begins (the Tleilaxu Face Dancer replacement, Ixians & Tleilaxu p.7 (2h)).
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/bribery.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::mentat_phase {
namespace {

FactionSet with_ally(const Game& g, Faction f) {
  FactionSet m = FactionSet::of(f);
  if (auto a = ally_of(g, f)) m.insert(*a);
  return m;
}

int alliance_strongholds(const Game& g, Faction f) {
  auto a = ally_of(g, f);
  int n = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (is_stronghold(t) && (occupies(g, f, t) || (a && occupies(g, *a, t)))) ++n;
  return n;
}

// em.ecaz.victory (Ecaz & Moritani pp.8,15 (2h)): Ecaz and their ally also win together in three strongholds
// where both are and no other faction fights. No Karama stops a victory condition (FAQ Nov 2020 p.7).
// Homeworlds, the Ecaz card's high face (em.hw.ecaz.high_win): with one stronghold held together, the
// Homeworlds of two other factions occupied.
bool co_occupies_three(const Game& g, Faction f) {
  int n = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t)  // Jacurutu Sietch too, once revealed
    if (is_stronghold(t))
      if (auto a = coexisting_ally(g, f, t); a && occupies(g, f, t) && occupies(g, *a, t)) ++n;
  return n >= 3 || (n >= 1 && homeworlds::ecaz_high_alliance_win(g, f, n));
}

void declare(Game& g, WinKind kind, FactionSet winners) {
  g.outcome = {kind, winners, g.turn};
  std::string names;
  for (Faction f : factions_in_game(g))
    if (winners.has(f)) names += (names.empty() ? "" : " and ") + name(f);
  log_public_text(g, "Game over: " + names + " win" +
                         (kind == WinKind::Prediction ? " by the Bene Gesserit prediction" : "") + ".");
  g.phase = Phase::GameOver;
}

// The stronghold winners now (empty if none) and whether an alliance is among them.
FactionSet stronghold_winners(const Game& g, bool& alliance) {
  FactionSet winners;
  int best = 0;
  for (Faction f : storm_order(g)) {
    bool allied = ally_of(g, f).has_value();
    int n = allied ? alliance_strongholds(g, f) : strongholds_occupied(g, f);
    // Technology tokens (E1 p.4 (2h)): a faction owning all three counts one stronghold more; allies do
    // not pool tokens (E3 p.15 (2h)), so an alliance counts it when one member owns all three.
    n += tech::stronghold_bonus(g, f);
    if (auto a = ally_of(g, f); allied && a) n += tech::stronghold_bonus(g, *a);
    if (n < (allied ? 4 : 3) && !(allied && co_occupies_three(g, f))) continue;
    if (!advanced(g)) {  // Basic: the first qualifying in storm order
      alliance = allied;
      return with_ally(g, f);
    }
    if (n > best) best = n, winners.clear(), alliance = false;  // Advanced: the most strongholds
    if (n == best) winners |= with_ally(g, f), alliance = alliance || allied;
  }
  return winners;
}

// A faction module's Mentat Pause window still waiting for its owner.
std::optional<hooks::SeatedWindow> open_window(const Game& g) {
  for (const auto& sw : hooks::windows_at(g, WindowPoint::Mentat))
    if (sw.w->open(g, sw.owner)) return sw;
  return std::nullopt;
}

}  // namespace

void next_turn(Game& g) {
  for (Faction f : factions_in_game(g))
    for (auto& l : g.leaders(f)) l.foughtIn = kNoTerritory;
  duke_turn_ends(g);
  g.turn++;
  log_public(g, "Turn {n} begins.", g.turn);
  enter_phase(g, Phase::Storm);
}

void begin(Game& g) {
  if (advanced(g)) bribery::collect(g);
  bool alliance = false;
  if (FactionSet winners = stronghold_winners(g, alliance); !winners.empty()) {
    // A special victory may take the win (Bene Gesserit prediction, p.18).
    if (auto f = hooks::wins_instead(g, winners)) return declare(g, WinKind::Prediction, FactionSet::of(*f));
    return declare(g, alliance ? WinKind::AllianceStrongholds : WinKind::Strongholds, winners);
  }
  if (g.turn >= g.ruleset.maxTurns) {
    // Special victories at the end of the game (Fremen p.16, then Guild p.19).
    if (auto w = hooks::wins_at_end(g)) return declare(g, w->second, with_ally(g, w->first));
    int best = -1;
    FactionSet winners;
    for (Faction f : factions_in_game(g)) {
      // The technology tokens count as a stronghold here too (ix.tech.victory).
      int n = strongholds_occupied(g, f) + tech::stronghold_bonus(g, f);
      if (n > best)
        best = n, winners = FactionSet::of(f);
      else if (n == best)
        winners.insert(f);
    }
    return declare(g, WinKind::EndOfGame, winners);
  }
  // The pause goes on: the faction modules act on its beginning (the Moritani Extortion income).
  hooks::notify(g, Event::PhaseBegins);
  nexus_cards::draw_owed_traitors(g);  // the Harkonnen Betrayal's replacements
  // The Nexus card holders may play theirs first (the Harkonnen Secret Ally is a Mentat Pause card); then a
  // faction module's window (the Tleilaxu Face Dancer replacement) waits for its owner.
  settle(g);
}

void settle(Game& g) {
  if (g.phase != Phase::MentatPause || nexus_cards::returning(g) || nexus_cards::mentat_open(g) ||
      open_window(g))
    return;
  finish_phase(g);  // (the end of the pause may be held: phase_end; then the next turn)
}

void karama_stopped(Game& g) { settle(g); }

void pending(const Game& g, DecisionList& out) {
  if (nexus_cards::mentat_open(g)) return nexus_cards::mentat_pending(g, out);
  if (auto sw = open_window(g)) sw->w->pending(g, sw->owner, out);
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (nexus_cards::mentat_open(g)) {
    if (auto s = need_decision(g, seat, DecisionKind::NexusMentat); !s) return s;
    if (a.kind != ActionKind::Pass)
      return fail(Err::WrongPhase, "Mentat Pause: play your Nexus card (play_nexus_card) or pass.");
    return Ok{};
  }
  if (auto sw = open_window(g)) {
    if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    return sw->w->check(g, sw->owner, a);
  }
  return fail(Err::WrongPhase, "Nothing is decided during the Mentat Pause.");
}

void exec(Game& g, Faction seat, const Action& a) {
  if (nexus_cards::mentat_open(g)) {
    if (has_decision(g, seat, DecisionKind::NexusMentat)) nexus_cards::mentat_passed(g, seat);
    return settle(g);
  }
  auto sw = open_window(g);
  if (!sw || !has_decision(g, seat, sw->w->decision)) return;
  sw->w->exec(g, sw->owner, a);
  settle(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (nexus_cards::mentat_open(g)) {  // the card is played through the anytime candidates
    if (has_decision(g, seat, DecisionKind::NexusMentat)) out.push_back({.kind = ActionKind::Pass});
    return;
  }
  // The window's decider may be another seat than its owner (the Moritani Extortion asks each faction).
  if (auto sw = open_window(g); sw && has_decision(g, seat, sw->w->decision))
    sw->w->candidates(g, sw->owner, out);
}

}  // namespace dune::mentat_phase
