// One live game: the engine state, its seats and their token hashes, the log lines of every
// version, idempotency keys, WebSocket subscribers, the server-side bots of its seats, the seats'
// auto-pass rules (server/autopass.hpp) and its table talk (server/table_talk.hpp).
// All of it is guarded by the room's mutex, which plays the part of a per-room strand: every
// read and write of one game is serialised, different games run in parallel. A write is
// applied to a copy of the game, committed to the GameStore, and only then made visible.
// No Beast here: the transport delivers requests in and messages out through plain types.
#pragma once

#include <array>
#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "bots/search_bot.hpp"
#include "engine/engine.hpp"
#include "server/autopass.hpp"
#include "server/metrics.hpp"
#include "server/table_talk.hpp"
#include "store/game_store.hpp"

namespace dune::server {

// Runs fn after delay on the server's executor (never inline).
using Scheduler = std::function<void(std::chrono::milliseconds delay, std::function<void()> fn)>;

// How strong a bot seat plays (issue 38): the heuristic bot ("standard"), or the search bot ("strong",
// bots/search_bot.hpp), which thinks off the server's I/O threads (RoomEnv::think).
enum class BotLevel : std::uint8_t { Standard, Strong };
std::string_view bot_level_key(BotLevel l);  // "standard", "strong"
bool bot_level_by_key(std::string_view key, BotLevel& out);

// Runs fn on a thread of the bots' own pool, never an I/O thread (the server's: a fixed number of threads,
// the bots' CPU budget). Empty: the room thinks inline, on the caller's thread (tests).
using Thinker = std::function<void(std::function<void()> fn)>;

struct RoomEnv {
  store::GameStore* store = nullptr;
  Metrics* metrics = nullptr;
  Scheduler schedule;
  int botDelayMs = 300;
  Thinker think;
  // The strong bot's budget per decision: playouts, and the time that stops it sooner (dune serve
  // --bot-seconds).
  bots::SearchBudget search{.playouts = 400, .candidates = 6, .horizonTurns = 2, .seconds = 1.0};
  std::uint32_t snapshotEvery = 64;  // versions between snapshots
  int legalSampleLimit = 64;
  // Apply the seats' auto-pass rules. Off only where a caller replays a fixed list of actions for
  // every seat (the benchmarks), which the server's own answers would put out of step.
  bool autoPass = true;
};

// A WebSocket stream (or a test double). deliver() is called with the room locked: it must
// only queue the message.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void deliver(std::shared_ptr<const std::string> message) = 0;
  // The token this stream was opened with no longer holds its seat (the host took the seat
  // over or handed it to a bot), or the game was deleted: close the stream. Called with the
  // room locked, like deliver(); the room has already forgotten this subscriber.
  virtual void revoke() = 0;
};

// Request ids that start with this prefix belong to the server's bots: the Api refuses them
// from clients, so that no client can take a bot's request id first.
inline constexpr std::string_view kBotRequestPrefix = "bot:";
// And those that start with this one to the seats' auto-pass rules: "auto:FACTION:VERSION", one per
// version, so that two instances on one database store one answer.
inline constexpr std::string_view kAutoRequestPrefix = "auto:";

struct GameSetup {
  Ruleset ruleset;
  std::vector<Faction> factions;
  std::uint64_t seed = 0;
  bool randomSeating = true;
  // A game started from a game file (docs/GAME_FILES.md): its "position" and "actions" (the setup
  // fields above replace the file's). Stored with the setup on the server only; never sent.
  std::optional<boost::json::value> gameFile;
  boost::json::value to_json() const;
  static Result<GameSetup> from_json(const boost::json::value& v);
  SetupOptions options() const { return SetupOptions{ruleset, factions, seed, randomSeating}; }
  // The game at version 0: new_game, or the game file's position with its actions replayed (then
  // numbered version 0). `log` receives every log line written on the way.
  Result<Game> initial_game(std::vector<LogEntry>* log = nullptr) const;
};

struct Auth {
  enum Kind { None, Host, Seat } kind = None;
  Faction seat = Faction::Atreides;
};

