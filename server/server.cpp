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
  std::optional<net::thread_pool> workers;  // Api::handle (see transport.hpp)
  std::optional<net::thread_pool> bots;     // the strong bots think here (ApiOptions::botThreads)
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
  Impl* m = impl_.get();
  // Bot steps and catch-ups may commit: they run on a worker, as requests do (transport.hpp).
  Scheduler schedule = [m](std::chrono::milliseconds delay, std::function<void()> fn) {
    auto run = [m, fn = std::move(fn)]() mutable {
      if (m->workers)
        net::post(*m->workers, std::move(fn));
      else
        fn();
    };
    if (delay.count() <= 0) {
      net::post(m->ioc, std::move(run));
      return;
    }
    auto timer = std::make_shared<net::steady_timer>(m->ioc, delay);
    timer->async_wait([timer, run = std::move(run)](beast::error_code ec) mutable {
      if (!ec) run();
    });
  };
  // The strong bots think on their own threads, so that no request waits behind a search.
  Thinker think = [m](std::function<void()> fn) {
    if (m->bots)
      net::post(*m->bots, std::move(fn));
    else
      fn();
  };
  impl_->bots.emplace(static_cast<std::size_t>(std::max(1, impl_->options.api.botThreads)));
  impl_->api =
      std::make_unique<Api>(*impl_->store, impl_->options.api, std::move(schedule), std::move(think));
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
  m.workers.emplace(static_cast<std::size_t>(std::max(1, m.options.workers)));
  ConnectionLimits limits;
  limits.perAddress = m.options.maxConnectionsPerAddress;
  limits.total = m.options.maxConnections < 0 ? default_connection_limit() : m.options.maxConnections;
  limits.reserved = static_cast<int>(static_cast<long long>(limits.total) *
                                     std::clamp(m.options.reservedConnectionsPercent, 0, 100) / 100);
  limits.lightBelow = std::max(1, m.options.lightAddressConnections);
  limits.headerTimeout = std::chrono::milliseconds(std::max(1, m.options.headerTimeoutMs));
  net::co_spawn(m.ioc,
                listener(*m.acceptor, *m.api, m.workers->get_executor(), limits,
                         std::make_shared<ConnectionTable>(limits, &m.api->metrics())),
                net::detached);
  m.api->watch_store();    // PostgreSQL: push the actions other instances store
  m.api->start_sweeper();  // unload idle games
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
  m.workers->join();  // the I/O threads are gone: no request reaches a worker any more
  m.workers.reset();
  m.bots->stop();  // a search under way ends; its answer finds no executor and is dropped
  m.bots->join();
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
