// TEST-ONLY REFERENCE: the hand-written snapshot and view writers of engine/codec/json.cpp as they
// were before issue 12 item 5 (one description per record), kept verbatim so that
// tests/codec_reference/wire_format_test.cpp can show the described writers produce the same JSON.
// Not used by the engine; do not extend it: new fields belong in engine/codec/describe.hpp.
#include "tests/codec_reference/legacy_json_writer.hpp"

#include <array>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune::legacy {
namespace json = boost::json;

namespace {

json::value decision_json(const Decision& d);

template <std::size_t N>
struct Keys {
  std::array<std::string_view, N> k;
  std::string_view key(int i) const { return i >= 0 && i < static_cast<int>(N) ? k[i] : "?"; }
  int find(std::string_view s) const {
    for (std::size_t i = 0; i < N; ++i)
      if (k[i] == s) return static_cast<int>(i);
    return -1;
  }
  std::string list() const {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) out += (i ? ", " : "") + quoted(k[i]);
    return out;
  }
};

constexpr Keys<12> kPhaseKeys{{"setup", "storm", "spice_blow", "nexus", "charity", "bidding", "revival",
                               "ship_move", "battle", "collection", "mentat_pause", "game_over"}};
constexpr Keys<7> kVoiceKeys{{"poison_weapon", "projectile_weapon", "poison_defense", "projectile_defense",
                              "lasgun", "worthless", "cheap_hero"}};
constexpr Keys<4> kElementKeys{{"leader", "weapon", "defense", "dial"}};
constexpr Keys<3> kQuestionKeys{{"holds_card", "holds_traitor", "has_spice_at_least"}};
constexpr Keys<kAdvantages> kAdvantageKeys = [] {
  Keys<kAdvantages> k{};
  for (std::size_t i = 0; i < kAdvantages; ++i) k.k[i] = kAdvantageTable[i].key;
  return k;
}();
constexpr Keys<2> kRulesetKeys{{"basic", "advanced"}};
constexpr Keys<7> kWinKeys{{"none", "strongholds", "alliance_strongholds", "prediction", "fremen_special",
                            "guild_special", "end_of_game"}};
constexpr Keys<2> kLeaderWhereKeys{{"available", "tanks"}};
constexpr Keys<2> kSetupStepKeys{{"prediction", "traitors"}};
constexpr Keys<3> kStormStepKeys{{"weather_window", "dials", "atomics_window"}};
constexpr Keys<5> kShipMoveStepKeys{{"ship", "advisor", "move", "wartime", "intrusion"}};
constexpr Keys<7> kBattleStepKeys{
    {"choose", "voice", "prescience", "plans", "traitors", "winner_cards", "capture"}};

template <std::size_t N>
json::value key_or_null(int i, const Keys<N>& keys) {
  if (i < 0) return nullptr;
  if (i >= static_cast<int>(N)) return i;
  return json::string(keys.key(i));
}

json::array advantages_json(std::uint64_t bits) {
  json::array out;
  for (int i = 0; i < kAdvantages; ++i)
    if (bits >> i & 1) out.push_back(json::string(kAdvantageKeys.key(i)));
  return out;
}

// Faction sets as the engine writes them since FactionSet (issue 12 item 2): lists of faction keys;
// a log line's audience "public" or a list. This reference follows that format change.
json::value faction_mask_json(FactionSet s) { return to_json(s); }
json::value faction_mask_json(Audience a) { return to_json(a); }

json::value faction_or_null(int f) {
  if (f < 0) return nullptr;
  if (f >= kFactions) return f;  // corrupt; written as is and refused on load
  return json::string(faction_key(faction_at(f)));
}

json::value territory_or_null(TerritoryId t) {
  if (t < 0) return nullptr;
  if (t >= kTerritories) return t;
  return json::string(territory(t).key);
}

json::value location_json(LocationId l) {
  if (l < 0 || l >= kLocations) return l;
  const LocationInfo& info = location(l);
  json::object o;
  o["territory"] = territory(info.territory).key;
  if (info.sector != kNoSector) o["sector"] = info.sector;
  return o;
}

