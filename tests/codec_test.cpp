// Tests of the JSON codec (engine/codec/json.hpp): every action kind round-trips, malformed
// input is refused with Err::BadJson and a sentence (never a crash), game snapshots round-trip
// exactly (fresh games and games advanced by random legal actions), views and decisions encode.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/data/cards.hpp"
#include "engine/engine.hpp"
#include "engine/rules/action_args.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {
namespace {

namespace json = boost::json;

Action make(ActionKind k) {
  Action a;
  a.kind = k;
  return a;
}

LocationId loc(TerritoryId t, int sector) { return location_at(t, sector); }

// One action of every kind, with every field its kind uses set to a non-default value.
std::vector<Action> sample_actions() {
  std::vector<Action> v;
  v.push_back(make(ActionKind::Pass));
  {
    Action a = make(ActionKind::Predict);
    a.faction = Faction::Harkonnen;
    a.amount = 7;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::PickTraitor);
    a.leader = leader_by_name("Feyd-Rautha");
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::PlaceFremen);
    a.amount = 4, a.amount2 = 3, a.amount3 = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::StormDial);
    a.amount = 17;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::WeatherControl);
    a.amount = 5;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::FamilyAtomics));
  {
    Action a = make(ActionKind::Ally);
    a.faction = Faction::Emperor;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::BreakAlliance));
  v.push_back(make(ActionKind::ClaimCharity));
  {
    Action a = make(ActionKind::Bid);
    a.amount = 3;
    a.flag = true;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::KaramaTakeCard));
  {
    Action a = make(ActionKind::Revive);
    a.amount = 2;
    a.leader = leader_id(Faction::Atreides, 1);
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Revive);  // the Emperor also pays for the ally's forces
    a.amount = 1;
    a.amount2 = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Ship);
    a.to = loc(T::Arrakeen, 9);
    a.amount = 5;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Ship);  // paid at Guild rates with a Karama card
    a.to = loc(T::TheGreatFlat, 14);
    a.amount = 3;
    a.card = 24;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Ship);  // Guild cross-ship
    a.from = loc(T::TheGreatFlat, 14);
    a.to = loc(T::ImperialBasin, 10);
    a.amount = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Ship);  // Guild back to reserves
    a.from = loc(T::TueksSietch, 4);
    a.amount = 4;
    a.flag = true;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::SendAdvisor));
  {
    Action a = make(ActionKind::SendAdvisor);
    a.to = locations_of(T::PolarSink)[0];
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Move);
    a.from = loc(T::ImperialBasin, 9);
    a.to = locations_of(T::PolarSink)[0];
    a.amount = 6;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::PlayHajr));
  {
    Action a = make(ActionKind::ChooseBattle);
    a.territory = T::Carthag;
    a.faction = Faction::Fremen;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Voice);
    a.sub = static_cast<std::uint8_t>(VoiceCommand::PoisonWeapon);
    a.flag = true;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Voice);
    a.sub = static_cast<std::uint8_t>(VoiceCommand::CheapHero);
    a.flag = false;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Prescience);
    a.sub = static_cast<std::uint8_t>(PlanElement::Dial);
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::BattlePlan);
    a.leader = leader_id(Faction::Harkonnen, 0);
    a.amount = 5;
    a.weapon = card_by_key("crysknife");
    a.defense = 10;  // the second Shield: not the first copy of its key
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::BattlePlan);
    a.card = 18;  // second Cheap Hero
    a.amount = 0;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::CallTraitor));
  {
    Action a = make(ActionKind::KeepCards);
    a.amount = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KeepCards);
    a.amount = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Truthtrance);
    a.faction = Faction::Guild;
    a.sub = static_cast<std::uint8_t>(Question::HoldsCard);
    a.card = card_by_key("lasgun");
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Truthtrance);
    a.faction = Faction::BeneGesserit;
    a.sub = static_cast<std::uint8_t>(Question::HasSpiceAtLeast);
    a.amount = 12;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Truthtrance);
    a.faction = Faction::Emperor;
    a.sub = static_cast<std::uint8_t>(Question::HoldsTraitor);
    a.leader = leader_id(Faction::Fremen, 0);
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TleilaxuGhola);
    a.leader = leader_id(Faction::Emperor, 0);
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TleilaxuGhola);
    a.amount = 5;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::GiveSpice);
    a.amount = 4;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KaramaStop);
    a.faction = Faction::Guild;
    a.sub = static_cast<std::uint8_t>(Advantage::GuildPayment);
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::Bribe);
    a.faction = Faction::Fremen;
    a.amount = 7;
    v.push_back(a);
  }
  // adv-karama
  {
    Action a = make(ActionKind::KaramaTakeHand);
    a.faction = Faction::Emperor;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KaramaGiveCard);
    a.card = 5;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KaramaWorm);
    a.territory = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::PlaceWorm);  // Advanced, Fremen Sandworms
    a.territory = 4;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KaramaCancelShipment);  // Advanced, Guild Karama power
    a.faction = Faction::Harkonnen;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::PlayThumper));    // Ixians & Tleilaxu Thumper (no fields)
  v.push_back(make(ActionKind::PlayHarvester));  // Ixians & Tleilaxu Harvester (no fields)
  {
    Action a = make(ActionKind::MoveMobileStronghold);  // Ixians & Tleilaxu: the HMS's place
    a.to = 40;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::SetAsideCard);  // Ixians & Tleilaxu: a card drawn for the auction
    a.card = 5;
    a.flag = true;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::RevealFaceDancer);  // Tleilaxu
    a.amount = 3;
    v.push_back(a);
  }
  for (ActionKind k : {ActionKind::RaiseRevivalLimit, ActionKind::KaramaPreventRevival}) {  // Tleilaxu
    Action a = make(k);
    a.faction = Faction::Fremen;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::WithholdPoisonTooth));  // Ixians & Tleilaxu Poison Tooth (no fields)
  v.push_back(make(ActionKind::PlayAmal));             // Ixians & Tleilaxu Amal (no fields)
  {
    Action a = make(ActionKind::SubstituteSuboids);  // Ixians
    a.amount = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KeepStartingCard);  // Ixians
    a.card = 5;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::ReplaceCard));  // the Ixians' ally (no fields)
  {
    Action a = make(ActionKind::ReplaceFaceDancer);  // Tleilaxu, Mentat Pause
    a.leader = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TakeTechToken);  // technology tokens, the winner of a battle
    a.sub = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::SwapCardUpForBid);  // Ixians, Advanced technology
    a.card = 7;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KaramaMoveHms);  // Ixians, Advanced Karama power
    a.from = 40;
    a.to = 41;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::RequestRevival);  // early leader revival / a Ghola's return (Tleilaxu)
    a.leader = 4;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::NameRevivalPrice);  // the Tleilaxu price
    a.amount = 3;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::AcceptRevivalPrice));  // the asker pays (no fields)
  v.push_back(make(ActionKind::PlayRecruits));        // Ecaz & Moritani: Recruits in Revival (no fields)
  {
    Action a = make(ActionKind::ReinforceFromHomeworld);  // Homeworlds: Caladan high, one force to a sector
    a.to = 40;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::SendFromHomeworld);  // Homeworlds: Tleilax / Southern Hemisphere high
    a.to = 40;
    a.amount = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::DiscardForSpice);  // Homeworlds: Kaitain high, a card for 2 spice
    a.card = 5;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::ShareOccupiedIncome);  // Homeworlds: the Occupier gives its ally 2
    a.amount = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::SendAdvisor);  // Homeworlds: Wallach IX high, two to the Polar Sink
    a.amount = 2;
    v.push_back(a);
  }
  // Ecaz (Ecaz & Moritani pp.7-8): an Ambassador placed, triggered with its arguments, the answers.
  {
    Action a = make(ActionKind::PlaceAmbassador);
    a.sub = 2;
    a.territory = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TriggerAmbassador);  // the Fremen effect, for the ally
    a.faction = Faction::Emperor;
    a.sub = 3;
    a.from = 10;
    a.to = 20;
    a.amount = 3;
    a.amount3 = 1;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TriggerAmbassador);  // the Tleilaxu effect: a leader
    a.faction = Faction::Ecaz;
    a.sub = 7;
    a.leader = 50;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::TriggerAmbassador);  // the Ixian effect: a card
    a.faction = Faction::Ecaz;
    a.sub = 6;
    a.card = 4;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::AcceptEcazAlliance));
  {
    Action a = make(ActionKind::DiscardForAmbassador);
    a.card = 7;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::LeadBattle);
    a.faction = Faction::Atreides;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::KeepLostCard);  // the Moritani's ally keeps a card it played
    a.card = 7;
    v.push_back(a);
  }
  for (std::int16_t bits : {1, 2, 4, 8, 9, 6}) {  // the Moritani Karama power: discard / keep each card
    Action a = make(ActionKind::KaramaForceCards);
    a.amount = bits;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::KaramaDialBonus));  // the Ecaz Karama power
  for (bool yes : {true, false}) {                 // the Great Maker's vote on a Nexus
    Action a = make(ActionKind::VoteNexus);
    a.flag = yes;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::RideFromReserves);  // the Fremen ride the Great Maker with reserves
    a.to = 20;
    a.amount = 5;
    v.push_back(a);
    a.amount3 = 2;  // Advanced: two Fedaykin among them
    v.push_back(a);
  }
  {  // Nexus Cards: each effect with its own fields
    Action a = make(ActionKind::PlayNexusCard);
    a.amount2 = static_cast<std::int16_t>(NexusEffect::Stop);
    a.sub = static_cast<std::uint8_t>(Advantage::FremenMoveTwo);
    v.push_back(a);
    a = make(ActionKind::PlayNexusCard);
    a.amount2 = static_cast<std::int16_t>(NexusEffect::ReturnTerror);
    a.territory = 3;
    v.push_back(a);
    a = make(ActionKind::PlayNexusCard);
    a.amount2 = static_cast<std::int16_t>(NexusEffect::Revive);
    a.amount = 5;
    a.leader = 2;
    v.push_back(a);
    a = make(ActionKind::PlayNexusCard);
    a.amount2 = static_cast<std::int16_t>(NexusEffect::AskTraitors);
    a.faction = Faction::Harkonnen;
    v.push_back(a);
    v.push_back(make(ActionKind::DrawNexusCard));
    a = make(ActionKind::ReturnTraitor);  // the Harkonnen card's Cunning: a traitor shuffled back
    a.leader = 12;
    v.push_back(a);
    a = make(ActionKind::OfferShipment);  // Junction high: the Guild's offer, at half price
    a.faction = Faction::Atreides;
    a.flag = true;
    v.push_back(a);
  }
  // Discovery (em_discovery): a token revealed, the storm's move changed, the Ornithopter flown.
  {
    Action a = make(ActionKind::RevealDiscovery);
    a.territory = territory_by_key("cielago_east");
    v.push_back(a);
    a = make(ActionKind::AdjustStorm);
    a.amount = -1;
    v.push_back(a);
    v.push_back(make(ActionKind::UseOrnithopter));
  }
  // CHOAM (CR (2h)): a card sold at the market, the Inflation token played either side up.
  {
    Action a = make(ActionKind::ChoamSell);
    a.card = 2;
    v.push_back(a);
    a = make(ActionKind::PlayInflation);
    a.flag = true;
    v.push_back(a);
    v.push_back(make(ActionKind::PlayInflation));
    a = make(ActionKind::PlayWorthless);
    a.card = 28;
    a.faction = Faction::Harkonnen;
    a.from = 12;
    v.push_back(a);
    a = make(ActionKind::PlayWorthless);
    a.card = 27;
    a.territory = territory_by_key("arrakeen");
    v.push_back(a);
    // The Karama power and its discards (one with a card, one done); the alliance trade's offer and answer.
    v.push_back(make(ActionKind::KaramaSellCards));
    a = make(ActionKind::KaramaSellCard);
    a.card = 3;
    v.push_back(a);
    v.push_back(make(ActionKind::KaramaSellCard));
    a = make(ActionKind::OfferCardTrade);
    a.card = 4;
    v.push_back(a);
    a = make(ActionKind::AcceptCardTrade);
    a.card = 5;
    v.push_back(a);
    v.push_back(make(ActionKind::Audit));  // the audit and its cancellation (Advanced)
    v.push_back(make(ActionKind::CancelAudit));
    a = make(ActionKind::CopyStronghold);  // Stronghold cards: the mobile stronghold's copy
    a.territory = T::Arrakeen;
    v.push_back(a);
    a = make(ActionKind::TupileQuestion);  // Tupile low: CHOAM's question
    a.faction = Faction::Harkonnen;
    v.push_back(a);
    a = make(ActionKind::DiscardDown);  // Tupile occupied: the discard down when its card more ends
    a.card = 6;
    v.push_back(a);
    a = make(ActionKind::PlayWorthless);  // the CHOAM Nexus card's Cunning: any card for an effect
    a.card = 7;
    set_arg<ActionKind::PlayWorthless, "as">(a, card_by_key("kulon"));
    v.push_back(a);
  }
  // Moritani (Ecaz & Moritani pp.5-6): setup, a Terror token, its reveal with each option, the answers.
  {
    Action a = make(ActionKind::PlaceMoritani);
    a.to = 20;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::PlantTerror);
    a.sub = 5;
    a.territory = 2;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::RevealTerror);  // Robbery: the card
    a.flag = true;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::RevealTerror);  // Sneak Attack: 4 forces
    a.amount = 4;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::OfferTerrorAlliance));
  v.push_back(make(ActionKind::AcceptTerrorAlliance));
  {
    Action a = make(ActionKind::GiveTerrorCard);
    a.card = 7;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::DiscardOverLimit);
    a.card = 8;
    v.push_back(a);
  }
  v.push_back(make(ActionKind::PayExtortion));
  {
    Action a = make(ActionKind::AssassinateLeader);  // Advanced: a traitor card naming the winner's leader
    a.leader = 3;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::GrummanTerror);  // Grumman high: a second token into Arrakeen
    a.sub = 1;
    a.territory = 8;
    v.push_back(a);
  }
  {
    Action a = make(ActionKind::GrummanTerror);  // Grumman high: a token taken back
    a.sub = 3;
    a.flag = true;
    v.push_back(a);
  }
  return v;
}

