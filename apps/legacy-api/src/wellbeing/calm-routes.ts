import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { supportTeamMail } from '../support/support-team-mail';
import { users } from '../users/schema';
import { findUserById } from '../users/user-queries';
import { checkCalmRequest } from './calm-rules';
import { calmRequests } from './schema';

const Body = z.record(z.string(), z.unknown());

/**
 * API-43 (WEL-3 to WEL-6): only a learner offered the Calm gift may ask; the first request is kept
 * and mailed to the support team, and sets `is_calm_requested`. Asking again changes nothing and
 * answers the same, so a retried submit is harmless.
 */
export function registerCalmRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/settings/calm_licence_request', async (request) => {
    const checked = checkCalmRequest(parseParams(Body, request.body));
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const userId = request.currentUserId;
    const user = await findUserById(ctx.db, userId);
    if (!user?.wellbeings.includes('calm'))
      throw new HttpError(403, { msg: 'The Calm gift is not offered to you.' });
    const at = ctx.now();
    const created = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(calmRequests)
        .values({ userId, ...checked.fields, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: calmRequests.id });
      // The flag is the user's; WEL-6 reads it from the user payload.
      await tx.update(users).set({ isCalmRequested: true, updatedAt: at }).where(eq(users.id, userId));
      return rows.length > 0;
    });
    if (created) {
      const { email, firstName, surname } = checked.fields;
      ctx.mail.enqueue('calm-request', async () =>
        supportTeamMail('Calm gift request', user, [
          `Please send a Calm gift code to ${firstName} ${surname} at ${email}.`,
          'The learner was told to expect it within 48 hours.',
        ]),
      );
    }
    return { status: 'success', is_calm_requested: true };
  });
}
