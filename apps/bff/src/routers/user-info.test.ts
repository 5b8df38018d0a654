import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { upstreamUserInfo } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const input = {
  courseStarted: 2025,
  courseEnds: 2028,
  courseName: 'Law',
  asTechnologyLevel: 'beginner',
  essayWritingLevel: 'medior',
  presentationsLevel: 'expert',
  lecturesLevel: 'beginner',
  readingLevel: 'medior',
  organisationLevel: 'beginner',
  revisionLevel: 'expert',
  studyPriorities: {
    essayWriting: 5,
    presentations: 1,
    lectures: 2,
    reading: 4,
    organisation: 3,
    revision: 1,
  },
};

describe('userInfo.create', () => {
  it('posts { user_info } in snake_case, priorities included, and returns the saved user info', async () => {
    t.upstream.handle((_req, res) => json(res, 201, { user_info: upstreamUserInfo }));
    const response = await t.app.inject(mutation('userInfo.create', input));
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toEqual(input);
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'POST /api/users/user_info', body: { user_info: upstreamUserInfo } },
    ]);
  });

  it('sends a professional’s null course fields and priorities as nulls', async () => {
    const pro = { ...input, courseStarted: null, courseEnds: null, courseName: null, studyPriorities: null };
    const saved = {
      ...upstreamUserInfo,
      course_started: null,
      course_ends: null,
      course_name: null,
      study_priorities: null,
    };
    t.upstream.handle((_req, res) => json(res, 201, { user_info: saved }));
    expect(resultOf((await t.app.inject(mutation('userInfo.create', pro))).body)).toEqual(pro);
    expect(sentCalls(t.upstream)[0]?.body).toEqual({ user_info: saved });
  });

  it('passes "UserInfo already exists for User!" through as a 422 with that msg', async () => {
    t.upstream.handle((_req, res) => json(res, 422, { msg: 'UserInfo already exists for User!' }));
    const response = await t.app.inject(mutation('userInfo.create', input));
    expect(response.statusCode).toBe(422);
    const error = errorOf(response.body);
    expect(error.message).toBe('UserInfo already exists for User!');
    expect(error.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      msg: 'UserInfo already exists for User!',
    });
  });

  it('refuses unknown levels, out-of-range priorities and missing fields before calling the upstream', async () => {
    const bad = [
      { ...input, readingLevel: 'guru' },
      { ...input, studyPriorities: { essayWriting: 6 } },
      { ...input, studyPriorities: { cooking: 3 } },
      { ...input, courseStarted: '2025' },
      { courseName: 'Law' },
    ];
    for (const body of bad) {
      const response = await t.app.inject(mutation('userInfo.create', body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
  });
});
