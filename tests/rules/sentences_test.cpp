// Sentences kept structured (issue 12, item 7): a refusal carries its code and a checked format
// with its arguments, and a log entry its format, arguments and audience; the text is built only
// when read. These tests pin the rendered text to what the engine wrote before the change (the
// digests below were taken with the string-building engine, commit 9435eaf, by the same code; the
// Advanced ones again at a80e8a7, the string-building engine with issue 17's elite choice),
// show that enumeration builds no sentence, and that stored games' text lines still load.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/codec/json.hpp"
#include "engine/codec/log_text.hpp"
#include "engine/engine.hpp"
#include "engine/rules/common.hpp"
#include "tests/support/positions.hpp"
#include "tests/support/scenario.hpp"

namespace dune {
namespace {

using namespace dune::test;
using F = Faction;

// Every log line and every refusal sentence of seeded random games, hashed: the digest of the
// rendered text. Refusals come from checking, for the deciding seat, the other seats' legal
// actions and variants of its own (amounts, places, factions and cards moved off by one or more).
struct TextDigest {
  std::uint64_t log = 0xcbf29ce484222325ull;
  std::uint64_t refusals = 0xcbf29ce484222325ull;
  long lines = 0;
  long refused = 0;
};

void mix(std::uint64_t& h, std::string_view s) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  h ^= 0xff;
  h *= 0x100000001b3ull;
}

std::vector<Action> variants(const Action& a) {
  std::vector<Action> out;
  Action b = a;
  b.amount = static_cast<std::int16_t>(a.amount + 1);
  out.push_back(b);
  b = a;
  b.amount = static_cast<std::int16_t>(a.amount + 25);
  out.push_back(b);
  b = a;
  b.amount = -1;
  out.push_back(b);
  b = a;
  b.to = static_cast<LocationId>((a.to + 7) % kBoardLocations);
  out.push_back(b);
  b = a;
  b.from = static_cast<LocationId>((a.from + 11) % kBoardLocations);
  out.push_back(b);
  b = a;
  b.faction = faction_at((index(a.faction) + 1) % kBaseFactions);
  out.push_back(b);
  b = a;
  b.card = static_cast<CardId>((a.card + 5) % kBaseTreacheryCards);  // base games: base cards only
  out.push_back(b);
  b = a;
  b.flag = !a.flag;
  out.push_back(b);
  b = a;
  b.sub = static_cast<std::uint8_t>(a.sub + 1);
  out.push_back(b);
  b = a;
  b.leader = static_cast<LeaderId>((a.leader + 3) % kLeaders);
  out.push_back(b);
  return out;
}

TextDigest text_digest(RulesetKind kind, std::uint64_t firstSeed, int games) {
  TextDigest d;
  for (int i = 0; i < games; ++i) {
    SetupOptions o;
    o.ruleset.kind = kind;
    o.seed = firstSeed + static_cast<std::uint64_t>(i);
    for (int f = 0; f < kBaseFactions; ++f) o.factions.push_back(faction_at(f));
    Result<Game> r = new_game(o);
    if (!r) return d;
    Game g = r.value();
    Rng rng = Rng::seeded(o.seed * 7 + 1);
    auto logged = [&](const Game& x) {
      for (const LogEntry& e : x.log) {
        mix(d.log, std::to_string(e.turn) + "/" + std::to_string(static_cast<int>(e.phase)) + "/" +
                       std::to_string(e.visibleTo.is_public() ? 255u : e.visibleTo.seat_set().bits()) + "/" +
                       std::string(e.text));
        ++d.lines;
      }
    };
    logged(g);
    for (int step = 0; step < 3000 && !is_over(g); ++step) {
      std::vector<Decision> p = pending(g);
      if (p.empty()) break;
      const Faction s = p[rng.below(static_cast<std::uint32_t>(p.size()))].seat;
      // Refusals: other seats' actions and variants of this seat's, every 3rd step.
      if (step % 3 == 0) {
        std::vector<Action> probe;
        for (int f = 0; f < kBaseFactions; ++f) {
          std::vector<Action> la = legal_actions(g, faction_at(f), nullptr, 8);
          if (faction_at(f) == s) {
            for (const Action& a : la)
              for (const Action& v : variants(a)) probe.push_back(v);
          } else {
            probe.insert(probe.end(), la.begin(), la.end());
          }
        }
        for (const Action& a : probe) {
          Status st = check_action(g, s, a);
          if (st) continue;
          mix(d.refusals, std::string(err_key(st.error().code)) + ":" + std::string(st.error().message));
          ++d.refused;
        }
      }
      std::optional<Action> a = sample_legal_action(g, s, rng);
      if (!a) break;
      if (!apply(g, s, *a)) break;
      logged(g);
    }
  }
  return d;
}

// Every log line and every refusal sentence of 12 Basic and 8 Advanced seeded random games, as
// rendered now, hash to the figures the string-building engine gave for the same games. (The refusal
// figures grew once, by rule: a send_advisor naming 2 forces is refused since Wallach IX high gave
// `forces` a meaning; it was accepted as one advisor before. The log is unchanged.) They changed again with
// issue 35, by rule: CHOAM Charity, the Face Dancer window and the others open whatever the secrets, so the
// seeded games play otherwise from the first Charity on. The Basic refusals' hash changed once more with
// issue 36, by wording only (same count, same log): the Kwisatz Haderach's refusals are its module's now, so
// a Basic plan with spice or elite forces is told "spice dialing and elite forces belong to the Advanced
// game" without naming the Kwisatz Haderach.
TEST(Sentences, RenderedLogAndRefusalsAreAsBefore) {
  const TextDigest basic = text_digest(RulesetKind::Basic, 100, 12);
  EXPECT_EQ(basic.lines, 8683);
  EXPECT_EQ(basic.log, 5593228998798921088ull);
  EXPECT_EQ(basic.refused, 88519);
  EXPECT_EQ(basic.refusals, 2201277855108983666ull);
  const TextDigest adv = text_digest(RulesetKind::Advanced, 200, 8);
  EXPECT_EQ(adv.lines, 8425);
  EXPECT_EQ(adv.log, 7122751510766601695ull);
  EXPECT_EQ(adv.refused, 92898);
  EXPECT_EQ(adv.refusals, 9007330995472833361ull);
}

// A refusal's message is the sentence, naming the rule, built from its format and arguments.
TEST(Sentences, RefusalMessageIsTheSentence) {
  Game g = six_factions("basic", "bidding");
  Error e = refuse(g, F::Atreides, R"({"type":"revive","forces":1})");
  EXPECT_EQ(e.code, Err::WrongPhase);
  EXPECT_TRUE(e.message.structured());
  EXPECT_EQ(e.message.str(), describe(e));

  Game s = six_factions("basic", "storm", "{}", 0, 1);
  std::optional<F> dialer;
  for (const Decision& d : pending(s))
    if (d.kind == DecisionKind::StormDial) dialer = d.seat;
  ASSERT_TRUE(dialer.has_value());
  ASSERT_FALSE(has_pending(s, F::Fremen, DecisionKind::StormDial));
  Action tooFar;
  tooFar.kind = ActionKind::StormDial;
  tooFar.amount = 21;
  Error dial = refuse_action(s, *dialer, tooFar);
  EXPECT_EQ(dial.code, Err::OutOfRange);
  EXPECT_EQ(std::string(dial.message), "Storm: dial 0 to 20 on the first turn (GF9 p.6).");

  Error notYours = refuse(s, F::Fremen, R"({"type":"storm_dial","dial":1})");
  EXPECT_EQ(notYours.code, Err::NotYourDecision);
  EXPECT_EQ(notYours.message.str(), "Fremen has no 'storm_dial' decision open now.");
  // The message reads like the string it was: concatenated, streamed, searched.
  EXPECT_EQ("refused: " + notYours.message, "refused: Fremen has no 'storm_dial' decision open now.");
  EXPECT_NE(notYours.message.find("storm_dial"), std::string::npos);
}

// Enumeration builds no sentence: every refusal the rule check gives for candidates (the other
// seats' actions and variants of the seat's own) is still a format and its arguments, apart from
// the setup refusal quoting expansion names, which enumeration never meets.
TEST(Sentences, EnumerationBuildsNoSentence) {
  for (RulesetKind kind : {RulesetKind::Basic, RulesetKind::Advanced}) {
    SetupOptions o;
    o.ruleset.kind = kind;
    o.seed = 5;
    for (int f = 0; f < kBaseFactions; ++f) o.factions.push_back(faction_at(f));
    Game g = new_game(o).value();
    Rng rng = Rng::seeded(11);
    long refusals = 0;
    for (int step = 0; step < 1500 && !is_over(g); ++step) {
      std::vector<Decision> p = pending(g);
      ASSERT_FALSE(p.empty());
      const Faction s = p[rng.below(static_cast<std::uint32_t>(p.size()))].seat;
      for (int f = 0; f < kBaseFactions; ++f)
        for (const Action& a : legal_actions(g, faction_at(f), nullptr, 8))
          for (const Action& v : variants(a)) {
            Status st = check_action(g, s, v);
            if (st) continue;
            ++refusals;
            ASSERT_TRUE(st.error().message.structured()) << st.error().message.str();
          }
      std::optional<Action> a = sample_legal_action(g, s, rng);
      ASSERT_TRUE(a.has_value());
      ASSERT_TRUE(apply(g, s, *a));
    }
    EXPECT_GT(refusals, 10000);
  }
}

// Log entries are kept structured; the few lines that list names or cards (a battle plan revealed,
// the end of the game, Advanced extras) are text. A snapshot stores each entry's text and reads it
// back as text; a read entry equals the structured one it was written from.
TEST(Sentences, LogIsStructuredAndSnapshotsKeepItsText) {
  SetupOptions o;
  o.seed = 3;
  for (int f = 0; f < kBaseFactions; ++f) o.factions.push_back(faction_at(f));
  Game g = new_game(o).value();
  Rng rng = Rng::seeded(4);
  long lines = 0, structured = 0;
  for (int step = 0; step < 3000 && !is_over(g); ++step) {
    std::vector<Decision> p = pending(g);
    const Faction s = p[rng.below(static_cast<std::uint32_t>(p.size()))].seat;
    ASSERT_TRUE(apply(g, s, *sample_legal_action(g, s, rng)));
    for (const LogEntry& e : g.log) {
      ++lines;
      structured += e.text.structured() ? 1 : 0;
    }
    if (step % 50 == 0 && !g.log.empty()) {
      auto back = game_from_json(to_json(g));
      ASSERT_TRUE(back.ok()) << back.error().message;
      ASSERT_EQ(back.value().log.size(), g.log.size());
      for (std::size_t i = 0; i < g.log.size(); ++i) {
        EXPECT_FALSE(back.value().log[i].text.structured());
        EXPECT_EQ(log_text(back.value().log[i]), log_text(g.log[i]));
        EXPECT_TRUE(back.value().log[i] == g.log[i]);
      }
      EXPECT_TRUE(back.value() == g);
    }
  }
  EXPECT_GT(lines, 300);
  EXPECT_GT(structured * 100, lines * 95) << structured << " of " << lines;
}

TEST(Sentences, TextRendersEachPlaceholder) {
  EXPECT_EQ(Text::of("{f} in {t} with {l} and {c}: {n}.", F::Fremen, T::Arrakeen, leader_id(F::Atreides, 0),
                     CardId{0}, 7)
                .str(),
            std::string(faction_info(F::Fremen).name) + " in " + std::string(territory(T::Arrakeen).name) +
                " with " + std::string(leader_name(leader_id(F::Atreides, 0))) + " and " +
                std::string(card_info(0).name) + ": 7.");
  EXPECT_EQ(Text::of("{h} to {h}", 7, 4).str(), "3.5 to 2");
  EXPECT_EQ(Text::of("play {v}", VoiceCommand::Lasgun).str(), "play the Lasgun");
  EXPECT_EQ(Text::of("'{d}'", DecisionKind::Bid).str(),
            "'" + std::string(decision_key(DecisionKind::Bid)) + "'");
  EXPECT_TRUE(Text::of("A {n}.", 1) == Text::literal("A 1."));
  EXPECT_FALSE(Text::of("A {n}.", 1) == Text::of("A {n}.", 2));
}

}  // namespace
}  // namespace dune
