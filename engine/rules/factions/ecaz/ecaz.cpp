// Ecaz's rules (Ecaz & Moritani House Expansion, GF9 2023, Ecaz sheet and rulebook pp.4, 7-8, 15-16; page
// numbers second-hand, docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 0). Rule registry: em.ecaz.*,
// em.ambassador.*.
// - Setup (em.ecaz.setup): 12 spice, 6 forces in Imperial Basin, free revival 2 (engine/data/factions.cpp);
//   their own Ambassador and five drawn at random from the other ten go to their supply.
// - Ambassadors (em.ambassador.*): at the end of Revival Ecaz may place tokens of their supply face up, each
//   in a stronghold of Arrakis without one and out of the storm, for 1 spice, then 2, 3... in the turn. When
//   another faction but their ally ships or moves into that stronghold (Bene Gesserit advisors and the
//   token's own faction excepted), Ecaz may trigger the token for themselves or their ally (a Reaction
//   window of Shipment and Movement). A triggered token is set aside (the Ecaz token goes back to the supply,
//   the Bene Gesserit token leaves the game); once the five drawn are all used, five more are drawn. The
//   storm and a Lasgun/Shield explosion send a token back to the supply.
// - Advanced, Loyalty (em.ecaz.loyalty): one Ecaz traitor card is set aside face up before the traitors are
//   dealt.
// - Advanced, their Karama power (em.ecaz.karama_power): a dial bonus in a battle without weapon or defense.
// Not yet (registry rows): Occupy and the combined battle, the shared collection, the three-stronghold
// victory, Duke Vidal (the Ecaz token's first choice).
#include <algorithm>
#include <cstdlib>

#include "engine/rules/action_args.hpp"
#include "engine/rules/factions/ecaz/ecaz.hpp"

#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

constexpr int kRandomAmbassadors = 5;  // E3 p.7 (2h)
constexpr int kEmperorSpice = 5;       // E3 p.8 (2h), the Emperor token
constexpr int kChoamPrice = 3;         // E3 p.8 (2h), the CHOAM token: 3 spice a card
constexpr int kRichesePrice = 3;       // E3 p.8 (2h), the Richese token
constexpr int kGuildForces = 4;        // E3 p.8 (2h), the Spacing Guild token
constexpr int kTleilaxuForces = 4;     // E3 p.8 (2h), the Tleilaxu token
constexpr int kDukeRevivalPrice = 5;   // E3 p.8 (2h): Duke Vidal, revived by Ecaz alone

bool is_token(int i) { return i >= 0 && i < kFactions && faction_at(i) != Faction::Moritani; }
std::int8_t& where(Game& g, int i) { return g.em.ambassador[static_cast<std::size_t>(i)]; }
std::int8_t where(const Game& g, int i) { return g.em.ambassador[static_cast<std::size_t>(i)]; }
// The Ambassador in stronghold t (faction index), or -1.
int token_in(const Game& g, TerritoryId t) {
  for (int i = 0; i < kFactions; ++i)
    if (is_token(i) && where(g, i) == t) return i;
  return -1;
}
std::string token_name(int i) { return "the " + name(faction_at(i)) + " Ambassador"; }

// --- Setup and the draws of five -------------------------------------------------------------------

// E3 p.7 (2h): five drawn at random from the tokens not in play (boundary em.boundary.ambassador_pool:
// all ten others, seated or not; later draws take back the tokens set aside).
void draw_five(Game& g) {
  std::vector<int> pool;
  for (int i = 0; i < kFactions; ++i)
    if (is_token(i) && faction_at(i) != Faction::Ecaz &&
        (where(g, i) == kAmbassadorPool || where(g, i) == kAmbassadorSpent))
      pool.push_back(i);
  g.em.ambassadorCohort.clear();
  for (int k = 0; k < kRandomAmbassadors && !pool.empty(); ++k) {
    const std::size_t pick = g.rng.below(static_cast<std::uint32_t>(pool.size()));
    where(g, pool[pick]) = kAmbassadorSupply;
    g.em.ambassadorCohort.insert(faction_at(pool[pick]));
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(pick));
  }
}

void setup_ambassadors(Game& g, Faction, const EventArgs&) { ecaz::deal_ambassadors(g); }

// Advanced, Loyalty (E3 p.8 (2h)): before the traitor cards are dealt, one Ecaz traitor card at random (the
// deck is shuffled: the first found from its top) is set aside face up, out of the game.
void loyalty(Game& g, Faction owner) {
  auto& deck = g.traitorDeck;
  for (auto it = deck.rbegin(); it != deck.rend(); ++it)
    if (*it != kCheapHeroTraitor && leader_faction(*it) == owner) {
      g.em.loyalty = *it;
      deck.erase(std::next(it).base());
      log_public(g, "Loyalty: the traitor card {l} is set aside face up; it is out of the game.",
                 g.em.loyalty);
      return;
    }
}

// --- End of Revival: Ambassadors placed (em.ambassador.place) ---------------------------------------

