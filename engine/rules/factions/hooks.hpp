// The hook interface between the phase modules and the faction modules. Phases never name a
// faction: they ask the questions below, and the answer is folded over the factions seated in the
// game, in faction order, from the rows each faction module (engine/rules/factions/<faction>/<faction>.cpp)
// registers. A row names the Advantage it implements (advantages.hpp); while a Karama stops that
// advantage (FAQ Nov 2020 p.7) the fold skips the row, so no phase tests for a stopped advantage.
// A row with no Advantage is a rule a Karama cannot stop (the Fremen send, FAQ Nov 2020 p.7) or a
// fact of the faction's nature (its forces' stance). docs/ENGINE.md describes the whole interface.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {

struct View;  // engine/view/view.hpp

// Yes-or-no rules a faction module grants (to itself, often to its ally too).
enum class Trait : std::uint8_t {
  WormImmune,               // Shai-Hulud does not devour f's forces
  CrossShip,                // f may ship from one territory to another
  ShipToReserves,           // f may ship from the board back to its reserves
  ReserveSend,              // f's reserves arrive by a free send within a zone, not by shipment
  StormMigration,           // f's send may enter a sector in storm, at half loss
  OutOfOrderTurn,           // the owner may take its Shipment and Movement turn before anyone's
  FollowsShipment,          // the owner may send a force after f's off-planet shipment
  ReceivesShipmentPayment,  // the owner receives the spice f pays for a shipment
  KeepsAllTraitors,         // f keeps every traitor card it draws at setup
  RidesWorms,               // the owner's forces where Shai-Hulud appeared may ride it when the Nexus ends
  AutomaticCharity,         // f receives 2 spice of CHOAM Charity every turn without claiming it
  SeesCardsUpForBid,        // the owner sees each treachery card up for bid
  ReceivesCardPayment,      // the owner receives the spice f pays for a treachery card
  PlacesWorms,              // the owner places each Shai-Hulud after the first of a spice blow
  StormDeck,                // the owner draws (and sees) the next turn's storm card
  HalfStormLosses,          // the storm kills only half of f's forces it catches, rounded up
  RevivesKwisatz,           // f's Kwisatz Haderach is in the Tanks and revives like a leader
  PaysAllyRevival,          // f may pay for up to 3 extra revivals of its ally's forces
  KaramaRevival,            // f's Karama power: revive up to 3 forces or 1 leader free (Advanced)
  Voice,                    // f's side may use the Voice in its battle
  Prescience,               // f's side may use battle prescience in its battle
  SharesTraitors,           // the owner's traitor cards work in f's battles (the owner's ally)
  BattleHardened,           // f's dialed forces count full strength without spice (Advanced)
  Kwisatz,                  // f's Kwisatz Haderach may accompany its leader (Advanced)
  KwisatzReady,             // f's Kwisatz Haderach is awake and free to join the current battle (Advanced)
  CapturesLeaders,          // after f wins a battle it captures one of the loser's leaders (Advanced)
  KaramaSeesPlan,           // f's Karama power: see the opponent's whole battle plan (Advanced)
  KaramaTakesHand,          // f's Karama power: take a player's whole hand, give back as many (Advanced)
  KaramaWorm,               // f's Karama power: place a sandworm in a sand territory (Advanced)
  KaramaCancelsShipment,    // f's Karama power: cancel one player's off-planet shipment (Advanced)
  GivesAllySpice,           // f may give spice to its ally at any time
  BonusCard,                // f draws a free extra card with each purchase, if its hand has room
  HalfStrengthForces,       // f's normal forces count half in battle and spice cannot raise them (Advanced)
  UnlimitedEliteRevival,    // f's elite forces revive within the force limit, not one a turn (Advanced)
  ShipsIntoMobile,          // f may ship straight into the mobile stronghold (others move in)
  SetsAsideAuctionCard,     // the owner draws a card more for the auction, sees them all and sets one aside
  // Expansions:
  DrawsNoTraitors,         // f is dealt no traitor cards at setup (its module deals it other cards)
  ReceivesRevivalPayment,  // the owner receives the spice f pays for its revival
  UnmasksWinner,           // the owner may reveal a secret card against f, the winner of the current battle
  RevivalBarred,           // f may not revive this turn (a Karama power)
  DealsOpeningCards,   // the owner draws the opening cards, keeps one and deals one to every other faction
  ReplacesBoughtCard,  // f may discard a card it has just bought and draw the top card (the owner's ally)
  ReplacesFaceDancer,  // f may replace a secret card in the Mentat Pause (the Tleilaxu Face Dancer)
  // The Ixians: the technology swap (once a Bidding phase), the HMS move before the storm, Suboid
  // substitution, and their Karama power (move the HMS in their own Shipment and Movement turn).
  SwapsCardUpForBid,      // f may swap the card up for bid for one of its hand
  MovesMobileStronghold,  // f moves the mobile stronghold before the storm (not its placement)
  SubstitutesForces,      // f may exchange surviving normal forces for elite ones lost in its battle
  KaramaMovesMobile,      // f's Karama power: move the mobile stronghold in its own turn (Advanced)
  RevivesOthersLeaders,   // f may revive another faction's leader from the Tanks into its own pool (Gholas)
  LeaderRevivalUsed,      // f's one leader revival of this turn is spent already (an early revival)
  // Homeworlds (a card's face, no Karama stops it):
  EliteNeedNoSpice,     // f's elite forces count full strength without spice (Advanced; Salusa Secundus high)
  EliteRevivalNotFree,  // none of f's elite forces is revived free (Advanced; Salusa Secundus low)
  // Moritani (Ecaz & Moritani pp.5-6 (2h)):
  PlantsTerror,          // f places or moves a Terror token in the Mentat Pause
  OffersTerrorAlliance,  // f may offer an entrant an alliance instead of revealing a token (Enemy of My
                         // Enemy)
  // Ecaz (Ecaz & Moritani p.7 (2h)):
  PlacesAmbassadors,  // f places Ambassadors at the end of Revival
  // Ecaz Occupy (Ecaz & Moritani pp.8,10,15 (2h)): f shares territories with its ally as one side (no allied
  // separation, one side for the stronghold limit); and, where both battle the same enemy, they fight it as
  // one side (the owner chooses who leads, the owner's half forces join the ally's dial).
  Coexists,
  CombinedBattle,
  // Ecaz (checklist rule 21, em.ecaz.karama_power): f's Karama power: in its battle, with neither weapon nor
  // defense, add the difference of the two leaders' values to its dial (Advanced).
  KaramaDialBonus,
  // Moritani alliance (checklist rule 33, em.moritani.alliance): f, losing a battle that had a winner, may
  // keep one card it played that a winner could have kept (the owner's ally).
  KeepsLostCard,
  // Ecaz (E3 pp.8-9 (2h), em.ecaz.duke_revival): f, alone of all factions, revives Duke Vidal (a Ghola card
  // too), at his revival price (Amount::LeaderRevivalPrice), whatever its other leaders' state.
  RevivesDuke,
  // Bene Gesserit sheet (GF9 p.18, Advanced): f may use any Worthless card as a Karama card.
  WorthlessAsKarama,
  // CHOAM (CR (2h), cr.choam.charity_pays): the owner pays the charity f receives (the bearer claims none).
  PaysCharity,
  // CHOAM, Advanced (cr.choam.adv_support_income): the owner receives a share (Amount::SupportShare) of the
  // spice f pays to support its forces in battle.
  ReceivesSupportShare,
  // CHOAM, Advanced (cr.choam.karama_power): f's Karama power: discard cards from its hand for 3 spice each.
  KaramaSellsCards,
  // CHOAM alliance, Advanced (cr.choam.ally_battle_pay): the owner's spice may support f's forces in battle,
  // beyond what f holds (paid after f's own).
  FundsAllySupport,
  // CHOAM, Advanced (cr.choam.audit): the owner may audit the opponent of a battle its special leader (the
  // Auditor) led; a Karama stops it (advantage choam_audit).
  Audits,
  // CHOAM alliance (cr.choam.ally_trade): f (the owner, allied) and its ally may trade a treachery card each,
  // once a turn at the end of a phase; a Karama stops it for the phase (advantage choam_ally_trade).
  TradesCardsWithAlly
};
inline constexpr int kTraitCount = static_cast<int>(Trait::TradesCardsWithAlly) + 1;

