// The faction hook interface (engine/rules/factions/hooks.hpp; docs/ENGINE.md). Every advantage a
// Karama can stop (FAQ Nov 2020 p.7; advantages.hpp) is implemented by a row of its owner's module, so
// a stop always withdraws a rule; the folds skip a stopped row and answer Stopped where only stopped
// rows would have granted the trait.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"

namespace dune {
namespace {

using namespace dune::test;

bool has_row(Advantage a) {
  const FactionModule* m = module_of(advantage_info(a).owner);
  if (!m) return false;
  for (const auto& r : m->traits)
    if (r.advantage == a) return true;
  for (const auto& r : m->amounts)
    if (r.advantage == a) return true;
  for (const auto& r : m->events)
    if (r.advantage == a) return true;
  return false;
}

TEST(FactionHooks, EveryBaseFactionHasItsModule) {
  for (Faction f : {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen,
                    Faction::Guild, Faction::Harkonnen}) {
    ASSERT_NE(module_of(f), nullptr) << faction_info(f).name;
    EXPECT_EQ(module_of(f)->faction, f);
  }
}

// The module table has one entry per faction of the twelve, at the faction's index; the expansion
// factions have none until their rules land, and no fold meets them.
TEST(FactionHooks, ModuleTableIsIndexedByFaction) {
  ASSERT_EQ(kFactionModules.size(), static_cast<std::size_t>(kFactions));
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    EXPECT_EQ(module_of(f), kFactionModules[static_cast<std::size_t>(i)]);
    // A faction's module may land before the faction is playable (the Ixians: forces before the Hidden
    // Mobile Stronghold); it is then at its own index.
    if (faction_playable(f) || module_of(f) != nullptr) {
      ASSERT_NE(module_of(f), nullptr) << faction_info(f).name;
      EXPECT_EQ(module_of(f)->faction, f);
    } else {
      EXPECT_EQ(module_of(f), nullptr) << faction_info(f).name;
      EXPECT_FALSE(has_elite_forces(f));
      EXPECT_TRUE(hooks::send_zone_ok(f, T::Carthag));  // no module, no zone rule
    }
  }
}

// hooks::interruption walks kInterruptions, a second list of the modules' interruptions kept for
// speed: it names exactly the modules that have one, with that very row.
TEST(FactionHooks, InterruptionListMatchesTheModules) {
  std::size_t rows = 0;
  for (const FactionModule* m : kFactionModules) {
    if (!m) continue;
    for (const Interruption* i : m->interruptions) {
      ++rows;
      const auto it = std::find_if(kInterruptions.begin(), kInterruptions.end(),
                                   [&](const hooks::SeatedInterruption& r) { return r.rules == i; });
      ASSERT_NE(it, kInterruptions.end()) << faction_info(m->faction).name;
      EXPECT_EQ(it->owner, m->faction);
    }
  }
  EXPECT_EQ(rows, kInterruptions.size());
}

// The seated-window lists (hooks::windows_at) have a fixed room and no allocation: every module's windows
// at one point, all seated at once, must fit in it.
TEST(FactionHooks, SeatedWindowListsHoldEveryWindow) {
  std::array<std::size_t, kWindowPointCount> at{};
  for (const FactionModule* m : kFactionModules)
    if (m)
      for (const Window& w : m->windows) ++at[static_cast<std::size_t>(w.at)];
  for (int p = 0; p < kWindowPointCount; ++p) {
    EXPECT_LE(at[static_cast<std::size_t>(p)], hooks::SeatedWindows::kCapacity) << p;
    EXPECT_EQ(at[static_cast<std::size_t>(p)], hooks::window_count(static_cast<WindowPoint>(p))) << p;
  }
}

// One window per action kind at a point (the phases find a window by its action), and every window answers
// a decision with its entry points filled.
TEST(FactionHooks, EveryWindowIsComplete) {
  for (const FactionModule* m : kFactionModules) {
    if (!m) continue;
    for (const Window& w : m->windows) {
      EXPECT_TRUE(w.open && w.pending && w.check && w.exec && w.candidates) << faction_info(m->faction).name;
      for (const FactionModule* o : kFactionModules)
        if (o)
          for (const Window& v : o->windows)
            if (&v != &w && v.at == w.at && v.action == w.action && o == m)
              ADD_FAILURE() << faction_info(m->faction).name
                            << " places two windows for one action at a point";
    }
  }
}

// adv-karama: while the Harkonnen owe cards back, every other action of anyone is refused with the
// interruption's sentence, and a give-back is accepted.
TEST(FactionHooks, AnOpenInterruptionRefusesEveryOtherAction) {
  Game g = six_factions("advanced", "bidding");
  g.player(Faction::Harkonnen).hand = {{card_by_key("shield"), FactionSet{Faction::Harkonnen}}};
  g.harkonnen.handSwapTarget = static_cast<std::int8_t>(index(Faction::Emperor));
  g.harkonnen.handSwapOwed = 1;
  const Status s = check_action(g, Faction::Emperor, Action{.kind = ActionKind::Pass});
  ASSERT_FALSE(s);
  EXPECT_EQ(std::string(s.error().message),
            "The Harkonnen must first give back the cards their Karama took.");
  EXPECT_FALSE(check_action(g, Faction::Harkonnen, Action{.kind = ActionKind::Truthtrance}));
  EXPECT_TRUE(check_action(g, Faction::Harkonnen,
                           Action{.kind = ActionKind::KaramaGiveCard, .card = card_by_key("shield")}));
  g.harkonnen.handSwapTarget = -1;
  g.harkonnen.handSwapOwed = 0;
  EXPECT_FALSE(hooks::interruption(g).has_value());
}

// Emperor and Fremen sheets (GF9 pp.16,19, Advanced): Sardaukar and Fedaykin are elite forces that
// fight; the Bene Gesserit's special forces are advisors, not elite. A trait of the module.
TEST(FactionHooks, EliteForcesAreAModuleTrait) {
  for (int i = 0; i < kBaseFactions; ++i) {
    const Faction f = faction_at(i);
    EXPECT_EQ(has_elite_forces(f), f == Faction::Emperor || f == Faction::Fremen) << faction_info(f).name;
    EXPECT_EQ(has_elite_forces(f), module_of(f)->eliteForces);
  }
}

// Each module redacts its own state in the view: the Bene Gesserit prediction and the Fremen storm
// card reach their own seat only; the Kwisatz Haderach's progress and the Harkonnen give-back owed are
// public.
TEST(FactionHooks, EachModuleRedactsItsOwnState) {
  Game g = six_factions("advanced", "ship_move");
  g.beneGesserit.predictedFaction = static_cast<std::int8_t>(index(Faction::Guild));
  g.beneGesserit.predictedTurn = 4;
  g.fremen.stormCard = 5;
  g.atreides.battleLosses = 3;
  g.harkonnen.handSwapTarget = static_cast<std::int8_t>(index(Faction::Emperor));
  g.harkonnen.handSwapOwed = 2;
  for (int i = 0; i < kBaseFactions; ++i) {
    const Faction me = faction_at(i);
    const View v = view(g, Viewer::of(me));
    EXPECT_EQ(v.predictedTurn, me == Faction::BeneGesserit ? 4 : 0) << faction_info(me).name;
    EXPECT_EQ(v.predictedFaction, me == Faction::BeneGesserit ? index(Faction::Guild) : -1);
    EXPECT_EQ(v.nextStormCard, me == Faction::Fremen ? 5 : 0) << faction_info(me).name;
    EXPECT_EQ(v.atreidesBattleLosses, 3);
    EXPECT_EQ(v.handSwapTarget, index(Faction::Emperor));
    EXPECT_EQ(v.handSwapOwed, 2);
  }
  const View spectator = view(g, Viewer::spectator());
  EXPECT_EQ(spectator.predictedTurn, 0);
  EXPECT_EQ(spectator.nextStormCard, 0);
  EXPECT_EQ(spectator.atreidesBattleLosses, 3);
  // The give-back owed blocks every other decision.
  const auto d = pending(g);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].seat, Faction::Harkonnen);
  EXPECT_EQ(d[0].kind, DecisionKind::KaramaGiveBack);
}

