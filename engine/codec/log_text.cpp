#include "engine/codec/log_text.hpp"

namespace dune {

std::string log_text(const LogEntry& e) { return e.text.str(); }

Text log_text_from_json(std::string_view stored) { return Text::literal(std::string(stored)); }

Text::operator boost::json::value() const { return boost::json::value(str()); }

}  // namespace dune
