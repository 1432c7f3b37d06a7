// JSON codec: actions, decisions, views and lossless game snapshots, with Boost.JSON.
// Decoding validates every field (type, range, known key) and reports the first problem as
// Err::BadJson with a sentence naming the field. Internally a decode step throws `Bad`; the
// public functions catch it (and any Boost or standard exception) and return the error.
// Format reference: docs/GAME_FILES.md.
#include "engine/codec/json.hpp"
#include "engine/codec/json_read.hpp"

#include <boost/describe.hpp>
#include <boost/mp11.hpp>

#include "engine/codec/describe.hpp"

#include "engine/data/homeworlds.hpp"
#include "engine/data/variants.hpp"
#include "engine/move_ranges.hpp"
#include "engine/rules/action_args.hpp"

#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"
#include "engine/rules/factions/advantages.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace dune {
namespace json = boost::json;

namespace {

// The JSON readers and the refusal they throw (Bad, bad, get_*, opt, need, guarded):
// engine/codec/json_read.hpp.
using namespace json_read;

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
     "place_worm", "karama_cancel_shipment",
     "play_thumper", "play_harvester", "move_stronghold", "set_aside_card",  // Ixians & Tleilaxu
     "reveal_face_dancer", "raise_revival_limit", "karama_prevent_revival",
     "withhold_poison_tooth",
     "play_amal",
     "substitute_suboids", "keep_starting_card", "replace_card",
     "replace_face_dancer",
     "take_tech_token", "swap_card_up_for_bid", "karama_move_stronghold", "request_revival",
     "name_revival_price", "accept_revival_price",
     "play_recruits",  // Ecaz & Moritani
     "reinforce_from_homeworld", "send_from_homeworld", "discard_for_spice", "share_occupied_income",
     "place_moritani", "plant_terror", "reveal_terror", "offer_terror_alliance", "accept_terror_alliance",
     "give_terror_card", "discard_over_limit", "pay_extortion", "assassinate_leader",
     "grumman_terror",
     "place_ambassador", "trigger_ambassador", "accept_ecaz_alliance", "discard_for_ambassador",
     "lead_battle",
     "keep_lost_card", "karama_force_cards", "karama_dial_bonus",
     "vote_nexus", "ride_from_reserves",
     "draw_nexus_card", "play_nexus_card", "return_traitor", "offer_shipment",
     "reveal_discovery", "adjust_storm", "use_ornithopter",
     "choam_sell", "play_inflation", "play_worthless",
     "karama_sell_cards", "karama_sell_card", "offer_card_trade", "accept_card_trade",
     "audit", "cancel_audit", "copy_stronghold", "tupile_question", "discard_down"}};  // CHOAM & Richese
constexpr Keys<kDecisionKinds> kDecisionKeys{
    {"predict",        "pick_traitor", "place_fremen", "storm_dial",    "weather_control",
     "family_atomics", "nexus",        "charity",      "bid",           "revive",
     "ship",           "send_advisor", "move",         "choose_battle", "voice",
     "prescience",     "battle_plan",  "traitor",      "keep_cards",    "worm_ride",
     "capture",        "bg_flip",      "guild_timing", "karama_give_back",
     "worm_placement",
     "thumper", "harvester", "mobile_stronghold", "set_aside_card",  // Ixians & Tleilaxu
     "face_dancer", "revival_grants", "poison_tooth",
     "amal",
     "suboid_substitution", "starting_card", "replace_card",
     "replace_face_dancer",
     "tech_token", "technology_swap", "revival_price", "revival_offer",
     "homeworld_reinforcement", "homeworld_send", "homeworld_discard", "occupied_share",  // Ecaz & Moritani
     "place_moritani", "plant_terror", "terror_trigger", "terror_alliance", "terror_gift", "terror_discard",
     "extortion", "assassinate_leaders", "grumman_terror",
     "place_ambassador", "ambassador_trigger", "ambassador_alliance", "ambassador_discard",
     "occupy_lead",
     "keep_lost_card", "karama_force_cards",
     "great_maker_vote", "great_maker_ride",
     "nexus_card_draw", "nexus_traitor_return", "nexus_purchase", "nexus_mentat", "nexus_traitor",
     "nexus_battle_end", "nexus_window", "junction_offer",
     "discovery_reveal", "discovery_discard", "discovery_entry", "testing_station",
     "choam_market", "inflation", "karama_sell_cards", "card_trade_answer", "audit", "audit_payment",
     "stronghold_copy", "discard_down"}};  // CHOAM & Richese
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
constexpr Keys<6> kStormStepKeys{
    {"weather_window", "dials", "atomics_window", "faction_window", "discovery_entry", "testing_station"}};
constexpr Keys<6> kShipMoveStepKeys{{"ship", "advisor", "move", "wartime", "intrusion", "reaction"}};
// Moritani (Ecaz & Moritani pp.5-6 (2h)): TerrorToken and TerrorStep order.
constexpr Keys<kTerrorTokens> kTerrorTokenKeys{kTerrorTokenNames};
constexpr Keys<6> kTerrorStepKeys{{"none", "trigger", "offer", "must_reveal", "gift", "discard"}};
// Ecaz (Ecaz & Moritani pp.7-8 (2h)): AmbassadorStep order.
constexpr Keys<4> kAmbassadorStepKeys{{"none", "trigger", "alliance", "discard"}};
// Duke Vidal (E3 pp.6-9 (2h)): DukeTenure order.
constexpr Keys<4> kDukeTenureKeys{{"none", "until_battle", "one_battle", "this_turn"}};
constexpr Keys<13> kBattleStepKeys{{"choose", "voice", "prescience", "plans", "traitors", "winner_cards",
                                    "capture", "unmask", "poison_tooth", "after_losses", "tech_transfer",
                                    "lead", "nexus_end"}};
// Ixians & Tleilaxu technology tokens (TechToken order; engine/rules/components/tech/tech.cpp has the same
// keys).
// CHOAM's Inflation token (CR (2h)): InflationSide order.
constexpr Keys<3> kInflationKeys{{"none", "double", "cancel"}};
constexpr Keys<kTechTokens> kTechTokenKeys{{"axlotl_tanks", "heighliners", "spice_production"}};

static_assert(static_cast<int>(ActionKind::DiscardDown) + 1 == kActionKinds);
static_assert(static_cast<int>(Advantage::ChoamAllyFunds) + 1 == kAdvantages);
static_assert(static_cast<int>(DecisionKind::DiscardDown) + 1 == 83);
// Nexus Cards (em_nexus_cards): NexusEffect order.
constexpr Keys<kNexusEffects> kNexusEffectKeys{{"stop",
                                                "return_terror",
                                                "take_duke",
                                                "revive",
                                                "ask_traitors",
                                                "replace_face_dancers",
                                                "ally_withdraws",
                                                "draw_traitor",
                                                "virtual_sardaukar",
                                                "full_suboids",
                                                "terror_anywhere",
                                                "five_for_one",
                                                "guild_rates",
                                                "see_element",
                                                "second_element",
                                                "voice",
                                                "replace_purchase",
                                                "keep_spice",
                                                "mentat_traitors",
                                                "second_shipment",
                                                "flip_advisors",
                                                "cancel_traitor",
                                                "keep_lost",
                                                "look_card",
                                                "take_payment",
                                                "cancel_face_dancer",
                                                "sell_worthless",
                                                "worm_protection",
                                                "remote_ride",
                                                "choam_discards",
                                                "worthless_effect"}};
static_assert(static_cast<int>(Phase::GameOver) + 1 == 12);
static_assert(static_cast<int>(VoiceCommand::CheapHero) + 1 == 7);
static_assert(static_cast<int>(WinKind::EndOfGame) + 1 == 7);

// --- readers -----------------------------------------------------------------------------------

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
json::array advantages_json(AdvantageBits bits) {
  json::array out;
  for (int i = 0; i < kAdvantages; ++i)
    if (bits >> i & 1) out.push_back(json::string(kAdvantageKeys.key(i)));
  return out;
}

AdvantageBits read_advantages(const json::value& v, const std::string& what) {
  if (!v.is_array()) bad(what + " must be a list of advantage names");
  AdvantageBits bits = 0;
  for (const json::value& e : v.get_array()) bits |= AdvantageBits{1} << get_key(e, what, kAdvantageKeys);
  return bits;
}

// A variant selection (bit per Variant, engine/data/variants.hpp) as the list of its keys.
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

// A FactionSet as the list of its members' keys, in faction order.
json::array faction_set_json(FactionSet s) {
  json::array a;
  for (Faction f : s) a.push_back(json::string(faction_key(f)));
  return a;
}

