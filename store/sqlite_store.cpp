#include "store/sqlite_store.hpp"

#include <sqlite3.h>

#include <utility>

#if DUNE_HAVE_POSTGRES
#include "store/postgres_store.hpp"
#endif

namespace dune::store {
namespace {

const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  code TEXT PRIMARY KEY,
  setup TEXT NOT NULL,
  host_token_hash TEXT NOT NULL,
  created INTEGER NOT NULL,
  initial_log TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
  game TEXT NOT NULL REFERENCES games(code),
  faction TEXT NOT NULL,
  token_hash TEXT NOT NULL DEFAULT '',
  bot INTEGER NOT NULL DEFAULT 0,
  autopass TEXT NOT NULL DEFAULT '',
  bot_level TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (game, faction)
);
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL REFERENCES games(code),
  version INTEGER NOT NULL,
  seat TEXT NOT NULL,
  action TEXT NOT NULL,
  request_id TEXT NOT NULL,
  log TEXT NOT NULL,
  PRIMARY KEY (game, version),
  UNIQUE (game, request_id)
);
CREATE TABLE IF NOT EXISTS snapshots (
  game TEXT NOT NULL REFERENCES games(code),
  version INTEGER NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (game, version)
);
CREATE TABLE IF NOT EXISTS messages (
  game TEXT NOT NULL REFERENCES games(code),
  id INTEGER NOT NULL,
  from_seat TEXT NOT NULL,
  to_seat TEXT NOT NULL DEFAULT '',
  text TEXT NOT NULL,
  created INTEGER NOT NULL,
  version INTEGER NOT NULL,
  request_id TEXT,
  PRIMARY KEY (game, id),
  UNIQUE (game, request_id)
);
)sql";

// Columns added since the first schema, for a database written before them: (table, column, the
// ALTER TABLE that adds it). Tables added since are created by kSchema itself (IF NOT EXISTS).
struct AddedColumn {
  const char* table;
  const char* column;
  const char* sql;
};
constexpr AddedColumn kAddedColumns[] = {
    // Auto-pass rules (issue 39): '' reads as the defaults.
    {"seats", "autopass", "ALTER TABLE seats ADD COLUMN autopass TEXT NOT NULL DEFAULT ''"},
    // Bot levels (issue 38): '' reads as the standard bot.
    {"seats", "bot_level", "ALTER TABLE seats ADD COLUMN bot_level TEXT NOT NULL DEFAULT ''"},
};

// A statement from the connection's cache (prepared on first use, kept until the store
// closes): reset and unbound on scope exit. Every use is under the connection's mutex.
class Stmt {
 public:
  Stmt(sqlite3* db, StmtCache& cache, const char* sql) : db_(db) {
    sqlite3_stmt*& cached = cache[sql];
    if (!cached && sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &cached, nullptr) != SQLITE_OK)
      throw StoreError(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
    s_ = cached;
  }
  ~Stmt() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int i, const std::string& v) {
    check(sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT));
    return *this;
  }
  Stmt& bind(int i, std::int64_t v) {
    check(sqlite3_bind_int64(s_, i, v));
    return *this;
  }
  Stmt& bind_null(int i) {
    check(sqlite3_bind_null(s_, i));
    return *this;
  }
  // SQLITE_ROW: true; SQLITE_DONE: false; else throws (constraint errors via step_rc()).
  bool step() {
    int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw StoreError(std::string("sqlite step: ") + sqlite3_errmsg(db_));
  }
  int step_rc() { return sqlite3_step(s_); }
  std::string text(int col) {
    auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s_, col));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(s_, col))) : std::string();
  }
  std::int64_t integer(int col) { return sqlite3_column_int64(s_, col); }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) throw StoreError(std::string("sqlite bind: ") + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* s_ = nullptr;
};

// One statement without result rows, from the cache; throws on failure.
void run_cached(sqlite3* db, StmtCache& cache, const char* sql) {
  Stmt s(db, cache, sql);
  if (s.step_rc() != SQLITE_DONE) throw StoreError(std::string("sqlite ") + sql + ": " + sqlite3_errmsg(db));
}

