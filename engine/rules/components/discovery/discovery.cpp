// Discovery tokens (em_discovery): see discovery.hpp for the rules and their sources.
#include "engine/rules/components/discovery/discovery.hpp"

#include <algorithm>
#include <string>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::discovery {

namespace {

DiscoveryState& st(Game& g) { return g.em.discovery; }
const DiscoveryState& st(const Game& g) { return g.em.discovery; }

std::string token_name(int t) { return std::string(discovery_token_name(t)); }
TerritoryId site_territory(int site) { return location(discovery_card(site).site).territory; }
Faction privileged(DiscoveryPool p) { return p == DiscoveryPool::Hiereg ? Faction::Fremen : Faction::Guild; }

// Spice Collection: the next reveal question, the first site (card order) with a face-down token and the
// first faction in storm order with fighters in its territory not yet asked there. {-1, none} when there is
// none.
std::pair<int, std::optional<Faction>> next_question(const Game& g) {
  const DiscoveryState& d = st(g);
  if (d.revealTurn != g.turn || g.phase != Phase::Collection) return {-1, std::nullopt};
  for (int i = 0; i < kDiscoveryCards; ++i) {
    if (!laid(g, i)) continue;
    for (Faction f : storm_order(g))
      if (!d.asked[static_cast<std::size_t>(i)].has(f) && present_in(g, f, site_territory(i))) return {i, f};
  }
  return {-1, std::nullopt};
}

// The one now asked looks at the token (em.discovery.inspect).
void look(Game& g) {
  auto [site, f] = next_question(g);
  if (!f) return;
  DiscoveryState& d = st(g);
  if (!d.seen[static_cast<std::size_t>(site)].has(*f)) {
    d.seen[static_cast<std::size_t>(site)].insert(*f);
    log_private(g, FactionSet::of(*f), "{f} look at the Discovery token in {t}.", *f, site_territory(site));
  }
}

// Locations revealed the turn before this one (their free step is due now).
bool entry_due(const Game& g, int token) {
  const DiscoveryState& d = st(g);
  return d.host[static_cast<std::size_t>(token)] != kNoLocation &&
         d.revealedTurn[static_cast<std::size_t>(token)] > 0 &&
         d.revealedTurn[static_cast<std::size_t>(token)] == g.turn - 1;
}
TerritoryId host_territory(const Game& g, int token) {
  return location(st(g).host[static_cast<std::size_t>(token)]).territory;
}
// Whether f may step forces into location token now (the step's own checks; the action's forces and origin
// are checked by check_entry): the one predicate of the pending question, the legal list and the check.
Status entry_status(const Game& g, Faction f, int token) {
  const TerritoryId t = static_cast<TerritoryId>(kFirstDiscoveryTerritory + token);
  if (!entry_due(g, token))
    return fail(Err::NotAllowed,
                "Discovery: forces step into {t} free only at the start of the turn after it was "
                "revealed (em.boundary.discovery_parent_entry).",
                t);
  if (all_forces_in(g, f, host_territory(g, token)) == 0)
    return fail(Err::NoSuchForces, "Discovery: only forces in {t} step into {t}.", host_territory(g, token),
                t);
  if (stronghold_full_for(g, f, t) && !present_in(g, f, t))
    return fail(Err::StrongholdFull, "Discovery: {t} already holds forces of two other factions (E3 p.13).",
                t);
  if (ally_in(g, f, t))
    return fail(Err::AllyTerritory,
                "Alliances: your forces may not end a move in your ally's territory (GF9 p.12).");
  return Ok{};
}
bool may_enter(const Game& g, Faction f, int token) { return static_cast<bool>(entry_status(g, f, token)); }

// The storm moves at least one sector, so the Testing Station may take one off.
bool may_lessen(const Game& g) { return g.storm.move > 0; }

std::optional<Faction> testing_next(const Game& g) {
  const DiscoveryState& d = st(g);
  if (d.testingTurn != g.turn || d.testingUsed || g.phase != Phase::Storm) return std::nullopt;
  const TerritoryId t =
      static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::TestingStation));
  if (!revealed(g, t)) return std::nullopt;
  for (Faction f : storm_order(g))
    if (!d.testingAsked.has(f) && present_in(g, f, t)) return f;
  return std::nullopt;
}

}  // namespace

bool in_play(const Game& g) { return has_variant(g.ruleset.variants, Variant::EmDiscovery); }

