// The Moritani's rules (Ecaz & Moritani House Expansion, GF9 2023, Moritani sheet and rulebook pp.5-6, 14,
// 16; page numbers second-hand, docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 0). Rule registry:
// em.moritani.*, em.terror.*.
// - Setup (em.moritani.setup): 12 spice, free revival 2 (engine/data/factions.cpp); after every other
//   faction has set up, 6 forces from reserves into one territory no other faction occupies.
// - Terror tokens (em.moritani.terror_place): in each Mentat Pause the Moritani may place one token of their
//   hidden supply face down in a stronghold without one, or move one already placed (storm allowed; never
//   the Hidden Mobile Stronghold or a Homeworld; no cost).
// - Their trigger (em.moritani.terror_trigger): when another faction but their ally ships or moves into
//   that stronghold (Bene Gesserit advisors included), the Moritani may reveal the token against the
//   entrant (a Reaction window of Shipment and Movement), or offer the entrant an alliance instead (Enemy
//   of My Enemy, em.moritani.enemy_of_enemy): accepted, both leave their alliances and ally at once and
//   the token goes back to the supply unrevealed; refused, the token must be revealed.
// - The six tokens (em.terror.*): Assassination, Atomics (with the Aftermath token and the hand limits),
//   Extortion (paid off in the Mentat Pause), Robbery, Sabotage, Sneak Attack.
// - Advanced, Assassinate Leaders (em.moritani.assassinate_leaders): after losing a battle with no traitor
//   called, a traitor card naming another leader of the winner's faction kills that leader for its strength
//   in spice; once per faction; the card is replaced at the next Mentat Pause.
// - The alliance (em.moritani.alliance): the ally, losing a battle, may keep one card it played that a winner
//   could keep.
// - Advanced, their Karama power (em.moritani.karama_power): after losing a battle, force the winner to keep
//   or to discard the cards it played that it could keep.
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"

namespace dune {

int terror_token_at(const Game& g, TerritoryId t) {
  if (t < 0) return -1;  // a territory, not kTerrorSupply or another off-board place
  for (int i = 0; i < kTerrorTokens; ++i)
    if (g.em.terror[static_cast<std::size_t>(i)] == t) return i;
  return -1;
}

namespace {

constexpr int kSetupForces = 6;        // E3 p.5 (2h)
constexpr int kExtortionIncome = 5;    // E3 p.6 (2h)
constexpr int kExtortionPrice = 3;     // E3 p.6 (2h)
constexpr int kSneakAttackForces = 5;  // E3 p.6 (2h)
constexpr int kZoalAssassination = 3;  // E3 p.5 (2h): Zoal, who prints no strength, pays 3
constexpr int kGrummanLowEntry = 3;    // HWC, Grumman low: an entry of at least 3 forces
constexpr int kGrummanHighIncome = 4;  // HWC, Grumman high

std::string_view token_name(int t) {
  static constexpr std::array<std::string_view, kTerrorTokens> kNames{
      "Assassination", "Atomics", "Extortion", "Robbery", "Sabotage", "Sneak Attack"};
  return kNames[static_cast<std::size_t>(t)];
}
bool has_token(const Game& g, TerritoryId t) { return terror_token_at(g, t) >= 0; }
std::int8_t& where(Game& g, TerrorToken t) { return g.em.terror[static_cast<std::size_t>(t)]; }
std::int8_t where(const Game& g, TerrorToken t) { return g.em.terror[static_cast<std::size_t>(t)]; }

bool self(const Game&, Faction owner, Faction f) { return f == owner; }

// --- Setup (em.moritani.setup) ---------------------------------------------------------------------

bool on_arrakis(TerritoryId t) {
  return t < kFirstHomeworldTerritory && t != location(kMobileStronghold).territory;
}
bool others_in(const Game& g, Faction owner, TerritoryId t) {
  FactionSet there = factions_with_forces(g, t);
  there.erase(owner);
  return !there.empty();
}
// Every other faction sets up first (E3 p.5 (2h)): the Fremen placement, the Advanced Bene Gesserit advisor.
bool others_setting_up(const Game& g, Faction owner) {
  for (const auto& sw : hooks::windows_at(g, WindowPoint::Setup))
    if (sw.owner != owner && sw.w->open(g, sw.owner)) return true;
  return false;
}
bool placement_open(const Game& g, Faction owner) {
  return g.phase == Phase::Setup && !g.em.moritaniPlaced && !others_setting_up(g, owner);
}
void placement_pending(const Game& g, Faction owner, DecisionList& out) {
  if (placement_open(g, owner))
    out.push_back({owner, DecisionKind::PlaceMoritani, kSetupForces, kSetupForces});
}
Status placement_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind != ActionKind::PlaceMoritani)
    return fail(Err::WrongPhase, "Moritani setup: place your 6 forces (place_moritani).");
  if (a.to < 0 || a.to >= kLocations) return fail(Err::BadAction, "Moritani setup: name a location.");
  const TerritoryId t = location(a.to).territory;
  if (!on_arrakis(t))
    return fail(Err::NotAllowed, "Moritani setup: the 6 forces go to a territory of Arrakis (E3 p.5).");
  if (others_in(g, owner, t))
    return fail(
        Err::NotAllowed,
        "Moritani setup: {t} is occupied; the 6 forces go to a territory no other faction occupies (E3 "
        "p.5).",
        t);
  return Ok{};
}
void placement_exec(Game& g, Faction owner, const Action& a) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - kSetupForces);
  place_forces(g, a.to, owner, make_forces(kSetupForces));
  g.em.moritaniPlaced = true;
  log_public(g, "The Moritani place {n} forces in {t}.", kSetupForces, location(a.to).territory);
}
void placement_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  for (LocationId l = 0; l < kFirstHomeworldLocation; ++l)
    if (on_arrakis(location(l).territory) && !others_in(g, owner, location(l).territory))
      out.push_back({.kind = ActionKind::PlaceMoritani, .to = l});
}

constexpr Window kSetupWindows[] = {
    {WindowPoint::Setup, ActionKind::PlaceMoritani, DecisionKind::PlaceMoritani, placement_open,
     placement_pending, placement_check, placement_exec, placement_candidates},
};

// --- Mentat Pause: Extortion, then a Terror token placed or moved ------------------------------------

// E3 p.5 (2h), FAQ p.16: a stronghold without a Terror token, storm or not; not the HMS, not a Homeworld.
bool terror_target(const Game& g, TerritoryId t) {
  if (t < 0 || t >= kFirstHomeworldTerritory || t == location(kMobileStronghold).territory) return false;
  // The Moritani Nexus card's Cunning (NXF): this placement may go to any territory of Arrakis, even one with
  // a token (the engine keeps the Hidden Mobile Stronghold excluded, as for every Terror token, E3 p.16).
  if (nexus_cards::terror_anywhere(g)) return true;
  return is_stronghold(t) && !has_token(g, t);
}
bool placeable(const Game& g, TerrorToken t) { return where(g, t) >= kTerrorSupply; }  // supply or board

