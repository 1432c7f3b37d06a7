// Quotes for the view: each value comes from the rule function apply() uses (see quotes.hpp).
#include "engine/rules/quotes.hpp"
#include "engine/rules/action_args.hpp"

#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {

ForceValues force_values(const Game& g, Faction f, Faction opponent) {
  auto one = [&](bool elite, bool supported) {
    BattlePlanRec p;
    p.dial = 1;
    p.elite = elite ? 1 : 0;
    p.spice = supported ? 1 : 0;
    return static_cast<std::int8_t>(battle_phase::dial_half_points(g, f, opponent, p));
  };
  return {one(false, false), one(false, true), one(true, false), one(true, true)};
}

int dial_half_points(const ForceValues& v, int dial, int elite, int spice) {
  const int normal = dial - elite;
  int supportedElite = 0, supportedNormal = 0;
  if (spice_elite_first(v)) {
    supportedElite = std::min(spice, elite);
    supportedNormal = std::min(spice - supportedElite, normal);
  } else {
    supportedNormal = std::min(spice, normal);
    supportedElite = std::min(spice - supportedNormal, elite);
  }
  return supportedElite * v.eliteSupported + (elite - supportedElite) * v.elite +
         supportedNormal * v.normalSupported + (normal - supportedNormal) * v.normal;
}

namespace {

// The leaders f may field in the current battle, each with the range of leader_value over the leaders the
// opponent may field (no leader and a Cheap Hero count as kNoLeader), or against the one a prescience answer
// names (public).
std::vector<LeaderQuote> leader_quotes(const Game& g, Faction f, Faction opponent) {
  std::vector<LeaderId> opposing{kNoLeader};
  const auto& b = g.battle;
  const int side = b.sides[0] == index(opponent) ? 0 : b.sides[1] == index(opponent) ? 1 : -1;
  if (side >= 0 && b.prescienceSide == side && b.prescience == static_cast<int>(PlanElement::Leader) &&
      b.plans[static_cast<std::size_t>(side)].submitted)
    opposing = {b.plans[static_cast<std::size_t>(side)].leader};
  else
    for (LeaderId l : battle_phase::leaders_fieldable(g, opponent)) opposing.push_back(l);
  std::vector<LeaderQuote> out;
  for (LeaderId l : battle_phase::leaders_fieldable(g, f)) {
    int lo = 127, hi = -128;
    for (LeaderId o : opposing) {
      const int v = leader_value(g, l, o);
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
    out.push_back({l, static_cast<std::int8_t>(lo), static_cast<std::int8_t>(hi)});
  }
  return out;
}

BattleQuote battle_quote(const Game& g, TerritoryId t, Faction f, Faction opponent, bool current = false) {
  const Faction d = current ? battle_phase::dial_owner_of(g, f) : f;
  BattleQuote q{
      .territory = t,
      .faction = f,
      .opponent = opponent,
      .normal = static_cast<std::int8_t>(battle_phase::fighting_normal(g, d, t)),
      .elite = static_cast<std::int8_t>(battle_phase::fighting_elite(g, d, t)),
      .value = force_values(g, d, opponent),
      .dialOwner = static_cast<std::int8_t>(d == f ? -1 : index(d)),
      .bonus = static_cast<std::int8_t>(current ? 2 * battle_phase::occupy_contribution_of(g, f) : 0),
      .leaders = {},
      .kwisatz = 0};
  q.spiceEliteFirst = spice_elite_first(q.value);
  if (current) {
    q.leaders = leader_quotes(g, f, opponent);
    // The piece that may accompany f's leader (the Kwisatz Haderach): its bonus, and whether a plan may name
    // it now (exactly when check_action accepts it, tests/rules/quotes_test.cpp).
    if (const auto c = hooks::companion(); c && advanced(g) && hooks::bearer(g, c->rules->trait) == f)
      q.kwisatz = static_cast<std::int8_t>(c->rules->bonus);
    q.kwisatzReady = hooks::companion_ready(g, f, false);
  }
  return q;
}

void add_once(std::vector<BattleQuote>& out, const BattleQuote& q) {
  for (const BattleQuote& o : out)
    if (o.territory == q.territory && o.faction == q.faction && o.opponent == q.opponent) return;
  out.push_back(q);
}

}  // namespace

std::vector<BattleQuote> battle_quotes(const Game& g, std::optional<Faction> seat) {
  std::vector<BattleQuote> out;
  if (g.phase != Phase::Battle) return out;
  const auto& b = g.battle;
  if (b.territory != kNoTerritory && b.sides[0] >= 0 && b.sides[1] >= 0) {
    Faction x = faction_at(b.sides[0]), y = faction_at(b.sides[1]);
    out.push_back(battle_quote(g, b.territory, x, y, true));
    out.push_back(battle_quote(g, b.territory, y, x, true));
  }
  if (!seat || !g.in_game(*seat)) return out;
  const FactionList seated = factions_in_game(g);
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (!present_in(g, *seat, t)) continue;  // can_battle's first test, asked once per territory
    for (Faction o : seated)
      if (battle_phase::can_battle(g, t, *seat, o)) {
        add_once(out, battle_quote(g, t, *seat, o));
        add_once(out, battle_quote(g, t, o, *seat));
      }
  }
  return out;
}

