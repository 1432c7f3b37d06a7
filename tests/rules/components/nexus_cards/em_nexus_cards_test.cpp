// Nexus Cards (Ecaz & Moritani, variant em_nexus_cards; registry em.nexus.deck, em.nexus.draw,
// em.nexus.alliance_discard, em.nexus.modes and the faces applied under em.nexus.faces), as scenarios from
// stated positions. Sources: GF9 Ecaz & Moritani rulebook pp.4, 11 (2h: the publisher's common rules for the
// Nexus cards) and the card faces (NXF), as the checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules
// 47-62 paraphrases them.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// Four factions (the Fremen and the Harkonnen allied unless `allied` is false) on `turn`, in `phase`, with
// the Nexus Cards variant; `more` adds position fields (a leading comma).
Game game(const std::string& phase,
          const std::string& factions = R"(["atreides","emperor","fremen","harkonnen"])",
          const std::string& more = "", const std::string& ruleset = "basic", bool allied = true,
          const std::string& variants = R"(["em_nexus_cards"])") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset + R"(","factions":)" + factions + R"(,"variants":)" +
                  variants + R"(,"seed":5,"random_seating":false},"position":{"turn":3,"phase":")" + phase +
                  R"(","storm_sector":0)" +
                  (allied ? R"(,"fremen":{"ally":"harkonnen"},"harkonnen":{"ally":"fremen"})" : "") + more +
                  R"(},"actions":[]})");
}

NexusCardsState& cards(Game& g) { return g.em.nexusCards; }

// Takes `card` out of the deck or the discards (wherever it is) and puts it in `holder`'s hand.
void give(Game& g, F holder, F card) {
  auto& s = cards(g);
  const auto c = static_cast<std::int8_t>(index(card));
  std::erase(s.deck, c);
  std::erase(s.discard, c);
  for (auto& h : s.held)
    if (h == c) h = -1;
  s.held[static_cast<std::size_t>(index(holder))] = c;
}

// The deck's next cards are `top` (the first drawn first), the others below them.
void stack(Game& g, std::vector<F> top) {
  auto& s = cards(g);
  for (F f : top) std::erase(s.deck, static_cast<std::int8_t>(index(f)));
  for (auto it = top.rbegin(); it != top.rend(); ++it) s.deck.push_back(static_cast<std::int8_t>(index(*it)));
}

std::optional<F> drawer(const Game& g) {
  for (const Decision& d : pending(g))
    if (d.kind == DecisionKind::NexusCardDraw) return d.seat;
  return std::nullopt;
}

bool logged(const Game& g, std::string_view text) {
  return std::any_of(g.log.begin(), g.log.end(),
                     [&](const LogEntry& e) { return e.text.str().find(text) != std::string::npos; });
}

// The moment the holders are asked about, as the view names it ("" for none).
std::string moment_in_view(const Game& g, F seat) {
  const auto v = to_json(view(g, Viewer::of(seat))).as_object();
  const auto& m = v.at("nexus_cards").at("moment");
  return m.is_null() ? "" : std::string(m.as_string());
}

void consistent(const Game& g) {
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
}

// Every seat still in the Nexus passes.
void end_nexus(Game& g) {
  for (bool again = true; again;) {
    again = false;
    for (const Decision& d : pending(g))
      if (d.kind == DecisionKind::Nexus) {
        act(g, d.seat, R"({"type":"pass"})");
        again = true;
        break;
      }
  }
}

// --- em.nexus.deck --------------------------------------------------------------------------------------

// em.nexus.deck (E3 pp.4, 11): twelve cards, one per faction, seated or not, in their own deck; without the
// variant there is none. The deck's count is public, its order is not in any view.
TEST(NexusCards, TwelveCardsInTheirOwnDeck) {
  Game g = game("nexus");
  EXPECT_EQ(cards(g).deck.size(), 12u);
  std::vector<std::int8_t> sorted = cards(g).deck;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < kFactions; ++i) EXPECT_EQ(sorted[static_cast<std::size_t>(i)], i);
  consistent(g);
  const auto v = to_json(view(g, Viewer::of(F::Atreides))).as_object();
  EXPECT_EQ(v.at("nexus_cards").at("deck_count").as_int64(), 12);
  EXPECT_TRUE(v.at("nexus_cards").at("card").is_null());

  Game plain = scenario(
      R"({"setup":{"factions":["atreides","emperor"],"seed":5},"position":{"turn":3,"phase":"nexus"},"actions":[]})");
  EXPECT_TRUE(plain.em.nexusCards.deck.empty());
  EXPECT_FALSE(to_json(view(plain, Viewer::of(F::Atreides))).as_object().contains("nexus_cards"));
}

// docs/GAME_FILES.md: a position states the Nexus card a faction holds and the deck and discards (top
// first); every card stays in one place, the holder alone sees its card, and an allied faction holds none
// (E3 p.11: joining an alliance discards it).
TEST(NexusCards, APositionStatesTheCardsHeldAndThePiles) {
  Game g = game("ship_move", R"(["atreides","emperor","fremen","harkonnen"])",
                R"(,"atreides":{"nexus_card":"guild"},"emperor":{"nexus_card":null},
                   "nexus_deck":["fremen","ecaz"],"nexus_discard":["richese","choam"])");
  EXPECT_EQ(nexus_cards::held(g, F::Atreides), F::Guild);
  EXPECT_FALSE(nexus_cards::held(g, F::Emperor));
  ASSERT_EQ(cards(g).deck.size(), 9u);
  EXPECT_EQ(cards(g).deck.back(), index(F::Fremen));  // the top
  EXPECT_EQ(cards(g).deck[cards(g).deck.size() - 2], index(F::Ecaz));
  ASSERT_EQ(cards(g).discard.size(), 2u);
  EXPECT_EQ(cards(g).discard.back(), index(F::Richese));  // the face-up top
  std::vector<int> seen(kFactions, 0);
  for (auto c : cards(g).deck) ++seen[static_cast<std::size_t>(c)];
  for (auto c : cards(g).discard) ++seen[static_cast<std::size_t>(c)];
  for (auto c : cards(g).held)
    if (c >= 0) ++seen[static_cast<std::size_t>(c)];
  for (int n : seen) EXPECT_EQ(n, 1);
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).ownNexusCard, index(F::Guild));
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).ownNexusCard, -1);
  EXPECT_TRUE(view(g, Viewer::of(F::Emperor)).nexusHolders.has(F::Atreides));
  consistent(g);

  auto refused = [](const std::string& more, const std::string& variants, std::string_view words) {
    auto f = parse_game_file(
        R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["atreides","emperor","fremen","harkonnen"],
            "variants":)" +
        variants + R"(,"seed":5,"random_seating":false},"position":{"turn":3,"phase":"ship_move",
            "fremen":{"ally":"harkonnen"},"harkonnen":{"ally":"fremen"})" +
        more + "}}");
    ASSERT_TRUE(f.ok());
    auto r = start_game(f.value());
    ASSERT_FALSE(r.ok()) << more;
    EXPECT_NE(r.error().message.str().find(words), std::string::npos) << r.error().message.str();
  };
  refused(R"(,"atreides":{"nexus_card":"guild"})", "[]", "needs the variant em_nexus_cards");
  refused(R"(,"fremen":{"nexus_card":"guild","ally":"harkonnen"})", R"(["em_nexus_cards"])", "while allied");
  refused(R"(,"atreides":{"nexus_card":"guild"},"nexus_discard":["guild"])", R"(["em_nexus_cards"])",
          "Nexus card twice");
}

// --- em.nexus.draw --------------------------------------------------------------------------------------

// em.nexus.draw (E3 p.11): after the Nexus each unallied player, in storm order, may draw; the allied ones
// are not asked. The card is the drawer's secret; that it holds one is public.
TEST(NexusCards, UnalliedPlayersDrawAfterTheNexus) {
  Game g = game("nexus");
  stack(g, {F::Guild, F::Richese});
  end_nexus(g);
  ASSERT_EQ(g.phase, Phase::Nexus);
  std::vector<F> asked;
  while (auto f = drawer(g)) {
    asked.push_back(*f);
    EXPECT_NE(*f, F::Fremen);
    EXPECT_NE(*f, F::Harkonnen);
    act(g, *f, R"({"type":"draw_nexus_card"})");
  }
  ASSERT_EQ(asked.size(), 2u);
  EXPECT_NE(g.phase, Phase::Nexus);  // on to CHOAM Charity and beyond
  EXPECT_EQ(nexus_cards::held(g, asked[0]), F::Guild);
  EXPECT_EQ(nexus_cards::held(g, asked[1]), F::Richese);
  consistent(g);
  const auto own = to_json(view(g, Viewer::of(asked[0]))).as_object().at("nexus_cards").as_object();
  EXPECT_EQ(own.at("card").as_string(), "guild");
  EXPECT_EQ(own.at("mode").as_string(), "secret_ally");  // the Guild are not seated
  // View leak: another seat (and a spectator) sees who holds a card, never which.
  for (const View& other : {view(g, Viewer::of(asked[1])), view(g, Viewer::spectator())}) {
    EXPECT_NE(other.ownNexusCard, index(F::Guild));
    EXPECT_TRUE(other.nexusHolders.has(asked[0]));
    const std::string text = boost::json::serialize(to_json(other));
    EXPECT_EQ(text.find("\"guild\""), std::string::npos) << text;
  }
}

// em.nexus.draw: drawing again discards the card held first (one held at most); a pass keeps it.
TEST(NexusCards, ADrawDiscardsTheCardHeld) {
  Game g = game("nexus");
  give(g, F::Atreides, F::Guild);
  give(g, F::Emperor, F::Tleilaxu);
  stack(g, {F::Richese});
  end_nexus(g);
  while (auto f = drawer(g))
    act(g, *f, *f == F::Atreides ? R"({"type":"draw_nexus_card"})" : R"({"type":"pass"})");
  EXPECT_EQ(nexus_cards::held(g, F::Atreides), F::Richese);
  EXPECT_EQ(nexus_cards::held(g, F::Emperor), F::Tleilaxu);
  EXPECT_EQ(cards(g).discard, std::vector<std::int8_t>{static_cast<std::int8_t>(index(F::Guild))});
  consistent(g);
}

// em.nexus.draw (E3 p.11): who draws its own faction's card may discard it and draw again, or keep it.
TEST(NexusCards, OwnCardMayBeRedrawn) {
  Game g = game("nexus");
  end_nexus(g);
  ASSERT_TRUE(drawer(g));
  const F first = *drawer(g);
  const F second = first == F::Atreides ? F::Emperor : F::Atreides;  // the other unallied seat
  // The first drawer meets its own card and redraws once; the second meets its own and keeps it.
  stack(g, {first, F::Choam, second});
  act(g, first, R"({"type":"draw_nexus_card","redraw_own":true})");
  EXPECT_EQ(nexus_cards::held(g, first), F::Choam);
  EXPECT_EQ(cards(g).discard, std::vector<std::int8_t>{static_cast<std::int8_t>(index(first))});  // face up
  // View leak: the next question goes to the next seat, never again to the one that drew.
  EXPECT_EQ(drawer(g), second);
  act(g, second, R"({"type":"draw_nexus_card"})");
  EXPECT_EQ(nexus_cards::held(g, second), second);
  EXPECT_FALSE(drawer(g));
  EXPECT_NE(g.phase, Phase::Nexus);  // on to CHOAM Charity and beyond
  consistent(g);
  // A redraw_own draw that is not one's own card keeps it.
  Game h = game("nexus");
  end_nexus(h);
  stack(h, {F::Guild, F::Choam});
  act(h, *drawer(h), R"({"type":"draw_nexus_card","redraw_own":true})");
  EXPECT_EQ(nexus_cards::held(h, first), F::Guild);
  EXPECT_TRUE(cards(h).discard.empty());
}

