import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstream, type UpstreamOptions } from '../../src/upstream/client';
import { UpstreamError } from '../../src/upstream/errors';
import { type BlackHole, startBlackHole } from './fake-upstream';
import { watchStalls } from './matrix';

const CONNECT_MS = 1_000;
const TOTAL_MS = 300;

let hole: BlackHole;

beforeAll(async () => {
  hole = await startBlackHole();
});
afterAll(() => hole.close());

const options = (origin: string): UpstreamOptions => ({
  origin,
  basePath: '/api',
  // Longer than the whole call may take: only the total deadline or the browser can end it sooner.
  connectTimeoutMs: CONNECT_MS,
  headersTimeoutMs: 1_000,
  bodyTimeoutMs: 1_000,
  totalTimeoutMs: TOTAL_MS,
  connections: 2,
  queueMax: 2,
  maxBodyBytes: 1024,
  media: { connections: 1, queueMax: 1, idleTimeoutMs: 1_000 },
});

/** How `start`'s call fails, timed from before it starts (its deadline is armed inside). */
async function failure(start: () => Promise<unknown>): Promise<{ kind: string; ms: number }> {
  const started = performance.now();
  const error = await start().then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return { kind: error.kind, ms: performance.now() - started };
}

describe('upstream client while a connect hangs', () => {
  it('answers at the total deadline and when the browser leaves, not when undici gives up', async () => {
    const upstream = createUpstream(options(hole.origin));
    const stalls = watchStalls();
    const late = await failure(() => upstream.request({ method: 'GET', path: '/flows' }));
    const browser = new AbortController();
    const gone = await failure(() => {
      setTimeout(() => browser.abort(new Error('tab closed')), 100);
      return upstream.request({ method: 'POST', path: '/auth/authorize' }, { signal: browser.signal });
    });
    const stallMs = stalls.stop();

    expect(late.kind).toBe('timeout');
    expect(late.ms).toBeGreaterThanOrEqual(TOTAL_MS * 0.98);
    expect(late.ms).toBeLessThanOrEqual(TOTAL_MS * 1.1 + stallMs);
    expect(gone.kind).toBe('aborted');
    expect(gone.ms).toBeGreaterThanOrEqual(100 * 0.98);
    expect(gone.ms).toBeLessThanOrEqual(100 * 1.1 + stallMs);
    // The connections undici is still trying hold their turns until it lets go of them.
    expect(upstream.stats().json.active).toBeGreaterThan(0);
    await expect.poll(() => upstream.stats().json.active, { timeout: CONNECT_MS * 3 }).toBe(0);
    await upstream.close();
  });
});
