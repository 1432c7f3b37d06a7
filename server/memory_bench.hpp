// `dune bench-memory`: what a live game holds in memory, beyond its log, at several game lengths.
// Seeded games are played through a GameRoom as their players' clients would play them (the
// heuristic bot decides every seat; each action is submitted with its own request id and
// committed to a store), stopped at the end of given turns or played to the end. For each length
// it reports the room's own accounting (GameRoom::memory: sizes and container capacities, the
// log apart), for the room that played the game and for the same game loaded again from the
// store, beside the heap the loaded rooms really take (glibc's mallinfo2, in-use bytes, before
// and after loading them). Apart from the games: the server heap per open WebSocket stream and
// per idle keep-alive HTTP connection (a connection's buffers belong to it, not to its game).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "server/game_room.hpp"

namespace dune::server {

struct MemoryBenchOptions {
  std::vector<int> turns{3, 6, 9};  // stop at the end of these turns; a full game is always added
  int games = 10;                   // seeded games per length
  std::uint64_t seed = 1;
  bool advanced = false;
  int connections = 50;  // WebSocket streams and idle HTTP connections opened to measure each
  bool json = false;
};

int run_memory_bench(const MemoryBenchOptions& o);

// Creates the game `code` of `setup` in env's store and plays it as above: heuristic decisions
// drawn from `botSeed`, one request id per action, until the end of turn `turns` (0: to the end).
// Throws std::runtime_error if the room refuses an action the engine accepted.
std::shared_ptr<GameRoom> play_seeded_room(const RoomEnv& env, const std::string& code,
                                           const GameSetup& setup, int turns, std::uint64_t botSeed);

}  // namespace dune::server
