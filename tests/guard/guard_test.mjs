// The structure guard's own test (issue 36 item 8): on a copy of the tree, one planted violation per
// check fails the guard with the planted line named, a cleaned-up line fails until the ratchet is
// lowered, and comments never count. Run: node tests/guard/guard_test.mjs (scripts/test runs it).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeLines, counts, judge, scan } from '../../scripts/guard.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baseline = JSON.parse(fs.readFileSync(path.join(root, 'scripts/guard-baseline.json'), 'utf8'));
let failures = 0;
function test(name, fn) {
  try {
    fn();
    console.log(`ok: ${name}`);
  } catch (e) {
    failures++;
    console.error(`FAILED: ${name}\n${e.stack}`);
  }
}

// A copy of the sources the guard reads, in a temporary folder.
function copyTree() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dune-guard-'));
  for (const top of ['engine', 'bots', 'server', 'cli'])
    fs.cpSync(path.join(root, top), path.join(tmp, top), { recursive: true });
  return tmp;
}
function plant(tree, rel, line) {
  fs.appendFileSync(path.join(tree, rel), `\n${line}\n`);
}

test('the tree passes under its baseline', () => {
  assert.deepEqual(judge(scan(root), baseline), []);
});

const tree = copyTree();
try {
  test('the copy passes as the tree does', () => {
    assert.deepEqual(judge(scan(tree), baseline), []);
  });

  const planted = [
    ['faction-words', 'engine/rules/phases/storm.cpp', 'static int planted_a(const Game& g) { return g.fremen.x; }'],
    ['faction-words', 'engine/rules/phases/mentat.cpp', 'constexpr int kPlantedKwisatzCost = 2;'],
    ['module-state', 'engine/rules/factions/guild/guild.cpp', 'static bool planted_b(const Game& g) { return g.tleilaxu.y; }'],
    ['raw-action-slot', 'engine/rules/components/tech/tech.cpp', 'static bool planted_c(const Action& a) { return a.flag; }'],
    ['board-index', 'bots/heuristic_bot.cpp', 'static int planted_d(const Game& g) { return g.board[3][0].normal; }'],
  ];
  for (const [check, rel, line] of planted)
    test(`a planted ${check} line in ${rel} fails the guard and is shown`, () => {
      const one = copyTree();
      try {
        plant(one, rel, line);
        const problems = judge(scan(one), baseline);
        assert.ok(problems.some((p) => p.startsWith(`${check}: ${rel} has `)), problems.join('\n'));
        assert.ok(problems.some((p) => p.includes(line.trim())), 'the planted line is printed');
      } finally {
        fs.rmSync(one, { recursive: true, force: true });
      }
    });

  test('a violation only in a comment does not count', () => {
    plant(tree, 'engine/rules/phases/storm.cpp', '// The Fremen ride the worm; g.board[1][2] /* Kwisatz */');
    plant(tree, 'engine/rules/phases/storm.cpp', '/* a.flag\n   Harkonnen */');
    assert.deepEqual(judge(scan(tree), baseline), []);
  });

  test('a cleaned-up file fails until the ratchet is lowered', () => {
    const now = counts(scan(tree));
    const [rel] = Object.entries(now['faction-words']).find(([, n]) => n > 0);
    const lowered = structuredClone(baseline);
    lowered['faction-words'][rel] = now['faction-words'][rel] + 1;
    const problems = judge(scan(tree), lowered);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /lower the ratchet/);
  });
} finally {
  fs.rmSync(tree, { recursive: true, force: true });
}

test('comments are blanked, strings and line numbers kept', () => {
  const lines = codeLines('int a; // Fremen\n/* Atreides\n still */ int b;\nlog("Guild // pays");\n');
  assert.equal(lines[0], 'int a; ');
  assert.equal(lines[1], '');
  assert.equal(lines[2], ' int b;');
  assert.equal(lines[3], 'log("Guild // pays");');
});

if (failures > 0) {
  console.error(`guard test: ${failures} failed`);
  process.exit(1);
}
console.log('guard test: all passed');
