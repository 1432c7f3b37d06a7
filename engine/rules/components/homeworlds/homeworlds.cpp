// The Homeworlds variant's shared rules (engine/rules/components/homeworlds/homeworlds.hpp).
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/action_args.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::homeworlds {

bool in_play(const Game& g) { return has_variant(g.ruleset.variants, Variant::EmHomeworlds); }

bool used(const Game& g, HomeworldId h) {
  const HomeworldInfo& info = homeworld_info(h);
  return in_play(g) && g.in_game(info.owner) && (!info.advancedOnly || advanced(g));
}

std::vector<HomeworldId> on_table(const Game& g) {
  std::vector<HomeworldId> out;
  if (!in_play(g)) return out;
  for (int i = 0; i < kHomeworlds; ++i)
    if (used(g, static_cast<HomeworldId>(i))) out.push_back(static_cast<HomeworldId>(i));
  return out;
}

Forces native_forces(const Game& g, HomeworldId h) {
  if (!used(g, h)) return {};
  const HomeworldInfo& info = homeworld_info(h);
  const Forces& r = g.player(info.owner).reserves;
  // Rule 75: the forces moved to the other card stand there (at most the reserves of their kind).
  const auto crossNormal = std::min<std::uint8_t>(g.em.crossNormal, r.normal);
  const auto crossElite = std::min<std::uint8_t>(g.em.crossElite, r.special);
  if (info.natives == HomeworldNatives::Sardaukar)
    return {.normal = crossNormal, .special = static_cast<std::uint8_t>(r.special - crossElite)};
  // A faction with a second Homeworld for its special forces (Advanced Emperor) keeps only its normal
  // forces on this one.
  for (HomeworldId other : homeworlds_of(info.owner))
    if (other != h && used(g, other) && homeworld_info(other).natives == HomeworldNatives::Sardaukar)
      return {.normal = static_cast<std::uint8_t>(r.normal - crossNormal), .special = crossElite};
  return r;
}

namespace {
// f's two Homeworlds on the table (its normal forces' card first), if it has two.
std::optional<std::pair<HomeworldId, HomeworldId>> two_homeworlds(const Game& g, Faction f) {
  std::optional<HomeworldId> normal, elite;
  for (HomeworldId h : homeworlds_of(f)) {
    if (!used(g, h)) continue;
    (homeworld_info(h).natives == HomeworldNatives::Sardaukar ? elite : normal) = h;
  }
  if (!normal || !elite) return std::nullopt;
  return std::pair{*normal, *elite};
}
}  // namespace

bool opponent_picks_lead(const Game& g, Faction owner) {
  return used(g, HomeworldId::Ecaz) && homeworld_info(HomeworldId::Ecaz).owner == owner &&
         low(g, HomeworldId::Ecaz);
}

bool ecaz_high_alliance_win(const Game& g, Faction f, int coOccupied) {
  const Faction owner = homeworld_info(HomeworldId::Ecaz).owner;
  const auto ally = ally_of(g, f);
  if (coOccupied < 1 || !ally || (f != owner && *ally != owner) || !high(g, HomeworldId::Ecaz)) return false;
  // The Homeworlds of two other factions (boundary em.hw.boundary.ecaz_high_win: two factions, not two
  // cards).
  FactionSet owners;
  for (int i = 0; i < kHomeworlds; ++i) {
    const auto h = static_cast<HomeworldId>(i);
    const Faction o = homeworld_info(h).owner;
    if (o == f || o == *ally) continue;
    if (auto occ = occupier(g, h); occ && (*occ == f || *occ == *ally)) owners.insert(o);
  }
  return owners.size() >= 2;
}

bool is_transfer(const Game& g, Faction f, const Action& a) {
  if (a.kind != ActionKind::Move || !is_homeworld_location(a.from) || !is_homeworld_location(a.to))
    return false;
  const auto two = two_homeworlds(g, f);
  if (!two) return false;
  const LocationId n = homeworld_location(two->first), e = homeworld_location(two->second);
  return (a.from == n && a.to == e) || (a.from == e && a.to == n);
}

Status check_transfer(const Game& g, Faction f, const Action& a) {
  if (!advanced(g))
    return fail(
        Err::NotAllowed,
        "Homeworlds: moving reserves between your two Homeworlds belongs to the Advanced game (E3 p.10 "
        "(2h), em.hw.emperor_transfer).");
  HomeworldId from{};
  if (!is_transfer(g, f, a) || !homeworld_of_territory(location(a.from).territory, from))
    return fail(Err::BadAction, "Homeworlds: name your two Homeworlds to move reserves between them.");
  const Forces there = native_forces(g, from);
  if (a.amount < 1)
    return fail(Err::BadAction, "Homeworlds: move at least one force between your Homeworlds.");
  if (a.amount3 < 0 || a.amount3 > a.amount)
    return fail(Err::BadAction, "Homeworlds: the elite forces are counted among the forces moved.");
  const int elite = elite_taken(there, a.amount, a.amount3);  // 0 named: normal forces first
  if (elite > there.special || a.amount - elite > there.normal)
    return fail(
        Err::NoSuchForces,
        "Homeworlds: {t} holds {n} of your normal forces and {n} elite ones in reserve (E3 p.10 (2h)).",
        location(a.from).territory, there.normal, there.special);
  return Ok{};
}

void transfer(Game& g, Faction f, const Action& a) {
  const auto two = two_homeworlds(g, f);
  const bool toElite = a.to == homeworld_location(two->second);  // toward the elite forces' card
  HomeworldId from{};
  homeworld_of_territory(location(a.from).territory, from);
  const int elite = elite_taken(native_forces(g, from), a.amount, a.amount3), normal = a.amount - elite;
  const Forces& r = g.player(f).reserves;
  int cn = std::min<int>(g.em.crossNormal, r.normal), ce = std::min<int>(g.em.crossElite, r.special);
  cn += toElite ? normal : -normal;
  ce += toElite ? -elite : elite;
  g.em.crossNormal = static_cast<std::uint8_t>(cn);
  g.em.crossElite = static_cast<std::uint8_t>(ce);
  log_public(g, "{f} move {n} reserve force(s) from {t} to {t} ({n} elite).", f, a.amount,
             location(a.from).territory, location(a.to).territory, elite);
}

void transfer_candidates(const Game& g, Faction f, std::vector<Action>& out) {
  if (!advanced(g)) return;
  const auto two = two_homeworlds(g, f);
  if (!two) return;
  for (auto [from, to] : {std::pair{two->first, two->second}, std::pair{two->second, two->first}}) {
    const Forces there = native_forces(g, from);
    const LocationId lf = homeworld_location(from), lt = homeworld_location(to);
    if (there.normal > 0)
      for (int n : {1, static_cast<int>(there.normal)})
        out.push_back(
            {.kind = ActionKind::Move, .amount = static_cast<std::int16_t>(n), .from = lf, .to = lt});
    if (there.special > 0)
      for (int n : {1, static_cast<int>(there.special)})
        out.push_back({.kind = ActionKind::Move,
                       .amount = static_cast<std::int16_t>(n),
                       .amount3 = static_cast<std::int16_t>(n),
                       .from = lf,
                       .to = lt});
  }
}

int natives(const Game& g, HomeworldId h) { return native_forces(g, h).total(); }

bool high(const Game& g, HomeworldId h) { return used(g, h) && homeworld_threshold_high(h, natives(g, h)); }
bool low(const Game& g, HomeworldId h) { return used(g, h) && !homeworld_threshold_high(h, natives(g, h)); }

int low_bonus(const Game& g, Faction f) {
  if (!in_play(g)) return 0;
  for (HomeworldId h : homeworlds_of(f)) {
    // Tupile occupied (its card, cr.hw.tupile): CHOAM lose their low effect, the bonus with it.
    if (h == HomeworldId::Tupile && occupier(g, h)) continue;
    if (homeworld_info(h).lowBonus && low(g, h)) return 1;
  }
  return 0;
}

bool high_before(const Game& g, HomeworldId h, int revived) {
  return used(g, h) && homeworld_threshold_high(h, natives(g, h) - revived);
}

Forces natives_in(const Game& g, Faction f, TerritoryId t) {
  HomeworldId h{};
  if (!homeworld_of_territory(t, h) || homeworld_info(h).owner != f) return {};
  return native_forces(g, h);
}

Status arrival_check(const Game& g, Faction f, LocationId to) {
  HomeworldId h{};
  if (to < 0 || to >= kLocations || !homeworld_of_territory(location(to).territory, h)) return Ok{};
  const TerritoryId t = location(to).territory;
  if (!used(g, h))
    return fail(Err::NotAllowed, "{t} is not on the table in this game (Homeworlds variant, E3 pp.9-10).", t);
  const Faction owner = homeworld_info(h).owner;
  if (owner == f)
    return fail(Err::NotAllowed,
                "{t} is your own Homeworld: your reserves stand there already (E3 p.10, em.hw.ship_between).",
                t);
  if (allied(g, f, owner))
    return fail(Err::AllyTerritory, "Nobody ships to its ally's Homeworld (E3 p.10, em.hw.allied).");
  return Ok{};
}

std::optional<Faction> occupier(const Game& g, HomeworldId h) {
  const std::int8_t o = g.em.occupier[static_cast<std::size_t>(h)];
  if (o < 0 || !used(g, h)) return std::nullopt;
  return faction_at(o);
}

bool occupier_or_ally(const Game& g, HomeworldId h, Faction f) {
  const auto o = occupier(g, h);
  return o && (*o == f || allied(g, f, *o));
}

bool occupies_homeworld_of(const Game& g, Faction f, Faction owner) {
  for (HomeworldId h : homeworlds_of(owner))
    if (occupier(g, h) == f || (used(g, h) && !forces_at(g, homeworld_location(h), f).empty())) return true;
  return false;
}

std::optional<Faction> occupier_of(const Game& g, Faction owner) {
  const auto worlds = homeworlds_of(owner);
  return worlds.empty() ? std::nullopt : occupier(g, worlds.front());
}

void pay_split(Game& g, Faction from, Faction owner, int amount) {
  if (amount <= 0) return;
  const auto o = occupier_of(g, owner);
  if (!o) return pay_bank(g, from, amount);
  if (*o == from) return;  // the Occupier pays its own share to itself
  pay_to(g, from, *o, amount);
  log_public(g, "{n} spice of that payment goes to {f}, Occupier of the Homeworld of {f} (E3 pp.10,15).",
             amount, *o, owner);
}

void settle_occupation(Game& g) {
  if (!in_play(g)) return;
  // Rule 75: forces that left the reserves left the card of their kind first (boundary
  // em.hw.boundary.emperor_transfer): the forces across are at most the reserves of their kind.
  if (g.em.crossNormal | g.em.crossElite)
    for (int i = 0; i < kFactions; ++i)  // any order: a minimum
      if (const Player& p = g.players[static_cast<std::size_t>(i)];
          p.inGame && homeworlds_of(faction_at(i)).size() == 2) {
        const Forces& r = p.reserves;
        g.em.crossNormal = std::min(g.em.crossNormal, r.normal);
        g.em.crossElite = std::min(g.em.crossElite, r.special);
      }
  // Run after every accepted action: the common case (no foreign force on any card, no Occupier) is decided
  // from the cards' board cells alone (one run of memory), without counting the natives.
  {
    // The cards' cells are contiguous in the board (kHomeworlds cells of three words each): one run of
    // ORs. No Occupier is every byte -1: their AND keeps the sign bit.
    static_assert(kFirstHomeworldLocation + kHomeworlds == kFirstDiscoveryLocation);
    static_assert(sizeof(Board::value_type) == 3 * sizeof(std::uint64_t));
    const auto* cells = reinterpret_cast<const unsigned char*>(&location_forces(g, kFirstHomeworldLocation));
    std::uint64_t any = 0;
    for (std::size_t k = 0; k < 3 * kHomeworlds; ++k) {
      std::uint64_t w;
      std::memcpy(&w, cells + k * sizeof w, sizeof w);
      any |= w;
    }
    std::uint8_t none = 0xFF;
    for (std::int8_t o : g.em.occupier) none &= static_cast<std::uint8_t>(o);
    const bool occupied = (none & 0x80u) == 0;
    if (any == 0 && !occupied) return;
  }
  const bool adv = advanced(g);
  for (int i = 0; i < kHomeworlds; ++i) {
    const auto h = static_cast<HomeworldId>(i);
    const auto& cell = location_forces(g, static_cast<LocationId>(kFirstHomeworldLocation + i));
    std::int8_t& was = g.em.occupier[static_cast<std::size_t>(i)];
    // The natives alone, or nobody: no Occupier, none to come (the cell read as three words). A card not on
    // the table is always so (nobody reaches it).
    static_assert(sizeof(cell) == 3 * sizeof(std::uint64_t));
    std::array<std::uint64_t, 3> words{};
    std::memcpy(words.data(), cell.data(), sizeof(cell));
    if ((words[0] | words[1] | words[2]) == 0 && was < 0) continue;
    const HomeworldInfo& info = homeworld_info(h);
    if (!g.in_game(info.owner) || (info.advancedOnly && !adv)) continue;  // not on the table (used)
    unsigned there = 0;
    for (int f = 0; f < kFactions; ++f)
      if (!cell[static_cast<std::size_t>(f)].empty()) there |= 1u << f;
    if (std::popcount(there) >= 2) continue;  // two foreign factions at least: the Occupier stays
    if (natives(g, h) > 0) there |= 1u << index(info.owner);
    if (std::popcount(there) != 1) continue;  // several factions there, or nobody: the Occupier stays
    const Faction sole = faction_at(std::countr_zero(there));
    const std::int8_t now = sole == info.owner ? std::int8_t{-1} : static_cast<std::int8_t>(index(sole));
    if (was == now) continue;
    if (now >= 0)
      log_public(g, "{f} now occupy {t} (Homeworlds variant, E3 pp.9-10).", sole, homeworld_territory(h));
    else
      log_public(g, "{f} no longer occupy {t}: only its natives are there.", faction_at(was),
                 homeworld_territory(h));
    was = now;
  }
  // An occupied face that lends its Occupier and their ally something (Tupile's hand limit) learns of the
  // change, an alliance's included.
  hooks::notify(g, Event::OccupationSettled);
}

void occupied_income(Game& g) {
  g.em.shareOpen.clear();
  g.em.shareMax.fill(0);
  if (!in_play(g)) return;
  for (int i = 0; i < kHomeworlds; ++i) {
    const auto h = static_cast<HomeworldId>(i);
    const auto o = occupier(g, h);
    const int n = homeworld_info(h).occupiedSpice;
    if (!o || n <= 0) continue;
    gain(g, *o, n);
    log_public(g, "{f} collect {n} spice from the Bank as Occupier of {t} (E3 p.10, em.hw.occupied_income).",
               *o, n, homeworld_territory(h));
    // Rule 79: an Occupier with an ally may give it part of this income at once.
    if (ally_of(g, *o)) {
      g.em.shareOpen.insert(*o);
      std::int8_t& m = g.em.shareMax[index(*o)];
      m = static_cast<std::int8_t>(std::min(100, m + n));
    }
  }
}

namespace {
// The Occupier answering now (storm order), if any; what it may give is its income, as far as it still
// holds it.
std::optional<Faction> sharer(const Game& g) {
  if (g.em.shareOpen.empty()) return std::nullopt;
  for (Faction f : storm_order(g))
    if (g.em.shareOpen.has(f)) return f;
  return std::nullopt;
}
int share_most(const Game& g, Faction f) { return std::min<int>(g.em.shareMax[index(f)], g.player(f).spice); }
}  // namespace

bool share_open(const Game& g) { return sharer(g).has_value(); }

void share_pending(const Game& g, DecisionList& out) {
  if (auto f = sharer(g))
    out.push_back({*f, DecisionKind::OccupiedShare, 0, static_cast<std::int16_t>(share_most(g, *f))});
}

Status share_check(const Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::ShareOccupiedIncome)
    return fail(Err::WrongPhase,
                "Give your ally part of your occupied income (share_occupied_income), or pass.");
  if (!ally_of(g, seat)) return fail(Err::NotAllowed, "You have no ally to share with.");
  const int most = share_most(g, seat);
  if (a.amount < 1 || a.amount > most)
    return fail(Err::BadAction,
                "Occupied income: give your ally 1 to {n} spice of the income you just took (E3 p.10).",
                most);
  return Ok{};
}

