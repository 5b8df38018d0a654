// In the graph the web type-checks (routers → throttle-procedure → here): no Node imports, so the
// hash is Web Crypto's, which Node and browsers both have.

/** The upstream's session cookie and whether the browser keeps it `__Host-` prefixed (behind TLS). */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * The browser-side name of the session cookie the upstream client forwards: behind TLS only the
 * `__Host-` one reaches the upstream, so a plain-named cookie sent beside the real session cannot
 * buy a fresh budget.
 */
export function sessionCookieNames(session: SessionCookie): string[] {
  return [session.secure ? `__Host-${session.name}` : session.name];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whose budget a signed-in call uses: `learner:` and a SHA-256 of the session cookie's value, so
 * neither a log line nor a throttle store ever holds the token itself. The BFF learns who is signed
 * in only by asking the upstream, which would cost the call the budget is there to save; a session
 * is one sign-in of one learner, and the per-IP budget bounds anyone who signs in again and again.
 * Null without a session (the upstream refuses the call; the IP's budget still counts it).
 */
export async function learnerAccount(
  cookies: Readonly<Record<string, string | undefined>> | undefined,
  names: readonly string[],
): Promise<string | null> {
  for (const name of names) {
    const value = cookies?.[name];
    if (value !== undefined && value !== '') return `learner:${await sha256Hex(value)}`;
  }
  return null;
}
