import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { awardBadges } from '../badges/award-badges';
import { badgePayload } from '../badges/badge-payload';
import { badgesOf } from '../badges/badge-queries';
import { notFound, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { lockUser } from '../users/user-queries';
import { bulkReflectionIds, REFLECTION_NOT_FOUND, reflectionId } from './reflection-ids';
import { reflectionPayload } from './reflection-payload';
import {
  deleteReflections,
  insertReflection,
  reflectionCount,
  reflectionsOf,
  updateReflection,
} from './reflection-queries';
import { checkReflection, reflectionLimitMessage } from './reflection-rules';

/** `{ reflection: {...} }`: a missing wrapper is a 400, field rules are 422s. */
const Body = z.object({ reflection: z.record(z.string(), z.unknown()) });
const BASE = '/users/reflective_journal';

/** API-32 to API-36 (signed-in scope): a learner sees and changes only their own journal. */
export function registerJournalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.get(BASE, async (request) => {
    const userId = request.currentUserId;
    const rows = await reflectionsOf(db, userId);
    return { reflective_journal: { id: userId, reflections: rows.map(reflectionPayload) } };
  });

  app.post(`${BASE}/reflections`, async (request, reply) => {
    const { reflection } = parseParams(Body, request.body);
    const checked = checkReflection(reflection);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const userId = request.currentUserId;
    const at = ctx.now();
    const saved = await db.transaction(async (tx) => {
      // The learner's row lock makes two entries at once count one after the other.
      await lockUser(tx, userId);
      if ((await reflectionCount(tx, userId)) >= env.REFLECTIONS_PER_LEARNER_MAX) {
        throw unprocessable({ msg: reflectionLimitMessage(env.REFLECTIONS_PER_LEARNER_MAX) });
      }
      const row = await insertReflection(tx, userId, checked.fields, at);
      const count = await reflectionCount(tx, userId);
      await awardBadges(tx, {
        kind: 'reflection_created',
        userId,
        edition: env.EDITION,
        at,
        reflectionCount: count,
      });
      return row;
    });
    const badges = (await badgesOf(db, userId)).map(badgePayload);
    return reply.code(201).send({ reflection: reflectionPayload(saved), badges });
  });

  app.put<{ Params: { id: string } }>(`${BASE}/reflections/:id`, async (request) => {
    const id = reflectionId(request.params.id);
    const { reflection } = parseParams(Body, request.body);
    const checked = checkReflection(reflection);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const row = await updateReflection(db, request.currentUserId, id, checked.fields, ctx.now());
    if (row === undefined) throw notFound(REFLECTION_NOT_FOUND);
    return { reflection: reflectionPayload(row) };
  });

  // Registered before `:id`; Fastify prefers the static segment anyway.
  app.delete(`${BASE}/reflections/delete_many`, async (request) => {
    const ids = bulkReflectionIds(request.query);
    const deleted = await deleteReflections(db, request.currentUserId, ids);
    return { status: 'success', deleted };
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/reflections/:id`, async (request) => {
    const id = reflectionId(request.params.id);
    if ((await deleteReflections(db, request.currentUserId, [id])) === 0)
      throw notFound(REFLECTION_NOT_FOUND);
    return { status: 'success' };
  });
}
