#!/usr/bin/env node
// The engine's structure guard (issue 36 item 8; docs/ENGINE.md "The guard"). It reads the engine's
// sources, never builds them, and fails when code outside a faction's module names a faction or its
// pieces, when a module reads another module's state, when rules code reads a raw action slot, or when
// code outside the board's door indexes the board.
//
// The engine does not meet every rule yet, so each check holds a ratchet: scripts/guard-baseline.json
// lists, per check and file, how many offending code lines the file has today. A file over its count
// fails (a new violation: the lines are printed); a file under it fails too, until the baseline is lowered
// with --update, so that what was cleaned up stays clean. A file not in the baseline may have none.
//
//   node scripts/guard.mjs            check the tree
//   node scripts/guard.mjs --update   write today's counts as the baseline (only ever to lower them)
//   node scripts/guard.mjs --list     print every offending line, not only the new ones
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A faction, or one of its pieces, named in code. Case-insensitive, matched inside identifiers
// (FremenState, kwisatzHaderach, advisors).
const FACTION_WORDS =
  /atreides|harkonnen|emperor|fremen|guild|bene.?gesserit|\bbg\b|ixian|tleilaxu|ecaz|moritani|choam|richese|advisor|kwisatz|sardaukar|fedaykin|face.?dancer|terror|ambassador|ghola|zoal|vidal|cyborg|suboid|no.?field|hidden.?mobile|universal.?steward/i;

// Each faction's state record on Game, and the module file that owns it.
const STATE_OWNERS = {
  atreides: 'atreides',
  beneGesserit: 'bene_gesserit',
  fremen: 'fremen',
  harkonnen: 'harkonnen',
  ixian: 'ixian',
  tleilaxu: 'tleilaxu',
};

