import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApp, type TestApp } from '../test-support/test-app';
import { contentSecurityPolicy, isDocumentType } from './headers';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const EVERY = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};
const HTML = { accept: 'text/html' };

let dist: string;
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'studyflow-headers-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Studyflow</title>');
  await writeFile(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'app-1a2b.css'), 'body{margin:0}');
  await writeFile(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  dev = await startTestApp({ WEB_DIST: dist });
  production = await startTestApp({
    WEB_DIST: dist,
    NODE_ENV: 'production',
    NOTE_QUEUE_SECRET: 'x'.repeat(32),
    LOG_LEVEL: 'warn',
  });
  dev.upstream.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
  await rm(dist, { recursive: true, force: true });
});

const DOCUMENTS: InjectOptions[] = [
  { method: 'GET', url: '/', headers: HTML },
  { method: 'GET', url: '/dashboard/learn', headers: HTML },
  { method: 'GET', url: '/index.html' },
  { method: 'GET', url: '/logo.svg' },
];

const NOT_DOCUMENTS: InjectOptions[] = [
  { method: 'GET', url: '/assets/app-1a2b.js' },
  { method: 'GET', url: '/assets/app-1a2b.css' },
  query('config.get'),
  { ...query('config.get'), url: '/trpc/config.get?batch=1' },
  // Refused by the CSRF check, and an unknown asset: answers made before or beside the handlers.
  { method: 'GET', url: '/trpc/config.get' },
  { method: 'GET', url: '/assets/missing-9z9z.js' },
  { method: 'GET', url: '/healthz' },
];

describe('security headers', () => {
  it('gives documents (the SPA, its fallback, SVG) the strict CSP and every page-only header', async () => {
    for (const options of DOCUMENTS) {
      const url = String(options.url);
      const response = await dev.app.inject(options);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject(EVERY);
      expect(response.headers['content-security-policy'], url).toBe(contentSecurityPolicy(false));
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('gives scripts, stylesheets and JSON answers only the headers that protect any resource', async () => {
    for (const options of NOT_DOCUMENTS) {
      const url = String(options.url);
      const response = await dev.app.inject(options);
      expect(response.headers, url).toMatchObject(EVERY);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('keeps the policy on a revalidated page (304 without a content type)', async () => {
    const first = await dev.app.inject({ method: 'GET', url: '/', headers: HTML });
    const again = await dev.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(contentSecurityPolicy(false));
  });

  it('adds HSTS everywhere and upgrade-insecure-requests to the CSP in production', async () => {
    const page = await production.app.inject({ method: 'GET', url: '/', headers: HTML });
    const script = await production.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    for (const response of [page, script]) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(page.headers['content-security-policy']).toBe(
      `${contentSecurityPolicy(false)};upgrade-insecure-requests`,
    );
    expect(script.headers['content-security-policy']).toBeUndefined();
    const local = await dev.app.inject({ method: 'GET', url: '/' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts HTML, XHTML, SVG and XML as documents, and a missing type too', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'TEXT/HTML',
      'application/xhtml+xml',
      'image/svg+xml',
      'application/xml',
      'text/xml; charset=utf-8',
      undefined,
    ]) {
      expect(isDocumentType(type), String(type)).toBe(true);
    }
    for (const type of [
      'application/json; charset=utf-8',
      'text/javascript',
      'text/css',
      'image/png',
      'text/plain; charset=utf-8',
      'text/htmlx',
    ]) {
      expect(isDocumentType(type), type).toBe(false);
    }
    // Asked again (now from memory), the answers stay the same.
    expect(isDocumentType('TEXT/HTML')).toBe(true);
    expect(isDocumentType('application/json; charset=utf-8')).toBe(false);
  });
});
