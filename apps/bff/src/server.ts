import { buildApp } from './app';
import { loadEnv } from './env';

const env = loadEnv();
const app = await buildApp(env);

let closing = false;

/**
 * Stop accepting connections, let in-flight requests finish, close the upstream pool (the upstream
 * plugin's onClose hook), then exit. A request that hangs cannot hold the process past the deadline.
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
