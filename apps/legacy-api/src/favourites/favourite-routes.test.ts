import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, caller, webPath } from '../test/fixture-steps';
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

describe('favourites', () => {
  it('toggles a step on and off, answering the step, its chapter, the badges and the favourites', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const on = await calls.post(`${apiPath('practice-testing')}/toggle_favourite`);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      is_favourite: true,
      chapter_id: expect.any(Number),
      step_id: expect.any(Number),
      badges: [],
      favourites: [
        {
          id: expect.any(Number),
          name: 'Alpha Flow',
          slug: 'alpha-flow',
          primary_color: '#7B3FA0',
          secondary_color: '#F1E8F7',
          tab_color: '#5E2C7D',
          learning_modules: [
            {
              id: expect.any(Number),
              name: 'Planning your work',
              slug: 'first-module',
              url: '/flows/alpha-flow/learning_modules/first-module',
              chapters: [
                {
                  id: on.body.chapter_id,
                  name: 'Checking what you know',
                  slug: 'middle',
                  url: '/flows/alpha-flow/learning_modules/first-module/chapters/middle',
                  steps: [
                    {
                      id: on.body.step_id,
                      name: 'Practice testing',
                      slug: 'practice-testing',
                      page_type: 'text',
                      duration: 180,
                      url: webPath('practice-testing'),
                      is_completed: false,
                      is_favourite: true,
                      has_note: false,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect((await calls.get(apiPath('practice-testing'))).body.step.is_favourite).toBe(true);
    const off = await calls.post(`${apiPath('practice-testing')}/toggle_favourite`);
    expect(off.body).toMatchObject({ is_favourite: false, step_id: on.body.step_id, favourites: [] });
    expect(await calls.get('/api/users/favourites')).toEqual({ status: 200, body: { favourites: [] } });
  });

  it('lists only the branches leading to favourites, in reading order', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    for (const step of [
      'beta-basics',
      'closing-key-points',
      'intro-to-planning',
      'planning-video',
    ] as const) {
      await calls.post(`${apiPath(step)}/toggle_favourite`);
    }
    const { body } = await calls.get('/api/users/favourites');
    const outline = body.favourites.map(
      (flow: {
        slug: string;
        learning_modules: { slug: string; chapters: { slug: string; steps: { slug: string }[] }[] }[];
      }) => [
        flow.slug,
        flow.learning_modules.map((module) => [
          module.slug,
          module.chapters.map((chapter) => [chapter.slug, chapter.steps.map((step) => step.slug)]),
        ]),
      ],
    );
    expect(outline).toEqual([
      [
        'alpha-flow',
        [
          ['first-module', [['opening', ['intro-to-planning', 'planning-video']]]],
          ['second-module', [['closing', ['closing-key-points']]]],
        ],
      ],
      ['beta-flow', [['beta-module', [['only-chapter', ['beta-basics']]]]]],
    ]);
  });

  it('answers 404 for an unknown step and 401 without a session', async () => {
    const learner = await newLearner(test);
    const missing = await caller(study, learner).post(
      '/api/flows/alpha-flow/learning_modules/first-module/chapters/opening/steps/nope/toggle_favourite',
    );
    expect(missing).toEqual({ status: 404, body: { msg: 'Step not found.' } });
    expect((await study.app.inject({ method: 'GET', url: '/api/users/favourites' })).statusCode).toBe(401);
    const toggle = await study.app.inject({
      method: 'POST',
      url: `${apiPath('beta-basics')}/toggle_favourite`,
    });
    expect(toggle.statusCode).toBe(401);
  });
});
