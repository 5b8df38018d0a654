import type { Db } from './db/client';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';

/** What every route module needs; built once in buildApp. */
export interface AppContext {
  env: Env;
  db: Db;
  mailer: Mailer;
  /** The clock, replaceable in tests. */
  now: () => Date;
}
