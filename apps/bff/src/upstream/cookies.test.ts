import { describe, expect, it } from 'vitest';
import { sessionCookieHeader, setCookieList, toBrowserSetCookie } from './cookies';

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

describe('cookie policy for relayed Set-Cookie', () => {
  const upstream =
    '_studyflow_session=tok123; path=/api; domain=legacy.example; expires=Wed, 21 Oct 2026 07:28:00 GMT; SameSite=None';

  it('over http: same name, our flags, the upstream lifetime kept, its domain and path dropped', () => {
    expect(toBrowserSetCookie(upstream, false)).toBe(
      '_studyflow_session=tok123; expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('behind TLS: a __Host- name and Secure, and the browser cookie read back under that name', () => {
    expect(toBrowserSetCookie('_studyflow_session=t; Max-Age=0', true)).toBe(
      '__Host-_studyflow_session=t; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionCookieHeader('__Host-_studyflow_session=t; _studyflow_session=planted', true)).toBe(
      '_studyflow_session=t',
    );
    expect(sessionCookieHeader('_studyflow_session=planted', true)).toBeUndefined();
  });

  it('relays no other cookie, and no malformed value', () => {
    expect(toBrowserSetCookie('tracking=1; Path=/', false)).toBeNull();
    expect(toBrowserSetCookie('_studyflow_session=a b', false)).toBeNull();
    expect(toBrowserSetCookie('garbage', false)).toBeNull();
  });
});
