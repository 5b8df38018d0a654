import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './bff';
import { type FakeUpstream, json, startFakeUpstream } from './fake-upstream';
import { Rng } from './generator';
import { discover } from './procedures';
import { echoSessionUser, sessionOf } from './session-user';

const SESSIONS = 200;
const BROWSER = { 'x-studyflow-csrf': '1', origin: 'http://localhost:3000' };

let upstream: FakeUpstream;
let bff: Bff;
let port: number;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  bff = await startBff(upstream.origin, { UPSTREAM_CONNECTIONS: '32', UPSTREAM_QUEUE_MAX: '256' });
  await bff.app.listen({ port: 0, host: '127.0.0.1' });
  const address = bff.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
});

interface Seen {
  session: string;
  status: number;
  /** The session the returned user belongs to. */
  userSession: string | null;
  /** The sessions named by the relayed Set-Cookie headers. */
  cookieSessions: string[];
}

describe('concurrent sessions', () => {
  it(`${SESSIONS} learners at once each get their own user and cookie, never another's`, async () => {
    upstream.fallback(json(200, []));
    const { user } = await discover(
      async (procedure) =>
        (await bff.app.inject({ method: 'GET', url: `/trpc/${procedure}`, headers: BROWSER })).statusCode,
      upstream.calls,
    );
    upstream.reset();
    // Answers arrive out of order, as they would from a real upstream under load.
    const rng = new Rng(0xc00c1e);
    const delays = Array.from({ length: SESSIONS }, () => rng.int(40));
    upstream.script(
      user.path,
      echoSessionUser((session) => delays[Number(session.split('-')[1])] ?? 0),
    );

    const call = async (index: number): Promise<Seen> => {
      const session = `learner-${index}-${index.toString(36)}`;
      const headers = { ...BROWSER, cookie: `_studyflow_session=${session}; theme=dark` };
      // Half through the inject client, half over real keep-alive connections shared by everyone,
      // as a load balancer would reuse them.
      const answer =
        index % 2 === 0
          ? await bff.app
              .inject({ method: 'GET', url: `/trpc/${user.procedure}`, headers })
              .then((response) => ({
                status: response.statusCode,
                body: response.body,
                cookies: [response.headers['set-cookie'] ?? []].flat(),
              }))
          : await fetch(`http://127.0.0.1:${port}/trpc/${user.procedure}`, { headers }).then(
              async (response) => ({
                status: response.status,
                body: await response.text(),
                cookies: response.headers.getSetCookie(),
              }),
            );
      const data =
        answer.status === 200 ? (JSON.parse(answer.body) as { result: { data: { email: string } } }) : null;
      return {
        session,
        status: answer.status,
        userSession: data ? sessionOf(data.result.data.email) : null,
        cookieSessions: answer.cookies.map((cookie) => cookie.split(';')[0]?.split('=')[1] ?? ''),
      };
    };
    const seen = await Promise.all(Array.from({ length: SESSIONS }, (_unused, index) => call(index)));

    const crossed = seen.filter(
      (entry) =>
        entry.userSession !== entry.session ||
        entry.cookieSessions.length !== 1 ||
        entry.cookieSessions[0] !== `${entry.session}-rotated`,
    );
    const failed = seen.filter((entry) => entry.status !== 200);
    console.log(
      `[sessions] sessions=${SESSIONS} ok=${seen.length - failed.length} failed=${failed.length} ` +
        `crossSession=${crossed.length - failed.length} upstreamCalls=${upstream.calls.length}`,
    );
    expect(failed).toEqual([]);
    expect(crossed).toEqual([]);
    expect(upstream.calls).toHaveLength(SESSIONS);
  });
});