// What a room holds in memory, in bytes: the size of each part plus the capacity of every
// container and string it owns (GameRoom::memory sums them; a test checks the sum against the
// allocator). The log of every version is apart: the target of issue 15 is on the rest.
struct RoomMemory {
  std::size_t room = 0;         // sizeof(GameRoom): game state, seats, mutex, setup, counters
  std::size_t game = 0;         // heap of the game state: decks, hands, the last version's log lines
  std::size_t seats = 0;        // heap of the host's and seats' token hashes
  std::size_t setup = 0;        // heap of the setup (its faction list)
  std::size_t requests = 0;     // idempotency keys, one per stored action
  std::size_t subscribers = 0;  // open streams' entries (the streams' own buffers are per connection)
  std::size_t log = 0;          // log lines of every version: their text and index
  std::size_t logLines = 0;     // how many (not bytes)
  std::size_t beyond_log() const { return room + game + seats + setup + requests + subscribers; }
  std::size_t total() const { return beyond_log() + log; }
};

// Heap bytes of a game state: the capacity of each of its vectors and of each string it owns
// (bytes), and how many heap blocks they are (blocks).
struct HeapTally {
  std::size_t bytes = 0;
  std::size_t blocks = 0;
  template <typename T>
  void vec(const std::vector<T>& v) {
    if (v.capacity() == 0) return;
    bytes += v.capacity() * sizeof(T);
    ++blocks;
  }
  void str(const std::string& s);
};
HeapTally game_heap(const Game& g);

struct SubmitResult {
  enum Status { Accepted, Duplicate, Stale, Illegal, RequestConflict, StoreFailed, Gone } status = Accepted;
  std::uint32_t version = 0;  // new version (Accepted, Duplicate) or current one (Stale)
  Error error{Err::BadAction, ""};
};

// Posting a table-talk message (GameRoom::post_message).
struct PostResult {
  enum Status { Ok, Duplicate, RequestConflict, RateLimited, StoreFailed, Gone } status = Ok;
  store::StoredMessage message;             // as stored (Ok, Duplicate)
  std::chrono::milliseconds retryAfter{0};  // RateLimited: until the seat may send again
};

struct SeatResult {
  enum Status { Ok, NotInGame, Taken, StoreFailed } status = Ok;
  std::string token;  // new seat token (human seat), empty for a bot seat
};

class GameRoom : public std::enable_shared_from_this<GameRoom> {
 public:
  // A new game: stored (game, seats), then live. Nullptr if the code is taken.
  static std::shared_ptr<GameRoom> create(const RoomEnv& env, const std::string& code, const GameSetup& setup,
                                          const std::string& hostTokenHash, const std::vector<Faction>& bots,
                                          std::int64_t created, const std::vector<Faction>& strongBots = {});
  // A stored game: last snapshot, then the actions after it replayed. Throws StoreError, or
  // std::runtime_error when the log no longer replays.
  static std::shared_ptr<GameRoom> restore(const RoomEnv& env, const store::StoredGame& stored);

  GameRoom(const RoomEnv& env, std::string code, GameSetup setup, Game game);

  const std::string& code() const { return code_; }
  Auth authorize(const std::string& tokenHash) const;
  bool is_seat(Faction f) const;
  std::uint32_t version() const;

  // {code, version, seat, view, pending, legal, log}; log holds the seat's lines of the versions
  // after logAfter (-1: all, from the setup on).
  std::string view_json(std::optional<Faction> seat, std::int64_t logAfter = -1) const;
  std::string summary_json() const;

  SubmitResult submit(Faction seat, std::uint32_t expectedVersion, const std::string& requestId,
                      const Action& action);
  // Human seat: a fresh token replaces any previous one and clears the bot flag.
  // Claim (asHost false): only an open seat (no token, no bot). Bot: asHost only.
  SeatResult set_seat(Faction seat, bool asHost, bool bot, std::string* replacedHash,
                      BotLevel level = BotLevel::Standard);

  // Sends the current state (full log) at once, then an update on every new version, and every
  // table-talk message the seat (nullopt: the public) may read as it is stored.
  void subscribe(const std::shared_ptr<Subscriber>& s, std::optional<Faction> seat);
  void unsubscribe(const Subscriber* s);

  // Acts for the seats the server plays: answers what the seats' auto-pass rules answer, then
  // schedules a bot step if a bot seat has a decision pending.
  void kick_bots();

