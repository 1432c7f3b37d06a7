// Battle. GF9 Rulebook 2019 pp.10-11: a battle is fought in every territory (not the Polar
// Sink) holding forces of two or more unallied factions not separated by the storm. In storm
// order each player is aggressor in all its battles and picks their order and opponent.
// Bene Gesserit Voice (p.18) comes before Atreides prescience (p.17); then both sides set
// sealed plans: a leader or Cheap Hero (mandatory if able), a dial from 0 to the forces there,
// and optionally a weapon and a defense (only with a leader or Cheap Hero). After the reveal,
// traitors may be called (p.11). Lasgun with any Shield destroys everything there. Otherwise
// weapons kill leaders without the matching defense; dial plus surviving leader's strength
// wins, ties to the aggressor. The loser loses all forces there and discards its cards; the
// winner loses the number dialed, may keep its weapon and defense, and collects spice for
// every leader killed (including its own).
//
// Advanced game (advanced(g) only; GF9 Rulebook 2019 Advanced rules and faction sheets, FAQ
// Nov 2020, Revised Rulebook v2.3):
// - Spice dialing: the plan names the forces dialed (amount; amount3 of them elite) and the
//   spice paid to support them (amount2). A supported force counts full strength, an
//   unsupported one half; Fremen forces need no spice. Sardaukar and Fedaykin count double
//   (Sardaukar only single against the Fremen). The forces dialed are the forces the winner
//   loses: an elite force dialed at double strength absorbs two losses, as the faction sheets
//   say. Dialed spice goes to the Spice Bank from both sides, except that a winner by traitor
//   pays nothing. Strengths are kept in half points.
// - Kwisatz Haderach: after 7 Atreides forces lost in battles, once per turn, +2 to a leader
//   that survives; that leader cannot be called traitor; it dies only in a lasgun/shield
//   explosion and is then revived like a leader.
// - Harkonnen capture: a Harkonnen win draws one of the loser's leaders at random (not killed,
//   not captured, not used in another territory this turn): keep it for one battle, or kill it
//   for 2 spice.
// - Atreides Karama: see the opponent's whole plan, in place of the prescience question.
#include <algorithm>
#include <utility>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::battle_phase {
namespace {

Faction side(const Game& g, int i) { return faction_at(g.battle.sides[static_cast<std::size_t>(i)]); }
int side_of(const Game& g, Faction f) {
  if (g.battle.sides[0] == index(f)) return 0;
  if (g.battle.sides[1] == index(f)) return 1;
  return -1;
}

// --- Ecaz Occupy: the combined battle (em.ecaz.occupy_battle; Ecaz & Moritani pp.8,15 (2h)) ---------------
// Ecaz and their ally both in a battle against the same enemy fight it as one side. Ecaz choose which of
// the two fights (its leader, cards, plan and spice); the other stands beside it (BattleStep::partners).
// The dial counts the ally's forces whoever leads, and Ecaz add half their forces there, rounded up, at
// full strength without spice. A won battle costs the ally what it dialed and Ecaz that half; a lost one
// costs both every force there. A Karama against Ecaz (advantage ecaz_occupy) stops this for one battle:
// the fighting faction then dials its own forces and the other adds nothing (E3 p.16 (2h)); the pair
// still stand and fall together (boundary em.boundary.occupy_stopped).

std::optional<Faction> partner(const Game& g, int i) {
  const std::int8_t p = g.battle.partners[static_cast<std::size_t>(i)];
  return p >= 0 ? std::optional<Faction>(faction_at(p)) : std::nullopt;
}
// The combined battle is in force for side i (a partner, and no Karama stopped it).
bool combined(const Game& g, int i) {
  return partner(g, i) && hooks::has(g, Trait::CombinedBattle, side(g, i));
}
// Ecaz: the faction whose module grants the combined battle.
Faction occupy_owner(const Game& g) { return hooks::bearer(g, Trait::CombinedBattle).value(); }
// The faction whose forces side i dials: the ally of Ecaz while combined, whoever leads; else the side.
Faction dial_owner(const Game& g, int i) {
  if (!combined(g, i)) return side(g, i);
  return side(g, i) == occupy_owner(g) ? *partner(g, i) : side(g, i);
}

// Ecaz's forces that fight beside side i's dial: half of them there, rounded up (0 when not combined).
int occupy_contribution(const Game& g, int i) {
  if (!combined(g, i)) return 0;
  return (fighting_forces(g, occupy_owner(g), g.battle.territory) + 1) / 2;
}

}  // namespace

Faction dial_owner_of(const Game& g, Faction f) {
  const int i = side_of(g, f);
  return i < 0 ? f : dial_owner(g, i);
}
int occupy_contribution_of(const Game& g, Faction f) {
  const int i = side_of(g, f);
  return i < 0 ? 0 : occupy_contribution(g, i);
}

namespace {

// Location groups of t that can fight each other: connected through sectors not in storm;
// a sector in storm is a group of its own (battling blind), except a stronghold (FAQ p.1).
int group_of(const Game& g, TerritoryId t, LocationId l) {
  if (location_in_storm(g, l)) return is_stronghold(t) ? -1 : 100 + l;
  // Flood fill from l through same-territory neighbours outside the storm; smallest id names it.
  std::array<bool, kLocations> seen{};
  std::array<LocationId, kLocations> stack{};
  std::size_t top = 0;
  stack[top++] = l;
  seen[static_cast<std::size_t>(l)] = true;
  LocationId smallest = l;
  while (top > 0) {
    LocationId a = stack[--top];
    for (LocationId b : location_neighbours(a)) {
      if (location(b).territory != t || location_in_storm(g, b) || seen[static_cast<std::size_t>(b)])
        continue;
      seen[static_cast<std::size_t>(b)] = true;
      stack[top++] = b;
      smallest = std::min(smallest, b);
    }
  }
  return smallest;
}

// Who is in t for a battle: fighting forces on the board and, on a Homeworld, its natives in reserve
// (Homeworlds variant, rule 80 em.hw.battle: the invaders fight the native reserves there).
bool in_battle_territory(const Game& g, Faction f, TerritoryId t) {
  return present_in(g, f, t) || (is_homeworld_territory(t) && !homeworlds::natives_in(g, f, t).empty());
}
FactionSet battle_factions(const Game& g, TerritoryId t) {
  FactionSet here = factions_present(g, t);
  HomeworldId h{};
  if (homeworld_of_territory(t, h) && homeworlds::natives(g, h) > 0) here.insert(homeworld_info(h).owner);
  return here;
}

// One past the last territory that may hold a battle: the Homeworlds hold battles only with their variant,
// the Discovery locations only with theirs (their territories come last).
TerritoryId battle_territories_end(const Game& g) {
  return homeworlds::in_play(g) || discovery::in_play(g) ? kTerritories : kFirstHomeworldTerritory;
}

}  // namespace

bool can_battle(const Game& g, TerritoryId t, Faction a, Faction b) {
  if (t == T::PolarSink || a == b || allied(g, a, b)) return false;
  // Presence counts fighting forces only (common.hpp: Advanced Bene Gesserit advisors do not battle).
  if (!in_battle_territory(g, a, t) || !in_battle_territory(g, b, t)) return false;
  if (is_homeworld_territory(t)) return true;  // one off-planet location, never in storm
  auto locs = locations_of(t);
  if (locs.size() == 1) return !(is_stronghold(t) && location_in_storm(g, locs[0]));
  for (LocationId la : locations_of(t)) {
    if (fighters_at(g, a, la) == 0) continue;
    int ga = group_of(g, t, la);
    if (ga < 0) continue;
    for (LocationId lb : locations_of(t))
      if (fighters_at(g, b, lb) > 0 && group_of(g, t, lb) == ga) return true;
  }
  return false;
}

FactionSet contesting(const Game& g, TerritoryId t) {
  FactionSet out;
  if (t >= battle_territories_end(g)) return out;
  const FactionSet here = battle_factions(g, t);
  if (here.size() < 2) return out;
  for (Faction a : factions_in_game(g))
    if (here.has(a))
      for (Faction b : factions_in_game(g))
        if (b != a && here.has(b) && can_battle(g, t, a, b)) {
          out.insert(a);
          break;
        }
  return out;
}

std::uint64_t maybe_contested(const Game& g) {
  static_assert(kTerritories <= 64);
  const TerritoryId end = battle_territories_end(g);
  std::uint64_t out = 0;
  for (TerritoryId t = 0; t < end; ++t) {
    // A Homeworld's natives fight from its reserves (em.hw.battle): one invader there may battle them.
    const int present = factions_present(g, t).size();
    if (present >= 2 || (present == 1 && is_homeworld_territory(t))) out |= std::uint64_t{1} << t;
  }
  return out;
}

namespace {

struct BattleRef {
  TerritoryId territory;
  Faction opponent;
};

std::vector<BattleRef> battles_of(const Game& g, Faction aggressor) {
  std::vector<BattleRef> out;
  const TerritoryId end = battle_territories_end(g);
  // The territories where the aggressor's fighters stand, from one pass over its board column (a Homeworld's
  // natives are asked per Homeworld below).
  static_assert(kTerritories <= 64);
  std::uint64_t fights = 0;
  for (LocationId l = 0; l < kLocations; ++l)
    if (fighters_at(g, aggressor, l) > 0) fights |= std::uint64_t{1} << location(l).territory;
  for (TerritoryId t = 0; t < end; ++t) {
    // Only territories where the aggressor fights can hold its battles: test its own forces first
    // (one faction's column) and ask who else is there only then.
    if (is_homeworld_territory(t) ? !in_battle_territory(g, aggressor, t) : !((fights >> t) & 1u)) continue;
    const FactionSet here = battle_factions(g, t);  // who is present (a Homeworld's natives too)
    if (!here.has(aggressor) || here == FactionSet::of(aggressor)) continue;
    for (Faction o : factions_in_game(g)) {
      if (!here.has(o) || !can_battle(g, t, aggressor, o)) continue;
      // em.ecaz.occupy_battle: Ecaz and their ally both battling the aggressor there are one battle, listed
      // once (under the first of the two); Ecaz then choose who fights it.
      if (here.size() > 2)
        if (auto p = coexisting_ally(g, o, t); p && index(*p) < index(o) && can_battle(g, t, aggressor, *p))
          continue;
      out.push_back({t, o});
    }
  }
  return out;
}

// The faction that may put l in a battle plan: its owner, or the Harkonnen holding it captive; Duke Vidal:
// whoever controls him (em.duke.*), nobody while he is set aside.
std::optional<Faction> leader_holder(const Game& g, LeaderId l) {
  if (l == kDukeVidal)
    return g.em.dukeHolder >= 0 ? std::optional(faction_at(g.em.dukeHolder)) : std::nullopt;
  const LeaderState& s = leader_disc(g, l);
  return s.capturedBy >= 0 ? faction_at(s.capturedBy) : leader_faction(l);
}

bool eligible_leader(const Game& g, Faction f, LeaderId l) {
  if (l < 0 || (l >= kLeaders && l != kDukeVidal) || leader_holder(g, l) != f || !leader_available(g, l))
    return false;
  TerritoryId fought = leader_disc(g, l).foughtIn;
  return fought == kNoTerritory || fought == g.battle.territory;
}

// Leaders f may field: its own and, in the Advanced game, those it holds captive.
std::vector<LeaderId> fieldable_leaders(const Game& g, Faction f) {
  std::vector<LeaderId> out;
  for (int i = 0; i < leaders_in_game(g, f); ++i)
    if (eligible_leader(g, f, leader_id(f, i))) out.push_back(leader_id(f, i));
  if (advanced(g))
    for (LeaderId l = 0; l < kLeaders; ++l)
      if (leader_faction(l) != f && eligible_leader(g, f, l)) out.push_back(l);
  if (eligible_leader(g, f, kDukeVidal)) out.push_back(kDukeVidal);  // em.duke.*: while f controls him
  return out;
}

}  // namespace

// A Cheap Hero the Bene Gesserit Voice forbids cannot be played (GF9 p.18), so it does not oblige
// its holder to field it (boundary.voice_forbids_last_hero).
bool voice_forbids_cheap_hero(const Game& g, Faction f) {
  const auto& b = g.battle;
  return b.voiceCommand == static_cast<int>(VoiceCommand::CheapHero) && !b.voiceMust && b.voiceTarget >= 0 &&
         b.sides[static_cast<std::size_t>(b.voiceTarget)] == index(f);
}

bool has_fieldable_leader(const Game& g, Faction f) { return !fieldable_leaders(g, f).empty(); }
std::vector<LeaderId> leaders_fieldable(const Game& g, Faction f) { return fieldable_leaders(g, f); }

// A Shield for the Lasgun explosion: the Shield, and the Ixians & Tleilaxu Shield Snooper, which
// counts as a Shield (card face; Landsraad rules 3.01 Lasgun entry names it). Weirding Way in the
// defense slot protects as a projectile defense but is no Shield card
// (boundary.it_weirding_way_defense).
namespace {
bool is_shield_card(CardId c) {
  if (c == kNoCard) return false;
  const CardKind k = card_kind(c);
  return k == CardKind::ProjectileDefense || k == CardKind::ShieldSnooper;
}
}  // namespace

