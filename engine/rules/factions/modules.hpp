// The faction modules the engine knows, one entry per faction of the twelve, indexed by Faction. A
// faction whose rules have not landed (the expansion factions) has none: nullptr, and every fold skips
// it. A new faction puts its module at its index here and its rules in its own folder,
// engine/rules/factions/<faction>/ (docs/ENGINE.md).
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
extern const Interruption kHarkonnenGiveBack;
extern const FactionModule kIxianModule;
extern const FactionModule kTleilaxuModule;
extern const FactionModule kChoamModule;
extern const Interruption kChoamKaramaSale;
extern const Interruption kTupileDiscardDown;
extern const FactionModule kEcazModule;
extern const FactionModule kMoritaniModule;

inline constexpr std::array<const FactionModule*, kFactions> kFactionModules{
    &kAtreidesModule,  // Atreides
    &kBeneGesseritModule,
    &kEmperorModule,
    &kFremenModule,
    &kGuildModule,
    &kHarkonnenModule,
    &kIxianModule,
    &kTleilaxuModule,
    &kChoamModule,
    nullptr,  // Richese
    &kEcazModule,
    &kMoritaniModule,
};

// The components that lend the factions' traits while their variant is on (ComponentModule), asked in this
// order after the factions' rows.
extern const ComponentModule kHomeworldsComponent;
extern const ComponentModule kNexusCardsComponent;
inline constexpr std::array<const ComponentModule*, 2> kComponentModules{&kHomeworldsComponent,
                                                                         &kNexusCardsComponent};

// The modules' interruptions (FactionModule::interruption), listed again here so that
// hooks::interruption, asked before every check, walks only these. A test checks the two agree.
inline constexpr std::array<hooks::SeatedInterruption, 3> kInterruptions{{
    {Faction::Harkonnen, &kHarkonnenGiveBack},
    {Faction::Choam, &kChoamKaramaSale},
    {Faction::Choam, &kTupileDiscardDown},
}};

}  // namespace dune
