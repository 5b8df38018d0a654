import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Env } from '../env';
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
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (row) return row.userId;
  // An expired row is useless from now on; drop it rather than keep it until sign-out.
  await db.delete(sessions).where(and(eq(sessions.id, id), lte(sessions.expiresAt, now)));
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
  if (previous !== undefined) await db.delete(sessions).where(eq(sessions.id, digest(previous)));
  // Sessions that ran out without a sign-out would otherwise stay forever.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  const token = newToken();
  const ttl = env.SESSION_TTL_SECONDS;
  await db
    .insert(sessions)
    .values({ id: digest(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(env), maxAge: ttl });
}

export async function endSession(db: Db, env: Env, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  if (token !== undefined) await db.delete(sessions).where(eq(sessions.id, digest(token)));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env));
}

export async function endAllSessionsOf(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
