// What the pieces a player decides about do, in a player's words (issue 39, "Text where you decide"): each
// treachery card (its category, what stops it, what it does, when it is played), Terror token, Ambassador,
// Nexus card (one text per mode), technology token and Discovery token, and each faction's sheet as lines
// that name the registry rules they describe, so that a sheet says what this edition plays. Paraphrased for
// this project from the rulebooks' facts, never printed card text. Clients read them from the catalog
// (engine/codec/catalog.cpp: `dune catalog`, GET /api/catalog); the Homeworld faces are in homeworlds.hpp.
#pragma once

#include <span>
#include <string_view>

namespace dune {

struct CardText {
  std::string_view key;       // the treachery card key (engine/data/cards.cpp)
  std::string_view category;  // "Weapon (projectile)", "Defense (poison)", "Special", "Worthless" ...
  std::string_view stops;     // a weapon: the defense that stops it; a defense: what it stops ("" if none)
  std::string_view text;      // what it does
  std::string_view when;      // when it is played
};
// One row per distinct treachery card key, in the card table's order.
std::span<const CardText> card_texts();
const CardText* card_text(std::string_view key);

struct PieceText {
  std::string_view key;   // the piece's key (a Terror token, a faction for an Ambassador, ...)
  std::string_view name;  // as players name it
  std::string_view text;  // what it does
};
// The six Terror tokens (TerrorToken order): what each does revealed against the faction that entered.
std::span<const PieceText> terror_token_texts();
// Ecaz's Ambassadors by faction key (CHOAM and Richese among them): what each does when triggered.
std::span<const PieceText> ambassador_texts();
// The technology tokens (TechToken order) and the Discovery tokens (DiscoveryToken order).
std::span<const PieceText> tech_token_texts();
std::span<const PieceText> discovery_token_texts();
// The Stronghold cards of cr_strongholds (stronghold_cards::Card order): the advantage each gives its holder.
std::span<const PieceText> stronghold_card_texts();

// A Nexus card by faction key: what it does played in each mode ("" where no such mode exists: CHOAM and
// Richese are never seated, so their cards are always played as Secret Ally).
struct NexusText {
  std::string_view key;
  std::string_view betrayal, cunning, secretAlly;
};
std::span<const NexusText> nexus_card_texts();

// A line of a faction's sheet: the faction key, Basic or Advanced, the text and the registry ids of the rules
// it describes (comma separated), which say whether this edition plays it (`dune rules`).
struct SheetLine {
  std::string_view faction;
  bool advanced;
  std::string_view text;
  std::string_view rules;
};
std::span<const SheetLine> sheet_lines();

}  // namespace dune
