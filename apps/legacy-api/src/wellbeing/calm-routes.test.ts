import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEAM_ADDRESS } from '../support/support-team-mail';
import { caller } from '../test/fixture-steps';
import { authorizedUser, newLearner } from '../test/learners';
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

const URL = '/api/users/settings/calm_licence_request';

describe('Calm gift request', () => {
  it('is stored once, sets is_calm_requested and mails the support team once', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    expect((await authorizedUser(study, learner)).is_calm_requested).toBe(false);
    const before = study.mailer.sent.length;
    const body = { email: ' Sam@Uni.example ', first_name: 'Sam', surname: 'Lee' };
    expect(await calls.post(URL, body)).toEqual({
      status: 200,
      body: { status: 'success', is_calm_requested: true },
    });
    expect(await calls.post(URL, { ...body, first_name: 'Again' })).toEqual({
      status: 200,
      body: { status: 'success', is_calm_requested: true },
    });
    await study.mail.idle();
    const sent = study.mailer.sent.slice(before).filter((mail) => mail.to === SUPPORT_TEAM_ADDRESS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Sam Lee at sam@uni.example');
    expect((await authorizedUser(study, learner)).is_calm_requested).toBe(true);
  });

  it('checks the form’s rules', async () => {
    const calls = caller(study, await newLearner(test));
    expect(await calls.post(URL, { email: 'nope', first_name: ' ', surname: '' })).toEqual({
      status: 422,
      body: {
        errors: { email: ['is invalid'], first_name: ["can't be blank"], surname: ["can't be blank"] },
      },
    });
    expect((await calls.post(URL, { firstName: 'Sam', surname: 'Lee' })).body).toEqual({
      errors: { email: ["can't be blank"] },
    });
  });

  it('is refused to a learner without the Calm gift', async () => {
    const calls = caller(study, await newLearner(test, 'professional'));
    expect((await calls.post(URL, { email: 'a@b.example', first_name: 'A', surname: 'B' })).status).toBe(403);
  });
});
