import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { resetPasswordTokens, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { resetPasswordMail } from '../mail/messages';
import { findUserByEmail } from '../users/accounts';
import { FieldRules, isBlank, isEmail, normaliseEmail } from './field-rules';
import { consumeToken, dropUnusedTokens, findToken, issueToken } from './mail-tokens';
import { AUTH_MESSAGES, FIELD_ERRORS } from './messages';
import { hashPassword } from './passwords';
import { endAllSessionsOf } from './sessions';

const RequestBody = z.object({ user: z.object({ email: z.string().nullish() }) });
const ChangeBody = z.object({
  user: z.object({
    password: z.string().nullish(),
    password_confirmation: z.string().nullish(),
    reset_password_token: z.string().nullish(),
  }),
});

const invalidToken = () =>
  unprocessable({
    msg: AUTH_MESSAGES.resetInvalid,
    errors: { reset_password_token: [FIELD_ERRORS.invalid] },
  });

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.post('/api/auth/reset_password', async (request) => {
    const { email } = parseParams(RequestBody, request.body).user;
    if (isBlank(email)) throw unprocessable({ errors: { email: [FIELD_ERRORS.blank] } });
    if (!isEmail(email.trim())) throw unprocessable({ errors: { email: [FIELD_ERRORS.invalid] } });
    const user = await findUserByEmail(db, normaliseEmail(email));
    // Same answer whether or not the account exists; unconfirmed accounts confirm first.
    if (user && user.confirmedAt !== null) {
      const ttl = env.RESET_TOKEN_TTL_SECONDS;
      const token = await db.transaction(async (tx) => {
        // Only the newest link works: an older mail lying around is no way in.
        await dropUnusedTokens(tx, resetPasswordTokens, user.id);
        return issueToken(tx, resetPasswordTokens, user.id, ttl, ctx.now());
      });
      await ctx.mailer.send(
        resetPasswordMail({
          to: user.email,
          firstName: user.firstName,
          link: `${env.APP_URL}/auth/reset_password/${token}`,
          validForSeconds: ttl,
        }),
      );
    }
    return { msg: AUTH_MESSAGES.resetRequested };
  });

  app.put('/api/auth/reset_password', async (request) => {
    const params = parseParams(ChangeBody, request.body).user;
    const token = params.reset_password_token;
    if (isBlank(token)) throw invalidToken();
    const row = await findToken(db, resetPasswordTokens, token.trim());
    if (!row || row.usedAt !== null) throw invalidToken();
    const now = ctx.now();
    if (row.expiresAt <= now) {
      throw unprocessable({
        msg: AUTH_MESSAGES.resetExpired,
        errors: { reset_password_token: [FIELD_ERRORS.resetExpired] },
      });
    }
    const rules = new FieldRules();
    rules.newPassword(params.password, params.password_confirmation);
    if (rules.failed) throw unprocessable({ errors: rules.errors });

    const passwordHash = await hashPassword(params.password ?? '');
    const changed = await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, resetPasswordTokens, row.id, now))) return false;
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
      await dropUnusedTokens(tx, resetPasswordTokens, row.userId);
      // Whoever knew the old password is signed out everywhere.
      await endAllSessionsOf(tx, row.userId);
      return true;
    });
    if (!changed) throw invalidToken();
    return { msg: AUTH_MESSAGES.passwordChanged };
  });
}
