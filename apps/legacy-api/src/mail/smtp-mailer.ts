import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from './mailer';

/** Hands each mail to the SMTP server of `url` (e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(url: string, from: string, log: Pick<Logger, 'info'>): Mailer {
  const transport = nodemailer.createTransport(url, { from });
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
