import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPath } from '../test/fixture-steps';
import {
  createTestApp,
  createTestDatabase,
  sessionCookie,
  type TestApp,
  type TestDatabase,
  withSession,
} from '../test/test-app';
import { TEST_SEEDING_PATH } from './test-seeding-routes';

let test: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  app = await createTestApp(test);
});
afterAll(async () => {
  await app.app.close();
  await test.close();
});

const seedPath = `/api${TEST_SEEDING_PATH}`;

async function signedIn(email: string, password: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  const token = sessionCookie(response)?.value ?? '';
  return async (url: string) => {
    const method = url === '/api/auth/authorize' ? 'POST' : 'GET';
    const answer = await app.app.inject({ method, url, cookies: withSession(token) });
    return answer.json();
  };
}

describe('the end-to-end seeding route', () => {
  it('makes a confirmed, onboarded learner with progress, favourites, notes and a journal', async () => {
    const created = await app.app.inject({
      method: 'POST',
      url: seedPath,
      payload: {
        email: 'Seeded@Example.org',
        password: 'seeded-pass-1',
        firstName: 'Nora',
        completedSteps: [webPath('intro-to-planning')],
        favouriteSteps: [webPath('hear-it-read')],
        notes: [{ step: webPath('planning-video'), content: 'Split the task.' }],
        reflections: [{ title: 'First week', observe1: 'I read slowly.' }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), email: 'seeded@example.org' });

    const get = await signedIn('seeded@example.org', 'seeded-pass-1');
    const { user } = await get('/api/auth/authorize');
    expect(user).toMatchObject({ first_name: 'Nora', software_selected: true });
    expect((await get('/api/notes')).notes.map((note: { content: string }) => note.content)).toEqual([
      'Split the task.',
    ]);
    expect((await get('/api/users/reflective_journal')).reflective_journal.reflections).toEqual([
      expect.objectContaining({ title: 'First week', observe_1: 'I read slowly.' }),
    ]);
    const favourites = await get('/api/users/favourites');
    expect(JSON.stringify(favourites)).toContain('hear-it-read');
    const step = await get(`/api${webPath('intro-to-planning')}`);
    expect(step.progress_step.completed).toBe(true);
  });

  it('refuses an unknown step (422) or a short password (400), and creates nobody', async () => {
    const unknown = await app.app.inject({
      method: 'POST',
      url: seedPath,
      payload: {
        email: 'nobody@example.org',
        password: 'seeded-pass-1',
        completedSteps: ['/flows/x/learning_modules/y/chapters/z/steps/missing'],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.steps[0]).toContain('missing');
    const short = await app.app.inject({
      method: 'POST',
      url: seedPath,
      payload: { email: 'nobody@example.org', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('param is invalid: password');
    const signIn = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'nobody@example.org', password: 'seeded-pass-1' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it.each(['production', 'development'])('does not exist under NODE_ENV=%s', async (nodeEnv) => {
    const other = await createTestApp(test, { env: { NODE_ENV: nodeEnv } });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: seedPath,
        payload: { email: 'prod@example.org', password: 'seeded-pass-1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});
