#include "engine/invariants.hpp"

#include <algorithm>
#include <array>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"

namespace dune {

long spice_on_table(const Game& g) {
  long total = 0;
  for (auto& p : g.players) total += p.spice + p.bribes;
  for (auto s : g.spice) total += s;
  total += g.em.nexusCards.heldOwn + g.em.nexusCards.heldAlly;  // a shipment's payment held back
  return total;
}

namespace {
// Two faction lists hold the same factions in the same order (the places past their length do not count).
bool same_lists(const FactionList& x, const FactionList& y) {
  return std::equal(x.begin(), x.end(), y.begin(), y.end());
}
}  // namespace

std::string check_invariants(const Game& g, long spiceBase) {
  // DecisionList is fixed-capacity: a full list would mean a decision was dropped.
  DecisionList open;
  phase_pending(g, open);
  if (open.size() >= DecisionList::kCapacity) return "More decisions are open than DecisionList holds.";
  {
    const Game::Seating fresh = seating_of(g);  // derived from the players (Game::seating)
    if (fresh.n != g.seating.n || fresh.byFaction != g.seating.byFaction ||
        fresh.byCircle != g.seating.byCircle || fresh.stormStart != g.seating.stormStart ||
        !same_lists(fresh.seats, g.seating.seats) ||
        !std::equal(fresh.fromPlace.begin(), fresh.fromPlace.end(), g.seating.fromPlace.begin(), same_lists))
      return "The seating index does not match the players (index_seats was not run).";
  }
  if (g.wormToPlace && g.phase != Phase::SpiceBlow)
    return "A Shai-Hulud waits for the Fremen outside the Spice Blow.";
  if (g.blowWindows.thumperWindow && g.phase != Phase::SpiceBlow)
    return "The Thumper window is open outside the Spice Blow.";
  if (!g.blowWindows.thumperWindow && !g.blowWindows.thumperAsked.empty())
    return "Thumper answers are kept with no Thumper window open.";
  if (g.blowWindows.harvesterWindow && g.phase != Phase::SpiceBlow)
    return "The Harvester window is open outside the Spice Blow.";
  if (!g.blowWindows.harvesterWindow &&
      (!g.blowWindows.harvesterAsked.empty() || g.blowWindows.harvesterWorm))
    return "Harvester answers are kept with no Harvester window open.";
  if (g.amal.open && (g.phase == Phase::Setup || g.phase == Phase::Nexus))
    return "The Amal window is open outside the beginning of a phase.";
  if (!g.amal.open && !g.amal.asked.empty()) return "Amal answers are kept with no Amal window open.";
  if (g.amal.open && (g.blowWindows.thumperWindow || g.blowWindows.harvesterWindow || g.wormToPlace))
    return "The Amal window is open after its phase began.";
  if (!g.spiceSetAside.empty() && g.phase != Phase::SpiceBlow)
    return "Shai-Hulud cards stay set aside after the Spice Blow.";
  for (Faction f : factions_in_game(g)) {
    const Player& p = g.player(f);
    int n = p.reserves.total() + p.tanks.total() + forces_on_board(g, f);
    if (n != kForcesPerFaction) return name(f) + " has " + std::to_string(n) + " forces in all, not 20.";
    if (p.spice < 0) return name(f) + " has negative spice.";
    // An interruption may let its decider hold more (the Harkonnen owe cards back after their Karama; a
    // faction discards down after Tupile's occupation).
    const auto interruption = hooks::interruption(g);
    // So may a seat deciding which card to discard down to its limit (the Moritani after Robbery, a faction
    // after the Treachery Card Stash).
    const bool discarding = std::any_of(open.begin(), open.end(), [&](const Decision& d) {
      return d.seat == f &&
             (d.kind == DecisionKind::TerrorDiscard || d.kind == DecisionKind::DiscoveryDiscard);
    });
    if (static_cast<int>(p.hand.size()) > hand_limit(g, f) && !discarding &&
        !(interruption && interruption->decides(g, f) && interruption->rules->overHandLimit))
      return name(f) + " holds more cards than the hand limit.";
  }
  // Moritani Terror tokens: each in the supply, out of the game, waiting (Extortion only), or in a
  // stronghold of Arrakis, two at most (a second only by Grumman high). With the Nexus Cards, the Moritani
  // Cunning places one in any territory of Arrakis, even one with tokens.
  const bool anywhere = nexus_cards::in_play(g);
  for (int i = 0; i < kTerrorTokens; ++i) {
    const std::int8_t w = g.em.terror[static_cast<std::size_t>(i)];
    if (w == kTerrorExtortion && i != static_cast<int>(TerrorToken::Extortion))
      return "Only the Extortion token waits for the Mentat Pause.";
    if (w < kTerrorExtortion || w >= kFirstHomeworldTerritory || (w >= 0 && !anywhere && !is_stronghold(w)))
      return "A Terror token lies outside a stronghold of Arrakis.";
    int before = 0;
    for (int j = 0; j < i; ++j) before += w >= 0 && g.em.terror[static_cast<std::size_t>(j)] == w;
    if (before >= 2 && !anywhere) return "Three Terror tokens share a stronghold.";
  }
  // Nexus Cards (em.nexus.deck): with the variant each of the twelve cards is in exactly one place (the deck,
  // the discards, one hand), a hand holds one at most, and an allied player holds none; without it, none
  // exists.
  {
    const NexusCardsState& n = g.em.nexusCards;
    std::array<int, kFactions> where{};
    bool bad = false;
    auto place = [&](std::int8_t c) {
      if (c < 0 || c >= kFactions)
        bad = true;
      else
        where[static_cast<std::size_t>(c)]++;
    };
    for (std::int8_t c : n.deck) place(c);
    for (std::int8_t c : n.discard) place(c);
    for (int f = 0; f < kFactions; ++f) {
      const std::int8_t c = n.held[static_cast<std::size_t>(f)];
      if (c < 0) continue;
      place(c);
      if (!g.players[static_cast<std::size_t>(f)].inGame)
        return "A Nexus card is held by an unseated faction.";
      if (g.players[static_cast<std::size_t>(f)].ally != kNoAlly)
        return "An allied player holds a Nexus card.";
    }
    if (bad) return "A Nexus card that does not exist is in play.";
    const int want = has_variant(g.ruleset.variants, Variant::EmNexusCards) ? 1 : 0;
    for (int c = 0; c < kFactions; ++c)
      if (where[static_cast<std::size_t>(c)] != want)
        return "The " + name(faction_at(c)) + " Nexus card is in " +
               std::to_string(where[static_cast<std::size_t>(c)]) + " places, not " + std::to_string(want) +
               ".";
  }
  for (auto s : g.spice)
    if (s < 0) return "Negative spice on the board.";
  if (spice_on_table(g) != spiceBase + g.bankOut)
    return "Spice not conserved: table holds " + std::to_string(spice_on_table(g)) + ", ledger says " +
           std::to_string(spiceBase + g.bankOut) + ".";
  std::array<int, kTreacheryCards> seen{};
  auto count = [&](CardId c) {
    if (c >= 0 && c < kTreacheryCards) seen[c]++;
  };
  for (CardId c : g.treacheryDeck) count(c);
  for (CardId c : g.treacheryDiscard) count(c);
  for (auto& p : g.players)
    for (auto& h : p.hand) count(h.card);
  if (g.phase == Phase::Bidding)
    for (std::size_t i = static_cast<std::size_t>(std::max<int>(0, g.bidding.current));
         i < g.bidding.up.size(); ++i)
      count(g.bidding.up[i]);
  // Setup with the Ixians: the cards drawn for their choice (ix.ixian.starting_card).
  for (CardId c : g.ixian.startingCards) count(c);
  int removed = g.atomicsUsed ? 1 : 0;  // Family Atomics is set aside once used
  int total = 0;
  // Every card of the game's card sets (its variants select them) is in exactly one place; no card of
  // another set is anywhere.
  const std::uint32_t sets = card_sets_of(g.ruleset.variants);
  for (CardId c = 0; c < kTreacheryCards; ++c) {
    total += seen[c];
    const bool inGame = (sets >> static_cast<unsigned>(card_info(c).set)) & 1u;
    if (!inGame && seen[c] > 0)
      return "Treachery card " + std::to_string(c) + " (" + std::string(card_info(c).name) +
             ") is not in this game's card sets.";
    if (!inGame) continue;
    if (seen[c] > 1)
      return "Treachery card " + std::to_string(c) + " is in " + std::to_string(seen[c]) + " places.";
    if (seen[c] == 0 && !(removed && card_kind(c) == CardKind::FamilyAtomics))
      return "Treachery card " + std::to_string(c) + " (" + std::string(card_info(c).name) + ") is nowhere.";
  }
  std::array<int, kSpiceCards> spiceSeen{};
  for (auto c : g.spiceDeck) spiceSeen[c]++;
  for (auto c : g.spiceDiscard) spiceSeen[c]++;
  for (auto c : g.spiceDiscardB) spiceSeen[c]++;  // Advanced: discard pile B (adv-spice)
  for (auto c : g.spiceSetAside) spiceSeen[c]++;  // turn 1: Shai-Hulud set aside while a window waits
  for (int c = 0; c < kSpiceCards; ++c)
    if (spiceSeen[c] != (spice_card_in(g.ruleset.variants, static_cast<SpiceCardId>(c)) ? 1 : 0))
      return "Spice card " + std::to_string(c) + " is in " + std::to_string(spiceSeen[c]) + " places.";
  // Traitor cards (IXIANS_TLEILAXU.md row 61; GF9 p.6): each seated faction's leader card, and with
  // it_cheap_hero_traitor the Cheap Hero traitor card, is in exactly one place: the traitor deck, one
  // faction's draw (its kept traitors are among them), the Tleilaxu Face Dancers or Ecaz's Loyalty card.
  {
    std::array<int, kCheapHeroTraitor + 1> traitorSeen{};
    auto place = [&](LeaderId l) -> bool {
      if (l < 0 || l > kCheapHeroTraitor) return false;
      traitorSeen[static_cast<std::size_t>(l)]++;
      return true;
    };
    for (LeaderId l : g.traitorDeck)
      if (!place(l)) return "The traitor deck holds a card that is no traitor card.";
    for (Faction f : factions_in_game(g)) {
      const Player& p = g.player(f);
      for (LeaderId l : p.traitorDraw)
        if (!place(l)) return name(f) + " drew a traitor card that is no traitor card.";
      for (LeaderId l : p.traitors)
        if (std::find(p.traitorDraw.begin(), p.traitorDraw.end(), l) == p.traitorDraw.end())
          return name(f) + " holds a traitor it did not draw.";
    }
    for (LeaderId l : g.tleilaxu.faceDancers)
      if (!place(l)) return "A Face Dancer is no traitor card.";
    // Advanced Ecaz, Loyalty (E3 p.8 (2h)): the card set aside face up before the deal.
    if (g.em.loyalty != kNoLeader && !place(g.em.loyalty)) return "The Loyalty card is no traitor card.";
    for (LeaderId l = 0; l <= kCheapHeroTraitor; ++l) {
      const bool inDeck =
          l == kCheapHeroTraitor ? has_variant(g.ruleset.variants, Variant::ItCheapHeroTraitor)
          : l < kLeaders
              ? g.in_game(leader_faction(l)) && (!leader_info(l).advancedOnly ||
                                                 g.ruleset.kind == RulesetKind::Advanced)  // cr.choam.auditor
              : false;
      if (traitorSeen[static_cast<std::size_t>(l)] != (inDeck ? 1 : 0))
        return "Traitor card " + std::string(leader_name(l)) + " is in " +
               std::to_string(traitorSeen[static_cast<std::size_t>(l)]) + " places.";
    }
  }
  // Duke Vidal (em.duke.*): nobody controls him without Ecaz or the Moritani seated, or while he is in the
  // Tanks; whoever controls him is seated, with a tenure, and a tenure means a controller.
  {
    const auto& e = g.em;
    if (e.dukeHolder >= 0 &&
        (!duke_in_game(g) || e.dukeHolder >= kFactions || !g.in_game(faction_at(e.dukeHolder))))
      return "Duke Vidal is controlled by a faction not in the game.";
    if (e.dukeHolder >= 0 && e.duke.where == LeaderWhere::Tanks)
      return "Duke Vidal is in the Tanks and controlled.";
    if ((e.dukeHolder >= 0) != (e.dukeTenure != DukeTenure::None))
      return "Duke Vidal's tenure and controller disagree.";
    if (e.duke.capturedBy >= 0) return "Duke Vidal is held captive.";
  }
  // Ecaz Ambassadors (E3 p.7 (2h)): none without Ecaz, never a Moritani one; a placed token lies in a
  // stronghold of Arrakis (not the Hidden Mobile Stronghold), one at most in each.
  {
    std::array<int, kTerritories> placed{};
    for (int i = 0; i < kFactions; ++i) {
      const std::int8_t w = g.em.ambassador[static_cast<std::size_t>(i)];
      if ((!g.in_game(Faction::Ecaz) || faction_at(i) == Faction::Moritani) && w != kAmbassadorPool)
        return "An Ambassador is in play that cannot be (no Ecaz, or a Moritani token).";
      if (w < kAmbassadorGone || w >= kFirstHomeworldTerritory) return "An Ambassador is nowhere.";
      if (w >= 0) {
        if (!is_stronghold(w) || w == location(kMobileStronghold).territory)
          return "An Ambassador lies outside the strongholds of Arrakis.";
        if (++placed[static_cast<std::size_t>(w)] > 1) return "Two Ambassadors lie in one stronghold.";
      }
    }
  }
  // Discovery (em_discovery): each of the eight tokens in one place at most (a pool, a site, on the map, held
  // as the Ornithopter; a one-time token once used is out of the game), each in its own pool's places.
  {
    const DiscoveryState& d = g.em.discovery;
    std::array<int, kDiscoveryTokens> seen{};
    auto count = [&](int t) {
      return t >= 0 && t < kDiscoveryTokens && ++seen[static_cast<std::size_t>(t)] == 1;
    };
    for (std::int8_t t : d.hiereg)
      if (!count(t) || token_pool(static_cast<DiscoveryToken>(t)) != DiscoveryPool::Hiereg)
        return "A Discovery token is twice in play, or in the wrong pool.";
    for (std::int8_t t : d.smuggler)
      if (!count(t) || token_pool(static_cast<DiscoveryToken>(t)) != DiscoveryPool::Smuggler)
        return "A Discovery token is twice in play, or in the wrong pool.";
    for (int i = 0; i < kDiscoveryCards; ++i) {
      const std::int8_t t = d.site[static_cast<std::size_t>(i)];
      if (t < 0) continue;
      if (!count(t) || token_pool(static_cast<DiscoveryToken>(t)) != discovery_card(i).pool)
        return "A Discovery token is twice in play, or at a site of the other pool.";
    }
    for (int k = 0; k < kDiscoveryLocations; ++k) {
      const LocationId h = d.host[static_cast<std::size_t>(k)];
      if (h == kNoLocation) continue;
      if (!count(k)) return "A Discovery location is on the map and somewhere else.";
      bool site = false;
      for (int i = 0; i < kDiscoveryCards; ++i) site = site || discovery_card(i).site == h;
      if (!site) return "A Discovery location is revealed away from every Discovery site.";
    }
    for (LocationId l = kFirstDiscoveryLocation; l < kLocations; ++l)
      if (!discovery::on_map(g, l))
        for (const Forces& fc : location_forces(g, l))
          if (!fc.empty()) return "Forces stand in a Discovery location that is not on the map.";
    if (d.ornithopter >= 0 && !count(static_cast<int>(DiscoveryToken::Ornithopter)))
      return "The Ornithopter is held and somewhere else.";
    if (!has_variant(g.ruleset.variants, Variant::EmDiscovery) &&
        (!d.hiereg.empty() || !d.smuggler.empty() || d.ornithopter >= 0))
      return "Discovery tokens are in play without the variant.";
  }
  // Advanced Fremen storm deck (adv-spice): the drawn card is 1-6, or none yet.
  if (g.fremen.stormCard < 0 || g.fremen.stormCard > 6) return "The storm card is not one of the six.";
  if (g.fremen.stormCard != 0 && !(advanced(g) && g.in_game(Faction::Fremen)))
    return "A storm card was drawn without the Advanced Fremen storm deck.";
  return {};
}

std::string check_views(const Game& g) {
  std::vector<Viewer> viewers{Viewer::spectator()};
  for (Faction f : factions_in_game(g)) viewers.push_back(Viewer::of(f));
  for (const Viewer& v : viewers) {
    View w = view(g, v);
    std::string who = v.seat ? name(*v.seat) : std::string("spectator");
    // Spice is behind the shields while the game is played; at its end everyone's is shown.
    for (int i = 0; i < kFactions; ++i)
      if (w.players[i].spice != -1 && !(v.seat && index(*v.seat) == i) && g.phase != Phase::GameOver)
        return who + " sees the spice behind another player's shield.";
    if (!v.seat) {
      if (!w.hand.empty() || !w.traitors.empty() || !w.traitorDraw.empty() || w.predictedFaction >= 0 ||
          !w.knownCards.empty() || w.ownPlan || w.ownDial >= 0 || w.cardUpForBid != kNoCard ||
          (w.prescienceAnswer && g.battle.karamaSee))  // a prescience answer is public (issue 16)
        return "The spectator view carries a secret.";
      if (w.nextStormCard != 0) return "The spectator sees the Fremen's next storm card.";
      if (!w.faceDancers.empty()) return "The spectator sees the Tleilaxu Face Dancers.";
      if (w.knownDeckTop != kNoCard) return "The spectator sees the treachery deck's top card.";
      for (std::int8_t t : w.discoverySite)
        if (t >= 0 && t < kDiscoveryTokens) return "The spectator sees a face-down Discovery token.";
    } else {
      const Player& me = g.player(*v.seat);
      std::vector<CardId> own;
      for (auto& h : me.hand) own.push_back(h.card);
      if (w.hand != own) return who + "'s view shows a hand that is not theirs.";
      if (w.traitors != me.traitors) return who + "'s view shows traitors that are not theirs.";
      // Ixians & Tleilaxu rulebook p.6: the Face Dancers are secret like traitors.
      if (w.faceDancers != (*v.seat == Faction::Tleilaxu ? g.tleilaxu.faceDancers : std::vector<LeaderId>{}))
        return who + "'s view shows Face Dancers that are not theirs.";
      // The treachery deck's top card: only to the faction that set it there (the Ixians' set-aside).
      if (w.knownDeckTop != kNoCard && (g.table.knownTop.by != index(*v.seat) || g.treacheryDeck.empty() ||
                                        g.treacheryDeck.back() != w.knownDeckTop))
        return who + " sees the treachery deck's top card.";
      if (*v.seat != Faction::BeneGesserit && w.predictedFaction >= 0)
        return who + " sees the Bene Gesserit prediction.";
      // Discovery (em.discovery.inspect): a face-down token only for the pool's faction and those who looked.
      for (int i = 0; i < kDiscoveryCards; ++i) {
        const std::int8_t t = w.discoverySite[static_cast<std::size_t>(i)];
        if (t >= 0 && t < kDiscoveryTokens && !discovery::sees(g, *v.seat, i))
          return who + " sees a face-down Discovery token it may not look at.";
      }
      for (auto& k : w.knownCards) {
        bool ok = false;
        for (auto& h : g.player(k.owner).hand)
          if (h.card == k.card && h.knownBy.has(*v.seat)) ok = true;
        if (!ok) return who + " sees a card of " + name(k.owner) + " they never saw.";
      }
      if (w.nextStormCard != 0 && *v.seat != Faction::Fremen)
        return who + " sees the Fremen's next storm card.";
      if (w.cardUpForBid != kNoCard && *v.seat != Faction::Atreides &&
          homeworlds::occupier(g, HomeworldId::Caladan) != *v.seat)
        return who + " sees the card up for bid.";
      if (w.ownPlan && w.battleSides[0] != index(*v.seat) && w.battleSides[1] != index(*v.seat))
        return who + " sees a battle plan of a battle they are not in.";
    }
    // Sealed submissions of others never appear before the reveal.
    if (g.phase == Phase::Battle && w.opponentPlanRevealed && g.battle.step != BattleStep::Traitors &&
        g.battle.step != BattleStep::WinnerCards && g.battle.step != BattleStep::PoisonTooth)
      return who + " sees a sealed battle plan.";
  }
  return {};
}

}  // namespace dune
