// The Fremen's rules (GF9 Rulebook 2019 p.16; FAQ Nov 2020 p.7).
// - Free send of reserves to the Great Flat or within two territories of it (a Karama cannot stop it).
// - Move two territories (fremen_move_two).
// - Shai-Hulud does not devour the Fremen (fremen_worm_ride), nor, at their option (the engine takes
//   it), their ally; the ally's free revival is 3 (fremen_ally_revival).
// - Advanced Sandworms: they place each Shai-Hulud after the first of a spice blow (fremen_sandworms).
// - Advanced battle: Fedaykin count double (fremen_fedaykin); battle hardened, full strength without
//   spice (fremen_battle_hardened).
// - Advanced Karama power: place a sandworm in a sand territory (no Nexus).
// - Advanced storm deck (adv.fremen.storm_deck) and storm losses of half (adv.fremen.storm_losses).
// - Advanced storm migration: the send may enter a sector in storm at half loss.
// - Special victory at the end of the last turn (see special_victory).
// - Setup: 10 forces among Sietch Tabr, False Wall South and False Wall West (GF9 p.22); Advanced
//   (adv-spice): 3 of the 20 are Fedaykin, which may be among the 10 placed.
#include <algorithm>

#include "engine/rules/action_args.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/phases/phases.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool ally(const Game& g, Faction owner, Faction f) { return allied(g, f, owner); }
bool self_advanced(const Game& g, Faction owner, Faction f) { return advanced(g) && f == owner; }

int move_two(const Game&, Faction owner, const Query& q, int range) {
  return q.f == owner ? std::max(range, 2) : range;
}
// Advanced: Fedaykin count double.
int fedaykin(const Game&, Faction owner, const Query& q, int value) { return q.f == owner ? 2 : value; }
int ally_revival(const Game& g, Faction owner, const Query& q, int n) {
  return allied(g, q.f, owner) ? std::max(n, 3) : n;
}

// --- Special victory (GF9 p.16) ---
// With the Guild in the game: no one but the Fremen in Sietch Tabr and Habbanya Sietch, and no
// Harkonnen, Atreides or Emperor forces in Tuek's Sietch. Without the Guild the Fremen win anyway.
bool special_victory(const Game& g, Faction owner) {
  if (!g.in_game(Faction::Guild)) return true;
  auto only_fremen = [&](TerritoryId t) { return (factions_present(g, t) - FactionSet::of(owner)).empty(); };
  bool tuek = !present_in(g, Faction::Harkonnen, T::TueksSietch) &&
              !present_in(g, Faction::Atreides, T::TueksSietch) &&
              !present_in(g, Faction::Emperor, T::TueksSietch);
  return only_fremen(T::SietchTabr) && only_fremen(T::HabbanyaSietch) && tuek;
}

// --- Setup placement ---
// The Fedaykin among the forces placed in the i-th territory (Sietch Tabr, False Wall South, West).
int fedaykin_at(const Action& a, int i) {
  constexpr auto K = ActionKind::PlaceFremen;
  return i == 0   ? arg<K, "fedaykin_sietch_tabr">(a)
         : i == 1 ? arg<K, "fedaykin_false_wall_south">(a)
                  : arg<K, "fedaykin_false_wall_west">(a);
}
bool any_fedaykin(const Action& a) { return fedaykin_at(a, 0) + fedaykin_at(a, 1) + fedaykin_at(a, 2) > 0; }

bool placement_open(const Game& g, Faction) { return !g.setup.fremenPlaced; }

void placement_pending(const Game& g, Faction owner, DecisionList& out) {
  if (placement_open(g, owner)) out.push_back({owner, DecisionKind::PlaceFremen, 10, 10});
}

Status placement_check(const Game& g, Faction owner, const Action& a) {
  if (a.amount < 0 || a.amount2 < 0 || a.amount3 < 0 || a.amount + a.amount2 + a.amount3 != 10)
    return fail(Err::NotAllowed,
                "Fremen setup: place exactly 10 forces among Sietch Tabr, False Wall South and False Wall "
                "West (GF9 p.22).");
  if (any_fedaykin(a) && !advanced(g))
    return fail(Err::NotAllowed, "Fremen setup: Fedaykin are part of the Advanced game only.");
  const int placed[] = {a.amount, a.amount2, a.amount3};
  int fed = 0;
  for (int i = 0; i < 3; ++i) {
    if (fedaykin_at(a, i) > placed[i])
      return fail(Err::NotAllowed,
                  "Fremen setup: the Fedaykin placed in a territory are counted among the forces placed "
                  "there (Fremen sheet, GF9 p.16).");
    fed += fedaykin_at(a, i);
  }
  if (fed > g.player(owner).reserves.special)
    return fail(Err::NotAllowed, "Fremen setup: the Fremen have only 3 Fedaykin (Fremen sheet, GF9 p.16).");
  return Ok{};
}

