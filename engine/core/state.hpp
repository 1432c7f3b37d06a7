// The whole game as one value type: board, players, decks, phase and the sealed submissions
// the engine holds. No pointers, no globals; operator== compares two games exactly.
// Secret fields are marked SECRET: view() decides for each of them who may see it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/action.hpp"
#include "engine/core/faction_set.hpp"
#include "engine/core/rng.hpp"
#include "engine/core/text.hpp"
#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"
#include "engine/data/homeworlds.hpp"
#include "engine/data/map.hpp"

namespace dune {

enum class RulesetKind : std::uint8_t { Basic, Advanced };

struct Ruleset {
  RulesetKind kind = RulesetKind::Basic;
  std::int8_t maxTurns = 10;   // GF9 p.3: the game lasts ten turns
  std::uint32_t variants = 0;  // expansion variants selected (bit per Variant, engine/data/variants.hpp)
  bool operator==(const Ruleset&) const = default;
};

enum class Phase : std::uint8_t {
  Setup,
  Storm,
  SpiceBlow,
  Nexus,
  Charity,
  Bidding,
  Revival,
  ShipMove,
  Battle,
  Collection,
  MentatPause,
  GameOver
};

// A per-faction array with every entry set to v (kFactions wide).
template <typename T>
constexpr std::array<T, kFactions> per_faction(T v) {
  std::array<T, kFactions> a{};
  a.fill(v);
  return a;
}

// The faction advantages a Karama stopped, one bit per Advantage (engine/rules/factions/advantages.hpp
// asserts that every advantage, the expansions' included, has its bit).
using AdvantageBits = std::uint64_t;

struct Forces {
  std::uint8_t normal = 0;
  // Advanced only (always 0 in Basic): the Emperor's Sardaukar and the Fremen's Fedaykin (elite
  // forces), and the Bene Gesserit's advisors (the `normal` ones are fighters).
  std::uint8_t special = 0;
  int total() const { return normal + special; }
  bool empty() const { return total() == 0; }
  bool operator==(const Forces&) const = default;
};

// The forces standing in each location of the map, per faction (every location: Arrakis, the mobile
// stronghold, the Homeworlds, the Discovery locations). Changed and read through engine/core/board.hpp.
using Board = std::array<std::array<Forces, kFactions>, kLocations>;

struct HeldCard {
  CardId card = kNoCard;
  FactionSet knownBy;  // factions that have seen this card in this hand (owner always; all() once revealed)
  bool operator==(const HeldCard&) const = default;
};

enum class LeaderWhere : std::uint8_t { Available, Tanks };

struct LeaderState {
  LeaderWhere where = LeaderWhere::Available;
  bool faceDown = false;  // killed again before the others: revived after them
  std::int8_t deaths = 0;
  TerritoryId foughtIn = kNoTerritory;  // this turn's battle territory; one territory per turn
  // Advanced battle: the faction (index) holding this leader captive (Harkonnen capture), or -1.
  std::int8_t capturedBy = -1;
  bool operator==(const LeaderState&) const = default;
};

inline constexpr std::int8_t kNoAlly = -1;

struct Player {
  bool inGame = false;
  std::int8_t circle = 0;  // sector of the player circle (seating)
  std::int16_t spice = 0;
  Forces reserves, tanks;
  std::vector<HeldCard> hand;         // SECRET (owner; others see the count, and knownBy)
  std::vector<LeaderId> traitors;     // SECRET (owner)
  std::vector<LeaderId> traitorDraw;  // SECRET (owner): the four drawn at setup
  std::array<LeaderState, kMaxLeadersPerFaction> leaders{};  // leader_slot order
  std::int8_t ally = kNoAlly;                                // faction index of the ally
  std::int8_t alliedSinceTurn = 0;
  bool karamaPowerUsed = false;  // Advanced: the faction's once-a-game Karama power is spent (public)
  // Advanced: bribes received, in front of the shield until the Mentat Pause (public).
  std::int16_t bribes = 0;
  bool operator==(const Player&) const = default;
};

// --- per-phase progress --------------------------------------------------------------

struct SetupStep {
  enum Step : std::uint8_t { Prediction, Traitors } step = Prediction;
  FactionSet picked;  // factions that picked a traitor
  bool fremenPlaced = false;
  // Advanced setup (adv-spice): the Bene Gesserit have placed their starting advisor.
  bool bgPlaced = false;
  // The opening treachery cards have been drawn (or a faction module drew them to deal: the Ixians).
  bool openingDrawn = false;
  bool operator==(const SetupStep&) const = default;
};

struct StormStep {
  // FactionWindow: a faction module's own Storm-phase window (hooks.hpp Window at BeforeStorm or AfterStorm),
  // before the storm moves or, once `moved`, after it. DiscoveryEntry: the free step into Discovery locations
  // revealed last turn, before the storm; TestingStation: the occupant of the Ecological Testing Station may
  // change the storm's move by 1 (engine/rules/components/discovery/discovery.hpp).
  enum Step : std::uint8_t {
    WeatherWindow,
    Dials,
    AtomicsWindow,
    FactionWindow,
    DiscoveryEntry,
    TestingStation
  } step = Dials;
  std::array<std::int8_t, 2> dialers{-1, -1};
  std::array<std::int8_t, 2> dials{-1, -1};  // SECRET until both are in
  std::int8_t move = 0;                      // sectors the storm will move this phase
  // Factions asked in the current card window; the Family Atomics window starts from all() less the
  // factions near the Shield Wall and is over when it is all() again.
  FactionSet windowAsked;
  bool moved = false;  // the storm has moved this phase
  bool operator==(const StormStep&) const = default;
};

struct NexusStep {
  FactionSet done;  // factions finished with this Nexus
  std::array<std::int8_t, kFactions> offer = per_faction<std::int8_t>(-1);  // public proposals
  FactionSet changed;                            // factions that formed or broke an alliance in this Nexus
  std::array<FactionSet, kFactions> proposed{};  // per seat: factions it proposed to
  bool operator==(const NexusStep&) const = default;
};

struct BiddingStep {
  std::vector<CardId> up;   // SECRET: the cards dealt for auction, in order
  std::int8_t current = 0;  // index into up
  std::int8_t opener = -1;  // faction that opened the current card
  std::int8_t turn = -1;    // faction whose turn it is to bid
  std::int8_t highBidder = -1;
  std::int16_t highBid = 0;
  bool highBidKarama = false;   // the high bid is backed by Karama beyond one's spice
  FactionSet passedSinceBid;    // factions that passed since the last bid
  FactionSet eligible;          // factions that may bid on the current card
  bool atreidesPeek = false;    // the Atreides saw the current card (no Karama stopped it)
  std::int8_t setAsideBy = -1;  // the faction setting one of `up` aside before the auction (Ixians), public
  // The buyer of the card just sold who may discard it and draw the top card instead (the Ixians' ally),
  // awaiting its answer (-1: none); public. The card is the buyer's last in hand.
  std::int8_t replacing = -1;
  // Advanced technology (Ixians, ix.ixian.technology_swap): the faction deciding whether it swaps the
  // card up for bid for one of its hand before bidding on it starts (-1: none), and whether it swapped
  // a card this Bidding phase (once a phase); both public.
  std::int8_t swapping = -1;
  bool swapped = false;
  // The auction is over and a faction module's window at the end of Bidding (Kaitain high) is open; the
  // phase ends when none is. Public.
  bool over = false;
  // Nexus Cards: the buyer of the card just sold, holding a Nexus card, answers whether it plays it on the
  // purchase before the auction goes on (-1: none), and what it and its ally paid for the card; public.
  std::int8_t nexusBuyer = -1;
  std::int16_t paidOwn = 0, paidAlly = 0;
  bool operator==(const BiddingStep&) const = default;
};

struct ShipMoveStep {
  // Wartime and Intrusion: Advanced Bene Gesserit flip windows (GF9 p.18).
  // Reaction: a faction module's window on an entry just made (the Moritani Terror tokens), before the
  // turn goes on.
  enum Step : std::uint8_t { Ship, Advisor, Move, Wartime, Intrusion, Reaction } step = Ship;
  std::vector<std::int8_t> order;  // storm order this turn
  std::int8_t index = 0;
  std::int8_t movesLeft = 1;           // Hajr adds one
  LocationId allyVisit = kNoLocation;  // group shipped into the ally's territory: must leave
  FactionSet acted;                    // factions whose Shipment and Movement turn is complete
  // --- Advanced shipment and movement (Bene Gesserit advisors, Guild timing) ---
  LocationId shippedTo = kNoLocation;    // this turn's off-planet shipment: a spiritual advisor may follow
  TerritoryId intrusion = kNoTerritory;  // territory a non-allied faction entered onto BG fighters
  std::uint8_t resume = 0;  // step after the intrusion or reaction window (Step; Wartime = end of turn)
  // The entry a Reaction window answers: the territory entered and the faction that entered it.
  TerritoryId entered = kNoTerritory;
  std::int8_t enteredBy = -1;
  bool guildNow = false;         // the Guild is taking its turn out of storm order
  bool guildAsked = false;       // the Guild was asked whether to act before the current slot
  FactionSet shipmentCancelled;  // Guild Karama power: factions whose shipment it cancelled
  bool operator==(const ShipMoveStep&) const = default;
};

struct BattlePlanRec {
  bool submitted = false;
  LeaderId leader = kNoLeader;
  CardId cheapHero = kNoCard;
  std::int8_t dial = 0;
  CardId weapon = kNoCard, defense = kNoCard;
  // Advanced battle: of the `dial` forces, how many are elite (special); the spice paid to
  // support dialed forces; the Kwisatz Haderach accompanies the leader.
  std::int8_t elite = 0;
  std::int16_t spice = 0;
  bool companion = false;  // a module's Companion accompanies the leader (the Kwisatz Haderach)
  bool operator==(const BattlePlanRec&) const = default;
};

// A battle of this turn once resolved (issue 39; public, as the log tells it): where, its two sides and the
// partner beside each (Ecaz Occupy), both plans as revealed, how it ended, the winning side (-1: none), the
// totals in half points (-1: not counted, as after a traitor call or an explosion), each side's forces lost
// to the Tanks in its resolution (its partner's with it) and whether each side's leader died there. Kept in
// BattleStep::results for the rest of the turn; the view lists this turn's (View::battles).
struct BattleResult {
  enum End : std::uint8_t { Totals, Traitor, BothTraitors, Explosion };
  std::int8_t turn = 0;
  TerritoryId territory = kNoTerritory;
  std::array<std::int8_t, 2> sides{-1, -1};
  std::array<std::int8_t, 2> partners{-1, -1};
  std::array<BattlePlanRec, 2> plans{};
  std::uint8_t end = Totals;  // an End
  std::int8_t winner = -1;
  std::array<std::int16_t, 2> totals{-1, -1};
  std::array<Forces, 2> lost{};
  std::array<bool, 2> leaderKilled{false, false};
  bool operator==(const BattleResult&) const = default;
};

struct BattleStep {
  enum Step : std::uint8_t {
    Choose,
    Voice,
    Prescience,
    Plans,
    Traitors,
    WinnerCards,
    Capture,
    Unmask,
    PoisonTooth,   // Ixians & Tleilaxu: the owner of a revealed Poison Tooth uses or withholds it
    AfterLosses,   // a faction module's window after the losses (Ixian Suboid substitution, Caladan)
    TechTransfer,  // Ixians & Tleilaxu technology tokens: the winner takes one of the loser's tokens
    Lead,          // Ecaz Occupy: Ecaz choose which of them and their ally fights (em.ecaz.occupy_battle)
    NexusEnd       // Nexus Cards: the battle's winner and loser holding a card may play it (NexusBattleEnd)
  } step = Choose;
  std::vector<std::int8_t> order;  // storm order this turn
  std::int8_t aggressorIndex = 0;  // index in order of the faction choosing battles now
  TerritoryId territory = kNoTerritory;
  std::array<std::int8_t, 2> sides{-1, -1};  // aggressor, defender
  std::array<BattlePlanRec, 2> plans{};      // SECRET until both are in
  std::int8_t voiceCommand = -1;             // VoiceCommand, public once given
  bool voiceMust = false;
  std::int8_t voiceTarget = -1;  // side index the Voice binds
  std::int8_t prescience = -1;   // PlanElement asked
  std::int8_t prescienceSide = -1;
  // Battle sides, not factions: bit 0 = sides[0] (aggressor), bit 1 = sides[1] (defender).
  std::uint8_t traitorAsked = 0;   // sides that answered the traitor window
  std::uint8_t traitorCalled = 0;  // sides that called traitor
  std::int8_t winner = -1;         // side index
  std::uint8_t keepable = 0;  // card kinds, not factions: the winner may keep 1 its weapon, 2 its defense
  // Advanced battle.
  bool karamaSee = false;         // Atreides Karama: the opponent's whole plan is shown (public fact)
  LeaderId captured = kNoLeader;  // Harkonnen capture: the leader drawn, awaiting keep or kill
  bool unmaskAsked = false;       // the UnmasksWinner owner has answered after this battle (expansions)
  // Ixians & Tleilaxu (it_treachery): the Poison Tooth revealed in this battle was withheld by its
  // owner (it kills nobody and is not discarded for use). Public.
  bool poisonToothWithheld = false;
  // Elite forces each side lost in this battle's losses and may still have back (the Ixian Suboid
  // substitution, Ixian sheet; a faction module's AfterLosses window clears its side). Public.
  std::array<std::uint8_t, 2> eliteLost{0, 0};
  // Ixians & Tleilaxu technology tokens (it_tech_tokens): the winner's token transfer of this battle is
  // settled (taken, or nothing to take). Public.
  bool techSettled = false;
  // Homeworlds (em_homeworlds): the winner's Homeworld offer after this battle (Caladan high, seed
  // HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md) is answered, taken or declined. Public.
  bool reinforcementAsked = false;
  // Ecaz Occupy (em.ecaz.occupy_battle): the faction index battling beside each side as one side with it
  // (Ecaz or their ally, the one not fighting; -1: none). Public.
  std::array<std::int8_t, 2> partners{-1, -1};
  // Moritani alliance (em.moritani.alliance): the loser's played cards a winner could keep, held back in its
  // hand until it keeps one (1 its weapon, 2 its defense; 0: none). Public.
  std::uint8_t lostKeepable = 0;
  // Moritani Karama power (em.moritani.karama_power): the losing Moritani have answered their offer to force
  // the winner's cards in this battle. Public.
  bool forceAsked = false;
  // Ecaz Karama power (em.ecaz.karama_power): declared for this battle (public).
  bool karamaDial = false;
  // Nexus Cards (em_nexus_cards), public: the second element the Atreides Cunning asks after the prescience
  // (PlanElement; -1: none), and the faction five of whose forces count as Sardaukar in this battle
  // (Emperor Cunning; -1: none).
  std::int8_t prescience2 = -1;
  std::int8_t virtualElite = -1;
  // The Nexus card window after a Harkonnen traitor call, before the resolution: open, and the holders that
  // answered it. Public.
  bool traitorWindow = false;
  FactionSet nexusAsked;
  // The window at the battle's end (BattleStep::NexusEnd) was opened for this battle. Public.
  bool nexusEndAsked = false;
  // Every battle resolved this Battle phase, in order (public; kept until the next Battle phase begins).
  std::vector<BattleResult> results;
  bool operator==(const BattleStep&) const = default;
};

// A public line of the game log. Private lines carry a seat mask. The line is kept structured (a
// format and its arguments, engine/core/text.hpp) and rendered when shown: text.str(). Lines read
// from a stored game hold their text as written.
struct LogEntry {
  std::int8_t turn = 0;
  Phase phase = Phase::Setup;
  Audience visibleTo = Audience::everyone();  // who may read it (public: spectators too)
  Text text;
  bool operator==(const LogEntry&) const = default;
};

enum class WinKind : std::uint8_t {
  None,
  Strongholds,
  AllianceStrongholds,
  Prediction,
  FremenSpecial,
  GuildSpecial,
  EndOfGame
};

struct Outcome {
  WinKind kind = WinKind::None;
  FactionSet winners;
  std::int8_t turn = 0;
  bool operator==(const Outcome&) const = default;
};

// --- per-faction state (JSON keys unchanged: the codec reads and writes the same keys) ---

// Atreides, Advanced battle (GF9 Rulebook 2019 p.17), all public.
struct AtreidesState {
  std::int16_t battleLosses = 0;                // Atreides forces lost in battles (Kwisatz Haderach at 7)
  bool kwisatzInTanks = false;                  // the Kwisatz Haderach died in a lasgun/shield explosion
  std::int8_t kwisatzUsedTurn = 0;              // turn the Kwisatz Haderach last accompanied a leader
  TerritoryId kwisatzTerritory = kNoTerritory;  // where it did that turn (one territory per turn)
  bool operator==(const AtreidesState&) const = default;
};

// Bene Gesserit prediction (GF9 Rulebook 2019 p.18).
struct BeneGesseritState {
  std::int8_t predictedFaction = -1;  // SECRET (Bene Gesserit)
  std::int8_t predictedTurn = 0;      // SECRET (Bene Gesserit)
  bool operator==(const BeneGesseritState&) const = default;
};

// Fremen, Advanced (adv-spice): the storm deck.
struct FremenState {
  std::int8_t stormCard = 0;  // SECRET (Fremen): the card drawn for the next storm; 0 = none
  bool operator==(const FremenState&) const = default;
};

// Harkonnen, Advanced Karama power (adv-karama), public: the faction whose whole hand the Harkonnen
// took (-1 = none) and how many cards the Harkonnen still owe it. While cards are owed, the
// KaramaGiveBack decision is the only one open, whatever the phase (phase_pending and the facade's
// check consult these fields).
struct HarkonnenState {
  std::int8_t handSwapTarget = -1;
  std::int8_t handSwapOwed = 0;
  bool operator==(const HarkonnenState&) const = default;
};

// Ixians (Ixians & Tleilaxu, GF9 2020, p.9), public: the Hidden Mobile Stronghold's move this turn.
struct IxianState {
  std::int8_t hmsMovedTurn = 0;  // the turn of the HMS's last move (its steps are counted in that turn)
  std::int8_t hmsSteps = 0;      // territories the HMS has moved in turn hmsMovedTurn (up to 3)
  bool hmsStopped = false;       // the Ixians ended this turn's move (pass)
  // SECRET (Ixians): the treachery cards drawn at setup, one per faction, until they keep one and deal
  // the others (ix.ixian.starting_card).
  std::vector<CardId> startingCards;
  bool operator==(const IxianState&) const = default;
};

// Tleilaxu (Ixians & Tleilaxu expansion, GF9 2020, Tleilaxu sheet and rulebook pp.6-7; the research
// checklist docs/expansions/IXIANS_TLEILAXU.md section 5). engine/rules/factions/tleilaxu/tleilaxu.cpp.
// CHOAM's Inflation token (CR (2h), cr.choam.inflation): the side up, None while in CHOAM's supply or gone.
enum class InflationSide : std::int8_t { None, Double, Cancel };

// CHOAM (CR (2h)); public, all of it: the Inflation token lies face up. inflationTurn: the turn it was
// played, or flipped; inflationAsked: the last turn whose Mentat Pause asked CHOAM about it.
struct ChoamState {
  InflationSide inflation = InflationSide::None;
  std::int8_t inflationTurn = 0;
  bool inflationFlipped = false;
  bool inflationGone = false;
  std::int8_t inflationAsked = 0;
  // The Worthless effects in force (cr.choam.worthless_effects), each for the turn it was played in (its turn
  // stamp; 0: never): Baliset bars `balisetFaction` moving into `balisetTerritory` (Shipment and Movement);
  // Jubba Cloak shelters CHOAM's forces in `jubbaTerritory` from the storm; Kulon gives CHOAM's move one
  // territory more; La La La denies `laLaLaFaction` its free revival.
  std::int8_t balisetTurn = 0;
  std::int8_t balisetFaction = -1;
  TerritoryId balisetTerritory = kNoTerritory;
  std::int8_t jubbaTurn = 0;
  TerritoryId jubbaTerritory = kNoTerritory;
  std::int8_t kulonTurn = 0;
  std::int8_t laLaLaTurn = 0;
  std::int8_t laLaLaFaction = -1;
  // CHOAM's Karama power under way: they discard cards for 3 spice each until they say done
  // (cr.choam.karama_power; public).
  bool karamaSelling = false;
  // The alliance card trade (cr.choam.ally_trade): the turn of the last one offered (0: never); the slot of
  // CHOAM's hand holding the card offered to their ally, awaiting its answer (-1: none; a slot, not the card,
  // so that a dealt-again hand stays consistent: which card it is, is CHOAM's and their ally's secret).
  std::int8_t tradeTurn = 0;
  std::int8_t tradeOfferSlot = -1;
  // The audit after a battle the Auditor led (cr.choam.audit; public): the battle (turn, territory,
  // opponent) it was last asked about, and how far it went there: 0 CHOAM to decide, 1 the opponent to pay
  // or not, 2 over.
  std::int8_t auditTurn = 0;
  TerritoryId auditTerritory = kNoTerritory;
  std::int8_t auditFoe = -1;
  std::int8_t auditStage = 0;
  // Tupile low (cr.hw.tupile; public): the factions CHOAM have questioned (once a game each).
  FactionSet tupileAsked;
  // Tupile occupied (cr.hw.tupile_occupied; public): the factions holding one card more (the Occupier and
  // its ally) when the Occupiers were last settled, and those whose bonus has ended over a hand larger than
  // their limit, to discard down before anything else happens.
  FactionSet tupileHand;
  FactionSet discardDown;
  bool operator==(const ChoamState&) const = default;
};

// CHOAM & Richese Stronghold cards (variant cr_strongholds, Advanced;
// engine/rules/components/stronghold_cards), public. Six cards, one per stronghold (stronghold_cards.hpp
// lists them in order).
inline constexpr int kStrongholdCards = 6;
struct StrongholdCardsState {
  // The faction index holding each card (-1: set aside), given at the end of each turn (cr.sh.custody).
  std::array<std::int8_t, kStrongholdCards> holder{-1, -1, -1, -1, -1, -1};
  // The mobile stronghold's card (cr.sh.mobile): the card whose advantage its holder copies in the battle
  // numbered `copyBattle` (the phase's battles resolved before it) of turn `copyTurn` (0: none declared).
  std::int8_t copyTurn = 0;
  std::int8_t copyBattle = 0;
  std::int8_t copy = -1;
  bool operator==(const StrongholdCardsState&) const = default;
};

// The CHOAM & Richese House Expansion's state in one record flattened into the game's JSON object (Game's
// field list is at Boost.Describe's limit): CHOAM's module, the Stronghold cards.
struct ChoamRicheseState {
  ChoamState choam;  // CHOAM (CR (2h)): their module's state (engine/rules/factions/choam)
  StrongholdCardsState strongholds;
  bool operator==(const ChoamRicheseState&) const = default;
};

struct TleilaxuState {
  std::vector<LeaderId> faceDancers;  // SECRET (Tleilaxu) but for those in `revealed`
  std::vector<LeaderId> revealed;     // public: Face Dancers revealed and not yet replaced
  // Revival (public): the turn of the grants below (0: none yet): the factions whose force revival
  // limit the Tleilaxu raised to 5 and (Advanced Karama power) the faction they stopped from reviving
  // (-1: none); the turn they last closed their revival window.
  std::int8_t grantsTurn = 0;
  FactionSet raisedLimit;
  std::int8_t revivalPrevented = -1;
  std::int8_t closedTurn = 0;
  // Face Dancer reveal (public): the forces the Tleilaxu may still bring from elsewhere on Arrakis into
  // the location `placeAt` of the battle just unmasked (0: none; rulebook p.6 (2h)).
  std::int8_t placeLeft = 0;
  LocationId placeAt = kNoLocation;
  // The turn whose Mentat Pause Face Dancer replacement the Tleilaxu have answered (0: none yet).
  std::int8_t mentatTurn = 0;
  // Early leader revival and Ghola buy-back (rulebook p.7 (2h); TO RequestPurpleRevival), public: the
  // faction asking the Tleilaxu to revive `askedLeader` from the Tanks, or to give it back when they hold
  // it as a Ghola (-1: no request open); the price they named (-1: not yet); the turn of the two sets
  // below: the factions that asked this turn (once a turn each) and those whose leader came back early
  // this turn (that was their leader revival of the turn, boundary 12.8 choice (a)).
  std::int8_t asker = -1;
  LeaderId askedLeader = kNoLeader;
  std::int16_t askedPrice = -1;
  std::int8_t askTurn = 0;
  FactionSet asked;
  FactionSet revivedEarly;
  bool operator==(const TleilaxuState&) const = default;
};

// Ixians & Tleilaxu technology tokens (variant it_tech_tokens; E1 p.5 (2h), docs/expansions/
// IXIANS_TLEILAXU.md section 6; engine/rules/components/tech/tech.cpp), all public.
enum class TechToken : std::uint8_t { AxlotlTanks, Heighliners, SpiceProduction };
inline constexpr int kTechTokens = 3;
struct TechState {
  std::array<std::int8_t, kTechTokens> owner{-1, -1, -1};  // faction index owning each token (-1: none)
  bool dealt = false;                                      // handed out (after the first storm)
  std::uint8_t triggered = 0;  // tokens triggered in the current phase (bit per TechToken), paid at its end
  bool operator==(const TechState&) const = default;
};

// The treachery card a faction put face down on top of the deck and knows (Game::knownTop).
// A treachery card a faction put face down into the deck after looking at it.
struct DeckCard {
  CardId card = kNoCard;
  std::int8_t by = -1;  // the faction index that knows it
  bool operator==(const DeckCard&) const = default;
};
struct KnownTop {
  CardId card = kNoCard;  // kNoCard: none
  std::int8_t by = -1;    // the faction index that knows it
  // The cards set aside at the bottom of the deck (the Ixians' set-aside with flag), bottom-most first,
  // while they are still in the deck: whoever set one aside knows it and where it is until it is drawn
  // (issue 35). The deck is only reshuffled once it is empty, so a card here is still at the bottom.
  std::vector<DeckCard> bottom;
  bool operator==(const KnownTop&) const = default;
};

// A masked window open now (DecisionSeats::Masked, engine/core/action.hpp): its kind and every seat asked in
// it since it opened, answered or not. Public: the view lists them all until the window closes, so that
// nobody learns who answered at once and who is still deciding. apply keeps it (engine.cpp, note_asked).
struct MaskedAsk {
  DecisionKind kind{};
  FactionSet seats;
  bool operator==(const MaskedAsk&) const = default;
};
struct TableRecord {
  KnownTop knownTop;
  std::vector<MaskedAsk> asked;
  bool operator==(const TableRecord&) const = default;
};

// Ixians & Tleilaxu (it_treachery): the Amal window at the beginning of a phase (Game::amal).
// Ixians & Tleilaxu (it_treachery): the Spice Blow's card windows. The Thumper window at the start of the
// phase is open (the Thumper decision); thumperAsked: seats that have answered it. The Harvester window right
// after a spice blow's territory card placed spice (the Harvester decision); harvesterWorm: a Shai-Hulud
// appeared in that blow (its Nexus follows the window); harvesterAsked: seats that answered. Public. Its
// fields are written into the game's object (flattened), under the keys they had as Game members.
struct BlowWindows {
  bool thumperWindow = false;
  FactionSet thumperAsked;
  bool harvesterWindow = false;
  bool harvesterWorm = false;
  FactionSet harvesterAsked;
  bool operator==(const BlowWindows&) const = default;
};

// The end of a phase is held while a faction module's window at WindowPoint::PhaseEnd waits (the CHOAM
// market: phases/controller.cpp, phase_end). answered: the owners that closed theirs at this phase end.
// Public.
struct PhaseEndHold {
  bool open = false;
  FactionSet answered;
  bool operator==(const PhaseEndHold&) const = default;
};

struct AmalWindow {
  bool open = false;
  FactionSet asked;
  bool operator==(const AmalWindow&) const = default;
};

// Moritani Terror tokens (Ecaz & Moritani pp.5-6 (2h)), one of each.
enum class TerrorToken : std::uint8_t { Assassination, Atomics, Extortion, Robbery, Sabotage, SneakAttack };
inline constexpr int kTerrorTokens = 6;
// Their wire keys (actions, views, snapshots, game-file positions).
inline constexpr std::array<std::string_view, kTerrorTokens> kTerrorTokenNames{
    "assassination", "atomics", "extortion", "robbery", "sabotage", "sneak_attack"};
// Where a Terror token is (EcazMoritaniState::terror): a territory id (face down in that stronghold), or:
inline constexpr std::int8_t kTerrorSupply = -1;     // in the Moritani's hidden supply
inline constexpr std::int8_t kTerrorGone = -2;       // revealed, out of the game
inline constexpr std::int8_t kTerrorExtortion = -3;  // the revealed Extortion, waiting for the Mentat Pause
// The Terror window after an entry (EcazMoritaniState::terrorStep).
enum class TerrorStep : std::uint8_t { None, Trigger, Offer, MustReveal, Gift, Discard };

// Ecaz Ambassadors (Ecaz & Moritani pp.4, 7-8 (2h)): one token for each faction but the Moritani, indexed
// by faction (EcazMoritaniState::ambassador). Where one is: a territory id (face up in that stronghold), or:
inline constexpr std::int8_t kAmbassadorPool = -1;    // not drawn (the Moritani's entry stays here, unused)
inline constexpr std::int8_t kAmbassadorSupply = -2;  // in Ecaz's supply
inline constexpr std::int8_t kAmbassadorSpent = -3;   // triggered and set aside
inline constexpr std::int8_t kAmbassadorGone = -4;    // out of the game (the Bene Gesserit token, once used)
// The Ambassador window after an entry (EcazMoritaniState::ambassadorStep): Ecaz triggers the token or
// passes; the entrant answers the Ecaz token's alliance; the beneficiary of the CHOAM token discards cards.
enum class AmbassadorStep : std::uint8_t { None, Trigger, Alliance, Discard };

// Ecaz & Moritani House Expansion (Game::em), public but for the Terror tokens' places (the view shows
// who placed what only to the Moritani).
// How long the faction controlling Duke Vidal keeps him (E3 pp.6-7, 9 (2h)): Ecaz through their Ambassador
// until he fights a battle (or the Moritani take him); the Moritani for one battle; the new ally Ecaz lent
// him to for this turn. A tenure for a turn ends at the Mentat Pause if he did not fight.
enum class DukeTenure : std::uint8_t { None, UntilBattle, OneBattle, ThisTurn };
// The Great Maker (em_great_maker; checklist rule 68, em.great_maker;
// engine/rules/components/great_maker/great_maker.cpp). Public.
struct GreatMakerState {
  // It appeared in the spice blow in progress: the Nexus phase that follows that blow holds its vote.
  bool appeared = false;
  // The vote on whether a Nexus occurs is open (Nexus phase, before any alliance): who voted yes and who
  // voted no so far (each seat once, in storm order). Kept, public, until the next Spice Blow phase.
  bool voting = false;
  FactionSet yes;
  FactionSet no;
  // The outcome of its last vote this turn: 0 none held; 1 a Nexus; 2 no Nexus.
  std::int8_t result = 0;
  // The Fremen may still ride it with reserve forces, once the Nexus (or the vote without one) and the
  // board worm ride are over.
  bool ride = false;
  bool operator==(const GreatMakerState&) const = default;
};

// Nexus Cards (em_nexus_cards; checklist rules 47-62, em.nexus.*;
// engine/rules/components/nexus_cards/nexus_cards.cpp). One card per faction of the twelve, named by the
// faction's index (a card's faction is its face).
struct NexusCardsState {
  std::vector<std::int8_t> deck;     // SECRET order (the top is the back); its size is public
  std::vector<std::int8_t> discard;  // face up, public
  // The card each faction holds (faction order; -1: none). SECRET (the holder); whether one is held is
  // public.
  std::array<std::int8_t, kFactions> held = [] {
    std::array<std::int8_t, kFactions> a{};
    a.fill(-1);
    return a;
  }();
  // The last turn a Nexus took place in, and the last turn whose draw (em.nexus.draw) opened (0: none).
  // Public.
  std::int8_t nexusTurn = 0;
  std::int8_t drawTurn = 0;
  // The draw is open; the seats that have answered it (the allied ones at once). Public.
  bool drawing = false;
  FactionSet drawn;
  // Harkonnen Cunning: the faction that drew a traitor card and now shuffles one back (-1: none). Public.
  std::int8_t returning = -1;
  // Lasting effects of cards played, public. Ixian Cunning: the faction whose Suboids count full strength
  // unsupported, and the turn (-1/0: none). Moritani Cunning: the turn whose Terror placement may go to any
  // territory of Arrakis. Guild or Richese Secret Ally: the faction whose shipment of this turn it shapes,
  // the turn, and the effect (NexusEffect).
  std::int8_t suboids = -1;
  std::int8_t suboidsTurn = 0;
  std::int8_t terrorTurn = 0;
  std::int8_t shipper = -1;
  std::int8_t shipTurn = 0;
  std::uint8_t shipEffect = 0;
  // Harkonnen Secret Ally: how many traitor cards the `returning` faction still shuffles back (Harkonnen
  // Cunning: 1). The Mentat Pause window: the turn it opened and the holders that answered it. Public.
  std::int8_t returnsLeft = 0;
  std::int8_t mentatTurn = 0;
  FactionSet mentatAsked;
  // Guild Cunning: the faction owed a second shipment at the end of its Shipment and Movement action this
  // turn (-1: none). Bene Gesserit Cunning: the faction flipping advisor groups to fighters in its action,
  // and the turn. Public.
  std::int8_t secondShip = -1;
  std::int8_t secondShipTurn = 0;
  std::int8_t flipper = -1;
  std::int8_t flipTurn = 0;
  // Harkonnen Betrayal: the traitor cards the Harkonnen draw in the next Mentat Pause for calls cancelled.
  std::int8_t owedTraitors = 0;
  // A moment asked of every holder that could play a card on it before it settles (decision nexus_window;
  // nexus_cards::Moment, 0: none), and the holders that answered. Its faction (the shipper, the Tleilaxu).
  // A shipment's payment is held back until the window closes: the shipper's share, its ally's, and
  // whether it paid the Karama rate (the Bank). A Face Dancer reveal's placement waits too: forces from
  // reserves, forces from the board and where from. The turn whose Spice Collection window opened. Public.
  std::uint8_t moment = 0;
  FactionSet momentAsked;
  std::int8_t momentBy = -1;
  std::int16_t heldOwn = 0;
  std::int16_t heldAlly = 0;
  bool heldKarama = false;
  std::int16_t revealReserves = 0;
  std::int16_t revealBoard = 0;
  LocationId revealFrom = kNoLocation;
  std::int8_t collectionTurn = 0;
  bool cancelled = false;  // a card cancelled the moment's effect (the Tleilaxu Betrayal)
  // A Shai-Hulud's appearance: where it waits to devour, and the factions whose forces the Fremen Secret
  // Ally spares there. The Fremen Cunning: the desert territory the Fremen may ride from after the Nexus,
  // and the turn. Public.
  TerritoryId wormAt = kNoTerritory;
  FactionSet spared;
  TerritoryId remoteRide = kNoTerritory;
  std::int8_t remoteRideTurn = 0;
  bool operator==(const NexusCardsState&) const = default;
};

// Discovery (em_discovery; checklist rules 63-67, em.discovery.*;
// engine/rules/components/discovery/discovery.cpp).
struct DiscoveryState {
  // The two pools, face down, shuffled at setup (DiscoveryToken values, drawn from the back). SECRET.
  std::vector<std::int8_t> hiereg;
  std::vector<std::int8_t> smuggler;
  // The face-down token at each Discovery card's site (card order; kNoDiscoveryToken: none). That a token
  // lies there is public; what it is, only the pool's privileged faction (the Fremen the Hiereg tokens, the
  // Guild the Smuggler tokens) and the factions in `seen` (who looked at it in Spice Collection) know.
  std::array<std::int8_t, kDiscoveryCards> site{-1, -1, -1, -1, -1, -1};
  std::array<FactionSet, kDiscoveryCards> seen{};
  // Each location token (DiscoveryToken order): the board location it was revealed at, its host (kNoLocation:
  // not revealed), and the turn it was revealed in. Public.
  std::array<LocationId, kDiscoveryLocations> host{-1, -1, -1, -1, -1};
  std::array<std::int8_t, kDiscoveryLocations> revealedTurn{};
  // Spice Collection: the turn whose reveals are offered, and the factions asked at each site in it.
  std::int8_t revealTurn = 0;
  std::array<FactionSet, kDiscoveryCards> asked{};
  // The Treachery Card Stash put this faction over its hand limit: it discards a card (-1: none).
  std::int8_t discardBy = -1;
  // The start of a turn: the free step into the locations revealed the turn before (the turn it is open in,
  // and who is done with it).
  std::int8_t entryTurn = 0;
  FactionSet entryDone;
  // The Storm phase: the turn the Testing Station was offered in and who was asked; whether it was used.
  std::int8_t testingTurn = 0;
  FactionSet testingAsked;
  bool testingUsed = false;
  // The Ornithopter: its holder (faction index; -1: none), the turn it was taken in (it flies on a later
  // turn), and whether it carries the move now being made.
  std::int8_t ornithopter = -1;
  std::int8_t ornithopterTurn = 0;
  bool ornithopterActive = false;
  bool operator==(const DiscoveryState&) const = default;
};

struct EcazMoritaniState {
  // em_treachery, Recruits (em.card.recruits.global): the turn whose Revival it was played in (0:
  // never). While it is this turn, every faction's free revival doubles and the force limit is 7.
  std::int8_t recruitsTurn = 0;
  // em_homeworlds: a send from reserves after a revival that a Homeworld's high face grants (Tleilax: the
  // forces revived free; Southern Hemisphere: the Fedaykin revived): the faction (index; -1: none), how
  // many it may still send, and whether they are its elite forces. Public.
  std::int8_t sendBy = -1;
  std::int8_t sendLeft = 0;
  bool sendElite = false;
  // em_homeworlds, Kaitain high: the turn whose end of Bidding the owner closed its discards in (0: none).
  std::int8_t discardTurn = 0;
  // em_homeworlds, Tleilax low: the turn whose Revival began with Tleilax low (0: none); the Tleilaxu take
  // no spice for other factions' free revival in that phase.
  std::int8_t tleilaxLowTurn = 0;
  // em_homeworlds, rule 79: the Occupiers that may still give their ally part of the occupied income they
  // took this Spice Collection, and what each took (faction order). Public.
  FactionSet shareOpen;
  std::array<std::int8_t, kFactions> shareMax{};
  // em_homeworlds, occupation (rule 78, em.hw.occupier; boundary em.hw.boundary.occupier_lifecycle, choice
  // (a)): the Occupier of each Homeworld (HomeworldId order; faction index, -1: none). The last foreign
  // faction found alone on the card occupies it until another faction is found alone there (the natives
  // alone free it). Public.
  std::array<std::int8_t, kHomeworlds> occupier = [] {
    std::array<std::int8_t, kHomeworlds> a{};
    a.fill(-1);
    return a;
  }();
  // em_homeworlds, rule 75 (em.hw.emperor_transfer; Advanced): the reserves of the faction with two
  // Homeworlds (the Emperor) that stand on the other one: normal forces on its elite forces' card (Salusa
  // Secundus), elite forces on its normal forces' card (Kaitain); each at most its reserves of that kind.
  // Public.
  std::uint8_t crossNormal = 0;
  std::uint8_t crossElite = 0;
  // --- Moritani (Ecaz & Moritani pp.5-6 (2h); engine/rules/factions/moritani/moritani.cpp) ---
  bool moritaniPlaced = false;  // setup: their 6 forces are on the board
  // Where each Terror token is (TerrorToken order; kTerrorSupply, kTerrorGone, kTerrorExtortion or a
  // territory). Secret while face down: the view shows a token's territory, its identity only to them.
  std::array<std::int8_t, kTerrorTokens> terror{-1, -1, -1, -1, -1, -1};
  std::int8_t terrorTurn = 0;  // the turn whose Mentat Pause they placed, moved or passed in (0: none)
  // The Terror window after an entry: its step, the entrant (faction index, -1: none), the stronghold.
  TerrorStep terrorStep = TerrorStep::None;
  std::int8_t entrant = -1;
  TerritoryId entered = kNoTerritory;
  // Atomics: the Aftermath token's territory (no shipment into it ever after); whether their hand limit
  // is down by 1, and whose besides (the ally at detonation, -1: none; boundary em.boundary.atomics_ally).
  TerritoryId aftermath = kNoTerritory;
  bool atomicsRevealed = false;
  std::int8_t atomicsAlly = -1;
  // Extortion in the Mentat Pause: the position in storm order of the faction asked to pay (-1: not yet).
  std::int8_t extortionAsk = -1;
  // Advanced, Assassinate Leaders: the factions whose leader they assassinated (once each), the traitor
  // cards revealed for it (public; set aside at the next Mentat Pause, when they draw replacements), and the
  // battle whose offer they answered (turn, territory, winner).
  FactionSet assassinated;
  std::vector<LeaderId> assassinCards;
  std::int8_t assassinTurn = 0;
  TerritoryId assassinTerritory = kNoTerritory;
  std::int8_t assassinFoe = -1;
  // The token the open Terror window asks about (TerrorToken; -1: none): with Grumman high two tokens may
  // share a stronghold, and each is asked in turn.
  std::int8_t triggerToken = -1;
  // Homeworlds, Grumman high: the turn whose Spice Collection they answered the card's offer in (0: none).
  std::int8_t grummanTurn = 0;
  // --- Ecaz (Ecaz & Moritani pp.7-8 (2h); engine/rules/factions/ecaz/ecaz.cpp) ---
  // Where each Ambassador is (faction order; kAmbassadorPool, kAmbassadorSupply, kAmbassadorSpent,
  // kAmbassadorGone or a territory). Placed tokens are face up; the supply's identities are Ecaz's only.
  std::array<std::int8_t, kFactions> ambassador = [] {
    std::array<std::int8_t, kFactions> a{};
    a.fill(kAmbassadorPool);
    return a;
  }();
  FactionSet ambassadorCohort;         // the random tokens drawn last (five), until every one is used
  std::int8_t ambassadorTurn = 0;      // the turn of the placements counted in ambassadorsPlaced
  std::int8_t ambassadorsPlaced = 0;   // placed in that turn's Revival (the next costs one more)
  std::int8_t ambassadorDoneTurn = 0;  // the turn whose placement window Ecaz closed (0: none)
  AmbassadorStep ambassadorStep = AmbassadorStep::None;
  std::int8_t ambassadorAsked = -1;    // the token the open window asks about (faction index; -1: none)
  std::int8_t ambassadorFor = -1;      // the CHOAM token's beneficiary while it discards (-1: none)
  std::int8_t ambassadorEntrant = -1;  // the faction whose entry the open window answers (-1: none)
  // Advanced, Loyalty: the Ecaz traitor card set aside face up before the traitors are dealt (public).
  LeaderId loyalty = kNoLeader;
  // --- Duke Prad Vidal (E3 pp.3, 6-9 (2h); rules em.duke.*): the one shared disc (kDukeVidal), public. His
  // state as a leader (Available or in the Tanks, deaths, the territory he fought in this turn), the
  // faction controlling him (index; -1: set aside, nobody's), for how long, and whether the Ecaz Ambassador's
  // alliance now offered lends him to the entrant if accepted.
  LeaderState duke;
  std::int8_t dukeHolder = -1;
  DukeTenure dukeTenure = DukeTenure::None;
  bool dukeLoanOffered = false;
  // The Great Maker (em_great_maker).
  GreatMakerState greatMaker;
  // Nexus Cards (em_nexus_cards).
  NexusCardsState nexusCards;
  // Junction high (em.hw.junction.high): the turn the Guild were last asked to offer a cross-planet
  // shipment, the factions they were asked for in it, and the offer standing (the faction; -1: none) with
  // its price (half or full). Public.
  std::int8_t junctionTurn = 0;
  FactionSet junctionAsked;
  std::int8_t junctionOffer = -1;
  bool junctionHalf = false;
  // Discovery tokens (em_discovery).
  DiscoveryState discovery;
  bool operator==(const EcazMoritaniState&) const = default;
};

struct Game {
  Ruleset ruleset;
  std::uint64_t seed = 0;     // SECRET (server only)
  Rng rng;                    // SECRET
  std::uint32_t version = 0;  // number of accepted actions
  std::int8_t turn = 1;
  Phase phase = Phase::Setup;
  std::int8_t stormSector = 0;
  bool atomicsUsed = false;  // Family Atomics: Imperial Basin, Arrakeen, Carthag lose protection
  std::array<Player, kFactions> players{};
  // Derived from players[].inGame and .circle, which never change after setup: the seated factions'
  // indices in faction order and in circle order (ascending sector), so that the seating and the
  // storm order (asked for on every decision) are not recomputed from the twelve players each time.
  // Not serialized: index_seats() rebuilds it where a game is made (new_game) or read (read_game);
  // check_invariants compares it with the players. It compares equal always, as a derived cache.
  struct Seating {
    std::array<std::int8_t, kFactions> byFaction{}, byCircle{};
    std::int8_t n = 0;
    FactionList seats;  // byFaction as factions (factions_in_game)
    // For each storm sector, the first place in byCircle past it (storm_order starts there).
    std::array<std::int8_t, kSectors> stormStart{};
    // byCircle as factions, turned to start at each place (storm_order's answers).
    std::array<FactionList, kFactions> fromPlace{};
    bool operator==(const Seating&) const { return true; }
  } seating;
  // A scoped cache of the open decisions (rules/common.hpp, PendingScope). Enumerating legal moves
  // and validating an action ask "has this seat this decision open?" many times of one unchanged
  // game; inside a scope the first answer is kept. It is filled and read only inside a scope, on the
  // thread that holds the game, while the game cannot change: apply closes its scope before it
  // executes. Not serialized, not copied (a copy or an assigned game starts with it empty), and it
  // compares equal always, as a derived cache.
  struct PendingMemo {
    DecisionList open;       // filled in place (rules/phases/controller.cpp scoped_pending)
    std::uint8_t depth = 0;  // scopes open on this game
    bool filled = false;
    // The last path search of the scope (rules/movement.cpp reachable): a candidate move and its check
    // ask the same question of the same game.
    bool reachFilled = false;
    std::int8_t reachFaction = -1, reachRange = -1;
    LocationId reachFrom = kNoLocation;
    std::array<std::int8_t, kLocations> reach{};
    PendingMemo() = default;
    PendingMemo(const PendingMemo&) {}
    PendingMemo& operator=(const PendingMemo&) {
      filled = reachFilled = false;
      return *this;
    }
    void clear() { filled = reachFilled = false; }
    bool operator==(const PendingMemo&) const { return true; }
  };
  mutable PendingMemo pendingMemo;
  Board board{};  // only through engine/core/board.hpp (the codec aside)
  std::array<std::int16_t, kLocations> spice{};
  std::uint64_t wormRides = 0;    // territories (bit per id) where Fremen survived a worm this turn
  std::int32_t bankOut = 0;       // net spice the bank has paid out since setup (ledger for checks)
  AdvantageBits karamaStops = 0;  // advantages (bit per Advantage) a Karama stopped this phase; public

