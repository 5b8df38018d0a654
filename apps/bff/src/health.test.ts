import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './test-support/http-server';
import { startTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health endpoints', () => {
  it('/healthz answers while the process is up, whatever the upstream does', async () => {
    t.upstream.handle((_req, res) => res.socket?.destroy());
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('/readyz follows the upstream /api/health', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { status: 'ok' }));
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(t.upstream.requests.at(-1)?.url).toBe('/api/health');
    t.upstream.handle((_req, res) => json(res, 503, { status: 'down' }));
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    t.upstream.handle((_req, res) => res.socket?.destroy());
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', upstream: { kind: 'network', status: null } });
  });
});