int placed_this_turn(const Game& g) { return g.em.ambassadorTurn == g.turn ? g.em.ambassadorsPlaced : 0; }
int next_cost(const Game& g) { return placed_this_turn(g) + 1; }
// E3 p.7 (2h): a stronghold of Arrakis without an Ambassador, not in the storm (not the Hidden Mobile
// Stronghold, not a Homeworld).
bool place_target(const Game& g, TerritoryId t) {
  if (t < 0 || t >= kFirstHomeworldTerritory || !is_stronghold(t) ||
      t == location(kMobileStronghold).territory || token_in(g, t) >= 0)
    return false;
  for (LocationId l : locations_of(t))
    if (location_in_storm(g, l)) return false;
  return true;
}
bool any_in_supply(const Game& g) {
  for (int i = 0; i < kFactions; ++i)
    if (is_token(i) && where(g, i) == kAmbassadorSupply) return true;
  return false;
}
bool place_open(const Game& g, Faction owner) {
  if (g.phase != Phase::Revival || g.em.ambassadorDoneTurn == g.turn) return false;
  if (hooks::grant(g, Trait::PlacesAmbassadors, owner) != Grant::Yes) return false;  // a Karama stopped it
  // Whatever Ecaz's spice (behind the shield, GF9 p.12: the window says nothing of it, issue 35); a placement
  // Ecaz cannot pay for is refused to them alone (place_check).
  if (!any_in_supply(g)) return false;
  for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t)
    if (place_target(g, t)) return true;
  return false;
}
void place_pending(const Game& g, Faction owner, DecisionList& out) {
  const auto cost = static_cast<std::int16_t>(next_cost(g));
  out.push_back({owner, DecisionKind::PlaceAmbassador, cost, cost});
}
Status place_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::PlaceAmbassador)
    return fail(Err::WrongPhase, "End of Revival: place an Ambassador (place_ambassador) or pass.");
  const int tok = index(arg<ActionKind::PlaceAmbassador, "ambassador">(a));
  if (!is_token(tok) || where(g, tok) != kAmbassadorSupply)
    return fail(Err::NotAllowed, "Ambassadors: place a token of your supply (E3 p.7).");
  if (!place_target(g, a.territory))
    return fail(
        Err::NotAllowed,
        "Ambassadors: each goes to a stronghold of Arrakis that holds no Ambassador and is not in the "
        "storm (E3 p.7).");
  if (g.player(owner).spice < next_cost(g))
    return fail(Err::NotEnoughSpice, "Ambassadors: the next one costs {n} spice (E3 p.7).", next_cost(g));
  return Ok{};
}
void place_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) {
    g.em.ambassadorDoneTurn = g.turn;
    return;
  }
  const int cost = next_cost(g);
  pay_bank(g, owner, cost);
  g.em.ambassadorTurn = g.turn;
  g.em.ambassadorsPlaced = static_cast<std::int8_t>(cost);
  const Faction tok = arg<ActionKind::PlaceAmbassador, "ambassador">(a);
  where(g, index(tok)) = static_cast<std::int8_t>(a.territory);
  log_public(g, "Ecaz place the {f} Ambassador in {t} for {n} spice.", tok, a.territory, cost);
}
void place_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int i = 0; i < kFactions; ++i)
    if (is_token(i) && where(g, i) == kAmbassadorSupply)
      for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t)
        if (place_target(g, t))
          out.push_back(
              ActionOf<ActionKind::PlaceAmbassador>{}.set<"ambassador">(faction_at(i)).set<"territory">(t));
}

constexpr Window kRevivalEndWindows[] = {
    {WindowPoint::RevivalEnd, ActionKind::PlaceAmbassador, DecisionKind::PlaceAmbassador, place_open,
     place_pending, place_check, place_exec, place_candidates},
};

// --- The trigger: a Reaction window on an entry (em.ambassador.trigger) -----------------------------

Faction entrant(const Game& g) { return faction_at(g.em.ambassadorEntrant); }

// E3 p.7 (2h): another faction but the ally entered (shipped or moved into) a stronghold holding an
// Ambassador; never against Bene Gesserit advisors, nor against the token's own faction. The Caladan
// victory reinforcement's arrival goes through the same predicate (seed HVR ¶4; e.arrival), answered in
// the after-battle window below.
void entered(Game& g, Faction owner, const EventArgs& e) {
  if (e.f == owner || allied(g, e.f, owner)) return;
  const int tok = token_in(g, e.t);
  if (tok < 0 || tok == index(e.f)) return;
  if (all_forces_in(g, e.f, e.t) == 0) return;                               // nobody arrived
  if (hooks::stance_owner(g) == e.f && forces_in(g, e.f, e.t) == 0) return;  // advisors only
  g.em.ambassadorStep = AmbassadorStep::Trigger;
  g.em.ambassadorAsked = static_cast<std::int8_t>(tok);
  g.em.ambassadorEntrant = static_cast<std::int8_t>(index(e.f));
}
void close_trigger(Game& g) {
  g.em.ambassadorStep = AmbassadorStep::None;
  g.em.ambassadorAsked = -1;
  g.em.ambassadorFor = -1;
  g.em.ambassadorEntrant = -1;
  g.em.dukeLoanOffered = false;
}

// A triggered token's disposal (E3 p.7 (2h)), then a new draw once the five drawn are all used.
void dispose(Game& g, int tok) {
  const Faction f = faction_at(tok);
  where(g, tok) = f == Faction::Ecaz           ? kAmbassadorSupply
                  : f == Faction::BeneGesserit ? kAmbassadorGone
                                               : kAmbassadorSpent;
  if (g.em.ambassadorCohort.empty()) return;
  for (Faction c : g.em.ambassadorCohort)
    if (where(g, index(c)) != kAmbassadorSpent && where(g, index(c)) != kAmbassadorGone) return;
  draw_five(g);
  log_public(g, "Every Ambassador Ecaz drew is used: they draw five more into their supply.");
}

// Ecaz or their ally: who the effect is for (E3 p.8 (2h)).
bool beneficiary_ok(const Game& g, Faction owner, Faction ben) {
  return ben == owner || allied(g, owner, ben);
}

// Forces from f's reserves to location `to` (the Spacing Guild token), `elite` of them elite.
void arrive_from_reserves(Game& g, Faction f, LocationId to, int n, int elite) {
  Player& p = g.player(f);
  const int special = elite_taken(p.reserves, n, elite);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - (n - special));
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - special);
  if (hooks::stance_owner(g) == f) {
    hooks::stance(g)->arrive(g, to, n, false);
    return;
  }
  place_forces(g, to, f, make_forces(n - special, special));
}

// A location of Arrakis on the map: not a Homeworld, nor a Discovery location not yet revealed (the Fremen
// and Guild tokens' destinations, checked and listed alike).
bool on_map(const Game& g, LocationId l) { return !is_homeworld_location(l) && discovery::on_map(g, l); }

