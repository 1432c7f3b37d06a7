// Spice Blow. GF9 Rulebook 2019 pp.6-7: reveal the top spice card. A territory card places its
// printed amount of spice at that territory's spice blow site, unless the site is in storm.
// Shai-Hulud devours all spice and forces in the territory of the topmost territory card in
// the discard pile, then cards are drawn until a territory card appears, and a Nexus follows.
// On turn 1 Shai-Hulud cards are set aside and shuffled back afterwards; there is no Nexus.
// Advanced (GF9 Rulebook 2019 p.13 "Double Spice Blow"; Revised Rulebook v2.3): two blows, onto
// discard piles A and B, each resolved as above against its own pile; a Shai-Hulud on pile A
// brings its Nexus before the card for pile B is revealed.
// Advanced, Fremen sheet (GF9 Rulebook 2019 p.16, Sandworms; Revised Rulebook v2.3): every Shai-Hulud
// after the first of a spice blow may be placed by the Fremen in any sand territory; it devours
// there instead (all forces but the Fremen's, and their ally's if protected). Each discard pile is
// one spice blow (boundary.fremen_sandworms_per_blow). The blow pauses on a WormPlacement decision
// and resumes where it stopped; a Karama stopping the advantage sends the worm where it appears.
// Ixians & Tleilaxu, Thumper (card face, E1; docs/expansions/IXIANS_TLEILAXU.md row 52; key
// ix.card.thumper): played at the start of the Spice Blow phase instead of revealing a card, play goes
// on as if Shai-Hulud had been revealed: the worm devours in the territory of the topmost territory
// card of pile A, cards are revealed until a territory card appears, and a Nexus follows. From turn 2
// (no Shai-Hulud acts on turn 1; DB SpiceBlowAndNexus offers it from turn 2). Every seat is asked
// whenever the card is in the game and not in the discard pile, as the Weather Control window does,
// so the question reveals nothing. Only pile A's start is "the start of the phase":
// boundary.it_thumper_pile_b.
// Ixians & Tleilaxu, Harvester (card face, E1; IXIANS_TLEILAXU.md row 51; key ix.card.harvester): played
// right after a spice blow's territory card is revealed, that blow places double spice. Every seat is
// asked after each territory card that placed spice (none in storm: nothing to double; DB offers it only
// then), while the card is in the game and not discarded; the blow's Nexus or next pile waits for the
// answers. On turn 1 the set-aside Shai-Hulud cards wait in Game::spiceSetAside meanwhile.
// Ixians & Tleilaxu, Sandtrout (variant it_sandtrout; E1 p.11 FAQ (2h); MA 5.4; IXIANS_TLEILAXU.md row
// 57; key ix.sandtrout.card): a 22nd spice card. On turn 1 it is set aside like Shai-Hulud. From turn 2,
// revealed, it goes to the blow's discard pile, every alliance is broken at once and the blow goes on.
// The next Shai-Hulud of the phase causes no Nexus (it still devours: boundary 12.11, choice (a); the
// Fremen cannot ride it, as the ride belongs to the Nexus) and the blow goes on at once; after it, a
// second Shai-Hulud brings a normal Nexus and the next territory card places double spice. The effect
// holds for the whole phase (Advanced: Sandtrout in pile A reaches pile B's blow) and ends with it
// (Game::sandtrout; once spent it stays 3, public, until the next Spice Blow, for the boundary notice).
// Ecaz & Moritani, the Great Maker (variant em_great_maker; E3 pp.12,16 (2h); ECAZ_MORITANI_HOMEWORLDS.md
// rule 68; key em.great_maker): an extra spice card. On turn 1 it is set aside like Shai-Hulud. From turn
// 2 it devours like Shai-Hulud (devour(), the Fremen may ride it) in the territory of its pile's topmost
// territory card, never placed by the Fremen, and the next card is revealed; the Nexus phase follows the
// blow with its vote and the Fremen's reserve ride (engine/rules/components/great_maker/great_maker.hpp). It
// is not a Shai-Hulud card: Sandtrout does not quiet it (em.boundary.great_maker_sandtrout); it counts as the
// blow's first worm, so a Shai-Hulud after it in the same blow may be placed by the Fremen (Advanced) and
// brings its own Nexus, without a vote (em.boundary.great_maker_worms).
#include <algorithm>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/great_maker/great_maker.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::spice_blow_phase {
namespace {

SpiceCardId draw_spice(Game& g) {
  if (g.spiceDeck.empty()) {
    // The discard pile is shuffled to form a new deck when the deck runs out. Advanced (Landsraad
    // rules 1.13.03): pile A keeps its topmost territory card (and any Shai-Hulud above it), the
    // cards under it and all of pile B are shuffled in (adv.spice_deck_reshuffle).
    std::size_t keep = 0;  // pile A's cards from index `keep` on stay
    if (advanced(g))
      for (std::size_t i = g.spiceDiscard.size(); i-- > 0;)
        if (is_territory_card(g.spiceDiscard[i])) {
          keep = i;
          break;
        }
    g.spiceDeck.assign(g.spiceDiscard.begin(), g.spiceDiscard.begin() + static_cast<std::ptrdiff_t>(keep));
    g.spiceDiscard.erase(g.spiceDiscard.begin(), g.spiceDiscard.begin() + static_cast<std::ptrdiff_t>(keep));
    for (SpiceCardId c : g.spiceDiscardB) g.spiceDeck.push_back(c);
    g.spiceDiscardB.clear();
    if (g.spiceDeck.empty()) {  // nothing under pile A's top card: that pile is shuffled in whole
      g.spiceDeck = std::move(g.spiceDiscard);
      g.spiceDiscard.clear();
    }
    g.rng.shuffle(g.spiceDeck);
    log_public(g, "The spice discard pile is shuffled to form a new spice deck.");
  }
  SpiceCardId c = g.spiceDeck.back();
  g.spiceDeck.pop_back();
  return c;
}

std::vector<SpiceCardId>& pile(Game& g, int i) { return i == 0 ? g.spiceDiscard : g.spiceDiscardB; }

TerritoryId last_territory_discard(const std::vector<SpiceCardId>& discard) {
  for (auto it = discard.rbegin(); it != discard.rend(); ++it)
    if (is_territory_card(*it)) return spice_card_territory(*it);
  return kNoTerritory;
}

// The worm's devouring (devour() below); the Great Maker's is logged under its own name.
void devour_as(Game& g, TerritoryId t, bool mayRide, bool greatMaker);

}  // namespace

