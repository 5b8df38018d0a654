import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Edition } from '@studyflow/contracts/edition';
import { UPSTREAM_SESSION_COOKIE } from '@studyflow/contracts/http';

/**
 * An upstream as someone might write it from docs/requirements.md alone, unlike apps/legacy-api: its
 * user has exactly DAT-1's User fields (no id, no user type), ids are strings, the software list
 * has only the software fields the onboarding calls name, the software save answers only its msg, user info
 * keeps only the course fields and the profile is a bare list. One learner, kept in memory.
 * The session cookie's name is the one thing taken from us: the BFF forwards only that cookie.
 */

export const SEED_LEARNER = { email: 'sam@seeds.example', password: 'seed-only-pass', firstName: 'Sam' };

const SOFTWARES = [
  { id: 'read-write', name: 'Read&Write', slug: 'read-write', group: 'Literacy', assistive: true },
  { id: 'mindview', name: 'MindView', slug: 'mindview', group: 'Mind mapping', assistive: false },
  { id: 'nvda', name: 'NVDA', slug: 'nvda', assistive: true },
];

const MODULE_URL = '/flows/essay-writing/learning_modules/understanding-the-question';
const FLOWS = [
  {
    id: 'essay-writing',
    name: 'Essay Writing',
    slug: 'essay-writing',
    primary_color: '#7B3FA0',
    secondary_color: '#F1E8F7',
    tab_color: '#5E2C7D',
    learning_modules: [
      {
        id: 'understanding-the-question',
        name: 'Understanding the question',
        slug: 'understanding-the-question',
        description: 'Break an essay question into parts.',
        image: null,
        url: MODULE_URL,
        learning_module_progress: 0,
        learning_module_remaining_duration: 600,
        is_resume: false,
        chapters: [
          {
            id: 'instruction-words',
            name: 'Instruction words',
            slug: 'instruction-words',
            url: `${MODULE_URL}/chapters/instruction-words`,
            chapter_progress: 0,
            steps: [],
          },
        ],
      },
    ],
  },
];

type Body = Record<string, unknown>;

export interface SeedUpstream {
  origin: string;
  close(): Promise<void>;
}

export async function startSeedUpstream(edition: Edition): Promise<SeedUpstream> {
  const sessions = new Set<string>();
  const learner = {
    softwareIds: [] as string[],
    userInfo: null as Body | null,
  };
  const user = () => ({
    email: SEED_LEARNER.email,
    first_name: SEED_LEARNER.firstName,
    surname: 'Lee',
    avatar: null,
    university: 'Northfield University',
    softwares: SOFTWARES.filter((software) => learner.softwareIds.includes(software.id)),
    software_selected: learner.softwareIds.length > 0,
    user_info: learner.userInfo,
    badges: [{ name: 'NEWBIE' }],
    accessability_setting: null,
    wellbeings: edition === 'study' ? ['student_minds'] : [],
    is_calm_requested: false,
  });

  const signedIn = (request: IncomingMessage): boolean => {
    const pair = request.headers.cookie
      ?.split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === UPSTREAM_SESSION_COOKIE);
    return pair?.[1] !== undefined && sessions.has(pair[1]);
  };

  const routes: Record<string, (body: Body, response: ServerResponse) => void> = {
    'POST /api/auth/sign_in': (body, response) => {
      if (body.email !== SEED_LEARNER.email || body.password !== SEED_LEARNER.password) {
        send(response, 401, { msg: 'Invalid email or password.' });
        return;
      }
      const token = randomUUID();
      sessions.add(token);
      response.setHeader('set-cookie', `${UPSTREAM_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`);
      send(response, 200, { user: user() });
    },
    'POST /api/auth/authorize': (_body, response) => send(response, 200, { user: user() }),
    'GET /api/users/softwares/available': (_body, response) => send(response, 200, { softwares: SOFTWARES }),
    'POST /api/users/softwares/select': (body, response) => {
      const ids = (body.user as { software_ids?: unknown } | undefined)?.software_ids;
      if (!Array.isArray(ids) || ids.length === 0) {
        send(response, 422, { msg: 'Please select your software!' });
        return;
      }
      learner.softwareIds = ids.map(String);
      send(response, 200, { msg: 'Software has been saved.' });
    },
    'POST /api/users/user_info': (body, response) => {
      const info = (body.user_info ?? {}) as Body;
      learner.userInfo = {
        course_started: info.course_started ?? null,
        course_ends: info.course_ends ?? null,
        course_name: info.course_name ?? null,
      };
      send(response, 201, { user_info: learner.userInfo });
    },
    'GET /api/users/profile': (_body, response) =>
      send(
        response,
        200,
        FLOWS.map((flow) => ({
          id: flow.id,
          name: flow.name,
          flow_percent: 0,
          primary_color: flow.primary_color,
        })),
      ),
    'GET /api/flows': (_body, response) => send(response, 200, { flows: FLOWS }),
    // API-26: the software tab's tutorials; this upstream has none written yet.
    'GET /api/users/tutorials': (_body, response) =>
      send(response, 200, { essential_steps: [], flow_steps: [] }),
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://upstream').pathname;
      const route = routes[`${request.method} ${path}`];
      if (!route) return send(response, 404, { msg: 'Not Found' });
      if (path !== '/api/auth/sign_in' && !signedIn(request)) {
        return send(response, 401, { msg: 'You need to sign in or sign up before continuing.' });
      }
      const text = Buffer.concat(chunks).toString('utf8');
      route(text === '' ? {} : (JSON.parse(text) as Body), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
