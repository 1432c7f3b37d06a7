// Game files: parse and write {"format": "dune-game", "setup", "position", "actions"}, lay out
// a stated position on a fresh game, and replay the recorded actions through the engine.
// A stated position completes setup through the engine's own setup decisions (stated or
// default choices), then moves forces, spice, cards and leaders, keeping the invariants: 20
// forces per faction across board, tanks and reserves, and every treachery card in one place.
// Format reference: docs/GAME_FILES.md.
#include "engine/codec/game_file.hpp"
#include "engine/codec/json_read.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <functional>
#include <limits>

#include "engine/codec/json.hpp"
#include "engine/data/variants.hpp"
#include "engine/invariants.hpp"
#include "engine/rules/components/homeworlds/homeworlds.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/components/tech/tech.hpp"
#include "engine/rules/factions/ecaz/ecaz.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune {
namespace json = boost::json;

namespace {

using namespace json_read;

// --- setup and file ------------------------------------------------------------------------------

Ruleset read_ruleset(const json::value& v, const std::string& what) {
  Ruleset r;
  auto kind = [&](const json::value& k, const std::string& w) {
    if (!k.is_string() || (k.get_string() != "basic" && k.get_string() != "advanced"))
      bad(w + " must be \"basic\" or \"advanced\", not " + describe(k));
    return k.get_string() == "basic" ? RulesetKind::Basic : RulesetKind::Advanced;
  };
  if (v.is_string()) {
    r.kind = kind(v, what);
    return r;
  }
  const json::object& o = get_obj(v, what);
  only_fields(o, {"kind", "max_turns"}, what);
  if (const json::value* k = opt(o, "kind")) r.kind = kind(*k, field("kind", what));
  if (const json::value* m = opt(o, "max_turns"))
    r.maxTurns = static_cast<std::int8_t>(get_int(*m, field("max_turns", what), 1, 99));
  return r;
}

json::value ruleset_json(const Ruleset& r) {
  std::string_view kind = r.kind == RulesetKind::Basic ? "basic" : "advanced";
  if (r.maxTurns == Ruleset{}.maxTurns) return json::string(kind);
  return json::object{{"kind", kind}, {"max_turns", r.maxTurns}};
}

SetupOptions read_setup(const json::value& v) {
  const std::string ctx = "the game file's \"setup\"";
  const json::object& o = get_obj(v, "field \"setup\" of the game file");
  only_fields(o, {"ruleset", "factions", "variants", "seed", "random_seating"}, ctx);
  SetupOptions s;
  if (const json::value* r = opt(o, "ruleset")) s.ruleset = read_ruleset(*r, field("ruleset", ctx));
  const std::string fw = field("factions", ctx);
  const json::array& fs = get_arr(need(o, "factions", ctx), fw);
  if (fs.empty() || fs.size() > static_cast<std::size_t>(kFactions))
    bad(fw + " must list 1 to " + std::to_string(kFactions) + " factions, not " + std::to_string(fs.size()));
  for (std::size_t i = 0; i < fs.size(); ++i) {
    Faction f = unwrap(faction_from_json(fs[i], fw + "[" + std::to_string(i) + "]"));
    if (std::find(s.factions.begin(), s.factions.end(), f) != s.factions.end())
      bad(fw + " lists " + std::string(faction_key(f)) + " twice");
    s.factions.push_back(f);
  }
  // The expansion variants the game uses (engine/data/variants.hpp), as a list of keys.
  if (const json::value* x = opt(o, "variants"))
    s.ruleset.variants = unwrap(variants_from_json(*x, field("variants", ctx)));
  if (const json::value* x = opt(o, "seed")) s.seed = get_u64(*x, field("seed", ctx));
  if (const json::value* x = opt(o, "random_seating"))
    s.randomSeating = get_bool(*x, field("random_seating", ctx));
  return s;
}

GameFile read_file(const json::value& v) {
  const json::object& o = get_obj(v, "a game file");
  only_fields(o, {"format", "setup", "position", "actions"}, "the game file");
  const json::value* format = o.if_contains("format");
  if (!format || !format->is_string() || format->get_string() != "dune-game")
    bad("field \"format\" of the game file must be \"dune-game\"");
  GameFile f;
  f.setup = read_setup(need(o, "setup", "the game file"));
  if (const json::value* p = opt(o, "position")) {
    get_obj(*p, "field \"position\" of the game file");
    f.position = *p;
  }
  if (const json::value* a = opt(o, "actions")) {
    const json::array& arr = get_arr(*a, "field \"actions\" of the game file");
    for (std::size_t i = 0; i < arr.size(); ++i) {
      std::string w = "action #" + std::to_string(i + 1) + " of the game file";
      const json::object& e = get_obj(arr[i], w);
      only_fields(e, {"seat", "action"}, w);
      Faction seat = unwrap(faction_from_json(need(e, "seat", w), field("seat", w)));
      Result<Action> act = action_from_json(need(e, "action", w));
      if (!act) bad(w + ": " + act.error().message);
      f.actions.emplace_back(seat, act.value());
    }
  }
  return f;
}

// --- stated position -------------------------------------------------------------------------------

struct CardSpec {
  bool exact = false;  // an id was given; else any copy with the card's key
  CardId card = kNoCard;
};

struct FactionPos {
  std::optional<std::int16_t> spice;
  std::optional<Forces> reserves, tanks;
  std::optional<std::vector<CardSpec>> hand;
  std::optional<std::vector<LeaderId>> traitors;
  std::optional<std::vector<LeaderId>> faceDancers;  // the Tleilaxu only (Ixians & Tleilaxu p.6)
  std::optional<std::vector<LeaderId>> leadersInTanks;
  bool allyStated = false;
  std::int8_t ally = kNoAlly;
  // State that only play reaches otherwise (issue 16).
  std::optional<std::int8_t> alliedSinceTurn;
  std::optional<bool> karamaPowerUsed;
  std::optional<std::vector<LeaderId>> faceDown;                        // subset of the leaders in the Tanks
  std::optional<std::vector<std::pair<LeaderId, TerritoryId>>> fought;  // leaders that fought this turn
  std::optional<std::vector<LeaderId>> captured;  // Harkonnen: other factions' leaders held
  // Nexus Cards (em_nexus_cards): the card held (a faction index; -1: none).
  std::optional<std::int8_t> nexusCard;
};

struct ForcesAt {
  Faction faction;
  LocationId location;
  Forces forces;
};

struct Position {
  std::optional<std::int8_t> turn, stormSector;
  Phase phase = Phase::Storm;
  std::array<FactionPos, kFactions> factions{};
  std::optional<std::vector<ForcesAt>> forces;
  std::optional<std::vector<std::pair<LocationId, std::int16_t>>> spice;
  std::optional<std::pair<Faction, std::int8_t>> prediction;
  std::optional<ChoamState> choam;  // CHOAM's Inflation token (CR (2h))
  // Deck and pile orders, each listed from the top down (issue 16).
  std::optional<std::vector<CardSpec>> treacheryDeck, treacheryDiscard;
  std::optional<std::vector<SpiceCardId>> spiceDeck, spiceDiscard, spiceDiscardB;
  std::optional<std::vector<LeaderId>> traitorDeck;
  std::optional<std::int8_t> stormCard;
  std::optional<LocationId> hmsHost;  // Ixians & Tleilaxu: where the Hidden Mobile Stronghold points
  std::optional<std::int16_t> atreidesLosses;
  std::optional<bool> kwisatzInTanks;
  // Ixians & Tleilaxu technology tokens (it_tech_tokens): each token's owner (-1: nobody).
  std::optional<std::array<std::int8_t, kTechTokens>> techOwners;
  // CHOAM & Richese Stronghold cards (cr_strongholds): each card's holder (-1: set aside).
  std::optional<std::array<std::int8_t, kStrongholdCards>> strongholdHolders;
  // Moritani Terror tokens (E3 pp.5-6): each token's place (a stronghold, or kTerrorSupply / kTerrorGone).
  std::optional<std::array<std::int8_t, kTerrorTokens>> terror;
  // Ecaz Ambassadors (E3 p.7): each token's place (a stronghold, or kAmbassadorSupply/Spent/Gone/Pool).
  std::optional<std::array<std::int8_t, kFactions>> ambassadors;
  // Nexus Cards (em_nexus_cards): the deck and the discards, top first; a card is named by its faction.
  std::optional<std::vector<std::int8_t>> nexusDeck, nexusDiscard;
  // Discovery (em_discovery): the face-down token at each stated site (card order), the location tokens on
  // the map (host location, turn revealed), the Ornithopter's holder.
  bool discovery = false;
  std::array<std::int8_t, kDiscoveryCards> discoverySite{-1, -1, -1, -1, -1, -1};
  std::array<LocationId, kDiscoveryLocations> discoveryHost{-1, -1, -1, -1, -1};
  std::array<std::int8_t, kDiscoveryLocations> discoveryTurn{};
  std::int8_t ornithopter = -1;
};

// The Discovery card whose site lies in territory t (-1: none).
int discovery_site_in(TerritoryId t) {
  for (int i = 0; i < kDiscoveryCards; ++i)
    if (location(discovery_card(i).site).territory == t) return i;
  return -1;
}
int read_token(const json::value& v, const std::string& what) {
  if (!v.is_string())
    bad(what + " must be a Discovery token key such as \"cistern\" (dune rules em.discovery.pools)");
  const int t = discovery_token_by_key(v.get_string());
  if (t < 0)
    bad("unknown Discovery token " + quoted(v.get_string()) + " in " + what +
        " (jacurutu_sietch, cistern, ecological_testing_station, shrine, orgiz_processing_station, "
        "treachery_card_stash, spice_stash or ornithopter)");
  return t;
}
int read_site(const json::value& v, const std::string& what) {
  const TerritoryId t = v.is_string() ? territory_by_key(v.get_string()) : kNoTerritory;
  const int site = t == kNoTerritory ? -1 : discovery_site_in(t);
  if (site < 0)
    bad(what +
        " must name a Discovery site's territory: cielago_east, meridian, gara_kulon, pasty_mesa, "
        "plastic_basin or false_wall_west (em.discovery.cards)");
  return site;
}

Forces read_force_count(const json::value& v, const std::string& what) {
  Forces f;
  if (v.is_object()) {
    const json::object& o = v.get_object();
    only_fields(o, {"normal", "special"}, what);
    if (const json::value* n = opt(o, "normal"))
      f.normal = static_cast<std::uint8_t>(get_int(*n, field("normal", what), 0, kForcesPerFaction));
    if (const json::value* s = opt(o, "special"))
      f.special = static_cast<std::uint8_t>(get_int(*s, field("special", what), 0, kForcesPerFaction));
    return f;
  }
  f.normal = static_cast<std::uint8_t>(get_int(v, what, 0, kForcesPerFaction));
  return f;
}

void need_in_game(const Game& g, Faction f, const std::string& what) {
  if (!g.in_game(f)) bad(what + " names " + std::string(faction_key(f)) + ", which is not in this game");
}

// Location from {"territory", "sector"?} fields of an entry; when the sector is omitted and the
// territory has several locations, `fallback` (if any) is used.
LocationId entry_location(const json::object& e, const std::string& what,
                          LocationId (*fallback)(TerritoryId)) {
  json::object loc;
  loc["territory"] = need(e, "territory", what);
  if (const json::value* s = opt(e, "sector")) loc["sector"] = *s;
  if (!loc.contains("sector") && fallback) {
    TerritoryId t = unwrap(territory_from_json(loc["territory"], field("territory", what)));
    if (locations_of(t).size() > 1 && fallback(t) != kNoLocation) return fallback(t);
  }
  return unwrap(location_from_json(loc, what));
}

// Special forces a faction may have (GF9 Rulebook 2019 pp.16-19, Advanced only): the Emperor's 5
// Sardaukar, the Fremen's 3 Fedaykin, the Bene Gesserit's advisors (any of their 20); none in Basic.
int special_allotment(const Game& g, Faction f) {
  if (!advanced(g)) return 0;
  if (f == Faction::Emperor) return 5;
  if (f == Faction::Fremen) return 3;
  if (f == Faction::Ixian) return 7;  // Cyborgs (Ixian sheet; Advanced: ix.boundary.force_values_basic)
  if (f == Faction::BeneGesserit) return kForcesPerFaction;
  return 0;
}

std::string special_name(Faction f) {
  return f == Faction::Emperor ? "Sardaukar" : f == Faction::Fremen ? "Fedaykin" : "advisors";
}

void check_special(const Game& g, Faction f, int special, const std::string& what) {
  if (special == 0) return;
  const int allot = special_allotment(g, f);
  if (allot == 0)
    bad(what + " gives " + std::string(faction_key(f)) + " special forces, but " +
        (advanced(g)
             ? std::string(faction_key(f)) + " have none (GF9 Rulebook 2019 pp.16-19)"
             : std::string("the Basic game has none (Sardaukar, Fedaykin and advisors are Advanced)")));
  if (special > allot)
    bad(what + " gives " + std::string(faction_key(f)) + " " + std::to_string(special) + " " +
        special_name(f) + "; they have " + std::to_string(allot));
}

template <class T>
std::vector<T> read_list(const json::value& v, const std::string& what,
                         const std::function<T(const json::value&, const std::string&)>& one) {
  const json::array& a = get_arr(v, what);
  std::vector<T> out;
  for (std::size_t i = 0; i < a.size(); ++i) out.push_back(one(a[i], what + "[" + std::to_string(i) + "]"));
  return out;
}

CardSpec read_card_spec(const json::value& v, const std::string& what) {
  CardSpec cs;
  cs.card = unwrap(card_from_json(v, what));
  cs.exact = v.is_number() || (v.is_object() && opt(v.get_object(), "id"));
  return cs;
}

constexpr SpiceCardId kAnyShaiHulud = -2;  // resolved to a free Shai-Hulud copy when laid out

// A spice card: a territory key (its card), "shai_hulud" (any Shai-Hulud copy), "sandtrout" (the
// it_sandtrout card), "great_maker" (the em_great_maker card) or a card id.
SpiceCardId read_spice_card(const json::value& v, const std::string& what) {
  if (v.is_string()) {
    if (v.get_string() == "shai_hulud") return kAnyShaiHulud;
    if (v.get_string() == "sandtrout") return kSandtrout;
    if (v.get_string() == "great_maker") return kGreatMaker;
    TerritoryId t = unwrap(territory_from_json(v, what));
    for (SpiceCardId c = 0; c < kSpiceCards; ++c)
      if (!is_shai_hulud(c) && spice_card_territory(c) == t) return c;
    bad(what + " names " + json::serialize(v) + ", a territory without a spice card");
  }
  return static_cast<SpiceCardId>(get_int(v, what + " (a spice card id)", 0, kSpiceCards - 1));
}

LeaderId read_leader(const Game& g, const json::value& v, const std::string& what) {
  LeaderId l = unwrap(leader_from_json(v, what));
  if (l == kDukeVidal) bad(what + " names Duke Vidal, who is no faction's own leader");
  if (!g.in_game(leader_faction(l)))
    bad(what + " names " + std::string(leader_name(l)) + ", a leader of a faction not in this game");
  if (leader_info(l).advancedOnly && !advanced(g))
    bad(what + " names " + std::string(leader_name(l)) +
        ", whose traitor card is in play only in the Advanced game (cr.choam.auditor)");
  return l;
}

// A traitor card of this game: a seated faction's leader, or with it_cheap_hero_traitor the Cheap Hero
// traitor card ("cheap_hero_traitor").
LeaderId read_traitor_card(const Game& g, const json::value& v, const std::string& what) {
  LeaderId l = unwrap(traitor_from_json(v, what));
  if (l == kCheapHeroTraitor) {
    if (!has_variant(g.ruleset.variants, Variant::ItCheapHeroTraitor))
      bad(what +
          " names the Cheap Hero traitor card, which is in the game only with the variant "
          "it_cheap_hero_traitor");
    return l;
  }
  if (!g.in_game(leader_faction(l)))
    bad(what + " names " + std::string(leader_name(l)) + ", a leader of a faction not in this game");
  if (leader_info(l).advancedOnly && !advanced(g))
    bad(what + " names " + std::string(leader_name(l)) +
        ", whose traitor card is in play only in the Advanced game (cr.choam.auditor)");
  return l;
}

// A position's map of piece keys to holders ({"key": faction | null}, a key left out or null: no holder):
// one faction index per piece (-1: none), in the pieces' order; `keyOf(i)` names piece i, `what` the pieces.
template <std::size_t N, typename KeyOf>
std::array<std::int8_t, N> read_holders(const Game& g, const json::value& x, const std::string& w,
                                        std::string_view what, KeyOf keyOf) {
  std::array<std::int8_t, N> holders;
  holders.fill(-1);
  for (const auto& kv : get_obj(x, w)) {
    int piece = -1;
    for (std::size_t i = 0; i < N; ++i)
      if (kv.key() == keyOf(i)) piece = static_cast<int>(i);
    if (piece < 0) {
      std::string expected;
      for (std::size_t i = 0; i < N; ++i)
        expected += (i == 0 ? "" : i + 1 == N ? " or " : ", ") + quoted(keyOf(i));
      bad("unknown " + std::string(what) + " " + quoted(kv.key()) + " in " + w + " (expected " + expected +
          ")");
    }
    if (kv.value().is_null()) continue;
    const Faction f = unwrap(faction_from_json(kv.value(), field(kv.key(), w)));
    need_in_game(g, f, field(kv.key(), w));
    holders[static_cast<std::size_t>(piece)] = static_cast<std::int8_t>(index(f));
  }
  return holders;
}

Position read_position(const Game& g, const json::value& v) {
  const std::string ctx = "the position";
  const json::object& o = get_obj(v, "field \"position\" of the game file");
  Position p;
  for (const auto& kv : o) {
    const std::string key(kv.key());
    const json::value& x = kv.value();
    const std::string w = field(key, ctx);
    Faction f;
    if (key == "turn") {
      p.turn = static_cast<std::int8_t>(get_int(x, w, 1, g.ruleset.maxTurns));
    } else if (key == "phase") {
      Phase ph;
      if (!x.is_string() || !phase_by_key(x.get_string(), ph) || ph == Phase::Setup || ph == Phase::GameOver)
        bad(w +
            " must be one of \"storm\", \"spice_blow\", \"nexus\", \"charity\", \"bidding\", \"revival\", "
            "\"ship_move\", \"battle\", \"collection\", \"mentat_pause\", not " +
            describe(x));
      p.phase = ph;
    } else if (key == "storm_sector") {
      p.stormSector = static_cast<std::int8_t>(get_int(x, w, 0, kSectors - 1));
    } else if (key == "forces") {
      std::vector<ForcesAt> list;
      const json::array& a = get_arr(x, w);
      for (std::size_t i = 0; i < a.size(); ++i) {
        std::string ew = w + "[" + std::to_string(i) + "]";
        const json::object& e = get_obj(a[i], ew);
        only_fields(e, {"faction", "territory", "sector", "count", "special"}, ew);
        ForcesAt fa{};
        fa.faction = unwrap(faction_from_json(need(e, "faction", ew), field("faction", ew)));
        need_in_game(g, fa.faction, field("faction", ew));
        fa.location = entry_location(e, ew, nullptr);
        fa.forces.normal = static_cast<std::uint8_t>(
            get_int(need(e, "count", ew), field("count", ew), 0, kForcesPerFaction));
        if (const json::value* s = opt(e, "special"))
          fa.forces.special =
              static_cast<std::uint8_t>(get_int(*s, field("special", ew), 0, kForcesPerFaction));
        check_special(g, fa.faction, fa.forces.special, ew);
        list.push_back(fa);
      }
      p.forces = std::move(list);
    } else if (key == "spice_on_board") {
      std::vector<std::pair<LocationId, std::int16_t>> list;
      const json::array& a = get_arr(x, w);
      for (std::size_t i = 0; i < a.size(); ++i) {
        std::string ew = w + "[" + std::to_string(i) + "]";
        const json::object& e = get_obj(a[i], ew);
        only_fields(e, {"territory", "sector", "amount"}, ew);
        LocationId l = entry_location(e, ew, &spice_location);
        auto n = static_cast<std::int16_t>(get_int(need(e, "amount", ew), field("amount", ew), 0, 9999));
        list.emplace_back(l, n);
      }
      p.spice = std::move(list);
    } else if (key == "treachery_deck" || key == "treachery_discard") {
      auto list = read_list<CardSpec>(x, w, read_card_spec);
      (key == "treachery_deck" ? p.treacheryDeck : p.treacheryDiscard) = std::move(list);
    } else if (key == "spice_deck" || key == "spice_discard" || key == "spice_discard_b") {
      if (key == "spice_discard_b" && !advanced(g))
        bad(w + " is the Advanced game's second discard pile (double spice blow)");
      auto list = read_list<SpiceCardId>(x, w, read_spice_card);
      (key == "spice_deck"      ? p.spiceDeck
       : key == "spice_discard" ? p.spiceDiscard
                                : p.spiceDiscardB) = std::move(list);
    } else if (key == "nexus_deck" || key == "nexus_discard") {
      if (!has_variant(g.ruleset.variants, Variant::EmNexusCards))
        bad(w + " needs the variant em_nexus_cards (Nexus cards)");
      (key == "nexus_deck" ? p.nexusDeck : p.nexusDiscard) =
          read_list<std::int8_t>(x, w, [&](const json::value& one, const std::string& ow) {
            return static_cast<std::int8_t>(index(unwrap(faction_from_json(one, ow))));
          });
    } else if (key == "discovery") {
      if (!has_variant(g.ruleset.variants, Variant::EmDiscovery))
        bad(w + " needs the variant em_discovery (Discovery tokens)");
      const json::object& e = get_obj(x, w);
      only_fields(e, {"sites", "revealed", "ornithopter"}, w);
      p.discovery = true;
      std::array<bool, kDiscoveryTokens> used{};
      auto use = [&](int t, const std::string& where) {
        if (used[static_cast<std::size_t>(t)])
          bad(where + " names the " + std::string(discovery_token_name(t)) + " token a second time");
        used[static_cast<std::size_t>(t)] = true;
      };
      if (const json::value* s = e.if_contains("sites"))
        for (const auto& kv : get_obj(*s, field("sites", w))) {
          const std::string sw = field(kv.key(), field("sites", w));
          const int site = read_site(json::value(kv.key()), sw);
          const int t = read_token(kv.value(), sw);
          if (token_pool(static_cast<DiscoveryToken>(t)) != discovery_card(site).pool)
            bad(sw + ": the " + std::string(discovery_token_name(t)) +
                " token belongs to the other pool than this site's (em.discovery.cards)");
          use(t, sw);
          p.discoverySite[static_cast<std::size_t>(site)] = static_cast<std::int8_t>(t);
        }
      if (const json::value* r = e.if_contains("revealed"))
        for (const auto& kv : get_obj(*r, field("revealed", w))) {
          const std::string rw = field(kv.key(), field("revealed", w));
          const int t = read_token(json::value(kv.key()), rw);
          if (!is_location_token(t))
            bad(rw +
                ": only a location token (Jacurutu Sietch, Cistern, Ecological Testing Station, Shrine, "
                "Orgiz Processing Station) lies on the map once revealed");
          use(t, rw);
          const json::value* at = &kv.value();
          std::int8_t turn = 0;
          if (kv.value().is_object()) {
            const json::object& ro = kv.value().get_object();
            only_fields(ro, {"at", "turn"}, rw);
            at = ro.if_contains("at");
            if (!at) bad(rw + " needs \"at\": the site's territory it was revealed at");
            if (const json::value* tv = ro.if_contains("turn"))
              turn = static_cast<std::int8_t>(get_int(*tv, field("turn", rw), 1, 20));
          }
          const int site = read_site(*at, field("at", rw));
          if (token_pool(static_cast<DiscoveryToken>(t)) != discovery_card(site).pool)
            bad(rw + ": the " + std::string(discovery_token_name(t)) + " token is not of that site's pool");
          for (int k = 0; k < kDiscoveryLocations; ++k)
            if (p.discoveryHost[static_cast<std::size_t>(k)] == discovery_card(site).site)
              bad(rw + ": another location token is revealed at that site already");
          p.discoveryHost[static_cast<std::size_t>(t)] = discovery_card(site).site;
          p.discoveryTurn[static_cast<std::size_t>(t)] = turn;
        }
      if (const json::value* o = e.if_contains("ornithopter"); o && !o->is_null()) {
        const Faction f = unwrap(faction_from_json(*o, field("ornithopter", w)));
        need_in_game(g, f, field("ornithopter", w));
        use(static_cast<int>(DiscoveryToken::Ornithopter), field("ornithopter", w));
        p.ornithopter = static_cast<std::int8_t>(index(f));
      }
    } else if (key == "traitor_deck") {
      p.traitorDeck = read_list<LeaderId>(
          x, w, [&](const json::value& one, const std::string& ow) { return read_traitor_card(g, one, ow); });
    } else if (key == "storm_card") {
      if (!advanced(g) || !g.in_game(Faction::Fremen))
        bad(w + " is the Fremen's storm card: Advanced game with the Fremen only");
      p.stormCard = static_cast<std::int8_t>(get_int(x, w, 1, 6));
    } else if (key == "hms_host") {
      need_in_game(g, Faction::Ixian, w);
      if (!x.is_object())
        bad(w + " is {\"territory\", \"sector\"}: where the Hidden Mobile Stronghold points");
      const LocationId l = entry_location(x.get_object(), w, nullptr);
      if (l >= kBoardLocations || is_stronghold(location(l).territory))
        bad(w + " must be a sector of a territory that is not a stronghold (Ixians & Tleilaxu p.9)");
      p.hmsHost = l;
    } else if (key == "tech_tokens") {
      if (!tech::in_play(g)) bad(w + " needs the variant it_tech_tokens");
      p.techOwners = read_holders<kTechTokens>(g, x, w, "technology token", [](std::size_t i) {
        return tech::token_key(static_cast<TechToken>(i));
      });
    } else if (key == "stronghold_cards") {
      if (!stronghold_cards::in_play(g)) bad(w + " needs the variant cr_strongholds (Stronghold cards)");
      p.strongholdHolders = read_holders<kStrongholdCards>(g, x, w, "Stronghold card", [](std::size_t i) {
        return stronghold_cards::card_key(static_cast<stronghold_cards::Card>(i));
      });
    } else if (key == "terror_tokens") {
      need_in_game(g, Faction::Moritani, w);
      const json::object& e = get_obj(x, w);
      std::array<std::int8_t, kTerrorTokens> at{-1, -1, -1, -1, -1, -1};
      for (const auto& kv : e) {
        int t = -1;
        for (int i = 0; i < kTerrorTokens; ++i)
          if (kv.key() == kTerrorTokenNames[static_cast<std::size_t>(i)]) t = i;
        if (t < 0)
          bad("unknown Terror token " + quoted(kv.key()) + " in " + w +
              " (expected \"assassination\", \"atomics\", \"extortion\", \"robbery\", \"sabotage\" or "
              "\"sneak_attack\")");
        const std::string tw = field(kv.key(), w);
        if (kv.value().is_null()) continue;  // in the Moritani supply
        if (kv.value().is_string() && kv.value().get_string() == "revealed") {
          at[static_cast<std::size_t>(t)] = kTerrorGone;
          continue;
        }
        // The Extortion revealed this turn, in front of the Moritani's shield until the Mentat Pause (E3
        // p.6).
        if (kv.value().is_string() && kv.value().get_string() == "waiting") {
          if (t != static_cast<int>(TerrorToken::Extortion))
            bad(tw + ": only the Extortion waits for the Mentat Pause (\"waiting\")");
          at[static_cast<std::size_t>(t)] = kTerrorExtortion;
          continue;
        }
        const TerritoryId terr = unwrap(territory_from_json(kv.value(), tw));
        if (terr >= kFirstHomeworldTerritory || !is_stronghold(terr) ||
            terr == location(kMobileStronghold).territory)
          bad(tw + " must be a stronghold of Arrakis (not the Hidden Mobile Stronghold): E3 pp.5,16");
        if (std::count(at.begin(), at.end(), static_cast<std::int8_t>(terr)) >= 2)
          bad(tw + ": a stronghold holds two Terror tokens at most (the second only by Grumman high)");
        at[static_cast<std::size_t>(t)] = static_cast<std::int8_t>(terr);
      }
      p.terror = at;
    } else if (key == "ambassadors") {
      need_in_game(g, Faction::Ecaz, w);
      const json::object& e = get_obj(x, w);
      std::array<std::int8_t, kFactions> at{};
      at.fill(kAmbassadorPool);
      for (const auto& kv : e) {
        const Faction f = unwrap(faction_from_json(json::value(kv.key()), w));
        if (f == Faction::Moritani) bad(w + ": there is no Moritani Ambassador (E3 p.4)");
        const std::string tw = field(kv.key(), w);
        const json::value& v = kv.value();
        if (v.is_null()) continue;  // not drawn
        if (v.is_string() &&
            (v.get_string() == "supply" || v.get_string() == "set_aside" || v.get_string() == "gone")) {
          at[static_cast<std::size_t>(index(f))] = v.get_string() == "supply"      ? kAmbassadorSupply
                                                   : v.get_string() == "set_aside" ? kAmbassadorSpent
                                                                                   : kAmbassadorGone;
          continue;
        }
        const TerritoryId terr = unwrap(territory_from_json(v, tw));
        if (terr >= kFirstHomeworldTerritory || !is_stronghold(terr) ||
            terr == location(kMobileStronghold).territory)
          bad(tw +
              " must be a stronghold of Arrakis (not the Hidden Mobile Stronghold), \"supply\", "
              "\"set_aside\", \"gone\" or null: E3 p.7");
        if (std::count(at.begin(), at.end(), static_cast<std::int8_t>(terr)) >= 1)
          bad(tw + ": a stronghold holds one Ambassador at most (E3 p.7)");
        at[static_cast<std::size_t>(index(f))] = static_cast<std::int8_t>(terr);
      }
      p.ambassadors = at;
    } else if (key == "atreides_battle_losses") {
      need_in_game(g, Faction::Atreides, w);
      if (!advanced(g)) bad(w + " counts toward the Kwisatz Haderach: Advanced game only");
      p.atreidesLosses = static_cast<std::int16_t>(get_int(x, w, 0, 999));
    } else if (key == "kwisatz_in_tanks") {
      need_in_game(g, Faction::Atreides, w);
      if (!advanced(g)) bad(w + ": the Kwisatz Haderach is Advanced only");
      p.kwisatzInTanks = get_bool(x, w);
    } else if (key == "choam_inflation") {
      // CHOAM's Inflation token (CR (2h), cr.choam.inflation): {"side": "double"|"cancel"|"none", "turn": the
      // turn it was played or flipped, "flipped", "gone"}.
      need_in_game(g, Faction::Choam, w);
      const json::object& e = get_obj(x, w);
      only_fields(e, {"side", "turn", "flipped", "gone"}, w);
      ChoamState c;
      if (const json::value* v = opt(e, "side")) {
        const std::string_view side = get_str(*v, field("side", w));
        if (side == "double")
          c.inflation = InflationSide::Double;
        else if (side == "cancel")
          c.inflation = InflationSide::Cancel;
        else if (side != "none")
          bad(field("side", w) + " must be \"double\", \"cancel\" or \"none\"");
      }
      if (const json::value* v = opt(e, "turn"))
        c.inflationTurn = static_cast<std::int8_t>(get_int(*v, field("turn", w), 1, g.ruleset.maxTurns));
      if (const json::value* v = opt(e, "flipped")) c.inflationFlipped = get_bool(*v, field("flipped", w));
      if (const json::value* v = opt(e, "gone")) c.inflationGone = get_bool(*v, field("gone", w));
      if (c.inflationGone && c.inflation != InflationSide::None)
        bad(w + ": a token gone from the game has no side up");
      if (c.inflation != InflationSide::None && c.inflationTurn == 0)
        bad(w + ": name the turn it was played");
      p.choam = c;
    } else if (key == "bg_prediction") {
      if (!g.in_game(Faction::BeneGesserit)) bad(w + " is given but the Bene Gesserit are not in this game");
      const json::object& e = get_obj(x, w);
      only_fields(e, {"faction", "turn"}, w);
      Faction pf = unwrap(faction_from_json(need(e, "faction", w), field("faction", w)));
      need_in_game(g, pf, field("faction", w));
      if (pf == Faction::BeneGesserit)
        bad(field("faction", w) + " must name another faction than the Bene Gesserit");
      auto t = static_cast<std::int8_t>(get_int(need(e, "turn", w), field("turn", w), 1, g.ruleset.maxTurns));
      p.prediction = std::make_pair(pf, t);
    } else if (faction_by_key(key, f) && faction_key(f) == key) {
      need_in_game(g, f, "the position");
      FactionPos& fp = p.factions[static_cast<std::size_t>(index(f))];
      const std::string fctx = "the position's " + key;
      const json::object& e = get_obj(x, w);
      only_fields(e,
                  {"spice", "reserves", "tanks", "hand", "traitors", "leaders_in_tanks", "ally",
                   "allied_since_turn", "karama_power_used", "leaders_face_down", "leaders_fought",
                   "captured_leaders", "face_dancers", "nexus_card"},
                  fctx);
      if (const json::value* s = opt(e, "spice"))
        fp.spice = static_cast<std::int16_t>(get_int(*s, field("spice", fctx), 0, 9999));
      if (const json::value* n = opt(e, "nexus_card")) {
        const std::string nw = field("nexus_card", fctx);
        if (!has_variant(g.ruleset.variants, Variant::EmNexusCards))
          bad(nw + " needs the variant em_nexus_cards (Nexus cards)");
        fp.nexusCard = n->is_null() ? std::int8_t{-1}
                                    : static_cast<std::int8_t>(index(unwrap(faction_from_json(*n, nw))));
      }
      if (const json::value* r = opt(e, "reserves")) {
        fp.reserves = read_force_count(*r, field("reserves", fctx));
        check_special(g, f, fp.reserves->special, field("reserves", fctx));
      }
      if (const json::value* t = opt(e, "tanks")) {
        fp.tanks = read_force_count(*t, field("tanks", fctx));
        check_special(g, f, fp.tanks->special, field("tanks", fctx));
      }
      if (const json::value* x2 = opt(e, "allied_since_turn"))
        fp.alliedSinceTurn =
            static_cast<std::int8_t>(get_int(*x2, field("allied_since_turn", fctx), 1, g.ruleset.maxTurns));
      if (const json::value* x2 = opt(e, "karama_power_used")) {
        fp.karamaPowerUsed = get_bool(*x2, field("karama_power_used", fctx));
        if (*fp.karamaPowerUsed && !advanced(g))
          bad(field("karama_power_used", fctx) + " is an Advanced rule (faction Karama powers)");
      }
      if (const json::value* x2 = opt(e, "leaders_face_down")) {
        const std::string lw = field("leaders_face_down", fctx);
        fp.faceDown = read_list<LeaderId>(*x2, lw, [&](const json::value& one, const std::string& ow) {
          LeaderId l = read_leader(g, one, ow);
          if (leader_faction(l) != f)
            bad(ow + " names " + std::string(leader_name(l)) + ", who is not a leader of " + key);
          return l;
        });
      }
      if (const json::value* x2 = opt(e, "leaders_fought")) {
        const std::string lw = field("leaders_fought", fctx);
        fp.fought = read_list<std::pair<LeaderId, TerritoryId>>(
            *x2, lw, [&](const json::value& one, const std::string& ow) {
              const json::object& lo = get_obj(one, ow);
              only_fields(lo, {"leader", "territory"}, ow);
              LeaderId l = read_leader(g, need(lo, "leader", ow), field("leader", ow));
              TerritoryId t = unwrap(territory_from_json(need(lo, "territory", ow), field("territory", ow)));
              return std::make_pair(l, t);
            });
      }
      if (const json::value* x2 = opt(e, "captured_leaders")) {
        const std::string lw = field("captured_leaders", fctx);
        // The Tleilaxu hold other factions' leaders as Gholas the same way (Ixians & Tleilaxu p.7 (2h)).
        if ((f != Faction::Harkonnen && f != Faction::Tleilaxu) || !advanced(g))
          bad(lw +
              ": only the Harkonnen capture leaders (GF9 Rulebook 2019 p.17) and the Tleilaxu hold Gholas "
              "(Ixians & Tleilaxu p.7), in the Advanced game");
        fp.captured = read_list<LeaderId>(*x2, lw, [&](const json::value& one, const std::string& ow) {
          LeaderId l = read_leader(g, one, ow);
          if (leader_faction(l) == f)
            bad(ow + " names " + std::string(leader_name(l)) +
                ", their own leader; captives are other factions'");
          return l;
        });
      }
      if (const json::value* h = opt(e, "hand")) {
        const std::string hw = field("hand", fctx);
        const json::array& a = get_arr(*h, hw);
        std::vector<CardSpec> hand;
        for (std::size_t i = 0; i < a.size(); ++i) {
          CardSpec cs;
          cs.card = unwrap(card_from_json(a[i], hw + "[" + std::to_string(i) + "]"));
          cs.exact = a[i].is_number() || (a[i].is_object() && opt(a[i].get_object(), "id"));
          hand.push_back(cs);
        }
        if (hand.size() > static_cast<std::size_t>(faction_info(f).handLimit))
          bad(hw + " holds " + std::to_string(hand.size()) + " cards, more than the hand limit of " +
              std::to_string(faction_info(f).handLimit));
        fp.hand = std::move(hand);
      }
      if (const json::value* t = opt(e, "traitors")) {
        const std::string tw = field("traitors", fctx);
        const json::array& a = get_arr(*t, tw);
        std::vector<LeaderId> ls;
        for (std::size_t i = 0; i < a.size(); ++i) {
          std::string lw = tw + "[" + std::to_string(i) + "]";
          LeaderId l = read_traitor_card(g, a[i], lw);
          if (std::find(ls.begin(), ls.end(), l) != ls.end())
            bad(tw + " lists " + std::string(leader_name(l)) + " twice");
          ls.push_back(l);
        }
        if (ls.size() > 4) bad(tw + " lists more than four traitors");
        if (!ls.empty() && hooks::has(g, Trait::DrawsNoTraitors, f))
          bad(tw + ": the " + std::string(faction_info(f).name) +
              " hold no traitor cards (Ixians & Tleilaxu p.6: the Face Dancers take their place)");
        fp.traitors = std::move(ls);
      }
      if (const json::value* t = opt(e, "face_dancers")) {
        // Ixians & Tleilaxu p.6 (E1 p.6 (2h)): the Tleilaxu hold three Face Dancers, traitor cards.
        const std::string tw = field("face_dancers", fctx);
        if (f != Faction::Tleilaxu) bad(tw + ": only the Tleilaxu have Face Dancers");
        const json::array& a = get_arr(*t, tw);
        std::vector<LeaderId> ls;
        for (std::size_t i = 0; i < a.size(); ++i) {
          LeaderId l = read_traitor_card(g, a[i], tw + "[" + std::to_string(i) + "]");
          if (std::find(ls.begin(), ls.end(), l) != ls.end())
            bad(tw + " lists " + std::string(leader_name(l)) + " twice");
          ls.push_back(l);
        }
        if (ls.size() != 3) bad(tw + " must list three Face Dancers");
        fp.faceDancers = std::move(ls);
      }
      if (const json::value* t = opt(e, "leaders_in_tanks")) {
        const std::string tw = field("leaders_in_tanks", fctx);
        const json::array& a = get_arr(*t, tw);
        std::vector<LeaderId> ls;
        for (std::size_t i = 0; i < a.size(); ++i) {
          std::string lw = tw + "[" + std::to_string(i) + "]";
          LeaderId l = unwrap(leader_from_json(a[i], lw));
          if (leader_faction(l) != f)
            bad(lw + " names " + std::string(leader_name(l)) + ", who is not a leader of " + key);
          if (leader_info(l).advancedOnly && !advanced(g))
            bad(lw + " names " + std::string(leader_name(l)) +
                ", who is in play only in the Advanced game (cr.choam.auditor)");
          ls.push_back(l);
        }
        fp.leadersInTanks = std::move(ls);
      }
      if (const json::value* al = e.if_contains("ally")) {
        fp.allyStated = true;
        if (!al->is_null()) {
          Faction af = unwrap(faction_from_json(*al, field("ally", fctx)));
          need_in_game(g, af, field("ally", fctx));
          if (af == f) bad(field("ally", fctx) + " cannot be the faction itself");
          fp.ally = static_cast<std::int8_t>(index(af));
        }
      }
    } else {
      bad("unknown field " + quoted(key) +
          " in the position (expected \"turn\", \"phase\", \"storm_sector\", \"forces\", \"spice_on_board\", "
          "\"bg_prediction\", \"treachery_deck\", \"treachery_discard\", \"spice_deck\", \"spice_discard\", "
          "\"spice_discard_b\", \"traitor_deck\", \"storm_card\", \"hms_host\", \"atreides_battle_losses\", "
          "\"kwisatz_in_tanks\", \"tech_tokens\", \"terror_tokens\", \"ambassadors\", \"nexus_deck\", "
          "\"nexus_discard\", \"discovery\" or a faction key such "
          "as "
          "\"atreides\")");
    }
  }
  // Stated alliances must agree with each other.
  for (int f = 0; f < kFactions; ++f) {
    const FactionPos& fp = p.factions[static_cast<std::size_t>(f)];
    if (!fp.allyStated || fp.ally < 0) continue;
    const FactionPos& other = p.factions[static_cast<std::size_t>(fp.ally)];
    if (other.allyStated && other.ally != f)
      bad("the position states " + std::string(faction_key(faction_at(f))) + " allied with " +
          std::string(faction_key(faction_at(fp.ally))) + ", but not the other way round");
    for (int h = 0; h < f; ++h)
      if (p.factions[static_cast<std::size_t>(h)].allyStated &&
          p.factions[static_cast<std::size_t>(h)].ally == fp.ally)
        bad("the position allies " + std::string(faction_key(faction_at(fp.ally))) + " with two factions");
  }
  // A traitor card is held by one faction at most.
  for (int f = 0; f < kFactions; ++f)
    for (int h = 0; h < f; ++h) {
      const auto& a = p.factions[static_cast<std::size_t>(f)].traitors;
      const auto& b = p.factions[static_cast<std::size_t>(h)].traitors;
      if (!a || !b) continue;
      for (LeaderId l : *a)
        if (std::find(b->begin(), b->end(), l) != b->end())
          bad("the position gives the traitor card " + std::string(leader_name(l)) + " to two factions");
    }
  // Nor is a stated Face Dancer another faction's traitor.
  for (const FactionPos& d : p.factions)
    if (d.faceDancers)
      for (int f = 0; f < kFactions; ++f) {
        const auto& t = p.factions[static_cast<std::size_t>(f)].traitors;
        if (t)
          for (LeaderId l : *d.faceDancers)
            if (std::find(t->begin(), t->end(), l) != t->end())
              bad("the position gives the traitor card " + std::string(leader_name(l)) + " to " +
                  std::string(faction_key(faction_at(f))) + " and makes it a Face Dancer of the Tleilaxu");
      }
  return p;
}

bool stated_traitor_elsewhere(const Position& p, Faction self, LeaderId l) {
  for (int f = 0; f < kFactions; ++f) {
    const auto& t = p.factions[static_cast<std::size_t>(f)].traitors;
    if (f != index(self) && t && std::find(t->begin(), t->end(), l) != t->end()) return true;
    const auto& d = p.factions[static_cast<std::size_t>(f)].faceDancers;
    if (d && std::find(d->begin(), d->end(), l) != d->end()) return true;
  }
  return false;
}

// Complete the setup decisions through the engine, with the stated or default choices.
void complete_setup(Game& g, const Position& p) {
  for (int guard = 0; g.phase == Phase::Setup && guard < 64; ++guard) {
    std::vector<Decision> ds = pending(g);
    if (ds.empty())
      bad("the engine's setup stopped without a pending decision; the position cannot be laid out");
    const Decision& d = ds.front();
    Action a;
    switch (d.kind) {
      case DecisionKind::Predict: {
        a.kind = ActionKind::Predict;
        if (p.prediction) {
          a.faction = p.prediction->first;
          a.amount = p.prediction->second;
        } else {
          // Default: the first other faction in the game, on the last turn.
          for (int f = 0; f < kFactions; ++f)
            if (faction_at(f) != Faction::BeneGesserit && g.in_game(faction_at(f))) {
              a.faction = faction_at(f);
              break;
            }
          a.amount = g.ruleset.maxTurns;
        }
        break;
      }
      case DecisionKind::PickTraitor: {
        a.kind = ActionKind::PickTraitor;
        const Player& pl = g.player(d.seat);
        const auto& stated = p.factions[static_cast<std::size_t>(index(d.seat))].traitors;
        a.leader = pl.traitorDraw.empty() ? kNoLeader : pl.traitorDraw.front();
        for (LeaderId l : pl.traitorDraw)
          if (stated ? std::find(stated->begin(), stated->end(), l) != stated->end()
                     : !stated_traitor_elsewhere(p, d.seat, l)) {
            a.leader = l;
            break;
          }
        break;
      }
      case DecisionKind::PlaceFremen:
        a.kind = ActionKind::PlaceFremen;
        a.amount = 10;
        break;
      case DecisionKind::SendAdvisor:  // Advanced setup: the Bene Gesserit starting advisor (adv-spice)
        a.kind = ActionKind::SendAdvisor;
        a.to = locations_of(T::PolarSink)[0];
        break;
      case DecisionKind::StartingCard:  // Ixian sheet: the Ixians keep the first card drawn (hands are
                                        // stated)
        a.kind = ActionKind::KeepStartingCard;
        a.card = g.ixian.startingCards.empty() ? kNoCard : g.ixian.startingCards.front();
        break;
      case DecisionKind::PlaceMoritani:  // Moritani (E3 p.5): any free territory; the position restates
                                         // forces
        for (const Action& x : legal_actions(g, d.seat))
          if (x.kind == ActionKind::PlaceMoritani) {
            a = x;
            break;
          }
        break;
      case DecisionKind::ChoamMarket:  // CHOAM at the end of Setup (CR (2h)): hands are stated; sell nothing
        a.kind = ActionKind::Pass;
        break;
      default:
        bad("the engine asks for a " + std::string(decision_key(d.kind)) +
            " decision during setup; the position cannot be laid out");
    }
    Status s = apply(g, d.seat, a);
    if (!s)
      bad("completing setup for the position (" + std::string(faction_key(d.seat)) + " " +
          std::string(action_key(a.kind)) + "): " + s.error().message);
  }
  if (g.phase == Phase::Setup) bad("the engine's setup did not finish; the position cannot be laid out");
}

void remove_one(std::vector<LeaderId>& v, LeaderId l) {
  auto it = std::find(v.begin(), v.end(), l);
  if (it != v.end()) v.erase(it);
}

void lay_traitors(Game& g, const Position& p) {
  std::vector<LeaderId> claimed;
  const std::vector<LeaderId>* statedDancers = nullptr;
  for (int f = 0; f < kFactions; ++f) {
    if (const auto& t = p.factions[static_cast<std::size_t>(f)].traitors)
      claimed.insert(claimed.end(), t->begin(), t->end());
    if (const auto& d = p.factions[static_cast<std::size_t>(f)].faceDancers) {
      claimed.insert(claimed.end(), d->begin(), d->end());
      statedDancers = &*d;
    }
  }
  if (claimed.empty()) return;
  // Stated factions: their old cards (kept and set aside, GF9 Rulebook 2019 p.6) go back to the
  // traitor deck; the stated ones leave the deck.
  for (int f = 0; f < kFactions; ++f) {
    const auto& t = p.factions[static_cast<std::size_t>(f)].traitors;
    if (!t) continue;
    Player& pl = g.players[static_cast<std::size_t>(f)];
    for (LeaderId l : pl.traitorDraw)
      if (std::find(claimed.begin(), claimed.end(), l) == claimed.end())
        g.traitorDeck.insert(g.traitorDeck.begin(), l);
    pl.traitors.clear();
    pl.traitorDraw.clear();
  }
  // Stated Face Dancers: the Tleilaxu's old ones go back to the traitor deck the same way.
  if (statedDancers) {
    for (LeaderId l : g.tleilaxu.faceDancers)
      if (std::find(claimed.begin(), claimed.end(), l) == claimed.end())
        g.traitorDeck.insert(g.traitorDeck.begin(), l);
    g.tleilaxu.faceDancers.clear();
  }
  for (LeaderId l : claimed) remove_one(g.traitorDeck, l);
  // Unstated factions lose any claimed card, kept (possible for the Harkonnen, who keep all they
  // draw) or set aside, and refill from the top of the traitor deck.
  for (int f = 0; f < kFactions; ++f) {
    if (p.factions[static_cast<std::size_t>(f)].traitors || !g.players[static_cast<std::size_t>(f)].inGame)
      continue;
    Player& pl = g.players[static_cast<std::size_t>(f)];
    std::size_t before = pl.traitors.size(), drawn = pl.traitorDraw.size();
    for (LeaderId l : claimed) {
      remove_one(pl.traitors, l);
      remove_one(pl.traitorDraw, l);
    }
    while (pl.traitors.size() < before && !g.traitorDeck.empty()) {
      pl.traitors.push_back(g.traitorDeck.back());
      pl.traitorDraw.push_back(g.traitorDeck.back());
      g.traitorDeck.pop_back();
    }
    while (pl.traitorDraw.size() < drawn && !g.traitorDeck.empty()) {
      pl.traitorDraw.push_back(g.traitorDeck.back());
      g.traitorDeck.pop_back();
    }
  }
  // The Tleilaxu Face Dancers (Ixians & Tleilaxu p.6) were dealt at setup from the deck as it stood
  // then: a stated card among them is replaced from the top of the traitor deck, which no longer
  // holds any stated card, so that every traitor card stays in exactly one place.
  for (LeaderId& l : g.tleilaxu.faceDancers)
    if (std::find(claimed.begin(), claimed.end(), l) != claimed.end()) {
      if (g.traitorDeck.empty())
        bad("the position's traitors take the Face Dancer " + std::string(leader_name(l)) +
            " and the traitor deck holds no card to replace it");
      l = g.traitorDeck.back();
      g.traitorDeck.pop_back();
    }
  for (int f = 0; f < kFactions; ++f)
    if (const auto& t = p.factions[static_cast<std::size_t>(f)].traitors) {
      g.players[static_cast<std::size_t>(f)].traitors = *t;
      g.players[static_cast<std::size_t>(f)].traitorDraw = *t;
    }
  if (statedDancers) g.tleilaxu.faceDancers = *statedDancers;
}

// Where a card is now: 0 this faction's hand, 1 deck, 2 discard, 3 elsewhere (another hand, auction).
int card_place_rank(const Game& g, Faction f, CardId c) {
  for (const HeldCard& h : g.player(f).hand)
    if (h.card == c) return 0;
  if (std::find(g.treacheryDeck.begin(), g.treacheryDeck.end(), c) != g.treacheryDeck.end()) return 1;
  if (std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), c) != g.treacheryDiscard.end())
    return 2;
  return 3;
}

