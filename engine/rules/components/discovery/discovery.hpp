// Discovery tokens (Ecaz & Moritani, variant em_discovery; checklist docs/expansions/
// ECAZ_MORITANI_HOMEWORLDS.md rules 63-67, registry em.discovery.*). Sources: GF9 Ecaz & Moritani rulebook
// pp.4, 12-13 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md, from the publisher's PDF and a scan of the
// printed cards); TO (facts only: Game_Blow.cs, DiscoveryRevealed.cs, DiscoveryEntered.cs,
// Game_Collection.cs, TestingStationUsed.cs, FlightDiscoveryUsed.cs); DB discovery-tokens.csv.
//
// - Six Discovery cards join the spice deck (engine/data/cards.hpp). Revealed, one first clears its spice
//   territory (its spice and every force there go: the spice to the Bank, the forces to the Tanks), then
//   blows its 6 spice like a territory card, and lays a random face-down token of its pool at its site (a
//   sector of a nearby territory), while the pool has one and the site holds none (em.discovery.cards).
// - The Fremen may look at the face-down Hiereg tokens at any time, the Guild at the Smuggler tokens
//   (em.discovery.inspect). In Spice Collection, before any spice is collected, each faction with fighters in
//   a token's territory looks at it, in storm order, and may reveal it (decision discovery_reveal).
// - Revealed, a location token (Jacurutu Sietch, Cistern, Ecological Testing Station, Shrine, Orgiz
// Processing
//   Station) becomes a territory nested at its site (em.discovery.location): two factions at most, shipped
//   into at the stronghold rate, safe from storm and worms; moves reach it only from its site's location and
//   leave it only to there (one territory, as the Hidden Mobile Stronghold). At the start of the next turn,
//   before the storm, factions with forces in its host territory may step them in free (decision
//   discovery_entry; boundary em.boundary.discovery_parent_entry).
// - The tokens' effects (em.discovery.effects): Jacurutu Sietch is a stronghold, and the winner of a battle
//   there gains 1 spice for each opposing force that was not dialled and went to the Tanks; an occupant of
//   the Cistern gains 2 spice in Spice Collection; an occupant of the Testing Station may change the storm's
//   move by 1 either way when dials or the storm card set it (not Weather Control); an occupant of the Shrine
//   may use Truthtrance as Karama and Karama as Truthtrance; the occupant of Orgiz takes 1 spice from each
//   spice blow another faction collects. The Treachery Card Stash gives a card (over the hand limit, a
//   discard), the Spice Stash 7 spice, and both leave the game; the Ornithopter is kept and, on a later turn,
//   flies one move of 3 territories, then leaves the game.
//
// Every function does nothing without the variant (no Discovery card is in the deck).
#pragma once

#include <array>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune {
struct DecisionList;  // engine/core/action.hpp
}

namespace dune::discovery {

bool in_play(const Game& g);
// Setup: the two pools are shuffled (only with the variant: other games draw as before).
void setup(Game& g);

// The location of a location token's territory (kFirstDiscoveryLocation + token) and its host location
// (kNoLocation while face down or in a pool).
inline LocationId location_of(int token) { return static_cast<LocationId>(kFirstDiscoveryLocation + token); }
LocationId host_of(const Game& g, LocationId l);
// The location joined to l for a move: a revealed location and its host, both ways (kNoLocation: none).
// A host could hold two locations (never: each site holds one token), so one link each.
LocationId link(const Game& g, LocationId l);
bool revealed(const Game& g, TerritoryId t);  // a Discovery territory that is on the map
// A location on the map: any but a Discovery location not yet revealed (the one test of every arrival: a
// shipment, a send, a worm ride, an Ambassador's move; moves reach none by the search).
bool on_map(const Game& g, LocationId l);

// Spice Blow: a Discovery card was revealed (before its spice is placed).
void card_revealed(Game& g, SpiceCardId c);

// Who may see the face-down token at site i (the pool's faction, or a faction that looked at it).
bool sees(const Game& g, Faction f, int site);
// A face-down token lies at site i.
inline bool laid(const Game& g, int site) { return g.em.discovery.site[static_cast<std::size_t>(site)] >= 0; }

// Spice Collection, before any spice is collected: the reveals (and the Card Stash's discard).
bool open_reveals(Game& g);  // true while a question is pending
bool reveals_open(const Game& g);
void reveal_pending(const Game& g, DecisionList& out);
Status check_reveal(const Game& g, Faction seat, const Action& a);
void exec_reveal(Game& g, Faction seat, const Action& a);
void reveal_candidates(const Game& g, Faction seat, std::vector<Action>& out);
// Spice Collection, after the board's spice: the Cistern's 2 spice to each occupant.
void collection_income(Game& g);
// Spice Collection: `collector` took `take` spice at l; the occupant of Orgiz (another faction) takes 1 of it
// once per location (`skimmed` remembers which). Returns what the collector keeps.
int orgiz_skim(Game& g, Faction collector, LocationId l, int take, std::array<bool, kLocations>& skimmed);

// The start of a turn (Storm phase, first): the free step into the locations revealed the turn before.
bool entry_open(Game& g);  // opens it when due; true while someone may still step in
bool entry_pending_any(const Game& g);
void entry_pending(const Game& g, DecisionList& out);
Status check_entry(const Game& g, Faction seat, const Action& a);
void exec_entry(Game& g, Faction seat, const Action& a);
void entry_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// The Storm phase, once dials or the storm card set the move: the Ecological Testing Station.
bool testing_open(Game& g);  // opens it when an occupant may answer; true while one may
bool testing_pending_any(const Game& g);
void testing_pending(const Game& g, DecisionList& out);
Status check_testing(const Game& g, Faction seat, const Action& a);
void exec_testing(Game& g, Faction seat, const Action& a);
void testing_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// The Shrine: f occupies it (Truthtrance as Karama, Karama as Truthtrance).
bool at_shrine(const Game& g, Faction f);
// Jacurutu Sietch: the winner of the battle in t gains 1 spice per opposing force not dialled that went to
// the Tanks (`undialled`).
void jacurutu_bounty(Game& g, TerritoryId t, Faction winner, int undialled);

// The Ornithopter: f holds it and may fly this move (a later turn than the one it was taken in).
bool may_fly(const Game& g, Faction f);
Status check_fly(const Game& g, Faction f);
void exec_fly(Game& g, Faction f);
bool flying(const Game& g, Faction f);  // the move now being made flies (range 3)
void move_made(Game& g);                // a move was made: a flight is over and the token leaves the game
void turn_over(Game& g);  // a Shipment and Movement turn ended: a flight not made is not made (kept)

// A determinization for `viewer` (engine/determinize.hpp): the face-down tokens it has not seen, laid or in
// their pool, dealt again within each pool.
void conceal(Game& g, Faction viewer, Rng& rng);

}  // namespace dune::discovery
