// The one schema of the actions (issue 36 item 5): for each ActionKind, the fields it uses, each with
// its JSON name, the member of the flat Action that holds it (or a bit range of it), its type, whether it
// is required, and its range. The codec writes, reads and checks actions from it (engine/codec/json.cpp),
// and the rules read and build actions through it by name, typed:
//
//   const bool must = arg<ActionKind::Voice, "must">(a);             // a bool, wherever it is stored
//   const auto cmd = arg<ActionKind::Voice, "command">(a);          // a VoiceCommand
//   out.push_back(ActionOf<ActionKind::Voice>{}.set<"command">(v).set<"must">(true));
//
// A name the kind does not declare fails to compile. The 18-byte Action stays the wire and hot-path
// record; no rule reads its overloaded members (flag, sub, packed bits) directly (scripts/guard.mjs).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "engine/core/action.hpp"
#include "engine/core/state.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {

// The members of the flat Action a field can live in.
enum class ActionSlot : std::uint8_t {
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
  Sub
};
inline constexpr int kSlots = 13;

// A field's type: its JSON shape, and the C++ type the rules read (ArgType below).
enum class FieldType : std::uint8_t {
  Faction,
  Int,
  Bool,
  Location,
  Territory,
  Leader,
  Card,
  Voice,
  Element,
  Question,
  Advantage,
  TechToken,
  TerrorToken,  // Moritani (Ecaz & Moritani pp.5-6 (2h))
  NexusEffect,  // Nexus Cards (em_nexus_cards)
  Traitor       // a traitor card: a leader id, or the Cheap Hero traitor card (it_cheap_hero_traitor)
};

// Required: always written, must be given. Always: always written, defaults when absent.
// Optional: written only when set, defaults when absent.
enum class FieldMode : std::uint8_t { Required, Always, Optional };

struct ActionField {
  ActionKind kind;
  std::string_view name;
  ActionSlot slot;
  FieldType type;
  FieldMode mode;
  std::int16_t lo = 0, hi = 0;        // Int: the accepted range
  std::uint8_t shift = 0, width = 0;  // the bits [shift, shift + width) of the slot; width 0: all of it
};

inline constexpr std::int16_t kMaxSpice = 9999;
inline constexpr std::int16_t kForces = kForcesPerFaction;