  std::vector<CardId> treacheryDeck;      // SECRET order; back() is the top
  std::vector<CardId> treacheryDiscard;   // public
  std::vector<SpiceCardId> spiceDeck;     // SECRET order; back() is the top
  std::vector<SpiceCardId> spiceDiscard;  // public
  std::vector<LeaderId> traitorDeck;      // SECRET

  // Per-faction state: what only one faction's rules read and write (engine/rules/factions/).
  AtreidesState atreides;
  BeneGesseritState beneGesserit;
  FremenState fremen;
  HarkonnenState harkonnen;
  IxianState ixian;
  // Ixians & Tleilaxu p.9: the board location the mobile stronghold (kMobileStronghold) points at, or
  // kNoLocation before it is placed (or when it is not in the game); public.
  LocationId mobileHost = kNoLocation;
  TleilaxuState tleilaxu;
  ChoamRicheseState cr;  // CHOAM & Richese House Expansion (issue 37)

  SetupStep setup;
  StormStep storm;
  NexusStep nexus;
  FactionSet charityDone;  // factions that claimed (or were paid) CHOAM Charity this turn
  BiddingStep bidding;
  FactionSet revivalDone;  // factions done reviving this turn
  ShipMoveStep shipMove;
  BattleStep battle;
  // The two players who last used battle wheels dial the storm after turn 1 (GF9 p.7);
  // until a battle has been fought these are the first turn's dialers.
  std::array<std::int8_t, 2> lastWheel{-1, -1};