void share_exec(Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::ShareOccupiedIncome) {
    const Faction ally = *ally_of(g, seat);
    pay_to(g, seat, ally, a.amount);
    log_public(g, "{f} give {n} spice of their occupied income to their ally {f}.", seat,
               static_cast<int>(a.amount), ally);
  }
  g.em.shareOpen.erase(seat);
  g.em.shareMax[index(seat)] = 0;
}

void share_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  const int most = share_most(g, seat);
  for (int n = 1; n <= most; ++n)
    out.push_back({.kind = ActionKind::ShareOccupiedIncome, .amount = static_cast<std::int16_t>(n)});
}

void revival_begins(Game& g) {
  if (low(g, HomeworldId::Tleilax)) g.em.tleilaxLowTurn = g.turn;
}

int battle_number(const Game& g, Faction f, TerritoryId t) {
  HomeworldId h{};
  if (!homeworld_of_territory(t, h) || !used(g, h) || homeworld_info(h).owner != f) return 0;
  return high(g, h) ? homeworld_info(h).battleHigh : homeworld_info(h).battleLow;
}

Status traitor_check(const Game& g, Faction caller, TerritoryId t) {
  HomeworldId h{};
  if (!homeworld_of_territory(t, h) || !used(g, h) || homeworld_info(h).owner == caller) return Ok{};
  return fail(Err::NotAllowed,
              "On a Homeworld only its native faction may call a traitor (E3 p.10, em.hw.battle).");
}

