// Ixians & Tleilaxu technology tokens (variant it_tech_tokens): Axlotl Tanks, Heighliners and Spice
// Production. Sources: GF9 Ixians & Tleilaxu rulebook 2020 pp.4-5 (2h); "My Arrakis" build plan §8.1
// (MA); treachery.online (TO: StormDialled, EndPhase, BattleConcluded); DuneBot (DB: TechToken, the
// shipment and revival code); the checklist docs/expansions/IXIANS_TLEILAXU.md section 6 (rows 37-40)
// and boundary 12.18. The tokens belong to no faction's module: the phases call these functions at
// the points the rules name (the controller at a phase's end, the revival, shipment, CHOAM Charity and
// battle code, the Mentat Pause's stronghold count). Every function does nothing without the variant.
#pragma once

#include <string_view>
#include <vector>

#include "engine/core/state.hpp"

namespace dune::tech {

bool in_play(const Game& g);
std::string_view token_key(TechToken t);   // "axlotl_tanks", "heighliners", "spice_production"
std::string_view token_name(TechToken t);  // "Axlotl Tanks", ...
int tokens_owned(const Game& g, Faction f);

// The controller, when phase g.phase ends (before the next begins): pays the tokens triggered in it
// (row 38) and, after the first turn's Storm phase, deals the tokens (row 37).
void phase_ends(Game& g);
// Income triggers (row 38): f took free revival (Revival); f shipped from off-planet, from its
// reserves and not by a send of its own (Shipment and Movement; boundary 12.18 (a)); f claimed CHOAM
// Charity.
void free_revival_taken(Game& g, Faction f);
void shipped_from_off_planet(Game& g, Faction f);
void charity_claimed(Game& g, Faction f);

// Battle (row 39): the winner takes a token of the loser's. Returns true when the winner must choose
// (the loser owns several: the TechToken decision); with one token it is taken at once.
bool battle_won(Game& g, Faction winner, Faction loser);
// The tokens the winner may take (the loser's), for the decision's check and candidates.
std::vector<TechToken> takeable(const Game& g, Faction loser);
void take(Game& g, Faction winner, Faction loser, TechToken t);

// Victory (row 40): 1 when f alone owns all three tokens (one stronghold toward victory), else 0.
int stronghold_bonus(const Game& g, Faction f);

}  // namespace dune::tech
