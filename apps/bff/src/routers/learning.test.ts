import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf, sentCalls } from '../test-support/calls';
import { upstreamFlow } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import {
  upstreamFavouriteFlow,
  upstreamNote,
  upstreamStep,
  upstreamStepSummary,
} from '../test-support/learning-fixtures';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

describe('learningModules.get', () => {
  it('reads the module, wrapped or bare, with its flow and each chapter’s steps', async () => {
    const [module] = upstreamFlow.learning_modules;
    const detail = {
      ...module,
      flow: {
        name: 'Essay Writing',
        slug: 'essay-writing',
        primary_color: '#7B3FA0',
        secondary_color: '#F1E8F7',
        tab_color: '#5E2C7D',
      },
      chapters: module?.chapters.map((chapter) => ({ ...chapter, steps: [upstreamStepSummary] })),
    };
    for (const body of [{ learning_module: detail }, detail]) {
      t.upstream.handle((_req, res) => json(res, 200, body));
      const response = await t.app.inject(
        query('learningModules.get', { slug: 'understanding-the-question' }),
      );
      expect(response.statusCode).toBe(200);
      const read = resultOf(response.body) as { flow: unknown; chapters: { steps: unknown[] }[] };
      expect(read.flow).toMatchObject({ primaryColor: '#7B3FA0', tabColor: '#5E2C7D' });
      expect(read.chapters[0]?.steps[0]).toMatchObject({
        pageType: 'app',
        isFavourite: true,
        hasNote: false,
      });
    }
    expect(sentCalls(t.upstream).map((call) => call.call)).toEqual([
      'GET /api/learning_module/understanding-the-question',
      'GET /api/learning_module/understanding-the-question',
    ]);
    expect((await t.app.inject(query('learningModules.get', { slug: 'A B' }))).statusCode).toBe(400);
  });

  it('finds the flow in GET /flows when the module answer names none (the requirements show none)', async () => {
    const [module] = upstreamFlow.learning_modules;
    const bare = { ...module, chapters: module?.chapters.map((chapter) => ({ ...chapter, steps: [] })) };
    t.upstream.handle((req, res) =>
      req.url === '/api/flows' ? json(res, 200, { flows: [upstreamFlow] }) : json(res, 200, bare),
    );
    const response = await t.app.inject(query('learningModules.get', { slug: 'understanding-the-question' }));
    expect(response.statusCode).toBe(200);
    expect((resultOf(response.body) as { flow: unknown }).flow).toEqual({
      name: upstreamFlow.name,
      slug: upstreamFlow.slug,
      primaryColor: upstreamFlow.primary_color,
      secondaryColor: upstreamFlow.secondary_color,
      tabColor: upstreamFlow.tab_color,
    });
    expect(sentCalls(t.upstream).map((call) => call.call)).toEqual([
      'GET /api/learning_module/understanding-the-question',
      'GET /api/flows',
    ]);

    // In no flow of the learner's: a missing page, not a broken gateway.
    t.upstream.handle((req, res) =>
      req.url === '/api/flows' ? json(res, 200, { flows: [] }) : json(res, 200, bare),
    );
    const lost = await t.app.inject(query('learningModules.get', { slug: 'understanding-the-question' }));
    expect(lost.statusCode).toBe(404);
  });
});

describe('favourites.list and search.query', () => {
  it('lists the favourites bare or wrapped', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { favourites: [upstreamFavouriteFlow] }));
    const response = await t.app.inject(query('favourites.list'));
    expect(sentCalls(t.upstream)[0]?.call).toBe('GET /api/users/favourites');
    expect((resultOf(response.body) as { slug: string }[])[0]?.slug).toBe('essay-writing');
  });

  it('sends the query encoded and reads the three groups', async () => {
    const hit = {
      id: 1,
      name: 'Practice testing',
      url: '/flows/x',
      flow_name: 'Revision',
      flow_slug: 'revision',
    };
    t.upstream.handle((_req, res) => json(res, 200, { steps: [hit], chapters: [], learning_modules: [] }));
    const response = await t.app.inject(query('search.query', { query: '  prac & test?  ' }));
    expect(sentCalls(t.upstream)[0]?.call).toBe('GET /api/search?query=prac%20%26%20test%3F');
    expect(resultOf(response.body)).toEqual({
      steps: [
        { id: 1, name: 'Practice testing', url: '/flows/x', flowName: 'Revision', flowSlug: 'revision' },
      ],
      chapters: [],
      learningModules: [],
    });
    for (const bad of ['', '   ', 'x'.repeat(201)]) {
      expect((await t.app.inject(query('search.query', { query: bad }))).statusCode, bad).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(1);
  });
});

