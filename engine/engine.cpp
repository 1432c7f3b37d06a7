// The facade: the only entry points the rest of the product calls. apply() validates with the
// same predicate enumeration uses, then executes; a refused action leaves the game untouched.
#include "engine/engine.hpp"

#include <algorithm>
#include <tuple>
#include <utility>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/bribery.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune {
namespace {

constexpr std::array<std::int8_t, 6> kCircles{1, 4, 7, 10, 13, 16};

Status check_phase(const Game& g, Faction seat, const Action& a) {
  if (const PhaseRules* r = phase_rules(g.phase)) return r->check(g, seat, a);
  return fail(Err::GameOver, "The game is over.");
}

// An action that neither a Nexus card's return, a bribe nor an anytime card takes: the holder's.
void exec_held(Game& g, Faction seat, const Action& a) {
  switch (holder_now(g)) {
    case Holder::NexusMoment: return nexus_cards::moment_passed(g, seat);
    case Holder::Amal: return amal_window::exec(g, seat, a);
    case Holder::PhaseEnd: return phase_end::exec(g, seat, a);
    case Holder::Interruption:  // (its action is an anytime one)
    case Holder::NexusReturn:   // (only a return is accepted)
    case Holder::Phase:
      if (const PhaseRules* r = phase_rules(g.phase)) r->exec(g, seat, a);
      return;
  }
}

// An interruption's owner's answers are anytime candidates; what the interruption holds back proposes its own
// too, all refused by check until it is answered (kept: a random bot's draw counts them). So the candidates
// come from the holder beneath any interruption.
void held_candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng* r, int limit) {
  switch (holder_beneath_interruption(g)) {
    case Holder::Interruption: return;  // (never beneath one)
    case Holder::NexusReturn: return nexus_cards::return_candidates(g, seat, out);
    case Holder::NexusMoment:  // a holder's pass (its plays are anytime candidates)
      if (has_decision(g, seat, DecisionKind::NexusWindow)) out.push_back({.kind = ActionKind::Pass});
      return;
    case Holder::Amal: return amal_window::candidates(g, seat, out);
    case Holder::PhaseEnd: return phase_end::candidates(g, seat, out);
    case Holder::Phase:
      if (const PhaseRules* p = phase_rules(g.phase)) p->candidates(g, seat, out, r, limit);
      return;
  }
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (g.phase == Phase::GameOver) return fail(Err::GameOver, "The game is over.");
  if (static_cast<int>(seat) >= kFactions || !g.in_game(seat))
    return fail(Err::NotYourDecision, "That faction is not seated in this game.");
  const Holder h = holder_now(g);
  // A faction's interruption: nothing else happens until it is answered.
  if (h == Holder::Interruption)
    if (auto i = hooks::interruption(g); a.kind != i->rules->action)
      return fail(Err::NotYourDecision, i->rules->refusal);
  // Nexus Cards (a card's traitor draw): the traitor card shuffled back before anything else.
  if (h == Holder::NexusReturn || a.kind == ActionKind::ReturnTraitor)
    return nexus_cards::check_return(g, seat, a);
  if (a.kind == ActionKind::Bribe) return bribery::check(g, seat, a);
  if (anytime::is_anytime(a.kind)) return anytime::check(g, seat, a);
  switch (h) {
    // Nexus Cards: a moment's window holds everything else until its holders answer.
    case Holder::NexusMoment: return nexus_cards::check_moment(g, seat, a);
    // Amal (ix.card.amal): its window holds the phase back until it is answered.
    case Holder::Amal: return amal_window::check(g, seat, a);
    // The end of a phase held by a module's window (phase_end): nothing of the phase is left to do.
    case Holder::PhaseEnd: return phase_end::check(g, seat, a);
    case Holder::Interruption:
    case Holder::NexusReturn:
    case Holder::Phase: break;
  }
  if (a.kind == ActionKind::PlayAmal) return amal_window::check(g, seat, a);
  return check_phase(g, seat, a);
}

// The phases an anytime card or a bribe may leave waiting for nothing, settled in this order (a settle that
// ends its phase may leave the next one to settle: Charity's, then Bidding's).
constexpr Phase kSettled[] = {Phase::Revival, Phase::Charity, Phase::Battle,
                              Phase::Bidding, Phase::Storm,   Phase::MentatPause};

