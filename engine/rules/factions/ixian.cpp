// The Ixians' rules (Ixians & Tleilaxu House Expansion, GF9 2020, Ixian sheet and rulebook pp.8-9;
// page numbers second-hand, docs/expansions/IXIANS_TLEILAXU.md section 0). Rule registry: ix.ixian.*.
// - Forces: 13 Suboids (normal forces) and 7 Cyborgs (the elite forces); 10 spice, free revival 1
//   (engine/data/factions.cpp).
// - Advanced battle: a Cyborg counts 2 (ix.ixian.cyborg_strength; a Karama stops it: ixian_cyborgs,
//   E1 p.12) and, like any force, half without 1 spice of support; a Suboid counts half and spice
//   cannot raise it (ix.ixian.suboid_strength; a Karama has no effect on it, E1 p.12). The winner loses
//   the forces it dialed, whose strength is the dial (ix.ixian.dial_losses).
// - Advanced revival: a paid Cyborg costs 3 spice, and Cyborgs have no one-a-turn limit of their own,
//   only the 3-force limit (ix.ixian.cyborg_revival).
// - Basic: every Ixian force counts 1, as the Basic game plays the other factions' starred forces
//   (source boundary ix.boundary.force_values_basic, choice (b)).
#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"

namespace dune {
namespace {

bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

constexpr TraitRow kTraits[] = {
    // Suboids: half strength whatever spice is paid; no Advantage, a Karama has no effect on it.
    {Trait::HalfStrengthForces, std::nullopt, self_advanced},
    // Cyborgs revive like other forces, within the limit of 3 (FAQ Nov 2020 p.2, second-hand).
    {Trait::UnlimitedEliteRevival, std::nullopt, self_advanced},
};

// Advanced: a Cyborg counts 2 (against every opponent).
int cyborg(const Game&, Faction owner, const Query& q, int value) { return q.f == owner ? 2 : value; }
// Advanced: a paid Cyborg revival costs 3 spice.
int cyborg_price(const Game&, Faction owner, const Query& q, int value) { return q.f == owner ? 3 : value; }

constexpr AmountRow kAmounts[] = {
    {Amount::EliteValue, Advantage::IxianCyborgs, cyborg},
    {Amount::EliteRevivalCost, std::nullopt, cyborg_price},
};

// Advanced: 7 of the 20 forces are Cyborgs (new_game put all 20 in reserve as normal forces).
void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 7);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 7);
}

}  // namespace

// Ixian sheet (Advanced): the Cyborgs are elite forces.
extern const FactionModule kIxianModule{.faction = Faction::Ixian,
                                        .eliteForces = true,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .advanced_setup = advanced_forces};

}  // namespace dune
