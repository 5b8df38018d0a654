import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

function columnNames<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): string[] {
  const columns = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    if (column === undefined) throw new Error(`no column ${key}`);
    return column.name;
  });
}

/**
 * The `set` of an upsert that takes every listed column from the row the insert proposed
 * (`excluded.<column>`), so re-seeding brings edited content into the existing row.
 */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: readonly ColumnKey<T>[],
): Record<string, SQL> {
  const names = columnNames(table, keys);
  return Object.fromEntries(keys.map((key, index) => [key, sql.raw(`excluded."${names[index]}"`)]));
}

/**
 * The `setWhere` that lets an upsert leave a row alone when none of these columns changed: the seed
 * runs at every start, and rewriting identical rows would recompute their search documents.
 */
export function whenChanged<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): SQL {
  const names = columnNames(table, keys);
  const name = getTableName(table);
  const current = names.map((column) => `"${name}"."${column}"`).join(', ');
  const proposed = names.map((column) => `excluded."${column}"`).join(', ');
  return sql.raw(`(${current}) is distinct from (${proposed})`);
}
