// Nexus. GF9 Rulebook 2019 p.7 "Nexus" and p.12 "Alliances": after Shai-Hulud appears
// (not on turn 1), players may form and break alliances of two players. An alliance forms when
// two unallied players each propose it; a player may break its alliance. Each player ends its
// part of the Nexus with a pass. To keep a Nexus finite, each player forms or breaks at most once.
// The Great Maker (em_great_maker, engine/rules/components/great_maker/great_maker.hpp): the phase after its
// blow opens with the vote on whether a Nexus occurs (without a majority every seat is done at once), and
// after the board worm ride the Fremen may ride it with reserve forces. Nexus Cards (em_nexus_cards,
// engine/rules/components/nexus_cards/nexus_cards.hpp): after the last Nexus of the phase the unallied
// players may draw Nexus cards.
#include "engine/rules/common.hpp"
#include "engine/rules/components/great_maker/great_maker.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::nexus_phase {
namespace {

bool all_done(const Game& g) {
  for (Faction f : factions_in_game(g))
    if (!g.nexus.done.has(f)) return false;
  return true;
}

// Fremen worm ride (GF9 p.16): when the Nexus ends, Fremen forces in a territory Shai-Hulud
// appeared in this turn (and not in storm) may ride it to any one territory, obeying storm,
// stronghold limits and alliances.
// The faction that may ride (the Fremen); nobody while a Karama stops the ride.
std::optional<Faction> rider(const Game& g) { return hooks::owner_of(g, Trait::RidesWorms); }

bool can_ride_from(const Game& g, LocationId l) {
  TerritoryId t = location(l).territory;
  const auto r = rider(g);
  return r && (g.wormRides >> t & 1) && !location_in_storm(g, l) && forces_at(g, l, *r).total() > 0;
}

bool ride_open(const Game& g) {
  if (g.wormRides == 0 || !rider(g)) return false;
  for (LocationId l = 0; l < kLocations; ++l)
    if (can_ride_from(g, l)) return true;
  return false;
}

Status check_ride(const Game& g, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::Move) return fail(Err::WrongPhase, "Worm ride: move a group or pass.");
  if (a.from < 0 || a.from >= kLocations || !can_ride_from(g, a.from))
    return fail(Err::NotAllowed,
                "Worm ride: ride from a territory where Shai-Hulud appeared this turn, outside the storm "
                "(GF9 p.16).");
  const Faction r = *rider(g);  // can_ride_from found one
  if (a.amount < 1 || a.amount > forces_at(g, a.from, r).total())
    return fail(Err::NoSuchForces, "Worm ride: you do not have that many forces there.");
  // Advanced: which of them ride (Fedaykin among them; movement.hpp check_elite).
  if (auto s = check_elite(g, r, forces_at(g, a.from, r), a.amount, a.amount3, "Worm ride"); !s) return s;
  return check_worm_ride_to(g, r, a.to, location(a.from).territory);
}

// The Nexus ends once every seat is done, the board worm ride is over and the Great Maker's reserve
// ride (em.great_maker) too.
// Nexus Cards (em_nexus_cards): then the unallied players may draw Nexus cards (em.nexus.draw), at the end of
// the Spice Blow and Nexus phase.
void maybe_finish(Game& g) {
  if (!all_done(g) || ride_open(g) || great_maker::ride_open(g)) return;
  g.wormRides = 0;
  great_maker::nexus_ends(g);
  if (nexus_cards::nexus_over(g, spice_blow_phase::second_blow_due(g))) return;
  finish_phase(g);
}

}  // namespace

void begin(Game& g) {
  g.nexus = NexusStep{};
  // The Great Maker (em.great_maker): its vote comes first and decides whether a Nexus occurs.
  if (great_maker::voting(g)) {
    log_public(g, "The Great Maker: the players vote in storm order whether a Nexus occurs.");
    return;
  }
  log_public(g, "Nexus: alliances may be formed and broken.");
  nexus_cards::nexus_takes_place(g);
}

void karama_stopped(Game& g, Advantage adv) {
  if (!hooks::implements(adv, Trait::RidesWorms)) return;
  // FAQ Nov 2020 p.7: a Karama may cause the Fremen to be eaten by the worm instead of riding it.
  const Faction r = advantage_info(adv).owner;
  for (LocationId l = 0; l < kLocations; ++l) {
    TerritoryId t = location(l).territory;
    int k = forces_at(g, l, r).total();
    if (!(g.wormRides >> t & 1) || k == 0 || t == nexus_cards::remote_ride(g)) continue;
    forces_to_tanks(g, r, l, k);
    log_public(g, "Shai-Hulud devours {n} Fremen forces in {t}.", k, t);
  }
  g.wormRides = 0;
  maybe_finish(g);
}

