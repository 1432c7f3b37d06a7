// The faction modules the engine knows, one entry per faction of the twelve, indexed by Faction. A
// faction whose rules have not landed (the expansion factions) has none: nullptr, and every fold skips
// it. A new faction puts its module at its index here and its rules in its own file under
// engine/rules/factions/ (docs/ENGINE.md).
#pragma once

#include <array>

#include "engine/rules/factions/hooks.hpp"

namespace dune {

extern const FactionModule kAtreidesModule;
extern const FactionModule kBeneGesseritModule;
extern const FactionModule kEmperorModule;
extern const FactionModule kFremenModule;
extern const FactionModule kGuildModule;
extern const FactionModule kHarkonnenModule;
extern const FactionModule kTleilaxuModule;

inline constexpr std::array<const FactionModule*, kFactions> kFactionModules{
    &kAtreidesModule,  // Atreides
    &kBeneGesseritModule,
    &kEmperorModule,
    &kFremenModule,
    &kGuildModule,
    &kHarkonnenModule,
    nullptr,  // Ixian: rules not implemented yet
    &kTleilaxuModule,
    nullptr,  // CHOAM
    nullptr,  // Richese
    nullptr,  // Ecaz
    nullptr,  // Moritani
};

}  // namespace dune
