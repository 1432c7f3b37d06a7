// Faction advantages that more than one phase consults. Each faction's rules live in its
// own file under rules/factions/; phases ask these questions instead of testing factions.
#pragma once

#include "engine/core/state.hpp"

namespace dune {

// Advanced: do f's special forces fight as elite forces? A trait of f's module (FactionModule::
// eliteForces; the faction sheets say which). Special forces that are not elite, such as advisors,
// do not fight (common.hpp fighters_at).
bool has_elite_forces(Faction f);

// Tleilaxu (Nexus card Cunning, em.nexus.faces): every revealed Face Dancer of `owner` is replaced: as many
// new ones drawn from the traitor deck first, then the revealed ones shuffled back into it (tleilaxu.cpp).
void replace_revealed_face_dancers(Game& g, Faction owner);
// Has any of the Tleilaxu's Face Dancers been revealed (and not yet replaced)? Their module's state.
bool any_face_dancer_revealed(const Game& g);
// Tleilaxu (the Harkonnen Nexus card's Secret Ally, whose traitor cards a Tleilaxu holder keeps as Face
// Dancers, FAQ second-hand): a Face Dancer added from the traitor deck; the unrevealed ones (those it may
// give back); one given back (tleilaxu.cpp).
void add_face_dancer(Game& g, LeaderId l);
std::vector<LeaderId> hidden_face_dancers(const Game& g);
void remove_face_dancer(Game& g, LeaderId l);
// Tleilaxu (the Tleilaxu Nexus card's Betrayal, a window before a reveal takes effect): the reveal held
// back settles, with its placement (forces from reserves, from the board at `from`) unless the reveal was
// cancelled; the Face Dancer stays revealed either way (tleilaxu.cpp).
void settle_held_reveal(Game& g, Faction owner, bool cancelled, int fromReserves, int fromBoard,
                        LocationId from);

// Moritani (Terror tokens; the Moritani Nexus card's Betrayal): the TerrorToken lying face down in territory
// t, or -1 (moritani.cpp).
int terror_token_at(const Game& g, TerritoryId t);

// Fremen sheet (GF9 p.16): Fremen forces, and at the Fremen's option their ally's, are not
// devoured by Shai-Hulud.
bool worm_immune(const Game& g, Faction f);
// Free revivals this turn (faction sheets; Fremen alliance raises the ally's to 3, GF9 p.16).
int free_revival(const Game& g, Faction f);
// Shipment cost for f shipping n forces into territory t (GF9 p.9; Guild p.19; Guild ally).
int shipment_cost(const Game& g, Faction f, TerritoryId t, int n);
// Shipping to t costs the stronghold rate: 1 spice a force into a stronghold (GF9 p.9) or to another
// faction's Homeworld (Homeworlds variant, E3 p.10 (2h), em.hw.ship_between); 2 elsewhere.
// A stronghold, a Discovery site (E3 p.13 (2h)) or a Homeworld: 1 spice a force.
inline bool stronghold_rate(TerritoryId t) { return stronghold_like(t) || is_homeworld_territory(t); }
// Who receives shipment payments from f: the Guild if in game and f is not the Guild.
std::optional<Faction> shipment_payee(const Game& g, Faction f);
// May f cross-ship on the board (Guild, and the Guild's ally)?
bool may_cross_ship(const Game& g, Faction f);
// Movement range of f for a move starting now (1; Fremen 2; 3 with ornithopters, GF9 p.10), of a
// group with `elite` elite forces in it (the Ixians' Cyborgs lead their group 2 territories, E1).
int movement_range(const Game& g, Faction f, int elite = 0);
// Traitor cards usable against the opponent of `side` (own, plus Harkonnen's for its ally).
bool can_call_traitor(const Game& g, Faction side, LeaderId opponentLeader);
// The traitor card a revealed battle plan answers to: its leader's, or with it_cheap_hero_traitor the
// Cheap Hero traitor card (kCheapHeroTraitor) for a Cheap Hero or Heroine played as the leader
// (ix.cheap_hero_traitor); kNoLeader when none can.
LeaderId traitor_card_of(const Game& g, const BattlePlanRec& p);
// ix.ixian.hms_collect (E1 p.9): the spice the Hidden Mobile Stronghold picks up in a sector holding
// `spiceThere`, with `forcesInside` Ixian forces inside (ixian.cpp; the bots read it, not a copy).
int mobile_stronghold_pick_up(int spiceThere, int forcesInside);
// May `helper` use Voice / Prescience in a battle fought by `side` (own or ally's battle)?
bool voice_available(const Game& g, Faction side);
bool prescience_available(const Game& g, Faction side);
// What leader l counts in battle against the opposing leader (kNoLeader: none or a Cheap Hero): its
// printed strength, or what a faction module says (Zoal, Tleilaxu sheet). Also the spice paid for it.
int leader_value(const Game& g, LeaderId l, LeaderId opposing);

}  // namespace dune
