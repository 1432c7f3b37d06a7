// Accept loop (Beast's listener, as a coroutine): each connection gets its own strand. Failed
// accepts back off; a connection beyond the per-address limit is answered 429, beyond the total
// limit (or, from an address holding many, beyond all but the reserved part of it) 503, and closed.
#include <sys/resource.h>

#include <algorithm>

#include "server/transport.hpp"

namespace dune::server {

ConnectionTable::Admission ConnectionTable::acquire(const std::string& address) {
  std::lock_guard lock(mu_);
  Admission out;
  auto it = open_.find(address);
  const int held = it == open_.end() ? 0 : it->second;
  if (limits_.total > 0 && openTotal_ >= limits_.total)
    out.refused = Admission::Total;
  else if (limits_.perAddress > 0 && held >= limits_.perAddress)
    out.refused = Admission::Address;
  else if (limits_.total > 0 && limits_.reserved > 0 && held >= limits_.lightBelow &&
           openTotal_ >= limits_.total - limits_.reserved)
    out.refused = Admission::Reserve;
  if (out.refused != Admission::None) {
    // Not a place under the limits (a flood of refusals must not fill them), but a socket the
    // server still holds while it answers: counted until it is closed.
    ++refusing_;
    publish();
    out.refusal = std::shared_ptr<void>(static_cast<void*>(this), [self = shared_from_this()](void*) {
      std::lock_guard lock(self->mu_);
      --self->refusing_;
      self->publish();
    });
    return out;
  }
  if (it == open_.end()) it = open_.emplace(address, 0).first;
  ++it->second;
  ++openTotal_;
  publish();
  // The slot's deleter gives the place back; it keeps the table alive until then.
  out.slot = std::shared_ptr<void>(static_cast<void*>(this), [self = shared_from_this(), address](void*) {
    std::lock_guard lock(self->mu_);
    --self->openTotal_;
    auto it = self->open_.find(address);
    if (it != self->open_.end() && --it->second <= 0) self->open_.erase(it);
    self->publish();
  });
  return out;
}

ConnectionTable::Counts ConnectionTable::counts() const {
  std::lock_guard lock(mu_);
  return {openTotal_, static_cast<int>(open_.size()), refusing_};
}

void ConnectionTable::publish() {
  if (!metrics_) return;
  metrics_->connectionsHeld = openTotal_;
  metrics_->connectionAddresses = static_cast<std::int64_t>(open_.size());
  metrics_->connections[static_cast<int>(ConnState::Refusing)] = refusing_;
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
// connection before the client has read the answer. `refusal` keeps the socket counted in the
// table (dune_connections{state="refusing"}) until it is closed.
net::awaitable<void> refuse(beast::tcp_stream stream, HttpResponse answer, std::shared_ptr<void> refusal) {
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
  refusal.reset();
}

HttpResponse refusal(ConnectionTable::Admission::Refusal why, const ConnectionLimits& limits) {
  if (why == ConnectionTable::Admission::Address)
    return error_response(429, "too_many_connections",
                          "Too many open connections from your address: this server allows " +
                              std::to_string(limits.perAddress) +
                              " per address. Close one (or wait for one to end) and try again.");
  if (why == ConnectionTable::Admission::Reserve)
    return error_response(
        503, "too_many_connections",
        "This server holds its limit of open connections for addresses with " +
            std::to_string(limits.lightBelow) + " or more open (" +
            std::to_string(limits.total - limits.reserved) + " of " + std::to_string(limits.total) +
            "; the rest are kept for addresses with fewer). Close one of yours or try again later.");
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
      Metrics& m = api.metrics();
      (admission.refused == ConnectionTable::Admission::Address   ? m.connectionsRefused
       : admission.refused == ConnectionTable::Admission::Reserve ? m.connectionsRefusedReserve
                                                                  : m.connectionsRefusedTotal)++;
      net::co_spawn(ex,
                    refuse(beast::tcp_stream(std::move(socket)), refusal(admission.refused, limits),
                           std::move(admission.refusal)),
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
