import { UPSTREAM_SESSION_COOKIE } from '@studyflow/contracts/http';

/**
 * The session cookie's name in the browser. Behind TLS it is `__Host-` prefixed, so the browser
 * only accepts it Secure, for our exact host and Path=/ (no subdomain or plain-http page can plant
 * or shadow it). The upstream always sees its own name.
 */
export function browserSessionCookie(secure: boolean): string {
  return secure ? `__Host-${UPSTREAM_SESSION_COOKIE}` : UPSTREAM_SESSION_COOKIE;
}

/**
 * From the browser's Cookie header, keep only the session cookie, under the upstream's name. Other
 * cookies (analytics, other apps on the same host) are the browser's business, never the upstream's.
 */
export function sessionCookieHeader(
  cookieHeader: string | string[] | undefined,
  secure = false,
): string | undefined {
  if (cookieHeader === undefined) return undefined;
  const wanted = browserSessionCookie(secure);
  const joined = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  for (const part of joined.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== wanted) continue;
    const value = part.slice(eq + 1).trim();
    // The first occurrence wins, as in browsers' own ordering (most specific path first).
    return value === '' ? undefined : `${UPSTREAM_SESSION_COOKIE}=${value}`;
  }
  return undefined;
}

/** Set-Cookie as undici reports it (absent, one string, or several) → always a list, never merged. */
export function setCookieList(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? [...header] : [header];
}

/** Lifetime attributes are the upstream's to decide; every other attribute is our policy's. */
const KEPT_ATTRIBUTES = new Set(['expires', 'max-age']);
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * An upstream Set-Cookie as the browser gets it: only the session cookie is relayed (it is the only
 * one we ever send back), renamed for the browser, with Path=/, HttpOnly, SameSite=Lax and, behind
 * TLS, Secure — whatever the upstream said about domain, path or flags. Null for anything else.
 */
export function toBrowserSetCookie(raw: string, secure: boolean): string | null {
  const [pair = '', ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  if (eq === -1 || pair.slice(0, eq).trim() !== UPSTREAM_SESSION_COOKIE) return null;
  const value = pair.slice(eq + 1).trim();
  if (!COOKIE_VALUE.test(value)) return null;
  const lifetime = attributes
    .map((attribute) => attribute.trim())
    .filter((attribute) => KEPT_ATTRIBUTES.has(attribute.split('=')[0]?.trim().toLowerCase() ?? ''));
  const policy = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${browserSessionCookie(secure)}=${value}`, ...lifetime, ...policy].join('; ');
}
