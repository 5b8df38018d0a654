import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/errors';
import { userInfos } from '../db/schema';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { findUserById } from './accounts';
import { USER_MESSAGES } from './messages';
import { checkUserInfo } from './user-info-rules';
import { userInfoPayload } from './user-payload';

const UserInfoBody = z.object({ user_info: z.record(z.string(), z.unknown()) });

/** POST /users/user_info (signed-in scope): the onboarding answers, saved once per learner. */
export function registerUserInfoRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post('/api/users/user_info', async (request, reply) => {
    const userId = request.currentUserId;
    const { user_info: raw } = parseParams(UserInfoBody, request.body);
    const [existing] = await db
      .select({ id: userInfos.id })
      .from(userInfos)
      .where(eq(userInfos.userId, userId));
    // Checked first: the web treats this answer as "onboarding already done" and moves on.
    if (existing) throw unprocessable({ msg: USER_MESSAGES.userInfoExists });
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`signed-in user ${userId} has no row`);
    const checked = checkUserInfo(raw, user.userType);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const at = now();
    try {
      const [row] = await db
        .insert(userInfos)
        .values({ ...checked.values, userId, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('user_info insert returned no row');
      return reply.code(201).send({ user_info: userInfoPayload(row) });
    } catch (error) {
      // Two submits at once: the second loses the race on the unique user_id.
      if (isUniqueViolation(error)) throw unprocessable({ msg: USER_MESSAGES.userInfoExists });
      throw error;
    }
  });
}
