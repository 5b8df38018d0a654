import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerConfirmationRoutes } from './auth/confirmation-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { registerSignUpRoutes } from './auth/sign-up-routes';
import type { Db } from './db/client';
import type { Env } from './env';
import { registerFlowRoutes } from './flows/flow-routes';
import { registerHealthRoutes } from './health-routes';
import { registerErrorHandling } from './http/errors';
import { signedInScope } from './http/signed-in';
import { loggerOptions } from './logger';
import { registerMailboxRoutes } from './mail/mailbox-routes';
import type { Mailer } from './mail/mailer';
import { outboxDir } from './mail/outbox-store';
import { registerUploadRoutes } from './media/upload-routes';
import { registerAccessibilityRoutes } from './users/accessibility-routes';
import { registerAvatarRoutes } from './users/avatar-routes';
import { registerProfileRoutes } from './users/profile-routes';
import { registerSoftwareRoutes } from './users/software-routes';
import { registerUserInfoRoutes } from './users/user-info-routes';

export interface AppDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  /** Defaults to the wall clock. */
  now?: () => Date;
}

/** The whole HTTP app, without listening: server.ts listens, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const ctx: AppContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const app = Fastify({ logger: loggerOptions(deps.env), bodyLimit: 1024 * 1024 });

  await app.register(cookie);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);

  registerHealthRoutes(app, deps.db);
  registerSessionRoutes(app, ctx);
  registerSignUpRoutes(app, ctx);
  registerConfirmationRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  await app.register(
    signedInScope(ctx, [
      registerSoftwareRoutes,
      registerUserInfoRoutes,
      registerProfileRoutes,
      registerAvatarRoutes,
      registerAccessibilityRoutes,
      registerFlowRoutes,
    ]),
  );
  await registerUploadRoutes(app, deps.env.DATA_DIR);
  if (deps.env.NODE_ENV !== 'production') registerMailboxRoutes(app, outboxDir(deps.env.DATA_DIR));

  return app;
}

/**
 * Clients send `content-type: application/json` with no body on bodiless calls (sign_out,
 * authorize); Rails reads that as "no parameters", while Fastify's default parser rejects it.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
