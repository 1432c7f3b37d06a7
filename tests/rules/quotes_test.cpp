// The values the view quotes for bots and clients (engine/rules/quotes.hpp) are the values apply()
// counts and charges, Karama stops included: the strength of a dialed force (battle.cpp
// dial_half_points), shipment prices (ship_move.cpp shipment_price) and revival prices
// (revival.cpp revival_price). Sources of the rules themselves: GF9 Rulebook 2019 p.9 (shipment,
// revival), p.19 (Guild half price), faction sheets pp.16-19 (Advanced: Sardaukar, Fedaykin,
// battle hardened), FAQ Nov 2020 p.7 (a Karama stops an advantage for the rest of the phase).
//
// Seating is fixed ("random_seating": false): Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10,
// Guild 13, Harkonnen 16.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/rules/quotes.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// `a` (the aggressor) against `b` in The Great Flat, Advanced unless stated; `b` holds a Karama.
Game duel(const std::string& a, const std::string& aForces, const std::string& b, const std::string& bForces,
          const std::string& ruleset = "advanced") {
  return scenario(
      R"({"setup":{"ruleset":")" + ruleset + R"(","factions":[")" + a + R"(",")" + b +
      R"("],"seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":")" +
      a + R"(","territory":"the_great_flat",)" + aForces + R"(},
                {"faction":")" +
      b + R"(","territory":"the_great_flat",)" + bForces + R"(}],"spice_on_board":[],
      ")" +
      a + R"(":{"spice":10,"tanks":0,"hand":[],"traitors":[]},
      ")" +
      b + R"(":{"spice":10,"tanks":0,"hand":["karama"],"traitors":[]}}})");
}

const BattleQuote* quote_of(const View& v, F f, F opponent) {
  for (const BattleQuote& q : v.battleQuotes)
    if (q.faction == f && q.opponent == opponent && q.territory == v.battleTerritory) return &q;
  return nullptr;
}

bool log_has(const Game& g, const std::string& text) {
  return std::any_of(g.log.begin(), g.log.end(),
                     [&](const auto& e) { return e.text.find(text) != std::string::npos; });
}

// The quoted per-force values, composed over a plan, count every plan as dial_half_points does:
// Basic and Advanced, each faction against each other, with and without each battle advantage
// stopped.
TEST(Quotes, DialStrengthComposesAsTheRuleCountsIt) {
  const AdvantageBits stops[] = {
      0, advantage_bit(Advantage::EmperorSardaukar), advantage_bit(Advantage::FremenFedaykin),
      advantage_bit(Advantage::FremenBattleHardened),
      advantage_bit(Advantage::FremenFedaykin) | advantage_bit(Advantage::FremenBattleHardened)};
  for (const char* ruleset : {"basic", "advanced"}) {
    Game g = six_factions(ruleset, "battle");
    for (AdvantageBits s : stops) {
      g.karamaStops = s;
      for (int fi = 0; fi < kFactions; ++fi)
        for (int oi = 0; oi < kFactions; ++oi) {
          if (fi == oi) continue;
          const F f = faction_at(fi), o = faction_at(oi);
          const ForceValues v = force_values(g, f, o);
          for (int dial = 0; dial <= 6; ++dial)
            for (int elite = 0; elite <= dial; ++elite)
              for (int spice = 0; spice <= dial; ++spice) {
                BattlePlanRec p;
                p.dial = static_cast<std::int8_t>(dial);
                p.elite = static_cast<std::int8_t>(elite);
                p.spice = static_cast<std::int16_t>(spice);
                ASSERT_EQ(dial_half_points(v, dial, elite, spice), battle_phase::dial_half_points(g, f, o, p))
                    << ruleset << " " << faction_key(f) << " vs " << faction_key(o) << " stops " << s
                    << " dial " << dial << " elite " << elite << " spice " << spice;
              }
        }
    }
  }
}

