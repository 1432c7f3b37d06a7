// The Tleilaxu's rules (GF9 Ixians & Tleilaxu House Expansion, 2020: Tleilaxu sheet and rulebook
// pp.6-7, as the research checklist docs/expansions/IXIANS_TLEILAXU.md section 5 cites them; its
// section 12 lists the source boundaries). Registry: ix.tleilaxu.*, ix.boundary.*.
// - Setup: no traitor cards; after every other faction has chosen its traitor, three Face Dancers
//   from the shuffled traitor deck, secret (rule 24).
// - Battle: when another faction wins with a leader that is an unrevealed Face Dancer, the Tleilaxu
//   may reveal it: the leader goes to the Tanks (no spice for it), the winner's forces there go back
//   to its reserves and the Tleilaxu may put up to as many of their own forces there from their
//   reserves and from any number of places on Arrakis, one place per answer (rule 25). When all three are
//   revealed they go back into the traitor deck and three new ones are drawn (rule 27). In the Mentat Pause
//   they may replace one unrevealed Face Dancer (rule 27, once a pause).
// - Revival: the others pay the Tleilaxu for revival instead of the Bank (rule 28); 1 spice from the
//   Bank for each other faction that uses free revival (rule 28, boundary 12.7); the Tleilaxu have no
//   force revival limit and pay half price (rule 29); they may raise another faction's limit to 5
//   (rule 30); their ally revives at half price (rule 32). Zoal counts what the opposing leader
//   counts (rule 35); his revival price is a source boundary (12.9).
// - Advanced Karama power: stop one faction from reviving this turn (rule 34).
// - A Karama against them (rule 36) stops their revival economy for the Revival phase (limit 3, full
//   price, payments to the Bank, no free-revival income, no grants) or their Mentat Pause replacement.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

constexpr int kFaceDancers = 3;       // E1 p.6 (2h): three Face Dancers
constexpr int kRaisedLimit = 5;       // E1 p.7 (2h): a limit raised from 3 to 5
constexpr int kNoLimit = 20;          // E1 p.7 (2h): no force revival limit (all 20 forces)
constexpr int kZoalRevivalPrice = 6;  // boundary 12.9, choice (a)

bool self(const Game&, Faction owner, Faction f) { return f == owner; }
bool others(const Game&, Faction owner, Faction f) { return f != owner; }

bool contains(const std::vector<LeaderId>& v, LeaderId l) {
  return std::find(v.begin(), v.end(), l) != v.end();
}

// --- Face Dancers ------------------------------------------------------------------------------

// Three Face Dancers from the traitor deck as it stands once every other faction has its traitors,
// shuffled first (rule 24). Drawn after a full cycle too (rule 27).
void draw_face_dancers(Game& g, Faction owner) {
  g.rng.shuffle(g.traitorDeck);
  for (int i = 0; i < kFaceDancers && !g.traitorDeck.empty(); ++i) {
    g.tleilaxu.faceDancers.push_back(g.traitorDeck.back());
    g.traitorDeck.pop_back();
  }
  std::string names;
  for (std::size_t i = 0; i < g.tleilaxu.faceDancers.size(); ++i)
    names += (i ? ", " : "") + std::string(leader_name(g.tleilaxu.faceDancers[i]));
  log_public(g, "{f} draw {n} Face Dancers in secret.", owner, g.tleilaxu.faceDancers.size());
  log_private_text(g, FactionSet::of(owner), "Your Face Dancers: " + names + ".");
}

void deal_face_dancers(Game& g, Faction owner, const EventArgs&) { draw_face_dancers(g, owner); }

}  // namespace

bool any_face_dancer_revealed(const Game& g) { return !g.tleilaxu.revealed.empty(); }

void replace_revealed_face_dancers(Game& g, Faction owner) {
  TleilaxuState& s = g.tleilaxu;
  const std::vector<LeaderId> old = s.revealed;
  g.rng.shuffle(g.traitorDeck);
  std::size_t drawn = 0;
  for (; drawn < old.size() && !g.traitorDeck.empty(); ++drawn) {  // draw first ...
    s.faceDancers.push_back(g.traitorDeck.back());
    g.traitorDeck.pop_back();
  }
  for (LeaderId l : old) {  // ... then the revealed ones go back
    std::erase(s.faceDancers, l);
    g.traitorDeck.push_back(l);
  }
  s.revealed.clear();
  g.rng.shuffle(g.traitorDeck);
  std::string names;
  for (std::size_t i = s.faceDancers.size() - drawn; i < s.faceDancers.size(); ++i)
    names += (names.empty() ? "" : ", ") + std::string(leader_name(s.faceDancers[i]));
  log_public(g, "{f} shuffle their {n} revealed Face Dancers back and draw {n} in secret.", owner,
             static_cast<int>(old.size()), static_cast<int>(drawn));
  log_private_text(g, FactionSet::of(owner), "Your new Face Dancers: " + names + ".");
}

void add_face_dancer(Game& g, LeaderId l) { g.tleilaxu.faceDancers.push_back(l); }

std::vector<LeaderId> hidden_face_dancers(const Game& g) {
  std::vector<LeaderId> out;
  for (LeaderId l : g.tleilaxu.faceDancers)
    if (!contains(g.tleilaxu.revealed, l)) out.push_back(l);
  return out;
}

