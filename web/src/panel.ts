// The decision panel: DOM controls for the model built in decisions.ts.
import {
  FREMEN_FIELDS,
  battlePlanAction,
  bidAction,
  bribeAction,
  dialStrength,
  battleQuote,
  fremenProblem,
  placeFremenAction,
  destCost,
  destLabel,
  formAction,
  formOptions,
  key,
  eliteRange,
  moveOptionAction,
  reviveAction,
  reviveCountLabel,
  reviveDefault,
  reviveLeaders,
  reviveSummary,
  settleSelection,
  spiceCounts,
  strengthText,
  swapCardUp,
  truthtranceAction,
  type ButtonItem,
  type Control,
  type DecisionModel,
  type MoveDest,
  type MoveGroup,
  type PanelModel,
} from './decisions';
import { h, select, stepper } from './dom';
import { locName, locationFromJson, locationsOf, territoryIndex } from './mapgeo';
import { LOCATIONS, TERRITORIES } from './mapdata';
import { DECISION_WHY, FACTION_NAME, cardKeyName, factionName, nexusHeldText, playerText, stormMoveLine, terrorEntryText, terrorLines, territoryName, valueLabel } from './names';
import { planText } from './battles';
import { isAdvanced, type Action, type BattleStrength, type FactionKey, type Json, type View } from './types';

/** The map locations a form's map field value names: a territory key's locations, or one location. */
function mapLocations(v: Json): number[] {
  if (typeof v === 'string') {
    const t = territoryIndex(v);
    if (t >= 0) return locationsOf(t);
  }
  const l = locationFromJson(v);
  return l >= 0 ? [l] : [];
}

export interface PanelHost {
  submit(a: Action): void;
  /** Locations to highlight on the map and the selected one. */
  highlight(locs: number[], selected: number | null): void;
  /** The map forwards clicks here while a control wants a location. */
  setPicker(fn: ((loc: number) => void) | null): void;
}

export { locName };

function buttons(items: ButtonItem[], host: PanelHost, cls = ''): HTMLElement {
  const button = (it: ButtonItem) => h('button', { type: 'button', class: 'act', onclick: () => host.submit(it.action) }, it.label);
  // A button naming a card, token or Ambassador says under it what that piece does (the engine's text).
  if (items.some((it) => it.text))
    return h('div', { class: `buttons choices ${cls}` }, ...items.map((it) => h('div', { class: 'choice' }, button(it), it.text ? h('p', { class: 'what' }, it.text) : '')));
  return h('div', { class: `buttons ${cls}` }, ...items.map(button));
}

/** The pieces a decision is about, each with what it does (numbered where the order matters: the auction). */
function piecesList(p: NonNullable<DecisionModel['pieces']>, kind: string): HTMLElement {
  const testid = kind === 'set_aside_card' || kind === 'bid' || kind === 'technology_swap' ? 'cards-seen' : 'decision-pieces';
  const items = p.items.map((it) =>
    h('li', { class: 'piece-text' }, h('strong', {}, it.name), it.mark ? h('em', { class: 'mark' }, ` (${it.mark})`) : '', it.text ? h('span', { class: 'what' }, ` ${it.text}`) : ''),
  );
  return h('div', { class: 'info pieces', 'data-testid': testid }, h('span', {}, p.heading), p.ordered ? h('ol', {}, ...items) : h('ul', {}, ...items));
}

