import { sql } from 'drizzle-orm';
import { insertInstitutions } from '../auth/institution-queries';
import { insertLicenceKeys } from '../auth/licence-queries';
import { hashPassword } from '../auth/passwords';
import { saveBadges } from '../badges/badge-queries';
import type { Db } from '../db/client';
import { upsertFlowContent } from '../flows/flow-content-queries';
import { softwareImageUrl } from '../software/catalogue-entry';
import { addToSelection, softwareIdsBySlug, upsertCatalogue } from '../software/software-queries';
import { upsertSteps } from '../steps/step-content-queries';
import { upsertTutorialContent } from '../tutorials/tutorial-content-queries';
import { insertUserInfo } from '../user-info/user-info-queries';
import { findUserByEmail, insertSeededUser } from '../users/user-queries';
import type { DemoLearner } from './demo-learner';
import { loadSeedContent, type SeedContent } from './seed-content';

/** Every demo learner's password; the README tells it to whoever tries the product. */
export const DEMO_PASSWORD = 'StudyflowDemo1';

/** How long ago the demo learners first signed in (30 days). */
const DEMO_FIRST_LOGIN_AGO_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Idempotent: reference data (institution, keys) skips rows that exist, content (software, flows,
 * steps, tutorials) is upserted by slug, and a demo learner who already exists is left exactly as
 * they are, so running it again changes nothing. The content comes from the data files, read and
 * checked now (tests may hand in fixture content instead).
 */
export async function seed(
  db: Db,
  now: Date = new Date(),
  content: SeedContent = loadSeedContent(),
): Promise<void> {
  await insertInstitutions(db, content.institutions);
  await insertLicenceKeys(db, content.licenceKeys);
  await upsertCatalogue(
    db,
    content.software.map(({ group, ...entry }) => ({
      ...entry,
      groupName: group,
      image: softwareImageUrl(entry.slug),
    })),
  );
  await upsertFlowContent(db, content.flows);
  await db.transaction(async (tx) => {
    await upsertSteps(tx, content.learning.chapters);
    await upsertTutorialContent(tx, content.learning.essentials, content.learning.atFeatures);
  });
  // Fresh statistics for search's plans (SRC-1): PGlite runs no autovacuum, and a server's may not
  // have come round yet when the first learner searches.
  await db.execute(sql`analyze steps, chapters, learning_modules, flows`);
  for (const learner of content.demoLearners) await seedLearner(db, learner, now);
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
