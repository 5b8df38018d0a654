import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let study: TestApp;
let pro: TestApp;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test);
  pro = await createTestApp(test, { env: { EDITION: 'pro' } });
});
afterAll(async () => {
  await study.app.close();
  await pro.app.close();
  await test.close();
});

async function download(app: TestApp, path: string) {
  const learner = await newLearner(test);
  return app.app.inject({ method: 'GET', url: path, cookies: learner.cookies });
}

describe('study tools (TLS)', () => {
  it('serves at least 40 directive words with definitions, a to z (API-39)', async () => {
    const { status, body } = await caller(study, await newLearner(test)).get(
      '/api/users/apps/essay_question_wizard',
    );
    expect(status).toBe(200);
    expect(body.words.length).toBeGreaterThanOrEqual(40);
    const directives = body.words.map((word: { directive: string }) => word.directive);
    expect([...directives].sort((a, b) => a.localeCompare(b))).toEqual(directives);
    for (const word of body.words) expect(word.definition.length).toBeGreaterThan(20);
  });

  it('answers the essay breakdown per word count (DAT-13)', async () => {
    const { body } = await caller(study, await newLearner(test)).get('/api/users/apps/essay_breakdown');
    expect(body.word_counts).toHaveLength(9);
    expect(body.word_counts[0]).toEqual({
      words: 1000,
      intro_a: 100,
      intro_b: 150,
      body_a: 800,
      body_b: 700,
      conclusion_a: 100,
      conclusion_b: 150,
    });
  });

  it.each([
    ['', 'pdf', 'application/pdf'],
    ['?software_name=OPML', 'opml', 'text/x-opml; charset=utf-8'],
    ['?software_name=FreeMind', 'mm', 'application/x-freemind; charset=utf-8'],
  ])('downloads the mind map %s as .%s (API-40)', async (query, extension, type) => {
    const response = await download(study, `/api/users/apps/mindmap/2500/B/download${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Essay Plan 2500 words - B.${extension}"`,
    );
    if (extension === 'pdf') {
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = response.rawPayload.toString('latin1');
      expect(text).toContain('/StructTreeRoot');
      expect(text).toContain('/MarkInfo');
      expect(text).toMatch(/\/Lang \(en-GB\)/);
    } else {
      expect(response.body).toContain('Essay Plan 2500 words - B');
      expect(response.body).toContain('Introduction: 375 words');
      expect(response.body).toContain('Main body: 1750 words');
      expect(response.body).toContain('Conclusion: 375 words');
    }
  });

  it('writes OPML 2.0 and FreeMind maps with the branches nested', async () => {
    const opml = (await download(study, '/api/users/apps/mindmap/1000/A/download?software_name=opml')).body;
    expect(opml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<opml version="2.0">/);
    expect(opml).toContain(
      '<outline text="Introduction: 100 words">\n        <outline text="Restate the question',
    );
    const mm = (await download(study, '/api/users/apps/mindmap/1000/A/download?software_name=freemind')).body;
    expect(mm).toMatch(/^<map version="1.0.1">\n {2}<node TEXT="Essay Plan 1000 words - A">/);
    expect(mm).toContain('<node TEXT="Main body: 800 words" POSITION="left">');
  });

  it.each(['MindManager', 'MindView', 'Inspiration'])(
    'refuses %s files it cannot make faithfully',
    async (name) => {
      const response = await download(study, `/api/users/apps/mindmap/1000/A/download?software_name=${name}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().msg).toMatch(/OPML or FreeMind/);
    },
  );

  it.each([
    '/api/users/apps/mindmap/1200/A/download',
    '/api/users/apps/mindmap/1000/C/download',
    '/api/users/apps/mindmap/1000/A/download?software_name=docx',
  ])('answers 404 for %s', async (path) => {
    expect((await download(study, path)).statusCode).toBe(404);
  });

  it('keeps a weekly plan of study blocks per learner (TLS-13)', async () => {
    const calls = caller(study, await newLearner(test));
    const other = caller(study, await newLearner(test));
    expect((await calls.get('/api/users/apps/planner')).body).toEqual({ blocks: [] });
    const late = await calls.post('/api/users/apps/planner/blocks', {
      weekday: 0,
      start_time: '14:00',
      end_time: '15:30',
      title: '  Essay draft ',
    });
    expect(late.status).toBe(201);
    expect(late.body.block).toEqual({
      id: expect.any(Number),
      weekday: 0,
      start_time: '14:00',
      end_time: '15:30',
      title: 'Essay draft',
    });
    await calls.post('/api/users/apps/planner/blocks', {
      weekday: 0,
      start_time: '09:00',
      end_time: '10:00',
      title: 'Reading',
    });
    await calls.post('/api/users/apps/planner/blocks', {
      weekday: 6,
      start_time: '23:00',
      end_time: '24:00',
      title: 'Review',
    });
    const week = (await calls.get('/api/users/apps/planner')).body.blocks;
    expect(week.map((block: { title: string }) => block.title)).toEqual(['Reading', 'Essay draft', 'Review']);
    expect((await other.get('/api/users/apps/planner')).body.blocks).toEqual([]);
    expect((await other.delete(`/api/users/apps/planner/blocks/${late.body.block.id}`)).status).toBe(404);
    expect((await calls.delete(`/api/users/apps/planner/blocks/${late.body.block.id}`)).status).toBe(200);
    expect((await calls.get('/api/users/apps/planner')).body.blocks).toHaveLength(2);
  });

  it.each([
    [{ weekday: 7, start_time: '09:00', end_time: '10:00', title: 'x' }, 'weekday'],
    [{ weekday: 1, start_time: '10:00', end_time: '10:00', title: 'x' }, 'end_time'],
    [{ weekday: 1, start_time: '9:00', end_time: '10:00', title: 'x' }, 'start_time'],
    [{ weekday: 1, start_time: '09:00', end_time: '10:00', title: '   ' }, 'title'],
    [{ weekday: 1, start_time: '09:00', end_time: '10:00', title: 'x'.repeat(81) }, 'title'],
  ])('refuses a block %j (422 on %s)', async (block, field) => {
    const response = await caller(study, await newLearner(test)).post(
      '/api/users/apps/planner/blocks',
      block,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('exists only in the study edition and only for a signed-in learner', async () => {
    expect(
      (await caller(pro, await newLearner(test)).get('/api/users/apps/essay_question_wizard')).status,
    ).toBe(404);
    const guest = await study.app.inject({ method: 'GET', url: '/api/users/apps/essay_question_wizard' });
    expect(guest.statusCode).toBe(401);
  });
});
