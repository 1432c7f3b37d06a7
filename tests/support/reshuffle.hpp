// Reshuffling what one viewer does not know (issue 35): a game that differs from g only in secrets the
// viewer (a seat, or a spectator) has not seen, so that every public answer the engine gives that viewer
// (its view, the open decisions and their bounds, its legal actions and the refusals it reads) must be the
// same for both. Used by the widened view-leak test (tests/view_reshuffle_test.cpp).
//
// What is changed, each only where the viewer does not know it:
// - the random generator's state and the seed;
// - other seats' spice (behind the shield while the game is played; GF9 p.12), the Bank's ledger with it,
//   but the viewer's ally's (an ally pays for the viewer's bids, GF9 p.12);
// - cards of other seats' hands that the viewer has not seen, swapped with the treachery deck, with the
//   cards drawn for the auction the viewer may not see, and between hands; the deck's order (but for the
//   cards the viewer put there face down and knows: the top and the bottom it set aside);
// - other seats' traitor cards (the four each drew, the kept ones with them) and unrevealed Face Dancers,
//   swapped with the traitor deck; its order;
// - the spice deck's order;
// - the Bene Gesserit prediction, the Fremen storm card, a sealed storm dial;
// - the identities of face-down Terror tokens (board and supply), of the Ambassadors in Ecaz's supply (with
//   the undrawn pool), of held Nexus cards (with the deck) and of face-down Discovery tokens (with their
//   pool).
// Sealed battle plans are left alone (a plan's cards and dial are tied to the hand and the forces).
#pragma once

#include <boost/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/core/rng.hpp"
#include "engine/core/state.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/components/discovery/discovery.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/view/view.hpp"