namespace schema_detail {
// clang-format off
consteval auto rows() {
  using enum ActionSlot;
  using enum FieldMode;
  using T = FieldType;
  using K = ActionKind;
  return std::to_array<ActionField>({
    {K::Predict, "faction", Faction, T::Faction, Required},
    {K::Predict, "turn", Amount, T::Int, Required, 1, 99},
    {K::PickTraitor, "leader", Leader, T::Traitor, Required},
    {K::PlaceFremen, "sietch_tabr", Amount, T::Int, Always, 0, kForces},
    {K::PlaceFremen, "false_wall_south", Amount2, T::Int, Always, 0, kForces},
    {K::PlaceFremen, "false_wall_west", Amount3, T::Int, Always, 0, kForces},
    // Advanced (adv-spice): how many of the forces placed there are Fedaykin (2 bits each in sub).
    {K::PlaceFremen, "fedaykin_sietch_tabr", Sub, T::Int, Optional, 0, 3, 0, 2},
    {K::PlaceFremen, "fedaykin_false_wall_south", Sub, T::Int, Optional, 0, 3, 2, 2},
    {K::PlaceFremen, "fedaykin_false_wall_west", Sub, T::Int, Optional, 0, 3, 4, 2},
    {K::StormDial, "dial", Amount, T::Int, Required, 0, 20},
    {K::WeatherControl, "sectors", Amount, T::Int, Required, 0, kSectors - 1},
    {K::Ally, "faction", Faction, T::Faction, Required},
    {K::Bid, "amount", Amount, T::Int, Required, 0, kMaxSpice},
    {K::Bid, "karama", Flag, T::Bool, Always},
    {K::Revive, "forces", Amount, T::Int, Always, 0, kForces},
    {K::Revive, "leader", Leader, T::Leader, Optional},
    {K::Revive, "ally_forces", Amount2, T::Int, Optional, 0, kForces},
    {K::Revive, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::Revive, "karama", Flag, T::Bool, Optional},
    {K::Revive, "kwisatz_haderach", Sub, T::Bool, Optional},
    {K::Ship, "to", To, T::Location, Optional},
    {K::Ship, "forces", Amount, T::Int, Required, 0, kForces},
    {K::Ship, "from", From, T::Location, Optional},
    {K::Ship, "to_reserves", Flag, T::Bool, Optional},
    {K::Ship, "karama_card", Card, T::Card, Optional},
    {K::Ship, "as_advisors", Sub, T::Bool, Optional},
    {K::Ship, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::SendAdvisor, "to", To, T::Location, Optional},
    {K::SendAdvisor, "forces", Amount, T::Int, Optional, 1, 2},
    {K::Move, "from", From, T::Location, Required},
    {K::Move, "to", To, T::Location, Required},
    {K::Move, "forces", Amount, T::Int, Required, 0, kForces},
    {K::Move, "take_up_arms", Sub, T::Bool, Optional},
    {K::Move, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::ChooseBattle, "territory", Territory, T::Territory, Required},
    {K::ChooseBattle, "opponent", Faction, T::Faction, Required},
    {K::Voice, "command", Sub, T::Voice, Required},
    {K::Voice, "must", Flag, T::Bool, Required},
    {K::Prescience, "element", Sub, T::Element, Required},
    {K::Prescience, "karama", Flag, T::Bool, Optional},
    {K::BattlePlan, "leader", Leader, T::Leader, Optional},
    {K::BattlePlan, "cheap_hero", Card, T::Card, Optional},
    {K::BattlePlan, "dial", Amount, T::Int, Required, 0, kForces},
    {K::BattlePlan, "weapon", Weapon, T::Card, Optional},
    {K::BattlePlan, "defense", Defense, T::Card, Optional},
    {K::BattlePlan, "spice", Amount2, T::Int, Optional, 0, kMaxSpice},
    {K::BattlePlan, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::BattlePlan, "kwisatz_haderach", Flag, T::Bool, Optional},
    {K::KeepCards, "keep_weapon", Amount, T::Bool, Always, 0, 0, 0, 1},
    {K::KeepCards, "keep_defense", Amount, T::Bool, Always, 0, 0, 1, 1},
    {K::KeepCards, "keep_leader", Flag, T::Bool, Optional},
    {K::Truthtrance, "target", Faction, T::Faction, Required},
    {K::Truthtrance, "question", Sub, T::Question, Required},
    {K::Truthtrance, "card", Card, T::Card, Optional},
    {K::Truthtrance, "leader", Leader, T::Leader, Optional},
    {K::Truthtrance, "amount", Amount, T::Int, Optional, 0, kMaxSpice},
    {K::TleilaxuGhola, "leader", Leader, T::Leader, Optional},
    {K::TleilaxuGhola, "forces", Amount, T::Int, Optional, 0, kForces},
    {K::GiveSpice, "amount", Amount, T::Int, Required, 1, kMaxSpice},
    {K::KaramaStop, "target", Faction, T::Faction, Required},
    {K::KaramaStop, "advantage", Sub, T::Advantage, Required},
    {K::Bribe, "target", Faction, T::Faction, Required},
    {K::Bribe, "amount", Amount, T::Int, Required, 1, kMaxSpice},
    {K::KaramaTakeHand, "target", Faction, T::Faction, Required},
    {K::KaramaGiveCard, "card", Card, T::Card, Required},
    {K::KaramaWorm, "territory", Territory, T::Territory, Required},
    {K::PlaceWorm, "territory", Territory, T::Territory, Required},
    {K::KaramaCancelShipment, "target", Faction, T::Faction, Required},
    {K::MoveMobileStronghold, "to", To, T::Location, Required},
    {K::SetAsideCard, "card", Card, T::Card, Required},
    {K::SetAsideCard, "bottom", Flag, T::Bool, Optional},
    {K::RevealFaceDancer, "forces", Amount, T::Int, Optional, 0, kForces},
    {K::RevealFaceDancer, "from", From, T::Location, Optional},
    {K::RevealFaceDancer, "board_forces", Amount2, T::Int, Optional, 0, kForces},
    {K::RaiseRevivalLimit, "target", Faction, T::Faction, Required},
    {K::KaramaPreventRevival, "target", Faction, T::Faction, Required},
    {K::SubstituteSuboids, "forces", Amount, T::Int, Required, 1, kForces},
    {K::KeepStartingCard, "card", Card, T::Card, Required},
    {K::ReplaceFaceDancer, "leader", Leader, T::Traitor, Required},
    {K::TakeTechToken, "token", Sub, T::TechToken, Required},
    {K::SwapCardUpForBid, "card", Card, T::Card, Required},
    {K::KaramaMoveHms, "to", To, T::Location, Required},
    {K::KaramaMoveHms, "from", From, T::Location, Optional},
    {K::RequestRevival, "leader", Leader, T::Leader, Required},
    {K::NameRevivalPrice, "amount", Amount, T::Int, Required, 0, kMaxSpice},
    {K::ReinforceFromHomeworld, "to", To, T::Location, Required},
    {K::SendFromHomeworld, "to", To, T::Location, Required},
    {K::SendFromHomeworld, "forces", Amount, T::Int, Required, 1, kForces},
    {K::DiscardForSpice, "card", Card, T::Card, Required},
    {K::ShareOccupiedIncome, "amount", Amount, T::Int, Required, 1, kMaxSpice},
    {K::PlaceMoritani, "to", To, T::Location, Required},
    {K::PlantTerror, "token", Sub, T::TerrorToken, Required},
    {K::PlantTerror, "territory", Territory, T::Territory, Required},
    {K::RevealTerror, "take_card", Flag, T::Bool, Optional},
    {K::RevealTerror, "forces", Amount, T::Int, Optional, 0, 5},
    {K::GiveTerrorCard, "card", Card, T::Card, Required},
    {K::DiscardOverLimit, "card", Card, T::Card, Required},
    {K::AssassinateLeader, "leader", Leader, T::Traitor, Required},
    {K::GrummanTerror, "token", Sub, T::TerrorToken, Required},
    {K::GrummanTerror, "territory", Territory, T::Territory, Optional},
    {K::GrummanTerror, "remove", Flag, T::Bool, Optional},
    {K::PlaceAmbassador, "ambassador", Sub, T::Faction, Required},
    {K::PlaceAmbassador, "territory", Territory, T::Territory, Required},
    {K::TriggerAmbassador, "for", Faction, T::Faction, Required},
    {K::TriggerAmbassador, "effect", Sub, T::Faction, Required},
    {K::TriggerAmbassador, "from", From, T::Location, Optional},
    {K::TriggerAmbassador, "to", To, T::Location, Optional},
    {K::TriggerAmbassador, "forces", Amount, T::Int, Optional, 0, kForces},
    {K::TriggerAmbassador, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::TriggerAmbassador, "card", Card, T::Card, Optional},
    {K::TriggerAmbassador, "leader", Leader, T::Leader, Optional},
    {K::TriggerAmbassador, "alliance", Flag, T::Bool, Optional},
    {K::DiscardForAmbassador, "card", Card, T::Card, Required},
    {K::LeadBattle, "faction", Faction, T::Faction, Required},
    {K::KeepLostCard, "card", Card, T::Card, Required},
    {K::KaramaForceCards, "discard_weapon", Amount, T::Bool, Optional, 0, 0, 0, 1},
    {K::KaramaForceCards, "discard_defense", Amount, T::Bool, Optional, 0, 0, 1, 1},
    {K::KaramaForceCards, "keep_weapon", Amount, T::Bool, Optional, 0, 0, 2, 1},
    {K::KaramaForceCards, "keep_defense", Amount, T::Bool, Optional, 0, 0, 3, 1},
    {K::VoteNexus, "yes", Flag, T::Bool, Required},
    {K::RideFromReserves, "to", To, T::Location, Required},
    {K::RideFromReserves, "forces", Amount, T::Int, Required, 1, kForces},
    {K::RideFromReserves, "elite", Amount3, T::Int, Optional, 0, kForces},
    {K::DrawNexusCard, "redraw_own", Flag, T::Bool, Optional},
    {K::PlayNexusCard, "effect", Amount2, T::NexusEffect, Required},
    {K::PlayNexusCard, "advantage", Sub, T::Advantage, Optional},
    {K::PlayNexusCard, "territory", Territory, T::Territory, Optional},
    {K::PlayNexusCard, "target", Faction, T::Faction, Optional},
    {K::PlayNexusCard, "forces", Amount, T::Int, Optional, 0, kForces},
    {K::PlayNexusCard, "leader", Leader, T::Leader, Optional},
    {K::PlayNexusCard, "element", Amount3, T::Element, Optional},
    {K::PlayNexusCard, "command", To, T::Voice, Optional},
    {K::PlayNexusCard, "must", Flag, T::Bool, Optional},
    {K::PlayNexusCard, "card", Card, T::Card, Optional},
    {K::ReturnTraitor, "leader", Leader, T::Traitor, Required},
    {K::OfferShipment, "faction", Faction, T::Faction, Required},
    {K::OfferShipment, "half_price", Flag, T::Bool, Optional},
    {K::RevealDiscovery, "territory", Territory, T::Territory, Required},
    {K::AdjustStorm, "sectors", Amount, T::Int, Required, -1, 1},
    {K::ChoamSell, "card", Card, T::Card, Required},
    {K::PlayInflation, "double", Flag, T::Bool, Required},
    {K::PlayWorthless, "card", Card, T::Card, Required},
    {K::PlayWorthless, "faction", Faction, T::Faction, Optional},
    {K::PlayWorthless, "territory", Territory, T::Territory, Optional},
    {K::PlayWorthless, "from", From, T::Location, Optional},
    // The CHOAM Nexus card's Cunning (cr.x.nexus): the Worthless card whose effect is obtained; `card` is then
    // any treachery card of CHOAM's, discarded for it.
    {K::PlayWorthless, "as", Weapon, T::Card, Optional},
    {K::KaramaSellCard, "card", Card, T::Card, Optional},
    {K::OfferCardTrade, "card", Card, T::Card, Required},
    {K::AcceptCardTrade, "card", Card, T::Card, Required},
    {K::CopyStronghold, "stronghold", Territory, T::Territory, Required},
    {K::TupileQuestion, "target", Faction, T::Faction, Required},
    {K::DiscardDown, "card", Card, T::Card, Required},
  });
}
// clang-format on
}  // namespace schema_detail