ShipmentQuote shipment_quote(const Game& g, Faction f) {
  ShipmentQuote q;
  int most = g.player(f).reserves.total();
  for (LocationId l = 0; l < kLocations; ++l) most = std::max(most, forces_at(g, l, f).total());
  // A location in a stronghold and one elsewhere: shipment_price asks only which it is.
  LocationId fort = kNoLocation, sand = kNoLocation;
  for (LocationId l = 0; l < kFirstHomeworldLocation; ++l)
    (is_stronghold(location(l).territory) ? fort : sand) = l;
  CardId karama = kNoCard;  // any Karama card: shipment_price asks only whether one is played
  for (CardId c = 0; c < kTreacheryCards && karama == kNoCard; ++c)
    if (card_kind(c) == CardKind::Karama) karama = c;
  auto price = [&](int n, LocationId to, LocationId from, CardId card, bool back) {
    Action a{.kind = ActionKind::Ship, .amount = static_cast<std::int16_t>(n), .from = from, .to = to};
    a.card = card;
    set_arg<ActionKind::Ship, "to_reserves">(a, back);
    return static_cast<std::int16_t>(ship_move_phase::shipment_price(g, f, a));
  };
  for (int n = 1; n <= most; ++n) {
    q.stronghold.push_back(price(n, fort, kNoLocation, kNoCard, false));
    q.elsewhere.push_back(price(n, sand, kNoLocation, kNoCard, false));
    q.karamaStronghold.push_back(price(n, fort, kNoLocation, karama, false));
    q.karamaElsewhere.push_back(price(n, sand, kNoLocation, karama, false));
    q.crossStronghold.push_back(price(n, fort, sand, kNoCard, false));
    q.crossElsewhere.push_back(price(n, sand, fort, kNoCard, false));
    q.toReserves.push_back(price(n, kNoLocation, fort, kNoCard, true));
  }
  return q;
}

int quoted_price(const ShipmentQuote& q, const Action& a) {
  if (a.kind != ActionKind::Ship || a.amount < 1) return -1;
  const std::vector<std::int16_t>* table = &q.toReserves;
  if (!arg<ActionKind::Ship, "to_reserves">(a)) {
    if (a.to < 0 || a.to >= kLocations) return -1;
    const bool fort = stronghold_rate(location(a.to).territory);  // a Homeworld too (E3 p.10)
    if (a.card != kNoCard)
      table = fort ? &q.karamaStronghold : &q.karamaElsewhere;
    else if (a.from != kNoLocation)
      table = fort ? &q.crossStronghold : &q.crossElsewhere;
    else
      table = fort ? &q.stronghold : &q.elsewhere;
  }
  const auto n = static_cast<std::size_t>(a.amount);
  return n <= table->size() ? (*table)[n - 1] : -1;
}

RevivalQuote revival_quote(const Game& g, Faction f) {
  RevivalQuote q;
  const Player& p = g.player(f);
  auto price = [&](Action a) {
    a.kind = ActionKind::Revive;
    return static_cast<std::int16_t>(revival_phase::revival_price(g, f, a));
  };
  for (int n = 0; n <= p.tanks.total(); ++n)
    q.forces.push_back(price({.amount = static_cast<std::int16_t>(n)}));
  for (int i = 0; i < leaders_in_game(g, f); ++i)
    if (p.leaders[static_cast<std::size_t>(i)].where == LeaderWhere::Tanks) {
      LeaderId l = leader_id(f, i);
      q.leaders.emplace_back(l, price({.leader = l}));
    }
  // Duke Vidal, for the faction that revives him (em.ecaz.duke_revival).
  if (g.em.duke.where == LeaderWhere::Tanks && hooks::has(g, Trait::RevivesDuke, f))
    q.leaders.emplace_back(kDukeVidal, price({.leader = kDukeVidal}));
  // Other factions' leaders f may revive into its own pool (the Tleilaxu Gholas, Advanced).
  if (hooks::has(g, Trait::RevivesOthersLeaders, f))
    for (LeaderId l = 0; l < kLeaders; ++l)
      if (leader_faction(l) != f && g.in_game(leader_faction(l)) &&
          g.player(leader_faction(l)).leaders[leader_slot(l)].where == LeaderWhere::Tanks)
        q.leaders.emplace_back(l, price({.leader = l}));
  const std::int16_t none = price({});
  q.kwisatz =
      static_cast<std::int16_t>(price(ActionOf<ActionKind::Revive>{}.set<"kwisatz_haderach">(true)) - none);
  q.allyForce = static_cast<std::int16_t>(price({.amount2 = 1}) - none);
  q.free = static_cast<std::int8_t>(free_revival(g, f));  // the count revival.cpp cost() leaves free
  return q;
}

int quoted_price(const RevivalQuote& q, const Action& a) {
  if (a.kind != ActionKind::Revive) return -1;
  if (arg<ActionKind::Revive, "karama">(a)) return 0;  // the Emperor's Karama power (revival_price)
  if (a.amount < 0 || static_cast<std::size_t>(a.amount) >= q.forces.size()) return -1;
  int c = q.forces[static_cast<std::size_t>(a.amount)];
  if (a.leader != kNoLeader) {
    auto it =
        std::find_if(q.leaders.begin(), q.leaders.end(), [&](const auto& e) { return e.first == a.leader; });
    if (it == q.leaders.end()) return -1;
    c += it->second;
  }
  if (arg<ActionKind::Revive, "kwisatz_haderach">(a)) c += q.kwisatz;
  return c + a.amount2 * q.allyForce;
}

}  // namespace dune
