import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';
import { procedureNames } from './request-log';

describe('URL redaction', () => {
  it('hides the tRPC input and token query values, keeping the rest', () => {
    const url = `/trpc/auth.authorize,config.get?batch=1&input=${encodeURIComponent('{"0":{"email":"a@b.c"}}')}`;
    expect(redactUrl(url)).toBe('/trpc/auth.authorize,config.get?batch=1&input=[REDACTED]');
    expect(redactUrl('/x?confirmation_token=abc&page=2')).toBe('/x?confirmation_token=[REDACTED]&page=2');
  });

  it('hides tokens in the web confirmation and reset paths', () => {
    expect(redactUrl('/auth/confirmations/tok123')).toBe('/auth/confirmations/[REDACTED]');
    expect(redactUrl('/auth/reset_password/tok456?x=1')).toBe('/auth/reset_password/[REDACTED]?x=1');
    expect(redactUrl('/auth/sign-in')).toBe('/auth/sign-in');
  });

  it('reads procedure names from tRPC URLs only', () => {
    expect(procedureNames('/trpc/auth.signIn,config.get?batch=1')).toEqual(['auth.signIn', 'config.get']);
    expect(procedureNames('/healthz')).toEqual([]);
    expect(procedureNames('/trpc/%E0%A4%A')).toEqual(['%E0%A4%A']);
    // Remembered per path, whatever the query: the same names, never another path's.
    expect(procedureNames('/trpc/auth.signIn,config.get?batch=1&input=%7B%7D')).toEqual([
      'auth.signIn',
      'config.get',
    ]);
    expect(procedureNames('/trpc/config.get?batch=1')).toEqual(['config.get']);
    expect(procedureNames('/trpc/')).toEqual([]);
  });
});