function cardLabel(v: Json): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'string') return cardKeyName(v);
  if (typeof v === 'object' && !Array.isArray(v) && typeof v.key === 'string') return cardKeyName(v.key);
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
            opts.map((v) => [key(v), c.valueLabels?.[f.name]?.[key(v)] ?? valueLabel(f.name, v)]),
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
        if (mapAt >= 0) {
          const chosen = mapLocations(JSON.parse(sel[c.mapField!]) as Json);
          host.highlight(formOptions(c.form, sel, mapAt).flatMap(mapLocations), chosen[Math.floor((chosen.length - 1) / 2)] ?? null);
        }
      };
      // A field of territories (or of locations: a territory and its sector): a tap on one of them on the
      // map chooses it.
      const mapAt = c.mapField ? c.form.fields.findIndex((f) => f.name === c.mapField) : -1;
      if (mapAt >= 0)
        host.setPicker((loc) => {
          const t = LOCATIONS[loc]?.[0];
          // Off the board's pieces (a Discovery location's marker): the option naming that location.
          const v = formOptions(c.form, sel, mapAt).find((x) =>
            typeof x === 'string' && t !== undefined ? x === TERRITORIES[t].key : locationFromJson(x) === loc,
          );
          if (v === undefined) return;
          sel[c.mapField!] = key(v);
          draw();
        });
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
        c.min === c.max ? ` You may bid ${c.min} (all your spice).` : ` You may bid ${c.min}–${c.max}.`,
      );
      const card = view.bidding?.card_up ? h('p', { class: 'info' }, `Card up: ${view.bidding.card_up.name}`) : null;
      const st = stepper('Your bid', c.min, c.max, amount, (v) => (amount = v), 'bid');
      const kar = c.karama
        ? h('label', { class: 'check' }, h('input', { type: 'checkbox', onchange: (e: Event) => (karama = (e.target as HTMLInputElement).checked) }), ' Back the bid with Karama')
        : null;
      const go = h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(bidAction(amount, karama)) }, 'Bid');
      return h('div', { class: 'form' }, info, card, st.el, kar, go);
    }
    case 'moves':
      return movesControl(c, host);
    case 'revive': {
      const box = h('div', { class: 'form' });
      const counts = [...new Set([...c.forces, ...c.kwisatz])].sort((a, b) => a - b);
      const prices = view.revival_prices;
      // Issue 17 item 8: free and paid counts with their prices; the free ones first.
      let forces = reviveDefault(counts, prices);
      let leader = 'none';
      let ally = 0;
      let elite = 0;
      const draw = () => {
        box.replaceChildren();
        const leaders = reviveLeaders(c, forces);
        const leaderPrice = (l: Json) => prices?.leaders.find((e) => e.leader.name === String(l))?.price;
        const opts: [string, string][] = leaders.map((l) => [
          l === undefined ? 'none' : key(l),
          l === undefined ? 'No leader' : leaderPrice(l) !== undefined ? `${String(l)} (${leaderPrice(l)} spice)` : String(l),
        ]);
        // Advanced (Atreides sheet): the Kwisatz Haderach is revived like a leader, for 2 spice.
        if (c.kwisatz.includes(forces)) opts.push(['kh', 'Kwisatz Haderach (2 spice)']);
        if (!opts.some(([v]) => v === leader)) leader = opts[0]?.[0] ?? 'none';
        if (prices) box.append(h('p', { class: 'info', 'data-testid': 'revive-summary' }, reviveSummary(prices, Math.max(0, ...counts))));
        const f = select('Forces to revive', counts.map((n) => [String(n), reviveCountLabel(n, prices)]), String(forces), (v) => {
          forces = Number(v);
          draw();
        }, 'revive-forces');
        const l = select('Leader to revive', opts, leader, (v) => (leader = v), 'revive-leader');
        box.append(f.el);
        if (c.eliteMax > 0 && forces > 0) {
          elite = Math.min(elite, c.eliteMax);
          box.append(
            select(`Of them ${c.eliteName} (at most 1 a turn)`, [['0', '0'], ['1', '1']], String(elite), (v) => (elite = Number(v)), 'revive-elite').el,
          );
        } else elite = 0;
        box.append(l.el);
        if (c.allyMax > 0) {
          box.append(stepper(`Your ally's forces you pay for (0–${c.allyMax})`, 0, c.allyMax, ally, (v) => (ally = v), 'revive-ally').el);
          box.append(h('p', { class: 'info' }, 'Paying for your ally as well: the server checks you can afford both.'));
        }
        box.append(
          h(
            'button',
            {
              type: 'button',
              class: 'act primary',
              onclick: () =>
                host.submit(
                  reviveAction(forces, leader === 'none' || leader === 'kh' ? undefined : (JSON.parse(leader) as Json), ally, { elite, kwisatz: leader === 'kh' }),
                ),
            },
            'Revive',
          ),
        );
        if (c.karama.length) {
          box.append(h('p', { class: 'info' }, 'Emperor Karama power (once a game): a free revival besides the normal one; it plays your Karama card.'));
          box.append(buttons(c.karama, host, 'karama'));
        }
      };
      draw();
      return box;
    }
    case 'truthtrance': {
      const box = h('div', { class: 'form' });
      let target = c.targets[0];
      let question = 'holds_card';
      let card = c.cards[0];
      let leader = c.leaders[0]?.name ?? '';
      let amount = 5;
      const draw = () => {
        box.replaceChildren(h('p', { class: 'info' }, 'Truthtrance: ask another player one yes/no question. The answer, always true, appears in the log.'));
        box.append(select('Ask', c.targets.map((f) => [f, factionName(f)]), target, (v) => (target = v as FactionKey), 'tt-target').el);
        box.append(
          select(
            'Question',
            [
              ['holds_card', 'Do you hold this card?'],
              ['holds_traitor', 'Is this leader one of your traitors?'],
              ['has_spice_at_least', 'Do you have at least this much spice?'],
            ],
            question,
            (v) => {
              question = v;
              draw();
            },
            'tt-question',
          ).el,
        );
        if (question === 'holds_card') box.append(select('Card', c.cards.map((k) => [k, cardKeyName(k)]), card, (v) => (card = v), 'tt-card').el);
        else if (question === 'holds_traitor')
          box.append(select('Leader', c.leaders.map((l) => [l.name, `${l.name} (${factionName(l.faction)})`]), leader, (v) => (leader = v), 'tt-leader').el);
        else box.append(stepper('Spice', 0, 99, amount, (v) => (amount = v), 'tt-amount').el);
        const arg = (): Json => (question === 'holds_card' ? card : question === 'holds_traitor' ? leader : amount);
        box.append(h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(truthtranceAction(target, question, arg())) }, 'Ask (plays Truthtrance)'));
      };
      draw();
      return box;
    }
    case 'give_spice': {
      let amount = 1;
      const st = stepper(`Spice to give your ally (1–${c.max})`, 1, c.max, amount, (v) => (amount = v), 'give-spice');
      return h('div', { class: 'form' }, st.el, h('button', { type: 'button', class: 'act', onclick: () => host.submit({ type: 'give_spice', amount }) }, 'Give spice'));
    }
    case 'ghola': {
      const box = h('div', { class: 'form' }, h('p', { class: 'info' }, 'Tleilaxu Ghola: revive one leader, or up to 5 forces, free.'));
      if (c.leaders.length)
        box.append(buttons(c.leaders.map((l) => ({ label: `Revive ${String(l)}`, action: { type: 'tleilaxu_ghola', leader: l } })), host));
      if (c.forcesMax > 0) {
        let n = c.forcesMax;
        box.append(
          stepper(`Forces (1–${c.forcesMax})`, 1, c.forcesMax, n, (v) => (n = v), 'ghola-forces').el,
          h('button', { type: 'button', class: 'act', onclick: () => host.submit({ type: 'tleilaxu_ghola', forces: n }) }, 'Revive forces'),
        );
      }
      return box;
    }
    case 'battle_plan': {
      const box = h('div', { class: 'form wheel' });
      // Each leader with what it counts here, as the engine's quote says (Zoal: the range over the opposing
      // leaders; Duke Vidal, captives and Gholas included); the strongest first chosen.
      const who: [string, string][] = [
        ...c.leaders.map((l): [string, string] => [`L${key(l)}`, `${String(l)}${leaderStrengthText(c.strength, view, seat, String(l))}`]),
        ...c.heroes.map((x): [string, string] => [`H${key(x)}`, cardLabel(x)]),
      ];
      if (!who.length) who.push(['N', 'No leader available']);
      const strongest = strongestLeader(c.strength, c.leaders.map(String));
      let choice = strongest !== null ? `L${key(strongest)}` : who[0][0];
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
      if (b?.karama_see && b.prescience_answer) {
        const p = b.prescience_answer;
        extra.push(
          h(
            'p',
            { class: 'notice' },
            `Karama: opponent’s whole plan: ${planElement(p, 'leader')}${p.kwisatz_haderach ? ' with the Kwisatz Haderach' : ''}, dial ${p.dial}` +
              `${p.elite ? ` (${p.elite} elite)` : ''}${p.spice ? `, ${p.spice} spice` : ''}, weapon ${planElement(p, 'weapon')}, defense ${planElement(p, 'defense')}.`,
          ),
        );
      } else if (b?.prescience_answer)
        extra.push(
          h(
            'p',
            { class: 'notice', 'data-testid': 'prescience-meaning' },
            `Prescience: their ${b.prescience} is ${planElement(b.prescience_answer, b.prescience)}. ${prescienceMeaning(b.prescience_answer, b.prescience)}`,
          ),
        );
      if (c.opponent && c.territory) {
        const q = battleQuote(view, c.opponent, seat, c.territory);
        const n = q ? q.forces + q.elite : 0;
        if (q)
          extra.push(
            h('p', { class: 'info', 'data-testid': 'opponent-forces' }, `${FACTION_NAME[c.opponent]} have ${n} force${n === 1 ? '' : 's'} here${q.elite ? ` (${q.elite} elite)` : ''}; they dial at most that many.`),
          );
      }
      const total = h('p', { class: 'total', 'aria-live': 'polite', 'data-testid': 'plan-total' });
      const lead = select('Leader or Cheap Hero', who, choice, (v) => {
        choice = v;
        showStrength();
      }, 'plan-leader');
      const st = stepper(`Dial (0–${c.dialMax} forces)`, 0, c.dialMax, dial, (v) => {
        dial = v;
        showStrength();
      }, 'plan-dial');
      const wp = select('Weapon', [['null', 'None'], ...c.weapons.map((w): [string, string] => [key(w), cardLabel(w)])], weapon, (v) => (weapon = v), 'plan-weapon');
      const df = select('Defense', [['null', 'None'], ...c.defenses.map((w): [string, string] => [key(w), cardLabel(w)])], defense, (v) => (defense = v), 'plan-defense');
      const adv: HTMLElement[] = [];
      let spice = 0;
      // The dial starts at all forces: name as many elite forces as the others do not cover.
      let elite = Math.min(c.eliteMax, Math.max(0, c.dialMax - c.normalMax));
      let kwisatz = false;
      const strength = h('p', { class: 'info strength', 'aria-live': 'polite', 'data-testid': 'plan-strength' });
      const showStrength = () => {
        strength.textContent = strengthText(c, seat, dial, elite, spice);
        const e = Math.max(0, Math.min(elite, dial)), s = Math.min(spice, dial);
        const v = c.advanced ? dialStrength(c.strength, dial, e, s) : dial;
        const lq = choice.startsWith('L') ? leaderRange(c.strength, view, seat, String(JSON.parse(choice.slice(1)))) : { low: 0, high: 0 };
        const kh = kwisatz && choice.startsWith('L') ? (c.strength?.kwisatz_haderach ?? 0) : 0;
        const bonus = (c.strength?.bonus_half_points ?? 0) / 2;
        const sum = (x: number) => v + x + kh + bonus;
        const range = (a: number, b: number) => (a === b ? `${a}` : `${a}–${b}`);
        total.textContent =
          `Total ${range(sum(lq.low), sum(lq.high))}: dial ${v}${bonus ? ` + Ecaz’s ${bonus}` : ''} + leader ${range(lq.low, lq.high)}` +
          `${lq.low !== lq.high ? ' (by the opposing leader)' : ''}${kh ? ` + Kwisatz Haderach ${kh}` : ''} (the leader counts only if it survives). The higher total wins; a tie goes to the aggressor.`;
      };
      if (c.advanced) {
        if (c.eliteMax > 0)
          adv.push(
            stepper(`${c.eliteName} among the dialed forces (0–${c.eliteMax})`, 0, c.eliteMax, elite, (v) => {
              elite = v;
              showStrength();
            }, 'plan-elite').el,
          );
        // 1 spice supports one dialed force, and only spice the seat holds (Advanced combat).
        const spiceTop = Math.min(c.spiceMax, c.dialMax);
        if (spiceTop > 0)
          adv.push(
            stepper(`Spice supporting the dial (0–${spiceTop}; 1 per force)`, 0, spiceTop, spice, (v) => {
              spice = v;
              showStrength();
            }, 'plan-spice').el,
          );
        else if (spiceCounts(c.strength)) adv.push(h('p', { class: 'info' }, 'You have no spice to support your forces: each counts half.'));
        if (c.kwisatz)
          adv.push(
            h(
              'label',
              { class: 'check' },
              h('input', { type: 'checkbox', name: 'plan-kwisatz', onchange: (e: Event) => {
                kwisatz = (e.target as HTMLInputElement).checked;
                showStrength();
              } }),
              ' Kwisatz Haderach with your leader (+2; cannot be a traitor)',
            ),
          );
        adv.push(strength);
      }
      showStrength();
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
            if (c.advanced && dial - Math.min(elite, dial) > c.normalMax) {
              err.textContent = `Name more ${c.eliteName}: you have only ${c.normalMax} other forces here.`;
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
                spice: Math.min(spice, dial),
                elite: Math.min(elite, dial),
                kwisatz: kwisatz && choice.startsWith('L'),
              }),
            );
          },
        },
        'Submit battle plan',
      );
      box.append(ctx, ...extra, lead.el, st.el, ...adv, total, wp.el, df.el, err, go);
      return box;
    }
    case 'capture': {
      const who = c.leader ? `${c.leader.name} (${factionName(c.leader.faction)}, strength ${c.leader.strength})` : 'the captured leader';
      return h(
        'div',
        { class: 'form' },
        h('p', { class: 'info' }, `You captured ${who}. Keep the leader to use in your battles, or kill it for 2 spice.`),
        buttons(
          [
            { label: `Keep ${c.leader?.name ?? 'the leader'}`, action: c.keep },
            { label: `Kill ${c.leader?.name ?? 'the leader'} for 2 spice`, action: c.kill },
          ],
          host,
        ),
      );
    }
    case 'fremen': {
      const box = h('div', { class: 'form' });
      const n = [10, 0, 0];
      const fed = [0, 0, 0];
      const names = ['Sietch Tabr', 'False Wall South', 'False Wall West'];
      const err = h('p', { class: 'error', role: 'alert' });
      const place = () => ({ sietch_tabr: n[0], false_wall_south: n[1], false_wall_west: n[2], fedaykin: [fed[0], fed[1], fed[2]] as [number, number, number] });
      const check = () => (err.textContent = fremenProblem(place(), c.total, c.fedaykin) ?? '');
      box.append(h('p', { class: 'info' }, `Place ${c.total} forces among your three territories${c.fedaykin ? `; up to ${c.fedaykin} of them may be Fedaykin` : ''}.`));
      FREMEN_FIELDS.forEach((f, i) => {
        box.append(stepper(names[i], 0, c.total, n[i], (v) => ((n[i] = v), check()), `fremen-${f}`).el);
        if (c.fedaykin) box.append(stepper(`Fedaykin in ${names[i]}`, 0, c.fedaykin, fed[i], (v) => ((fed[i] = v), check()), `fremen-fedaykin-${f}`).el);
      });
      box.append(
        err,
        h(
          'button',
          {
            type: 'button',
            class: 'act primary',
            onclick: () => {
              if (check()) return;
              host.submit(placeFremenAction(place()));
            },
          },
          'Place forces',
        ),
      );
      return box;
    }
    case 'location': {
      const box = h('div', { class: 'form' });
      let at = c.options[0];
      const draw = () => {
        box.replaceChildren(
          select(c.label, c.options.map((o, i) => [String(i), locName(o.loc)]), String(c.options.indexOf(at)), (v) => {
            at = c.options[Number(v)];
            draw();
          }, 'location').el,
          h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(at.action) }, c.submitLabel),
        );
        host.highlight(
          c.options.map((o) => o.loc),
          at.loc,
        );
      };
      host.setPicker((loc) => {
        const o = c.options.find((x) => x.loc === loc);
        if (o) {
          at = o;
          draw();
        }
      });
      draw();
      return box;
    }
    case 'bribe': {
      let target = c.targets[0];
      let amount = 1;
      return h(
        'div',
        { class: 'form bribe' },
        h('p', { class: 'info' }, 'Bribe: give spice to another player. It waits in front of their shield until the Mentat Pause; what it buys is up to you.'),
        select('Bribe whom', c.targets.map((f) => [f, factionName(f)]), target, (v) => (target = v as FactionKey), 'bribe-target').el,
        stepper(`Spice (1–${c.max})`, 1, c.max, amount, (v) => (amount = v), 'bribe-amount').el,
        h('button', { type: 'button', class: 'act', onclick: () => host.submit(bribeAction(target, amount)) }, 'Give bribe'),
      );
    }
  }
}

