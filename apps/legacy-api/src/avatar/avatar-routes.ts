import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { lockUser } from '../users/user-queries';
import { removeAvatarFiles, saveAvatarFiles } from './avatar-files';
import { decodeAvatar } from './avatar-image';
import { AVATAR_MESSAGES } from './avatar-messages';
import { avatarPayload } from './avatar-payload';
import { deleteAvatar, replaceAvatar } from './avatar-queries';

/** Room for 5 MB of JPEG as base64 (≈ 7 MB) plus the JSON around it. */
export const AVATAR_BODY_LIMIT = 8 * 1024 * 1024;

const AvatarBody = z.object({ avatar: z.object({ image: z.unknown() }) });
/** PostgreSQL `integer`: a larger id cannot exist, and asking for one would be a database error. */
const MAX_ID = 2_147_483_647;
const notFound = () => new HttpError(404, { msg: AVATAR_MESSAGES.notFound });

/** POST /users/avatar and DELETE /users/avatar/:id (signed-in scope). One avatar per learner. */
export function registerAvatarRoutes(app: FastifyInstance, { db, env, now }: AppContext): void {
  app.post('/users/avatar', { bodyLimit: AVATAR_BODY_LIMIT }, async (request, reply) => {
    const userId = request.currentUserId;
    const { avatar } = parseParams(AvatarBody, request.body);
    const image = await decodeAvatar(avatar.image);
    if (!image.ok) throw unprocessable({ msg: image.msg });
    const saved = await saveAvatarFiles(env.DATA_DIR, userId, image.images);
    let result: Awaited<ReturnType<typeof replaceAvatar>>;
    try {
      result = await db.transaction(async (tx) => {
        // Locking the user serialises two uploads of one learner, so exactly one avatar row survives.
        await lockUser(tx, userId);
        return replaceAvatar(tx, userId, saved, now());
      });
    } catch (error) {
      await removeAvatarFiles(env.DATA_DIR, [saved.large, saved.medium]);
      throw error;
    }
    await removeAvatarFiles(
      env.DATA_DIR,
      result.replaced.flatMap((old) => [old.large, old.medium]),
    );
    return reply.code(201).send({ avatar: avatarPayload(result.row) });
  });

  app.delete<{ Params: { id: string } }>('/users/avatar/:id', async (request) => {
    const id = Number(request.params.id);
    if (!/^[0-9]{1,10}$/.test(request.params.id) || id > MAX_ID) throw notFound();
    const removed = await deleteAvatar(db, id, request.currentUserId);
    // Someone else's avatar answers exactly like a missing one: ids reveal nothing.
    if (!removed) throw notFound();
    await removeAvatarFiles(env.DATA_DIR, [removed.large, removed.medium]);
    return { status: 'success' };
  });
}
