// Player texts as data (engine/data/texts.hpp). Written for this project in our own words from the facts of
// the GF9 Dune Rulebook 2019 (treachery cards pp.18-19, faction sheets pp.16-19), the Ixians & Tleilaxu House
// Expansion (E1: cards, technology tokens, faction sheets) and the Ecaz & Moritani House Expansion (E3:
// Terror tokens pp.5-6, Ambassadors pp.7-8, Nexus cards p.11, Discovery tokens p.13, faction sheets), as the
// rule registry states them (engine/core/rules_registry.cpp: em.terror.*, em.ambassador.effects,
// em.nexus.faces, ix.tech.*, em.discovery.effects); never a card's printed text. tests/rules/texts_test.cpp
// holds each table to the engine's keys and the sheets to the registry.
#include "engine/data/texts.hpp"

#include <algorithm>
#include <array>

namespace dune {
namespace {

constexpr CardText kCards[] = {
    {"lasgun", "Weapon: special (laser)", "No defense stops it.",
     "Kills the opposing leader whatever defense is played. If a Shield is also in the battle (in either "
     "plan), they explode: both leaders die and everything in the territory is destroyed, every faction’s "
     "forces and the spice.",
     "In a battle, as the weapon of your battle plan."},
    {"crysknife", "Weapon: projectile", "A Shield stops it. A Snooper does not.",
     "Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"maula_pistol", "Weapon: projectile", "A Shield stops it. A Snooper does not.",
     "Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"slip_tip", "Weapon: projectile", "A Shield stops it. A Snooper does not.",
     "Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"stunner", "Weapon: projectile", "A Shield stops it. A Snooper does not.",
     "Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"chaumas", "Weapon: poison", "A Snooper stops it. A Shield does not.",
     "Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"chaumurky", "Weapon: poison", "A Snooper stops it. A Shield does not.",
     "Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"ellaca_drug", "Weapon: poison", "A Snooper stops it. A Shield does not.",
     "Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"gom_jabbar", "Weapon: poison", "A Snooper stops it. A Shield does not.",
     "Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"shield", "Defense: projectile",
     "Stops a projectile weapon (Crysknife, Maula Pistol, Slip Tip, Stunner). Useless against poison; with "
     "a Lasgun it explodes.",
     "Protects your leader from a projectile weapon.", "In a battle, as the defense of your battle plan."},
    {"snooper", "Defense: poison",
     "Stops a poison weapon (Chaumas, Chaumurky, Ellaca Drug, Gom Jabbar). Useless against projectiles and "
     "the Lasgun.",
     "Protects your leader from a poison weapon.", "In a battle, as the defense of your battle plan."},
    {"cheap_hero", "Special: leader", "",
     "A leader of strength 0 that you may play in place of a leader, even when all your leaders are dead. "
     "It is discarded after the battle.",
     "In a battle plan, as your leader."},
    {"cheap_heroine", "Special: leader", "",
     "A leader of strength 0 that you may play in place of a leader, even when all your leaders are dead. "
     "It is discarded after the battle.",
     "In a battle plan, as your leader."},
    {"tleilaxu_ghola", "Special", "",
     "Brings back from the Tanks one of your leaders, or up to five of your forces, free and beside your "
     "normal revival.",
     "At any time."},
    {"family_atomics", "Special", "",
     "Destroys the Shield Wall: every force on it goes to the Tanks, and from then on the storm no longer "
     "stops at Imperial Basin, Arrakeen and Carthag. Only a player with forces on or next to the Shield "
     "Wall may play it.",
     "After the storm is dialled, before it moves (Storm phase)."},
    {"hajr", "Special: movement", "",
     "Gives you one extra force movement this turn: move one more group, as in a normal move.",
     "In the Shipment and Movement phase, on your turn."},
    {"karama", "Special", "",
     "Cancels one faction advantage when it is used, or lets you buy a card without paying (or pay up to "
     "your spice), or ship at the Guild rate. In the Advanced game it also unlocks your faction’s "
     "once-a-game Karama power.",
     "When the advantage it stops is used, or in bidding and shipment."},
    {"truthtrance", "Special", "",
     "Ask one player one yes-or-no question about the game; they must answer truthfully.", "At any time."},
    {"weather_control", "Special", "",
     "You control the storm this turn: move it from 0 to 10 sectors instead of dialling.",
     "At the start of the Storm phase, before the storm moves (not on turn 1)."},
    {"baliset", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"jubba_cloak", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"kulon", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"la_la_la", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"trip_to_gamont", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"poison_blade", "Weapon: projectile and poison",
     "Only a Shield Snooper stops it (a Shield or a Snooper alone does not).",
     "Kills the opposing leader unless the opponent plays a Shield Snooper.",
     "In a battle, as the weapon of your battle plan."},
    {"hunter_seeker", "Weapon: projectile", "A Shield stops it. A Snooper does not.",
     "Kills the opposing leader unless the opponent plays a Shield. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"basilia_weapon", "Weapon: poison", "A Snooper stops it. A Shield does not.",
     "Kills the opposing leader unless the opponent plays a Snooper. A killed leader adds nothing to the "
     "battle total.",
     "In a battle, as the weapon of your battle plan."},
    {"weirding_way", "Weapon: projectile (or a projectile defense)", "As a weapon, a Shield stops it.",
     "A projectile weapon. Played in the defense slot beside another weapon, it protects like a Shield "
     "(without exploding with a Lasgun).",
     "In a battle plan: the weapon slot, or the defense slot beside another weapon."},
    {"shield_snooper", "Defense: projectile and poison", "",
     "Protects your leader from projectile and poison weapons. It counts as a Shield: with a Lasgun it "
     "explodes.",
     "In a battle, as the defense of your battle plan."},
    {"chemistry", "Defense: poison (or a poison weapon)", "",
     "Protects your leader like a Snooper, and from a Poison Tooth. Played in the weapon slot beside "
     "another defense, it is a poison weapon.",
     "In a battle plan: the defense slot, or the weapon slot beside another defense."},
    {"artillery_strike", "Weapon: special",
     "A projectile defense (Shield, Shield Snooper) protects its own side’s leader.",
     "Kills both leaders unless shielded; surviving leaders add nothing, no spice is paid for the dead and "
     "the higher dial wins. Discarded after the battle.",
     "In a battle, as the weapon of your battle plan."},
    {"kull_wahad", "Worthless", "",
     "Does nothing. You may put it in a battle plan as a weapon or defense to bluff and to get rid of it; "
     "it is discarded after the battle.",
     "In a battle plan, in the weapon or defense slot."},
    {"thumper", "Special", "",
     "Instead of revealing a spice card, Shai-Hulud appears where the last spice blow was; a Nexus "
     "follows.",
     "At the start of the Spice Blow phase, from turn 2."},
    {"harvester", "Special", "", "The spice blow just revealed places its spice twice.",
     "Right after a spice blow places spice (not in the storm)."},
    {"poison_tooth", "Weapon: special", "Only Chemistry protects a leader from it.",
     "Kills both leaders. After the plans are revealed you may choose not to use it; then it kills nobody "
     "and you may keep it if you win.",
     "In a battle, as the weapon of your battle plan."},
    {"amal", "Special", "",
     "Every faction, you included, loses half its spice (rounded up) to the Spice Bank.",
     "At the beginning of any phase."},
    {"recruits", "Special", "",
     "For the rest of this turn every faction’s free revival is doubled (at most 7) and up to 7 forces may "
     "be revived.",
     "During the Revival phase."},
    {"reinforcements", "Special: takes a weapon or defense slot, neither one", "",
     "Adds 2 to your dial. When the plans are revealed, 3 of your reserve forces go to the Tanks. You need "
     "at least 3 forces in reserve to play it. Discarded after the battle.",
     "In a battle plan, in the weapon or the defense slot."},
    {"harass_and_withdraw", "Special: takes a weapon or defense slot, neither one", "",
     "When the plans are revealed, your forces in the territory that you did not dial go back to your "
     "reserves. Your leader can still be killed. An opponent’s traitor call cancels it. Discarded after "
     "the battle.",
     "In a battle plan, in the weapon or the defense slot."},
};

constexpr PieceText kTerror[] = {
    {"assassination", "Assassination",
     "A random leader of the faction that entered goes to the Tanks, and the Moritani take its strength in "
     "spice from the Bank (3 for Zoal)."},
    {"atomics", "Atomics",
     "Every force in the stronghold goes to the Tanks. The Aftermath stays there: nobody ships into that "
     "territory again, and the hand limit of the Moritani and of their ally drops by 1."},
    {"extortion", "Extortion",
     "5 spice from the Bank wait for the Moritani until the Mentat Pause. Then the token goes back to "
     "them, unless a faction pays them 3 spice to end it."},
    {"robbery", "Robbery",
     "The Moritani take half the spice of the faction that entered (rounded up), or the top treachery card "
     "instead."},
    {"sabotage", "Sabotage",
     "The faction that entered discards a card at random; the Moritani may then give it one of their own "
     "cards."},
    {"sneak_attack", "Sneak Attack",
     "The Moritani bring up to 5 of their reserve forces into the stronghold, free (not into the storm, "
     "and not as a third faction there)."},
};

constexpr PieceText kAmbassadors[] = {
    {"atreides", "Atreides", "Ecaz or their ally see the hand of the faction that entered."},
    {"bene_gesserit", "Bene Gesserit",
     "Use the effect of another Ambassador that is not in Ecaz’s supply. This token then leaves the game."},
    {"choam", "CHOAM", "Ecaz or their ally discard treachery cards from their hand for 3 spice each."},
    {"ecaz", "Ecaz",
     "Offer the faction that entered an alliance, if neither is allied (Ecaz may lend it Duke Vidal for "
     "the turn), or take Duke Vidal. This token goes back to Ecaz’s supply."},
    {"emperor", "Emperor", "Ecaz or their ally take 5 spice from the Bank."},
    {"fremen", "Fremen",
     "Ecaz or their ally move one group of their forces on the board to any territory (the storm and the "
     "stronghold limit apply)."},
    {"guild", "Spacing Guild",
     "Ecaz or their ally bring up to 4 of their reserve forces into any territory out of the storm, free."},
    {"harkonnen", "Harkonnen",
     "Ecaz or their ally see one of the entrant’s traitor cards, at random; only they see it."},
    {"ixian", "Ixians", "Ecaz or their ally discard a card and draw one."},
    {"richese", "Richese",
     "Ecaz or their ally buy the top treachery card for 3 spice, if their hand has room."},
    {"tleilaxu", "Tleilaxu", "Ecaz or their ally revive one of their leaders, or up to 4 forces, free."},
};

constexpr PieceText kTech[] = {
    {"axlotl_tanks", "Axlotl Tanks",
     "When a faction other than the Tleilaxu revives forces, some of them free, the owner takes from the "
     "Bank at the end of Revival 1 spice for each technology token it owns. The winner of a battle takes "
     "one of the loser’s tokens; owning all three counts as one stronghold more."},
    {"heighliners", "Heighliners",
     "When a faction other than the Guild ships forces from its reserves, the owner takes from the Bank at "
     "the end of Shipment and Movement 1 spice for each technology token it owns. The winner of a battle "
     "takes one of the loser’s tokens; owning all three counts as one stronghold more."},
    {"spice_production", "Spice Production",
     "When a faction other than the Bene Gesserit claims CHOAM Charity, the owner takes from the Bank at "
     "the end of the phase 1 spice for each technology token it owns. The winner of a battle takes one of "
     "the loser’s tokens; owning all three counts as one stronghold more."},
};

// CHOAM & Richese Stronghold cards (cr.sh.*; the card faces as DuneBot cards/stronghold.csv keeps them,
// paraphrased).
constexpr PieceText kStrongholdCards[] = {
    {"arrakeen", "Arrakeen",
     "Its holder, battling in Arrakeen: the Spice Bank pays 2 of the spice that supports its forces."},
    {"carthag", "Carthag",
     "Its holder, battling in Carthag without a poison weapon: a non-poison defense it plays also counts as "
     "a "
     "Snooper."},
    {"habbanya_sietch", "Habbanya Sietch",
     "Its holder, battling in Habbanya Sietch, wins a tie, whoever is the aggressor."},
    {"sietch_tabr", "Sietch Tabr",
     "Its holder, winning a battle in Sietch Tabr, takes from the Bank as much spice as the strength its "
     "opponent dialed (rounded down)."},
    {"tueks_sietch", "Tuek's Sietch",
     "Its holder, battling in Tuek's Sietch, takes 2 spice from the Bank for each Worthless card in its "
     "plan."},
    {"hidden_mobile_stronghold", "Hidden Mobile Stronghold",
     "Its holder, battling in the mobile stronghold, copies the advantage of another stronghold it controls, "
     "named before the plans."},
};

constexpr PieceText kDiscovery[] = {
    {"jacurutu_sietch", "Jacurutu Sietch",
     "A stronghold of its own once revealed. The winner of a battle there gains 1 spice for each of the "
     "loser’s forces that went to the Tanks without being dialed."},
    {"cistern", "Cistern",
     "A place of its own once revealed. Each faction there gains 2 spice in Spice Collection."},
    {"ecological_testing_station", "Ecological Testing Station",
     "A place of its own once revealed. Once the storm’s move is known (not with Weather Control), a "
     "faction there may change it by one sector either way."},
    {"shrine", "Shrine",
     "A place of its own once revealed. A faction there may play Truthtrance as a Karama, and Karama as a "
     "Truthtrance."},
    {"orgiz_processing_station", "Orgiz Processing Station",
     "A place of its own once revealed. In Spice Collection the faction there takes 1 spice of each spice "
     "blow another faction collects."},
    {"treachery_card_stash", "Treachery Card Stash",
     "Who reveals it draws a treachery card (over the hand limit, it discards one). Then the token leaves "
     "the game."},
    {"spice_stash", "Spice Stash",
     "Who reveals it takes 7 spice from the Bank. Then the token leaves the game."},
    {"ornithopter", "Ornithopter",
     "Who reveals it keeps it. On a later turn, in its movement, it flies one move of up to 3 territories; "
     "then the token leaves the game."},
};

// Betrayal, Cunning, Secret Ally (E3 p.11: the mode is fixed by who holds the card; nexus_cards::Mode).
constexpr NexusText kNexus[] = {
    {"atreides", "Stop the Atreides prescience for the rest of the phase.",
     "After your prescience question, see a second element of the opponent’s plan.",
     "In your battle, before the opponent sets its plan, see one element of it, as the prescience does."},
    {"bene_gesserit", "Stop the Bene Gesserit Voice for the rest of the phase.",
     "In your Shipment and Movement action, your advisors in the territories you name become fighters.",
     "Use the Voice on your battle opponent, before it sets its plan."},
    {"emperor", "Advanced: stop the Sardaukar counting double for the rest of the phase.",
     "Advanced, in a battle with none of your Sardaukar: up to 5 of your forces there count as Sardaukar.",
     "Revive 3 forces free in Revival; or, after buying a card, get back from the Bank the spice you and "
     "your ally paid for it."},
    {"fremen", "Stop the Fremen riding Shai-Hulud, or moving 2 territories, for the rest of the phase.",
     "When Shai-Hulud appears where no forces stand: a group of yours in a desert territory rides it after "
     "the Nexus.",
     "Revive 3 forces free in Revival; or, when Shai-Hulud appears where you have forces, it does not "
     "devour them."},
    {"guild", "After another faction pays for a shipment, take that payment yourself.",
     "In your own Shipment and Movement action, make a second shipment right after it.",
     "In your Shipment and Movement turn, ship at the Guild’s rates (between territories or back to "
     "reserves too)."},
    {"harkonnen", "When the Harkonnen call a traitor, cancel the call: the battle is fought out.",
     "Draw a traitor card, then shuffle one of yours back into the deck.",
     "In the Mentat Pause, draw two traitor cards, then shuffle two of yours back."},
    {"ixian",
     "Stop the Ixians’ look at the auction’s cards, or their technology swap, for the rest of the phase.",
     "Advanced: your Suboids count full strength without spice for the rest of the turn.",
     "After buying a card, discard it and take the top card of the treachery deck instead."},
    {"tleilaxu", "When the Tleilaxu reveal a Face Dancer, cancel it: the battle stands as fought.",
     "Replace every revealed Face Dancer of yours with a new one.",
     "In Revival, revive one of your leaders free and up to 5 forces at 1 spice each."},
    {"ecaz", "Ecaz’s ally returns its forces in one territory it shares with Ecaz to its reserves.",
     "Take Duke Vidal for this turn, from whoever has him.",
     "Ask a faction whether any of its traitor cards is one of your leaders; the answer is public."},
    {"moritani", "A face-down Terror token on the board goes back to the Moritani unrevealed.",
     "When you place a Terror token in the Mentat Pause, place it in any territory of Arrakis.",
     "Losing a battle, keep one card you played that a winner could have kept."},
    {"choam", "At any time, CHOAM discard a treachery card drawn at random from their hand.",
     "Discard any treachery card for the effect of a Worthless card of your choice, at that effect’s moment.",
     "Winning a battle, look at a random card the loser did not use; or in Spice Collection, sell a "
     "worthless card to the Bank for 2 spice."},
    {"richese", "", "",
     "In your Shipment and Movement turn, ship up to 5 forces from your reserves for the price of one."},
};

// Each line names the registry rules it describes; the catalog marks a line whose rule is not yet played.
constexpr SheetLine kSheets[] = {
    {"atreides", false,
     "Prescience: before each of your battles you see one element of the opponent’s plan (leader, weapon, "
     "defense or dial) before making yours.",
     "faction.atreides.prescience"},
    {"atreides", false, "You see each treachery card up for bid before anyone bids.",
     "faction.atreides.prescience"},
    {"atreides", false,
     "Start: 10 forces in Arrakeen, 10 in reserve, 10 spice. Free revival: 2 forces a turn.",
     "setup.starting_forces,setup.starting_spice"},
    {"atreides", true,
     "Kwisatz Haderach: once 7 of your forces have died in battles it awakens; once a turn it adds 2 to "
     "one of your leaders and makes that leader immune to traitors.",
     "adv.atreides.kwisatz"},
    {"atreides", true, "Karama power: see the opponent’s whole battle plan.", "adv.karama.atreides"},
    {"bene_gesserit", false,
     "Prediction: at the start you secretly name a faction and a turn; if that faction wins on that turn, "
     "you win instead.",
     "setup.bg_prediction"},
    {"bene_gesserit", false,
     "The Voice: before each of your battles you command the opponent to play, or not to play, a kind of "
     "card.",
     "faction.bg.basic"},
    {"bene_gesserit", false,
     "Whenever another faction ships forces from off-planet, you may send one force free to the Polar "
     "Sink.",
     "faction.bg.basic"},
    {"bene_gesserit", false, "Start: 1 force in the Polar Sink, 19 in reserve, 5 spice. Free revival: 1.",
     "setup.starting_forces,setup.starting_spice"},
    {"bene_gesserit", true,
     "Advisors: your forces may be advisors, who share territories without fighting; they flip to fighters "
     "and back.",
     "adv.bg.advisors"},
    {"bene_gesserit", true, "Karama power: use the worthless cards as Karama cards.",
     "adv.bg.worthless_karama"},
    {"emperor", false, "Every spice paid for a treachery card goes to you (not to the Bank).",
     "faction.emperor.basic"},
    {"emperor", false, "Allied: you may pay for your ally’s extra revivals, and give your ally spice.",
     "faction.emperor.basic"},
    {"emperor", false, "Start: 20 forces in reserve, 10 spice. Free revival: 1.",
     "setup.starting_forces,setup.starting_spice"},
    {"emperor", true,
     "Sardaukar: 5 elite forces that count double in battle (single against the Fremen); at most 1 revived "
     "a turn.",
     "adv.emperor.sardaukar"},
    {"emperor", true, "Karama power: revive up to 3 forces or one leader free.", "adv.karama.emperor"},
    {"fremen", false,
     "You place your 10 starting forces in Sietch Tabr and the False Walls; you send reserves free to the "
     "Great Flat or near it (no spice).",
     "faction.fremen.basic"},
    {"fremen", false,
     "You move 2 territories a turn and lose only half your forces in a storm; Shai-Hulud does not devour "
     "you, and you may ride it after a Nexus.",
     "faction.fremen.basic"},
    {"fremen", false,
     "Special victory: if nobody has won by the end of the last turn, you win when you (or nobody) hold "
     "Sietch Tabr and Habbanya Sietch and no Atreides, Harkonnen or Emperor forces are in Tuek’s Sietch; "
     "without the Guild in the game, you win then whatever the board.",
     "faction.fremen.basic"},
    {"fremen", false, "Start: 3 spice. Free revival: 3.", "setup.starting_spice"},
    {"fremen", true,
     "Fedaykin: 3 elite forces that count double in battle. Your forces need no spice to fight at full "
     "strength.",
     "adv.fremen.fedaykin_battle,adv.fremen.battle_hardened"},
    {"fremen", true,
     "You draw the storm cards and see the next one; you place each Shai-Hulud after the first of a spice "
     "blow.",
     "adv.fremen.storm_deck,adv.fremen.sandworms"},
    {"fremen", true, "Karama power: place a Shai-Hulud where you choose.", "adv.karama.fremen"},
    {"guild", false,
     "Every spice paid for shipment goes to you. You ship at half price and may ship between territories "
     "or back to your reserves.",
     "faction.guild.basic"},
    {"guild", false, "You may take your turn at any moment of the Shipment and Movement phase.",
     "faction.guild.basic,adv.guild.timing"},
    {"guild", false, "Special victory: if nobody wins by the end of the last turn, you win.",
     "faction.guild.basic"},
    {"guild", false, "Start: 5 forces in Tuek’s Sietch, 15 in reserve, 5 spice. Free revival: 1.",
     "setup.starting_forces,setup.starting_spice"},
    {"guild", true, "Karama power: stop one faction’s shipment from off-planet this turn.",
     "adv.karama.guild"},
    {"harkonnen", false, "You keep all four traitors you draw.", "setup.traitors.harkonnen"},
    {"harkonnen", false,
     "You may hold 8 treachery cards, and draw a second card free with every card you buy.",
     "faction.harkonnen.basic"},
    {"harkonnen", false, "Start: 10 forces in Carthag, 10 in reserve, 10 spice. Free revival: 2.",
     "setup.starting_forces,setup.starting_spice"},
    {"harkonnen", true,
     "Capture: when you win a battle you draw one of the loser’s leaders, to keep and use, or to kill for "
     "2 spice.",
     "adv.harkonnen.capture"},
    {"harkonnen", true, "Karama power: take all of one player’s cards, giving back as many of yours.",
     "adv.karama.harkonnen"},
    {"ixian", false,
     "The Hidden Mobile Stronghold: a stronghold of your own, placed after the first storm pointing at a "
     "sector of a territory that is not a stronghold. Only you ship into it; others move in from the "
     "territory it points at. It never suffers storm or worm.",
     "ix.ixian.hms_placement,ix.ixian.hms_stronghold,ix.ixian.hms_ship_only_ixian"},
    {"ixian", false,
     "From turn 2, before the storm, you may move it up to 3 territories, picking up 2 spice per force of "
     "yours inside where it leaves and where each step arrives.",
     "ix.ixian.hms_move,ix.ixian.hms_collect"},
    {"ixian", false,
     "At the start you draw cards and keep one, dealing the others. In Bidding you see every card up for "
     "auction and set one aside, on top of the deck or at its bottom.",
     "ix.ixian.starting_card,ix.ixian.technology_bidding"},
    {"ixian", false,
     "Start: 6 forces in the Hidden Mobile Stronghold, 14 in reserve, 10 spice. Free revival: 1.",
     "ix.ixian.setup_forces,ix.ixian.faction_data"},
    {"ixian", true,
     "Cyborgs (7 of your 20) count 2 in battle, with spice support as any force; Suboids count half and "
     "spice cannot raise them. A Cyborg revives for 3 spice, a Suboid for 2.",
     "ix.ixian.cyborg_strength,ix.ixian.suboid_strength,ix.ixian.cyborg_revival"},
    {"ixian", true,
     "Technology: once each Bidding phase you may swap the card up for bid for one of yours; lost Cyborgs "
     "may be exchanged for surviving Suboids.",
     "ix.ixian.technology_swap,ix.ixian.suboid_substitution"},
    {"ixian", true, "Karama power: move the Hidden Mobile Stronghold.", "ix.ixian.karama_power"},
    {"tleilaxu", false,
     "Face Dancers: you keep no traitor but draw 3 secret Face Dancers. When one of them wins a battle for "
     "another faction you may reveal it: that faction keeps the win, its forces there go back to reserves "
     "and up to as many of yours take their place. When all three are revealed you draw three new ones.",
     "ix.tleilaxu.face_dancers_deal,ix.tleilaxu.face_dancer_reveal,ix.tleilaxu.face_dancer_cycle"},
    {"tleilaxu", false,
     "Revival: other factions pay their revival spice to you, and you gain 1 spice for each free revival "
     "and each Tleilaxu Ghola another faction uses. You revive without a limit, at half price; your ally "
     "also revives at half price. Before the revivals you may raise another faction’s limit to 5.",
     "ix.tleilaxu.revival_income,ix.tleilaxu.own_revival,ix.tleilaxu.alliance,ix.tleilaxu.raise_limit"},
    {"tleilaxu", false,
     "Zoal counts as strong as the opposing leader. Start: 20 forces in reserve, 5 spice. Free revival: 2.",
     "ix.tleilaxu.zoal,ix.tleilaxu.setup"},
    {"tleilaxu", true, "Gholas: you may revive other factions’ leaders and use them as your own.",
     "ix.tleilaxu.gholas"},
    {"tleilaxu", true, "Karama power: stop one faction from reviving this turn.", "ix.tleilaxu.karama_power"},
    {"ecaz", false,
     "Ambassadors: your own and five drawn at random. At the end of Revival you may place them face up, "
     "each in a stronghold without one (1 spice, then 2, 3...). When another faction (not your ally, not "
     "the token’s faction) enters that stronghold you may trigger it for you or your ally; each token’s "
     "effect is on its card.",
     "em.ambassador.place,em.ambassador.trigger,em.ambassador.effects"},
    {"ecaz", false,
     "Occupy: you and your ally may share a territory, count as one side in a stronghold, and fight a "
     "battle there together: one of you leads, and you add half your forces there to the dial.",
     "em.ecaz.occupy,em.ecaz.occupy_battle"},
    {"ecaz", false,
     "You and your ally also win together in three strongholds where both of you are and no other faction "
     "fights.",
     "em.ecaz.victory"},
    {"ecaz", false,
     "Duke Vidal (strength 6) may serve you: taken with your Ambassador, lent to your ally, revived by "
     "you.",
     "em.duke.ecaz_gain,em.ecaz.duke_revival"},
    {"ecaz", false, "Start: 6 forces in the Imperial Basin, 14 in reserve, 12 spice. Free revival: 2.",
     "em.ecaz.setup"},
    {"ecaz", true,
     "Loyalty: one of your traitor cards is set aside face up before the deal; nobody can use it.",
     "em.ecaz.loyalty"},
    {"ecaz", true,
     "Karama power: in a battle you fight yourselves, before the plans are revealed, play a Karama: your "
     "plan has neither weapon nor defense, and you add the difference of the two leaders’ values to your "
     "dial.",
     "em.ecaz.karama_power"},
    {"moritani", false,
     "Terror tokens: six secret tokens (Assassination, Atomics, Extortion, Robbery, Sabotage, Sneak "
     "Attack). Each Mentat Pause you may place one face down in a stronghold without one, or move one "
     "already placed; only you know which is which.",
     "em.moritani.terror_place,em.terror.secrecy"},
    {"moritani", false,
     "When another faction (not your ally) ships or moves into a stronghold with one of your tokens, you "
     "may reveal it against them, keep it hidden, or offer them an alliance instead (Enemy of My Enemy): "
     "refused, you must reveal it.",
     "em.moritani.terror_trigger,em.moritani.enemy_of_enemy"},
    {"moritani", false,
     "Duke Vidal: when at the end of Shipment and Movement you will battle in two different strongholds or "
     "more, you take Duke Vidal (strength 6) from whoever controls him, for one battle.",
     "em.duke.moritani_gain"},
    {"moritani", false,
     "Start: 6 forces placed after everyone else in a territory no other faction occupies, 14 in reserve, "
     "12 spice. Free revival: 2.",
     "em.moritani.setup"},
    {"moritani", false,
     "Alliance: your ally, losing a battle, may keep one card it played that a winner could have kept.",
     "em.moritani.alliance"},
    {"moritani", true,
     "Assassinate Leaders: when you lose a battle with no traitor called and the winner’s leader survived, "
     "you may reveal a traitor card naming another of that faction’s living leaders: it goes to the Tanks "
     "and you take its strength in spice. Once per faction; the card is replaced at the next Mentat Pause.",
     "em.moritani.assassinate_leaders"},
    {"moritani", true,
     "Karama power: when you lose a battle, before the winner keeps its cards, force it to keep or to "
     "discard its weapon and defense.",
     "em.moritani.karama_power"},
    {"choam", false,
     "Start: 20 forces in reserve, none on Arrakis, 2 spice. No free revival; revive any number of forces at "
     "1 spice each. Hand limit: 5 cards.",
     "cr.choam.setup,cr.choam.revival"},
    {"choam", false,
     "Charity: as CHOAM Charity begins you take 2 spice from the Bank for every faction in the game, yours "
     "included; then every charity another faction receives is paid out of your spice. You claim none.",
     "cr.choam.charity_income,cr.choam.charity_pays,cr.choam.no_charity_self"},
    {"choam", false,
     "The market: at the end of any phase you may discard surplus exact duplicates for 3 spice each and "
     "Worthless cards for 2 each, from the Bank.",
     "cr.choam.sell_duplicates,cr.choam.sell_worthless"},
    {"choam", false,
     "Worthless cards: instead of selling one, discard it for its own effect at its moment: Baliset (bar a "
     "faction from moving into a territory you occupy this turn), Jubba Cloak (your forces in one territory "
     "survive the storm), Kulon (move one territory more in your turn), La La La (a faction revives none "
     "free this turn), Trip to Gamont (in the Mentat Pause, one force of another faction back to its "
     "reserves).",
     "cr.choam.worthless_effects"},
    {"choam", false,
     "Kull Wahad: as a player plays Karama, discard it: that player may play no Karama this phase.",
     "cr.choam.kull_wahad"},
    {"choam", false,
     "Inflation: once a game, in a Mentat Pause, play the token Double or Cancel side up: next turn every "
     "charity (your income too) is doubled or cancelled; it flips at the next Mentat Pause and leaves at the "
     "one after. No bribes while Double is up.",
     "cr.choam.inflation,cr.choam.inflation_bribes"},
    {"choam", false,
     "Alliance: once a turn, at the end of a phase, trade one treachery card with your ally; you may pay for "
     "your ally’s forces in battle.",
     "cr.choam.ally_trade,cr.choam.ally_battle_pay"},
    {"choam", true, "Half (rounded down) of the spice others pay to support their forces in battle is yours.",
     "cr.choam.adv_support_income"},
    {"choam", true,
     "The Auditor (strength 2), a sixth leader with its traitor card: revived whenever it is in the Tanks; "
     "never captured, never a Ghola.",
     "cr.choam.auditor,cr.choam.auditor_limits"},
    {"choam", true,
     "The audit: after a battle the Auditor led, look at 2 of the opponent’s unused cards (1 if it died) "
     "unless they pay you 1 spice a card.",
     "cr.choam.audit"},
    {"choam", true, "Karama power: discard any treachery cards from your hand for 3 spice each.",
     "cr.choam.karama_power"},
};

}  // namespace

std::span<const CardText> card_texts() { return kCards; }
const CardText* card_text(std::string_view key) {
  const auto* it =
      std::find_if(std::begin(kCards), std::end(kCards), [&](const CardText& c) { return c.key == key; });
  return it == std::end(kCards) ? nullptr : it;
}
std::span<const PieceText> terror_token_texts() { return kTerror; }
std::span<const PieceText> ambassador_texts() { return kAmbassadors; }
std::span<const PieceText> tech_token_texts() { return kTech; }
std::span<const PieceText> discovery_token_texts() { return kDiscovery; }
std::span<const PieceText> stronghold_card_texts() { return kStrongholdCards; }
std::span<const NexusText> nexus_card_texts() { return kNexus; }
std::span<const SheetLine> sheet_lines() { return kSheets; }

}  // namespace dune