// A Karama target without a row would be a stop that stops nothing.
TEST(FactionHooks, EveryKaramaAdvantageIsARowOfItsOwnersModule) {
  for (int i = 0; i < kAdvantages; ++i) {
    const auto a = static_cast<Advantage>(i);
    EXPECT_TRUE(has_row(a)) << advantage_info(a).key;
    EXPECT_TRUE(hooks::implements(a, Trait::CrossShip) == (a == Advantage::GuildSpecialShipment))
        << advantage_info(a).key;
  }
}

// GF9 Rulebook 2019 p.9 (1 spice per force into a stronghold, 2 elsewhere) and p.19 (the Guild ships
// at half price, rounded up; its shipment payments go to the Guild); FAQ Nov 2020 p.7 (Karama).
TEST(FactionHooks, AStoppedGuildRowIsSkippedByTheFolds) {
  Game g = six_factions("basic", "ship_move");
  EXPECT_EQ(shipment_cost(g, Faction::Guild, T::Arrakeen, 5), 3);
  EXPECT_EQ(shipment_cost(g, Faction::Guild, T::TheGreatFlat, 5), 5);
  EXPECT_EQ(shipment_cost(g, Faction::Atreides, T::Arrakeen, 5), 5);
  EXPECT_EQ(shipment_payee(g, Faction::Atreides), Faction::Guild);
  EXPECT_EQ(shipment_payee(g, Faction::Guild), std::nullopt);
  EXPECT_EQ(hooks::grant(g, Trait::CrossShip, Faction::Guild), Grant::Yes);

  g.karamaStops |= advantage_bit(Advantage::GuildHalfPrice);
  EXPECT_EQ(shipment_cost(g, Faction::Guild, T::Arrakeen, 5), 5);
  EXPECT_EQ(shipment_payee(g, Faction::Atreides), Faction::Guild);  // another row, still live

  g.karamaStops |= advantage_bit(Advantage::GuildPayment) | advantage_bit(Advantage::GuildSpecialShipment);
  EXPECT_EQ(shipment_payee(g, Faction::Atreides), std::nullopt);
  EXPECT_EQ(hooks::grant(g, Trait::CrossShip, Faction::Guild), Grant::Stopped);
  EXPECT_EQ(hooks::grant(g, Trait::CrossShip, Faction::Atreides), Grant::No);
}

