// Internal to the transport files: Beast and Asio types and the two session entry points.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <memory>
#include <optional>

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

// Accepts connections until the acceptor closes; one http_session coroutine per connection.
net::awaitable<void> listener(tcp::acceptor& acceptor, Api& api, Workers workers);
// Serves HTTP/1.1 requests on one connection (keep-alive) and hands WebSocket upgrades over.
net::awaitable<void> http_session(beast::tcp_stream stream, Api& api, Workers workers);
// Takes over an upgraded connection: accepts the handshake, subscribes to the room.
void start_ws_session(beast::tcp_stream stream, http::request<http::string_body> req,
                      std::shared_ptr<GameRoom> room, std::optional<Faction> seat, Metrics& metrics);

}  // namespace dune::server
