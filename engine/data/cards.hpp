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
  Worthless,
  // Ixians & Tleilaxu House Expansion (2020) cards with their own rules (the expansion's Hunter-Seeker,
  // Basilia Weapon, Shield, Snooper and Kull Wahad are of the base kinds above).
  PoisonBlade,      // weapon counting as projectile and poison
  ShieldSnooper,    // defense counting as projectile and poison
  WeirdingWay,      // projectile weapon; a projectile defense in the defense slot beside another weapon
  Chemistry,        // poison defense; a poison weapon in the weapon slot beside another defense
  ArtilleryStrike,  // kills both leaders unless shielded; leaders add nothing; no spice for them
  Thumper,          // special: at the start of the Spice Blow phase, a Shai-Hulud instead of the card
  Harvester,        // special: right after a spice blow's territory card, that blow places double spice
  PoisonTooth,      // special weapon: kills both leaders unless Chemistry; its owner may withhold it
  Amal,             // special: at the beginning of a phase, every faction loses half its spice (rounded up)
  // Ecaz & Moritani House Expansion (variant em_treachery; seed ECAZ_TREACHERY_RULES.md).
  Recruits,        // special: played in Revival, this turn free revival doubles and the limit becomes 7
  Reinforcements,  // takes the weapon or the defense slot, neither: +2 to the dial, 3 reserves to the Tanks
  HarassWithdraw,  // takes the weapon or the defense slot, neither: undialed forces go back to reserves
};
inline constexpr int kCardKinds = static_cast<int>(CardKind::HarassWithdraw) + 1;

using CardId = std::int8_t;  // index into the treachery table
inline constexpr CardId kNoCard = -1;
inline constexpr int kBaseTreacheryCards = 33;  // the base set: rows 0..32
inline constexpr int kTreacheryCards = 50;      // rows: base, Ixians & Tleilaxu (33..46), Ecaz & Moritani

// Card sets a setup may select. Each card row names its set; the treachery deck of a game is
// built from the rows of the selected sets (build_treachery_deck). Base is always selected; the
// Ixians & Tleilaxu set comes with the variant it_treachery (engine/data/variants.hpp). A card of a
// set joins the table only with its rules: the I&T set has all 14 of its cards (deck 47).
// The Ecaz & Moritani set (3 cards, variant em_treachery) makes the deck 50 with both expansions'.
// Poison Tooth and Artillery Strike are printed by both the Ixians & Tleilaxu and the CHOAM & Richese
// expansions: they are a set of their own (ToothArtillery), which it_treachery and cr_treachery both add, so
// a game with both has one copy of each (deck 47; TO TreacheryCardManager). The Richese cache (10, never
// shuffled in) will arrive as a set too.
enum class CardSet : std::uint8_t { Base, IxiansTleilaxu, EcazMoritani, ToothArtillery };
inline constexpr int kCardSets = 4;
constexpr std::uint32_t card_set_bit(CardSet s) { return 1u << static_cast<unsigned>(s); }
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

// The card table, one row per CardId (engine/data/cards.cpp).
extern const std::array<CardInfo, kTreacheryCards> kCardTable;
inline const CardInfo& card_info(CardId c) { return kCardTable.at(static_cast<std::size_t>(c)); }
inline CardKind card_kind(CardId c) { return card_info(c).kind; }
CardId card_by_key(std::string_view key);  // first card with that key or name; kNoCard if none
std::string_view card_kind_key(CardKind k);
// The card's face category is a weapon / a defense (the slot it normally takes in a battle plan).
bool is_weapon(CardKind k);
bool is_defense(CardKind k);

