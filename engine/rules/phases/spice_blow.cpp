// Spice Blow. GF9 Rulebook 2019 pp.6-7: reveal the top spice card. A territory card places its
// printed amount of spice at that territory's spice blow site, unless the site is in storm.
// Shai-Hulud devours all spice and forces in the territory of the topmost territory card in
// the discard pile, then cards are drawn until a territory card appears, and a Nexus follows.
// On turn 1 Shai-Hulud cards are set aside and shuffled back afterwards; there is no Nexus.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::spice_blow_phase {
namespace {

SpiceCardId draw_spice(Game& g) {
  if (g.spiceDeck.empty()) {
    // The discard pile is shuffled to form a new deck when the deck runs out.
    g.spiceDeck = std::move(g.spiceDiscard);
    g.spiceDiscard.clear();
    g.rng.shuffle(g.spiceDeck);
    log_public(g, "The spice discard pile is shuffled to form a new spice deck.");
  }
  SpiceCardId c = g.spiceDeck.back();
  g.spiceDeck.pop_back();
  return c;
}

TerritoryId last_territory_discard(const Game& g) {
  for (auto it = g.spiceDiscard.rbegin(); it != g.spiceDiscard.rend(); ++it)
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

}  // namespace

void begin(Game& g) {
  g.wormRides = 0;
  bool worm = false;
  std::vector<SpiceCardId> setAside;
  while (true) {
    SpiceCardId c = draw_spice(g);
    if (is_shai_hulud(c)) {
      if (g.turn == 1) {
        setAside.push_back(c);
        log_public(g, "Shai-Hulud is revealed on the first turn and set aside.");
        continue;
      }
      TerritoryId t = last_territory_discard(g);
      g.spiceDiscard.push_back(c);
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
    g.spiceDiscard.push_back(c);
    LocationId l = spice_location(t);
    if (location_in_storm(g, l)) {
      log_public(
          g, "Spice blow in " + std::string(territory(t).name) + " falls in the storm: no spice is placed.");
    } else {
      set_board_spice(g, l, g.spice[l] + spice_card_amount(c));
      log_public(g, "Spice blow: " + std::to_string(spice_card_amount(c)) + " spice in " +
                        std::string(territory(t).name) + ".");
    }
    break;
  }
  if (!setAside.empty()) {
    for (SpiceCardId c : setAside) g.spiceDeck.push_back(c);
    g.rng.shuffle(g.spiceDeck);
  }
  if (worm) {
    enter_phase(g, Phase::Nexus);
  } else {
    g.phase = Phase::Nexus;  // no Nexus this turn: move on to CHOAM Charity
    finish_phase(g);
  }
}

void pending(const Game&, DecisionList&) {}
Status check(const Game&, Faction, const Action&) {
  return fail(Err::WrongPhase, "Nothing is decided during the Spice Blow.");
}
void exec(Game&, Faction, const Action&) {}
void candidates(const Game&, Faction, std::vector<Action>&, Rng*, int) {}

}  // namespace dune::spice_blow_phase
