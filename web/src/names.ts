// Display names and colours.
import type { AmbassadorsView, DiscoveryView, DukeView, FactionKey, GreatMakerView, HomeworldStatus, Json, NexusCardsView, NexusMode, TerrorView } from './types';
import { TERRITORIES } from './mapdata';
import { discoveryLocation } from './mapgeo';
import { FACTION_NAME, nexusModeText, terrorInfo } from './catalog';

// The factions a game may seat, their names and their counters are the engine's data (engine/data/factions.cpp),
// which the catalog brings (catalog.ts); the rest of the client reads them from here.
export { FACTIONS, FACTION_COLOR, FACTION_INK, FACTION_LETTER, FACTION_NAME } from './catalog';

/** Engine text for players: without rule registry ids ("(nexus.forming)", "boundary.x") and
 *  card copy numbers. */
export function playerText(s: string): string {
  return s
    .replace(/\s*\((?:copy|#)\s*\d+\)/gi, '')
    .replace(/\s*\(\s*[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+\s*\)/g, '')
    .replace(/\b(?:boundary|adv|faction|nexus|battle|rule|ix|em)\.[a-z0-9_.]+\b/g, '')
    .replace(/\s+([.,;])/g, '$1')
    .replace(/\(\s*[;,]\s*/g, '(')
    .replace(/\s*\(\s*\)/g, '')
    .replace(/\s+([.,;])/g, '$1')
    // Number and words (issue 39 item 10): "1 force", "2 forces", a move between two sectors of one territory.
    .replace(/\b(\d+) force\(s\)/g, (_, n: string) => `${n} force${n === '1' ? '' : 's'}`)
    .replace(/\b1 ((?:[A-Z][A-Za-z'\u2019-]* )*)forces\b/g, '1 $1force')
    .replace(/ move (\d+ forces?) from ([^.]+?) to \2\./, ' move $1 within $2, to another sector.');
}

export const PHASE_NAME: Record<string, string> = {
  setup: 'Setup',
  storm: 'Storm',
  spice_blow: 'Spice Blow',
  nexus: 'Nexus',
  charity: 'CHOAM Charity',
  bidding: 'Bidding',
  revival: 'Revival',
  ship_move: 'Shipment & Movement',
  battle: 'Battle',
  collection: 'Spice Collection',
  mentat_pause: 'Mentat Pause',
  game_over: 'Game over',
};
export const PHASE_TRACK = ['storm', 'spice_blow', 'nexus', 'charity', 'bidding', 'revival', 'ship_move', 'battle', 'collection', 'mentat_pause'];

export const DECISION_TITLE: Record<string, string> = {
  predict: 'Bene Gesserit prediction',
  pick_traitor: 'Pick your traitor',
  place_fremen: 'Place your Fremen forces',
  storm_dial: 'Storm dial',
  weather_control: 'Weather Control',
  family_atomics: 'Family Atomics',
  nexus: 'Nexus: alliances',
  charity: 'CHOAM Charity',
  bid: 'Bidding',
  revive: 'Revival',
  ship: 'Shipment',
  send_advisor: 'Spiritual advisor',
  move: 'Movement',
  choose_battle: 'Choose a battle',
  voice: 'The Voice',
  prescience: 'Prescience',
  battle_plan: 'Battle plan',
  traitor: 'Traitor call',
  keep_cards: 'Keep your cards?',
  worm_ride: 'Ride the worm',
  capture: 'Captured leader: keep or kill?',
  bg_flip: 'Flip your forces (advisors \u2194 fighters)?',
  guild_timing: 'Take your turn now, or wait?',
  karama_give_back: 'Give back as many cards as your Karama took',
  worm_placement: 'Shai-Hulud appears again: where does it surface?',
  thumper: 'Play Thumper instead of the spice blow?',
  harvester: 'Play Harvester to double this spice blow?',
  mobile_stronghold: 'Hidden Mobile Stronghold: where does it point?',
  set_aside_card: 'Set one card aside before the auction',
  face_dancer: 'The winner is one of your Face Dancers: reveal it?',
  revival_grants: 'Before the revivals: raise a revival limit to 5?',
  poison_tooth: 'Use your Poison Tooth (it kills both leaders)?',
  amal: 'Play Amal before this phase begins (everyone loses half their spice)?',
  suboid_substitution: 'Exchange surviving Suboids for Cyborgs lost in this battle?',
  homeworld_reinforcement: 'Caladan is high: move one reserve force to the battle you won?',
  homeworld_send: 'Your Homeworld is high: send the forces you just revived onto Arrakis, free?',
  homeworld_discard: 'Kaitain is high: discard treachery cards for 2 spice each?',
  occupied_share: 'Give your ally part of the income you took as Occupier?',
  starting_card: 'Keep one of these cards; the others go to the other players',
  replace_card: 'Discard the card you just bought and draw the top card instead?',
  replace_face_dancer: 'Mentat Pause: replace one of your unrevealed Face Dancers?',
  tech_token: 'You won the battle: take one of the loser\u2019s technology tokens',
  technology_swap: 'Swap the card up for bid for one of your hand?',
  revival_price: 'A leader revival is asked of you: name your price, or refuse',
  revival_offer: 'The Tleilaxu named their price for your leader: pay it?',
  place_moritani: 'Place your 6 forces where no other faction is',
  plant_terror: 'Mentat Pause: place or move a Terror token?',
  terror_trigger: 'A faction entered a stronghold with your Terror token',
  terror_alliance: 'The Moritani offer you an alliance instead of revealing their Terror token',
  terror_gift: 'Sabotage: give the entrant one of your cards?',
  terror_discard: 'Robbery: discard down to your hand limit',
  extortion: 'Extortion: pay the Moritani 3 spice to end it?',
  assassinate_leaders: 'Assassinate Leaders: reveal a traitor card naming another leader of the winner?',
  grumman_terror: 'Grumman is high: add a second Terror token beside one, or take one back, for 4 spice?',
  place_ambassador: 'End of Revival: place an Ambassador?',
  ambassador_trigger: 'A faction entered a stronghold with your Ambassador',
  ambassador_alliance: 'Ecaz offer you an alliance (their Ambassador)',
  ambassador_discard: 'CHOAM Ambassador: discard cards for 3 spice each?',
  occupy_lead: 'Occupy: who fights this battle for Ecaz and their ally?',
  keep_lost_card: 'Moritani alliance: keep one card you played in the battle you lost?',
  karama_force_cards: 'Moritani Karama power: force the winner to keep or discard its cards?',
  great_maker_vote: 'The Great Maker: vote whether a Nexus occurs',
  great_maker_ride: 'Ride the Great Maker with reserve forces?',
  nexus_card_draw: 'After the Nexus: draw a Nexus card?',
  nexus_traitor_return: 'Shuffle one of your traitor cards back',
  nexus_purchase: 'You bought a card: play your Nexus card on it?',
  nexus_mentat: 'Mentat Pause: play your Nexus card?',
  nexus_traitor: 'The Harkonnen called a traitor: play your Nexus card?',
  nexus_battle_end: 'The battle is over: play your Nexus card?',
  nexus_window: 'Play your Nexus card on this moment?',
  junction_offer: 'Junction is high: offer the faction now shipping a cross-planet shipment?',
  // Discovery tokens (em_discovery): the reveal's and the entry's titles name the place (decisions.ts).
  discovery_reveal: 'Reveal the Discovery token you look at?',
  discovery_discard: 'Over your hand limit: discard a card',
  discovery_entry: 'Step forces into the revealed location free?',
  testing_station: 'Ecological Testing Station: change the storm\u2019s move?',
  // CHOAM & Richese.
  choam_market: 'End of the phase: sell cards to the Bank?',
  inflation: 'Mentat Pause: play the Inflation token?',
  karama_sell_cards: 'Karama power: discard cards for spice',
  card_trade_answer: 'CHOAM offer you a card in trade: give one of yours?',
  audit: 'The Auditor led your battle: audit your opponent?',
  audit_payment: 'CHOAM audit you: pay to cancel it?',
  stronghold_copy: 'Hidden Mobile Stronghold card: copy which stronghold\u2019s advantage?',
  discard_down: 'Over your hand limit: discard a card',
};

export const ACTION_TITLE: Record<string, string> = {
  pass: 'Pass',
  predict: 'Predict',
  pick_traitor: 'Keep traitor',
  place_fremen: 'Place forces',
  storm_dial: 'Dial storm',
  weather_control: 'Play Weather Control',
  family_atomics: 'Play Family Atomics',
  ally: 'Ally',
  break_alliance: 'Break alliance',
  claim_charity: 'Claim CHOAM Charity',
  bid: 'Bid',
  karama_take_card: 'Karama: take the card',
  revive: 'Revive',
  ship: 'Ship',
  send_advisor: 'Send advisor',
  move: 'Move',
  play_hajr: 'Play Hajr (extra move)',
  choose_battle: 'Fight',
  voice: 'Use the Voice',
  prescience: 'Ask',
  battle_plan: 'Submit plan',
  call_traitor: 'Call traitor!',
  keep_cards: 'Confirm',
  truthtrance: 'Truthtrance',
  tleilaxu_ghola: 'Play Tleilaxu Ghola',
  give_spice: 'Give spice to your ally',
  karama_stop: 'Karama: stop',
  worm_ride: 'Ride',
  bribe: 'Bribe',
  karama_take_hand: 'Karama power: take their hand',
  karama_give_card: 'Give back',
  karama_worm: 'Karama power: place the sandworm',
  place_worm: 'Place Shai-Hulud',
  karama_cancel_shipment: 'Karama power: cancel their shipment this turn',
  play_thumper: 'Play Thumper',
  play_harvester: 'Play Harvester',
  move_stronghold: 'Point the Hidden Mobile Stronghold here',
  set_aside_card: 'Set aside',
  reveal_face_dancer: 'Reveal the Face Dancer',
  raise_revival_limit: 'Raise their revival limit to 5',
  karama_prevent_revival: 'Karama power: they may not revive this turn',
  withhold_poison_tooth: 'Don\u2019t use Poison Tooth',
  play_amal: 'Play Amal',
  play_recruits: 'Play Recruits (free revival doubled, limit 7 this turn)',
  substitute_suboids: 'Exchange Suboids for Cyborgs',
  reinforce_from_homeworld: 'Move one force from Caladan',
  send_from_homeworld: 'Send them, free',
  discard_for_spice: 'Discard for 2 spice',
  share_occupied_income: 'Give to my ally',
  keep_starting_card: 'Keep this card',
  replace_card: 'Discard it and draw the top card',
  replace_face_dancer: 'Shuffle it back and draw another',
  take_tech_token: 'Take this technology token',
  swap_card_up_for_bid: 'Put this card in its place',
  karama_move_stronghold: 'Karama power: move the Hidden Mobile Stronghold here',
  request_revival: 'Ask the Tleilaxu to revive (or give back) this leader',
  name_revival_price: 'Ask this price',
  accept_revival_price: 'Pay the price',
  place_moritani: 'Place 6 forces here',
  plant_terror: 'Place the Terror token',
  reveal_terror: 'Reveal the Terror token',
  offer_terror_alliance: 'Offer an alliance instead (Enemy of My Enemy)',
  accept_terror_alliance: 'Accept the alliance with the Moritani',
  give_terror_card: 'Give this card',
  discard_over_limit: 'Discard this card',
  pay_extortion: 'Pay the Moritani 3 spice',
  assassinate_leader: 'Reveal this traitor card',
  place_ambassador: 'Place the Ambassador',
  trigger_ambassador: 'Trigger the Ambassador',
  accept_ecaz_alliance: 'Accept the alliance with Ecaz',
  discard_for_ambassador: 'Discard for 3 spice',
  grumman_terror: 'Move the Terror token (4 spice)',
  lead_battle: 'Fight this battle',
  keep_lost_card: 'Keep this card',
  karama_force_cards: 'Force the winner\u2019s cards (Karama)',
  karama_dial_bonus: 'Karama: add the leaders\u2019 difference to your dial',
  vote_nexus: 'Vote',
  offer_shipment: 'Offer a cross-planet shipment',
  ride_from_reserves: 'Ride the Great Maker',
  draw_nexus_card: 'Draw a Nexus card',
  play_nexus_card: 'Play your Nexus card',
  return_traitor: 'Shuffle back',
  reveal_discovery: 'Reveal it',
  adjust_storm: 'Change the storm\u2019s move',
  use_ornithopter: 'Fly the Ornithopter (move 3)',
  choam_sell: 'Sell a card to the Bank',
  play_inflation: 'Play the Inflation token',
  play_worthless: 'Discard a Worthless card for its effect',
  karama_sell_cards: 'Karama: discard cards for spice',
  karama_sell_card: 'Discard for spice',
  offer_card_trade: 'Offer your ally a card in trade',
  accept_card_trade: 'Give a card in return',
  audit: 'Audit (see their unused cards)',
  cancel_audit: 'Pay 1 spice a card to cancel the audit',
  copy_stronghold: 'Copy this stronghold\u2019s advantage',
  discard_down: 'Discard this card',
  tupile_question: 'Tupile: make them tell you their spice, weapons and defenses',
};

/** What "pass" means for each decision kind. */
export const PASS_LABEL: Record<string, string> = {
  bid: 'Pass',
  ship: 'No shipment',
  move: 'No movement',
  send_advisor: 'No advisor',
  voice: 'No Voice',
  prescience: 'No question',
  traitor: 'No traitor call',
  weather_control: 'Don\u2019t play Weather Control',
  family_atomics: 'Don\u2019t play Family Atomics',
  nexus: 'No alliance change',
  charity: 'Decline charity',
  revive: 'No revival',
  worm_ride: 'Don\u2019t ride',
  bg_flip: 'Don\u2019t flip',
  guild_timing: 'Wait',
  worm_placement: 'Leave it where the deck puts it',
  thumper: 'Don\u2019t play Thumper',
  harvester: 'Don\u2019t play Harvester',
  mobile_stronghold: 'Stop moving it',
  face_dancer: 'Keep the Face Dancer secret',
  revival_grants: 'No more grants: start the revivals',
  poison_tooth: 'Use Poison Tooth',
  amal: 'Don\u2019t play Amal',
  suboid_substitution: 'Keep the forces as they are',
  homeworld_reinforcement: 'Decline',
  homeworld_send: 'Keep them in reserve',
  homeworld_discard: 'Keep my cards',
  occupied_share: 'Keep it all',
  replace_card: 'Keep the card',
  replace_face_dancer: 'Keep your Face Dancers',
  technology_swap: 'Don\u2019t swap',
  revival_price: 'Refuse',
  revival_offer: 'Decline',
  plant_terror: 'Place no token',
  terror_trigger: 'Keep the token hidden',
  terror_alliance: 'Refuse (they must reveal the token)',
  terror_gift: 'Give no card',
  extortion: 'Don\u2019t pay',
  assassinate_leaders: 'Keep my traitor cards',
  grumman_terror: 'Leave the tokens as they are',
  place_ambassador: 'Place no more this turn',
  ambassador_trigger: 'Leave the Ambassador in place',
  ambassador_alliance: 'Refuse the alliance',
  ambassador_discard: 'Discard no more',
  keep_lost_card: 'Discard them all',
  karama_force_cards: 'Leave the winner its choice',
  great_maker_ride: 'Keep them in reserve',
  // Holding a card the pass keeps it (nexusDrawPassLabel says which applies).
  nexus_card_draw: 'Draw none',
  nexus_purchase: 'Play none',
  nexus_mentat: 'Play none',
  nexus_traitor: 'Play none',
  nexus_battle_end: 'Play none',
  nexus_window: 'Play none',
  junction_offer: 'No offer',
  discovery_reveal: 'Leave it face down',
  discovery_entry: 'Step no more forces in',
  testing_station: 'Leave it',
  choam_market: 'Sell no more',
  inflation: 'Keep the token',
  card_trade_answer: 'Refuse the trade',
  audit: 'No audit',
  audit_payment: 'Let CHOAM see the cards',
};

/** Why a question is asked of everyone (shown once under its title). */
export const DECISION_WHY: Record<string, string> = {
  weather_control: 'Everyone is asked, card or not, so that nobody learns who holds Weather Control. Auto-pass rules can answer for you.',
  family_atomics: 'Everyone who could play Family Atomics is asked, so that nobody learns who holds it.',
  thumper: 'Everyone is asked, card or not, so that nobody learns who holds Thumper.',
  harvester: 'Everyone is asked, card or not, so that nobody learns who holds Harvester.',
  traitor: 'Both sides are asked, traitor or not, so the question itself reveals nothing.',
  choam_market: 'At the end of every phase while you hold a card, whatever the cards, so that the question shows nothing of your hand. A sold card is discarded face up. A Worthless card may instead be played for its effect at its own moment (Other actions). With an ally, once a turn, you may offer it a card in trade here.',
  card_trade_answer: 'Only you and CHOAM see the card offered and the one you give; everyone sees that a trade was offered.',
  audit: 'You will see 2 random cards of your opponent\u2019s hand it did not use in this battle (1 if the Auditor died), unless it pays you 1 spice a card.',
  audit_payment: 'The price is 1 spice a card CHOAM would see, all or nothing; the cards seen are shown to CHOAM only.',
  discard_down: 'Tupile\u2019s occupation no longer gives you a card more, and you hold more than your hand limit. Discard cards of your choice down to it.',
  stronghold_copy: 'You hold the Hidden Mobile Stronghold card and fight in it: its advantage is that of another stronghold you control now, named before the plans.',
  inflation: 'Once a game: next turn every charity, your income included, is doubled (and no bribes meanwhile) or cancelled; the token flips for the turn after, then leaves the game.',
  bid: 'Every player in turn may bid or pass on each card.',
  amal: 'Everyone holding a card is asked, Amal or not, so that nobody learns who holds it.',
  face_dancer: 'The winner keeps the win; its forces there go home and up to as many of yours take their place, from your reserves and from anywhere on Arrakis (one place at a time).',
  replace_face_dancer: 'Once each Mentat Pause, one unrevealed Face Dancer may go back into the traitor deck; you draw its replacement in secret.',
  tech_token: 'A token pays its owner 1 spice per token owned at the end of its phase when it is used: Axlotl Tanks (free revival by anyone but the Tleilaxu), Heighliners (a shipment from reserves by anyone but the Guild), Spice Production (CHOAM Charity claimed by anyone but the Bene Gesserit). All three count as a stronghold.',
  technology_swap: 'Once each Bidding phase, before anyone bids on it (and before the Atreides look), you may take the card up for bid and put one of your cards face down in its place; that one is auctioned.',
  revival_price: 'A player may ask the Tleilaxu, once a turn, to revive a leader it may not revive yet, or to give back a leader they hold as a Ghola; the price is paid to you.',
  revival_offer: 'Paid, a leader from the Tanks comes back at once and is your one leader revival this turn; a Ghola returns to you.',
  homeworld_reinforcement: 'Caladan high face: after a win one counter moves from Caladan to a sector of the battle (not in the storm), if Atreides forces are still there. No spice, no revival; it may take Caladan low.',
  occupied_share: 'As the Occupier of a Homeworld you just took its income from the Bank; you may give your ally part of it at once.',
  homeworld_discard: 'Kaitain high: at the end of Bidding the Emperor may discard cards from hand, paying 2 spice to the Bank for each, one at a time.',
  homeworld_send: 'Tleilax high: the forces revived free go to one territory. Southern Hemisphere high: a Fedaykin revived joins Fremen forces. One send, free; not into the storm or a full stronghold.',
  place_moritani: 'After every other faction has set up, the Moritani place 6 forces from reserves in one territory of Arrakis that no other faction occupies.',
  plant_terror: 'Once each Mentat Pause: a token of your supply goes face down into a stronghold without one, or a token on the board moves to another (storm or not; never the Hidden Mobile Stronghold or a Homeworld). Only you see which token lies where.',
  terror_trigger: 'Reveal the token against the faction that entered, offer it an alliance instead (Enemy of My Enemy: refused, the token must be revealed), or keep it hidden: it may trigger again.',
  terror_alliance: 'Accept: you and the Moritani leave your alliances and ally at once, and the token goes back to them unrevealed. Refuse: they must reveal it against you.',
  terror_gift: 'Sabotage: the entrant discarded a card at random; you may give them one of yours.',
  terror_discard: 'Robbery: the card you took puts you over your hand limit: discard one card of your choice.',
  extortion: 'The revealed Extortion stays until a faction pays the Moritani 3 spice in a Mentat Pause (asked in storm order); paid, it leaves the game; if nobody pays it goes back to the Moritani.',
  grumman_terror: 'Grumman high: once each Spice Collection you may put a token of your supply face down in a stronghold that holds one already, or take a token off the board back to your supply; either way you take 4 spice from the Bank.',
  place_ambassador: 'At the end of Revival Ecaz may place Ambassadors of their supply face up, each in a stronghold of Arrakis without one and out of the storm: the first costs 1 spice, the second 2, and so on.',
  ambassador_trigger: 'Another faction (not your ally, not the token\u2019s own faction, not Bene Gesserit advisors) entered a stronghold holding your Ambassador: trigger its effect for you or your ally, or leave it there.',
  ambassador_alliance: 'Accept: you and Ecaz ally at once. Refuse: nothing happens; the token goes back to Ecaz either way.',
  ambassador_discard: 'The CHOAM Ambassador: discard treachery cards from your hand, one at a time, for 3 spice each from the Bank.',
  occupy_lead: 'Ecaz and their ally fight their enemy as one side. The one chosen plays its leader, cards, plan and spice; the dial counts the ally\u2019s forces whoever fights, and Ecaz add half their forces there, rounded up, at full strength. Win: the ally loses what it dialed and Ecaz that half. Lose: both lose every force there. Ecaz choose, or their opponent while the Ecaz Homeworld is low.',
  assassinate_leaders: 'Advanced: you lost this battle with no traitor called and the winner\u2019s leader survived. A traitor card naming another living leader of that faction kills that leader; you take its strength in spice. Once per faction; the card is replaced at the next Mentat Pause.',
  keep_lost_card: 'Your Moritani ally lets you keep one card you played in this battle that a winner could have kept; the others are discarded. A Karama against the Moritani stops it for this phase (then only a pass is left).',
  great_maker_vote: 'Everyone votes in storm order, one at a time, and every vote is public; only a strict majority of the players voting for it makes a Nexus (a tie makes none).',
  great_maker_ride: 'Any number of your reserve forces ride to one territory, as a worm ride: not into the storm, a full stronghold or your ally\u2019s territory. A Karama against your worm ride does not stop this one.',
  nexus_card_draw:
    'After a Nexus each unallied player, in storm order, may draw one Nexus card; the card you hold, if any, is discarded first. Whether you hold a card is public, which one is secret. Draw your own faction\u2019s card and you may discard it and draw again.',
  nexus_purchase: 'Everyone who holds a Nexus card is asked after each purchase, so the question says nothing of the card. The plays listed are the ones your card allows now.',
  nexus_traitor: 'Everyone who holds a Nexus card is asked before the battle is resolved, so the question says nothing of the card. The plays listed are the ones your card allows now.',
  nexus_battle_end: 'Both sides of a battle that had a winner are asked if they hold a Nexus card, whatever it is. The plays listed are the ones your card allows now.',
  nexus_mentat: 'Everyone who holds a Nexus card is asked in each Mentat Pause, so the question says nothing of the card. The plays listed are the ones your card allows now.',
  junction_offer:
    'Junction is high: before each other faction ships you are asked whether to offer it a cross-planet shipment. The offers listed are the ones the rules allow now; the faction then ships as it chooses.',
  nexus_window:
    'Everyone holding a Nexus card who could play one on this moment is asked, whatever the card, so the question says nothing of the card. The plays listed are the ones your card allows now.',
  karama_force_cards: 'Advanced, once a game, with a Karama card: before the winner keeps its cards, force each card it could keep (its weapon, its defense) to be kept or discarded. Asked whether or not you hold a Karama, so nobody learns it; pass to keep your power.',
  discovery_reveal:
    'You look at this face-down token now; your view names it below. Reveal it, or leave it face down; the choices listed are the legal ones.',
  discovery_discard: 'The card from the Treachery Card Stash put you over your hand limit. The cards listed are the ones you may discard.',
  discovery_entry:
    'You have forces where a revealed Discovery location lies. The moves listed are the legal ones (pick how many of a group step in); the question stays open after each move until you finish.',
  testing_station: 'The storm\u2019s move is known. The changes listed are the ones you may make now; leave it and the storm moves as set.',
};

/** The Ixians & Tleilaxu technology tokens (engine/rules/components/tech/tech.cpp keys). */
export const TECH_TOKEN_NAME: Record<string, string> = {
  axlotl_tanks: 'Axlotl Tanks',
  heighliners: 'Heighliners',
  spice_production: 'Spice Production',
};

/** The Moritani Terror tokens (engine kTerrorTokenKeys). */
export const TERROR_TOKEN_NAME: Record<string, string> = {
  assassination: 'Assassination',
  atomics: 'Atomics',
  extortion: 'Extortion',
  robbery: 'Robbery',
  sabotage: 'Sabotage',
  sneak_attack: 'Sneak Attack',
};
/** What a Terror token does when the Moritani reveal it against the faction that entered its stronghold: the
 *  engine's text (catalog.ts); "" until the catalog has arrived. */
export function terrorText(token: string): string {
  return terrorInfo(token)?.text ?? '';
}
export function terrorName(token: string | null | undefined): string {
  return token ? (TERROR_TOKEN_NAME[token] ?? humanize(token)) : 'face-down token';
}

/** The distinct treachery card keys (engine/data/cards.cpp), for Truthtrance questions. */
export const TREACHERY_KEYS: readonly string[] = [
  'lasgun', 'crysknife', 'maula_pistol', 'slip_tip', 'stunner', 'chaumas', 'chaumurky', 'ellaca_drug', 'gom_jabbar',
  'shield', 'snooper', 'cheap_hero', 'cheap_heroine', 'tleilaxu_ghola', 'family_atomics', 'hajr', 'karama',
  'truthtrance', 'weather_control', 'baliset', 'jubba_cloak', 'kulon', 'la_la_la', 'trip_to_gamont',
];

export const FIELD_LABEL: Record<string, string> = {
  faction: 'Faction',
  turn: 'Turn',
  leader: 'Leader',
  sietch_tabr: 'Sietch Tabr',
  false_wall_south: 'False Wall South',
  false_wall_west: 'False Wall West',
  dial: 'Dial',
  sectors: 'Sectors',
  amount: 'Amount',
  karama: 'Back with Karama',
  forces: 'Forces',
  ally_forces: 'Ally forces (paid by you)',
  to: 'To',
  from: 'From',
  to_reserves: 'Back to reserves',
  karama_card: 'Karama card',
  territory: 'Territory',
  stronghold: 'Stronghold',
  opponent: 'Opponent',
  command: 'Command',
  must: 'Must / must not',
  element: 'Element',
  cheap_hero: 'Cheap Hero',
  weapon: 'Weapon',
  defense: 'Defense',
  keep_weapon: 'Keep weapon',
  keep_defense: 'Keep defense',
  target: 'Target',
  question: 'Question',
  advantage: 'Advantage',
  card: 'Card',
  spice: 'Spice support',
  elite: 'Elite forces',
  kwisatz_haderach: 'Kwisatz Haderach',
  keep_leader: 'Keep the captured leader',
  fedaykin_sietch_tabr: 'Fedaykin in Sietch Tabr',
  fedaykin_false_wall_south: 'Fedaykin in False Wall South',
  fedaykin_false_wall_west: 'Fedaykin in False Wall West',
  bottom: 'Where it goes',
  token: 'Technology token',
  ambassador: 'Ambassador',
  effect: 'Effect',
  for: 'For',
};

const WORDS: Record<string, string> = {
  poison_weapon: 'poison weapon',
  projectile_weapon: 'projectile weapon',
  poison_defense: 'poison defense',
  projectile_defense: 'projectile defense',
  lasgun: 'lasgun',
  worthless: 'worthless card',
  cheap_hero: 'Cheap Hero',
  leader: 'leader',
  weapon: 'weapon',
  defense: 'defense',
  dial: 'dial',
  holds_card: 'holds a card',
  holds_traitor: 'holds a traitor',
  has_spice_at_least: 'has at least N spice',
};

/** Faction advantages a Karama can stop for the rest of a phase (engine/rules/factions/advantages.hpp). */
export const ADVANTAGE: Record<string, string> = {
  atreides_bidding_peek: 'the Atreides look at cards up for bid',
  atreides_prescience: 'Atreides prescience',
  bg_voice: 'the Bene Gesserit Voice',
  bg_advisor: 'the Bene Gesserit spiritual advisor',
  emperor_payment: 'the Emperor\u2019s income from card purchases',
  emperor_ally_revival: 'the Emperor paying for the ally\u2019s revival',
  emperor_ally_spice: 'the Emperor giving spice to the ally',
  fremen_move_two: 'the Fremen moving 2 territories',
  fremen_worm_ride: 'the Fremen riding Shai-Hulud',
  fremen_ally_revival: 'the Fremen ally\u2019s free revival of 3',
  guild_half_price: 'Guild half-price shipment',
  guild_payment: 'the Guild\u2019s income from shipments',
  guild_special_shipment: 'Guild cross-shipment and shipment to reserves',
  harkonnen_bonus_card: 'the Harkonnen free card',
  harkonnen_ally_traitors: 'the Harkonnen ally calling Harkonnen traitors',
  atreides_kwisatz: 'the Kwisatz Haderach',
  harkonnen_capture: 'the Harkonnen capturing leaders',
  emperor_sardaukar: 'Sardaukar counting double',
  fremen_fedaykin: 'Fedaykin counting double',
  fremen_battle_hardened: 'Fremen forces battle hardened',
  fremen_sandworms: 'the Fremen placing Shai-Hulud',
  tleilaxu_revival: 'the Tleilaxu revival economy (payments, limits, half prices)',
  tleilaxu_face_dancer_swap: 'the Tleilaxu replacing a Face Dancer in the Mentat Pause',
  ixian_cyborgs: 'Cyborgs counting 2',
  ixian_bidding_look: 'the Ixians drawing a card more for the auction and setting one aside',
  ixian_movement: 'Cyborgs moving 2 territories',
  ixian_substitution: 'the Ixians exchanging Suboids for lost Cyborgs',
  ixian_hms_move: 'the Ixians moving the Hidden Mobile Stronghold (and its spice pick-up)',
  ixian_technology_swap: 'the Ixians swapping the card up for bid',
  ixian_ally_replacement: 'the Ixians\u2019 ally replacing a card just bought',
  tleilaxu_gholas: 'the Tleilaxu reviving other factions\u2019 leaders as Gholas',
  moritani_terror: 'the Moritani placing or moving a Terror token',
  moritani_alliance: 'the Moritani offering an alliance instead of revealing a Terror token',
  ecaz_ambassadors: 'Ecaz placing Ambassadors at the end of Revival',
  ecaz_occupy: 'Ecaz and their ally battling as one side (Occupy), for one battle',
  moritani_ally_card: 'the Moritani\u2019s ally keeping a card it played in a battle it lost',
  moritani_duke: 'the Moritani taking Duke Vidal at the end of Shipment and Movement',
  choam_worthless: 'CHOAM discarding a Worthless card for its own effect',
  choam_audit: 'CHOAM\u2019s audit after a battle the Auditor led',
  choam_ally_trade: 'the card trade of CHOAM and their ally',
  choam_ally_funds: 'CHOAM\u2019s spice supporting their ally\u2019s forces in battle',
};

/** A traitor card as the seat sees it: a leader with faction and strength, or the Cheap Hero traitor
 *  card (it_cheap_hero_traitor), which matches any Cheap Hero or Heroine an opponent plays. */
export function traitorLabel(l: { key?: string; name: string; faction?: string | null; strength: number }): string {
  if (l.key === 'cheap_hero_traitor') return 'Cheap Hero traitor (any Cheap Hero or Heroine an opponent plays)';
  return `${l.name} (${factionName(l.faction)}, strength ${l.strength})`;
}

/** Ixians & Tleilaxu, Sandtrout (view `sandtrout`), what it means now (public). */
export const SANDTROUT_STATE: Record<string, string> = {
  no_nexus: 'Sandtrout was revealed and every alliance broken: the next Shai-Hulud this phase causes no Nexus.',
  double_spice: 'Sandtrout quieted a Shai-Hulud: the next territory card this phase places double spice.',
  spent: 'Sandtrout quieted a Shai-Hulud this turn (it devoured, with no Nexus).',
};

/** Ecaz & Moritani, the Great Maker (view `great_maker`, public): its vote and ride, in a sentence. */
export function greatMakerText(m: GreatMakerView): string {
  const votes = (fs: string[]) => (fs.length ? fs.map(factionName).join(', ') : 'nobody');
  const tally = `For: ${votes(m.yes)}. Against: ${votes(m.no)}.`;
  const outcome = m.voting
    ? `The Great Maker appeared: the players vote in storm order whether a Nexus occurs. ${tally}`
    : m.result === 'nexus'
      ? m.yes.length || m.no.length
        ? `The Great Maker: a Nexus occurs. ${tally}`
        : 'The Great Maker appeared with a Shai-Hulud: its Nexus needed no vote.'
      : `The Great Maker: no majority, no Nexus. ${tally}`;
  return m.ride ? `${outcome} The Fremen may still ride it with reserve forces.` : outcome;
}

/** A spice card's name (spice discard piles): Shai-Hulud, Sandtrout, or the territory and its amount. */
export function spiceCardName(c: { key: string; territory?: string; amount?: number }): string {
  if (c.key === 'shai_hulud') return 'Shai-Hulud';
  if (c.key === 'sandtrout') return 'Sandtrout';
  if (c.key === 'great_maker') return 'Great Maker';
  return `${territoryName(c.territory ?? c.key)} ${c.amount ?? ''}`.trim();
}

export function factionName(f: string | null | undefined): string {
  if (!f) return '—';
  return (FACTION_NAME as Record<string, string>)[f] ?? f;
}

export function territoryName(key: string): string {
  return TERRITORIES.find((t) => t.key === key)?.name ?? discoveryLocation(key)?.name ?? humanize(key);
}

export function humanize(key: string): string {
  const s = key.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function cardKeyName(key: string): string {
  return key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A readable label for one action field value. */
export function valueLabel(field: string, v: Json): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') {
    if (field === 'must') return v ? 'must play' : 'must not play';
    if (field === 'bottom') return v ? 'bottom of the treachery deck' : 'top of the treachery deck';
    return v ? 'yes' : 'no';
  }
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') {
    if (field === 'faction' || field === 'opponent' || field === 'target') return factionName(v);
    if (field === 'ambassador' || field === 'effect') return `${factionName(v)} Ambassador`;
    if (field === 'for') return factionName(v);
    if (field === 'territory' || field === 'to' || field === 'from' || field === 'stronghold') return territoryName(v);
    if (field === 'command' || field === 'element' || field === 'question') return WORDS[v] ?? humanize(v);
    if (field === 'advantage') return ADVANTAGE[v] ?? humanize(v);
    if (field === 'token') return TECH_TOKEN_NAME[v] ?? TERROR_TOKEN_NAME[v] ?? humanize(v);
    if (['cheap_hero', 'weapon', 'defense', 'card', 'karama_card'].includes(field)) return cardKeyName(v);
    return v;
  }
  if (Array.isArray(v)) return v.map((x) => valueLabel(field, x)).join(', ');
  if ('territory' in v) {
    const t = territoryName(String(v.territory));
    return typeof v.sector === 'number' ? `${t} (sector ${v.sector})` : t;
  }
  if ('key' in v) return cardKeyName(String(v.key));
  return JSON.stringify(v);
}

/** One line describing an action, for buttons and the generic list. */
export function describeAction(a: { type: string; [k: string]: Json }): string {
  if (a.type === 'play_nexus_card' && typeof a.effect === 'string') return nexusPlayLabel(a);
  const title = ACTION_TITLE[a.type] ?? humanize(a.type);
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type') continue;
    parts.push(`${FIELD_LABEL[k] ?? humanize(k)}: ${valueLabel(k, v)}`);
  }
  return parts.length ? `${title} — ${parts.join(', ')}` : title;
}

/** The special forces of a faction: Sardaukar, Fedaykin, Bene Gesserit advisors. */
export function specialName(f: string, n: number): string {
  if (f === 'emperor') return 'Sardaukar';
  if (f === 'fremen') return 'Fedaykin';
  if (f === 'bene_gesserit') return n === 1 ? 'advisor' : 'advisors';
  if (f === 'ixian') return n === 1 ? 'Cyborg' : 'Cyborgs';
  return 'special';
}

/** A force count with its special forces named: "5 (2 Sardaukar)", "1 advisor". */
export function forceText(f: string, normal: number, special: number): string {
  if (!special) return String(normal);
  if (f === 'bene_gesserit' && !normal) return `${special} ${specialName(f, special)}`;
  return `${normal + special} (${special} ${specialName(f, special)})`;
}

/** One Homeworld card on the table (view.homeworlds): its natives, side and the face now in effect, as
 *  the engine reports them. */
export function homeworldText(w: HomeworldStatus): string {
  const visitors = (w.visitors ?? []).filter((x) => x.forces + x.special > 0);
  const there = visitors.length ? ` Foreign forces there: ${visitors.map((x) => `${factionName(x.faction)} ${x.forces + x.special}`).join(', ')}.` : '';
  const occupied = w.occupier ? ` Occupied by ${factionName(w.occupier)}${w.occupied_spice ? ` (${w.occupied_spice} spice from the Bank each Spice Collection)` : ''}: ${w.occupied_effect ?? ''}` : '';
  return `${w.name} (${factionName(w.owner)}): ${w.natives} in reserve, ${w.side} (high from ${w.high_min}). ${w.effect}${there}${occupied}`;
}

/** The Moritani Terror tokens, public lines (the Moritani seat also sees which token is where and its
 *  supply): tokens on the board and in supply, revealed ones, the Atomics Aftermath, the Extortion
 *  waiting and the entry the Moritani answer now. From the view alone. */
export function terrorLines(t: TerrorView, seat: FactionKey | null): string[] {
  const out: string[] = [];
  const mine = seat === 'moritani';
  const places = t.board.map((b) => (mine && b.token ? `${terrorName(b.token)} in ${territoryName(b.territory)}` : territoryName(b.territory)));
  const supply = mine && t.supply.length ? ` (${t.supply.map(terrorName).join(', ')})` : '';
  out.push(
    `Terror tokens: ${t.board.length ? `${mine ? '' : 'face down in '}${places.join(', ')}` : 'none on the board'}; ${t.supply_count} in ${mine ? 'your' : 'the Moritani'} supply${supply}.`,
  );
  if (t.revealed.length) out.push(`Revealed (out of the game): ${t.revealed.map(terrorName).join(', ')}.`);
  if (t.aftermath) out.push(`Atomics Aftermath in ${territoryName(t.aftermath)}: no shipment there.`);
  if (t.extortion_pending) out.push('Extortion revealed: 5 spice wait for the Moritani until the Mentat Pause, when a faction may pay them 3 to end it.');
  if (t.entry) out.push(terrorEntryText(t, seat));
  return out;
}

/** Ecaz (view `ambassadors`): the placed tokens, the supply (named for Ecaz), those used, the Loyalty card. */
export function ambassadorLines(a: AmbassadorsView, seat: FactionKey | null): string[] {
  const mine = seat === 'ecaz';
  const placed = a.board.map((b) => `${factionName(b.ambassador)} in ${territoryName(b.territory)}`);
  const supply = mine && a.supply.length ? ` (${a.supply.map(factionName).join(', ')})` : '';
  const out = [`Ambassadors: ${placed.length ? placed.join(', ') : 'none on the board'}; ${a.supply_count} in ${mine ? 'your' : 'Ecaz\u2019s'} supply${supply}; the next placement costs ${a.next_cost} spice.`];
  const used = [...a.set_aside, ...a.gone];
  if (used.length) out.push(`Used: ${used.map(factionName).join(', ')}.`);
  if (a.loyalty) out.push(`Loyalty: the traitor card ${a.loyalty.name} is set aside face up.`);
  return out;
}

/** The entry the Moritani answer now: who entered where, and (for the Moritani) the token there. */
export function terrorEntryText(t: TerrorView, seat: FactionKey | null): string {
  if (!t.entry) return '';
  const who = seat === t.entry.entrant ? 'You' : factionName(t.entry.entrant);
  const token = t.board.find((b) => b.territory === t.entry!.territory)?.token;
  const base = `${who} entered ${territoryName(t.entry.territory)}: the Moritani decide.`;
  return seat === 'moritani' && token ? `${base} Your token there: ${terrorName(token)}: ${terrorText(token)}`.trim() : base;
}

/** The Terror token on a territory's map marker: "?" face down, its name for the Moritani. */
export function terrorMarkerText(token: string | null): string {
  return token ? terrorName(token) : '?';
}

/** Duke Vidal's line (view `duke_vidal`): where he is and who has him, for how long. */
export function dukeLine(d: DukeView): string {
  const duke = `${d.leader.name} (${d.leader.strength})`;
  // Who may revive him, and at what price, is the engine's: the Revival decision's quote lists him.
  if (d.where === 'tanks') return `${duke} is in the Tanks.`;
  if (!d.holder) return `${duke} is set aside: nobody controls him.`;
  const until = d.tenure === 'until_battle' ? 'until his next battle' : d.tenure === 'one_battle' ? 'for one battle' : 'for this turn';
  return `${duke} fights for ${factionName(d.holder)} ${until}.`;
}

/** Nexus Cards (variant em_nexus_cards): the modes a card is played in (view `nexus_cards.mode`). */
export const NEXUS_MODE_NAME: Record<NexusMode, string> = {
  betrayal: 'Betrayal',
  cunning: 'Cunning',
  secret_ally: 'Secret Ally',
};

/** A Nexus card by its faction key: "Spacing Guild" (CHOAM and Richese included). */
export function nexusCardName(card: string): string {
  return factionName(card);
}

/** The Nexus Cards line of the Factions card (view `nexus_cards`): the deck, the discards and who holds a card
 *  (public), and the seat's own card with the mode it would be played in now (only when it holds one). */
export function nexusCardsText(n: NexusCardsView): string {
  const discard = n.discard.length ? n.discard.map(nexusCardName).join(', ') : 'none';
  const holders = n.holders.length ? `held by ${n.holders.map(factionName).join(', ')}` : 'nobody holds one';
  const parts = [`Nexus cards: ${n.deck_count} in the deck; discarded: ${discard}; ${holders}.`];
  if (n.drawing) parts.push('The draw after the Nexus is open.');
  if (n.card) {
    const what = nexusModeText(n.card, n.mode);
    parts.push(`Your Nexus card: ${nexusCardName(n.card)}${n.mode ? ` (${NEXUS_MODE_NAME[n.mode] ?? humanize(n.mode)})` : ''}.${what ? ` ${what}` : ''}`);
  }
  return parts.join(' ');
}

/** Under the nexus_card_draw decision: the seat's own card, which a draw would discard. */
export function nexusHeldText(n: NexusCardsView): string {
  return n.card ? `You hold the ${nexusCardName(n.card)} Nexus card${n.mode ? ` (${NEXUS_MODE_NAME[n.mode] ?? humanize(n.mode)})` : ''}.` : 'You hold no Nexus card.';
}

/** The nexus_card_draw decision's buttons: the draw (discarding the card held, if any) and the pass. */
export function nexusDrawLabel(n: NexusCardsView | undefined, a?: { [k: string]: Json }): string {
  const draw = n?.card ? `Discard the ${nexusCardName(n.card)} card and draw another` : 'Draw a Nexus card';
  return a?.redraw_own ? `${draw}; if it is your own faction\u2019s, draw once more` : draw;
}
export function nexusDrawPassLabel(n: NexusCardsView | undefined): string {
  return n?.card ? 'Keep your card' : PASS_LABEL.nexus_card_draw;
}

/** A play_nexus_card candidate as a button, from its fields (the legal list's) and the mode the view gives the
 *  seat's card ("Betrayal: stop the Bene Gesserit Voice for the rest of this phase"); without a mode (another
 *  seat's play in the history) no prefix. */
export function nexusPlayLabel(a: { [k: string]: Json }, mode?: NexusMode | null): string {
  const what = nexusEffectText(a);
  return mode ? `${NEXUS_MODE_NAME[mode] ?? humanize(mode)}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
}

function nexusEffectText(a: { [k: string]: Json }): string {
  const effect = String(a.effect ?? '');
  switch (effect) {
    case 'stop':
      return `stop ${valueLabel('advantage', a.advantage ?? null)} for the rest of this phase`;
    case 'return_terror':
      return `the Terror token in ${valueLabel('territory', a.territory ?? null)} goes back to the Moritani unrevealed`;
    case 'take_duke':
      return `take Duke Vidal for this turn`;
    case 'revive': {
      const n = Number(a.forces ?? 0);
      const forces = n > 0 ? `${n} force${n === 1 ? '' : 's'}` : '';
      const leader = a.leader !== undefined && a.leader !== null ? valueLabel('leader', a.leader) : '';
      return `revive ${[forces, leader].filter(Boolean).join(' and ') || 'nothing'}`;
    }
    case 'replace_face_dancers':
      return `replace all your revealed Face Dancers`;
    case 'ally_withdraws':
      return `Ecaz\u2019s ally returns its forces in ${valueLabel('territory', a.territory ?? null)} to reserves`;
    case 'draw_traitor':
      return `draw a traitor card, then shuffle one of yours back`;
    case 'ask_traitors':
      return `ask ${valueLabel('target', a.target ?? null)} whether any of their traitors are your leaders`;
    case 'virtual_sardaukar':
      return `five of your forces count as Sardaukar in this battle`;
    case 'full_suboids':
      return `your Suboids count full strength without spice this turn`;
    case 'terror_anywhere':
      return `place this Terror token in any territory`;
    case 'five_for_one':
      return `ship up to 5 forces from reserves for the price of one`;
    case 'guild_rates':
      return `ship at the Guild\u2019s rates (cross-ship or back to reserves allowed)`;
    case 'see_element':
      return `see your opponent\u2019s ${valueLabel('element', a.element ?? 'leader')}`;
    case 'second_element':
      return `see your opponent\u2019s ${valueLabel('element', a.element ?? 'leader')} too`;
    case 'replace_purchase':
      return `discard the card you bought and take the top card of the deck`;
    case 'keep_spice':
      return `keep the spice you paid for the card`;
    case 'mentat_traitors':
      return `draw two traitor cards, then shuffle two of yours back`;
    case 'keep_lost':
      return `keep ${valueLabel('card', a.card ?? null)}, which you played`;
    case 'look_card':
      return `look at a random card the loser did not use`;
    case 'cancel_traitor':
      return `cancel the Harkonnen traitor call`;
    case 'take_payment':
      return `take the spice paid for this shipment`;
    case 'cancel_face_dancer':
      return `cancel the Face Dancer just revealed`;
    case 'worm_protection':
      return `Shai-Hulud does not devour your forces there`;
    case 'remote_ride':
      return `ride this worm from ${valueLabel('territory', a.territory ?? null)} after the Nexus`;
    case 'choam_discards':
      return `CHOAM discard a treachery card drawn at random from their hand`;
    case 'worthless_effect':
      return `discard any card for a Worthless effect (play it from the Worthless effects)`;
    case 'sell_worthless':
      return `sell ${valueLabel('card', a.card ?? null)} to the Spice Bank for 2 spice`;
    case 'second_shipment':
      return `make a second shipment right after this Shipment and Movement turn`;
    case 'flip_advisors':
      return `your advisors in ${valueLabel('territory', a.territory ?? null)} become fighters`;
    case 'voice':
      return `Voice: your opponent ${a.must ? 'must' : 'must not'} play ${valueLabel('command', a.command ?? null)}`;
    default:
      return `${ACTION_TITLE.play_nexus_card} (${humanize(effect || 'effect')})`;
  }
}

/** Discovery tokens (variant em_discovery; engine kTokenKeys / kTokenNames in engine/data/cards.cpp). */
export const DISCOVERY_TOKEN_NAME: Record<string, string> = {
  jacurutu_sietch: 'Jacurutu Sietch',
  cistern: 'Cistern',
  ecological_testing_station: 'Ecological Testing Station',
  shrine: 'Shrine',
  orgiz_processing_station: 'Orgiz Processing Station',
  treachery_card_stash: 'Treachery Card Stash',
  spice_stash: 'Spice Stash',
  ornithopter: 'Ornithopter',
};
/** The map's short text for a known token (a location token's own short name; the others short too). */
export const DISCOVERY_TOKEN_SHORT: Record<string, string> = {
  jacurutu_sietch: 'Jacurutu',
  cistern: 'Cistern',
  ecological_testing_station: 'Testing Stn',
  shrine: 'Shrine',
  orgiz_processing_station: 'Orgiz',
  treachery_card_stash: 'Card Stash',
  spice_stash: 'Spice Stash',
  ornithopter: 'Ornithopter',
};
export const DISCOVERY_POOL_NAME: Record<string, string> = { hiereg: 'Hiereg', smuggler: 'Smuggler' };

export function discoveryTokenName(key: string): string {
  return DISCOVERY_TOKEN_NAME[key] ?? humanize(key);
}

/** A face-down Discovery token as its map marker reads: the pool's letter, then "?" or (a seat that may see it)
 *  the token's short name. */
export function discoveryMarkerText(pool: string, token: string): string {
  const letter = pool === 'hiereg' ? 'H' : 'S';
  return token === 'face_down' ? `${letter}?` : `${letter}: ${DISCOVERY_TOKEN_SHORT[token] ?? discoveryTokenName(token)}`;
}

/** The Discovery section's lines (view `discovery`): the face-down tokens (named where this seat may see them),
 *  the revealed locations and where they lie, the pools' sizes and the Ornithopter's holder. From the view alone. */
export function discoveryLines(d: DiscoveryView, seat: FactionKey | null): string[] {
  const where = (at: { territory: string; sector?: number | null }) => valueLabel('at', at as Json);
  const site = (s: DiscoveryView['sites'][number]) =>
    `${DISCOVERY_POOL_NAME[s.pool] ?? humanize(s.pool)}${s.token !== 'face_down' ? ` (${discoveryTokenName(s.token)})` : ''} in ${where(s.at)}`;
  const out = [`Face-down tokens: ${d.sites.length ? d.sites.map(site).join('; ') : 'none'}.`];
  if (d.locations.length) out.push(`Revealed: ${d.locations.map((l) => `${territoryName(l.territory)} in ${where(l.at)}`).join('; ')}.`);
  out.push(`Left in the pools: ${d.pools.hiereg} Hiereg, ${d.pools.smuggler} Smuggler.`);
  const who = d.ornithopter ? (d.ornithopter === seat ? 'you' : factionName(d.ornithopter)) : null;
  out.push(who ? `Ornithopter: held by ${who}${d.ornithopter_flying ? ' (flying this turn)' : ''}.` : 'Ornithopter: nobody holds it.');
  return out;
}

/** Under the discovery_reveal decision: the token in `territory` as the view gives it to this seat. */
export function discoveryRevealText(d: DiscoveryView | undefined, territory: string): string | null {
  const s = d?.sites.find((x) => x.at.territory === territory);
  if (!s) return null;
  const pool = DISCOVERY_POOL_NAME[s.pool] ?? humanize(s.pool);
  return s.token === 'face_down' ? `A face-down ${pool} token.` : `The token (your view shows it): ${discoveryTokenName(s.token)} (a ${pool} token).`;
}

/** Under the testing_station decision: the public log's latest line that set or changed the storm's move. */
export function stormMoveLine(log: string[]): string | null {
  for (let i = log.length - 1; i >= 0; i--)
    if (/^Storm dials revealed|reveal the storm card|Ecological Testing Station|^Turn \d/.test(log[i])) return /^Turn \d/.test(log[i]) ? null : log[i];
  return null;
}
