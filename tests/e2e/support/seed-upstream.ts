import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Edition } from '@studyflow/contracts/edition';
import { ACCOUNT_ROUTES } from './seed-upstream/account';
import { AUTH_ROUTES, PREF_COOKIE, SESSION_COOKIE } from './seed-upstream/auth';
import { FINDING_ROUTES } from './seed-upstream/finding';
import { attachment, type Body, matchPath, type Reply, type Route } from './seed-upstream/http';
import { JOURNAL_ROUTES } from './seed-upstream/journal';
import { LEARNING_ROUTES } from './seed-upstream/learning';
import { NOTES_ROUTES } from './seed-upstream/notes';
import { freshState, type State } from './seed-upstream/store';
import { SUPPORT_ROUTES } from './seed-upstream/support';
import { TOOLS_ROUTES } from './seed-upstream/tools';

/**
 * An upstream as someone might write it from the specification's call tables alone
 * (docs/requirements.md, API-3 to API-45), unlike apps/legacy-api: every call of the tables and
 * nothing else (no extension routes), answers with only the documented fields (the user has no id
 * and no user type), string ids, snake_case JSON and Rails-style errors. Its cookies are its own:
 * the session is `emu_session`, and sign-in also sets `emu_pref`, which every signed-in call must
 * bring back, so a BFF that relays only the session cookie is refused. Kept in memory per process.
 */

export { PREF_COOKIE, SESSION_COOKIE } from './seed-upstream/auth';
export { SEED_LEARNERS } from './seed-upstream/store';

const ROUTES: Route[] = [
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...LEARNING_ROUTES,
  ...FINDING_ROUTES,
  ...NOTES_ROUTES,
  ...JOURNAL_ROUTES,
  ...TOOLS_ROUTES,
  ...SUPPORT_ROUTES,
];

const API = '/api';
const SIGNED_OUT = { msg: 'You need to sign in or sign up before continuing.' };

export interface SeedUpstream {
  origin: string;
  /** Back to the seeded learners with nobody signed in (between tests). */
  reset(): void;
  /** `METHOD /path` of every call this upstream has no route for: the product asked for more than the tables. */
  unknownCalls(): string[];
  /** What reached the team: support messages, guest messages and Calm requests. */
  messages(): State['messages'];
  /** The last confirmation or reset token mailed to `email`. */
  mailedToken(email: string, kind: 'confirmation' | 'reset'): string | undefined;
  close(): Promise<void>;
}

/** The route answering `method` on `pathname` (under /api), with its path parameters. */
function routeFor(method: string, pathname: string) {
  if (!pathname.startsWith(`${API}/`)) return undefined;
  const path = pathname.slice(API.length);
  for (const route of ROUTES) {
    const params = route.method === method ? matchPath(route.path, path) : null;
    if (params) return { route, params };
  }
  return undefined;
}

function cookiesOf(request: IncomingMessage): Map<string, string> {
  const pairs = (request.headers.cookie ?? '').split(';').map((part) => part.trim().split('='));
  return new Map(pairs.map(([name = '', ...value]) => [name, value.join('=')]));
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.cookies) response.setHeader('set-cookie', reply.cookies);
  if (reply.file) {
    const { name, type, content } = reply.file;
    response.writeHead(reply.status, {
      'content-type': type,
      ...(name !== undefined && { 'content-disposition': attachment(name) }),
    });
    response.end(content);
  } else if (reply.json === undefined) {
    response.writeHead(reply.status).end();
  } else {
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(reply.json));
  }
}

export async function startSeedUpstream(edition: Edition): Promise<SeedUpstream> {
  let state = freshState(edition);
  const unknown: string[] = [];

  const answer = (request: IncomingMessage, text: string): Reply => {
    const url = new URL(request.url ?? '/', 'http://upstream.invalid');
    const upload = state.uploads.get(url.pathname);
    if (request.method === 'GET' && upload) {
      return { status: 200, file: { type: 'image/jpeg', content: upload } };
    }
    const found = routeFor(request.method ?? 'GET', url.pathname);
    if (!found) {
      unknown.push(`${request.method} ${url.pathname}`);
      return { status: 404, json: { msg: 'Not Found' } };
    }
    const cookies = cookiesOf(request);
    const session = state.sessions.get(cookies.get(SESSION_COOKIE) ?? '');
    // The preference cookie set beside the session must come back with it.
    const live = session !== undefined && cookies.get(PREF_COOKIE) === session.pref;
    const learner = live ? state.learners.get(session.email) : undefined;
    if (!found.route.guest && !learner) return { status: 401, json: SIGNED_OUT };
    let body: Body = {};
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Body;
    } catch {
      return { status: 400, json: { msg: 'The request body is not valid JSON.' } };
    }
    return found.route.handle({
      params: found.params,
      query: url.searchParams,
      body,
      state,
      session: live ? cookies.get(SESSION_COOKIE) : undefined,
      ...(learner && { learner }),
    });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        send(response, answer(request, Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        console.error('seed upstream failed', error);
        send(response, { status: 500, json: { msg: 'Internal Server Error' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    reset: () => {
      state = freshState(edition);
      unknown.length = 0;
    },
    unknownCalls: () => [...unknown],
    messages: () => [...state.messages],
    mailedToken: (email, kind) =>
      [...state.tokens].filter(([, mailed]) => mailed.email === email && mailed.kind === kind).at(-1)?.[0],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
