// Elite forces in shipments and moves (issue 17): the Emperor chooses which forces ship and move,
// Sardaukar or not, and the Fremen likewise with their Fedaykin. The Ship and Move actions name
// `elite` of their forces (amount3); left out, normal forces go first, as stored games replay.
// Sources: GF9 Rulebook 2019 pp.9-10 (a shipment or move of "forces", no order among them), p.16
// Fremen sheet (Fedaykin), p.19 Emperor sheet (Sardaukar); in the Basic game the starred tokens are
// ordinary forces (pp.16,19; docs/RULES_SOURCES.md note 7). Rule registry: ship.elite_choice.
//
// Seating is fixed: with the storm in sector 0 the storm order is Atreides, Bene Gesserit, Emperor,
// Fremen, Guild, Harkonnen.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/movement.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

Game ship_move(const std::string& fields, const char* ruleset = "advanced") {
  return six_factions(ruleset, "ship_move", fields, 0, 3, 9);
}

Forces at(const Game& g, Faction f, std::string_view t) {
  Forces sum;
  for (LocationId l : locations_of(territory_by_key(t))) {
    sum.normal = static_cast<std::uint8_t>(sum.normal + forces_at(g, l, f).normal);
    sum.special = static_cast<std::uint8_t>(sum.special + forces_at(g, l, f).special);
  }
  return sum;
}

// Advanced: the Emperor ships 3 forces, 2 of them Sardaukar, into Carthag; the reserves lose
// exactly those.
TEST(EliteForces, EmperorShipsSardaukar) {
  Game g = ship_move("{}");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  ASSERT_EQ(g.player(F::Emperor).reserves, (Forces{15, 5}));
  act(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":3,"elite":2})");
  EXPECT_EQ(at(g, F::Emperor, "carthag"), (Forces{1, 2}));
  EXPECT_EQ(g.player(F::Emperor).reserves, (Forces{14, 3}));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Without the field a shipment takes normal forces first, elite ones only for the rest: what every
// shipment did before the choice existed, so stored games replay as they were played.
TEST(EliteForces, UnnamedEliteMeansNormalFirst) {
  Game g = ship_move(R"({"emperor": {"spice": 30}})");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  Game h = g;
  act(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":3})");
  EXPECT_EQ(at(g, F::Emperor, "carthag"), (Forces{3, 0}));
  // 17 forces: the 15 normal ones, then 2 Sardaukar.
  act(h, F::Emperor, R"({"type":"ship","to":"carthag","forces":17})");
  EXPECT_EQ(at(h, F::Emperor, "carthag"), (Forces{15, 2}));
  EXPECT_EQ(h.player(F::Emperor).reserves, (Forces{0, 3}));
}

// Not more elite forces than the source holds, not more than the forces shipped, and the rest must be
// normal forces the source holds.
TEST(EliteForces, EliteCountIsChecked) {
  Game g = ship_move(R"({"emperor": {"spice": 30}})");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":6,"elite":6})").code,
            Err::NoSuchForces);  // 5 Sardaukar
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":2,"elite":3})").code,
            Err::BadAction);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":20,"elite":4})").code,
            Err::NoSuchForces);  // 16 normal, 15 held
  Action neg{.kind = ActionKind::Ship, .amount = 2, .amount3 = -1, .to = loc("carthag")};
  EXPECT_EQ(refuse_action(g, F::Emperor, neg).code, Err::BadAction);
  act(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":20,"elite":5})");
  EXPECT_EQ(at(g, F::Emperor, "carthag"), (Forces{15, 5}));
}

// Only the Emperor and the Fremen have elite forces; Bene Gesserit advisors are not elite.
TEST(EliteForces, OnlyEliteFactionsNameElite) {
  Game g = ship_move("{}");
  pass_until_decision(g, F::Atreides, DecisionKind::Ship);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"ship","to":"carthag","forces":1,"elite":1})").code,
            Err::NotAllowed);
}

// Basic: the starred tokens are ordinary forces; there is no elite force to name.
TEST(EliteForces, BasicHasNoEliteForces) {
  Game g = ship_move("{}", "basic");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  EXPECT_EQ(g.player(F::Emperor).reserves, (Forces{20, 0}));
  const Error e = refuse(g, F::Emperor, R"({"type":"ship","to":"carthag","forces":2,"elite":1})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.find("Basic"), std::string::npos) << e.message;
  for (const Action& a : legal_actions(g, F::Emperor, nullptr, 1000)) EXPECT_EQ(a.amount3, 0);
}

// The Fremen move 3 of a group of 4 normal forces and 2 Fedaykin, both Fedaykin among them; the
// elite count is held against the group moved.
TEST(EliteForces, FremenMoveFedaykin) {
  const std::string pos = R"({"forces": [{"faction": "fremen", "territory": "the_great_flat", "count": 4,
                                          "special": 2}]})";
  Game g = ship_move(pos);
  pass_until_decision(g, F::Fremen, DecisionKind::Move);
  EXPECT_EQ(refuse(g, F::Fremen,
                   R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3,"elite":3})")
                .code,
            Err::NoSuchForces);
  act(g, F::Fremen, R"({"type":"move","from":"the_great_flat","to":"funeral_plain","forces":3,"elite":2})");
  EXPECT_EQ(at(g, F::Fremen, "funeral_plain"), (Forces{1, 2}));
  EXPECT_EQ(at(g, F::Fremen, "the_great_flat"), (Forces{3, 0}));
}

// The legal list offers both ends of the choice where it is open (normal first, and as many elite
// forces as the action can take), in sampled and full enumeration; every offer is legal.
TEST(EliteForces, LegalListOffersTheChoice) {
  Game g = ship_move("{}");
  pass_until_decision(g, F::Emperor, DecisionKind::Ship);
  auto full = legal_actions(g, F::Emperor, nullptr, 1000);
  EXPECT_TRUE(std::any_of(full.begin(), full.end(),
                          [](const Action& a) { return a.kind == ActionKind::Ship && a.amount3 == 1; }));
  Rng rng = Rng::seeded(7);
  int elite = 0;
  for (int i = 0; i < 20; ++i)
    for (const Action& a : legal_actions(g, F::Emperor, &rng, 30)) {
      EXPECT_TRUE(check_action(g, F::Emperor, a)) << boost::json::serialize(to_json(a));
      if (a.kind == ActionKind::Ship && a.amount3 > 0) {
        ++elite;
        EXPECT_EQ(a.amount3, std::min<int>(a.amount, 5));
      }
    }
  EXPECT_GT(elite, 0);
}

// The codec writes "elite" on a shipment or move only when named, and reads it back.
TEST(EliteForces, CodecRoundTrip) {
  Action a{.kind = ActionKind::Ship, .amount = 3, .amount3 = 2, .to = loc("carthag")};
  const std::string s = boost::json::serialize(to_json(a));
  EXPECT_NE(s.find("\"elite\":2"), std::string::npos) << s;
  EXPECT_EQ(action(s), a);
  Action m{.kind = ActionKind::Move, .amount = 3, .from = loc("arrakeen"), .to = loc("carthag")};
  const std::string ms = boost::json::serialize(to_json(m));
  EXPECT_EQ(ms.find("elite"), std::string::npos) << ms;
  EXPECT_EQ(action(ms), m);
  m.amount3 = 1;
  EXPECT_EQ(action(boost::json::serialize(to_json(m))), m);
}

}  // namespace
}  // namespace dune