// Extortion (E3 p.6 (2h), em.terror.extortion): the 5 spice set aside at its reveal are the Moritani's at
// the Mentat Pause; then each other faction is asked in storm order, whatever its spice (behind the shield,
// GF9 p.12: the question says nothing of it, issue 35); a payment is checked when made.
std::optional<Faction> extortion_payer(const Game& g, Faction owner) {
  if (g.phase != Phase::MentatPause || where(g, TerrorToken::Extortion) != kTerrorExtortion ||
      g.em.extortionAsk < 0)
    return std::nullopt;
  const FactionList order = storm_order(g);
  for (std::size_t i = static_cast<std::size_t>(g.em.extortionAsk); i < order.size(); ++i)
    if (order[i] != owner) return order[i];
  return std::nullopt;
}
// Nobody left to pay: the token goes back to the Moritani's supply.
void extortion_returns(Game& g) {
  where(g, TerrorToken::Extortion) = kTerrorSupply;
  g.em.extortionAsk = -1;
  log_public(g, "Nobody pays off the Extortion: the token goes back to the Moritani.");
}
// em.duke.moritani_gain (E3 pp.6, 9 (2h)): at the end of Shipment and Movement, if the Moritani will battle
// in at least two different strongholds (battles against Ecaz not counted; the Hidden Mobile Stronghold is
// one) and Duke Vidal is not dead, they take him from whoever controls him, for one battle (em.duke.release).
// A Karama stops it for that turn (advantage moritani_duke, em.duke.karama: this row is then not called).
int duke_strongholds(const Game& g, Faction owner) {
  int n = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t) {
    if (!is_stronghold(t)) continue;
    for (Faction o : factions_in_game(g))
      // (A battle against Ecaz's ally fighting beside Ecaz, em.ecaz.occupy_battle, is one against Ecaz.)
      if (o != owner && o != Faction::Ecaz && battle_phase::can_battle(g, t, owner, o) &&
          !(coexisting_ally(g, o, t) == Faction::Ecaz &&
            battle_phase::fighting_forces(g, Faction::Ecaz, t) > 0)) {
        ++n;
        break;
      }
  }
  return n;
}
void take_duke(Game& g, Faction owner, const EventArgs&) {
  if (g.phase != Phase::ShipMove || g.em.duke.where == LeaderWhere::Tanks) return;
  if (g.em.dukeHolder == index(owner) || duke_strongholds(g, owner) < 2) return;
  // The Occupier of Ecaz's Homeworld has Duke Vidal's rights instead (em.hw.ecaz.occupied).
  if (homeworlds::in_play(g) && homeworlds::occupier(g, HomeworldId::Ecaz)) return;
  if (g.em.dukeHolder >= 0)
    log_public(g, "The Moritani battle in two strongholds: they take {l} from {f} for one battle.",
               kDukeVidal, faction_at(g.em.dukeHolder));
  else
    log_public(g, "The Moritani battle in two strongholds: they take {l} for one battle.", kDukeVidal);
  g.em.dukeHolder = static_cast<std::int8_t>(index(owner));
  g.em.dukeTenure = DukeTenure::OneBattle;
}

void replace_assassin_cards(Game& g, Faction owner);
void mentat_begins(Game& g, Faction owner, const EventArgs&) {
  if (g.phase != Phase::MentatPause) return;
  replace_assassin_cards(g, owner);
  if (where(g, TerrorToken::Extortion) != kTerrorExtortion) return;
  gain(g, owner, kExtortionIncome);
  log_public(g, "Extortion: the Moritani take the {n} spice set aside in front of their shield.",
             kExtortionIncome);
  g.em.extortionAsk = 0;
  if (!extortion_payer(g, owner)) extortion_returns(g);
}
bool extortion_open(const Game& g, Faction owner) { return extortion_payer(g, owner).has_value(); }
void extortion_pending(const Game& g, Faction owner, DecisionList& out) {
  if (auto f = extortion_payer(g, owner))
    out.push_back({*f, DecisionKind::Extortion, kExtortionPrice, kExtortionPrice});
}
Status extortion_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::PayExtortion)
    return fail(Err::WrongPhase, "Extortion: pay the Moritani 3 spice (pay_extortion) or pass.");
  if (g.player(*extortion_payer(g, owner)).spice < kExtortionPrice)
    return fail(Err::NotEnoughSpice, "Extortion: paying it off takes {n} spice (E3 p.6); pass.",
                kExtortionPrice);
  return Ok{};
}
void extortion_exec(Game& g, Faction owner, const Action& a) {
  const Faction payer = *extortion_payer(g, owner);
  if (a.kind == ActionKind::PayExtortion) {
    pay_to(g, payer, owner, kExtortionPrice);
    where(g, TerrorToken::Extortion) = kTerrorGone;
    g.em.extortionAsk = -1;
    log_public(g, "{f} pay the Moritani {n} spice: the Extortion token leaves the game.", payer,
               kExtortionPrice);
    return;
  }
  const FactionList order = storm_order(g);
  g.em.extortionAsk =
      static_cast<std::int8_t>(std::find(order.begin(), order.end(), payer) - order.begin() + 1);
  log_public(g, "{f} do not pay off the Extortion.", payer);
  if (!extortion_payer(g, owner)) extortion_returns(g);
}
void extortion_candidates(const Game&, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  out.push_back({.kind = ActionKind::PayExtortion});
}

bool plant_open(const Game& g, Faction owner) {
  if (g.phase != Phase::MentatPause || g.em.terrorTurn == g.turn || extortion_payer(g, owner)) return false;
  // A Karama stops it for this pause (E3 p.16 (2h)): the row is skipped.
  if (!hooks::has(g, Trait::PlantsTerror, owner)) return false;
  for (int i = 0; i < kTerrorTokens; ++i)
    if (placeable(g, static_cast<TerrorToken>(i))) return true;
  return false;
}
void plant_pending(const Game& g, Faction owner, DecisionList& out) {
  if (plant_open(g, owner)) out.push_back({owner, DecisionKind::PlantTerror, 0, 0});
}
Status plant_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::PlantTerror)
    return fail(Err::WrongPhase, "Mentat Pause: place or move one Terror token (plant_terror), or pass.");
  if (arg_value<ActionKind::PlantTerror, "token">(a) >= kTerrorTokens)
    return fail(Err::BadAction, "Terror: name one of the six Terror tokens.");
  if (!placeable(g, arg<ActionKind::PlantTerror, "token">(a)))
    return fail(Err::NotAllowed, "Terror: that token is no longer yours to place (it was revealed).");
  if (!terror_target(g, a.territory))
    return fail(
        Err::NotAllowed,
        "Terror: a token goes to a stronghold of Arrakis without a Terror token (not the Hidden Mobile "
        "Stronghold, not a Homeworld; E3 pp.5,16).");
  return Ok{};
}
void plant_exec(Game& g, Faction owner, const Action& a) {
  g.em.terrorTurn = g.turn;
  if (a.kind != ActionKind::PlantTerror) {
    log_public(g, "The Moritani place no Terror token.");
    return;
  }
  const auto t = arg<ActionKind::PlantTerror, "token">(a);
  const std::int8_t from = where(g, t);
  where(g, t) = static_cast<std::int8_t>(a.territory);
  if (from == kTerrorSupply)
    log_public(g, "The Moritani place a Terror token face down in {t}.", a.territory);
  else
    log_public(g, "The Moritani move the Terror token in {t} to {t}.", static_cast<TerritoryId>(from),
               a.territory);
  log_private_text(g, FactionSet::of(owner),
                   "Your Terror token in " + std::string(territory(a.territory).name) + " is " +
                       std::string(token_name(static_cast<int>(t))) + ".");
}
void plant_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int i = 0; i < kTerrorTokens; ++i) {
    if (!placeable(g, static_cast<TerrorToken>(i))) continue;
    for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t)
      if (terror_target(g, t))
        out.push_back(ActionOf<ActionKind::PlantTerror>{}
                          .set<"token">(static_cast<TerrorToken>(i))
                          .set<"territory">(t));
  }
}

