#include "server/table_talk.hpp"

#include <variant>

namespace dune::server {
namespace json = boost::json;

namespace {

// The code point at s[i] (well-formed UTF-8: no overlong form, no surrogate, at most U+10FFFF) and its
// length in bytes; 0 bytes when malformed.
std::pair<char32_t, std::size_t> next_code_point(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return {c, 1};
  const std::size_t len = c >= 0xC2 && c <= 0xDF   ? 2
                          : c >= 0xE0 && c <= 0xEF ? 3
                          : c >= 0xF0 && c <= 0xF4 ? 4
                                                   : 0;
  if (len == 0 || i + len > s.size()) return {0, 0};
  char32_t cp = c & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
  for (std::size_t k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (b & 0x3F);
  }
  if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return {0, 0};
  return {cp, len};
}

bool is_space(char32_t c) {
  return c == ' ' || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F ||
         c == 0x3000 || c == 0xFEFF;
}

// C0 and C1 controls (line breaks and tabs included) and DEL; the line and paragraph separators.
bool is_control(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029; }

// Bidirectional embeddings, overrides and isolates: they reorder the text around them.
bool is_bidi_control(char32_t c) { return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069); }

}  // namespace

std::variant<std::string, TextError> checked_message_text(std::string_view text) {
  std::size_t first = std::string_view::npos, end = 0, chars = 0;
  for (std::size_t i = 0; i < text.size();) {
    auto [cp, len] = next_code_point(text, i);
    if (len == 0) return TextError{"bad_text", "The message is not valid UTF-8 text."};
    if (is_control(cp))
      return TextError{"bad_text",
                       "The message holds a control character (a line break, a tab or another invisible "
                       "code); send one line of plain text."};
    if (is_bidi_control(cp))
      return TextError{"bad_text",
                       "The message holds a character that reorders the text around it (a bidirectional "
                       "override); send plain text."};
    if (!is_space(cp)) {
      if (first == std::string_view::npos) first = i;
      end = i + len;
    }
    i += len;
  }
  if (first == std::string_view::npos) return TextError{"empty_message", "The message is empty."};
  std::string out(text.substr(first, end - first));
  for (std::size_t i = 0; i < out.size(); i += next_code_point(out, i).second) ++chars;
  if (chars > kMaxMessageChars)
    return TextError{"message_too_long", "The message has " + std::to_string(chars) +
                                             " characters; at most " + std::to_string(kMaxMessageChars) +
                                             " are allowed."};
  return out;
}

std::chrono::milliseconds MessageRate::take(std::chrono::steady_clock::time_point now) {
  // The ring holds the last count_ sending times; the oldest is at next_ once it is full.
  if (count_ == kMessageBurst) {
    const auto oldest = sent_[next_];
    if (now - oldest < kMessageWindow)
      return std::chrono::duration_cast<std::chrono::milliseconds>(oldest + kMessageWindow - now) +
             std::chrono::milliseconds(1);
  } else {
    ++count_;
  }
  sent_[next_] = now;
  next_ = (next_ + 1) % kMessageBurst;
  return std::chrono::milliseconds(0);
}

json::object message_json(const store::StoredMessage& m) {
  return json::object{{"id", m.id},
                      {"from", m.from},
                      {"to", m.to.empty() ? json::value(nullptr) : json::value(m.to)},
                      {"text", m.text},
                      {"created", m.created},
                      {"version", m.version}};
}

bool may_read(const store::StoredMessage& m, std::optional<Faction> reader) {
  if (m.to.empty()) return true;
  if (!reader) return false;
  const std::string_view key = faction_key(*reader);
  return m.from == key || m.to == key;
}

}  // namespace dune::server
