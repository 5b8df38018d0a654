import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { newLearner } from '../test/learners';
import { moduleSeconds, PRO_PATHS, STUDY_FLOWS } from '../test/seed-content';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let study: TestApp;
let pro: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  study = await createTestApp(test);
  pro = await createTestApp(test, { env: { EDITION: 'pro' } });
});
afterAll(async () => {
  await study.app.close();
  await pro.app.close();
  await test.close();
});

const flowsOf = async (t: TestApp, cookies: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/flows', cookies });
  expect(response.statusCode).toBe(200);
  return response.json().flows;
};

describe('GET /api/flows', () => {
  it('answers the six study flows in order, each with modules, chapters and nothing started', async () => {
    const learner = await newLearner(test);
    const flows = await flowsOf(study, learner.cookies);
    expect(flows.map((flow: { slug: string }) => flow.slug)).toEqual([
      'essay-writing',
      'lectures',
      'organisation',
      'presentations',
      'reading-research',
      'revision',
    ]);
    const [essay] = flows;
    expect(essay).toMatchObject({
      id: expect.any(Number),
      name: 'Essay Writing',
      primary_color: '#7B3FA0',
      secondary_color: '#F1E8F7',
      tab_color: '#5E2C7D',
    });
    const [module] = essay.learning_modules;
    expect(module).toEqual({
      id: expect.any(Number),
      name: 'Understanding the question',
      slug: 'understanding-the-question',
      description: expect.stringMatching(/^[A-Z].+\.$/),
      image: null,
      url: '/flows/essay-writing/learning_modules/understanding-the-question',
      learning_module_progress: 0,
      // Nothing done yet: the whole of its steps' time.
      learning_module_remaining_duration: moduleSeconds(
        'study',
        'essay-writing',
        'understanding-the-question',
      ),
      is_resume: false,
      chapters: [
        {
          id: expect.any(Number),
          name: 'Instruction words: what the question asks you to do',
          slug: 'instruction-words',
          url: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words',
          chapter_progress: 0,
        },
        expect.objectContaining({ slug: 'topic-and-limits' }),
        expect.objectContaining({ slug: 'your-own-questions' }),
      ],
    });
    const moduleCount = flows.reduce(
      (sum: number, flow: { learning_modules: unknown[] }) => sum + flow.learning_modules.length,
      0,
    );
    expect(moduleCount).toBe(STUDY_FLOWS.reduce((sum, flow) => sum + flow.modules.length, 0));
  });

  it('answers the Pro learning paths when EDITION is pro', async () => {
    const learner = await newLearner(test, 'professional');
    const flows = await flowsOf(pro, learner.cookies);
    expect(flows.map((flow: { name: string }) => flow.name)).toEqual(PRO_PATHS.map((path) => path.name));
    expect(flows[0].learning_modules[0].url).toBe(
      '/flows/getting-started-with-assistive-technology/learning_modules/what-assistive-technology-can-do',
    );
  });

  it('answers 401 without a session', async () => {
    const response = await study.app.inject({ method: 'GET', url: '/api/flows' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});

describe('GET /api/users/profile', () => {
  it('lists each flow of the edition with its colour and no progress yet, never cached', async () => {
    const learner = await newLearner(test);
    const response = await study.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      cookies: learner.cookies,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const flows = await flowsOf(study, learner.cookies);
    expect(response.json()).toEqual({
      learning_progress: flows.map((flow: { id: number; name: string; primary_color: string }) => ({
        id: flow.id,
        name: flow.name,
        flow_percent: 0,
        primary_color: flow.primary_color,
      })),
    });
    const proLearner = await newLearner(test, 'professional');
    const proProfile = await pro.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      cookies: proLearner.cookies,
    });
    expect(proProfile.json().learning_progress).toHaveLength(PRO_PATHS.length);
  });

  it('answers 401 without a session', async () => {
    const response = await study.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
