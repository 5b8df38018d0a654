// `node scripts/test-legacy-postgres.mjs`: legacy-api's database tests once more (the files that open
// a test database: migrations, seed, queries, search, locks; see apps/legacy-api/vitest.config.ts),
// on a real PostgreSQL server instead of PGlite. The server is a throwaway cluster in a temporary folder, listening only on
// 127.0.0.1 behind a random password; it is stopped and its folder removed however the run ends.
// Plain Node 20, no dependencies. Installs Debian's postgresql when it is missing (root only).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePnpm, root, step } from './lib.mjs';
import { exec, postgresServer } from './postgres.mjs';

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the port probe did not listen on TCP');
  const { port } = address;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pnpm = ensurePnpm();
const dir = mkdtempSync(path.join(tmpdir(), 'studyflow-pg-'));
/** @type {ReturnType<typeof postgresServer> | undefined} */
let server;
let started = false;

/** Synchronous on purpose: it also runs from the `exit` event, after a failure or a signal. */
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) server?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(1));

let status = 1;
try {
  const port = await freePort();
  // Durability buys nothing in a server that is deleted in a minute; skipping it halves the run.
  server = postgresServer({ dir, port, password: randomBytes(24).toString('hex') });
  const done = step(`Starting a throwaway PostgreSQL (${server.bin}) in ${dir}`);
  server.init();
  started = true;
  server.start();
  server.createDatabase('studyflow_test');
  done();

  const tests = step(`legacy-api tests on PostgreSQL (127.0.0.1:${port})`);
  const env = {
    ...process.env,
    DATABASE_URL: server.url('studyflow_test'),
    // Package scripts call pnpm by name: the private copy under .tools/ must be found too.
    PATH: path.isAbsolute(pnpm)
      ? `${path.dirname(pnpm)}${path.delimiter}${process.env.PATH ?? ''}`
      : process.env.PATH,
  };
  status = exec(pnpm, ['--filter', '@studyflow/legacy-api', 'test'], { cwd: root, env });
  if (status === 0) tests();
  else process.stderr.write(`✖ legacy-api tests on PostgreSQL failed (exit ${status})\n`);
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  status = 1;
} finally {
  cleanUp();
}
process.exit(status);