bool before_reveal(const Game& g) {
  switch (g.battle.step) {
    case BattleStep::Choose:
    case BattleStep::Lead:
    case BattleStep::Voice:
    case BattleStep::Prescience:
    case BattleStep::Plans: return true;
    default: return false;
  }
}

bool plans_explode(const Game& g) {
  auto is = [](CardId c, CardKind k) { return c != kNoCard && card_kind(c) == k; };
  const auto& p = g.battle.plans;
  return (is(p[0].weapon, CardKind::Lasgun) || is(p[1].weapon, CardKind::Lasgun)) &&
         (is_shield_card(p[0].defense) || is_shield_card(p[1].defense));
}

namespace {

bool can_field_leader(const Game& g, Faction f) {
  if (has_fieldable_leader(g, f)) return true;
  return held_of_kind(g, f, CardKind::CheapHero) != kNoCard && !voice_forbids_cheap_hero(g, f);
}

// --- Advanced battle ---------------------------------------------------------------------

constexpr int kCaptureKillSpice = 2;

}  // namespace

// Forces of f that fight in t: in the Advanced game the special forces of a faction without
// elite forces (the Bene Gesserit advisors) do not battle. In Basic this is forces_in.
// On its Homeworld a faction's natives (its reserves there) fight too (rule 80, em.hw.battle).
namespace {
int board_normal(const Game& g, Faction f, TerritoryId t) {
  int n = 0;
  for (LocationId l : locations_of(t)) n += forces_at(g, l, f).normal;
  if (is_homeworld_territory(t)) n += homeworlds::natives_in(g, f, t).normal;
  return n;
}
// Emperor Cunning (Nexus Cards, NXF): in the current battle up to five of f's normal forces count as
// Sardaukar. They stay normal forces on the board (winner_losses and withdraw_undialed take them as such).
int virtual_elite(const Game& g, Faction f, TerritoryId t) {
  const auto& b = g.battle;
  if (b.virtualElite != index(f) || t != b.territory) return 0;
  return std::min(nexus_cards::kVirtualSardaukar, board_normal(g, f, t));
}
}  // namespace

int fighting_normal(const Game& g, Faction f, TerritoryId t) {
  return board_normal(g, f, t) - virtual_elite(g, f, t);
}
int fighting_elite(const Game& g, Faction f, TerritoryId t) {
  const int natives = is_homeworld_territory(t) ? homeworlds::natives_in(g, f, t).special : 0;
  if (!advanced(g)) {
    int board = 0;
    for (LocationId l : locations_of(t)) board += forces_at(g, l, f).normal;
    return forces_in(g, f, t) - board + natives;
  }
  if (!has_elite_forces(f)) return 0;
  int n = natives;
  for (LocationId l : locations_of(t)) n += forces_at(g, l, f).special;
  return n + virtual_elite(g, f, t);
}
int fighting_forces(const Game& g, Faction f, TerritoryId t) {
  return fighting_normal(g, f, t) + fighting_elite(g, f, t);
}

// Strength of the forces dialed, in half points. Basic: the dial. Advanced: see the header.
int dial_half_points(const Game& g, Faction f, Faction opponent, const BattlePlanRec& p) {
  if (!advanced(g)) return 2 * p.dial;
  int elite = p.elite, normal = p.dial - p.elite;
  // adv-karama: a Karama stops Sardaukar / Fedaykin counting double (the row is skipped: 1), or the
  // Fremen battle hardening.
  const int eliteValue = hooks::amount(g, Amount::EliteValue, {.f = f, .other = opponent}, 1);
  if (hooks::has(g, Trait::BattleHardened, f)) return 2 * (normal + elite * eliteValue);  // battle hardened
  // Elite forces at full strength without spice (a Homeworld face); the spice then supports the others.
  const bool eliteFree = elite > 0 && hooks::has(g, Trait::EliteNeedNoSpice, f);
  int supportedElite =
      eliteFree ? elite : std::min<int>(p.spice, elite);  // spice supports the strongest first
  int supportedNormal = std::min<int>(p.spice - (eliteFree ? 0 : supportedElite), normal);
  // Forces that count half whatever spice is paid (the Ixian Suboids, ix.ixian.suboid_strength), unless
  // a Nexus card gives them full strength unsupported this turn (the Ixian Cunning, NXF).
  if (nexus_cards::normal_forces_full(g, f))
    supportedNormal = normal;
  else if (hooks::has(g, Trait::HalfStrengthForces, f))
    supportedNormal = 0;
  return supportedElite * 2 * eliteValue + (elite - supportedElite) * eliteValue + supportedNormal * 2 +
         (normal - supportedNormal);
}

namespace {}  // namespace

// The spice f may dial to support its forces: its own, and its funding ally's (cr.choam.ally_battle_pay).
// In a battle, the Bank's part too (a Stronghold card, stronghold_cards::bank_support).
int support_funds(const Game& g, Faction f) {
  const auto funder = hooks::holder(g, Trait::FundsAllySupport, f);
  const int bank = g.phase == Phase::Battle && side_of(g, f) >= 0
                       ? stronghold_cards::bank_support(g, f, g.battle.territory)
                       : 0;
  return g.player(f).spice + (funder ? g.player(*funder).spice : 0) + bank;
}

