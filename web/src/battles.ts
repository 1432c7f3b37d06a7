// The battles of the turn (issue 39 item 8), for the battle card: each battle resolved this turn from the view's
// record (view `battles`, public: both plans as revealed, how it ended, the totals, the forces each side lost
// and the leaders killed), then the battle under way from the public log. No rule is restated: every number is
// the engine's.
import { h } from './dom';
import { factionName, forceText, playerText, territoryName } from './names';
import type { BattleRecord, FactionKey, Plan, View } from './types';

/** A plan as revealed: "Duncan Idaho, dial 5 (2 elite, 3 spice), Crysknife, Shield". */
export function planText(p: Plan | undefined, advanced: boolean): string {
  if (!p) return '?';
  const who = p.leader?.name ?? p.cheap_hero?.name ?? 'no leader';
  const extra = advanced && (p.elite || p.spice) ? ` (${p.elite ?? 0} elite, ${p.spice ?? 0} spice)` : '';
  const cards = [p.weapon?.name, p.defense?.name].filter(Boolean);
  return `${who}${p.kwisatz_haderach ? ' with the Kwisatz Haderach' : ''}, dial ${p.dial}${extra}${cards.length ? `, ${cards.join(', ')}` : ''}`;
}

const side = (r: BattleRecord, i: number) => factionName(r.sides[i]) + (r.partners[i] ? ` with ${factionName(r.partners[i])}` : '');
const points = (hp: number | null) => (hp === null ? '?' : hp % 2 ? (hp / 2).toFixed(1) : String(hp / 2));

/** The lines of one resolved battle: plans, the result and why, forces lost on both sides, leaders killed. */
export function battleLines(r: BattleRecord, advanced: boolean): { title: string; lines: string[]; why: string } {
  const lines = [0, 1].map((i) => `${side(r, i)}: ${planText(r.plans[i], advanced)}.`);
  const lost = [0, 1].map((i) => {
    const f = r.sides[i] as FactionKey;
    const l = r.lost[i] ?? { normal: 0, special: 0 };
    const n = l.normal + l.special;
    return `${side(r, i)} ${n ? forceText(f, l.normal, l.special) : 'none'}`;
  });
  lines.push(`Forces lost: ${lost.join('; ')}.`);
  const killed = [0, 1].filter((i) => r.leaders_killed[i]).map((i) => r.plans[i]?.leader?.name).filter(Boolean);
  if (killed.length) lines.push(`Killed: ${killed.join(' and ')}.`);
  const w = r.winner ? r.sides.indexOf(r.winner) : -1;
  let why: string;
  if (r.end === 'totals') {
    const [a, b] = [r.half_points[w], r.half_points[1 - w]];
    why = a === b ? `${factionName(r.winner)} win the tie, ${points(a)} to ${points(b)}: ties go to the aggressor.` : `${factionName(r.winner)} had the higher total, ${points(a)} to ${points(b)}.`;
  } else if (r.end === 'traitor') why = `${factionName(r.winner)} win by a traitor call: the betrayed side loses its forces there.`;
  else if (r.end === 'traitors') why = 'Both leaders were traitors: both sides lost everything there, and nobody won.';
  else why = 'Lasgun and Shield: an explosion destroyed everything there, and nobody won.';
  return { title: `Battle in ${territoryName(r.territory)}: ${side(r, 0)} (aggressor) against ${side(r, 1)}`, lines, why };
}

/** The battle card's content: every battle resolved this turn, then the one under way (its public log lines
 *  since it began); null when there is neither. */
export function battleSummary(v: View, log: string[], advanced: boolean): HTMLElement[] | null {
  const done = v.battles ?? [];
  const out: HTMLElement[] = [];
  // The view keeps the last Battle phase's records until the next one begins: a later turn names theirs.
  const earlier = done.length > 0 && done[0].turn !== v.turn;
  out.push(h('h2', {}, earlier ? `Battles of turn ${done[0].turn}${done.length > 1 ? ` (${done.length})` : ''}` : done.length > 1 ? `Battles this turn (${done.length})` : 'Battle'));
  // Each battle's own public lines (the Voice, prescience, traitor calls, a capture...) lie between its first
  // line and the next battle's: the k-th battle begun this turn is the k-th record.
  let turnStart = 0;
  log.forEach((t, k) => {
    if (/^Turn \d+ begins\./.test(t)) turnStart = k;
  });
  const starts = log.map((t, k) => (k >= turnStart && /^Battle in .+ \(aggressor\) against .+\.$/.test(t) ? k : -1)).filter((k) => k >= 0);
  const own = (k: number) => {
    if (earlier || starts[k] === undefined) return [];
    const lines = log.slice(starts[k] + 1, starts[k + 1] ?? log.length);
    // The last battle's lines end where the next phase's begin.
    const end = lines.findIndex((t) => /^(Spice Collection|Mentat|Turn \d|Storm)|collects? \d+ spice (for occupying|in )|bribes/.test(t));
    return (end >= 0 ? lines.slice(0, end) : lines).filter((t) => !/ has set a battle plan\.$| reveals: | wins \S+ to \S+\.$/.test(t)).map(playerText);
  };
  done.forEach((r, k) => {
    const b = battleLines(r, advanced);
    const lines = [...b.lines.slice(0, 2), ...own(k), ...b.lines.slice(2)];
    out.push(
      h(
        'section',
        { class: 'battle-record', 'data-testid': 'battle-record' },
        h('h3', {}, `${done.length > 1 ? `${k + 1}. ` : ''}${b.title}`),
        h('ul', { class: 'battle-lines' }, ...lines.map((l) => h('li', {}, l))),
        h('p', { class: 'why-won' }, b.why),
      ),
    );
  });
  // The battle under way (begun this turn, not resolved yet): its public lines since it began.
  if (v.phase === 'battle' && starts.length > done.length) {
    const from = starts[starts.length - 1];
    const lines = log.slice(from + 1).filter((t) => !/ has set a battle plan\.$/.test(t)).map(playerText);
    out.push(
      h(
        'section',
        { class: 'battle-record now', 'data-testid': 'battle-now' },
        h('h3', {}, `Now: ${playerText(log[from]).replace(/\.$/, '')}`),
        lines.length ? h('ul', { class: 'battle-lines' }, ...lines.map((l) => h('li', {}, l))) : '',
        h('p', { class: 'info' }, 'The battle is under way.'),
      ),
    );
  }
  return out.length > 1 ? out : null;
}
