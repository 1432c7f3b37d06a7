// Setup: the factions' own windows (Bene Gesserit prediction before the traitor draw; Fremen
// placement and the Advanced Bene Gesserit starting force alongside the picks: see their modules
// under engine/rules/factions/), traitor draw and pick, opening cards.
// GF9 Rulebook 2019 pp.3-4 "Setting Up"; Bene Gesserit sheet (prediction); Harkonnen sheet
// (keeps all four traitors); Fremen sheet (10 forces among Sietch Tabr, False Wall South,
// False Wall West).
// Advanced (adv-spice; GF9 Rulebook 2019 pp.13,16,18-19 faction sheets; Revised Rulebook v2.3):
// the Emperor's 20 forces are 15 + 5 Sardaukar and the Fremen's 17 + 3 Fedaykin (Forces.special);
// the Fremen may place Fedaykin among their 10 starting forces; the Bene Gesserit place their one
// starting force as an advisor in any territory of their choice, after the Fremen, instead of in
// the Polar Sink.
#include <algorithm>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::setup_phase {
namespace {

bool needs_traitor_pick(const Game& g, Faction f) {
  return g.in_game(f) && !hooks::has(g, Trait::KeepsAllTraitors, f) &&
         !hooks::has(g, Trait::DrawsNoTraitors, f) && !g.setup.picked.has(f);
}

void finish_setup(Game& g) {
  if (!g.setup.openingDrawn) {
    g.setup.openingDrawn = true;
    // Ixians & Tleilaxu (Ixian sheet): a faction module may draw the opening cards to deal them (one
    // per faction, the Ixians keep one); its window is answered before setup ends.
    hooks::notify(g, Event::OpeningCards);
    if (hooks::open_window(g, WindowPoint::Setup)) return;
  }
  // GF9 p.4 step 8: each player draws one treachery card, the Harkonnen two; where a faction dealt
  // every faction one card already (Ixian sheet), only the extra ones (the Harkonnen's second).
  const int dealt = hooks::owner_of(g, Trait::DealsOpeningCards) ? 1 : 0;
  for (Faction f : storm_order(g))
    for (int i = dealt; i < faction_info(f).startTreachery; ++i) draw_treachery(g, f);
  g.setup.openingDrawn = false;  // used only during setup: the state after it is as before the flag
  log_public(g, "Setup complete: each player has drawn opening treachery cards.");
  finish_phase(g);
}

void maybe_finish(Game& g) {
  if (g.setup.step != SetupStep::Traitors) return;
  for (Faction f : factions_in_game(g))
    if (needs_traitor_pick(g, f)) return;
  if (hooks::open_window(g, WindowPoint::Setup)) return;
  // Every traitor is chosen: a faction dealt other cards from the traitor deck now draws them
  // (Ixians & Tleilaxu rulebook p.6: the Tleilaxu Face Dancers), once.
  if (!g.setup.openingDrawn) hooks::notify(g, Event::TraitorsChosen);
  finish_setup(g);
}

void deal_traitors(Game& g) {
  g.setup.step = SetupStep::Traitors;
  // GF9 p.3 step 5: each player draws four traitor cards and secretly keeps one.
  for (Faction f : storm_order(g)) {
    Player& p = g.player(f);
    // Ixians & Tleilaxu rulebook p.6: the Tleilaxu are dealt no traitors.
    if (hooks::has(g, Trait::DrawsNoTraitors, f)) continue;
    for (int i = 0; i < 4 && !g.traitorDeck.empty(); ++i) {
      p.traitorDraw.push_back(g.traitorDeck.back());
      g.traitorDeck.pop_back();
    }
    // Harkonnen sheet: the Harkonnen keep all the traitors they draw.
    if (hooks::has(g, Trait::KeepsAllTraitors, f)) p.traitors = p.traitorDraw;
  }
  log_public(g, "Traitor cards dealt: each player keeps one, the Harkonnen keep all four.");
  maybe_finish(g);
}

// The window answered by an action of this kind (one window per action kind in Setup).
std::optional<hooks::SeatedWindow> window_for(const Game& g, ActionKind k) {
  for (WindowPoint p : {WindowPoint::BeforeTraitors, WindowPoint::Setup})
    for (const auto& sw : hooks::windows_at(g, p))
      if (sw.w->action == k) return sw;
  return std::nullopt;
}

}  // namespace

void begin(Game& g) {
  if (advanced(g)) hooks::advanced_setup(g);
  if (hooks::windows_at(g, WindowPoint::BeforeTraitors).size() > 0) {
    g.setup.step = SetupStep::Prediction;
    return;
  }
  deal_traitors(g);
}

void pending(const Game& g, DecisionList& out) {
  const bool before = g.setup.step == SetupStep::Prediction;
  if (!before)
    for (Faction f : factions_in_game(g))
      if (needs_traitor_pick(g, f)) out.push_back({f, DecisionKind::PickTraitor, 0, 0});
  for (const auto& [owner, w] :
       hooks::windows_at(g, before ? WindowPoint::BeforeTraitors : WindowPoint::Setup))
    w->pending(g, owner, out);
}

Status check(const Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::PickTraitor) {
    if (auto s = need_decision(g, seat, DecisionKind::PickTraitor); !s) return s;
    auto& d = g.player(seat).traitorDraw;
    if (std::find(d.begin(), d.end(), a.leader) == d.end())
      return fail(Err::NotAllowed, "Traitors: keep one of the four traitor cards you drew (GF9 p.3).");
    return Ok{};
  }
  if (auto sw = window_for(g, a.kind)) {
    if (auto s = need_decision(g, seat, sw->w->decision); !s) return s;
    return sw->w->check(g, sw->owner, a);
  }
  return fail(Err::WrongPhase, "That action is not part of setup.");
}

void exec(Game& g, Faction seat, const Action& a) {
  if (a.kind == ActionKind::PickTraitor) {
    Player& p = g.player(seat);
    p.traitors = {a.leader};
    // The three not kept are set aside face down for the owner's reference (GF9 Rulebook 2019 p.6):
    // they stay in p.traitorDraw, seen by their owner only, and never return to the traitor deck.
    g.setup.picked.insert(seat);
    log_public(g, "{f} has chosen a traitor.", seat);
    maybe_finish(g);
    return;
  }
  auto sw = window_for(g, a.kind);
  if (!sw) return;
  sw->w->exec(g, sw->owner, a);
  if (sw->w->at == WindowPoint::BeforeTraitors) {
    // The last window before the draw closes: the traitor cards are dealt.
    for (const auto& [owner, w] : hooks::windows_at(g, WindowPoint::BeforeTraitors))
      if (w != sw->w && w->open(g, owner)) return;
    deal_traitors(g);
  } else {
    maybe_finish(g);
  }
}

void candidates(const Game& g, Faction seat, std::vector<Action>& out, Rng*, int) {
  if (g.setup.step == SetupStep::Prediction) {
    bool own = false;
    for (const auto& [owner, w] : hooks::windows_at(g, WindowPoint::BeforeTraitors))
      if (owner == seat) {
        w->candidates(g, owner, out);
        own = true;
      }
    if (own) return;
  }
  for (LeaderId l : g.player(seat).traitorDraw) out.push_back({.kind = ActionKind::PickTraitor, .leader = l});
  for (const auto& [owner, w] : hooks::windows_at(g, WindowPoint::Setup))
    if (owner == seat) w->candidates(g, owner, out);
}

}  // namespace dune::setup_phase
