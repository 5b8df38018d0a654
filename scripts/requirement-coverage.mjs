// `node scripts/requirement-coverage.mjs [--json] [--compare before.json]`: for every requirement id
// of docs/requirements.md, the tests that cite it (file and the name of the test around the citation).
// `--compare` fails when an id that had a test in the earlier list has none now: moving a check to a
// cheaper layer must take its citation along. Plain Node 20, no dependencies.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs)$/;
const SKIP_DIRS = new Set([
  'fixtures',
  'node_modules',
  'dist',
  '.data',
  '.git',
  '.tools',
  'test-results',
  'playwright-report',
]);
const SEARCHED = ['apps', 'packages', 'tests', 'scripts'];

function requirementIds() {
  const text = readFileSync(path.join(root, 'docs/requirements.md'), 'utf8');
  const prefixes = [...text.matchAll(/^\| ([A-Z0-9]+) \| /gm)].map((match) => match[1]);
  /** @type {Set<string>} */
  const ids = new Set();
  for (const [, id] of text.matchAll(/^- \*\*([A-Z0-9]+-\d+)\*\*/gm)) if (id) ids.add(id);
  return { ids: [...ids], prefixes };
}

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

/**
 * The nearest `test(`/`it(`/`describe(` title at or above a line: what a reader opens.
 * @param {readonly string[]} lines
 * @param {number} index
 */
function enclosingTitle(lines, index) {
  for (let line = index; line >= 0; line -= 1) {
    // The title on the call's line, or on the next one when a formatter broke the call.
    const text = /\b(?:test|it|describe)(?:\.\w+)?\($/.test(lines[line] ?? '')
      ? `test(${lines[line + 1] ?? ''}`
      : (lines[line] ?? '');
    const match = text.match(/\b(?:test|it|describe)(?:\.\w+)?\(\s*(['"`])(.+?)\1/);
    if (match) return match[2];
  }
  return '(file)';
}

/** @returns {Record<string, string[]>} each requirement id's citing tests, as `file › title` */
export function coverage() {
  const { ids, prefixes } = requirementIds();
  const pattern = new RegExp(`\\b(?:${prefixes.join('|')})-\\d+\\b`, 'g');
  const cited = new Map(ids.map((id) => [id, /** @type {Set<string>} */ (new Set())]));
  for (const base of SEARCHED) {
    for (const file of testFiles(path.join(root, base))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [id] of line.matchAll(pattern)) {
          cited.get(id)?.add(`${path.relative(root, file)} › ${enclosingTitle(lines, index)}`);
        }
      });
    }
  }
  return Object.fromEntries([...cited].map(([id, tests]) => [id, [...tests].sort()]));
}

const args = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  const now = coverage();
  const compareAt = args.indexOf('--compare');
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(now, null, 2)}\n`);
  } else {
    const entries = Object.entries(now);
    for (const [id, tests] of entries) {
      process.stdout.write(`${id}: ${tests.length === 0 ? '—' : tests.join('; ')}\n`);
    }
    const withTests = entries.filter(([, tests]) => tests.length > 0).length;
    process.stdout.write(`\n${withTests} of ${entries.length} requirement ids are cited by a test.\n`);
  }
  if (compareAt !== -1) {
    const earlier = args[compareAt + 1];
    if (earlier === undefined) {
      process.stderr.write('✖ --compare needs the file of an earlier --json run\n');
      process.exit(1);
    }
    /** @type {Record<string, string[]>} */
    const before = JSON.parse(readFileSync(earlier, 'utf8'));
    const lost = Object.entries(before)
      .filter(([id, tests]) => tests.length > 0 && (now[id] ?? []).length === 0)
      .map(([id]) => id);
    if (lost.length > 0) {
      process.stderr.write(`✖ requirement ids that lost their last test: ${lost.join(', ')}\n`);
      process.exit(1);
    }
    process.stderr.write('✔ every requirement id that had a test still has one\n');
  }
}
