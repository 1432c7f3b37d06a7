// The Great Maker (Ecaz & Moritani, variant em_great_maker; checklist docs/expansions/
// ECAZ_MORITANI_HOMEWORLDS.md rule 68, registry em.great_maker). Sources: GF9 Ecaz & Moritani rulebook
// pp.4, 12 and the Karama table p.16 (2h, Quintine/Dune docs/DISCOVERY_COMPONENTS.md); TO (facts only:
// Rule.GreatMaker is its own option; ResourceCard.IsShaiHulud excludes the Great Maker).
//
// An extra spice card. On turn 1 it is set aside like Shai-Hulud. From turn 2 it devours like
// Shai-Hulud in the territory of its pile's topmost territory card (the Spice Blow phase does that
// with the Shai-Hulud path, spice_blow_phase::devour), then the players vote in storm order whether a
// Nexus occurs: only a strict majority of the seated players voting yes makes one. Then the Fremen may
// ride it with any number of their reserve forces to one territory (storm, stronghold limits and allies
// as a worm ride), besides the board forces that ride it as usual. A Karama that makes the worm devour
// the Fremen (FremenWormRide) does not cancel the reserve ride.
//
// The component belongs to no faction: the Spice Blow phase reports the card and the end of its blow,
// and the Nexus phase, which follows that blow, holds the vote and the reserve ride through these
// functions. Every function does nothing without the variant (the card is not in the deck).
#pragma once

#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune {
struct DecisionList;  // engine/core/action.hpp
}

namespace dune::great_maker {

// Spice Blow: the Great Maker was revealed from turn 2 (it has devoured); its vote and ride follow.
void appeared(Game& g);
// Spice Blow: the blow in progress ended; `worm`: a Shai-Hulud of it brings a Nexus. Returns whether the
// Nexus phase follows (the Shai-Hulud's, or the Great Maker's vote and ride), and opens the vote when
// the Great Maker appeared in this blow and no Shai-Hulud brings a Nexus already
// (em.boundary.great_maker_worms).
bool blow_ends(Game& g, bool worm);
// Spice Blow phase begins: last turn's vote is forgotten.
void phase_begins(Game& g);

// The Nexus phase: the vote is open (no alliance is formed before it ends).
bool voting(const Game& g);
void vote_pending(const Game& g, DecisionList& out);
Status check_vote(const Game& g, Faction seat, const Action& a);
// Records the vote; the last one decides: without a majority the Nexus phase holds no Nexus (every seat
// is done with it) and goes on to the rides.
void exec_vote(Game& g, Faction seat, const Action& a);
void vote_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// The Nexus phase, after the board worm ride: the Fremen may ride the Great Maker with reserve forces.
bool ride_open(const Game& g);
void ride_pending(const Game& g, DecisionList& out);
Status check_ride(const Game& g, Faction seat, const Action& a);
void exec_ride(Game& g, Faction seat, const Action& a);
void ride_candidates(const Game& g, Faction seat, std::vector<Action>& out);
// The Nexus phase ends: the ride is over.
void nexus_ends(Game& g);

}  // namespace dune::great_maker