// Every field of every kind, grouped by kind in ActionKind order (checked below).
inline constexpr auto kActionSchema = schema_detail::rows();

namespace schema_detail {
consteval bool grouped() {
  for (std::size_t i = 1; i < kActionSchema.size(); ++i)
    if (kActionSchema[i].kind < kActionSchema[i - 1].kind) return false;
  return true;
}
static_assert(grouped(), "kActionSchema lists each kind's fields together, in ActionKind order");

struct Span {
  std::uint16_t begin = 0, end = 0;
};
consteval std::array<Span, kActionKinds> index() {
  std::array<Span, kActionKinds> out{};
  for (std::size_t i = 0; i < kActionSchema.size(); ++i) {
    Span& s = out[static_cast<std::size_t>(kActionSchema[i].kind)];
    if (s.begin == s.end) s.begin = static_cast<std::uint16_t>(i);
    s.end = static_cast<std::uint16_t>(i + 1);
  }
  return out;
}
inline constexpr std::array<Span, kActionKinds> kIndex = index();
}  // namespace schema_detail

// The fields of one kind, in the order the codec writes them.
constexpr std::span<const ActionField> fields_of(ActionKind k) {
  const auto s = schema_detail::kIndex[static_cast<std::size_t>(k)];
  return std::span<const ActionField>(kActionSchema.data() + s.begin, s.end - s.begin);
}

