// Values the rules compute, quoted for a seat's view (engine/view/view.cpp) so that bots and
// clients read them instead of restating rules: the strength of a dialed force, shipment prices,
// revival prices. Each quote calls the function apply() uses (dial_half_points and fighting_* in
// battle.cpp, shipment_price in ship_move.cpp, revival_price in revival.cpp), so Karama stops and
// alliance rates are in every quote. tests/rules/quotes_test.cpp holds them against apply().
// A quote is a price or a value, never a permission: the legal-move list says what is allowed.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/state.hpp"

namespace dune {

// The strength of one dialed force, in half points (battle.cpp dial_half_points counts half
// points): a normal and an elite force, without and with 1 spice supporting it.
struct ForceValues {
  std::int8_t normal = 2, normalSupported = 2, elite = 2, eliteSupported = 2;
  bool operator==(const ForceValues&) const = default;
};

// What a leader counts in the current battle (leader_value, as the battle's totals and the spice paid
// for a killed leader count it): the least and the most over the leaders the opponent may field there
// (and no leader or a Cheap Hero), so a leader whose value copies the opposing leader's (Zoal) shows
// its range; when the opposing leader is known to every seat (a prescience answer naming it), that
// leader's value only.
struct LeaderQuote {
  LeaderId leader = kNoLeader;
  std::int8_t low = 0, high = 0;
  bool operator==(const LeaderQuote&) const = default;
};

// One side of a battle: `faction` fighting `opponent` in `territory`.
struct BattleQuote {
  TerritoryId territory = kNoTerritory;
  Faction faction = Faction::Atreides, opponent = Faction::Atreides;
  std::int8_t normal = 0, elite = 0;  // forces of `faction` that fight there (fighting_normal/elite)
  ForceValues value;                  // one dialed force of `faction` against `opponent`
  // Ecaz Occupy (em.ecaz.occupy_battle), the current battle only: `normal`, `elite` and `value` are those of
  // the faction whose forces `faction`'s side dials (`dialOwner`, a faction index: Ecaz's ally; -1:
  // `faction`), and `bonus` the half points Ecaz add to its dial at full strength.
  std::int8_t dialOwner = -1;
  std::int8_t bonus = 0;
  // The current battle only: each leader `faction` may put in its plan there (its own, Duke Vidal while it
  // controls him, Advanced captives and Gholas) with its value; and what the Kwisatz Haderach adds beside
  // a surviving leader (0 for a faction without it).
  std::vector<LeaderQuote> leaders;
  std::int8_t kwisatz = 0;
  // Which dialed force 1 spice supports first (dial_half_points: the one it raises most, an elite one on a
  // tie): true for an elite force. A client composes a plan's strength from `value` in this order.
  bool spiceEliteFirst = true;
  // The current battle only: the Kwisatz Haderach may accompany `faction`'s leader or Cheap Hero in this
  // plan (awake, not in the Tanks, not used in another territory this turn, not stopped by a Karama: the
  // checks a plan with it passes, Atreides sheet).
  bool kwisatzReady = false;
  bool operator==(const BattleQuote&) const = default;
};

// What one dialed force of f counts against `opponent` now (dial_half_points with one force).
ForceValues force_values(const Game& g, Faction f, Faction opponent);

// The strength in half points of `dial` forces, `elite` of them elite, with `spice` spice: each
// force counts its value, and each spice supports the dialed force it raises most (an elite one
// on a tie) -- how dial_half_points counts a plan (tests/rules/quotes_test.cpp checks every plan).
int dial_half_points(const ForceValues& v, int dial, int elite, int spice);
// The order dial_half_points supports forces in: an elite one first?
inline bool spice_elite_first(const ForceValues& v) {
  return v.eliteSupported - v.elite >= v.normalSupported - v.normal;
}
// Spice dialed changes the strength (Advanced, unless the Fremen are battle hardened); when it
// does not, a plan must dial no spice.
inline bool spice_counts(const ForceValues& v) {
  return v.normalSupported > v.normal || v.eliteSupported > v.elite;
}

// In the Battle phase: both sides of the current battle, and for `seat` each battle it can still
// fight (both sides). Empty in other phases.
std::vector<BattleQuote> battle_quotes(const Game& g, std::optional<Faction> seat);

// Spice for shipping n forces is table[n - 1] (shipment_price; Guild rates round the total up,
// so a table rather than a rate per force). Tables run to the most forces the seat could ship.
struct ShipmentQuote {
  std::vector<std::int16_t> stronghold, elsewhere;              // from reserves
  std::vector<std::int16_t> karamaStronghold, karamaElsewhere;  // with a Karama card (Guild rates)
  std::vector<std::int16_t> crossStronghold, crossElsewhere;    // from the board (cross-ship)
  std::vector<std::int16_t> toReserves;                         // from the board back to reserves
  bool operator==(const ShipmentQuote&) const = default;
};
ShipmentQuote shipment_quote(const Game& g, Faction f);
// The quoted price of a Ship action (its route, destination and count); -1 if beyond the tables.
int quoted_price(const ShipmentQuote& q, const Action& a);

// Revival prices (revival_price): an action reviving n forces, leader l, the Kwisatz Haderach and
// k of the ally's forces costs forces[n] + the leader's price + kwisatz + k * allyForce; the
// Emperor's Karama power is free.
struct RevivalQuote {
  std::vector<std::int16_t> forces;  // forces[n]: n of own forces, the free revivals counted
  std::vector<std::pair<LeaderId, std::int16_t>> leaders;  // own leaders in the Tanks
  std::int16_t kwisatz = 0;                                // the Kwisatz Haderach (Advanced)
  std::int16_t allyForce = 0;                              // one ally force (the Emperor's payment)
  std::int8_t free = 0;  // forces revived free this turn (free_revival, as cost() counts them)
  bool operator==(const RevivalQuote&) const = default;
};
RevivalQuote revival_quote(const Game& g, Faction f);
int quoted_price(const RevivalQuote& q, const Action& a);  // -1 if beyond the quote

}  // namespace dune
