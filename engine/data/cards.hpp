// Treachery deck (33 cards) and spice deck (15 territories + 6 Shai-Hulud).
// Source: GF9 Dune Rulebook 2019, Treachery Cards (pp.18-19) and Spice Deck; card faces.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

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
inline constexpr int kTreacheryCards = 33;

struct CardInfo {
  std::string_view name;
  std::string_view key;
  CardKind kind;
};

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
