// Shipment and Movement. GF9 Rulebook 2019 pp.9-10: in storm order each player makes at most
// one shipment, then at most one move. Shipment from reserves costs 1 spice per force into a
// stronghold, 2 elsewhere, paid to the Guild if in the game (p.19), else to the Bank; not into
// a storm sector or a stronghold holding two other factions. Guild (p.19): half rate, cross-ship,
// ship back to reserves at 1 per 2 forces; its ally ships at half rate and may cross-ship.
// Fremen (p.16): free send to the Great Flat or within two territories of it. Bene Gesserit
// (p.18): a free force to the Polar Sink whenever another faction ships from off-planet.
// Atreides (p.17) see the top spice card during this phase. Alliances (p.12; FAQ Nov 2020 p.2):
// ship into an ally's territory only to move that group out the same turn; allies already
// sharing a territory must separate: if the first to act does not leave, the second's forces
// there go to the Tanks at the end of its turn (Polar Sink exempt).
//
// Advanced (GF9 Rulebook 2019 pp.18-19; FAQ Nov 2020 p.4; Revised Rulebook v2.3 p.15):
// - Bene Gesserit advisors: the spiritual advisor may instead go as an advisor to the territory the
//   other faction shipped into; arriving Bene Gesserit forces take the stance already there;
//   Wartime (before the phase, advisors may flip to fighters territory by territory, not with the
//   ally present nor under the storm); Intrusion (a non-allied faction entering onto fighters: they
//   may flip to advisors); Universal Stewards (advisors alone flip to fighters).
// - Guild timing: before each player's turn the Guild may take its turn, or wait (to the last).
// - Alliance constraint: at the end of each player's own turn its fighting forces in a territory
//   shared with its ally's fighting forces go to the Tanks (Polar Sink exempt).
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::ship_move_phase {
namespace {

// Advanced: the faction that may take its turn out of storm order (the Guild, GF9 p.19).
std::optional<Faction> early(const Game& g) { return hooks::owner_of(g, Trait::OutOfOrderTurn); }

Faction current(const Game& g) {
  if (g.shipMove.guildNow) return *early(g);  // Advanced: that faction acts out of order
  return faction_at(g.shipMove.order[static_cast<std::size_t>(g.shipMove.index)]);
}

bool slots_left(const Game& g) {
  return g.shipMove.guildNow || g.shipMove.index < static_cast<int>(g.shipMove.order.size());
}

// --- Advanced: Spacing Guild timing (GF9 Rulebook 2019 p.19; Revised Rulebook v2.3) ---
// Before each player's turn that has not started, the Guild (if it has not acted) decides whether
// to take its turn now; at its own place in storm order waiting means being asked again later, and
// if it is still waiting when everyone else is done it acts last.
bool guild_timing_open(const Game& g) {
  const auto& s = g.shipMove;
  const auto e = early(g);
  return e && !s.acted.has(*e) && !s.guildNow && !s.guildAsked && s.step == ShipMoveStep::Ship &&
         s.index < static_cast<int>(s.order.size());
}

// Is `seat` the faction deciding now whether to take its turn out of order?
bool timing_seat(const Game& g, Faction seat) { return guild_timing_open(g) && early(g) == seat; }

// --- Advanced: the flip windows of a faction whose forces have a stance (Bene Gesserit, GF9 p.18) ---
// Wartime: before the phase's turns, advisors may flip to fighters.
bool wartime_flip_ok(const Game& g, TerritoryId t) {
  const StanceRules* st = hooks::stance(g);
  return st && st->early_flip_ok(g, t);
}

bool wartime_open(const Game& g) {
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (wartime_flip_ok(g, t)) return true;
  return false;
}

// Intrusion: f entered t onto the stance faction's fighters.
bool intrusion_for(const Game& g, Faction f, TerritoryId t) {
  const StanceRules* st = hooks::stance(g);
  return st && st->intruded(g, f, t);
}

// Does this shipment of f arrive as advisors (FAQ Nov 2020 p.4)?
bool ships_as_advisors(const Game& g, Faction f, const Action& a) {
  return hooks::stance_owner(g) == f && hooks::stance(g)->ships_as_advisors(g, a);
}

// Advanced: advisors left alone flip to fighters (Universal Stewards).
void settle_stances(Game& g) {
  if (const StanceRules* st = hooks::stance(g)) st->settle(g);
}

// The faction whose window opens after f's off-planet shipment (spiritual advisor, GF9 p.18).
std::optional<Faction> follower(const Game& g, Faction f) {
  return hooks::holder(g, Trait::FollowsShipment, f);
}

int pay_limit(const Game& g, Faction f) {
  auto a = ally_of(g, f);
  return g.player(f).spice + (a ? g.player(*a).spice : 0);  // an ally may pay (GF9 p.12)
}

// Junction high (HWC): f's shipment from the board (across, or back to its reserves) is one only the
// Guild's offer allows: its price, the check of where it goes and whom it pays follow the offer.
bool by_junction_offer(const Game& g, Faction f, const Action& a) {
  const bool back = arg<ActionKind::Ship, "to_reserves">(a);
  if (!back && a.from == kNoLocation) return false;
  const Trait t = back ? Trait::ShipToReserves : Trait::CrossShip;
  return hooks::offered(g, t, f);
}

}  // namespace

int shipment_price(const Game& g, Faction f, const Action& a) {
  // Junction high: at the price the Guild named: full (the destination's; back to one's own reserves, 1 a
  // force as to any Homeworld, em.hw.boundary.junction_offer) or half of it, rounded up.
  if (by_junction_offer(g, f, a)) {
    const int full = arg<ActionKind::Ship, "to_reserves">(a)
                         ? a.amount
                         : shipment_cost(g, f, location(a.to).territory, a.amount);
    return homeworlds::junction_half(g) ? (full + 1) / 2 : full;
  }
  if (arg<ActionKind::Ship, "to_reserves">(a))
    return (a.amount + 1) / 2;  // Guild back to reserves: 1 per 2 forces (GF9 p.19)
  TerritoryId t = location(a.to).territory;
  // Karama: Guild rates, half of the normal price rounded up (GF9 p.19 Karama); the Spacing Guild Nexus
  // card's Secret Ally too (NXF).
  const auto nexus = nexus_cards::shipment_effect(g, f);
  if (a.card != kNoCard || nexus == NexusEffect::GuildRates)
    return (a.amount * (stronghold_rate(t) ? 1 : 2) + 1) / 2;
  if (a.from == kNoLocation && hooks::has(g, Trait::ReserveSend, f)) return 0;  // Fremen send (GF9 p.16)
  // The Richese Nexus card's Secret Ally (NXF): up to five forces from reserves at the price of one.
  if (a.from == kNoLocation && nexus == NexusEffect::FiveForOne) return shipment_cost(g, f, t, 1);
  return shipment_cost(g, f, t, a.amount);
}

void pay_shipment(Game& g, Faction f, int cost, bool karamaRate) {
  // Karama shipments pay the Bank; others pay the Guild when it is in the game (GF9 p.19).
  const auto found = shipment_payee(g, f);
  const bool toPayee = !karamaRate && found.has_value();
  const Faction payee = found.value_or(f);
  int own = std::min<int>(cost, g.player(f).spice);
  // What of the cost the payee does not keep (a Homeworld's low face) goes to the Occupier of that
  // Homeworld, or to the Bank, paid first.
  int toBank =
      toPayee ? cost - hooks::amount(g, Amount::ShipmentPaymentKept, {.f = payee, .n = cost}, cost) : 0;
  auto pay = [&](Faction from, int amount) {
    if (amount <= 0) return;
    if (toPayee && from != payee) {
      const int bank = std::min(amount, toBank);
      toBank -= bank;
      if (bank > 0) homeworlds::pay_split(g, from, payee, bank);  // the Occupier's, or the Bank's
      if (amount > bank) pay_to(g, from, payee, amount - bank);
    } else {
      pay_bank(g, from, amount);
    }
  };
  pay(f, own);
  if (cost > own) pay(*ally_of(g, f), cost - own);
}

namespace {

// Basic delayed separation (GF9 p.12 NOTE): the later ally to act loses its forces in
// territories still shared, unless the alliance was formed this turn.
void separate_allies(Game& g, Faction f) {
  auto a = ally_of(g, f);
  if (!a || !g.shipMove.acted.has(*a)) return;
  if (g.player(f).alliedSinceTurn >= g.turn) return;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (t == T::PolarSink || !present_in(g, f, t) || !present_in(g, *a, t)) continue;
    int n = forces_in(g, f, t);
    territory_to_tanks(g, f, t);
    log_public(g, "{f} did not separate from their ally in {t}: {n} force(s) go to the Tanks (GF9 p.12).", f,
               t, n);
  }
}

// Advanced alliance constraint (Revised Rulebook v2.3 p.15, ALLIED_TRANSIT_RULES "1 October
// cutover"): at the end of f's own turn, f's forces in every territory (not the Polar Sink) it shares
// with its ally go to the Tanks; advisors neither trigger nor suffer it; no formation-turn exemption.
void separate_allies_advanced(Game& g, Faction f) {
  for (TerritoryId t : ally_shared_territories(g, f)) {
    int n = all_forces_in(g, f, t);
    territory_to_tanks(g, f, t);
    log_public(g,
               "{f} end their turn sharing {t} with their ally: {n} force(s) go to the Tanks (alliance "
               "constraint, Advanced).",
               f, t, n);
  }
}

// Skip places in storm order already taken (the Guild acted early); close the phase at the end.
void advance_slot(Game& g) {
  auto& s = g.shipMove;
  while (s.index < static_cast<int>(s.order.size()) &&
         s.acted.has(faction_at(s.order[static_cast<std::size_t>(s.index)]))) {
    s.index++;
    s.guildAsked = false;
  }
  if (s.index < static_cast<int>(s.order.size())) return;
  if (auto e = early(g); e && !s.acted.has(*e)) {
    s.guildNow = true;  // the Guild waited to the last: it acts now
    return;
  }
  settle_stances(g);
  finish_phase(g);
}

void next_player(Game& g) {
  auto& s = g.shipMove;
  Faction f = current(g);
  // The Spacing Guild Nexus card's Cunning (NXF): a second shipment right after the action; the group shipped
  // may not move then unless a Hajr gives a move (movesLeft 0).
  if (nexus_cards::second_shipment(g, f)) {
    s.step = ShipMoveStep::Ship;
    s.movesLeft = 0;
    s.allyVisit = kNoLocation;
    s.shippedTo = kNoLocation;
    return;
  }
  if (advanced(g))
    separate_allies_advanced(g, f);
  else
    separate_allies(g, f);
  discovery::turn_over(g);  // an Ornithopter flight not made is not made (the token is kept)
  s.acted.insert(f);
  s.step = ShipMoveStep::Ship;
  s.movesLeft = 1;
  s.allyVisit = kNoLocation;
  if (!advanced(g)) {
    s.index++;
    if (s.index >= static_cast<int>(s.order.size())) finish_phase(g);
    return;
  }
  s.shippedTo = kNoLocation;
  s.intrusion = kNoTerritory;
  settle_stances(g);
  if (s.guildNow) {
    s.guildNow = false;  // the interrupted player's turn now begins (the Guild is not asked again)
  } else {
    s.index++;
    s.guildAsked = false;
  }
  advance_slot(g);
}

// After an intrusion window: go on with the turn where it stopped.
void resume_turn(Game& g) {
  auto& s = g.shipMove;
  s.intrusion = kNoTerritory;
  // A Karama may have stopped the spiritual advisor while the intrusion was answered: the shipping faction
  // goes on to its move (as karama_stopped does for an advisor decision already open).
  if (s.resume == ShipMoveStep::Advisor && !follower(g, current(g))) s.resume = ShipMoveStep::Move;
  if (s.resume == ShipMoveStep::Wartime)
    next_player(g);
  else
    s.step = static_cast<ShipMoveStep::Step>(s.resume);
}

// An entry just made: a faction module may react to it (the Moritani Terror tokens, FactionModule::entry);
// the turn waits in the Reaction step until its window closes, then goes on with `next`.
bool open_reaction(Game& g, Faction f, TerritoryId entered, int n, std::uint8_t next) {
  hooks::notify(g, Event::Entered, {.f = f, .t = entered, .n = n});
  if (!hooks::open_window(g, WindowPoint::Entry)) return false;
  auto& s = g.shipMove;
  s.step = ShipMoveStep::Reaction;
  s.resume = next;
  s.entered = entered;
  s.enteredBy = static_cast<std::int8_t>(index(f));
  return true;
}

// The turn would continue with `next` (Wartime = end of turn); a reaction to the entry first (unless it
// was had), then, Advanced, the intrusion window.
void continue_turn(Game& g, Faction f, TerritoryId entered, int n, std::uint8_t next, bool reacted = false) {
  auto& s = g.shipMove;
  if (!reacted && entered != kNoTerritory && open_reaction(g, f, entered, n, next)) return;
  // After a reaction the spiritual advisor may no longer follow (a Karama stopped it meanwhile): the
  // shipping faction goes on to its move.
  if (next == ShipMoveStep::Advisor && !follower(g, f)) next = ShipMoveStep::Move;
  if (!advanced(g)) {
    if (next == ShipMoveStep::Wartime)
      next_player(g);
    else
      s.step = static_cast<ShipMoveStep::Step>(next);
    return;
  }
  settle_stances(g);
  if (entered != kNoTerritory && intrusion_for(g, f, entered)) {
    s.intrusion = entered;
    s.resume = next;
    s.step = ShipMoveStep::Intrusion;
    return;
  }
  s.intrusion = kNoTerritory;
  if (next == ShipMoveStep::Wartime)
    next_player(g);
  else
    s.step = static_cast<ShipMoveStep::Step>(next);
}

// The reaction window closed: the turn goes on where the entry left it.
void end_reaction(Game& g) {
  auto& s = g.shipMove;
  const TerritoryId t = s.entered;
  const Faction f = faction_at(s.enteredBy);
  s.entered = kNoTerritory;
  s.enteredBy = -1;
  s.step = ShipMoveStep::Move;  // a placeholder while continue_turn decides
  continue_turn(g, f, t, 0, s.resume, true);
}

// Forces shipped into the ally's territory this turn that must still leave it.
bool must_leave(const Game& g, Faction f) {
  const auto& s = g.shipMove;
  return s.allyVisit != kNoLocation && ally_in(g, f, location(s.allyVisit).territory) &&
         forces_at(g, s.allyVisit, f).total() > 0;
}

// Advanced Fremen storm migration (Fremen sheet, GF9 Rulebook 2019 p.16; adv.fremen.storm_migration):
// the Fremen may send reserves into a sector in storm, at half loss (rounded up, as storm losses).
bool storm_migration(const Game& g, Faction f, const Action& a) {
  return a.from == kNoLocation && !arg<ActionKind::Ship, "to_reserves">(a) && a.to >= 0 &&
         a.to < kLocations && location_in_storm(g, a.to) && hooks::has(g, Trait::StormMigration, f);
}

Status check_destination(const Game& g, Faction f, LocationId to, bool asAdvisors, bool migration = false) {
  if (to < 0 || to >= kLocations) return fail(Err::BadAction, "Shipment: name a destination.");
  TerritoryId t = location(to).territory;
  if (location_in_storm(g, to) && !migration)
    return fail(Err::StormSector, "Shipment: no shipping into a sector in storm (GF9 p.9).");
  if (stronghold_full_for(g, f, t) && !present_in(g, f, t) && !asAdvisors)
    return fail(Err::StrongholdFull, "Shipment: {t} already holds forces of two other factions (GF9 p.9).",
                t);
  // ix.ixian.hms_ship_only_ixian: only its owner ships into the mobile stronghold, once it is placed;
  // others move in from the territory it points at.
  if (is_mobile_stronghold(to) &&
      (g.mobileHost == kNoLocation || hooks::grant(g, Trait::ShipsIntoMobile, f) == Grant::No))
    return fail(Err::NotAllowed,
                "Shipment: only its owner ships into {t}, once placed; others enter it with a move from the "
                "territory it points at (Ixians & Tleilaxu p.9).",
                t);
  // Discovery (em.discovery.location): a Discovery location is on the map only once its token is revealed.
  if (!discovery::on_map(g, to))
    return fail(Err::NotAllowed, "Shipment: {t} is not on the map (its Discovery token is not revealed).", t);
  // Moritani Atomics (Ecaz & Moritani p.5 (2h), em.terror.atomics): nobody ships into the territory of the
  // Atomics Aftermath token, the Fremen's send included; moving in stays allowed.
  if (t == g.em.aftermath)
    return fail(
        Err::NotAllowed,
        "Shipment: nobody ships into {t}, where the Atomics Aftermath token lies (Ecaz & Moritani p.5).", t);
  // Homeworlds variant: only to another faction's card on the table, never to the ally's (E3 p.10).
  return homeworlds::arrival_check(g, f, to);
}

}  // namespace