Forces native_losses(Game& g, Faction f, TerritoryId t, int normal, int elite) {
  const Forces there = natives_in(g, f, t);
  const Forces taken{.normal = static_cast<std::uint8_t>(std::clamp<int>(normal, 0, there.normal)),
                     .special = static_cast<std::uint8_t>(std::clamp<int>(elite, 0, there.special))};
  Player& p = g.player(f);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - taken.normal);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - taken.special);
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal + taken.normal);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special + taken.special);
  return taken;
}

void explosion_losses(Game& g, TerritoryId t) {
  HomeworldId h{};
  if (!homeworld_of_territory(t, h) || !used(g, h)) return;
  const Faction owner = homeworld_info(h).owner;
  const int cap = battle_number(g, owner, t);
  const Forces there = natives_in(g, owner, t);
  const int normal = std::min<int>(cap, there.normal);
  const Forces lost = native_losses(g, owner, t, normal, cap - normal);
  if (lost.total() > 0)
    log_public(g, "The explosion kills {n} of the natives of {t}, no more than its battle number (E3 p.10).",
               lost.total(), t);
}

void grant_send(Game& g, Faction f, int n, bool elite) {
  g.em.sendBy = static_cast<std::int8_t>(index(f));
  g.em.sendLeft = static_cast<std::int8_t>(n);
  g.em.sendElite = elite;
}

