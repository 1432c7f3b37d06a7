#include "server/metrics.hpp"

#include <sstream>

namespace dune::server {

void Metrics::request(int status, double seconds) {
  std::lock_guard lock(mu_);
  byStatus_[status]++;
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    if (seconds <= kBuckets[i]) buckets_[i]++;
  count_++;
  sum_ += seconds;
}

void Metrics::error(const std::string& code) {
  std::lock_guard lock(mu_);
  errors_[code]++;
}

std::string Metrics::text() const {
  std::ostringstream o;
  o << "# HELP dune_games Games in this server's memory (idle games are unloaded).\n"
       "# TYPE dune_games gauge\ndune_games "
    << games.load() << "\n";
  o << "# HELP dune_games_unloaded_total Idle games unloaded from memory.\n"
       "# TYPE dune_games_unloaded_total counter\ndune_games_unloaded_total "
    << gamesUnloaded.load() << "\n";
  o << "# HELP dune_connections Open HTTP connections by state.\n# TYPE dune_connections gauge\n";
  for (std::size_t i = 0; i < connections.size(); ++i)
    o << "dune_connections{state=\"" << kConnStateNames[i] << "\"} " << connections[i].load() << "\n";
  o << "# HELP dune_connections_held Open connections (HTTP and WebSocket) holding a place under the "
       "connection limits.\n# TYPE dune_connections_held gauge\ndune_connections_held "
    << connectionsHeld.load() << "\n";
  o << "# HELP dune_connection_addresses Client addresses holding one or more open connections.\n"
       "# TYPE dune_connection_addresses gauge\ndune_connection_addresses "
    << connectionAddresses.load() << "\n";
  o << "# HELP dune_accept_errors_total Failed accepts (e.g. out of file descriptors).\n"
       "# TYPE dune_accept_errors_total counter\ndune_accept_errors_total "
    << acceptErrors.load() << "\n";
  o << "# HELP dune_connections_refused_total Connections answered 429 (their address held its limit) or "
       "503 (the server held its limit of open connections, or all but the part kept for addresses "
       "holding few), then closed.\n"
       "# TYPE dune_connections_refused_total counter\n"
       "dune_connections_refused_total{cap=\"address\"} "
    << connectionsRefused.load() << "\ndune_connections_refused_total{cap=\"total\"} "
    << connectionsRefusedTotal.load() << "\ndune_connections_refused_total{cap=\"reserve\"} "
    << connectionsRefusedReserve.load() << "\n";
  o << "# HELP dune_actions_total Actions accepted and committed (humans and bots).\n"
       "# TYPE dune_actions_total counter\ndune_actions_total "
    << actions.load() << "\n";
  o << "# HELP dune_bot_actions_total Actions taken by server-side bots.\n"
       "# TYPE dune_bot_actions_total counter\ndune_bot_actions_total "
    << botActions.load() << "\n";
  o << "# HELP dune_websocket_clients Open WebSocket streams.\n# TYPE dune_websocket_clients gauge\n"
       "dune_websocket_clients "
    << wsClients.load() << "\n";
  std::lock_guard lock(mu_);
  o << "# HELP dune_http_requests_total HTTP requests by status.\n# TYPE dune_http_requests_total counter\n";
  for (auto& [status, n] : byStatus_)
    o << "dune_http_requests_total{status=\"" << status << "\"} " << n << "\n";
  o << "# HELP dune_errors_total Error answers by error code.\n# TYPE dune_errors_total counter\n";
  for (auto& [code, n] : errors_) o << "dune_errors_total{code=\"" << code << "\"} " << n << "\n";
  o << "# HELP dune_request_duration_seconds Time to handle an HTTP request.\n"
       "# TYPE dune_request_duration_seconds histogram\n";
  for (std::size_t i = 0; i < kBuckets.size(); ++i)
    o << "dune_request_duration_seconds_bucket{le=\"" << kBuckets[i] << "\"} " << buckets_[i] << "\n";
  o << "dune_request_duration_seconds_bucket{le=\"+Inf\"} " << count_ << "\n";
  o << "dune_request_duration_seconds_sum " << sum_ << "\n";
  o << "dune_request_duration_seconds_count " << count_ << "\n";
  return o.str();
}

}  // namespace dune::server
