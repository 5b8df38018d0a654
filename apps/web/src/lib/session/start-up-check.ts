import type { AppConfig } from '@studyflow/contracts/edition';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import type { User } from '@studyflow/contracts/user';
import { START_UP_PROCEDURES } from '../offline/offline-data';
import { sessionEndedBy } from './session';

/** What the start-up batch said: who is signed in, whether a session was found over, the settings. */
export interface StartUpAnswer {
  /** The signed-in user, or null: nobody, or no answer. */
  user: User | null;
  /** The server said nobody is signed in, or that the session ended (401): forget the learners. */
  ended: boolean;
  /** The settings, or null when they did not come. */
  config: AppConfig | null;
}

/**
 * The start-up batch's address, as the tRPC client writes it (its calls without input, batched):
 * the same the service worker keeps for an offline start (lib/offline/offline-data.ts).
 */
export const START_UP_BATCH = `/trpc/${START_UP_PROCEDURES.join(',')}?batch=1&input=%7B%7D`;
const SESSION_AT = START_UP_PROCEDURES.indexOf('auth.authorize');
const SETTINGS_AT = START_UP_PROCEDURES.indexOf('config.get');

type Item = { result?: { data?: unknown }; error?: { message?: unknown; data?: unknown } };

const failure = (item: Item | undefined) =>
  Object.assign(new Error(String(item?.error?.message ?? 'No answer')), {
    name: 'TRPCClientError',
    data: item?.error?.data,
  });

/**
 * GRD-11 on a prerendered page: the session check and the settings in one request, the same the
 * tRPC client sends at start-up, made with a plain fetch, so a guest page that shows no server data
 * needs no data layer for it (lib/api/trpc.tsx). The BFF's zod already shaped both answers. A
 * failure is nobody signed in (GRD-12); only a 401 says a session ended.
 */
export async function askAtStartUp(): Promise<StartUpAnswer> {
  let items: Item[];
  try {
    const response = await fetch(START_UP_BATCH, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      credentials: 'same-origin',
    });
    const body: unknown = await response.json();
    if (!Array.isArray(body) || body.length !== START_UP_PROCEDURES.length) {
      throw new Error('Not a start-up batch');
    }
    items = body as Item[];
  } catch {
    return { user: null, ended: false, config: null };
  }
  const session = items[SESSION_AT];
  const settings = items[SETTINGS_AT];
  const config = settings?.result ? (settings.result.data as AppConfig) : null;
  if (session?.result) {
    const user = (session.result.data ?? null) as User | null;
    return { user, ended: user === null, config };
  }
  return { user: null, ended: sessionEndedBy(failure(session)), config };
}
