// CHOAM & Richese Stronghold cards (variant cr_strongholds, Advanced only). Sources: GF9 CHOAM & Richese
// rulebook 2021 pp.4, 6, 9 (second-hand, through Quintine/Dune docs/STRONGHOLD_CARDS.md: six cards, Advanced
// only, custody at the end of each turn); the card faces (DuneBot cards/stronghold.csv); the Ecaz & Moritani
// rulebook p.8 (2h) for a stronghold Ecaz share with their ally. The cards belong to no faction's module: the
// phases call these functions at the points the faces name (the controller at a phase's end, the Battle
// phase's support, leader deaths, ties, reveal and outcome). Every function does nothing without the variant.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"

namespace dune::stronghold_cards {

// The cards, in Game::cr.strongholds.holder order.
enum class Card : std::uint8_t {
  Arrakeen,
  Carthag,
  HabbanyaSietch,
  SietchTabr,
  TueksSietch,
  MobileStronghold
};

bool in_play(const Game& g);
std::string_view card_key(Card c);   // "arrakeen", ..., "hidden_mobile_stronghold"
std::string_view card_name(Card c);  // "Arrakeen", ...
TerritoryId territory_of(Card c);
// The faction holding card c, if any.
std::optional<Faction> holder(const Game& g, Card c);
// The faction that controls stronghold t now, if any (cr.sh.custody): the one faction with fighting forces
// there (advisors do not count); Ecaz and their ally sharing it, Ecaz (cr.sh.ecaz).
std::optional<Faction> controller(const Game& g, TerritoryId t);

// The controller, when phase g.phase ends: at the end of the Mentat Pause each card goes to the faction that
// controls its stronghold, else it is set aside (the mobile stronghold's while that stronghold is not
// placed).
void phase_ends(Game& g);

// Battle, for f fighting in t (each nothing unless f holds the card of t):
// Arrakeen: the spice the Bank pays toward f's support (2); bank_pays: of `dialed`, what the Bank pays now
// (logged), which f and its funder then do not pay.
int bank_support(const Game& g, Faction f, TerritoryId t);
int bank_pays(Game& g, Faction f, TerritoryId t, int dialed);
// Carthag: the classes f's defense in plan p also counts as (a Snooper's poison class), with no poison
// weapon.
unsigned extra_defense(const Game& g, Faction f, TerritoryId t, const BattlePlanRec& p);
// Habbanya Sietch: f wins a tie; takes_tie says so in the log when it does.
bool wins_ties(const Game& g, Faction f, TerritoryId t);
bool takes_tie(Game& g, Faction f, TerritoryId t);
// Tuek's Sietch: f's plan p was revealed; 2 spice from the Bank per Worthless card in it.
void plan_revealed(Game& g, Faction f, TerritoryId t, const BattlePlanRec& p);
// The mobile stronghold's card (cr.sh.mobile), in the current battle when it is fought there: the cards its
// holder f may copy (those of the other strongholds f controls now); the seat that must name one before the
// plans (two or more to choose from, none named yet; with one, that one is copied without a question);
// the checks and the naming of copy_stronghold.
std::vector<Card> copy_options(const Game& g, Faction f);
std::optional<Faction> copy_due(const Game& g);
Status check_copy(const Game& g, Faction seat, TerritoryId stronghold);
void declare_copy(Game& g, Faction seat, TerritoryId stronghold);
// The card whose advantage f copies in the current battle in the mobile stronghold, if any.
std::optional<Card> copied(const Game& g, Faction f);
// Sietch Tabr: f won the battle; spice from the Bank for the opponent's dialed strength (in half points,
// rounded down).
void battle_won(Game& g, Faction f, TerritoryId t, int opponentDialHalfPoints);

}  // namespace dune::stronghold_cards