void remove_face_dancer(Game& g, LeaderId l) { std::erase(g.tleilaxu.faceDancers, l); }

namespace {

// The battle's winner side, its plan's leader (kNoLeader for a Cheap Hero or no leader).
LeaderId winning_leader(const Game& g) {
  const auto& b = g.battle;
  if (b.winner < 0) return kNoLeader;
  return b.plans[static_cast<std::size_t>(b.winner)].leader;
}

// Rule 25/26: another faction won with a leader disc the Tleilaxu may hold as a Face Dancer. A Cheap Hero
// has no disc (boundary 12.12 has no case here: this engine has no Cheap Hero traitor card). A
// captured leader is named by its card (boundary 12.16, choice (a)). After the reveal the decision
// stays open while the Tleilaxu may bring more forces from elsewhere (rule 25, placeLeft).
// The window opens after every such win, whether or not the leader is one of their Face Dancers, which are
// secret like traitors (rulebook p.6): asked only when they hold one, the question would tell the table
// (issue 35). Whether it is one is checked when they reveal (check_reveal).
bool unmasks(const Game& g, Faction owner, Faction f) {
  const auto& b = g.battle;
  if (b.winner < 0 || f == owner || faction_at(b.sides[static_cast<std::size_t>(b.winner)]) != f)
    return false;
  // Homeworlds variant (E3 p.10 (2h), em.hw.battle): on a Homeworld only its native reveals a Face Dancer.
  if (!homeworlds::traitor_check(g, owner, b.territory)) return false;
  // Tleilax occupied (HWC occupied face, em.hw.tleilax.occupied): no Face Dancer against the Occupier or
  // its ally.
  if (homeworlds::occupier_or_ally(g, HomeworldId::Tleilax, f)) return false;
  // Nexus Cards: a reveal waits for its window (the Tleilaxu Betrayal); the step stays open meanwhile.
  if (nexus_cards::moment(g) == nexus_cards::Moment::FaceDancer) return true;
  if (g.tleilaxu.placeLeft > 0) return true;
  const LeaderId l = winning_leader(g);
  return l != kNoLeader && !contains(g.tleilaxu.revealed, l);
}

// The winner's leader is one of the Tleilaxu's unrevealed Face Dancers (their secret).
bool winner_is_face_dancer(const Game& g) {
  const LeaderId l = winning_leader(g);
  return l != kNoLeader && contains(g.tleilaxu.faceDancers, l) && !contains(g.tleilaxu.revealed, l);
}

// Forces of f that the reveal sends home: every force of f in the battle territory.
int winner_forces_left(const Game& g, Faction f) { return all_forces_in(g, f, g.battle.territory); }

// The forces the Tleilaxu may still place: the winner's forces there before the reveal, then what is
// left of them after each placement (rule 25).
int place_cap(const Game& g) {
  if (g.tleilaxu.placeLeft > 0) return g.tleilaxu.placeLeft;
  return winner_forces_left(g, faction_at(g.battle.sides[static_cast<std::size_t>(g.battle.winner)]));
}

Status check_reveal(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner) return fail(Err::NotYourDecision, "Only the Tleilaxu reveal Face Dancers.");
  if (g.tleilaxu.placeLeft == 0 && !winner_is_face_dancer(g))
    return fail(Err::NotAllowed,
                "Face Dancer: {l} is not one of your Face Dancers; pass (Ixians & Tleilaxu rulebook p.6).",
                winning_leader(g));
  const int n = place_cap(g);
  if (a.amount2 != 0) {
    // From any place elsewhere on Arrakis, one place per answer (rule 25): not a movement, so no
    // range, storm or payment.
    if (a.from < 0 || a.from >= kLocations || location(a.from).territory == g.battle.territory ||
        is_homeworld_location(a.from))
      return fail(Err::NotAllowed,
                  "Face Dancer: name where on Arrakis, outside this territory, the forces come from.");
    if (a.amount2 < 0 || a.amount2 > forces_at(g, a.from, owner).normal)
      return fail(Err::NoSuchForces, "Face Dancer: you do not have that many forces there.");
  }
  if (a.amount < 0 || a.amount + a.amount2 > n)
    return fail(Err::NotAllowed,
                "Face Dancer: place up to as many forces as the winner had left there ({n}) (Ixians & "
                "Tleilaxu rulebook p.6).",
                n);
  if (a.amount > g.player(owner).reserves.normal)  // what bring_forces takes (reveal_candidates' bound)
    return fail(Err::NoSuchForces, "Face Dancer: you do not have that many forces in reserve.");
  if (g.tleilaxu.placeLeft > 0 && a.amount + a.amount2 == 0)
    return fail(Err::NotAllowed, "Face Dancer: bring at least one more force, or pass to stop.");
  return Ok{};
}