/** Shipment, movement, worm ride: pick a group, see every legal destination with its price,
 *  pick a count. Everything offered comes from the server's "moves". */
function movesControl(c: Extract<Control, { kind: 'moves' }>, host: PanelHost): HTMLElement {
  const box = h('div', { class: 'form moves' });
  if (!c.groups.length) return h('p', { class: 'info' }, c.verb === 'ship' ? 'You have no legal shipment.' : 'None of your forces can move.');
  const ship = c.verb === 'ship';
  let g: MoveGroup = c.groups[0];
  let d: MoveDest = g.dests[0];
  // Shipments start at the fewest forces (they cost spice); moves at the whole group, always (issue 39
  // item 10: the same default wherever the group stands).
  const moveDefault = (_grp: MoveGroup, dest: MoveDest) => dest.max;
  let forces = ship ? d.min : moveDefault(g, d);
  // Advanced: Sardaukar / Fedaykin among the forces (the default: normal forces first).
  let elite = 0;
  const pick = (grp: MoveGroup, dest?: MoveDest) => {
    const changed = grp !== g;
    g = grp;
    d = dest ?? grp.dests[0];
    if (changed) forces = ship ? 1 : moveDefault(g, d);
    forces = Math.max(d.min, Math.min(d.max, forces));
    draw();
  };
  const draw = () => {
    box.replaceChildren();
    if (c.groups.length > 1 || g.from >= 0)
      box.append(
        select(
          ship ? 'Ship from (or tap a group on the map)' : c.verb === 'ride' ? 'Group riding the worm' : 'Group to move (or tap it on the map)',
          c.groups.map((x) => [x.id, x.label]),
          g.id,
          (v) => pick(c.groups.find((x) => x.id === v)!),
          ship ? 'ship-from' : 'move-from',
        ).el,
      );
    const dest = select(
      `Destination (${g.dests.length} choice${g.dests.length === 1 ? '' : 's'}, or tap the map)`,
      g.dests.map((x, i) => [String(i), destLabel(x)]),
      String(g.dests.indexOf(d)),
      (v) => pick(g, g.dests[Number(v)]),
      ship ? 'ship-to' : 'move-to',
    );
    groupByTerritory(dest.input, g.dests);
    box.append(dest.el);
    const cost = h('p', { class: 'info cost', 'aria-live': 'polite' });
    const show = () => {
      cost.textContent = ship
        ? `Cost: ${destCost(d, forces)} spice (you have ${c.spice}).`
        : `Moving ${forces} of ${d.max} force${d.max === 1 ? '' : 's'}${d.min > 1 ? ' (the whole group must move)' : ''}.`;
    };
    // The elite choice: a stepper whose bounds follow the count (hidden when the split is forced).
    const eliteBox = h('div', { class: 'elite-choice' });
    let shown = '';
    const drawElite = () => {
      const r = eliteRange(d.option, forces);
      // Redrawn only when the bounds change (a control being tapped is not replaced under the finger).
      if (JSON.stringify(r) === shown) return;
      shown = JSON.stringify(r);
      eliteBox.replaceChildren();
      if (!r) {
        elite = 0;
        return;
      }
      elite = Math.max(r[0], Math.min(r[1], elite));
      const src = d.option.forces_at_source!;
      eliteBox.append(
        stepper(`${c.eliteName} among them (${r[0]}–${r[1]})`, r[0], r[1], elite, (v) => (elite = v), ship ? 'ship-elite' : 'move-elite').el,
        h(
          'p',
          { class: 'info' },
          `${src.elite} ${c.eliteName} and ${src.normal} other forces ${d.option.from === undefined ? 'in reserve' : 'here'}.` +
            (c.eliteName === 'Sardaukar' || c.eliteName === 'Fedaykin' ? ` They count double in battle${c.eliteName === 'Sardaukar' ? ' (single against the Fremen)' : ''}; one a turn comes back from the Tanks.` : ''),
        ),
      );
    };
    const st = stepper(`Forces (${d.min}–${d.max})`, d.min, d.max, forces, (v) => {
      forces = v;
      show();
      drawElite();
    }, ship ? 'ship-forces' : 'move-forces');
    show();
    drawElite();
    const label = c.submitLabel ?? (ship ? (d.to < 0 ? 'Ship back to reserves' : 'Ship') : c.verb === 'ride' ? 'Ride the worm' : 'Move');
    box.append(st.el, eliteBox, cost, h('button', { type: 'button', class: 'act primary', onclick: () => host.submit(moveOptionAction(d.option, forces, elite)) }, label));
    host.highlight(
      g.dests.map((x) => x.to).filter((l) => l >= 0),
      d.to >= 0 ? d.to : null,
    );
  };
  host.setPicker((loc) => {
    const here = g.dests.find((x) => x.to === loc);
    if (here) return pick(g, here);
    const grp = c.groups.find((x) => x.from === loc && x.karama === g.karama) ?? c.groups.find((x) => x.from === loc);
    if (grp) pick(grp);
  });
  draw();
  return box;
}

