// Shipment scenarios: cost (stronghold 1, elsewhere 2), who is paid, the Guild's half rate,
// cross-ship and ship-to-reserves, the Guild ally's rate, the Fremen free send, storm and
// stronghold limits, the Bene Gesserit spiritual advisor and Karama at Guild rates.
// Sources: docs/RULES_SOURCES.md §7 (rule ids in each comment).
//
// Seating is fixed ("random_seating": false): with six factions the player circles are
// Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16. The First Player is
// the one whose circle the storm reaches next: storm in sector 0 -> Atreides first, 3 -> Bene
// Gesserit, 8 -> Fremen, 12 -> Guild, 14 -> Harkonnen. Unstated forces stay where setup put them (Atreides 10
// in Arrakeen, Harkonnen 10 in Carthag, Guild 5 in Tuek's Sietch, Bene Gesserit 1 in the Polar Sink, Fremen
// 10 in Sietch Tabr).
#include <gtest/gtest.h>

#include <string>

#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 5, "random_seating": false})";
constexpr const char* kNoGuild =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "harkonnen"],
                 "seed": 5, "random_seating": false})";

// Every faction holds 10 spice and no cards unless the test's own fields replace its entry.
constexpr const char* kDefaults =
    R"({"atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
        "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
        "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})";

// A Shipment and Movement position with the storm in `storm`; `fields` (a JSON object) replaces
// or adds position fields.
Game ship_move(int storm, const std::string& fields = "{}", bool guild = true) {
  boost::json::object pos = boost::json::parse(kDefaults).as_object();
  if (!guild) pos.erase("guild");
  boost::json::value over = boost::json::parse(fields);
  for (const auto& kv : over.as_object()) pos[kv.key()] = kv.value();
  pos["phase"] = "ship_move";
  pos["storm_sector"] = storm;
  return scenario("{" + std::string(guild ? kSix : kNoGuild) + R"(, "position": )" +
                  boost::json::serialize(pos) + "}");
}

int reserves(const Game& g, Faction f) { return g.player(f).reserves.total(); }
int spice(const Game& g, Faction f) { return g.player(f).spice; }

// --- cost and payee -----------------------------------------------------------------------------

// GF9 Rulebook 2019 p.9 (ship.cost, ship.payment): 1 spice per force into a stronghold, paid to
// the Guild when it is in the game.
TEST(Shipment, StrongholdCostsOnePerForcePaidToGuild) {
  Game g = ship_move(0);
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Ship));
  act(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","forces":3})");
  EXPECT_EQ(spice(g, Faction::Atreides), 7);
  EXPECT_EQ(spice(g, Faction::Guild), 13);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 13);
  EXPECT_EQ(reserves(g, Faction::Atreides), 7);
}

// GF9 Rulebook 2019 p.9 (ship.cost): 2 spice per force into any other territory.
TEST(Shipment, ElsewhereCostsTwoPerForce) {
  Game g = ship_move(0);
  act(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":3})");
  EXPECT_EQ(spice(g, Faction::Atreides), 4);
  EXPECT_EQ(spice(g, Faction::Guild), 16);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 3);
}

// GF9 Rulebook 2019 p.9 (ship.payment): without the Guild in the game the Bank is paid.
TEST(Shipment, WithoutGuildPaysBank) {
  Game g = ship_move(0, "{}", false);
  ASSERT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Ship));
  act(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":2})");
  EXPECT_EQ(spice(g, Faction::Atreides), 6);
  for (Faction f : {Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Harkonnen})
    EXPECT_EQ(spice(g, f), 10) << faction_key(f);
}

// GF9 Rulebook 2019 p.9 (ship.cost): a shipment the player cannot pay for is refused.
TEST(Shipment, NotEnoughSpiceRefused) {
  Game g = ship_move(0, R"({"atreides": {"spice": 5, "hand": []}})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":3})").code,
            Err::NotEnoughSpice);
}

