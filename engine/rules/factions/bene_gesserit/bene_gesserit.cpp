// The Bene Gesserit's rules (GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Revised Rulebook v2.3).
// - Spiritual advisor: a free force to the Polar Sink whenever another faction ships from
//   off-planet (bg_advisor); Advanced: or, as an advisor, to where that faction shipped.
// - Advanced advisors and fighters: arriving forces take the stance already in the territory;
//   Wartime (before Shipment and Movement, advisors may flip to fighters, not with the ally present
//   nor under the storm); Intrusion (a non-allied faction entering onto fighters: they may flip to
//   advisors); Universal Stewards (advisors alone flip to fighters); Take Up Arms (advisors moving
//   into an occupied territory where the Bene Gesserit have no forces may arrive as fighters).
// - Setup: the prediction of a faction and a turn, before the traitor draw (GF9 p.21); Advanced
//   (adv-spice): the starting force goes, after the Fremen have placed, to a territory of their choice
//   instead of the Polar Sink (alone there, a fighter; else an advisor).
#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

constexpr Faction kSelf = Faction::BeneGesserit;

// --- Advanced: advisors and fighters (GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Revised Rulebook v2.3) ---
// The Bene Gesserit's `special` forces on the board are advisors (engine/core/board.hpp: fighters_at,
// advisors_at, forces_in and factions_present count fighting forces only).

int advisors_in(const Game& g, TerritoryId t) {
  int n = 0;
  for (LocationId l : locations_of(t)) n += advisors_at(g, kSelf, l);
  return n;
}
int fighters_in(const Game& g, TerritoryId t) { return forces_in(g, kSelf, t); }

// Flip every Bene Gesserit force in t to advisors (true) or fighters (false).
void flip_territory(Game& g, TerritoryId t, bool toAdvisors) {
  for (LocationId l : locations_of(t)) {
    const int n = forces_at(g, l, kSelf).total();
    convert_forces(g, l, kSelf, toAdvisors ? make_forces(0, n) : make_forces(n));
  }
}

// Forces arriving at l from reserves take the stance the Bene Gesserit already have in that territory
// (FAQ Nov 2020 p.4), else advisors if asAdvisors, else fighters.
void arrive(Game& g, LocationId l, int n, bool asAdvisors) {
  const TerritoryId t = location(l).territory;
  bool advisors = asAdvisors;
  if (advisors_in(g, t) > 0) advisors = true;
  if (fighters_in(g, t) > 0) advisors = false;
  place_forces(g, l, kSelf, advisors ? make_forces(0, n) : make_forces(n));
}

// Will forces arriving in t (moved from `from`, or from reserves when from is kNoLocation) be advisors?
// They take the stance the Bene Gesserit already have there; else a moving group keeps its own. Advisors
// arriving do not trigger the ally constraint (Revised Rulebook v2.3 p.15).
bool arrives_as_advisors(const Game& g, LocationId from, TerritoryId t) {
  if (!advanced(g)) return false;
  if (fighters_in(g, t) > 0) return false;
  if (advisors_in(g, t) > 0) return true;
  return from != kNoLocation && from >= 0 && from < kLocations && advisors_at(g, kSelf, from) > 0;
}

// Stormed In (GF9 p.18): Bene Gesserit forces in t stand under the storm.
bool stormed(const Game& g, TerritoryId t) {
  for (LocationId l : locations_of(t))
    if (location_in_storm(g, l) && forces_at(g, l, kSelf).total() > 0) return true;
  return false;
}

// Universal Stewards: advisors alone in a territory flip to fighters (not under storm).
void stewards(Game& g) {
  if (!advanced(g) || !g.in_game(kSelf)) return;
  // The territories holding advisors, from one pass over the Bene Gesserit's board column (asked in territory
  // order, as before).
  static_assert(kTerritories <= 64);
  std::uint64_t advised = 0;
  for (LocationId l = 0; l < kLocations; ++l)
    if (advisors_at(g, kSelf, l) > 0) advised |= std::uint64_t{1} << location(l).territory;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (!((advised >> t) & 1u)) continue;
    if (factions_with_forces(g, t) != FactionSet::of(kSelf)) continue;
    if (stormed(g, t)) continue;  // Stormed In: advisors do not flip to fighters under the storm
    flip_territory(g, t, false);
    log_public(g, "The Bene Gesserit advisors alone in {t} become fighters (Universal Stewards).", t);
  }
}

