// The hook folds: each question walks the seated factions in faction order and consults the live
// rows of their modules (hooks.hpp; docs/ENGINE.md).
#include "engine/rules/factions/hooks.hpp"

#include <array>
#include <utility>
#include <vector>

#include "engine/rules/common.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/movement.hpp"

namespace dune {

const FactionModule* module_of(Faction f) { return kFactionModules[static_cast<std::size_t>(index(f))]; }

namespace hooks {

namespace {

// The rows of every module, indexed by the trait or amount they answer, in faction order and row
// order within a module: the same order as walking the seated factions' modules, so a fold visits
// only the rows that can answer it (the folds run inside legal-move enumeration, the engine's hot
// path). Built once from the constant module tables; never written after.
template <class Row, int N, class Key>
struct RowIndex {
  struct Entry {
    Faction owner;
    const Row* row;
  };
  std::array<std::vector<Entry>, N> rows;
  explicit RowIndex(std::span<const Row> (*of)(const FactionModule&)) {
    for (const FactionModule* m : kFactionModules)
      if (m)
        for (const Row& r : of(*m)) rows[static_cast<std::size_t>(key_of(r))].push_back({m->faction, &r});
  }
  static Key key_of(const TraitRow& r) { return r.trait; }
  static Key key_of(const AmountRow& r) { return r.amount; }
  static Key key_of(const EventRow& r) { return r.event; }
  static Key key_of(const Veto& r) { return r.kind; }
  const std::vector<Entry>& operator[](Key k) const { return rows[static_cast<std::size_t>(k)]; }
};

const RowIndex<TraitRow, kTraitCount, Trait>& trait_rows() {
  static const RowIndex<TraitRow, kTraitCount, Trait> index([](const FactionModule& m) { return m.traits; });
  return index;
}
const RowIndex<AmountRow, kAmountCount, Amount>& amount_rows() {
  static const RowIndex<AmountRow, kAmountCount, Amount> index(
      [](const FactionModule& m) { return m.amounts; });
  return index;
}

constexpr int kEventCount = static_cast<int>(Event::Discarded) + 1;  // the last Event
const RowIndex<EventRow, kEventCount, Event>& event_rows() {
  static const RowIndex<EventRow, kEventCount, Event> index([](const FactionModule& m) { return m.events; });
  return index;
}

// The vetoes, indexed by the action kind they refuse (asked on every move a bot's legal list checks).
const RowIndex<Veto, kActionKinds, ActionKind>& veto_rows() {
  static const RowIndex<Veto, kActionKinds, ActionKind> index(
      [](const FactionModule& m) { return m.vetoes; });
  return index;
}

// The own actions that list candidates at any time (OwnAction::candidates), in faction order.
const std::vector<std::pair<Faction, const OwnAction*>>& anytime_actions() {
  static const auto list = [] {
    std::vector<std::pair<Faction, const OwnAction*>> out;
    for (const FactionModule* m : kFactionModules)
      if (m)
        for (const OwnAction& r : m->actions)
          if (r.candidates) out.emplace_back(m->faction, &r);
    return out;
  }();
  return list;
}

bool seated(const Game& g, Faction f) { return g.players[static_cast<std::size_t>(index(f))].inGame; }

// The components' trait rows, indexed by trait, in kComponentModules order and row order.
struct ComponentRow {
  const ComponentModule* component;
  const ComponentTraitRow* row;
};
const std::array<std::vector<ComponentRow>, kTraitCount>& component_rows() {
  static const auto index = [] {
    std::array<std::vector<ComponentRow>, kTraitCount> out;
    for (const ComponentModule* c : kComponentModules)
      for (const ComponentTraitRow& r : c->traits) out[static_cast<std::size_t>(r.trait)].push_back({c, &r});
    return out;
  }();
  return index;
}

// Does a component in play (its offers, or its own rules) grant f the trait?
bool component_grants(const Game& g, Trait t, Faction f, bool offers) {
  for (const auto& [c, r] : component_rows()[static_cast<std::size_t>(t)])
    if (c->offer == offers && c->in_play(g) && r->applies(g, f)) return true;
  return false;
}

}  // namespace

Grant grant(const Game& g, Trait t, Faction f) {
  const Grant out = native_grant(g, t, f);
  // An offer (the Junction high, HWC) lends its shipment whatever a Karama stopped of the faction's own.
  if (out != Grant::Yes && component_grants(g, t, f, true)) return Grant::Yes;
  return out;
}

bool offered(const Game& g, Trait t, Faction f) {
  return native_grant(g, t, f) != Grant::Yes && component_grants(g, t, f, true);
}

Grant native_grant(const Game& g, Trait t, Faction f) {
  Grant out = Grant::No;
  for (const auto& [owner, r] : trait_rows()[t]) {
    if (!seated(g, owner) || !r->applies(g, owner, f)) continue;
    if (live(g, r->advantage)) return Grant::Yes;
    out = Grant::Stopped;
  }
  // A component's own rules: a Nexus card played as Secret Ally lends a faction that is not seated one of its
  // rules (NXF); no Karama stops it (the faction is absent).
  if (component_grants(g, t, f, false)) return Grant::Yes;
  return out;
}

std::optional<Faction> holder(const Game& g, Trait t, Faction f) {
  for (const auto& [owner, r] : trait_rows()[t])
    if (seated(g, owner) && live(g, r->advantage) && r->applies(g, owner, f)) return owner;
  return std::nullopt;
}

std::optional<Faction> bearer(const Game& g, Trait t) {
  for (const auto& [owner, r] : trait_rows()[t])
    if (seated(g, owner)) return owner;
  return std::nullopt;
}

std::optional<Faction> module_bearer(Trait t) {
  for (const FactionModule* m : kFactionModules)
    if (m)
      for (const TraitRow& r : m->traits)
        if (r.trait == t) return m->faction;
  return std::nullopt;
}

std::optional<Faction> beneficiary(const Game& g, Trait t) {
  if (trait_rows()[t].empty()) return std::nullopt;
  for (Faction f : factions_in_game(g))
    if (has(g, t, f)) return f;
  return std::nullopt;
}

std::optional<Faction> owner_of(const Game& g, Trait t) {
  for (const auto& [owner, r] : trait_rows()[t])
    if (seated(g, owner) && live(g, r->advantage) && r->applies(g, owner, owner)) return owner;
  return std::nullopt;
}

bool implements(Advantage a, Trait t) {
  const FactionModule* m = module_of(advantage_info(a).owner);
  if (!m) return false;
  for (const TraitRow& r : m->traits)
    if (r.trait == t && r.advantage == a) return true;
  return false;
}

int amount(const Game& g, Amount a, const Query& q, int start) {
  int v = start;
  for (const auto& [owner, r] : amount_rows()[a])
    if (seated(g, owner) && live(g, r->advantage)) v = r->fold(g, owner, q, v);
  return v;
}

void notify(Game& g, Event e, const EventArgs& args) {
  for (const auto& [owner, r] : event_rows()[e])
    if (seated(g, owner) && live(g, r->advantage)) r->on(g, owner, args);
}

std::optional<CompanionOf> companion() {
  static const std::optional<CompanionOf> found = []() -> std::optional<CompanionOf> {
    for (const FactionModule* m : kFactionModules)
      if (m && m->companion) return CompanionOf{m->companion, m->faction};
    return std::nullopt;
  }();
  return found;
}

bool with_companion(const Action& a) {
  const auto c = companion();
  return c && c->rules->in(a);
}

Status check_companion(const Game& g, Faction f, const Action& a) {
  const auto c = companion();
  if (!c || !c->rules->in(a)) return Ok{};
  return c->rules->check_plan(g, c->owner, f, a);
}

bool companion_ready(const Game& g, Faction f, bool stoppedToo) {
  const auto c = companion();
  if (!c || !seated(g, c->owner)) return false;
  const Grant granted = grant(g, c->rules->trait, f);
  return (granted == Grant::Yes || (stoppedToo && granted == Grant::Stopped)) &&
         c->rules->ready(g, c->owner, f);
}

bool companion_revivable(const Game& g, Faction f) {
  const auto c = companion();
  return c && seated(g, c->owner) && c->rules->revivable(g, c->owner, f);
}

Status veto(const Game& g, Faction seat, const Action& a) {
  for (const auto& [owner, v] : veto_rows()[a.kind])
    if (seated(g, owner))
      if (Status s = v->check(g, owner, seat, a); !s) return s;
  return Ok{};
}

Status check_plan(const Game& g, Faction seat, const Action& a) {
  for (const FactionModule* m : kFactionModules)
    if (m && m->check_plan && seated(g, m->faction))
      if (Status s = m->check_plan(g, m->faction, seat, a); !s) return s;
  return Ok{};
}

std::optional<Faction> stance_owner(const Game& g) {
  if (!advanced(g)) return std::nullopt;
  for (const FactionModule* m : kFactionModules)  // faction order, as the seated factions
    if (m && m->stance && seated(g, m->faction)) return m->faction;
  return std::nullopt;
}

const StanceRules* stance(const Game& g) {
  auto o = stance_owner(g);
  return o ? module_of(*o)->stance : nullptr;
}

int advisors_in(const Game& g, TerritoryId t) {
  const StanceRules* s = stance(g);
  return s ? s->advisors_in(g, t) : 0;
}

bool arrives_as_advisors(const Game& g, Faction f, LocationId from, TerritoryId t) {
  return stance_owner(g) == f && module_of(f)->stance->arrives_as_advisors(g, from, t);
}

void move(Game& g, Faction f, LocationId from, LocationId to, int n, int elite) {
  if (stance_owner(g) == f)
    module_of(f)->stance->move(g, from, to, n, false);
  else
    move_group(g, f, from, to, n, elite);
}

namespace {
// The windows every module places at each point, in faction order and list order within a module (the
// order of the seated factions), built once from the constant module tables like the row indexes above.
struct WindowIndex {
  std::array<std::vector<SeatedWindow>, kWindowPointCount> at;
  WindowIndex() {
    for (const FactionModule* m : kFactionModules)
      if (m)
        for (const Window& w : m->windows) at[static_cast<std::size_t>(w.at)].push_back({m->faction, &w});
  }
};
const std::vector<SeatedWindow>& placed(WindowPoint p) {
  static const WindowIndex index;
  return index.at[static_cast<std::size_t>(p)];
}
}  // namespace

SeatedWindows windows_at(const Game& g, WindowPoint p) {
  SeatedWindows out;
  for (const SeatedWindow& sw : placed(p))
    if (seated(g, sw.owner) && out.n < SeatedWindows::kCapacity) out.v[out.n++] = sw;
  return out;
}

std::optional<SeatedWindow> open_window(const Game& g, WindowPoint p) {
  for (const SeatedWindow& sw : placed(p))
    if (seated(g, sw.owner) && sw.w->open(g, sw.owner)) return sw;
  return std::nullopt;
}

std::size_t window_count(WindowPoint p) { return placed(p).size(); }

void advanced_setup(Game& g) {
  for (Faction owner : factions_in_game(g))
    if (const FactionModule* m = module_of(owner); m && m->advanced_setup) m->advanced_setup(g, owner);
}

std::optional<Faction> wins_instead(Game& g, FactionSet winners) {
  for (Faction owner : factions_in_game(g))
    if (const FactionModule* m = module_of(owner); m && m->wins_instead && m->wins_instead(g, owner, winners))
      return owner;
  return std::nullopt;
}

std::optional<std::pair<Faction, WinKind>> wins_at_end(const Game& g) {
  for (Faction owner : factions_in_game(g))
    if (const FactionModule* m = module_of(owner); m && m->wins_at_end && m->wins_at_end(g, owner))
      return std::pair{owner, m->endGameWin};
  return std::nullopt;
}

// own_action walks the module table in faction order (the order of the seated factions).
std::optional<SeatedAction> own_action(const Game& g, ActionKind k) {
  for (const FactionModule* m : kFactionModules)
    if (m && seated(g, m->faction))
      for (const OwnAction& r : m->actions)
        if (r.kind == k) return SeatedAction{m->faction, &r};
  return std::nullopt;
}

void own_action_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  for (const auto& [owner, r] : anytime_actions())
    if (seated(g, owner)) r->candidates(g, owner, seat, out);
}

std::optional<SeatedAction> karama_power(ActionKind k) {
  for (const FactionModule* m : kFactionModules)
    if (m)
      for (const OwnAction& r : m->actions)
        if (r.kind == k && r.karamaPower) return SeatedAction{m->faction, &r};
  return std::nullopt;
}

// kInterruptions (modules.hpp) lists the modules with an interruption: the question is asked before
// every check, so it walks that short list rather than the module table.
std::optional<SeatedInterruption> interruption(const Game& g) {
  for (const SeatedInterruption& r : kInterruptions)
    if (seated(g, r.owner) && r.rules->open(g, r.owner)) return r;
  return std::nullopt;
}

void view(const Game& g, std::optional<Faction> seat, View& out) {
  for (Faction owner : factions_in_game(g))
    if (const FactionModule* m = module_of(owner); m && m->view) m->view(g, owner, seat, out);
}

void conceal(Game& g, Concealment& c) {
  for (Faction owner : factions_in_game(g))
    if (const FactionModule* m = module_of(owner); m && m->conceal && owner != c.viewer)
      m->conceal(g, owner, c);
}

bool send_zone_ok(Faction f, TerritoryId t) {
  const FactionModule* m = module_of(f);
  return !m || !m->send_zone || m->send_zone(t);
}

}  // namespace hooks
}  // namespace dune
