import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { avatars, users } from '../db/schema';
import { HttpError, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { removeAvatarFiles, saveAvatarFile } from './avatar-files';
import { decodeAvatar } from './avatar-image';
import { USER_MESSAGES } from './messages';
import { avatarPayload } from './user-payload';

/** Room for 5 MB of JPEG as base64 (≈ 7 MB) plus the JSON around it. */
export const AVATAR_BODY_LIMIT = 8 * 1024 * 1024;

const AvatarBody = z.object({ avatar: z.object({ image: z.unknown() }) });
/** PostgreSQL `integer`: a larger id cannot exist, and asking for one would be a database error. */
const MAX_ID = 2_147_483_647;
const notFound = () => new HttpError(404, { msg: USER_MESSAGES.avatarNotFound });

/** POST /users/avatar and DELETE /users/avatar/:id (signed-in scope). One avatar per learner. */
export function registerAvatarRoutes(app: FastifyInstance, { db, env, now }: AppContext): void {
  app.post('/api/users/avatar', { bodyLimit: AVATAR_BODY_LIMIT }, async (request, reply) => {
    const userId = request.currentUserId;
    const { avatar } = parseParams(AvatarBody, request.body);
    const image = decodeAvatar(avatar.image);
    if (!image.ok) throw unprocessable({ msg: image.msg });
    // Medium is the same file: resizing needs an image library with native code, which we avoid.
    // The web shows the cropped square at most a few hundred pixels wide.
    const saved = await saveAvatarFile(env.DATA_DIR, userId, image.bytes);
    let replaced: (typeof avatars.$inferSelect)[];
    let row: typeof avatars.$inferSelect | undefined;
    try {
      ({ replaced, row } = await db.transaction(async (tx) => {
        // Locking the user serialises two uploads of one learner, so exactly one avatar row survives.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const gone = await tx.delete(avatars).where(eq(avatars.userId, userId)).returning();
        const [created] = await tx
          .insert(avatars)
          .values({ userId, large: saved.url, medium: saved.url, createdAt: now() })
          .returning();
        return { replaced: gone, row: created };
      }));
    } catch (error) {
      await removeAvatarFiles(env.DATA_DIR, [saved.url]);
      throw error;
    }
    if (!row) throw new Error('avatar insert returned no row');
    await removeAvatarFiles(
      env.DATA_DIR,
      replaced.flatMap((old) => [old.large, old.medium]),
    );
    return reply.code(201).send({ avatar: avatarPayload(row) });
  });

  app.delete<{ Params: { id: string } }>('/api/users/avatar/:id', async (request) => {
    const id = Number(request.params.id);
    if (!/^[0-9]{1,10}$/.test(request.params.id) || id > MAX_ID) throw notFound();
    const [removed] = await db
      .delete(avatars)
      .where(and(eq(avatars.id, id), eq(avatars.userId, request.currentUserId)))
      .returning();
    // Someone else's avatar answers exactly like a missing one: ids reveal nothing.
    if (!removed) throw notFound();
    await removeAvatarFiles(env.DATA_DIR, [removed.large, removed.medium]);
    return { status: 'success' };
  });
}
