// The Great Maker (Ecaz & Moritani, variant em_great_maker; registry em.great_maker and the boundaries
// em.boundary.great_maker_variant, great_maker_worms, great_maker_sandtrout, great_maker_no_nexus_ride and
// em.hw.boundary.great_maker_reserves), as scenarios from stated positions. Sources: GF9 Ecaz & Moritani
// rulebook pp.4, 12 and the Karama table p.16 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md); TO facts
// only (Rule.GreatMaker, ResourceCard); docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rule 68 and 16.1.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "bots/heuristic_bot.hpp"
#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/common.hpp"
#include "engine/view/view.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune::test {
namespace {

using F = Faction;

// A Spice Blow phase on `turn`: the spice deck's next cards are `deck` (first drawn first); pile A's top
// card is The Great Flat, where 4 Emperor forces and 3 Fremen forces stand. The Fremen and the Harkonnen
// are allied; the Harkonnen hold Hagga Basin, and Carthag holds Atreides and Harkonnen forces. The storm
// is in sector 4 (South Mesa's sector 4 is in it). The Atreides hold `atreidesHand`.
Game blow_game(const std::string& deck, int turn = 3, const std::string& variants = R"(["em_great_maker"])",
               const std::string& ruleset = "basic", const std::string& atreidesHand = "[]") {
  return scenario(R"({"format":"dune-game","setup":{"ruleset":")" + ruleset +
                  R"(","factions":["atreides","emperor","fremen","harkonnen"],"variants":)" + variants +
                  R"(,"seed":11,"random_seating":false},"position":{"turn":)" + std::to_string(turn) +
                  R"(,"phase":"spice_blow","storm_sector":4,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":4},
                {"faction":"fremen","territory":"the_great_flat","count":3},
                {"faction":"atreides","territory":"carthag","count":2},
                {"faction":"harkonnen","territory":"carthag","count":2},
                {"faction":"harkonnen","territory":"hagga_basin","sector":12,"count":2}],
      "spice_on_board":[{"territory":"the_great_flat","amount":6}],
      "spice_deck":)" +
                  deck + R"(,"spice_discard":["the_great_flat"],
      "atreides":{"spice":0,"hand":)" +
                  atreidesHand + R"(},"emperor":{"spice":10,"hand":[]},
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
bool logged(const Game& g, std::string_view text) {
  return std::any_of(g.log.begin(), g.log.end(),
                     [&](const LogEntry& e) { return e.text.str().find(text) != std::string::npos; });
}
bool shows(const View& v, std::string_view id) {
  return std::any_of(v.boundaries.begin(), v.boundaries.end(), [&](const auto& b) { return b.rule == id; });
}
// The seat whose vote is asked now (one at a time, in storm order), or nullopt.
std::optional<Faction> voter(const Game& g) {
  for (const Decision& d : pending(g))
    if (d.kind == DecisionKind::GreatMakerVote) return d.seat;
  return std::nullopt;
}
// Every seat votes, in the order asked: the first `yes` of them for a Nexus, the others against.
void vote(Game& g, int yes) {
  for (int i = 0; auto f = voter(g); ++i)
    act(g, *f, i < yes ? R"({"type":"vote_nexus","yes":true})" : R"({"type":"vote_nexus","yes":false})");
}
void check_round_trip(const Game& g) {
  auto back = game_from_json(to_json(g));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), g);
  EXPECT_EQ(check_invariants(g, spice_on_table(g) - g.bankOut), "");
}

