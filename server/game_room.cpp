#include "server/game_room.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "bots/heuristic_bot.hpp"
#include "engine/codec/describe.hpp"
#include "engine/codec/game_file.hpp"
#include "engine/codec/json.hpp"
#include "engine/move_ranges.hpp"
#include "server/tokens.hpp"

namespace dune::server {
namespace json = boost::json;

namespace {

std::string seat_key(Faction f) { return std::string(faction_key(f)); }

struct ParsedLine {
  Audience visibleTo;
  std::string text;
};

// The stored log lines of one version (written by log_to_json); throws on a corrupt row.
std::vector<ParsedLine> parse_log(const std::string& text) {
  auto v = parse_json(text);
  if (!v || !v.value().is_array()) throw std::runtime_error("corrupt log lines in the store");
  std::vector<ParsedLine> out;
  for (const json::value& e : v.value().as_array()) {
    const json::object* o = e.if_object();
    if (!o || !o->contains("text") || !o->at("text").is_string() || !o->contains("visibleTo"))
      throw std::runtime_error("corrupt log line in the store");
    // "public" or a list of seat keys; rows stored before issue 12 hold an integer mask (255 = public).
    auto audience = audience_from_json(o->at("visibleTo"), "visibleTo");
    if (!audience) throw std::runtime_error("corrupt log line in the store: " + audience.error().message);
    out.push_back({audience.value(), std::string(o->at("text").as_string())});
  }
  return out;
}

std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

json::value log_to_json(const std::vector<LogEntry>& entries) {
  json::array a;
  for (const LogEntry& e : entries)
    a.push_back(json::object{{"turn", e.turn},
                             {"phase", phase_key(e.phase)},
                             {"visibleTo", to_json(e.visibleTo)},
                             {"text", e.text}});
  return a;
}

// --- setup ---------------------------------------------------------------------------------------

json::value GameSetup::to_json() const {
  json::array fs;
  for (Faction f : factions) fs.push_back(json::string(faction_key(f)));
  json::object o{{"ruleset", ruleset.kind == RulesetKind::Basic ? "basic" : "advanced"},
                 {"maxTurns", ruleset.maxTurns},
                 {"factions", std::move(fs)},
                 {"seed", std::to_string(seed)},
                 {"randomSeating", randomSeating}};
  if (ruleset.variants) o["variants"] = variants_to_json(ruleset.variants);
  if (gameFile) o["gameFile"] = *gameFile;
  return o;
}

Result<Game> GameSetup::initial_game(std::vector<LogEntry>* log) const {
  if (!gameFile) {
    auto g = new_game(options());
    if (g && log) *log = g.value().log;
    return g;
  }
  auto file = game_file_from_json(*gameFile);
  if (!file) return file.error();
  GameFile f = std::move(file.value());
  f.setup = options();
  auto r = replay_all(f);
  if (!r) return r.error();
  if (r.value().refusal) return *r.value().refusal;
  Game g = std::move(r.value().game);
  g.version = 0;                     // the room numbers its own actions from here
  g.log = std::move(r.value().log);  // every line up to the start, as new_game's setup lines
  if (log) *log = g.log;
  return g;
}

Result<GameSetup> GameSetup::from_json(const json::value& v) {
  auto bad = [](std::string m) { return Error{Err::BadJson, std::move(m)}; };
  const json::object* o = v.if_object();
  if (!o) return bad("the setup is not an object");
  GameSetup s;
  const json::value* rs = o->if_contains("ruleset");
  if (!rs || !rs->is_string()) return bad("setup: missing ruleset");
  if (rs->as_string() == "basic")
    s.ruleset.kind = RulesetKind::Basic;
  else if (rs->as_string() == "advanced")
    s.ruleset.kind = RulesetKind::Advanced;
  else
    return bad("setup: unknown ruleset");
  if (const json::value* mt = o->if_contains("maxTurns"); mt && mt->is_int64())
    s.ruleset.maxTurns = static_cast<std::int8_t>(mt->as_int64());
  const json::value* fs = o->if_contains("factions");
  if (!fs || !fs->is_array()) return bad("setup: missing factions");
  for (const json::value& f : fs->as_array()) {
    Faction x;
    if (!f.is_string() || !faction_by_key(std::string(f.as_string()), x)) return bad("setup: bad faction");
    s.factions.push_back(x);
  }
  const json::value* seed = o->if_contains("seed");
  if (!seed || !seed->is_string()) return bad("setup: missing seed");
  try {
    s.seed = std::stoull(std::string(seed->as_string()));
  } catch (...) {
    return bad("setup: bad seed");
  }
  if (const json::value* rsn = o->if_contains("randomSeating"); rsn && rsn->is_bool())
    s.randomSeating = rsn->as_bool();
  if (const json::value* gf = o->if_contains("gameFile"); gf && gf->is_object()) s.gameFile = *gf;
  // Expansion variants (engine/data/variants.hpp); a setup stored before they existed has none.
  if (const json::value* vs = o->if_contains("variants")) {
    auto v = variants_from_json(*vs, "setup: variants");
    if (!v) return bad(v.error().message);
    s.ruleset.variants = v.value();
  }
  return s;
}

// --- life cycle ----------------------------------------------------------------------------------

namespace {
// The room's copy of a setup: a game file's position and actions serve only to build the game at
// version 0 (restore() reads them from the store), so the room does not keep them.
GameSetup without_game_file(GameSetup s) {
  s.gameFile.reset();
  return s;
}
}  // namespace

GameRoom::GameRoom(const RoomEnv& env, std::string code, GameSetup setup, Game game)
    : env_(env),
      code_(std::move(code)),
      setup_(without_game_file(std::move(setup))),
      legalSalt_(legal_sampler_seed(setup_.seed)),
      game_(std::move(game)),
      botRng_(Rng::seeded(random_u64())) {
  for (Faction f : setup_.factions) seats_[static_cast<std::size_t>(f)].inGame = true;
  notifiedVersion_ = game_.version;
  touch();
}

std::uint64_t GameRoom::legal_sampler_seed(std::uint64_t gameSeed) {
  return derive_seed(gameSeed, "legal sampler");
}

std::string_view bot_level_key(BotLevel l) { return l == BotLevel::Strong ? "strong" : "standard"; }

bool bot_level_by_key(std::string_view key, BotLevel& out) {
  for (BotLevel l : {BotLevel::Standard, BotLevel::Strong})
    if (key == bot_level_key(l)) {
      out = l;
      return true;
    }
  return false;
}

namespace {

// A seat's level as the store keeps it: '' for the standard bot (and for every seat stored before levels),
// else its key; and back (an unknown word reads as standard, as an older server played it).
std::string stored_level(bool bot, BotLevel l) {
  return bot && l != BotLevel::Standard ? std::string(bot_level_key(l)) : std::string();
}
BotLevel level_of_stored(const std::string& s) {
  BotLevel l = BotLevel::Standard;
  bot_level_by_key(s, l);
  return l;
}

// A bot's request id: in the namespace clients cannot write into (kBotRequestPrefix), its seat and the
// version it answers, and a fresh random part per attempt.
std::string bot_request_id(Faction seat, std::uint32_t version) {
  char nonce[17];
  std::snprintf(nonce, sizeof nonce, "%016llx", static_cast<unsigned long long>(random_u64()));
  return std::string(kBotRequestPrefix) + seat_key(seat) + ":" + std::to_string(version) + ":" + nonce;
}

}  // namespace

std::shared_ptr<GameRoom> GameRoom::create(const RoomEnv& env, const std::string& code,
                                           const GameSetup& setup, const std::string& hostTokenHash,
                                           const std::vector<Faction>& bots, std::int64_t created,
                                           const std::vector<Faction>& strongBots) {
  auto g = setup.initial_game();
  if (!g) throw std::runtime_error(g.error().message);
  std::vector<store::StoredSeat> seats;
  auto strong = [&](Faction f) {
    return std::find(strongBots.begin(), strongBots.end(), f) != strongBots.end();
  };
  for (Faction f : setup.factions) {
    bool bot = std::find(bots.begin(), bots.end(), f) != bots.end();
    seats.push_back(
        {seat_key(f), "", bot, "", stored_level(bot, strong(f) ? BotLevel::Strong : BotLevel::Standard)});
  }
  store::StoredGame sg{code, to_string(setup.to_json()), hostTokenHash, created,
                       to_string(log_to_json(g.value().log))};
  if (!env.store->create_game(sg, seats)) return nullptr;
  auto room = std::make_shared<GameRoom>(env, code, setup, std::move(g.value()));
  room->hostHash_ = hostTokenHash;
  room->created_ = created;
  for (Faction f : bots) {
    room->seats_[static_cast<std::size_t>(f)].bot = true;
    if (strong(f)) room->seats_[static_cast<std::size_t>(f)].level = BotLevel::Strong;
  }
  room->add_log_locked(0, room->game_.log);
  return room;
}

std::shared_ptr<GameRoom> GameRoom::restore(const RoomEnv& env, const store::StoredGame& stored) {
  auto sv = parse_json(stored.setup);
  if (!sv) throw std::runtime_error("corrupt setup: " + sv.error().message);
  auto setup = GameSetup::from_json(sv.value());
  if (!setup) throw std::runtime_error(setup.error().message);
  auto g0 = setup.value().initial_game();
  if (!g0) throw std::runtime_error("setup refused: " + g0.error().message);
  Game g = std::move(g0.value());
  if (auto snap = env.store->latest_snapshot(stored.code)) {
    auto sj = parse_json(snap->state);
    if (!sj) throw std::runtime_error("corrupt snapshot: " + sj.error().message);
    auto sg = game_from_json(sj.value());
    if (!sg) throw std::runtime_error("snapshot refused: " + sg.error().message);
    g = std::move(sg.value());
    if (g.version != snap->version) throw std::runtime_error("snapshot version mismatch");
  }
  auto room = std::make_shared<GameRoom>(env, stored.code, setup.value(), std::move(g));
  room->hostHash_ = stored.hostTokenHash;
  room->created_ = stored.created;
  for (const store::StoredSeat& s : env.store->load_seats(stored.code)) {
    Faction f;
    if (!faction_by_key(s.faction, f)) continue;
    auto& seat = room->seats_[static_cast<std::size_t>(f)];
    seat.bot = s.bot;
    seat.level = level_of_stored(s.botLevel);
    seat.tokenHash = s.tokenHash;
    seat.autopass = autopass_from_stored(s.autopass);
  }
  room->lastMessage_ = env.store->last_message_id(stored.code);
  for (auto& l : parse_log(stored.initialLog)) room->push_log_locked(0, l.visibleTo, l.text);
  Game& game = room->game_;
  for (const store::StoredAction& a : env.store->load_actions(stored.code, 0)) {
    Faction seat;
    if (!faction_by_key(a.seat, seat)) throw std::runtime_error("corrupt seat in the action log");
    room->add_request_locked(a.requestId);
    if (a.requestId.starts_with(kAutoRequestPrefix))
      room->seats_[static_cast<std::size_t>(seat)].autoAnswered++;
    for (auto& l : parse_log(a.log)) room->push_log_locked(a.version, l.visibleTo, l.text);
    if (a.version <= game.version) continue;
    auto av = parse_json(a.action);
    if (!av) throw std::runtime_error("corrupt action " + std::to_string(a.version));
    auto act = action_from_json(av.value());
    if (!act) throw std::runtime_error("corrupt action " + std::to_string(a.version));
    if (auto st = apply(game, seat, act.value()); !st)
      throw std::runtime_error("action " + std::to_string(a.version) +
                               " no longer replays: " + st.error().message);
    if (game.version != a.version) throw std::runtime_error("version gap in the action log");
  }
  room->notifiedVersion_ = game.version;
  room->compact_locked();
  return room;
}

// --- reads ---------------------------------------------------------------------------------------

Auth GameRoom::authorize(const std::string& tokenHash) const {
  std::lock_guard lock(mu_);
  Auth out;
  // Compare against every hash, in constant time each, whatever matches first.
  if (hashes_equal(tokenHash, hostHash_)) out.kind = Auth::Host;
  for (int f = 0; f < kFactions; ++f) {
    const SeatInfo& s = seats_[static_cast<std::size_t>(f)];
    if (s.inGame && !s.bot && hashes_equal(tokenHash, s.tokenHash)) {
      out.kind = Auth::Seat;
      out.seat = faction_at(f);
    }
  }
  return out;
}

bool GameRoom::is_seat(Faction f) const { return seats_[static_cast<std::size_t>(f)].inGame; }

std::uint32_t GameRoom::version() const {
  std::lock_guard lock(mu_);
  return game_.version;
}

json::object GameRoom::view_object(std::optional<Faction> seat, std::int64_t logAfter,
                                   const char* type) const {
  json::object o;
  if (type) o["type"] = type;
  o["code"] = code_;
  o["version"] = game_.version;
  o["seat"] = seat ? json::value(faction_key(*seat)) : json::value(nullptr);
  View v = view(game_, seat ? Viewer::of(*seat) : Viewer::spectator());
  json::array pend;
  for (const Decision& d : v.pending)
    if (!seat || d.seat == *seat) pend.push_back(to_json(d));
  json::array legal;
  if (seat) {
    Rng sampler = Rng::seeded(legalSalt_ ^ mix(game_.version * 8u + static_cast<unsigned>(*seat)));
    for (const Action& a : legal_actions(game_, *seat, &sampler, env_.legalSampleLimit))
      legal.push_back(to_json(a));
  }
  json::array log;
  std::uint32_t begin = 0;
  for (const LogLine& l : log_) {
    const std::uint32_t start = begin;
    begin = l.end;
    if (static_cast<std::int64_t>(l.version) <= logAfter) continue;
    bool visible = l.visibleTo.is_public() || (seat && l.visibleTo.visible_to(*seat));
    if (visible)
      log.push_back(json::object{{"version", l.version},
                                 {"text", std::string_view(logText_).substr(start, l.end - start)}});
  }
  o["view"] = to_json(v);
  o["pending"] = std::move(pend);
  o["legal"] = std::move(legal);
  // Shipment and movement: every legal option as ranges (`legal` only samples them).
  if (seat && decides_moves(game_, *seat)) o["moves"] = move_options_json(move_options(game_, *seat));
  o["log"] = std::move(log);
  // The seat's own auto-pass rules and what they answered for it: never in another seat's view.
  if (seat) o["autoPass"] = autopass_object_locked(*seat);
  return o;
}

std::string GameRoom::view_json(std::optional<Faction> seat, std::int64_t logAfter) const {
  std::lock_guard lock(mu_);
  return json::serialize(view_object(seat, logAfter, nullptr));
}

std::string GameRoom::summary_json() const {
  std::lock_guard lock(mu_);
  json::array seats;
  for (Faction f : setup_.factions) {
    const SeatInfo& s = seats_[static_cast<std::size_t>(f)];
    json::object seat{{"faction", faction_key(f)},
                      {"status", s.bot ? "bot" : (s.tokenHash.empty() ? "open" : "taken")}};
    if (s.bot) seat["level"] = bot_level_key(s.level);
    seats.push_back(std::move(seat));
  }
  // The spectator's view: its pending decisions carry only public information (a bid's
  // maximum, the bidder's spice, is hidden from spectators), as in every other public answer.
  View spectator = view(game_, Viewer::spectator());
  json::value pub = to_json(spectator);
  json::array pend;
  for (const Decision& d : spectator.pending) pend.push_back(to_json(d));
  json::object o{{"code", code_},
                 {"ruleset", setup_.ruleset.kind == RulesetKind::Basic ? "basic" : "advanced"},
                 {"maxTurns", setup_.ruleset.maxTurns},
                 {"version", game_.version},
                 {"turn", game_.turn},
                 {"phase", phase_key(game_.phase)},
                 {"over", is_over(game_)},
                 {"seats", std::move(seats)},
                 {"pending", std::move(pend)},
                 {"created", created_}};
  o["outcome"] = pub.as_object().at("outcome");
  return json::serialize(o);
}

// --- writes --------------------------------------------------------------------------------------

SubmitResult GameRoom::submit(Faction seat, std::uint32_t expectedVersion, const std::string& requestId,
                              const Action& action) {
  std::lock_guard lock(mu_);
  return submit_locked(seat, expectedVersion, requestId, action);
}

SubmitResult GameRoom::submit_locked(Faction seat, std::uint32_t expectedVersion,
                                     const std::string& requestId, const Action& action) {
  SubmitResult r = commit_locked(seat, expectedVersion, requestId, action);
  if (r.status == SubmitResult::Accepted) after_change_locked();
  return r;
}

void GameRoom::after_change_locked() {
  autopass_locked();
  notify_locked();
  schedule_bots_locked();
}

SubmitResult GameRoom::commit_locked(Faction seat, std::uint32_t expectedVersion,
                                     const std::string& requestId, const Action& action,
                                     const std::string& seatNote) {
  SubmitResult r;
  if (retired_) {
    r.status = SubmitResult::Gone;
    return r;
  }
  // Idempotency first: a repeated request gets its first answer even once the game moved on.
  auto known = [&] {
    std::optional<RequestRec> rec;
    try {
      rec = find_request_locked(requestId);
    } catch (const store::StoreError& e) {
      std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
      r.status = SubmitResult::StoreFailed;
      r.version = game_.version;
      return true;
    }
    if (!rec) return false;
    r.version = rec->version;
    r.status = rec->seat == seat ? SubmitResult::Duplicate : SubmitResult::RequestConflict;
    return true;
  };
  if (known()) return r;
  // A client ahead of this room saw a version another instance stored: catch up first (the
  // request may be one of those actions, sent again through this instance).
  if (expectedVersion > game_.version) {
    catch_up_locked();
    if (known()) return r;
  }
  if (expectedVersion != game_.version) {
    r.status = SubmitResult::Stale;
    r.version = game_.version;
    return r;
  }
  const std::vector<std::pair<Faction, Faction>> offers = offers_to_bots_locked();
  Game next = game_;
  if (auto st = apply(next, seat, action); !st) {
    r.status = SubmitResult::Illegal;
    r.version = game_.version;
    r.error = st.error();
    return r;
  }
  // The version's log lines: the engine's, and a note only the seat reads (its auto-pass answer).
  std::vector<LogEntry> lines = next.log;
  if (!seatNote.empty())
    lines.push_back({next.turn, next.phase, Audience::seats(FactionSet{seat}), Text::literal(seatNote)});
  store::StoredAction row{next.version, seat_key(seat), to_string(to_json(action)), requestId,
                          to_string(log_to_json(lines))};
  std::optional<store::StoredSnapshot> snap;
  if (env_.snapshotEvery > 0 && next.version % env_.snapshotEvery == 0)
    snap = store::StoredSnapshot{next.version, to_string(to_json(next))};
  store::AppendResult ar;
  try {
    ar = env_.store->append_action(code_, row, snap);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
    r.status = SubmitResult::StoreFailed;
    r.version = game_.version;
    return r;
  }
  if (ar == store::AppendResult::VersionConflict) {
    // Another instance on the same database stored this version first: take its actions (and
    // push them). If one of them is this very request (a retry through this instance of an
    // action another instance committed), give its first answer; else 409 with the version now
    // current.
    const bool caught = catch_up_locked();
    if (known()) return r;
    r.status = SubmitResult::Stale;
    if (caught) {
      r.version = game_.version;
      return r;
    }
    try {
      r.version = env_.store->last_version(code_);
    } catch (const store::StoreError&) {
      r.status = SubmitResult::StoreFailed;
      r.version = game_.version;
    }
    return r;
  }
  if (ar == store::AppendResult::DuplicateRequest) {
    // Stored by another instance: catch up, then answer as if it had been stored here.
    catch_up_locked();
    if (known()) return r;
    r.status = SubmitResult::StoreFailed;
    r.version = game_.version;
    return r;
  }
  std::optional<Game> before;
  if (!offers.empty()) before = game_;
  game_ = std::move(next);
  add_request_locked(requestId);
  if (requestId.starts_with(kAutoRequestPrefix)) seats_[static_cast<std::size_t>(seat)].autoAnswered++;
  add_log_locked(game_.version, lines);
  if (is_over(game_)) compact_locked();
  if (env_.metrics) env_.metrics->actions++;
  if (before) explain_declines_locked(offers, seat, *before);
  r.status = SubmitResult::Accepted;
  r.version = game_.version;
  return r;
}

SeatResult GameRoom::set_seat(Faction f, bool asHost, bool bot, std::string* replacedHash, BotLevel level) {
  std::lock_guard lock(mu_);
  SeatResult r;
  SeatInfo& s = seats_[static_cast<std::size_t>(f)];
  if (!s.inGame) {
    r.status = SeatResult::NotInGame;
    return r;
  }
  if (!asHost && (s.bot || !s.tokenHash.empty())) {
    r.status = SeatResult::Taken;
    return r;
  }
  store::StoredSeat row{seat_key(f), "", bot, "", stored_level(bot, level)};
  if (!bot) {
    r.token = new_token();
    row.tokenHash = token_hash(r.token);
  }
  try {
    if (asHost) {
      env_.store->set_seat(code_, row);
    } else if (!env_.store->claim_seat(code_, row.faction, row.tokenHash)) {
      // Another instance on the same database claimed it first: the database decides. This
      // instance learns the new holder when the seat-change notification arrives.
      r.status = SeatResult::Taken;
      r.token.clear();
      return r;
    }
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
    r.status = SeatResult::StoreFailed;
    r.token.clear();
    return r;
  }
  if (replacedHash) *replacedHash = s.tokenHash;
  s.bot = bot;
  s.level = bot ? level : BotLevel::Standard;
  s.tokenHash = row.tokenHash;
  s.autoFailedAt = kNoVersion;
  revoke_locked(f);  // the old token's streams must not see the seat's next private views
  after_change_locked();
  return r;
}

void GameRoom::add_log_locked(std::uint32_t version, const std::vector<LogEntry>& entries) {
  for (const LogEntry& e : entries) push_log_locked(version, e.visibleTo, e.text.str());
}

void GameRoom::push_log_locked(std::uint32_t version, Audience visibleTo, std::string_view text) {
  if (logText_.size() + text.size() > std::numeric_limits<std::uint32_t>::max())
    throw std::length_error("game log over 4 GiB");
  logText_.append(text);
  log_.push_back({version, static_cast<std::uint32_t>(logText_.size()), visibleTo});
}

void GameRoom::compact_locked() {
  logText_.shrink_to_fit();
  log_.shrink_to_fit();
  requests_.shrink_to_fit();
}

// --- several instances on one database -----------------------------------------------------------

void GameRoom::catch_up(std::uint32_t version) {
  std::lock_guard lock(mu_);
  if (version <= game_.version) return;  // this room wrote it, or already caught up
  catch_up_locked();
}

void GameRoom::reload_seats(std::vector<std::string>& removedHashes, std::vector<std::string>& addedHashes) {
  // Read under the room's lock: set_seat writes the store and memory under it too, so the rows
  // read here already hold every change this instance made (else a reload started by an earlier
  // claim could undo a later one).
  std::lock_guard lock(mu_);
  std::vector<store::StoredSeat> stored = env_.store->load_seats(code_);
  for (const store::StoredSeat& s : stored) {
    Faction f;
    if (!faction_by_key(s.faction, f)) continue;
    SeatInfo& seat = seats_[static_cast<std::size_t>(f)];
    if (!seat.inGame) continue;
    if (const AutoPassRules rules = autopass_from_stored(s.autopass); !(rules == seat.autopass)) {
      seat.autopass = rules;  // the rules changed on another instance: no stream to close
      seat.autoFailedAt = kNoVersion;
    }
    seat.level = level_of_stored(s.botLevel);  // a level changed on another instance: no stream to close
    if (seat.tokenHash == s.tokenHash && seat.bot == s.bot) continue;
    if (!seat.tokenHash.empty()) removedHashes.push_back(seat.tokenHash);
    if (!s.tokenHash.empty()) addedHashes.push_back(s.tokenHash);
    seat.tokenHash = s.tokenHash;
    seat.bot = s.bot;
    seat.autoFailedAt = kNoVersion;
    revoke_locked(f);
  }
  after_change_locked();
}

bool GameRoom::catch_up_locked() {
  const std::uint32_t before = game_.version;
  std::vector<store::StoredAction> rows;
  try {
    rows = env_.store->load_actions(code_, game_.version);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": catch-up: store error: " << e.what() << "\n";
    return false;
  }
  bool ok = true;
  for (const store::StoredAction& a : rows) {
    Faction seat = Faction::Atreides;
    std::optional<Action> act;
    if (faction_by_key(a.seat, seat))
      if (auto av = parse_json(a.action))
        if (auto parsed = action_from_json(av.value())) act = parsed.value();
    // apply() leaves the game untouched when it refuses.
    if (!act || a.version != game_.version + 1 || !apply(game_, seat, *act) || game_.version != a.version) {
      std::cerr << "dune serve: game " << code_ << ": catch-up: stored action " << a.version
                << " does not apply at version " << game_.version << "\n";
      ok = false;
      break;
    }
    add_request_locked(a.requestId);
    if (a.requestId.starts_with(kAutoRequestPrefix)) seats_[static_cast<std::size_t>(seat)].autoAnswered++;
    // The stored lines, as a restore reads them (they hold the server's notes beside the engine's).
    std::vector<ParsedLine> stored;
    try {
      stored = parse_log(a.log);
    } catch (const std::exception&) {
      for (const LogEntry& e : game_.log) stored.push_back({e.visibleTo, e.text.str()});
    }
    for (const ParsedLine& l : stored) push_log_locked(game_.version, l.visibleTo, l.text);
  }
  if (game_.version != before) after_change_locked();
  return ok;
}

// --- push ----------------------------------------------------------------------------------------

void GameRoom::subscribe(const std::shared_ptr<Subscriber>& s, std::optional<Faction> seat) {
  std::lock_guard lock(mu_);
  std::erase_if(subs_, [](const Sub& x) { return x.sub.expired(); });
  subs_.push_back({s, s.get(), seat});
  s->deliver(std::make_shared<const std::string>(json::serialize(view_object(seat, -1, "hello"))));
}

void GameRoom::unsubscribe(const Subscriber* s) {
  std::lock_guard lock(mu_);
  std::erase_if(subs_, [&](const Sub& x) { return x.key == s; });
}

void GameRoom::revoke_locked(std::optional<Faction> seat) {
  std::vector<std::shared_ptr<Subscriber>> revoked;
  std::erase_if(subs_, [&](const Sub& x) {
    if (seat && x.seat != seat) return false;
    if (auto s = x.sub.lock()) revoked.push_back(std::move(s));
    return true;
  });
  for (auto& s : revoked) s->revoke();
}

void GameRoom::notify_locked() {
  if (notifiedVersion_ >= game_.version) return;
  const std::uint32_t fromVersion = notifiedVersion_;
  notifiedVersion_ = game_.version;
  std::erase_if(subs_, [](const Sub& x) { return x.sub.expired(); });
  std::map<int, std::shared_ptr<const std::string>> bySeat;  // one message per seat (-1: public)
  for (const Sub& x : subs_) {
    auto s = x.sub.lock();
    if (!s) continue;
    int key = x.seat ? static_cast<int>(*x.seat) : -1;
    auto& msg = bySeat[key];
    if (!msg)
      msg = std::make_shared<const std::string>(json::serialize(view_object(x.seat, fromVersion, "update")));
    s->deliver(msg);
  }
}

// --- bots ----------------------------------------------------------------------------------------

void GameRoom::kick_bots() {
  std::lock_guard lock(mu_);
  if (retired_) return;
  after_change_locked();
}

// A bot answers its own pending decisions, except that it keeps a Nexus open while a human seat
// is still negotiating there, so that people can propose alliances to bots before they finish.
// A person's proposal to a bot is answered at once (accepted, or declined by the bot's pass),
// while that person is still in the Nexus: a pass would withdraw it unanswered. A bot whose
// heuristic clearly proposes to a person still in the Nexus proposes at once (issue 17), and the
// person answers it with accept or decline before passing.
bool GameRoom::bot_may_act_locked(const Decision& d) const {
  if (!seats_[static_cast<std::size_t>(d.seat)].bot) return false;
  if (d.kind != DecisionKind::Nexus) return true;
  FactionSet humansOpen;
  for (const Decision& o : pending(game_)) {
    if (o.kind != DecisionKind::Nexus || seats_[static_cast<std::size_t>(o.seat)].bot) continue;
    if (game_.nexus.offer[index(o.seat)] == index(d.seat)) return true;
    humansOpen.insert(o.seat);
  }
  if (humansOpen.empty()) return true;
  const auto to = bots::heuristic_proposal(view(game_, Viewer::of(d.seat)), legal_actions(game_, d.seat));
  return to && humansOpen.has(*to);
}

void GameRoom::schedule_bots_locked() {
  if (botScheduled_ || is_over(game_) || !env_.schedule) return;
  bool any = false;
  for (const Decision& d : pending(game_))
    if (bot_may_act_locked(d)) any = true;
  if (!any) return;
  botScheduled_ = true;
  env_.schedule(std::chrono::milliseconds(env_.botDelayMs), [w = weak_from_this()] {
    if (auto room = w.lock()) room->bot_step();
  });
}

void GameRoom::bot_step() {
  std::lock_guard lock(mu_);
  botScheduled_ = false;
  if (retired_ || is_over(game_)) return;
  std::optional<Faction> seat;
  for (const Decision& d : pending(game_))
    if (bot_may_act_locked(d)) {
      seat = d.seat;
      break;
    }
  if (!seat) return;
  const SeatInfo& info = seats_[static_cast<std::size_t>(*seat)];
  if (info.level == BotLevel::Strong && strongFailedAt_ != game_.version) {
    // The search bot thinks on a copy of the game, on the bots' pool: the room is free meanwhile (a
    // person's action is never held up by it), and stays in memory until the choice comes back.
    botScheduled_ = true;
    auto copy = std::make_shared<const Game>(game_);
    auto work = [w = weak_from_this(), copy, seat = *seat, seed = botRng_.next(), budget = env_.search,
                 schedule = env_.schedule] {
      Rng rng = Rng::seeded(seed);
      std::optional<Action> a = bots::choose_search(*copy, seat, pending(*copy), rng, budget);
      schedule(std::chrono::milliseconds(0), [w, seat, version = copy->version, a] {
        if (auto room = w.lock()) room->bot_decided(seat, version, a);
      });
    };
    if (env_.think)
      env_.think(std::move(work));
    else
      work();
    return;
  }
  heuristic_act_locked(*seat);
}

void GameRoom::bot_decided(Faction seat, std::uint32_t version, std::optional<Action> a) {
  std::lock_guard lock(mu_);
  botScheduled_ = false;
  if (retired_ || is_over(game_)) return;
  if (a && game_.version == version && seats_[static_cast<std::size_t>(seat)].bot) {
    const std::string rid = bot_request_id(seat, version);
    SubmitResult r = submit_locked(seat, version, rid, *a);
    if (r.status == SubmitResult::Accepted) {
      if (env_.metrics) env_.metrics->botActions++;
      return;
    }
    if (r.status == SubmitResult::Illegal) {
      // Never expected (the search plays a legal action of its seat): the standard bot answers this one.
      std::cerr << "dune serve: game " << code_ << ": strong bot " << faction_key(seat)
                << " action refused at version " << version << ": " << r.error.message << "\n";
      strongFailedAt_ = version;
    }
  }
  // The game moved on while it thought (or the store failed): decide again, on the new state.
  schedule_bots_locked();
}

void GameRoom::heuristic_act_locked(Faction botSeat) {
  const std::optional<Faction> seat = botSeat;
  // The bot sees what its seat's client would see: its own view (without the texts only a person reads,
  // ViewDetail::Play) and its legal actions.
  View v = view(game_, Viewer::of(*seat), ViewDetail::Play);
  std::vector<Action> legal =
      legal_actions(game_, *seat, &botRng_, bots::heuristic_sample_limit(v, env_.legalSampleLimit));
  if (legal.empty()) {
    std::cerr << "dune serve: game " << code_ << ": bot " << faction_key(*seat)
              << " has no legal action at version " << game_.version << "\n";
    return;
  }
  // The bot's request ids live in their own namespace (kBotRequestPrefix, refused from
  // clients), with a fresh random part per attempt. A refused decision is logged with the
  // engine's reason and decided again (the sampler and the bot's choice move on).
  constexpr int kTries = 8;
  for (int attempt = 0; attempt < kTries; ++attempt) {
    if (attempt > 0)
      legal = legal_actions(game_, *seat, &botRng_, bots::heuristic_sample_limit(v, env_.legalSampleLimit));
    if (legal.empty()) break;
    Action a = bots::choose_heuristic(v, legal, botRng_);
    const std::string rid = bot_request_id(*seat, game_.version);
    SubmitResult r = submit_locked(*seat, game_.version, rid, a);
    if (r.status == SubmitResult::Accepted) {
      if (env_.metrics) env_.metrics->botActions++;
      return;
    }
    if (r.status == SubmitResult::Stale || r.status == SubmitResult::Gone) return;  // another instance acted
    if (r.status == SubmitResult::StoreFailed) break;                               // retry later
    std::string why =
        r.status == SubmitResult::Illegal ? r.error.message : "request id " + rid + " is already taken";
    std::cerr << "dune serve: game " << code_ << ": bot " << faction_key(*seat)
              << " action refused at version " << game_.version << ": " << why << "; deciding again\n";
  }
  if (env_.schedule && !retired_) {  // store failure, or every decision refused: try again later
    botScheduled_ = true;
    env_.schedule(std::chrono::milliseconds(1000), [w = weak_from_this()] {
      if (auto room = w.lock()) room->bot_step();
    });
  }
}

// --- auto-pass -----------------------------------------------------------------------------------

json::object GameRoom::autopass_object_locked(Faction f) const {
  const SeatInfo& s = seats_[static_cast<std::size_t>(f)];
  return json::object{
      {"seat", faction_key(f)}, {"rules", autopass_to_json(s.autopass)}, {"answered", s.autoAnswered}};
}

std::string GameRoom::autopass_json(Faction seat) const {
  std::lock_guard lock(mu_);
  return json::serialize(autopass_object_locked(seat));
}

AutoPassRules GameRoom::autopass_rules(Faction seat) const {
  std::lock_guard lock(mu_);
  return seats_[static_cast<std::size_t>(seat)].autopass;
}

bool GameRoom::set_autopass(Faction f, const AutoPassRules& rules) {
  std::lock_guard lock(mu_);
  SeatInfo& s = seats_[static_cast<std::size_t>(f)];
  try {
    env_.store->set_autopass(code_, seat_key(f), autopass_to_stored(rules));
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
    return false;
  }
  s.autopass = rules;
  s.autoFailedAt = kNoVersion;
  if (!retired_) after_change_locked();
  return true;
}

void GameRoom::autopass_locked() {
  if (!env_.autoPass || autopassing_ || retired_) return;
  autopassing_ = true;
  // Each answer moves the game one version on; a chain of them is a window's worth (a few dozen in
  // the longest seen). The bound guards against a window that would ask again for ever (an engine
  // fault): the chain stops there, and the next action or load goes on with it.
  constexpr int kMaxAnswers = 1000;
  std::vector<DecisionKind> kinds;
  for (int n = 0; !retired_ && !is_over(game_); ++n) {
    if (n == kMaxAnswers) {
      std::cerr << "dune serve: game " << code_ << ": auto-pass stopped after " << kMaxAnswers
                << " answers in a row at version " << game_.version << "\n";
      break;
    }
    std::optional<Faction> seat;
    Action answer;
    for (Faction f : setup_.factions) {
      const SeatInfo& s = seats_[static_cast<std::size_t>(f)];
      if (s.bot || s.autoFailedAt == game_.version) continue;  // bots answer for themselves
      if (auto a = autopass_answer(game_, f, s.autopass, &kinds)) {
        seat = f;
        answer = *a;
        break;
      }
    }
    if (!seat) break;
    SeatInfo& s = seats_[static_cast<std::size_t>(*seat)];
    const std::uint32_t at = game_.version;
    const std::string rid = std::string(kAutoRequestPrefix) + seat_key(*seat) + ":" + std::to_string(at);
    const SubmitResult r = commit_locked(*seat, at, rid, answer, autopass_note(kinds));
    if (r.status == SubmitResult::Accepted) continue;
    if (r.status == SubmitResult::Gone) break;
    if (game_.version != at) continue;  // another instance moved the game on (and this room caught up)
    if (r.status == SubmitResult::StoreFailed) {
      // Nothing stored: try again in a second (and after any action before then).
      if (env_.schedule && !autoRetryScheduled_) {
        autoRetryScheduled_ = true;
        env_.schedule(std::chrono::milliseconds(1000), [w = weak_from_this()] {
          if (auto room = w.lock()) {
            std::lock_guard lock(room->mu_);
            room->autoRetryScheduled_ = false;
            if (!room->retired_) room->after_change_locked();
          }
        });
      }
      break;
    }
    // Refused: the engine's reason, once; the player answers this question.
    s.autoFailedAt = at;
    std::cerr << "dune serve: game " << code_ << ": auto-pass for " << faction_key(*seat)
              << " refused at version " << at << ": "
              << (r.status == SubmitResult::Illegal ? r.error.message.str() : "request id taken") << "\n";
  }
  autopassing_ = false;
}

// --- a bot's reason for declining a person's alliance -------------------------------------------

std::vector<std::pair<Faction, Faction>> GameRoom::offers_to_bots_locked() const {
  std::vector<std::pair<Faction, Faction>> out;
  for (Faction h : setup_.factions) {
    const int to = game_.nexus.offer[static_cast<std::size_t>(index(h))];
    if (seats_[static_cast<std::size_t>(h)].bot || to < 0 || to >= kFactions) continue;
    if (seats_[static_cast<std::size_t>(to)].bot) out.push_back({h, faction_at(to)});
  }
  return out;
}

void GameRoom::explain_declines_locked(const std::vector<std::pair<Faction, Faction>>& offers, Faction actor,
                                       const Game& before) {
  for (const auto& [person, bot] : offers) {
    const auto ally = [&](const Game& g, Faction f) {
      return g.players[static_cast<std::size_t>(index(f))].ally;
    };
    if (game_.nexus.offer[static_cast<std::size_t>(index(person))] == index(bot)) continue;  // still open
    if (ally(game_, bot) == index(person)) continue;                                         // accepted
    // Turned down by the bot: it passed (or answered otherwise), or it allied with another.
    const bool alliedElsewhere = ally(game_, bot) != kNoAlly && ally(before, bot) == kNoAlly;
    if (actor != bot && !alliedElsewhere) continue;  // the person withdrew it, or the Nexus ended
    const std::optional<Faction> with =
        alliedElsewhere ? std::optional<Faction>(faction_at(ally(game_, bot))) : std::nullopt;
    const std::string reason = bots::heuristic_decline_reason(view(before, Viewer::of(bot)), person, with);
    if (reason.empty()) continue;
    auto checked = checked_message_text(reason);
    if (auto* text = std::get_if<std::string>(&checked)) post_message_locked(bot, person, *text, "", true);
  }
}

// --- table talk ----------------------------------------------------------------------------------

PostResult GameRoom::post_message(Faction from, std::optional<Faction> to, const std::string& text,
                                  const std::string& requestId, bool unlimited) {
  std::lock_guard lock(mu_);
  return post_message_locked(from, to, text, requestId, unlimited);
}

PostResult GameRoom::post_message_locked(Faction from, std::optional<Faction> to, const std::string& text,
                                         const std::string& requestId, bool unlimited) {
  PostResult r;
  if (retired_) {
    r.status = PostResult::Gone;
    return r;
  }
  store::StoredMessage& m = r.message;
  m.from = seat_key(from);
  m.to = to ? seat_key(*to) : std::string();
  m.text = text;
  m.version = game_.version;
  m.requestId = requestId;
  m.created = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::system_clock::now().time_since_epoch())
                  .count();
  SeatInfo& seat = seats_[static_cast<std::size_t>(from)];
  MessageRate rate = seat.messageRate;  // counted only once the message is stored
  if (!unlimited) {
    if (auto wait = rate.take(std::chrono::steady_clock::now()); wait.count() > 0) {
      // A retry of a message already stored gets its first answer, whatever the rate.
      std::optional<store::StoredMessage> first;
      try {
        if (!requestId.empty()) first = env_.store->find_message(code_, requestId);
      } catch (const store::StoreError& e) {
        std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
        r.status = PostResult::StoreFailed;
        return r;
      }
      if (first) {
        r.status = first->from == m.from ? PostResult::Duplicate : PostResult::RequestConflict;
        m = *first;
        return r;
      }
      r.status = PostResult::RateLimited;
      r.retryAfter = wait;
      return r;
    }
  }
  store::MessageResult stored;
  try {
    stored = env_.store->append_message(code_, m);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": store error: " << e.what() << "\n";
    r.status = PostResult::StoreFailed;
    return r;
  }
  if (stored == store::MessageResult::DuplicateRequest) {
    r.status = m.from == seat_key(from) ? PostResult::Duplicate : PostResult::RequestConflict;
    return r;
  }
  if (!unlimited) seat.messageRate = rate;
  if (m.id == lastMessage_ + 1) {
    deliver_message_locked(m);
    lastMessage_ = m.id;
  } else {
    sync_messages_locked();  // another instance stored the ids between: push them in order
  }
  return r;
}

void GameRoom::deliver_message_locked(const store::StoredMessage& m) {
  std::erase_if(subs_, [](const Sub& x) { return x.sub.expired(); });
  std::shared_ptr<const std::string> msg;
  for (const Sub& x : subs_) {
    if (!may_read(m, x.seat)) continue;
    auto s = x.sub.lock();
    if (!s) continue;
    if (!msg)
      msg = std::make_shared<const std::string>(
          json::serialize(json::object{{"type", "message"}, {"code", code_}, {"message", message_json(m)}}));
    s->deliver(msg);
  }
}

void GameRoom::sync_messages_locked() {
  std::vector<store::StoredMessage> rows;
  try {
    rows = env_.store->load_messages(code_, lastMessage_, store::kEveryReader, 100000);
  } catch (const store::StoreError& e) {
    std::cerr << "dune serve: game " << code_ << ": messages: store error: " << e.what() << "\n";
    return;
  }
  for (const store::StoredMessage& m : rows) {
    deliver_message_locked(m);
    lastMessage_ = std::max(lastMessage_, m.id);
  }
}

void GameRoom::messages_changed() {
  std::lock_guard lock(mu_);
  if (!retired_) sync_messages_locked();
}

std::string GameRoom::messages_json(std::optional<Faction> reader, std::uint32_t after) const {
  const std::string who = reader ? seat_key(*reader) : store::kPublicReader;
  std::vector<store::StoredMessage> rows = env_.store->load_messages(code_, after, who, kMessagesPerRead + 1);
  const bool more = rows.size() > kMessagesPerRead;
  if (more) rows.resize(kMessagesPerRead);
  json::array out;
  std::uint32_t last = after;
  for (const store::StoredMessage& m : rows) {
    if (!may_read(m, reader)) continue;  // the store's filter, held to the room's
    out.push_back(message_json(m));
    last = m.id;
  }
  return json::serialize(json::object{{"messages", std::move(out)}, {"last", last}, {"more", more}});
}

// --- life cycle ----------------------------------------------------------------------------------

namespace {
std::int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
}  // namespace

void GameRoom::touch() { lastUsedMs_.store(steady_ms(), std::memory_order_relaxed); }

bool GameRoom::retire_if_idle(std::chrono::milliseconds idle) {
  std::lock_guard lock(mu_);
  if (retired_) return true;
  if (steady_ms() - lastUsedMs_.load(std::memory_order_relaxed) < idle.count()) return false;
  std::erase_if(subs_, [](const Sub& x) { return x.sub.expired(); });
  if (!subs_.empty() || botScheduled_ || autoRetryScheduled_) return false;
  retired_ = true;
  return true;
}

bool GameRoom::delete_game() {
  std::lock_guard lock(mu_);
  if (retired_ && !env_.store->load_game(code_)) return false;
  bool deleted = env_.store->delete_game(code_);
  retired_ = true;
  revoke_locked(std::nullopt);
  return deleted;
}

std::uint32_t GameRoom::request_key(std::string_view requestId) {
  const std::uint64_t h = std::hash<std::string_view>{}(requestId);
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

void GameRoom::add_request_locked(std::string_view requestId) {
  const std::uint32_t k = request_key(requestId);
  auto it = std::lower_bound(requests_.begin(), requests_.end(), k);
  if (it == requests_.end() || *it != k) requests_.insert(it, k);
}

std::optional<GameRoom::RequestRec> GameRoom::find_request_locked(const std::string& requestId) const {
  if (!std::binary_search(requests_.begin(), requests_.end(), request_key(requestId))) return std::nullopt;
  // Confirm in the store: another id may share the hash.
  auto row = env_.store->find_request(code_, requestId);
  if (!row) return std::nullopt;
  Faction seat;
  if (!faction_by_key(row->seat, seat)) return std::nullopt;
  return RequestRec{seat, row->version};
}

bool GameRoom::retired() const { return retired_.load(); }

bool GameRoom::over() const {
  std::lock_guard lock(mu_);
  return is_over(game_);
}

// --- memory --------------------------------------------------------------------------------------

void HeapTally::str(const std::string& s) {
  // A string short enough for its own object (small-string optimisation) has no heap block.
  const char* d = s.data();
  const char* self = reinterpret_cast<const char*>(&s);
  if (d >= self && d < self + sizeof s) return;
  bytes += s.capacity() + 1;
  ++blocks;
}

namespace {

// What a described record owns on the heap, walked by the same descriptions the snapshot codec reads
// (engine/codec/describe.hpp): a container added to a described record is counted with no line here.
// Fixed-size fields (numbers, enums, arrays of them, fixed lists) own nothing.
template <typename T>
void tally(HeapTally& t, const T& v);

template <typename T>
inline constexpr bool kIsVector = false;
template <typename T, typename A>
inline constexpr bool kIsVector<std::vector<T, A>> = true;
template <typename T>
inline constexpr bool kIsArray = false;
template <typename T, std::size_t N>
inline constexpr bool kIsArray<std::array<T, N>> = true;

template <typename T>
void tally_all(HeapTally& t, const T& range) {
  for (const auto& e : range) tally(t, e);
}

template <typename T>
void tally(HeapTally& t, const T& v) {
  if constexpr (std::is_same_v<T, std::string>) {
    t.str(v);
  } else if constexpr (std::is_same_v<T, LogEntry>) {
    tally(t, v.text);  // a log line has a conversion of its own, not a description
  } else if constexpr (std::is_same_v<T, Text>) {
    t.str(v.stored());  // a line kept as text (a stored game's, or one built from a string)
  } else if constexpr (kIsVector<T>) {
    t.vec(v);  // a std::vector: its block, then what its elements own
    tally_all(t, v);
  } else if constexpr (kIsArray<T>) {
    tally_all(t, v);  // a std::array
  } else if constexpr (boost::describe::has_describe_members<T>::value) {
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto d) { tally(t, v.*d.pointer); });
  }
}

}  // namespace