// BEGIN IMMEDIATE ... COMMIT, rolled back unless committed.
class Tx {
 public:
  Tx(sqlite3* db, StmtCache& cache) : db_(db), cache_(cache) { run_cached(db_, cache_, "BEGIN IMMEDIATE"); }
  ~Tx() {
    if (!done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Tx(const Tx&) = delete;
  Tx& operator=(const Tx&) = delete;
  void commit() {
    run_cached(db_, cache_, "COMMIT");
    done_ = true;
  }

 private:
  sqlite3* db_;
  StmtCache& cache_;
  bool done_ = false;
};

}  // namespace

SqliteStore::SqliteStore(const std::string& path) {
  int rc = sqlite3_open_v2(path.c_str(), &db_,
                           SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string m = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError("cannot open SQLite database '" + redact_url(path) + "': " + m);
  }
  sqlite3_busy_timeout(db_, 5000);
  try {
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=FULL");
    exec("PRAGMA foreign_keys=ON");
    exec(kSchema);
    migrate();
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

SqliteStore::~SqliteStore() {
  for (auto& [sql, st] : cache_) sqlite3_finalize(st);
  sqlite3_close(db_);
}

// A database written before a column existed gets it (its rows read the column's default).
void SqliteStore::migrate() {
  for (const AddedColumn& c : kAddedColumns) {
    bool present = false;
    {
      Stmt s(db_, cache_, "SELECT name FROM pragma_table_info(?)");
      s.bind(1, std::string(c.table));
      while (s.step())
        if (s.text(0) == c.column) present = true;
    }
    if (!present) exec(c.sql);
  }
}

void SqliteStore::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string m = err ? err : "unknown error";
    sqlite3_free(err);
    throw StoreError("sqlite: " + m);
  }
}

bool SqliteStore::create_game(const StoredGame& game, const std::vector<StoredSeat>& seats) {
  std::lock_guard lock(mu_);
  Tx tx(db_, cache_);
  {
    Stmt s(db_, cache_,
           "INSERT INTO games(code, setup, host_token_hash, created, initial_log) VALUES(?,?,?,?,?)");
    s.bind(1, game.code).bind(2, game.setup).bind(3, game.hostTokenHash).bind(4, game.created);
    s.bind(5, game.initialLog);
    int rc = s.step_rc();
    if (rc == SQLITE_CONSTRAINT) return false;
    if (rc != SQLITE_DONE) throw StoreError(std::string("sqlite insert game: ") + sqlite3_errmsg(db_));
  }
  for (const StoredSeat& seat : seats) {
    Stmt s(db_, cache_,
           "INSERT INTO seats(game, faction, token_hash, bot, autopass, bot_level) VALUES(?,?,?,?,?,?)");
    s.bind(1, game.code).bind(2, seat.faction).bind(3, seat.tokenHash).bind(4, seat.bot ? 1 : 0);
    s.bind(6, seat.botLevel);
    s.bind(5, seat.autopass);
    s.step();
  }
  tx.commit();
  return true;
}

std::vector<std::string> SqliteStore::list_games() {
  std::lock_guard lock(mu_);
  std::vector<std::string> out;
  Stmt s(db_, cache_, "SELECT code FROM games ORDER BY created, code");
  while (s.step()) out.push_back(s.text(0));
  return out;
}

std::optional<StoredGame> SqliteStore::load_game(const std::string& code) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "SELECT code, setup, host_token_hash, created, initial_log FROM games WHERE code = ?");
  s.bind(1, code);
  if (!s.step()) return std::nullopt;
  return StoredGame{s.text(0), s.text(1), s.text(2), s.integer(3), s.text(4)};
}

std::vector<StoredSeat> SqliteStore::load_seats(const std::string& code) {
  std::lock_guard lock(mu_);
  std::vector<StoredSeat> out;
  Stmt s(db_, cache_,
         "SELECT faction, token_hash, bot, autopass, bot_level FROM seats WHERE game = ? ORDER BY faction");
  s.bind(1, code);
  while (s.step()) out.push_back(StoredSeat{s.text(0), s.text(1), s.integer(2) != 0, s.text(3), s.text(4)});
  return out;
}

