import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';

// On PostgreSQL (the PostgreSQL stage of npm test): a server restart ends every connection the pool
// holds. The pool must report it and go on with new connections; without a listener on its 'error'
// event Node would end the whole process (and every legacy-api instance with it, as the reference
// deployment's PostgreSQL restart showed). On PGlite there is no connection to lose.
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

/** The rows of a raw query (both drivers answer `{ rows }`; the shared Db type leaves it unknown). */
const rowsOf = async (query: SQL): Promise<unknown[]> =>
  ((await test.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

it('goes on with a new connection when PostgreSQL ends the ones it held', async () => {
  if (test.database.kind !== 'postgres') {
    // Still proves the queries below run on the embedded database.
    expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    return;
  }
  // Two idle connections in the pool, as between a learner's requests.
  await Promise.all([rowsOf(sql`select pg_sleep(0.05)`), rowsOf(sql`select pg_sleep(0.05)`)]);
  // What a fast restart does to them: the server ends each backend of this database but the one asking.
  const ended = await rowsOf(
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );
  expect(ended.length).toBeGreaterThan(0);
  // The process is still here, and the next queries get connections that work.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const again = await Promise.all([rowsOf(sql`select 1 as one`), rowsOf(sql`select 2 as two`)]);
  expect(again).toEqual([[{ one: 1 }], [{ two: 2 }]]);
});
