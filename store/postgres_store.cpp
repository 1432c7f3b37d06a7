#include "store/postgres_store.hpp"

#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <optional>
#include <pqxx/pqxx>
#include <thread>
#include <utility>

namespace dune::store {
namespace {

// The constraint names tell a lost compare-and-swap from a repeated request id.
constexpr const char* kVersionKey = "dune_actions_version_key";
constexpr const char* kRequestKey = "dune_actions_request_key";
// And a message stored meanwhile with the same id from one with the same request id.
constexpr const char* kMessageIdKey = "dune_messages_id_key";
constexpr const char* kMessageRequestKey = "dune_messages_request_key";

const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  code TEXT PRIMARY KEY,
  setup TEXT NOT NULL,
  host_token_hash TEXT NOT NULL,
  created BIGINT NOT NULL,
  initial_log TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
  game TEXT NOT NULL REFERENCES games(code),
  faction TEXT NOT NULL,
  token_hash TEXT NOT NULL DEFAULT '',
  bot BOOLEAN NOT NULL DEFAULT FALSE,
  autopass TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (game, faction)
);
-- A database written before the auto-pass rules (issue 39): '' reads as the defaults.
ALTER TABLE seats ADD COLUMN IF NOT EXISTS autopass TEXT NOT NULL DEFAULT '';
-- Before bot levels (issue 38): '' reads as the standard bot.
ALTER TABLE seats ADD COLUMN IF NOT EXISTS bot_level TEXT NOT NULL DEFAULT '';
CREATE TABLE IF NOT EXISTS actions (
  game TEXT NOT NULL REFERENCES games(code),
  version BIGINT NOT NULL,
  seat TEXT NOT NULL,
  action TEXT NOT NULL,
  request_id TEXT NOT NULL,
  log TEXT NOT NULL,
  CONSTRAINT dune_actions_version_key PRIMARY KEY (game, version),
  CONSTRAINT dune_actions_request_key UNIQUE (game, request_id)
);
CREATE TABLE IF NOT EXISTS snapshots (
  game TEXT NOT NULL REFERENCES games(code),
  version BIGINT NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (game, version)
);
CREATE TABLE IF NOT EXISTS messages (
  game TEXT NOT NULL REFERENCES games(code),
  id BIGINT NOT NULL,
  from_seat TEXT NOT NULL,
  to_seat TEXT NOT NULL DEFAULT '',
  text TEXT NOT NULL,
  created BIGINT NOT NULL,
  version BIGINT NOT NULL,
  request_id TEXT,
  CONSTRAINT dune_messages_id_key PRIMARY KEY (game, id),
  CONSTRAINT dune_messages_request_key UNIQUE (game, request_id)
);
)sql";

// Serialises schema creation between instances starting at once (CREATE TABLE IF NOT EXISTS
// alone can fail on a concurrent create). An arbitrary constant: "dune" in ASCII.
constexpr const char* kSchemaLock = "SELECT pg_advisory_xact_lock(1685417573)";

