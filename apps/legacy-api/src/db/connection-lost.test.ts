import { sql } from 'drizzle-orm';
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

it('goes on with a new connection when PostgreSQL ends the ones it held', async () => {
  const { db } = test.database;
  if (test.database.kind !== 'postgres') {
    // Still proves the queries below run on the embedded database.
    expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    return;
  }
  // Two idle connections in the pool, as between a learner's requests.
  await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select pg_sleep(0.05)`)]);
  // What a fast restart does to them: the server ends each backend of this database but the one asking.
  const ended = await db.execute<{ ended: boolean }>(
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );
  expect(ended.rows.length).toBeGreaterThan(0);
  // The process is still here, and the next queries get connections that work.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const again = await Promise.all([db.execute(sql`select 1 as one`), db.execute(sql`select 2 as two`)]);
  expect(again.map((answer) => answer.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
});
