import type { Db } from '../db/client';
import type { Edition } from '../env';
import { chapterUrl, moduleUrl } from '../flows/flow-urls';
import { stepsById } from '../steps/step-queries';
import { type StepSummaryPayload, stepSummaries } from '../steps/step-summary';
import { favouriteStepIds } from './favourite-queries';

interface FavouriteChapter {
  id: number;
  name: string;
  slug: string;
  url: string;
  steps: StepSummaryPayload[];
}

interface FavouriteModule {
  id: number;
  name: string;
  slug: string;
  url: string;
  chapters: FavouriteChapter[];
}

export interface FavouriteFlowPayload {
  id: number;
  name: string;
  slug: string;
  primary_color: string;
  secondary_color: string;
  tab_color: string;
  learning_modules: FavouriteModule[];
}

/** Finds the entry with this id at the end of the list, or adds it: rows arrive in reading order. */
function lastOrAdd<T extends { id: number }>(list: T[], id: number, make: () => T): T {
  const last = list.at(-1);
  if (last?.id === id) return last;
  const made = make();
  list.push(made);
  return made;
}

/**
 * API-25 (DAT-8): the flows holding the learner's favourites, with only the modules, chapters and
 * steps on the way to one, in reading order.
 */
export async function favouritesPayload(
  db: Db,
  edition: Edition,
  userId: number,
): Promise<FavouriteFlowPayload[]> {
  const placed = await stepsById(db, edition, [...(await favouriteStepIds(db, userId))]);
  const summaries = await stepSummaries(db, userId, placed);
  const tree: FavouriteFlowPayload[] = [];
  for (const [index, { flow, module, chapter }] of placed.entries()) {
    const summary = summaries[index];
    if (summary === undefined) continue;
    const flowEntry = lastOrAdd(tree, flow.id, () => ({
      id: flow.id,
      name: flow.name,
      slug: flow.slug,
      primary_color: flow.primaryColor,
      secondary_color: flow.secondaryColor,
      tab_color: flow.tabColor,
      learning_modules: [],
    }));
    const moduleEntry = lastOrAdd(flowEntry.learning_modules, module.id, () => ({
      id: module.id,
      name: module.name,
      slug: module.slug,
      url: moduleUrl(flow.slug, module.slug),
      chapters: [],
    }));
    const chapterEntry = lastOrAdd(moduleEntry.chapters, chapter.id, () => ({
      id: chapter.id,
      name: chapter.name,
      slug: chapter.slug,
      url: chapterUrl(flow.slug, module.slug, chapter.slug),
      steps: [],
    }));
    chapterEntry.steps.push(summary);
  }
  return tree;
}
