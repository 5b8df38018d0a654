import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from './mailer';

/** Where the outbox mailer writes and the mailbox pages read: DATA_DIR/outbox. */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

let sequence = 0;

/**
 * File names sort by sending time: a compact UTC timestamp, a per-process sequence for mails sent
 * within the same millisecond, and a random tail so two processes never collide.
 */
export function newMailId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

/** Writes each mail as a standard .eml file, the raw message nodemailer would hand to SMTP. */
export function createOutboxMailer(dir: string, from: string, log: Pick<Logger, 'info'>): Mailer {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    async send(mail) {
      const now = new Date();
      // Quoted-printable rather than base64 keeps the raw file readable in a text editor.
      const info = await transport.sendMail({ ...mail, date: now, textEncoding: 'quoted-printable' });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      const id = newMailId(now);
      await mkdir(dir, { recursive: true });
      // Written under a temporary name first, so the mailbox never reads half a message.
      const temporary = path.join(dir, `.${id}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, path.join(dir, `${id}.eml`));
      log.info({ mailId: id, subject: mail.subject }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