void take_card_out(Game& g, CardId c) {
  auto erase = [c](std::vector<CardId>& v) { v.erase(std::remove(v.begin(), v.end(), c), v.end()); };
  erase(g.treacheryDeck);
  erase(g.treacheryDiscard);
  erase(g.bidding.up);
  for (Player& pl : g.players)
    pl.hand.erase(
        std::remove_if(pl.hand.begin(), pl.hand.end(), [c](const HeldCard& h) { return h.card == c; }),
        pl.hand.end());
}

// A card of a set the game's variants do not select is not in this game (engine/data/variants.hpp).
bool in_game_sets(const Game& g, CardId c) {
  return (card_sets_of(g.ruleset.variants) >> static_cast<unsigned>(card_info(c).set)) & 1u;
}
std::string card_not_in_game(CardId c) {
  return "the position names " + std::string(card_info(c).name) + ", a card of the " +
         std::string(card_set_key(card_info(c).set)) + " set, which this game's variants do not include";
}

void lay_hands(Game& g, const Position& p) {
  // Per faction: (position in the stated hand, card), to keep the stated order.
  std::array<std::vector<std::pair<std::size_t, CardId>>, kFactions> chosen{};
  std::vector<bool> claimed(kTreacheryCards, false);
  // Exact ids first, so that a key never takes a copy named by id elsewhere.
  for (int pass = 0; pass < 2; ++pass)
    for (int f = 0; f < kFactions; ++f) {
      const auto& hand = p.factions[static_cast<std::size_t>(f)].hand;
      if (!hand) continue;
      for (std::size_t i = 0; i < hand->size(); ++i) {
        const CardSpec& cs = (*hand)[i];
        if (cs.exact != (pass == 0)) continue;
        CardId pick = kNoCard;
        if (!in_game_sets(g, cs.card)) bad(card_not_in_game(cs.card));
        if (cs.exact) {
          if (claimed[static_cast<std::size_t>(cs.card)])
            bad("the position places card " + std::to_string(cs.card) + " (" +
                std::string(card_info(cs.card).name) + ") in two hands");
          pick = cs.card;
        } else {
          int best = 99;
          for (CardId c = 0; c < kTreacheryCards; ++c) {
            if (claimed[static_cast<std::size_t>(c)] || card_info(c).key != card_info(cs.card).key ||
                !in_game_sets(g, c))
              continue;
            int r = card_place_rank(g, faction_at(f), c);
            if (r < best) {
              best = r;
              pick = c;
            }
          }
          if (pick == kNoCard)
            bad("the position asks for more " + std::string(card_info(cs.card).name) +
                " cards than the deck holds");
        }
        claimed[static_cast<std::size_t>(pick)] = true;
        chosen[static_cast<std::size_t>(f)].emplace_back(i, pick);
      }
    }
  for (CardId c = 0; c < kTreacheryCards; ++c)
    if (claimed[static_cast<std::size_t>(c)]) take_card_out(g, c);
  for (int f = 0; f < kFactions; ++f) {
    if (!p.factions[static_cast<std::size_t>(f)].hand) continue;
    Player& pl = g.players[static_cast<std::size_t>(f)];
    // Cards the faction held but the position does not give it go under the treachery deck.
    for (const HeldCard& h : pl.hand) g.treacheryDeck.insert(g.treacheryDeck.begin(), h.card);
    pl.hand.clear();
    auto& mine = chosen[static_cast<std::size_t>(f)];
    std::sort(mine.begin(), mine.end());
    for (const auto& [i, c] : mine) pl.hand.push_back(HeldCard{c, FactionSet::of(faction_at(f))});
  }
}

