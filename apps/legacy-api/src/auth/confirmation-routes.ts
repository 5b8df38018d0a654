import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { confirmationTokens, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { confirmationMail } from '../mail/messages';
import { findUserByEmail, findUserById } from '../users/accounts';
import { isBlank, normaliseEmail } from './field-rules';
import { consumeToken, findToken, issueToken } from './mail-tokens';
import { AUTH_MESSAGES, FIELD_ERRORS } from './messages';

const ConfirmQuery = z.object({ confirmation_token: z.string().optional() });
const ResendBody = z.object({ email: z.string().nullish() });

export function registerConfirmationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.get('/api/auth/confirmations', async (request) => {
    const { confirmation_token: token } = parseParams(ConfirmQuery, request.query);
    const invalid = () => unprocessable({ msg: AUTH_MESSAGES.confirmationInvalid });
    if (isBlank(token)) throw invalid();
    const row = await findToken(db, confirmationTokens, token.trim());
    const user = row ? await findUserById(db, row.userId) : undefined;
    if (!row || !user) throw invalid();
    // A link used before, or any link of an account confirmed since, means there is nothing left to do.
    if (row.usedAt !== null || user.confirmedAt !== null)
      throw unprocessable({ msg: AUTH_MESSAGES.alreadyVerified });
    const now = ctx.now();
    if (row.expiresAt <= now) throw unprocessable({ msg: AUTH_MESSAGES.confirmationExpired });
    const confirmed = await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, confirmationTokens, row.id, now))) return false;
      await tx
        .update(users)
        .set({ confirmedAt: now, updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.confirmedAt)));
      return true;
    });
    if (!confirmed) throw unprocessable({ msg: AUTH_MESSAGES.alreadyVerified });
    return { msg: AUTH_MESSAGES.accountVerified };
  });

  app.post('/api/auth/confirmations', async (request) => {
    const { email } = parseParams(ResendBody, request.body);
    if (isBlank(email)) throw unprocessable({ errors: { email: [FIELD_ERRORS.blank] } });
    const user = await findUserByEmail(db, normaliseEmail(email));
    // Same answer either way, so the form cannot be used to find out who has an account.
    if (user && user.confirmedAt === null) {
      const ttl = env.CONFIRMATION_TOKEN_TTL_SECONDS;
      const token = await issueToken(db, confirmationTokens, user.id, ttl, ctx.now());
      await ctx.mailer.send(
        confirmationMail({
          to: user.email,
          firstName: user.firstName,
          link: `${env.APP_URL}/auth/confirmations/${token}`,
          validForSeconds: ttl,
        }),
      );
    }
    return { msg: AUTH_MESSAGES.confirmationResent };
  });
}