  // --- Advanced: double spice blow and the Fremen storm deck (adv-spice) ---
  std::vector<SpiceCardId> spiceDiscardB;  // public: the second spice discard pile (B)
  std::int8_t spiceBlowPile = 0;           // the pile of the blow in progress this phase: 0 = A, 1 = B
  // Advanced (Fremen sheet, Sandworms): a Shai-Hulud after the first of the blow in progress waits for
  // the Fremen to choose its sand territory (the WormPlacement decision); public.
  bool wormToPlace = false;
  // Ixians & Tleilaxu (it_treachery): the Thumper and Harvester windows of the Spice Blow (BlowWindows).
  BlowWindows blowWindows;
  // Turn 1: the Shai-Hulud cards set aside this phase (shuffled back at its end); public. Non-empty only
  // while a window pauses the first turn's Spice Blow.
  std::vector<SpiceCardId> spiceSetAside;
  // Ixians & Tleilaxu (it_treachery): the Amal window at the beginning of g.phase is open (the Amal
  // decision, asked of the seats holding a card; the phase's first step waits); amal.asked: seats that
  // passed. Public.
  AmalWindow amal;
  // The end of the phase g.phase, held while a faction module's window there waits (PhaseEndHold).
  PhaseEndHold phaseEnd;
  // Ixians & Tleilaxu technology tokens (it_tech_tokens; engine/rules/components/tech/tech.cpp). Public.
  TechState tech;