// em.great_maker: the variant puts the card in the spice deck (one more card), and only the variant.
TEST(EmGreatMaker, VariantAddsTheCardAndWithoutItThereIsNone) {
  Variant v;
  ASSERT_TRUE(variant_by_key("em_great_maker", v));
  EXPECT_EQ(v, Variant::EmGreatMaker);
  EXPECT_EQ(variant_info(v).expansion, Expansion::EcazMoritani);
  SetupOptions o;
  o.factions = {F::Atreides, F::Emperor, F::Fremen, F::Harkonnen};
  o.seed = 5;
  auto off = new_game(o);
  ASSERT_TRUE(off);
  EXPECT_EQ(off.value().spiceDeck.size(), 21u);
  EXPECT_EQ(std::count(off.value().spiceDeck.begin(), off.value().spiceDeck.end(), kGreatMaker), 0);
  o.ruleset.variants = variant_bit(Variant::EmGreatMaker);
  auto on = new_game(o);
  ASSERT_TRUE(on);
  EXPECT_EQ(on.value().spiceDeck.size(), 22u);
  EXPECT_EQ(std::count(on.value().spiceDeck.begin(), on.value().spiceDeck.end(), kGreatMaker), 1);
  EXPECT_EQ(check_invariants(on.value(), spice_on_table(on.value()) - on.value().bankOut), "");
  // A game file may not name the card without the variant.
  auto bad = game_from_json(boost::json::parse(
      R"({"format":"dune-game","setup":{"ruleset":"basic","factions":["atreides","fremen"],"seed":1,
          "random_seating":false},"position":{"turn":2,"phase":"storm","spice_deck":["great_maker"]},
          "actions":[]})"));
  EXPECT_FALSE(bad);
  EXPECT_FALSE(is_shai_hulud(kGreatMaker));
  EXPECT_FALSE(is_territory_card(kGreatMaker));
  EXPECT_EQ(spice_card_territory(kGreatMaker), kNoTerritory);
}

// em.great_maker: on turn 1 it is set aside like Shai-Hulud and shuffled back: nothing devoured, no
// vote, no Nexus.
TEST(EmGreatMaker, FirstTurnSetAsideAndShuffledBack) {
  Game g = blow_game(R"(["great_maker","red_chasm"])", 1);
  EXPECT_TRUE(logged(g, "The Great Maker is revealed on the first turn and set aside."));
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);
  EXPECT_EQ(spice_in(g, "the_great_flat"), 6);
  EXPECT_EQ(spice_in(g, "red_chasm"), card_amount("red_chasm"));
  EXPECT_NE(std::find(g.spiceDeck.begin(), g.spiceDeck.end(), kGreatMaker), g.spiceDeck.end());
  EXPECT_TRUE(g.spiceSetAside.empty());
  EXPECT_FALSE(voter(g));
  EXPECT_NE(g.phase, Phase::Nexus);
  EXPECT_EQ(g.em.greatMaker, GreatMakerState{});
  check_round_trip(g);
}

// em.great_maker: from turn 2 it devours like Shai-Hulud in the territory of the pile's topmost territory
// card (the Fremen survive there), the next card is revealed, and the vote opens, asked of one seat at a
// time in storm order.
TEST(EmGreatMaker, DevoursLikeShaiHuludThenTheVoteOpens) {
  Game g = blow_game(R"(["great_maker","red_chasm"])");
  EXPECT_TRUE(logged(g, "The Great Maker appears in The Great Flat."));
  EXPECT_TRUE(logged(g, "The Great Maker devours 4 Emperor forces in The Great Flat."));  // its own name
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Emperor).tanks.total(), 4);
  EXPECT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 3);  // worm immunity (GF9 p.16)
  EXPECT_EQ(spice_in(g, "the_great_flat"), 0);
  EXPECT_EQ(spice_in(g, "red_chasm"), card_amount("red_chasm"));
  ASSERT_EQ(g.spiceDiscard.size(), 3u);
  EXPECT_EQ(g.spiceDiscard[1], kGreatMaker);
  EXPECT_EQ(g.phase, Phase::Nexus);
  EXPECT_TRUE(g.em.greatMaker.voting);
  // One voter at a time, the first in storm order; no alliance decision before the vote ends.
  const auto first = voter(g);
  ASSERT_TRUE(first);
  EXPECT_EQ(*first, storm_order(g)[0]);
  EXPECT_EQ(seats_pending(g, DecisionKind::GreatMakerVote).size(), 1u);
  EXPECT_TRUE(seats_pending(g, DecisionKind::Nexus).empty());
  // A seat whose turn to vote has not come is refused, and so is any other action; nothing changes.
  const Faction second = storm_order(g)[1];
  EXPECT_EQ(refuse(g, second, R"({"type":"vote_nexus","yes":true})").code, Err::NotYourDecision);
  EXPECT_EQ(refuse(g, *first, R"({"type":"pass"})").code, Err::BadAction);
  EXPECT_EQ(
      refuse(g, *first, R"({"type":"ally","faction":")" + std::string(faction_key(second)) + "\"}").code,
      Err::BadAction);
  // The vote is public: every seat and a spectator see it.
  act(g, *first, R"({"type":"vote_nexus","yes":true})");
  EXPECT_TRUE(g.em.greatMaker.yes.has(*first));
  for (const View& v : {view(g, Viewer::spectator()), view(g, Viewer::of(F::Emperor))})
    EXPECT_TRUE(v.greatMaker.yes.has(*first));
  const std::string json = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  EXPECT_NE(json.find(R"("great_maker":{)"), std::string::npos);
  check_round_trip(g);
}

