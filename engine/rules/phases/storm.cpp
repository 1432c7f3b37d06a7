// Storm phase. GF9 Rulebook 2019 p.6: on turn 1 the two players nearest the Storm Start on
// either side secretly dial 0-20; on later turns the two players nearest the storm on either
// side dial 1-3. The storm moves counterclockwise that many sectors; forces in sand territories
// and spice in the sectors it passes over or stops in are destroyed. Rock, strongholds, Imperial
// Basin and Polar Sink are protected. Weather Control and Family Atomics (p.19) act here.
// Advanced, Fremen sheet (GF9 Rulebook 2019 p.16; Revised Rulebook v2.3): when the Fremen are in
// the game, after the first turn the storm moves by a storm card (1-6) instead of the dials. The
// storm deck is the real deck of six cards: at the end of each Storm phase the Fremen draw one at
// random and keep it secret; the next Storm phase reveals it, moves the storm by it, and it is
// shuffled back into the deck before the next draw. Fremen forces lose only half (rounded up) to
// the storm.
#include <algorithm>
#include <array>

#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::storm_phase {
namespace {

CardId card_of_kind_anywhere_but_discard(const Game& g, CardKind k) {
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (card_kind(c) == k &&
        std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), c) == g.treacheryDiscard.end())
      return c;
  return kNoCard;
}

// Family Atomics: forces on the Shield Wall or in a territory adjacent to it (GF9 p.19).
// The storm's window point now: before the storm moves this turn, or after.
WindowPoint storm_point(const Game& g) {
  return g.storm.moved ? WindowPoint::AfterStorm : WindowPoint::BeforeStorm;
}

bool near_shield_wall(const Game& g, Faction f) {
  if (present_in(g, f, T::ShieldWall)) return true;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (territories_adjacent(t, T::ShieldWall) && present_in(g, f, t)) return true;
  return false;
}

int dial_max(const Game& g) { return g.turn == 1 ? 20 : 3; }
int dial_min(const Game& g) { return g.turn == 1 ? 0 : 1; }

// Advanced storm deck (adv.fremen.storm_deck): the sectors of the storm card drawn last turn, 0 when
// no card is in use (the faction module holding the StormDeck trait keeps and draws the card).
int storm_card(const Game& g) { return hooks::amount(g, Amount::StormCard, {}, 0); }
bool deck_storm(const Game& g) { return storm_card(g) > 0; }

// Advanced Fremen sheet (adv.fremen.storm_losses): of the Fremen forces the storm catches in a
// territory, only half die, rounded up; normal forces go before Fedaykin, and the territory's
// sectors in storm order (boundary.fremen_storm_half).
void fremen_storm_losses(Game& g, Faction fremen, const std::array<bool, kLocations>& swept) {
  for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t) {  // the storm never reaches a Homeworld
    int caught = 0;
    for (LocationId l : locations_of(t))
      if (swept[l]) caught += forces_at(g, l, fremen).total();
    if (caught == 0) continue;
    const int lose = (caught + 1) / 2;
    int left = lose;
    for (int pass = 0; pass < 2; ++pass)  // normal forces first, then Fedaykin
      for (LocationId l : locations_of(t)) {
        if (!swept[l] || left == 0) continue;
        const Forces& here = forces_at(g, l, fremen);
        int k = std::min<int>(left, pass == 0 ? here.normal : here.total());
        forces_to_tanks(g, fremen, l, k);
        left -= k;
      }
    log_public(g, "The storm kills {n} of {n} Fremen forces in {t} (the Fremen lose only half).", lose,
               caught, t);
  }
}

