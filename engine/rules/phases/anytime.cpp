// Cards their holder may play at any time after setup. GF9 Rulebook 2019, Treachery cards:
// Truthtrance: ask one other player a yes/no question that must be answered truthfully; the
// engine answers from the game state, so only questions it can verify are offered.
// Tleilaxu Ghola: revive one of your leaders (regardless of the leader-revival condition) or
// up to 5 of your forces, free, in addition to normal revival (FAQ).
// Karama against an advantage: FAQ Nov 2020 p.7, any one faction or alliance advantage may be
// prevented for the rest of the game phase (not the Fremen send, not a victory condition).
// Advanced Karama powers (adv-karama), once a game each, with a Karama card:
// Harkonnen (GF9 Rulebook 2019 p.17 sheet; Landsraad rules 1.14.04: during the Bidding phase): take
// another player's whole hand, then give back as many cards of the Harkonnen's choice. The taking and
// the giving back are the Harkonnen module's own actions (hooks::own_action); the give-back is a
// decision that blocks every other one, read here, in phase_pending and in the facade's check from
// Game.harkonnen.handSwapTarget directly (those run for every check: a hook there costs 5% of the
// random game's instructions). Fremen (GF9 Rulebook 2019 p.16 sheet; FAQ Nov 2020): place the
// sandworm token in any sand territory, during the Spice Blow and Nexus phase after turn 1; it devours
// there as a Shai-Hulud does, but calls no Nexus (so no worm ride).
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::anytime {

bool is_anytime(ActionKind k) {
  return k == ActionKind::Truthtrance || k == ActionKind::TleilaxuGhola || k == ActionKind::GiveSpice ||
         k == ActionKind::KaramaStop || k == ActionKind::KaramaTakeHand || k == ActionKind::KaramaGiveCard ||
         k == ActionKind::KaramaWorm || k == ActionKind::KaramaCancelShipment ||
         k == ActionKind::KaramaMoveHms || k == ActionKind::PlayRecruits ||
         k == ActionKind::KaramaDialBonus || k == ActionKind::PlayNexusCard ||
         k == ActionKind::PlayWorthless || k == ActionKind::KaramaSellCards ||
         k == ActionKind::KaramaSellCard || k == ActionKind::TupileQuestion || k == ActionKind::DiscardDown;
}

namespace {

Status check_karama_stop(const Game& g, Faction seat, const Action& a) {
  if (held_karama(g, seat) == kNoCard) return fail(Err::CardNotHeld, "You do not hold Karama.");
  const auto adv = arg<ActionKind::KaramaStop, "advantage">(a);
  if (static_cast<int>(adv) >= kAdvantages) return fail(Err::BadAction, "Karama: name a faction advantage.");
  const AdvantageInfo& info = advantage_info(adv);
  if (a.faction != info.owner)
    return fail(Err::BadAction, "Karama: {a} is an advantage of {f}.", adv, info.owner);
  return check_stop(g, seat, adv);
}

}  // namespace

Status check_stop(const Game& g, Faction seat, Advantage adv) {
  const AdvantageInfo& info = advantage_info(adv);
  if (!g.in_game(info.owner)) return fail(Err::NotAllowed, "Karama: {f} are not in this game.", info.owner);
  if (info.owner == seat) return fail(Err::NotAllowed, "Karama: you cannot stop your own advantage.");
  if (stopped(g, adv)) return fail(Err::NotAllowed, "Karama: {a} is already stopped for this phase.", adv);
  if (info.phase != kAnyPhase && g.phase != info.phase)
    return fail(Err::WrongPhase,
                "Karama stops an advantage for the rest of the phase it is played in (FAQ Nov 2020 p.7); {a} "
                "is used in the {p} phase.",
                adv, info.phase);
  if (info.allianceOnly && !ally_of(g, info.owner))
    return fail(Err::NotAllowed, "Karama: {f} have no ally, so {a} cannot be used.", info.owner, adv);
  if (advanced_only(adv) && !advanced(g))
    return fail(Err::NotAllowed, "Karama: {a} is an Advanced-game advantage; this is a Basic game.", adv);
  if (adv == Advantage::FremenWormRide && g.wormRides == 0)
    return fail(Err::NotAllowed, "Karama: no Fremen forces wait to ride Shai-Hulud now (FAQ Nov 2020 p.7).");
  // A combined battle (Ecaz Occupy) is stopped for one battle, before its plans are revealed; an ally's
  // battle funding (CHOAM) likewise before the plans are revealed (the updated Karama text, cr.karama_text).
  if ((hooks::implements(adv, Trait::CombinedBattle) || hooks::implements(adv, Trait::FundsAllySupport)) &&
      !battle_phase::before_reveal(g))
    return fail(Err::NotAllowed,
                "Karama: {a} is stopped for a battle before its plans are revealed; this battle's are "
                "(the Karama card text; Ecaz & Moritani p.16 (2h)).",
                adv);
  return Ok{};
}

namespace {

// A faction Karama power (Advanced, once a game; its module's OwnAction row with karamaPower): the common
// conditions, then its module's own check.
Status check_karama_power(const Game& g, Faction seat, const Action& a) {
  const auto power = hooks::karama_power(a.kind);
  if (!power) return fail(Err::BadAction, "Not an action taken at any time.");
  const OwnAction& row = *power->rules;
  if (!advanced(g)) return fail(Err::NotAllowed, row.karamaBasicRefusal);
  if (!hooks::has(g, *row.karamaPower, seat))
    return fail(Err::NotAllowed, row.karamaOnlyRefusal, power->owner);
  if (g.player(seat).karamaPowerUsed)
    return fail(Err::NotAllowed, "The {f} Karama power is used once a game; it is spent.", seat);
  if (held_of_kind(g, seat, CardKind::Karama) == kNoCard)
    return fail(Err::CardNotHeld, "You do not hold Karama.");
  // Seated: the trait above is its faction's. Never accept a power whose row would not run.
  const auto own = hooks::own_action(g, a.kind);
  if (!own) return fail(Err::NotAllowed, row.karamaOnlyRefusal, power->owner);
  return own->rules->check(g, own->owner, seat, a);
}

// The give-back is its module's own action; without that module seated nothing is owed.
Status check_give_card(const Game& g, Faction seat, const Action& a) {
  const auto own = hooks::own_action(g, a.kind);
  if (!own) return fail(Err::NotYourDecision, "No cards are owed back after a Karama power now.");
  return own->rules->check(g, own->owner, seat, a);
}

}  // namespace

// em.card.recruits.effect (seed ECAZ_TREACHERY_RULES.md; E3 p.11 (2h)): played during Revival, at any
// time in it (boundary em.boundary.recruits_timing: it changes only revivals still to come).
Status recruits_status(const Game& g, Faction f) {
  if (held_of_kind(g, f, CardKind::Recruits) == kNoCard)
    return fail(Err::CardNotHeld, "You do not hold Recruits.");
  if (g.phase != Phase::Revival)
    return fail(Err::WrongPhase,
                "Recruits is played during the Revival phase (Ecaz & Moritani card; E3 p.11).");
  if (recruits_active(g)) return fail(Err::NotAllowed, "Recruits is already in effect this turn.");
  return Ok{};
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (g.phase == Phase::Setup) return fail(Err::WrongPhase, "Treachery cards are played once setup is over.");
  if (!g.in_game(seat)) return fail(Err::NotYourDecision, "That faction is not in this game.");
  if (auto i = hooks::interruption(g); i && a.kind != i->rules->action)
    return fail(Err::NotYourDecision, i->rules->refusal);
  switch (a.kind) {
    case ActionKind::Truthtrance:
      if (truthtrance_card(g, seat) == kNoCard)
        return discovery::in_play(g)
                   ? fail(Err::CardNotHeld,
                          "You do not hold Truthtrance (nor, at the Shrine, a Karama card).")
                   : fail(Err::CardNotHeld, "You do not hold Truthtrance.");
      if (static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction) || a.faction == seat)
        return fail(Err::BadAction, "Truthtrance: ask another player in this game.");
      switch (arg<ActionKind::Truthtrance, "question">(a)) {
        case Question::HoldsCard:
          if (a.card < 0 || a.card >= kTreacheryCards)
            return fail(Err::BadAction, "Truthtrance: name a treachery card.");
          return Ok{};
        case Question::HoldsTraitor:
          if (a.leader < 0 || a.leader >= kLeaders)
            return fail(Err::BadAction, "Truthtrance: name a leader.");
          return Ok{};
        case Question::HasSpiceAtLeast:
          if (a.amount < 0) return fail(Err::BadAction, "Truthtrance: name a spice amount of 0 or more.");
          return Ok{};
      }
      return fail(Err::BadAction, "Truthtrance: unknown question.");
    case ActionKind::TleilaxuGhola: {
      if (held_of_kind(g, seat, CardKind::TleilaxuGhola) == kNoCard)
        return fail(Err::CardNotHeld, "You do not hold Tleilaxu Ghola.");
      const Player& p = g.player(seat);
      if (a.leader != kNoLeader) {
        if (a.amount != 0)
          return fail(Err::BadAction, "Tleilaxu Ghola revives one leader or up to 5 forces, not both.");
        // em.ecaz.duke_revival (E3 pp.8-9 (2h)): the faction that revives Duke Vidal may with a Ghola too.
        if (a.leader == kDukeVidal) {
          if (g.em.duke.where != LeaderWhere::Tanks || !hooks::has(g, Trait::RevivesDuke, seat))
            return fail(Err::NotAllowed,
                        "Tleilaxu Ghola: only Ecaz revive Duke Vidal, and only from the Tanks (E3 pp.8-9).");
          return Ok{};
        }
        if (a.leader < 0 || a.leader >= kLeaders || leader_faction(a.leader) != seat ||
            p.leaders[leader_slot(a.leader)].where != LeaderWhere::Tanks)
          return fail(Err::NotAllowed, "Tleilaxu Ghola: name one of your leaders in the Tanks.");
        return Ok{};
      }
      if (a.amount < 1 || a.amount > 5)
        return fail(Err::RevivalLimit, "Tleilaxu Ghola revives 1 to 5 forces.");
      if (a.amount > p.tanks.total())
        return fail(Err::NoSuchForces, "You do not have that many forces in the Tanks.");
      if (a.amount > forces_revivable_outside_limit(g, seat))
        return fail(
            Err::RevivalLimit,
            "Tleilaxu Ghola: at most 1 Sardaukar / 1 Fedaykin may be revived per turn (faction sheets).");
      return Ok{};
    }
    case ActionKind::GiveSpice: {
      // Emperor alliance (GF9 p.19): the Emperor may give its ally spice at any time.
      const Grant gives = hooks::grant(g, Trait::GivesAllySpice, seat);
      if (gives == Grant::No || !ally_of(g, seat))
        return fail(Err::NotAllowed, "Only the Emperor may give spice, and only to its ally (GF9 p.19).");
      if (gives == Grant::Stopped)
        return fail(Err::KaramaStopped, "A Karama stopped the Emperor giving spice to the ally this phase.");
      if (a.amount < 1 || a.amount > g.player(seat).spice)
        return fail(Err::NotEnoughSpice, "Give 1 to {n} spice.", g.player(seat).spice);
      return Ok{};
    }
    case ActionKind::KaramaStop: return check_karama_stop(g, seat, a);
    case ActionKind::KaramaGiveCard:
    case ActionKind::KaramaSellCard: return check_give_card(g, seat, a);
    case ActionKind::KaramaSellCards:
    case ActionKind::KaramaTakeHand:
    case ActionKind::KaramaWorm:
    case ActionKind::KaramaCancelShipment:
    case ActionKind::KaramaMoveHms:
    case ActionKind::KaramaDialBonus: return check_karama_power(g, seat, a);
    case ActionKind::PlayRecruits: return recruits_status(g, seat);
    case ActionKind::PlayNexusCard: return nexus_cards::check_play(g, seat, a);
    case ActionKind::PlayWorthless:  // a faction's own effects (CHOAM's Worthless cards, Tupile's question)
    case ActionKind::TupileQuestion:
    case ActionKind::DiscardDown: {
      const auto own = hooks::own_action(g, a.kind);
      if (!own)
        return fail(Err::NotAllowed, "No faction in this game takes that action: its faction is not seated.");
      return own->rules->check(g, own->owner, seat, a);
    }
    default: return fail(Err::BadAction, "Not an action taken at any time.");
  }
}