void devour(Game& g, TerritoryId t, bool mayRide) { devour_as(g, t, mayRide, false); }

namespace {

void devour_as(Game& g, TerritoryId t, bool mayRide, bool greatMaker) {
  for (LocationId l : locations_of(t)) {
    if (g.spice[l] > 0) {
      if (greatMaker)
        log_public(g, "The Great Maker devours {n} spice in {t}.", g.spice[l], t);
      else
        log_public(g, "Shai-Hulud devours {n} spice in {t}.", g.spice[l], t);
    }
    set_board_spice(g, l, 0);
    for (Faction f : factions_in_game(g)) {
      int k = forces_at(g, l, f).total();
      if (k == 0) continue;
      if (nexus_cards::spared(g, f)) continue;  // the Fremen Nexus card's Secret Ally
      if (worm_immune(g, f)) {
        // Fremen sheet (GF9 p.16): the Fremen may ride this worm when the Nexus ends.
        if (mayRide && hooks::has(g, Trait::RidesWorms, f)) g.wormRides |= std::uint64_t{1} << t;
        continue;
      }
      forces_to_tanks(g, f, l, k);
      if (greatMaker)
        log_public(g, "The Great Maker devours {n} {f} forces in {t}.", k, f, t);
      else
        log_public(g, "Shai-Hulud devours {n} {f} forces in {t}.", k, f, t);
    }
  }
}

// Advanced, Fremen sheet: the Fremen place this Shai-Hulud (one after the first of its blow).
bool fremen_place(const Game& g) { return hooks::owner_of(g, Trait::PlacesWorms).has_value(); }

enum class Blow { NoWorm, Worm, Paused };

// One spice blow onto discard pile `p` (0 = A, 1 = B): cards are revealed until a territory card
// appears. Returns whether a Shai-Hulud appeared (and so a Nexus follows), or Paused when a
// Shai-Hulud waits for the Fremen to place it (g.wormToPlace); `worm` says whether one already
// appeared in this blow. On turn 1 the Shai-Hulud cards go to setAside instead.
Blow blow(Game& g, int p, std::vector<SpiceCardId>& setAside, bool worm) {
  bool appeared = worm;  // a Shai-Hulud appeared in this blow (worm: one that brings a Nexus)
  while (true) {
    SpiceCardId c = draw_spice(g);
    if (is_sandtrout(c)) {
      if (g.turn == 1) {
        setAside.push_back(c);
        log_public(g, "Sandtrout is revealed on the first turn and set aside.");
        continue;
      }
      pile(g, p).push_back(c);
      log_public(g, "Sandtrout is revealed: every alliance is broken.");
      for (Faction f : factions_in_game(g))
        if (auto a = ally_of(g, f); a && index(f) < index(*a)) {
          end_alliance(g, f);
          log_public(g, "Sandtrout breaks the alliance of {f} and {f}.", f, *a);
        }
      g.sandtrout = 1;
      continue;
    }
    if (is_great_maker(c)) {
      if (g.turn == 1) {
        setAside.push_back(c);
        log_public(g, "The Great Maker is revealed on the first turn and set aside.");
        continue;
      }
      const TerritoryId t = last_territory_discard(pile(g, p));
      pile(g, p).push_back(c);
      appeared = true;
      great_maker::appeared(g);
      if (t == kNoTerritory) {
        log_public(g,
                   "The Great Maker appears, but there is no territory card in the discard pile to devour.");
      } else {
        log_public(g, "The Great Maker appears in {t}.", t);
        devour_as(g, t, true, true);
      }
      continue;
    }
    if (is_shai_hulud(c)) {
      if (g.turn == 1) {
        setAside.push_back(c);
        log_public(g, "Shai-Hulud is revealed on the first turn and set aside.");
        continue;
      }
      // The worm appears in the territory of the topmost territory card of this blow's pile.
      TerritoryId t = last_territory_discard(pile(g, p));
      pile(g, p).push_back(c);
      if (g.sandtrout == 1) {
        // After Sandtrout: no Nexus, and the next card is revealed at once (boundary 12.11 (a): it
        // devours). Not the blow's first Shai-Hulud (so a Nexus is due already), the Fremen place it.
        g.sandtrout = 2;
        if (appeared && fremen_place(g)) {
          g.wormToPlace = true;
          log_public(
              g, "Shai-Hulud appears after Sandtrout: the Fremen choose the sand territory it appears in.");
          return Blow::Paused;
        }
        appeared = true;
        if (t == kNoTerritory) {
          log_public(g,
                     "Shai-Hulud appears after Sandtrout, with no territory card in the discard pile to "
                     "devour: it causes no Nexus.");
        } else {
          log_public(g, "Shai-Hulud appears in {t} after Sandtrout: it causes no Nexus.", t);
          devour(g, t, false);
        }
        continue;
      }
      if (g.sandtrout == 2) g.sandtrout = 3;  // a Shai-Hulud after the quieted one: a normal Nexus
      if (appeared && fremen_place(g)) {
        g.wormToPlace = true;
        log_public(g,
                   "Shai-Hulud appears again in this spice blow: the Fremen choose the sand territory it "
                   "appears in.");
        return Blow::Paused;
      }
      worm = appeared = true;
      if (t == kNoTerritory) {
        log_public(g, "Shai-Hulud appears, but there is no territory card in the discard pile to devour.");
      } else {
        log_public(g, "Shai-Hulud appears in {t}.", t);
        // Nexus Cards: the holders that could play on the worm are asked before it devours.
        if (nexus_cards::hold_worm(g, t)) return Blow::Paused;
        devour(g, t, true);
      }
      continue;
    }
    TerritoryId t = spice_card_territory(c);
    pile(g, p).push_back(c);
    discovery::card_revealed(g, c);  // em.discovery.cards: clears the territory, lays a token
    LocationId l = spice_location(t);
    if (location_in_storm(g, l)) {
      log_public(g, "Spice blow in {t} falls in the storm: no spice is placed.", t);
    } else if (g.sandtrout == 2) {  // the Shai-Hulud after Sandtrout came: double spice
      set_board_spice(g, l, g.spice[l] + 2 * spice_card_amount(c));
      log_public(g, "Spice blow after Sandtrout: double spice, {n} in {t}.", 2 * spice_card_amount(c), t);
    } else {
      set_board_spice(g, l, g.spice[l] + spice_card_amount(c));
      log_public(g, "Spice blow: {n} spice in {t}.", spice_card_amount(c), t);
    }
    if (g.sandtrout == 2) g.sandtrout = 3;
    return worm ? Blow::Worm : Blow::NoWorm;
  }
}

void reshuffle_set_aside(Game& g, const std::vector<SpiceCardId>& setAside) {
  if (setAside.empty()) return;
  for (SpiceCardId c : setAside) g.spiceDeck.push_back(c);
  g.rng.shuffle(g.spiceDeck);
}

// After the last blow of the phase: a Nexus if a Shai-Hulud appeared, else on to CHOAM Charity.
void end_blow(Game& g, bool worm) {
  if (g.sandtrout != 3) g.sandtrout = 0;  // Sandtrout's effect ends with the phase (3 stays, public)
  if (worm) {
    enter_phase(g, Phase::Nexus);
  } else {
    g.phase = Phase::Nexus;  // no Nexus now: move on to CHOAM Charity
    // Nexus Cards: the draw after pile A's Nexus comes at the end of the phase (em.nexus.draw).
    if (nexus_cards::open_late_draw(g)) return;
    finish_phase(g);
  }
}

// After a blow on pile p that was not paused: pile A's worm brings its Nexus (then pile B);
// otherwise pile B follows pile A, and the last blow ends the phase.
void after_blow(Game& g, Blow b);
void go_on(Game& g, bool worm);

// The game's card of kind k while it is in the game and not in the treachery discard pile (kNoCard
// otherwise): while so, its window is asked of every seat, so the question names no holder.
CardId card_in_play(const Game& g, CardKind k) {
  const std::uint32_t sets = card_sets_of(g.ruleset.variants);
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (card_kind(c) == k && ((sets >> static_cast<unsigned>(card_info(c).set)) & 1u) &&
        std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), c) == g.treacheryDiscard.end())
      return c;
  return kNoCard;
}

