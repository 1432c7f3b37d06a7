// JSON codec: actions, decisions, views and lossless game snapshots, with Boost.JSON.
// Decoding validates every field (type, range, known key) and reports the first problem as
// Err::BadJson with a sentence naming the field. Internally a decode step throws `Bad`; the
// public functions catch it (and any Boost or standard exception) and return the error.
// Format reference: docs/GAME_FILES.md.
#include "engine/codec/json.hpp"

#include "engine/data/variants.hpp"

#include "engine/rules/factions/advantages.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace dune {
namespace json = boost::json;

namespace {

// --- errors ------------------------------------------------------------------------------------

struct Bad {
  std::string msg;
};

[[noreturn]] void bad(std::string m) {
  if (!m.empty()) m[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(m[0])));
  if (!m.empty() && m.back() != '.') m += '.';
  throw Bad{std::move(m)};
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// A short description of a JSON value for messages: `the string "abc"`, `-3`, `an object`.
std::string describe(const json::value& v) {
  switch (v.kind()) {
    case json::kind::null: return "null";
    case json::kind::bool_: return v.get_bool() ? "true" : "false";
    case json::kind::int64:
    case json::kind::uint64:
    case json::kind::double_: return json::serialize(v);
    case json::kind::string: {
      std::string s(v.get_string());
      if (s.size() > 40) s = s.substr(0, 40) + "...";
      return "the string " + quoted(s);
    }
    case json::kind::array: return "an array";
    case json::kind::object: return "an object";
  }
  return "a value";
}

template <class F>
auto guarded(F&& f) -> Result<decltype(f())> {
  try {
    return f();
  } catch (const Bad& b) {
    return fail(Err::BadJson, b.msg);
  } catch (const std::exception& e) {
    return fail(Err::BadJson, std::string("Malformed JSON: ") + e.what() + ".");
  } catch (...) {
    return fail(Err::BadJson, "Malformed JSON.");
  }
}

// --- enum keys ---------------------------------------------------------------------------------

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

// clang-format off
constexpr Keys<kActionKinds> kActionKeys{
    {"pass",           "predict",    "pick_traitor",   "place_fremen",  "storm_dial", "weather_control",
     "family_atomics", "ally",       "break_alliance", "claim_charity", "bid",        "karama_take_card",
     "revive",         "ship",       "send_advisor",   "move",          "play_hajr",  "choose_battle",
     "voice",          "prescience", "battle_plan",    "call_traitor",  "keep_cards", "truthtrance",
     "tleilaxu_ghola", "give_spice", "karama_stop",    "bribe",
     "karama_take_hand", "karama_give_card", "karama_worm",  // adv-karama
     "place_worm", "karama_cancel_shipment", "play_thumper", "play_harvester"}};
constexpr Keys<27> kDecisionKeys{
    {"predict",        "pick_traitor", "place_fremen", "storm_dial",    "weather_control",
     "family_atomics", "nexus",        "charity",      "bid",           "revive",
     "ship",           "send_advisor", "move",         "choose_battle", "voice",
     "prescience",     "battle_plan",  "traitor",      "keep_cards",    "worm_ride",
     "capture",        "bg_flip",      "guild_timing", "karama_give_back",
     "worm_placement", "thumper", "harvester"}};
// clang-format on
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

static_assert(static_cast<int>(ActionKind::PlayHarvester) + 1 == kActionKinds);
static_assert(static_cast<int>(Advantage::FremenSandworms) + 1 == kAdvantages);
static_assert(static_cast<int>(DecisionKind::Harvester) + 1 == 27);
static_assert(static_cast<int>(Phase::GameOver) + 1 == 12);
static_assert(static_cast<int>(VoiceCommand::CheapHero) + 1 == 7);
static_assert(static_cast<int>(WinKind::EndOfGame) + 1 == 7);

// --- readers -----------------------------------------------------------------------------------

const json::object& get_obj(const json::value& v, const std::string& what) {
  if (!v.is_object()) bad(what + " must be a JSON object, not " + describe(v));
  return v.get_object();
}

const json::array& get_arr(const json::value& v, const std::string& what) {
  if (!v.is_array()) bad(what + " must be a JSON array, not " + describe(v));
  return v.get_array();
}

std::string_view get_str(const json::value& v, const std::string& what) {
  if (!v.is_string()) bad(what + " must be a string, not " + describe(v));
  return v.get_string();
}

bool get_bool(const json::value& v, const std::string& what) {
  if (!v.is_bool()) bad(what + " must be true or false, not " + describe(v));
  return v.get_bool();
}

std::int64_t get_int(const json::value& v, const std::string& what, std::int64_t lo, std::int64_t hi) {
  std::int64_t x = 0;
  if (v.is_int64()) {
    x = v.get_int64();
  } else if (v.is_uint64()) {
    if (v.get_uint64() > static_cast<std::uint64_t>(hi))
      bad(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
          describe(v));
    x = static_cast<std::int64_t>(v.get_uint64());
  } else if (v.is_double()) {
    double d = v.get_double();
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e15)
      bad(what + " must be a whole number, not " + describe(v));
    x = static_cast<std::int64_t>(d);
  } else {
    bad(what + " must be a number, not " + describe(v));
  }
  if (x < lo || x > hi)
    bad(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
        std::to_string(x));
  return x;
}

// A 64-bit unsigned: a number or a string of decimal digits (strings keep exactness in JavaScript).
std::uint64_t get_u64(const json::value& v, const std::string& what) {
  if (v.is_uint64()) return v.get_uint64();
  if (v.is_int64()) {
    if (v.get_int64() < 0) bad(what + " must not be negative");
    return static_cast<std::uint64_t>(v.get_int64());
  }
  if (v.is_double()) {
    double d = v.get_double();
    if (!std::isfinite(d) || d < 0 || d != std::floor(d) || d > 9007199254740992.0)
      bad(what + " must be a whole number (write large values as a decimal string), not " + describe(v));
    return static_cast<std::uint64_t>(d);
  }
  if (v.is_string()) {
    std::string_view s = v.get_string();
    if (s.empty() || s.size() > 20) bad(what + " must be a decimal string of an unsigned 64-bit number");
    std::uint64_t x = 0;
    for (char c : s) {
      if (c < '0' || c > '9') bad(what + " must be a decimal string of digits, not " + describe(v));
      unsigned d = static_cast<unsigned>(c - '0');
      if (x > (std::numeric_limits<std::uint64_t>::max() - d) / 10) bad(what + " does not fit in 64 bits");
      x = x * 10 + d;
    }
    return x;
  }
  bad(what + " must be a number or a decimal string, not " + describe(v));
}

// Field of an object (nullptr when absent or null).
const json::value* opt(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  return v && !v->is_null() ? v : nullptr;
}

const json::value& need(const json::object& o, std::string_view key, const std::string& ctx) {
  const json::value* v = o.if_contains(key);
  if (!v) bad("missing field " + quoted(key) + " in " + ctx);
  return *v;
}

std::string field(std::string_view key, const std::string& ctx) {
  return "field " + quoted(key) + " of " + ctx;
}

template <std::size_t N>
int get_key(const json::value& v, const std::string& what, const Keys<N>& keys) {
  std::string_view s = get_str(v, what);
  int i = keys.find(s);
  if (i < 0) bad(what + " has unknown value " + quoted(s) + " (expected one of " + keys.list() + ")");
  return i;
}

// Enum-or-minus-one fields written as key or null.
template <std::size_t N>
json::value key_or_null(int i, const Keys<N>& keys) {
  if (i < 0) return nullptr;
  if (i >= static_cast<int>(N)) return i;
  return json::string(keys.key(i));
}

// Karama-stopped advantages (a bit set) as a list of keys.
json::array advantages_json(std::uint32_t bits) {
  json::array out;
  for (int i = 0; i < kAdvantages; ++i)
    if (bits >> i & 1) out.push_back(json::string(kAdvantageKeys.key(i)));
  return out;
}

std::uint32_t read_advantages(const json::value& v, const std::string& what) {
  if (!v.is_array()) bad(what + " must be a list of advantage names");
  std::uint32_t bits = 0;
  for (const json::value& e : v.get_array()) bits |= std::uint32_t{1} << get_key(e, what, kAdvantageKeys);
  return bits;
}

// --- single values -----------------------------------------------------------------------------

std::string slug(std::string_view s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u))
      out += static_cast<char>(std::tolower(u));
    else if (!out.empty() && out.back() != '_')
      out += '_';
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