// Earlier formats of a faction set: an integer bit mask (before issue 12; 255 meant every faction,
// and bits 6 and 7 together, which only that "everyone" value could set, stand for every faction
// past the base six) or "all" (issue 12's first key-list format, for every faction).
std::optional<FactionSet> read_old_faction_set(const json::value& v, const std::string& what) {
  if (v.is_number()) {
    const unsigned mask = static_cast<unsigned>(get_int(v, what, 0, 255));
    constexpr unsigned kEveryoneBits = 0xC0;  // the bits of 0xFF past the six base factions
    if ((mask & kEveryoneBits) == kEveryoneBits)
      return FactionSet::from_bits(mask) |
             (FactionSet::all() - FactionSet::from_bits((1u << kBaseFactions) - 1u));
    return FactionSet::from_bits(mask);
  }
  if (v.is_string() && v.get_string() == "all") return FactionSet::all();
  return std::nullopt;
}

FactionSet read_faction_set(const json::value& v, const std::string& what) {
  if (auto old = read_old_faction_set(v, what)) return *old;
  if (!v.is_array()) bad(what + " must be a list of faction keys, not " + describe(v));
  FactionSet s;
  const json::array& a = v.get_array();
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string w = what + "[" + std::to_string(i) + "]";
    if (!a[i].is_string()) bad(w + " must be a faction key, not " + describe(a[i]));
    s.insert(read_faction(a[i], w));
  }
  return s;
}

// An Audience: "public" (every seat and every spectator) or the list of the seats' keys. Earlier
// formats: the integer mask 255 or "all" meant public, another integer or list the seats in it.
json::value audience_json(Audience a) {
  if (a.is_public()) return "public";
  return faction_set_json(a.seat_set());
}

Audience read_audience(const json::value& v, const std::string& what) {
  if ((v.is_string() && (v.get_string() == "public" || v.get_string() == "all")) ||
      (v.is_int64() && v.get_int64() == 255))
    return Audience::everyone();
  if (v.is_string()) bad(what + " must be \"public\" or a list of faction keys, not " + describe(v));
  return Audience::seats(read_faction_set(v, what));
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
    // Duke Vidal (em.duke.*) is a leader too, by his name or key "duke_vidal"; the Cheap Hero traitor
    // card is no leader here.
    if (v.get_string() == "duke_vidal") return kDukeVidal;
    if (l == kNoLeader || (l >= kLeaders && l != kDukeVidal))
      bad(what + " names an unknown leader " + quoted(v.get_string()));
    return l;
  }
  if (v.is_number()) return static_cast<LeaderId>(get_int(v, what, 0, kDukeVidal));
  bad(what + " must be a leader name such as \"Feyd-Rautha\", not " + describe(v));
}

