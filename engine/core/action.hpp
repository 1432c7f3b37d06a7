// Actions a seat submits, and the decisions the engine has pending.
// One flat action record keeps the wire format, enumeration and replay simple: each kind
// uses only the fields its comment names; the codec writes only those.
#pragma once

#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

#include "engine/data/cards.hpp"
#include "engine/data/factions.hpp"
#include "engine/data/map.hpp"

namespace dune {

enum class ActionKind : std::uint8_t {
  Pass,            // decline an optional decision (bidding pass, no shipment, no call, ...)
  Predict,         // faction, amount=turn                          (Bene Gesserit, setup)
  PickTraitor,     // leader                                        (setup)
  PlaceFremen,     // amount=Sietch Tabr, amount2=False Wall South, amount3=False Wall West
  StormDial,       // amount                                        (storm)
  WeatherControl,  // amount=sectors 0..10                          (storm)
  FamilyAtomics,   //                                               (storm)
  Ally,            // faction                                       (nexus)
  BreakAlliance,   //                                               (nexus)
  ClaimCharity,    //                                               (CHOAM charity)
  Bid,             // amount, flag=back the bid with Karama          (bidding)
  KaramaTakeCard,  // take the card up for bid without paying        (bidding, Karama)
  Revive,          // amount=forces, leader (optional); amount2: ally forces the Emperor pays for;
                   // Advanced: amount3=elite forces among amount, flag=Emperor Karama (free), sub=1 KH
  Ship,            // to, amount; from: cross-ship; flag: Guild to reserves; card: Karama (Guild rates);
                   // sub=1 (as_advisors) is refused: a normal shipment lands fighters; Advanced:
                   // amount3=elite forces among amount (0: normal forces first; movement.hpp)
  SendAdvisor,     // Bene Gesserit spiritual advisor                (shipment)
  Move,            // from, to, amount; Advanced: sub=1 Bene Gesserit advisors take up arms (movement),
                   // amount3=elite forces among amount (0: normal forces first; also the worm ride)
  PlayHajr,        // one extra move                                (movement)
  ChooseBattle,    // territory, faction=opponent                   (battle)
  Voice,           // sub=VoiceCommand, flag=must (true) / must not (false)
  Prescience,      // sub=PlanElement; Advanced: flag=Karama, see the whole plan (battle, Atreides)
  BattlePlan,      // leader or card(Cheap Hero), amount=dial, weapon, defense; Advanced: amount2=spice,
                   // amount3=elite forces among the dial, flag=Kwisatz Haderach
  CallTraitor,     //                                               (battle)
  KeepCards,       // amount: bit 1 keep the weapon, bit 2 keep the defense (winner); Advanced, the
                   // Capture decision: flag=keep the captured leader (else kill it for 2 spice)
  Truthtrance,     // faction=target, sub=question, card/leader/amount question argument
  TleilaxuGhola,   // leader, or amount=forces                      (any time you hold it)
  GiveSpice,       // amount: the Emperor gives spice to its ally    (any time, GF9 p.19)
  KaramaStop,      // faction=target, sub=Advantage: stop it for the rest of the phase (Karama)
  Bribe,           // faction=recipient, amount: spice given as a bribe (Advanced, any time after setup)
  // Advanced Karama powers (adv-karama), once a game each, with a Karama card:
  KaramaTakeHand,  // faction=target: the Harkonnen take the target's whole hand (any time after setup)
  KaramaGiveCard,  // card: the Harkonnen give back one card (the KaramaGiveBack decision)
  KaramaWorm,      // territory: the Fremen place the sandworm token in a sand territory
  // Advanced (Fremen sheet, Sandworms): where a Shai-Hulud after the first of a spice blow appears.
  PlaceWorm,  // territory: a sand territory (the WormPlacement decision; pass leaves it where it appears)
  // Advanced Guild Karama power (once a game, Shipment and Movement): faction=the player whose
  // off-planet shipment this turn is cancelled (before it is made).
  KaramaCancelShipment,
  // Ixians & Tleilaxu (it_treachery): play Thumper at the start of the Spice Blow phase (the Thumper
  // window, asked of every seat; pass declines).
  PlayThumper,
  // Ixians & Tleilaxu (it_treachery): play Harvester right after a spice blow's territory card (the
  // Harvester window, asked of every seat; pass declines).
  PlayHarvester,
  // Ixians & Tleilaxu p.9: to = the location the mobile stronghold points at next: its placement, or
  // one territory of its move (the MobileStronghold decision; pass ends the move).
  MoveMobileStronghold,
  // Ixians & Tleilaxu p.8: card = one of the cards drawn for the auction, set aside face down on top of
  // the treachery deck, or at its bottom with flag (the SetAsideCard decision).
  SetAsideCard,
  // Ixians & Tleilaxu (Tleilaxu sheet): amount=forces placed from reserves where the unmasked winner's
  // forces were, and amount2 more from the board location `from` (the Unmask decision after a battle);
  // faction=a faction whose revival limit the Tleilaxu raise to 5 this turn; faction=the faction the Tleilaxu
  // Karama power stops from reviving (Advanced) (both the RevivalGrants decision).
  RevealFaceDancer,
  RaiseRevivalLimit,
  KaramaPreventRevival,
  // Ixians & Tleilaxu (it_treachery): after the plans are revealed the owner of a Poison Tooth in its
  // plan does not use it (the PoisonTooth decision; pass uses it).
  WithholdPoisonTooth,
  // Ixians & Tleilaxu (it_treachery): play Amal at the beginning of a phase (the Amal window, asked of
  // every seat holding a card; pass declines).
  PlayAmal,
  // Ixians & Tleilaxu (Ixian sheet): amount = surviving Suboids in the battle's territory exchanged one for
  // one for Cyborgs lost in that battle (the SuboidSubstitution decision; pass declines).
  SubstituteSuboids,
  // Ixians & Tleilaxu (Ixian sheet): card = the one the Ixians keep of the cards drawn at setup, one per
  // faction (the StartingCard decision); the others are dealt to the other factions.
  KeepStartingCard,
  // Ixians & Tleilaxu (Ixian sheet, alliance): the Ixians' ally discards the card it has just bought and
  // draws the top card of the deck (the ReplaceCard decision; pass keeps the card).
  ReplaceCard,
  // Ixians & Tleilaxu p.7 (2h): leader = an unrevealed Face Dancer the Tleilaxu shuffle back into the
  // traitor deck in the Mentat Pause, drawing a replacement (the ReplaceFaceDancer decision; pass keeps).
  ReplaceFaceDancer,
  // Ixians & Tleilaxu technology tokens (it_tech_tokens; E1 p.5 (2h), MA 8.1): sub = the TechToken the
  // winner of a battle takes from the loser, who owns several (the TechToken decision).
  TakeTechToken,
  // Ixians & Tleilaxu pp.8-9 (2h), Advanced technology: card = a card of the Ixians' hand put face down
  // in place of the card up for bid, which they take (the TechnologySwap decision; pass declines).
  SwapCardUpForBid,
  // Ixians & Tleilaxu p.9 (2h), the Ixian Karama power (Advanced, once a game, in their own Shipment and
  // Movement turn): to = the sector the Hidden Mobile Stronghold points at after moving 1 or 2
  // territories; from = the sector of the first territory of a 2-territory move (kNoLocation: 1).
  KaramaMoveHms,
  // Ixians & Tleilaxu p.7 (2h): leader = one of the asker's leaders in the Tanks that may not be revived
  // yet, or one the Tleilaxu hold as a Ghola: ask the Tleilaxu to revive it (give it back) at a price
  // they name (the Revive decision); amount = that price (the RevivalPrice decision, the Tleilaxu; pass
  // refuses); the asker pays it (the RevivalOffer decision; pass declines).
  RequestRevival,
  NameRevivalPrice,
  AcceptRevivalPrice,
  // Ecaz & Moritani (em_treachery; seed ECAZ_TREACHERY_RULES.md): play Recruits during the Revival phase
  // (at any time in it, by its holder): this turn free revival doubles and the force limit becomes 7.
  PlayRecruits,
  // Homeworlds (em_homeworlds; Caladan high, seed HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md): to = a
  // location of the battle's territory where one force of the winner's Homeworld reserves goes after
  // the win (the HomeworldReinforcement decision; pass declines).
  ReinforceFromHomeworld,
  // Homeworlds (em_homeworlds; Tleilax high, Southern Hemisphere high): to = a location, amount = forces
  // sent free from reserves after a revival (the HomeworldSend decision; pass declines).
  SendFromHomeworld,
  // Homeworlds (em_homeworlds; Kaitain high): card = a treachery card of the owner's hand discarded for 2
  // spice to the Bank at the end of Bidding (the HomeworldDiscard decision; pass ends the discards).
  DiscardForSpice,
  // Homeworlds (em_homeworlds, rule 79): amount = spice of the occupied income just taken that the
  // Occupier gives its ally at once (the OccupiedShare decision; pass keeps it all).
  ShareOccupiedIncome,
  // Moritani (Ecaz & Moritani p.5 (2h)): to = a location of the territory no other faction occupies where the
  // Moritani place 6 forces from reserves at setup, after every other faction (the PlaceMoritani decision).
  PlaceMoritani,
  // Moritani p.5 (2h): sub = the TerrorToken placed from supply, or moved from the board, face down into
  // the stronghold `territory`, in the Mentat Pause (the PlantTerror decision; pass declines).
  PlantTerror,
  // Moritani pp.5-6 (2h): reveal the Terror token in the stronghold just entered against the entrant (the
  // TerrorTrigger decision; pass declines and the token stays hidden). Robbery: flag = take the top
  // treachery card (else half the entrant's spice); Sneak Attack: amount = reserve forces brought in (0-5).
  RevealTerror,
  // Moritani p.6 (2h), Enemy of My Enemy: offer the entrant an alliance instead of revealing (TerrorTrigger).
  OfferTerrorAlliance,
  // The entrant accepts that alliance (the TerrorAlliance decision; pass refuses, and the token is revealed).
  AcceptTerrorAlliance,
  // Moritani p.6 (2h), Sabotage: card = a card of the Moritani hand given to the entrant (the TerrorGift
  // decision; pass gives none).
  GiveTerrorCard,
  // Moritani p.6 (2h), Robbery: card = the card the Moritani discard when the card taken puts them over their
  // hand limit (the TerrorDiscard decision; no pass).
  DiscardOverLimit,
  // Moritani p.6 (2h), Extortion: pay the Moritani 3 spice in the Mentat Pause so that the Extortion token
  // leaves the game (the Extortion decision, asked in storm order; pass declines).
  PayExtortion,
  // Moritani, Advanced (E3 pp.6,14,16 (2h)), Assassinate Leaders: leader = a traitor card they hold naming
  // another leader of the faction that just beat them (the AssassinateLeaders decision; pass declines).
  AssassinateLeader,
  // Homeworlds, Grumman high (the Moritani card): in Spice Collection, sub = a TerrorToken: from the supply
  // into the stronghold `territory`, which holds one already; or, with flag, that token taken off the board
  // back to the supply; then 4 spice from the Bank (the GrummanTerror decision; pass declines).
  GrummanTerror,
  // Ecaz (Ecaz & Moritani p.7 (2h)): at the end of Revival, sub = an Ambassador of Ecaz's supply (by faction)
  // placed face up in the stronghold `territory`, for 1 spice, 2 for the second of the turn, and so on (the
  // PlaceAmbassador decision; pass ends the placements of the turn).
  PlaceAmbassador,
  // Ecaz pp.7-8 (2h): another faction entered a stronghold holding an Ambassador: Ecaz triggers it (the
  // AmbassadorTrigger decision; pass leaves it there). faction = who benefits (Ecaz or its ally); sub = the
  // effect used (the token's own faction; the Bene Gesserit token: another token's, not in the supply); its
  // arguments: Fremen from, to, amount (forces), amount3 (elite); Spacing Guild to, amount, amount3; Ixian
  // card (discarded); Tleilaxu leader or amount, amount3 (revived).
  TriggerAmbassador,
  // The entrant accepts the alliance the Ecaz Ambassador offers (the AmbassadorAlliance decision; pass
  // refuses).
  AcceptEcazAlliance,
  // The CHOAM Ambassador: card = a treachery card of the beneficiary's hand discarded for 3 spice from the
  // Bank (the AmbassadorDiscard decision; pass ends the discards).
  DiscardForAmbassador,
  // Ecaz Occupy (Ecaz & Moritani pp.8,15 (2h)): faction = which of Ecaz and their ally fights the battle just
  // chosen, both being in it (the OccupyLead decision, Ecaz's).
  LeadBattle,
  // Moritani alliance (checklist rule 33, em.moritani.alliance): card = the card the Moritani's ally keeps of
  // those it played in a battle it lost that a winner could have kept (the KeepLostCard decision; pass
  // discards them all).
  KeepLostCard,
  // Moritani Karama power (Advanced, once a game, checklist rule 36, em.moritani.karama_power): after losing
  // a battle, before the winner keeps its cards, force the winner's choice: amount bit 1 discard its weapon,
  // bit 2 discard its defense, bit 4 keep its weapon, bit 8 keep its defense (the KaramaForceCards decision;
  // pass declines and keeps the Karama).
  KaramaForceCards,
  // Ecaz Karama power (Advanced, once a game, checklist rule 21, em.ecaz.karama_power): declared in Ecaz's
  // battle before the plans are revealed: with neither weapon nor defense in their plan, Ecaz add the
  // difference of the two leaders' values to their dial (any time in the Plans step).
  KaramaDialBonus,
  // The Great Maker (em_great_maker; E3 p.12 (2h)): flag = a vote for a Nexus (yes), else against (the
  // GreatMakerVote decision; no pass).
  VoteNexus,
  // The Great Maker: to = the location the Fremen's reserve forces ride to, amount = how many; Advanced:
  // amount3 = elite forces among them (the GreatMakerRide decision; pass declines).
  RideFromReserves,
  // Nexus Cards (em_nexus_cards; E3 p.11 (2h)): draw a Nexus card at the end of a Nexus, discarding the one
  // held (the NexusCardDraw decision; pass keeps what one holds, or draws none); flag = should the card drawn
  // be one's own faction's, discard it and draw once more (decided with the draw, so that no second question
  // tells the table which card was drawn).
  DrawNexusCard,
  // Nexus Cards: play the held card (when its effect allows): amount2 = the NexusEffect;
  // sub = the Advantage a Betrayal stops; territory = where the Terror token returned stands; faction = the
  // player asked; amount = forces revived; leader = the leader revived; territory = where Ecaz's ally
  // withdraws from.
  PlayNexusCard,
  // Nexus Cards, Harkonnen Cunning: leader = the traitor card shuffled back into the traitor deck after the
  // one drawn (the NexusTraitorReturn decision, which holds the game until answered; no pass).
  ReturnTraitor,
  // Homeworlds, Junction high: the Guild answer the JunctionOffer decision by offering the faction now
  // shipping a cross-planet shipment (faction), at half price (flag) or full price; pass offers none.
  OfferShipment,
  // Discovery (em_discovery): territory = the territory of the face-down token looked at, revealed (the
  // DiscoveryReveal decision in Spice Collection; pass leaves it face down).
  RevealDiscovery,
  // Discovery, the Ecological Testing Station: amount = -1 or +1, the change to the storm's move (the
  // TestingStation decision; pass changes nothing).
  AdjustStorm,
  // Discovery, the Ornithopter: its holder flies the move it is about to make (movement 3; the token is then
  // removed).
  UseOrnithopter,
  // CHOAM & Richese. CHOAM's market at the end of a phase: a surplus exact duplicate (3 spice) or a Worthless
  // card (2) sold to the Bank (card); the ChoamMarket decision, answered by a sale or a pass.
  ChoamSell,
  // CHOAM's Inflation token in the Mentat Pause, Double (double) or Cancel side up; the Inflation decision.
  PlayInflation,
  // CHOAM discard a Worthless card (card) for its own effect, at any time its moment applies (no decision):
  // Baliset (faction, territory), Jubba Cloak (territory), Kulon, La La La (faction), Trip to Gamont
  // (faction, from: the location of the force sent home). With the CHOAM Nexus card's Cunning, `as` names
  // the Worthless card whose effect CHOAM obtain and `card` is any treachery card they discard for it.
  PlayWorthless,
  // CHOAM's Karama power (Advanced, once a game, cr.choam.karama_power): play Karama, then discard treachery
  // cards from the hand for 3 spice each (KaramaSellCard, the KaramaSellCards decision, until done).
  KaramaSellCards,
  // card = a card of CHOAM's hand discarded for 3 spice; no card: done (the KaramaSellCards decision).
  KaramaSellCard,
  // CHOAM alliance (cr.choam.ally_trade), once a turn at the end of a phase: card = the card CHOAM offer
  // their ally (answers the ChoamMarket decision, which a pass ends) ...
  OfferCardTrade,
  // ... and card = the ally's card given in return (the CardTradeAnswer decision; pass refuses the trade).
  AcceptCardTrade,
  // CHOAM, Advanced (cr.choam.audit): after a battle the Auditor led, CHOAM audit the opponent (the Audit
  // decision; pass declines) ...
  Audit,
  // ... and the opponent pays CHOAM 1 spice a card that would be seen to cancel it (the AuditPayment
  // decision; pass lets CHOAM see the cards).
  CancelAudit,
  // Stronghold cards (cr_strongholds, cr.sh.mobile): in a battle in the mobile stronghold, the holder of its
  // card names the other stronghold it controls whose card's advantage it copies (the StrongholdCopy
  // decision, before the plans).
  CopyStronghold,
  // Homeworlds, Tupile low (cr.hw.tupile): CHOAM make `target` (met on its Homeworld or on Tupile) tell them
  // its spice and how many weapons and defenses it holds; once a game per faction, at any time (no decision).
  TupileQuestion,
  // A faction over its hand limit because a bonus to it ended (Tupile occupied, cr.hw.tupile_occupied)
  // discards a card of its choice (card), one at a time, before anything else happens (the DiscardDown
  // decision; no pass).
  DiscardDown,
};
inline constexpr int kActionKinds = 96;

// The effects of a Nexus card (em.nexus.modes and the faces;
// engine/rules/components/nexus_cards/nexus_cards.hpp says which card and mode each belongs to).
enum class NexusEffect : std::uint8_t {
  Stop,                // Betrayal: stop one named advantage of the card's faction for the rest of the phase
  ReturnTerror,        // Moritani Betrayal: a Terror token on the board goes back to the Moritani unrevealed
  TakeDuke,            // Ecaz Cunning: Ecaz take Duke Vidal for this turn, from any custody
  Revive,              // Secret Ally (Fremen, Emperor: 3 forces free; Tleilaxu: a leader free, 5 forces at 1)
  AskTraitors,         // Ecaz Secret Ally: a player says whether any of its traitors are the asker's leaders
  ReplaceFaceDancers,  // Tleilaxu Cunning: every revealed Face Dancer replaced (draw first, then shuffle
                       // back)
  AllyWithdraws,       // Ecaz Betrayal: before S&M, Ecaz's ally returns its forces in one shared territory
  DrawTraitor,         // Harkonnen Cunning: draw a traitor card, then shuffle one held back (return_traitor)
  VirtualSardaukar,    // Emperor Cunning: in this battle five own forces count as Sardaukar (none there)
  FullSuboids,         // Ixian Cunning: the Suboids count full strength unsupported for the rest of the turn
  TerrorAnywhere,      // Moritani Cunning: this turn's Terror token may go to any territory of Arrakis
  FiveForOne,          // Richese Secret Ally: a reserve shipment of up to 5 forces at the price of one
  GuildRates,          // Guild Secret Ally: this shipment at the Guild's rates, cross-ship or to reserves
  SeeElement,          // Atreides Secret Ally: see one element of the battle opponent's plan (amount3)
  SecondElement,       // Atreides Cunning: a second element of the plan after the prescience (amount3)
  Voice,               // Bene Gesserit Secret Ally: Voice the battle opponent (to: command, flag: must)
  ReplacePurchase,     // Ixian Secret Ally: the card just bought discarded, the deck's top card taken instead
  KeepSpice,           // Emperor Secret Ally: the spice paid for the card just bought is given back
  MentatTraitors,      // Harkonnen Secret Ally: in the Mentat Pause draw 2 traitor cards, then return 2
  SecondShipment,      // Guild Cunning: a second shipment right after the Guild's Shipment and Movement
  FlipAdvisors,        // Bene Gesserit Cunning: in their own turn, advisors in a territory become fighters
  CancelTraitor,       // Harkonnen Betrayal: a traitor the Harkonnen called is cancelled (shuffled back)
  KeepLost,          // Moritani Secret Ally: the loser keeps a card it played that a winner could keep (card)
  LookCard,          // CHOAM Secret Ally: the winner looks at a random card of the loser's not used there
  TakePayment,       // Spacing Guild Betrayal: the whole payment of the shipment just made goes to the holder
  CancelFaceDancer,  // Tleilaxu Betrayal: the Face Dancer just revealed is cancelled (it stays revealed)
  SellWorthless,     // CHOAM Secret Ally: in Spice Collection a Worthless card sold to the Bank for 2 (card)
  WormProtection,    // Fremen Secret Ally: the holder's forces where Shai-Hulud appears are not devoured
  RemoteRide,        // Fremen Cunning: Shai-Hulud in an empty territory; a desert group rides (territory)
  ChoamDiscards,     // CHOAM Betrayal: CHOAM discard one of their treachery cards at random
  WorthlessEffect,   // CHOAM Cunning: any treachery card discarded for a Worthless effect (play_worthless
                     // "as")
};
inline constexpr int kNexusEffects = 31;

enum class PlanElement : std::uint8_t { Leader, Weapon, Defense, Dial };

// Bene Gesserit Voice: the opponent must / must not play a card of this kind.
enum class VoiceCommand : std::uint8_t {
  PoisonWeapon,
  ProjectileWeapon,
  PoisonDefense,
  ProjectileDefense,
  Lasgun,
  Worthless,
  CheapHero
};

enum class Question : std::uint8_t {
  HoldsCard,       // card: "Do you hold a <card>?"
  HoldsTraitor,    // leader: "Is <leader> one of your traitors?"
  HasSpiceAtLeast  // amount: "Do you have at least <amount> spice?"
};

struct Action {
  ActionKind kind = ActionKind::Pass;
  Faction faction = Faction::Atreides;
  std::int16_t amount = 0, amount2 = 0, amount3 = 0;
  LocationId from = kNoLocation, to = kNoLocation;
  TerritoryId territory = kNoTerritory;
  LeaderId leader = kNoLeader;
  CardId card = kNoCard, weapon = kNoCard, defense = kNoCard;
  bool flag = false;
  std::uint8_t sub = 0;
  bool operator==(const Action&) const = default;
};

std::string_view action_key(ActionKind k);
bool action_kind_by_key(std::string_view key, ActionKind& out);

enum class DecisionKind : std::uint8_t {
  Predict,
  PickTraitor,
  PlaceFremen,
  StormDial,
  WeatherControl,
  FamilyAtomics,
  Nexus,
  Charity,
  Bid,
  Revive,
  Ship,
  SendAdvisor,
  Move,
  ChooseBattle,
  Voice,
  Prescience,
  BattlePlan,
  Traitor,
  KeepCards,
  WormRide,
  Capture,  // Advanced: the Harkonnen keep or kill a captured leader
  // --- Advanced shipment and movement ---
  // Bene Gesserit: flip the forces in a territory (Wartime: advisors to fighters; Intrusion: fighters
  // to advisors), answered by send_advisor naming a location there, or pass. min = max = the
  // territory for an Intrusion, -1 in Wartime (any eligible territory).
  BgFlip,
  // Guild (Advanced): act now, out of storm order, by making its shipment (or, shipping nothing, its
  // move) before the player whose turn it would be; pass to wait.
  GuildTiming,
  KaramaGiveBack,  // Advanced (adv-karama): the Harkonnen give back as many cards as their Karama took
  // Advanced (Fremen sheet, Sandworms): the Fremen choose the sand territory where a Shai-Hulud after
  // the first of this spice blow appears (place_worm), or pass to leave it where the deck puts it.
  WormPlacement,
  // Ixians & Tleilaxu (it_treachery): at the start of the Spice Blow phase every seat is asked whether
  // it plays Thumper (play_thumper or pass), so that the question does not reveal who holds it.
  Thumper,
  // Ixians & Tleilaxu (it_treachery): right after a spice blow's territory card placed spice every seat
  // is asked whether it plays Harvester (play_harvester or pass).
  Harvester,
  // Ixians & Tleilaxu p.9: the Ixians place the Hidden Mobile Stronghold (after the first storm), or
  // move it one territory at a time at the start of the Storm phase (pass to stop).
  MobileStronghold,
  // Ixians & Tleilaxu p.8: the Ixians set one of the cards drawn for the auction aside (set_aside_card).
  SetAsideCard,
  // Ixians & Tleilaxu: after a battle won by one of their Face Dancers, the Tleilaxu reveal it
  // (reveal_face_dancer, max = the winner's forces there) or pass.
  Unmask,
  // Ixians & Tleilaxu: before anyone revives, the Tleilaxu raise revival limits (raise_revival_limit),
  // Advanced play their Karama power (karama_prevent_revival), or pass to close the window.
  RevivalGrants,
  // Ixians & Tleilaxu (it_treachery): after the plans are revealed, the side whose plan holds Poison
  // Tooth chooses whether to use it (pass) or not (withhold_poison_tooth). The plans are public, so
  // the question names no secret.
  PoisonTooth,
  // Ixians & Tleilaxu (it_treachery): at the beginning of a phase every seat holding a card is asked
  // whether it plays Amal (play_amal or pass), so that the question does not reveal who holds it.
  Amal,
  // Ixians & Tleilaxu (Ixian sheet): after a battle's losses, the Ixians may exchange surviving Suboids
  // there for Cyborgs lost in it (substitute_suboids, max = how many), or pass.
  SuboidSubstitution,
  // Ixians & Tleilaxu (Ixian sheet): at setup the Ixians keep one of the cards drawn, one per faction
  // (keep_starting_card); their own view lists the cards.
  StartingCard,
  // Ixians & Tleilaxu (Ixian sheet, alliance): the Ixians' ally, having just bought a card, may discard it
  // and draw the top card (replace_card), or pass.
  ReplaceCard,
  // Ixians & Tleilaxu p.7 (2h): in the Mentat Pause the Tleilaxu may replace one unrevealed Face Dancer
  // (replace_face_dancer) or pass.
  ReplaceFaceDancer,
  // Ixians & Tleilaxu technology tokens (it_tech_tokens): the winner of a battle chooses which of the
  // loser's technology tokens it takes (take_tech_token); no pass. Asked only when the loser owns
  // several (one is taken at once).
  TechToken,
  // Ixians & Tleilaxu pp.8-9 (2h), Advanced: before bidding starts on a card (and before the Atreides
  // look), the Ixians may swap it for a card of their hand (swap_card_up_for_bid), or pass.
  TechnologySwap,
  // Ixians & Tleilaxu p.7 (2h): a faction asked the Tleilaxu to revive one of its leaders early (or to
  // give back a Ghola): the Tleilaxu name a price (name_revival_price, max = the asker's spice) or pass
  // to refuse; then the asker pays it (accept_revival_price) or passes to decline.
  RevivalPrice,
  RevivalOffer,
  // Homeworlds (em_homeworlds; Caladan high): after winning a battle, the winner may move one force of
  // its Homeworld reserves to a location of the battle's territory (reinforce_from_homeworld), or pass.
  HomeworldReinforcement,
  // Homeworlds (em_homeworlds; Tleilax high, Southern Hemisphere high): after its revival the owner may
  // send forces free from reserves to one place the face allows (send_from_homeworld, max = how many), or
  // pass.
  HomeworldSend,
  // Homeworlds (em_homeworlds; Kaitain high): at the end of Bidding the owner may discard treachery cards
  // from its hand for 2 spice each (discard_for_spice, max = how many it can pay for), or pass.
  HomeworldDiscard,
  // Homeworlds (em_homeworlds, rule 79): in Spice Collection an Occupier with an ally may give it part of
  // the occupied income it just took (share_occupied_income, max = that income), or pass.
  OccupiedShare,
  // Moritani (Ecaz & Moritani p.5 (2h)): at setup, after every other faction, the Moritani place 6 forces
  // in a territory no other faction occupies (place_moritani).
  PlaceMoritani,
  // Moritani p.5 (2h): in the Mentat Pause the Moritani may place a Terror token or move one already on
  // the board (plant_terror), or pass.
  PlantTerror,
  // Moritani pp.5-6 (2h): a faction entered a stronghold holding a Terror token: the Moritani reveal it
  // (reveal_terror), offer the entrant an alliance (offer_terror_alliance), or pass. After a refused offer
  // only reveal_terror is left (min = 1).
  TerrorTrigger,
  // The entrant answers the Moritani offer of an alliance (accept_terror_alliance), or passes to refuse.
  TerrorAlliance,
  // Sabotage: the Moritani may give the entrant a card of their hand (give_terror_card), or pass.
  TerrorGift,
  // Robbery: the Moritani discard a card of their choice down to their hand limit (discard_over_limit).
  TerrorDiscard,
  // Extortion, Mentat Pause: the faction asked, in storm order, pays the Moritani 3 spice
  // (pay_extortion) so that the token leaves the game, or passes.
  Extortion,
  // Moritani, Advanced: after losing a battle (no traitor called) to a faction whose leader survived, they
  // may reveal a traitor card naming another of its leaders (assassinate_leader), or pass.
  AssassinateLeaders,
  // Homeworlds, Grumman high: in Spice Collection the Moritani may add a Terror token to a stronghold holding
  // one, or take one off the board, for 4 spice (grumman_terror), or pass.
  GrummanTerror,
  // Ecaz (Ecaz & Moritani p.7 (2h)): at the end of Revival, Ecaz places Ambassadors (place_ambassador) or
  // passes; min = the spice the next one costs.
  PlaceAmbassador,
  // Ecaz pp.7-8 (2h): another faction entered a stronghold holding an Ambassador: Ecaz triggers it
  // (trigger_ambassador) or passes.
  AmbassadorTrigger,
  // The Ecaz Ambassador: the entrant accepts the alliance Ecaz offers (accept_ecaz_alliance) or passes.
  AmbassadorAlliance,
  // The CHOAM Ambassador: the beneficiary discards cards for 3 spice each (discard_for_ambassador) or passes.
  AmbassadorDiscard,
  // Ecaz Occupy: Ecaz choose which of them and their ally fights the battle (lead_battle); no pass.
  OccupyLead,
  // Moritani alliance: the Moritani's ally, having lost a battle, keeps one card it played there that a
  // winner could keep (keep_lost_card; max = the cards: 1 its weapon, 2 its defense) or passes (all
  // discarded).
  KeepLostCard,
  // Moritani Karama power (Advanced): having lost a battle, before the winner keeps its cards, the Moritani
  // force it to keep or discard some (karama_force_cards; max = the winner's keepable cards, 1 weapon,
  // 2 defense) or pass.
  KaramaForceCards,
  // The Great Maker (em_great_maker; E3 p.12 (2h)): after it appeared, each seat in turn, in storm order,
  // votes whether a Nexus occurs (vote_nexus); no pass.
  GreatMakerVote,
  // The Great Maker: once the Nexus (or the vote without one) and the board worm ride are over, the Fremen
  // may ride it with reserve forces to one territory (ride_from_reserves; max = their reserves), or pass.
  GreatMakerRide,
  // Nexus Cards (em_nexus_cards; E3 p.11 (2h)): after a Nexus each unallied seat in turn, in storm order,
  // draws a Nexus card (draw_nexus_card) or passes.
  NexusCardDraw,
  // Nexus Cards, Harkonnen Cunning: having drawn a traitor card, the holder shuffles one of its traitors back
  // (return_traitor); nothing else happens until then.
  NexusTraitorReturn,
  // Nexus Cards: the buyer of a treachery card who holds a Nexus card may play it on that purchase
  // (play_nexus_card) or pass, before the auction goes on (every holder is asked, whatever its card).
  NexusPurchase,
  // Nexus Cards: in the Mentat Pause each holder of a Nexus card may play it (play_nexus_card) or pass.
  NexusMentat,
  // Nexus Cards: the Harkonnen called a traitor; before the battle is resolved each holder of a Nexus card
  // may play it (the Harkonnen Betrayal cancels the call) or pass.
  NexusTraitor,
  // Nexus Cards: a battle with a winner is over; its winner and loser, if they hold a Nexus card, may play it
  // (the Moritani Secret Ally keeps a card, the CHOAM Secret Ally looks at one) or pass.
  NexusBattleEnd,
  // Nexus Cards: a moment a card can act on (a shipment paid while the Guild are seated, a Face Dancer
  // revealed, Spice Collection, a Shai-Hulud's appearance); every holder that could play on it may play its
  // card or pass, before the moment settles (the view's nexus_cards.moment names it).
  NexusWindow,
  // Homeworlds, Junction high: before another faction's shipment the Guild may offer it a cross-planet
  // shipment (offer_shipment) or pass.
  JunctionOffer,
  // Discovery: in Spice Collection a faction with fighters where a face-down token lies looks at it and may
  // reveal it (reveal_discovery) or pass.
  DiscoveryReveal,
  // Discovery, the Treachery Card Stash: the card drawn put the faction over its hand limit; it discards one
  // (discard_over_limit; no pass).
  DiscoveryDiscard,
  // Discovery: at the start of the turn after a location token was revealed, a faction with forces in its
  // host territory may step them in free (move; pass ends its step).
  DiscoveryEntry,
  // Discovery, the Ecological Testing Station: an occupant may change the storm's move by 1 (adjust_storm) or
  // pass.
  TestingStation,
  // CHOAM & Richese: CHOAM's market at the end of a phase (choam_sell, offer_card_trade to an ally, or pass),
  // asked whenever CHOAM holds a card; CHOAM's Inflation token in the Mentat Pause (play_inflation or pass)
  // while it is in CHOAM's supply.
  ChoamMarket,
  Inflation,
  // CHOAM's Karama power under way (karama_sell_card until done); the ally's answer to CHOAM's card trade
  // offered at a phase end (accept_card_trade or pass).
  KaramaSellCards,
  CardTradeAnswer,
  // After a battle the Auditor led (Advanced): CHOAM's audit (audit or pass; max = the cards it would see),
  // then the opponent's payment to cancel it (cancel_audit or pass; min = max = the price).
  Audit,
  AuditPayment,
  // Stronghold cards (cr.sh.mobile): before the plans of a battle in the mobile stronghold, its card's holder
  // controlling two other strongholds or more names the one whose advantage it copies (copy_stronghold).
  StrongholdCopy,
  // A faction whose hand limit fell below its hand (Tupile's occupation over, cr.hw.tupile_occupied)
  // discards down to it (discard_down; max = the cards to discard).
  DiscardDown
};
inline constexpr int kDecisionKinds = static_cast<int>(DecisionKind::DiscardDown) + 1;  // keep last above
// A set of decision kinds, one bit per DecisionKind (room for the expansions' decisions).
using DecisionBits = std::bitset<128>;
static_assert(kDecisionKinds <= 128, "DecisionBits needs a bit for every DecisionKind");

// What of an open decision is public (issue 35; docs/ENGINE.md "What a decision shows"). Every window opens
// on public facts only: a window whose opening would reveal a secret opens whenever it could (asked of
// everyone who might answer), and the secret is checked only when they act, in refusals read by the actor
// alone. So that a decision is open, its kind and, unless masked, its seat are public; then, per kind:
// - seats: Public, the view lists exactly the seats still deciding; Masked, the window is asked of every seat
//   that might answer so that nobody learns who holds a card, and who has answered stays hidden until it
//   closes: every seat asked in it is listed, to everyone but that seat itself, until the window closes
//   (Game::asked keeps them; engine/view/view.cpp);
// - bounds: Public, min and max are derived from public facts (the board, the Tanks, hand counts, prices
//   logged in the open, constants); OwnMax, the max reads the seat's secrets (its spice), so only that seat
//   sees it (everyone else reads 0), the min is public; Own, both read them (everyone else reads 0 and 0).
// `opens` says on which public facts the window opens. A new DecisionKind does not compile without its row
// (the static_asserts below), and tests/decision_publicity_test.cpp checks every row.
enum class DecisionSeats : std::uint8_t { Public, Masked };
enum class DecisionBounds : std::uint8_t { Public, OwnMax, Own };
struct DecisionPublicity {
  DecisionKind kind;
  DecisionSeats seats;
  DecisionBounds bounds;
  std::string_view opens;
};
inline constexpr DecisionSeats kSeatsPublic = DecisionSeats::Public;
inline constexpr DecisionSeats kSeatsMasked = DecisionSeats::Masked;
inline constexpr DecisionBounds kBoundsPublic = DecisionBounds::Public;
inline constexpr DecisionBounds kBoundsOwnMax = DecisionBounds::OwnMax;
// clang-format off
inline constexpr DecisionPublicity kDecisionPublicity[] = {
  {DecisionKind::Predict, kSeatsPublic, kBoundsPublic, "setup: the Bene Gesserit seated; turns 1 to the game's last"},
  {DecisionKind::PickTraitor, kSeatsPublic, kBoundsPublic, "setup: every seat that draws traitors picks one (faction sheets)"},
  {DecisionKind::PlaceFremen, kSeatsPublic, kBoundsPublic, "setup: the Fremen seated; 10 forces (their sheet)"},
  {DecisionKind::StormDial, kSeatsPublic, kBoundsPublic, "storm: the two dialers are public (GF9 p.7); the dial's range is printed"},
  {DecisionKind::WeatherControl, kSeatsMasked, kBoundsPublic, "storm, turn 2 on: the card is not in the discard pile; asked of every seat"},
  {DecisionKind::FamilyAtomics, kSeatsMasked, kBoundsPublic, "storm: the card is not in the discard pile; asked of the seats near the Shield Wall (the board)"},
  {DecisionKind::Nexus, kSeatsPublic, kBoundsPublic, "a Nexus: every seat negotiates in the open"},
  {DecisionKind::Charity, kSeatsMasked, kBoundsPublic, "CHOAM Charity: asked of every seat that does not receive it automatically, whatever its spice"},
  {DecisionKind::Bid, kSeatsPublic, kBoundsOwnMax, "bidding: the turn goes round in the open; the minimum is the high bid plus one, the maximum the bidder's spice (and its ally's)"},
  {DecisionKind::Revive, kSeatsPublic, kBoundsPublic, "revival: forces or leaders in the Tanks, an ally's forces the Emperor may pay for (whatever his spice), a Tleilaxu request"},
  {DecisionKind::Ship, kSeatsPublic, kBoundsPublic, "shipment: storm order; the maximum is the reserves, counted in the open"},
  {DecisionKind::SendAdvisor, kSeatsPublic, kBoundsPublic, "shipment: another faction's off-planet shipment just made"},
  {DecisionKind::Move, kSeatsPublic, kBoundsPublic, "movement: the shipper's turn; moves left are counted in the open"},
  {DecisionKind::ChooseBattle, kSeatsPublic, kBoundsPublic, "battle: the aggressor with battles left on the board"},
  {DecisionKind::Voice, kSeatsPublic, kBoundsPublic, "battle: a side with the Voice trait (the board, the alliances)"},
  {DecisionKind::Prescience, kSeatsPublic, kBoundsPublic, "battle: a side with the Prescience trait"},
  {DecisionKind::BattlePlan, kSeatsPublic, kBoundsPublic, "battle: both sides; the maximum dial is the forces there"},
  {DecisionKind::Traitor, kSeatsMasked, kBoundsPublic, "battle: both sides are asked after the plans, traitor or not"},
  {DecisionKind::KeepCards, kSeatsPublic, kBoundsPublic, "battle: the winner's revealed plan holds cards it may keep"},
  {DecisionKind::WormRide, kSeatsPublic, kBoundsPublic, "a Nexus: forces that survived a worm where it appeared"},
  {DecisionKind::Capture, kSeatsPublic, kBoundsPublic, "battle (Advanced): the Harkonnen won and a leader was drawn in the open"},
  {DecisionKind::BgFlip, kSeatsPublic, kBoundsPublic, "shipment (Advanced): advisors or fighters on the board, an intrusion just made"},
  {DecisionKind::GuildTiming, kSeatsPublic, kBoundsPublic, "shipment (Advanced): the Guild seated and not yet shipped"},
  {DecisionKind::KaramaGiveBack, kSeatsPublic, kBoundsPublic, "after the Harkonnen Karama power: as many cards as they took, counted in the open"},
  {DecisionKind::WormPlacement, kSeatsPublic, kBoundsPublic, "spice blow (Advanced): a second worm of the blow, in the open"},
  {DecisionKind::Thumper, kSeatsMasked, kBoundsPublic, "spice blow: the card is not in the discard pile; asked of every seat"},
  {DecisionKind::Harvester, kSeatsMasked, kBoundsPublic, "spice blow: a territory card placed spice; asked of every seat"},
  {DecisionKind::MobileStronghold, kSeatsPublic, kBoundsPublic, "storm: the Ixians place or move the Hidden Mobile Stronghold (the board)"},
  {DecisionKind::SetAsideCard, kSeatsPublic, kBoundsPublic, "bidding: the cards for the auction are drawn, the Ixians seated"},
  {DecisionKind::Unmask, kSeatsPublic, kBoundsPublic, "battle: another faction won with a leader the Tleilaxu may hold as a Face Dancer (any not revealed); the maximum is the winner's forces there"},
  {DecisionKind::RevivalGrants, kSeatsPublic, kBoundsPublic, "revival: a limit the Tleilaxu could raise (the Tanks), or (Advanced) their unused Karama power while they hold any card"},
  {DecisionKind::PoisonTooth, kSeatsPublic, kBoundsPublic, "battle: the revealed plan holds Poison Tooth"},
  {DecisionKind::Amal, kSeatsMasked, kBoundsPublic, "a phase begins and Amal is not in the discard pile; asked of every seat holding a card"},
  {DecisionKind::SuboidSubstitution, kSeatsPublic, kBoundsPublic, "battle: Ixian Cyborgs lost and Suboids left there (the board, the Tanks)"},
  {DecisionKind::StartingCard, kSeatsPublic, kBoundsPublic, "setup: the Ixians seated"},
  {DecisionKind::ReplaceCard, kSeatsPublic, kBoundsPublic, "bidding: the Ixians' ally just bought a card"},
  {DecisionKind::ReplaceFaceDancer, kSeatsPublic, kBoundsPublic, "Mentat Pause: the Tleilaxu hold Face Dancers not revealed (counted in the open)"},
  {DecisionKind::TechToken, kSeatsPublic, kBoundsPublic, "battle: the loser owns several technology tokens (public)"},
  {DecisionKind::TechnologySwap, kSeatsPublic, kBoundsPublic, "bidding (Advanced): a card comes up and the Ixians hold a card (hand counts)"},
  {DecisionKind::RevivalPrice, kSeatsPublic, kBoundsPublic, "revival: a request made in the open; any price up to a fixed cap, never the asker's spice"},
  {DecisionKind::RevivalOffer, kSeatsPublic, kBoundsPublic, "revival: the Tleilaxu named their price in the open"},
  {DecisionKind::HomeworldReinforcement, kSeatsPublic, kBoundsPublic, "battle: the winner's Homeworld is high and holds reserves (public)"},
  {DecisionKind::HomeworldSend, kSeatsPublic, kBoundsPublic, "revival: forces revived free with the Homeworld high (public)"},
  {DecisionKind::HomeworldDiscard, kSeatsPublic, kBoundsPublic, "end of bidding: Kaitain high and the Emperor hold a card, whatever their spice; the maximum is their hand"},
  {DecisionKind::OccupiedShare, kSeatsPublic, kBoundsOwnMax, "collection: an allied Occupier took occupied income (logged); the maximum is that income or the Occupier's spice, the less"},
  {DecisionKind::PlaceMoritani, kSeatsPublic, kBoundsPublic, "setup: the Moritani seated; 6 forces"},
  {DecisionKind::PlantTerror, kSeatsPublic, kBoundsPublic, "Mentat Pause: the Moritani have tokens in supply or on the board (counted in the open)"},
  {DecisionKind::TerrorTrigger, kSeatsPublic, kBoundsPublic, "an entry into a stronghold holding a face-down Terror token (the board)"},
  {DecisionKind::TerrorAlliance, kSeatsPublic, kBoundsPublic, "the Moritani offered the entrant an alliance in the open"},
  {DecisionKind::TerrorGift, kSeatsPublic, kBoundsPublic, "Sabotage revealed against the entrant"},
  {DecisionKind::TerrorDiscard, kSeatsPublic, kBoundsPublic, "Robbery took a card over the hand limit (hand counts)"},
  {DecisionKind::Extortion, kSeatsPublic, kBoundsPublic, "Mentat Pause: Extortion revealed; every other seat in storm order, whatever its spice"},
  {DecisionKind::AssassinateLeaders, kSeatsPublic, kBoundsPublic, "battle (Advanced): the Moritani lost, no traitor called, to a faction with another leader alive that a traitor card of theirs may name"},
  {DecisionKind::GrummanTerror, kSeatsPublic, kBoundsPublic, "collection: Grumman high (public)"},
  {DecisionKind::PlaceAmbassador, kSeatsPublic, kBoundsPublic, "end of revival: Ecaz with tokens in supply and a free stronghold, whatever their spice; the price is public"},
  {DecisionKind::AmbassadorTrigger, kSeatsPublic, kBoundsPublic, "an entry into a stronghold holding an Ambassador (face up)"},
  {DecisionKind::AmbassadorAlliance, kSeatsPublic, kBoundsPublic, "the Ecaz Ambassador triggered in the open"},
  {DecisionKind::AmbassadorDiscard, kSeatsPublic, kBoundsPublic, "the CHOAM Ambassador triggered in the open"},
  {DecisionKind::OccupyLead, kSeatsPublic, kBoundsPublic, "battle: Ecaz and their ally share the battle's territory (the board)"},
  {DecisionKind::KeepLostCard, kSeatsPublic, kBoundsPublic, "battle: the Moritani's ally lost with keepable cards in its revealed plan"},
  {DecisionKind::KaramaForceCards, kSeatsPublic, kBoundsPublic, "battle (Advanced): the Moritani lost and their Karama power is unused, whatever their hand"},
  {DecisionKind::GreatMakerVote, kSeatsPublic, kBoundsPublic, "the Great Maker appeared; every seat in storm order"},
  {DecisionKind::GreatMakerRide, kSeatsPublic, kBoundsPublic, "the Great Maker: the Fremen with reserves (counted in the open)"},
  {DecisionKind::NexusCardDraw, kSeatsPublic, kBoundsPublic, "after a Nexus: every unallied seat in storm order"},
  {DecisionKind::NexusTraitorReturn, kSeatsPublic, kBoundsPublic, "a Harkonnen Cunning played in the open"},
  {DecisionKind::NexusPurchase, kSeatsPublic, kBoundsPublic, "bidding: the buyer holds a Nexus card (whether one is held is public)"},
  {DecisionKind::NexusMentat, kSeatsMasked, kBoundsPublic, "Mentat Pause: asked of every holder of a Nexus card"},
  {DecisionKind::NexusTraitor, kSeatsMasked, kBoundsPublic, "a traitor called: asked of every holder of a Nexus card"},
  {DecisionKind::NexusBattleEnd, kSeatsMasked, kBoundsPublic, "a battle won: asked of its winner and loser that hold a Nexus card"},
  {DecisionKind::NexusWindow, kSeatsMasked, kBoundsPublic, "a moment a card can act on: asked of every holder that could play on it"},
  {DecisionKind::JunctionOffer, kSeatsPublic, kBoundsPublic, "shipment: Junction high, before another faction ships"},
  {DecisionKind::DiscoveryReveal, kSeatsPublic, kBoundsPublic, "collection: fighters where a face-down token lies (the board)"},
  {DecisionKind::DiscoveryDiscard, kSeatsPublic, kBoundsPublic, "the Treachery Card Stash drew over the hand limit (hand counts)"},
  {DecisionKind::DiscoveryEntry, kSeatsPublic, kBoundsPublic, "a turn begins after a location was revealed; forces in its host territory"},
  {DecisionKind::TestingStation, kSeatsPublic, kBoundsPublic, "storm: forces in the Ecological Testing Station (the board)"},
  {DecisionKind::ChoamMarket, kSeatsPublic, kBoundsPublic, "the end of a phase: CHOAM seated and holding a card (hand sizes are public), whatever the cards"},
  {DecisionKind::Inflation, kSeatsPublic, kBoundsPublic, "the Mentat Pause: CHOAM seated, the token in its supply (public)"},
  {DecisionKind::KaramaSellCards, kSeatsPublic, kBoundsPublic, "CHOAM played their Karama power (a public play)"},
  {DecisionKind::CardTradeAnswer, kSeatsPublic, kBoundsPublic, "CHOAM offered their ally a card (the offer is public, the card is not)"},
  {DecisionKind::Audit, kSeatsPublic, kBoundsPublic, "after a battle the Auditor led (the plans are revealed; hand sizes are public)"},
  {DecisionKind::AuditPayment, kSeatsPublic, kBoundsPublic, "CHOAM chose to audit (public)"},
  {DecisionKind::StrongholdCopy, kSeatsPublic, kBoundsPublic, "a battle in the mobile stronghold; the card holders and the board are public"},
  {DecisionKind::DiscardDown, kSeatsPublic, kBoundsPublic, "Tupile's occupation ended (the board and the alliances are public) over a hand larger than the limit (hand counts are public)"},
};
// clang-format on
static_assert(std::size(kDecisionPublicity) == static_cast<std::size_t>(kDecisionKinds),
              "every DecisionKind needs its row in kDecisionPublicity");
static_assert(
    [] {
      for (std::size_t i = 0; i < std::size(kDecisionPublicity); ++i)
        if (static_cast<std::size_t>(kDecisionPublicity[i].kind) != i || kDecisionPublicity[i].opens.empty())
          return false;
      return true;
    }(),
    "kDecisionPublicity lists the kinds in DecisionKind order, each with what it opens on");
constexpr const DecisionPublicity& publicity(DecisionKind k) {
  return kDecisionPublicity[static_cast<std::size_t>(k)];
}

// Who must decide what now; bounds where a number is asked for.
struct Decision {
  Faction seat;
  DecisionKind kind;
  std::int16_t min = 0, max = 0;
  bool operator==(const Decision&) const = default;
};

std::string_view decision_key(DecisionKind k);

// The decisions open now, without allocating: has_decision() asks for them on every check (rules/phases).
// At most one decision per seat per window plus a few; 16 is more than any phase opens.
struct DecisionList {
  static constexpr std::size_t kCapacity = 16;
  std::array<Decision, kCapacity> v{};
  std::size_t n = 0;
  const Decision* begin() const { return v.data(); }
  const Decision* end() const { return v.data() + n; }
  std::size_t size() const { return n; }
  bool empty() const { return n == 0; }
  void push_back(const Decision& d) {
    if (n < kCapacity) v[n++] = d;  // never full in practice: check_invariants reports a full list
  }
};

}  // namespace dune
