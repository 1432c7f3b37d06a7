// The Ixians' rules (Ixians & Tleilaxu House Expansion, GF9 2020, Ixian sheet and rulebook pp.8-9;
// page numbers second-hand, docs/expansions/IXIANS_TLEILAXU.md section 0). Rule registry: ix.ixian.*.
// - Forces: 13 Suboids (normal forces) and 7 Cyborgs (the elite forces); 10 spice, free revival 1
//   (engine/data/factions.cpp).
// - Advanced battle: a Cyborg counts 2 (ix.ixian.cyborg_strength; a Karama stops it: ixian_cyborgs,
//   E1 p.12) and, like any force, half without 1 spice of support; a Suboid counts half and spice
//   cannot raise it (ix.ixian.suboid_strength; a Karama has no effect on it, E1 p.12). The winner loses
//   the forces it dialed, whose strength is the dial (ix.ixian.dial_losses).
// - Advanced revival: a paid Cyborg costs 3 spice, and Cyborgs have no one-a-turn limit of their own,
//   only the 3-force limit (ix.ixian.cyborg_revival).
// - Advanced: a group with a Cyborg in it moves 2 territories (ix.ixian.movement); a Cyborg collects 3
//   spice (ix.ixian.collection); after a battle's losses surviving Suboids may be exchanged for Cyborgs
//   lost in it (ix.ixian.suboid_substitution, an after-losses battle window).
// - Setup: the Ixians draw one card per faction, keep one and deal the others (ix.ixian.starting_card).
// - Alliance: the ally may replace a card just bought by the top card (ix.ixian.alliance).
// - Basic: every Ixian force counts 1, as the Basic game plays the other factions' starred forces
//   (source boundary ix.boundary.force_values_basic, choice (b)).
// - The Hidden Mobile Stronghold (HMS; the map's mobile stronghold, kMobileStronghold): 6 Ixian forces
//   start in it (engine/data/factions.cpp; Advanced: 3 of them Cyborgs); the Ixians place it after the
//   first storm (ix.ixian.hms_placement) and move it up to 3 territories at the start of each later
//   Storm phase, picking up spice on the way (ix.ixian.hms_move, ix.ixian.hms_collect); only they ship
//   into it (ix.ixian.hms_ship_only_ixian). It is a stronghold of the map with no sector (so never in
//   storm, never devoured), which the rest of the engine treats as any stronghold (ix.ixian.hms_stronghold).
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }
bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool ally(const Game& g, Faction owner, Faction f) { return ally_of(g, owner) == f; }
// The faction that uses the bidding look: the Ixians, or the Occupier of Ix.
bool looker(const Game& g, Faction owner, Faction f) {
  if (homeworlds::in_play(g))
    if (const auto o = homeworlds::occupier(g, HomeworldId::Ix)) return f == *o;
  return f == owner;
}

constexpr TraitRow kTraits[] = {
    // Suboids: half strength whatever spice is paid; no Advantage, a Karama has no effect on it.
    {Trait::HalfStrengthForces, std::nullopt, self_advanced},
    // Cyborgs revive like other forces, within the limit of 3 (FAQ Nov 2020 p.2, second-hand).
    {Trait::UnlimitedEliteRevival, std::nullopt, self_advanced},
    // Only the Ixians ship straight into the HMS (E1 p.9; their ally does not: boundary 12.3, choice (a)).
    {Trait::ShipsIntoMobile, std::nullopt, self},
    // E1 p.8 (ix.ixian.technology_bidding): one card more drawn for the auction, one set aside.
    // With the Homeworlds, the Occupier of Ix takes it over (HWC, Ix occupied face; em.hw.ix.occupied).
    {Trait::SetsAsideAuctionCard, Advantage::IxianBiddingLook, looker},
    // Ixian sheet (ix.ixian.starting_card): the Ixians draw the opening cards and deal them.
    {Trait::DealsOpeningCards, std::nullopt, self},
    // Ixian sheet, alliance (ix.ixian.alliance): the ally may discard a card just bought and draw the top.
    {Trait::ReplacesBoughtCard, Advantage::IxianAllyReplacement, ally},
    // E1 pp.8-9 (2h), Advanced technology (ix.ixian.technology_swap): swap the card up for bid, once a phase.
    {Trait::SwapsCardUpForBid, Advantage::IxianTechnologySwap, self_advanced},
    // E1 p.9 (ix.ixian.hms_move): the HMS moves before the storm (its placement is no Karama target).
    {Trait::MovesMobileStronghold, Advantage::IxianHmsMove, self},
    // Ixian sheet (ix.ixian.suboid_substitution): Suboids exchanged for Cyborgs lost in a battle.
    {Trait::SubstitutesForces, Advantage::IxianSubstitution, self_advanced},
    // E1 p.9 (2h), the Ixian Karama power (ix.ixian.karama_power): a Karama is the price, not a target.
    {Trait::KaramaMovesMobile, std::nullopt, self_advanced},
};