// GF9 Rulebook 2019 p.9 (ship.one_per_turn): one shipment per turn.
TEST(Shipment, OneShipmentPerTurn) {
  Game g = ship_move(0);
  act(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","forces":1})");
  if (has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor))
    act(g, Faction::BeneGesserit, R"({"type":"pass"})");
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  // The one-shipment rule is the reason (issue 16), with its own code and sentence.
  Error e = refuse(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","forces":1})");
  EXPECT_EQ(e.code, Err::ShipmentMade);
  EXPECT_EQ(err_key(e.code), "illegal.shipment_made");
  EXPECT_NE(e.message.find("ships once"), std::string::npos) << e.message;
  // Acting out of turn keeps illegal.not_your_decision.
  EXPECT_EQ(refuse(g, Faction::Emperor, R"({"type":"ship","to":"arrakeen","forces":1})").code,
            Err::NotYourDecision);
}

// --- Guild ---------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.19 (ship.guild.own_rate): the Guild pays half, rounded up, to the Bank.
TEST(Shipment, GuildPaysHalfRoundedUpToBank) {
  Game g = ship_move(12);
  ASSERT_TRUE(has_pending(g, Faction::Guild, DecisionKind::Ship));
  act(g, Faction::Guild, R"({"type":"ship","to":"carthag","forces":3})");  // 3 -> 2
  EXPECT_EQ(spice(g, Faction::Guild), 8);
  for (Faction f :
       {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor, Faction::Fremen, Faction::Harkonnen})
    EXPECT_EQ(spice(g, f), 10) << faction_key(f);
  Game h = ship_move(12);
  act(h, Faction::Guild, R"({"type":"ship","to":"funeral_plain","forces":3})");  // 6 -> 3
  EXPECT_EQ(spice(h, Faction::Guild), 7);
}

// GF9 Rulebook 2019 p.19 (ship.guild.three_types): the Guild may cross-ship forces from one
// territory to another, priced like shipping to the destination at its half rate.
TEST(Shipment, GuildCrossShipsBetweenTerritories) {
  Game g = ship_move(12);
  act(g, Faction::Guild, R"({"type":"ship","from":"tueks_sietch","to":"funeral_plain","forces":3})");
  EXPECT_EQ(forces_at(g, Faction::Guild, "tueks_sietch"), 2);
  EXPECT_EQ(forces_at(g, Faction::Guild, "funeral_plain"), 3);
  EXPECT_EQ(reserves(g, Faction::Guild), 15);
  EXPECT_EQ(spice(g, Faction::Guild), 7);  // 3 x 2 = 6, half = 3
}

// GF9 Rulebook 2019 p.19 (ship.guild.three_types, ship.guild.retreat_price): the Guild may ship
// forces from the board back to reserves at 1 spice per 2 forces (rounded up).
TEST(Shipment, GuildShipsToReservesOneSpicePerTwoForces) {
  Game g = ship_move(12);
  act(g, Faction::Guild, R"({"type":"ship","from":"tueks_sietch","forces":5,"to_reserves":true})");
  EXPECT_EQ(forces_at(g, Faction::Guild, "tueks_sietch"), 0);
  EXPECT_EQ(reserves(g, Faction::Guild), 20);
  EXPECT_EQ(spice(g, Faction::Guild), 7);
}

// GF9 Rulebook 2019 pp.9,19 (ship.restrictions): no one but the Guild ships forces back to
// reserves or between territories.
TEST(Shipment, OnlyGuildCrossShipsOrShipsToReserves) {
  Game g = ship_move(0);
  EXPECT_EQ(
      refuse(g, Faction::Atreides, R"({"type":"ship","from":"arrakeen","forces":2,"to_reserves":true})").code,
      Err::NotAllowed);
  EXPECT_EQ(
      refuse(g, Faction::Atreides, R"({"type":"ship","from":"arrakeen","to":"funeral_plain","forces":2})")
          .code,
      Err::NotAllowed);
}

// GF9 Rulebook 2019 p.19 (ship.guild.ally): the Guild's ally ships at half rate, paid to the Guild.
TEST(Shipment, GuildAllyShipsAtHalfRateToGuild) {
  Game g = ship_move(0, R"({"atreides": {"spice": 10, "hand": [], "ally": "guild"}})");
  act(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":3})");  // 6 -> 3
  EXPECT_EQ(spice(g, Faction::Atreides), 7);
  EXPECT_EQ(spice(g, Faction::Guild), 13);
}