// em.nexus.draw: an empty deck is rebuilt from the shuffled discards.
TEST(NexusCards, EmptyDeckIsRebuiltFromTheDiscards) {
  Game g = game("nexus");
  auto& s = cards(g);
  s.discard = s.deck;
  s.deck.clear();
  give(g, F::Atreides, F::Guild);
  end_nexus(g);
  while (auto f = drawer(g)) act(g, *f, R"({"type":"draw_nexus_card"})");
  EXPECT_TRUE(nexus_cards::held(g, F::Atreides));
  EXPECT_TRUE(nexus_cards::held(g, F::Emperor));
  EXPECT_EQ(s.deck.size() + s.discard.size(), 10u);
  consistent(g);
}

// The Nexus phase opens with the Great Maker's vote (as great_maker::blow_ends leaves it), not with a Nexus;
// the first `yes` voters asked vote for a Nexus, the others against.
Game great_maker_vote(int yes) {
  Game g = game("nexus", R"(["atreides","emperor","fremen","harkonnen"])", "", "basic", true,
                R"(["em_nexus_cards","em_great_maker"])");
  g.em.nexusCards.nexusTurn = 0;
  g.em.greatMaker.voting = true;
  for (int i = 0; i < 4; ++i)
    for (const Decision& d : pending(g))
      if (d.kind == DecisionKind::GreatMakerVote) {
        act(g, d.seat,
            i < yes ? R"({"type":"vote_nexus","yes":true})" : R"({"type":"vote_nexus","yes":false})");
        break;
      }
  return g;
}

// em.nexus.draw with the Great Maker (E3 p.12): a vote without a majority makes no Nexus, so nobody draws.
TEST(NexusCards, NoDrawWithoutANexus) {
  Game g = great_maker_vote(1);
  EXPECT_EQ(g.em.greatMaker.result, 2);
  EXPECT_FALSE(drawer(g));
  EXPECT_NE(g.phase, Phase::Nexus);  // on to CHOAM Charity and beyond

  // With a majority the Nexus takes place, and the unallied players draw after it.
  Game y = great_maker_vote(3);
  EXPECT_EQ(y.em.greatMaker.result, 1);
  end_nexus(y);
  EXPECT_TRUE(drawer(y));
}

// em.nexus.draw (E3 p.11, "at the end of the Spice Blow and Nexus phase"), Advanced: after pile A's Nexus the
// draw waits for pile B; pile B without a worm ends the phase with the draw.
TEST(NexusCards, AdvancedDrawComesAfterPileB) {
  Game g = game(
      "nexus", R"(["atreides","emperor","fremen","harkonnen"])",
      R"(,"spice_deck":["the_great_flat"],"spice_discard":["hagga_basin"],"spice_discard_b":["cielago_north"])",
      "advanced");
  g.spiceBlowPile = 0;
  end_nexus(g);
  ASSERT_TRUE(drawer(g)) << "phase " << static_cast<int>(g.phase);
  EXPECT_EQ(g.spiceBlowPile, 1);  // pile B was blown first
  while (auto f = drawer(g)) act(g, *f, R"({"type":"pass"})");
  EXPECT_NE(g.phase, Phase::Nexus);  // on to CHOAM Charity and beyond
}

// --- em.nexus.alliance_discard ---------------------------------------------------------------------------

// em.nexus.alliance_discard (E3 p.11): joining an alliance discards both partners' cards, face up.
TEST(NexusCards, AnAllianceDiscardsBothCards) {
  Game g = game("nexus", R"(["atreides","emperor","fremen","harkonnen"])", "", "basic", false);
  give(g, F::Atreides, F::Guild);
  give(g, F::Emperor, F::Moritani);
  act(g, F::Atreides, R"({"type":"ally","faction":"emperor"})");
  act(g, F::Emperor, R"({"type":"ally","faction":"atreides"})");
  EXPECT_TRUE(logged(g, "join an alliance and discard"));
  EXPECT_FALSE(nexus_cards::held(g, F::Atreides));
  EXPECT_FALSE(nexus_cards::held(g, F::Emperor));
  EXPECT_EQ(cards(g).discard.size(), 2u);
  EXPECT_EQ(view(g, Viewer::of(F::Fremen)).nexusDiscard.size(), 2u);  // public
  consistent(g);
}

// --- em.nexus.modes ---------------------------------------------------------------------------------------

// em.nexus.modes (E3 p.11): the holder's faction, the card's seat or its absence fix the mode; another mode's
// effect is refused and changes nothing; the card is used once.
TEST(NexusCards, TheModeFollowsWhoHoldsIt) {
  Game g = game("revival", R"(["atreides","emperor","fremen","harkonnen"])", R"(,"atreides":{"tanks":5})");
  give(g, F::Atreides, F::Fremen);  // the Fremen are seated: Betrayal
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).ownNexusMode, static_cast<int>(nexus_cards::Mode::Betrayal));
  Error e = refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":3})");
  EXPECT_EQ(e.code, Err::BadAction);
  EXPECT_NE(e.message.str().find("Betrayal"), std::string::npos) << e.message.str();
  give(g, F::Emperor, F::Emperor);
  EXPECT_EQ(view(g, Viewer::of(F::Emperor)).ownNexusMode, static_cast<int>(nexus_cards::Mode::Cunning));
  give(g, F::Harkonnen, F::Tleilaxu);
  EXPECT_EQ(view(g, Viewer::of(F::Harkonnen)).ownNexusMode, static_cast<int>(nexus_cards::Mode::SecretAlly));
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"play_nexus_card","effect":"revive","forces":1})").code,
            Err::CardNotHeld);
}

// E3 p.11 (em.nexus.modes): a card is played in the one mode its holder has; an effect of another mode is
// refused by name, not played wrongly.
TEST(NexusCards, AnEffectOfAnotherModeIsRefusedByName) {
  Game g = game("revival");
  give(g, F::Fremen, F::Fremen);  // Cunning: its revival is the Secret Ally's
  Error e = refuse(g, F::Fremen, R"({"type":"play_nexus_card","effect":"revive","forces":1})");
  EXPECT_EQ(e.code, Err::BadAction);
  EXPECT_NE(e.message.str().find("the Fremen Nexus card, played now as Cunning"), std::string::npos)
      << e.message.str();
}

// --- the faces ------------------------------------------------------------------------------------------

// em.nexus.fremen Betrayal (NXF; checklist rule 54): the Fremen may not move two territories for the rest of
// the phase (stopped as a Karama would); only the card's advantages, and only in their phase.
TEST(NexusCards, FremenBetrayalStopsTheTwoTerritoryMove) {
  Game g = game("ship_move");
  give(g, F::Atreides, F::Fremen);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"stop","advantage":"bg_voice"})").code,
      Err::BadAction);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"stop","advantage":"fremen_move_two"})");
  EXPECT_TRUE(stopped(g, Advantage::FremenMoveTwo));
  EXPECT_FALSE(nexus_cards::held(g, F::Atreides));
  EXPECT_EQ(cards(g).discard.back(), index(F::Fremen));
  consistent(g);

  Game b = game("nexus");
  give(b, F::Atreides, F::Fremen);
  EXPECT_EQ(
      refuse(b, F::Atreides, R"({"type":"play_nexus_card","effect":"stop","advantage":"fremen_move_two"})")
          .code,
      Err::WrongPhase);
}

// em.nexus.bene_gesserit Betrayal (NXF; checklist rule 52): stop a Voice; em.nexus.atreides Betrayal: stop
// the Atreides prescience. Both in the Battle phase.
TEST(NexusCards, BetrayalStopsVoiceAndPrescience) {
  Game g = game("battle", R"(["atreides","bene_gesserit","fremen","harkonnen"])",
                R"(,"forces":[{"faction":"atreides","territory":"carthag","count":3},
                              {"faction":"bene_gesserit","territory":"carthag","count":3}])");
  ASSERT_EQ(g.phase, Phase::Battle);
  give(g, F::Atreides, F::BeneGesserit);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"stop","advantage":"bg_voice"})");
  EXPECT_TRUE(stopped(g, Advantage::BgVoice));
  give(g, F::BeneGesserit, F::Atreides);
  act(g, F::BeneGesserit, R"({"type":"play_nexus_card","effect":"stop","advantage":"atreides_prescience"})");
  EXPECT_TRUE(stopped(g, Advantage::AtreidesPrescience));
}

// em.nexus.moritani Betrayal (NXF; checklist rule 62): a Terror token on the board goes back to the Moritani
// unrevealed; a territory without one is refused.
TEST(NexusCards, MoritaniBetrayalReturnsATerrorToken) {
  Game g = game("ship_move", R"(["atreides","emperor","moritani","harkonnen"])",
                R"(,"terror_tokens":{"robbery":"carthag"})", "basic", false);
  give(g, F::Atreides, F::Moritani);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"return_terror","territory":"arrakeen"})")
          .code,
      Err::BadAction);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"return_terror","territory":"carthag"})");
  EXPECT_EQ(g.em.terror[static_cast<std::size_t>(TerrorToken::Robbery)], kTerrorSupply);
  EXPECT_TRUE(logged(g, "goes back to the Moritani unrevealed"));
  consistent(g);
}

// em.nexus.ecaz Cunning (NXF; checklist rule 61): Ecaz take Duke Vidal for this turn from any custody (here
// the Tanks); the turn's end sets him aside.
TEST(NexusCards, EcazCunningTakesDukeVidal) {
  Game g = game("revival", R"(["atreides","emperor","ecaz","harkonnen"])", "", "basic", false);
  g.em.duke.where = LeaderWhere::Tanks;
  give(g, F::Ecaz, F::Ecaz);
  act(g, F::Ecaz, R"({"type":"play_nexus_card","effect":"take_duke"})");
  EXPECT_EQ(g.em.duke.where, LeaderWhere::Available);
  EXPECT_EQ(g.em.dukeHolder, index(F::Ecaz));
  EXPECT_EQ(g.em.dukeTenure, DukeTenure::ThisTurn);
  duke_turn_ends(g);
  EXPECT_EQ(g.em.dukeHolder, -1);
  consistent(g);
}

// em.nexus.fremen / em.nexus.emperor Secret Ally (NXF; checklist rules 53-54): in Revival, up to 3 forces
// free; more is refused, and outside Revival too.
TEST(NexusCards, SecretAllyRevivesThreeForcesFree) {
  Game g =
      game("revival", R"(["atreides","harkonnen"])", R"(,"atreides":{"tanks":5,"spice":4})", "basic", false);
  give(g, F::Atreides, F::Fremen);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":4})").code,
            Err::NoSuchForces);
  const int reserves = g.player(F::Atreides).reserves.total();
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":3})");
  EXPECT_EQ(g.player(F::Atreides).tanks.total(), 2);
  EXPECT_EQ(g.player(F::Atreides).reserves.total(), reserves + 3);
  EXPECT_EQ(g.player(F::Atreides).spice, 4);
  consistent(g);

  Game b = game("ship_move", R"(["atreides","harkonnen"])", R"(,"atreides":{"tanks":5})", "basic", false);
  give(b, F::Atreides, F::Emperor);
  EXPECT_EQ(refuse(b, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":3})").code,
            Err::WrongPhase);
}

