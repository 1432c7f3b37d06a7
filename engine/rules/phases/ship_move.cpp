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
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::ship_move_phase {
namespace {

Faction current(const Game& g) {
  return faction_at(g.shipMove.order[static_cast<std::size_t>(g.shipMove.index)]);
}

int pay_limit(const Game& g, Faction f) {
  auto a = ally_of(g, f);
  return g.player(f).spice + (a ? g.player(*a).spice : 0);  // an ally may pay (GF9 p.12)
}

}  // namespace

int shipment_price(const Game& g, Faction f, const Action& a) {
  if (a.flag) return (a.amount + 1) / 2;  // Guild back to reserves: 1 per 2 forces (GF9 p.19)
  TerritoryId t = location(a.to).territory;
  // Karama: Guild rates, half of the normal price rounded up (GF9 p.19 Karama).
  if (a.card != kNoCard) return (a.amount * (is_stronghold(t) ? 1 : 2) + 1) / 2;
  if (a.from == kNoLocation && f == Faction::Fremen) return 0;  // the Fremen send is free (GF9 p.16)
  return shipment_cost(g, f, t, a.amount);
}

namespace {

void pay_shipment(Game& g, Faction f, int cost, bool karamaRate) {
  // Karama shipments pay the Bank; others pay the Guild when it is in the game (GF9 p.19).
  const bool toGuild = !karamaRate && shipment_payee(g, f).has_value();
  int own = std::min<int>(cost, g.player(f).spice);
  auto pay = [&](Faction from, int amount) {
    if (amount <= 0) return;
    if (toGuild && from != Faction::Guild)
      pay_to(g, from, Faction::Guild, amount);
    else
      pay_bank(g, from, amount);
  };
  pay(f, own);
  if (cost > own) pay(*ally_of(g, f), cost - own);
}

// Basic delayed separation (GF9 p.12 NOTE): the later ally to act loses its forces in
// territories still shared, unless the alliance was formed this turn.
void separate_allies(Game& g, Faction f) {
  auto a = ally_of(g, f);
  if (!a || !(g.shipMove.acted & bit(*a))) return;
  if (g.player(f).alliedSinceTurn >= g.turn) return;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (t == T::PolarSink || !present_in(g, f, t) || !present_in(g, *a, t)) continue;
    int n = forces_in(g, f, t);
    territory_to_tanks(g, f, t);
    log_public(g, name(f) + " did not separate from their ally in " + std::string(territory(t).name) + ": " +
                      std::to_string(n) + " force(s) go to the Tanks (GF9 p.12).");
  }
}

void next_player(Game& g) {
  auto& s = g.shipMove;
  Faction f = current(g);
  separate_allies(g, f);
  s.acted |= bit(f);
  s.index++;
  s.step = ShipMoveStep::Ship;
  s.movesLeft = 1;
  s.allyVisit = kNoLocation;
  if (s.index >= static_cast<int>(s.order.size())) finish_phase(g);
}

// Forces shipped into the ally's territory this turn that must still leave it.
bool must_leave(const Game& g, Faction f) {
  const auto& s = g.shipMove;
  return s.allyVisit != kNoLocation && ally_in(g, f, location(s.allyVisit).territory) &&
         g.board[s.allyVisit][index(f)].total() > 0;
}

Status check_destination(const Game& g, Faction f, LocationId to) {
  if (to < 0 || to >= kLocations) return fail(Err::BadAction, "Shipment: name a destination.");
  TerritoryId t = location(to).territory;
  if (location_in_storm(g, to))
    return fail(Err::StormSector, "Shipment: no shipping into a sector in storm (GF9 p.9).");
  if (stronghold_full_for(g, f, t) && !present_in(g, f, t))
    return fail(Err::StrongholdFull, "Shipment: " + std::string(territory(t).name) +
                                         " already holds forces of two other factions (GF9 p.9).");
  return Ok{};
}

Status check_ship(const Game& g, Faction f, const Action& a) {
  const Player& p = g.player(f);
  if (a.amount < 1) return fail(Err::BadAction, "Shipment: ship at least one force.");
  // Guild: ship from the board back to reserves, 1 spice per 2 forces (GF9 p.19).
  if (a.flag) {
    if (f != Faction::Guild)
      return fail(Err::NotAllowed, "Only the Guild may ship forces back to reserves (GF9 p.19).");
    if (stopped(g, Advantage::GuildSpecialShipment))
      return fail(Err::KaramaStopped,
                  "A Karama stopped Guild cross-shipment and shipment back to reserves for this phase.");
    if (a.from < 0 || a.from >= kLocations || g.board[a.from][index(f)].total() < a.amount)
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces there.");
    if (location_in_storm(g, a.from))
      return fail(Err::StormSector, "Shipment: no shipping out of a sector in storm (GF9 p.9).");
    if ((a.amount + 1) / 2 > p.spice) return fail(Err::NotEnoughSpice, "Shipment: not enough spice.");
    return Ok{};
  }
  if (auto s = check_destination(g, f, a.to); !s) return s;
  TerritoryId t = location(a.to).territory;
  if (a.from != kNoLocation) {  // cross-ship on the board
    if (!may_cross_ship(g, f))
      return fail(stopped(g, Advantage::GuildSpecialShipment) ? Err::KaramaStopped : Err::NotAllowed,
                  stopped(g, Advantage::GuildSpecialShipment)
                      ? "A Karama stopped Guild cross-shipment for this phase."
                      : "Only the Guild and its ally may ship between territories (GF9 p.19).");
    if (a.from < 0 || a.from >= kLocations || g.board[a.from][index(f)].total() < a.amount)
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces there.");
    if (location_in_storm(g, a.from))
      return fail(Err::StormSector, "Shipment: no shipping out of a sector in storm (GF9 p.9).");
    if (location(a.from).territory == t)
      return fail(Err::BadAction, "Shipment: cross-ship to another territory.");
  } else if (f == Faction::Fremen) {
    if (a.amount > p.reserves.total())
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces in reserve.");
    if (!fremen_send_zone(t))
      return fail(Err::NotAllowed,
                  "Fremen send their reserves only to the Great Flat or a territory within two "
                  "territories of it (GF9 p.16).");
  } else {
    if (a.amount > p.reserves.total())
      return fail(Err::NoSuchForces, "Shipment: you do not have that many forces in reserve.");
  }
  if (a.card != kNoCard) {  // Karama: pay Guild rates to the Bank (Karama card, GF9 p.19)
    if (resolve_held(g, f, a.card) == kNoCard || card_kind(resolve_held(g, f, a.card)) != CardKind::Karama)
      return fail(Err::CardNotHeld, "You do not hold a Karama card.");
    if (f == Faction::Fremen && a.from == kNoLocation)
      return fail(Err::NotAllowed, "The Fremen send is already free.");
  }
  const int cost = shipment_price(g, f, a);
  if (cost > pay_limit(g, f))
    return fail(Err::NotEnoughSpice, "Shipment costs " + std::to_string(cost) + " spice; you have " +
                                         std::to_string(g.player(f).spice) +
                                         (ally_of(g, f) ? " (plus your ally's)." : "."));
  if (ally_in(g, f, t)) {
    // FAQ Nov 2020 p.2: shipping into an ally's territory is allowed only if the group then
    // moves out the same turn; the engine admits it only while such a move exists.
    Game after = g;
    if (a.from != kNoLocation)
      move_forces(after, f, a.from, a.to, a.amount);
    else
      after.board[a.to][index(f)].normal =
          static_cast<std::uint8_t>(after.board[a.to][index(f)].normal + a.amount);
    if (!has_exit(after, f, a.to, after.board[a.to][index(f)].total()))
      return fail(Err::AllyTerritory,
                  "Alliances: you may ship into your ally's territory only if that group can then "
                  "move out to a territory without your ally this turn (FAQ Nov 2020 p.2).");
  }
  return Ok{};
}

void exec_ship(Game& g, Faction f, const Action& a) {
  auto& s = g.shipMove;
  Player& p = g.player(f);
  const int cost = shipment_price(g, f, a);
  if (a.flag) {
    pay_bank(g, f, cost);
    Forces& st = g.board[a.from][index(f)];
    int normal = std::min<int>(a.amount, st.normal);
    st.normal = static_cast<std::uint8_t>(st.normal - normal);
    st.special = static_cast<std::uint8_t>(st.special - (a.amount - normal));
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + (a.amount - normal));
    log_public(g, "The Guild ships " + std::to_string(a.amount) + " force(s) from " +
                      std::string(territory(location(a.from).territory).name) + " back to reserves for " +
                      std::to_string(cost) + " spice.");
    s.step = ShipMoveStep::Move;
    return;
  }
  TerritoryId t = location(a.to).territory;
  bool karama = a.card != kNoCard;
  if (karama) discard_from_hand(g, f, resolve_held(g, f, a.card));
  pay_shipment(g, f, cost, karama);
  std::string where(territory(t).name);
  if (a.from != kNoLocation) {
    move_forces(g, f, a.from, a.to, a.amount);
    log_public(g, name(f) + " ship " + std::to_string(a.amount) + " force(s) from " +
                      std::string(territory(location(a.from).territory).name) + " to " + where + " for " +
                      std::to_string(cost) + " spice.");
  } else {
    int normal = std::min<int>(a.amount, p.reserves.normal);
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - (a.amount - normal));
    g.board[a.to][index(f)].normal = static_cast<std::uint8_t>(g.board[a.to][index(f)].normal + normal);
    g.board[a.to][index(f)].special =
        static_cast<std::uint8_t>(g.board[a.to][index(f)].special + (a.amount - normal));
    log_public(g, name(f) + (f == Faction::Fremen ? " send " : " ship ") + std::to_string(a.amount) +
                      " force(s) to " + where +
                      (cost ? " for " + std::to_string(cost) + " spice" : std::string()) +
                      (karama ? " (Karama, Guild rates)." : "."));
  }
  if (ally_in(g, f, t)) s.allyVisit = a.to;
  // Bene Gesserit spiritual advisor: another faction shipped from off-planet (GF9 p.18).
  bool offPlanet = a.from == kNoLocation && f != Faction::Fremen;
  if (offPlanet && f != Faction::BeneGesserit && g.in_game(Faction::BeneGesserit) &&
      !stopped(g, Advantage::BgAdvisor) && g.player(Faction::BeneGesserit).reserves.total() > 0) {
    s.step = ShipMoveStep::Advisor;
    return;
  }
  s.step = ShipMoveStep::Move;
}

}  // namespace

