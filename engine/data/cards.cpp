// Card tables. Source: GF9 Dune Rulebook 2019 card list; shared/reference/cards-and-factions.md.
#include "engine/data/cards.hpp"

#include <cctype>
#include <string>

namespace dune {
namespace {

using enum CardKind;
constexpr std::array<CardInfo, kTreacheryCards> kCards{{
    {"Lasgun", "lasgun", Lasgun},
    {"Crysknife", "crysknife", ProjectileWeapon},
    {"Maula Pistol", "maula_pistol", ProjectileWeapon},
    {"Slip Tip", "slip_tip", ProjectileWeapon},
    {"Stunner", "stunner", ProjectileWeapon},
    {"Chaumas", "chaumas", PoisonWeapon},
    {"Chaumurky", "chaumurky", PoisonWeapon},
    {"Ellaca Drug", "ellaca_drug", PoisonWeapon},
    {"Gom Jabbar", "gom_jabbar", PoisonWeapon},
    {"Shield", "shield", ProjectileDefense},
    {"Shield", "shield", ProjectileDefense},
    {"Shield", "shield", ProjectileDefense},
    {"Shield", "shield", ProjectileDefense},
    {"Snooper", "snooper", PoisonDefense},
    {"Snooper", "snooper", PoisonDefense},
    {"Snooper", "snooper", PoisonDefense},
    {"Snooper", "snooper", PoisonDefense},
    {"Cheap Hero", "cheap_hero", CheapHero},
    {"Cheap Hero", "cheap_hero", CheapHero},
    {"Cheap Heroine", "cheap_heroine", CheapHero},
    {"Tleilaxu Ghola", "tleilaxu_ghola", TleilaxuGhola},
    {"Family Atomics", "family_atomics", FamilyAtomics},
    {"Hajr", "hajr", Hajr},
    {"Karama", "karama", Karama},
    {"Karama", "karama", Karama},
    {"Truthtrance", "truthtrance", Truthtrance},
    {"Truthtrance", "truthtrance", Truthtrance},
    {"Weather Control", "weather_control", WeatherControl},
    {"Baliset", "baliset", Worthless},
    {"Jubba Cloak", "jubba_cloak", Worthless},
    {"Kulon", "kulon", Worthless},
    {"La La La", "la_la_la", Worthless},
    {"Trip to Gamont", "trip_to_gamont", Worthless},
}};

// Spice cards: territory ids in deck order, amounts from the territory table.
constexpr std::array<TerritoryId, 15> kSpiceTerritories{7,  10, 15, 17, 18, 22, 25, 26,
                                                        29, 31, 33, 34, 37, 39, 40};

}  // namespace

const CardInfo& card_info(CardId c) { return kCards.at(static_cast<std::size_t>(c)); }

CardId card_by_key(std::string_view key) {
  std::string k;
  for (char ch : key) k += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (CardId c = 0; c < kTreacheryCards; ++c) {
    std::string n;
    for (char ch : kCards[c].name) n += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (kCards[c].key == k || n == k) return c;
  }
  return kNoCard;
}

std::string_view card_kind_key(CardKind k) {
  switch (k) {
    case ProjectileWeapon: return "projectile_weapon";
    case PoisonWeapon: return "poison_weapon";
    case Lasgun: return "lasgun";
    case ProjectileDefense: return "projectile_defense";
    case PoisonDefense: return "poison_defense";
    case CheapHero: return "cheap_hero";
    case Karama: return "karama";
    case Truthtrance: return "truthtrance";
    case WeatherControl: return "weather_control";
    case FamilyAtomics: return "family_atomics";
    case Hajr: return "hajr";
    case TleilaxuGhola: return "tleilaxu_ghola";
    case Worthless: return "worthless";
  }
  return "?";
}

bool is_weapon(CardKind k) { return k == ProjectileWeapon || k == PoisonWeapon || k == Lasgun; }
bool is_defense(CardKind k) { return k == ProjectileDefense || k == PoisonDefense; }

bool is_shai_hulud(SpiceCardId c) { return c >= 15; }
TerritoryId spice_card_territory(SpiceCardId c) {
  return c < 15 ? kSpiceTerritories.at(static_cast<std::size_t>(c)) : kNoTerritory;
}
int spice_card_amount(SpiceCardId c) {
  return c < 15 ? territory(kSpiceTerritories.at(static_cast<std::size_t>(c))).spiceAmount : 0;
}

}  // namespace dune
