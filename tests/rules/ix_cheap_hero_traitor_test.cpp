// The Cheap Hero traitor card (Ixians & Tleilaxu, variant it_cheap_hero_traitor; registry
// ix.cheap_hero_traitor and the boundary ix.boundary.cheap_hero_face_dancer), as scenarios from stated
// positions. Sources: E1 p.4 (2h: 11 traitor cards, one a Cheap Hero); My Arrakis 4.2, 5.5; TO Game
// (facts only); GF9 Rulebook 2019 p.11 (traitors); docs/expansions/IXIANS_TLEILAXU.md rows 58, 61, 12.12.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Emperor (circle 1, aggressor) against the Harkonnen in The Great Flat, with the variant unless
// `variant` is false. The Emperor hold the traitor cards `emperorTraitors`, the Harkonnen
// `harkonnenTraitors`; the Harkonnen hold a Cheap Hero.
Game duel(const std::string& emperorTraitors, const std::string& harkonnenTraitors = R"(["Bashar"])",
          bool variant = true, const std::string& extraFaction = "") {
  return scenario(
      R"({"setup":{"ruleset":"basic","factions":["emperor","harkonnen")" + extraFaction + R"(],"variants":)" +
      (variant ? R"(["it_cheap_hero_traitor"])" : "[]") +
      R"(,"seed":11,"random_seating":false},"position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":["crysknife"],"traitors":)" +
      emperorTraitors + R"(},
      "harkonnen":{"spice":10,"tanks":0,"hand":["cheap_hero","shield"],"traitors":)" +
      harkonnenTraitors + R"(}}})");
}

int discarded(const Game& g, std::string_view key) {
  return static_cast<int>(std::count_if(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                                        [&](CardId c) { return card_info(c).key == key; }));
}
LeaderWhere where(const Game& g, std::string_view leaderName) {
  const LeaderId l = leader_by_name(leaderName);
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))].where;
}

// ix.cheap_hero_traitor (E1 p.4 (2h); MA 5.5): the Emperor hold the Cheap Hero traitor card and the
// Harkonnen play a Cheap Hero as their leader: the traitor window opens for the Emperor, who call
// traitor and win as with any traitor (GF9 p.11): the Harkonnen lose their forces there and their cards;
// no leader dies and nobody is paid for the Cheap Hero (it has no disc).
TEST(IxCheapHeroTraitor, HolderCallsTreacheryOnACheapHero) {
  Game g = duel(R"(["cheap_hero_traitor"])");
  ASSERT_EQ(g.player(F::Emperor).traitors, std::vector<LeaderId>{kCheapHeroTraitor});
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":6,"defense":"shield"})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Traitor));
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  if (has_pending(g, F::Harkonnen, DecisionKind::Traitor)) act(g, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Harkonnen).tanks.total(), 6);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);  // a Cheap Hero is worth nothing
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Available);
  EXPECT_EQ(discarded(g, "cheap_hero"), 1);
  EXPECT_EQ(discarded(g, "shield"), 1);
  EXPECT_EQ(g.battle.winner >= 0 || g.phase != Phase::Battle || g.battle.territory == kNoTerritory, true);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Without the card the call is refused with a sentence (state unchanged); without the variant a Cheap
// Hero opens no traitor window at all (GF9 p.11: a Cheap Hero is no leader).
TEST(IxCheapHeroTraitor, OnlyItsHolderMayCallAndOnlyWithTheVariant) {
  Game g = duel(R"(["Umman Kudu"])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":6})");
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::Traitor));  // asked: the question tells nothing
  const Error e = refuse(g, F::Emperor, R"({"type":"call_traitor"})");
  EXPECT_EQ(e.code, Err::NotAllowed);
  EXPECT_NE(e.message.str().find("not one of your traitors"), std::string::npos) << e.message.str();

  Game n = duel(R"(["Umman Kudu"])", R"(["Bashar"])", false);
  act(n, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3})");
  act(n, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":6})");
  EXPECT_FALSE(has_pending(n, F::Emperor, DecisionKind::Traitor));
  // A position without the variant cannot hold the card.
  auto file = parse_game_file(
      R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["emperor","harkonnen"],"seed":1},
          "position":{"emperor":{"traitors":["cheap_hero_traitor"]}},"actions":[]})");
  std::string message = file ? std::string() : file.error().message.str();
  if (file) {
    auto refused = start_game(file.value());
    ASSERT_FALSE(refused);
    message = refused.error().message.str();
  }
  EXPECT_NE(message.find("it_cheap_hero_traitor"), std::string::npos) << message;
}