// The answer of a trait fold: granted, not granted, or granted only by rows a Karama stopped.
enum class Grant : std::uint8_t { No, Yes, Stopped };

// Numbers a faction module adjusts: each row takes the value so far and returns the new one.
enum class Amount : std::uint8_t {
  ShipmentCost,   // spice f pays to ship q.n forces into q.t (starts at the GF9 p.9 price)
  MovementRange,  // territories f may move (starts at 1; ornithopters are a board rule); q.n: elite moved
  FreeRevival,    // forces f revives free (starts at the faction sheet's figure)
  EliteValue,     // Advanced: what one of f's elite forces counts against q.other (starts at 1)
  StormCard,      // the sectors a storm card drawn last turn moves the storm this turn (starts at 0: none)
  // Expansions:
  RevivalLimit,  // forces f may revive this turn (starts at GF9 p.9's 3)
  RevivalCost,   // spice f pays for its revival of q.n forces and leader q.leader (starts at GF9 p.9's price)
  LeaderValue,   // what leader q.leader counts in battle against q.opposing (starts at its printed strength)
  LeaderRevivalPrice,   // spice f pays to revive leader q.leader (starts at its printed strength, GF9 p.9)
  EliteRevivalCost,     // Advanced: spice f pays to revive one of its elite forces (starts at GF9 p.9's 2)
  EliteCollectionRate,  // Advanced: spice one of f's elite forces collects (starts at f's force rate, GF9
                        // p.11)
  // Homeworlds (a low face): of a payment of q.n spice owed to f, what f keeps (starts at q.n); the rest
  // goes to the Bank.
  CardPaymentKept,      // a treachery card bought from f (Kaitain low)
  ShipmentPaymentKept,  // a shipment paid to f (Junction low)
  // Spiritual advisors f may send to the Polar Sink with another faction's shipment (starts at GF9 p.18's 1;
  // Wallach IX high: 2).
  SpiritualAdvisors,
  HandLimit,  // the treachery cards f may hold (starts at its sheet's figure; Moritani Atomics: one less)
  // Strength f's side adds to its dial in the current battle against q.other, read once the plans are
  // revealed (starts at 0; the Ecaz Karama power).
  DialBonus,
  // The spice of CHOAM Charity f receives (starts at the GF9 p.8 top-up, or the Advanced Bene Gesserit's 2;
  // CHOAM's Inflation doubles or cancels it). A Homeworld's low bonus is added apart.
  Charity,
  // Spice f pays to revive one of its normal forces (starts at GF9 p.9's 2; CHOAM: 1).
  ForceRevivalPrice,
  // Advanced: of q.n spice f pays to support its forces in battle, what the holder of
  // Trait::ReceivesSupportShare receives (starts at 0; the rest goes to the Bank).
  SupportShare,
  // Of q.n forces of f in q.t the storm catches, how many it kills (starts at q.n; CHOAM's Jubba Cloak: 0).
  StormLosses,
};
inline constexpr int kAmountCount = static_cast<int>(Amount::StormLosses) + 1;