// GF9 Rulebook 2019 p.19 (ship.guild.ally): the Guild's ally may cross-ship (half rate, to the
// Guild) but may not ship back to reserves.
TEST(Shipment, GuildAllyCrossShipsButNotToReserves) {
  Game g = ship_move(0, R"({"atreides": {"spice": 10, "hand": [], "ally": "guild"}})");
  EXPECT_EQ(
      refuse(g, Faction::Atreides, R"({"type":"ship","from":"arrakeen","forces":2,"to_reserves":true})").code,
      Err::NotAllowed);
  act(g, Faction::Atreides,
      R"({"type":"ship","from":"arrakeen","to":"funeral_plain","forces":4})");  // 8 -> 4
  EXPECT_EQ(forces_at(g, Faction::Atreides, "arrakeen"), 6);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 4);
  EXPECT_EQ(spice(g, Faction::Atreides), 6);
  EXPECT_EQ(spice(g, Faction::Guild), 14);
}

// --- Fremen --------------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.16 (ship.fremen.free_send): the Fremen send reserves free to the Great Flat
// or a territory within two of it; nobody is paid.
TEST(Shipment, FremenSendFreeNearGreatFlat) {
  Game g = ship_move(8);
  ASSERT_TRUE(has_pending(g, Faction::Fremen, DecisionKind::Ship));
  act(g, Faction::Fremen, R"({"type":"ship","to":"funeral_plain","forces":5})");
  EXPECT_EQ(forces_at(g, Faction::Fremen, "funeral_plain"), 5);
  EXPECT_EQ(reserves(g, Faction::Fremen), 5);
  EXPECT_EQ(spice(g, Faction::Fremen), 10);
  EXPECT_EQ(spice(g, Faction::Guild), 10);
  Game h = ship_move(8);
  act(h, Faction::Fremen, R"({"type":"ship","to":"the_great_flat","forces":10})");
  EXPECT_EQ(forces_at(h, Faction::Fremen, "the_great_flat"), 10);
}

// GF9 Rulebook 2019 p.16 (ship.fremen.free_send): the Fremen may not send farther than two
// territories from the Great Flat (Arrakeen, Tuek's Sietch).
TEST(Shipment, FremenSendRefusedFarFromGreatFlat) {
  Game g = ship_move(8);
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"ship","to":"arrakeen","forces":2})").code,
            Err::NotAllowed);
  EXPECT_EQ(refuse(g, Faction::Fremen, R"({"type":"ship","to":"tueks_sietch","forces":2})").code,
            Err::NotAllowed);
}

// --- storm and strongholds ----------------------------------------------------------------------

// GF9 Rulebook 2019 p.9 (ship.restrictions, storm.obstruction): no shipping into a sector in storm;
// another sector of the same territory is fine.
TEST(Shipment, NoShippingIntoStormSector) {
  Game g = ship_move(14);  // the Harkonnen (circle 16) are First Player
  ASSERT_TRUE(has_pending(g, Faction::Harkonnen, DecisionKind::Ship));
  EXPECT_EQ(refuse(g, Faction::Harkonnen, R"({"type":"ship","to":"funeral_plain","forces":1})").code,
            Err::StormSector);
  EXPECT_EQ(refuse(g, Faction::Harkonnen,
                   R"({"type":"ship","to":{"territory":"wind_pass","sector":14},"forces":1})")
                .code,
            Err::StormSector);
  act(g, Faction::Harkonnen, R"({"type":"ship","to":{"territory":"wind_pass","sector":15},"forces":1})");
  EXPECT_EQ(forces_at(g, loc("wind_pass", 15), Faction::Harkonnen).total(), 1);
}

// GF9 Rulebook 2019 p.9 (ship.restrictions): no shipping into a stronghold that already holds
// forces of two other factions.
TEST(Shipment, NoShippingIntoStrongholdWithTwoOtherFactions) {
  Game g = ship_move(0, R"({"forces": [{"faction": "emperor", "territory": "carthag", "count": 2}]})");
  EXPECT_EQ(refuse(g, Faction::Atreides, R"({"type":"ship","to":"carthag","forces":1})").code,
            Err::StrongholdFull);
}

// --- Bene Gesserit -------------------------------------------------------------------------------