  // --- auto-pass (server/autopass.hpp) ---
  // {seat, rules, answered}: the seat's rules and how many of its questions they answered (each
  // answer also leaves a log line only the seat reads). Only ever sent to the seat itself.
  std::string autopass_json(Faction seat) const;
  AutoPassRules autopass_rules(Faction seat) const;
  // Stores the seat's rules, then applies them at once. False if the store failed (nothing changed).
  bool set_autopass(Faction seat, const AutoPassRules& rules);

  // --- table talk (server/table_talk.hpp) ---
  // Stores a message from `from` (to one other seat, or nullopt: the public channel), then pushes it
  // to the streams that may read it. `requestId` (may be empty) makes a retry return the first
  // answer. A seat sends at most kMessageBurst messages in kMessageWindow unless `unlimited` (the
  // server's own messages). `text` must have passed checked_message_text.
  PostResult post_message(Faction from, std::optional<Faction> to, const std::string& text,
                          const std::string& requestId, bool unlimited = false);
  // {"messages": [...], "last": id, "more": bool}: the messages after `after` that `reader` (nullopt:
  // the public) may read, at most kMessagesPerRead; `last` is the cursor for the next read. Throws
  // StoreError.
  std::string messages_json(std::optional<Faction> reader, std::uint32_t after) const;
  // Another instance on the same database stored a message: push those this room has not pushed.
  void messages_changed();

  // --- life cycle (the Api unloads idle games and deletes games) ---
  // Marks the room used now (each request that finds it).
  void touch();
  // Retires the room if nothing holds it in memory: no open stream, no bot step to come, and
  // not used for `idle`. A retired room refuses writes (SubmitResult::Gone): the game lives on
  // in the store and the next request loads it again. True if retired.
  bool retire_if_idle(std::chrono::milliseconds idle);
  // Deletes the game from the store (false if it was not there; throws StoreError), retires
  // the room and closes every stream.
  bool delete_game();
  bool retired() const;
  bool over() const;
  // What the room holds in memory now (see RoomMemory).
  RoomMemory memory() const;
  // Every token hash of the room (host and seats), for the Api's token index.
  std::vector<std::string> token_hashes() const;
  // The sampler of `legal` lists: a one-way function of the game's seed, so the order of the
  // sampled actions a client sees says nothing about the seed (and so the decks).
  static std::uint64_t legal_sampler_seed(std::uint64_t gameSeed);

  // Another server instance on the same database stored `version` (heard through the store's
  // subscribe()): if this room is older, load the missing actions, apply them and push the new
  // views. A store or replay failure is reported on stderr; the room stays at what it holds.
  void catch_up(std::uint32_t version);
  // Another instance changed the seats: reload them from the store (throws StoreError). The
  // token hashes that no longer open a seat, and the new ones, for the Api's token index.
  void reload_seats(std::vector<std::string>& removedHashes, std::vector<std::string>& addedHashes);

 private:
  struct SeatInfo {
    bool inGame = false;
    bool bot = false;
    BotLevel level = BotLevel::Standard;
    std::string tokenHash;
    AutoPassRules autopass;
    std::uint32_t autoAnswered = 0;  // questions the rules answered (counted from the stored request ids)
    std::uint32_t autoFailedAt = kNoVersion;  // the version at which an answer was refused: not again there
    MessageRate messageRate;
  };
  static constexpr std::uint32_t kNoVersion = 0xFFFFFFFFu;
  // The log, compact: every line's text one after the other in logText_, and per line its
  // version, its seats and where its text ends (12 bytes instead of a string per line).
  struct LogLine {
    std::uint32_t version;
    std::uint32_t end;  // offset in logText_ just past the line's text
    Audience visibleTo;
  };
  struct Sub {
    std::weak_ptr<Subscriber> sub;
    const Subscriber* key;
    std::optional<Faction> seat;
  };
  struct RequestRec {
    Faction seat;
    std::uint32_t version;
  };

