import { create } from 'content-disposition';
import type { Learner, State } from './store';

/** A JSON body as the upstream reads it: snake_case keys, any values. */
export type Body = Record<string, unknown>;

/** One request as a route sees it. */
export interface Call {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: Body;
  state: State;
  /** The session token the request came with, when it names a live session. */
  session: string | undefined;
}

export interface SignedInCall extends Call {
  learner: Learner;
}

export interface Reply {
  status: number;
  json?: unknown;
  /** A file; with a name it is an attachment (a download), without one it is shown inline. */
  file?: { name?: string; type: string; content: string | Uint8Array };
  cookies?: string[];
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/api`, `:name` for a path parameter. */
  path: string;
  /** Answered without a session (sign-in, sign-up, the guest's contact form…). */
  guest: boolean;
  handle(call: Call | SignedInCall): Reply;
}

export const signedIn = (
  method: Route['method'],
  path: string,
  handle: (call: SignedInCall) => Reply,
): Route => ({ method, path, guest: false, handle: (call) => handle(call as SignedInCall) });

export const guest = (method: Route['method'], path: string, handle: (call: Call) => Reply): Route => ({
  method,
  path,
  guest: true,
  handle,
});

export const ok = (json: unknown, status = 200): Reply => ({ status, json });
export const noContent = (): Reply => ({ status: 204 });
/** Rails' `{ msg }` refusal. */
export const refuse = (status: number, msg: string): Reply => ({ status, json: { msg } });
/** Rails' field errors, e.g. `{ errors: { content: ["can't be blank"] } }`. */
export const invalid = (errors: Record<string, string[]>, msg?: string): Reply => ({
  status: 422,
  json: msg === undefined ? { errors } : { msg, errors },
});
export const missing = (name: string): Reply =>
  refuse(400, `param is missing or the value is empty: ${name}`);
export const notFound = (what: string): Reply => refuse(404, `${what} not found.`);

/** A nested parameter object (`user`, `note`…), or undefined when absent or not an object. */
export function objectParam(body: Body, key: string): Body | undefined {
  const value = body[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : undefined;
}

/** A text field, trimmed; '' when absent or not text. */
export const textParam = (body: Body, key: string): string => {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The route's parameters when `path` matches its pattern, else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return null;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/**
 * RFC 6266 by the `content-disposition` library, as legacy-api writes it (its helper is not ours to
 * import: the suite imports no app code): a safe ASCII name for old clients, the exact UTF-8 one
 * (`'()*` encoded too) for the rest.
 */
export const attachment = (name: string): string =>
  create(name, { fallback: name.replace(/[^\x20-\x7e]|["\\/%]/g, '_') });
