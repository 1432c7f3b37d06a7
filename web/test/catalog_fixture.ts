// The engine's factions (engine/data/factions.cpp) and player texts (engine/data/texts.cpp) read as the catalog
// the server sends (GET /api/catalog, engine/codec/catalog.cpp), for the client's tests: the same rows, without
// a server. Statuses of sheet lines are "played" (texts_test.cpp holds the real ones to the registry).
import factionsCpp from '../../engine/data/factions.cpp?raw';
import texts from '../../engine/data/texts.cpp?raw';
import { setCatalog, type Catalog, type CatalogFaction } from '../src/catalog';

/** The C++ string literals of one brace-enclosed row, joined as the compiler joins adjacent literals. */
function rows(table: string): string[][] {
  const start = texts.indexOf(`${table}[] = {`);
  if (start < 0) throw new Error(`${table} not found in engine/data/texts.cpp`);
  const body = texts.slice(start, texts.indexOf('\n};', start));
  const out: string[][] = [];
  for (const row of body.matchAll(/\n    \{((?:"(?:[^"\\]|\\.)*"|[^{}"])*)\},/g)) {
    const fields: string[] = [];
    // Fields are separated by commas outside literals; a field is adjacent literals, or a bare word.
    for (const f of row[1].split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
      const lits = [...f.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"').replace(/\\\\/g, '\\'));
      fields.push(lits.length ? lits.join('') : f.trim());
    }
    out.push(fields);
  }
  return out;
}

const piece = (r: string[]) => ({ key: r[0], name: r[1], text: r[2] });

/** The rows of factions.cpp's kTable, in the engine's order, as far as the client reads them: name, key,
 *  colour, counter, expansion and whether the engine plays the faction. */
function factionRows(): Omit<CatalogFaction, 'sheet'>[] {
  const expansion = new Map([...factionsCpp.matchAll(/case Expansion::(\w+): return "([a-z_]+)";/g)].map((m) => [m[1], m[2]]));
  const table = factionsCpp.slice(factionsCpp.indexOf('kTable{{'));
  const out = [...table.matchAll(/\{"([^"]+)",\s*"([a-z_]+)",\s*"([a-z]+)",\s*\{"([^"]+)",\s*"([^"]+)",\s*"([^"]+)"\},\s*Expansion::(\w+),\s*(true|false),/g)].map(
    ([, name, key, colour, fill, ink, letter, exp, playable]) => ({ key, name, colour, counter: { fill, ink, letter }, expansion: expansion.get(exp)!, playable: playable === 'true' }),
  );
  if (out.length !== 12 || out.some((f) => !f.expansion)) throw new Error('the faction rows of engine/data/factions.cpp did not read');
  return out;
}

export function engineCatalog(): Catalog {
  const sheet: Record<string, Catalog['factions'][number]['sheet']> = {};
  for (const [faction, advanced, text] of rows('kSheets')) {
    sheet[faction] ??= { basic: [], advanced: [] };
    sheet[faction][advanced === 'true' ? 'advanced' : 'basic'].push({ text, status: 'played' });
  }
  return {
    factions: factionRows().map((f) => ({ ...f, sheet: sheet[f.key] ?? { basic: [], advanced: [] } })),
    cards: rows('kCards').map(([key, category, stops, text, when]) => ({ key, name: key, kind: '', category, ...(stops ? { stops } : {}), text, when })),
    terror_tokens: rows('kTerror').map(piece),
    ambassadors: rows('kAmbassadors').map(piece),
    tech_tokens: rows('kTech').map(piece),
    discovery_tokens: rows('kDiscovery').map(piece),
    nexus_cards: rows('kNexus').map(([key, betrayal, cunning, secret_ally]) => ({ key, name: key, ...(betrayal ? { betrayal } : {}), ...(cunning ? { cunning } : {}), secret_ally })),
    homeworlds: [],
  };
}

/** Installs the engine's texts as the client's catalog. */
export function useEngineCatalog(): Catalog {
  const c = engineCatalog();
  setCatalog(c);
  return c;
}