/** What a leader counts in this battle: the engine's quote (the least and the most over the opposing leaders);
 *  without a quote, its printed strength (own, captured, or Duke Vidal's disc). */
function leaderRange(q: BattleStrength | null, view: View, seat: FactionKey, name: string): { low: number; high: number } {
  const e = q?.leaders?.find((x) => x.leader.name === name);
  if (e) return { low: e.low, high: e.high };
  const l = Object.values(view.players)
    .flatMap((p) => p?.leaders ?? [])
    .find((x) => x.name === name && (x.faction === seat || x.captured_by === seat));
  const s = l?.strength ?? (view.duke_vidal?.leader.name === name ? view.duke_vidal.leader.strength : 0);
  return { low: s, high: s };
}

function leaderStrengthText(q: BattleStrength | null, view: View, seat: FactionKey, name: string): string {
  const r = leaderRange(q, view, seat, name);
  const v = r.low === r.high ? `${r.low}` : `${r.low}–${r.high}, by the opposing leader`;
  // Advanced: a leader the Harkonnen captured fights for them; a Ghola for the Tleilaxu.
  const other = Object.values(view.players)
    .flatMap((p) => p?.leaders ?? [])
    .find((x) => x.name === name && x.captured_by === seat && x.faction !== seat);
  return ` (${v}${other ? `, ${seat === 'tleilaxu' ? 'a Ghola' : 'captured'} from ${factionName(other.faction)}` : ''})`;
}