// A traitor card: a leader, or the Cheap Hero traitor card (it_cheap_hero_traitor) by its name "Cheap
// Hero", its key "cheap_hero_traitor" or its id.
LeaderId read_traitor(const json::value& v, const std::string& what) {
  if (v.is_string() && (slug(v.get_string()) == "cheap_hero_traitor" || slug(v.get_string()) == "cheap_hero"))
    return kCheapHeroTraitor;
  if (v.is_number() && v.is_int64() && v.get_int64() == kCheapHeroTraitor) return kCheapHeroTraitor;
  const LeaderId l = read_leader(v, what);
  if (l == kDukeVidal) bad(what + " names Duke Vidal, who has no traitor card (E3 pp.3-4)");
  return l;
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
  if (l == kCheapHeroTraitor) return json::string("cheap_hero_traitor");
  if (l == kDukeVidal) return json::string(leader_name(l));
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

// --- actions: each kind declared once -----------------------------------------------------------
// The one schema (engine/rules/action_args.hpp, kActionSchema) names, for each ActionKind, the fields
// it uses. The writer, the reader and the structural check (action_field_problem) all come from it, as
// do the rules' typed arguments; adding a field to a kind is one line there.

using Slot = ActionSlot;
using Ty = FieldType;
using Mode = FieldMode;

json::value encode_field(const ActionField& f, int v) {
  switch (f.type) {
    case Ty::Faction: return faction_or_null(v);
    case Ty::Int: return v;
    case Ty::Bool: return v != 0;
    case Ty::Location: return location_json(static_cast<LocationId>(v));
    case Ty::Territory: return territory_or_null(static_cast<TerritoryId>(v));
    case Ty::Leader: return leader_json(static_cast<LeaderId>(v));
    case Ty::Traitor: return leader_json(static_cast<LeaderId>(v));
    case Ty::Card: return card_json(static_cast<CardId>(v));
    case Ty::Voice: return key_or_null(v, kVoiceKeys);
    case Ty::Element: return key_or_null(v, kElementKeys);
    case Ty::Question: return key_or_null(v, kQuestionKeys);
    case Ty::Advantage: return key_or_null(v, kAdvantageKeys);
    case Ty::TechToken: return key_or_null(v, kTechTokenKeys);
    case Ty::TerrorToken: return key_or_null(v, kTerrorTokenKeys);
    case Ty::NexusEffect: return key_or_null(v, kNexusEffectKeys);
  }
  return nullptr;
}

int decode_field(const ActionField& f, const json::value& v, const std::string& what) {
  switch (f.type) {
    case Ty::Faction: return index(read_faction(v, what));
    case Ty::Int: return static_cast<int>(get_int(v, what, f.lo, f.hi));
    case Ty::Bool: return get_bool(v, what) ? 1 : 0;
    case Ty::Location: return read_location(v, what);
    case Ty::Territory: return read_territory(v, what);
    case Ty::Leader: return read_leader(v, what);
    case Ty::Traitor: return read_traitor(v, what);
    case Ty::Card: return read_card(v, what);
    case Ty::Voice: return get_key(v, what, kVoiceKeys);
    case Ty::Element: return get_key(v, what, kElementKeys);
    case Ty::Question: return get_key(v, what, kQuestionKeys);
    case Ty::Advantage: return get_key(v, what, kAdvantageKeys);
    case Ty::TechToken: return get_key(v, what, kTechTokenKeys);
    case Ty::TerrorToken: return get_key(v, what, kTerrorTokenKeys);
    case Ty::NexusEffect: return get_key(v, what, kNexusEffectKeys);
  }
  return 0;
}

// The accepted range of a field's value (the default of a field that is not required is always
// accepted), and what the value must be, for messages.
struct Range {
  int lo, hi;
  std::string_view what;
};
Range field_range(const ActionField& f) {
  switch (f.type) {
    case Ty::Faction: return {0, kFactions - 1, "a faction index"};
    case Ty::Int: return {f.lo, f.hi, "a number"};
    case Ty::Bool: return {0, 1, "a boolean"};
    case Ty::Location: return {0, kLocations - 1, "a location id"};
    case Ty::Territory: return {0, kTerritories - 1, "a territory id"};
    case Ty::Leader: return {0, kLeaders - 1, "a leader id"};
    case Ty::Traitor:
      return {0, kCheapHeroTraitor, "a traitor card (a leader id, or the Cheap Hero traitor)"};
    case Ty::Card: return {0, kTreacheryCards - 1, "a card id"};
    case Ty::Voice: return {0, static_cast<int>(kVoiceKeys.k.size()) - 1, "a voice command"};
    case Ty::Element: return {0, static_cast<int>(kElementKeys.k.size()) - 1, "a plan element"};
    case Ty::Question: return {0, static_cast<int>(kQuestionKeys.k.size()) - 1, "a question"};
    case Ty::Advantage: return {0, kAdvantages - 1, "an advantage"};
    case Ty::TechToken: return {0, kTechTokens - 1, "a technology token"};
    case Ty::TerrorToken: return {0, kTerrorTokens - 1, "a Terror token"};
    case Ty::NexusEffect: return {0, kNexusEffects - 1, "a Nexus card effect"};
  }
  return {0, 0, "?"};
}

constexpr std::array<std::string_view, kSlots> kSlotNames{
    "faction", "amount", "amount2", "amount3", "from", "to", "territory",
    "leader",  "card",   "weapon",  "defense", "flag", "sub"};

// The structural check without a sentence (apply runs it on every action): each declared field in
// range, and the action equal to its declared fields laid on a default action.
bool well_formed(const Action& a) {
  const int k = static_cast<int>(a.kind);
  if (k < 0 || k >= kActionKinds) return false;
  Action canon;
  canon.kind = a.kind;
  for (const ActionField& f : fields_of(static_cast<ActionKind>(k))) {
    const int v = field_value(a, f);
    if (f.mode == Mode::Required || v != field_default(f)) {
      const Range r = field_range(f);
      if (v < r.lo || v > r.hi) return false;
    }
    set_field(canon, f, v);
  }
  return canon == a && !(a.kind == ActionKind::Ship && a.to == kNoLocation && !a.flag);
}

// The structural check with the sentence naming the first problem.
std::string action_problem(const Action& a) {
  if (well_formed(a)) return "";
  const int k = static_cast<int>(a.kind);
  if (k < 0 || k >= kActionKinds) return "Unknown action kind " + std::to_string(k) + ".";
  std::array<int, kSlots> used{};  // bits of each slot the kind declares (-1: all of it)
  for (const ActionField& f : fields_of(static_cast<ActionKind>(k))) {
    int& u = used[static_cast<std::size_t>(f.slot)];
    u = f.width && u != -1 ? u | (((1 << f.width) - 1) << f.shift) : -1;
    const int v = field_value(a, f);
    if (f.mode != Mode::Required && v == field_default(f)) continue;
    const Range r = field_range(f);
    if (v < r.lo || v > r.hi)
      return "Field " + quoted(f.name) + " of the " + std::string(kActionKeys.key(k)) + " action must be " +
             std::string(r.what) + " from " + std::to_string(r.lo) + " to " + std::to_string(r.hi) +
             ", not " + std::to_string(v) + ".";
  }
  for (int s = 0; s < kSlots; ++s) {
    const int u = used[static_cast<std::size_t>(s)];
    if (u == -1) continue;
    const int v = slot_value(a, static_cast<Slot>(s));
    if ((u == 0 && v != slot_default(static_cast<Slot>(s))) || (u != 0 && (v & ~u) != 0))
      return "The " + std::string(kActionKeys.key(k)) + " action does not use its " +
             std::string(kSlotNames[static_cast<std::size_t>(s)]) + " member, which holds " +
             std::to_string(v) + ".";
  }
  if (a.kind == ActionKind::Ship && a.to == kNoLocation && !a.flag)
    return "The ship action needs \"to\", or \"to_reserves\" for a Guild shipment back to reserves.";
  return "";
}

Action decode_action(const json::value& v) {
  const json::object& o = get_obj(v, "an action");
  const json::value* t = o.if_contains("type");
  if (!t) bad("missing field \"type\" in the action (for example {\"type\": \"pass\"})");
  std::string_view key = get_str(*t, "field \"type\" of the action");
  int k = kActionKeys.find(key);
  if (k < 0) bad("unknown action type " + quoted(key) + " (expected one of " + kActionKeys.list() + ")");
  const std::span<const ActionField> fields = fields_of(static_cast<ActionKind>(k));
  const std::string ctx = "the " + std::string(key) + " action";
  for (const auto& kv : o) {
    if (kv.key() == "type") continue;
    bool known =
        std::any_of(fields.begin(), fields.end(), [&](const ActionField& f) { return f.name == kv.key(); });
    if (!known) {
      std::string names;
      for (const ActionField& f : fields) names += (names.empty() ? "" : ", ") + quoted(f.name);
      bad("unknown field " + quoted(kv.key()) + " in " + ctx +
          (names.empty() ? " (it takes no fields)" : " (its fields: " + names + ")"));
    }
  }
  Action a;
  a.kind = static_cast<ActionKind>(k);
  for (const ActionField& f : fields) {
    const json::value* fv = opt(o, f.name);
    if (!fv) {
      if (f.mode == Mode::Required) bad("missing field " + quoted(f.name) + " in " + ctx);
      continue;
    }
    set_field(a, f, decode_field(f, *fv, field(f.name, ctx)));
  }
  if (a.kind == ActionKind::Ship && a.to == kNoLocation && !a.flag)
    bad("missing field \"to\" in the ship action (give \"to\", or \"to_reserves\": true for a Guild shipment "
        "back to reserves)");
  return a;
}

// --- records: one description each (engine/codec/describe.hpp) ---------------------------------
// The walker below writes and reads every described record from its description: the field
// order and keys, and each field's traits (kField: key, conversion, optional, omitted while
// default, flattened, range). Conversions dispatch on the C++ type (numbers, bools, strings,
// enums as keys, records, lists, optionals) and, for the ids and masks that are plain integers in
// the state, on the field's `As`. A type with a JSON shape of its own has a Conv specialisation.

// Writing a snapshot or a view: the ids (As::Leader, As::Card, As::SpiceCard) are numbers in a
// snapshot and described objects in a view; `faction` is the player whose record is being written.
struct Ctx {
  bool view = false;
  Faction faction = Faction::Atreides;
  // A view of a Basic game: a player's leaders are those in play (no Advanced-only Auditor,
  // cr.choam.auditor).
  bool basic = false;
};

json::value card_view(CardId c) {
  if (c < 0 || c >= kTreacheryCards) return nullptr;
  const CardInfo& info = card_info(c);
  return json::object{{"id", c}, {"key", info.key}, {"name", info.name}, {"kind", card_kind_key(info.kind)}};
}

json::value leader_view(LeaderId l) {
  // Ixians & Tleilaxu: the Cheap Hero traitor card (it_cheap_hero_traitor) belongs to no faction.
  if (l == kCheapHeroTraitor)
    return json::object{{"id", l},
                        {"key", "cheap_hero_traitor"},
                        {"name", leader_name(l)},
                        {"faction", nullptr},
                        {"strength", 0}};
  // Duke Vidal: an Ecaz leader by identity (E3 pp.3-4 (2h)), whoever controls him.
  if (l == kDukeVidal)
    return json::object{{"id", l},
                        {"key", "duke_vidal"},
                        {"name", leader_name(l)},
                        {"faction", faction_key(Faction::Ecaz)},
                        {"strength", leader_strength(l)}};
  if (l < 0 || l >= kLeaders) return nullptr;
  return json::object{{"id", l},
                      {"name", leader_name(l)},
                      {"faction", faction_key(leader_faction(l))},
                      {"strength", leader_strength(l)}};
}

json::value spice_card_view(SpiceCardId c) {
  if (c < 0 || c >= kSpiceCards) return nullptr;
  if (is_shai_hulud(c)) return json::object{{"id", c}, {"key", "shai_hulud"}};
  if (is_sandtrout(c)) return json::object{{"id", c}, {"key", "sandtrout"}};
  if (is_great_maker(c)) return json::object{{"id", c}, {"key", "great_maker"}};
  TerritoryId t = spice_card_territory(c);
  return json::object{{"id", c},
                      {"key", territory(t).key},
                      {"territory", territory(t).key},
                      {"amount", spice_card_amount(c)}};
}

json::value u64_json(std::uint64_t x) { return json::string(std::to_string(x)); }

// The faction-set fields (FactionSet; a log line's Audience): the one place the walker converts
// them, as lists of faction keys (an audience: "public" or a list), in snapshots and views alike.
json::value faction_set_json(FactionSet s, const Ctx&) { return faction_set_json(s); }
json::value faction_set_json(Audience a, const Ctx&) { return audience_json(a); }

// Enum keys by type.
constexpr const auto& keys_of(std::type_identity<Phase>) { return kPhaseKeys; }
constexpr const auto& keys_of(std::type_identity<RulesetKind>) { return kRulesetKeys; }
constexpr const auto& keys_of(std::type_identity<WinKind>) { return kWinKeys; }
constexpr const auto& keys_of(std::type_identity<LeaderWhere>) { return kLeaderWhereKeys; }
constexpr const auto& keys_of(std::type_identity<SetupStep::Step>) { return kSetupStepKeys; }
constexpr const auto& keys_of(std::type_identity<StormStep::Step>) { return kStormStepKeys; }
constexpr const auto& keys_of(std::type_identity<ShipMoveStep::Step>) { return kShipMoveStepKeys; }
constexpr const auto& keys_of(std::type_identity<BattleStep::Step>) { return kBattleStepKeys; }
constexpr const auto& keys_of(std::type_identity<TerrorStep>) { return kTerrorStepKeys; }
constexpr const auto& keys_of(std::type_identity<AmbassadorStep>) { return kAmbassadorStepKeys; }
constexpr const auto& keys_of(std::type_identity<DukeTenure>) { return kDukeTenureKeys; }
constexpr const auto& keys_of(std::type_identity<InflationSide>) { return kInflationKeys; }
constexpr const auto& keys_of(std::type_identity<DecisionKind>) { return kDecisionKeys; }

template <class T>
constexpr bool kDescribed = boost::describe::has_describe_members<T>::value;
template <class T>
constexpr bool kIsVector = false;
template <class T, class A>
constexpr bool kIsVector<std::vector<T, A>> = true;
template <class T>
constexpr bool kIsArray = false;
template <class T, std::size_t N>
constexpr bool kIsArray<std::array<T, N>> = true;
template <class T>
constexpr bool kIsOptional = false;
template <class T>
constexpr bool kIsOptional<std::optional<T>> = true;
template <class>
[[maybe_unused]] constexpr bool kNoConversion = false;  // only named by a static_assert

// Types with a JSON shape of their own: `static json::value put(const T&, const Ctx&)` and/or
// `static void get(const json::value&, T&, const std::string& what, const Ctx&)`.
template <class T>
struct Conv;
template <class T>
concept ConvPut = requires(const T& x, const Ctx& c) {
  Conv<T>::put(x, c);
};
template <class T>
concept ConvGet = requires(const json::value& v, T& x, const std::string& w, const Ctx& c) {
  Conv<T>::get(v, x, w, c);
};

inline constexpr FieldOpts kNative{};

// snake_case of a described member's name, built at compile time ("stormSector" -> "storm_sector").
template <class D>
struct SnakeKey {
  static constexpr std::size_t len = [] {
    std::size_t n = 0;
    for (const char* p = D::name; *p; ++p) n += (*p >= 'A' && *p <= 'Z') ? 2 : 1;
    return n;
  }();
  static constexpr std::array<char, len + 1> buf = [] {
    std::array<char, len + 1> b{};
    std::size_t i = 0;
    for (const char* p = D::name; *p; ++p) {
      if (*p >= 'A' && *p <= 'Z') {
        b[i++] = '_';
        b[i++] = static_cast<char>(*p - 'A' + 'a');
      } else {
        b[i++] = *p;
      }
    }
    return b;
  }();
};

template <class D>
constexpr std::string_view key_of() {
  constexpr const FieldOpts& f = kField<D::pointer>;
  if constexpr (f.key != nullptr)
    return f.key;
  else
    return {SnakeKey<D>::buf.data(), SnakeKey<D>::len};
}

template <class M, class C>
C owner_of(M C::*);
// The default value of a member (for omitDefault): the member of a default-constructed owner.
template <auto P>
const auto& default_of() {
  static const auto v = decltype(owner_of(P)){}.*P;
  return v;
}

// Accepted range of a number: the field's, within the C++ type's; ids default to their table.
template <const FieldOpts& F, class T>
constexpr std::int64_t lo_of() {
  constexpr std::int64_t t = static_cast<std::int64_t>(std::numeric_limits<T>::min());
  if constexpr (F.lo != std::numeric_limits<std::int64_t>::min()) return std::max(F.lo, t);
  if constexpr (F.as == As::Leader || F.as == As::Card || F.as == As::SpiceCard) return -1;
  return t;
}
template <const FieldOpts& F, class T>
constexpr std::int64_t hi_of() {
  constexpr std::int64_t t = static_cast<std::int64_t>(std::numeric_limits<T>::max());
  if constexpr (F.hi != std::numeric_limits<std::int64_t>::max()) return std::min(F.hi, t);
  if constexpr (F.as == As::Leader) return kLeaders - 1;
  if constexpr (F.as == As::Card) return kTreacheryCards - 1;
  if constexpr (F.as == As::SpiceCard) return kSpiceCards - 1;
  return t;
}

template <const FieldOpts& F, class T>
json::value put(const T& m, const Ctx& c);
template <const FieldOpts& F, class T>
void get(const json::value& v, T& m, const std::string& what, const Ctx& c);

// Writes the described fields of x into o, in description order.
template <class T>
void put_fields(json::object& o, const T& x, const Ctx& c) {
  using Members = boost::describe::describe_members<T, boost::describe::mod_public>;
  o.reserve(o.size() + boost::mp11::mp_size<Members>::value);  // one allocation, no rehash
  boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>([&](auto d) {
    using D = decltype(d);
    constexpr const FieldOpts& f = kField<D::pointer>;
    const auto& m = x.*D::pointer;
    if constexpr (f.flatten) {
      put_fields(o, m, c);
    } else {
      if constexpr (f.omitDefault)
        if (m == default_of<D::pointer>()) return;
      o.emplace(key_of<D>(), put<f>(m, c));
    }
  });
}

// Reads the described fields of x from o; `ctx` names o in messages ("field \"battle\" of the snapshot").
template <class T>
void get_fields(const json::object& o, T& x, const std::string& ctx, const Ctx& c) {
  boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>([&](auto d) {
    using D = decltype(d);
    constexpr const FieldOpts& f = kField<D::pointer>;
    auto& m = x.*D::pointer;
    if constexpr (f.flatten) {
      get_fields(o, m, ctx, c);
    } else {
      constexpr std::string_view key = key_of<D>();
      const json::value* v = o.if_contains(key);
      if constexpr (f.optional) {
        if (!v || v->is_null()) return;
      } else {
        if (!v) bad("missing field " + quoted(key) + " in " + ctx);
      }
      get<f>(*v, m, field(key, ctx), c);
    }
  });
}

template <const FieldOpts& F, class T>
json::value put(const T& m, const Ctx& c) {
  if constexpr (ConvPut<T>) {
    return Conv<T>::put(m, c);
  } else if constexpr (F.as == As::Leaders) {  // a player's leader slots, the faction's sheet
    json::array a;
    const int n = c.view ? leader_count(c.faction, !c.basic) : leader_count(c.faction);
    a.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      json::object o;
      if (c.view) o = leader_view(leader_id(c.faction, i)).as_object();
      put_fields(o, m[static_cast<std::size_t>(i)], c);
      a.push_back(std::move(o));
    }
    return a;
  } else if constexpr (kIsVector<T> || kIsArray<T>) {
    json::array a;
    a.reserve(m.size());
    for (const auto& e : m) a.push_back(put<F>(e, c));
    return a;
  } else if constexpr (kIsOptional<T>) {
    return m ? put<F>(*m, c) : json::value(nullptr);
  } else if constexpr (F.as == As::Faction) {
    return faction_or_null(m);
  } else if constexpr (F.as == As::Mask) {
    return faction_set_json(m, c);
  } else if constexpr (F.as == As::Territory) {
    return territory_or_null(m);
  } else if constexpr (F.as == As::Location) {
    return m < 0 ? json::value(nullptr) : location_json(m);
  } else if constexpr (F.as == As::Leader) {
    return c.view ? leader_view(m) : json::value(m);
  } else if constexpr (F.as == As::Card) {
    return c.view ? card_view(m) : json::value(m);
  } else if constexpr (F.as == As::SpiceCard) {
    return c.view ? spice_card_view(m) : json::value(m);
  } else if constexpr (F.as == As::U64) {
    return u64_json(m);
  } else if constexpr (F.as == As::Advantages) {
    return advantages_json(m);
  } else if constexpr (F.as == As::Variants) {
    return variants_json(m);
  } else if constexpr (F.as == As::Voice) {
    return key_or_null(m, kVoiceKeys);
  } else if constexpr (F.as == As::Element) {
    return key_or_null(m, kElementKeys);
  } else if constexpr (std::is_same_v<T, bool> || std::is_integral_v<T>) {
    return m;
  } else if constexpr (std::is_same_v<T, std::string>) {
    return json::string(m);
  } else if constexpr (std::is_same_v<T, Faction>) {
    return faction_or_null(index(m));
  } else if constexpr (std::is_enum_v<T>) {
    return key_or_null(static_cast<int>(m), keys_of(std::type_identity<T>{}));
  } else if constexpr (kDescribed<T>) {
    json::object o;
    put_fields(o, m, c);
    return o;
  } else {
    static_assert(kNoConversion<T>, "no JSON conversion for this type: add a Conv or a description");
  }
}