// Wallach IX low (HWC; em.hw.wallach_ix.low): no spiritual advisor is sent while Wallach IX is low. A
// Homeworld face is no advantage a Karama could stop (E3 p.10 (2h), em.hw.karama_immune).
bool follows(const Game& g, Faction owner, Faction f) {
  return f != owner && g.player(owner).reserves.total() > 0 && !homeworlds::low(g, HomeworldId::WallachIX);
}

// Wartime (GF9 p.18): advisors in t may flip to fighters: not with the ally there (Peacetime, FAQ
// Nov 2020 p.4), not under the storm (Stormed In).
bool wartime_flip_ok(const Game& g, TerritoryId t) {
  if (advisors_in(g, t) == 0 || stormed(g, t)) return false;
  auto a = ally_of(g, kSelf);
  return !(a && all_forces_in(g, *a, t) > 0);
}

// Intrusion (GF9 p.18): forces of a faction not allied with the Bene Gesserit entered t where the
// Bene Gesserit have fighters.
bool intruded(const Game& g, Faction f, TerritoryId t) {
  if (f == kSelf || allied(g, f, kSelf)) return false;
  // Homeworlds variant (E3 p.15 (2h), em.hw.ship_between): fighters on a Homeworld never become advisors.
  if (is_homeworld_territory(t)) return false;
  return fighters_in(g, t) > 0;
}

// FAQ Nov 2020 p.4: a shipment arrives as advisors where advisors already are (a cross-shipment of
// advisors keeps its stance); a shipment back to reserves lands nowhere.
bool ships_as_advisors(const Game& g, const Action& a) {
  if (arg<ActionKind::Ship, "to_reserves">(a)) return false;
  if (a.to < 0 || a.to >= kLocations) return false;
  return arrives_as_advisors(g, a.from, location(a.to).territory);
}

// Move (or cross-ship) forces and settle the stance in the destination territory.
void move(Game& g, LocationId from, LocationId to, int n, bool asAdvisors) {
  const TerritoryId t = location(to).territory;
  const bool advisors = fighters_in(g, t) == 0 && (asAdvisors || arrives_as_advisors(g, from, t));
  move_group(g, kSelf, from, to, n);
  flip_territory(g, t, advisors);
}

// Take Up Arms (Landsraad rules 2.02.16, 2.02.18-19): advisors moved into a territory another faction
// occupies, where the Bene Gesserit have no forces, may become fighters on arrival, within the
// stronghold limit, not beside the ally (Peacetime) and not under the storm (Stormed In).
Status check_take_up_arms(const Game& g, Faction f, const Action& a) {
  if (a.from < 0 || a.from >= kLocations || a.to < 0 || a.to >= kLocations || advisors_at(g, f, a.from) == 0)
    return fail(Err::NotAllowed,
                "Take Up Arms: only advisors that move may take up arms (Bene Gesserit sheet).");
  const TerritoryId t = location(a.to).territory;
  if (forces_at(g, a.to, f).total() > 0 || advisors_in(g, t) + fighters_in(g, t) > 0)
    return fail(
        Err::NotAllowed,
        "Take Up Arms: only where you have no forces yet; arriving beside your own forces, the movers "
        "take their stance (Bene Gesserit sheet, Adaptive Force).");
  if ((factions_with_forces(g, t) - FactionSet::of(f)).empty())
    return fail(Err::NotAllowed,
                "Take Up Arms: the territory must be occupied by another faction; alone, advisors become "
                "fighters anyway (Enlistment).");
  if (auto ally = ally_of(g, f); ally && all_forces_in(g, *ally, t) > 0)
    return fail(Err::NotAllowed,
                "Take Up Arms: advisors cannot become fighters beside your ally (Peacetime).");
  if (location_in_storm(g, a.to))
    return fail(Err::StormSector,
                "Take Up Arms: advisors cannot become fighters under the storm (Stormed In).");
  if (stronghold_full_for(g, f, t))
    return fail(Err::StrongholdFull,
                "Take Up Arms: {t} already holds two other factions' forces (occupancy limit).", t);
  return Ok{};
}

