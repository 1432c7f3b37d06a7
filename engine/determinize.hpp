// Determinization (issue 38): a complete game consistent with everything one seat knows, its secrets
// drawn again from what is still possible, for a bot that searches by playing sampled games forward
// (bots/search_bot.cpp).
//
// What the seat has not seen is dealt again from the same values: the treachery cards in other hands it
// has not seen, in the deck (but for those it put there knowingly) and among the cards up for auction it
// may not see, with the Ixians' setup cards, as one pool; the traitor cards other seats drew and the
// traitor deck, with the Tleilaxu's unrevealed Face Dancers, as another; the spice deck's order; each
// module's own secrets (FactionModule::conceal: the prediction, the Fremen storm card, the Terror tokens,
// the Ambassadors in Ecaz's supply) and the components' (Nexus cards held, face-down Discovery tokens).
// Other seats' spice behind the shield (GF9 p.12) is drawn from 0 to 20 (the high bidder's from its bid up,
// a bound the table sees); a sealed storm dial from 1 to 3; a
// sealed battle plan of another seat is drawn from that seat's legal plans in the dealt game (an element
// foreseen by the Atreides kept as foreseen). The log keeps only the entries the seat may read; the
// generator and the seed come from `seed`.
//
// Every value is dealt by a function of what the seat knows and of `seed` alone: the hidden values are
// sorted before they are shuffled, so the real game's arrangement of them is never read. The tests hold
// it (tests/determinize_test.cpp): the dealt game gives the seat the same view, legal actions and
// refusals as the real one, and a game that differs only in the seat's unknowns deals the same game.
#pragma once

#include <cstdint>

#include "engine/core/state.hpp"

namespace dune {

// Precondition: `seat` is seated in g. A game over is returned as it is (everything is shown then),
// with the generator and the seed drawn from `seed`.
Game determinize(const Game& g, Faction seat, std::uint64_t seed);

}  // namespace dune
