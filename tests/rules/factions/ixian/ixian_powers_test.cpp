// The Ixians' Cyborg movement and collection, Suboid substitution, starting card, alliance,
// Advanced Technology and Karama rules (engine/rules/factions/ixian/ixian.cpp; rule registry ix.ixian.*), as
// scenarios from stated positions. Sources: Ixians & Tleilaxu House Expansion (GF9 2020), Ixian sheet
// and rulebook pp.8-9, 12 (page numbers second-hand: docs/expansions/IXIANS_TLEILAXU.md section 0),
// and the checklist's other sources (MA = the "My Arrakis" build plan; TO = treachery.online, facts
// only) as that file cites them.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// f's Suboids and Cyborgs (normal, special) over the sectors of a territory.
Forces in(const Game& g, Faction f, std::string_view t) {
  Forces n;
  for (LocationId l : locations_of(territory_by_key(t))) {
    n.normal = static_cast<std::uint8_t>(n.normal + forces_at(g, l, f).normal);
    n.special = static_cast<std::uint8_t>(n.special + forces_at(g, l, f).special);
  }
  return n;
}

// Emperor and Ixians (fixed seating), 10 spice each, in `phase` of `turn`, storm in sector 0; `extra`
// adds position fields (a leading comma).
Game duo(const std::string& ruleset, const std::string& phase, int turn, const std::string& extra,
         const std::string& emperorHand = "[]", const std::string& ixianHand = "[]") {
  return scenario(R"({"setup":{"ruleset":")" + ruleset +
                  R"(","factions":["emperor","ixian"],"seed":5,"random_seating":false},
      "position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":")" + phase + R"(","storm_sector":0,
      "emperor":{"spice":10,"hand":)" +
                  emperorHand + R"(,"traitors":["Cammar Pilru"]},
      "ixian":{"spice":10,"hand":)" +
                  ixianHand + R"(,"traitors":["Bashar"]})" + extra + "}}");
}

// --- ix.ixian.movement ----------------------------------------------------------------------------

// Advanced, turn 2, Shipment and Movement: 2 Suboids and 1 Cyborg in Funeral Plain; The Greater Flat
// is two territories away (through The Great Flat).
Game movers() {
  Game g = duo("advanced", "ship_move", 2, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"funeral_plain","count":2,"special":1}])");
  pass_until_decision(g, F::Ixian, DecisionKind::Ship);
  act(g, F::Ixian, R"({"type":"pass"})");
  return g;
}

// ix.ixian.movement (MA 7.1, 7.6; TO facts only): a group with a Cyborg in it moves 2 territories, its
// Suboids with it; Suboids alone move 1 (boundary ix.boundary.suboid_escort, choice (a): the escort
// moves in the same group).
TEST(IxianMovement, CyborgsLeadTheirGroupTwoTerritories) {
  Game g = movers();
  EXPECT_EQ(
      refuse(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":2})")
          .code,
      Err::OutOfRange);
  // 3 forces, Suboids first: the Cyborg is in the group.
  act(g, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":3})");
  EXPECT_EQ(in(g, F::Ixian, "the_greater_flat"), (Forces{2, 1}));

  Game h = movers();
  act(h, F::Ixian, R"({"type":"move","from":"funeral_plain","to":"the_greater_flat","forces":1,"elite":1})");
  EXPECT_EQ(in(h, F::Ixian, "the_greater_flat"), (Forces{0, 1}));
  EXPECT_EQ(check_invariants(h, spice_on_table(h) - h.bankOut), "");

  // The legal-move list offers the two-territory move to the whole group.
  Game k = movers();
  bool offered = false;
  for (const Action& a : legal_actions(k, F::Ixian))
    if (a.kind == ActionKind::Move && location(a.from).territory == territory_by_key("funeral_plain") &&
        location(a.to).territory == territory_by_key("the_greater_flat"))
      offered = true;
  EXPECT_TRUE(offered);
}

