// Every legal shipment and movement of a seat, compactly: the view's "moves" field (docs/API.md).
// legal_actions() only samples shipment and movement (the space is too large to list action by
// action), so the engine answers with ranges instead: for each origin and destination the least and
// greatest number of forces, and the spice each number costs. Each range is found with check_action()
// (the predicate apply() runs; the legal counts of one origin and destination form a range), and each
// price is shipment_price() (the one check and exec use): the clients and the server restate nothing.
#pragma once

#include <optional>
#include <vector>

#include "engine/engine.hpp"

namespace dune {

struct MoveOption {
  ActionKind kind = ActionKind::Move;  // Ship or Move
  LocationId from = kNoLocation;       // a board origin (movement, cross-ship, back to reserves)
  LocationId to = kNoLocation;         // the destination; kNoLocation when back to reserves
  bool toReserves = false;             // Guild: ship from the board back to reserves
  CardId karama = kNoCard;             // Karama card: ship at Guild rates, paid to the Bank
  bool takeUpArms = false;             // Advanced: Bene Gesserit advisors become fighters on arrival
  int min = 1, max = 1;                // every force count in [min, max] is legal
  std::vector<int> cost{};             // shipment only: spice for min, min+1, ..., max forces
  // Advanced: the normal and elite forces at the origin when the seat may name how many of the forces
  // are elite (engine elite_choice: the Emperor's Sardaukar, the Fremen's Fedaykin); any split of a
  // legal count that the origin holds is legal.
  std::optional<Forces> eliteSource{};

  Action action(int forces, int elite = 0) const;
  bool operator==(const MoveOption&) const = default;
};

// Does the seat have a Ship, Move, WormRide or GuildTiming decision (the view then carries "moves")?
bool decides_moves(const Game& g, Faction seat);
// Every legal shipment, movement or worm ride of the seat; empty unless decides_moves().
std::vector<MoveOption> move_options(const Game& g, Faction seat);

}  // namespace dune