// A destination on Arrakis for the Fremen and Spacing Guild tokens (E3 p.8: the storm and occupancy apply;
// Homeworlds are no territories). The Spacing Guild's forces come from the reserves: a shipment's destination
// rules (ship_move_phase::check_arrival: the Atomics Aftermath and the Hidden Mobile Stronghold among them).
// The Fremen token moves a group: the storm and a full stronghold stop it, the Aftermath does not (it bars
// shipping only), and the mobile stronghold is entered only from its host. Either way never into the ally's
// territory (Occupy is not yet in: allies keep apart, GF9 p.12).
Status destination_ok(const Game& g, Faction ben, LocationId to, bool fromReserves) {
  if (to < 0 || to >= kLocations || !on_map(g, to) || (!fromReserves && to == kMobileStronghold))
    return fail(Err::BadAction,
                "Ambassadors: name a location of Arrakis on the map (not the Hidden Mobile Stronghold).");
  const TerritoryId t = location(to).territory;
  if (fromReserves) {
    if (auto s = ship_move_phase::check_arrival(g, ben, to); !s) return s;
  } else {
    if (location_in_storm(g, to))
      return fail(Err::StormSector, "Ambassadors: {t} is in the storm (E3 p.8).", t);
    if (stronghold_full_for(g, ben, t) && !present_in(g, ben, t))
      return fail(Err::StrongholdFull,
                  "Ambassadors: {t} already holds forces of two other factions (E3 p.8).", t);
  }
  if (ally_in(g, ben, t))
    return fail(Err::AllyTerritory,
                "Ambassadors: the ally of {f} is in {t} (allies do not share a territory, GF9 p.12).", ben,
                t);
  return Ok{};
}

// em.hw.ecaz.occupied: the Occupier of Ecaz's Homeworld, which has Duke Vidal's rights instead of Ecaz.
std::optional<Faction> duke_occupier(const Game& g) {
  if (!homeworlds::in_play(g)) return std::nullopt;
  return homeworlds::occupier(g, HomeworldId::Ecaz);
}

bool in_tanks(const Game& g, LeaderId l) { return leader_disc(g, l).where == LeaderWhere::Tanks; }

// The checks of the effect `eff` for the beneficiary (E3 pp.7-8 (2h)).
Status check_effect(const Game& g, Faction owner, int eff, const Action& a) {
  const Faction ben = a.faction;
  const Player& p = g.player(ben);
  const Faction kind = faction_at(eff);
  // Arguments the effect does not take are refused, so that nothing is silently ignored.
  const bool movesForces = kind == Faction::Fremen || kind == Faction::Guild;
  if (!movesForces && kind != Faction::Tleilaxu && (a.amount != 0 || a.amount3 != 0))
    return fail(Err::BadAction, "Ambassadors: {f}'s effect takes no forces.", kind);
  if (kind != Faction::Fremen && a.from != kNoLocation)
    return fail(Err::BadAction, "Ambassadors: only the Fremen effect moves forces from a location.");
  if (!movesForces && a.to != kNoLocation)
    return fail(Err::BadAction, "Ambassadors: {f}'s effect takes no destination.", kind);
  if (kind != Faction::Ixian && a.card != kNoCard)
    return fail(Err::BadAction, "Ambassadors: only the Ixian effect discards a named card.");
  if (kind != Faction::Tleilaxu && a.leader != kNoLeader &&
      !(kind == Faction::Ecaz && a.leader == kDukeVidal))
    return fail(
        Err::BadAction,
        "Ambassadors: only the Tleilaxu effect revives a leader, only the Ecaz effect names Duke Vidal.");
  if (kind != Faction::Ecaz && arg<ActionKind::TriggerAmbassador, "alliance">(a))
    return fail(Err::BadAction, "Ambassadors: only the Ecaz effect takes the alliance flag.");
  switch (kind) {
    case Faction::Ecaz:
      if (ben != owner)
        return fail(Err::NotAllowed,
                    "The Ecaz Ambassador: its alliance and Duke Vidal are Ecaz's own (E3 p.7).");
      // em.duke.ecaz_gain (E3 pp.7, 9 (2h)): Duke Vidal (leader kDukeVidal, no flag) if he is not in the
      // Tanks; or the alliance (flag: and Duke lent to the new ally for this turn if it accepts).
      if (a.leader == kDukeVidal) {
        if (const auto o = duke_occupier(g))
          return fail(Err::NotAllowed,
                      "The Ecaz Ambassador: {f} occupy Ecaz's Homeworld and have Duke Vidal's rights instead "
                      "(the Ecaz card's occupied face).",
                      *o);
        if (g.em.duke.where == LeaderWhere::Tanks)
          return fail(Err::NotAllowed, "The Ecaz Ambassador: Duke Vidal is in the Tanks (E3 p.7).");
        if (!arg<ActionKind::TriggerAmbassador, "alliance">(a) && g.em.dukeHolder == index(owner))
          return fail(Err::NotAllowed, "The Ecaz Ambassador: Ecaz already have Duke Vidal.");
        if (!arg<ActionKind::TriggerAmbassador, "alliance">(a)) return Ok{};
      } else if (arg<ActionKind::TriggerAmbassador, "alliance">(a)) {
        return fail(Err::BadAction,
                    "The Ecaz Ambassador: the alliance flag goes with Duke Vidal (lent to the new ally); "
                    "offer the alliance alone without it.");
      }
      if (ally_of(g, owner) || ally_of(g, entrant(g)))
        return fail(Err::NotAllowed,
                    "The Ecaz Ambassador: an alliance needs both Ecaz and {f} unallied (E3 p.7); take Duke "
                    "Vidal instead (em.duke.ecaz_gain).",
                    entrant(g));
      if (homeworlds::occupies_homeworld_of(g, owner, entrant(g)) ||
          homeworlds::occupies_homeworld_of(g, entrant(g), owner))
        return fail(
            Err::NotAllowed,
            "Alliances: two factions may not ally while either occupies the other's Homeworld (E3 p.10).");
      return Ok{};
    case Faction::Fremen: {
      if (a.from < 0 || a.from >= kLocations || is_homeworld_location(a.from))
        return fail(Err::BadAction, "The Fremen Ambassador: name a location of Arrakis to move from.");
      if (a.amount < 1 || forces_at(g, a.from, ben).total() < a.amount)
        return fail(Err::NoSuchForces, "The Fremen Ambassador: {f} have not {n} forces there.", ben,
                    a.amount);
      if (location_in_storm(g, a.from))
        return fail(Err::StormSector,
                    "The Fremen Ambassador: forces may not move out of the storm (E3 p.8).");
      if (a.to == a.from) return fail(Err::BadAction, "The Fremen Ambassador: name another location.");
      if (auto s =
              check_elite(g, ben, forces_at(g, a.from, ben), a.amount, a.amount3, "The Fremen Ambassador");
          !s)
        return s;
      return destination_ok(g, ben, a.to, false);
    }
    case Faction::Guild: {
      if (a.amount < 1 || a.amount > kGuildForces || a.amount > p.reserves.total())
        return fail(Err::NoSuchForces,
                    "The Spacing Guild Ambassador: 1 to 4 forces of the reserves (E3 p.8).");
      if (auto s = check_elite(g, ben, p.reserves, a.amount, a.amount3, "The Spacing Guild Ambassador"); !s)
        return s;
      return destination_ok(g, ben, a.to, true);
    }
    case Faction::Tleilaxu:
      if (a.leader != kNoLeader) {
        if (a.amount != 0 || a.amount3 != 0)
          return fail(Err::BadAction,
                      "The Tleilaxu Ambassador: one leader or up to 4 forces, not both (E3 p.8).");
        if (a.leader < 0 || a.leader >= kLeaders || leader_faction(a.leader) != ben || !in_tanks(g, a.leader))
          return fail(Err::NotAllowed,
                      "The Tleilaxu Ambassador: revive one of {f}'s own leaders in the Tanks.", ben);
        return Ok{};
      }
      if (a.amount < 1 || a.amount > kTleilaxuForces || a.amount > p.tanks.total())
        return fail(Err::NoSuchForces, "The Tleilaxu Ambassador: 1 to 4 forces from the Tanks (E3 p.8).");
      if (auto s = check_elite(g, ben, p.tanks, a.amount, a.amount3, "The Tleilaxu Ambassador"); !s) return s;
      // Faction sheets: one elite force revived a turn, by any means (unless its elite forces have no limit).
      if (advanced(g) && has_elite_forces(ben) && !hooks::has(g, Trait::UnlimitedEliteRevival, ben) &&
          elite_taken(p.tanks, a.amount, a.amount3) >
              (g.eliteRevivedTurn[static_cast<std::size_t>(index(ben))] == g.turn ? 0 : 1))
        return fail(Err::RevivalLimit, "The Tleilaxu Ambassador: {f} revive at most one elite force a turn.",
                    ben);
      return Ok{};
    case Faction::Ixian:
      if (a.card < 0 || a.card >= kTreacheryCards || resolve_held(g, ben, a.card) == kNoCard)
        return fail(Err::CardNotHeld,
                    "The Ixian Ambassador: discard a card {f} hold, then draw one (E3 p.8).", ben);
      return Ok{};
    case Faction::Richese:
      if (p.spice < kRichesePrice || hand_full(g, ben))
        return fail(
            Err::NotAllowed,
            "The Richese Ambassador: 3 spice for the top treachery card, with room in the hand (E3 p.8).");
      return Ok{};
    default: return Ok{};  // Atreides, CHOAM, Emperor, Harkonnen: nothing to choose
  }
}

