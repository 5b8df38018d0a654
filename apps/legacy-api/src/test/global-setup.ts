import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/client';
import * as schema from '../db/schema';
import { seed } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data directory that each test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Starting PGlite from nothing costs ~3.5 s of CPU; loading a dump costs ~0.5 s. Doing the slow part
 * once here keeps the suite fast on two cores.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await seed(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `legacy-api-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
