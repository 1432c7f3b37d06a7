// Source boundaries shown in the view: one row per registry id with status Boundary whose
// situation can be recognised from the state, with a predicate over the game for one viewer.
// Public rows read public state only and are shown to every viewer, spectators included; Seat
// rows are evaluated for a seated viewer and may read that seat's own secrets (hand, traitors,
// traitor draw) but never another seat's, the prediction, sealed plans or dials, or deck order.
// Cost: each row names the phases it can apply in and a view visits only the rows of its phase
// (at most about a dozen, each a few comparisons on the viewer's open decisions and hand, which
// are read once); nothing is allocated unless a boundary is shown; the one path search (has_exit)
// runs only while a group shipped into the ally's territory this turn is still there.
#include "engine/view/boundaries.hpp"

#include <algorithm>
#include <array>

#include "engine/core/boundary_words.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {
namespace {

struct Ctx {
  const Game& g;
  std::span<const Decision> pending;
  bool seated;
  Faction me;            // meaningful when seated
  std::uint32_t kinds;   // card kinds in the viewer's own hand (bit per CardKind); 0 for spectators
  DecisionBits decides;  // kinds of the viewer's open decisions (bit per DecisionKind); 0 for spectators
};
static_assert(kDecisionKinds <= 8 * static_cast<int>(sizeof(DecisionBits)) && kCardKinds <= 32);

bool open(const Ctx& c, Faction f, DecisionKind k) {
  for (const Decision& d : c.pending)
    if (d.seat == f && d.kind == k) return true;
  return false;
}
// The viewer has a decision of kind k open.
bool mine(const Ctx& c, DecisionKind k) { return c.decides.test(static_cast<std::size_t>(k)); }
std::uint32_t kind_bit(CardKind k) { return 1u << static_cast<unsigned>(k); }
// The viewer holds a card of kind k (its own hand).
bool holds_kind(const Ctx& c, CardKind k) { return (c.kinds & kind_bit(k)) != 0; }
// The viewer holds a card it may use as Karama (the rule's one statement: karama_kinds, rules/common.hpp).
bool holds_karama(const Ctx& c) { return karama_kinds(c.g, c.me, c.kinds) != 0; }
bool karama_power_open(const Ctx& c) {
  return advanced(c.g) && !c.g.player(c.me).karamaPowerUsed && holds_karama(c);
}
bool in_play(const Game& g) { return g.phase != Phase::Setup && g.phase != Phase::GameOver; }

// --- Shipment and Movement --------------------------------------------------------------------

// The acting seat shipped a group into its ally's territory this turn, the group is still there
// and no legal move takes it out (storm, occupancy): ending the turn stays legal (public).
bool ally_visit_stuck(const Ctx& c) {
  const Game& g = c.g;
  const auto& s = g.shipMove;
  if (g.phase != Phase::ShipMove || s.allyVisit == kNoLocation || s.step != ShipMoveStep::Move) return false;
  auto acting = ship_move_phase::actor(g);
  if (!acting || !open(c, *acting, DecisionKind::Move)) return false;
  const int n = forces_at(g, s.allyVisit, *acting).total();
  if (n == 0 || !ally_in(g, *acting, location(s.allyVisit).territory)) return false;
  return !has_exit(g, *acting, s.allyVisit, n);
}

// Hajr played, no move made yet, and the viewer has an ally: may the first move end on the ally?
bool hajr_with_ally(const Ctx& c) {
  return mine(c, DecisionKind::Move) && c.g.shipMove.movesLeft >= 2 && ally_of(c.g, c.me).has_value();
}

// --- Battle ---------------------------------------------------------------------------------------

int my_side(const Ctx& c) {
  const auto& b = c.g.battle;
  for (int i = 0; i < 2; ++i)
    if (c.seated && b.sides[static_cast<std::size_t>(i)] == index(c.me)) return i;
  return -1;
}

bool plan_no_leader_with_hero(const Ctx& c) {
  return mine(c, DecisionKind::BattlePlan) && holds_kind(c, CardKind::CheapHero) &&
         !battle_phase::has_fieldable_leader(c.g, c.me);
}
bool voice_forbids_last_hero(const Ctx& c) {
  return plan_no_leader_with_hero(c) && battle_phase::voice_forbids_cheap_hero(c.g, c.me);
}
bool cheap_hero_forced(const Ctx& c) {
  return plan_no_leader_with_hero(c) && !battle_phase::voice_forbids_cheap_hero(c.g, c.me);
}

bool plans_revealed(const Game& g) {
  return g.phase == Phase::Battle && g.battle.territory != kNoTerritory &&
         g.battle.step == BattleStep::Traitors && g.battle.plans[0].submitted && g.battle.plans[1].submitted;
}
// The revealed plans hold a Lasgun and a Shield: an explosion unless a traitor is called (public).
bool explosion_revealed(const Game& g) { return plans_revealed(g) && battle_phase::plans_explode(g); }

// The viewer may call traitor on the opponent's revealed leader (its own traitors) in a battle
// whose plans would explode.
bool traitor_on_explosion(const Ctx& c) {
  if (!mine(c, DecisionKind::Traitor) || !explosion_revealed(c.g)) return false;
  const int side = my_side(c);
  if (side < 0) return false;
  const LeaderId l = traitor_card_of(c.g, c.g.battle.plans[static_cast<std::size_t>(1 - side)]);
  if (l == kNoLeader) return false;
  for (LeaderId t : c.g.player(c.me).traitors)
    if (t == l) return true;
  return false;
}

// Advanced: an explosion is revealed and spice was dialed: it goes to the bank (public).
bool explosion_with_spice(const Ctx& c) {
  return advanced(c.g) && explosion_revealed(c.g) &&
         (c.g.battle.plans[0].spice > 0 || c.g.battle.plans[1].spice > 0);
}

// Advanced: the viewer (Emperor or Fremen) commits a plan with elite forces in the battle.
bool elite_in_my_battle(const Ctx& c) {
  if (!advanced(c.g) || !mine(c, DecisionKind::BattlePlan)) return false;
  if (c.me != Faction::Emperor && c.me != Faction::Fremen) return false;
  for (LocationId l : locations_of(c.g.battle.territory))
    if (forces_at(c.g, l, c.me).special > 0) return true;
  return false;
}

// Advanced: a revealed plan fields a captive leader (Harkonnen capture; public).
bool captive_fielded(const Ctx& c) {
  if (!advanced(c.g) || !plans_revealed(c.g)) return false;
  for (int i = 0; i < 2; ++i) {
    const LeaderId l = c.g.battle.plans[static_cast<std::size_t>(i)].leader;
    const std::int8_t s = c.g.battle.sides[static_cast<std::size_t>(i)];
    if (l != kNoLeader && l < kLeaders && s >= 0 && index(leader_faction(l)) != s) return true;
  }
  return false;
}

// --- Storm -----------------------------------------------------------------------------------------

// Advanced with the Fremen: the storm moves by the Fremen's card (public fact; its value is not).
bool storm_by_card(const Game& g) { return advanced(g) && g.turn > 1 && g.in_game(Faction::Fremen); }
bool weather_offer(const Ctx& c) {
  return mine(c, DecisionKind::WeatherControl) && holds_kind(c, CardKind::WeatherControl);
}
bool weather_before_dials(const Ctx& c) { return weather_offer(c) && !storm_by_card(c.g); }
bool weather_before_card(const Ctx& c) { return weather_offer(c) && storm_by_card(c.g); }
bool atomics_offer(const Ctx& c) {
  return mine(c, DecisionKind::FamilyAtomics) && holds_kind(c, CardKind::FamilyAtomics);
}

// The storm stands on the viewer's player circle, so the viewer is last in storm order this turn
// (public); shown in the phases that go in storm order with decisions (Bidding, Shipment and
// Movement, Battle), to the player it concerns.
bool storm_on_circle(const Ctx& c) {
  const Game& g = c.g;
  if (!c.seated || (g.phase != Phase::Bidding && g.phase != Phase::ShipMove && g.phase != Phase::Battle))
    return false;
  return g.player(c.me).circle == g.stormSector;
}

// --- Spice Blow ------------------------------------------------------------------------------------

bool blow_time(const Game& g) {
  return g.turn > 1 && (g.phase == Phase::SpiceBlow || g.phase == Phase::Nexus);
}

// This turn's Shai-Hulud found no territory card under it in its pile (public discard piles): the
// pile holds worms only, or worms under a single territory card on top (the blow's last card).
bool worm_without_territory(const std::vector<SpiceCardId>& pile) {
  std::size_t worms = 0;
  while (worms < pile.size() && !is_territory_card(pile[worms])) ++worms;
  return worms > 0 && (worms == pile.size() || worms + 1 == pile.size());
}
bool worm_no_territory(const Ctx& c) {
  return blow_time(c.g) &&
         (worm_without_territory(c.g.spiceDiscard) || worm_without_territory(c.g.spiceDiscardB));
}

// The topmost card of a pile is this turn's territory card and its blow sector is in storm (the
// storm moves again only next turn); shown from the Spice Blow to CHOAM Charity, right after it.
bool top_in_storm(const Game& g, const std::vector<SpiceCardId>& pile) {
  if (pile.empty() || !is_territory_card(pile.back())) return false;
  const LocationId l = spice_location(spice_card_territory(pile.back()));
  return l != kNoLocation && location_in_storm(g, l);
}
bool blow_in_storm(const Ctx& c) {
  const Game& g = c.g;
  if (g.phase < Phase::SpiceBlow || g.phase > Phase::Charity) return false;
  return top_in_storm(g, g.spiceDiscard) || (advanced(g) && top_in_storm(g, g.spiceDiscardB));
}

bool worm_to_place(const Ctx& c) { return c.g.wormToPlace; }

// --- Game over --------------------------------------------------------------------------------------

FactionSet group_of(const Game& g, Faction f) {
  FactionSet m = FactionSet::of(f);
  if (auto a = ally_of(g, f)) m.insert(*a);
  return m;
}

bool fremen_over_guild(const Ctx& c) {
  const Game& g = c.g;
  return g.phase == Phase::GameOver && g.outcome.kind == WinKind::FremenSpecial && g.in_game(Faction::Guild);
}

// Advanced: the win is shared by players who are not one alliance.
bool shared_win(const Ctx& c) {
  const Game& g = c.g;
  if (g.phase != Phase::GameOver || !advanced(g) || g.outcome.winners.empty()) return false;
  for (Faction f : factions_in_game(g))
    if (g.outcome.winners.has(f)) return group_of(g, f) != g.outcome.winners;
  return false;
}

// --- Cards and other decisions ---------------------------------------------------------------------

bool karama_held(const Ctx& c) { return c.seated && in_play(c.g) && holds_karama(c); }
bool karama_bid(const Ctx& c) { return mine(c, DecisionKind::Bid) && holds_karama(c); }
bool truthtrance_held(const Ctx& c) {
  return c.seated && in_play(c.g) && holds_kind(c, CardKind::Truthtrance);
}
bool own_leader_drawn(const Ctx& c) {
  if (!mine(c, DecisionKind::PickTraitor)) return false;
  for (LeaderId l : c.g.player(c.me).traitorDraw)
    if (l < kLeaders && leader_faction(l) == c.me) return true;
  return false;
}
bool charity_at_one(const Ctx& c) { return mine(c, DecisionKind::Charity) && c.g.player(c.me).spice == 1; }
// The viewer formed or broke an alliance, or proposed one, in this Nexus and may still act in it.
bool nexus_changed(const Ctx& c) {
  return mine(c, DecisionKind::Nexus) &&
         (c.g.nexus.changed.has(c.me) || !c.g.nexus.proposed[static_cast<std::size_t>(index(c.me))].empty());
}

// --- Advanced Karama powers and faction sheets -------------------------------------------------------

bool atreides_karama_window(const Ctx& c) {
  return c.seated && c.me == Faction::Atreides && mine(c, DecisionKind::Prescience) && karama_power_open(c);
}
bool emperor_karama_revival(const Ctx& c) {
  return c.seated && c.me == Faction::Emperor && mine(c, DecisionKind::Revive) && karama_power_open(c);
}
// Ixians & Tleilaxu (checklist section 12): the Tleilaxu revival economy applies in this Basic game
// (12.6) and others' free revivals pay the Tleilaxu, theirs does not (12.7): shown while revivals are
// open with the Tleilaxu seated; Zoal's price (12.9) while he is in the Tanks.
bool tleilaxu_revival(const Ctx& c) {
  if (!c.g.in_game(Faction::Tleilaxu)) return false;
  for (const Decision& d : c.pending)
    if (d.kind == DecisionKind::Revive || d.kind == DecisionKind::RevivalGrants) return true;
  return false;
}
bool tleilaxu_basic_revival(const Ctx& c) { return !advanced(c.g) && tleilaxu_revival(c); }
// Technology tokens: while someone owns Heighliners, Shipment and Movement shows which arrivals pay it.
bool heighliners_owned(const Ctx& c) {
  return tech::in_play(c.g) && c.g.tech.owner[static_cast<std::size_t>(TechToken::Heighliners)] >= 0;
}
// The technology swap is open or was made this Bidding phase (public state).
bool technology_swap(const Ctx& c) { return c.g.bidding.swapping >= 0 || c.g.bidding.swapped; }
// The viewer could play a Karama against the Ixians' look while their set-aside is open.
bool karama_against_look(const Ctx& c) {
  return c.seated && c.g.bidding.setAsideBy >= 0 && c.g.bidding.setAsideBy != index(c.me) && holds_karama(c);
}
bool zoal_in_tanks(const Ctx& c) {
  if (!c.g.in_game(Faction::Tleilaxu)) return false;
  for (const LeaderState& s : c.g.leaders(Faction::Tleilaxu))
    if (s.where == LeaderWhere::Tanks &&
        leader_info(
            leader_id(Faction::Tleilaxu, static_cast<int>(&s - c.g.leaders(Faction::Tleilaxu).data())))
                .value == LeaderValue::Variable)
      return true;
  return false;
}
// The face_dancer decision is open and the winner fought with a captive (12.16).
bool captive_face_dancer(const Ctx& c) {
  const auto& b = c.g.battle;
  if (b.step != BattleStep::Unmask || b.winner < 0) return false;
  const LeaderId l = b.plans[static_cast<std::size_t>(b.winner)].leader;
  return l != kNoLeader && l < kLeaders &&
         c.g.player(leader_faction(l)).leaders[leader_slot(l)].capturedBy >= 0;
}
// A request for an early leader revival is open, or one was paid this turn (12.8, public).
bool early_revival(const Ctx& c) {
  const auto& t = c.g.tleilaxu;
  return c.g.in_game(Faction::Tleilaxu) &&
         (t.asker >= 0 || (t.askTurn == c.g.turn && !t.revivedEarly.empty()));
}
// A battle in which a side fields a Ghola (a leader another faction holds that is no Harkonnen captive)
// once the plans are public, or the Tleilaxu are about to revive one (12.17, public).
bool ghola_at_stake(const Ctx& c) {
  const Game& g = c.g;
  if (!advanced(g) || !g.in_game(Faction::Tleilaxu)) return false;
  auto ghola = [&](LeaderId l) {
    if (l == kNoLeader || l >= kLeaders) return false;  // (Duke Vidal is nobody's Ghola)
    const LeaderState& s = g.player(leader_faction(l)).leaders[leader_slot(l)];
    return s.capturedBy == index(Faction::Tleilaxu) && leader_faction(l) != Faction::Tleilaxu;
  };
  if (g.phase == Phase::Battle) {
    const auto& b = g.battle;
    if (b.step < BattleStep::Traitors) return false;  // the plans are sealed until then
    return ghola(b.plans[0].leader) || ghola(b.plans[1].leader);
  }
  if (!open(c, Faction::Tleilaxu, DecisionKind::Revive)) return false;
  for (LeaderId l = 0; l < kLeaders; ++l)
    if (leader_faction(l) != Faction::Tleilaxu && g.in_game(leader_faction(l)) &&
        g.player(leader_faction(l)).leaders[leader_slot(l)].where == LeaderWhere::Tanks)
      return true;
  return false;
}
// A battle won with a Cheap Hero while the Tleilaxu hold Face Dancers (12.12): no reveal.
bool cheap_hero_winner(const Ctx& c) {
  const auto& b = c.g.battle;
  return c.g.in_game(Faction::Tleilaxu) && b.winner >= 0 && b.step == BattleStep::WinnerCards &&
         b.plans[static_cast<std::size_t>(b.winner)].cheapHero != kNoCard;
}
bool harkonnen_give_back(const Ctx& c) { return advanced(c.g) && c.g.harkonnen.handSwapOwed > 0; }
// The Fremen may place the Karama sandworm now: the Spice Blow and Nexus phase waits for a decision.
bool fremen_karama_window(const Ctx& c) {
  return c.seated && c.me == Faction::Fremen && c.g.turn > 1 &&
         (c.g.phase == Phase::SpiceBlow || c.g.phase == Phase::Nexus) && karama_power_open(c);
}
bool guild_karama_shipments(const Ctx& c) {
  return c.seated && c.me == Faction::Guild && c.g.phase == Phase::ShipMove && karama_power_open(c);
}
bool kwisatz_revival(const Ctx& c) {
  return advanced(c.g) && c.seated && c.me == Faction::Atreides && mine(c, DecisionKind::Revive) &&
         c.g.atreides.kwisatzInTanks;
}
bool bg_flip(const Ctx& c) {
  return advanced(c.g) && c.seated && c.me == Faction::BeneGesserit && mine(c, DecisionKind::BgFlip);
}
// The spiritual advisor may follow a shipment into a territory where the Bene Gesserit have fighters:
// it arrives as a fighter (FAQ reading over the sheet's ban).
bool bg_advisor_onto_fighters(const Ctx& c) {
  const Game& g = c.g;
  if (!advanced(g) || !c.seated || c.me != Faction::BeneGesserit || !mine(c, DecisionKind::SendAdvisor))
    return false;
  const LocationId to = g.shipMove.shippedTo;
  return to >= 0 && to < kLocations && forces_in(g, Faction::BeneGesserit, location(to).territory) > 0;
}

// --- Storm and leaders (issue 16) ------------------------------------------------------------------

// Storm phase, before the storm moves: spice lies in the storm's starting sector (public).
bool spice_in_storm_start(const Ctx& c) {
  const Game& g = c.g;
  if (g.phase != Phase::Storm) return false;
  for (LocationId l = 0; l < kLocations; ++l)
    if (location(l).sector == g.stormSector && g.spice[static_cast<std::size_t>(l)] > 0) return true;
  return false;
}

// A leader lies face down in the Tanks (public).
bool face_down_in_tanks(const Ctx& c) {
  if (!in_play(c.g)) return false;
  for (const Player& p : c.g.players)
    if (p.inGame)
      for (const LeaderState& s : p.leaders)
        if (s.where == LeaderWhere::Tanks && s.faceDown) return true;
  return false;
}

// --- Ixians & Tleilaxu treachery cards (it_treachery) -------------------------------------------

// The viewer sets a battle plan under a Voice and holds a card Voice matches by what it counts as
// in its slot (boundary.it_cards_voice).
bool voiced_with_dual_card(const Ctx& c) {
  if (!mine(c, DecisionKind::BattlePlan) || c.g.battle.voiceCommand < 0) return false;
  return holds_kind(c, CardKind::PoisonBlade) || holds_kind(c, CardKind::ShieldSnooper) ||
         holds_kind(c, CardKind::WeirdingWay) || holds_kind(c, CardKind::Chemistry) ||
         holds_kind(c, CardKind::ArtilleryStrike);
}
// The viewer sets a battle plan holding a card that takes a slot only beside a partner.
bool plan_with_partner_card(const Ctx& c) {
  return mine(c, DecisionKind::BattlePlan) &&
         (holds_kind(c, CardKind::WeirdingWay) || holds_kind(c, CardKind::Chemistry));
}
bool plan_with_weirding_way(const Ctx& c) {
  return mine(c, DecisionKind::BattlePlan) && holds_kind(c, CardKind::WeirdingWay);
}
// The revealed plans hold an Artillery Strike (public), and with it a Kwisatz Haderach.
bool artillery_revealed(const Ctx& c) {
  if (!plans_revealed(c.g)) return false;
  for (const auto& p : c.g.battle.plans)
    if (p.weapon != kNoCard && card_kind(p.weapon) == CardKind::ArtilleryStrike) return true;
  return false;
}
// Sandtrout quieted a Shai-Hulud this turn (ix.boundary.sandtrout_worm): it devoured, with no Nexus.
bool sandtrout_worm(const Ctx& c) { return c.g.sandtrout >= 2; }
bool thumper_window_advanced(const Ctx& c) { return c.g.blowWindows.thumperWindow && advanced(c.g); }
bool artillery_with_kwisatz(const Ctx& c) {
  return artillery_revealed(c) && (c.g.battle.plans[0].companion || c.g.battle.plans[1].companion);
}

// --- Ecaz & Moritani treachery cards (em_treachery) -----------------------------------------------

bool revealed_with(const Ctx& c, CardKind k) {
  return plans_revealed(c.g) && (plan_holds(c.g.battle.plans[0], k) || plan_holds(c.g.battle.plans[1], k));
}
// The revealed plans hold Reinforcements, while a traitor may still decide the battle (public).
bool reinforcements_revealed(const Ctx& c) { return revealed_with(c, CardKind::Reinforcements); }
bool reinforcements_explosion(const Ctx& c) {
  return reinforcements_revealed(c) && battle_phase::plans_explode(c.g);
}
bool harass_explosion(const Ctx& c) {
  return revealed_with(c, CardKind::HarassWithdraw) && battle_phase::plans_explode(c.g);
}
// The viewer makes a battle plan holding the card (its own hand).
bool plan_with_reinforcements(const Ctx& c) {
  return advanced(c.g) && mine(c, DecisionKind::BattlePlan) && holds_kind(c, CardKind::Reinforcements);
}
bool plan_with_harass(const Ctx& c) {
  return mine(c, DecisionKind::BattlePlan) && holds_kind(c, CardKind::HarassWithdraw);
}
// The Ecaz card high, and Ecaz or their ally the Occupier of a Homeworld of the Emperor (public): the count
// of "two other factions' Homeworlds" matters.
bool ecaz_pair_on_homeworlds(const Ctx& c) {
  if (!homeworlds::in_play(c.g) || !homeworlds::high(c.g, HomeworldId::Ecaz)) return false;
  const Faction e = homeworld_info(HomeworldId::Ecaz).owner;
  const auto a = ally_of(c.g, e);
  if (!a) return false;
  for (HomeworldId h : {HomeworldId::Kaitain, HomeworldId::SalusaSecundus})
    if (auto o = homeworlds::occupier(c.g, h); o && (*o == e || *o == *a)) return true;
  return false;
}
// Rule 75: some of the Emperor's reserves stand on their other Homeworld (public).
bool reserves_moved_across(const Ctx& c) { return (c.g.em.crossNormal | c.g.em.crossElite) != 0; }
// Ecaz Occupy: the current battle has a side fighting beside a partner (public).
// Duke Vidal fights in the current battle against a faction that captures leaders (em.duke.boundary.capture).
bool duke_against_captor(const Ctx& c) {
  const auto& b = c.g.battle;
  if (!advanced(c.g) || b.territory == kNoTerritory || c.g.em.dukeHolder < 0) return false;
  const auto captor = hooks::bearer(c.g, Trait::CapturesLeaders);
  if (!captor) return false;
  const std::int8_t holder = c.g.em.dukeHolder;
  return (b.sides[0] == holder && b.sides[1] == index(*captor)) ||
         (b.sides[1] == holder && b.sides[0] == index(*captor));
}
bool duke_in_tanks(const Ctx& c) { return duke_in_game(c.g) && c.g.em.duke.where == LeaderWhere::Tanks; }
bool duke_lent(const Ctx& c) { return c.g.em.dukeTenure == DukeTenure::ThisTurn; }
bool ecaz_occupied(const Ctx& c) {
  return homeworlds::in_play(c.g) && homeworlds::occupier(c.g, HomeworldId::Ecaz).has_value();
}

bool combined_battle(const Ctx& c) {
  return c.g.battle.territory != kNoTerritory && (c.g.battle.partners[0] >= 0 || c.g.battle.partners[1] >= 0);
}
bool combined_with_harass(const Ctx& c) { return combined_battle(c) && plan_with_harass(c); }
// Ecaz and their ally both collect where spice lies (the spice they would share; public).
bool pair_on_spice(const Ctx& c) {
  for (Faction f : factions_in_game(c.g)) {
    auto a = coexisting_ally(c.g, f, T::Arrakeen);
    if (!a) continue;
    for (LocationId l = 0; l < kFirstHomeworldLocation; ++l)
      if (c.g.spice[l] > 0 && fighters_at(c.g, f, l) > 0 && fighters_at(c.g, *a, l) > 0) return true;
  }
  return false;
}
// Advanced: Ecaz and their ally co-occupy a stronghold that pays Increased Spice Flow (public).
bool pair_in_city(const Ctx& c) {
  if (!advanced(c.g)) return false;
  for (Faction f : factions_in_game(c.g))
    for (TerritoryId t : {T::Arrakeen, T::Carthag, T::TueksSietch})
      if (auto a = coexisting_ally(c.g, f, t); a && present_in(c.g, f, t) && present_in(c.g, *a, t))
        return true;
  return false;
}
// Ecaz and their ally share one territory where the storm parts one of them from an enemy (public).
bool pair_storm_split(const Ctx& c) {
  for (Faction f : factions_in_game(c.g)) {
    // Coexistence is asked once (Arrakis territories all answer alike), not once per territory.
    auto a = coexisting_ally(c.g, f, T::Arrakeen);
    if (!a) continue;
    for (TerritoryId t = 0; t < kFirstHomeworldTerritory; ++t) {
      if (!present_in(c.g, f, t) || !present_in(c.g, *a, t)) continue;
      for (Faction o : factions_in_game(c.g))
        if (o != f && o != *a && present_in(c.g, o, t) &&
            battle_phase::can_battle(c.g, t, f, o) != battle_phase::can_battle(c.g, t, *a, o))
          return true;
    }
  }
  return false;
}
// The viewer may play Recruits now (the rule's own predicate, on its own hand).
bool recruits_playable(const Ctx& c) {
  return c.seated && holds_kind(c, CardKind::Recruits) && anytime::recruits_status(c.g, c.me).ok();
}
// Recruits is in effect in this Revival phase (public).
bool recruits_in_effect(const Ctx& c) { return c.g.phase == Phase::Revival && recruits_active(c.g); }

// --- CHOAM (CR (2h)): the charity they pay, the Inflation token, the market. All public.
bool choam_charity(const Ctx& c) { return c.g.in_game(Faction::Choam); }
bool inflation_up(const Ctx& c) {
  return c.g.in_game(Faction::Choam) && c.g.cr.choam.inflation != InflationSide::None;
}
bool inflation_asked(const Ctx& c) { return open(c, Faction::Choam, DecisionKind::Inflation); }
bool market_asked(const Ctx& c) { return open(c, Faction::Choam, DecisionKind::ChoamMarket); }
// CHOAM's own seat, holding a Worthless card (its own hand: the Seat scope).
bool worthless_held(const Ctx& c) {
  return c.seated && c.me == Faction::Choam && ((c.kinds >> static_cast<unsigned>(CardKind::Worthless)) & 1u);
}
bool choam_share(const Ctx& c) { return advanced(c.g) && c.g.in_game(Faction::Choam); }
bool audit_asked(const Ctx& c) { return open(c, Faction::Choam, DecisionKind::Audit); }
// Stronghold cards (public): a battle in the stronghold whose card the boundary concerns.
bool card_battle(const Ctx& c, TerritoryId t) {
  return stronghold_cards::in_play(c.g) && c.g.battle.territory == t;
}
bool mobile_card_battle(const Ctx& c) { return card_battle(c, T::HiddenMobileStronghold); }
bool tueks_battle(const Ctx& c) { return card_battle(c, T::TueksSietch); }
bool arrakeen_share(const Ctx& c) { return choam_share(c) && card_battle(c, T::Arrakeen); }
// Tupile is on the table, low and not occupied (public): CHOAM may ask its question.
bool tupile_low(const Ctx& c) {
  return homeworlds::in_play(c.g) && c.g.in_game(Faction::Choam) &&
         homeworlds::low(c.g, HomeworldId::Tupile) && !homeworlds::occupier(c.g, HomeworldId::Tupile);
}
// A faction discards down after Tupile's occupation (the decision is public).
bool discarding_down(const Ctx& c) {
  return std::any_of(c.pending.begin(), c.pending.end(),
                     [](const Decision& d) { return d.kind == DecisionKind::DiscardDown; });
}
// The viewer holds the CHOAM Nexus card to play against a seated CHOAM (its own secret: the Seat scope).
bool choam_betrayal_held(const Ctx& c) {
  return c.seated && c.me != Faction::Choam && c.g.in_game(Faction::Choam) &&
         nexus_cards::held(c.g, c.me) == Faction::Choam;
}
// CHOAM have offered their ally a trade (the offer is public, the card is not).
bool trade_offered(const Ctx& c) {
  return std::any_of(c.pending.begin(), c.pending.end(),
                     [](const Decision& d) { return d.kind == DecisionKind::CardTradeAnswer; });
}

// --- Moritani Terror tokens: every predicate is public (the decisions and the revealed state), or the
// Moritani seat's own decision; none reads a face-down token's identity.
bool has_pending(const Ctx& c, DecisionKind k) {
  for (const Decision& d : c.pending)
    if (d.kind == k) return true;
  return false;
}
bool terror_trigger(const Ctx& c) { return has_pending(c, DecisionKind::TerrorTrigger); }
bool terror_trigger_mine(const Ctx& c) { return mine(c, DecisionKind::TerrorTrigger); }
bool atomics_revealed(const Ctx& c) { return c.g.em.atomicsRevealed; }
bool extortion_asked(const Ctx& c) { return has_pending(c, DecisionKind::Extortion); }
// The entered stronghold holds two tokens (their places are public).
bool terror_stack(const Ctx& c) {
  if (!terror_trigger(c)) return false;
  int n = 0;
  for (std::int8_t w : c.g.em.terror) n += w >= 0 && w == c.g.em.entered;
  return n >= 2;
}
// Advanced: the Moritani called a traitor in the battle now (the calls are public).
bool moritani_traitor_call(const Ctx& c) {
  const auto& b = c.g.battle;
  if (!advanced(c.g) || !c.g.in_game(Faction::Moritani) || b.traitorCalled == 0) return false;
  for (int s = 0; s < 2; ++s)
    if ((b.traitorCalled >> s & 1u) && b.sides[static_cast<std::size_t>(s)] == index(Faction::Moritani))
      return true;
  return false;
}

// The Moritani are asked whether they force the winner's cards with their Karama power (a public decision).
bool moritani_force_asked(const Ctx& c) { return has_pending(c, DecisionKind::KaramaForceCards); }
// Ecaz declared their Karama power in the battle now (public).
bool ecaz_karama_declared(const Ctx& c) {
  return c.g.battle.territory != kNoTerritory && c.g.battle.karamaDial;
}

// --- Homeworlds (em_homeworlds): the Caladan reinforcement (seed HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md)
// Every predicate is public: the offer is a public decision, and the rest is seating and the board.

bool caladan_offer(const Ctx& c) {
  for (const Decision& d : c.pending)
    if (d.kind == DecisionKind::HomeworldReinforcement) return true;
  return false;
}
// A seated faction may unmask the winner afterwards (the Tleilaxu Face Dancers): the order of the two
// is the open question. Which leaders are Face Dancers stays secret; the seating is public.
bool caladan_face_dancer(const Ctx& c) {
  if (!caladan_offer(c)) return false;
  for (Faction f : factions_in_game(c.g))
    if (const FactionModule* m = module_of(f); m && m->unmask) return true;
  return false;
}
bool caladan_storm(const Ctx& c) {
  if (!caladan_offer(c)) return false;
  for (LocationId l : locations_of(c.g.battle.territory))
    if (location_in_storm(c.g, l)) return true;
  return false;
}
bool caladan_hms(const Ctx& c) {
  return caladan_offer(c) && c.g.battle.territory == T::HiddenMobileStronghold;
}
// Another faction's forces stay in the territory (Bene Gesserit advisors), or a Terror token lies there
// (its place is public): would the arrival be an entry they could react to?
bool caladan_entry(const Ctx& c) {
  if (!caladan_offer(c)) return false;
  for (std::int8_t w : c.g.em.terror)
    if (w >= 0 && w == c.g.battle.territory) return true;
  const Faction winner = faction_at(c.g.battle.sides[static_cast<std::size_t>(c.g.battle.winner)]);
  for (Faction f : factions_in_game(c.g))
    if (f != winner && all_forces_in(c.g, f, c.g.battle.territory) > 0) return true;
  return false;
}

// --- Ecaz Ambassadors: every predicate is public (placed tokens are face up; decisions are public).
// An Ambassador is asked about while a Terror token lies in the same stronghold (their places are public).
bool ambassador_terror(const Ctx& c) {
  if (!has_pending(c, DecisionKind::AmbassadorTrigger) || c.g.em.ambassadorAsked < 0) return false;
  const std::int8_t t = c.g.em.ambassador[static_cast<std::size_t>(c.g.em.ambassadorAsked)];
  for (std::int8_t w : c.g.em.terror)
    if (w >= 0 && w == t) return true;
  return false;
}
bool ambassador_placing(const Ctx& c) { return has_pending(c, DecisionKind::PlaceAmbassador); }
// Ecaz high and the card just discarded (public) is one the sources may or may not call a poison weapon.
bool ecaz_poison(const Ctx& c) {
  if (!homeworlds::in_play(c.g) || !homeworlds::high(c.g, HomeworldId::Ecaz) || c.g.treacheryDiscard.empty())
    return false;
  const CardKind k = card_kind(c.g.treacheryDiscard.back());
  return k == CardKind::Chemistry || k == CardKind::PoisonTooth;
}

// Ix high in the Revival phase with Cyborgs in the Tanks: a paid Cyborg brings Suboids (public counts).
bool ix_suboids(const Ctx& c) {
  const Faction owner = homeworld_info(HomeworldId::Ix).owner;
  return homeworlds::high(c.g, HomeworldId::Ix) && c.g.player(owner).tanks.special > 0;
}

// --- The table ----------------------------------------------------------------------------------

enum class Scope : std::uint8_t { Public, Seat };

// Phases in which a row can apply (bit per Phase): rows of other phases are skipped unasked.
using PhaseMask = std::uint16_t;
template <class... P>
constexpr PhaseMask in(P... p) {
  return static_cast<PhaseMask>(((1u << static_cast<unsigned>(p)) | ...));
}
// --- The Great Maker (em_great_maker) -------------------------------------------------------------

// Its vote is open or was held this turn (public).
bool great_maker_active(const Ctx& c) { return c.g.em.greatMaker.voting || c.g.em.greatMaker.result != 0; }
// A Shai-Hulud of its blow brought the Nexus, so no vote was held (em.boundary.great_maker_worms).
bool great_maker_no_vote(const Ctx& c) {
  const GreatMakerState& m = c.g.em.greatMaker;
  return m.result == 1 && m.yes.empty() && m.no.empty();
}
// The vote made no Nexus; the Fremen ride all the same (em.boundary.great_maker_no_nexus_ride).
bool great_maker_no_nexus(const Ctx& c) { return c.g.em.greatMaker.result == 2; }
// Sandtrout lies in a discard pile while the Great Maker acts (em.boundary.great_maker_sandtrout).
bool great_maker_after_sandtrout(const Ctx& c) {
  auto in = [](const std::vector<SpiceCardId>& pile) {
    return std::find(pile.begin(), pile.end(), kSandtrout) != pile.end();
  };
  return great_maker_active(c) && (in(c.g.spiceDiscard) || in(c.g.spiceDiscardB));
}
// The Fremen may ride it with reserves that stand on their Homeworld (em.hw.boundary.great_maker_reserves).
bool great_maker_homeworld_ride(const Ctx& c) {
  return has_pending(c, DecisionKind::GreatMakerRide) &&
         has_variant(c.g.ruleset.variants, Variant::EmHomeworlds);
}

// --- Discovery (em_discovery) ------------------------------------------------------------------------

// The free step into a location revealed last turn is open (em.boundary.discovery_parent_entry).
bool discovery_entry(const Ctx& c) { return has_pending(c, DecisionKind::DiscoveryEntry); }
// A Discovery card lies in a discard pile: what it does when the deck is reshuffled and it comes up again is
// a boundary (em.boundary.discovery_reshuffle).
bool discovery_card_seen(const Ctx& c) {
  if (!discovery::in_play(c.g)) return false;
  auto any = [](const std::vector<SpiceCardId>& pile) {
    return std::any_of(pile.begin(), pile.end(), is_discovery_card);
  };
  return any(c.g.spiceDiscard) || any(c.g.spiceDiscardB);
}
// Two factions stand in the revealed Cistern (em.boundary.discovery_cistern).
bool discovery_cistern_shared(const Ctx& c) {
  const auto t =
      static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Cistern));
  if (!discovery::revealed(c.g, t)) return false;
  int n = 0;
  for (Faction f : factions_in_game(c.g)) n += present_in(c.g, f, t) ? 1 : 0;
  return n >= 2;
}
// Jacurutu Sietch is on the map while Ambassadors or Terror tokens can be placed
// (em.boundary.discovery_tokens_there).
bool jacurutu_and_tokens(const Ctx& c) {
  const auto t =
      static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Jacurutu));
  return discovery::revealed(c.g, t) && (c.g.in_game(Faction::Ecaz) || c.g.in_game(Faction::Moritani));
}