// Emperor sheet (Advanced) and FAQ Nov 2020 p.7: a Sardaukar counts double until a Karama stops
// it; the view's quote changes with the stop, and the plan then counts what the quote says (the
// log shows the strength resolve() counted).
TEST(Quotes, StoppedSardaukarCountSingle) {
  Game g = duel("emperor", R"("count":2,"special":2)", "harkonnen", R"("count":6)");
  ASSERT_EQ(g.phase, Phase::Battle);
  for (F seat : {F::Emperor, F::Harkonnen}) {
    const View seen = view(g, Viewer::of(seat));
    const BattleQuote* q = quote_of(seen, F::Emperor, F::Harkonnen);
    ASSERT_NE(q, nullptr);
    EXPECT_EQ(q->normal, 2);
    EXPECT_EQ(q->elite, 2);
    EXPECT_EQ(q->value, (ForceValues{1, 2, 2, 4}));
  }
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"emperor","advantage":"emperor_sardaukar"})");
  const View v = view(g, Viewer::of(F::Emperor));
  const BattleQuote* q = quote_of(v, F::Emperor, F::Harkonnen);
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(q->value, (ForceValues{1, 2, 1, 2}));
  EXPECT_EQ(dial_half_points(q->value, 2, 2, 1), 3);  // one supported Sardaukar 1, one unsupported 1/2
  const BattleQuote* theirs = quote_of(v, F::Harkonnen, F::Emperor);
  ASSERT_NE(theirs, nullptr);
  EXPECT_EQ(theirs->value.normal, 1);  // the stop is the Emperor's: Harkonnen forces count as before
  EXPECT_EQ(theirs->value.normalSupported, 2);
  EXPECT_EQ(theirs->elite, 0);  // the Harkonnen have no elite forces
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2,"elite":2,"spice":1})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Piter de Vries","dial":3,"spice":3})");
  EXPECT_TRUE(log_has(g, "2 elite, 1 spice: strength 1.5)"));
  EXPECT_TRUE(log_has(g, "0 elite, 3 spice: strength 3)"));
}

// Fremen sheet (Advanced): Fremen forces are battle hardened (full strength, no spice) and Fedaykin
// count double; the Emperor's Sardaukar count single against the Fremen. A Karama stopping the
// battle hardening makes an unsupported Fremen force count half, and spice then counts and is
// accepted: spice_counts() is exactly when a plan may dial spice.
TEST(Quotes, StoppedBattleHardenedFremenNeedSpice) {
  Game g = duel("fremen", R"("count":4,"special":1)", "emperor", R"("count":3,"special":2)");
  ASSERT_EQ(g.phase, Phase::Battle);
  View v = view(g, Viewer::of(F::Fremen));
  const BattleQuote* fremen = quote_of(v, F::Fremen, F::Emperor);
  const BattleQuote* emperor = quote_of(v, F::Emperor, F::Fremen);
  ASSERT_NE(fremen, nullptr);
  ASSERT_NE(emperor, nullptr);
  EXPECT_EQ(fremen->value, (ForceValues{2, 2, 4, 4}));
  EXPECT_EQ(emperor->value, (ForceValues{1, 2, 1, 2}));  // Sardaukar single against the Fremen
  EXPECT_FALSE(spice_counts(fremen->value));
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4,"spice":1})").code,
            Err::BadPlan);

  act(g, F::Emperor, R"({"type":"karama_stop","target":"fremen","advantage":"fremen_battle_hardened"})");
  v = view(g, Viewer::of(F::Fremen));
  fremen = quote_of(v, F::Fremen, F::Emperor);
  ASSERT_NE(fremen, nullptr);
  EXPECT_EQ(fremen->value, (ForceValues{1, 2, 2, 4}));
  EXPECT_TRUE(spice_counts(fremen->value));
  EXPECT_EQ(dial_half_points(fremen->value, 4, 1, 2), 4 + 2 + 2);  // Fedaykin and one force supported
  Game h = g;
  act(h, F::Fremen, R"({"type":"battle_plan","leader":"Jamis","dial":4,"elite":1,"spice":2})");
  act(h, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1})");
  EXPECT_TRUE(log_has(h, "1 elite, 2 spice: strength 4)"));
}

