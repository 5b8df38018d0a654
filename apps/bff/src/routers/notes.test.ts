import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_NOTE_QUEUE_SECRET } from '../env';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ NOTE_QUEUE_SECRET: SECRET });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const hmac = (secret: string, learnerId: string) =>
  createHmac('sha256', secret).update(`note-queue:${learnerId}`).digest('base64url');

/** The upstream's session belongs to this user. */
const signedInAs = (user: Record<string, unknown>) =>
  t.upstream.handle((_req, res) => json(res, 200, { user: { ...upstreamUser, ...user } }));

async function queueKey(app: TestApp = t, input?: unknown) {
  const response = await app.app.inject(query('notes.queueKey', input, { cookie: '_studyflow_session=s1' }));
  return { response, answer: response.statusCode === 200 ? resultOf(response.body) : null };
}

describe('notes.queueKey', () => {
  it("answers the signed-in learner's key, derived from the secret and the upstream session's id, never kept", async () => {
    signedInAs({ id: 7 });
    const { response, answer } = await queueKey();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(answer).toEqual({ key: hmac(SECRET, '7'), learner: { id: 7, email: upstreamUser.email } });
    expect(Buffer.from((answer as { key: string }).key, 'base64url')).toHaveLength(32);
    expect(sentCalls(t.upstream)).toEqual([{ call: 'POST /api/auth/authorize', body: '' }]);
  });

  it('gives the same learner the same key every time, and another learner another key', async () => {
    signedInAs({ id: 7 });
    const first = (await queueKey()).answer;
    const again = (await queueKey()).answer;
    signedInAs({ id: 8, email: 'bea@university.example' });
    const other = (await queueKey()).answer;
    expect(again).toEqual(first);
    expect((other as { key: string }).key).not.toBe((first as { key: string }).key);
    expect(other).toEqual({ key: hmac(SECRET, '8'), learner: { id: 8, email: 'bea@university.example' } });
  });

  it('takes whose key it is from the session only, whatever the browser sends', async () => {
    signedInAs({ id: 7 });
    const { answer } = await queueKey(t, { learnerId: 8, id: 8 });
    expect(answer).toMatchObject({ key: hmac(SECRET, '7') });
  });

  it('names a learner without an id by the lower-cased email', async () => {
    signedInAs({ id: undefined, email: 'Alex@University.example' });
    const { answer } = await queueKey();
    expect(answer).toEqual({
      key: hmac(SECRET, 'email:alex@university.example'),
      learner: { email: 'Alex@University.example' },
    });
  });

  it('refuses a signed-out browser with UNAUTHORIZED, and a failing upstream gives no key', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }),
    );
    const { response } = await queueKey();
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(response.body).not.toContain(hmac(SECRET, '7'));
    t.upstream.handle((_req, res) => json(res, 500, { msg: 'boom' }));
    expect((await queueKey()).response.statusCode).toBe(502);
  });

  it('derives other keys from another secret, and outside production from the development secret', async () => {
    const development = await startTestApp();
    try {
      development.upstream.handle((_req, res) => json(res, 200, { user: upstreamUser }));
      const { answer } = await queueKey(development);
      expect(answer).toMatchObject({ key: hmac(DEVELOPMENT_NOTE_QUEUE_SECRET, '7') });
      expect((answer as { key: string }).key).not.toBe(hmac(SECRET, '7'));
    } finally {
      await development.close();
    }
  });
});