constexpr PhaseMask kAnyPhase = 0xFFFF;
using enum Phase;

struct Row {
  std::string_view id;
  Scope scope;
  PhaseMask phases;
  bool (*applies)(const Ctx&);
};

constexpr std::array kRows{
    Row{"alliance.no_exit", Scope::Public, in(ShipMove), ally_visit_stuck},
    Row{"boundary.ally_visit_no_exit", Scope::Public, in(ShipMove), ally_visit_stuck},
    Row{"alliance.split_moves", Scope::Seat, in(ShipMove), hajr_with_ally},
    Row{"boundary.voice_forbids_last_hero", Scope::Seat, in(Battle), voice_forbids_last_hero},
    Row{"boundary.cheap_hero_forced", Scope::Seat, in(Battle), cheap_hero_forced},
    Row{"boundary.traitor_lasgun", Scope::Seat, in(Battle), traitor_on_explosion},
    Row{"adv.spice_dialing.no_winner", Scope::Public, in(Battle), explosion_with_spice},
    Row{"adv.spice_dialing.elite_choice", Scope::Seat, in(Battle), elite_in_my_battle},
    Row{"adv.harkonnen.capture_traitor", Scope::Public, in(Battle), captive_fielded},
    Row{"boundary.weather_timing", Scope::Seat, in(Storm), weather_before_dials},
    Row{"boundary.weather_storm_card", Scope::Seat, in(Storm), weather_before_card},
    Row{"boundary.atomics_storm", Scope::Seat, in(Storm), atomics_offer},
    Row{"boundary.storm_on_circle", Scope::Seat, in(Bidding, ShipMove, Battle), storm_on_circle},
    Row{"boundary.worm_no_territory", Scope::Public, in(SpiceBlow, Nexus), worm_no_territory},
    Row{"boundary.blow_in_storm", Scope::Public, in(SpiceBlow, Nexus, Charity), blow_in_storm},
    Row{"boundary.fremen_sandworms_per_blow", Scope::Public, in(SpiceBlow), worm_to_place},
    Row{"boundary.fremen_guild_default", Scope::Public, in(GameOver), fremen_over_guild},
    Row{"boundary.shared_win_replay", Scope::Public, in(GameOver), shared_win},
    Row{"boundary.karama_timing", Scope::Seat, kAnyPhase, karama_held},
    Row{"boundary.karama_bid_payment", Scope::Seat, in(Bidding), karama_bid},
    Row{"boundary.truthtrance_questions", Scope::Seat, kAnyPhase, truthtrance_held},
    Row{"card.truthtrance", Scope::Seat, kAnyPhase, truthtrance_held},
    Row{"boundary.own_traitor", Scope::Seat, in(Setup), own_leader_drawn},
    Row{"boundary.choam_amount", Scope::Seat, in(Charity), charity_at_one},
    Row{"nexus.forming", Scope::Seat, in(Nexus), nexus_changed},
    Row{"adv.karama.atreides_timing", Scope::Seat, in(Battle), atreides_karama_window},
    Row{"adv.karama.emperor_limits", Scope::Seat, in(Revival), emperor_karama_revival},
    Row{"adv.karama.harkonnen_timing", Scope::Public, kAnyPhase, harkonnen_give_back},
    Row{"adv.karama.fremen_timing", Scope::Seat, in(SpiceBlow, Nexus), fremen_karama_window},
    Row{"adv.guild.karama_stop_shipment", Scope::Seat, in(ShipMove), guild_karama_shipments},
    Row{"adv.atreides.kwisatz_revival", Scope::Seat, in(Revival), kwisatz_revival},
    Row{"adv.bg.boundary", Scope::Seat, in(ShipMove), bg_flip},
    Row{"boundary.bg_arrival_stance", Scope::Seat, in(ShipMove), bg_advisor_onto_fighters},
    Row{"boundary.storm_start_spice", Scope::Public, in(Storm), spice_in_storm_start},
    Row{"boundary.face_down_identity", Scope::Public, kAnyPhase, face_down_in_tanks},
    Row{"boundary.it_cards_voice", Scope::Seat, in(Battle), voiced_with_dual_card},
    Row{"boundary.it_slot_partner", Scope::Seat, in(Battle), plan_with_partner_card},
    Row{"boundary.it_weirding_way_defense", Scope::Seat, in(Battle), plan_with_weirding_way},
    Row{"boundary.it_artillery_spice", Scope::Public, in(Battle), artillery_revealed},
    Row{"boundary.it_artillery_kwisatz", Scope::Public, in(Battle), artillery_with_kwisatz},
    Row{"boundary.it_thumper_pile_b", Scope::Public, in(SpiceBlow), thumper_window_advanced},
    Row{"ix.boundary.basic_advanced_split", Scope::Public, in(Revival), tleilaxu_basic_revival},
    Row{"ix.boundary.tleilaxu_self_income", Scope::Public, in(Revival), tleilaxu_revival},
    Row{"ix.boundary.zoal_revival_price", Scope::Public, in(Revival), zoal_in_tanks},
    Row{"ix.boundary.captured_face_dancer", Scope::Public, in(Battle), captive_face_dancer},
    Row{"ix.boundary.cheap_hero_face_dancer", Scope::Public, in(Battle), cheap_hero_winner},
    Row{"ix.boundary.heighliner_worm", Scope::Public, in(ShipMove), heighliners_owned},
    Row{"ix.boundary.sandtrout_worm", Scope::Public, in(SpiceBlow, Nexus, Charity), sandtrout_worm},
    Row{"ix.boundary.technology_swap_public", Scope::Public, in(Bidding), technology_swap},
    Row{"ix.boundary.karama_ixian_look", Scope::Seat, in(Bidding), karama_against_look},
    Row{"ix.boundary.early_revival_slot", Scope::Public, in(Revival), early_revival},
    Row{"ix.boundary.ghola_death", Scope::Public, in(Revival, Battle), ghola_at_stake},
    Row{"em.boundary.reinforcements_traitor", Scope::Public, in(Battle), reinforcements_revealed},
    Row{"em.boundary.reinforcements_advanced", Scope::Seat, in(Battle), plan_with_reinforcements},
    Row{"em.boundary.reinforcements_explosion", Scope::Public, in(Battle), reinforcements_explosion},
    Row{"em.boundary.harass_explosion", Scope::Public, in(Battle), harass_explosion},
    Row{"em.boundary.harass_commitments", Scope::Seat, in(Battle), plan_with_harass},
    Row{"em.boundary.occupy_rounding", Scope::Public, in(Battle), combined_battle},
    Row{"em.boundary.occupy_stopped", Scope::Public, in(Battle), combined_battle},
    Row{"em.boundary.occupy_harass", Scope::Seat, in(Battle), combined_with_harass},
    Row{"em.boundary.occupy_storm", Scope::Public, in(Battle), pair_storm_split},
    Row{"em.boundary.shared_collection", Scope::Public, in(ShipMove, Battle, Collection), pair_on_spice},
    Row{"em.boundary.occupy_income_karama", Scope::Public, in(Battle, Collection), pair_in_city},
    Row{"em.hw.boundary.emperor_transfer", Scope::Public, in(ShipMove), reserves_moved_across},
    Row{"em.hw.boundary.ecaz_high_win", Scope::Public, in(MentatPause, Battle, ShipMove),
        ecaz_pair_on_homeworlds},
    Row{"em.boundary.recruits_timing", Scope::Seat, in(Revival), recruits_playable},
    Row{"em.boundary.recruits_other", Scope::Public, in(Revival), recruits_in_effect},
    Row{"em.boundary.terror_order", Scope::Public, in(ShipMove), terror_trigger},
    Row{"em.boundary.assassination_pool", Scope::Seat, in(ShipMove), terror_trigger_mine},
    Row{"em.boundary.atomics_ally", Scope::Public, kAnyPhase, atomics_revealed},
    Row{"em.boundary.extortion_replace", Scope::Public, in(MentatPause), extortion_asked},
    Row{"em.hw.boundary.grumman_stack", Scope::Public, in(ShipMove), terror_stack},
    Row{"em.boundary.assassinate_forfeit", Scope::Public, in(Battle), moritani_traitor_call},
    Row{"em.boundary.moritani_karama", Scope::Public, in(Battle), moritani_force_asked},
    Row{"em.boundary.ecaz_karama_values", Scope::Public, in(Battle), ecaz_karama_declared},
    Row{"em.hw.boundary.caladan_face_dancer", Scope::Public, in(Battle), caladan_face_dancer},
    Row{"em.hw.boundary.caladan_storm", Scope::Public, in(Battle), caladan_storm},
    Row{"em.hw.boundary.caladan_hms", Scope::Public, in(Battle), caladan_hms},
    Row{"em.hw.boundary.caladan_entry", Scope::Public, in(Battle), caladan_entry},
    Row{"em.hw.boundary.ix_suboids", Scope::Public, in(Revival), ix_suboids},
    Row{"em.boundary.ambassador_terror_order", Scope::Public, in(ShipMove), ambassador_terror},
    Row{"em.hw.boundary.ecaz_poison", Scope::Public, kAnyPhase, ecaz_poison},
    Row{"em.boundary.ambassador_pool", Scope::Public, in(Revival), ambassador_placing},
    Row{"em.boundary.ambassador_supply", Scope::Public, in(Revival), ambassador_placing},
    Row{"em.duke.boundary.capture", Scope::Public, in(Battle), duke_against_captor},
    Row{"em.duke.boundary.revived", Scope::Public, in(Revival), duke_in_tanks},
    Row{"em.duke.boundary.loan", Scope::Public, in(ShipMove, Battle), duke_lent},
    Row{"em.hw.boundary.ecaz_duke", Scope::Public, in(Revival, ShipMove, Battle), ecaz_occupied},
    Row{"em.boundary.great_maker_variant", Scope::Public, in(Nexus), great_maker_active},
    Row{"em.boundary.great_maker_worms", Scope::Public, in(Nexus), great_maker_no_vote},
    Row{"em.boundary.great_maker_sandtrout", Scope::Public, in(Nexus), great_maker_after_sandtrout},
    Row{"em.boundary.great_maker_no_nexus_ride", Scope::Public, in(Nexus), great_maker_no_nexus},
    Row{"em.hw.boundary.great_maker_reserves", Scope::Public, in(Nexus), great_maker_homeworld_ride},
    Row{"em.boundary.discovery_parent_entry", Scope::Public, in(Storm), discovery_entry},
    Row{"em.boundary.discovery_reshuffle", Scope::Public, in(SpiceBlow, Nexus, Charity), discovery_card_seen},
    Row{"em.boundary.discovery_cistern", Scope::Public, in(Collection), discovery_cistern_shared},
    Row{"em.boundary.discovery_tokens_there", Scope::Public, in(Revival, MentatPause), jacurutu_and_tokens},
    Row{"cr.boundary.charity_short", Scope::Public, in(Charity), choam_charity},
    Row{"cr.boundary.duplicates", Scope::Public, kAnyPhase, market_asked},
    Row{"cr.boundary.inflation_income", Scope::Public, in(Charity, MentatPause), inflation_up},
    Row{"cr.boundary.inflation_first", Scope::Public, in(MentatPause), inflation_asked},
    Row{"cr.boundary.worthless_moments", Scope::Seat, in(Storm, Revival, ShipMove, MentatPause),
        worthless_held},
    Row{"cr.boundary.gamont_force", Scope::Seat, in(MentatPause), worthless_held},
    Row{"cr.boundary.support_share", Scope::Public, in(Battle), choam_share},
    Row{"cr.boundary.trade_order", Scope::Public, kAnyPhase, trade_offered},
    Row{"cr.boundary.auditor_cycle", Scope::Public, in(Revival), choam_share},
    Row{"cr.boundary.audit_outcomes", Scope::Public, in(Battle), audit_asked},
    Row{"cr.boundary.funds_stopped", Scope::Public, in(Battle), choam_share},
    Row{"cr.boundary.mobile_control", Scope::Public, in(Battle), mobile_card_battle},
    Row{"cr.boundary.arrakeen_share", Scope::Public, in(Battle), arrakeen_share},
    Row{"cr.boundary.tueks_outcomes", Scope::Public, in(Battle), tueks_battle},
    Row{"cr.boundary.tupile_answer", Scope::Public, kAnyPhase, tupile_low},
    Row{"cr.boundary.tupile_discard", Scope::Public, kAnyPhase, discarding_down},
    Row{"cr.boundary.nexus_betrayal_moment", Scope::Seat, kAnyPhase, choam_betrayal_held},
};

