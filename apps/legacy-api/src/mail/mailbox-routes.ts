import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailboxPage, mailNotFoundPage, mailPage } from './mailbox-pages';
import { findOutboxMail, listOutbox } from './outbox-store';

function html(reply: FastifyReply, status: number, body: string) {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The pages show mail content: no scripts, nothing loaded from elsewhere.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'")
      .send(body)
  );
}

/** Read-only views of the outbox for local development and end-to-end tests (never in production). */
export function registerMailboxRoutes(app: FastifyInstance, dir: string): void {
  app.get('/mailbox', async (_request, reply) => html(reply, 200, mailboxPage(await listOutbox(dir))));

  app.get('/mailbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutbox(dir);
  });

  app.get<{ Params: { id: string } }>('/mailbox/:id', async (request, reply) => {
    const mail = await findOutboxMail(dir, request.params.id);
    return mail ? html(reply, 200, mailPage(mail)) : html(reply, 404, mailNotFoundPage());
  });
}
