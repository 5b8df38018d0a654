import type { FastifyBaseLogger } from 'fastify';

// Imported by trpc/upstream-call.ts, which the web type-checks: types only from Fastify, nothing
// from Node.

export interface DriftReport {
  procedure: string;
  method: string;
  path: string;
  /** Field names as the contracts' tolerant readers give them (`user.userType`), never values. */
  fields: readonly string[];
}

/**
 * An upstream that leaves out fields the requirements leave open does so on every answer; one warning per
 * (procedure, field) and process is enough to see it without drowning the log. The names come from
 * the schemas, so this set stays small.
 */
const reported = new Set<string>();

/** Logs each fallback an answer needed at warn, each (procedure, field) once per process. */
export function reportDrift(log: FastifyBaseLogger, { procedure, method, path, fields }: DriftReport): void {
  for (const field of fields) {
    const key = `${procedure} ${field}`;
    if (reported.has(key)) continue;
    reported.add(key);
    log.warn({ procedure, upstream: { method, path }, field }, 'upstream field fell back');
  }
}
