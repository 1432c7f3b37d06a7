// A WebSocket client for the server tests: connects to a game's stream (with a seat token or none) and
// reads its messages as JSON.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <string>

#include "engine/codec/json.hpp"

namespace dune::testing_server {

struct WsClient {
  boost::asio::io_context ioc;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws{ioc};
  void connect(unsigned short port, const std::string& target, const std::string& token = "",
               bool smallBuffer = false) {
    ws.next_layer().open(boost::asio::ip::tcp::v4());
    if (smallBuffer) ws.next_layer().set_option(boost::asio::socket_base::receive_buffer_size(4096));
    ws.next_layer().connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    if (!token.empty())
      ws.set_option(boost::beast::websocket::stream_base::decorator(
          [token](boost::beast::websocket::request_type& req) {
            req.set(boost::beast::http::field::authorization, "Bearer " + token);
          }));
    ws.handshake("127.0.0.1", target);
  }
  boost::json::value read() {
    boost::beast::flat_buffer buf;
    ws.read(buf);
    return parse_json(boost::beast::buffers_to_string(buf.data())).value();
  }
};

}  // namespace dune::testing_server
