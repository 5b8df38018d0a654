// `npm run build:production`: the production build (docs/operations.md, "Deploying").
//
// 1. The web app, as `npm start` builds it (apps/web/dist: hashed assets, precompressed .br/.gz).
// 2. The BFF and legacy-api each bundled ahead of time by esbuild into the package's dist/: our
//    TypeScript and the workspace's own packages (@studyflow/contracts exports TypeScript source)
//    become plain ESM; every npm dependency stays an import, resolved from node_modules at run time
//    (native modules, WASM, pino's worker transports need their own files). No tsx at run time.
// 3. Each server deployed with `pnpm deploy --prod` into .deploy/<name>: the package's files (its
//    package.json "files") and its production dependencies only, no devDependency, no tsx; the web's
//    static files beside them in .deploy/web.
//
// Start each with plain `node` and NODE_ENV=production (operations.md lists the environment).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, root, run, step } from './lib.mjs';

/** Where the deployable folders go (git-ignored). */
export const DEPLOY_DIR = path.join(root, '.deploy');

/**
 * Each server: its package, its folder, and the entry points bundled into its dist/.
 * @type {{ name: string, pkg: string, dir: string, entries: Record<string, string> }[]}
 */
const SERVERS = [
  { name: 'bff', pkg: '@studyflow/bff', dir: 'apps/bff', entries: { server: 'src/server.ts' } },
  {
    name: 'legacy-api',
    pkg: '@studyflow/legacy-api',
    dir: 'apps/legacy-api',
    entries: {
      server: 'src/server.ts',
      // Migrate and seed (run once per deployment, before the instances start).
      setup: 'src/db/setup.ts',
      'licences-add': 'src/operator/licences-add.ts',
      'institutions-add': 'src/operator/institutions-add.ts',
    },
  },
];

/** A package's runtime dependencies that stay imports (everything but the workspace's own). */
/** @param {string} packageDir */
function externalsOf(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@studyflow/'));
  return names.flatMap((name) => [name, `${name}/*`]);
}

/** Bundles one server into its dist/ (esbuild comes from the workspace's devDependencies). */
/** @param {{ dir: string, entries: Record<string, string> }} server */
async function bundle({ dir, entries }) {
  const { build } = await import('esbuild');
  const packageDir = path.join(root, dir);
  const outdir = path.join(packageDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: packageDir,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([out, src]) => [out, src])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    external: externalsOf(packageDir),
    logLevel: 'warning',
    // A dependency left as an import may still be CommonJS that calls require(): give the bundle one.
    banner: {
      js: "import { createRequire as __sfRequire } from 'node:module'; const require = __sfRequire(import.meta.url);",
    },
  });
}

/** The deployed tree must run without anything the development setup has. */
/** @param {string} folder */
function checkDeployed(folder) {
  const modules = path.join(folder, 'node_modules');
  for (const forbidden of ['tsx', 'typescript', 'vitest', 'esbuild']) {
    if (existsSync(path.join(modules, forbidden)) || existsSync(path.join(modules, '.pnpm', forbidden)))
      throw new Error(`${folder}: ${forbidden} is in the production dependencies`);
  }
  const leaked = readdirSync(path.join(modules, '.pnpm')).filter((entry) =>
    /^(tsx|typescript|vitest|esbuild)@/.test(entry),
  );
  if (leaked.length > 0) throw new Error(`${folder}: development packages deployed: ${leaked.join(', ')}`);
}

export async function buildProduction() {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);

  let done = step('Building the web app');
  run(pnpm, ['--filter', '@studyflow/web', 'run', 'build']);
  done();

  done = step('Bundling the BFF and legacy-api (esbuild)');
  for (const server of SERVERS) await bundle(server);
  done();

  done = step(
    `Deploying production dependencies only (pnpm deploy --prod) into ${path.relative(root, DEPLOY_DIR)}/`,
  );
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  for (const server of SERVERS) {
    const target = path.join(DEPLOY_DIR, server.name);
    run(
      pnpm,
      ['--filter', server.pkg, 'deploy', '--prod', '--config.inject-workspace-packages=true', target],
      {
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    checkDeployed(target);
  }
  cpSync(path.join(root, 'apps/web/dist'), path.join(DEPLOY_DIR, 'web'), { recursive: true });
  done();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildProduction();
  process.stdout.write(`
The production build is in ${path.relative(process.cwd(), DEPLOY_DIR) || '.'}/:
  bff/         node bff/dist/server.mjs          (WEB_DIST=…/web, NOTE_QUEUE_SECRET, UPSTREAM_URL, …)
  legacy-api/  node legacy-api/dist/setup.mjs    once per deployment (migrate, seed), then
               node legacy-api/dist/server.mjs   (DATABASE_URL, DATA_DIR, APP_URL, …)
  web/         the static files the BFF serves (or nginx in front of it)
Each with NODE_ENV=production: docs/operations.md, "Deploying".
`);
}