void pending(const Game& g, DecisionList& out) {
  if (nexus_cards::drawing(g)) return nexus_cards::draw_pending(g, out);
  if (great_maker::voting(g)) return great_maker::vote_pending(g, out);
  if (all_done(g)) {
    if (ride_open(g))
      out.push_back({*rider(g), DecisionKind::WormRide, 0, 0});
    else
      great_maker::ride_pending(g, out);  // then the Fremen ride the Great Maker with reserves
    return;
  }
  for (Faction f : storm_order(g))
    if (!g.nexus.done.has(f)) out.push_back({f, DecisionKind::Nexus, 0, 0});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (nexus_cards::drawing(g)) return nexus_cards::check_draw(g, seat, a);
  if (great_maker::voting(g)) return great_maker::check_vote(g, seat, a);
  if (has_decision(g, seat, DecisionKind::WormRide)) return check_ride(g, a);
  if (all_done(g) && great_maker::ride_open(g)) return great_maker::check_ride(g, seat, a);
  if (auto s = need_decision(g, seat, DecisionKind::Nexus); !s) return s;
  switch (a.kind) {
    case ActionKind::Pass: return Ok{};
    case ActionKind::Ally:
      if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == seat)
        return fail(Err::NotAllowed, "Alliances: propose to another player in this game (GF9 p.12).");
      if (g.player(seat).ally != kNoAlly || g.player(a.faction).ally != kNoAlly)
        return fail(Err::NotAllowed,
                    "Alliances: an alliance has two players; both must be unallied (GF9 p.12).");
      if (g.nexus.changed.has(seat))
        return fail(Err::NotAllowed, "You have already formed or broken an alliance in this Nexus.");
      if (g.nexus.done.has(a.faction))
        return fail(Err::NotAllowed, "{f} has already finished this Nexus.", a.faction);
      // Homeworlds variant (E3 p.10 (2h), em.hw.allied): not while either occupies the other's Homeworld.
      if (homeworlds::occupies_homeworld_of(g, seat, a.faction) ||
          homeworlds::occupies_homeworld_of(g, a.faction, seat))
        return fail(Err::NotAllowed,
                    "Alliances: two factions may not ally while either occupies the other's Homeworld (E3 "
                    "p.10).");
      if (g.nexus.proposed[index(seat)].has(a.faction))
        return fail(Err::NotAllowed,
                    "You have already proposed an alliance to {f} in this Nexus (nexus.forming).", a.faction);
      return Ok{};
    case ActionKind::BreakAlliance:
      if (g.player(seat).ally == kNoAlly) return fail(Err::NotAllowed, "You have no alliance to break.");
      if (g.nexus.changed.has(seat))
        return fail(Err::NotAllowed, "You have already formed or broken an alliance in this Nexus.");
      return Ok{};
    default: return fail(Err::WrongPhase, "During a Nexus you may propose an alliance, break one, or pass.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  if (nexus_cards::drawing(g)) {
    nexus_cards::exec_draw(g, seat, a);
    if (!nexus_cards::drawing(g)) finish_phase(g);
    return;
  }
  if (great_maker::voting(g)) {
    great_maker::exec_vote(g, seat, a);
    maybe_finish(g);
    return;
  }
  if (all_done(g) && !ride_open(g)) {  // the Great Maker's reserve ride
    great_maker::exec_ride(g, seat, a);
    maybe_finish(g);
    return;
  }
  if (all_done(g)) {  // worm ride
    if (a.kind == ActionKind::Pass) {
      g.wormRides = 0;
      log_public(g, "The Fremen do not ride the worm.");
    } else {
      TerritoryId from = location(a.from).territory;
      move_group(g, seat, a.from, a.to, a.amount, a.amount3);
      g.wormRides &= ~(std::uint64_t{1} << from);
      log_public(g, "The Fremen ride Shai-Hulud: {n} force(s) from {t} to {t}.", a.amount, from,
                 location(a.to).territory);
    }
    maybe_finish(g);
    return;
  }
  switch (a.kind) {
    case ActionKind::Pass:
      g.nexus.done.insert(seat);
      g.nexus.offer[index(seat)] = -1;
      break;
    case ActionKind::Ally: {
      g.nexus.offer[index(seat)] = static_cast<std::int8_t>(index(a.faction));
      g.nexus.proposed[index(seat)].insert(a.faction);
      if (g.nexus.offer[index(a.faction)] == index(seat)) {
        g.nexus.offer[index(seat)] = g.nexus.offer[index(a.faction)] = -1;
        g.nexus.changed |= FactionSet{seat, a.faction};
        log_public(g, "{f} and {f} form an alliance.", seat, a.faction);
        form_alliance(g, seat, a.faction);
      } else {
        log_public(g, "{f} proposes an alliance to {f}.", seat, a.faction);
      }
      break;
    }
    case ActionKind::BreakAlliance: {
      Faction other = faction_at(g.player(seat).ally);
      end_alliance(g, seat);
      g.nexus.changed |= FactionSet{seat, other};
      log_public(g, "{f} breaks the alliance with {f}.", seat, other);
      break;
    }
    default: break;
  }
  // Offers to players who finished can no longer be answered.
  for (Faction f : factions_in_game(g)) {
    auto o = g.nexus.offer[index(f)];
    if (o >= 0 && g.nexus.done.has(faction_at(o))) g.nexus.offer[index(f)] = -1;
  }
  maybe_finish(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int limit) {
  if (nexus_cards::drawing(g)) return nexus_cards::draw_candidates(g, seat, out);
  if (great_maker::voting(g)) return great_maker::vote_candidates(g, seat, out);
  if (all_done(g) && !ride_open(g)) return great_maker::ride_candidates(g, seat, out);
  out.push_back({.kind = ActionKind::Pass});
  if (all_done(g)) {
    for (LocationId from = 0; from < kLocations; ++from) {
      if (!can_ride_from(g, from)) continue;
      int have = forces_at(g, from, *rider(g)).total();
      for (int i = 0; i < limit; ++i) {
        auto to = static_cast<LocationId>(sampler ? sampler->below(kBoardLocations)
                                                  : static_cast<std::uint32_t>(i % kBoardLocations));
        out.push_back(
            {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(have), .from = from, .to = to});
      }
    }
    return;
  }
  out.push_back({.kind = ActionKind::BreakAlliance});
  for (Faction f : factions_in_game(g)) out.push_back({.kind = ActionKind::Ally, .faction = f});
  (void)seat;
}

}  // namespace dune::nexus_phase