namespace dune::test {

namespace reshuffle_detail {

inline bool is(std::optional<Faction> viewer, Faction f) { return viewer && *viewer == f; }

// Shuffles the entries of v at the positions `free` says, leaving the others in place.
template <class T, class Free>
void shuffle_free(std::vector<T>& v, Rng& r, Free free) {
  std::vector<std::size_t> at;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (free(i)) at.push_back(i);
  for (std::size_t k = at.size(); k > 1; --k)
    std::swap(v[at[k - 1]], v[at[r.below(static_cast<std::uint32_t>(k))]]);
}

}  // namespace reshuffle_detail

inline Game reshuffled(const Game& g, std::optional<Faction> viewer, Rng& r) {
  using namespace reshuffle_detail;
  Game o = g;
  const bool seated = viewer && g.in_game(*viewer);
  auto other = [&](Faction f) { return g.in_game(f) && !(seated && f == *viewer); };
  // An ally's spice is the viewer's to spend as its own where the rules let allies pay (a bid's limit is
  // the bidder's spice and its ally's, GF9 p.12): it is not reshuffled for that viewer.
  const std::int8_t viewerAlly = seated ? g.player(*viewer).ally : kNoAlly;

  o.rng = Rng::seeded(r.next());
  o.seed = r.next();
  if (g.phase == Phase::GameOver) return o;  // everything is shown once the game is over

  // Spice behind the shield.
  for (Faction f : factions_in_game(g))
    if (other(f) && index(f) != viewerAlly) {
      const int now = o.player(f).spice;
      const int next = static_cast<int>(r.below(31));
      o.player(f).spice = static_cast<std::int16_t>(next);
      o.bankOut += next - now;
    }

  // Treachery cards: the deck positions the viewer does not know.
  const auto& top = g.table.knownTop;
  auto deck_known = [&](std::size_t i) {
    if (!seated) return false;
    const CardId c = g.treacheryDeck[i];
    if (top.by == index(*viewer) && top.card == c)
      return true;  // (on top, or covered since by cards put back)
    for (const DeckCard& b : top.bottom)
      if (b.by == index(*viewer) && b.card == c) return true;
    return false;
  };
  std::vector<std::size_t> deckFree;
  for (std::size_t i = 0; i < o.treacheryDeck.size(); ++i)
    if (!deck_known(i)) deckFree.push_back(i);
  // The cards drawn for the auction that the viewer may not see: what its view shows of them is known (the
  // Ixians see them all, and so does their ally; the Atreides and Caladan's Occupier the one up for bid).
  std::vector<std::size_t> upFree;
  if (g.phase == Phase::Bidding && !g.bidding.up.empty()) {
    const View w = view(g, viewer ? Viewer::of(*viewer) : Viewer::spectator(), ViewDetail::Play);
    for (std::size_t i = static_cast<std::size_t>(std::max<int>(g.bidding.current, 0));
         i < g.bidding.up.size(); ++i) {
      const CardId c = g.bidding.up[i];
      if (static_cast<int>(i) == g.bidding.current && w.cardUpForBid == c) continue;
      if (std::find(w.auctionCardsSeen.begin(), w.auctionCardsSeen.end(), c) != w.auctionCardsSeen.end())
        continue;
      upFree.push_back(i);
    }
  }
  // A card in a committed battle plan stays in its hand (the plan names it).
  auto in_plan = [&](CardId c) {
    for (const BattlePlanRec& p : g.battle.plans)
      if (p.submitted && (p.weapon == c || p.defense == c || p.cheapHero == c)) return true;
    return false;
  };
  // A hand card: swapped with a free deck card, a free auction card or a free card of another hand.
  for (Faction f : factions_in_game(g)) {
    if (!other(f)) continue;
    for (HeldCard& h : o.player(f).hand) {
      if (seated && h.knownBy.has(*viewer)) continue;
      if (h.knownBy == FactionSet::all()) continue;
      if (in_plan(h.card)) continue;
      const std::uint32_t pick = r.below(3);
      if (pick == 0 && !deckFree.empty()) {
        std::swap(h.card, o.treacheryDeck[deckFree[r.below(static_cast<std::uint32_t>(deckFree.size()))]]);
      } else if (pick == 1 && !upFree.empty()) {
        std::swap(h.card, o.bidding.up[upFree[r.below(static_cast<std::uint32_t>(upFree.size()))]]);
      } else if (pick == 2) {
        std::vector<HeldCard*> others;
        for (Faction x : factions_in_game(g))
          if (x != f && other(x))
            for (HeldCard& k : o.player(x).hand)
              if (!(seated && k.knownBy.has(*viewer)) && k.knownBy != FactionSet::all() && !in_plan(k.card))
                others.push_back(&k);
        if (!others.empty())
          std::swap(h.card, others[r.below(static_cast<std::uint32_t>(others.size()))]->card);
      }
    }
  }
  shuffle_free(o.treacheryDeck, r, [&](std::size_t i) { return !deck_known(i); });
  {
    std::vector<std::size_t> seen;
    for (std::size_t i : upFree) seen.push_back(i);
    for (std::size_t k = seen.size(); k > 1; --k)
      std::swap(o.bidding.up[seen[k - 1]], o.bidding.up[seen[r.below(static_cast<std::uint32_t>(k))]]);
  }
  // The Ixians' starting cards, drawn at setup for them alone.
  if (!is(viewer, Faction::Ixian) && !o.ixian.startingCards.empty() && !deckFree.empty())
    for (CardId& c : o.ixian.startingCards)
      if (r.below(2) == 0) {
        const std::size_t i = deckFree[r.below(static_cast<std::uint32_t>(deckFree.size()))];
        if (i < o.treacheryDeck.size() && !deck_known(i)) std::swap(c, o.treacheryDeck[i]);
      }

  // The spice deck's order.
  r.shuffle(o.spiceDeck);

  // Traitor cards and unrevealed Face Dancers, with the traitor deck.
  auto traitor_swap = [&](LeaderId& l) {
    if (o.traitorDeck.empty() || r.below(2) != 0) return;
    std::swap(l, o.traitorDeck[r.below(static_cast<std::uint32_t>(o.traitorDeck.size()))]);
  };
  // The four a seat drew (the one it keeps among them, GF9 p.3 step 5): swapped with the deck, the kept one
  // following its card.
  // A seat whose traitors work in the viewer's battles (the Harkonnen for their ally, GF9 p.17) shows them to
  // it (it may call one): those stay.
  const std::optional<Faction> sharer =
      seated ? hooks::holder(g, Trait::SharesTraitors, *viewer) : std::optional<Faction>{};
  if (g.phase != Phase::Setup && g.em.nexusCards.returning < 0)
    for (Faction f : factions_in_game(g))
      if (other(f) && sharer != f) {
        Player& p = o.player(f);
        for (LeaderId& l : p.traitorDraw) {
          const LeaderId was = l;
          traitor_swap(l);
          for (LeaderId& kept : p.traitors)
            if (kept == was) kept = l;
        }
      }
  if (!is(viewer, Faction::Tleilaxu))
    for (LeaderId& l : o.tleilaxu.faceDancers)
      if (std::find(g.tleilaxu.revealed.begin(), g.tleilaxu.revealed.end(), l) == g.tleilaxu.revealed.end())
        traitor_swap(l);
  r.shuffle(o.traitorDeck);

  // The Bene Gesserit prediction and the Fremen storm card.
  if (!is(viewer, Faction::BeneGesserit) && g.beneGesserit.predictedFaction >= 0) {
    std::vector<std::int8_t> targets;
    for (Faction f : factions_in_game(g))
      if (f != Faction::BeneGesserit) targets.push_back(static_cast<std::int8_t>(index(f)));
    o.beneGesserit.predictedFaction = targets[r.below(static_cast<std::uint32_t>(targets.size()))];
    o.beneGesserit.predictedTurn =
        static_cast<std::int8_t>(1 + r.below(static_cast<std::uint32_t>(g.ruleset.maxTurns)));
  }
  if (!is(viewer, Faction::Fremen) && g.fremen.stormCard > 0)
    o.fremen.stormCard = static_cast<std::int8_t>(1 + r.below(6));
  // A storm dial sealed until both are in.
  if (g.phase == Phase::Storm)
    for (int i = 0; i < 2; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (g.storm.dials[k] >= 0 && g.storm.dials[1 - k] < 0 &&
          !(seated && g.storm.dialers[k] == index(*viewer)))
        o.storm.dials[k] = static_cast<std::int8_t>(1 + r.below(3));
    }

  // Face-down Terror tokens: their identities, on the board and in the supply.
  if (!is(viewer, Faction::Moritani) && g.in_game(Faction::Moritani)) {
    auto& t = o.em.terror;
    std::vector<std::size_t> down;
    for (std::size_t i = 0; i < t.size(); ++i)
      if (t[i] == kTerrorSupply || t[i] >= 0) down.push_back(i);
    std::vector<std::int8_t> places;
    for (std::size_t i : down) places.push_back(t[i]);
    std::vector<std::size_t> perm(down.size());
    for (std::size_t i = 0; i < perm.size(); ++i) perm[i] = i;
    r.shuffle(perm);
    for (std::size_t i = 0; i < down.size(); ++i) t[down[perm[i]]] = places[i];
    // The token an open window asks about follows its place.
    if (g.em.triggerToken >= 0)
      for (std::size_t i = 0; i < down.size(); ++i)
        if (down[i] == static_cast<std::size_t>(g.em.triggerToken))
          o.em.triggerToken = static_cast<std::int8_t>(down[perm[i]]);
  }

  // Ambassadors in Ecaz's supply (identities hidden), swapped with undrawn ones.
  if (!is(viewer, Faction::Ecaz) && g.in_game(Faction::Ecaz)) {
    auto& a = o.em.ambassador;
    std::vector<std::size_t> supply, pool;
    for (int i = 0; i < kFactions; ++i) {
      const Faction f = faction_at(i);
      if (f == Faction::Ecaz || f == Faction::Moritani) continue;
      if (a[static_cast<std::size_t>(i)] == kAmbassadorSupply) supply.push_back(static_cast<std::size_t>(i));
      if (a[static_cast<std::size_t>(i)] == kAmbassadorPool) pool.push_back(static_cast<std::size_t>(i));
    }
    for (std::size_t s : supply)
      if (!pool.empty() && r.below(2) == 0) {
        const std::size_t k = r.below(static_cast<std::uint32_t>(pool.size()));
        std::swap(a[s], a[pool[k]]);
        o.em.ambassadorCohort.erase(faction_at(static_cast<int>(s)));
        o.em.ambassadorCohort.insert(faction_at(static_cast<int>(pool[k])));
        std::swap(s, pool[k]);
      }
  }

  // Held Nexus cards (who holds one is public), with the deck; its order.
  if (!o.em.nexusCards.deck.empty()) {
    auto& n = o.em.nexusCards;
    for (Faction f : factions_in_game(g)) {
      auto& held = n.held[static_cast<std::size_t>(index(f))];
      if (!other(f) || held < 0 || r.below(2) != 0) continue;
      const std::size_t k = r.below(static_cast<std::uint32_t>(n.deck.size()));
      if (n.deck[k] == static_cast<std::int8_t>(index(f))) continue;  // never one's own faction's card
      std::swap(held, n.deck[k]);
    }
    r.shuffle(n.deck);
  }

  // Face-down Discovery tokens: within their pool, where the viewer has not looked.
  if (discovery::in_play(g)) {
    DiscoveryState& d = o.em.discovery;
    for (DiscoveryPool p : {DiscoveryPool::Hiereg, DiscoveryPool::Smuggler}) {
      std::vector<std::int8_t*> slots;
      for (int i = 0; i < kDiscoveryCards; ++i)
        if (discovery_card(i).pool == p && discovery::laid(g, i) &&
            !(seated && discovery::sees(g, *viewer, i)))
          slots.push_back(&d.site[static_cast<std::size_t>(i)]);
      const bool privileged =
          seated && *viewer == (p == DiscoveryPool::Hiereg ? Faction::Fremen : Faction::Guild);
      auto& poolv = p == DiscoveryPool::Hiereg ? d.hiereg : d.smuggler;
      if (!privileged)
        for (auto& t : poolv) slots.push_back(&t);
      for (std::size_t k = slots.size(); k > 1; --k)
        std::swap(*slots[k - 1], *slots[r.below(static_cast<std::uint32_t>(k))]);
    }
  }
  return o;
}

// --- comparing what one viewer reads of a game and of its reshuffle ---

inline std::string who(std::optional<Faction> v) {
  return v ? std::string(faction_key(*v)) : std::string("spectator");
}

// The first difference between two JSON texts, with a little context.
inline std::string first_difference(const std::string& a, const std::string& b) {
  std::size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  const std::size_t from = i > 120 ? i - 120 : 0;
  return "\n  real:       ..." + a.substr(from, 200) + "\n  reshuffled: ..." + b.substr(from, 200);
}

inline std::string refusal_of(const Game& g, Faction seat, const Action& a) {
  Status s = check_action(g, seat, a);
  return s ? std::string("ok") : std::string(err_key(s.error().code)) + ": " + s.error().message;
}

// The actions a seat might try: its legal ones, and each with its amount stretched (a price, a bid, forces).
inline std::vector<Action> probes(const std::vector<Action>& legal) {
  std::vector<Action> out = legal;
  for (const Action& a : legal)
    for (int d : {1, 3, 9}) {
      Action b = a;
      b.amount = static_cast<std::int16_t>(b.amount + d);
      out.push_back(b);
    }
  out.push_back({.kind = ActionKind::ClaimCharity});
  out.push_back({.kind = ActionKind::PayExtortion});
  return out;
}

// What `viewer` reads of g and of o differs: a sentence saying where, or empty.
inline std::string public_difference(const Game& g, const Game& o, std::optional<Faction> viewer) {
  const Viewer v = viewer ? Viewer::of(*viewer) : Viewer::spectator();
  const std::string a = boost::json::serialize(to_json(view(g, v)));
  const std::string b = boost::json::serialize(to_json(view(o, v)));
  if (a != b) return who(viewer) + ": the view differs" + first_difference(a, b);
  if (!viewer) return {};
  const std::vector<Action> la = legal_actions(g, *viewer, nullptr, 4096);
  const std::vector<Action> lb = legal_actions(o, *viewer, nullptr, 4096);
  if (la != lb) {
    std::string s = who(viewer) + ": the legal actions differ (" + std::to_string(la.size()) + " and " +
                    std::to_string(lb.size()) + ")";
    for (std::size_t i = 0; i < std::max(la.size(), lb.size()); ++i)
      if (i >= la.size() || i >= lb.size() || !(la[i] == lb[i])) {
        s += ": " + (i < la.size() ? boost::json::serialize(to_json(la[i])) : std::string("none")) + " / " +
             (i < lb.size() ? boost::json::serialize(to_json(lb[i])) : std::string("none"));
        break;
      }
    return s;
  }
  for (const Action& p : probes(la)) {
    const std::string ra = refusal_of(g, *viewer, p), rb = refusal_of(o, *viewer, p);
    if (ra != rb)
      return who(viewer) + ": trying " + boost::json::serialize(to_json(p)) + " reads \"" + ra + "\" and \"" +
             rb + "\"";
  }
  return {};
}

}  // namespace dune::test
