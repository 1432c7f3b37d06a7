// Sandtrout (Ixians & Tleilaxu, variant it_sandtrout; registry ix.sandtrout.card and the boundary
// ix.boundary.sandtrout_worm), as scenarios from stated positions. Sources: E1 p.4 (2h: one spice card)
// and p.11 FAQ (2h); My Arrakis 5.4 (from the E1 Q&A); TO Game_Blow (facts only);
// docs/expansions/IXIANS_TLEILAXU.md row 57 and 12.11.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// A Spice Blow phase on `turn`: the spice deck's next cards are `deck` (first drawn first), pile A's top
// card is The Great Flat, where 4 Emperor forces stand. Atreides and Emperor are allied, and so are
// Harkonnen and Fremen. The Atreides hold no spice (CHOAM Charity waits for them after the phase).
Game blow_game(const std::string& deck, int turn = 3, const std::string& ruleset = "basic",
               const std::string& extra = "") {
  return scenario(R"({"format":"dune-game","setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","emperor","fremen","harkonnen"],"variants":["it_sandtrout"],
      "seed":11,"random_seating":false},"position":{"turn":)" +
                  std::to_string(turn) + R"(,"phase":"spice_blow","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":4}],
      "spice_deck":)" +
                  deck + R"(,"spice_discard":["the_great_flat"],)" + extra + R"(
      "atreides":{"spice":0,"hand":[],"ally":"emperor"},"emperor":{"spice":10,"hand":[],"ally":"atreides"},
      "fremen":{"spice":10,"hand":[],"ally":"harkonnen"},"harkonnen":{"spice":10,"hand":[],"ally":"fremen"}},
      "actions":[]})");
}

int spice_in(const Game& g, std::string_view key) {
  return g.spice[static_cast<std::size_t>(spice_location(territory_by_key(key)))];
}
int card_amount(std::string_view key) {
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (is_territory_card(c) && spice_card_territory(c) == territory_by_key(key)) return spice_card_amount(c);
  return -1;
}
bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(), [&](const auto& b) { return b.rule == id; });
}
bool logged(const Game& g, std::string_view text) {
  return std::any_of(g.log.begin(), g.log.end(),
                     [&](const LogEntry& e) { return e.text.str().find(text) != std::string::npos; });
}

// ix.sandtrout.card: from turn 2 Sandtrout breaks every alliance at once (a log line each); the next
// Shai-Hulud devours (boundary 12.11, choice (a)) but causes no Nexus and the next card is revealed at
// once; that territory card places double spice. The phase goes on to CHOAM Charity, not a Nexus.
TEST(IxSandtrout, BreaksAlliancesQuietsTheWormAndDoublesTheNextBlow) {
  Game g = blow_game(R"(["sandtrout","shai_hulud","south_mesa","red_chasm"])");
  for (F f : {F::Atreides, F::Emperor, F::Fremen, F::Harkonnen})
    EXPECT_EQ(g.player(f).ally, kNoAlly) << faction_key(f);
  EXPECT_TRUE(logged(g, "Sandtrout is revealed: every alliance is broken."));
  EXPECT_TRUE(logged(g, "Sandtrout breaks the alliance of"));
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);  // the quieted worm still devours
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 4);
  EXPECT_EQ(spice_in(g, "south_mesa"), 2 * card_amount("south_mesa"));
  EXPECT_EQ(spice_in(g, "red_chasm"), 0);  // not revealed: the blow ended with South Mesa
  EXPECT_EQ(g.phase, Phase::Charity);      // no Nexus
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Charity));
  EXPECT_EQ(g.sandtrout, 3);
  // Sandtrout lies in the discard pile under the worm and the territory card.
  EXPECT_EQ(g.spiceDiscard.size(), 4u);
  EXPECT_EQ(g.spiceDiscard[1], kSandtrout);
  // Public: the view says so, and shows the boundary, to everyone.
  EXPECT_EQ(view(g, Viewer::spectator()).sandtrout, 3);
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "ix.boundary.sandtrout_worm"));
  EXPECT_TRUE(shows(view(g, Viewer::of(F::Fremen)), "ix.boundary.sandtrout_worm"));
  const std::string json = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  EXPECT_NE(json.find(R"("sandtrout":"spent")"), std::string::npos);
  EXPECT_NE(json.find(R"("key":"sandtrout")"), std::string::npos);
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Boundary ix.boundary.harvester_after_sandtrout, choice (a): Harvester played on the blow Sandtrout
// doubled places the card's printed amount once more: three times the card, not four.
TEST(IxSandtrout, HarvesterAfterADoubledBlowAddsThePrintedAmount) {
  std::string file = R"({"format":"dune-game","setup":{"ruleset":"basic",
      "factions":["atreides","emperor","fremen","harkonnen"],"variants":["it_sandtrout","it_treachery"],
      "seed":11,"random_seating":false},"position":{"turn":3,"phase":"spice_blow","storm_sector":0,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":4}],
      "spice_deck":["sandtrout","shai_hulud","south_mesa","red_chasm"],"spice_discard":["the_great_flat"],
      "treachery_discard":["amal","thumper"],
      "atreides":{"spice":0,"hand":[]},"emperor":{"spice":10,"hand":[]},
      "fremen":{"spice":10,"hand":["harvester"]},"harkonnen":{"spice":10,"hand":[]}},"actions":[]})";
  Game g = scenario(file);
  ASSERT_EQ(spice_in(g, "south_mesa"), 2 * card_amount("south_mesa"));
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::Harvester));
  act(g, F::Fremen, R"({"type":"play_harvester"})");
  for (F f : {F::Atreides, F::Emperor, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Harvester)) act(g, f, R"({"type":"pass"})");
  EXPECT_EQ(spice_in(g, "south_mesa"), 3 * card_amount("south_mesa"));
}