namespace {

// The spice a side dialed goes to the Spice Bank (as much as it and the ally funding it still hold): its own
// first, then its funder's (cr.choam.ally_battle_pay), all of which goes to the Bank (boundary
// cr.boundary.ally_support_share).
void pay_dial_spice(Game& g, int i) {
  if (!advanced(g)) return;
  Faction f = side(g, i);
  int dialed = g.battle.plans[static_cast<std::size_t>(i)].spice;
  // A Stronghold card may have the Bank pay the first of it (stronghold_cards::bank_pays).
  dialed -= stronghold_cards::bank_pays(g, f, g.battle.territory, dialed);
  int n = std::min<int>(dialed, g.player(f).spice);
  if (const auto funder = hooks::holder(g, Trait::FundsAllySupport, f); funder && dialed > n) {
    const int funded = std::min<int>(dialed - n, g.player(*funder).spice);
    if (funded > 0) {
      pay_bank(g, *funder, funded);
      log_public(g, "{f} pay {n} spice of {f}'s dialed spice to the Spice Bank.", *funder, funded, f);
    }
  }
  if (n <= 0) return;
  // A faction may receive a share of it (CHOAM, Advanced: cr.choam.adv_support_income).
  if (auto to = hooks::holder(g, Trait::ReceivesSupportShare, f)) {
    const int share = std::clamp(hooks::amount(g, Amount::SupportShare, {.f = f, .n = n}, 0), 0, n);
    if (share > 0) {
      pay_to(g, f, *to, share);
      log_public(g, "{f} pay {n} spice of their dialed spice to {f}.", f, share, *to);
      n -= share;
      if (n == 0) return;
    }
  }
  pay_bank(g, f, n);
  log_public(g, "{f} pay {n} spice dialed to the Spice Bank.", f, n);
}

// Kill a leader in battle: a captive goes to its owner's Tanks and is no longer held.
void kill_in_battle(Game& g, LeaderId l) {
  leader_disc(g, l).capturedBy = -1;
  kill_leader(g, l);
}

// Harkonnen sheet: when all the Harkonnen's own leaders are in the Tanks, captives go home.
void return_captives_if_leaderless(Game& g) {
  const auto captor = hooks::bearer(g, Trait::CapturesLeaders);
  if (!advanced(g) || !captor) return;
  for (const auto& s : g.leaders(*captor))
    if (s.where != LeaderWhere::Tanks) return;
  for (LeaderId l = 0; l < kLeaders; ++l)
    if (leader_disc(g, l).capturedBy == index(*captor)) {
      leader_disc(g, l).capturedBy = -1;
      log_public(g, "{l} returns to {f}: the Harkonnen have no leader of their own left.", l,
                 leader_faction(l));
    }
}

// The answer a plan gives to a prescience question about one element. A card in the slot that is neither a
// weapon nor a defense (Reinforcements, Harass & Withdraw) answers "no such card", not naming it, as the view
// does (em.card.slot_category, seed ECAZ_TREACHERY_RULES.md).
std::string prescience_answer(const BattlePlanRec& p, PlanElement e) {
  auto card = [](CardId c, const char* none) {
    return c != kNoCard && !is_slot_special(card_kind(c)) ? std::string(card_info(c).name)
                                                          : std::string(none);
  };
  switch (e) {
    case PlanElement::Leader:
      return p.cheapHero != kNoCard  ? std::string(card_info(p.cheapHero).name)
             : p.leader != kNoLeader ? std::string(leader_name(p.leader))
                                     : "no leader";
    case PlanElement::Weapon: return card(p.weapon, "no weapon");
    case PlanElement::Defense: return card(p.defense, "no defense");
    case PlanElement::Dial: return "dial " + std::to_string(p.dial);
  }
  return {};
}

void next_battle(Game& g);

void open_plans(Game& g) { g.battle.step = BattleStep::Plans; }

void open_prescience(Game& g) {
  auto& b = g.battle;
  b.step = BattleStep::Prescience;
  if (!prescience_available(g, side(g, 0)) && !prescience_available(g, side(g, 1))) open_plans(g);
}

void open_voice(Game& g) {
  g.battle.step = BattleStep::Voice;
  if (!voice_available(g, side(g, 0)) && !voice_available(g, side(g, 1))) open_prescience(g);
  // Nexus Cards: the holders are asked before the first Voice, prescience or plan of the battle.
  nexus_cards::open_battle(g);
}

void start_battle(Game& g, TerritoryId t, Faction aggressor, Faction defender) {
  auto& b = g.battle;
  b.territory = t;
  b.sides = {static_cast<std::int8_t>(index(aggressor)), static_cast<std::int8_t>(index(defender))};
  b.plans = {};
  b.voiceCommand = -1;
  b.voiceTarget = -1;
  b.prescience = -1;
  b.prescienceSide = -1;
  b.prescience2 = -1;
  b.virtualElite = -1;
  b.traitorWindow = false;
  b.nexusAsked = {};
  b.nexusEndAsked = false;
  b.traitorAsked = b.traitorCalled = 0;
  b.winner = -1;
  b.keepable = 0;
  b.lostKeepable = 0;
  b.forceAsked = false;
  b.karamaDial = false;
  b.karamaSee = false;
  b.captured = kNoLeader;
  b.unmaskAsked = false;
  b.poisonToothWithheld = false;
  b.eliteLost = {0, 0};
  b.techSettled = false;
  b.reinforcementAsked = false;
  b.partners = {-1, -1};
  log_public(g, "Battle in {t}: {f} (aggressor) against {f}.", t, aggressor, defender);
  // em.ecaz.occupy_battle: the partner of a side that battles the same enemy there stands beside it, and
  // Ecaz choose who of the two fights.
  for (std::size_t i = 0; i < 2; ++i) {
    const Faction f = faction_at(b.sides[i]), enemy = faction_at(b.sides[1 - i]);
    if (auto p = coexisting_ally(g, f, t); p && can_battle(g, t, *p, enemy))
      b.partners[i] = static_cast<std::int8_t>(index(*p));
  }
  if (b.partners[0] >= 0 || b.partners[1] >= 0) {
    b.step = BattleStep::Lead;
    return;
  }
  open_voice(g);
}

// Who chooses the pair's fighter: Ecaz, or with the Homeworlds and the Ecaz card low their opponent
// (em.hw.ecaz.low).
Faction lead_chooser(const Game& g) {
  const auto& b = g.battle;
  const Faction owner = occupy_owner(g);
  if (!homeworlds::opponent_picks_lead(g, owner)) return owner;
  return faction_at(b.sides[b.partners[0] >= 0 ? 1 : 0]);
}

// Ecaz chose `lead` to fight for their pair (em.ecaz.occupy_battle). The side that wins ties is the one
// that comes first in storm order of the two factions that fight (the designer's answer cited in
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rule 7: the battle's order is the storm order's, the tie
// follows the faction that fights).
void set_lead(Game& g, Faction lead) {
  auto& b = g.battle;
  const std::size_t i = b.partners[0] >= 0 ? 0 : 1;
  if (b.sides[i] != index(lead)) std::swap(b.sides[i], b.partners[i]);
  log_public(g, "Occupy: {f} fight for themselves and {f} in {t}.", lead, faction_at(b.partners[i]),
             b.territory);
  auto pos = [&](std::int8_t f) { return std::find(b.order.begin(), b.order.end(), f) - b.order.begin(); };
  if (pos(b.sides[1]) < pos(b.sides[0])) {
    std::swap(b.sides[0], b.sides[1]);
    std::swap(b.partners[0], b.partners[1]);
    log_public(g, "{f} come first in storm order: ties go to them.", side(g, 0));
  }
  open_voice(g);
}

void end_battle_phase(Game& g) {
  // Surviving leaders return to their pools after all battles (GF9 p.11): foughtIn clears at turn end.
  finish_phase(g);
}

void next_battle(Game& g) {
  auto& b = g.battle;
  b.step = BattleStep::Choose;
  while (b.aggressorIndex < static_cast<int>(b.order.size())) {
    Faction a = faction_at(b.order[static_cast<std::size_t>(b.aggressorIndex)]);
    auto list = battles_of(g, a);
    if (list.empty()) {
      b.aggressorIndex++;
      continue;
    }
    if (list.size() == 1) return start_battle(g, list[0].territory, a, list[0].opponent);
    return;  // the aggressor chooses
  }
  end_battle_phase(g);
}

// Voice matches what a card counts as in its slot (boundary.it_cards_voice): Poison Blade is a
// projectile and a poison weapon, Shield Snooper both defenses, Weirding Way and Chemistry what
// their slot makes them; Artillery Strike matches no class.
bool plan_has(const BattlePlanRec& p, VoiceCommand v) {
  auto is = [&](CardId c, CardKind k) { return c != kNoCard && card_kind(c) == k; };
  auto weapon = [&](unsigned cls) {
    return p.weapon != kNoCard && (weapon_classes(card_kind(p.weapon)) & cls);
  };
  auto defense = [&](unsigned cls) {
    return p.defense != kNoCard && (defense_classes(card_kind(p.defense)) & cls);
  };
  switch (v) {
    case VoiceCommand::PoisonWeapon: return weapon(kPoisonClass);
    case VoiceCommand::ProjectileWeapon: return weapon(kProjectileClass);
    case VoiceCommand::Lasgun: return is(p.weapon, CardKind::Lasgun);
    case VoiceCommand::PoisonDefense: return defense(kPoisonClass);
    case VoiceCommand::ProjectileDefense: return defense(kProjectileClass);
    case VoiceCommand::Worthless:
      return is(p.weapon, CardKind::Worthless) || is(p.defense, CardKind::Worthless);
    case VoiceCommand::CheapHero: return p.cheapHero != kNoCard;
  }
  return false;
}

CardKind voice_kind(VoiceCommand v) {
  switch (v) {
    case VoiceCommand::PoisonWeapon: return CardKind::PoisonWeapon;
    case VoiceCommand::ProjectileWeapon: return CardKind::ProjectileWeapon;
    case VoiceCommand::Lasgun: return CardKind::Lasgun;
    case VoiceCommand::PoisonDefense: return CardKind::PoisonDefense;
    case VoiceCommand::ProjectileDefense: return CardKind::ProjectileDefense;
    case VoiceCommand::Worthless: return CardKind::Worthless;
    case VoiceCommand::CheapHero: return CardKind::CheapHero;
  }
  return CardKind::Worthless;
}

BattlePlanRec plan_from(const Game& g, Faction f, const Action& a) {
  BattlePlanRec p;
  p.submitted = true;
  p.dial = static_cast<std::int8_t>(a.amount);
  if (advanced(g)) {
    p.elite = static_cast<std::int8_t>(a.amount3);
    p.spice = a.amount2;
    p.companion = hooks::with_companion(a);
  }
  if (a.card != kNoCard)
    p.cheapHero = resolve_held(g, f, a.card);
  else
    p.leader = a.leader;
  p.weapon = resolve_held(g, f, a.weapon);
  p.defense = a.defense == kNoCard ? kNoCard : a.defense;
  if (a.defense != kNoCard) {
    // Two copies of one key (e.g. two Shields): the defense must be a different held copy.
    p.defense = kNoCard;
    for (auto& h : g.player(f).hand)
      if (card_info(h.card).key == card_info(a.defense).key && h.card != p.weapon && h.card != p.cheapHero) {
        p.defense = h.card;
        if (h.card == a.defense) break;
      }
  }
  return p;
}

// Ixians & Tleilaxu card faces: Chemistry takes the weapon slot only beside another defense, and
// Weirding Way the defense slot only beside another weapon ("another": a card whose face is a
// defense / a weapon; boundary.it_slot_partner).
Status check_slot_partners(const BattlePlanRec& p) {
  if (p.weapon != kNoCard && weapon_slot_needs_defense(card_kind(p.weapon)) &&
      (p.defense == kNoCard || !is_defense(card_kind(p.defense))))
    return fail(Err::BadPlan,
                "Battle plan: {c} is a weapon only when played with another defense (card face).", p.weapon);
  if (p.defense != kNoCard && defense_slot_needs_weapon(card_kind(p.defense)) &&
      (p.weapon == kNoCard || !is_weapon(card_kind(p.weapon))))
    return fail(Err::BadPlan,
                "Battle plan: {c} is a defense only when played with another weapon (card face).", p.defense);
  return Ok{};
}

// The seat could obey a Voice to play that class: a held card counts as it in its slot, with the
// other card it needs (Chemistry as a weapon beside a defense, Weirding Way as a defense beside a
// weapon).
bool can_comply(const Game& g, Faction f, VoiceCommand v) {
  const auto& hand = g.player(f).hand;
  auto other = [&](CardId self, bool (*pred)(CardKind)) {
    return std::any_of(hand.begin(), hand.end(),
                       [&](const HeldCard& h) { return h.card != self && pred(card_kind(h.card)); });
  };
  for (const HeldCard& h : hand) {
    const CardKind k = card_kind(h.card);
    switch (v) {
      case VoiceCommand::PoisonWeapon:
      case VoiceCommand::ProjectileWeapon: {
        const unsigned cls = v == VoiceCommand::PoisonWeapon ? kPoisonClass : kProjectileClass;
        if ((weapon_classes(k) & cls) && (!weapon_slot_needs_defense(k) || other(h.card, is_defense)))
          return true;
        break;
      }
      case VoiceCommand::PoisonDefense:
      case VoiceCommand::ProjectileDefense: {
        const unsigned cls = v == VoiceCommand::PoisonDefense ? kPoisonClass : kProjectileClass;
        if ((defense_classes(k) & cls) && (!defense_slot_needs_weapon(k) || other(h.card, is_weapon)))
          return true;
        break;
      }
      default:
        if (k == voice_kind(v)) return true;
        break;
    }
  }
  return false;
}

// The weapon kills the leader behind that defense (GF9 p.10: a projectile weapon unless a
// projectile defense, a poison weapon unless a poison defense; the Lasgun always). A weapon of two
// classes (Poison Blade) needs a defense of both (Shield Snooper); Artillery Strike is stopped by a
// projectile defense (Ixians & Tleilaxu card faces; docs/expansions/IXIANS_TLEILAXU.md row 56).
bool weapon_kills(CardId weapon, CardId defense, unsigned extra = 0) {
  if (weapon == kNoCard) return false;
  const CardKind w = card_kind(weapon);
  const unsigned d = (defense == kNoCard ? 0u : defense_classes(card_kind(defense))) | extra;
  if (w == CardKind::Lasgun) return true;
  if (w == CardKind::ArtilleryStrike) return (d & kProjectileClass) == 0;
  // Poison Tooth (card face: "not stopped by a Snooper", so neither by a Shield Snooper): only
  // Chemistry in the defense slot stops it (TO TreacheryCard.CounteredBy; IXIANS_TLEILAXU.md row 45).
  if (w == CardKind::PoisonTooth) return defense == kNoCard || card_kind(defense) != CardKind::Chemistry;
  const unsigned cls = weapon_classes(w);
  return cls != 0 && (cls & ~d) != 0;
}

// Ixians & Tleilaxu, Artillery Strike: in either plan; and whether it kills this side's leader.
bool artillery_in_plans(const BattlePlanRec& a, const BattlePlanRec& b) {
  auto is = [](CardId c) { return c != kNoCard && card_kind(c) == CardKind::ArtilleryStrike; };
  return is(a.weapon) || is(b.weapon);
}
bool artillery_kills(const BattlePlanRec& target, const BattlePlanRec& opponent) {
  if (!artillery_in_plans(target, opponent)) return false;
  const bool own = target.weapon != kNoCard && card_kind(target.weapon) == CardKind::ArtilleryStrike;
  return weapon_kills(own ? target.weapon : opponent.weapon, target.defense);
}

// --- Ecaz & Moritani (em_treachery): Reinforcements and Harass & Withdraw (seed ECAZ_TREACHERY_RULES.md;
// E3 pp.4,11,16 (2h)). Each takes the weapon or the defense slot and is neither (cards.hpp
// is_slot_special): it matches no Voice class and stops or kills nothing.

// em.card.reinforcements.effect: 3 of the user's reserve forces go to the Tanks: real units, normal
// ones first (boundary em.boundary.reinforcements_advanced). Paid whenever the plan is revealed,
// a traitor or an explosion included (boundaries em.boundary.reinforcements_traitor, _explosion).
void pay_reserve_cost(Game& g, Faction f, int cost) {
  Player& p = g.player(f);
  const int normal = std::min<int>(cost, p.reserves.normal);
  const int special = std::min<int>(cost - normal, p.reserves.special);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal + normal);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - special);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special + special);
  log_public(g, "Reinforcements: {f} send {n} forces from reserves to the Tanks.", f, normal + special);
}

// em.card.harass.effect: the user's forces in the territory that were not dialed go back to its reserves.
// The dialed ones are those its losses would take (Advanced: the normal and elite forces the plan names;
// Basic: normal forces first, as losses are taken), so what stays is exactly the dial; forces that do not
// fight (Advanced advisors) stay (boundary em.boundary.harass_commitments).
void withdraw_undialed(Game& g, Faction f, const BattlePlanRec& p) {
  const TerritoryId t = g.battle.territory;
  int normalDialed = 0, eliteDialed = 0;
  if (advanced(g)) {
    normalDialed = p.dial - p.elite;
    eliteDialed = p.elite;
    if (g.battle.virtualElite == index(f)) normalDialed += std::exchange(eliteDialed, 0);  // Emperor Cunning
  } else {
    normalDialed = std::min<int>(p.dial, fighting_normal(g, f, t));
    eliteDialed = p.dial - normalDialed;
  }
  const bool eliteFight = !advanced(g) || has_elite_forces(f);
  Player& pl = g.player(f);
  int back = 0;
  for (LocationId l : locations_of(t)) {
    const Forces& here = forces_at(g, l, f);
    const int n = std::min<int>(normalDialed, here.normal);
    normalDialed -= n;
    const int normalBack = here.normal - n;
    const int elite = eliteFight ? here.special : 0;
    const int e = std::min(eliteDialed, elite);
    eliteDialed -= e;
    const int eliteBack = elite - e;
    remove_forces(g, l, f, make_forces(normalBack, eliteBack));
    pl.reserves.normal = static_cast<std::uint8_t>(pl.reserves.normal + normalBack);
    pl.reserves.special = static_cast<std::uint8_t>(pl.reserves.special + eliteBack);
    back += normalBack + eliteBack;
  }
  log_public(g, "Harass & Withdraw: {n} undialed forces of {f} go back to reserves.", back, f);
}

// What the two cards do once the plans are revealed and the traitor window has closed, before anything
// else is resolved: Reinforcements' cost; Harass & Withdraw unless the opponent called a traitor (the
// card face; the user's own traitor call does not cancel it). Before a Lasgun/Shield explosion (boundary
// em.boundary.harass_explosion: the withdrawal happens on the reveal).
void resolve_slot_specials(Game& g, const std::array<int, 2>& contribution) {
  const auto& b = g.battle;
  for (int i = 0; i < 2; ++i) {
    const BattlePlanRec& p = b.plans[static_cast<std::size_t>(i)];
    if (const int cost = plan_reserve_cost(p)) pay_reserve_cost(g, side(g, i), cost);
    if (plan_holds(p, CardKind::HarassWithdraw)) {
      if (b.traitorCalled & (1u << (1 - i)))
        log_public(g, "Harass & Withdraw of {f} is cancelled by the traitor.", side(g, i));
      else if (dial_owner(g, i) != side(g, i))  // em.card.harass_ally: Ecaz lead, their ally dials
        withdraw_undialed(g, side(g, i),
                          {.dial = static_cast<std::int8_t>(contribution[static_cast<std::size_t>(i)])});
      else  // the user's forces only: a partner stays (seed ECAZ_TREACHERY_RULES.md; E3 p.16 (2h))
        withdraw_undialed(g, side(g, i), p);
    }
  }
}

