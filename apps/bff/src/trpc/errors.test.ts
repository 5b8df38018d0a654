import { DEFAULT_ERROR_MESSAGE, ErrorDataSchema } from '@studyflow/contracts/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ UPSTREAM_HEADERS_TIMEOUT_MS: '300' });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

interface ErrorBody {
  error: { message: string; code: number; data: Record<string, unknown> };
}

async function signInError(status: number, body: unknown) {
  t.upstream.handle((_req, res) => json(res, status, body));
  const response = await t.app.inject(mutation('auth.signIn', { email: 'a@b.example', password: 'pw' }));
  const parsed = response.json<ErrorBody>();
  // Exactly the contracts shape: strict() fails on any extra key (stack, path…).
  ErrorDataSchema.strict().parse(parsed.error.data);
  return { status: response.statusCode, ...parsed.error };
}

describe('error formatter', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'UNPROCESSABLE_CONTENT'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('passes an upstream %i through as %s with its msg and camelCased field errors', async (status, code) => {
    const error = await signInError(status, {
      msg: 'Upstream says no',
      errors: { password_confirmation: ['bad'] },
    });
    expect(error.status).toBe(status);
    expect(error.message).toBe('Upstream says no');
    expect(error.data).toEqual({
      code,
      httpStatus: status,
      upstreamStatus: status,
      msg: 'Upstream says no',
      fieldErrors: { passwordConfirmation: ['bad'] },
      issues: null,
    });
  });

  it('uses the default message when a 4xx carries only field errors', async () => {
    const error = await signInError(422, { errors: { email: ["can't be blank"] } });
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.data).toMatchObject({ msg: null, fieldErrors: { email: ["can't be blank"] } });
  });

  it.each([
    [500, 502, 'BAD_GATEWAY'],
    [503, 503, 'SERVICE_UNAVAILABLE'],
  ])('hides an upstream %i behind the generic message', async (upstreamStatus, httpStatus, code) => {
    const error = await signInError(upstreamStatus, { msg: 'PG::ConnectionBad at /app/models/user.rb:12' });
    expect(error).toMatchObject({ status: httpStatus, message: DEFAULT_ERROR_MESSAGE });
    expect(error.data).toEqual({
      code,
      httpStatus,
      upstreamStatus,
      msg: null,
      fieldErrors: null,
      issues: null,
    });
    expect(t.rawLogs()).not.toContain('PG::ConnectionBad');
  });

  it('reports no response as upstreamStatus null (timeout → 504)', async () => {
    t.upstream.handle(() => undefined);
    const response = await t.app.inject(query('auth.authorize'));
    expect(response.statusCode).toBe(504);
    expect(response.json<ErrorBody>().error.data).toMatchObject({
      code: 'GATEWAY_TIMEOUT',
      upstreamStatus: null,
      msg: null,
    });
  });

  it('turns an input validation failure into BAD_REQUEST with issues, without calling upstream', async () => {
    const response = await t.app.inject(mutation('auth.signIn', { email: '', password: 'x' }));
    expect(response.statusCode).toBe(400);
    const { data, message } = response.json<ErrorBody>().error;
    expect(ErrorDataSchema.strict().parse(data)).toMatchObject({
      code: 'BAD_REQUEST',
      upstreamStatus: null,
      msg: null,
    });
    expect(data.issues).toEqual([{ path: ['email'], message: expect.any(String) }]);
    expect(message).toBe('Invalid input');
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('answers an unknown procedure with NOT_FOUND in the same shape', async () => {
    const response = await t.app.inject(query('auth.nope'));
    expect(response.statusCode).toBe(404);
    expect(ErrorDataSchema.strict().parse(response.json<ErrorBody>().error.data).code).toBe('NOT_FOUND');
  });
});
