// Nexus. GF9 Rulebook 2019 p.7 "Nexus" and p.12 "Alliances": after Shai-Hulud appears
// (not on turn 1), players may form and break alliances of two players. An alliance forms when
// two unallied players each propose it; a player may break its alliance. Each player ends its
// part of the Nexus with a pass. To keep a Nexus finite, each player forms or breaks at most once.
#include "engine/rules/common.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::nexus_phase {

void begin(Game& g) {
  g.nexus = NexusStep{};
  log_public(g, "Nexus: alliances may be formed and broken.");
}

void pending(const Game& g, std::vector<Decision>& out) {
  for (Faction f : storm_order(g))
    if (!(g.nexus.done & bit(f))) out.push_back({f, DecisionKind::Nexus, 0, 0});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::Nexus); !s) return s;
  switch (a.kind) {
    case ActionKind::Pass: return Ok{};
    case ActionKind::Ally:
      if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == seat)
        return fail(Err::NotAllowed, "Alliances: propose to another player in this game (GF9 p.12).");
      if (g.player(seat).ally != kNoAlly || g.player(a.faction).ally != kNoAlly)
        return fail(Err::NotAllowed,
                    "Alliances: an alliance has two players; both must be unallied (GF9 p.12).");
      if (g.nexus.changed & bit(seat))
        return fail(Err::NotAllowed, "You have already formed or broken an alliance in this Nexus.");
      if (g.nexus.done & bit(a.faction))
        return fail(Err::NotAllowed, name(a.faction) + " has already finished this Nexus.");
      return Ok{};
    case ActionKind::BreakAlliance:
      if (g.player(seat).ally == kNoAlly) return fail(Err::NotAllowed, "You have no alliance to break.");
      if (g.nexus.changed & bit(seat))
        return fail(Err::NotAllowed, "You have already formed or broken an alliance in this Nexus.");
      return Ok{};
    default: return fail(Err::WrongPhase, "During a Nexus you may propose an alliance, break one, or pass.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::Pass:
      g.nexus.done |= bit(seat);
      g.nexus.offer[index(seat)] = -1;
      break;
    case ActionKind::Ally: {
      g.nexus.offer[index(seat)] = static_cast<std::int8_t>(index(a.faction));
      if (g.nexus.offer[index(a.faction)] == index(seat)) {
        g.player(seat).ally = static_cast<std::int8_t>(index(a.faction));
        g.player(a.faction).ally = static_cast<std::int8_t>(index(seat));
        g.player(seat).alliedSinceTurn = g.player(a.faction).alliedSinceTurn = g.turn;
        g.nexus.offer[index(seat)] = g.nexus.offer[index(a.faction)] = -1;
        g.nexus.changed |= static_cast<std::uint8_t>(bit(seat) | bit(a.faction));
        log_public(g, name(seat) + " and " + name(a.faction) + " form an alliance.");
      } else {
        log_public(g, name(seat) + " proposes an alliance to " + name(a.faction) + ".");
      }
      break;
    }
    case ActionKind::BreakAlliance: {
      Faction other = faction_at(g.player(seat).ally);
      g.player(seat).ally = g.player(other).ally = kNoAlly;
      g.nexus.changed |= static_cast<std::uint8_t>(bit(seat) | bit(other));
      log_public(g, name(seat) + " breaks the alliance with " + name(other) + ".");
      break;
    }
    default: break;
  }
  // Offers to players who finished can no longer be answered.
  for (Faction f : factions_in_game(g)) {
    auto o = g.nexus.offer[index(f)];
    if (o >= 0 && (g.nexus.done & bit(o))) g.nexus.offer[index(f)] = -1;
  }
  bool all = true;
  for (Faction f : factions_in_game(g))
    if (!(g.nexus.done & bit(f))) all = false;
  if (all) finish_phase(g);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  out.push_back({.kind = ActionKind::Pass});
  out.push_back({.kind = ActionKind::BreakAlliance});
  for (Faction f : factions_in_game(g)) out.push_back({.kind = ActionKind::Ally, .faction = f});
  (void)seat;
}

}  // namespace dune::nexus_phase
