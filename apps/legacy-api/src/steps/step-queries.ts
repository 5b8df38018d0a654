import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { stepUrl } from '../flows/flow-urls';
import { chapters, flows, learningModules } from '../flows/schema';
import { steps } from './schema';

export type StepRow = typeof steps.$inferSelect;

/** A step with the chapter, module and flow it sits in: what its answers and addresses need. */
export interface PlacedStep {
  step: StepRow;
  chapter: { id: number; slug: string; name: string };
  module: { id: number; slug: string; name: string };
  flow: {
    id: number;
    slug: string;
    name: string;
    primaryColor: string;
    secondaryColor: string;
    tabColor: string;
  };
}

export interface StepAddress {
  flowSlug: string;
  moduleSlug: string;
  chapterSlug: string;
  stepSlug: string;
}

/** The step's own address in the web (STP-1). */
export const placedStepUrl = ({ step, chapter, module, flow }: PlacedStep): string =>
  stepUrl(flow.slug, module.slug, chapter.slug, step.slug);

/** Steps with their places, in the edition's reading order (flow, module, chapter, step). */
function placedSteps(db: Db, where: SQL | undefined): Promise<PlacedStep[]> {
  return db
    .select({
      step: steps,
      chapter: { id: chapters.id, slug: chapters.slug, name: chapters.name },
      module: { id: learningModules.id, slug: learningModules.slug, name: learningModules.name },
      flow: {
        id: flows.id,
        slug: flows.slug,
        name: flows.name,
        primaryColor: flows.primaryColor,
        secondaryColor: flows.secondaryColor,
        tabColor: flows.tabColor,
      },
    })
    .from(steps)
    .innerJoin(chapters, eq(chapters.id, steps.chapterId))
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(where)
    .orderBy(asc(flows.position), asc(learningModules.position), asc(chapters.position), asc(steps.position));
}

/** The step at this address in the edition, or undefined (an unknown slug anywhere on the way). */
export async function findStep(
  db: Db,
  edition: Edition,
  address: StepAddress,
): Promise<PlacedStep | undefined> {
  const [row] = await placedSteps(
    db,
    and(
      eq(flows.edition, edition),
      eq(flows.slug, address.flowSlug),
      eq(learningModules.slug, address.moduleSlug),
      eq(chapters.slug, address.chapterSlug),
      eq(steps.slug, address.stepSlug),
    ),
  );
  return row;
}

/** Every step of one flow, in order: CONTINUE walks it (STP-7). */
export const flowSteps = (db: Db, flowId: number): Promise<PlacedStep[]> =>
  placedSteps(db, eq(flows.id, flowId));

/** Every step of one module, in order. */
export const moduleSteps = (db: Db, moduleId: number): Promise<PlacedStep[]> =>
  placedSteps(db, eq(learningModules.id, moduleId));

/** These steps of the edition, in reading order. */
export async function stepsById(db: Db, edition: Edition, ids: readonly number[]): Promise<PlacedStep[]> {
  if (ids.length === 0) return [];
  return placedSteps(db, and(eq(flows.edition, edition), inArray(steps.id, [...ids])));
}

/** The edition's app steps, in reading order: a product's strategies are those it can do. */
export const editionAppSteps = (db: Db, edition: Edition): Promise<PlacedStep[]> =>
  placedSteps(db, and(eq(flows.edition, edition), eq(steps.pageType, 'app')));