// --- Setup: the prediction ---
bool prediction_open(const Game& g, Faction) { return g.setup.step == SetupStep::Prediction; }

void prediction_pending(const Game& g, Faction owner, DecisionList& out) {
  if (prediction_open(g, owner)) out.push_back({owner, DecisionKind::Predict, 1, g.ruleset.maxTurns});
}

Status prediction_check(const Game& g, Faction owner, const Action& a) {
  // BG sheet: predict another faction and a turn.
  if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == owner)
    return fail(Err::NotAllowed, "Bene Gesserit prediction: name another faction in this game (GF9 p.21).");
  if (a.amount < 1 || a.amount > g.ruleset.maxTurns)
    return fail(Err::OutOfRange, "Bene Gesserit prediction: the turn must be 1 to {n} (GF9 p.21).",
                g.ruleset.maxTurns);
  return Ok{};
}

void prediction_exec(Game& g, Faction owner, const Action& a) {
  g.beneGesserit.predictedFaction = static_cast<std::int8_t>(index(a.faction));
  g.beneGesserit.predictedTurn = static_cast<std::int8_t>(a.amount);
  log_public(g, "The Bene Gesserit have secretly written down their prediction.");
  log_private(g, FactionSet::of(owner), "You predicted that {f} will win on turn {n}.", a.faction, a.amount);
}

void prediction_candidates(const Game& g, Faction, std::vector<Action>& out) {
  for (Faction f : factions_in_game(g))
    for (int t = 1; t <= g.ruleset.maxTurns; ++t) {
      Action a{.kind = ActionKind::Predict, .faction = f, .amount = static_cast<std::int16_t>(t)};
      out.push_back(a);
    }
}

// --- Special victory (GF9 p.18): the predicted faction wins on the predicted turn ---
bool prediction_wins(Game& g, Faction, FactionSet winners) {
  if (g.beneGesserit.predictedFaction < 0 || !winners.has(faction_at(g.beneGesserit.predictedFaction)) ||
      g.beneGesserit.predictedTurn != g.turn)
    return false;
  log_public(g, "The Bene Gesserit reveal their prediction: {f} on turn {n}.",
             faction_at(g.beneGesserit.predictedFaction), g.beneGesserit.predictedTurn);
  return true;
}

// --- Advanced setup: the starting force ---
// After the Fremen have placed (Revised Rulebook v2.3, setup order).
bool placement_open(const Game& g, Faction) {
  return advanced(g) && g.setup.step == SetupStep::Traitors && !g.setup.bgPlaced &&
         (!g.in_game(Faction::Fremen) || g.setup.fremenPlaced);
}

void placement_pending(const Game& g, Faction owner, DecisionList& out) {
  if (placement_open(g, owner)) out.push_back({owner, DecisionKind::SendAdvisor, 1, 1});
}

Status placement_check(const Game&, Faction, const Action& a) {
  if (a.to < 0 || a.to >= kBoardLocations)  // on the printed board (not the mobile stronghold)
    return fail(Err::BadAction,
                "Bene Gesserit setup: name the territory (and sector) of your starting advisor (Bene "
                "Gesserit sheet, GF9 p.18).");
  return Ok{};
}

void placement_exec(Game& g, Faction owner, const Action& a) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 1);
  // Bene Gesserit sheet (Advanced Starting Forces): alone in the territory, it is a fighter.
  const TerritoryId t = location(a.to).territory;
  const bool alone = (factions_with_forces(g, t) - FactionSet::of(owner)).empty();
  place_forces(g, a.to, owner, alone ? make_forces(1) : make_forces(0, 1));
  g.setup.bgPlaced = true;
  if (alone)
    log_public(g, "The Bene Gesserit place their starting force in {t} (alone there, a fighter).", t);
  else
    log_public(g, "The Bene Gesserit place their starting force in {t} as an advisor.", t);
}

void placement_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  if (placement_open(g, owner))
    for (LocationId l = 0; l < kBoardLocations; ++l)
      out.push_back({.kind = ActionKind::SendAdvisor, .to = l});
}

// Advanced: the starting force leaves the Polar Sink until they place it.
void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  for (LocationId l : locations_of(T::PolarSink)) {
    const Forces k = make_forces(forces_at(g, l, owner).normal);
    remove_forces(g, l, owner, k);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + k.normal);
  }
}