/** The leader that counts most here by the quote (its least value first, then its most); null without one. */
function strongestLeader(q: BattleStrength | null, names: string[]): string | null {
  let best: string | null = null;
  let score = -1;
  for (const n of names) {
    const e = q?.leaders?.find((x) => x.leader.name === n);
    if (!e) continue;
    const s = e.low * 100 + e.high;
    if (s > score) [best, score] = [n, s];
  }
  return best;
}

/** Destinations grouped by territory: a territory with several sectors gets an <optgroup> with
 *  one option per sector. */
function groupByTerritory(sel: HTMLSelectElement, dests: MoveDest[]) {
  const terr = (x: MoveDest) => (x.to >= 0 ? (LOCATIONS[x.to]?.[0] ?? -1) : -1);  // off the map (HMS, Homeworlds): no group
  const count = new Map<number, number>();
  for (const x of dests) count.set(terr(x), (count.get(terr(x)) ?? 0) + 1);
  const groups = new Map<number, HTMLOptGroupElement>();
  [...sel.options].forEach((o, i) => {
    const t = terr(dests[i]);
    if (t < 0 || (count.get(t) ?? 0) < 2) return;
    let g = groups.get(t);
    if (!g) {
      g = h('optgroup', { label: TERRITORIES[t].name });
      groups.set(t, g);
      sel.insertBefore(g, o);
    }
    g.append(o);
  });
}