// --- ix.ixian.collection --------------------------------------------------------------------------

// ix.ixian.collection (E1 p.9 (2h); MA 7.1, 7.6): in Spice Collection a Cyborg collects 3 spice, a Suboid
// 2: 2 Suboids and 2 Cyborgs take 4 + 6 = 10 of 12 (at 2 each they would take 8).
TEST(IxianCollection, CyborgsCollectThree) {
  Game g = duo("advanced", "collection", 3, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"ixian","territory":"the_great_flat","count":2,"special":2}],
      "spice_on_board":[{"territory":"the_great_flat","amount":12}])");
  EXPECT_EQ(g.player(F::Ixian).spice, 20);
  EXPECT_EQ(g.spice[static_cast<std::size_t>(spice_location(territory_by_key("the_great_flat")))], 2);
}

// --- ix.ixian.suboid_substitution -----------------------------------------------------------------

// Advanced, turn 3, Battle in The Great Flat: 8 Emperor forces against 6 Suboids and 3 Cyborgs. The
// Ixians win 8 to 7 dialing 4 Suboids and 2 Cyborgs (Kailea Vernius 2 + 2 + 4), and lose those 6; 2
// Suboids and 1 Cyborg survive.
Game won_with_cyborgs_lost() {
  Game g = duo("advanced", "battle", 3, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":8},
                {"faction":"ixian","territory":"the_great_flat","count":6,"special":3}])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":4,"spice":4})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":6,"elite":2,"spice":2})");
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.battle.winner, 1);
  EXPECT_EQ(in(g, F::Ixian, "the_great_flat"), (Forces{2, 1}));
  return g;
}

// ix.ixian.suboid_substitution (MA 7.1, 7.7; TO BattleConcluded, facts only): after the losses the Ixians
// may exchange surviving Suboids there one for one for Cyborgs lost in that battle: here at most 2
// (2 Cyborgs lost, 2 Suboids left). Both go: the 2 Suboids to the Tanks, the 2 Cyborgs back.
TEST(IxianSubstitution, SurvivingSuboidsExchangedForLostCyborgs) {
  Game g = won_with_cyborgs_lost();
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  for (const Decision& d : pending(g))
    if (d.kind == DecisionKind::SuboidSubstitution) {
      EXPECT_EQ(d.max, 2);
    }
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"substitute_suboids","forces":3})").code, Err::BadAction);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"substitute_suboids","forces":1})").code, Err::NotYourDecision);
  act(g, F::Ixian, R"({"type":"substitute_suboids","forces":2})");
  EXPECT_EQ(in(g, F::Ixian, "the_great_flat"), (Forces{0, 3}));
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{6, 0}));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.ixian.suboid_substitution: the exchange is the Ixians' choice: a pass keeps the survivors as they
// are, and the question is not asked again.
TEST(IxianSubstitution, APassDeclines) {
  Game g = won_with_cyborgs_lost();
  act(g, F::Ixian, R"({"type":"pass"})");
  EXPECT_EQ(in(g, F::Ixian, "the_great_flat"), (Forces{2, 1}));
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{4, 2}));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
}

// ix.ixian.suboid_substitution: the window waits on Cyborgs in the Tanks. A Tleilaxu Ghola played
// (GF9 p.19: at any time) while it is open revives them; the window then closes and the battle goes on
// (a 1,000-game --check run stalled there, "no decision is pending", before the fix).
TEST(IxianSubstitution, AGholaThatRevivesTheLostCyborgsLetsTheBattleGoOn) {
  Game g = won_with_cyborgs_lost();
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  g.player(F::Ixian).tanks.normal = 0;  // only the two Cyborgs lost in this battle are in the Tanks
  g.player(F::Ixian).hand.push_back(HeldCard{card_by_key("tleilaxu_ghola"), FactionSet::of(F::Ixian)});
  act(g, F::Ixian, R"({"type":"tleilaxu_ghola","forces":2})");
  EXPECT_EQ(g.player(F::Ixian).tanks, (Forces{0, 0}));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
  EXPECT_NE(g.battle.step, BattleStep::AfterLosses);
  EXPECT_FALSE(pending(g).empty());
}