constexpr Window kSetup[] = {
    {WindowPoint::BeforeTraitors, ActionKind::Predict, DecisionKind::Predict, prediction_open,
     prediction_pending, prediction_check, prediction_exec, prediction_candidates},
    {WindowPoint::Setup, ActionKind::SendAdvisor, DecisionKind::SendAdvisor, placement_open,
     placement_pending, placement_check, placement_exec, placement_candidates},
};

constexpr StanceRules kStance{
    .move = move,
    .arrive = arrive,
    .ships_as_advisors = ships_as_advisors,
    .flip = flip_territory,
    .settle = stewards,
    .early_flip_ok = wartime_flip_ok,
    .intruded = intruded,
    .check_take_up_arms = check_take_up_arms,
    .advisors_in = advisors_in,
    .arrives_as_advisors = arrives_as_advisors,
};

bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

bool self_or_ally(const Game& g, Faction owner, Faction f) { return f == owner || allied(g, f, owner); }

// The Voice (GF9 p.18), for the Bene Gesserit or their ally in a battle; Wallach IX occupied (HWC occupied
// face, em.hw.wallach_ix.occupied): the Occupier and its ally are immune to it.
bool voice(const Game& g, Faction owner, Faction f) {
  if (!self_or_ally(g, owner, f)) return false;
  for (std::int8_t s : g.battle.sides)
    if (s >= 0 && faction_at(s) != f &&
        homeworlds::occupier_or_ally(g, HomeworldId::WallachIX, faction_at(s)))
      return false;
  return true;
}

// The Bene Gesserit's part of the view: the prediction is theirs alone (GF9 p.18).
void redact(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  if (seat != owner) return;
  out.predictedFaction = g.beneGesserit.predictedFaction;
  out.predictedTurn = g.beneGesserit.predictedTurn;
}

// Wallach IX high (HWC Wallach IX high face; em.hw.wallach_ix.high): 2 spiritual advisors may go to the
// Polar Sink with another faction's shipment. No Karama reaches a Homeworld face: the row names no advantage.
int wallach_high(const Game& g, Faction owner, const Query& q, int value) {
  return q.f == owner && homeworlds::high(g, HomeworldId::WallachIX) ? 2 : value;
}
constexpr AmountRow kAmounts[] = {
    {Amount::SpiritualAdvisors, std::nullopt, wallach_high},
};

constexpr TraitRow kTraits[] = {
    {Trait::FollowsShipment, Advantage::BgAdvisor, follows},
    {Trait::Voice, Advantage::BgVoice, voice},
    // Advanced (adv.bg.charity): 2 spice of CHOAM Charity every turn, whatever they hold.
    {Trait::AutomaticCharity, std::nullopt, self_advanced},
    // Advanced (Bene Gesserit sheet, GF9 p.18): any Worthless card serves them as a Karama card.
    {Trait::WorthlessAsKarama, std::nullopt, self_advanced},
};

// A determinization for another seat: the prediction (faction and turn) drawn again from every one
// possible (GF9 p.3 step 4: written secretly; engine/determinize.hpp).
void conceal(Game& g, Faction owner, Concealment& c) {
  if (g.beneGesserit.predictedFaction < 0) return;
  std::vector<std::int8_t> targets;
  for (Faction f : factions_in_game(g))
    if (f != owner) targets.push_back(static_cast<std::int8_t>(index(f)));
  g.beneGesserit.predictedFaction = targets[c.rng.below(static_cast<std::uint32_t>(targets.size()))];
  g.beneGesserit.predictedTurn =
      static_cast<std::int8_t>(1 + c.rng.below(static_cast<std::uint32_t>(g.ruleset.maxTurns)));
}

}  // namespace

constexpr auto kWindows = join_windows(kSetup);

extern const FactionModule kBeneGesseritModule{.faction = kSelf,
                                               .traits = kTraits,
                                               .amounts = kAmounts,
                                               .stance = &kStance,
                                               .windows = kWindows,
                                               .advanced_setup = advanced_forces,
                                               .wins_instead = prediction_wins,
                                               .view = redact,
                                               .conceal = conceal};

}  // namespace dune
