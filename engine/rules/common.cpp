#include "engine/rules/common.hpp"

#include <algorithm>

#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {

const FactionList& storm_order(const Game& g) {
  // The circle the storm next approaches counterclockwise (the first circle past the storm's sector)
  // comes first; a circle under the storm is last. The seats are kept in circle order
  // (Game::seating), turned to start at each place: the order is the one that starts at the first circle
  // past the storm.
  const int n = g.seating.n;
  int start = 0;
  if (g.stormSector >= 0 && g.stormSector < kSectors)
    start = g.seating.stormStart[static_cast<std::size_t>(g.stormSector)];
  else
    while (start < n &&
           g.players[static_cast<std::size_t>(g.seating.byCircle[static_cast<std::size_t>(start)])].circle <=
               g.stormSector)
      ++start;
  return g.seating.fromPlace[static_cast<std::size_t>(start < n ? start : 0)];
}

bool protected_from_storm(const Game& g, TerritoryId t) {
  // GF9 p.19 Family Atomics: once used, Imperial Basin, Arrakeen and Carthag lose protection.
  if (g.atomicsUsed && (t == T::ImperialBasin || t == T::Arrakeen || t == T::Carthag)) return false;
  return territory(t).stormProtected;
}

void forces_to_tanks(Game& g, Faction f, LocationId l, int n) {
  const Forces lost = normal_first(forces_at(g, l, f), n);
  remove_forces(g, l, f, lost);
  Player& p = g.player(f);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal + lost.normal);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special + lost.special);
}

void territory_to_tanks(Game& g, Faction f, TerritoryId t) {
  for (LocationId l : locations_of(t)) forces_to_tanks(g, f, l, forces_at(g, l, f).total());
}

bool allied(const Game& g, Faction a, Faction b) { return g.player(a).ally == index(b); }
std::optional<Faction> ally_of(const Game& g, Faction f) {
  auto a = g.player(f).ally;
  if (a == kNoAlly) return std::nullopt;
  return faction_at(a);
}

void end_alliance(Game& g, Faction f) {
  const auto a = ally_of(g, f);
  g.player(f).ally = kNoAlly;
  if (a) g.player(*a).ally = kNoAlly;
}

void form_alliance(Game& g, Faction a, Faction b) {
  g.player(a).ally = static_cast<std::int8_t>(index(b));
  g.player(b).ally = static_cast<std::int8_t>(index(a));
  g.player(a).alliedSinceTurn = g.player(b).alliedSinceTurn = g.turn;
  nexus_cards::alliance_formed(g, a, b);
}

bool occupies(const Game& g, Faction f, TerritoryId t) {
  if (!present_in(g, f, t)) return false;
  FactionSet others = factions_present(g, t);
  others.erase(f);
  if (auto a = ally_of(g, f)) others.erase(*a);
  return others.empty();
}

int strongholds_occupied(const Game& g, Faction f) {
  int n = 0;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (is_stronghold(t) && occupies(g, f, t)) ++n;
  return n;
}

bool holds(const Game& g, Faction f, CardId c) {
  for (auto& h : g.player(f).hand)
    if (h.card == c) return true;
  return false;
}

CardId held_of_kind(const Game& g, Faction f, CardKind k) {
  for (auto& h : g.player(f).hand)
    if (card_kind(h.card) == k) return h.card;
  return kNoCard;
}

CardId resolve_held(const Game& g, Faction f, CardId named) {
  if (named == kNoCard) return kNoCard;
  if (holds(g, f, named)) return named;
  for (auto& h : g.player(f).hand)
    if (card_info(h.card).key == card_info(named).key) return h.card;
  return kNoCard;
}

// The sheet's figure, as the faction modules adjust it (the Moritani Atomics: one less).
int hand_limit(const Game& g, Faction f) {
  return hooks::amount(g, Amount::HandLimit, {.f = f}, faction_info(f).handLimit);
}
bool hand_full(const Game& g, Faction f) {
  return static_cast<int>(g.player(f).hand.size()) >= hand_limit(g, f);
}