bool send_open(const Game& g, Faction owner) { return g.em.sendBy == index(owner) && send_max(g, owner) > 0; }

int send_max(const Game& g, Faction owner) {
  if (g.em.sendBy != index(owner)) return 0;
  const Forces& r = g.player(owner).reserves;
  return std::min<int>(g.em.sendLeft, g.em.sendElite ? r.special : r.total());
}

namespace {
Status destination(const Game& g, Faction owner, LocationId to) {
  if (to < 0 || to >= kLocations) return fail(Err::BadAction, "Name the location the forces go to.");
  const TerritoryId t = location(to).territory;
  if (location_in_storm(g, to))
    return fail(Err::StormSector, "No force goes into a sector in storm (GF9 p.9).");
  if (stronghold_full_for(g, owner, t) && !present_in(g, owner, t))
    return fail(Err::StrongholdFull, "{t} already holds forces of two other factions (GF9 p.9).", t);
  if (ally_in(g, owner, t))
    return fail(Err::AllyTerritory, "Your forces may not end where your ally's are (GF9 p.12).");
  if (is_mobile_stronghold(to))
    return fail(Err::NotAllowed, "Only the Ixians bring forces straight into the Hidden Mobile Stronghold.");
  if (!discovery::on_map(g, to))
    return fail(Err::NotAllowed, "{t} is not on the map (its Discovery token is not revealed).", t);
  return arrival_check(g, owner, to);
}
}  // namespace

