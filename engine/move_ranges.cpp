#include "engine/move_ranges.hpp"

#include "engine/core/board.hpp"
#include "engine/rules/movement.hpp"

namespace dune {

Action MoveOption::action(int forces, int elite) const {
  Action a{.kind = kind,
           .amount = static_cast<std::int16_t>(forces),
           .amount3 = static_cast<std::int16_t>(elite),
           .from = from,
           .to = to};
  a.flag = toReserves;
  a.card = karama;
  a.sub = takeUpArms ? 1 : 0;
  return a;
}

namespace {

// Asks the engine's own rule check (check_action) about candidates.
class Prober {
 public:
  Prober(const Game& g, Faction seat) : g_(g), seat_(seat) {}
  bool legal(const Action& a) { return static_cast<bool>(check_action(g_, seat_, a)); }

 private:
  const Game& g_;
  Faction seat_;
};

// The greatest legal count in [lo, hi] given lo is legal (legal counts form a range).
int greatest(Prober& p, const MoveOption& o, int lo, int hi) {
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (p.legal(o.action(mid)))
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

void add_ship_options(const Game& g, Faction seat, std::vector<MoveOption>& out) {
  Prober p(g, seat);
  const Player& me = g.player(seat);
  std::vector<CardId> karamas{kNoCard};
  for (const HeldCard& h : me.hand)
    if (card_kind(h.card) == CardKind::Karama) {
      karamas.push_back(h.card);
      break;
    }
  std::vector<LocationId> mine;
  for (LocationId l = 0; l < kLocations; ++l)
    if (forces_at(g, l, seat).total() > 0) mine.push_back(l);
  // Legal counts run from 1 up to a limit (forces at hand, spice): try the whole group first.
  auto ranged = [&](MoveOption o, int have) {
    if (have < 1) return;
    o.min = 1;
    if (p.legal(o.action(have)))
      o.max = have;
    else if (have > 1 && p.legal(o.action(1)))
      o.max = greatest(p, o, 1, have - 1);
    else
      return;
    // The engine's own price for each count (the one check and exec use).
    for (int n = o.min; n <= o.max; ++n) o.cost.push_back(shipment_price(g, seat, o.action(n)));
    if (!o.toReserves) o.eliteSource = elite_choice(g, seat, o.from);
    out.push_back(std::move(o));
  };
  for (CardId k : karamas) {
    for (LocationId to = 0; to < kLocations; ++to)  // from reserves
      ranged({.kind = ActionKind::Ship, .to = to, .karama = k}, me.reserves.total());
    for (LocationId from : mine)  // cross-ship (Guild and its ally)
      for (LocationId to = 0; to < kLocations; ++to)
        ranged({.kind = ActionKind::Ship, .from = from, .to = to, .karama = k},
               forces_at(g, from, seat).total());
  }
  for (LocationId from : mine)  // Guild: back to reserves
    ranged({.kind = ActionKind::Ship, .from = from, .toReserves = true}, forces_at(g, from, seat).total());
}

// `limit`: large enough that the engine lists every origin and destination (the whole group
// each time): a cap on the list for movement, the destinations tried per origin for a worm ride.
void add_move_options(const Game& g, Faction seat, int limit, std::vector<MoveOption>& out) {
  Prober p(g, seat);
  for (const Action& a : legal_actions(g, seat, nullptr, limit)) {
    if (a.kind != ActionKind::Move) continue;
    MoveOption o{.kind = ActionKind::Move,
                 .from = a.from,
                 .to = a.to,
                 .takeUpArms = a.sub == 1,
                 .min = a.amount,
                 .max = a.amount};
    if (o.max > 1 && p.legal(o.action(1))) {
      o.min = 1;
    } else {  // the least legal count (only the whole group, when it must leave an ally)
      int lo = 1, hi = o.max;
      while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (p.legal(o.action(mid)))
          hi = mid;
        else
          lo = mid + 1;
      }
      o.min = lo;
    }
    o.eliteSource = elite_choice(g, seat, o.from);
    out.push_back(o);
  }
}

}  // namespace

bool decides_moves(const Game& g, Faction seat) {
  for (const Decision& d : pending(g))
    if (d.seat == seat && (d.kind == DecisionKind::Ship || d.kind == DecisionKind::Move ||
                           d.kind == DecisionKind::WormRide || d.kind == DecisionKind::GuildTiming))
      return true;
  return false;
}

std::vector<MoveOption> move_options(const Game& g, Faction seat) {
  std::vector<MoveOption> out;
  for (const Decision& d : pending(g)) {
    if (d.seat != seat) continue;
    if (d.kind == DecisionKind::Ship) add_ship_options(g, seat, out);
    if (d.kind == DecisionKind::Move) add_move_options(g, seat, 1 << 20, out);
    if (d.kind == DecisionKind::WormRide) add_move_options(g, seat, kLocations, out);
    if (d.kind == DecisionKind::GuildTiming) {  // Advanced: the Guild may act now, shipping or moving
      add_ship_options(g, seat, out);
      add_move_options(g, seat, 1 << 20, out);
    }
  }
  return out;
}

}  // namespace dune
