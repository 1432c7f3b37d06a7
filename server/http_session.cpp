// One HTTP/1.1 connection: read a request (header and body limits; the headers must arrive within
// the header timeout, which is also the keep-alive idle time, the body within kBodyTimeout), let
// the Api answer it, write the response; keep-alive until the client stops.
// A WebSocket upgrade is authorised by the Api, then the connection moves to a ws_session.
#include <chrono>
#include <vector>

#include "server/transport.hpp"

namespace dune::server {
namespace {

constexpr auto kBodyTimeout = std::chrono::seconds(30);

// Counts this connection in one state of /metrics' dune_connections while it lives.
class StateGauge {
 public:
  StateGauge(Metrics& m, ConnState s) : m_(m), s_(s) { m_.connections[static_cast<int>(s_)]++; }
  ~StateGauge() { m_.connections[static_cast<int>(s_)]--; }
  void set(ConnState s) {
    m_.connections[static_cast<int>(s_)]--;
    s_ = s;
    m_.connections[static_cast<int>(s_)]++;
  }
  StateGauge(const StateGauge&) = delete;
  StateGauge& operator=(const StateGauge&) = delete;

 private:
  Metrics& m_;
  ConnState s_;
};

HttpRequest to_request(const http::request<http::string_body>& req, const std::string& remote) {
  HttpRequest r;
  r.method = std::string(req.method_string());
  r.target = std::string(req.target());
  if (auto it = req.find(http::field::authorization); it != req.end())
    r.authorization = std::string(it->value());
  if (auto it = req.find(http::field::accept_encoding); it != req.end())
    r.acceptEncoding = std::string(it->value());
  r.body = req.body();
  r.remote = remote;
  return r;
}

http::response<http::string_body> to_response(const HttpResponse& r, unsigned version, bool keepAlive,
                                              bool head) {
  http::response<http::string_body> res{static_cast<http::status>(r.status), version};
  res.set(http::field::server, "dune");
  res.set(http::field::content_type, r.contentType);
  res.set(http::field::cache_control, "no-store");
  for (auto& [k, v] : r.headers) res.set(k, v);
  res.keep_alive(keepAlive);
  res.body() = r.body;
  res.prepare_payload();
  if (head) res.body().clear();
  return res;
}

}  // namespace

net::awaitable<void> http_session(beast::tcp_stream stream, Api& api, Workers workers,
                                  ConnectionLimits limits, std::shared_ptr<void> slot) {
  StateGauge state(api.metrics(), ConnState::Reading);
  beast::error_code ec;
  std::string remote;
  if (auto ep = stream.socket().remote_endpoint(ec); !ec) remote = ep.address().to_string();
  beast::flat_buffer buffer;
  for (;;) {
    http::request_parser<http::string_body> parser;
    parser.header_limit(16 * 1024);
    parser.body_limit(api.options().maxBodyBytes);
    state.set(ConnState::Reading);
    stream.expires_after(limits.headerTimeout);
    auto [rec, n] =
        co_await http::async_read_header(stream, buffer, parser, net::as_tuple(net::use_awaitable));
    (void)n;
    if (!rec && !parser.is_done()) {
      stream.expires_after(kBodyTimeout);
      auto [bec, bn] = co_await http::async_read(stream, buffer, parser, net::as_tuple(net::use_awaitable));
      (void)bn;
      rec = bec;
    }
    if (rec == http::error::end_of_stream || rec == beast::error::timeout || rec == net::error::eof) break;
    if (rec) {
      if (rec.category() != http::make_error_code(http::error::bad_target).category()) break;  // socket error
      HttpResponse err = rec == http::error::body_limit
                             ? error_response(413, "body_too_large",
                                              "The request body is larger than " +
                                                  std::to_string(api.options().maxBodyBytes) + " bytes.")
                         : rec == http::error::header_limit
                             ? error_response(431, "headers_too_large", "The request headers are too large.")
                             : error_response(400, "bad_request", "Malformed HTTP request.");
      api.metrics().request(err.status, 0);
      api.metrics().error(err.errorCode);
      auto res = to_response(err, 11, false, false);
      stream.expires_after(std::chrono::seconds(5));
      co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
      // Drain what the client is still sending, so that closing does not reset the connection
      // before it reads the answer.
      stream.socket().shutdown(tcp::socket::shutdown_send, ec);
      // On the heap, not in the coroutine's frame: a local array that lives across a co_await
      // is part of the frame of every connection (16 KiB each while it waits for a request).
      std::vector<char> sink(16 * 1024);
      std::size_t drained = 0;
      stream.expires_after(std::chrono::seconds(2));
      while (drained < 8 * 1024 * 1024) {
        auto [dec, got] =
            co_await stream.async_read_some(net::buffer(sink), net::as_tuple(net::use_awaitable));
        if (dec) break;
        drained += got;
      }
      co_return;
    }
    http::request<http::string_body> req = parser.release();
    HttpRequest hr = to_request(req, remote);
    if (websocket::is_upgrade(req)) {
      state.set(ConnState::Handling);
      StreamOpen open = co_await net::co_spawn(
          workers, [&api, &hr]() -> net::awaitable<StreamOpen> { co_return api.open_stream(hr); },
          net::use_awaitable);
      if (open.error) {
        auto res = to_response(*open.error, req.version(), false, false);
        co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
        break;
      }
      stream.expires_never();
      start_ws_session(std::move(stream), std::move(req), std::move(open.room), open.seat, api.metrics(),
                       std::move(slot));
      co_return;
    }
    // On a worker: handle() may wait for a commit; this connection's strand resumes after it.
    state.set(ConnState::Handling);
    HttpResponse r = co_await net::co_spawn(
        workers, [&api, &hr]() -> net::awaitable<HttpResponse> { co_return api.handle(hr); },
        net::use_awaitable);
    auto res = to_response(r, req.version(), req.keep_alive(), req.method() == http::verb::head);
    state.set(ConnState::Writing);
    stream.expires_after(kBodyTimeout);
    auto [wec, wn] = co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
    (void)wn;
    if (wec || !res.keep_alive()) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
}

}  // namespace dune::server