Faction read_faction(const json::value& v, const std::string& what) {
  if (v.is_string()) {
    Faction f;
    if (!faction_by_key(v.get_string(), f))
      bad(what + " names an unknown faction " + quoted(v.get_string()) +
          " (expected atreides, bene_gesserit, emperor, fremen, guild or harkonnen)");
    return f;
  }
  if (v.is_number()) return faction_at(static_cast<int>(get_int(v, what, 0, kFactions - 1)));
  bad(what + " must be a faction key such as \"fremen\", not " + describe(v));
}

// A faction index that may be -1: null (or -1) for none.
std::int8_t read_faction_or_none(const json::value* v, const std::string& what) {
  if (!v || v->is_null()) return -1;
  if (v->is_number()) return static_cast<std::int8_t>(get_int(*v, what, -1, kFactions - 1));
  return static_cast<std::int8_t>(index(read_faction(*v, what)));
}

// A set of factions (the state's uint8_t masks, bit per faction index) as a list of faction keys
// in faction order; the mask with every bit set ("everyone": a public log line, a card every seat
// has seen, a window every seat was asked in) as "all". Snapshots before issue 12 wrote the raw
// integer, which read_faction_mask still accepts.
json::value faction_mask_json(std::uint8_t mask) {
  if (mask == 0xFF) return "all";
  json::array a;
  for (int f = 0; f < 8; ++f)
    if (mask & (1u << f)) a.push_back(json::string(faction_key(faction_at(f))));
  return a;
}

std::uint8_t read_faction_mask(const json::value& v, const std::string& what) {
  if (v.is_number()) return static_cast<std::uint8_t>(get_int(v, what, 0, 255));  // previous format
  if (v.is_string() && v.get_string() == "all") return 0xFF;
  if (!v.is_array()) bad(what + " must be a list of faction keys or \"all\", not " + describe(v));
  std::uint8_t mask = 0;
  const json::array& a = v.get_array();
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string w = what + "[" + std::to_string(i) + "]";
    if (!a[i].is_string()) bad(w + " must be a faction key, not " + describe(a[i]));
    Faction f = read_faction(a[i], w);
    if (index(f) >= 8) bad(w + " names " + quoted(faction_key(f)) + ", which cannot be seated yet");
    mask = static_cast<std::uint8_t>(mask | (1u << index(f)));
  }
  return mask;
}

std::uint8_t need_faction_mask(const json::object& o, std::string_view key, const std::string& ctx) {
  const json::value* v = o.if_contains(key);
  if (!v) bad(ctx + " lacks the field " + quoted(key));
  return read_faction_mask(*v, field(key, ctx));
}

json::value faction_or_null(int f) {
  if (f < 0) return nullptr;
  if (f >= kFactions) return f;  // corrupt; written as is and refused on load
  return json::string(faction_key(faction_at(f)));
}

TerritoryId read_territory(const json::value& v, const std::string& what) {
  if (v.is_string()) {
    TerritoryId t = territory_by_key(v.get_string());
    if (t == kNoTerritory) t = territory_by_key(slug(v.get_string()));
    if (t == kNoTerritory) bad(what + " names an unknown territory " + quoted(v.get_string()));
    return t;
  }
  if (v.is_number()) return static_cast<TerritoryId>(get_int(v, what, 0, kTerritories - 1));
  bad(what + " must be a territory key such as \"arrakeen\", not " + describe(v));
}

TerritoryId read_territory_or_none(const json::value* v, const std::string& what) {
  if (!v || v->is_null()) return kNoTerritory;
  if (v->is_number()) return static_cast<TerritoryId>(get_int(*v, what, -1, kTerritories - 1));
  return read_territory(*v, what);
}

json::value territory_or_null(TerritoryId t) {
  if (t < 0) return nullptr;
  if (t >= kTerritories) return t;
  return json::string(territory(t).key);
}

std::string sectors_of(TerritoryId t) {
  std::string out;
  for (LocationId l : locations_of(t)) out += (out.empty() ? "" : ", ") + std::to_string(location(l).sector);
  return out;
}

LocationId read_location(const json::value& v, const std::string& what) {
  if (v.is_number()) return static_cast<LocationId>(get_int(v, what, 0, kLocations - 1));
  if (v.is_string()) {
    TerritoryId t = read_territory(v, what);
    if (locations_of(t).size() != 1)
      bad(what + " must give a sector: " + std::string(territory(t).name) + " lies in sectors " +
          sectors_of(t) + " (write {\"territory\": " + quoted(territory(t).key) + ", \"sector\": n})");
    return locations_of(t)[0];
  }
  if (!v.is_object())
    bad(what + " must be a location {\"territory\": key, \"sector\": n}, not " + describe(v));
  const json::object& o = v.get_object();
  for (const auto& kv : o)
    if (kv.key() != "territory" && kv.key() != "sector")
      bad(what + " has unknown field " + quoted(kv.key()) + " (a location has \"territory\" and \"sector\")");
  TerritoryId t = read_territory(need(o, "territory", what), "the territory of " + what);
  const json::value* s = opt(o, "sector");
  if (!s) {
    if (locations_of(t).size() != 1)
      bad(what + " must give a \"sector\": " + std::string(territory(t).name) + " lies in sectors " +
          sectors_of(t));
    return locations_of(t)[0];
  }
  int sector = static_cast<int>(get_int(*s, "the sector of " + what, -1, kSectors - 1));
  LocationId l = location_at(t, sector);
  if (l == kNoLocation)
    bad("sector " + std::to_string(sector) + " in " + what + " is not part of " +
        std::string(territory(t).name) +
        (t == T::PolarSink ? " (Polar Sink lies in no sector; omit \"sector\")"
                           : " (its sectors: " + sectors_of(t) + ")"));
  return l;
}

LeaderId find_leader(std::string_view name) {
  LeaderId l = leader_by_name(name);
  if (l != kNoLeader) return l;
  std::string s = slug(name);
  for (LeaderId i = 0; i < kLeaders; ++i)
    if (slug(leader_name(i)) == s) return i;
  return kNoLeader;
}

LeaderId read_leader(const json::value& v, const std::string& what) {
  if (v.is_string()) {
    LeaderId l = find_leader(v.get_string());
    if (l == kNoLeader) bad(what + " names an unknown leader " + quoted(v.get_string()));
    return l;
  }
  if (v.is_number()) return static_cast<LeaderId>(get_int(v, what, 0, kLeaders - 1));
  bad(what + " must be a leader name such as \"Feyd-Rautha\", not " + describe(v));
}

CardId find_card(std::string_view key) {
  CardId c = card_by_key(key);
  return c != kNoCard ? c : card_by_key(slug(key));
}

CardId read_card(const json::value& v, const std::string& what) {
  if (v.is_string()) {
    CardId c = find_card(v.get_string());
    if (c == kNoCard) bad(what + " names an unknown treachery card " + quoted(v.get_string()));
    return c;
  }
  if (v.is_number()) return static_cast<CardId>(get_int(v, what, 0, kTreacheryCards - 1));
  if (v.is_object()) {
    const json::object& o = v.get_object();
    for (const auto& kv : o)
      if (kv.key() != "key" && kv.key() != "id" && kv.key() != "name" && kv.key() != "kind")
        bad(what + " has unknown field " + quoted(kv.key()) + " (a card has \"key\" and \"id\")");
    const json::value* id = opt(o, "id");
    const json::value* key = opt(o, "key");
    if (!id && !key) bad(what + " must have a \"key\" or an \"id\"");
    if (!id) return read_card(*key, what);
    CardId c = static_cast<CardId>(get_int(*id, "the id of " + what, 0, kTreacheryCards - 1));
    if (key) {
      std::string_view k = get_str(*key, "the key of " + what);
      if (card_info(c).key != k && card_info(c).key != slug(k))
        bad(what + " has id " + std::to_string(c) + ", which is a " + std::string(card_info(c).key) +
            ", not " + quoted(k));
    }
    return c;
  }
  bad(what + " must be a card key such as \"crysknife\" or a card id, not " + describe(v));
}

json::value card_json(CardId c) {
  if (c < 0 || c >= kTreacheryCards) return c;
  std::string_view key = card_info(c).key;
  if (card_by_key(key) == c) return json::string(key);
  return json::object{{"key", key}, {"id", c}};
}

json::value leader_json(LeaderId l) {
  if (l < 0 || l >= kLeaders) return l;
  return json::string(leader_name(l));
}

json::value location_json(LocationId l) {
  if (l < 0 || l >= kLocations) return l;
  const LocationInfo& info = location(l);
  json::object o;
  o["territory"] = territory(info.territory).key;
  if (info.sector != kNoSector) o["sector"] = info.sector;
  return o;
}