  // Advanced battle (public).
  std::array<std::int8_t, kFactions> eliteRevivedTurn{};  // turn each faction last revived an elite force

  // Ixians & Tleilaxu, Sandtrout (it_sandtrout; IXIANS_TLEILAXU.md row 57), public: 0 none; 1 Sandtrout
  // was revealed in this Spice Blow phase and the next Shai-Hulud causes no Nexus; 2 that Shai-Hulud
  // came, and the next territory card of the phase places double spice; 3 spent (a Shai-Hulud was
  // quieted this turn), until the next Spice Blow phase.
  std::int8_t sandtrout = 0;
  // The treachery card a faction put face down on top of the deck after looking at it (the Ixians'
  // set-aside in Bidding, ix.ixian.technology_bidding), while it is still in the deck: that faction
  // (knownTop.by) knows it and sees it whenever it is the top card. SECRET (knownTop.by).
  // With the seats asked in each masked window open now (issue 35), in one record flattened into the game's
  // JSON object (Game's field list is at Boost.Describe's limit).
  TableRecord table;
  // Ecaz & Moritani House Expansion (issue 14): the expansion's state in one record (Game's field list
  // is at Boost.Describe's limit). Public.
  EcazMoritaniState em;

  std::vector<LogEntry> log;
  Outcome outcome;

