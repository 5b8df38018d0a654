import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { authorizedUser, newLearner } from '../test/learners';
import { SOFTWARE_CATALOGUE } from '../test/seed-content';
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

const available = (cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/users/softwares/available', cookies });
const select = (cookies: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/softwares/select', cookies, payload: payload as object });

describe('GET /api/users/softwares/available', () => {
  it('lists the whole catalogue with tile images, groups and products without a group', async () => {
    const learner = await newLearner(test);
    const response = await available(learner.cookies);
    expect(response.statusCode).toBe(200);
    const { softwares } = response.json();
    expect(softwares).toHaveLength(SOFTWARE_CATALOGUE.length);
    expect(softwares[0]).toEqual({
      id: expect.any(Number),
      name: 'Read&Write',
      slug: 'read-write',
      image: '/uploads/softwares/read-write.svg',
      description: expect.stringContaining('Texthelp'),
      group: 'Literacy',
      assistive: true,
    });
    for (const software of softwares) expect(software.image).toBe(`/uploads/softwares/${software.slug}.svg`);
    expect(softwares.filter((s: { group: string | null }) => s.group === null).length).toBeGreaterThan(0);
    expect(softwares.some((s: { assistive: boolean }) => !s.assistive)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await available();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});

describe('POST /api/users/softwares/select', () => {
  it('replaces the selection, sets software_selected and answers the user', async () => {
    const learner = await newLearner(test);
    expect((await authorizedUser(t, learner)).software_selected).toBe(false);
    const { softwares } = (await available(learner.cookies)).json();
    const [a, b, c] = softwares as { id: number; slug: string }[];
    if (!a || !b || !c) throw new Error('catalogue too small');

    const first = await select(learner.cookies, { user: { software_ids: [b.id, a.id, a.id] } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.msg).toBe('Software has been saved.');
    expect(body.user.software_selected).toBe(true);
    expect(body.user.softwares.map((s: { id: number }) => s.id)).toEqual([a.id, b.id]);

    const second = await select(learner.cookies, { user: { software_ids: [c.id] } });
    expect(second.json().user.softwares.map((s: { slug: string }) => s.slug)).toEqual([c.slug]);
    const user = await authorizedUser(t, learner);
    expect(user.software_selected).toBe(true);
    expect(user.softwares).toEqual([expect.objectContaining({ id: c.id, image: expect.any(String) })]);
  });

  it('refuses an empty or missing list with the onboarding message', async () => {
    const learner = await newLearner(test);
    for (const payload of [{ user: { software_ids: [] } }, { user: {} }, { user: { software_ids: null } }]) {
      const response = await select(learner.cookies, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg: 'Please select your software!' });
    }
    expect((await authorizedUser(t, learner)).software_selected).toBe(false);
  });

  it('refuses unknown ids and keeps the earlier selection', async () => {
    const learner = await newLearner(test);
    const [first] = (await available(learner.cookies)).json().softwares as { id: number }[];
    await select(learner.cookies, { user: { software_ids: [first?.id] } });
    const response = await select(learner.cookies, { user: { software_ids: [first?.id, 999_999] } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'Some of the selected software could not be found.',
      errors: { software_ids: ['is invalid'] },
    });
    expect((await authorizedUser(t, learner)).softwares.map((s: { id: number }) => s.id)).toEqual([
      first?.id,
    ]);
  });

  it('answers 400 for a malformed body and 401 without a session', async () => {
    const learner = await newLearner(test);
    expect((await select(learner.cookies, {})).json()).toEqual({
      msg: 'param is missing or the value is empty: user',
    });
    const wrongType = await select(learner.cookies, { user: { software_ids: ['one'] } });
    expect(wrongType.statusCode).toBe(400);
    const signedOut = await select({}, { user: { software_ids: [1] } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