// em.nexus.tleilaxu Secret Ally (NXF; checklist rule 58): in Revival, an own leader free and up to 5 forces
// at 1 spice each (to the Bank).
TEST(NexusCards, TleilaxuSecretAllyRevivesALeaderAndForces) {
  Game g = game("revival", R"(["atreides","harkonnen"])",
                R"(,"atreides":{"tanks":6,"spice":10,"leaders_in_tanks":["Duncan Idaho"]})", "basic", false);
  give(g, F::Atreides, F::Tleilaxu);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":6})").code,
            Err::NoSuchForces);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"revive","forces":5,"leader":"Duncan Idaho"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 5);
  EXPECT_EQ(g.player(F::Atreides).tanks.total(), 1);
  bool duncanBack = false;
  for (int i = 0; i < leader_count(F::Atreides); ++i)
    if (leader_info(leader_id(F::Atreides, i)).name == std::string_view("Duncan Idaho"))
      duncanBack = leader_available(g, leader_id(F::Atreides, i));
  EXPECT_TRUE(duncanBack);
  consistent(g);
}

// em.nexus.ecaz Secret Ally (NXF; checklist rule 61): a player says whether any of its traitors are the
// asker's leaders, without naming them.
TEST(NexusCards, EcazSecretAllyAsksAboutTraitors) {
  Game g = game("bidding", R"(["atreides","harkonnen"])", "", "basic", false);
  g.player(F::Harkonnen).traitors = {leader_id(F::Atreides, 0)};
  give(g, F::Atreides, F::Ecaz);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"ask_traitors","target":"harkonnen"})");
  EXPECT_TRUE(logged(g, "The answer is yes."));
  g.player(F::Atreides).traitors = {leader_id(F::Atreides, 1)};  // its own leader is no answer to itself
  give(g, F::Harkonnen, F::Ecaz);
  act(g, F::Harkonnen, R"({"type":"play_nexus_card","effect":"ask_traitors","target":"atreides"})");
  EXPECT_TRUE(logged(g, "The answer is no."));
}

// em.nexus.faces: the CHOAM card is always Secret Ally (CHOAM are never seated here); outside the end of a
// won battle it offers nothing, and another card's effect is refused.
TEST(NexusCards, ChoamCardIsSecretAllyAndWaitsForAWin) {
  Game g = game("nexus");
  give(g, F::Atreides, F::Choam);
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).ownNexusMode, static_cast<int>(nexus_cards::Mode::SecretAlly));
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"ask_traitors","target":"emperor"})").code,
      Err::BadAction);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"look_card"})").code,
            Err::WrongPhase);
  const std::vector<Action> legal = legal_actions(g, F::Atreides);
  EXPECT_TRUE(std::none_of(legal.begin(), legal.end(),
                           [](const Action& a) { return a.kind == ActionKind::PlayNexusCard; }));
}

// em.nexus.tleilaxu Cunning (NXF; checklist rule 58): every revealed Face Dancer is replaced: new ones drawn
// first, then the revealed ones shuffled back into the traitor deck; none revealed, the play is refused.
TEST(NexusCards, TleilaxuCunningReplacesRevealedFaceDancers) {
  Game g = game("revival", R"(["atreides","tleilaxu"])", "", "basic", false);
  give(g, F::Tleilaxu, F::Tleilaxu);
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"play_nexus_card","effect":"replace_face_dancers"})").code,
            Err::NotAllowed);
  TleilaxuState& t = g.tleilaxu;
  ASSERT_GE(t.faceDancers.size(), 2u);
  const std::vector<LeaderId> old{t.faceDancers[0], t.faceDancers[1]};
  t.revealed = old;
  const std::size_t held = t.faceDancers.size(), deck = g.traitorDeck.size();
  act(g, F::Tleilaxu, R"({"type":"play_nexus_card","effect":"replace_face_dancers"})");
  EXPECT_TRUE(t.revealed.empty());
  EXPECT_EQ(t.faceDancers.size(), held);
  EXPECT_EQ(g.traitorDeck.size(), deck);
  for (LeaderId l : old) {
    EXPECT_EQ(std::count(t.faceDancers.begin(), t.faceDancers.end(), l), 0);
    EXPECT_EQ(std::count(g.traitorDeck.begin(), g.traitorDeck.end(), l), 1);
  }
  // Only the Tleilaxu see the new ones.
  EXPECT_TRUE(view(g, Viewer::of(F::Atreides)).faceDancers.empty());
  consistent(g);
}

// em.nexus.ecaz Betrayal (NXF; checklist rule 61): before Shipment and Movement, Ecaz's ally returns its
// forces from one territory it shares with Ecaz to its reserves; a territory they do not share, or after the
// first shipment, is refused.
TEST(NexusCards, EcazBetrayalSendsTheAllyHome) {
  const std::string forces = R"(,"ecaz":{"ally":"harkonnen"},"harkonnen":{"ally":"ecaz"},
      "forces":[{"faction":"ecaz","territory":"carthag","count":2},{"faction":"harkonnen","territory":"carthag","count":4},
                {"faction":"harkonnen","territory":"arrakeen","count":3}])";
  Game g = game("revival", R"(["atreides","ecaz","harkonnen"])", forces, "basic", false);
  give(g, F::Atreides, F::Ecaz);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"ally_withdraws","territory":"arrakeen"})")
          .code,
      Err::BadAction);
  const int reserves = g.player(F::Harkonnen).reserves.total();
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"ally_withdraws","territory":"carthag"})");
  EXPECT_EQ(forces_in(g, F::Harkonnen, territory_by_key("carthag")), 0);
  EXPECT_EQ(forces_in(g, F::Ecaz, territory_by_key("carthag")), 2);
  EXPECT_EQ(g.player(F::Harkonnen).reserves.total(), reserves + 4);
  consistent(g);

  Game b = game("battle", R"(["atreides","ecaz","harkonnen"])", forces, "basic", false);
  give(b, F::Atreides, F::Ecaz);
  EXPECT_EQ(
      refuse(b, F::Atreides, R"({"type":"play_nexus_card","effect":"ally_withdraws","territory":"carthag"})")
          .code,
      Err::WrongPhase);
}

// em.nexus.harkonnen Cunning (NXF; checklist rule 55): draw a traitor card, then shuffle one held back; the
// return comes first (every other action waits), and the returned card goes back into the traitor deck.
TEST(NexusCards, HarkonnenCunningDrawsThenReturnsATraitor) {
  Game g = game("bidding", R"(["atreides","harkonnen"])", "", "basic", false);
  give(g, F::Harkonnen, F::Harkonnen);
  const std::vector<LeaderId> before = g.player(F::Harkonnen).traitors;
  const std::size_t deck = g.traitorDeck.size();
  ASSERT_GT(deck, 0u);
  act(g, F::Harkonnen, R"({"type":"play_nexus_card","effect":"draw_traitor"})");
  const auto& t = g.player(F::Harkonnen).traitors;
  ASSERT_EQ(t.size(), before.size() + 1);
  const std::vector<Decision> open = pending(g);
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0].kind, DecisionKind::NexusTraitorReturn);
  EXPECT_EQ(open[0].seat, F::Harkonnen);
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  const LeaderId back = t.front();
  act(g, F::Harkonnen, to_string(to_json(Action{.kind = ActionKind::ReturnTraitor, .leader = back})));
  EXPECT_EQ(g.player(F::Harkonnen).traitors.size(), before.size());
  EXPECT_EQ(std::count(g.traitorDeck.begin(), g.traitorDeck.end(), back), 1);
  EXPECT_EQ(g.traitorDeck.size(), deck);
  EXPECT_FALSE(nexus_cards::returning(g));
  consistent(g);
}

// --- the faces in battle --------------------------------------------------------------------------------

// The Emperor and the Harkonnen, 8 forces each in the Great Flat, in the Battle phase; no traitor in play.
const std::string kDuel = R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
    {"faction":"harkonnen","territory":"the_great_flat","count":8}],
    "emperor":{"traitors":["Umman Kudu"]},"harkonnen":{"traitors":["Bashar"],"hand":["lasgun"]})";

void pass_traitors(Game& g) {
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
}

// em.nexus.emperor Cunning (NXF; checklist rule 53): before their plan, in a battle holding no Sardaukar of
// theirs, five Emperor forces count as Sardaukar (Advanced). Caid 3 + 5 supported "Sardaukar" (10) = 13 beats
// Rabban 4 + 8 = 12, where 5 supported normal forces (5) would lose; the five are lost as normal forces.
TEST(NexusCards, EmperorCunningCountsFiveForcesAsSardaukar) {
  Game basic = game("battle", R"(["emperor","harkonnen"])", kDuel, "basic", false);
  give(basic, F::Emperor, F::Emperor);
  EXPECT_EQ(refuse(basic, F::Emperor, R"({"type":"play_nexus_card","effect":"virtual_sardaukar"})").code,
            Err::NotAllowed);

  Game g = game("battle", R"(["emperor","harkonnen"])", kDuel, "advanced", false);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::BattlePlan));
  const std::string plan = R"({"type":"battle_plan","leader":"Caid","dial":5,"elite":5,"spice":5})";
  refuse(g, F::Emperor, plan);  // no Sardaukar there
  give(g, F::Emperor, F::Emperor);
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"virtual_sardaukar"})");
  EXPECT_EQ(battle_phase::fighting_elite(g, F::Emperor, g.battle.territory), 5);
  EXPECT_EQ(battle_phase::fighting_normal(g, F::Emperor, g.battle.territory), 3);
  consistent(g);
  act(g, F::Emperor, plan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":8,"spice":8})");
  pass_traitors(g);
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the Emperor won
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 3);
  EXPECT_EQ(g.player(F::Emperor).tanks, (Forces{5, 0}));  // lost as the normal forces they are
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // Played after the plan is set, or a second time, it is refused.
  Game late = game("battle", R"(["emperor","harkonnen"])", kDuel, "advanced", false);
  act(late, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5,"spice":5})");
  give(late, F::Emperor, F::Emperor);
  EXPECT_EQ(refuse(late, F::Emperor, R"({"type":"play_nexus_card","effect":"virtual_sardaukar"})").code,
            Err::NotAllowed);
}

// em.nexus.ixian Cunning (NXF; checklist rule 57): before their plan, the Suboids count full strength without
// spice for the rest of the turn (Advanced): 4 Suboids dialed unsupported are worth 4, not 2; the next
// turn 2.
TEST(NexusCards, IxianCunningGivesSuboidsFullStrength) {
  const std::string duel = R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"ixian","territory":"the_great_flat","count":6}])";
  Game basic = game("battle", R"(["emperor","ixian"])", duel, "basic", false);
  give(basic, F::Ixian, F::Ixian);
  EXPECT_EQ(refuse(basic, F::Ixian, R"({"type":"play_nexus_card","effect":"full_suboids"})").code,
            Err::NotAllowed);

  Game g = game("battle", R"(["emperor","ixian"])", duel, "advanced", false);
  BattlePlanRec four;
  four.dial = 4;
  EXPECT_EQ(battle_phase::dial_half_points(g, F::Ixian, F::Emperor, four), 4);  // half points: 2
  give(g, F::Ixian, F::Ixian);
  act(g, F::Ixian, R"({"type":"play_nexus_card","effect":"full_suboids"})");
  EXPECT_EQ(battle_phase::dial_half_points(g, F::Ixian, F::Emperor, four), 8);
  EXPECT_EQ(battle_phase::dial_half_points(g, F::Emperor, F::Ixian, four), 4);  // theirs only
  consistent(g);
  g.turn++;
  EXPECT_EQ(battle_phase::dial_half_points(g, F::Ixian, F::Emperor, four), 4);
}