  bool operator==(const Game&) const = default;

  Player& player(Faction f) { return players[static_cast<std::size_t>(f)]; }
  const Player& player(Faction f) const { return players[static_cast<std::size_t>(f)]; }
  bool in_game(Faction f) const { return player(f).inGame; }
  // The faction's own leaders (its sheet's, leader_slot order); Player::leaders has room for the
  // longest sheet, the slots past leader_count(f) are unused.
  std::span<LeaderState> leaders(Faction f) {
    return {player(f).leaders.data(), static_cast<std::size_t>(leader_count(f))};
  }
  std::span<const LeaderState> leaders(Faction f) const {
    return {player(f).leaders.data(), static_cast<std::size_t>(leader_count(f))};
  }
};

inline bool advanced(const Game& g) { return g.ruleset.kind == RulesetKind::Advanced; }
// The seating index of g.players (see Game::seating); index_seats stores it in g.
inline Game::Seating seating_of(const Game& g) {
  Game::Seating s;
  for (int i = 0; i < kFactions; ++i)
    if (g.players[static_cast<std::size_t>(i)].inGame) {
      s.byFaction[static_cast<std::size_t>(s.n++)] = static_cast<std::int8_t>(i);
      s.seats.push_back(faction_at(i));
    }
  s.byCircle = s.byFaction;
  auto circle = [&](std::int8_t i) { return g.players[static_cast<std::size_t>(i)].circle; };
  for (int a = 1; a < s.n; ++a)  // insertion sort of at most twelve seats, by circle
    for (int b = a; b > 0 && circle(s.byCircle[static_cast<std::size_t>(b - 1)]) >
                                 circle(s.byCircle[static_cast<std::size_t>(b)]);
         --b)
      std::swap(s.byCircle[static_cast<std::size_t>(b - 1)], s.byCircle[static_cast<std::size_t>(b)]);
  for (int sector = 0; sector < kSectors; ++sector) {
    std::int8_t start = 0;
    while (start < s.n && circle(s.byCircle[static_cast<std::size_t>(start)]) <= sector) ++start;
    s.stormStart[static_cast<std::size_t>(sector)] = start;
  }
  for (int start = 0; start < s.n; ++start)
    for (int k = 0; k < s.n; ++k)
      s.fromPlace[static_cast<std::size_t>(start)].push_back(
          faction_at(s.byCircle[static_cast<std::size_t>((start + k) % s.n)]));
  return s;
}
inline void index_seats(Game& g) { g.seating = seating_of(g); }

// While a PendingScope is open on g, the open decisions are worked out once (phase_pending) and kept
// in g.pendingMemo. Whoever opens one must not change g until it closes: legal-move enumeration and
// apply's validation (engine/engine.cpp), a bot's look at one game (bots/match.cpp). Scopes nest; the
// last one to close empties the memo.
class PendingScope {
 public:
  explicit PendingScope(const Game& g) : g_(g) { ++g_.pendingMemo.depth; }
  ~PendingScope() {
    if (--g_.pendingMemo.depth == 0) g_.pendingMemo.clear();
  }
  PendingScope(const PendingScope&) = delete;
  PendingScope& operator=(const PendingScope&) = delete;

 private:
  const Game& g_;
};

}  // namespace dune