// --- actions -----------------------------------------------------------------------------------

enum class F : std::uint8_t {
  Faction,
  Amount,
  Amount2,
  Amount3,
  From,
  To,
  Territory,
  Leader,
  Card,
  Weapon,
  Defense,
  Flag,
  Voice,
  Element,
  Question,
  Advantage,
  AmountBit1,
  AmountBit2,  // bits of amount, written as booleans
  // Advanced setup (adv-spice): 2-bit counts packed in sub (Fedaykin per Fremen start territory)
  SubCrumb0,
  SubCrumb1,
  SubCrumb2,
  SubFlag  // sub as a boolean (0 or 1)
};
// Required: always written, must be given. Always: always written, defaults when absent.
// Optional: written only when set, defaults when absent.
enum class Mode : std::uint8_t { Required, Always, Optional };

struct FieldSpec {
  std::string_view name;
  F field;
  Mode mode;
  std::int16_t lo = 0, hi = 0;  // numbers only
};

constexpr std::int16_t kMaxSpice = 9999;

struct KindSpec {
  std::vector<FieldSpec> fields;
};

const std::array<KindSpec, kActionKinds>& specs() {
  using enum F;
  using enum Mode;
  static const std::array<KindSpec, kActionKinds> table{{
      /* Pass */ {{}},
      /* Predict */ {{{"faction", Faction, Required}, {"turn", Amount, Required, 1, 99}}},
      /* PickTraitor */ {{{"leader", Leader, Required}}},
      /* PlaceFremen */
      {{{"sietch_tabr", Amount, Always, 0, kForcesPerFaction},
        {"false_wall_south", Amount2, Always, 0, kForcesPerFaction},
        {"false_wall_west", Amount3, Always, 0, kForcesPerFaction},
        // Advanced (adv-spice): how many of the forces placed there are Fedaykin.
        {"fedaykin_sietch_tabr", SubCrumb0, Optional, 0, 3},
        {"fedaykin_false_wall_south", SubCrumb1, Optional, 0, 3},
        {"fedaykin_false_wall_west", SubCrumb2, Optional, 0, 3}}},
      /* StormDial */ {{{"dial", Amount, Required, 0, 20}}},
      /* WeatherControl */ {{{"sectors", Amount, Required, 0, kSectors - 1}}},
      /* FamilyAtomics */ {{}},
      /* Ally */ {{{"faction", Faction, Required}}},
      /* BreakAlliance */ {{}},
      /* ClaimCharity */ {{}},
      /* Bid */ {{{"amount", Amount, Required, 0, kMaxSpice}, {"karama", Flag, Always}}},
      /* KaramaTakeCard */ {{}},
      /* Revive */
      {{{"forces", Amount, Always, 0, kForcesPerFaction},
        {"leader", Leader, Optional},
        {"ally_forces", Amount2, Optional, 0, kForcesPerFaction},
        {"elite", Amount3, Optional, 0, kForcesPerFaction},
        {"karama", Flag, Optional},
        {"kwisatz_haderach", SubFlag, Optional}}},
      /* Ship */
      {{{"to", To, Optional},
        {"forces", Amount, Required, 0, kForcesPerFaction},
        {"from", From, Optional},
        {"to_reserves", Flag, Optional},
        {"karama_card", Card, Optional},
        {"as_advisors", SubFlag, Optional}}},
      /* SendAdvisor */ {{{"to", To, Optional}}},
      /* Move */
      {{{"from", From, Required},
        {"to", To, Required},
        {"forces", Amount, Required, 0, kForcesPerFaction},
        {"take_up_arms", SubFlag, Optional}}},
      /* PlayHajr */ {{}},
      /* ChooseBattle */ {{{"territory", Territory, Required}, {"opponent", Faction, Required}}},
      /* Voice */ {{{"command", Voice, Required}, {"must", Flag, Required}}},
      /* Prescience */ {{{"element", Element, Required}, {"karama", Flag, Optional}}},
      /* BattlePlan */
      {{{"leader", Leader, Optional},
        {"cheap_hero", Card, Optional},
        {"dial", Amount, Required, 0, kForcesPerFaction},
        {"weapon", Weapon, Optional},
        {"defense", Defense, Optional},
        {"spice", Amount2, Optional, 0, kMaxSpice},
        {"elite", Amount3, Optional, 0, kForcesPerFaction},
        {"kwisatz_haderach", Flag, Optional}}},
      /* CallTraitor */ {{}},
      /* KeepCards */
      {{{"keep_weapon", AmountBit1, Always},
        {"keep_defense", AmountBit2, Always},
        {"keep_leader", Flag, Optional}}},
      /* Truthtrance */
      {{{"target", Faction, Required},
        {"question", Question, Required},
        {"card", Card, Optional},
        {"leader", Leader, Optional},
        {"amount", Amount, Optional, 0, kMaxSpice}}},
      /* TleilaxuGhola */
      {{{"leader", Leader, Optional}, {"forces", Amount, Optional, 0, kForcesPerFaction}}},
      /* GiveSpice */ {{{"amount", Amount, Required, 1, kMaxSpice}}},
      /* KaramaStop */ {{{"target", Faction, Required}, {"advantage", Advantage, Required}}},
      /* Bribe */ {{{"target", Faction, Required}, {"amount", Amount, Required, 1, kMaxSpice}}},
      /* KaramaTakeHand */ {{{"target", Faction, Required}}},
      /* KaramaGiveCard */ {{{"card", Card, Required}}},
      /* KaramaWorm */ {{{"territory", Territory, Required}}},
      /* PlaceWorm */ {{{"territory", Territory, Required}}},
      /* KaramaCancelShipment */ {{{"target", Faction, Required}}},
      /* PlayThumper */ {{}},
      /* PlayHarvester */ {{}},
  }};
  return table;
}

bool is_default(const Action& a, F f) {
  switch (f) {
    case F::Faction: return a.faction == Faction::Atreides;
    case F::Amount: return a.amount == 0;
    case F::Amount2: return a.amount2 == 0;
    case F::Amount3: return a.amount3 == 0;
    case F::From: return a.from == kNoLocation;
    case F::To: return a.to == kNoLocation;
    case F::Territory: return a.territory == kNoTerritory;
    case F::Leader: return a.leader == kNoLeader;
    case F::Card: return a.card == kNoCard;
    case F::Weapon: return a.weapon == kNoCard;
    case F::Defense: return a.defense == kNoCard;
    case F::Flag: return !a.flag;
    case F::Voice:
    case F::Element:
    case F::Question:
    case F::Advantage: return a.sub == 0;
    case F::AmountBit1: return (a.amount & 1) == 0;
    case F::AmountBit2: return (a.amount & 2) == 0;
    case F::SubCrumb0: return (a.sub & 3) == 0;
    case F::SubCrumb1: return ((a.sub >> 2) & 3) == 0;
    case F::SubCrumb2: return ((a.sub >> 4) & 3) == 0;
    case F::SubFlag: return a.sub == 0;
  }
  return true;
}

json::value encode_field(const Action& a, F f) {
  switch (f) {
    case F::Faction: return faction_or_null(index(a.faction));
    case F::Amount: return a.amount;
    case F::Amount2: return a.amount2;
    case F::Amount3: return a.amount3;
    case F::From: return location_json(a.from);
    case F::To: return location_json(a.to);
    case F::Territory: return territory_or_null(a.territory);
    case F::Leader: return leader_json(a.leader);
    case F::Card: return card_json(a.card);
    case F::Weapon: return card_json(a.weapon);
    case F::Defense: return card_json(a.defense);
    case F::Flag: return a.flag;
    case F::Voice: return key_or_null(a.sub, kVoiceKeys);
    case F::Element: return key_or_null(a.sub, kElementKeys);
    case F::Question: return key_or_null(a.sub, kQuestionKeys);
    case F::Advantage: return key_or_null(a.sub, kAdvantageKeys);
    case F::AmountBit1: return (a.amount & 1) != 0;
    case F::AmountBit2: return (a.amount & 2) != 0;
    case F::SubCrumb0: return a.sub & 3;
    case F::SubCrumb1: return (a.sub >> 2) & 3;
    case F::SubCrumb2: return (a.sub >> 4) & 3;
    case F::SubFlag: return a.sub != 0;
  }
  return nullptr;
}