void lay_forces(Game& g, const Position& p) {
  if (p.forces) {
    std::array<bool, kFactions> stated{};
    for (const ForcesAt& fa : *p.forces) stated[static_cast<std::size_t>(index(fa.faction))] = true;
    for (int f = 0; f < kFactions; ++f)
      if (stated[static_cast<std::size_t>(f)])
        for (auto& loc : g.board) loc[static_cast<std::size_t>(f)] = Forces{};
    for (const ForcesAt& fa : *p.forces) {
      Forces& here =
          g.board[static_cast<std::size_t>(fa.location)][static_cast<std::size_t>(index(fa.faction))];
      int n = here.normal + fa.forces.normal, s = here.special + fa.forces.special;
      if (n > kForcesPerFaction || s > kForcesPerFaction)
        bad("the position puts more than 20 " + std::string(faction_key(fa.faction)) +
            " forces in one place");
      here.normal = static_cast<std::uint8_t>(n);
      here.special = static_cast<std::uint8_t>(s);
    }
  }
  for (int f = 0; f < kFactions; ++f) {
    Player& pl = g.players[static_cast<std::size_t>(f)];
    if (!pl.inGame) continue;
    const FactionPos& fp = p.factions[static_cast<std::size_t>(f)];
    if (fp.tanks) pl.tanks = *fp.tanks;
    int onBoard = 0, boardSpecial = 0;
    for (const auto& loc : g.board) {
      onBoard += loc[static_cast<std::size_t>(f)].total();
      boardSpecial += loc[static_cast<std::size_t>(f)].special;
    }
    const std::string key(faction_key(faction_at(f)));
    if (fp.reserves) {
      pl.reserves = *fp.reserves;
      check_special(g, faction_at(f), boardSpecial + pl.tanks.special + pl.reserves.special,
                    "the position (board, tanks and reserves together)");
      int total = onBoard + pl.tanks.total() + pl.reserves.total();
      if (total != kForcesPerFaction)
        bad("the position gives " + key + " " + std::to_string(total) + " forces (" +
            std::to_string(onBoard) + " on the board, " + std::to_string(pl.tanks.total()) +
            " in the tanks, " + std::to_string(pl.reserves.total()) +
            " in reserve); a faction has exactly 20");
    } else {
      // Elite forces not on the board or in the Tanks are in reserve (the Emperor's 5 Sardaukar, the
      // Fremen's 3 Fedaykin; GF9 Rulebook 2019 pp.16-19): never more than the faction has.
      const int allot = special_allotment(g, faction_at(f));
      if (allot < kForcesPerFaction) {
        int special = allot - boardSpecial - pl.tanks.special;
        if (special < 0)
          bad("the position gives " + key + " " + std::to_string(boardSpecial + pl.tanks.special) + " " +
              special_name(faction_at(f)) + " (on the board and in the tanks); they have " +
              std::to_string(allot));
        pl.reserves.special = static_cast<std::uint8_t>(special);
      }
      int normal = kForcesPerFaction - onBoard - pl.tanks.total() - pl.reserves.special;
      if (normal < 0)
        bad("the position gives " + key + " more than 20 forces (" + std::to_string(onBoard) +
            " on the board, " + std::to_string(pl.tanks.total()) + " in the tanks)");
      pl.reserves.normal = static_cast<std::uint8_t>(normal);
    }
  }
}

