import { loadEnv } from '../env';
import { seedAtStart } from '../seed/seed-at-start';
import { databaseTarget, openDatabase } from './client';

/** `pnpm db:setup`: apply migrations and the idempotent seed (in the environment's demo mode), then exit. */
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  const removed = await seedAtStart(database.db, env);
  if (removed !== null) console.log(`legacy-api: ${removed}`);
  const where = env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`;
  const mode = env.demo ? 'demo data seeded' : 'no demo data';
  console.log(`legacy-api database ready (${database.kind}${where}; ${mode})`);
} finally {
  await database.close();
}