void decode_field(Action& a, const FieldSpec& s, const json::value& v, const std::string& what) {
  switch (s.field) {
    case F::Faction: a.faction = read_faction(v, what); break;
    case F::Amount: a.amount = static_cast<std::int16_t>(get_int(v, what, s.lo, s.hi)); break;
    case F::Amount2: a.amount2 = static_cast<std::int16_t>(get_int(v, what, s.lo, s.hi)); break;
    case F::Amount3: a.amount3 = static_cast<std::int16_t>(get_int(v, what, s.lo, s.hi)); break;
    case F::From: a.from = read_location(v, what); break;
    case F::To: a.to = read_location(v, what); break;
    case F::Territory: a.territory = read_territory(v, what); break;
    case F::Leader: a.leader = read_leader(v, what); break;
    case F::Card: a.card = read_card(v, what); break;
    case F::Weapon: a.weapon = read_card(v, what); break;
    case F::Defense: a.defense = read_card(v, what); break;
    case F::Flag: a.flag = get_bool(v, what); break;
    case F::Voice: a.sub = static_cast<std::uint8_t>(get_key(v, what, kVoiceKeys)); break;
    case F::Element: a.sub = static_cast<std::uint8_t>(get_key(v, what, kElementKeys)); break;
    case F::Question: a.sub = static_cast<std::uint8_t>(get_key(v, what, kQuestionKeys)); break;
    case F::Advantage: a.sub = static_cast<std::uint8_t>(get_key(v, what, kAdvantageKeys)); break;
    case F::AmountBit1:
      if (get_bool(v, what)) a.amount = static_cast<std::int16_t>(a.amount | 1);
      break;
    case F::AmountBit2:
      if (get_bool(v, what)) a.amount = static_cast<std::int16_t>(a.amount | 2);
      break;
    case F::SubCrumb0:
    case F::SubCrumb1:
    case F::SubCrumb2: {
      const int shift = 2 * (static_cast<int>(s.field) - static_cast<int>(F::SubCrumb0));
      const int n = static_cast<int>(get_int(v, what, s.lo, s.hi));
      a.sub = static_cast<std::uint8_t>((a.sub & ~(3 << shift)) | (n << shift));
      break;
    }
    case F::SubFlag: a.sub = get_bool(v, what) ? 1 : 0; break;
  }
}

Action decode_action(const json::value& v) {
  const json::object& o = get_obj(v, "an action");
  const json::value* t = o.if_contains("type");
  if (!t) bad("missing field \"type\" in the action (for example {\"type\": \"pass\"})");
  std::string_view key = get_str(*t, "field \"type\" of the action");
  int k = kActionKeys.find(key);
  if (k < 0) bad("unknown action type " + quoted(key) + " (expected one of " + kActionKeys.list() + ")");
  const KindSpec& spec = specs()[static_cast<std::size_t>(k)];
  const std::string ctx = "the " + std::string(key) + " action";
  for (const auto& kv : o) {
    if (kv.key() == "type") continue;
    bool known = std::any_of(spec.fields.begin(), spec.fields.end(),
                             [&](const FieldSpec& s) { return s.name == kv.key(); });
    if (!known) {
      std::string names;
      for (const FieldSpec& s : spec.fields) names += (names.empty() ? "" : ", ") + quoted(s.name);
      bad("unknown field " + quoted(kv.key()) + " in " + ctx +
          (names.empty() ? " (it takes no fields)" : " (its fields: " + names + ")"));
    }
  }
  Action a;
  a.kind = static_cast<ActionKind>(k);
  for (const FieldSpec& s : spec.fields) {
    const json::value* fv = opt(o, s.name);
    if (!fv) {
      if (s.mode == Mode::Required) bad("missing field " + quoted(s.name) + " in " + ctx);
      continue;
    }
    decode_field(a, s, *fv, field(s.name, ctx));
  }
  if (a.kind == ActionKind::Ship && a.to == kNoLocation && !a.flag)
    bad("missing field \"to\" in the ship action (give \"to\", or \"to_reserves\": true for a Guild shipment "
        "back to reserves)");
  return a;
}

// --- snapshot helpers --------------------------------------------------------------------------

template <class T>
T get_as(const json::value& v, const std::string& what, std::int64_t lo, std::int64_t hi) {
  return static_cast<T>(get_int(v, what, lo, hi));
}

template <class T>
T need_int(const json::object& o, std::string_view key, const std::string& ctx,
           std::int64_t lo = std::numeric_limits<T>::min(), std::int64_t hi = std::numeric_limits<T>::max()) {
  return get_as<T>(need(o, key, ctx), field(key, ctx), lo, hi);
}

bool need_bool(const json::object& o, std::string_view key, const std::string& ctx) {
  return get_bool(need(o, key, ctx), field(key, ctx));
}

template <std::size_t N>
int need_key(const json::object& o, std::string_view key, const std::string& ctx, const Keys<N>& keys) {
  return get_key(need(o, key, ctx), field(key, ctx), keys);
}

template <std::size_t N>
std::int8_t need_key_or_none(const json::object& o, std::string_view key, const std::string& ctx,
                             const Keys<N>& keys) {
  const json::value& v = need(o, key, ctx);
  if (v.is_null()) return -1;
  return static_cast<std::int8_t>(get_key(v, field(key, ctx), keys));
}

std::int8_t need_faction_or_none(const json::object& o, std::string_view key, const std::string& ctx) {
  return read_faction_or_none(&need(o, key, ctx), field(key, ctx));
}

TerritoryId need_territory_or_none(const json::object& o, std::string_view key, const std::string& ctx) {
  return read_territory_or_none(&need(o, key, ctx), field(key, ctx));
}

json::value forces_json(const Forces& f) {
  return json::object{{"normal", f.normal}, {"special", f.special}};
}

Forces read_forces(const json::value& v, const std::string& what) {
  const json::object& o = get_obj(v, what);
  Forces f;
  f.normal = need_int<std::uint8_t>(o, "normal", what, 0, kForcesPerFaction);
  f.special = need_int<std::uint8_t>(o, "special", what, 0, kForcesPerFaction);
  return f;
}

json::value u64_json(std::uint64_t x) { return json::string(std::to_string(x)); }

template <class T>
json::array ints_json(const std::vector<T>& v) {
  json::array a;
  for (T x : v) a.emplace_back(static_cast<std::int64_t>(x));
  return a;
}

template <class T>
std::vector<T> read_ints(const json::value& v, const std::string& what, std::int64_t lo, std::int64_t hi) {
  const json::array& a = get_arr(v, what);
  std::vector<T> out;
  out.reserve(a.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    out.push_back(get_as<T>(a[i], what + "[" + std::to_string(i) + "]", lo, hi));
  return out;
}

json::array factions_json(const std::vector<std::int8_t>& v) {
  json::array a;
  for (std::int8_t f : v) a.push_back(faction_or_null(f));
  return a;
}

std::vector<std::int8_t> read_factions(const json::value& v, const std::string& what) {
  const json::array& a = get_arr(v, what);
  std::vector<std::int8_t> out;
  for (std::size_t i = 0; i < a.size(); ++i)
    out.push_back(read_faction_or_none(&a[i], what + "[" + std::to_string(i) + "]"));
  return out;
}

template <class T, std::size_t N, class Fn>
std::array<T, N> read_fixed(const json::value& v, const std::string& what, Fn&& read_one) {
  const json::array& a = get_arr(v, what);
  if (a.size() != N)
    bad(what + " must have " + std::to_string(N) + " entries, not " + std::to_string(a.size()));
  std::array<T, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = read_one(a[i], what + "[" + std::to_string(i) + "]");
  return out;
}

// An array of kMin to N entries (earlier formats wrote fewer: six factions, five leaders); the
// missing tail keeps `fill`.
template <typename T, std::size_t N, typename Fn>
std::array<T, N> read_prefix(const json::value& v, const std::string& what, std::size_t kMin, T fill,
                             Fn&& read_one) {
  const json::array& a = get_arr(v, what);
  if (a.size() < kMin || a.size() > N)
    bad(what + " must have " + std::to_string(kMin) + " to " + std::to_string(N) + " entries, not " +
        std::to_string(a.size()));
  std::array<T, N> out{};
  out.fill(fill);
  for (std::size_t i = 0; i < a.size(); ++i) out[i] = read_one(a[i], what + "[" + std::to_string(i) + "]");
  return out;
}

json::value plan_json(const BattlePlanRec& p) {
  json::object o{{"submitted", p.submitted}, {"leader", p.leader}, {"cheap_hero", p.cheapHero},
                 {"dial", p.dial},           {"weapon", p.weapon}, {"defense", p.defense}};
  // Advanced battle (written only when set, so Basic snapshots are unchanged).
  if (p.elite) o["elite"] = p.elite;
  if (p.spice) o["spice"] = p.spice;
  if (p.kwisatz) o["kwisatz_haderach"] = p.kwisatz;
  return o;
}

BattlePlanRec read_plan(const json::value& v, const std::string& what) {
  const json::object& o = get_obj(v, what);
  BattlePlanRec p;
  p.submitted = need_bool(o, "submitted", what);
  p.leader = need_int<LeaderId>(o, "leader", what, -1, kLeaders);
  p.cheapHero = need_int<CardId>(o, "cheap_hero", what, -1, kTreacheryCards - 1);
  p.dial = need_int<std::int8_t>(o, "dial", what, 0, 127);
  p.weapon = need_int<CardId>(o, "weapon", what, -1, kTreacheryCards - 1);
  p.defense = need_int<CardId>(o, "defense", what, -1, kTreacheryCards - 1);
  // Advanced battle.
  if (const json::value* x = opt(o, "elite"))
    p.elite = static_cast<std::int8_t>(get_int(*x, field("elite", what), 0, 127));
  if (const json::value* x = opt(o, "spice"))
    p.spice = static_cast<std::int16_t>(get_int(*x, field("spice", what), 0, kMaxSpice));
  if (const json::value* x = opt(o, "kwisatz_haderach"))
    p.kwisatz = get_bool(*x, field("kwisatz_haderach", what));
  return p;
}

// --- game snapshot ------------------------------------------------------------------------------

json::value variants_json(std::uint32_t variants) {
  json::array a;
  for (std::string_view k : variant_keys(variants)) a.push_back(json::string(k));
  return a;
}

std::uint32_t read_variants(const json::value& v, const std::string& what) {
  std::uint32_t out = 0;
  const json::array& a = get_arr(v, what);
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string w = what + "[" + std::to_string(i) + "]";
    if (!a[i].is_string()) bad(w + " must be a variant key (`dune variants` lists them)");
    Variant x;
    if (!variant_by_key(a[i].get_string(), x))
      bad(w + ": unknown variant \"" + std::string(a[i].get_string()) + "\" (`dune variants` lists them)");
    if (out & variant_bit(x)) bad(w + ": the variant " + std::string(a[i].get_string()) + " is named twice");
    out |= variant_bit(x);
  }
  return out;
}

