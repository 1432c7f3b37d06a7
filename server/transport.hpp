// Internal to the transport files: Beast and Asio types and the two session entry points.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/api.hpp"

namespace dune::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// Where the Api answers requests: a pool of worker threads, apart from the I/O threads. A write
// waits there for its durable commit (and a read for the room's lock, held during that commit),
// so the I/O threads never block on the disk, and as many actions as there are workers can
// wait for the same group commit.
using Workers = net::thread_pool::executor_type;

// Limits of the transport (ServerOptions): open connections per client address and in total
// (0: no limit), the part of the total kept for light addresses, and how long a client may take
// to send a request's headers (also the keep-alive idle time).
struct ConnectionLimits {
  int perAddress = 64;
  int total = 0;
  // The last `reserved` places of `total` go only to light addresses, those holding fewer than
  // `lightBelow` connections: addresses holding more are refused once total - reserved are open,
  // so that a few heavy addresses cannot keep every new client out (0: one pool).
  int reserved = 0;
  int lightBelow = 8;
  std::chrono::milliseconds headerTimeout{10000};
};

// Open connections, by client address and in all, and the refused ones not yet closed.
// acquire() gives a slot (held by the connection's session, released when it ends), or no slot,
// the limit that refused it and a refusal slot (held until the refused socket is closed). Each
// slot gives its place back exactly once, when the last copy of it goes.
class ConnectionTable : public std::enable_shared_from_this<ConnectionTable> {
 public:
  struct Admission {
    std::shared_ptr<void> slot;
    std::shared_ptr<void> refusal;
    enum Refusal { None, Address, Total, Reserve } refused = None;
  };
  struct Counts {
    int open = 0;       // connections holding a place
    int addresses = 0;  // addresses holding at least one
    int refusing = 0;   // refused, not yet closed
    bool operator==(const Counts&) const = default;
  };
  // `metrics` (optional) mirrors the counts in /metrics; it must outlive every slot.
  explicit ConnectionTable(const ConnectionLimits& limits, Metrics* metrics = nullptr)
      : limits_(limits), metrics_(metrics) {}
  Admission acquire(const std::string& address);
  Counts counts() const;

 private:
  void publish();  // with mu_ held

  ConnectionLimits limits_;
  Metrics* metrics_;
  mutable std::mutex mu_;
  int openTotal_ = 0;
  int refusing_ = 0;
  std::unordered_map<std::string, int> open_;
};

// The open-file limit of the process less a reserve for the store and the refusal answers: the
// default total connection limit (ServerOptions::maxConnections -1).
int default_connection_limit();

// Accepts connections until the acceptor closes; one http_session coroutine per connection. A
// failed accept (out of file descriptors) waits before the next try, doubling up to a second.
net::awaitable<void> listener(tcp::acceptor& acceptor, Api& api, Workers workers, ConnectionLimits limits,
                              std::shared_ptr<ConnectionTable> table);
// Serves HTTP/1.1 requests on one connection (keep-alive) and hands WebSocket upgrades over.
net::awaitable<void> http_session(beast::tcp_stream stream, Api& api, Workers workers,
                                  ConnectionLimits limits, std::shared_ptr<void> slot);
// Takes over an upgraded connection: accepts the handshake, subscribes to the room.
void start_ws_session(beast::tcp_stream stream, http::request<http::string_body> req,
                      std::shared_ptr<GameRoom> room, std::optional<Faction> seat, Metrics& metrics,
                      std::shared_ptr<void> slot);

}  // namespace dune::server
