// The Homeworlds variant's shared rules (engine/rules/homeworlds.hpp).
#include "engine/rules/homeworlds.hpp"

#include "engine/data/variants.hpp"

namespace dune::homeworlds {

bool in_play(const Game& g) { return has_variant(g.ruleset.variants, Variant::EmHomeworlds); }

bool used(const Game& g, HomeworldId h) {
  const HomeworldInfo& info = homeworld_info(h);
  return in_play(g) && g.in_game(info.owner) && (!info.advancedOnly || advanced(g));
}

std::vector<HomeworldId> on_table(const Game& g) {
  std::vector<HomeworldId> out;
  if (!in_play(g)) return out;
  for (int i = 0; i < kHomeworlds; ++i)
    if (used(g, static_cast<HomeworldId>(i))) out.push_back(static_cast<HomeworldId>(i));
  return out;
}

int natives(const Game& g, HomeworldId h) {
  if (!used(g, h)) return 0;
  const HomeworldInfo& info = homeworld_info(h);
  const Forces& r = g.player(info.owner).reserves;
  if (info.natives == HomeworldNatives::Sardaukar) return r.special;
  // A faction with a second Homeworld for its special forces (Advanced Emperor) keeps only its normal
  // forces on this one.
  for (HomeworldId other : homeworlds_of(info.owner))
    if (other != h && used(g, other) && homeworld_info(other).natives == HomeworldNatives::Sardaukar)
      return r.normal;
  return r.total();
}

bool high(const Game& g, HomeworldId h) { return used(g, h) && homeworld_threshold_high(h, natives(g, h)); }
bool low(const Game& g, HomeworldId h) { return used(g, h) && !homeworld_threshold_high(h, natives(g, h)); }

int low_bonus(const Game& g, Faction f) {
  if (!in_play(g)) return 0;
  for (HomeworldId h : homeworlds_of(f))
    if (homeworld_info(h).lowBonus && low(g, h)) return 1;
  return 0;
}

}  // namespace dune::homeworlds
