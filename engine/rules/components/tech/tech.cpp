// Ixians & Tleilaxu technology tokens (variant it_tech_tokens). Sources and the calling points: tech.hpp.
#include "engine/rules/components/tech/tech.hpp"

#include <array>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"

namespace dune::tech {
namespace {

constexpr std::array<std::string_view, kTechTokens> kKeys{"axlotl_tanks", "heighliners", "spice_production"};
constexpr std::array<std::string_view, kTechTokens> kNames{"Axlotl Tanks", "Heighliners", "Spice Production"};
// E1 p.5 (2h); TO StormDialled; DB: the faction that starts with each token, and the one whose own
// use of the token's phase does not trigger it (the token's "other than" faction).
constexpr std::array<Faction, kTechTokens> kNative{Faction::Tleilaxu, Faction::Ixian, Faction::Fremen};
constexpr std::array<Faction, kTechTokens> kExcluded{Faction::Tleilaxu, Faction::Guild,
                                                     Faction::BeneGesserit};

std::size_t at(TechToken t) { return static_cast<std::size_t>(t); }
TechToken token_at(int i) { return static_cast<TechToken>(i); }

// Row 38: a token is triggered by any faction but its excluded one, the owner included (MA 8.1 "including
// you"; E1 p.5 (2h) and DB name only the excluded faction; TO pays on the same test). Once per phase.
void trigger(Game& g, TechToken t, Faction f) {
  if (!in_play(g) || f == kExcluded[at(t)] || g.tech.owner[at(t)] < 0) return;
  g.tech.triggered = static_cast<std::uint8_t>(g.tech.triggered | (1u << at(t)));
}

// Row 37: after the first storm the seated native owners take their tokens; the others are dealt at
// random (the engine's seeded generator) to the factions with none, one each, in storm order from the
// First Player. A token left when every seated faction holds one stays out of the game.
void deal(Game& g) {
  g.tech.dealt = true;
  std::vector<TechToken> rest;
  for (int i = 0; i < kTechTokens; ++i) {
    const Faction n = kNative[static_cast<std::size_t>(i)];
    if (g.in_game(n)) {
      g.tech.owner[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(index(n));
      log_public_text(g, "The " + name(n) + " take the " + std::string(kNames[static_cast<std::size_t>(i)]) +
                             " technology token.");
    } else {
      rest.push_back(token_at(i));
    }
  }
  if (rest.empty()) return;
  g.rng.shuffle(rest);
  std::size_t next = 0;
  for (Faction f : storm_order(g)) {
    if (next == rest.size()) break;
    if (tokens_owned(g, f) > 0) continue;
    const TechToken t = rest[next++];
    g.tech.owner[at(t)] = static_cast<std::int8_t>(index(f));
    log_public_text(
        g, "The " + std::string(kNames[at(t)]) + " technology token is dealt to the " + name(f) + ".");
  }
}

}  // namespace

bool in_play(const Game& g) { return (g.ruleset.variants & variant_bit(Variant::ItTechTokens)) != 0; }
std::string_view token_key(TechToken t) { return kKeys[at(t)]; }
std::string_view token_name(TechToken t) { return kNames[at(t)]; }

int tokens_owned(const Game& g, Faction f) {
  int n = 0;
  for (std::int8_t o : g.tech.owner) n += o == index(f) ? 1 : 0;
  return n;
}

void phase_ends(Game& g) {
  if (!in_play(g)) return;
  // Row 38 (E1 p.5 (2h), "65846419562": accrues once, collected at the phase's end): the owner of each
  // triggered token receives from the Bank 1 spice per token it owns.
  for (int i = 0; i < kTechTokens; ++i) {
    if (!((g.tech.triggered >> i) & 1u)) continue;
    const std::int8_t o = g.tech.owner[static_cast<std::size_t>(i)];
    if (o < 0) continue;
    const Faction f = faction_at(o);
    const int n = tokens_owned(g, f);
    gain(g, f, n);
    log_public_text(g, "The " + name(f) + " receive " + std::to_string(n) + " spice for the " +
                           std::string(kNames[static_cast<std::size_t>(i)]) + " technology token.");
  }
  g.tech.triggered = 0;
  if (g.phase == Phase::Storm && !g.tech.dealt) deal(g);
}

void free_revival_taken(Game& g, Faction f) { trigger(g, TechToken::AxlotlTanks, f); }
void shipped_from_off_planet(Game& g, Faction f) { trigger(g, TechToken::Heighliners, f); }
void charity_claimed(Game& g, Faction f) { trigger(g, TechToken::SpiceProduction, f); }

std::vector<TechToken> takeable(const Game& g, Faction loser) {
  std::vector<TechToken> out;
  for (int i = 0; i < kTechTokens; ++i)
    if (g.tech.owner[static_cast<std::size_t>(i)] == index(loser)) out.push_back(token_at(i));
  return out;
}

void take(Game& g, Faction winner, Faction loser, TechToken t) {
  g.tech.owner[at(t)] = static_cast<std::int8_t>(index(winner));
  log_public_text(g, "The " + name(winner) + " take the " + std::string(kNames[at(t)]) +
                         " technology token from the " + name(loser) + ".");
}

bool battle_won(Game& g, Faction winner, Faction loser) {
  if (!in_play(g)) return false;
  const auto tokens = takeable(g, loser);
  if (tokens.size() == 1) take(g, winner, loser, tokens[0]);
  return tokens.size() > 1;
}

int stronghold_bonus(const Game& g, Faction f) {
  if (!in_play(g)) return 0;
  return tokens_owned(g, f) == kTechTokens ? 1 : 0;
}

}  // namespace dune::tech
