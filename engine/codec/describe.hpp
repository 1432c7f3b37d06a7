// One description per record: the fields of each state and view struct, listed once, in the order
// of their JSON keys (Boost.Describe, written here at namespace scope so the structs stay plain),
// and one traits table for the fields whose JSON form the C++ type alone does not say. The
// generic walker in engine/codec/json.cpp reads these to write snapshots, read snapshots and
// write views; nothing else lists a record's fields. docs/GAME_FILES.md documents the format.
//
// Adding a field: add it to the struct, to its BOOST_DESCRIBE_STRUCT list below (where its JSON
// key should appear), and, if it is not a plain number, bool, enum or record, one kField line.
// Adding a type: one conversion (put/get) in json.cpp's "conversions by type" section.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <limits>

#include "engine/core/state.hpp"
#include "engine/rules/quotes.hpp"
#include "engine/view/view.hpp"

namespace dune {

// How a field is converted when its C++ type alone does not say (the ids and masks are plain
// integers in the state). A snapshot writes ids as numbers; a view writes them as objects.
enum class As : std::uint8_t {
  Native,      // by the C++ type: number, bool, enum key, record, list
  Faction,     // faction index, -1 = none: a faction key or null
  Mask,        // faction set (bit per faction index): faction_set_json / read_faction_set
  Territory,   // territory id or kNoTerritory: a territory key or null
  Location,    // location id or kNoLocation: {"territory", "sector"} or null
  Leader,      // leader id: a number in snapshots, {"id", "name", "faction", "strength"} in views
  Card,        // treachery card id: a number in snapshots, {"id", "key", "name", "kind"} in views
  SpiceCard,   // spice card id: a number in snapshots, {"id", "key", ...} in views
  U64,         // 64-bit unsigned as a decimal string (exact in JavaScript)
  Advantages,  // Karama-stopped advantages (bit per Advantage): a list of advantage keys
  Variants,    // expansion variants selected (bit per Variant): a list of variant keys
  Voice,       // VoiceCommand index or -1: a voice key or null
  Element,     // PlanElement index or -1: a plan element key or null
  Leaders,     // a player's leader slots: leader_count(faction) entries (the faction's sheet)
};

struct FieldOpts {
  const char* key = nullptr;  // JSON key; nullptr: the C++ name in snake_case
  As as = As::Native;
  bool optional = false;     // reading: absent or null keeps the default (fields added later)
  bool omitDefault = false;  // writing: left out while equal to its default (Advanced-only state)
  bool flatten = false;      // a record whose fields are written into the parent object
  std::int64_t lo = std::numeric_limits<std::int64_t>::min();  // numbers: accepted range, clamped to
  std::int64_t hi = std::numeric_limits<std::int64_t>::max();  // the C++ type's own range
  int minLen = -1;  // fixed arrays: fewer entries accepted (older formats had six factions); -1 = exact
};

// Per-field traits; every field not named here is {key: snake_case, Native, required, always}.
template <auto Member>
inline constexpr FieldOpts kField{};

inline constexpr std::int64_t kMaxSpiceField = 9999;
inline constexpr std::int64_t kMaxInt16 = std::numeric_limits<std::int16_t>::max();

// --- snapshot records ---------------------------------------------------------------------------

BOOST_DESCRIBE_STRUCT(Ruleset, (), (kind, maxTurns, variants))
template <>
inline constexpr FieldOpts kField<&Ruleset::maxTurns>{.lo = 1};
// Snapshots written before variants existed have no field and load as a game with none.
template <>
inline constexpr FieldOpts kField<&Ruleset::variants>{.as = As::Variants, .optional = true};

BOOST_DESCRIBE_STRUCT(Forces, (), (normal, special))
template <>
inline constexpr FieldOpts kField<&Forces::normal>{.lo = 0, .hi = kForcesPerFaction};
template <>
inline constexpr FieldOpts kField<&Forces::special>{.lo = 0, .hi = kForcesPerFaction};

BOOST_DESCRIBE_STRUCT(HeldCard, (), (card, knownBy))
template <>
inline constexpr FieldOpts kField<&HeldCard::card>{.as = As::Card, .lo = 0};
template <>
inline constexpr FieldOpts kField<&HeldCard::knownBy>{.as = As::Mask};

BOOST_DESCRIBE_STRUCT(LeaderState, (), (where, faceDown, deaths, foughtIn, capturedBy))
template <>
inline constexpr FieldOpts kField<&LeaderState::deaths>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&LeaderState::foughtIn>{.as = As::Territory};
template <>  // Advanced battle (Harkonnen capture)
inline constexpr FieldOpts kField<&LeaderState::capturedBy>{
    .as = As::Faction, .optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(Player, (),
                      (inGame, circle, spice, reserves, tanks, hand, traitors, traitorDraw, leaders, ally,
                       alliedSinceTurn, karamaPowerUsed, bribes))
template <>
inline constexpr FieldOpts kField<&Player::circle>{.lo = 0, .hi = kSectors - 1};
template <>
inline constexpr FieldOpts kField<&Player::spice>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&Player::traitors>{.as = As::Leader, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&Player::traitorDraw>{.as = As::Leader, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&Player::leaders>{.as = As::Leaders};
template <>
inline constexpr FieldOpts kField<&Player::ally>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&Player::alliedSinceTurn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&Player::karamaPowerUsed>{.optional = true};
template <>
inline constexpr FieldOpts kField<&Player::bribes>{.optional = true, .lo = 0};

BOOST_DESCRIBE_STRUCT(SetupStep, (), (step, picked, fremenPlaced, bgPlaced, openingDrawn))
template <>
inline constexpr FieldOpts kField<&SetupStep::picked>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&SetupStep::bgPlaced>{.optional = true};
// Ixians & Tleilaxu (Ixian sheet): written only once set (absent in older snapshots).
template <>
inline constexpr FieldOpts kField<&SetupStep::openingDrawn>{
    .key = "opening_drawn", .optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(StormStep, (), (step, dialers, dials, move, windowAsked, moved))
template <>
inline constexpr FieldOpts kField<&StormStep::dialers>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&StormStep::dials>{.lo = -1};
template <>
inline constexpr FieldOpts kField<&StormStep::windowAsked>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&StormStep::moved>{.optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(NexusStep, (), (done, offer, changed, proposed))
template <>
inline constexpr FieldOpts kField<&NexusStep::done>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&NexusStep::offer>{.as = As::Faction, .minLen = kBaseFactions};
template <>
inline constexpr FieldOpts kField<&NexusStep::changed>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&NexusStep::proposed>{
    .as = As::Mask, .optional = true, .minLen = kBaseFactions};

BOOST_DESCRIBE_STRUCT(BiddingStep, (),
                      (up, current, opener, turn, highBidder, highBid, highBidKarama, atreidesPeek,
                       passedSinceBid, eligible, setAsideBy, replacing, swapping, swapped, over, nexusBuyer,
                       paidOwn, paidAlly))
// Nexus Cards: the purchase window, written only while open.
template <>
inline constexpr FieldOpts kField<&BiddingStep::nexusBuyer>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::paidOwn>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = kMaxSpiceField};
template <>
inline constexpr FieldOpts kField<&BiddingStep::paidAlly>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = kMaxSpiceField};
template <>
inline constexpr FieldOpts kField<&BiddingStep::over>{.optional = true, .omitDefault = true};
// Ixians & Tleilaxu pp.8-9 (2h), Advanced technology: the swapper deciding, and the swap made this phase;
// written only while set.
template <>
inline constexpr FieldOpts kField<&BiddingStep::swapping>{
    .key = "swapping", .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::swapped>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::setAsideBy>{
    .key = "set_aside_by", .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::up>{.as = As::Card, .lo = 0};
// Ixians & Tleilaxu (Ixian sheet, alliance): the buyer answering replace_card, written only while set.
template <>
inline constexpr FieldOpts kField<&BiddingStep::replacing>{
    .key = "replacing", .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::current>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&BiddingStep::opener>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BiddingStep::turn>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BiddingStep::highBidder>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BiddingStep::highBid>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&BiddingStep::atreidesPeek>{.optional = true};
template <>
inline constexpr FieldOpts kField<&BiddingStep::passedSinceBid>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&BiddingStep::eligible>{.as = As::Mask};

BOOST_DESCRIBE_STRUCT(ShipMoveStep, (),
                      (step, order, index, movesLeft, allyVisit, acted, shippedTo, intrusion, resume, entered,
                       enteredBy, guildNow, guildAsked, shipmentCancelled))
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::order>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::index>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::movesLeft>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::allyVisit>{.as = As::Location};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::acted>{.as = As::Mask};
// Advanced shipment and movement (absent in older snapshots).
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::shippedTo>{.as = As::Location, .optional = true};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::intrusion>{.as = As::Territory, .optional = true};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::resume>{.optional = true, .lo = 0, .hi = 5};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::guildNow>{.optional = true};
// A faction module's Reaction window (the Moritani Terror tokens): written only while open.
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::entered>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::enteredBy>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::guildAsked>{.optional = true};
template <>
inline constexpr FieldOpts kField<&ShipMoveStep::shipmentCancelled>{.as = As::Mask, .optional = true};

BOOST_DESCRIBE_STRUCT(BattlePlanRec, (),
                      (submitted, leader, cheapHero, dial, weapon, defense, elite, spice, companion))
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::leader>{.as = As::Leader, .lo = -1, .hi = kLeaders};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::cheapHero>{.as = As::Card};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::dial>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::weapon>{.as = As::Card};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::defense>{.as = As::Card};
// Advanced battle (written only when set, so Basic snapshots are unchanged).
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::elite>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::spice>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = kMaxSpiceField};
template <>
inline constexpr FieldOpts kField<&BattlePlanRec::companion>{
    .key = "kwisatz_haderach", .optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(BattleResult, (),
                      (turn, territory, sides, partners, plans, end, winner, totals, lost, leaderKilled))
template <>
inline constexpr FieldOpts kField<&BattleResult::turn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&BattleResult::territory>{.as = As::Territory};
template <>
inline constexpr FieldOpts kField<&BattleResult::sides>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BattleResult::partners>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BattleResult::end>{.lo = 0, .hi = BattleResult::Explosion};
template <>
inline constexpr FieldOpts kField<&BattleResult::winner>{.lo = -1, .hi = 1};
template <>
inline constexpr FieldOpts kField<&BattleResult::totals>{.lo = -1};

BOOST_DESCRIBE_STRUCT(BattleStep, (),
                      (step, order, aggressorIndex, territory, sides, plans, voiceCommand, voiceMust,
                       voiceTarget, prescience, prescienceSide, traitorAsked, traitorCalled, winner, keepable,
                       karamaSee, captured, unmaskAsked, poisonToothWithheld, eliteLost, techSettled,
                       reinforcementAsked, partners, lostKeepable, forceAsked, karamaDial, prescience2,
                       virtualElite, traitorWindow, nexusAsked, nexusEndAsked, results))
// Issue 39: this Battle phase's resolved battles (public); written once there is one.
template <>
inline constexpr FieldOpts kField<&BattleStep::results>{.optional = true, .omitDefault = true};
// Moritani alliance and Karama power, Ecaz Karama power: written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::lostKeepable>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 3};
template <>
inline constexpr FieldOpts kField<&BattleStep::forceAsked>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::karamaDial>{.optional = true, .omitDefault = true};
// Nexus Cards: written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::prescience2>{
    .optional = true, .omitDefault = true, .lo = -1, .hi = 3};
template <>
inline constexpr FieldOpts kField<&BattleStep::virtualElite>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::traitorWindow>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::nexusEndAsked>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::nexusAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
// Ecaz Occupy: written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::partners>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::reinforcementAsked>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::unmaskAsked>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::order>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BattleStep::aggressorIndex>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&BattleStep::territory>{.as = As::Territory};
template <>
inline constexpr FieldOpts kField<&BattleStep::sides>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BattleStep::voiceCommand>{.as = As::Voice};
template <>
inline constexpr FieldOpts kField<&BattleStep::voiceTarget>{.lo = -1, .hi = 1};
template <>
inline constexpr FieldOpts kField<&BattleStep::prescience>{.as = As::Element};
template <>
inline constexpr FieldOpts kField<&BattleStep::prescienceSide>{.lo = -1, .hi = 1};
template <>
inline constexpr FieldOpts kField<&BattleStep::traitorAsked>{.lo = 0, .hi = 3};
template <>
inline constexpr FieldOpts kField<&BattleStep::traitorCalled>{.lo = 0, .hi = 3};
template <>
inline constexpr FieldOpts kField<&BattleStep::winner>{.lo = -1, .hi = 1};
template <>
inline constexpr FieldOpts kField<&BattleStep::keepable>{.lo = 0, .hi = 3};
// Advanced battle.
template <>
inline constexpr FieldOpts kField<&BattleStep::karamaSee>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleStep::captured>{
    .as = As::Leader, .optional = true, .omitDefault = true, .lo = -1};
// Ixians & Tleilaxu (it_treachery): written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::poisonToothWithheld>{.optional = true, .omitDefault = true};
// Ixians & Tleilaxu (Ixian sheet): elite forces each side lost in this battle, written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::eliteLost>{
    .key = "elite_lost", .optional = true, .omitDefault = true, .lo = 0, .hi = kForcesPerFaction};
// Ixians & Tleilaxu technology tokens: written only while set.
template <>
inline constexpr FieldOpts kField<&BattleStep::techSettled>{.optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(Outcome, (), (kind, winners, turn))
template <>
inline constexpr FieldOpts kField<&Outcome::winners>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&Outcome::turn>{.lo = 0};

// Per-faction state, written flat into the snapshot under the keys of earlier formats.
BOOST_DESCRIBE_STRUCT(AtreidesState, (), (battleLosses, kwisatzInTanks, kwisatzUsedTurn, kwisatzTerritory))
template <>
inline constexpr FieldOpts kField<&AtreidesState::battleLosses>{
    .key = "atreides_battle_losses", .optional = true, .omitDefault = true, .lo = 0, .hi = kMaxSpiceField};
template <>
inline constexpr FieldOpts kField<&AtreidesState::kwisatzInTanks>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&AtreidesState::kwisatzUsedTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&AtreidesState::kwisatzTerritory>{
    .as = As::Territory, .optional = true, .omitDefault = true};

BOOST_DESCRIBE_STRUCT(BeneGesseritState, (), (predictedFaction, predictedTurn))
template <>
inline constexpr FieldOpts kField<&BeneGesseritState::predictedFaction>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&BeneGesseritState::predictedTurn>{.lo = 0};

BOOST_DESCRIBE_STRUCT(FremenState, (), (stormCard))
template <>
inline constexpr FieldOpts kField<&FremenState::stormCard>{.optional = true, .lo = 0, .hi = 6};

// Written as "hand_swap": {"target", "owed"} while the Harkonnen owe cards (adv-karama).
BOOST_DESCRIBE_STRUCT(HarkonnenState, (), (handSwapTarget, handSwapOwed))
template <>
inline constexpr FieldOpts kField<&HarkonnenState::handSwapTarget>{.key = "target", .as = As::Faction};
template <>
inline constexpr FieldOpts kField<&HarkonnenState::handSwapOwed>{.key = "owed", .lo = 0, .hi = 32};

// Written as "hms_move": {"turn", "steps", "stopped"} once the Hidden Mobile Stronghold has moved.
BOOST_DESCRIBE_STRUCT(IxianState, (), (hmsMovedTurn, hmsSteps, hmsStopped, startingCards))
template <>
inline constexpr FieldOpts kField<&IxianState::hmsMovedTurn>{.key = "turn", .lo = 0};
template <>
inline constexpr FieldOpts kField<&IxianState::hmsSteps>{.key = "steps", .lo = 0, .hi = 3};
template <>
inline constexpr FieldOpts kField<&IxianState::hmsStopped>{.key = "stopped"};
// The cards drawn at setup for the Ixians' choice (ix.ixian.starting_card), written only while drawn.
template <>
inline constexpr FieldOpts kField<&IxianState::startingCards>{
    .key = "starting_cards", .as = As::Card, .optional = true, .omitDefault = true, .lo = 0};
// Written as "tleilaxu": {...} while the Tleilaxu are seated (Ixians & Tleilaxu expansion).
BOOST_DESCRIBE_STRUCT(TleilaxuState, (),
                      (faceDancers, revealed, grantsTurn, raisedLimit, revivalPrevented, closedTurn,
                       placeLeft, placeAt, mentatTurn, asker, askedLeader, askedPrice, askTurn, asked,
                       revivedEarly))
template <>
inline constexpr FieldOpts kField<&TleilaxuState::faceDancers>{
    .as = As::Leader, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::revealed>{
    .as = As::Leader, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::grantsTurn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::raisedLimit>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::revivalPrevented>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::closedTurn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::placeLeft>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::placeAt>{
    .as = As::Location, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::mentatTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::asker>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::askedLeader>{
    .as = As::Leader, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::askedPrice>{
    .optional = true, .omitDefault = true, .lo = -1};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::askTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::asked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&TleilaxuState::revivedEarly>{
    .as = As::Mask, .optional = true, .omitDefault = true};

// Written as "tech": {"owner", "dealt", "triggered"} with the technology tokens (it_tech_tokens) once dealt.
BOOST_DESCRIBE_STRUCT(TechState, (), (owner, dealt, triggered))
BOOST_DESCRIBE_STRUCT(DeckCard, (), (card, by))
template <>
inline constexpr FieldOpts kField<&DeckCard::card>{.as = As::Card};
template <>
inline constexpr FieldOpts kField<&DeckCard::by>{.as = As::Faction};
BOOST_DESCRIBE_STRUCT(MaskedAsk, (), (kind, seats))
template <>
inline constexpr FieldOpts kField<&MaskedAsk::seats>{.as = As::Mask};
BOOST_DESCRIBE_STRUCT(TableRecord, (), (knownTop, asked))
template <>
inline constexpr FieldOpts kField<&TableRecord::knownTop>{
    .key = "known_top", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&TableRecord::asked>{.optional = true, .omitDefault = true};
BOOST_DESCRIBE_STRUCT(KnownTop, (), (card, by, bottom))
template <>
inline constexpr FieldOpts kField<&KnownTop::bottom>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&KnownTop::card>{.as = As::Card};
template <>
inline constexpr FieldOpts kField<&KnownTop::by>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&TechState::owner>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&TechState::triggered>{.lo = 0, .hi = 7};

BOOST_DESCRIBE_STRUCT(AmalWindow, (), (open, asked))
BOOST_DESCRIBE_STRUCT(PhaseEndHold, (), (open, answered))
BOOST_DESCRIBE_STRUCT(ChoamState, (),
                      (inflation, inflationTurn, inflationFlipped, inflationGone, inflationAsked, balisetTurn,
                       balisetFaction, balisetTerritory, jubbaTurn, jubbaTerritory, kulonTurn, laLaLaTurn,
                       laLaLaFaction, karamaSelling, tradeTurn, tradeOfferSlot, auditTurn, auditTerritory,
                       auditFoe, auditStage, tupileAsked, tupileHand, discardDown))
BOOST_DESCRIBE_STRUCT(StrongholdCardsState, (), (holder, copyTurn, copyBattle, copy))
BOOST_DESCRIBE_STRUCT(ChoamRicheseState, (), (choam, strongholds))
BOOST_DESCRIBE_STRUCT(BlowWindows, (),
                      (thumperWindow, thumperAsked, harvesterWindow, harvesterWorm, harvesterAsked))
BOOST_DESCRIBE_STRUCT(GreatMakerState, (), (appeared, voting, yes, no, result, ride))
// The Great Maker (em_great_maker): written only while set, so games without it are unchanged.
template <>
inline constexpr FieldOpts kField<&GreatMakerState::appeared>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&GreatMakerState::voting>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&GreatMakerState::yes>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&GreatMakerState::no>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&GreatMakerState::result>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 2};
template <>
inline constexpr FieldOpts kField<&GreatMakerState::ride>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::greatMaker>{.optional = true, .omitDefault = true};
BOOST_DESCRIBE_STRUCT(NexusCardsState, (),
                      (deck, discard, held, nexusTurn, drawTurn, drawing, drawn, returning, suboids,
                       suboidsTurn, terrorTurn, shipper, shipTurn, shipEffect, returnsLeft, mentatTurn,
                       mentatAsked, secondShip, secondShipTurn, flipper, flipTurn, owedTraitors, moment,
                       momentAsked, momentBy, heldOwn, heldAlly, heldKarama, revealReserves, revealBoard,
                       revealFrom, collectionTurn, cancelled, wormAt, spared, remoteRide, remoteRideTurn))
// Nexus Cards (em_nexus_cards): written only while set, so games without them are unchanged. A card is named
// by its faction's key.
template <>
inline constexpr FieldOpts kField<&NexusCardsState::deck>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::discard>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::held>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::nexusTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::drawTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::drawing>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::drawn>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::returning>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::suboids>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::suboidsTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::terrorTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::shipper>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::shipTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::shipEffect>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = kNexusEffects - 1};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::returnsLeft>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 2};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::mentatTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::mentatAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::secondShip>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::secondShipTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::flipper>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::flipTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::owedTraitors>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 10};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::moment>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 5};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::momentAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::momentBy>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::heldOwn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::heldAlly>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::heldKarama>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::revealReserves>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 20};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::revealBoard>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 20};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::revealFrom>{
    .as = As::Location, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::collectionTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::cancelled>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::wormAt>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::spared>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::remoteRide>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&NexusCardsState::remoteRideTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::nexusCards>{.optional = true, .omitDefault = true};
BOOST_DESCRIBE_STRUCT(DiscoveryState, (),
                      (hiereg, smuggler, site, seen, host, revealedTurn, revealTurn, asked, discardBy,
                       entryTurn, entryDone, testingTurn, testingAsked, testingUsed, ornithopter,
                       ornithopterTurn, ornithopterActive))
// Discovery (em_discovery): written only while set, so games without it are unchanged. Tokens are
// DiscoveryToken numbers (-1: none).
template <>
inline constexpr FieldOpts kField<&DiscoveryState::hiereg>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 7};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::smuggler>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 7};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::site>{
    .optional = true, .omitDefault = true, .lo = -1, .hi = 7};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::seen>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::host>{
    .as = As::Location, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::revealedTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::revealTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::asked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::discardBy>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::entryTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::entryDone>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::testingTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::testingAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::testingUsed>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::ornithopter>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::ornithopterTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&DiscoveryState::ornithopterActive>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::discovery>{.optional = true, .omitDefault = true};
BOOST_DESCRIBE_STRUCT(EcazMoritaniState, (),
                      (recruitsTurn, sendBy, sendLeft, sendElite, discardTurn, tleilaxLowTurn, shareOpen,
                       shareMax, occupier, crossNormal, crossElite, moritaniPlaced, terror, terrorTurn,
                       terrorStep, entrant, entered, aftermath, atomicsRevealed, atomicsAlly, extortionAsk,
                       assassinated, assassinCards, assassinTurn, assassinTerritory, assassinFoe,
                       triggerToken, grummanTurn, ambassador, ambassadorCohort, ambassadorTurn,
                       ambassadorsPlaced, ambassadorDoneTurn, ambassadorStep, ambassadorAsked, ambassadorFor,
                       ambassadorEntrant, loyalty, duke, dukeHolder, dukeTenure, dukeLoanOffered, greatMaker,
                       nexusCards, junctionTurn, junctionAsked, junctionOffer, junctionHalf, discovery))
// Moritani (Ecaz & Moritani pp.5-6 (2h)): written only while set, so games without them are unchanged.
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::moritaniPlaced>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::terror>{
    .optional = true, .omitDefault = true, .lo = kTerrorExtortion, .hi = kTerritories - 1};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::terrorTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::terrorStep>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::entrant>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::entered>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::aftermath>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::atomicsRevealed>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::atomicsAlly>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::extortionAsk>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::assassinated>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::assassinCards>{
    .as = As::Leader, .optional = true, .omitDefault = true, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::assassinTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::assassinTerritory>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::triggerToken>{
    .optional = true, .omitDefault = true, .lo = -1, .hi = kTerrorTokens - 1};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::grummanTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
// Ecaz (Ecaz & Moritani pp.7-8 (2h)): written only while set, so games without them are unchanged.
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassador>{
    .optional = true, .omitDefault = true, .lo = kAmbassadorGone, .hi = kTerritories - 1};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorCohort>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorsPlaced>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = kFactions};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorDoneTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorStep>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorAsked>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::duke>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::dukeHolder>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::dukeTenure>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::dukeLoanOffered>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::junctionTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::junctionAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::junctionOffer>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::junctionHalf>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorFor>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::ambassadorEntrant>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::loyalty>{
    .as = As::Leader, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::assassinFoe>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::tleilaxLowTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::shareOpen>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::shareMax>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::discardTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::crossNormal>{
    .key = "cross_normal", .optional = true, .omitDefault = true, .lo = 0, .hi = kForcesPerFaction};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::crossElite>{
    .key = "cross_elite", .optional = true, .omitDefault = true, .lo = 0, .hi = kForcesPerFaction};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::occupier>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::sendBy>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::sendLeft>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::sendElite>{.optional = true, .omitDefault = true};

// "format" and "engine_version" come first (json.cpp); LogEntry has its own conversion.
BOOST_DESCRIBE_STRUCT(Game, (),
                      (ruleset, seed, rng, version, turn, phase, stormSector, atomicsUsed, players, board,
                       spice, bankOut, karamaStops, wormRides, treacheryDeck, treacheryDiscard, spiceDeck,
                       spiceDiscard, traitorDeck, beneGesserit, spiceDiscardB, spiceBlowPile, fremen,
                       wormToPlace, blowWindows, spiceSetAside, setup, storm, nexus, charityDone, bidding,
                       revivalDone, shipMove, battle, lastWheel, atreides, eliteRevivedTurn, harkonnen, ixian,
                       mobileHost, tleilaxu, cr, log, outcome, amal, phaseEnd, tech, sandtrout, table, em))
template <>
inline constexpr FieldOpts kField<&Game::seed>{.as = As::U64};
template <>
inline constexpr FieldOpts kField<&Game::turn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::stormSector>{.lo = 0, .hi = kSectors - 1};
template <>
inline constexpr FieldOpts kField<&Game::karamaStops>{.as = As::Advantages, .optional = true};
template <>
inline constexpr FieldOpts kField<&Game::wormRides>{.as = As::U64};
template <>
inline constexpr FieldOpts kField<&Game::treacheryDeck>{.as = As::Card, .lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::treacheryDiscard>{.as = As::Card, .lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::spiceDeck>{.as = As::SpiceCard, .lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::spiceDiscard>{.as = As::SpiceCard, .lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::traitorDeck>{.as = As::Leader, .lo = 0, .hi = kCheapHeroTraitor};
template <>
inline constexpr FieldOpts kField<&Game::beneGesserit>{.flatten = true};
// Advanced: double spice blow and Fremen storm deck (adv-spice); absent in older snapshots.
// Ixians & Tleilaxu (it_treachery): the Thumper and Harvester windows of the Spice Blow and the
// Shai-Hulud cards set aside on turn 1 while a window waits; written only while set, so snapshots
// without the variant are unchanged.
template <>
inline constexpr FieldOpts kField<&Game::blowWindows>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&BlowWindows::thumperWindow>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BlowWindows::thumperAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::amal>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&AmalWindow::open>{
    .key = "amal_window", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&AmalWindow::asked>{
    .key = "amal_asked", .as = As::Mask, .optional = true, .omitDefault = true};
// Ecaz & Moritani (issue 14): written only while set, so snapshots without its variants are unchanged.
template <>
inline constexpr FieldOpts kField<&Game::em>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&EcazMoritaniState::recruitsTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&BlowWindows::harvesterWindow>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BlowWindows::harvesterWorm>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BlowWindows::harvesterAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::spiceSetAside>{
    .as = As::SpiceCard, .optional = true, .omitDefault = true, .lo = 0, .hi = kSpiceCards - 1};
template <>
inline constexpr FieldOpts kField<&Game::spiceDiscardB>{.as = As::SpiceCard, .optional = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&Game::spiceBlowPile>{.optional = true, .lo = 0, .hi = 1};
template <>
inline constexpr FieldOpts kField<&Game::fremen>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&Game::wormToPlace>{.optional = true};
template <>
inline constexpr FieldOpts kField<&Game::charityDone>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&Game::revivalDone>{.as = As::Mask};
template <>
inline constexpr FieldOpts kField<&Game::lastWheel>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&Game::atreides>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&Game::eliteRevivedTurn>{
    .optional = true, .omitDefault = true, .lo = 0, .minLen = kBaseFactions};
template <>
inline constexpr FieldOpts kField<&Game::harkonnen>{
    .key = "hand_swap", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::ixian>{.key = "hms_move", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::mobileHost>{
    .key = "hms_host", .as = As::Location, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::tleilaxu>{.optional = true, .omitDefault = true};
// CHOAM (CR (2h)): written only once it differs from the start (snapshots without CHOAM are unchanged).
template <>
inline constexpr FieldOpts kField<&Game::cr>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&ChoamRicheseState::choam>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamRicheseState::strongholds>{
    .key = "stronghold_cards", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&StrongholdCardsState::holder>{.as = As::Faction};
template <>
inline constexpr FieldOpts kField<&StrongholdCardsState::copyTurn>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&StrongholdCardsState::copyBattle>{
    .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&StrongholdCardsState::copy>{
    .optional = true, .omitDefault = true, .lo = -1, .hi = kStrongholdCards - 1};

template <>
inline constexpr FieldOpts kField<&ChoamState::inflationTurn>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::inflationAsked>{.lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::balisetTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::balisetFaction>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::balisetTerritory>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::jubbaTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::jubbaTerritory>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::kulonTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::laLaLaTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::laLaLaFaction>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::karamaSelling>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::tradeTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::auditTurn>{.optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&ChoamState::auditTerritory>{
    .as = As::Territory, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::auditFoe>{
    .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::auditStage>{
    .optional = true, .omitDefault = true, .lo = 0, .hi = 2};
template <>
inline constexpr FieldOpts kField<&ChoamState::tupileAsked>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::tupileHand>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::discardDown>{
    .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&ChoamState::tradeOfferSlot>{
    .optional = true, .omitDefault = true, .lo = -1, .hi = 63};
// The end of a phase held by a module's window (phase_end); written only while held.
template <>
inline constexpr FieldOpts kField<&Game::phaseEnd>{.flatten = true};
template <>
inline constexpr FieldOpts kField<&PhaseEndHold::open>{
    .key = "phase_end_open", .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&PhaseEndHold::answered>{
    .key = "phase_end_answered", .as = As::Mask, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&Game::tech>{.optional = true, .omitDefault = true};
// Ixians & Tleilaxu: Sandtrout's effect in the Spice Blow (it_sandtrout) and the treachery card a
// faction knows on top of the deck (the Ixians' set-aside); written only while set.
template <>
inline constexpr FieldOpts kField<&Game::sandtrout>{.optional = true, .omitDefault = true, .lo = 0, .hi = 3};
template <>
inline constexpr FieldOpts kField<&Game::table>{.flatten = true};

// --- view records (written only; view() in engine/view decides what a seat may see) ----------

// Keyed by faction in "players"; only seated factions are written.
BOOST_DESCRIBE_STRUCT(PlayerView, (),
                      (circle, spice, reserves, tanks, handCount, leaders, ally, karamaPowerUsed, bribes))
template <>
inline constexpr FieldOpts kField<&PlayerView::leaders>{.as = As::Leaders};
template <>
inline constexpr FieldOpts kField<&PlayerView::ally>{.as = As::Faction};

BOOST_DESCRIBE_STRUCT(KnownCard, (), (owner, card))
template <>
inline constexpr FieldOpts kField<&KnownCard::card>{.as = As::Card};

BOOST_DESCRIBE_STRUCT(SourceBoundary, (), (rule, message))

BOOST_DESCRIBE_STRUCT(Decision, (), (seat, kind, min, max))
template <>
inline constexpr FieldOpts kField<&Decision::min>{.optional = true};
template <>
inline constexpr FieldOpts kField<&Decision::max>{.optional = true};

BOOST_DESCRIBE_STRUCT(ForceValues, (), (normal, normalSupported, elite, eliteSupported))
BOOST_DESCRIBE_STRUCT(LeaderQuote, (), (leader, low, high))
template <>
inline constexpr FieldOpts kField<&LeaderQuote::leader>{.as = As::Leader};
BOOST_DESCRIBE_STRUCT(BattleQuote, (),
                      (territory, faction, opponent, normal, elite, value, dialOwner, bonus, leaders, kwisatz,
                       spiceEliteFirst, kwisatzReady))
// The current battle only (issue 39): each leader's value, the Kwisatz Haderach's addition.
template <>
inline constexpr FieldOpts kField<&BattleQuote::leaders>{.optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleQuote::kwisatz>{
    .key = "kwisatz_haderach", .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&BattleQuote::spiceEliteFirst>{.key = "spice_elite_first",
                                                                 .optional = true};
template <>
inline constexpr FieldOpts kField<&BattleQuote::kwisatzReady>{
    .key = "kwisatz_haderach_ready", .optional = true, .omitDefault = true};
// Ecaz Occupy: written only in a combined battle.
template <>
inline constexpr FieldOpts kField<&BattleQuote::dialOwner>{
    .key = "dial_owner", .as = As::Faction, .optional = true, .omitDefault = true};
template <>
inline constexpr FieldOpts kField<&BattleQuote::bonus>{
    .key = "bonus_half_points", .optional = true, .omitDefault = true, .lo = 0};
template <>
inline constexpr FieldOpts kField<&BattleQuote::territory>{.as = As::Territory};
template <>
inline constexpr FieldOpts kField<&BattleQuote::normal>{.key = "forces"};
template <>
inline constexpr FieldOpts kField<&BattleQuote::value>{.key = "half_points"};

BOOST_DESCRIBE_STRUCT(ShipmentQuote, (),
                      (stronghold, elsewhere, karamaStronghold, karamaElsewhere, crossStronghold,
                       crossElsewhere, toReserves))
BOOST_DESCRIBE_STRUCT(RevivalQuote, (), (forces, leaders, kwisatz, allyForce, free))
template <>
inline constexpr FieldOpts kField<&RevivalQuote::kwisatz>{.key = "kwisatz_haderach"};

}  // namespace dune
