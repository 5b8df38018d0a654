import type { Db } from '../db/client';
import { favouriteStepIds } from '../favourites/favourite-queries';
import { stepIdsWithNotes } from '../notes/note-queries';
import { completedStepIds } from '../progress/progress-step-queries';
import type { PageType } from './schema';
import { type PlacedStep, placedStepUrl } from './step-queries';

/** A step as the sidebar and the favourites list show it (STP-3): its icon, time and marks. */
export interface StepSummaryPayload {
  id: number;
  name: string;
  slug: string;
  page_type: PageType;
  /** Seconds. */
  duration: number;
  url: string;
  is_completed: boolean;
  is_favourite: boolean;
  has_note: boolean;
}

/** The summaries of these steps for one learner, in the order given. */
export async function stepSummaries(
  db: Db,
  userId: number,
  placed: readonly PlacedStep[],
): Promise<StepSummaryPayload[]> {
  const ids = placed.map(({ step }) => step.id);
  const completed = await completedStepIds(db, userId, ids);
  const favourite = await favouriteStepIds(db, userId, ids);
  const noted = await stepIdsWithNotes(db, userId, ids);
  return placed.map((entry) => ({
    id: entry.step.id,
    name: entry.step.name,
    slug: entry.step.slug,
    page_type: entry.step.pageType,
    duration: entry.step.durationSeconds,
    url: placedStepUrl(entry),
    is_completed: completed.has(entry.step.id),
    is_favourite: favourite.has(entry.step.id),
    has_note: noted.has(entry.step.id),
  }));
}
