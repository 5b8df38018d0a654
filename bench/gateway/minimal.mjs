// The ceiling for any gateway that transforms the body, not only forwards it: one Fastify route with
// no plugins and no tRPC that does the least the BFF's `auth.authorize` must do — an undici call to
// the stub upstream, JSON.parse, the BFF's own camelizeKeys (apps/bff/src/upstream/case.ts), the
// contracts' UserEnvelopeSchema, and the tRPC batch envelope written with reply.send().
// Run under tsx (the contracts are TypeScript): `node --import tsx minimal.mjs <upstream origin>`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserEnvelopeSchema } from '@studyflow/contracts/auth';
import Fastify from 'fastify';

const upstream = process.argv[2];
if (!upstream) throw new Error('usage: node --import tsx minimal.mjs <upstream origin>');
const bffDir = path.join(import.meta.dirname, '../../apps/bff');
// undici is the BFF's dependency, not the bench's: load the very copy the BFF uses.
const { Pool } = createRequire(path.join(bffDir, 'package.json'))('undici');
const { camelizeKeys } = await import(pathToFileURL(path.join(bffDir, 'src/upstream/case.ts')).href);

// As many keep-alive connections as the BFF's default UPSTREAM_CONNECTIONS.
const pool = new Pool(upstream, { connections: 32 });
const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
app.get('/trpc/auth.authorize', async (request, reply) => {
  const response = await pool.request({
    path: '/api/auth/authorize',
    method: 'POST',
    headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
  });
  const parsed = UserEnvelopeSchema.safeParse(camelizeKeys(JSON.parse(await response.body.text())));
  if (!parsed.success) return reply.code(502).send({ error: 'upstream answer does not match' });
  return reply
    .header('content-type', 'application/json')
    .send(JSON.stringify([{ result: { data: parsed.data.user } }]));
});
const listening = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.send?.({ ready: Number(listening.port) });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.close())
    .then(() => process.exit(0)),
);
