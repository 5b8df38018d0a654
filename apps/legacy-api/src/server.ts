import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { type Database, databaseTarget, openDatabase } from './db/client';
import { loadEnv } from './env';
import { loggerOptions } from './logger';
import { createMailer } from './mail/create-mailer';
import { createMailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import { seedAtStart } from './seed/seed-at-start';

const started = performance.now();
const env = loadEnv();
const log = pino(loggerOptions(env));
const elapsed = () => Math.round(performance.now() - started);

let database: Database | undefined;
let mailer: Mailer | undefined;
let app: FastifyInstance | undefined;

/** Closes whatever has been opened so far, in reverse order (closing the app lets queued mail finish). */
async function closeAll(): Promise<void> {
  await app?.close();
  await mailer?.close();
  await database?.close();
}

try {
  database = await openDatabase(databaseTarget(env), (error) =>
    log.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
  );
  await database.migrate();
  const removed = await seedAtStart(database.db, env);
  if (removed !== null) log.warn(removed);
  log.info({ database: database.kind, demo: env.demo, ms: elapsed() }, 'database migrated and seeded');
  mailer = createMailer(env, log);
  app = await buildApp({ env, db: database.db, mail: createMailQueue(mailer, log) });
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  log.fatal({ err: error }, 'legacy-api failed to start');
  await closeAll().catch(() => undefined);
  process.exit(1);
}

const origin = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
const mailbox = env.demo ? `, mailbox ${origin}/mailbox` : '';
if (env.DEMO === true && !env.demo)
  log.warn('DEMO=1 is ignored under NODE_ENV=production: demo mode stays off');
log.info(
  {
    url: `${origin}/api`,
    edition: env.EDITION,
    mail: env.SMTP_URL ? 'smtp' : 'outbox',
    demo: env.demo,
    startupMs: elapsed(),
  },
  `legacy-api listening on ${origin}/api${mailbox}`,
);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  try {
    await closeAll();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
