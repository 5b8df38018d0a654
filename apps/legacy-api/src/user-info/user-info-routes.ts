import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/errors';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { findUserById } from '../users/user-queries';
import { userInfoPayload } from './user-info-payload';
import { insertUserInfo, userInfoOf } from './user-info-queries';
import { checkUserInfo } from './user-info-rules';

const UserInfoBody = z.object({ user_info: z.record(z.string(), z.unknown()) });

/** The web matches this text to know onboarding is already done. */
const USER_INFO_EXISTS = 'UserInfo already exists for User!';

/** POST /users/user_info (signed-in scope): the onboarding answers, saved once per learner. */
export function registerUserInfoRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post('/users/user_info', async (request, reply) => {
    const userId = request.currentUserId;
    const { user_info: raw } = parseParams(UserInfoBody, request.body);
    // Checked first: the web treats this answer as "onboarding already done" and moves on.
    if (await userInfoOf(db, userId)) throw unprocessable({ msg: USER_INFO_EXISTS });
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`signed-in user ${userId} has no row`);
    const checked = checkUserInfo(raw, user.userType);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    try {
      const row = await insertUserInfo(db, userId, checked.values, now());
      return reply.code(201).send({ user_info: userInfoPayload(row) });
    } catch (error) {
      // Two submits at once: the second loses the race on the unique user_id.
      if (isUniqueViolation(error)) throw unprocessable({ msg: USER_INFO_EXISTS });
      throw error;
    }
  });
}
