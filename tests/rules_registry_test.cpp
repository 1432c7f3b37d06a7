// Tests of the rule registry (engine/core/rules_registry.hpp): ids are unique dotted lowercase
// names, every entry has a ruleset, a source and a text, every Basic rule row of
// docs/RULES_SOURCES.md (sections 0-14) has an entry, and find_rule looks entries up by id.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

#include "engine/core/rules_registry.hpp"

namespace dune {
namespace {

// The rule ids of the Basic sections 0-14 of docs/RULES_SOURCES.md, in that file's order.
constexpr std::string_view kBasicRowIds[] = {
    "setup.game_length",
    "setup.spice_bank",
    "setup.decks",
    "setup.factions",
    "setup.player_circles",
    "setup.bg_prediction",
    "setup.traitors.deal",
    "setup.traitors.harkonnen",
    "setup.starting_spice",
    "setup.starting_forces",
    "setup.atreides_decks",
    "setup.opening_treachery",
    "setup.first_storm",
    "setup.no_deals_before_start",
    "turn.phases",
    "turn.first_player",
    "turn.precedence",
    "storm.first_turn_dials",
    "storm.later_turn_dials",
    "storm.destroy_forces",
    "storm.destroy_spice",
    "storm.protected",
    "storm.polar_sink",
    "storm.obstruction",
    "storm.battle_separation",
    "storm.fremen_losses",
    "spiceblow.reveal",
    "spiceblow.territory_card",
    "spiceblow.turn1_worms",
    "spiceblow.no_nexus_turn1",
    "spiceblow.shai_hulud.devour",
    "spiceblow.shai_hulud.nexus",
    "spiceblow.fremen_worm_immunity",
    "spiceblow.fremen_worm_ride",
    "nexus.forming",
    "choam.claim",
    "choam.once",
    "choam.bg_basic",
    "bidding.declare",
    "bidding.hand_limit",
    "bidding.number_of_cards",
    "bidding.opening_bidder",
    "bidding.opening_bid_min",
    "bidding.raise_or_pass",
    "bidding.bid_limit",
    "bidding.payment",
    "bidding.bought_in",
    "bidding.end",
    "bidding.atreides_look",
    "bidding.harkonnen_bonus",
    "bidding.emperor_payments",
    "bidding.karama",
    "bidding.ally_help",
    "revival.no_order",
    "revival.force_limit",
    "revival.free",
    "revival.paid",
    "revival.leader_condition",
    "revival.leader_cost",
    "revival.dead_again",
    "revival.ghola",
    "revival.ally_payment",
    "revival.emperor_ally",
    "revival.fremen_ally",
    "shipmove.order",
    "ship.one_per_turn",
    "ship.cost",
    "ship.payment",
    "ship.restrictions",
    "ship.guild.own_rate",
    "ship.guild.three_types",
    "ship.guild.retreat_price",
    "ship.guild.ally",
    "ship.fremen.free_send",
    "ship.bg.spiritual_advisor",
    "ship.karama_guild_rate",
    "ship.ally_pays",
    "move.one_group",
    "move.range_basic",
    "move.ornithopters",
    "move.fremen_two",
    "move.storm",
    "move.stronghold_limit",
    "move.polar_sink",
    "move.hajr",
    "move.atreides_peek",
    "move.allies_end_together",
    "battle.where",
    "battle.stormed_stronghold",
    "battle.aggressor_order",
    "battle.plan_content",
    "battle.dial_limit",
    "battle.leader_required",
    "battle.one_territory_per_leader",
    "battle.worthless_slot",
    "battle.resolution",
    "battle.weapon_effect",
    "battle.lasgun_shield",
    "battle.killed_leaders_spice",
    "battle.loser_losses",
    "battle.winner_losses",
    "battle.leader_return",
    "battle.traitor",
    "battle.two_traitors",
    "battle.harkonnen_ally_traitors",
    "battle.atreides_prescience",
    "battle.atreides_ally",
    "battle.bg_voice",
    "battle.bg_ally_voice",
    "battle.truthtrance_timing",
    "collect.rate",
    "collect.same_sector",
    "collect.leftover",
    "collect.own_city_only",
    "mentat.collect_bribes",
    "victory.unallied_3",
    "victory.allied_4",
    "victory.contested_stronghold",
    "victory.multiple",
    "victory.bg_prediction",
    "victory.default_end",
    "victory.fremen_special",
    "victory.guild_special",
    "mentat.next_turn",
    "alliance.shared_victory",
    "alliance.no_battle",
    "alliance.secrecy",
    "alliance.no_spice_transfer",
    "alliance.pay_treachery",
    "alliance.pay_shipment",
    "alliance.no_pay_revival",
    "alliance.faction_powers",
    "alliance.no_shared_territory",
    "alliance.carry_over_note",
    "alliance.transit",
    "alliance.deals",
    "secrecy.hidden",
    "bribe.basic_status",
    "faction.atreides.prescience",
    "faction.bg.basic",
    "faction.emperor.basic",
    "faction.fremen.basic",
    "faction.harkonnen.basic",
    "faction.guild.basic",
    "faction.karama_targets",
    "card.deck_composition",
    "card.lasgun",
    "card.projectile_weapon",
    "card.poison_weapon",
    "card.shield",
    "card.snooper",
    "card.cheap_hero",
    "card.worthless",
    "card.karama.basic",
    "card.truthtrance",
    "card.weather_control",
    "card.family_atomics",
    "card.hajr",
    "card.tleilaxu_ghola",
};

bool dotted_lowercase(std::string_view id) {
  if (id.empty() || id.front() == '.' || id.back() == '.') return false;
  int dots = 0;
  char prev = 0;
  for (char c : id) {
    if (c == '.') {
      if (prev == '.') return false;
      ++dots;
    } else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
      return false;
    }
    prev = c;
  }
  return dots >= 1;
}

TEST(RuleRegistry, IdsAreUniqueAndDottedLowercase) {
  std::set<std::string_view> seen;
  for (const auto& r : rule_registry()) {
    EXPECT_TRUE(dotted_lowercase(r.id)) << r.id;
    EXPECT_TRUE(seen.insert(r.id).second) << "duplicate id " << r.id;
  }
}

TEST(RuleRegistry, EveryEntryHasRulesetSourceAndText) {
  for (const auto& r : rule_registry()) {
    EXPECT_TRUE(r.ruleset == "basic" || r.ruleset == "advanced") << r.id << ": " << r.ruleset;
    EXPECT_FALSE(r.source.empty()) << r.id;
    EXPECT_FALSE(r.text.empty()) << r.id;
    EXPECT_NE(status_key(r.status), "?") << r.id;
  }
}

TEST(RuleRegistry, EveryBasicRuleRowIsPresent) {
  EXPECT_EQ(std::size(kBasicRowIds), 159u);
  std::set<std::string_view> listed(std::begin(kBasicRowIds), std::end(kBasicRowIds));
  EXPECT_EQ(listed.size(), std::size(kBasicRowIds)) << "the embedded list has duplicates";
  for (std::string_view id : kBasicRowIds) {
    const RuleEntry* r = find_rule(id);
    ASSERT_NE(r, nullptr) << "missing Basic rule " << id;
    EXPECT_EQ(r->ruleset, "basic") << id;
  }
}

// Advanced rules carry the advanced ruleset, and only Advanced rules may still be "not yet".
TEST(RuleRegistry, AdvancedRulesAreMarkedAdvanced) {
  int advanced = 0;
  for (const auto& r : rule_registry()) {
    if (r.id.starts_with("adv.")) {
      ++advanced;
      EXPECT_EQ(r.ruleset, "advanced") << r.id;
    }
    // The expansion rows (ix.*, em.*, cr.*) may be "not yet" in either ruleset until the expansion is
    // complete.
    if (r.status == RuleStatus::NotYet && !r.id.starts_with("ix.") && !r.id.starts_with("em.") &&
        !r.id.starts_with("cr.")) {
      EXPECT_EQ(r.ruleset, "advanced") << r.id;
    }
  }
  EXPECT_GE(advanced, 12);
  const RuleEntry* bribery = find_rule("adv.bribery");
  ASSERT_NE(bribery, nullptr);
  EXPECT_EQ(bribery->status, RuleStatus::Implemented);
}

TEST(RuleRegistry, BoundaryEntriesAreBoundaries) {
  for (const auto& r : rule_registry()) {
    if (r.id.starts_with("boundary.")) {
      EXPECT_EQ(r.status, RuleStatus::Boundary) << r.id;
    }
  }
}

TEST(RuleRegistry, FindRuleLooksUpById) {
  const RuleEntry* r = find_rule("turn.phases");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->id, "turn.phases");
  EXPECT_EQ(r->status, RuleStatus::Implemented);
  const RuleEntry* b = find_rule("boundary.multiple_winners");
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->status, RuleStatus::Boundary);
  EXPECT_EQ(find_rule("no.such_rule"), nullptr);
  EXPECT_EQ(find_rule(""), nullptr);
  EXPECT_EQ(find_rule("turn"), nullptr);
  for (const auto& e : rule_registry()) EXPECT_EQ(find_rule(e.id), &e) << e.id;
}

TEST(RuleRegistry, StatusKeys) {
  EXPECT_EQ(status_key(RuleStatus::Implemented), "implemented");
  EXPECT_EQ(status_key(RuleStatus::Boundary), "boundary");
  EXPECT_EQ(status_key(RuleStatus::NotYet), "not yet");
}

}  // namespace
}  // namespace dune
