import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { institutions, licenceKeys, softwares, userBadges, userInfos, userSoftwares, users } from './schema';
import { seedFlows } from './seed-flows';
import { SOFTWARE_CATALOGUE, softwareImageUrl } from './software-catalogue';

export const DEMO_PASSWORD = 'StudyflowDemo1';
export const DEMO_INSTITUTION = { name: 'University of Example', domain: 'university.example' } as const;
export const LICENCE_KEYS = Array.from({ length: 50 }, (_, index) => String(1_000_000_001 + index));

type Level = 'beginner' | 'medior' | 'expert';
interface DemoLearner {
  user: Pick<
    typeof users.$inferInsert,
    'email' | 'firstName' | 'surname' | 'university' | 'userType' | 'wellbeings'
  >;
  softwareSlugs: string[];
  info: Omit<typeof userInfos.$inferInsert, 'userId' | 'id'> & { asTechnologyLevel: Level };
}

export const DEMO_LEARNERS: readonly DemoLearner[] = [
  {
    user: {
      email: 'alex@university.example',
      firstName: 'Alex',
      surname: 'Morgan',
      university: 'University of Example',
      userType: 'student',
      wellbeings: ['calm', 'student_minds', 'desk_stretches_for_students', 'support_contacts'],
    },
    softwareSlugs: ['read-write', 'mindview', 'glean'],
    info: {
      courseStarted: 2024,
      courseEnds: 2027,
      courseName: 'Psychology',
      asTechnologyLevel: 'beginner',
      essayWritingLevel: 'medior',
      presentationsLevel: 'beginner',
      lecturesLevel: 'medior',
      readingLevel: 'beginner',
      organisationLevel: 'beginner',
      revisionLevel: 'medior',
    },
  },
  {
    user: {
      email: 'priya@workplace.example',
      firstName: 'Priya',
      surname: 'Shah',
      university: 'Example Workplace Ltd',
      userType: 'professional',
      wellbeings: [],
    },
    softwareSlugs: ['read-write', 'dragon-professional', 'mindview'],
    // Professionals skip the course step of onboarding, so only the knowledge levels are set.
    info: {
      asTechnologyLevel: 'medior',
      essayWritingLevel: 'expert',
      presentationsLevel: 'medior',
      lecturesLevel: 'medior',
      readingLevel: 'expert',
      organisationLevel: 'medior',
      revisionLevel: 'medior',
    },
  },
];

/**
 * Idempotent: reference data (institution, keys) skips rows that exist, content (software, flows)
 * is upserted by slug, and a demo learner who already exists is left exactly as they are, so running
 * it again changes nothing.
 */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  await db.insert(institutions).values(DEMO_INSTITUTION).onConflictDoNothing();
  await db
    .insert(licenceKeys)
    .values(LICENCE_KEYS.map((key) => ({ key })))
    .onConflictDoNothing();
  await seedSoftwares(db);
  await seedFlows(db);
  for (const learner of DEMO_LEARNERS) await seedLearner(db, learner, now);
}

/** Upserted by slug, so catalogue edits (texts, groups, tiles) reach existing databases. */
async function seedSoftwares(db: Db): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(softwares)
    .values(
      SOFTWARE_CATALOGUE.map(({ group, ...entry }) => ({
        ...entry,
        groupName: group,
        image: softwareImageUrl(entry.slug),
      })),
    )
    .onConflictDoUpdate({
      target: softwares.slug,
      set: {
        name: excluded('name'),
        image: excluded('image'),
        description: excluded('description'),
        groupName: excluded('group_name'),
        assistive: excluded('assistive'),
      },
    });
}

async function seedLearner(db: Db, learner: DemoLearner, now: Date): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, learner.user.email));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        ...learner.user,
        passwordHash,
        signUpType: 'dsa_licence',
        confirmedAt: now,
        softwareSelected: true,
        tosAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another process seeded this learner in the meantime: theirs stands.
    if (!created) return;
    const chosen = await tx
      .select({ id: softwares.id })
      .from(softwares)
      .where(inArray(softwares.slug, learner.softwareSlugs));
    await tx.insert(userSoftwares).values(chosen.map(({ id }) => ({ userId: created.id, softwareId: id })));
    await tx
      .insert(userInfos)
      .values({ ...learner.info, userId: created.id, createdAt: now, updatedAt: now });
    await tx.insert(userBadges).values({ userId: created.id, name: 'NEWBIE', createdAt: now });
  });
}