// The arguments of an Amount query.
struct Query {
  Faction f{};
  Faction other{};  // the opponent, for battle queries
  TerritoryId t = kNoTerritory;
  int n = 0;
  LeaderId leader = kNoLeader;  // the leader asked about (LeaderValue, RevivalCost, LeaderRevivalPrice)
  LeaderId opposing =
      kNoLeader;  // the opposing leader in battle (LeaderValue; kNoLeader: none, a Cheap Hero)
};

// Things that happen, which a faction module may act on.
enum class Event : std::uint8_t {
  PhaseBegins,  // a phase was entered (the phase is g.phase)
  StormMoved,   // the storm has moved this turn (the Storm phase is about to end)
  // Battle (the arguments in EventArgs):
  BattleLosses,  // f lost n forces in the battle in t (Advanced: counted toward a companion's waking)
  PlanRevealed,  // f's battle plan (plan) in t is revealed
  PlanExploded,  // f's battle plan (plan) was destroyed in a Lasgun and Shield explosion
  // Expansions:
  TraitorsChosen,  // every faction has its traitor cards (Setup, before the opening treachery cards)
  Revived,         // f revived `forces` forces in the Revival phase, n of them free, `elite` elite ones
  CardRevival,     // f played a treachery card that revives (Tleilaxu Ghola)
  OpeningCards,    // Setup: the opening treachery cards are dealt now (the Ixians draw them, Ixian sheet)
  Collected,       // Spice Collection: f collected n spice from the spice on the board this phase (n > 0)
  Entered,    // Shipment and Movement: f shipped or moved n forces into territory t (a module's entry window
              // may open: FactionModule::entry)
  PhaseEnds,  // the phase g.phase is over, before the next is entered (its Karama stops still hold)
  // Homeworlds: the Occupiers were settled after an action (they or their alliances may have changed)
  OccupationSettled,
  Discarded,  // f discarded the treachery card `card` from its hand (to the discard pile)
};
// hooks.cpp sizes its event index with the last Event: keep Discarded last or move this with it.