template <const FieldOpts& F, class T>
void get(const json::value& v, T& m, const std::string& what, const Ctx& c) {
  if constexpr (ConvGet<T>) {
    Conv<T>::get(v, m, what, c);
  } else if constexpr (F.as == As::Leaders) {  // exactly the faction's sheet
    const json::array& a = get_arr(v, what);
    const int n = leader_count(c.faction);
    if (a.size() != static_cast<std::size_t>(n)) bad(what + " must have " + std::to_string(n) + " entries");
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::string w = what + "[" + std::to_string(i) + "]";
      get_fields(get_obj(a[i], w), m[i], w, c);
    }
  } else if constexpr (kIsVector<T>) {
    const json::array& a = get_arr(v, what);
    m.clear();
    m.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      typename T::value_type e{};
      get<F>(a[i], e, what + "[" + std::to_string(i) + "]", c);
      m.push_back(std::move(e));
    }
  } else if constexpr (kIsArray<T>) {  // exactly N entries, or minLen to N (the tail keeps its default)
    const json::array& a = get_arr(v, what);
    constexpr std::size_t n = std::tuple_size_v<T>;
    if constexpr (F.minLen < 0) {
      if (a.size() != n)
        bad(what + " must have " + std::to_string(n) + " entries, not " + std::to_string(a.size()));
    } else {
      if (a.size() < static_cast<std::size_t>(F.minLen) || a.size() > n)
        bad(what + " must have " + std::to_string(F.minLen) + " to " + std::to_string(n) + " entries, not " +
            std::to_string(a.size()));
    }
    for (std::size_t i = 0; i < a.size(); ++i) get<F>(a[i], m[i], what + "[" + std::to_string(i) + "]", c);
  } else if constexpr (F.as == As::Faction) {
    m = read_faction_or_none(&v, what);
  } else if constexpr (F.as == As::Mask) {
    m = read_faction_set(v, what);
  } else if constexpr (F.as == As::Territory) {
    m = read_territory_or_none(&v, what);
  } else if constexpr (F.as == As::Location) {
    m = v.is_null() ? kNoLocation : read_location(v, what);
  } else if constexpr (F.as == As::U64) {
    m = get_u64(v, what);
  } else if constexpr (F.as == As::Advantages) {
    m = read_advantages(v, what);
  } else if constexpr (F.as == As::Variants) {
    m = read_variants(v, what);
  } else if constexpr (F.as == As::Voice) {
    m = v.is_null() ? T{-1} : static_cast<T>(get_key(v, what, kVoiceKeys));
  } else if constexpr (F.as == As::Element) {
    m = v.is_null() ? T{-1} : static_cast<T>(get_key(v, what, kElementKeys));
  } else if constexpr (std::is_same_v<T, bool>) {
    m = get_bool(v, what);
  } else if constexpr (std::is_integral_v<T>) {  // also the ids, as numbers
    m = static_cast<T>(get_int(v, what, lo_of<F, T>(), hi_of<F, T>()));
  } else if constexpr (std::is_same_v<T, std::string>) {
    m = std::string(get_str(v, what));
  } else if constexpr (std::is_same_v<T, Faction>) {
    m = read_faction(v, what);
  } else if constexpr (std::is_enum_v<T>) {
    m = static_cast<T>(get_key(v, what, keys_of(std::type_identity<T>{})));
  } else if constexpr (kDescribed<T>) {
    get_fields(get_obj(v, what), m, what, c);
  } else {
    static_assert(kNoConversion<T>, "no JSON conversion for this type: add a Conv or a description");
  }
}