// The blow on pile g.spiceBlowPile ended with `b` (not paused). Harvester (ix.card.harvester): when
// its territory card placed spice (not in storm), every seat is asked first whether it doubles it.
void blown(Game& g, Blow b) {
  if (b == Blow::Paused) return;  // the Fremen place a Shai-Hulud first (resume())
  const auto& discard = pile(g, g.spiceBlowPile);
  if (!discard.empty() && is_territory_card(discard.back()) &&
      !location_in_storm(g, spice_location(spice_card_territory(discard.back()))) &&
      card_in_play(g, CardKind::Harvester) != kNoCard) {
    g.blowWindows.harvesterWindow = true;
    g.blowWindows.harvesterWorm = b == Blow::Worm;
    return;
  }
  go_on(g, b == Blow::Worm);
}

void blow_b(Game& g) {
  g.spiceBlowPile = 1;
  g.wormRides = 0;
  log_public(g, "Spice Blow B.");
  blown(g, blow(g, 1, g.spiceSetAside, false));
}

void after_blow(Game& g, Blow b) {
  if (b == Blow::Paused) return;  // the Fremen place a Shai-Hulud first (resume())
  if (g.spiceBlowPile == 0 && advanced(g)) {
    if (b == Blow::Worm)
      enter_phase(g, Phase::Nexus);  // the Nexus of pile A; second_blow() follows it
    else
      blow_b(g);
    return;
  }
  end_blow(g, b == Blow::Worm);
}

