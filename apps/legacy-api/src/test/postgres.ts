import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Throwaway databases on the PostgreSQL server of DATABASE_URL. The database the URL names is only
 * used to connect for CREATE and DROP: tests never write to it.
 */

/** A fresh, valid identifier: lowercase, so it needs no quoting rules beyond the double quotes. */
export const throwawayName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The same server and credentials, another database. */
export function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database, or a copy of `template` (which must have no open connections). */
export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  administer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);

/** Drops it even if a crashed test left connections open. */
export const dropDatabase = (serverUrl: string, name: string) =>
  administer(serverUrl, `drop database if exists "${name}" with (force)`);