// em.nexus.atreides Secret Ally (NXF; checklist rule 51): in one's own battle, one element of the opponent's
// plan; the opponent sets its plan first and the answer is given as the prescience's is.
TEST(NexusCards, AtreidesSecretAllySeesAnElement) {
  Game g = game("battle", R"(["emperor","harkonnen"])", kDuel, "basic", false);
  give(g, F::Emperor, F::Atreides);  // the Atreides are not seated: Secret Ally
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"see_element","element":"dial"})");
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::BattlePlan));  // the Harkonnen set theirs first
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");
  EXPECT_TRUE(logged(g, "Prescience answer from Harkonnen: dial 3."));
  const View v = view(g, Viewer::of(F::Emperor));
  ASSERT_TRUE(v.prescienceAnswer);
  EXPECT_EQ(v.prescienceAnswer->dial, 3);
  consistent(g);

  // The opponent's plan is set: too late.
  Game late = game("battle", R"(["emperor","harkonnen"])", kDuel, "basic", false);
  act(late, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");
  give(late, F::Emperor, F::Atreides);
  EXPECT_EQ(
      refuse(late, F::Emperor, R"({"type":"play_nexus_card","effect":"see_element","element":"dial"})").code,
      Err::NotAllowed);
}

// em.nexus.atreides Cunning (NXF; checklist rule 51): after their prescience asked one element, the Atreides
// ask a second, another one; both are answered when the opponent sets its plan.
TEST(NexusCards, AtreidesCunningAsksASecondElement) {
  const std::string duel = R"(,"forces":[{"faction":"atreides","territory":"the_great_flat","count":8},
      {"faction":"harkonnen","territory":"the_great_flat","count":8}],
      "atreides":{"traitors":["Umman Kudu"]},"harkonnen":{"traitors":["Thufir Hawat"]})";
  Game g = game("battle", R"(["atreides","harkonnen"])", duel, "basic", false);
  give(g, F::Atreides, F::Atreides);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"second_element","element":"dial"})").code,
      Err::NotAllowed);  // no prescience asked yet
  act(g, F::Atreides, R"({"type":"prescience","element":"leader"})");
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"second_element","element":"leader"})")
          .code,
      Err::BadAction);  // another element
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"second_element","element":"dial"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":5})");
  EXPECT_TRUE(logged(g, "Prescience answer from Harkonnen: Beast Rabban."));
  EXPECT_TRUE(logged(g, "Second prescience answer from Harkonnen: dial 5."));
  consistent(g);
}

// em.nexus.bene_gesserit Secret Ally (NXF; checklist rule 52): Voice the battle opponent before its plan; the
// command binds it as the Bene Gesserit Voice does.
TEST(NexusCards, BeneGesseritSecretAllyUsesTheVoice) {
  Game g = game("battle", R"(["emperor","harkonnen"])", kDuel, "basic", false);
  give(g, F::Emperor, F::BeneGesserit);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_nexus_card","effect":"voice"})").code, Err::BadAction);
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"voice","command":"lasgun","must":false})");
  EXPECT_TRUE(logged(g, "command Harkonnen not to play"));
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3,"weapon":"lasgun"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");
  consistent(g);
}

// em.nexus.faces (NXF "before making one's battle plan"): when a battle begins every holder is asked,
// whatever its card (decision nexus_window, moment battle), before the Voice, the prescience and the plans,
// so that a face played before the plans has its moment even when the opponent (a bot) would set its plan at
// once. The plans wait for the answers.
TEST(NexusCards, EveryHolderIsAskedWhenABattleBegins) {
  Game g = game("battle", R"(["emperor","harkonnen","atreides"])",
                R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                    {"faction":"harkonnen","territory":"the_great_flat","count":8}],
                  "emperor":{"traitors":["Umman Kudu"],"nexus_card":"bene_gesserit"},
                  "harkonnen":{"traitors":["Bashar"],"hand":["lasgun"]},"atreides":{"nexus_card":"fremen"})",
                "basic", false);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::NexusWindow));
  ASSERT_TRUE(
      has_pending(g, F::Atreides, DecisionKind::NexusWindow));  // not in the battle: asked all the same
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::NexusWindow));
  EXPECT_EQ(moment_in_view(g, F::Harkonnen), "battle");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})").code,
            Err::NotYourDecision);
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"voice","command":"lasgun","must":false})");
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusWindow));  // the others still answer
  act(g, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(moment_in_view(g, F::Harkonnen), "");
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3,"weapon":"lasgun"})")
          .code,
      Err::BadPlan);
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");
  consistent(g);
}

// --- the faces in Shipment and Movement and the Mentat Pause --------------------------------------------

// em.nexus.richese Secret Ally (NXF; checklist rule 60): in one's own turn, before the shipment, up to five
// forces from reserves at the price of one (2 spice into the Great Flat, not 10); more is refused. Another
// player's turn is refused.
TEST(NexusCards, RicheseSecretAllyShipsFiveForThePriceOfOne) {
  Game g = game("ship_move", R"(["atreides","emperor"])", "", "basic", false);
  const auto shippers = seats_pending(g, DecisionKind::Ship);
  ASSERT_EQ(shippers.size(), 1u);
  const F me = shippers[0], other = me == F::Atreides ? F::Emperor : F::Atreides;
  give(g, other, F::Richese);
  EXPECT_EQ(refuse(g, other, R"({"type":"play_nexus_card","effect":"five_for_one"})").code, Err::WrongPhase);
  give(g, me, F::Richese);
  act(g, me, R"({"type":"play_nexus_card","effect":"five_for_one"})");
  EXPECT_EQ(refuse(g, me, R"({"type":"ship","to":"the_great_flat","forces":6})").code, Err::NotAllowed);
  const int spice = g.player(me).spice, before = forces_at(g, me, "the_great_flat");
  act(g, me, R"({"type":"ship","to":"the_great_flat","forces":5})");
  EXPECT_EQ(g.player(me).spice, spice - 2);
  EXPECT_EQ(forces_at(g, me, "the_great_flat"), before + 5);
  EXPECT_EQ(g.em.nexusCards.shipper, -1);  // spent
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// em.nexus.guild Secret Ally (NXF; checklist rule 56): the shipment at the Guild's rates (half, rounded up),
// and it may cross-ship, which is refused without the card.
TEST(NexusCards, GuildSecretAllyShipsAtGuildRates) {
  const std::string forces = R"(,"forces":[{"faction":"atreides","territory":"funeral_plain","count":4},
      {"faction":"emperor","territory":"habbanya_erg","sector":15,"count":4}])";
  Game g = game("ship_move", R"(["atreides","emperor"])", forces, "basic", false);
  const F me = seats_pending(g, DecisionKind::Ship).at(0);
  const std::string from =
      me == F::Atreides ? R"("funeral_plain")" : R"({"territory":"habbanya_erg","sector":15})";
  const std::string cross = R"({"type":"ship","from":)" + from + R"(,"to":"the_great_flat","forces":3})";
  EXPECT_EQ(refuse(g, me, cross).code, Err::NotAllowed);
  give(g, me, F::Guild);
  act(g, me, R"({"type":"play_nexus_card","effect":"guild_rates"})");
  const int spice = g.player(me).spice;
  act(g, me, cross);
  EXPECT_EQ(g.player(me).spice, spice - 3);  // 3 forces outside a stronghold: 6, halved
  EXPECT_EQ(forces_at(g, me, "the_great_flat"), 3);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // Or back to reserves, 1 spice per 2 forces.
  Game h = game("ship_move", R"(["atreides","emperor"])", forces, "basic", false);
  give(h, me, F::Guild);
  act(h, me, R"({"type":"play_nexus_card","effect":"guild_rates"})");
  const int reserves = h.player(me).reserves.total();
  act(h, me, R"({"type":"ship","from":)" + from + R"(,"forces":4,"to_reserves":true})");
  EXPECT_EQ(h.player(me).reserves.total(), reserves + 4);
  EXPECT_EQ(check_invariants(h, spice_on_table(h) - h.bankOut), "");
}

// em.nexus.moritani Cunning (NXF; checklist rule 62): played with the Mentat Pause placement, the token may
// go to any territory of Arrakis, even one holding a token; at another time it is refused.
TEST(NexusCards, MoritaniCunningPlacesATokenAnywhere) {
  Game early = game("ship_move", R"(["atreides","moritani"])", "", "basic", false);
  give(early, F::Moritani, F::Moritani);
  EXPECT_EQ(refuse(early, F::Moritani, R"({"type":"play_nexus_card","effect":"terror_anywhere"})").code,
            Err::WrongPhase);

  Game g = game("mentat_pause", R"(["atreides","moritani"])", R"(,"terror_tokens":{"robbery":"carthag"})",
                "basic", false);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));
  EXPECT_EQ(
      refuse(g, F::Moritani, R"({"type":"plant_terror","token":"sabotage","territory":"carthag"})").code,
      Err::NotAllowed);
  give(g, F::Moritani, F::Moritani);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::NexusMentat));  // the holders' window comes first
  act(g, F::Moritani, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));
  act(g, F::Moritani, R"({"type":"play_nexus_card","effect":"terror_anywhere"})");
  act(g, F::Moritani, R"({"type":"plant_terror","token":"sabotage","territory":"carthag"})");
  EXPECT_EQ(g.em.terror[static_cast<std::size_t>(TerrorToken::Sabotage)], territory_by_key("carthag"));
  EXPECT_EQ(g.em.terror[static_cast<std::size_t>(TerrorToken::Robbery)], territory_by_key("carthag"));
  EXPECT_EQ(g.phase, Phase::Storm);  // the next turn: the card's effect is over

  Game sand = game("mentat_pause", R"(["atreides","moritani"])", "", "basic", false);
  give(sand, F::Moritani, F::Moritani);
  act(sand, F::Moritani, R"({"type":"pass"})");
  act(sand, F::Moritani, R"({"type":"play_nexus_card","effect":"terror_anywhere"})");
  act(sand, F::Moritani, R"({"type":"plant_terror","token":"sabotage","territory":"the_great_flat"})");
  EXPECT_EQ(sand.em.terror[static_cast<std::size_t>(TerrorToken::Sabotage)],
            territory_by_key("the_great_flat"));
}

// --- the windows on a purchase and in the Mentat Pause ----------------------------------------------------

// The Atreides and the Fremen in Bidding, 10 spice each, empty hands.
Game bidding() {
  return game("bidding", R"(["atreides","fremen"])",
              R"(,"atreides":{"spice":10,"hand":[]},"fremen":{"spice":10,"hand":[]})", "basic", false);
}

// `buyer` buys the card up for bid for `price`, the other bidder passing.
void buy(Game& g, F buyer, int price) {
  const std::size_t had = g.player(buyer).hand.size();
  for (int i = 0; i < 8 && g.player(buyer).hand.size() == had; ++i) {
    const F f = faction_at(g.bidding.turn);
    if (f == buyer && g.bidding.highBidder != index(buyer))
      act(g, f, R"({"type":"bid","amount":)" + std::to_string(price) + "}");
    else
      act(g, f, R"({"type":"pass"})");
  }
  ASSERT_EQ(g.player(buyer).hand.size(), had + 1);
}

