// Karama against faction advantages (rule faction.karama_targets, card.karama.basic).
// FAQ Nov 2020 p.7: a Karama may prevent any one faction or alliance advantage from being used for
// the rest of that game phase, except the Fremen send from reserves and victory conditions; it may
// limit the Fremen to 1 territory of movement and make the Fremen be eaten by Shai-Hulud instead of
// riding it. The faction sheets (GF9 Rulebook 2019 pp.16-19) define each advantage.
//
// Seating is fixed ("random_seating": false): with six factions the player circles are
// Atreides 1, Bene Gesserit 4, Emperor 7, Fremen 10, Guild 13, Harkonnen 16. Storm in sector 0:
// Atreides first; 8: Fremen first; 12: Guild first.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

constexpr const char* kSix =
    R"("setup": {"factions": ["atreides", "bene_gesserit", "emperor", "fremen", "guild", "harkonnen"],
                 "seed": 5, "random_seating": false})";

constexpr const char* kDefaults =
    R"({"atreides": {"spice": 10, "hand": []}, "bene_gesserit": {"spice": 10, "hand": []},
        "emperor": {"spice": 10, "hand": []}, "fremen": {"spice": 10, "hand": []},
        "guild": {"spice": 10, "hand": []}, "harkonnen": {"spice": 10, "hand": []}})";

// A six-faction position in `phase` with the storm in `storm`; `fields` replaces or adds fields.
Game six(const std::string& phase, int storm, const std::string& fields = "{}") {
  boost::json::object pos = boost::json::parse(kDefaults).as_object();
  boost::json::value over = boost::json::parse(fields);
  for (const auto& kv : over.as_object()) pos[kv.key()] = kv.value();
  pos["phase"] = phase;
  pos["storm_sector"] = storm;
  return scenario("{" + std::string(kSix) + R"(, "position": )" + boost::json::serialize(pos) + "}");
}

std::string stop(std::string_view target, std::string_view advantage) {
  return R"({"type":"karama_stop","target":")" + std::string(target) + R"(","advantage":")" +
         std::string(advantage) + R"("})";
}

int spice(const Game& g, F f) { return g.player(f).spice; }
int hand_size(const Game& g, F f) { return static_cast<int>(g.player(f).hand.size()); }
bool karama_discarded(const Game& g) {
  return std::any_of(g.treacheryDiscard.begin(), g.treacheryDiscard.end(),
                     [](CardId c) { return card_kind(c) == CardKind::Karama; });
}

// --- the stop itself ----------------------------------------------------------------------------

// FAQ Nov 2020 p.7 (faction.karama_targets): the Karama is discarded, the stop is public and it
// lasts for the rest of the phase only.
TEST(KaramaStop, DiscardedPublicAndLastsOnePhase) {
  Game g = six("ship_move", 12, R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::BeneGesserit, stop("guild", "guild_half_price"));
  EXPECT_EQ(hand_size(g, F::BeneGesserit), 0);
  EXPECT_TRUE(karama_discarded(g));
  EXPECT_TRUE(stopped(g, Advantage::GuildHalfPrice));
  for (const View& v : {view(g, Viewer::spectator()), view(g, Viewer::of(F::Harkonnen))})
    EXPECT_EQ(v.karamaStops, advantage_bit(Advantage::GuildHalfPrice));
  auto js = boost::json::serialize(to_json(view(g, Viewer::spectator())));
  EXPECT_NE(js.find(R"("karama_stops":["guild_half_price"])"), std::string::npos) << js;
  begin_phase(g, Phase::Battle);
  EXPECT_FALSE(stopped(g, Advantage::GuildHalfPrice));
}

// FAQ Nov 2020 p.7: refusals leave the game unchanged and say why.
TEST(KaramaStop, Refusals) {
  Game g = six("ship_move", 12,
               R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]},
                   "guild": {"spice": 10, "hand": ["karama"]}})");
  EXPECT_EQ(refuse(g, F::Atreides, stop("guild", "guild_half_price")).code, Err::CardNotHeld);
  EXPECT_EQ(refuse(g, F::Guild, stop("guild", "guild_half_price")).code, Err::NotAllowed);  // own advantage
  EXPECT_EQ(refuse(g, F::BeneGesserit, stop("fremen", "guild_half_price")).code, Err::BadAction);
  EXPECT_EQ(refuse(g, F::Guild, stop("atreides", "atreides_prescience")).code, Err::WrongPhase);
  EXPECT_EQ(refuse(g, F::Guild, stop("emperor", "emperor_ally_spice")).code, Err::NotAllowed);  // no ally
  act(g, F::BeneGesserit, stop("fremen", "fremen_move_two"));
  auto again = refuse(g, F::Guild, stop("fremen", "fremen_move_two"));
  EXPECT_EQ(again.code, Err::NotAllowed);
  EXPECT_NE(again.message.find("already stopped"), std::string::npos) << again.message;
  EXPECT_EQ(refuse(g, F::BeneGesserit, stop("guild", "guild_payment")).code, Err::CardNotHeld);  // spent
}

