// The heuristic bot's entry point: reads the View into a Context, scores every legal action
// (one scorer per action kind, weights in heuristic_weights.hpp) and returns the best, with a
// little seeded jitter so that equal scores do not always resolve the same way.
// Board and battle scorers live in heuristic_board.cpp and heuristic_battle.cpp.
#include "bots/heuristic_bot.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "bots/heuristic_context.hpp"
#include "bots/heuristic_weights.hpp"
#include "engine/rules/action_args.hpp"
#include "engine/rules/factions/factions.hpp"

namespace dune::bots {
namespace detail {

namespace w = weights;

// Stopping another faction's stronghold win is worth what it leaves us: the Guild (and the
// Fremen) win if nobody else does, so blocking is their game (the Guild's most of all). For the
// others a blocked win only helps while they can still win themselves: the value falls with the
// turns left, and on the last turn it is nothing (the Guild's default win is as much a loss).
double block_value(const Context& c) {
  auto defaultWinner = [&](Faction f) { return c.in_game(f) && (c.me == f || (c.ally && *c.ally == f)); };
  if (defaultWinner(Faction::Guild)) return w::kBlockWin * w::kGuildStallBonus;
  if (defaultWinner(Faction::Fremen)) return w::kBlockWin;
  int maxTurns = c.view.ruleset.maxTurns;
  double left = std::clamp(static_cast<double>(maxTurns - c.view.turn) / std::max(1, maxTurns - 1), 0.0, 1.0);
  return w::kBlockWin * (w::kBlockFloor + (1.0 - w::kBlockFloor) * left);
}

// --- the context -----------------------------------------------------------------------------------

Context::Context(const View& v, Faction seat) : view(v), me(seat) {
  for (const Decision& d : v.pending)
    if (d.seat == seat) {
      decision = d.kind;
      break;
    }
  const PlayerView& p = v.players[static_cast<std::size_t>(seat)];
  spice = p.spice;
  lastTurn = v.turn >= v.ruleset.maxTurns;
  if (p.ally >= 0) ally = faction_at(p.ally);
  // Most locations are empty: a row of the board (every faction's forces there) is skipped whole when
  // all its bytes are 0.
  static_assert(sizeof(location_forces(v.board, 0)) == 24);  // 12 factions' Forces of 2 bytes: 3 words
  for (LocationId l = 0; l < kLocations; ++l) {
    const auto& cell = location_forces(v.board, l);
    std::array<std::uint64_t, sizeof(cell) / 8> words;
    std::memcpy(words.data(), cell.data(), sizeof(cell));
    if ((words[0] | words[1] | words[2]) == 0) continue;
    auto& into = forces[static_cast<std::size_t>(location(l).territory)];
    for (std::size_t f = 0; f < kFactions; ++f) into[f] += cell[f].total();
  }
  // Strongholds occupied: present, and no one else there but an ally (GF9 p.12).
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (!is_stronghold(t)) continue;
    const auto& here = forces[static_cast<std::size_t>(t)];
    std::array<std::size_t, kFactions> present;  // the factions with forces here
    std::size_t n = 0;
    for (std::size_t f = 0; f < kFactions; ++f)
      if (here[f] > 0) present[n++] = f;
    for (std::size_t a = 0; a < n; ++a) {
      const std::size_t f = present[a];
      bool alone = true;
      for (std::size_t b = 0; b < n; ++b)
        if (present[b] != f && static_cast<int>(present[b]) != v.players[f].ally) alone = false;
      if (alone) strongholds[f]++;
    }
  }
  // A faction holding its winning count now wins at the Mentat Pause unless someone contests.
  for (int f = 0; f < kFactions; ++f) {
    Faction other = faction_at(f);
    if (!is_enemy(other)) continue;
    int partner = v.players[static_cast<std::size_t>(f)].ally;
    int held = strongholds[static_cast<std::size_t>(f)] +
               (partner >= 0 ? strongholds[static_cast<std::size_t>(partner)] : 0);
    // Bene Gesserit: a predicted winner on the predicted turn is our win, not a threat (p.18).
    bool predicted = seat == Faction::BeneGesserit && v.predictedFaction == f && v.predictedTurn == v.turn;
    if (held >= (partner >= 0 ? 4 : 3) && !predicted) threats |= static_cast<std::uint8_t>(1u << f);
  }
  blockValue = block_value(*this);
}

int Context::enemy_forces_in(TerritoryId t) const {
  int n = 0;
  for (int f = 0; f < kFactions; ++f)
    if (is_enemy(faction_at(f))) n += forces_in(faction_at(f), t);
  return n;
}

int Context::enemies_in(TerritoryId t) const {
  int n = 0;
  for (int f = 0; f < kFactions; ++f)
    if (is_enemy(faction_at(f)) && forces_in(faction_at(f), t) > 0) ++n;
  return n;
}

bool Context::held_by_threat(TerritoryId t) const {
  for (int f = 0; f < kFactions; ++f)
    if ((threats >> f) & 1u && forces_in(faction_at(f), t) > 0) return true;
  return false;
}

int Context::our_strongholds() const {
  return strongholds[static_cast<std::size_t>(me)] +
         (ally ? strongholds[static_cast<std::size_t>(*ally)] : 0);
}

double spend_penalty(const Context& c, int cost) {
  if (cost <= 0) return 0.0;
  int cushion = std::max(0, c.spice - w::kComfortSpice);
  double penalty = cost * w::kSpiceSpent + std::max(0, cost - cushion) * w::kLastSpiceExtra;
  // Spice left at the end of the game is worth nothing: on the last turn spend it.
  return c.lastTurn ? penalty * w::kLastTurnSpiceFactor : penalty;
}

// --- cards and bidding ---------------------------------------------------------------------------

double card_value(const Context& c, CardKind kind) {
  int weapons = 0, defenses = 0;
  for (CardId h : c.view.hand) {
    weapons += is_weapon(card_kind(h)) ? 1 : 0;
    defenses += is_defense(card_kind(h)) ? 1 : 0;
  }
  if (is_weapon(kind)) return weapons == 0 ? w::kFirstWeapon : w::kExtraWeapon;
  if (is_defense(kind)) return defenses == 0 ? w::kFirstDefense : w::kExtraDefense;
  switch (kind) {
    case CardKind::Karama: return w::kKarama;
    case CardKind::CheapHero: return w::kCheapHero;
    case CardKind::Worthless: return w::kWorthless;
    default: return w::kUtilityCard;
  }
}

double value_of_card_up(const Context& c) {
  double v = c.view.cardUpForBid != kNoCard ? card_value(c, card_kind(c.view.cardUpForBid)) : w::kUnknownCard;
  if (c.me == Faction::Harkonnen) v *= w::kHarkonnenCardFactor;
  if (c.me == Faction::Emperor) v *= w::kEmperorBidFactor;
  return v;
}

double score_bid(const Context& c, const Action& a) {
  double value = value_of_card_up(c);
  // Never more than the card is worth to us, a share of our spice, or what leaves a reserve.
  double budget =
      std::min({value, c.spice * w::kBidBudgetShare, static_cast<double>(c.spice - w::kBidReserve)});
  double karama = a.flag ? w::kKarama : 0.0;  // backing the bid with Karama spends the card
  if (a.amount > budget) return -1.0 - (a.amount - budget) - karama;
  return value - a.amount - karama;
}

double score_karama_take(const Context& c) { return value_of_card_up(c) - w::kKarama; }

// --- revival -------------------------------------------------------------------------------------

int available_leaders(const Context& c) {
  int n = 0;
  const auto& leaders = c.view.players[static_cast<std::size_t>(c.me)].leaders;
  for (int i = 0; i < leader_count(c.me, c.view.ruleset.kind == RulesetKind::Advanced); ++i)
    n += leaders[static_cast<std::size_t>(i)].where == LeaderWhere::Available ? 1 : 0;
  return n;
}

// A force back from the Tanks is worth more the fewer we have left (reserves and board): a
// faction with its forces in the Tanks cannot ship, hold or contest anything.
double force_value(const Context& c) {
  const PlayerView& p = c.view.players[static_cast<std::size_t>(c.me)];
  int alive = p.reserves.total();
  for (int t = 0; t < kTerritories; ++t)
    alive += c.forces[static_cast<std::size_t>(t)][static_cast<std::size_t>(c.me)];
  double scarcity = std::max(0.0, 1.0 - static_cast<double>(alive) / w::kHealthyForces);
  return w::kRevivedForce + w::kForceScarcity * scarcity * scarcity;
}

double score_revive(const Context& c, const Action& a) {
  // Emperor Karama power (Advanced): free, beside the normal revival, but spends the Karama card.
  const bool karama = a.flag;
  // The engine's price from the view (View::revivalQuote: free revivals, alliances, Karama stops).
  int cost = c.view.revivalQuote ? std::max(0, quoted_price(*c.view.revivalQuote, a)) : 0;
  double gain = a.amount * force_value(c) + a.amount3 * w::kRevivedElite;
  // Duke Vidal comes back set aside (nobody's until taken again): worth a little, not a leader of ours.
  if (a.leader == kDukeVidal)
    gain += 1.0;
  else if (a.leader != kNoLeader)
    gain += w::kRevivedLeader + (available_leaders(c) == 0 ? w::kLeaderShortage : 0.0);
  // Tleilaxu Gholas (Advanced): another faction's leader; the stronger the better (the quote's price
  // is half its strength).
  if (a.leader != kNoLeader && a.leader < kLeaders && leader_faction(a.leader) != c.me)
    gain += leader_strength(a.leader);
  if (a.sub != 0) gain += w::kRevivedKwisatz;  // Atreides: the Kwisatz Haderach back
  if (karama) {
    // The normal revival stays open after it: when it pays at all, play it first.
    double net = gain - w::kKarama - w::kKaramaKept;
    return net > 0 ? w::kPlayFirst + net : net;
  }
  return gain - spend_penalty(c, cost) - a.amount2 * w::kSpiceSpent;
}

// --- the Tleilaxu's sale of an early leader revival, or of a Ghola's return (rulebook p.7) ------------

// Our own leaders we can field: alive and held by nobody else (not captured, not a Ghola).
int own_free_leaders(const Context& c) {
  int n = 0;
  const auto& leaders = c.view.players[static_cast<std::size_t>(c.me)].leaders;
  for (int i = 0; i < leader_count(c.me, c.view.ruleset.kind == RulesetKind::Advanced); ++i) {
    const auto& s = leaders[static_cast<std::size_t>(i)];
    n += s.where == LeaderWhere::Available && s.capturedBy < 0 ? 1 : 0;
  }
  return n;
}

// What the asker would pay at most for the leader: its strength, and more with few leaders left.
double leader_worth(const Context& c, LeaderId l) {
  return leader_strength(l) + (own_free_leaders(c) <= 1 ? w::kLeaderShortage : 1.0);
}

// Ask (before reviving: the revival stays open) when leaders are short and we could pay the strength.
double score_request_revival(const Context& c, const Action& a) {
  if (a.leader == kNoLeader || own_free_leaders(c) > 1 || c.spice < leader_strength(a.leader)) return -1.0;
  return w::kPlayFirst + leader_strength(a.leader);
}

// The Tleilaxu ask what the leader is worth to the asker (a Ghola's return twice that), capped by its
// spice; a price far below that is not worth the sale (the pass refuses).
double score_revival_price(const Context& c, const Action& a) {
  const LeaderId l = c.view.revivalAskedLeader;
  if (l == kNoLeader) return -1.0;
  const auto& s = c.view.players[static_cast<std::size_t>(leader_faction(l))]
                      .leaders[static_cast<std::size_t>(leader_slot(l))];
  const bool ghola = s.where == LeaderWhere::Available;
  const double target = (ghola ? 2.0 : 1.0) * leader_strength(l) + 2.0;
  const bool friendly = c.view.revivalAsker >= 0 && !c.is_enemy(faction_at(c.view.revivalAsker));
  return 3.0 - std::abs(a.amount - target) + (friendly ? 2.0 : 0.0);
}

double score_accept_revival_price(const Context& c) {
  const LeaderId l = c.view.revivalAskedLeader;
  if (l == kNoLeader) return -1.0;
  const int price = std::max<int>(0, c.view.revivalAskedPrice);
  return leader_worth(c, l) - spend_penalty(c, price);
}

double score_ghola(const Context& c, const Action& a) {
  if (a.leader != kNoLeader)
    return w::kRevivedLeader + (available_leaders(c) <= 1 ? w::kLeaderShortage : 0.0) - w::kUtilityCard * 2;
  return a.amount * force_value(c) - w::kUtilityCard * 2;
}

// --- alliances and setup ---------------------------------------------------------------------------

// Bene Gesserit prediction: only a stronghold win on that turn counts (GF9 p.18), so name a
// faction that takes strongholds, at the turns where such wins come.
// CHOAM's Worthless effects (the legal list offers each at its moment): each costs the 2 spice the market
// would pay for the card. Trip to Gamont is worth it when it takes the last force of a faction out of a
// stronghold; La La La when the faction named has forces in the Tanks to revive free; the others are sold.
// With the CHOAM Nexus card's Cunning (`as`: the effect obtained, `card`: any card discarded for it) the play
// costs a card and the Nexus card: only a card with no battle use (a Worthless one) is spent so.
double score_play_worthless(const Context& c, const Action& a) {
  if (a.card < 0 || a.card >= kTreacheryCards) return -1.0;
  const CardId as = arg<ActionKind::PlayWorthless, "as">(a);
  if (as != kNoCard && card_kind(a.card) != CardKind::Worthless) return -1.0;
  const std::string_view k = card_info(as != kNoCard ? as : a.card).key;
  if (static_cast<int>(a.faction) >= kFactions) return -1.0;
  const auto f = static_cast<std::size_t>(index(a.faction));
  if (k == "trip_to_gamont" && a.from >= 0 && a.from < kLocations) {
    const TerritoryId t = location(a.from).territory;
    return is_stronghold(t) && c.forces[static_cast<std::size_t>(t)][f] == 1 ? 1.5 : -1.0;
  }
  if (k == "la_la_la") return c.view.players[f].tanks.total() >= 2 ? 1.2 : -1.0;
  return -1.0;
}

double score_predict(const Action& a) {
  static constexpr std::array<double, kFactions> kLikelyStrongholdWinner{2.0, 0.0, 3.0, 1.0, 1.5, 3.0};
  return kLikelyStrongholdWinner[static_cast<std::size_t>(a.faction)] - std::abs(a.amount - w::kPredictTurn);
}

double score_traitor_pick(const Context& c, const Action& a) {
  // A traitor is worth its strength; one from a faction we never fight (our own) is worthless. The
  // Cheap Hero traitor card (it_cheap_hero_traitor) matches any opponent's Cheap Hero: worth a middling
  // leader.
  if (a.leader == kCheapHeroTraitor) return w::kCheapHeroTraitorPick;
  return leader_faction(a.leader) == c.me ? -1.0 : leader_strength(a.leader);
}

// Fremen start (p.16): most in Sietch Tabr, a stronghold toward the Fremen special victory.
// Advanced: the three Fedaykin start with the Sietch Tabr group, where they defend the stronghold
// (elite forces count double in battle).
double score_place_fremen(const Action& a) {
  double v = -std::abs(a.amount - 7) - 0.5 * std::abs(a.amount3 - 3);
  if (a.sub != 0) v += (a.sub & 3) != 0 ? 1.5 : 0.5;  // Fedaykin on the board, best in Sietch Tabr
  return v;
}

// Bene Gesserit starting advisor (Advanced setup): in the Polar Sink, out of the storm and of
// everyone's way. Until the engine implements advisors fully (adv.bg.advisors), an advisor in a
// stronghold would keep its holder from occupying it alone without any battle, which no rule
// allows; the bot does not use that gap. In the Shipment phase the advisor goes where offered.
double score_send_advisor(const Context& c, const Action& a) {
  if (c.view.phase != Phase::Setup) return 1.0 + (a.amount > 1 ? 0.5 : 0.0);  // two (Wallach IX high)
  return a.to != kNoLocation && location(a.to).territory == T::PolarSink ? 2.0 : 1.0;
}

// Harkonnen capture (Advanced): keep a leader strong enough to win battles with (or any leader
// when ours run short); kill a weak one for 2 spice.
double score_capture(const Context& c, const Action& a) {
  LeaderId l = c.view.battleCaptured;
  int strength = l != kNoLeader ? leader_strength(l) : 0;
  if (!a.flag) return w::kCaptureKillSpice + w::kCaptureDenial;
  return strength * w::kCapturedLeaderPerStrength + (available_leaders(c) <= 1 ? w::kLeaderShortage : 0.0);
}

// Ixians & Tleilaxu, Poison Tooth (after the reveal, from the view's own and revealed plans): the
// Tooth kills both leaders unless Chemistry guards one. Withhold it (score above the pass, 0) when it
// would kill our leader and not the opponent's, or cost us a stronger leader than it takes.
double score_withhold_tooth(const Context& c) {
  if (!c.view.ownPlan || !c.view.opponentPlanRevealed) return -1.0;
  const BattlePlanRec& own = *c.view.ownPlan;
  const BattlePlanRec& opp = *c.view.opponentPlanRevealed;
  auto guarded = [](const BattlePlanRec& p) {
    return p.defense != kNoCard && card_kind(p.defense) == CardKind::Chemistry;
  };
  const int ours = own.leader != kNoLeader && !guarded(own) ? leader_strength(own.leader) + 1 : 0;
  const int theirs = opp.leader != kNoLeader && !guarded(opp) ? leader_strength(opp.leader) + 1 : 0;
  return ours > theirs ? 1.0 : -1.0;
}

// Ixians & Tleilaxu, Amal (the card's effect falls on every faction, us included): play it when the
// Bidding phase begins and we hold almost no spice of our own, so that it costs us little while the
// others bid with less; otherwise keep it (pass scores 0).
double score_play_amal(const Context& c) {
  return c.view.phase == Phase::Bidding && c.spice <= 2 ? 1.0 : -1.0;
}

// Ecaz & Moritani, Recruits (it raises every faction's free revival and limit this turn): play it before
// our own revival when our Tanks hold more forces than our free revival brings back now (the engine's
// quote in the view), so that the raise is ours; the quote then shows the new rate.
double score_play_recruits(const Context& c) {
  if (c.decision != DecisionKind::Revive || !c.view.revivalQuote) return -1.0;
  const int inTanks = c.view.players[static_cast<std::size_t>(index(c.me))].tanks.total();
  return inTanks > c.view.revivalQuote->free ? w::kPlayFirst : -1.0;
}

// Advanced, Fremen Sandworms: what a Shai-Hulud in t is worth to us: the enemy forces it devours
// (a threat's count double), less the spice it takes from us or our ally.
double worm_value(const Context& c, TerritoryId t) {
  if (t == kNoTerritory) return 0.0;
  double v = c.enemy_forces_in(t) * (c.held_by_threat(t) ? 2.0 : 1.0);
  int spice = 0;
  for (LocationId l : locations_of(t)) spice += c.view.spice[static_cast<std::size_t>(l)];
  const bool ours = c.forces_in(c.me, t) > 0 || (c.ally && c.forces_in(*c.ally, t) > 0);
  return v + (ours ? -0.5 : 0.1) * spice;
}

// Ixians & Tleilaxu (Ixians): where the Hidden Mobile Stronghold points next (placement, or one step of
// its move; pass stops the move at 0). A step is worth the spice it picks up on arrival (2 per Ixian
// force inside, E1 p.9), a little less than nothing without spice (each step is a commitment); next
// to a stronghold the forces inside can step out onto it, worth a small bonus.
double score_mobile_stronghold(const Context& c, const Action& a) {
  if (a.to < 0 || a.to >= kBoardLocations) return -1.0;
  const int inside = forces_at(c.view, kMobileStronghold, c.me).total();
  const int spice = mobile_stronghold_pick_up(c.view.spice[static_cast<std::size_t>(a.to)], inside);
  const TerritoryId t = location(a.to).territory;
  bool nearStronghold = false;
  for (TerritoryId s = 0; s < kTerritories; ++s)
    if (is_stronghold(s) && territories_adjacent(s, t)) nearStronghold = true;
  return spice + (nearStronghold ? 0.5 : 0.0) - 0.25;
}

// Ixian Karama power (Ixians & Tleilaxu p.9): move the HMS 1 or 2 territories with the Karama card
// (kept for bids and shipments otherwise): only for the spice it picks up on the way, when that beats
// the card's worth.
double score_karama_move_stronghold(const Context& c, const Action& a) {
  if (a.to < 0 || a.to >= kBoardLocations || c.view.mobileHost < 0) return -1.0;
  const int inside = forces_at(c.view, kMobileStronghold, c.me).total();
  int spice = 0;
  for (LocationId l : {c.view.mobileHost, a.from, a.to})
    if (l >= 0 && l < kBoardLocations)
      spice += mobile_stronghold_pick_up(c.view.spice[static_cast<std::size_t>(l)], inside);
  return spice - w::kKarama - 1.0;
}

// Ixian technology swap (Ixians & Tleilaxu pp.8-9): our view lists the auction's cards from the one up
// for bid on; put back our card worth least when the card up is worth clearly more.
double score_swap_card(const Context& c, const Action& a) {
  if (c.view.auctionCardsSeen.empty()) return -1.0;
  return card_value(c, card_kind(c.view.auctionCardsSeen.front())) - card_value(c, card_kind(a.card)) - 1.0;
}

// Tleilaxu Face Dancer (Ixians & Tleilaxu rulebook p.6): the winner of the battle is the faction of
// one of our Face Dancers seated in it (the view names our Face Dancers and the two sides). Unmask an
// enemy: its forces there go home and ours take their place (as many as we can, more in a stronghold
// a threat holds); never our ally.
double score_reveal_face_dancer(const Context& c, const Action& a) {
  std::optional<Faction> winner;
  for (LeaderId l : c.view.faceDancers)
    for (std::int8_t s : c.view.battleSides)
      if (s >= 0 && l < kLeaders && leader_faction(l) == faction_at(s)) winner = faction_at(s);
  if (winner && !c.is_enemy(*winner)) return w::kNever;
  const TerritoryId t = c.view.battleTerritory;
  const double stronghold = t != kNoTerritory && is_stronghold(t) ? 1.0 : 0.5;
  double v = 2.0 + stronghold * a.amount;
  // Forces brought from elsewhere on Arrakis (one place per answer, the decision stays open): worth
  // a little less than reserves, and a loss when they leave a stronghold.
  if (a.amount2 > 0 && a.from >= 0 && a.from < kBoardLocations)
    v += a.amount2 * (is_stronghold(location(a.from).territory) ? -1.0 : 0.75 * stronghold);
  return v;
}

// Tleilaxu, Mentat Pause (Ixians & Tleilaxu rulebook p.7): a Face Dancer is worth keeping while its
// leader can win a battle for an enemy. Replace one (score above the pass, 0) that cannot: ours, our
// ally's, or in the Tanks (from the view's leaders); a dead one first.
double score_replace_face_dancer(const Context& c, const Action& a) {
  if (a.leader == kNoLeader) return -1.0;
  // The Cheap Hero traitor card is never revealed as a Face Dancer (boundary 12.12): replace it first.
  if (a.leader == kCheapHeroTraitor) return 3.0;
  const Faction f = leader_faction(a.leader);
  if (!c.is_enemy(f)) return 2.0;
  const auto& p = c.view.players[static_cast<std::size_t>(f)];
  return p.leaders[static_cast<std::size_t>(leader_slot(a.leader))].where == LeaderWhere::Tanks ? 1.0 : -1.0;
}

// The Ixians' ally, having just bought a card (the view's own hand lists it last): replace it by the
// top card of the deck when it is worth less than an average card.
double score_replace_card(const Context& c) {
  if (c.view.hand.empty()) return -1.0;
  return w::kUnknownCard - card_value(c, card_kind(c.view.hand.back()));
}

// Technology tokens (it_tech_tokens): the winner of a battle takes one of the loser's tokens. A token
// pays when its phase's action is taken by any faction but one, so the one triggered most often is
// worth most: Heighliners (almost every turn someone ships from reserves), then Axlotl Tanks (free
// revival needs forces in the Tanks), then Spice Production (charity needs a poor faction).
double score_take_tech_token(const Action& a) {
  switch (static_cast<TechToken>(a.sub)) {
    case TechToken::Heighliners: return 3.0;
    case TechToken::AxlotlTanks: return 2.0;
    case TechToken::SpiceProduction: return 1.0;
  }
  return 0.0;
}

// --- Moritani (Ecaz & Moritani pp.5-6 (2h)): the engine lists only legal choices; these weigh them ---

// Setup: 6 forces where spice lies, else anywhere (the engine lists the free territories).
double score_place_moritani(const Context& c, const Action& a) {
  return 0.1 * c.view.spice[static_cast<std::size_t>(a.to)] +
         (is_stronghold(location(a.to).territory) ? 1.0 : 0.0);
}
// Our own token in a territory (the Moritani seat sees its tokens' names), or -1.
int own_token_at(const Context& c, TerritoryId t) {
  for (const TerrorView& v : c.view.terror)
    if (v.territory == t) return v.token;
  return -1;
}
// Mentat Pause: a new token before a moved one, the costly ones first, where enemies are likely to come
// (a stronghold without our forces).
double score_plant_terror(const Context& c, const Action& a) {
  static constexpr std::array<double, kTerrorTokens> kWorth{1.0, 0.5, 0.8, 0.9, 0.6, 0.7};
  const bool fromSupply = std::find(c.view.terrorSupplyTokens.begin(), c.view.terrorSupplyTokens.end(),
                                    static_cast<std::int8_t>(a.sub)) != c.view.terrorSupplyTokens.end();
  return (fromSupply ? 1.0 : 0.2) + kWorth[a.sub] + (c.forces_in(c.me, a.territory) == 0 ? 0.5 : 0.0);
}
// Reveal against an enemy (the engine never asks about our ally); Atomics only where it kills more of
// theirs than of ours; Robbery takes the card unless half the entrant's spice is worth more.
double score_reveal_terror(const Context& c, const Action& a) {
  const TerritoryId t = c.view.terrorEntered;
  const int token = c.view.terrorAsked >= 0 ? c.view.terrorAsked : own_token_at(c, t);
  if (token == static_cast<int>(TerrorToken::Atomics))
    return c.enemy_forces_in(t) > c.forces_in(c.me, t) + 3 ? 2.0 : -0.5;
  if (token == static_cast<int>(TerrorToken::Robbery) && c.view.terrorEntrant >= 0) {
    const int half = (c.view.players[static_cast<std::size_t>(c.view.terrorEntrant)].spice + 1) / 2;
    return 2.0 + (a.flag == (half < 3) ? 0.5 : 0.0);
  }
  return 2.0 + 0.1 * a.amount;
}

// --- Ecaz (Ecaz & Moritani pp.7-8 (2h)): Ambassadors --------------------------------------------------

// End of Revival: a token where enemies are likely to come (a stronghold without our forces), the cheap
// first placement when spice is short; the pass scores 0, so more are placed only while spice is plentiful.
double score_place_ambassador(const Context& c, const Action& a) {
  const int cost = c.view.ambassadorNextCost;
  if (c.spice < cost + 10) return -1.0;
  return 1.0 - 0.2 * cost + (c.forces_in(c.me, a.territory) == 0 ? 0.3 : 0.0);
}
// The trigger: for us rather than our ally (its benefit to the side is the same); the effects that give
// spice, forces or cards first; the whole group moved or brought in beats part of it.
double score_trigger_ambassador(const Context& c, const Action& a) {
  double v = 2.0 + (a.faction == c.me ? 0.2 : 0.0) + 0.05 * a.amount;
  switch (faction_at(a.sub)) {
    case Faction::Emperor:
    case Faction::Guild:
    case Faction::Tleilaxu: v += 1.0; break;
    case Faction::Fremen: v += is_stronghold(location(a.to).territory) ? 0.5 : -0.5; break;
    case Faction::Ixian: v -= 0.3 * card_value(c, card_kind(a.card)); break;
    case Faction::Ecaz:
      // Duke Vidal (strength 6) until his battle; or the alliance (lending him makes it likelier accepted).
      if (a.leader == kDukeVidal && !a.flag)
        v += 1.2;
      else
        v += c.ally ? -3.0 : (a.flag ? 0.7 : 0.5);
      break;
    default: break;
  }
  return v;
}

double score_pass(const Context& c) {
  if (!c.decision) return 0.0;
  switch (*c.decision) {
    case DecisionKind::WormPlacement: return worm_value(c, c.view.wormDefault);
    case DecisionKind::Nexus: return score_nexus_pass(c);  // heuristic_nexus.cpp
    case DecisionKind::Voice: return -2.0;
    default: return 0.0;
  }
}

// The score of an action that depends on the action alone (and on which decision is open), never on
// the view; nullopt for the others. score_action scores these kinds here, and choose_heuristic_blind
// chooses without a view when every legal action is one of them.
std::optional<double> score_without_view(std::optional<DecisionKind> decision, const Action& a) {
  switch (a.kind) {
    // score_pass: 0 but in the decisions where a pass leaves something to the view's state.
    case ActionKind::Pass:
      if (decision && (*decision == DecisionKind::WormPlacement || *decision == DecisionKind::Nexus ||
                       *decision == DecisionKind::Voice))
        return std::nullopt;
      return 0.0;
    case ActionKind::Predict: return score_predict(a);
    case ActionKind::PlaceFremen: return score_place_fremen(a);
    case ActionKind::WeatherControl:
    case ActionKind::FamilyAtomics:
    case ActionKind::Truthtrance:
    case ActionKind::PlayHajr:
    case ActionKind::KaramaStop:  // Karama is kept for bids and shipments
    case ActionKind::KaramaTakeHand:
    case ActionKind::KaramaWorm:
    case ActionKind::KaramaCancelShipment:
    case ActionKind::PlayThumper:
    case ActionKind::PlayHarvester:
    case ActionKind::KaramaPreventRevival:
    case ActionKind::BreakAlliance: return -1.0;
    case ActionKind::TakeTechToken: return score_take_tech_token(a);
    // The mobile stronghold's copy (cr.sh.mobile): the Bank's spice for the dial first, then winning ties and
    // the Snooper on the defense; the payouts after the battle last.
    case ActionKind::CopyStronghold: {
      const TerritoryId t = a.territory;  // its "stronghold"
      return t == T::Arrakeen ? 1.0 : t == T::HabbanyaSietch ? 0.8 : t == T::Carthag ? 0.7 : 0.4;
    }
    // Bribes buy only table talk the engine does not enforce: never (below any other choice, even a
    // Pass). The Emperor's gift goes to our ally, whose spice is as good as ours: never either.
    case ActionKind::Bribe:
    case ActionKind::GiveSpice: return w::kNever;
    case ActionKind::ClaimCharity: return 2.0;
    case ActionKind::CallTraitor:
      return w::kTraitorCall;  // listed only when it works
    // Cards kept (a Harkonnen capture is scored from the view, score_capture).
    case ActionKind::KeepCards:
      if (decision == DecisionKind::Capture) return std::nullopt;
      return 2.0 * std::popcount(static_cast<unsigned>(a.amount));
    // Ixians: every Cyborg back on the board for a Suboid is worth more (the decision's bound is the
    // engine's): exchange as many as offered.
    case ActionKind::SubstituteSuboids: return 1.0 + a.amount;
    // Homeworlds (Caladan high): a free force on the board beside the winners is worth more than one more
    // in reserve; the engine offers only the legal sectors.
    case ActionKind::ReinforceFromHomeworld: return 1.0;
    // Homeworlds (Tleilax, Southern Hemisphere high): free forces onto the board, the more the better,
    // into a stronghold rather than the sand.
    case ActionKind::SendFromHomeworld:
      return 0.5 + 0.1 * a.amount + (is_stronghold(location(a.to).territory) ? 0.5 : 0.0);
    // Homeworlds (rule 79): our ally's spice is as good as ours: keep the income (the pass scores 0).
    case ActionKind::ShareOccupiedIncome: return -1.0;
    // Assassinate Leaders: a dead enemy leader and its strength in spice; the strongest first.
    case ActionKind::AssassinateLeader: return 1.0 + 0.2 * leader_info(a.leader).strength;
    // Grumman high: 4 spice either way; adding a token beats taking one back.
    case ActionKind::GrummanTerror: return a.flag ? 1.0 : 1.5;
    // The Moritani and Ecaz Karama powers: kept for later (the pass, or the plan, scores more).
    case ActionKind::KaramaForceCards: return -1.0;
    case ActionKind::KaramaDialBonus: return -5.0;
    // The Great Maker's reserve ride (its destinations are the legal list's): more forces, into a stronghold
    // rather than the sand, beat staying home (the pass scores 0).
    case ActionKind::RideFromReserves:
      return 0.5 + 0.1 * a.amount + (is_stronghold(location(a.to).territory) ? 1.0 : 0.0);
    // Nexus Cards: a card in hand beats none (the pass scores 0); our own card (played as Cunning) is worth
    // keeping rather than redrawing.
    case ActionKind::DrawNexusCard: return a.flag ? 0.4 : 0.5;
    // Junction high: an offer of a cross-planet shipment is spice for the Guild if taken (the pass scores 0).
    case ActionKind::OfferShipment: return a.flag ? 0.1 : 0.2;
    // Discovery: a token revealed is ours to use (a location to hold, spice, a card, a flight); the storm
    // nudged on (the Testing Station) reaches the factions ahead of it; a flight of 3 beats a move of 1.
    case ActionKind::RevealDiscovery: return 1.0;
    case ActionKind::AdjustStorm: return a.amount > 0 ? 0.1 : -0.1;
    case ActionKind::UseOrnithopter: return 0.3;
    // CHOAM's market (the legal list offers only the cards it buys): spice now beats a duplicate or a card
    // that does nothing in battle. Inflation: the doubled income now, played at the first pause (the
    // cancelled turn that follows costs the others their charity as much as it costs CHOAM).
    case ActionKind::ChoamSell: return 1.0;
    case ActionKind::PlayInflation: return a.flag ? 0.3 : -0.5;
    // A Nexus card's effects (the legal list offers only those of the card held, in its mode): forces and
    // spice now, and the Terror token off our path; a stop or a question is kept for a human's judgement.
    // Harkonnen Cunning: shuffle back the weakest traitor.
    case ActionKind::ReturnTraitor: return a.leader < kLeaders ? -0.1 * leader_info(a.leader).strength : -2.0;
    case ActionKind::PlayNexusCard:
      switch (static_cast<NexusEffect>(a.amount2)) {
        case NexusEffect::Revive: return 0.6 + 0.1 * a.amount;
        case NexusEffect::ReturnTerror: return 0.4;
        case NexusEffect::DrawTraitor:
          return 0.2;  // one more traitor to choose from
        // Strength in the battle at hand (offered only before our plan is set, in the Advanced game).
        case NexusEffect::VirtualSardaukar: return 0.5;
        case NexusEffect::FullSuboids: return 0.3;
        case NexusEffect::KeepSpice: return 0.6;         // the price back
        case NexusEffect::MentatTraitors: return 0.2;    // two more traitors to choose from
        case NexusEffect::SecondShipment: return 0.3;    // more forces down
        case NexusEffect::CancelTraitor: return 0.5;     // a Harkonnen win undone
        case NexusEffect::KeepLost: return 0.6;          // a card back
        case NexusEffect::LookCard: return 0.2;          // a look at their hand
        case NexusEffect::TakePayment: return 0.7;       // a shipment's spice ours
        case NexusEffect::SellWorthless: return 0.5;     // 2 spice for a card that does nothing
        case NexusEffect::CancelFaceDancer: return 0.4;  // a Tleilaxu gain undone
        case NexusEffect::WormProtection: return 0.8;    // forces that would be devoured
        case NexusEffect::RemoteRide: return 0.2;        // a move the worm gives
        case NexusEffect::ChoamDiscards:
          return 0.3;  // a card out of CHOAM's hand
        // The opponent's dial, seen before we set ours.
        case NexusEffect::SeeElement:
        case NexusEffect::SecondElement: return a.amount3 == static_cast<int>(PlanElement::Dial) ? 0.3 : -1.0;
        default: return -1.0;
      }
    default: return std::nullopt;
  }
}

double score_action(const Context& c, const Action& a) {
  switch (a.kind) {
    case ActionKind::Pass: return score_pass(c);
    case ActionKind::PickTraitor: return score_traitor_pick(c, a);
    case ActionKind::StormDial: {
      int lo = 0, hi = 3;
      for (const Decision& d : c.view.pending)
        if (d.seat == c.me && d.kind == DecisionKind::StormDial) lo = d.min, hi = d.max;
      return score_storm_dial(c, a, lo, hi);
    }
    case ActionKind::RevealFaceDancer: return score_reveal_face_dancer(c, a);
    // Tleilaxu (Ixians & Tleilaxu rulebook p.7): a raised revival limit helps only our ally (the
    // engine enforces no sale, so nobody else pays for it).
    case ActionKind::RaiseRevivalLimit: return c.ally && *c.ally == a.faction ? 1.0 : -1.0;
    case ActionKind::WithholdPoisonTooth: return score_withhold_tooth(c);
    case ActionKind::PlayAmal: return score_play_amal(c);
    case ActionKind::PlayRecruits: return score_play_recruits(c);
    case ActionKind::PlayWorthless: return score_play_worthless(c, a);
    case ActionKind::ReplaceFaceDancer: return score_replace_face_dancer(c, a);
    case ActionKind::RequestRevival: return score_request_revival(c, a);
    case ActionKind::NameRevivalPrice: return score_revival_price(c, a);
    case ActionKind::AcceptRevivalPrice: return score_accept_revival_price(c);
    case ActionKind::Ally: return score_ally(c, a);
    case ActionKind::Bid: return score_bid(c, a);
    case ActionKind::KaramaTakeCard: return score_karama_take(c);
    case ActionKind::Revive: return score_revive(c, a);
    case ActionKind::Ship:
    case ActionKind::Move: return score_board_action(c, a);
    case ActionKind::SendAdvisor: return score_send_advisor(c, a);
    case ActionKind::ChooseBattle: return score_battle_choice(c, a);
    case ActionKind::Voice: return score_voice(c, a);
    case ActionKind::Prescience: return score_prescience(c, a);
    case ActionKind::BattlePlan: return score_battle_plan(c, a);
    case ActionKind::KeepCards:
      if (c.decision == DecisionKind::Capture) return score_capture(c, a);
      return score_without_view(c.decision, a).value_or(0.0);
    case ActionKind::TleilaxuGhola: return score_ghola(c, a);
    case ActionKind::PlaceWorm: return worm_value(c, a.territory);
    // After a Harkonnen Karama took a hand: give back the cards we value least.
    case ActionKind::KaramaGiveCard: return -card_value(c, card_kind(a.card));
    case ActionKind::MoveMobileStronghold: return score_mobile_stronghold(c, a);
    // Ixians: set aside the card worth least to anyone (kept out of the auction), at the bottom of the
    // deck when it is worth little, on top (ours to know about) otherwise.
    case ActionKind::SetAsideCard: {
      const double v = card_value(c, card_kind(a.card));
      return -v + (a.flag == (v < 1.0) ? 0.5 : 0.0);
    }
    // Ixians at setup: keep the card worth most to us.
    case ActionKind::KeepStartingCard: return card_value(c, card_kind(a.card));
    case ActionKind::ReplaceCard: return score_replace_card(c);
    case ActionKind::SwapCardUpForBid: return score_swap_card(c, a);
    case ActionKind::KaramaMoveHms: return score_karama_move_stronghold(c, a);
    // Homeworlds (Kaitain high): 2 spice to clear a card worth less than a card slot (a worthless card)
    // when spice is plentiful; otherwise keep it (the pass scores 0).
    case ActionKind::DiscardForSpice:
      return c.spice >= 8 && card_value(c, card_kind(a.card)) < 1.0 ? 0.5 : -1.0;
    case ActionKind::PlaceMoritani: return score_place_moritani(c, a);
    case ActionKind::PlantTerror: return score_plant_terror(c, a);
    case ActionKind::RevealTerror: return score_reveal_terror(c, a);
    // Enemy of My Enemy: an ally is worth more than most tokens, but not at the price of ours.
    case ActionKind::OfferTerrorAlliance: return c.ally ? -1.0 : 2.5;
    case ActionKind::AcceptTerrorAlliance: return c.ally ? -1.0 : 1.0;
    // Sabotage: give away only a card worth little to us; Robbery: discard the least valuable card.
    case ActionKind::GiveTerrorCard: return card_value(c, card_kind(a.card)) < 1.0 ? 0.5 : -1.0;
    case ActionKind::DiscardOverLimit:
    case ActionKind::DiscardDown: return -card_value(c, card_kind(a.card));
    // Extortion: 3 spice to end it only when spice is plentiful.
    case ActionKind::PayExtortion: return c.spice >= 12 ? 0.5 : -1.0;
    case ActionKind::PlaceAmbassador: return score_place_ambassador(c, a);
    case ActionKind::TriggerAmbassador: return score_trigger_ambassador(c, a);
    case ActionKind::AcceptEcazAlliance: return c.ally ? -1.0 : 1.0;
    // The CHOAM Ambassador: 3 spice for a card worth little to us.
    case ActionKind::DiscardForAmbassador: return card_value(c, card_kind(a.card)) < 1.0 ? 0.5 : -1.0;
    // Occupy: the one with more cards to play leads (our weapons and defenses against the ally's hand size).
    case ActionKind::LeadBattle: {
      const double cards = c.view.players[static_cast<std::size_t>(a.faction)].handCount;
      const bool ours = a.faction == c.me || (c.ally && *c.ally == a.faction);
      if (!ours) return -0.3 * cards;  // the opponent chooses (Ecaz low): the one with fewer cards
      if (a.faction != c.me) return 0.3 * cards;
      int playable = 0;
      for (CardId h : c.view.hand)
        if (fits_weapon_slot(card_kind(h)) || fits_defense_slot(card_kind(h))) ++playable;
      return 0.2 + 0.4 * playable;
    }
    // CHOAM's Karama power: worth playing with two cards or more worth little to us; then discard those.
    case ActionKind::KaramaSellCards: {
      int cheap = 0;
      for (CardId h : c.view.hand)
        if (card_kind(h) != CardKind::Karama && card_value(c, card_kind(h)) < 1.0) ++cheap;
      return cheap >= 2 ? 0.6 : -1.0;
    }
    case ActionKind::KaramaSellCard: return a.card == kNoCard ? 0.0 : 1.0 - card_value(c, card_kind(a.card));
    // CHOAM's alliance trade: offer a card worth little to us; the ally takes a card worth more than it
    // gives.
    case ActionKind::OfferCardTrade: return 0.3 - card_value(c, card_kind(a.card));
    case ActionKind::AcceptCardTrade:
      if (c.view.choamTradeOffer == kNoCard) return -1.0;
      return card_value(c, card_kind(c.view.choamTradeOffer)) - card_value(c, card_kind(a.card));
    // CHOAM's audit: seeing cards costs nothing; cancelling it is worth a little spice only when rich.
    case ActionKind::Audit: return 1.0;
    case ActionKind::CancelAudit: return c.spice >= 10 ? 0.3 : -1.0;
    // Moritani alliance: keep the card worth most to us (a pass discards them all).
    case ActionKind::KeepLostCard: return card_value(c, card_kind(a.card));
    // The Great Maker's vote (the view's great_maker shows it): unallied, a Nexus lets us ally; allied, we
    // keep the alliance as it stands.
    case ActionKind::VoteNexus: return a.flag == !c.ally.has_value() ? 1.0 : 0.0;
    // Every other action: scored from the action alone (score_without_view).
    default: return score_without_view(c.decision, a).value_or(0.0);
  }
}

}  // namespace detail

