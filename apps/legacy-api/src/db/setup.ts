import { loadEnv } from '../env';
import { seed } from '../seed/seed';
import { databaseTarget, openDatabase } from './client';

/** `pnpm db:setup`: apply migrations and the idempotent seed, then exit. */
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  await seed(database.db);
  console.log(`legacy-api database ready (${database.kind}${env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`})`);
} finally {
  await database.close();
}