// --- deck and pile orders (issue 16): every stated pile is listed from the top down ----------------

template <class T>
std::vector<T> top_first(const std::vector<T>& pile) {  // piles are stored with back() on top
  return std::vector<T>(pile.rbegin(), pile.rend());
}
template <class T>
std::vector<T> stored(const std::vector<T>& topFirst) {
  return std::vector<T>(topFirst.rbegin(), topFirst.rend());
}
template <class T>
bool has(const std::vector<T>& v, T x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// The stated piles take their cards; every other card keeps its pile (deck or discard) and order,
// below the stated ones in the deck. Cards in hands cannot be in a pile.
void lay_treachery_piles(Game& g, const Position& p) {
  if (!p.treacheryDeck && !p.treacheryDiscard) return;
  // A hand the position states is fixed; a hand it leaves unstated was dealt at random, and a stated
  // pile may take a card from it when no other copy is free: the hand is dealt another card instead.
  std::vector<bool> inHand(kTreacheryCards, false), dealt(kTreacheryCards, false),
      taken(kTreacheryCards, false);
  for (int f = 0; f < kFactions; ++f)
    for (const HeldCard& h : g.players[static_cast<std::size_t>(f)].hand)
      (p.factions[static_cast<std::size_t>(f)].hand ? inHand : dealt)[static_cast<std::size_t>(h.card)] =
          true;
  auto resolve = [&](const std::optional<std::vector<CardSpec>>& specs, const char* name) {
    std::vector<CardId> out;
    if (!specs) return out;
    out.assign(specs->size(), kNoCard);
    for (int pass = 0; pass < 2; ++pass)  // exact ids first, then keys take a free copy
      for (std::size_t i = 0; i < specs->size(); ++i) {
        const CardSpec& cs = (*specs)[i];
        if (cs.exact != (pass == 0)) continue;
        CardId pick = kNoCard;
        if (!in_game_sets(g, cs.card)) bad(card_not_in_game(cs.card));
        if (cs.exact) {
          if (inHand[static_cast<std::size_t>(cs.card)] || taken[static_cast<std::size_t>(cs.card)])
            bad("the position's " + std::string(name) + " names card " + std::to_string(cs.card) + " (" +
                std::string(card_info(cs.card).name) + "), which is already in a hand or another pile");
          pick = cs.card;
        } else {
          for (int dealtToo = 0; dealtToo < 2 && pick == kNoCard; ++dealtToo)
            for (CardId c = 0; c < kTreacheryCards && pick == kNoCard; ++c)
              if (!inHand[static_cast<std::size_t>(c)] && !taken[static_cast<std::size_t>(c)] &&
                  (dealtToo || !dealt[static_cast<std::size_t>(c)]) &&
                  card_info(c).key == card_info(cs.card).key && in_game_sets(g, c))
                pick = c;
          if (pick == kNoCard)
            bad("the position's " + std::string(name) + " asks for more " +
                std::string(card_info(cs.card).name) +
                " cards than are left outside the hands and the other stated piles");
        }
        taken[static_cast<std::size_t>(pick)] = true;
        out[i] = pick;
      }
    return out;
  };
  std::vector<CardId> deck = resolve(p.treacheryDeck, "treachery_deck");
  std::vector<CardId> discard = resolve(p.treacheryDiscard, "treachery_discard");
  std::vector<CardId> oldDeck = top_first(g.treacheryDeck), oldDiscard = top_first(g.treacheryDiscard);
  // A dealt hand that gave up a card to a stated pile gets the top free card of the deck in its place.
  for (Player& pl : g.players)
    for (HeldCard& h : pl.hand) {
      if (!dealt[static_cast<std::size_t>(h.card)] || !taken[static_cast<std::size_t>(h.card)]) continue;
      auto free = std::find_if(oldDeck.begin(), oldDeck.end(),
                               [&](CardId c) { return !taken[static_cast<std::size_t>(c)]; });
      if (free == oldDeck.end())
        bad("the position's stated piles leave no card in the deck to deal to the unstated hands");
      h.card = *free;
      oldDeck.erase(free);
    }
  if (!p.treacheryDiscard)
    for (CardId c : oldDiscard)
      if (!taken[static_cast<std::size_t>(c)]) discard.push_back(c);
  for (CardId c : oldDeck)
    if (!taken[static_cast<std::size_t>(c)] && !has(discard, c)) deck.push_back(c);
  if (p.treacheryDiscard)
    for (CardId c : oldDiscard)
      if (!taken[static_cast<std::size_t>(c)]) deck.push_back(c);
  g.treacheryDeck = stored(deck);
  g.treacheryDiscard = stored(discard);
}

void lay_spice_piles(Game& g, const Position& p) {
  if (!p.spiceDeck && !p.spiceDiscard && !p.spiceDiscardB) return;
  std::vector<bool> taken(kSpiceCards, false);
  const std::optional<std::vector<SpiceCardId>>* stated[3] = {&p.spiceDeck, &p.spiceDiscard,
                                                              &p.spiceDiscardB};
  const char* names[3] = {"spice_deck", "spice_discard", "spice_discard_b"};
  std::vector<SpiceCardId> piles[3];
  for (int pass = 0; pass < 2; ++pass)  // named cards first, then "shai_hulud" takes a free copy
    for (int k = 0; k < 3; ++k) {
      if (!*stated[k]) continue;
      const auto& list = **stated[k];
      if (pass == 0) piles[k].assign(list.size(), -1);
      for (std::size_t i = 0; i < list.size(); ++i) {
        SpiceCardId c = list[i];
        if ((c == kAnyShaiHulud) != (pass == 1)) continue;
        if (c == kAnyShaiHulud) {
          for (SpiceCardId h = 0; h < kSpiceCards && c == kAnyShaiHulud; ++h)
            if (is_shai_hulud(h) && !taken[static_cast<std::size_t>(h)]) c = h;
          if (c == kAnyShaiHulud)
            bad("the position's spice piles ask for more Shai-Hulud cards than there are");
        } else if (taken[static_cast<std::size_t>(c)]) {
          bad("the position's " + std::string(names[k]) + " names spice card " + std::to_string(c) +
              ", which is already in a stated pile");
        } else if (is_sandtrout(c) && !has_variant(g.ruleset.variants, Variant::ItSandtrout)) {
          bad("the position's " + std::string(names[k]) +
              " names Sandtrout, which is in the spice deck only with the variant it_sandtrout");
        } else if (is_great_maker(c) && !has_variant(g.ruleset.variants, Variant::EmGreatMaker)) {
          bad("the position's " + std::string(names[k]) +
              " names the Great Maker, which is in the spice deck only with the variant em_great_maker");
        } else if (is_discovery_card(c) && !has_variant(g.ruleset.variants, Variant::EmDiscovery)) {
          bad("the position's " + std::string(names[k]) + " names spice card " + std::to_string(c) +
              ", a Discovery card, which is in the spice deck only with the variant em_discovery");
        }
        taken[static_cast<std::size_t>(c)] = true;
        piles[k][i] = c;
      }
    }
  std::vector<SpiceCardId> old[3] = {top_first(g.spiceDeck), top_first(g.spiceDiscard),
                                     top_first(g.spiceDiscardB)};
  for (int k = 1; k < 3; ++k)
    if (!*stated[k])
      for (SpiceCardId c : old[k])
        if (!taken[static_cast<std::size_t>(c)]) {
          piles[k].push_back(c);
          taken[static_cast<std::size_t>(c)] = true;
        }
  for (int k = 0; k < 3; ++k)
    for (SpiceCardId c : old[k])
      if (!taken[static_cast<std::size_t>(c)]) {
        piles[0].push_back(c);
        taken[static_cast<std::size_t>(c)] = true;
      }
  g.spiceDeck = stored(piles[0]);
  g.spiceDiscard = stored(piles[1]);
  g.spiceDiscardB = stored(piles[2]);
}

void lay_traitor_deck(Game& g, const Position& p) {
  if (!p.traitorDeck) return;
  std::vector<LeaderId> deck;
  for (LeaderId l : *p.traitorDeck) {
    if (has(deck, l)) bad("the position's traitor_deck lists " + std::string(leader_name(l)) + " twice");
    for (const Player& pl : g.players)
      if (has(pl.traitors, l) || has(pl.traitorDraw, l))
        bad("the position's traitor_deck lists " + std::string(leader_name(l)) +
            ", whose traitor card a player holds or set aside");
    for (const FactionPos& fp : p.factions)
      if (fp.faceDancers && has(*fp.faceDancers, l))
        bad("the position's traitor_deck lists " + std::string(leader_name(l)) +
            ", whose traitor card it makes a Face Dancer of the Tleilaxu");
    deck.push_back(l);
  }
  const std::size_t statedCount = deck.size();
  for (LeaderId l : top_first(g.traitorDeck))
    if (!has(deck, l)) deck.push_back(l);
  // A stated card that is one of the Tleilaxu Face Dancers (Ixians & Tleilaxu p.6) stays where the
  // position puts it; the Face Dancer is replaced by the top card the position left unstated.
  for (LeaderId& l : g.tleilaxu.faceDancers) {
    if (!has(*p.traitorDeck, l)) continue;
    if (deck.size() == statedCount)
      bad("the position's traitor_deck lists " + std::string(leader_name(l)) +
          ", a Face Dancer of the Tleilaxu, and leaves no other card to replace it");
    l = deck[statedCount];
    deck.erase(deck.begin() + static_cast<std::ptrdiff_t>(statedCount));
  }
  g.traitorDeck = stored(deck);
}

// Leader and faction state that only play reaches otherwise (issue 16); after the Tanks are laid.
void lay_faction_state(Game& g, const Position& p) {
  for (int f = 0; f < kFactions; ++f) {
    const FactionPos& fp = p.factions[static_cast<std::size_t>(f)];
    Player& pl = g.players[static_cast<std::size_t>(f)];
    const std::string key(faction_key(faction_at(f)));
    if (fp.karamaPowerUsed) pl.karamaPowerUsed = *fp.karamaPowerUsed;
    if (fp.alliedSinceTurn) {
      if (pl.ally < 0) bad("the position gives " + key + " an allied_since_turn but no ally");
      if (*fp.alliedSinceTurn > g.turn)
        bad("the position's " + key + " allied_since_turn is after the current turn " +
            std::to_string(g.turn));
      const FactionPos& other = p.factions[static_cast<std::size_t>(pl.ally)];
      if (other.alliedSinceTurn && *other.alliedSinceTurn != *fp.alliedSinceTurn)
        bad("the position states two different turns for the alliance of " + key + " and " +
            std::string(faction_key(faction_at(pl.ally))));
      pl.alliedSinceTurn = *fp.alliedSinceTurn;
      g.players[static_cast<std::size_t>(pl.ally)].alliedSinceTurn = *fp.alliedSinceTurn;
    }
    if (fp.faceDown)
      for (LeaderId l : *fp.faceDown) {
        LeaderState& ls = pl.leaders[static_cast<std::size_t>(leader_slot(l))];
        if (ls.where != LeaderWhere::Tanks)
          bad("the position lays " + std::string(leader_name(l)) +
              " face down, but the leader is not in the Tanks (list it in leaders_in_tanks)");
        ls.faceDown = true;
        if (ls.deaths < 2) ls.deaths = 2;  // face down: killed again after a revival (GF9 Rulebook 2019 p.9)
      }
    if (fp.captured)
      for (LeaderId l : *fp.captured) {
        LeaderState& ls = g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
        if (ls.where == LeaderWhere::Tanks)
          bad("the position has " + std::string(faction_key(faction_at(f))) + " hold " +
              std::string(leader_name(l)) + ", who is in the Tanks");
        ls.capturedBy = static_cast<std::int8_t>(f);
      }
  }
  if (p.atreidesLosses) g.atreides.battleLosses = *p.atreidesLosses;
  if (p.kwisatzInTanks) g.atreides.kwisatzInTanks = *p.kwisatzInTanks;
  if (p.stormCard) g.fremen.stormCard = *p.stormCard;
  if (p.hmsHost) g.mobileHost = *p.hmsHost;
  if (p.terror) g.em.terror = *p.terror;
  // Ecaz Ambassadors: as stated; else Ecaz's own and five drawn at random, as at setup (E3 p.7).
  if (p.ambassadors)
    g.em.ambassador = *p.ambassadors;
  else if (g.in_game(Faction::Ecaz))
    ecaz::deal_ambassadors(g);
  // Technology tokens: as stated; a position past the first Storm phase has them dealt (none if not stated).
  if (tech::in_play(g)) {
    g.tech.dealt = p.techOwners || p.turn.value_or(1) > 1 || p.phase != Phase::Storm;
    if (p.techOwners) g.tech.owner = *p.techOwners;
  }
  if (p.strongholdHolders) g.cr.strongholds.holder = *p.strongholdHolders;
}

// Leaders that already fought this turn (after the phase progress is reset, before the phase begins).
void lay_fought(Game& g, const Position& p) {
  for (const FactionPos& fp : p.factions) {
    if (!fp.fought) continue;
    for (auto [l, t] : *fp.fought) {
      LeaderState& ls = g.player(leader_faction(l)).leaders[static_cast<std::size_t>(leader_slot(l))];
      if (ls.where == LeaderWhere::Tanks)
        bad("the position says " + std::string(leader_name(l)) +
            " fought this turn and survived, but the "
            "leader is in the Tanks");
      ls.foughtIn = t;
    }
  }
}

// Nexus Cards (em_nexus_cards; E3 p.11): the stated cards held, then the stated deck and discards (top
// first); every other card keeps its pile and order, below the stated ones in the deck. Each of the twelve
// cards is in one place; a faction in an alliance holds none (joining one discards it).
void lay_nexus_cards(Game& g, const Position& p) {
  NexusCardsState& s = g.em.nexusCards;
  std::array<bool, kFactions> taken{};
  auto take = [&](std::int8_t c, const std::string& where) {
    if (taken[static_cast<std::size_t>(c)])
      bad("the position names the " + std::string(faction_info(faction_at(c)).name) + " Nexus card twice (" +
          where + ")");
    taken[static_cast<std::size_t>(c)] = true;
  };
  bool any = p.nexusDeck || p.nexusDiscard;
  for (int f = 0; f < kFactions; ++f) {
    const auto& c = p.factions[static_cast<std::size_t>(f)].nexusCard;
    if (!c) continue;
    any = true;
    if (*c >= 0) {
      if (g.players[static_cast<std::size_t>(f)].ally != kNoAlly)
        bad("the position's " + std::string(faction_key(faction_at(f))) +
            " hold a Nexus card while allied; joining an alliance discards it (E3 p.11)");
      take(*c, std::string(faction_key(faction_at(f))) + "'s nexus_card");
    }
  }
  if (!any) return;
  for (const auto* pile : {&p.nexusDeck, &p.nexusDiscard})
    if (*pile)
      for (std::int8_t c : **pile) take(c, pile == &p.nexusDeck ? "nexus_deck" : "nexus_discard");
  // The position is laid on a new game: every card is in the deck, shuffled, none held or discarded.
  for (int f = 0; f < kFactions; ++f)
    if (const auto& c = p.factions[static_cast<std::size_t>(f)].nexusCard)
      s.held[static_cast<std::size_t>(f)] = *c;
  std::vector<std::int8_t> deck = p.nexusDeck.value_or(std::vector<std::int8_t>{});
  for (std::int8_t c : top_first(s.deck))
    if (!taken[static_cast<std::size_t>(c)]) deck.push_back(c);  // below the stated ones
  s.deck = stored(deck);
  s.discard = stored(p.nexusDiscard.value_or(std::vector<std::int8_t>{}));
}

// Discovery (em_discovery; E3 pp.12-13): the stated tokens leave their pools (the others keep their shuffled
// order); forces stand in a Discovery location only once it is on the map.
void lay_discovery(Game& g, const Position& p) {
  DiscoveryState& d = g.em.discovery;
  if (p.discovery) {
    std::array<bool, kDiscoveryTokens> stated{};
    for (std::int8_t t : p.discoverySite)
      if (t >= 0) stated[static_cast<std::size_t>(t)] = true;
    for (int k = 0; k < kDiscoveryLocations; ++k)
      if (p.discoveryHost[static_cast<std::size_t>(k)] != kNoLocation)
        stated[static_cast<std::size_t>(k)] = true;
    if (p.ornithopter >= 0) stated[static_cast<std::size_t>(DiscoveryToken::Ornithopter)] = true;
    for (auto* pool : {&d.hiereg, &d.smuggler})
      std::erase_if(*pool, [&](std::int8_t t) { return stated[static_cast<std::size_t>(t)]; });
    d.site = p.discoverySite;
    d.host = p.discoveryHost;
    d.revealedTurn = p.discoveryTurn;
    d.ornithopter = p.ornithopter;
  }
  for (int k = 0; k < kDiscoveryLocations; ++k)
    if (d.host[static_cast<std::size_t>(k)] == kNoLocation)
      for (const Forces& fc : g.board[static_cast<std::size_t>(kFirstDiscoveryLocation + k)])
        if (!fc.empty())
          bad("the position has forces in " +
              std::string(territory(static_cast<TerritoryId>(kFirstDiscoveryTerritory + k)).name) +
              ", which is not on the map: state it in discovery.revealed (em.discovery.location)");
}

void lay_position(Game& g, const Position& p) {
  if (p.turn) g.turn = *p.turn;
  if (p.stormSector) g.stormSector = *p.stormSector;
  if (p.choam) g.cr.choam = *p.choam;
  if (p.prediction) {
    g.beneGesserit.predictedFaction = static_cast<std::int8_t>(index(p.prediction->first));
    g.beneGesserit.predictedTurn = p.prediction->second;
  }
  lay_traitors(g, p);
  lay_hands(g, p);
  lay_forces(g, p);
  if (p.spice) {
    g.spice.fill(0);
    for (auto [l, n] : *p.spice)
      g.spice[static_cast<std::size_t>(l)] =
          static_cast<std::int16_t>(g.spice[static_cast<std::size_t>(l)] + n);
  }
  for (int f = 0; f < kFactions; ++f) {
    const FactionPos& fp = p.factions[static_cast<std::size_t>(f)];
    Player& pl = g.players[static_cast<std::size_t>(f)];
    if (fp.spice) pl.spice = *fp.spice;
    if (fp.leadersInTanks)
      for (int i = 0; i < leader_count(faction_at(f)); ++i) {
        LeaderState& ls = pl.leaders[static_cast<std::size_t>(i)];
        bool dead = std::find(fp.leadersInTanks->begin(), fp.leadersInTanks->end(),
                              leader_id(faction_at(f), i)) != fp.leadersInTanks->end();
        ls.where = dead ? LeaderWhere::Tanks : LeaderWhere::Available;
        if (dead && ls.deaths == 0) ls.deaths = 1;
        if (!dead) ls.faceDown = false;
      }
  }
  for (int f = 0; f < kFactions; ++f) {
    const FactionPos& fp = p.factions[static_cast<std::size_t>(f)];
    if (!fp.allyStated) continue;
    Player& pl = g.players[static_cast<std::size_t>(f)];
    if (pl.ally >= 0 && g.players[static_cast<std::size_t>(pl.ally)].ally == f)
      g.players[static_cast<std::size_t>(pl.ally)].ally = kNoAlly;
    pl.ally = kNoAlly;
    if (fp.ally < 0) continue;
    Player& other = g.players[static_cast<std::size_t>(fp.ally)];
    if (other.ally >= 0 && other.ally != f) g.players[static_cast<std::size_t>(other.ally)].ally = kNoAlly;
    pl.ally = fp.ally;
    other.ally = static_cast<std::int8_t>(f);
    pl.alliedSinceTurn = other.alliedSinceTurn = g.turn;
  }
  lay_faction_state(g, p);
  lay_nexus_cards(g, p);
  lay_discovery(g, p);
  lay_treachery_piles(g, p);
  lay_spice_piles(g, p);
  lay_traitor_deck(g, p);
}

Game start(const GameFile& file) {
  Result<Game> r = new_game(file.setup);
  if (!r) throw r.error();
  Game g = std::move(r.value());
  if (!file.position) return g;
  Position p = read_position(g, *file.position);
  // The setup choices are superseded by the position: their log lines are dropped.
  std::vector<LogEntry> logBefore = g.log;
  complete_setup(g, p);
  g.log = std::move(logBefore);
  lay_position(g, p);
  // Enter the stated phase afresh: no step of another phase is in progress.
  g.storm = StormStep{};
  g.nexus = NexusStep{};
  g.charityDone.clear();
  g.bidding = BiddingStep{};
  g.revivalDone.clear();
  g.shipMove = ShipMoveStep{};
  g.battle = BattleStep{};
  g.amal.open = false;  // a window at the beginning of a phase opens again when the stated one begins
  g.amal.asked = {};
  for (Player& pl : g.players)
    for (LeaderState& ls : pl.leaders) ls.foughtIn = kNoTerritory;
  lay_fought(g, p);
  g.log.push_back(
      LogEntry{g.turn, p.phase, Audience::everyone(),
               Text::literal("The game starts from a stated position: turn " + std::to_string(g.turn) + ", " +
                             std::string(phase_key(p.phase)) + " phase.")});
  g.version = 0;
  // The stated spice is the ledger's starting point (the bank has paid nothing since), so the
  // check covers what entering the phase moves; the other invariants check the position itself.
  const long spiceBase = spice_on_table(g) - g.bankOut;
  // Homeworlds variant: a faction alone on another faction's Homeworld in the position is its Occupier.
  homeworlds::settle_occupation(g);
  begin_phase(g, p.phase);
  note_asked(g);
  // Once, here, not after each replayed action: long replays stay as fast as before.
  if (std::string refusal = stated_position_refusal(g, spiceBase); !refusal.empty()) throw Bad{refusal};
  return g;
}

}  // namespace