void stop(Game& g, Advantage adv) {
  g.karamaStops |= advantage_bit(adv);
  // In the Amal window (ix.card.amal) the phase has not begun: its steps read the stop when the
  // window closes, so nothing of the phase runs now.
  if (g.amal.open) return;
  if (const PhaseRules* r = phase_rules(g.phase); r && r->karama_stopped) r->karama_stopped(g, adv);
}

void exec(Game& g, Faction seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::KaramaTakeHand:  // the faction Karama powers: their modules' own actions
    case ActionKind::KaramaGiveCard:
    case ActionKind::KaramaWorm:
    case ActionKind::KaramaCancelShipment:
    case ActionKind::KaramaMoveHms:
    case ActionKind::KaramaDialBonus:
    case ActionKind::KaramaSellCards:
    case ActionKind::KaramaSellCard:
    case ActionKind::PlayWorthless:
    case ActionKind::TupileQuestion:
    case ActionKind::DiscardDown:
      if (auto own = hooks::own_action(g, a.kind)) own->rules->exec(g, own->owner, seat, a);
      return;
    default: break;
  }
  if (a.kind == ActionKind::KaramaStop) {
    const auto adv = arg<ActionKind::KaramaStop, "advantage">(a);
    discard_from_hand(g, seat, held_karama(g, seat));
    log_public(g, "{f} play Karama: {a} is stopped for the rest of this phase.", seat, adv);
    stop(g, adv);
    return;
  }
  if (a.kind == ActionKind::PlayNexusCard) return nexus_cards::exec_play(g, seat, a);
  if (a.kind == ActionKind::PlayRecruits) {
    // em.card.recruits.global: a stamp of this turn, read by every revival rate and limit (common.hpp).
    discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Recruits));
    g.em.recruitsTurn = g.turn;
    log_public(
        g,
        "{f} play Recruits: this turn every faction's free revival is doubled and up to 7 forces may be "
        "revived.",
        seat);
    return;
  }
  if (a.kind == ActionKind::GiveSpice) {
    Faction ally = *ally_of(g, seat);
    pay_to(g, seat, ally, a.amount);
    log_public(g, "The Emperor gives {n} spice to {f}.", a.amount, ally);
    return;
  }
  if (a.kind == ActionKind::Truthtrance) {
    discard_from_hand(g, seat, truthtrance_card(g, seat));
    const Player& t = g.player(a.faction);
    std::string q;
    bool answer = false;
    switch (arg<ActionKind::Truthtrance, "question">(a)) {
      case Question::HoldsCard:
        q = "Do you hold " + std::string(card_info(a.card).name) + "?";
        answer = std::any_of(t.hand.begin(), t.hand.end(), [&](const HeldCard& h) {
          return card_info(h.card).key == card_info(a.card).key;
        });
        break;
      case Question::HoldsTraitor:
        q = "Is " + std::string(leader_name(a.leader)) + " one of your traitors?";
        answer = std::find(t.traitors.begin(), t.traitors.end(), a.leader) != t.traitors.end();
        break;
      case Question::HasSpiceAtLeast:
        q = "Do you have at least " + std::to_string(a.amount) + " spice?";
        answer = t.spice >= a.amount;
        break;
    }
    log_public_text(g, name(seat) + " plays Truthtrance and asks " + name(a.faction) + ": \"" + q +
                           "\" The answer is " + (answer ? "yes." : "no."));
    return;
  }
  discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::TleilaxuGhola));
  hooks::notify(g, Event::CardRevival, {.f = seat});  // Ixians & Tleilaxu p.7: 1 spice to the Tleilaxu
  Player& p = g.player(seat);
  if (a.leader != kNoLeader) {
    auto& s =
        leader_disc(g, a.leader);  // Duke Vidal comes back set aside (boundary em.duke.boundary.revived)
    s.where = LeaderWhere::Available;
    s.faceDown = false;
    log_public(g, "{f} play Tleilaxu Ghola and revive {l}.", seat, a.leader);
    return;
  }
  int normal = std::min<int>(a.amount, p.tanks.normal);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - normal);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - (a.amount - normal));
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + (a.amount - normal));
  if (advanced(g) && a.amount > normal && has_elite_forces(seat))
    g.eliteRevivedTurn[static_cast<std::size_t>(index(seat))] = g.turn;
  log_public(g, "{f} play Tleilaxu Ghola and revive {n} force(s).", seat, a.amount);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  // A faction's interruption (the Harkonnen give-back, adv-karama): only its decider's answers; then
  // the Harkonnen and Fremen Karama powers (filtered through check by the facade).
  if (auto i = hooks::interruption(g)) {
    if (i->decides(g, seat)) i->rules->candidates(g, i->owner, seat, out);
    return;
  }
  hooks::own_action_candidates(g, seat, out);  // the modules' own anytime actions (CHOAM's Worthless effects)
  // The kinds of card in the hand, looked at once (this runs for every decision of every seat).
  std::uint64_t kinds = 0;
  for (const HeldCard& h : g.player(seat).hand)
    kinds |= std::uint64_t{1} << static_cast<unsigned>(card_kind(h.card));
  auto holds_kind = [&](CardKind k) { return (kinds >> static_cast<unsigned>(k)) & 1u; };
  static_assert(kCardKinds <= 64);
  if (advanced(g) && !g.player(seat).karamaPowerUsed && holds_kind(CardKind::Karama)) {
    if (hooks::has(g, Trait::KaramaTakesHand, seat))
      for (Faction f : factions_in_game(g))
        if (f != seat) out.push_back({.kind = ActionKind::KaramaTakeHand, .faction = f});
    if (hooks::has(g, Trait::KaramaWorm, seat))
      for (TerritoryId t = 0; t < kTerritories; ++t)
        if (territory(t).terrain == Terrain::Sand)
          out.push_back({.kind = ActionKind::KaramaWorm, .territory = t});
    // Cards discarded for spice: proposed when its module's own check passes (nothing else in the hand: no).
    if (hooks::has(g, Trait::KaramaSellsCards, seat))
      if (const Action sell{.kind = ActionKind::KaramaSellCards}; check_karama_power(g, seat, sell))
        out.push_back(sell);
    if (hooks::has(g, Trait::KaramaCancelsShipment, seat) && g.phase == Phase::ShipMove)
      for (Faction f : factions_in_game(g))
        if (f != seat) out.push_back({.kind = ActionKind::KaramaCancelShipment, .faction = f});
    // The Ecaz power, in a battle's Plans step (the Ecaz module checks the battle).
    if (g.phase == Phase::Battle && g.battle.step == BattleStep::Plans &&
        hooks::has(g, Trait::KaramaDialBonus, seat))
      out.push_back({.kind = ActionKind::KaramaDialBonus});
    // The Ixian power, in their own Shipment and Movement turn: every 1- and 2-territory path of the HMS.
    if (g.phase == Phase::ShipMove && ship_move_phase::actor(g) == seat && g.mobileHost != kNoLocation &&
        hooks::has(g, Trait::KaramaMovesMobile, seat)) {
      const Distances first = reachable(g, seat, g.mobileHost, 1);
      for (LocationId l = 0; l < kBoardLocations; ++l) {
        if (first[static_cast<std::size_t>(l)] != 1 || is_stronghold(location(l).territory)) continue;
        out.push_back({.kind = ActionKind::KaramaMoveHms, .to = l});
        const Distances second = reachable(g, seat, l, 1);
        for (LocationId m = 0; m < kBoardLocations; ++m)
          if (second[static_cast<std::size_t>(m)] == 1 && !is_stronghold(location(m).territory))
            out.push_back({.kind = ActionKind::KaramaMoveHms, .from = l, .to = m});
      }
    }
  }
  if (karama_kinds(g, seat, kinds) != 0)  // a card usable as Karama is held (held_karama, by kinds)
    for (int i = 0; i < kAdvantages; ++i) {
      const AdvantageInfo& info = kAdvantageTable[static_cast<std::size_t>(i)];
      // Advanced-only advantages are not offered in Basic (the table's flag; Basic rows of the
      // expansions come after Advanced ones, so the loop goes on).
      if (info.advanced && !advanced(g)) continue;
      // An expansion faction's advantages are listed only when it is seated (base games list as before).
      if (!g.in_game(info.owner) && faction_info(info.owner).expansion != Expansion::Base) continue;
      out.push_back(ActionOf<ActionKind::KaramaStop>{}
                        .set<"target">(info.owner)
                        .set<"advantage">(static_cast<Advantage>(i)));
    }
  if (g.player(seat).spice > 0 && ally_of(g, seat) &&
      hooks::grant(g, Trait::GivesAllySpice, seat) != Grant::No)
    out.push_back({.kind = ActionKind::GiveSpice, .amount = 1});
  if (holds_kind(CardKind::TleilaxuGhola)) {
    for (int i = 0; i < leaders_in_game(g, seat); ++i)
      out.push_back({.kind = ActionKind::TleilaxuGhola, .leader = leader_id(seat, i)});
    if (hooks::has(g, Trait::RevivesDuke, seat))
      out.push_back({.kind = ActionKind::TleilaxuGhola, .leader = kDukeVidal});
    out.push_back(
        {.kind = ActionKind::TleilaxuGhola,
         .amount = static_cast<std::int16_t>(std::min<int>(5, forces_revivable_outside_limit(g, seat)))});
  }
  if (holds_kind(CardKind::Recruits) && recruits_status(g, seat))
    out.push_back({.kind = ActionKind::PlayRecruits});
  nexus_cards::play_candidates(g, seat, out);
  // Truthtrance, or at the Shrine a Karama card (em.discovery.effects).
  if (holds_kind(CardKind::Truthtrance) || (holds_kind(CardKind::Karama) && discovery::at_shrine(g, seat)))
    for (Faction f : factions_in_game(g))
      out.push_back(ActionOf<ActionKind::Truthtrance>{}.set<"target">(f).set<"card">(0).set<"question">(
          Question::HoldsCard));
}

}  // namespace dune::anytime
