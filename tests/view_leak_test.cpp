// Redaction (engine/view/view.cpp): over random games reaching every phase, no seat's view, and
// not the spectator's, carries a secret of another seat: hands, traitors, the traitor draw,
// sealed battle plans and storm dials, the Bene Gesserit prediction, the card up for bid (Atreides
// only), deck orders or the seed. Checked on the View struct, on its JSON, and with check_views.
// Sources: GF9 Rulebook 2019 p.12 (secrecy.hidden), p.17 (bidding.atreides_look,
// battle.atreides_prescience), p.18 (setup.bg_prediction), p.6 (setup.traitors.deal).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/view/view.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

namespace json = boost::json;

constexpr std::uint64_t kSeedBase =
    0x9E3779B97F4A7C15ULL;  // large seeds: their digits never appear by chance
constexpr int kGames = 50;
constexpr int kMaxSteps = 4000;

std::vector<Faction> all_factions() {
  return {Faction::Atreides, Faction::BeneGesserit, Faction::Emperor,
          Faction::Fremen,   Faction::Guild,        Faction::Harkonnen};
}

// The factions for game i: all six in most games, a smaller table in some.
std::vector<Faction> table_for(int i) {
  std::vector<Faction> f = all_factions();
  if (i % 5 == 3) f = {Faction::Atreides, Faction::BeneGesserit, Faction::Harkonnen};
  if (i % 5 == 4) f = {Faction::Atreides, Faction::BeneGesserit, Faction::Fremen, Faction::Emperor};
  // Ixians & Tleilaxu: a table with the Tleilaxu (their Face Dancers are secret like traitors).
  if (i % 5 == 2)
    f = {Faction::Atreides, Faction::Tleilaxu, Faction::Harkonnen, Faction::Fremen, Faction::Guild};
  // Ecaz & Moritani: a table with the Moritani (their Terror tokens lie face down).
  if (i % 5 == 1)
    f = {Faction::Moritani, Faction::Atreides, Faction::BeneGesserit,
         Faction::Fremen,   Faction::Guild,    Faction::Harkonnen};
  // ...and every other such game also Ecaz (their Ambassadors' supply is theirs only).
  if (i % 10 == 6)
    f = {Faction::Ecaz,   Faction::Moritani, Faction::Atreides,
         Faction::Fremen, Faction::Guild,    Faction::Harkonnen};
  return f;
}

bool visible_to(const LogEntry& e, std::optional<Faction> seat, const Game& g) {
  if (e.visibleTo.is_public()) return true;
  return seat && g.in_game(*seat) && e.visibleTo.visible_to(*seat);
}

std::string leader_text(LeaderId l) { return std::string(leader_name(l)); }

