import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`, for the generated search columns (SRC-1). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A weighted search document over columns of the same row, for `GENERATED ALWAYS AS … STORED`.
 * Each text is indexed twice: stemmed (`english`, so "revising" finds "revision") and as typed
 * (`simple`, so the prefix "revisi" still finds "revision", whose stem is "revis").
 */
export function searchDocument(parts: readonly { column: string; weight: 'A' | 'B' | 'C' }[]): SQL {
  const pieces = parts.flatMap(({ column, weight }) =>
    ['english', 'simple'].map(
      (config) => `setweight(to_tsvector('${config}'::regconfig, coalesce("${column}", '')), '${weight}')`,
    ),
  );
  return sql.raw(pieces.join(' || '));
}

/**
 * For the search documents' GIN indexes. With the default fast update, rows the seed writes wait in
 * a pending list that every search scans in full until a VACUUM merges it, and PGlite never runs
 * autovacuum; content is written once per seed, so paying at write time costs nothing that matters.
 */
export const GIN_WITHOUT_PENDING_LIST = { fastupdate: false } as const;