// Snapshots carry the variants; a snapshot written before variants existed has no field and loads
// as a game with none.
json::value ruleset_json(const Ruleset& r) {
  return json::object{{"kind", key_or_null(static_cast<int>(r.kind), kRulesetKeys)},
                      {"max_turns", r.maxTurns},
                      {"variants", variants_json(r.variants)}};
}

Ruleset read_ruleset(const json::value& v, const std::string& what) {
  Ruleset r;
  if (v.is_string()) {
    r.kind = static_cast<RulesetKind>(get_key(v, what, kRulesetKeys));
    return r;
  }
  const json::object& o = get_obj(v, what);
  r.kind = static_cast<RulesetKind>(need_key(o, "kind", what, kRulesetKeys));
  r.maxTurns = need_int<std::int8_t>(o, "max_turns", what, 1, 127);
  if (auto it = o.find("variants"); it != o.end())
    r.variants = read_variants(it->value(), field("variants", what));
  return r;
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

Player read_player(const json::value& v, const std::string& what, Faction f) {
  const json::object& o = get_obj(v, what);
  Player p;
  p.inGame = need_bool(o, "in_game", what);
  p.circle = need_int<std::int8_t>(o, "circle", what, 0, kSectors - 1);
  p.spice = need_int<std::int16_t>(o, "spice", what, 0, std::numeric_limits<std::int16_t>::max());
  p.reserves = read_forces(need(o, "reserves", what), field("reserves", what));
  p.tanks = read_forces(need(o, "tanks", what), field("tanks", what));
  const json::array& hand = get_arr(need(o, "hand", what), field("hand", what));
  for (std::size_t i = 0; i < hand.size(); ++i) {
    std::string w = field("hand", what) + "[" + std::to_string(i) + "]";
    const json::object& h = get_obj(hand[i], w);
    p.hand.push_back(HeldCard{need_int<CardId>(h, "card", w, 0, kTreacheryCards - 1),
                              need_faction_mask(h, "known_by", w)});
  }
  p.traitors = read_ints<LeaderId>(need(o, "traitors", what), field("traitors", what), 0, kLeaders - 1);
  p.traitorDraw =
      read_ints<LeaderId>(need(o, "traitor_draw", what), field("traitor_draw", what), 0, kLeaders - 1);
  const json::value& lvs = need(o, "leaders", what);
  if (get_arr(lvs, field("leaders", what)).size() != static_cast<std::size_t>(leader_count(f)))
    bad(field("leaders", what) + " must have " + std::to_string(leader_count(f)) + " entries");
  p.leaders = read_prefix<LeaderState, kMaxLeadersPerFaction>(
      lvs, field("leaders", what), 0, LeaderState{}, [](const json::value& lv, const std::string& w) {
        const json::object& lo = get_obj(lv, w);
        LeaderState l;
        l.where = static_cast<LeaderWhere>(need_key(lo, "where", w, kLeaderWhereKeys));
        l.faceDown = need_bool(lo, "face_down", w);
        l.deaths = need_int<std::int8_t>(lo, "deaths", w, 0, 127);
        l.foughtIn = need_territory_or_none(lo, "fought_in", w);
        if (opt(lo, "captured_by")) l.capturedBy = need_faction_or_none(lo, "captured_by", w);
        return l;
      });
  p.ally = need_faction_or_none(o, "ally", what);
  p.alliedSinceTurn = need_int<std::int8_t>(o, "allied_since_turn", what, 0, 127);
  if (const json::value* v = opt(o, "karama_power_used"))
    p.karamaPowerUsed = get_bool(*v, field("karama_power_used", what));
  if (opt(o, "bribes"))
    p.bribes = need_int<std::int16_t>(o, "bribes", what, 0, std::numeric_limits<std::int16_t>::max());
  return p;
}

json::value game_json(const Game& g) {
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
  if (g.thumperWindow) {  // written only while open, so snapshots without the variant are unchanged
    o["thumper_window"] = true;
    o["thumper_asked"] = static_cast<int>(g.thumperAsked);
  }
  if (g.harvesterWindow) {
    o["harvester_window"] = true;
    o["harvester_worm"] = g.harvesterWorm;
    o["harvester_asked"] = static_cast<int>(g.harvesterAsked);
  }
  if (!g.spiceSetAside.empty()) o["spice_set_aside"] = ints_json(g.spiceSetAside);

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
  for (std::uint8_t m : g.nexus.proposed) proposed.push_back(faction_mask_json(m));
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
                               {"text", e.text}});
  o["log"] = std::move(log);
  o["outcome"] = json::object{{"kind", key_or_null(static_cast<int>(g.outcome.kind), kWinKeys)},
                              {"winners", faction_mask_json(g.outcome.winners)},
                              {"turn", g.outcome.turn}};
  return o;
}

