// The heuristic bot: plays every decision of the six base factions, Basic and Advanced, by
// scoring each legal action with a table of named preferences (bots/heuristic_weights.hpp) and
// taking the best one.
// Like a human client it sees only its seat's View and its legal actions, never the Game.
// How it decides, and how strong it is, is written up in docs/BOTS.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/rng.hpp"
#include "engine/view/view.hpp"

namespace dune::bots {

// Movement and shipment lists are sampled by the engine; the heuristic bot plays better from a
// wider sample, so callers ask legal_actions for this many when the seat ships or moves.
inline constexpr int kHeuristicSampleLimit = 96;

// The sample limit to pass to legal_actions for `view`'s seat now: kHeuristicSampleLimit when it
// has a shipment or movement pending, else `defaultLimit`.
int heuristic_sample_limit(const View& view, int defaultLimit);

// The same from the engine's open decisions (pending(g): the seat's own entries in it are what its
// view lists of them), for a host that has not built the view.
int heuristic_sample_limit(const std::vector<Decision>& open, Faction seat, int defaultLimit);

// The seat's first open decision as its View lists it (View::pending: the public decisions in the
// engine's order, then the masked windows by kind), from the engine's open decisions; the decision
// choose_heuristic reads.
std::optional<DecisionKind> own_decision(const std::vector<Decision>& open, Faction seat);

// The choice choose_heuristic makes when it needs no view: a single legal action, or a list whose
// every action is scored from the action and the open decision alone (a Pass, a card kept for
// later, a bribe never offered, a constant choice: detail::score_without_view). Then it returns
// what choose_heuristic returns, with `rng` left in the same state; nullopt (and `rng` untouched)
// otherwise. `decision` is own_decision(). About 60% of the decisions of an Advanced game with
// every variant are such windows (Amal, Harvester, Thumper, Weather Control, traitor calls, the Nexus
// cards' moments...), 30% in a Basic game: a host asks this first and builds the view only when it
// answers nullopt (bots/match.cpp).
std::optional<Action> choose_heuristic_blind(std::optional<DecisionKind> decision,
                                             const std::vector<Action>& legal, Rng& rng);

// Precondition: view.seat is set and legal is not empty. Returns one element of `legal`, except
// for a battle plan: then possibly a listed plan with another dial, spice support, elite count or
// Kwisatz Haderach flag, kept within the bounds the view shows (forces in the territory, our
// spice), so the engine accepts it as it accepts the listed plan.
// Deterministic: the same view, list and rng state give the same action (rng breaks ties).
Action choose_heuristic(const View& view, const std::vector<Action>& legal, Rng& rng);
// The k legal actions the heuristic bot scores best, best first (without its jitter); empty for a battle
// plan (its own chooser varies a listed plan). The search bot's candidates (bots/search_bot.cpp).
std::vector<Action> heuristic_ranked(const View& view, const std::vector<Action>& legal, std::size_t k);

// Nexus (bots/heuristic_nexus.cpp): whether the heuristic bot in view's seat, unallied, answers
// `proposer`'s open alliance proposal with yes (false when no such proposal is open). Without
// jitter: choose_heuristic takes the same decision unless the two scores are within the noise.
bool heuristic_accepts_alliance(const View& view, Faction proposer);

// Nexus: the faction the heuristic bot in view's seat proposes an alliance to now, when among its
// `legal` actions that proposal is its clear choice (choose_heuristic then makes it whatever the
// jitter); nullopt when it would rather pass, break, or has a proposal open already. Lets a host
// give the bot its turn to propose to a person still negotiating (server/game_room.cpp).
std::optional<Faction> heuristic_proposal(const View& view, const std::vector<Action>& legal);

// Nexus: why the heuristic bot in view's seat (its view when it decided) did not take up `proposer`'s
// alliance proposal, in one sentence to that player: the ally it took instead (`alliedWith`, or the
// view's), else the scores heuristic_accepts_alliance compares (the strongholds each side brings
// toward the count a win needs). The server sends it to the proposer as table talk
// (server/game_room.cpp).
std::string heuristic_decline_reason(const View& view, Faction proposer, std::optional<Faction> alliedWith);

}  // namespace dune::bots