constexpr Window kMentatWindows[] = {
    {WindowPoint::Mentat, ActionKind::PayExtortion, DecisionKind::Extortion, extortion_open,
     extortion_pending, extortion_check, extortion_exec, extortion_candidates},
    {WindowPoint::Mentat, ActionKind::PlantTerror, DecisionKind::PlantTerror, plant_open, plant_pending,
     plant_check, plant_exec, plant_candidates},
};

// --- The trigger: a Reaction window on an entry ---------------------------------------------------

Faction entrant(const Game& g) { return faction_at(g.em.entrant); }
void close_trigger(Game& g) {
  g.em.terrorStep = TerrorStep::None;
  g.em.entrant = -1;
  g.em.entered = kNoTerritory;
  g.em.triggerToken = -1;
}
// The next token in the entered stronghold after `after` (TerrorToken order), or -1: with Grumman high two
// may lie there, each asked in turn (boundary em.hw.boundary.grumman_stack).
std::int8_t next_token_in(const Game& g, TerritoryId t, int after) {
  for (int i = after + 1; i < kTerrorTokens; ++i)
    if (g.em.terror[static_cast<std::size_t>(i)] == t) return static_cast<std::int8_t>(i);
  return -1;
}

// E3 pp.5-6 (2h): another faction but the ally entered a stronghold holding a token (by shipment or
// movement: Shipment and Movement tells it, Event::Entered).
void entered(Game& g, Faction owner, const EventArgs& e) {
  if (e.f == owner || allied(g, e.f, owner) || !has_token(g, e.t)) return;
  if (e.arrival) return;  // the Caladan reinforcement wakes no token (boundary em.hw.boundary.caladan_entry)
  if (all_forces_in(g, e.f, e.t) == 0) return;  // nobody arrived (a storm migration that all died)
  // Homeworlds (HWC, Grumman faces): low, a token answers only an entry of 3 forces or more; occupied, none
  // answers the Occupier or its ally.
  if (homeworlds::in_play(g)) {
    if (homeworlds::low(g, HomeworldId::Grumman) && e.n < kGrummanLowEntry) return;
    if (const auto o = homeworlds::occupier(g, HomeworldId::Grumman); o && (*o == e.f || allied(g, *o, e.f)))
      return;
  }
  g.em.terrorStep = TerrorStep::Trigger;
  g.em.entrant = static_cast<std::int8_t>(index(e.f));
  g.em.entered = e.t;
  g.em.triggerToken = next_token_in(g, e.t, -1);
}

// Assassination (E3 p.5 (2h)): a random one of the entrant's own leaders that it has (alive, not held
// captive by another; boundary em.boundary.assassination_pool, choice (a)).
std::vector<LeaderId> assassination_pool(const Game& g, Faction f) {
  std::vector<LeaderId> pool;
  for (int i = 0; i < leaders_in_game(g, f); ++i) {
    const LeaderId l = leader_id(f, i);
    const LeaderState& s = g.player(f).leaders[static_cast<std::size_t>(i)];
    if (s.where == LeaderWhere::Available && s.capturedBy < 0 &&
        (!leader_info(l).advancedOnly || advanced(g)))
      pool.push_back(l);
  }
  return pool;
}

void atomics(Game& g, Faction owner, TerritoryId t) {
  for (Faction f : factions_in_game(g))
    for (LocationId l : locations_of(t))
      if (const int n = forces_at(g, l, f).total(); n > 0) forces_to_tanks(g, f, l, n);
  g.em.aftermath = t;
  g.em.atomicsRevealed = true;
  const auto ally = ally_of(g, owner);
  g.em.atomicsAlly = ally ? static_cast<std::int8_t>(index(*ally)) : std::int8_t{-1};
  log_public(
      g,
      "Atomics: every force in {t} goes to the Tanks; the Aftermath token stays there and nobody may ship "
      "into it again. The Moritani hand limit (and their ally's) is one less from now on.",
      t);
  // E3 p.5 (2h): a hand over its new limit loses a random card.
  for (Faction f : factions_in_game(g)) {
    if (f != owner && index(f) != g.em.atomicsAlly) continue;
    while (static_cast<int>(g.player(f).hand.size()) > hand_limit(g, f)) {
      const auto& h = g.player(f).hand;
      const CardId c = h[g.rng.below(static_cast<std::uint32_t>(h.size()))].card;
      discard_from_hand(g, f, c);
      log_public(g, "{f} discard {c} at random: their hand is over its limit.", f, c);
    }
  }
}

// The entrant's hand may take the Sabotage gift: the Moritani have a card and the entrant room for it.
bool gift_possible(const Game& g, Faction owner) {
  return !g.player(owner).hand.empty() && !hand_full(g, entrant(g));
}