// A slot's raw value, and setting it.
constexpr int slot_value(const Action& a, ActionSlot s) {
  switch (s) {
    case ActionSlot::Faction: return static_cast<int>(a.faction);
    case ActionSlot::Amount: return a.amount;
    case ActionSlot::Amount2: return a.amount2;
    case ActionSlot::Amount3: return a.amount3;
    case ActionSlot::From: return a.from;
    case ActionSlot::To: return a.to;
    case ActionSlot::Territory: return a.territory;
    case ActionSlot::Leader: return a.leader;
    case ActionSlot::Card: return a.card;
    case ActionSlot::Weapon: return a.weapon;
    case ActionSlot::Defense: return a.defense;
    case ActionSlot::Flag: return a.flag ? 1 : 0;
    case ActionSlot::Sub: return a.sub;
  }
  return 0;
}

constexpr void set_slot(Action& a, ActionSlot s, int v) {
  switch (s) {
    case ActionSlot::Faction: a.faction = static_cast<Faction>(v); break;
    case ActionSlot::Amount: a.amount = static_cast<std::int16_t>(v); break;
    case ActionSlot::Amount2: a.amount2 = static_cast<std::int16_t>(v); break;
    case ActionSlot::Amount3: a.amount3 = static_cast<std::int16_t>(v); break;
    case ActionSlot::From: a.from = static_cast<LocationId>(v); break;
    case ActionSlot::To: a.to = static_cast<LocationId>(v); break;
    case ActionSlot::Territory: a.territory = static_cast<TerritoryId>(v); break;
    case ActionSlot::Leader: a.leader = static_cast<LeaderId>(v); break;
    case ActionSlot::Card: a.card = static_cast<CardId>(v); break;
    case ActionSlot::Weapon: a.weapon = static_cast<CardId>(v); break;
    case ActionSlot::Defense: a.defense = static_cast<CardId>(v); break;
    case ActionSlot::Flag: a.flag = v != 0; break;
    case ActionSlot::Sub: a.sub = static_cast<std::uint8_t>(v); break;
  }
}

constexpr int slot_default(ActionSlot s) { return slot_value(Action{}, s); }

