// Ecaz & Moritani, Nexus Cards (variant em_nexus_cards): the client names the decision and its answers, shows
// the public deck, discards and holders from the view's "nexus_cards" (the seat's own card only when the view
// gives it), and offers the draw and each legal play_nexus_card candidate as a labelled button, built from the
// engine's legal list only.
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION, buildPanel, type Control } from '../src/decisions';
import { panelViewInputs, playersCardInputs } from '../src/game';
import { ACTION_TITLE, DECISION_TITLE, DECISION_WHY, PASS_LABEL, describeAction, nexusCardsText, nexusHeldText, nexusPlayLabel } from '../src/names';
import type { Action, Decision, FactionKey, NexusCardsView, View } from '../src/types';
import { engineCatalog } from './catalog_fixture';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;
const nexus = (extra: Partial<NexusCardsView> = {}): NexusCardsView => ({
  deck_count: 12,
  discard: [],
  holders: [],
  card: null,
  mode: null,
  drawing: false,
  ...extra,
});
const labels = (c: Control | undefined) => (c?.kind === 'buttons' ? c.items.map((i) => i.label) : []);

describe('Nexus Cards: labels and the decision', () => {
  it('titles the draw, explains it, labels its actions and ties the draw to its decision', () => {
    expect(DECISION_TITLE.nexus_card_draw).toContain('Nexus card');
    expect(DECISION_WHY.nexus_card_draw).toContain('unallied');
    expect(PASS_LABEL.nexus_card_draw).toBe('Draw none');
    expect(ACTION_TITLE.draw_nexus_card).toBe('Draw a Nexus card');
    expect(ACTION_TITLE.play_nexus_card).toBeTruthy();
    expect(ACTION_DECISION.draw_nexus_card).toBe('nexus_card_draw');
    // Played at any time its effect applies: it answers no decision.
    expect(ACTION_DECISION.play_nexus_card).toBeUndefined();
  });
  it('offers the draw and "Draw none" to a seat without a card', () => {
    const pending = [{ seat: 'atreides', kind: 'nexus_card_draw', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [{ type: 'pass' }, { type: 'draw_nexus_card' }, { type: 'draw_nexus_card', redraw_own: true }];
    const d = buildPanel(view({ nexus_cards: nexus({ drawing: true }) }), 'atreides' as FactionKey, pending, legal, []).decisions[0];
    expect(d.title).toBe(DECISION_TITLE.nexus_card_draw);
    expect(labels(d.controls[0])).toEqual(['Draw a Nexus card', 'Draw a Nexus card; if it is your own faction\u2019s, draw once more']);
    expect(d.controls[0].kind === 'buttons' && d.controls[0].items[0].action).toEqual({ type: 'draw_nexus_card' });
    expect(d.pass).toEqual({ label: 'Draw none', action: { type: 'pass' } });
  });
  it('offers "Keep your card" and a draw that discards it to a seat holding one', () => {
    const pending = [{ seat: 'ecaz', kind: 'nexus_card_draw', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [{ type: 'pass' }, { type: 'draw_nexus_card' }];
    const v = view({ nexus_cards: nexus({ drawing: true, card: 'ecaz', mode: 'cunning', holders: ['ecaz'], deck_count: 11 }) });
    const d = buildPanel(v, 'ecaz' as FactionKey, pending, legal, []).decisions[0];
    expect(labels(d.controls[0])).toEqual(['Discard the Ecaz card and draw another']);
    expect(d.pass?.label).toBe('Keep your card');
    expect(nexusHeldText(v.nexus_cards!)).toBe('You hold the Ecaz Nexus card (Cunning).');
    expect(nexusHeldText(nexus())).toBe('You hold no Nexus card.');
  });
});

describe('Nexus Cards: the windows on a purchase and in the Mentat Pause', () => {
  it('answers nexus_purchase and nexus_mentat with the card\u2019s legal plays or "Play none"', () => {
    for (const [kind, effect, words] of [
      ['nexus_purchase', 'keep_spice', 'keep the spice you paid for the card'],
      ['nexus_mentat', 'mentat_traitors', 'draw two traitor cards, then shuffle two of yours back'],
    ] as const) {
      const pending = [{ seat: 'atreides', kind, min: 0, max: 0 }] as unknown as Decision[];
      const legal: Action[] = [{ type: 'pass' }, { type: 'play_nexus_card', effect }];
      const v = view({ nexus_cards: nexus({ card: 'emperor', mode: 'secret_ally', holders: ['atreides'] }) });
      const d = buildPanel(v, 'atreides' as FactionKey, pending, legal, []).decisions[0];
      expect(d.title).toBe(DECISION_TITLE[kind]);
      expect(labels(d.controls[0])).toEqual([`Secret Ally: ${words}`]);
      expect(d.pass).toEqual({ label: 'Play none', action: { type: 'pass' } });
    }
  });
});

describe('Nexus Cards: the window on a moment (nexus_window)', () => {
  it('names the moment and whose it is, and offers the card\u2019s legal plays or "Play none"', () => {
    for (const [moment, by, effect, extra, title, words] of [
      ['shipment_paid', 'atreides', 'take_payment', {}, 'Atreides paid for a shipment: play your Nexus card?', 'Betrayal: take the spice paid for this shipment'],
      ['face_dancer', 'tleilaxu', 'cancel_face_dancer', {}, 'Tleilaxu revealed a Face Dancer: play your Nexus card?', 'Betrayal: cancel the Face Dancer just revealed'],
      ['spice_collection', null, 'sell_worthless', { card: 'baliset' }, 'Spice Collection: play your Nexus card?', 'Secret Ally: sell Baliset to the Spice Bank for 2 spice'],
      ['worm', null, 'worm_protection', {}, 'Shai-Hulud appears: play your Nexus card before it devours?', 'Secret Ally: Shai-Hulud does not devour your forces there'],
    ] as const) {
      const pending = [{ seat: 'emperor', kind: 'nexus_window', min: 0, max: 0 }] as unknown as Decision[];
      const legal: Action[] = [{ type: 'pass' }, { type: 'play_nexus_card', effect, ...extra }];
      const mode = effect === 'sell_worthless' || effect === 'worm_protection' ? 'secret_ally' : 'betrayal';
      const v = view({ nexus_cards: nexus({ card: 'guild', mode, holders: ['emperor'], moment, moment_by: by }) });
      const d = buildPanel(v, 'emperor' as FactionKey, pending, legal, []).decisions[0];
      expect(d.title).toBe(title);
      expect(labels(d.controls[0])).toEqual([words]);
      expect(d.pass).toEqual({ label: 'Play none', action: { type: 'pass' } });
    }
    expect(DECISION_WHY.nexus_window).toContain('says nothing of the card');
  });
});

describe('Nexus Cards on the Factions card (view nexus_cards)', () => {
  it('shows the deck, the discards and the holders to every seat', () => {
    expect(nexusCardsText(nexus())).toBe('Nexus cards: 12 in the deck; discarded: none; nobody holds one.');
    const n = nexus({ deck_count: 8, discard: ['fremen', 'choam'], holders: ['atreides', 'emperor'], drawing: true });
    expect(nexusCardsText(n)).toBe('Nexus cards: 8 in the deck; discarded: Fremen, CHOAM; held by Atreides, Emperor. The draw after the Nexus is open.');
  });
  it('names the seat\u2019s own card and its mode only when the view gives it', () => {
    const mine = nexus({ deck_count: 10, holders: ['atreides', 'emperor'], card: 'guild', mode: 'betrayal' });
    // The mode's text is the engine's (the catalog, which every page has).
    const betrayal = engineCatalog().nexus_cards.find((c) => c.key === 'guild')!.betrayal;
    expect(nexusCardsText(mine)).toBe(`Nexus cards: 10 in the deck; discarded: none; held by Atreides, Emperor. Your Nexus card: Spacing Guild (Betrayal). ${betrayal}`);
    expect(nexusCardsText({ ...mine, card: 'richese', mode: 'secret_ally' })).toContain('Your Nexus card: Richese (Secret Ally).');
    // Another seat (or a spectator) sees who holds one, never which.
    const other = nexusCardsText({ ...mine, card: null, mode: null });
    expect(other).not.toContain('Your Nexus card');
    expect(other).not.toContain('Spacing Guild');
  });
  it('redraws the Factions card when the Nexus cards change', () => {
    const before = view({ nexus_cards: nexus() });
    const after = view({ nexus_cards: nexus({ deck_count: 11, holders: ['atreides'] }) });
    expect(JSON.stringify(playersCardInputs(before))).not.toBe(JSON.stringify(playersCardInputs(after)));
  });
  it('redraws the decision panel when the seat draws its own faction\u2019s card (same decision, same legal list)', () => {
    const before = view({ players: {}, nexus_cards: nexus({ drawing: true }) });
    const after = view({ players: {}, nexus_cards: nexus({ drawing: true, card: 'atreides', mode: 'cunning', holders: ['atreides'], deck_count: 11 }) });
    expect(JSON.stringify(panelViewInputs(before, 'atreides'))).not.toBe(JSON.stringify(panelViewInputs(after, 'atreides')));
  });
});

describe('Nexus Cards: playing a card (play_nexus_card, any time)', () => {
  it('labels every effect from its fields', () => {
    expect(nexusPlayLabel({ effect: 'stop', advantage: 'fremen_move_two' }, 'betrayal')).toBe('Betrayal: stop the Fremen moving 2 territories for the rest of this phase');
    expect(nexusPlayLabel({ effect: 'stop', advantage: 'bg_voice' }, 'betrayal')).toBe('Betrayal: stop the Bene Gesserit Voice for the rest of this phase');
    expect(nexusPlayLabel({ effect: 'return_terror', territory: 'carthag' }, 'betrayal')).toBe('Betrayal: the Terror token in Carthag goes back to the Moritani unrevealed');
    expect(nexusPlayLabel({ effect: 'take_duke' }, 'cunning')).toBe('Cunning: take Duke Vidal for this turn');
    expect(nexusPlayLabel({ effect: 'revive', forces: 3 }, 'secret_ally')).toBe('Secret Ally: revive 3 forces');
    expect(nexusPlayLabel({ effect: 'revive', forces: 5, leader: 'Zoal' }, 'secret_ally')).toBe('Secret Ally: revive 5 forces and Zoal');
    expect(nexusPlayLabel({ effect: 'revive', forces: 0, leader: 'Zoal' }, 'secret_ally')).toBe('Secret Ally: revive Zoal');
    expect(nexusPlayLabel({ effect: 'ask_traitors', target: 'harkonnen' }, 'secret_ally')).toBe('Secret Ally: ask Harkonnen whether any of their traitors are your leaders');
    expect(nexusPlayLabel({ effect: 'replace_face_dancers' }, 'cunning')).toBe('Cunning: replace all your revealed Face Dancers');
    expect(nexusPlayLabel({ effect: 'draw_traitor' }, 'cunning')).toBe('Cunning: draw a traitor card, then shuffle one of yours back');
    expect(nexusPlayLabel({ effect: 'ally_withdraws', territory: 'carthag' }, 'betrayal')).toBe('Betrayal: Ecaz\u2019s ally returns its forces in Carthag to reserves');
    expect(nexusPlayLabel({ effect: 'virtual_sardaukar' }, 'cunning')).toBe('Cunning: five of your forces count as Sardaukar in this battle');
    expect(nexusPlayLabel({ effect: 'five_for_one' }, 'secret_ally')).toBe('Secret Ally: ship up to 5 forces from reserves for the price of one');
    expect(nexusPlayLabel({ effect: 'see_element', element: 'dial' }, 'secret_ally')).toMatch(/^Secret Ally: see your opponent\u2019s /);
    expect(nexusPlayLabel({ effect: 'voice', command: 'lasgun', must: false }, 'secret_ally')).toMatch(/^Secret Ally: Voice: your opponent must not play /);
    // The history and any generic list: the same words, with no mode (the client does not restate which effect
    // belongs to which mode).
    expect(describeAction({ type: 'play_nexus_card', effect: 'stop', advantage: 'emperor_sardaukar' })).toBe('Stop Sardaukar counting double for the rest of this phase');
  });
  it('offers one button per legal candidate among the other actions, with the mode the view gives', () => {
    const legal: Action[] = [
      { type: 'play_nexus_card', effect: 'stop', advantage: 'ixian_bidding_look' },
      { type: 'play_nexus_card', effect: 'stop', advantage: 'ixian_technology_swap' },
    ];
    const v = view({ nexus_cards: nexus({ card: 'ixian', mode: 'betrayal', holders: ['atreides'] }) });
    const p = buildPanel(v, 'atreides' as FactionKey, [], legal, []);
    expect(p.decisions).toEqual([]);
    expect(p.anytime).toHaveLength(1);
    expect(labels(p.anytime[0])).toEqual([
      'Betrayal: stop the Ixians drawing a card more for the auction and setting one aside for the rest of this phase',
      'Betrayal: stop the Ixians swapping the card up for bid for the rest of this phase',
    ]);
    expect(p.anytime[0].kind === 'buttons' && p.anytime[0].items.map((i) => i.action)).toEqual(legal);
  });
  it('keeps the candidates apart from an open decision (a revival while the card revives too)', () => {
    const pending = [{ seat: 'fremen', kind: 'nexus_card_draw', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [{ type: 'pass' }, { type: 'draw_nexus_card' }, { type: 'play_nexus_card', effect: 'revive', forces: 3 }];
    const v = view({ nexus_cards: nexus({ card: 'emperor', mode: 'secret_ally', holders: ['fremen'], drawing: true }) });
    const p = buildPanel(v, 'fremen' as FactionKey, pending, legal, []);
    expect(labels(p.decisions[0].controls[0])).toEqual(['Discard the Emperor card and draw another']);
    expect(labels(p.anytime[0])).toEqual(['Secret Ally: revive 3 forces']);
    expect(p.decisions[0].pass?.label).toBe('Keep your card');
  });
  it('shows no Nexus card button without a candidate in the legal list', () => {
    const v = view({ nexus_cards: nexus({ card: 'atreides', mode: 'betrayal', holders: ['emperor'] }) });
    expect(buildPanel(v, 'emperor' as FactionKey, [], [], []).anytime).toEqual([]);
  });
});