void setup(Game& g) {
  if (!in_play(g)) return;
  DiscoveryState& d = st(g);
  d.hiereg.clear();
  d.smuggler.clear();
  for (int t = 0; t < kDiscoveryTokens; ++t)
    (token_pool(static_cast<DiscoveryToken>(t)) == DiscoveryPool::Hiereg ? d.hiereg : d.smuggler)
        .push_back(static_cast<std::int8_t>(t));
  g.rng.shuffle(d.hiereg);
  g.rng.shuffle(d.smuggler);
}

LocationId host_of(const Game& g, LocationId l) {
  if (!is_discovery_location(l)) return kNoLocation;
  return st(g).host[static_cast<std::size_t>(l - kFirstDiscoveryLocation)];
}

LocationId link(const Game& g, LocationId l) {
  if (is_discovery_location(l)) return host_of(g, l);
  for (int k = 0; k < kDiscoveryLocations; ++k)
    if (st(g).host[static_cast<std::size_t>(k)] == l) return location_of(k);
  return kNoLocation;
}

bool revealed(const Game& g, TerritoryId t) {
  return is_discovery_territory(t) &&
         st(g).host[static_cast<std::size_t>(t - kFirstDiscoveryTerritory)] != kNoLocation;
}

bool on_map(const Game& g, LocationId l) {
  return !is_discovery_location(l) ||
         st(g).host[static_cast<std::size_t>(l - kFirstDiscoveryLocation)] != kNoLocation;
}

void card_revealed(Game& g, SpiceCardId c) {
  if (!is_discovery_card(c)) return;
  const int site = c - kFirstDiscoveryCard;
  const DiscoveryCardInfo& info = discovery_card(site);
  // E3 p.12 (2h: "removes any spice and forces already there"); TO Game_Blow.cs: the card's territory is
  // cleared first.
  int spice = 0;
  for (LocationId l : locations_of(info.spice)) {
    spice += g.spice[l];
    set_board_spice(g, l, 0);
  }
  for (Faction f : factions_in_game(g)) {
    const int n = all_forces_in(g, f, info.spice);
    if (n == 0) continue;
    territory_to_tanks(g, f, info.spice);
    log_public(g, "The Discovery in {t} sends {n} {f} forces to the Tanks.", info.spice, n, f);
  }
  if (spice > 0) log_public(g, "The Discovery in {t} clears {n} spice there.", info.spice, spice);
  DiscoveryState& d = st(g);
  auto& pool = info.pool == DiscoveryPool::Hiereg ? d.hiereg : d.smuggler;
  const TerritoryId at = site_territory(site);
  if (laid(g, site) || link(g, info.site) != kNoLocation || pool.empty()) {
    // em.boundary.discovery_reshuffle (a): a card seen again lays no token where its site still holds one,
    // face down or revealed as a location.
    log_public(g, "No Discovery token is left to lay in {t}.", at);
    return;
  }
  d.site[static_cast<std::size_t>(site)] = pool.back();
  pool.pop_back();
  d.seen[static_cast<std::size_t>(site)] = {};
  log_public_text(g, std::string("A face-down ") +
                         (info.pool == DiscoveryPool::Hiereg ? "Hiereg" : "Smuggler") +
                         " Discovery token is laid in " + std::string(territory(at).name) + ".");
}

bool sees(const Game& g, Faction f, int site) {
  if (!laid(g, site)) return false;
  if (st(g).seen[static_cast<std::size_t>(site)].has(f)) return true;
  return privileged(discovery_card(site).pool) == f;
}

// --- Spice Collection ---------------------------------------------------------------------------------

bool open_reveals(Game& g) {
  if (!in_play(g)) return false;
  DiscoveryState& d = st(g);
  if (d.revealTurn != g.turn) {
    d.revealTurn = g.turn;
    d.asked = {};
  }
  look(g);
  return reveals_open(g);
}

bool reveals_open(const Game& g) {
  if (!in_play(g)) return false;
  return st(g).discardBy >= 0 || next_question(g).second.has_value();
}

void reveal_pending(const Game& g, DecisionList& out) {
  if (st(g).discardBy >= 0)
    return out.push_back({faction_at(st(g).discardBy), DecisionKind::DiscoveryDiscard, 0, 0});
  if (auto [site, f] = next_question(g); f) out.push_back({*f, DecisionKind::DiscoveryReveal, 0, 0});
}

