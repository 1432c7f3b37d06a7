// Every action and decision kind the engine lists (engine/codec/json.cpp, kActionKeys and
// kDecisionKeys) has a label in the client, so a new kind cannot reach the panel as a raw key; the
// expansion's kinds (Ixians & Tleilaxu, listed from play_thumper / thumper on) also name the
// decision they answer and what passing means.
import { describe, expect, it } from 'vitest';
import { ACTION_DECISION } from '../src/decisions';
import { ACTION_TITLE, ADVANTAGE, DECISION_TITLE, PASS_LABEL } from '../src/names';
import { engineCatalog } from './catalog_fixture';
import cards from '../../engine/data/cards.cpp?raw';
import json from '../../engine/codec/json.cpp?raw';
import action from '../../engine/core/action.hpp?raw';
import advantages from '../../engine/rules/factions/advantages.hpp?raw';

function keys(name: string): string[] {
  const m = json.match(new RegExp(`constexpr Keys<[^>]+> ${name}\\{\\s*\\{([\\s\\S]*?)\\}\\};`));
  if (!m) throw new Error(`${name} not found in engine/codec/json.cpp`);
  return [...m[1].replace(/\/\/[^\n]*/g, '').matchAll(/"([a-z_]+)"/g)].map((x) => x[1]);
}
const actions = keys('kActionKeys');
const decisions = keys('kDecisionKeys');

describe('labels for every engine kind', () => {
  it('reads the whole key lists (their sizes as the engine states them)', () => {
    expect(actions.length).toBe(Number(action.match(/kActionKinds = (\d+);/)![1]));
    // The decision list's size: its Keys<N> literal, or the static_assert on the last DecisionKind.
    const size = json.match(/constexpr Keys<(\d+)> kDecisionKeys/) ?? json.match(/static_assert\(static_cast<int>\(DecisionKind::\w+\) \+ 1 == (\d+)\);/);
    expect(decisions.length).toBe(Number(size![1]));
    expect(actions).toContain('move_stronghold');
    expect(decisions).toContain('face_dancer');
  });
  it('gives every action kind a title', () => {
    expect(actions.filter((k) => !ACTION_TITLE[k])).toEqual([]);
  });
  it('gives every decision kind a title', () => {
    expect(decisions.filter((k) => !DECISION_TITLE[k])).toEqual([]);
  });
  it('ties every Ixians & Tleilaxu action to the decision it answers, and labels their passes', () => {
    // The Ixians & Tleilaxu kinds run from play_thumper up to the Ecaz & Moritani ones (play_recruits on:
    // cards played at any time in a phase, answering no decision).
    const ixActions = actions.slice(actions.indexOf('play_thumper'), actions.indexOf('play_recruits'));
    const ixDecisions = decisions.slice(decisions.indexOf('thumper'));
    expect(ixActions.length).toBeGreaterThanOrEqual(8);
    for (const a of ixActions) expect(decisions, a).toContain(ACTION_DECISION[a]);
    // Every expansion decision may be passed but the Ixians' set-aside (a card must be set aside),
    // their starting card (one must be kept), the battle winner's technology token (one is taken), the
    // Moritani setup placement (6 forces go somewhere) and their Robbery discard (down to the hand
    // limit), nor Ecaz's choice of who fights a combined battle (Occupy); those offer no pass.
    // The Great Maker's vote has no pass either (every seat votes), nor the Harkonnen Nexus card's traitor return.
    // Nor the Discovery Card Stash's discard (down to the hand limit), nor CHOAM's Karama power under way
    // (its `karama_sell_card` without a card says done), nor the mobile stronghold's copy (one is named), nor
    // the discard down after Tupile's occupation (down to the hand limit).
    const noPass = ['set_aside_card', 'starting_card', 'tech_token', 'place_moritani', 'terror_discard', 'occupy_lead', 'great_maker_vote', 'nexus_traitor_return', 'discovery_discard', 'karama_sell_cards', 'stronghold_copy', 'discard_down'];
    for (const d of ixDecisions.filter((k) => !noPass.includes(k))) expect(PASS_LABEL[d], d).toBeTruthy();
    for (const d of noPass) expect(PASS_LABEL[d], d).toBeUndefined();
  });
  it('ties every Ecaz & Moritani action after the Recruits card to the decision it answers', () => {
    // Homeworlds and the Moritani: each answers one decision kind of the engine's list. A Nexus card is played
    // at any time its effect applies (like Recruits), answering no decision.
    // CHOAM's Karama power is played at any time too (its discards then answer karama_sell_cards).
    // Tupile's question too (CHOAM, while Tupile is low).
    const anytime = ['play_nexus_card', 'play_worthless', 'karama_sell_cards', 'tupile_question'];
    const emActions = actions.slice(actions.indexOf('play_recruits') + 1).filter((a) => !anytime.includes(a));
    expect(emActions).toContain('place_moritani');
    expect(emActions).toContain('pay_extortion');
    for (const a of emActions) expect(decisions, a).toContain(ACTION_DECISION[a]);
    // Every decision kind some action answers (pass-only questions aside).
    const answered = new Set(Object.values(ACTION_DECISION));
    for (const d of ['place_moritani', 'plant_terror', 'terror_trigger', 'terror_alliance', 'terror_gift', 'terror_discard', 'extortion']) expect(answered.has(d), d).toBe(true);
    // The Moritani alliance and Karama power answer their own decisions; the Ecaz Karama power is declared
    // beside the battle plan (an action at any time of the Plans step).
    for (const d of ['keep_lost_card', 'karama_force_cards']) expect(answered.has(d), d).toBe(true);
    expect(ACTION_DECISION.karama_dial_bonus).toBe('battle_plan');
    for (const a of anytime) expect(ACTION_DECISION[a], a).toBeUndefined();
    expect(PASS_LABEL.keep_lost_card).toMatch(/[Dd]iscard/);
  });
  it('names every faction advantage a Karama can stop (the Moritani ones included)', () => {
    const table = advantages.slice(advantages.indexOf('kAdvantageTable{{'));
    const keys = [...table.matchAll(/\{"([a-z_]+)",/g)].map((x) => x[1]);
    expect(keys.length).toBe(Number(advantages.match(/kAdvantages = (\d+);/)![1]));
    expect(keys).toContain('moritani_terror');
    expect(keys).toContain('moritani_ally_card');
    expect(keys.filter((k) => !ADVANTAGE[k])).toEqual([]);
  });
  it("describes every treachery card of the engine's table, the expansions' included", () => {
    const table = cards.slice(cards.indexOf('kCardTable{{'), cards.indexOf('}};'));
    const keys = [...new Set([...table.matchAll(/\{"[^"]+", "([a-z_]+)",/g)].map((x) => x[1]))];
    expect(keys.length).toBe(24 + 12 + 3); // distinct keys: base, Ixians & Tleilaxu, Ecaz & Moritani
    expect(keys).toContain('harass_and_withdraw');
    const texts = new Set(engineCatalog().cards.map((c) => c.key));
    expect(keys.filter((k) => !texts.has(k))).toEqual([]);
  });
});
