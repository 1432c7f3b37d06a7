// A sentence kept as a static format and a few small arguments, rendered to text only when read.
// Refusals (Error::message) and log lines (LogEntry::text) are Texts: candidate enumeration
// throws most refusals away and random play never reads the log, so neither builds a string.
//
// A format is a string literal with typed placeholders, checked when the program is compiled:
//   {n} a number            {f} a faction's name      {t} a territory's name
//   {l} a leader's name     {c} a treachery card's name
//   {a} a faction advantage's name (Karama)            {p} a phase's title
//   {d} a decision's key    {v} a Voice command ("a poison weapon")
//   {h} half points as a strength ("3" or "3.5")
// e.g. Text::of("{f} bids {n}.", seat, a.amount). Text also holds text that was built already
// (free-form messages, log lines read from a stored game): Text::literal(std::string).
// Rendering lives in one place, engine/rules/text.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace boost::json {
class value;
}

namespace dune {

namespace text_detail {
inline constexpr std::size_t kMaxArgs = 6;
constexpr bool is_placeholder(char c) {
  return c == 'n' || c == 'f' || c == 't' || c == 'l' || c == 'c' || c == 'a' || c == 'p' || c == 'd' ||
         c == 'v' || c == 'h';
}
// Not constexpr: reaching it while a format is checked at compile time is a compile error.
inline void bad_format(const char*) {}
}  // namespace text_detail

// A checked format for sizeof...(A) arguments (see above).
template <class... A>
struct TextFormat {
  const char* fmt;
  template <std::size_t N>
  consteval TextFormat(const char (&s)[N]) : fmt(s) {  // NOLINT: implicit from a literal on purpose
    static_assert(sizeof...(A) <= text_detail::kMaxArgs, "a Text takes at most six arguments");
    static_assert(((std::is_integral_v<A> || std::is_enum_v<A>)&&...), "Text arguments are ids or numbers");
    std::size_t count = 0;
    for (std::size_t i = 0; i + 1 < N; ++i) {
      if (s[i] == '}') text_detail::bad_format("a '}' outside a placeholder");
      if (s[i] != '{') continue;
      if (i + 2 >= N || !text_detail::is_placeholder(s[i + 1]) || s[i + 2] != '}')
        text_detail::bad_format("a placeholder is {n}, {f}, {t}, {l}, {c}, {a}, {p}, {d}, {v} or {h}");
      ++count;
      i += 2;
    }
    if (count != sizeof...(A))
      text_detail::bad_format("the format's placeholders and arguments differ in number");
  }
};

class Text {
 public:
  Text() = default;
  // Text built already (free-form messages; log lines of stored games).
  static Text literal(std::string s) {
    Text t;
    t.text_ = std::move(s);
    return t;
  }
  template <class... A>
  static Text of(std::type_identity_t<TextFormat<A...>> f, A... args) {
    Text t;
    t.fmt_ = f.fmt;
    std::size_t i = 0;
    ((t.args_[i++] = static_cast<std::int32_t>(args)), ...);
    return t;
  }

  // The sentence. Builds it (only here) from the format, or returns the stored text.
  std::string str() const;
  operator std::string() const { return str(); }  // NOLINT: reads like the string it was
  // In JSON a Text is its sentence (`{"text", entry.text}`); defined in engine/codec/log_text.cpp.
  operator boost::json::value() const;  // NOLINT
  // True while the sentence is kept as a format and arguments (nothing rendered).
  bool structured() const { return fmt_ != nullptr; }
  // The text kept when not structured (empty while structured): what the Text owns on the heap.
  const std::string& stored() const { return text_; }
  const char* format() const { return fmt_; }
  const std::array<std::int32_t, text_detail::kMaxArgs>& args() const { return args_; }

  bool empty() const { return fmt_ ? *fmt_ == '\0' : text_.empty(); }
  std::size_t find(std::string_view needle) const { return str().find(needle); }
  bool operator==(const Text& o) const;

 private:
  const char* fmt_ = nullptr;  // static storage: a literal checked by TextFormat
  std::array<std::int32_t, text_detail::kMaxArgs> args_{};
  std::string text_;  // when fmt_ is null
};

std::string operator+(std::string lhs, const Text& t);
std::string operator+(const Text& t, std::string_view rhs);
std::ostream& operator<<(std::ostream& os, const Text& t);

}  // namespace dune
