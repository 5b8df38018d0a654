import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { buildResources } from './demo-library';

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

const entry = (name: string, chip: string) => ({
  name,
  slug: name.toLowerCase(),
  chip,
  group: chip,
  image: `/uploads/softwares/${name}.svg`,
  video: null,
  video_subtitle: null,
  video_transcript: null,
  website: null,
  guide: null,
});

describe('GET /resources (API-45)', () => {
  it('is for signed-in learners only (PUB-16)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/resources' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the chips, all first, and a list per chip holding exactly that chip’s software', async () => {
    const learner = await newLearner(test);
    const response = await t.app.inject({ method: 'GET', url: '/api/resources', cookies: learner.cookies });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.chip_items[0]).toEqual({ name: 'All', value: 'all' });
    expect(body.chip_items.length).toBeGreaterThan(2);
    for (const chip of body.chip_items) expect(body.softwares[chip.value]).toBeInstanceOf(Array);
    expect(body.softwares.all).toHaveLength(16);
    const literacy = body.softwares.literacy.map((s: { name: string }) => s.name);
    expect(literacy).toEqual(['Read&Write', 'ClaroRead', 'Co:Writer', 'Immersive Reader']);
    const nvda = body.softwares['screen-reading'].find((s: { name: string }) => s.name === 'NVDA');
    expect(nvda).toEqual({
      name: 'NVDA',
      image: '/uploads/softwares/nvda.svg',
      group: 'Screen reading',
      guide: '/uploads/public/justification-guide-screen-reading.pdf',
      website: 'https://www.nvaccess.org/',
      video: '/uploads/tutorials/nvda/nvda-in-90-seconds.mp4',
      video_subtitle: '/uploads/tutorials/nvda/nvda-in-90-seconds.en.vtt',
      video_transcript: '/uploads/tutorials/nvda/nvda-in-90-seconds.txt',
    });
  });

  it('serves every file the library links to from the uploads area (PUB-13)', async () => {
    const learner = await newLearner(test);
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/resources', cookies: learner.cookies })
    ).json();
    const files = new Set<string>();
    for (const s of body.softwares.all) {
      for (const link of [s.image, s.video, s.video_subtitle, s.video_transcript, s.guide])
        if (link?.startsWith('/uploads/')) files.add(link);
    }
    for (const file of files) {
      const response = await t.app.inject({ method: 'GET', url: file });
      expect(response.statusCode, file).toBe(200);
      if (file.endsWith('.txt')) expect(response.headers['content-type'], file).toMatch(/^text\/plain/);
    }
    // Every product video has its transcript (WCAG 2.2 1.2.3), beside its video.
    for (const s of body.softwares.all)
      if (s.video) expect(s.video_transcript).toBe(s.video.replace(/\.mp4$/, '.txt'));
  });
});

describe('buildResources', () => {
  it('refuses a library whose first chip is not all, or a software under an unknown chip', () => {
    expect(() =>
      buildResources({ chip_items: [{ name: 'Reading', value: 'reading' }], softwares: [] }),
    ).toThrow(/first chip is all/);
    expect(() =>
      buildResources({ chip_items: [{ name: 'All', value: 'all' }], softwares: [entry('X', 'reading')] }),
    ).toThrow(/listed chip/);
  });
});