const PROJECTILE = ['crysknife', 'maula_pistol', 'slip_tip', 'stunner'];
const POISON = ['chaumas', 'chaumurky', 'ellaca_drug', 'gom_jabbar'];

/** What a prescience answer means for the plan being made. */
export function prescienceMeaning(p: NonNullable<View['battle']>['prescience_answer'], el: string | null): string {
  if (!p) return '';
  if (el === 'weapon') {
    const k = p.weapon?.key ?? '';
    if (!p.weapon) return 'No weapon: your leader is safe without a defense.';
    if (PROJECTILE.includes(k)) return 'A projectile weapon: only a Shield saves your leader.';
    if (POISON.includes(k)) return 'A poison weapon: only a Snooper saves your leader.';
    if (k === 'lasgun') return 'A Lasgun: no defense saves your leader, and a Shield in your plan would blow up both sides.';
    return 'Not a real weapon: no defense is needed against it.';
  }
  if (el === 'defense') {
    const k = p.defense?.key ?? '';
    if (k === 'shield') return 'A Shield stops projectile weapons: a poison weapon (or a Lasgun, with an explosion) still kills.';
    if (k === 'snooper') return 'A Snooper stops poison weapons: a projectile weapon or a Lasgun still kills.';
    return 'No real defense: any weapon you play kills their leader.';
  }
  if (el === 'dial') return `Their forces dial ${p.dial}: beat it with your dial plus a leader that survives.`;
  if (el === 'leader') return `Their leader’s strength (${p.leader?.strength ?? 0}) adds to their total if it survives; a traitor card for that leader wins the battle outright.`;
  return '';
}