// Fremen sheet (GF9 p.16): move two territories, free send, worm immunity; a Karama stop of the worm
// ride leaves the Fremen without immunity while the send (no advantage: FAQ Nov 2020 p.7) stays.
TEST(FactionHooks, FremenRowsAndTheirStops) {
  Game g = six_factions("basic", "ship_move");
  EXPECT_EQ(hooks::amount(g, Amount::MovementRange, {.f = Faction::Fremen}, 1), 2);
  EXPECT_EQ(hooks::amount(g, Amount::MovementRange, {.f = Faction::Harkonnen}, 1), 1);
  EXPECT_TRUE(worm_immune(g, Faction::Fremen));
  EXPECT_FALSE(worm_immune(g, Faction::Emperor));
  g.karamaStops |= advantage_bit(Advantage::FremenMoveTwo) | advantage_bit(Advantage::FremenWormRide);
  EXPECT_EQ(hooks::amount(g, Amount::MovementRange, {.f = Faction::Fremen}, 1), 1);
  EXPECT_FALSE(worm_immune(g, Faction::Fremen));
  EXPECT_TRUE(hooks::has(g, Trait::ReserveSend, Faction::Fremen));
}

// Emperor sheet (GF9 p.19, Advanced): Sardaukar count double, single against the Fremen; Fremen sheet
// (p.16): Fedaykin count double. A stop skips the row: the elite force counts 1.
TEST(FactionHooks, EliteValueFold) {
  Game g = six_factions("advanced", "ship_move");
  auto value = [&](Faction f, Faction opponent) {
    return hooks::amount(g, Amount::EliteValue, {.f = f, .other = opponent}, 1);
  };
  EXPECT_EQ(value(Faction::Emperor, Faction::Atreides), 2);
  EXPECT_EQ(value(Faction::Emperor, Faction::Fremen), 1);
  EXPECT_EQ(value(Faction::Fremen, Faction::Emperor), 2);
  g.karamaStops |= advantage_bit(Advantage::EmperorSardaukar);
  EXPECT_EQ(value(Faction::Emperor, Faction::Atreides), 1);
  EXPECT_EQ(value(Faction::Fremen, Faction::Emperor), 2);
}

