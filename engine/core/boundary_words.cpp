// Source boundaries in a player's words (issue 39, "Words for players"): for every rule of the registry with
// the status Boundary (engine/core/rules_registry.cpp), what the rulebook leaves open and what this game
// does, said to a player. The registry's text stays the developer's (what `dune rules` prints, with its
// sources and choices); the view shows this one (engine/view/boundaries.cpp). Written for this project, in
// our own words. tests/rules/boundary_words_test.cpp holds every Boundary row to a text here and every text
// to a row.
#include "engine/core/boundary_words.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace dune {
namespace {

using Row = std::pair<std::string_view, std::string_view>;
constexpr Row kWords[] = {
    {"setup.no_deals_before_start",
     "The rules forbid deals and bribes before setup is over. This game does not track deals (they are table "
     "talk), and the Basic game has no bribes, so there is nothing to stop."},
    {"boundary.storm_start_spice",
     "The rulebook does not say whether spice in the sector where the storm starts is destroyed. In this "
     "game it stays. It can only happen in a game started from a stated position, since spice never blows "
     "into the storm."},
    {"nexus.forming",
     "The rules do not say whether a player who breaks an alliance may form a new one in the same Nexus, nor "
     "how many proposals may be made. In this game each player makes one change per Nexus (form or break), "
     "and proposes to each other player at most once, so every Nexus ends."},
    {"bidding.raise_or_pass",
     "The rules do not say whether a pass in bidding is final. In this game a player who passed may bid "
     "again when its turn comes back after a higher bid."},
    {"boundary.face_down_identity",
     "Leaders lie face down in the Tanks only to mark the order of revival; the secrecy rules cover spice, "
     "cards and traitors, not leaders. This game names face-down leaders to everyone: who they are can be "
     "worked out from the public board anyway."},
    {"mentat.collect_bribes",
     "Bribes are an Advanced rule: in the Advanced game the spice in front of each shield is collected at "
     "the start of the Mentat Pause; the Basic game has none."},
    {"victory.multiple",
     "The sources differ when several players or alliances qualify for a win at the same time. In this game "
     "the first of them in storm order wins."},
    {"alliance.deals",
     "Deals between players are allowed but never binding. This game enforces none of them: players keep "
     "them with their own actions, every action still obeys the rules, and spice changes hands only where a "
     "rule moves it."},
    {"alliance.no_exit",
     "The rules do not say what happens to forces shipped into an ally's territory that then cannot get out. "
     "In this game such a shipment is refused unless a legal move out exists when it is made (a Hajr not "
     "counted)."},
    {"alliance.split_moves",
     "The rules do not say whether a first move may end with the ally if a second move (Hajr) then leaves. "
     "In this game no single move may end in the ally's territory, except the Polar Sink."},
    {"alliance.mixed_cohorts",
     "The rules do not cover old and newly arrived forces sharing an ally's territory in the turn the "
     "alliance forms. In this game new arrivals there are not possible, and the forces already there leave "
     "at the end of the turn as usual."},
    {"secrecy.hidden",
     "Spice, cards and traitors are secret; the rulebook lets only the Atreides keep notes of cards. This "
     "game hides every player's spice, hand, traitors, dials, plans and the prediction from the others, "
     "always shows hand sizes, and lists for each player the cards it has legitimately seen, as a memory "
     "aid. When the game is over, everyone's spice is shown."},
    {"secrecy.open_windows",
     "At a table, a question asked aloud shows nothing a player does not choose to show. On a screen, a "
     "question put only to those who can answer it would give their secret away. So in this game such a "
     "question is put to everyone who might answer (CHOAM Charity to every player whatever their spice, the "
     "Face Dancer question after every win, and so on); only your own answer is checked against your secret, "
     "and a question asked of everyone lists everyone until it is over."},
    {"card.truthtrance",
     "Truthtrance asks one player a yes-or-no question that must be answered truthfully. In this game you "
     "choose from questions the game can check (holds a card, holds a traitor, has at least so much spice), "
     "and the answer is given to everyone at once."},
    {"boundary.ally_visit_no_exit",
     "Forces shipped into an ally's territory must move out that turn. If no legal move out exists (the "
     "storm, a full stronghold), this game lets the turn end anyway; the forces stay and follow the "
     "end-of-turn rules for allies sharing a territory. Otherwise the game could not go on."},
    {"boundary.voice_forbids_last_hero",
     "A player with no leader whose only Cheap Hero the Voice forbids has no legal plan under the rules. In "
     "this game the Voice wins: that player fights with neither leader nor Cheap Hero, and so plays no "
     "treachery cards."},
    {"boundary.multiple_winners",
     "When several players qualify for a win at the same Mentat Pause, this game gives the win to the first "
     "in storm order (the sources differ). The Bene Gesserit prediction is checked against that winner "
     "only."},
    {"boundary.fremen_guild_default",
     "If the Guild's default win and the Fremen special victory both apply, the Fremen (and their ally) win "
     "in this game: the Fremen condition exists only with the Guild in the game, so it must come first or it "
     "could never apply."},
    {"boundary.storm_dialers",
     "Before any battle has been fought, the storm is dialed by the two players who dialed on turn 1; after "
     "several battles, the two of the last battle revealed dial."},
    {"boundary.storm_on_circle",
     "A storm that stops exactly on a player's circle makes that player last in storm order, as one guide "
     "reads the rule."},
    {"boundary.worm_no_territory",
     "A Shai-Hulud revealed when no territory card is in the discard pile (after a reshuffle) devours "
     "nothing, but a Nexus still follows."},
    {"boundary.blow_in_storm",
     "A territory card whose spice would fall in the storm places no spice, but it is still the topmost "
     "territory card that a later Shai-Hulud devours."},
    {"boundary.bidding_reentry",
     "Passing in bidding is not final in this game: a player who passed may bid again when its turn comes "
     "back after a higher bid."},
    {"boundary.karama_timing",
     "At the table a Karama is played when the advantage it stops is used. Here a window after every use "
     "would show who holds a Karama, so a Karama may be played at any time in that advantage's phase and "
     "stops it from then to the phase's end. It undoes nothing already done, except that a Voice or "
     "prescience question still in force is cancelled. Advantages used at a phase's first moment (the "
     "Atreides look at the card up for bid, the Fremen ally's worm protection, the spice-deck peek) can only "
     "be stopped for their later uses."},
    {"boundary.karama_bid_payment",
     "A card won with Karama (taken free or with a Karama-backed bid) pays nobody, not even the Emperor, and "
     "an ally cannot add spice to it."},
    {"boundary.ally_cooccupation",
     "Allies sharing a territory follow the rules on moving out described in the notes on alliances; a worm "
     "ride into an ally's territory is not possible in this game."},
    {"boundary.hajr_range",
     "With Hajr, each move's range is counted where it starts: a second move from Arrakeen or Carthag has "
     "the range of 3 that those cities give."},
    {"boundary.fremen_send_range",
     "For the Fremen send, the Great Flat itself counts as distance 0 and the distance is counted on the map "
     "without regard to the storm; only the sector where the forces arrive must be clear of the storm."},
    {"boundary.advisor_triggers",
     "The Bene Gesserit may send a spiritual advisor after any other faction ships forces from its reserves "
     "onto Dune, Karama shipments at the Guild's rates included; not after a Fremen send, a shipment between "
     "territories or a Guild shipment back to reserves."},
    {"boundary.atomics_storm",
     "Family Atomics needs forces on the Shield Wall or next to it; the storm between does not matter in "
     "this game, as a published answer allows it with the Wall or the neighbouring territory in the storm."},
    {"boundary.weather_timing",
     "Weather Control is offered before the storm dials are set; if it is played, nobody dials. Some "
     "clarifications place it after the dials are revealed."},
    {"boundary.traitor_lasgun",
     "A traitor call is resolved before a Lasgun and Shield explosion: the traitor decides the battle, "
     "nothing explodes and other factions' forces there survive. If both leaders are traitors, both sides "
     "lose everything there and other factions are untouched."},
    {"boundary.truthtrance_questions",
     "Truthtrance questions are limited to the present state of the game that it can check, and are answered "
     "at once; several Truthtrances are answered in the order played."},
    {"boundary.own_traitor",
     "A player dealt one of its own leaders as a traitor card does not draw again, and may even keep it (it "
     "can never be used)."},
    {"boundary.cheap_hero_forced",
     "A player with no leader available who holds a Cheap Hero must play it, as the card says."},
    {"boundary.choam_amount",
     "CHOAM Charity brings a player up to 2 spice: a player with 1 spice receives 1, not 2."},
    {"boundary.shared_win_replay",
     "One revision of the rules lets players who tie for the win agree to play another turn instead; this "
     "game has no such vote, and the win is shared."},
    {"adv.spice_dialing.no_winner",
     "After a Lasgun and Shield explosion or two traitors there is no winner, so both sides pay the spice "
     "they dialed to the Spice Bank. A side that no longer holds all of it pays what it has and keeps the "
     "strength it dialed."},
    {"adv.spice_dialing.elite_choice",
     "Spice supports the strongest dialed forces first (elite forces before normal ones). An elite force "
     "dialed counts 2 and is one of the forces its side loses if it wins, which is how an elite force takes "
     "two losses."},
    {"adv.karama.atreides_timing",
     "The Atreides Karama power (see the whole plan) is offered in place of the prescience question, in a "
     "battle the Atreides fight themselves; if a Karama stopped prescience this phase, there is no such "
     "moment in that battle."},
    {"adv.karama.emperor_limits",
     "The Emperor's Karama revival keeps the usual revival limits: a leader only when a leader may be "
     "revived, at most 1 Sardaukar a turn. It is used during the Emperor's revival."},
    {"adv.karama.harkonnen_timing",
     "The Harkonnen Karama power is played during Bidding, whenever the game waits on a decision, but not "
     "while the Harkonnen or their target holds a high bid backed by Karama. The whole hand is taken; the "
     "Harkonnen then see it, so the cards they give back are their choice, not drawn at random."},
    {"adv.karama.fremen_timing",
     "The Fremen Karama power (place a sandworm) is played in the Spice Blow and Nexus phase after turn 1, "
     "whenever the game waits on a decision then: a Nexus, or a later Shai-Hulud waiting to be placed. The "
     "Fremen are not asked every turn, since the question would tell the table they may hold a Karama."},
    {"adv.atreides.kwisatz_revival",
     "The Kwisatz Haderach in the Tanks is revived like a leader: for 2 spice, as the turn's one leader "
     "revival, once every Atreides leader is in the Tanks or has died once. A Tleilaxu Ghola card does not "
     "bring it back."},
    {"boundary.bg_arrival_stance",
     "The faction sheet forbids an advisor joining fighters and a shipment joining advisors; a later FAQ "
     "says arriving Bene Gesserit forces take the stance already there. This game follows the FAQ: both "
     "arrivals are allowed and take the stance already there."},
    {"adv.bg.boundary",
     "Advisors move under the same limit of two factions in a stronghold as fighters (only a shipment "
     "joining advisors ignores it). Intrusion is offered after shipments and moves, not worm rides. "
     "Universal Stewards does not apply during the Battle phase itself. A Karama cannot stop Wartime, "
     "Intrusion or the Guild's timing."},
    {"boundary.weather_storm_card",
     "Advanced: Weather Control is offered before the storm card is revealed. If it is played, the storm "
     "moves as Weather Control says; the Fremen's card goes back into the deck unrevealed and a new one is "
     "drawn, as in every Storm phase."},
    {"boundary.fremen_storm_half",
     "Advanced: the Fremen lose half their forces in a territory the storm catches, counted over all its "
     "sectors in the storm and rounded up (Fedaykin count one each); normal forces are lost before Fedaykin. "
     "The Fremen are not asked which."},
    {"boundary.fremen_sandworms_per_blow",
     "With two spice blows a phase, the sheet does not say whether 'the first sandworm' counts per pile or "
     "per phase. In this game it counts per pile: each pile's first Shai-Hulud appears where its pile says, "
     "and the Fremen place only later ones from the same pile."},
    {"adv.harkonnen.capture_traitor",
     "A captured leader the Harkonnen put in a battle can be called traitor by whoever holds its traitor "
     "card. Killed in battle, it earns its strength for the winner like any leader and goes to its owner's "
     "Tanks."},
    {"adv.guild.karama_stop_shipment",
     "The Guild name the player whose shipment they stop before that player ships, at any moment of the "
     "phase, not after: asking after every shipment would tell the table whether the Guild hold a Karama. A "
     "shipment already made stands."},
    {"boundary.it_thumper_pile_b",
     "Advanced, two spice blows a phase: Thumper is played at the start of the Spice Blow phase, so it is "
     "offered before the first pile's blow only, not again before the second."},
    {"ix.boundary.heighliner_worm",
     "The rules do not say which arrivals pay the owner of the Heighliners token. In this game only a "
     "shipment from reserves by a faction other than the Guild does; the Fremen send, worm rides and card "
     "effects do not."},
    {"boundary.it_cards_voice",
     "The rules do not say how the Voice applies to the expansion's cards that count as two kinds. In this "
     "game a card counts as what it is in its slot: Poison Blade as a projectile and a poison weapon, Shield "
     "Snooper as both defenses, Weirding Way as a projectile weapon or defense, Chemistry as a poison "
     "defense or weapon; Artillery Strike matches no command."},
    {"boundary.it_weirding_way_defense",
     "Weirding Way in the defense slot stops projectile weapons and protects its leader from an Artillery "
     "Strike, but it is not a Shield card: beside a Lasgun it causes no explosion."},
    {"boundary.it_slot_partner",
     "'With another weapon' or 'defense' means a card whose face is a weapon or a defense: Chemistry as a "
     "weapon and Weirding Way as a defense cannot partner each other, and a worthless card is no partner."},
    {"boundary.it_artillery_kwisatz",
     "With an Artillery Strike in the battle, surviving leaders add nothing, and neither does the Kwisatz "
     "Haderach's +2."},
    {"boundary.it_artillery_traitor",
     "A side that wins by a traitor call after playing an Artillery Strike discards it, as after any battle "
     "it was played in; the rules do not say whether a Strike never resolved counts as used."},
    {"boundary.it_artillery_spice",
     "A leader killed by an Artillery Strike earns no spice, even if the other weapon would have killed it "
     "too; a leader killed only by the other weapon (its Shield stopped the Strike) earns spice as usual."},
    {"ix.boundary.force_values_basic",
     "The sources disagree on whether Cyborgs (2) and Suboids (half) count differently in the Basic game. In "
     "this game they do not: in the Basic game every Ixian force counts 1, as Sardaukar and Fedaykin do."},
    {"ix.boundary.hms_ally_ship",
     "The rules do not say whether the Ixians' ally may ship straight into the Hidden Mobile Stronghold. In "
     "this game only the Ixians may."},
    {"ix.boundary.hms_collect_rate",
     "The sources differ on how often the Hidden Mobile Stronghold picks up spice as it moves. In this game "
     "it picks up where it starts and at each step's arrival: 2 spice per Ixian force inside each time."},
    {"ix.boundary.hms_storm_exit",
     "Leaving the Hidden Mobile Stronghold into a sector in the storm is not possible in this game, like any "
     "move into the storm."},
    {"ix.boundary.hms_atomics",
     "Family Atomics with the Hidden Mobile Stronghold pointing at the Shield Wall: in this game the forces "
     "inside are unaffected, as the stronghold is not part of that territory."},
    {"ix.boundary.technology_swap_public",
     "The rules do not say whether the technology swap is made openly. In this game everyone learns that a "
     "swap was made, but not which cards: a card visibly leaves the table and another is put down."},
    {"ix.boundary.suboid_escort",
     "The rules do not say whether a Cyborg that moved earlier may escort Suboids later. In this game only "
     "the Cyborgs moving in the same group give Suboids the range of 2."},
    {"ix.boundary.karama_ixian_look",
     "A Karama against the Ixians' look comes once the auction's cards are drawn. In this game it stops the "
     "set-aside not yet made: the extra card goes back on top of the deck, and from then on the Ixians no "
     "longer see the auction's cards."},
    {"ix.boundary.basic_advanced_split",
     "The sources disagree on whether the Face Dancer replacement and the Tleilaxu revival income belong to "
     "the Advanced game. In this game both apply in the Basic game too; only Gholas and the Karama power are "
     "Advanced."},
    {"ix.boundary.tleilaxu_self_income",
     "The sources disagree on whether the Tleilaxu's own free revival earns them 1 spice. In this game only "
     "other factions' free revivals pay them."},
    {"ix.boundary.zoal_revival_price",
     "Zoal has no printed strength, so the usual leader price does not apply. In this game he is revived for "
     "6 spice (3 for the Tleilaxu, who pay half)."},
    {"ix.boundary.cheap_hero_face_dancer",
     "The Cheap Hero traitor card drawn as a Face Dancer: the sources disagree on whether it can unmask a "
     "winner who fought with a Cheap Hero. In this game it never can (a Cheap Hero is no leader disc); the "
     "Tleilaxu may still replace that Face Dancer in the Mentat Pause."},
    {"ix.boundary.captured_face_dancer",
     "A Face Dancer card names a leader, so the Tleilaxu may reveal it when that leader wins for whoever "
     "holds it: a Harkonnen captive, or a Ghola its owner bought back. They cannot reveal it against their "
     "own win."},
    {"ix.boundary.sandtrout_worm",
     "The sources differ on the Shai-Hulud that Sandtrout quiets. In this game it still devours the spice "
     "and forces where it appears (the Fremen cannot ride it), but no Nexus follows."},
    {"ix.boundary.harvester_after_sandtrout",
     "Harvester played on a blow Sandtrout already doubled adds the card's printed amount once more (three "
     "times the card in all), as it does after any blow."},
    {"ix.boundary.early_revival_slot",
     "A leader the Tleilaxu revive early counts as the faction's one leader revival of the turn in this "
     "game; that turn it revives forces only. The leader comes back face up."},
    {"ix.boundary.ghola_death",
     "A killed Ghola goes to its original owner's Tanks in this game (the Tleilaxu may revive it as a Ghola "
     "again)."},
    {"em.hw.boundary.caladan_number",
     "Caladan's battle number: the card prints 2, the rulebook's example says 3. In this game it is 2 on "
     "both sides, as the card prints."},
    {"em.hw.boundary.salusa_overlap",
     "Salusa Secundus prints 2 Sardaukar on both its high and its low side. In this game 2 is high: a "
     "Homeworld stays high while its population is at the high minimum."},
    {"em.hw.boundary.southern_income",
     "The Southern Hemisphere's Occupier income: the card shows 2 spice, other sources give 0. In this game "
     "it is 2."},
    {"em.hw.boundary.emperor_transfer",
     "When forces leave the Emperor's reserves split over two Homeworlds, the rules do not say from which "
     "card. In this game each kind comes from its own card first (normal forces from Kaitain, Sardaukar from "
     "Salusa Secundus), then from the other."},
    {"em.hw.boundary.occupier_lifecycle",
     "The rules do not say how long a Homeworld stays occupied when several factions come and go. In this "
     "game the last foreign faction found alone there is its Occupier, until another faction, or the "
     "natives, are alone there."},
    {"em.hw.boundary.fremen_ship",
     "The Fremen never ship; they send their reserves to the Great Flat and near it. In this game they do "
     "not send to other Homeworlds either."},
    {"em.hw.boundary.junction_offer",
     "The Junction offer covers a shipment with a Homeworld at one end, priced as a shipment to that place "
     "(1 spice a force to a Homeworld), or half of it rounded up. Shipments between territories of Arrakis "
     "stay the Guild's and its ally's own."},
    {"em.hw.boundary.grumman_stack",
     "With two Terror tokens in one stronghold (Grumman high), an entry asks the Moritani about each in "
     "turn, and at most one is revealed."},
    {"em.boundary.assassinate_forfeit",
     "After a battle in which the Moritani called a traitor, they may not use Assassinate Leaders for that "
     "battle only; one unofficial revision takes the ability away for the rest of the game."},
    {"em.hw.boundary.giedi_receiver",
     "Giedi Prime occupied: the card gives the Harkonnen's extra card to the Occupier 'or its ally' without "
     "saying who picks. In this game the Occupier takes it, its ally only when the Occupier's hand is full."},
    {"em.hw.boundary.southern_occupied",
     "The Southern Hemisphere's Occupier takes half of the Fremen's collection whenever the card is occupied "
     "(one source requires it to be low as well)."},
    {"em.hw.boundary.ix_suboids",
     "Ix high gives 2 free Suboids with each Cyborg revived for spice, beyond the revival limit, as the card "
     "says 'also' and 'free'."},
    {"em.hw.boundary.caladan_face_dancer",
     "If the Caladan reinforcement and a Face Dancer reveal both follow the same Atreides win, the rules "
     "give no order. In this game the Atreides are asked first (and may always decline), then the reveal "
     "replaces every Atreides force there."},
    {"em.hw.boundary.caladan_storm",
     "The force Caladan sends to a won battle cannot go to a sector of that territory in the storm."},
    {"em.hw.boundary.caladan_hms",
     "After a win inside the Hidden Mobile Stronghold, Caladan's force goes into the stronghold itself."},
    {"em.hw.boundary.caladan_entry",
     "The force Caladan sends counts as neither shipment nor movement: the Bene Gesserit and the Terror "
     "tokens are not asked about it. An Ambassador there is."},
    {"em.nexus.boundary.emperor_purchase",
     "The Emperor Nexus card's Betrayal could make the Emperor pay for its ally's card, but the card leaves "
     "open who pays what and where the spice goes. This game does not offer that half of the card; its other "
     "half, stopping the Sardaukar, is the Betrayal."},
    {"em.boundary.discovery_parent_entry",
     "Forces already in a territory where a Discovery location is revealed step into it at the start of the "
     "next turn, before the storm (not at once). A force in a sector in the storm does not step in."},
    {"em.boundary.discovery_reshuffle",
     "A Discovery card seen again after the spice deck is reshuffled stays a spice card, and lays a new "
     "token only where its site holds none (some play that they leave the game at the reshuffle)."},
    {"em.boundary.discovery_cistern",
     "Two factions in the Cistern: each gains 2 spice in this game (one source pays only a faction alone "
     "there)."},
    {"em.boundary.discovery_tokens_there",
     "Ambassadors and Terror tokens go only into the strongholds printed on the board: Jacurutu Sietch, a "
     "stronghold once revealed, takes neither."},
    {"em.boundary.great_maker_variant",
     "The Great Maker may be played on its own or with the Discovery tokens in this game (its card is one of "
     "the Discovery spice cards)."},
    {"em.boundary.great_maker_worms",
     "The Great Maker always appears at its pile's topmost territory card (the Fremen never place it) and "
     "counts as the blow's first worm. A Shai-Hulud in the same blow brings its Nexus as always, so no vote "
     "is held; the reserve ride still follows."},
    {"em.boundary.great_maker_sandtrout",
     "After Sandtrout, the Great Maker still devours and brings its vote and its ride: Sandtrout quiets a "
     "Shai-Hulud card only."},
    {"em.boundary.great_maker_no_nexus_ride",
     "When the Great Maker's vote makes no Nexus, the Fremen still ride it: the forces that survived ride as "
     "usual, then the reserve ride."},
    {"em.hw.boundary.great_maker_reserves",
     "With the Homeworlds, the Fremen's reserves stand on their Homeworld card; those are the forces that "
     "may ride the Great Maker, taken from the card (which may turn low)."},
    {"em.boundary.ecaz_karama_values",
     "The Ecaz Karama power is declared before the plans are revealed. Each leader counts what it counts in "
     "this battle (Zoal what he copies; a Cheap Hero or no leader 0; the Kwisatz Haderach's +2 not counted), "
     "and the difference is added to Ecaz's dial as strength, whether or not a leader dies."},
    {"em.hw.boundary.ecaz_high_win",
     "Ecaz high needs the Homeworlds of two different factions occupied: the Emperor's Kaitain and Salusa "
     "Secundus count as one."},
    {"em.hw.boundary.ecaz_duke",
     "The Occupier of Ecaz gains Duke Vidal itself (not its ally), at the end of each Shipment and Movement "
     "it occupies the card, for one battle."},
    {"em.hw.boundary.ecaz_poison",
     "Ecaz high counts the cards printed as poison weapons: Chaumas, Chaumurky, Ellaca Drug, Gom Jabbar and "
     "Poison Blade (not Chemistry or Poison Tooth)."},
    {"em.boundary.ambassador_pool",
     "Ecaz's random Ambassador draws take from all ten other tokens, seated factions or not; later draws "
     "take back those set aside (not the one gone)."},
    {"em.boundary.ambassador_supply",
     "How many Ambassadors Ecaz have in supply is public; which ones, only Ecaz know."},
    {"em.boundary.ambassador_terror_order",
     "An entry into a stronghold holding both an Ambassador and a Terror token is answered by Ecaz first, "
     "then the Moritani, each as the entry stood when it was made."},
    {"em.boundary.moritani_karama",
     "The Moritani Karama power follows one earlier implementation's notes (no rulebook page was available): "
     "when they lose a battle, after the losses and before the winner chooses, they may force each card the "
     "winner could keep to be kept or discarded."},
    {"em.duke.boundary.capture",
     "Duke Vidal, alive after losing to the Harkonnen, is not in their capture draw: his battle is over and "
     "he is set aside before it."},
    {"em.duke.boundary.revived",
     "Duke Vidal revived by Ecaz is set aside, controlled by nobody, until Ecaz or the Moritani take him "
     "again by their rules."},
    {"em.duke.boundary.loan",
     "Duke Vidal lent to Ecaz's new ally serves it for one battle this turn and is set aside at the end of "
     "the turn if he did not fight; the Moritani may still take him at the end of Shipment and Movement."},
    {"em.boundary.terror_order",
     "An entry that wakes both a Terror token and the Bene Gesserit (Intrusion, an advisor): the Terror "
     "token is answered first."},
    {"em.boundary.assassination_pool",
     "Assassination takes one of the entrant's own leaders it has now (alive, not held by another faction), "
     "not captives or Gholas it holds."},
    {"em.boundary.atomics_ally",
     "After Atomics, the hand limit falls for the Moritani and the ally they had when it was revealed, for "
     "the rest of the game, whatever alliances come later."},
    {"em.boundary.extortion_replace",
     "Extortion back in the Moritani's supply at the Mentat Pause may be placed again in the same pause."},
    {"em.boundary.reinforcements_traitor",
     "Reinforcements' 3 reserve forces go to the Tanks whenever the plan is revealed, a traitor call "
     "included; the +2 counts only when the plans decide the battle, and the card is discarded either way."},
    {"em.boundary.reinforcements_advanced",
     "Advanced: Reinforcements' +2 counts at full strength, needs no spice and adds no losses. The 3 reserve "
     "forces it sends to the Tanks are normal ones first, and count as no battle loss."},
    {"em.boundary.reinforcements_explosion",
     "After a Lasgun and Shield explosion, Reinforcements' reserve cost is still paid: it is paid when the "
     "plan is revealed."},
    {"em.boundary.harass_explosion",
     "Harass & Withdraw beside a Lasgun and Shield explosion: the undialed forces go home before the "
     "explosion (the withdrawal happens when the plans are revealed)."},
    {"em.boundary.harass_commitments",
     "Harass & Withdraw sends home the forces that were not dialed: Advanced, the normal and elite forces "
     "the plan names stay; Basic, normal forces are taken first. Forces that do not fight (advisors) stay; a "
     "dial of 0 sends every fighting force home."},
    {"em.boundary.occupy_rounding",
     "In a combined battle Ecaz add half their forces there, rounded up, and lose that half after a win (the "
     "rulebook's example prints another figure)."},
    {"em.boundary.occupy_storm",
     "Ecaz and their ally in one territory with one of them cut off from the enemy by the storm: only the "
     "one that can battle fights, alone."},
    {"em.boundary.occupy_stopped",
     "Occupy stopped by a Karama for a battle: the other faction still shares the outcome (a loss costs both "
     "every force there; a win costs it nothing)."},
    {"em.boundary.occupy_harass",
     "Harass & Withdraw played by Ecaz leading a combined battle sends home all Ecaz forces there but the "
     "half they add."},
    {"em.boundary.shared_collection",
     "Ecaz and their ally share what they collect together 'as they agree'. This game asks nothing: each "
     "takes half, the odd spice to the ally."},
    {"em.boundary.occupy_income_karama",
     "Spice Collection is resolved at once, with no moment for a Karama against Ecaz's city income: the "
     "income is paid."},
    {"em.boundary.recruits_timing",
     "Recruits played after some factions revived changes only the revivals still to come: no refund, and no "
     "second revival for a faction that is done."},
    {"cr.boundary.charity_short",
     "When CHOAM cannot pay a charity in full, the Bank pays the rest: the claimant receives the whole "
     "amount."},
    {"cr.boundary.duplicates",
     "A duplicate is a card of the same name (two Shields, two Karamas): Cheap Hero and Cheap Heroine are "
     "not "
     "duplicates, nor a Portable Snooper and a Snooper."},
    {"cr.boundary.inflation_income",
     "Inflation doubles or cancels CHOAM's own income too, not only the charity they pay."},
    {"cr.boundary.worthless_moments",
     "CHOAM play a Worthless effect at any time in its moment, before what it changes: a Baliset before the "
     "move, a Jubba Cloak before the storm moves, La La La before the faction revives; nobody is asked."},
    {"cr.boundary.gamont_force",
     "Trip to Gamont sends home a normal force where the faction has one, else a special one."},
    {"cr.boundary.support_share",
     "CHOAM take half of whatever another faction pays for its dial, after traitors and explosions decided "
     "who pays; what CHOAM pay, for their dial or their ally's, goes to the Bank whole."},
    {"cr.boundary.auditor_cycle",
     "The Auditor stands outside the revival cycle of CHOAM's other five leaders: alive and never killed, it "
     "does not hold their revival back."},
    {"cr.boundary.audit_outcomes",
     "Every battle the Auditor led opens an audit, after a traitor call or an explosion too: 2 cards if it "
     "survived, 1 if it died."},
    {"cr.boundary.funds_stopped",
     "A Karama stopping CHOAM's battle funding after their ally's plan counted on it: the plan keeps the "
     "spice "
     "its side can pay, the rest of its dialed forces unsupported."},
    {"cr.boundary.mobile_control",
     "The Hidden Mobile Stronghold card copies a stronghold its holder controls when the battle is fought "
     "(holding that stronghold's card is not needed), named after the Voice and the prescience, before the "
     "plans."},
    {"cr.boundary.arrakeen_share",
     "CHOAM take half of what a faction itself pays for its dial; the Bank's 2 spice in Arrakeen are not "
     "part "
     "of it."},
    {"cr.boundary.tueks_outcomes",
     "Tuek's Sietch pays 2 spice a Worthless card in every battle there whose plans are revealed, whatever "
     "follows (a traitor, an explosion, a loss)."},
    {"cr.boundary.tupile_answer",
     "Tupile's answer is told to CHOAM alone: everyone sees the question, only CHOAM learn the spice, "
     "weapons "
     "and defenses."},
    {"cr.boundary.nexus_betrayal_moment",
     "The CHOAM Nexus card's Betrayal may be played at any time, CHOAM discarding a card drawn at random "
     "from "
     "their hand, except while they have a battle plan set for a battle that is not over (which cards it "
     "holds stays their secret)."},
    {"cr.boundary.tupile_discard",
     "When Tupile's occupation no longer gives a faction a card more and it holds more than its limit, it "
     "discards down at once, choosing the cards, before anything else happens."},
    {"cr.boundary.trade_order",
     "CHOAM offer a card first; their ally sees it, then gives one of its own or refuses."},
    {"cr.boundary.inflation_first",
     "The Inflation token may be played in any Mentat Pause, the first turn's included; it acts from the "
     "next "
     "turn."},
    {"em.boundary.recruits_other",
     "Recruits doubles each faction's free revival as it stands when it revives (after its other rules), up "
     "to 7, and changes no other limit (the Emperor paying for its ally, a Ghola card, one elite force a "
     "turn)."},
};

}  // namespace

std::string_view boundary_words(std::string_view id) {
  for (const Row& r : kWords)
    if (r.first == id) return r.second;
  return {};
}

std::size_t boundary_words_count() { return std::size(kWords); }

std::string_view boundary_words_id(std::size_t i) { return kWords[i].first; }

}  // namespace dune