Status check_plan(const Game& g, Faction f, const Action& a) {
  const auto& b = g.battle;
  // The forces dialed: f's own, or in Ecaz's combined battle their ally's (em.ecaz.occupy_battle).
  const Faction d = dial_owner_of(g, f);
  int forces = fighting_forces(g, d, b.territory);
  if (a.amount < 0 || a.amount > forces)
    return d == f
               ? fail(Err::BadPlan,
                      "Battle plan: dial a number from 0 to your {n} forces in the territory (GF9 p.10).",
                      forces)
               : fail(Err::BadPlan,
                      "Battle plan: Ecaz and their ally fight as one side and the dial counts {f}'s forces: "
                      "dial a number from 0 to their {n} forces in the territory (Ecaz & Moritani p.8 (2h)).",
                      d, forces);
  if (!advanced(g)) {
    if (a.amount2 != 0 || a.amount3 != 0)
      return fail(
          Err::BadPlan,
          "Battle plan: spice dialing and elite forces belong to the Advanced game (GF9 Rulebook 2019, "
          "Advanced rules).");
  } else {
    int elite = fighting_elite(g, d, b.territory), normal = fighting_normal(g, d, b.territory);
    if (a.amount3 < 0 || a.amount3 > a.amount || a.amount3 > elite)
      return fail(Err::BadPlan,
                  "Battle plan: of the forces dialed, name from 0 to your {n} elite forces in the territory "
                  "(Advanced rules, faction sheets).",
                  elite);
    if (a.amount - a.amount3 > normal)
      return fail(Err::BadPlan, "Battle plan: you have only {n} normal forces in the territory to dial.",
                  normal);
    if (a.amount2 < 0 || a.amount2 > support_funds(g, f))
      return fail(Err::NotEnoughSpice,
                  "Battle plan: you can support your forces only with spice you hold (and an ally's whose "
                  "sheet lets it pay); allies may not pay otherwise (Advanced combat; FAQ Nov 2020).");
    if (a.amount2 != 0 && hooks::has(g, Trait::BattleHardened, d))
      return fail(Err::BadPlan,
                  "Battle plan: Fremen forces are battle hardened and need no spice (Fremen sheet).");
    if (a.amount2 > a.amount)
      return fail(Err::BadPlan,
                  "Battle plan: 1 spice supports one dialed force; you dialed {n} (Advanced combat).",
                  a.amount);
    if (a.amount2 > a.amount3 && hooks::has(g, Trait::HalfStrengthForces, d))
      return fail(Err::BadPlan,
                  "Battle plan: spice supports only your elite forces ({n} dialed); your other forces count "
                  "half and cannot be raised to full strength (faction sheet).",
                  a.amount3);
  }
  // A piece that accompanies the leader (a module's Companion): its module's refusals.
  if (Status s = hooks::check_companion(g, f, a); !s) return s;
  if (a.leader != kNoLeader && a.card != kNoCard)
    return fail(Err::BadPlan, "Battle plan: play a leader or a Cheap Hero, not both (GF9 p.10).");
  if (a.card != kNoCard) {
    CardId c = resolve_held(g, f, a.card);
    if (c == kNoCard || card_kind(c) != CardKind::CheapHero)
      return fail(Err::CardNotHeld, "Battle plan: you do not hold a Cheap Hero.");
  } else if (a.leader != kNoLeader) {
    if (!eligible_leader(g, f, a.leader))
      return fail(Err::BadPlan,
                  "Battle plan: that leader is not available, or already fought in another territory this "
                  "turn (GF9 p.10).");
  } else if (can_field_leader(g, f)) {
    return fail(Err::BadPlan, "Battle plan: you must play a leader or a Cheap Hero when you can (GF9 p.10).");
  }
  bool hasLeader = a.leader != kNoLeader || a.card != kNoCard;
  if (!hasLeader && (a.weapon != kNoCard || a.defense != kNoCard))
    return fail(Err::BadPlan,
                "Battle plan: without a leader or Cheap Hero you may play no treachery cards (GF9 p.10).");
  BattlePlanRec p = plan_from(g, f, a);
  if (a.weapon != kNoCard) {
    if (p.weapon == kNoCard || p.weapon == p.cheapHero)
      return fail(Err::CardNotHeld, "Battle plan: you do not hold that weapon.");
    CardKind k = card_kind(p.weapon);
    if (!fits_weapon_slot(k))
      return fail(Err::BadPlan,
                  "Battle plan: the weapon slot takes a weapon, a worthless card or a card that takes either "
                  "slot.");
  }
  if (a.defense != kNoCard) {
    if (p.defense == kNoCard) return fail(Err::CardNotHeld, "Battle plan: you do not hold that defense.");
    CardKind k = card_kind(p.defense);
    if (!fits_defense_slot(k))
      return fail(
          Err::BadPlan,
          "Battle plan: the defense slot takes a defense, a worthless card or a card that takes either "
          "slot.");
  }
  if (auto s = check_slot_partners(p); !s) return s;
  // em.card.reinforcements.effect (seed ECAZ_TREACHERY_RULES.md): only with at least 3 forces in reserve,
  // checked as the plan is committed (nothing can change the reserves before the reveal).
  if (const int cost = plan_reserve_cost(p); g.player(f).reserves.total() < cost)
    return fail(Err::BadPlan,
                "Battle plan: Reinforcements needs at least {n} of your forces in reserve; you have {n} "
                "(Ecaz & Moritani card).",
                cost, g.player(f).reserves.total());
  // em.card.harass_homeworld (seed ECAZ_TREACHERY_RULES.md): never on the user's own Homeworld.
  if (plan_holds(p, CardKind::HarassWithdraw) && !homeworlds::natives_in(g, f, b.territory).empty())
    return fail(Err::BadPlan,
                "Battle plan: Harass & Withdraw cannot be used on your own Homeworld (Ecaz & Moritani card; "
                "seed ECAZ_TREACHERY_RULES.md).");
  // Bene Gesserit Voice binds the opponent as far as it can comply (GF9 p.18).
  int me = side_of(g, f);
  if (b.voiceCommand >= 0 && b.voiceTarget == me) {
    auto v = static_cast<VoiceCommand>(b.voiceCommand);
    bool has = plan_has(p, v);
    if (!b.voiceMust && has)
      return fail(Err::BadPlan, "Voice: the Bene Gesserit commanded you not to play {v} (GF9 p.18).", v);
    if (b.voiceMust && !has) {
      bool able = can_comply(g, f, v) && (v == VoiceCommand::CheapHero || hasLeader);
      if (able)
        return fail(Err::BadPlan, "Voice: the Bene Gesserit commanded you to play {v} (GF9 p.18).", v);
    }
  }
  // The seated factions' own checks of every plan (a Karama power declared for this battle).
  return hooks::check_plan(g, f, a);
}

// The leader of `target` dies: the opposing weapon kills it, or its own Artillery Strike or Poison
// Tooth does (each card kills both leaders; each side's Shield, or Chemistry for the Tooth, protects
// its own).
// `extra`: the classes the target's defense also counts as (a Stronghold card,
// stronghold_cards::extra_defense).
bool kills(const BattlePlanRec& attacker, const BattlePlanRec& target, unsigned extra = 0) {
  if (weapon_kills(attacker.weapon, target.defense, extra)) return true;
  if (target.weapon == kNoCard) return false;
  const CardKind own = card_kind(target.weapon);
  return (own == CardKind::ArtilleryStrike || own == CardKind::PoisonTooth) &&
         weapon_kills(target.weapon, target.defense, extra);
}

// Ixians & Tleilaxu, Poison Tooth: the side whose plan holds it (-1 if none).
int poison_tooth_side(const Game& g) {
  for (int i = 0; i < 2; ++i) {
    CardId w = g.battle.plans[static_cast<std::size_t>(i)].weapon;
    if (w != kNoCard && card_kind(w) == CardKind::PoisonTooth) return i;
  }
  return -1;
}

// The plan as it acts on leaders: a withheld Poison Tooth is no weapon (card face: "you may choose
// not to use this weapon").
BattlePlanRec acting_plan(const Game& g, const BattlePlanRec& p) {
  BattlePlanRec a = p;
  if (g.battle.poisonToothWithheld && a.weapon != kNoCard && card_kind(a.weapon) == CardKind::PoisonTooth)
    a.weapon = kNoCard;
  return a;
}

// A traitor card can answer the plan (its leader, or with it_cheap_hero_traitor its Cheap Hero).
bool can_be_traitor(const Game& g, const BattlePlanRec& p) {
  return traitor_card_of(g, p) != kNoLeader && !p.companion;
}

void discard_plan_cards(Game& g, Faction f, const BattlePlanRec& p) {
  for (CardId c : {p.cheapHero, p.weapon, p.defense})
    if (c != kNoCard) discard_from_hand(g, f, c);
}

// A played card that a winner could keep: the card table's disposal says so, or a Poison Tooth its
// owner withheld (card face).
bool winner_could_keep(const Game& g, CardId c) {
  return card_info(c).disposal == CardDisposal::KeepIfWinner ||
         (g.battle.poisonToothWithheld && card_kind(c) == CardKind::PoisonTooth);
}

// The loser discards the cards it played (GF9 p.11). A loser granted KeepsLostCard (em.moritani.alliance)
// holds back in its hand those a winner could have kept (BattleStep::lostKeepable) until a faction module's
// after-battle window lets it keep one; the others go now.
void discard_lost_cards(Game& g, int loser) {
  auto& b = g.battle;
  const Faction f = side(g, loser);
  const auto& p = b.plans[static_cast<std::size_t>(loser)];
  b.lostKeepable = 0;
  if (!hooks::has(g, Trait::KeepsLostCard, f)) return discard_plan_cards(g, f, p);
  if (p.cheapHero != kNoCard) discard_from_hand(g, f, p.cheapHero);
  const std::array<CardId, 2> cards{p.weapon, p.defense};
  for (std::size_t k = 0; k < 2; ++k) {
    if (cards[k] == kNoCard) continue;
    if (winner_could_keep(g, cards[k]))
      b.lostKeepable |= static_cast<std::uint8_t>(1u << k);
    else
      discard_from_hand(g, f, cards[k]);
  }
}

void log_plans(Game& g) {
  for (int i = 0; i < 2; ++i) {
    const auto& p = g.battle.plans[static_cast<std::size_t>(i)];
    std::string who = p.cheapHero != kNoCard  ? std::string(card_info(p.cheapHero).name)
                      : p.leader != kNoLeader ? std::string(leader_name(p.leader))
                                              : std::string("no leader");
    std::string text = name(side(g, i)) + " reveals: " + who + ", dial " + std::to_string(p.dial);
    if (advanced(g)) {
      if (p.companion) text += " with " + std::string(hooks::companion()->rules->name);
      text += " (" + std::to_string(p.elite) + " elite, " + std::to_string(p.spice) + " spice: strength " +
              half_points_text(dial_half_points(g, side(g, i), side(g, 1 - i), p)) + ")";
    }
    // A card that is neither weapon nor defense is named without its slot's category.
    for (CardId c : {p.weapon, p.defense})
      if (c != kNoCard)
        text += (is_slot_special(card_kind(c)) ? ", "
                 : c == p.weapon               ? ", weapon "
                                               : ", defense ") +
                std::string(card_info(c).name);
    log_public_text(g, text + ".");
  }
}

void continue_battles(Game& g) {
  g.battle.poisonToothWithheld = false;
  // em.ecaz.karama_against: a Karama stops Occupy for one battle only.
  if (g.karamaStops != 0)
    for (int a = 0; a < kAdvantages; ++a)
      if (hooks::implements(static_cast<Advantage>(a), Trait::CombinedBattle))
        g.karamaStops &= ~advantage_bit(static_cast<Advantage>(a));
  return_captives_if_leaderless(g);
  next_battle(g);
}

void finish_battle(Game& g) {
  auto& b = g.battle;
  // Homeworlds variant: the losses may have left a faction alone on a Homeworld; the windows below read
  // the Occupier (rule 78 is continuous; the facade settles it again after the action).
  homeworlds::settle_occupation(g);
  // Technology tokens (MA 8.1, 6.1; TO BattleConcluded, with the winner's cards): the winner takes one
  // of the loser's tokens, its choice if several, before the after-losses window and any Face Dancer
  // reveal (which leaves the winner its win). A traitor's caller wins (GF9 p.11); an explosion or two
  // traitors leave no winner, and no token moves (engine/rules/components/tech/tech.cpp).
  if (b.winner >= 0 && !b.techSettled && tech::in_play(g)) {
    b.techSettled = true;
    if (tech::battle_won(g, side(g, b.winner), side(g, 1 - b.winner))) {
      b.step = BattleStep::TechTransfer;
      return;
    }
  }
  // A faction module's window after the losses (the Ixian Suboid substitution) is answered first.
  if (hooks::open_window(g, WindowPoint::AfterLosses)) {
    b.step = BattleStep::AfterLosses;
    return;
  }
  // Ixians & Tleilaxu rulebook p.6: once the winner is settled (its cards kept), a faction may unmask
  // the winning leader (a Tleilaxu Face Dancer); the window's owner answers before anything else.
  if (b.winner >= 0 && !b.unmaskAsked && hooks::holder(g, Trait::UnmasksWinner, side(g, b.winner))) {
    b.unmaskAsked = true;
    b.step = BattleStep::Unmask;
    return;
  }
  // Nexus Cards (NXF): the battle's winner and loser, if they hold a Nexus card, may play it now (the
  // Moritani Secret Ally keeps a card the loser played, the CHOAM Secret Ally looks at one of the loser's).
  if (b.winner >= 0 && !b.nexusEndAsked && nexus_cards::battle_end_due(g)) {
    b.nexusEndAsked = true;
    b.nexusAsked = {};
    b.step = BattleStep::NexusEnd;
    return;
  }
  // Leaders that fought stay committed to this territory for the turn (GF9 p.10).
  for (int i = 0; i < 2; ++i) {
    LeaderId l = b.plans[static_cast<std::size_t>(i)].leader;
    if (l == kNoLeader) continue;
    LeaderState& s = leader_disc(g, l);
    s.foughtIn = b.territory;
    // Harkonnen sheet: a captive used in a battle goes back to its owner afterwards. A leader another
    // faction revived into its own pool (a Tleilaxu Ghola, ix.tleilaxu.gholas) stays with it.
    if (s.capturedBy >= 0 && s.where == LeaderWhere::Available &&
        hooks::bearer(g, Trait::CapturesLeaders) == faction_at(s.capturedBy)) {
      s.capturedBy = -1;
      log_public(g, "{l} returns to {f}.", l, leader_faction(l));
    }
    // em.duke.release (E3 pp.6-7, 9 (2h)): Duke Vidal serves for one battle; alive, he is set aside again
    // (before any capture draw: he is none of the loser's own leaders, boundary em.duke.boundary.capture).
    if (l == kDukeVidal && s.where == LeaderWhere::Available && g.em.dukeHolder >= 0) {
      g.em.dukeHolder = -1;
      g.em.dukeTenure = DukeTenure::None;
      log_public(g, "{l} has fought his battle: he is set aside.", l);
    }
  }
  // Harkonnen capture (Harkonnen sheet, Advanced): after a Harkonnen win, one of the loser's
  // leaders is drawn at random: not killed, not held captive, not used in another territory.
  if (b.winner >= 0 && hooks::has(g, Trait::CapturesLeaders, side(g, b.winner))) {
    Faction loser = side(g, 1 - b.winner);
    std::vector<LeaderId> pool;
    for (int i = 0; i < leaders_in_game(g, loser); ++i) {
      LeaderId l = leader_id(loser, i);
      if (leader_info(l).special) continue;  // never captured (cr.choam.auditor_limits)
      const LeaderState& s = leader_disc(g, l);
      if (s.where == LeaderWhere::Available && s.capturedBy < 0 &&
          (s.foughtIn == kNoTerritory || s.foughtIn == b.territory))
        pool.push_back(l);
    }
    if (!pool.empty()) {
      b.captured = pool[g.rng.below(static_cast<std::uint32_t>(pool.size()))];
      b.step = BattleStep::Capture;
      log_public(g, "The Harkonnen capture {l} of {f}: they keep or kill the leader.", b.captured, loser);
      return;
    }
  }
  continue_battles(g);
}

