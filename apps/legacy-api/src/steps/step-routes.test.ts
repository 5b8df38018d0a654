import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { apiPath, caller, choose, FIXTURE_STEPS, type FixtureStep, webPath } from '../test/fixture-steps';
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

const studySteps = (Object.keys(FIXTURE_STEPS) as FixtureStep[]).filter((step) => !step.startsWith('gamma'));

describe('GET a step', () => {
  it('answers a text step with its HTML, its place, the learner’s record and progress around it', async () => {
    const learner = await newLearner(test);
    const { status, body } = await caller(study, learner).get(apiPath('intro-to-planning'));
    expect(status).toBe(200);
    expect(body.step).toEqual({
      id: expect.any(Number),
      name: 'Why a plan helps',
      slug: 'intro-to-planning',
      page_type: 'text',
      duration: 120,
      url: webPath('intro-to-planning'),
      next_url: webPath('planning-video'),
      is_completed: false,
      is_favourite: false,
      has_note: false,
      flow_name: 'Alpha Flow',
      flow_slug: 'alpha-flow',
      content: expect.stringContaining('<strong>small steps</strong>'),
      extra_content: '<p>Plans work best when they are short.</p>',
      video_text: null,
      tip: 'Write a three-line plan for your next task.',
      video: null,
      video_content_type: null,
      subtitle: null,
      segments: null,
      thumbnail: null,
      transcript: null,
      video_position: null,
      sources: ['Fixture et al. (2020), A study of plans'],
      app: null,
    });
    expect(body.step.content).toContain('<a href="/flows/alpha-flow/learning_modules/second-module">');
    expect(body.progress_step).toEqual({ id: expect.any(Number), step_id: body.step.id, completed: false });
    expect(body.learning_module_progress).toEqual({ progress: 0 });
    expect(body.chapter_progress).toEqual({ id: expect.any(Number), progress: 0 });
    expect(body.user).toEqual({ badges: [] });
    // The record is made once: opening the step again answers the same one.
    const again = await caller(study, learner).get(apiPath('intro-to-planning'));
    expect(again.body.progress_step.id).toBe(body.progress_step.id);
  });

  it('gives a vid step its media by the naming convention and where the video was left', async () => {
    const learner = await newLearner(test);
    const { body } = await caller(study, learner).get(apiPath('planning-video'));
    const base = '/uploads/steps/study/alpha-flow/first-module/opening/planning-video';
    expect(body.step).toMatchObject({
      page_type: 'vid',
      duration: 60,
      video: `${base}.mp4`,
      video_content_type: 'video/mp4',
      subtitle: `${base}.en.vtt`,
      segments: `${base}.chapters.vtt`,
      thumbnail: `${base}.jpg`,
      transcript: `${base}.txt`,
      video_text: 'First, write down the task. Then split it into steps.',
      video_position: 0,
    });
  });

  it('tells an app step how each of the learner’s products does its feature, or the one asked for', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const none = await calls.get(apiPath('hear-it-read'));
    expect(none.body.step.app).toEqual({
      name: 'Listen to your plan',
      description: 'Use your software to read your plan aloud.',
      feature: 'text-to-speech',
      button_image: null,
      how_to: [],
    });
    await choose(test, learner, ['reader-one', 'mapper-two']);
    const chosen = await calls.get(apiPath('hear-it-read'));
    expect(chosen.body.step.app.button_image).toBe('/uploads/softwares/reader-one.svg');
    expect(chosen.body.step.app.how_to).toEqual([
      {
        software_slug: 'reader-one',
        software_name: 'Reader One',
        text: '<p>Select the text, then press <strong>Play</strong> on the Reader One toolbar.</p>',
      },
    ]);
    const tutorial = await calls.get(`${apiPath('map-your-ideas')}?view=tutorials&software_slug=mapper-two`);
    expect(tutorial.body.step.app.how_to.map((h: { software_slug: string }) => h.software_slug)).toEqual([
      'mapper-two',
    ]);
  });

  it('answers 404 for an unknown slug at any level and for the other edition’s step', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    for (const url of [
      '/api/flows/no-flow/learning_modules/first-module/chapters/opening/steps/intro-to-planning',
      '/api/flows/alpha-flow/learning_modules/no-module/chapters/opening/steps/intro-to-planning',
      '/api/flows/alpha-flow/learning_modules/first-module/chapters/middle/steps/intro-to-planning',
      '/api/flows/alpha-flow/learning_modules/first-module/chapters/opening/steps/no-step',
      apiPath('gamma-text'),
    ]) {
      const answer = await calls.get(url);
      expect(answer, url).toEqual({ status: 404, body: { msg: 'Step not found.' } });
    }
  });

  it('answers 400 for an unknown view and 401 without a session', async () => {
    const learner = await newLearner(test);
    const bad = await caller(study, learner).get(`${apiPath('intro-to-planning')}?view=everything`);
    expect(bad).toEqual({ status: 400, body: { msg: 'param is invalid: view' } });
    const anonymous = await study.app.inject({ method: 'GET', url: apiPath('intro-to-planning') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});

describe('next_url', () => {
  it('walks the chapter, then the next chapter and module, and after the flow’s last step its dashboard', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const alpha = studySteps.filter((step) => FIXTURE_STEPS[step][0] === 'alpha-flow');
    for (const [index, step] of alpha.entries()) {
      const { body } = await calls.get(apiPath(step));
      const next = alpha[index + 1];
      expect(body.step.next_url, step).toBe(
        next === undefined ? '/dashboard/learn/alpha-flow' : webPath(next),
      );
    }
    const lastBeta = await calls.get(apiPath('beta-key-points'));
    expect(lastBeta.body.step.next_url).toBe('/dashboard/learn/beta-flow');
  });

  it('ends a Pro learning path on the software dashboard', async () => {
    const learner = await newLearner(test, 'professional');
    const calls = caller(pro, learner);
    expect((await calls.get(apiPath('gamma-text'))).body.step.next_url).toBe(webPath('gamma-key-points'));
    expect((await calls.get(apiPath('gamma-key-points'))).body.step.next_url).toBe('/dashboard/software');
  });

  it('walks the learner’s favourites under /favourites when the step is seen among them', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    for (const step of ['beta-basics', 'intro-to-planning', 'closing-key-points'] as const) {
      expect((await calls.post(`${apiPath(step)}/toggle_favourite`)).status).toBe(200);
    }
    const view = '?view=favourites';
    expect((await calls.get(`${apiPath('intro-to-planning')}${view}`)).body.step.next_url).toBe(
      `/favourites${webPath('closing-key-points')}`,
    );
    // A step that is not a favourite (any more) still leads on to the next favourite after it.
    expect((await calls.get(`${apiPath('practice-testing')}${view}`)).body.step.next_url).toBe(
      `/favourites${webPath('closing-key-points')}`,
    );
    expect((await calls.get(`${apiPath('closing-key-points')}${view}`)).body.step.next_url).toBe(
      `/favourites${webPath('beta-basics')}`,
    );
    expect((await calls.get(`${apiPath('beta-basics')}${view}`)).body.step.next_url).toBe('/dashboard/learn');
  });

  it('stays inside one product’s tutorial: its Essentials first, then its strategies, then its dashboard tab', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const tutorial = '?view=tutorials&software_slug=reader-one';
    const { body } = await calls.get(`${apiPath('hear-it-read')}${tutorial}`);
    expect(body.step.next_url).toBe('/dashboard/learn?tab=software&software=reader-one');
    expect(body.step.url).toBe(`/tutorials/reader-one${webPath('hear-it-read')}`);
    const mapper = await calls.get(`${apiPath('map-your-ideas')}?view=tutorials&software=mapper-two`);
    expect(mapper.body.step.next_url).toBe('/dashboard/learn?tab=software&software=mapper-two');
    // Not one of that product's strategies, an unknown product, or no product at all.
    expect((await calls.get(`${apiPath('map-your-ideas')}${tutorial}`)).status).toBe(404);
    expect(await calls.get(`${apiPath('hear-it-read')}?view=tutorials&software_slug=nope`)).toEqual({
      status: 404,
      body: { msg: 'Software not found.' },
    });
    expect((await calls.get(`${apiPath('hear-it-read')}?view=tutorials`)).status).toBe(400);
  });
});
