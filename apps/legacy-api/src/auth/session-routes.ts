import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/errors';
import { parseParams } from '../http/params';
import { userPayload } from '../users/user-payload';
import { findUserByEmail } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { normaliseEmail } from './field-rules';
import { checkPassword } from './passwords';
import { recordLogin } from './record-login';
import { endSession, sessionUserId, startSession } from './sessions';

const SignInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** The browser's IANA zone, for badge days; checked by recordLogin, never a reason to refuse. */
  time_zone: z.unknown().optional(),
});

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.post('/auth/sign_in', async (request, reply) => {
    const { email, password, time_zone } = parseParams(
      SignInBody,
      request.body,
      AUTH_MESSAGES.credentialsRequired,
    );
    const user = await findUserByEmail(db, normaliseEmail(email));
    if (!(await checkPassword(user?.passwordHash, password)) || !user) {
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    if (user.confirmedAt === null) throw unauthorized(AUTH_MESSAGES.unconfirmed);
    const now = ctx.now();
    await startSession(db, env, request, reply, user.id, now);
    await recordLogin(db, user.id, env.EDITION, now, time_zone);
    return { user: await userPayload(db, user.id) };
  });

  app.post('/auth/authorize', async (request) => {
    const userId = await sessionUserId(db, request, ctx.now());
    if (userId === null) throw unauthorized(AUTH_MESSAGES.signInRequired);
    return { user: await userPayload(db, userId) };
  });

  app.delete('/auth/sign_out', async (request, reply) => {
    await endSession(db, env, request, reply);
    return reply.code(204).send();
  });
}
