// A seat's (or a spectator's) projection of the game: what a player at the table would see.
// This is the only way information leaves the engine. Never contains another seat's hand,
// traitors, sealed plan or dial, the Bene Gesserit prediction, any deck order or the seed.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/board.hpp"
#include "engine/core/state.hpp"
#include "engine/data/homeworlds.hpp"
#include "engine/rules/quotes.hpp"

namespace dune {

struct Viewer {
  std::optional<Faction> seat;  // nullopt: spectator (public view)
  static Viewer spectator() { return {}; }
  static Viewer of(Faction f) { return {f}; }
};

struct KnownCard {
  Faction owner;
  CardId card;
  bool operator==(const KnownCard&) const = default;
};

struct PlayerView {
  bool inGame = false;
  Faction faction = Faction::Atreides;
  std::int8_t circle = 0;
  std::int16_t spice = 0;  // -1 for other seats (behind the shield) until the game is over
  Forces reserves, tanks;
  std::int8_t handCount = 0;
  std::array<LeaderState, kMaxLeadersPerFaction> leaders{};
  std::int8_t ally = kNoAlly;
  bool karamaPowerUsed = false;
  std::int16_t bribes = 0;  // spice in front of the shield: public
  bool operator==(const PlayerView&) const = default;
};

struct SourceBoundary {
  std::string rule;     // registry id
  std::string message;  // what the sources leave open, and the choice offered
  bool operator==(const SourceBoundary&) const = default;
};

// Homeworlds (em_homeworlds; em.hw.threshold): a Homeworld on the table, its native reserves and its
// side now. Public: reserves are counted in the open (GF9 p.2), and so is the card's side.
struct HomeworldStatus {
  HomeworldId id{};
  std::int8_t natives = 0;
  bool high = true;
  std::int8_t occupier = -1;  // faction index of its Occupier (rule 78), -1: none; public
  std::int8_t battle = 0;     // what its native adds to the dial in a battle there now (rule 80)
  bool operator==(const HomeworldStatus&) const = default;
};

// Moritani Terror tokens (Ecaz & Moritani pp.5-6 (2h)): a face-down token on the board; its identity
// (TerrorToken) only for the Moritani seat, -1 for everyone else.
struct TerrorView {
  TerritoryId territory = kNoTerritory;
  std::int8_t token = -1;
  bool operator==(const TerrorView&) const = default;
};
// Ecaz Ambassadors (Ecaz & Moritani p.7 (2h)): a face-up token on the board (token = its faction's index).
using AmbassadorView = TerrorView;

struct View {
  std::optional<Faction> seat;
  Ruleset ruleset;
  std::uint32_t version = 0;
  std::int8_t turn = 1;
  Phase phase = Phase::Setup;
  std::int8_t stormSector = 0;
  bool atomicsUsed = false;
  AdvantageBits karamaStops = 0;  // advantages a Karama stopped for the rest of this phase (public)
  std::array<PlayerView, kFactions> players{};
  Board board{};  // read with forces_at (engine/core/board.hpp)
  std::array<std::int16_t, kLocations> spice{};
  std::int16_t treacheryDeckCount = 0, spiceDeckCount = 0;
  std::vector<CardId> treacheryDiscard;
  std::vector<SpiceCardId> spiceDiscard;
  // Advanced (adv-spice): the second spice discard pile (public) and the storm card the Fremen
  // drew for the next Storm phase (the Fremen seat only; 0 for everyone else).
  std::vector<SpiceCardId> spiceDiscardB;
  std::int8_t nextStormCard = 0;
  // Advanced (Fremen, Sandworms; public): a Shai-Hulud waits for the Fremen to place it; the pile of
  // the blow (0 = A, 1 = B) and the territory it devours if they pass (kNoTerritory: none).
  bool wormToPlace = false;
  std::int8_t wormPile = 0;
  TerritoryId wormDefault = kNoTerritory;
  // Ixians & Tleilaxu p.9 (public, written by the Ixian module's view hook): the Hidden Mobile
  // Stronghold is in the game, and the location it points at (kNoLocation before it is placed).
  bool mobileStronghold = false;
  LocationId mobileHost = kNoLocation;

