// The contract between the web client and the engine's codec for the Advanced game: every action
// JSON the client builds (web/src/decisions.ts; the same literals are asserted in
// web/test/advanced.test.ts) decodes with action_from_json, and each field it sends is read, not
// dropped: re-encoding the decoded action gives the same value for every field sent.
#include <gtest/gtest.h>

#include <string>

#include "engine/codec/json.hpp"

namespace dune {
namespace {

namespace json = boost::json;

// Keep in sync with web/test/advanced.test.ts.
const char* const kWebActions[] = {
    R"({"type":"battle_plan","dial":5,"leader":"Bashar","spice":3,"elite":2})",
    R"({"type":"battle_plan","dial":2,"leader":"Duncan Idaho","kwisatz_haderach":true})",
    R"({"type":"battle_plan","dial":1,"leader":"Bashar"})",
    R"({"type":"revive","forces":2,"elite":1})",
    R"({"type":"revive","forces":1,"kwisatz_haderach":true})",
    R"({"type":"revive","forces":1,"leader":"Bashar"})",
    R"({"type":"revive","forces":0,"leader":"Bashar","karama":true})",
    R"({"type":"revive","forces":3,"elite":1,"karama":true})",
    R"({"type":"prescience","element":"leader","karama":true})",
    R"({"type":"keep_cards","keep_weapon":false,"keep_defense":false,"keep_leader":true})",
    R"({"type":"keep_cards","keep_weapon":false,"keep_defense":false})",
    R"({"type":"place_fremen","sietch_tabr":6,"false_wall_south":4,"false_wall_west":0,)"
    R"("fedaykin_sietch_tabr":2,"fedaykin_false_wall_south":1})",
    R"({"type":"place_fremen","sietch_tabr":10,"false_wall_south":0,"false_wall_west":0})",
    R"({"type":"bribe","target":"harkonnen","amount":3})",
};

TEST(WebActions, AdvancedActionsDecodeWithEveryFieldRead) {
  for (const char* text : kWebActions) {
    SCOPED_TRACE(text);
    json::value sent = json::parse(text);
    auto decoded = action_from_json(sent);
    ASSERT_TRUE(decoded) << decoded.error().message;
    json::value again = to_json(decoded.value());
    for (const auto& kv : sent.as_object()) {
      const json::value* got = again.as_object().if_contains(kv.key());
      ASSERT_NE(got, nullptr) << "field " << kv.key() << " was dropped";
      EXPECT_EQ(*got, kv.value()) << "field " << kv.key();
    }
    auto round = action_from_json(again);
    ASSERT_TRUE(round);
    EXPECT_EQ(round.value(), decoded.value());
  }
}

}  // namespace
}  // namespace dune