// ix.ixian.suboid_substitution: no question when no Cyborg was lost (the Ixians dial Suboids only).
TEST(IxianSubstitution, NoQuestionWithoutCyborgsLost) {
  Game g = duo("advanced", "battle", 3, R"(,"hms_host":{"territory":"funeral_plain","sector":14},
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":2},
                {"faction":"ixian","territory":"the_great_flat","count":6,"special":3}])");
  act(g, F::Emperor, R"({"type":"battle_plan","leader":"Caid","dial":0})");
  act(g, F::Ixian, R"({"type":"battle_plan","leader":"Kailea Vernius","dial":4})");  // 2 + 2 beat 3
  for (Faction f : seats_pending(g, DecisionKind::Traitor)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(g.battle.winner, 1);
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::SuboidSubstitution));
}

// --- ix.ixian.starting_card -----------------------------------------------------------------------

// A Basic game of the Emperor, the Harkonnen and the Ixians, played through setup (first legal choice)
// until the Ixians' starting-card decision.
Game at_starting_card() {
  SetupOptions o;
  o.factions = {F::Emperor, F::Harkonnen, F::Ixian};
  o.seed = 21;
  Game g = new_game(o).value();
  for (int guard = 0; guard < 20 && !has_pending(g, F::Ixian, DecisionKind::StartingCard); ++guard) {
    auto ds = pending(g);
    EXPECT_FALSE(ds.empty());
    if (ds.empty()) break;
    auto la = legal_actions(g, ds.front().seat);
    EXPECT_TRUE(apply(g, ds.front().seat, la.front()).ok());
  }
  return g;
}

// ix.ixian.starting_card (MA 7.1, 7.4; TO Game_Setup, facts only): after the traitors, one card per
// faction is drawn (3), nobody has a card yet; the Ixians keep one, the two others go one to the Emperor
// and one to the Harkonnen (the Ixians know both), and the Harkonnen's second card comes from the deck
// afterwards. The choice cannot be passed nor name another card.
TEST(IxianStartingCard, KeepOneDealTheRest) {
  Game g = at_starting_card();
  ASSERT_TRUE(has_pending(g, F::Ixian, DecisionKind::StartingCard));
  ASSERT_EQ(g.ixian.startingCards.size(), 3u);
  for (Faction f : {F::Emperor, F::Harkonnen, F::Ixian}) EXPECT_TRUE(g.player(f).hand.empty());
  const std::vector<CardId> drawn = g.ixian.startingCards;
  const CardId deckTop = g.treacheryDeck.back();
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"pass"})").code, Err::WrongPhase);
  EXPECT_EQ(refuse_action(g, F::Ixian, Action{.kind = ActionKind::KeepStartingCard, .card = deckTop}).code,
            Err::NotAllowed);
  ASSERT_TRUE(apply(g, F::Ixian, Action{.kind = ActionKind::KeepStartingCard, .card = drawn[1]}).ok());
  EXPECT_NE(g.phase, Phase::Setup);
  ASSERT_EQ(g.player(F::Ixian).hand.size(), 1u);
  EXPECT_EQ(g.player(F::Ixian).hand[0].card, drawn[1]);
  ASSERT_EQ(g.player(F::Emperor).hand.size(), 1u);
  ASSERT_EQ(g.player(F::Harkonnen).hand.size(), 2u);
  // drawn[0] and drawn[2] went one each to the Emperor and the Harkonnen, known to the Ixians.
  for (CardId c : {drawn[0], drawn[2]}) EXPECT_TRUE(holds(g, F::Emperor, c) || holds(g, F::Harkonnen, c));
  EXPECT_TRUE(g.player(F::Emperor).hand[0].knownBy.has(F::Ixian));
  EXPECT_TRUE(g.player(F::Harkonnen).hand[0].knownBy.has(F::Ixian));
  // The Harkonnen's extra card is the deck's next card, which the Ixians never saw.
  EXPECT_EQ(g.player(F::Harkonnen).hand[1].card, deckTop);
  EXPECT_FALSE(g.player(F::Harkonnen).hand[1].knownBy.has(F::Ixian));
}