  // The seat's own secrets (empty for spectators).
  std::vector<CardId> hand;
  std::vector<LeaderId> traitors;
  std::vector<LeaderId> traitorDraw;
  std::int8_t predictedFaction = -1, predictedTurn = 0;
  std::vector<KnownCard> knownCards;  // other seats' cards this seat has legitimately seen

  // Phase detail that is public, or the seat's own.
  std::int16_t bidCardCount = 0;  // cards up for auction this Bidding phase
  std::int8_t bidIndex = 0;
  std::int8_t highBidder = -1;
  std::int16_t highBid = 0;
  std::int8_t bidTurn = -1;
  CardId cardUpForBid = kNoCard;  // only for a seat entitled to see it (Atreides prescience)
  // Ixians & Tleilaxu p.8: the cards drawn for this auction not yet sold, for the seat that looked at
  // them all (the Ixians; written by their module's view hook); empty for everyone else.
  std::vector<CardId> auctionCardsSeen;
  // Ixians & Tleilaxu pp.8-9 (2h), Advanced technology: the Ixians swapped a card up for bid this
  // Bidding phase (public: ix.boundary.technology_swap_public; which cards, only they know).
  bool cardSwapped = false;
  // Ixians & Tleilaxu (Ixian sheet): the cards drawn at setup for the Ixians to keep one and deal the
  // others, for the Ixian seat only (their module's view hook); empty for everyone else.
  std::vector<CardId> startingCardsSeen;
  // The top card of the treachery deck, for the seat that put it there face down after looking at it
  // (the Ixians' set-aside in Bidding) while it is still on top; kNoCard for everyone else.
  CardId knownDeckTop = kNoCard;
  // The cards this seat set aside face down at the bottom of the treachery deck, bottom-most first, while
  // they are still in it (issue 35: it chose them and knows where they are); empty for everyone else.
  std::vector<CardId> knownDeckBottom;
  // Ixians & Tleilaxu, Sandtrout (public): 1 Sandtrout was revealed this Spice Blow phase (the next
  // Shai-Hulud causes no Nexus); 2 the next territory card places double spice; 3 spent this turn;
  // 0 none.
  std::int8_t sandtrout = 0;
  // Ecaz & Moritani, Recruits (public): played this turn, so free revival is doubled and the limit 7.
  bool recruits = false;
  // Ecaz & Moritani, the Great Maker (em_great_maker; public): its vote on a Nexus (open, who voted yes
  // and no, the outcome) and whether the Fremen may still ride it with reserves; default when none.
  GreatMakerState greatMaker;
  // Discovery (em_discovery; public but a face-down token's identity): the token at each Discovery card's
  // site (-1: none; kDiscoveryTokens: face down, unseen by this seat; else the token, for the seat that may
  // see it), each location token's host (kNoLocation: not on the map), the pools' sizes, the Ornithopter's
  // holder (faction index, -1: none) and whether it flies now.
  bool discovery = false;
  std::array<std::int8_t, kDiscoveryCards> discoverySite{-1, -1, -1, -1, -1, -1};
  std::array<LocationId, kDiscoveryLocations> discoveryHost{-1, -1, -1, -1, -1};
  std::int8_t hieregLeft = 0, smugglerLeft = 0;
  std::int8_t ornithopter = -1;
  bool ornithopterActive = false;
  // Moritani (written by their module's view hook while they are seated): the Terror tokens on the board
  // (territory order; identities for the Moritani only), how many wait in their supply (public) and which
  // (theirs only), the revealed ones out of the game and the Atomics Aftermath (public), the revealed
  // Extortion waiting for the Mentat Pause, and the entry a token may answer now (entrant, stronghold).
  // CHOAM (written by their module's view hook while they are seated; public): the Inflation token's side up
  // (None while in their supply or gone), whether it has flipped and whether it has left the game.
  bool choamSeated = false;
  InflationSide inflation = InflationSide::None;
  bool inflationFlipped = false;
  bool inflationGone = false;
  // CHOAM's Karama power under way (public); the card CHOAM offer their ally in the alliance card trade
  // (CHOAM's and the ally's seats only; kNoCard for everyone else, or none offered).
  bool choamKaramaSelling = false;
  CardId choamTradeOffer = kNoCard;
  bool moritaniSeated = false;
  std::vector<TerrorView> terror;
  std::int8_t terrorSupply = 0;
  std::vector<std::int8_t> terrorSupplyTokens;
  std::vector<std::int8_t> terrorGone;
  TerritoryId aftermath = kNoTerritory;
  bool extortionPending = false;
  std::int8_t terrorEntrant = -1;
  TerritoryId terrorEntered = kNoTerritory;
  std::int8_t terrorAsked = -1;  // the token the Moritani are asked about now (their seat only)
  // Ecaz (written by their module's view hook while they are seated; Ecaz & Moritani pp.7-8 (2h)): the
  // Ambassadors on the board, face up (token = faction index); the supply's count (public) and its tokens
  // (Ecaz's seat only); the tokens set aside and the one gone; the next placement's price; the token the
  // open entry window asks about (-1: none); Advanced, the Loyalty traitor card set aside face up.
  bool ecazSeated = false;
  std::vector<AmbassadorView> ambassadors;
  std::int8_t ambassadorSupply = 0;
  std::vector<std::int8_t> ambassadorSupplyTokens;
  std::vector<std::int8_t> ambassadorsSpent;
  std::vector<std::int8_t> ambassadorsGone;
  std::int8_t ambassadorNextCost = 1;
  std::int8_t ambassadorAsked = -1;
  LeaderId loyalty = kNoLeader;
  // Duke Vidal (public, while Ecaz or the Moritani are seated; em.duke.*): his disc, the faction controlling
  // him (-1: set aside) and for how long.
  bool dukeInGame = false;
  LeaderState duke;
  std::int8_t dukeHolder = -1;
  DukeTenure dukeTenure = DukeTenure::None;
  // Nexus Cards (em_nexus_cards): the deck's count and the discards (public), who holds a card (public), the
  // seat's own card (faction index, -1: none) and the mode it would be played in now (nexus_cards::Mode;
  // -1: none), whether the draw is open; all default without the variant.
  bool nexusCards = false;
  std::int8_t nexusDeckCount = 0;
  std::vector<std::int8_t> nexusDiscard;
  FactionSet nexusHolders;
  std::int8_t ownNexusCard = -1;
  std::int8_t ownNexusMode = -1;
  bool nexusDrawing = false;
  // The moment asked of the holders (nexus_cards::Moment, 0: none) and its faction (-1: none). Public.
  std::uint8_t nexusMoment = 0;
  std::int8_t nexusMomentBy = -1;
  // Homeworlds (public): every Homeworld on the table, in HomeworldId order; empty without the variant.
  std::vector<HomeworldStatus> homeworlds;
  std::array<std::int8_t, 2> stormDialers{-1, -1};
  std::int8_t ownDial = -1;
  TerritoryId battleTerritory = kNoTerritory;
  std::array<std::int8_t, 2> battleSides{-1, -1};
  // Ecaz Occupy (public): the faction beside each side, fighting with it as one side (-1: none).
  std::array<std::int8_t, 2> battlePartners{-1, -1};
  std::optional<BattlePlanRec> ownPlan;
  std::optional<BattlePlanRec> opponentPlanRevealed;  // after plans are revealed
  std::int8_t voiceCommand = -1;
  bool voiceMust = false;
  std::int8_t prescience = -1;
  std::optional<BattlePlanRec> prescienceAnswer;  // public: only the asked element is set (Atreides Karama:
                                                  // the whole plan, Atreides and ally only)
  // Advanced battle (public).
  bool battleKaramaSee = false;         // the Atreides Karama shows them the opponent's whole plan
  LeaderId battleCaptured = kNoLeader;  // Harkonnen capture: leader drawn, awaiting keep or kill
  std::int16_t atreidesBattleLosses = 0;
  bool kwisatzInTanks = false;
  std::int8_t kwisatzUsedTurn = 0;
  TerritoryId kwisatzTerritory = kNoTerritory;  // where it was used that turn
  FactionSet shipmentCancelled;  // Guild Karama power: whose off-planet shipment this turn it cancelled
  // Advanced Karama powers (adv-karama, public): the Harkonnen give-back owed to this faction (-1 none).
  std::int8_t handSwapTarget = -1;
  std::int8_t handSwapOwed = 0;
  std::array<std::int8_t, kFactions> nexusOffers = per_faction<std::int8_t>(-1);
  // Tleilaxu (Ixians & Tleilaxu; written only while they are seated): the Tleilaxu seat's Face
  // Dancers (secret like traitors), the revealed ones (public), this turn's raised revival limits and
  // the faction their Karama power stops from reviving (public).
  bool tleilaxuSeated = false;
  std::vector<LeaderId> faceDancers;
  std::vector<LeaderId> revealedFaceDancers;
  FactionSet revivalLimitRaised;
  std::int8_t revivalPrevented = -1;
  // Ixians & Tleilaxu technology tokens (it_tech_tokens; public, written only with the variant): the
  // faction index owning each token (TechToken order; -1: nobody yet).
  bool techTokens = false;
  std::array<std::int8_t, 3> techOwners{-1, -1, -1};
  // CHOAM & Richese Stronghold cards (cr_strongholds; public, written only with the variant): the faction
  // index holding each card (stronghold_cards::Card order; -1: set aside).
  bool strongholdCards = false;
  std::array<std::int8_t, kStrongholdCards> strongholdHolders{-1, -1, -1, -1, -1, -1};
  // The open request that the Tleilaxu revive a leader early or give back a Ghola (public, rulebook p.7
  // (2h)): the asking faction (-1: none), the leader, the price the Tleilaxu named (-1: not yet).
  std::int8_t revivalAsker = -1;
  LeaderId revivalAskedLeader = kNoLeader;
  std::int16_t revivalAskedPrice = -1;