void begin(Game& g) {
  g.shipMove = ShipMoveStep{};
  for (Faction f : storm_order(g)) g.shipMove.order.push_back(static_cast<std::int8_t>(index(f)));
  if (g.in_game(Faction::Atreides) && !g.spiceDeck.empty())
    log_private(g, bit(Faction::Atreides),
                "Prescience: the top card of the spice deck is " +
                    (is_shai_hulud(g.spiceDeck.back())
                         ? std::string("Shai-Hulud")
                         : std::string(territory(spice_card_territory(g.spiceDeck.back())).name)) +
                    ".");
}

void karama_stopped(Game& g, Advantage adv) {
  // The advisor decision already open is withdrawn; the shipping faction moves on to its move.
  if (adv == Advantage::BgAdvisor && g.shipMove.step == ShipMoveStep::Advisor)
    g.shipMove.step = ShipMoveStep::Move;
}

void pending(const Game& g, DecisionList& out) {
  const auto& s = g.shipMove;
  if (s.index >= static_cast<int>(s.order.size())) return;
  Faction f = current(g);
  switch (s.step) {
    case ShipMoveStep::Ship:
      out.push_back({f, DecisionKind::Ship, 0, static_cast<std::int16_t>(g.player(f).reserves.total())});
      return;
    case ShipMoveStep::Advisor:
      out.push_back({Faction::BeneGesserit, DecisionKind::SendAdvisor, 0, 1});
      return;
    case ShipMoveStep::Move: out.push_back({f, DecisionKind::Move, 0, s.movesLeft}); return;
  }
}

