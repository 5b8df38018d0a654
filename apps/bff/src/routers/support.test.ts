import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf, sentCalls } from '../test-support/calls';
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

describe('support and wellbeing procedures', () => {
  it('support.send posts the trimmed message to settings/contact, and refuses a blank one', async () => {
    t.upstream.handle((_req, res) => json(res, 201, { status: 'success' }));
    const response = await t.app.inject(mutation('support.send', { message: '  Help me  ' }));
    expect(resultOf(response.body)).toEqual({ ok: true });
    expect(sentCalls(t.upstream)).toEqual([
      { call: 'POST /api/users/settings/contact', body: { message: 'Help me' } },
    ]);
    t.upstream.requests.length = 0;
    expect((await t.app.inject(mutation('support.send', { message: '   ' }))).statusCode).toBe(400);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('wellbeing.requestCalm sends email, first_name and surname and reads the flag', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { status: 'success', is_calm_requested: true }));
    const input = { email: 'sam@uni.example', firstName: 'Sam', surname: 'Lee' };
    const response = await t.app.inject(mutation('wellbeing.requestCalm', input));
    expect(resultOf(response.body)).toEqual({ isCalmRequested: true });
    expect(sentCalls(t.upstream)).toEqual([
      {
        call: 'POST /api/users/settings/calm_licence_request',
        body: { email: 'sam@uni.example', first_name: 'Sam', surname: 'Lee' },
      },
    ]);
    t.upstream.requests.length = 0;
    const bad = await t.app.inject(mutation('wellbeing.requestCalm', { ...input, email: 'nope' }));
    expect(bad.statusCode).toBe(400);
    expect(t.upstream.requests).toHaveLength(0);
  });
});
