// PostgreSQL GameStore (libpqxx 6.4), for several `dune serve` instances on one database.
// The same five tables as SQLite, created on open (idempotent, under an advisory lock so that
// instances starting together do not race). Compare-and-swap is one INSERT ... SELECT guarded
// by the last stored version, backed by PRIMARY KEY (game, version): of concurrent writers of
// one version, the loser either sees the winner's row (no row inserted) or waits for its commit
// and hits the key (unique_violation); both are VersionConflict. UNIQUE (game, request_id)
// gives DuplicateRequest. Each append also runs pg_notify('dune_actions', 'CODE:VERSION') in its
// transaction (a seat change 'CODE:0', a table-talk message 'CODE:m'), so every instance listening hears it
// after the commit (subscribe()).
//
// Threads: a small pool of connections behind a mutex (a caller takes one for one call), plus
// one dedicated connection and thread that LISTENs, started by the first subscribe().
// A broken connection is dropped from the pool and the call fails with StoreError.
#pragma once

#include <memory>
#include <string>

#include "store/game_store.hpp"

namespace dune::store {

class PostgresStore final : public GameStore {
 public:
  // url: a libpq connection URI (postgresql://user:password@host:port/dbname?...).
  // Connects and creates the schema; throws StoreError (without the password) on failure.
  explicit PostgresStore(const std::string& url, int maxConnections = 8);
  ~PostgresStore() override;
  PostgresStore(const PostgresStore&) = delete;
  PostgresStore& operator=(const PostgresStore&) = delete;

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
  void subscribe(ChangeListener listener) override;

  static constexpr const char* kChannel = "dune_actions";

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace dune::store