// What an event is about; the fields an event does not use keep their defaults.
struct EventArgs {
  Faction f{};
  TerritoryId t = kNoTerritory;
  int n = 0;
  const BattlePlanRec* plan = nullptr;
  int elite = 0;   // Revived: the elite forces among all the forces revived (free ones first)
  int forces = 0;  // Revived: all the forces revived
  // Entered: an arrival that is neither shipment nor movement (the Caladan victory reinforcement, seed
  // HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md ¶4): the Ambassadors' entry predicate applies to it, the other
  // entry reactions do not (boundary em.hw.boundary.caladan_entry).
  bool arrival = false;
  CardId card = kNoCard;  // Discarded: the card
};

struct TraitRow {
  Trait trait;
  std::optional<Advantage> advantage;  // the Karama target that withdraws the row; none = unstoppable
  bool (*applies)(const Game& g, Faction owner, Faction f);
};
struct AmountRow {
  Amount amount;
  std::optional<Advantage> advantage;
  int (*fold)(const Game& g, Faction owner, const Query& q, int value);
};
struct EventRow {
  Event event;
  std::optional<Advantage> advantage;
  void (*on)(Game& g, Faction owner, const EventArgs& e);
};

// A piece that may accompany a leader (or a Cheap Hero) in a battle plan and is revived like a leader (the
// Atreides' Kwisatz Haderach, Atreides sheet, GF9 Rulebook 2019 p.17). Its faction's module holds every rule
// of it; the Battle and Revival phases reach it through hooks::companion(), never by name.
struct Companion {
  std::string_view name;  // in log lines ("the Kwisatz Haderach")
  Trait trait;            // its owner brings it to a plan: hooks::grant (a Karama stops its advantage)
  int bonus = 0;          // added to the strength of a plan it is in, while that plan's leader lives
  int revivalCost = 0;    // spice to revive it
  bool (*in)(const Action& a) = nullptr;  // a battle plan or a revival names it
  void (*put)(Action& a) = nullptr;       // names it in a battle plan or a revival
  // Every refusal of it in f's battle plan `a` (the Basic game, a Karama stop, not its owner's, asleep,
  // used in another territory this turn, no leader to accompany).
  Status (*check_plan)(const Game& g, Faction owner, Faction f, const Action& a) = nullptr;
  // May it join f's plan in the current battle (awake, free here; its grant asked apart)?
  bool (*ready)(const Game& g, Faction owner, Faction f) = nullptr;
  // Why a traitor may not be called on a leader it accompanies.
  std::string_view traitorRefusal;
  // May f revive it now, and every refusal of it in f's revival `a` but the price (which the phase adds).
  bool (*revivable)(const Game& g, Faction owner, Faction f) = nullptr;
  Status (*check_revival)(const Game& g, Faction owner, Faction f, const Action& a) = nullptr;
  void (*revived)(Game& g, Faction owner) = nullptr;  // it leaves the Tanks
};
struct CompanionOf {
  const Companion* rules;
  Faction owner;
};

// Advanced: a faction whose forces on the board are either fighters or advisors (Bene Gesserit sheet,
// GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4). The phases place and move that faction's forces through
// these entry points, and open the owner's flip windows when they say so.
struct StanceRules {
  // Forces of f arriving at `to` (from the board, or from reserves when from == kNoLocation) take the
  // stance of the owner's forces already in that territory, else advisors if asAdvisors.
  void (*move)(Game& g, LocationId from, LocationId to, int n, bool asAdvisors);
  void (*arrive)(Game& g, LocationId to, int n, bool asAdvisors);
  // Does this shipment of the owner land as advisors?
  bool (*ships_as_advisors)(const Game& g, const Action& a);
  // Flip every force of the owner in t to advisors (true) or fighters (false).
  void (*flip)(Game& g, TerritoryId t, bool toAdvisors);
  // Advisors left alone flip to fighters (Universal Stewards).
  void (*settle)(Game& g);
  // Before the phase's turns: may advisors in t flip to fighters (Wartime)?
  bool (*early_flip_ok)(const Game& g, TerritoryId t);
  // Did f, entering t, intrude on the owner's fighters there (Intrusion window)?
  bool (*intruded)(const Game& g, Faction f, TerritoryId t);
  // A move of the owner's advisors that takes up arms on arrival (move take_up_arms).
  Status (*check_take_up_arms)(const Game& g, Faction f, const Action& a);
  // The owner's advisors in t.
  int (*advisors_in)(const Game& g, TerritoryId t);
  // Would the owner's forces entering t from `from` (kNoLocation: from reserves) arrive as advisors?
  bool (*arrives_as_advisors)(const Game& g, LocationId from, TerritoryId t);
};