void reveal(Game& g, Faction owner, const Action& a) {
  const Faction f = entrant(g);
  const TerritoryId t = g.em.entered;
  const auto token = static_cast<TerrorToken>(g.em.triggerToken);
  where(g, token) = token == TerrorToken::Extortion ? kTerrorExtortion : kTerrorGone;
  log_public_text(g, "The Moritani reveal their Terror token in " + std::string(territory(t).name) + ": " +
                         std::string(token_name(static_cast<int>(token))) + ", against " + name(f) + ".");
  g.em.terrorStep = TerrorStep::None;
  switch (token) {
    case TerrorToken::Assassination: {
      const auto pool = assassination_pool(g, f);
      if (pool.empty()) {
        log_public(g, "Assassination: {f} have no leader it could reach.", f);
        break;
      }
      const LeaderId l = pool[g.rng.below(static_cast<std::uint32_t>(pool.size()))];
      const int value =
          leader_info(l).value == LeaderValue::Variable ? kZoalAssassination : leader_info(l).strength;
      kill_leader(g, l);
      gain(g, owner, value);
      log_public(g, "Assassination: {l} goes to the Tanks; the Moritani take {n} spice from the Bank.", l,
                 value);
      break;
    }
    case TerrorToken::Atomics: atomics(g, owner, t); break;
    case TerrorToken::Extortion:
      log_public(
          g,
          "Extortion: {n} spice from the Bank wait in front of the Moritani shield until the Mentat Pause.",
          kExtortionIncome);
      break;
    case TerrorToken::Robbery:
      if (arg<ActionKind::RevealTerror, "take_card">(a)) {
        const CardId c = draw_treachery(g, owner);
        log_public(g, "Robbery: the Moritani take the top treachery card.");
        if (c != kNoCard) log_private(g, FactionSet::of(owner), "Robbery: you take {c}.", c);
        if (static_cast<int>(g.player(owner).hand.size()) > hand_limit(g, owner))
          g.em.terrorStep = TerrorStep::Discard;
      } else {
        const int half = (g.player(f).spice + 1) / 2;
        pay_to(g, f, owner, half);
        log_public(g, "Robbery: the Moritani take {n} spice, half of what {f} have (rounded up).", half, f);
      }
      break;
    case TerrorToken::Sabotage: {
      const auto& h = g.player(f).hand;
      if (!h.empty()) {
        const CardId c = h[g.rng.below(static_cast<std::uint32_t>(h.size()))].card;
        discard_from_hand(g, f, c);
        log_public(g, "Sabotage: {f} discard {c}, drawn at random from their hand.", f, c);
      } else {
        log_public(g, "Sabotage: {f} hold no card to discard.", f);
      }
      if (gift_possible(g, owner)) g.em.terrorStep = TerrorStep::Gift;
      break;
    }
    case TerrorToken::SneakAttack:
      if (a.amount > 0) {
        const LocationId l = locations_of(t)[0];
        Player& p = g.player(owner);
        p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - a.amount);
        place_forces(g, l, owner, make_forces(a.amount));
      }
      log_public(g, "Sneak Attack: the Moritani bring {n} force(s) from their reserves into {t}, free.",
                 a.amount, t);
      break;
  }
  if (g.em.terrorStep == TerrorStep::None) close_trigger(g);
}

bool trigger_open(const Game& g, Faction) { return g.em.terrorStep != TerrorStep::None; }
void trigger_pending(const Game& g, Faction owner, DecisionList& out) {
  switch (g.em.terrorStep) {
    case TerrorStep::None: return;
    case TerrorStep::Trigger: out.push_back({owner, DecisionKind::TerrorTrigger, 0, 1}); return;
    case TerrorStep::MustReveal: out.push_back({owner, DecisionKind::TerrorTrigger, 1, 1}); return;
    case TerrorStep::Offer: out.push_back({entrant(g), DecisionKind::TerrorAlliance, 0, 0}); return;
    case TerrorStep::Gift: out.push_back({owner, DecisionKind::TerrorGift, 0, 1}); return;
    case TerrorStep::Discard: {
      const auto over =
          static_cast<std::int16_t>(static_cast<int>(g.player(owner).hand.size()) - hand_limit(g, owner));
      out.push_back({owner, DecisionKind::TerrorDiscard, over, over});
      return;
    }
  }
}

Status check_reveal(const Game& g, Faction owner, const Action& a) {
  const auto token = static_cast<TerrorToken>(g.em.triggerToken);
  if (arg<ActionKind::RevealTerror, "take_card">(a) && token != TerrorToken::Robbery)
    return fail(Err::BadAction, "Terror: take_card is the Robbery token's choice.");
  if (a.amount != 0 && token != TerrorToken::SneakAttack)
    return fail(Err::BadAction, "Terror: forces are the Sneak Attack token's choice.");
  if (a.amount < 0) return fail(Err::BadAction, "Sneak Attack: bring 0 to 5 forces.");
  if (token == TerrorToken::SneakAttack && a.amount > 0) {
    const TerritoryId t = g.em.entered;
    if (a.amount > kSneakAttackForces || a.amount > g.player(owner).reserves.normal)
      return fail(Err::NoSuchForces, "Sneak Attack: up to 5 forces from your reserves (E3 p.6).");
    if (location_in_storm(g, locations_of(t)[0]))
      return fail(Err::StormSector, "Sneak Attack: {t} is in the storm (E3 p.6: the storm applies).", t);
    if (stronghold_full_for(g, owner, t) && !present_in(g, owner, t))
      return fail(Err::StrongholdFull,
                  "Sneak Attack: {t} already holds forces of two other factions (E3 p.6).", t);
  }
  return Ok{};
}

Status trigger_check(const Game& g, Faction owner, const Action& a) {
  switch (g.em.terrorStep) {
    case TerrorStep::None: break;
    case TerrorStep::Trigger:
      if (a.kind == ActionKind::Pass) return Ok{};
      if (a.kind == ActionKind::RevealTerror) return check_reveal(g, owner, a);
      if (a.kind == ActionKind::OfferTerrorAlliance) {
        // E3 p.6 (2h): never to Ecaz; with the Homeworlds, not while either occupies the other's Homeworld.
        if (entrant(g) == Faction::Ecaz)
          return fail(Err::NotAllowed,
                      "Enemy of My Enemy: the Moritani never ally with Ecaz this way (E3 p.6).");
        if (homeworlds::occupies_homeworld_of(g, owner, entrant(g)) ||
            homeworlds::occupies_homeworld_of(g, entrant(g), owner))
          return fail(
              Err::NotAllowed,
              "Alliances: two factions may not ally while either occupies the other's Homeworld (E3 p.10).");
        if (const Grant gr = hooks::grant(g, Trait::OffersTerrorAlliance, owner); gr != Grant::Yes)
          return fail(Err::KaramaStopped,
                      "A Karama stopped the Moritani's Enemy of My Enemy for this phase.");
        return Ok{};
      }
      return fail(
          Err::WrongPhase,
          "Terror: reveal the token (reveal_terror), offer an alliance (offer_terror_alliance), or pass.");
    case TerrorStep::MustReveal:
      if (a.kind == ActionKind::RevealTerror) return check_reveal(g, owner, a);
      return fail(
          Err::NotAllowed,
          "Enemy of My Enemy: the entrant refused the alliance, so the token must be revealed (E3 p.6).");
    case TerrorStep::Offer:
      if (a.kind == ActionKind::Pass || a.kind == ActionKind::AcceptTerrorAlliance) return Ok{};
      return fail(Err::WrongPhase,
                  "Enemy of My Enemy: accept the alliance (accept_terror_alliance) or pass.");
    case TerrorStep::Gift:
      if (a.kind == ActionKind::Pass) return Ok{};
      if (a.kind != ActionKind::GiveTerrorCard)
        return fail(Err::WrongPhase, "Sabotage: give the entrant a card (give_terror_card) or pass.");
      if (a.card < 0 || a.card >= kTreacheryCards || resolve_held(g, owner, a.card) == kNoCard)
        return fail(Err::CardNotHeld, "Sabotage: give a card you hold.");
      return Ok{};
    case TerrorStep::Discard:
      if (a.kind != ActionKind::DiscardOverLimit)
        return fail(Err::NotAllowed,
                    "Robbery: discard a card down to your hand limit first (discard_over_limit).");
      if (a.card < 0 || a.card >= kTreacheryCards || resolve_held(g, owner, a.card) == kNoCard)
        return fail(Err::CardNotHeld, "Robbery: discard a card you hold.");
      return Ok{};
  }
  return fail(Err::WrongPhase, "No Terror token is waiting.");
}

