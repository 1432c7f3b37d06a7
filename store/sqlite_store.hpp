// SQLite GameStore: one file, WAL journal, synchronous=FULL (a commit survives power loss),
// one connection behind a mutex (SQLite serialises writers anyway; reads come from memory).
// Appends use group commit: concurrent appends share one transaction and one fsync.
// Compare-and-swap is one INSERT ... SELECT guarded by the last stored version, backed by
// PRIMARY KEY (game, version); idempotency by UNIQUE (game, request_id).
#pragma once

#include <condition_variable>
#include <exception>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "store/game_store.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace dune::store {

// Prepared statements by SQL text (the string literals of sqlite_store.cpp).
using StmtCache = std::unordered_map<std::string_view, sqlite3_stmt*>;

class SqliteStore final : public GameStore {
 public:
  explicit SqliteStore(const std::string& path);  // throws StoreError
  ~SqliteStore() override;
  SqliteStore(const SqliteStore&) = delete;
  SqliteStore& operator=(const SqliteStore&) = delete;

  bool create_game(const StoredGame& game, const std::vector<StoredSeat>& seats) override;
  std::vector<std::string> list_games() override;
  std::optional<StoredGame> load_game(const std::string& code) override;
  std::vector<StoredSeat> load_seats(const std::string& code) override;
  void set_seat(const std::string& code, const StoredSeat& seat) override;
  bool claim_seat(const std::string& code, const std::string& faction, const std::string& tokenHash) override;
  void set_autopass(const std::string& code, const std::string& faction, const std::string& rules) override;
  AppendResult append_action(const std::string& code, const StoredAction& action,
                             const std::optional<StoredSnapshot>& snapshot) override;
  std::vector<StoredAction> load_actions(const std::string& code, std::uint32_t afterVersion) override;
  std::optional<StoredAction> find_request(const std::string& code, const std::string& requestId) override;
  std::optional<StoredSnapshot> latest_snapshot(const std::string& code) override;
  std::uint32_t last_version(const std::string& code) override;
  MessageResult append_message(const std::string& code, StoredMessage& message) override;
  std::vector<StoredMessage> load_messages(const std::string& code, std::uint32_t afterId,
                                           const std::string& reader, std::size_t limit) override;
  std::uint32_t last_message_id(const std::string& code) override;
  std::optional<StoredMessage> find_message(const std::string& code, const std::string& requestId) override;
  bool delete_game(const std::string& code) override;
  std::size_t count_games() override;

 private:
  struct PendingAppend {
    const std::string* code = nullptr;
    const StoredAction* action = nullptr;
    const std::optional<StoredSnapshot>* snapshot = nullptr;
    AppendResult result = AppendResult::Ok;
    std::exception_ptr error;
    bool done = false;
    bool lead = false;           // handed the next commit by the previous leader
    std::condition_variable cv;  // this caller's own wake-up (no herd on every commit)
  };
  void exec(const char* sql);
  void migrate();  // adds the columns a database written by an older server lacks
  void commit_batch(const std::vector<PendingAppend*>& batch);
  AppendResult append_one(const std::string& code, const StoredAction& action,
                          const std::optional<StoredSnapshot>& snapshot);
  std::mutex mu_;  // the connection
  sqlite3* db_ = nullptr;
  StmtCache cache_;  // under mu_
  // Group commit (append_action): appends waiting for the next transaction.
  std::mutex queueMu_;
  std::vector<PendingAppend*> queue_;
  bool committing_ = false;  // a leader is committing, or has been named for the queue
};

}  // namespace dune::store
