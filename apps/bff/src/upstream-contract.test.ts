import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, resultOf } from './test-support/calls';
import { json, type RecordedRequest } from './test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from './test-support/test-app';

// An upstream written from the requirements alone: its user carries exactly DAT-1's User fields (no id,
// no user type, a user_info with some course fields, badges with a name only), snake_cased as the
// requirements' calls say. Every procedure answering a user must read it, with the fallbacks applied.
const seedUser = {
  email: 'sam@university.example',
  first_name: 'Sam',
  surname: 'Lee',
  avatar: { id: 3, large: '/uploads/avatars/3.jpg', medium: '/uploads/avatars/3-medium.jpg' },
  university: 'Northfield University',
  softwares: [{ id: 1, name: 'Read&Write', slug: 'read-write', group: 'Literacy', assistive: true }],
  software_selected: true,
  user_info: { course_started: 2025, course_name: 'Law' },
  badges: [{ name: 'NEWBIE' }],
  accessability_setting: {
    background_color: '#FDF6E3',
    font_color: '#1F2933',
    subtitles: true,
    font_size: 2,
    font_family: 'Open-Dyslexic',
  },
  wellbeings: ['calm', 'student_minds'],
  is_calm_requested: false,
};

/** What the web gets for `seedUser` from a study-edition BFF. */
const seedUserRead = {
  email: 'sam@university.example',
  firstName: 'Sam',
  surname: 'Lee',
  university: 'Northfield University',
  userType: 'student',
  avatar: { id: 3, large: '/uploads/avatars/3.jpg', medium: '/uploads/avatars/3-medium.jpg' },
  softwares: [
    {
      id: 1,
      name: 'Read&Write',
      slug: 'read-write',
      image: null,
      description: null,
      group: 'Literacy',
      assistive: true,
    },
  ],
  softwareSelected: true,
  userInfo: {
    courseStarted: 2025,
    courseEnds: null,
    courseName: 'Law',
    asTechnologyLevel: null,
    essayWritingLevel: null,
    presentationsLevel: null,
    lecturesLevel: null,
    readingLevel: null,
    organisationLevel: null,
    revisionLevel: null,
    studyPriorities: null,
  },
  badges: [{ id: 'NEWBIE', name: 'NEWBIE', createdAt: null }],
  accessabilitySetting: {
    backgroundColor: '#FDF6E3',
    fontColor: '#1F2933',
    subtitles: true,
    fontSize: 2,
    fontFamily: 'Open-Dyslexic',
  },
  wellbeings: ['calm', 'student_minds'],
  isCalmRequested: false,
};

/** The same user from an upstream with ideas of its own: string ids, unknown values and keys. */
const inventiveUser = {
  ...seedUser,
  id: 'usr_7f3a',
  user_type: 'apprentice',
  legacy_flags: { beta: true },
  avatar: { ...seedUser.avatar, id: 'av-91', small: '/uploads/avatars/3-small.jpg' },
  softwares: [{ ...seedUser.softwares[0], id: 'sw-read-write', vendor: 'Texthelp', image: 42 }],
  user_info: { ...seedUser.user_info, as_technology_level: 'guru', reading_level: 'expert', mood: 'ok' },
  badges: [{ id: 'b-1', name: 'NEWBIE', created_at: '2026-11-22T10:00:00.000Z', tier: 'gold' }],
  accessability_setting: { ...seedUser.accessability_setting, font_family: 'Lexend', font_size: 14 },
};

const licenceSignUp = (email: string) => ({
  signUpType: 'dsa_licence',
  email,
  confirmEmail: email,
  password: 'longenough',
  passwordConfirmation: 'longenough',
  firstName: 'Sam',
  surname: 'Lee',
  licenceKey: '1000000001',
  university: 'Northfield University',
});

