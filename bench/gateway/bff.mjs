// The real BFF (the same plugin graph as apps/bff/src/server.ts) in production mode, pointed at the
// stub upstream. Run under tsx: `node --import tsx bff.mjs <upstream origin> [bff src dir]`; the
// directory (default: this checkout's apps/bff/src) lets one compare another checkout, e.g. before
// and after a change.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [upstream, srcDir = path.join(import.meta.dirname, '../../apps/bff/src')] = process.argv.slice(2);
if (!upstream) throw new Error('usage: node --import tsx bff.mjs <upstream origin> [bff src dir]');
const { buildApp } = await import(pathToFileURL(path.join(srcDir, 'app.ts')).href);
const { parseEnv } = await import(pathToFileURL(path.join(srcDir, 'env.ts')).href);

const env = parseEnv({
  NODE_ENV: 'production',
  PORT: '0',
  UPSTREAM_URL: `${upstream}/api`,
  PUBLIC_ORIGIN: 'http://localhost:3000',
  LOG_LEVEL: 'warn',
  // The load generator is one very busy client on 127.0.0.1; the limit itself still runs per request.
  RATE_LIMIT_MAX: '1000000000',
  // Production refuses to start without one (docs/operations.md); a bench encrypts nothing real.
  NOTE_QUEUE_SECRET: 'bench-only-note-queue-secret-never-deployed',
});
const app = await buildApp(env);
await app.listen({ port: 0, host: '127.0.0.1' });
// run.mjs asks for this process's CPU time around each load run (CPU per request, whatever the load).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.send?.({ ready: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