// Independent checks of one seat's (or the spectator's) view; returns a sentence on a leak.
std::string leak_in(const Game& g, std::optional<Faction> seat, bool withJson) {
  View w = view(g, seat ? Viewer::of(*seat) : Viewer::spectator());
  const std::string who = seat ? std::string(faction_key(*seat)) : std::string("spectator");
  const bool seated = seat.has_value();

  // Hands and traitors: exactly one's own.
  std::vector<CardId> own;
  std::vector<LeaderId> ownTraitors, ownDraw;
  if (seated) {
    for (const HeldCard& h : g.player(*seat).hand) own.push_back(h.card);
    ownTraitors = g.player(*seat).traitors;
    ownDraw = g.player(*seat).traitorDraw;
  }
  if (w.hand != own) return who + ": hand is not exactly its own";
  if (w.traitors != ownTraitors) return who + ": traitors are not exactly its own";
  for (LeaderId l : w.traitorDraw)
    if (std::find(ownDraw.begin(), ownDraw.end(), l) == ownDraw.end())
      return who + ": sees a traitor draw not its own";
  // Cards of others: only those this seat has seen.
  for (const KnownCard& k : w.knownCards) {
    if (!seated || k.owner == *seat) return who + ": known card of itself or as spectator";
    bool ok = false;
    for (const HeldCard& h : g.player(k.owner).hand)
      if (h.card == k.card && h.knownBy.has(*seat)) ok = true;
    if (!ok) return who + ": sees an unseen card of " + std::string(faction_key(k.owner));
  }
  // Spice behind the shield: one's own only while the game is played; everyone's once it is over.
  for (Faction o : all_factions()) {
    if (!g.in_game(o)) continue;
    const int shown = w.players[static_cast<std::size_t>(index(o))].spice;
    const bool own = seated && o == *seat;
    if (g.phase == Phase::GameOver || own) {
      if (shown != g.player(o).spice)
        return who + ": does not see the spice of " + std::string(faction_key(o));
    } else if (shown != -1) {
      return who + ": sees the spice of " + std::string(faction_key(o));
    }
  }
  // Tleilaxu Face Dancers (Ixians & Tleilaxu rulebook p.6): all to the Tleilaxu seat, the revealed
  // ones to everyone, none otherwise.
  const bool tleilaxu = seated && *seat == Faction::Tleilaxu;
  if (tleilaxu && w.faceDancers != g.tleilaxu.faceDancers)
    return who + ": Tleilaxu do not see their Face Dancers";
  if (!tleilaxu && !w.faceDancers.empty()) return who + ": sees the Tleilaxu Face Dancers";
  if (w.revealedFaceDancers != g.tleilaxu.revealed) return who + ": revealed Face Dancers are not public";
  if (withJson && !tleilaxu && g.in_game(Faction::Tleilaxu) &&
      !to_json(w).as_object().at("tleilaxu").as_object().at("face_dancers").as_array().empty())
    return who + ": the JSON view carries the Face Dancers";
  // Moritani Terror tokens (em.terror.secrecy): where they lie is public, which is which only theirs.
  const bool moritani = seated && *seat == Faction::Moritani;
  for (const TerrorView& t : w.terror) {
    if (!moritani && t.token != -1) return who + ": sees which Terror token lies in a stronghold";
    if (moritani && (t.token < 0 || g.em.terror[static_cast<std::size_t>(t.token)] != t.territory))
      return who + ": the Moritani do not see their own Terror token";
  }
  if (!moritani && (!w.terrorSupplyTokens.empty() || w.terrorAsked != -1))
    return who + ": sees the Moritani supply or the token asked about";
  if (withJson && !moritani && g.in_game(Faction::Moritani)) {
    const boost::json::value json = to_json(w);
    const auto& terror = json.as_object().at("terror").as_object();
    for (const auto& t : terror.at("board").as_array())
      if (!t.as_object().at("token").is_null()) return who + ": the JSON view names a face-down Terror token";
    if (!terror.at("supply").as_array().empty()) return who + ": the JSON view lists the Moritani supply";
  }
  // Ecaz Ambassadors (em.ambassador.secrecy): placed tokens are public, the supply's tokens Ecaz's only.
  const bool ecaz = seated && *seat == Faction::Ecaz;
  if (!ecaz && !w.ambassadorSupplyTokens.empty()) return who + ": sees the tokens of Ecaz's supply";
  if (ecaz && static_cast<int>(w.ambassadorSupplyTokens.size()) != w.ambassadorSupply)
    return who + ": Ecaz do not see their own supply";
  if (withJson && !ecaz && g.in_game(Faction::Ecaz) &&
      !to_json(w).as_object().at("ambassadors").as_object().at("supply").as_array().empty())
    return who + ": the JSON view lists Ecaz's supply";
  // Nexus Cards (em.nexus.deck): who holds a card is public, which card only its holder's; the deck's order
  // never.
  {
    const std::int8_t mine = seated ? g.em.nexusCards.held[static_cast<std::size_t>(index(*seat))] : -1;
    if (w.ownNexusCard != mine) return who + ": sees another Nexus card than its own (or not its own)";
    for (int i = 0; i < kFactions; ++i)
      if (const Faction f = faction_at(i);
          w.nexusHolders.has(f) != (g.em.nexusCards.held[static_cast<std::size_t>(index(f))] >= 0))
        return who + ": the Nexus card holders are not public";
    if (withJson && w.nexusCards) {
      const boost::json::value json = to_json(w);
      const auto& n = json.as_object().at("nexus_cards").as_object();
      if (mine < 0 && !n.at("card").is_null())
        return who + ": the JSON view names a Nexus card it does not hold";
      if (n.contains("deck")) return who + ": the JSON view carries the Nexus deck";
    }
  }
  // Bene Gesserit prediction.
  bool bg = seated && *seat == Faction::BeneGesserit;
  if (!bg && (w.predictedFaction != -1 || w.predictedTurn != 0)) return who + ": sees the BG prediction";
  if (bg && (w.predictedFaction != g.beneGesserit.predictedFaction ||
             w.predictedTurn != g.beneGesserit.predictedTurn))
    return who + ": BG does not see its own prediction";
  // The card up for bid: Atreides only, and Caladan's Occupier (Homeworlds, HWC Caladan occupied face).
  bool atreides = seated && *seat == Faction::Atreides;
  const bool caladanOccupier = seated && homeworlds::occupier(g, HomeworldId::Caladan) == *seat;
  if (!atreides && !caladanOccupier && w.cardUpForBid != kNoCard) return who + ": sees the card up for bid";
  // A Karama (faction.karama_targets) may stop the look for cards that come up after it.
  const bool looks = g.bidding.atreidesPeek && g.bidding.current < static_cast<int>(g.bidding.up.size());
  if (atreides && g.phase == Phase::Bidding && looks &&
      w.cardUpForBid != g.bidding.up[static_cast<std::size_t>(g.bidding.current)])
    return who + ": Atreides do not see the card up for bid";
  if (atreides && !looks && w.cardUpForBid != kNoCard) return who + ": Atreides see a card a Karama hid";
  // The cards drawn for the auction (Ixians & Tleilaxu p.8): the Ixian seat only, those not yet sold.
  const bool ixian = seated && *seat == Faction::Ixian;
  if (!ixian && !w.auctionCardsSeen.empty()) return who + ": sees the cards drawn for the auction";
  // (A Karama against their look withdraws the cards from their view for the phase, ixian_bidding_look.)
  if (ixian && g.phase == Phase::Bidding && hooks::has(g, Trait::SetsAsideAuctionCard, Faction::Ixian) &&
      w.auctionCardsSeen !=
          std::vector<CardId>(
              g.bidding.up.begin() + std::min<std::ptrdiff_t>(g.bidding.current, g.bidding.up.size()),
              g.bidding.up.end()))
    return who + ": Ixians do not see the cards drawn for the auction";
  // The card the Ixians set aside on top of the treachery deck (ix.ixian.technology_bidding): theirs
  // alone, and only while it is the top card; in the JSON too.
  const bool knowsTop = seated && g.table.knownTop.by == index(*seat) && g.table.knownTop.card != kNoCard &&
                        !g.treacheryDeck.empty() && g.treacheryDeck.back() == g.table.knownTop.card;
  if (w.knownDeckTop != (knowsTop ? g.table.knownTop.card : kNoCard))
    return who +
           (knowsTop ? ": does not see the top card it set aside" : ": sees the treachery deck's top card");
  if (withJson && !knowsTop && to_json(w).as_object().contains("known_deck_top"))
    return who + ": the JSON view carries the treachery deck's top card";
  // The cards drawn at setup for the Ixians' choice (ix.ixian.starting_card): the Ixian seat only.
  if (!ixian && !w.startingCardsSeen.empty()) return who + ": sees the Ixians' starting cards";
  if (ixian && w.startingCardsSeen != g.ixian.startingCards)
    return who + ": Ixians do not see their starting cards";
  // Storm dials: one's own only.
  if (w.ownDial >= 0) {
    bool dialer = false;
    for (int i = 0; i < 2; ++i)
      if (seated && g.storm.dialers[static_cast<std::size_t>(i)] == index(*seat)) {
        dialer = true;
        if (w.ownDial != g.storm.dials[static_cast<std::size_t>(i)]) return who + ": sees a dial not its own";
      }
    if (!dialer) return who + ": sees a storm dial without dialing";
  }
  // Battle plans: one's own; the opponent's only once revealed; prescience only for the asker.
  const auto& b = g.battle;
  bool revealed =
      g.phase == Phase::Battle && (b.step == BattleStep::Traitors || b.step == BattleStep::WinnerCards);
  int mySide = -1;
  for (int i = 0; i < 2; ++i)
    if (seated && b.sides[static_cast<std::size_t>(i)] == index(*seat)) mySide = i;
  if (w.ownPlan) {
    if (mySide < 0) return who + ": sees a plan of a battle it is not in";
    if (!(*w.ownPlan == b.plans[static_cast<std::size_t>(mySide)])) return who + ": own plan differs";
  }
  if (w.opponentPlanRevealed && !revealed) return who + ": sees a sealed plan";
  if (w.prescienceAnswer) {
    // A prescience answer is public (issue 16); the plan an Atreides Karama shows whole is not.
    bool asker = seated && (atreides || (mySide >= 0 && b.prescienceSide == 1 - mySide));
    if (b.karamaSee && !asker) return who + ": sees the plan the Atreides Karama showed";
    if (!b.karamaSee && b.prescience < 0) return who + ": sees a prescience answer nobody asked for";
    const BattlePlanRec& p = *w.prescienceAnswer;
    auto e = static_cast<PlanElement>(b.prescience);
    if (!b.karamaSee &&
        ((e != PlanElement::Leader && (p.leader != kNoLeader || p.cheapHero != kNoCard)) ||
         (e != PlanElement::Weapon && p.weapon != kNoCard) ||
         (e != PlanElement::Defense && p.defense != kNoCard) || (e != PlanElement::Dial && p.dial != 0)))
      return who + ": prescience shows more than the asked element";
    // em.card.slot_category (seed ECAZ_TREACHERY_RULES.md): a card that is neither weapon nor defense is
    // answered "no such card", never named.
    for (CardId c : {p.weapon, p.defense})
      if (!b.karamaSee && c != kNoCard && is_slot_special(card_kind(c)))
        return who + ": prescience names a card that is neither weapon nor defense";
  }
  // Log: exactly the lines visible to this viewer.
  std::vector<std::string> lines;
  for (const LogEntry& e : g.log)
    if (visible_to(e, seat, g)) lines.push_back(e.text);
  if (w.log != lines) return who + ": log lines are not exactly those visible to it";

  if (!withJson) return {};
  // JSON of the view.
  json::value jv = to_json(w);
  const json::object& j = jv.as_object();
  const std::string text = to_string(jv);
  for (const char* k : {"seed", "rng", "treachery_deck", "spice_deck", "traitor_deck", "predicted_faction"})
    if (j.contains(k)) return who + ": view JSON has field " + k;
  if (text.find(std::to_string(g.seed)) != std::string::npos) return who + ": view JSON carries the seed";
  if (j.at("hand").as_array().size() != own.size()) return who + ": JSON hand size";
  if (j.at("traitors").as_array().size() != ownTraitors.size()) return who + ": JSON traitors";
  if (!bg && !j.at("prediction").is_null()) return who + ": JSON prediction";
  if (!atreides && !j.at("bidding").as_object().at("card_up").is_null())
    return who + ": JSON card up for bid";
  if (!ixian && j.at("bidding").as_object().contains("cards_seen")) return who + ": JSON auction cards";
  if (!ixian && j.contains("starting_cards")) return who + ": JSON Ixian starting cards";
  if (!seated && !j.at("storm").as_object().at("own_dial").is_null()) return who + ": JSON own dial";
  if (mySide < 0 && !j.at("battle").as_object().at("own_plan").is_null()) return who + ": JSON own plan";
  // Other seats' traitor names must not appear outside the public leader lists, the log and the
  // battle (where a leader in a plan is public once revealed). revival_prices names the seat's own
  // leaders in the Tanks, public as in "players".
  json::object priv = j;
  priv.erase("players");
  priv.erase("revival_prices");
  priv.erase("log");
  priv.erase("battle");
  // The Tleilaxu revival request names the asker's leader in the Tanks or held as a Ghola (Ixians &
  // Tleilaxu p.7): public, as in "players".
  if (auto* t = priv.if_contains("tleilaxu"); t && t->is_object()) t->as_object().erase("revival_request");
  // Issue 39: the battles of the turn (plans revealed: public, as in "battle") and each battle quote's
  // leaders (every leader a side may field there, public as in "players").
  priv.erase("battles");
  if (auto* q = priv.if_contains("battle_strength"); q && q->is_array())
    for (auto& e : q->as_array())
      if (e.is_object()) e.as_object().erase("leaders");
  const std::string privText = to_string(priv);
  for (Faction o : all_factions()) {
    if (!g.in_game(o) || (seated && o == *seat)) continue;
    for (LeaderId l : g.player(o).traitors) {
      if (std::find(ownTraitors.begin(), ownTraitors.end(), l) != ownTraitors.end()) continue;
      if (std::find(ownDraw.begin(), ownDraw.end(), l) != ownDraw.end()) continue;
      if (privText.find("\"" + leader_text(l) + "\"") != std::string::npos)
        return who + ": view JSON names " + leader_text(l) + ", a traitor of " + std::string(faction_key(o));
    }
  }
  return {};
}