void trigger_exec(Game& g, Faction owner, const Action& a) {
  const Faction f = entrant(g);
  switch (g.em.terrorStep) {
    case TerrorStep::None: return;
    case TerrorStep::Trigger:
    case TerrorStep::MustReveal:
      if (a.kind == ActionKind::RevealTerror) return reveal(g, owner, a);
      if (a.kind == ActionKind::OfferTerrorAlliance) {
        g.em.terrorStep = TerrorStep::Offer;
        log_public(
            g, "Enemy of My Enemy: the Moritani offer {f} an alliance instead of revealing the token in {t}.",
            f, g.em.entered);
        return;
      }
      log_public(g, "The Moritani leave the Terror token in {t} hidden.", g.em.entered);
      // Another token there (Grumman high) is asked about next; a token refused an alliance is not passed.
      if (g.em.terrorStep == TerrorStep::Trigger)
        if (const std::int8_t next = next_token_in(g, g.em.entered, g.em.triggerToken); next >= 0) {
          g.em.triggerToken = next;
          return;
        }
      return close_trigger(g);
    case TerrorStep::Offer: {
      if (a.kind != ActionKind::AcceptTerrorAlliance) {
        g.em.terrorStep = TerrorStep::MustReveal;
        log_public(g, "{f} refuse the alliance: the Moritani must reveal the token.", f);
        return;
      }
      for (Faction x : {owner, f})
        if (auto old = ally_of(g, x)) {
          end_alliance(g, x);
          log_public(g, "{f} and {f} are no longer allied.", x, *old);
        }
      where(g, static_cast<TerrorToken>(g.em.triggerToken)) = kTerrorSupply;
      log_public(g,
                 "Enemy of My Enemy: the Moritani and {f} are allied; the token goes back to the Moritani "
                 "unrevealed.",
                 f);
      form_alliance(g, owner, f);
      return close_trigger(g);
    }
    case TerrorStep::Gift:
      if (a.kind == ActionKind::GiveTerrorCard) {
        const CardId c = resolve_held(g, owner, a.card);
        auto& hand = g.player(owner).hand;
        hand.erase(std::find_if(hand.begin(), hand.end(), [&](const HeldCard& h) { return h.card == c; }));
        g.player(f).hand.push_back({c, FactionSet{owner, f}});
        log_public(g, "Sabotage: the Moritani give {f} a card of their hand.", f);
        log_private(g, FactionSet{owner, f}, "Sabotage: the card given is {c}.", c);
      }
      return close_trigger(g);
    case TerrorStep::Discard: {
      const CardId c = resolve_held(g, owner, a.card);
      discard_from_hand(g, owner, c);
      log_public(g, "The Moritani discard {c}.", c);
      if (static_cast<int>(g.player(owner).hand.size()) <= hand_limit(g, owner)) close_trigger(g);
      return;
    }
  }
}

void trigger_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  switch (g.em.terrorStep) {
    case TerrorStep::None: return;
    case TerrorStep::Trigger: out.push_back({.kind = ActionKind::OfferTerrorAlliance}); [[fallthrough]];
    case TerrorStep::MustReveal: {
      const auto token = static_cast<TerrorToken>(g.em.triggerToken);
      if (token == TerrorToken::Robbery) {
        out.push_back({.kind = ActionKind::RevealTerror});
        out.push_back(ActionOf<ActionKind::RevealTerror>{}.set<"take_card">(true));
      } else if (token == TerrorToken::SneakAttack) {
        for (int n = 0; n <= kSneakAttackForces; ++n)
          out.push_back({.kind = ActionKind::RevealTerror, .amount = static_cast<std::int16_t>(n)});
      } else {
        out.push_back({.kind = ActionKind::RevealTerror});
      }
      return;
    }
    case TerrorStep::Offer: out.push_back({.kind = ActionKind::AcceptTerrorAlliance}); return;
    case TerrorStep::Gift:
      for (const HeldCard& h : g.player(owner).hand)
        out.push_back({.kind = ActionKind::GiveTerrorCard, .card = h.card});
      return;
    case TerrorStep::Discard:
      for (const HeldCard& h : g.player(owner).hand)
        out.push_back({.kind = ActionKind::DiscardOverLimit, .card = h.card});
      return;
  }
}

constexpr Window kEntryWindows[] = {
    {WindowPoint::Entry, ActionKind::RevealTerror, DecisionKind::TerrorTrigger, trigger_open, trigger_pending,
     trigger_check, trigger_exec, trigger_candidates},
};

// --- Homeworlds, Grumman high (HWC; em.hw.grumman.high): in Spice Collection, a token of the supply into a
// stronghold holding one already, or a token off the board back to the supply, for 4 spice from the Bank.
// Once a Collection phase; no Karama reaches a Homeworld's face (E3 p.10 (2h)).