// --- conversions by type (types whose JSON shape is their own) -----------------------------------

template <>
struct Conv<Rng> {  // the four state words, as decimal strings
  static constexpr FieldOpts kWords{.as = As::U64};
  static json::value put(const Rng& r, const Ctx& c) { return dune::put<kWords>(r.s, c); }
  static void get(const json::value& v, Rng& r, const std::string& what, const Ctx& c) {
    dune::get<kWords>(v, r.s, what, c);
  }
};

template <>
struct Conv<Ruleset> {  // {"kind", "max_turns"}; a bare kind key reads as that ruleset
  static void get(const json::value& v, Ruleset& r, const std::string& what, const Ctx& c) {
    if (v.is_string())
      r.kind = static_cast<RulesetKind>(get_key(v, what, kRulesetKeys));
    else
      get_fields(get_obj(v, what), r, what, c);
  }
};

template <>
struct Conv<std::array<Player, kFactions>> {  // keyed by faction; expansion factions may be absent
  static json::value put(const std::array<Player, kFactions>& ps, const Ctx& c) {
    json::object o;
    o.reserve(kFactions);
    for (int f = 0; f < kFactions; ++f) {
      Ctx pc = c;
      pc.faction = faction_at(f);
      o.emplace(faction_key(pc.faction), dune::put<kNative>(ps[static_cast<std::size_t>(f)], pc));
    }
    return o;
  }
  static void get(const json::value& v, std::array<Player, kFactions>& ps, const std::string& what,
                  const Ctx& c) {
    const json::object& players = get_obj(v, what);
    for (const auto& kv : players) {
      Faction f;
      if (!faction_by_key(kv.key(), f) || faction_key(f) != kv.key())
        bad(what + " has an unknown faction key " + quoted(kv.key()));
    }
    for (int f = 0; f < kFactions; ++f) {
      std::string_view key = faction_key(faction_at(f));
      // Snapshots written before the expansion factions were data have no entry for them.
      if (f >= kBaseFactions && !players.if_contains(key)) continue;
      Ctx pc = c;
      pc.faction = faction_at(f);
      dune::get<kNative>(need(players, key, what), ps[static_cast<std::size_t>(f)], field(key, what), pc);
    }
  }
};

template <>
struct Conv<std::array<PlayerView, kFactions>> {  // the seated factions, keyed by faction
  static json::value put(const std::array<PlayerView, kFactions>& ps, const Ctx& c) {
    json::object o;
    for (int f = 0; f < kFactions; ++f) {
      const PlayerView& p = ps[static_cast<std::size_t>(f)];
      if (!p.inGame) continue;
      Ctx pc = c;
      pc.faction = faction_at(f);
      o.emplace(faction_key(pc.faction), dune::put<kNative>(p, pc));
    }
    return o;
  }
};

// The location of a board or spice entry, read from the entry's "territory" and "sector".
LocationId read_entry_location(const json::object& e, const std::string& w) {
  json::object loc;
  if (const json::value* t = e.if_contains("territory")) loc["territory"] = *t;
  if (const json::value* s = e.if_contains("sector")) loc["sector"] = *s;
  return read_location(loc, w);
}

// A snapshot entry starts with its location {"territory", "sector" if any}; a view entry always
// has "sector" (null for Polar Sink).
json::object entry_at(LocationId l, const Ctx& c) {
  if (!c.view) return location_json(l).as_object();
  const LocationInfo& info = location(l);
  return json::object{{"territory", territory(info.territory).key},
                      {"sector", info.sector == kNoSector ? json::value(nullptr) : json::value(info.sector)}};
}

template <>
struct Conv<Board> {  // [{territory, sector, faction, normal (view: forces), special}] where not empty
  static json::value put(const Board& b, const Ctx& c) {
    json::array a;
    for (LocationId l = 0; l < kLocations; ++l)
      for (int f = 0; f < kFactions; ++f) {
        const Forces& fc = b[static_cast<std::size_t>(l)][static_cast<std::size_t>(f)];
        if (fc.empty()) continue;
        json::object e = entry_at(l, c);
        e["faction"] = faction_key(faction_at(f));
        e[c.view ? "forces" : "normal"] = fc.normal;
        e["special"] = fc.special;
        a.push_back(std::move(e));
      }
    return a;
  }
  static void get(const json::value& v, Board& b, const std::string& what, const Ctx& c) {
    const json::array& a = get_arr(v, what);
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::string w = what + "[" + std::to_string(i) + "]";
      const json::object& e = get_obj(a[i], w);
      LocationId l = read_entry_location(e, w);
      Faction f = read_faction(need(e, "faction", w), field("faction", w));
      Forces& fc = b[static_cast<std::size_t>(l)][index(f)];
      if (!fc.empty()) bad(w + " repeats the forces of " + std::string(faction_key(f)) + " at one location");
      get_fields(e, fc, w, c);
    }
  }
};

using SpiceMap = std::array<std::int16_t, kLocations>;
template <>
struct Conv<SpiceMap> {  // [{territory, sector, amount}] where there is spice
  static json::value put(const SpiceMap& s, const Ctx& c) {
    json::array a;
    for (LocationId l = 0; l < kLocations; ++l) {
      if (s[static_cast<std::size_t>(l)] == 0) continue;
      json::object e = entry_at(l, c);
      e["amount"] = s[static_cast<std::size_t>(l)];
      a.push_back(std::move(e));
    }
    return a;
  }
  static void get(const json::value& v, SpiceMap& s, const std::string& what, const Ctx& c) {
    const json::array& a = get_arr(v, what);
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::string w = what + "[" + std::to_string(i) + "]";
      const json::object& e = get_obj(a[i], w);
      LocationId l = read_entry_location(e, w);
      if (s[static_cast<std::size_t>(l)] != 0) bad(w + " repeats the spice of one location");
      dune::get<kNative>(need(e, "amount", w), s[static_cast<std::size_t>(l)], field("amount", w), c);
    }
  }
};