Status check_reveal(const Game& g, Faction seat, const Action& a) {
  if (st(g).discardBy >= 0) {
    if (auto s = need_decision(g, seat, DecisionKind::DiscoveryDiscard); !s) return s;
    if (a.kind != ActionKind::DiscardOverLimit || !holds(g, seat, a.card))
      return fail(
          Err::BadAction,
          "Treachery Card Stash: the card drawn puts you over your hand limit; discard one card you hold "
          "(discard_over_limit; Ecaz & Moritani p.13).");
    return Ok{};
  }
  if (auto s = need_decision(g, seat, DecisionKind::DiscoveryReveal); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  auto [site, f] = next_question(g);
  if (a.kind != ActionKind::RevealDiscovery || site < 0 || a.territory != site_territory(site))
    return fail(Err::BadAction,
                "Discovery: reveal the token you look at in {t} (reveal_discovery), or pass to leave it face "
                "down (Ecaz & Moritani p.13).",
                site < 0 ? kNoTerritory : site_territory(site));
  return Ok{};
}

void exec_reveal(Game& g, Faction seat, const Action& a) {
  DiscoveryState& d = st(g);
  if (d.discardBy >= 0) {
    discard_from_hand(g, seat, a.card);
    log_public(g, "{f} discard {c}: the card from the Treachery Card Stash put them over their hand limit.",
               seat, a.card);
    d.discardBy = -1;
    look(g);
    return;
  }
  auto [site, f] = next_question(g);
  d.asked[static_cast<std::size_t>(site)].insert(seat);
  if (a.kind != ActionKind::RevealDiscovery) {
    log_public(g, "{f} leave the Discovery token in {t} face down.", seat, site_territory(site));
    look(g);
    return;
  }
  const int token = d.site[static_cast<std::size_t>(site)];
  const LocationId at = discovery_card(site).site;
  d.site[static_cast<std::size_t>(site)] = kNoDiscoveryToken;
  d.seen[static_cast<std::size_t>(site)] = {};
  log_public_text(g, std::string(faction_info(seat).name) + " reveal the Discovery token in " +
                         std::string(territory(location(at).territory).name) + ": " + token_name(token) +
                         ".");
  switch (static_cast<DiscoveryToken>(token)) {
    case DiscoveryToken::CardStash: {
      const CardId c = draw_treachery(g, seat);
      log_private(g, FactionSet::of(seat), "{f} draw {c} from the Treachery Card Stash.", seat, c);
      if (static_cast<int>(g.player(seat).hand.size()) > hand_limit(g, seat))
        d.discardBy = static_cast<std::int8_t>(index(seat));
      break;
    }
    case DiscoveryToken::SpiceStash:
      gain(g, seat, 7);
      log_public(g, "{f} take {n} spice from the Spice Stash.", seat, 7);
      break;
    case DiscoveryToken::Ornithopter:
      d.ornithopter = static_cast<std::int8_t>(index(seat));
      d.ornithopterTurn = g.turn;
      log_public(g, "{f} keep the Ornithopter: on a later turn it flies one move of 3 territories.", seat);
      break;
    default:
      d.host[static_cast<std::size_t>(token)] = at;
      d.revealedTurn[static_cast<std::size_t>(token)] = g.turn;
      log_public(g,
                 "{t} is now a territory inside {t}; forces there may step in at the start of the next turn.",
                 static_cast<TerritoryId>(kFirstDiscoveryTerritory + token), location(at).territory);
      break;
  }
  look(g);
}

void reveal_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (st(g).discardBy >= 0) {
    if (index(seat) == st(g).discardBy)
      for (const HeldCard& h : g.player(seat).hand)
        out.push_back({.kind = ActionKind::DiscardOverLimit, .card = h.card});
    return;
  }
  auto [site, f] = next_question(g);
  if (!f || *f != seat) return;
  out.push_back({.kind = ActionKind::RevealDiscovery, .territory = site_territory(site)});
  out.push_back({.kind = ActionKind::Pass});
}

void collection_income(Game& g) {
  if (!in_play(g)) return;
  const auto t =
      static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Cistern));
  if (!revealed(g, t)) return;
  for (Faction f : storm_order(g))
    if (present_in(g, f, t)) {
      gain(g, f, 2);
      log_public(g, "{f} collect {n} spice from the {t}.", f, 2, t);
    }
}

