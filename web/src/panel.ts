// The decision panel: DOM controls for the model built in decisions.ts.
import {
  affordable,
  battlePlanAction,
  bidAction,
  formAction,
  formOptions,
  key,
  moveAction,
  settleSelection,
  shipAction,
  shipmentCost,
  type ButtonItem,
  type Control,
  type DecisionModel,
  type PanelModel,
} from './decisions';
import { h, select, stepper } from './dom';
import { LOCATIONS, TERRITORIES } from './mapdata';
import { FACTION_NAME, cardKeyName, factionName, territoryName, valueLabel } from './names';
import type { Action, FactionKey, Json, View } from './types';

export interface PanelHost {
  submit(a: Action): void;
  /** Locations to highlight on the map and the selected one. */
  highlight(locs: number[], selected: number | null): void;
  /** The map forwards clicks here while a control wants a location. */
  setPicker(fn: ((loc: number) => void) | null): void;
}

export function locName(loc: number): string {
  const [t, s] = LOCATIONS[loc];
  const name = TERRITORIES[t].name;
  return s < 0 ? name : `${name} (sector ${s})`;
}

function buttons(items: ButtonItem[], host: PanelHost, cls = ''): HTMLElement {
  return h(
    'div',
    { class: `buttons ${cls}` },
    ...items.map((it) => h('button', { type: 'button', class: 'act', onclick: () => host.submit(it.action) }, it.label)),
  );
}

function cardLabel(v: Json): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'string') return cardKeyName(v);
  if (typeof v === 'object' && !Array.isArray(v) && typeof v.key === 'string') return cardKeyName(v.key) + (typeof v.id === 'number' ? ` (copy ${v.id})` : '');
  return valueLabel('card', v);
}

