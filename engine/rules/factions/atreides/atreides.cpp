// The Atreides' rules (GF9 Rulebook 2019 p.17).
// - They see each treachery card up for bid (atreides_bidding_peek).
// - Battle prescience, own and ally's battles (atreides_prescience); Advanced: the Kwisatz Haderach
//   (atreides_kwisatz) and the Karama power to see the opponent's whole plan.
// - Prescience: they see the top card of the spice deck during Shipment and Movement.
// - Homeworlds (em_homeworlds): Caladan's faces. High: after a win, one reserve force may join the
//   battle's survivors (em.hw.caladan.*, seed HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md). Low: no look at
//   the spice deck (em.hw.caladan.low).
#include <vector>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

void see_spice_top(Game& g, Faction owner, const EventArgs&) {
  if (g.phase != Phase::ShipMove || g.spiceDeck.empty()) return;
  // Caladan low (HWC; em.hw.caladan.low): the Atreides may not use this look while Caladan is low. A
  // Homeworld face is no advantage a Karama could stop (E3 p.10 (2h), em.hw.karama_immune).
  if (homeworlds::low(g, HomeworldId::Caladan)) {
    log_private(g, FactionSet::of(owner),
                "Caladan is low: no look at the top card of the spice deck this turn.");
    return;
  }
  if (is_shai_hulud(g.spiceDeck.back()))
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is Shai-Hulud.");
  else if (is_sandtrout(g.spiceDeck.back()))
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is Sandtrout.");
  else if (is_great_maker(g.spiceDeck.back()))
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is the Great Maker.");
  else
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is {t}.",
                spice_card_territory(g.spiceDeck.back()));
}

bool self(const Game&, Faction owner, Faction f) { return f == owner; }

// --- The Kwisatz Haderach (Advanced; Atreides sheet, GF9 Rulebook 2019 p.17) ---
constexpr int kKwisatzLosses = 7;  // awake after 7 Atreides forces lost in battles

bool kwisatz_awake(const Game& g) {
  return advanced(g) && g.atreides.battleLosses >= kKwisatzLosses && !g.atreides.kwisatzInTanks;
}
// It is used in one territory per turn; it may accompany leaders again in further battles there.
bool kwisatz_free_here(const Game& g) {
  return g.atreides.kwisatzUsedTurn != g.turn || g.atreides.kwisatzTerritory == g.battle.territory;
}
bool kwisatz_ready(const Game& g, Faction owner, Faction f) {
  return f == owner && kwisatz_awake(g) && kwisatz_free_here(g);
}

constexpr int kKwisatzBonus = 2;        // Atreides sheet: +2 to the leader it accompanies
constexpr int kKwisatzRevivalCost = 2;  // Atreides sheet: revived like a leader, for 2 spice

bool names_kwisatz(const Action& a) {
  if (a.kind == ActionKind::BattlePlan) return arg<ActionKind::BattlePlan, "kwisatz_haderach">(a);
  if (a.kind == ActionKind::Revive) return arg<ActionKind::Revive, "kwisatz_haderach">(a);
  return false;
}
void name_kwisatz(Action& a) {
  if (a.kind == ActionKind::BattlePlan) set_arg<ActionKind::BattlePlan, "kwisatz_haderach">(a, true);
  if (a.kind == ActionKind::Revive) set_arg<ActionKind::Revive, "kwisatz_haderach">(a, true);
}

