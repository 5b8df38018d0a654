import { UPSTREAM_SESSION_COOKIE } from '@studyflow/contracts/http';

/**
 * From the browser's Cookie header, keep only the upstream session cookie. Other cookies (analytics,
 * other apps on the same host) are the browser's business, never the upstream's.
 */
export function sessionCookieHeader(cookieHeader: string | string[] | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  const joined = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  for (const part of joined.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== UPSTREAM_SESSION_COOKIE) continue;
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
