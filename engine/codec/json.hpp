// JSON codec (Boost.JSON) for the engine's wire types: actions, pending decisions, a seat's
// View, and lossless Game snapshots ("format": "dune-snapshot", "engine_version": 1).
// Decoders never throw and never crash: malformed input is an Err::BadJson error whose message
// is a sentence naming the offending field. The format is documented in docs/GAME_FILES.md.
// Also home of the snake_case keys of action kinds, decision kinds and phases.
#pragma once

#include <boost/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/codec/log_text.hpp"
#include "engine/core/action.hpp"
#include "engine/core/error.hpp"
#include "engine/core/state.hpp"
#include "engine/view/view.hpp"

namespace dune {

inline constexpr int kSnapshotEngineVersion = 1;

// --- keys --------------------------------------------------------------------------------------
// action_key, action_kind_by_key and decision_key are declared in engine/core/action.hpp.
bool decision_kind_by_key(std::string_view key, DecisionKind& out);
std::string_view phase_key(Phase p);  // "storm", "spice_blow", ..., "setup", "game_over"
bool phase_by_key(std::string_view key, Phase& out);
std::string_view voice_command_key(VoiceCommand c);  // "poison_weapon", ...
std::string_view plan_element_key(PlanElement e);    // "leader", "weapon", "defense", "dial"
std::string_view question_key(Question q);           // "holds_card", ...

// --- text --------------------------------------------------------------------------------------
std::string to_string(const boost::json::value& v);         // compact, deterministic key order
std::string to_pretty_string(const boost::json::value& v);  // indented; short arrays/objects inline
Result<boost::json::value> parse_json(std::string_view text);

// --- actions and decisions ---------------------------------------------------------------------
boost::json::value to_json(const Action& a);
Result<Action> action_from_json(const boost::json::value& v);
// The structural check of an in-memory action against its kind's declaration (the table the
// codec reads and writes from): each declared field within its range or key table, each id one
// that exists, each member the kind does not use left at its default. Empty when well formed,
// else a sentence naming the field. action_from_json only produces well-formed actions.
std::string action_field_problem(const Action& a);
boost::json::value to_json(const Decision& d);
Result<Decision> decision_from_json(const boost::json::value& v);

// --- game snapshots (secret: contains seed, rng and deck orders; server side only) -----------
boost::json::value to_json(const Game& g);
Result<Game> game_from_json(const boost::json::value& v);

// --- views (what a seat may see; safe to send) -------------------------------------------------
boost::json::value to_json(const View& v);

// --- static data -------------------------------------------------------------------------------
// Every faction of engine/data/factions.cpp with its data and whether the engine plays it yet
// (`dune factions --json`): [{"key", "name", "colour", "counter": {"fill", "ink", "letter"}, "expansion",
// "playable", "start", ...}].
boost::json::value factions_catalog_json();
// Every variant of engine/data/variants.cpp (`dune variants --json`): [{"key", "name", "expansion",
// "adds", "source", "needs": [keys], "card_sets": [set keys],
// "advanced_only", "cards": [card keys it adds]}].
boost::json::value variants_catalog_json();
// What the pieces do, in a player's words (issue 39; `dune catalog`, GET /api/catalog): the factions (as
// factions_catalog_json, each with its sheet, each line marked played or not yet from the rule registry), the
// treachery cards, Terror tokens, Ambassadors, Nexus cards, technology and Discovery tokens and the Homeworld
// faces (engine/data/texts.hpp, homeworlds.hpp). engine/codec/catalog.cpp.
boost::json::value catalog_json();

// --- single values, shared with the game-file reader --------------------------------------------
// `what` names the field in error messages, e.g. "field \"to\" of the move action".
boost::json::value location_to_json(LocationId l);  // {"territory": key, "sector": n}
// The view's "moves" field: a seat's shipment and movement ranges (engine/move_ranges.hpp).
struct MoveOption;
boost::json::array move_options_json(const std::vector<MoveOption>& options);
boost::json::value card_to_json(CardId c);      // key of the first copy, else {"key","id"}
boost::json::value leader_to_json(LeaderId l);  // leader name, e.g. "Feyd-Rautha"
Result<Faction> faction_from_json(const boost::json::value& v, std::string_view what);
Result<TerritoryId> territory_from_json(const boost::json::value& v, std::string_view what);
// A location: {"territory": key, "sector": n} (sector optional when the territory has one
// location), a bare territory key when the territory has one location, or a location id.
Result<LocationId> location_from_json(const boost::json::value& v, std::string_view what);
Result<LeaderId> leader_from_json(const boost::json::value& v, std::string_view what);
// A traitor card: a leader, or the Cheap Hero traitor card ("cheap_hero_traitor"; it_cheap_hero_traitor).
Result<LeaderId> traitor_from_json(const boost::json::value& v, std::string_view what);
// A card key ("shield": the first copy with that key), a card id, or {"key", "id"}.
Result<CardId> card_from_json(const boost::json::value& v, std::string_view what);
// A faction set: the list of its members' keys in faction order (["atreides", "fremen"]). The reader
// also takes the earlier forms: an integer bit mask (before issue 12; 255 = every faction) or "all".
boost::json::value to_json(FactionSet s);
Result<FactionSet> faction_set_from_json(const boost::json::value& v, std::string_view what);
// An audience: "public" (every seat and every spectator) or the seats' key list. The reader also
// takes the earlier forms: 255 or "all" for public, another integer mask for those seats.
boost::json::value to_json(Audience a);
Result<Audience> audience_from_json(const boost::json::value& v, std::string_view what);
// A variant selection as the list of its keys, and back (an unknown key or a repeated one is refused
// with a sentence naming it; requirements between variants are checked by new_game).
boost::json::value variants_to_json(std::uint32_t variants);
Result<std::uint32_t> variants_from_json(const boost::json::value& v, std::string_view what);

}  // namespace dune
