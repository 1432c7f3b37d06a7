// PostgreSQL for the server tests. DUNE_TEST_PG_URL names a database (scripts/pg-cluster starts
// a throw-away cluster and sets it); each test works in a schema of its own there, so tests run
// in parallel (ctest -j) without seeing each other's games. Without the URL (or in a build
// without libpqxx) the PostgreSQL tests skip, unless DUNE_REQUIRE_PG=1, as in CI: then they fail.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <random>
#include <string>

#if DUNE_HAVE_POSTGRES
#include <pqxx/pqxx>
#endif

namespace dune::testing_server {

inline std::string pg_base_url() {
  const char* u = std::getenv("DUNE_TEST_PG_URL");
  return u ? u : "";
}

inline bool pg_required() {
  const char* r = std::getenv("DUNE_REQUIRE_PG");
  return r && std::string(r) == "1";
}

// Why the PostgreSQL tests cannot run here; empty when they can.
inline std::string pg_unavailable() {
#if DUNE_HAVE_POSTGRES
  if (pg_base_url().empty())
    return "DUNE_TEST_PG_URL is not set (scripts/pg-cluster CMD runs CMD beside a throw-away cluster)";
  return "";
#else
  return "this build has no PostgreSQL support (libpqxx-dev was not found by CMake)";
#endif
}

// In a test body or SetUp: skip (or, with DUNE_REQUIRE_PG=1, fail) when PostgreSQL is unavailable.
#define DUNE_PG_OR_SKIP()                                                                     \
  do {                                                                                        \
    const std::string why_ = ::dune::testing_server::pg_unavailable();                        \
    if (!why_.empty()) {                                                                      \
      if (::dune::testing_server::pg_required()) FAIL() << "DUNE_REQUIRE_PG=1, but " << why_; \
      GTEST_SKIP() << why_;                                                                   \
    }                                                                                         \
  } while (0)

// A schema of its own in the test database, dropped with everything in it on destruction.
class PgSchema {
 public:
  PgSchema() {
    static std::atomic<int> counter{0};
    std::random_device rd;
    name_ = "dune_t" + std::to_string(::getpid()) + "_" + std::to_string(counter++) + "_" +
            std::to_string(rd() % 100000);
    exec("CREATE SCHEMA " + name_);
  }
  ~PgSchema() {
    try {
      exec("DROP SCHEMA IF EXISTS " + name_ + " CASCADE");
    } catch (...) {
    }
  }
  PgSchema(const PgSchema&) = delete;
  PgSchema& operator=(const PgSchema&) = delete;

  // The test database's URL, with this schema first on the search path.
  std::string url() const {
    std::string base = pg_base_url();
    return base + (base.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + name_;
  }
  const std::string& name() const { return name_; }

 private:
  static void exec(const std::string& sql) {
#if DUNE_HAVE_POSTGRES
    pqxx::connection c(pg_base_url());
    pqxx::nontransaction t(c);
    t.exec(sql);
#else
    (void)sql;
#endif
  }
  std::string name_;
};

}  // namespace dune::testing_server