// GF9 p.11 (both traitors) with the Cheap Hero traitor card: the Harkonnen hold Caid, the Emperor the
// Cheap Hero traitor; both call: both sides lose everything there, nobody is paid.
TEST(IxCheapHeroTraitor, BothTraitorsCase) {
  Game g = duel(R"(["cheap_hero_traitor"])", R"(["Caid"])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":3,"weapon":"crysknife"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":6})");
  act(g, F::Emperor, R"({"type":"call_traitor"})");
  act(g, F::Harkonnen, R"({"type":"call_traitor"})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);
  EXPECT_EQ(where(g, "Caid"), LeaderWhere::Tanks);
  EXPECT_EQ(g.player(F::Emperor).spice, 10);
  EXPECT_EQ(g.player(F::Harkonnen).spice, 10);
  EXPECT_EQ(discarded(g, "cheap_hero"), 1);
  EXPECT_EQ(discarded(g, "crysknife"), 1);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.cheap_hero_traitor / ix.base.traitor_deck: the variant adds the card to the traitor deck (the seated
// factions' leaders + 1); every setup deals it like a leader card, and it is in exactly one place
// (the invariant counts it). Its name and key reach the owner's view.
TEST(IxCheapHeroTraitor, InTheTraitorDeckAndDealtLikeALeader) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen, F::Emperor};
  o.randomSeating = false;
  o.seed = 1;
  Game base = new_game(o).value();  // the four traitor cards each are dealt at once
  EXPECT_EQ(base.traitorDeck.size() + 3 * 4, 15u);
  EXPECT_EQ(std::count(base.traitorDeck.begin(), base.traitorDeck.end(), kCheapHeroTraitor), 0);
  o.ruleset.variants = variant_bit(Variant::ItCheapHeroTraitor);
  bool heldOnce = false;
  for (std::uint64_t seed = 1; seed < 40 && !heldOnce; ++seed) {
    o.seed = seed;
    Game g = new_game(o).value();
    EXPECT_EQ(g.traitorDeck.size() + g.player(F::Atreides).traitorDraw.size() +
                  g.player(F::Harkonnen).traitorDraw.size() + g.player(F::Emperor).traitorDraw.size(),
              16u);
    EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
    const auto& h = g.player(F::Harkonnen).traitorDraw;
    if (std::find(h.begin(), h.end(), kCheapHeroTraitor) == h.end()) continue;
    heldOnce = true;
    // The Harkonnen keep all four (their sheet): the Cheap Hero traitor among them, seen only by them.
    // (Setup may still wait for others' picks; the Harkonnen's are kept at the deal.)
    EXPECT_NE(std::find(g.player(F::Harkonnen).traitors.begin(), g.player(F::Harkonnen).traitors.end(),
                        kCheapHeroTraitor),
              g.player(F::Harkonnen).traitors.end());
    const std::string mine = boost::json::serialize(to_json(view(g, Viewer::of(F::Harkonnen))));
    EXPECT_NE(mine.find(R"("key":"cheap_hero_traitor")"), std::string::npos);
    const std::string theirs = boost::json::serialize(to_json(view(g, Viewer::of(F::Atreides))));
    EXPECT_EQ(theirs.find(R"("key":"cheap_hero_traitor")"), std::string::npos);
    g.traitorDeck.push_back(kCheapHeroTraitor);  // a second copy: the invariant catches it
    EXPECT_NE(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  }
  EXPECT_TRUE(heldOnce) << "no seed dealt the card to the Harkonnen";
}

// A faction other than the Harkonnen may keep the Cheap Hero traitor as its one traitor (pick_traitor
// names it by its key; the codec writes it back the same way).
TEST(IxCheapHeroTraitor, PickedAsTheOneTraitor) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Emperor};
  o.randomSeating = false;
  o.ruleset.variants = variant_bit(Variant::ItCheapHeroTraitor);
  for (std::uint64_t seed = 1; seed < 60; ++seed) {
    o.seed = seed;
    Game g = new_game(o).value();
    for (int guard = 0; guard < 8 && !has_pending(g, F::Emperor, DecisionKind::PickTraitor); ++guard) {
      auto ds = pending(g);
      if (ds.empty() || g.phase != Phase::Setup) break;
      std::vector<Action> legal = legal_actions(g, ds.front().seat);
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(apply(g, ds.front().seat, legal.front()).ok());
    }
    if (!has_pending(g, F::Emperor, DecisionKind::PickTraitor)) continue;
    const auto& d = g.player(F::Emperor).traitorDraw;
    if (std::find(d.begin(), d.end(), kCheapHeroTraitor) == d.end()) continue;
    const Action pick = action(R"({"type":"pick_traitor","leader":"cheap_hero_traitor"})");
    ASSERT_EQ(pick.leader, kCheapHeroTraitor);
    EXPECT_EQ(boost::json::serialize(to_json(pick)),
              R"({"type":"pick_traitor","leader":"cheap_hero_traitor"})");
    act(g, F::Emperor, R"({"type":"pick_traitor","leader":"cheap_hero_traitor"})");
    EXPECT_EQ(g.player(F::Emperor).traitors, std::vector<LeaderId>{kCheapHeroTraitor});
    EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
    return;
  }
  FAIL() << "no seed dealt the card to the Emperor";
}

