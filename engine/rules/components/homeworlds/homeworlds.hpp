// The Homeworlds variant (em_homeworlds): every faction's reserves stand on its Homeworld card, and
// the card is high or low by how many native forces stand there. Sources: GF9 Ecaz & Moritani
// rulebook pp.9-10 and FAQ p.15 (2h), the Homeworld cards (HWC), seed
// HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md; the checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md
// section 13 (rules 70-87). The cards' figures are data (engine/data/homeworlds.hpp). These are the
// rules every card shares; a card's own high and low faces live in its owner's faction module, which
// asks `high` and `low` here. No Karama reaches any of this (rule 83, em.hw.karama_immune): none of it
// goes through a hook row with an Advantage. Every function answers "not in play" without the variant.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/data/homeworlds.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune::homeworlds {

bool in_play(const Game& g);
// The Homeworld is on the table: the variant is selected, its owner is seated, and (Salusa
// Secundus) the game is Advanced (rule 69).
bool used(const Game& g, HomeworldId h);
// The Homeworlds on the table, in HomeworldId order.
std::vector<HomeworldId> on_table(const Game& g);
// The native forces on the card (rule 70): the owner's reserves. Advanced Emperor: Kaitain holds the
// normal forces and Salusa Secundus the Sardaukar; the Basic Emperor has Kaitain only, with every
// reserve force on it (rule 75). Foreign forces never count (rule 71, seed HVR).
int natives(const Game& g, HomeworldId h);
// The same forces split by kind (Salusa Secundus: Sardaukar only; the Advanced Emperor's Kaitain: normal
// forces only), as they stand in the owner's reserves.
Forces native_forces(const Game& g, HomeworldId h);
// The card's side now (rule 71, em.hw.threshold): high while the natives are at or above the high
// minimum, low below it; checked whenever asked, never stored. Both false when the card is not used.
bool high(const Game& g, HomeworldId h);
bool low(const Game& g, HomeworldId h);
// Rule 72 (em.hw.low_bonus): +1 free revival and +1 spice with CHOAM Charity while one of f's
// Homeworlds that carries the bonus (every one but Salusa Secundus) is low: 1, else 0.
int low_bonus(const Game& g, Faction f);
// The card was high before `revived` forces came back to it (a face judged when its owner revives).
bool high_before(const Game& g, HomeworldId h, int revived);

// --- Homeworlds as places: shipping there, occupation, battles (rules 74, 77-81) -----------------------
// f's native forces in territory t: its natives when t is one of f's Homeworlds on the table, else none.
// The battle rules count them as f's forces there (rule 80): they stand in f's reserves.
Forces natives_in(const Game& g, Faction f, TerritoryId t);
// A shipment or a send of f's forces to the Homeworld location `to` (rules 74 and 77, em.hw.ship_between
// and em.hw.allied): only to a card on the table, never to one's own (the reserves are there already)
// nor to one's ally's. Ok for any location on Arrakis.
Status arrival_check(const Game& g, Faction f, LocationId to);
// Rule 75 (em.hw.emperor_transfer; E3 p.10 (2h)), Advanced: a faction with two Homeworlds on the table (the
// Emperor) may spend a move of its Shipment and Movement turn moving reserves between them: a Move from one
// card's location to the other's, `amount` forces, `amount3` of them elite.
bool is_transfer(const Game& g, Faction f, const Action& a);
Status check_transfer(const Game& g, Faction f, const Action& a);
void transfer(Game& g, Faction f, const Action& a);
// The legal transfers of f now (all of each kind, and one of each), for the legal-move lists.
void transfer_candidates(const Game& g, Faction f, std::vector<Action>& out);
// The Ecaz card (HWC; E3 pp.9-10 (2h)). Low face (em.hw.ecaz.low): when `owner` (the faction whose card it
// is) and its ally battle as one side, their opponent chooses which of them fights. High face, second
// sentence (em.hw.ecaz.high_win): the alliance of `f` (the card's owner or its ally) also wins holding at
// least one stronghold together and occupying the Homeworlds of two other factions.
bool opponent_picks_lead(const Game& g, Faction owner);
bool ecaz_high_alliance_win(const Game& g, Faction f, int coOccupied);
// The Occupier of h (rule 78, em.hw.occupier; Game::em.occupier), if any.
std::optional<Faction> occupier(const Game& g, HomeworldId h);
// f is h's Occupier or the Occupier's ally (the occupied faces that shield "the Occupier and its ally").
bool occupier_or_ally(const Game& g, HomeworldId h, Faction f);
// f occupies one of `owner`'s Homeworlds, or has forces on one (the alliance ban of rule 77 reads this: a
// force there would otherwise stand on its ally's Homeworld).
bool occupies_homeworld_of(const Game& g, Faction f, Faction owner);
// The Occupier of the first of `owner`'s Homeworlds, if any: the faction a low face's split pays.
std::optional<Faction> occupier_of(const Game& g, Faction owner);
// --- Junction high (HWC Junction high face; em.hw.junction.high) ---
// While Junction is high the Guild may offer another faction, as part of its shipment, a cross-planet
// shipment at half or full price (from or to a Homeworld, its own included: back to its reserves). Asked
// once in each faction's Shipment and Movement turn, before its shipment (decision junction_offer): the
// deciding faction, when due before `shipper`'s shipment now.
std::optional<Faction> junction_offer_due(const Game& g, Faction shipper);
Status check_junction_offer(const Game& g, Faction seat, Faction shipper, const Action& a);
void exec_junction_offer(Game& g, Faction seat, Faction shipper, const Action& a);
void junction_offer_candidates(Faction shipper, std::vector<Action>& out);
// The offer stands for f's shipment now: it lends f the cross-planet forms (CrossShip, ShipToReserves;
// the Homeworlds' component rows, kHomeworldsComponent).
bool junction_offer_stands(const Game& g, Faction f);
bool junction_half(const Game& g);
// f shipped: the offer is spent.
void junction_shipped(Game& g, Faction f);