TEST(CodecKeys, ActionKeysRoundTripAndAreUnique) {
  std::vector<std::string> seen;
  for (int i = 0; i < kActionKinds; ++i) {
    auto k = static_cast<ActionKind>(i);
    std::string key(action_key(k));
    ASSERT_NE(key, "?");
    ActionKind back{};
    ASSERT_TRUE(action_kind_by_key(key, back)) << key;
    EXPECT_EQ(back, k);
    EXPECT_EQ(std::count(seen.begin(), seen.end(), key), 0) << key;
    seen.push_back(key);
  }
  ActionKind dummy{};
  EXPECT_FALSE(action_kind_by_key("Pass", dummy));
  EXPECT_FALSE(action_kind_by_key("", dummy));
  EXPECT_EQ(action_key(ActionKind::PlaceFremen), "place_fremen");
  EXPECT_EQ(action_key(ActionKind::TleilaxuGhola), "tleilaxu_ghola");
}

TEST(CodecKeys, DecisionAndPhaseKeys) {
  for (int i = 0; i <= static_cast<int>(DecisionKind::WormRide); ++i) {
    auto k = static_cast<DecisionKind>(i);
    DecisionKind back{};
    ASSERT_TRUE(decision_kind_by_key(decision_key(k), back));
    EXPECT_EQ(back, k);
  }
  EXPECT_EQ(decision_key(DecisionKind::ChooseBattle), "choose_battle");
  for (int i = 0; i <= static_cast<int>(Phase::GameOver); ++i) {
    Phase back{};
    ASSERT_TRUE(phase_by_key(phase_key(static_cast<Phase>(i)), back));
    EXPECT_EQ(back, static_cast<Phase>(i));
  }
  EXPECT_EQ(phase_key(Phase::MentatPause), "mentat_pause");
}

