// Nexus Cards (Ecaz & Moritani, variant em_nexus_cards; checklist rules 47-62 in
// docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section 11). Sources: GF9 Ecaz & Moritani rulebook pp.4, 11
// (2h: "Publisher's common rules" in Quintine/Dune NEXUS_CARD_RULES.md) and the card faces (NXF, paraphrased
// in the checklist); TO NexusCardDrawn / NexusPlayed for facts only.
//
// em.nexus.deck: twelve cards, one per faction (all twelve whoever is seated), apart from the treachery deck:
// no hand-limit slot, never auctioned. A card is named by its faction (Faction index).
// em.nexus.draw: at the end of a Spice Blow and Nexus phase in which a Nexus took place (after the alliances,
// the worm rides and, Advanced, both piles), each unallied seat in storm order may draw a card, discarding
// the one it holds first (at most one is held, secret; whether one is held is public). A seat that draws its
// own faction's card may discard it and draw again, once (chosen with the draw: redraw_own). An empty deck is
// rebuilt from the shuffled discards. em.nexus.alliance_discard: joining any alliance (a Nexus, the Ecaz
// Ambassador, Enemy of My Enemy) discards both partners' cards. em.nexus.modes: a card is played once, then
// discarded, in one mode: Cunning when the holder is its faction, Betrayal when another seated player is,
// Secret Ally when its faction is not seated. em.nexus.faces: the effects applied so far (NexusEffect; the
// rest are refused as not yet applied, and `dune rules` lists them).
#pragma once

#include <optional>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {
struct DecisionList;
enum class Trait : std::uint8_t;  // engine/rules/factions/hooks.hpp
}  // namespace dune