Status check(const Game& g, Faction seat, const Action& a) {
  const auto& s = g.shipMove;
  switch (a.kind) {
    case ActionKind::Ship:
      if (auto st = need_decision(g, seat, DecisionKind::Ship); !st) return st;
      return check_ship(g, seat, a);
    case ActionKind::SendAdvisor:
      if (auto st = need_decision(g, seat, DecisionKind::SendAdvisor); !st) return st;
      return Ok{};
    case ActionKind::Move: {
      if (auto st = need_decision(g, seat, DecisionKind::Move); !st) return st;
      if (must_leave(g, seat) && s.movesLeft == 1 &&
          (a.from != s.allyVisit || a.amount != g.board[s.allyVisit][index(seat)].total()))
        return fail(Err::AllyTerritory,
                    "Alliances: move the whole group you shipped into your ally's territory out of "
                    "it (FAQ Nov 2020 p.2).");
      return check_move(g, seat, a.from, a.to, a.amount, movement_range(g, seat));
    }
    case ActionKind::PlayHajr:
      if (auto st = need_decision(g, seat, DecisionKind::Move); !st) return st;
      if (held_of_kind(g, seat, CardKind::Hajr) == kNoCard)
        return fail(Err::CardNotHeld, "You do not hold Hajr.");
      return Ok{};
    case ActionKind::Pass:
      if (has_decision(g, seat, DecisionKind::Ship) || has_decision(g, seat, DecisionKind::SendAdvisor))
        return Ok{};
      if (has_decision(g, seat, DecisionKind::Move)) {
        if (must_leave(g, seat))
          return fail(Err::AllyTerritory,
                      "Alliances: the group you shipped into your ally's territory must move out "
                      "this turn (FAQ Nov 2020 p.2).");
        return Ok{};
      }
      return fail(Err::NotYourDecision, name(seat) + " has nothing to pass in Shipment and Movement now.");
    default: return fail(Err::WrongPhase, "That action is not part of Shipment and Movement.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  auto& s = g.shipMove;
  switch (a.kind) {
    case ActionKind::Ship: exec_ship(g, seat, a); return;
    case ActionKind::SendAdvisor: {
      Player& bg = g.player(Faction::BeneGesserit);
      if (bg.reserves.normal > 0)
        bg.reserves.normal--;
      else
        bg.reserves.special--;
      g.board[locations_of(T::PolarSink)[0]][index(Faction::BeneGesserit)].normal++;
      log_public(g, "The Bene Gesserit send a spiritual advisor to the Polar Sink.");
      s.step = ShipMoveStep::Move;
      return;
    }
    case ActionKind::Move: {
      move_forces(g, seat, a.from, a.to, a.amount);
      log_public(g, name(seat) + " move " + std::to_string(a.amount) + " force(s) from " +
                        std::string(territory(location(a.from).territory).name) + " to " +
                        std::string(territory(location(a.to).territory).name) + ".");
      if (--s.movesLeft <= 0) next_player(g);
      return;
    }
    case ActionKind::PlayHajr:
      discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Hajr));
      s.movesLeft++;
      log_public(g, name(seat) + " play Hajr for an extra move.");
      return;
    case ActionKind::Pass:
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
  out.push_back({.kind = ActionKind::Pass});
  auto pick = [&](int n) {
    return sampler ? static_cast<int>(sampler->below(static_cast<std::uint32_t>(n))) : 0;
  };
  if (s.step == ShipMoveStep::Advisor) {
    out.push_back({.kind = ActionKind::SendAdvisor});
    return;
  }
  LocationList mine;
  for (LocationId l = 0; l < kLocations; ++l)
    if (g.board[l][index(seat)].total() > 0) mine.push_back(l);
  if (s.step == ShipMoveStep::Ship) {
    int reserves = g.player(seat).reserves.total();
    bool cross = may_cross_ship(g, seat);
    // Sampled: random destinations and amounts (the space is too large to list).
    int n = sampler ? limit : kLocations;
    for (int i = 0; i < n; ++i) {
      LocationId to = static_cast<LocationId>(sampler ? pick(kLocations) : i);
      if (reserves > 0)
        out.push_back(
            {.kind = ActionKind::Ship, .amount = static_cast<std::int16_t>(1 + pick(reserves)), .to = to});
      if (!mine.empty() && (cross || seat == Faction::Guild) && (!sampler || pick(4) == 0)) {
        LocationId from = mine[static_cast<std::size_t>(pick(static_cast<int>(mine.size())))];
        int have = g.board[from][index(seat)].total();
        if (cross)
          out.push_back({.kind = ActionKind::Ship,
                         .amount = static_cast<std::int16_t>(1 + pick(have)),
                         .from = from,
                         .to = to});
        if (seat == Faction::Guild)
          out.push_back({.kind = ActionKind::Ship,
                         .amount = static_cast<std::int16_t>(have),
                         .from = from,
                         .flag = true});
      }
    }
    return;
  }
  // Move step.
  if (held_of_kind(g, seat, CardKind::Hajr) != kNoCard) out.push_back({.kind = ActionKind::PlayHajr});
  int range = movement_range(g, seat);
  if (must_leave(g, seat)) {
    // The group shipped into the ally's territory must leave: list every exit for it.
    LocationId from = s.allyVisit;
    auto dist = reachable(g, seat, from, range);
    int have = g.board[from][index(seat)].total();
    for (LocationId to = 0; to < kLocations; ++to)
      if (dist[to] > 0)
        out.push_back(
            {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(have), .from = from, .to = to});
  }
  if (sampler) {
    // Sample a group and a few destinations reachable from it (one path search per call).
    for (int i = 0; i < 1 && !mine.empty(); ++i) {
      LocationId from = mine[static_cast<std::size_t>(pick(static_cast<int>(mine.size())))];
      if (location_in_storm(g, from)) continue;
      auto dist = reachable(g, seat, from, range);
      LocationList dests;
      for (LocationId to = 0; to < kLocations; ++to)
        if (dist[to] >= 0 && to != from) dests.push_back(to);
      int have = g.board[from][index(seat)].total();
      for (int k = 0; k < 4 && !dests.empty(); ++k) {
        LocationId to = dests[static_cast<std::size_t>(pick(static_cast<int>(dests.size())))];
        out.push_back({.kind = ActionKind::Move,
                       .amount = static_cast<std::int16_t>(1 + pick(have)),
                       .from = from,
                       .to = to});
      }
    }
    return;
  }
  for (LocationId from : mine) {
    if (location_in_storm(g, from)) continue;
    auto dist = reachable(g, seat, from, range);
    int have = g.board[from][index(seat)].total();
    for (LocationId to = 0; to < kLocations; ++to) {
      if (dist[to] < 0 || to == from) continue;
      out.push_back(
          {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(have), .from = from, .to = to});
      if (static_cast<int>(out.size()) > limit) return;
    }
  }
}

}  // namespace dune::ship_move_phase
