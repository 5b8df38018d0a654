import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { softwares } from '../software/schema';
import { softwareFeatures, tutorialSteps } from './schema';

export type TutorialStepRow = typeof tutorialSteps.$inferSelect;

/** A product's Essentials, in order. */
export const essentialsOf = (db: Db, softwareId: number): Promise<TutorialStepRow[]> =>
  db
    .select()
    .from(tutorialSteps)
    .where(eq(tutorialSteps.softwareId, softwareId))
    .orderBy(asc(tutorialSteps.position));

/** The features a product offers (it has a how-to for them). */
export async function featuresOf(db: Db, softwareId: number): Promise<Set<string>> {
  const rows = await db
    .select({ feature: softwareFeatures.feature })
    .from(softwareFeatures)
    .where(eq(softwareFeatures.softwareId, softwareId));
  return new Set(rows.map((row) => row.feature));
}

export interface HowTo {
  softwareId: number;
  softwareSlug: string;
  softwareName: string;
  image: string | null;
  /** HTML. */
  howTo: string;
}

/** How each of these products does the feature, for those that offer it, in catalogue order. */
export async function howTosFor(db: Db, feature: string, softwareIds: readonly number[]): Promise<HowTo[]> {
  if (softwareIds.length === 0) return [];
  return db
    .select({
      softwareId: softwares.id,
      softwareSlug: softwares.slug,
      softwareName: softwares.name,
      image: softwares.image,
      howTo: softwareFeatures.howTo,
    })
    .from(softwareFeatures)
    .innerJoin(softwares, eq(softwares.id, softwareFeatures.softwareId))
    .where(and(eq(softwareFeatures.feature, feature), inArray(softwareFeatures.softwareId, [...softwareIds])))
    .orderBy(asc(softwares.id));
}
