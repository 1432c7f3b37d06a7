// Spice Collection. GF9 Rulebook 2019 p.11: forces in a sector holding spice collect 2 spice
// per force (3 if the player occupies Arrakeen or Carthag), up to the spice there. FAQ errata
// (Quick Start p.11): the forces must be in the spice's own sector.
// Advanced "Increased Spice Flow" (GF9 Rulebook 2019 p.13; Revised Rulebook v2.3): each occupant
// of Arrakeen and of Carthag also collects 2 spice from the Bank, the occupant of Tuek's Sietch 1,
// for each of them it occupies at the time of collection.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::collection_phase {

int collection_rate(const Game& g, Faction f) {
  return occupies(g, f, T::Arrakeen) || occupies(g, f, T::Carthag) ? 3 : 2;
}

namespace {
void increased_spice_flow(Game& g) {
  const std::pair<TerritoryId, int> bonus[] = {{T::Arrakeen, 2}, {T::Carthag, 2}, {T::TueksSietch, 1}};
  for (Faction f : storm_order(g))
    for (auto [t, n] : bonus) {
      // An occupant: a faction with fighting forces there (present_in); several factions can occupy
      // one stronghold ("each occupant"); Bene Gesserit advisors do not occupy.
      if (!present_in(g, f, t)) continue;
      gain(g, f, n);
      log_public(g, "{f} collect {n} spice for occupying {t}.", f, n, t);
    }
}

// What f's forces at l can collect (GF9 p.11: 2 a force, 3 occupying Arrakeen or Carthag).
int capacity(const Game& g, Faction f, LocationId l) {
  const int n = fighters_at(g, f, l);  // Advanced: BG advisors do not collect (GF9 p.18)
  if (n == 0) return 0;
  const int rate = collection_rate(g, f);
  // Elite forces may collect at a rate of their own (ix.ixian.collection: a Cyborg collects 3).
  const int elite = has_elite_forces(f) ? forces_at(g, l, f).special : 0;
  const int eliteRate = elite > 0 ? hooks::amount(g, Amount::EliteCollectionRate, {.f = f}, rate) : rate;
  return (n - elite) * rate + elite * eliteRate;
}

// em.ecaz.shared_collection (Ecaz & Moritani p.8 (2h)): Ecaz and their ally collecting in one place share
// what they collect together; the engine gives the rule's split failing an agreement: halves, the odd spice
// to the ally (boundary em.boundary.shared_collection). Returns who shared at each place.
std::array<FactionSet, kLocations> share_collection(Game& g, std::array<int, kFactions>& collected,
                                                    std::array<bool, kLocations>& skimmed) {
  std::array<FactionSet, kLocations> shared{};
  const auto owner = hooks::bearer(g, Trait::Coexists);
  const auto ally = owner ? coexisting_ally(g, *owner, T::Arrakeen) : std::nullopt;
  if (!ally) return shared;
  for (LocationId l = 0; l < kFirstHomeworldLocation; ++l) {
    if (g.spice[l] == 0) continue;
    const int mine = capacity(g, *owner, l), theirs = capacity(g, *ally, l);
    if (mine == 0 || theirs == 0) continue;
    shared[static_cast<std::size_t>(l)] = {*owner, *ally};
    const int take = std::min<int>(g.spice[l], mine + theirs);
    set_board_spice(g, l, g.spice[l] - take);
    const int half = take / 2;
    gain(g, *owner, half);
    gain(g, *ally, take - half);
    collected[static_cast<std::size_t>(index(*owner))] += half;
    log_public(g, "{f} and {f} collect {n} spice together in {t}: {n} and {n} (Occupy).", *owner, *ally, take,
               location(l).territory, half, take - half);
    // em.discovery.effects: the occupant of Orgiz takes 1 of the blow, from the ally's share.
    collected[static_cast<std::size_t>(index(*ally))] +=
        discovery::orgiz_skim(g, *ally, l, take - half, skimmed);
  }
  return shared;
}
}  // namespace

