// The Homeworlds variant (em_homeworlds): every faction's reserves stand on its Homeworld card, and
// the card is high or low by how many native forces stand there. Sources: GF9 Ecaz & Moritani
// rulebook pp.9-10 and FAQ p.15 (2h), the Homeworld cards (HWC), seed
// HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md; the checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md
// section 13 (rules 70-87). The cards' figures are data (engine/data/homeworlds.hpp). These are the
// rules every card shares; a card's own high and low faces live in its owner's faction module, which
// asks `high` and `low` here. No Karama reaches any of this (rule 83, em.hw.karama_immune): none of it
// goes through a hook row with an Advantage. Every function answers "not in play" without the variant.
#pragma once

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
// The card's side now (rule 71, em.hw.threshold): high while the natives are at or above the high
// minimum, low below it; checked whenever asked, never stored. Both false when the card is not used.
bool high(const Game& g, HomeworldId h);
bool low(const Game& g, HomeworldId h);
// Rule 72 (em.hw.low_bonus): +1 free revival and +1 spice with CHOAM Charity while one of f's
// Homeworlds that carries the bonus (every one but Salusa Secundus) is low: 1, else 0.
int low_bonus(const Game& g, Faction f);
// The card was high before `revived` forces came back to it (a face judged when its owner revives).
bool high_before(const Game& g, HomeworldId h, int revived);

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
inline constexpr SetupWindow kSendWindow{
    false,
    ActionKind::SendFromHomeworld,
    DecisionKind::HomeworldSend,
    send_open,
    send_pending,
    [](const Game& g, Faction owner, const Action& a) { return send_check(g, owner, a, allowed, h); },
    send_exec,
    [](const Game& g, Faction owner, std::vector<Action>& out) { send_candidates(g, owner, out, allowed); }};

}  // namespace dune::homeworlds