function planElement(p: NonNullable<View['battle']>['prescience_answer'], el: string | null): string {
  if (!p) return '?';
  if (el === 'leader') return p.leader?.name ?? p.cheap_hero?.name ?? 'none';
  if (el === 'weapon') return p.weapon?.name ?? 'none';
  if (el === 'defense') return p.defense?.name ?? 'none';
  if (el === 'dial') return String(p.dial);
  return '?';
}

export function renderPanel(model: PanelModel, seat: FactionKey | null, view: View, host: PanelHost, bots: Set<string> = new Set(), log: string[] = []): HTMLElement {
  host.setPicker(null);
  host.highlight([], null);
  const root = h('div', { class: 'decisions' });
  if (!seat) {
    root.append(h('p', { class: 'info' }, 'You are watching this game.'));
  } else if (!model.decisions.length) {
    root.append(h('p', { class: 'info waiting' }, 'Nothing for you to decide right now.'));
  }
  // The seat's own battle plan once sealed, with the prescience answer it was made against (issue 39 item 8).
  const own = seat ? view.battle?.own_plan : null;
  if (own?.submitted && !model.decisions.some((d) => d.decision.kind === 'battle_plan')) {
    const b = view.battle!;
    const answer = b.prescience_answer && b.prescience ? ` Prescience: their ${b.prescience} is ${planElement(b.prescience_answer, b.prescience)}.` : '';
    root.append(h('p', { class: 'info', 'data-testid': 'own-plan' }, `Your plan in ${territoryName(b.territory ?? '')}: ${planText(own, isAdvanced(view))}.${answer}`));
  }
  for (const d of model.decisions) root.append(renderDecision(d, seat!, view, host, log));
  if (model.anytime.length && seat) {
    root.append(h('details', { class: 'anytime' }, h('summary', {}, 'Other actions you may take'), ...model.anytime.map((c) => control(c, seat, view, host))));
  }
  if (model.waiting.length) {
    // In a Nexus the bots wait for the people (and answer their proposals): only people block.
    const nexus = model.waiting.some((d) => d.kind === 'nexus');
    const label = (d: { seat: FactionKey; kind: string }) => `${factionName(d.seat)} (${d.kind.replace(/_/g, ' ')})`;
    const blocking = model.waiting.filter((d) => !(nexus && d.kind === 'nexus' && bots.has(d.seat)));
    const mayAct = model.waiting.filter((d) => !blocking.includes(d));
    if (blocking.length || model.decisions.length)
      root.append(
        h(
          'p',
          { class: 'info waiting', 'data-testid': 'waiting' },
          `Waiting for: ${[...(model.decisions.length ? ['you'] : []), ...new Set(blocking.map(label))].join(', ')}`,
        ),
      );
    if (mayAct.length)
      root.append(
        h('p', { class: 'info', 'data-testid': 'may-act' }, `May still act (bots, after the people pass; they answer proposals at once): ${[...new Set(mayAct.map((d) => factionName(d.seat)))].join(', ')}.`),
      );
  }
  return root;
}