// em.great_maker: a tie is no strict majority: no Nexus (no alliance decision), the rides follow.
TEST(EmGreatMaker, TieVoteMakesNoNexus) {
  Game g = blow_game(R"(["great_maker","red_chasm"])");
  vote(g, 2);  // 2 of 4
  EXPECT_EQ(g.em.greatMaker.result, 2);
  EXPECT_TRUE(logged(g, "The vote on the Great Maker: 2 of 4 for, no majority: no Nexus occurs."));
  EXPECT_TRUE(seats_pending(g, DecisionKind::Nexus).empty());
  // Boundary em.boundary.great_maker_no_nexus_ride, choice (a): the Fremen still ride (board first).
  EXPECT_TRUE(has_pending(g, F::Fremen, DecisionKind::WormRide));
  EXPECT_TRUE(shows(view(g, Viewer::spectator()), "em.boundary.great_maker_no_nexus_ride"));
  act(g, F::Fremen, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  act(g, F::Fremen, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Charity);
  EXPECT_EQ(g.player(F::Fremen).ally, index(F::Harkonnen));  // no Nexus: nothing formed or broken
  check_round_trip(g);
}

// em.great_maker: 3 of 4 is a strict majority: a Nexus occurs (alliances), then the rides.
TEST(EmGreatMaker, MajorityVoteMakesANexus) {
  Game g = blow_game(R"(["great_maker","red_chasm"])");
  vote(g, 3);
  EXPECT_EQ(g.em.greatMaker.result, 1);
  EXPECT_TRUE(logged(g, "The vote on the Great Maker: 3 of 4 for: a Nexus occurs."));
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus).size(), 4u);
  act(g, F::Fremen, R"({"type":"break_alliance"})");
  EXPECT_EQ(g.player(F::Fremen).ally, kNoAlly);
  for (F f : {F::Atreides, F::Emperor, F::Fremen, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Nexus)) act(g, f, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(g, F::Fremen, DecisionKind::WormRide));
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));  // after the board ride
  act(g, F::Fremen, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
}

// em.great_maker: the Fremen ride the Great Maker with reserve forces to one territory: the amount is 1 to
// their reserves; storm, stronghold limit and ally territory apply; a refusal changes nothing.
TEST(EmGreatMaker, FremenRideWithReserveForces) {
  Game g = blow_game(R"(["great_maker","red_chasm"])");
  vote(g, 0);
  act(g, F::Fremen, R"({"type":"pass"})");  // no board ride
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  const int reserves = g.player(F::Fremen).reserves.total();
  ASSERT_EQ(reserves, 17);  // 20 less the 3 on the board
  for (const Decision& d : pending(g)) {
    if (d.kind == DecisionKind::GreatMakerRide) {
      EXPECT_EQ(d.min, 1);
      EXPECT_EQ(d.max, reserves);
    }
  }
  Action none = action(R"({"type":"ride_from_reserves","to":"funeral_plain","forces":1})");
  none.amount = 0;  // the codec refuses 0 already; the rule refuses it too
  EXPECT_EQ(refuse_action(g, F::Fremen, none).code, Err::NoSuchForces);
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"ride_from_reserves","to":"funeral_plain","forces":18})").code,
            Err::NoSuchForces);
  const std::string inStorm = R"({"type":"ride_from_reserves","to":{"territory":"south_mesa","sector":4},)"
                              R"("forces":5})";
  EXPECT_EQ(refuse(g, F::Fremen, inStorm).code, Err::StormSector);
  EXPECT_EQ(refuse(g, F::Fremen, R"({"type":"ride_from_reserves","to":"carthag","forces":5})").code,
            Err::StrongholdFull);
  EXPECT_EQ(refuse(g, F::Fremen,
                   R"({"type":"ride_from_reserves","to":{"territory":"hagga_basin","sector":12},"forces":5})")
                .code,
            Err::AllyTerritory);
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"ride_from_reserves","to":"funeral_plain","forces":5})").code,
            Err::NotYourDecision);
  // The action round-trips through the codec.
  const Action ride = action(R"({"type":"ride_from_reserves","to":"funeral_plain","forces":5})");
  auto back = action_from_json(to_json(ride));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), ride);
  act(g, F::Fremen, R"({"type":"ride_from_reserves","to":"funeral_plain","forces":5})");
  EXPECT_EQ(g.player(F::Fremen).reserves.total(), reserves - 5);
  EXPECT_EQ(forces_at(g, F::Fremen, "funeral_plain"), 5);
  EXPECT_TRUE(logged(g, "The Fremen ride the Great Maker: 5 reserve force(s) to Funeral Plain."));
  EXPECT_EQ(g.phase, Phase::Charity);  // one ride, then the phase ends
  check_round_trip(g);
}