// --- ix.ixian.alliance ----------------------------------------------------------------------------

// Basic, turn 2, Bidding: the Emperor (allied to the Ixians when `allied`) and the Ixians; the Ixians
// set the first card drawn aside at the bottom, then the Emperor buys the first card for 1.
Game emperor_bought(bool allied) {
  const std::string ally = allied ? R"(,"ally":"ixian")" : "";
  const std::string ixAlly = allied ? R"(,"ally":"emperor")" : "";
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["emperor","ixian"],"seed":5,
      "random_seating":false},"position":{"turn":2,"phase":"bidding","storm_sector":0,
      "emperor":{"spice":10,"hand":[])" +
                    ally + R"(},"ixian":{"spice":10,"hand":[])" + ixAlly + "}}}");
  EXPECT_TRUE(
      apply(g, F::Ixian, Action{.kind = ActionKind::SetAsideCard, .card = g.bidding.up[0], .flag = true})
          .ok());
  Faction opener = faction_at(g.bidding.turn);
  act(g, opener, opener == F::Emperor ? R"({"type":"bid","amount":1})" : R"({"type":"pass"})");
  if (opener == F::Ixian) act(g, F::Emperor, R"({"type":"bid","amount":1})");
  if (opener == F::Emperor) act(g, F::Ixian, R"({"type":"pass"})");
  EXPECT_EQ(g.player(F::Emperor).hand.size(), 1u);
  return g;
}

// ix.ixian.alliance (E1 p.9 (2h); MA 7.1, 13.2): right after buying, the Ixians' ally may discard the card
// and draw the top card of the deck; the auction waits for its answer.
TEST(IxianAlliance, AllyReplacesTheCardJustBought) {
  Game g = emperor_bought(true);
  ASSERT_TRUE(has_pending(g, F::Emperor, DecisionKind::ReplaceCard));
  EXPECT_FALSE(has_pending(g, F::Ixian, DecisionKind::Bid));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");  // the card is in one place only
  EXPECT_EQ(refuse(g, F::Ixian, R"({"type":"replace_card"})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"bid","amount":2})").code, Err::WrongPhase);
  const CardId bought = g.player(F::Emperor).hand[0].card;
  const CardId top = g.treacheryDeck.back();
  act(g, F::Emperor, R"({"type":"replace_card"})");
  ASSERT_EQ(g.player(F::Emperor).hand.size(), 1u);
  EXPECT_EQ(g.player(F::Emperor).hand[0].card, top);
  EXPECT_FALSE(g.player(F::Emperor).hand[0].knownBy.has(F::Ixian));  // nobody else saw the new card
  EXPECT_EQ(g.treacheryDiscard.back(), bought);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::ReplaceCard));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.ixian.alliance: a pass keeps the card; without the alliance nobody is asked.
TEST(IxianAlliance, PassKeepsAndNoQuestionWithoutAlliance) {
  Game g = emperor_bought(true);
  const CardId bought = g.player(F::Emperor).hand[0].card;
  act(g, F::Emperor, R"({"type":"pass"})");
  EXPECT_EQ(g.player(F::Emperor).hand[0].card, bought);
  EXPECT_FALSE(has_pending(g, F::Emperor, DecisionKind::ReplaceCard));
  Game h = emperor_bought(false);
  EXPECT_FALSE(has_pending(h, F::Emperor, DecisionKind::ReplaceCard));
}

}  // namespace
}  // namespace dune::test
