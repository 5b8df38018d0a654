import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { avatarFileOf } from '../avatar/avatar-files';
import { apiPath, caller } from '../test/fixture-steps';
import { TINY_JPEG_DATA_URL } from '../test/jpeg';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { findUserById } from './user-queries';

let test: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  t = await createTestApp(test);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

describe('DELETE /api/users (the accountDelete extension)', () => {
  it('deletes the signed-in learner with everything theirs, ends the session and clears its cookie', async () => {
    const learner = await newLearner(test);
    const other = await newLearner(test);
    const calls = caller(t, learner);
    const step = (await calls.get(apiPath('planning-video'))).body.progress_step.id as number;
    expect((await calls.post('/api/notes', { content: 'Mine', progress_step_id: step })).status).toBe(201);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      cookies: learner.cookies,
      payload: { avatar: { image: TINY_JPEG_DATA_URL } },
    });
    const file = avatarFileOf(test.dataDir, uploaded.json().avatar.large as string);
    expect(file !== null && existsSync(file)).toBe(true);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/users', cookies: learner.cookies });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((cookie) => cookie.name === '_studyflow_session');
    expect(cleared?.value).toBe('');

    expect(await findUserById(test.database.db, learner.id)).toBeUndefined();
    expect(file !== null && existsSync(file)).toBe(false);
    // The old session is gone with the account: the same cookie is now a guest's.
    expect(await calls.get('/api/notes')).toEqual({
      status: 401,
      body: { msg: AUTH_MESSAGES.signInRequired },
    });
    // Nobody else's account is touched.
    expect(await findUserById(test.database.db, other.id)).toBeDefined();
    expect((await caller(t, other).get('/api/notes')).status).toBe(200);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/users' });
    expect(response.statusCode).toBe(401);
  });
});
