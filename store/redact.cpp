// redact_url (store/game_store.hpp): hides every password form libpq accepts, in URLs and in
// key=value conninfo strings, before a store address reaches a log line or an error message.
#include <cctype>
#include <string>

#include "store/game_store.hpp"

namespace dune::store {
namespace {

bool iequals_at(const std::string& s, std::size_t at, std::string_view word) {
  if (at + word.size() > s.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[at + i])) != word[i]) return false;
  return true;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

std::string percent_decode(const std::string& s) {
  std::string out;
  for (std::size_t k = 0; k < s.size(); ++k) {
    if (s[k] == '%' && k + 2 < s.size() && hex_digit(s[k + 1]) >= 0 && hex_digit(s[k + 2]) >= 0) {
      out.push_back(static_cast<char>(hex_digit(s[k + 1]) * 16 + hex_digit(s[k + 2])));
      k += 2;
    } else {
      out.push_back(s[k] == '+' ? ' ' : s[k]);
    }
  }
  return out;
}

// The query of a URL: every parameter whose (percent-decoded, case-folded) name is "password".
std::string redact_query(const std::string& q) {
  std::string out;
  std::size_t i = 0;
  bool first = true;
  while (i <= q.size()) {
    std::size_t j = q.find('&', i);
    if (j == std::string::npos) j = q.size();
    std::string kv = q.substr(i, j - i);
    std::size_t eq = kv.find('=');
    std::string name = percent_decode(kv.substr(0, eq));
    bool secret = name.size() == 8 && iequals_at(name, 0, "password") && eq != std::string::npos;
    if (!first) out.push_back('&');
    first = false;
    out += secret ? kv.substr(0, eq) + "=***" : kv;
    i = j + 1;
  }
  return out;
}

// libpq's key=value form: `host=h password=secret` or `password='a b\' c'`.
std::string redact_conninfo(const std::string& s) {
  std::string out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (std::isspace(static_cast<unsigned char>(s[i]))) {
      out.push_back(s[i++]);
      continue;
    }
    std::size_t keyStart = i;
    while (i < s.size() && s[i] != '=' && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::string key = s.substr(keyStart, i - keyStart);
    std::size_t sp = i;
    while (sp < s.size() && std::isspace(static_cast<unsigned char>(s[sp]))) ++sp;
    if (sp >= s.size() || s[sp] != '=') {  // not key=value: copy as is
      out += s.substr(keyStart, i - keyStart);
      continue;
    }
    out += s.substr(keyStart, sp + 1 - keyStart);
    i = sp + 1;
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) out.push_back(s[i++]);
    std::size_t valueStart = i;
    if (i < s.size() && s[i] == '\'') {
      ++i;
      while (i < s.size() && s[i] != '\'') i += (s[i] == '\\' && i + 1 < s.size()) ? 2 : 1;
      if (i < s.size()) ++i;
    } else {
      while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])))
        i += (s[i] == '\\' && i + 1 < s.size()) ? 2 : 1;
    }
    bool secret = key.size() == 8 && iequals_at(key, 0, "password");
    out += secret ? std::string("***") : s.substr(valueStart, i - valueStart);
  }
  return out;
}

}  // namespace

std::string redact_url(const std::string& url) {
  auto scheme = url.find("://");
  if (scheme == std::string::npos) {
    // Not a URL: a conninfo string if it has a key=value pair, else a file path (left as is).
    return url.find('=') == std::string::npos ? url : redact_conninfo(url);
  }
  std::string out = url;
  std::size_t authorityEnd = out.find_first_of("/?#", scheme + 3);
  if (authorityEnd == std::string::npos) authorityEnd = out.size();
  std::size_t at = out.rfind('@', authorityEnd);
  if (at != std::string::npos && at > scheme + 3) {
    std::size_t colon = out.find(':', scheme + 3);
    if (colon != std::string::npos && colon < at) out = out.substr(0, colon + 1) + "***" + out.substr(at);
  }
  std::size_t q = out.find('?');
  if (q == std::string::npos) return out;
  std::size_t hash = out.find('#', q);
  std::string fragment = hash == std::string::npos ? "" : out.substr(hash);
  std::string query = out.substr(q + 1, hash == std::string::npos ? std::string::npos : hash - q - 1);
  return out.substr(0, q + 1) + redact_query(query) + fragment;
}

}  // namespace dune::store
