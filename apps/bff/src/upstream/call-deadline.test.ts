import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test-support/http-server';
import { testUpstreamOptions } from '../test-support/upstream-options';
import { abortFailure, CallDeadline } from './call-deadline';
import { createUpstream, type Upstream } from './client';
import { UpstreamError } from './errors';

let server: TestServer;
let upstream: Upstream;

beforeAll(async () => {
  server = await startTestServer();
  upstream = createUpstream(testUpstreamOptions(server.origin));
});
afterAll(async () => {
  await upstream.close();
  await server.close();
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error.kind;
}

describe("one JSON call's deadline", () => {
  it("leaves no listener on the browser's signal once its calls are done, answered or failed", async () => {
    const browser = new AbortController();
    server.handle((request, response) =>
      request.url.endsWith('/fail') ? json(response, 422, { msg: 'no' }) : json(response, 200, { ok: true }),
    );
    for (let index = 0; index < 5; index += 1) {
      await upstream.request({ method: 'GET', path: '/ok' }, { signal: browser.signal });
    }
    expect(
      await kindOf(upstream.request({ method: 'POST', path: '/fail' }, { signal: browser.signal })),
    ).toBe('http');
    expect(getEventListeners(browser.signal, 'abort')).toHaveLength(0);
  });

  it('never sends a call for a browser that has already left', async () => {
    const browser = new AbortController();
    browser.abort(new Error('client closed the connection'));
    server.requests.length = 0;
    server.handle((_request, response) => json(response, 200, { ok: true }));
    expect(await kindOf(upstream.request({ method: 'GET', path: '/late' }, { signal: browser.signal }))).toBe(
      'aborted',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('CallDeadline', () => {
  it('fires at its deadline, read as our total deadline, not as the browser leaving', async () => {
    const browser = new AbortController();
    const deadline = new CallDeadline(20, browser.signal);
    const error = await deadline.race(new Promise(() => {})).catch((caught: unknown) => caught);
    expect(deadline.signal.aborted).toBe(true);
    expect(abortFailure(browser.signal, error)).toEqual({ kind: 'timeout', reason: 'total_deadline' });
    expect(getEventListeners(browser.signal, 'abort')).toHaveLength(0);
  });

  it("fires when the browser leaves, with the browser's reason", async () => {
    const browser = new AbortController();
    const deadline = new CallDeadline(60_000, browser.signal);
    const settled = deadline.race(new Promise(() => {})).catch((caught: unknown) => caught);
    const reason = new Error('client closed the connection');
    browser.abort(reason);
    expect(await settled).toBe(reason);
    expect(abortFailure(browser.signal, reason)).toEqual({ kind: 'aborted', reason: 'client_closed' });
  });

  it('lets finished work through and clears its timer and listener on end()', async () => {
    const browser = new AbortController();
    const deadline = new CallDeadline(60_000, browser.signal);
    expect(await deadline.race(Promise.resolve('answer'))).toBe('answer');
    deadline.end();
    expect(getEventListeners(browser.signal, 'abort')).toHaveLength(0);
    expect(deadline.signal.aborted).toBe(false);
  });
});