// The part of a payment that a low face keeps from `owner` (Kaitain low, Junction low: rule 87
// em.hw.faq_kaitain and the occupied faces): `amount` from `from` goes to the Occupier of owner's
// Homeworld, or to the Bank when it is not occupied. An Occupier paying keeps it (FAQ: even when the
// Occupier bought the card).
void pay_split(Game& g, Faction from, Faction owner, int amount);
// Continuous occupation (rule 78 with boundary em.hw.boundary.occupier_lifecycle, choice (a)): for each
// card on the table, the one faction alone there (the natives counted) becomes its Occupier, or frees it
// if that is the owner; with several factions there, or nobody, nothing changes. The facade runs it
// after every accepted action.
void settle_occupation(Game& g);
// Rule 79 (em.hw.occupied_income): each Occupier takes its card's printed income from the Bank in Spice
// Collection.
void occupied_income(Game& g);
// Rule 79 (em.hw.occupied_share): after the income, each Occupier with an ally may give the ally part of
// the occupied income it just took, at once (the OccupiedShare decision, in storm order; pass keeps it).
// share_open: someone is still to answer (Spice Collection waits); the others as a decision window's.
bool share_open(const Game& g);
void share_pending(const Game& g, DecisionList& out);
Status share_check(const Game& g, Faction seat, const Action& a);
void share_exec(Game& g, Faction seat, const Action& a);
void share_candidates(const Game& g, Faction seat, std::vector<Action>& out);
// What of the cards' sides the Revival phase reads as it begins (Tleilax low: em.hw.tleilax.low).
void revival_begins(Game& g);
// Rule 80 (em.hw.battle): the number the native adds to its dial in a battle on its Homeworld (the
// card's current side); 0 for anyone else or anywhere else.
int battle_number(const Game& g, Faction f, TerritoryId t);
// Rule 80: only the native may call a traitor in a battle on a Homeworld. Ok elsewhere.
Status traitor_check(const Game& g, Faction caller, TerritoryId t);
// Losses of natives (rule 80): up to `normal` normal and `elite` special native forces of f in t go
// from its reserves to the Tanks. What was taken is returned.
Forces native_losses(Game& g, Faction f, TerritoryId t, int normal, int elite);
// Rule 81 (em.hw.explosion): a Lasgun/Shield explosion on a Homeworld kills at most the card's battle
// number of natives (the invaders die as anywhere).
void explosion_losses(Game& g, TerritoryId t);

// --- A send from reserves after a revival (Tleilax high, Southern Hemisphere high) ---------------------
// The owner's module grants it from its Revived event row and answers it with a revival window built
// from these (Game::em.sendBy / sendLeft / sendElite). One send, to one location; free; the storm, the
// stronghold limit, the ally's territory and the mobile stronghold (its owner's alone) apply as to a
// shipment; `allowed` is the face's own rule on the destination.
using SendRule = bool (*)(const Game& g, Faction owner, LocationId to);
void grant_send(Game& g, Faction f, int n, bool elite);
bool send_open(const Game& g, Faction owner);
int send_max(const Game& g, Faction owner);  // what may still be sent now (the reserves of that kind too)
void send_pending(const Game& g, Faction owner, DecisionList& out);
Status send_check(const Game& g, Faction owner, const Action& a, SendRule allowed, HomeworldId face);
void send_exec(Game& g, Faction owner, const Action& a);
void send_candidates(const Game& g, Faction owner, std::vector<Action>& out, SendRule allowed);
// The revival window of the send that the high face of Homeworld `h` grants, with its destination rule:
// the one window both faces use (the check and the legal-move list read the same rule).
template <HomeworldId h, SendRule allowed>
inline constexpr Window kSendWindow{
    WindowPoint::Revival,
    ActionKind::SendFromHomeworld,
    DecisionKind::HomeworldSend,
    send_open,
    send_pending,
    [](const Game& g, Faction owner, const Action& a) { return send_check(g, owner, a, allowed, h); },
    send_exec,
    [](const Game& g, Faction owner, std::vector<Action>& out) { send_candidates(g, owner, out, allowed); }};

}  // namespace dune::homeworlds
