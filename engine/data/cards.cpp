// Card tables. Source: GF9 Dune Rulebook 2019 card list (pp.18-19) and Battle Plans (pp.8-9: the
// winner may keep the weapon and defense played, Cheap Hero and worthless cards are discarded);
// shared/reference/cards-and-factions.md (TREACHERY DECK - BASE GAME: 33 cards, ids 0-32).
// Ixians & Tleilaxu rows (ids 33-46): the expansion's card faces as listed by
// shared/reference/rules-facts.md (DB ExpansionTreacheryCards.csv types) and
// docs/expansions/IXIANS_TLEILAXU.md section 7 (E1 p.4 (2h): 14 cards, deck 47 with all of them).
// Ecaz & Moritani rows (ids 47-49): seed ECAZ_TREACHERY_RULES.md (3 additions, deck 50 with both sets).
#include "engine/data/cards.hpp"

#include <array>
#include <cctype>
#include <string>

namespace dune {

using enum CardKind;
// Declared in cards.hpp, so that card_info (asked on nearly every rule check) is inlined.
constexpr std::array<CardInfo, kTreacheryCards> kCardTable{{
    {"Lasgun", "lasgun", Lasgun, CardCategory::Weapon, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Crysknife", "crysknife", ProjectileWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::Base},
    {"Maula Pistol", "maula_pistol", ProjectileWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::Base},
    {"Slip Tip", "slip_tip", ProjectileWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::Base},
    {"Stunner", "stunner", ProjectileWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Chaumas", "chaumas", PoisonWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Chaumurky", "chaumurky", PoisonWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Ellaca Drug", "ellaca_drug", PoisonWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::Base},
    {"Gom Jabbar", "gom_jabbar", PoisonWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::Base},
    {"Shield", "shield", ProjectileDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Shield", "shield", ProjectileDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Shield", "shield", ProjectileDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Shield", "shield", ProjectileDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Snooper", "snooper", PoisonDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Snooper", "snooper", PoisonDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Snooper", "snooper", PoisonDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Snooper", "snooper", PoisonDefense, CardCategory::Defense, CardDisposal::KeepIfWinner, CardSet::Base},
    {"Cheap Hero", "cheap_hero", CheapHero, CardCategory::Leader, CardDisposal::AfterBattle, CardSet::Base},
    {"Cheap Hero", "cheap_hero", CheapHero, CardCategory::Leader, CardDisposal::AfterBattle, CardSet::Base},
    {"Cheap Heroine", "cheap_heroine", CheapHero, CardCategory::Leader, CardDisposal::AfterBattle,
     CardSet::Base},
    {"Tleilaxu Ghola", "tleilaxu_ghola", TleilaxuGhola, CardCategory::Special, CardDisposal::AfterUse,
     CardSet::Base},
    {"Family Atomics", "family_atomics", FamilyAtomics, CardCategory::Special, CardDisposal::AfterUse,
     CardSet::Base},
    {"Hajr", "hajr", Hajr, CardCategory::Special, CardDisposal::AfterUse, CardSet::Base},
    {"Karama", "karama", Karama, CardCategory::Special, CardDisposal::AfterUse, CardSet::Base},
    {"Karama", "karama", Karama, CardCategory::Special, CardDisposal::AfterUse, CardSet::Base},
    {"Truthtrance", "truthtrance", Truthtrance, CardCategory::Special, CardDisposal::AfterUse, CardSet::Base},
    {"Truthtrance", "truthtrance", Truthtrance, CardCategory::Special, CardDisposal::AfterUse, CardSet::Base},
    {"Weather Control", "weather_control", WeatherControl, CardCategory::Special, CardDisposal::AfterUse,
     CardSet::Base},
    {"Baliset", "baliset", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle, CardSet::Base},
    {"Jubba Cloak", "jubba_cloak", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle,
     CardSet::Base},
    {"Kulon", "kulon", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle, CardSet::Base},
    {"La La La", "la_la_la", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle, CardSet::Base},
    {"Trip to Gamont", "trip_to_gamont", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle,
     CardSet::Base},
    // Ixians & Tleilaxu (it_treachery). Weapons and defenses may be kept by the winner, except
    // Artillery Strike, discarded after use (card face; reference/rules-facts.md).
    {"Poison Blade", "poison_blade", PoisonBlade, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Hunter-Seeker", "hunter_seeker", ProjectileWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Basilia Weapon", "basilia_weapon", PoisonWeapon, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Weirding Way", "weirding_way", WeirdingWay, CardCategory::Weapon, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Shield Snooper", "shield_snooper", ShieldSnooper, CardCategory::Defense, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Shield", "shield", ProjectileDefense, CardCategory::Defense, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Snooper", "snooper", PoisonDefense, CardCategory::Defense, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Chemistry", "chemistry", Chemistry, CardCategory::Defense, CardDisposal::KeepIfWinner,
     CardSet::IxiansTleilaxu},
    {"Artillery Strike", "artillery_strike", ArtilleryStrike, CardCategory::Weapon, CardDisposal::AfterUse,
     CardSet::ToothArtillery},
    {"Kull Wahad", "kull_wahad", Worthless, CardCategory::Worthless, CardDisposal::AfterBattle,
     CardSet::IxiansTleilaxu},
    // Thumper card face (E1): special, discarded once played (spice_blow.cpp).
    {"Thumper", "thumper", Thumper, CardCategory::Special, CardDisposal::AfterUse, CardSet::IxiansTleilaxu},
    // Harvester card face (E1): special, discarded once played (spice_blow.cpp).
    {"Harvester", "harvester", Harvester, CardCategory::Special, CardDisposal::AfterUse,
     CardSet::IxiansTleilaxu},
    // Poison Tooth card face (E1; IXIANS_TLEILAXU.md row 45): a weapon discarded after use; withheld
    // after the reveal, its winning owner may keep it (battle.cpp winner_cleanup).
    {"Poison Tooth", "poison_tooth", PoisonTooth, CardCategory::Weapon, CardDisposal::AfterUse,
     CardSet::ToothArtillery},
    // Amal card face (E1; IXIANS_TLEILAXU.md row 53): special, discarded once played (amal.cpp).
    {"Amal", "amal", Amal, CardCategory::Special, CardDisposal::AfterUse, CardSet::IxiansTleilaxu},
    // Ecaz & Moritani (em_treachery; seed ECAZ_TREACHERY_RULES.md, E3 pp.4,11 (2h)): three special cards,
    // each discarded after use. Reinforcements and Harass & Withdraw are used by being revealed in a
    // battle plan, so they leave with the battle, never by the winner's keep choice (em.card.auto_disposal).
    {"Recruits", "recruits", Recruits, CardCategory::Special, CardDisposal::AfterUse, CardSet::EcazMoritani},
    {"Reinforcements", "reinforcements", Reinforcements, CardCategory::Special, CardDisposal::AfterBattle,
     CardSet::EcazMoritani},
    {"Harass & Withdraw", "harass_and_withdraw", HarassWithdraw, CardCategory::Special,
     CardDisposal::AfterBattle, CardSet::EcazMoritani},
}};

namespace {
constexpr const auto& kCards = kCardTable;

// Spice cards: territory ids in deck order, amounts from the territory table.
constexpr std::array<TerritoryId, 15> kSpiceTerritories{7,  10, 15, 17, 18, 22, 25, 26,
                                                        29, 31, 33, 34, 37, 39, 40};

}  // namespace

std::string_view card_set_key(CardSet s) {
  switch (s) {
    case CardSet::Base: return "base";
    case CardSet::IxiansTleilaxu: return "ixians_tleilaxu";
    case CardSet::EcazMoritani: return "ecaz_moritani";
    case CardSet::ToothArtillery: return "tooth_artillery";
  }
  return "?";
}

bool card_set_by_key(std::string_view key, CardSet& out) {
  for (int i = 0; i < kCardSets; ++i)
    if (card_set_key(static_cast<CardSet>(i)) == key) {
      out = static_cast<CardSet>(i);
      return true;
    }
  return false;
}

std::string_view card_disposal_key(CardDisposal d) {
  switch (d) {
    case CardDisposal::KeepIfWinner: return "keep_if_winner";
    case CardDisposal::AfterBattle: return "after_battle";
    case CardDisposal::AfterUse: return "after_use";
  }
  return "?";
}

std::string_view card_category_key(CardCategory c) {
  switch (c) {
    case CardCategory::Weapon: return "weapon";
    case CardCategory::Defense: return "defense";
    case CardCategory::Leader: return "leader";
    case CardCategory::Special: return "special";
    case CardCategory::Worthless: return "worthless";
  }
  return "?";
}

std::vector<CardId> build_treachery_deck(std::uint32_t sets) {
  std::vector<CardId> deck;
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (sets & (1u << static_cast<unsigned>(kCards[static_cast<std::size_t>(c)].set))) deck.push_back(c);
  return deck;
}

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
    case PoisonBlade: return "poison_blade";
    case ShieldSnooper: return "shield_snooper";
    case WeirdingWay: return "weirding_way";
    case Chemistry: return "chemistry";
    case ArtilleryStrike: return "artillery_strike";
    case Thumper: return "thumper";
    case Harvester: return "harvester";
    case PoisonTooth: return "poison_tooth";
    case Amal: return "amal";
    case Recruits: return "recruits";
    case Reinforcements: return "reinforcements";
    case HarassWithdraw: return "harass_and_withdraw";
  }
  return "?";
}

bool is_weapon(CardKind k) {
  return k == ProjectileWeapon || k == PoisonWeapon || k == Lasgun || k == PoisonBlade || k == WeirdingWay ||
         k == ArtilleryStrike || k == PoisonTooth;
}
bool is_defense(CardKind k) {
  return k == ProjectileDefense || k == PoisonDefense || k == ShieldSnooper || k == Chemistry;
}

// Poison Blade counts as both weapons, Shield Snooper as both defenses; Weirding Way is a projectile
// weapon or, beside another weapon, a projectile defense; Chemistry a poison defense or, beside
// another defense, a poison weapon (Ixians & Tleilaxu card faces; docs/expansions/IXIANS_TLEILAXU.md
// rows 41, 44, 46, 49).
unsigned weapon_classes(CardKind k) {
  switch (k) {
    case ProjectileWeapon: return kProjectileClass;
    case PoisonWeapon: return kPoisonClass;
    case PoisonBlade: return kProjectileClass | kPoisonClass;
    case WeirdingWay: return kProjectileClass;
    case Chemistry: return kPoisonClass;
    default: return 0;
  }
}
unsigned defense_classes(CardKind k) {
  switch (k) {
    case ProjectileDefense: return kProjectileClass;
    case PoisonDefense: return kPoisonClass;
    case ShieldSnooper: return kProjectileClass | kPoisonClass;
    case WeirdingWay: return kProjectileClass;
    case Chemistry: return kPoisonClass;
    default: return 0;
  }
}
bool weapon_slot_needs_defense(CardKind k) { return k == Chemistry; }
bool defense_slot_needs_weapon(CardKind k) { return k == WeirdingWay; }
bool is_slot_special(CardKind k) { return k == Reinforcements || k == HarassWithdraw; }
bool fits_weapon_slot(CardKind k) {
  return is_weapon(k) || k == Worthless || k == Chemistry || is_slot_special(k);
}
bool fits_defense_slot(CardKind k) {
  return is_defense(k) || k == Worthless || k == WeirdingWay || is_slot_special(k);
}

bool is_shai_hulud(SpiceCardId c) { return c >= 15 && c < kSandtrout; }
namespace {
// The six Discovery cards (TO ids 41-46, in that order): spice territory, token site (territory, sector as
// the printed wedge; TO's locations 19, 15, 48, 36, 62, 78), pool. Each spice territory's own card also
// places 6, the amount these print.
constexpr std::array<DiscoveryCardInfo, kDiscoveryCards> kDiscoveryCardTable{{
    {22, 19, DiscoveryPool::Hiereg},    // Sihaya Ridge -> Cielago East, sector 2
    {29, 15, DiscoveryPool::Hiereg},    // Rock Outcroppings -> Meridian, sector 0
    {31, 48, DiscoveryPool::Hiereg},    // Hagga Basin -> Gara Kulon, sector 7
    {33, 36, DiscoveryPool::Smuggler},  // Funeral Plain -> Pasty Mesa, sector 6
    {39, 62, DiscoveryPool::Smuggler},  // Wind Pass North -> Plastic Basin, sector 12
    {25, 78, DiscoveryPool::Smuggler},  // Old Gap -> False Wall West, sector 16
}};
constexpr std::array<std::string_view, kDiscoveryTokens> kTokenKeys{"jacurutu_sietch",
                                                                    "cistern",
                                                                    "ecological_testing_station",
                                                                    "shrine",
                                                                    "orgiz_processing_station",
                                                                    "treachery_card_stash",
                                                                    "spice_stash",
                                                                    "ornithopter"};
constexpr std::array<std::string_view, kDiscoveryTokens> kTokenNames{"Jacurutu Sietch",
                                                                     "Cistern",
                                                                     "Ecological Testing Station",
                                                                     "Shrine",
                                                                     "Orgiz Processing Station",
                                                                     "Treachery Card Stash",
                                                                     "Spice Stash",
                                                                     "Ornithopter"};
}  // namespace

DiscoveryPool token_pool(DiscoveryToken t) {
  switch (t) {
    case DiscoveryToken::Jacurutu:
    case DiscoveryToken::Cistern:
    case DiscoveryToken::TestingStation:
    case DiscoveryToken::Shrine: return DiscoveryPool::Hiereg;
    default: return DiscoveryPool::Smuggler;
  }
}
const DiscoveryCardInfo& discovery_card(int i) { return kDiscoveryCardTable.at(static_cast<std::size_t>(i)); }
std::string_view discovery_token_key(int t) { return kTokenKeys.at(static_cast<std::size_t>(t)); }
std::string_view discovery_token_name(int t) { return kTokenNames.at(static_cast<std::size_t>(t)); }
int discovery_token_by_key(std::string_view key) {
  for (int t = 0; t < kDiscoveryTokens; ++t)
    if (kTokenKeys[static_cast<std::size_t>(t)] == key) return t;
  return kNoDiscoveryToken;
}

TerritoryId spice_card_territory(SpiceCardId c) {
  if (is_discovery_card(c)) return discovery_card(c - kFirstDiscoveryCard).spice;
  return c >= 0 && c < 15 ? kSpiceTerritories.at(static_cast<std::size_t>(c)) : kNoTerritory;
}
int spice_card_amount(SpiceCardId c) {
  const TerritoryId t = spice_card_territory(c);
  return t == kNoTerritory ? 0 : territory(t).spiceAmount;
}

}  // namespace dune