Status check_trigger(const Game& g, Faction owner, const Action& a) {
  const int tok = g.em.ambassadorAsked;
  if (!beneficiary_ok(g, owner, a.faction))
    return fail(Err::NotAllowed, "Ambassadors: the effect is for Ecaz or their ally (E3 p.8).");
  int eff = tok;
  if (faction_at(tok) == Faction::BeneGesserit) {
    // E3 p.7 (2h): the effect of any Ambassador not in the supply, the entrant's own faction's included.
    const int named = arg_value<ActionKind::TriggerAmbassador, "effect">(a);
    if (!is_token(named) || faction_at(named) == Faction::BeneGesserit ||
        where(g, named) == kAmbassadorSupply)
      return fail(Err::NotAllowed,
                  "The Bene Gesserit Ambassador: name another Ambassador's effect, one not in your supply "
                  "(E3 p.7).");
    eff = named;
  } else if (arg_value<ActionKind::TriggerAmbassador, "effect">(a) != tok) {
    return fail(Err::BadAction, "Ambassadors: the effect is that of the token triggered, {f}.",
                faction_at(tok));
  }
  return check_effect(g, owner, eff, a);
}

void apply_effect(Game& g, int eff, const Action& a) {
  const Faction ben = a.faction;
  const Faction f = entrant(g);
  Player& p = g.player(ben);
  switch (faction_at(eff)) {
    case Faction::Atreides: {
      auto& hand = g.player(f).hand;
      for (HeldCard& h : hand) {
        h.knownBy.insert(ben);
        log_private(g, FactionSet::of(ben), "The Atreides Ambassador: {f} hold {c}.", f, h.card);
      }
      log_public(g, "The Atreides Ambassador: {f} look at {f}'s hand ({n} cards).", ben, f,
                 static_cast<int>(hand.size()));
      return;
    }
    case Faction::Choam:
      g.em.ambassadorStep = AmbassadorStep::Discard;
      g.em.ambassadorFor = static_cast<std::int8_t>(index(ben));
      log_public(g, "The CHOAM Ambassador: {f} may discard treachery cards for 3 spice each.", ben);
      return;
    case Faction::Ecaz:
      if (a.leader == kDukeVidal && !arg<ActionKind::TriggerAmbassador, "alliance">(a)) {
        if (g.em.dukeHolder >= 0)
          log_public(g, "The Ecaz Ambassador: Ecaz take {l} from {f}.", kDukeVidal,
                     faction_at(g.em.dukeHolder));
        else
          log_public(g, "The Ecaz Ambassador: Ecaz take {l} until he fights a battle.", kDukeVidal);
        g.em.dukeHolder = static_cast<std::int8_t>(index(ben));
        g.em.dukeTenure = DukeTenure::UntilBattle;
        return;
      }
      g.em.ambassadorStep = AmbassadorStep::Alliance;
      g.em.dukeLoanOffered = a.leader == kDukeVidal;
      if (g.em.dukeLoanOffered)
        log_public(g, "The Ecaz Ambassador: Ecaz offer {f} an alliance, and {l} for this turn.", f,
                   kDukeVidal);
      else
        log_public(g, "The Ecaz Ambassador: Ecaz offer {f} an alliance.", f);
      return;
    case Faction::Emperor:
      gain(g, ben, kEmperorSpice);
      log_public(g, "The Emperor Ambassador: {f} take 5 spice from the Bank.", ben);
      return;
    case Faction::Fremen:
      hooks::move(g, ben, a.from, a.to, a.amount, a.amount3);
      log_public(g, "The Fremen Ambassador: {f} move {n} force(s) from {t} to {t}.", ben, a.amount,
                 location(a.from).territory, location(a.to).territory);
      return;
    case Faction::Harkonnen: {
      const auto& traitors = g.player(f).traitors;
      if (traitors.empty()) {
        log_public(g, "The Harkonnen Ambassador: {f} hold no traitor card to look at.", f);
        return;
      }
      const LeaderId l = traitors[g.rng.below(static_cast<std::uint32_t>(traitors.size()))];
      log_public(g, "The Harkonnen Ambassador: {f} look at one of {f}'s traitor cards at random.", ben, f);
      log_private(g, FactionSet::of(ben), "The Harkonnen Ambassador: {f} hold the traitor card {l}.", f, l);
      return;
    }
    case Faction::Ixian: {
      discard_from_hand(g, ben, resolve_held(g, ben, a.card));
      draw_treachery(g, ben);
      log_public(g, "The Ixian Ambassador: {f} discard a card and draw one.", ben);
      return;
    }
    case Faction::Richese:
      pay_bank(g, ben, kRichesePrice);
      draw_treachery(g, ben);
      log_public(g, "The Richese Ambassador: {f} pay 3 spice for the top treachery card.", ben);
      return;
    case Faction::Guild:
      arrive_from_reserves(g, ben, a.to, a.amount, a.amount3);
      log_public(g,
                 "The Spacing Guild Ambassador: {f} bring {n} force(s) from their reserves into {t}, free.",
                 ben, a.amount, location(a.to).territory);
      return;
    case Faction::Tleilaxu:
      if (a.leader != kNoLeader) {
        LeaderState& s = p.leaders[leader_slot(a.leader)];
        s.where = LeaderWhere::Available;
        s.faceDown = false;
        log_public(g, "The Tleilaxu Ambassador: {f} revive {l} free.", ben, a.leader);
      } else {
        const int special = elite_taken(p.tanks, a.amount, a.amount3);
        p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - (a.amount - special));
        p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + (a.amount - special));
        p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - special);
        p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + special);
        if (special > 0 && advanced(g)) g.eliteRevivedTurn[static_cast<std::size_t>(index(ben))] = g.turn;
        log_public(g, "The Tleilaxu Ambassador: {f} revive {n} force(s) free.", ben, a.amount);
      }
      return;
    default: return;
  }
}

