// The heuristic bot in battle: choosing which battle to fight first, the Bene Gesserit Voice,
// Atreides prescience, and the battle plan. A plan is scored by its expected gain: the chance to
// win (our dial and surviving leader against what we expect of the opponent, using the cards of
// theirs we have seen and any prescience answer) times what the territory is worth, minus the
// forces dialled, leaders put at risk and cards likely discarded. A hopeless battle therefore
// gets a cheap plan (no dial, weakest leader, no cards) instead of throwing everything away.
#include <algorithm>
#include <cmath>

#include "bots/heuristic_context.hpp"
#include "bots/heuristic_weights.hpp"

namespace dune::bots::detail {
namespace {

namespace w = weights;

std::optional<Faction> opponent(const Context& c) {
  for (std::int8_t s : c.view.battleSides)
    if (s >= 0 && faction_at(s) != c.me) return faction_at(s);
  return std::nullopt;
}

bool aggressor(const Context& c) { return c.view.battleSides[0] == index(c.me); }

// What we know of the opponent's weapons: cards of theirs we have seen.
struct Threat {
  double projectile = 0, poison = 0, lasgun = 0;  // chance the opponent plays each
  bool hasDefense = false;                        // a defense of theirs is known
};

Threat opponent_threat(const Context& c, Faction opp) {
  Threat t;
  const auto& answer = c.view.prescienceAnswer;
  if (answer && answer->weapon != kNoCard) {  // Atreides prescience told us the weapon
    CardKind k = card_kind(answer->weapon);
    t.projectile = k == CardKind::ProjectileWeapon;
    t.poison = k == CardKind::PoisonWeapon;
    t.lasgun = k == CardKind::Lasgun;
    return t;
  }
  int cards = c.view.players[static_cast<std::size_t>(opp)].handCount;
  if (cards > 0) t.projectile = t.poison = 0.2, t.lasgun = 0.05;  // an unknown hand
  for (const KnownCard& k : c.view.knownCards) {
    if (k.owner != opp) continue;
    CardKind kind = card_kind(k.card);
    if (kind == CardKind::ProjectileWeapon) t.projectile = 0.7;
    if (kind == CardKind::PoisonWeapon) t.poison = 0.7;
    if (kind == CardKind::Lasgun) t.lasgun = 0.7;
    if (is_defense(kind)) t.hasDefense = true;
  }
  return t;
}

double death_chance(const Threat& t, CardId defense) {
  CardKind d = defense != kNoCard ? card_kind(defense) : CardKind::Worthless;
  double p = t.lasgun;
  if (d != CardKind::ProjectileDefense) p += t.projectile;
  if (d != CardKind::PoisonDefense) p += t.poison;
  return std::min(1.0, p);
}

int best_leader_strength(const Context& c, Faction f) {
  int best = 0;
  const auto& leaders = c.view.players[static_cast<std::size_t>(f)].leaders;
  for (int i = 0; i < kLeadersPerFaction; ++i)
    if (leaders[static_cast<std::size_t>(i)].where == LeaderWhere::Available)
      best = std::max(best, leader_strength(leader_id(f, i)));
  return best;
}

bool is_real_card(CardId c) { return c != kNoCard && card_kind(c) != CardKind::Worthless; }

}  // namespace

double score_battle_plan(const Context& c, const Action& a) {
  auto opp = opponent(c);
  TerritoryId t = c.view.battleTerritory;
  if (!opp || t == kNoTerritory) return 0.0;
  const int ours = c.forces_in(c.me, t), theirs = c.forces_in(*opp, t);
  const Threat threat = opponent_threat(c, *opp);
  const auto& answer = c.view.prescienceAnswer;

  // Our strength: the dial plus a leader who survives their weapon.
  int leaderStrength = a.leader != kNoLeader ? leader_strength(a.leader) : 0;
  double dies = a.leader != kNoLeader || a.card != kNoCard ? death_chance(threat, a.defense) : 0.0;
  double strength = a.amount + (1.0 - dies) * leaderStrength;

  // Theirs: a share of their forces dialled (or the dial prescience showed) plus their best
  // leader, who may die to our weapon unless they hold a defense.
  double theirDial = answer && answer->submitted && answer->dial > 0
                         ? answer->dial
                         : std::min<double>(theirs, std::ceil(theirs * w::kOpponentDialShare));
  int theirLeader =
      answer && answer->leader != kNoLeader ? leader_strength(answer->leader) : best_leader_strength(c, *opp);
  double kill = 0.0;
  if (a.weapon != kNoCard && card_kind(a.weapon) != CardKind::Worthless)
    kill = card_kind(a.weapon) == CardKind::Lasgun ? 1.0 : (threat.hasDefense ? 0.3 : 0.65);
  double theirStrength = theirDial + (1.0 - kill) * theirLeader;

  double margin = strength - theirStrength + (aggressor(c) ? 0.5 : -0.5);  // ties go to the aggressor
  double win = 1.0 / (1.0 + std::exp(-margin / 1.5));

  double stakes = w::kBattleWin + w::kStakePerForce * (ours + theirs);
  if (is_stronghold(t)) stakes += w::kStronghold;
  if (c.held_by_threat(t))
    stakes += c.me == Faction::Guild ? w::kBlockWin * w::kGuildStallBonus : w::kBlockWin;
  LocationId site = spice_location(t);
  if (site != kNoLocation) stakes += w::kSpiceCollected * c.view.spice[static_cast<std::size_t>(site)];

  int cardsPlayed = (is_real_card(a.weapon) ? 1 : 0) + (is_real_card(a.defense) ? 1 : 0);
  return win * stakes - win * a.amount * w::kDialLoss  // dialled forces die even in victory
         - dies * leaderStrength * w::kLeaderLoss      // our leader at risk
         - (1.0 - win) * cardsPlayed * w::kCardLoss    // the loser discards its cards
         + kill * theirLeader * w::kKillLeader;        // spice for a killed leader
}

double score_battle_choice(const Context& c, const Action& a) {
  // Fight first where we are strongest: a win there does not depend on cards we may spend later.
  return c.forces_in(c.me, a.territory) - c.forces_in(a.faction, a.territory) +
         (is_stronghold(a.territory) ? 2.0 : 0.0);
}

// Voice (p.18): forbid the weapon we cannot defend against, the one most likely played.
double score_voice(const Context& c, const Action& a) {
  auto opp = opponent(c);
  if (!opp || a.flag) return -3.0;  // "must play" commands rarely help us
  const Threat threat = opponent_threat(c, *opp);
  bool shield = false, snooper = false;
  for (CardId h : c.view.hand) {
    shield |= card_kind(h) == CardKind::ProjectileDefense;
    snooper |= card_kind(h) == CardKind::PoisonDefense;
  }
  switch (static_cast<VoiceCommand>(a.sub)) {
    case VoiceCommand::ProjectileWeapon: return (shield ? 0.2 : 1.0) * (threat.projectile + 0.1) * 10;
    case VoiceCommand::PoisonWeapon: return (snooper ? 0.2 : 1.0) * (threat.poison + 0.1) * 10;
    case VoiceCommand::Lasgun: return threat.lasgun * 10;
    default: return -1.0;
  }
}

// Prescience (p.17): ask for the weapon when we hold a defense to answer it; else the dial.
double score_prescience(const Context& c, const Action& a) {
  bool defense =
      std::any_of(c.view.hand.begin(), c.view.hand.end(), [](CardId h) { return is_defense(card_kind(h)); });
  PlanElement e = static_cast<PlanElement>(a.sub);
  if (e == PlanElement::Weapon) return defense ? 3.0 : 1.0;
  if (e == PlanElement::Dial) return 2.0;
  return 0.5;
}

}  // namespace dune::bots::detail
