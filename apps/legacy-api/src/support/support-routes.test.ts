import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { SUPPORT_TEAM_ADDRESS } from './support-team-mail';

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

describe('support message', () => {
  it('stores a trimmed message and mails it to the support team with the sender', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    expect(
      await calls.post('/api/users/settings/contact', { message: '  I cannot <find> my notes.  ' }),
    ).toEqual({
      status: 201,
      body: { status: 'success' },
    });
    await study.mail.idle();
    const mail = study.mailer.lastTo(SUPPORT_TEAM_ADDRESS);
    expect(mail.subject).toBe('Support message from a learner');
    expect(mail.text).toContain('I cannot <find> my notes.');
    expect(mail.text).toContain(learner.email);
    expect(mail.html).toContain('I cannot &lt;find&gt; my notes.');
  });

  it('refuses a blank message', async () => {
    const calls = caller(study, await newLearner(test));
    expect(await calls.post('/api/users/settings/contact', { message: '   ' })).toEqual({
      status: 422,
      body: { errors: { message: ["can't be blank"] } },
    });
    expect((await calls.post('/api/users/settings/contact', { message: 4 })).status).toBe(400);
    expect((await study.app.inject({ method: 'POST', url: '/api/users/settings/contact' })).statusCode).toBe(
      401,
    );
  });
});