// The named points of a game where a faction module's decision window may open. A phase reaches each
// point at one moment and asks the windows placed there (hooks::windows_at, hooks::open_window): while one
// is open the phase waits for it, then goes on. The sources of each module's windows are on its rows.
enum class WindowPoint : std::uint8_t {
  BeforeTraitors,  // Setup, before the traitor cards are dealt (the Bene Gesserit prediction)
  Setup,           // Setup, alongside the traitor picks (placements, the Ixians' starting card)
  BeforeStorm,     // Storm phase, before the storm moves (the Ixians move the mobile stronghold)
  AfterStorm,      // Storm phase, once the storm has moved (the mobile stronghold's first placement)
  BiddingEnd,      // end of Bidding, once the auction is over (Kaitain high: discards for spice)
  Revival,         // Revival, before anyone revives (Homeworld sends, the Tleilaxu grants and prices)
  RevivalEnd,      // end of Revival, once every faction has revived or passed (Ecaz Ambassadors)
  Entry,           // Shipment and Movement, on an entry just made (Event::Entered; Terror, Ambassadors):
                   // `pending` may name any seat, `candidates` lists the actions of whichever seat decides
  AfterLosses,     // Battle, once the losses are taken and the winner's cards settled, before an unmask
                   // (Suboids, reinforcement, assassination); `pending` may name any seat
  WinnerCards,     // Battle, once the winner has played cards it may keep, before it says which it keeps
                   // (the Moritani Karama power): an exec that settles a winner's card clears its bit of
                   // BattleStep::keepable; `pending` may name any seat
  Collection,      // Spice Collection, once the spice is collected (Grumman high: the Terror offer)
  Mentat,          // Mentat Pause, once no one has won and before the next turn (Terror, Face Dancers)
  PhaseEnd,        // the end of any phase, before the next begins (the CHOAM market): the phase is over and
                   // held (Game::phaseEnd) while a window here waits; its pass reaches exec, which records
                   // the owner in g.phaseEnd.answered (the window's `open` reads it)
};
inline constexpr int kWindowPointCount = static_cast<int>(WindowPoint::PhaseEnd) + 1;

// A decision window of a faction module, placed at one point. Where the point's phase offers a pass, the
// pass reaches exec too (the window closes itself). One window per action kind at a point.
struct Window {
  WindowPoint at{};
  ActionKind action{};  // the action that answers it
  DecisionKind decision{};
  bool (*open)(const Game& g, Faction owner) = nullptr;  // still waiting for an answer
  void (*pending)(const Game& g, Faction owner, DecisionList& out) = nullptr;
  Status (*check)(const Game& g, Faction owner, const Action& a) = nullptr;  // after need_decision
  void (*exec)(Game& g, Faction owner, const Action& a) = nullptr;
  // Actions to propose to the deciding seat (filtered through check by the facade).
  void (*candidates)(const Game& g, Faction owner, std::vector<Action>& out) = nullptr;
  // A window whose decision passes from seat to seat (an after-battle window: `pending` may then name
  // any seat): the other action kinds it answers besides `action` and a pass (nullptr: none; the decision
  // is then the owner's `decision`).
  bool (*accepts)(ActionKind k) = nullptr;
};

// One module's windows gathered from the lists it keeps beside their rules, in the order given.
template <std::size_t... N>
constexpr auto join_windows(const Window (&... lists)[N]) {
  std::array<Window, (N + ...)> out{};
  std::size_t i = 0;
  (
      [&] {
        for (const Window& w : lists) out[i++] = w;
      }(),
      ...);
  return out;
}

// An action of the faction's own whose state its module keeps (the Harkonnen Karama power's hand
// swap). The phase that receives the action makes the checks that read no faction state, then asks
// `check` (nullptr: none of its own) and calls `exec`.
struct OwnAction {
  ActionKind kind;
  Status (*check)(const Game& g, Faction owner, Faction seat, const Action& a);
  void (*exec)(Game& g, Faction owner, Faction seat, const Action& a);
  // A once-a-game faction Karama power (Advanced rules): the trait its module grants the owner for it, and
  // its two refusals, in the Basic game and to another seat. The phase checks the common conditions (the
  // Advanced game, the trait, once a game, a Karama card held) before `check`; `exec` plays the card.
  std::optional<Trait> karamaPower = std::nullopt;
  TextFormat<> karamaBasicRefusal = "";
  TextFormat<Faction> karamaOnlyRefusal = "{f}";
  // For an action taken at any time (anytime::is_anytime: CHOAM's Worthless effects), the actions to propose
  // to `seat` now (filtered through check by the facade); nullptr: none.
  void (*candidates)(const Game& g, Faction owner, Faction seat, std::vector<Action>& out) = nullptr;
};

