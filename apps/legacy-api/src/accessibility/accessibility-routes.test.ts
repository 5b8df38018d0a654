import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { authorizedUser, newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';

let test: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const update = (cookies: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/accessability_setting',
    cookies,
    payload: payload as object,
  });

const EMPTY = {
  background_color: null,
  font_color: null,
  subtitles: null,
  font_size: null,
  font_family: null,
};

describe('PUT /api/users/accessability_setting', () => {
  it('creates the setting from a subset, then updates only what is sent', async () => {
    const learner = await newLearner(test);
    expect((await authorizedUser(t, learner)).accessability_setting).toBeNull();

    const first = await update(learner.cookies, {
      accessability_setting: { background_color: '#FAF7F0', font_color: '#1f2933', font_size: 4 },
    });
    expect(first.statusCode).toBe(200);
    const created = { ...EMPTY, background_color: '#FAF7F0', font_color: '#1f2933', font_size: 4 };
    expect(first.json()).toEqual({ accessability_setting: created });

    const second = await update(learner.cookies, {
      accessability_setting: { font_family: 'Open-Dyslexic', subtitles: false, unknown_field: 'ignored' },
    });
    const updated = { ...created, font_family: 'Open-Dyslexic', subtitles: false };
    expect(second.json()).toEqual({ accessability_setting: updated });
    expect((await authorizedUser(t, learner)).accessability_setting).toEqual(updated);

    // An explicit null clears one field and leaves the others.
    const cleared = await update(learner.cookies, { accessability_setting: { font_size: null } });
    expect(cleared.json().accessability_setting).toEqual({ ...updated, font_size: null });
  });

  it('accepts an empty object (a record of nulls) and the edges of the size range', async () => {
    const learner = await newLearner(test);
    expect((await update(learner.cookies, { accessability_setting: {} })).json()).toEqual({
      accessability_setting: EMPTY,
    });
    for (const size of [0, 10]) {
      const response = await update(learner.cookies, { accessability_setting: { font_size: size } });
      expect(response.json().accessability_setting.font_size).toBe(size);
    }
  });

  it('refuses invalid values field by field and saves none of them', async () => {
    const learner = await newLearner(test);
    await update(learner.cookies, { accessability_setting: { font_size: 2 } });
    const response = await update(learner.cookies, {
      accessability_setting: {
        background_color: 'red',
        font_color: '#12345',
        subtitles: 'yes',
        font_size: 11,
        font_family: 'Papyrus',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        background_color: ['is invalid'],
        font_color: ['is invalid'],
        subtitles: ['is not included in the list'],
        font_size: ['must be less than or equal to 10'],
        font_family: ['is not included in the list'],
      },
    });
    const sizes: [unknown, string][] = [
      [-1, 'must be greater than or equal to 0'],
      [2.5, 'must be an integer'],
      ['3', 'is not a number'],
    ];
    for (const [size, message] of sizes) {
      const bad = await update(learner.cookies, { accessability_setting: { font_size: size } });
      expect(bad.json()).toEqual({ errors: { font_size: [message] } });
    }
    expect((await authorizedUser(t, learner)).accessability_setting).toEqual({ ...EMPTY, font_size: 2 });
  });

  it('answers 400 without accessability_setting and 401 without a session', async () => {
    const learner = await newLearner(test);
    const missing = await update(learner.cookies, { background_color: '#000000' });
    expect(missing.statusCode).toBe(400);
    const signedOut = await update({}, { accessability_setting: { font_size: 1 } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
