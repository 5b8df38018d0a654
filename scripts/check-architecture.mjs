// The conventions of docs/architecture.md that no tool holds for us, checked on every `pnpm lint`:
// raw style values outside the theme, and citations of documents a clone does not have. The import
// rules are dependency-cruiser's (.dependency-cruiser.cjs). Plain Node, no dependencies.
// Usage: node scripts/check-architecture.mjs [root]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'drizzle']);
/** Style files: vanilla-extract's `*.css.ts`. */
const STYLE = /\.css\.ts$/;
/** A raw colour or pixel length in a style file: values come from the theme contract instead. */
const RAW_STYLE_VALUE = /#[0-9a-fA-F]{3,8}\b|\b\d+(\.\d+)?px\b|\brgba?\(|\bhsla?\(/;
/** Where raw values are the point: the theme's own definitions, and the one visually-hidden rule. */
const RAW_STYLE_ALLOWED = [/^packages\/ui\/src\/theme\//, /^packages\/ui\/src\/visually-hidden\.css\.ts$/];
/**
 * A citation of the product specification's source documents by number, or a path out of the
 * repository to them: someone who clones the repo has neither, so code and docs cite requirement
 * ids from docs/requirements.md instead.
 */
const STALE_CITATION = /\bseeds?[ _-]?00[01]\b|\.\.\/shared\//i;
/** Text files whose words a reader sees: code, docs and data. */
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|json|ya?ml|html|css)$/;
/** Where citations are checked: every top folder with our words, plus the root's own files. */
const TEXT_TOPS = ['apps', 'packages', 'tests', 'scripts', 'bench', 'docs'];
/** The rules' fixtures break them on purpose. */
const FIXTURES = 'scripts/architecture-fixtures/';

/**
 * Every file under `dir` whose name `pattern` finds, relative to `root` with forward slashes.
 * @param {string} dir
 * @param {string} root
 * @param {RegExp} pattern
 * @returns {Generator<string>}
 */
function* walk(dir, root, pattern) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        yield* walk(path.join(dir, entry.name), root, pattern);
    } else if (pattern.test(entry.name)) {
      yield path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/');
    }
  }
}

/** @param {string} candidate */
const isDirectory = (candidate) => {
  try {
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
};

/**
 * @param {string} root
 * @param {readonly string[]} tops
 * @param {RegExp} pattern
 */
const filesUnder = (root, tops, pattern) =>
  tops
    .filter((top) => isDirectory(path.join(root, top)))
    .flatMap((top) => [...walk(path.join(root, top), root, pattern)])
    .filter((file) => !file.startsWith(FIXTURES));

/** @param {string} file */
const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file) || file.includes('/test-support/');

/**
 * Each line of `file` that `pattern` finds, as `file:line message`; comment lines skipped when asked.
 * @param {string} root
 * @param {string} file
 * @param {RegExp} pattern
 * @param {string} message
 * @param {{ skipComments?: boolean }} [options]
 */
function linesMatching(root, file, pattern, message, { skipComments = false } = {}) {
  /** @type {string[]} */
  const problems = [];
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, at) => {
      if (pattern.test(line) && !(skipComments && line.trim().startsWith('//'))) {
        problems.push(`${file}:${at + 1} ${message}`);
      }
    });
  return problems;
}

/**
 * Raw colours and pixel lengths in component styles (the theme contract has the values).
 * @param {string} root
 */
export function rawStyleValues(root) {
  return filesUnder(root, ['apps', 'packages'], STYLE)
    .filter((file) => !isTest(file) && !RAW_STYLE_ALLOWED.some((allowed) => allowed.test(file)))
    .flatMap((file) =>
      linesMatching(
        root,
        file,
        RAW_STYLE_VALUE,
        'raw colour or pixel value in a style: use the theme contract',
        {
          skipComments: true,
        },
      ),
    );
}

/**
 * Lines that cite documents a clone does not have (STALE_CITATION).
 * @param {string} root
 */
export function staleCitations(root) {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => entry.name);
  return [...rootFiles, ...filesUnder(root, TEXT_TOPS, TEXT)].flatMap((file) =>
    linesMatching(
      root,
      file,
      STALE_CITATION,
      'cites a document outside the repository: cite a requirement id from docs/requirements.md',
    ),
  );
}

/**
 * All violations under `root` (the repo, or a fixture tree shaped like it).
 * @param {string} root
 */
export function checkArchitecture(root) {
  return [...staleCitations(root), ...rawStyleValues(root)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const started = Date.now();
  const problems = checkArchitecture(root);
  if (problems.length > 0) {
    process.stderr.write(`✖ ${problems.length} architecture rule(s) broken:\n  ${problems.join('\n  ')}\n`);
    process.exit(1);
  }
  process.stdout.write(`Style values and citations hold (${Date.now() - started} ms).\n`);
}