// Puts the Tleilaxu forces of `a` (amount from reserves, amount2 from the board location `from`) into
// `where` (not a shipment nor a movement, rule 25).
void bring_forces(Game& g, Faction owner, const Action& a, LocationId where) {
  const TerritoryId t = location(where).territory;
  if (a.amount > 0) {
    Player& tp = g.player(owner);
    const int normal = std::min<int>(a.amount, tp.reserves.normal);
    tp.reserves.normal = static_cast<std::uint8_t>(tp.reserves.normal - normal);
    place_forces(g, where, owner, make_forces(normal));
    log_public(g, "{f} place {n} force(s) from reserves in {t}.", owner, normal, t);
  }
  if (a.amount2 > 0) {
    move_forces(g, a.from, where, owner, make_forces(a.amount2));
    log_public(g, "{f} bring {n} force(s) from {t} into {t}.", owner, a.amount2, location(a.from).territory,
               t);
  }
}

// Rule 27: once all are revealed they go back into the traitor deck and three new ones are drawn.
void all_revealed(Game& g, Faction owner) {
  auto& s = g.tleilaxu;
  if (s.revealed.size() < s.faceDancers.size()) return;
  for (LeaderId d : s.faceDancers) g.traitorDeck.push_back(d);
  s.faceDancers.clear();
  s.revealed.clear();
  log_public(g, "{f} shuffle their revealed Face Dancers back into the traitor deck.", owner);
  draw_face_dancers(g, owner);
}

// The reveal's effect (rule 25): the leader to the Tanks, the winner's forces there home, the Tleilaxu's
// placed where they stood.
void reveal_effect(Game& g, Faction owner, const Action& a, LeaderId l);

void reveal(Game& g, Faction owner, Faction, const Action& a) {
  auto& s = g.tleilaxu;
  if (s.placeLeft > 0) {
    // A further answer after the reveal: more forces from another place (rule 25).
    bring_forces(g, owner, a, s.placeAt);
    s.placeLeft = static_cast<std::int8_t>(s.placeLeft - a.amount - a.amount2);
    return;
  }
  auto& b = g.battle;
  const Faction winner = faction_at(b.sides[static_cast<std::size_t>(b.winner)]);
  const LeaderId l = winning_leader(g);
  s.revealed.push_back(l);
  // Nexus Cards: the holders may cancel the reveal (the Tleilaxu Betrayal) before it takes effect.
  if (nexus_cards::hold_reveal(g, owner, a)) {
    log_public(g, "{f} reveal {l} as a Face Dancer.", owner, l);
    return;
  }
  log_public(g, "{f} reveal {l} as a Face Dancer: {f} keep the win but their forces in {t} go home.", owner,
             l, winner, b.territory);
  reveal_effect(g, owner, a, l);
  all_revealed(g, owner);
}

void reveal_effect(Game& g, Faction owner, const Action& a, LeaderId l) {
  auto& s = g.tleilaxu;
  auto& b = g.battle;
  const Faction winner = faction_at(b.sides[static_cast<std::size_t>(b.winner)]);
  const TerritoryId t = b.territory;
  const int cap = winner_forces_left(g, winner);
  // The Face Dancer goes to the Tanks if alive, and nobody is paid for it (rule 25).
  if (leader_disc(g, l).where == LeaderWhere::Available) {
    leader_disc(g, l).capturedBy = -1;  // a dead leader is held by nobody
    kill_leader(g, l);
  }
  // The winner's forces there go back to its reserves (advisors and elite forces alike).
  Player& wp = g.player(winner);
  const bool stance = hooks::stance_owner(g) == winner;
  LocationId where = kNoLocation;
  int most = 0;
  for (LocationId loc : locations_of(t)) {
    const Forces here = forces_at(g, loc, winner);
    if (here.total() > most) {
      most = here.total();
      where = loc;
    }
    if (stance) {
      wp.reserves.normal = static_cast<std::uint8_t>(wp.reserves.normal + here.total());
    } else {
      wp.reserves.normal = static_cast<std::uint8_t>(wp.reserves.normal + here.normal);
      wp.reserves.special = static_cast<std::uint8_t>(wp.reserves.special + here.special);
    }
    remove_forces(g, loc, winner, here);
  }
  // Up to as many Tleilaxu forces from reserves and/or elsewhere on Arrakis, where the winner's forces
  // stood (not a shipment nor a movement): this answer's, then one more place per answer.
  if (where != kNoLocation) {
    bring_forces(g, owner, a, where);
    s.placeLeft = static_cast<std::int8_t>(cap - a.amount - a.amount2);
    s.placeAt = where;
  }
}

// Can the Tleilaxu still bring a force: reserves, or forces on Arrakis outside the battle territory?
bool can_bring(const Game& g, Faction owner) {
  if (g.player(owner).reserves.normal > 0) return true;
  for (LocationId l = 0; l < kLocations; ++l)
    if (forces_at(g, l, owner).normal > 0 && location(l).territory != g.battle.territory &&
        !is_homeworld_location(l))
      return true;
  return false;
}

// Rule 25: after the reveal the Tleilaxu answer again, one place at a time, until they pass, have
// placed as many as the winner had there, or have nothing left to bring.
bool reveal_more(Game& g, Faction owner, const Action& a) {
  auto& s = g.tleilaxu;
  if (nexus_cards::moment(g) == nexus_cards::Moment::FaceDancer) return true;  // the window settles it
  if (a.kind != ActionKind::Pass && s.placeLeft > 0 && can_bring(g, owner)) return true;
  s.placeLeft = 0;
  s.placeAt = kNoLocation;
  return false;
}

