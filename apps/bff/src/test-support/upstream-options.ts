import type { UpstreamOptions } from '../upstream/client';

/** Short limits for the upstream client's own tests, against a local test server at `origin`. */
export const testUpstreamOptions = (
  origin: string,
  overrides: Partial<UpstreamOptions> = {},
): UpstreamOptions => ({
  origin,
  basePath: '/api',
  connectTimeoutMs: 1_000,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
  totalTimeoutMs: 2_000,
  connections: 4,
  queueMax: 8,
  maxBodyBytes: 64 * 1024,
  media: { connections: 2, queueMax: 2, idleTimeoutMs: 1_000 },
  ...overrides,
});