// Advanced: a Cyborg counts 2 (against every opponent).
int cyborg(const Game&, Faction owner, const Query& q, int value) { return q.f == owner ? 2 : value; }
// Advanced: a paid Cyborg revival costs 3 spice.
int cyborg_price(const Game&, Faction owner, const Query& q, int value) { return q.f == owner ? 3 : value; }
// ix.ixian.movement (MA 7.1, 7.6; TO facts only): a group with a Cyborg in it moves 2 territories, its
// Suboids with it (the escort moves in the same group: boundary ix.boundary.suboid_escort, choice (a)).
int cyborg_range(const Game&, Faction owner, const Query& q, int value) {
  return q.f == owner && q.n > 0 ? std::max(value, 2) : value;
}
// ix.ixian.collection (E1 p.9 (2h); MA 7.1, 7.6): a Cyborg collects 3 spice in Spice Collection; a
// Suboid the usual rate. Not in the E1 p.12 Karama list: no Advantage.
int cyborg_collection(const Game&, Faction owner, const Query& q, int value) {
  return q.f == owner ? std::max(value, 3) : value;
}

constexpr AmountRow kAmounts[] = {
    {Amount::EliteValue, Advantage::IxianCyborgs, cyborg},
    {Amount::EliteRevivalCost, std::nullopt, cyborg_price},
    {Amount::MovementRange, Advantage::IxianMovement, cyborg_range},
    {Amount::EliteCollectionRate, std::nullopt, cyborg_collection},
};

// Advanced: 7 of the 20 forces are Cyborgs, 3 of them among the 6 in the HMS (new_game put 6 normal
// forces in the HMS and 14 in reserve).
void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  const Forces& hms = forces_at(g, kMobileStronghold, owner);
  const int inHms = std::min<int>(3, hms.normal);
  convert_forces(g, kMobileStronghold, owner, make_forces(hms.normal - inHms, hms.special + inHms));
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - (7 - inHms));
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + (7 - inHms));
}

// --- The Hidden Mobile Stronghold -----------------------------------------------------------------

constexpr int kHmsSteps = 3;       // E1 p.9: up to 3 territories a turn
constexpr int kHmsPickUpRate = 2;  // E1 p.9: up to 2 spice per Ixian force inside

const Forces& in_hms(const Game& g, Faction owner) { return forces_at(g, kMobileStronghold, owner); }

// E1 p.9 (TO PerformHmsPlacement): the HMS points at a sector of a non-stronghold territory (the Polar
// Sink included) that is not in storm.
Status check_host(const Game& g, const Action& a) {
  if (a.kind != ActionKind::MoveMobileStronghold || a.to < 0 || a.to >= kBoardLocations)
    return fail(Err::BadAction, "Hidden Mobile Stronghold: name the sector it points at.");
  const TerritoryId t = location(a.to).territory;
  if (is_stronghold(t))
    return fail(Err::NotAllowed,
                "Hidden Mobile Stronghold: it points at a territory that is not a stronghold; {t} is one "
                "(Ixians & Tleilaxu p.9).",
                t);
  if (location_in_storm(g, a.to))
    return fail(Err::StormSector,
                "Hidden Mobile Stronghold: not at a sector in storm (Ixians & Tleilaxu p.9).");
  return Ok{};
}

// ix.ixian.hms_placement: after the first storm, the Ixians place the HMS.
bool placement_open(const Game& g, Faction) { return g.mobileHost == kNoLocation; }
void placement_pending(const Game& g, Faction owner, DecisionList& out) {
  if (placement_open(g, owner)) out.push_back({owner, DecisionKind::MobileStronghold, 0, 0});
}
Status placement_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass)
    return fail(Err::NotAllowed, "Hidden Mobile Stronghold: place it; it cannot stay off the board.");
  return check_host(g, a);
}
void placement_exec(Game& g, Faction owner, const Action& a) {
  g.mobileHost = a.to;
  log_public(g, "{f} place the Hidden Mobile Stronghold pointing at {t}, sector {n}.", owner,
             location(a.to).territory, location(a.to).sector);
}
void all_hosts(const Game&, Faction, std::vector<Action>& out) {
  for (LocationId l = 0; l < kBoardLocations; ++l)
    out.push_back({.kind = ActionKind::MoveMobileStronghold, .to = l});
}

