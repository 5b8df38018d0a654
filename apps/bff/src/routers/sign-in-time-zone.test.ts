import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentCalls } from '../test-support/calls';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('auth.signIn with the browser’s time zone', () => {
  it('sends it on as time_zone, and refuses one that is not a zone name before any upstream call', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { user: upstreamUser }));
    const credentials = { email: 'alex@university.example', password: 'pw' };
    const signedIn = await t.app.inject(
      mutation('auth.signIn', { ...credentials, timeZone: 'America/New_York' }),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'POST /api/auth/sign_in', body: { ...credentials, time_zone: 'America/New_York' } },
    ]);
    const refused = await t.app.inject(mutation('auth.signIn', { ...credentials, timeZone: '../../etc' }));
    expect(refused.statusCode).toBe(400);
    expect(t.upstream.requests).toHaveLength(1);
  });
});
