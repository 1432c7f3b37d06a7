// The heuristic bot in battle: choosing which battle to fight first, the Bene Gesserit Voice,
// Atreides prescience, and the battle plan. A plan is scored by its expected gain: the chance to
// win (our dial and surviving leader against what we expect of the opponent, using the cards of
// theirs we have seen and any prescience answer) times what the territory is worth, minus the
// forces dialled, leaders put at risk and cards likely discarded. A hopeless battle therefore
// gets a cheap plan (no dial, weakest leader, no cards) instead of throwing everything away.
// Advanced: the dial is counted from the engine's quote in the view (what one force counts, Karama
// stops included), the spice paid is a cost win or lose, and the numbers of a
// plan are searched: the engine's sampled list rarely holds the best dial/spice/elite mix, so the
// best few leader/card combinations listed are tried with every dial and support level.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "bots/heuristic_context.hpp"
#include "bots/heuristic_weights.hpp"
#include "engine/rules/factions/advantages.hpp"

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
// The classes come from the engine's card table (weapon_classes / defense_classes), so expansion
// cards count as what their face says (Poison Blade as both weapons, Shield Snooper both defenses).
struct Threat {
  double projectile = 0, poison = 0, lasgun = 0;  // chance the opponent plays each
  double artillery = 0;                           // an Artillery Strike (Ixians & Tleilaxu)
  double tooth = 0;                               // a Poison Tooth (Ixians & Tleilaxu)
  bool hasDefense = false;                        // a defense of theirs is known
};

void note_weapon(Threat& t, CardKind k, double chance) {
  const unsigned cls = weapon_classes(k);
  if (cls & kProjectileClass) t.projectile = chance;
  if (cls & kPoisonClass) t.poison = chance;
  if (k == CardKind::Lasgun) t.lasgun = chance;
  if (k == CardKind::ArtilleryStrike) t.artillery = chance;
  if (k == CardKind::PoisonTooth) t.tooth = chance;
}

Threat opponent_threat(const Context& c, Faction opp) {
  Threat t;
  const auto& answer = c.view.prescienceAnswer;
  if (answer && answer->weapon != kNoCard) {  // Atreides prescience told us the weapon
    note_weapon(t, card_kind(answer->weapon), 1.0);
    return t;
  }
  int cards = c.view.players[static_cast<std::size_t>(opp)].handCount;
  if (cards > 0) t.projectile = t.poison = 0.2, t.lasgun = 0.05;  // an unknown hand
  for (const KnownCard& k : c.view.knownCards) {
    if (k.owner != opp) continue;
    CardKind kind = card_kind(k.card);
    // A Chemistry is a weapon only beside a defense: the bot counts it as a defense.
    if (is_weapon(kind)) note_weapon(t, kind, 0.7);
    if (is_defense(kind)) t.hasDefense = true;
  }
  return t;
}

double death_chance(const Threat& t, CardId defense) {
  const unsigned d = defense != kNoCard ? defense_classes(card_kind(defense)) : 0u;
  double p = t.lasgun;
  if (!(d & kProjectileClass)) p += t.projectile + t.artillery;
  if (!(d & kPoisonClass)) p += t.poison;
  // Only Chemistry stops a Poison Tooth (engine: weapon_kills).
  if (defense == kNoCard || card_kind(defense) != CardKind::Chemistry) p += t.tooth;
  return std::min(1.0, p);
}

// Our own Artillery Strike kills our leader too unless we defend it as from a projectile (card face).
bool own_artillery(const Action& a) {
  return a.weapon != kNoCard && card_kind(a.weapon) == CardKind::ArtilleryStrike;
}
bool projectile_defended(const Action& a) {
  return a.defense != kNoCard && (defense_classes(card_kind(a.defense)) & kProjectileClass);
}