TEST(CodecActions, EveryKindRoundTrips) {
  std::vector<Action> all = sample_actions();
  std::vector<bool> covered(kActionKinds, false);
  for (const Action& a : all) {
    json::value v = to_json(a);
    Result<Action> back = action_from_json(v);
    ASSERT_TRUE(back.ok()) << to_string(v) << ": " << back.error().message;
    EXPECT_EQ(back.value(), a) << to_string(v);
    // Through text as well.
    Result<json::value> parsed = parse_json(to_string(v));
    ASSERT_TRUE(parsed.ok());
    Result<Action> back2 = action_from_json(parsed.value());
    ASSERT_TRUE(back2.ok());
    EXPECT_EQ(back2.value(), a);
    covered[static_cast<std::size_t>(a.kind)] = true;
  }
  for (int i = 0; i < kActionKinds; ++i) EXPECT_TRUE(covered[i]) << action_key(static_cast<ActionKind>(i));
}

TEST(CodecActions, WritesReadableFieldNames) {
  Action bid = make(ActionKind::Bid);
  bid.amount = 3;
  EXPECT_EQ(to_string(to_json(bid)), R"({"type":"bid","amount":3,"karama":false})");
  Action pf = make(ActionKind::PlaceFremen);
  pf.amount = 6, pf.amount2 = 4;
  EXPECT_EQ(to_string(to_json(pf)),
            R"({"type":"place_fremen","sietch_tabr":6,"false_wall_south":4,"false_wall_west":0})");
  Action voice = make(ActionKind::Voice);
  voice.sub = static_cast<std::uint8_t>(VoiceCommand::PoisonWeapon);
  voice.flag = true;
  EXPECT_EQ(to_string(to_json(voice)), R"({"type":"voice","command":"poison_weapon","must":true})");
  Action mv = make(ActionKind::Move);
  mv.from = location_at(T::ImperialBasin, 9);
  mv.to = locations_of(T::Arrakeen)[0];
  mv.amount = 3;
  EXPECT_EQ(to_string(to_json(mv)), R"({"type":"move","from":{"territory":"imperial_basin","sector":9},)"
                                    R"("to":{"territory":"arrakeen","sector":9},"forces":3})");
  Action plan = make(ActionKind::BattlePlan);
  plan.leader = leader_by_name("Feyd-Rautha");
  plan.amount = 4;
  plan.weapon = card_by_key("crysknife");
  plan.defense = 11;
  EXPECT_EQ(to_string(to_json(plan)),
            R"({"type":"battle_plan","leader":"Feyd-Rautha","dial":4,"weapon":"crysknife",)"
            R"("defense":{"key":"shield","id":11}})");
  Action pass = make(ActionKind::Pass);
  EXPECT_EQ(to_string(to_json(pass)), R"({"type":"pass"})");
}