int reveal_max(const Game& g, Faction) { return place_cap(g); }

void reveal_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  const bool more = g.tleilaxu.placeLeft > 0;
  if (!more && !winner_is_face_dancer(g)) return;  // only the pass
  const int left = place_cap(g);
  const int n = std::min<int>(left, g.player(owner).reserves.normal);
  for (int k = more ? 1 : 0; k <= n; ++k)
    out.push_back({.kind = ActionKind::RevealFaceDancer, .amount = static_cast<std::int16_t>(k)});
  // As many as possible from one place elsewhere on Arrakis, the rest (if any) from reserves; and as
  // many as possible from that place alone (more may follow from other places).
  for (LocationId l = 0; l < kLocations; ++l) {
    const int here = forces_at(g, l, owner).normal;
    if (here == 0 || location(l).territory == g.battle.territory || is_homeworld_location(l)) continue;
    const int m = std::min(here, left);
    const int rest = std::min<int>(left - m, g.player(owner).reserves.normal);
    out.push_back({.kind = ActionKind::RevealFaceDancer,
                   .amount = static_cast<std::int16_t>(rest),
                   .amount2 = static_cast<std::int16_t>(m),
                   .from = l});
    if (rest > 0)
      out.push_back(
          {.kind = ActionKind::RevealFaceDancer, .amount2 = static_cast<std::int16_t>(m), .from = l});
  }
}

constexpr OwnAction kReveal{ActionKind::RevealFaceDancer, check_reveal, reveal};

// --- Revival -----------------------------------------------------------------------------------

bool grants_now(const Game& g) { return g.tleilaxu.grantsTurn == g.turn; }

bool barred(const Game& g, Faction, Faction f) {
  return grants_now(g) && g.tleilaxu.revivalPrevented == static_cast<std::int8_t>(index(f));
}

// Rule 29: no limit for the Tleilaxu themselves; rule 30: 5 for a faction they raised.
int revival_limit(const Game& g, Faction owner, const Query& q, int value) {
  if (q.f == owner) return kNoLimit;
  if (grants_now(g) && g.tleilaxu.raisedLimit.has(q.f)) return std::max(value, kRaisedLimit);
  return value;
}

// Rules 29 and 32: the Tleilaxu and their ally pay half price, rounded up.
int revival_cost(const Game& g, Faction owner, const Query& q, int value) {
  if (q.f == owner || allied(g, q.f, owner)) return (value + 1) / 2;
  return value;
}

// Rule 35: Zoal counts what the opposing leader disc counts (0 against no leader or a Cheap Hero).
int leader_value(const Game&, Faction, const Query& q, int value) {
  if (q.leader == kNoLeader || leader_info(q.leader).value != LeaderValue::Variable) return value;
  return q.opposing == kNoLeader ? 0 : leader_strength(q.opposing);
}

// Boundary 12.9, choice (a): Zoal is revived for 6 spice (treachery.online; no GF9 figure read).
int leader_revival_price(const Game&, Faction, const Query& q, int value) {
  return q.leader != kNoLeader && leader_info(q.leader).value == LeaderValue::Variable ? kZoalRevivalPrice
                                                                                       : value;
}

// Rule 28 (boundary 12.7, choice (b)): 1 spice from the Bank for each other faction that uses free
// revival, once per faction (a faction revives once a turn).
void free_revival_income(Game& g, Faction owner, const EventArgs& e) {
  if (e.f == owner || e.n <= 0) return;
  // Tleilax low (HWC Tleilax low face, em.hw.tleilax.low): low when this Revival began, no such spice in it.
  if (g.em.tleilaxLowTurn == g.turn && homeworlds::in_play(g)) return;
  gain(g, owner, 1);
  log_public(g, "{f} collect 1 spice for the free revival of {f}.", owner, e.f);
}

// Rule 28: 1 spice from the Bank for each Tleilaxu Ghola card played (by anyone).
void ghola_income(Game& g, Faction owner, const EventArgs& e) {
  gain(g, owner, 1);
  log_public(g, "{f} collect 1 spice for the Tleilaxu Ghola played by {f}.", owner, e.f);
}

// The revival window: before anyone revives, the Tleilaxu may raise other factions' limits to 5
// (rule 30) and, Advanced, play their Karama power (rule 34). Open while some other faction has more
// forces in the Tanks than the base limit, or the Karama power could be used: unused, and the Tleilaxu
// hold a card (whether it is a Karama is checked when they play it: the window says nothing of their hand,
// issue 35).
bool karama_possible(const Game& g, Faction owner) {
  return advanced(g) && !g.player(owner).karamaPowerUsed && !g.player(owner).hand.empty() &&
         !(grants_now(g) && g.tleilaxu.revivalPrevented >= 0);
}
bool karama_ready(const Game& g, Faction owner) {
  return karama_possible(g, owner) && held_karama(g, owner) != kNoCard;
}
bool raisable(const Game& g, Faction owner, Faction f) {
  return f != owner && g.in_game(f) && !stopped(g, Advantage::TleilaxuRevival) &&
         !(grants_now(g) && g.tleilaxu.raisedLimit.has(f)) && g.player(f).tanks.total() > 3;
}
bool window_open(const Game& g, Faction owner) {
  if (g.phase != Phase::Revival || g.tleilaxu.closedTurn == g.turn) return false;
  if (karama_possible(g, owner)) return true;
  for (Faction f : factions_in_game(g))
    if (raisable(g, owner, f)) return true;
  return false;
}