// One random game; `check` runs on every position reached.
template <class Check>
void play(std::uint64_t seed, const std::vector<Faction>& factions, Check&& check,
          std::uint32_t variants = 0) {
  SetupOptions o;
  o.factions = factions;
  o.seed = seed;
  o.ruleset.variants = variants;
  auto r = new_game(o);
  ASSERT_TRUE(r.ok());
  Game g = r.value();
  Rng pick = Rng::seeded(seed ^ 0xABCDEF);
  check(g);
  for (int step = 0; step < kMaxSteps && !is_over(g); ++step) {
    std::vector<Decision> ds = pending(g);
    ASSERT_FALSE(ds.empty()) << "no pending decision, phase " << phase_key(g.phase);
    const Decision d = ds[pick.below(static_cast<std::uint32_t>(ds.size()))];
    Faction seat = d.seat;
    std::vector<Action> as = legal_actions(g, seat, &pick);
    // Sampled lists may miss the only legal moves (determinism_test checks that separately).
    if (as.empty()) as = legal_actions(g, seat, nullptr, 1 << 20);
    ASSERT_FALSE(as.empty()) << "seed " << seed << ", version " << g.version
                             << ": no legal action for the pending " << decision_key(d.kind)
                             << " decision of " << faction_key(seat) << " in phase " << phase_key(g.phase);
    const Action& a = as[pick.below(static_cast<std::uint32_t>(as.size()))];
    Status s = apply(g, seat, a);
    ASSERT_TRUE(s.ok()) << "a legal action was refused: " << s.error().message;
    check(g);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Ixians & Tleilaxu p.8 (ix.ixian.technology_bidding): the cards the Ixians look at are theirs alone; no
// other secret leaks in games with the Ixians either.
TEST(ViewLeak, IxianAuctionLookOnlyForIxians) {
  const std::vector<Faction> table{Faction::Atreides, Faction::Harkonnen, Faction::Ixian,
                                   Faction::Fremen,   Faction::Emperor,   Faction::Guild};
  int looks = 0, topsKnown = 0, failures = 0;
  for (int i = 0; i < 3 && failures == 0; ++i)
    play(kSeedBase + 500 + static_cast<std::uint64_t>(i), table, [&](const Game& g) {
      if (failures > 0) return;
      if (g.bidding.setAsideBy >= 0) ++looks;
      if (view(g, Viewer::of(Faction::Ixian)).knownDeckTop != kNoCard) ++topsKnown;
      std::vector<std::optional<Faction>> viewers{std::nullopt};
      for (Faction f : table) viewers.emplace_back(f);
      for (std::size_t k = 0; k < viewers.size(); ++k) {
        std::string leak = leak_in(g, viewers[k], g.version % viewers.size() == k);
        if (!leak.empty()) {
          ADD_FAILURE() << "game " << i << ", version " << g.version << ": " << leak;
          ++failures;
          return;
        }
      }
    });
  EXPECT_GT(looks, 0);      // the games reached the Ixians' look
  EXPECT_GT(topsKnown, 0);  // and a card set aside on top, known to them while there
}

// GF9 Rulebook 2019 p.12 (secrecy.hidden): no view carries another seat's secrets, in any phase.
TEST(ViewLeak, NoSeatSeesAnotherSeatsSecrets) {
  std::array<int, 12> phasesSeen{};
  int failures = 0;
  for (int i = 0; i < kGames && failures < 5; ++i) {
    std::vector<Faction> table = table_for(i);
    play(kSeedBase + static_cast<std::uint64_t>(i), table, [&](const Game& g) {
      phasesSeen[static_cast<std::size_t>(g.phase)]++;
      if (failures >= 5) return;
      std::vector<std::optional<Faction>> viewers{std::nullopt};
      for (Faction f : table) viewers.emplace_back(f);
      // The JSON form is checked for one viewer per position, in turn, to keep the test fast.
      for (std::size_t k = 0; k < viewers.size(); ++k) {
        const auto& v = viewers[k];
        std::string leak = leak_in(g, v, g.version % viewers.size() == k);
        if (!leak.empty()) {
          ADD_FAILURE() << "game " << i << ", version " << g.version << ", phase " << phase_key(g.phase)
                        << ": " << leak;
          ++failures;
          return;
        }
      }
      std::string cv = g.version % 4 == 0 ? check_views(g) : std::string();
      if (!cv.empty()) {
        ADD_FAILURE() << "game " << i << ", version " << g.version << ": check_views: " << cv;
        ++failures;
      }
    });
  }
  // The random games reach every phase in which decisions are taken.
  for (Phase p : {Phase::Setup, Phase::Storm, Phase::Nexus, Phase::Charity, Phase::Bidding, Phase::Revival,
                  Phase::ShipMove, Phase::Battle, Phase::GameOver})
    EXPECT_GT(phasesSeen[static_cast<std::size_t>(p)], 0) << "no position in phase " << phase_key(p);
}

// Ixians & Tleilaxu technology tokens (ix.tech.assignment): public. Every seat and the spectator see the
// same owners, the game's, in the struct; no other secret leaks in games with the variant.
TEST(ViewLeak, TechTokenOwnersArePublic) {
  int failures = 0, owned = 0;
  for (int i = 0; i < 10 && failures < 5; ++i) {
    std::vector<Faction> table = table_for(i);
    play(
        kSeedBase + 77 + static_cast<std::uint64_t>(i), table,
        [&](const Game& g) {
          if (failures >= 5) return;
          std::vector<std::optional<Faction>> viewers{std::nullopt};
          for (Faction f : table) viewers.emplace_back(f);
          for (const auto& v : viewers) {
            const View w = view(g, v ? Viewer::of(*v) : Viewer::spectator());
            if (!w.techTokens || w.techOwners != g.tech.owner) {
              ADD_FAILURE() << "game " << i << ", version " << g.version << ": the token owners differ";
              ++failures;
              return;
            }
            if (std::string leak = leak_in(g, v, g.version % 7 == 0); !leak.empty()) {
              ADD_FAILURE() << "game " << i << ": " << leak;
              ++failures;
              return;
            }
          }
          if (g.tech.owner[0] >= 0) ++owned;
        },
        variant_bit(Variant::ItTechTokens));
  }
  EXPECT_GT(owned, 0);  // the games reached the deal
}

// Nexus Cards (em_nexus_cards; E3 p.11): held cards stay their holders' secret through random play (draws,
// redraws, alliances, plays), and are drawn at all.
TEST(ViewLeak, NexusCardsOnlyForTheirHolders) {
  int failures = 0, held = 0;
  for (int i = 0; i < 12 && failures < 5; ++i) {
    std::vector<Faction> table = table_for(i);
    play(
        kSeedBase + 303 + static_cast<std::uint64_t>(i), table,
        [&](const Game& g) {
          if (failures >= 5) return;
          std::vector<std::optional<Faction>> viewers{std::nullopt};
          for (Faction f : table) viewers.emplace_back(f);
          for (std::size_t k = 0; k < viewers.size(); ++k)
            if (std::string leak = leak_in(g, viewers[k], g.version % viewers.size() == k); !leak.empty()) {
              ADD_FAILURE() << "game " << i << ", version " << g.version << ": " << leak;
              ++failures;
              return;
            }
          for (std::int8_t c : g.em.nexusCards.held) held += c >= 0;
        },
        variant_bit(Variant::EmNexusCards));
  }
  EXPECT_GT(held, 0);  // the games reached a draw
}

// Ecaz & Moritani cards (em_treachery; seed ECAZ_TREACHERY_RULES.md): the card committed in a plan stays
// sealed until the reveal, and Prescience answers about a slot holding Reinforcements or Harass & Withdraw
// name no card (leak_in checks both at every step).
TEST(ViewLeak, EcazCardsInPlansStaySealed) {
  int failures = 0, committed = 0;
  for (int i = 0; i < 12 && failures < 5; ++i) {
    std::vector<Faction> table = table_for(i);
    play(
        kSeedBase + 91 + static_cast<std::uint64_t>(i), table,
        [&](const Game& g) {
          if (failures >= 5) return;
          for (const BattlePlanRec& p : g.battle.plans)
            for (CardId c : {p.weapon, p.defense})
              if (g.phase == Phase::Battle && p.submitted && c != kNoCard && is_slot_special(card_kind(c)))
                ++committed;
          std::vector<std::optional<Faction>> viewers{std::nullopt};
          for (Faction f : table) viewers.emplace_back(f);
          for (const auto& v : viewers)
            if (std::string leak = leak_in(g, v, g.version % 5 == 0); !leak.empty()) {
              ADD_FAILURE() << "game " << i << ", version " << g.version << ": " << leak;
              ++failures;
              return;
            }
        },
        variant_bit(Variant::EmTreachery));
  }
  EXPECT_GT(committed, 0);  // the games put the cards in plans
}

// Ixians & Tleilaxu rulebook p.6 (ix.tleilaxu.face_dancers_deal): the Face Dancers are in the Tleilaxu
// view only, in the struct and in its JSON; the log line naming them reaches the Tleilaxu alone.
TEST(ViewLeak, FaceDancersOnlyForTleilaxu) {
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::Tleilaxu, Faction::Harkonnen, Faction::Emperor};
  o.seed = kSeedBase + 77;
  Game g = new_game(o).value();
  Rng rng = Rng::seeded(5);
  while (g.phase == Phase::Setup) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    ASSERT_TRUE(apply(g, ds.front().seat, *sample_legal_action(g, ds.front().seat, rng)).ok());
  }
  ASSERT_EQ(g.tleilaxu.faceDancers.size(), 3u);
  const View t = view(g, Viewer::of(Faction::Tleilaxu));
  EXPECT_EQ(t.faceDancers, g.tleilaxu.faceDancers);
  EXPECT_EQ(to_json(t).as_object().at("tleilaxu").as_object().at("face_dancers").as_array().size(), 3u);
  bool named = false;
  for (const std::string& line : t.log) named = named || line.find("Your Face Dancers") != std::string::npos;
  EXPECT_TRUE(named);
  std::vector<std::optional<Faction>> others{std::nullopt, Faction::Atreides, Faction::Harkonnen,
                                             Faction::Emperor};
  for (const auto& seat : others) {
    const View w = view(g, seat ? Viewer::of(*seat) : Viewer::spectator());
    EXPECT_TRUE(w.faceDancers.empty());
    EXPECT_TRUE(to_json(w).as_object().at("tleilaxu").as_object().at("face_dancers").as_array().empty());
    for (const std::string& line : w.log)
      EXPECT_EQ(line.find("Your Face Dancers"), std::string::npos) << line;
    EXPECT_EQ(leak_in(g, seat, true), "");
  }
}

