import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

describe('/uploads pass-through', () => {
  it('streams the upstream file from the same path, forwarding only the session cookie and the range', async () => {
    t.upstream.handle((req, res) => {
      res.writeHead(206, {
        'content-type': 'video/mp4',
        'content-range': 'bytes 0-3/10',
        'accept-ranges': 'bytes',
        'set-cookie': 'tracking=1',
        server: 'legacy',
      });
      res.end(req.url.includes('intro') ? 'abcd' : '');
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/uploads/videos/intro.mp4?v=2',
      headers: { cookie: '_studyflow_session=s1; other=2', range: 'bytes=0-3', 'user-agent': 'x' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('abcd');
    expect(response.headers['content-range']).toBe('bytes 0-3/10');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
    const seen = t.upstream.requests[0];
    expect(seen?.url).toBe('/uploads/videos/intro.mp4?v=2');
    expect(seen?.headers.cookie).toBe('_studyflow_session=s1');
    expect(seen?.headers.range).toBe('bytes=0-3');
    expect(seen?.headers['user-agent']).not.toBe('x');
  });

  it('relays an upstream 404 and answers 502 when the upstream is unreachable', async () => {
    t.upstream.handle((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('missing'));
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nope.png' })).statusCode).toBe(404);
    t.upstream.handle((_req, res) => res.socket?.destroy());
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nope.png' })).statusCode).toBe(502);
  });
});
