// Redaction: builds what one seat (or a spectator) may see. Every secret field of Game is
// handled here: hands (own only, plus cards this seat has legitimately seen), traitors (own),
// sealed storm dials and battle plans (own until revealed), deck orders and the seed (never). The
// state a faction's own rules keep (the Bene Gesserit prediction, the Fremen storm card, the card up
// for bid the Atreides see, ...) is redacted by that faction's module (FactionModule::view).
#include "engine/view/view.hpp"

#include <bit>

#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/boundaries.hpp"
#include "engine/view/words.hpp"

namespace dune {

// The open decisions as the viewer may see them (engine/core/action.hpp, kDecisionPublicity): its own as they
// are; another seat's with its bounds only where they are public; a masked window's as every seat asked in
// it since it opened (Game::table.asked), in faction order, until it closes.
namespace {
// A decision with the bounds the viewer may read (kDecisionPublicity's `bounds`).
Decision shown_to(Decision d, std::optional<Faction> viewer) {
  if (d.seat == viewer) return d;
  switch (publicity(d.kind).bounds) {
    case DecisionBounds::Public: break;
    case DecisionBounds::OwnMax: d.max = 0; break;
    case DecisionBounds::Own: d.min = d.max = 0; break;
  }
  return d;
}
}  // namespace

std::vector<Decision> public_pending(const Game& g, std::optional<Faction> viewer) {
  const std::vector<Decision> open = pending(g);
  std::vector<Decision> out;
  out.reserve(open.size());
  DecisionBits masked;
  for (const Decision& d : open) {
    const DecisionPublicity& p = publicity(d.kind);
    if (p.seats == DecisionSeats::Masked) {
      masked.set(static_cast<std::size_t>(d.kind));
      continue;
    }
    out.push_back(shown_to(d, viewer));
  }
  for (std::size_t k = 0; k < masked.size(); ++k) {
    if (!masked.test(k)) continue;
    const auto kind = static_cast<DecisionKind>(k);
    FactionSet asked, still;
    Decision bounds{};
    for (const Decision& d : open)
      if (d.kind == kind) {
        still.insert(d.seat);
        bounds = d;
      }
    for (const MaskedAsk& a : g.table.asked)
      if (a.kind == kind) asked = a.seats;
    asked |= still;  // (a game stated in a file before its first action records none yet)
    for (Faction f : factions_in_game(g)) {
      if (!asked.has(f) || (f == viewer && !still.has(f))) continue;
      Decision shown = bounds;
      shown.seat = f;
      for (const Decision& d : open)
        if (d.kind == kind && d.seat == f) shown = d;
      out.push_back(shown_to(shown, viewer));
    }
  }
  return out;
}

View view(const Game& g, Viewer v, ViewDetail detail) {
  View out;
  out.seat = v.seat;
  out.ruleset = g.ruleset;
  out.version = g.version;
  out.turn = g.turn;
  out.phase = g.phase;
  out.stormSector = g.stormSector;
  out.atomicsUsed = g.atomicsUsed;
  out.karamaStops = g.karamaStops;
  if (duke_in_game(g)) {
    out.dukeInGame = true;
    out.duke = g.em.duke;
    out.dukeHolder = g.em.dukeHolder;
    out.dukeTenure = g.em.dukeTenure;
  }
  for (int i = 0; i < kFactions; ++i) {
    const Player& p = g.players[i];
    PlayerView& pv = out.players[i];
    pv.inGame = p.inGame;
    pv.faction = faction_at(i);
    pv.circle = p.circle;
    pv.reserves = p.reserves;
    pv.tanks = p.tanks;
    pv.handCount = static_cast<std::int8_t>(p.hand.size());
    pv.leaders = p.leaders;
    pv.ally = p.ally;
    pv.karamaPowerUsed = p.karamaPowerUsed;
    pv.bribes = p.bribes;
  }
  out.board = g.board;
  out.spice = g.spice;
  out.treacheryDeckCount = static_cast<std::int16_t>(g.treacheryDeck.size());
  out.spiceDeckCount = static_cast<std::int16_t>(g.spiceDeck.size());
  out.treacheryDiscard = g.treacheryDiscard;
  out.spiceDiscard = g.spiceDiscard;
  out.spiceDiscardB = g.spiceDiscardB;
  if (g.wormToPlace) {  // Advanced, Fremen sheet (Sandworms): public
    out.wormToPlace = true;
    out.wormPile = g.spiceBlowPile;
    out.wormDefault = spice_blow_phase::worm_default(g);
  }

  const bool seated = v.seat.has_value() && g.in_game(*v.seat);
  const Faction me = seated ? *v.seat : Faction::Atreides;
  // Spice is kept behind the shield (GF9 p.12, Secrecy): only its owner sees the amount, while
  // the game is played. Once it is over nothing is left to protect: everyone's spice is shown
  // (the final table, issue 17 item 8).
  const bool over = g.phase == Phase::GameOver;
  for (int i = 0; i < kFactions; ++i)
    out.players[i].spice = (over || (seated && index(me) == i)) ? g.players[i].spice : -1;
  if (seated) {
    const Player& p = g.player(me);
    for (auto& h : p.hand) out.hand.push_back(h.card);
    out.traitors = p.traitors;
    // The four traitor cards drawn at setup: the one kept and the three set aside for reference
    // (GF9 Rulebook 2019 p.6), which the owner saw and keeps seeing for the whole game.
    out.traitorDraw = p.traitorDraw;
    for (Faction f : factions_in_game(g)) {
      if (f == me) continue;
      for (auto& h : g.player(f).hand)
        if (h.knownBy.has(me)) out.knownCards.push_back({f, h.card});
    }
    // The card this seat put face down on top of the treachery deck after looking at it (the Ixians'
    // set-aside, ix.ixian.technology_bidding), while it is the top card.
    if (g.table.knownTop.card != kNoCard && g.table.knownTop.by == index(me) && !g.treacheryDeck.empty() &&
        g.treacheryDeck.back() == g.table.knownTop.card)
      out.knownDeckTop = g.table.knownTop.card;
    // The cards it set aside at the bottom, still there (issue 35), bottom-most first.
    for (const DeckCard& d : g.table.knownTop.bottom)
      if (d.by == index(me)) out.knownDeckBottom.push_back(d.card);
  }
  out.sandtrout = g.sandtrout;        // Ixians & Tleilaxu, Sandtrout: public
  out.recruits = recruits_active(g);  // Ecaz & Moritani, Recruits in effect this turn: public
  out.greatMaker = g.em.greatMaker;   // Ecaz & Moritani, the Great Maker's vote: public
  if (discovery::in_play(g)) {        // Discovery: a face-down token only for the seat that may see it
    const DiscoveryState& d = g.em.discovery;
    out.discovery = true;
    for (int i = 0; i < kDiscoveryCards; ++i) {
      const auto k = static_cast<std::size_t>(i);
      out.discoverySite[k] = !discovery::laid(g, i)                ? std::int8_t{-1}
                             : seated && discovery::sees(g, me, i) ? d.site[k]
                                                                   : std::int8_t{kDiscoveryTokens};
    }
    out.discoveryHost = d.host;
    out.hieregLeft = static_cast<std::int8_t>(d.hiereg.size());
    out.smugglerLeft = static_cast<std::int8_t>(d.smuggler.size());
    out.ornithopter = d.ornithopter;
    out.ornithopterActive = d.ornithopterActive;
  }
  if (nexus_cards::in_play(g)) {  // Nexus Cards: the deck's order and others' cards stay secret
    const NexusCardsState& n = g.em.nexusCards;
    out.nexusCards = true;
    out.nexusDeckCount = static_cast<std::int8_t>(n.deck.size());
    out.nexusDiscard = n.discard;
    out.nexusDrawing = n.drawing;
    out.nexusMoment = n.moment;
    out.nexusMomentBy = n.momentBy;
    for (Faction f : factions_in_game(g))
      if (nexus_cards::held(g, f)) out.nexusHolders.insert(f);
    if (seated)
      if (auto c = nexus_cards::held(g, me)) {
        out.ownNexusCard = static_cast<std::int8_t>(index(*c));
        out.ownNexusMode = static_cast<std::int8_t>(nexus_cards::mode_of(g, me, *c));
      }
  }
  for (HomeworldId h : homeworlds::on_table(g))  // Homeworlds: public (reserve counts are public)
    out.homeworlds.push_back({h, static_cast<std::int8_t>(homeworlds::natives(g, h)), homeworlds::high(g, h),
                              g.em.occupier[static_cast<std::size_t>(h)],
                              static_cast<std::int8_t>(homeworlds::battle_number(g, homeworld_info(h).owner,
                                                                                 homeworld_territory(h)))});

  // Bidding.
  if (g.phase == Phase::Bidding) {
    const auto& b = g.bidding;
    out.bidCardCount = static_cast<std::int16_t>(b.up.size());
    out.bidIndex = b.current;
    out.highBidder = b.highBidder;
    out.highBid = b.highBid;
    out.bidTurn = b.turn;
  }
  // Storm dials: who dials is public; a dial stays sealed until both are in (then it is spent).
  if (g.phase == Phase::Storm) {
    out.stormDialers = g.storm.dialers;
    for (int i = 0; i < 2; ++i)
      if (seated && g.storm.dialers[i] == index(me)) out.ownDial = g.storm.dials[i];
  }
  // Battle.
  if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory) {
    const auto& b = g.battle;
    out.battleTerritory = b.territory;
    out.battleSides = b.sides;
    out.battlePartners = b.partners;
    out.voiceCommand = b.voiceCommand;
    out.voiceMust = b.voiceMust;
    out.prescience = b.prescience;
    bool revealed = b.step == BattleStep::Traitors || b.step == BattleStep::WinnerCards ||
                    b.step == BattleStep::PoisonTooth;
    for (int i = 0; i < 2; ++i) {
      if (b.sides[i] < 0) continue;
      const auto& plan = b.plans[i];
      if (seated && b.sides[i] == index(me) && plan.submitted) out.ownPlan = plan;
      if (revealed && plan.submitted && (!seated || b.sides[i] != index(me))) out.opponentPlanRevealed = plan;
    }
    // Prescience: the asked element of the opponent's committed plan. A revealed element is public
    // (GF9 Rulebook 2019 p.17; registry battle.atreides_prescience): every seat and spectators.
    auto category_card = [](CardId c) { return c != kNoCard && is_slot_special(card_kind(c)) ? kNoCard : c; };
    if (b.prescience >= 0 && b.prescienceSide >= 0 && b.plans[b.prescienceSide].submitted) {
      {
        const auto& plan = b.plans[b.prescienceSide];
        BattlePlanRec answer;
        answer.submitted = true;
        switch (static_cast<PlanElement>(b.prescience)) {
          case PlanElement::Leader:
            answer.leader = plan.leader;
            answer.cheapHero = plan.cheapHero;
            break;
          // A card in the slot that is neither a weapon nor a defense (Reinforcements, Harass & Withdraw)
          // answers "no such card", not naming it (em.card.slot_category, seed ECAZ_TREACHERY_RULES.md).
          case PlanElement::Weapon: answer.weapon = category_card(plan.weapon); break;
          case PlanElement::Defense: answer.defense = category_card(plan.defense); break;
          case PlanElement::Dial: answer.dial = plan.dial; break;
        }
        out.prescienceAnswer = answer;
      }
    }
    // Advanced battle: whether a Karama power showed a whole plan, and the capture draw, are public.
    out.battleKaramaSee = b.karamaSee;
    out.battleCaptured = b.captured;
  }
  // Each seated faction's own state (its struct in Game): its secrets to its own seat, its public
  // state to everyone (engine/rules/factions/<faction>/<faction>.cpp, FactionModule::view).
  hooks::view(g, seated ? std::optional<Faction>(me) : std::nullopt, out);
  // Ixians & Tleilaxu technology tokens: who owns each is public (engine/rules/components/tech/tech.cpp).
  out.techTokens = tech::in_play(g);
  out.strongholdCards = stronghold_cards::in_play(g);
  out.strongholdHolders = g.cr.strongholds.holder;
  out.techOwners = g.tech.owner;
  if (g.phase == Phase::ShipMove) out.shipmentCancelled = g.shipMove.shipmentCancelled;  // public
  if (g.phase == Phase::Nexus) out.nexusOffers = g.nexus.offer;
  // Advanced alliance constraint warning: the acting seat only (Revised Rulebook v2.3 p.15).
  if (advanced(g) && seated) {
    auto acting = ship_move_phase::actor(g);
    if (acting && *acting == me) out.advancedAllySeparation = ally_shared_territories(g, me);
  }