Game read_game(const json::value& v) {
  const std::string ctx = "the snapshot";
  const json::object& o = get_obj(v, "a snapshot");
  const json::value* format = o.if_contains("format");
  if (!format || !format->is_string() || format->get_string() != "dune-snapshot")
    bad("field \"format\" of the snapshot must be \"dune-snapshot\"");
  int ver = need_int<int>(o, "engine_version", ctx, 0, 1000000);
  if (ver != kSnapshotEngineVersion)
    bad("snapshot engine_version " + std::to_string(ver) + " is not supported (this engine reads version " +
        std::to_string(kSnapshotEngineVersion) + ")");
  Game g;
  g.ruleset = read_ruleset(need(o, "ruleset", ctx), field("ruleset", ctx));
  g.seed = get_u64(need(o, "seed", ctx), field("seed", ctx));
  g.rng.s = read_fixed<std::uint64_t, 4>(need(o, "rng", ctx), field("rng", ctx), get_u64);
  g.version = need_int<std::uint32_t>(o, "version", ctx);
  g.turn = need_int<std::int8_t>(o, "turn", ctx, 0, 127);
  g.phase = static_cast<Phase>(need_key(o, "phase", ctx, kPhaseKeys));
  g.stormSector = need_int<std::int8_t>(o, "storm_sector", ctx, 0, kSectors - 1);
  g.atomicsUsed = need_bool(o, "atomics_used", ctx);

  const std::string pctx = field("players", ctx);
  const json::object& players = get_obj(need(o, "players", ctx), pctx);
  for (const auto& kv : players) {
    Faction f;
    if (!faction_by_key(kv.key(), f) || faction_key(f) != kv.key())
      bad(pctx + " has an unknown faction key " + quoted(kv.key()));
  }
  for (int f = 0; f < kFactions; ++f) {
    std::string_view key = faction_key(faction_at(f));
    // Snapshots written before the expansion factions were data have no entry for them.
    if (f >= kBaseFactions && !players.if_contains(key)) continue;
    g.players[f] = read_player(need(players, key, pctx), field(key, pctx), faction_at(f));
  }

  const std::string bctx = field("board", ctx);
  const json::array& board = get_arr(need(o, "board", ctx), bctx);
  for (std::size_t i = 0; i < board.size(); ++i) {
    std::string w = bctx + "[" + std::to_string(i) + "]";
    const json::object& e = get_obj(board[i], w);
    json::object loc;
    if (const json::value* t = e.if_contains("territory")) loc["territory"] = *t;
    if (const json::value* s = e.if_contains("sector")) loc["sector"] = *s;
    LocationId l = read_location(loc, w);
    Faction f = read_faction(need(e, "faction", w), field("faction", w));
    Forces& fc = g.board[l][index(f)];
    if (!fc.empty()) bad(w + " repeats the forces of " + std::string(faction_key(f)) + " at one location");
    fc.normal = need_int<std::uint8_t>(e, "normal", w, 0, kForcesPerFaction);
    fc.special = need_int<std::uint8_t>(e, "special", w, 0, kForcesPerFaction);
  }
  const std::string sctx = field("spice", ctx);
  const json::array& spice = get_arr(need(o, "spice", ctx), sctx);
  for (std::size_t i = 0; i < spice.size(); ++i) {
    std::string w = sctx + "[" + std::to_string(i) + "]";
    const json::object& e = get_obj(spice[i], w);
    json::object loc;
    if (const json::value* t = e.if_contains("territory")) loc["territory"] = *t;
    if (const json::value* s = e.if_contains("sector")) loc["sector"] = *s;
    LocationId l = read_location(loc, w);
    if (g.spice[l] != 0) bad(w + " repeats the spice of one location");
    g.spice[l] = need_int<std::int16_t>(e, "amount", w);
  }

  g.bankOut = need_int<std::int32_t>(o, "bank_out", ctx);
  if (const json::value* v = opt(o, "karama_stops"))
    g.karamaStops = read_advantages(*v, field("karama_stops", ctx));
  g.wormRides = get_u64(need(o, "worm_rides", ctx), field("worm_rides", ctx));
  g.treacheryDeck =
      read_ints<CardId>(need(o, "treachery_deck", ctx), field("treachery_deck", ctx), 0, kTreacheryCards - 1);
  g.treacheryDiscard = read_ints<CardId>(need(o, "treachery_discard", ctx), field("treachery_discard", ctx),
                                         0, kTreacheryCards - 1);
  g.spiceDeck =
      read_ints<SpiceCardId>(need(o, "spice_deck", ctx), field("spice_deck", ctx), 0, kSpiceCards - 1);
  g.spiceDiscard =
      read_ints<SpiceCardId>(need(o, "spice_discard", ctx), field("spice_discard", ctx), 0, kSpiceCards - 1);
  g.traitorDeck =
      read_ints<LeaderId>(need(o, "traitor_deck", ctx), field("traitor_deck", ctx), 0, kLeaders - 1);
  g.beneGesserit.predictedFaction = need_faction_or_none(o, "predicted_faction", ctx);
  g.beneGesserit.predictedTurn = need_int<std::int8_t>(o, "predicted_turn", ctx, 0, 127);
  // Advanced: double spice blow and Fremen storm deck (adv-spice); absent in older snapshots.
  if (const json::value* v = opt(o, "spice_discard_b"))
    g.spiceDiscardB = read_ints<SpiceCardId>(*v, field("spice_discard_b", ctx), 0, kSpiceCards - 1);
  if (const json::value* v = opt(o, "spice_blow_pile"))
    g.spiceBlowPile = static_cast<std::int8_t>(get_int(*v, field("spice_blow_pile", ctx), 0, 1));
  if (const json::value* v = opt(o, "storm_card"))
    g.fremen.stormCard = static_cast<std::int8_t>(get_int(*v, field("storm_card", ctx), 0, 6));
  if (const json::value* v = opt(o, "worm_to_place"))
    g.wormToPlace = get_bool(*v, field("worm_to_place", ctx));
  if (const json::value* v = opt(o, "thumper_window"))
    g.thumperWindow = get_bool(*v, field("thumper_window", ctx));
  if (const json::value* v = opt(o, "thumper_asked"))
    g.thumperAsked = static_cast<std::uint8_t>(get_int(*v, field("thumper_asked", ctx), 0, 255));
  if (const json::value* v = opt(o, "harvester_window"))
    g.harvesterWindow = get_bool(*v, field("harvester_window", ctx));
  if (const json::value* v = opt(o, "harvester_worm"))
    g.harvesterWorm = get_bool(*v, field("harvester_worm", ctx));
  if (const json::value* v = opt(o, "harvester_asked"))
    g.harvesterAsked = static_cast<std::uint8_t>(get_int(*v, field("harvester_asked", ctx), 0, 255));
  if (const json::value* v = opt(o, "spice_set_aside"))
    g.spiceSetAside = read_ints<SpiceCardId>(*v, field("spice_set_aside", ctx), 0, kSpiceCards - 1);

  {
    const std::string w = field("setup", ctx);
    const json::object& s = get_obj(need(o, "setup", ctx), w);
    g.setup.step = static_cast<SetupStep::Step>(need_key(s, "step", w, kSetupStepKeys));
    g.setup.picked = need_faction_mask(s, "picked", w);
    g.setup.fremenPlaced = need_bool(s, "fremen_placed", w);
    if (const json::value* v = opt(s, "bg_placed")) g.setup.bgPlaced = get_bool(*v, field("bg_placed", w));
  }
  {
    const std::string w = field("storm", ctx);
    const json::object& s = get_obj(need(o, "storm", ctx), w);
    g.storm.step = static_cast<StormStep::Step>(need_key(s, "step", w, kStormStepKeys));
    g.storm.dialers = read_fixed<std::int8_t, 2>(
        need(s, "dialers", w), field("dialers", w),
        [](const json::value& x, const std::string& ww) { return read_faction_or_none(&x, ww); });
    g.storm.dials = read_fixed<std::int8_t, 2>(
        need(s, "dials", w), field("dials", w),
        [](const json::value& x, const std::string& ww) { return get_as<std::int8_t>(x, ww, -1, 127); });
    g.storm.move = need_int<std::int8_t>(s, "move", w);
    g.storm.windowAsked = need_faction_mask(s, "window_asked", w);
  }
  {
    const std::string w = field("nexus", ctx);
    const json::object& s = get_obj(need(o, "nexus", ctx), w);
    g.nexus.done = need_faction_mask(s, "done", w);
    g.nexus.offer = read_prefix<std::int8_t, kFactions>(
        need(s, "offer", w), field("offer", w), kBaseFactions, std::int8_t{-1},
        [](const json::value& x, const std::string& ww) { return read_faction_or_none(&x, ww); });
    g.nexus.changed = need_faction_mask(s, "changed", w);
    if (const json::value* v = opt(s, "proposed"))
      g.nexus.proposed = read_prefix<std::uint8_t, kFactions>(
          *v, field("proposed", w), kBaseFactions, std::uint8_t{0},
          [](const json::value& x, const std::string& ww) { return read_faction_mask(x, ww); });
  }
  g.charityDone = need_faction_mask(o, "charity_done", ctx);
  {
    const std::string w = field("bidding", ctx);
    const json::object& s = get_obj(need(o, "bidding", ctx), w);
    BiddingStep& b = g.bidding;
    b.up = read_ints<CardId>(need(s, "up", w), field("up", w), 0, kTreacheryCards - 1);
    b.current = need_int<std::int8_t>(s, "current", w, 0, 127);
    b.opener = need_faction_or_none(s, "opener", w);
    b.turn = need_faction_or_none(s, "turn", w);
    b.highBidder = need_faction_or_none(s, "high_bidder", w);
    b.highBid = need_int<std::int16_t>(s, "high_bid", w, 0, std::numeric_limits<std::int16_t>::max());
    b.highBidKarama = need_bool(s, "high_bid_karama", w);
    if (const json::value* v = opt(s, "atreides_peek"))
      b.atreidesPeek = get_bool(*v, field("atreides_peek", w));
    b.passedSinceBid = need_faction_mask(s, "passed_since_bid", w);
    b.eligible = need_faction_mask(s, "eligible", w);
  }
  g.revivalDone = need_faction_mask(o, "revival_done", ctx);
  {
    const std::string w = field("ship_move", ctx);
    const json::object& s = get_obj(need(o, "ship_move", ctx), w);
    ShipMoveStep& sm = g.shipMove;
    sm.step = static_cast<ShipMoveStep::Step>(need_key(s, "step", w, kShipMoveStepKeys));
    sm.order = read_factions(need(s, "order", w), field("order", w));
    sm.index = need_int<std::int8_t>(s, "index", w, 0, 127);
    sm.movesLeft = need_int<std::int8_t>(s, "moves_left", w, 0, 127);
    const json::value& visit = need(s, "ally_visit", w);
    sm.allyVisit = visit.is_null() ? kNoLocation : read_location(visit, field("ally_visit", w));
    sm.acted = need_faction_mask(s, "acted", w);
    // Advanced shipment and movement (absent in older snapshots).
    if (const json::value* v = opt(s, "shipped_to"); v && !v->is_null())
      sm.shippedTo = read_location(*v, field("shipped_to", w));
    if (const json::value* v = opt(s, "intrusion"); v && !v->is_null())
      sm.intrusion = read_territory(*v, field("intrusion", w));
    if (opt(s, "resume")) sm.resume = need_int<std::uint8_t>(s, "resume", w, 0, 4);
    if (const json::value* v = opt(s, "guild_now")) sm.guildNow = get_bool(*v, field("guild_now", w));
    if (const json::value* v = opt(s, "guild_asked")) sm.guildAsked = get_bool(*v, field("guild_asked", w));
    if (opt(s, "shipment_cancelled")) sm.shipmentCancelled = need_faction_mask(s, "shipment_cancelled", w);
  }
  {
    const std::string w = field("battle", ctx);
    const json::object& s = get_obj(need(o, "battle", ctx), w);
    BattleStep& bt = g.battle;
    bt.step = static_cast<BattleStep::Step>(need_key(s, "step", w, kBattleStepKeys));
    bt.order = read_factions(need(s, "order", w), field("order", w));
    bt.aggressorIndex = need_int<std::int8_t>(s, "aggressor_index", w, 0, 127);
    bt.territory = need_territory_or_none(s, "territory", w);
    bt.sides = read_fixed<std::int8_t, 2>(
        need(s, "sides", w), field("sides", w),
        [](const json::value& x, const std::string& ww) { return read_faction_or_none(&x, ww); });
    bt.plans = read_fixed<BattlePlanRec, 2>(need(s, "plans", w), field("plans", w), read_plan);
    bt.voiceCommand = need_key_or_none(s, "voice_command", w, kVoiceKeys);
    bt.voiceMust = need_bool(s, "voice_must", w);
    bt.voiceTarget = need_int<std::int8_t>(s, "voice_target", w, -1, 1);
    bt.prescience = need_key_or_none(s, "prescience", w, kElementKeys);
    bt.prescienceSide = need_int<std::int8_t>(s, "prescience_side", w, -1, 1);
    bt.traitorAsked = need_int<std::uint8_t>(s, "traitor_asked", w, 0, 3);
    bt.traitorCalled = need_int<std::uint8_t>(s, "traitor_called", w, 0, 3);
    bt.winner = need_int<std::int8_t>(s, "winner", w, -1, 1);
    bt.keepable = need_int<std::uint8_t>(s, "keepable", w, 0, 3);
    // Advanced battle.
    if (const json::value* x = opt(s, "karama_see")) bt.karamaSee = get_bool(*x, field("karama_see", w));
    if (const json::value* x = opt(s, "captured"))
      bt.captured = static_cast<LeaderId>(get_int(*x, field("captured", w), -1, kLeaders - 1));
  }
  // Advanced battle.
  if (const json::value* x = opt(o, "atreides_battle_losses"))
    g.atreides.battleLosses =
        static_cast<std::int16_t>(get_int(*x, field("atreides_battle_losses", ctx), 0, 9999));
  if (const json::value* x = opt(o, "kwisatz_in_tanks"))
    g.atreides.kwisatzInTanks = get_bool(*x, field("kwisatz_in_tanks", ctx));
  if (const json::value* x = opt(o, "kwisatz_used_turn"))
    g.atreides.kwisatzUsedTurn =
        static_cast<std::int8_t>(get_int(*x, field("kwisatz_used_turn", ctx), 0, 127));
  if (const json::value* x = opt(o, "kwisatz_territory"))
    g.atreides.kwisatzTerritory = read_territory(*x, field("kwisatz_territory", ctx));
  if (const json::value* x = opt(o, "elite_revived_turn"))
    g.eliteRevivedTurn =
        read_prefix<std::int8_t, kFactions>(*x, field("elite_revived_turn", ctx), kBaseFactions,
                                            std::int8_t{0}, [](const json::value& y, const std::string& ww) {
                                              return static_cast<std::int8_t>(get_int(y, ww, 0, 127));
                                            });
  // Advanced Karama powers (adv-karama).
  if (const json::value* x = opt(o, "hand_swap")) {
    const std::string w = field("hand_swap", ctx);
    const json::object& hs = get_obj(*x, w);
    g.harkonnen.handSwapTarget = read_faction_or_none(&need(hs, "target", w), field("target", w));
    g.harkonnen.handSwapOwed =
        static_cast<std::int8_t>(get_int(need(hs, "owed", w), field("owed", w), 0, 32));
  }
  g.lastWheel = read_fixed<std::int8_t, 2>(
      need(o, "last_wheel", ctx), field("last_wheel", ctx),
      [](const json::value& x, const std::string& ww) { return read_faction_or_none(&x, ww); });
  {
    const std::string w = field("log", ctx);
    const json::array& log = get_arr(need(o, "log", ctx), w);
    g.log.reserve(log.size());
    for (std::size_t i = 0; i < log.size(); ++i) {
      std::string ww = w + "[" + std::to_string(i) + "]";
      const json::object& e = get_obj(log[i], ww);
      LogEntry le;
      le.turn = need_int<std::int8_t>(e, "turn", ww, 0, 127);
      le.phase = static_cast<Phase>(need_key(e, "phase", ww, kPhaseKeys));
      le.visibleTo = need_faction_mask(e, "visible_to", ww);
      le.text = std::string(get_str(need(e, "text", ww), field("text", ww)));
      g.log.push_back(std::move(le));
    }
  }
  {
    const std::string w = field("outcome", ctx);
    const json::object& s = get_obj(need(o, "outcome", ctx), w);
    g.outcome.kind = static_cast<WinKind>(need_key(s, "kind", w, kWinKeys));
    g.outcome.winners = need_faction_mask(s, "winners", w);
    g.outcome.turn = need_int<std::int8_t>(s, "turn", w, 0, 127);
  }
  return g;
}