// Discovery (em.discovery.inspect): before any spice is collected, the factions where a face-down token lies
// look at it and may reveal it.
void begin(Game& g) {
  if (discovery::open_reveals(g)) return;
  collect(g);
}

void collect(Game& g) {
  if (advanced(g)) increased_spice_flow(g);
  std::array<int, kFactions> collected{};
  std::array<bool, kLocations> skimmed{};  // Orgiz Processing Station: one spice of each blow
  const std::array<FactionSet, kLocations> shared = share_collection(g, collected, skimmed);
  for (Faction f : storm_order(g)) {
    for (LocationId l = 0; l < kFirstHomeworldLocation; ++l) {  // no spice lies on a Homeworld
      if (g.spice[l] == 0 || shared[static_cast<std::size_t>(l)].has(f)) continue;
      const int take = std::min<int>(g.spice[l], capacity(g, f, l));
      if (take == 0) continue;
      set_board_spice(g, l, g.spice[l] - take);
      gain(g, f, take);
      log_public(g, "{f} collect {n} spice in {t}.", f, take, location(l).territory);
      collected[static_cast<std::size_t>(index(f))] += discovery::orgiz_skim(g, f, l, take, skimmed);
    }
    if (const int n = collected[static_cast<std::size_t>(index(f))]; n > 0)
      hooks::notify(g, Event::Collected, {.f = f, .n = n});
  }
  discovery::collection_income(g);  // the Cistern (em.discovery.effects)
  homeworlds::occupied_income(g);   // Homeworlds variant: each Occupier's income (rule 79)
  // An Occupier with an ally may share it first; a faction module's window (Grumman high) waits too.
  if (homeworlds::share_open(g) || hooks::open_window(g, WindowPoint::Collection)) return;
  resume(g);
}

// Nexus Cards: then every holder may play its card in Spice Collection (the CHOAM Secret Ally's sale).
void resume(Game& g) {
  if (homeworlds::share_open(g) || hooks::open_window(g, WindowPoint::Collection) ||
      nexus_cards::open_collection(g))
    return;
  finish_phase(g);
}

// Homeworlds variant (rule 79): an Occupier sharing its income; then a faction module's window.
void pending(const Game& g, DecisionList& out) {
  if (discovery::reveals_open(g)) return discovery::reveal_pending(g, out);
  if (homeworlds::share_open(g)) return homeworlds::share_pending(g, out);
  if (auto sw = hooks::open_window(g, WindowPoint::Collection)) sw->w->pending(g, sw->owner, out);
}
Status check(const Game& g, Faction seat, const Action& a) {
  if (discovery::reveals_open(g)) return discovery::check_reveal(g, seat, a);
  if (homeworlds::share_open(g)) {
    if (auto s = need_decision(g, seat, DecisionKind::OccupiedShare); !s) return s;
    return homeworlds::share_check(g, seat, a);
  }
  if (auto sw = hooks::open_window(g, WindowPoint::Collection)) {
    if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    return sw->w->check(g, sw->owner, a);
  }
  return fail(Err::WrongPhase, "Nothing is decided during Spice Collection.");
}
void exec(Game& g, Faction seat, const Action& a) {
  if (discovery::reveals_open(g)) {
    discovery::exec_reveal(g, seat, a);
    if (!discovery::reveals_open(g)) collect(g);
    return;
  }
  if (homeworlds::share_open(g))
    homeworlds::share_exec(g, seat, a);
  else if (auto sw = hooks::open_window(g, WindowPoint::Collection))
    sw->w->exec(g, sw->owner, a);
  resume(g);
}
void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (discovery::reveals_open(g)) return discovery::reveal_candidates(g, seat, out);
  if (has_decision(g, seat, DecisionKind::OccupiedShare)) return homeworlds::share_candidates(g, seat, out);
  if (auto sw = hooks::open_window(g, WindowPoint::Collection); sw && sw->owner == seat)
    sw->w->candidates(g, seat, out);
}

}  // namespace dune::collection_phase
