import type { CookieSerializeOptions, FastifyCookieOptions, ParseOptions } from '@fastify/cookie';
import { UPSTREAM_SESSION_COOKIE } from '@studyflow/contracts/http';
import type { FastifyReply } from 'fastify';
import type { BrowserCookie, BrowserCookies } from './types';

/**
 * The session cookie's name in the browser. Behind TLS it is `__Host-` prefixed, so the browser
 * only accepts it Secure, for our exact host and Path=/ (no subdomain or plain-http page can plant
 * or shadow it). The upstream always sees its own name.
 */
export function browserSessionCookie(secure: boolean): string {
  return secure ? `__Host-${UPSTREAM_SESSION_COOKIE}` : UPSTREAM_SESSION_COOKIE;
}

const asSent = (value: string) => value;
/**
 * The session token is opaque: it goes up exactly as the browser sent it and down exactly as the
 * upstream set it (decoding `%3D` would forward a different token). Values we relay are checked
 * against COOKIE_VALUE first, so writing them unencoded is safe.
 */
const VALUES_AS_SENT: CookieSerializeOptions & ParseOptions = { decode: asSent, encode: asSent };

/** @fastify/cookie's settings: `request.cookies` on every request, `reply.setCookie` as sent. */
export const COOKIE_PLUGIN_OPTIONS: FastifyCookieOptions = {
  hook: 'onRequest',
  parseOptions: VALUES_AS_SENT,
};

/**
 * From the browser's cookies (`request.cookies`), the Cookie header for the upstream: only the
 * session cookie, under the upstream's name. Other cookies (analytics, other apps on the same host)
 * are the browser's business, never the upstream's.
 */
export function sessionCookieHeader(
  cookies: BrowserCookies | undefined,
  secure: boolean,
): string | undefined {
  const value = cookies?.[browserSessionCookie(secure)];
  return value === undefined || value === '' ? undefined : `${UPSTREAM_SESSION_COOKIE}=${value}`;
}

const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const MAX_AGE = /^-?\d{1,15}$/;

/**
 * An upstream Set-Cookie as the browser gets it: only the session cookie is relayed (it is the only
 * one we ever send back), renamed for the browser, with Path=/, HttpOnly, SameSite=Lax and, behind
 * TLS, Secure, whatever the upstream said about domain, path or flags. Its lifetime (Expires,
 * Max-Age) stays the upstream's to decide. Null for anything else.
 */
export function toBrowserCookie(raw: string, secure: boolean): BrowserCookie | null {
  const [pair = '', ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  if (eq === -1 || pair.slice(0, eq).trim() !== UPSTREAM_SESSION_COOKIE) return null;
  const value = pair.slice(eq + 1).trim();
  if (!COOKIE_VALUE.test(value)) return null;
  const options: BrowserCookie['options'] = { path: '/', httpOnly: true, sameSite: 'lax', secure };
  for (const attribute of attributes) {
    const eqAt = attribute.indexOf('=');
    if (eqAt === -1) continue;
    const name = attribute.slice(0, eqAt).trim().toLowerCase();
    const setting = attribute.slice(eqAt + 1).trim();
    if (name === 'max-age' && MAX_AGE.test(setting)) options.maxAge = Number(setting);
    if (name === 'expires') {
      const expires = new Date(setting);
      // Outside these years the date is garbage, and the serialiser refuses it.
      const year = expires.getUTCFullYear();
      if (year >= 1601 && year <= 9999) options.expires = expires;
    }
  }
  return { name: browserSessionCookie(secure), value, options };
}

/** Set-Cookie as undici reports it (absent, one string, or several) → the cookies to relay. */
export function browserCookies(setCookie: string | string[] | undefined, secure: boolean): BrowserCookie[] {
  const raws = setCookie === undefined ? [] : [setCookie].flat();
  return raws.map((raw) => toBrowserCookie(raw, secure)).filter((cookie) => cookie !== null);
}

/** Each cookie becomes its own Set-Cookie line, written by @fastify/cookie when the reply is sent. */
export function relayCookies(reply: FastifyReply, cookies: readonly BrowserCookie[]): void {
  for (const { name, value, options } of cookies) reply.setCookie(name, value, options);
}