void window_pending(const Game& g, Faction owner, DecisionList& out) {
  if (window_open(g, owner)) out.push_back({owner, DecisionKind::RevivalGrants, 0, 0});
}

Status window_check(const Game& g, Faction owner, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind == ActionKind::RaiseRevivalLimit) {
    if (!raisable(g, owner, a.faction))
      return fail(Err::NotAllowed,
                  "Revival: raise the limit of another seated faction with more than 3 forces in the Tanks, "
                  "once a turn (Ixians & Tleilaxu rulebook p.7).");
    return Ok{};
  }
  if (a.kind == ActionKind::KaramaPreventRevival) {
    if (!advanced(g))
      return fail(Err::NotAllowed, "Karama powers of the factions belong to the Advanced game (GF9 p.14).");
    if (g.player(owner).karamaPowerUsed)
      return fail(Err::NotAllowed, "Karama power: the Tleilaxu have used it already (once a game).");
    if (held_karama(g, owner) == kNoCard)
      return fail(Err::CardNotHeld, "Karama power: you do not hold Karama.");
    if (a.faction == owner || !g.in_game(a.faction))
      return fail(Err::NotAllowed, "Karama power: name another seated faction.");
    if (grants_now(g) && g.tleilaxu.revivalPrevented >= 0)
      return fail(Err::NotAllowed, "Karama power: a faction is already stopped from reviving this turn.");
    return Ok{};
  }
  return fail(Err::WrongPhase, "Revival: raise a revival limit, play the Karama power or pass.");
}

void window_exec(Game& g, Faction owner, const Action& a) {
  auto& s = g.tleilaxu;
  if (s.grantsTurn != g.turn) {
    // The first answer this turn: last turn's grants are over.
    s.raisedLimit.clear();
    s.revivalPrevented = -1;
    s.grantsTurn = g.turn;
  }
  if (a.kind == ActionKind::RaiseRevivalLimit) {
    s.raisedLimit.insert(a.faction);
    log_public(g, "{f} raise the revival limit of {f} to 5 this turn.", owner, a.faction);
  } else if (a.kind == ActionKind::KaramaPreventRevival) {
    discard_from_hand(g, owner, held_karama(g, owner));
    g.player(owner).karamaPowerUsed = true;
    s.revivalPrevented = static_cast<std::int8_t>(index(a.faction));
    log_public(g, "{f} play Karama: {f} may not revive this turn.", owner, a.faction);
  } else {
    s.closedTurn = g.turn;
  }
}

void window_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (Faction f : factions_in_game(g)) {
    if (raisable(g, owner, f)) out.push_back({.kind = ActionKind::RaiseRevivalLimit, .faction = f});
    if (karama_ready(g, owner) && f != owner)
      out.push_back({.kind = ActionKind::KaramaPreventRevival, .faction = f});
  }
}

// --- Early leader revival and the Gholas' return (rules 31 and 33) -----------------------------------

constexpr int kMaxLeaders = 5;  // E1 p.7 (2h): Gholas while the Tleilaxu have fewer than five leaders

const LeaderState& state_of(const Game& g, LeaderId l) { return leader_disc(g, l); }
LeaderState& state_of(Game& g, LeaderId l) { return leader_disc(g, l); }

// Another faction's leader, alive, in the Tleilaxu pool (revived as a Ghola; held like a captive).
bool is_ghola(const Game& g, Faction owner, LeaderId l) {
  const LeaderState& s = state_of(g, l);
  return leader_faction(l) != owner && s.where == LeaderWhere::Available && s.capturedBy == index(owner);
}

// The leaders in the Tleilaxu pool: their own alive and not held by another, and their Gholas.
int pool_leaders(const Game& g, Faction owner) {
  int n = 0;
  for (const LeaderState& s : g.leaders(owner)) n += s.where == LeaderWhere::Available && s.capturedBy < 0;
  for (Faction f : factions_in_game(g))
    if (f != owner)
      for (const LeaderState& s : g.leaders(f))
        n += s.where == LeaderWhere::Available && s.capturedBy == index(owner);
  return n;
}

// Rule 33 (Advanced): the Tleilaxu revive other factions' leaders (their Revive decision's leader)
// while fewer than five are in their pool; a Karama stops it for the phase (rule 36, TleilaxuGholas).
bool revives_gholas(const Game& g, Faction owner, Faction f) {
  return f == owner && advanced(g) && pool_leaders(g, owner) < kMaxLeaders;
}

bool asks_now(const Game& g) { return g.tleilaxu.askTurn == g.turn; }

// Boundary 12.8, choice (a): an early revival is the faction's one leader revival of the turn.
bool revived_early(const Game& g, Faction, Faction f) {
  return asks_now(g) && g.tleilaxu.revivedEarly.has(f);
}

