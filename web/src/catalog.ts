// What the pieces do, in players' words, from the engine's data (GET /api/catalog, `dune catalog`; issue 39,
// "Text where you decide"): treachery cards, Terror tokens, Ambassadors, Nexus cards (a text per mode),
// technology and Discovery tokens, Homeworld faces and each faction's sheet as this edition plays it; and the
// factions a game may seat, their names and their counters (issue 36, "Rules once"). Loaded once: main.ts
// awaits it before the first page, since no page can be drawn without the factions.
import { h } from './dom';
import type { FactionKey } from './types';

export interface CatalogCard {
  key: string;
  name: string;
  kind: string;
  category: string;
  stops?: string;
  text: string;
  when: string;
}
export interface CatalogPiece {
  key: string;
  name: string;
  text: string;
}
export interface CatalogNexus {
  key: string;
  name: string;
  betrayal?: string;
  cunning?: string;
  secret_ally?: string;
}
export interface CatalogHomeworld {
  key: string;
  name: string;
  owner: string;
  high: string;
  low: string;
  occupied: string;
}
export interface SheetLine {
  text: string;
  status: 'played' | 'not_yet';
}
/** How a faction's counters look: the fill, the ink of the text on it (white or black, whichever reads on
 *  the fill) and the faction's letter, on every counter for players who cannot tell the colours apart. */
export interface CounterStyle {
  fill: string;
  ink: string;
  letter: string;
}
export interface CatalogFaction {
  key: string;
  name: string;
  colour: string;
  counter: CounterStyle;
  /** "base" or the expansion's key ("ixians_tleilaxu", ...). */
  expansion: string;
  playable: boolean;
  sheet: { basic: SheetLine[]; advanced: SheetLine[] };
}
export interface Catalog {
  factions: CatalogFaction[];
  cards: CatalogCard[];
  terror_tokens: CatalogPiece[];
  ambassadors: CatalogPiece[];
  tech_tokens: CatalogPiece[];
  discovery_tokens: CatalogPiece[];
  /** CHOAM & Richese Stronghold cards (cr_strongholds). */
  stronghold_cards?: CatalogPiece[];
  nexus_cards: CatalogNexus[];
  homeworlds: CatalogHomeworld[];
}

let catalog: Catalog | null = null;
let loading: Promise<Catalog | null> | null = null;

const roster: FactionKey[] = [];
/** The factions a game may seat (the engine plays their rules), in the engine's order. */
export const FACTIONS: readonly FactionKey[] = roster;
/** Every faction's name, the unseatable ones too (CHOAM's and Richese's Ambassadors are named in a game). */
export const FACTION_NAME = {} as Record<FactionKey, string>;
/** Every faction's counter: its fill, the ink of the text on it, its letter (CounterStyle). */
export const FACTION_COLOR = {} as Record<FactionKey, string>;
export const FACTION_INK = {} as Record<FactionKey, string>;
export const FACTION_LETTER = {} as Record<FactionKey, string>;

/** Fills the faction tables from the catalog's factions; the tables stay the same objects, since the pages
 *  import them before the catalog arrives. */
function fillFactions(factions: readonly CatalogFaction[]): void {
  roster.splice(0, roster.length, ...factions.filter((f) => f.playable).map((f) => f.key as FactionKey));
  const tables: [Record<string, string>, (f: CatalogFaction) => string][] = [
    [FACTION_NAME, (f) => f.name],
    [FACTION_COLOR, (f) => f.counter.fill],
    [FACTION_INK, (f) => f.counter.ink],
    [FACTION_LETTER, (f) => f.counter.letter],
  ];
  for (const [table, value] of tables) {
    for (const k of Object.keys(table)) delete table[k];
    for (const f of factions) table[f.key] = value(f);
  }
}

/** The catalog, if it has arrived. */
export function getCatalog(): Catalog | null {
  return catalog;
}

/** Sets the catalog (the loader, and tests). */
export function setCatalog(c: Catalog | null): void {
  catalog = c;
  if (c) fillFactions(c.factions);
}

