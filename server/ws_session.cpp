// One WebSocket stream (Beast's websocket_session): subscribes to a room, then writes every
// message the room delivers, in order, from a queue on the connection's strand. A client that
// falls kQueueLimit messages behind is disconnected (it reconnects and gets the full state).
// Messages from the client are read and ignored (actions go through POST).
#include <deque>

#include "server/transport.hpp"

namespace dune::server {
namespace {

constexpr std::size_t kQueueLimit = 512;

class WsSession : public Subscriber, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(beast::tcp_stream stream, std::shared_ptr<GameRoom> room, std::optional<Faction> seat,
            Metrics& metrics, std::shared_ptr<void> slot)
      : ws_(std::move(stream)),
        room_(std::move(room)),
        seat_(seat),
        metrics_(metrics),
        slot_(std::move(slot)) {}

  // The room holds only a weak pointer and drops expired ones itself: this destructor may run
  // inside the room's lock (when the room's lock() of the weak pointer was the last owner).
  ~WsSession() override {
    if (subscribed_) metrics_.wsClients--;
  }

  void run(http::request<http::string_body> req) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(http::field::server, "dune"); }));
    ws_.read_message_max(64 * 1024);
    ws_.async_accept(req, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
  }

  void deliver(std::shared_ptr<const std::string> message) override {
    net::post(ws_.get_executor(),
              [self = shared_from_this(), message = std::move(message)] { self->on_send(message); });
  }

  // The seat's token was revoked (or the game deleted): nothing more is sent; the stream ends
  // with a close frame (policy violation, "seat revoked") once a write in flight is done.
  void revoke() override {
    net::post(ws_.get_executor(), [self = shared_from_this()] {
      if (self->closed_) return;
      self->closed_ = true;
      self->closing_ = true;
      while (self->queue_.size() > 1) self->queue_.pop_back();  // keep only the write in flight
      if (self->queue_.empty()) self->close_now();
    });
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    subscribed_ = true;
    metrics_.wsClients++;
    room_->subscribe(shared_from_this(), seat_);
    do_read();
  }

  void do_read() {
    ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) {
      closed_ = true;
      return;
    }
    buffer_.consume(buffer_.size());
    do_read();
  }

  void close_now() {
    ws_.async_close(websocket::close_reason(websocket::close_code::policy_error, "seat revoked"),
                    [self = shared_from_this()](beast::error_code) {
                      beast::error_code ec;
                      beast::get_lowest_layer(self->ws_).socket().close(ec);
                    });
  }

  void on_send(const std::shared_ptr<const std::string>& message) {
    if (closed_) return;
    if (queue_.size() >= kQueueLimit) {  // too slow: drop the connection
      closed_ = true;
      beast::error_code ec;
      beast::get_lowest_layer(ws_).socket().close(ec);
      return;
    }
    queue_.push_back(message);
    if (queue_.size() > 1) return;
    write_front();
  }

  void write_front() {
    ws_.text(true);
    ws_.async_write(net::buffer(*queue_.front()),
                    beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
  }

  void on_write(beast::error_code ec, std::size_t) {
    if (ec) {
      closed_ = true;
      queue_.clear();
      return;
    }
    queue_.pop_front();
    if (closing_) {
      queue_.clear();
      close_now();
      return;
    }
    if (!queue_.empty()) write_front();
  }

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::shared_ptr<GameRoom> room_;
  std::optional<Faction> seat_;
  Metrics& metrics_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::shared_ptr<void> slot_;  // this connection's place in the per-address limit
  bool subscribed_ = false;
  bool closed_ = false;
  bool closing_ = false;
};

}  // namespace

void start_ws_session(beast::tcp_stream stream, http::request<http::string_body> req,
                      std::shared_ptr<GameRoom> room, std::optional<Faction> seat, Metrics& metrics,
                      std::shared_ptr<void> slot) {
  std::make_shared<WsSession>(std::move(stream), std::move(room), seat, metrics, std::move(slot))
      ->run(std::move(req));
}

}  // namespace dune::server