CardId take_treachery_top(Game& g) {
  if (g.treacheryDeck.empty()) {
    // GF9 p.10: when the deck runs out, shuffle the discard pile to form a new deck.
    if (g.treacheryDiscard.empty()) return kNoCard;
    g.treacheryDeck = std::move(g.treacheryDiscard);
    g.treacheryDiscard.clear();
    g.rng.shuffle(g.treacheryDeck);
    log_public(g, "The treachery discard pile is shuffled to form a new deck.");
  }
  CardId c = g.treacheryDeck.back();
  g.treacheryDeck.pop_back();
  KnownTop& known = g.table.knownTop;
  if (c == known.card) {  // the card a faction knew on top of the deck has left it
    known.card = kNoCard;
    known.by = -1;
  }
  // A card set aside at the bottom is drawn once the cards above it are (the deck is never reshuffled
  // before it is empty): it leaves the record as it leaves the deck.
  std::erase_if(known.bottom, [c](const DeckCard& d) { return d.card == c; });
  return c;
}

CardId draw_treachery(Game& g, Faction f, FactionSet alsoKnownBy) {
  CardId c = take_treachery_top(g);
  if (c != kNoCard) g.player(f).hand.push_back({c, FactionSet::of(f) | alsoKnownBy});
  return c;
}

void discard_from_hand(Game& g, Faction f, CardId c) {
  auto& h = g.player(f).hand;
  auto it = std::find_if(h.begin(), h.end(), [&](const HeldCard& x) { return x.card == c; });
  if (it == h.end()) return;
  h.erase(it);
  g.treacheryDiscard.push_back(c);
  hooks::notify(g, Event::Discarded, {.f = f, .card = c});  // Homeworlds, Ecaz high: a poison weapon
}

void reveal_card(Game& g, Faction f, CardId c) {
  for (auto& h : g.player(f).hand)
    if (h.card == c) h.knownBy = FactionSet::all();
}

const LeaderState& leader_disc(const Game& g, LeaderId l) {
  if (l == kDukeVidal) return g.em.duke;
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
}
LeaderState& leader_disc(Game& g, LeaderId l) {
  if (l == kDukeVidal) return g.em.duke;
  return g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
}

bool leader_available(const Game& g, LeaderId l) { return leader_disc(g, l).where == LeaderWhere::Available; }
int leaders_in_game(const Game& g, Faction f) { return leader_count(f, advanced(g)); }

bool duke_in_game(const Game& g) { return g.in_game(Faction::Ecaz) || g.in_game(Faction::Moritani); }

void duke_turn_ends(Game& g) {
  g.em.duke.foughtIn = kNoTerritory;
  if (g.em.dukeHolder < 0 || g.em.dukeTenure == DukeTenure::UntilBattle) return;
  log_public(g, "{l} did not fight this turn: {f} set him aside.", kDukeVidal, faction_at(g.em.dukeHolder));
  g.em.dukeHolder = -1;
  g.em.dukeTenure = DukeTenure::None;
}

void kill_leader(Game& g, LeaderId l) {
  if (l == kDukeVidal) {  // em.duke.release: dead, he goes to the Tanks, nobody's (E3 pp.6, 9 (2h))
    g.em.duke.where = LeaderWhere::Tanks;
    g.em.duke.deaths = static_cast<std::int8_t>(g.em.duke.deaths + 1);
    g.em.dukeHolder = -1;
    g.em.dukeTenure = DukeTenure::None;
    return;
  }
  Player& p = g.player(leader_faction(l));
  LeaderState& s = p.leaders[leader_slot(l)];
  // GF9 p.11 Leader Revival: a leader killed again while others have not yet died goes face down.
  bool othersAllDied = true;
  const Faction f = leader_faction(l);
  for (int i = 0; i < leaders_in_game(g, f); ++i)
    if (i != leader_slot(l) && !leader_info(leader_id(f, i)).special &&
        p.leaders[static_cast<std::size_t>(i)].deaths < s.deaths + 1)
      othersAllDied = false;
  s.where = LeaderWhere::Tanks;
  s.deaths = static_cast<std::int8_t>(s.deaths + 1);
  s.faceDown = s.deaths > 1 && !othersAllDied;
}

int forces_revivable_outside_limit(const Game& g, Faction f) {
  const Player& p = g.player(f);
  if (!advanced(g) || !has_elite_forces(f) || hooks::has(g, Trait::UnlimitedEliteRevival, f))
    return p.tanks.total();
  bool eliteOpen = g.eliteRevivedTurn[static_cast<std::size_t>(index(f))] != g.turn;
  return p.tanks.normal + (eliteOpen && p.tanks.special > 0 ? 1 : 0);
}

