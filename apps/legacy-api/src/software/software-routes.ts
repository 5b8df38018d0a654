import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { parseParams } from '../http/params';
import { userPayload } from '../users/user-payload';
import { markSoftwareSelected } from '../users/user-queries';
import { SOFTWARE_MESSAGES } from './software-messages';
import { softwarePayload } from './software-payload';
import { allSoftwares, knownSoftwareIds, replaceSelection } from './software-queries';

const SelectBody = z.object({
  user: z.object({ software_ids: z.array(z.number().int()).max(500).nullish() }),
});

/** GET /users/softwares/available and POST /users/softwares/select (signed-in scope). */
export function registerSoftwareRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.get('/users/softwares/available', async () => {
    const rows = await allSoftwares(db);
    return { softwares: rows.map(softwarePayload) };
  });

  app.post('/users/softwares/select', async (request) => {
    const userId = request.currentUserId;
    const { user } = parseParams(SelectBody, request.body);
    const ids = [...new Set(user.software_ids ?? [])];
    if (ids.length === 0) throw unprocessable({ msg: SOFTWARE_MESSAGES.selectSoftware });
    const known = await knownSoftwareIds(db, ids);
    if (known.length !== ids.length) {
      throw unprocessable({
        msg: SOFTWARE_MESSAGES.unknownSoftware,
        errors: { software_ids: [FIELD_ERRORS.invalid] },
      });
    }
    const at = now();
    await db.transaction(async (tx) => {
      await replaceSelection(tx, userId, ids, at);
      await markSoftwareSelected(tx, userId, at);
    });
    return { msg: SOFTWARE_MESSAGES.saved, user: await userPayload(db, userId) };
  });
}
