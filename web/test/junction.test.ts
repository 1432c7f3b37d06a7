// Homeworlds, Junction high (em.hw.junction.high): the Guild's junction_offer decision offers the faction now
// shipping a cross-planet shipment at full or half price, one labelled button each from the engine's legal
// list, and "No offer".
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION, buildPanel, type Control } from '../src/decisions';
import { DECISION_TITLE, DECISION_WHY, PASS_LABEL } from '../src/names';
import type { Action, Decision, FactionKey, View } from '../src/types';

const view = (extra: Partial<View>): View =>
  ({ players: {}, hand: [], pending: [], board: [], spice: [], storm_sector: 0, ...extra }) as unknown as View;
const labels = (c: Control | undefined) => (c?.kind === 'buttons' ? c.items.map((i) => i.label) : []);

describe('Junction high: the Guild offer a cross-planet shipment', () => {
  it('titles the decision, labels the two offers and the pass', () => {
    expect(ACTION_DECISION.offer_shipment).toBe('junction_offer');
    expect(DECISION_WHY.junction_offer).toContain('cross-planet');
    const pending = [{ seat: 'guild', kind: 'junction_offer', min: 0, max: 0 }] as unknown as Decision[];
    const legal: Action[] = [
      { type: 'pass' },
      { type: 'offer_shipment', faction: 'atreides' },
      { type: 'offer_shipment', faction: 'atreides', half_price: true },
    ];
    const d = buildPanel(view({}), 'guild' as FactionKey, pending, legal, []).decisions[0];
    expect(d.title).toBe(DECISION_TITLE.junction_offer);
    expect(labels(d.controls[0])).toEqual([
      'Offer Atreides a cross-planet shipment at full price',
      'Offer Atreides a cross-planet shipment at half price',
    ]);
    expect(d.pass).toEqual({ label: PASS_LABEL.junction_offer, action: { type: 'pass' } });
  });
});
