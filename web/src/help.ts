// Player help: what each treachery card does and when it may be played, and each faction's
// advantages (Basic and Advanced). Written for this client from the GF9 rulebook (2019) facts;
// shown in a dialog opened by tapping a card or a faction.
import { h } from './dom';
import type { FactionKey } from './types';

export interface CardHelp {
  /** Category line, e.g. "Weapon — projectile". */
  cat: string;
  /** For weapons: the defense that stops it; for defenses: what they stop. */
  stops?: string;
  text: string;
  when: string;
}

const PROJ: CardHelp = {
  cat: 'Weapon — projectile',
  stops: 'A Shield stops it. A Snooper does not.',
  text: 'Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the battle total.',
  when: 'In a battle, as the weapon of your battle plan.',
};
const POISON: CardHelp = {
  cat: 'Weapon — poison',
  stops: 'A Snooper stops it. A Shield does not.',
  text: 'Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the battle total.',
  when: 'In a battle, as the weapon of your battle plan.',
};
const WORTHLESS: CardHelp = {
  cat: 'Worthless',
  text: 'Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; it is discarded after the battle.',
  when: 'In a battle plan, in the weapon or defense slot.',
};

export const CARD_HELP: Record<string, CardHelp> = {
  lasgun: {
    cat: 'Weapon — special (laser)',
    stops: 'No defense stops it.',
    text: 'Kills the opposing leader whatever defense is played. If a Shield is also in the battle (either plan), the explosion kills both leaders and every force of both sides in the territory,.',
    when: 'In a battle, as the weapon of your battle plan.',
  },
  crysknife: PROJ,
  maula_pistol: PROJ,
  slip_tip: PROJ,
  stunner: PROJ,
  chaumas: POISON,
  chaumurky: POISON,
  ellaca_drug: POISON,
  gom_jabbar: POISON,
  shield: {
    cat: 'Defense — projectile',
    stops: 'Stops a projectile weapon (Crysknife, Maula Pistol, Slip Tip, Stunner). Useless against poison; with a Lasgun it explodes.',
    text: 'Protects your leader from a projectile weapon.',
    when: 'In a battle, as the defense of your battle plan.',
  },
  snooper: {
    cat: 'Defense — poison',
    stops: 'Stops a poison weapon (Chaumas, Chaumurky, Ellaca Drug, Gom Jabbar). Useless against projectiles and the Lasgun.',
    text: 'Protects your leader from a poison weapon.',
    when: 'In a battle, as the defense of your battle plan.',
  },
  cheap_hero: {
    cat: 'Special — leader',
    text: 'A leader of strength 0 that you may play in place of a leader, even when all your leaders are dead. It is discarded after the battle.',
    when: 'In a battle plan, as your leader.',
  },
  cheap_heroine: {
    cat: 'Special — leader',
    text: 'A leader of strength 0 that you may play in place of a leader, even when all your leaders are dead. It is discarded after the battle.',
    when: 'In a battle plan, as your leader.',
  },
  tleilaxu_ghola: {
    cat: 'Special',
    text: 'Brings back from the Tanks one of your leaders, or up to five of your forces, free and beside your normal revival.',
    when: 'At any time (the client offers it in "Other actions").',
  },
  family_atomics: {
    cat: 'Special',
    text: 'Destroys the Shield Wall: every force on it goes to the Tanks, and from then on the storm no longer stops at Imperial Basin, Arrakeen and Carthag. Only a player with forces on or next to the Shield Wall may play it.',
    when: 'After the storm is dialled, before it moves (Storm phase).',
  },
  hajr: {
    cat: 'Special — movement',
    text: 'Gives you one extra force movement this turn: move one more group, as in a normal move.',
    when: 'In the Shipment and Movement phase, on your turn.',
  },
  karama: {
    cat: 'Special',
    text: 'Cancels one faction advantage when it is used, or lets you buy a card without paying (or pay up to your spice), or ship at the Guild rate. In the Advanced game it also unlocks your faction’s once-a-game Karama power.',
    when: 'When the advantage it stops is used, or in bidding and shipment.',
  },
  truthtrance: {
    cat: 'Special',
    text: 'Ask one player one yes-or-no question about the game; they must answer truthfully.',
    when: 'At any time.',
  },
  weather_control: {
    cat: 'Special',
    text: 'You control the storm this turn: move it from 0 to 10 sectors instead of dialling.',
    when: 'At the start of the Storm phase, before the storm moves (not on turn 1).',
  },
  baliset: WORTHLESS,
  jubba_cloak: WORTHLESS,
  kulon: WORTHLESS,
  la_la_la: WORTHLESS,
  trip_to_gamont: WORTHLESS,
  // Ixians & Tleilaxu cards (variant it_treachery; engine/data/cards.cpp, registry ix.card.*).
  poison_blade: {
    cat: 'Weapon — projectile and poison',
    stops: 'Only a Shield Snooper stops it (a Shield or a Snooper alone does not).',
    text: 'Kills the opposing leader unless the opponent plays a Shield Snooper.',
    when: 'In a battle, as the weapon of your battle plan.',
  },
  hunter_seeker: PROJ,
  basilia_weapon: POISON,
  weirding_way: {
    cat: 'Weapon — projectile (or a projectile defense)',
    stops: 'As a weapon, a Shield stops it.',
    text: 'A projectile weapon. Played in the defense slot beside another weapon, it protects like a Shield (without exploding with a Lasgun).',
    when: 'In a battle plan: the weapon slot, or the defense slot beside another weapon.',
  },
  shield_snooper: {
    cat: 'Defense — projectile and poison',
    text: 'Protects your leader from projectile and poison weapons. It counts as a Shield: with a Lasgun it explodes.',
    when: 'In a battle, as the defense of your battle plan.',
  },
  chemistry: {
    cat: 'Defense — poison (or a poison weapon)',
    text: 'Protects your leader like a Snooper, and from a Poison Tooth. Played in the weapon slot beside another defense, it is a poison weapon.',
    when: 'In a battle plan: the defense slot, or the weapon slot beside another defense.',
  },
  artillery_strike: {
    cat: 'Weapon — special',
    stops: 'A projectile defense (Shield, Shield Snooper) protects its own side’s leader.',
    text: 'Kills both leaders unless shielded; surviving leaders add nothing, no spice is paid for the dead and the higher dial wins. Discarded after the battle.',
    when: 'In a battle, as the weapon of your battle plan.',
  },
  kull_wahad: WORTHLESS,
  thumper: {
    cat: 'Special',
    text: 'Instead of revealing a spice card, Shai-Hulud appears where the last spice blow was; a Nexus follows.',
    when: 'At the start of the Spice Blow phase, from turn 2.',
  },
  harvester: {
    cat: 'Special',
    text: 'The spice blow just revealed places its spice twice.',
    when: 'Right after a spice blow places spice (not in the storm).',
  },
  poison_tooth: {
    cat: 'Weapon — special',
    stops: 'Only Chemistry protects a leader from it.',
    text: 'Kills both leaders. After the plans are revealed you may choose not to use it; then it kills nobody and you may keep it if you win.',
    when: 'In a battle, as the weapon of your battle plan.',
  },
  amal: {
    cat: 'Special',
    text: 'Every faction, you included, loses half its spice (rounded up) to the Spice Bank.',
    when: 'At the beginning of any phase.',
  },
  // Ecaz & Moritani cards (variant em_treachery; registry em.card.*).
  recruits: {
    cat: 'Special',
    text: 'For the rest of this turn every faction’s free revival is doubled (at most 7) and up to 7 forces may be revived.',
    when: 'During the Revival phase.',
  },
  reinforcements: {
    cat: 'Special — takes a weapon or defense slot, neither one',
    text: 'Adds 2 to your dial. When the plans are revealed, 3 of your reserve forces go to the Tanks. You need at least 3 forces in reserve to play it. Discarded after the battle.',
    when: 'In a battle plan, in the weapon or the defense slot.',
  },
  harass_and_withdraw: {
    cat: 'Special — takes a weapon or defense slot, neither one',
    text: 'When the plans are revealed, your forces in the territory that you did not dial go back to your reserves. Your leader can still be killed. An opponent’s traitor call cancels it. Discarded after the battle.',
    when: 'In a battle plan, in the weapon or the defense slot.',
  },
};