Action decode(std::string_view text) {
  Result<json::value> v = parse_json(text);
  EXPECT_TRUE(v.ok()) << text;
  if (!v) return {};
  Result<Action> a = action_from_json(v.value());
  EXPECT_TRUE(a.ok()) << text << ": " << (a ? "" : a.error().message.str());
  return a ? a.value() : Action{};
}

TEST(CodecActions, AcceptsShorthands) {
  // A bare territory key for a one-location territory; a sector-less object likewise.
  Action a = decode(R"({"type":"ship","to":"carthag","forces":3})");
  EXPECT_EQ(a.to, locations_of(T::Carthag)[0]);
  a = decode(R"({"type":"ship","to":{"territory":"polar_sink"},"forces":3})");
  EXPECT_EQ(a.to, locations_of(T::PolarSink)[0]);
  // Display names, ids and case-insensitive keys.
  a = decode(R"({"type":"move","from":{"territory":"Imperial Basin","sector":10},"to":3,"forces":1})");
  EXPECT_EQ(a.from, location_at(T::ImperialBasin, 10));
  EXPECT_EQ(a.to, 3);
  a = decode(R"({"type":"pick_traitor","leader":3})");
  EXPECT_EQ(a.leader, 3);
  a = decode(R"({"type":"pick_traitor","leader":"feyd_rautha"})");
  EXPECT_EQ(a.leader, leader_by_name("Feyd-Rautha"));
  a = decode(R"({"type":"pick_traitor","leader":"Dr. Wellington Yueh"})");
  EXPECT_EQ(a.leader, leader_id(Faction::Atreides, 4));
  // A card key names its first copy; an id or {"id"} names an exact copy.
  a = decode(R"({"type":"battle_plan","leader":"Stilgar","dial":2,"defense":"shield"})");
  EXPECT_EQ(a.defense, card_by_key("shield"));
  a = decode(R"({"type":"battle_plan","leader":"Stilgar","dial":2,"defense":12})");
  EXPECT_EQ(a.defense, 12);
  a = decode(R"({"type":"battle_plan","leader":"Stilgar","dial":2,"defense":{"id":12}})");
  EXPECT_EQ(a.defense, 12);
  // Optional fields may be null; Bid's "karama" defaults to false.
  a = decode(R"({"type":"revive","forces":2,"leader":null})");
  EXPECT_EQ(a.leader, kNoLeader);
  a = decode(R"({"type":"bid","amount":4})");
  EXPECT_FALSE(a.flag);
  EXPECT_EQ(a.amount, 4);
  a = decode(R"({"type":"predict","faction":"Bene Gesserit","turn":3.0})");
  EXPECT_EQ(a.faction, Faction::BeneGesserit);
  EXPECT_EQ(a.amount, 3);
}