// The Shai-Hulud waiting for the Fremen appears in `t` (kNoTerritory: nowhere to devour), then the
// blow goes on from where it paused (a worm has appeared in it).
void resume(Game& g, TerritoryId t) {
  g.wormToPlace = false;
  if (t != kNoTerritory && nexus_cards::hold_worm(g, t)) return;  // worm_window_closed() goes on
  if (t != kNoTerritory) devour(g, t, true);
  blown(g, blow(g, g.spiceBlowPile, g.spiceSetAside, true));
}

// After a blow and its Harvester window. Turn 1: pile B follows pile A (Advanced), then the set-aside
// Shai-Hulud cards are shuffled back and the phase ends without a Nexus.
void go_on(Game& g, bool worm) {
  if (g.turn == 1) {
    if (advanced(g) && g.spiceBlowPile == 0) {
      g.spiceBlowPile = 1;
      log_public(g, "Spice Blow B.");
      blown(g, blow(g, 1, g.spiceSetAside, false));
      return;
    }
    reshuffle_set_aside(g, g.spiceSetAside);
    g.spiceSetAside.clear();
    end_blow(g, false);
    return;
  }
  // The Great Maker's vote and ride follow its blow in the Nexus phase (em.great_maker).
  after_blow(g, great_maker::blow_ends(g, worm) ? Blow::Worm : Blow::NoWorm);
}