void winner_cleanup(Game& g, int w) {
  auto& b = g.battle;
  Faction f = side(g, w);
  const auto& p = b.plans[static_cast<std::size_t>(w)];
  // Cheap Hero and worthless cards are discarded after use, and so are the cards whose face says
  // so (Artillery Strike); the winner may keep the others (the disposal column of the card table).
  if (p.cheapHero != kNoCard) discard_from_hand(g, f, p.cheapHero);
  b.keepable = 0;
  // What a winner may keep (winner_could_keep: the disposal column, or a Poison Tooth its owner withheld);
  // the loser's cards that the Moritani ally may keep are read the same way.
  const std::array<CardId, 2> cards{p.weapon, p.defense};
  for (std::size_t k = 0; k < 2; ++k) {
    if (cards[k] == kNoCard) continue;
    if (winner_could_keep(g, cards[k]))
      b.keepable |= static_cast<std::uint8_t>(1u << k);
    else
      discard_from_hand(g, f, cards[k]);
  }
  if (b.keepable) {
    b.step = BattleStep::WinnerCards;
    return;
  }
  finish_battle(g);
}

// Advanced: each seated faction's forces in the battle's territory before the battle resolves, and the
// forces each lost in it, told to the modules (the Atreides count theirs toward the Kwisatz Haderach).
using ForcesBefore = std::array<int, kFactions>;
ForcesBefore forces_before(const Game& g) {
  ForcesBefore before{};
  if (!advanced(g)) return before;
  for (int i = 0; i < kFactions; ++i)
    if (g.in_game(faction_at(i)))
      before[static_cast<std::size_t>(i)] = forces_in(g, faction_at(i), g.battle.territory);
  return before;
}
void count_battle_losses(Game& g, const ForcesBefore& before) {
  if (!advanced(g)) return;
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    if (!g.in_game(f)) continue;
    const int lost = before[static_cast<std::size_t>(i)] - forces_in(g, f, g.battle.territory);
    if (lost > 0) hooks::notify(g, Event::BattleLosses, {.f = f, .t = g.battle.territory, .n = lost});
  }
}

// The winner's losses. Basic: the number dialed, from any of its forces there. Advanced: the
// forces dialed, normal and elite as the plan named them.
void winner_losses(Game& g, Faction winner, const BattlePlanRec& p) {
  TerritoryId t = g.battle.territory;
  if (!advanced(g)) {
    int dial = p.dial;
    for (LocationId l : locations_of(t)) {
      int take = std::min<int>(dial, forces_at(g, l, winner).total());
      forces_to_tanks(g, winner, l, take);
      dial -= take;
    }
    if (dial > 0 && is_homeworld_territory(t)) {  // the rest from its natives (rule 80)
      const Forces lost = homeworlds::native_losses(g, winner, t, dial, 0);
      homeworlds::native_losses(g, winner, t, 0, dial - lost.normal);
    }
    return;
  }
  int normal = p.dial - p.elite, elite = p.elite;
  // Emperor Cunning: the forces counted as Sardaukar are normal forces on the board.
  if (g.battle.virtualElite == index(winner)) normal += std::exchange(elite, 0);
  Player& pl = g.player(winner);
  for (LocationId l : locations_of(t)) {
    const Forces& here = forces_at(g, l, winner);
    int n = std::min<int>(normal, here.normal), e = std::min<int>(elite, here.special);
    remove_forces(g, l, winner, make_forces(n, e));
    pl.tanks.normal = static_cast<std::uint8_t>(pl.tanks.normal + n);
    pl.tanks.special = static_cast<std::uint8_t>(pl.tanks.special + e);
    normal -= n;
    elite -= e;
  }
  if (normal + elite > 0 && is_homeworld_territory(t))
    homeworlds::native_losses(g, winner, t, normal, elite);  // the rest from its natives (rule 80)
}

// The elite forces in each side's Tanks before the losses, and after them what each side lost.
std::array<int, 2> elite_in_tanks(const Game& g) {
  return {g.player(side(g, 0)).tanks.special, g.player(side(g, 1)).tanks.special};
}
void record_elite_losses(Game& g, const std::array<int, 2>& before) {
  const std::array<int, 2> now = elite_in_tanks(g);
  for (std::size_t i = 0; i < 2; ++i)
    g.battle.eliteLost[i] = static_cast<std::uint8_t>(std::max(0, now[i] - before[i]));
  // Kept only while a faction module's window reads it (games without one write as before).
  if (!hooks::open_window(g, WindowPoint::AfterLosses)) g.battle.eliteLost = {0, 0};
}

// The loser loses every force there that fights (Advanced: advisors do not battle).
void loser_losses(Game& g, Faction loser) {
  TerritoryId t = g.battle.territory;
  for (LocationId l : locations_of(t)) forces_to_tanks(g, loser, l, fighters_at(g, loser, l));
  if (is_homeworld_territory(t)) homeworlds::native_losses(g, loser, t, 255, 255);  // rule 80: natives too
}
// A losing side: its partner falls with it (em.ecaz.occupy_battle, a Karama stop included).
void side_losses(Game& g, int i) {
  const TerritoryId t = g.battle.territory;
  auto fighting = [&] {
    int n = 0;
    for (LocationId l : locations_of(t)) n += fighters_at(g, side(g, i), l);
    if (auto p = partner(g, i))
      for (LocationId l : locations_of(t)) n += fighters_at(g, *p, l);
    return n;
  };
  const int before = fighting();
  loser_losses(g, side(g, i));
  if (auto p = partner(g, i)) loser_losses(g, *p);
  // Jacurutu Sietch (em.discovery.effects): the winner gains 1 spice per undialled force the loser lost.
  const int dialled = g.battle.plans[static_cast<std::size_t>(i)].dial;
  discovery::jacurutu_bounty(g, t, side(g, 1 - i), std::max(0, before - fighting() - dialled));
}
// A winning side: the dial owner loses the forces dialed, Ecaz the half they added (em.ecaz.occupy_battle).
void winning_side_losses(Game& g, int w, const BattlePlanRec& p, int contribution) {
  winner_losses(g, dial_owner(g, w), p);
  if (contribution > 0) {
    BattlePlanRec half;
    half.dial = static_cast<std::int8_t>(contribution);
    winner_losses(g, occupy_owner(g), half);
    log_public(g, "{f} lose the {n} forces they added to the dial.", occupy_owner(g), contribution);
  }
}

// Issue 39: each side's forces in the Tanks (its partner's with them), before and after the resolution, so
// that the battle's record (BattleStep::results) says what each side lost there.
using SideTanks = std::array<Forces, 2>;
SideTanks side_tanks(const Game& g) {
  SideTanks out{};
  for (std::size_t i = 0; i < 2; ++i) {
    const int s = g.battle.sides[i], p = g.battle.partners[i];
    for (int f : {s, p})
      if (f >= 0) {
        const Forces& k = g.player(faction_at(f)).tanks;
        out[i].normal = static_cast<std::uint8_t>(out[i].normal + k.normal);
        out[i].special = static_cast<std::uint8_t>(out[i].special + k.special);
      }
  }
  return out;
}
void record_result(Game& g, const SideTanks& before, BattleResult::End end,
                   std::array<int, 2> totals = {-1, -1}) {
  const auto& b = g.battle;
  BattleResult r;
  r.turn = g.turn;
  r.territory = b.territory;
  r.sides = b.sides;
  r.partners = b.partners;
  r.plans = b.plans;
  r.end = static_cast<std::uint8_t>(end);
  r.winner = end == BattleResult::Totals || end == BattleResult::Traitor ? b.winner : std::int8_t{-1};
  const SideTanks now = side_tanks(g);
  for (std::size_t i = 0; i < 2; ++i) {
    r.totals[i] = static_cast<std::int16_t>(totals[i]);
    r.lost[i] = {static_cast<std::uint8_t>(std::max(0, now[i].normal - before[i].normal)),
                 static_cast<std::uint8_t>(std::max(0, now[i].special - before[i].special))};
    const LeaderId l = b.plans[i].leader;
    r.leaderKilled[i] = l != kNoLeader && leader_disc(g, l).where == LeaderWhere::Tanks;
  }
  g.battle.results.push_back(r);
}