// What a card counts as in a battle plan slot, as bits of the classes Voice and leader deaths use
// (GF9 Rulebook 2019 pp.10-11, 18; Ixians & Tleilaxu card faces). Zero: it is no such weapon or
// defense there (a worthless card, Lasgun, Poison Tooth and Artillery Strike are special weapons
// matched by their own rules, not by a class).
inline constexpr unsigned kProjectileClass = 1, kPoisonClass = 2;
unsigned weapon_classes(CardKind k);   // in the weapon slot
unsigned defense_classes(CardKind k);  // in the defense slot
// A card that takes that slot only beside a real card of the other kind (Weirding Way as a defense
// beside a weapon; Chemistry as a weapon beside a defense). Ixians & Tleilaxu card faces.
bool weapon_slot_needs_defense(CardKind k);
bool defense_slot_needs_weapon(CardKind k);
// The card may be put in that slot (with its partner where it needs one).
bool fits_weapon_slot(CardKind k);
bool fits_defense_slot(CardKind k);
// A card that takes the weapon or the defense slot of a battle plan but is neither a weapon nor a
// defense (Reinforcements, Harass & Withdraw; seed ECAZ_TREACHERY_RULES.md "Shared rules"): it matches no
// Voice class, and Prescience asking for that slot's category is told "no such card".
bool is_slot_special(CardKind k);
// What a card in a battle plan adds to the dialed number (Reinforcements: 2), and how many of its user's
// reserve forces it sends to the Tanks (Reinforcements: 3, also the reserve it needs); 0 for the others.
// Seed ECAZ_TREACHERY_RULES.md (card face). The battle rules and the bots read these.
constexpr int card_dial_bonus(CardKind k) { return k == CardKind::Reinforcements ? 2 : 0; }
constexpr int card_reserve_cost(CardKind k) { return k == CardKind::Reinforcements ? 3 : 0; }

// Spice deck: ids 0..14 are territory cards, 15..20 Shai-Hulud, 21 Sandtrout (Ixians & Tleilaxu, in
// the deck only with the it_sandtrout variant; neither a territory card nor a Shai-Hulud), 22 the Great
// Maker (Ecaz & Moritani, in the deck only with the em_great_maker variant; a worm card of its own, not
// one of the Shai-Hulud cards: engine/rules/components/great_maker/great_maker.hpp), 23..28 the Discovery
// cards (Ecaz & Moritani, in the deck only with the em_discovery variant: territory cards that also place a
// Discovery token; below).
using SpiceCardId = std::int8_t;
inline constexpr int kSpiceCards = 29;
inline constexpr SpiceCardId kNoSpiceCard = -1;
inline constexpr SpiceCardId kSandtrout = 21;
inline constexpr SpiceCardId kGreatMaker = 22;
bool is_shai_hulud(SpiceCardId c);
inline bool is_sandtrout(SpiceCardId c) { return c == kSandtrout; }
inline bool is_great_maker(SpiceCardId c) { return c == kGreatMaker; }
inline constexpr SpiceCardId kFirstDiscoveryCard = 23;
inline constexpr int kDiscoveryCards = 6;
inline bool is_discovery_card(SpiceCardId c) { return c >= kFirstDiscoveryCard && c < kSpiceCards; }
// A territory card (it places spice): neither a worm card, Sandtrout nor the Great Maker.
inline bool is_territory_card(SpiceCardId c) { return (c >= 0 && c < 15) || is_discovery_card(c); }
TerritoryId spice_card_territory(SpiceCardId c);  // kNoTerritory for Shai-Hulud
int spice_card_amount(SpiceCardId c);

// Discovery (em_discovery; E3 pp.12-13 (2h, Quintine/Dune docs/DISCOVERY_COMPONENTS.md, a scan of the printed
// cards); TO map cards 41-46; DB DiscoverySpiceCards.csv; all three agree): the eight tokens, five locations
// first (in the order of their map territories, kFirstDiscoveryTerritory), then the Smuggler's three others.
enum class DiscoveryToken : std::int8_t {
  Jacurutu,
  Cistern,
  TestingStation,
  Shrine,
  Orgiz,
  CardStash,
  SpiceStash,
  Ornithopter
};
inline constexpr int kDiscoveryTokens = 8;
inline constexpr int kNoDiscoveryToken = -1;
// A location token becomes a territory of the map when revealed (em.discovery.location).
inline bool is_location_token(int t) { return t >= 0 && t < 5; }
// The two pools (em.discovery.pools): Hiereg (the Fremen may look at its face-down tokens) and Smuggler (the
// Guild may).
enum class DiscoveryPool : std::uint8_t { Hiereg, Smuggler };
DiscoveryPool token_pool(DiscoveryToken t);
// Discovery card i (id kFirstDiscoveryCard + i): its spice territory, the board location its token is placed
// at (a sector of another territory), and its pool.
struct DiscoveryCardInfo {
  TerritoryId spice;
  LocationId site;
  DiscoveryPool pool;
};
const DiscoveryCardInfo& discovery_card(int i);
std::string_view discovery_token_key(int t);  // "jacurutu_sietch", ..., "ornithopter"
std::string_view discovery_token_name(int t);
int discovery_token_by_key(std::string_view key);  // kNoDiscoveryToken if unknown

}  // namespace dune
