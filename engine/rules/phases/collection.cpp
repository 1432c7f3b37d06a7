// Spice Collection. GF9 Rulebook 2019 p.11: forces in a sector holding spice collect 2 spice
// per force (3 if the player occupies Arrakeen or Carthag), up to the spice there. FAQ errata
// (Quick Start p.11): the forces must be in the spice's own sector.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::collection_phase {

int collection_rate(const Game& g, Faction f) {
  return occupies(g, f, T::Arrakeen) || occupies(g, f, T::Carthag) ? 3 : 2;
}

void begin(Game& g) {
  for (Faction f : storm_order(g)) {
    for (LocationId l = 0; l < kLocations; ++l) {
      int n = fighters_at(g, f, l);  // Advanced: BG advisors do not collect (GF9 p.18)
      if (n == 0 || g.spice[l] == 0) continue;
      int take = std::min<int>(g.spice[l], n * collection_rate(g, f));
      set_board_spice(g, l, g.spice[l] - take);
      gain(g, f, take);
      log_public(g, name(f) + " collect " + std::to_string(take) + " spice in " +
                        std::string(territory(location(l).territory).name) + ".");
    }
  }
  finish_phase(g);
}

void pending(const Game&, DecisionList&) {}
Status check(const Game&, Faction, const Action&) {
  return fail(Err::WrongPhase, "Nothing is decided during Spice Collection.");
}
void exec(Game&, Faction, const Action&) {}
void candidates(const Game&, Faction, std::vector<Action>&, Rng*, int) {}

}  // namespace dune::collection_phase