struct BadCase {
  const char* text;
  const char* mentions;  // a word the message must contain
};

TEST(CodecActions, MalformedInputIsBadJsonWithASentence) {
  const BadCase cases[] = {
      {R"([])", "object"},
      {R"(3)", "object"},
      {R"(null)", "object"},
      {R"("pass")", "object"},
      {R"({})", "type"},
      {R"({"type":3})", "type"},
      {R"({"type":"dance"})", "dance"},
      {R"({"type":"bid"})", "amount"},
      {R"({"type":"bid","amount":"3"})", "amount"},
      {R"({"type":"bid","amount":-1})", "amount"},
      {R"({"type":"bid","amount":2.5})", "amount"},
      {R"({"type":"bid","amount":18446744073709551615})", "amount"},
      {R"({"type":"bid","amount":1e300})", "amount"},
      {R"({"type":"bid","amount":3,"karama":"no"})", "karama"},
      {R"({"type":"bid","amount":3,"ammount":4})", "ammount"},
      {R"({"type":"pass","faction":"fremen"})", "faction"},
      {R"({"type":"ally","faction":"sardaukar"})", "sardaukar"},
      {R"({"type":"ally","faction":12})", "faction"},
      {R"({"type":"ally"})", "faction"},
      {R"({"type":"move","from":"arrakis","to":"carthag","forces":1})", "arrakis"},
      {R"({"type":"move","from":{"territory":"arrakeen","sector":4},"to":"carthag","forces":1})", "sector"},
      {R"({"type":"move","from":{"sector":4},"to":"carthag","forces":1})", "territory"},
      {R"({"type":"move","from":"imperial_basin","to":"carthag","forces":1})", "sector"},
      {R"({"type":"move","from":{"territory":"imperial_basin","sector":9,"x":1},"to":"carthag","forces":1})",
       "x"},
      {R"({"type":"move","from":{"territory":"polar_sink","sector":3},"to":"carthag","forces":1})",
       "Polar Sink"},
      {R"({"type":"move","from":"carthag","to":"arrakeen","forces":21})", "forces"},
      {R"({"type":"move","from":"carthag","to":[],"forces":2})", "to"},
      {R"({"type":"move","from":"carthag","to":105,"forces":2})", "to"},
      {R"({"type":"pick_traitor","leader":"Paul"})", "Paul"},
      {R"({"type":"pick_traitor","leader":61})", "leader"},
      {R"({"type":"pick_traitor","leader":true})", "leader"},
      {R"({"type":"battle_plan","dial":1,"weapon":"lightsaber"})", "lightsaber"},
      {R"({"type":"battle_plan","dial":1,"weapon":99})", "weapon"},
      {R"({"type":"battle_plan","dial":1,"defense":{"key":"snooper","id":9}})", "snooper"},
      {R"({"type":"battle_plan","dial":1,"defense":{}})", "defense"},
      {R"({"type":"voice","command":"dance","must":true})", "dance"},
      {R"({"type":"voice","command":"poison_weapon"})", "must"},
      {R"({"type":"prescience","element":"spice"})", "element"},
      {R"({"type":"truthtrance","target":"fremen","question":"why"})", "question"},
      {R"({"type":"ship","forces":3})", "to"},
      {R"({"type":"choose_battle","territory":"nowhere","opponent":"fremen"})", "nowhere"},
      {R"({"type":"storm_dial","dial":99})", "dial"},
      {R"({"type":"predict","faction":"fremen","turn":0})", "turn"},
  };
  for (const BadCase& c : cases) {
    Result<json::value> v = parse_json(c.text);
    ASSERT_TRUE(v.ok()) << c.text;
    Result<Action> a = action_from_json(v.value());
    ASSERT_FALSE(a.ok()) << "accepted: " << c.text;
    EXPECT_EQ(a.error().code, Err::BadJson) << c.text;
    const std::string& m = a.error().message;
    EXPECT_FALSE(m.empty());
    EXPECT_TRUE(std::isupper(static_cast<unsigned char>(m.front()))) << m;
    EXPECT_EQ(m.back(), '.') << m;
    EXPECT_NE(m.find(c.mentions), std::string::npos) << c.text << " -> " << m;
  }
}

TEST(CodecText, ParseErrorsAreBadJson) {
  const char* texts[] = {"", "{", "{\"type\":}", "[1,2,]", "{'a':1}", "nul", "{\"a\":1}}", "\"\\x\""};
  for (const char* t : texts) {
    Result<json::value> v = parse_json(t);
    ASSERT_FALSE(v.ok()) << t;
    EXPECT_EQ(v.error().code, Err::BadJson);
    EXPECT_NE(v.error().message.find("not valid JSON"), std::string::npos);
  }
  // Very deep nesting is refused, not a stack overflow.
  std::string deep(100000, '[');
  Result<json::value> v = parse_json(deep + std::string(100000, ']'));
  EXPECT_FALSE(v.ok());
}