// ix.ixian.hms_collect (boundary 12.4, choice (a)): where the HMS leaves and where each step arrives,
// the Ixians pick up to 2 spice per Ixian force inside from the spice in that sector.
void pick_up(Game& g, Faction owner, LocationId l) {
  const int n = mobile_stronghold_pick_up(g.spice[static_cast<std::size_t>(l)], in_hms(g, owner).total());
  if (n <= 0) return;
  set_board_spice(g, l, g.spice[static_cast<std::size_t>(l)] - n);
  gain(g, owner, n);
  log_public(g, "{f} pick up {n} spice in {t} with the Hidden Mobile Stronghold.", owner, n,
             location(l).territory);
}

int steps_this_turn(const Game& g) { return g.ixian.hmsMovedTurn == g.turn ? g.ixian.hmsSteps : 0; }

// ix.ixian.hms_move: from turn 2, before the storm, while Ixian forces are inside and its sector is not in
// storm, the Ixians may move the HMS one territory at a time, up to 3, until they pass.
bool move_open(const Game& g, Faction owner) {
  // A Karama stops the move (ixian_hms_move, E1 p.12 (2h)): the window closes.
  if (!hooks::has(g, Trait::MovesMobileStronghold, owner)) return false;
  if (homeworlds::low(g, HomeworldId::Ix)) return false;  // Ix low (HWC; em.hw.ix.low): it cannot be moved
  if (g.turn < 2 || g.mobileHost == kNoLocation || in_hms(g, owner).empty()) return false;
  if (location_in_storm(g, g.mobileHost)) return false;
  if (g.ixian.hmsMovedTurn == g.turn && g.ixian.hmsStopped) return false;
  return steps_this_turn(g) < kHmsSteps;
}
void move_pending(const Game& g, Faction owner, DecisionList& out) {
  if (move_open(g, owner))
    out.push_back({owner, DecisionKind::MobileStronghold, 0,
                   static_cast<std::int16_t>(kHmsSteps - steps_this_turn(g))});
}
Status move_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (auto s = check_host(g, a); !s) return s;
  // One territory, not into, out of or through a sector in storm (movement's path search, range 1).
  const Distances dist = reachable(g, owner, g.mobileHost, 1);
  if (dist[static_cast<std::size_t>(a.to)] != 1)
    return fail(Err::OutOfRange,
                "Hidden Mobile Stronghold move: one territory at a time, to a territory next to {t}, "
                "not through the storm (Ixians & Tleilaxu p.9).",
                location(g.mobileHost).territory);
  return Ok{};
}
void move_exec(Game& g, Faction owner, const Action& a) {
  if (g.ixian.hmsMovedTurn != g.turn) {
    g.ixian.hmsMovedTurn = g.turn;
    g.ixian.hmsSteps = 0;
    g.ixian.hmsStopped = false;
    if (a.kind != ActionKind::Pass) pick_up(g, owner, g.mobileHost);  // leaving its sector
  }
  if (a.kind == ActionKind::Pass) {
    g.ixian.hmsStopped = true;
    return;
  }
  g.mobileHost = a.to;
  g.ixian.hmsSteps = static_cast<std::int8_t>(g.ixian.hmsSteps + 1);
  log_public(g, "{f} move the Hidden Mobile Stronghold to {t}, sector {n}.", owner, location(a.to).territory,
             location(a.to).sector);
  pick_up(g, owner, a.to);
}
void move_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  const Distances dist = reachable(g, owner, g.mobileHost, 1);
  for (LocationId l = 0; l < kBoardLocations; ++l)
    if (dist[static_cast<std::size_t>(l)] == 1 && !is_stronghold(location(l).territory))
      out.push_back({.kind = ActionKind::MoveMobileStronghold, .to = l});
}