// A decision of the faction's own that interrupts the game wherever it stands (the Harkonnen give back
// the cards their Karama took before anything else happens, adv-karama). While `open`, the only
// decisions are its deciders' (`pending`: the owner's, or those `decides` names), the only action accepted
// from anyone is `action`, and every other is refused with `refusal`.
struct Interruption {
  ActionKind action;
  TextFormat<> refusal;
  bool (*open)(const Game& g, Faction owner);
  void (*pending)(const Game& g, Faction owner, DecisionList& out);
  // A decider's answers (`candidates` is asked only for a seat that decides).
  void (*candidates)(const Game& g, Faction owner, Faction seat, std::vector<Action>& out);
  // A decider may hold more cards than its hand limit while the interruption is open.
  bool overHandLimit = false;
  // Who decides while it is open (nullptr: the owner alone), e.g. the factions discarding down to a limit
  // the owner's rules set (Tupile's occupied face), each at once.
  bool (*decides)(const Game& g, Faction owner, Faction seat) = nullptr;
};

// What one seat does not know of a game, gathered to be dealt again (a determinization,
// engine/determinize.hpp; issue 38): the slots whose values come from a shared pool (the treachery cards
// and the traitor cards it has not seen, each pool's values dealt again over its slots at random), and
// the generator a module draws its own secrets again with.
struct Concealment {
  Faction viewer;
  Rng& rng;
  std::vector<CardId*> cards;
  std::vector<LeaderId*> traitors;
};

// A component of the game (a variant's pieces: a Homeworld's face, a Nexus card) that lends a faction one
// of the factions' traits while its variant is on. Its rows are asked after the seated factions' rows, and
// no Karama stops them (a card's or a Homeworld's face is no faction's advantage: E3 rule 83, NXF).
struct ComponentTraitRow {
  Trait trait;
  bool (*applies)(const Game& g, Faction f);
};
struct ComponentModule {
  const char* key;                 // the component's variant key (data/variants.cpp)
  bool (*in_play)(const Game& g);  // its variant is on
  // Its rows are another faction's offer (the Junction high: the Guild lends its shipment), not the faction's
  // own rules or cards: hooks::native_grant leaves them out, hooks::offered answers them alone.
  bool offer = false;
  std::span<const ComponentTraitRow> traits{};
};

// A faction's refusal of another's action of one kind (CHOAM's Inflation bars bribes): the phase or the
// facade that checks an action of `kind` asks every seated faction's vetoes (hooks::veto) after its own
// checks; the first refusal stands.
struct Veto {
  ActionKind kind;
  Status (*check)(const Game& g, Faction owner, Faction seat, const Action& a);
};