// em.nexus.ixian Secret Ally (NXF; checklist rule 57): the buyer discards the card just bought and takes the
// deck's top card instead. The auction waits for a holder's answer on its purchase, whatever its card.
TEST(NexusCards, IxianSecretAllyReplacesTheCardBought) {
  Game g = bidding();
  give(g, F::Atreides, F::Ixian);  // the Ixians are not seated: Secret Ally
  buy(g, F::Atreides, 2);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusPurchase));
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::Bid));  // the auction waits
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"play_nexus_card","effect":"replace_purchase"})").code,
            Err::CardNotHeld);
  const CardId bought = g.player(F::Atreides).hand.back().card;
  const CardId top = g.treacheryDeck.back();
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"replace_purchase"})");
  ASSERT_EQ(g.player(F::Atreides).hand.size(), 1u);
  EXPECT_EQ(g.player(F::Atreides).hand[0].card, top);
  EXPECT_EQ(g.treacheryDiscard.back(), bought);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::NexusPurchase));  // the auction goes on
  EXPECT_EQ(g.bidding.nexusBuyer, -1);
  consistent(g);

  // Outside that window the card is refused.
  Game later = bidding();
  give(later, F::Atreides, F::Ixian);
  EXPECT_EQ(refuse(later, F::Atreides, R"({"type":"play_nexus_card","effect":"replace_purchase"})").code,
            Err::WrongPhase);
}

// em.nexus.emperor Secret Ally (NXF; checklist rule 53): the buyer keeps the spice paid for the card (it
// comes back from the Spice Bank). A holder of another card is asked too, and its pass lets the auction go
// on.
TEST(NexusCards, EmperorSecretAllyKeepsTheSpicePaid) {
  Game g = bidding();
  give(g, F::Atreides, F::Emperor);
  buy(g, F::Atreides, 3);
  EXPECT_EQ(g.player(F::Atreides).spice, 7);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"keep_spice"})");
  EXPECT_EQ(g.player(F::Atreides).spice, 10);
  EXPECT_EQ(g.player(F::Atreides).hand.size(), 1u);  // the card stays bought
  consistent(g);

  Game h = bidding();
  give(h, F::Atreides, F::Fremen);  // Betrayal: nothing to play on a purchase, asked all the same
  buy(h, F::Atreides, 3);
  ASSERT_TRUE(has_pending(h, F::Atreides, DecisionKind::NexusPurchase));
  EXPECT_EQ(refuse(h, F::Atreides, R"({"type":"bid","amount":1})").code, Err::WrongPhase);
  act(h, F::Atreides, R"({"type":"pass"})");
  EXPECT_EQ(h.bidding.nexusBuyer, -1);
  EXPECT_TRUE(nexus_cards::held(h, F::Atreides));  // kept
  EXPECT_EQ(h.player(F::Atreides).spice, 7);

  // Without a Nexus card, no question.
  Game none = bidding();
  buy(none, F::Atreides, 3);
  EXPECT_FALSE(has_pending(none, F::Atreides, DecisionKind::NexusPurchase));
}

// em.nexus.harkonnen Secret Ally (NXF; checklist rule 55): in the Mentat Pause, two traitor cards drawn, then
// two of one's traitors shuffled back; the pause waits for the holders (every holder is asked) and the
// returns.
TEST(NexusCards, HarkonnenSecretAllyDrawsTwoTraitorsInTheMentatPause) {
  // The Moritani's Terror placement holds the pause open at the scenario's start.
  Game g = game("mentat_pause", R"(["atreides","moritani"])", "", "basic", false);
  ASSERT_EQ(g.phase, Phase::MentatPause);
  give(g, F::Atreides, F::Harkonnen);  // the Harkonnen are not seated: Secret Ally
  give(g, F::Moritani, F::Guild);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusMentat));
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::NexusMentat));
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));  // the holders first
  act(g, F::Moritani, R"({"type":"pass"})");
  const std::size_t deck = g.traitorDeck.size(), held = g.player(F::Atreides).traitors.size();
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"mentat_traitors"})");
  EXPECT_EQ(g.player(F::Atreides).traitors.size(), held + 2);
  EXPECT_EQ(g.traitorDeck.size(), deck - 2);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusTraitorReturn));
  EXPECT_FALSE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));  // the returns hold everything
  ASSERT_TRUE(apply(g, F::Atreides,
                    Action{.kind = ActionKind::ReturnTraitor, .leader = g.player(F::Atreides).traitors[0]}));
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusTraitorReturn));  // one more
  ASSERT_TRUE(apply(g, F::Atreides,
                    Action{.kind = ActionKind::ReturnTraitor, .leader = g.player(F::Atreides).traitors[0]}));
  EXPECT_EQ(g.player(F::Atreides).traitors.size(), held);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::NexusTraitorReturn));
  EXPECT_EQ(g.traitorDeck.size(), deck);
  consistent(g);
  ASSERT_TRUE(has_pending(g, F::Moritani, DecisionKind::PlantTerror));  // the pause goes on
  act(g, F::Moritani, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Storm);
  EXPECT_EQ(g.turn, 4);

  // The Tleilaxu holding it keep the cards as Face Dancers (FAQ, second-hand through NXF), and give back two
  // unrevealed Face Dancers.
  Game t = game("mentat_pause", R"(["tleilaxu","moritani"])", "", "basic", false);
  ASSERT_EQ(t.phase, Phase::MentatPause);
  give(t, F::Tleilaxu, F::Harkonnen);
  const std::size_t dancers = t.tleilaxu.faceDancers.size(), traitors = t.player(F::Tleilaxu).traitors.size();
  act(t, F::Tleilaxu, R"({"type":"play_nexus_card","effect":"mentat_traitors"})");
  EXPECT_EQ(t.tleilaxu.faceDancers.size(), dancers + 2);
  EXPECT_EQ(t.player(F::Tleilaxu).traitors.size(), traitors);
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(has_pending(t, F::Tleilaxu, DecisionKind::NexusTraitorReturn));
    ASSERT_TRUE(apply(t, F::Tleilaxu,
                      Action{.kind = ActionKind::ReturnTraitor, .leader = t.tleilaxu.faceDancers[0]}));
  }
  EXPECT_EQ(t.tleilaxu.faceDancers.size(), dancers);
  EXPECT_FALSE(has_pending(t, F::Tleilaxu, DecisionKind::NexusTraitorReturn));
  consistent(t);

  // Outside the Mentat Pause it is refused.
  Game early = game("battle", R"(["atreides","fremen"])", "", "basic", false);
  give(early, F::Atreides, F::Harkonnen);
  EXPECT_EQ(refuse(early, F::Atreides, R"({"type":"play_nexus_card","effect":"mentat_traitors"})").code,
            Err::WrongPhase);
}

// Every other seat passes until `f` is asked `k` (a Shipment and Movement turn in storm order).
void pass_until(Game& g, F f, DecisionKind k) {
  for (int i = 0; i < 20 && !has_pending(g, f, k); ++i) {
    const auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    act(g, ds.front().seat, R"({"type":"pass"})");
  }
  ASSERT_TRUE(has_pending(g, f, k));
}

// em.nexus.guild Cunning (NXF; checklist rule 56): right after their Shipment and Movement action the Guild
// ship a second time; that group does not move (no Hajr).
TEST(NexusCards, GuildCunningShipsASecondTime) {
  Game g = game("ship_move", R"(["guild","atreides"])", "", "basic", false);
  pass_until(g, F::Guild, DecisionKind::Ship);
  give(g, F::Guild, F::Guild);
  act(g, F::Guild, R"({"type":"play_nexus_card","effect":"second_shipment"})");
  act(g, F::Guild, R"({"type":"ship","to":"the_great_flat","forces":2})");
  act(g, F::Guild, R"({"type":"pass"})");                     // no move
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::Ship));  // the second shipment
  act(g, F::Guild, R"({"type":"ship","to":"funeral_plain","forces":3})");
  EXPECT_EQ(forces_at(g, F::Guild, "the_great_flat"), 2);
  EXPECT_EQ(forces_at(g, F::Guild, "funeral_plain"), 3);
  ASSERT_TRUE(has_pending(g, F::Guild, DecisionKind::Move));
  EXPECT_EQ(
      refuse(g, F::Guild, R"({"type":"move","from":"funeral_plain","to":"the_great_flat","forces":3})").code,
      Err::MoveMade);
  act(g, F::Guild, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::Ship));  // once
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // Outside their own action it is refused.
  Game other = game("ship_move", R"(["guild","atreides"])", "", "basic", false);
  pass_until(other, F::Atreides, DecisionKind::Ship);
  give(other, F::Guild, F::Guild);
  EXPECT_EQ(refuse(other, F::Guild, R"({"type":"play_nexus_card","effect":"second_shipment"})").code,
            Err::WrongPhase);
}

// em.nexus.bene_gesserit Cunning (NXF; checklist rule 52): in their own Shipment and Movement action the
// advisor groups they choose become fighters (a whole territory each); one card serves the whole action.
TEST(NexusCards, BeneGesseritCunningTurnsAdvisorsIntoFighters) {
  const std::string advisors = R"(,"forces":[
      {"faction":"bene_gesserit","territory":"the_great_flat","count":0,"special":2},
      {"faction":"bene_gesserit","territory":"funeral_plain","count":0,"special":1},
      {"faction":"atreides","territory":"the_great_flat","count":2},
      {"faction":"atreides","territory":"funeral_plain","count":2}])";
  Game g = game("ship_move", R"(["bene_gesserit","atreides"])", advisors, "advanced", false);
  give(g, F::BeneGesserit, F::BeneGesserit);
  ASSERT_EQ(hooks::advisors_in(g, territory_by_key("the_great_flat")),
            2);  // beside the Atreides: advisors stay
  pass_until(g, F::BeneGesserit, DecisionKind::Ship);
  act(g, F::BeneGesserit,
      R"({"type":"play_nexus_card","effect":"flip_advisors","territory":"the_great_flat"})");
  EXPECT_EQ(forces_in(g, Faction::BeneGesserit, territory_by_key("the_great_flat")), 2);
  EXPECT_FALSE(nexus_cards::held(g, F::BeneGesserit));
  // The same action: another group, without a card.
  EXPECT_EQ(refuse(g, F::BeneGesserit,
                   R"({"type":"play_nexus_card","effect":"flip_advisors","territory":"carthag"})")
                .code,
            Err::BadAction);
  act(g, F::BeneGesserit,
      R"({"type":"play_nexus_card","effect":"flip_advisors","territory":"funeral_plain"})");
  EXPECT_EQ(forces_in(g, Faction::BeneGesserit, territory_by_key("funeral_plain")), 1);
  EXPECT_EQ(hooks::advisors_in(g, territory_by_key("funeral_plain")), 0);
  consistent(g);
}

