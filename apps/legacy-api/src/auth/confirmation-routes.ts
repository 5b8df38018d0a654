import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { parseParams } from '../http/params';
import { confirmUser, findUserByEmail, findUserById } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { isBlank, normaliseEmail } from './field-rules';
import { confirmationJob } from './mail-jobs';
import { consumeToken, findToken } from './mail-token-queries';

const ConfirmQuery = z.object({ confirmation_token: z.string().optional() });
const ResendBody = z.object({ email: z.string().nullish() });

export function registerConfirmationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/auth/confirmations', async (request) => {
    const { confirmation_token: token } = parseParams(ConfirmQuery, request.query);
    const invalid = () => unprocessable({ msg: AUTH_MESSAGES.confirmationInvalid });
    if (isBlank(token)) throw invalid();
    const row = await findToken(db, 'confirmation', token.trim());
    const user = row ? await findUserById(db, row.userId) : undefined;
    if (!row || !user) throw invalid();
    // A link used before, or any link of an account confirmed since, means there is nothing left to do.
    if (row.usedAt !== null || user.confirmedAt !== null)
      throw unprocessable({ msg: AUTH_MESSAGES.alreadyVerified });
    const now = ctx.now();
    if (row.expiresAt <= now) throw unprocessable({ msg: AUTH_MESSAGES.confirmationExpired });
    const confirmed = await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, 'confirmation', row.id, now))) return false;
      await confirmUser(tx, user.id, now);
      return true;
    });
    if (!confirmed) throw unprocessable({ msg: AUTH_MESSAGES.alreadyVerified });
    return { msg: AUTH_MESSAGES.accountVerified };
  });

  app.post('/auth/confirmations', async (request) => {
    const { email } = parseParams(ResendBody, request.body);
    if (isBlank(email)) throw unprocessable({ errors: { email: [FIELD_ERRORS.blank] } });
    const user = await findUserByEmail(db, normaliseEmail(email));
    // Same answer and the same work before it either way (the token is issued in the queued job),
    // so neither the text nor the timing tells who has an account.
    if (user && user.confirmedAt === null) ctx.mail.enqueue('confirmation', confirmationJob(ctx, user));
    return { msg: AUTH_MESSAGES.confirmationResent };
  });
}
