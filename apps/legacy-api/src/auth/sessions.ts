import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import {
  deleteExpiredSession,
  deleteExpiredSessionsOf,
  deleteSession,
  insertSession,
  liveSessionUserId,
} from './session-queries';
import { digest, newToken } from './tokens';

export const SESSION_COOKIE = '_studyflow_session';

function cookieOptions(env: Env): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // Over plain http (local runs) a Secure cookie would never come back.
    secure: env.APP_URL.startsWith('https:'),
  };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

/** The signed-in user's id, or null when the cookie is missing, unknown or expired. */
export async function sessionUserId(db: Db, request: FastifyRequest, now: Date): Promise<number | null> {
  const token = sessionToken(request);
  if (token === undefined) return null;
  const id = digest(token);
  const userId = await liveSessionUserId(db, id, now);
  if (userId !== undefined) return userId;
  // An expired row is useless from now on; drop it rather than keep it until sign-out.
  await deleteExpiredSession(db, id, now);
  return null;
}

/** Starts a fresh session for the user, deleting the one the request came with (session rotation). */
export async function startSession(
  db: Db,
  env: Env,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: Date,
): Promise<void> {
  const previous = sessionToken(request);
  if (previous !== undefined) await deleteSession(db, digest(previous));
  // Sessions that ran out without a sign-out would otherwise stay forever.
  await deleteExpiredSessionsOf(db, userId, now);
  const token = newToken();
  const ttl = env.SESSION_TTL_SECONDS;
  await insertSession(db, {
    id: digest(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl * 1000),
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(env), maxAge: ttl });
}

export async function endSession(db: Db, env: Env, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  if (token !== undefined) await deleteSession(db, digest(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env));
}