// Boundary 12.12 (ix.boundary.cheap_hero_face_dancer), choice (a): the Cheap Hero traitor card as a
// Tleilaxu Face Dancer is never revealed: the Emperor win with a Cheap Hero and the Tleilaxu get no
// Unmask decision; the boundary is shown to everyone. In the Mentat Pause they may replace it.
TEST(IxCheapHeroTraitor, AsAFaceDancerItIsNeverRevealed) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","tleilaxu","harkonnen"],
      "variants":["it_cheap_hero_traitor"],"seed":11,"random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"tleilaxu","territory":"the_great_flat","count":2},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":["cheap_hero"]},
          "tleilaxu":{"spice":10,"tanks":0,"reserves":18,"hand":[]},"harkonnen":{"spice":10}}})");
  ASSERT_EQ(g.phase, Phase::Battle);
  // The Cheap Hero traitor card becomes one of the Face Dancers (out of wherever the deal put it).
  auto drop = [](std::vector<LeaderId>& v, LeaderId l) {
    v.erase(std::remove(v.begin(), v.end(), l), v.end());
  };
  for (F f : {F::Emperor, F::Harkonnen}) {
    drop(g.player(f).traitors, kCheapHeroTraitor);
    drop(g.player(f).traitorDraw, kCheapHeroTraitor);
  }
  drop(g.traitorDeck, kCheapHeroTraitor);
  const LeaderId out = g.tleilaxu.faceDancers.back();
  g.tleilaxu.faceDancers.back() = kCheapHeroTraitor;
  g.traitorDeck.push_back(out);
  ASSERT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  act(g, F::Emperor, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":8})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":0})");
  for (std::int8_t side : g.battle.sides)
    if (side >= 0 && has_pending(g, faction_at(side), DecisionKind::Traitor))
      act(g, faction_at(side), R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  EXPECT_EQ(forces_at(g, F::Tleilaxu, "the_great_flat"), 0);
  const View v = view(g, Viewer::spectator());
  if (g.battle.step == BattleStep::WinnerCards) {
    EXPECT_TRUE(std::any_of(v.boundaries.begin(), v.boundaries.end(),
                            [](const auto& b) { return b.rule == "ix.boundary.cheap_hero_face_dancer"; }));
  }
  // The Mentat Pause replacement names it by its key.
  const Action replace = action(R"({"type":"replace_face_dancer","leader":"cheap_hero_traitor"})");
  EXPECT_EQ(replace.leader, kCheapHeroTraitor);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

}  // namespace
}  // namespace dune::test

namespace dune::test {
namespace {

// Random play with every variant reaches both rules (so `dune simulate --variants all --check` exercises
// them): Sandtrout breaks alliances, and a holder of the Cheap Hero traitor card calls it; the
// invariants (22 spice cards, every traitor card once) hold at every step.
TEST(IxCheapHeroTraitor, RandomPlayReachesSandtroutAndTheCall) {
  int sandtrout = 0, calls = 0;
  for (std::uint64_t seed = 1; seed <= 300 && (sandtrout == 0 || calls == 0); ++seed) {
    SetupOptions o;
    o.factions = {F::Atreides, F::Harkonnen, F::Ixian, F::Tleilaxu, F::Fremen, F::Emperor};
    // The Ixians & Tleilaxu and Ecaz & Moritani variants (CHOAM & Richese's change every game; theirs play
    // them).
    o.ruleset.variants =
        kAllVariants & ~variant_bit(Variant::CrTreachery) & ~variant_bit(Variant::CrStrongholds);
    o.seed = seed;
    bool seen = false;  // Sandtrout was revealed from turn 2 in this game
    auto made = new_game(o);
    ASSERT_TRUE(made) << made.error().message.str();
    Game g = made.value();
    const int base = spice_on_table(g) - g.bankOut;
    Rng rng = Rng::seeded(seed);
    for (int step = 0; step < 20000 && !is_over(g); ++step) {
      const auto ds = pending(g);
      if (ds.empty()) break;
      const Faction seat = ds[rng.below(static_cast<std::uint32_t>(ds.size()))].seat;
      const auto a = sample_legal_action(g, seat, rng);
      if (!a) continue;
      // A legal call on a plan with a Cheap Hero and no leader: the Cheap Hero traitor card's.
      if (a->kind == ActionKind::CallTraitor) {
        const int me = g.battle.sides[0] == index(seat) ? 0 : 1;
        const BattlePlanRec& opp = g.battle.plans[static_cast<std::size_t>(1 - me)];
        calls += opp.leader == kNoLeader && opp.cheapHero != kNoCard;
      }
      ASSERT_TRUE(apply(g, seat, *a).ok()) << "seed " << seed << ", step " << step;
      if (g.sandtrout != 0) seen = true;
    }
    ASSERT_EQ(check_invariants(g, base), "") << "seed " << seed;
    ASSERT_TRUE(is_over(g)) << "seed " << seed;
    sandtrout += seen;
  }
  EXPECT_GT(sandtrout, 0);
  EXPECT_GT(calls, 0) << "sandtrout " << sandtrout;
}

}  // namespace
}  // namespace dune::test