// Ixians & Tleilaxu, Ixian sheet (ix.ixian.starting_card; MA 7.1, 7.4): the cards drawn at setup for
// the Ixians' choice are in the Ixian view only (struct and JSON); afterwards the Ixians know the cards
// they dealt (known_cards), and no other seat learns another's card.
TEST(ViewLeak, IxianStartingCardsOnlyForIxians) {
  SetupOptions o;
  o.factions = {Faction::Atreides, Faction::Ixian, Faction::Harkonnen, Faction::Emperor};
  o.seed = kSeedBase + 78;
  Game g = new_game(o).value();
  Rng rng = Rng::seeded(5);
  while (g.phase == Phase::Setup && g.ixian.startingCards.empty()) {
    auto ds = pending(g);
    ASSERT_FALSE(ds.empty());
    ASSERT_TRUE(apply(g, ds.front().seat, *sample_legal_action(g, ds.front().seat, rng)).ok());
  }
  ASSERT_EQ(g.ixian.startingCards.size(), 4u);
  const View x = view(g, Viewer::of(Faction::Ixian));
  EXPECT_EQ(x.startingCardsSeen, g.ixian.startingCards);
  EXPECT_EQ(to_json(x).as_object().at("starting_cards").as_array().size(), 4u);
  for (const auto& seat : std::vector<std::optional<Faction>>{std::nullopt, Faction::Atreides,
                                                              Faction::Harkonnen, Faction::Emperor}) {
    const View w = view(g, seat ? Viewer::of(*seat) : Viewer::spectator());
    EXPECT_TRUE(w.startingCardsSeen.empty());
    EXPECT_FALSE(to_json(w).as_object().contains("starting_cards"));
    EXPECT_EQ(leak_in(g, seat, true), "");
  }
  const std::vector<CardId> drawn = g.ixian.startingCards;
  ASSERT_TRUE(apply(g, Faction::Ixian, Action{.kind = ActionKind::KeepStartingCard, .card = drawn[2]}).ok());
  ASSERT_NE(g.phase, Phase::Setup);
  const View after = view(g, Viewer::of(Faction::Ixian));
  EXPECT_TRUE(after.startingCardsSeen.empty());
  EXPECT_EQ(after.knownCards.size(), 3u);  // the three cards they dealt, one per other faction
  for (const auto& seat : std::vector<std::optional<Faction>>{std::nullopt, Faction::Atreides,
                                                              Faction::Harkonnen, Faction::Emperor}) {
    EXPECT_EQ(leak_in(g, seat, true), "");
    if (seat) {
      EXPECT_TRUE(view(g, Viewer::of(*seat)).knownCards.empty());
    }
  }
}