// The statements, prepared on each pooled connection.
const std::pair<const char*, const char*> kStatements[] = {
    {"create_game",
     "INSERT INTO games(code, setup, host_token_hash, created, initial_log) VALUES($1,$2,$3,$4,$5) "
     "ON CONFLICT (code) DO NOTHING"},
    {"insert_seat",
     "INSERT INTO seats(game, faction, token_hash, bot, autopass, bot_level) VALUES($1,$2,$3,$4,$5,$6)"},
    {"list_games", "SELECT code FROM games ORDER BY created, code COLLATE \"C\""},
    {"load_game", "SELECT code, setup, host_token_hash, created, initial_log FROM games WHERE code = $1"},
    {"load_seats",
     "SELECT faction, token_hash, bot, autopass, bot_level FROM seats WHERE game = $1 ORDER BY faction "
     "COLLATE "
     "\"C\""},
    {"set_autopass", "UPDATE seats SET autopass = $3 WHERE game = $1 AND faction = $2"},
    {"set_seat",
     "INSERT INTO seats(game, faction, token_hash, bot, bot_level) VALUES($1,$2,$3,$4,$5) "
     "ON CONFLICT (game, faction) DO UPDATE SET token_hash = EXCLUDED.token_hash, bot = EXCLUDED.bot, "
     "bot_level = EXCLUDED.bot_level"},
    // The compare-and-swap: insert only when the last stored version is $2 - 1.
    {"append",
     "INSERT INTO actions(game, version, seat, action, request_id, log) "
     "SELECT $1::text, $2::bigint, $3::text, $4::text, $5::text, $6::text "
     "WHERE (SELECT COALESCE(MAX(version), 0) FROM actions WHERE game = $1::text) = $2::bigint - 1"},
    {"snapshot",
     "INSERT INTO snapshots(game, version, state) VALUES($1,$2,$3) "
     "ON CONFLICT (game, version) DO UPDATE SET state = EXCLUDED.state"},
    {"claim_seat",
     "UPDATE seats SET token_hash = $3 WHERE game = $1 AND faction = $2 AND token_hash = '' AND NOT bot"},
    {"notify", "SELECT pg_notify('dune_actions', $1)"},
    {"delete_messages", "DELETE FROM messages WHERE game = $1"},
    {"delete_snapshots", "DELETE FROM snapshots WHERE game = $1"},
    {"delete_actions", "DELETE FROM actions WHERE game = $1"},
    {"delete_seats", "DELETE FROM seats WHERE game = $1"},
    {"delete_game", "DELETE FROM games WHERE code = $1"},
    {"count_games", "SELECT COUNT(*) FROM games"},
    {"load_actions",
     "SELECT version, seat, action, request_id, log FROM actions WHERE game = $1 AND version > $2 "
     "ORDER BY version"},
    {"find_request",
     "SELECT version, seat, action, request_id, log FROM actions WHERE game = $1 AND request_id = $2"},
    {"latest_snapshot", "SELECT version, state FROM snapshots WHERE game = $1 ORDER BY version DESC LIMIT 1"},
    {"last_version", "SELECT COALESCE(MAX(version), 0) FROM actions WHERE game = $1"},
    {"find_message",
     "SELECT id, from_seat, to_seat, text, created, version, COALESCE(request_id, '') FROM messages "
     "WHERE game = $1 AND request_id = $2"},
    // Serialises the messages of one game between instances until the transaction ends, so the next id
    // below is never taken twice (a key of its own: the two-number form, the first "dunm" in ASCII).
    {"lock_messages", "SELECT pg_advisory_xact_lock(1685417581, hashtext($1))"},
    // The next id of the game, taken under lock_messages.
    {"append_message",
     "INSERT INTO messages(game, id, from_seat, to_seat, text, created, version, request_id) "
     "SELECT $1::text, COALESCE(MAX(id), 0) + 1, $2::text, $3::text, $4::text, $5::bigint, $6::bigint, "
     "NULLIF($7::text, '') FROM messages WHERE game = $1::text RETURNING id"},
    {"load_messages",
     "SELECT id, from_seat, to_seat, text, created, version, COALESCE(request_id, '') FROM messages "
     "WHERE game = $1 AND id > $2 AND ($3 = '*' OR to_seat = '' OR ($3 <> '' AND (from_seat = $3 OR to_seat "
     "= $3))) "
     "ORDER BY id LIMIT $4"},
    {"last_message_id", "SELECT COALESCE(MAX(id), 0) FROM messages WHERE game = $1"},
};

StoredAction action_row(const pqxx::row& r) {
  return StoredAction{static_cast<std::uint32_t>(r[0].as<std::int64_t>()), r[1].as<std::string>(),
                      r[2].as<std::string>(), r[3].as<std::string>(), r[4].as<std::string>()};
}

std::int64_t i64(std::uint32_t v) { return static_cast<std::int64_t>(v); }

