// The one action schema and the typed arguments the rules read through it (engine/rules/action_args.hpp;
// issue 36 item 5).
#include "engine/rules/action_args.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <type_traits>

#include "engine/codec/json.hpp"

namespace dune {
namespace {

// The C++ type a rule reads comes from the field's type in the schema.
static_assert(std::is_same_v<arg_t<ActionKind::Voice, "must">, bool>);
static_assert(std::is_same_v<arg_t<ActionKind::Voice, "command">, VoiceCommand>);
static_assert(std::is_same_v<arg_t<ActionKind::PlayNexusCard, "command">, VoiceCommand>);
static_assert(std::is_same_v<arg_t<ActionKind::PlayNexusCard, "effect">, NexusEffect>);
static_assert(std::is_same_v<arg_t<ActionKind::KaramaStop, "advantage">, Advantage>);
static_assert(std::is_same_v<arg_t<ActionKind::PlaceAmbassador, "ambassador">, Faction>);
static_assert(std::is_same_v<arg_t<ActionKind::GrummanTerror, "token">, TerrorToken>);
static_assert(std::is_same_v<arg_t<ActionKind::Revive, "forces">, int>);
static_assert(fields_of(ActionKind::Pass).empty());

// A field's bits: the whole slot, or its bit range.
int bits_of(const ActionField& f) { return f.width ? ((1 << f.width) - 1) << f.shift : -1; }

TEST(ActionSchema, EveryKindsFieldsHaveDistinctNamesAndDisjointStorage) {
  for (int k = 0; k < kActionKinds; ++k) {
    const auto fields = fields_of(static_cast<ActionKind>(k));
    for (std::size_t i = 0; i < fields.size(); ++i) {
      EXPECT_EQ(static_cast<int>(fields[i].kind), k);
      for (std::size_t j = i + 1; j < fields.size(); ++j) {
        EXPECT_NE(fields[i].name, fields[j].name) << action_key(static_cast<ActionKind>(k));
        if (fields[i].slot != fields[j].slot) continue;
        EXPECT_EQ(bits_of(fields[i]) & bits_of(fields[j]), 0)
            << action_key(static_cast<ActionKind>(k)) << ": " << fields[i].name << " and " << fields[j].name
            << " share storage";
      }
    }
  }
}

TEST(ActionSchema, EachFieldReadsBackWhatWasSetAndLeavesTheOthers) {
  for (int k = 0; k < kActionKinds; ++k) {
    const auto kind = static_cast<ActionKind>(k);
    for (const ActionField& f : fields_of(kind)) {
      Action a{.kind = kind};
      const int v = f.type == FieldType::Bool || f.width ? 1 : (f.hi > 0 ? f.hi : 1);
      set_field(a, f, v);
      EXPECT_EQ(field_value(a, f), v) << action_key(kind) << "." << f.name;
      for (const ActionField& other : fields_of(kind))
        if (other.name != f.name) {
          EXPECT_EQ(field_value(a, other), field_default(other))
              << action_key(kind) << ": setting " << f.name << " changed " << other.name;
        }
    }
  }
}

TEST(ActionArgs, TypedBuilderWritesTheSchemasSlotsAndTheCodecReadsThemByName) {
  const Action voice = ActionOf<ActionKind::Voice>{}.set<"command">(VoiceCommand::Lasgun).set<"must">(true);
  EXPECT_EQ(voice.kind, ActionKind::Voice);
  EXPECT_EQ((arg<ActionKind::Voice, "command">(voice)), VoiceCommand::Lasgun);
  EXPECT_TRUE((arg<ActionKind::Voice, "must">(voice)));
  const boost::json::value j = to_json(voice);
  EXPECT_EQ(j.at("must"), true);
  const auto back = action_from_json(j);
  ASSERT_TRUE(back);
  EXPECT_EQ(back.value(), voice);

  // A Nexus card's Voice keeps its command in another member than the Voice action's; the rules read
  // both by the same name.
  const Action nexus = ActionOf<ActionKind::PlayNexusCard>{}
                           .set<"effect">(NexusEffect::Voice)
                           .set<"command">(VoiceCommand::Lasgun)
                           .set<"must">(false);
  EXPECT_EQ((arg<ActionKind::PlayNexusCard, "command">(nexus)), VoiceCommand::Lasgun);
  EXPECT_FALSE((arg<ActionKind::PlayNexusCard, "must">(nexus)));
  const auto nexusBack = action_from_json(to_json(nexus));
  ASSERT_TRUE(nexusBack);
  EXPECT_EQ(nexusBack.value(), nexus);
}

TEST(ActionArgs, PackedFieldsAreReadAndWrittenApart) {
  Action a{.kind = ActionKind::PlaceFremen};
  set_arg<ActionKind::PlaceFremen, "fedaykin_false_wall_south">(a, 2);
  set_arg<ActionKind::PlaceFremen, "fedaykin_false_wall_west">(a, 1);
  EXPECT_EQ((arg<ActionKind::PlaceFremen, "fedaykin_sietch_tabr">(a)), 0);
  EXPECT_EQ((arg<ActionKind::PlaceFremen, "fedaykin_false_wall_south">(a)), 2);
  EXPECT_EQ((arg<ActionKind::PlaceFremen, "fedaykin_false_wall_west">(a)), 1);
  EXPECT_TRUE((has_arg<ActionKind::PlaceFremen, "fedaykin_false_wall_west">(a)));
  EXPECT_FALSE((has_arg<ActionKind::PlaceFremen, "fedaykin_sietch_tabr">(a)));
}

}  // namespace
}  // namespace dune