json::value forces_json(const Forces& f) {
  return json::object{{"normal", f.normal}, {"special", f.special}};
}

json::value u64_json(std::uint64_t x) { return json::string(std::to_string(x)); }

template <class T>
json::array ints_json(const std::vector<T>& v) {
  json::array a;
  for (T x : v) a.emplace_back(static_cast<std::int64_t>(x));
  return a;
}

json::array factions_json(const std::vector<std::int8_t>& v) {
  json::array a;
  for (std::int8_t f : v) a.push_back(faction_or_null(f));
  return a;
}

json::value plan_json(const BattlePlanRec& p) {
  json::object o{{"submitted", p.submitted}, {"leader", p.leader}, {"cheap_hero", p.cheapHero},
                 {"dial", p.dial},           {"weapon", p.weapon}, {"defense", p.defense}};
  // Advanced battle (written only when set, so Basic snapshots are unchanged).
  if (p.elite) o["elite"] = p.elite;
  if (p.spice) o["spice"] = p.spice;
  if (p.companion) o["kwisatz_haderach"] = p.companion;
  return o;
}

json::value ruleset_json(const Ruleset& r) {
  return json::object{{"kind", key_or_null(static_cast<int>(r.kind), kRulesetKeys)},
                      {"max_turns", r.maxTurns},
                      {"variants", dune::variants_to_json(r.variants)}};
}

json::value player_json(const Player& p, Faction f) {
  json::object o;
  o["in_game"] = p.inGame;
  o["circle"] = p.circle;
  o["spice"] = p.spice;
  o["reserves"] = forces_json(p.reserves);
  o["tanks"] = forces_json(p.tanks);
  json::array hand;
  for (const HeldCard& h : p.hand)
    hand.push_back(json::object{{"card", h.card}, {"known_by", faction_mask_json(h.knownBy)}});
  o["hand"] = std::move(hand);
  o["traitors"] = ints_json(p.traitors);
  o["traitor_draw"] = ints_json(p.traitorDraw);
  json::array leaders;
  for (int i = 0; i < leader_count(f); ++i) {
    const LeaderState& l = p.leaders[static_cast<std::size_t>(i)];
    json::object lo{{"where", key_or_null(static_cast<int>(l.where), kLeaderWhereKeys)},
                    {"face_down", l.faceDown},
                    {"deaths", l.deaths},
                    {"fought_in", territory_or_null(l.foughtIn)}};
    if (l.capturedBy >= 0) lo["captured_by"] = faction_or_null(l.capturedBy);  // Advanced battle
    leaders.push_back(std::move(lo));
  }
  o["leaders"] = std::move(leaders);
  o["ally"] = faction_or_null(p.ally);
  o["allied_since_turn"] = p.alliedSinceTurn;
  o["karama_power_used"] = p.karamaPowerUsed;
  o["bribes"] = p.bribes;
  return o;
}