bool grumman_add_target(const Game& g, TerritoryId t) {
  if (t < 0 || t >= kFirstHomeworldTerritory || !is_stronghold(t)) return false;
  int n = 0;
  for (std::int8_t w : g.em.terror) n += w == t;
  return n == 1;  // one token there now (two at most)
}
bool grumman_open(const Game& g, Faction) {
  if (g.phase != Phase::Collection || g.em.grummanTurn == g.turn || !homeworlds::in_play(g) ||
      !homeworlds::high(g, HomeworldId::Grumman))
    return false;
  for (std::int8_t w : g.em.terror)
    if (w >= 0) return true;  // a token on the board: one can be removed, or another added beside it
  return false;
}
void grumman_pending(const Game& g, Faction owner, DecisionList& out) {
  if (grumman_open(g, owner)) out.push_back({owner, DecisionKind::GrummanTerror, 0, 0});
}
Status grumman_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::GrummanTerror)
    return fail(Err::WrongPhase, "Grumman high: add or remove a Terror token (grumman_terror), or pass.");
  if (arg_value<ActionKind::GrummanTerror, "token">(a) >= kTerrorTokens)
    return fail(Err::BadAction, "Grumman high: name one of the six Terror tokens.");
  const std::int8_t w = where(g, arg<ActionKind::GrummanTerror, "token">(a));
  if (arg<ActionKind::GrummanTerror, "remove">(a)) {
    if (w < 0) return fail(Err::NotAllowed, "Grumman high: that token is not on the board.");
    return Ok{};
  }
  if (w != kTerrorSupply) return fail(Err::NotAllowed, "Grumman high: add a token from your supply.");
  if (!grumman_add_target(g, a.territory))
    return fail(
        Err::NotAllowed,
        "Grumman high: the token goes to a stronghold that already holds one Terror token (Grumman card).");
  return Ok{};
}
void grumman_exec(Game& g, Faction owner, const Action& a) {
  g.em.grummanTurn = g.turn;
  if (a.kind != ActionKind::GrummanTerror) return;
  const auto t = arg<ActionKind::GrummanTerror, "token">(a);
  if (arg<ActionKind::GrummanTerror, "remove">(a)) {
    const auto from = static_cast<TerritoryId>(where(g, t));
    where(g, t) = kTerrorSupply;
    log_public(g, "Grumman is high: the Moritani take the Terror token in {t} back to their supply.", from);
  } else {
    where(g, t) = static_cast<std::int8_t>(a.territory);
    log_public(g, "Grumman is high: the Moritani add a second Terror token, face down, in {t}.", a.territory);
    log_private_text(g, FactionSet::of(owner),
                     "Your new Terror token in " + std::string(territory(a.territory).name) + " is " +
                         std::string(token_name(static_cast<int>(t))) + ".");
  }
  gain(g, owner, kGrummanHighIncome);
  log_public(g, "The Moritani take {n} spice from the Bank (Grumman high).", kGrummanHighIncome);
}
void grumman_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int i = 0; i < kTerrorTokens; ++i) {
    const std::int8_t w = g.em.terror[static_cast<std::size_t>(i)];
    const auto token = static_cast<TerrorToken>(i);
    if (w >= 0) out.push_back(ActionOf<ActionKind::GrummanTerror>{}.set<"token">(token).set<"remove">(true));
    if (w == kTerrorSupply)
      for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t)
        if (grumman_add_target(g, t))
          out.push_back(ActionOf<ActionKind::GrummanTerror>{}.set<"token">(token).set<"territory">(t));
  }
}

constexpr Window kCollectionWindows[] = {
    {WindowPoint::Collection, ActionKind::GrummanTerror, DecisionKind::GrummanTerror, grumman_open,
     grumman_pending, grumman_check, grumman_exec, grumman_candidates},
};

// --- Advanced: Assassinate Leaders (E3 pp.6,14,16 (2h), em.moritani.assassinate_leaders) -------------

// The battle now, if the Moritani lost it with no traitor called to a faction whose leader survived and
// whose leaders they have not assassinated yet: that faction.
std::optional<Faction> assassination_target(const Game& g, Faction owner) {
  const auto& b = g.battle;
  if (!advanced(g) || g.phase != Phase::Battle || b.territory == kNoTerritory || b.winner < 0 ||
      b.traitorCalled != 0)
    return std::nullopt;
  const int mine = b.sides[0] == index(owner) ? 0 : b.sides[1] == index(owner) ? 1 : -1;
  if (mine < 0 || b.winner == mine) return std::nullopt;
  const Faction foe = faction_at(b.sides[static_cast<std::size_t>(1 - mine)]);
  const LeaderId fought = b.plans[static_cast<std::size_t>(1 - mine)].leader;
  if (fought == kNoLeader || !leader_available(g, fought) || g.em.assassinated.has(foe)) return std::nullopt;
  if (g.em.assassinTurn == g.turn && g.em.assassinTerritory == b.territory && g.em.assassinFoe == index(foe))
    return std::nullopt;  // answered already
  return foe;
}
// A traitor card of theirs naming another living leader of the faction that beat them.
bool assassinable(const Game& g, Faction foe, LeaderId l) {
  return l >= 0 && l < kLeaders && leader_info(l).faction == index(foe) &&
         l != g.battle.plans[g.battle.sides[0] == index(foe) ? 0 : 1].leader && leader_available(g, l) &&
         g.player(foe).leaders[static_cast<std::size_t>(leader_slot(l))].capturedBy < 0;
}
// Open whenever another leader of the foe is alive for a traitor card to name, whether or not the Moritani
// hold one: their traitor cards are secret (GF9 p.6), and a window opened only for a holder would tell the
// table (issue 35). The card is checked when they reveal it (assassinate_check).
bool assassinate_open(const Game& g, Faction owner) {
  const auto foe = assassination_target(g, owner);
  if (!foe) return false;
  for (int i = 0; i < leaders_in_game(g, *foe); ++i)
    if (assassinable(g, *foe, leader_id(*foe, i))) return true;
  return false;
}
void assassinate_pending(const Game& g, Faction owner, DecisionList& out) {
  if (assassinate_open(g, owner)) out.push_back({owner, DecisionKind::AssassinateLeaders, 0, 1});
}
Status assassinate_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::AssassinateLeader)
    return fail(Err::WrongPhase, "Assassinate Leaders: reveal a traitor card (assassinate_leader) or pass.");
  const auto& t = g.player(owner).traitors;
  if (std::find(t.begin(), t.end(), a.leader) == t.end())
    return fail(Err::NotAllowed, "Assassinate Leaders: reveal a traitor card you hold.");
  if (!assassinable(g, *assassination_target(g, owner), a.leader))
    return fail(Err::NotAllowed,
                "Assassinate Leaders: the card must name another living leader of the faction that beat you "
                "(E3 p.6).");
  return Ok{};
}
void assassinate_exec(Game& g, Faction owner, const Action& a) {
  const Faction foe = *assassination_target(g, owner);
  g.em.assassinTurn = g.turn;
  g.em.assassinTerritory = g.battle.territory;
  g.em.assassinFoe = static_cast<std::int8_t>(index(foe));
  if (a.kind != ActionKind::AssassinateLeader) return;
  auto& t = g.player(owner).traitors;
  t.erase(std::find(t.begin(), t.end(), a.leader));
  g.em.assassinCards.push_back(a.leader);
  g.em.assassinated.insert(foe);
  const int value = leader_info(a.leader).value == LeaderValue::Variable ? kZoalAssassination
                                                                         : leader_info(a.leader).strength;
  kill_leader(g, a.leader);
  gain(g, owner, value);
  log_public(
      g,
      "Assassinate Leaders: the Moritani reveal their traitor card {l}; {l} goes to the Tanks and they take "
      "{n} spice from the Bank.",
      a.leader, a.leader, value);
}
void assassinate_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  const auto foe = assassination_target(g, owner);
  if (!foe) return;
  for (LeaderId l : g.player(owner).traitors)
    if (assassinable(g, *foe, l)) out.push_back({.kind = ActionKind::AssassinateLeader, .leader = l});
}

// --- The alliance: the ally keeps a card it played in a battle it lost (em.moritani.alliance) ---------
// Checklist rule 33 (Quintine/Dune component notes, second-hand; no E3 page): the Moritani's ally, having
// lost a battle that had a winner (a traitor's included; not an explosion, not two traitors), may keep one
// card it played there that a winner could have kept; the others are discarded. The Battle phase holds those
// cards back in the loser's hand (Trait::KeepsLostCard, BattleStep::lostKeepable) until the ally answers
// here, after the losses. A Karama against the Moritani (advantage moritani_ally_card) stops it for the
// phase: before the losses the cards are discarded at once; while the decision is open only a pass (all
// discarded) is left.

