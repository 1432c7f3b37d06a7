// Accept loop (Beast's listener, as a coroutine): each connection gets its own strand. Failed
// accepts back off; connections beyond the per-address limit are closed at once.
#include <algorithm>

#include "server/transport.hpp"

namespace dune::server {

std::shared_ptr<void> ConnectionTable::acquire(const std::string& address) {
  std::lock_guard lock(mu_);
  int& n = open_[address];
  if (perAddress_ > 0 && n >= perAddress_) {
    if (n == 0) open_.erase(address);
    return nullptr;
  }
  ++n;
  // The slot's deleter gives the place back; it keeps the table alive until then.
  return std::shared_ptr<void>(static_cast<void*>(this), [self = shared_from_this(), address](void*) {
    std::lock_guard lock(self->mu_);
    auto it = self->open_.find(address);
    if (it != self->open_.end() && --it->second <= 0) self->open_.erase(it);
  });
}

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
    auto slot = table->acquire(address);
    if (!slot) {  // this address holds its limit of connections: close at once
      api.metrics().connectionsRefused++;
      socket.close(ec);
      continue;
    }
    socket.set_option(tcp::no_delay(true), ec);
    auto ex = socket.get_executor();
    net::co_spawn(ex,
                  http_session(beast::tcp_stream(std::move(socket)), api, workers, limits, std::move(slot)),
                  net::detached);
  }
}

}  // namespace dune::server
