import { describe, expect, it } from 'vitest';
import { fieldErrorsFromBody, messageFromBody, transportFailure, UpstreamError } from './errors';

describe('Rails error bodies', () => {
  it('reads msg, falling back to a Devise-style error string', () => {
    expect(messageFromBody({ msg: 'Invalid email or password.' })).toBe('Invalid email or password.');
    expect(messageFromBody({ error: 'You need to sign in.' })).toBe('You need to sign in.');
    expect(messageFromBody({ msg: '' })).toBeNull();
    expect(messageFromBody('text')).toBeNull();
  });

  it('camelCases field names of the errors map and keeps only strings', () => {
    expect(
      fieldErrorsFromBody({
        errors: { password_confirmation: ["doesn't match Password"], email: 'is invalid', x: [3] },
      }),
    ).toEqual({ passwordConfirmation: ["doesn't match Password"], email: ['is invalid'] });
    expect(fieldErrorsFromBody({ errors: ['Email is invalid'] })).toBeNull();
    expect(fieldErrorsFromBody({ msg: 'x' })).toBeNull();
  });
});

describe('transport failures', () => {
  it('tells timeouts from connection failures, looking into causes', () => {
    const timeout = Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
    expect(transportFailure(timeout)).toEqual({ kind: 'timeout', reason: 'UND_ERR_HEADERS_TIMEOUT' });
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
    expect(transportFailure(refused)).toEqual({ kind: 'network', reason: 'ECONNREFUSED' });
    expect(transportFailure('weird')).toEqual({ kind: 'network', reason: 'unknown' });
  });

  it('describes itself without any body text', () => {
    const error = new UpstreamError({
      kind: 'http',
      method: 'POST',
      path: '/auth/sign_in',
      status: 401,
      msg: 'secret',
    });
    expect(error.message).toBe('Upstream POST /auth/sign_in failed (http, status 401)');
    expect(error.fieldErrors).toBeNull();
    expect(error.setCookies).toEqual([]);
  });
});
