import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { upsertFlowContent } from '../flows/flow-content-queries';
import { softwareImageUrl } from '../software/catalogue-entry';
import { upsertCatalogue } from '../software/software-queries';
import { upsertSteps } from '../steps/step-content-queries';
import { upsertTutorialContent } from '../tutorials/tutorial-content-queries';
import { type DemoRemoval, removeDemoData, seedDemoData } from './demo-data';
import { loadSeedContent, type SeedContent } from './seed-content';

export interface SeedOptions {
  /** The environment's `demo` (src/env.ts): seed the demo's ways in, or take them out. */
  demo: boolean;
  /** Defaults to the wall clock. */
  now?: Date;
  /** Defaults to the content/ folder, read and checked now (tests may hand in fixture content). */
  content?: SeedContent;
}

/**
 * Idempotent: content (software, flows, steps, tutorials) is upserted by slug, and so is the product
 * whatever the mode. In demo mode the demo's ways in are added where missing (demo-data.ts); without
 * it they are removed, so a database seeded for a demo never carries a known password into
 * production. Running it again with the same mode changes nothing. Answers what it removed (null in
 * demo mode).
 */
export async function seed(db: Db, options: SeedOptions): Promise<DemoRemoval | null> {
  const { demo, now = new Date(), content = loadSeedContent() } = options;
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
  if (!demo) return removeDemoData(db, content);
  await seedDemoData(db, content, now);
  return null;
}