interface UserProcedure {
  name: string;
  request: (run: number) => InjectOptions;
  /** The upstream body that carries `user`. */
  answer: (user: unknown) => unknown;
  /** Where the user sits in the procedure's result. */
  userOf: (result: unknown) => unknown;
}

const itself = (result: unknown) => result;
const inUser = (result: unknown) => (result as { user: unknown }).user;

/** Every procedure that answers the web with a user (routers/auth.ts, routers/software.ts). */
const USER_PROCEDURES: UserProcedure[] = [
  {
    name: 'auth.authorize',
    request: () => query('auth.authorize'),
    answer: (user) => ({ user }),
    userOf: itself,
  },
  {
    name: 'auth.signIn',
    request: () => mutation('auth.signIn', { email: 'sam@university.example', password: 'pw' }),
    answer: (user) => ({ user }),
    userOf: itself,
  },
  {
    name: 'auth.signUp',
    request: (run) => mutation('auth.signUp', licenceSignUp(`sam-${run}@university.example`)),
    answer: (user) => ({ user }),
    userOf: inUser,
  },
  {
    name: 'software.select',
    request: () => mutation('software.select', { softwareIds: [1] }),
    answer: (user) => ({ msg: 'Software has been saved.', user }),
    userOf: inUser,
  },
];

let t: TestApp;
let run = 0;

beforeAll(async () => {
  t = await startTestApp({ EDITION: 'study' });
});
afterAll(() => t.close());

/** Answers every upstream call with `body`. */
const answerAll = (body: unknown) => t.upstream.handle((_req, res) => json(res, 200, body));

async function callFor(procedure: UserProcedure, upstreamUser: unknown) {
  answerAll(procedure.answer(upstreamUser));
  run += 1;
  const response = await t.app.inject(procedure.request(run));
  expect(response.statusCode, response.body).toBe(200);
  return procedure.userOf(resultOf(response.body));
}

const driftLines = (app: TestApp) =>
  app.logs().filter((line) => line.level === 40 && line.msg === 'upstream field fell back');

describe('a user with exactly the required fields', () => {
  it.each(USER_PROCEDURES.map((procedure) => [procedure.name, procedure] as const))(
    '%s reads it and fills what the requirements leave open',
    async (_name, procedure) => {
      expect(await callFor(procedure, seedUser)).toEqual(seedUserRead);
    },
  );

  it('gets the edition’s user type: professional behind a Pro BFF', async () => {
    const pro = await startTestApp({ EDITION: 'pro' });
    try {
      pro.upstream.handle((_req, res) => json(res, 200, { user: seedUser }));
      const response = await pro.app.inject(query('auth.authorize'));
      expect(resultOf(response.body)).toMatchObject({ userType: 'professional' });
    } finally {
      await pro.close();
    }
  });
});

describe('a user with string ids, unknown values and unknown keys', () => {
  it.each(USER_PROCEDURES.map((procedure) => [procedure.name, procedure] as const))(
    '%s keeps what it can use and drops the rest',
    async (_name, procedure) => {
      const user = await callFor(procedure, inventiveUser);
      expect(user).toEqual({
        ...seedUserRead,
        id: 'usr_7f3a',
        avatar: { ...seedUserRead.avatar, id: 'av-91' },
        softwares: [{ ...seedUserRead.softwares[0], id: 'sw-read-write' }],
        userInfo: { ...seedUserRead.userInfo, readingLevel: 'expert' },
        badges: [{ id: 'b-1', name: 'NEWBIE', createdAt: '2026-11-22T10:00:00.000Z' }],
        accessabilitySetting: { ...seedUserRead.accessabilitySetting, fontFamily: null, fontSize: null },
      });
    },
  );
});

