// Variants: the separately selectable components of the expansions (GF9 Ixians & Tleilaxu House
// Expansion 2020, components and "how a game chooses"; docs/expansions/IXIANS_TLEILAXU.md section 1).
// A setup names a list of variant keys (Ruleset::variants, a bit per Variant). `dune variants` prints
// this table. A variant may add a card set to the treachery deck and may need other variants.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"

namespace dune {

enum class Variant : std::uint8_t {
  ItTreachery,
  ItTechTokens,
  ItSandtrout,
  ItCheapHeroTraitor,
  EmTreachery,
  EmHomeworlds,
  EmGreatMaker,
  EmNexusCards,
  EmDiscovery,
  CrTreachery,
  CrStrongholds,
};
inline constexpr int kVariants = 11;
// Every variant of the Ixians & Tleilaxu expansion (the issue-13 benchmark and checks select these).
inline constexpr std::uint32_t kIxiansTleilaxuVariants = 0b1111;

struct VariantInfo {
  std::string_view key;
  std::string_view name;
  Expansion expansion;
  std::string_view adds;      // what it adds to the game, one sentence
  std::string_view source;    // where the rulebook or card text says so
  std::uint32_t needs;        // other variants it needs (bit per Variant)
  std::uint32_t cardSets;     // the CardSets it adds to the treachery deck (bit per CardSet), 0 for none
  bool advancedOnly = false;  // refused in a Basic game (cr_strongholds: the rulebook's prerequisite)
};

const VariantInfo& variant_info(Variant v);
inline std::uint32_t variant_bit(Variant v) { return 1u << static_cast<unsigned>(v); }
// The variant is selected in this set of variants (Ruleset::variants).
inline bool has_variant(std::uint32_t variants, Variant v) { return (variants & variant_bit(v)) != 0; }
inline constexpr std::uint32_t kAllVariants = (1u << kVariants) - 1;
// The variants a Basic game may select: all but the Advanced-only ones (cr_strongholds). `--variants all`
// in a Basic game means these.
inline constexpr std::uint32_t kBasicVariants =
    kAllVariants & ~(1u << static_cast<unsigned>(Variant::CrStrongholds));
inline constexpr std::uint32_t all_variants(bool advanced) {
  return advanced ? kAllVariants : kBasicVariants;
}
bool variant_by_key(std::string_view key, Variant& out);
// The spice card is in the spice deck of a game with these variants: every card but Sandtrout
// (it_sandtrout), the Great Maker (em_great_maker) and the Discovery cards (em_discovery), which only their
// variant adds.
bool spice_card_in(std::uint32_t variants, SpiceCardId c);
// The card sets a ruleset with these variants shuffles into its treachery deck (Base always).
std::uint32_t card_sets_of(std::uint32_t variants);
// Empty when the selection is playable; else the sentence that says why not (an unknown variant,
// a variant missing one it needs, or an Advanced-only variant in a Basic game, named).
std::string variants_problem(std::uint32_t variants, bool advanced = true);
// The variant keys of a selection, in table order.
std::vector<std::string_view> variant_keys(std::uint32_t variants);
// Parses a comma-separated list of keys ("all" for every variant; "" or "none" for none); on an
// unknown key returns false and sets err to a sentence naming it.
bool parse_variant_list(std::string_view list, std::uint32_t& out, std::string& err);

}  // namespace dune
