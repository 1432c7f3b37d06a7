// Player texts as data (engine/data/texts.cpp) and the catalog that serves them (engine/codec/catalog.cpp;
// issue 39, "Text where you decide"): one text for each distinct treachery card, Terror token, Ambassador,
// technology and Discovery token and Nexus card the engine knows, keyed as the engine keys them; the faction
// sheets name registry rules that exist and say what this edition plays (no "not in this edition yet" for a
// rule that is played).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/core/state.hpp"
#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"
#include "engine/data/texts.hpp"
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"

namespace dune {
namespace {

namespace json = boost::json;

template <class Rows>
std::vector<std::string> keys_of(const Rows& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.emplace_back(r.key);
  return out;
}

TEST(Texts, EveryTreacheryCardHasItsText) {
  std::vector<std::string> keys;
  for (const CardInfo& c : kCardTable)
    if (std::find(keys.begin(), keys.end(), c.key) == keys.end()) keys.emplace_back(c.key);
  EXPECT_EQ(keys_of(card_texts()), keys);
  for (const CardText& t : card_texts()) {
    EXPECT_FALSE(t.category.empty()) << t.key;
    EXPECT_FALSE(t.text.empty()) << t.key;
    EXPECT_FALSE(t.when.empty()) << t.key;
  }
  ASSERT_NE(card_text("harass_and_withdraw"), nullptr);
  EXPECT_EQ(card_text("no_such_card"), nullptr);
}

TEST(Texts, EveryTokenHasItsText) {
  std::vector<std::string> terror(kTerrorTokenNames.begin(), kTerrorTokenNames.end());
  EXPECT_EQ(keys_of(terror_token_texts()), terror);
  // Ecaz's Ambassadors: every faction's token but the Moritani (engine/rules/factions/ecaz/ecaz.cpp
  // is_token).
  std::vector<std::string> amb;
  for (int i = 0; i < kFactions; ++i)
    if (faction_at(i) != Faction::Moritani && faction_at(i) != Faction::Ecaz)
      amb.emplace_back(faction_key(faction_at(i)));
  amb.emplace_back("ecaz");
  std::set<std::string> want(amb.begin(), amb.end());
  auto got = keys_of(ambassador_texts());
  EXPECT_EQ(std::set<std::string>(got.begin(), got.end()), want);
  EXPECT_EQ(keys_of(tech_token_texts()),
            (std::vector<std::string>{"axlotl_tanks", "heighliners", "spice_production"}));
  std::vector<std::string> disc;
  for (int t = 0; t < kDiscoveryTokens; ++t) disc.emplace_back(discovery_token_key(t));
  EXPECT_EQ(keys_of(discovery_token_texts()), disc);
  std::vector<std::string> cards;
  for (int c = 0; c < kStrongholdCards; ++c)
    cards.emplace_back(stronghold_cards::card_key(static_cast<stronghold_cards::Card>(c)));
  EXPECT_EQ(keys_of(stronghold_card_texts()), cards);
}

// A Nexus card for each of the twelve factions; a faction never seated (CHOAM, Richese) has only Secret Ally.
TEST(Texts, EveryNexusCardHasItsModes) {
  std::vector<std::string> all;
  for (int i = 0; i < kFactions; ++i) all.emplace_back(faction_key(faction_at(i)));
  auto got = keys_of(nexus_card_texts());
  EXPECT_EQ(std::set<std::string>(got.begin(), got.end()), std::set<std::string>(all.begin(), all.end()));
  for (const NexusText& n : nexus_card_texts()) {
    Faction f;
    ASSERT_TRUE(faction_by_key(n.key, f)) << n.key;
    EXPECT_FALSE(n.secretAlly.empty()) << n.key;
    // A seated faction's Cunning and Betrayal faces (CHOAM's: cr.x.nexus).
    const bool faces = faction_playable(f);
    EXPECT_EQ(n.betrayal.empty(), !faces) << n.key;
    EXPECT_EQ(n.cunning.empty(), !faces) << n.key;
  }
}

TEST(Texts, SheetsNameRulesThatExistAndSayWhatIsPlayed) {
  std::set<std::string> sheeted;
  for (const SheetLine& l : sheet_lines()) {
    sheeted.emplace(l.faction);
    std::string_view rules = l.rules;
    ASSERT_FALSE(rules.empty()) << l.text;
    while (!rules.empty()) {
      const auto comma = rules.find(',');
      EXPECT_NE(find_rule(rules.substr(0, comma)), nullptr) << rules.substr(0, comma);
      rules = comma == std::string_view::npos ? std::string_view{} : rules.substr(comma + 1);
    }
    EXPECT_EQ(std::string(l.text).find("not in this edition"), std::string::npos) << l.text;
  }
  for (int i = 0; i < kFactions; ++i)
    if (faction_playable(faction_at(i))) {
      EXPECT_TRUE(sheeted.count(std::string(faction_key(faction_at(i)))));
    }
}

TEST(Texts, CatalogServesThemAll) {
  const json::object c = catalog_json().as_object();
  EXPECT_EQ(c.at("cards").as_array().size(), card_texts().size());
  EXPECT_EQ(c.at("terror_tokens").as_array().size(), 6u);
  EXPECT_EQ(c.at("nexus_cards").as_array().size(), static_cast<std::size_t>(kFactions));
  EXPECT_EQ(c.at("homeworlds").as_array().size(), 13u);
  // Ecaz's sheet: Occupy and Duke Vidal are played in this edition.
  for (const auto& f : c.at("factions").as_array()) {
    if (f.at("key").as_string() != "ecaz") continue;
    const auto& basic = f.at("sheet").at("basic").as_array();
    bool occupy = false;
    for (const auto& l : basic) {
      EXPECT_EQ(l.at("status").as_string(), "played");
      occupy = occupy || std::string(l.at("text").as_string()).find("Occupy") != std::string::npos;
    }
    EXPECT_TRUE(occupy);
  }
  // Issue 36: each faction comes with its counter (the web client draws the counters from it).
  const json::object& atreides = c.at("factions").as_array().at(0).as_object();
  EXPECT_EQ(atreides.at("key").as_string(), "atreides");
  EXPECT_EQ(atreides.at("counter").at("fill").as_string(), "#2e7d32");
  EXPECT_EQ(atreides.at("counter").at("ink").as_string(), "#fff");
  EXPECT_EQ(atreides.at("counter").at("letter").as_string(), "A");
  const json::object& lasgun = c.at("cards").as_array().at(0).as_object();
  EXPECT_EQ(lasgun.at("key").as_string(), "lasgun");
  EXPECT_EQ(lasgun.at("name").as_string(), "Lasgun");
}

}  // namespace
}  // namespace dune