void move_storm(Game& g) {
  int n = g.storm.move;
  std::array<bool, kLocations> fremenSwept{};  // Advanced: Fremen losses are settled per territory
  const auto halver = hooks::owner_of(g, Trait::HalfStormLosses);
  // Forces: the sector the storm starts in counts too (registry storm.destroy_forces). Spice: only
  // the sectors it passes over or stops in (GF9 Rulebook 2019 p.7; Landsraad rules 1.01.03), so
  // spice in the starting sector stays unless the storm does not move (boundary.storm_start_spice).
  for (int i = 0; i <= n; ++i) {
    int sector = (g.stormSector + i) % kSectors;
    for (LocationId l = 0; l < kFirstHomeworldLocation; ++l) {  // Homeworlds lie in no sector
      if (location(l).sector != sector) continue;
      TerritoryId t = location(l).territory;
      if (g.spice[l] > 0 && (i > 0 || n == 0)) {
        log_public(g, "The storm destroys {n} spice in {t}.", g.spice[l], t);
        set_board_spice(g, l, 0);
      }
      if (protected_from_storm(g, t)) continue;
      for (Faction f : factions_in_game(g)) {
        int k = forces_at(g, l, f).total();
        if (k == 0) continue;
        if (halver == f) {
          // Fremen sheet (Storm Losses): Fremen the storm landed on last turn do not lose half a
          // second time when it moves on, so its starting sector does not count for them.
          if (i > 0) fremenSwept[l] = true;
          continue;
        }
        // A faction's shelter (CHOAM's Jubba Cloak) may spare them.
        if (k = hooks::amount(g, Amount::StormLosses, {.f = f, .t = t, .n = k}, k); k == 0) continue;
        forces_to_tanks(g, f, l, k);
        log_public(g, "The storm kills {n} {f} forces in {t}.", k, f, t);
      }
    }
  }
  if (halver) fremen_storm_losses(g, *halver, fremenSwept);
  g.stormSector = static_cast<std::int8_t>((g.stormSector + n) % kSectors);
  log_public(g, "The storm moves {n} sectors to sector {n}.", n, g.stormSector);
  hooks::notify(g, Event::StormMoved);  // the storm deck's owner draws the next card
  g.storm.moved = true;
  // A faction's window after the storm (the mobile stronghold placed after the first storm).
  if (hooks::open_window(g, storm_point(g))) {
    g.storm.step = StormStep::FactionWindow;
    return;
  }
  g.storm.moved = false;  // only the window needs it (snapshots of base games are as before)
  finish_phase(g);
}

void open_atomics_window(Game& g) {
  g.storm.step = StormStep::AtomicsWindow;
  // Only players near the Shield Wall are asked; the others count as having answered (nothing
  // moves while the window is open, so who is near cannot change).
  g.storm.windowAsked = FactionSet::all();
  if (g.turn > 1 && !g.atomicsUsed &&
      card_of_kind_anywhere_but_discard(g, CardKind::FamilyAtomics) != kNoCard)
    for (Faction f : factions_in_game(g))
      if (near_shield_wall(g, f)) g.storm.windowAsked.erase(f);
  if (g.storm.windowAsked == FactionSet::all()) move_storm(g);
}

// Discovery, the Ecological Testing Station (em.discovery.effects): once dials or the storm card set the
// move (not Weather Control), an occupant may change it by 1; then the Family Atomics window.
void move_known(Game& g) {
  if (discovery::testing_open(g)) {
    g.storm.step = StormStep::TestingStation;
    return;
  }
  open_atomics_window(g);
}

// Advanced: the storm deck's owner reveals the storm card drawn last turn; it sets the storm's move.
void reveal_storm_card(Game& g) {
  g.storm.step = StormStep::Dials;  // no dialers: nothing is asked
  g.storm.move = static_cast<std::int8_t>(storm_card(g));
  log_public(g, "The {f} reveal the storm card: {n}.", *hooks::owner_of(g, Trait::StormDeck), g.storm.move);
  move_known(g);
}

void dials_done(Game& g) {
  g.storm.move =
      static_cast<std::int8_t>(g.storm.dials[0] + (g.storm.dialers[1] >= 0 ? g.storm.dials[1] : 0));
  if (g.storm.dialers[1] >= 0)
    log_public(g, "Storm dials revealed: {n} and {n}.", g.storm.dials[0], g.storm.dials[1]);
  else
    log_public(g, "Storm dials revealed: {n}.", g.storm.dials[0]);
  move_known(g);
}

void open_dials(Game& g) {
  g.storm.step = StormStep::Dials;
  if (g.turn == 1 || g.lastWheel[0] < 0) {
    // First turn: the players nearest the Storm Start on either side, i.e. the First Player
    // and the last in storm order. They stand as the last wheel users until a battle is fought.
    auto order = storm_order(g);
    g.lastWheel = {static_cast<std::int8_t>(index(order.front())),
                   order.size() > 1 ? static_cast<std::int8_t>(index(order.back())) : std::int8_t{-1}};
  }
  // Later turns: the two players who last used battle wheels (GF9 p.7).
  g.storm.dialers = g.lastWheel;
  g.storm.dials = {-1, -1};
}

// The storm's own steps, after any faction window before the storm.
void storm_begins(Game& g) {
  const bool deck = deck_storm(g);
  if (!deck) open_dials(g);
  if (g.turn > 1 && card_of_kind_anywhere_but_discard(g, CardKind::WeatherControl) != kNoCard) {
    // Every player is asked, so the window does not reveal who holds the card.
    g.storm.step = StormStep::WeatherWindow;
    return;
  }
  if (deck) reveal_storm_card(g);
}