// What leader l counts in this battle, from the engine's quote (BattleQuote::leaders, leader_value with
// Karama stops and Homeworlds): the middle of its range (Zoal copies the opposing leader's value, so his
// range runs over the leaders the opponent may field). A leader the quote does not list counts nothing.
double quoted_leader(const BattleQuote& q, LeaderId l) {
  for (const LeaderQuote& lq : q.leaders)
    if (lq.leader == l) return (lq.low + lq.high) / 2.0;
  return 0.0;
}
// The most a leader of q's side may count in this battle (its best leader, as far as we know).
double best_quoted_leader(const BattleQuote& q) {
  double best = 0.0;
  for (const LeaderQuote& lq : q.leaders) best = std::max(best, static_cast<double>(lq.high));
  return best;
}

bool is_real_card(CardId c) { return c != kNoCard && card_kind(c) != CardKind::Worthless; }

bool advanced_rules(const Context& c) { return c.view.ruleset.kind == RulesetKind::Advanced; }

// The engine's quote for `f` fighting `opp` in t (View::battleQuotes): the forces of f that fight
// there and what one dialed force counts, Karama stops included; nullptr if the view has none.
const BattleQuote* quote_of(const Context& c, Faction f, Faction opp, TerritoryId t) {
  for (const BattleQuote& q : c.view.battleQuotes)
    if (q.territory == t && q.faction == f && q.opponent == opp) return &q;
  return nullptr;
}

int forces(const BattleQuote& q) { return q.normal + q.elite; }

// Strength of a dial in points, as the engine counts it (the quote is in half points).
double dial_points(const BattleQuote& q, int dial, int elite, int spice) {
  return (dial_half_points(q.value, dial, elite, spice) + q.bonus) / 2.0;  // bonus: Ecaz Occupy's half
}

// Everything about the battle that does not depend on our plan, computed once per decision.
struct PlanScorer {
  const Context& c;
  bool valid = false, advanced = false;
  Faction opp = Faction::Atreides;
  TerritoryId t = kNoTerritory;
  BattleQuote mine, theirs;  // forces that fight and what each counts (the engine's quote)
  Threat threat;
  double theirDial = 0;  // their expected dial, in points
  double theirLeader = 0;
  double stakes = 0;
  double edge = 0;  // ties go to the aggressor

  explicit PlanScorer(const Context& ctx) : c(ctx) {
    auto o = opponent(c);
    t = c.view.battleTerritory;
    if (!o || t == kNoTerritory) return;
    const BattleQuote* ours = quote_of(c, c.me, *o, t);
    const BattleQuote* their = quote_of(c, *o, c.me, t);
    if (!ours || !their) return;
    valid = true;
    opp = *o;
    advanced = advanced_rules(c);
    mine = *ours;
    theirs = *their;
    threat = opponent_threat(c, opp);
    const auto& answer = c.view.prescienceAnswer;
    if (answer && answer->submitted && answer->dial > 0 && (!advanced || c.view.battleKaramaSee)) {
      theirDial = dial_points(theirs, answer->dial, answer->elite, answer->spice);
    } else {
      // A share of their forces, elites first; in Advanced they support about half of it.
      int dial =
          answer && answer->submitted && answer->dial > 0
              ? answer->dial
              : std::min(forces(theirs), static_cast<int>(std::ceil(forces(theirs) * w::kOpponentDialShare)));
      int elite = std::min<int>(dial, theirs.elite);
      double full = dial_points(theirs, dial, elite, dial);
      double none = dial_points(theirs, dial, elite, 0);
      theirDial = none + w::kOpponentSupportShare * (full - none);
    }
    theirLeader = answer && answer->leader != kNoLeader ? quoted_leader(theirs, answer->leader)
                                                        : best_quoted_leader(theirs);
    stakes = w::kBattleWin + w::kStakePerForce * (c.forces_in(c.me, t) + c.forces_in(opp, t));
    if (is_stronghold(t)) stakes += w::kStronghold;
    if (c.held_by_threat(t)) stakes += c.blockValue;
    // Our own winning stronghold, or the last one we need, is worth fighting for too.
    if (is_stronghold(t) && c.our_strongholds() + 1 >= c.strongholds_needed())
      stakes += w::kVictoryMove * w::kWinningBattleShare * (c.lastTurn ? w::kLastTurnUrgency : 1.0);
    LocationId site = spice_location(t);
    if (site != kNoLocation) stakes += w::kSpiceCollected * c.view.spice[static_cast<std::size_t>(site)];
    edge = aggressor(c) ? 0.5 : -0.5;
  }

