// The heuristic bot's preferences, in one table so that tuning reads as policy, not code.
// Scores are in "spice-equivalent" units: 1.0 is worth about one spice to the bot.
#pragma once

#include <cstddef>

namespace dune::bots::weights {

// --- the board ----------------------------------------------------------------------------------
inline constexpr double kStronghold = 18.0;          // holding one stronghold alone
inline constexpr double kStrongholdProgress = 0.75;  // extra share of it per other stronghold we hold
inline constexpr double kVictoryMove = 200.0;        // a move that reaches the stronghold count to win
inline constexpr double kWinningBattleShare = 0.5;   // factor on kVictoryMove for a contested last one
inline constexpr double kLastTurnUrgency = 2.0;      // factor on stronghold values on the last turn
inline constexpr double kBlockWin = 60.0;            // contesting a stronghold of a faction about to win
inline constexpr double kBlockFloor = 0.0;      // share of kBlockWin left on the last turn (not Guild/Fremen)
inline constexpr double kSpiceCollected = 1.2;  // per spice our forces will collect
inline constexpr int kCollectPerForce = 2;      // GF9 p.11: two spice per force
inline constexpr double kExposedForce = 0.6;    // per force on sand near the storm's path
inline constexpr int kStormReach = 6;           // sectors ahead of the storm counted as danger
inline constexpr double kStormOwnLoss = 1.5;    // per own force the storm would sweep (enemy: 1)
inline constexpr double kForceOnBoard = 0.3;    // per force on the planet rather than in reserve
inline constexpr double kSpiceSpent = 1.0;      // per spice paid for a shipment
inline constexpr double kLastSpiceExtra = 0.6;  // extra per spice when spending leaves under 5
inline constexpr int kComfortSpice = 5;
inline constexpr double kLastTurnSpiceFactor = 0.3;  // factor on spice costs on the last turn
inline constexpr int kGarrison = 4;                  // forces that hold an uncontested stronghold well
inline constexpr double kOverGarrison = 0.25;        // per force beyond what a stronghold needs
inline constexpr double kContestEdge = 2.0;          // forces we want beyond the enemy's to attack
inline constexpr double kLeaveStronghold = 1.2;      // factor on the value lost by leaving a stronghold
// Advanced: per Sardaukar / Fedaykin sent where enemies are (a battle expected: they count double),
// and per one sent where none are (kept back for a battle instead; one revives a turn).
inline constexpr double kEliteToBattle = 1.5;
inline constexpr double kEliteKept = 0.4;

// --- factions' own goals -------------------------------------------------------------------------
inline constexpr double kFremenSietch = 12.0;        // Fremen: Sietch Tabr and Habbanya Sietch (p.16)
inline constexpr double kFremenTuekDenial = 6.0;     // Fremen: keep Tuek's Sietch free of H/A/E
inline constexpr double kGuildStallBonus = 1.5;      // Guild: factor on blocking (wins if nobody does)
inline constexpr double kEmperorBidFactor = 1.4;     // Emperor: spice flows back from others' bids
inline constexpr double kHarkonnenCardFactor = 1.3;  // Harkonnen: a second card per purchase

// --- treachery cards (value of holding one more) ------------------------------------------------
inline constexpr double kUnknownCard = 5.0;  // a card we cannot see (blind bid)
inline constexpr double kFirstWeapon = 9.0;
inline constexpr double kFirstDefense = 8.0;
inline constexpr double kExtraWeapon = 4.0;
inline constexpr double kExtraDefense = 3.5;
inline constexpr double kKarama = 8.0;
inline constexpr double kCheapHero = 4.0;
inline constexpr double kUtilityCard = 3.0;  // Truthtrance, Weather Control, Hajr, Ghola, ...
inline constexpr double kWorthless = 0.2;
inline constexpr double kBidBudgetShare = 0.25;  // at most this share of our spice on one card
inline constexpr int kBidReserve = 2;            // spice kept back for shipping

// --- revival -----------------------------------------------------------------------------------
inline constexpr double kRevivedForce = 2.0;    // per force back in reserve (paid at 2 each)
inline constexpr double kForceScarcity = 8.0;   // extra per force with none alive (falls as the square)
inline constexpr int kHealthyForces = 16;       // forces alive (reserves, board) at which that extra is 0
inline constexpr double kRevivedLeader = 9.0;   // a leader back (paid at its strength)
inline constexpr double kLeaderShortage = 6.0;  // extra when we have no leader left to fight
inline constexpr double kRevivedElite = 2.5;    // extra per Sardaukar / Fedaykin back (Advanced)
inline constexpr double kRevivedKwisatz = 8.0;  // the Kwisatz Haderach back (Atreides, Advanced)
inline constexpr double kKaramaKept = 3.0;      // Emperor: Karama held back for a bid or shipment
inline constexpr double kPlayFirst = 100.0;     // an extra revival that leaves the normal one open

// --- Harkonnen capture (Advanced) ------------------------------------------------------------------
inline constexpr double kCapturedLeaderPerStrength = 1.0;  // keeping a captive to fight with
inline constexpr double kCaptureKillSpice = 2.0;           // killing it: 2 spice from the bank
inline constexpr double kCaptureDenial = 1.5;              // and its owner must revive it

// --- battle ------------------------------------------------------------------------------------
inline constexpr double kBattleWin = 20.0;         // winning the battle, before stakes
inline constexpr double kStakePerForce = 1.2;      // per force in the territory on either side
inline constexpr double kDialLoss = 1.0;           // per force dialled (lost even in victory)
inline constexpr double kLeaderLoss = 1.0;         // per strength point of a leader likely to die
inline constexpr double kCardLoss = 3.5;           // a card played and likely discarded
inline constexpr double kKillLeader = 0.8;         // per strength point of an enemy leader killed
inline constexpr double kTraitorCall = 1000.0;     // calling a traitor on the revealed leader
inline constexpr double kOpponentDialShare = 0.5;  // share of their forces we expect them to dial
// Ixians & Tleilaxu (it_cheap_hero_traitor): keeping the Cheap Hero traitor card (any Cheap Hero).
inline constexpr double kCheapHeroTraitorPick = 3.0;
// Advanced battle (spice dialing, elites, the Kwisatz Haderach).
inline constexpr double kOpponentSupportShare = 0.5;  // share of their dial we expect them to back with spice
inline constexpr double kBattleSpiceFactor = 1.1;     // factor on the spice cost of supporting a dial
inline constexpr double kEliteDialLoss = 0.8;         // extra per elite force dialled (lost in victory)
inline constexpr double kKwisatzSafety = 0.5;         // a leader with it cannot be called traitor
inline constexpr std::size_t kPlanBases = 4;          // leader/card combinations tried with every dial

// --- alliances ---------------------------------------------------------------------------------
inline constexpr double kAllyBase = 0.0;           // any alliance: shared win at four strongholds
inline constexpr double kAllyPerStronghold = 4.0;  // per stronghold the partner holds
inline constexpr double kAllyOfferedUs = 6.0;      // they already asked us: it will form now
inline constexpr double kStayAlone = 8.0;          // Pass: value of our own, unshared win

// --- Bene Gesserit -----------------------------------------------------------------------------
inline constexpr int kPredictTurn = 5;  // stronghold wins are common from turn 4 to 6

// --- tie breaks ----------------------------------------------------------------------------------
inline constexpr double kNever = -1000.0;  // actions the bot never takes while anything else is legal
inline constexpr double kNoise = 0.05;     // random jitter so equal scores vary by seed

}  // namespace dune::bots::weights
