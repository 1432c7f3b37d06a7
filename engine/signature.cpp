#include "engine/signature.hpp"

#include <vector>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"
#include "engine/rules/factions/advantages.hpp"
#include "engine/rules/tech.hpp"

namespace dune {
namespace {

struct Out {
  std::string& s;
  void key(std::string_view k) {
    s += k;
    s += '=';
  }
  void num(long long v) {
    s += std::to_string(v);
    s += ' ';
  }
  void word(std::string_view w) {
    s += w;
    s += ' ';
  }
  void end() { s += '\n'; }
};

std::string_view leader_word(LeaderId l) { return l == kNoLeader ? std::string_view{"-"} : leader_name(l); }
std::string_view card_word(CardId c) { return c == kNoCard ? std::string_view{"-"} : card_info(c).key; }
std::string_view faction_word(int f) { return f < 0 ? std::string_view{"-"} : faction_key(faction_at(f)); }
std::string_view territory_word(TerritoryId t) {
  return t == kNoTerritory ? std::string_view{"-"} : territory(t).key;
}
std::string location_word(LocationId l) {
  if (l == kNoLocation) return "-";
  const LocationInfo& li = location(l);
  return std::string(territory(li.territory).key) + "@" + std::to_string(li.sector);
}
std::string spice_card_word(SpiceCardId c) {
  if (c == kNoSpiceCard) return "-";
  if (is_shai_hulud(c)) return "shai_hulud";
  if (is_sandtrout(c)) return "sandtrout";
  if (is_great_maker(c)) return "great_maker";
  return std::string(territory(spice_card_territory(c)).key) + ":" + std::to_string(spice_card_amount(c));
}

// A faction set as the keys of its members, in faction order. Only the base factions can be seated
// (a set of every faction, FactionSet::all(), also holds the expansion factions): the digest names
// the base factions only, as it did when the engine was six factions wide.
void factions(Out& o, std::string_view k, FactionSet set) {
  o.key(k);
  for (Faction f : set)
    if (index(f) < kBaseFactions) o.s += std::string(faction_key(f)) + ",";
  o.s += ' ';
}

void plan(Out& o, const BattlePlanRec& p) {
  o.num(p.submitted);
  o.word(leader_word(p.leader));
  o.word(card_word(p.cheapHero));
  o.num(p.dial);
  o.word(card_word(p.weapon));
  o.word(card_word(p.defense));
  o.num(p.elite);
  o.num(p.spice);
  o.num(p.kwisatz);
}

}  // namespace

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

void digest(const Game& g, std::string& s) {
  Out o{s};
  o.key("game");
  o.num(static_cast<int>(g.ruleset.kind));
  o.num(g.ruleset.maxTurns);
  o.num(g.version);
  o.num(g.turn);
  o.word(phase_key(g.phase));
  o.num(g.stormSector);
  o.num(g.atomicsUsed);
  o.num(static_cast<long long>(g.wormRides & 0x7fffffffffffffffull));
  o.num(static_cast<long long>(g.wormRides >> 63));
  o.num(g.bankOut);
  o.key("stops");
  for (int a = 0; a < kAdvantages; ++a)
    if (stopped(g, static_cast<Advantage>(a)))
      o.s += std::string(advantage_info(static_cast<Advantage>(a)).key) + ",";
  o.end();

  for (int f = 0; f < kFactions; ++f) {
    const Player& p = g.players[static_cast<std::size_t>(f)];
    if (!p.inGame) continue;
    o.key(faction_key(faction_at(f)));
    o.num(p.circle);
    o.num(p.spice);
    o.num(p.reserves.normal);
    o.num(p.reserves.special);
    o.num(p.tanks.normal);
    o.num(p.tanks.special);
    o.word(faction_word(p.ally));
    o.num(p.alliedSinceTurn);
    o.num(p.karamaPowerUsed);
    o.num(p.bribes);
    o.key("hand");
    for (const HeldCard& h : p.hand) {
      o.word(card_word(h.card));
      factions(o, "seen", h.knownBy);
    }
    o.key("traitors");
    for (LeaderId l : p.traitors) o.word(leader_word(l));
    o.key("drawn");
    for (LeaderId l : p.traitorDraw) o.word(leader_word(l));
    o.key("leaders");
    for (int i = 0; i < leader_count(faction_at(f)); ++i) {
      const LeaderState& ls = p.leaders[static_cast<std::size_t>(i)];
      o.word(leader_word(leader_id(faction_at(f), i)));
      o.num(static_cast<int>(ls.where));
      o.num(ls.faceDown);
      o.num(ls.deaths);
      o.word(territory_word(ls.foughtIn));
      o.word(faction_word(ls.capturedBy));
    }
    o.num(g.eliteRevivedTurn[static_cast<std::size_t>(f)]);
    o.end();
  }

  o.key("board");
  for (int l = 0; l < kLocations; ++l) {
    const auto& cell = g.board[static_cast<std::size_t>(l)];
    bool any = g.spice[static_cast<std::size_t>(l)] != 0;
    for (const Forces& fs : cell) any = any || !fs.empty();
    if (!any) continue;
    o.word(location_word(static_cast<LocationId>(l)));
    o.num(g.spice[static_cast<std::size_t>(l)]);
    for (int f = 0; f < kFactions; ++f) {
      const Forces& fs = cell[static_cast<std::size_t>(f)];
      if (fs.empty()) continue;
      o.word(faction_key(faction_at(f)));
      o.num(fs.normal);
      o.num(fs.special);
    }
    o.s += "; ";
  }
  o.end();

  o.key("treachery");
  for (CardId c : g.treacheryDeck) o.word(card_word(c));
  o.key("discard");
  for (CardId c : g.treacheryDiscard) o.word(card_word(c));
  o.key("spice");
  for (SpiceCardId c : g.spiceDeck) o.word(spice_card_word(c));
  o.key("discard_a");
  for (SpiceCardId c : g.spiceDiscard) o.word(spice_card_word(c));
  o.key("discard_b");
  for (SpiceCardId c : g.spiceDiscardB) o.word(spice_card_word(c));
  o.key("traitor_deck");
  for (LeaderId l : g.traitorDeck) o.word(leader_word(l));
  o.end();

  o.key("misc");
  o.word(faction_word(g.beneGesserit.predictedFaction));
  o.num(g.beneGesserit.predictedTurn);
  factions(o, "charity", g.charityDone);
  factions(o, "revival", g.revivalDone);
  o.word(faction_word(g.lastWheel[0]));
  o.word(faction_word(g.lastWheel[1]));
  o.num(g.spiceBlowPile);
  o.num(g.fremen.stormCard);
  o.num(g.wormToPlace);
  o.num(g.atreides.battleLosses);
  o.num(g.atreides.kwisatzInTanks);
  o.num(g.atreides.kwisatzUsedTurn);
  o.word(territory_word(g.atreides.kwisatzTerritory));
  o.word(faction_word(g.harkonnen.handSwapTarget));
  o.num(g.harkonnen.handSwapOwed);
  o.end();

  // Ixians & Tleilaxu technology tokens: written only with the variant, so the games without it (the
  // golden signatures) digest as before.
  if (tech::in_play(g)) {
    o.key("tech");
    for (std::int8_t owner : g.tech.owner) o.num(owner);
    o.num(g.tech.triggered);
    o.num(g.tech.dealt);
    o.end();
  }

  // Phase progress: everything the steps hold decides what comes next.
  o.key("setup");
  o.num(g.setup.step);
  factions(o, "picked", g.setup.picked);
  o.num(g.setup.fremenPlaced);
  o.num(g.setup.bgPlaced);
  o.key("storm");
  o.num(g.storm.step);
  for (int i = 0; i < 2; ++i) {
    o.word(faction_word(g.storm.dialers[static_cast<std::size_t>(i)]));
    o.num(g.storm.dials[static_cast<std::size_t>(i)]);
  }
  o.num(g.storm.move);
  factions(o, "asked", g.storm.windowAsked);
  o.end();
  o.key("nexus");
  factions(o, "done", g.nexus.done);
  factions(o, "changed", g.nexus.changed);
  for (int f = 0; f < kBaseFactions; ++f) {  // only base factions can be seated (as before issue 12)
    o.word(faction_word(g.nexus.offer[static_cast<std::size_t>(f)]));
    factions(o, "proposed", g.nexus.proposed[static_cast<std::size_t>(f)]);
  }
  o.end();
  o.key("bidding");
  for (CardId c : g.bidding.up) o.word(card_word(c));
  o.num(g.bidding.current);
  o.word(faction_word(g.bidding.opener));
  o.word(faction_word(g.bidding.turn));
  o.word(faction_word(g.bidding.highBidder));
  o.num(g.bidding.highBid);
  o.num(g.bidding.highBidKarama);
  factions(o, "passed", g.bidding.passedSinceBid);
  factions(o, "eligible", g.bidding.eligible);
  o.num(g.bidding.atreidesPeek);
  o.end();
  o.key("ship_move");
  const ShipMoveStep& sm = g.shipMove;
  o.num(sm.step);
  for (std::int8_t f : sm.order) o.word(faction_word(f));
  o.num(sm.index);
  o.num(sm.movesLeft);
  o.word(location_word(sm.allyVisit));
  factions(o, "acted", sm.acted);
  o.word(location_word(sm.shippedTo));
  o.word(territory_word(sm.intrusion));
  o.num(sm.resume);
  o.num(sm.guildNow);
  o.num(sm.guildAsked);
  factions(o, "cancelled", sm.shipmentCancelled);
  o.end();
  o.key("battle");
  const BattleStep& b = g.battle;
  o.num(b.step);
  for (std::int8_t f : b.order) o.word(faction_word(f));
  o.num(b.aggressorIndex);
  o.word(territory_word(b.territory));
  o.word(faction_word(b.sides[0]));
  o.word(faction_word(b.sides[1]));
  plan(o, b.plans[0]);
  plan(o, b.plans[1]);
  o.num(b.voiceCommand);
  o.num(b.voiceMust);
  o.num(b.voiceTarget);
  o.num(b.prescience);
  o.num(b.prescienceSide);
  o.num(b.traitorAsked);
  o.num(b.traitorCalled);
  o.num(b.winner);
  o.num(b.keepable);
  o.num(b.karamaSee);
  o.word(leader_word(b.captured));
  o.end();

  o.key("outcome");
  o.num(static_cast<int>(g.outcome.kind));
  factions(o, "winners", g.outcome.winners);
  o.num(g.outcome.turn);
  o.key("log");
  o.num(static_cast<long long>(g.log.size()));
  o.end();

  o.key("pending");
  for (const Decision& d : pending(g)) {
    o.word(faction_key(d.seat));
    o.word(decision_key(d.kind));
    o.num(d.min);
    o.num(d.max);
  }
  o.end();
}

}  // namespace dune
