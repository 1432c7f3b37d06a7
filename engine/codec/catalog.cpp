// The catalog of player texts (engine/codec/json.hpp catalog_json; issue 39, "Text where you decide"): what
// the client shows beside a card, a token, a Nexus card, an Ambassador or a Homeworld it names in a decision,
// and each faction's sheet as this edition plays it. Built once from the data tables (engine/data/texts.cpp,
// cards.cpp, homeworlds.cpp, factions.cpp) and the rule registry; nothing in it depends on a game.
#include <array>
#include <string>

#include "engine/codec/json.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/core/state.hpp"
#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"
#include "engine/data/homeworlds.hpp"
#include "engine/data/texts.hpp"

namespace dune {

namespace json = boost::json;

namespace {

// A sheet line's status: "not_yet" when one of its rules is not played yet, else "played".
std::string_view line_status(std::string_view rules) {
  while (!rules.empty()) {
    const auto comma = rules.find(',');
    const std::string_view id = rules.substr(0, comma);
    if (const RuleEntry* r = find_rule(id); r && r->status == RuleStatus::NotYet) return "not_yet";
    rules = comma == std::string_view::npos ? std::string_view{} : rules.substr(comma + 1);
  }
  return "played";
}

json::array pieces(std::span<const PieceText> rows) {
  json::array out;
  for (const PieceText& p : rows)
    out.push_back(json::object{{"key", p.key}, {"name", p.name}, {"text", p.text}});
  return out;
}

}  // namespace

json::value catalog_json() {
  json::object o;
  json::array factions = factions_catalog_json().as_array();
  for (json::value& fv : factions) {
    json::object& f = fv.as_object();
    json::array basic, advanced;
    for (const SheetLine& l : sheet_lines())
      if (l.faction == f.at("key").as_string())
        (l.advanced ? advanced : basic)
            .push_back(json::object{{"text", l.text}, {"status", line_status(l.rules)}});
    f["sheet"] = json::object{{"basic", std::move(basic)}, {"advanced", std::move(advanced)}};
  }
  o["factions"] = std::move(factions);
  json::array cards;
  for (const CardText& t : card_texts()) {
    const CardInfo& c = card_info(card_by_key(t.key));
    json::object co{{"key", t.key},           {"name", c.name}, {"kind", card_kind_key(c.kind)},
                    {"category", t.category}, {"text", t.text}, {"when", t.when}};
    if (!t.stops.empty()) co["stops"] = t.stops;
    cards.push_back(std::move(co));
  }
  o["cards"] = std::move(cards);
  o["terror_tokens"] = pieces(terror_token_texts());
  o["ambassadors"] = pieces(ambassador_texts());
  o["tech_tokens"] = pieces(tech_token_texts());
  o["discovery_tokens"] = pieces(discovery_token_texts());
  o["stronghold_cards"] = pieces(stronghold_card_texts());
  json::array nexus;
  for (const NexusText& n : nexus_card_texts()) {
    Faction f;
    json::object no{{"key", n.key}, {"name", faction_by_key(n.key, f) ? faction_info(f).name : n.key}};
    if (!n.betrayal.empty()) no["betrayal"] = n.betrayal;
    if (!n.cunning.empty()) no["cunning"] = n.cunning;
    if (!n.secretAlly.empty()) no["secret_ally"] = n.secretAlly;
    nexus.push_back(std::move(no));
  }
  o["nexus_cards"] = std::move(nexus);
  json::array homeworlds;
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = homeworld_info(static_cast<HomeworldId>(i));
    homeworlds.push_back(json::object{{"key", h.key},
                                      {"name", h.name},
                                      {"owner", faction_key(h.owner)},
                                      {"high", h.highEffect},
                                      {"low", h.lowEffect},
                                      {"occupied", h.occupiedEffect}});
  }
  o["homeworlds"] = std::move(homeworlds);
  return o;
}

}  // namespace dune