function control(c: Control, seat: FactionKey, view: View, host: PanelHost): HTMLElement {
  switch (c.kind) {
    case 'buttons':
      return buttons(c.items, host);
    case 'form': {
      const box = h('div', { class: 'form' });
      let sel: Record<string, string> = settleSelection(c.form, {});
      const draw = () => {
        sel = settleSelection(c.form, sel);
        box.replaceChildren();
        c.form.fields.forEach((f, i) => {
          const opts = formOptions(c.form, sel, i);
          const s = select(
            f.label,
            opts.map((v) => [key(v), valueLabel(f.name, v)]),
            sel[f.name],
            (v) => {
              sel[f.name] = v;
              draw();
            },
            f.name,
          );
          box.append(s.el);
        });
        const a = formAction(c.form, sel);
        box.append(h('button', { type: 'button', class: 'act primary', disabled: !a, onclick: () => a && host.submit(a) }, c.submitLabel));
      };
      draw();
      return box;
    }
    case 'bid': {
      let amount = c.min;
      let karama = false;
      const info = h(
        'p',
        { class: 'info' },
        c.highBidder ? `High bid: ${c.highBid} by ${factionName(c.highBidder)}.` : 'No bid yet.',
        ` You may bid ${c.min}–${c.max}.`,
      );
      const card = view.bidding?.card_up ? h('p', { class: 'info' }, `Card up: ${view.bidding.card_up.name}`) : null;
      const st = stepper('Your bid', c.min, c.max, amount, (v) => (amount = v), 'bid');
      const kar = c.karama
        ? h('label', { class: 'check' }, h('input', { type: 'checkbox', onchange: (e: Event) => (karama = (e.target as HTMLInputElement).checked) }), ' Back the bid with Karama')
        : null;
      const go = h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(bidAction(amount, karama)) }, 'Bid');
      return h('div', { class: 'form' }, info, card, st.el, kar, go);
    }
    case 'ship': {
      let to = c.destinations[0] ?? -1;
      let forces = 1;
      const cost = h('p', { class: 'info cost', 'aria-live': 'polite' });
      const box = h('div', { class: 'form' });
      const refresh = () => {
        const max = affordable(seat, to, c.max, c.spice);
        forces = Math.max(1, Math.min(forces, Math.max(1, max)));
        st.input.max = String(Math.max(1, max));
        st.input.value = String(forces);
        cost.textContent = max < 1 ? `You cannot afford to ship there (${c.spice} spice).` : `Cost: ${shipmentCost(seat, to, forces)} spice (you have ${c.spice}).`;
        go.disabled = max < 1 || to < 0;
        dest.input.value = String(to);
        host.highlight(c.destinations, to);
      };
      const dest = select(
        'Destination (or tap the map)',
        c.destinations.map((l) => [String(l), locName(l)]),
        String(to),
        (v) => {
          to = Number(v);
          refresh();
        },
        'ship-to',
      );
      const st = stepper('Forces', 1, Math.max(1, c.max), forces, (v) => {
        forces = v;
        refresh();
      }, 'ship-forces');
      const go = h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(shipAction(to, forces)) }, 'Ship');
      host.setPicker((loc) => {
        if (c.destinations.includes(loc)) {
          to = loc;
          refresh();
        }
      });
      box.append(h('p', { class: 'info' }, `Reserves: ${c.max}.`), dest.el, st.el, cost, go);
      if (c.extra.length) box.append(h('p', { class: 'info' }, 'Guild shipments:'), buttons(c.extra, host));
      refresh();
      return box;
    }
    case 'move': {
      const box = h('div', { class: 'form' });
      if (!c.groups.length) return h('p', { class: 'info' }, 'None of your forces can move.');
      let g = c.groups[0];
      let to = g.destinations[0];
      let forces = g.forces;
      const draw = () => {
        box.replaceChildren();
        const grp = select(
          'Group to move (or tap it on the map)',
          c.groups.map((x) => [String(x.loc), `${locName(x.loc)} — ${x.forces} forces`]),
          String(g.loc),
          (v) => {
            g = c.groups.find((x) => String(x.loc) === v)!;
            to = g.destinations[0];
            forces = g.forces;
            draw();
          },
          'move-from',
        );
        const dest = select(
          'Destination (or tap the map)',
          g.destinations.map((l) => [String(l), locName(l)]),
          String(to),
          (v) => {
            to = Number(v);
            host.highlight(g.destinations, to);
          },
          'move-to',
        );
        const st = stepper('Forces', 1, g.forces, forces, (v) => (forces = v), 'move-forces');
        const go = h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(moveAction(g.loc, to, forces)) }, 'Move');
        box.append(grp.el, dest.el, st.el, go);
        host.highlight(g.destinations, to);
      };
      host.setPicker((loc) => {
        const grp = c.groups.find((x) => x.loc === loc);
        if (grp && !g.destinations.includes(loc)) {
          g = grp;
          to = g.destinations[0];
          forces = g.forces;
          draw();
        } else if (g.destinations.includes(loc)) {
          to = loc;
          draw();
        }
      });
      draw();
      return box;
    }
    case 'battle_plan': {
      const box = h('div', { class: 'form wheel' });
      const who: [string, string][] = [
        ...c.leaders.map((l): [string, string] => [`L${key(l)}`, `${String(l)}${leaderStrength(view, seat, String(l))}`]),
        ...c.heroes.map((x): [string, string] => [`H${key(x)}`, cardLabel(x)]),
      ];
      if (!who.length) who.push(['N', 'No leader available']);
      let choice = who[0][0];
      let dial = c.dialMax;
      let weapon = 'null';
      let defense = 'null';
      const ctx = h(
        'p',
        { class: 'info' },
        c.territory ? `Battle in ${territoryName(c.territory)}${c.opponent ? ` against ${FACTION_NAME[c.opponent]}` : ''}.` : '',
      );
      const extra: HTMLElement[] = [];
      const b = view.battle;
      if (b?.voice) extra.push(h('p', { class: 'notice' }, `Voice: you ${b.voice.must ? 'must' : 'must not'} play a ${valueLabel('command', b.voice.command)}.`));
      if (b?.prescience_answer) extra.push(h('p', { class: 'notice' }, `Prescience: opponent’s ${b.prescience}: ${planElement(b.prescience_answer, b.prescience)}.`));
      const lead = select('Leader or Cheap Hero', who, choice, (v) => (choice = v), 'plan-leader');
      const st = stepper(`Dial (0–${c.dialMax} forces)`, 0, c.dialMax, dial, (v) => (dial = v), 'plan-dial');
      const wp = select('Weapon', [['null', 'None'], ...c.weapons.map((w): [string, string] => [key(w), cardLabel(w)])], weapon, (v) => (weapon = v), 'plan-weapon');
      const df = select('Defense', [['null', 'None'], ...c.defenses.map((w): [string, string] => [key(w), cardLabel(w)])], defense, (v) => (defense = v), 'plan-defense');
      const err = h('p', { class: 'error', role: 'alert' });
      const go = h(
        'button',
        {
          type: 'button',
          class: 'act primary',
          onclick: () => {
            if (weapon !== 'null' && weapon === defense) {
              err.textContent = 'One card cannot be both your weapon and your defense.';
              return;
            }
            const parse = (s: string): Json => JSON.parse(s) as Json;
            host.submit(
              battlePlanAction({
                leader: choice.startsWith('L') ? parse(choice.slice(1)) : undefined,
                cheapHero: choice.startsWith('H') ? parse(choice.slice(1)) : undefined,
                dial,
                weapon: parse(weapon),
                defense: parse(defense),
              }),
            );
          },
        },
        'Submit battle plan',
      );
      box.append(ctx, ...extra, lead.el, st.el, wp.el, df.el, err, go);
      return box;
    }
  }
}