// em.nexus.harkonnen Betrayal (NXF; checklist rule 55): the Harkonnen call a traitor; before the battle is
// resolved every Nexus card holder is asked (decision nexus_traitor), and the Harkonnen card cancels the
// call: the traitor card goes back into the deck, the battle is fought out, and the Harkonnen draw a
// replacement in the Mentat Pause. Caid 3 + 5 beats Rabban 4 + 3 once Caid is no traitor.
TEST(NexusCards, HarkonnenBetrayalCancelsATraitorCall) {
  const std::string duel = R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
      {"faction":"harkonnen","territory":"the_great_flat","count":8}],
      "emperor":{"traitors":["Umman Kudu"]},"harkonnen":{"traitors":["Caid"]})";
  auto fought = [&](bool cancel) {
    Game g = game("battle", R"(["emperor","harkonnen","atreides"])", duel, "basic", false);
    give(g, F::Atreides, F::Harkonnen);  // the Harkonnen are seated: Betrayal
    EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"cancel_traitor"})").code,
              Err::WrongPhase);  // no call yet
    act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":5})");
    act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":3})");
    act(g, F::Harkonnen, R"({"type":"call_traitor"})");
    act(g, F::Emperor, R"({"type":"pass"})");
    EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusTraitor));
    EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 8);  // not resolved yet
    act(g, F::Atreides,
        cancel ? R"({"type":"play_nexus_card","effect":"cancel_traitor"})" : R"({"type":"pass"})");
    return g;
  };
  Game g = fought(true);
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::NexusTraitor));
  EXPECT_EQ(forces_at(g, F::Harkonnen, "the_great_flat"), 0);  // the Emperor won the battle fought out
  EXPECT_EQ(leader_disc(g, leader_by_name("Caid")).where, LeaderWhere::Available);
  EXPECT_TRUE(logged(g, "The traitor call is cancelled"));
  // The game went on through the Mentat Pause (one battle only): the replacement is drawn there.
  EXPECT_EQ(g.turn, 4);
  EXPECT_TRUE(logged(g, "Harkonnen draw 1 traitor card(s) for the traitor call(s) cancelled"));
  ASSERT_EQ(g.player(F::Harkonnen).traitors.size(), 1u);
  EXPECT_NE(g.player(F::Harkonnen).traitors[0], leader_by_name("Caid"));
  EXPECT_EQ(g.em.nexusCards.owedTraitors, 0);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");

  // The Harkonnen's ally calling through a Harkonnen traitor card (GF9 p.17) is a Harkonnen traitor too.
  Game ally = game("battle", R"(["atreides","emperor","harkonnen","fremen"])",
                   R"(,"forces":[{"faction":"atreides","territory":"the_great_flat","count":8},
                       {"faction":"emperor","territory":"the_great_flat","count":8}],
                     "atreides":{"traitors":["Burseg"]},"emperor":{"ally":"harkonnen","traitors":["Umman Kudu"]},
                     "harkonnen":{"ally":"emperor","traitors":["Duncan Idaho"]})",
                   "basic", false);
  give(ally, F::Fremen, F::Harkonnen);
  if (has_pending(ally, F::Atreides, DecisionKind::Prescience)) act(ally, F::Atreides, R"({"type":"pass"})");
  act(ally, F::Atreides, R"({"type":"battle_plan","leader":"Duncan Idaho","dial":5})");
  act(ally, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":2})");
  for (Faction f : seats_pending(ally, DecisionKind::Traitor))
    act(ally, f, f == F::Emperor ? R"({"type":"call_traitor"})" : R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(ally, F::Fremen, DecisionKind::NexusTraitor));
  act(ally, F::Fremen, R"({"type":"play_nexus_card","effect":"cancel_traitor"})");
  EXPECT_EQ(forces_at(ally, F::Emperor, "the_great_flat"), 0);  // Duncan 2 + 5 beats Caid 3 + 2
  EXPECT_TRUE(logged(ally, "The traitor call is cancelled: the card of Duncan Idaho"));
  EXPECT_EQ(check_invariants(ally, spice_on_table(ally) - ally.bankOut), "");

  Game kept = fought(false);  // passed: the traitor call stands
  EXPECT_EQ(forces_at(kept, F::Emperor, "the_great_flat"), 0);
  EXPECT_NE(leader_disc(kept, leader_by_name("Caid")).where, LeaderWhere::Available);

  // The Cheap Hero traitor card (it_cheap_hero_traitor, E1 p.4) called by the Harkonnen is cancelled too: it
  // goes back into the traitor deck and the battle is fought out.
  Game hero = game("battle", R"(["emperor","harkonnen","atreides"])",
                   R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                       {"faction":"harkonnen","territory":"the_great_flat","count":8}],
                     "emperor":{"traitors":["Umman Kudu"],"hand":["cheap_hero"]},
                     "harkonnen":{"traitors":["cheap_hero_traitor"]})",
                   "basic", false, R"(["em_nexus_cards","it_cheap_hero_traitor"])");
  give(hero, F::Atreides, F::Harkonnen);
  act(hero, F::Emperor, R"({"type":"battle_plan","cheap_hero":"cheap_hero","dial":6})");
  act(hero, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
  for (Faction f : seats_pending(hero, DecisionKind::Traitor))
    act(hero, f, f == F::Harkonnen ? R"({"type":"call_traitor"})" : R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(hero, F::Atreides, DecisionKind::NexusTraitor));
  act(hero, F::Atreides, R"({"type":"play_nexus_card","effect":"cancel_traitor"})");
  EXPECT_EQ(forces_at(hero, F::Harkonnen, "the_great_flat"), 0);  // 6 beats Rabban 4 + 1
  EXPECT_TRUE(logged(hero, "The traitor call is cancelled"));
  EXPECT_EQ(check_invariants(hero, spice_on_table(hero) - hero.bankOut), "");
}

// em.nexus.moritani Secret Ally and em.nexus.choam Secret Ally (NXF; checklist rules 62 and 59): at the end
// of a battle that had a winner, both sides holding a Nexus card are asked (decision nexus_battle_end). The
// loser keeps its Shield (a winner could keep it); the winner looks at a random card the loser did not use
// (the Lasgun), shown to the winner alone.
TEST(NexusCards, BattleEndMoritaniKeepsACardChoamLooksAtOne) {
  const std::string duel = R"(,"forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
      {"faction":"harkonnen","territory":"the_great_flat","count":8}],
      "emperor":{"traitors":["Umman Kudu"],"hand":["shield","lasgun"]},"harkonnen":{"traitors":["Bashar"]})";
  Game g = game("battle", R"(["emperor","harkonnen"])", duel, "basic", false);
  give(g, F::Emperor, F::Moritani);  // both absent: Secret Ally
  give(g, F::Harkonnen, F::Choam);
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":1,"defense":"shield"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":5})");
  pass_traitors(g);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);  // the Harkonnen won
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::NexusBattleEnd));
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::NexusBattleEnd));
  const CardId shield = card_by_key("shield"), lasgun = card_by_key("lasgun");
  EXPECT_EQ(g.treacheryDiscard.back(), shield);
  EXPECT_EQ(
      refuse(g, F::Harkonnen, R"({"type":"play_nexus_card","effect":"keep_lost","card":"shield"})").code,
      Err::BadAction);  // not their card's effect
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"play_nexus_card","effect":"keep_lost","card":"lasgun"})").code,
            Err::BadAction);  // not played there
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"keep_lost","card":"shield"})");
  EXPECT_TRUE(std::any_of(g.player(F::Emperor).hand.begin(), g.player(F::Emperor).hand.end(),
                          [&](const HeldCard& h) { return h.card == shield; }));
  EXPECT_TRUE(std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), shield) ==
              g.treacheryDiscard.end());
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::NexusBattleEnd));     // the battle waits for them
  act(g, F::Harkonnen, R"({"type":"play_nexus_card","effect":"look_card"})");  // the Lasgun, not the Shield
  EXPECT_TRUE(logged(g, "The card of Emperor you look at: Lasgun."));
  for (const HeldCard& h : g.player(F::Emperor).hand)
    EXPECT_EQ(h.knownBy.has(F::Harkonnen), h.card == lasgun || h.card == shield);
  const View emperor = view(g, Viewer::of(F::Emperor));
  for (const std::string& line : emperor.log) EXPECT_EQ(line.find("you look at"), std::string::npos);
  EXPECT_FALSE(has_pending(g, F::Harkonnen, DecisionKind::NexusBattleEnd));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Random play with the variant (and every other one): the twelve cards stay in one place each, allied players
// hold none, and the cards are drawn and played (the heuristic bots' choices are the legal list's).
// --- the moments' window (decision nexus_window) ---------------------------------------------------------

bool contains(const std::vector<LeaderId>& v, LeaderId l) {
  return std::find(v.begin(), v.end(), l) != v.end();
}
LeaderWhere where(const Game& g, LeaderId l) { return leader_disc(g, l).where; }

// em.nexus.guild Betrayal (NXF; checklist rule 56; Quintine/Dune NEXUS_GUILD_RULES.md "Betrayal: payment
// replacement"): while the Guild are seated, a shipment's whole payment is held back and every other holder
// of a card is asked; the Betrayal takes it (none for the Guild), a pass lets it go to the Guild as usual.
// The shipper's turn waits for the answers.
TEST(NexusCards, GuildBetrayalTakesAShipmentsPayment) {
  Game g = game("ship_move", R"(["guild","atreides","emperor"])", "", "basic", false);
  pass_until(g, F::Atreides, DecisionKind::Ship);
  give(g, F::Emperor, F::Guild);  // Betrayal: the Guild are seated
  give(g, F::Guild, F::Fremen);   // the Guild are never asked about a payment
  const int atreides = g.player(F::Atreides).spice, guild = g.player(F::Guild).spice,
            emperor = g.player(F::Emperor).spice;
  act(g, F::Atreides, R"({"type":"ship","to":"the_great_flat","forces":2})");
  EXPECT_EQ(g.player(F::Atreides).spice, atreides - 4);
  EXPECT_EQ(g.player(F::Guild).spice, guild);  // held back
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::NexusWindow));
  EXPECT_FALSE(has_pending(g, F::Guild, DecisionKind::NexusWindow));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::Move));  // the turn waits
  EXPECT_EQ(moment_in_view(g, F::Atreides), "shipment_paid");
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"pass"})").code, Err::NotYourDecision);
  consistent(g);

  Game passed = g;
  act(g, F::Emperor, R"({"type":"play_nexus_card","effect":"take_payment"})");
  EXPECT_EQ(g.player(F::Emperor).spice, emperor + 4);
  EXPECT_EQ(g.player(F::Guild).spice, guild);
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
  EXPECT_EQ(moment_in_view(g, F::Atreides), "");
  consistent(g);

  act(passed, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(passed.player(F::Guild).spice, guild + 4);
  EXPECT_EQ(passed.player(F::Emperor).spice, emperor);
  EXPECT_TRUE(has_pending(passed, F::Atreides, DecisionKind::Move));
  consistent(passed);

  // A holder of another card is asked too (the question says nothing of the card); it can only pass.
  Game other = game("ship_move", R"(["guild","atreides","emperor"])", "", "basic", false);
  pass_until(other, F::Atreides, DecisionKind::Ship);
  give(other, F::Emperor, F::Richese);
  act(other, F::Atreides, R"({"type":"ship","to":"the_great_flat","forces":2})");
  ASSERT_TRUE(has_pending(other, F::Emperor, DecisionKind::NexusWindow));
  for (const Action& a : legal_actions(other, F::Emperor)) EXPECT_NE(a.kind, ActionKind::PlayNexusCard);
  EXPECT_EQ(refuse(other, F::Emperor, R"({"type":"play_nexus_card","effect":"five_for_one"})").code,
            Err::WrongPhase);

  // The holder's own payment too (NXF): the shipper takes back what it paid.
  Game own = game("ship_move", R"(["guild","atreides","emperor"])", "", "basic", false);
  pass_until(own, F::Atreides, DecisionKind::Ship);
  give(own, F::Atreides, F::Guild);
  act(own, F::Atreides, R"({"type":"ship","to":"the_great_flat","forces":2})");
  act(own, F::Atreides, R"({"type":"play_nexus_card","effect":"take_payment"})");
  EXPECT_EQ(own.player(F::Atreides).spice, atreides);
  consistent(own);

  // Without the Guild seated there is no Betrayal of theirs, so no window.
  Game none = game("ship_move", R"(["atreides","emperor"])", "", "basic", false);
  const F shipper = seats_pending(none, DecisionKind::Ship).at(0);
  give(none, shipper == F::Atreides ? F::Emperor : F::Atreides, F::Fremen);
  act(none, shipper, R"({"type":"ship","to":"the_great_flat","forces":2})");
  EXPECT_TRUE(seats_pending(none, DecisionKind::NexusWindow).empty());
}

