/**
 * The downloads the BFF passes through under /files (JRN-9 and others), one row each. A row says
 * which browser path it answers, how each path parameter and query key must look, and which
 * upstream path and query it becomes. Nothing outside these rows is ever forwarded, so a new
 * download is one reviewed row here, and the fuzz test in downloads.test.ts walks every row.
 */

import { COST_BUDGETS } from '../security/limits';
import type { ThrottleRule } from '../security/throttle';

export interface QueryRule {
  /** Every value must match in full (the patterns carry `^…$`). */
  pattern: RegExp;
  /** The key's name upstream, e.g. `ids[]` → `reflection_ids[]`; the same name when absent. */
  upstreamName?: string;
  /** A repeated key (a Rails bracket array): 1 to `max` values. Else exactly one value. */
  repeated?: { max: number };
  required?: boolean;
}

export interface DownloadRoute {
  /** A Fastify route pattern under `/files/`. */
  url: `/files/${string}`;
  /** Every `:name` of `url`, each with the pattern its (decoded) value must match in full. */
  params: Readonly<Record<string, RegExp>>;
  /** The query keys allowed; any other key, or a value that does not match, is refused. */
  query: Readonly<Record<string, QueryRule>>;
  /** The upstream REST path (before the base path), built from the validated parameters only. */
  upstream: (params: Readonly<Record<string, string>>) => string;
  /** A download that costs the upstream real work is budgeted per learner and per IP (limits.ts). */
  budget?: ThrottleRule;
}

/** An id as contracts' IdInputSchema allows it: the specification never types ids, so path-safe text. */
export const ID = /^[A-Za-z0-9_-]{1,100}$/;
const JOURNAL_FORMAT: QueryRule = { pattern: /^(docx|md)$/ };
/** REFLECTION_BULK_MAX in contracts/journal.ts: as many ids as a bulk call may name. */
const JOURNAL_BULK_MAX = 500;

export const DOWNLOAD_ROUTES: readonly DownloadRoute[] = [
  // API-37: one journal entry.
  {
    url: '/files/journal/entries/:id/download',
    params: { id: ID },
    query: { format: JOURNAL_FORMAT },
    upstream: ({ id }) => `/users/reflective_journal/reflections/${id}/download`,
  },
  // API-38: the selected journal entries in one file.
  {
    url: '/files/journal/entries/download',
    params: {},
    query: {
      'ids[]': {
        pattern: ID,
        upstreamName: 'reflection_ids[]',
        repeated: { max: JOURNAL_BULK_MAX },
        required: true,
      },
      format: JOURNAL_FORMAT,
    },
    upstream: () => '/users/reflective_journal/reflections/download_many',
    budget: COST_BUDGETS.journalBulkDownload,
  },
  // API-40 (TLS-4): an essay plan's mind map; the PDF without `software_name`, else an open format.
  {
    url: '/files/mindmap/:words/:option/download',
    params: { words: /^[1-5][05]00$/, option: /^[AB]$/ },
    query: { software_name: { pattern: /^(OPML|FreeMind)$/ } },
    upstream: ({ words, option }) => `/users/apps/mindmap/${words}/${option}/download`,
    budget: COST_BUDGETS.mindMap,
  },
];
