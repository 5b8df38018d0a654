import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';
import { mediaUpstreamPath } from './media';

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

  it('logs media answered at debug (pages show them by the dozen), a missing or failed one as usual', async () => {
    const debug = await startTestApp({ LOG_LEVEL: 'debug' });
    try {
      debug.upstream.handle((req, res) =>
        req.url.includes('tile')
          ? res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
          : res.writeHead(404).end(),
      );
      await debug.app.inject({ method: 'GET', url: '/uploads/softwares/tile.svg' });
      await debug.app.inject({ method: 'HEAD', url: '/uploads/softwares/tile.svg' });
      await debug.app.inject({ method: 'GET', url: '/uploads/softwares/gone.svg' });
      debug.upstream.handle((_req, res) => res.socket?.destroy());
      await debug.app.inject({ method: 'GET', url: '/uploads/softwares/tile.svg' });
      const lines = debug
        .logs()
        .filter((line) => typeof line.msg === 'string' && line.msg.startsWith('request'));
      expect(lines.map((line) => [line.method, line.status, line.level])).toEqual([
        ['GET', 200, 20],
        ['HEAD', 200, 20],
        ['GET', 404, 30],
        ['GET', 502, 50],
      ]);
    } finally {
      await debug.close();
    }
  });
});

/** A request sent byte for byte (no client-side normalisation, like `curl --path-as-is`). */
async function rawGet(app: TestApp['app'], path: string): Promise<{ status: number; body: string }> {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: address.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/uploads paths are validated, never forwarded raw', () => {
  const hostile = [
    '/uploads/%2e%2e/mailbox',
    '/uploads/%2E%2E/%2E%2E/mailbox',
    '/uploads/../mailbox',
    '/uploads/./../mailbox',
    '/uploads/avatars/..%2f..%2fmailbox',
    '/uploads/avatars%2F..%2F..%2Fmailbox',
    '/uploads/..%5c..%5cmailbox',
    '/uploads/a\\..\\mailbox',
    '/uploads/a%00.jpg',
    '/uploads/.hidden',
    '/uploads/',
    '/uploads//etc/passwd',
    '/uploads/http:%2F%2Fevil.example%2Fx',
  ];

  it('never reaches the upstream, whether injected or sent as-is on a socket', async () => {
    t.upstream.handle((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('LEGACY MAILBOX'),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of hostile) {
      // The inject client itself turns `\` into `/` (and so would a browser): only the raw socket
      // shows what the server does with it.
      if (!url.includes('\\')) {
        // (Some the inject client resolves to `/mailbox` itself: the app's own route, not upstream.)
        const injected = await t.app.inject({ method: 'GET', url });
        expect(injected.body, url).not.toContain('LEGACY MAILBOX');
      }
      const raw = await rawGet(t.app, url);
      expect(raw.body, url).not.toContain('LEGACY MAILBOX');
    }
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('keeps plain file paths and cache-busting queries, under the uploads prefix', () => {
    expect(mediaUpstreamPath('/uploads', '/uploads/avatars/7-ab_c.jpg')).toBe('/uploads/avatars/7-ab_c.jpg');
    expect(mediaUpstreamPath('/uploads', '/uploads/tour/tour.en.vtt?v=2')).toBe(
      '/uploads/tour/tour.en.vtt?v=2',
    );
    expect(mediaUpstreamPath('/uploads', '/uploads/x.jpg?a=<script>')).toBe('/uploads/x.jpg');
    for (const url of hostile) expect(mediaUpstreamPath('/uploads', url), url).toBeNull();
  });

  it('relays 304 for a conditional request', async () => {
    t.upstream.handle((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
      else res.writeHead(200, { etag: '"v1"', 'content-type': 'image/jpeg' }).end('jpeg');
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/uploads/avatars/1.jpg',
      headers: { 'if-none-match': '"v1"' },
    });
    expect(response.statusCode).toBe(304);
    expect(response.headers.etag).toBe('"v1"');
  });
});

describe('media has its own pool', () => {
  it('slow media readers fill only the media pool; JSON calls still succeed, extra media gets 503', async () => {
    const media = await startTestApp({ MEDIA_CONNECTIONS: '2', MEDIA_QUEUE_MAX: '1' });
    const holds: Array<() => void> = [];
    media.upstream.handle((req, res) => {
      if (req.url.startsWith('/uploads/')) {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        res.write('first bytes');
        holds.push(() => res.end());
        return;
      }
      json(res, 200, { softwares: upstreamUser.softwares });
    });
    await media.app.listen({ port: 0, host: '127.0.0.1' });
    const address = media.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    // Three browsers that open a video and never finish reading it.
    const streams = [1, 2, 3].map(
      () =>
        new Promise<number>((resolve) => {
          const req = httpRequest(
            { host: '127.0.0.1', port: address.port, path: '/uploads/videos/a.mp4', agent: false },
            (res) => {
              // Not read until the upstream finishes: the stream holds its media connection.
              res.on('end', () => resolve(res.statusCode ?? 0));
              res.resume();
            },
          );
          req.end();
        }),
    );
    await expect.poll(() => holds.length).toBe(2);
    const fourth = await media.app.inject({ method: 'GET', url: '/uploads/videos/b.mp4' });
    expect(fourth.statusCode).toBe(503);
    expect(fourth.headers['retry-after']).toBe('1');
    const list = await media.app.inject(query('software.list'));
    expect(list.statusCode).toBe(200);
    // Finishing the first two videos hands the queued third one a connection.
    for (const release of holds.splice(0)) release();
    await expect.poll(() => holds.length).toBe(1);
    for (const release of holds.splice(0)) release();
    expect(await Promise.all(streams)).toEqual([200, 200, 200]);
    await media.close();
  });
});