describe('notes', () => {
  it('lists, creates, updates and removes, with the body shapes API-29 to API-31 name', async () => {
    t.upstream.handle((req, res) => {
      if (req.method === 'GET') return json(res, 200, { notes: [upstreamNote] });
      if (req.method === 'POST') return json(res, 201, { note: upstreamNote, badges: [] });
      if (req.method === 'PUT') return json(res, 200, { note: { ...upstreamNote, content: 'Edited' } });
      return json(res, 200, { status: 'success' });
    });
    const list = await t.app.inject(query('notes.list'));
    expect((resultOf(list.body) as { sectionName: string; videoTime: number }[])[0]).toMatchObject({
      sectionName: 'Planning',
      videoTime: 12,
    });
    const created = await t.app.inject(
      mutation('notes.create', { content: ' Split the task. ', progressStepId: 77 }),
    );
    expect(resultOf(created.body)).toMatchObject({ note: { id: 5 }, badges: [] });
    const updated = await t.app.inject(mutation('notes.update', { id: 5, content: 'Edited' }));
    expect(resultOf(updated.body)).toMatchObject({ note: { content: 'Edited' } });
    const removed = await t.app.inject(mutation('notes.remove', { id: 5 }));
    expect(resultOf(removed.body)).toEqual({ ok: true });
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'GET /api/notes', body: '' },
      { call: 'POST /api/notes', body: { content: 'Split the task.', progress_step_id: 77 } },
      { call: 'PUT /api/notes/5', body: { note: { content: 'Edited' } } },
      { call: 'DELETE /api/notes/5', body: '' },
    ]);
  });

  it('refuses blank or over-long notes, notes on nothing and unsafe ids before any upstream call', async () => {
    for (const input of [
      { content: '   ', progressStepId: 1 },
      { content: 'x'.repeat(2001), progressStepId: 1 },
      { content: 'x' },
      { content: 'x', stepId: '../1' },
    ]) {
      expect((await t.app.inject(mutation('notes.create', input))).statusCode, JSON.stringify(input)).toBe(
        400,
      );
    }
    expect((await t.app.inject(mutation('notes.remove', { id: '5/../../users' }))).statusCode).toBe(400);
    expect(t.upstream.requests).toHaveLength(0);
  });
});

describe('tutorials', () => {
  it('lists the tutorials and reads an Essentials step in the step shape', async () => {
    t.upstream.handle((req, res) => {
      if (req.url.endsWith('/users/tutorials')) {
        return json(res, 200, {
          essential_steps: [
            { software_slug: 'mindview', link: '/tutorials/mindview/essentials/basics', name: 'Basics' },
          ],
          flow_steps: [
            { software_slug: 'mindview', chapter_name: 'Ideas', link: '/tutorials/mindview/flows/x' },
          ],
        });
      }
      return json(res, 200, { step: { ...upstreamStep, app: null, flow_name: null, flow_slug: null } });
    });
    const list = await t.app.inject(query('tutorials.list'));
    expect(resultOf(list.body)).toEqual({
      essentialSteps: [
        { softwareSlug: 'mindview', link: '/tutorials/mindview/essentials/basics', name: 'Basics' },
      ],
      flowSteps: [
        { softwareSlug: 'mindview', chapterName: 'Ideas', link: '/tutorials/mindview/flows/x', name: null },
      ],
    });
    const step = await t.app.inject(query('tutorials.get', { softwareSlug: 'mindview', stepSlug: 'basics' }));
    expect(resultOf(step.body)).toMatchObject({ flowName: null, app: null, slug: 'mind-map' });
    expect(sentCalls(t.upstream).map((call) => call.call)).toEqual([
      'GET /api/users/tutorials',
      'GET /api/users/tutorials/mindview/essentials/basics',
    ]);
  });
});