int heuristic_sample_limit(const View& view, int defaultLimit) {
  for (const Decision& d : view.pending)
    if (view.seat && d.seat == *view.seat &&
        (d.kind == DecisionKind::Ship || d.kind == DecisionKind::Move || d.kind == DecisionKind::WormRide))
      return std::max(defaultLimit, kHeuristicSampleLimit);
  return defaultLimit;
}

int heuristic_sample_limit(const std::vector<Decision>& open, Faction seat, int defaultLimit) {
  for (const Decision& d : open)
    if (d.seat == seat &&
        (d.kind == DecisionKind::Ship || d.kind == DecisionKind::Move || d.kind == DecisionKind::WormRide))
      return std::max(defaultLimit, kHeuristicSampleLimit);
  return defaultLimit;
}

std::optional<DecisionKind> own_decision(const std::vector<Decision>& open, Faction seat) {
  // public_pending (engine/view/view.cpp) lists the public decisions first, in the engine's order, then each
  // masked window by kind.
  std::optional<DecisionKind> masked;
  for (const Decision& d : open) {
    if (d.seat != seat) continue;
    if (publicity(d.kind).seats != DecisionSeats::Masked) return d.kind;
    if (!masked || d.kind < *masked) masked = d.kind;
  }
  return masked;
}

