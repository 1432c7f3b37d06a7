// The Harkonnen's rules (GF9 Rulebook 2019 p.17).
// - A free extra treachery card with each purchase, if the hand has room (harkonnen_bonus_card).
// - Their traitors work in the ally's battles (harkonnen_ally_traitors); Advanced: leader capture.
// - Advanced Karama power: take a player's whole hand, then give back as many cards.
// - They keep all four traitor cards they draw at setup.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"

namespace dune {
namespace {

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool ally(const Game& g, Faction owner, Faction f) { return allied(g, f, owner); }
bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

constexpr TraitRow kTraits[] = {
    {Trait::KeepsAllTraitors, std::nullopt, self},
    {Trait::BonusCard, Advantage::HarkonnenBonusCard, self},
    {Trait::SharesTraitors, Advantage::HarkonnenAllyTraitors, ally},
    {Trait::CapturesLeaders, Advantage::HarkonnenCapture, self_advanced},
    {Trait::KaramaTakesHand, std::nullopt, self},
};

}  // namespace

extern const FactionModule kHarkonnenModule{.faction = Faction::Harkonnen, .traits = kTraits};

}  // namespace dune