void send_pending(const Game& g, Faction owner, DecisionList& out) {
  if (send_open(g, owner))
    out.push_back({owner, DecisionKind::HomeworldSend, 1, static_cast<std::int16_t>(send_max(g, owner))});
}

Status send_check(const Game& g, Faction owner, const Action& a, SendRule allowed, HomeworldId h) {
  const std::string face = std::string(homeworld_info(h).name) + " (high)";
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::SendFromHomeworld)
    return fail(Err::WrongPhase, "Answer the Homeworld's send: send_from_homeworld, or pass.");
  const int max = send_max(g, owner);
  if (a.amount < 1 || a.amount > max)
    return fail(Err::BadAction, face + ": send 1 to " + std::to_string(max) + " forces from your reserves.");
  if (auto s = destination(g, owner, a.to); !s) return s;
  if (!allowed(g, owner, a.to))
    return fail(Err::NotAllowed, face + ": the forces may not go to " +
                                     std::string(territory(location(a.to).territory).name) + ".");
  return Ok{};
}

void send_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::SendFromHomeworld) {
    Player& p = g.player(owner);
    const int elite = g.em.sendElite ? a.amount : std::max(0, a.amount - p.reserves.normal);
    const int normal = a.amount - elite;
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - elite);
    place_forces(g, a.to, owner, make_forces(normal, elite));
    log_public(g, "{f} send {n} force(s) from their Homeworld to {t}, free.", owner,
               static_cast<int>(a.amount), location(a.to).territory);
  }
  g.em.sendBy = -1;  // one send: answered
  g.em.sendLeft = 0;
  g.em.sendElite = false;
}