StoredMessage message_row(const pqxx::row& r) {
  return StoredMessage{static_cast<std::uint32_t>(r[0].as<std::int64_t>()),
                       r[1].as<std::string>(),
                       r[2].as<std::string>(),
                       r[3].as<std::string>(),
                       r[4].as<std::int64_t>(),
                       static_cast<std::uint32_t>(r[5].as<std::int64_t>()),
                       r[6].as<std::string>()};
}

}  // namespace

struct PostgresStore::Impl {
  std::string url;
  int maxConnections = 8;

  std::mutex mu;
  std::condition_variable cv;
  std::vector<std::unique_ptr<pqxx::connection>> idle;
  int open = 0;  // connections in use or idle

  // The LISTEN side.
  std::mutex listenMu;  // held while the listener runs: clearing it waits for a call in flight
  ChangeListener listener;
  std::thread thread;
  std::atomic<bool> stop{false};
  std::mutex readyMu;
  std::condition_variable readyCv;
  bool ready = false;  // the first LISTEN is in place (or failed)

  std::unique_ptr<pqxx::connection> connect() {
    try {
      auto c = std::make_unique<pqxx::connection>(url);
      for (const auto& [name, sql] : kStatements) c->prepare(name, sql);
      return c;
    } catch (const std::exception& e) {
      throw StoreError("cannot connect to PostgreSQL at " + redact_url(url) + ": " + e.what());
    }
  }

  // One pooled connection for the duration of one call.
  class Lease {
   public:
    explicit Lease(Impl& impl) : impl_(impl) {
      std::unique_lock lock(impl_.mu);
      impl_.cv.wait(lock, [&] { return !impl_.idle.empty() || impl_.open < impl_.maxConnections; });
      if (!impl_.idle.empty()) {
        conn_ = std::move(impl_.idle.back());
        impl_.idle.pop_back();
        return;
      }
      ++impl_.open;
      lock.unlock();
      try {
        conn_ = impl_.connect();
      } catch (...) {
        release_slot();
        throw;
      }
    }
    ~Lease() {
      if (!conn_) return;
      if (broken_ || !conn_->is_open()) {
        conn_.reset();
        release_slot();
        return;
      }
      std::lock_guard lock(impl_.mu);
      impl_.idle.push_back(std::move(conn_));
      impl_.cv.notify_one();
    }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    pqxx::connection& operator*() { return *conn_; }
    void mark_broken() { broken_ = true; }

   private:
    void release_slot() {
      std::lock_guard lock(impl_.mu);
      --impl_.open;
      impl_.cv.notify_one();
    }
    Impl& impl_;
    std::unique_ptr<pqxx::connection> conn_;
    bool broken_ = false;
  };

  // Runs f(connection) on a pooled connection; database failures become StoreError.
  template <class F>
  auto with(const char* what, F&& f) {
    Lease lease(*this);
    try {
      return f(*lease);
    } catch (const StoreError&) {
      throw;
    } catch (const pqxx::broken_connection& e) {
      lease.mark_broken();
      throw StoreError(std::string("postgresql ") + what + ": connection lost: " + e.what());
    } catch (const std::exception& e) {
      throw StoreError(std::string("postgresql ") + what + ": " + e.what());
    }
  }

  class Receiver final : public pqxx::notification_receiver {
   public:
    Receiver(pqxx::connection_base& c, Impl& impl) : pqxx::notification_receiver(c, kChannel), impl_(impl) {}
    void operator()(const std::string& payload, int) override { impl_.dispatch(payload); }

   private:
    Impl& impl_;
  };

  void dispatch(const std::string& payload) {
    auto colon = payload.rfind(':');
    if (colon == std::string::npos) return;
    if (payload.compare(colon + 1, std::string::npos, "m") == 0) {  // 'CODE:m': a message stored
      std::lock_guard lock(listenMu);
      if (listener) listener(payload.substr(0, colon), kMessagesChanged);
      return;
    }
    std::uint32_t version = 0;
    const char* first = payload.data() + colon + 1;
    const char* last = payload.data() + payload.size();
    auto [p, ec] = std::from_chars(first, last, version);
    if (ec != std::errc() || p != last) return;
    std::lock_guard lock(listenMu);
    if (listener) listener(payload.substr(0, colon), version);
  }

