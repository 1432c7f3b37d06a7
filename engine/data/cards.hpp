// Treachery cards as table rows (identity, kind, category, disposal, card set) and the spice deck
// (15 territories + 6 Shai-Hulud).
// Source: GF9 Dune Rulebook 2019, Treachery Cards (pp.18-19) and Spice Deck; card faces.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/data/map.hpp"

namespace dune {

enum class CardKind : std::uint8_t {
  ProjectileWeapon,
  PoisonWeapon,
  Lasgun,
  ProjectileDefense /*Shield*/,
  PoisonDefense /*Snooper*/,
  CheapHero,
  Karama,
  Truthtrance,
  WeatherControl,
  FamilyAtomics,
  Hajr,
  TleilaxuGhola,
  Worthless
};

using CardId = std::int8_t;  // index into the treachery table
inline constexpr CardId kNoCard = -1;
inline constexpr int kTreacheryCards = 33;  // rows of the card table (today: the base set only)

// Card sets a setup may select. Each card row names its set; the treachery deck of a game is
// built from the rows of the selected sets (build_treachery_deck). The expansions' sets (Ixians &
// Tleilaxu: 14 cards; the Richese cache: 10, never shuffled in; Ecaz & Moritani: 3) arrive as rows
// with their cards' rules; until then only Base exists and is always selected.
enum class CardSet : std::uint8_t { Base };
inline constexpr int kCardSets = 1;
std::string_view card_set_key(CardSet s);
bool card_set_by_key(std::string_view key, CardSet& out);

// Where a card goes once played (GF9 Rulebook 2019 pp.8-9, 18-19: Battle Plans, Treachery Cards).
enum class CardDisposal : std::uint8_t {
  KeepIfWinner,  // weapons and defenses: after the battle the winner may keep them, else discarded
  AfterBattle,   // played in a battle plan and always discarded after it (Cheap Hero, worthless cards)
  AfterUse,      // discarded as soon as its effect is used (Karama, Truthtrance, Hajr, ...)
};
std::string_view card_disposal_key(CardDisposal d);

// The card's category on its face: a weapon, a defense, a leader substitute, special, worthless.
enum class CardCategory : std::uint8_t { Weapon, Defense, Leader, Special, Worthless };
std::string_view card_category_key(CardCategory c);

struct CardInfo {
  std::string_view name;
  std::string_view key;
  CardKind kind;
  CardCategory category;
  CardDisposal disposal;
  CardSet set;
};

// The treachery deck of a setup that selects `sets` (bit per CardSet): every card of those sets,
// in table order (the caller shuffles).
std::vector<CardId> build_treachery_deck(std::uint32_t sets);
inline constexpr std::uint32_t kBaseCardSets = 1u << static_cast<unsigned>(CardSet::Base);

const CardInfo& card_info(CardId c);
inline CardKind card_kind(CardId c) { return card_info(c).kind; }
CardId card_by_key(std::string_view key);  // first card with that key or name; kNoCard if none
std::string_view card_kind_key(CardKind k);
bool is_weapon(CardKind k);
bool is_defense(CardKind k);

// Spice deck: ids 0..14 are territory cards, 15..20 Shai-Hulud.
using SpiceCardId = std::int8_t;
inline constexpr int kSpiceCards = 21;
inline constexpr SpiceCardId kNoSpiceCard = -1;
bool is_shai_hulud(SpiceCardId c);
TerritoryId spice_card_territory(SpiceCardId c);  // kNoTerritory for Shai-Hulud
int spice_card_amount(SpiceCardId c);

}  // namespace dune