  // Rule values quoted for bots and clients (engine/rules/quotes.hpp).
  out.battleQuotes = battle_quotes(g, seated ? std::optional<Faction>(me) : std::nullopt);
  if (seated && advanced(g) && g.phase == Phase::Battle)
    out.supportFunds = static_cast<std::int16_t>(battle_phase::support_funds(g, me));
  // Quoted while the seat may act on them: its shipment (its own turn, or the Guild's out-of-order
  // window) and its revival. Each quote asks the rule once per force count and route, so a view for
  // any other moment skips them (view() runs for every bot decision and every push).
  if (seated && g.phase == Phase::ShipMove &&
      (has_decision(g, me, DecisionKind::Ship) || has_decision(g, me, DecisionKind::GuildTiming)))
    out.shipmentQuote = shipment_quote(g, me);
  if (seated && g.phase == Phase::Revival && has_decision(g, me, DecisionKind::Revive))
    out.revivalQuote = revival_quote(g, me);

  out.pending = public_pending(g, seated ? std::optional<Faction>(me) : std::nullopt);
  out.outcome = g.outcome;
  if (detail == ViewDetail::Play) return out;

  add_boundaries(g, v, out);  // the source boundaries that matter now (engine/view/boundaries.cpp)
  for (auto& e : g.log)
    if (e.visibleTo.is_public() || (seated && e.visibleTo.visible_to(me))) out.log.push_back(e.text.str());

  // Issue 39: the battles of the last Battle phase (public, as the log tells them), kept until the next one
  // begins (each names its turn), and the victory's reason.
  out.battles = g.battle.results;
  out.outcomeReason = outcome_reason(g);
  for (std::uint64_t m = battle_phase::maybe_contested(g); m != 0; m &= m - 1) {
    const auto t = static_cast<TerritoryId>(std::countr_zero(m));
    if (const FactionSet f = battle_phase::contesting(g, t); !f.empty()) out.contested.push_back({t, f});
  }
  return out;
}

}  // namespace dune