/** Fetches the catalog once (a failed fetch is tried again on the next call). */
export function loadCatalog(): Promise<Catalog | null> {
  if (catalog) return Promise.resolve(catalog);
  loading ??= fetch('/api/catalog')
    .then((r) => (r.ok ? (r.json() as Promise<Catalog>) : null))
    .catch(() => null)
    .then((c) => {
      loading = null;
      if (c) setCatalog(c);
      return c;
    });
  return loading;
}

export const cardInfo = (key: string) => catalog?.cards.find((c) => c.key === key);
export const terrorInfo = (key: string) => catalog?.terror_tokens.find((c) => c.key === key);
export const ambassadorInfo = (key: string) => catalog?.ambassadors.find((c) => c.key === key);
export const techInfo = (key: string) => catalog?.tech_tokens.find((c) => c.key === key);
export const discoveryInfo = (key: string) => catalog?.discovery_tokens.find((c) => c.key === key);
export const strongholdCardInfo = (key: string) => catalog?.stronghold_cards?.find((c) => c.key === key);
export const nexusInfo = (key: string) => catalog?.nexus_cards.find((c) => c.key === key);
export const homeworldInfo = (key: string) => catalog?.homeworlds.find((c) => c.key === key);
export const factionInfo = (key: string) => catalog?.factions.find((c) => c.key === key);

/** A Nexus card's text in a mode ("betrayal", "cunning", "secret_ally"). */
export function nexusModeText(card: string, mode: string | null | undefined): string | undefined {
  const n = nexusInfo(card);
  if (!n || !mode) return undefined;
  return mode === 'betrayal' ? n.betrayal : mode === 'cunning' ? n.cunning : mode === 'secret_ally' ? n.secret_ally : undefined;
}

/** One line for a card: "Weapon: projectile. Kills the opposing leader unless ..." (undefined: no catalog). */
export function cardLine(key: string): string | undefined {
  const c = cardInfo(key);
  return c ? `${c.category}. ${c.text}` : undefined;
}

/** A named piece with its text under it, for a list in a decision: the name, then the text (when known). */
export function pieceItem(name: string, text: string | undefined, attrs: Record<string, string> = {}): HTMLElement {
  return h('li', { class: 'piece-text', ...attrs }, h('strong', {}, name), text ? h('span', { class: 'what' }, ` ${text}`) : '');
}

/** The card help dialog's body, from the catalog. */
export function cardHelpBody(key: string): HTMLElement {
  const c = cardInfo(key);
  if (!c) return h('p', {}, 'No description for this card.');
  return h(
    'div',
    { class: 'card-help', 'data-testid': 'card-help' },
    h('p', { class: 'cat' }, c.category),
    c.stops ? h('p', {}, h('strong', {}, 'Defense: '), c.stops) : '',
    h('p', {}, c.text),
    h('p', {}, h('strong', {}, 'When: '), c.when),
  );
}

/** A faction's sheet, from the catalog: its lines, Basic and Advanced; a line this edition does not play yet
 *  says so. */
export function factionSheetBody(f: string, advanced: boolean): HTMLElement {
  const s = factionInfo(f)?.sheet;
  if (!s) return h('p', {}, 'No sheet for this faction.');
  const line = (l: SheetLine) => h('li', { 'data-status': l.status }, l.text, l.status === 'not_yet' ? h('em', {}, ' (not in this edition yet)') : '');
  // The faction's own pieces, each with what it does: the Moritani's Terror tokens, Ecaz's Ambassadors.
  const pieces: [string, CatalogPiece[]] | null = f === 'moritani' ? ['Terror tokens', catalog!.terror_tokens] : f === 'ecaz' ? ['Ambassadors', catalog!.ambassadors] : null;
  return h(
    'div',
    { class: 'faction-help', 'data-testid': 'faction-help' },
    h('h3', {}, 'Advantages'),
    h('ul', {}, ...s.basic.map(line)),
    h('h3', {}, advanced ? 'Advanced game (this game)' : 'Advanced game only'),
    h('ul', {}, ...s.advanced.map(line)),
    ...(pieces ? [h('h3', {}, pieces[0]), h('ul', {}, ...pieces[1].map((p) => pieceItem(p.name, p.text)))] : []),
  );
}