// E3 p.16 (2h), the Karama table: a Karama that makes the worm devour the Fremen does not cancel the
// reserve ride.
TEST(EmGreatMaker, KaramaOnTheFremenDoesNotCancelTheReserveRide) {
  Game g = blow_game(R"(["great_maker","red_chasm"])", 3, R"(["em_great_maker"])", "basic", R"(["karama"])");
  ASSERT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 3);
  act(g, F::Atreides, R"({"type":"karama_stop","target":"fremen","advantage":"fremen_worm_ride"})");
  EXPECT_EQ(forces_at(g, F::Fremen, "the_great_flat"), 0);
  EXPECT_EQ(g.player(F::Fremen).tanks.total(), 3);
  vote(g, 1);
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::WormRide));
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  act(g, F::Fremen, R"({"type":"ride_from_reserves","to":"funeral_plain","forces":17})");
  EXPECT_EQ(forces_at(g, F::Fremen, "funeral_plain"), 17);
  EXPECT_EQ(g.player(F::Fremen).reserves.total(), 0);
  check_round_trip(g);
}

// Boundary em.boundary.great_maker_worms, choice (a): a Shai-Hulud of the same blow brings its Nexus
// anyway: no vote; the reserve ride still follows.
TEST(EmGreatMaker, AShaiHuludOfTheSameBlowBringsTheNexusWithoutAVote) {
  Game g = blow_game(R"(["great_maker","shai_hulud","red_chasm"])");
  EXPECT_FALSE(voter(g));
  EXPECT_EQ(g.em.greatMaker.result, 1);
  EXPECT_EQ(seats_pending(g, DecisionKind::Nexus).size(), 4u);
  EXPECT_TRUE(logged(g, "A Shai-Hulud of this spice blow brings a Nexus: the Great Maker needs no vote."));
}

// Boundary em.boundary.great_maker_sandtrout, choice (a): Sandtrout's quieting waits for a Shai-Hulud card;
// the Great Maker still devours, brings its vote and its ride.
TEST(EmGreatMaker, SandtroutDoesNotQuietTheGreatMaker) {
  Game g = blow_game(R"(["sandtrout","great_maker","red_chasm"])", 3, R"(["em_great_maker","it_sandtrout"])");
  EXPECT_EQ(g.player(F::Fremen).ally, kNoAlly);  // Sandtrout broke the alliance
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 0);
  EXPECT_EQ(spice_in(g, "red_chasm"), card_amount("red_chasm"));  // not doubled: no Shai-Hulud came
  EXPECT_TRUE(voter(g));
  EXPECT_EQ(g.sandtrout, 0);  // its effect ended with the Spice Blow phase
}