function renderDecision(d: DecisionModel, seat: FactionKey, view: View, host: PanelHost, log: string[]): HTMLElement {
  const sec = h('section', { class: 'decision', 'data-kind': d.decision.kind }, h('h3', {}, d.title));
  const why = DECISION_WHY[d.decision.kind];
  if (why) sec.append(h('p', { class: 'why' }, why));
  // Lines from the view the model gives (the Discovery token looked at, the Ornithopter's flight).
  for (const n of d.notes ?? []) sec.append(h('p', { class: 'info', 'data-testid': 'decision-note' }, n));
  // Discovery, the Ecological Testing Station: the public log's line that set the storm's move.
  if (d.decision.kind === 'testing_station') {
    const line = stormMoveLine(log);
    if (line) sec.append(h('p', { class: 'info', 'data-testid': 'storm-move' }, playerText(line)));
  }
  if (d.decision.kind === 'bid' && view.bidding) {
    const b = view.bidding;
    sec.append(
      h(
        'p',
        { class: 'info', 'data-testid': 'bid-status' },
        `Card ${b.index + 1} of ${b.card_count}${b.card_up ? `: ${b.card_up.name}` : ' (face down)'}. ${b.high_bidder ? `High bid ${b.high_bid} by ${factionName(b.high_bidder)}.` : 'No bid yet.'}${b.card_swapped ? ' The Ixians swapped a card up for bid this phase.' : ''}`,
      ),
    );
  }
  // The cards, tokens or Ambassadors the decision is about, with what each does (Ixians & Tleilaxu p.8: the
  // auction's cards only the Ixians see, in auction order).
  if (d.pieces) sec.append(piecesList(d.pieces, d.decision.kind));
  const up = d.decision.kind === 'technology_swap' ? swapCardUp(view) : null;
  if (up) sec.append(h('p', { class: 'info', 'data-testid': 'card-up-seen' }, up));
  if (d.decision.kind === 'nexus') sec.append(nexusOffers(seat, view, host, log));
  // Moritani: the entry the Terror decisions answer, and (placing) where the tokens are now.
  const terror = view.terror;
  if (terror?.entry && ['terror_trigger', 'terror_alliance', 'terror_gift', 'terror_discard'].includes(d.decision.kind))
    sec.append(h('p', { class: 'info', 'data-testid': 'terror-entry' }, terrorEntryText(terror, seat)));
  if (terror && d.decision.kind === 'plant_terror') sec.append(h('p', { class: 'info', 'data-testid': 'terror-now' }, terrorLines(terror, seat)[0]));
  // Nexus Cards: the seat's own card, which a draw would discard.
  if (view.nexus_cards && d.decision.kind === 'nexus_card_draw') sec.append(h('p', { class: 'info', 'data-testid': 'nexus-card-now' }, nexusHeldText(view.nexus_cards)));
  // Ecaz: the token the entry woke.
  const amb = view.ambassadors;
  if (amb?.asked && d.decision.kind === 'ambassador_trigger') {
    const at = amb.board.find((b) => b.ambassador === amb.asked)?.territory;
    sec.append(h('p', { class: 'info', 'data-testid': 'ambassador-entry' }, `${amb.entrant ? factionName(amb.entrant) : 'A faction'} entered ${at ? territoryName(at) : 'a stronghold'}, where your ${factionName(amb.asked)} Ambassador lies.`));
  }
  // Traitor calls, prescience and the Voice: which battle they are about.
  if (['traitor', 'prescience', 'voice', 'occupy_lead', 'battle_plan'].includes(d.decision.kind) && view.battle?.territory) {
    const partners = view.battle.partners ?? [];
    const sideName = (f: FactionKey | null, i: number) => factionName(f) + (partners[i] ? ` with ${factionName(partners[i])} beside them` : '');
    sec.append(
      h(
        'p',
        { class: 'info', 'data-testid': 'battle-context' },
        `Battle in ${territoryName(view.battle.territory)}: ${view.battle.sides.map(sideName).join(' (aggressor) against ')}.`,
      ),
    );
  }
  for (const c of d.controls) sec.append(control(c, seat, view, host));
  if (d.pass) sec.append(buttons([d.pass], host, 'pass'));
  if (!d.controls.length && !d.pass) sec.append(h('p', { class: 'info' }, 'No legal action is offered for this decision yet.'));
  return sec;
}

/** The Nexus table: proposals made to us (accept or leave them), ours and their answers, read off
 *  the view's open proposals and this Nexus's log lines. */
export function nexusState(seat: FactionKey, view: View, log: string[]): { received: FactionKey[]; made: { to: FactionKey; state: 'open' | 'accepted' | 'declined' }[] } {
  const offers = view.nexus_offers ?? {};
  const received = (Object.keys(offers) as FactionKey[]).filter((f) => offers[f] === seat);
  let start = -1;
  log.forEach((l, i) => {
    if (l.startsWith('Nexus:')) start = i;
  });
  const lines = start >= 0 ? log.slice(start) : [];
  const me = FACTION_NAME[seat];
  const made: { to: FactionKey; state: 'open' | 'accepted' | 'declined' }[] = [];
  for (const f of Object.keys(view.players) as FactionKey[]) {
    if (f === seat) continue;
    const them = FACTION_NAME[f];
    const proposed = lines.some((l) => l === `${me} proposes an alliance to ${them}.`);
    const formed = lines.some((l) => l === `${me} and ${them} form an alliance.` || l === `${them} and ${me} form an alliance.`);
    if (formed && (proposed || view.players[seat]?.ally === f)) made.push({ to: f, state: 'accepted' });
    else if (proposed) made.push({ to: f, state: offers[seat] === f ? 'open' : 'declined' });
  }
  return { received, made };
}

function nexusOffers(seat: FactionKey, view: View, host: PanelHost, log: string[]): HTMLElement {
  const { received, made } = nexusState(seat, view, log);
  const box = h('div', { class: 'nexus', 'data-testid': 'nexus-offers' });
  box.append(h('p', { class: 'info' }, 'An alliance forms when two unallied players propose it to each other. Bots answer a proposal at once.'));
  for (const f of received)
    box.append(
      h(
        'div',
        { class: 'offer' },
        h('p', {}, `${factionName(f)} proposes an alliance to you.`),
        h(
          'div',
          { class: 'buttons' },
          h('button', { type: 'button', class: 'act primary', onclick: () => host.submit({ type: 'ally', faction: f }) }, `Accept ${factionName(f)}`),
          h('button', { type: 'button', class: 'act', onclick: (e: Event) => ((e.target as HTMLElement).closest('.offer')!.textContent = `You leave ${factionName(f)}’s proposal unanswered; it lapses when the Nexus ends.`) }, 'Decline'),
        ),
      ),
    );
  const word = { open: 'waiting for an answer', accepted: 'accepted: you are allied', declined: 'declined' } as const;
  if (made.length)
    box.append(h('ul', { class: 'made' }, ...made.map((m) => h('li', { 'data-state': m.state }, `Your proposal to ${factionName(m.to)}: ${word[m.state]}.`))));
  return box;
}