// One faction's rules. Rows of one hook are consulted in the order given.
struct FactionModule {
  Faction faction;
  // Advanced: its special forces are elite forces (they fight, and count what its EliteValue rows
  // say: the Sardaukar, the Fedaykin). Special forces that are not elite (the Bene Gesserit advisors)
  // or no special forces: false.
  bool eliteForces = false;
  std::span<const TraitRow> traits{};
  std::span<const AmountRow> amounts{};
  std::span<const EventRow> events{};
  const StanceRules* stance = nullptr;  // Advanced only (the rules check advanced(g) themselves)
  const Companion* companion = nullptr;
  // A zone rule for the ReserveSend trait: may the send reach t?
  bool (*send_zone)(TerritoryId t) = nullptr;
  // Its decision windows, each at its point (WindowPoint), in the order the module lists them.
  std::span<const Window> windows{};
  // Advanced setup (adv-spice): the faction's starting forces differ from the Basic game's.
  void (*advanced_setup)(Game& g, Faction owner) = nullptr;
  // Its special victory (faction sheets; a Karama never stops one, FAQ Nov 2020 p.7): it wins alone
  // instead of the stronghold winners `winners` (the Bene Gesserit prediction; it logs its reveal)...
  bool (*wins_instead)(Game& g, Faction owner, FactionSet winners) = nullptr;
  // ...or, with its ally, when the last turn ends with no winner (Fremen, Guild).
  WinKind endGameWin = WinKind::None;
  bool (*wins_at_end)(const Game& g, Faction owner) = nullptr;
  // Its part of view redaction (engine/view/view.cpp calls it for every seated faction): writes into
  // `out` what of the faction's own state the viewer may see: its secrets for its own seat only, its
  // public state for everyone. `seat` is the viewer's seat when it is seated in the game, else nullopt
  // (a spectator).
  void (*view)(const Game& g, Faction owner, std::optional<Faction> seat, View& out) = nullptr;
  // Its part of a determinization for `c.viewer`, never the owner (engine/determinize.hpp): in g, a copy of
  // the game, it draws again, from what is still possible, each secret of its own state the viewer has not
  // seen (with c.rng), or adds the slot to a shared pool (c.cards, c.traitors). What it draws must depend on
  // nothing the viewer does not know (tests/determinize_test.cpp deals a reshuffled game the same).
  void (*conceal)(Game& g, Faction owner, Concealment& c) = nullptr;
  std::span<const OwnAction> actions{};
  // Its own checks of a battle plan `a` of `seat`, after the phase's (the Kwisatz Haderach).
  Status (*check_plan)(const Game& g, Faction owner, Faction seat, const Action& a) = nullptr;
  // Its interruptions (each also listed in kInterruptions, modules.hpp).
  std::span<const Interruption* const> interruptions{};
  // Battle: answers the owner's UnmasksWinner decision (RevealWinner) after a battle: `check` the
  // action, `exec` it, `candidates` for it (a pass declines; exec is not called for it).
  const OwnAction* unmask = nullptr;
  void (*unmask_candidates)(const Game& g, Faction owner, std::vector<Action>& out) = nullptr;
  // After each unmask answer (exec ran, or the owner passed): does the owner decide again in the same
  // decision (the Tleilaxu bring forces from one more place on Arrakis)? A pass reaches `unmask_more`
  // too, so the module can end its part; nullptr: one answer.
  bool (*unmask_more)(Game& g, Faction owner, const Action& a) = nullptr;
  // The decision's max while the owner decides again (nullptr: the winner's forces there).
  int (*unmask_max)(const Game& g, Faction owner) = nullptr;
  // Its refusals of other seats' actions (Veto).
  std::span<const Veto> vetoes{};
};

// The module of f, or nullptr for a faction whose rules have not landed yet.
const FactionModule* module_of(Faction f);