bool trigger_open(const Game& g, Faction) { return g.em.ambassadorStep != AmbassadorStep::None; }
void trigger_pending(const Game& g, Faction owner, DecisionList& out) {
  switch (g.em.ambassadorStep) {
    case AmbassadorStep::None: return;
    case AmbassadorStep::Trigger: out.push_back({owner, DecisionKind::AmbassadorTrigger, 0, 0}); return;
    case AmbassadorStep::Alliance:
      out.push_back({entrant(g), DecisionKind::AmbassadorAlliance, 0, 0});
      return;
    case AmbassadorStep::Discard: {
      const Faction ben = faction_at(g.em.ambassadorFor);
      out.push_back(
          {ben, DecisionKind::AmbassadorDiscard, 0, static_cast<std::int16_t>(g.player(ben).hand.size())});
      return;
    }
  }
}
Status trigger_check(const Game& g, Faction owner, const Action& a) {
  switch (g.em.ambassadorStep) {
    case AmbassadorStep::None: break;
    case AmbassadorStep::Trigger:
      if (a.kind == ActionKind::Pass) return Ok{};
      if (a.kind != ActionKind::TriggerAmbassador)
        return fail(Err::WrongPhase, "Ambassadors: trigger the token (trigger_ambassador) or pass.");
      return check_trigger(g, owner, a);
    case AmbassadorStep::Alliance:
      if (a.kind == ActionKind::Pass || a.kind == ActionKind::AcceptEcazAlliance) return Ok{};
      return fail(Err::WrongPhase,
                  "The Ecaz Ambassador: accept the alliance (accept_ecaz_alliance) or pass.");
    case AmbassadorStep::Discard: {
      if (a.kind == ActionKind::Pass) return Ok{};
      if (a.kind != ActionKind::DiscardForAmbassador)
        return fail(Err::WrongPhase,
                    "The CHOAM Ambassador: discard a card for 3 spice (discard_for_ambassador) or pass.");
      const Faction ben = faction_at(g.em.ambassadorFor);
      if (a.card < 0 || a.card >= kTreacheryCards || resolve_held(g, ben, a.card) == kNoCard)
        return fail(Err::CardNotHeld, "The CHOAM Ambassador: discard a card you hold.");
      return Ok{};
    }
  }
  return fail(Err::WrongPhase, "No Ambassador is waiting.");
}
void trigger_exec(Game& g, Faction owner, const Action& a) {
  const Faction f = entrant(g);
  switch (g.em.ambassadorStep) {
    case AmbassadorStep::None: return;
    case AmbassadorStep::Trigger: {
      const int tok = g.em.ambassadorAsked;
      if (a.kind == ActionKind::Pass) {
        log_public(g, "Ecaz leave the {f} Ambassador in {t} untriggered.", faction_at(tok),
                   static_cast<TerritoryId>(where(g, tok)));
        return close_trigger(g);
      }
      log_public(g, "Ecaz trigger the {f} Ambassador in {t} against {f}.", faction_at(tok),
                 static_cast<TerritoryId>(where(g, tok)), f);
      g.em.ambassadorStep = AmbassadorStep::None;
      apply_effect(g,
                   faction_at(tok) == Faction::BeneGesserit
                       ? arg_value<ActionKind::TriggerAmbassador, "effect">(a)
                       : tok,
                   a);
      dispose(g, tok);
      if (g.em.ambassadorStep == AmbassadorStep::None) close_trigger(g);
      return;
    }
    case AmbassadorStep::Alliance:
      if (a.kind == ActionKind::AcceptEcazAlliance) {
        log_public(g, "The Ecaz Ambassador: Ecaz and {f} are allied.", f);
        form_alliance(g, owner, f);
        if (g.em.dukeLoanOffered && g.em.duke.where == LeaderWhere::Available) {
          g.em.dukeHolder = static_cast<std::int8_t>(index(f));
          g.em.dukeTenure = DukeTenure::ThisTurn;
          log_public(g, "Ecaz lend {l} to {f} for this turn.", kDukeVidal, f);
        }
      } else {
        log_public(g, "{f} refuse the alliance Ecaz offer.", f);
      }
      return close_trigger(g);
    case AmbassadorStep::Discard: {
      const Faction ben = faction_at(g.em.ambassadorFor);
      if (a.kind == ActionKind::Pass) return close_trigger(g);
      const CardId c = resolve_held(g, ben, a.card);
      discard_from_hand(g, ben, c);
      gain(g, ben, kChoamPrice);
      log_public(g, "The CHOAM Ambassador: {f} discard {c} for 3 spice.", ben, c);
      if (g.player(ben).hand.empty()) close_trigger(g);
      return;
    }
  }
}