// Advanced: the Great Maker in pile B devours at pile B's topmost territory card; its vote and ride come
// before CHOAM Charity.
TEST(EmGreatMaker, AdvancedPileBUsesPileBsTopCard) {
  Game g = scenario(R"({"format":"dune-game","setup":{"ruleset":"advanced",
      "factions":["atreides","emperor","fremen","harkonnen"],"variants":["em_great_maker"],"seed":11,
      "random_seating":false},"position":{"turn":3,"phase":"spice_blow","storm_sector":4,
      "forces":[{"faction":"emperor","territory":"the_great_flat","count":4},
                {"faction":"emperor","territory":"cielago_south","sector":1,"count":2}],
      "spice_deck":["red_chasm","great_maker","funeral_plain"],"spice_discard":["the_great_flat"],
      "spice_discard_b":["cielago_south"],
      "atreides":{"spice":0,"hand":[]},"emperor":{"spice":10,"hand":[]},
      "fremen":{"spice":10,"hand":[]},"harkonnen":{"spice":10,"hand":[]}},"actions":[]})");
  EXPECT_EQ(forces_at(g, F::Emperor, "the_great_flat"), 4);
  EXPECT_EQ(forces_at(g, F::Emperor, "cielago_south"), 0);
  EXPECT_TRUE(voter(g));
  vote(g, 0);
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  act(g, F::Fremen, R"({"type":"pass"})");
  EXPECT_EQ(g.phase, Phase::Charity);
  check_round_trip(g);
}

// Boundary em.hw.boundary.great_maker_reserves, choice (a): with the Homeworlds the reserves stand on the
// Fremen Homeworld, and the ride takes any number of them from there.
TEST(EmGreatMaker, HomeworldReservesRide) {
  Game g = blow_game(R"(["great_maker","red_chasm"])", 3, R"(["em_great_maker","em_homeworlds"])");
  vote(g, 0);
  act(g, F::Fremen, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  const int reserves = g.player(F::Fremen).reserves.total();
  act(g, F::Fremen, R"({"type":"ride_from_reserves","to":"funeral_plain","forces":4})");
  EXPECT_EQ(g.player(F::Fremen).reserves.total(), reserves - 4);
  EXPECT_EQ(forces_at(g, F::Fremen, "funeral_plain"), 4);
  check_round_trip(g);
}

// The heuristic bot answers both decisions from its view and the legal list alone: an allied seat votes
// against a Nexus, an unallied one for it; the Fremen ride with all their reserves into a stronghold the
// legal list offers.
TEST(EmGreatMaker, HeuristicBotVotesAndRidesFromTheLegalList) {
  Game g = blow_game(R"(["great_maker","red_chasm"])");
  Rng rng = Rng::seeded(3);
  while (auto f = voter(g)) {
    const auto legal = legal_actions(g, *f);
    ASSERT_EQ(legal.size(), 2u);
    const Action a = bots::choose_heuristic(view(g, Viewer::of(*f)), legal, rng);
    EXPECT_EQ(a.kind, ActionKind::VoteNexus);
    EXPECT_EQ(a.flag, g.player(*f).ally == kNoAlly) << faction_key(*f);
    ASSERT_TRUE(apply(g, *f, a));
  }
  EXPECT_EQ(g.em.greatMaker.result, 2);     // the Atreides and the Emperor for, the allied pair against
  act(g, F::Fremen, R"({"type":"pass"})");  // no board ride
  const auto legal = legal_actions(g, F::Fremen);
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::GreatMakerRide));
  const Action ride = bots::choose_heuristic(view(g, Viewer::of(F::Fremen)), legal, rng);
  EXPECT_EQ(ride.kind, ActionKind::RideFromReserves);
  EXPECT_EQ(ride.amount, g.player(F::Fremen).reserves.total());
  EXPECT_TRUE(is_stronghold(location(ride.to).territory));
  EXPECT_NE(std::find(legal.begin(), legal.end(), ride), legal.end());
  ASSERT_TRUE(apply(g, F::Fremen, ride));
  EXPECT_EQ(g.player(F::Fremen).reserves.total(), 0);
}

// Random play with the variant reaches the vote and the reserve ride; every step keeps the invariants.
TEST(EmGreatMaker, RandomPlayReachesTheVoteAndTheRide) {
  SetupOptions o;
  o.factions = {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen};
  o.ruleset.variants = variant_bit(Variant::EmGreatMaker);
  const DecisionBits seen = decisions_in_random_games(o, 700, 12);
  EXPECT_TRUE(seen.test(static_cast<std::size_t>(DecisionKind::GreatMakerVote)));
  EXPECT_TRUE(seen.test(static_cast<std::size_t>(DecisionKind::GreatMakerRide)));
}

}  // namespace
}  // namespace dune::test