// FAQ Nov 2020 p.7: there is nothing to stop of the Fremen send or a victory condition, so no such
// advantage is listed; unknown names are malformed.
TEST(KaramaStop, UnknownAdvantageIsMalformed) {
  auto v = parse_json(R"({"type":"karama_stop","target":"fremen","advantage":"fremen_send"})");
  ASSERT_TRUE(v);
  auto a = action_from_json(v.value());
  ASSERT_FALSE(a);
  EXPECT_EQ(a.error().code, Err::BadJson);
  EXPECT_NE(a.error().message.find("fremen_move_two"), std::string::npos) << a.error().message;
}

// The action round-trips through JSON and is offered to the holder as a legal action.
TEST(KaramaStop, OfferedAndRoundTrips) {
  Game g = six("ship_move", 12, R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]}})");
  auto legal = legal_actions(g, F::BeneGesserit);
  Action want = action(stop("guild", "guild_half_price"));
  EXPECT_NE(std::find(legal.begin(), legal.end(), want), legal.end());
  Action voice = action(stop("bene_gesserit", "bg_voice"));
  EXPECT_EQ(std::find(legal.begin(), legal.end(), voice), legal.end());
  auto back = action_from_json(to_json(want));
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), want);
}

// --- Spacing Guild (GF9 p.19) --------------------------------------------------------------------

TEST(KaramaStop, GuildPaysFullPrice) {
  Game g = six("ship_move", 12, R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::BeneGesserit, stop("guild", "guild_half_price"));
  act(g, F::Guild, R"({"type":"ship","to":"carthag","forces":3})");
  EXPECT_EQ(spice(g, F::Guild), 7);  // 3, not half of 3 rounded up (2)
}

TEST(KaramaStop, ShipmentPaymentGoesToBankNotGuild) {
  Game g = six("ship_move", 0, R"({"emperor": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::Emperor, stop("guild", "guild_payment"));
  act(g, F::Atreides, R"({"type":"ship","to":"arrakeen","forces":3})");
  EXPECT_EQ(spice(g, F::Atreides), 7);
  EXPECT_EQ(spice(g, F::Guild), 10);
}

TEST(KaramaStop, GuildCrossShipAndRetreatStopped) {
  Game g = six("ship_move", 12, R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::BeneGesserit, stop("guild", "guild_special_shipment"));
  EXPECT_EQ(
      refuse(g, F::Guild, R"({"type":"ship","from":"tueks_sietch","to":"funeral_plain","forces":3})").code,
      Err::KaramaStopped);
  EXPECT_EQ(
      refuse(g, F::Guild, R"({"type":"ship","from":"tueks_sietch","forces":2,"to_reserves":true})").code,
      Err::KaramaStopped);
  act(g, F::Guild, R"({"type":"ship","to":"carthag","forces":2})");  // an ordinary shipment still works
}

// --- Fremen (GF9 p.16; FAQ Nov 2020 p.7) ---------------------------------------------------------

TEST(KaramaStop, FremenLimitedToOneTerritory) {
  Game g = six("ship_move", 8, R"({"atreides": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::Fremen, R"({"type":"pass"})");
  ASSERT_TRUE(has_pending(g, F::Fremen, DecisionKind::Move));
  // Find a move of exactly two territories that is legal before the Karama.
  const LocationId from = loc("sietch_tabr");
  Action two{};
  bool found = false;
  for (LocationId to = 0; to < kLocations && !found; ++to) {
    if (territory_distance(location(from).territory, location(to).territory) != 2) continue;
    Action a{.kind = ActionKind::Move, .amount = 2, .from = from, .to = to};
    Game copy = g;
    if (apply(copy, F::Fremen, a)) {
      two = a;
      found = true;
    }
  }
  ASSERT_TRUE(found);
  act(g, F::Atreides, stop("fremen", "fremen_move_two"));
  EXPECT_EQ(refuse_action(g, F::Fremen, two).code, Err::OutOfRange);
}

TEST(KaramaStop, FremenEatenInsteadOfRiding) {
  Game g = six("storm", 0,
               R"({"turn": 2, "atreides": {"spice": 10, "hand": ["karama"]},
                   "forces": [{"faction": "fremen", "territory": "south_mesa", "sector": 4, "count": 5}]})");
  // Shai-Hulud devours the territory of the topmost territory card in the discard pile.
  auto card_of = [](std::string_view key) {
    for (SpiceCardId c = 0; c < kSpiceCards; ++c)
      if (!is_shai_hulud(c) && spice_card_territory(c) == territory_by_key(key)) return c;
    return kNoSpiceCard;
  };
  SpiceCardId worm = kNoSpiceCard;
  for (SpiceCardId c = 0; c < kSpiceCards && worm == kNoSpiceCard; ++c)
    if (is_shai_hulud(c)) worm = c;
  auto take_out = [&](SpiceCardId c) {
    std::erase(g.spiceDeck, c);
    std::erase(g.spiceDiscard, c);
  };
  take_out(card_of("south_mesa"));
  g.spiceDiscard.push_back(card_of("south_mesa"));
  for (SpiceCardId c : {card_of("red_chasm"), worm}) {
    take_out(c);
    g.spiceDeck.push_back(c);  // worm on top, then Red Chasm
  }
  begin_phase(g, Phase::SpiceBlow);
  ASSERT_EQ(g.phase, Phase::Nexus);
  ASSERT_EQ(forces_at(g, F::Fremen, "south_mesa"), 5);  // survived, waiting to ride
  act(g, F::Atreides, stop("fremen", "fremen_worm_ride"));
  EXPECT_EQ(forces_at(g, F::Fremen, "south_mesa"), 0);
  EXPECT_EQ(g.player(F::Fremen).tanks.total(), 5);
  for (Faction f : {F::Atreides, F::BeneGesserit, F::Emperor, F::Fremen, F::Guild, F::Harkonnen})
    if (has_pending(g, f, DecisionKind::Nexus)) act(g, f, R"({"type":"pass"})");
  EXPECT_FALSE(has_pending(g, F::Fremen, DecisionKind::WormRide));
  EXPECT_NE(g.phase, Phase::Nexus);
}

TEST(KaramaStop, NoWormRideToStopIsRefused) {
  Game g = six("storm", 0, R"({"turn": 2, "atreides": {"spice": 10, "hand": ["karama"]}})");
  begin_phase(g, Phase::Nexus);
  EXPECT_EQ(refuse(g, F::Atreides, stop("fremen", "fremen_worm_ride")).code, Err::NotAllowed);
}

// --- Bene Gesserit (GF9 p.18) --------------------------------------------------------------------

TEST(KaramaStop, SpiritualAdvisorWithdrawn) {
  Game g = six("ship_move", 0, R"({"emperor": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::Atreides, R"({"type":"ship","to":"arrakeen","forces":1})");
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  int reserves = g.player(F::BeneGesserit).reserves.total();
  act(g, F::Emperor, stop("bene_gesserit", "bg_advisor"));
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::SendAdvisor));
  EXPECT_TRUE(has_pending(g, F::Atreides, DecisionKind::Move));
  EXPECT_EQ(g.player(F::BeneGesserit).reserves.total(), reserves);
}

