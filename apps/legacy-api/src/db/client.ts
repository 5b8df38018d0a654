import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Env } from '../env';
import { packagePath } from '../package-root';
import * as schema from './schema';

/** Both drivers (PGlite and node-postgres) satisfy this; the app never needs to know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = packagePath('drizzle');

/** `memory` may start from a dump of another PGlite data directory (tests reuse one seeded template). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/** DATABASE_URL wins; otherwise the embedded database lives in DATA_DIR/pglite. */
export const databaseTarget = (env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget =>
  env.DATABASE_URL !== undefined ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite') };

/**
 * Opens the one database of this process. PGlite allows a single instance per data directory, so
 * callers open it once at start and pass `db` around.
 */
/**
 * `onConnectionLost`: a pooled PostgreSQL connection failed while idle (the server restarted, a
 * network cut). The pool drops it and opens a new one on the next query; without a listener Node
 * would treat the pool's 'error' event as fatal and the process would exit.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, onConnectionLost);
  return openPglite(target);
}

async function openPglite(
  target: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in target) {
    // PGlite does not create missing folders on the way to its data directory.
    await mkdir(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionLost: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onConnectionLost);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
