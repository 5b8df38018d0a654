import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { softwares, userSoftwares, users } from '../db/schema';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { USER_MESSAGES } from './messages';
import { softwarePayload, userPayload } from './user-payload';

const SelectBody = z.object({
  user: z.object({ software_ids: z.array(z.number().int()).max(500).nullish() }),
});

/** GET /users/softwares/available and POST /users/softwares/select (signed-in scope). */
export function registerSoftwareRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.get('/api/users/softwares/available', async () => {
    const rows = await db.select().from(softwares).orderBy(asc(softwares.id));
    return { softwares: rows.map(softwarePayload) };
  });

  app.post('/api/users/softwares/select', async (request) => {
    const userId = request.currentUserId;
    const { user } = parseParams(SelectBody, request.body);
    const ids = [...new Set(user.software_ids ?? [])];
    if (ids.length === 0) throw unprocessable({ msg: USER_MESSAGES.selectSoftware });
    const known = await db.select({ id: softwares.id }).from(softwares).where(inArray(softwares.id, ids));
    if (known.length !== ids.length) {
      throw unprocessable({ msg: USER_MESSAGES.unknownSoftware, errors: { software_ids: ['is invalid'] } });
    }
    const at = now();
    // The selection is replaced as a whole: what the learner ticked is exactly what they have.
    await db.transaction(async (tx) => {
      await tx.delete(userSoftwares).where(eq(userSoftwares.userId, userId));
      await tx.insert(userSoftwares).values(ids.map((softwareId) => ({ userId, softwareId, createdAt: at })));
      await tx.update(users).set({ softwareSelected: true, updatedAt: at }).where(eq(users.id, userId));
    });
    return { msg: USER_MESSAGES.softwareSaved, user: await userPayload(db, userId) };
  });
}
