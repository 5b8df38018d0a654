import { DEFAULT_ERROR_MESSAGE } from '@studyflow/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface ErrorBody {
  error: { message: string; code: number; data: Record<string, unknown> };
}

describe('schema drift', () => {
  it('is a 502 with a log line naming procedure, path and issue paths, and never the body', async () => {
    const drifted = { user: { ...upstreamUser, first_name: 12345, secret_note: 'RAW-BODY-MARKER' } };
    t.upstream.handle((_req, res) => json(res, 200, drifted));
    const response = await t.app.inject(query('auth.authorize'));
    expect(response.statusCode).toBe(502);
    const { data, message } = response.json<ErrorBody>().error;
    expect(message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(data).toEqual({
      code: 'BAD_GATEWAY',
      httpStatus: 502,
      upstreamStatus: 200,
      msg: null,
      fieldErrors: null,
      issues: null,
    });
    const line = t
      .logs()
      .find((entry) => entry.msg === 'upstream response does not match the contracts schema');
    expect(line).toMatchObject({
      procedure: 'auth.authorize',
      upstream: { method: 'POST', path: '/auth/authorize', status: 200 },
      issues: [{ path: 'user.firstName', code: 'invalid_type' }],
    });
    expect(response.body).not.toContain('RAW-BODY-MARKER');
    expect(t.rawLogs()).not.toContain('RAW-BODY-MARKER');
  });
});
