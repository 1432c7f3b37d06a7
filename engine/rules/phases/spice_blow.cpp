// Spice Blow. GF9 Rulebook 2019 pp.6-7: reveal the top spice card. A territory card places its
// printed amount of spice at that territory's spice blow site, unless the site is in storm.
// Shai-Hulud devours all spice and forces in the territory of the topmost territory card in
// the discard pile, then cards are drawn until a territory card appears, and a Nexus follows.
// On turn 1 Shai-Hulud cards are set aside and shuffled back afterwards; there is no Nexus.
// Advanced (GF9 Rulebook 2019 p.13 "Double Spice Blow"; Revised Rulebook v2.3): two blows, onto
// discard piles A and B, each resolved as above against its own pile; a Shai-Hulud on pile A
// brings its Nexus before the card for pile B is revealed.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::spice_blow_phase {
namespace {

SpiceCardId draw_spice(Game& g) {
  if (g.spiceDeck.empty()) {
    // The discard pile is shuffled to form a new deck when the deck runs out. Advanced: both
    // piles are shuffled together (boundary.spice_deck_two_piles); pile B is empty in Basic.
    g.spiceDeck = std::move(g.spiceDiscard);
    g.spiceDiscard.clear();
    for (SpiceCardId c : g.spiceDiscardB) g.spiceDeck.push_back(c);
    g.spiceDiscardB.clear();
    g.rng.shuffle(g.spiceDeck);
    log_public(g, "The spice discard pile is shuffled to form a new spice deck.");
  }
  SpiceCardId c = g.spiceDeck.back();
  g.spiceDeck.pop_back();
  return c;
}

std::vector<SpiceCardId>& pile(Game& g, int i) { return i == 0 ? g.spiceDiscard : g.spiceDiscardB; }

TerritoryId last_territory_discard(const std::vector<SpiceCardId>& discard) {
  for (auto it = discard.rbegin(); it != discard.rend(); ++it)
    if (!is_shai_hulud(*it)) return spice_card_territory(*it);
  return kNoTerritory;
}

void devour(Game& g, TerritoryId t) {
  std::string where(territory(t).name);
  for (LocationId l : locations_of(t)) {
    if (g.spice[l] > 0)
      log_public(g, "Shai-Hulud devours " + std::to_string(g.spice[l]) + " spice in " + where + ".");
    set_board_spice(g, l, 0);
    for (Faction f : factions_in_game(g)) {
      int k = g.board[l][index(f)].total();
      if (k == 0) continue;
      if (worm_immune(g, f)) {
        // Fremen sheet (GF9 p.16): the Fremen may ride this worm when the Nexus ends.
        if (f == Faction::Fremen) g.wormRides |= std::uint64_t{1} << t;
        continue;
      }
      forces_to_tanks(g, f, l, k);
      log_public(g, "Shai-Hulud devours " + std::to_string(k) + " " + name(f) + " forces in " + where + ".");
    }
  }
}

// One spice blow onto discard pile `p` (0 = A, 1 = B): cards are revealed until a territory card
// appears. Returns whether a Shai-Hulud appeared (and so a Nexus follows). On turn 1 the
// Shai-Hulud cards go to setAside instead.
bool blow(Game& g, int p, std::vector<SpiceCardId>& setAside) {
  bool worm = false;
  while (true) {
    SpiceCardId c = draw_spice(g);
    if (is_shai_hulud(c)) {
      if (g.turn == 1) {
        setAside.push_back(c);
        log_public(g, "Shai-Hulud is revealed on the first turn and set aside.");
        continue;
      }
      // The worm appears in the territory of the topmost territory card of this blow's pile.
      TerritoryId t = last_territory_discard(pile(g, p));
      pile(g, p).push_back(c);
      worm = true;
      if (t == kNoTerritory) {
        log_public(g, "Shai-Hulud appears, but there is no territory card in the discard pile to devour.");
      } else {
        log_public(g, "Shai-Hulud appears in " + std::string(territory(t).name) + ".");
        devour(g, t);
      }
      continue;
    }
    TerritoryId t = spice_card_territory(c);
    pile(g, p).push_back(c);
    LocationId l = spice_location(t);
    if (location_in_storm(g, l)) {
      log_public(
          g, "Spice blow in " + std::string(territory(t).name) + " falls in the storm: no spice is placed.");
    } else {
      set_board_spice(g, l, g.spice[l] + spice_card_amount(c));
      log_public(g, "Spice blow: " + std::to_string(spice_card_amount(c)) + " spice in " +
                        std::string(territory(t).name) + ".");
    }
    return worm;
  }
}

void reshuffle_set_aside(Game& g, const std::vector<SpiceCardId>& setAside) {
  if (setAside.empty()) return;
  for (SpiceCardId c : setAside) g.spiceDeck.push_back(c);
  g.rng.shuffle(g.spiceDeck);
}

// After the last blow of the phase: a Nexus if a Shai-Hulud appeared, else on to CHOAM Charity.
void end_blow(Game& g, bool worm) {
  if (worm) {
    enter_phase(g, Phase::Nexus);
  } else {
    g.phase = Phase::Nexus;  // no Nexus this turn: move on to CHOAM Charity
    finish_phase(g);
  }
}

void blow_b(Game& g) {
  g.spiceBlowPile = 1;
  g.wormRides = 0;
  log_public(g, "Spice Blow B.");
  std::vector<SpiceCardId> none;
  end_blow(g, blow(g, 1, none));
}

}  // namespace

void begin(Game& g) {
  g.wormRides = 0;
  g.spiceBlowPile = 0;
  std::vector<SpiceCardId> setAside;
  if (!advanced(g)) {
    bool worm = blow(g, 0, setAside);
    reshuffle_set_aside(g, setAside);
    end_blow(g, worm);
    return;
  }
  log_public(g, "Spice Blow A.");
  if (g.turn == 1) {
    // No Shai-Hulud on turn 1: both blows place spice, then the set-aside worms are shuffled back.
    blow(g, 0, setAside);
    g.spiceBlowPile = 1;
    log_public(g, "Spice Blow B.");
    blow(g, 1, setAside);
    reshuffle_set_aside(g, setAside);
    end_blow(g, false);
    return;
  }
  if (blow(g, 0, setAside)) {
    enter_phase(g, Phase::Nexus);  // the Nexus of pile A; second_blow() follows it
    return;
  }
  blow_b(g);
}

void second_blow(Game& g) {
  g.phase = Phase::SpiceBlow;
  g.karamaStops = 0;
  blow_b(g);
}

bool second_blow_due(const Game& g) { return advanced(g) && g.turn > 1 && g.spiceBlowPile == 0; }

void pending(const Game&, DecisionList&) {}
Status check(const Game&, Faction, const Action&) {
  return fail(Err::WrongPhase, "Nothing is decided during the Spice Blow.");
}
void exec(Game&, Faction, const Action&) {}
void candidates(const Game&, Faction, std::vector<Action>&, Rng*, int) {}

}  // namespace dune::spice_blow_phase
