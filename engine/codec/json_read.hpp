// Reading JSON with a sentence for every refusal: the one set of helpers the codec (json.cpp) and the game
// files (game_file.cpp) share. A reader throws Bad with the sentence; `guarded` turns it into a BadJson
// error. Messages start with a capital and end with a full stop.
#pragma once

#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include "engine/core/error.hpp"

namespace dune::json_read {

namespace json = boost::json;

struct Bad {
  std::string msg;
};

[[noreturn]] inline void bad(std::string m) {
  if (!m.empty()) m[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(m[0])));
  if (!m.empty() && m.back() != '.') m += '.';
  throw Bad{std::move(m)};
}

// The value of a Result, or its message as a refusal.
template <class T>
T unwrap(Result<T> r) {
  if (!r) bad(r.error().message);
  return std::move(r.value());
}

inline std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// "field "key" of <ctx>", for messages.
inline std::string field(std::string_view key, const std::string& ctx) {
  return "field " + quoted(key) + " of " + ctx;
}

// A short description of a JSON value for messages: `the string "abc"`, `-3`, `an object`.
inline std::string describe(const json::value& v) {
  switch (v.kind()) {
    case json::kind::null: return "null";
    case json::kind::bool_: return v.get_bool() ? "true" : "false";
    case json::kind::int64:
    case json::kind::uint64:
    case json::kind::double_: return json::serialize(v);
    case json::kind::string: {
      std::string s(v.get_string());
      if (s.size() > 40) s = s.substr(0, 40) + "...";
      return "the string " + quoted(s);
    }
    case json::kind::array: return "an array";
    case json::kind::object: return "an object";
  }
  return "a value";
}

inline const json::object& get_obj(const json::value& v, const std::string& what) {
  if (!v.is_object()) bad(what + " must be a JSON object, not " + describe(v));
  return v.get_object();
}

inline const json::array& get_arr(const json::value& v, const std::string& what) {
  if (!v.is_array()) bad(what + " must be a JSON array, not " + describe(v));
  return v.get_array();
}

inline std::string_view get_str(const json::value& v, const std::string& what) {
  if (!v.is_string()) bad(what + " must be a string, not " + describe(v));
  return v.get_string();
}

inline bool get_bool(const json::value& v, const std::string& what) {
  if (!v.is_bool()) bad(what + " must be true or false, not " + describe(v));
  return v.get_bool();
}

inline std::int64_t get_int(const json::value& v, const std::string& what, std::int64_t lo, std::int64_t hi) {
  std::int64_t x = 0;
  if (v.is_int64()) {
    x = v.get_int64();
  } else if (v.is_uint64()) {
    if (v.get_uint64() > static_cast<std::uint64_t>(hi))
      bad(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
          describe(v));
    x = static_cast<std::int64_t>(v.get_uint64());
  } else if (v.is_double()) {
    double d = v.get_double();
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e15)
      bad(what + " must be a whole number, not " + describe(v));
    x = static_cast<std::int64_t>(d);
  } else {
    bad(what + " must be a number, not " + describe(v));
  }
  if (x < lo || x > hi)
    bad(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
        std::to_string(x));
  return x;
}

// A 64-bit unsigned: a number or a string of decimal digits (strings keep exactness in JavaScript).
inline std::uint64_t get_u64(const json::value& v, const std::string& what) {
  if (v.is_uint64()) return v.get_uint64();
  if (v.is_int64()) {
    if (v.get_int64() < 0) bad(what + " must not be negative");
    return static_cast<std::uint64_t>(v.get_int64());
  }
  if (v.is_double()) {
    double d = v.get_double();
    if (!std::isfinite(d) || d < 0 || d != std::floor(d) || d > 9007199254740992.0)
      bad(what + " must be a whole number (write large values as a decimal string), not " + describe(v));
    return static_cast<std::uint64_t>(d);
  }
  if (v.is_string()) {
    std::string_view s = v.get_string();
    if (s.empty() || s.size() > 20) bad(what + " must be a decimal string of an unsigned 64-bit number");
    std::uint64_t x = 0;
    for (char c : s) {
      if (c < '0' || c > '9') bad(what + " must be a decimal string of digits, not " + describe(v));
      unsigned d = static_cast<unsigned>(c - '0');
      if (x > (std::numeric_limits<std::uint64_t>::max() - d) / 10) bad(what + " does not fit in 64 bits");
      x = x * 10 + d;
    }
    return x;
  }
  bad(what + " must be a number or a decimal string, not " + describe(v));
}

// Field of an object (nullptr when absent or null).
inline const json::value* opt(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  return v && !v->is_null() ? v : nullptr;
}

inline const json::value& need(const json::object& o, std::string_view key, const std::string& ctx) {
  const json::value* v = o.if_contains(key);
  if (!v) bad("missing field " + quoted(key) + " in " + ctx);
  return *v;
}

// Refuses a field of `o` not among `allowed`, naming the allowed ones.
inline void only_fields(const json::object& o, std::initializer_list<std::string_view> allowed,
                        const std::string& ctx) {
  for (const auto& kv : o)
    if (std::find(allowed.begin(), allowed.end(), kv.key()) == allowed.end()) {
      std::string names;
      for (std::string_view a : allowed) names += (names.empty() ? "" : ", ") + quoted(a);
      bad("unknown field " + quoted(kv.key()) + " in " + ctx + " (expected " + names + ")");
    }
}

// Runs a reader: its value, or its refusal as a BadJson error (an engine Error thrown inside passes through;
// anything else is "Malformed <what>").
template <class F>
auto guarded(F&& f, std::string_view what = "JSON") -> Result<decltype(f())> {
  try {
    return f();
  } catch (const Bad& b) {
    return fail(Err::BadJson, b.msg);
  } catch (const Error& e) {
    return e;
  } catch (const std::exception& e) {
    return fail(Err::BadJson, "Malformed " + std::string(what) + ": " + e.what() + ".");
  } catch (...) {
    return fail(Err::BadJson, "Malformed " + std::string(what) + ".");
  }
}

}  // namespace dune::json_read