void SqliteStore::set_seat(const std::string& code, const StoredSeat& seat) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_,
         "INSERT INTO seats(game, faction, token_hash, bot, bot_level) VALUES(?,?,?,?,?) "
         "ON CONFLICT(game, faction) DO UPDATE SET token_hash = excluded.token_hash, bot = excluded.bot, "
         "bot_level = excluded.bot_level");
  s.bind(1, code)
      .bind(2, seat.faction)
      .bind(3, seat.tokenHash)
      .bind(4, seat.bot ? 1 : 0)
      .bind(5, seat.botLevel);
  s.step();
}

void SqliteStore::set_autopass(const std::string& code, const std::string& faction,
                               const std::string& rules) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "UPDATE seats SET autopass = ?1 WHERE game = ?2 AND faction = ?3");
  s.bind(1, rules).bind(2, code).bind(3, faction);
  s.step();
}

// Group commit: appends that arrive while a commit is in flight wait in a queue; when the commit
// ends, its leader names the first of them the next leader, which stores the whole queue in one
// transaction, one fsync for all. Each append runs in its own savepoint, so one lost
// compare-and-swap or duplicate request leaves the others in the batch untouched; every caller
// returns only after the commit that holds its row. Each caller waits on its own condition
// variable and is woken once: when its commit is done, or when it is named leader.
AppendResult SqliteStore::append_action(const std::string& code, const StoredAction& a,
                                        const std::optional<StoredSnapshot>& snapshot) {
  PendingAppend me;
  me.code = &code;
  me.action = &a;
  me.snapshot = &snapshot;
  std::unique_lock q(queueMu_);
  queue_.push_back(&me);
  if (committing_)
    me.cv.wait(q, [&] { return me.done || me.lead; });
  else
    committing_ = true;
  if (!me.done) {  // the leader: me is in queue_, so in the batch
    std::vector<PendingAppend*> batch;
    batch.swap(queue_);
    q.unlock();
    commit_batch(batch);
    q.lock();
    // Notified under the lock: a waiter that sees done returns and destroys its cv.
    for (PendingAppend* p : batch) {
      p->done = true;
      if (p != &me) p->cv.notify_one();
    }
    if (queue_.empty()) {
      committing_ = false;
    } else {
      queue_.front()->lead = true;
      queue_.front()->cv.notify_one();
    }
  }
  if (me.error) std::rethrow_exception(me.error);
  return me.result;
}

void SqliteStore::commit_batch(const std::vector<PendingAppend*>& batch) {
  std::lock_guard lock(mu_);
  try {
    Tx tx(db_, cache_);
    for (PendingAppend* p : batch) {
      run_cached(db_, cache_, "SAVEPOINT one_append");
      try {
        p->result = append_one(*p->code, *p->action, *p->snapshot);
      } catch (...) {
        p->error = std::current_exception();
      }
      if (p->result != AppendResult::Ok || p->error) run_cached(db_, cache_, "ROLLBACK TO one_append");
      run_cached(db_, cache_, "RELEASE one_append");
    }
    tx.commit();
  } catch (...) {
    // The commit failed: nothing in the batch is stored, and every caller hears it.
    for (PendingAppend* p : batch) p->error = std::current_exception();
  }
}

bool SqliteStore::claim_seat(const std::string& code, const std::string& faction,
                             const std::string& tokenHash) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_,
         "UPDATE seats SET token_hash = ?1 WHERE game = ?2 AND faction = ?3 AND token_hash = '' AND bot = 0");
  s.bind(1, tokenHash).bind(2, code).bind(3, faction);
  s.step();
  return sqlite3_changes(db_) == 1;
}