// A faction's window before the storm (the mobile stronghold's move, from turn 2), then the storm's own
// steps.
void before_storm(Game& g) {
  if (hooks::open_window(g, storm_point(g))) {
    g.storm.step = StormStep::FactionWindow;
    return;
  }
  storm_begins(g);
}

}  // namespace

void begin(Game& g) {
  g.storm = StormStep{};
  // Discovery (em.discovery.location; boundary em.boundary.discovery_parent_entry): first, the free step into
  // the locations revealed last turn.
  if (discovery::entry_open(g)) {
    g.storm.step = StormStep::DiscoveryEntry;
    return;
  }
  before_storm(g);
}

void pending(const Game& g, DecisionList& out) {
  switch (g.storm.step) {
    case StormStep::FactionWindow:
      if (auto w = hooks::open_window(g, storm_point(g))) w->w->pending(g, w->owner, out);
      return;
    case StormStep::WeatherWindow:
      for (Faction f : storm_order(g))
        if (!g.storm.windowAsked.has(f)) out.push_back({f, DecisionKind::WeatherControl, 0, 10});
      return;
    case StormStep::Dials:
      for (int i = 0; i < 2; ++i)
        if (g.storm.dialers[i] >= 0 && g.storm.dials[i] < 0)
          out.push_back({faction_at(g.storm.dialers[i]), DecisionKind::StormDial,
                         static_cast<std::int16_t>(dial_min(g)), static_cast<std::int16_t>(dial_max(g))});
      return;
    case StormStep::AtomicsWindow:
      for (Faction f : storm_order(g))
        if (!g.storm.windowAsked.has(f)) out.push_back({f, DecisionKind::FamilyAtomics, 0, 0});
      return;
    case StormStep::DiscoveryEntry: return discovery::entry_pending(g, out);
    case StormStep::TestingStation: return discovery::testing_pending(g, out);
  }
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (g.storm.step == StormStep::DiscoveryEntry) return discovery::check_entry(g, seat, a);
  if (g.storm.step == StormStep::TestingStation) return discovery::check_testing(g, seat, a);
  if (g.storm.step == StormStep::FactionWindow) {
    auto w = hooks::open_window(g, storm_point(g));
    if (!w) return fail(Err::WrongPhase, "That action is not part of the Storm phase.");
    if (auto s = need_decision(g, seat, w->w->decision); !s) return s;
    return w->w->check(g, w->owner, a);
  }
  switch (a.kind) {
    case ActionKind::StormDial:
      if (auto s = need_decision(g, seat, DecisionKind::StormDial); !s) return s;
      if (a.amount < dial_min(g) || a.amount > dial_max(g))
        return g.turn == 1 ? fail(Err::OutOfRange, "Storm: dial {n} to {n} on the first turn (GF9 p.6).",
                                  dial_min(g), dial_max(g))
                           : fail(Err::OutOfRange, "Storm: dial {n} to {n} after the first turn (GF9 p.6).",
                                  dial_min(g), dial_max(g));
      return Ok{};
    case ActionKind::WeatherControl:
      if (auto s = need_decision(g, seat, DecisionKind::WeatherControl); !s) return s;
      if (held_of_kind(g, seat, CardKind::WeatherControl) == kNoCard)
        return fail(Err::CardNotHeld, "You do not hold Weather Control.");
      if (a.amount < 0 || a.amount > 10)
        return fail(Err::OutOfRange, "Weather Control moves the storm 0 to 10 sectors (GF9 p.19).");
      return Ok{};
    case ActionKind::FamilyAtomics:
      if (auto s = need_decision(g, seat, DecisionKind::FamilyAtomics); !s) return s;
      if (held_of_kind(g, seat, CardKind::FamilyAtomics) == kNoCard)
        return fail(Err::CardNotHeld, "You do not hold Family Atomics.");
      return Ok{};
    case ActionKind::Pass:
      if (has_decision(g, seat, DecisionKind::WeatherControl) ||
          has_decision(g, seat, DecisionKind::FamilyAtomics))
        return Ok{};
      return fail(Err::NotYourDecision, "There is nothing for you to pass in the Storm phase now.");
    default: return fail(Err::WrongPhase, "That action is not part of the Storm phase.");
  }
}

namespace {
// No faction window is open any more: the storm goes on (or the phase ends after it).
void window_closed(Game& g) {
  if (g.storm.moved) {
    g.storm.moved = false;
    finish_phase(g);
  } else {
    storm_begins(g);
  }
}
}  // namespace

