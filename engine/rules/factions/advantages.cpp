#include "engine/rules/factions/advantages.hpp"

#include <array>

namespace dune {

const AdvantageInfo& advantage_info(Advantage a) { return kAdvantageTable[static_cast<std::size_t>(a)]; }

std::optional<Advantage> advantage_by_key(std::string_view key) {
  for (std::size_t i = 0; i < kAdvantageTable.size(); ++i)
    if (kAdvantageTable[i].key == key) return static_cast<Advantage>(i);
  return std::nullopt;
}

}  // namespace dune
