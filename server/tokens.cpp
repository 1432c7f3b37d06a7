#include "server/tokens.hpp"

#include <sodium.h>

#include <array>
#include <stdexcept>

namespace dune::server {

void init_crypto() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium failed to initialise");
}

std::string new_token() {
  std::array<unsigned char, 32> raw{};
  randombytes_buf(raw.data(), raw.size());
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_ENCODED_LEN(raw.size(), kVariant), '\0');
  sodium_bin2base64(out.data(), out.size(), raw.data(), raw.size(), kVariant);
  out.resize(out.find('\0'));
  sodium_memzero(raw.data(), raw.size());
  return out;
}

std::string token_hash(std::string_view token) {
  std::array<unsigned char, crypto_generichash_BYTES> h{};
  crypto_generichash(h.data(), h.size(), reinterpret_cast<const unsigned char*>(token.data()), token.size(),
                     nullptr, 0);
  std::string hex(h.size() * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), h.data(), h.size());
  hex.pop_back();
  return hex;
}

bool hashes_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string new_game_code() {
  std::string code(kCodeLength, ' ');
  for (char& c : code)
    c = kCodeAlphabet[randombytes_uniform(static_cast<std::uint32_t>(kCodeAlphabet.size()))];
  return code;
}

bool is_game_code(std::string_view s) {
  if (s.size() != kCodeLength) return false;
  for (char c : s)
    if (kCodeAlphabet.find(c) == std::string_view::npos) return false;
  return true;
}

std::uint64_t random_u64() {
  std::uint64_t v = 0;
  randombytes_buf(&v, sizeof v);
  return v;
}

}  // namespace dune::server

namespace dune::server {

std::uint64_t derive_seed(std::uint64_t seed, std::string_view purpose) {
  // BLAKE2b keyed by the purpose: one-way, so outputs that a client can observe (the order of a
  // sampled legal-action list) say nothing about the game's seed.
  std::array<unsigned char, 8> in{};
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = static_cast<unsigned char>(seed >> (8 * i));
  std::array<unsigned char, 16> key{};
  for (std::size_t i = 0; i < purpose.size() && i < key.size(); ++i)
    key[i] = static_cast<unsigned char>(purpose[i]);
  std::array<unsigned char, 16> h{};
  crypto_generichash(h.data(), h.size(), in.data(), in.size(), key.data(), key.size());
  std::uint64_t out = 0;
  for (std::size_t i = 0; i < 8; ++i) out |= static_cast<std::uint64_t>(h[i]) << (8 * i);
  return out;
}

}  // namespace dune::server
