import { randomFillSync } from 'node:crypto';

// Every request needs a trace id and every upstream call a span id. One randomBytes() each is a
// getrandom syscall per id; cutting them from a pool refilled every 256 trace ids costs one.
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/** `bytes` fresh random bytes from the pool as lower-case hex; no byte is ever handed out twice. */
export function randomHex(bytes: number): string {
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}

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
  return randomHex(16);
}

/** A `traceparent` for one upstream call: same trace, a new span id, sampled. */
export function childTraceparent(traceId: string): string {
  return `00-${traceId}-${randomHex(8)}-01`;
}
