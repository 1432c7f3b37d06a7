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

// Accepts connections until the acceptor closes; one http_session coroutine per connection.
net::awaitable<void> listener(tcp::acceptor& acceptor, Api& api);
// Serves HTTP/1.1 requests on one connection (keep-alive) and hands WebSocket upgrades over.
net::awaitable<void> http_session(beast::tcp_stream stream, Api& api);
// Takes over an upgraded connection: accepts the handshake, subscribes to the room.
void start_ws_session(beast::tcp_stream stream, http::request<http::string_body> req,
                      std::shared_ptr<GameRoom> room, std::optional<Faction> seat, Metrics& metrics);

}  // namespace dune::server