// f's battle plan names the Kwisatz Haderach.
Status check_kwisatz_plan(const Game& g, Faction owner, Faction f, const Action& a) {
  if (!advanced(g))
    return fail(Err::BadPlan,
                "Battle plan: the Kwisatz Haderach belongs to the Advanced game (GF9 Rulebook 2019, Advanced "
                "rules; Atreides sheet).");
  const Grant kwisatz = hooks::grant(g, Trait::Kwisatz, f);
  if (kwisatz == Grant::Stopped)
    return fail(Err::KaramaStopped, "Kwisatz Haderach: a Karama stopped it for the rest of this phase.");
  if (kwisatz == Grant::No || f != owner || !kwisatz_awake(g))
    return fail(Err::BadPlan,
                "Kwisatz Haderach: only the Atreides, after losing 7 forces in battles, while the token "
                "is not in the Tanks (Atreides sheet).");
  if (!kwisatz_free_here(g))
    return fail(Err::BadPlan, "Kwisatz Haderach: it is used in one territory per turn, and it was used in " +
                                  (g.atreides.kwisatzTerritory == kNoTerritory
                                       ? std::string("another territory")
                                       : std::string(territory(g.atreides.kwisatzTerritory).name)) +
                                  " this turn (Atreides sheet).");
  if (a.leader == kNoLeader && a.card == kNoCard)
    return fail(Err::BadPlan, "Kwisatz Haderach: it accompanies a leader or a Cheap Hero (Atreides sheet).");
  return Ok{};
}

// Atreides sheet: the Kwisatz Haderach is revived like a leader, when leader revival is open (every
// Atreides leader in the Tanks or dead at least once).
bool kwisatz_revivable(const Game& g, Faction, Faction f) {
  if (!hooks::has(g, Trait::RevivesKwisatz, f)) return false;
  for (auto& l : g.leaders(f))
    if (l.where != LeaderWhere::Tanks && l.deaths == 0) return false;
  return true;
}

Status check_kwisatz_revival(const Game& g, Faction owner, Faction f, const Action& a) {
  if (!advanced(g))
    return fail(Err::NotAllowed,
                "Revival: the Kwisatz Haderach belongs to the Advanced game (Atreides sheet).");
  if (!kwisatz_revivable(g, owner, f))
    return fail(Err::NotAllowed,
                "Revival: the Kwisatz Haderach is revived like a leader: only when it is in the Tanks "
                "and every Atreides leader is in the Tanks or has died once (Atreides sheet; GF9 p.9).");
  if (a.leader != kNoLeader || arg<ActionKind::Revive, "karama">(a))
    return fail(Err::NotAllowed, "Revival: the Kwisatz Haderach is the one leader revived this turn.");
  return Ok{};
}

void kwisatz_revived(Game& g, Faction) { g.atreides.kwisatzInTanks = false; }

constexpr Companion kKwisatzHaderach{
    .name = "the Kwisatz Haderach",
    .trait = Trait::Kwisatz,
    .bonus = kKwisatzBonus,
    .revivalCost = kKwisatzRevivalCost,
    .in = names_kwisatz,
    .put = name_kwisatz,
    .check_plan = check_kwisatz_plan,
    .ready = kwisatz_ready,
    .traitorRefusal =
        "Traitor: a leader with the Kwisatz Haderach cannot be called traitor (Atreides sheet).",
    .revivable = kwisatz_revivable,
    .check_revival = check_kwisatz_revival,
    .revived = kwisatz_revived,
};

// Forces the Atreides lost in a battle count toward the Kwisatz Haderach.
void count_losses(Game& g, Faction owner, const EventArgs& e) {
  if (!advanced(g) || e.f != owner || e.n <= 0) return;
  const bool wasAwake = g.atreides.battleLosses >= kKwisatzLosses;
  g.atreides.battleLosses = static_cast<std::int16_t>(g.atreides.battleLosses + e.n);
  if (!wasAwake && g.atreides.battleLosses >= kKwisatzLosses)
    log_public(g, "The Atreides have lost {n} forces in battles: the Kwisatz Haderach awakens.",
               g.atreides.battleLosses);
}
// A revealed plan with the Kwisatz Haderach uses it in that territory this turn.
void kwisatz_used(Game& g, Faction, const EventArgs& e) {
  if (!e.plan || !e.plan->companion) return;
  g.atreides.kwisatzUsedTurn = g.turn;
  g.atreides.kwisatzTerritory = e.t;
}
// It dies only in a Lasgun and Shield explosion.
void kwisatz_exploded(Game& g, Faction, const EventArgs& e) {
  if (!e.plan || !e.plan->companion) return;
  g.atreides.kwisatzInTanks = true;
  log_public(g, "The Kwisatz Haderach is lost to the Tanks.");
}
bool self_or_ally(const Game& g, Faction owner, Faction f) { return f == owner || allied(g, f, owner); }

