// The Atreides' rules (GF9 Rulebook 2019 p.17).
// - They see each treachery card up for bid (atreides_bidding_peek).
// - Battle prescience, own and ally's battles (atreides_prescience); Advanced: the Kwisatz Haderach
//   (atreides_kwisatz) and the Karama power to see the opponent's whole plan.
// - Prescience: they see the top card of the spice deck during Shipment and Movement.
#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"

namespace dune {
namespace {

void see_spice_top(Game& g, Faction owner) {
  if (g.phase != Phase::ShipMove || g.spiceDeck.empty()) return;
  log_private(g, FactionSet::of(owner),
              "Prescience: the top card of the spice deck is " +
                  (is_shai_hulud(g.spiceDeck.back())
                       ? std::string("Shai-Hulud")
                       : std::string(territory(spice_card_territory(g.spiceDeck.back())).name)) +
                  ".");
}

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool self_or_ally(const Game& g, Faction owner, Faction f) { return f == owner || allied(g, f, owner); }

// Advanced: the Kwisatz Haderach died in a lasgun/shield explosion and may be revived.
bool kwisatz_in_tanks(const Game& g, Faction owner, Faction f) {
  return advanced(g) && f == owner && g.atreides.kwisatzInTanks;
}

constexpr TraitRow kTraits[] = {
    {Trait::SeesCardsUpForBid, Advantage::AtreidesBiddingPeek, self},
    {Trait::RevivesKwisatz, std::nullopt, kwisatz_in_tanks},
    {Trait::Prescience, Advantage::AtreidesPrescience, self_or_ally},
    {Trait::Kwisatz, Advantage::AtreidesKwisatz, self},
    {Trait::KaramaSeesPlan, std::nullopt, self},
};

constexpr EventRow kEvents[] = {
    {Event::PhaseBegins, std::nullopt, see_spice_top},
};

}  // namespace

extern const FactionModule kAtreidesModule{
    .faction = Faction::Atreides, .traits = kTraits, .events = kEvents};

}  // namespace dune