// GF9 Rulebook 2019 p.18 (ship.bg.spiritual_advisor): after another faction ships from off-planet,
// the Bene Gesserit may send 1 force from reserves free to the Polar Sink.
TEST(Shipment, SpiritualAdvisorAfterOffPlanetShipment) {
  Game g = ship_move(0);
  act(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","forces":1})");
  EXPECT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_FALSE(has_pending(g, Faction::Atreides, DecisionKind::Move));
  int bgReserves = reserves(g, Faction::BeneGesserit);
  act(g, Faction::BeneGesserit, R"({"type":"send_advisor"})");
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 2);
  EXPECT_EQ(reserves(g, Faction::BeneGesserit), bgReserves - 1);
  EXPECT_EQ(spice(g, Faction::BeneGesserit), 10);
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Move));
}

// GF9 Rulebook 2019 p.18 (ship.bg.spiritual_advisor): the Bene Gesserit may decline.
TEST(Shipment, SpiritualAdvisorMayBeDeclined) {
  Game g = ship_move(0);
  act(g, Faction::Atreides, R"({"type":"ship","to":"arrakeen","forces":1})");
  act(g, Faction::BeneGesserit, R"({"type":"pass"})");
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
  EXPECT_TRUE(has_pending(g, Faction::Atreides, DecisionKind::Move));
}

// GF9 Rulebook 2019 pp.16,18 (ship.bg.spiritual_advisor): a Fremen send is not a shipment from
// off-planet, so no advisor.
TEST(Shipment, NoSpiritualAdvisorAfterFremenSend) {
  Game g = ship_move(8);
  act(g, Faction::Fremen, R"({"type":"ship","to":"funeral_plain","forces":2})");
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_TRUE(has_pending(g, Faction::Fremen, DecisionKind::Move));
}

// GF9 Rulebook 2019 p.18 (ship.bg.spiritual_advisor): the advisor follows another faction's
// shipment, not the Bene Gesserit's own.
TEST(Shipment, NoSpiritualAdvisorAfterOwnShipment) {
  Game g = ship_move(3);  // the Bene Gesserit (circle 4) are First Player
  ASSERT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::Ship));
  act(g, Faction::BeneGesserit, R"({"type":"ship","to":"funeral_plain","forces":1})");
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_TRUE(has_pending(g, Faction::BeneGesserit, DecisionKind::Move));
  EXPECT_EQ(forces_at(g, Faction::BeneGesserit, "polar_sink"), 1);
}

// GF9 Rulebook 2019 p.18 (ship.bg.spiritual_advisor, 2h reading): a Guild cross-ship moves forces
// already on Dune; it is not a shipment from off-planet reserves.
TEST(Shipment, NoSpiritualAdvisorAfterGuildCrossShip) {
  Game g = ship_move(12);
  act(g, Faction::Guild, R"({"type":"ship","from":"tueks_sietch","to":"funeral_plain","forces":1})");
  EXPECT_FALSE(has_pending(g, Faction::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_TRUE(has_pending(g, Faction::Guild, DecisionKind::Move));
}

// --- Karama ----------------------------------------------------------------------------------------

// Karama card / LR 3.01.11.03 (ship.karama_guild_rate): any faction may pay for a shipment at Guild
// rates (half, rounded up) to the Bank; the Karama is discarded.
TEST(Shipment, KaramaPaysGuildRatesToBank) {
  Game g = ship_move(0, R"({"atreides": {"spice": 10, "hand": ["karama"]}})");
  act(g, Faction::Atreides, R"({"type":"ship","to":"funeral_plain","forces":3,"karama_card":"karama"})");
  EXPECT_EQ(spice(g, Faction::Atreides), 7);  // 6 at full rate, 3 at Guild rate
  EXPECT_EQ(spice(g, Faction::Guild), 10);
  EXPECT_TRUE(g.player(Faction::Atreides).hand.empty());
  ASSERT_FALSE(g.treacheryDiscard.empty());
  EXPECT_EQ(card_kind(g.treacheryDiscard.back()), CardKind::Karama);
  EXPECT_EQ(forces_at(g, Faction::Atreides, "funeral_plain"), 3);
}

}  // namespace
}  // namespace dune