// Nexus Cards: a moment whose window has just closed settles where it was held: a shipment's payment not
// taken is paid as any is, a Face Dancer's battle goes on, Spice Collection ends, the worm devours and the
// blow goes on; a battle that began goes on by its own steps.
void settle_nexus_moment(Game& g) {
  if (!nexus_cards::in_play(g)) return;
  const nexus_cards::Closed c = nexus_cards::close_moment(g);
  switch (c.moment) {
    case nexus_cards::Moment::ShipmentPaid:
      if (c.cost > 0) ship_move_phase::pay_shipment(g, c.by, c.cost, c.karamaRate);
      return;
    case nexus_cards::Moment::FaceDancer:
      if (g.phase == Phase::Battle) battle_phase::settle(g);
      return;
    case nexus_cards::Moment::SpiceCollection:
      if (g.phase == Phase::Collection) collection_phase::resume(g);
      return;
    case nexus_cards::Moment::WormAppears:
      if (g.phase == Phase::SpiceBlow) spice_blow_phase::worm_window_closed(g, c.territory);
      return;
    case nexus_cards::Moment::BattleBegins:  // the battle's own steps go on
    case nexus_cards::Moment::None: return;
  }
}

}  // namespace

void note_asked(Game& g) {
  // The open decisions: read into the caller's scope memo where one is open (the match loop asks next
  // anyway), else worked out once here.
  DecisionList open;
  phase_pending(g, open);
  DecisionBits now;
  for (const Decision& d : open)
    if (publicity(d.kind).seats == DecisionSeats::Masked) now.set(static_cast<std::size_t>(d.kind));
  auto& asked = g.table.asked;
  std::erase_if(asked, [&](const MaskedAsk& a) { return !now.test(static_cast<std::size_t>(a.kind)); });
  if (now.none()) return;
  for (const Decision& d : open) {
    if (!now.test(static_cast<std::size_t>(d.kind))) continue;
    auto it = std::find_if(asked.begin(), asked.end(), [&](const MaskedAsk& a) { return a.kind == d.kind; });
    if (it == asked.end()) it = asked.insert(asked.end(), MaskedAsk{d.kind, {}});
    it->seats.insert(d.seat);
  }
}

Result<Game> new_game(const SetupOptions& o) {
  if (o.factions.size() < 2 || o.factions.size() > static_cast<std::size_t>(kMaxSeats))
    return fail(Err::BadAction, "A game needs 2 to 6 factions.");
  FactionSet seen;
  for (Faction f : o.factions) {
    if (static_cast<int>(f) >= kFactions) return fail(Err::BadAction, "Unknown faction.");
    // The expansion factions are data (engine/data/factions.cpp) but their rules are not in the
    // engine yet: a setup that seats one is refused rather than played without its rules.
    if (!faction_playable(f)) {
      std::string playable;
      for (int i = 0; i < kFactions; ++i)
        if (faction_playable(faction_at(i)))
          playable += (playable.empty() ? "" : ", ") + std::string(faction_key(faction_at(i)));
      return fail(Err::BadAction, "The " + std::string(faction_info(f).name) + " (" +
                                      std::string(expansion_key(faction_info(f).expansion)) +
                                      " expansion) are not playable yet: their rules are not implemented. "
                                      "Choose from " +
                                      playable + ".");
    }
    if (seen.has(f)) return fail(Err::BadAction, "Each faction may be seated only once.");
    seen.insert(f);
  }
  if (o.ruleset.maxTurns < 1 || o.ruleset.maxTurns > 20)
    return fail(Err::BadAction, "A game lasts 1 to 20 turns.");
  if (std::string problem = variants_problem(o.ruleset.variants, o.ruleset.kind == RulesetKind::Advanced);
      !problem.empty())
    return fail(Err::BadAction, problem);
  Game g;
  g.ruleset = o.ruleset;
  g.seed = o.seed;
  g.rng = Rng::seeded(o.seed);
  std::vector<Faction> seating = o.factions;
  if (o.randomSeating) g.rng.shuffle(seating);
  const int n = static_cast<int>(seating.size());
  for (int i = 0; i < n; ++i) {
    Faction f = seating[static_cast<std::size_t>(i)];
    Player& p = g.player(f);
    const FactionInfo& info = faction_info(f);
    p.inGame = true;
    p.circle = kCircles[static_cast<std::size_t>(i * 6 / n)];
    p.spice = info.startSpice;
    p.reserves.normal = kForcesPerFaction;
    if (info.startForces.territory != kNoTerritory) {
      LocationId l = locations_of(info.startForces.territory)[0];
      place_forces(g, l, f, make_forces(info.startForces.count));
      p.reserves.normal = static_cast<std::uint8_t>(kForcesPerFaction - info.startForces.count);
    }
    // An Advanced-only leader (the CHOAM Auditor, cr.choam.auditor) and its traitor card: Advanced games
    // only.
    for (int k = 0; k < leader_count(f, o.ruleset.kind == RulesetKind::Advanced); ++k)
      g.traitorDeck.push_back(leader_id(f, k));
  }
  // Ixians & Tleilaxu p.4 (2h): the Cheap Hero traitor card joins the traitor deck (it_cheap_hero_traitor).
  if (has_variant(o.ruleset.variants, Variant::ItCheapHeroTraitor))
    g.traitorDeck.push_back(kCheapHeroTraitor);
  index_seats(g);
  // The treachery deck is the rows of the card sets the setup's variants select (base always).
  g.treacheryDeck = build_treachery_deck(card_sets_of(o.ruleset.variants));
  for (SpiceCardId c = 0; c < kSpiceCards; ++c)
    if (spice_card_in(o.ruleset.variants, c)) g.spiceDeck.push_back(c);
  g.rng.shuffle(g.treacheryDeck);
  g.rng.shuffle(g.spiceDeck);
  g.rng.shuffle(g.traitorDeck);
  nexus_cards::setup(g);  // em_nexus_cards only: other games draw as before
  discovery::setup(g);    // em_discovery only: the two token pools
  log_public(g, "A new game of Dune begins.");
  enter_phase(g, Phase::Setup);
  note_asked(g);
  return g;
}