export interface FactionSheet {
  basic: string[];
  advanced: string[];
}

export const FACTION_SHEET: Record<FactionKey, FactionSheet> = {
  atreides: {
    basic: [
      'Prescience: before each of your battles, you see one element of the opponent’s plan (leader, weapon, defense or dial) before making yours.',
      'You see the treachery card up for bid before anyone bids.',
      'Start: 10 forces in Arrakeen, 10 in reserve, 10 spice. Free revival: 2 forces a turn.',
    ],
    advanced: [
      'Kwisatz Haderach: after 7 of your forces die in battles it awakens; once a turn it adds 2 to one of your leaders and makes it immune to traitors.',
      'Karama power: see the opponent’s whole battle plan.',
    ],
  },
  bene_gesserit: {
    basic: [
      'Prediction: at the start you secretly name a faction and a turn; if that faction wins on that turn, you win instead.',
      'The Voice: before each of your battles you command the opponent to play, or not to play, a kind of card.',
      'Whenever another faction ships forces from off-planet, you may send one force free to the Polar Sink.',
      'Start: 1 force in the Polar Sink, 19 in reserve, 5 spice. Free revival: 1.',
    ],
    advanced: [
      'Advisors: your forces can be advisors who share territories without fighting; they flip to fighters and back.',
      'Karama power: use the Worthless cards as Karama cards.',
    ],
  },
  emperor: {
    basic: [
      'Every spice paid for a treachery card goes to you (not to the bank).',
      'Allied: you may pay for your ally’s extra revivals.',
      'Start: 20 forces in reserve, 10 spice. Free revival: 1.',
    ],
    advanced: [
      'Sardaukar: 5 elite forces that count twice in battle (once against the Fremen); at most 1 revived a turn.',
      'Karama power: revive up to 3 forces or one leader free.',
    ],
  },
  fremen: {
    basic: [
      'You place your 10 starting forces in Sietch Tabr and the False Walls; you ship free to the Great Flat area around your home (no spice).',
      'You move 2 territories a turn and lose only half your forces in a storm; you may ride Shai-Hulud after a Nexus.',
      'Special win: if nobody has won by the end of the last turn, you win when you (or nobody) hold Sietch Tabr and Habbanya Sietch and neither the Atreides, the Harkonnen nor the Emperor hold Tuek’s Sietch.',
      'Start: 3 spice. Free revival: 3.',
    ],
    advanced: [
      'Fedaykin: 3 elite forces that count twice in battle. Your forces need no spice to fight at full strength.',
      'Karama power: place a Shai-Hulud where you choose.',
    ],
  },
  guild: {
    basic: [
      'Every spice paid for shipment goes to you. You ship at half price and may ship between territories or back to reserve.',
      'You may take your turn at any moment of the Shipment and Movement phase.',
      'Special win: if nobody wins by the end of the last turn, you win.',
      'Start: 5 forces in Tuek’s Sietch, 15 in reserve, 5 spice. Free revival: 1.',
    ],
    advanced: ['Karama power: stop one faction’s off-planet shipment this turn.'],
  },
  harkonnen: {
    basic: [
      'You keep all four traitors you draw.',
      'You may hold 8 treachery cards and draw a second card free with every card you buy.',
      'Start: 10 forces in Carthag, 10 in reserve, 10 spice. Free revival: 2.',
    ],
    advanced: [
      'Capture: when you win a battle you may take one of the loser’s leaders, to keep and use, or to kill for 2 spice.',
      'Karama power: take all of one player’s cards, giving back as many of yours.',
    ],
  },
  ixian: {
    basic: [
      'The Hidden Mobile Stronghold: a stronghold of your own, placed after the first storm pointing at a sector of a territory that is not a stronghold. Only you ship into it; others move in from the territory it points at. It never suffers storm or worm.',
      'From turn 2, before the storm, you may move it up to 3 territories, picking up 2 spice per force of yours inside where it leaves and where each step arrives.',
      'Start: 6 forces in the Hidden Mobile Stronghold, 14 in reserve, 10 spice. Free revival: 1.',
    ],
    advanced: [
      'Cyborgs (7 of your 20) count 2 in battle, with spice support as any force; Suboids count half and spice cannot raise them.',
      'A Cyborg revives for 3 spice, a Suboid for 2; Cyborgs have no limit of one a turn.',
    ],
  },
  tleilaxu: {
    basic: [
      'Face Dancers: you keep no traitor but draw 3 secret Face Dancers. When one of them wins a battle for another faction you may reveal it: that faction keeps the win, its forces there go back to reserves and up to as many of yours take their place. When all three are revealed you draw three new ones.',
      'Revival: other factions pay their revival spice to you, and you gain 1 spice for each free revival and each Tleilaxu Ghola another faction uses. You revive without a limit, at half price; your ally also revives at half price. Before the revivals you may raise another faction\u2019s limit to 5.',
      'Zoal counts as strong as the opposing leader. Start: 20 forces in reserve, 5 spice. Free revival: 2.',
    ],
    advanced: ['Karama power: stop one faction from reviving this turn.'],
  },
  ecaz: {
    basic: [
      'Ambassadors: your own and five drawn at random. At the end of Revival you may place them face up, each in a stronghold without one (1 spice, then 2, 3...). When another faction (not your ally, not the token\u2019s faction) enters that stronghold you may trigger it for you or your ally: Atreides see their hand; Bene Gesserit copy a token not in your supply; CHOAM sell cards for 3; Ecaz offer an alliance; Emperor 5 spice; Fremen move a group anywhere; Harkonnen see a traitor card; Ixian swap a card; Richese buy a card for 3; Spacing Guild 4 forces in free; Tleilaxu revive a leader or 4 forces free.',
      'Start: 6 forces in the Imperial Basin, 14 in reserve, 12 spice. Free revival: 2.',
      'Occupy with your ally and Duke Vidal are not in this edition yet.',
    ],
    advanced: [
      'Loyalty: one of your traitor cards is set aside face up before the deal; nobody can use it.',
      'Karama power: in a battle you fight yourselves, before the plans are revealed, play a Karama: your plan has neither weapon nor defense, and you add the difference of the two leaders\u2019 values to your dial.',
    ],
  },
  moritani: {
    basic: [
      'Terror tokens: six secret tokens (Assassination, Atomics, Extortion, Robbery, Sabotage, Sneak Attack). Each Mentat Pause you may place one face down in a stronghold without one, or move one already placed; only you know which is which.',
      'When another faction (not your ally) ships or moves into a stronghold with one of your tokens, you may reveal it against them, keep it hidden, or offer them an alliance instead (Enemy of My Enemy): refused, you must reveal it.',
      'Start: 6 forces placed after everyone else in a territory no other faction occupies, 14 in reserve, 12 spice. Free revival: 2.',
      'Alliance: your ally, losing a battle, may keep one card it played that a winner could have kept.',
    ],
    advanced: [
      'Assassinate Leaders: when you lose a battle with no traitor called and the winner\u2019s leader survived, you may reveal a traitor card naming another of that faction\u2019s living leaders: it goes to the Tanks and you take its strength in spice. Once per faction; the card is replaced at the next Mentat Pause.',
      'Karama power: when you lose a battle, before the winner keeps its cards, force it to keep or to discard its weapon and defense.',
      'Duke Vidal is not in this edition yet.',
    ],
  },
};

