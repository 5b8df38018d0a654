import type { AppContext } from '../app-context';
import { badgePayload } from '../badges/badge-payload';
import { badgesOf } from '../badges/badge-queries';
import { favouriteStepIds } from '../favourites/favourite-queries';
import { stepIdsWithNotes } from '../notes/note-queries';
import { learnerProgress } from '../progress/learner-progress';
import { progressAround } from '../progress/progress-payload';
import type { ProgressStepRow } from '../progress/progress-step-queries';
import type { SoftwareRow } from '../software/software-queries';
import { appPayload } from './step-app';
import { stepPayload } from './step-payload';
import { type PlacedStep, placedStepUrl } from './step-queries';

/** API-21's answer: the step with its context, progress around it and the learner's badges. */
export async function stepAnswer(
  { db, env }: AppContext,
  userId: number,
  placed: PlacedStep,
  row: ProgressStepRow,
  view: { url?: string; nextUrl: string; software?: SoftwareRow },
) {
  const { step } = placed;
  const progress = await learnerProgress(db, userId, env.EDITION);
  const favourite = await favouriteStepIds(db, userId, [step.id]);
  const noted = await stepIdsWithNotes(db, userId, [step.id]);
  const app = step.app === null ? null : await appPayload(db, userId, step.app, view.software);
  return {
    step: stepPayload(step, {
      url: view.url ?? placedStepUrl(placed),
      nextUrl: view.nextUrl,
      isCompleted: row.completed,
      isFavourite: favourite.has(step.id),
      hasNote: noted.has(step.id),
      flow: placed.flow,
      videoPosition: row.videoPositionSeconds,
      app,
    }),
    ...progressAround(progress, placed, row),
    user: { badges: (await badgesOf(db, userId)).map(badgePayload) },
  };
}

/** API-23's answer (and the video-watched one's): the flow's percent and progress around the step. */
export async function completionAnswer(
  { db, env }: AppContext,
  userId: number,
  placed: PlacedStep,
  row: ProgressStepRow,
) {
  const progress = await learnerProgress(db, userId, env.EDITION);
  return {
    percent: progress.flowPercent(placed.flow.id),
    ...progressAround(progress, placed, row),
    user: { badges: (await badgesOf(db, userId)).map(badgePayload) },
  };
}