// Rule 31: a faction, in its own revival, asks the Tleilaxu to revive one of its leaders that may not
// be revived yet (TO RequestPurpleRevival: killed leaders and the asker's Gholas); once a turn.
Status check_request(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat == owner)
    return fail(Err::NotAllowed, "Revival: the Tleilaxu revive their own leaders and Gholas themselves.");
  if (stopped(g, Advantage::TleilaxuRevival))
    return fail(Err::KaramaStopped,
                "A Karama stopped the Tleilaxu revival economy this phase: no early revival from them.");
  if (asks_now(g) && g.tleilaxu.asked.has(seat))
    return fail(Err::NotAllowed, "Revival: you have asked the Tleilaxu once this turn already.");
  if (a.leader < 0 || a.leader >= kLeaders || leader_faction(a.leader) != seat)
    return fail(Err::NotAllowed, "Revival: ask the Tleilaxu about one of your own leaders.");
  const LeaderState& s = state_of(g, a.leader);
  if (s.where == LeaderWhere::Tanks && !revival_phase::leader_revivable(g, a.leader)) return Ok{};
  if (is_ghola(g, owner, a.leader)) return Ok{};
  return fail(
      Err::NotAllowed,
      "Revival: the Tleilaxu sell the revival of a leader of yours in the Tanks that you may not revive "
      "yet, or the return of one they hold as a Ghola (Ixians & Tleilaxu rulebook p.7).");
}

void exec_request(Game& g, Faction owner, Faction seat, const Action& a) {
  auto& s = g.tleilaxu;
  if (s.askTurn != g.turn) {
    s.asked.clear();
    s.revivedEarly.clear();
    s.askTurn = g.turn;
  }
  s.asked.insert(seat);
  s.asker = static_cast<std::int8_t>(index(seat));
  s.askedLeader = a.leader;
  s.askedPrice = -1;
  if (is_ghola(g, owner, a.leader))
    log_public(g, "{f} offer to buy back {l} from {f}.", seat, a.leader, owner);
  else
    log_public(g, "{f} ask {f} to revive {l} early.", seat, owner, a.leader);
}

constexpr OwnAction kOwnActions[] = {{ActionKind::RequestRevival, check_request, exec_request}};

Faction asker(const Game& g) { return faction_at(g.tleilaxu.asker); }

void close_request(Game& g) {
  g.tleilaxu.asker = -1;
  g.tleilaxu.askedLeader = kNoLeader;
  g.tleilaxu.askedPrice = -1;
}

// The Tleilaxu name a price, or refuse (pass). The asker's spice is behind its shield (GF9 p.12), so the
// price is not bounded by it (issue 35): any price from 0 to kMaxAskedPrice, a bound of the engine's far
// above any leader's worth; the asker may then decline a price it cannot pay.
constexpr int kMaxAskedPrice = 99;
bool price_open(const Game& g, Faction) {
  return g.phase == Phase::Revival && g.tleilaxu.asker >= 0 && g.tleilaxu.askedPrice < 0;
}
void price_pending(const Game& g, Faction owner, DecisionList& out) {
  if (price_open(g, owner)) out.push_back({owner, DecisionKind::RevivalPrice, 0, kMaxAskedPrice});
}
Status price_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::NameRevivalPrice)
    return fail(Err::WrongPhase, "Revival: name your price for the leader, or pass to refuse.");
  if (stopped(g, Advantage::TleilaxuRevival))
    return fail(Err::KaramaStopped,
                "A Karama stopped the Tleilaxu revival economy this phase: refuse (pass).");
  if (a.amount < 0 || a.amount > kMaxAskedPrice)
    return fail(Err::NotAllowed, "Revival: name a price from 0 to {n} spice.", kMaxAskedPrice);
  return Ok{};
}
void price_exec(Game& g, Faction owner, const Action& a) {
  if (a.kind != ActionKind::NameRevivalPrice) {
    log_public(g, "{f} refuse the request of {f} for {l}.", owner, asker(g), g.tleilaxu.askedLeader);
    close_request(g);
    return;
  }
  g.tleilaxu.askedPrice = a.amount;
  log_public(g, "{f} ask {n} spice of {f} for {l}.", owner, a.amount, asker(g), g.tleilaxu.askedLeader);
}
void price_candidates(const Game&, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (int n = 0; n <= kMaxAskedPrice; ++n)
    out.push_back({.kind = ActionKind::NameRevivalPrice, .amount = static_cast<std::int16_t>(n)});
}