// The facade's one table of phases (phases.hpp PhaseRules): indexed by Phase, each row the phase's own
// module, with a settle for each phase an anytime card or a bribe may leave waiting for nothing.
TEST(PhaseTable, EachPhaseAnswersWithItsOwnModule) {
  const std::pair<Phase, void (*)(Game&)> begins[] = {
      {Phase::Setup, setup_phase::begin},          {Phase::Storm, storm_phase::begin},
      {Phase::SpiceBlow, spice_blow_phase::begin}, {Phase::Nexus, nexus_phase::begin},
      {Phase::Charity, charity_phase::begin},      {Phase::Bidding, bidding_phase::begin},
      {Phase::Revival, revival_phase::begin},      {Phase::ShipMove, ship_move_phase::begin},
      {Phase::Battle, battle_phase::begin},        {Phase::Collection, collection_phase::begin},
      {Phase::MentatPause, mentat_phase::begin}};
  for (const auto& [p, begin] : begins) {
    ASSERT_NE(phase_rules(p), nullptr);
    EXPECT_EQ(phase_rules(p)->begin, begin) << static_cast<int>(p);
  }
  EXPECT_EQ(phase_rules(Phase::GameOver), nullptr);
  EXPECT_EQ(phase_rules(Phase::Storm)->check, &storm_phase::check);
  EXPECT_EQ(phase_rules(Phase::Battle)->candidates, &battle_phase::candidates);
  EXPECT_EQ(phase_rules(Phase::Revival)->settle, &revival_phase::settle);
  EXPECT_EQ(phase_rules(Phase::Charity)->settle, &charity_phase::settle);
  EXPECT_EQ(phase_rules(Phase::MentatPause)->settle, &mentat_phase::settle);
  EXPECT_EQ(phase_rules(Phase::ShipMove)->settle, nullptr);
}

// What holds the game is asked in one order: a faction's interruption before the phase (adv-karama: the
// Harkonnen give back the cards their Karama took before anything else happens).
TEST(PhaseTable, AnInterruptionHoldsTheGameBeforeThePhase) {
  Game g = six_factions("advanced", "bidding");
  EXPECT_EQ(holder_now(g), Holder::Phase);
  g.player(Faction::Harkonnen).hand = {{card_by_key("shield"), FactionSet{Faction::Harkonnen}}};
  g.harkonnen.handSwapTarget = static_cast<std::int8_t>(index(Faction::Emperor));
  g.harkonnen.handSwapOwed = 1;
  EXPECT_EQ(holder_now(g), Holder::Interruption);
  const auto open = pending(g);
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0].seat, Faction::Harkonnen);
  g.amal.open = true;  // the interruption comes before the Amal window too
  EXPECT_EQ(holder_now(g), Holder::Interruption);
  g.harkonnen.handSwapTarget = -1;
  g.harkonnen.handSwapOwed = 0;
  EXPECT_EQ(holder_now(g), Holder::Amal);
}

}  // namespace
}  // namespace dune
