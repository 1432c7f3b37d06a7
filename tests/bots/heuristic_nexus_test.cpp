// The heuristic bot's answer to an alliance proposal in the Nexus (bots/heuristic_nexus.cpp):
// read off its View alone, it accepts a partner who brings strongholds toward the shared win
// (GF9 p.12: four strongholds for an alliance) and declines one who brings none.
#include <gtest/gtest.h>

#include "bots/heuristic_bot.hpp"
#include "engine/engine.hpp"

namespace dune {
namespace {

View nexus_view(Faction seat) {
  View v;
  v.seat = seat;
  v.phase = Phase::Nexus;
  v.turn = 3;
  for (auto& p : v.players) p.inGame = true;
  return v;
}

void hold(View& v, Faction f, TerritoryId t, int n) {
  v.board[static_cast<std::size_t>(locations_of(t)[0])][static_cast<std::size_t>(f)].normal =
      static_cast<std::uint8_t>(n);
}

TEST(BotHeuristicNexus, AcceptsAStrongholdHolderAndDeclinesAPartnerWithNone) {
  View v = nexus_view(Faction::Emperor);
  v.nexusOffers[static_cast<std::size_t>(Faction::Atreides)] =
      static_cast<std::int8_t>(index(Faction::Emperor));
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Atreides)) << "a partner with no stronghold";
  hold(v, Faction::Atreides, T::Arrakeen, 10);
  EXPECT_TRUE(bots::heuristic_accepts_alliance(v, Faction::Atreides)) << "a partner holding Arrakeen alone";
  // Only a proposal made to us can be answered, and only while we are unallied.
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Harkonnen));
  v.players[static_cast<std::size_t>(Faction::Emperor)].ally =
      static_cast<std::int8_t>(index(Faction::Fremen));
  EXPECT_FALSE(bots::heuristic_accepts_alliance(v, Faction::Atreides));
}

}  // namespace
}  // namespace dune
