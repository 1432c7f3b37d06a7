// The faction modules the engine knows. A new faction adds its module here and in its own file
// under engine/rules/factions/ (docs/ENGINE.md).
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

inline const std::array<const FactionModule*, 6> kFactionModules{&kAtreidesModule, &kBeneGesseritModule,
                                                                 &kEmperorModule,  &kFremenModule,
                                                                 &kGuildModule,    &kHarkonnenModule};

}  // namespace dune