void pay_bank(Game& g, Faction f, int amount) {
  g.player(f).spice = static_cast<std::int16_t>(g.player(f).spice - amount);
  g.bankOut -= amount;
}
void pay_to(Game& g, Faction from, Faction to, int amount) {
  g.player(from).spice = static_cast<std::int16_t>(g.player(from).spice - amount);
  g.player(to).spice = static_cast<std::int16_t>(g.player(to).spice + amount);
}
void gain(Game& g, Faction f, int amount) {
  g.player(f).spice = static_cast<std::int16_t>(g.player(f).spice + amount);
  g.bankOut += amount;
}
void set_board_spice(Game& g, LocationId l, int amount) {
  g.bankOut += amount - g.spice[l];
  g.spice[l] = static_cast<std::int16_t>(amount);
}

void log_public_text(Game& g, std::string text) {
  g.log.push_back({g.turn, g.phase, Audience::everyone(), Text::literal(std::move(text))});
}
void log_private_text(Game& g, FactionSet seats, std::string text) {
  g.log.push_back({g.turn, g.phase, Audience::seats(seats), Text::literal(std::move(text))});
}
std::string name(Faction f) { return std::string(faction_info(f).name); }

namespace {
// Whether an open decision satisfies pred: read from the scope's memo when a PendingScope is open
// (phase_pending fills it once), else worked out.
template <class Pred>
bool any_open(const Game& g, Pred pred) {
  if (g.pendingMemo.depth > 0) {
    for (const Decision& x : scoped_pending(g))
      if (pred(x)) return true;
    return false;
  }
  DecisionList d;
  phase_pending(g, d);
  for (auto& x : d)
    if (pred(x)) return true;
  return false;
}
}  // namespace

bool has_decision(const Game& g, Faction f, DecisionKind k) {
  return any_open(g, [&](const Decision& x) { return x.seat == f && x.kind == k; });
}

bool has_any_decision(const Game& g, Faction f) {
  return any_open(g, [&](const Decision& x) { return x.seat == f; });
}

Status need_decision(const Game& g, Faction f, DecisionKind k) {
  if (!has_decision(g, f, k)) return fail(Err::NotYourDecision, "{f} has no '{d}' decision open now.", f, k);
  return Ok{};
}

}  // namespace dune

namespace dune {

std::optional<Faction> coexisting_ally(const Game& g, Faction f, TerritoryId t) {
  auto a = ally_of(g, f);
  if (!a || is_homeworld_territory(t) || !hooks::has(g, Trait::Coexists, f)) return std::nullopt;
  return a;
}

std::vector<TerritoryId> ally_shared_territories(const Game& g, Faction f) {
  std::vector<TerritoryId> out;
  auto a = ally_of(g, f);
  if (!a) return out;
  for (TerritoryId t = 0; t < kTerritories; ++t)
    if (t != T::PolarSink && present_in(g, f, t) && present_in(g, *a, t) && !coexisting_ally(g, f, t))
      out.push_back(t);
  return out;
}

std::uint64_t karama_kinds(const Game& g, Faction f, std::uint64_t among) {
  auto bit = [](CardKind k) { return std::uint64_t{1} << static_cast<unsigned>(k); };
  std::uint64_t usable = bit(CardKind::Karama);
  // The Shrine (Discovery, em.discovery.effects): its occupant uses Truthtrance as Karama.
  if ((among & bit(CardKind::Truthtrance)) && discovery::at_shrine(g, f))
    usable |= bit(CardKind::Truthtrance);
  if ((among & bit(CardKind::Worthless)) && hooks::has(g, Trait::WorthlessAsKarama, f))
    usable |= bit(CardKind::Worthless);
  return usable & among;
}

bool usable_as_karama(const Game& g, Faction f, CardId c) {
  return c != kNoCard && karama_kinds(g, f, std::uint64_t{1} << static_cast<unsigned>(card_kind(c))) != 0;
}

CardId truthtrance_card(const Game& g, Faction f) {
  if (const CardId c = held_of_kind(g, f, CardKind::Truthtrance); c != kNoCard) return c;
  // The Shrine (Discovery, em.discovery.effects): its occupant uses Karama as Truthtrance.
  return discovery::at_shrine(g, f) ? held_of_kind(g, f, CardKind::Karama) : kNoCard;
}

CardId held_karama(const Game& g, Faction f) {
  for (auto& h : g.player(f).hand)
    if (usable_as_karama(g, f, h.card)) return h.card;
  return kNoCard;
}

}  // namespace dune