constexpr std::array<std::string_view, kRows.size()> kIds = [] {
  std::array<std::string_view, kRows.size()> ids{};
  for (std::size_t i = 0; i < kRows.size(); ++i) ids[i] = kRows[i].id;
  return ids;
}();

// For each phase, the rows that can apply in it, in table order: a view visits only those.
constexpr std::size_t kPhases = static_cast<std::size_t>(Phase::GameOver) + 1;
struct PhaseRows {
  std::array<std::uint8_t, kRows.size()> row{};
  std::uint8_t n = 0;
};
constexpr std::array<PhaseRows, kPhases> kByPhase = [] {
  std::array<PhaseRows, kPhases> out{};
  for (std::size_t p = 0; p < kPhases; ++p)
    for (std::size_t i = 0; i < kRows.size(); ++i)
      if (kRows[i].phases & (1u << p)) out[p].row[out[p].n++] = static_cast<std::uint8_t>(i);
  return out;
}();

// The registry texts, looked up once.
const std::array<const RuleEntry*, kRows.size()>& entries() {
  static const auto table = [] {
    std::array<const RuleEntry*, kRows.size()> e{};
    for (std::size_t i = 0; i < kRows.size(); ++i) e[i] = find_rule(kRows[i].id);
    return e;
  }();
  return table;
}

}  // namespace

