// The engine's player texts (engine/data/texts.cpp) read as the catalog the server sends (GET /api/catalog,
// engine/codec/catalog.cpp), for the client's tests: the same rows, without a server. Statuses of sheet lines
// are "played" (texts_test.cpp holds the real ones to the registry).
import texts from '../../engine/data/texts.cpp?raw';
import { setCatalog, type Catalog } from '../src/catalog';

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

export function engineCatalog(): Catalog {
  const sheet: Record<string, Catalog['factions'][number]['sheet']> = {};
  for (const [faction, advanced, text] of rows('kSheets')) {
    sheet[faction] ??= { basic: [], advanced: [] };
    sheet[faction][advanced === 'true' ? 'advanced' : 'basic'].push({ text, status: 'played' });
  }
  return {
    factions: Object.entries(sheet).map(([key, s]) => ({ key, name: key, colour: '', playable: true, sheet: s })),
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
