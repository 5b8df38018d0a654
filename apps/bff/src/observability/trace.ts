import { randomBytes } from 'node:crypto';

/** W3C Trace Context, version 00: `00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>`. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ALL_ZERO = /^0+$/;

/**
 * The trace id of an incoming request: taken from a well-formed `traceparent` (a load balancer or
 * an instrumented client started the trace), otherwise a new one. Anything malformed is ignored,
 * as the spec asks, so a client cannot inject text into our logs or the upstream's.
 */
export function traceIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value === undefined ? null : TRACEPARENT.exec(value.trim().toLowerCase());
  const traceId = match?.[1];
  const parentId = match?.[2];
  if (traceId && parentId && !ALL_ZERO.test(traceId) && !ALL_ZERO.test(parentId)) return traceId;
  return randomBytes(16).toString('hex');
}

/** A `traceparent` for one upstream call: same trace, a new span id, sampled. */
export function childTraceparent(traceId: string): string {
  return `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
}