// The phase's blows, revealed from the deck (after the Thumper window, if any).
// No Shai-Hulud on turn 1: the blows place spice (both piles, Advanced), then the set-aside worms are
// shuffled back (go_on()).
void reveal_blows(Game& g) {
  if (advanced(g)) log_public(g, "Spice Blow A.");
  blown(g, blow(g, 0, g.spiceSetAside, false));
}

// Thumper played: Shai-Hulud appears in the territory of pile A's topmost territory card, then cards
// are revealed until a territory card appears (a later worm of this blow is the second: the Fremen
// may place it), and a Nexus follows.
void thumper(Game& g) {
  TerritoryId t = last_territory_discard(g.spiceDiscard);
  if (t == kNoTerritory) {
    log_public(
        g, "Shai-Hulud answers the Thumper, but there is no territory card in the discard pile to devour.");
  } else {
    log_public(g, "Shai-Hulud answers the Thumper in {t}.", t);
    if (nexus_cards::hold_worm(g, t)) return;  // worm_window_closed() goes on
    devour(g, t, true);
  }
  blown(g, blow(g, 0, g.spiceSetAside, true));
}

}  // namespace

void worm_window_closed(Game& g, TerritoryId t) {
  devour(g, t, true);
  nexus_cards::worm_devoured(g);
  blown(g, blow(g, g.spiceBlowPile, g.spiceSetAside, true));
}

void begin(Game& g) {
  g.wormRides = 0;
  g.spiceBlowPile = 0;
  g.sandtrout = 0;
  great_maker::phase_begins(g);
  if (g.turn > 1 && card_in_play(g, CardKind::Thumper) != kNoCard) {
    g.blowWindows.thumperWindow = true;  // every seat is asked (pending()); the last answer goes on
    return;
  }
  reveal_blows(g);
}

void second_blow(Game& g) {
  g.phase = Phase::SpiceBlow;
  g.karamaStops = 0;
  blow_b(g);
}

bool second_blow_due(const Game& g) { return advanced(g) && g.turn > 1 && g.spiceBlowPile == 0; }

TerritoryId worm_default(const Game& g) {
  return last_territory_discard(g.spiceBlowPile == 0 ? g.spiceDiscard : g.spiceDiscardB);
}

void karama_stopped(Game& g, Advantage a) {
  if (!hooks::implements(a, Trait::PlacesWorms) || !g.wormToPlace) return;
  log_public(g, "Shai-Hulud appears where the deck puts it.");
  resume(g, worm_default(g));
}

void pending(const Game& g, DecisionList& out) {
  if (g.blowWindows.harvesterWindow) {
    for (Faction f : storm_order(g))
      if (!g.blowWindows.harvesterAsked.has(f)) out.push_back({f, DecisionKind::Harvester, 0, 0});
    return;
  }
  if (g.blowWindows.thumperWindow) {
    for (Faction f : storm_order(g))
      if (!g.blowWindows.thumperAsked.has(f)) out.push_back({f, DecisionKind::Thumper, 0, 0});
    return;
  }
  if (auto placer = hooks::bearer(g, Trait::PlacesWorms); g.wormToPlace && placer)
    out.push_back({*placer, DecisionKind::WormPlacement, 0, 0});
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (g.blowWindows.harvesterWindow) {
    if (!g.in_game(seat) || g.blowWindows.harvesterAsked.has(seat))
      return fail(Err::NotYourDecision, "You have already answered the Harvester window.");
    if (a.kind == ActionKind::Pass) return Ok{};
    if (a.kind != ActionKind::PlayHarvester)
      return fail(Err::BadAction,
                  "Play Harvester (play_harvester) or pass: this spice blow waits for the answer.");
    if (held_of_kind(g, seat, CardKind::Harvester) == kNoCard)
      return fail(Err::CardNotHeld, "You do not hold Harvester.");
    return Ok{};
  }
  if (a.kind == ActionKind::PlayHarvester)
    return fail(Err::WrongPhase, "Harvester is played only right after a spice blow placed spice.");
  if (g.blowWindows.thumperWindow) {
    if (!g.in_game(seat) || g.blowWindows.thumperAsked.has(seat))
      return fail(Err::NotYourDecision, "You have already answered the Thumper window.");
    if (a.kind == ActionKind::Pass) return Ok{};
    if (a.kind != ActionKind::PlayThumper)
      return fail(Err::BadAction, "Play Thumper (play_thumper) or pass: the Spice Blow has not started yet.");
    if (held_of_kind(g, seat, CardKind::Thumper) == kNoCard)
      return fail(Err::CardNotHeld, "You do not hold Thumper.");
    return Ok{};
  }
  if (a.kind == ActionKind::PlayThumper)
    return fail(Err::WrongPhase,
                "Thumper is played only at the start of the Spice Blow phase, after turn 1.");
  if (!g.wormToPlace) return fail(Err::WrongPhase, "Nothing is decided during the Spice Blow.");
  if (seat != hooks::bearer(g, Trait::PlacesWorms))
    return fail(Err::NotYourDecision, "The Fremen place this Shai-Hulud (Fremen sheet, Sandworms).");
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::PlaceWorm)
    return fail(Err::BadAction,
                "Place Shai-Hulud in a sand territory (place_worm), or pass to leave it where it appears.");
  if (a.territory < 0 || a.territory >= kTerritories || territory(a.territory).terrain != Terrain::Sand)
    return fail(Err::BadAction,
                "The Fremen place Shai-Hulud in a sand territory (Fremen sheet, Sandworms); not a rock "
                "territory, a stronghold or the Polar Sink.");
  return Ok{};
}