// A field's value: its bits of the slot, or the whole slot; its default; setting it.
constexpr int field_value(const Action& a, const ActionField& f) {
  const int v = slot_value(a, f.slot);
  return f.width ? (v >> f.shift) & ((1 << f.width) - 1) : v;
}
constexpr int field_default(const ActionField& f) { return f.width ? 0 : slot_default(f.slot); }
constexpr void set_field(Action& a, const ActionField& f, int v) {
  if (!f.width) return set_slot(a, f.slot, v);
  const int mask = ((1 << f.width) - 1) << f.shift;
  set_slot(a, f.slot, (slot_value(a, f.slot) & ~mask) | ((v << f.shift) & mask));
}

// --- typed arguments ----------------------------------------------------------------------------

// A field's name as a template argument.
template <std::size_t N>
struct ArgName {
  char s[N]{};
  consteval ArgName(const char (&x)[N]) { std::copy_n(x, N, s); }
  constexpr std::string_view view() const { return {s, N - 1}; }
};

// The C++ type the rules read a field as.
template <FieldType T>
struct ArgType {
  using type = int;
};
template <>
struct ArgType<FieldType::Bool> {
  using type = bool;
};
template <>
struct ArgType<FieldType::Faction> {
  using type = Faction;
};
template <>
struct ArgType<FieldType::Location> {
  using type = LocationId;
};
template <>
struct ArgType<FieldType::Territory> {
  using type = TerritoryId;
};
template <>
struct ArgType<FieldType::Leader> {
  using type = LeaderId;
};
template <>
struct ArgType<FieldType::Traitor> {
  using type = LeaderId;
};
template <>
struct ArgType<FieldType::Card> {
  using type = CardId;
};
template <>
struct ArgType<FieldType::Voice> {
  using type = VoiceCommand;
};
template <>
struct ArgType<FieldType::Element> {
  using type = PlanElement;
};
template <>
struct ArgType<FieldType::Question> {
  using type = Question;
};
template <>
struct ArgType<FieldType::Advantage> {
  using type = Advantage;
};
template <>
struct ArgType<FieldType::TechToken> {
  using type = TechToken;
};
template <>
struct ArgType<FieldType::TerrorToken> {
  using type = TerrorToken;
};
template <>
struct ArgType<FieldType::NexusEffect> {
  using type = NexusEffect;
};

// The field `N` of kind `K` (a compile error if the kind has none by that name).
template <ActionKind K, ArgName N>
consteval ActionField schema_field() {
  for (const ActionField& f : fields_of(K))
    if (f.name == N.view()) return f;
  throw "this action kind declares no field by that name";
}

template <ActionKind K, ArgName N>
using arg_t = typename ArgType<schema_field<K, N>().type>::type;

// The field `N` of an action of kind `K`, typed.
template <ActionKind K, ArgName N>
constexpr arg_t<K, N> arg(const Action& a) {
  constexpr ActionField f = schema_field<K, N>();
  if constexpr (std::is_same_v<arg_t<K, N>, bool>)
    return field_value(a, f) != 0;
  else
    return static_cast<arg_t<K, N>>(field_value(a, f));
}

// The integer the field `N` of an action of kind `K` stores, untyped: for a range check of an action
// that did not come through the codec (which refuses a value out of the field's range).
template <ActionKind K, ArgName N>
constexpr int arg_value(const Action& a) {
  constexpr ActionField f = schema_field<K, N>();
  return field_value(a, f);
}

// Whether the field `N` of an action of kind `K` holds a value other than its default.
template <ActionKind K, ArgName N>
constexpr bool has_arg(const Action& a) {
  constexpr ActionField f = schema_field<K, N>();
  return field_value(a, f) != field_default(f);
}

// Sets the field `N` of an action of kind `K`.
template <ActionKind K, ArgName N>
constexpr void set_arg(Action& a, arg_t<K, N> v) {
  // The field in a constexpr variable, never a temporary bound to set_field's reference: clang 14 (the fuzz
  // build's) passed such an immediate invocation's temporary with garbage in it.
  constexpr ActionField f = schema_field<K, N>();
  set_field(a, f, static_cast<int>(v));
}

// An action of kind `K` built field by field, by name:
//   ActionOf<ActionKind::Voice>{}.set<"command">(v).set<"must">(true)
template <ActionKind K>
struct ActionOf {
  Action a{.kind = K};
  template <ArgName N>
  constexpr ActionOf& set(arg_t<K, N> v) {
    set_arg<K, N>(a, v);
    return *this;
  }
  constexpr operator Action() const { return a; }  // NOLINT: an ActionOf is an Action being built
};

}  // namespace dune