  double score(const Action& a) const {
    if (!valid) return 0.0;
    // Our strength: the dial plus a leader (and the Kwisatz Haderach) who survives their weapon, each at
    // what the engine's quote says it counts here (Zoal at the middle of the range of their leaders).
    const double leaderStrength = a.leader == kNoLeader ? 0.0 : quoted_leader(mine, a.leader);
    bool kwisatz = advanced && a.flag;
    const bool fielded = a.leader != kNoLeader || a.card != kNoCard;
    double dies = fielded ? death_chance(threat, a.defense) : 0.0;
    // Artillery Strike (Ixians & Tleilaxu card face): both leaders die unless shielded, surviving
    // leaders add nothing and no spice is paid for the dead.
    const bool artillery = own_artillery(a);
    if (artillery && fielded && !projectile_defended(a)) dies = 1.0;
    // Our own Poison Tooth kills our leader too unless Chemistry guards it (card face; the bot may
    // still withhold it after the reveal).
    const bool tooth = a.weapon != kNoCard && card_kind(a.weapon) == CardKind::PoisonTooth;
    if (tooth && fielded && (a.defense == kNoCard || card_kind(a.defense) != CardKind::Chemistry)) dies = 1.0;
    double dial = dial_points(mine, a.amount, a.amount3, a.amount2);
    // Ecaz & Moritani cards that take a slot (the engine's card data, cards.hpp): Reinforcements adds to
    // the dial and always costs reserve forces; Harass & Withdraw takes the undialed forces home, which
    // saves them from a loss but gives up the ground on a win. Both are discarded whatever happens.
    int reserveCost = 0, specials = 0;
    bool harass = false;
    for (CardId card : {a.weapon, a.defense}) {
      if (card == kNoCard || !is_slot_special(card_kind(card))) continue;
      dial += card_dial_bonus(card_kind(card));
      reserveCost += card_reserve_cost(card_kind(card));
      harass |= card_kind(card) == CardKind::HarassWithdraw;
      ++specials;
    }
    double strength =
        dial + (artillery ? 0.0 : (1.0 - dies) * (leaderStrength + (kwisatz ? mine.kwisatz : 0)));

    // Theirs: the expected dial plus their best leader, who may die to our weapon.
    double kill = 0.0;
    if (a.weapon != kNoCard && card_kind(a.weapon) != CardKind::Worthless && !artillery)
      kill = (card_kind(a.weapon) == CardKind::Lasgun || tooth) ? 1.0 : (threat.hasDefense ? 0.3 : 0.65);
    double theirStrength = theirDial + (artillery ? 0.0 : (1.0 - kill) * theirLeader);

    double margin = strength - theirStrength + edge;
    double win = 1.0 / (1.0 + std::exp(-margin / 1.5));

    int cardsPlayed = (is_real_card(a.weapon) ? 1 : 0) + (is_real_card(a.defense) ? 1 : 0) - specials;
    const int undialed = harass ? std::max(0, c.forces_in(c.me, t) - a.amount) : 0;
    const double slotCards = -specials * w::kCardLoss - reserveCost * w::kDialLoss +
                             ((1.0 - win) - win * 0.5) * undialed * w::kDialLoss;
    double eliteDialled = advanced ? a.amount3 : 0;
    return win * stakes -
           win * (a.amount * w::kDialLoss + eliteDialled * w::kEliteDialLoss)  // dialled forces die
           - dies * leaderStrength * w::kLeaderLoss                            // our leader at risk
           - (1.0 - win) * cardsPlayed * w::kCardLoss                          // the loser discards its cards
           + kill * theirLeader * w::kKillLeader                               // spice for a killed leader
           - (advanced ? w::kBattleSpiceFactor * spend_penalty(c, a.amount2) : 0.0)  // paid win or lose
           + (kwisatz ? w::kKwisatzSafety : 0.0)  // no traitor can be called on it
           + slotCards;
  }
};