Status check_arrival(const Game& g, Faction f, LocationId to) { return check_destination(g, f, to, false); }

namespace {

// Advanced (Take Up Arms, Bene Gesserit sheet): advisors that move may become fighters on arrival;
// the stance faction's module checks where.
Status check_take_up_arms(const Game& g, Faction f, const Action& a) {
  if (arg_value<ActionKind::Move, "take_up_arms">(a) == 0) return Ok{};
  if (arg_value<ActionKind::Move, "take_up_arms">(a) > 1)
    return fail(Err::BadAction, "Movement: take_up_arms is true or false.");
  if (hooks::stance_owner(g) != f)
    return fail(Err::NotAllowed, "Take Up Arms is a Bene Gesserit advantage of the Advanced game.");
  return hooks::stance(g)->check_take_up_arms(g, f, a);
}

Status check_ship(const Game& g, Faction f, const Action& a) {
  const Player& p = g.player(f);
  if (a.amount < 1) return fail(Err::BadAction, "Shipment: ship at least one force.");
  // Guild: ship from the board back to reserves, 1 spice per 2 forces (GF9 p.19).
  if (arg<ActionKind::Ship, "to_reserves">(a)) {
    const Grant back = hooks::grant(g, Trait::ShipToReserves, f);
    if (back == Grant::No)
      return fail(Err::NotAllowed, "Only the Guild may ship forces back to reserves (GF9 p.19).");
    if (back == Grant::Stopped)
      return fail(Err::KaramaStopped,
                  "A Karama stopped Guild cross-shipment and shipment back to reserves for this phase.");
    if (a.from < 0 || a.from >= kLocations || forces_at(g, a.from, f).total() < a.amount)
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces there.");
    if (auto s = check_elite(g, f, forces_at(g, a.from, f), a.amount, a.amount3, "Shipment"); !s) return s;
    if (location_in_storm(g, a.from))
      return fail(Err::StormSector, "Shipment: no shipping out of a sector in storm (GF9 p.9).");
    if (shipment_price(g, f, a) > p.spice) return fail(Err::NotEnoughSpice, "Shipment: not enough spice.");
    return Ok{};
  }
  if (arg_value<ActionKind::Ship, "as_advisors">(a) > 1)
    return fail(Err::BadAction, "Shipment: as_advisors is true or false.");
  if (auto s = nexus_cards::check_shipment(g, f, a); !s) return s;
  if (a.from == kNoLocation && g.shipMove.shipmentCancelled.has(f))
    return fail(Err::KaramaStopped,
                "Shipment: the Guild's Karama cancelled your off-planet shipment this turn (Landsraad rules "
                "1.14.05).");
  if (arg<ActionKind::Ship, "as_advisors">(a))
    return fail(
        Err::NotAllowed,
        "Shipment: a normal shipment lands fighters (Bene Gesserit sheet, Fighters; Landsraad rules "
        "2.02.13); forces shipped where your advisors already are join them as advisors (FAQ Nov 2020 p.4).");
  const bool asAdvisors = ships_as_advisors(g, f, a);
  if (auto s = check_destination(g, f, a.to, asAdvisors, storm_migration(g, f, a)); !s) return s;
  TerritoryId t = location(a.to).territory;
  if (a.from != kNoLocation) {  // cross-ship on the board
    if (const Grant cross = hooks::grant(g, Trait::CrossShip, f); cross != Grant::Yes)
      return cross == Grant::Stopped
                 ? fail(Err::KaramaStopped, "A Karama stopped Guild cross-shipment for this phase.")
                 : fail(Err::NotAllowed,
                        "Only the Guild and its ally may ship between territories (GF9 p.19).");
    if (a.from < 0 || a.from >= kLocations || forces_at(g, a.from, f).total() < a.amount)
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces there.");
    // Junction high lends a cross-planet shipment only: from or to a Homeworld (HWC).
    if (by_junction_offer(g, f, a) && !is_homeworld_location(a.from) && !is_homeworld_location(a.to))
      return fail(Err::NotAllowed,
                  "The Guild's offer (Junction high) is a cross-planet shipment: from or to a Homeworld, not "
                  "between two territories of Arrakis (Homeworld card; em.hw.boundary.junction_offer).");
    if (location_in_storm(g, a.from))
      return fail(Err::StormSector, "Shipment: no shipping out of a sector in storm (GF9 p.9).");
    if (location(a.from).territory == t)
      return fail(Err::BadAction, "Shipment: cross-ship to another territory.");
  } else if (hooks::has(g, Trait::ReserveSend, f)) {
    if (a.amount > p.reserves.total())
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces in reserve.");
    if (!hooks::send_zone_ok(f, t))
      return fail(Err::NotAllowed,
                  "Fremen send their reserves only to the Great Flat or a territory within two territories "
                  "of it (GF9 p.16).");
  } else {
    if (a.amount > p.reserves.total())
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces in reserve.");
  }
  // Which forces go (Advanced: Sardaukar, Fedaykin among them; movement.hpp check_elite).
  const Forces& source = a.from != kNoLocation ? forces_at(g, a.from, f) : p.reserves;
  if (auto s = check_elite(g, f, source, a.amount, a.amount3, "Shipment"); !s) return s;
  if (a.card != kNoCard) {  // Karama: pay Guild rates to the Bank (Karama card, GF9 p.19)
    if (!usable_as_karama(g, f, resolve_held(g, f, a.card)))
      return fail(Err::CardNotHeld, "You do not hold a Karama card.");
    if (a.from == kNoLocation && hooks::has(g, Trait::ReserveSend, f))
      return fail(Err::NotAllowed, "The Fremen send is already free.");
  }
  const int cost = shipment_price(g, f, a);
  if (cost > pay_limit(g, f))
    return ally_of(g, f)
               ? fail(Err::NotEnoughSpice, "Shipment costs {n} spice; you have {n} (plus your ally's).", cost,
                      g.player(f).spice)
               : fail(Err::NotEnoughSpice, "Shipment costs {n} spice; you have {n}.", cost,
                      g.player(f).spice);
  if (ally_in(g, f, t) && !asAdvisors) {
    // FAQ Nov 2020 p.2: shipping into an ally's territory is allowed only if the group then
    // moves out the same turn; the engine admits it only while such a move exists.
    Game after = g;
    if (a.from != kNoLocation)
      move_group(after, f, a.from, a.to, a.amount, a.amount3);
    else
      place_forces(after, a.to, f, make_forces(a.amount));  // counted, not kind
    if (!has_exit(after, f, a.to, forces_at(after, a.to, f).total()))
      return fail(Err::AllyTerritory,
                  "Alliances: you may ship into your ally's territory only if that group can then move out "
                  "to a territory without your ally this turn (FAQ Nov 2020 p.2).");
  }
  return Ok{};
}

// "<faction> ship|send <n> force(s) to <territory>[ for <cost> spice][ (Karama, Guild rates)|.]"
void log_shipment(Game& g, Faction f, bool send, int n, TerritoryId t, int cost, bool karama) {
  if (send) {
    if (cost && karama)
      log_public(g, "{f} send {n} force(s) to {t} for {n} spice (Karama, Guild rates).", f, n, t, cost);
    else if (cost)
      log_public(g, "{f} send {n} force(s) to {t} for {n} spice.", f, n, t, cost);
    else if (karama)
      log_public(g, "{f} send {n} force(s) to {t} (Karama, Guild rates).", f, n, t);
    else
      log_public(g, "{f} send {n} force(s) to {t}.", f, n, t);
  } else {
    if (cost && karama)
      log_public(g, "{f} ship {n} force(s) to {t} for {n} spice (Karama, Guild rates).", f, n, t, cost);
    else if (cost)
      log_public(g, "{f} ship {n} force(s) to {t} for {n} spice.", f, n, t, cost);
    else if (karama)
      log_public(g, "{f} ship {n} force(s) to {t} (Karama, Guild rates).", f, n, t);
    else
      log_public(g, "{f} ship {n} force(s) to {t}.", f, n, t);
  }
}

void exec_ship(Game& g, Faction f, const Action& a) {
  auto& s = g.shipMove;
  Player& p = g.player(f);
  const int cost = shipment_price(g, f, a);
  if (arg<ActionKind::Ship, "to_reserves">(a)) {
    // Nexus Cards: the payment may be held back while the holders are asked (the Guild Betrayal). A return
    // the Guild offered (Junction high) pays them; the Guild's own pays the Bank (GF9 p.19).
    const bool offered = by_junction_offer(g, f, a);
    if (!nexus_cards::hold_payment(g, f, cost, !offered)) {
      if (offered)
        pay_shipment(g, f, cost, false);
      else
        pay_bank(g, f, cost);
    }
    homeworlds::junction_shipped(g, f);
    const Forces back = taken_forces(forces_at(g, a.from, f), a.amount, a.amount3);
    remove_forces(g, a.from, f, back);
    const int normal = back.normal;
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + (a.amount - normal));
    if (nexus_cards::shipment_effect(g, f))
      log_public(
          g, "{f} ship {n} force(s) from {t} back to reserves for {n} spice (the Spacing Guild Nexus card).",
          f, a.amount, location(a.from).territory, cost);
    else if (offered)
      log_public(
          g,
          "{f} ship {n} force(s) from {t} back to reserves for {n} spice (the Guild's offer, Junction high).",
          f, a.amount, location(a.from).territory, cost);
    else
      log_public(g, "The Guild ships {n} force(s) from {t} back to reserves for {n} spice.", a.amount,
                 location(a.from).territory, cost);
    nexus_cards::shipped(g, f);
    s.step = ShipMoveStep::Move;
    return;
  }
  TerritoryId t = location(a.to).territory;
  bool karama = a.card != kNoCard;
  if (karama) discard_from_hand(g, f, resolve_held(g, f, a.card));
  if (!nexus_cards::hold_payment(g, f, cost, karama)) pay_shipment(g, f, cost, karama);
  nexus_cards::shipped(g, f);          // a Nexus card's shipment effect is spent
  homeworlds::junction_shipped(g, f);  // and the Guild's offer (Junction high)
  if (a.from != kNoLocation) {
    hooks::move(g, f, a.from, a.to, a.amount, a.amount3);
    log_public(g, "{f} ship {n} force(s) from {t} to {t} for {n} spice.", f, a.amount,
               location(a.from).territory, t, cost);
  } else {
    int normal = a.amount - elite_taken(p.reserves, a.amount, a.amount3);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - (a.amount - normal));
    if (hooks::stance_owner(g) == f) {
      hooks::stance(g)->arrive(g, a.to, a.amount, false);  // fighters, or joining the stance there (FAQ p.4)
    } else {
      place_forces(g, a.to, f, make_forces(normal, a.amount - normal));
    }
    const bool send = hooks::has(g, Trait::ReserveSend, f);
    log_shipment(g, f, send, a.amount, t, cost, karama);
    if (storm_migration(g, f, a)) {
      // Half the forces sent into the storm die, rounded up; normal forces before Fedaykin.
      const int lose = (a.amount + 1) / 2;
      forces_to_tanks(g, f, a.to, lose);  // normal forces first
      log_public(g, "Storm migration: the storm kills {n} of them.", lose);
    }
  }
  if (ally_in(g, f, t)) s.allyVisit = a.to;
  // Bene Gesserit spiritual advisor: another faction shipped from off-planet (GF9 p.18).
  bool offPlanet = a.from == kNoLocation && !hooks::has(g, Trait::ReserveSend, f);
  const bool advisor = offPlanet && follower(g, f).has_value();
  // Technology tokens (Heighliners): a shipment from off-planet, the same test (boundary 12.18 (a)).
  if (offPlanet) tech::shipped_from_off_planet(g, f);
  if (advanced(g) && offPlanet) s.shippedTo = a.to;
  continue_turn(g, f, t, a.amount, advisor ? ShipMoveStep::Advisor : ShipMoveStep::Move);
}

}  // namespace

