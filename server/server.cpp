// Server: owns the store, the Api, the io_context and its threads (Beast's main()).
#include "server/server.hpp"

#include <algorithm>
#include <thread>

#include "server/tokens.hpp"
#include "server/transport.hpp"

namespace dune::server {

struct Server::Impl {
  ServerOptions options;
  std::unique_ptr<store::GameStore> store;
  std::unique_ptr<Api> api;
  // Declared after the Api: destroyed first, so handlers still queued find the Api alive.
  net::io_context ioc;
  std::optional<tcp::acceptor> acceptor;
  std::vector<std::thread> threads;
  std::optional<net::executor_work_guard<net::io_context::executor_type>> work;
  std::size_t loaded = 0;
  unsigned short port = 0;
  bool running = false;
};

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>()) {
  init_crypto();
  impl_->options = std::move(options);
  impl_->store = store::open_store(impl_->options.db);
  net::io_context& ioc = impl_->ioc;
  Scheduler schedule = [&ioc](std::chrono::milliseconds delay, std::function<void()> fn) {
    if (delay.count() <= 0) {
      net::post(ioc, std::move(fn));
      return;
    }
    auto timer = std::make_shared<net::steady_timer>(ioc, delay);
    timer->async_wait([timer, fn = std::move(fn)](beast::error_code ec) {
      if (!ec) fn();
    });
  };
  impl_->api = std::make_unique<Api>(*impl_->store, impl_->options.api, std::move(schedule));
  impl_->loaded = impl_->api->load_all();
}

Server::~Server() { stop(); }

void Server::start() {
  Impl& m = *impl_;
  if (m.running) return;
  auto address = net::ip::make_address(m.options.host);
  tcp::endpoint endpoint{address, m.options.port};
  m.acceptor.emplace(m.ioc);
  m.acceptor->open(endpoint.protocol());
  m.acceptor->set_option(net::socket_base::reuse_address(true));
  m.acceptor->bind(endpoint);
  m.acceptor->listen(net::socket_base::max_listen_connections);
  m.port = m.acceptor->local_endpoint().port();
  m.work.emplace(m.ioc.get_executor());
  net::co_spawn(m.ioc, listener(*m.acceptor, *m.api), net::detached);
  m.api->watch_store();  // PostgreSQL: push the actions other instances store
  int n = m.options.threads > 0 ? m.options.threads
                                : std::max(4, static_cast<int>(std::thread::hardware_concurrency()));
  for (int i = 0; i < n; ++i) m.threads.emplace_back([&ioc = m.ioc] { ioc.run(); });
  m.running = true;
}

void Server::stop() {
  Impl& m = *impl_;
  if (!m.running) return;
  m.running = false;
  m.store->subscribe({});  // no more catch-ups posted to the io_context
  net::post(m.ioc, [&m] {
    beast::error_code ec;
    if (m.acceptor) m.acceptor->close(ec);
  });
  m.work.reset();
  m.ioc.stop();
  for (auto& t : m.threads) t.join();
  m.threads.clear();
}

void Server::wait_for_signal() {
  net::io_context sig;
  net::signal_set signals(sig, SIGINT, SIGTERM);
  signals.async_wait([](beast::error_code, int) {});
  sig.run();
  stop();
}

unsigned short Server::port() const { return impl_->port; }

std::string Server::url() const {
  std::string host = impl_->options.host;
  if (host.find(':') != std::string::npos) host = "[" + host + "]";
  return "http://" + host + ":" + std::to_string(impl_->port) + "/";
}

std::size_t Server::loaded_games() const { return impl_->loaded; }

Api& Server::api() { return *impl_->api; }

}  // namespace dune::server