void exec(Game& g, Faction seat, const Action& a) {
  if (g.blowWindows.harvesterWindow) {
    if (a.kind == ActionKind::PlayHarvester) {
      discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Harvester));
      const SpiceCardId c = pile(g, g.spiceBlowPile).back();
      const TerritoryId t = spice_card_territory(c);
      const LocationId l = spice_location(t);
      set_board_spice(g, l, g.spice[l] + spice_card_amount(c));
      log_public(g, "{f} plays Harvester: the blow in {t} places {n} more spice.", seat, t,
                 spice_card_amount(c));
    } else {
      g.blowWindows.harvesterAsked.insert(seat);
      for (Faction f : factions_in_game(g))
        if (!g.blowWindows.harvesterAsked.has(f)) return;
    }
    const bool worm = g.blowWindows.harvesterWorm;
    g.blowWindows.harvesterWindow = false;
    g.blowWindows.harvesterWorm = false;
    g.blowWindows.harvesterAsked = {};
    go_on(g, worm);
    return;
  }
  if (g.blowWindows.thumperWindow) {
    if (a.kind == ActionKind::PlayThumper) {
      g.blowWindows.thumperWindow = false;
      g.blowWindows.thumperAsked = {};
      discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Thumper));
      log_public(g, "{f} plays Thumper instead of revealing a spice card.", seat);
      thumper(g);
      return;
    }
    g.blowWindows.thumperAsked.insert(seat);
    for (Faction f : factions_in_game(g))
      if (!g.blowWindows.thumperAsked.has(f)) return;
    g.blowWindows.thumperWindow = false;
    g.blowWindows.thumperAsked = {};
    reveal_blows(g);
    return;
  }
  if (a.kind == ActionKind::Pass) {
    log_public(g, "The Fremen leave Shai-Hulud where it appears.");
    resume(g, worm_default(g));
    return;
  }
  log_public(g, "The Fremen place Shai-Hulud in {t}.", a.territory);
  resume(g, a.territory);
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (g.blowWindows.harvesterWindow) {
    if (g.blowWindows.harvesterAsked.has(seat)) return;
    out.push_back({.kind = ActionKind::Pass});
    if (held_of_kind(g, seat, CardKind::Harvester) != kNoCard)
      out.push_back({.kind = ActionKind::PlayHarvester});
    return;
  }
  if (g.blowWindows.thumperWindow) {
    if (g.blowWindows.thumperAsked.has(seat)) return;
    out.push_back({.kind = ActionKind::Pass});
    if (held_of_kind(g, seat, CardKind::Thumper) != kNoCard) out.push_back({.kind = ActionKind::PlayThumper});
    return;
  }
  if (!g.wormToPlace || seat != hooks::bearer(g, Trait::PlacesWorms)) return;
  out.push_back({.kind = ActionKind::Pass});
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (territory(t).terrain == Terrain::Sand) out.push_back({.kind = ActionKind::PlaceWorm, .territory = t});
}

}  // namespace dune::spice_blow_phase
