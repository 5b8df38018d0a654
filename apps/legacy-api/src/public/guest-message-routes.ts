import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { guestMessageMail } from './guest-message-mail';
import { insertGuestMessage } from './guest-message-queries';
import { checkGuestMessage } from './guest-message-rules';

const Body = z.object({
  full_name: z.string().optional(),
  email: z.string().optional(),
  message: z.string().optional(),
});

/**
 * API-44 (public): the landing's 'Let's connect' form. The message is kept, and the team gets a
 * copy by mail (the local mailbox outside production); the answer carries nothing the form shows.
 */
export function registerGuestMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/contact/guest_message', async (request, reply) => {
    const checked = checkGuestMessage(parseParams(Body, request.body));
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const { fields } = checked;
    await insertGuestMessage(ctx.db, { ...fields, at: ctx.now() });
    ctx.mail.enqueue('guest message', async () => guestMessageMail(fields));
    return reply.code(201).send({ msg: 'Thank you for your message.' });
  });
}
