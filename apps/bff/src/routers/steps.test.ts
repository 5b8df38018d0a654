import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import {
  STEP_PATH,
  upstreamCompletion,
  upstreamFavouriteFlow,
  upstreamStepAnswer,
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

const address = {
  flowSlug: 'essay-writing',
  learningModuleSlug: 'planning',
  chapterSlug: 'ideas',
  stepSlug: 'mind-map',
};

describe('steps.get', () => {
  it('asks for the step with its view and tracking as query parameters and camelCases the answer', async () => {
    t.upstream.handle((_req, res) => json(res, 200, upstreamStepAnswer));
    const response = await t.app.inject(
      query('steps.get', { ...address, view: 'tutorials', softwareSlug: 'mindview', trackSession: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(sentCalls(t.upstream)).toEqual([
      { call: `GET /api${STEP_PATH}?view=tutorials&software_slug=mindview&track_session=true`, body: '' },
    ]);
    const answer = resultOf(response.body) as Record<string, unknown>;
    expect(answer.step).toMatchObject({
      pageType: 'app',
      nextUrl: '/flows/essay-writing/learning_modules/planning/chapters/ideas/steps/key-points',
      isFavourite: true,
      app: {
        buttonImage: '/uploads/softwares/mindview.svg',
        howTo: [{ softwareSlug: 'mindview', softwareName: 'MindView', text: '<p>Choose New map.</p>' }],
      },
    });
    expect(answer.progressStep).toEqual({ id: 77, stepId: 31, completed: false });
    expect(answer.chapterProgress).toEqual({ id: 12, progress: 25 });
    expect(answer.user).toEqual({
      badges: [{ id: 4, name: 'KNOWLEDGE_KNIGHT', createdAt: '2026-11-18T10:02:00.000Z' }],
    });
  });

  it('leaves tracking out unless asked, and reads a sparse upstream step with its fallbacks', async () => {
    const {
      app: _app,
      video_position: _position,
      has_note: _note,
      sources: _sources,
      ...sparse
    } = upstreamStepAnswer.step;
    t.upstream.handle((_req, res) =>
      json(res, 200, {
        ...upstreamStepAnswer,
        step: { ...sparse, page_type: 'quiz', id: 'st-31' },
        user: undefined,
      }),
    );
    const response = await t.app.inject(query('steps.get', { ...address, trackSession: false }));
    expect(sentCalls(t.upstream)[0]?.call).toBe(`GET /api${STEP_PATH}`);
    const answer = resultOf(response.body) as { step: Record<string, unknown>; user: unknown };
    expect(answer.step).toMatchObject({
      id: 'st-31',
      pageType: 'text',
      app: null,
      hasNote: false,
      sources: [],
    });
    expect(answer.user).toEqual({ badges: [] });
  });

  it('refuses a slug that is not one before any upstream call', async () => {
    for (const stepSlug of ['../admin', 'Mind-Map', 'a/b', 'a%2Fb', '', 'x'.repeat(101), 'a--b', '-a']) {
      const response = await t.app.inject(query('steps.get', { ...address, stepSlug }));
      expect(response.statusCode, stepSlug).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('passes a 404 through with its message', async () => {
    t.upstream.handle((_req, res) => json(res, 404, { msg: 'Step not found.' }));
    const response = await t.app.inject(query('steps.get', address));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).message).toBe('Step not found.');
  });
});

describe('steps mutations', () => {
  it('complete posts to the step’s complete path and answers the progress and badges', async () => {
    t.upstream.handle((_req, res) => json(res, 200, upstreamCompletion));
    const response = await t.app.inject(mutation('steps.complete', address));
    expect(sentCalls(t.upstream)).toEqual([{ call: `POST /api${STEP_PATH}/complete`, body: '' }]);
    expect(resultOf(response.body)).toEqual({
      percent: 11,
      progressStep: { id: 77, stepId: 31, completed: true },
      chapterProgress: { id: 12, progress: 50 },
      learningModuleProgress: { progress: 33 },
      user: { badges: [{ id: 4, name: 'KNOWLEDGE_KNIGHT', createdAt: '2026-11-18T10:02:00.000Z' }] },
    });
  });

  it('toggleFavourite answers the new state, the badges and the favourites', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 200, {
        is_favourite: true,
        chapter_id: 12,
        step_id: 31,
        badges: [],
        favourites: [upstreamFavouriteFlow],
      }),
    );
    const response = await t.app.inject(mutation('steps.toggleFavourite', address));
    expect(sentCalls(t.upstream)[0]?.call).toBe(`POST /api${STEP_PATH}/toggle_favourite`);
    const answer = resultOf(response.body) as {
      isFavourite: boolean;
      favourites: { learningModules: unknown[] }[];
    };
    expect(answer.isFavourite).toBe(true);
    expect(answer.favourites[0]?.learningModules).toHaveLength(1);
  });

  it('videoWatched names the module as section_slug, and savePosition puts the seconds', async () => {
    t.upstream.handle((_req, res) => json(res, 200, upstreamCompletion));
    await t.app.inject(mutation('steps.videoWatched', address));
    t.upstream.handle((_req, res) =>
      json(res, 200, { progress_step: { id: 77, step_id: 31, completed: false }, video_position: 42 }),
    );
    const saved = await t.app.inject(mutation('steps.savePosition', { ...address, seconds: 42.5 }));
    expect(resultOf(saved.body)).toEqual({ videoPosition: 42 });
    expect(sentCalls(t.upstream)).toEqual([
      {
        call: 'POST /api/progress_steps/video_watched',
        body: {
          flow_slug: 'essay-writing',
          section_slug: 'planning',
          chapter_slug: 'ideas',
          step_slug: 'mind-map',
        },
      },
      { call: `PUT /api${STEP_PATH}/video_position`, body: { seconds: 42.5 } },
    ]);
    const negative = await t.app.inject(mutation('steps.savePosition', { ...address, seconds: -1 }));
    expect(negative.statusCode).toBe(400);
  });

  it('turns an answer without its promised progress into a 502', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { percent: 11 }));
    const response = await t.app.inject(mutation('steps.complete', address));
    expect(response.statusCode).toBe(502);
  });
});