// Advanced: the Kwisatz Haderach died in a lasgun/shield explosion and may be revived.
bool kwisatz_in_tanks(const Game& g, Faction owner, Faction f) {
  return advanced(g) && f == owner && g.atreides.kwisatzInTanks;
}

// The Atreides' part of the view.
void redact(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  // Advanced battle: the Kwisatz Haderach's progress is public.
  out.atreidesBattleLosses = g.atreides.battleLosses;
  out.kwisatzInTanks = g.atreides.kwisatzInTanks;
  out.kwisatzUsedTurn = g.atreides.kwisatzUsedTurn;
  out.kwisatzTerritory = g.atreides.kwisatzTerritory;
  // They see each card as it comes up for bid (GF9 p.17), unless a Karama stopped it; Caladan's Occupier
  // shares that look (HWC Caladan occupied face, em.hw.caladan.occupied).
  const BiddingStep& b = g.bidding;
  const bool looker = seat == owner || (seat && homeworlds::occupier(g, HomeworldId::Caladan) == *seat);
  if (looker && g.phase == Phase::Bidding && b.atreidesPeek && b.current < static_cast<int>(b.up.size()))
    out.cardUpForBid = b.up[static_cast<std::size_t>(b.current)];
  // Advanced: their Karama power shows the committed plan whole, to them and the ally they fight for.
  const BattleStep& bt = g.battle;
  if (seat && g.phase == Phase::Battle && bt.territory != kNoTerritory && bt.karamaSee &&
      bt.prescienceSide >= 0 && bt.plans[static_cast<std::size_t>(bt.prescienceSide)].submitted) {
    const Faction asker = faction_at(bt.sides[static_cast<std::size_t>(1 - bt.prescienceSide)]);
    if (*seat == asker || *seat == owner)
      out.prescienceAnswer = bt.plans[static_cast<std::size_t>(bt.prescienceSide)];
  }
}

// --- Caladan high: the victory reinforcement (em.hw.caladan.*; HWC Caladan high face; seed
// HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md "HVR"; E3 pp.9-10 (2h)) ---
// After the Atreides win a battle (a traitor win too; an explosion or two traitors leave no winner), while
// Caladan is high, they may move one force from Caladan's reserves to a location of the battle's
// territory, if an Atreides force is still there. It is a move of one counter: no revival, no spice, no
// shipment or movement. The window opens after the winner's losses, the kept cards and the technology
// token, and before a Face Dancer reveal (boundary em.hw.boundary.caladan_face_dancer, choice (a), shown
// with an explicit decline); Caladan's side is asked when the window opens and again when the force is
// chosen (continuous threshold, HVR ¶2), and a move that takes Caladan from 6 to 5 stands.

bool won_current_battle(const Game& g, Faction owner) {
  const BattleStep& b = g.battle;
  return g.phase == Phase::Battle && b.territory != kNoTerritory && b.winner >= 0 &&
         faction_at(b.sides[static_cast<std::size_t>(b.winner)]) == owner;
}