// A log line: {"turn", "phase", "visible_to", "text"}.
template <>
struct Conv<LogEntry> {
  static json::value put(const LogEntry& e, const Ctx& c) {
    return json::object{{"turn", e.turn},
                        {"phase", key_or_null(static_cast<int>(e.phase), kPhaseKeys)},
                        {"visible_to", faction_set_json(e.visibleTo, c)},
                        {"text", log_text(e)}};
  }
  static void get(const json::value& v, LogEntry& le, const std::string& what, const Ctx&) {
    const json::object& e = get_obj(v, what);
    le.turn = static_cast<std::int8_t>(get_int(need(e, "turn", what), field("turn", what), 0, 127));
    le.phase = static_cast<Phase>(get_key(need(e, "phase", what), field("phase", what), kPhaseKeys));
    le.visibleTo = read_audience(need(e, "visible_to", what), field("visible_to", what));
    le.text = log_text_from_json(get_str(need(e, "text", what), field("text", what)));
  }
};

template <>
struct Conv<std::pair<LeaderId, std::int16_t>> {  // a leader's revival price (view)
  static json::value put(const std::pair<LeaderId, std::int16_t>& p, const Ctx&) {
    return json::object{{"leader", leader_view(p.first)}, {"price", p.second}};
  }
};

// --- game snapshot ------------------------------------------------------------------------------

json::value game_json(const Game& g) {
  json::object o;
  o.reserve(48);
  o.emplace("format", "dune-snapshot");
  o.emplace("engine_version", kSnapshotEngineVersion);
  put_fields(o, g, Ctx{});
  return o;
}

Game read_game(const json::value& v) {
  const std::string ctx = "the snapshot";
  const json::object& o = get_obj(v, "a snapshot");
  const json::value* format = o.if_contains("format");
  if (!format || !format->is_string() || format->get_string() != "dune-snapshot")
    bad("field \"format\" of the snapshot must be \"dune-snapshot\"");
  int ver =
      static_cast<int>(get_int(need(o, "engine_version", ctx), field("engine_version", ctx), 0, 1000000));
  if (ver != kSnapshotEngineVersion)
    bad("snapshot engine_version " + std::to_string(ver) + " is not supported (this engine reads version " +
        std::to_string(kSnapshotEngineVersion) + ")");
  Game g;
  get_fields(o, g, ctx, Ctx{});
  index_seats(g);  // derived, not serialized (Game::seating)
  return g;
}

// --- view ----------------------------------------------------------------------------------------
// The View's own layout (groups such as "bidding" and "battle" gather flat fields); every record
// inside it is written from its description.

template <const FieldOpts& F = kNative, class T>
json::value vput(const T& x) {
  return put<F>(x, Ctx{true});
}
inline constexpr FieldOpts kViewCards{.as = As::Card};
inline constexpr FieldOpts kViewSpiceCards{.as = As::SpiceCard};
inline constexpr FieldOpts kViewLeaders{.as = As::Leader};
inline constexpr FieldOpts kViewFaction{.as = As::Faction};
inline constexpr FieldOpts kViewFactionSet{.as = As::Mask};
inline constexpr FieldOpts kViewAdvantages{.as = As::Advantages};

