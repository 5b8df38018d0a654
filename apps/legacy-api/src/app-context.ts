import type { Db } from './db/client';
import type { Env } from './env';
import type { MailQueue } from './mail/mail-queue';

/** What every route module needs; built once in buildApp. */
export interface AppContext {
  env: Env;
  db: Db;
  /** Mail goes through the queue, never straight to the mailer: see mail-queue.ts. */
  mail: MailQueue;
  /** The clock, replaceable in tests. */
  now: () => Date;
}