function leaderStrength(view: View, seat: FactionKey, name: string): string {
  const l = view.players[seat]?.leaders.find((x) => x.name === name);
  return l ? ` (${l.strength})` : '';
}

function planElement(p: NonNullable<View['battle']>['prescience_answer'], el: string | null): string {
  if (!p) return '?';
  if (el === 'leader') return p.leader?.name ?? p.cheap_hero?.name ?? 'none';
  if (el === 'weapon') return p.weapon?.name ?? 'none';
  if (el === 'defense') return p.defense?.name ?? 'none';
  if (el === 'dial') return String(p.dial);
  return '?';
}

export function renderPanel(model: PanelModel, seat: FactionKey | null, view: View, host: PanelHost): HTMLElement {
  host.setPicker(null);
  host.highlight([], null);
  const root = h('div', { class: 'decisions' });
  if (!seat) {
    root.append(h('p', { class: 'info' }, 'You are watching this game.'));
  } else if (!model.decisions.length) {
    root.append(h('p', { class: 'info waiting' }, 'Nothing for you to decide right now.'));
  }
  for (const d of model.decisions) root.append(renderDecision(d, seat!, view, host));
  if (model.anytime.length && seat) {
    root.append(h('details', { class: 'anytime' }, h('summary', {}, 'Other actions you may take'), buttons(model.anytime, host)));
  }
  if (model.waiting.length) {
    const names = [...new Set(model.waiting.map((d) => `${factionName(d.seat)} (${d.kind.replace(/_/g, ' ')})`))];
    root.append(h('p', { class: 'info waiting' }, `Waiting for: ${names.join(', ')}`));
  }
  return root;
}

function renderDecision(d: DecisionModel, seat: FactionKey, view: View, host: PanelHost): HTMLElement {
  const sec = h('section', { class: 'decision', 'data-kind': d.decision.kind }, h('h3', {}, d.title));
  if (d.decision.kind === 'nexus') {
    const offers = Object.entries(view.nexus_offers ?? {}).filter(([, to]) => to === seat);
    sec.append(
      h(
        'p',
        { class: 'info' },
        offers.length
          ? `Alliance offered to you by ${offers.map(([f]) => factionName(f)).join(', ')}: propose back to accept.`
          : 'Propose an alliance to an unallied player who has not finished this Nexus, or pass.',
      ),
    );
  }
  for (const c of d.controls) sec.append(control(c, seat, view, host));
  if (d.pass) sec.append(buttons([d.pass], host, 'pass'));
  if (!d.controls.length && !d.pass) sec.append(h('p', { class: 'info' }, 'No legal action is offered for this decision yet.'));
  return sec;
}