/** Opens the help dialog with a title and body (closes on the button, Escape or a tap outside). */
export function openHelp(title: string, ...body: (Node | string)[]): HTMLDialogElement {
  document.querySelector('dialog.help')?.remove();
  const close = h('button', { type: 'button', class: 'close', 'aria-label': 'Close' }, 'Close');
  const dlg = h('dialog', { class: 'help', 'aria-label': title }, h('h2', {}, title), ...body, close) as HTMLDialogElement;
  close.onclick = () => dlg.close();
  dlg.addEventListener('click', (e) => {
    if (e.target === dlg) dlg.close();
  });
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

export function cardHelpBody(key: string): HTMLElement {
  const c = CARD_HELP[key];
  if (!c) return h('p', {}, 'No description for this card.');
  return h(
    'div',
    { class: 'card-help', 'data-testid': 'card-help' },
    h('p', { class: 'cat' }, c.cat),
    c.stops ? h('p', {}, h('strong', {}, 'Defense: '), c.stops) : '',
    h('p', {}, c.text),
    h('p', {}, h('strong', {}, 'When: '), c.when),
  );
}

export function factionSheetBody(f: FactionKey, advanced: boolean): HTMLElement {
  const s = FACTION_SHEET[f];
  return h(
    'div',
    { class: 'faction-help', 'data-testid': 'faction-help' },
    h('h3', {}, 'Advantages'),
    h('ul', {}, ...s.basic.map((x) => h('li', {}, x))),
    h('h3', {}, advanced ? 'Advanced game (this game)' : 'Advanced game only'),
    h('ul', {}, ...s.advanced.map((x) => h('li', {}, x))),
  );
}
