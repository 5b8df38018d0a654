import type { Db } from '../db/client';
import { databaseTarget, openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';
import { type DemoAccess, loadDemoAccess } from '../seed/seed-content';
import { type Checked, commandArgs } from './operator-input';

export interface OperatorCommand<T> {
  usage: string;
  check(args: readonly string[], demo: DemoAccess): Checked<T>;
  apply(db: Db, value: T): Promise<string[]>;
}

/**
 * Runs an operator command from `pnpm … run <name> -- <args>`: checks every argument before the
 * database is opened (nothing is written unless all are good), then opens the database of the
 * environment (DATABASE_URL or DATA_DIR, as the server does), migrates it (a new one gets its tables)
 * and applies the command. Prints what it did; exit code 1 for refused input or a failure.
 */
export async function runOperatorCommand<T>(command: OperatorCommand<T>): Promise<void> {
  const args = commandArgs(process.argv.slice(2));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(command.usage);
    return;
  }
  const checked = command.check(args, loadDemoAccess());
  if (!checked.ok) {
    console.error([...checked.problems, '', command.usage].join('\n'));
    process.exitCode = 1;
    return;
  }
  const env = loadEnv();
  const busy = await embeddedDatabaseInUse(env);
  if (busy !== null) {
    console.error(busy);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(databaseTarget(env));
  try {
    await database.migrate();
    for (const line of await command.apply(database.db, checked.value)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * PGlite lets one process at a time open a data directory, and a second one would damage it. A
 * legacy-api answering on this environment's port most likely holds it: say so rather than risk it.
 * A PostgreSQL server (DATABASE_URL) takes any number of clients.
 */
async function embeddedDatabaseInUse(env: Env): Promise<string | null> {
  if (env.DATABASE_URL !== undefined) return null;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
  try {
    await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) });
  } catch {
    return null;
  }
  return [
    `A legacy-api answers on ${origin}, probably on the embedded database in ${env.DATA_DIR},`,
    'which only one process may open at a time. Stop it, run this again, then start it.',
    '(With DATABASE_URL, a PostgreSQL server, the command runs beside the server.)',
  ].join('\n');
}