void send_candidates(const Game& g, Faction owner, std::vector<Action>& out, SendRule allowed) {
  out.push_back({.kind = ActionKind::Pass});
  const int max = send_max(g, owner);
  for (LocationId l = 0; l < kLocations; ++l) {
    if (!destination(g, owner, l) || !allowed(g, owner, l)) continue;
    for (int n = 1; n <= max; ++n)
      out.push_back({.kind = ActionKind::SendFromHomeworld, .amount = static_cast<std::int16_t>(n), .to = l});
  }
}

// --- Junction high (em.hw.junction.high) -----------------------------------------------------------------

std::optional<Faction> junction_offer_due(const Game& g, Faction shipper) {
  if (!in_play(g) || !high(g, HomeworldId::Junction)) return std::nullopt;
  const Faction owner = homeworld_info(HomeworldId::Junction).owner;
  if (owner == shipper || !g.in_game(owner)) return std::nullopt;
  if (g.em.junctionTurn == g.turn && g.em.junctionAsked.has(shipper)) return std::nullopt;
  // A shipper that may cross-ship already (the Guild's ally, a Nexus card) needs no offer, nor one with no
  // forces on Arrakis or a foreign Homeworld (its reserves ship to any Homeworld without it, rule 74).
  if (hooks::native_grant(g, Trait::CrossShip, shipper) == Grant::Yes) return std::nullopt;
  for (LocationId l = 0; l < kLocations; ++l)
    if (forces_at(g, l, shipper).total() > 0) return owner;
  return std::nullopt;
}

Status check_junction_offer(const Game&, Faction, Faction shipper, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::OfferShipment)
    return fail(
        Err::WrongPhase,
        "Junction is high: offer the faction now shipping a cross-planet shipment (offer_shipment), or "
        "pass.");
  if (a.faction != shipper)
    return fail(Err::BadAction, "Junction: the offer is made to the faction now shipping ({f}).", shipper);
  return Ok{};
}

void exec_junction_offer(Game& g, Faction, Faction shipper, const Action& a) {
  if (g.em.junctionTurn != g.turn) g.em.junctionAsked = {};
  g.em.junctionTurn = static_cast<std::int8_t>(g.turn);
  g.em.junctionAsked.insert(shipper);
  if (a.kind != ActionKind::OfferShipment) return;
  g.em.junctionOffer = static_cast<std::int8_t>(index(shipper));
  g.em.junctionHalf = arg<ActionKind::OfferShipment, "half_price">(a);
  if (g.em.junctionHalf)
    log_public(g, "Junction is high: the Guild offer {f} a cross-planet shipment at half price.", shipper);
  else
    log_public(g, "Junction is high: the Guild offer {f} a cross-planet shipment at full price.", shipper);
}

void junction_offer_candidates(Faction shipper, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (bool half : {false, true})
    out.push_back(ActionOf<ActionKind::OfferShipment>{}.set<"faction">(shipper).set<"half_price">(half));
}

bool junction_offer_stands(const Game& g, Faction f) {
  if (g.em.junctionOffer != index(f) || g.em.junctionTurn != g.turn || g.phase != Phase::ShipMove ||
      !in_play(g))
    return false;
  return g.shipMove.step == ShipMoveStep::Ship && ship_move_phase::actor(g) == f;
}

bool junction_half(const Game& g) { return g.em.junctionHalf; }

void junction_shipped(Game& g, Faction f) {
  if (g.em.junctionOffer == index(f)) g.em.junctionOffer = -1;
}

}  // namespace dune::homeworlds

namespace dune {
// The Homeworlds' rows (hooks.hpp ComponentModule): the Junction high's offer lends the Guild's cross-planet
// shipment forms.
namespace {
constexpr ComponentTraitRow kJunctionRows[] = {
    {Trait::CrossShip, homeworlds::junction_offer_stands},
    {Trait::ShipToReserves, homeworlds::junction_offer_stands},
};
}  // namespace
extern const ComponentModule kHomeworldsComponent{
    .key = "em_homeworlds", .in_play = homeworlds::in_play, .offer = true, .traits = kJunctionRows};
}  // namespace dune