  // Commits one action and then acts on it: the auto-pass rules, the streams, the bots.
  SubmitResult submit_locked(Faction seat, std::uint32_t expectedVersion, const std::string& requestId,
                             const Action& action);
  // Commits one action (applied, stored, made current), nothing more.
  // `seatNote`, if not empty, is a log line of that version only the seat reads (stored with the
  // action's lines).
  SubmitResult commit_locked(Faction seat, std::uint32_t expectedVersion, const std::string& requestId,
                             const Action& action, const std::string& seatNote = "");
  // After the game moved on (or a seat's rules or holder changed): auto-pass, push, bots.
  void after_change_locked();
  // Answers, one version after another, what the seats' rules answer (server/autopass.hpp). Every
  // answer goes through commit_locked with its own request id; an answer refused at a version is
  // not tried again there, a store failure is tried again a second later.
  void autopass_locked();
  // The alliance proposals people have open to bot seats (proposer, bot).
  std::vector<std::pair<Faction, Faction>> offers_to_bots_locked() const;
  // After an accepted action: each of `offers` the bot turned down (it passed, or allied with
  // another) is answered with the bot's reason, a private message to the proposer.
  void explain_declines_locked(const std::vector<std::pair<Faction, Faction>>& offers, Faction actor,
                               const Game& before);
  boost::json::object autopass_object_locked(Faction seat) const;
  PostResult post_message_locked(Faction from, std::optional<Faction> to, const std::string& text,
                                 const std::string& requestId, bool unlimited);
  boost::json::object view_object(std::optional<Faction> seat, std::int64_t logAfter, const char* type) const;
  // Sends the streams the versions they have not seen yet (one update per stream).
  void notify_locked();
  void deliver_message_locked(const store::StoredMessage& m);
  void sync_messages_locked();                      // pushes the stored messages after lastMessage_
  void revoke_locked(std::optional<Faction> seat);  // nullopt: every stream
  void schedule_bots_locked();
  bool bot_may_act_locked(const Decision& d) const;
  void bot_step();
  // A strong bot's choice, thought on the bots' pool from a copy of the game at `version`, back on the
  // executor: played if the game is still there; otherwise the bot decides again.
  void bot_decided(Faction seat, std::uint32_t version, std::optional<Action> a);
  // The standard bot's answer for botSeat, now (the room locked).
  void heuristic_act_locked(Faction botSeat);
  void add_log_locked(std::uint32_t version, const std::vector<LogEntry>& entries);
  void push_log_locked(std::uint32_t version, Audience visibleTo, std::string_view text);
  // Gives back the spare capacity of the log and the keys (after a load, at the game's end).
  void compact_locked();
  bool catch_up_locked();  // applies the stored actions after game_.version; false on failure

  RoomEnv env_;
  const std::string code_;
  const GameSetup setup_;
  std::uint64_t legalSalt_;
  std::int64_t created_ = 0;
  mutable std::mutex mu_;
  Game game_;
  std::string hostHash_;
  std::array<SeatInfo, kFactions> seats_{};
  std::string logText_;
  std::vector<LogLine> log_;
  // Idempotency keys of every stored action: a 32-bit hash of each request id, sorted (4 bytes
  // per action instead of the id's string: a played game holds hundreds). Only a filter: a hit
  // is confirmed in the store (find_request), which gives the recorded answer, so a hash
  // collision never answers for another request (it costs one store lookup).
  std::vector<std::uint32_t> requests_;
  static std::uint32_t request_key(std::string_view requestId);
  void add_request_locked(std::string_view requestId);
  // The recorded answer of `requestId` (nullopt: not stored). Throws StoreError.
  std::optional<RequestRec> find_request_locked(const std::string& requestId) const;
  std::vector<Sub> subs_;
  bool botScheduled_ = false;                   // a bot step is to come, or a strong bot is thinking
  std::uint32_t strongFailedAt_ = 0xFFFFFFFFu;  // the version whose strong choice was refused
  bool autoRetryScheduled_ = false;             // an auto-pass answer the store refused is tried again
  bool autopassing_ = false;                 // autopass_locked is on the stack (commit_locked may catch up)
  std::uint32_t notifiedVersion_ = 0;        // the streams have been sent every version up to this one
  std::uint32_t lastMessage_ = 0;            // every message up to this id has been pushed
  std::atomic<bool> retired_{false};         // written under mu_, read without it by retired()
  std::atomic<std::int64_t> lastUsedMs_{0};  // steady clock
  Rng botRng_;
};

boost::json::value log_to_json(const std::vector<LogEntry>& entries);

}  // namespace dune::server
