import { deleteInstitutionDomains, insertInstitutions } from '../auth/institution-queries';
import { deleteUnusedLicenceKeys, insertLicenceKeys } from '../auth/licence-queries';
import { hashPassword } from '../auth/passwords';
import { avatarsOfUsers } from '../avatar/avatar-queries';
import { saveBadges } from '../badges/badge-queries';
import type { Db } from '../db/client';
import { addToSelection, softwareIdsBySlug } from '../software/software-queries';
import { insertUserInfo } from '../user-info/user-info-queries';
import { deleteUsers, findUserByEmail, insertSeededUser, usersByEmails } from '../users/user-queries';
import type { DemoLearner } from './demo-learner';
import type { SeedContent } from './seed-content';

/** Every demo learner's password; the README tells it to whoever tries the product. */
export const DEMO_PASSWORD = 'StudyflowDemo1';

/** How long ago the demo learners first signed in (30 days). */
const DEMO_FIRST_LOGIN_AGO_MS = 30 * 24 * 60 * 60 * 1000;

type DemoContent = Pick<SeedContent, 'institutions' | 'licenceKeys' | 'demoLearners'>;

/**
 * The demo's ways in: the open institution domain, the published licence keys and the demo
 * learners. Rows that exist are left as they are (a demo learner keeps what they did), so running it
 * again changes nothing.
 */
export async function seedDemoData(db: Db, content: DemoContent, now: Date): Promise<void> {
  await insertInstitutions(db, content.institutions);
  await insertLicenceKeys(db, content.licenceKeys);
  for (const learner of content.demoLearners) await seedLearner(db, learner, now);
}

/** What removeDemoData took out of a database that had been seeded in demo mode. */
export interface DemoRemoval {
  learners: string[];
  licenceKeys: number;
  institutions: string[];
  /** The removed learners' avatar files, for the caller to delete (the seed knows no DATA_DIR). */
  avatarUrls: string[];
}

export const removedAnything = (removal: DemoRemoval): boolean =>
  removal.learners.length > 0 || removal.licenceKeys > 0 || removal.institutions.length > 0;

/**
 * Takes the demo's ways in out of a database that was once seeded in demo mode, identified exactly
 * by the content files: the demo learners' addresses (on the reserved `.example` domain, so no real
 * person's), the keys of the published range that no one has activated (an activated key keeps its
 * record, and cannot be activated again), and the demo institutions' domains (accounts made through
 * them stay). The learners go with everything they own, sessions included. Nothing else is touched;
 * a database that holds none of it is left as it is.
 */
export async function removeDemoData(db: Db, content: DemoContent): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const learners = await usersByEmails(
      tx,
      content.demoLearners.map((learner) => learner.user.email),
    );
    const ids = learners.map((learner) => learner.id);
    const avatars = await avatarsOfUsers(tx, ids);
    await deleteUsers(tx, ids);
    return {
      learners: learners.map((learner) => learner.email),
      licenceKeys: await deleteUnusedLicenceKeys(tx, content.licenceKeys),
      institutions: await deleteInstitutionDomains(
        tx,
        content.institutions.map((institution) => institution.domain),
      ),
      avatarUrls: avatars.flatMap((avatar) => [avatar.large, avatar.medium]),
    };
  });
}

async function seedLearner(db: Db, learner: DemoLearner, now: Date): Promise<void> {
  if (await findUserByEmail(db, learner.user.email)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const userId = await insertSeededUser(tx, {
      ...learner.user,
      passwordHash,
      signUpType: 'dsa_licence',
      confirmedAt: now,
      softwareSelected: true,
      tosAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    // Another process seeded this learner in the meantime: theirs stands.
    if (userId === undefined) return;
    await addToSelection(tx, userId, await softwareIdsBySlug(tx, learner.softwareSlugs));
    await insertUserInfo(tx, userId, learner.info, now);
    // The demo learners' state, written as data: they did not earn these here, so no rule runs.
    // Dated a month back: they are returning learners, whose first login (NEWBIE's date, which the
    // web's greeting reads) is long past and whose badges are not news.
    await saveBadges(tx, userId, learner.badges, new Date(now.getTime() - DEMO_FIRST_LOGIN_AGO_MS));
  });
}