// The dial, elite and spice numbers worth trying with one leader/card combination: every dial,
// elites first or last, and no, half, elite-only or full spice support. All stay within what the
// view shows of the rules' bounds (check_plan in engine/rules/phases/battle.cpp).
void numeric_variants(const Context& c, const PlanScorer& s, const Action& base, std::vector<Action>& out) {
  const int most = forces(s.mine);
  // The Kwisatz Haderach, where the engine's quote says it may join this plan (Atreides sheet).
  const bool kwisatzOk = s.mine.kwisatzReady && base.leader != kNoLeader;
  for (int dial = 0; dial <= most; ++dial) {
    Action a = base;
    a.amount = static_cast<std::int16_t>(dial);
    if (!s.advanced) {
      a.amount2 = a.amount3 = 0;
      a.flag = false;
      out.push_back(a);
      continue;
    }
    int lo = std::max(0, dial - s.mine.normal), hi = std::min<int>(dial, s.mine.elite);
    // Spice only where it counts (not for battle-hardened Fremen; the plan is refused otherwise).
    const int funds = c.view.supportFunds >= 0 ? c.view.supportFunds : c.spice;  // an ally may fund it
    int maxSpice = spice_counts(s.mine.value) ? std::min(dial, std::max(0, funds)) : 0;
    for (int elite : {hi, lo}) {
      a.amount3 = static_cast<std::int16_t>(elite);
      std::array<int, 4> spices{0, maxSpice, (maxSpice + 1) / 2, std::min(elite, maxSpice)};
      for (std::size_t i = 0; i < spices.size(); ++i) {
        if (std::find(spices.begin(), spices.begin() + static_cast<std::ptrdiff_t>(i), spices[i]) !=
            spices.begin() + static_cast<std::ptrdiff_t>(i))
          continue;
        a.amount2 = static_cast<std::int16_t>(spices[i]);
        for (bool kh : {false, true}) {
          if (kh && !kwisatzOk) continue;
          a.flag = kh;
          out.push_back(a);
        }
      }
      if (hi == lo) break;
    }
  }
}

}  // namespace

double score_battle_plan(const Context& c, const Action& a) { return PlanScorer(c).score(a); }

Action choose_battle_plan(const Context& c, const std::vector<Action>& legal, Rng& rng) {
  const PlanScorer s(c);
  auto jitter = [&] { return w::kNoise * static_cast<double>(rng.below(1024)) / 1024.0; };
  // The listed plans first; then, for the best few leader/card combinations among them, every
  // dial with the spice and elites that support it best.
  std::vector<std::pair<double, std::size_t>> ranked;
  std::size_t best = 0;
  double bestScore = -1e18;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    double v = legal[i].kind == ActionKind::BattlePlan ? s.score(legal[i]) : score_action(c, legal[i]);
    v += jitter();
    if (v > bestScore) bestScore = v, best = i;
    if (legal[i].kind == ActionKind::BattlePlan) ranked.emplace_back(v, i);
  }
  Action chosen = legal[best];
  if (!s.valid || ranked.empty()) return chosen;
  std::sort(ranked.begin(), ranked.end(), [](auto& x, auto& y) { return x.first > y.first; });
  std::vector<Action> bases, variants;
  for (auto& [v, i] : ranked) {
    Action key = legal[i];
    key.amount = key.amount2 = key.amount3 = 0;
    key.flag = false;
    if (std::find(bases.begin(), bases.end(), key) != bases.end()) continue;
    bases.push_back(key);
    if (bases.size() >= w::kPlanBases) break;
  }
  for (const Action& b : bases) numeric_variants(c, s, b, variants);
  for (const Action& a : variants) {
    double v = s.score(a) + jitter();
    if (v > bestScore) bestScore = v, chosen = a;
  }
  return chosen;
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
    // A defense that needs a partner weapon (Weirding Way) is counted as the defense it can be.
    shield |= (defense_classes(card_kind(h)) & kProjectileClass) != 0;
    snooper |= (defense_classes(card_kind(h)) & kPoisonClass) != 0;
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