int orgiz_skim(Game& g, Faction collector, LocationId l, int take, std::array<bool, kLocations>& skimmed) {
  if (!in_play(g) || take <= 0 || skimmed[static_cast<std::size_t>(l)]) return take;
  const auto t = static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Orgiz));
  if (!revealed(g, t)) return take;
  for (Faction f : storm_order(g))
    if (f != collector && present_in(g, f, t)) {
      skimmed[static_cast<std::size_t>(l)] = true;
      pay_to(g, collector, f, 1);
      log_public(g, "{f} take {n} spice of what {f} collect in {t} (Orgiz Processing Station).", f, 1,
                 collector, location(l).territory);
      return take - 1;
    }
  return take;
}

// --- the free step in, at the start of a turn ----------------------------------------------------------

bool entry_open(Game& g) {
  if (!in_play(g)) return false;
  DiscoveryState& d = st(g);
  if (d.entryTurn != g.turn) {
    bool due = false;
    for (int k = 0; k < kDiscoveryLocations; ++k) due = due || entry_due(g, k);
    if (!due) return false;
    d.entryTurn = g.turn;
    d.entryDone = {};
  }
  return entry_pending_any(g);
}

bool entry_pending_any(const Game& g) {
  if (st(g).entryTurn != g.turn) return false;
  for (Faction f : factions_in_game(g))
    if (!st(g).entryDone.has(f))
      for (int k = 0; k < kDiscoveryLocations; ++k)
        if (may_enter(g, f, k)) return true;
  return false;
}

void entry_pending(const Game& g, DecisionList& out) {
  if (st(g).entryTurn != g.turn) return;
  for (Faction f : storm_order(g)) {
    if (st(g).entryDone.has(f)) continue;
    for (int k = 0; k < kDiscoveryLocations; ++k)
      if (may_enter(g, f, k)) {
        out.push_back({f, DecisionKind::DiscoveryEntry, 0, 0});
        break;
      }
  }
}

Status check_entry(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::DiscoveryEntry); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::Move || a.to < 0 || a.to >= kLocations || !is_discovery_location(a.to))
    return fail(
        Err::BadAction,
        "Discovery: step forces from the host territory into the location revealed last turn (move), or "
        "pass (Ecaz & Moritani p.13; em.boundary.discovery_parent_entry).");
  const int token = a.to - kFirstDiscoveryLocation;
  const TerritoryId t = location(a.to).territory;
  if (auto s = entry_status(g, seat, token); !s) return s;
  if (a.from < 0 || a.from >= kLocations || location(a.from).territory != host_territory(g, token))
    return fail(Err::BadAction, "Discovery: only forces in {t} step into {t}.", host_territory(g, token), t);
  const Forces& here = forces_at(g, a.from, seat);
  if (a.amount < 1 || a.amount > here.total() || a.amount3 < 0 || a.amount3 > here.special ||
      a.amount3 > a.amount)
    return fail(Err::NoSuchForces, "Discovery: you do not have those forces there.");
  if (location_in_storm(g, a.from))
    return fail(Err::StormSector, "Discovery: forces may not move out of a sector in storm (GF9 p.10).");
  return Ok{};
}

void exec_entry(Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::Pass) {
    st(g).entryDone.insert(seat);
    return;
  }
  hooks::move(g, seat, a.from, a.to, a.amount, a.amount3);  // as any move (the Bene Gesserit's stance too)
  log_public(g, "{f} step {n} force(s) from {t} into {t} (Discovery).", seat, a.amount,
             location(a.from).territory, location(a.to).territory);
  bool more = false;
  for (int k = 0; k < kDiscoveryLocations; ++k) more = more || may_enter(g, seat, k);
  if (!more) st(g).entryDone.insert(seat);
}

void entry_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int k = 0; k < kDiscoveryLocations; ++k) {
    if (!may_enter(g, seat, k)) continue;
    for (LocationId l : locations_of(host_territory(g, k))) {
      const Forces& here = forces_at(g, l, seat);
      if (here.total() == 0 || location_in_storm(g, l)) continue;
      out.push_back({.kind = ActionKind::Move,
                     .amount = static_cast<std::int16_t>(here.total()),
                     .amount3 = static_cast<std::int16_t>(here.special),
                     .from = l,
                     .to = location_of(k)});
    }
  }
}

// --- the Ecological Testing Station ---------------------------------------------------------------------

