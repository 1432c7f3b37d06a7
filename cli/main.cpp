// The `dune` executable: simulate, replay, rules. Bad input gets a clear message and a
// non-zero exit code.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/game_files.hpp"
#include "cli/serve.hpp"
#include "cli/simulate.hpp"
#include "cli/tournament.hpp"
#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/core/boundary_words.hpp"
#include "engine/core/rules_registry.hpp"
#include "engine/data/homeworlds.hpp"
#include "engine/data/variants.hpp"
#include "engine/engine.hpp"

namespace {

using namespace dune;

bool parse_factions(const std::string& list, std::vector<Faction>& out, std::string& err) {
  std::stringstream ss(list);
  std::string item;
  while (std::getline(ss, item, ',')) {
    Faction f;
    if (!faction_by_key(item, f)) {
      err = "unknown faction '" + item + "' (`dune factions` lists them)";
      return false;
    }
    out.push_back(f);
  }
  return true;
}

int run_rules(bool json, const std::string& filter) {
  if (json) {
    boost::json::array arr;
    for (auto& r : rule_registry()) {
      if (!filter.empty() && r.id.find(filter) == std::string_view::npos) continue;
      boost::json::object o{{"id", r.id},
                            {"ruleset", r.ruleset},
                            {"source", r.source},
                            {"status", status_key(r.status)},
                            {"text", r.text}};
      // A boundary's wording for players (what the view shows), beside the developer's text.
      if (std::string_view words = boundary_words(r.id); !words.empty()) o["player"] = words;
      arr.push_back(std::move(o));
    }
    std::cout << boost::json::serialize(arr) << "\n";
    return 0;
  }
  int counts[3] = {0, 0, 0};
  for (auto& r : rule_registry()) {
    if (!filter.empty() && r.id.find(filter) == std::string_view::npos) continue;
    counts[static_cast<int>(r.status)]++;
    std::cout << r.id << "  [" << status_key(r.status) << "]  " << r.source << "\n    " << r.text << "\n";
  }
  std::cout << counts[0] << " implemented, " << counts[1] << " boundary, " << counts[2] << " not yet\n";
  return 0;
}

// `dune factions`: every faction the data knows, and whether the engine plays it yet.
int run_factions(bool json) {
  if (json) {
    std::cout << to_string(factions_catalog_json()) << "\n";
    return 0;
  }
  for (int i = 0; i < kFactions; ++i) {
    const Faction f = faction_at(i);
    const FactionInfo& fi = faction_info(f);
    std::cout << fi.key << "  " << fi.name << " (" << fi.colour << ", " << expansion_key(fi.expansion)
              << ")  " << (fi.playable ? "playable" : "not playable yet") << "\n    spice "
              << int(fi.startSpice) << ", free revival " << int(fi.freeRevival) << ", hand limit "
              << int(fi.handLimit) << ", forces " << kForcesPerFaction << " " << fi.forces.normalName;
    if (fi.forces.special == SpecialForces::Elite)
      std::cout << " (" << int(fi.forces.specialCount) << " " << fi.forces.specialName << ")";
    if (fi.forces.special == SpecialForces::FlipSide)
      std::cout << " (flip side: " << fi.forces.specialName << ")";
    if (fi.startForces.territory != kNoTerritory)
      std::cout << ", " << int(fi.startForces.count) << " start in "
                << territory(fi.startForces.territory).name;
    if (!fi.startNote.empty()) std::cout << "; " << fi.startNote;
    std::cout << "\n    leaders:";
    for (int k = 0; k < leader_count(f); ++k) {
      const LeaderInfo& li = leader_info(leader_id(f, k));
      std::cout << (k ? ", " : " ") << li.name << " ";
      if (li.value == LeaderValue::Variable)
        std::cout << "(variable)";
      else
        std::cout << int(li.strength);
      if (li.advancedOnly) std::cout << " (Advanced)";
    }
    std::cout << "\n";
  }
  int playable = 0;
  for (int i = 0; i < kFactions; ++i) playable += faction_playable(faction_at(i)) ? 1 : 0;
  std::cout << kFactions << " factions, " << playable << " playable\n";
  return 0;
}

// `dune variants`: every expansion variant a setup may name, with what it adds and its source.
int run_variants(bool json) {
  if (json) {
    std::cout << to_string(variants_catalog_json()) << "\n";
    return 0;
  }
  for (int i = 0; i < kVariants; ++i) {
    const VariantInfo& v = variant_info(static_cast<Variant>(i));
    std::cout << v.key << "  " << v.name << " (" << expansion_key(v.expansion) << ")\n    adds: " << v.adds
              << "\n    source: " << v.source << "\n";
    const auto needs = variant_keys(v.needs);
    if (!needs.empty()) {
      std::cout << "    needs:";
      for (auto k : needs) std::cout << " " << k;
      std::cout << "\n";
    }
  }
  std::cout << kVariants << " variants\n";
  return 0;
}

// `dune homeworlds`: the thirteen Homeworld cards of the Homeworlds variant (data only, rule
// em.hw.data): owner, native population, threshold ranges, battle numbers, occupied income, effects.
int run_homeworlds(bool json) {
  auto range = [](NativeRange r) { return boost::json::object{{"min", r.min}, {"max", r.max}}; };
  auto natives = [](HomeworldNatives n) { return n == HomeworldNatives::Sardaukar ? "sardaukar" : "forces"; };
  if (json) {
    boost::json::array arr;
    for (int i = 0; i < kHomeworlds; ++i) {
      const HomeworldInfo& h = homeworld_info(static_cast<HomeworldId>(i));
      arr.push_back(boost::json::object{
          {"key", h.key},
          {"name", h.name},
          {"owner", faction_key(h.owner)},
          {"natives", natives(h.natives)},
          {"high", range(h.high)},
          {"low", range(h.low)},
          {"battle_high", h.battleHigh},
          {"battle_low", h.battleLow},
          {"occupied_spice", h.occupiedSpice},
          {"low_bonus", h.lowBonus},
          {"advanced_only", h.advancedOnly},
          {"high_effect", h.highEffect},
          {"low_effect", h.lowEffect},
          {"occupied_effect", h.occupiedEffect},
          {"source", h.source},
          {"boundary", h.boundary.empty() ? boost::json::value(nullptr) : boost::json::value(h.boundary)}});
    }
    std::cout << boost::json::serialize(arr) << "\n";
    return 0;
  }
  for (int i = 0; i < kHomeworlds; ++i) {
    const HomeworldInfo& h = homeworld_info(static_cast<HomeworldId>(i));
    std::cout << h.key << "  " << h.name << " (" << faction_key(h.owner)
              << (h.advancedOnly ? ", Advanced" : "") << ")\n    natives " << natives(h.natives) << "; high "
              << int(h.high.min) << "-" << int(h.high.max) << ", low " << int(h.low.min) << "-"
              << int(h.low.max) << "; battle " << int(h.battleHigh) << " high, " << int(h.battleLow)
              << " low; occupied income " << int(h.occupiedSpice)
              << (h.lowBonus ? "; low bonus +1 free revival, +1 charity" : "; no low bonus")
              << "\n    high: " << h.highEffect << "\n    low: " << h.lowEffect
              << "\n    occupied: " << h.occupiedEffect << "\n    source: " << h.source << "\n";
    if (!h.boundary.empty()) std::cout << "    boundary: `dune rules --filter " << h.boundary << "`\n";
  }
  std::cout << kHomeworlds << " homeworlds\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"dune: the GF9 Dune board game engine (simulate, replay, view, rules)"};
  app.require_subcommand(1);

  auto* sim = app.add_subcommand("simulate", "Play full games between bots");
  int games = 100;
  std::uint64_t seed = 1;
  std::string ruleset = "basic", factions = "atreides,bene_gesserit,emperor,fremen,guild,harkonnen",
              bots = "random";
  bool check = false, json = false, noProgress = false, signature = false;
  sim->add_option("--games", games, "Number of games")->check(CLI::Range(1, 100000000));
  sim->add_option("--seed", seed, "Seed of the first game (game i uses seed+i)");
  sim->add_option("--ruleset", ruleset, "basic or advanced");
  sim->add_option("--factions", factions,
                  "Comma-separated factions, 2 to 6; or rotate: every playable faction in rotation, six "
                  "per game");
  std::string variants;
  sim->add_option("--variants", variants, "Comma-separated expansion variants, or all (`dune variants`)");
  int threads = 1;
  sim->add_option("--bots", bots,
                  "Bots per faction: random, heuristic, search, or a default then overrides, "
                  "e.g. heuristic,fremen=random");
  sim->add_option("--threads", threads, "Worker threads (results do not depend on it)")
      ->check(CLI::Range(1, 256));
  int playouts = 0;
  sim->add_option("--playouts", playouts, "The search bot's sampled games per decision (default 96)")
      ->check(CLI::Range(1, 1000000));
  sim->add_flag("--check", check, "Check invariants and views after every step");
  sim->add_flag("--json", json, "Print the summary as JSON");
  sim->add_flag("--no-progress", noProgress, "No progress bar");
  sim->add_flag("--signature", signature,
                "Print the golden signature: a hash of every state of every game (unchanged by refactors)");

  auto* rep = app.add_subcommand("replay", "Replay a game file and print the final state");
  std::string file;
  bool repJson = false;
  rep->add_option("FILE", file, "Game file (JSON)")->required();
  rep->add_flag(
      "--json", repJson,
      "Print the final state as a JSON snapshot; on a refusal, the refusal and the state before it");
  bool repLog = false;
  rep->add_flag("--log", repLog, "Print the whole public log from the start");

  auto* vw = app.add_subcommand("view", "Replay a game file and print one seat's (or a spectator's) view");
  std::string viewFile, viewSeat;
  bool viewSpectator = false;
  vw->add_option("FILE", viewFile, "Game file (JSON)")->required();
  auto* seatOpt = vw->add_option("--seat", viewSeat, "The seat whose view to print (a faction key)");
  auto* specOpt = vw->add_flag("--spectator", viewSpectator, "Print the spectator's view");
  seatOpt->excludes(specOpt);

  auto* rules = app.add_subcommand("rules", "Print the rule registry: rule, source, status");
  bool rulesJson = false;
  std::string filter;
  rules->add_flag("--json", rulesJson, "Print as JSON");
  rules->add_option("--filter", filter, "Only rules whose id contains this text");

  auto* facs =
      app.add_subcommand("factions", "List every faction with its data and whether it is playable yet");
  bool factionsJson = false;
  facs->add_flag("--json", factionsJson, "Print as JSON");

  auto* vars = app.add_subcommand("variants", "List every expansion variant a setup may name");
  bool variantsJson = false;
  vars->add_flag("--json", variantsJson, "Print as JSON");

  auto* hws =
      app.add_subcommand("homeworlds", "List the thirteen Homeworlds of the Homeworlds variant (data)");
  bool homeworldsJson = false;
  hws->add_flag("--json", homeworldsJson, "Print as JSON");

  auto* cat = app.add_subcommand("catalog",
                                 "Print what each card, token, Nexus card, Ambassador and Homeworld does, "
                                 "and the faction sheets (JSON)");

  auto serve = dune::cli::add_serve_command(app);
  auto tournament = dune::cli::add_tournament_command(app);

  CLI11_PARSE(app, argc, argv);

  if (serve->chosen()) return serve->run();
  if (tournament->chosen()) return tournament->run();

  if (*sim) {
    dune::cli::SimulateOptions o;
    o.games = games;
    o.seed = seed;
    o.bots = bots;
    o.threads = threads;
    o.searchPlayouts = playouts;
    o.check = check;
    o.json = json;
    o.progress = !noProgress;
    o.signature = signature;
    if (ruleset == "advanced") {
      o.ruleset.kind = RulesetKind::Advanced;
    } else if (ruleset != "basic") {
      std::cerr << "dune simulate: unknown ruleset '" << ruleset << "' (use basic or advanced)\n";
      return 2;
    }
    std::string err;
    if (factions == "rotate") {
      o.rotate = true;
      for (int f = 0; f < kFactions; ++f)
        if (faction_playable(faction_at(f))) o.factions.push_back(faction_at(f));
    } else if (!parse_factions(factions, o.factions, err)) {
      std::cerr << "dune simulate: " << err << "\n";
      return 2;
    }
    if (!parse_variant_list(variants, o.ruleset.variants, err)) {
      std::cerr << "dune simulate: " << err << "\n";
      return 2;
    }
    // "all": every variant these rules allow (a Basic game leaves out the Advanced-only ones).
    if (variants == "all") o.ruleset.variants = all_variants(o.ruleset.kind == RulesetKind::Advanced);
    SetupOptions probe{o.ruleset, dune::cli::seated_factions(o, 0), 0, false};
    if (auto g = new_game(probe); !g) {
      std::cerr << "dune simulate: " << g.error().message << "\n";
      return 2;
    }
    return dune::cli::simulate(o);
  }
  if (*rep) return dune::cli::run_replay({file, repJson, repLog});
  if (*vw) {
    dune::cli::ViewOptions o{viewFile, std::nullopt};
    if (!viewSpectator) {
      Faction f;
      if (viewSeat.empty()) {
        std::cerr << "dune view: name a seat with --seat FACTION, or --spectator\n";
        return 2;
      }
      if (!faction_by_key(viewSeat, f)) {
        std::cerr << "dune view: unknown faction '" << viewSeat
                  << "' (use atreides, bene_gesserit, emperor, fremen, guild, harkonnen)\n";
        return 2;
      }
      o.seat = f;
    }
    return dune::cli::run_view(o);
  }
  if (*rules) return run_rules(rulesJson, filter);
  if (*facs) return run_factions(factionsJson);
  if (*vars) return run_variants(variantsJson);
  if (*hws) return run_homeworlds(homeworldsJson);
  if (*cat) {
    std::cout << to_string(catalog_json()) << "\n";
    return 0;
  }
  return 0;
}
