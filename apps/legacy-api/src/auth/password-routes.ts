import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { parseParams } from '../http/params';
import { findUserByEmail, setPasswordHash } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { FieldRules, isBlank, isEmail, normaliseEmail } from './field-rules';
import { resetPasswordJob } from './mail-jobs';
import { consumeToken, dropUnusedTokens, findToken } from './mail-token-queries';
import { hashPassword } from './passwords';
import { deleteSessionsOf } from './session-queries';

const RequestBody = z.object({ user: z.object({ email: z.string().nullish() }) });
const ChangeBody = z.object({
  user: z.object({
    password: z.string().nullish(),
    password_confirmation: z.string().nullish(),
    reset_password_token: z.string().nullish(),
  }),
});

const CheckQuery = z.object({ reset_password_token: z.string().nullish() });

const invalidToken = () =>
  unprocessable({
    msg: AUTH_MESSAGES.resetInvalid,
    errors: { reset_password_token: [FIELD_ERRORS.invalid] },
  });

const expiredToken = () =>
  unprocessable({
    msg: AUTH_MESSAGES.resetExpired,
    errors: { reset_password_token: [FIELD_ERRORS.resetExpired] },
  });

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/auth/reset_password', async (request) => {
    const { email } = parseParams(RequestBody, request.body).user;
    if (isBlank(email)) throw unprocessable({ errors: { email: [FIELD_ERRORS.blank] } });
    if (!isEmail(email.trim())) throw unprocessable({ errors: { email: [FIELD_ERRORS.invalid] } });
    const user = await findUserByEmail(db, normaliseEmail(email));
    // Same answer, and the same work before it, whether or not the account exists: the token is
    // issued in the queued job. Unconfirmed accounts confirm first.
    if (user && user.confirmedAt !== null) ctx.mail.enqueue('reset-password', resetPasswordJob(ctx, user));
    return { msg: AUTH_MESSAGES.resetRequested };
  });

  /** A token that can still change a password, or the 422 that says why not. */
  const usableToken = async (token: string | null | undefined, now: Date) => {
    if (isBlank(token)) throw invalidToken();
    const row = await findToken(db, 'reset', token.trim());
    if (!row || row.usedAt !== null) throw invalidToken();
    if (row.expiresAt <= now) throw expiredToken();
    return row;
  };

  // Asks about a link without using it up, so the page can say at once that it is spent or old
  // (and offer a new one) instead of after the learner has typed a new password twice.
  app.get('/auth/reset_password/check', async (request) => {
    const { reset_password_token: token } = parseParams(CheckQuery, request.query);
    await usableToken(token, ctx.now());
    return { msg: AUTH_MESSAGES.resetUsable };
  });

  app.put('/auth/reset_password', async (request) => {
    const params = parseParams(ChangeBody, request.body).user;
    const now = ctx.now();
    const row = await usableToken(params.reset_password_token, now);
    const rules = new FieldRules();
    rules.newPassword(params.password, params.password_confirmation);
    if (rules.failed) throw unprocessable({ errors: rules.errors });

    const passwordHash = await hashPassword(params.password ?? '');
    const changed = await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, 'reset', row.id, now))) return false;
      await setPasswordHash(tx, row.userId, passwordHash, now);
      await dropUnusedTokens(tx, 'reset', row.userId);
      // Whoever knew the old password is signed out everywhere.
      await deleteSessionsOf(tx, row.userId);
      return true;
    });
    if (!changed) throw invalidToken();
    return { msg: AUTH_MESSAGES.passwordChanged };
  });
}