// --- ix.ixian.karama_power ------------------------------------------------------------------------
// E1 p.9 (2h); MA 7.1, 13.1; TO KarmaHmsMovement (facts only): once a game, with a Karama card, in their
// own Shipment and Movement turn, the Ixians move the HMS 1 or 2 territories besides their normal move.
// Each territory is a step of the Storm-phase move (next to the last, not into, out of or through storm,
// not a stronghold) and picks up spice as that move does (boundary ix.boundary.hms_collect_rate (a)).
// Anytime's check_karama_power has checked the Advanced game, the power unused and the Karama card held.
Status karama_move_check(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner)
    return fail(Err::NotAllowed, "Only the {f} may move the Hidden Mobile Stronghold.", owner);
  if (g.phase != Phase::ShipMove || ship_move_phase::actor(g) != owner)
    return fail(Err::WrongPhase,
                "Ixian Karama: the Hidden Mobile Stronghold moves in the Ixians' own Shipment and Movement "
                "turn (Ixians & Tleilaxu p.9).");
  if (g.mobileHost == kNoLocation || in_hms(g, owner).empty())
    return fail(Err::NotAllowed,
                "Ixian Karama: the Hidden Mobile Stronghold moves only with Ixian forces inside it "
                "(Ixians & Tleilaxu p.9).");
  if (homeworlds::low(g, HomeworldId::Ix))
    return fail(Err::NotAllowed,
                "Ix is low (Homeworlds): the Hidden Mobile Stronghold cannot be moved while fewer than {n} "
                "Ixian forces stand in reserve on Ix (Ix card, low face).",
                static_cast<int>(homeworld_info(HomeworldId::Ix).high.min));
  if (location_in_storm(g, g.mobileHost))
    return fail(Err::StormSector,
                "Ixian Karama: the Hidden Mobile Stronghold does not move out of the storm.");
  auto step = [&](LocationId from, LocationId to) -> Status {
    if (auto s = check_host(g, Action{.kind = ActionKind::MoveMobileStronghold, .to = to}); !s) return s;
    if (reachable(g, owner, from, 1)[static_cast<std::size_t>(to)] != 1)
      return fail(Err::OutOfRange,
                  "Ixian Karama: the Hidden Mobile Stronghold moves 1 or 2 territories, one at a time to a "
                  "territory next to the last, not through the storm (Ixians & Tleilaxu p.9).");
    return Ok{};
  };
  if (a.from == kNoLocation) return step(g.mobileHost, a.to);
  if (auto s = step(g.mobileHost, a.from); !s) return s;
  return step(a.from, a.to);
}
void karama_move_exec(Game& g, Faction owner, Faction, const Action& a) {
  discard_from_hand(g, owner, held_of_kind(g, owner, CardKind::Karama));
  g.player(owner).karamaPowerUsed = true;
  log_public(g, "{f} play Karama and move the Hidden Mobile Stronghold.", owner);
  pick_up(g, owner, g.mobileHost);  // leaving its sector
  for (LocationId l : {a.from, a.to}) {
    if (l == kNoLocation) continue;
    g.mobileHost = l;
    log_public(g, "{f} move the Hidden Mobile Stronghold to {t}, sector {n}.", owner, location(l).territory,
               location(l).sector);
    pick_up(g, owner, l);
  }
}

constexpr OwnAction kActions[] = {
    {ActionKind::KaramaMoveHms, karama_move_check, karama_move_exec, Trait::KaramaMovesMobile,
     "Karama powers (move the Hidden Mobile Stronghold with Karama) belong to the Advanced game.",
     "Only the {f} may move the Hidden Mobile Stronghold with Karama."},
};

constexpr Window kStormWindows[] = {
    {WindowPoint::BeforeStorm, ActionKind::MoveMobileStronghold, DecisionKind::MobileStronghold, move_open,
     move_pending, move_check, move_exec, move_candidates},
    {WindowPoint::AfterStorm, ActionKind::MoveMobileStronghold, DecisionKind::MobileStronghold,
     placement_open, placement_pending, placement_check, placement_exec, all_hosts},
};

// --- ix.ixian.suboid_substitution ------------------------------------------------------------------
// MA 7.1, 7.7 (Quintine ECAZ_OCCUPY_RULES.md: an E1 "Suboid substitution decision"; TO BattleConcluded,
// facts only): after a battle's losses, the Ixians may exchange surviving Suboids in that territory one
// for one for Cyborgs lost in that battle: the Suboid goes to the Tanks, the Cyborg comes back where it
// stood.