bool moritani_ally(const Game& g, Faction owner, Faction f) { return allied(g, f, owner); }

// The loser holding back cards it may keep, if any.
std::optional<Faction> lost_card_keeper(const Game& g) {
  const auto& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory || b.winner < 0 || b.lostKeepable == 0)
    return std::nullopt;
  return faction_at(b.sides[static_cast<std::size_t>(1 - b.winner)]);
}
// The card of the loser's plan for bit k (0 its weapon, 1 its defense).
CardId lost_card(const Game& g, std::size_t k) {
  const auto& p = g.battle.plans[static_cast<std::size_t>(1 - g.battle.winner)];
  return k == 0 ? p.weapon : p.defense;
}
bool keep_lost_open(const Game& g, Faction) { return lost_card_keeper(g).has_value(); }
void keep_lost_pending(const Game& g, Faction, DecisionList& out) {
  if (const auto f = lost_card_keeper(g))
    out.push_back({*f, DecisionKind::KeepLostCard, 0, g.battle.lostKeepable});
}
Status keep_lost_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::KeepLostCard)
    return fail(Err::WrongPhase,
                "Moritani alliance: keep one card you played in this battle (keep_lost_card) or pass "
                "(em.moritani.alliance).");
  const Faction f = *lost_card_keeper(g);
  const Grant grant = hooks::grant(g, Trait::KeepsLostCard, f);
  if (grant == Grant::Stopped)
    return fail(Err::KaramaStopped,
                "Moritani alliance: a Karama stopped your keeping a card this phase; pass to discard them "
                "(em.moritani.alliance).");
  if (grant == Grant::No)
    return fail(Err::NotAllowed,
                "Moritani alliance: only the Moritani's ally keeps a card (em.moritani.alliance).");
  for (std::size_t k = 0; k < 2; ++k)
    if ((g.battle.lostKeepable >> k & 1u) && a.card != kNoCard && lost_card(g, k) == a.card) return Ok{};
  return fail(
      Err::NotAllowed,
      "Moritani alliance: keep one of the cards you played in this battle that a winner could keep (not "
      "a Cheap Hero, a worthless card or a card discarded after use) (em.moritani.alliance).");
}
void keep_lost_exec(Game& g, Faction, const Action& a) {
  const Faction f = *lost_card_keeper(g);
  for (std::size_t k = 0; k < 2; ++k) {
    if (!(g.battle.lostKeepable >> k & 1u)) continue;
    const CardId c = lost_card(g, k);
    if (a.kind == ActionKind::KeepLostCard && c == a.card) {
      log_public(g, "Moritani alliance: {f} keep {c}, which they played in the battle they lost.", f, c);
      continue;
    }
    if (holds(g, f, c)) discard_from_hand(g, f, c);
  }
  g.battle.lostKeepable = 0;
}
void keep_lost_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  const auto f = lost_card_keeper(g);
  if (!f || hooks::grant(g, Trait::KeepsLostCard, *f) == Grant::No) return;
  for (std::size_t k = 0; k < 2; ++k)
    if (g.battle.lostKeepable >> k & 1u)
      out.push_back({.kind = ActionKind::KeepLostCard, .card = lost_card(g, k)});
}
// The decision is the ally's, not the owner's: the phase lists its candidates for whoever decides.
bool keep_lost_accepts(ActionKind) { return false; }

constexpr Window kBattleWindows[] = {
    {WindowPoint::AfterLosses, ActionKind::AssassinateLeader, DecisionKind::AssassinateLeaders,
     assassinate_open, assassinate_pending, assassinate_check, assassinate_exec, assassinate_candidates},
    {WindowPoint::AfterLosses, ActionKind::KeepLostCard, DecisionKind::KeepLostCard, keep_lost_open,
     keep_lost_pending, keep_lost_check, keep_lost_exec, keep_lost_candidates, keep_lost_accepts},
};

// --- Advanced: the Moritani Karama power (em.moritani.karama_power) ------------------------------------
// Checklist rule 36 (Quintine/Dune component notes, second-hand; TO has none; boundary
// em.boundary.moritani_karama, choice (a)): once a game, with a Karama card, after losing a battle (fighting
// it, or beside the side that fought) that had a winner, the Moritani may force the winner to keep, or to
// discard, cards it played there. The engine's reading (the notes call it provisional): offered before the
// winner says which cards it keeps, once the cards it must discard (Cheap Hero, worthless, discarded after
// use) are gone; so it reaches the cards the winner could keep (its weapon, its defense), each forced kept or
// forced discarded. The decision is offered whenever the power is unused, whether or not they hold a Karama
// (so it tells nobody they do).

std::optional<Faction> forced_winner(const Game& g, Faction owner) {
  const auto& b = g.battle;
  if (!advanced(g) || g.phase != Phase::Battle || b.territory == kNoTerritory || b.winner < 0 ||
      b.step != BattleStep::WinnerCards || b.keepable == 0 || b.forceAsked || g.player(owner).karamaPowerUsed)
    return std::nullopt;
  const std::size_t lost = static_cast<std::size_t>(1 - b.winner);
  if (b.sides[lost] != index(owner) && b.partners[lost] != index(owner)) return std::nullopt;
  return faction_at(b.sides[static_cast<std::size_t>(b.winner)]);
}
CardId winner_card(const Game& g, std::size_t k) {
  const auto& p = g.battle.plans[static_cast<std::size_t>(g.battle.winner)];
  return k == 0 ? p.weapon : p.defense;
}
bool force_open(const Game& g, Faction owner) { return forced_winner(g, owner).has_value(); }
void force_pending(const Game& g, Faction owner, DecisionList& out) {
  if (force_open(g, owner)) out.push_back({owner, DecisionKind::KaramaForceCards, 0, g.battle.keepable});
}
constexpr int kKeepShift = 2;  // amount: bits 0-1 discard the weapon/defense, bits 2-3 keep them
Status force_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::KaramaForceCards)
    return fail(Err::WrongPhase,
                "Moritani Karama power: force the winner's cards (karama_force_cards) or pass "
                "(em.moritani.karama_power).");
  if (held_karama(g, owner) == kNoCard)
    return fail(Err::CardNotHeld,
                "Moritani Karama power: you do not hold Karama (em.moritani.karama_power).");
  const int discard = a.amount & 3, keep = (a.amount >> kKeepShift) & 3;
  if (a.amount <= 0 || a.amount > 15)
    return fail(
        Err::BadAction,
        "Moritani Karama power: force at least one card (discard_weapon, discard_defense, keep_weapon, "
        "keep_defense), or pass (em.moritani.karama_power).");
  if (discard & keep)
    return fail(
        Err::BadAction,
        "Moritani Karama power: a card is forced kept or discarded, not both (em.moritani.karama_power).");
  if ((discard | keep) & ~g.battle.keepable)
    return fail(Err::NotAllowed,
                "Moritani Karama power: force only the weapon or defense the winner played and could keep "
                "(em.moritani.karama_power).");
  return Ok{};
}
void force_exec(Game& g, Faction owner, const Action& a) {
  const Faction winner = *forced_winner(g, owner);
  g.battle.forceAsked = true;
  if (a.kind != ActionKind::KaramaForceCards) return;
  discard_from_hand(g, owner, held_karama(g, owner));
  g.player(owner).karamaPowerUsed = true;
  log_public(g, "The Moritani play Karama: they force {f}'s cards after the battle they lost.", winner);
  for (std::size_t k = 0; k < 2; ++k) {
    const auto bit = static_cast<std::uint8_t>(1u << k);
    const CardId c = winner_card(g, k);
    if (a.amount & bit) {
      if (holds(g, winner, c)) discard_from_hand(g, winner, c);
      log_public(g, "{f} must discard {c}.", winner, c);
    } else if (a.amount & (bit << kKeepShift)) {
      log_public(g, "{f} must keep {c}.", winner, c);
    } else {
      continue;
    }
    g.battle.keepable = static_cast<std::uint8_t>(g.battle.keepable & ~bit);
  }
}
void force_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  if (held_karama(g, owner) == kNoCard) return;
  const int keepable = g.battle.keepable;
  // Each card the winner could keep: left to it (0), forced discarded (1) or forced kept (2).
  for (int w = 0; w < 3; ++w)
    for (int d = 0; d < 3; ++d) {
      if ((w && !(keepable & 1)) || (d && !(keepable & 2)) || (!w && !d)) continue;
      int amount = 0;
      if (w == 1) amount |= 1;
      if (w == 2) amount |= 1 << kKeepShift;
      if (d == 1) amount |= 2;
      if (d == 2) amount |= 2 << kKeepShift;
      out.push_back({.kind = ActionKind::KaramaForceCards, .amount = static_cast<std::int16_t>(amount)});
    }
}

