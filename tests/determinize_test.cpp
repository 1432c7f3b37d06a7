// Determinization (issue 38, item 1; engine/determinize.hpp): a complete game dealt from what one seat knows.
// Over random games with every playable faction in rotation and every variant, Basic and Advanced, at many
// steps and for each seat in turn:
// - the dealt game gives the seat the same answers as the real one: its view (every field, as sent), its
//   legal actions and the acceptance or refusal of every action it might try (tests/support/reshuffle.hpp);
// - nothing the seat does not know is read: a game that differs from the real one only in the seat's unknowns
//   (a reshuffle: other hands, decks, traitors, the modules' secrets) deals exactly the same game;
// - the dealt game keeps every invariant (cards and spice accounted for) and plays on;
// - the same seed deals the same game, another seed another one.
// Sources: GF9 Rulebook 2019 p.12 (what is behind the shield is secret), kDecisionPublicity.
#include "engine/determinize.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/signature.hpp"
#include "tests/support/random_play.hpp"
#include "tests/support/reshuffle.hpp"

namespace dune {
namespace {

using namespace dune::test;

std::string digest_of(const Game& g) {
  std::string s;
  digest(g, s);
  return s;
}

struct Coverage {
  int dealt = 0;
  int sealedPlans = 0;  // dealt while another seat's battle plan was sealed
  int differs = 0;      // dealt games that differ from the real one
};

// The first broken promise for `seat` at g, or empty.
std::string check_deal(const Game& g, Faction seat, Rng& r, long spiceBase, Coverage& cov) {
  const std::uint64_t seed = r.next();
  const Game d = determinize(g, seat, seed);
  ++cov.dealt;
  const std::string at = std::string(faction_key(seat)) + " at version " + std::to_string(g.version) +
                         ", phase " + std::string(phase_key(g.phase));
  if (std::string diff = public_difference(g, d, seat); !diff.empty()) return at + ": " + diff;
  const std::string dd = digest_of(d);
  if (dd != digest_of(g)) ++cov.differs;
  if (dd != digest_of(determinize(g, seat, seed))) return at + ": the same seed dealt another game";
  const Game o = reshuffled(g, seat, r);
  if (const std::string od = digest_of(determinize(o, seat, seed)); dd != od)
    return at + ": a game differing only in what the seat does not know dealt another game" +
           first_difference(dd, od);
  if (std::string e = check_invariants(d, spiceBase); !e.empty()) return at + ": the dealt game breaks " + e;
  if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory)
    for (std::size_t i = 0; i < 2; ++i)
      if (g.battle.sides[i] >= 0 && g.battle.sides[i] != index(seat) && g.battle.plans[i].submitted)
        ++cov.sealedPlans;
  // The dealt game plays on: a few random steps, every one accepted.
  Game p = d;
  Rng pick = Rng::seeded(seed);
  for (int k = 0; k < 12 && !is_over(p); ++k) {
    const std::vector<Decision> ds = pending(p);
    if (ds.empty()) return at + ": no decision open in the dealt game";
    const Decision& x = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
    auto a = sample_legal_action(p, x.seat, pick);
    if (!a) return at + ": no legal action for an open decision in the dealt game";
    if (Status s = apply(p, x.seat, *a); !s)
      return at + ": the dealt game refused a legal action: " + s.error().message;
  }
  return {};
}

TEST(Determinize, DealsWhatTheSeatKnowsAndNothingElse) {
  Coverage cov;
  constexpr int kGames = 8;
  for (int i = 0; i < kGames; ++i) {
    const SetupOptions o = rotation_setup(i, 0xDE7E12ULL);
    Game g = new_game(o).value();
    const long base = spice_on_table(g) - g.bankOut;
    Rng pick = Rng::seeded(o.seed), r = Rng::seeded(o.seed ^ 0xD00DULL);
    for (int step = 0; step < 3000 && !is_over(g); ++step) {
      const std::vector<Decision> ds = pending(g);
      ASSERT_FALSE(ds.empty());
      // Every third step, one seat in turn; every step of a battle's plans, each seat.
      const bool plans = g.phase == Phase::Battle && g.battle.territory != kNoTerritory &&
                         (g.battle.plans[0].submitted || g.battle.plans[1].submitted);
      const auto seats = factions_in_game(g);
      if (plans) {
        for (Faction f : seats) {
          const std::string e = check_deal(g, f, r, base, cov);
          ASSERT_EQ(e, "") << "game " << i;
        }
      } else if (step % 3 == 0) {
        const Faction f = *(seats.begin() + static_cast<std::size_t>(step / 3) % seats.size());
        const std::string e = check_deal(g, f, r, base, cov);
        ASSERT_EQ(e, "") << "game " << i;
      }
      const Decision& d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
      auto a = sample_legal_action(g, d.seat, pick);
      ASSERT_TRUE(a.has_value());
      ASSERT_TRUE(apply(g, d.seat, *a));
    }
  }
  EXPECT_GT(cov.dealt, 3000);
  EXPECT_GT(cov.sealedPlans, 50);
  // Nearly every dealt game differs from the real one (its generator at least).
  EXPECT_EQ(cov.differs, cov.dealt);
}

// A sealed plan of the other side is drawn again (from that seat's legal plans in the dealt game): over a
// few seeds it is not always the real one, and the seat's own plan is never touched.
TEST(Determinize, AnOpponentsSealedPlanIsDrawnAgain) {
  int found = 0, differing = 0;
  for (std::uint64_t seed = 1; seed < 40 && found < 8; ++seed) {
    SetupOptions o;
    o.factions = {Faction::Atreides, Faction::Harkonnen, Faction::Fremen,
                  Faction::Emperor,  Faction::Guild,     Faction::BeneGesserit};
    o.seed = seed;
    Game g = new_game(o).value();
    Rng pick = Rng::seeded(seed);
    for (int step = 0; step < 4000 && !is_over(g); ++step) {
      const BattleStep& b = g.battle;
      if (g.phase == Phase::Battle && b.territory != kNoTerritory &&
          b.plans[0].submitted != b.plans[1].submitted) {
        const std::size_t open = b.plans[0].submitted ? 1 : 0;
        const Faction seat = faction_at(b.sides[open]);
        ++found;
        bool changed = false;
        for (std::uint64_t k = 0; k < 8; ++k) {
          const Game d = determinize(g, seat, k);
          EXPECT_TRUE(d.battle.plans[1 - open].submitted);
          EXPECT_EQ(d.battle.plans[open], b.plans[open]);
          changed = changed || !(d.battle.plans[1 - open] == b.plans[1 - open]);
        }
        differing += changed ? 1 : 0;
        break;
      }
      random_step(g, pick);
    }
  }
  ASSERT_GE(found, 5);
  EXPECT_GE(differing, found - 1);
}

}  // namespace
}  // namespace dune