namespace {

// The territory a flip names: the location given, or the intruded territory.
TerritoryId flip_territory(const Game& g, const Action& a) {
  if (a.to >= 0 && a.to < kLocations) return location(a.to).territory;
  return g.shipMove.step == ShipMoveStep::Intrusion ? g.shipMove.intrusion : kNoTerritory;
}

Status check_flip(const Game& g, const Action& a) {
  const auto& s = g.shipMove;
  TerritoryId t = flip_territory(g, a);
  if (s.step == ShipMoveStep::Wartime) {
    if (t == kNoTerritory) return fail(Err::BadAction, "Wartime: name a location in the territory to flip.");
    if (!wartime_flip_ok(g, t))
      return fail(Err::NotAllowed,
                  "Wartime: no advisors there that may flip to fighters (none there, the ally is there, or "
                  "they are under the storm; GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4).");
    return Ok{};
  }
  if (t != s.intrusion)
    return fail(Err::NotAllowed,
                "Intrusion: only the fighters in the territory just entered may flip to advisors (GF9 "
                "Rulebook 2019 p.18).");
  return Ok{};
}

void exec_flip(Game& g, const Action& a) {
  auto& s = g.shipMove;
  const TerritoryId t = flip_territory(g, a);
  const bool wartime = s.step == ShipMoveStep::Wartime;
  hooks::stance(g)->flip(g, t, !wartime);
  if (wartime)
    log_public(g, "The Bene Gesserit in {t} become fighters (Wartime).", t);
  else
    log_public(g, "The Bene Gesserit in {t} become advisors (Intrusion).", t);
  if (wartime) {
    if (!wartime_open(g)) s.step = ShipMoveStep::Ship;
  } else {
    resume_turn(g);
  }
}

void enter_guild_turn(Game& g) {
  auto& s = g.shipMove;
  s.guildAsked = true;
  if (current(g) != *early(g)) {
    s.guildNow = true;
    log_public(g, "The Guild take their Shipment and Movement turn now, out of storm order.");
  }
}

}  // namespace

