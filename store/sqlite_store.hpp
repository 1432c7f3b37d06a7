// SQLite GameStore: one file, WAL journal, synchronous=FULL (a commit survives power loss),
// one connection behind a mutex (SQLite serialises writers anyway; reads come from memory).
// Compare-and-swap is one INSERT ... SELECT guarded by the last stored version, backed by
// PRIMARY KEY (game, version); idempotency by UNIQUE (game, request_id).
#pragma once

#include <mutex>
#include <string>

#include "store/game_store.hpp"

struct sqlite3;

namespace dune::store {

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
  AppendResult append_action(const std::string& code, const StoredAction& action,
                             const std::optional<StoredSnapshot>& snapshot) override;
  std::vector<StoredAction> load_actions(const std::string& code, std::uint32_t afterVersion) override;
  std::optional<StoredAction> find_request(const std::string& code, const std::string& requestId) override;
  std::optional<StoredSnapshot> latest_snapshot(const std::string& code) override;
  std::uint32_t last_version(const std::string& code) override;

 private:
  void exec(const char* sql);
  std::mutex mu_;
  sqlite3* db_ = nullptr;
};

}  // namespace dune::store
