// The Tleilaxu's rules (GF9 Ixians & Tleilaxu House Expansion, 2020: Tleilaxu sheet and rulebook
// pp.6-7, as the research checklist docs/expansions/IXIANS_TLEILAXU.md section 5 cites them; its
// section 12 lists the source boundaries). Registry: ix.tleilaxu.*, ix.boundary.*.
// - Setup: no traitor cards; after every other faction has chosen its traitor, three Face Dancers
//   from the shuffled traitor deck, secret (rule 24).
// - Battle: when another faction wins with a leader that is an unrevealed Face Dancer, the Tleilaxu
//   may reveal it: the leader goes to the Tanks (no spice for it), the winner's forces there go back
//   to its reserves and the Tleilaxu may put up to as many of their own forces there from their
//   reserves (rule 25). When all three are revealed they go back into the traitor deck and three
//   new ones are drawn (rule 27).
// - Revival: the others pay the Tleilaxu for revival instead of the Bank (rule 28); 1 spice from the
//   Bank for each other faction that uses free revival (rule 28, boundary 12.7); the Tleilaxu have no
//   force revival limit and pay half price (rule 29); they may raise another faction's limit to 5
//   (rule 30); their ally revives at half price (rule 32). Zoal counts what the opposing leader
//   counts (rule 35); his revival price is a source boundary (12.9).
// - Advanced Karama power: stop one faction from reviving this turn (rule 34).
#include <algorithm>

#include "engine/rules/common.hpp"
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

// The battle's winner side, its plan's leader (kNoLeader for a Cheap Hero or no leader).
LeaderId winning_leader(const Game& g) {
  const auto& b = g.battle;
  if (b.winner < 0) return kNoLeader;
  return b.plans[static_cast<std::size_t>(b.winner)].leader;
}

// Rule 25/26: another faction won, and its leader disc is an unrevealed Face Dancer. A Cheap Hero
// has no disc (boundary 12.12 has no case here: this engine has no Cheap Hero traitor card). A
// captured leader is named by its card (boundary 12.16, choice (a)).
bool unmasks(const Game& g, Faction owner, Faction f) {
  const auto& b = g.battle;
  if (b.winner < 0 || f == owner || faction_at(b.sides[static_cast<std::size_t>(b.winner)]) != f)
    return false;
  const LeaderId l = winning_leader(g);
  return l != kNoLeader && contains(g.tleilaxu.faceDancers, l) && !contains(g.tleilaxu.revealed, l);
}

// Forces of f that the reveal sends home: every force of f in the battle territory.
int winner_forces_left(const Game& g, Faction f) { return all_forces_in(g, f, g.battle.territory); }

Status check_reveal(const Game& g, Faction owner, Faction seat, const Action& a) {
  if (seat != owner) return fail(Err::NotYourDecision, "Only the Tleilaxu reveal Face Dancers.");
  const Faction winner = faction_at(g.battle.sides[static_cast<std::size_t>(g.battle.winner)]);
  const int n = winner_forces_left(g, winner);
  if (a.amount2 != 0) {
    // From one place elsewhere on Arrakis (rule 25): not a movement, so no range, storm or payment.
    if (a.from < 0 || a.from >= kLocations || location(a.from).territory == g.battle.territory)
      return fail(Err::NotAllowed,
                  "Face Dancer: name where on Arrakis, outside this territory, the forces come from.");
    if (a.amount2 < 0 || a.amount2 > g.board[a.from][index(owner)].normal)
      return fail(Err::NoSuchForces, "Face Dancer: you do not have that many forces there.");
  }
  if (a.amount < 0 || a.amount + a.amount2 > n)
    return fail(Err::NotAllowed,
                "Face Dancer: place up to as many forces as the winner had left there ({n}) (Ixians & "
                "Tleilaxu rulebook p.6).",
                n);
  if (a.amount > g.player(owner).reserves.total())
    return fail(Err::NoSuchForces, "Face Dancer: you do not have that many forces in reserve.");
  return Ok{};
}