std::optional<Faction> actor(const Game& g) {
  if (g.phase != Phase::ShipMove || !slots_left(g)) return std::nullopt;
  return current(g);
}

namespace {

// A move of one group (GF9 p.10), `amount3` of its forces elite (Advanced; movement.hpp check_elite).
// The group's range counts the elite forces in it (ix.ixian.movement: Cyborgs lead their group 2).
Status check_group_move(const Game& g, Faction seat, const Action& a) {
  const int elite =
      a.from >= 0 && a.from < kLocations ? elite_taken(forces_at(g, a.from, seat), a.amount, a.amount3) : 0;
  if (auto st = check_move(g, seat, a.from, a.to, a.amount, movement_range(g, seat, elite)); !st) return st;
  return check_elite(g, seat, forces_at(g, a.from, seat), a.amount, a.amount3, "Movement");
}

// Why a Ship or Move from this seat is refused when it has no such decision open: the one-shipment or
// one-move rule when its own turn has passed that point (GF9 Rulebook 2019 pp.9-10: ship.one_per_turn,
// move.one_group), else `notOpen` (acting out of turn).
Status turn_part_done(const Game& g, Faction seat, ActionKind k, Status notOpen) {
  const auto& s = g.shipMove;
  const bool done = s.acted.has(seat);
  const bool mine = slots_left(g) && current(g) == seat;
  if (k == ActionKind::Ship && (done || (mine && s.step != ShipMoveStep::Ship)))
    return fail(Err::ShipmentMade,
                "Shipment: you have made your shipment this turn; a player ships once per Shipment and "
                "Movement turn (GF9 Rulebook 2019 p.9).");
  if (k == ActionKind::Move && (done || (mine && s.step != ShipMoveStep::Ship && s.movesLeft <= 0)))
    return fail(Err::MoveMade,
                "Movement: you have made your move this turn; a player moves one group once per Shipment and "
                "Movement turn, twice with Hajr (GF9 Rulebook 2019 p.10).");
  return notOpen;
}

}  // namespace