// em.nexus.tleilaxu Betrayal (NXF; checklist rule 58): a Face Dancer just revealed is cancelled and stays
// revealed. The reveal waits for the other holders' answers: cancelled, the battle stands as fought (the
// winner's forces and leader stay); passed, the reveal takes effect (Ixians & Tleilaxu p.6).
TEST(NexusCards, TleilaxuBetrayalCancelsAFaceDancer) {
  Game g = game("battle", R"(["emperor","tleilaxu","harkonnen"])", R"(,"forces":[
      {"faction":"emperor","territory":"the_great_flat","count":8},
      {"faction":"tleilaxu","territory":"the_great_flat","count":6},
      {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
      "emperor":{"spice":10,"tanks":0,"hand":[]},"tleilaxu":{"spice":10,"tanks":0,"reserves":14,"hand":[],
      "face_dancers":["Bashar","Feyd-Rautha","Beast Rabban"]},"harkonnen":{"spice":10})",
                "basic", false);
  const LeaderId bashar = leader_by_name("Bashar");
  give(g, F::Harkonnen, F::Tleilaxu);  // Betrayal
  give(g, F::Tleilaxu, F::Fremen);     // the Tleilaxu are not asked about their own reveal
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Bashar","dial":5})");
  act(g, F::Tleilaxu, R"({"type":"battle_plan","leader":"Blin","dial":2})");
  pass_traitors(g);
  ASSERT_TRUE(has_pending(g, F::Tleilaxu, DecisionKind::Unmask));
  act(g, F::Tleilaxu, R"({"type":"reveal_face_dancer","forces":3})");
  const TerritoryId flat = territory_by_key("the_great_flat");
  ASSERT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::NexusWindow));
  EXPECT_FALSE(has_pending(g, F::Tleilaxu, DecisionKind::NexusWindow));
  EXPECT_EQ(moment_in_view(g, F::Emperor), "face_dancer");
  EXPECT_TRUE(contains(g.tleilaxu.revealed, bashar));
  EXPECT_EQ(forces_in(g, F::Emperor, flat), 3);  // nothing has moved yet
  EXPECT_EQ(where(g, bashar), LeaderWhere::Available);
  EXPECT_EQ(refuse(g, F::Tleilaxu, R"({"type":"pass"})").code, Err::NotYourDecision);
  consistent(g);

  Game passed = g;
  act(g, F::Harkonnen, R"({"type":"play_nexus_card","effect":"cancel_face_dancer"})");
  EXPECT_EQ(forces_in(g, F::Emperor, flat), 3);
  EXPECT_EQ(forces_in(g, F::Tleilaxu, flat), 0);
  EXPECT_EQ(where(g, bashar), LeaderWhere::Available);
  EXPECT_TRUE(contains(g.tleilaxu.revealed, bashar));  // it stays revealed
  EXPECT_TRUE(seats_pending(g, DecisionKind::Unmask).empty());
  EXPECT_NE(g.battle.step, BattleStep::Unmask);  // the battle is over
  consistent(g);

  act(passed, F::Harkonnen, R"({"type":"pass"})");
  EXPECT_EQ(forces_in(passed, F::Emperor, flat), 0);
  EXPECT_EQ(forces_in(passed, F::Tleilaxu, flat), 3);
  EXPECT_EQ(where(passed, bashar), LeaderWhere::Tanks);
  consistent(passed);

  // Anywhere else the card is refused with its timing.
  Game early = game("battle", R"(["emperor","tleilaxu","harkonnen"])", "", "basic", false);
  give(early, F::Harkonnen, F::Tleilaxu);
  EXPECT_EQ(refuse(early, F::Harkonnen, R"({"type":"play_nexus_card","effect":"cancel_face_dancer"})").code,
            Err::WrongPhase);
}

// em.nexus.choam Secret Ally, its first half (NXF; checklist rule 59): in Spice Collection the holder sells a
// Worthless card to the Spice Bank for 2 spice. Every holder is asked in that phase, whatever its card; a
// card that is not Worthless, or another phase, is refused.
TEST(NexusCards, ChoamSecretAllySellsAWorthlessCardInCollection) {
  Game g = game("ship_move", R"(["atreides","emperor"])", R"(,"atreides":{"hand":["baliset","lasgun"]})",
                "basic", false);
  give(g, F::Atreides, F::Choam);
  give(g, F::Emperor, F::Fremen);
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"sell_worthless","card":"baliset"})").code,
      Err::WrongPhase);
  for (int i = 0; i < 40 && !has_pending(g, F::Atreides, DecisionKind::NexusWindow); ++i)
    act(g, pending(g).at(0).seat, R"({"type":"pass"})");
  ASSERT_EQ(g.phase, Phase::Collection);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::NexusWindow));
  EXPECT_EQ(moment_in_view(g, F::Emperor), "spice_collection");
  EXPECT_EQ(
      refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"sell_worthless","card":"lasgun"})").code,
      Err::CardNotHeld);
  const int spice = g.player(F::Atreides).spice;
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"sell_worthless","card":"baliset"})");
  EXPECT_EQ(g.player(F::Atreides).spice, spice + 2);
  EXPECT_EQ(card_info(g.treacheryDiscard.back()).key, "baliset");
  EXPECT_EQ(g.player(F::Atreides).hand.size(), 1u);
  EXPECT_EQ(g.phase, Phase::Collection);  // the Emperor is still asked
  consistent(g);
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_NE(g.phase, Phase::Collection);
  consistent(g);
}

// A storm phase on turn 3 whose Spice Blow turns up Shai-Hulud in The Great Flat (the discard's top
// territory card), then South Mesa; `forces` are the position's forces.
Game worm_game(const std::string& factions, const std::string& forces) {
  return game(
      "storm", factions,
      R"(,"spice_deck":["shai_hulud","south_mesa"],"spice_discard":["the_great_flat"],"forces":)" + forces,
      "basic", false);
}
// The storm is dialed (1 each) and every other Storm phase question passed (a card's window).
void dial_storm(Game& g) {
  for (int i = 0; i < 20 && g.phase == Phase::Storm; ++i) {
    const Decision d = pending(g).at(0);
    act(g, d.seat,
        d.kind == DecisionKind::StormDial ? R"({"type":"storm_dial","dial":1})" : R"({"type":"pass"})");
  }
}

// em.nexus.fremen Secret Ally, its other half (NXF; checklist rule 54; Quintine/Dune NEXUS_FREMEN_RULES.md
// "Secret Ally protection"): with the Fremen absent, a holder's forces where Shai-Hulud appears are not
// devoured. Every holder with forces there is asked before the worm devours, whatever its card.
TEST(NexusCards, FremenSecretAllyProtectsForcesFromAWorm) {
  Game g = worm_game(R"(["atreides","emperor"])", R"([
      {"faction":"atreides","territory":"the_great_flat","count":3},
      {"faction":"emperor","territory":"the_great_flat","count":2},
      {"faction":"emperor","territory":"carthag","count":1}])");
  give(g, F::Atreides, F::Fremen);    // Secret Ally: the Fremen are not seated
  give(g, F::Emperor, F::Harkonnen);  // another card: asked all the same
  dial_storm(g);
  ASSERT_EQ(g.phase, Phase::SpiceBlow);
  ASSERT_TRUE(has_pending(g, F::Atreides, DecisionKind::NexusWindow));
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::NexusWindow));
  EXPECT_EQ(moment_in_view(g, F::Emperor), "worm");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 2);  // not yet devoured
  for (const Action& a : legal_actions(g, F::Emperor)) EXPECT_NE(a.kind, ActionKind::PlayNexusCard);
  consistent(g);
  act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"worm_protection"})");
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, F::Atreides, "the_great_flat"), 3);
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(forces_at(g, F::Emperor, "carthag"), 1);
  EXPECT_TRUE(cards(g).spared.empty());  // this worm only
  EXPECT_EQ(g.phase, Phase::Nexus);      // the blow went on, and the worm brings a Nexus
  consistent(g);

  // Nobody holding a card with forces there: no window, the worm devours at once.
  Game h = worm_game(R"(["atreides","emperor"])", R"([
      {"faction":"atreides","territory":"the_great_flat","count":3},
      {"faction":"emperor","territory":"carthag","count":1}])");
  give(h, F::Emperor, F::Fremen);
  dial_storm(h);
  EXPECT_TRUE(seats_pending(h, DecisionKind::NexusWindow).empty());
  EXPECT_EQ(forces_at(h, F::Atreides, "the_great_flat"), 0);
}

// em.nexus.fremen Cunning (NXF; checklist rule 54; NEXUS_FREMEN_RULES.md "Cunning"): Shai-Hulud appears in a
// territory with no forces; the Fremen name one desert territory where they have forces, and a group there
// rides the worm after the Nexus, as a worm ride. Only the Fremen are asked, and only then.
TEST(NexusCards, FremenCunningRidesFromADesertTerritory) {
  Game g = worm_game(R"(["fremen","atreides"])", R"([
      {"faction":"fremen","territory":"red_chasm","count":4},
      {"faction":"fremen","territory":"sietch_tabr","count":2},
      {"faction":"atreides","territory":"carthag","count":2}])");
  give(g, F::Fremen, F::Fremen);
  give(g, F::Atreides, F::Emperor);
  dial_storm(g);
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::NexusWindow));
  EXPECT_FALSE(has_pending(g, F::Atreides, DecisionKind::NexusWindow));
  EXPECT_EQ(
      refuse(g, F::Fremen, R"({"type":"play_nexus_card","effect":"remote_ride","territory":"sietch_tabr"})")
          .code,
      Err::BadAction);  // not a desert territory
  EXPECT_EQ(
      refuse(g, F::Fremen, R"({"type":"play_nexus_card","effect":"remote_ride","territory":"funeral_plain"})")
          .code,
      Err::BadAction);  // no Fremen there
  act(g, F::Fremen, R"({"type":"play_nexus_card","effect":"remote_ride","territory":"red_chasm"})");
  ASSERT_EQ(g.phase, Phase::Nexus);
  consistent(g);
  for (int i = 0; i < 10 && !has_pending(g, F::Fremen, DecisionKind::WormRide); ++i)
    act(g, pending(g).at(0).seat, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::WormRide));
  act(g, F::Fremen, R"({"type":"move","from":"red_chasm","to":"funeral_plain","forces":4})");
  EXPECT_EQ(forces_at(g, F::Fremen, "red_chasm"), 0);
  EXPECT_EQ(forces_at(g, F::Fremen, "funeral_plain"), 4);
  consistent(g);

  // A worm where forces stand asks nobody (the Fremen's card rides only from an empty territory's worm).
  Game h = worm_game(R"(["fremen","atreides"])", R"([
      {"faction":"fremen","territory":"red_chasm","count":4},
      {"faction":"atreides","territory":"the_great_flat","count":2}])");
  give(h, F::Fremen, F::Fremen);
  dial_storm(h);
  EXPECT_TRUE(seats_pending(h, DecisionKind::NexusWindow).empty());
}