void reveal(Game& g, Faction owner, Faction, const Action& a) {
  auto& b = g.battle;
  const Faction winner = faction_at(b.sides[static_cast<std::size_t>(b.winner)]);
  const LeaderId l = winning_leader(g);
  const TerritoryId t = b.territory;
  g.tleilaxu.revealed.push_back(l);
  log_public(g, "{f} reveal {l} as a Face Dancer: {f} keep the win but their forces in {t} go home.", owner,
             l, winner, t);
  // The Face Dancer goes to the Tanks if alive, and nobody is paid for it (rule 25).
  if (g.player(leader_faction(l)).leaders[leader_slot(l)].where == LeaderWhere::Available) kill_leader(g, l);
  // The winner's forces there go back to its reserves (advisors and elite forces alike).
  Player& wp = g.player(winner);
  const bool stance = hooks::stance_owner(g) == winner;
  LocationId where = kNoLocation;
  int most = 0;
  for (LocationId loc : locations_of(t)) {
    Forces& here = g.board[loc][index(winner)];
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
    here = Forces{};
  }
  // Up to as many Tleilaxu forces from reserves and/or one place elsewhere on Arrakis, where the
  // winner's forces stood (not a shipment nor a movement).
  if (a.amount > 0 && where != kNoLocation) {
    Player& tp = g.player(owner);
    const int normal = std::min<int>(a.amount, tp.reserves.normal);
    tp.reserves.normal = static_cast<std::uint8_t>(tp.reserves.normal - normal);
    g.board[where][index(owner)].normal =
        static_cast<std::uint8_t>(g.board[where][index(owner)].normal + normal);
    log_public(g, "{f} place {n} force(s) from reserves in {t}.", owner, normal, t);
  }
  if (a.amount2 > 0 && where != kNoLocation) {
    Forces& from = g.board[a.from][index(owner)];
    from.normal = static_cast<std::uint8_t>(from.normal - a.amount2);
    g.board[where][index(owner)].normal =
        static_cast<std::uint8_t>(g.board[where][index(owner)].normal + a.amount2);
    log_public(g, "{f} bring {n} force(s) from {t} into {t}.", owner, a.amount2, location(a.from).territory,
               t);
  }
  // Rule 27: once all are revealed they go back into the traitor deck and three new ones are drawn.
  if (g.tleilaxu.revealed.size() >= g.tleilaxu.faceDancers.size()) {
    for (LeaderId d : g.tleilaxu.faceDancers) g.traitorDeck.push_back(d);
    g.tleilaxu.faceDancers.clear();
    g.tleilaxu.revealed.clear();
    log_public(g, "{f} shuffle their revealed Face Dancers back into the traitor deck.", owner);
    draw_face_dancers(g, owner);
  }
}

void reveal_candidates(const Game& g, Faction owner, std::vector<Action>& out) {
  const Faction winner = faction_at(g.battle.sides[static_cast<std::size_t>(g.battle.winner)]);
  const int left = winner_forces_left(g, winner);
  const int n = std::min<int>(left, g.player(owner).reserves.normal);
  for (int k = 0; k <= n; ++k)
    out.push_back({.kind = ActionKind::RevealFaceDancer, .amount = static_cast<std::int16_t>(k)});
  // As many as possible from one place elsewhere on Arrakis, the rest (if any) from reserves.
  for (LocationId l = 0; l < kLocations; ++l) {
    const int here = g.board[l][index(owner)].normal;
    if (here == 0 || location(l).territory == g.battle.territory) continue;
    const int m = std::min(here, left);
    out.push_back(
        {.kind = ActionKind::RevealFaceDancer,
         .amount = static_cast<std::int16_t>(std::min<int>(left - m, g.player(owner).reserves.normal)),
         .amount2 = static_cast<std::int16_t>(m),
         .from = l});
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
// forces in the Tanks than the base limit, or the Karama power can be used.
bool karama_ready(const Game& g, Faction owner) {
  return advanced(g) && !g.player(owner).karamaPowerUsed && held_karama(g, owner) != kNoCard &&
         !(grants_now(g) && g.tleilaxu.revivalPrevented >= 0);
}
bool raisable(const Game& g, Faction owner, Faction f) {
  return f != owner && g.in_game(f) && !(grants_now(g) && g.tleilaxu.raisedLimit.has(f)) &&
         g.player(f).tanks.total() > 3;
}
bool window_open(const Game& g, Faction owner) {
  if (g.phase != Phase::Revival || g.tleilaxu.closedTurn == g.turn) return false;
  if (karama_ready(g, owner)) return true;
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

constexpr SetupWindow kRevivalWindows[] = {
    {false, ActionKind::RaiseRevivalLimit, DecisionKind::RevivalGrants, window_open, window_pending,
     window_check, window_exec, window_candidates},
};

// --- the module ----------------------------------------------------------------------------------

constexpr TraitRow kTraits[] = {
    {Trait::DrawsNoTraitors, std::nullopt, self},
    {Trait::ReceivesRevivalPayment, std::nullopt, others},
    {Trait::UnmasksWinner, std::nullopt, unmasks},
    {Trait::RevivalBarred, std::nullopt, barred},
};

constexpr AmountRow kAmounts[] = {
    {Amount::RevivalLimit, std::nullopt, revival_limit},
    {Amount::RevivalCost, std::nullopt, revival_cost},
    {Amount::LeaderValue, std::nullopt, leader_value},
    {Amount::LeaderRevivalPrice, std::nullopt, leader_revival_price},
};

constexpr EventRow kEvents[] = {
    {Event::TraitorsChosen, std::nullopt, deal_face_dancers},
    {Event::Revived, std::nullopt, free_revival_income},
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
}

}  // namespace

extern const FactionModule kTleilaxuModule{.faction = Faction::Tleilaxu,
                                           .traits = kTraits,
                                           .amounts = kAmounts,
                                           .events = kEvents,
                                           .view = redact,
                                           .revival = kRevivalWindows,
                                           .unmask = &kReveal,
                                           .unmask_candidates = reveal_candidates};

}  // namespace dune
