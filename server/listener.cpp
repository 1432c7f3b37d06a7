// Accept loop (Beast's listener, as a coroutine): each connection gets its own strand.
#include "server/transport.hpp"

namespace dune::server {

net::awaitable<void> listener(tcp::acceptor& acceptor, Api& api, Workers workers) {
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(net::make_strand(acceptor.get_executor()),
                                                       net::as_tuple(net::use_awaitable));
    if (ec == net::error::operation_aborted || !acceptor.is_open()) co_return;
    if (ec) continue;  // e.g. out of file descriptors: keep serving the others
    socket.set_option(tcp::no_delay(true), ec);
    auto ex = socket.get_executor();
    net::co_spawn(ex, http_session(beast::tcp_stream(std::move(socket)), api, workers), net::detached);
  }
}

}  // namespace dune::server