std::string bg_vs_harkonnen(const std::string& harkonnenHand) {
  return R"({"setup":{"ruleset":"basic","factions":["bene_gesserit","harkonnen"],"seed":11,
             "random_seating":false},
             "position":{"turn":3,"phase":"battle","storm_sector":0,
             "forces":[{"faction":"bene_gesserit","territory":"the_great_flat","count":5},
                       {"faction":"harkonnen","territory":"the_great_flat","count":6}],
             "spice_on_board":[],
             "bene_gesserit":{"hand":[],"traitors":["Umman Kudu"]},
             "harkonnen":{"hand":)" +
         harkonnenHand + R"(,"traitors":["Alia"]}}})";
}

TEST(KaramaStop, VoiceCancelledAfterCommand) {
  Game g = scenario(bg_vs_harkonnen(R"(["chaumas","shield","karama"])"));
  act(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})");
  EXPECT_EQ(refuse(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2})").code,
            Err::BadPlan);
  act(g, F::Harkonnen, stop("bene_gesserit", "bg_voice"));
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":2})");
}

TEST(KaramaStop, VoiceStoppedBeforeItIsGiven) {
  Game g = scenario(bg_vs_harkonnen(R"(["karama"])"));
  ASSERT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::Voice));
  act(g, F::Harkonnen, stop("bene_gesserit", "bg_voice"));
  EXPECT_FALSE(has_pending(g, F::BeneGesserit, DecisionKind::Voice));
  EXPECT_TRUE(has_pending(g, F::BeneGesserit, DecisionKind::BattlePlan));
  EXPECT_EQ(refuse(g, F::BeneGesserit, R"({"type":"voice","command":"poison_weapon","must":true})").code,
            Err::NotYourDecision);
}

// --- Atreides (GF9 p.17) -------------------------------------------------------------------------