json::value legacy_snapshot_json_impl(const Game& g) {
  json::object o;
  o["format"] = "dune-snapshot";
  o["engine_version"] = kSnapshotEngineVersion;
  o["ruleset"] = ruleset_json(g.ruleset);
  o["seed"] = u64_json(g.seed);
  json::array rng;
  for (std::uint64_t w : g.rng.s) rng.push_back(u64_json(w));
  o["rng"] = std::move(rng);
  o["version"] = g.version;
  o["turn"] = g.turn;
  o["phase"] = key_or_null(static_cast<int>(g.phase), kPhaseKeys);
  o["storm_sector"] = g.stormSector;
  o["atomics_used"] = g.atomicsUsed;

  json::object players;
  for (int f = 0; f < kFactions; ++f)
    players[faction_key(faction_at(f))] = player_json(g.players[f], faction_at(f));
  o["players"] = std::move(players);

  json::array board;
  for (LocationId l = 0; l < kLocations; ++l)
    for (int f = 0; f < kFactions; ++f) {
      const Forces& fc = g.board[l][f];
      if (fc.empty()) continue;
      json::object e = location_json(l).as_object();
      e["faction"] = faction_key(faction_at(f));
      e["normal"] = fc.normal;
      e["special"] = fc.special;
      board.push_back(std::move(e));
    }
  o["board"] = std::move(board);
  json::array spice;
  for (LocationId l = 0; l < kLocations; ++l) {
    if (g.spice[l] == 0) continue;
    json::object e = location_json(l).as_object();
    e["amount"] = g.spice[l];
    spice.push_back(std::move(e));
  }
  o["spice"] = std::move(spice);
  o["bank_out"] = g.bankOut;
  o["karama_stops"] = advantages_json(g.karamaStops);
  o["worm_rides"] = u64_json(g.wormRides);

  o["treachery_deck"] = ints_json(g.treacheryDeck);
  o["treachery_discard"] = ints_json(g.treacheryDiscard);
  o["spice_deck"] = ints_json(g.spiceDeck);
  o["spice_discard"] = ints_json(g.spiceDiscard);
  o["traitor_deck"] = ints_json(g.traitorDeck);
  o["predicted_faction"] = faction_or_null(g.beneGesserit.predictedFaction);
  o["predicted_turn"] = g.beneGesserit.predictedTurn;
  // Advanced: double spice blow and Fremen storm deck (adv-spice).
  o["spice_discard_b"] = ints_json(g.spiceDiscardB);
  o["spice_blow_pile"] = g.spiceBlowPile;
  o["storm_card"] = g.fremen.stormCard;
  o["worm_to_place"] = g.wormToPlace;

  o["setup"] = json::object{{"step", key_or_null(static_cast<int>(g.setup.step), kSetupStepKeys)},
                            {"picked", faction_mask_json(g.setup.picked)},
                            {"fremen_placed", g.setup.fremenPlaced},
                            {"bg_placed", g.setup.bgPlaced}};
  o["storm"] = json::object{
      {"step", key_or_null(static_cast<int>(g.storm.step), kStormStepKeys)},
      {"dialers", json::array{faction_or_null(g.storm.dialers[0]), faction_or_null(g.storm.dialers[1])}},
      {"dials", json::array{g.storm.dials[0], g.storm.dials[1]}},
      {"move", g.storm.move},
      {"window_asked", faction_mask_json(g.storm.windowAsked)}};
  json::array offers;
  for (std::int8_t x : g.nexus.offer) offers.push_back(faction_or_null(x));
  json::array proposed;
  for (FactionSet m : g.nexus.proposed) proposed.push_back(faction_mask_json(m));
  o["nexus"] = json::object{{"done", faction_mask_json(g.nexus.done)},
                            {"offer", std::move(offers)},
                            {"changed", faction_mask_json(g.nexus.changed)},
                            {"proposed", std::move(proposed)}};
  o["charity_done"] = faction_mask_json(g.charityDone);
  const BiddingStep& b = g.bidding;
  o["bidding"] = json::object{{"up", ints_json(b.up)},
                              {"current", b.current},
                              {"opener", faction_or_null(b.opener)},
                              {"turn", faction_or_null(b.turn)},
                              {"high_bidder", faction_or_null(b.highBidder)},
                              {"high_bid", b.highBid},
                              {"high_bid_karama", b.highBidKarama},
                              {"atreides_peek", b.atreidesPeek},
                              {"passed_since_bid", faction_mask_json(b.passedSinceBid)},
                              {"eligible", faction_mask_json(b.eligible)}};
  o["revival_done"] = faction_mask_json(g.revivalDone);
  const ShipMoveStep& sm = g.shipMove;
  o["ship_move"] =
      json::object{{"step", key_or_null(static_cast<int>(sm.step), kShipMoveStepKeys)},
                   {"order", factions_json(sm.order)},
                   {"index", sm.index},
                   {"moves_left", sm.movesLeft},
                   {"ally_visit", sm.allyVisit < 0 ? json::value(nullptr) : location_json(sm.allyVisit)},
                   {"acted", faction_mask_json(sm.acted)},
                   // Advanced shipment and movement
                   {"shipped_to", sm.shippedTo < 0 ? json::value(nullptr) : location_json(sm.shippedTo)},
                   {"intrusion", territory_or_null(sm.intrusion)},
                   {"resume", sm.resume},
                   {"guild_now", sm.guildNow},
                   {"guild_asked", sm.guildAsked},
                   {"shipment_cancelled", faction_mask_json(sm.shipmentCancelled)}};
  const BattleStep& bt = g.battle;
  o["battle"] =
      json::object{{"step", key_or_null(static_cast<int>(bt.step), kBattleStepKeys)},
                   {"order", factions_json(bt.order)},
                   {"aggressor_index", bt.aggressorIndex},
                   {"territory", territory_or_null(bt.territory)},
                   {"sides", json::array{faction_or_null(bt.sides[0]), faction_or_null(bt.sides[1])}},
                   {"plans", json::array{plan_json(bt.plans[0]), plan_json(bt.plans[1])}},
                   {"voice_command", key_or_null(bt.voiceCommand, kVoiceKeys)},
                   {"voice_must", bt.voiceMust},
                   {"voice_target", bt.voiceTarget},
                   {"prescience", key_or_null(bt.prescience, kElementKeys)},
                   {"prescience_side", bt.prescienceSide},
                   {"traitor_asked", bt.traitorAsked},
                   {"traitor_called", bt.traitorCalled},
                   {"winner", bt.winner},
                   {"keepable", bt.keepable}};
  o["last_wheel"] = json::array{faction_or_null(g.lastWheel[0]), faction_or_null(g.lastWheel[1])};
  // Advanced battle (written only when set, so Basic snapshots are unchanged).
  {
    json::object& bo = o["battle"].as_object();
    if (bt.karamaSee) bo["karama_see"] = true;
    if (bt.captured != kNoLeader) bo["captured"] = bt.captured;
    // Issue 39: the Battle phase's resolved battles (written once there is one).
    if (!bt.results.empty()) {
      json::array results;
      for (const BattleResult& r : bt.results)
        results.push_back(json::object{
            {"turn", r.turn},
            {"territory", territory_or_null(r.territory)},
            {"sides", json::array{faction_or_null(r.sides[0]), faction_or_null(r.sides[1])}},
            {"partners", json::array{faction_or_null(r.partners[0]), faction_or_null(r.partners[1])}},
            {"plans", json::array{plan_json(r.plans[0]), plan_json(r.plans[1])}},
            {"end", r.end},
            {"winner", r.winner},
            {"totals", json::array{r.totals[0], r.totals[1]}},
            {"lost", json::array{forces_json(r.lost[0]), forces_json(r.lost[1])}},
            {"leader_killed", json::array{r.leaderKilled[0], r.leaderKilled[1]}}});
      bo["results"] = std::move(results);
    }
    if (g.atreides.battleLosses) o["atreides_battle_losses"] = g.atreides.battleLosses;
    if (g.atreides.kwisatzInTanks) o["kwisatz_in_tanks"] = true;
    if (g.atreides.kwisatzUsedTurn) o["kwisatz_used_turn"] = g.atreides.kwisatzUsedTurn;
    if (g.atreides.kwisatzTerritory != kNoTerritory)
      o["kwisatz_territory"] = territory_or_null(g.atreides.kwisatzTerritory);
    bool anyElite = false;
    for (auto t : g.eliteRevivedTurn) anyElite = anyElite || t != 0;
    if (anyElite) {
      json::array a;
      for (auto t : g.eliteRevivedTurn) a.push_back(t);
      o["elite_revived_turn"] = std::move(a);
    }
  }
  // Advanced Karama powers (adv-karama): the Harkonnen give-back owed (written only when open).
  if (g.harkonnen.handSwapTarget >= 0)
    o["hand_swap"] = json::object{{"target", faction_or_null(g.harkonnen.handSwapTarget)},
                                  {"owed", g.harkonnen.handSwapOwed}};
  json::array log;
  for (const LogEntry& e : g.log)
    log.push_back(json::object{{"turn", e.turn},
                               {"phase", key_or_null(static_cast<int>(e.phase), kPhaseKeys)},
                               {"visible_to", faction_mask_json(e.visibleTo)},
                               {"text", e.text.str()}});
  o["log"] = std::move(log);
  o["outcome"] = json::object{{"kind", key_or_null(static_cast<int>(g.outcome.kind), kWinKeys)},
                              {"winners", faction_mask_json(g.outcome.winners)},
                              {"turn", g.outcome.turn}};
  // Issue 35: the seats asked in each open masked window (written only while one is open).
  if (!g.table.asked.empty()) {
    json::array asked;
    for (const MaskedAsk& a : g.table.asked)
      asked.push_back(json::object{{"kind", decision_key(a.kind)}, {"seats", faction_mask_json(a.seats)}});
    o["asked"] = std::move(asked);
  }
  return o;
}