// Ixians & Tleilaxu pp.8-9 (2h), ix.ixian.technology_swap: the card the Ixians take and the card they put
// back are theirs to know (the Atreides see the one put back only as the card up for bid, after the
// swap); that a swap was made is public (boundary ix.boundary.technology_swap_public).
TEST(ViewLeak, TechnologySwapCardsOnlyForIxians) {
  Game g = test::scenario(R"({"setup":{"ruleset":"advanced","factions":["atreides","ixian","harkonnen"],
      "seed":)" + std::to_string(kSeedBase + 91) +
                          R"(,"random_seating":false},"position":{"turn":2,"phase":"bidding","storm_sector":0,
      "atreides":{"spice":10,"hand":[]},"ixian":{"spice":10,"hand":["lasgun"]},
      "harkonnen":{"spice":10,"hand":[]}}})");
  ASSERT_TRUE(apply(g, Faction::Ixian,
                    Action{.kind = ActionKind::SetAsideCard, .card = g.bidding.up[0], .flag = true})
                  .ok());
  ASSERT_EQ(pending(g).size(), 1u);
  ASSERT_EQ(pending(g)[0].kind, DecisionKind::TechnologySwap);
  const CardId taken = g.bidding.up[static_cast<std::size_t>(g.bidding.current)];
  ASSERT_TRUE(
      apply(g, Faction::Ixian,
            Action{.kind = ActionKind::SwapCardUpForBid, .card = g.player(Faction::Ixian).hand[0].card})
          .ok());
  for (const auto& seat : std::vector<std::optional<Faction>>{std::nullopt, Faction::Atreides,
                                                              Faction::Harkonnen, Faction::Ixian}) {
    const View w = view(g, seat ? Viewer::of(*seat) : Viewer::spectator());
    EXPECT_TRUE(w.cardSwapped);
    EXPECT_TRUE(to_json(w).as_object().at("bidding").as_object().contains("card_swapped"));
    EXPECT_EQ(leak_in(g, seat, true), "");
    const bool ixian = seat == Faction::Ixian;
    EXPECT_EQ(std::find(w.hand.begin(), w.hand.end(), taken) != w.hand.end(), ixian);
    for (const auto& k : w.knownCards) EXPECT_NE(k.card, taken);
    if (!ixian) {
      EXPECT_TRUE(w.auctionCardsSeen.empty());
    }
    if (seat != Faction::Atreides && !ixian) {
      EXPECT_EQ(w.cardUpForBid, kNoCard);
    }
  }
}

