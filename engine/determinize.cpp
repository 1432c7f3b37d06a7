#include "engine/determinize.hpp"

#include <algorithm>
#include <vector>

#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/view/view.hpp"

namespace dune {
namespace {

// Deals the values held in `slots` again over them: sorted first, so what the real game held where is
// never read, only the multiset, which the viewer knows (everything minus what it has seen).
template <class T>
void deal(std::vector<T*>& slots, Rng& rng) {
  std::vector<T> values;
  values.reserve(slots.size());
  for (const T* s : slots) values.push_back(*s);
  std::sort(values.begin(), values.end());
  rng.shuffle(values);
  for (std::size_t i = 0; i < slots.size(); ++i) *slots[i] = values[i];
}

// The battle sides whose committed plan the viewer has not seen: plans are sealed while the Plans step
// waits for the second one (then revealed together, and public in the battle's record).
std::vector<int> sealed_plans(const Game& g, Faction viewer, const View& v) {
  std::vector<int> out;
  const BattleStep& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory || b.step != BattleStep::Plans) return out;
  for (int i = 0; i < 2; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (b.sides[k] < 0 || b.sides[k] == index(viewer) || !b.plans[k].submitted) continue;
    // A Karama power showed this seat the whole plan (the view says so: the answer with every element).
    if (v.prescienceAnswer && b.karamaSee && b.prescienceSide == i) continue;
    out.push_back(i);
  }
  return out;
}

// The plan element the viewer (with everyone) saw foreseen in side `i`'s plan, as the view shows it.
const BattlePlanRec* foreseen(const Game& g, const View& v, int i) {
  return v.prescienceAnswer && g.battle.prescienceSide == i && g.battle.prescience >= 0 ? &*v.prescienceAnswer
                                                                                        : nullptr;
}

// Side i's sealed plan drawn again: one of the legal plans of that seat in the dealt game o (asked with
// both plans open, so that no reveal follows), with the foreseen element as it was foreseen.
void draw_plan(Game& o, const Game& g, const View& v, int i, Rng& rng) {
  const auto k = static_cast<std::size_t>(i);
  const Faction side = faction_at(o.battle.sides[k]);
  Game c = o;
  c.battle.plans[0].submitted = c.battle.plans[1].submitted = false;
  std::vector<Action> legal = legal_actions(c, side, &rng, 64);
  std::erase_if(legal, [](const Action& a) { return a.kind != ActionKind::BattlePlan; });
  BattlePlanRec plan{.submitted = true};
  if (!legal.empty()) {
    apply_legal(c, side, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    plan = c.battle.plans[k];
  }
  if (const BattlePlanRec* seen = foreseen(g, v, i)) switch (static_cast<PlanElement>(g.battle.prescience)) {
      case PlanElement::Leader:
        plan.leader = seen->leader;
        plan.cheapHero = seen->cheapHero;
        break;
      case PlanElement::Weapon: plan.weapon = seen->weapon; break;
      case PlanElement::Defense: plan.defense = seen->defense; break;
      case PlanElement::Dial:
        plan.dial = seen->dial;
        plan.elite = std::min(plan.elite, plan.dial);
        plan.spice = std::min<std::int16_t>(plan.spice, plan.dial);
        break;
    }
  plan.submitted = true;
  o.battle.plans[k] = plan;
}

}  // namespace

Game determinize(const Game& g, Faction seat, std::uint64_t seed) {
  Game o = g;
  Rng r = Rng::seeded(seed);
  o.rng = Rng::seeded(r.next());
  o.seed = r.next();
  // The log: only what the seat may read.
  std::erase_if(o.log,
                [&](const LogEntry& e) { return !e.visibleTo.is_public() && !e.visibleTo.visible_to(seat); });
  if (g.phase == Phase::GameOver) return o;

  const View v = view(g, Viewer::of(seat), ViewDetail::Play);
  const std::int8_t ally = g.player(seat).ally;
  auto other = [&](Faction f) { return f != seat; };

  // Spice behind the shield (GF9 p.12), but the ally's, which the seat spends with it (a bid's limit, GF9
  // p.12). The Bank's ledger follows, as it follows every payment.
  // What is public bounds it from below: the high bid of the auction under way is spice its bidder has
  // (GF9 p.12: one may not bid more than one has; the ally's share is counted with the bidder's here).
  for (Faction f : factions_in_game(g))
    if (other(f) && index(f) != ally) {
      int least = 0;
      if (g.phase == Phase::Bidding && g.bidding.highBidder == index(f) && !g.bidding.highBidKarama)
        least = g.bidding.highBid;
      const int drawn =
          least + static_cast<int>(r.below(static_cast<std::uint32_t>(std::max(least, 20) - least + 1)));
      o.bankOut += drawn - o.player(f).spice;
      o.player(f).spice = static_cast<std::int16_t>(drawn);
    }

  // Cards the seat knows in a sealed plan's hand: the card foreseen in it (Atreides prescience).
  std::vector<std::pair<int, CardId>> foreseenCards;
  const std::vector<int> sealed = sealed_plans(g, seat, v);
  for (int i : sealed)
    if (const BattlePlanRec* seen = foreseen(g, v, i))
      for (CardId c : {seen->weapon, seen->defense, seen->cheapHero})
        if (c != kNoCard) foreseenCards.push_back({g.battle.sides[static_cast<std::size_t>(i)], c});

  // Treachery cards: other hands' cards the seat has not seen, the deck but for the cards it put there
  // knowingly (on top, set aside at the bottom), the cards up for auction it may not see, and the modules'.
  std::vector<CardId*> cards;
  for (Faction f : factions_in_game(g)) {
    if (!other(f)) continue;
    std::vector<CardId> known;
    for (const auto& [who, c] : foreseenCards)
      if (who == index(f)) known.push_back(c);
    for (HeldCard& h : o.player(f).hand) {
      if (h.knownBy.has(seat) || h.knownBy == FactionSet::all()) continue;
      if (auto it = std::find(known.begin(), known.end(), h.card); it != known.end()) {
        known.erase(it);
        continue;
      }
      cards.push_back(&h.card);
    }
  }
  // The seat's own card put on top (or covered since by cards put back) and its cards set aside at the
  // bottom: it knows them by name (View::knownDeckTop, knownDeckBottom).
  const KnownTop& top = g.table.knownTop;
  auto knows_deck_card = [&](CardId card) {
    if (top.by == index(seat) && top.card == card) return true;
    return std::any_of(top.bottom.begin(), top.bottom.end(),
                       [&](const DeckCard& d) { return d.by == index(seat) && d.card == card; });
  };
  for (CardId& card : o.treacheryDeck)
    if (!knows_deck_card(card)) cards.push_back(&card);
  if (g.phase == Phase::Bidding && !g.bidding.up.empty())
    for (std::size_t i = static_cast<std::size_t>(std::max<int>(g.bidding.current, 0));
         i < o.bidding.up.size(); ++i) {
      const CardId c = g.bidding.up[i];
      const bool shown =
          (static_cast<int>(i) == g.bidding.current && v.cardUpForBid == c) ||
          std::find(v.auctionCardsSeen.begin(), v.auctionCardsSeen.end(), c) != v.auctionCardsSeen.end();
      if (!shown) cards.push_back(&o.bidding.up[i]);
    }
  // Traitor cards: the deck's, the modules', and the four each other seat drew (it keeps the first of them
  // dealt again), but while a Nexus card has a seat return traitor cards to the deck (the Harkonnen Secret
  // Ally: which it returns is its choice, from the cards it holds).
  std::vector<LeaderId*> traitors;
  const bool dealTraitors = g.em.nexusCards.returning < 0;
  // A seat whose traitors work in the seat's battles (the Harkonnen for their ally, GF9 p.17) shows them
  // to it: the seat may call one of them. Those are known.
  const std::optional<Faction> sharer = hooks::holder(g, Trait::SharesTraitors, seat);
  if (dealTraitors)
    for (Faction f : factions_in_game(g))
      if (other(f) && sharer != f)
        for (LeaderId& l : o.player(f).traitorDraw) traitors.push_back(&l);
  for (LeaderId& l : o.traitorDeck) traitors.push_back(&l);
  Concealment c{.viewer = seat, .rng = r, .cards = {}, .traitors = {}};
  hooks::conceal(o, c);
  cards.insert(cards.end(), c.cards.begin(), c.cards.end());
  traitors.insert(traitors.end(), c.traitors.begin(), c.traitors.end());
  deal(cards, r);
  deal(traitors, r);
  if (dealTraitors)
    for (Faction f : factions_in_game(g))
      if (other(f) && sharer != f) {
        Player& p = o.player(f);
        for (std::size_t i = 0; i < p.traitors.size() && i < p.traitorDraw.size(); ++i)
          p.traitors[i] = p.traitorDraw[i];
      }
  // What other seats know of the deck is theirs: it is not kept in the dealt game.
  if (top.by != index(seat)) {
    o.table.knownTop.card = kNoCard;
    o.table.knownTop.by = -1;
  }
  std::erase_if(o.table.knownTop.bottom, [&](const DeckCard& d) { return d.by != index(seat); });

  // The spice deck's order.
  {
    std::vector<SpiceCardId*> spice;
    for (SpiceCardId& s : o.spiceDeck) spice.push_back(&s);
    deal(spice, r);
  }
  nexus_cards::conceal(o, seat, r);
  discovery::conceal(o, seat, r);

  // A storm dial sealed until both are in.
  if (g.phase == Phase::Storm)
    for (std::size_t i = 0; i < 2; ++i)
      if (g.storm.dials[i] >= 0 && g.storm.dials[1 - i] < 0 && g.storm.dialers[i] != index(seat))
        o.storm.dials[i] = static_cast<std::int8_t>(1 + r.below(3));
  // Sealed battle plans, from the dealt hands.
  for (int i : sealed) draw_plan(o, g, v, i, r);
  return o;
}

}  // namespace dune
