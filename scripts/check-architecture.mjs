// The architecture's import and style rules (docs/architecture.md), checked on every `npm test`.
// Plain Node, no dependencies: a regex reader of import specifiers is enough for our own code, and
// it runs in well under a second. Usage: node scripts/check-architecture.mjs [root]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'drizzle']);
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
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
const TEXT = /\.(ts|tsx|mts|js|mjs|md|json|ya?ml|html|css)$/;
/** Where citations are checked: every top folder with our words, plus the root's own files. */
const TEXT_TOPS = ['apps', 'packages', 'tests', 'scripts', 'bench', 'docs'];

function* walk(dir, root, pattern = SOURCE) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        yield* walk(path.join(dir, entry.name), root, pattern);
    } else if (pattern.test(entry.name)) {
      yield path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/');
    }
  }
}

/** Every import of a file: its specifier, whether it is type-only or lazy (`import()`), and its line. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, typeOnly: Boolean(match[2]), lazy: Boolean(match[4]), line });
  }
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveRelative(root, from, specifier) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    try {
      if (statSync(path.join(root, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return base;
}

const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file) || file.includes('/test-support/');

/** The rules, each a function of one import; a message when it is broken. */
function broken(file, target, { specifier, typeOnly }) {
  const fromFeature = featureOf(file);
  const toFeature = target ? featureOf(target) : null;
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature "${fromFeature}" imports feature "${toFeature}": move what they share to lib/, packages/ui or packages/contracts`;
  }
  if (file.startsWith('apps/web/src/lib/') && toFeature) {
    return `lib/ imports feature "${toFeature}": lib/ sits below the features`;
  }
  if (file.startsWith('packages/')) {
    if ((target ?? '').startsWith('apps/') || /^@studyflow\/(web|bff|legacy-api)(\/|$)/.test(specifier)) {
      return 'a package imports an app: packages never depend on apps';
    }
  }
  if (file.startsWith('apps/web/') && /^@studyflow\/bff(\/|$)/.test(specifier) && !typeOnly) {
    return 'the web imports the BFF at run time: only `import type` (the AppRouter type) is allowed';
  }
  if (file.startsWith('apps/legacy-api/')) {
    if (specifier.startsWith('@studyflow/') || (target !== null && !target.startsWith('apps/legacy-api/'))) {
      return 'legacy-api imports another part of the repo: it stands in for a foreign system';
    }
  }
  if (file.startsWith('apps/bff/') && /^@studyflow\/(web|legacy-api|ui)(\/|$)/.test(specifier)) {
    return 'the BFF imports the web, ui or legacy-api: it may use contracts only';
  }
  return null;
}

/** Strongly connected groups of two or more files (Tarjan), i.e. import circles. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return found;
}

const isDirectory = (candidate) => {
  try {
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Lines that cite documents a clone does not have (STALE_CITATION). The checker's own fixtures break
 * the rule on purpose, so they are left out.
 */
export function staleCitations(root) {
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => entry.name);
  for (const top of TEXT_TOPS.filter((name) => isDirectory(path.join(root, name)))) {
    files.push(...walk(path.join(root, top), root, TEXT));
  }
  const problems = [];
  for (const file of files.filter((name) => !name.startsWith('scripts/fixtures/'))) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, at) => {
        if (STALE_CITATION.test(line)) {
          problems.push(
            `${file}:${at + 1} cites a document outside the repository: cite a requirement id from docs/requirements.md`,
          );
        }
      });
  }
  return problems;
}

/** All violations under `root` (the repo, or a fixture tree shaped like it). */
export function checkArchitecture(root) {
  const problems = staleCitations(root);
  const graph = new Map();
  const tops = ['apps', 'packages'].filter((top) => isDirectory(path.join(root, top)));
  for (const top of tops) {
    for (const file of walk(path.join(root, top), root)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const edges = [];
      for (const found of importsOf(text)) {
        const target = found.specifier.startsWith('.') ? resolveRelative(root, file, found.specifier) : null;
        // A lazy import runs after both modules have loaded, so it cannot tangle their start-up:
        // the web's route table loads each page lazily while the pages link through the table.
        if (target && !found.lazy) edges.push(target);
        // Tests may reach across for fixtures only within their own feature, like the code.
        const message = broken(file, target, found);
        if (message) problems.push(`${file}:${found.line} ${message}`);
      }
      graph.set(file, edges);
      if (
        file.endsWith('.css.ts') &&
        !isTest(file) &&
        !RAW_STYLE_ALLOWED.some((allowed) => allowed.test(file))
      ) {
        text.split('\n').forEach((line, at) => {
          if (RAW_STYLE_VALUE.test(line) && !line.trim().startsWith('//')) {
            problems.push(`${file}:${at + 1} raw colour or pixel value in a style: use the theme contract`);
          }
        });
      }
    }
  }
  for (const group of circles(graph)) problems.push(`import circle: ${group.join(' → ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const started = Date.now();
  const problems = checkArchitecture(root);
  if (problems.length > 0) {
    process.stderr.write(`✖ ${problems.length} architecture rule(s) broken:\n  ${problems.join('\n  ')}\n`);
    process.exit(1);
  }
  process.stdout.write(`Architecture rules hold (${Date.now() - started} ms).\n`);
}