json::value card_view(CardId c) {
  if (c < 0 || c >= kTreacheryCards) return nullptr;
  const CardInfo& info = card_info(c);
  return json::object{{"id", c}, {"key", info.key}, {"name", info.name}, {"kind", card_kind_key(info.kind)}};
}

json::value leader_view(LeaderId l) {
  if (l < 0 || l >= kLeaders) return nullptr;
  return json::object{{"id", l},
                      {"name", leader_name(l)},
                      {"faction", faction_key(leader_faction(l))},
                      {"strength", leader_strength(l)}};
}

json::array leaders_view(const std::vector<LeaderId>& v) {
  json::array a;
  for (LeaderId l : v) a.push_back(leader_view(l));
  return a;
}

json::value plan_view(const std::optional<BattlePlanRec>& p) {
  if (!p) return nullptr;
  json::object o;
  o["submitted"] = p->submitted;
  o["leader"] = leader_view(p->leader);
  o["cheap_hero"] = card_view(p->cheapHero);
  o["dial"] = p->dial;
  o["weapon"] = card_view(p->weapon);
  o["defense"] = card_view(p->defense);
  // Advanced battle.
  if (p->elite) o["elite"] = p->elite;
  if (p->spice) o["spice"] = p->spice;
  if (p->companion) o["kwisatz_haderach"] = true;
  return o;
}