// Where the force may go (em.hw.caladan.location, .sector): a location of the battle's territory, the
// original battle location only, not in storm (boundary em.hw.boundary.caladan_storm, choice (a)); the
// Hidden Mobile Stronghold is its one location (em.hw.boundary.caladan_hms, choice (a)). Empty: no offer.
std::vector<LocationId> reinforcement_sites(const Game& g, Faction owner) {
  std::vector<LocationId> out;
  if (!won_current_battle(g, owner) || g.battle.reinforcementAsked) return out;
  if (!homeworlds::high(g, HomeworldId::Caladan)) return out;  // em.hw.caladan.threshold_checks
  const TerritoryId t = g.battle.territory;
  // em.hw.caladan.survivor: no Atreides force left on the board there, no destination. A battle on Caladan
  // itself is fought by its reserves, which stand on no board location: no offer, the zero net move of
  // em.hw.caladan.native_zero. On a foreign Homeworld the one location is the destination
  // (em.hw.caladan.foreign_hw), under the Homeworld arrival rules (em.hw.caladan.occupancy).
  if (!present_in(g, owner, t)) return out;
  for (LocationId l : locations_of(t))
    if (!location_in_storm(g, l) && homeworlds::arrival_check(g, owner, l)) out.push_back(l);
  return out;
}

bool reinforcement_open(const Game& g, Faction owner) { return !reinforcement_sites(g, owner).empty(); }
void reinforcement_pending(const Game& g, Faction owner, DecisionList& out) {
  if (reinforcement_open(g, owner)) out.push_back({owner, DecisionKind::HomeworldReinforcement, 0, 1});
}
Status reinforcement_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};  // the explicit decline (HVR ¶1: optional)
  const auto sites = reinforcement_sites(g, owner);
  if (std::find(sites.begin(), sites.end(), a.to) == sites.end())
    return fail(Err::NotAllowed,
                "Caladan (Homeworlds): the force from Caladan's reserves goes to a sector of {t}, where the "
                "battle was, and not into the storm (seed HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md).",
                g.battle.territory);
  return Ok{};
}
void reinforcement_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::ReinforceFromHomeworld) {
    Player& p = g.player(owner);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 1);
    place_forces(g, a.to, owner, make_forces(1));
    log_public(g, "Caladan: {f} move one force from their Homeworld to {t} after their win.", owner,
               g.battle.territory);
    // HVR ¶4: an arrival in a stronghold holding an Ambassador goes through the Ambassadors' entry predicate
    // (their owner's after-battle window then answers it); it is no second battle victory.
    hooks::notify(g, Event::Entered, {.f = owner, .t = g.battle.territory, .n = 1, .arrival = true});
  }
  g.battle.reinforcementAsked = true;
}
void reinforcement_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (LocationId l : reinforcement_sites(g, owner))
    out.push_back({.kind = ActionKind::ReinforceFromHomeworld, .to = l});
}

constexpr Window kBattleWindows[] = {
    {WindowPoint::AfterLosses, ActionKind::ReinforceFromHomeworld, DecisionKind::HomeworldReinforcement,
     reinforcement_open, reinforcement_pending, reinforcement_check, reinforcement_exec,
     reinforcement_candidates},
};

constexpr TraitRow kTraits[] = {
    {Trait::SeesCardsUpForBid, Advantage::AtreidesBiddingPeek, self},
    {Trait::RevivesKwisatz, std::nullopt, kwisatz_in_tanks},
    {Trait::Prescience, Advantage::AtreidesPrescience, self_or_ally},
    {Trait::Kwisatz, Advantage::AtreidesKwisatz, self},
    {Trait::KwisatzReady, std::nullopt, kwisatz_ready},
    {Trait::KaramaSeesPlan, std::nullopt, self},
};

constexpr EventRow kEvents[] = {
    {Event::PhaseBegins, std::nullopt, see_spice_top},
    {Event::BattleLosses, std::nullopt, count_losses},
    {Event::PlanRevealed, std::nullopt, kwisatz_used},
    {Event::PlanExploded, std::nullopt, kwisatz_exploded},
};

}  // namespace

constexpr auto kWindows = join_windows(kBattleWindows);

extern const FactionModule kAtreidesModule{.faction = Faction::Atreides,
                                           .traits = kTraits,
                                           .events = kEvents,
                                           .companion = &kKwisatzHaderach,
                                           .windows = kWindows,
                                           .view = redact};

}  // namespace dune