Result<GameFile> game_file_from_json(const json::value& v) {
  return guarded([&] { return read_file(v); }, "game file");
}

Result<GameFile> parse_game_file(std::string_view text) {
  Result<json::value> v = parse_json(text);
  if (!v) return v.error();
  return game_file_from_json(v.value());
}

json::value to_json(const GameFile& f) {
  json::object o;
  o["format"] = "dune-game";
  json::array factions;
  for (Faction x : f.setup.factions) factions.push_back(json::string(faction_key(x)));
  json::object setup;
  setup["ruleset"] = ruleset_json(f.setup.ruleset);
  setup["factions"] = std::move(factions);
  if (f.setup.ruleset.variants) setup["variants"] = variants_to_json(f.setup.ruleset.variants);
  // Seeds beyond 2^53 are written as decimal strings so JavaScript readers keep them exact.
  if (f.setup.seed <= (std::uint64_t{1} << 53))
    setup["seed"] = f.setup.seed;
  else
    setup["seed"] = std::to_string(f.setup.seed);
  setup["random_seating"] = f.setup.randomSeating;
  o["setup"] = std::move(setup);
  if (f.position) o["position"] = *f.position;
  json::array actions;
  for (const auto& [seat, a] : f.actions)
    actions.push_back(json::object{{"seat", faction_key(seat)}, {"action", to_json(a)}});
  o["actions"] = std::move(actions);
  return o;
}