namespace hooks {

// True unless a Karama stopped the row's advantage.
inline bool live(const Game& g, const std::optional<Advantage>& a) { return !a || !stopped(g, a.value()); }

// Does any seated faction, or a component in play, grant f the trait? (native_grant: its faction rules and
// cards only, without another faction's offer (ComponentModule::offer).)
Grant grant(const Game& g, Trait t, Faction f);
Grant native_grant(const Game& g, Trait t, Faction f);
// Is the trait f's only by an offer (granted, but not natively)? The shipment it allows follows the offer's
// terms (its price, whom it pays).
bool offered(const Game& g, Trait t, Faction f);
inline bool has(const Game& g, Trait t, Faction f) { return grant(g, t, f) == Grant::Yes; }
// The first seated faction (faction order) whose live row grants the trait with respect to f.
std::optional<Faction> holder(const Game& g, Trait t, Faction f);
// The first seated faction whose module has a row for the trait, live or stopped (the faction a
// window belongs to even after a Karama stopped it).
std::optional<Faction> bearer(const Game& g, Trait t);
// The faction whose module has a row for the trait, seated or not (for messages naming it).
std::optional<Faction> module_bearer(Trait t);
// The first seated faction (faction order) to which a live row grants the trait, whoever's row it is (the
// Ixians' bidding look, or the Occupier of Ix who takes it over).
std::optional<Faction> beneficiary(const Game& g, Trait t);
// The first seated faction holding the trait towards itself (e.g. the faction that may take its turn
// out of order).
std::optional<Faction> owner_of(const Game& g, Trait t);
// Is `a` the advantage of one of its owner's rows for trait t? (A phase whose open window rests on
// that trait withdraws the window when a Karama stops `a`.)
bool implements(Advantage a, Trait t);
// Fold an Amount over the seated factions' live rows, from `start`.
int amount(const Game& g, Amount a, const Query& q, int start);
// Tell every seated faction's live rows about an event.
void notify(Game& g, Event e, const EventArgs& args = {});
// The one companion piece of the module list (its faction seated or not: a plan naming it is refused by its
// module even when its faction is not in the game), or nullopt.
std::optional<CompanionOf> companion();
// Does `a` (a battle plan or a revival) name the companion?
bool with_companion(const Action& a);
// The companion's refusals of f's plan `a` (Ok when the plan does not name it).
Status check_companion(const Game& g, Faction f, const Action& a);
// May f's plan in the current battle name the companion (its owner seated and granted it, awake, free)?
// A grant a Karama stopped counts as ready only with `stoppedToo` (the candidates list it and check refuses
// it; the quote does not offer it).
bool companion_ready(const Game& g, Faction f, bool stoppedToo);
// May f revive the companion now?
bool companion_revivable(const Game& g, Faction f);
// Every seated faction's vetoes of `seat`'s action `a` (Veto), in faction order; the first refusal.
Status veto(const Game& g, Faction seat, const Action& a);
// Every seated faction's check_plan, in faction order; the first refusal.
Status check_plan(const Game& g, Faction seat, const Action& a);

// Advanced: the seated faction whose forces have a stance, and its rules (nullptr if none, or Basic).
std::optional<Faction> stance_owner(const Game& g);
const StanceRules* stance(const Game& g);
// Advanced: the stance owner's advisors in t (0 without a stance owner).
int advisors_in(const Game& g, TerritoryId t);
// Advanced: would f's forces entering t from `from` (kNoLocation: from reserves) arrive as advisors (false
// unless f has a stance)?
bool arrives_as_advisors(const Game& g, Faction f, LocationId from, TerritoryId t);
// Move (or cross-ship) n of f's forces from `from` to `to`, `elite` of them elite (0: normal first,
// movement.hpp elite_taken), with f's stance rules if it has them (a stance faction has no elite).
void move(Game& g, Faction f, LocationId from, LocationId to, int n, int elite = 0);
// The windows of the seated factions at a point, in faction order, as (owner, window) pairs.
struct SeatedWindow {
  Faction owner;
  const Window* w;
};
// A list of them with no allocation (these lists are walked on every Revival question): room for
// kCapacity windows, more than all the modules place at one point together
// (test FactionHooks.SeatedWindowListsHoldEveryWindow).
struct SeatedWindows {
  static constexpr std::size_t kCapacity = 24;
  std::array<SeatedWindow, kCapacity> v{};
  std::size_t n = 0;
  const SeatedWindow* begin() const { return v.data(); }
  const SeatedWindow* end() const { return v.data() + n; }
  std::size_t size() const { return n; }
};
SeatedWindows windows_at(const Game& g, WindowPoint p);
// The first open window of the seated factions at a point (faction order), or nullopt when none is open.
std::optional<SeatedWindow> open_window(const Game& g, WindowPoint p);
// The windows any module places at a point, seated or not (tests and the capacity check).
std::size_t window_count(WindowPoint p);
// The seated factions' Advanced starting forces.
void advanced_setup(Game& g);

// Special victories, asked in faction order: the faction that wins instead of the stronghold winners,
// and the faction that wins when the last turn ends with no winner (with its win kind).
std::optional<Faction> wins_instead(Game& g, FactionSet winners);
std::optional<std::pair<Faction, WinKind>> wins_at_end(const Game& g);

// The first seated faction (faction order) whose module handles action kind k itself, with its row.
struct SeatedAction {
  Faction owner;
  const OwnAction* rules;
};
std::optional<SeatedAction> own_action(const Game& g, ActionKind k);
// Every seated faction's candidates of its own actions taken at any time (OwnAction::candidates) for `seat`.
void own_action_candidates(const Game& g, Faction seat, std::vector<Action>& out);
// The faction Karama power answering `k` (a row with karamaPower), its faction seated or not (the refusals
// name it when it is not in the game).
std::optional<SeatedAction> karama_power(ActionKind k);

// The open interruption of a seated faction (FactionModule::interruption), if any. Asked before every
// check and every pending list, so it reads one pointer per seated faction.
struct SeatedInterruption {
  Faction owner;
  const Interruption* rules;
  // Whether `seat` answers it now (Interruption::decides, else the owner alone).
  bool decides(const Game& g, Faction seat) const {
    return rules->decides ? rules->decides(g, owner, seat) : seat == owner;
  }
};
std::optional<SeatedInterruption> interruption(const Game& g);

// Every seated faction's part of the view (FactionModule::view), in faction order.
void view(const Game& g, std::optional<Faction> seat, View& out);
// Every seated faction's part of a determinization (FactionModule::conceal) but the viewer's own, in
// faction order.
void conceal(Game& g, Concealment& c);

// The ReserveSend zone of f's module (true when f has no zone rule).
bool send_zone_ok(Faction f, TerritoryId t);

}  // namespace hooks
}  // namespace dune
