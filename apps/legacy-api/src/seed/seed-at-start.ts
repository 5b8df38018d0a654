import { removeAvatarFiles } from '../avatar/avatar-files';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { type DemoRemoval, removedAnything } from './demo-data';
import { seed } from './seed';

/**
 * The seed as `start` and `db:setup` run it, in the environment's mode. When a database seeded for a
 * demo starts without demo mode, the removed learners' avatar files go too, and the answer says in a
 * sentence what was removed (null when nothing was), for the log.
 */
export async function seedAtStart(db: Db, env: Env): Promise<string | null> {
  const removal = await seed(db, { demo: env.demo });
  if (removal === null || !removedAnything(removal)) return null;
  await removeAvatarFiles(env.DATA_DIR, removal.avatarUrls);
  return describeRemoval(removal);
}

export function describeRemoval(removal: DemoRemoval): string {
  const parts = [
    removal.learners.length > 0 ? `demo learners ${removal.learners.join(', ')}` : '',
    removal.licenceKeys > 0 ? `${removal.licenceKeys} unused demo licence keys` : '',
    removal.institutions.length > 0 ? `demo institution domains ${removal.institutions.join(', ')}` : '',
  ].filter((part) => part !== '');
  return `demo mode is off: removed ${parts.join('; ')} (a demo seed had made them)`;
}
