import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test-support/http-server';
import { testUpstreamOptions } from '../test-support/upstream-options';
import { createUpstream, type Upstream } from './client';
import { requestTarget } from './request-target';

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

describe('request targets', () => {
  it('sends a path that needs resolving as the URL parser resolves it', async () => {
    server.requests.length = 0;
    server.handle((_request, response) => json(response, 200, { ok: true }));
    await upstream.request({ method: 'GET', path: '/notes/a/../b', query: { q: 'x y' } });
    await upstream.request({ method: 'GET', path: '/notes/a b' });
    await upstream.request({ method: 'GET', path: '/notes/%2e%2e/c' });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/notes/b?q=x%20y',
      '/api/notes/a%20b',
      '/api/c',
    ]);
  });

  it('is what `new URL` gives for any path, plain or not', () => {
    const origin = 'http://127.0.0.1:3001';
    // Characters that the URL parser keeps, encodes, resolves or treats as delimiters.
    const alphabet = [
      'a',
      'Z',
      '0',
      '-',
      '_',
      '.',
      '~',
      '%',
      '2',
      'e',
      'E',
      '/',
      '?',
      '#',
      '[',
      ']',
      ' ',
      "'",
      '"',
      '\\',
      'é',
      '@',
      ':',
      '&',
      '=',
      '+',
      '!',
      '*',
      '{',
      '`',
      '<',
      '\t',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const samples = [
      '/api/auth/authorize',
      '/api/notes?ids[]=1&ids[]=2',
      '//evil.example/x',
      '/a/./b',
      '/a/%2E%2e/b',
    ];
    for (let index = 0; index < 5_000; index += 1) {
      let path = '/';
      const length = next() % 12;
      for (let char = 0; char < length; char += 1) path += alphabet[next() % alphabet.length];
      samples.push(path);
    }
    for (const path of samples) {
      const url = new URL(path, origin);
      expect(requestTarget(path, origin), path).toEqual({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
      });
    }
  });
});
