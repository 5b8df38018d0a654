import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { endSession } from '../auth/sessions';
import { removeAvatarFiles } from '../avatar/avatar-files';
import { avatarsOfUsers } from '../avatar/avatar-queries';
import { deleteUsers } from './user-queries';

/**
 * `DELETE /users`: the signed-in learner deletes their own account. An extension, not in the
 * specification's call tables (docs/upstream-api.md, "Extensions": `accountDelete`). The row's
 * foreign keys take everything theirs with it (notes, journal, favourites, progress, badges,
 * settings, software, sessions, logins, support messages); a licence code they used stays used.
 * The avatar's files go from disk after the rows, and the browser's session cookie is cleared.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.delete('/users', async (request, reply) => {
    const userId = request.currentUserId;
    const avatars = await db.transaction(async (tx) => {
      const theirs = await avatarsOfUsers(tx, [userId]);
      await deleteUsers(tx, [userId]);
      return theirs;
    });
    await removeAvatarFiles(
      env.DATA_DIR,
      avatars.flatMap((avatar) => [avatar.large, avatar.medium]),
    );
    await endSession(db, env, request, reply);
    return reply.code(204).send();
  });
}