// GF9 Rulebook 2019 p.19: the Guild ships at half price, rounded up on the total, until a Karama
// stops it (FAQ Nov 2020 p.7); the view's price tables are what the shipment then costs.
TEST(Quotes, ShipmentPricesFollowStoppedGuildHalfPrice) {
  Game g = six_factions("basic", "ship_move", R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]},
                                                  "guild": {"spice": 20, "hand": []}})",
                        12);
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::Ship));
  View v = view(g, Viewer::of(F::Guild));
  ASSERT_TRUE(v.shipmentQuote);
  const ShipmentQuote& half = *v.shipmentQuote;
  ASSERT_GE(half.stronghold.size(), 3u);
  EXPECT_EQ(half.stronghold[0], 1);  // 1 force: 1/2 rounded up
  EXPECT_EQ(half.stronghold[2], 2);
  EXPECT_EQ(half.elsewhere[2], 3);
  EXPECT_EQ(half.toReserves[2], 2);

  act(g, F::BeneGesserit, R"({"type":"karama_stop","target":"guild","advantage":"guild_half_price"})");
  v = view(g, Viewer::of(F::Guild));
  ASSERT_TRUE(v.shipmentQuote);
  const ShipmentQuote& full = *v.shipmentQuote;
  EXPECT_EQ(full.stronghold[2], 3);
  EXPECT_EQ(full.elsewhere[2], 6);
  EXPECT_EQ(full.crossElsewhere[2], 6);   // cross-shipping pays the rate of the shipper too
  EXPECT_EQ(full.karamaElsewhere[2], 3);  // a Karama card still buys Guild rates
  const Action ship = action(R"({"type":"ship","to":"funeral_plain","forces":3})");
  EXPECT_EQ(quoted_price(full, ship), ship_move_phase::shipment_price(g, F::Guild, ship));
  const int before = g.player(F::Guild).spice;
  act(g, F::Guild, R"({"type":"ship","to":"funeral_plain","forces":3})");
  EXPECT_EQ(before - g.player(F::Guild).spice, 6);
}

// Every quoted shipment price is shipment_price's for that action: each seat, each route and count.
TEST(Quotes, ShipmentTablesEqualTheRuleForEveryRoute) {
  Game g = six_factions("advanced", "ship_move", R"({"atreides": {"spice": 10, "hand": [], "ally": "guild"},
                                                     "guild": {"spice": 10, "hand": [], "ally": "atreides"}})",
                        12);
  for (F f : factions_in_game(g)) {
    const ShipmentQuote q = shipment_quote(g, f);
    for (const char* to : {"carthag", "funeral_plain"})
      for (int n = 1; n <= static_cast<int>(q.stronghold.size()); ++n)
        for (int route = 0; route < 4; ++route) {
          Action a{.kind = ActionKind::Ship, .amount = static_cast<std::int16_t>(n), .to = loc(to)};
          if (route == 1) a.card = card_by_key("karama");
          if (route == 2) a.from = loc("tueks_sietch");
          if (route == 3) a.flag = true;
          EXPECT_EQ(quoted_price(q, a), ship_move_phase::shipment_price(g, f, a))
              << faction_key(f) << " " << to << " n " << n << " route " << route;
        }
  }
}

// GF9 Rulebook 2019 p.9 and Fremen sheet p.16: the Fremen's ally revives 3 free; a Karama stopping
// that (FAQ Nov 2020 p.7) puts the Atreides back at 2 free. The quote is what the revival costs.
TEST(Quotes, RevivalPricesFollowStoppedFremenAllyRevival) {
  Game g =
      six_factions("basic", "revival", R"({"atreides": {"spice": 10, "hand": [], "tanks": 5, "ally": "fremen",
                                                               "leaders_in_tanks": ["Duncan Idaho"]},
                                                "fremen": {"spice": 10, "hand": [], "ally": "atreides"},
                                                "harkonnen": {"spice": 10, "hand": ["karama"]}})",
                   0);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::Revive));
  View v = view(g, Viewer::of(F::Atreides));
  ASSERT_TRUE(v.revivalQuote);
  EXPECT_EQ(v.revivalQuote->forces, (std::vector<std::int16_t>{0, 0, 0, 0, 2, 4}));
  EXPECT_EQ(v.revivalQuote->free, 3);  // the Fremen ally's 3 (Atreides' own: 2)
  EXPECT_EQ(v.revivalQuote->free, free_revival(g, F::Atreides));
  ASSERT_EQ(v.revivalQuote->leaders.size(), 1u);
  EXPECT_EQ(v.revivalQuote->leaders[0],
            (std::pair<LeaderId, std::int16_t>{leader_by_name("Duncan Idaho"), 2}));
  EXPECT_FALSE(view(g, Viewer::spectator()).revivalQuote);  // the seat's own prices only

  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"fremen","advantage":"fremen_ally_revival"})");
  v = view(g, Viewer::of(F::Atreides));
  ASSERT_TRUE(v.revivalQuote);
  EXPECT_EQ(v.revivalQuote->forces[3], 2);
  EXPECT_EQ(v.revivalQuote->free, 2);  // stopped: the Atreides' own free revivals
  EXPECT_EQ(to_json(v).as_object().at("revival_prices").at("free").to_number<int>(), 2);
  const Action revive = action(R"({"type":"revive","forces":3})");
  EXPECT_EQ(quoted_price(*v.revivalQuote, revive), revival_phase::revival_price(g, F::Atreides, revive));
  act(g, F::Atreides, R"({"type":"revive","forces":3})");
  EXPECT_EQ(g.player(F::Atreides).spice, 8);
}