  // Advanced alliance constraint (Revised Rulebook v2.3 p.15): for the seat whose Shipment and
  // Movement turn it is, the territories its forces would leave for the Tanks if the turn ended now
  // (public names only); nullopt for everyone else and in Basic.
  std::optional<std::vector<TerritoryId>> advancedAllySeparation;

  // Values the rules compute (engine/rules/quotes.hpp), so that bots and clients restate none:
  // the strength of a dialed force in each battle (Battle phase: the current battle's two sides,
  // and both sides of each battle the seat can still fight; public), the seat's shipment prices
  // (Shipment and Movement) and revival prices (Revival). Karama stops are in them.
  std::vector<BattleQuote> battleQuotes;
  // Advanced, the Battle phase: the spice the seat may dial to support its forces (its own, and an ally's
  // that funds it: cr.choam.ally_battle_pay); the seat's only (spice is behind the shield); -1 otherwise.
  std::int16_t supportFunds = -1;
  std::optional<ShipmentQuote> shipmentQuote;
  std::optional<RevivalQuote> revivalQuote;

  std::vector<Decision> pending;           // the open decisions as this viewer may see them (public_pending)
  std::vector<SourceBoundary> boundaries;  // source boundaries that matter now
  std::vector<std::string> log;            // lines this viewer may read
  Outcome outcome;