json::value view_json(const View& v) {
  json::object o;
  o.reserve(40);
  o["seat"] = v.seat ? json::value(faction_key(*v.seat)) : json::value(nullptr);
  o["ruleset"] = vput(v.ruleset);
  o["version"] = v.version;
  o["turn"] = v.turn;
  o["phase"] = vput(v.phase);
  o["storm_sector"] = v.stormSector;
  o["atomics_used"] = v.atomicsUsed;
  o["karama_stops"] = vput<kViewAdvantages>(v.karamaStops);
  // Advanced alliance constraint warning for the acting seat (public territory names only).
  if (v.advancedAllySeparation) {
    json::array names;
    for (TerritoryId t : *v.advancedAllySeparation) names.push_back(json::string(territory(t).name));
    o["advancedAllySeparation"] = json::object{{"territories", std::move(names)}};
  } else {
    o["advancedAllySeparation"] = nullptr;
  }
  o["players"] = put<kNative>(v.players, Ctx{.view = true, .basic = v.ruleset.kind == RulesetKind::Basic});
  o["board"] = vput(v.board);
  o["spice"] = vput(v.spice);
  o["treachery_deck_count"] = v.treacheryDeckCount;
  o["spice_deck_count"] = v.spiceDeckCount;
  o["treachery_discard"] = vput<kViewCards>(v.treacheryDiscard);
  o["spice_discard"] = vput<kViewSpiceCards>(v.spiceDiscard);
  // Advanced (adv-spice): the second spice discard pile, public; the next storm card, Fremen only.
  o["spice_discard_b"] = vput<kViewSpiceCards>(v.spiceDiscardB);
  o["next_storm_card"] = v.nextStormCard > 0 ? json::value(v.nextStormCard) : json::value(nullptr);
  // Advanced (Fremen, Sandworms): a Shai-Hulud waiting for the Fremen to place it, with the territory
  // it appears in if they pass.
  o["worm_placement"] = v.wormToPlace
                            ? json::value(json::object{{"pile", v.wormPile == 0 ? "a" : "b"},
                                                       {"appears_in", territory_or_null(v.wormDefault)}})
                            : json::value(nullptr);
  // Ixians & Tleilaxu: where the Hidden Mobile Stronghold points (written only when it is in the game).
  if (v.mobileStronghold)
    o["hidden_mobile_stronghold"] = json::object{
        {"points_at", v.mobileHost == kNoLocation ? json::value(nullptr) : location_json(v.mobileHost)}};
  o["hand"] = vput<kViewCards>(v.hand);
  o["traitors"] = vput<kViewLeaders>(v.traitors);
  o["traitor_draw"] = vput<kViewLeaders>(v.traitorDraw);
  o["prediction"] = v.predictedFaction < 0
                        ? json::value(nullptr)
                        : json::value(json::object{{"faction", faction_or_null(v.predictedFaction)},
                                                   {"turn", v.predictedTurn}});
  o["known_cards"] = vput(v.knownCards);
  o["bidding"] = json::object{{"card_count", v.bidCardCount},
                              {"index", v.bidIndex},
                              {"high_bidder", faction_or_null(v.highBidder)},
                              {"high_bid", v.highBid},
                              {"turn", faction_or_null(v.bidTurn)},
                              {"card_up", card_view(v.cardUpForBid)}};
  // Ixians & Tleilaxu: the auction's cards the seat has seen (the Ixians' own view only).
  if (!v.auctionCardsSeen.empty())
    o["bidding"].as_object()["cards_seen"] = vput<kViewCards>(v.auctionCardsSeen);
  if (v.cardSwapped) o["bidding"].as_object()["card_swapped"] = true;
  // Ixians & Tleilaxu: the cards drawn at setup for the Ixians' choice (their own view only).
  if (!v.startingCardsSeen.empty()) o["starting_cards"] = vput<kViewCards>(v.startingCardsSeen);
  // Ixians & Tleilaxu: the treachery deck's top card, for the seat that set it there (the Ixians).
  if (v.knownDeckTop != kNoCard) o["known_deck_top"] = card_view(v.knownDeckTop);
  // ... and the cards it set aside at the bottom, still there (bottom-most first).
  if (!v.knownDeckBottom.empty()) o["known_deck_bottom"] = vput<kViewCards>(v.knownDeckBottom);
  // Ixians & Tleilaxu, Sandtrout (public, only once revealed this turn): "no_nexus", "double_spice" or
  // "spent".
  if (v.sandtrout != 0)
    o["sandtrout"] = v.sandtrout == 1 ? "no_nexus" : v.sandtrout == 2 ? "double_spice" : "spent";
  // Ecaz & Moritani, Recruits (public, only while in effect this turn).
  if (v.recruits) o["recruits"] = true;
  // Ecaz & Moritani, the Great Maker (public, only once it appeared this turn): the vote on a Nexus, in
  // storm order (voting: open; yes/no: the seats that voted so; result: "nexus", "no_nexus" or null
  // while none was decided), and whether the Fremen may still ride it with reserve forces.
  if (v.greatMaker != GreatMakerState{}) {
    const GreatMakerState& m = v.greatMaker;
    o["great_maker"] = json::object{{"voting", m.voting},
                                    {"yes", faction_set_json(m.yes)},
                                    {"no", faction_set_json(m.no)},
                                    {"result", m.result == 1   ? json::value("nexus")
                                               : m.result == 2 ? json::value("no_nexus")
                                                               : json::value(nullptr)},
                                    {"ride", m.ride}};
  }
  // Discovery (em_discovery, only with the variant): each Discovery card's site (its location, pool and
  // token: the token's key for a seat that may see it, "face_down" for the others, absent once gone), the
  // location tokens on the map (key, territory, the location they are revealed at), the pools' sizes and
  // the Ornithopter's holder.
  if (v.discovery) {
    json::array sites;
    for (int i = 0; i < kDiscoveryCards; ++i) {
      const std::int8_t t = v.discoverySite[static_cast<std::size_t>(i)];
      if (t < 0) continue;
      const DiscoveryCardInfo& c = discovery_card(i);
      sites.push_back(json::object{
          {"at", location_json(c.site)},
          {"card", territory(c.spice).key},
          {"pool", c.pool == DiscoveryPool::Hiereg ? "hiereg" : "smuggler"},
          {"token", t == kDiscoveryTokens ? json::value("face_down") : json::value(discovery_token_key(t))}});
    }
    json::array places;
    for (int k = 0; k < kDiscoveryLocations; ++k) {
      const LocationId h = v.discoveryHost[static_cast<std::size_t>(k)];
      if (h == kNoLocation) continue;
      places.push_back(
          json::object{{"token", discovery_token_key(k)},
                       {"territory", territory(static_cast<TerritoryId>(kFirstDiscoveryTerritory + k)).key},
                       {"location", static_cast<int>(kFirstDiscoveryLocation + k)},
                       {"at", location_json(h)}});
    }
    o["discovery"] =
        json::object{{"sites", std::move(sites)},
                     {"locations", std::move(places)},
                     {"pools", json::object{{"hiereg", v.hieregLeft}, {"smuggler", v.smugglerLeft}}},
                     {"ornithopter", v.ornithopter < 0 ? json::value(nullptr)
                                                       : json::value(faction_key(faction_at(v.ornithopter)))},
                     {"ornithopter_flying", v.ornithopterActive}};
  }
  // Homeworlds (public, only with the variant): each card on the table, its natives and its side.
  if (!v.homeworlds.empty()) {
    json::array hw;
    for (const HomeworldStatus& s : v.homeworlds) {
      const HomeworldInfo& info = homeworld_info(s.id);
      // Foreign forces on the card (rule 74): the board's cell of its location, by faction.
      json::array visitors;
      const auto& cell = v.board[static_cast<std::size_t>(homeworld_location(s.id))];
      for (int f = 0; f < kFactions; ++f) {
        const Forces& fc = cell[static_cast<std::size_t>(f)];
        if (!fc.empty())
          visitors.push_back(json::object{
              {"faction", faction_key(faction_at(f))}, {"forces", fc.normal}, {"special", fc.special}});
      }
      hw.push_back(
          json::object{{"homeworld", info.key},
                       {"name", info.name},
                       {"owner", faction_key(info.owner)},
                       {"natives", s.natives},
                       {"side", s.high ? "high" : "low"},
                       {"high_min", info.high.min},
                       {"battle", s.battle},
                       {"effect", s.high ? info.highEffect : info.lowEffect},
                       {"occupier", s.occupier >= 0 ? json::value(faction_key(faction_at(s.occupier)))
                                                    : json::value(nullptr)},
                       {"occupied_effect", info.occupiedEffect},
                       {"occupied_spice", info.occupiedSpice},
                       {"visitors", std::move(visitors)}});
    }
    o["homeworlds"] = std::move(hw);
  }
  o["storm"] = json::object{{"dialers", vput<kViewFaction>(v.stormDialers)},
                            {"own_dial", v.ownDial < 0 ? json::value(nullptr) : json::value(v.ownDial)}};
  o["battle"] = json::object{
      {"territory", territory_or_null(v.battleTerritory)},
      {"sides", vput<kViewFaction>(v.battleSides)},
      {"own_plan", vput(v.ownPlan)},
      {"opponent_plan", vput(v.opponentPlanRevealed)},
      {"voice", v.voiceCommand < 0
                    ? json::value(nullptr)
                    : json::value(json::object{{"command", key_or_null(v.voiceCommand, kVoiceKeys)},
                                               {"must", v.voiceMust}})},
      {"prescience", key_or_null(v.prescience, kElementKeys)},
      {"prescience_answer", vput(v.prescienceAnswer)}};
  // Ecaz Occupy (public; written only in a combined battle).
  if (v.battlePartners[0] >= 0 || v.battlePartners[1] >= 0)
    o["battle"].as_object()["partners"] = vput<kViewFaction>(v.battlePartners);
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
    o["shipment_cancelled"] = vput<kViewFactionSet>(v.shipmentCancelled);
    // adv-karama: the Harkonnen Karama give-back still owed (public: who and how many, not which).
    if (v.handSwapTarget >= 0)
      o["hand_swap"] = json::object{{"target", faction_or_null(v.handSwapTarget)}, {"owed", v.handSwapOwed}};
  }
  // Tleilaxu (Ixians & Tleilaxu): own Face Dancers to the Tleilaxu seat only; the rest is public.
  if (v.tleilaxuSeated)
    o["tleilaxu"] = json::object{{"face_dancers", vput<kViewLeaders>(v.faceDancers)},
                                 {"revealed_face_dancers", vput<kViewLeaders>(v.revealedFaceDancers)},
                                 {"revival_limit_raised", vput<kViewFactionSet>(v.revivalLimitRaised)},
                                 {"revival_prevented", faction_or_null(v.revivalPrevented)}};
  // CHOAM (written only while they are seated; public): the Inflation token's side up ("none" while in their
  // supply or gone), whether it has flipped, whether it has left the game.
  if (v.choamSeated)
    o["choam"] = json::object{
        {"inflation", kInflationKeys.key(static_cast<int>(v.inflation))},
        {"inflation_flipped", v.inflationFlipped},
        {"inflation_gone", v.inflationGone},
        {"karama_selling", v.choamKaramaSelling},
        {"trade_offer", v.choamTradeOffer != kNoCard ? card_view(v.choamTradeOffer) : json::value(nullptr)}};
  // Moritani Terror tokens (written only while they are seated): the board's tokens as places, with their
  // identity for the Moritani seat only (null for everyone else); the supply's count (public) and its tokens
  // (theirs only); the revealed tokens, the Atomics Aftermath, the Extortion waiting, the entry now answered.
  if (v.moritaniSeated) {
    json::array board;
    for (const TerrorView& t : v.terror)
      board.push_back(json::object{{"territory", territory_or_null(t.territory)},
                                   {"token", key_or_null(t.token, kTerrorTokenKeys)}});
    auto tokens = [](const std::vector<std::int8_t>& list) {
      json::array a;
      for (std::int8_t t : list) a.push_back(key_or_null(t, kTerrorTokenKeys));
      return a;
    };
    json::value entry = nullptr;
    if (v.terrorEntrant >= 0)
      entry = json::object{{"entrant", faction_or_null(v.terrorEntrant)},
                           {"territory", territory_or_null(v.terrorEntered)},
                           {"token", key_or_null(v.terrorAsked, kTerrorTokenKeys)}};
    o["terror"] = json::object{{"board", std::move(board)},
                               {"supply_count", v.terrorSupply},
                               {"supply", tokens(v.terrorSupplyTokens)},
                               {"revealed", tokens(v.terrorGone)},
                               {"aftermath", territory_or_null(v.aftermath)},
                               {"extortion_pending", v.extortionPending},
                               {"entry", std::move(entry)}};
  }
  // Ecaz Ambassadors (written only while Ecaz are seated): the board's tokens face up; the supply's count
  // (public) and its tokens (Ecaz's seat only); the tokens set aside and gone; the next placement's price;
  // the token the open entry window asks about; Advanced, the Loyalty traitor card (public).
  if (v.ecazSeated) {
    json::array board;
    for (const AmbassadorView& t : v.ambassadors)
      board.push_back(json::object{{"territory", territory_or_null(t.territory)},
                                   {"ambassador", faction_or_null(t.token)}});
    auto tokens = [](const std::vector<std::int8_t>& list) {
      json::array a;
      for (std::int8_t t : list) a.push_back(faction_or_null(t));
      return a;
    };
    o["ambassadors"] = json::object{{"board", std::move(board)},
                                    {"supply_count", v.ambassadorSupply},
                                    {"supply", tokens(v.ambassadorSupplyTokens)},
                                    {"set_aside", tokens(v.ambassadorsSpent)},
                                    {"gone", tokens(v.ambassadorsGone)},
                                    {"next_cost", v.ambassadorNextCost},
                                    {"asked", faction_or_null(v.ambassadorAsked)},
                                    {"entrant", faction_or_null(v.ambassadorEntrant)},
                                    {"loyalty", leader_view(v.loyalty)}};
  }
  // Nexus Cards (em_nexus_cards; written only with the variant): the deck's count, the discards and the
  // holders (public), the seat's own card and the mode it would be played in now (its seat only; null
  // otherwise), and whether the draw after a Nexus is open.
  if (v.nexusCards) {
    json::array discard;
    for (std::int8_t c : v.nexusDiscard) discard.push_back(faction_or_null(c));
    o["nexus_cards"] = json::object{
        {"deck_count", v.nexusDeckCount},
        {"discard", std::move(discard)},
        {"holders", faction_set_json(v.nexusHolders)},
        {"card", faction_or_null(v.ownNexusCard)},
        {"mode", v.ownNexusMode < 0
                     ? json::value(nullptr)
                     : json::value(nexus_cards::mode_key(static_cast<nexus_cards::Mode>(v.ownNexusMode)))},
        {"drawing", v.nexusDrawing},
        {"moment", v.nexusMoment == 0 ? json::value(nullptr)
                                      : json::value(nexus_cards::moment_key(
                                            static_cast<nexus_cards::Moment>(v.nexusMoment)))},
        {"moment_by", faction_or_null(v.nexusMomentBy)}};
  }
  // Duke Vidal (public; written only while Ecaz or the Moritani are seated): where he is, who controls him
  // (null: set aside) and for how long.
  if (v.dukeInGame)
    o["duke_vidal"] = json::object{{"leader", leader_view(kDukeVidal)},
                                   {"where", kLeaderWhereKeys.key(static_cast<int>(v.duke.where))},
                                   {"deaths", v.duke.deaths},
                                   {"fought_in", territory_or_null(v.duke.foughtIn)},
                                   {"holder", faction_or_null(v.dukeHolder)},
                                   {"tenure", kDukeTenureKeys.key(static_cast<int>(v.dukeTenure))}};
  // Ixians & Tleilaxu technology tokens (public; written only with the variant): each token's owner.
  if (v.techTokens) {
    json::object tokens;
    for (int i = 0; i < kTechTokens; ++i)
      tokens[kTechTokenKeys.key(i)] = faction_or_null(v.techOwners[static_cast<std::size_t>(i)]);
    o["tech_tokens"] = std::move(tokens);
  }
  // CHOAM & Richese Stronghold cards (public; written only with the variant): each card's holder.
  if (v.strongholdCards) {
    json::object cards;
    for (int i = 0; i < kStrongholdCards; ++i)
      cards[stronghold_cards::card_key(static_cast<stronghold_cards::Card>(i))] =
          faction_or_null(v.strongholdHolders[static_cast<std::size_t>(i)]);
    o["stronghold_cards"] = std::move(cards);
  }
  // The open request for an early leader revival or a Ghola's return (public; null: none).
  if (v.tleilaxuSeated) {
    json::value req = nullptr;
    if (v.revivalAsker >= 0)
      req = json::object{
          {"faction", faction_or_null(v.revivalAsker)},
          {"leader", leader_view(v.revivalAskedLeader)},
          {"price", v.revivalAskedPrice >= 0 ? json::value(v.revivalAskedPrice) : json::value(nullptr)}};
    o["tleilaxu"].as_object()["revival_request"] = std::move(req);
  }
  json::object offers;
  for (int f = 0; f < kFactions; ++f)
    if (v.nexusOffers[f] >= 0) offers[faction_key(faction_at(f))] = faction_or_null(v.nexusOffers[f]);
  o["nexus_offers"] = std::move(offers);
  // Rule values quoted for bots and clients (engine/rules/quotes.hpp; docs/API.md, "Quotes").
  o["battle_strength"] = vput(v.battleQuotes);
  if (v.supportFunds >= 0) o["support_funds"] = v.supportFunds;
  o["shipment_prices"] = vput(v.shipmentQuote);
  o["revival_prices"] = vput(v.revivalQuote);
  o["pending"] = vput(v.pending);
  o["boundaries"] = vput(v.boundaries);
  o["log"] = vput(v.log);
  o["outcome"] = vput(v.outcome);
  // Issue 39: the victory's reason (in the outcome), the last Battle phase's battles.
  if (!v.outcomeReason.empty()) o["outcome"].as_object()["reason"] = v.outcomeReason;
  json::array battles;
  for (const BattleResult& r : v.battles) {
    static constexpr std::array<std::string_view, 4> kEnds{"totals", "traitor", "traitors", "explosion"};
    json::array plans, lost, totals, killed;
    for (std::size_t i = 0; i < 2; ++i) {
      plans.push_back(vput(r.plans[i]));
      lost.push_back(vput(r.lost[i]));
      totals.push_back(r.totals[i] < 0 ? json::value(nullptr) : json::value(r.totals[i]));
      killed.push_back(r.leaderKilled[i]);
    }
    battles.push_back(
        json::object{{"turn", r.turn},
                     {"territory", territory_or_null(r.territory)},
                     {"sides", vput<kViewFaction>(r.sides)},
                     {"partners", vput<kViewFaction>(r.partners)},
                     {"plans", std::move(plans)},
                     {"end", kEnds.at(r.end)},
                     {"winner", r.winner < 0 ? json::value(nullptr)
                                             : faction_or_null(r.sides[static_cast<std::size_t>(r.winner)])},
                     {"half_points", std::move(totals)},
                     {"lost", std::move(lost)},
                     {"leaders_killed", std::move(killed)}});
  }
  o["battles"] = std::move(battles);
  json::array contested;
  for (const View::Contest& c : v.contested)
    contested.push_back(json::object{{"territory", territory_or_null(c.territory)},
                                     {"factions", faction_set_json(c.factions)}});
  o["contested"] = std::move(contested);
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
  for (const ActionField& f : fields_of(static_cast<ActionKind>(k))) {
    const int v = field_value(a, f);
    if (f.mode == Mode::Optional && v == field_default(f)) continue;
    o[f.name] = encode_field(f, v);
  }
  return o;
}