namespace {

// The pick: each action's score plus a jitter under kNoise drawn in list order, the first best one.
template <class Score>
std::size_t best_scored(const std::vector<Action>& legal, Rng& rng, Score score) {
  std::size_t best = 0;
  double bestScore = -1e18;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    double jitter = weights::kNoise * static_cast<double>(rng.below(1024)) / 1024.0;
    double s = score(i) + jitter;
    if (s > bestScore) bestScore = s, best = i;
  }
  return best;
}

}  // namespace

std::optional<Action> choose_heuristic_blind(std::optional<DecisionKind> decision,
                                             const std::vector<Action>& legal, Rng& rng) {
  // A battle plan has its own chooser, which may vary a listed plan.
  if (legal.empty() || decision == DecisionKind::BattlePlan) return std::nullopt;
  // One action is the pick whatever it scores (the jitter is drawn all the same).
  if (legal.size() == 1) {
    rng.below(1024);
    return legal[0];
  }
  // Scores first, the jitter after: nothing is drawn unless every action is scored without the view.
  constexpr std::size_t kMaxScored = 64;
  if (legal.size() > kMaxScored) return std::nullopt;
  std::array<double, kMaxScored> scores;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const std::optional<double> s = detail::score_without_view(decision, legal[i]);
    if (!s) return std::nullopt;
    scores[i] = *s;
  }
  return legal[best_scored(legal, rng, [&](std::size_t i) { return scores[i]; })];
}

std::vector<Action> heuristic_ranked(const View& view, const std::vector<Action>& legal, std::size_t k) {
  const detail::Context ctx(view, *view.seat);
  if (ctx.decision == DecisionKind::BattlePlan || legal.empty()) return {};
  std::vector<std::pair<double, std::size_t>> scored;
  scored.reserve(legal.size());
  for (std::size_t i = 0; i < legal.size(); ++i) scored.push_back({-detail::score_action(ctx, legal[i]), i});
  std::stable_sort(scored.begin(), scored.end());
  std::vector<Action> out;
  for (std::size_t i = 0; i < scored.size() && out.size() < k; ++i) out.push_back(legal[scored[i].second]);
  return out;
}

Action choose_heuristic(const View& view, const std::vector<Action>& legal, Rng& rng) {
  const detail::Context ctx(view, *view.seat);
  if (ctx.decision == DecisionKind::BattlePlan) return detail::choose_battle_plan(ctx, legal, rng);
  return legal[best_scored(legal, rng, [&](std::size_t i) { return detail::score_action(ctx, legal[i]); })];
}

}  // namespace dune::bots
