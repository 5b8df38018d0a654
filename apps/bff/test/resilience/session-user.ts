import { upstreamUser } from '../../src/test-support/fixtures';
import type { Behaviour } from './fake-upstream';

const SESSION_COOKIE = /(?:^|;\s*)_studyflow_session=([^;]*)/;
const EMAIL_DOMAIN = '@sessions.example';

/** The session a user returned by `echoSessionUser` was made for. */
export const sessionOf = (email: string): string | null =>
  email.endsWith(EMAIL_DOMAIN) ? email.slice(0, -EMAIL_DOMAIN.length) : null;

/**
 * The upstream's "current user" for whatever session cookie came in: the session id is its email
 * and first name, and the answer rotates that session's cookie, so any mix-up shows in both.
 */
export function echoSessionUser(delayMs: (session: string) => number, seen?: Set<string>): Behaviour {
  return (req, res) => {
    const session = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1] ?? 'none';
    seen?.add(session);
    const user = { ...upstreamUser, email: `${session}${EMAIL_DOMAIN}`, first_name: session };
    const timer = setTimeout(() => {
      res
        .writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': `_studyflow_session=${session}-rotated; Path=/; HttpOnly; SameSite=Lax`,
        })
        .end(JSON.stringify({ user }));
    }, delayMs(session));
    res.once('close', () => clearTimeout(timer));
  };
}