export const CHECKS = [
  {
    id: 'faction-words',
    what: 'a phase or shared rules file names a faction or one of its pieces',
    files: (rel) =>
      /^engine\/rules\/phases\/[^/]+\.(cpp|hpp)$/.test(rel) ||
      /^engine\/rules\/(common|movement)\.(cpp|hpp)$/.test(rel) ||
      rel === 'engine/engine.cpp',
    offends: (line) => FACTION_WORDS.test(line),
  },
  {
    id: 'module-state',
    what: "a faction's or component's module reads another faction's state record",
    files: (rel) =>
      /^engine\/rules\/(factions|components)\/[a-z_]+\/[a-z_]+\.cpp$/.test(rel),
    offends: (line, rel) => {
      const own = path.basename(rel, '.cpp');
      for (const m of line.matchAll(/\bg\.(\w+)\b(?!\s*\()/g)) {
        const owner = STATE_OWNERS[m[1]];
        if (owner !== undefined && owner !== own) return true;
      }
      return false;
    },
  },
  {
    id: 'raw-action-slot',
    what: 'rules code reads a raw action slot (flag or sub) instead of a typed argument',
    // The schema (engine/rules/action_args.hpp) is the one place that knows the slots.
    files: (rel) => /^engine\/rules\/.+\.(cpp|hpp)$/.test(rel) && rel !== 'engine/rules/action_args.hpp',
    offends: (line) => /\.(flag|sub)\b(?!\s*\()/.test(line),
  },
  {
    id: 'board-index',
    what: "code outside the board's door (and the codec) indexes Game::board",
    files: (rel) =>
      /^(engine|bots|server|cli)\/.+\.(cpp|hpp)$/.test(rel) &&
      !rel.startsWith('engine/codec/') &&
      !/^engine\/core\/board\.(cpp|hpp)$/.test(rel),
    offends: (line) => /\bboard\s*\[/.test(line),
  },
];

// The code of a C++ source with its comments blanked (string and character literals kept: a refusal's
// text is the rule speaking). Line numbers are kept.
export function codeLines(text) {
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const d = text[i + 1];
    if (c === '/' && d === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && d === '*') {
      i += 2;
      while (i < n && !(text[i] === '*' && text[i + 1] === '/')) {
        if (text[i] === '\n') out += '\n';
        i++;
      }
      i += 2;
    } else if (c === 'R' && d === '"') {
      // A raw string literal: R"delim( ... )delim"
      const open = text.indexOf('(', i);
      const delim = text.slice(i + 2, open);
      const close = text.indexOf(')' + delim + '"', open);
      const end = close < 0 ? n : close + delim.length + 2;
      out += text.slice(i, end);
      i = end;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out.split('\n');
}

function walk(root, dir, out) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return;
  for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) walk(root, rel, out);
    else if (/\.(cpp|hpp)$/.test(e.name)) out.push(rel);
  }
}

// Every offending line of the tree at `root`: { check: { file: [{ line, text }] } }.
export function scan(root) {
  const files = [];
  for (const top of ['engine', 'bots', 'server', 'cli']) walk(root, top, files);
  files.sort();
  const found = {};
  for (const check of CHECKS) found[check.id] = {};
  for (const rel of files) {
    const lines = codeLines(fs.readFileSync(path.join(root, rel), 'utf8'));
    for (const check of CHECKS) {
      if (!check.files(rel)) continue;
      const hits = [];
      lines.forEach((text, k) => {
        if (text.trim() !== '' && check.offends(text, rel)) hits.push({ line: k + 1, text: text.trim() });
      });
      if (hits.length > 0) found[check.id][rel] = hits;
    }
  }
  return found;
}

export function counts(found) {
  const out = {};
  for (const check of CHECKS) {
    out[check.id] = {};
    for (const [rel, hits] of Object.entries(found[check.id])) out[check.id][rel] = hits.length;
  }
  return out;
}

// The failures of `found` against `baseline`, as sentences (empty: the tree passes).
export function judge(found, baseline) {
  const problems = [];
  for (const check of CHECKS) {
    const allowed = baseline[check.id] ?? {};
    const files = new Set([...Object.keys(found[check.id]), ...Object.keys(allowed)]);
    for (const rel of [...files].sort()) {
      const hits = found[check.id][rel] ?? [];
      const max = allowed[rel] ?? 0;
      if (hits.length > max) {
        problems.push(`${check.id}: ${rel} has ${hits.length} lines where ${check.what} (baseline ${max}):`);
        // The new lines are among these; the guard cannot tell which, so it shows them all when few.
        for (const h of hits.slice(0, max === 0 ? 20 : 40)) problems.push(`  ${rel}:${h.line}: ${h.text}`);
      } else if (hits.length < max) {
        problems.push(
          `${check.id}: ${rel} is down to ${hits.length} from ${max}: lower the ratchet with ` +
            '`node scripts/guard.mjs --update` and commit scripts/guard-baseline.json',
        );
      }
    }
  }
  return problems;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const baselineFile = path.join(root, 'scripts/guard-baseline.json');
  const args = process.argv.slice(2);
  for (const a of args)
    if (!['--update', '--list'].includes(a)) {
      console.error(`guard: unknown argument ${a} (use --update or --list)`);
      process.exit(2);
    }
  const found = scan(root);
  if (args.includes('--list'))
    for (const check of CHECKS)
      for (const [rel, hits] of Object.entries(found[check.id]))
        for (const h of hits) console.log(`${check.id} ${rel}:${h.line}: ${h.text}`);
  if (args.includes('--update')) {
    fs.writeFileSync(baselineFile, JSON.stringify(counts(found), null, 2) + '\n');
    console.log(`guard: wrote ${path.relative(root, baselineFile)}`);
    return;
  }
  const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8'));
  const problems = judge(found, baseline);
  const totals = CHECKS.map((c) => `${c.id} ${Object.values(found[c.id]).reduce((s, h) => s + h.length, 0)}`);
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`guard: failed (${totals.join(', ')} lines left; docs/ENGINE.md "The guard")`);
    process.exit(1);
  }
  console.log(`guard: ok (${totals.join(', ')} lines left under the ratchet)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
