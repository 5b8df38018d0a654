// Bare proxy, the floor for any Fastify gateway: @fastify/reply-from forwarding every request to the
// stub upstream untouched (no logging, no hooks, no parsing of the body).
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const upstream = process.argv[2];
if (!upstream) throw new Error('usage: node proxy.mjs <upstream origin>');

const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
await app.register(replyFrom, { base: upstream });
app.all('/*', (request, reply) => reply.from(request.url));
const listening = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
// run.mjs asks for this process's CPU time around each load run (CPU per request, whatever the load).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.send?.({ ready: Number(listening.port) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
