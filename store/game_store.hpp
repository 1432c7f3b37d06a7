// GameStore: the server's only memory. A game is its setup (secret: holds the seed), its seats
// (token hashes, bot flags, auto-pass rules), its action log, one row per accepted version with the
// log lines that version produced, and its table talk (messages, public or between two seats);
// snapshots of the full state shorten a restart. Two implementations
// share this interface and one test suite: SQLite (embedded default) and PostgreSQL (several
// server instances on one database; store/postgres_store.hpp).
// Every method is thread-safe; every write is durable when it returns (committed).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dune::store {

struct StoredGame {
  std::string code;
  std::string setup;          // JSON: ruleset, factions, seed, seating (server side only)
  std::string hostTokenHash;  // hex of a crypto_generichash of the host token
  std::int64_t created = 0;   // unix seconds
  std::string initialLog;     // JSON array of the log lines new_game produced
};

struct StoredSeat {
  std::string faction;    // faction key
  std::string tokenHash;  // empty: no human holds this seat
  bool bot = false;
  std::string autopass;       // JSON: the seat's auto-pass rules (server/autopass.hpp); empty: the defaults
  std::string botLevel = {};  // a bot seat's level (server/game_room.hpp BotLevel: "strong"); empty: standard
};

struct StoredAction {
  std::uint32_t version = 0;  // the game's version after this action (1, 2, ...)
  std::string seat;           // faction key
  std::string action;         // JSON
  std::string requestId;      // client idempotency key, unique per game
  std::string log;            // JSON array of {turn, phase, visibleTo, text}
};

struct StoredSnapshot {
  std::uint32_t version = 0;
  std::string state;  // JSON snapshot (engine/codec/json.hpp), secret
};

// One message of table talk (server/table_talk.hpp): public, or private between two seats.
struct StoredMessage {
  std::uint32_t id = 0;       // per game: 1, 2, ... in the order stored
  std::string from;           // faction key of the sender
  std::string to;             // faction key of the one addressee; empty: the public channel
  std::string text;           // checked by the server: plain text, trimmed, 1..500 characters
  std::int64_t created = 0;   // unix milliseconds
  std::uint32_t version = 0;  // the game's version when it was sent
  std::string requestId;      // the sender's idempotency key, unique per game; empty: none
};

// Who reads messages (load_messages): a faction key (the public channel and that seat's private
// messages), kPublicReader (the public channel only) or kEveryReader (every message: the server's
// own use, to push them).
inline const std::string kPublicReader;
inline const std::string kEveryReader = "*";

// (code, kMessagesChanged) from subscribe(): a message was stored for that game.
inline constexpr std::uint32_t kMessagesChanged = 0xFFFFFFFFu;

enum class MessageResult {
  Ok,
  DuplicateRequest,  // this game already holds a message with this request id (returned instead)
};

enum class AppendResult {
  Ok,
  VersionConflict,   // the previous version is not the last one stored (CAS lost)
  DuplicateRequest,  // this game already holds an action with this request id
};

// I/O or database failure. The caller answers 503 and the game stays at its last commit.
struct StoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class GameStore {
 public:
  virtual ~GameStore() = default;

  // False if the code is taken (nothing written).
  virtual bool create_game(const StoredGame& game, const std::vector<StoredSeat>& seats) = 0;
  virtual std::vector<std::string> list_games() = 0;
  virtual std::optional<StoredGame> load_game(const std::string& code) = 0;
  virtual std::vector<StoredSeat> load_seats(const std::string& code) = 0;
  virtual void set_seat(const std::string& code, const StoredSeat& seat) = 0;
  // Claims an open seat (no token, not a bot) for `tokenHash`, in one conditional statement: of
  // several instances claiming the same seat at once, exactly one gets true. False if the seat is
  // taken (or does not exist); nothing is written then.
  virtual bool claim_seat(const std::string& code, const std::string& faction,
                          const std::string& tokenHash) = 0;
  // The seat's auto-pass rules (JSON); set_seat and claim_seat keep them. PostgreSQL tells the
  // other instances as a seat change (code, 0).
  virtual void set_autopass(const std::string& code, const std::string& faction,
                            const std::string& rules) = 0;

  // Compare-and-swap: stores `action` only if the game's last stored version is
  // action.version - 1, together with `snapshot` when given, in one transaction.
  virtual AppendResult append_action(const std::string& code, const StoredAction& action,
                                     const std::optional<StoredSnapshot>& snapshot) = 0;
  // Actions with version > afterVersion, in order.
  virtual std::vector<StoredAction> load_actions(const std::string& code, std::uint32_t afterVersion) = 0;
  virtual std::optional<StoredAction> find_request(const std::string& code, const std::string& requestId) = 0;
  virtual std::optional<StoredSnapshot> latest_snapshot(const std::string& code) = 0;
  virtual std::uint32_t last_version(const std::string& code) = 0;
  // Table talk. Stores `message` with the game's next id (written into message.id), committed when
  // it returns. A request id already stored for this game: nothing is written, `message` becomes
  // the stored one, DuplicateRequest. PostgreSQL tells every instance (code, kMessagesChanged).
  virtual MessageResult append_message(const std::string& code, StoredMessage& message) = 0;
  // The messages with id > afterId that `reader` may read (kPublicReader, kEveryReader or a faction
  // key), in id order, at most `limit`.
  virtual std::vector<StoredMessage> load_messages(const std::string& code, std::uint32_t afterId,
                                                   const std::string& reader, std::size_t limit) = 0;
  virtual std::uint32_t last_message_id(const std::string& code) = 0;
  virtual std::optional<StoredMessage> find_message(const std::string& code,
                                                    const std::string& requestId) = 0;

  // Removes the game with its seats, actions, snapshots and messages, in one transaction; false if there
  // was no such game. PostgreSQL tells the other instances as a seat change (code, 0).
  virtual bool delete_game(const std::string& code) = 0;
  // How many games the store holds (for /metrics).
  virtual std::size_t count_games() = 0;

  // Actions appended by anyone on the same database (this process included), as (game code,
  // its new version), seat changes, as (game code, 0), and messages, as (game code,
  // kMessagesChanged), heard after their commit. Called on a thread the
  // store owns: it must not block. An empty function unsubscribes and returns once no call is in flight. A
  // store only one process uses (SQLite) has nothing to hear: the default does nothing.
  // ("", 0) means the store may have missed changes (its listener lost the database and is back):
  // every game may have moved on and every seat may have changed.
  using ChangeListener = std::function<void(const std::string& code, std::uint32_t version)>;
  virtual void subscribe(ChangeListener listener) { (void)listener; }
};

// "dune.sqlite", "sqlite:path" or a plain path: SQLite. "postgresql://..." or "postgres://...":
// PostgreSQL (a libpq connection URI), when this build has libpqxx; otherwise a StoreError.
std::unique_ptr<GameStore> open_store(const std::string& url);

// The store URL (or libpq key=value conninfo) fit for a log line or an error message: every
// password form libpq accepts becomes ***: URL userinfo (user:password@host), a `password=`
// query parameter (any case, percent-encoded or not) and a `password=...` conninfo keyword
// (bare or single-quoted, with backslash escapes).
std::string redact_url(const std::string& url);

}  // namespace dune::store