void begin(Game& g) {
  g.shipMove = ShipMoveStep{};
  for (Faction f : storm_order(g)) g.shipMove.order.push_back(static_cast<std::int8_t>(index(f)));
  if (advanced(g)) {
    settle_stances(g);
    if (wartime_open(g)) g.shipMove.step = ShipMoveStep::Wartime;
  }
  hooks::notify(g, Event::PhaseBegins);  // the Atreides see the top spice card (GF9 p.17)
}

void karama_stopped(Game& g, Advantage adv) {
  // The advisor decision already open is withdrawn; the shipping faction moves on to its move.
  if (hooks::implements(adv, Trait::FollowsShipment) && g.shipMove.step == ShipMoveStep::Advisor)
    g.shipMove.step = ShipMoveStep::Move;
}

void pending(const Game& g, DecisionList& out) {
  const auto& s = g.shipMove;
  if (!slots_left(g)) return;
  Faction f = current(g);
  switch (s.step) {
    case ShipMoveStep::Reaction:
      if (auto w = hooks::open_window(g, WindowPoint::Entry)) w->w->pending(g, w->owner, out);
      return;
    case ShipMoveStep::Wartime:
      if (auto b = hooks::stance_owner(g)) out.push_back({*b, DecisionKind::BgFlip, -1, -1});
      return;
    case ShipMoveStep::Intrusion:
      if (auto b = hooks::stance_owner(g))
        out.push_back({*b, DecisionKind::BgFlip, s.intrusion, s.intrusion});
      return;
    case ShipMoveStep::Ship:
      if (guild_timing_open(g)) {
        const Faction e = *early(g);
        out.push_back(
            {e, DecisionKind::GuildTiming, 0, static_cast<std::int16_t>(g.player(e).reserves.total())});
        return;
      }
      // Homeworlds, Junction high: a cross-planet shipment may be offered to the shipper first.
      if (auto d = homeworlds::junction_offer_due(g, f)) {
        out.push_back({*d, DecisionKind::JunctionOffer, 0, 0});
        return;
      }
      out.push_back({f, DecisionKind::Ship, 0, static_cast<std::int16_t>(g.player(f).reserves.total())});
      return;
    case ShipMoveStep::Advisor:
      if (auto b = follower(g, f)) out.push_back({*b, DecisionKind::SendAdvisor, 0, 1});
      return;
    case ShipMoveStep::Move: out.push_back({f, DecisionKind::Move, 0, s.movesLeft}); return;
  }
}

