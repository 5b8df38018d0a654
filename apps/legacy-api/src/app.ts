import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { apiRoutes } from './api-routes';
import type { AppContext } from './app-context';
import type { Db } from './db/client';
import type { Env } from './env';
import { acceptEmptyJsonBodies } from './http/empty-json-bodies';
import { registerErrorHandling } from './http/errors';
import { loggerOptions, RequestLines } from './logger';
import type { MailQueue } from './mail/mail-queue';
import { outboxDir } from './mail/outbox-mailer';
import { registerMailboxRoutes } from './mailbox/mailbox-routes';
import { registerUploadRoutes } from './media/upload-routes';
import { registerTestSeedingRoutes } from './test-seeding/test-seeding-routes';

export interface AppDeps {
  env: Env;
  db: Db;
  mail: MailQueue;
  /** Defaults to the wall clock. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** The whole HTTP app, without listening: server.ts listens, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const ctx: AppContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const logger = deps.logStream
    ? { ...loggerOptions(deps.env, false), stream: deps.logStream }
    : loggerOptions(deps.env);
  const app = Fastify({ logger, logController: new RequestLines(), bodyLimit: 1024 * 1024 });
  // Queued mail may still issue tokens: the database must outlive it, and the caller closes that next.
  app.addHook('onClose', () => deps.mail.idle());

  await app.register(cookie);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);

  await app.register(apiRoutes(ctx), { prefix: '/api' });
  // The end-to-end suite's shortcut to a learner with state: never outside a test run.
  if (deps.env.NODE_ENV === 'test') {
    // biome-ignore lint/nursery/noMisusedPromises: Fastify's register takes an async plugin (its FastifyPluginAsync overload); Biome checks only the callback overload
    await app.register(async (api) => registerTestSeedingRoutes(api, ctx), { prefix: '/api' });
  }
  // Media and the mailbox are served beside the API, not as part of it. The mailbox shows every
  // account's links, so it is a demo convenience: never in production, nor with DEMO=0.
  await registerUploadRoutes(app, deps.env.DATA_DIR);
  if (deps.env.demo) {
    registerMailboxRoutes(app, outboxDir(deps.env.DATA_DIR), () => deps.mail.idle());
  }

  return app;
}
