import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { MEDIA_DIR } from './media-paths';

let test: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const TOUR = '/uploads/guided-tour/guided-tour';

describe('/uploads', () => {
  it('serves the software tiles as SVG without a session', async () => {
    const response = await get('/uploads/softwares/read-write.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('<title>Read&amp;Write</title>');
  });

  it('serves the guided tour: an H.264 MP4 under 600 KB with byte ranges, and its text tracks', async () => {
    const { size } = await stat(path.join(MEDIA_DIR, 'guided-tour', 'guided-tour.mp4'));
    expect(size).toBeLessThan(600 * 1024);
    const whole = await get(`${TOUR}.mp4`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(size);
    // An MP4 starts with its ftyp box (faststart also puts moov before the media data).
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(whole.rawPayload.indexOf('moov')).toBeLessThan(whole.rawPayload.indexOf('mdat'));

    const part = await get(`${TOUR}.mp4`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

    for (const track of ['en', 'chapters']) {
      const vtt = await get(`${TOUR}.${track}.vtt`);
      expect(vtt.statusCode).toBe(200);
      expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
      expect(vtt.body.startsWith('WEBVTT\n')).toBe(true);
    }
  });

  it('has subtitles that cover the narration in order, within the video, and one chapter per slide', async () => {
    const cues = (body: string) =>
      [...body.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map((m) => {
        const [h1, m1, s1, ms1, h2, m2, s2, ms2] = m.slice(1).map(Number) as number[];
        const seconds = (h = 0, min = 0, s = 0, ms = 0) => h * 3600 + min * 60 + s + ms / 1000;
        return { start: seconds(h1, m1, s1, ms1), end: seconds(h2, m2, s2, ms2) };
      });
    const subtitles = cues((await get(`${TOUR}.en.vtt`)).body);
    const chapters = cues((await get(`${TOUR}.chapters.vtt`)).body);
    expect(subtitles.length).toBeGreaterThanOrEqual(5);
    expect(chapters.length).toBeGreaterThanOrEqual(4);
    const end = chapters.at(-1)?.end ?? 0;
    expect(end).toBeGreaterThanOrEqual(20);
    expect(end).toBeLessThanOrEqual(40);
    for (const [index, cue] of subtitles.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.start).toBeGreaterThanOrEqual(subtitles[index - 1]?.end ?? 0);
      expect(cue.end).toBeLessThanOrEqual(end);
    }
    expect(chapters[0]?.start).toBe(0);
    for (const [index, chapter] of chapters.entries()) {
      if (index > 0) expect(chapter.start).toBe(chapters[index - 1]?.end);
    }
  });

  it('answers 404 for unknown files and never leaves the media folders', async () => {
    for (const url of [
      '/uploads/softwares/nope.svg',
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/avatars/',
    ]) {
      const response = await get(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('"name"');
    }
  });
});
