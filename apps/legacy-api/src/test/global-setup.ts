import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/client';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { loadEnv } from '../env';
import { seed } from '../seed/seed';
import { loadFixtureContent } from './fixture-content';
import { createDatabase, dropDatabase, throwawayName, urlOfDatabase } from './postgres';

/** Where each test file gets its own database from: both kinds start from a migrated, seeded copy. */
export type TestDatabaseSource =
  /** A dump of a PGlite data directory, loaded into a new in-memory PGlite per file. */
  | { kind: 'pglite'; dump: string }
  /** A database on the DATABASE_URL server, copied per file with CREATE DATABASE … TEMPLATE. */
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seeded with the real content/ folder. */
    testDatabase: TestDatabaseSource;
    /** Seeded with src/test/fixture-content, for the learning tests. */
    fixtureDatabase: TestDatabaseSource;
  }
}

/** The two seeds every test file may start from. */
const SEEDS = {
  testDatabase: async (db: Db) => {
    await seed(db, { demo: true });
  },
  fixtureDatabase: async (db: Db) => {
    await seed(db, { demo: true, content: loadFixtureContent() });
  },
} as const;

/**
 * Migrating and seeding is the slow part (≈3.5 s of CPU on PGlite), so it happens once here. With
 * DATABASE_URL set the whole suite runs on that PostgreSQL server instead, each file in a database
 * of its own, so files cannot see each other's rows even when they run at the same time.
 */
export default async function setup(project: TestProject) {
  const serverUrl = loadEnv().DATABASE_URL;
  return serverUrl === undefined ? setupPglite(project) : setupPostgres(project, serverUrl);
}

async function setupPglite(project: TestProject) {
  const files: string[] = [];
  for (const [name, seedWith] of Object.entries(SEEDS) as [keyof typeof SEEDS, (db: Db) => Promise<void>][]) {
    const client = new PGlite();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedWith(db);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(tmpdir(), `legacy-api-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    files.push(file);
    project.provide(name, { kind: 'pglite', dump: file });
  }
  return async () => {
    for (const file of files) await rm(file, { force: true });
  };
}

async function setupPostgres(project: TestProject, serverUrl: string) {
  const templates: string[] = [];
  const dropAll = async () => {
    for (const template of templates) await dropDatabase(serverUrl, template);
  };
  try {
    for (const [name, seedWith] of Object.entries(SEEDS) as [
      keyof typeof SEEDS,
      (db: Db) => Promise<void>,
    ][]) {
      const template = throwawayName('legacy_api_template');
      await createDatabase(serverUrl, template);
      templates.push(template);
      // Through the app's own PostgreSQL path (node-postgres and its migrator), as production runs.
      const database = await openDatabase({ url: urlOfDatabase(serverUrl, template) });
      try {
        await database.migrate();
        await seedWith(database.db);
      } finally {
        await database.close();
      }
      project.provide(name, { kind: 'postgres', serverUrl, template });
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  return dropAll;
}