// The asker pays the price to the Tleilaxu (accept) or declines (pass).
bool offer_open(const Game& g, Faction) {
  return g.phase == Phase::Revival && g.tleilaxu.asker >= 0 && g.tleilaxu.askedPrice >= 0;
}
void offer_pending(const Game& g, Faction owner, DecisionList& out) {
  if (offer_open(g, owner))
    out.push_back({asker(g), DecisionKind::RevivalOffer, g.tleilaxu.askedPrice, g.tleilaxu.askedPrice});
}
Status offer_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::AcceptRevivalPrice)
    return fail(Err::WrongPhase, "Revival: pay the Tleilaxu price, or pass to decline.");
  if (stopped(g, Advantage::TleilaxuRevival))
    return fail(Err::KaramaStopped,
                "A Karama stopped the Tleilaxu revival economy this phase: decline (pass).");
  if (g.player(asker(g)).spice < g.tleilaxu.askedPrice)
    return fail(Err::NotEnoughSpice, "Revival: the price is {n} spice; you have {n}.", g.tleilaxu.askedPrice,
                g.player(asker(g)).spice);
  return Ok{};
}
void offer_exec(Game& g, Faction owner, const Action& a) {
  const Faction f = asker(g);
  const LeaderId l = g.tleilaxu.askedLeader;
  if (a.kind != ActionKind::AcceptRevivalPrice) {
    log_public(g, "{f} decline the Tleilaxu price for {l}.", f, l);
    close_request(g);
    return;
  }
  const int price = g.tleilaxu.askedPrice;
  pay_to(g, f, owner, price);
  LeaderState& s = state_of(g, l);
  if (s.where == LeaderWhere::Tanks) {
    s.where = LeaderWhere::Available;
    s.faceDown = false;
    g.tleilaxu.revivedEarly.insert(f);
    log_public(g, "{f} pay {n} spice to {f}: {l} is revived early.", f, price, owner, l);
  } else {
    log_public(g, "{f} pay {n} spice to {f}: the Ghola {l} returns to them.", f, price, owner, l);
  }
  s.capturedBy = -1;
  close_request(g);
}
void offer_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  if (g.player(asker(g)).spice >= g.tleilaxu.askedPrice)
    out.push_back({.kind = ActionKind::AcceptRevivalPrice});
}

// --- em.hw.tleilax.high (Homeworlds; HWC Tleilax high face) --------------------------------------------
// While Tleilax is high (when they revive), the forces the Tleilaxu revive free may be sent at once, free,
// from their reserves to one territory (storm and occupancy apply; a Homeworld as destination comes with
// occupation, em.hw.ship_between). No Karama reaches a Homeworld face: the row names no advantage.
void tleilax_grant(Game& g, Faction owner, const EventArgs& e) {
  if (e.f != owner || e.n <= 0 || !homeworlds::high_before(g, HomeworldId::Tleilax, e.forces)) return;
  homeworlds::grant_send(g, owner, e.n, false);
}
bool tleilax_anywhere(const Game&, Faction, LocationId) { return true; }

constexpr Window kRevivalWindows[] = {
    homeworlds::kSendWindow<HomeworldId::Tleilax, tleilax_anywhere>,
    {WindowPoint::Revival, ActionKind::RaiseRevivalLimit, DecisionKind::RevivalGrants, window_open,
     window_pending, window_check, window_exec, window_candidates},
    {WindowPoint::Revival, ActionKind::NameRevivalPrice, DecisionKind::RevivalPrice, price_open,
     price_pending, price_check, price_exec, price_candidates},
    {WindowPoint::Revival, ActionKind::AcceptRevivalPrice, DecisionKind::RevivalOffer, offer_open,
     offer_pending, offer_check, offer_exec, offer_candidates},
};

// --- Mentat Pause: one Face Dancer replaced (rule 27) ---------------------------------------------

// Rulebook p.7 (2h), TO FaceDancerReplaced: in the Mentat Pause the Tleilaxu may shuffle one unrevealed
// Face Dancer back into the traitor deck and draw a replacement; once a pause.
bool unrevealed(const Game& g, LeaderId l) {
  return contains(g.tleilaxu.faceDancers, l) && !contains(g.tleilaxu.revealed, l);
}
bool replace_open(const Game& g, Faction owner) {
  if (g.phase != Phase::MentatPause || g.tleilaxu.mentatTurn == g.turn || g.traitorDeck.empty()) return false;
  // A Karama stops it for this pause (rulebook p.12 (2h); FAQ Nov 2020 p.7 (2h)): the row is skipped.
  if (!hooks::has(g, Trait::ReplacesFaceDancer, owner)) return false;
  for (LeaderId l : g.tleilaxu.faceDancers)
    if (unrevealed(g, l)) return true;
  return false;
}
void replace_pending(const Game& g, Faction owner, DecisionList& out) {
  if (replace_open(g, owner)) out.push_back({owner, DecisionKind::ReplaceFaceDancer, 0, 0});
}
Status replace_check(const Game& g, Faction, const Action& a) {
  if (a.kind == ActionKind::Pass) return Ok{};
  if (a.kind != ActionKind::ReplaceFaceDancer)
    return fail(Err::WrongPhase, "Mentat Pause: replace one unrevealed Face Dancer or pass.");
  if (!unrevealed(g, a.leader))
    return fail(Err::NotAllowed,
                "Face Dancer replacement: name one of your unrevealed Face Dancers (Ixians & Tleilaxu "
                "rulebook p.7).");
  return Ok{};
}
void replace_exec(Game& g, Faction owner, const Action& a) {
  auto& s = g.tleilaxu;
  s.mentatTurn = g.turn;
  if (a.kind != ActionKind::ReplaceFaceDancer) return;
  s.faceDancers.erase(std::find(s.faceDancers.begin(), s.faceDancers.end(), a.leader));
  g.traitorDeck.push_back(a.leader);
  g.rng.shuffle(g.traitorDeck);
  const LeaderId drawn = g.traitorDeck.back();
  g.traitorDeck.pop_back();
  s.faceDancers.push_back(drawn);
  log_public(g, "{f} shuffle an unrevealed Face Dancer back into the traitor deck and draw another.", owner);
  log_private_text(g, FactionSet::of(owner),
                   "You replace " + std::string(leader_name(a.leader)) + " with " +
                       std::string(leader_name(drawn)) + " as a Face Dancer.");
}
void replace_candidates(const Game& g, Faction, std::vector<Action>& out) {
  out.push_back({.kind = ActionKind::Pass});
  for (LeaderId l : g.tleilaxu.faceDancers)
    if (unrevealed(g, l)) out.push_back({.kind = ActionKind::ReplaceFaceDancer, .leader = l});
}

