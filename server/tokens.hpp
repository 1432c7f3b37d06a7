// Secrets of the server: bearer tokens (256-bit random from libsodium, URL-safe base64), their
// stored form (a BLAKE2b hash, hex) and constant-time comparison; game codes (8 characters from an
// alphabet without look-alikes) and random seeds. Tokens never reach a log or the store.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dune::server {

inline constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";  // no 0 O 1 I L
inline constexpr std::size_t kCodeLength = 8;

void init_crypto();  // sodium_init; throws if libsodium cannot start
std::string new_token();
std::string token_hash(std::string_view token);
bool hashes_equal(std::string_view a, std::string_view b);  // constant time in the length
std::string new_game_code();
bool is_game_code(std::string_view s);
std::uint64_t random_u64();
// A seed for `purpose` (at most 16 bytes) derived one-way (keyed BLAKE2b) from a secret seed.
std::uint64_t derive_seed(std::uint64_t seed, std::string_view purpose);

}  // namespace dune::server
