// Rendering of the engine's sentences (engine/core/text.hpp): the one place a refusal's message or
// a log line becomes text. The placeholders name what an argument is, so the sentence reads the
// names from the data tables (factions, territories, leaders, cards, advantages).
#include <ostream>

#include "engine/core/action.hpp"
#include "engine/core/state.hpp"
#include "engine/core/text.hpp"
#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"
#include "engine/data/map.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/advantages.hpp"

namespace dune {
namespace {

// The phase an advantage is used in, as a Karama refusal names it ("used in the Bidding phase").
std::string_view phase_title(Phase p) {
  switch (p) {
    case Phase::Bidding: return "Bidding";
    case Phase::Revival: return "Revival";
    case Phase::ShipMove: return "Shipment and Movement";
    case Phase::Battle: return "Battle";
    case Phase::Nexus: return "Nexus";
    default: return "same";
  }
}

}  // namespace

std::string_view voice_phrase(VoiceCommand v) {
  switch (v) {
    case VoiceCommand::PoisonWeapon: return "a poison weapon";
    case VoiceCommand::ProjectileWeapon: return "a projectile weapon";
    case VoiceCommand::Lasgun: return "the Lasgun";
    case VoiceCommand::PoisonDefense: return "a poison defense";
    case VoiceCommand::ProjectileDefense: return "a projectile defense";
    case VoiceCommand::Worthless: return "a worthless card";
    case VoiceCommand::CheapHero: return "a Cheap Hero";
  }
  return "?";
}

std::string half_points_text(int hp) { return std::to_string(hp / 2) + (hp % 2 ? ".5" : ""); }

namespace {

void render_arg(std::string& out, char kind, std::int32_t v) {
  switch (kind) {
    case 'n': out += std::to_string(v); return;
    case 'f': out += faction_info(faction_at(v)).name; return;
    case 't': out += territory(static_cast<TerritoryId>(v)).name; return;
    case 'l': out += leader_name(static_cast<LeaderId>(v)); return;
    case 'c': out += card_info(static_cast<CardId>(v)).name; return;
    case 'a': out += advantage_info(static_cast<Advantage>(v)).name; return;
    case 'p': out += phase_title(static_cast<Phase>(v)); return;
    case 'd': out += decision_key(static_cast<DecisionKind>(v)); return;
    case 'v': out += voice_phrase(static_cast<VoiceCommand>(v)); return;
    case 'h': out += half_points_text(v); return;
    default: return;  // TextFormat admits no other placeholder
  }
}

}  // namespace

std::string Text::str() const {
  if (!fmt_) return text_;
  std::string out;
  out.reserve(96);
  std::size_t arg = 0;
  for (const char* p = fmt_; *p; ++p) {
    if (*p == '{' && p[1] && p[2] == '}') {
      render_arg(out, p[1], args_[arg++]);
      p += 2;
      continue;
    }
    out += *p;
  }
  return out;
}

bool Text::operator==(const Text& o) const {
  if (fmt_ && fmt_ == o.fmt_) return args_ == o.args_;
  if (!fmt_ && !o.fmt_) return text_ == o.text_;
  return str() == o.str();
}

std::string operator+(std::string lhs, const Text& t) { return lhs += t.str(); }
std::string operator+(const Text& t, std::string_view rhs) { return t.str().append(rhs); }
std::ostream& operator<<(std::ostream& os, const Text& t) { return os << t.str(); }

}  // namespace dune