void resolve(Game& g) {
  auto& b = g.battle;
  TerritoryId t = b.territory;
  auto& pa = b.plans[0];
  auto& pb = b.plans[1];
  // em.ecaz.occupy_battle: Ecaz's half, counted as the plans are revealed.
  const std::array<int, 2> contribution{occupy_contribution(g, 0), occupy_contribution(g, 1)};
  // Ecaz & Moritani cards first: what they move is neither a battle loss nor a force in the battle.
  resolve_slot_specials(g, contribution);
  const ForcesBefore before = forces_before(g);
  const std::array<int, 2> eliteBefore = elite_in_tanks(g);
  const SideTanks tanksBefore = side_tanks(g);
  // Traitors (GF9 p.11).
  if (b.traitorCalled == 3) {
    log_public(g, "Both leaders are traitors: both sides lose everything in {t}.", t);
    for (int i = 0; i < 2; ++i) {
      Faction f = side(g, i);
      territory_to_tanks(g, f, t);
      if (auto p = partner(g, i)) territory_to_tanks(g, *p, t);                     // em.ecaz.occupy_battle
      if (is_homeworld_territory(t)) homeworlds::native_losses(g, f, t, 255, 255);  // rule 80
      const auto& p = b.plans[static_cast<std::size_t>(i)];
      if (p.leader != kNoLeader) kill_in_battle(g, p.leader);
      discard_plan_cards(g, f, p);
      pay_dial_spice(g, i);  // neither side wins: both spend their dialed spice
    }
    count_battle_losses(g, before);
    record_elite_losses(g, eliteBefore);
    record_result(g, tanksBefore, BattleResult::BothTraitors);
    return finish_battle(g);
  }
  if (b.traitorCalled) {
    int w = b.traitorCalled == 1 ? 0 : 1;
    Faction winner = side(g, w), loser = side(g, 1 - w);
    const auto& lp = b.plans[static_cast<std::size_t>(1 - w)];
    if (lp.leader != kNoLeader) {
      log_public(g, "{f} calls traitor: {l} betrays {f}.", winner, lp.leader, loser);
      kill_in_battle(g, lp.leader);
      gain(g, winner, leader_value(g, lp.leader, b.plans[static_cast<std::size_t>(w)].leader));
    } else {  // the Cheap Hero traitor card (ix.cheap_hero_traitor): no disc to kill, worth 0 spice
      log_public(g, "{f} calls traitor: the Cheap Hero betrays {f}.", winner, loser);
    }
    side_losses(g, 1 - w);
    discard_lost_cards(g, 1 - w);
    pay_dial_spice(g, 1 - w);  // Advanced combat: the winner by traitor spends no spice
    b.winner = static_cast<std::int8_t>(w);
    // The Stronghold cards' payout for a win (a win by a traitor is a win).
    stronghold_cards::battle_won(g, winner, t, dial_half_points(g, dial_owner(g, 1 - w), winner, lp));
    count_battle_losses(g, before);
    record_elite_losses(g, eliteBefore);
    record_result(g, tanksBefore, BattleResult::Traitor);
    return winner_cleanup(g, w);
  }
  // Lasgun and Shield (GF9 p.11).
  if (plans_explode(g)) {
    log_public(g, "Lasgun and Shield: an explosion destroys everything in {t}.", t);
    for (Faction f : factions_in_game(g)) territory_to_tanks(g, f, t);
    homeworlds::explosion_losses(g, t);  // rule 81: at most the card's battle number of natives
    for (LocationId l : locations_of(t)) set_board_spice(g, l, 0);
    for (int i = 0; i < 2; ++i) {
      const auto& p = b.plans[static_cast<std::size_t>(i)];
      if (p.leader != kNoLeader) kill_in_battle(g, p.leader);
      discard_plan_cards(g, side(g, i), p);
      pay_dial_spice(g, i);
      hooks::notify(g, Event::PlanExploded, {.f = side(g, i), .t = t, .plan = &p});
    }
    count_battle_losses(g, before);
    record_elite_losses(g, eliteBefore);
    record_result(g, tanksBefore, BattleResult::Explosion);
    return finish_battle(g);
  }
  // Leader deaths read the plans as they act (a withheld Poison Tooth is no weapon).
  const BattlePlanRec xa = acting_plan(g, pa), xb = acting_plan(g, pb);
  bool aDies = (pa.leader != kNoLeader || pa.cheapHero != kNoCard) &&
               kills(xb, xa, stronghold_cards::extra_defense(g, side(g, 0), t, xa));
  bool bDies = (pb.leader != kNoLeader || pb.cheapHero != kNoCard) &&
               kills(xa, xb, stronghold_cards::extra_defense(g, side(g, 1), t, xb));
  const bool artillery = artillery_in_plans(pa, pb);
  // Totals in half points (Advanced forces may count half). With an Artillery Strike surviving
  // leaders add nothing and the higher dial wins (card face; boundary.it_artillery_kwisatz).
  auto total = [&](int i, bool dies) {
    const auto& p = b.plans[static_cast<std::size_t>(i)];
    int hp = dial_half_points(g, dial_owner(g, i), side(g, 1 - i), p);
    // em.ecaz.occupy_battle: Ecaz's half, at full strength without spice.
    hp += 2 * contribution[static_cast<std::size_t>(i)];
    // em.card.reinforcements.effect: +2 to the dialed number, at full strength, needing no spice and
    // adding no casualties (boundary em.boundary.reinforcements_advanced; the plan's dial stays the forces).
    hp += 2 * plan_dial_bonus(p);
    // A faction's addition to its dial (the Ecaz Karama power, em.ecaz.karama_power).
    hp += 2 * hooks::amount(g, Amount::DialBonus, {.f = side(g, i), .other = side(g, 1 - i)}, 0);
    // Homeworlds variant (rule 80, em.hw.battle): on its Homeworld the native adds the card's battle number.
    hp += 2 * homeworlds::battle_number(g, side(g, i), t);
    if (artillery) return hp;
    if (p.leader != kNoLeader && !dies)
      hp += 2 * leader_value(g, p.leader, b.plans[static_cast<std::size_t>(1 - i)].leader);
    if (p.companion && !dies) hp += 2 * hooks::companion()->rules->bonus;
    return hp;
  };
  int ta = total(0, aDies), tb = total(1, bDies);
  int w = ta >= tb ? 0 : 1;  // ties go to the aggressor
  // ... unless a Stronghold card gives the defender the tie there.
  if (ta == tb && stronghold_cards::takes_tie(g, side(g, 1), t)) w = 1;
  Faction winner = side(g, w);
  int spiceForLeaders = 0;
  // No spice is paid for a leader an Artillery Strike kills (card face), even if another weapon
  // would have killed it too (boundary.it_artillery_spice).
  if (aDies && pa.leader != kNoLeader) {
    kill_in_battle(g, pa.leader);
    if (!artillery_kills(pa, pb)) spiceForLeaders += leader_value(g, pa.leader, pb.leader);
    log_public(g, "{l} is killed.", pa.leader);
  }
  if (bDies && pb.leader != kNoLeader) {
    kill_in_battle(g, pb.leader);
    if (!artillery_kills(pb, pa)) spiceForLeaders += leader_value(g, pb.leader, pa.leader);
    log_public(g, "{l} is killed.", pb.leader);
  }
  log_public(g, "{f} wins {h} to {h}.", winner, std::max(ta, tb), std::min(ta, tb));
  side_losses(g, 1 - w);
  discard_lost_cards(g, 1 - w);
  winning_side_losses(g, w, b.plans[static_cast<std::size_t>(w)], contribution[static_cast<std::size_t>(w)]);
  // Advanced combat: both sides' dialed spice goes to the Spice Bank.
  pay_dial_spice(g, w);
  pay_dial_spice(g, 1 - w);
  if (spiceForLeaders > 0) {
    gain(g, winner, spiceForLeaders);
    log_public(g, "{f} collects {n} spice for killed leaders.", winner, spiceForLeaders);
  }
  b.winner = static_cast<std::int8_t>(w);
  // The Stronghold cards' payout for a win.
  stronghold_cards::battle_won(
      g, winner, t,
      dial_half_points(g, dial_owner(g, 1 - w), side(g, w), b.plans[static_cast<std::size_t>(1 - w)]));
  count_battle_losses(g, before);
  record_elite_losses(g, eliteBefore);
  record_result(g, tanksBefore, BattleResult::Totals, {ta, tb});
  winner_cleanup(g, w);
}

// The seated faction whose module answers an action of kind k after a battle (UnmasksWinner).
bool unmask_rules(const Game& g, ActionKind k) {
  for (Faction f : factions_in_game(g))
    if (const FactionModule* m = module_of(f); m && m->unmask && m->unmask->kind == k) return true;
  return false;
}

void open_traitors(Game& g) {
  auto& b = g.battle;
  b.step = BattleStep::Traitors;
  b.traitorAsked = 0;
  // A side is asked only when the opposing plan has a leader (a Cheap Hero is no traitor, but with
  // it_cheap_hero_traitor the Cheap Hero traitor card answers it; a leader with the Kwisatz Haderach
  // is none, Atreides sheet).
  // On a Homeworld only the native may call a traitor (rule 80, em.hw.battle).
  for (int i = 0; i < 2; ++i)
    if (!can_be_traitor(g, b.plans[static_cast<std::size_t>(1 - i)]) ||
        !homeworlds::traitor_check(g, side(g, i), b.territory))
      b.traitorAsked |= static_cast<std::uint8_t>(1u << i);
  if (b.traitorAsked == 3) resolve(g);
}

// Ixians & Tleilaxu, Poison Tooth (card face, E1; IXIANS_TLEILAXU.md row 45; key ix.card.poison_tooth):
// "after seeing the battle plans" its owner may choose not to use it. The plans are public by now, so
// only that side is asked, before the traitor window.
void after_reveal(Game& g) {
  if (poison_tooth_side(g) >= 0) {
    g.battle.step = BattleStep::PoisonTooth;
    return;
  }
  open_traitors(g);
}

}  // namespace

void begin(Game& g) {
  g.battle = BattleStep{};
  for (Faction f : storm_order(g)) g.battle.order.push_back(static_cast<std::int8_t>(index(f)));
  next_battle(g);
}

void pending(const Game& g, DecisionList& out) {
  const auto& b = g.battle;
  switch (b.step) {
    case BattleStep::Choose:
      if (b.aggressorIndex < static_cast<int>(b.order.size()))
        out.push_back({faction_at(b.order[static_cast<std::size_t>(b.aggressorIndex)]),
                       DecisionKind::ChooseBattle, 0, 0});
      return;
    case BattleStep::Voice:
      if (auto v = hooks::bearer(g, Trait::Voice)) out.push_back({*v, DecisionKind::Voice, 0, 0});
      return;
    case BattleStep::Prescience:
      if (auto p = hooks::bearer(g, Trait::Prescience)) out.push_back({*p, DecisionKind::Prescience, 0, 0});
      return;
    case BattleStep::Plans:
      // A Stronghold card's holder names the advantage it copies before the plans (stronghold_cards).
      if (const auto c = stronghold_cards::copy_due(g)) {
        out.push_back({*c, DecisionKind::StrongholdCopy, 0, 0});
        return;
      }
      for (int i = 0; i < 2; ++i) {
        if (b.plans[static_cast<std::size_t>(i)].submitted) continue;
        // The side asked by prescience commits its plan first.
        if (b.prescienceSide >= 0 && i != b.prescienceSide &&
            !b.plans[static_cast<std::size_t>(b.prescienceSide)].submitted)
          continue;
        out.push_back({side(g, i), DecisionKind::BattlePlan, 0,
                       static_cast<std::int16_t>(fighting_forces(g, dial_owner(g, i), b.territory))});
      }
      return;
    case BattleStep::Traitors:
      if (b.traitorWindow) return nexus_cards::traitor_window_pending(g, out);
      for (int i = 0; i < 2; ++i)
        if (!(b.traitorAsked & (1u << i))) out.push_back({side(g, i), DecisionKind::Traitor, 0, 0});
      return;
    case BattleStep::WinnerCards:
      // A faction module's window before the winner keeps its cards (the Moritani Karama power) comes first.
      if (auto sw = hooks::open_window(g, WindowPoint::WinnerCards)) {
        sw->w->pending(g, sw->owner, out);
        return;
      }
      out.push_back({side(g, b.winner), DecisionKind::KeepCards, 0, b.keepable});
      return;
    case BattleStep::Capture:
      if (auto c = hooks::bearer(g, Trait::CapturesLeaders)) out.push_back({*c, DecisionKind::Capture, 0, 0});
      return;
    case BattleStep::Unmask:
      if (auto u = hooks::holder(g, Trait::UnmasksWinner, side(g, b.winner))) {
        const FactionModule* m = module_of(*u);
        const int max =
            m && m->unmask_max ? m->unmask_max(g, *u) : all_forces_in(g, side(g, b.winner), b.territory);
        out.push_back({*u, DecisionKind::Unmask, 0, static_cast<std::int16_t>(max)});
      }
      return;
    case BattleStep::PoisonTooth:
      if (int s = poison_tooth_side(g); s >= 0) out.push_back({side(g, s), DecisionKind::PoisonTooth, 0, 0});
      return;
    case BattleStep::AfterLosses:
      if (auto sw = hooks::open_window(g, WindowPoint::AfterLosses)) sw->w->pending(g, sw->owner, out);
      return;
    case BattleStep::TechTransfer: out.push_back({side(g, b.winner), DecisionKind::TechToken, 0, 0}); return;
    case BattleStep::Lead: out.push_back({lead_chooser(g), DecisionKind::OccupyLead, 0, 0}); return;
    case BattleStep::NexusEnd: nexus_cards::battle_end_pending(g, out); return;
  }
}

namespace {
// Both sides answered the traitor question. A traitor the Harkonnen called first waits for the Nexus card
// holders (the Harkonnen Betrayal cancels it, NXF); then the battle is resolved.
void traitors_answered(Game& g) {
  if (nexus_cards::traitor_window_due(g)) {
    g.battle.traitorWindow = true;
    g.battle.nexusAsked = {};
    return;
  }
  resolve(g);
}
void close_traitor_window(Game& g) {
  if (!g.battle.traitorWindow || nexus_cards::traitor_window_open(g)) return;
  g.battle.traitorWindow = false;
  g.battle.nexusAsked = {};
  resolve(g);
}
}  // namespace

void settle(Game& g) {
  // The Nexus card windows on a Harkonnen traitor call and at the battle's end: a card played leaves them.
  if (g.battle.step == BattleStep::Traitors) close_traitor_window(g);
  if (g.battle.step == BattleStep::NexusEnd && !nexus_cards::battle_end_open(g)) finish_battle(g);
  if (g.battle.step == BattleStep::AfterLosses && !hooks::open_window(g, WindowPoint::AfterLosses))
    finish_battle(g);
  // A window whose answer no longer exists (an Occupier settled meanwhile shields the winner from a Face
  // Dancer, em.hw.tleilax.occupied) is closed: the battle goes on.
  if (g.battle.step == BattleStep::Unmask && g.battle.winner >= 0) {
    DecisionList open;
    pending(g, open);
    if (open.empty()) finish_battle(g);
  }
}

void karama_stopped(Game& g, Advantage adv) {
  auto& b = g.battle;
  if (b.territory == kNoTerritory) return;
  if (hooks::implements(adv, Trait::CombinedBattle)) {
    // em.ecaz.karama_against: the fighting faction dials its own forces now; a plan set on the ally's is
    // set again (the prescience cancellation's way).
    for (std::size_t i = 0; i < 2; ++i)
      if (b.partners[i] >= 0 && b.plans[i].submitted && b.step == BattleStep::Plans) {
        b.plans[i] = BattlePlanRec{};
        log_public(g, "Occupy is stopped for this battle: {f} may set a new battle plan.",
                   side(g, static_cast<int>(i)));
      }
    return;
  }
  if (const auto c = hooks::companion(); c && hooks::implements(adv, c->rules->trait)) {
    // adv-karama: a companion already in a sealed plan no longer accompanies the leader.
    for (auto& p : b.plans) p.companion = false;
    return;
  }
  if (hooks::implements(adv, Trait::Voice)) {
    if (b.voiceCommand >= 0) log_public(g, "The Voice is cancelled: its command no longer binds.");
    b.voiceCommand = -1;
    b.voiceTarget = -1;
    if (b.step == BattleStep::Voice) open_prescience(g);
  } else if (hooks::implements(adv, Trait::Prescience)) {
    if (b.step == BattleStep::Prescience) open_plans(g);
    if (b.prescience >= 0 && b.step == BattleStep::Plans) {
      // FAQ Nov 2020 p.7 / faction sheet: the opponent is no longer bound by what it revealed.
      auto& asked = b.plans[static_cast<std::size_t>(b.prescienceSide)];
      if (asked.submitted) {
        asked = BattlePlanRec{};
        log_public(g, "The prescience is cancelled: {f} may set a new battle plan.",
                   side(g, b.prescienceSide));
      } else {
        log_public(g, "The prescience is cancelled.");
      }
      b.prescience = -1;
      b.prescienceSide = -1;
    }
  }
}