int battle_side(const Game& g, Faction owner) {
  for (std::size_t i = 0; i < 2; ++i)
    if (g.battle.sides[i] == index(owner)) return static_cast<int>(i);
  return -1;
}
int suboids_in(const Game& g, Faction owner, TerritoryId t) {
  int n = 0;
  for (LocationId l : locations_of(t)) n += forces_at(g, l, owner).normal;
  return n;
}
// How many may be exchanged now (0: the window is closed).
int substitutable(const Game& g, Faction owner) {
  if (g.phase != Phase::Battle || g.battle.territory == kNoTerritory) return 0;
  // Advanced only; a Karama stops it for the phase (ixian_substitution, E1 p.12 (2h)).
  if (!hooks::has(g, Trait::SubstitutesForces, owner)) return 0;
  const int s = battle_side(g, owner);
  if (s < 0) return 0;
  const int lost =
      std::min<int>(g.battle.eliteLost[static_cast<std::size_t>(s)], g.player(owner).tanks.special);
  return std::min(lost, suboids_in(g, owner, g.battle.territory));
}
bool substitution_open(const Game& g, Faction owner) { return substitutable(g, owner) > 0; }
void substitution_pending(const Game& g, Faction owner, DecisionList& out) {
  if (const int n = substitutable(g, owner); n > 0)
    out.push_back({owner, DecisionKind::SuboidSubstitution, 1, static_cast<std::int16_t>(n)});
}
Status substitution_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  const int n = substitutable(g, owner);
  if (a.amount < 1 || a.amount > n)
    return fail(Err::BadAction,
                "Suboid substitution: exchange 1 to {n} surviving Suboids for Cyborgs lost in this battle "
                "(Ixian sheet).",
                n);
  return Ok{};
}
void substitution_exec(Game& g, Faction owner, const Action& a) {
  const std::size_t s = static_cast<std::size_t>(battle_side(g, owner));
  if (a.kind == ActionKind::SubstituteSuboids) {
    Player& p = g.player(owner);
    int left = a.amount;
    for (LocationId l : locations_of(g.battle.territory)) {
      const Forces& here = forces_at(g, l, owner);
      const int n = std::min<int>(left, here.normal);
      convert_forces(g, l, owner, make_forces(here.normal - n, here.special + n));
      p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal + n);
      p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - n);
      left -= n;
    }
    log_public(g, "{f} exchange {n} Suboid(s) for Cyborgs lost in {t}.", owner, a.amount, g.battle.territory);
  }
  g.battle.eliteLost[s] = 0;  // answered: the window closes
}
void substitution_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int n = 1; n <= substitutable(g, owner); ++n)
    out.push_back({.kind = ActionKind::SubstituteSuboids, .amount = static_cast<std::int16_t>(n)});
}

constexpr Window kBattleWindows[] = {
    {WindowPoint::AfterLosses, ActionKind::SubstituteSuboids, DecisionKind::SuboidSubstitution,
     substitution_open, substitution_pending, substitution_check, substitution_exec, substitution_candidates},
};

// --- ix.ixian.starting_card ------------------------------------------------------------------------
// MA 7.1, 7.4; TO Game_Setup, GreySelectedStartingCard (facts only): instead of the one-card deal, one
// treachery card per seated faction is drawn; the Ixians look at them all and keep one; the others,
// shuffled, go one to each other faction (the Ixians saw them: they know those cards). The Harkonnen
// draw their second card from the deck afterwards (setup_phase).

void draw_starting(Game& g, Faction owner, const EventArgs&) {
  const std::size_t n = factions_in_game(g).size();
  for (std::size_t i = 0; i < n; ++i)
    if (const CardId c = take_treachery_top(g); c != kNoCard) g.ixian.startingCards.push_back(c);
  log_public(g, "{f} draw {n} treachery cards: they keep one and deal one to each other player.", owner,
             static_cast<int>(g.ixian.startingCards.size()));
}

bool starting_open(const Game& g, Faction) { return !g.ixian.startingCards.empty(); }
void starting_pending(const Game& g, Faction owner, DecisionList& out) {
  if (starting_open(g, owner)) out.push_back({owner, DecisionKind::StartingCard, 0, 0});
}
Status starting_check(const Game& g, Faction, const Action& a) {
  const auto& cs = g.ixian.startingCards;
  if (a.kind != ActionKind::KeepStartingCard || std::find(cs.begin(), cs.end(), a.card) == cs.end())
    return fail(Err::NotAllowed,
                "Starting card: keep one of the cards drawn for the opening deal (Ixian sheet); it cannot be "
                "passed.");
  return Ok{};
}
void starting_exec(Game& g, Faction owner, const Action& a) {
  std::vector<CardId> rest;
  for (CardId c : g.ixian.startingCards)
    if (c != a.card) rest.push_back(c);
  g.ixian.startingCards.clear();
  g.player(owner).hand.push_back({a.card, FactionSet::of(owner)});
  g.rng.shuffle(rest);
  std::size_t i = 0;
  for (Faction f : storm_order(g))
    if (f != owner && i < rest.size())
      g.player(f).hand.push_back({rest[i++], FactionSet::of(f) | FactionSet::of(owner)});
  log_public(g, "{f} keep a card and deal one to each other player.", owner);
}
void starting_candidates(const Game& g, Faction, std::vector<Action>& out) {
  for (CardId c : g.ixian.startingCards) out.push_back({.kind = ActionKind::KeepStartingCard, .card = c});
}