std::vector<Decision> pending(const Game& g) {
  std::vector<Decision> out;
  pending(g, out);
  return out;
}

void pending(const Game& g, std::vector<Decision>& out) {
  if (g.pendingMemo.depth > 0) {  // the caller's scope (bots/match.cpp): read from its memo
    const std::span<const Decision> open = scoped_pending(g);
    out.assign(open.begin(), open.end());
    return;
  }
  DecisionList d;
  phase_pending(g, d);
  out.assign(d.begin(), d.end());
}

Status check_action(const Game& g, Faction seat, const Action& a) {
  PendingScope scope(g);
  return check(g, seat, a);
}

int shipment_price(const Game& g, Faction seat, const Action& a) {
  return ship_move_phase::shipment_price(g, seat, a);
}

Status apply(Game& g, Faction seat, const Action& a) {
  {
    PendingScope scope(g);  // closed before anything changes g
    if (auto s = check(g, seat, a); !s) return s;
  }
  apply_legal(g, seat, a);
  return Ok{};
}

void apply_legal(Game& g, Faction seat, const Action& a) {
  // A caller may hold a PendingScope across apply (bots/match.cpp): its memo is of the game before
  // this action, so it is emptied, and no question asked while the action changes g may fill it.
  const std::uint8_t scopes = std::exchange(g.pendingMemo.depth, 0);
  g.pendingMemo.clear();
  g.log.clear();
  if (a.kind == ActionKind::ReturnTraitor) {
    nexus_cards::exec_return(g, seat, a);
    if (g.phase == Phase::MentatPause) mentat_phase::settle(g);  // the Harkonnen Secret Ally's returns
  } else if (a.kind == ActionKind::Bribe || anytime::is_anytime(a.kind)) {
    if (a.kind == ActionKind::Bribe)
      bribery::exec(g, seat, a);
    else
      anytime::exec(g, seat, a);
    // A card or a bribe can leave a Revival decision with nothing left to revive or pay for; a card
    // played from the last hand still asked in the Amal window closes that window.
    if (g.amal.open) {
      amal_window::settle(g);
    } else if (g.phaseEnd.open) {
      phase_end::settle(g);
    } else {
      for (Phase p : kSettled)
        if (g.phase == p) phase_rules(p)->settle(g);
    }
  } else {
    exec_held(g, seat, a);
  }
  settle_nexus_moment(g);
  // Homeworlds variant: occupation is continuous (rule 78), settled after every accepted action; a battle
  // window it closed is passed over.
  if (homeworlds::in_play(g)) {
    homeworlds::settle_occupation(g);
    if (g.phase == Phase::Battle) battle_phase::settle(g);
  }
  g.version++;
  g.pendingMemo.depth = scopes;
  note_asked(g);  // (fills the caller's memo when it holds a scope: the next question is answered from it)
}