// The effects' candidate actions for beneficiary `ben` (the bots' and the web client's lists).
void effect_candidates(const Game& g, Faction ben, int eff, int named, std::vector<Action>& out) {
  const Action base =
      ActionOf<ActionKind::TriggerAmbassador>{}.set<"for">(ben).set<"effect">(faction_at(named));
  const Player& p = g.player(ben);
  switch (faction_at(eff)) {
    case Faction::Fremen:
      for (LocationId from = 0; from < kLocations; ++from)
        if (const int n = forces_at(g, from, ben).total();
            n > 0 && !is_homeworld_location(from) && !location_in_storm(g, from))
          for (LocationId to = 0; to < kLocations; ++to) {
            if (!on_map(g, to)) continue;
            Action a = base;
            a.from = from;
            a.to = to;
            a.amount = static_cast<std::int16_t>(n);
            out.push_back(a);
          }
      return;
    case Faction::Guild:
      for (LocationId to = 0; to < kLocations; ++to) {
        if (!on_map(g, to)) continue;
        Action a = base;
        a.to = to;
        a.amount = static_cast<std::int16_t>(std::min(kGuildForces, p.reserves.total()));
        out.push_back(a);
      }
      return;
    case Faction::Tleilaxu: {
      for (int i = 0; i < leaders_in_game(g, ben); ++i)
        if (in_tanks(g, leader_id(ben, i))) {
          Action a = base;
          a.leader = leader_id(ben, i);
          out.push_back(a);
        }
      Action a = base;
      a.amount = static_cast<std::int16_t>(std::min(kTleilaxuForces, p.tanks.total()));
      out.push_back(a);
      return;
    }
    case Faction::Ixian:
      for (const HeldCard& h : p.hand) {
        Action a = base;
        a.card = h.card;
        out.push_back(a);
      }
      return;
    case Faction::Ecaz: {
      out.push_back(base);
      Action duke = base;
      duke.leader = kDukeVidal;
      out.push_back(duke);  // take him
      set_arg<ActionKind::TriggerAmbassador, "alliance">(duke, true);
      out.push_back(duke);  // the alliance, and lend him
      return;
    }
    default: out.push_back(base); return;
  }
}
void trigger_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  switch (g.em.ambassadorStep) {
    case AmbassadorStep::None: return;
    case AmbassadorStep::Trigger: {
      out.push_back({.kind = ActionKind::Pass});
      const int tok = g.em.ambassadorAsked;
      FactionList bens;
      bens.push_back(owner);
      if (auto ally = ally_of(g, owner)) bens.push_back(*ally);
      for (Faction ben : bens) {
        if (faction_at(tok) != Faction::BeneGesserit) {
          effect_candidates(g, ben, tok, tok, out);
          continue;
        }
        for (int i = 0; i < kFactions; ++i)
          if (is_token(i) && faction_at(i) != Faction::BeneGesserit && where(g, i) != kAmbassadorSupply)
            effect_candidates(g, ben, i, i, out);
      }
      return;
    }
    case AmbassadorStep::Alliance: out.push_back({.kind = ActionKind::AcceptEcazAlliance}); return;
    case AmbassadorStep::Discard:
      out.push_back({.kind = ActionKind::Pass});
      for (const HeldCard& h : g.player(faction_at(g.em.ambassadorFor)).hand)
        out.push_back({.kind = ActionKind::DiscardForAmbassador, .card = h.card});
      return;
  }
}

constexpr Window kEntryWindows[] = {
    {WindowPoint::Entry, ActionKind::TriggerAmbassador, DecisionKind::AmbassadorTrigger, trigger_open,
     trigger_pending, trigger_check, trigger_exec, trigger_candidates},
};
// The same window after a battle, for the Caladan reinforcement's arrival (seed HVR ¶4): its decision
// passes to the entrant (the Ecaz alliance) or the beneficiary (the CHOAM discards).
bool step_action(ActionKind k) {
  return k == ActionKind::AcceptEcazAlliance || k == ActionKind::DiscardForAmbassador;
}
constexpr Window kBattleWindows[] = {
    {WindowPoint::AfterLosses, ActionKind::TriggerAmbassador, DecisionKind::AmbassadorTrigger, trigger_open,
     trigger_pending, trigger_check, trigger_exec, trigger_candidates, step_action},
};

// --- Tokens lost to the storm or an explosion go back to the supply (E3 p.7 (2h)) -------------------

void back_to_supply(Game& g, TerritoryId t, std::string_view cause) {
  const int tok = token_in(g, t);
  if (tok < 0) return;
  where(g, tok) = kAmbassadorSupply;
  log_public_text(g, std::string(cause) + " sends " + token_name(tok) + " back to Ecaz's supply.");
}
// The storm passed over or stopped on a sector of an Ambassador's stronghold that the storm reaches (the
// sectors it kills forces in, the starting one included: storm.destroy_forces).
void storm_moved(Game& g, Faction, const EventArgs&) {
  const int n = g.storm.move;
  const int start = ((g.stormSector - n) % kSectors + kSectors) % kSectors;
  for (int i = 0; i < kFactions; ++i) {
    if (!is_token(i) || where(g, i) < 0) continue;
    const TerritoryId t = where(g, i);
    if (protected_from_storm(g, t)) continue;
    for (LocationId l : locations_of(t)) {
      const int s = location(l).sector;
      if (s >= 0 && ((s - start) % kSectors + kSectors) % kSectors <= n) {
        back_to_supply(g, t, "The storm");
        break;
      }
    }
  }
}
void plan_exploded(Game& g, Faction, const EventArgs& e) { back_to_supply(g, e.t, "The explosion"); }

