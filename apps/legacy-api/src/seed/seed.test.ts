import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../db/schema';
import {
  DEMO_LEARNERS,
  FLOW_CONTENT,
  LEARNING_CONTENT,
  LICENCE_KEYS,
  SOFTWARE_CATALOGUE,
} from '../test/seed-content';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { userPayload } from '../users/user-payload';
import { seed } from './seed';
import { loadSeedContent } from './seed-content';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.close();
});

/** Every seeded table, rows in a stable order, for before/after comparison. */
async function snapshot() {
  const { db } = test.database;
  return {
    users: await db.select().from(schema.users).orderBy(asc(schema.users.id)),
    institutions: await db.select().from(schema.institutions).orderBy(asc(schema.institutions.id)),
    licenceKeys: await db.select().from(schema.licenceKeys).orderBy(asc(schema.licenceKeys.id)),
    softwares: await db.select().from(schema.softwares).orderBy(asc(schema.softwares.id)),
    userSoftwares: await db.select().from(schema.userSoftwares),
    userInfos: await db.select().from(schema.userInfos).orderBy(asc(schema.userInfos.id)),
    userBadges: await db.select().from(schema.userBadges).orderBy(asc(schema.userBadges.id)),
    flows: await db.select().from(schema.flows).orderBy(asc(schema.flows.id)),
    learningModules: await db.select().from(schema.learningModules).orderBy(asc(schema.learningModules.id)),
    chapters: await db.select().from(schema.chapters).orderBy(asc(schema.chapters.id)),
    steps: await db.select().from(schema.steps).orderBy(asc(schema.steps.id)),
    tutorialSteps: await db.select().from(schema.tutorialSteps).orderBy(asc(schema.tutorialSteps.id)),
    softwareFeatures: await db
      .select()
      .from(schema.softwareFeatures)
      .orderBy(asc(schema.softwareFeatures.softwareId), asc(schema.softwareFeatures.feature)),
  };
}

describe('test database', () => {
  it('is the kind the run asked for: with DATABASE_URL, a database of this file’s own on that server', async () => {
    const source = inject('testDatabase');
    expect(test.database.kind).toBe(source.kind);
    const [row] = await test.database.db
      .select({ name: sql<string>`current_database()` })
      .from(schema.institutions)
      .limit(1);
    if (source.kind === 'postgres') expect(row?.name).toMatch(/^legacy_api_test_[0-9a-f]{12}$/);
    else expect(row?.name).toBe('postgres');
  });
});

