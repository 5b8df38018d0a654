import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostileString, Rng } from '../../test/resilience/generator';
import { rawGet as rawSocketGet } from '../../test/resilience/raw-http';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { downloadUpstreamPath } from './downloads';
import { DOWNLOAD_ROUTES } from './downloads-table';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fileAnswer = () =>
  t.upstream.handle((_req, res) =>
    res
      .writeHead(200, {
        'content-type': DOCX,
        'content-disposition': 'attachment; filename="Lab report.docx"',
        'set-cookie': '_studyflow_session=rotated; Path=/',
        server: 'legacy',
        'x-powered-by': 'rails',
      })
      .end('PK-file'),
  );

/** A request sent byte for byte (no client-side normalisation), with its status and body. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const address = t.app.server.address();
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

describe('/files download pass-through', () => {
  it('streams one journal entry, forwarding only the session cookie and relaying only the file’s headers', async () => {
    fileAnswer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/journal/entries/12/download?format=docx',
      headers: { cookie: '_studyflow_session=s1; tracker=2', 'user-agent': 'x', authorization: 'Bearer no' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('PK-file');
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Lab report.docx"');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    const seen = t.upstream.requests[0];
    expect(seen?.url).toBe('/api/users/reflective_journal/reflections/12/download?format=docx');
    expect(seen?.headers.cookie).toBe('_studyflow_session=s1');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('turns ids[] into the upstream’s reflection_ids[] bracket array for many entries', async () => {
    fileAnswer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/journal/entries/download?ids[]=3&ids[]=9&format=md',
    });
    expect(response.statusCode).toBe(200);
    expect(t.upstream.requests[0]?.url).toBe(
      '/api/users/reflective_journal/reflections/download_many?reflection_ids[]=3&reflection_ids[]=9&format=md',
    );
  });

  it('relays 401 and 404 in its own words and answers 502 for anything else', async () => {
    for (const [upstream, expected] of [
      [401, 401],
      [404, 404],
      [500, 502],
      [302, 502],
    ] as const) {
      t.upstream.handle((_req, res) =>
        res.writeHead(upstream, { 'content-type': 'text/html' }).end('LEGACY PAGE'),
      );
      const response = await t.app.inject({ method: 'GET', url: '/files/journal/entries/1/download' });
      expect(response.statusCode, String(upstream)).toBe(expected);
      expect(response.body).not.toContain('LEGACY');
    }
    t.upstream.handle((_req, res) => res.socket?.destroy());
    expect((await t.app.inject({ method: 'GET', url: '/files/journal/entries/1/download' })).statusCode).toBe(
      502,
    );
  });

  it('refuses bad parameters, unknown keys and too many ids without calling the upstream', async () => {
    fileAnswer();
    const many = Array.from({ length: 501 }, (_, i) => `ids[]=${i + 1}`).join('&');
    for (const url of [
      '/files/journal/entries/a.b/download',
      `/files/journal/entries/${'a'.repeat(101)}/download`,
      '/files/journal/entries/1%2F..%2F..%2Fmailbox/download',
      '/files/journal/entries/%2e%2e/download',
      '/files/journal/entries/1/download?format=pdf',
      '/files/journal/entries/1/download?format=docx&format=md',
      '/files/journal/entries/1/download?software_name=x',
      '/files/journal/entries/download',
      '/files/journal/entries/download?ids[]=1&ids[]=x.y',
      '/files/journal/entries/download?ids=1',
      `/files/journal/entries/download?${many}`,
      '/files/journal/entries/download?ids[]=1&ids[]=2%26admin%3D1',
      '/files/journal/../../mailbox',
      '/files/unknown',
    ]) {
      const raw = await rawGet(url);
      expect(raw.status, url).toBeGreaterThanOrEqual(400);
      expect(raw.status, url).toBeLessThan(500);
      expect(raw.body, url).not.toContain('PK-file');
    }
    expect(t.upstream.requests).toEqual([]);
  });

  it('builds upstream paths only from values that match their patterns', () => {
    const [one, many] = DOWNLOAD_ROUTES;
    if (!one || !many) throw new Error('journal rows missing');
    expect(downloadUpstreamPath(one, '/api', { id: '7' }, {})).toBe(
      '/api/users/reflective_journal/reflections/7/download',
    );
    expect(downloadUpstreamPath(one, '/api', { id: '7/../1' }, {})).toBeNull();
    expect(downloadUpstreamPath(many, '/api', {}, { 'ids[]': '4' })).toBe(
      '/api/users/reflective_journal/reflections/download_many?reflection_ids[]=4',
    );
    expect(downloadUpstreamPath(many, '/api', {}, { 'ids[]': ['4'], extra: '1' })).toBeNull();
  });
});

/** Every byte percent-encoded (lone surrogates become U+FFFD, which encodeURIComponent refuses). */
const percent = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('download routes under fuzz', () => {
  /** Every row of the table, its parameters and query values replaced by hostile strings. */
  it('never answers 5xx and never forwards anything but a clean built path', async () => {
    const rng = new Rng(0xf11e5);
    t.upstream.handle((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('file'));
    let sent = 0;
    const CLEAN = /^\/api\/[A-Za-z0-9_/-]+(\?[A-Za-z0-9_[\]=&%-]*)?$/;
    for (const route of DOWNLOAD_ROUTES) {
      for (let i = 0; i < 150; i += 1) {
        const value = () => {
          const text = hostileString(rng).slice(0, 300);
          // Raw bytes now and then (the server must cope), but never a line break that ends the request.
          return rng.chance(0.5) ? percent(text) : text.replace(/[\r\n\s#?]/g, percent);
        };
        const path = route.url.replace(/:([A-Za-z]+)/g, () => value());
        const keys = [...Object.keys(route.query), 'x', '__proto__', 'ids', 'format[]'];
        const query = Array.from({ length: rng.int(4) }, () => `${rng.pick(keys)}=${value()}`).join('&');
        const address = t.app.server.address();
        if (address === null || typeof address === 'string') throw new Error('not listening');
        const answer = await rawSocketGet(address.port, query === '' ? path : `${path}?${query}`);
        sent += 1;
        expect(answer.status, path).toBeGreaterThanOrEqual(200);
        expect(answer.status, path).toBeLessThan(500);
      }
    }
    expect(sent).toBe(DOWNLOAD_ROUTES.length * 150);
    for (const seen of t.upstream.requests) {
      expect(seen.url).toMatch(CLEAN);
      expect(seen.url).not.toContain('..');
    }
    // 150 raw requests per row: a loaded 2-core machine needs more than the default 5 s.
  }, 60_000);
});
