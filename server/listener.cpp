// Accept loop (Beast's listener, as a coroutine): each connection gets its own strand. Failed
// accepts back off; a connection beyond the per-address limit is answered 429, beyond the total
// limit 503, and closed.
#include <sys/resource.h>

#include <algorithm>

#include "server/transport.hpp"

namespace dune::server {

ConnectionTable::Admission ConnectionTable::acquire(const std::string& address) {
  std::lock_guard lock(mu_);
  Admission out;
  if (total_ > 0 && open_total_ >= total_) {
    out.refused = Admission::Total;
    return out;
  }
  int& n = open_[address];
  if (perAddress_ > 0 && n >= perAddress_) {
    if (n == 0) open_.erase(address);
    out.refused = Admission::Address;
    return out;
  }
  ++n;
  ++open_total_;
  // The slot's deleter gives the place back; it keeps the table alive until then.
  out.slot = std::shared_ptr<void>(static_cast<void*>(this), [self = shared_from_this(), address](void*) {
    std::lock_guard lock(self->mu_);
    --self->open_total_;
    auto it = self->open_.find(address);
    if (it != self->open_.end() && --it->second <= 0) self->open_.erase(it);
  });
  return out;
}

int default_connection_limit() {
  rlimit rl{};
  if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > (1u << 20))
    return 1 << 20;
  const int n = static_cast<int>(rl.rlim_cur);
  // The store, the threads' descriptors and the connections being refused need some.
  return std::max(16, n - std::min(128, n / 4));
}

namespace {

// Answers a connection over a limit and closes it: the answer at once, then what the client
// still sends is read (at most 64 KiB, for half a second) so that closing does not reset the
// connection before the client has read the answer.
net::awaitable<void> refuse(beast::tcp_stream stream, HttpResponse answer) {
  http::response<http::string_body> res{static_cast<http::status>(answer.status), 11};
  res.set(http::field::server, "dune");
  res.set(http::field::content_type, answer.contentType);
  res.set(http::field::cache_control, "no-store");
  res.set(http::field::retry_after, "1");
  res.keep_alive(false);
  res.body() = std::move(answer.body);
  res.prepare_payload();
  stream.expires_after(std::chrono::seconds(2));
  auto [wec, wn] = co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
  (void)wn;
  beast::error_code ec;
  if (!wec) {
    stream.socket().shutdown(tcp::socket::shutdown_send, ec);
    std::array<char, 4096> sink{};
    std::size_t drained = 0;
    stream.expires_after(std::chrono::milliseconds(500));
    while (drained < 64 * 1024) {
      auto [rec, got] = co_await stream.async_read_some(net::buffer(sink), net::as_tuple(net::use_awaitable));
      if (rec) break;
      drained += got;
    }
  }
  stream.socket().close(ec);
}

HttpResponse refusal(ConnectionTable::Admission::Refusal why, const ConnectionLimits& limits) {
  if (why == ConnectionTable::Admission::Address)
    return error_response(429, "too_many_connections",
                          "Too many open connections from your address: this server allows " +
                              std::to_string(limits.perAddress) +
                              " per address. Close one (or wait for one to end) and try again.");
  return error_response(503, "too_many_connections",
                        "This server holds its limit of open connections (" + std::to_string(limits.total) +
                            " in all). Try again later.");
}

}  // namespace

net::awaitable<void> listener(tcp::acceptor& acceptor, Api& api, Workers workers, ConnectionLimits limits,
                              std::shared_ptr<ConnectionTable> table) {
  std::chrono::milliseconds backoff{0};
  net::steady_timer timer(acceptor.get_executor());
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(net::make_strand(acceptor.get_executor()),
                                                       net::as_tuple(net::use_awaitable));
    if (ec == net::error::operation_aborted || !acceptor.is_open()) co_return;
    if (ec) {
      // E.g. out of file descriptors: the pending connection stays in the backlog, so retrying at
      // once spins. Wait (5 ms, doubling up to 1 s) and keep serving the open connections.
      backoff =
          std::min(std::chrono::milliseconds(1000), std::max(std::chrono::milliseconds(5), backoff * 2));
      api.metrics().acceptErrors++;
      timer.expires_after(backoff);
      co_await timer.async_wait(net::as_tuple(net::use_awaitable));
      continue;
    }
    backoff = std::chrono::milliseconds(0);
    std::string address;
    if (auto ep = socket.remote_endpoint(ec); !ec) address = ep.address().to_string();
    auto admission = table->acquire(address);
    socket.set_option(tcp::no_delay(true), ec);
    auto ex = socket.get_executor();
    if (!admission.slot) {  // the address, or the server, holds its limit of connections
      (admission.refused == ConnectionTable::Admission::Address ? api.metrics().connectionsRefused
                                                                : api.metrics().connectionsRefusedTotal)++;
      net::co_spawn(ex, refuse(beast::tcp_stream(std::move(socket)), refusal(admission.refused, limits)),
                    net::detached);
      continue;
    }
    net::co_spawn(
        ex,
        http_session(beast::tcp_stream(std::move(socket)), api, workers, limits, std::move(admission.slot)),
        net::detached);
  }
}

}  // namespace dune::server