TEST(KaramaStop, PrescienceAnswerNoLongerBinds) {
  Game g = scenario(R"({"setup":{"ruleset":"basic","factions":["atreides","emperor","harkonnen"],"seed":11,
      "random_seating":false},
      "position":{"turn":3,"phase":"battle","storm_sector":0,
      "forces":[{"faction":"atreides","territory":"the_great_flat","count":7},
                {"faction":"emperor","territory":"arrakeen","count":3},
                {"faction":"harkonnen","territory":"the_great_flat","count":6}],
      "spice_on_board":[],
      "atreides":{"hand":[],"traitors":["Bashar"]},
      "emperor":{"hand":["karama"],"traitors":["Lady Jessica"]},
      "harkonnen":{"hand":[],"traitors":["Caid"]}}})");
  act(g, F::Atreides, R"({"type":"prescience","element":"dial"})");
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":4})");
  act(g, F::Emperor, stop("atreides", "atreides_prescience"));
  EXPECT_TRUE(has_pending(g, F::Harkonnen, DecisionKind::BattlePlan));
  act(g, F::Harkonnen, R"({"type":"battle_plan","leader":"Beast Rabban","dial":1})");
  act(g, F::Atreides, R"({"type":"battle_plan","leader":"Thufir Hawat","dial":1})");
  ASSERT_TRUE(g.battle.step == BattleStep::Traitors || g.battle.winner >= 0);
  EXPECT_EQ(g.battle.plans[1].dial, 1);  // the new plan, not the one the Atreides saw
}

// --- Bidding: Atreides look, Emperor payment, Harkonnen free card (GF9 pp.17, 19) ----------------

Faction awaited_bidder(const Game& g) {
  for (auto& d : pending(g))
    if (d.kind == DecisionKind::Bid) return d.seat;
  ADD_FAILURE() << "no bid awaited";
  return F::Atreides;
}

// Everyone but `buyer` passes; `buyer` bids `price` when its turn comes; the card is sold.
void sell_current(Game& g, Faction buyer, int price) {
  const int card = g.bidding.current;
  bool bid = false;
  for (int guard = 0; guard < 20 && g.phase == Phase::Bidding && g.bidding.current == card; ++guard) {
    Faction f = awaited_bidder(g);
    if (f == buyer && !bid) {
      act(g, f, R"({"type":"bid","amount":)" + std::to_string(price) + "}");
      bid = true;
    } else {
      act(g, f, R"({"type":"pass"})");
    }
  }
  EXPECT_TRUE(bid);
}

TEST(KaramaStop, HarkonnenNoFreeCardAndEmperorNotPaid) {
  Game g = six("bidding", 0, R"({"atreides": {"spice": 10, "hand": ["karama", "karama"]}})");
  act(g, F::Atreides, stop("harkonnen", "harkonnen_bonus_card"));
  act(g, F::Atreides, stop("emperor", "emperor_payment"));
  sell_current(g, F::Harkonnen, 3);
  EXPECT_EQ(hand_size(g, F::Harkonnen), 1);  // no free extra card
  EXPECT_EQ(spice(g, F::Harkonnen), 7);
  EXPECT_EQ(spice(g, F::Emperor), 10);  // paid to the Bank
}

TEST(KaramaStop, AtreidesStopSeeingLaterCards) {
  Game g = six("bidding", 0, R"({"bene_gesserit": {"spice": 10, "hand": ["karama"]}})");
  ASSERT_GE(g.bidding.up.size(), 2u);
  const CardId first = g.bidding.up[0], second = g.bidding.up[1];
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, first);
  act(g, F::BeneGesserit, stop("atreides", "atreides_bidding_peek"));
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, first);  // already seen
  sell_current(g, F::Emperor, 1);
  ASSERT_EQ(g.bidding.current, 1);
  EXPECT_EQ(view(g, Viewer::of(F::Atreides)).cardUpForBid, kNoCard);
  sell_current(g, F::Fremen, 1);
  auto known = view(g, Viewer::of(F::Atreides)).knownCards;
  EXPECT_NE(std::find(known.begin(), known.end(), KnownCard{F::Emperor, first}), known.end());
  EXPECT_EQ(std::find(known.begin(), known.end(), KnownCard{F::Fremen, second}), known.end());
}

// --- alliance advantages (GF9 p.19) --------------------------------------------------------------

TEST(KaramaStop, EmperorGiftToAllyStopped) {
  Game g = six("ship_move", 0,
               R"({"emperor": {"spice": 10, "hand": [], "ally": "fremen"},
                   "fremen": {"spice": 10, "hand": [], "ally": "emperor"},
                   "guild": {"spice": 10, "hand": ["karama"]}})");
  act(g, F::Emperor, R"({"type":"give_spice","amount":1})");
  act(g, F::Guild, stop("emperor", "emperor_ally_spice"));
  EXPECT_EQ(refuse(g, F::Emperor, R"({"type":"give_spice","amount":1})").code, Err::KaramaStopped);
}

}  // namespace
}  // namespace dune