AppendResult SqliteStore::append_one(const std::string& code, const StoredAction& a,
                                     const std::optional<StoredSnapshot>& snapshot) {
  {
    // The compare-and-swap: insert only when the last stored version is a.version - 1.
    Stmt s(db_, cache_,
           "INSERT INTO actions(game, version, seat, action, request_id, log) "
           "SELECT ?1, ?2, ?3, ?4, ?5, ?6 "
           "WHERE (SELECT COALESCE(MAX(version), 0) FROM actions WHERE game = ?1) = ?2 - 1");
    s.bind(1, code).bind(2, static_cast<std::int64_t>(a.version)).bind(3, a.seat).bind(4, a.action);
    s.bind(5, a.requestId).bind(6, a.log);
    int rc = s.step_rc();
    if (rc == SQLITE_CONSTRAINT) {
      int ext = sqlite3_extended_errcode(db_);
      if (ext == SQLITE_CONSTRAINT_UNIQUE) return AppendResult::DuplicateRequest;
      if (ext == SQLITE_CONSTRAINT_PRIMARYKEY) return AppendResult::VersionConflict;
      throw StoreError(std::string("sqlite append: ") + sqlite3_errmsg(db_));
    }
    if (rc != SQLITE_DONE) throw StoreError(std::string("sqlite append: ") + sqlite3_errmsg(db_));
    if (sqlite3_changes(db_) == 0) return AppendResult::VersionConflict;
  }
  if (snapshot) {
    Stmt s(db_, cache_, "INSERT OR REPLACE INTO snapshots(game, version, state) VALUES(?,?,?)");
    s.bind(1, code).bind(2, static_cast<std::int64_t>(snapshot->version)).bind(3, snapshot->state);
    s.step();
  }
  return AppendResult::Ok;
}

std::vector<StoredAction> SqliteStore::load_actions(const std::string& code, std::uint32_t afterVersion) {
  std::lock_guard lock(mu_);
  std::vector<StoredAction> out;
  Stmt s(db_, cache_,
         "SELECT version, seat, action, request_id, log FROM actions WHERE game = ? AND version > ? "
         "ORDER BY version");
  s.bind(1, code).bind(2, static_cast<std::int64_t>(afterVersion));
  while (s.step())
    out.push_back(
        StoredAction{static_cast<std::uint32_t>(s.integer(0)), s.text(1), s.text(2), s.text(3), s.text(4)});
  return out;
}

std::optional<StoredAction> SqliteStore::find_request(const std::string& code, const std::string& requestId) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_,
         "SELECT version, seat, action, request_id, log FROM actions WHERE game = ? AND request_id = ?");
  s.bind(1, code).bind(2, requestId);
  if (!s.step()) return std::nullopt;
  return StoredAction{static_cast<std::uint32_t>(s.integer(0)), s.text(1), s.text(2), s.text(3), s.text(4)};
}

std::optional<StoredSnapshot> SqliteStore::latest_snapshot(const std::string& code) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "SELECT version, state FROM snapshots WHERE game = ? ORDER BY version DESC LIMIT 1");
  s.bind(1, code);
  if (!s.step()) return std::nullopt;
  return StoredSnapshot{static_cast<std::uint32_t>(s.integer(0)), s.text(1)};
}

std::uint32_t SqliteStore::last_version(const std::string& code) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "SELECT COALESCE(MAX(version), 0) FROM actions WHERE game = ?");
  s.bind(1, code);
  s.step();
  return static_cast<std::uint32_t>(s.integer(0));
}

bool SqliteStore::delete_game(const std::string& code) {
  std::lock_guard lock(mu_);
  Tx tx(db_, cache_);
  for (const char* sql : {"DELETE FROM messages WHERE game = ?", "DELETE FROM snapshots WHERE game = ?",
                          "DELETE FROM actions WHERE game = ?", "DELETE FROM seats WHERE game = ?"}) {
    Stmt s(db_, cache_, sql);
    s.bind(1, code);
    s.step();
  }
  Stmt s(db_, cache_, "DELETE FROM games WHERE code = ?");
  s.bind(1, code);
  s.step();
  const bool deleted = sqlite3_changes(db_) > 0;
  tx.commit();
  return deleted;
}

namespace {
StoredMessage message_row(Stmt& s) {
  return StoredMessage{
      static_cast<std::uint32_t>(s.integer(0)), s.text(1), s.text(2), s.text(3), s.integer(4),
      static_cast<std::uint32_t>(s.integer(5)), s.text(6)};
}
}  // namespace

