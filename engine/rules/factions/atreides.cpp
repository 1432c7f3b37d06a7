// The Atreides' rules (GF9 Rulebook 2019 p.17).
// - They see each treachery card up for bid (atreides_bidding_peek).
// - Battle prescience, own and ally's battles (atreides_prescience); Advanced: the Kwisatz Haderach
//   (atreides_kwisatz) and the Karama power to see the opponent's whole plan.
// - Prescience: they see the top card of the spice deck during Shipment and Movement.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

void see_spice_top(Game& g, Faction owner, const EventArgs&) {
  if (g.phase != Phase::ShipMove || g.spiceDeck.empty()) return;
  if (is_shai_hulud(g.spiceDeck.back()))
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is Shai-Hulud.");
  else if (is_sandtrout(g.spiceDeck.back()))
    log_private(g, FactionSet::of(owner), "Prescience: the top card of the spice deck is Sandtrout.");
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

Status check_plan(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner || !a.flag) return Ok{};  // a.flag: the Kwisatz Haderach accompanies the leader
  if (!kwisatz_awake(g))
    return fail(Err::BadPlan,
                "Kwisatz Haderach: only the Atreides, after losing 7 forces in battles, while the token "
                "is not in the Tanks (Atreides sheet).");
  if (!kwisatz_free_here(g))
    return fail(Err::BadPlan, "Kwisatz Haderach: it is used in one territory per turn, and it was used in " +
                                  (g.atreides.kwisatzTerritory == kNoTerritory
                                       ? std::string("another territory")
                                       : std::string(territory(g.atreides.kwisatzTerritory).name)) +
                                  " this turn (Atreides sheet).");
  return Ok{};
}

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
  if (!e.plan || !e.plan->kwisatz) return;
  g.atreides.kwisatzUsedTurn = g.turn;
  g.atreides.kwisatzTerritory = e.t;
}
// It dies only in a Lasgun and Shield explosion.
void kwisatz_exploded(Game& g, Faction, const EventArgs& e) {
  if (!e.plan || !e.plan->kwisatz) return;
  g.atreides.kwisatzInTanks = true;
  log_public(g, "The Kwisatz Haderach is lost to the Tanks.");
}
void kwisatz_revived(Game& g, Faction owner, const EventArgs& e) {
  if (e.f == owner) g.atreides.kwisatzInTanks = false;
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
  // They see each card as it comes up for bid (GF9 p.17), unless a Karama stopped it.
  const BiddingStep& b = g.bidding;
  if (seat == owner && g.phase == Phase::Bidding && b.atreidesPeek &&
      b.current < static_cast<int>(b.up.size()))
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
    {Event::KwisatzRevived, std::nullopt, kwisatz_revived},
};

}  // namespace

extern const FactionModule kAtreidesModule{.faction = Faction::Atreides,
                                           .traits = kTraits,
                                           .events = kEvents,
                                           .view = redact,
                                           .check_plan = check_plan};

}  // namespace dune