std::string write_game_file(const GameFile& f) { return to_pretty_string(to_json(f)) + "\n"; }

std::string stated_position_refusal(const Game& g, long spiceBase) {
  std::string broken = check_invariants(g, spiceBase);
  return broken.empty() ? broken : "The stated position is not consistent: " + broken;
}

Result<Game> start_game(const GameFile& f) {
  return guarded([&] { return start(f); }, "game file");
}

Result<Game> replay(const GameFile& f, std::size_t* appliedCount) {
  if (appliedCount) *appliedCount = 0;
  Result<Game> r = start_game(f);
  if (!r) return r;
  Game& g = r.value();
  for (std::size_t i = 0; i < f.actions.size(); ++i) {
    const auto& [seat, a] = f.actions[i];
    Status s = apply(g, seat, a);
    if (!s)
      return fail(s.error().code, "action #" + std::to_string(i + 1) + " (" + std::string(faction_key(seat)) +
                                      "): " + s.error().message);
    if (appliedCount) *appliedCount = i + 1;
  }
  return r;
}

Result<Replayed> replay_all(const GameFile& f) {
  Result<Game> r = start_game(f);
  if (!r) return r.error();
  Replayed out{std::move(r.value()), 0, std::nullopt, std::nullopt, {}};
  out.log = out.game.log;
  for (std::size_t i = 0; i < f.actions.size(); ++i) {
    const auto& [seat, a] = f.actions[i];
    Status s = apply(out.game, seat, a);
    if (!s) {
      out.refusal = fail(s.error().code, "action #" + std::to_string(i + 1) + " (" +
                                             std::string(faction_key(seat)) + "): " + s.error().message);
      out.refused = f.actions[i];
      break;
    }
    out.applied = i + 1;
    out.log.insert(out.log.end(), out.game.log.begin(), out.game.log.end());
  }
  return out;
}

std::vector<std::string> log_lines_for(const std::vector<LogEntry>& log, std::optional<Faction> seat) {
  std::vector<std::string> out;
  for (const LogEntry& e : log)
    if (e.visibleTo.is_public() || (seat && e.visibleTo.visible_to(*seat))) out.push_back(log_text(e));
  return out;
}

}  // namespace dune