  // --- Issue 39 (the table): what the view tells players besides the state, public. ---
  // The last Battle phase's battles once resolved, in order (BattleStep::results, kept until the next Battle
  // phase begins; each names its turn): sides, revealed plans, the end, the
  // totals, the forces each side lost and the leaders killed.
  std::vector<BattleResult> battles;
  // Where a battle would be fought if the Battle phase began now, and who would fight there (public: the
  // board says it; battle_phase::contesting), in territory order. Clients read it instead of deciding.
  struct Contest {
    TerritoryId territory = kNoTerritory;
    FactionSet factions;
    bool operator==(const Contest&) const = default;
  };
  std::vector<Contest> contested;
  // Why the game was won, in a sentence or two (engine/view/words.hpp); "" while it is played.
  std::string outcomeReason;
  // Ecaz: the faction whose entry the open Ambassador window answers (-1: none), so the prompt names it.
  std::int8_t ambassadorEntrant = -1;
  bool operator==(const View&) const = default;
};

// f's forces at l as the view shows them (the board's door, engine/core/board.hpp).
inline const Forces& forces_at(const View& v, LocationId l, Faction f) { return forces_at(v.board, l, f); }

// How much a view holds. Full: everything a seat's screen shows. Play: what play is decided by, without the
// texts and summaries only a person reads (the log, the source boundaries, the victory's sentence, the last
// Battle phase's records and the contested list), for bots, which build a view at every decision.
enum class ViewDetail : std::uint8_t { Full, Play };
View view(const Game& g, Viewer v, ViewDetail detail = ViewDetail::Full);
// The open decisions as `viewer` (nullopt: a spectator) may see them: View::pending.
std::vector<Decision> public_pending(const Game& g, std::optional<Faction> viewer);

}  // namespace dune