constexpr Window kMentatWindows[] = {
    {WindowPoint::Mentat, ActionKind::ReplaceFaceDancer, DecisionKind::ReplaceFaceDancer, replace_open,
     replace_pending, replace_check, replace_exec, replace_candidates},
};

// --- the module ----------------------------------------------------------------------------------

constexpr TraitRow kTraits[] = {
    {Trait::DrawsNoTraitors, std::nullopt, self},
    {Trait::ReceivesRevivalPayment, Advantage::TleilaxuRevival, others},
    {Trait::UnmasksWinner, std::nullopt, unmasks},
    {Trait::RevivalBarred, std::nullopt, barred},
    {Trait::ReplacesFaceDancer, Advantage::TleilaxuFaceDancerSwap, self},
    {Trait::RevivesOthersLeaders, Advantage::TleilaxuGholas, revives_gholas},
    {Trait::LeaderRevivalUsed, std::nullopt, revived_early},
};

constexpr AmountRow kAmounts[] = {
    {Amount::RevivalLimit, Advantage::TleilaxuRevival, revival_limit},
    {Amount::RevivalCost, Advantage::TleilaxuRevival, revival_cost},
    {Amount::LeaderValue, std::nullopt, leader_value},
    {Amount::LeaderRevivalPrice, std::nullopt, leader_revival_price},
};

constexpr EventRow kEvents[] = {
    {Event::TraitorsChosen, std::nullopt, deal_face_dancers},
    {Event::Revived, Advantage::TleilaxuRevival, free_revival_income},
    {Event::Revived, std::nullopt, tleilax_grant},
    {Event::CardRevival, std::nullopt, ghola_income},
};

// Face Dancers are secret like traitors: the Tleilaxu seat sees them all, everyone the revealed ones.
void redact(const Game& g, Faction owner, std::optional<Faction> seat, View& out) {
  out.tleilaxuSeated = true;
  if (seat == owner) out.faceDancers = g.tleilaxu.faceDancers;
  out.revealedFaceDancers = g.tleilaxu.revealed;
  if (grants_now(g)) {
    out.revivalLimitRaised = g.tleilaxu.raisedLimit;
    out.revivalPrevented = g.tleilaxu.revivalPrevented;
  }
  out.revivalAsker = g.tleilaxu.asker;
  out.revivalAskedLeader = g.tleilaxu.askedLeader;
  out.revivalAskedPrice = g.tleilaxu.askedPrice;
}

// A determinization for another seat: the Face Dancers not revealed are traitor cards it has not seen
// (engine/determinize.hpp).
void conceal(Game& g, Faction /*owner*/, Concealment& c) {
  const auto& shown = g.tleilaxu.revealed;
  for (LeaderId& l : g.tleilaxu.faceDancers)
    if (std::find(shown.begin(), shown.end(), l) == shown.end()) c.traitors.push_back(&l);
}

}  // namespace

constexpr auto kWindows = join_windows(kRevivalWindows, kMentatWindows);

extern const FactionModule kTleilaxuModule{.faction = Faction::Tleilaxu,
                                           .traits = kTraits,
                                           .amounts = kAmounts,
                                           .events = kEvents,
                                           .windows = kWindows,
                                           .view = redact,
                                           .conceal = conceal,
                                           .actions = kOwnActions,
                                           .unmask = &kReveal,
                                           .unmask_candidates = reveal_candidates,
                                           .unmask_more = reveal_more,
                                           .unmask_max = reveal_max};

void settle_held_reveal(Game& g, Faction owner, bool cancelled, int fromReserves, int fromBoard,
                        LocationId from) {
  auto& s = g.tleilaxu;
  const LeaderId l = winning_leader(g);
  if (cancelled) {
    log_public(g, "The reveal of {l} is cancelled: the battle stands, and {l} stays revealed.", l, l);
  } else {
    const Faction winner = faction_at(g.battle.sides[static_cast<std::size_t>(g.battle.winner)]);
    log_public(g, "{f} keep the win but their forces in {t} go home ({l} was a Face Dancer).", winner,
               g.battle.territory, l);
    const Action a{.kind = ActionKind::RevealFaceDancer,
                   .amount = static_cast<std::int16_t>(fromReserves),
                   .amount2 = static_cast<std::int16_t>(fromBoard),
                   .from = from};
    reveal_effect(g, owner, a, l);
    // Rule 25: the Tleilaxu answer again while they may bring more (reveal_more after a first answer).
    if (!(s.placeLeft > 0 && can_bring(g, owner))) {
      s.placeLeft = 0;
      s.placeAt = kNoLocation;
    }
  }
  all_revealed(g, owner);
}

}  // namespace dune