Result<Action> action_from_json(const json::value& v) {
  return guarded([&] { return decode_action(v); });
}

std::string action_field_problem(const Action& a) { return action_problem(a); }

json::value to_json(const Decision& d) { return put<kNative>(d, Ctx{}); }

Result<Decision> decision_from_json(const json::value& v) {
  return guarded([&] {
    Decision d{};
    get_fields(get_obj(v, "a decision"), d, "the decision", Ctx{});
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
Result<LeaderId> traitor_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_traitor(v, std::string(what)); });
}
Result<CardId> card_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_card(v, std::string(what)); });
}
json::value to_json(FactionSet s) { return faction_set_json(s); }
json::value to_json(Audience a) { return audience_json(a); }
Result<FactionSet> faction_set_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_faction_set(v, std::string(what)); });
}
Result<Audience> audience_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_audience(v, std::string(what)); });
}
json::value variants_to_json(std::uint32_t variants) { return variants_json(variants); }
Result<std::uint32_t> variants_from_json(const json::value& v, std::string_view what) {
  return guarded([&] { return read_variants(v, std::string(what)); });
}

json::value variants_catalog_json() {
  json::array out;
  for (int i = 0; i < kVariants; ++i) {
    const VariantInfo& vi = variant_info(static_cast<Variant>(i));
    json::array cards, sets;
    for (CardId c : build_treachery_deck(vi.cardSets)) cards.push_back(json::string(card_info(c).key));
    for (int s = 0; s < kCardSets; ++s)
      if ((vi.cardSets >> s) & 1u) sets.push_back(json::string(card_set_key(static_cast<CardSet>(s))));
    out.push_back(json::object{{"key", vi.key},
                               {"name", vi.name},
                               {"expansion", expansion_key(vi.expansion)},
                               {"adds", vi.adds},
                               {"source", vi.source},
                               {"needs", variants_json(vi.needs)},
                               {"card_sets", std::move(sets)},
                               {"advanced_only", vi.advancedOnly},
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
    json::object counter{{"fill", fi.counter.fill}, {"ink", fi.counter.ink}, {"letter", fi.counter.letter}};
    out.push_back(json::object{{"key", fi.key},
                               {"name", fi.name},
                               {"colour", fi.colour},
                               {"counter", std::move(counter)},
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

// The view's "moves" field (docs/API.md): the seat's shipment and movement ranges (engine/move_ranges.hpp).
json::array move_options_json(const std::vector<MoveOption>& options) {
  json::array out;
  for (const MoveOption& o : options) {
    json::object e;
    e["type"] = action_key(o.kind);
    if (o.from != kNoLocation) e["from"] = location_to_json(o.from);
    if (o.to != kNoLocation) e["to"] = location_to_json(o.to);
    if (o.toReserves) e["to_reserves"] = true;
    if (o.karama != kNoCard) e["karama_card"] = card_to_json(o.karama);
    if (o.takeUpArms) e["take_up_arms"] = true;
    e["min"] = o.min;
    e["max"] = o.max;
    if (o.eliteSource)
      e["forces_at_source"] = {{"normal", o.eliteSource->normal}, {"elite", o.eliteSource->special}};
    if (o.kind == ActionKind::Ship) {
      json::array c;
      for (int x : o.cost) c.push_back(x);
      e["cost"] = std::move(c);
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace dune
