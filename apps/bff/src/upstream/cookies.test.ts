import { describe, expect, it } from 'vitest';
import { sessionCookieHeader, setCookieList } from './cookies';

describe('session cookie filter', () => {
  it('keeps only _studyflow_session from the browser Cookie header', () => {
    expect(sessionCookieHeader('theme=dark; _studyflow_session=abc%3D; _ga=GA1.2')).toBe(
      '_studyflow_session=abc%3D',
    );
    expect(sessionCookieHeader(['a=1', '_studyflow_session=xyz'])).toBe('_studyflow_session=xyz');
  });

  it('forwards nothing without a session cookie, or for look-alike names', () => {
    expect(sessionCookieHeader(undefined)).toBeUndefined();
    expect(sessionCookieHeader('theme=dark')).toBeUndefined();
    expect(sessionCookieHeader('x_studyflow_session=1; _studyflow_session_old=2')).toBeUndefined();
    expect(sessionCookieHeader('_studyflow_session=')).toBeUndefined();
  });

  it('lists Set-Cookie values without merging them', () => {
    expect(setCookieList(undefined)).toEqual([]);
    expect(setCookieList('a=1; Path=/')).toEqual(['a=1; Path=/']);
    const both = ['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2'];
    expect(setCookieList(both)).toEqual(both);
  });
});