// --- Homeworlds, Ecaz high (HWC, the Ecaz card; em.hw.ecaz.high): whenever a poison weapon is discarded,
// Ecaz collect 3 spice from the Bank. A poison weapon: a card printed as one (the four base poisons, Poison
// Blade; boundary em.hw.boundary.ecaz_poison: not Chemistry, a defense that only counts as a poison weapon in
// a plan's weapon slot, nor Poison Tooth, a special weapon). No Karama reaches a Homeworld's face (E3 p.10).
constexpr int kEcazHighIncome = 3;
void card_discarded(Game& g, Faction owner, const EventArgs& e) {
  if (!homeworlds::in_play(g) || !homeworlds::high(g, HomeworldId::Ecaz)) return;
  const CardKind k = card_kind(e.card);
  if (k != CardKind::PoisonWeapon && k != CardKind::PoisonBlade) return;
  gain(g, owner, kEcazHighIncome);
  log_public(g, "Ecaz (their Homeworld high) collect 3 spice: {c} was discarded.", e.card);
}

// --- Advanced: the Ecaz Karama power (checklist rule 21, em.ecaz.karama_power) --------------------------
// Once a game, with a Karama card, declared in a battle Ecaz fight themselves before the plans are revealed
// (the Plans step): with neither weapon nor defense in their plan, Ecaz add to their dial the difference of
// the two leaders' values (TO KarmaPinkDial: absolute difference of the leader values; Quintine component
// notes: declared before the reveal). Which values (boundary em.boundary.ecaz_karama_values, choice (b)):
// each leader's value as it counts in this battle (leader_value: its printed strength, Zoal the value it
// copies), a Cheap Hero or no leader 0; the Kwisatz Haderach's +2 is not a disc value and is not counted. The
// bonus is dial strength: it counts even if a leader dies, and beside an Artillery Strike.

// Ecaz's side in the current battle (they fight it themselves), or -1.
int ecaz_side(const Game& g, Faction owner) {
  const auto& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory) return -1;
  return b.sides[0] == index(owner) ? 0 : b.sides[1] == index(owner) ? 1 : -1;
}
int disc_value(const Game& g, LeaderId l, LeaderId opposing) {
  return l == kNoLeader ? 0 : leader_value(g, l, opposing);
}
// The strength the power adds to Ecaz's dial in the current battle (0: not declared, or a card in a slot).
int karama_dial_bonus(const Game& g, Faction owner) {
  const int i = ecaz_side(g, owner);
  if (i < 0 || !g.battle.karamaDial) return 0;
  const auto& mine = g.battle.plans[static_cast<std::size_t>(i)];
  const auto& theirs = g.battle.plans[static_cast<std::size_t>(1 - i)];
  if (mine.weapon != kNoCard || mine.defense != kNoCard) return 0;
  return std::abs(disc_value(g, mine.leader, theirs.leader) - disc_value(g, theirs.leader, mine.leader));
}
int dial_bonus(const Game& g, Faction owner, const Query& q, int value) {
  return q.f == owner ? value + karama_dial_bonus(g, owner) : value;
}
void plan_revealed(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || !g.battle.karamaDial) return;
  log_public(g, "Ecaz Karama: Ecaz add {n} to their dial (the difference of the two leaders' values).",
             karama_dial_bonus(g, owner));
}
// The anytime phase checked the once-a-game power (Advanced, unused, a Karama held); these are its own.
Status karama_dial_check(const Game& g, Faction owner, Faction seat, const Action&) {
  const auto& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory || b.step != BattleStep::Plans)
    return fail(Err::WrongPhase,
                "Ecaz Karama power: declare it in your battle while the plans are being set, before they are "
                "revealed (em.ecaz.karama_power).");
  const int i = ecaz_side(g, owner);
  if (seat != owner || i < 0)
    return fail(Err::NotAllowed,
                "Ecaz Karama power: only in a battle Ecaz fight themselves (em.ecaz.karama_power).");
  const auto& mine = b.plans[static_cast<std::size_t>(i)];
  if (mine.submitted && (mine.weapon != kNoCard || mine.defense != kNoCard))
    return fail(Err::NotAllowed,
                "Ecaz Karama power: your battle plan has a weapon or a defense; the power needs neither "
                "(em.ecaz.karama_power).");
  if (b.voiceTarget == i && b.voiceMust &&
      b.voiceCommand != static_cast<std::int8_t>(VoiceCommand::CheapHero))
    return fail(
        Err::NotAllowed,
        "Ecaz Karama power: the Voice commands you to play a card in your plan; the power needs neither "
        "weapon nor defense (em.ecaz.karama_power).");
  return Ok{};
}
void karama_dial_exec(Game& g, Faction, Faction seat, const Action&) {
  discard_from_hand(g, seat, held_karama(g, seat));
  g.player(seat).karamaPowerUsed = true;
  g.battle.karamaDial = true;
  log_public(g,
             "Ecaz play Karama: with neither weapon nor defense, they add the difference of the two leaders' "
             "values to their dial in {t}.",
             g.battle.territory);
}
// Once declared, Ecaz's plan in this battle has neither weapon nor defense.
Status ecaz_check_plan(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner || !g.battle.karamaDial || ecaz_side(g, owner) < 0) return Ok{};
  if (a.weapon != kNoCard || a.defense != kNoCard)
    return fail(
        Err::NotAllowed,
        "Ecaz Karama power: you declared it for this battle; your plan has neither weapon nor defense "
        "(em.ecaz.karama_power).");
  return Ok{};
}
constexpr OwnAction kActions[] = {
    {ActionKind::KaramaDialBonus, karama_dial_check, karama_dial_exec, Trait::KaramaDialBonus,
     "Karama powers (add the leaders' difference to the dial with Karama, em.ecaz.karama_power) belong to "
     "the "
     "Advanced game.",
     "Only the {f} may add the leaders' difference to their dial with Karama (em.ecaz.karama_power)."},
};

// --- The view: placed tokens for everyone, the supply's tokens for Ecaz -----------------------------

