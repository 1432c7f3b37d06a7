// The Great Maker (em_great_maker; em.great_maker). See great_maker.hpp for the rule and its sources.
#include "engine/rules/components/great_maker/great_maker.hpp"
#include "engine/rules/action_args.hpp"

#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::great_maker {
namespace {

// The next voter: the first seat in storm order that has not voted (E3 p.12 (2h): in storm order).
std::optional<Faction> next_voter(const Game& g) {
  const GreatMakerState& m = g.em.greatMaker;
  for (Faction f : storm_order(g))
    if (!m.yes.has(f) && !m.no.has(f)) return f;
  return std::nullopt;
}

// The faction that rides the Great Maker with reserves: the Fremen (the seated faction whose module
// has the worm ride), whether or not a Karama stopped their ride: E3 p.16 (2h), a Karama that makes
// the worm devour the Fremen does not cancel the reserve ride.
std::optional<Faction> rider(const Game& g) { return hooks::bearer(g, Trait::RidesWorms); }

}  // namespace

void appeared(Game& g) { g.em.greatMaker.appeared = true; }

bool blow_ends(Game& g, bool worm) {
  GreatMakerState& m = g.em.greatMaker;
  if (!m.appeared) return worm;
  m.appeared = false;
  m.ride = true;
  if (worm) {
    // em.boundary.great_maker_worms, choice (a): a Shai-Hulud of the same blow brings its Nexus anyway.
    log_public(g, "A Shai-Hulud of this spice blow brings a Nexus: the Great Maker needs no vote.");
    m.result = 1;
    return true;
  }
  m.voting = true;
  m.yes = m.no = {};
  m.result = 0;
  return true;
}

void phase_begins(Game& g) { g.em.greatMaker = GreatMakerState{}; }

bool voting(const Game& g) { return g.em.greatMaker.voting; }

void vote_pending(const Game& g, DecisionList& out) {
  if (!voting(g)) return;
  if (auto f = next_voter(g)) out.push_back({*f, DecisionKind::GreatMakerVote, 0, 1});
}

Status check_vote(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::GreatMakerVote); !s) return s;
  if (a.kind != ActionKind::VoteNexus)
    return fail(Err::BadAction,
                "The Great Maker: vote whether a Nexus occurs (vote_nexus, yes true or false); there is no "
                "pass (E3 p.12).");
  return Ok{};
}

void exec_vote(Game& g, Faction seat, const Action& a) {
  GreatMakerState& m = g.em.greatMaker;
  if (arg<ActionKind::VoteNexus, "yes">(a)) {
    m.yes.insert(seat);
    log_public(g, "{f} votes for a Nexus.", seat);
  } else {
    m.no.insert(seat);
    log_public(g, "{f} votes against a Nexus.", seat);
  }
  if (next_voter(g)) return;
  m.voting = false;
  const int seated = static_cast<int>(factions_in_game(g).size());
  const int yes = static_cast<int>(m.yes.size());
  // E3 p.12 (2h): only a strict majority of the players makes a Nexus (a tie makes none).
  if (2 * yes > seated) {
    m.result = 1;
    log_public(g, "The vote on the Great Maker: {n} of {n} for: a Nexus occurs.", yes, seated);
    log_public(g, "Nexus: alliances may be formed and broken.");
    return;
  }
  m.result = 2;
  log_public(g, "The vote on the Great Maker: {n} of {n} for, no majority: no Nexus occurs.", yes, seated);
  for (Faction f : factions_in_game(g)) g.nexus.done.insert(f);  // no alliance is formed or broken
}

void vote_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (!voting(g) || next_voter(g) != seat) return;
  for (bool yes : {true, false}) out.push_back(ActionOf<ActionKind::VoteNexus>{}.set<"yes">(yes));
}

bool ride_open(const Game& g) {
  if (!g.em.greatMaker.ride || voting(g)) return false;
  const auto r = rider(g);
  return r && g.player(*r).reserves.total() > 0;
}

void ride_pending(const Game& g, DecisionList& out) {
  if (ride_open(g))
    out.push_back({*rider(g), DecisionKind::GreatMakerRide, 1,
                   static_cast<std::int16_t>(g.player(*rider(g)).reserves.total())});
}

Status check_ride(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::GreatMakerRide); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::RideFromReserves)
    return fail(Err::BadAction,
                "The Great Maker: ride it with reserve forces (ride_from_reserves) or pass (E3 p.12).");
  const Forces& reserves = g.player(seat).reserves;
  if (a.amount < 1 || a.amount > reserves.total())
    return fail(Err::NoSuchForces, "The Great Maker: ride with 1 to {n} of your reserve forces (E3 p.12).",
                static_cast<int>(reserves.total()));
  if (auto s = check_elite(g, seat, reserves, a.amount, a.amount3, "Worm ride"); !s) return s;
  return check_worm_ride_to(g, seat, a.to, kNoTerritory);
}

void exec_ride(Game& g, Faction seat, const Action& a) {
  g.em.greatMaker.ride = false;  // one ride, to one territory
  if (a.kind == ActionKind::Pass) {
    log_public(g, "The Fremen do not ride the Great Maker with reserve forces.");
    return;
  }
  Player& p = g.player(seat);
  const int elite = elite_taken(p.reserves, a.amount, a.amount3);
  const int normal = a.amount - elite;
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - elite);
  place_forces(g, a.to, seat, make_forces(normal, elite));
  log_public(g, "The Fremen ride the Great Maker: {n} reserve force(s) to {t}.", static_cast<int>(a.amount),
             location(a.to).territory);
}

void ride_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (!ride_open(g) || rider(g) != seat) return;
  out.push_back({.kind = ActionKind::Pass});
  const int have = g.player(seat).reserves.total();
  int amounts[3] = {1, (have + 1) / 2, have};
  for (LocationId l = 0; l < kLocations; ++l) {
    if (!check_worm_ride_to(g, seat, l, kNoTerritory)) continue;
    for (int i = 0; i < 3; ++i)
      if (i == 0 || amounts[i] != amounts[i - 1])
        out.push_back(
            {.kind = ActionKind::RideFromReserves, .amount = static_cast<std::int16_t>(amounts[i]), .to = l});
  }
}

void nexus_ends(Game& g) { g.em.greatMaker.ride = false; }

}  // namespace dune::great_maker
