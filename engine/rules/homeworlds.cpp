// The Homeworlds variant's shared rules (engine/rules/homeworlds.hpp).
#include "engine/rules/homeworlds.hpp"

#include <algorithm>
#include <string>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/movement.hpp"

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

int natives(const Game& g, HomeworldId h) {
  if (!used(g, h)) return 0;
  const HomeworldInfo& info = homeworld_info(h);
  const Forces& r = g.player(info.owner).reserves;
  if (info.natives == HomeworldNatives::Sardaukar) return r.special;
  // A faction with a second Homeworld for its special forces (Advanced Emperor) keeps only its normal
  // forces on this one.
  for (HomeworldId other : homeworlds_of(info.owner))
    if (other != h && used(g, other) && homeworld_info(other).natives == HomeworldNatives::Sardaukar)
      return r.normal;
  return r.total();
}

bool high(const Game& g, HomeworldId h) { return used(g, h) && homeworld_threshold_high(h, natives(g, h)); }
bool low(const Game& g, HomeworldId h) { return used(g, h) && !homeworld_threshold_high(h, natives(g, h)); }

int low_bonus(const Game& g, Faction f) {
  if (!in_play(g)) return 0;
  for (HomeworldId h : homeworlds_of(f))
    if (homeworld_info(h).lowBonus && low(g, h)) return 1;
  return 0;
}

bool high_before(const Game& g, HomeworldId h, int revived) {
  return used(g, h) && homeworld_threshold_high(h, natives(g, h) - revived);
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
  return Ok{};
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
    Forces& here = g.board[static_cast<std::size_t>(a.to)][index(owner)];
    const int elite = g.em.sendElite ? a.amount : std::max(0, a.amount - p.reserves.normal);
    const int normal = a.amount - elite;
    p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal - normal);
    p.reserves.special = static_cast<std::uint8_t>(p.reserves.special - elite);
    here.normal = static_cast<std::uint8_t>(here.normal + normal);
    here.special = static_cast<std::uint8_t>(here.special + elite);
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

}  // namespace dune::homeworlds