describe('answers the requirements do not show', () => {
  const signedIn = (request: RecordedRequest) => request.url === '/api/auth/authorize';

  it('a sign-in answer without a user is followed by /auth/authorize', async () => {
    t.upstream.handle((req, res) =>
      signedIn(req) ? json(res, 200, { user: seedUser }) : res.writeHead(204).end(),
    );
    const response = await t.app.inject(
      mutation('auth.signIn', { email: 'sam@university.example', password: 'pw' }),
    );
    expect(resultOf(response.body)).toEqual(seedUserRead);
    expect(t.upstream.requests.slice(-2).map((request) => request.url)).toEqual([
      '/api/auth/sign_in',
      '/api/auth/authorize',
    ]);
  });

  it('a software save answering only its msg is followed by /auth/authorize', async () => {
    t.upstream.handle((req, res) =>
      json(res, 200, signedIn(req) ? { user: seedUser } : { msg: 'Software has been saved.' }),
    );
    const response = await t.app.inject(mutation('software.select', { softwareIds: ['sw-read-write'] }));
    expect(resultOf(response.body)).toEqual({ msg: 'Software has been saved.', user: seedUserRead });
  });

  it('a licence sign-up without a user still succeeds when the session cannot be read', async () => {
    t.upstream.handle((req, res) =>
      signedIn(req) ? json(res, 401, { msg: 'You need to sign in.' }) : json(res, 201, {}),
    );
    run += 1;
    const response = await t.app.inject(
      mutation('auth.signUp', licenceSignUp(`sam-${run}@university.example`)),
    );
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toEqual({});
  });

  it('message answers without a msg read as null', async () => {
    t.upstream.handle((_req, res) => res.writeHead(204).end());
    const response = await t.app.inject(mutation('auth.verifyEmail', { email: 'jo@university.example' }));
    expect(resultOf(response.body)).toEqual({ msg: null });
  });

  it('lists read bare or wrapped, with string ids', async () => {
    const software = { id: 'sw-1', name: 'Glean', slug: 'glean', assistive: false };
    answerAll([software]);
    expect(resultOf((await t.app.inject(query('software.list'))).body)).toEqual([
      { ...software, image: null, description: null, group: null },
    ]);
    const progress = { id: 'flow-1', name: 'Essay Writing', flow_percent: 40, primary_color: '#7B3FA0' };
    answerAll({ learning_progress: [progress] });
    expect(resultOf((await t.app.inject(query('learningProgress.list'))).body)).toEqual([
      { id: 'flow-1', name: 'Essay Writing', flowPercent: 40, primaryColor: '#7B3FA0' },
    ]);
  });
});

describe('promises the requirements do make', () => {
  it.each([
    ['a user without an email', { user: { ...seedUser, email: undefined } }],
    ['a badge without a name', { user: { ...seedUser, badges: [{ id: 1 }] } }],
    ['softwareSelected that is not a boolean', { user: { ...seedUser, software_selected: 'yes' } }],
  ])('%s is still drift: a 502', async (_case, body) => {
    answerAll(body);
    const response = await t.app.inject(query('auth.authorize'));
    expect(response.statusCode).toBe(502);
    expect(errorOf(response.body).data).toMatchObject({ code: 'BAD_GATEWAY', upstreamStatus: 200 });
  });
});

describe('the drift warning', () => {
  it('names each fallback once per procedure, at warn, never with values', async () => {
    answerAll({ user: seedUser });
    for (let call = 0; call < 3; call += 1) {
      expect((await t.app.inject(query('auth.authorize'))).statusCode).toBe(200);
    }
    const lines = driftLines(t).filter((line) => line.procedure === 'auth.authorize');
    // Each field once, whichever test of this file met it first.
    const fields = lines.map((line) => line.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(expect.arrayContaining(['user.userType', 'badge.id', 'userInfo.courseEnds']));
    expect(lines.find((line) => line.field === 'user.userType')).toMatchObject({
      upstream: { method: 'POST', path: '/auth/authorize' },
    });
    expect(t.rawLogs()).not.toContain('sam@university.example');
    expect(t.rawLogs()).not.toContain('Northfield');
  });
});