// --- view ----------------------------------------------------------------------------------------

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
  if (p->kwisatz) o["kwisatz_haderach"] = true;
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

json::array mask_factions(std::uint8_t mask) {
  json::array a;
  for (int f = 0; f < kFactions; ++f)
    if (mask & bit(f)) a.push_back(json::string(faction_key(faction_at(f))));
  return a;
}

json::value view_json(const View& v) {
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
    for (int i = 0; i < leader_count(faction_at(f)); ++i) {
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
  for (const BattleQuote& q : v.battleQuotes)
    strength.push_back(
        json::object{{"territory", territory_or_null(q.territory)},
                     {"faction", faction_key(q.faction)},
                     {"opponent", faction_key(q.opponent)},
                     {"forces", q.normal},
                     {"elite", q.elite},
                     {"half_points", json::object{{"normal", q.value.normal},
                                                  {"normal_supported", q.value.normalSupported},
                                                  {"elite", q.value.elite},
                                                  {"elite_supported", q.value.eliteSupported}}}});
  o["battle_strength"] = std::move(strength);
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
  for (const Decision& d : v.pending) pend.push_back(to_json(d));
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
  return o;
}

// --- pretty printing -----------------------------------------------------------------------------

// One line, with a space after each ':' and ','.
std::string inline_text(const json::value& v) {
  if (v.is_object()) {
    std::string out = "{";
    bool first = true;
    for (const auto& kv : v.get_object()) {
      out += (first ? "" : ", ") + json::serialize(json::value(kv.key())) + ": " + inline_text(kv.value());
      first = false;
    }
    return out + "}";
  }
  if (v.is_array()) {
    std::string out = "[";
    bool first = true;
    for (const json::value& e : v.get_array()) {
      out += (first ? "" : ", ") + inline_text(e);
      first = false;
    }
    return out + "]";
  }
  return json::serialize(v);
}

void pretty(const json::value& v, std::string& out, int indent) {
  std::string flat = inline_text(v);
  if (flat.size() + static_cast<std::size_t>(indent) <= 100 || !(v.is_object() || v.is_array())) {
    out += flat;
    return;
  }
  const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
  if (v.is_object()) {
    out += "{\n";
    bool first = true;
    for (const auto& kv : v.get_object()) {
      if (!first) out += ",\n";
      first = false;
      out += pad + json::serialize(json::value(kv.key())) + ": ";
      pretty(kv.value(), out, indent + 2);
    }
    out += "\n" + std::string(static_cast<std::size_t>(indent), ' ') + "}";
  } else {
    out += "[\n";
    bool first = true;
    for (const json::value& e : v.get_array()) {
      if (!first) out += ",\n";
      first = false;
      out += pad;
      pretty(e, out, indent + 2);
    }
    out += "\n" + std::string(static_cast<std::size_t>(indent), ' ') + "]";
  }
}

}  // namespace