// What random games of `factions` with every variant (seeds 1..`seeds`, Basic and Advanced in turn) did with
// the Nexus cards, every invariant checked after every action.
struct RandomRun {
  int drawn = 0, played = 0, steps = 0, windows = 0;
  int choamCunning = 0, choamBetrayal = 0;  // the CHOAM card played by CHOAM, and against them
};
RandomRun random_games(std::vector<F> factions, std::uint64_t seeds, std::uint64_t rngFactor) {
  RandomRun r;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    SetupOptions o;
    o.factions = factions;
    o.ruleset.kind = seed % 2 ? RulesetKind::Basic : RulesetKind::Advanced;
    o.ruleset.variants = all_variants(o.ruleset.kind == RulesetKind::Advanced);
    o.seed = seed;
    auto made = new_game(o);
    EXPECT_TRUE(made);
    if (!made) return r;
    Game g = made.value();
    Rng rng = Rng::seeded(seed * rngFactor);
    const long base = spice_on_table(g) - g.bankOut;
    for (int step = 0; step < 6000 && !is_over(g); ++step) {
      std::optional<Action> a;
      Faction seat{};
      for (const Decision& d : pending(g)) {
        if (d.kind == DecisionKind::NexusWindow) ++r.windows;
        seat = d.seat;
        a = sample_legal_action(g, seat, rng);
        if (a) break;
      }
      EXPECT_TRUE(a) << "no legal action, seed " << seed;
      if (!a) return r;
      if (a->kind == ActionKind::DrawNexusCard) ++r.drawn;
      if (a->kind == ActionKind::PlayNexusCard) ++r.played;
      if (a->kind == ActionKind::PlayNexusCard &&
          arg<ActionKind::PlayNexusCard, "effect">(*a) == NexusEffect::ChoamDiscards)
        ++r.choamBetrayal;
      if (a->kind == ActionKind::PlayWorthless && arg<ActionKind::PlayWorthless, "as">(*a) != kNoCard)
        ++r.choamCunning;
      EXPECT_TRUE(apply(g, seat, *a));
      const std::string broken = check_invariants(g, base);
      EXPECT_EQ(broken, "") << "seed " << seed << " step " << step;
      if (!broken.empty()) return r;
      ++r.steps;
    }
  }
  return r;
}

// --- the CHOAM Nexus card while CHOAM are seated (cr.x.nexus) ---------------------------------------------

bool offers(const Game& g, F seat, auto pred) {
  const auto legal = legal_actions(g, seat);
  return std::any_of(legal.begin(), legal.end(), pred);
}
std::vector<std::string> hand_keys(const Game& g, F f) {
  std::vector<std::string> out;
  for (const HeldCard& h : g.player(f).hand) out.emplace_back(card_info(h.card).key);
  return out;
}
constexpr const char* kChoamRevival =
    R"(,"atreides":{"tanks":4,"reserves":6,"hand":["karama"]},"choam":{"hand":["lasgun","shield"]})";

// cr.x.nexus, Cunning (the card's printed face, relayed by Quintine/Dune NEXUS_CHOAM_RULES; E3 p.11 (2h)):
// CHOAM, holding their own Nexus card, discard any treachery card (a Lasgun) for the effect of a Worthless
// card they do not hold (La La La, in Revival): the Atreides revive none free. The card is spent with it, and
// it plays only at that effect's moment.
TEST(NexusCards, ChoamCunningDiscardsAnyCardForAWorthlessEffect) {
  Game g = game("revival", R"(["atreides","harkonnen","choam"])", kChoamRevival, "basic", false);
  const char* kLaLaLa = R"({"type":"play_worthless","card":"lasgun","as":"la_la_la","faction":"atreides"})";
  EXPECT_EQ(refuse(g, F::Choam, kLaLaLa).code, Err::NotAllowed);  // not without the card
  give(g, F::Choam, F::Choam);
  EXPECT_TRUE(offers(g, F::Choam, [](const Action& a) {
    return a.kind == ActionKind::PlayWorthless && card_info(a.card).key == "lasgun" &&
           arg<ActionKind::PlayWorthless, "as">(a) == card_by_key("la_la_la");
  }));
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"play_worthless","card":"lasgun","as":"kulon"})").code,
            Err::WrongPhase);
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"play_worthless","card":"lasgun","as":"shield"})").code,
            Err::NotAllowed);  // a Shield has no Worthless effect to obtain
  EXPECT_EQ(refuse(g, F::Choam, R"({"type":"play_nexus_card","effect":"choam_discards"})").code,
            Err::BadAction);  // their own card plays as Cunning, not Betrayal
  EXPECT_EQ(free_revival(g, F::Atreides), 2);
  act(g, F::Choam, kLaLaLa);
  EXPECT_EQ(free_revival(g, F::Atreides), 0);
  EXPECT_FALSE(nexus_cards::held(g, F::Choam));
  EXPECT_EQ(cards(g).discard.back(), static_cast<std::int8_t>(index(F::Choam)));
  EXPECT_EQ(card_info(g.treacheryDiscard.back()).key, "lasgun");
  EXPECT_EQ(hand_keys(g, F::Choam), std::vector<std::string>{"shield"});
  EXPECT_TRUE(logged(g, "as Cunning"));
  EXPECT_EQ(refuse(g, F::Choam,
                   R"({"type":"play_worthless","card":"shield","as":"la_la_la","faction":"harkonnen"})")
                .code,
            Err::NotAllowed);  // spent
  consistent(g);
}

// cr.x.nexus with cr.choam.karama_stops: a Karama that stopped the CHOAM Worthless effects for the phase bars
// the Cunning too; CHOAM keep both cards.
TEST(NexusCards, AKaramaAgainstChoamsWorthlessEffectsBarsTheCunning) {
  Game g = game("revival", R"(["atreides","harkonnen","choam"])", kChoamRevival, "basic", false);
  give(g, F::Choam, F::Choam);
  act(g, F::Atreides, R"({"type":"karama_stop","target":"choam","advantage":"choam_worthless"})");
  EXPECT_EQ(
      refuse(g, F::Choam, R"({"type":"play_worthless","card":"lasgun","as":"la_la_la","faction":"atreides"})")
          .code,
      Err::KaramaStopped);
  EXPECT_EQ(nexus_cards::held(g, F::Choam), F::Choam);
  EXPECT_EQ(g.player(F::Choam).hand.size(), 2u);
}

// cr.x.nexus, Betrayal, cr.boundary.nexus_betrayal_moment: another player holding the CHOAM Nexus card makes
// CHOAM discard a card drawn at random from their hand, at any time. Over several draws more than one card
// comes out (a random draw, not the first card).
TEST(NexusCards, ChoamBetrayalDiscardsACardOfChoamsAtRandom) {
  std::set<std::string> discarded;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Game g = game("revival", R"(["atreides","harkonnen","choam"])",
                  R"(,"choam":{"hand":["lasgun","shield","baliset"]})", "basic", false);
    g.rng = Rng::seeded(seed);
    give(g, F::Atreides, F::Choam);
    ASSERT_TRUE(offers(g, F::Atreides, [](const Action& a) {
      return a.kind == ActionKind::PlayNexusCard &&
             arg<ActionKind::PlayNexusCard, "effect">(a) == NexusEffect::ChoamDiscards;
    }));
    act(g, F::Atreides, R"({"type":"play_nexus_card","effect":"choam_discards"})");
    const std::string gone(card_info(g.treacheryDiscard.back()).key);
    discarded.insert(gone);
    const auto left = hand_keys(g, F::Choam);
    EXPECT_EQ(left.size(), 2u);
    EXPECT_EQ(std::count(left.begin(), left.end(), gone), 0);
    EXPECT_FALSE(nexus_cards::held(g, F::Atreides));
    EXPECT_TRUE(logged(g, "drawn at random"));
    consistent(g);
  }
  EXPECT_GE(discarded.size(), 2u);
}

// cr.boundary.nexus_betrayal_moment: the draw is from CHOAM's hand; while CHOAM have a battle plan set the
// card waits, whatever the plan holds (a Lasgun in it and a Shield in hand: which is which stays CHOAM's
// secret); an empty hand refuses it too (the card kept by its holder).
TEST(NexusCards, ChoamBetrayalDrawsFromTheHandNotFromASetBattlePlan) {
  Game empty =
      game("revival", R"(["atreides","harkonnen","choam"])", R"(,"choam":{"hand":[]})", "basic", false);
  give(empty, F::Atreides, F::Choam);
  EXPECT_EQ(refuse(empty, F::Atreides, R"({"type":"play_nexus_card","effect":"choam_discards"})").code,
            Err::NotAllowed);
  EXPECT_EQ(nexus_cards::held(empty, F::Atreides), F::Choam);

  Game g = game("battle", R"(["atreides","harkonnen","choam"])",
                R"(,"forces":[{"faction":"harkonnen","territory":"the_great_flat","count":3},
                              {"faction":"choam","territory":"the_great_flat","count":2}],
                   "choam":{"hand":["lasgun","shield"]})",
                "basic", false);
  give(g, F::Atreides, F::Choam);
  for (int i = 0; i < 10 && !has_pending(g, F::Choam, DecisionKind::BattlePlan); ++i)
    act(g, pending(g).at(0).seat, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Choam, DecisionKind::BattlePlan));
  EXPECT_TRUE(static_cast<bool>(nexus_cards::check_play(
      g, F::Atreides, ActionOf<ActionKind::PlayNexusCard>{}.set<"effect">(NexusEffect::ChoamDiscards))));
  act(g, F::Choam, R"({"type":"battle_plan","leader":"Duke Verdun","dial":1,"weapon":"lasgun"})");
  EXPECT_EQ(refuse(g, F::Atreides, R"({"type":"play_nexus_card","effect":"choam_discards"})").code,
            Err::NotAllowed);
}

// With CHOAM seated every mode of their card is played in random games, and the invariants hold.
TEST(NexusCards, RandomGamesWithChoamSeatedKeepTheInvariants) {
  const RandomRun r =
      random_games({F::Choam, F::Atreides, F::Emperor, F::Fremen, F::Harkonnen, F::Guild}, 8, 13);
  EXPECT_GT(r.played, 0);
  EXPECT_GT(r.choamCunning, 0) << r.steps;
  EXPECT_GT(r.choamBetrayal, 0) << r.steps;
}

// The windows with the Guild and the Tleilaxu seated: random games of every variant keep the invariants
// while payments and reveals are held back.
TEST(NexusCards, RandomGamesWithTheGuildAndTheTleilaxuKeepTheInvariants) {
  const RandomRun r =
      random_games({F::Guild, F::Tleilaxu, F::Atreides, F::Emperor, F::Fremen, F::Harkonnen}, 10, 11);
  EXPECT_GT(r.windows, 0);
}

// em.nexus.deck, em.nexus.draw, em.nexus.modes: random games with Ecaz and the Moritani draw and play Nexus
// cards and keep every invariant.
TEST(NexusCards, RandomGamesKeepTheInvariants) {
  const RandomRun r =
      random_games({F::Atreides, F::Emperor, F::Fremen, F::Harkonnen, F::Ecaz, F::Moritani}, 12, 7);
  EXPECT_GT(r.steps, 12 * 200);
  EXPECT_GT(r.drawn, 0);
  EXPECT_GT(r.played, 0);
}

}  // namespace
}  // namespace dune::test