void placement_exec(Game& g, Faction owner, const Action& a) {
  Player& p = g.player(owner);
  const std::pair<TerritoryId, int> placements[] = {
      {T::SietchTabr, a.amount}, {T::FalseWallSouth, a.amount2}, {T::FalseWallWest, a.amount3}};
  int i = 0;
  for (auto [t, n] : placements) {
    const int fed = fedaykin_at(a, i++);  // 0 in Basic
    if (n == 0) continue;
    LocationId l = locations_of(t)[0];
    place_forces(g, l, owner, make_forces(n - fed, fed));
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - (n - fed));
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - fed);
  }
  g.setup.fremenPlaced = true;
  if (any_fedaykin(a))
    log_public_text(
        g, "Fremen place " + std::to_string(a.amount) + " in Sietch Tabr, " + std::to_string(a.amount2) +
               " in False Wall South and " + std::to_string(a.amount3) +
               " in False Wall West. Fedaykin among them: " + std::to_string(fedaykin_at(a, 0)) + ", " +
               std::to_string(fedaykin_at(a, 1)) + ", " + std::to_string(fedaykin_at(a, 2)) + ".");
  else
    log_public(g, "Fremen place {n} in Sietch Tabr, {n} in False Wall South and {n} in False Wall West.",
               a.amount, a.amount2, a.amount3);
}

void placement_candidates(const Game& g, Faction, std::vector<Action>& out) {
  for (int t = 0; t <= 10; t += 5)
    for (int s = 0; s + t <= 10; s += 5) {
      Action a{.kind = ActionKind::PlaceFremen,
               .amount = static_cast<std::int16_t>(t),
               .amount2 = static_cast<std::int16_t>(s),
               .amount3 = static_cast<std::int16_t>(10 - t - s)};
      out.push_back(a);
      if (advanced(g)) {
        // The three Fedaykin with the first group placed.
        constexpr auto K = ActionKind::PlaceFremen;
        if (t > 0)
          set_arg<K, "fedaykin_sietch_tabr">(a, 3);
        else if (s > 0)
          set_arg<K, "fedaykin_false_wall_south">(a, 3);
        else
          set_arg<K, "fedaykin_false_wall_west">(a, 3);
        out.push_back(a);
      }
    }
}

// Advanced (adv-spice; Fremen sheet, GF9 p.16): 17 forces and 3 Fedaykin.
void advanced_forces(Game& g, Faction owner) {
  Player& p = g.player(owner);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - 3);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + 3);
}

constexpr Window kSetup[] = {
    {WindowPoint::Setup, ActionKind::PlaceFremen, DecisionKind::PlaceFremen, placement_open,
     placement_pending, placement_check, placement_exec, placement_candidates},
};

// Advanced storm deck (adv.fremen.storm_deck): the card drawn last turn sets this turn's storm (after
// the first turn).
int storm_card(const Game& g, Faction, const Query&, int value) {
  return advanced(g) && g.turn > 1 && g.fremen.stormCard > 0 ? g.fremen.stormCard : value;
}

// End of an Advanced Storm phase: the card used (or unused after Weather Control) goes back into the
// deck, which is shuffled, and the Fremen draw the next one. A full six-card deck shuffled before
// every draw is a uniform draw of 1-6: only the drawn card is state.
void draw_storm_card(Game& g, Faction owner, const EventArgs&) {
  if (!advanced(g)) return;
  g.fremen.stormCard = static_cast<std::int8_t>(1 + g.rng.below(6));
  log_public(g, "The Fremen draw the storm card for the next turn and look at it.");
  log_private(g, FactionSet::of(owner),
              "The next storm card is {n}: the storm will move {n} sectors next turn.", g.fremen.stormCard,
              g.fremen.stormCard);
}

// The Fremen's part of the view: only they see the next storm card (adv-spice).
void redact(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  if (seat == owner) out.nextStormCard = g.fremen.stormCard;
}

constexpr TraitRow kTraits[] = {
    {Trait::WormImmune, Advantage::FremenWormRide, self},
    {Trait::WormImmune, std::nullopt, ally},
    {Trait::RidesWorms, Advantage::FremenWormRide, self},
    {Trait::PlacesWorms, Advantage::FremenSandworms, self_advanced},
    {Trait::StormDeck, std::nullopt, self_advanced},
    {Trait::BattleHardened, Advantage::FremenBattleHardened, self},
    {Trait::KaramaWorm, std::nullopt, self},
    {Trait::HalfStormLosses, std::nullopt, self_advanced},
    {Trait::ReserveSend, std::nullopt, self},
    {Trait::StormMigration, std::nullopt, self_advanced},
};
constexpr AmountRow kAmounts[] = {
    {Amount::MovementRange, Advantage::FremenMoveTwo, move_two},
    {Amount::FreeRevival, Advantage::FremenAllyRevival, ally_revival},
    {Amount::EliteValue, Advantage::FremenFedaykin, fedaykin},
    {Amount::StormCard, std::nullopt, storm_card},
};
// --- em.hw.southern_hemisphere.high (Homeworlds; HWC Southern Hemisphere high face) --------------------
// While Southern Hemisphere is high (when they revive), a Fedaykin the Fremen revive may be placed at once,
// free, from their reserves in a territory holding Fremen forces (storm and occupancy apply). Advanced:
// the Fedaykin are the elite forces revived. No Karama reaches a Homeworld face.
void southern_grant(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || e.elite <= 0 || !homeworlds::high_before(g, HomeworldId::SouthernHemisphere, e.forces))
    return;
  homeworlds::grant_send(g, owner, e.elite, true);
}
bool beside_fremen(const Game& g, Faction owner, LocationId to) {
  return present_in(g, owner, location(to).territory);
}
constexpr Window kRevivalWindows[] = {
    homeworlds::kSendWindow<HomeworldId::SouthernHemisphere, beside_fremen>,
};

