#include "bots/random_bot.hpp"

namespace dune::bots {

Action choose(const View& /*view*/, const std::vector<Action>& legal, Rng& rng) {
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

}  // namespace dune::bots