describe('seed', () => {
  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seed(test.database.db, { demo: true, now: new Date('2030-01-01T00:00:00Z') });
    await seed(test.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
  });

  it('holds 50 unused licence keys, the example institution and the software catalogue', async () => {
    const { db } = test.database;
    const keys = await db.select().from(schema.licenceKeys).where(isNull(schema.licenceKeys.usedAt));
    expect(keys.map((k) => k.key).sort()).toEqual(LICENCE_KEYS);
    expect(LICENCE_KEYS[0]).toBe('1000000001');
    expect(LICENCE_KEYS.at(-1)).toBe('1000000050');
    expect(
      await db
        .select({ name: schema.institutions.name, domain: schema.institutions.domain })
        .from(schema.institutions),
    ).toEqual([{ name: 'University of Example', domain: 'university.example' }]);
    const softwares = await db.select().from(schema.softwares);
    expect(softwares).toHaveLength(SOFTWARE_CATALOGUE.length);
    expect(softwares.some((s) => s.groupName === null)).toBe(true);
    expect(new Set(softwares.map((s) => s.groupName))).toEqual(
      new Set(['Literacy', 'Mind mapping', 'Note taking', 'Speech recognition', 'Screen reading', null]),
    );
  });

  it('gives every product its tile and brings catalogue edits to an older database', async () => {
    const { db } = test.database;
    const softwares = await db.select().from(schema.softwares);
    for (const software of softwares) expect(software.image).toBe(`/uploads/softwares/${software.slug}.svg`);
    // A database seeded before the tiles existed (image null, an old text) is brought up to date.
    await db
      .update(schema.softwares)
      .set({ image: null, description: 'old' })
      .where(eq(schema.softwares.slug, 'nvda'));
    await seed(db, { demo: true });
    const [nvda] = await db.select().from(schema.softwares).where(eq(schema.softwares.slug, 'nvda'));
    expect(nvda?.image).toBe('/uploads/softwares/nvda.svg');
    expect(nvda?.description).toBe(SOFTWARE_CATALOGUE.find((s) => s.slug === 'nvda')?.description);
  });

  it('seeds both editions’ flows with their modules and chapters, keeping ids on a re-seed', async () => {
    const { db } = test.database;
    const flows = await db.select().from(schema.flows).orderBy(asc(schema.flows.position));
    const slugsOf = (edition: string) => flows.filter((f) => f.edition === edition).map((f) => f.slug);
    expect(slugsOf('study')).toEqual(FLOW_CONTENT.study.map((flow) => flow.slug));
    expect(slugsOf('pro')).toEqual(FLOW_CONTENT.pro.map((flow) => flow.slug));
    const modules = await db.select().from(schema.learningModules);
    const chapters = await db.select().from(schema.chapters);
    const all = [...FLOW_CONTENT.study, ...FLOW_CONTENT.pro];
    expect(modules).toHaveLength(all.flatMap((flow) => flow.modules).length);
    expect(chapters).toHaveLength(all.flatMap((flow) => flow.modules.flatMap((m) => m.chapters)).length);
    // An edited name reaches the existing row; its id (which progress will point at) stays.
    const [revision] = flows.filter((f) => f.slug === 'revision');
    await db
      .update(schema.flows)
      .set({ name: 'Old name' })
      .where(eq(schema.flows.id, revision?.id ?? 0));
    await seed(db, { demo: true });
    const [after] = await db
      .select()
      .from(schema.flows)
      .where(eq(schema.flows.id, revision?.id ?? 0));
    expect(after?.name).toBe('Revision');
  });

  it('creates both demo learners confirmed, with onboarding done and the NEWBIE badge', async () => {
    const { db } = test.database;
    const [alexId, priyaId] = await Promise.all(
      DEMO_LEARNERS.map(async ({ user }) => {
        const [row] = await db.select().from(schema.users).where(eq(schema.users.email, user.email));
        expect(row?.confirmedAt).toBeInstanceOf(Date);
        return row?.id ?? 0;
      }),
    );
    const alex = await userPayload(db, alexId ?? 0);
    expect(alex).toMatchObject({
      first_name: 'Alex',
      surname: 'Morgan',
      university: 'University of Example',
      user_type: 'student',
      software_selected: true,
      wellbeings: ['calm', 'student_minds', 'desk_stretches_for_students', 'support_contacts'],
      avatar: null,
      accessability_setting: null,
    });
    expect(alex.user_info).toMatchObject({
      course_started: 2024,
      course_ends: 2027,
      as_technology_level: 'beginner',
    });
    expect(alex.softwares.map((s) => s.slug)).toEqual(['read-write', 'mindview', 'glean']);
    expect(alex.badges.map((b) => b.name)).toEqual(['NEWBIE']);
    // Returning learners: their first login (NEWBIE) is a month old, so they are welcomed back.
    const firstLoginAgo = Date.now() - Date.parse(alex.badges[0]?.created_at ?? '');
    expect(firstLoginAgo).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    const priya = await userPayload(db, priyaId ?? 0);
    expect(priya).toMatchObject({
      first_name: 'Priya',
      surname: 'Shah',
      university: 'Example Workplace Ltd',
      user_type: 'professional',
      software_selected: true,
      wellbeings: [],
    });
    expect(priya.user_info?.as_technology_level).toBe('medior');
    expect(priya.badges.map((b) => b.name)).toEqual(['NEWBIE']);
  });
});

describe('seeding the lessons', () => {
  it('loads every step, Essentials step and product feature of the real content, rendered', async () => {
    const { db } = test.database;
    const steps = await db.select().from(schema.steps);
    expect(steps).toHaveLength(LEARNING_CONTENT.chapters.flatMap((chapter) => chapter.steps).length);
    const essentials = await db.select().from(schema.tutorialSteps);
    expect(essentials).toHaveLength(LEARNING_CONTENT.essentials.flatMap((tutorial) => tutorial.steps).length);
    const features = await db.select().from(schema.softwareFeatures);
    const offered = Object.values(LEARNING_CONTENT.atFeatures).flatMap((entry) =>
      Object.keys(entry?.products ?? {}),
    );
    expect(features).toHaveLength(offered.length);
    for (const step of steps) {
      expect(step.content, step.slug).toMatch(/^<(p|h3|ul|ol)>/);
      if (step.pageType === 'vid') expect(step.video, step.slug).toMatch(/^\/uploads\/steps\/.+\.mp4$/);
      if (step.pageType === 'app') expect(step.app?.feature, step.slug).toBeTruthy();
    }
  });

  it('keeps a step’s id when its text changes, and deletes a step the content no longer has', async () => {
    const { db } = test.database;
    const content = loadSeedContent();
    const [chapter] = content.learning.chapters;
    const [first, second] = chapter?.steps ?? [];
    if (!chapter || !first || !second) throw new Error('the real content has no steps');
    const before = await db.select().from(schema.steps).where(eq(schema.steps.slug, first.content.slug));
    first.content = { ...first.content, name: 'A renamed step' };
    const removed = second.content.slug;
    chapter.steps = chapter.steps.filter((step) => step !== second);
    await seed(db, { demo: true, content });
    const after = await db.select().from(schema.steps).where(eq(schema.steps.slug, first.content.slug));
    expect(after.map((row) => [row.id, row.name])).toEqual(before.map((row) => [row.id, 'A renamed step']));
    expect(await db.select().from(schema.steps).where(eq(schema.steps.slug, removed))).toEqual([]);
    // The real content again: the step comes back (with a new id, as it was gone).
    await seed(db, { demo: true });
    expect(
      (await db.select().from(schema.steps).where(eq(schema.steps.slug, removed))).length,
    ).toBeGreaterThan(0);
  });
});