// Southern Hemisphere occupied (HWC occupied face as the checklist reads it, em.hw.southern.occupied;
// boundary em.hw.boundary.southern_occupied, choice (a): whatever the card's side): the Occupier takes half
// (rounded down) of the spice the Fremen collect, once their collection of the phase is told.
void southern_occupied(Game& g, Faction owner, const EventArgs& e) {
  const auto o = homeworlds::occupier(g, HomeworldId::SouthernHemisphere);
  const int half = std::min<int>(e.n / 2, g.player(owner).spice);
  if (e.f != owner || !o || half <= 0) return;
  pay_to(g, owner, *o, half);
  log_public(g, "{f} give {n} spice of their collection to {f}, Occupier of the Southern Hemisphere.", owner,
             half, *o);
}

constexpr EventRow kEvents[] = {
    {Event::StormMoved, std::nullopt, draw_storm_card},
    {Event::Collected, std::nullopt, southern_occupied},
    {Event::Revived, std::nullopt, southern_grant},
};

// A determinization for another seat: the storm card drawn for the next storm, when there is one (its
// number is theirs alone until the storm moves; engine/determinize.hpp).
void conceal(Game& g, Faction /*owner*/, Concealment& c) {
  if (g.fremen.stormCard > 0) g.fremen.stormCard = static_cast<std::int8_t>(1 + c.rng.below(6));
}

// Advanced Karama power (Fremen sheet; Landsraad rules 1.14.03): place the sandworm in a sand territory
// during the Spice Blow and Nexus phase, after turn 1 (adv.karama.fremen_timing).
Status check_worm(const Game& g, Faction, Faction, const Action& a) {
  if (a.territory < 0 || a.territory >= kTerritories || territory(a.territory).terrain != Terrain::Sand)
    return fail(Err::BadAction, "Fremen Karama: the sandworm is placed in a sand territory (Fremen sheet).");
  if ((g.phase != Phase::SpiceBlow && g.phase != Phase::Nexus) || g.turn == 1)
    return fail(Err::WrongPhase,
                "Fremen Karama: the sandworm is placed during the Spice Blow and Nexus phase, after turn 1 "
                "(Landsraad rules 1.14.03).");
  return Ok{};
}
// The sandworm devours spice and forces in the territory as a Shai-Hulud does (the Fremen and, by their
// alliance advantage, their ally survive), but calls no Nexus (FAQ).
void place_worm(Game& g, Faction, Faction seat, const Action& a) {
  discard_from_hand(g, seat, held_of_kind(g, seat, CardKind::Karama));
  g.player(seat).karamaPowerUsed = true;
  log_public(g, "The Fremen play Karama and place the sandworm in {t} (no Nexus).", a.territory);
  spice_blow_phase::devour(g, a.territory, false);
}

constexpr OwnAction kActions[] = {
    {ActionKind::KaramaWorm, check_worm, place_worm, Trait::KaramaWorm,
     "Karama powers (place the sandworm with Karama) belong to the Advanced game.",
     "Only the {f} may place the sandworm with Karama."},
};

// Fremen sheet (GF9 p.16): the free send reaches a territory within two territories of the Great Flat.
bool send_zone(TerritoryId t) { return territory_distance(t, T::TheGreatFlat) <= 2; }

}  // namespace

constexpr auto kWindows = join_windows(kSetup, kRevivalWindows);

// Fremen sheet (GF9 p.16, Advanced): the Fedaykin are elite forces.
extern const FactionModule kFremenModule{.faction = Faction::Fremen,
                                         .eliteForces = true,
                                         .traits = kTraits,
                                         .amounts = kAmounts,
                                         .events = kEvents,
                                         .send_zone = send_zone,
                                         .windows = kWindows,
                                         .advanced_setup = advanced_forces,
                                         .endGameWin = WinKind::FremenSpecial,
                                         .wins_at_end = special_victory,
                                         .view = redact,
                                         .conceal = conceal,
                                         .actions = kActions};

}  // namespace dune