std::vector<Action> legal_actions(const Game& g, Faction seat, Rng* sampler, int sampleLimit) {
  std::vector<Action> cand, out;
  if (g.phase == Phase::GameOver || !g.in_game(seat)) return out;
  PendingScope scope(g);
  if (has_any_decision(g, seat)) held_candidates(g, seat, cand, sampler, sampleLimit);
  if (g.phase != Phase::Setup) {
    anytime::candidates(g, seat, cand);
    bribery::candidates(g, seat, cand);
  }
  // Drop duplicate candidates (keeping the first of each, so the order stays deterministic) with one
  // sort instead of a search per candidate, then keep the legal ones. The sort is of each action packed
  // losslessly into two words with its index (equal actions, equal words; among equals the first index
  // sorts first), not of the actions themselves: it was the heuristic bots' largest cost.
  struct Packed {
    std::uint64_t hi, lo;
    std::uint32_t i;
    bool operator<(const Packed& o) const {
      return hi != o.hi ? hi < o.hi : lo != o.lo ? lo < o.lo : i < o.i;
    }
  };
  static_assert(kActionKinds <= 128 && kFactions <= 16, "an action kind fits 7 bits and a faction 4");
  auto u8 = [](auto v) { return static_cast<std::uint64_t>(static_cast<std::uint8_t>(v)); };
  auto u16 = [](std::int16_t v) { return static_cast<std::uint64_t>(static_cast<std::uint16_t>(v)); };
  std::vector<Packed> order(cand.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) {
    const Action& a = cand[i];
    order[i] = {u8(a.kind) | u8(a.faction) << 7 | u16(a.amount) << 11 | u16(a.amount2) << 27 |
                    u16(a.amount3) << 43 | static_cast<std::uint64_t>(a.flag) << 59,
                u8(a.from) | u8(a.to) << 8 | u8(a.territory) << 16 | u8(a.leader) << 24 | u8(a.card) << 32 |
                    u8(a.weapon) << 40 | u8(a.defense) << 48 | u8(a.sub) << 56,
                i};
  }
  std::sort(order.begin(), order.end());
  std::vector<bool> dup(cand.size(), false);
  for (std::size_t i = 1; i < order.size(); ++i)
    if (order[i].hi == order[i - 1].hi && order[i].lo == order[i - 1].lo) dup[order[i].i] = true;
  for (std::size_t i = 0; i < cand.size(); ++i)
    if (!dup[i] && check(g, seat, cand[i])) out.push_back(cand[i]);
  return out;
}

std::optional<Action> sample_legal_action(const Game& g, Faction seat, Rng& rng) {
  std::vector<Action> cand;
  cand.reserve(48);
  return sample_legal_action(g, seat, rng, cand);
}

std::optional<Action> sample_legal_action(const Game& g, Faction seat, Rng& rng, std::vector<Action>& cand) {
  cand.clear();
  if (g.phase == Phase::GameOver || !g.in_game(seat)) return std::nullopt;
  PendingScope scope(g);
  if (has_any_decision(g, seat)) held_candidates(g, seat, cand, &rng, 16);
  if (g.phase != Phase::Setup) {
    anytime::candidates(g, seat, cand);
    bribery::candidates(g, seat, cand);
  }
  // Draw without replacement until one passes the rule checks.
  for (std::size_t left = cand.size(); left > 0; --left) {
    std::size_t i = rng.below(static_cast<std::uint32_t>(left));
    if (check(g, seat, cand[i])) return cand[i];
    std::swap(cand[i], cand[left - 1]);
  }
  return std::nullopt;
}

bool is_over(const Game& g) { return g.phase == Phase::GameOver; }

void begin_phase(Game& g, Phase p) { enter_phase(g, p); }

}  // namespace dune