  // After a reconnect: notifications sent while the listener was away are lost, so tell the
  // listener that anything may have changed.
  void dispatch_resync() {
    std::lock_guard lock(listenMu);
    if (listener) listener("", 0);
  }

  void set_ready() {
    std::lock_guard lock(readyMu);
    ready = true;
    readyCv.notify_all();
  }

  void listen_loop() {
    bool warned = false, listenedBefore = false;
    while (!stop) {
      try {
        pqxx::connection c(url);
        Receiver receiver(c, *this);
        set_ready();
        if (warned) std::cerr << "dune store: PostgreSQL listener reconnected\n";
        warned = false;
        if (listenedBefore) dispatch_resync();
        listenedBefore = true;
        while (!stop) c.await_notification(0, 200000);
      } catch (const std::exception& e) {
        set_ready();
        if (stop) break;
        if (!warned)
          std::cerr << "dune store: PostgreSQL listener at " << redact_url(url) << ": " << e.what()
                    << "; retrying every second\n";
        warned = true;
        for (int i = 0; i < 10 && !stop; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
  }
};

PostgresStore::PostgresStore(const std::string& url, int maxConnections) : impl_(std::make_unique<Impl>()) {
  impl_->url = url;
  impl_->maxConnections = maxConnections < 1 ? 1 : maxConnections;
  impl_->with("create schema", [](pqxx::connection& c) {
    pqxx::work w(c);
    w.exec(kSchemaLock);
    w.exec(kSchema);
    w.commit();
    return 0;
  });
}

PostgresStore::~PostgresStore() {
  impl_->stop = true;
  if (impl_->thread.joinable()) impl_->thread.join();
}

bool PostgresStore::create_game(const StoredGame& game, const std::vector<StoredSeat>& seats) {
  return impl_->with("create game", [&](pqxx::connection& c) {
    pqxx::work w(c);
    pqxx::result r = w.exec_prepared("create_game", game.code, game.setup, game.hostTokenHash, game.created,
                                     game.initialLog);
    if (r.affected_rows() == 0) return false;  // code taken; the transaction rolls back
    for (const StoredSeat& seat : seats)
      w.exec_prepared("insert_seat", game.code, seat.faction, seat.tokenHash, seat.bot, seat.autopass,
                      seat.botLevel);
    w.commit();
    return true;
  });
}

std::vector<std::string> PostgresStore::list_games() {
  return impl_->with("list games", [](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    std::vector<std::string> out;
    for (const pqxx::row& r : t.exec_prepared("list_games")) out.push_back(r[0].as<std::string>());
    return out;
  });
}

std::optional<StoredGame> PostgresStore::load_game(const std::string& code) {
  return impl_->with("load game", [&](pqxx::connection& c) -> std::optional<StoredGame> {
    pqxx::read_transaction t(c);
    pqxx::result r = t.exec_prepared("load_game", code);
    if (r.empty()) return std::nullopt;
    return StoredGame{r[0][0].as<std::string>(), r[0][1].as<std::string>(), r[0][2].as<std::string>(),
                      r[0][3].as<std::int64_t>(), r[0][4].as<std::string>()};
  });
}

bool PostgresStore::claim_seat(const std::string& code, const std::string& faction,
                               const std::string& tokenHash) {
  return impl_->with("claim seat", [&](pqxx::connection& c) {
    pqxx::work w(c);
    pqxx::result r = w.exec_prepared("claim_seat", code, faction, tokenHash);
    if (r.affected_rows() != 1) return false;  // taken: nothing written, nothing to announce
    w.exec_prepared("notify", code + ":0");    // version 0: the seats changed
    w.commit();
    return true;
  });
}

std::vector<StoredSeat> PostgresStore::load_seats(const std::string& code) {
  return impl_->with("load seats", [&](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    std::vector<StoredSeat> out;
    for (const pqxx::row& r : t.exec_prepared("load_seats", code))
      out.push_back(StoredSeat{r[0].as<std::string>(), r[1].as<std::string>(), r[2].as<bool>(),
                               r[3].as<std::string>(), r[4].as<std::string>()});
    return out;
  });
}

void PostgresStore::set_seat(const std::string& code, const StoredSeat& seat) {
  impl_->with("set seat", [&](pqxx::connection& c) {
    pqxx::work w(c);
    w.exec_prepared("set_seat", code, seat.faction, seat.tokenHash, seat.bot, seat.botLevel);
    w.exec_prepared("notify", code + ":0");  // version 0: the seats changed
    w.commit();
    return 0;
  });
}

void PostgresStore::set_autopass(const std::string& code, const std::string& faction,
                                 const std::string& rules) {
  impl_->with("set auto-pass rules", [&](pqxx::connection& c) {
    pqxx::work w(c);
    w.exec_prepared("set_autopass", code, faction, rules);
    w.exec_prepared("notify", code + ":0");  // version 0: the seats changed
    w.commit();
    return 0;
  });
}

MessageResult PostgresStore::append_message(const std::string& code, StoredMessage& m) {
  // The game's message lock makes writers take turns; a unique violation that still happens (a
  // request id stored by a writer that held the lock just before) is looked at again, and a repeated
  // request id answers with the message stored first.
  for (int attempt = 0;; ++attempt) {
    std::optional<MessageResult> done =
        impl_->with("append message", [&](pqxx::connection& c) -> std::optional<MessageResult> {
          pqxx::work w(c);
          w.exec_prepared("lock_messages", code);
          if (!m.requestId.empty()) {
            pqxx::result r = w.exec_prepared("find_message", code, m.requestId);
            if (!r.empty()) {
              m = message_row(r[0]);
              return MessageResult::DuplicateRequest;
            }
          }
          try {
            pqxx::result r = w.exec_prepared("append_message", code, m.from, m.to, m.text, m.created,
                                             i64(m.version), m.requestId);
            m.id = static_cast<std::uint32_t>(r[0][0].as<std::int64_t>());
          } catch (const pqxx::unique_violation& e) {
            const std::string what = e.what();
            if (what.find(kMessageRequestKey) == std::string::npos &&
                what.find(kMessageIdKey) == std::string::npos)
              throw;
            return std::nullopt;  // rolled back: look again (the request id may now be stored)
          }
          w.exec_prepared("notify", code + ":m");  // heard by every instance after the commit
          w.commit();
          return MessageResult::Ok;
        });
    if (done) return *done;
    if (attempt >= 16) throw StoreError("postgresql append message: too many concurrent writers");
  }
}

std::vector<StoredMessage> PostgresStore::load_messages(const std::string& code, std::uint32_t afterId,
                                                        const std::string& reader, std::size_t limit) {
  return impl_->with("load messages", [&](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    std::vector<StoredMessage> out;
    for (const pqxx::row& r :
         t.exec_prepared("load_messages", code, i64(afterId), reader, static_cast<std::int64_t>(limit)))
      out.push_back(message_row(r));
    return out;
  });
}

std::uint32_t PostgresStore::last_message_id(const std::string& code) {
  return impl_->with("last message id", [&](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    return static_cast<std::uint32_t>(t.exec_prepared("last_message_id", code)[0][0].as<std::int64_t>());
  });
}

std::optional<StoredMessage> PostgresStore::find_message(const std::string& code,
                                                         const std::string& requestId) {
  return impl_->with("find message", [&](pqxx::connection& c) -> std::optional<StoredMessage> {
    pqxx::read_transaction t(c);
    pqxx::result r = t.exec_prepared("find_message", code, requestId);
    if (r.empty()) return std::nullopt;
    return message_row(r[0]);
  });
}

AppendResult PostgresStore::append_action(const std::string& code, const StoredAction& a,
                                          const std::optional<StoredSnapshot>& snapshot) {
  return impl_->with("append action", [&](pqxx::connection& c) {
    pqxx::work w(c);
    try {
      pqxx::result r = w.exec_prepared("append", code, i64(a.version), a.seat, a.action, a.requestId, a.log);
      if (r.affected_rows() == 0) return AppendResult::VersionConflict;
    } catch (const pqxx::unique_violation& e) {
      // A concurrent writer committed this version (or this request id) while we waited.
      std::string m = e.what();
      if (m.find(kRequestKey) != std::string::npos) return AppendResult::DuplicateRequest;
      if (m.find(kVersionKey) != std::string::npos) return AppendResult::VersionConflict;
      throw;
    }
    if (snapshot) w.exec_prepared("snapshot", code, i64(snapshot->version), snapshot->state);
    // Delivered to every listener when (and only if) this transaction commits.
    w.exec_prepared("notify", code + ":" + std::to_string(a.version));
    w.commit();
    return AppendResult::Ok;
  });
}

std::vector<StoredAction> PostgresStore::load_actions(const std::string& code, std::uint32_t afterVersion) {
  return impl_->with("load actions", [&](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    std::vector<StoredAction> out;
    for (const pqxx::row& r : t.exec_prepared("load_actions", code, i64(afterVersion)))
      out.push_back(action_row(r));
    return out;
  });
}

std::optional<StoredAction> PostgresStore::find_request(const std::string& code,
                                                        const std::string& requestId) {
  return impl_->with("find request", [&](pqxx::connection& c) -> std::optional<StoredAction> {
    pqxx::read_transaction t(c);
    pqxx::result r = t.exec_prepared("find_request", code, requestId);
    if (r.empty()) return std::nullopt;
    return action_row(r[0]);
  });
}

std::optional<StoredSnapshot> PostgresStore::latest_snapshot(const std::string& code) {
  return impl_->with("latest snapshot", [&](pqxx::connection& c) -> std::optional<StoredSnapshot> {
    pqxx::read_transaction t(c);
    pqxx::result r = t.exec_prepared("latest_snapshot", code);
    if (r.empty()) return std::nullopt;
    return StoredSnapshot{static_cast<std::uint32_t>(r[0][0].as<std::int64_t>()), r[0][1].as<std::string>()};
  });
}

std::uint32_t PostgresStore::last_version(const std::string& code) {
  return impl_->with("last version", [&](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    return static_cast<std::uint32_t>(t.exec_prepared("last_version", code)[0][0].as<std::int64_t>());
  });
}

bool PostgresStore::delete_game(const std::string& code) {
  return impl_->with("delete game", [&](pqxx::connection& c) {
    pqxx::work w(c);
    w.exec_prepared("delete_messages", code);
    w.exec_prepared("delete_snapshots", code);
    w.exec_prepared("delete_actions", code);
    w.exec_prepared("delete_seats", code);
    pqxx::result r = w.exec_prepared("delete_game", code);
    if (r.affected_rows() == 0) return false;
    w.exec_prepared("notify", code + ":0");  // the other instances look the game up and drop it
    w.commit();
    return true;
  });
}

std::size_t PostgresStore::count_games() {
  return impl_->with("count games", [](pqxx::connection& c) {
    pqxx::read_transaction t(c);
    return static_cast<std::size_t>(t.exec_prepared("count_games")[0][0].as<std::int64_t>());
  });
}

void PostgresStore::subscribe(ChangeListener listener) {
  bool start = false;
  {
    std::lock_guard lock(impl_->listenMu);
    impl_->listener = std::move(listener);
    start = impl_->listener && !impl_->thread.joinable();
    if (start) impl_->thread = std::thread([impl = impl_.get()] { impl->listen_loop(); });
  }
  if (start) {
    // Return once LISTEN is in place, so that no commit after this call goes unheard.
    std::unique_lock lock(impl_->readyMu);
    impl_->readyCv.wait_for(lock, std::chrono::seconds(10), [&] { return impl_->ready; });
  }
}

}  // namespace dune::store