Status check(const Game& g, Faction seat, const Action& a) {
  const auto& b = g.battle;
  if (b.step == BattleStep::NexusEnd) {
    if (auto s = need_decision(g, seat, DecisionKind::NexusBattleEnd); !s) return s;
    if (a.kind != ActionKind::Pass)
      return fail(Err::WrongPhase, "Battle: play your Nexus card (play_nexus_card) or pass.");
    return Ok{};
  }
  if (b.step == BattleStep::Traitors && b.traitorWindow) {
    if (auto s = need_decision(g, seat, DecisionKind::NexusTraitor); !s) return s;
    if (a.kind != ActionKind::Pass)
      return fail(Err::WrongPhase,
                  "Battle: play your Nexus card (play_nexus_card) or pass before the battle is "
                  "resolved.");
    return Ok{};
  }
  if (a.kind == ActionKind::CopyStronghold) {
    if (auto s = need_decision(g, seat, DecisionKind::StrongholdCopy); !s) return s;
    return stronghold_cards::check_copy(g, seat, arg<ActionKind::CopyStronghold, "stronghold">(a));
  }
  if (b.step == BattleStep::Unmask && (a.kind == ActionKind::Pass || unmask_rules(g, a.kind))) {
    if (auto s = need_decision(g, seat, DecisionKind::Unmask); !s) return s;
    if (a.kind == ActionKind::Pass) return Ok{};
    return module_of(seat)->unmask->check(g, seat, seat, a);
  }
  if (b.step == BattleStep::AfterLosses) {
    const auto sw = hooks::open_window(g, WindowPoint::AfterLosses);
    if (!sw) return fail(Err::NotYourDecision, "{f} has nothing to decide in this battle now.", seat);
    if (!sw->w->accepts) {
      if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    } else if (!has_any_decision(g, seat)) {
      return fail(Err::NotYourDecision, "{f} has nothing to decide in this battle now.", seat);
    }
    if (a.kind != ActionKind::Pass && a.kind != sw->w->action && !(sw->w->accepts && sw->w->accepts(a.kind)))
      return fail(Err::WrongPhase, "That action does not answer this decision after the battle.");
    return sw->w->check(g, sw->owner, a);
  }
  if (b.step == BattleStep::WinnerCards)
    if (const auto sw = hooks::open_window(g, WindowPoint::WinnerCards)) {
      if (!has_any_decision(g, seat))
        return fail(Err::NotYourDecision, "{f} has nothing to decide in this battle now.", seat);
      if (a.kind != ActionKind::Pass && a.kind != sw->w->action)
        return fail(Err::WrongPhase,
                    "That action does not answer this decision before the winner keeps its cards.");
      return sw->w->check(g, sw->owner, a);
    }
  if (a.kind == ActionKind::TakeTechToken || b.step == BattleStep::TechTransfer) {
    if (auto s = need_decision(g, seat, DecisionKind::TechToken); !s) return s;
    if (a.kind != ActionKind::TakeTechToken)
      return fail(Err::WrongPhase, "Battle: take one of the loser's technology tokens (take_tech_token).");
    for (TechToken t : tech::takeable(g, side(g, 1 - b.winner)))
      if (arg<ActionKind::TakeTechToken, "token">(a) == t) return Ok{};
    return fail(
        Err::NotAllowed,
        "Battle: the token you take must be one the loser owns (Ixians & Tleilaxu p.5 (2h); MA 8.1).");
  }
  switch (a.kind) {
    case ActionKind::LeadBattle: {
      if (auto s = need_decision(g, seat, DecisionKind::OccupyLead); !s) return s;
      const std::size_t i = b.partners[0] >= 0 ? 0 : 1;
      if (index(a.faction) != b.sides[i] && index(a.faction) != b.partners[i])
        return fail(
            Err::NotAllowed,
            "Occupy: choose which of Ecaz and their ally fights this battle (Ecaz & Moritani p.8 (2h)).");
      return Ok{};
    }
    case ActionKind::ChooseBattle: {
      if (auto s = need_decision(g, seat, DecisionKind::ChooseBattle); !s) return s;
      for (auto& r : battles_of(g, seat))
        if (r.territory == a.territory && r.opponent == a.faction) return Ok{};
      return fail(Err::NotAllowed,
                  "Battle: you have no battle against that faction in that territory (GF9 p.10).");
    }
    case ActionKind::Voice:
      if (auto s = need_decision(g, seat, DecisionKind::Voice); !s) return s;
      if (arg_value<ActionKind::Voice, "command">(a) > static_cast<int>(VoiceCommand::CheapHero))
        return fail(Err::BadAction, "Voice: unknown command.");
      return Ok{};
    case ActionKind::Prescience:
      if (auto s = need_decision(g, seat, DecisionKind::Prescience); !s) return s;
      if (arg_value<ActionKind::Prescience, "element">(a) > static_cast<int>(PlanElement::Dial))
        return fail(Err::BadAction, "Prescience: unknown plan element.");
      if (arg<ActionKind::Prescience, "karama">(a)) {
        // Atreides Karama power (Advanced): see the opponent's entire battle plan.
        if (!advanced(g))
          return fail(Err::NotAllowed,
                      "Karama powers of the factions belong to the Advanced game (GF9 p.14).");
        if (!hooks::has(g, Trait::KaramaSeesPlan, seat) || side_of(g, seat) < 0)
          return fail(Err::NotAllowed,
                      "Atreides Karama power: the Atreides see the entire plan of their own opponent "
                      "(Atreides sheet).");
        if (g.player(seat).karamaPowerUsed)
          return fail(Err::NotAllowed, "Karama power: the Atreides have used it already (once a game).");
        if (held_of_kind(g, seat, CardKind::Karama) == kNoCard)
          return fail(Err::CardNotHeld, "Karama power: you do not hold Karama.");
      }
      return Ok{};
    case ActionKind::BattlePlan:
      if (auto s = need_decision(g, seat, DecisionKind::BattlePlan); !s) return s;
      return check_plan(g, seat, a);
    case ActionKind::CallTraitor: {
      if (auto s = need_decision(g, seat, DecisionKind::Traitor); !s) return s;
      int me = side_of(g, seat);
      if (b.plans[static_cast<std::size_t>(1 - me)].companion)
        return fail(Err::NotAllowed, std::string(hooks::companion()->rules->traitorRefusal));
      if (auto s = homeworlds::traitor_check(g, seat, b.territory); !s) return s;
      if (!can_call_traitor(g, seat, traitor_card_of(g, b.plans[static_cast<std::size_t>(1 - me)])))
        return fail(Err::NotAllowed, "Traitor: the opposing leader is not one of your traitors (GF9 p.11).");
      return Ok{};
    }
    case ActionKind::KeepCards:
      if (b.step == BattleStep::Capture) {
        // Harkonnen capture (Advanced): flag keeps the captive, else it is killed for 2 spice.
        if (auto s = need_decision(g, seat, DecisionKind::Capture); !s) return s;
        if (a.amount != 0)
          return fail(Err::BadAction,
                      "Capture: keep the captured leader (keep_leader) or kill it; no cards.");
        return Ok{};
      }
      if (auto s = need_decision(g, seat, DecisionKind::KeepCards); !s) return s;
      if (arg<ActionKind::KeepCards, "keep_leader">(a))
        return fail(Err::BadAction, "Keep cards: there is no captured leader to keep.");
      if (a.amount < 0 || (a.amount & ~b.keepable))
        return fail(Err::BadAction, "Keep cards: keep only the weapon (1) and/or defense (2) you played.");
      return Ok{};
    case ActionKind::WithholdPoisonTooth: return need_decision(g, seat, DecisionKind::PoisonTooth);
    case ActionKind::Pass:
      if (has_decision(g, seat, DecisionKind::Voice) || has_decision(g, seat, DecisionKind::Prescience) ||
          has_decision(g, seat, DecisionKind::Traitor) || has_decision(g, seat, DecisionKind::PoisonTooth))
        return Ok{};
      return fail(Err::NotYourDecision, "{f} has nothing to pass in this battle now.", seat);
    default: return fail(Err::WrongPhase, "That action is not part of the Battle phase.");
  }
}

