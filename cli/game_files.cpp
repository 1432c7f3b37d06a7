// `dune replay` and `dune view` (cli/game_files.hpp).
#include "cli/game_files.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/engine.hpp"

namespace dune::cli {
namespace {

namespace json = boost::json;

// Reads and starts the file, replaying as far as the engine accepts; prints the problem if the
// file cannot be read or started.
std::optional<Replayed> load(const std::string& command, const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "dune " << command << ": cannot read '" << path << "'\n";
    return std::nullopt;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  auto file = parse_game_file(buf.str());
  if (!file) {
    std::cerr << "dune " << command << ": " << path << ": " << file.error().message << "\n";
    return std::nullopt;
  }
  auto r = replay_all(file.value());
  if (!r) {
    std::cerr << "dune " << command << ": " << path << ": [" << err_key(r.error().code) << "] "
              << r.error().message << "\n";
    return std::nullopt;
  }
  return std::move(r.value());
}

json::array log_json(const std::vector<LogEntry>& log) {
  json::array out;
  for (const LogEntry& e : log)
    if (e.visibleTo.is_public())
      out.push_back(json::object{{"turn", e.turn}, {"phase", phase_key(e.phase)}, {"text", e.text}});
  return out;
}

}  // namespace

int run_replay(const ReplayOptions& o) {
  auto r = load("replay", o.path);
  if (!r) return 2;
  const Game& s = r->game;
  if (o.json) {
    json::object out;
    if (r->refusal) {
      out["refused"] = json::object{{"action", r->applied + 1},
                                    {"seat", faction_key(r->refused->first)},
                                    {"submitted", to_json(r->refused->second)},
                                    {"code", err_key(r->refusal->code)},
                                    {"message", r->refusal->message}};
    }
    out["applied"] = r->applied;
    // The state after the last accepted action: before the refused one, if any.
    out["state"] = to_json(s);
    if (o.log) out["log"] = log_json(r->log);
    std::cout << to_pretty_string(out) << "\n";
    return r->refusal ? 1 : 0;
  }
  if (r->refusal)
    std::cerr << "dune replay: refused: [" << err_key(r->refusal->code) << "] " << r->refusal->message
              << "\n";
  if (o.log) {
    for (const LogEntry& e : r->log)
      if (e.visibleTo.is_public())
        std::cout << "turn " << int(e.turn) << " " << phase_key(e.phase) << ": " << e.text << "\n";
    return r->refusal ? 1 : 0;
  }
  if (r->refusal) return 1;
  std::cout << "applied " << r->applied << " action(s); turn " << int(s.turn) << ", phase "
            << phase_key(s.phase) << ", storm sector " << int(s.stormSector) << "\n";
  for (int i = 0; i < kFactions; ++i) {
    const Player& p = s.players[static_cast<std::size_t>(i)];
    if (!p.inGame) continue;
    std::cout << "  " << faction_key(faction_at(i)) << ": spice " << p.spice << ", reserves "
              << p.reserves.total() << ", tanks " << p.tanks.total() << ", cards " << p.hand.size() << "\n";
  }
  for (auto& d : pending(s))
    std::cout << "  pending: " << faction_key(d.seat) << " " << decision_key(d.kind) << "\n";
  if (is_over(s)) std::cout << "  game over\n";
  return 0;
}

int run_view(const ViewOptions& o) {
  auto r = load("view", o.path);
  if (!r) return 2;
  if (r->refusal) {
    std::cerr << "dune view: refused: [" << err_key(r->refusal->code) << "] " << r->refusal->message << "\n";
    return 1;
  }
  if (o.seat && !r->game.in_game(*o.seat)) {
    std::cerr << "dune view: " << faction_key(*o.seat) << " is not in this game\n";
    return 2;
  }
  View w = view(r->game, o.seat ? Viewer::of(*o.seat) : Viewer::spectator());
  w.log = log_lines_for(r->log, o.seat);  // the whole log this viewer may read, from the start
  std::cout << to_pretty_string(to_json(w)) << "\n";
  return 0;
}

}  // namespace dune::cli