bool testing_open(Game& g) {
  if (!in_play(g)) return false;
  DiscoveryState& d = st(g);
  if (d.testingTurn != g.turn) {
    d.testingTurn = g.turn;
    d.testingAsked = {};
    d.testingUsed = false;
  }
  return testing_next(g).has_value();
}
bool testing_pending_any(const Game& g) { return testing_next(g).has_value(); }
void testing_pending(const Game& g, DecisionList& out) {
  if (auto f = testing_next(g)) out.push_back({*f, DecisionKind::TestingStation, -1, 1});
}
Status check_testing(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::TestingStation); !s) return s;
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::AdjustStorm || (a.amount != -1 && a.amount != 1))
    return fail(
        Err::BadAction,
        "Ecological Testing Station: change the storm's move by 1 either way (adjust_storm, sectors -1 or "
        "1), or pass (Ecaz & Moritani p.13).");
  if (a.amount == -1 && !may_lessen(g))
    return fail(Err::BadAction, "Ecological Testing Station: the storm does not move; it cannot move less.");
  return Ok{};
}
void exec_testing(Game& g, Faction seat, const Action& a) {
  DiscoveryState& d = st(g);
  d.testingAsked.insert(seat);
  if (a.kind != ActionKind::AdjustStorm) return;
  d.testingUsed = true;
  g.storm.move = static_cast<std::int8_t>(g.storm.move + a.amount);
  log_public(g, "{f} use the Ecological Testing Station: the storm moves {n} sectors.", seat, g.storm.move);
}
void testing_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (testing_next(g) != seat) return;
  out.push_back({.kind = ActionKind::Pass});
  out.push_back({.kind = ActionKind::AdjustStorm, .amount = 1});
  if (may_lessen(g)) out.push_back({.kind = ActionKind::AdjustStorm, .amount = -1});
}

// --- effects --------------------------------------------------------------------------------------------

bool at_shrine(const Game& g, Faction f) {
  if (!in_play(g)) return false;
  const auto t =
      static_cast<TerritoryId>(kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Shrine));
  return revealed(g, t) && present_in(g, f, t);
}

void jacurutu_bounty(Game& g, TerritoryId t, Faction winner, int undialled) {
  if (!in_play(g) || undialled <= 0 ||
      t != kFirstDiscoveryTerritory + static_cast<int>(DiscoveryToken::Jacurutu))
    return;
  gain(g, winner, undialled);
  log_public(g, "{f} gain {n} spice for the undialled forces sent to the Tanks in {t}.", winner, undialled,
             t);
}

bool may_fly(const Game& g, Faction f) {
  const DiscoveryState& d = st(g);
  return in_play(g) && d.ornithopter == index(f) && d.ornithopterTurn < g.turn && !d.ornithopterActive;
}
Status check_fly(const Game& g, Faction f) {
  if (!may_fly(g, f))
    return fail(
        Err::NotAllowed,
        "Ornithopter: only its holder flies it, once, on a turn after the one it was found in (Ecaz & "
        "Moritani p.13).");
  return Ok{};
}
void exec_fly(Game& g, Faction f) {
  st(g).ornithopterActive = true;
  log_public(g, "{f} fly the Ornithopter: their next move reaches 3 territories.", f);
}
bool flying(const Game& g, Faction f) {
  const DiscoveryState& d = st(g);
  return d.ornithopterActive && d.ornithopter == index(f);
}
void turn_over(Game& g) { st(g).ornithopterActive = false; }
void move_made(Game& g) {
  DiscoveryState& d = st(g);
  if (!d.ornithopterActive) return;
  d.ornithopterActive = false;
  d.ornithopter = -1;
  log_public(g, "The Ornithopter leaves the game.");
}

void conceal(Game& g, Faction viewer, Rng& rng) {
  if (!in_play(g)) return;
  const Game& seen = g;
  DiscoveryState& d = st(g);
  for (DiscoveryPool p : {DiscoveryPool::Hiereg, DiscoveryPool::Smuggler}) {
    std::vector<std::int8_t*> slots;
    for (int i = 0; i < kDiscoveryCards; ++i)
      if (discovery_card(i).pool == p && laid(seen, i) && !sees(seen, viewer, i))
        slots.push_back(&d.site[static_cast<std::size_t>(i)]);
    if (privileged(p) != viewer)
      for (auto& t : p == DiscoveryPool::Hiereg ? d.hiereg : d.smuggler) slots.push_back(&t);
    std::vector<std::int8_t> tokens;
    for (const std::int8_t* t : slots) tokens.push_back(*t);
    std::sort(tokens.begin(), tokens.end());
    rng.shuffle(tokens);
    for (std::size_t i = 0; i < slots.size(); ++i) *slots[i] = tokens[i];
  }
}

}  // namespace dune::discovery