// GF9 Rulebook 2019 p.18 (setup.bg_prediction): the prediction is in the Bene Gesserit view only.
TEST(ViewLeak, PredictionOnlyForBeneGesserit) {
  SetupOptions o;
  o.factions = all_factions();
  o.seed = kSeedBase + 999;
  auto r = new_game(o);
  ASSERT_TRUE(r.ok());
  Game g = r.value();
  auto ds = pending(g);
  ASSERT_TRUE(std::any_of(ds.begin(), ds.end(), [](const Decision& d) {
    return d.seat == Faction::BeneGesserit && d.kind == DecisionKind::Predict;
  }));
  Action a;
  a.kind = ActionKind::Predict;
  a.faction = Faction::Harkonnen;
  a.amount = 7;
  ASSERT_TRUE(apply(g, Faction::BeneGesserit, a).ok());
  View bg = view(g, Viewer::of(Faction::BeneGesserit));
  EXPECT_EQ(bg.predictedFaction, index(Faction::Harkonnen));
  EXPECT_EQ(bg.predictedTurn, 7);
  for (Faction f : all_factions()) {
    if (f == Faction::BeneGesserit) continue;
    View w = view(g, Viewer::of(f));
    EXPECT_EQ(w.predictedFaction, -1) << faction_key(f);
    EXPECT_EQ(w.predictedTurn, 0) << faction_key(f);
    EXPECT_TRUE(to_json(w).as_object().at("prediction").is_null());
    for (const std::string& line : w.log) EXPECT_EQ(line.find("turn 7"), std::string::npos) << line;
  }
  View spec = view(g, Viewer::spectator());
  EXPECT_EQ(spec.predictedFaction, -1);
  for (const std::string& line : spec.log) EXPECT_EQ(line.find("turn 7"), std::string::npos) << line;
}

}  // namespace
}  // namespace dune