constexpr Window kWinnerCardsWindows[] = {
    {WindowPoint::WinnerCards, ActionKind::KaramaForceCards, DecisionKind::KaramaForceCards, force_open,
     force_pending, force_check, force_exec, force_candidates},
};

// The Mentat Pause: the revealed cards are set aside and replaced from the traitor deck.
void replace_assassin_cards(Game& g, Faction owner) {
  for (std::size_t i = 0; i < g.em.assassinCards.size() && !g.traitorDeck.empty(); ++i) {
    const LeaderId drawn = g.traitorDeck.back();
    g.traitorDeck.pop_back();
    g.player(owner).traitors.push_back(drawn);
    g.player(owner).traitorDraw.push_back(drawn);  // drawn like the setup's (the revealed one stays there)
    log_private(g, FactionSet::of(owner), "Assassinate Leaders: your new traitor card is {l}.", drawn);
  }
  if (!g.em.assassinCards.empty())
    log_public(g, "The Moritani set aside the traitor cards they revealed and draw as many new ones.");
  g.em.assassinCards.clear();
}

// --- Atomics: the hand limits (E3 p.5 (2h); boundary em.boundary.atomics_ally, choice (a)) -----------

int atomics_hand_limit(const Game& g, Faction owner, const Query& q, int value) {
  if (!g.em.atomicsRevealed || (q.f != owner && index(q.f) != g.em.atomicsAlly)) return value;
  return value - 1;
}

// --- The view: token places for everyone, identities for the Moritani ------------------------------

void moritani_view(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  out.moritaniSeated = true;
  out.aftermath = g.em.aftermath;
  out.extortionPending = where(g, TerrorToken::Extortion) == kTerrorExtortion;
  for (int i = 0; i < kTerrorTokens; ++i) {
    const std::int8_t w = g.em.terror[static_cast<std::size_t>(i)];
    const bool mine = seat == owner;
    if (w >= 0)
      out.terror.push_back(
          {static_cast<TerritoryId>(w), mine ? static_cast<std::int8_t>(i) : std::int8_t{-1}});
    if (w == kTerrorSupply) {
      ++out.terrorSupply;
      if (mine) out.terrorSupplyTokens.push_back(static_cast<std::int8_t>(i));
    }
    if (w == kTerrorGone) out.terrorGone.push_back(static_cast<std::int8_t>(i));
  }
  // The board's tokens in territory order, so that their order tells nobody which is which.
  std::sort(out.terror.begin(), out.terror.end(),
            [](const TerrorView& x, const TerrorView& y) { return x.territory < y.territory; });
  out.terrorEntrant = g.em.entrant;
  out.terrorEntered = g.em.entered;
  if (seat == owner) out.terrorAsked = g.em.triggerToken;
}

// --- the module ----------------------------------------------------------------------------------

constexpr TraitRow kTraits[] = {
    {Trait::PlantsTerror, Advantage::MoritaniTerror, self},
    {Trait::OffersTerrorAlliance, Advantage::MoritaniAlliance, self},
    {Trait::KeepsLostCard, Advantage::MoritaniAllyCard, moritani_ally},
};
constexpr AmountRow kAmounts[] = {
    {Amount::HandLimit, std::nullopt, atomics_hand_limit},
};
constexpr EventRow kEvents[] = {
    {Event::Entered, std::nullopt, entered},
    {Event::PhaseBegins, std::nullopt, mentat_begins},
    {Event::PhaseEnds, Advantage::MoritaniDuke, take_duke},
};

// A determinization for another seat: which Terror token lies face down where (on the board, in their
// supply) is theirs alone; the places are public. The tokens are dealt again over the same places, and the
// token an open window asks about is the one now at its place (engine/determinize.hpp).
void conceal(Game& g, Faction /*owner*/, Concealment& c) {
  auto& t = g.em.terror;
  std::vector<std::size_t> down;
  std::vector<std::int8_t> places;
  for (std::size_t i = 0; i < t.size(); ++i)
    if (t[i] == kTerrorSupply || t[i] >= 0) {
      down.push_back(i);
      places.push_back(t[i]);
    }
  const std::int8_t asked =
      g.em.triggerToken >= 0 ? t[static_cast<std::size_t>(g.em.triggerToken)] : kTerrorGone;
  std::sort(places.begin(), places.end());
  c.rng.shuffle(places);
  for (std::size_t i = 0; i < down.size(); ++i) t[down[i]] = places[i];
  if (g.em.triggerToken >= 0)
    for (std::size_t i : down)
      if (t[i] == asked) {
        g.em.triggerToken = static_cast<std::int8_t>(i);
        break;
      }
}

}  // namespace

constexpr auto kWindows = join_windows(kSetupWindows, kBattleWindows, kMentatWindows, kEntryWindows,
                                       kCollectionWindows, kWinnerCardsWindows);

extern const FactionModule kMoritaniModule{.faction = Faction::Moritani,
                                           .traits = kTraits,
                                           .amounts = kAmounts,
                                           .events = kEvents,
                                           .windows = kWindows,
                                           .view = moritani_view,
                                           .conceal = conceal};

}  // namespace dune
