import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logFormat } from './logger';
import { MEDIA_DIR } from './media/media-paths';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test/test-app';

let test: TestDatabase;
let t: TestApp;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test, {
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

describe('request lines', () => {
  it('are one per request: an API call at info, a media file at debug, a missing one at info', async () => {
    const tile = readdirSync(join(MEDIA_DIR, 'softwares')).find((name) => name.endsWith('.svg'));
    const media = `/uploads/softwares/${tile}`;
    lines.length = 0;
    for (const url of ['/api/health', '/api/nothing?confirmation_token=abc', media, '/uploads/nothing.png']) {
      await t.app.inject({ method: 'GET', url });
    }
    const requests = entries().filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.url, entry.status, entry.level])).toEqual([
      ['/api/health', 200, 30],
      ['/api/nothing?confirmation_token=[REDACTED]', 404, 30],
      [media, 200, 20],
      ['/uploads/nothing.png', 404, 30],
    ]);
    expect(requests.every((entry) => typeof entry.ms === 'number' && entry.service === 'legacy-api')).toBe(
      true,
    );
    const fastifyLines = entries().filter((entry) =>
      /^(incoming request|request completed)$/.test(String(entry.msg)),
    );
    expect(fastifyLines).toEqual([]);
  });
});

describe('log format', () => {
  it('is pretty only for a terminal outside production, JSON everywhere else', () => {
    expect(logFormat(true, 'development')).toBe('pretty');
    expect(logFormat(true, 'production')).toBe('json');
    expect(logFormat(false, 'development')).toBe('json');
    expect(logFormat(undefined, 'test')).toBe('json');
  });
});
