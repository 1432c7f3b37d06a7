// What the heuristic bot reads off its View before scoring actions, and the scorers by concern:
// heuristic_board.cpp (storm, shipment, movement), heuristic_battle.cpp (battles),
// heuristic_bot.cpp (everything else, and the choice itself). Internal to bots/.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/rng.hpp"
#include "engine/view/view.hpp"

namespace dune::bots::detail {

struct Context {
  const View& view;
  Faction me;
  std::optional<DecisionKind> decision;  // our pending decision (first listed)
  int spice = 0;
  std::optional<Faction> ally;
  // Forces of each faction per territory, summed over the territory's locations.
  std::array<std::array<int, kFactions>, kTerritories> forces{};
  // Strongholds each faction occupies alone (allies may share), as the Mentat Pause counts them.
  std::array<int, kFactions> strongholds{};
  // Factions whose stronghold win is one battle away: we gain by contesting their strongholds.
  std::uint8_t threats = 0;
  // The last turn: a stronghold win now or never, before the Guild's or Fremen's default win.
  bool lastTurn = false;
  // What stopping a threat's win is worth to us (weights::kBlockWin scaled, see block_value).
  double blockValue = 0.0;
  // Storm dial (score_storm_dial): the value the storm sweeps from sand over the next 1..m sectors,
  // worked out for the first dial scored and kept for the others of the same decision.
  mutable std::optional<std::array<double, kSectors + 1>> stormSwept;

  Context(const View& v, Faction seat);
  bool in_game(Faction f) const { return view.players[static_cast<std::size_t>(f)].inGame; }
  bool is_enemy(Faction f) const { return f != me && in_game(f) && (!ally || *ally != f); }
  int forces_in(Faction f, TerritoryId t) const {
    return forces[static_cast<std::size_t>(t)][static_cast<std::size_t>(f)];
  }
  int enemy_forces_in(TerritoryId t) const;
  int enemies_in(TerritoryId t) const;  // number of enemy factions present
  bool held_by_threat(TerritoryId t) const;
  int strongholds_needed() const { return ally ? 4 : 3; }
  int our_strongholds() const;  // ours plus our ally's
};

// The cost of paying `cost` spice now, steeper when it leaves us short.
double spend_penalty(const Context& c, int cost);
// The value of holding one more treachery card of this kind, given our hand.
double card_value(const Context& c, CardKind kind);
// How much better off the board is for us after forces arrive at `to` (and leave `from`).
double score_board_action(const Context& c, const Action& a);
double score_storm_dial(const Context& c, const Action& a, int dialMin, int dialMax);
double score_battle_plan(const Context& c, const Action& a);
double score_battle_choice(const Context& c, const Action& a);
double score_voice(const Context& c, const Action& a);
double score_prescience(const Context& c, const Action& a);
// Nexus (heuristic_nexus.cpp): proposing or accepting an alliance, and staying alone.
double score_ally(const Context& c, const Action& a);
double score_nexus_pass(const Context& c);
// Any legal action's score (the dispatcher in heuristic_bot.cpp).
double score_action(const Context& c, const Action& a);
// The same for the actions scored from the action alone and the open decision (`decision`, as
// Context::decision), never from the view: a Pass (but in a worm placement, a Nexus or a Voice),
// cards kept for later, constant choices; nullopt for every other action.
std::optional<double> score_without_view(std::optional<DecisionKind> decision, const Action& a);
// The battle plan: the best listed plan, or a variant of one of the best listed plans that differs
// only in the dial, the spice supporting it, the elite forces dialled and the Kwisatz Haderach,
// within the bounds the view shows (so it stays legal). Rng draws the tie-breaking jitter.
Action choose_battle_plan(const Context& c, const std::vector<Action>& legal, Rng& rng);

}  // namespace dune::bots::detail