TEST(CodecText, MutatedActionsNeverCrash) {
  Rng r = Rng::seeded(42);
  std::vector<std::string> texts;
  for (const Action& a : sample_actions()) texts.push_back(to_string(to_json(a)));
  const std::string alphabet = "{}[]\":,0123456789-.eE truefalsnul\\abc";
  int decoded = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string t = texts[r.below(static_cast<std::uint32_t>(texts.size()))];
    int edits = 1 + static_cast<int>(r.below(3));
    for (int e = 0; e < edits && !t.empty(); ++e) {
      std::size_t pos = r.below(static_cast<std::uint32_t>(t.size()));
      switch (r.below(3)) {
        case 0: t[pos] = alphabet[r.below(static_cast<std::uint32_t>(alphabet.size()))]; break;
        case 1: t.erase(pos, 1); break;
        default: t.insert(pos, 1, alphabet[r.below(static_cast<std::uint32_t>(alphabet.size()))]);
      }
    }
    Result<json::value> v = parse_json(t);
    if (!v) continue;
    Result<Action> a = action_from_json(v.value());
    if (a) {
      ++decoded;
      // Whatever decodes re-encodes to something that decodes to the same action.
      Result<Action> again = action_from_json(to_json(a.value()));
      ASSERT_TRUE(again.ok()) << t;
      EXPECT_EQ(again.value(), a.value()) << t;
    } else {
      EXPECT_EQ(a.error().code, Err::BadJson);
    }
  }
  EXPECT_GT(decoded, 0);
}

TEST(CodecDecisions, RoundTrip) {
  Decision d{Faction::Fremen, DecisionKind::PlaceFremen, 10, 10};
  EXPECT_EQ(to_string(to_json(d)), R"({"seat":"fremen","kind":"place_fremen","min":10,"max":10})");
  Result<Decision> back = decision_from_json(to_json(d));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), d);
  EXPECT_FALSE(decision_from_json(json::parse(R"({"seat":"fremen","kind":"sleep"})")).ok());
}

TEST(CodecValues, LocationsCardsLeaders) {
  for (LocationId l = 0; l < kLocations; ++l) {
    Result<LocationId> back = location_from_json(location_to_json(l), "a location");
    ASSERT_TRUE(back.ok()) << to_string(location_to_json(l));
    EXPECT_EQ(back.value(), l);
  }
  for (CardId c = 0; c < kTreacheryCards; ++c) {
    Result<CardId> back = card_from_json(card_to_json(c), "a card");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value(), c);
  }
  for (LeaderId l = 0; l < kLeaders; ++l) {
    Result<LeaderId> back = leader_from_json(leader_to_json(l), "a leader");
    ASSERT_TRUE(back.ok()) << leader_name(l);
    EXPECT_EQ(back.value(), l);
  }
}

// --- snapshots ---------------------------------------------------------------------------------

SetupOptions six_player_setup(std::uint64_t seed) {
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
                Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
  o.seed = seed;
  return o;
}

void expect_snapshot_round_trip(const Game& g) {
  json::value v = to_json(g);
  Result<Game> back = game_from_json(v);
  ASSERT_TRUE(back.ok()) << back.error().message;
  ASSERT_TRUE(back.value() == g) << "snapshot round trip changed the game";
  const std::string text = to_string(v);
  Result<json::value> parsed = parse_json(text);
  ASSERT_TRUE(parsed.ok());
  Result<Game> back2 = game_from_json(parsed.value());
  ASSERT_TRUE(back2.ok()) << back2.error().message;
  ASSERT_TRUE(back2.value() == g);
  EXPECT_EQ(to_string(to_json(back2.value())), text);
}

TEST(CodecSnapshot, DefaultGameRoundTrips) { expect_snapshot_round_trip(Game{}); }

TEST(CodecSnapshot, Uint64AndOddValuesRoundTripExactly) {
  Game g;
  g.seed = UINT64_MAX;
  g.rng.s = {UINT64_MAX, 0, 1ULL << 63, 0x9e3779b97f4a7c15ULL};
  g.version = 4000000000u;
  g.players[3].inGame = true;
  g.players[3].hand = {HeldCard{10, FactionSet::from_bits(0x3F)},
                       HeldCard{0, FactionSet::of(Faction::Atreides)}};
  g.players[3].leaders[2] = LeaderState{LeaderWhere::Tanks, true, 2, T::Carthag};
  g.board[5][3] = Forces{3, 2};
  g.spice[44] = -2;
  g.battle.plans[1] = BattlePlanRec{true, 4, 17, 3, 1, 13};
  g.battle.voiceCommand = static_cast<std::int8_t>(VoiceCommand::Lasgun);
  g.log.push_back(LogEntry{3, Phase::Battle, Audience::seats(FactionSet::of(Faction::Emperor)),
                           Text::literal("Quotes \" and \\ and ünïcode survive.")});
  g.outcome = Outcome{WinKind::GuildSpecial, FactionSet::of(Faction::Guild), 10};
  expect_snapshot_round_trip(g);
  json::value v = to_json(g);
  EXPECT_EQ(v.at("seed"), json::value("18446744073709551615"));
  EXPECT_EQ(v.at("format"), json::value("dune-snapshot"));
  EXPECT_EQ(v.at("engine_version"), json::value(1));
  // Numbers are accepted for the 64-bit fields as well as strings.
  v.as_object()["seed"] = UINT64_MAX;
  Result<Game> back = game_from_json(v);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back.value().seed, UINT64_MAX);
}

