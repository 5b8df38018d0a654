import { type SQL, sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every domain's schema shares, so a table reads the same wherever it is declared. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();

/** SQL `IN (...)` list for check constraints; values are our own constants, never user input. */
export const oneOf = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
