import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailboxPage, mailNotFoundPage, mailPage } from './mailbox-pages';
import { findOutboxMail, listOutbox } from './outbox-reader';

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

/** Long enough for the outbox to write a few files; a stuck transport must not hang the page. */
const SETTLE_LIMIT_MS = 2_000;

/**
 * Read-only views of the outbox for local development and end-to-end tests (never in production).
 * Mail is written after the request that caused it has answered, so each view first lets the queue
 * settle: a test that reads the mailbox right after "send me a link" finds the mail.
 */
export function registerMailboxRoutes(app: FastifyInstance, dir: string, settle: () => Promise<void>): void {
  const settled = async () => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SETTLE_LIMIT_MS);
    });
    await Promise.race([settle(), limit]);
    clearTimeout(timer);
  };

  app.get('/mailbox', async (_request, reply) => {
    await settled();
    return html(reply, 200, mailboxPage(await listOutbox(dir)));
  });

  app.get('/mailbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await settled();
    return listOutbox(dir);
  });

  app.get<{ Params: { id: string } }>('/mailbox/:id', async (request, reply) => {
    await settled();
    const mail = await findOutboxMail(dir, request.params.id);
    return mail ? html(reply, 200, mailPage(mail)) : html(reply, 404, mailNotFoundPage());
  });
}
