import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  // An upstream that never answers: the browser gives up first.
  t.upstream.handle(() => undefined);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => t.close());

describe('a browser that leaves before the answer', () => {
  it('still gets its one log line, as status 499 with the upstream call it cut short', async () => {
    const sent = request({ port, host: '127.0.0.1', path: '/trpc/auth.authorize', headers: BROWSER });
    sent.on('error', () => undefined);
    sent.end();
    await expect.poll(() => t.upstream.requests.length).toBe(1);
    sent.destroy();

    await expect
      .poll(() => t.logs().filter((line) => line.msg === 'request aborted'), { timeout: 5000 })
      .toHaveLength(1);
    const [line] = t.logs().filter((entry) => entry.msg === 'request aborted');
    expect(line).toMatchObject({
      method: 'GET',
      url: '/trpc/auth.authorize',
      status: 499,
      procedures: ['auth.authorize'],
    });
    // Once only: no second line when the cancelled call settles.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = t.logs().filter((entry) => entry.url === '/trpc/auth.authorize');
    expect(lines).toHaveLength(1);
  });
});
