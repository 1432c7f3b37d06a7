// Faction advantages a Karama card can stop. FAQ Nov 2020 p.7 ("Karama"): a Karama may prevent
// any one faction or alliance advantage from being used for the rest of the game phase, except
// the Fremen send from reserves and any (special) victory condition. The faction sheets (GF9
// Rulebook 2019 pp.16-19) describe each advantage; this table names the ones the Basic game has,
// then (adv-karama, from kFirstAdvancedAdvantage on) the Advanced-game ones a Karama may also stop,
// the phase in which each can be used, and the faction that owns it. Expansion factions add rows.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/state.hpp"

namespace dune {

enum class Advantage : std::uint8_t {
  AtreidesBiddingPeek,    // see each card up for bid (GF9 p.17)
  AtreidesPrescience,     // battle prescience, own and ally's battles (GF9 p.17)
  BgVoice,                // Voice, own and ally's battles (GF9 p.18)
  BgAdvisor,              // spiritual advisor to the Polar Sink (GF9 p.18)
  EmperorPayment,         // receive other factions' card payments (GF9 p.19)
  EmperorAllyRevival,     // pay for up to 3 extra ally revivals (GF9 p.19)
  EmperorAllySpice,       // give spice to the ally (GF9 p.19)
  FremenMoveTwo,          // move 2 territories (GF9 p.16)
  FremenWormRide,         // survive and ride Shai-Hulud (GF9 p.16; FAQ Nov 2020 p.7)
  FremenAllyRevival,      // the ally's free revival raised to 3 (GF9 p.16)
  GuildHalfPrice,         // ship at half price, own and ally's (GF9 p.19)
  GuildPayment,           // receive other factions' shipment payments (GF9 p.19)
  GuildSpecialShipment,   // cross-ship and ship back to reserves, own and ally's (GF9 p.19)
  HarkonnenBonusCard,     // a free card with each purchase (GF9 p.17)
  HarkonnenAllyTraitors,  // the ally may call Harkonnen traitors (GF9 p.17)
  // Advanced game only (adv-karama; FAQ Nov 2020 p.7: a Karama may stop an advanced advantage too).
  AtreidesKwisatz,       // the Kwisatz Haderach accompanies a leader (GF9 p.17)
  HarkonnenCapture,      // capture a leader after a win (GF9 p.17)
  EmperorSardaukar,      // Sardaukar count double (GF9 p.19)
  FremenFedaykin,        // Fedaykin count double (GF9 p.16)
  FremenBattleHardened,  // Fremen forces count full strength without spice (GF9 p.16)
  FremenSandworms,       // place each Shai-Hulud after the first of a spice blow (GF9 p.16)
  IxianCyborgs,          // Cyborgs count 2 (Ixians & Tleilaxu, Ixian sheet; E1 p.12 Karama list)
  // Ixians & Tleilaxu, Basic and Advanced (E1 p.12 Karama list (2h); FAQ Nov 2020 p.7 (2h)):
  TleilaxuRevival,         // the Tleilaxu revival economy: payments to them, their limits and prices
  TleilaxuFaceDancerSwap,  // the Tleilaxu replacing a Face Dancer in the Mentat Pause
  // Ixians (E1 p.12 Karama list (2h); MA 7.1, 13.1): each row its own target; Basic or Advanced as the
  // advantage exists (AdvantageInfo::advanced).
  IxianBiddingLook,      // draw a card more for the auction, look at them all, set one aside (E1 p.8)
  IxianMovement,         // a group with a Cyborg moves 2 territories (Advanced)
  IxianSubstitution,     // Suboids exchanged for Cyborgs lost in a battle (Advanced)
  IxianHmsMove,          // the HMS's move before the storm, and its spice pick-up (E1 p.9)
  IxianTechnologySwap,   // swap the card up for bid for one of their hand (Advanced, E1 pp.8-9)
  IxianAllyReplacement,  // the ally's discard-and-draw of a card just bought (E1 p.9)
  TleilaxuGholas,        // Advanced: the Tleilaxu reviving other factions' leaders as Gholas
  // Moritani (Ecaz & Moritani p.16 Karama table (2h)):
  MoritaniTerror,    // placing or moving a Terror token in the Mentat Pause
  MoritaniAlliance,  // Enemy of My Enemy: an alliance offered instead of revealing a Terror token
  // Ecaz (Ecaz & Moritani p.16 Karama table (2h)):
  EcazAmbassadors,  // placing Ambassadors at the end of Revival
  EcazOccupy,       // Ecaz and their ally battling as one side (stopped for one battle)
  // Moritani alliance (checklist rule 33; Quintine component notes, second-hand, no E3 page):
  MoritaniAllyCard,  // the Moritani's ally keeping a card it played in a battle it lost
  // Ecaz & Moritani p.16 Karama table (2h), em.duke.karama:
  MoritaniDuke,  // the Moritani taking Duke Vidal at the end of Shipment and Movement
  // CHOAM & Richese p.12 Karama table (2h):
  ChoamWorthless,  // CHOAM discarding a Worthless card for its own effect
  ChoamAudit,      // Advanced: CHOAM's audit after a battle the Auditor led
  // CHOAM alliance (CR p.8 (2h); the updated Karama text, cr.karama_text: alliance abilities included):
  ChoamAllyTrade,  // the once-a-turn card trade of CHOAM and their ally
  ChoamAllyFunds,  // Advanced: CHOAM's spice supporting their ally's forces in battle
};
inline constexpr int kAdvantages = 41;
// The first advantage that exists only in the Advanced game (the rows before it are all Basic ones);
// whether a row is refused as a Karama target in a Basic game is its AdvantageInfo::advanced.
inline constexpr Advantage kFirstAdvancedAdvantage = Advantage::AtreidesKwisatz;

struct AdvantageInfo {
  std::string_view key;   // wire name, e.g. "guild_half_price"
  std::string_view name;  // for people: "the Guild's half-price shipment"
  Faction owner;
  Phase phase;        // the phase in which it is used; GameOver = any phase after setup
  bool allianceOnly;  // exists only while the owner has an ally (an alliance advantage)
  std::string_view source;
  bool advanced = false;  // exists only in the Advanced game: refused as a Karama target in a Basic game
};

// GameOver stands for "any phase after setup".
inline constexpr Phase kAnyPhase = Phase::GameOver;

inline constexpr std::array<AdvantageInfo, kAdvantages> kAdvantageTable{{
    {"atreides_bidding_peek", "the Atreides look at each card up for bid", Faction::Atreides, Phase::Bidding,
     false, "GF9 Rulebook 2019 p.17"},
    {"atreides_prescience", "Atreides battle prescience", Faction::Atreides, Phase::Battle, false,
     "GF9 Rulebook 2019 p.17"},
    {"bg_voice", "the Bene Gesserit Voice", Faction::BeneGesserit, Phase::Battle, false,
     "GF9 Rulebook 2019 p.18"},
    {"bg_advisor", "the Bene Gesserit spiritual advisor", Faction::BeneGesserit, Phase::ShipMove, false,
     "GF9 Rulebook 2019 p.18"},
    {"emperor_payment", "the Emperor's income from card purchases", Faction::Emperor, Phase::Bidding, false,
     "GF9 Rulebook 2019 p.19"},
    {"emperor_ally_revival", "the Emperor paying for the ally's extra revivals", Faction::Emperor,
     Phase::Revival, true, "GF9 Rulebook 2019 p.19"},
    {"emperor_ally_spice", "the Emperor giving spice to the ally", Faction::Emperor, kAnyPhase, true,
     "GF9 Rulebook 2019 p.19"},
    {"fremen_move_two", "the Fremen moving 2 territories", Faction::Fremen, Phase::ShipMove, false,
     "GF9 Rulebook 2019 p.16; FAQ Nov 2020 p.7"},
    {"fremen_worm_ride", "the Fremen riding Shai-Hulud", Faction::Fremen, Phase::Nexus, false,
     "GF9 Rulebook 2019 p.16; FAQ Nov 2020 p.7"},
    {"fremen_ally_revival", "the Fremen ally's free revival of 3", Faction::Fremen, Phase::Revival, true,
     "GF9 Rulebook 2019 p.16"},
    {"guild_half_price", "Guild half-price shipment", Faction::Guild, Phase::ShipMove, false,
     "GF9 Rulebook 2019 p.19"},
    {"guild_payment", "the Guild's income from shipments", Faction::Guild, Phase::ShipMove, false,
     "GF9 Rulebook 2019 p.19"},
    {"guild_special_shipment", "Guild cross-shipment and shipment back to reserves", Faction::Guild,
     Phase::ShipMove, false, "GF9 Rulebook 2019 p.19"},
    {"harkonnen_bonus_card", "the Harkonnen free card with each purchase", Faction::Harkonnen, Phase::Bidding,
     false, "GF9 Rulebook 2019 p.17"},
    {"harkonnen_ally_traitors", "the Harkonnen ally calling Harkonnen traitors", Faction::Harkonnen,
     Phase::Battle, true, "GF9 Rulebook 2019 p.17"},
    {"atreides_kwisatz", "the Kwisatz Haderach", Faction::Atreides, Phase::Battle, false,
     "GF9 Rulebook 2019 p.17 (Advanced); FAQ Nov 2020 p.7", true},
    {"harkonnen_capture", "the Harkonnen capturing leaders", Faction::Harkonnen, Phase::Battle, false,
     "GF9 Rulebook 2019 p.17 (Advanced); FAQ Nov 2020 p.7", true},
    {"emperor_sardaukar", "Sardaukar counting double", Faction::Emperor, Phase::Battle, false,
     "GF9 Rulebook 2019 p.19 (Advanced); FAQ Nov 2020 p.7", true},
    {"fremen_fedaykin", "Fedaykin counting double", Faction::Fremen, Phase::Battle, false,
     "GF9 Rulebook 2019 p.16 (Advanced); FAQ Nov 2020 p.7", true},
    {"fremen_battle_hardened", "Fremen forces battle hardened (full strength without spice)", Faction::Fremen,
     Phase::Battle, false, "GF9 Rulebook 2019 p.16 (Advanced); FAQ Nov 2020 p.7", true},
    {"fremen_sandworms", "the Fremen placing Shai-Hulud", Faction::Fremen, Phase::SpiceBlow, false,
     "GF9 Rulebook 2019 p.16 (Advanced, Sandworms); FAQ Nov 2020 p.7", true},
    {"ixian_cyborgs", "Cyborgs counting 2", Faction::Ixian, Phase::Battle, false,
     "Ixians & Tleilaxu (GF9 2020) Ixian sheet, rulebook p.9 and p.12 Karama list (second-hand)", true},
    {"tleilaxu_revival",
     "the Tleilaxu revival economy (revival paid to them, their limits, half prices and free-revival income)",
     Faction::Tleilaxu, Phase::Revival, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.12 Karama list (second-hand); FAQ Nov 2020 p.7 (second-hand)"},
    {"tleilaxu_face_dancer_swap", "the Tleilaxu replacing a Face Dancer in the Mentat Pause",
     Faction::Tleilaxu, Phase::MentatPause, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.12 Karama list (second-hand); FAQ Nov 2020 p.7 (second-hand)"},
    {"ixian_bidding_look", "the Ixians drawing a card more for the auction and setting one aside",
     Faction::Ixian, Phase::Bidding, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.8 and p.12 Karama list (second-hand); MA 7.1, 13.1"},
    {"ixian_movement", "Cyborgs moving 2 territories (and the Suboids with them)", Faction::Ixian,
     Phase::ShipMove, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.12 Karama list (second-hand); MA 7.1, 13.1", true},
    {"ixian_substitution", "the Ixians exchanging Suboids for Cyborgs lost in a battle", Faction::Ixian,
     Phase::Battle, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.12 Karama list (second-hand); MA 7.1, 13.1", true},
    {"ixian_hms_move", "the Ixians moving the Hidden Mobile Stronghold and picking up spice with it",
     Faction::Ixian, Phase::Storm, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.9 and p.12 Karama list (second-hand); MA 7.1, 13.1"},
    {"ixian_technology_swap", "the Ixians swapping the card up for bid for one of their hand", Faction::Ixian,
     Phase::Bidding, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook pp.8-9 and p.12 Karama list (second-hand); MA 7.1, 13.1", true},
    {"ixian_ally_replacement", "the Ixians' ally discarding a card just bought and drawing the top card",
     Faction::Ixian, Phase::Bidding, true,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.9 and p.12 Karama list (second-hand); MA 7.1, 13.1"},
    {"tleilaxu_gholas", "the Tleilaxu reviving other factions' leaders as Gholas", Faction::Tleilaxu,
     Phase::Revival, false,
     "Ixians & Tleilaxu (GF9 2020) rulebook p.7 and p.12 Karama list (second-hand); FAQ Nov 2020 p.7 "
     "(second-hand)",
     true},
    {"moritani_terror", "the Moritani placing or moving a Terror token", Faction::Moritani,
     Phase::MentatPause, false, "Ecaz & Moritani (GF9 2023) rulebook pp.5 and 16 Karama table (second-hand)"},
    {"moritani_alliance",
     "the Moritani offering an alliance instead of revealing a Terror token (Enemy of My Enemy)",
     Faction::Moritani, Phase::ShipMove, false,
     "Ecaz & Moritani (GF9 2023) rulebook pp.6 and 16 Karama table (second-hand)"},
    {"ecaz_ambassadors", "Ecaz placing Ambassadors at the end of Revival", Faction::Ecaz, Phase::Revival,
     false, "Ecaz & Moritani (GF9 2023) rulebook pp.7 and 16 Karama table (second-hand)"},
    {"ecaz_occupy", "Ecaz and their ally battling as one side (Occupy), for one battle", Faction::Ecaz,
     Phase::Battle, true, "Ecaz & Moritani (GF9 2023) rulebook pp.8 and 16 Karama table (second-hand)"},
    {"moritani_ally_card", "the Moritani's ally keeping a card it played in a battle it lost",
     Faction::Moritani, Phase::Battle, true,
     "Ecaz & Moritani (GF9 2023), the Moritani alliance, as read by the Quintine/Dune component notes "
     "(second-hand; no E3 page)"},
    {"moritani_duke", "the Moritani taking Duke Vidal at the end of Shipment and Movement", Faction::Moritani,
     Phase::ShipMove, false, "Ecaz & Moritani (GF9 2023) rulebook pp.6, 9 and 16 Karama table (second-hand)"},
    {"choam_worthless", "CHOAM discarding a Worthless card for its own effect", Faction::Choam, kAnyPhase,
     false, "CHOAM & Richese (GF9 2021) rulebook pp.7 and 12 Karama table (second-hand)"},
    {"choam_audit", "CHOAM's audit after a battle the Auditor led", Faction::Choam, Phase::Battle, false,
     "CHOAM & Richese (GF9 2021) rulebook pp.8 and 12 Karama table (second-hand)", true},
    {"choam_ally_trade", "the card trade of CHOAM and their ally", Faction::Choam, kAnyPhase, true,
     "CHOAM & Richese (GF9 2021) rulebook p.8 (second-hand); Karama card text (alliance abilities); FAQ Nov "
     "2020 p.7"},
    {"choam_ally_funds", "CHOAM's spice supporting their ally's forces in battle", Faction::Choam,
     Phase::Battle, true,
     "CHOAM & Richese (GF9 2021) rulebook p.8 (second-hand); Karama card text (alliance abilities); FAQ Nov "
     "2020 p.7",
     true},
}};

const AdvantageInfo& advantage_info(Advantage a);
std::optional<Advantage> advantage_by_key(std::string_view key);

static_assert(kAdvantages <= 8 * static_cast<int>(sizeof(AdvantageBits)),
              "Game::karamaStops needs a bit for every Advantage: widen AdvantageBits");
inline AdvantageBits advantage_bit(Advantage a) { return AdvantageBits{1} << static_cast<unsigned>(a); }
// Exists only in the Advanced game (the table's flag: the expansions append Basic and Advanced rows).
inline bool advanced_only(Advantage a) { return kAdvantageTable[static_cast<std::size_t>(a)].advanced; }
// True while a Karama stops this advantage (until the end of the phase it was played in).
inline bool stopped(const Game& g, Advantage a) { return (g.karamaStops & advantage_bit(a)) != 0; }

}  // namespace dune