// After an action of any time: a window nobody is asked in any more closes (the Discovery steps too).
void settle(Game& g) {
  if (g.storm.step == StormStep::FactionWindow && !hooks::open_window(g, storm_point(g))) window_closed(g);
  if (g.storm.step == StormStep::DiscoveryEntry && !discovery::entry_pending_any(g)) before_storm(g);
  if (g.storm.step == StormStep::TestingStation && !discovery::testing_pending_any(g)) open_atomics_window(g);
}

void exec(Game& g, Faction seat, const Action& a) {
  // The Discovery steps go on (settle) once nobody is asked.
  if (g.storm.step == StormStep::DiscoveryEntry) {
    discovery::exec_entry(g, seat, a);
    settle(g);
    return;
  }
  if (g.storm.step == StormStep::TestingStation) {
    discovery::exec_testing(g, seat, a);
    settle(g);
    return;
  }
  if (g.storm.step == StormStep::FactionWindow) {
    auto w = hooks::open_window(g, storm_point(g));
    w->w->exec(g, w->owner, a);
    if (hooks::open_window(g, storm_point(g))) return;
    window_closed(g);
    return;
  }
  switch (a.kind) {
    case ActionKind::StormDial: {
      int i = g.storm.dialers[0] == index(seat) ? 0 : 1;
      g.storm.dials[i] = static_cast<std::int8_t>(a.amount);
      log_public(g, "{f} has dialed the storm.", seat);
      bool all = g.storm.dials[0] >= 0 && (g.storm.dialers[1] < 0 || g.storm.dials[1] >= 0);
      if (all) dials_done(g);
      return;
    }
    case ActionKind::WeatherControl: {
      CardId c = held_of_kind(g, seat, CardKind::WeatherControl);
      discard_from_hand(g, seat, c);
      g.storm.move = static_cast<std::int8_t>(a.amount);
      log_public(g, "{f} plays Weather Control and moves the storm {n} sectors.", seat, a.amount);
      open_atomics_window(g);
      return;
    }
    case ActionKind::FamilyAtomics: {
      // Family Atomics is set aside once used: the Shield Wall can fall only once.
      CardId c = held_of_kind(g, seat, CardKind::FamilyAtomics);
      auto& hand = g.player(seat).hand;
      hand.erase(std::find_if(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == c; }));
      for (Faction f : factions_in_game(g)) territory_to_tanks(g, f, T::ShieldWall);
      g.atomicsUsed = true;
      log_public(g,
                 "{f} plays Family Atomics: every force on the Shield Wall is destroyed; Imperial Basin, "
                 "Arrakeen and Carthag are no longer protected from the storm.",
                 seat);
      move_storm(g);
      return;
    }
    case ActionKind::Pass:
      g.storm.windowAsked.insert(seat);
      if (g.storm.step == StormStep::WeatherWindow) {
        bool all = true;
        for (Faction f : factions_in_game(g))
          if (!g.storm.windowAsked.has(f)) all = false;
        if (all) {
          if (deck_storm(g))
            reveal_storm_card(g);
          else
            g.storm.step = StormStep::Dials;
        }
      } else if (g.storm.step == StormStep::AtomicsWindow) {
        if (g.storm.windowAsked == FactionSet::all()) move_storm(g);
      }
      return;
    default: return;
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  switch (g.storm.step) {
    case StormStep::DiscoveryEntry: return discovery::entry_candidates(g, seat, out);
    case StormStep::TestingStation: return discovery::testing_candidates(g, seat, out);
    case StormStep::FactionWindow:
      if (auto w = hooks::open_window(g, storm_point(g)); w && w->owner == seat)
        w->w->candidates(g, seat, out);
      return;
    case StormStep::Dials:
      for (int v = dial_min(g); v <= dial_max(g); ++v)
        out.push_back({.kind = ActionKind::StormDial, .amount = static_cast<std::int16_t>(v)});
      return;
    case StormStep::WeatherWindow:
      out.push_back({.kind = ActionKind::Pass});
      if (held_of_kind(g, seat, CardKind::WeatherControl) != kNoCard)
        for (int v = 0; v <= 10; ++v)
          out.push_back({.kind = ActionKind::WeatherControl, .amount = static_cast<std::int16_t>(v)});
      return;
    case StormStep::AtomicsWindow:
      out.push_back({.kind = ActionKind::Pass});
      out.push_back({.kind = ActionKind::FamilyAtomics});
      return;
  }
}

}  // namespace dune::storm_phase