void ecaz_view(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  out.ecazSeated = true;
  for (int i = 0; i < kFactions; ++i) {
    if (!is_token(i)) continue;
    const std::int8_t w = where(g, i);
    if (w >= 0) out.ambassadors.push_back({static_cast<TerritoryId>(w), static_cast<std::int8_t>(i)});
    if (w == kAmbassadorSupply) {
      ++out.ambassadorSupply;
      if (seat == owner) out.ambassadorSupplyTokens.push_back(static_cast<std::int8_t>(i));
    }
    if (w == kAmbassadorSpent) out.ambassadorsSpent.push_back(static_cast<std::int8_t>(i));
    if (w == kAmbassadorGone) out.ambassadorsGone.push_back(static_cast<std::int8_t>(i));
  }
  out.ambassadorNextCost = static_cast<std::int8_t>(next_cost(g));
  out.ambassadorAsked = g.em.ambassadorAsked;
  out.ambassadorEntrant = g.em.ambassadorEntrant;  // the entry it answers is public (issue 39)
  out.loyalty = g.em.loyalty;
}

// --- the module ----------------------------------------------------------------------------------

bool self(const Game&, Faction owner, Faction f) { return f == owner; }

// em.hw.ecaz.occupied (HWC, the Ecaz card's occupied face): the Occupier of Ecaz's Homeworld gains Duke Vidal
// and may revive him, instead of Ecaz (their Ambassador's Duke, their revival of him) and the Moritani
// (boundary em.hw.boundary.ecaz_duke, choice (a): the Occupier itself takes him at the end of each Shipment
// and Movement it occupies the card, for one battle). duke_occupier is above.
bool duke_reviver(const Game& g, Faction owner, Faction f) {
  const auto o = duke_occupier(g);
  return o ? f == *o : f == owner;
}
void occupier_takes_duke(Game& g, Faction, const EventArgs&) {
  if (g.phase != Phase::ShipMove) return;
  const auto o = duke_occupier(g);
  if (!o || g.em.duke.where == LeaderWhere::Tanks || g.em.dukeHolder == index(*o)) return;
  log_public(g, "{f} occupy Ecaz's Homeworld: they gain {l} for one battle.", *o, kDukeVidal);
  g.em.dukeHolder = static_cast<std::int8_t>(index(*o));
  g.em.dukeTenure = DukeTenure::OneBattle;
}
// em.ecaz.duke_revival (E3 p.8 (2h)): Duke Vidal is revived for 5 spice, not his strength.
int duke_revival_price(const Game&, Faction, const Query& q, int value) {
  return q.leader == kDukeVidal ? kDukeRevivalPrice : value;
}
// em.ecaz.occupy, em.ecaz.alliance: Ecaz and their ally, while allied.
bool self_allied(const Game& g, Faction owner, Faction f) {
  return ally_of(g, owner) && (f == owner || allied(g, owner, f));
}

constexpr TraitRow kTraits[] = {
    {Trait::PlacesAmbassadors, Advantage::EcazAmbassadors, self},
    // No Karama stops the sharing itself (E3 p.16 (2h) names only the battle, the city income, placement).
    {Trait::Coexists, std::nullopt, self_allied},
    {Trait::CombinedBattle, Advantage::EcazOccupy, self_allied},
    {Trait::KaramaDialBonus, std::nullopt, self},  // a Karama power: no Karama stops it
    // em.ecaz.duke_revival (E3 pp.8-9 (2h)); the Occupier of their Homeworld instead (em.hw.ecaz.occupied).
    {Trait::RevivesDuke, std::nullopt, duke_reviver},
};
constexpr AmountRow kAmounts[] = {
    {Amount::DialBonus, std::nullopt, dial_bonus},
    {Amount::LeaderRevivalPrice, std::nullopt, duke_revival_price},
};
constexpr EventRow kEvents[] = {
    {Event::TraitorsChosen, std::nullopt, setup_ambassadors},
    {Event::Entered, std::nullopt, entered},
    {Event::StormMoved, std::nullopt, storm_moved},
    {Event::PlanExploded, std::nullopt, plan_exploded},
    {Event::Discarded, std::nullopt, card_discarded},
    {Event::PlanRevealed, std::nullopt, plan_revealed},
    {Event::PhaseEnds, std::nullopt, occupier_takes_duke},  // before the Moritani's row (faction order)
};

// A determinization for another seat: which Ambassadors lie in Ecaz's supply (their number is public, their
// identities Ecaz's) and which are still undrawn, drawn again over the same tokens (engine/determinize.hpp).
void conceal(Game& g, Faction owner, Concealment& c) {
  auto& a = g.em.ambassador;
  std::vector<std::size_t> hidden;
  std::size_t supply = 0;
  for (int i = 0; i < kFactions; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (faction_at(i) == owner || !is_token(i)) continue;
    if (a[k] == kAmbassadorSupply || a[k] == kAmbassadorPool) {
      hidden.push_back(k);
      if (a[k] == kAmbassadorSupply) ++supply;
    }
  }
  c.rng.shuffle(hidden);
  std::sort(hidden.begin(), hidden.begin() + static_cast<std::ptrdiff_t>(supply));
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    const Faction f = faction_at(static_cast<int>(hidden[i]));
    a[hidden[i]] = i < supply ? kAmbassadorSupply : kAmbassadorPool;
    if (i < supply)
      g.em.ambassadorCohort.insert(f);
    else
      g.em.ambassadorCohort.erase(f);
  }
}

}  // namespace

void ecaz::deal_ambassadors(Game& g) {
  if (where(g, index(Faction::Ecaz)) != kAmbassadorPool) return;  // once
  where(g, index(Faction::Ecaz)) = kAmbassadorSupply;
  draw_five(g);
  log_public(g, "Ecaz take their Ambassador and five drawn at random into their supply.");
}

constexpr auto kWindows = join_windows(kBattleWindows, kEntryWindows, kRevivalEndWindows);

extern const FactionModule kEcazModule{.faction = Faction::Ecaz,
                                       .traits = kTraits,
                                       .amounts = kAmounts,
                                       .events = kEvents,
                                       .windows = kWindows,
                                       .advanced_setup = loyalty,
                                       .view = ecaz_view,
                                       .conceal = conceal,
                                       .actions = kActions,
                                       .check_plan = ecaz_check_plan};

}  // namespace dune