void exec(Game& g, Faction seat, const Action& a) {
  auto& b = g.battle;
  if (b.step == BattleStep::Traitors && b.traitorWindow) {
    if (has_decision(g, seat, DecisionKind::NexusTraitor)) nexus_cards::traitor_window_passed(g, seat);
    close_traitor_window(g);
    return;
  }
  if (b.step == BattleStep::NexusEnd) {
    if (has_decision(g, seat, DecisionKind::NexusBattleEnd)) nexus_cards::battle_end_passed(g, seat);
    if (!nexus_cards::battle_end_open(g)) finish_battle(g);
    return;
  }
  if (b.step == BattleStep::Unmask) {
    const FactionModule* m = module_of(seat);
    if (a.kind != ActionKind::Pass) m->unmask->exec(g, seat, seat, a);
    if (m->unmask_more && m->unmask_more(g, seat, a)) return;
    finish_battle(g);
    return;
  }
  if (b.step == BattleStep::AfterLosses) {
    if (auto sw = hooks::open_window(g, WindowPoint::AfterLosses)) sw->w->exec(g, sw->owner, a);
    finish_battle(g);
    return;
  }
  if (b.step == BattleStep::WinnerCards)
    if (auto sw = hooks::open_window(g, WindowPoint::WinnerCards)) {
      sw->w->exec(g, sw->owner, a);
      if (b.keepable == 0) finish_battle(g);  // the window settled every card the winner could keep
      return;
    }
  if (b.step == BattleStep::TechTransfer) {
    tech::take(g, seat, side(g, 1 - b.winner), arg<ActionKind::TakeTechToken, "token">(a));
    finish_battle(g);
    return;
  }
  switch (a.kind) {
    case ActionKind::ChooseBattle: start_battle(g, a.territory, seat, a.faction); return;
    case ActionKind::LeadBattle: set_lead(g, a.faction); return;
    case ActionKind::CopyStronghold:
      stronghold_cards::declare_copy(g, seat, arg<ActionKind::CopyStronghold, "stronghold">(a));
      return;
    case ActionKind::Voice: {
      int bgSide = voice_available(g, side(g, 0)) ? 0 : 1;
      const VoiceCommand command = arg<ActionKind::Voice, "command">(a);
      b.voiceCommand = static_cast<std::int8_t>(command);
      b.voiceMust = arg<ActionKind::Voice, "must">(a);
      b.voiceTarget = static_cast<std::int8_t>(1 - bgSide);
      if (b.voiceMust)
        log_public(g, "Voice: the Bene Gesserit command {f} to play {v}.", side(g, 1 - bgSide), command);
      else
        log_public(g, "Voice: the Bene Gesserit command {f} not to play {v}.", side(g, 1 - bgSide), command);
      open_prescience(g);
      return;
    }
    case ActionKind::Prescience: {
      if (arg<ActionKind::Prescience, "karama">(a)) {
        int me = side_of(g, seat);
        discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Karama));
        g.player(seat).karamaPowerUsed = true;
        b.karamaSee = true;
        b.prescienceSide = static_cast<std::int8_t>(1 - me);
        log_public(
            g, "The Atreides play Karama: {f} must show them the entire battle plan before they set theirs.",
            side(g, 1 - me));
        open_plans(g);
        return;
      }
      int atSide = prescience_available(g, side(g, 0)) ? 0 : 1;
      const PlanElement element = arg<ActionKind::Prescience, "element">(a);
      b.prescience = static_cast<std::int8_t>(element);
      b.prescienceSide = static_cast<std::int8_t>(1 - atSide);
      switch (element) {
        case PlanElement::Leader:
          log_public(g, "Prescience: the Atreides ask {f} to reveal their leader.", side(g, 1 - atSide));
          break;
        case PlanElement::Weapon:
          log_public(g, "Prescience: the Atreides ask {f} to reveal their weapon.", side(g, 1 - atSide));
          break;
        case PlanElement::Defense:
          log_public(g, "Prescience: the Atreides ask {f} to reveal their defense.", side(g, 1 - atSide));
          break;
        case PlanElement::Dial:
          log_public(g, "Prescience: the Atreides ask {f} to reveal their number dialed.",
                     side(g, 1 - atSide));
          break;
      }
      open_plans(g);
      return;
    }
    case ActionKind::BattlePlan: {
      int me = side_of(g, seat);
      b.plans[static_cast<std::size_t>(me)] = plan_from(g, seat, a);
      if (b.prescience >= 0 && me == b.prescienceSide) {
        const auto& p = b.plans[static_cast<std::size_t>(me)];
        // The revealed element is public (GF9 Rulebook 2019 p.17: the opponent reveals it at the
        // table; registry battle.atreides_prescience): every seat and spectators read the answer.
        log_public_text(g, "Prescience answer from " + name(seat) + ": " +
                               prescience_answer(p, static_cast<PlanElement>(b.prescience)) + ".");
        // The Atreides Nexus card's Cunning (NXF): a second element, answered the same way.
        if (b.prescience2 >= 0)
          log_public_text(g, "Second prescience answer from " + name(seat) + ": " +
                                 prescience_answer(p, static_cast<PlanElement>(b.prescience2)) + ".");
      }
      if (b.karamaSee && me == b.prescienceSide) {
        const auto& p = b.plans[static_cast<std::size_t>(me)];
        std::string who = p.cheapHero != kNoCard  ? std::string(card_info(p.cheapHero).name)
                          : p.leader != kNoLeader ? std::string(leader_name(p.leader))
                                                  : std::string("no leader");
        std::string text = "Karama: " + name(seat) + "'s plan is " + who + ", dial " +
                           std::to_string(p.dial) + " (" + std::to_string(p.elite) + " elite, " +
                           std::to_string(p.spice) + " spice)";
        text +=
            ", weapon " + (p.weapon != kNoCard ? std::string(card_info(p.weapon).name) : std::string("none"));
        text += ", defense " +
                (p.defense != kNoCard ? std::string(card_info(p.defense).name) : std::string("none"));
        log_private_text(g, FactionSet::of(*hooks::bearer(g, Trait::KaramaSeesPlan)), text + ".");
      }
      log_public(g, "{f} has set a battle plan.", seat);
      if (b.plans[0].submitted && b.plans[1].submitted) {
        // A Karama stopped an ally's funding after a plan counted on it (cr.choam.ally_battle_pay, the
        // updated Karama text: before the plans are revealed): the plan keeps only the spice its side can
        // pay.
        for (int i = 0; i < 2; ++i)
          if (auto& p = b.plans[static_cast<std::size_t>(i)];
              hooks::grant(g, Trait::FundsAllySupport, side(g, i)) == Grant::Stopped &&
              p.spice > support_funds(g, side(g, i)))
            p.spice = static_cast<decltype(p.spice)>(support_funds(g, side(g, i)));
        for (int i = 0; i < 2; ++i) {
          const auto& p = b.plans[static_cast<std::size_t>(i)];
          for (CardId c : {p.cheapHero, p.weapon, p.defense})
            if (c != kNoCard) reveal_card(g, side(g, i), c);
        }
        g.lastWheel = b.sides;
        for (int i = 0; i < 2; ++i)
          hooks::notify(g, Event::PlanRevealed,
                        {.f = side(g, i), .t = b.territory, .plan = &b.plans[static_cast<std::size_t>(i)]});
        // The Stronghold cards' payout for the cards played.
        for (int i = 0; i < 2; ++i)
          stronghold_cards::plan_revealed(g, side(g, i), b.territory, b.plans[static_cast<std::size_t>(i)]);
        log_plans(g);
        after_reveal(g);
      }
      return;
    }
    case ActionKind::CallTraitor:
      b.traitorCalled |= static_cast<std::uint8_t>(1u << side_of(g, seat));
      b.traitorAsked |= static_cast<std::uint8_t>(1u << side_of(g, seat));
      if (b.traitorAsked == 3) traitors_answered(g);
      return;
    case ActionKind::KeepCards: {
      if (b.step == BattleStep::Capture) {
        LeaderId l = b.captured;
        b.captured = kNoLeader;
        if (arg<ActionKind::KeepCards, "keep_leader">(a)) {
          leader_disc(g, l).capturedBy = static_cast<std::int8_t>(index(seat));
          log_public(g, "The Harkonnen keep {l} captive.", l);
        } else {
          kill_in_battle(g, l);
          // Harkonnen sheet (Kill): the leader disc goes face down into the Tanks.
          leader_disc(g, l).faceDown = true;
          gain(g, seat, kCaptureKillSpice);
          log_public(g, "The Harkonnen kill {l} and collect 2 spice.", l);
        }
        continue_battles(g);
        return;
      }
      Faction f = side(g, b.winner);
      const auto& p = b.plans[static_cast<std::size_t>(b.winner)];
      if ((b.keepable & 1) && !(a.amount & 1)) discard_from_hand(g, f, p.weapon);
      if ((b.keepable & 2) && !(a.amount & 2)) discard_from_hand(g, f, p.defense);
      finish_battle(g);
      return;
    }
    case ActionKind::WithholdPoisonTooth:
      b.poisonToothWithheld = true;
      log_public(g, "{f} does not use the Poison Tooth.", seat);
      open_traitors(g);
      return;
    case ActionKind::Pass:
      if (b.step == BattleStep::PoisonTooth) {
        log_public(g, "{f} uses the Poison Tooth.", seat);
        open_traitors(g);
      } else if (b.step == BattleStep::Voice)
        open_prescience(g);
      else if (b.step == BattleStep::Prescience)
        open_plans(g);
      else if (b.step == BattleStep::Traitors) {
        b.traitorAsked |= static_cast<std::uint8_t>(1u << side_of(g, seat));
        if (b.traitorAsked == 3) traitors_answered(g);
      }
      return;
    default: return;
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* sampler, int limit) {
  const auto& b = g.battle;
  switch (b.step) {
    case BattleStep::Choose:
      for (auto& r : battles_of(g, seat))
        out.push_back({.kind = ActionKind::ChooseBattle, .faction = r.opponent, .territory = r.territory});
      return;
    case BattleStep::NexusEnd: out.push_back({.kind = ActionKind::Pass}); return;
    case BattleStep::Lead: {
      const std::size_t i = b.partners[0] >= 0 ? 0 : 1;
      for (std::int8_t f : {b.sides[i], b.partners[i]})
        out.push_back({.kind = ActionKind::LeadBattle, .faction = faction_at(f)});
      return;
    }
    case BattleStep::Voice:
      out.push_back({.kind = ActionKind::Pass});
      for (int v = 0; v <= static_cast<int>(VoiceCommand::CheapHero); ++v)
        for (bool must : {true, false})
          out.push_back(
              ActionOf<ActionKind::Voice>{}.set<"command">(static_cast<VoiceCommand>(v)).set<"must">(must));
      return;
    case BattleStep::Prescience:
      out.push_back({.kind = ActionKind::Pass});
      for (int e = 0; e <= 3; ++e)
        out.push_back(ActionOf<ActionKind::Prescience>{}.set<"element">(static_cast<PlanElement>(e)));
      if (advanced(g)) out.push_back(ActionOf<ActionKind::Prescience>{}.set<"karama">(true));
      return;
    case BattleStep::Traitors:
      out.push_back({.kind = ActionKind::Pass});
      if (!b.traitorWindow) out.push_back({.kind = ActionKind::CallTraitor});
      return;
    case BattleStep::WinnerCards:
      if (auto sw = hooks::open_window(g, WindowPoint::WinnerCards)) {
        if (has_any_decision(g, seat)) sw->w->candidates(g, sw->owner, out);
        return;
      }
      for (int k = 0; k <= 3; ++k)
        out.push_back({.kind = ActionKind::KeepCards, .amount = static_cast<std::int16_t>(k)});
      return;
    case BattleStep::Capture:
      for (bool keep : {true, false})
        out.push_back(ActionOf<ActionKind::KeepCards>{}.set<"keep_leader">(keep));
      return;
    case BattleStep::Unmask:
      out.push_back({.kind = ActionKind::Pass});
      if (const FactionModule* m = module_of(seat); m && m->unmask_candidates)
        m->unmask_candidates(g, seat, out);
      return;
    case BattleStep::PoisonTooth:
      out.push_back({.kind = ActionKind::Pass});
      out.push_back({.kind = ActionKind::WithholdPoisonTooth});
      return;
    case BattleStep::AfterLosses:
      // A window whose decision passes from seat to seat lists the actions of whoever decides now.
      if (auto sw = hooks::open_window(g, WindowPoint::AfterLosses);
          sw && (sw->w->accepts ? has_any_decision(g, seat) : sw->owner == seat))
        sw->w->candidates(g, sw->owner, out);
      return;
    case BattleStep::TechTransfer:
      for (TechToken t : tech::takeable(g, side(g, 1 - b.winner)))
        out.push_back(ActionOf<ActionKind::TakeTechToken>{}.set<"token">(t));
      return;
    case BattleStep::Plans: {
      if (stronghold_cards::copy_due(g) == seat) {  // a Stronghold card's copy, before the plans
        for (stronghold_cards::Card c : stronghold_cards::copy_options(g, seat))
          out.push_back(
              ActionOf<ActionKind::CopyStronghold>{}.set<"stronghold">(stronghold_cards::territory_of(c)));
        return;
      }
      const Faction d = dial_owner_of(g, seat);  // em.ecaz.occupy_battle: the forces dialed
      int forces = fighting_forces(g, d, b.territory);
      std::vector<LeaderId> leaders = fieldable_leaders(g, seat);
      std::vector<CardId> heroes, weapons{kNoCard}, defenses{kNoCard};
      for (auto& h : g.player(seat).hand) {
        CardKind k = card_kind(h.card);
        if (k == CardKind::CheapHero) heroes.push_back(h.card);
        if (fits_weapon_slot(k)) weapons.push_back(h.card);
        if (fits_defense_slot(k)) defenses.push_back(h.card);
      }
      auto pick = [&](int n) {
        return sampler ? static_cast<int>(sampler->below(static_cast<std::uint32_t>(n))) : 0;
      };
      int tries = std::max(limit, 8);
      for (int t = 0; t < tries; ++t) {
        Action a{.kind = ActionKind::BattlePlan};
        a.amount =
            static_cast<std::int16_t>(sampler ? pick(forces + 1) : (t == 0 ? forces : pick(forces + 1)));
        int who = pick(static_cast<int>(leaders.size() + heroes.size()) + 1);
        if (who < static_cast<int>(leaders.size()))
          a.leader = leaders[static_cast<std::size_t>(who)];
        else if (who < static_cast<int>(leaders.size() + heroes.size()))
          a.card = heroes[static_cast<std::size_t>(who) - leaders.size()];
        else if (!leaders.empty())
          a.leader = leaders[0];
        else if (!heroes.empty())
          a.card = heroes[0];
        if (a.leader != kNoLeader || a.card != kNoCard) {
          a.weapon = weapons[static_cast<std::size_t>(pick(static_cast<int>(weapons.size())))];
          a.defense = defenses[static_cast<std::size_t>(pick(static_cast<int>(defenses.size())))];
          if (a.defense == a.weapon) a.defense = kNoCard;
        }
        if (advanced(g)) {
          // Elite forces among the dial, the spice supporting it, and the Kwisatz Haderach.
          int eliteHere = fighting_elite(g, d, b.territory);
          int normalHere = fighting_normal(g, d, b.territory);
          int lo = std::max(0, a.amount - normalHere), hi = std::min<int>(a.amount, eliteHere);
          a.amount3 = static_cast<std::int16_t>(sampler ? lo + pick(hi - lo + 1) : hi);
          // Battle hardened forces take no spice (listed so even while a Karama stops the advantage).
          const bool hardened = hooks::grant(g, Trait::BattleHardened, d) != Grant::No;
          int maxSpice = hardened ? 0 : std::min<int>(a.amount, support_funds(g, seat));
          if (hooks::has(g, Trait::HalfStrengthForces, d)) maxSpice = std::min<int>(maxSpice, a.amount3);
          a.amount2 = static_cast<std::int16_t>(sampler ? pick(maxSpice + 1) : maxSpice);
          if ((a.leader != kNoLeader || a.card != kNoCard) && hooks::companion_ready(g, seat, true))
            if (sampler ? pick(2) == 1 : true) hooks::companion()->rules->put(a);
          if (!sampler && a.amount2 > 0) {
            Action unsupported = a;
            unsupported.amount2 = 0;
            out.push_back(unsupported);
          }
        }
        out.push_back(a);
        // Without a sampler, also offer plain plans for every dial.
        if (!sampler && t > forces) break;
      }
      // Always offer the simplest legal-looking plans too, so a legal plan exists under Voice.
      for (LeaderId l : leaders) out.push_back({.kind = ActionKind::BattlePlan, .leader = l});
      for (CardId c : heroes) out.push_back({.kind = ActionKind::BattlePlan, .card = c});
      if (!leaders.empty() || !heroes.empty())
        for (CardId w : weapons)
          for (CardId d : defenses)
            if (w != d || w == kNoCard)
              out.push_back({.kind = ActionKind::BattlePlan,
                             .leader = leaders.empty() ? kNoLeader : leaders[0],
                             .card = leaders.empty() ? heroes[0] : kNoCard,
                             .weapon = w,
                             .defense = d});
      out.push_back({.kind = ActionKind::BattlePlan});
      return;
    }
  }
}

bool keepable_by_winner(const Game& g, CardId c) { return winner_could_keep(g, c); }

}  // namespace dune::battle_phase