std::span<const std::string_view> boundary_table_ids() { return kIds; }

void add_boundaries(const Game& g, Viewer v, View& out) {
  const bool seated = v.seat.has_value() && g.in_game(*v.seat);
  std::uint32_t kinds = 0;
  if (seated)
    for (const HeldCard& h : g.player(*v.seat).hand) kinds |= kind_bit(card_kind(h.card));
  DecisionBits decides;
  if (seated)
    for (const Decision& d : out.pending)
      if (d.seat == *v.seat) decides.set(static_cast<std::size_t>(d.kind));
  const Ctx c{g, out.pending, seated, seated ? *v.seat : Faction::Atreides, kinds, decides};
  const PhaseRows& rows = kByPhase[static_cast<std::size_t>(g.phase)];
  for (std::size_t k = 0; k < rows.n; ++k) {
    const std::size_t i = rows.row[k];
    const Row& r = kRows[i];
    if ((r.scope == Scope::Seat && !seated) || !r.applies(c)) continue;
    const RuleEntry* e = entries()[i];
    if (!e) continue;  // an id missing from the registry (the test catches it)
    // The player's words (engine/core/boundary_words.cpp); the registry's text is the developer's.
    const std::string_view words = boundary_words(r.id);
    out.boundaries.push_back({std::string(r.id), std::string(words.empty() ? e->text : words)});
  }
}

}  // namespace dune