// ix.sandtrout.card: a second Shai-Hulud after the quieted one brings a normal Nexus, and the territory
// card after it places its printed spice only.
TEST(IxSandtrout, ASecondWormBringsANormalNexus) {
  Game g = blow_game(R"(["sandtrout","shai_hulud","shai_hulud","south_mesa"])");
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_EQ(spice_in(g, "south_mesa"), card_amount("south_mesa"));
  EXPECT_EQ(g.player(F::Atreides).ally, kNoAlly);  // broken before the Nexus; they may ally again in it
  EXPECT_EQ(g.sandtrout, 3);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// ix.sandtrout.card: a territory card straight after Sandtrout is a normal blow; the effect waits for a
// Shai-Hulud for the rest of the phase and ends with it (no Nexus: none appeared).
TEST(IxSandtrout, WithoutAWormTheEffectEndsWithThePhase) {
  Game g = blow_game(R"(["sandtrout","south_mesa","shai_hulud"])");
  EXPECT_EQ(spice_in(g, "south_mesa"), card_amount("south_mesa"));
  EXPECT_EQ(g.player(F::Harkonnen).ally, kNoAlly);
  EXPECT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(g.sandtrout, 0);
  EXPECT_EQ(view(g, Viewer::spectator()).sandtrout, 0);
  EXPECT_FALSE(shows(view(g, Viewer::spectator()), "ix.boundary.sandtrout_worm"));
}

// ix.sandtrout.card: on turn 1 Sandtrout is set aside like Shai-Hulud and shuffled back: no alliance is
// broken and nothing is doubled.
TEST(IxSandtrout, FirstTurnSetAsideAndShuffledBack) {
  Game g = blow_game(R"(["sandtrout","south_mesa"])", 1);
  EXPECT_EQ(g.player(F::Atreides).ally, index(F::Emperor));
  EXPECT_EQ(spice_in(g, "south_mesa"), card_amount("south_mesa"));
  EXPECT_NE(std::find(g.spiceDeck.begin(), g.spiceDeck.end(), kSandtrout), g.spiceDeck.end());
  EXPECT_TRUE(g.spiceSetAside.empty());
  EXPECT_EQ(g.sandtrout, 0);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// Advanced (two piles): Sandtrout revealed in pile A's blow reaches pile B's: pile B's Shai-Hulud
// devours in the territory of pile B's top card with no Nexus, and pile B's territory card is doubled.
TEST(IxSandtrout, AdvancedPileASandtroutReachesPileB) {
  Game g = blow_game(R"(["sandtrout","red_chasm","shai_hulud","south_mesa"])", 3, "advanced",
                     R"("spice_discard_b":["cielago_south"],)");
  EXPECT_EQ(spice_in(g, "red_chasm"), card_amount("red_chasm"));
  EXPECT_EQ(spice_in(g, "south_mesa"), 2 * card_amount("south_mesa"));
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);  // pile B's worm devoured Cielago South
  EXPECT_EQ(g.player(F::Emperor).ally, kNoAlly);
  EXPECT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(g.spiceDiscardB.back(), spice_card_of("south_mesa"));
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// The variant puts Sandtrout in the deck (22 cards); without it the deck is the base 21 and a position
// naming Sandtrout is refused with a sentence. `dune variants` lists the key.
TEST(IxSandtrout, VariantDeckOf22) {
  SetupOptions o;
  o.factions = {F::Atreides, F::Harkonnen};
  o.seed = 3;
  Game base = new_game(o).value();
  EXPECT_EQ(base.spiceDeck.size(), 21u);
  EXPECT_EQ(std::count(base.spiceDeck.begin(), base.spiceDeck.end(), kSandtrout), 0);
  o.ruleset.variants = variant_bit(Variant::ItSandtrout);
  Game with = new_game(o).value();
  EXPECT_EQ(with.spiceDeck.size(), 22u);
  EXPECT_EQ(std::count(with.spiceDeck.begin(), with.spiceDeck.end(), kSandtrout), 1);
  EXPECT_EQ(check_invariants(with, spice_on_table(with) - with.bankOut), "");
  with.spiceDeck.erase(std::find(with.spiceDeck.begin(), with.spiceDeck.end(), kSandtrout));
  EXPECT_NE(check_invariants(with, spice_on_table(with) - with.bankOut), "");
  Variant v;
  ASSERT_TRUE(variant_by_key("it_sandtrout", v));
  EXPECT_EQ(v, Variant::ItSandtrout);
  auto file = parse_game_file(
      R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["atreides","harkonnen"],"seed":1},
          "position":{"spice_deck":["sandtrout"]},"actions":[]})");
  std::string message = file ? std::string() : file.error().message.str();
  if (file) {
    auto refused = start_game(file.value());
    ASSERT_FALSE(refused);
    message = refused.error().message.str();
  }
  EXPECT_NE(message.find("it_sandtrout"), std::string::npos) << message;
}

}  // namespace
}  // namespace dune::test
