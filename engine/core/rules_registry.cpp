// Rule registry data. Sources: docs/RULES_SOURCES.md (page references gathered from the GF9
// Dune Rulebook 2019 and the FAQ of November 2020; most rulebook pages are second-hand there).
// Its section "Citation conventions" says what each source form means: "Landsraad rules N" is the
// numbered fan restatement (ralf-boltshauser/dune-bench numbered_rules); "page unverified" marks
// rows whose GF9 page no readable source shows; "no GF9 text found" rows are boundary candidates.
// Statuses were set by reading the engine code: "Implemented" notes any simplification,
// "Boundary" states the engine's choice where the sources leave a case open.
#include "engine/core/rules_registry.hpp"

#include <array>

namespace dune {
namespace {
using enum RuleStatus;
constexpr RuleEntry kRules[] = {
    // 0. Setup
    {"setup.game_length", "basic",
     "Landsraad rules 0.02, 0.15; Dune Player Aid 2019 v1.6 (max 10 turns); GF9 page unverified", Implemented,
     "A game lasts a set number of turns, normally 10, from turn 1 and ends after the last turn's Mentat "
     "Pause. The engine reads the length from the ruleset (default 10)."},
    {"setup.spice_bank", "basic", "GF9 Rulebook 2019 p.6", Implemented,
     "All spice starts in the Bank, which never runs out. The engine counts spice taken from the Bank "
     "without a limit."},
    {"setup.decks", "basic", "GF9 Rulebook 2019 p.6", Implemented,
     "The Spice and Treachery decks are shuffled face down, each with a face-up discard pile; an empty "
     "deck is rebuilt by shuffling its discards."},
    {"setup.factions", "basic",
     "ultraboardgames game-rules.php, Two & Three Player Games (GF9 text re-published; page unverified)",
     Implemented,
     "Players choose or draw factions and may swap by agreement; an alliance needs 4 strongholds whatever "
     "the player count. The engine seats any 2 to 6 distinct factions named by the caller, optionally in "
     "random order; it models no special small-game rules."},
    {"setup.player_circles", "basic",
     "GF9 Rulebook 2019 pp.4,6; circle sectors: boardzorg TOKEN_SECTORS via reference/rules-facts.md "
     "(unverified)",
     Implemented,
     "Each faction marker sits on one of 6 player circles on the board edge; its sector fixes the "
     "faction's place in storm order. The engine uses circles in sectors 1, 4, 7, 10, 13, 16 and spreads "
     "fewer players evenly over them."},
    {"setup.bg_prediction", "basic", "GF9 Rulebook 2019 p.18", Implemented,
     "After positions are set and before traitors are dealt, the Bene Gesserit secretly predict another "
     "faction and a turn. Only the Bene Gesserit seat sees the prediction."},
    {"setup.traitors.deal", "basic", "GF9 Rulebook 2019 p.6", Implemented,
     "The traitor deck holds only the leaders of factions in play; each player is dealt 4 and secretly "
     "keeps 1; the 3 not kept are set aside face down for the owner's reference, not returned "
     "to the deck. The seat's own view lists all 4 drawn (traitor_draw) for the whole game; no other seat "
     "sees them."},
    {"setup.traitors.harkonnen", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "The Harkonnen keep all 4 traitor cards dealt, and each works as a traitor."},
    {"setup.starting_spice", "basic", "GF9 Rulebook 2019 pp.16-19", Implemented,
     "Starting spice from the Bank: Atreides 10, Bene Gesserit 5, Emperor 10, Fremen 3, Harkonnen 10, "
     "Guild 5."},
    {"setup.starting_forces", "basic", "GF9 Rulebook 2019 pp.16-19", Implemented,
     "20 forces each: Atreides 10 in Arrakeen, Harkonnen 10 in Carthag, Guild 5 in Tuek's Sietch, Bene "
     "Gesserit 1 in the Polar Sink, Emperor none, Fremen 10 split among Sietch Tabr, False Wall South and "
     "False Wall West; the rest in reserve. Simplification: each Fremen split goes to the territory's "
     "first sector."},
    {"setup.atreides_decks", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "The Atreides look after both decks next to their seat. Cosmetic: the engine manages the decks."},
    {"setup.opening_treachery", "basic", "GF9 Rulebook 2019 pp.6,17", Implemented,
     "At the end of setup each player draws 1 Treachery card and the Harkonnen draw 2."},
    {"setup.first_storm", "basic", "GF9 Rulebook 2019 pp.4,6-7", Implemented,
     "The two players nearest Storm Start on either side secretly dial 0-20 and the storm moves the sum "
     "counterclockwise from Storm Start; that is turn 1's only storm move. The engine puts Storm Start at "
     "sector 0 and asks the first and last players in storm order from there."},
    {"setup.no_deals_before_start", "basic",
     "Landsraad rules 0.00 note, 1.12.04 (no GF9 text found; page unverified)", Boundary,
     "No deals or bribes may be made before setup is over. Deals are table talk the engine neither sees "
     "nor enforces (alliance.deals), and Basic has no bribes (bribe.basic_status), so nothing is checked."},
    // 1. Turn sequence
    {"turn.phases", "basic", "GF9 Rulebook 2019 p.7", Implemented,
     "Each turn: Storm, Spice Blow and Nexus, CHOAM Charity, Bidding, Revival, Shipment and Movement, "
     "Battle, Spice Collection, Mentat Pause."},
    {"turn.first_player", "basic", "GF9 Rulebook 2019 p.7", Implemented,
     "After the storm moves, the First Player is the faction whose marker the storm reaches next; storm "
     "order runs from it for Bidding, Shipment and Movement, Battle and the Mentat Pause. Revival has no "
     "order. A storm on a circle: boundary.storm_on_circle."},
    {"turn.precedence", "basic", "Landsraad rules 1.00.01-02 (no GF9 text found; page unverified)",
     Implemented,
     "A faction advantage overrides the general rules and a Treachery card overrides both. The engine "
     "codes each advantage and card effect as an explicit exception to the general check."},
    // 2. Storm
    {"storm.first_turn_dials", "basic", "GF9 Rulebook 2019 pp.6-7", Implemented,
     "Turn 1: two players dial 0-20 each and the storm moves the sum from Storm Start (setup.first_storm)."},
    {"storm.later_turn_dials", "basic", "GF9 Rulebook 2019 p.7", Implemented,
     "From turn 2 the two players who last used battle wheels each secretly dial 1-3 and the storm moves "
     "the sum. The engine records the two sides of the last battle whose plans were revealed; the "
     "no-battle case is boundary.storm_dialers."},
    {"storm.destroy_forces", "basic", "GF9 Rulebook 2019 p.7", Implemented,
     "Forces in sand sectors the storm passes through or stops in go to the Tanks; the Imperial Basin is "
     "protected although it is sand. The engine sweeps every sector the storm enters this phase."},
    {"storm.destroy_spice", "basic", "GF9 Rulebook 2019 p.7; Landsraad rules 1.01.03", Implemented,
     "Spice in every sector the storm passes over or stops on goes back to the Bank; spice in the sector "
     "it starts from stays (it neither passes over nor stops there this phase) unless the storm does not "
     "move. Reading: boundary.storm_start_spice."},
    {"boundary.storm_start_spice", "basic", "GF9 Rulebook 2019 p.7; Landsraad rules 1.01.03", Boundary,
     "Spice in the storm's starting sector: GF9 p.7 and Landsraad 1.01.03 destroy spice in a sector the "
     "storm 'passes over or stops' in, while forces are lost where it starts too; some readings count the "
     "sector it stopped in last turn. The engine leaves spice in the starting sector (it cannot arise in "
     "play, since no spice blows into the storm; a stated position can place it)."},
    {"storm.protected", "basic", "GF9 Rulebook 2019 p.7", Implemented,
     "Rock, strongholds, the Imperial Basin and the Polar Sink protect forces from storm losses but never "
     "allow movement through storm. After Family Atomics the Imperial Basin, Arrakeen and Carthag lose the "
     "protection."},
    {"storm.polar_sink", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "The Polar Sink is never in storm, no battle is fought there and allies may share it."},
    {"storm.obstruction", "basic", "GF9 Rulebook 2019 pp.7,9-10", Implemented,
     "Nothing may be shipped, sent or moved into, out of or through a sector in storm; the clear sectors "
     "of a partly stormed territory stay usable."},
    {"storm.battle_separation", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "Factions in one territory do not battle if a storm sector separates them or only one is under storm; "
     "in the same stormed sector they battle blind. A stormed stronghold: battle.stormed_stronghold."},
    {"storm.fremen_losses", "basic",
     "GF9 Rulebook 2019 p.16; Landsraad rules 2.04.00, 2.04.16; treachery.online Advanced ruleset",
     Implemented,
     "Basic: the Fremen lose forces to the storm in full; halved storm losses are Advanced "
     "(adv.fremen.all)."},
    // 3. Spice Blow and Nexus
    {"spiceblow.reveal", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "Turn the top Spice card face up onto the discard pile (one pile in Basic)."},
    {"spiceblow.territory_card", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "A territory card puts its printed spice in the sector with the spice-blow icon, or nothing if that "
     "sector is in storm; the card is discarded either way."},
    {"spiceblow.turn1_worms", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "On turn 1, Shai-Hulud cards are set aside without effect until a territory card appears, then "
     "shuffled back into the Spice deck."},
    {"spiceblow.no_nexus_turn1", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "There is never a Nexus on turn 1."},
    {"spiceblow.shai_hulud.devour", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "From turn 2 Shai-Hulud destroys all spice and forces in the whole territory of the topmost territory "
     "card in the discard pile, and cards are drawn until a territory card; repeated worms devour the same "
     "territory. Edge cases: boundary.worm_no_territory, boundary.blow_in_storm."},
    {"spiceblow.shai_hulud.nexus", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "If a Shai-Hulud appeared after turn 1, a Nexus follows the Spice Blow."},
    {"spiceblow.fremen_worm_immunity", "basic", "GF9 Rulebook 2019 p.16", Implemented,
     "Fremen forces are never devoured, nor, at the Fremen's option, their ally's. Simplification: the "
     "engine always extends the protection to the ally without asking."},
    {"spiceblow.fremen_worm_ride", "basic", "GF9 Rulebook 2019 p.16", Implemented,
     "When the Nexus ends the Fremen may ride the worm: move forces not in storm from a territory Shai-Hulud "
     "appeared in this turn to any one territory, obeying storm, stronghold limits and alliances (a "
     "worm_ride decision after the Nexus; one ride per devoured territory, or pass)."},
    {"nexus.forming", "basic", "GF9 Rulebook 2019 p.12", Boundary,
     "At a Nexus players form or break public alliances of two, one alliance each; alliances change only "
     "at a Nexus. Whether a player who breaks may ally again in the same Nexus is unstated: the engine "
     "allows one change (form or break) per player per Nexus; mutual proposals form an alliance. The "
     "sources set no limit on proposals; so that a Nexus always ends, each player may propose to each "
     "other player once per Nexus."},
    // 4. CHOAM Charity
    {"choam.claim", "basic", "GF9 Rulebook 2019 p.8; Landsraad rules 1.03.01", Implemented,
     "A player with 0 or 1 spice may claim charity and receives spice from the Bank up to 2 (0 gets +2, 1 "
     "gets +1). The engine follows this top-up reading (boundary.choam_amount). Every player is asked, "
     "whatever its spice (secrecy.open_windows); a claim with 2 or more is refused to that player."},
    {"choam.once", "basic", "Landsraad rules 1.03.02 (no GF9 text found; page unverified)", Implemented,
     "Charity is claimed at most once per turn."},
    {"choam.bg_basic", "basic",
     "treachery.online Ruleset.AdvancedGame (BlueAutoCharity); GF9 page unverified", Implemented,
     "In Basic the Bene Gesserit claim charity like anyone else; always receiving 2 is Advanced."},
    // 5. Bidding
    {"bidding.declare", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "Before bidding each player states its hand size and must answer when asked during Bidding. "
     "Simplification: the engine shows every hand size to everyone at all times."},
    {"bidding.hand_limit", "basic", "GF9 Rulebook 2019 pp.8,17", Implemented,
     "The hand limit is 4 cards (Harkonnen 8); a player with a full hand cannot bid and is skipped."},
    {"bidding.number_of_cards", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "One card is dealt face down per player whose hand is not full at the start of the phase; they are "
     "auctioned one at a time."},
    {"bidding.opening_bidder", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "The First Player, or the next eligible player, opens the first card; each later card is opened by "
     "the next eligible player after the previous opener."},
    {"bidding.opening_bid_min", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "The opener bids at least 1 spice or passes."},
    {"bidding.raise_or_pass", "basic", "GF9 Rulebook 2019 p.8", Boundary,
     "Bidding goes round in storm order; each player raises strictly or passes until the top bid stands. "
     "The sources do not say whether a pass is final: the engine lets a player who passed bid again when "
     "its turn comes back after a new bid."},
    {"bidding.bid_limit", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "No bid may exceed the spice the bidder can pay. The engine adds the ally's spice (bidding.ally_help) "
     "and lifts the limit for a Karama-backed bid."},
    {"bidding.payment", "basic", "GF9 Rulebook 2019 pp.8,19", Implemented,
     "The winner pays the Emperor if the Emperor is in the game and is not the buyer, otherwise the Bank, "
     "and takes the card."},
    {"bidding.bought_in", "basic", "GF9 Rulebook 2019 p.8", Implemented,
     "If everyone passes on a card without a bid, it and all unsold cards go back on top of the deck in "
     "dealt order and bidding ends."},
    {"bidding.end", "basic", "Landsraad rules 1.04.08 (GF9 page unverified)", Implemented,
     "Otherwise bidding ends when every dealt card is sold."},
    {"bidding.atreides_look", "basic", "GF9 Rulebook 2019 p.17; Q&A p.23", Implemented,
     "The Atreides privately see each card as it comes up for bid, and keep knowing who holds it. A Karama "
     "stops this for the cards that come up later in the phase (faction.karama_targets)."},
    {"bidding.harkonnen_bonus", "basic", "GF9 Rulebook 2019 pp.8,17; FAQ Nov 2020 p.7", Implemented,
     "Each purchase, a Karama free purchase included, gives the Harkonnen the top Treachery card free, "
     "unless the purchase filled the hand to 8."},
    {"bidding.emperor_payments", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "Other factions' card payments go to the Emperor; the Emperor's own go to the Bank. The Landsraad "
     "no-discount rule has nothing to enforce here (no deals)."},
    {"bidding.karama", "basic", "FAQ Nov 2020 pp.1,7", Implemented,
     "With Karama a player without a full hand may bid beyond its spice or take the card without paying. "
     "The engine offers a Karama-backed bid and an immediate Karama purchase; a Karama win discards the "
     "Karama and pays nobody (boundary.karama_bid_payment)."},
    {"bidding.ally_help", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "An ally may pay part or all of its partner's card price. Simplification: the engine takes any "
     "shortfall automatically from the ally's spice; the ally is not asked."},
    // 6. Revival
    {"revival.no_order", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "All players revive at the same time, with no storm order; each decides independently."},
    {"revival.force_limit", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "At most 3 forces per turn go from the Tanks to reserves."},
    {"revival.free", "basic", "GF9 Rulebook 2019 pp.16-19", Implemented,
     "Free revivals, inside the 3: Atreides 2, Bene Gesserit 1, Emperor 1, Fremen 3, Harkonnen 2, Guild 1."},
    {"revival.paid", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "Each force beyond the free ones, up to 3, costs 2 spice to the Bank."},
    {"revival.leader_condition", "basic", "GF9 Rulebook 2019 pp.9,22", Implemented,
     "A leader may be revived only when all the player's leaders are in the Tanks or have died at least "
     "once; then one leader per turn."},
    {"revival.leader_cost", "basic", "GF9 Rulebook 2019 p.9; FAQ 2019 p.1", Implemented,
     "A revived leader costs its strength in spice to the Bank, returns to the pool and can still be "
     "someone's traitor."},
    {"revival.dead_again", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "A leader killed again goes face down and returns only after the other leaders. The engine turns it "
     "face down unless every other leader died as often, revives it only when no face-up leader is left in "
     "the Tanks, and shows face-down leaders by name to everyone: reading boundary.face_down_identity."},
    {"boundary.face_down_identity", "basic", "GF9 Rulebook 2019 pp.9,12; Landsraad rules 2.05.10.02",
     Boundary,
     "Face down in the Tanks marks the revival order (GF9 p.9); the Secrecy rules (p.12) make spice, cards "
     "and traitors secret, not leaders, and which leaders lie face down follows from public facts (the "
     "leaders each player has, the face-up Tanks, the captives). The engine therefore names face-down "
     "leaders to every seat and spectators; a reading that hides the face would still leave it deducible."},
    {"revival.ghola", "basic",
     "FAQ Nov 2020 p.9; GF9 Q&A via ultraboardgames faq.php; Landsraad rules 3.01.20", Implemented,
     "Tleilaxu Ghola is an extra revival on top of normal revival (card.tleilaxu_ghola)."},
    {"revival.ally_payment", "basic", "FAQ 2019 p.1", Implemented,
     "Allies may not pay for each other's revivals, except through the Emperor's alliance power."},
    {"revival.emperor_ally", "basic", "GF9 Rulebook 2019 p.19; FAQ 2019 p.1", Implemented,
     "The Emperor may pay 2 spice each, to the Bank, for up to 3 of its ally's forces beyond the ally's "
     "limit. The Emperor decides it in its own revival decision, which opens whenever its ally has forces "
     "in the Tanks and the Emperor can pay."},
    {"revival.fremen_ally", "basic", "GF9 Rulebook 2019 p.16", Implemented,
     "If the Fremen wish, their ally's free revival becomes 3. Simplification: the engine always grants it."},
    // 7. Shipment and Movement
    {"shipmove.order", "basic", "GF9 Rulebook 2019 pp.9-10", Implemented,
     "In storm order each player takes its whole turn: at most one shipment, then at most one move. The "
     "Guild acting out of order is Advanced."},
    {"ship.one_per_turn", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "One shipment per turn: any number of reserves to one named sector of one territory."},
    {"ship.cost", "basic", "GF9 Rulebook 2019 p.9", Implemented,
     "Shipping costs 1 spice per force into a stronghold and 2 per force elsewhere."},
    {"ship.payment", "basic", "GF9 Rulebook 2019 pp.9,19", Implemented,
     "Shipping spice goes to the Guild if it is in the game and is not the shipper, otherwise to the Bank."},
    {"ship.restrictions", "basic", "GF9 Rulebook 2019 pp.9-10; FAQ Nov 2020 p.2", Implemented,
     "No shipping into or out of a storm sector, nor into a stronghold holding two other factions; only "
     "the Guild may ship forces from the board back to reserves."},
    {"ship.guild.own_rate", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "The Guild ships at half price, rounded up on the total, paid to the Bank."},
    {"ship.guild.three_types", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "The Guild's shipment is normal, a cross-ship between territories (priced like shipping to the "
     "destination), or a return to reserves. Simplification: a cross-ship or return takes forces from one "
     "sector."},
    {"ship.guild.retreat_price", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "Shipping back to reserves costs 1 spice per 2 forces, rounded up, to the Bank."},
    {"ship.guild.ally", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "The Guild's ally ships at half price, paid to the Guild, and may cross-ship, but may not ship back "
     "to reserves."},
    {"ship.fremen.free_send", "basic", "GF9 Rulebook 2019 p.16", Implemented,
     "The Fremen cannot ship; their shipment sends reserves free to the Great Flat or any territory within "
     "two of it, obeying storm and stronghold limits. Range reading: boundary.fremen_send_range."},
    {"ship.bg.spiritual_advisor", "basic", "GF9 Rulebook 2019 p.18", Implemented,
     "Whenever another faction ships from off-planet reserves onto Dune, the Bene Gesserit may send 1 "
     "reserve force free to the Polar Sink, and in the Basic game only there: naming another territory is "
     "refused (following the shipment is adv.bg.spiritual_advisor). Triggers: boundary.advisor_triggers."},
    {"ship.karama_guild_rate", "basic",
     "GF9 Karama card text (dune-app copy); FAQ Nov 2020 p.7; Landsraad rules 3.01.11.03", Implemented,
     "With Karama any faction may pay Guild rates (half, rounded up) to the Bank for its shipment."},
    {"ship.ally_pays", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "An ally may pay for its partner's shipment. Simplification: the engine takes any shortfall "
     "automatically from the ally's spice; the ally is not asked."},
    {"move.one_group", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "One move per turn takes one group into one other territory, or to another sector of its own; sectors "
     "do not count for distance. Simplification: a group moves from one sector, not several sectors of a "
     "territory."},
    {"move.range_basic", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "Without forces in Arrakeen or Carthag, a group moves to an adjacent territory."},
    {"move.ornithopters", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "With a force in Arrakeen or Carthag when the move starts, any group may move up to 3 territories. "
     "The engine checks this at each move's start, after that turn's shipment."},
    {"move.fremen_two", "basic", "GF9 Rulebook 2019 p.16; FAQ 2019 p.1", Implemented,
     "The Fremen move 2 territories instead of 1. A Karama cuts this to 1 for the rest of the phase "
     "(faction.karama_targets)."},
    {"move.storm", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "A move may not enter, leave or pass through a sector in storm; a path through the clear sectors of a "
     "partly stormed territory is allowed."},
    {"move.stronghold_limit", "basic", "GF9 Rulebook 2019 p.10; FAQ Nov 2020 p.2", Implemented,
     "No move into or through a stronghold holding forces of two other factions."},
    {"move.polar_sink", "basic", "Landsraad rules 1.06.06, 1.07.01.03 (GF9 page unverified)", Implemented,
     "The Polar Sink is never in storm and is a safe haven."},
    {"move.hajr", "basic", "Landsraad rules 3.01.09 Hajr (GF9 card text; page unverified)", Implemented,
     "Hajr gives one extra move (card.hajr)."},
    {"move.atreides_peek", "basic", "GF9 Rulebook 2019 p.17; FAQ Nov 2020 p.3", Implemented,
     "At the start of Shipment and Movement the Atreides see the top Spice card, one card only. The engine "
     "shows it to them automatically."},
    {"move.allies_end_together", "basic", "GF9 Rulebook 2019 p.12; FAQ Nov 2020 p.2", Implemented,
     "Allies may not end Shipment and Movement in one territory except the Polar Sink; they may pass "
     "through each other and ship into an ally's territory only to move out the same turn. The engine "
     "refuses any move ending on the ally and any ship-in without a legal exit (alliance.*)."},
    // 8. Battle
    {"battle.where", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "A battle is fought in every territory with forces of two or more factions, except the Polar Sink, "
     "storm-separated factions and allies, until each territory holds one faction."},
    {"battle.stormed_stronghold", "basic", "FAQ Nov 2020 p.1", Implemented,
     "Factions sharing a stronghold under storm do not battle; both stay, and the stronghold counts for "
     "neither at the Mentat Pause."},
    {"battle.aggressor_order", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "In storm order each player is aggressor in all its battles and picks their order, and with 3 or more "
     "factions in a territory whom to fight next."},
    {"battle.plan_content", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "Each side secretly sets a dial, a leader or Cheap Hero (mandatory if available), and optionally one "
     "weapon and one defense; the plans are revealed together."},
    {"battle.dial_limit", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "Dial a whole number from 0 to your forces in the territory (each force is worth 1 in Basic)."},
    {"battle.leader_required", "basic", "GF9 Rulebook 2019 p.10", Implemented,
     "You must play a leader or Cheap Hero if you can; if not, you still fight but may play no Treachery "
     "cards."},
    {"battle.one_territory_per_leader", "basic", "GF9 Rulebook 2019 p.10; FAQ Nov 2020 p.9", Implemented,
     "A surviving leader may fight again in the same territory but not in a second one that phase; a "
     "leader revived by Ghola may fight. The engine keeps a leader's territory commitment through a Ghola "
     "revival in the same phase."},
    {"battle.worthless_slot", "basic", "Landsraad rules 3.01.01 (GF9 worthless card text; page unverified)",
     Implemented, "A worthless card may fill the weapon slot, the defense slot, or both, with no effect."},
    {"battle.resolution", "basic", "GF9 Rulebook 2019 pp.10-11", Implemented,
     "Total = dial + the leader's strength if the leader survives (Cheap Hero 0); the higher total wins "
     "and ties go to the aggressor."},
    {"battle.weapon_effect", "basic", "GF9 Rulebook 2019 pp.10-11", Implemented,
     "A weapon kills the opposing leader before totals are compared unless met by its defense (projectile "
     "by Shield, poison by Snooper); nothing stops a Lasgun."},
    {"battle.lasgun_shield", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "A Lasgun with any Shield in the battle destroys everything in the territory: every faction's forces, "
     "its spice and both leaders (no spice paid); there is no winner and all played cards are discarded."},
    {"battle.killed_leaders_spice", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "Killed leaders go face up to the Tanks; the winner takes from the Bank the strength of every leader "
     "killed in the battle, its own included."},
    {"battle.loser_losses", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "The loser loses all its forces in the territory and discards every card it played; its leader dies "
     "only to a weapon."},
    {"battle.winner_losses", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "The winner loses exactly its dial and may keep or discard its weapon and defense; Cheap Heroes and "
     "worthless cards are always discarded. Loser cleanup comes first."},
    {"battle.leader_return", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "Surviving leaders stay in the territory, safe from other effects there, and return to the pool after "
     "all battles. The engine models this as a per-phase commitment; leaders never sit on the board."},
    {"battle.traitor", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "If the opposing leader is your traitor you may call it at the reveal: you win and lose nothing, even "
     "with Lasgun and Shield; the traitor goes to the Tanks, you take its strength in spice, and the "
     "betrayed side loses its forces there and its played cards."},
    {"battle.two_traitors", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "If both leaders are called as traitors, both sides lose all their forces there, both leaders and all "
     "played cards, and nobody gets spice."},
    {"battle.harkonnen_ally_traitors", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "In its ally's battle the Harkonnen's traitor cards work against the ally's opponent. Simplification: "
     "the ally decides whether to call it."},
    {"battle.atreides_prescience", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "Before plans are set the Atreides may make the opponent reveal one plan element (leader, weapon, "
     "defense or dial), which binds it. Simplification: the opponent commits its whole plan first. The "
     "revealed element is public: every seat and spectators see the answer and its log line."},
    {"battle.atreides_ally", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "The Atreides may use prescience on their ally's opponent."},
    {"battle.bg_voice", "basic", "GF9 Rulebook 2019 pp.18,23; FAQ Nov 2020 p.5", Implemented,
     "Before prescience, the Bene Gesserit may command the opponent to play or not play one card class "
     "(poison or projectile weapon or defense, worthless card, Cheap Hero, Lasgun); the opponent obeys as "
     "far as it can."},
    {"battle.bg_ally_voice", "basic", "GF9 Rulebook 2019 p.18", Implemented,
     "The Bene Gesserit may use Voice on their ally's opponent."},
    {"battle.truthtrance_timing", "basic", "GF9 Rulebook 2019 p.23; FAQ Nov 2020 p.8", Implemented,
     "Truthtrance may be played during a battle's interaction. The engine accepts it at any moment after "
     "setup and answers at once, so simultaneous plays resolve in the order received."},
    // 9. Spice Collection
    {"collect.rate", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "Forces in a sector holding spice collect 2 spice each (3 if their player occupies Arrakeen or "
     "Carthag), up to the spice there."},
    {"collect.same_sector", "basic", "FAQ Nov 2020 p.1", Implemented,
     "Collecting forces must be in the spice's own sector, not just its territory."},
    {"collect.leftover", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "Uncollected spice stays for later turns, and forces stay on the board."},
    {"collect.own_city_only", "basic", "GF9 Rulebook 2019 p.11", Implemented,
     "The 3-per-force rate needs the collector's own occupation of Arrakeen or Carthag; an ally's does not "
     "count."},
    // 10. Mentat Pause and victory
    {"mentat.collect_bribes", "basic", "FAQ 2019 p.1; FAQ Nov 2020 p.1; Landsraad rules 1.09.01", Boundary,
     "At the start of the Mentat Pause each player adds the bribe spice in front of its shield to its own. "
     "FAQ Nov 2020 makes bribery an Advanced rule, so a Basic game has no bribe spice to collect "
     "(bribe.basic_status); the Advanced game collects it (adv.bribery)."},
    {"victory.unallied_3", "basic",
     "ultraboardgames game-rules.php, Object of the Game (GF9 text); Landsraad rules 1.09.02.02; page "
     "unverified",
     Implemented,
     "An unallied player occupying at least 3 strongholds (forces there and no other faction) at the "
     "Mentat Pause wins."},
    {"victory.allied_4", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "Two allies occupying at least 4 strongholds between them at the Mentat Pause win together."},
    {"victory.contested_stronghold", "basic", "FAQ Nov 2020 p.1", Implemented,
     "A stronghold shared with a non-allied faction, for example under storm, counts for no one."},
    {"victory.multiple", "basic",
     "Landsraad rules 1.09.03; Revised Rulebook v2.3 p.1 (unofficial ruling); GF9 page unverified", Boundary,
     "The sources differ when several players or alliances qualify at once. Engine: the first qualifier in "
     "storm order wins (LR reading); the unofficial v2.3 (most strongholds, then shared) differs."},
    {"victory.bg_prediction", "basic", "GF9 Rulebook 2019 p.18", Implemented,
     "If the predicted faction wins, alone or allied (even with the Bene Gesserit), at the predicted "
     "turn's Mentat Pause, the Bene Gesserit alone win instead; it never applies to the Guild or Fremen "
     "special wins."},
    {"victory.default_end", "basic", "Landsraad rules 1.09.05, 2.04.09, 2.06.08 (GF9 page unverified)",
     Implemented,
     "If nobody has won after the last turn, the Guild and its ally win if the Guild plays; otherwise the "
     "Fremen and ally if present; otherwise the most strongholds, ties all winning. Fremen special first: "
     "boundary.fremen_guild_default."},
    {"victory.fremen_special", "basic", "GF9 Rulebook 2019 p.16; FAQ 2019 p.1", Implemented,
     "With the Guild in the game and no winner after the last turn, the Fremen and ally win if only Fremen "
     "or nobody are in Sietch Tabr and Habbanya Sietch and no Harkonnen, Atreides or Emperor forces are in "
     "Tuek's Sietch. The engine checks this before the Guild's win."},
    {"victory.guild_special", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "If nobody has won after the last turn, the Guild and its ally win (unless the Fremen special "
     "condition holds)."},
    {"mentat.next_turn", "basic", "Landsraad rules 1.09.04 (GF9 page unverified)", Implemented,
     "With no winner, the turn marker advances and the next turn begins."},
    // 11. Alliances
    {"alliance.shared_victory", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "Allies pool their strongholds only for the victory count of 4; an ally's presence does not contest a "
     "stronghold."},
    {"alliance.no_battle", "basic", "GF9 Rulebook 2019 p.12", Implemented, "Allies never battle each other."},
    {"alliance.secrecy", "basic", "GF9 Rulebook 2019 p.12; Landsraad rules 1.10.02.03", Implemented,
     "Allies may share information and plan in secret at any time. The engine leaves this to the players "
     "and never reveals an ally's secrets itself."},
    {"alliance.no_spice_transfer", "basic", "GF9 Rulebook 2019 pp.12,19", Implemented,
     "Allies may not give each other spice, except that the Emperor may give its ally spice at any time. "
     "The engine offers only the Emperor's gift (give_spice, at any time, to its ally)."},
    {"alliance.pay_treachery", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "An ally may pay some or all of its partner's card price. The engine draws any shortfall from the "
     "ally's spice automatically."},
    {"alliance.pay_shipment", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "An ally may pay for its partner's shipment. The engine draws any shortfall from the ally's spice "
     "automatically."},
    {"alliance.no_pay_revival", "basic", "FAQ 2019 p.1", Implemented,
     "Allies may not pay for each other's revivals, the Emperor's power aside."},
    {"alliance.faction_powers", "basic", "GF9 Rulebook 2019 pp.16-19", Implemented,
     "Allies get only their partner's printed alliance powers. All Basic ones are implemented (prescience, "
     "Voice, Emperor revivals, Fremen worm protection, ally revival 3 and shared win, Harkonnen traitors, "
     "Guild rates, cross-shipping and shared win) and the Emperor's spice gifts."},
    {"alliance.no_shared_territory", "basic", "GF9 Rulebook 2019 p.12; Landsraad rules 1.06.07, 1.10.02.07",
     Implemented,
     "A player's forces in a territory (not the Polar Sink) shared with its ally at the end of its "
     "Shipment and Movement go to the Tanks. The engine blocks new co-occupation and, for existing "
     "co-occupation, follows the p.12 NOTE: only the later-acting ally loses forces."},
    {"alliance.carry_over_note", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "Factions that ally while sharing a territory neither battle nor are evicted; at the next Shipment "
     "and Movement, if the first-acting ally stays, the later one must leave or lose its forces there. The "
     "engine spares the formation turn and applies the loss at the end of the later ally's turn."},
    {"alliance.transit", "basic", "FAQ Nov 2020 p.2", Implemented,
     "Allies may move through each other's territories and ship into one if that group moves out to a "
     "territory without the ally the same turn, ornithopters or not; the stronghold limit still applies."},
    {"alliance.deals", "basic", "FAQ 2019 p.1; Landsraad rules 1.12.00, 1.12.03", Boundary,
     "Players may make public verbal deals, honoured where possible; a deal may not break a rule. Deals "
     "are not binding, so the engine enforces none: players keep them by their own actions, and every "
     "action still obeys the rules. Spice moves between players only where a rule moves it (ally "
     "payments for cards and shipments, the Emperor's gift)."},
    {"alliance.ship_then_exit", "basic", "FAQ Nov 2020 p.2", Implemented,
     "A group shipped into an ally's territory must move out, complete, to a territory without the ally in "
     "the same turn. The engine admits the shipment only if such a move exists and then requires it."},
    {"alliance.path_transit", "basic", "FAQ Nov 2020 p.2", Implemented,
     "One move may pass through an ally's territory and end elsewhere."},
    {"alliance.transit_limits", "basic", "FAQ Nov 2020 p.2", Implemented,
     "Allied transit never overrides storm or the stronghold limit: an ally plus an enemy fill a "
     "stronghold."},
    {"alliance.polar_sink", "basic", "GF9 Rulebook 2019 p.12", Implemented,
     "The Polar Sink is exempt: allies may share it and may end moves or shipments there."},
    {"alliance.formation_turn", "basic", "GF9 Rulebook 2019 p.12; FAQ Nov 2020 p.2", Implemented,
     "The formation-turn grace covers only co-occupation present when the alliance formed. The engine "
     "refuses new co-occupation in every turn and waives only the end-of-turn loss in the formation turn."},
    {"alliance.no_exit", "basic", "FAQ Nov 2020 p.2 (case not covered)", Boundary,
     "The FAQ does not say what happens if a group in an ally's territory cannot get out. Engine: a "
     "ship-in is refused unless a legal exit move exists at that moment (Hajr not counted)."},
    {"alliance.split_moves", "basic", "FAQ Nov 2020 p.2 (case not covered)", Boundary,
     "Whether a first move (Hajr) may end on an ally if a second move leaves is unstated. Engine: no "
     "single move may end in the ally's territory, the Polar Sink aside."},
    {"alliance.mixed_cohorts", "basic", "GF9 Rulebook 2019 p.12 (case not covered)", Boundary,
     "Old and newly arrived forces in one allied territory in the formation turn are not covered. Engine: "
     "new arrivals cannot happen, and the old forces get the delayed separation."},
    {"alliance.other_arrivals", "basic", "GF9 Rulebook 2019 p.16; Landsraad rules 2.04.08", Implemented,
     "Other arrivals: a Fremen worm ride may not end in the ally's territory (LR); the Bene Gesserit advisor "
     "goes to the exempt Polar Sink."},
    // 12. Secrecy, deals and bribes
    {"secrecy.hidden", "basic", "GF9 Rulebook 2019 pp.12,17", Boundary,
     "Spice stays behind the shield; cards and traitors may be secret; hand size is told on request during "
     "Bidding; only the Atreides may keep card notes. The engine hides each player's spice (and the bound "
     "of its bid), hands, traitors, dials, plans and the prediction from the other seats. Hand sizes are "
     "always shown, and each seat's view lists the cards it has legitimately seen (a digital memory aid "
     "the sources do not address for non-Atreides players). Once the game is over every view shows "
     "each player's spice (the final table; the sources say nothing of secrecy after the end, and no "
     "decision is left for it to protect)."},
    {"secrecy.open_windows", "basic", "GF9 Rulebook 2019 p.12 (secrecy); no text on digital windows",
     Boundary,
     "At the table a question asked aloud shows only what players choose to show. A digital question opened "
     "only for whoever can answer it would tell everyone a secret (who holds a card, who has 1 spice, who "
     "holds a Face Dancer or a traitor card). (a) A window whose opening could reveal a secret opens "
     "whenever it could matter, asked of everyone who might answer, the secret checked when they act; "
     "windows asked of everyone to hide who holds a card list every seat asked until they close; a bound "
     "that reads a seat's spice is that seat's alone. (b) Ask only those who can act. The engine takes (a): "
     "CHOAM Charity, Extortion, the Kaitain discards, the Ecaz placements, the Emperor's payment for an "
     "ally, the Face Dancer, Assassinate Leaders and Tleilaxu revival windows open whatever the secret, and "
     "every decision kind says what of it is public (kDecisionPublicity)."},
    {"bribe.basic_status", "basic", "FAQ Nov 2020 p.1; FAQ 2019 p.1; Landsraad rules 1.12.00-05", Implemented,
     "The 2019 rulebook allows bribes in Basic; FAQ Nov 2020 (the later authority) makes bribery an "
     "Advanced rule. The Basic game therefore has no bribe action: a seat cannot hand spice to a non-ally, "
     "and the codec refuses any bribe."},
    // 13. Faction advantages
    {"faction.atreides.prescience", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "Atreides: see cards up for bid, peek at the Spice deck, prescience (also for the ally), free revival "
     "2. The card-notes privilege has no effect: every seat keeps a record of cards it has seen."},
    {"faction.bg.basic", "basic", "GF9 Rulebook 2019 p.18", Implemented,
     "Bene Gesserit: prediction, spiritual advisor, Voice (also for the ally), free revival 1; start with "
     "5 spice and 1 force in the Polar Sink."},
    {"faction.emperor.basic", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "Emperor: receives card payments, may give its ally spice, pays for 3 extra ally revivals, free "
     "revival 1; 10 spice, 20 reserves."},
    {"faction.fremen.basic", "basic", "GF9 Rulebook 2019 p.16", Implemented,
     "Fremen: on-planet reserves and free send, 2-territory moves, worm immunity and riding, special win, "
     "free revival 3, alliance powers."},
    {"faction.harkonnen.basic", "basic", "GF9 Rulebook 2019 p.17", Implemented,
     "Harkonnen: 4 traitors, 2 opening cards, hand limit 8, a free card per purchase, traitors in the "
     "ally's battles, free revival 2; 10 spice, 10 forces in Carthag."},
    {"faction.guild.basic", "basic", "GF9 Rulebook 2019 p.19", Implemented,
     "Guild: receives shipment payments, three shipment kinds, half price, 1 per 2 to return, special win, "
     "ally half price, cross-ship and shared win, free revival 1; 5 spice, 5 forces in Tuek's Sietch."},
    {"faction.karama_targets", "basic", "FAQ 2019 p.1; FAQ Nov 2020 p.7", Implemented,
     "A Karama may stop one faction or alliance advantage for the rest of the game phase, never the Fremen "
     "send or any win condition. karama_stop names the faction and one of 15 advantages: Atreides card "
     "look and prescience, Voice, spiritual advisor, Emperor income, ally revival and gift, Fremen 2-move, "
     "worm ride (the Fremen are eaten instead) and ally revival, Guild half price, income and special "
     "shipments, Harkonnen free card and ally traitors. Playing it cancels a Voice or a prescience "
     "question already given (the asked side may re-plan) and withdraws an open spiritual advisor. "
     "Timing: boundary.karama_timing."},
    // 14. Treachery cards
    {"card.deck_composition", "basic",
     "Landsraad rules 3.01.01-23; WBC 2018 preview deck list, boardgamers.org (AH 1979 deck); GF9 page "
     "unverified",
     Implemented,
     "33 cards: Lasgun, 4 projectile and 4 poison weapons, 4 Shields, 4 Snoopers, 3 Cheap Heroes, 2 "
     "Karama, 2 Truthtrance, Family Atomics, Hajr, Tleilaxu Ghola, Weather Control and 5 worthless cards."},
    {"card.lasgun", "basic",
     "GF9 Rulebook 2019 p.11; GF9 Lasgun card text (dune-app copy); Landsraad rules 3.01.14", Implemented,
     "Weapon that kills the opposing leader with no defense; the winner may keep it. With any Shield in "
     "the battle it explodes (battle.lasgun_shield)."},
    {"card.projectile_weapon", "basic",
     "Landsraad rules 3.01.05, .15, .17, .19 (GF9 card text; page unverified)", Implemented,
     "Crysknife, Maula Pistol, Slip Tip, Stunner: kill the opposing leader unless it has a Shield; the "
     "winner may keep them."},
    {"card.poison_weapon", "basic", "Landsraad rules 3.01.02, .03, .06, .08 (GF9 card text; page unverified)",
     Implemented,
     "Chaumas, Chaumurky, Ellaca Drug, Gom Jabbar: kill the opposing leader unless it has a Snooper (LR's "
     "Ellaca wording is a typo); the winner may keep them."},
    {"card.shield", "basic", "Landsraad rules 3.01.16 (GF9 card text; page unverified)", Implemented,
     "Projectile defense (4): protects your leader from projectile weapons; the winner may keep it; sets "
     "off a Lasgun."},
    {"card.snooper", "basic", "Landsraad rules 3.01.18 (GF9 card text; page unverified)", Implemented,
     "Poison defense (4): protects your leader from poison weapons; the winner may keep it."},
    {"card.cheap_hero", "basic", "GF9 Rulebook 2019 p.10; Landsraad rules 3.01.04", Implemented,
     "A leader of strength 0 played instead of a leader, still with a weapon and defense; it must be "
     "played when no leader is available, and is always discarded after the battle."},
    {"card.worthless", "basic",
     "Landsraad rules 3.01.01, .10, .12, .13, .21 (GF9 card text; page unverified)", Implemented,
     "Baliset, Jubba Cloak, Kulon, La La La, Trip to Gamont: no effect; played in a plan slot to get rid "
     "of them, then discarded."},
    {"card.karama.basic", "basic",
     "GF9 Karama card text (dune-app copy); FAQ Nov 2020 pp.1,7; GF9 Rulebook 2019 p.14; Landsraad rules "
     "3.01.11",
     Implemented,
     "Karama stops a faction advantage (faction.karama_targets), pays Guild rates for a shipment "
     "(ship.karama_guild_rate), or buys or overbids for a card (bidding.karama), then is discarded."},
    {"card.truthtrance", "basic", "Landsraad rules 3.01.22 (GF9 card text; page unverified)", Boundary,
     "Ask one other player a yes/no question about the game, answered truthfully. Engine: only questions "
     "it can verify (holds a card, holds a traitor, has at least N spice), answered publicly at once "
     "(boundary.truthtrance_questions)."},
    {"card.weather_control", "basic", "Landsraad rules 3.01.23 (GF9 card text; page unverified)", Implemented,
     "After turn 1, before the storm moves, the holder sets the storm's move to 0-10 sectors instead of "
     "the dials. The engine asks every player before the dials and skips the dials if it is played "
     "(boundary.weather_timing)."},
    {"card.family_atomics", "basic",
     "GF9 Q&A via ultraboardgames faq.php (Treachery Cards); Landsraad rules 3.01.07; page unverified",
     Implemented,
     "After turn 1, with forces on or next to the Shield Wall, play it after the storm's move is set: all "
     "forces on the Wall die and the Imperial Basin, Arrakeen and Carthag lose storm protection. "
     "Once played the card is set aside (LR), not discarded: the Shield Wall can fall only once."},
    {"card.hajr", "basic", "Landsraad rules 3.01.09 (GF9 card text; page unverified)", Implemented,
     "Play in your Shipment and Movement turn for one extra move under normal rules, with the same or "
     "another group; then discard it."},
    {"card.tleilaxu_ghola", "basic",
     "GF9 Q&A via ultraboardgames faq.php (Treachery Cards); FAQ Nov 2020 p.9; Landsraad rules 3.01.20",
     Implemented,
     "At any time, revive free 1 of your leaders (ignoring the leader condition) or up to 5 forces to "
     "reserves, on top of normal revival; then discard it."},
    // Open interactions
    {"boundary.ally_visit_no_exit", "basic", "FAQ Nov 2020 p.2 (case not covered)", Boundary,
     "A group shipped into the ally's territory must move out the same turn; if no legal move out exists "
     "(storm, occupancy limit), ending the turn stays legal and the group stays, under the end-of-turn "
     "ally rules like any forces sharing a territory with the ally. Without this the game could not go on."},
    {"boundary.voice_forbids_last_hero", "basic", "GF9 Rulebook 2019 pp.10,18 (case not covered)", Boundary,
     "A player with no leader to field whose only Cheap Hero the Voice forbids cannot play a leader or a "
     "Cheap Hero, so it fights with neither and therefore plays no treachery cards; the Voice wins over "
     "the duty to field a Cheap Hero. Without this the player would have no legal plan."},
    {"boundary.multiple_winners", "basic",
     "Landsraad rules 1.09.03; Revised Rulebook v2.3 p.1 (unofficial ruling); GF9 page unverified", Boundary,
     "Several qualifiers at one Mentat Pause: the first in storm order wins (LR reading); v2.3 differs. "
     "The Bene Gesserit prediction is checked only against that winner."},
    {"boundary.fremen_guild_default", "basic", "GF9 Rulebook 2019 pp.16,19; Landsraad rules 2.04.09, 2.06.08",
     Boundary,
     "If the Guild default and the Fremen special condition both hold, the Fremen and ally win. Reason: "
     "the Fremen condition only exists with the Guild in the game, so it must override the Guild default "
     "or it could never apply."},
    {"boundary.storm_dialers", "basic", "GF9 Rulebook 2019 p.7 (case not covered)", Boundary,
     "Later-turn dialers when no battle has been fought yet are the two turn-1 dialers; after several "
     "battles the last battle revealed counts. No player leaves the game in this engine."},
    {"boundary.storm_on_circle", "basic", "GF9 Rulebook 2019 p.7 (case not covered)", Boundary,
     "A storm stopping exactly on a player circle makes that player last in storm order (a secondary "
     "guide's reading)."},
    {"boundary.worm_no_territory", "basic", "GF9 Rulebook 2019 p.8 (case not covered)", Boundary,
     "A Shai-Hulud with no territory card in the discard pile (after a reshuffle) devours nothing but "
     "still calls a Nexus."},
    {"boundary.blow_in_storm", "basic", "GF9 Rulebook 2019 p.8", Boundary,
     "A territory card whose blow sector is in storm places no spice but becomes the topmost territory "
     "card that a later worm devours, as the text reads."},
    {"boundary.bidding_reentry", "basic", "GF9 Rulebook 2019 p.8 (case not covered)", Boundary,
     "Passing is not final: a player who passed may bid again when its turn comes back after a new bid."},
    {"boundary.karama_timing", "basic", "FAQ Nov 2020 p.7 (timing not covered)", Boundary,
     "At the table a Karama is played as the advantage is used. The engine resolves each use the moment "
     "its action is accepted, and a response window after every use would show who holds Karama, so a "
     "Karama is played at any time in the advantage's phase and stops it from then to the phase's end. "
     "It undoes nothing already done, except that a Voice or prescience question still binding is "
     "cancelled. The Atreides card look, the Fremen ally's worm protection and the spice-deck peek "
     "happen at a phase's first moment, so only later uses can be stopped (no Karama against the peek "
     "or the ally's worm protection)."},
    {"boundary.karama_bid_payment", "basic", "FAQ Nov 2020 p.7 (case not covered)", Boundary,
     "A card won with Karama, by free purchase or Karama-backed bid, pays nobody, not even the Emperor, "
     "and an ally cannot add spice to it."},
    {"boundary.ally_cooccupation", "basic", "GF9 Rulebook 2019 p.12; FAQ Nov 2020 p.2 (cases not covered)",
     Boundary,
     "Ally co-occupation edge cases are decided in alliance.no_exit, alliance.split_moves and "
     "alliance.mixed_cohorts; worm rides into allied territory are not implemented."},
    {"boundary.hajr_range", "basic", "Landsraad rules 3.01.09, 1.06.05.04 (case not covered)", Boundary,
     "Range is recomputed at the start of each move, so a Hajr second move has range 3 if the first move "
     "ended in Arrakeen or Carthag."},
    {"boundary.fremen_send_range", "basic", "GF9 Rulebook 2019 p.16 (case not covered)", Boundary,
     "The Great Flat itself is at distance 0 and the distance is counted on the map ignoring the storm; "
     "only the destination sector must be clear of storm."},
    {"boundary.advisor_triggers", "basic", "GF9 Rulebook 2019 p.18", Boundary,
     "The spiritual advisor follows any other faction's shipment from reserves onto Dune, Karama "
     "Guild-rate ones included; not Fremen sends, cross-ships or Guild returns to reserves."},
    {"boundary.atomics_storm", "basic",
     "GF9 Q&A via ultraboardgames faq.php (Treachery Cards); Landsraad rules 3.01.07", Boundary,
     "Family Atomics needs forces on the Shield Wall or in any adjacent territory; the engine ignores the "
     "storm for this (no 'no storm between' check), following the Q&A that allows use with the Wall or the "
     "adjacent territory in storm."},
    {"boundary.weather_timing", "basic", "Landsraad rules 3.01.23 (case not covered)", Boundary,
     "Weather Control is offered before the storm dials are set, and if played no dials are set; the AH "
     "clarifications put it after the reveal."},
    {"boundary.traitor_lasgun", "basic",
     "GF9 Rulebook 2019 p.11; Landsraad rules 1.07.06.07.01-03 (case not covered)", Boundary,
     "A traitor call resolves before Lasgun and Shield, so no explosion happens and other factions' forces "
     "survive; with two traitors both sides lose everything there but third parties are untouched."},
    {"boundary.truthtrance_questions", "basic", "FAQ Nov 2020 p.8 (case not covered)", Boundary,
     "Only questions about the present state that the engine can verify are allowed, answered at once; "
     "several Truthtrances resolve in the order played."},
    {"boundary.own_traitor", "basic", "GF9 Rulebook 2019 p.6 (case not covered)", Boundary,
     "A player dealt its own leader as a traitor card gets no redraw and may even keep it, uselessly."},
    {"boundary.cheap_hero_forced", "basic", "Landsraad rules 3.01.04 Cheap Hero", Boundary,
     "A player with no available leader who holds a Cheap Hero must play it, as the text forces."},
    {"boundary.choam_amount", "basic",
     "GF9 Rulebook 2019 p.8; Landsraad rules 1.03.01 (GF9 wording unverified)", Boundary,
     "Charity tops the player up to 2 (1 spice gets +1), not a flat +2."},
    // 15. Advanced
    {"adv.bribery", "advanced", "FAQ Nov 2020 p.1; FAQ 2019 p.1; Landsraad rules 1.12.00-05", Implemented,
     "Any time after setup a player may give another player spice as a bribe (bribe: target, amount). It "
     "waits in front of the receiver's shield, public and unspendable, and goes behind the shield at the "
     "start of the Mentat Pause. A bribe cannot take spice a standing high bid needs (the bidder's and its "
     "paying ally's). No bribe to one's ally: allies may not give each other spice (Landsraad rules "
     "1.10.02.04, 1.12.00). What a bribe buys is table talk the engine does not enforce (alliance.deals)."},
    {"adv.victory.most_strongholds", "advanced", "Revised Rulebook v2.3 (Winning the Game)", Implemented,
     "Advanced: when several unallied players or alliances qualify at one Mentat Pause, the one with the "
     "most strongholds wins and a tie shares the win; the Bene Gesserit prediction is checked against all "
     "winners. With the five base strongholds, which no two parties can share, two parties cannot "
     "qualify at once; the rule takes effect when expansions add strongholds."},
    {"boundary.shared_win_replay", "advanced", "Revised Rulebook v2.3 (Winning the Game)", Boundary,
     "v2.3 lets tied winners agree to play another turn instead of sharing; the engine has no vote for "
     "it and the win is shared."},
    {"adv.double_spice_blow", "advanced",
     "GF9 Double Spice Blow text via ultraboardgames advanced-rules.php; Landsraad rules 1.13.02; Revised "
     "Rulebook v2.3; page unverified",
     Implemented,
     "Two Spice Blows each turn, onto discard piles A and B, each resolved as in Basic against its own pile: "
     "a Shai-Hulud devours in the territory of the topmost territory card of its own pile and cards are "
     "revealed until a territory card appears. A Shai-Hulud on pile A brings its Nexus (and worm ride) "
     "before the card for pile B is revealed; one on pile B brings a second Nexus. Turn 1: both blows place "
     "spice, Shai-Hulud cards are set aside and shuffled back after both; no Nexus. Pile B is public."},
    {"adv.spice_deck_reshuffle", "advanced", "Landsraad rules 1.13.03 (Spice Deck Reshuffle)", Implemented,
     "When the spice deck runs out in the Advanced game, the cards under pile A's topmost territory card "
     "and all of pile B are shuffled to form the new deck; pile A keeps its topmost territory card (and "
     "any Shai-Hulud above it), so a later Shai-Hulud on pile A still finds it. Basic shuffles its one "
     "pile whole."},
    {"adv.increased_spice_flow", "advanced",
     "GF9 Rulebook 2019 p.13 (Increased Spice Flow); Revised Rulebook v2.3", Implemented,
     "At Spice Collection each occupant of Arrakeen and each occupant of Carthag collects 2 spice from the "
     "Bank, the occupant of Tuek's Sietch 1; occupation counts only at the time of collection, and a player "
     "occupying two of them collects for each. An occupant is a faction with forces there ('each "
     "occupant': two factions in one stronghold both collect); Bene Gesserit advisors do not occupy. Paid "
     "before the forces' own collection, in storm order."},
    {"adv.bg.charity", "advanced", "GF9 Rulebook 2019 p.18 (Bene Gesserit sheet, Advanced)", Implemented,
     "Advanced: the Bene Gesserit receive 2 spice of CHOAM Charity every turn whatever they hold, without "
     "claiming it (a flat 2, not a top-up; the Basic claim rule is unchanged for everyone else)."},
    // Advanced battle (engine/rules/phases/battle.cpp, revival.cpp, anytime.cpp).
    {"adv.spice_dialing", "advanced", "GF9 Rulebook 2019 p.13 Advanced combat; Revised Rulebook v2.3",
     Implemented,
     "A battle plan names the forces dialed (dial; elite: how many of them are Sardaukar/Fedaykin) and the "
     "spice supporting them (spice, at most one per force, from the fighter's own spice). A supported "
     "force counts full strength, an unsupported one half (totals in half points; ties to the "
     "aggressor). The winner loses exactly the forces it dialed, so it chooses its casualties. Sealed "
     "with the rest of the plan."},
    {"adv.spice_dialing.payment", "advanced", "GF9 Rulebook 2019 p.13 Advanced combat; FAQ Nov 2020",
     Implemented,
     "Dialed spice goes to the Spice Bank from winner and loser; when a traitor is called the winner pays "
     "none (the loser pays). Allies may not pay for each other's spice dialing (FAQ)."},
    {"adv.spice_dialing.no_winner", "advanced", "GF9 Rulebook 2019 p.13 (case not covered)", Boundary,
     "With a lasgun/shield explosion or two traitors there is no winner to excuse, so both sides pay their "
     "dialed spice to the Spice Bank. A side that no longer holds all its dialed spice when the battle "
     "resolves (it gave spice away meanwhile) pays what it holds and keeps the strength it dialed."},
    {"adv.spice_dialing.elite_choice", "advanced",
     "GF9 Rulebook 2019 pp.16,19 faction sheets (case not covered)", Boundary,
     "Spice supports the strongest dialed forces first (elite before normal). An elite force dialed counts "
     "2 and is one of the forces lost if its side wins, which is how an elite force takes two losses."},
    {"adv.spice_dialing.advisors", "advanced", "GF9 Rulebook 2019 p.18", Implemented,
     "Bene Gesserit advisors (their special forces) are not dialed and are not lost by a losing Bene "
     "Gesserit; a lasgun/shield explosion still destroys them."},
    {"adv.fremen.battle_hardened", "advanced", "GF9 Rulebook 2019 p.16 Fremen sheet", Implemented,
     "Fremen forces count full strength without spice; a Fremen plan may not name spice."},
    {"adv.fremen.fedaykin_battle", "advanced", "GF9 Rulebook 2019 p.16 Fremen sheet", Implemented,
     "Fedaykin count double in battle (and as two losses); at most 1 Fedaykin revived per turn, by any means "
     "(normal revival, free revival or Tleilaxu Ghola)."},
    {"adv.karama_powers", "advanced", "GF9 Rulebook 2019 p.14 Karama; faction sheets", Implemented,
     "Each faction's once-a-game special Karama power (Player.karamaPowerUsed, public): adv.karama.atreides, "
     "adv.karama.emperor, adv.karama.harkonnen and adv.karama.fremen are implemented, adv.karama.bg is the "
     "Worthless-as-Karama rule, and the Guild's (adv.karama.guild) is a source boundary."},
    {"adv.karama.atreides", "advanced", "GF9 Rulebook 2019 p.17 Atreides sheet", Implemented,
     "In the prescience window of their own battle the Atreides may play Karama (prescience with karama) "
     "to see the opponent's entire battle plan, which is committed first; shown to the Atreides only. Once "
     "a game, in place of the prescience question."},
    {"adv.karama.atreides_timing", "advanced",
     "GF9 Rulebook 2019 p.17; FAQ Nov 2020 p.7 (timing not covered)", Boundary,
     "Following boundary.karama_timing, the Atreides Karama power is offered only in the prescience window "
     "of a battle the Atreides fight (not an ally's), replacing the question; if a Karama stopped "
     "prescience this phase there is no window, so the power cannot be used in that battle."},
    {"adv.karama.emperor", "advanced", "GF9 Rulebook 2019 p.19 Emperor sheet", Implemented,
     "During Revival the Emperor may play Karama (revive with karama) to revive up to 3 forces or 1 leader "
     "free, once a game, beside the normal revival."},
    {"adv.karama.emperor_limits", "advanced", "GF9 Rulebook 2019 p.19 (case not covered)", Boundary,
     "The Karama revival keeps the other revival rules: a leader only when leader revival is open, at most "
     "1 Sardaukar a turn; it is used while the Emperor's Revival decision is open."},
    {"adv.karama.harkonnen", "advanced", "GF9 Rulebook 2019 p.17 Harkonnen sheet", Implemented,
     "Once a game the Harkonnen may play Karama (karama_take_hand) to take another player's whole hand of "
     "treachery cards, then give back as many cards of their choice (karama_give_card, one card each, "
     "taken cards included). The give-back is a Game-level decision (karama_give_back, Game.handSwapTarget "
     "/ handSwapOwed): while it is open it is the only decision in any phase and every other action, "
     "bribes and cards played at any time included, is refused. The Harkonnen may exceed the hand limit "
     "only until they have given back; both hands end at their former size (the Harkonnen one less, the "
     "Karama). The cards that moved are known to the two players only (HeldCard.knownBy); the others see "
     "the counts."},
    {"adv.karama.harkonnen_timing", "advanced",
     "Landsraad rules 1.14.04 (during the Bidding Phase); GF9 Rulebook 2019 p.17 (case not covered); older "
     "sheet text: any number of cards up to the whole hand",
     Boundary,
     "Played during the Bidding phase (refused in other phases), at any point of it the engine waits for a "
     "decision, except while the Harkonnen or the target holds a high bid backed by Karama. The whole hand "
     "is always taken (the 2019 sheet's reading); the Harkonnen take it without looking but then see it, "
     "so the cards are not drawn at random."},
    {"adv.karama.fremen", "advanced", "GF9 Rulebook 2019 p.16 Fremen sheet; FAQ Nov 2020 (Karama sandworm)",
     Implemented,
     "Once a game the Fremen may play Karama (karama_worm) to place the sandworm token in any sand "
     "territory: treated as a normal sandworm, it devours all spice and all forces there except the "
     "Fremen's (and their ally's, whom the Fremen protect). Per the FAQ it does not signal a Nexus, so "
     "there is no worm ride."},
    {"adv.karama.fremen_timing", "advanced",
     "Landsraad rules 1.14.03 (during Spice Blow and Nexus Phase, after turn 1); GF9 Rulebook 2019 p.16 "
     "(window not covered)",
     Boundary,
     "Played during the Spice Blow and Nexus phase after turn 1, refused in other phases. The engine "
     "resolves the spice blow without a window for play, so the phase offers the Fremen a moment to play "
     "it only while it waits for a decision: a Nexus, or a later Shai-Hulud waiting for them to place it "
     "(adv.fremen.sandworms). No extra prompt is added every turn: it would ask the Fremen whether they "
     "play a card they may not hold."},
    {"adv.karama.advanced_advantages", "advanced", "FAQ Nov 2020 p.7; GF9 Rulebook 2019 pp.16-19",
     Implemented,
     "In the Advanced game a Karama may also stop an Advanced advantage for the rest of the Battle phase: "
     "the Kwisatz Haderach (a plan may not name it; one already sealed no longer counts), the Harkonnen "
     "capture, Sardaukar or Fedaykin counting double (they count single), and the Fremen battle hardening "
     "(Fremen forces then need spice like others and may be supported by it). A battle already resolved "
     "is not changed. In the Spice Blow a Karama may stop the Fremen placing a later Shai-Hulud "
     "(fremen_sandworms, adv.fremen.sandworms). These targets are refused in a Basic game. The Fremen look "
     "at the next storm card "
     "is not a Karama target here (boundary.weather_storm_card)."},
    {"adv.karama.guild", "advanced", "GF9 Rulebook 2019 p.19 Guild sheet; Landsraad rules 1.14.05",
     Implemented,
     "Once a game, during Shipment and Movement, the Guild may play Karama (karama_cancel_shipment, target) "
     "to cancel one off-planet shipment of any one player: that player's shipment from its reserves is "
     "refused for the rest of the phase (a cross-shipment on the board is not off-planet). The Fremen, who "
     "have no off-planet reserves, cannot be named. Timing: adv.guild.karama_stop_shipment."},
    {"adv.karama.bg", "advanced", "GF9 Rulebook 2019 p.18 Bene Gesserit sheet", Implemented,
     "The Bene Gesserit use Worthless cards as Karama: see adv.bg.worthless_karama."},
    {"adv.atreides.kwisatz", "advanced", "GF9 Rulebook 2019 p.17 Atreides sheet", Implemented,
     "Atreides forces lost in battles are counted (public); from 7 the Kwisatz Haderach may accompany an "
     "Atreides leader or Cheap Hero (battle plan kwisatz_haderach) for +2 if it survives, in one territory "
     "per turn: again in further battles there, not elsewhere (Landsraad rules 2.01.11); that leader "
     "cannot be called traitor. The token returns after battle unless a lasgun/shield explosion happens "
     "where it fought: then it goes to the Tanks."},
    {"adv.atreides.kwisatz_revival", "advanced", "GF9 Rulebook 2019 p.17 Atreides sheet (cost not stated)",
     Boundary,
     "The Kwisatz Haderach in the Tanks is revived like a leader: for 2 spice (its +2), as the turn's one "
     "leader revival, when every Atreides leader is in the Tanks or has died once. A Tleilaxu Ghola does not "
     "revive it."},
    // Advanced Bene Gesserit advisors and fighters (shipment and movement helper).
    {"adv.bg.advisors", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Revised Rulebook v2.3",
     Implemented,
     "In Advanced the Bene Gesserit forces on the board are fighters or advisors (Forces.special). The "
     "sub-rules adv.bg.* below give each part; the starting advisor and the automatic charity belong to "
     "setup/charity."},
    {"adv.bg.presence", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4", Implemented,
     "Advisors coexist: they do not count for presence, occupancy or stronghold control (victory), the "
     "two-factions stronghold limit, battles, ornithopters or spice collection; storm, worms and "
     "explosions still kill them and they count for force conservation. common.hpp's present_in, "
     "factions_present, forces_in, occupies and strongholds_occupied count fighting forces only."},
    {"adv.bg.spiritual_advisor", "advanced", "GF9 Rulebook 2019 p.18", Implemented,
     "When another faction ships from off-planet the free force may go to the Polar Sink or, as an "
     "advisor, to the location that faction shipped into (send_advisor with 'to'); it takes the "
     "stance the Bene Gesserit already have there."},
    {"adv.bg.stance", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4; Landsraad rules 2.02.13-2.02.20",
     Implemented,
     "Bene Gesserit forces in one territory share one stance: forces shipped or moved in take the stance "
     "already there (Adaptive Force); a moving group keeps its own stance where it finds none, except "
     "that advisors moved where nobody is become fighters (Enlistment). A normal shipment lands fighters "
     "(ship as_advisors is refused, Fighters); it joins advisors already there as advisors "
     "(boundary.bg_arrival_stance). Advisors arriving in the ally's territory are not refused."},
    {"adv.bg.take_up_arms", "advanced", "GF9 Rulebook 2019 p.18; Landsraad rules 2.02.16, 2.02.18-19",
     Implemented,
     "Take Up Arms: advisors moved into a territory another faction occupies, where the Bene Gesserit have "
     "no forces, may become fighters as they arrive (move take_up_arms), within the stronghold limit, not "
     "beside the ally (Peacetime) and not under the storm (Stormed In). Without it they stay advisors."},
    {"boundary.bg_arrival_stance", "advanced",
     "GF9 Rulebook 2019 p.18 (Landsraad rules 2.02.11, 2.02.13); FAQ Nov 2020 p.4 (seed "
     "ALLIED_TRANSIT_RULES)",
     Boundary,
     "The sheet forbids a spiritual advisor where the Bene Gesserit have fighters and a shipment where they "
     "have advisors; the later FAQ says incoming Bene Gesserit tokens take the stance already there. The "
     "engine follows the FAQ: both arrivals are allowed and take the existing stance (the advisor becomes "
     "a fighter beside fighters; the shipment becomes advisors beside advisors)."},
    {"adv.bg.intrusion", "advanced", "GF9 Rulebook 2019 p.18", Implemented,
     "When a faction not allied with the Bene Gesserit ships or moves into a territory holding Bene "
     "Gesserit fighters, the Bene Gesserit decide (bg_flip decision: send_advisor naming that "
     "territory, or pass) whether they all become advisors, before the entering player goes on."},
    {"adv.bg.wartime", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4", Implemented,
     "Before the first shipment of the phase the Bene Gesserit may flip all advisors of a territory to "
     "fighters, territory by territory (bg_flip decision: send_advisor naming a location there; pass "
     "ends it); not where their ally has forces (Peacetime) and not under the storm (Stormed In)."},
    {"adv.bg.stewards", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4", Implemented,
     "Advisors alone in a territory become fighters, unless under the storm. Checked at the start of "
     "Shipment and Movement, after every shipment, advisor and move, and at the phase's end (so before "
     "the Battle phase)."},
    {"adv.bg.worthless_karama", "advanced", "GF9 Rulebook 2019 p.18 (Bene Gesserit Karama)", Implemented,
     "The Bene Gesserit may use a Worthless card as a Karama card (bidding Karama, Karama stop, Karama "
     "Guild-rate shipment): common.hpp usable_as_karama / held_karama."},
    {"adv.bg.boundary", "advanced", "GF9 Rulebook 2019 p.18; FAQ Nov 2020 p.4 (cases not covered)", Boundary,
     "Advisors move and pass under the same two-factions stronghold limit as fighters (only a shipment "
     "joining advisors ignores it). Intrusion is offered after shipments and moves in this phase only "
     "(not worm rides). Universal Stewards is not applied during the Battle phase itself. A Karama "
     "cannot stop Wartime, Intrusion or the Guild timing: they have no Advantage entry (karamaStops "
     "is 16 bits, 15 used)."},
    {"adv.emperor.sardaukar", "advanced", "GF9 Rulebook 2019 pp.13,19 Emperor sheet", Implemented,
     "Battle part: Sardaukar count double in battle and as two losses, single against the Fremen; at most "
     "1 Sardaukar revived per turn by any means. (Starting Sardaukar: setup helper's area.)"},
    {"adv.fremen.all", "advanced", "GF9 Rulebook 2019 p.16", Implemented,
     "Fremen Advanced abilities, split into adv.fremen.*: storm deck (adv.fremen.storm_deck), storm losses "
     "(adv.fremen.storm_losses), storm migration (adv.fremen.storm_migration), starting Fedaykin "
     "(adv.setup.elite_forces), Fedaykin in battle and revival (adv.fremen.fedaykin_battle), battle "
     "hardened (adv.fremen.battle_hardened) and placing later sandworms (adv.fremen.sandworms)."},
    {"adv.fremen.storm_deck", "advanced",
     "GF9 Rulebook 2019 p.16 (Fremen sheet, Storm Rule); Dune Player Aid 2019 v1.6 (Storm, Advanced); "
     "Revised Rulebook v2.3",
     Implemented,
     "With the Fremen in the game, after turn 1 the storm moves by a storm card (1-6) instead of the dials. "
     "The deck is the six cards 1-6: at the end of every Storm phase (from turn 1) the Fremen draw one at "
     "random and only the Fremen seat sees it; the next Storm phase reveals it and moves the storm by it, "
     "and "
     "it is shuffled back before the next draw. Without the Fremen the dials are used as in Basic."},
    {"boundary.weather_storm_card", "advanced", "GF9 Rulebook 2019 pp.16,19 (case not covered)", Boundary,
     "Weather Control is still offered before the storm card is revealed; if it is played the storm moves by "
     "Weather Control, the Fremen's card is not revealed, goes back into the deck, and a new card is drawn "
     "as "
     "in every Storm phase. A Karama stopping the Fremen's look at the next card is not modelled."},
    {"adv.fremen.storm_losses", "advanced", "GF9 Rulebook 2019 p.16 (Fremen sheet); Landsraad rules 2.04.16",
     Implemented,
     "Advanced: of the Fremen forces the storm catches in a territory only half die, rounded up (of 5, 3 "
     "die). Fremen the storm landed on last turn do not lose half again when it moves on: the sector it "
     "starts in does not count for them. Basic is unchanged: the Fremen lose all (storm.fremen_losses). "
     "Shipping into the storm at half loss: adv.fremen.storm_migration."},
    {"boundary.fremen_storm_half", "advanced", "GF9 Rulebook 2019 p.16 (case not covered)", Boundary,
     "The half is counted per territory over all its sectors the storm catches (Fedaykin count as one "
     "force each), rounded up; normal forces die before Fedaykin, earlier sectors first; the Fremen are "
     "not asked which."},
    {"adv.fremen.storm_migration", "advanced", "GF9 Rulebook 2019 p.16 (Fremen sheet, Storm Migration)",
     Implemented,
     "Advanced: the Fremen may send reserves into a sector in storm, at half loss: half the forces sent, "
     "rounded up as for Fremen storm losses (adv.fremen.storm_losses), go to the Tanks at once, normal "
     "forces before Fedaykin (boundary.fremen_storm_half). Basic refuses any shipment into the storm."},
    {"adv.fremen.sandworms", "advanced",
     "GF9 Rulebook 2019 p.16 (Fremen sheet, Sandworms); Landsraad rules 2.04.15; Revised Rulebook v2.3 "
     "(Fremen, Sandworms)",
     Implemented,
     "Advanced, with the Fremen in the game, after turn 1: every Shai-Hulud after the first of a spice "
     "blow is placed by the Fremen in any sand territory they choose (a worm_placement decision, answered "
     "by place_worm or by a pass that leaves it where the deck puts it: the territory of its pile's "
     "topmost territory card). It devours there as a Shai-Hulud does: all spice, and all forces but the "
     "Fremen's and their protected ally's; Fremen there may ride it when the Nexus ends. The blow waits "
     "for the decision, then goes on. The first Shai-Hulud of each blow appears as usual. A Karama may "
     "stop the advantage while the decision is open (fremen_sandworms; FAQ Nov 2020 p.7): the worm then "
     "appears where the deck puts it. The Fremen Karama sandworm is a different power "
     "(adv.karama.fremen)."},
    {"boundary.fremen_sandworms_per_blow", "advanced",
     "GF9 Rulebook 2019 p.16 (Fremen sheet, Sandworms: \"after the first sandworm in a Spice Blow\"); "
     "p.13 Double Spice Blow (case not covered)",
     Boundary,
     "With the double spice blow, the sheet does not say whether \"the first sandworm in a Spice Blow\" "
     "counts per pile or per phase. The engine counts per pile: each of the two blows is a spice blow with "
     "its own discard pile and its own first Shai-Hulud, which appears where its pile says; only later "
     "ones in the same pile are the Fremen's to place."},
    {"adv.setup.elite_forces", "advanced", "GF9 Rulebook 2019 pp.16,19 (Emperor and Fremen sheets)",
     Implemented,
     "Advanced: the Emperor's 20 forces are 15 normal and 5 Sardaukar, the Fremen's 17 normal and 3 Fedaykin "
     "(Forces.special), all in reserve at the start. The Fremen may place Fedaykin among their 10 starting "
     "forces (PlaceFremen fedaykin_* counts)."},
    {"adv.ship_move.elite_choice", "advanced",
     "GF9 Rulebook 2019 pp.9-10 (shipment, movement), p.16 Fremen sheet, p.19 Emperor sheet", Implemented,
     "A shipment, cross-shipment, move or worm ride of forces names how many of them are Sardaukar or "
     "Fedaykin (elite), since the rules ship and move forces without an order among them: at most the "
     "elite forces at the source, the rest normal forces held there. Left out, normal forces go first "
     "and elite ones only for the rest (how stored games replay). In the Basic game the starred tokens "
     "are ordinary forces, so no elite force is named; the Bene Gesserit's advisors are not elite."},
    {"adv.setup.bg_advisor", "advanced", "GF9 Rulebook 2019 p.18 (Bene Gesserit sheet, Advanced)",
     Implemented,
     "Advanced: after the Fremen place, the Bene Gesserit place their one starting force as an advisor in "
     "any territory and sector of their choice (a send_advisor decision during setup) instead of in the "
     "Polar Sink; alone in that territory it is a fighter (Landsraad rules 2.02.08)."},
    {"adv.harkonnen.capture", "advanced", "GF9 Rulebook 2019 p.17 Harkonnen sheet", Implemented,
     "After each Harkonnen win one of the loser's leaders is drawn at random (alive, not held captive, not "
     "used in another territory this turn; the one that just fought may be drawn). The Harkonnen decide "
     "(Capture decision, keep_cards with keep_leader): kill it for 2 spice from the bank (it goes face "
     "down to its owner's Tanks, Landsraad rules 2.05.10.02, revived only as a face-down leader is) or keep "
     "it. A kept leader may be fielded by the Harkonnen, not by its owner; after "
     "one battle it returns to its owner (if alive); all captives return when every Harkonnen leader is in "
     "the Tanks. Public."},
    {"adv.harkonnen.capture_traitor", "advanced", "GF9 Rulebook 2019 p.17 (case not covered)", Boundary,
     "A captive fielded by the Harkonnen can be called traitor by whoever holds its traitor card; a captive "
     "killed in battle earns its strength to the winner as any leader and goes to its owner's Tanks."},
    {"adv.guild.timing", "advanced", "GF9 Rulebook 2019 p.19; Revised Rulebook v2.3", Implemented,
     "In Advanced the Guild may take its Shipment and Movement turn before any player's turn: before each "
     "turn it has a guild_timing decision, answered by shipping (or, shipping nothing, moving) now, or "
     "pass to wait; at its own place passing waits; if it is still waiting when all others are done it "
     "acts last. Storm order is otherwise unchanged."},
    {"adv.guild.karama_stop_shipment", "advanced",
     "GF9 Rulebook 2019 p.19; Landsraad rules 1.14.05 (window not covered)", Boundary,
     "The Guild name the player before that player ships (at any moment of the phase before its shipment "
     "is made or passed), not after: a window after every shipment would tell the table whether the Guild "
     "hold a Karama (boundary.karama_timing). A shipment already made stands."},
    {"adv.alliance.separation", "advanced",
     "Revised Rulebook v2.3 p.15 (physical PDF page), Q&A p.40; ALLIED_TRANSIT_RULES 1 October cutover",
     Implemented,
     "At the end of each player's own Shipment and Movement, its forces (elite included) in every territory "
     "except the Polar Sink where it and its ally both have fighting forces go to the Tanks: no waiting "
     "for the ally's turn, no formation-turn exemption; advisors trigger nothing either way; BG fighters "
     "are not exempt. Ending the turn stays legal with no escape. The acting seat's view carries "
     "advancedAllySeparation {territories} (null otherwise). The allied-entry guard is kept. Basic keeps "
     "the delayed separation (move.allies_end_together)."},
    // Ixians & Tleilaxu House Expansion (2020): variants and treachery cards. Page numbers of the
    // expansion rulebook are second-hand "(2h)" (docs/expansions/IXIANS_TLEILAXU.md section 0); card
    // faces as listed by reference/rules-facts.md (DB ExpansionTreacheryCards.csv) and
    // reference/cards-and-factions.md. The rows apply in Basic and Advanced.
    {"ix.variants.selection", "basic",
     "GF9 Ixians & Tleilaxu rulebook 2020 p.4 (2h); docs/expansions/IXIANS_TLEILAXU.md rows 1-2", Implemented,
     "A setup names the expansion variants it uses (`dune variants` lists their keys); none is on by "
     "default and a game without variants is the base game. An unknown key, or a variant without one it "
     "needs, is refused with a sentence naming it. Snapshots carry the list; older snapshots load with "
     "none."},
    {"ix.card.deck", "basic", "GF9 Ixians & Tleilaxu rulebook 2020 p.4 (2h: 14 cards, deck 47)", Implemented,
     "The variant it_treachery shuffles the expansion's 14 treachery cards into the base 33 (deck 47): "
     "Poison Blade, Hunter-Seeker, Basilia Weapon, Weirding Way, Shield Snooper, a Shield, a Snooper, "
     "Chemistry, Artillery Strike, Kull Wahad, Thumper, Harvester, Poison Tooth and Amal. Every card is in "
     "exactly one place (deck, discard pile or a hand), as the invariant checks."},
    {"ix.card.poison_blade", "basic", "Poison Blade card face (E1); reference/rules-facts.md", Implemented,
     "Weapon played in the battle plan that counts as both a projectile and a poison weapon: it kills the "
     "opposing leader unless that leader has a defense of both kinds (Shield Snooper); a Shield or a "
     "Snooper alone does not stop it. The winner may keep it."},
    {"ix.card.hunter_seeker", "basic", "Hunter-Seeker card face (E1); reference/rules-facts.md", Implemented,
     "A projectile weapon like the base ones: a projectile defense stops it; the winner may keep it."},
    {"ix.card.basilia_weapon", "basic", "Basilia Weapon card face (E1); reference/rules-facts.md",
     Implemented, "A poison weapon like the base ones: a poison defense stops it; the winner may keep it."},
    {"ix.card.weirding_way", "basic", "Weirding Way card face (E1); reference/rules-facts.md", Implemented,
     "In the weapon slot a projectile weapon. In the defense slot, only with another weapon in the weapon "
     "slot, it protects as a projectile defense (boundary.it_weirding_way_defense, "
     "boundary.it_slot_partner). "
     "The winner may keep it."},
    {"ix.card.shield_snooper", "basic",
     "Shield Snooper card face (E1); Landsraad rules 3.01 Lasgun entry; reference/rules-facts.md",
     Implemented,
     "A defense counting as both a Shield and a Snooper: it stops projectile and poison weapons, Poison "
     "Blade included, and as a Shield it explodes with a Lasgun. The winner may keep it."},
    {"ix.card.shield", "basic", "E1 component list (2h); reference/rules-facts.md (+1 Shield)", Implemented,
     "A fifth Shield, identical to the base ones."},
    {"ix.card.snooper", "basic", "E1 component list (2h); reference/rules-facts.md (+1 Snooper)", Implemented,
     "A fifth Snooper, identical to the base ones."},
    {"ix.card.chemistry", "basic", "Chemistry card face (E1); reference/rules-facts.md", Implemented,
     "In the defense slot a poison defense. In the weapon slot, only with another defense in the defense "
     "slot, it kills as a poison weapon (boundary.it_slot_partner). The winner may keep it."},
    {"ix.card.artillery_strike", "basic",
     "Artillery Strike card face (E1); reference/rules-facts.md (discarded after use)", Implemented,
     "Weapon played in the battle plan: it kills both leaders, each protected by its own projectile "
     "defense (a Shield); no spice is paid for a leader it kills; surviving leaders add nothing and the "
     "higher dial wins (ties to the aggressor as always). It is discarded after the battle even by the "
     "winner. A Lasgun with a Shield still explodes first."},
    {"ix.card.kull_wahad", "basic", "Kull Wahad card face (E1: worthless); DB ExpansionTreacheryCards.csv",
     Implemented, "A sixth worthless card: it has no value and leaves a hand only in a battle plan slot."},
    {"ix.card.poison_tooth", "basic",
     "Poison Tooth card face (E1); IXIANS_TLEILAXU.md row 45 (TO #37 and TreacheryCard.CounteredBy: only "
     "Chemistry stops it); reference/rules-facts.md (discarded after use)",
     Implemented,
     "Weapon played in the battle plan that kills both leaders; no Snooper stops it (nor a Shield Snooper, "
     "nor a Shield): only Chemistry in a side's defense slot protects that side's leader. Spice for killed "
     "leaders is paid as usual. After the plans are revealed (before traitors) its owner is asked whether "
     "to use it (pass) or not (withhold_poison_tooth); the plans are public, so the question names no "
     "secret. Used, it is discarded even by the winner; withheld, it kills nobody and a winning owner may "
     "keep it. Voice names no class of it (boundary.it_cards_voice)."},
    {"ix.card.harvester", "basic",
     "Harvester card face (E1); IXIANS_TLEILAXU.md row 51 (TO #41, MA 5.3, DB SpiceBlowAndNexus: not in "
     "storm)",
     Implemented,
     "Special card. Right after each spice blow's territory card that placed spice (not one in storm), every "
     "player is asked whether it plays Harvester (so the question reveals no holder) while the card is in "
     "the game and not discarded; played, that blow places its amount again (double spice). The blow's "
     "Nexus or the next pile waits for the answers. Discarded."},
    {"ix.card.thumper", "basic",
     "Thumper card face (E1); IXIANS_TLEILAXU.md row 52 (TO #42, MA 5.3, DB SpiceBlowAndNexus: from turn 2)",
     Implemented,
     "Special card. From turn 2, at the start of the Spice Blow phase, every player is asked whether it "
     "plays "
     "Thumper (so the question reveals no holder) while the card is in the game and not discarded. Played, "
     "it replaces revealing a card: Shai-Hulud devours in the territory of the topmost territory card of the "
     "discard pile, cards are revealed until a territory card appears, and a Nexus follows. Discarded."},
    {"boundary.it_thumper_pile_b", "basic", "Thumper card face (E1: start of the phase; case not covered)",
     Boundary,
     "Advanced double spice blow: the card says the start of the Spice Blow phase, so the engine offers "
     "Thumper before the blow of pile A only, not again before pile B after pile A's Nexus (DB offers it "
     "before each pile)."},
    {"ix.card.amal", "basic",
     "Amal card face (E1); IXIANS_TLEILAXU.md row 53 (TO #43 and AmalPlayed: half of each faction's spice, "
     "rounded up; MA 5.3; DB \"Special\"); GF9 Rulebook 2019 p.5 (the phases of a turn)",
     Implemented,
     "Special card. At the beginning of each phase of the turn (Storm, Spice Blow, CHOAM Charity, Bidding, "
     "Revival, Shipment and Movement, Battle, Spice Collection, Mentat Pause; the Nexus belongs to the "
     "Spice Blow), while the card is in the game and not discarded, every player holding at least one "
     "treachery card is asked whether it plays Amal (hand sizes are public, so the question reveals no "
     "holder) before the phase's first step. Played, every faction, its player included, loses half the "
     "spice behind its shield, rounded up, to the Bank; the card is discarded and the phase begins."},
    // The rows below are not in the engine yet (no variant selects them); they are split as
    // docs/expansions/IXIANS_TLEILAXU.md numbers them (rows 37-40, 57, 58).
    {"ix.tech.assignment", "basic",
     "E1 p.5 (2h); MA 8.1; TO StormDialled; DB TechToken setup; IXIANS_TLEILAXU.md row 37", Implemented,
     "Variant it_tech_tokens. Three public technology tokens: Axlotl Tanks, Heighliners, Spice Production. "
     "When the first turn's Storm phase ends, the Tleilaxu take Axlotl Tanks, the Ixians Heighliners and the "
     "Fremen Spice Production if seated; each other token is dealt at random (the game's seeded generator) "
     "to a faction owning none, one each, in storm order from the First Player. A token left over when "
     "every seat owns one stays out of the game. Owners are public (view tech_tokens)."},
    {"ix.tech.income", "basic",
     "E1 p.5 (2h); MA 8.1; TO EndPhase; DB TechToken; IXIANS_TLEILAXU.md row 38 and boundary 12.18",
     Implemented,
     "A token is triggered in its phase by any faction but one, its owner included (MA 8.1 \"including "
     "you\"; E1 and DB name only the excluded faction): Axlotl Tanks in Revival when a faction other than "
     "the Tleilaxu revives forces of which some are free; Heighliners in Shipment and Movement when a "
     "faction other than the Guild ships from its reserves (not the Fremen send, not a cross-ship or a "
     "shipment back to reserves: boundary 12.18); Spice Production in CHOAM Charity when a faction other "
     "than the Bene Gesserit claims charity. At the end of that phase the owner of each triggered token "
     "receives from the Bank 1 spice per token it owns, once per token and phase."},
    {"ix.tech.battle_transfer", "basic", "MA 8.1, 6.1; TO BattleConcluded; IXIANS_TLEILAXU.md row 39",
     Implemented,
     "The winner of a battle takes one of the loser's tokens: at once if the loser owns one, by the "
     "winner's tech_token decision (take_tech_token, no pass) if several. It is settled after the winner "
     "keeps its cards, before any after-losses window (Ixian Suboid substitution) and any Face Dancer "
     "reveal, which leaves the winner the token. A traitor's caller is the winner and takes a token; a "
     "Lasgun-Shield explosion or two traitors leave no winner and no token moves."},
    {"ix.tech.victory", "basic",
     "E1 p.4 (2h); E3 p.15 (2h); MA 8.1; TO Game_Contemplate; IXIANS_TLEILAXU.md row 40", Implemented,
     "In the Mentat Pause a faction owning all three tokens counts one stronghold more toward the stronghold "
     "victory; allies do not pool tokens: an alliance counts it when one member owns all three. The count "
     "of strongholds after the last turn (no special victory) includes it too."},
    {"ix.boundary.heighliner_worm", "basic", "IXIANS_TLEILAXU.md boundary 12.18; DB shipment code", Boundary,
     "Which arrivals trigger Heighliners: (a) only shipments from reserves by the Guild's ships, or (b) any "
     "arrival from off-planet (the Fremen send, worm rides, card effects). The engine takes choice (a), as "
     "DuneBot does: a shipment from reserves by a faction other than the Guild, not the Fremen send."},
    {"ix.sandtrout.card", "basic",
     "E1 p.4 (2h); E1 p.11 FAQ (2h); MA 5.4; TO Game_Blow (facts only); IXIANS_TLEILAXU.md row 57",
     Implemented,
     "Variant it_sandtrout: Sandtrout is a 22nd spice card. On turn 1 it is set aside and shuffled back "
     "like Shai-Hulud. From turn 2, revealed in either pile, it goes to that blow's discard pile, every "
     "alliance is broken at once (each with a log line) and the next card is revealed. The next Shai-Hulud "
     "of the phase (Advanced: pile A's Sandtrout reaches pile B) causes no Nexus and the next card is "
     "revealed at once; it devours where it appears (ix.boundary.sandtrout_worm) and gives the Fremen no "
     "ride. A Shai-Hulud after it brings a normal Nexus; otherwise the next territory card places double "
     "spice (none in storm). Without a Shai-Hulud the effect ends with the phase. The view shows it "
     "(sandtrout: no_nexus, double_spice, spent)."},
    {"ix.cheap_hero_traitor", "basic",
     "E1 p.4 (2h); MA 4.2, 5.5; TO Game (facts only); IXIANS_TLEILAXU.md row 58", Implemented,
     "Variant it_cheap_hero_traitor: one Cheap Hero traitor card joins the traitor deck of the seated "
     "factions' leaders and goes wherever traitor cards go (the four drawn at setup, kept by a pick or by "
     "the Harkonnen, Tleilaxu Face Dancers and their replacements). Its holder (and the Harkonnen ally) may "
     "call traitor when the battle opponent plays a Cheap Hero or Cheap Heroine as its leader: the traitor "
     "window then opens for that side, and the call works as any (both sides calling: both lose; one: the "
     "caller wins, no leader dies and no spice is paid for it). As a Face Dancer it is never revealed "
     "(ix.boundary.cheap_hero_face_dancer)."},
    {"boundary.it_cards_voice", "basic",
     "GF9 Rulebook 2019 p.18 (Voice); E1 card faces (case not covered); IXIANS_TLEILAXU.md 12.10", Boundary,
     "The sources do not say how Voice names the expansion's dual cards. The engine matches a card by what "
     "it counts as in its slot: Poison Blade obeys or breaks a command about a projectile or a poison "
     "weapon, Shield Snooper about either defense, Weirding Way about a projectile weapon (weapon slot) "
     "or defense (defense slot), Chemistry about a poison defense or weapon; Artillery Strike matches no "
     "class. Prescience reveals the card itself, so it needs no such choice."},
    {"boundary.it_weirding_way_defense", "basic",
     "Weirding Way card face (E1); GF9 Rulebook 2019 p.11 Lasgun (case not covered)", Boundary,
     "Weirding Way in the defense slot has the effect of a projectile defense: it stops projectile weapons "
     "and shields its leader from an Artillery Strike. It is not a Shield card, so with a Lasgun it causes "
     "no explosion."},
    {"boundary.it_slot_partner", "basic", "Weirding Way and Chemistry card faces (E1; case not covered)",
     Boundary,
     "\"With another weapon/defense\" is read as a card whose face is a weapon/defense: Chemistry in the "
     "weapon slot and Weirding Way in the defense slot cannot be each other's partner, and a worthless "
     "card is no partner."},
    {"boundary.it_artillery_kwisatz", "advanced",
     "Artillery Strike card face (E1); Atreides sheet (case not covered)", Boundary,
     "With an Artillery Strike surviving leaders add nothing, and the Kwisatz Haderach's +2, added for a "
     "surviving leader, is not added either."},
    {"boundary.it_artillery_traitor", "basic",
     "Artillery Strike card face (E1: discard after use); GF9 Rulebook 2019 p.11 traitors (case not covered)",
     Boundary,
     "A winner by traitor who played an Artillery Strike discards it like after any battle it was played in; "
     "no source says whether a Strike revealed but never resolved counts as used."},
    {"boundary.it_artillery_spice", "basic", "Artillery Strike card face (E1; case not covered)", Boundary,
     "A leader the Artillery Strike kills earns no spice even when the opposing weapon would have killed it "
     "too; a leader killed only by another weapon (its Shield stopped the Strike) earns spice as usual."},
    // --- Ixians & Tleilaxu (GF9 2020): the Ixians (docs/expansions/IXIANS_TLEILAXU.md sections 2-4; the
    // expansion's page numbers are second-hand, "(2h)", as that checklist's section 0 explains) ---
    {"ix.ixian.faction_data", "basic", "E1 Ixian sheet (2h); MA 4.1, 7.1; TO Game_Setup (facts only)",
     Implemented,
     "The Ixians: leaders C'Tair Pilru 5, Tessia Vernius 5, Dominic Vernius 4, Kailea Vernius 2, Cammar "
     "Pilru 1; "
     "20 forces (13 Suboids, 7 Cyborgs); 10 spice; free revival 1; hand limit 4 (engine/data/factions.cpp)."},
    {"ix.ixian.cyborg_strength", "advanced", "E1 p.9 and p.12 Karama list (2h); MA 7.1", Implemented,
     "Advanced: the Cyborgs are the Ixians' elite forces; a dialed Cyborg counts 2, or 1 without 1 spice of "
     "support. A Karama may stop the advantage (ixian_cyborgs): a Cyborg then counts 1."},
    {"ix.ixian.suboid_strength", "advanced", "E1 p.9 (2h); MA 7.1", Implemented,
     "Advanced: a dialed Suboid counts half, and spice cannot raise it: a plan's spice may support only its "
     "Cyborgs. A Karama has no effect on it (E1 p.12)."},
    {"ix.ixian.dial_losses", "advanced", "MA 7.7 (the rulebook's example); E1 FAQ p.11 (2h)", Implemented,
     "Advanced: the plan names the Suboids and Cyborgs dialed; their strength is the dial, and a winning "
     "Ixian "
     "loses exactly those forces (any mix whose strength is the dial)."},
    {"ix.ixian.cyborg_revival", "advanced", "E1 p.9 (2h); FAQ Nov 2020 p.2 (2h); MA 7.9", Implemented,
     "Advanced: a paid Cyborg revival costs 3 spice (a Suboid 2); Cyborgs have no one-a-turn limit, only the "
     "limit of 3 forces; the free revival takes a Cyborg first."},
    {"ix.boundary.force_values_basic", "basic", "E1 p.9 (2h) vs TO Battle.cs vs MA 7.1", Boundary,
     "Whether the Cyborg 2 / Suboid half values apply in the Basic game: the sources disagree (choices: (a) "
     "both "
     "games; (b) Basic counts every Ixian force as 1). The engine takes (b): in Basic all 20 Ixian forces "
     "are "
     "ordinary forces, as the Basic game plays the Sardaukar and Fedaykin (GF9 pp.16,19)."},
    {"ix.boundary.hms_ally_ship", "basic", "E1 p.9 (2h) silent; MA 7.1", Boundary,
     "May the Ixians' ally ship straight into the HMS? Not stated (choices: (a) no, only the Ixians; (b) "
     "yes). "
     "The engine takes (a), the literal reading."},
    {"ix.boundary.hms_collect_rate", "basic", "TO PerformHmsMovement vs MA 7.1", Boundary,
     "Spice pick-up per step (TO) or once per move (MA): choices (a) at the start sector and at each step's "
     "arrival, 2 per Ixian force inside each time; (b) once per move. The engine takes (a)."},
    {"ix.boundary.hms_storm_exit", "basic", "E1 p.9 (2h) silent", Boundary,
     "Leaving the HMS into a host sector in storm: choices (a) blocked like any move into a storm sector; "
     "(b) "
     "allowed. The engine takes (a)."},
    {"ix.boundary.hms_atomics", "basic", "E1 p.9 (2h); GF9 Rulebook 2019 Family Atomics card", Boundary,
     "Family Atomics with the HMS pointing at the Shield Wall: choices (a) the HMS is unaffected (it is not "
     "part "
     "of the territory); (b) forces inside die. The engine takes (a)."},
    {"ix.ixian.setup_forces", "basic", "E1 p.8 (2h); MA 7.1; TO Game_Setup (facts only)", Implemented,
     "6 Ixian forces start in the Hidden Mobile Stronghold (Advanced: 3 Suboids and 3 Cyborgs), the other "
     "14 in reserve (Advanced: 10 Suboids and 4 Cyborgs); 10 spice."},
    {"ix.ixian.starting_card", "basic", "MA 7.1, 7.4; TO Game_Setup, GreySelectedStartingCard (facts only)",
     Implemented,
     "Instead of the one-card deal, after the traitors one treachery card per seated faction is drawn; the "
     "Ixians see them all (their view only, starting_cards) and keep one (starting_card decision, "
     "keep_starting_card); the others, shuffled, go one to each other faction, known to the Ixians. The "
     "Harkonnen draw their second card from the deck afterwards."},
    {"ix.ixian.hms_placement", "basic", "E1 p.9 (2h); MA 7.1, 7.4; TO PerformHmsPlacement (facts only)",
     Implemented,
     "After the first storm has moved, the Ixians place the HMS pointing at a sector of any territory that"
     " is not a stronghold (the Polar Sink included) and not in storm (the mobile_stronghold decision, "
     "move_stronghold)."},
    {"ix.ixian.hms_stronghold", "basic", "E1 p.9 (2h); MA 7.1, 7.3", Implemented,
     "The HMS is a stronghold location of its own with no sector: it counts for stronghold victory, holds "
     "at most two factions as any stronghold does, ships at 1 spice per force, and its forces are never in"
     " storm nor devoured; it is not the territory it points at."},
    {"ix.ixian.hms_ship_only_ixian", "basic", "E1 p.9 (2h); MA 7.1; TO Shipment (facts only)", Implemented,
     "Only the Ixians ship straight into the HMS, once it is placed; others (and Ixians) move between it "
     "and the sector it points at as one territory of movement; no worm ride into it."},
    {"ix.ixian.hms_move", "basic", "E1 pp.6,9 (2h); MA 7.1; TO Game_Storm (facts only)", Implemented,
     "From turn 2, at the start of the Storm phase, while Ixian forces are inside and its sector is not in"
     " storm, the Ixians may move the HMS one territory at a time, up to 3, never to a stronghold nor into"
     " or through a sector in storm; a pass ends the move."},
    {"ix.ixian.hms_collect", "basic", "E1 p.9 (2h); MA 7.1; TO PerformHmsMovement (facts only)", Implemented,
     "Moving the HMS, the Ixians pick up to 2 spice per Ixian force inside from the sector it leaves and "
     "from each sector a step arrives at (boundary ix.boundary.hms_collect_rate)."},
    {"ix.ixian.technology_bidding", "basic", "E1 p.8 (2h); MA 7.1, 7.8; TO Game_Bidding (facts only)",
     Implemented,
     "At the start of Bidding, with a player eligible, one card more than the auction's is drawn; the "
     "Ixians look at them all and set one aside face down on top or at the bottom of the deck "
     "(set_aside_card); the rest, shuffled, are auctioned. Only the Ixian seat sees them (view "
     "bidding.cards_seen) and the Ixians know each card sold. A card set aside on top stays known to them: "
     "their view shows it (known_deck_top) while it is the deck's top card, until it is drawn."},
    {"ix.ixian.technology_swap", "advanced",
     "E1 pp.8-9 (2h); MA 7.1, 7.8; TO GreySwappedCardOnBid (facts only)", Implemented,
     "Advanced: once per Bidding phase, when a card comes up for bid and before bidding on it starts or the "
     "Atreides look at it, the Ixians holding a card may take it into their hand and put one card of their "
     "hand face down in its place (technology_swap decision, swap_card_up_for_bid; pass declines); the "
     "card put back is the one auctioned, and the Atreides see that one. Hand size is unchanged. The card "
     "taken is known to the Ixians alone; which cards were swapped only they know, that a swap was made is "
     "public (view bidding.card_swapped; boundary ix.boundary.technology_swap_public). Offered on each "
     "card until used; not once a Karama stopped it (ixian_technology_swap)."},
    {"ix.boundary.technology_swap_public", "advanced", "E1 pp.8-9 (2h) silent; TO GreySwappedCardOnBid",
     Boundary,
     "Is the technology swap made openly? The sources I read do not say. Choices: (a) everyone sees that a "
     "swap was made, not the cards; (b) it is hidden. The engine takes (a), as a card visibly leaves the "
     "table and another is put down (public log line and view bidding.card_swapped)."},
    {"ix.ixian.suboid_substitution", "advanced",
     "MA 7.1, 7.7; Quintine ECAZ_OCCUPY_RULES.md (E1 decision); TO BattleConcluded (facts only)", Implemented,
     "Advanced: after a battle's losses (and the winner's cards), the Ixians may exchange surviving Suboids"
     " in that territory one for one for Cyborgs lost in that battle: the Suboid goes to the Tanks, the "
     "Cyborg returns where it stood (suboid_substitution decision, substitute_suboids; pass declines). "
     "It comes before a Face Dancer reveal."},
    {"ix.ixian.movement", "advanced", "MA 7.1, 7.6; TO Game (facts only)", Implemented,
     "Advanced: a group with a Cyborg in it moves 2 territories, its Suboids with it; Suboids alone move 1 "
     "(3 with ornithopters). The group is the move's forces, Suboids first unless elite names the Cyborgs "
     "(boundary ix.boundary.suboid_escort)."},
    {"ix.boundary.suboid_escort", "advanced", "MA 7.1, 7.6 vs TO Game (facts only); E1 silent", Boundary,
     "May a Cyborg that moved earlier escort Suboids later? Not addressed (choices: (a) the escort moves in "
     "the same group; (b) any Cyborg moved this turn). The engine takes (a): only the moved group's own "
     "Cyborgs give its Suboids the range of 2."},
    {"ix.ixian.collection", "advanced", "E1 p.9 (2h); MA 7.1, 7.6", Implemented,
     "Advanced: in Spice Collection each Cyborg collects 3 spice, each Suboid the usual 2 (3 with Arrakeen "
     "or Carthag), up to the spice there. Not a Karama target (E1 p.12 does not list it)."},
    {"ix.ixian.alliance", "basic", "E1 p.9 (2h); MA 7.1, 13.2; TO Game_Bidding (facts only)", Implemented,
     "The Ixians' ally, right after buying a treachery card (or taking it with Karama), may discard it and "
     "draw the top card of the deck (replace_card decision; pass keeps it), before a Harkonnen bonus card "
     "and the next card up."},
    {"ix.ixian.karama_power", "advanced", "E1 p.9 (2h); MA 7.1, 13.1; TO KarmaHmsMovement (facts only)",
     Implemented,
     "Advanced Karama power, once a game with a Karama card: in their own Shipment and Movement turn (any "
     "step of it), with Ixian forces inside and its sector not in storm, the Ixians move the HMS 1 or 2 "
     "territories besides their normal move (karama_move_stronghold: to, and from = the first territory of "
     "a 2-territory move). Each territory is a step of the Storm-phase move (next to the last, not into, "
     "out of or through storm, not a stronghold) and picks up spice as that move does (boundary "
     "ix.boundary.hms_collect_rate)."},
    {"ix.ixian.karama_against", "basic", "E1 p.12 (2h); MA 7.1, 13.1; TO Karma (facts only)", Implemented,
     "A Karama stops one Ixian advantage for the rest of its phase: ixian_bidding_look (Bidding; played "
     "while the set-aside is open the card drawn for it goes back on top of the deck and nothing is set "
     "aside, boundary ix.boundary.karama_ixian_look), ixian_movement (Shipment and Movement: a group with a "
     "Cyborg moves 1, Advanced), ixian_cyborgs (Battle: a Cyborg counts 1, Advanced), ixian_substitution "
     "(Battle, Advanced), ixian_hms_move (Storm: the move and its spice pick-up; not the first placement), "
     "ixian_technology_swap (Bidding, Advanced) and ixian_ally_replacement (Bidding, with an ally). "
     "Advanced targets are refused in a Basic game (AdvantageInfo::advanced). Suboid strength is no target."},
    {"ix.boundary.karama_ixian_look", "basic", "E1 p.8, p.12 (2h) silent on timing", Boundary,
     "A Karama against the Ixians' look comes once the auction's cards are drawn (the engine has no earlier "
     "moment in Bidding unless Amal holds the phase back). Choices: (a) the set-aside not yet made is "
     "stopped: the extra card (the last drawn) goes back on top of the deck; (b) the stop comes too late. "
     "The engine takes (a); from the stop on the Ixians' view no longer lists the auction's cards and they "
     "are not recorded as knowing the cards sold. Played in the Amal window, nothing extra is drawn."},

    // --- Ixians & Tleilaxu expansion: the Tleilaxu (engine/rules/factions/tleilaxu/tleilaxu.cpp). Page
    // numbers
    // are second-hand (2h): docs/expansions/IXIANS_TLEILAXU.md section 0 says how they were read.
    {"ix.tleilaxu.setup", "basic", "Tleilaxu sheet (GF9 2020); checklist section 2 (TO, DB, MA agree)",
     Implemented,
     "The Tleilaxu start with 5 spice and all 20 forces in reserve, nothing on Arrakis; free revival 2; hand "
     "limit 4; one opening treachery card; leaders Zoal (variable), Hidar Fen Ajidica 4, Master Zaaf 3, Wykk "
     "2, "
     "Blin 1."},
    {"ix.tleilaxu.face_dancers_deal", "basic", "Ixians & Tleilaxu rulebook p.6 (2h); MA 6.1, 6.3; TO",
     Implemented,
     "The Tleilaxu are dealt no traitor cards. When every other faction has its traitor, the traitor deck "
     "(what "
     "is left of it) is shuffled and the Tleilaxu draw 3 Face Dancers, secret like traitors: only the "
     "Tleilaxu "
     "seat sees them (view face_dancers); revealed ones are public."},
    {"ix.tleilaxu.face_dancer_reveal", "basic", "Ixians & Tleilaxu rulebook p.6 (2h); MA 6.1, 6.4; TO",
     Implemented,
     "When another faction wins a battle with a leader that is an unrevealed Face Dancer, the Tleilaxu get a "
     "face_dancer decision once the winner's cards are settled: reveal_face_dancer or pass. The winner keeps "
     "the win (cards, spice for killed leaders); the Face Dancer goes to the Tanks if alive, unpaid; every "
     "force of the winner in the territory goes back to its reserves; the Tleilaxu put up to that many of "
     "their forces where the winner's largest group stood, from reserves (forces) and/or a location "
     "elsewhere on Arrakis (from, board_forces), more places after it (ix.tleilaxu.face_dancer_from_board): "
     "not a shipment nor a movement (no price, range or storm)."},
    {"ix.tleilaxu.face_dancer_from_board", "basic",
     "Ixians & Tleilaxu rulebook p.6 (2h); MA 6.4; TO FaceDanced", Implemented,
     "The replacing forces come from reserves and from any number of places on Arrakis: after the reveal the "
     "face_dancer decision stays open (max = what may still be placed), and each further reveal_face_dancer "
     "brings at least one more force from reserves and/or one more location (from, board_forces), until the "
     "winner's count is placed, nothing is left to bring, or the Tleilaxu pass. Not a shipment or movement."},
    {"ix.tleilaxu.face_dancer_limits", "basic", "MA 6.4; TO FaceDanced (MayCallFaceDancer)", Implemented,
     "No reveal when the Tleilaxu themselves win, nor against a winner without a leader disc (a Cheap Hero), "
     "nor "
     "after a battle without a winner (both traitors, Lasgun and Shield)."},
    {"ix.tleilaxu.face_dancer_cycle", "basic", "Ixians & Tleilaxu rulebook pp.6-7 (2h); TO FaceDanced",
     Implemented,
     "Revealed Face Dancers stay revealed and are not replaced until all three are; then the three go back "
     "into "
     "the traitor deck, it is shuffled and three new Face Dancers are drawn."},
    {"ix.tleilaxu.face_dancer_mentat_replace", "basic",
     "Ixians & Tleilaxu rulebook p.7 (2h); TO FaceDancerReplaced", Implemented,
     "In the Mentat Pause, when no one has won, the Tleilaxu have a replace_face_dancer decision while they "
     "hold an unrevealed Face Dancer and the traitor deck is not empty: replace_face_dancer (leader) "
     "shuffles "
     "it back into the traitor deck and draws a replacement in secret; pass keeps them. Once a pause; the "
     "next turn begins after the answer."},
    {"ix.tleilaxu.revival_income", "basic", "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.1, 6.5; TO Revival",
     Implemented,
     "The spice other factions pay for their revival (forces and leaders, their ally's included) goes to the "
     "Tleilaxu instead of the Bank; the Tleilaxu take 1 spice from the Bank for each other faction that uses "
     "free revival in a turn, and for each Tleilaxu Ghola card played."},
    {"ix.tleilaxu.own_revival", "basic", "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.1, 6.5; TO", Implemented,
     "The Tleilaxu have no force revival limit and pay half price, rounded up, to the Bank: forces and a "
     "leader "
     "each halved, so the view's quotes add up to the price."},
    {"ix.tleilaxu.raise_limit", "basic",
     "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.5; TO SetIncreasedRevivalLimits", Implemented,
     "Before anyone revives, the Tleilaxu have a revival_grants decision while another faction has more than "
     "3 "
     "forces in the Tanks: raise_revival_limit (target) raises that faction's limit from 3 to 5 this turn, "
     "pass "
     "closes it. The sale of it is table talk; the engine enforces the grant."},
    {"ix.tleilaxu.early_leader_revival", "basic",
     "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.1, 6.5; TO RequestPurpleRevival, AcceptOrCancelPurpleRevival",
     Implemented,
     "In its revive decision a faction other than the Tleilaxu may request_revival (leader) once a turn: one "
     "of its leaders in the Tanks that it may not revive yet (GF9 p.9). Nobody revives meanwhile: the "
     "Tleilaxu name_revival_price (0 to the asker's spice; a higher price could never be paid) or pass to "
     "refuse (revival_price decision); then the asker accept_revival_price, paying the Tleilaxu, or passes "
     "to decline (revival_offer decision). Paid, the leader is revived face up at once, and it is the "
     "asker's one leader revival of the turn (ix.boundary.early_revival_slot); its revive decision stays "
     "open for forces. A Karama on tleilaxu_revival stops it for the phase."},
    {"ix.tleilaxu.alliance", "basic", "Ixians & Tleilaxu rulebook p.7 (2h); FAQ Nov 2020 p.6 (2h); MA 6.1",
     Implemented,
     "The Tleilaxu ally revives forces and leaders at half price, rounded up (paid to the Tleilaxu). The "
     "Tleilaxu have no way to pay for the ally's revival."},
    {"ix.tleilaxu.gholas", "advanced",
     "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.1, 6.6; TO Revival (PurpleGholas), RequestPurpleRevival",
     Implemented,
     "Advanced: while fewer than five leaders are in the Tleilaxu pool (their own alive and not captured, "
     "and their Gholas), their revive decision may name any other seated faction's leader in the Tanks, at "
     "their half revival price, paid to the Bank; it is their one leader revival of the turn. The Ghola is "
     "held by the Tleilaxu as a Harkonnen captive is held (capturedBy), fights for them in any battle and "
     "stays with them after it; killed, it goes to its owner's Tanks (ix.boundary.ghola_death). A traitor "
     "card naming it works against the Tleilaxu as against any faction fielding it. Its owner may buy it "
     "back: request_revival names the Ghola in the owner's revive decision, and the Tleilaxu name a price "
     "or refuse as for an early revival (ix.tleilaxu.early_leader_revival). A Karama on tleilaxu_gholas "
     "stops new Gholas for the phase."},
    {"ix.tleilaxu.karama_power", "advanced", "Ixians & Tleilaxu rulebook p.7 (2h); MA 6.1, 13.1; TO",
     Implemented,
     "Advanced, once a game with a Karama card, in the Tleilaxu revival_grants decision: "
     "karama_prevent_revival (target) stops that faction from reviving this turn."},
    {"ix.tleilaxu.zoal", "basic", "MA 4.2, 6.7; TO Leader (ValueInCombatAgainst); DB Leaders.csv",
     Implemented,
     "Zoal has no printed strength: in battle, and for the spice paid when he is killed, he counts the "
     "printed "
     "strength of the opposing leader (0 against no leader or a Cheap Hero)."},
    {"ix.tleilaxu.karama_against", "basic", "Ixians & Tleilaxu rulebook p.12 (2h); FAQ Nov 2020 p.7 (2h)",
     Implemented,
     "Karama stop targets, Basic and Advanced (karama_stop target tleilaxu): tleilaxu_revival in the Revival "
     "phase (no grants; others pay the Bank; no free-revival income; the Tleilaxu limited to 3 at full "
     "price, "
     "their ally at full price) and tleilaxu_face_dancer_swap in the Mentat Pause (no replacement). A reveal "
     "cannot be stopped. tleilaxu_revival also stops the early leader revival they sell; tleilaxu_gholas "
     "(Advanced) stops new Gholas for the phase."},
    {"ix.boundary.basic_advanced_split", "basic", "MA 6.1 vs TO Game_Rules and Quintine (E1 p.7 (2h))",
     Boundary,
     "MA labels Face Dancer cycling and the revival economy Advanced; TO and Quintine (citing the rulebook "
     "page) "
     "apply them in Basic. The engine takes choice (a): both in Basic and Advanced; only Gholas and the "
     "Karama "
     "power are Advanced."},
    {"ix.boundary.tleilaxu_self_income", "basic", "MA 6.5 (marked VERIFY) vs TO Revival", Boundary,
     "Does their own free revival earn the Tleilaxu 1 spice? MA (which states it follows the rulebook) says "
     "no, "
     "TO pays it. The engine takes choice (b): only other factions' free revivals pay."},
    {"ix.boundary.zoal_revival_price", "basic", "TO Revival (6); no GF9 figure read", Boundary,
     "Zoal has no printed strength, so GF9 p.9's leader price does not apply. The engine takes choice (a): "
     "6 spice (the only figure any source gives; the Tleilaxu pay half, 3)."},
    {"ix.boundary.cheap_hero_face_dancer", "basic", "MA 6.4 vs TO FaceDanced", Boundary,
     "The Cheap Hero traitor card (it_cheap_hero_traitor) drawn as a Face Dancer: MA says it can never be "
     "revealed; TO lets it unmask a winner who fought with a Cheap Hero. The engine takes choice (a): a "
     "winner fighting with a Cheap Hero has no leader disc and is never unmasked; the Tleilaxu may still "
     "replace that Face Dancer in the Mentat Pause."},
    {"ix.boundary.captured_face_dancer", "basic", "checklist 12.16 (no source)", Boundary,
     "A Harkonnen winning with a captured leader that is a Face Dancer: the card names the leader, so the "
     "Tleilaxu may reveal it (choice (a)). A Ghola is the same: a Face Dancer card names its leader, so the "
     "leader's owner, having bought it back and won with it, may be unmasked; the Tleilaxu themselves, "
     "winning with it, are not (no reveal against their own win)."},
    {"ix.boundary.sandtrout_worm", "basic", "MA 5.4 vs TO Game_Blow (facts only); IXIANS_TLEILAXU.md 12.11",
     Boundary,
     "Does the Shai-Hulud that Sandtrout quiets still devour? MA (stating the E1 Q&A) says it devours but "
     "causes no Nexus; TO ignores it entirely. The engine takes choice (a): it devours the spice and forces "
     "where it appears (the Fremen cannot ride it) and no Nexus follows from it."},
    {"ix.boundary.harvester_after_sandtrout", "basic",
     "Harvester card face (E1: the blow places double spice) and Sandtrout (E1 p.11 FAQ (2h): the territory "
     "card after its Shai-Hulud places double spice); no source combines them",
     Boundary,
     "Harvester played on the blow that Sandtrout already doubled: (a) the card's printed amount is placed "
     "once more (three times the card in all); (b) the doubled blow is doubled (four times). The engine "
     "takes "
     "choice (a): Harvester adds the printed amount again, as it does after any blow (test "
     "IxSandtrout.HarvesterAfterADoubledBlowAddsThePrintedAmount)."},
    {"ix.boundary.early_revival_slot", "basic", "checklist 12.8 (E1 p.7 (2h) silent; TO counts it)", Boundary,
     "Does a leader the Tleilaxu revive early use the faction's one leader revival of the turn? The engine "
     "takes choice (a): it does (TO makes it part of the faction's revival); that turn the faction revives "
     "forces only. The leader comes back face up."},
    {"ix.boundary.ghola_death", "advanced", "checklist 12.17; MA 6.6 (default a); TO", Boundary,
     "A killed Ghola goes to (a) its original owner's Tanks or (b) the Tleilaxu's. No GF9 text read says "
     "otherwise, so the engine takes choice (a): the original owner's Tanks (and the Tleilaxu may revive it "
     "as a Ghola again)."},
    // Ecaz & Moritani: the Homeworlds variant's data (docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rule 69,
    // boundaries 16.13-16.15).
    {"em.hw.data", "basic", "HWC; DB cards/homeworlds.csv; TO Map.cs; E3 pp.4,9-10 (2h)", Implemented,
     "The thirteen Homeworld cards are engine data (engine/data/homeworlds.cpp; `dune homeworlds`): owner "
     "(the "
     "Emperor two: Kaitain, and Salusa Secundus in Advanced only), native population counted (Salusa: "
     "Sardaukar only), inclusive high and low ranges, high and low battle numbers, occupied Bank income, the "
     "low bonus, and the three effects paraphrased. The variant em_homeworlds reads it (em.hw.*)."},
    {"em.hw.boundary.caladan_number", "basic", "HWC (Caladan prints 2) vs E3 p.10 (2h) example (3)", Boundary,
     "Caladan's battle and explosion number: (a) 2 as the card prints, the rule delegating the figure to the "
     "card; (b) 3 as the rulebook's example says. The data takes choice (a): 2 on both sides."},
    {"em.hw.boundary.salusa_overlap", "advanced", "HWC (Salusa high 2-5, low 0-2 Sardaukar); E3 p.9 (2h)",
     Boundary,
     "Salusa Secundus prints high 2-5 and low 0-2 Sardaukar, so 2 is on both sides: (a) 2 is high (a card "
     "stays high while its population is at the high minimum); (b) 2 is low. The data takes choice (a): high "
     "2-5, low 0-1."},
    {"em.hw.boundary.southern_income", "basic",
     "HWC (2 symbols, photograph) vs DB cards/homeworlds.csv, TO Map.cs (0)", Boundary,
     "Southern Hemisphere's occupied income: (a) 2 spice, as the photographed card shows; (b) 0, as DB and "
     "TO "
     "encode it. The data takes choice (a): 2."},
    // The Homeworlds variant (em_homeworlds): docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules 70-102;
    // the Caladan rows are the seed contract HOMEWORLD_VICTORY_REINFORCEMENT_RULES.md ("HVR").
    {"em.hw.reserves", "basic", "E3 pp.9-10 (2h); HWC", Implemented,
     "With the variant em_homeworlds each faction's reserves stand on its Homeworld card (the Advanced "
     "Emperor: normal forces on Kaitain, Sardaukar on Salusa Secundus; the Basic Emperor has Kaitain only, "
     "every reserve force on it), and revived forces return there. Only seated factions' Homeworlds are on "
     "the table, Salusa Secundus only in the Advanced game; the view lists each with its natives and side."},
    {"em.hw.threshold", "basic", "E3 p.9 (2h); seed HVR ¶2; HWC ranges (dune homeworlds)", Implemented,
     "A Homeworld is high while its owner's native reserves there are at or above the card's high minimum "
     "and low below it, asked afresh every time a rule reads it (no phase-end check): a revival, a shipment "
     "or a loss switches it at once. Foreign forces never count."},
    {"em.hw.low_bonus", "basic", "E3 pp.9-10 (2h); HWC (low faces)", Implemented,
     "While one of its Homeworlds is low (Salusa Secundus excepted) the owner revives 1 more force free and "
     "takes 1 more spice from the Bank when it receives CHOAM Charity (the Advanced Bene Gesserit's "
     "automatic 2 too). Recruits doubles the rate with the bonus in it, at most 7 (FAQ: a low Fremen's 4 "
     "becomes 7)."},
    {"em.hw.karama_immune", "basic", "E3 p.10 (2h)", Implemented,
     "No Karama cancels a Homeworld's advantage or penalty: none of the Homeworld rules the engine applies "
     "is a faction advantage a Karama can stop (dune rules em.hw.*)."},
    {"em.hw.recruits", "basic", "E3 p.16 (2h); seed ETR", Implemented,
     "Recruits doubles a faction's current free revival rate, the low Homeworld's +1 included, and caps the "
     "result at 7."},
    {"em.hw.fremen_basic", "basic", "E3 FAQ (2h)", Implemented,
     "The Fremen Homeworld is used in the Basic game too: every Fremen reserve counts toward Southern "
     "Hemisphere, the starred forces included."},
    {"em.hw.ship_between", "basic", "E3 pp.10,15 (2h)", Implemented,
     "A faction ships from its reserves (its Homeworld) to another faction's Homeworld on the table at 1 "
     "spice a force (the stronghold rate; the Guild half, a Karama Guild rates), paid as any shipment and "
     "counted as one from off-planet; never to its own Homeworld. Forces on Arrakis reach a Homeworld, and "
     "leave one, only by cross-shipping (the Guild and its ally). A Homeworld is off-planet: no move reaches "
     "or leaves it, the storm never touches it. No spiritual advisor is sent to a Homeworld, and Bene "
     "Gesserit fighters there never become advisors. The Fremen send only to their own zone "
     "(em.hw.boundary.fremen_ship)."},
    {"em.hw.emperor_transfer", "advanced", "E3 p.10 (2h)", Implemented,
     "The Advanced Emperor may spend a move of its Shipment and Movement turn moving reserves between "
     "Kaitain and Salusa Secundus (move from one card to the other; normal forces first unless elite are "
     "named). Moved forces count as natives of the card they stand on (its threshold, its battles). A "
     "shipment from reserves may take forces from both cards at once. Boundary "
     "em.hw.boundary.emperor_transfer."},
    {"em.hw.boundary.emperor_transfer", "advanced",
     "E3 p.10 (2h) (the card a shipment takes from is unstated)", Boundary,
     "Forces leaving the Emperor's reserves (a shipment, a card's cost) after some were moved to the other "
     "Homeworld: from which card? (a) each kind from its own card first (normal forces from Kaitain, "
     "Sardaukar from Salusa Secundus), then from the other; (b) the player names the card. The engine takes "
     "(a)."},
    {"em.hw.allied", "basic", "E3 p.10 (2h); seed ATR", Implemented,
     "Nobody ships (or sends, or brings the Caladan force) to its ally's Homeworld, and two factions may not "
     "ally while either occupies the other's Homeworld or has forces on it."},
    {"em.hw.occupier", "basic", "E3 pp.9-10 (2h); LR glossary \"Occupier\"", Implemented,
     "A foreign faction found alone on a Homeworld (no natives, no other faction) becomes its Occupier at "
     "once, and stays so until another faction is found alone there; the natives alone free it "
     "(em.hw.boundary.occupier_lifecycle, choice (a)). Checked after every accepted action; shown in the "
     "view. "
     "The owner's low side still applies while occupied."},
    {"em.hw.boundary.occupier_lifecycle", "basic", "E3 pp.9-10 (2h); LR glossary \"Occupier\"", Boundary,
     "Several foreign factions qualifying in one turn, an Occupier leaving, the natives coming back "
     "mid-turn: "
     "the sources give no lifecycle. (a) the last faction found alone there occupies it until another one "
     "(or the natives) is alone there (this engine, as treachery.online); (b) each qualifying faction is an "
     "Occupier for the turn."},
    {"em.hw.boundary.fremen_ship", "basic", "E3 p.10 (2h); GF9 Rulebook 2019 p.16", Boundary,
     "E3 lets a faction ship from its Homeworld to another's, while the Fremen never ship but send their "
     "reserves to the Great Flat and near it. (a) the Fremen send only there, never to a Homeworld (this "
     "engine); (b) the Fremen ship to Homeworlds at 1 spice a force."},
    {"em.hw.occupied_income", "basic", "E3 p.10 (2h); HWC", Implemented,
     "In Spice Collection each Occupier takes its card's printed income from the Bank (Caladan 2, Wallach IX "
     "1, Salusa Secundus 0, ...), Basic too. The half of a payment that Kaitain low or Junction low keeps "
     "from "
     "its owner goes to that Homeworld's Occupier (the Bank when none; an Occupier paying keeps it)."},
    {"em.hw.occupied_share", "basic", "E3 p.10 (2h)", Implemented,
     "An Occupier with an ally may give it part of the occupied income it just took, at once: after the "
     "income, in storm order (share_occupied_income, the occupied_share decision; pass keeps it)."},
    {"em.hw.tleilax.low", "basic", "HWC (Tleilax low face); TO Game_Revival.cs", Implemented,
     "If Tleilax is low when the Revival phase begins, the Tleilaxu take no spice for other factions' free "
     "revival in that phase (the income of ix.tleilaxu.revival_income)."},
    {"em.hw.battle", "basic", "E3 p.10 (2h); TO FaceDanced.cs", Implemented,
     "Forces on another faction's Homeworld battle its native reserves there in the Battle phase. The native "
     "dials from its natives (Salusa Secundus: Sardaukar; the Advanced Emperor's Kaitain: normal forces) and "
     "adds the card's current battle number; its losses go from the reserves to the Tanks. Only the native "
     "calls a traitor or reveals a Face Dancer there. A Lasgun/Shield explosion kills the invaders and at "
     "most the battle number of natives."},
    {"em.hw.faces", "basic", "HWC (high, low and occupied faces); E3 p.15 (2h) FAQ", NotYet,
     "The faces not yet applied: Tupile's low and occupied faces (cr.hw.tupile; its high face is applied) "
     "and "
     "the Richese world, whose faction is not yet in the engine (issue 37). "
     "Applied: Ecaz high (em.hw.ecaz.high, em.hw.ecaz.high_win), low (em.hw.ecaz.low) and occupied "
     "(em.hw.ecaz.occupied), Caladan high, low "
     "and "
     "occupied, Giedi Prime high and occupied, Kaitain high, low and occupied, Salusa Secundus high, low and "
     "occupied, Junction high (em.hw.junction.high), low and occupied, Wallach IX high, low and occupied, Ix "
     "high, low and occupied, "
     "Tleilax high, low and occupied, Southern Hemisphere high and occupied, Grumman high, low and occupied; "
     "the low bonus on every card."},
    {"em.hw.junction.high", "basic", "HWC (Junction high face); E3 p.10 (2h, rule 74)", Implemented,
     "While Junction is high, before each other faction's shipment the Guild may offer it a cross-planet "
     "shipment at half or full price (decision junction_offer, action offer_shipment; pass offers none), "
     "once "
     "in that faction's turn. The offer lends that shipment the Guild's forms between planets: forces on "
     "Arrakis to a Homeworld (another's, or back to one's own reserves) or from a foreign Homeworld. Paid to "
     "the Guild (the Junction low and occupied splits apply). A Karama stopping the Guild's cross-shipment "
     "does not reach it (rule 83). Boundary em.hw.boundary.junction_offer."},
    {"em.hw.boundary.junction_offer", "basic", "HWC (Junction high face: \"cross-planet shipment\")",
     Boundary,
     "What the offer covers and costs: (a) a shipment with a Homeworld at one end (its own, back to its "
     "reserves, included), priced as a shipment to that place (1 spice a force to a Homeworld, one's own "
     "reserves included; the destination's price on Arrakis) or half of it rounded up; (b) any "
     "cross-shipment, between territories of Arrakis too. The engine takes (a): the face names travel "
     "between planets, and shipment between territories is the Guild's and its ally's own."},
    {"em.hw.ix.occupied", "basic", "HWC (Ix occupied face)", Implemented,
     "While Ix is occupied, its Occupier takes over the Ixian bidding advantage: it draws the card more for "
     "the auction, sees them all and sets one aside (set_aside_card), instead of the Ixians."},
    {"em.hw.grumman.high", "basic", "HWC (Grumman high face)", Implemented,
     "While Grumman is high, once in each Spice Collection the Moritani may put a Terror token of their "
     "supply face down in a stronghold that holds one already, or take a token off the board back to their "
     "supply, and then take 4 spice from the Bank (grumman_terror, the grumman_terror decision; pass "
     "declines). Boundary em.hw.boundary.grumman_stack."},
    {"em.hw.grumman.low", "basic", "HWC (Grumman low face)", Implemented,
     "While Grumman is low, a Terror token answers only an entry of at least 3 forces (one shipment or "
     "move)."},
    {"em.hw.grumman.occupied", "basic", "HWC (Grumman occupied face)", Implemented,
     "While Grumman is occupied, no Terror token answers an entry by its Occupier or the Occupier's ally."},
    {"em.hw.boundary.grumman_stack", "basic", "HWC (Grumman high face); E3 pp.5-6 (2h)", Boundary,
     "Two tokens in one stronghold (Grumman high): what does one entry wake? (a) the Moritani are asked "
     "about "
     "each in turn, and reveal at most one; (b) both may be revealed. The engine takes (a)."},
    {"em.boundary.assassinate_forfeit", "advanced", "E3 p.6 (2h); checklist 16.9", Boundary,
     "Assassinate Leaders after a battle in which a traitor was called: (a) not in that battle only; (b) "
     "lost "
     "for the rest of the game once the Moritani call a traitor (an unofficial revision says so). The engine "
     "takes (a)."},
    {"em.hw.kaitain.high", "basic", "HWC (Kaitain high face)", Implemented,
     "While Kaitain is high, at the end of Bidding (once the auction is over) the Emperor may discard "
     "treachery cards from hand, paying 2 spice to the Bank for each, one at a time (discard_for_spice, the "
     "homeworld_discard decision; pass ends it for the phase)."},
    {"em.hw.wallach_ix.high", "basic", "HWC (Wallach IX high face)", Implemented,
     "While Wallach IX is high, the Bene Gesserit may send 2 spiritual advisors to the Polar Sink with "
     "another "
     "faction's shipment (send_advisor with forces 2), not to the shipment's territory."},
    {"em.hw.caladan.occupied", "basic", "HWC (Caladan occupied face)", Implemented,
     "Caladan's Occupier shares the Atreides bidding advantage: it too sees each card up for bid that the "
     "Atreides see (not when a Karama stopped their look), and knows it in the buyer's hand."},
    {"em.hw.giedi_prime.occupied", "basic", "HWC (Giedi Prime occupied face); TO Game_Bidding.cs",
     Implemented,
     "With Giedi Prime occupied the Harkonnen's free extra card with a purchase goes to its Occupier, or to "
     "the Occupier's ally when the Occupier's hand is full (em.hw.boundary.giedi_receiver)."},
    {"em.hw.boundary.giedi_receiver", "basic", "HWC (Giedi Prime occupied: the Occupier or its ally)",
     Boundary,
     "The card names the Occupier \"or its ally\" as the receiver of the Harkonnen's extra card without "
     "saying "
     "who picks. (a) the Occupier, its ally only when the Occupier's hand is full (this engine); (b) the "
     "Occupier chooses which of the two takes it."},
    {"em.hw.salusa.occupied", "advanced", "HWC (Salusa Secundus occupied face)", Implemented,
     "With Salusa Secundus occupied the Sardaukar lose their advantage: they count as one force in battle."},
    {"em.hw.wallach_ix.occupied", "basic", "HWC (Wallach IX occupied face); TO Voice.cs", Implemented,
     "Wallach IX's Occupier and its ally are immune to the Voice: in their battles the Bene Gesserit (or "
     "their ally) are not asked for a Voice command."},
    {"em.hw.tleilax.occupied", "basic", "HWC (Tleilax occupied face); TO FaceDanced.cs", Implemented,
     "No Face Dancer may be revealed against Tleilax's Occupier or its ally."},
    {"em.hw.southern.occupied", "basic", "HWC (Southern Hemisphere occupied face)", Implemented,
     "The Southern Hemisphere's Occupier takes half (rounded down) of the spice the Fremen collect in each "
     "Spice Collection (em.hw.boundary.southern_occupied)."},
    {"em.hw.boundary.southern_occupied", "basic", "HWC (occupied face); TO Game_Collection.cs", Boundary,
     "The card gives the Occupier half of the Fremen's collection; treachery.online takes it only while the "
     "Southern Hemisphere is also low. (a) whenever the card is occupied (this engine, the card as read); "
     "(b) only while it is low as well."},
    {"em.hw.tleilax.high", "basic", "HWC (Tleilax high face)", Implemented,
     "While Tleilax is high when they revive, the forces the Tleilaxu revive free may be sent at once, "
     "free, from their reserves to one territory (send_from_homeworld, the homeworld_send decision; pass "
     "declines): not into the storm, a full stronghold, the ally's territory or the Hidden Mobile "
     "Stronghold. A Homeworld as destination comes with occupation (em.hw.ship_between)."},
    {"em.hw.southern_hemisphere.high", "advanced", "HWC (Southern Hemisphere high face)", Implemented,
     "While Southern Hemisphere is high when they revive, a Fedaykin the Fremen revive may be placed at "
     "once, free, from their reserves in a territory holding Fremen forces (send_from_homeworld; storm, "
     "stronghold limit and ally's territory apply). Fedaykin are told apart in the Advanced game."},
    {"em.hw.ix.high", "advanced", "HWC (Ix high face)", Implemented,
     "While Ix is high, each Cyborg the Ixians pay to revive brings 2 Suboids back from the Tanks to their "
     "reserves with it, free (Cyborgs revived free do not; em.hw.boundary.ix_suboids)."},
    {"em.hw.boundary.ix_suboids", "advanced", "HWC (Ix high face)", Boundary,
     "Ix high gives 2 free Suboids with a paid Cyborg revival: (a) 2 for each Cyborg paid for, beyond the "
     "revival limit, as the card says \"also\" and \"free\"; (b) 2 in all, within the limit. The engine "
     "takes choice (a)."},
    {"em.hw.salusa.high", "advanced", "HWC (Salusa Secundus high face)", Implemented,
     "While Salusa Secundus is high (2-5 Sardaukar in reserve there) the Sardaukar count full strength in "
     "battle without spice; spice dialed then supports the Emperor's normal forces. The battle quotes show "
     "it."},
    {"em.hw.salusa.low", "advanced", "HWC (Salusa Secundus low face)", Implemented,
     "While Salusa Secundus is low no Sardaukar is revived free: the free revivals count only normal forces, "
     "and every Sardaukar revived is paid for. Salusa's low side gives no +1 revival or charity."},
    {"em.hw.giedi_prime.high", "basic", "HWC (Giedi Prime high face); E3 p.15 (2h) FAQ", Implemented,
     "While Giedi Prime is high, the Harkonnen take 2 spice from the Bank in a Spice Collection phase in "
     "which they collect spice from the board: once a phase, however many territories they collect in."},
    {"em.hw.kaitain.low", "basic", "HWC (Kaitain low face); E3 p.15 (2h) FAQ (5 spice: 3 and 2)", Implemented,
     "While Kaitain is low the Emperor keeps half of each payment for a treachery card, rounded up (5 -> 3); "
     "the other half goes to the Bank (to the Occupier once occupation is in the engine)."},
    {"em.hw.junction.low", "basic", "HWC (Junction low face)", Implemented,
     "While Junction is low the Guild keeps half of each shipment payment, rounded up; the other half goes "
     "to "
     "the Bank (to the Occupier once occupation is in the engine)."},
    {"em.hw.caladan.low", "basic", "HWC (Caladan low face)", Implemented,
     "While Caladan is low the Atreides do not see the top card of the spice deck in Shipment and Movement "
     "(a private log line says why)."},
    {"em.hw.wallach_ix.low", "basic", "HWC (Wallach IX low face)", Implemented,
     "While Wallach IX is low the Bene Gesserit send no spiritual advisor with another faction's shipment."},
    {"em.hw.ix.low", "basic", "HWC (Ix low face)", Implemented,
     "While Ix is low the Hidden Mobile Stronghold cannot be moved, neither before the storm nor by the "
     "Ixian Karama power (the refusal says why)."},
    {"em.hw.caladan.option", "basic", "seed HVR ¶1; HWC Caladan high", Implemented,
     "While Caladan is high (6-20 reserves), after the Atreides win a battle they may move one force from "
     "Caladan's reserves to the battle's territory if an Atreides force is still there "
     "(reinforce_from_homeworld, the homeworld_reinforcement decision); pass declines."},
    {"em.hw.caladan.threshold_checks", "basic", "seed HVR ¶2; E3 pp.9-10 (2h)", Implemented,
     "Caladan's side is read after the winner's losses (when the offer opens) and again when the force is "
     "chosen; a move that takes Caladan from 6 to 5 is not undone."},
    {"em.hw.caladan.native_only", "basic", "seed HVR ¶2", Implemented,
     "Only Atreides reserves count toward Caladan's side; foreign forces never do."},
    {"em.hw.caladan.physical", "basic", "seed HVR ¶2", Implemented,
     "Basic and Advanced alike: one counter moves from Caladan to the board; no revival, no spice, no use of "
     "the shipment or movement."},
    {"em.hw.caladan.winner", "basic", "seed HVR ¶3", Implemented,
     "The offer goes to the original winner, a traitor win included; a loss, two traitors or a Lasgun/Shield "
     "explosion leave no Atreides winner and no offer."},
    {"em.hw.caladan.survivor", "basic", "seed HVR ¶3", Implemented,
     "With no Atreides force left in the battle's territory there is no destination and no offer."},
    {"em.hw.caladan.location", "basic", "seed HVR ¶4", Implemented,
     "The force goes to the original battle's territory only, to a sector of it the player names "
     "(em.hw.caladan.sector); the Hidden Mobile Stronghold is its one location."},
    {"em.hw.caladan.sector", "basic", "seed HVR ¶4", Implemented,
     "On Arrakis the player names the sector (location) inside the battle's territory; the legal-move list "
     "offers each one the rules allow."},
    {"em.hw.caladan.occupancy", "basic", "seed HVR ¶4", Implemented,
     "The arrival joins the Atreides forces still in the territory, so it adds no side to it: the stronghold "
     "limit of two factions holds; on a Homeworld the arrival rules apply (never to the ally's, "
     "em.hw.allied)."},
    {"em.hw.caladan.homeworld_battles", "basic", "seed HVR ¶3-4", Implemented,
     "A win on Caladan itself offers nothing (the reserves fought from Caladan: a zero net move); a win on a "
     "foreign Homeworld offers its one location, and the force withdrawn from Caladan stands there as a real "
     "counter, under the Homeworld arrival rules (not to the ally's)."},
    {"em.hw.caladan.ambassador", "basic", "seed HVR ¶4", Implemented,
     "Arrival in a stronghold holding an Ambassador goes through the Ambassadors' normal entry predicate "
     "(not against Ecaz's ally, the token's own faction, advisors): Ecaz are asked in an after-battle "
     "window, the effect resolves (the alliance and the CHOAM discards answered by their seats), and the "
     "battle ends with no second victory."},
    {"em.hw.caladan.public_only", "basic", "seed HVR ¶6", Implemented,
     "The offer's destinations read only the public board (the battle's territory, the storm, Atreides "
     "presence); no secret card or token decides them."},
    {"em.hw.boundary.caladan_face_dancer", "basic", "seed HVR ¶5", Boundary,
     "The Caladan reinforcement and a Face Dancer reveal against the same Atreides win: the sources give "
     "no order. (a) the reinforcement first, then the reveal (which replaces every Atreides force there, "
     "the new one too); (b) the reveal first, leaving no destination. The engine asks the Atreides first, "
     "choice (a), and always offers the explicit decline; it does not certify the combination."},
    {"em.hw.boundary.caladan_storm", "basic", "seed HVR ¶6", Boundary,
     "A sector of the battle's territory under the storm: (a) not a destination; (b) allowed, the move not "
     "being movement. The engine takes choice (a)."},
    {"em.hw.boundary.caladan_hms", "basic", "seed HVR ¶6; Ixians & Tleilaxu p.9", Boundary,
     "A win inside the Hidden Mobile Stronghold: (a) the HMS is the destination, one location with no "
     "sector; (b) a sector of the territory it points at. The engine takes choice (a)."},
    {"em.hw.boundary.caladan_entry", "basic", "seed HVR ¶6", Boundary,
     "Does the arriving force count as an entry that others react to (Bene Gesserit Intrusion, a Terror "
     "token)? (a) yes, through the normal entry predicate; (b) no, it is neither shipment nor movement. The "
     "engine takes choice (b) for them: nobody is asked. An Ambassador there is asked (the contract's "
     "entry predicate, em.hw.caladan.ambassador)."},
    // Ecaz & Moritani treachery cards (variant em_treachery): the seed contract ECAZ_TREACHERY_RULES.md
    // ("ETR"), sentence by sentence as docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules 103-117.
    {"em.card.deck", "basic",
     "seed ETR (Shared rules; designer unboxing 8:06-8:15: 50 cards with both expansions); E3 pp.4,9,11 "
     "(2h)",
     Implemented,
     "The variant em_treachery shuffles three special cards into the treachery deck (Recruits, "
     "Reinforcements, Harass & Withdraw): 36 cards with the base set, 50 with it_treachery. It needs no "
     "faction and no other variant. Each card is discarded after use; every card is in exactly one place "
     "(the invariants count all 50)."},
    {"em.card.slot_category", "basic",
     "seed ETR (Shared rules; Engine contracts: shared battle-card "
     "representation)",
     Implemented,
     "Reinforcements and Harass & Withdraw take the weapon or the defense slot of a battle plan but are "
     "neither a weapon nor a defense: they kill no leader and protect none, they are no partner for "
     "Chemistry or Weirding Way, and a Prescience question about the weapon or the defense of a plan holding "
     "one there is answered \"no such card\" (an empty answer, the card not named). The plan keeps the "
     "exact card in its slot, secret until the reveal; the Atreides Karama power, which shows the whole "
     "plan, shows it."},
    {"em.card.voice_generic", "basic", "seed ETR (Engine contracts: Voice)", Implemented,
     "A Voice command names a class of weapon or defense, a worthless card or a Cheap Hero; these cards are "
     "none of them, so no Voice can force or forbid them."},
    {"em.card.auto_disposal", "basic", "seed ETR (Engine contracts: disposal path in battle resolution)",
     Implemented,
     "Reinforcements and Harass & Withdraw revealed in a plan are discarded with the battle, by the winner "
     "too: they are never offered to the winner's keep-cards choice."},
    {"em.card.reinforcements", "basic", "Reinforcements card face (seed ETR, A 4:24; J 8:55-9:05)",
     Implemented,
     "Played in either slot of a battle plan, only while its user has at least 3 forces in reserve (checked "
     "when the plan is committed: a plan with fewer is refused). Revealed, 3 of the user's reserve forces go "
     "to the Tanks (real units; none is placed in the territory; no spice), and when the battle is "
     "resolved by the plans 2 is added to the user's dialed number. The plan's dial stays the forces "
     "committed (the +2 adds no casualty): boundaries em.boundary.reinforcements_advanced, "
     "_traitor, _explosion."},
    {"em.card.recruits", "basic", "Recruits card face (seed ETR, A 4:21; J 8:25-8:48); E3 pp.11,16 (2h)",
     Implemented,
     "Played by its holder at any time in the Revival phase (play_recruits). For the rest of this turn "
     "every faction's current free revival rate (after its own rules, ally grants and Karama stops) is "
     "doubled, at most 7 (the FAQ's Fremen doubling 4 to 7), and the ordinary force revival limit becomes "
     "7. One turn-scoped effect read by every rate, limit, quote and decision; it ends with the turn. Paid "
     "revivals stay paid; the card costs no spice. Boundaries em.boundary.recruits_timing and "
     "em.boundary.recruits_other."},
    {"em.card.recruits.exceptions", "basic", "seed ETR (Recruits and exceptions)", Implemented,
     "Recruits never lowers a revival limit: a higher one (the Tleilaxu's unlimited revival) is kept; a "
     "limit the Tleilaxu raised to 5 becomes 7."},
    {"em.card.harass_withdraw", "basic", "Harass & Withdraw card face (seed ETR, F; A 4:28; J 9:11-9:29)",
     Implemented,
     "Played in either slot of a battle plan. Once the plans are revealed and the traitor window has "
     "closed, the user's forces in the territory that were not dialed go back to its reserves (no spice); "
     "its leader can still die. An opponent's traitor call cancels it (the user's own call does not). The "
     "forces it sends home are gone before losses, a Face Dancer reveal or the Kwisatz Haderach count are "
     "worked out. Boundaries em.boundary.harass_explosion, em.boundary.harass_commitments."},
    {"em.card.harass_homeworld", "basic", "seed ETR (Harass & Withdraw: not on the user's own Homeworld)",
     Implemented,
     "Harass & Withdraw is refused in a battle plan on the user's own Homeworld (Homeworlds variant); an "
     "invader may play it there."},
    {"em.card.harass_ally", "basic", "seed ETR; E3 p.16 (2h)", Implemented,
     "With Ecaz and its ally in one battle (em.ecaz.occupy_battle), only the card user's undialed forces go "
     "home and the other resolves normally: the ally leading keeps its dial there, Ecaz's half stays and "
     "fights. Ecaz leading (their ally dials): Ecaz keep the half they add and the rest of theirs goes home "
     "(boundary em.boundary.occupy_harass)."},
    // --- Nexus Cards (variant em_nexus_cards; checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md section
    // 11;
    // engine/rules/components/nexus_cards/nexus_cards.cpp;
    // tests/rules/components/nexus_cards/em_nexus_cards_test.cpp) ---
    {"em.nexus.deck", "basic", "E3 pp.4,11 (2h); NXF; DB NexusCards.csv", Implemented,
     "Variant em_nexus_cards: 12 Nexus cards, one per faction (all twelve whoever is seated), shuffled at "
     "setup "
     "apart from the treachery deck: no hand-limit slot, never auctioned. The deck's order and each held "
     "card "
     "are secret; the deck's count, the discards (face up) and who holds a card are public."},
    {"em.nexus.draw", "basic", "E3 p.11 (2h); TO NexusCardDrawn", Implemented,
     "At the end of a Spice Blow and Nexus phase in which a Nexus took place (after the alliances and the "
     "worm "
     "rides; Advanced, after pile B too; not after a Great Maker vote without a majority), each unallied "
     "player "
     "in storm order may draw a Nexus card, discarding the one it holds first (one held at most). Who draws "
     "its "
     "own faction's card may discard it and draw again, once: the choice is made with the draw (redraw_own), "
     "so "
     "no second question shows the table which card was drawn. An empty deck is rebuilt from the shuffled "
     "discards."},
    {"em.nexus.alliance_discard", "basic", "E3 p.11 (2h)", Implemented,
     "Joining any alliance (a Nexus, the Ecaz Ambassador, Enemy of My Enemy) discards both partners' Nexus "
     "cards, face up."},
    {"em.nexus.modes", "basic", "E3 p.11 (2h); NXF; TO NexusPlayed", Implemented,
     "A Nexus card is played once, then discarded, in one mode fixed by who holds it: Cunning by its own "
     "faction, Betrayal while its faction is seated, Secret Ally while it is not. Another mode's effect is "
     "refused. The view gives the holder its card and the mode (nexus_cards.card, nexus_cards.mode)."},
    {"em.nexus.faces", "basic", "NXF (the twelve faces, checklist rows 51-62); E3 p.11 (2h)", Implemented,
     "Applied (play_nexus_card, effect): "
     "Betrayal stop (as a Karama against that advantage, for the rest of the phase, with a Karama's timing): "
     "Atreides prescience, Bene Gesserit Voice, Emperor Sardaukar (Advanced), Fremen worm ride or "
     "two-territory move, Ixian bidding look or Technology. "
     "Atreides Secret Ally see_element (in one's battle before the opponent's plan, one element, answered as "
     "the prescience, the opponent setting its plan first) and Cunning second_element (a second element "
     "after "
     "the prescience asked one). "
     "Bene Gesserit Secret Ally voice (the battle opponent, before its plan and before the prescience, FAQ). "
     "Emperor Cunning virtual_sardaukar (Advanced, before one's plan, in a battle with no Sardaukar of "
     "theirs: "
     "up to 5 of their forces count as Sardaukar there and are lost as normal forces). "
     "Ixian Cunning full_suboids (Advanced, before one's plan: the Suboids count full strength without spice "
     "for the rest of the turn). "
     "Spacing Guild Secret Ally guild_rates and Richese Secret Ally five_for_one (in one's own Shipment and "
     "Movement turn before the shipment: the Guild's rates with cross-shipment or shipment back to reserves; "
     "or up to 5 forces from reserves at the price of one). "
     "Moritani Betrayal return_terror (a face-down token on the board goes back unrevealed) and Cunning "
     "terror_anywhere (played with the Mentat Pause placement: any territory of Arrakis, even one with a "
     "token; never the Hidden Mobile Stronghold). "
     "Ecaz Cunning take_duke (Duke Vidal for this turn from any custody, between battles), Betrayal "
     "ally_withdraws (Ecaz's ally returns its forces in one territory of Arrakis it shares with Ecaz to "
     "reserves; in Revival or before the first shipment of Shipment and Movement) and Secret Ally "
     "ask_traitors (the answer public, as Truthtrance's). "
     "Secret Ally revive: Fremen and Emperor 3 forces free, Tleilaxu an own leader free and up to 5 forces "
     "at 1 spice each (Revival phase; Advanced one elite force a turn). "
     "Tleilaxu Cunning replace_face_dancers (every revealed Face Dancer: new ones drawn first, then the old "
     "shuffled back; between battles). "
     "Harkonnen Cunning draw_traitor (a traitor card drawn, then one of their traitors shuffled back at "
     "once, "
     "decision nexus_traitor_return; between battles), Betrayal cancel_traitor (when the Harkonnen call a "
     "traitor every holder is asked before the battle is resolved, decision nexus_traitor; the call is "
     "cancelled, the card goes back into the traitor deck, the battle is fought out and the Harkonnen draw a "
     "replacement in the next Mentat Pause; the Cheap Hero traitor card too, it_cheap_hero_traitor) and "
     "Secret Ally "
     "mentat_traitors (in the Mentat Pause "
     "two drawn, then two shuffled back; a Tleilaxu holder keeps them as Face Dancers and gives back "
     "unrevealed Face Dancers). "
     "Ixian Secret Ally replace_purchase (the card just bought discarded, the deck's top card taken) and "
     "Emperor Secret Ally keep_spice (the spice the buyer and its ally paid for it given back by the Spice "
     "Bank). Two windows give these cards their moment: after every purchase the buyer holding a Nexus card "
     "is asked (decision nexus_purchase), and in every Mentat Pause each holder is asked (decision "
     "nexus_mentat), whatever card it holds, so the question tells nothing of the card. "
     "Bene Gesserit Cunning flip_advisors (in their own Shipment and Movement action the advisors of each "
     "territory they name become fighters, within the flip's limits: not beside the ally, not under the "
     "storm; one card serves the whole action). Spacing Guild Cunning second_shipment (played in their own "
     "action: a second shipment right after it; nothing moves then unless a Hajr gives a move). "
     "Moritani Secret Ally keep_lost and CHOAM Secret Ally look_card (at the end of a battle that had a "
     "winner both sides holding a Nexus card are asked, decision nexus_battle_end: the loser keeps a card it "
     "played that a winner could keep, taken back from the discards; the winner looks at a random card the "
     "loser did not use there, shown to the winner alone). "
     "Spacing Guild Betrayal take_payment, Tleilaxu Betrayal cancel_face_dancer and CHOAM Secret Ally "
     "sell_worthless, in a window asked of every holder that could play on the moment (decision "
     "nexus_window, the view's nexus_cards.moment): after a shipment paid for while the Guild are seated "
     "(every holder but the Guild; the whole payment is held back meanwhile and the holder takes it all, its "
     "own payment too, over a Homeworld Occupier's share; a pass lets it go to the Guild or the Bank), after "
     "the Tleilaxu reveal a Face Dancer (every holder but the Tleilaxu; the reveal waits; cancelled, the "
     "battle stands as fought and the Face Dancer stays revealed), and in Spice Collection after the "
     "collection (every holder; a Worthless card from the hand to the discards for 2 spice from the Bank). "
     "Fremen Secret Ally worm_protection and Cunning remote_ride, in the same window when Shai-Hulud "
     "appears, "
     "before it devours (a blow's worm, a worm the Fremen place, the Thumper's; not the Great Maker, nor the "
     "worm after Sandtrout): with the Fremen absent every holder with forces there is asked, and the one "
     "that "
     "plays keeps its forces there from this worm; with the Fremen seated they alone are asked, when the "
     "worm is where no forces stand, and name a desert territory where they have forces: a group there rides "
     "the worm after the Nexus as a worm ride (a Karama against the ride cancels it without devouring "
     "there). "
     "Every holder is also asked when a battle begins, before its Voice, prescience and plans (the same "
     "decision, moment battle), so that a face played before the plans has its moment even against a bot "
     "that sets its plan at once. "
     "The Emperor Betrayal's forced payment of its ally's purchase is a "
     "source boundary (em.nexus.boundary.emperor_purchase). "
     "With CHOAM seated, their card's Cunning and Betrayal: cr.x.nexus. (The Richese are never seated yet: "
     "their card is always Secret Ally.)"},
    {"em.nexus.boundary.emperor_purchase", "basic",
     "NXF (the Emperor face); FAQ Nov 2020 p.2 (an Emperor's help to its ally's purchase)", Boundary,
     "The Emperor Nexus card's Betrayal may make the Emperor pay for its ally's treachery card, covering the "
     "necessary amount. The face does not say who chooses the Emperor's share when the ally can pay part, "
     "what happens when the Emperor cannot cover it, or where the spice goes (the ally's payment goes to the "
     "Emperor, so the Emperor paying it would pay itself). The engine does not offer this half of the card; "
     "its other half, the stop of the Sardaukar, is played as the Betrayal."},
    // --- Discovery tokens (variant em_discovery; checklist docs/expansions/ECAZ_MORITANI_HOMEWORLDS.md rules
    // 63-67; engine/rules/components/discovery/discovery.cpp) ---
    {"em.discovery.cards", "basic",
     "E3 pp.4, 12-13 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md, a scan of the printed cards); TO map "
     "cards 41-46 and Game_Blow.cs; DB DiscoverySpiceCards.csv",
     Implemented,
     "Variant em_discovery: six Discovery cards join the spice deck (Sihaya Ridge, Rock Outcroppings, Hagga "
     "Basin: Hiereg tokens at Cielago East sector 2, Meridian sector 0, Gara Kulon sector 7; Funeral Plain, "
     "Wind "
     "Pass North, Old Gap: Smuggler tokens at Pasty Mesa sector 6, Plastic Basin sector 12, False Wall West "
     "sector 16). Revealed, a card first clears its territory (the spice there to the Bank, every force "
     "there "
     "to the Tanks), blows its 6 spice like a territory card (lost in the storm, doubled after Sandtrout) "
     "and "
     "is a territory card for a later Shai-Hulud; then a random face-down token of its pool is laid at its "
     "site. Boundary em.boundary.discovery_reshuffle."},
    {"em.discovery.pools", "basic", "E3 pp.4, 13 (2h); TO EstablishPlayers.cs; DB discovery-tokens.csv",
     Implemented,
     "Two pools of four tokens, shuffled face down at setup: Hiereg (Jacurutu Sietch, Cistern, Ecological "
     "Testing Station, Shrine) and Smuggler (Orgiz Processing Station, Treachery Card Stash, Spice Stash, "
     "Ornithopter). A card whose pool is empty lays none. The view shows each pool's size, never its order."},
    {"em.discovery.inspect", "basic", "E3 p.13 (2h); TO DiscoveryRevealed.cs", Implemented,
     "The Fremen see the face-down Hiereg tokens at any time, the Guild the Smuggler tokens (only their "
     "views carry the identity; others see \"face_down\"). In Spice Collection, before any spice is "
     "collected, each faction with fighters in a token's territory looks at it (it then sees it in its view) "
     "in storm order and may reveal it (decision discovery_reveal, action reveal_discovery) or pass; the "
     "first to reveal it does."},
    {"em.discovery.location", "basic", "E3 p.13 (2h); TO map locations 100-104, DiscoveryEntered.cs",
     Implemented,
     "A revealed location token (Jacurutu Sietch, Cistern, Ecological Testing Station, Shrine, Orgiz "
     "Processing "
     "Station) is a territory of its own nested at its site: moves reach it only from the site's location "
     "and leave it only to there (one territory), two factions at most, shipped into at 1 spice a force, "
     "never in storm and never devoured; Jacurutu Sietch is a stronghold (victory, the two-faction limit). "
     "Before it is revealed no shipment, move, ride or send reaches it. At the start of the next turn, "
     "before the storm, each faction with forces in its host territory may step them in free (decision "
     "discovery_entry; boundary em.boundary.discovery_parent_entry)."},
    {"em.discovery.effects", "basic",
     "E3 p.13 (2h); TO DefaultSkin.cs, Game_Battle.cs, Game_Collection.cs, "
     "TestingStationUsed.cs, ClairVoyancePlayed.cs, FlightDiscoveryUsed.cs; DB discovery-tokens.csv",
     Implemented,
     "Jacurutu Sietch: the winner of a battle there gains 1 spice for each force of the loser that was not "
     "dialled and went to the Tanks. Cistern: each occupant gains 2 spice in Spice Collection (boundary "
     "em.boundary.discovery_cistern). Ecological Testing Station: once dials or the storm card set the "
     "storm's "
     "move (not Weather Control), an occupant may change it by 1 either way (decision testing_station). "
     "Shrine: "
     "its occupant may play Truthtrance as Karama and Karama as Truthtrance. Orgiz Processing Station: in "
     "Spice Collection its occupant takes 1 spice of each spice blow another faction collects. Treachery "
     "Card Stash: the revealer draws a card (over the hand limit it discards one: decision "
     "discovery_discard); Spice Stash: 7 spice from the Bank; both leave the game. Ornithopter: the "
     "revealer keeps it; on a later turn, in its movement, it flies one move of 3 territories (action "
     "use_ornithopter), then leaves the game; a flight not made in that turn is not spent."},
    {"em.boundary.discovery_parent_entry", "basic",
     "checklist 16.28; TO DiscoveryEntered.cs, Game_Storm.cs; "
     "Quintine DISCOVERY_PROTOTYPE.md",
     Boundary,
     "When do forces already in the host territory step into a newly revealed Discovery location? (a) at "
     "once, "
     "in Spice Collection; (b) at the start of the next turn, before the storm. The engine takes (b), as TO "
     "and "
     "Quintine both do; a force in a sector in storm does not step, as no force moves out of the storm."},
    {"em.boundary.discovery_reshuffle", "basic", "no source; TO Game_Blow.cs (v158 removes the cards)",
     Boundary,
     "A Discovery card seen a second time (after the spice deck is reshuffled): (a) it stays a spice card "
     "and "
     "lays a new token only where its site holds none, face down or revealed as a location (a site emptied "
     "by "
     "a one-time token takes another); (b) the Discovery cards leave the game at the reshuffle (TO). The "
     "engine takes (a); the view shows this from the Spice Blow to CHOAM Charity once a Discovery card lies "
     "in a "
     "discard pile."},
    {"em.boundary.discovery_cistern", "basic", "E3 p.13 (2h: 'an occupant'); TO Game_Collection.cs", Boundary,
     "Two factions in the Cistern: (a) each gains 2 spice; (b) only a faction alone there (TO counts "
     "control). "
     "The engine takes (a): each occupant."},
    {"em.boundary.discovery_tokens_there", "basic", "checklist 16.7", Boundary,
     "Ambassadors and Terror tokens are placed in the strongholds of the printed board only; Jacurutu "
     "Sietch, a "
     "stronghold once revealed, takes neither (choice (a) of boundary 16.7)."},
    {"em.great_maker", "basic",
     "E3 pp.4,12,16 (2h: Quintine/Dune docs/DISCOVERY_COMPONENTS.md); TO Rule.GreatMaker (facts only); "
     "checklist rule 68",
     Implemented,
     "Variant em_great_maker: the Great Maker is an extra spice card (the deck has one more). On turn 1 it "
     "is "
     "set aside and shuffled back like Shai-Hulud. From turn 2, revealed in either pile, it devours like "
     "Shai-Hulud (the same path: spice and forces lost, Fremen immune, their ally protected where the Fremen "
     "protect it) in the territory of that pile's topmost territory card, and the next card is revealed. "
     "Then, "
     "before any alliance, every seat votes in storm order, one at a time, whether a Nexus occurs "
     "(vote_nexus, no pass); only a strict majority of the seated players voting yes makes one (a tie makes "
     "none). Then, after the Fremen's usual ride of board forces, the Fremen may ride it with any number of "
     "their reserve forces (ride_from_reserves: 1 to all, Advanced naming their Fedaykin) to one location of "
     "Arrakis, as a worm ride: not in storm, not into a stronghold holding two other factions, not with "
     "their "
     "ally, not a Homeworld or the Hidden Mobile Stronghold; or pass. A Karama that makes the worm devour "
     "the "
     "Fremen (fremen_worm_ride) does not cancel that reserve ride (E3 p.16). The vote is public in the view "
     "(great_maker)."},
    {"em.boundary.great_maker_variant", "basic", "checklist 16.1; Quintine DISCOVERY_COMPONENTS.md vs TO",
     Boundary,
     "Is the Great Maker part of the Discovery variant (its card is one of the seven Discovery spice cards) "
     "or its own option (TO Rule.GreatMaker)? (a) only with Discovery; (b) its own variant. The engine takes "
     "(b): em_great_maker is selectable alone and with em_discovery."},
    {"em.boundary.great_maker_worms", "basic", "no source combines them; checklist rule 68", Boundary,
     "The Great Maker and a Shai-Hulud in the same spice blow: (a) the Great Maker always appears at its "
     "pile's topmost territory card (the Fremen never place it) and counts as the blow's first worm, so a "
     "Shai-Hulud after it may be placed by the Fremen (Advanced); a Shai-Hulud of that blow brings its Nexus "
     "as always, so no vote is held, and the reserve ride still follows; (b) the vote is held and decides "
     "the Nexus alone. The engine takes (a)."},
    {"em.boundary.great_maker_sandtrout", "basic",
     "Sandtrout (E1 p.11 FAQ (2h)) names Shai-Hulud; TO ResourceCard.IsShaiHulud excludes the Great Maker "
     "(facts only)",
     Boundary,
     "The Great Maker after Sandtrout in the same phase: (a) Sandtrout's quieting waits for a Shai-Hulud "
     "card, "
     "and the Great Maker devours, brings its vote and its ride; (b) Sandtrout quiets the Great Maker (no "
     "vote, no ride). The engine takes (a)."},
    {"em.boundary.great_maker_no_nexus_ride", "basic", "E3 p.12 (2h) silent; checklist rule 68", Boundary,
     "When the vote makes no Nexus, do the Fremen still ride (the ride belongs to the worm, or to the "
     "Nexus)? "
     "(a) they do: the board forces that survived it ride as usual, then the reserve ride; (b) no Nexus, no "
     "ride. The engine takes (a): the card names the ride after the vote whatever its outcome."},
    {"em.hw.boundary.great_maker_reserves", "basic", "E3 pp.10,12 (2h); no source combines them", Boundary,
     "With the Homeworlds the Fremen reserves stand on their Homeworld card: (a) those are the reserve "
     "forces that may ride the Great Maker, taken from the card (it may turn low), as every send from "
     "reserves; (b) no reserve ride, as Shai-Hulud carries forces on Arrakis only (E3 p.10). The engine "
     "takes (a)."},
    // --- Ecaz (Ecaz & Moritani pp.4, 7-8, 15-16 (2h); engine/rules/factions/ecaz/ecaz.cpp) ---
    {"em.ecaz.setup", "basic", "E3 p.7 (2h); Ecaz sheet", Implemented,
     "Ecaz start with 12 spice, 6 forces in the Imperial Basin, 14 in reserve and free revival 2. Their own "
     "Ambassador and five drawn at random from the ten others (no Moritani token exists) go to their supply; "
     "the rest are not drawn."},
    {"em.ambassador.place", "basic", "E3 p.7 (2h)", Implemented,
     "At the end of Revival, once every faction has revived or passed, Ecaz may place Ambassadors of their "
     "supply face up (place_ambassador), each in a stronghold of Arrakis that holds no Ambassador and is not "
     "in the storm (never the Hidden Mobile Stronghold or a Homeworld). The first of the turn costs 1 spice, "
     "the second 2, and so on; a pass ends the turn's placements."},
    {"em.ambassador.trigger", "basic", "E3 pp.7,15 (2h)", Implemented,
     "When another faction ships or moves into a stronghold holding an Ambassador, the turn stops (the "
     "Reaction step) and Ecaz may trigger it (trigger_ambassador) for themselves or their ally, or leave it. "
     "Never against their ally, against Bene Gesserit advisors, or against the token's own faction. The "
     "entrant's turn then goes on. Boundary em.boundary.ambassador_terror_order."},
    {"em.ambassador.effects", "basic", "E3 pp.7-8 (2h)", Implemented,
     "Atreides: the beneficiary sees the entrant's hand. Bene Gesserit: the effect of another Ambassador not "
     "in the supply (the token's faction may then be the entrant's). CHOAM: discard cards for 3 spice each. "
     "Ecaz: an alliance with the entrant if both are unallied and it accepts (and, if Ecaz choose, Duke "
     "Vidal lent to it for the turn), or Duke Vidal for Ecaz (em.duke.ecaz_gain). Emperor: 5 spice. Fremen: "
     "a "
     "group on the board moves to any territory (storm and occupancy apply). Harkonnen: one of the "
     "entrant's traitor cards at random, seen by the beneficiary only. Ixian: discard a card and draw one. "
     "Richese: 3 spice for the top card, with room in the hand. Spacing Guild: up to 4 reserve forces into "
     "any territory out of the storm, free. Tleilaxu: one own leader or up to 4 forces revived free."},
    {"em.ambassador.disposal", "basic", "E3 p.7 (2h)", Implemented,
     "A triggered token is set aside; the Ecaz token goes back to the supply and the Bene Gesserit token "
     "leaves the game. Once the five drawn are all used, five more are drawn. A token the storm reaches "
     "(only a stronghold it can kill forces in: Arrakeen and Carthag after Family Atomics) or a "
     "Lasgun/Shield "
     "explosion sends back goes to the supply. Boundary em.boundary.ambassador_pool."},
    {"em.ambassador.secrecy", "basic", "E3 p.7 (2h); designer comment (placed tokens face up)", Implemented,
     "Placed Ambassadors are face up for everyone; the supply's count is public and its tokens are Ecaz's "
     "only (boundary em.boundary.ambassador_supply)."},
    {"em.ambassador.karama", "basic", "E3 p.16 (2h) Karama table", Implemented,
     "A Karama (advantage ecaz_ambassadors) stops Ecaz placing Ambassadors in that Revival; a triggered "
     "effect is not cancelled."},
    {"em.ecaz.loyalty", "advanced", "E3 pp.8,16 (2h)", Implemented,
     "Advanced: before the traitor cards are dealt, one Ecaz traitor card at random is set aside face up, "
     "out "
     "of the game: nobody draws it and it is no Face Dancer. A Karama has no effect on it."},
    {"em.ecaz.occupy", "basic", "E3 pp.8,10 (2h); designer answer 'Understanding Ecaz Occupy' (as cited)",
     Implemented,
     "Ecaz and their ally may have forces in the same territory: the allied rule against ending a move or a "
     "shipment where the ally is, and the Advanced separation at the end of a turn, do not apply to them. "
     "They count as one side for the stronghold limit: Ecaz may join their ally and one enemy, a third "
     "faction may join the pair, never a fourth side. Storm rules still apply. Homeworlds are not "
     "territories: there the ordinary separation holds. Each keeps its own forces."},
    {"em.ecaz.occupy_battle", "basic", "E3 pp.8,15 (2h); designer answer (as cited)", Implemented,
     "Ecaz and their ally both battling the same enemy in a territory fight it as one side, in one battle. "
     "Ecaz choose who of the two fights (lead_battle): its leader, cards, plan and spice. The dial counts "
     "the "
     "ally's forces whoever leads (their strength, spice and elite rules), and Ecaz add half their forces "
     "there, rounded up, at full strength without spice. A win costs the ally the forces dialed and Ecaz "
     "that half; a loss costs both every force there; a traitor or an explosion as usual for both. Battle "
     "order is the storm order; ties go to the one of the two fighting factions first in it. A partner "
     "separated from the enemy by the storm stays out (boundaries em.boundary.occupy_rounding, "
     "em.boundary.occupy_storm)."},
    {"em.ecaz.shared_collection", "basic", "E3 p.8 (2h)", Implemented,
     "Ecaz and their ally collecting in the same place collect together, as much as both can, and share it: "
     "halves, the odd spice to the ally (boundary em.boundary.shared_collection)."},
    {"em.ecaz.victory", "basic", "E3 pp.8,15 (2h)", Implemented,
     "Ecaz and their ally also win together holding three strongholds where both are and no other faction "
     "fights; the ordinary four-stronghold alliance win stays. No Karama stops it (a victory condition, FAQ "
     "Nov 2020 p.7)."},
    {"em.ecaz.advanced_collection", "advanced", "E3 pp.8,15 (2h)", Implemented,
     "Advanced: co-occupying Arrakeen, Carthag or Tuek's Sietch, Ecaz and their ally each collect its "
     "Increased Spice Flow income, and both collect at 3 a force co-occupying Arrakeen or Carthag: each "
     "occupies the stronghold (an ally is no other faction there, GF9 p.11). A Karama against the income "
     "has no moment in the engine (boundary em.boundary.occupy_income_karama)."},
    {"em.ecaz.karama_against", "basic", "E3 p.16 (2h) Karama table", Implemented,
     "A Karama against Ecaz (advantage ecaz_occupy) stops Occupy for one battle, played before its plans "
     "are revealed: the faction that fights dials its own forces and the other adds nothing; a plan already "
     "set is set again. The pair still fall together if they lose (boundary em.boundary.occupy_stopped). No "
     "effect on the sharing of territories or on the three-stronghold victory."},
    {"em.ecaz.karama_power", "advanced",
     "TO KarmaPinkDial.cs (no weapon, no defense; absolute difference of the leader values); Quintine ecaz "
     "special Karama component (id 70587429699: declared before plans are revealed) (2h); checklist rule 21",
     Implemented,
     "Advanced: once a game, with a Karama card, in a battle Ecaz fight themselves, Ecaz may declare their "
     "Karama power (karama_dial_bonus) while the plans are being set, before they are revealed: their plan "
     "then has neither weapon nor defense (a plan with one is refused; not declared over a plan already set "
     "with one, nor while the Voice commands them to play a card), and they add to their dial the difference "
     "of the two leaders' values (boundary em.boundary.ecaz_karama_values). Refused in the Basic game, a "
     "second time, without a Karama card, and in a battle Ecaz do not fight themselves."},
    {"em.boundary.ecaz_karama_values", "advanced",
     "TO KarmaPinkDial.cs; Quintine ecaz special Karama component (id 70587429699, \"provisional\") (2h); "
     "checklist 16.6",
     Boundary,
     "The Ecaz Karama power: which leader values are compared, and when it is declared. (a) the printed disc "
     "values, declared before the reveal; (b) the values in battle. The engine takes: declared before the "
     "plans are revealed; each leader counts what it counts in this battle's strength (its printed strength; "
     "Zoal the value it copies), a Cheap Hero or no leader 0, the Kwisatz Haderach's +2 not counted; the "
     "absolute difference is added to Ecaz's dial as strength (no forces, no spice), whether or not a leader "
     "dies, and beside an Artillery Strike too."},
    {"em.hw.ecaz.high", "basic", "HWC (the Ecaz card, high face); E3 pp.9-10 (2h)", Implemented,
     "With the Homeworlds, while Ecaz is high, Ecaz collect 3 spice from the Bank whenever a poison weapon "
     "is "
     "discarded, by anyone (boundary em.hw.boundary.ecaz_poison). The face's second sentence is "
     "em.hw.ecaz.high_win."},
    {"em.hw.ecaz.high_win", "basic", "HWC (the Ecaz card, high face); E3 p.10 (2h)", Implemented,
     "While Ecaz is high, Ecaz and their ally also win in the Mentat Pause holding at least one stronghold "
     "together (both there, no other faction's fighters) and being the Occupiers of the Homeworlds of two "
     "other factions (boundary em.hw.boundary.ecaz_high_win)."},
    {"em.hw.boundary.ecaz_high_win", "basic", "HWC (the Ecaz card: \"two other factions' Homeworlds\")",
     Boundary,
     "The Emperor has two Homeworlds: do Kaitain and Salusa Secundus count as two? (a) no, the Homeworlds of "
     "two different factions; (b) yes, two cards. The engine takes (a)."},
    {"em.hw.ecaz.occupied", "basic", "HWC (the Ecaz card, occupied face); DB homeworlds.csv", Implemented,
     "While Ecaz's Homeworld is occupied, its Occupier has Duke Vidal's rights instead of Ecaz and the "
     "Moritani: it takes him at the end of Shipment and Movement (for one battle, when he is not in the "
     "Tanks) and alone may revive him (5 spice, or a Ghola card); the Ecaz Ambassador's Duke choice and the "
     "Moritani's taking him do not apply."},
    {"em.hw.boundary.ecaz_duke", "basic",
     "HWC (the Ecaz card: \"the Occupier or its ally gains Duke Vidal\")", Boundary,
     "When and to whom does the Occupier of Ecaz gain Duke Vidal? (a) the Occupier itself, at the end of "
     "each "
     "Shipment and Movement it occupies the card, for one battle (he is set aside after it, like any Duke "
     "tenure); (b) the Occupier or its ally as it chooses, for as long as the occupation lasts. The engine "
     "takes (a)."},
    {"em.hw.ecaz.low", "basic", "HWC (the Ecaz card, low face)", Implemented,
     "While Ecaz is low, when Ecaz and their ally battle as one side (em.ecaz.occupy_battle) their opponent, "
     "not Ecaz, chooses which of the two fights (the occupy_lead decision)."},
    {"em.hw.boundary.ecaz_poison", "basic", "HWC (the Ecaz card: \"a poison weapon\")", Boundary,
     "Which discarded cards are poison weapons for Ecaz high? (a) the cards printed as poison weapons: the "
     "base poisons (Chaumas, Chaumurky, Ellaca Drug, Gom Jabbar) and Poison Blade; (b) also Chemistry (a "
     "defense that counts as a poison weapon in a plan's weapon slot) and Poison Tooth (a special weapon). "
     "The engine takes (a)."},
    {"em.boundary.ambassador_pool", "basic", "E3 p.7 (2h) (the pool is not specified)", Boundary,
     "Which tokens may the random draws take? (a) all ten others, seated or not, later draws taking back "
     "the tokens set aside (not the one gone); (b) only the seated factions' tokens, or only tokens never "
     "drawn. The engine takes (a)."},
    {"em.boundary.ambassador_supply", "basic", "designer comment (placed face up; the supply not said)",
     Boundary,
     "Is Ecaz's supply of Ambassadors secret? (a) its count is public, its tokens Ecaz's only; (b) all "
     "public. The engine takes (a): nothing that may be secret is shown."},
    {"em.boundary.ambassador_terror_order", "basic", "E3 pp.7,14-15 (2h) (no order given)", Boundary,
     "An entry into a stronghold holding both an Ambassador and a Terror token: (a) Ecaz answer first, then "
     "the Moritani (faction order); (b) the Moritani first. The engine takes (a); each answers the entry as "
     "it "
     "stood when it was made."},
    // --- Moritani (Ecaz & Moritani pp.5-6, 14, 16 (2h); engine/rules/factions/moritani/moritani.cpp) ---
    {"em.moritani.setup", "basic", "E3 p.5 (2h); Moritani sheet", Implemented,
     "The Moritani start with 12 spice and free revival 2. After every other faction has set up (the Fremen "
     "and the Advanced Bene Gesserit placements), they place 6 forces from reserves in one territory of "
     "Arrakis where no other faction has forces (place_moritani); 14 stay in reserve. All six Terror tokens "
     "start in their hidden supply."},
    {"em.moritani.terror_place", "basic", "E3 pp.5,16 (2h)", Implemented,
     "In each Mentat Pause (when no one has won) the Moritani may place one Terror token of their supply "
     "face "
     "down in a stronghold of Arrakis holding no Terror token, or move one already placed there (storm "
     "allowed; never the Hidden Mobile Stronghold, never a Homeworld; no cost): plant_terror, the "
     "plant_terror decision; pass declines. Once a pause. A Karama against moritani_terror stops it for the "
     "pause."},
    {"em.moritani.terror_trigger", "basic", "E3 pp.5-6,14 (2h)", Implemented,
     "When a faction other than the Moritani and their ally ships, sends or moves forces into a stronghold "
     "holding a Terror token (Bene Gesserit advisors included, a spiritual advisor sent there too), the "
     "turn stops (the Reaction step) and the Moritani may reveal the token against that entrant "
     "(reveal_terror), offer an alliance instead, or pass: the token stays hidden and may trigger again. A "
     "revealed token leaves the game (Extortion excepted). Tokens survive storm and explosions. Boundary "
     "em.boundary.terror_order."},
    {"em.moritani.enemy_of_enemy", "basic", "E3 pp.6,16 (2h)", Implemented,
     "Instead of revealing, the Moritani may offer the entrant an alliance (offer_terror_alliance; never to "
     "Ecaz, nor while either occupies the other's Homeworld). Accepted (accept_terror_alliance), both leave "
     "their alliances and ally at once, outside a Nexus, and the token goes back to the Moritani supply "
     "unrevealed; refused (pass), the Moritani must reveal it. A Karama against moritani_alliance stops the "
     "offer for the phase."},
    {"em.terror.secrecy", "basic", "E3 p.5 (2h); designer comment (face-down Terror); seed HVR", Implemented,
     "A placed token is face down: every view shows where tokens lie, and only the Moritani seat sees which "
     "is which; the log names a token only when it is revealed. Whether an entrant triggers one is asked of "
     "the Moritani whatever the token is, so the question tells nothing."},
    {"em.terror.assassination", "basic", "E3 p.5 (2h)", Implemented,
     "Assassination: one of the entrant's leaders, drawn at random, goes to the Tanks and the Moritani take "
     "its "
     "strength in spice from the Bank (Zoal: 3). Boundary em.boundary.assassination_pool."},
    {"em.terror.atomics", "basic", "E3 p.5 (2h)", Implemented,
     "Atomics: every force in that territory, of every faction, goes to the Tanks; the Aftermath token stays "
     "there and nobody may ship or send into it again (moving in stays allowed). From then on the Moritani "
     "hand limit, and their ally's, is one less; a hand over it discards a card at random. Boundary "
     "em.boundary.atomics_ally."},
    {"em.terror.extortion", "basic", "E3 p.6 (2h)", Implemented,
     "Extortion: 5 spice from the Bank wait in front of the Moritani shield and are theirs at the Mentat "
     "Pause; "
     "then each other faction with 3 spice is asked in storm order whether it pays the Moritani 3 "
     "(pay_extortion, the extortion decision): the first that pays sends the token out of the game; if none "
     "does, it goes back to the Moritani supply."},
    {"em.terror.robbery", "basic", "E3 p.6 (2h)", Implemented,
     "Robbery: the Moritani take half the entrant's spice, rounded up, or the top treachery card "
     "(take_card); "
     "over their hand limit, they then discard a card of their choice (discard_over_limit)."},
    {"em.terror.sabotage", "basic", "E3 p.6 (2h)", Implemented,
     "Sabotage: a card of the entrant's hand, drawn at random, is discarded if it holds one; then the "
     "Moritani "
     "may give the entrant a card of their own hand (give_terror_card; pass gives none)."},
    {"em.terror.sneak_attack", "basic", "E3 p.6 (2h)", Implemented,
     "Sneak Attack: the Moritani bring up to 5 forces from their reserves into that stronghold free (forces "
     "of reveal_terror), not into the storm nor as a third faction; the Atomics Aftermath does not stop it."},
    {"em.moritani.atomics_hand_limit", "basic", "E3 p.5 (2h)", Implemented,
     "After Atomics the Moritani (and the ally they had then) may hold one card less everywhere a hand limit "
     "counts: buying, drawing, the Robbery card."},
    {"em.moritani.alliance", "basic",
     "Quintine Moritani-ally retention component (id 66348119025) and tests (id 68300347955) (2h; no E3 page "
     "is cited there); checklist rule 33",
     Implemented,
     "The Moritani's ally, having lost a battle that had a winner (a traitor's included; not a Lasgun/Shield "
     "explosion, not two traitors), may keep one card it played there that a winner could have kept (a "
     "weapon or defense the card table lets a winner keep; never a Cheap Hero, a worthless card or a card "
     "discarded after use): those cards stay in its hand until it answers the keep_lost_card decision after "
     "the losses (keep_lost_card names the card; pass discards them all). A Karama against the Moritani "
     "(advantage moritani_ally_card, while they have an ally) stops it for the Battle phase: the cards are "
     "discarded as usual, or, the decision being open, only a pass is left."},
    {"em.moritani.assassinate_leaders", "advanced", "E3 pp.6,14,16 (2h)", Implemented,
     "Advanced: when the Moritani lose a battle in which no traitor was called to a faction whose leader "
     "survived, they may reveal a traitor card they hold naming another living leader of that faction "
     "(assassinate_leader, the assassinate_leaders decision after the losses; pass declines): that leader "
     "goes "
     "to the Tanks and they take its strength in spice from the Bank (Zoal: 3). Once per opposing faction. "
     "The "
     "card is set aside and replaced from the traitor deck at the next Mentat Pause. No Karama reaches it."},
    {"em.moritani.karama_power", "advanced",
     "Quintine Moritani special-Karama component (ids 70091428980, 70276929254) (2h; exact E3 page not cited "
     "there; TO implements none); checklist rule 36",
     Implemented,
     "Advanced: once a game, with a Karama card, when the Moritani lose a battle (fighting it, or beside the "
     "side that did) that had a winner which played cards it could keep, they are asked before the winner "
     "keeps its cards (the karama_force_cards decision, offered whether or not they hold a Karama; pass "
     "declines): they force each of those cards, the weapon and the defense, to be kept or discarded "
     "(discard_weapon, discard_defense, keep_weapon, keep_defense); the winner decides on the rest. The "
     "cards it must discard anyway (Cheap Hero, worthless, discarded after use) are gone by then (boundary "
     "em.boundary.moritani_karama). Refused in the Basic game, a second time, and without a Karama card."},
    {"em.boundary.moritani_karama", "advanced",
     "Quintine Moritani special-Karama component (ids 70091428980, 70276929254: \"provisional\") (2h); "
     "checklist 16.10",
     Boundary,
     "The Moritani Karama power is known only from an earlier implementation's notes (no E3 page seen; TO "
     "has "
     "none): (a) implement it as described; (b) none until the sheet is read. The engine takes (a), in that "
     "implementation's reading: after the losses and the cards that must be discarded, before the winner "
     "chooses; each card the winner could keep (its weapon, its defense) may be forced kept or forced "
     "discarded; the cards discarded after use stay discarded."},
    {"em.duke.setup", "basic", "E3 pp.3-4, 9 (2h)", Implemented,
     "Duke Prad Vidal is one shared leader disc, strength 6, an Ecaz leader by identity with no traitor "
     "card, "
     "in the game while Ecaz or the Moritani are seated. He starts set aside: nobody controls him. Whoever "
     "controls him may put him in a battle plan (one battle territory a turn, like any leader); the view "
     "shows where he is and who has him (duke_vidal)."},
    {"em.duke.ecaz_gain", "basic", "E3 pp.7, 9 (2h)", Implemented,
     "The Ecaz Ambassador's effect (trigger_ambassador, leader Duke Vidal): Ecaz take him, from the side or "
     "from the Moritani, if he is not in the Tanks, and keep him until he fights a battle or the Moritani "
     "take him. Or its alliance (flag and leader Duke Vidal): accepted, Ecaz lend him to the new ally for "
     "this turn."},
    {"em.duke.moritani_gain", "basic", "E3 pp.6, 9 (2h)", Implemented,
     "At the end of Shipment and Movement, if the Moritani will battle in at least two different "
     "strongholds (battles against Ecaz, or Ecaz's ally beside them, not counted; the Hidden Mobile "
     "Stronghold "
     "counts) and Duke Vidal is "
     "not in the Tanks, the Moritani take him from whoever controls him, for one battle. They may qualify "
     "again on a later turn."},
    {"em.duke.release", "basic", "E3 pp.6, 9 (2h)", Implemented,
     "After the battle he fought, Duke Vidal alive is set aside again; killed, he goes to the Tanks and "
     "nobody controls him. A Moritani tenure or a loan that did not fight ends at the end of the turn (he is "
     "set aside); Ecaz keep him until he fights. His leader's winnings (6) are paid like any leader's."},
    {"em.duke.karama", "basic", "E3 p.16 Karama table (2h)", Implemented,
     "A Karama against the Moritani (advantage moritani_duke), played in Shipment and Movement, stops them "
     "taking Duke Vidal at its end; it does not take him back once they hold him."},
    {"em.ecaz.duke_revival", "basic", "E3 pp.8-9 (2h)", Implemented,
     "Only Ecaz revive Duke Vidal: for 5 spice (not his strength) in Revival, or with a Tleilaxu Ghola card, "
     "whatever their other leaders' state. He counts among Ecaz's leaders for their leader revival: with "
     "him in the Tanks, one of theirs may still be alive and never killed."},
    {"em.duke.boundary.capture", "advanced", "E3 pp.6, 9 (2h); GF9 p.17 (2h) (the order is not given)",
     Boundary,
     "Duke Vidal fought and lost against the Harkonnen, alive: is he in their capture draw? (a) no: his one "
     "battle is over and he is set aside before the draw (he is none of the loser's own leaders); (b) yes, "
     "and he is held like a captive. The engine takes (a)."},
    {"em.duke.boundary.revived", "basic", "E3 pp.8-9 (2h) (no controller given)", Boundary,
     "Ecaz revive Duke Vidal (Revival or a Ghola card): who controls him then? (a) nobody: he is set aside, "
     "and Ecaz or the Moritani take him again by their rules; (b) Ecaz, until he fights. The engine takes "
     "(a)."},
    {"em.duke.boundary.loan", "basic", "E3 p.7 (2h) (\"for this turn\")", Boundary,
     "Duke Vidal lent to Ecaz's new ally: (a) the ally controls him for one battle this turn, and he is set "
     "aside at the end of the turn if he did not fight; the Moritani may still take him at the end of "
     "Shipment and Movement; (b) the loan survives a Moritani claim. The engine takes (a)."},
    {"em.boundary.terror_order", "basic", "E3 pp.5-6,14 (2h) (no order given); checklist 16", Boundary,
     "An entry into a stronghold may wake both a Terror token and the Bene Gesserit (Intrusion, a spiritual "
     "advisor). The sources give no order: (a) the Terror token is answered first, then the Bene Gesserit "
     "windows; (b) the Bene Gesserit first. The engine takes (a)."},
    {"em.boundary.assassination_pool", "basic", "E3 p.5 (2h) (the pool is not specified)", Boundary,
     "Which leaders may Assassination draw? (a) the entrant's own leaders it has now (alive, not held by "
     "another faction); (b) also leaders it holds of other factions (captives, Gholas). The engine takes "
     "(a)."},
    {"em.boundary.atomics_ally", "basic", "E3 p.5 (2h) (which ally is not said)", Boundary,
     "Whose hand limit falls with the Moritani's after Atomics when alliances change later? (a) the ally at "
     "the time of the reveal, for the rest of the game; (b) whoever is their ally at the time. The engine "
     "takes (a)."},
    {"em.boundary.extortion_replace", "basic", "E3 pp.5-6 (2h) (no order given)", Boundary,
     "Extortion back in the supply at the Mentat Pause may be placed again in the same pause: (a) yes, it is "
     "in "
     "the supply like any token; (b) not before the next pause. The engine takes (a)."},
    {"em.card.karama", "basic", "seed ETR (Cancellation/disposal generally)", Implemented,
     "These cards are card effects, not faction advantages: no Karama stops them, and none is invented."},
    {"em.boundary.reinforcements_traitor", "basic",
     "seed ETR (unresolved: Reinforcements and a Traitor "
     "outcome); checklist 16.20",
     Boundary,
     "A traitor decides the battle: is the reserve cost paid by a Reinforcements plan beaten by, or winning "
     "by, a traitor? (a) paid whenever the plan is revealed; (b) only when the plans resolve the battle. The "
     "engine takes (a). The +2 counts only when the plans resolve the battle, and the card, used or "
     "cancelled, is discarded (the retention question the contract leaves open: not kept)."},
    {"em.boundary.reinforcements_advanced", "advanced",
     "seed ETR (unresolved: Reinforcements and advanced "
     "accounting); checklist 16.21",
     Boundary,
     "Advanced combat: (a) the +2 count at full strength, need no spice and add no casualty; (b) they need "
     "spice support and are lost like dialed forces. The engine takes (a). The 3 reserve forces sent to the "
     "Tanks are normal ones first, elite ones only when fewer than 3 normal remain, and count as no battle "
     "loss (not toward the Kwisatz Haderach, not as Cyborgs lost)."},
    {"em.boundary.reinforcements_explosion", "basic",
     "seed ETR (unresolved: Reinforcements and "
     "explosions); checklist 16.22",
     Boundary,
     "A Lasgun/Shield explosion with Reinforcements revealed: (a) the reserve cost is paid; (b) it is not. "
     "The engine takes (a), as with a traitor: the cost is paid when the plan is revealed."},
    {"em.boundary.harass_explosion", "basic",
     "seed ETR (unresolved: Harass & Withdraw and explosions; the "
     "designer: withdrawal on reveal); checklist 16.23",
     Boundary,
     "A Lasgun/Shield explosion with Harass & Withdraw revealed: (a) the undialed forces go home first (the "
     "designer says the withdrawal happens on the reveal: an inference, no ruling); (b) the explosion kills "
     "them. The engine takes (a)."},
    {"em.boundary.harass_commitments", "basic",
     "seed ETR (unresolved: Harass & Withdraw with unusual "
     "commitments); checklist 16.24",
     Boundary,
     "Which forces are the undialed ones? The engine keeps the forces its losses would take: Advanced, the "
     "normal and elite forces the plan names (an elite dialed force stays, whatever it counts); Basic, "
     "normal forces first. Forces that do not fight (Advanced Bene Gesserit advisors) stay. A zero dial "
     "sends every fighting force home; the territory's sectors are taken in board order. Other choices: the "
     "player picks the units."},
    {"em.boundary.occupy_rounding", "basic", "E3 pp.8 and 15 (2h): the general rule and its example disagree",
     Boundary,
     "Ecaz's part in a combined battle: p.8 says half rounded up added, and after a win that half lost; the "
     "p.15 example of five forces says two added (one printing) or three (another) and two lost. Choices: "
     "(a) p.8: ceil(E/2) added and lost; (b) the example. The engine takes (a)."},
    {"em.boundary.occupy_storm", "basic", "E3 p.8 (2h); GF9 p.10 (storm separation)", Boundary,
     "Ecaz and their ally in one territory, one of them separated from the enemy by the storm: (a) only the "
     "one that can battle fights, alone; (b) no battle at all. The engine takes (a): a partner joins only "
     "where it could battle the enemy itself."},
    {"em.boundary.occupy_stopped", "basic", "E3 p.16 (2h) Karama table; Quintine ECAZ_OCCUPY_RULES.md",
     Boundary,
     "Occupy stopped by a Karama for a battle: does the other faction still share the outcome? (a) yes, a "
     "loss costs both every force there, a win costs the other nothing; (b) it is out of the battle. The "
     "engine takes (a)."},
    {"em.boundary.occupy_harass", "basic",
     "seed ETR (unresolved: Ecaz's undialed support units); E3 p.16 (2h)", Boundary,
     "Harass & Withdraw played by Ecaz leading a combined battle (their ally's forces dialed): which Ecaz "
     "forces are undialed? (a) all but the half they add; (b) all of them, the half added then counting "
     "nothing. The engine takes (a)."},
    {"em.boundary.shared_collection", "basic", "E3 p.8 (2h)", Boundary,
     "Ecaz and their ally share what they collect together 'as they agree'. The engine asks nothing and "
     "takes the rule's fallback: halves, the odd spice to the ally (spice may change hands afterwards only "
     "as the rules allow, e.g. an Advanced bribe)."},
    {"em.boundary.occupy_income_karama", "advanced", "E3 p.16 (2h) Karama table", Boundary,
     "A Karama denying Ecaz the co-occupied city income for one collection: the engine resolves Spice "
     "Collection at once, with no moment to play it (as for every collection advantage); the income is "
     "paid."},
    {"em.boundary.recruits_timing", "basic",
     "seed ETR (unresolved: Recruits played after earlier "
     "revival); checklist 16.25",
     Boundary,
     "Recruits played after some factions revived this phase: (a) it changes only the revivals still to "
     "come: no refund and no second revival for a faction done; (b) everyone may revive again up to the new "
     "totals. The engine takes (a); it does not restrict the card to the phase's opening."},
    {"em.boundary.recruits_other", "basic",
     "seed ETR (unresolved: Recruits and exceptions); checklist "
     "16.26",
     Boundary,
     "Recruits with other revival rules: the engine doubles the free rate each faction has when it revives "
     "(after the Fremen ally grant, a Karama stop or the Tleilaxu's rules), caps it at 7, and changes no "
     "other count: the Emperor's paid revivals for its ally, a Tleilaxu Ghola card and the one elite force "
     "per turn (Advanced) keep their own limits."},
    // --- CHOAM & Richese House Expansion (GF9 2021, "CR"; issue 37). The rulebook's pages are read
    // second-hand, "(2h)", through Quintine/Dune's page-located audits; the sheets through treachery.online
    // (Skin.cs) and DuneBot (ChoamFaction.java). docs/expansions/CHOAM_RICHESE.md lists each row's sources.
    {"cr.choam.setup", "basic", "CR p.3 (2h); CHOAM sheet (TO Skin.cs, DB ChoamFaction)", Implemented,
     "CHOAM start with 20 forces in reserve (on Tupile with the Homeworlds), none on Arrakis, 2 spice, no "
     "free revival and a hand limit of 5 (which their bidding and discards follow)."},
    {"cr.choam.charity_income", "basic", "CHOAM sheet (TO Skin.cs; TO EndPhase; DB Game.choamCharity)",
     Implemented,
     "At the start of the CHOAM Charity phase, before anyone receives charity, CHOAM take 2 spice from the "
     "Bank for every faction in the game, themselves included (12 with six factions)."},
    {"cr.choam.charity_pays", "basic", "CHOAM sheet (TO Skin.cs; TO Game_Charity; DB Game.choamCharity)",
     Implemented,
     "Every charity another faction receives (a claim, and the Advanced Bene Gesserit's automatic 2) is paid "
     "out of CHOAM's spice, not the Bank; a Homeworld's low bonus still comes from the Bank. What CHOAM "
     "cannot pay: cr.boundary.charity_short."},
    {"cr.choam.no_charity_self", "basic", "DB ChoamFaction (never declines; skipped in choamCharity)",
     Implemented, "CHOAM never claim charity (they have just taken their income): they are not asked."},
    {"cr.choam.revival", "basic", "CHOAM sheet (TO Skin.cs; TO Revival.GetMaxRevivals; DB ChoamFaction)",
     Implemented,
     "CHOAM may revive any number of forces in the Revival phase, each for 1 spice (no free revival). Leader "
     "revival is the ordinary one."},
    {"cr.choam.sell_duplicates", "basic", "CR p.7 (2h); CR p.10 Q&A (2h, Portable Snooper); CHOAM sheet",
     Implemented,
     "At the end of any phase CHOAM may discard surplus exact duplicates from their hand, keeping one, for 3 "
     "spice each from the Bank. An exact duplicate has the same name (two Shields, two Karamas); a Portable "
     "Snooper is no duplicate of a Snooper (cr.boundary.duplicates). The engine asks CHOAM at the end of "
     "every phase while they hold a card (hand sizes are public, so the question shows nothing of the "
     "cards); "
     "they sell one card at a time, then pass."},
    {"cr.choam.sell_worthless", "basic", "CR p.7 (2h); CHOAM sheet", Implemented,
     "At the end of any phase CHOAM may discard Worthless cards for 2 spice each from the Bank (the same "
     "question as cr.choam.sell_duplicates). With the Homeworlds, not while Tupile is high (cr.hw.tupile)."},
    {"cr.choam.worthless_effects", "basic", "CR p.7 (2h); CHOAM sheet (DB cards/choam.csv)", Implemented,
     "Instead of selling, CHOAM may discard a Worthless card for its own effect at that effect's moment "
     "(cr.boundary.worthless_moments): Baliset, in Shipment and Movement, bars a named faction from moving "
     "(not shipping) into a territory CHOAM occupy, this turn; Jubba Cloak, in the Storm phase, spares "
     "CHOAM's forces in one territory from the storm; Kulon, in CHOAM's own Shipment and Movement turn, adds "
     "a territory to their move; La La La, in Revival, denies a faction that has not revived its free "
     "revival; Trip to Gamont, in the Mentat Pause, sends one force of another faction to its reserves "
     "(cr.boundary.gamont_force). Each is CHOAM's own (not their ally's); a Karama stops them for the phase "
     "(advantage choam_worthless). Kull Wahad: cr.choam.kull_wahad."},
    {"cr.choam.kull_wahad", "basic", "CR p.7 (2h); CHOAM sheet (DB cards/choam.csv)", NotYet,
     "Kull Wahad (with it_treachery): as a player attempts to play Karama, CHOAM discard it and that player "
     "may play no Karama this phase. Not yet: the engine has no moment between a Karama's play and its "
     "effect; CHOAM may sell the card."},
    {"cr.choam.inflation", "basic",
     "CHOAM sheet (TO Skin.cs; TO Game_Contemplate.HandleEconomics; DB "
     "ChoamFaction); belloflostsouls.net 2022-01-13",
     Implemented,
     "Once a game, in a Mentat Pause, CHOAM may play the Inflation token Double or Cancel side up. In the "
     "next "
     "turn's CHOAM Charity every charity is doubled or cancelled, CHOAM's income too "
     "(cr.boundary.inflation_income). At the beginning of the next Mentat Pause the token flips, for the "
     "turn "
     "after; at the beginning of the one after that it leaves the game. The engine asks CHOAM in every "
     "Mentat "
     "Pause until the token is played (cr.boundary.inflation_first)."},
    {"cr.choam.inflation_bribes", "advanced", "CHOAM sheet (TO Skin.cs; TO DealAccepted, Donated)",
     Implemented,
     "While the Inflation token is Double side up no bribe may be made (bribes exist only in the Advanced "
     "game, adv.bribery); a bribe is refused with this rule."},
    {"cr.choam.ally_trade", "basic", "CR p.8 (2h); CHOAM sheet (TO Skin.cs; DB ChoamFaction)", Implemented,
     "Alliance: once a game turn, at the end of a phase, CHOAM and their ally may trade one treachery card "
     "each. "
     "At the market (cr.choam.sell_duplicates) CHOAM offer their ally a card; the ally, seeing it, gives one "
     "of "
     "its own in return or refuses (cr.boundary.trade_order). The offer counts for the turn, taken or not. "
     "Which cards changed hands is CHOAM's and their ally's secret. A card that leaves CHOAM's hand by a "
     "discard before "
     "the answer (a sale, an effect, any card they play) withdraws the offer."},
    {"cr.choam.ally_battle_pay", "advanced", "CR p.8 (2h); CHOAM sheet (TO Skin.cs; DB allySpiceForBattle)",
     Implemented,
     "Alliance, Advanced: CHOAM's spice may support their ally's forces in battle. The ally's plan may dial "
     "up to "
     "its own spice and CHOAM's together; its own is paid first, the rest from CHOAM's, all to the Bank "
     "(cr.boundary.support_share)."},
    {"cr.choam.adv_support_income", "advanced", "CHOAM sheet, Advanced (TO Skin.cs)", Implemented,
     "Advanced: half (rounded down) of the spice other factions pay to support their forces in battle goes "
     "to CHOAM; the rest to the Bank (cr.boundary.support_share)."},
    {"cr.choam.auditor", "advanced", "CR pp.3,8 (2h); CHOAM sheet, Advanced (TO Skin.cs)", Implemented,
     "Advanced: CHOAM's sixth leader, the Auditor (strength 2), and its traitor card join the game at setup. "
     "In the Basic game neither is in play: CHOAM have five leaders and the traitor deck no Auditor card."},
    {"cr.choam.auditor_limits", "advanced", "CR p.8 (2h); CHOAM sheet, Advanced (TO Skin.cs)", Implemented,
     "The Auditor may be revived whenever it is in the Tanks, as if all CHOAM leaders were there, at its "
     "price "
     "(2), one leader a turn as usual (boundary cr.boundary.auditor_cycle); it is never captured (the "
     "Harkonnen) and never revived by another faction as a Ghola (the Tleilaxu). Never skilled: Leader "
     "Skills "
     "are not yet in this game."},
    {"cr.choam.audit", "advanced", "CR pp.8,10 (2h); CHOAM sheet, Advanced (TO Skin.cs)", Implemented,
     "After a battle the Auditor led CHOAM may audit the opponent: they will see 2 random cards of its hand "
     "(1 if the Auditor died), never one it used in that battle, at most as many as it has. The opponent may "
     "cancel the audit by paying CHOAM 1 spice a card that would be seen, all or nothing. The cards seen are "
     "shown to CHOAM only; their number is public (cr.boundary.audit_outcomes). A Karama stops it (advantage "
     "choam_audit)."},
    {"cr.choam.karama_power", "advanced", "CHOAM sheet, Advanced (TO Skin.cs)", Implemented,
     "Advanced Karama power (once a game, at any time after setup, as the other anytime Karama powers): "
     "CHOAM "
     "play Karama, then discard any treachery cards from their hand for 3 spice each from the Bank, one by "
     "one until they say done; nothing else happens meanwhile. Tupile high does not bar it (Tupile card)."},
    {"cr.choam.karama_stops", "basic", "CR p.12 Karama table (2h); TO Karma.cs", Implemented,
     "A Karama may stop CHOAM's Worthless special discard for the rest of the phase (advantage "
     "choam_worthless): none may be played, and one in force (Baliset, Jubba Cloak, Kulon, La La La) does "
     "nothing for the rest of that phase. The audit after a battle the Auditor led (advantage choam_audit, "
     "Advanced) likewise."},
    {"cr.hw.tupile", "basic", "Tupile Homeworld card (E&M box; DB cards/homeworlds.csv; TO Map.cs)",
     Implemented,
     "Tupile (CHOAM): high 11-20, low 0-10. High: CHOAM may not sell Worthless cards for spice "
     "(cr.choam.sell_worthless). Low: once a game per faction, while CHOAM have forces on that faction's "
     "Homeworld or it has forces on Tupile, CHOAM may make it tell them its spice and how many weapons and "
     "defenses it holds (tupile_question, at any time; cr.boundary.tupile_answer). Occupied: CHOAM lose the "
     "low face (the question and the low bonus); the Occupier's hand: cr.hw.tupile_occupied."},
    {"cr.hw.tupile_occupied", "basic",
     "Tupile Homeworld card, occupied face (DB cards/homeworlds.csv; TO "
     "Player.MaximumNumberOfCards)",
     Implemented,
     "While Tupile is occupied the Occupier and its ally hold one card more (buying, drawing, every hand "
     "limit). When that ends for a faction (the occupation, or the alliance) and it holds more than its "
     "limit, it discards down to it at once, choosing the cards (discard_down, before anything else; "
     "cr.boundary.tupile_discard). A Homeworld's face: no Karama stops it."},
    {"cr.boundary.tupile_discard", "basic", "Tupile card, occupied face ('discard down'); case not covered",
     Boundary,
     "How a faction discards down when Tupile's extra card ends: (a) at once, the faction choosing which "
     "cards; (b) at random, as a hand over the limit Atomics lowers (E3 p.5 (2h)); (c) at the next moment a "
     "hand limit is checked. The engine takes (a)."},
    {"cr.boundary.tupile_answer", "basic", "Tupile card ('tell you'); case not covered", Boundary,
     "Who hears the answer to Tupile's question: (a) CHOAM alone (and the faction asked); (b) every player. "
     "The engine takes (a): the question is public, the figures are CHOAM's."},
    {"cr.x.nexus", "basic",
     "Nexus card faces (E&M box; printed Cunning text relayed by QD NEXUS_CHOAM_RULES); E3 p.11 (2h); "
     "Betrayal: TO NexusPlayed, QD CHOAM Betrayal (second-hand)",
     Implemented,
     "The CHOAM Nexus card while CHOAM are seated (em_nexus_cards). Cunning (CHOAM hold it): discard any "
     "treachery card of theirs for the effect of a Worthless card of their choice (Baliset, Jubba Cloak, "
     "Kulon, "
     "La La La or Trip to Gamont), at that effect's moment and with its targets "
     "(cr.choam.worthless_effects), "
     "played as play_worthless with `as`; the Nexus card is spent with it; a Karama that stopped "
     "choam_worthless "
     "bars it. Betrayal (another holds it): at any time, CHOAM discard one of their treachery cards drawn at "
     "random (cr.boundary.nexus_betrayal_moment). Kull Wahad is no choice yet (cr.choam.kull_wahad)."},
    {"cr.boundary.nexus_betrayal_moment", "basic",
     "CHOAM Nexus card, Betrayal face (names no moment; TO "
     "NexusPlayed, QD CHOAM Betrayal, second-hand)",
     Boundary,
     "When the CHOAM Betrayal may be played: (a) at any time, one card drawn at random from CHOAM's hand, "
     "but "
     "not while CHOAM have a battle plan set for a battle not yet over (its cards lie outside the hand, and "
     "which they are is CHOAM's secret: a draw from the rest would tell it); (b) only between phases. The "
     "engine takes (a). A card trade offer waiting for its answer is withdrawn by the discard "
     "(cr.choam.ally_trade)."},
    {"cr.boundary.charity_short", "basic",
     "CR text not read; TO Game_Charity (Bank fallback), DB (CHOAM "
     "goes negative)",
     Boundary,
     "CHOAM cannot pay a charity in full (a Karama, or spice spent since their income): (a) the Bank pays "
     "the "
     "rest; (b) the claimant receives what CHOAM have. The engine takes (a)."},
    {"cr.boundary.duplicates", "basic", "CR p.7 (2h, exact duplicates); TO BrownDiscarded (same kind)",
     Boundary,
     "What is a duplicate: (a) a card of the same name; (b) a card of the same kind (Cheap Hero and Cheap "
     "Heroine, two projectile weapons). The engine takes (a); a Portable Snooper is no duplicate of a "
     "Snooper "
     "either way (CR p.10 (2h))."},
    {"cr.boundary.inflation_income", "basic",
     "TO EndPhase (income x multiplier); DB ChoamFaction; the sheet "
     "says 'charity'",
     Boundary,
     "Whether Inflation changes CHOAM's own income: (a) yes, doubled or cancelled like every charity; (b) "
     "no. "
     "The engine takes (a), as both implementations do."},
    {"cr.boundary.worthless_moments", "basic", "CR p.7 (2h) (each effect's moment); no timing rule found",
     Boundary,
     "When an effect is played within its moment: (a) at any time in it, before what it changes (a Baliset "
     "names the faction and territory before the move; a Jubba Cloak before the storm moves; La La La before "
     "the faction revives); (b) as a reaction, when the move, storm or revival happens. The engine takes "
     "(a): "
     "each is an action CHOAM take at any time in its moment, and no question is asked of anyone."},
    {"cr.boundary.gamont_force", "basic", "CR p.7 (2h) ('any one force')", Boundary,
     "Which force Trip to Gamont sends home where a faction has both kinds: (a) a normal force first; (b) "
     "CHOAM choose. The engine takes (a)."},
    {"cr.boundary.support_share", "advanced", "CHOAM sheet (TO Skin.cs); CR text not read (KC15)", Boundary,
     "Which support payments CHOAM take half of: (a) whatever another faction pays the Bank for its dial, "
     "after traitors and explosions have decided who pays; (b) only a battle's ordinary outcome. The engine "
     "takes (a); CHOAM's own payment, for their dial or their ally's (cr.choam.ally_battle_pay), goes to the "
     "Bank whole."},
    {"cr.boundary.auditor_cycle", "advanced", "CR p.8 (2h) as relayed; KC14", Boundary,
     "Whether a living Auditor that never died holds back the revival of CHOAM's other leaders (GF9 p.9: all "
     "leaders must have died): (a) it stands outside that cycle; (b) it counts like any leader. The engine "
     "takes (a): the sheet revives it as if all leaders were in the Tanks, so the cycle is the other "
     "five's."},
    {"cr.boundary.audit_outcomes", "advanced", "CR p.8 (2h) as relayed; KC28", Boundary,
     "Which battles the Auditor led open an audit: (a) every one, after a traitor call or an explosion too, "
     "the "
     "Auditor's survival deciding 1 card or 2; (b) only a battle resolved by its plans. The engine takes "
     "(a)."},
    {"cr.boundary.trade_order", "basic", "CR p.8 (2h) (a trade); GF9 Rulebook 2019 p.12 (alliance.secrecy)",
     Boundary,
     "The alliance card trade: (a) CHOAM offer a card and their ally, having seen it, answers with one or "
     "refuses; (b) both choose blind at once. The engine takes (a): allies may share information in secret "
     "at any time."},
    {"cr.boundary.inflation_first", "basic", "TO and DB (any Mentat Pause; DB from turn 2)", Boundary,
     "When the Inflation token may first be played: (a) any Mentat Pause, first acting in the next turn; (b) "
     "from turn 2 only. The engine takes (a)."},
    // CHOAM & Richese variants (cr_treachery, cr_strongholds): engine/data/variants.cpp.
    {"cr.variants", "basic", "CR p.4 (2h: components; Stronghold cards Advanced only); TO Game_Rules.cs",
     Implemented,
     "The expansion's components are chosen apart: cr_treachery (Poison Tooth and Artillery Strike, the "
     "updated Karama text) in any game; cr_strongholds (the six Stronghold cards) in the Advanced game only, "
     "refused in a Basic setup with a sentence; neither needs CHOAM or Richese seated. `--variants all` in a "
     "Basic game leaves cr_strongholds out. The Leader Skill cards are not yet in the engine."},
    {"cr.deck_count", "basic", "CR p.4 (2h); TO TreacheryCardManager (one copy of the shared cards)",
     Implemented,
     "Poison Tooth and Artillery Strike are the same two cards as it_treachery's: one copy each whichever of "
     "cr_treachery and it_treachery adds them (the set tooth_artillery). The deck holds 35 cards with "
     "cr_treachery alone, 47 with it_treachery, 50 with em_treachery too, 38 with cr_treachery and "
     "em_treachery. Their rules are the it.* rows'."},
    {"cr.karama_text", "basic",
     "Karama card text of the expansion (DB cards/treachery.csv); FAQ Nov 2020 p.7", Implemented,
     "The expansion's Karama cards stop one use of a faction advantage, alliance abilities included, after "
     "setup; in a battle before the plans are revealed; or buy a Guild-rate shipment or a card (not with a "
     "full hand). That is what FAQ Nov 2020 p.7 rules and the engine applies to every Karama "
     "(faction.karama_targets, boundary.karama_timing). CHOAM's alliance abilities are Karama targets: "
     "choam_ally_trade (an offer or an answer refused for the phase) and choam_ally_funds (Advanced; stopped "
     "before the plans are revealed: a plan that counted on CHOAM's spice keeps what its side can pay, "
     "cr.boundary.funds_stopped)."},
    {"cr.boundary.funds_stopped", "advanced",
     "Karama card text (before plans are revealed); case not covered", Boundary,
     "A Karama stops CHOAM's battle funding after the ally's plan counted on it: (a) the plan keeps the "
     "spice "
     "its side can pay, the rest of its dialed forces unsupported; (b) the Karama comes too late for this "
     "battle. The engine takes (a)."},
    // Stronghold cards (cr_strongholds, Advanced): engine/rules/components/stronghold_cards.
    {"cr.sh.custody", "advanced", "CR pp.4, 6, 9 (2h); TO Game_Contemplate.DetermineStrongholdOwnership",
     Implemented,
     "Six Stronghold cards, one per stronghold (the mobile stronghold's set aside while it is not placed); "
     "none "
     "is a treachery card. At the end of each turn, as the Mentat Pause ends, each goes to the faction that "
     "controls its stronghold (the one faction with fighting forces there; advisors do not count), else it "
     "is "
     "set aside. The holder keeps it through the next turn, even after leaving. Holders are public (view "
     "stronghold_cards)."},
    {"cr.sh.ecaz", "advanced", "E3 p.8 (2h); Quintine/Dune STRONGHOLD_CARDS (composition)", Implemented,
     "Ecaz and their ally sharing a stronghold (Occupy) are one side there: Ecaz control it and take its "
     "card."},
    {"cr.sh.arrakeen", "advanced", "Arrakeen card face (DB cards/stronghold.csv)", Implemented,
     "In battles in Arrakeen its holder's support counts 2 spice paid by the Bank: the plan may dial that "
     "much "
     "more spice (the seat's support_funds says so), and the Bank pays the first 2 of what was dialed "
     "(cr.boundary.arrakeen_share)."},
    {"cr.sh.carthag", "advanced", "Carthag card face (DB cards/stronghold.csv)", Implemented,
     "In battles in Carthag, if its holder plays no poison weapon (Poison Tooth counts as one), a non-poison "
     "defense it plays (a Shield, Weirding Way as a defense) also counts as a Snooper. It stops no Poison "
     "Tooth (only Chemistry does) and a Shield still explodes with a Lasgun."},
    {"cr.sh.habbanya", "advanced", "Habbanya Sietch card face (DB cards/stronghold.csv)", Implemented,
     "In battles in Habbanya Sietch its holder wins a tie of the totals, whatever the storm order (ties "
     "otherwise go to the aggressor, GF9 p.10)."},
    {"cr.sh.tabr", "advanced", "Sietch Tabr card face (DB cards/stronghold.csv)", Implemented,
     "Winning a battle in Sietch Tabr (by the totals or a traitor), its holder takes from the Bank the "
     "strength "
     "its opponent dialed, rounded down (its forces' battle strength, half for each unsupported force; no "
     "leader)."},
    {"cr.sh.tueks", "advanced", "Tuek's Sietch card face (DB cards/stronghold.csv)", Implemented,
     "In battles in Tuek's Sietch its holder takes 2 spice from the Bank for each Worthless card in its "
     "revealed plan (cr.boundary.tueks_outcomes). CHOAM's Worthless discards outside a plan do not count."},
    {"cr.sh.mobile", "advanced",
     "Hidden Mobile Stronghold card face (DB cards/stronghold.csv); Quintine/Dune "
     "STRONGHOLD_CARDS (current control)",
     Implemented,
     "In battles in the mobile stronghold its holder copies the advantage of another stronghold it controls "
     "now (cr.sh.custody's control; holding that stronghold's card is not needed), named before the plans "
     "(stronghold_copy: copy_stronghold; both plans wait). With one such stronghold its advantage is copied "
     "without a question; with none, nothing."},
    {"cr.boundary.mobile_control", "advanced",
     "Hidden Mobile Stronghold card face ('any other stronghold you control')", Boundary,
     "Which strongholds the mobile stronghold's card may copy: (a) those its holder controls when the battle "
     "is "
     "fought; (b) those whose cards it holds. The engine takes (a); the copy is named at the plans' step, "
     "after "
     "the Voice and the prescience."},
    {"cr.boundary.arrakeen_share", "advanced",
     "Arrakeen card face; CHOAM sheet (support share); case not covered", Boundary,
     "Whether the Bank's 2 in Arrakeen count toward CHOAM's support share (cr.choam.adv_support_income): (a) "
     "no, CHOAM take half of what the faction itself pays; (b) yes, half of the whole support. The engine "
     "takes (a)."},
    {"cr.boundary.tueks_outcomes", "advanced", "Tuek's Sietch card face ('you play'); case not covered",
     Boundary,
     "Which battles pay the Tuek's Sietch spice: (a) every battle whose plans are revealed, whatever follows "
     "(a traitor, an explosion, a loss); (b) only a battle decided by the totals. The engine takes (a)."},
};
}  // namespace

std::span<const RuleEntry> rule_registry() { return kRules; }

const RuleEntry* find_rule(std::string_view id) {
  for (const auto& r : kRules)
    if (r.id == id) return &r;
  return nullptr;
}

std::string_view status_key(RuleStatus s) {
  switch (s) {
    case Implemented: return "implemented";
    case Boundary: return "boundary";
    case NotYet: return "not yet";
  }
  return "?";
}

}  // namespace dune