MessageResult SqliteStore::append_message(const std::string& code, StoredMessage& m) {
  std::lock_guard lock(mu_);
  Tx tx(db_, cache_);
  if (!m.requestId.empty()) {
    Stmt s(db_, cache_,
           "SELECT id, from_seat, to_seat, text, created, version, COALESCE(request_id, '') FROM messages "
           "WHERE game = ? AND request_id = ?");
    s.bind(1, code).bind(2, m.requestId);
    if (s.step()) {
      m = message_row(s);
      return MessageResult::DuplicateRequest;  // the transaction rolls back: nothing written
    }
  }
  std::int64_t id = 0;
  {
    Stmt s(db_, cache_, "SELECT COALESCE(MAX(id), 0) + 1 FROM messages WHERE game = ?");
    s.bind(1, code);
    s.step();
    id = s.integer(0);
  }
  {
    Stmt s(db_, cache_,
           "INSERT INTO messages(game, id, from_seat, to_seat, text, created, version, request_id) "
           "VALUES(?,?,?,?,?,?,?,?)");
    s.bind(1, code).bind(2, id).bind(3, m.from).bind(4, m.to).bind(5, m.text).bind(6, m.created);
    s.bind(7, static_cast<std::int64_t>(m.version));
    if (m.requestId.empty())
      s.bind_null(8);
    else
      s.bind(8, m.requestId);
    s.step();
  }
  tx.commit();
  m.id = static_cast<std::uint32_t>(id);
  return MessageResult::Ok;
}

std::vector<StoredMessage> SqliteStore::load_messages(const std::string& code, std::uint32_t afterId,
                                                      const std::string& reader, std::size_t limit) {
  std::lock_guard lock(mu_);
  std::vector<StoredMessage> out;
  Stmt s(db_, cache_,
         "SELECT id, from_seat, to_seat, text, created, version, COALESCE(request_id, '') FROM messages "
         "WHERE game = ?1 AND id > ?2 "
         "AND (?3 = '*' OR to_seat = '' OR (?3 <> '' AND (from_seat = ?3 OR to_seat = ?3))) "
         "ORDER BY id LIMIT ?4");
  s.bind(1, code).bind(2, static_cast<std::int64_t>(afterId)).bind(3, reader);
  s.bind(4, static_cast<std::int64_t>(limit));
  while (s.step()) out.push_back(message_row(s));
  return out;
}

std::uint32_t SqliteStore::last_message_id(const std::string& code) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "SELECT COALESCE(MAX(id), 0) FROM messages WHERE game = ?");
  s.bind(1, code);
  s.step();
  return static_cast<std::uint32_t>(s.integer(0));
}

std::optional<StoredMessage> SqliteStore::find_message(const std::string& code,
                                                       const std::string& requestId) {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_,
         "SELECT id, from_seat, to_seat, text, created, version, COALESCE(request_id, '') FROM messages "
         "WHERE game = ? AND request_id = ?");
  s.bind(1, code).bind(2, requestId);
  if (!s.step()) return std::nullopt;
  return message_row(s);
}

std::size_t SqliteStore::count_games() {
  std::lock_guard lock(mu_);
  Stmt s(db_, cache_, "SELECT COUNT(*) FROM games");
  s.step();
  return static_cast<std::size_t>(s.integer(0));
}

std::unique_ptr<GameStore> open_store(const std::string& url) {
  if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) {
#if DUNE_HAVE_POSTGRES
    return std::make_unique<PostgresStore>(url);
#else
    throw StoreError(
        "this dune was built without PostgreSQL support (libpqxx was not found when CMake ran); "
        "install libpqxx-dev (scripts/deps), re-run CMake and rebuild, or use a SQLite file path");
#endif
  }
  std::string path = url.rfind("sqlite:", 0) == 0 ? url.substr(7) : url;
  if (path.empty()) throw StoreError("empty database path");
  return std::make_unique<SqliteStore>(path);
}

}  // namespace dune::store
