import type { Logger } from 'pino';
import type { Env } from '../env';
import type { Mailer } from './mailer';
import { createOutboxMailer, outboxDir } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise one .eml file per mail under DATA_DIR/outbox. */
export function createMailer(env: Env, log: Logger): Mailer {
  if (env.SMTP_URL === undefined) return createOutboxMailer(outboxDir(env.DATA_DIR), env.MAIL_FROM, log);
  return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, log);
}
