import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import { parseParams } from '../http/params';
import { findUserById } from '../users/user-queries';
import { SUPPORT_MESSAGE_MAX, supportMessages } from './schema';
import { supportTeamMail } from './support-team-mail';

const Body = z.object({ message: z.string().nullish() });

/** API-42 (SUP-3): the message is stored, then mailed to the support team after the answer. */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/settings/contact', async (request, reply) => {
    const { message } = parseParams(Body, request.body);
    const text = (message ?? '').trim();
    const errors = new ErrorCollector();
    if (text === '') errors.add('message', FIELD_ERRORS.blank);
    else if ([...text].length > SUPPORT_MESSAGE_MAX)
      errors.add('message', FIELD_ERRORS.tooLong(SUPPORT_MESSAGE_MAX));
    if (!errors.empty) throw unprocessable({ errors: errors.errors });
    const userId = request.currentUserId;
    await ctx.db.insert(supportMessages).values({ userId, message: text, createdAt: ctx.now() });
    ctx.mail.enqueue('support-message', async () => {
      const user = await findUserById(ctx.db, userId);
      return user && supportTeamMail('Support message from a learner', user, [text]);
    });
    return reply.code(201).send({ status: 'success' });
  });
}
