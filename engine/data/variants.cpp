// Variant table. Sources: docs/expansions/IXIANS_TLEILAXU.md rows 1-2 (E1 p.4 (2h): the expansion's
// components are separately selectable; the 14 treachery cards are one of them) and section 7;
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rule 2 and section 10 (the three E3 cards, selectable
// whatever factions are seated).
#include "engine/data/variants.hpp"

#include <array>

namespace dune {
namespace {

constexpr std::array<VariantInfo, kVariants> kTable{{
    {"it_treachery", "Ixians & Tleilaxu treachery cards", Expansion::IxiansTleilaxu,
     "Shuffles the expansion's treachery cards into the deck: Poison Blade, Hunter-Seeker, Basilia Weapon, "
     "Weirding Way, Shield Snooper, a Shield, a Snooper, Chemistry, Artillery Strike, Kull Wahad, Thumper, "
     "Harvester, Poison Tooth, Amal (deck 47).",
     "GF9 Ixians & Tleilaxu rulebook 2020 p.4 (2h: components, deck of 47); card faces "
     "(reference/rules-facts.md, DB ExpansionTreacheryCards.csv)",
     0, card_set_bit(CardSet::IxiansTleilaxu) | card_set_bit(CardSet::ToothArtillery)},
    {"it_tech_tokens", "Ixians & Tleilaxu technology tokens", Expansion::IxiansTleilaxu,
     "Three public technology tokens (Axlotl Tanks, Heighliners, Spice Production): income when their "
     "phase's "
     "action is taken, taken by the winner of a battle, all three count as one stronghold.",
     "GF9 Ixians & Tleilaxu rulebook 2020 pp.4-5 (2h); docs/expansions/IXIANS_TLEILAXU.md rows 37-40", 0, 0},
    {"it_sandtrout", "Ixians & Tleilaxu Sandtrout", Expansion::IxiansTleilaxu,
     "Adds Sandtrout to the spice deck (22 cards): from turn 2, revealed, it breaks every alliance; the "
     "next Shai-Hulud of the phase causes no Nexus, and the territory card after it places double spice.",
     "GF9 Ixians & Tleilaxu rulebook 2020 p.4 (2h: one spice card) and p.11 FAQ (2h); My Arrakis 5.4", 0, 0},
    {"it_cheap_hero_traitor", "Ixians & Tleilaxu Cheap Hero traitor", Expansion::IxiansTleilaxu,
     "Adds a Cheap Hero traitor card to the traitor deck: its holder may call treachery when the battle "
     "opponent plays a Cheap Hero or Cheap Heroine as its leader (a Face Dancer of it is never revealed).",
     "GF9 Ixians & Tleilaxu rulebook 2020 p.4 (2h: 11 traitor cards, one a Cheap Hero); My Arrakis 4.2, 5.5",
     0, 0},
    {"em_treachery", "Ecaz & Moritani treachery cards", Expansion::EcazMoritani,
     "Shuffles the expansion's three special treachery cards into the deck: Recruits (in Revival, free "
     "revival doubled and the limit 7 this turn), Reinforcements and Harass & Withdraw (in either slot of "
     "a battle plan, neither weapon nor defense) (deck 36, or 50 with it_treachery).",
     "GF9 Ecaz & Moritani rulebook pp.4, 11, 16 (2h); seed ECAZ_TREACHERY_RULES.md (card faces, designer "
     "unboxing: 50 cards with both expansions)",
     0, card_set_bit(CardSet::EcazMoritani)},
    {"em_homeworlds", "Homeworlds", Expansion::EcazMoritani,
     "Each faction's reserves stand on its Homeworld card, high or low by how many are there: low gives +1 "
     "free revival and +1 CHOAM Charity, and each card's high and low faces apply (the CHOAM and Richese "
     "cards wait for those factions).",
     "GF9 Ecaz & Moritani rulebook pp.9-10, 15 (2h); the Homeworld cards; seed "
     "HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md",
     0, 0},
    {"em_great_maker", "Ecaz & Moritani Great Maker", Expansion::EcazMoritani,
     "Adds the Great Maker to the spice deck: from turn 2 it devours like Shai-Hulud in the territory of its "
     "pile's last territory card, the players vote in storm order whether a Nexus occurs (a strict majority "
     "of the seated players), then the Fremen may ride it with reserve forces.",
     "GF9 Ecaz & Moritani rulebook pp.4, 12, 16 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md); TO "
     "Rule.GreatMaker (its own option)",
     0, 0},
    {"em_nexus_cards", "Ecaz & Moritani Nexus Cards", Expansion::EcazMoritani,
     "Twelve Nexus Cards, one per faction: after each Nexus every unallied player may draw one (one held, "
     "secret; an alliance discards them); a card is played once, as Cunning by its faction, Betrayal against "
     "its seated faction, or Secret Ally when its faction is absent.",
     "GF9 Ecaz & Moritani rulebook pp.4, 11 (2h); the Nexus card faces (NXF)", 0, 0},
    {"em_discovery", "Ecaz & Moritani Discovery Tokens", Expansion::EcazMoritani,
     "Adds six Discovery cards to the spice deck: each clears its territory, blows 6 spice there and lays a "
     "face-down Hiereg or Smuggler token nearby; occupants may reveal it in Spice Collection: five become "
     "territories nested in their host (Jacurutu Sietch a stronghold), three are one-time gains.",
     "GF9 Ecaz & Moritani rulebook pp.4, 12-13 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md); TO "
     "Rule.DiscoveryTokens (facts only)",
     0, 0},
    {"cr_treachery", "CHOAM & Richese treachery cards", Expansion::ChoamRichese,
     "Shuffles Poison Tooth and Artillery Strike into the deck, the same two cards as it_treachery's (one "
     "copy "
     "each whichever of the two is on: deck 35 alone, 47 with it_treachery, 50 with em_treachery too); its "
     "Karama cards carry the updated text, which the engine's Karama already follows.",
     "GF9 CHOAM & Richese rulebook 2021 p.4 (2h: components); Karama card text (DB cards/treachery.csv); TO "
     "TreacheryCardManager (one copy of the shared cards)",
     0, card_set_bit(CardSet::ToothArtillery)},
    {"cr_strongholds", "CHOAM & Richese Stronghold cards", Expansion::ChoamRichese,
     "Advanced only. Six Stronghold cards: at the end of each turn each goes to the faction controlling its "
     "stronghold, and gives its holder an advantage in battles there through the next turn (Arrakeen: the "
     "Bank pays 2 of the spice; Carthag: a non-poison defense is also a Snooper; Habbanya Sietch: ties won; "
     "Sietch Tabr: spice for the opponent's dial on a win; Tuek's Sietch: 2 spice per Worthless card played; "
     "the mobile stronghold: another controlled stronghold's advantage).",
     "GF9 CHOAM & Richese rulebook 2021 pp.4, 6, 9 (2h: Advanced only, custody); the card faces (DB "
     "cards/stronghold.csv)",
     0, 0, true},
}};

// kIxiansTleilaxuVariants (variants.hpp) is exactly the table's Ixians & Tleilaxu rows; kBasicVariants all
// but the Advanced-only ones.
static_assert([] {
  std::uint32_t m = 0;
  for (std::size_t i = 0; i < kTable.size(); ++i)
    if (kTable[i].expansion == Expansion::IxiansTleilaxu) m |= 1u << i;
  return m;
}() == kIxiansTleilaxuVariants);
static_assert([] {
  std::uint32_t m = 0;
  for (std::size_t i = 0; i < kTable.size(); ++i)
    if (!kTable[i].advancedOnly) m |= 1u << i;
  return m;
}() == kBasicVariants);

}  // namespace

const VariantInfo& variant_info(Variant v) { return kTable.at(static_cast<std::size_t>(v)); }

bool variant_by_key(std::string_view key, Variant& out) {
  for (int i = 0; i < kVariants; ++i)
    if (kTable[static_cast<std::size_t>(i)].key == key) {
      out = static_cast<Variant>(i);
      return true;
    }
  return false;
}

bool spice_card_in(std::uint32_t variants, SpiceCardId c) {
  if (is_sandtrout(c)) return has_variant(variants, Variant::ItSandtrout);
  if (is_great_maker(c)) return has_variant(variants, Variant::EmGreatMaker);
  if (is_discovery_card(c)) return has_variant(variants, Variant::EmDiscovery);
  return c >= 0 && c < kSpiceCards;
}

std::uint32_t card_sets_of(std::uint32_t variants) {
  std::uint32_t sets = kBaseCardSets;
  for (int i = 0; i < kVariants; ++i)
    if ((variants >> i) & 1u) {
      const VariantInfo& v = kTable[static_cast<std::size_t>(i)];
      sets |= v.cardSets;
    }
  return sets;
}

std::string variants_problem(std::uint32_t variants, bool advanced) {
  if (variants & ~kAllVariants)
    return "Unknown variant: `dune variants` lists the " + std::to_string(kVariants) + " the engine knows.";
  for (int i = 0; i < kVariants; ++i) {
    if (!((variants >> i) & 1u)) continue;
    const VariantInfo& v = kTable[static_cast<std::size_t>(i)];
    if (v.advancedOnly && !advanced)
      return "The variant " + std::string(v.key) + " (" + std::string(v.name) +
             ") is played with the Advanced rules only (" +
             std::string(v.source.substr(0, v.source.find(';'))) +
             "); choose the Advanced rules or leave it out.";
    for (int j = 0; j < kVariants; ++j)
      if (((v.needs >> j) & 1u) && !((variants >> j) & 1u))
        return "The variant " + std::string(v.key) + " needs the variant " +
               std::string(kTable[static_cast<std::size_t>(j)].key) + "; add it to the variants.";
  }
  return {};
}

std::vector<std::string_view> variant_keys(std::uint32_t variants) {
  std::vector<std::string_view> out;
  for (int i = 0; i < kVariants; ++i)
    if ((variants >> i) & 1u) out.push_back(kTable[static_cast<std::size_t>(i)].key);
  return out;
}

bool parse_variant_list(std::string_view list, std::uint32_t& out, std::string& err) {
  out = 0;
  if (list.empty() || list == "none") return true;
  if (list == "all") {
    out = kAllVariants;
    return true;
  }
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = list.find(',', start);
    const std::string_view item =
        list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    Variant v;
    if (!variant_by_key(item, v)) {
      err = "unknown variant '" + std::string(item) + "' (`dune variants` lists them)";
      return false;
    }
    out |= variant_bit(v);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return true;
}

}  // namespace dune