// The view JSON carries the quotes (docs/API.md): battle strength in half points, price tables.
TEST(Quotes, WrittenInTheViewJson) {
  Game g = duel("emperor", R"("count":2,"special":2)", "harkonnen", R"("count":6)");
  std::string js = boost::json::serialize(to_json(view(g, Viewer::of(F::Emperor))));
  EXPECT_NE(
      js.find(R"({"territory":"the_great_flat","faction":"emperor","opponent":"harkonnen","forces":2,)"
              R"("elite":2,"half_points":{"normal":1,"normal_supported":2,"elite":2,"elite_supported":4},)"),
      std::string::npos)
      << js;
  // The current battle's leaders, each with what it counts there (issue 39;
  // tests/rules/leader_quote_test.cpp).
  EXPECT_NE(js.find(R"(,"leaders":[{"leader":{"id":)"), std::string::npos) << js;
  EXPECT_NE(js.find(R"("shipment_prices":null)"), std::string::npos) << js;
  Game s = six_factions("basic", "ship_move", "{}", 12);
  js = boost::json::serialize(to_json(view(s, Viewer::of(F::Guild))));
  EXPECT_NE(js.find(R"("shipment_prices":{"stronghold":[1,1,2,2,3)"), std::string::npos) << js;
  EXPECT_NE(js.find(R"("battle_strength":[])"), std::string::npos) << js;
  js = boost::json::serialize(to_json(view(s, Viewer::spectator())));
  EXPECT_NE(js.find(R"("shipment_prices":null)"), std::string::npos) << js;
}

// Atreides sheet (Advanced; GF9 Rulebook 2019 p.17): the Kwisatz Haderach joins a plan once 7 Atreides forces
// were lost in battles, not from the Tanks, in one territory per turn (again in that territory: audit
// 2.01.11), and not while a Karama stops it (FAQ Nov 2020 p.7). The quote says so exactly when a plan with it
// passes the checks, so that neither the client nor the bots restate the rule.
TEST(Quotes, KwisatzReadyExactlyWhenAPlanWithItIsAccepted) {
  auto ready = [](const Game& g) {
    const View v = view(g, Viewer::of(F::Atreides));
    const BattleQuote* q = quote_of(v, F::Atreides, F::Harkonnen);
    EXPECT_NE(q, nullptr);
    const Action plan =
        action(R"({"type":"battle_plan","leader":"Duncan Idaho","dial":2,"kwisatz_haderach":true})");
    const Status s = check_action(g, F::Atreides, plan);
    EXPECT_EQ(q && q->kwisatzReady, static_cast<bool>(s))
        << (s ? std::string() : std::string(s.error().message));
    const BattleQuote* theirs = quote_of(v, F::Harkonnen, F::Atreides);
    EXPECT_TRUE(theirs && !theirs->kwisatzReady);
    return q && q->kwisatzReady;
  };
  Game g = duel("atreides", R"("count":6)", "harkonnen", R"("count":6)");
  ASSERT_EQ(g.phase, Phase::Battle);
  act(g, F::Atreides, R"({"type":"pass"})");  // no prescience question: the plans are due
  EXPECT_FALSE(ready(g));                     // asleep
  g.atreides.battleLosses = 7;
  EXPECT_TRUE(ready(g));
  g.atreides.kwisatzUsedTurn = g.turn;  // used this turn in another territory
  g.atreides.kwisatzTerritory = territory_by_key("arrakeen");
  EXPECT_FALSE(ready(g));
  g.atreides.kwisatzTerritory = g.battle.territory;  // used this turn here: it may join again
  EXPECT_TRUE(ready(g));
  g.atreides.kwisatzInTanks = true;
  EXPECT_FALSE(ready(g));
  g.atreides.kwisatzInTanks = false;
  act(g, F::Harkonnen, R"({"type":"karama_stop","target":"atreides","advantage":"atreides_kwisatz"})");
  EXPECT_FALSE(ready(g));
  Game basic = duel("atreides", R"("count":6)", "harkonnen", R"("count":6)", "basic");
  act(basic, F::Atreides, R"({"type":"pass"})");
  basic.atreides.battleLosses = 7;
  EXPECT_FALSE(ready(basic));
}

}  // namespace
}  // namespace dune
