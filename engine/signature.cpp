#include "engine/signature.hpp"

#include <algorithm>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/engine.hpp"

namespace dune {

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

namespace {

// Appends v with every object's members in key order, so that the digest does not depend on the order
// fields are described in (a field moved into another record, flattened into the same JSON object, digests
// as before).
void canonical(const boost::json::value& v, std::string& s) {
  switch (v.kind()) {
    case boost::json::kind::object: {
      const auto& o = v.get_object();
      std::vector<const boost::json::key_value_pair*> members;
      members.reserve(o.size());
      for (const auto& kv : o) members.push_back(&kv);
      std::sort(members.begin(), members.end(),
                [](const auto* a, const auto* b) { return a->key() < b->key(); });
      s += '{';
      for (const auto* kv : members) {
        s += kv->key();
        s += ':';
        canonical(kv->value(), s);
        s += ',';
      }
      s += '}';
      return;
    }
    case boost::json::kind::array:
      s += '[';
      for (const auto& e : v.get_array()) {
        canonical(e, s);
        s += ',';
      }
      s += ']';
      return;
    case boost::json::kind::string:
      s += '"';
      s += v.get_string();
      s += '"';
      return;
    case boost::json::kind::int64: s += std::to_string(v.get_int64()); return;
    case boost::json::kind::uint64: s += std::to_string(v.get_uint64()); return;
    case boost::json::kind::bool_: s += v.get_bool() ? 't' : 'f'; return;
    case boost::json::kind::null: s += 'n'; return;
    case boost::json::kind::double_: s += boost::json::serialize(v); return;
  }
}

}  // namespace

// Every described field of the game (engine/codec/describe.hpp: the snapshot's fields, those a snapshot
// leaves out as derived caches excepted: Game::seating, Game::pendingMemo), in key order, and the open
// decisions. The log is the one field not hashed whole: its entries' number and audiences, not their
// wording (a sentence reworded is no change of play).
void digest(const Game& g, std::string& s) {
  boost::json::value v = to_json(g);
  boost::json::object& o = v.as_object();
  if (boost::json::value* log = o.if_contains("log")) {
    boost::json::array audiences;
    for (const auto& e : log->as_array()) audiences.push_back(e.as_object().at("visible_to"));
    *log = std::move(audiences);
  }
  canonical(v, s);
  s += "\npending=";
  for (const Decision& d : pending(g)) {
    s += faction_key(d.seat);
    s += ' ';
    s += decision_key(d.kind);
    s += ' ' + std::to_string(d.min) + ' ' + std::to_string(d.max) + ';';
  }
}

}  // namespace dune
