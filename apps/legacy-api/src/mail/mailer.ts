import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '../env';
import { createOutboxMailer } from './outbox';
import { outboxDir } from './outbox-store';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Everything the app knows about sending mail: where it goes is the transport's business. */
export interface Mailer {
  send(mail: MailContent): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise one .eml file per mail under DATA_DIR/outbox. */
export function createMailer(env: Env, log: Logger): Mailer {
  if (env.SMTP_URL === undefined) return createOutboxMailer(outboxDir(env.DATA_DIR), env.MAIL_FROM, log);
  const transport = nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      log.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent over SMTP');
    },
    async close() {
      transport.close();
    },
  };
}
