// `pnpm lint`'s dependency check: knip (knip.jsonc) in two passes, run side by side.
//   all files       every declared dependency is imported somewhere (or run as a binary), and every
//                   imported package is declared
//   what ships      (--production --strict) the files marked `!` import only runtime `dependencies`,
//                   and every runtime dependency is imported by them: a package only tests use
//                   belongs in devDependencies
// Usage: node scripts/check-dependencies.mjs [directory]  (default: the repository)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, runCaptured } from './lib.mjs';

const KNIP = path.join(root, 'node_modules', 'knip', 'bin', 'knip.js');

/** @type {[title: string, args: string[]][]} */
export const PASSES = [
  // A pino transport is used in production but imported only by a test, so the ignore that the
  // production pass needs is redundant here: hints are held by the pass that needs the ignores.
  ['all files', ['--dependencies', '--no-config-hints']],
  ['what ships', ['--production', '--strict', '--dependencies', '--treat-config-hints-as-errors']],
];

/**
 * One knip pass over `directory`: its exit code and what it printed.
 * @param {string} directory
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function knip(directory, args) {
  return runCaptured(process.execPath, [KNIP, '--directory', directory, '--no-progress', ...args]);
}

/**
 * Both passes over `directory`; `ok` only when both find nothing.
 * @param {string} directory
 */
export async function checkDependencies(directory) {
  const runs = await Promise.all(PASSES.map(([, args]) => knip(directory, args)));
  const report = runs
    .map(({ code, output }, index) => (code === 0 ? '' : `knip, ${PASSES[index]?.[0]}:\n${output.trim()}\n`))
    .join('');
  return { ok: runs.every(({ code }) => code === 0), report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const begun = Date.now();
  const { ok, report } = await checkDependencies(path.resolve(process.argv[2] ?? root));
  process.stdout.write(report);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  if (!ok) {
    process.stdout.write(`✖ dependencies: see above (knip.jsonc, docs/decisions.md) (${seconds} s)\n`);
    process.exit(1);
  }
  process.stdout.write(`✔ dependencies: every one declared, used, and in the right list (${seconds} s)\n`);
}