Status check(const Game& g, Faction seat, const Action& a) {
  const auto& s = g.shipMove;
  if (has_decision(g, seat, DecisionKind::JunctionOffer))
    return homeworlds::check_junction_offer(g, seat, current(g), a);
  // A faction module's window on the entry just made (FactionModule::entry): its decider answers it.
  if (s.step == ShipMoveStep::Reaction) {
    const auto w = hooks::open_window(g, WindowPoint::Entry);
    if (!w) return fail(Err::WrongPhase, "Nothing is waiting for an answer to that entry.");
    if (!has_any_decision(g, seat))
      return fail(Err::NotYourDecision, "Another player must first answer the entry into {t}.", s.entered);
    return w->w->check(g, w->owner, a);
  }
  switch (a.kind) {
    case ActionKind::Ship:
      // Advanced: the Guild takes its turn out of order by making its shipment now.
      if (has_decision(g, seat, DecisionKind::GuildTiming)) return check_ship(g, seat, a);
      if (auto st = need_decision(g, seat, DecisionKind::Ship); !st)
        return turn_part_done(g, seat, ActionKind::Ship, st);
      return check_ship(g, seat, a);
    case ActionKind::SendAdvisor:
      if (has_decision(g, seat, DecisionKind::BgFlip)) return check_flip(g, a);
      if (auto st = need_decision(g, seat, DecisionKind::SendAdvisor); !st) return st;
      // Basic (GF9 Rulebook 2019 p.18, Bene Gesserit sheet): the spiritual advisor goes only to
      // the Polar Sink; following the shipment to its territory is the Advanced rule.
      if (!advanced(g) && a.to != kNoLocation && location(a.to).territory != T::PolarSink)
        return fail(Err::NotAllowed,
                    "Spiritual advisor: in the Basic game it goes only to the Polar Sink; sending it where "
                    "the other faction shipped is an Advanced rule (GF9 Rulebook 2019 p.18).");
      // Advanced (GF9 p.18): the advisor may go to the territory the other faction shipped into.
      // Homeworlds variant (E3 p.15 (2h), em.hw.ship_between): no spiritual advisor goes to a Homeworld.
      if (a.to != kNoLocation && a.to >= 0 && a.to < kLocations && is_homeworld_location(a.to))
        return fail(Err::NotAllowed,
                    "Spiritual advisor: none may be sent to a Homeworld (Homeworlds variant, E3 p.15); send "
                    "it to the Polar Sink or keep it.");
      if (advanced(g) && a.to != kNoLocation && a.to != s.shippedTo)
        return fail(Err::NotAllowed,
                    "Spiritual advisor: send it to the Polar Sink or, as an advisor, to where that faction "
                    "just shipped (GF9 Rulebook 2019 p.18).");
      if (a.amount > 1) {  // more than one: a faction rule (Wallach IX high: 2, to the Polar Sink)
        if (a.amount > hooks::amount(g, Amount::SpiritualAdvisors, {.f = seat}, 1))
          return fail(Err::NotAllowed,
                      "Spiritual advisor: one goes with a shipment (GF9 Rulebook 2019 p.18); two only while "
                      "Wallach IX is high (Homeworlds variant).");
        if (a.to != kNoLocation && location(a.to).territory != T::PolarSink)
          return fail(Err::NotAllowed,
                      "Spiritual advisors: two go only to the Polar Sink (Wallach IX high).");
        if (g.player(seat).reserves.total() < a.amount)
          return fail(Err::NoSuchForces, "Spiritual advisors: you do not have that many forces in reserve.");
      }
      return Ok{};
    case ActionKind::Move: {
      // A move the rules allow may still be barred by a faction (CHOAM's Baliset): hooks::veto.
      const auto vetoed = [&](Status st) { return st ? hooks::veto(g, seat, a) : st; };
      if (auto st = check_take_up_arms(g, seat, a); !st) return st;
      // Advanced: the Guild takes its turn out of order, shipping nothing, by moving now.
      if (has_decision(g, seat, DecisionKind::GuildTiming)) return vetoed(check_group_move(g, seat, a));
      if (auto st = need_decision(g, seat, DecisionKind::Move); !st)
        return turn_part_done(g, seat, ActionKind::Move, st);
      if (s.movesLeft <= 0)
        return fail(
            Err::MoveMade,
            "Movement: after the Spacing Guild Nexus card's second shipment nothing moves unless a Hajr "
            "gives a move (NXF).");
      // Homeworlds, rule 75: a move between the two Homeworlds of one faction (the Advanced Emperor).
      if (homeworlds::is_transfer(g, seat, a)) {
        if (must_leave(g, seat) && s.movesLeft == 1)
          return fail(Err::AllyTerritory,
                      "Alliances: move the whole group you shipped into your ally's territory out of it (FAQ "
                      "Nov 2020 p.2).");
        return vetoed(homeworlds::check_transfer(g, seat, a));
      }
      if (must_leave(g, seat) && s.movesLeft == 1 &&
          (a.from != s.allyVisit || a.amount != forces_at(g, s.allyVisit, seat).total()))
        return fail(Err::AllyTerritory,
                    "Alliances: move the whole group you shipped into your ally's territory out of it (FAQ "
                    "Nov 2020 p.2).");
      return vetoed(check_group_move(g, seat, a));
    }
    case ActionKind::PlayHajr:
      if (auto st = need_decision(g, seat, DecisionKind::Move); !st) return st;
      if (held_of_kind(g, seat, CardKind::Hajr) == kNoCard)
        return fail(Err::CardNotHeld, "You do not hold Hajr.");
      return Ok{};
    case ActionKind::UseOrnithopter:
      if (auto st = need_decision(g, seat, DecisionKind::Move); !st) return st;
      return discovery::check_fly(g, seat);
    case ActionKind::Pass:
      if (has_decision(g, seat, DecisionKind::Ship) || has_decision(g, seat, DecisionKind::SendAdvisor) ||
          has_decision(g, seat, DecisionKind::BgFlip) || has_decision(g, seat, DecisionKind::GuildTiming))
        return Ok{};
      if (has_decision(g, seat, DecisionKind::Move)) {
        // Ending the turn stays legal when the group has no way out (Advanced: the separation then
        // applies; Basic: boundary.ally_visit_no_exit, the end-of-turn ally rules then apply).
        if (must_leave(g, seat) && has_exit(g, seat, s.allyVisit, forces_at(g, s.allyVisit, seat).total()))
          return fail(Err::AllyTerritory,
                      "Alliances: the group you shipped into your ally's territory must move out this turn "
                      "(FAQ Nov 2020 p.2).");
        return Ok{};
      }
      return fail(Err::NotYourDecision, "{f} has nothing to pass in Shipment and Movement now.", seat);
    default: return fail(Err::WrongPhase, "That action is not part of Shipment and Movement.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  auto& s = g.shipMove;
  if (has_decision(g, seat, DecisionKind::JunctionOffer))
    return homeworlds::exec_junction_offer(g, seat, current(g), a);
  if (s.step == ShipMoveStep::Reaction) {
    if (auto w = hooks::open_window(g, WindowPoint::Entry)) w->w->exec(g, w->owner, a);
    if (!hooks::open_window(g, WindowPoint::Entry)) end_reaction(g);
    return;
  }
  switch (a.kind) {
    case ActionKind::Ship:
      if (timing_seat(g, seat)) enter_guild_turn(g);
      exec_ship(g, seat, a);
      return;
    case ActionKind::SendAdvisor: {
      if (s.step == ShipMoveStep::Wartime || s.step == ShipMoveStep::Intrusion) {
        exec_flip(g, a);
        return;
      }
      const Faction b = *follower(g, current(g));
      Player& bg = g.player(b);
      const int n = std::max<int>(1, a.amount);  // 2: Wallach IX high (checked)
      for (int k = 0; k < n; ++k) {
        if (bg.reserves.normal > 0)
          bg.reserves.normal--;
        else
          bg.reserves.special--;
      }
      if (advanced(g)) {
        const bool there = a.to != kNoLocation;
        const LocationId l = there ? a.to : locations_of(T::PolarSink)[0];
        hooks::stance(g)->arrive(g, l, n, there);
        if (n > 1)
          log_public(g, "The Bene Gesserit send {n} spiritual advisors to {t} (Wallach IX high).", n,
                     location(l).territory);
        else if (advisors_at(g, b, l) > 0)
          log_public(g, "The Bene Gesserit send a spiritual advisor to {t} as an advisor.",
                     location(l).territory);
        else
          log_public(g, "The Bene Gesserit send a spiritual advisor to {t}.", location(l).territory);
        settle_stances(g);
        // An advisor sent to the shipment's territory entered it (a Terror token there may react).
        if (there && open_reaction(g, b, location(l).territory, n, ShipMoveStep::Move)) return;
      } else {
        place_forces(g, locations_of(T::PolarSink)[0], b, make_forces(n));
        if (n > 1)
          log_public(g, "The Bene Gesserit send {n} spiritual advisors to the Polar Sink (Wallach IX high).",
                     n);
        else
          log_public(g, "The Bene Gesserit send a spiritual advisor to the Polar Sink.");
      }
      s.step = ShipMoveStep::Move;
      return;
    }
    case ActionKind::Move: {
      if (timing_seat(g, seat)) {
        enter_guild_turn(g);
        s.step = ShipMoveStep::Move;
      }
      if (homeworlds::is_transfer(g, seat, a)) {  // rule 75: no territory entered
        homeworlds::transfer(g, seat, a);
        --s.movesLeft;
        continue_turn(g, seat, kNoTerritory, a.amount,
                      s.movesLeft <= 0 ? ShipMoveStep::Wartime : ShipMoveStep::Move);
        return;
      }
      hooks::move(g, seat, a.from, a.to, a.amount, a.amount3);
      log_public(g, "{f} move {n} force(s) from {t} to {t}.", seat, a.amount, location(a.from).territory,
                 location(a.to).territory);
      discovery::move_made(g);                         // a flight of the Ornithopter is over
      if (arg<ActionKind::Move, "take_up_arms">(a)) {  // Take Up Arms (checked by check_take_up_arms)
        hooks::stance(g)->flip(g, location(a.to).territory, false);
        log_public(g, "The Bene Gesserit advisors take up arms there: they become fighters.");
      }
      --s.movesLeft;
      continue_turn(g, seat, location(a.to).territory, a.amount,
                    s.movesLeft <= 0 ? ShipMoveStep::Wartime : ShipMoveStep::Move);
      return;
    }
    case ActionKind::PlayHajr:
      discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Hajr));
      s.movesLeft++;
      log_public(g, "{f} play Hajr for an extra move.", seat);
      return;
    case ActionKind::UseOrnithopter: discovery::exec_fly(g, seat); return;
    case ActionKind::Pass:
      if (s.step == ShipMoveStep::Wartime) {
        s.step = ShipMoveStep::Ship;
        return;
      }
      if (s.step == ShipMoveStep::Intrusion) {
        resume_turn(g);
        return;
      }
      if (s.step == ShipMoveStep::Ship && timing_seat(g, seat)) {
        s.guildAsked = true;
        if (current(g) == seat) {  // the Guild waits past its own place
          log_public(g, "The Guild wait to take their turn later.");
          s.index++;
          s.guildAsked = false;
          advance_slot(g);
        }
        return;
      }
      if (s.step == ShipMoveStep::Ship)
        s.step = ShipMoveStep::Move;
      else if (s.step == ShipMoveStep::Advisor)
        s.step = ShipMoveStep::Move;
      else
        next_player(g);
      return;
    default: return;
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int limit) {
  const auto& s = g.shipMove;
  if (has_decision(g, seat, DecisionKind::JunctionOffer))
    return homeworlds::junction_offer_candidates(current(g), out);
  out.push_back({.kind = ActionKind::Pass});
  if (s.step == ShipMoveStep::Reaction) {
    if (auto w = hooks::open_window(g, WindowPoint::Entry)) w->w->candidates(g, w->owner, out);
    return;
  }
  auto pick = [&](int n) {
    return sampler ? static_cast<int>(sampler->below(static_cast<std::uint32_t>(n))) : 0;
  };
  if (s.step == ShipMoveStep::Advisor) {
    out.push_back({.kind = ActionKind::SendAdvisor});
    if (hooks::amount(g, Amount::SpiritualAdvisors, {.f = seat}, 1) > 1)  // Wallach IX high
      out.push_back({.kind = ActionKind::SendAdvisor, .amount = 2});
    if (advanced(g) && s.shippedTo != kNoLocation && !is_homeworld_location(s.shippedTo))
      out.push_back({.kind = ActionKind::SendAdvisor, .to = s.shippedTo});
    return;
  }
  if (s.step == ShipMoveStep::Wartime) {
    for (TerritoryId t = 0; t < kTerritories; ++t)
      if (wartime_flip_ok(g, t)) out.push_back({.kind = ActionKind::SendAdvisor, .to = locations_of(t)[0]});
    return;
  }
  if (s.step == ShipMoveStep::Intrusion) {
    out.push_back({.kind = ActionKind::SendAdvisor, .to = locations_of(s.intrusion)[0]});
    return;
  }
  const bool guildTiming = guild_timing_open(g);
  // The seat may ship forces back to reserves (the Guild; listed even while a Karama stops it).
  const bool toReserves = hooks::grant(g, Trait::ShipToReserves, seat) != Grant::No;
  // The locations of the seat's forces, listed when first asked for (most Ship steps never ask).
  LocationList mine;
  bool listed = false;
  auto occupied = [&]() -> const LocationList& {
    if (!listed)
      for (LocationId l = 0; l < kLocations; ++l)
        if (forces_at(g, l, seat).total() > 0) mine.push_back(l);
    listed = true;
    return mine;
  };
  // Advanced: the seat may name which forces go (movement.hpp elite_choice). Where the split is
  // open, the action as listed (amount3 0: normal forces first) is followed by the same action with
  // as many elite forces as it can take, so both ends of the choice are candidates (no draw).
  auto elite_too = [&](std::vector<Action>& v) {
    const Action& last = v.back();
    const auto src = elite_choice(g, seat, last.from);
    if (!src) return;
    const int most = std::min<int>(last.amount, src->special);
    if (most <= elite_taken(*src, last.amount, 0)) return;  // no choice: the split is forced
    Action elite = last;
    elite.amount3 = static_cast<std::int16_t>(most);
    v.push_back(elite);
  };
  if (s.step == ShipMoveStep::Ship) {
    int reserves = g.player(seat).reserves.total();
    bool cross = may_cross_ship(g, seat);
    // Sampled: random destinations and amounts (the space is too large to list).
    int n = sampler ? limit : kLocations;
    for (int i = 0; i < n; ++i) {
      // With the Homeworlds on the table, their locations are drawn too (the board's come first).
      // With Discovery, the Discovery locations too (drawn last: games without them draw as before).
      const int drawn = discovery::in_play(g)    ? kLocations
                        : homeworlds::in_play(g) ? kFirstDiscoveryLocation
                                                 : kBoardLocations;
      LocationId to = static_cast<LocationId>(sampler ? pick(drawn) : i);
      if (reserves > 0) {
        out.push_back(
            {.kind = ActionKind::Ship, .amount = static_cast<std::int16_t>(1 + pick(reserves)), .to = to});
        elite_too(out);
      }
      if ((cross || toReserves) && !occupied().empty() && (!sampler || pick(4) == 0)) {
        LocationId from = mine[static_cast<std::size_t>(pick(static_cast<int>(mine.size())))];
        int have = forces_at(g, from, seat).total();
        if (cross) {
          out.push_back({.kind = ActionKind::Ship,
                         .amount = static_cast<std::int16_t>(1 + pick(have)),
                         .from = from,
                         .to = to});
          elite_too(out);
        }
        if (toReserves)
          out.push_back(ActionOf<ActionKind::Ship>{}
                            .set<"forces">(static_cast<std::int16_t>(have))
                            .set<"from">(from)
                            .set<"to_reserves">(true));
      }
    }
    // The mobile stronghold, for its owner (ix.ixian.hms_ship_only_ixian; the sampler draws board
    // locations only).
    if (sampler && reserves > 0 && g.mobileHost != kNoLocation &&
        hooks::grant(g, Trait::ShipsIntoMobile, seat) != Grant::No) {
      out.push_back({.kind = ActionKind::Ship,
                     .amount = static_cast<std::int16_t>(1 + pick(reserves)),
                     .to = kMobileStronghold});
      elite_too(out);
    }
    if (!guildTiming) return;  // the Guild acting out of order may also ship nothing and move
  }
  const LocationList& groups = occupied();
  // Move step (no move reaches or leaves a Homeworld: their locations, last, are not searched).
  // Advanced Bene Gesserit advisors on the move may also take up arms (filtered through check).
  auto take_up_arms_too = [&](std::vector<Action>& v) {
    if (hooks::stance_owner(g) != seat || advisors_at(g, seat, v.back().from) == 0) return;
    Action armed = v.back();
    set_arg<ActionKind::Move, "take_up_arms">(armed, true);
    v.push_back(armed);
  };
  if (held_of_kind(g, seat, CardKind::Hajr) != kNoCard) out.push_back({.kind = ActionKind::PlayHajr});
  if (discovery::may_fly(g, seat)) out.push_back({.kind = ActionKind::UseOrnithopter});
  homeworlds::transfer_candidates(g, seat, out);  // rule 75 (no random draw: games without it unchanged)
  // The range of the whole group at `from` (its elite forces may lengthen it, ix.ixian.movement).
  auto range = [&](LocationId from) {
    return movement_range(g, seat, static_cast<int>(forces_at(g, from, seat).special));
  };
  if (must_leave(g, seat)) {
    // The group shipped into the ally's territory must leave: list every exit for it.
    LocationId from = s.allyVisit;
    auto dist = reachable(g, seat, from, range(from));
    int have = forces_at(g, from, seat).total();
    for (LocationId to = 0; to < kLocations; ++to)
      if (dist[to] > 0 && !is_homeworld_location(to))
        out.push_back(
            {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(have), .from = from, .to = to});
  }
  if (sampler) {
    // Sample a group and a few destinations reachable from it (one path search per call).
    for (int i = 0; i < 1 && !groups.empty(); ++i) {
      LocationId from = groups[static_cast<std::size_t>(pick(static_cast<int>(groups.size())))];
      if (location_in_storm(g, from)) continue;
      auto dist = reachable(g, seat, from, range(from));
      LocationList dests;
      for (LocationId to = 0; to < kLocations; ++to)
        if (dist[to] >= 0 && to != from && !is_homeworld_location(to)) dests.push_back(to);
      int have = forces_at(g, from, seat).total();
      for (int k = 0; k < 4 && !dests.empty(); ++k) {
        LocationId to = dests[static_cast<std::size_t>(pick(static_cast<int>(dests.size())))];
        out.push_back({.kind = ActionKind::Move,
                       .amount = static_cast<std::int16_t>(1 + pick(have)),
                       .from = from,
                       .to = to});
        take_up_arms_too(out);
        elite_too(out);
      }
    }
    return;
  }
  for (LocationId from : groups) {
    if (location_in_storm(g, from)) continue;
    auto dist = reachable(g, seat, from, range(from));
    int have = forces_at(g, from, seat).total();
    for (LocationId to = 0; to < kLocations; ++to) {
      if (dist[to] < 0 || to == from || is_homeworld_location(to)) continue;
      out.push_back(
          {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(have), .from = from, .to = to});
      take_up_arms_too(out);
      if (static_cast<int>(out.size()) > limit) return;
    }
  }
}

}  // namespace dune::ship_move_phase
