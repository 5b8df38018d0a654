import type { CookieSerializeOptions, FastifyCookieOptions, ParseOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { BrowserCookie, BrowserCookies } from './types';

/**
 * Which upstream cookies the BFF relays (env.ts: UPSTREAM_SESSION_COOKIE, UPSTREAM_RELAY_COOKIES),
 * by their upstream names, and whether we are behind TLS. Only these ever cross the BFF, either way.
 */
export interface CookiePolicy {
  /** The upstream's session cookie. */
  session: string;
  /** Further upstream cookies relayed under the same rules (e.g. a load balancer's affinity cookie). */
  relay: readonly string[];
  /** Behind TLS: every relayed cookie is `__Host-` prefixed and Secure in the browser. */
  secure: boolean;
}

/** Our own upstream's session cookie over plain http: what tests and a local run use. */
export const DEFAULT_COOKIE_POLICY: CookiePolicy = {
  session: '_studyflow_session',
  relay: [],
  secure: false,
};

/**
 * An upstream cookie's name in the browser. Behind TLS it is `__Host-` prefixed, so the browser
 * only accepts it Secure, for our exact host and Path=/ (no subdomain or plain-http page can plant
 * or shadow it). The upstream always sees its own name.
 */
export function browserCookieName(policy: CookiePolicy, upstreamName: string): string {
  return policy.secure ? `__Host-${upstreamName}` : upstreamName;
}

const relayed = (policy: CookiePolicy): readonly string[] => [policy.session, ...policy.relay];

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

const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const MAX_AGE = /^-?\d{1,15}$/;

/**
 * From the browser's cookies (`request.cookies`), the Cookie header for the upstream: only the
 * relayed cookies, under the upstream's names, and only values a cookie may hold. Other cookies
 * (analytics, other apps on the same host) are the browser's business, never the upstream's.
 */
export function upstreamCookieHeader(
  cookies: BrowserCookies | undefined,
  policy: CookiePolicy,
): string | undefined {
  if (cookies === undefined) return undefined;
  const pairs: string[] = [];
  for (const name of relayed(policy)) {
    const value = cookies[browserCookieName(policy, name)];
    if (value !== undefined && value !== '' && COOKIE_VALUE.test(value)) pairs.push(`${name}=${value}`);
  }
  return pairs.length === 0 ? undefined : pairs.join('; ');
}

/**
 * An upstream Set-Cookie as the browser gets it: only a relayed cookie, renamed for the browser,
 * with Path=/, HttpOnly, SameSite=Lax and, behind TLS, Secure, whatever the upstream said about
 * domain, path or flags. Its lifetime (Expires, Max-Age) stays the upstream's to decide. Null for
 * anything else.
 */
export function toBrowserCookie(raw: string, policy: CookiePolicy): BrowserCookie | null {
  const [pair = '', ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  if (eq === -1) return null;
  const name = pair.slice(0, eq).trim();
  if (!relayed(policy).includes(name)) return null;
  const value = pair.slice(eq + 1).trim();
  if (!COOKIE_VALUE.test(value)) return null;
  const options: BrowserCookie['options'] = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
  };
  for (const attribute of attributes) {
    const eqAt = attribute.indexOf('=');
    if (eqAt === -1) continue;
    const key = attribute.slice(0, eqAt).trim().toLowerCase();
    const setting = attribute.slice(eqAt + 1).trim();
    if (key === 'max-age' && MAX_AGE.test(setting)) options.maxAge = Number(setting);
    if (key === 'expires') {
      const expires = new Date(setting);
      // Outside these years the date is garbage, and the serialiser refuses it.
      const year = expires.getUTCFullYear();
      if (year >= 1601 && year <= 9999) options.expires = expires;
    }
  }
  return { name: browserCookieName(policy, name), value, options };
}

/**
 * The Set-Cookies that end this browser's session with the upstream: every relayed cookie, under
 * its browser name, emptied and already expired. For a session the upstream ended on its side
 * (an account deleted) whatever the upstream itself answered about cookies.
 */
export function expiredBrowserCookies(policy: CookiePolicy): BrowserCookie[] {
  return relayed(policy).map((name) => ({
    name: browserCookieName(policy, name),
    value: '',
    options: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: policy.secure,
      maxAge: 0,
      expires: new Date(0),
    },
  }));
}

/** Set-Cookie as undici reports it (absent, one string, or several) → the cookies to relay. */
export function browserCookies(
  setCookie: string | string[] | undefined,
  policy: CookiePolicy,
): BrowserCookie[] {
  const raws = setCookie === undefined ? [] : [setCookie].flat();
  return raws.map((raw) => toBrowserCookie(raw, policy)).filter((cookie) => cookie !== null);
}

/** Each cookie becomes its own Set-Cookie line, written by @fastify/cookie when the reply is sent. */
export function relayCookies(reply: FastifyReply, cookies: readonly BrowserCookie[]): void {
  for (const { name, value, options } of cookies) reply.setCookie(name, value, options);
}
