import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, choose, webPath } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let study: TestApp;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test);
});
afterAll(async () => {
  await study.app.close();
  await test.close();
});

describe('GET /api/users/tutorials', () => {
  it('lists each chosen product’s Essentials and the app steps whose feature it offers, by chapter', async () => {
    const learner = await newLearner(test);
    await choose(test, learner, ['reader-one', 'mapper-two', 'plain-three']);
    const { status, body } = await caller(study, learner).get('/api/users/tutorials');
    expect(status).toBe(200);
    expect(body).toEqual({
      essential_steps: [
        {
          software_slug: 'reader-one',
          link: '/tutorials/reader-one/essentials/reader-basics',
          name: 'Reader One basics',
        },
        {
          software_slug: 'reader-one',
          link: '/tutorials/reader-one/essentials/reader-video',
          name: 'Reader One in one minute',
        },
        {
          software_slug: 'reader-one',
          link: '/tutorials/reader-one/essentials/reader-check',
          name: 'Reader One checkpoint',
        },
      ],
      flow_steps: [
        {
          software_slug: 'reader-one',
          chapter_name: 'Getting started with a plan',
          link: `/tutorials/reader-one${webPath('hear-it-read')}`,
          name: 'Hear your plan read aloud',
        },
        {
          software_slug: 'mapper-two',
          chapter_name: 'Spacing it out',
          link: `/tutorials/mapper-two${webPath('map-your-ideas')}`,
          name: 'Map your ideas',
        },
      ],
    });
  });

  it('is empty for a learner who chose nothing', async () => {
    const learner = await newLearner(test);
    expect((await caller(study, learner).get('/api/users/tutorials')).body).toEqual({
      essential_steps: [],
      flow_steps: [],
    });
  });
});

describe('GET /api/users/tutorials/:software/essentials/:step', () => {
  it('answers the Essentials step in the step shape, continuing through the tutorial', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const { status, body } = await calls.get('/api/users/tutorials/reader-one/essentials/reader-video');
    expect(status).toBe(200);
    expect(body.step).toMatchObject({
      name: 'Reader One in one minute',
      page_type: 'vid',
      url: '/tutorials/reader-one/essentials/reader-video',
      next_url: '/tutorials/reader-one/essentials/reader-check',
      flow_name: null,
      flow_slug: null,
      video: '/uploads/tutorials/reader-one/reader-video.mp4',
      subtitle: '/uploads/tutorials/reader-one/reader-video.en.vtt',
      video_content_type: 'video/mp4',
      video_text: 'Select some text. Press play. Listen.',
      app: null,
    });
    const last = await calls.get('/api/users/tutorials/reader-one/essentials/reader-check');
    expect(last.body.step.next_url).toBe(`/tutorials/reader-one${webPath('hear-it-read')}`);
  });

  it('answers 404 for an unknown product or step, and 401 without a session', async () => {
    const calls = caller(study, await newLearner(test));
    expect(await calls.get('/api/users/tutorials/nope/essentials/reader-basics')).toEqual({
      status: 404,
      body: { msg: 'Software not found.' },
    });
    expect(await calls.get('/api/users/tutorials/mapper-two/essentials/reader-basics')).toEqual({
      status: 404,
      body: { msg: 'Step not found.' },
    });
    const anonymous = await study.app.inject({ method: 'GET', url: '/api/users/tutorials' });
    expect(anonymous.statusCode).toBe(401);
  });
});
