import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { buildApp } from './app';
import { loadEnv } from './env';

const env = loadEnv();
const app = await buildApp(env);

let closing = false;

/** How long no new connection may arrive before the listener closes, and the most we wait for that. */
const DRAIN_QUIET_MS = 100;
const DRAIN_MAX_MS = 2_000;

/**
 * Accepted connections that have not sent their first request yet. On close Node drops them as idle,
 * and the kernel resets those it still holds for us: callers who sent before the signal would get a
 * reset instead of an answer. Tracked from the start, so a connection accepted just before the
 * signal counts too.
 */
const unanswered = new Set<Socket>();
app.server.on('connection', (socket: Socket) => {
  unanswered.add(socket);
  socket.once('close', () => unanswered.delete(socket));
});
app.server.on('request', (request: IncomingMessage) => unanswered.delete(request.socket));

/**
 * Keeps the listener open until connections have stopped arriving for a moment and every accepted
 * one has sent its request (or the drain's own bound passes).
 */
function drained(server: Server, maxMs: number): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  let arrived = 0;
  const onConnection = () => {
    lastConnection = Date.now();
    arrived += 1;
  };
  server.on('connection', onConnection);
  return new Promise((resolve) => {
    const done = () => {
      server.off('connection', onConnection);
      resolve();
    };
    const later = () => setTimeout(check, Math.max(10, DRAIN_QUIET_MS - (Date.now() - lastConnection)));
    const check = () => {
      if (Date.now() - started >= maxMs) return done();
      if (Date.now() - lastConnection < DRAIN_QUIET_MS || unanswered.size > 0) return later();
      // Quiet so far, but a busy turn of the loop may have hidden new arrivals: confirm after one
      // more turn, whose poll phase accepts whatever the kernel has queued meanwhile.
      arrived = 0;
      setImmediate(() => (arrived === 0 && unanswered.size === 0 ? done() : later()));
    };
    later();
  });
}

/**
 * Accept until connections stop arriving, stop accepting, let in-flight requests finish, close the
 * upstream pool (the upstream plugin's onClose hook), then exit. A request that hangs cannot hold
 * the process past the deadline.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: env.shutdownTimeoutMs }, 'shutdown deadline passed, exiting');
    process.exit(1);
  }, env.shutdownTimeoutMs);
  deadline.unref();
  try {
    // At most a quarter of the deadline, so the requests in flight keep most of it.
    await drained(app.server, Math.min(DRAIN_MAX_MS, env.shutdownTimeoutMs / 4));
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