TEST(CodecSnapshot, MalformedSnapshotsAreBadJson) {
  Game g;
  g.players[0].inGame = true;
  g.treacheryDeck = {1, 2, 3};
  const json::value good = to_json(g);
  auto expect_bad = [&](auto mutate, const char* mentions) {
    json::value v = good;
    mutate(v.as_object());
    Result<Game> r = game_from_json(v);
    ASSERT_FALSE(r.ok()) << mentions;
    EXPECT_EQ(r.error().code, Err::BadJson);
    EXPECT_NE(r.error().message.find(mentions), std::string::npos) << r.error().message;
  };
  expect_bad([](json::object& o) { o["format"] = "dune-game"; }, "format");
  expect_bad([](json::object& o) { o["engine_version"] = 2; }, "engine_version");
  expect_bad([](json::object& o) { o["rng"].as_array().pop_back(); }, "rng");
  expect_bad([](json::object& o) { o["rng"].as_array()[0] = "12x"; }, "rng");
  expect_bad([](json::object& o) { o["rng"].as_array()[0] = "99999999999999999999"; }, "rng");
  expect_bad([](json::object& o) { o["seed"] = -1; }, "seed");
  expect_bad([](json::object& o) { o["phase"] = "lunch"; }, "lunch");
  expect_bad([](json::object& o) { o["storm_sector"] = 18; }, "storm_sector");
  expect_bad([](json::object& o) { o["treachery_deck"].as_array().push_back(99); }, "treachery_deck");
  expect_bad([](json::object& o) { o["players"].as_object().erase("fremen"); }, "fremen");
  expect_bad([](json::object& o) { o["players"].as_object()["tleilaxu"] = json::object{}; }, "tleilaxu");
  expect_bad(
      [](json::object& o) {
        o["players"].as_object()["atreides"].as_object()["leaders"].as_array().pop_back();
      },
      "leaders");
  expect_bad(
      [](json::object& o) {
        o["board"] = json::array{json::object{{"territory", "arrakeen"}, {"faction", "x"}}};
      },
      "faction");
  expect_bad([](json::object& o) { o["battle"].as_object()["winner"] = 2; }, "winner");
  expect_bad([](json::object& o) { o["battle"].as_object()["plans"].as_array().pop_back(); }, "plans");
  expect_bad([](json::object& o) { o["log"] = json::array{json::object{{"turn", 1}}}; }, "phase");
  expect_bad([](json::object& o) { o.erase("outcome"); }, "outcome");
  EXPECT_FALSE(game_from_json(json::value(nullptr)).ok());
  EXPECT_FALSE(game_from_json(json::array{}).ok());
}

// Plays random legal actions; returns false (with a reason) when the engine cannot go on.
bool random_play(Game& g, std::uint64_t seed, int steps, std::vector<std::pair<Faction, Action>>* log,
                 std::string* why, const std::function<void(const Game&)>& each = nullptr) {
  Rng r = Rng::seeded(seed);
  for (int i = 0; i < steps && !is_over(g); ++i) {
    std::vector<Decision> ds = pending(g);
    if (ds.empty()) {
      *why = "no pending decision in phase " + std::string(phase_key(g.phase));
      return false;
    }
    const Decision& d = ds[r.below(static_cast<std::uint32_t>(ds.size()))];
    std::vector<Action> acts = legal_actions(g, d.seat, &r, 16);
    if (acts.empty()) {
      *why = "no legal action for pending " + std::string(decision_key(d.kind));
      return false;
    }
    const Action a = acts[r.below(static_cast<std::uint32_t>(acts.size()))];
    Status s = apply(g, d.seat, a);
    if (!s) {
      *why = "a legal action was refused: " + to_string(to_json(a)) + ": " + s.error().message;
      return false;
    }
    if (log) log->emplace_back(d.seat, a);
    if (each) each(g);
  }
  return true;
}

TEST(CodecSnapshot, FreshGamesRoundTrip) {
  for (std::uint64_t seed : {1ULL, 2ULL, 99ULL, 0xFFFFFFFFFFFFFFFFULL}) {
    Result<Game> g = new_game(six_player_setup(seed));
    ASSERT_TRUE(g.ok()) << g.error().message;
    expect_snapshot_round_trip(g.value());
  }
  SetupOptions two;
  two.factions = {Faction::Fremen, Faction::Harkonnen};
  two.seed = 7;
  Result<Game> g = new_game(two);
  ASSERT_TRUE(g.ok());
  expect_snapshot_round_trip(g.value());
}

TEST(CodecSnapshot, RandomlyPlayedGamesRoundTripAtEveryStep) {
  int played = 0;
  std::string why;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Result<Game> g = new_game(six_player_setup(seed));
    ASSERT_TRUE(g.ok());
    Game game = g.value();
    bool ok = random_play(game, seed * 7919, 600, nullptr, &why, [&](const Game& now) {
      expect_snapshot_round_trip(now);
      ++played;
    });
    if (HasFatalFailure()) return;
    if (!ok && played < 20) GTEST_SKIP() << "engine not complete enough for random play: " << why;
  }
  EXPECT_GT(played, 0);
}