HeapTally game_heap(const Game& g) {
  // Every container of every described record of Game (the derived caches Game::seating and
  // Game::pendingMemo are not described: a copy leaves them empty).
  HeapTally t;
  tally(t, g);
  return t;
}

RoomMemory GameRoom::memory() const {
  std::lock_guard lock(mu_);
  RoomMemory m;
  m.room = sizeof(GameRoom);
  m.game = game_heap(game_).bytes;
  HeapTally seats;
  seats.str(hostHash_);
  for (const SeatInfo& s : seats_) seats.str(s.tokenHash);
  seats.str(code_);
  m.seats = seats.bytes;
  HeapTally setup;
  setup.vec(setup_.factions);
  m.setup = setup.bytes;
  m.requests = requests_.capacity() * sizeof(std::uint32_t);
  m.subscribers = subs_.capacity() * sizeof(Sub);
  HeapTally log;
  log.str(logText_);
  log.vec(log_);
  m.log = log.bytes;
  m.logLines = log_.size();
  return m;
}

std::vector<std::string> GameRoom::token_hashes() const {
  std::lock_guard lock(mu_);
  std::vector<std::string> out{hostHash_};
  for (const SeatInfo& s : seats_)
    if (!s.tokenHash.empty()) out.push_back(s.tokenHash);
  return out;
}

}  // namespace dune::server