json::value spice_card_view(SpiceCardId c) {
  if (c < 0 || c >= kSpiceCards) return nullptr;
  if (is_shai_hulud(c)) return json::object{{"id", c}, {"key", "shai_hulud"}};
  TerritoryId t = spice_card_territory(c);
  return json::object{{"id", c},
                      {"key", territory(t).key},
                      {"territory", territory(t).key},
                      {"amount", spice_card_amount(c)}};
}

json::value mask_factions(FactionSet s) { return to_json(s); }

json::value legacy_view_json_impl(const View& v) {
  json::object o;
  o["seat"] = v.seat ? json::value(faction_key(*v.seat)) : json::value(nullptr);
  o["ruleset"] = ruleset_json(v.ruleset);
  o["version"] = v.version;
  o["turn"] = v.turn;
  o["phase"] = key_or_null(static_cast<int>(v.phase), kPhaseKeys);
  o["storm_sector"] = v.stormSector;
  o["atomics_used"] = v.atomicsUsed;
  o["karama_stops"] = advantages_json(v.karamaStops);
  // Advanced alliance constraint warning for the acting seat (public territory names only).
  if (v.advancedAllySeparation) {
    json::array names;
    for (TerritoryId t : *v.advancedAllySeparation) names.push_back(json::string(territory(t).name));
    o["advancedAllySeparation"] = json::object{{"territories", std::move(names)}};
  } else {
    o["advancedAllySeparation"] = nullptr;
  }

  json::object players;
  for (int f = 0; f < kFactions; ++f) {
    const PlayerView& p = v.players[f];
    if (!p.inGame) continue;
    json::object po;
    po["circle"] = p.circle;
    po["spice"] = p.spice;
    po["reserves"] = forces_json(p.reserves);
    po["tanks"] = forces_json(p.tanks);
    po["hand_count"] = p.handCount;
    json::array leaders;
    // Issue 37: a view lists the leaders in play (no CHOAM Auditor in the Basic game).
    for (int i = 0; i < leader_count(faction_at(f), v.ruleset.kind == RulesetKind::Advanced); ++i) {
      const LeaderState& l = p.leaders[static_cast<std::size_t>(i)];
      json::object lo = leader_view(leader_id(faction_at(f), i)).as_object();
      lo["where"] = key_or_null(static_cast<int>(l.where), kLeaderWhereKeys);
      lo["face_down"] = l.faceDown;
      lo["deaths"] = l.deaths;
      lo["fought_in"] = territory_or_null(l.foughtIn);
      if (l.capturedBy >= 0) lo["captured_by"] = faction_or_null(l.capturedBy);  // Advanced battle
      leaders.push_back(std::move(lo));
    }
    po["leaders"] = std::move(leaders);
    po["ally"] = faction_or_null(p.ally);
    po["karama_power_used"] = p.karamaPowerUsed;
    po["bribes"] = p.bribes;
    players[faction_key(faction_at(f))] = std::move(po);
  }
  o["players"] = std::move(players);

  json::array board;
  for (LocationId l = 0; l < kLocations; ++l)
    for (int f = 0; f < kFactions; ++f) {
      const Forces& fc = v.board[l][f];
      if (fc.empty()) continue;
      const LocationInfo& info = location(l);
      board.push_back(
          json::object{{"territory", territory(info.territory).key},
                       {"sector", info.sector == kNoSector ? json::value(nullptr) : json::value(info.sector)},
                       {"faction", faction_key(faction_at(f))},
                       {"forces", fc.normal},
                       {"special", fc.special}});
    }
  o["board"] = std::move(board);
  json::array spice;
  for (LocationId l = 0; l < kLocations; ++l) {
    if (v.spice[l] == 0) continue;
    const LocationInfo& info = location(l);
    spice.push_back(
        json::object{{"territory", territory(info.territory).key},
                     {"sector", info.sector == kNoSector ? json::value(nullptr) : json::value(info.sector)},
                     {"amount", v.spice[l]}});
  }
  o["spice"] = std::move(spice);

  o["treachery_deck_count"] = v.treacheryDeckCount;
  o["spice_deck_count"] = v.spiceDeckCount;
  json::array discard;
  for (CardId c : v.treacheryDiscard) discard.push_back(card_view(c));
  o["treachery_discard"] = std::move(discard);
  json::array sdiscard;
  for (SpiceCardId c : v.spiceDiscard) sdiscard.push_back(spice_card_view(c));
  o["spice_discard"] = std::move(sdiscard);
  // Advanced (adv-spice): the second spice discard pile, public; the next storm card, Fremen only.
  json::array sdiscardB;
  for (SpiceCardId c : v.spiceDiscardB) sdiscardB.push_back(spice_card_view(c));
  o["spice_discard_b"] = std::move(sdiscardB);
  o["next_storm_card"] = v.nextStormCard > 0 ? json::value(v.nextStormCard) : json::value(nullptr);
  // Advanced (Fremen, Sandworms): a Shai-Hulud waiting for the Fremen to place it, with the territory
  // it appears in if they pass.
  o["worm_placement"] = v.wormToPlace
                            ? json::value(json::object{{"pile", v.wormPile == 0 ? "a" : "b"},
                                                       {"appears_in", territory_or_null(v.wormDefault)}})
                            : json::value(nullptr);

  json::array hand;
  for (CardId c : v.hand) hand.push_back(card_view(c));
  o["hand"] = std::move(hand);
  o["traitors"] = leaders_view(v.traitors);
  o["traitor_draw"] = leaders_view(v.traitorDraw);
  o["prediction"] = v.predictedFaction < 0
                        ? json::value(nullptr)
                        : json::value(json::object{{"faction", faction_or_null(v.predictedFaction)},
                                                   {"turn", v.predictedTurn}});
  json::array known;
  for (const KnownCard& k : v.knownCards)
    known.push_back(json::object{{"owner", faction_or_null(index(k.owner))}, {"card", card_view(k.card)}});
  o["known_cards"] = std::move(known);

  o["bidding"] = json::object{{"card_count", v.bidCardCount},
                              {"index", v.bidIndex},
                              {"high_bidder", faction_or_null(v.highBidder)},
                              {"high_bid", v.highBid},
                              {"turn", faction_or_null(v.bidTurn)},
                              {"card_up", card_view(v.cardUpForBid)}};
  o["storm"] = json::object{
      {"dialers", json::array{faction_or_null(v.stormDialers[0]), faction_or_null(v.stormDialers[1])}},
      {"own_dial", v.ownDial < 0 ? json::value(nullptr) : json::value(v.ownDial)}};
  o["battle"] = json::object{
      {"territory", territory_or_null(v.battleTerritory)},
      {"sides", json::array{faction_or_null(v.battleSides[0]), faction_or_null(v.battleSides[1])}},
      {"own_plan", plan_view(v.ownPlan)},
      {"opponent_plan", plan_view(v.opponentPlanRevealed)},
      {"voice", v.voiceCommand < 0
                    ? json::value(nullptr)
                    : json::value(json::object{{"command", key_or_null(v.voiceCommand, kVoiceKeys)},
                                               {"must", v.voiceMust}})},
      {"prescience", key_or_null(v.prescience, kElementKeys)},
      {"prescience_answer", plan_view(v.prescienceAnswer)}};
  // Advanced battle (public; written only in the Advanced game).
  if (v.ruleset.kind == RulesetKind::Advanced) {
    json::object& bo = o["battle"].as_object();
    bo["karama_see"] = v.battleKaramaSee;
    bo["captured"] = leader_view(v.battleCaptured);
    o["kwisatz_haderach"] = json::object{{"atreides_battle_losses", v.atreidesBattleLosses},
                                         {"active", v.atreidesBattleLosses >= 7},
                                         {"in_tanks", v.kwisatzInTanks},
                                         {"used_turn", v.kwisatzUsedTurn},
                                         {"used_in", territory_or_null(v.kwisatzTerritory)}};
    // Guild Karama power: the players whose off-planet shipment this turn is cancelled (public).
    o["shipment_cancelled"] = mask_factions(v.shipmentCancelled);
    // adv-karama: the Harkonnen Karama give-back still owed (public: who and how many, not which).
    if (v.handSwapTarget >= 0)
      o["hand_swap"] = json::object{{"target", faction_or_null(v.handSwapTarget)}, {"owed", v.handSwapOwed}};
  }
  json::object offers;
  for (int f = 0; f < kFactions; ++f)
    if (v.nexusOffers[f] >= 0) offers[faction_key(faction_at(f))] = faction_or_null(v.nexusOffers[f]);
  o["nexus_offers"] = std::move(offers);

  // Rule values quoted for bots and clients (engine/rules/quotes.hpp; docs/API.md, "Quotes").
  json::array strength;
  for (const BattleQuote& q : v.battleQuotes) {
    json::object qo{{"territory", territory_or_null(q.territory)},
                    {"faction", faction_key(q.faction)},
                    {"opponent", faction_key(q.opponent)},
                    {"forces", q.normal},
                    {"elite", q.elite},
                    {"half_points", json::object{{"normal", q.value.normal},
                                                 {"normal_supported", q.value.normalSupported},
                                                 {"elite", q.value.elite},
                                                 {"elite_supported", q.value.eliteSupported}}}};
    // Issue 39: the current battle's leaders with what each counts, and the Kwisatz Haderach's addition.
    if (!q.leaders.empty()) {
      json::array leaders;
      for (const LeaderQuote& l : q.leaders)
        leaders.push_back(json::object{{"leader", leader_view(l.leader)}, {"low", l.low}, {"high", l.high}});
      qo["leaders"] = std::move(leaders);
    }
    if (q.kwisatz) qo["kwisatz_haderach"] = q.kwisatz;
    qo["spice_elite_first"] = q.spiceEliteFirst;              // issue 36 item 7
    if (q.kwisatzReady) qo["kwisatz_haderach_ready"] = true;  // issue 36 item 7
    strength.push_back(std::move(qo));
  }
  o["battle_strength"] = std::move(strength);
  if (v.supportFunds >= 0) o["support_funds"] = v.supportFunds;  // issue 37 (cr.choam.ally_battle_pay)
  if (const auto& q = v.shipmentQuote)
    o["shipment_prices"] = json::object{{"stronghold", ints_json(q->stronghold)},
                                        {"elsewhere", ints_json(q->elsewhere)},
                                        {"karama_stronghold", ints_json(q->karamaStronghold)},
                                        {"karama_elsewhere", ints_json(q->karamaElsewhere)},
                                        {"cross_stronghold", ints_json(q->crossStronghold)},
                                        {"cross_elsewhere", ints_json(q->crossElsewhere)},
                                        {"to_reserves", ints_json(q->toReserves)}};
  else
    o["shipment_prices"] = nullptr;
  if (const auto& q = v.revivalQuote) {
    json::array leaders;
    for (const auto& [l, price] : q->leaders)
      leaders.push_back(json::object{{"leader", leader_view(l)}, {"price", price}});
    o["revival_prices"] = json::object{{"forces", ints_json(q->forces)},
                                       {"leaders", std::move(leaders)},
                                       {"kwisatz_haderach", q->kwisatz},
                                       {"ally_force", q->allyForce},
                                       {"free", q->free}};
  } else {
    o["revival_prices"] = nullptr;
  }

  json::array pend;
  for (const Decision& d : v.pending) pend.push_back(decision_json(d));
  o["pending"] = std::move(pend);
  json::array boundaries;
  for (const SourceBoundary& b : v.boundaries)
    boundaries.push_back(json::object{{"rule", b.rule}, {"message", b.message}});
  o["boundaries"] = std::move(boundaries);
  json::array log;
  for (const std::string& line : v.log) log.push_back(json::string(line));
  o["log"] = std::move(log);
  o["outcome"] = json::object{{"kind", key_or_null(static_cast<int>(v.outcome.kind), kWinKeys)},
                              {"winners", mask_factions(v.outcome.winners)},
                              {"turn", v.outcome.turn}};
  // Issue 39: the victory's reason, and this turn's battles.
  if (!v.outcomeReason.empty()) o["outcome"].as_object()["reason"] = v.outcomeReason;
  static constexpr std::array<std::string_view, 4> kEnds{"totals", "traitor", "traitors", "explosion"};
  json::array battles;
  for (const BattleResult& r : v.battles) {
    json::array plans, lost, totals, killed;
    for (std::size_t i = 0; i < 2; ++i) {
      plans.push_back(plan_view(r.plans[i]));
      lost.push_back(forces_json(r.lost[i]));
      totals.push_back(r.totals[i] < 0 ? json::value(nullptr) : json::value(r.totals[i]));
      killed.push_back(r.leaderKilled[i]);
    }
    battles.push_back(json::object{
        {"turn", r.turn},
        {"territory", territory_or_null(r.territory)},
        {"sides", json::array{faction_or_null(r.sides[0]), faction_or_null(r.sides[1])}},
        {"partners", json::array{faction_or_null(r.partners[0]), faction_or_null(r.partners[1])}},
        {"plans", std::move(plans)},
        {"end", kEnds.at(r.end)},
        {"winner",
         r.winner < 0 ? json::value(nullptr) : faction_or_null(r.sides[static_cast<std::size_t>(r.winner)])},
        {"half_points", std::move(totals)},
        {"lost", std::move(lost)},
        {"leaders_killed", std::move(killed)}});
  }
  o["battles"] = std::move(battles);
  json::array contested;
  for (const View::Contest& c : v.contested)
    contested.push_back(
        json::object{{"territory", territory_or_null(c.territory)}, {"factions", mask_factions(c.factions)}});
  o["contested"] = std::move(contested);
  return o;
}

json::value decision_json(const Decision& d) {
  return json::object{{"seat", faction_or_null(index(d.seat))},
                      {"kind", decision_key(d.kind)},
                      {"min", d.min},
                      {"max", d.max}};
}

}  // namespace

json::value snapshot_json(const Game& g) { return legacy_snapshot_json_impl(g); }
json::value view_json(const View& v) { return legacy_view_json_impl(v); }

}  // namespace dune::legacy
