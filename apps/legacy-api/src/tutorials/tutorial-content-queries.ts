import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fromExcluded, whenChanged } from '../db/upsert';
import type { Essentials } from '../seed/learning-content-types';
import { softwares } from '../software/schema';
import { markdownHtml } from '../steps/markdown';
import { RENDERED_COLUMNS, renderedStep } from '../steps/step-rows';
import { softwareFeatures, tutorialSteps } from './schema';
import type { AtFeaturesContent } from './tutorial-content';

async function softwareIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: softwares.id, slug: softwares.slug }).from(softwares);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * The products' Essentials (upserted by product and slug, so ids stay) and how each product does
 * each feature; what is no longer written is deleted. Call after the catalogue is upserted.
 */
export async function upsertTutorialContent(
  db: Db,
  essentials: readonly Essentials[],
  atFeatures: AtFeaturesContent,
): Promise<void> {
  const ids = await softwareIds(db);
  const idOf = (slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`software ${slug} was not saved`);
    return id;
  };
  const rows = essentials.flatMap(({ softwareSlug, steps }) =>
    steps.map((step, position) => ({
      ...renderedStep(step, position),
      softwareId: idOf(softwareSlug),
      pageType: step.content.type,
    })),
  );
  const updated = [...RENDERED_COLUMNS, 'pageType'] as const;
  if (rows.length > 0) {
    await db
      .insert(tutorialSteps)
      .values(rows)
      .onConflictDoUpdate({
        target: [tutorialSteps.softwareId, tutorialSteps.slug],
        set: fromExcluded(tutorialSteps, updated),
        setWhere: whenChanged(tutorialSteps, updated),
      });
  }
  const wanted = new Set(rows.map((row) => `${row.softwareId}/${row.slug}`));
  const existing = await db
    .select({ id: tutorialSteps.id, softwareId: tutorialSteps.softwareId, slug: tutorialSteps.slug })
    .from(tutorialSteps);
  const stale = existing.filter((row) => !wanted.has(`${row.softwareId}/${row.slug}`)).map((row) => row.id);
  if (stale.length > 0) await db.delete(tutorialSteps).where(inArray(tutorialSteps.id, stale));
  const features = Object.entries(atFeatures).flatMap(([feature, entry]) =>
    Object.entries(entry?.products ?? {}).map(([slug, howTo]) => ({
      softwareId: idOf(slug),
      feature,
      howTo: markdownHtml(howTo),
    })),
  );
  if (features.length > 0) {
    await db
      .insert(softwareFeatures)
      .values(features)
      .onConflictDoUpdate({
        target: [softwareFeatures.softwareId, softwareFeatures.feature],
        set: fromExcluded(softwareFeatures, ['howTo']),
        setWhere: whenChanged(softwareFeatures, ['howTo']),
      });
  }
  const offered = new Set(features.map((row) => `${row.softwareId}/${row.feature}`));
  const listed = await db.select().from(softwareFeatures);
  for (const row of listed.filter((entry) => !offered.has(`${entry.softwareId}/${entry.feature}`))) {
    await db
      .delete(softwareFeatures)
      .where(and(eq(softwareFeatures.softwareId, row.softwareId), eq(softwareFeatures.feature, row.feature)));
  }
}