// --- public: keys ----------------------------------------------------------------------------------

std::string_view action_key(ActionKind k) { return kActionKeys.key(static_cast<int>(k)); }
bool action_kind_by_key(std::string_view key, ActionKind& out) {
  int i = kActionKeys.find(key);
  if (i < 0) return false;
  out = static_cast<ActionKind>(i);
  return true;
}
std::string_view decision_key(DecisionKind k) { return kDecisionKeys.key(static_cast<int>(k)); }
bool decision_kind_by_key(std::string_view key, DecisionKind& out) {
  int i = kDecisionKeys.find(key);
  if (i < 0) return false;
  out = static_cast<DecisionKind>(i);
  return true;
}
std::string_view phase_key(Phase p) { return kPhaseKeys.key(static_cast<int>(p)); }
bool phase_by_key(std::string_view key, Phase& out) {
  int i = kPhaseKeys.find(key);
  if (i < 0) return false;
  out = static_cast<Phase>(i);
  return true;
}
std::string_view voice_command_key(VoiceCommand c) { return kVoiceKeys.key(static_cast<int>(c)); }
std::string_view plan_element_key(PlanElement e) { return kElementKeys.key(static_cast<int>(e)); }
std::string_view question_key(Question q) { return kQuestionKeys.key(static_cast<int>(q)); }

// --- public: text ----------------------------------------------------------------------------------

std::string to_string(const json::value& v) { return json::serialize(v); }

std::string to_pretty_string(const json::value& v) {
  std::string out;
  pretty(v, out, 0);
  return out;
}

Result<json::value> parse_json(std::string_view text) {
  try {
    boost::system::error_code ec;
    json::parse_options opts;
    opts.max_depth = 64;
    json::value v = json::parse(json::string_view(text.data(), text.size()), ec, {}, opts);
    if (ec) return fail(Err::BadJson, "The text is not valid JSON: " + ec.message() + ".");
    return v;
  } catch (const std::exception& e) {
    return fail(Err::BadJson, std::string("The text is not valid JSON: ") + e.what() + ".");
  }
}

// --- public: actions and decisions -------------------------------------------------------------------

json::value to_json(const Action& a) {
  json::object o;
  o["type"] = action_key(a.kind);
  int k = static_cast<int>(a.kind);
  if (k < 0 || k >= kActionKinds) return o;
  for (const FieldSpec& s : specs()[static_cast<std::size_t>(k)].fields) {
    if (s.mode == Mode::Optional && is_default(a, s.field)) continue;
    o[s.name] = encode_field(a, s.field);
  }
  return o;
}

Result<Action> action_from_json(const json::value& v) {
  return guarded([&] { return decode_action(v); });
}

json::value to_json(const Decision& d) {
  return json::object{{"seat", faction_or_null(index(d.seat))},
                      {"kind", decision_key(d.kind)},
                      {"min", d.min},
                      {"max", d.max}};
}

Result<Decision> decision_from_json(const json::value& v) {
  return guarded([&] {
    const std::string ctx = "the decision";
    const json::object& o = get_obj(v, "a decision");
    Decision d{};
    d.seat = read_faction(need(o, "seat", ctx), field("seat", ctx));
    d.kind = static_cast<DecisionKind>(get_key(need(o, "kind", ctx), field("kind", ctx), kDecisionKeys));
    if (const json::value* x = opt(o, "min"))
      d.min = get_as<std::int16_t>(*x, field("min", ctx), INT16_MIN, INT16_MAX);
    if (const json::value* x = opt(o, "max"))
      d.max = get_as<std::int16_t>(*x, field("max", ctx), INT16_MIN, INT16_MAX);
    return d;
  });
}

// --- public: snapshot and view -------------------------------------------------------------------------

json::value to_json(const Game& g) { return game_json(g); }

Result<Game> game_from_json(const json::value& v) {
  return guarded([&] { return read_game(v); });
}

json::value to_json(const View& v) { return view_json(v); }

// --- public: single values ---------------------------------------------------------------------------------

json::value location_to_json(LocationId l) { return location_json(l); }
json::value card_to_json(CardId c) { return card_json(c); }
json::value leader_to_json(LeaderId l) { return leader_json(l); }

Result<Faction> faction_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_faction(v, std::string(what)); });
}
Result<TerritoryId> territory_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_territory(v, std::string(what)); });
}
Result<LocationId> location_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_location(v, std::string(what)); });
}
Result<LeaderId> leader_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_leader(v, std::string(what)); });
}
Result<CardId> card_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_card(v, std::string(what)); });
}
json::value variants_to_json(std::uint32_t variants) { return variants_json(variants); }
Result<std::uint32_t> variants_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_variants(v, std::string(what)); });
}

json::value variants_catalog_json() {
  json::array out;
  for (int i = 0; i < kVariants; ++i) {
    const VariantInfo& vi = variant_info(static_cast<Variant>(i));
    json::array cards;
    if (vi.cardSet >= 0)
      for (CardId c : build_treachery_deck(1u << static_cast<unsigned>(vi.cardSet)))
        cards.push_back(json::string(card_info(c).key));
    out.push_back(json::object{
        {"key", vi.key},
        {"name", vi.name},
        {"expansion", expansion_key(vi.expansion)},
        {"adds", vi.adds},
        {"source", vi.source},
        {"needs", variants_json(vi.needs)},
        {"card_set", vi.cardSet >= 0 ? json::value(card_set_key(static_cast<CardSet>(vi.cardSet))) : nullptr},
        {"cards", std::move(cards)}});
  }
  return out;
}

json::value factions_catalog_json() {
  json::array out;
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    const FactionInfo& fi = faction_info(f);
    json::array leaders;
    for (int k = 0; k < leader_count(f); ++k) {
      const LeaderInfo& li = leader_info(leader_id(f, k));
      json::object lo{{"name", li.name}};
      if (li.value == LeaderValue::Variable)
        lo["strength"] = "variable";
      else
        lo["strength"] = li.strength;
      if (li.advancedOnly) lo["advanced_only"] = true;
      leaders.push_back(std::move(lo));
    }
    json::object forces{{"total", kForcesPerFaction}, {"normal", fi.forces.normalName}};
    switch (fi.forces.special) {
      case SpecialForces::None: forces["special"] = nullptr; break;
      case SpecialForces::Elite:
        forces["special"] = json::object{{"name", fi.forces.specialName},
                                         {"count", fi.forces.specialCount},
                                         {"advanced_only", fi.forces.specialAdvancedOnly}};
        break;
      case SpecialForces::FlipSide:
        forces["special"] = json::object{{"name", fi.forces.specialName},
                                         {"flip_side", true},
                                         {"advanced_only", fi.forces.specialAdvancedOnly}};
        break;
    }
    json::object start{{"spice", fi.startSpice}, {"reserves", kForcesPerFaction - fi.startForces.count}};
    if (fi.startForces.territory != kNoTerritory)
      start["on_planet"] = json::object{{"territory", territory(fi.startForces.territory).key},
                                        {"count", fi.startForces.count}};
    if (!fi.startNote.empty()) start["note"] = fi.startNote;
    out.push_back(json::object{{"key", fi.key},
                               {"name", fi.name},
                               {"colour", fi.colour},
                               {"expansion", expansion_key(fi.expansion)},
                               {"playable", fi.playable},
                               {"start", std::move(start)},
                               {"free_revival", fi.freeRevival},
                               {"hand_limit", fi.handLimit},
                               {"opening_cards", fi.startTreachery},
                               {"forces", std::move(forces)},
                               {"leaders", std::move(leaders)},
                               {"source", fi.source}});
  }
  return out;
}

}  // namespace dune
