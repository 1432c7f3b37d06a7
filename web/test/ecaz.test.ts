// Ecaz & Moritani, Ecaz (faction key "ecaz"): the client seats them from the lobby, draws their placed
// Ambassadors face up from the view's "ambassadors" object (the supply named for them only), and offers each
// of their decisions as labelled controls built from the legal actions the server sends.
import { describe, expect, it } from 'vitest';
import { dynamicSvg } from '../src/board';
import { ACTION_DECISION, buildPanel, type Control } from '../src/decisions';
import { engineCatalog } from './catalog_fixture';
import { defaultRoles } from '../src/lobby';
import { ACTION_TITLE, DECISION_TITLE, FACTIONS, FACTION_LETTER, FACTION_NAME, PASS_LABEL, ambassadorLines, dukeLine } from '../src/names';
import type { Action, AmbassadorsView, Decision, DukeView, FactionKey, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;
const ambassadors = (extra: Partial<AmbassadorsView> = {}): AmbassadorsView => ({
  board: [],
  supply_count: 6,
  supply: [],
  set_aside: [],
  gone: [],
  next_cost: 1,
  asked: null,
  loyalty: null,
  ...extra,
});
const decision = (seat: string, kind: string, min = 0, max = 0) => [{ seat, kind, min, max }] as unknown as Decision[];
const panelFor = (v: View, seat: string, kind: string, legal: Action[], min = 0, max = 0) =>
  buildPanel(v, seat as FactionKey, decision(seat, kind, min, max), legal, []).decisions[0];
const labels = (c: Control) => (c.kind === 'buttons' ? c.items.map((i) => i.label) : []);

describe('Ecaz as a faction', () => {
  it('have a name, a pink colour with a letter of their own, a sheet, and a lobby row (off by default)', () => {
    const e: FactionKey = 'ecaz';
    expect(FACTIONS).toContain(e);
    expect(FACTION_NAME[e]).toBe('Ecaz');
    expect(FACTION_LETTER[e]).toBe('Z');
    expect(new Set(Object.values(FACTION_LETTER)).size).toBe(Object.keys(FACTION_LETTER).length);
    const sheet = engineCatalog().factions.find((x) => x.key === e)!.sheet.basic.map((l) => l.text).join(' ');
    expect(sheet).toMatch(/Ambassadors/);
    // Occupy and Duke Vidal are played in this edition (issue 39 item 4).
    expect(sheet).toMatch(/Occupy/);
    expect(sheet).toMatch(/Duke Vidal/);
    expect(sheet).not.toMatch(/not in this edition/);
    expect(defaultRoles()[e]).toBe('out');
  });
  it('label every decision and what passing it means', () => {
    for (const d of ['place_ambassador', 'ambassador_trigger', 'ambassador_alliance', 'ambassador_discard']) {
      expect(DECISION_TITLE[d], d).toBeTruthy();
      expect(PASS_LABEL[d], d).toBeTruthy();
    }
    for (const a of ['place_ambassador', 'trigger_ambassador', 'accept_ecaz_alliance', 'discard_for_ambassador']) {
      expect(ACTION_TITLE[a], a).toBeTruthy();
      expect(ACTION_DECISION[a], a).toBeTruthy();
    }
  });
});

describe('Ambassadors on the map and the Factions card', () => {
  it('draws a placed token face up with its faction letter, for every seat', () => {
    const svg = dynamicSvg(view({ ambassadors: ambassadors({ board: [{ territory: 'arrakeen', ambassador: 'emperor' }] }) }), new Set(), null);
    expect(svg).toContain('class="ambassador" data-territory="arrakeen" data-ambassador="emperor"');
    expect(svg).toContain('Amb E');
    expect(dynamicSvg(view({}), new Set(), null)).not.toContain('class="ambassador"');
  });
  it('names the supply for Ecaz only, and the price of the next placement', () => {
    const a = ambassadors({ board: [{ territory: 'carthag', ambassador: 'fremen' }], supply_count: 2, supply: ['ecaz', 'guild'], next_cost: 2 });
    expect(ambassadorLines(a, 'ecaz')[0]).toBe('Ambassadors: Fremen in Carthag; 2 in your supply (Ecaz, Spacing Guild); the next placement costs 2 spice.');
    const other = ambassadorLines({ ...a, supply: [] }, 'atreides')[0];
    expect(other).toBe('Ambassadors: Fremen in Carthag; 2 in Ecaz\u2019s supply; the next placement costs 2 spice.');
  });
});

describe('Duke Vidal on the Factions card (view duke_vidal)', () => {
  const duke = (extra: Partial<DukeView>): DukeView => ({
    leader: { id: 61, name: 'Duke Prad Vidal', faction: 'ecaz', strength: 6 } as DukeView['leader'],
    where: 'available',
    deaths: 0,
    fought_in: null,
    holder: null,
    tenure: 'none',
    ...extra,
  });
  it('says where he is and who has him for how long', () => {
    expect(dukeLine(duke({}))).toBe('Duke Prad Vidal (6) is set aside: nobody controls him.');
    expect(dukeLine(duke({ holder: 'moritani', tenure: 'one_battle' }))).toBe('Duke Prad Vidal (6) fights for Moritani for one battle.');
    expect(dukeLine(duke({ holder: 'ecaz', tenure: 'until_battle' }))).toBe('Duke Prad Vidal (6) fights for Ecaz until his next battle.');
    expect(dukeLine(duke({ where: 'tanks' }))).toBe('Duke Prad Vidal (6) is in the Tanks.');
  });
});

describe('Ecaz decisions as controls', () => {
  it('place_ambassador: a form of token and stronghold, its price on the button', () => {
    const legal: Action[] = [
      { type: 'place_ambassador', ambassador: 'emperor', territory: 'arrakeen' },
      { type: 'place_ambassador', ambassador: 'emperor', territory: 'carthag' },
      { type: 'place_ambassador', ambassador: 'guild', territory: 'arrakeen' },
    ];
    const d = panelFor(view({ seat: 'ecaz', ambassadors: ambassadors({ next_cost: 3 }) }), 'ecaz', 'place_ambassador', legal, 3, 3);
    const c = d.controls[0];
    expect(c.kind).toBe('form');
    if (c.kind !== 'form') return;
    expect(c.submitLabel).toBe('Place the Ambassador (3 spice)');
    expect(c.form.fields.map((f) => f.name)).toEqual(['ambassador', 'territory']);
    expect(c.mapField).toBe('territory');
  });
  it('trigger_ambassador: a token without choices is a button per beneficiary', () => {
    const legal: Action[] = [
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'emperor' },
      { type: 'trigger_ambassador', for: 'atreides', effect: 'emperor' },
    ];
    const v = view({ seat: 'ecaz', players: { ecaz: { ally: 'atreides' } } as unknown as View['players'] });
    const d = panelFor(v, 'ecaz', 'ambassador_trigger', legal);
    expect(labels(d.controls[0])).toEqual(['Trigger the Emperor Ambassador for Ecaz (you)', 'Trigger the Emperor Ambassador for Atreides (your ally)']);
  });
  it('trigger_ambassador: the Ecaz token\u2019s three choices (em.duke.ecaz_gain) are labelled buttons', () => {
    const legal: Action[] = [
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'ecaz' },
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'ecaz', leader: 'Duke Prad Vidal' },
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'ecaz', leader: 'Duke Prad Vidal', alliance: true },
    ];
    const d = panelFor(view({ seat: 'ecaz' }), 'ecaz', 'ambassador_trigger', legal);
    expect(labels(d.controls[0])).toEqual([
      'Trigger the Ecaz Ambassador for Ecaz (you): offer an alliance',
      'Trigger the Ecaz Ambassador for Ecaz (you): take Duke Vidal',
      'Trigger the Ecaz Ambassador for Ecaz (you): offer an alliance and lend Duke Vidal for this turn',
    ]);
  });
  it('trigger_ambassador: a token with choices is a form over the legal list', () => {
    const legal: Action[] = [
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'guild', to: { territory: 'arrakeen' }, forces: 4 },
      { type: 'trigger_ambassador', for: 'ecaz', effect: 'guild', to: { territory: 'carthag' }, forces: 4 },
    ];
    const c = panelFor(view({ seat: 'ecaz' }), 'ecaz', 'ambassador_trigger', legal).controls[0];
    expect(c.kind).toBe('form');
    if (c.kind === 'form') expect(c.submitLabel).toBe('Trigger the Ambassador');
  });
  it('the alliance and the CHOAM discards are buttons', () => {
    const a = panelFor(view({ seat: 'atreides' }), 'atreides', 'ambassador_alliance', [{ type: 'accept_ecaz_alliance' }]);
    expect(labels(a.controls[0])).toEqual(['Accept the alliance with Ecaz']);
    const c = panelFor(view({ seat: 'ecaz' }), 'ecaz', 'ambassador_discard', [{ type: 'discard_for_ambassador', card: { key: 'baliset' } }]);
    expect(labels(c.controls[0])[0]).toMatch(/^Discard .* for 3 spice$/);
  });
  it('Occupy: the choice of who fights is a button per faction, with no pass', () => {
    const d = panelFor(view({ seat: 'ecaz' }), 'ecaz', 'occupy_lead', [
      { type: 'lead_battle', faction: 'ecaz' },
      { type: 'lead_battle', faction: 'atreides' },
    ]);
    expect(labels(d.controls[0])).toEqual(['Ecaz fight (you)', 'Atreides fight']);
    expect(d.pass).toBeFalsy();
    expect(DECISION_TITLE.occupy_lead).toMatch(/Occupy/);
    expect(ACTION_DECISION.lead_battle).toBe('occupy_lead');
  });
});