constexpr Window kSetupWindows[] = {
    {WindowPoint::Setup, ActionKind::KeepStartingCard, DecisionKind::StartingCard, starting_open,
     starting_pending, starting_check, starting_exec, starting_candidates},
};

// --- em.hw.ix.high (Homeworlds; HWC Ix high face) ---------------------------------------------------
// While Ix is high (when they pay: its side before the revival), each Cyborg the Ixians pay to revive
// brings 2 Suboids back from the Tanks with it,
// free and beyond the revival limit (boundary em.hw.boundary.ix_suboids, choice (a)). Cyborgs are revived
// free first (ix.ixian.cyborg_revival), so the paid ones are those beyond the free count. No Karama
// reaches a Homeworld face: the row names no advantage.
constexpr int kIxSuboidsPerCyborg = 2;
void ix_high_suboids(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || e.elite <= 0 || !homeworlds::high_before(g, HomeworldId::Ix, e.forces)) return;
  const int paidCyborgs = e.elite - std::min(e.elite, e.n);
  Player& p = g.player(owner);
  const int n = std::min<int>(kIxSuboidsPerCyborg * paidCyborgs, p.tanks.normal);
  if (n <= 0) return;
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - n);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + n);
  log_public(g, "Ix is high: {n} Suboid(s) come back free with the Cyborg(s) the {f} paid to revive.", n,
             owner);
}

constexpr EventRow kEvents[] = {
    {Event::OpeningCards, std::nullopt, draw_starting},
    {Event::Revived, std::nullopt, ix_high_suboids},
};

// The HMS's place is public (E1 p.9: it is on the board). The cards drawn for the auction are the
// Ixians' secret (E1 p.8): their own seat sees those not yet sold.
void ixian_view(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  out.mobileStronghold = true;
  out.mobileHost = g.mobileHost;
  if (seat == owner) out.startingCardsSeen = g.ixian.startingCards;
  if (g.phase != Phase::Bidding) return;
  const auto& b = g.bidding;
  // The swap is made openly (boundary ix.boundary.technology_swap_public); the cards are the Ixians' secret.
  out.cardSwapped = b.swapped;
  // A Karama against their look (ixian_bidding_look) withdraws the cards from their view for the phase.
  // The seat that looked: the Ixians, or the Occupier of Ix (em.hw.ix.occupied).
  if (!seat || !hooks::has(g, Trait::SetsAsideAuctionCard, *seat)) return;
  for (std::size_t i = static_cast<std::size_t>(std::max<int>(0, b.current)); i < b.up.size(); ++i)
    out.auctionCardsSeen.push_back(b.up[i]);
}

// A determinization for another seat: the cards drawn at setup for the Ixians alone are treachery cards
// it has not seen (engine/determinize.hpp).
void conceal(Game& g, Faction /*owner*/, Concealment& c) {
  for (CardId& card : g.ixian.startingCards) c.cards.push_back(&card);
}

}  // namespace

constexpr auto kWindows = join_windows(kSetupWindows, kStormWindows, kBattleWindows);

// Ixian sheet (Advanced): the Cyborgs are elite forces.
extern const FactionModule kIxianModule{.faction = Faction::Ixian,
                                        .eliteForces = true,
                                        .traits = kTraits,
                                        .amounts = kAmounts,
                                        .events = kEvents,
                                        .windows = kWindows,
                                        .advanced_setup = advanced_forces,
                                        .view = ixian_view,
                                        .conceal = conceal,
                                        .actions = kActions};

int mobile_stronghold_pick_up(int spiceThere, int forcesInside) {
  return std::min(spiceThere, kHmsPickUpRate * forcesInside);
}

}  // namespace dune
