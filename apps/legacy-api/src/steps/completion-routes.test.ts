import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, caller } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let study: TestApp;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test, { now: () => new Date('2026-11-18T10:00:00Z') });
});
afterAll(async () => {
  await study.app.close();
  await test.close();
});

const watched = (flow: string, section: string, chapter: string, step: string) => ({
  flow_slug: flow,
  section_slug: section,
  chapter_slug: chapter,
  step_slug: step,
});

describe('POST …/complete', () => {
  it('completes the step once and answers the flow’s percent and progress around the step', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const first = await calls.post(`${apiPath('intro-to-planning')}/complete`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      // 1 of the flow's 9 steps.
      percent: 11,
      progress_step: { id: expect.any(Number), step_id: expect.any(Number), completed: true },
      chapter_progress: { id: expect.any(Number), progress: 25 },
      learning_module_progress: { progress: 16 },
      user: { badges: [] },
    });
    const again = await calls.post(`${apiPath('intro-to-planning')}/complete`);
    expect(again.body).toEqual(first.body);
    const step = await calls.get(apiPath('intro-to-planning'));
    expect(step.body.step.is_completed).toBe(true);
    expect(step.body.progress_step).toEqual(first.body.progress_step);
  });

  it('answers 404 for an unknown step and 401 without a session', async () => {
    const learner = await newLearner(test);
    const missing = await caller(study, learner).post(
      '/api/flows/alpha-flow/learning_modules/first-module/chapters/opening/steps/nope/complete',
    );
    expect(missing).toEqual({ status: 404, body: { msg: 'Step not found.' } });
    const anonymous = await study.app.inject({
      method: 'POST',
      url: `${apiPath('intro-to-planning')}/complete`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/flows and GET /api/learning_module/:slug with progress', () => {
  it('shows percentages, the time left and RESUME from the learner’s steps', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const before = (await calls.get('/api/flows')).body.flows[0].learning_modules[0];
    expect(before).toMatchObject({
      learning_module_progress: 0,
      learning_module_remaining_duration: 600,
      is_resume: false,
    });
    await calls.get(`${apiPath('practice-testing')}?track_session=true`);
    const visited = (await calls.get('/api/flows')).body.flows[0].learning_modules[0];
    expect(visited).toMatchObject({ learning_module_progress: 0, is_resume: true });
    await calls.post(`${apiPath('intro-to-planning')}/complete`);
    await calls.post(`${apiPath('planning-video')}/complete`);
    const flows = (await calls.get('/api/flows')).body.flows;
    expect(flows[0].learning_modules[0]).toMatchObject({
      learning_module_progress: 33,
      learning_module_remaining_duration: 420,
      is_resume: true,
    });
    expect(
      flows[0].learning_modules[0].chapters.map((c: { chapter_progress: number }) => c.chapter_progress),
    ).toEqual([50, 0]);
    expect(flows[0].learning_modules[1]).toMatchObject({ learning_module_progress: 0, is_resume: false });
    const profile = await calls.get('/api/users/profile');
    expect(profile.body.learning_progress.map((f: { flow_percent: number }) => f.flow_percent)).toEqual([
      22, 0,
    ]);
  });

  it('answers the module with its flow’s colours and each chapter’s steps with the learner’s marks', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    await calls.post(`${apiPath('hear-it-read')}/complete`);
    await calls.post(`${apiPath('practice-testing')}/toggle_favourite`);
    const { status, body } = await calls.get('/api/learning_module/first-module');
    expect(status).toBe(200);
    const module = body.learning_module;
    expect(module).toMatchObject({
      name: 'Planning your work',
      slug: 'first-module',
      url: '/flows/alpha-flow/learning_modules/first-module',
      learning_module_progress: 16,
      learning_module_remaining_duration: 480,
      is_resume: true,
      flow: {
        name: 'Alpha Flow',
        slug: 'alpha-flow',
        primary_color: '#7B3FA0',
        secondary_color: '#F1E8F7',
        tab_color: '#5E2C7D',
      },
    });
    expect(
      module.chapters.map((c: { slug: string; chapter_progress: number }) => [c.slug, c.chapter_progress]),
    ).toEqual([
      ['opening', 25],
      ['middle', 0],
    ]);
    const [opening, middle] = module.chapters;
    expect(opening.steps.map((s: { slug: string }) => s.slug)).toEqual([
      'intro-to-planning',
      'planning-video',
      'hear-it-read',
      'opening-key-points',
    ]);
    expect(opening.steps[2]).toEqual({
      id: expect.any(Number),
      name: 'Hear your plan read aloud',
      slug: 'hear-it-read',
      page_type: 'app',
      duration: 120,
      url: '/flows/alpha-flow/learning_modules/first-module/chapters/opening/steps/hear-it-read',
      is_completed: true,
      is_favourite: false,
      has_note: false,
    });
    expect(middle.steps[0]).toMatchObject({
      slug: 'practice-testing',
      is_favourite: true,
      is_completed: false,
    });
  });

  it('finds a module by slug in the edition asked, and answers 404 otherwise', async () => {
    const learner = await newLearner(test);
    const pro = await createTestApp(test, { env: { EDITION: 'pro' } });
    const proModule = await caller(pro, learner).get('/api/learning_module/first-module');
    expect(proModule.body.learning_module.flow.slug).toBe('gamma-path');
    await pro.app.close();
    expect(await caller(study, learner).get('/api/learning_module/no-such-module')).toEqual({
      status: 404,
      body: { msg: 'Learning module not found.' },
    });
    const anonymous = await study.app.inject({ method: 'GET', url: '/api/learning_module/first-module' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('video steps', () => {
  it('completes a video step reported watched, and refuses other steps', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const answer = await calls.post(
      '/api/progress_steps/video_watched',
      watched('alpha-flow', 'first-module', 'opening', 'planning-video'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ percent: 11, progress_step: { completed: true } });
    expect((await calls.get(apiPath('planning-video'))).body.step.is_completed).toBe(true);
    const text = await calls.post(
      '/api/progress_steps/video_watched',
      watched('alpha-flow', 'first-module', 'opening', 'intro-to-planning'),
    );
    expect(text).toEqual({ status: 422, body: { msg: 'Only a video step can be watched.' } });
    const unknown = await calls.post(
      '/api/progress_steps/video_watched',
      watched('alpha-flow', 'x', 'opening', 'planning-video'),
    );
    expect(unknown.status).toBe(404);
    const missing = await calls.post('/api/progress_steps/video_watched', { flow_slug: 'alpha-flow' });
    expect(missing).toEqual({
      status: 400,
      body: { msg: 'param is missing or the value is empty: section_slug' },
    });
  });

  it('keeps where the video was left, in whole seconds, for the next device', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const url = `${apiPath('planning-video')}/video_position`;
    const saved = await calls.put(url, { seconds: 42.7 });
    expect(saved).toEqual({
      status: 200,
      body: {
        progress_step: { id: expect.any(Number), step_id: expect.any(Number), completed: false },
        video_position: 42,
      },
    });
    expect((await calls.get(apiPath('planning-video'))).body.step.video_position).toBe(42);
    expect(await calls.put(url, { seconds: -1 })).toEqual({
      status: 422,
      body: { errors: { seconds: ['must be greater than or equal to 0'] } },
    });
    expect((await calls.put(url, { seconds: 'soon' })).body).toEqual({
      errors: { seconds: ['is not a number'] },
    });
    expect((await calls.put(url, { seconds: 90_000 })).status).toBe(422);
    expect((await calls.put(url, {})).status).toBe(400);
    expect(await calls.put(`${apiPath('intro-to-planning')}/video_position`, { seconds: 3 })).toEqual({
      status: 422,
      body: { msg: 'Only a video step has a video position.' },
    });
  });
});