TEST(CodecSnapshot, LegalActionsRoundTrip) {
  std::string why;
  int checked = 0;
  for (std::uint64_t seed = 11; seed <= 14; ++seed) {
    Result<Game> g = new_game(six_player_setup(seed));
    ASSERT_TRUE(g.ok());
    Game game = g.value();
    random_play(game, seed, 400, nullptr, &why, [&](const Game& now) {
      for (const Decision& d : pending(now))
        for (const Action& a : legal_actions(now, d.seat, nullptr, 8)) {
          Result<Action> back = action_from_json(to_json(a));
          ASSERT_TRUE(back.ok()) << to_string(to_json(a));
          ASSERT_EQ(back.value(), a) << to_string(to_json(a));
          // Every action the engine offers is well formed by its kind's declaration.
          ASSERT_EQ(action_field_problem(a), "") << to_string(to_json(a));
          ++checked;
        }
    });
  }
  if (checked == 0) GTEST_SKIP() << "engine offered no legal actions: " << why;
}

// The structural check comes from the same per-kind declaration as the JSON form: members a kind
// does not use, and values outside a field's range, are refused by name.
TEST(CodecAction, FieldChecksComeFromTheKindDeclaration) {
  Action pass;
  EXPECT_EQ(action_field_problem(pass), "");
  pass.amount = 3;
  EXPECT_NE(action_field_problem(pass).find("does not use its amount"), std::string::npos)
      << action_field_problem(pass);

  Action move;
  move.kind = ActionKind::Move;
  move.from = 10;
  move.to = 11;
  move.amount = 3;
  EXPECT_EQ(action_field_problem(move), "");
  move.amount = 25;
  EXPECT_NE(action_field_problem(move).find("\"forces\" of the move action must be a number from 0 to 20"),
            std::string::npos)
      << action_field_problem(move);
  move.amount = 3;
  move.to = kNoLocation;  // required
  EXPECT_NE(action_field_problem(move).find("\"to\""), std::string::npos) << action_field_problem(move);
  move.to = 11;
  move.sub = 1;  // take_up_arms
  EXPECT_EQ(action_field_problem(move), "");
  move.sub = 2;
  EXPECT_NE(action_field_problem(move).find("take_up_arms"), std::string::npos) << action_field_problem(move);

  Action keep;  // two boolean fields packed in amount's bits 0 and 1
  keep.kind = ActionKind::KeepCards;
  keep.amount = 3;
  EXPECT_EQ(action_field_problem(keep), "");
  EXPECT_EQ(to_string(to_json(keep)), R"({"type":"keep_cards","keep_weapon":true,"keep_defense":true})");
  keep.amount = 4;
  EXPECT_NE(action_field_problem(keep).find("amount"), std::string::npos) << action_field_problem(keep);

  Action fremen;  // Fedaykin counts, 2 bits each in sub
  fremen.kind = ActionKind::PlaceFremen;
  fremen.amount = 10;
  fremen.sub = 1 | (2 << 4);
  EXPECT_EQ(action_field_problem(fremen), "");
  Result<Action> back = action_from_json(to_json(fremen));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back.value(), fremen);
  fremen.sub = 1 << 6;
  EXPECT_NE(action_field_problem(fremen).find("sub"), std::string::npos) << action_field_problem(fremen);

  Action voice;
  voice.kind = ActionKind::Voice;
  voice.sub = 9;
  EXPECT_NE(action_field_problem(voice).find("command"), std::string::npos) << action_field_problem(voice);

  // The reader produces only well-formed actions.
  for (const char* text :
       {R"({"type":"keep_cards","keep_weapon":true,"keep_defense":false})",
        R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0,)"
        R"("fedaykin_sietch_tabr":3})",
        R"({"type":"voice","command":"lasgun","must":false})"}) {
    Result<json::value> v = parse_json(text);
    ASSERT_TRUE(v.ok()) << text;
    Result<Action> act = action_from_json(v.value());
    ASSERT_TRUE(act.ok()) << act.error().message;
    EXPECT_EQ(action_field_problem(act.value()), "") << text;
  }
}

// --- views ---------------------------------------------------------------------------------------

TEST(CodecView, ViewEncodesReadably) {
  Result<Game> g = new_game(six_player_setup(5));
  ASSERT_TRUE(g.ok());
  Game game = g.value();
  std::string why;
  random_play(game, 5, 60, nullptr, &why);
  for (int s = -1; s < kFactions; ++s) {
    Viewer viewer = s < 0 ? Viewer::spectator() : Viewer::of(faction_at(s));
    View v = view(game, viewer);
    json::value j = to_json(v);
    ASSERT_TRUE(j.is_object());
    const json::object& o = j.as_object();
    EXPECT_TRUE(o.contains("board"));
    EXPECT_TRUE(o.contains("players"));
    EXPECT_TRUE(o.contains("pending"));
    EXPECT_FALSE(o.contains("seed"));
    EXPECT_FALSE(o.contains("rng"));
    EXPECT_FALSE(o.contains("treachery_deck"));
    for (const json::value& e : o.at("board").as_array()) {
      EXPECT_TRUE(e.at("territory").is_string());
      EXPECT_GT(e.at("forces").to_number<int>() + e.at("special").to_number<int>(), 0);
    }
    for (const auto& kv : o.at("players").as_object()) {
      Faction f;
      EXPECT_TRUE(faction_by_key(kv.key(), f)) << kv.key();
    }
    EXPECT_EQ(o.at("pending").as_array().size(), v.pending.size());
    if (s >= 0)
      EXPECT_EQ(o.at("seat"), json::value(faction_key(faction_at(s))));
    else
      EXPECT_TRUE(o.at("seat").is_null());
  }
}

}  // namespace
}  // namespace dune