namespace dune::nexus_cards {

enum class Mode : std::uint8_t { Betrayal, Cunning, SecretAlly };

bool in_play(const Game& g);
// New game: the twelve cards shuffled into the deck (only with the variant, so other games draw as before).
void setup(Game& g);
// The card a faction holds, if any (its secret), and the mode it would be played in now.
std::optional<Faction> held(const Game& g, Faction f);
Mode mode_of(const Game& g, Faction holder, Faction card);
std::string_view mode_key(Mode m);

// --- the draw (em.nexus.draw), in the Nexus phase ---
// A Nexus takes place now (the Nexus phase opened without a Great Maker vote).
void nexus_takes_place(Game& g);
// The Nexus phase's alliances are over (and its worm rides); a Great Maker vote for a Nexus made one. Returns
// true when the draw opened now (the phase waits for it); false when it is not due yet (a second blow
// follows) or there is no variant.
bool nexus_over(Game& g, bool secondBlowDue);
// The Spice Blow and Nexus phase ends without a Nexus after its last blow: the draw of an earlier Nexus of
// this phase (Advanced pile A) opens now if it is due. Returns true when it opened.
bool open_late_draw(Game& g);
bool drawing(const Game& g);
void draw_pending(const Game& g, DecisionList& out);
Status check_draw(const Game& g, Faction seat, const Action& a);
void exec_draw(Game& g, Faction seat, const Action& a);
void draw_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// --- alliances (em.nexus.alliance_discard) ---
// Two factions have just become allies: each discards the Nexus card it holds.
void alliance_formed(Game& g, Faction a, Faction b);

// --- playing a card (em.nexus.modes and the faces; an action taken at any time its effect allows) ---
Status check_play(const Game& g, Faction seat, const Action& a);
void exec_play(Game& g, Faction seat, const Action& a);
void play_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// --- a card played through its faction's own rule ---
// The CHOAM Cunning (cr.x.nexus) is played as CHOAM's Worthless effect (play_worthless with `as`): f holds
// its own faction's card, so that it would be played as Cunning now.
bool holds_own(const Game& g, Faction f);
// f plays its own faction's card (holds_own) as Cunning: it is logged and discarded (E3 p.11).
void play_own(Game& g, Faction f);

// --- lasting effects the other rules ask about ---
// Emperor Cunning: how many of the Emperor's normal forces count as Sardaukar in the battle (BattleStep).
inline constexpr int kVirtualSardaukar = 5;
// Ixian Cunning: f's normal forces (the Suboids) count full strength without spice this turn.
bool normal_forces_full(const Game& g, Faction f);
// Moritani Cunning: this turn's Terror token placement may go to any territory of Arrakis.
bool terror_anywhere(const Game& g);
// Guild or Richese Secret Ally: the effect shaping f's shipment now (GuildRates, FiveForOne), if any.
std::optional<NexusEffect> shipment_effect(const Game& g, Faction f);
// A shipment under such an effect: what the card allows (Richese: from reserves, at most 5, no Karama).
Status check_shipment(const Game& g, Faction f, const Action& a);
// f shipped: the effect is spent.
void shipped(Game& g, Faction f);
// Guild Cunning: f's Shipment and Movement action is over; true when the second shipment it is owed begins
// now (consumed).
bool second_shipment(Game& g, Faction f);
// Guild Secret Ally: the Guild's shipping rules lent to f for this shipment (cross-ship, back to reserves;
// the Nexus cards' component rows, kNexusCardsComponent).
bool lends_guild_shipping(const Game& g, Faction f);

// --- the Mentat Pause window: each holder of a Nexus card may play it or pass (NexusMentat) ---
// Open while a holder has not answered in this turn's pause (a card played leaves it: no card, no question).
bool mentat_open(const Game& g);
void mentat_pending(const Game& g, DecisionList& out);
void mentat_passed(Game& g, Faction f);

// --- the window on a Harkonnen traitor call (NexusTraitor): each holder may play its card (the Harkonnen
// Betrayal cancels the call) or pass, before the battle is resolved ---
bool traitor_window_due(const Game& g);
bool traitor_window_open(const Game& g);
void traitor_window_pending(const Game& g, DecisionList& out);
void traitor_window_passed(Game& g, Faction f);
// The Mentat Pause: the Harkonnen draw the replacements owed for their cancelled calls.
void draw_owed_traitors(Game& g);

// --- the window at the end of a battle with a winner (NexusBattleEnd): its two sides, if they hold a card,
// may play it (Moritani Secret Ally keep_lost, CHOAM Secret Ally look_card) or pass ---
bool battle_end_due(const Game& g);
bool battle_end_open(const Game& g);
void battle_end_pending(const Game& g, DecisionList& out);
void battle_end_passed(Game& g, Faction f);

// --- moments a card acts on, asked of every holder that could play on them before they settle
// (NexusWindow; it holds every other decision until answered) ---
enum class Moment : std::uint8_t {
  None,
  ShipmentPaid,     // the Guild are seated: the Spacing Guild Betrayal takes the payment (take_payment)
  FaceDancer,       // the Tleilaxu revealed a Face Dancer: the Tleilaxu Betrayal cancels it
  SpiceCollection,  // the CHOAM Secret Ally sells a Worthless card (sell_worthless)
  WormAppears,      // Shai-Hulud appears: the Fremen Secret Ally spares forces, the Fremen Cunning rides
  BattleBegins,     // a battle begins: the faces played before the plans (see_element, voice, Betrayal stops)
};
std::string_view moment_key(Moment m);
Moment moment(const Game& g);
bool moment_open(const Game& g);  // a holder still to answer
void moment_pending(const Game& g, DecisionList& out);
// The pass of a holder asked (any other answer to the window is refused).
Status check_moment(const Game& g, Faction seat, const Action& a);
void moment_passed(Game& g, Faction f);
// A shipment's payment of `cost` by `shipper` (its ally paying what it cannot): true when a window opened
// and the payment is held back from the payers until it closes (close_moment says how it settles).
bool hold_payment(Game& g, Faction shipper, int cost, bool karamaRate);
// The Tleilaxu reveal a Face Dancer (the first answer of `a`): true when the window opened and the
// reveal's effect waits for it (its placement held back).
bool hold_reveal(Game& g, Faction owner, const Action& a);
// Spice Collection is over: true when the window opened (the phase waits for it).
bool open_collection(Game& g);
// A battle begins (its first step, before any Voice, prescience or plan): true when the window opened. Every
// holder is asked, whatever its card, so that a face played before the plans has its moment even when a
// bot sets its plan at once.
bool open_battle(Game& g);
// Shai-Hulud appears in t, before it devours: true when the window opened (the blow waits for it).
bool hold_worm(Game& g, TerritoryId t);
// The Fremen Secret Ally spares f's forces from the worm about to devour (then spent by worm_devoured).
bool spared(const Game& g, Faction f);
void worm_devoured(Game& g);
// The Fremen Cunning's desert territory to ride from after this turn's Nexus (kNoTerritory: none); a Karama
// against the ride cancels it without the worm devouring there (the worm never was there).
TerritoryId remote_ride(const Game& g);
// After every accepted action: a moment whose window has closed is cleared and returned (None if none),
// with what it leaves to settle: a payment held back and not taken was given back to its payers and is
// to be paid normally now (cost, karamaRate); a reveal not cancelled is to take effect.
struct Closed {
  Moment moment = Moment::None;
  Faction by = Faction::Atreides;
  TerritoryId territory = kNoTerritory;  // WormAppears: where it devours now
  int cost = 0;
  bool karamaRate = false;
  bool cancelled = false;
};
Closed close_moment(Game& g);

// --- Harkonnen Cunning: the traitor card shuffled back after the one drawn (blocks every other decision) ---
bool returning(const Game& g);
void return_pending(const Game& g, DecisionList& out);
Status check_return(const Game& g, Faction seat, const Action& a);
void exec_return(Game& g, Faction seat, const Action& a);
void return_candidates(const Game& g, Faction seat, std::vector<Action>& out);

// A determinization for `viewer` (engine/determinize.hpp): the cards other seats hold (whether one is held
// is public) and the deck's, dealt again over the same places.
void conceal(Game& g, Faction viewer, Rng& rng);

}  // namespace dune::nexus_cards
