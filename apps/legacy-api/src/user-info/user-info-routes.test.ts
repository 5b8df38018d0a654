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

const LEVELS = {
  as_technology_level: 'beginner',
  essay_writing_level: 'medior',
  presentations_level: 'expert',
  lectures_level: 'beginner',
  reading_level: 'medior',
  organisation_level: 'beginner',
  revision_level: 'expert',
};
const STUDENT_INFO = {
  course_started: 2025,
  course_ends: 2028,
  course_name: 'Psychology',
  ...LEVELS,
  study_priorities: {
    essay_writing: 5,
    presentations: 1,
    lectures: 2,
    reading: 4,
    organisation: 3,
    revision: 1,
  },
};

const save = (cookies: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/user_info', cookies, payload: payload as object });

describe('POST /api/users/user_info', () => {
  it('saves a student’s answers with their priorities, once', async () => {
    const learner = await newLearner(test);
    const response = await save(learner.cookies, { user_info: STUDENT_INFO });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user_info: STUDENT_INFO });
    expect((await authorizedUser(t, learner)).user_info).toEqual(STUDENT_INFO);

    const again = await save(learner.cookies, { user_info: { ...STUDENT_INFO, course_name: 'Law' } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ msg: 'UserInfo already exists for User!' });
    expect((await authorizedUser(t, learner)).user_info.course_name).toBe('Psychology');
  });

  it('lets a professional send null course fields and no priorities', async () => {
    const learner = await newLearner(test, 'professional');
    const info = { course_started: null, course_ends: null, course_name: null, ...LEVELS };
    const response = await save(learner.cookies, { user_info: { ...info, study_priorities: null } });
    expect(response.statusCode).toBe(201);
    expect(response.json().user_info).toEqual({ ...info, study_priorities: null });
  });

  it('asks a student for the course fields and every level, naming each field', async () => {
    const learner = await newLearner(test);
    const response = await save(learner.cookies, { user_info: { course_name: '  ', reading_level: 'guru' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        course_started: ["can't be blank"],
        course_ends: ["can't be blank"],
        course_name: ["can't be blank"],
        as_technology_level: ["can't be blank"],
        essay_writing_level: ["can't be blank"],
        presentations_level: ["can't be blank"],
        lectures_level: ["can't be blank"],
        reading_level: ['is not included in the list'],
        organisation_level: ["can't be blank"],
        revision_level: ["can't be blank"],
      },
    });
    expect((await authorizedUser(t, learner)).user_info).toBeNull();
  });

  it('checks years and priorities', async () => {
    const learner = await newLearner(test);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { course_started: 2026, course_ends: 2025 },
        { course_ends: ['must be greater than or equal to 2026'] },
      ],
      [{ course_started: 2020, course_ends: 2030 }, { course_ends: ['must be less than or equal to 2027'] }],
      [{ course_started: 1800 }, { course_started: ['must be greater than or equal to 1950'] }],
      [{ course_started: '2024' }, { course_started: ['is not a number'] }],
      [{ course_ends: 2027.5 }, { course_ends: ['must be an integer'] }],
      [{ study_priorities: { essay_writing: 6 } }, { study_priorities: ['is invalid'] }],
      [{ study_priorities: { cooking: 3 } }, { study_priorities: ['is invalid'] }],
      [{ study_priorities: [1, 2] }, { study_priorities: ['is invalid'] }],
      [{ course_name: 42 }, { course_name: ['is invalid'] }],
    ];
    for (const [change, errors] of cases) {
      const response = await save(learner.cookies, { user_info: { ...STUDENT_INFO, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json()).toEqual({ errors });
    }
    // A professional's optional course fields are still checked when sent.
    const pro = await newLearner(test, 'professional');
    const response = await save(pro.cookies, { user_info: { ...LEVELS, course_started: 3000 } });
    expect(response.json()).toEqual({ errors: { course_started: ['must be less than or equal to 2100'] } });
  });

  it('answers 400 without user_info and 401 without a session', async () => {
    const learner = await newLearner(test);
    const missing = await save(learner.cookies, { info: STUDENT_INFO });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ msg: 'param is missing or the value is empty: user_info' });
    const signedOut = await save({}, { user_info: STUDENT_INFO });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
